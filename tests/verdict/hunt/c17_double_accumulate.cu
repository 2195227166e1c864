/*
 * verdict hunt: c17_double_accumulate (--coordination)
 * TRUE: pass
 * Thread 0 sums in double and rounds once: closer to the exact sum than any float order, inside the SPEC bound.
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        double s = 0.0;
        for (int i = 0; i < TPB; i++)
            s += sdata[i];
        output[rank] = (float)s;
    }
    cluster_wait();
}
