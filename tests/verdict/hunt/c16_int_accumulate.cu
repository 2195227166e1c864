/*
 * verdict hunt: c16_int_accumulate (--coordination)
 * TRUE: fail 1
 * Thread 0 accumulates the scaled inputs (0.0 to 3.6, not whole numbers) into an int: every term is truncated, the sum is far off: wrong value.
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
        int s = 0;
        for (int i = 0; i < TPB; i++)
            s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();
}
