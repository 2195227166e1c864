/*
 * Correct alternative: --coordination written for programmatic dependent
 * launch (Hopper): cudaGridDependencySynchronize() before the first read of
 * the input, cudaTriggerProgrammaticLaunchCompletion() once the block's
 * stores are issued, and the same two steps once more in inline PTX
 * (griddepcontrol.wait / griddepcontrol.launch_dependents). nvcc builds them
 * without separate compilation. p34 launches without the
 * programmatic-serialization attribute, so there is no prerequisite grid:
 * the wait returns at once and the trigger changes nothing.
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float vals[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;

    cudaGridDependencySynchronize();
    asm volatile("griddepcontrol.wait;" ::: "memory");
    vals[threadIdx.x] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += vals[i];
        output[rank] = s;
    }
    cudaTriggerProgrammaticLaunchCompletion();
    asm volatile("griddepcontrol.launch_dependents;");
    cluster_wait();
}
