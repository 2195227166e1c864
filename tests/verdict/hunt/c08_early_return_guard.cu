/*
 * verdict hunt: c08_early_return_guard (--coordination)
 * TRUE: pass
 * `if (gi >= size) return;` before the barriers: size = 1024 = grid x block, so no thread returns; every thread reaches every barrier (PG __syncthreads: the condition is uniform).
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float sdata[TPB];
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    if (gi >= size)
        return;
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[gi] * (rank + 1);
    __syncthreads();
    cluster_arrive();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            sdata[threadIdx.x] += sdata[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        output[rank] = sdata[0];
    cluster_wait();
}
