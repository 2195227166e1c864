/*
 * verdict hunt: c19_device_staging_sync (--coordination)
 * TRUE: pass
 * Scaled inputs staged in a `__device__ float g_stage[SIZE]` (global memory), __syncthreads(), thread 0 sums its block's 256 (PG __syncthreads: global accesses before it are visible to the block).
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../../solutions/p34.cu"
#undef cluster_coordination_basics

__device__ float g_stage[SIZE];

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    g_stage[gi] = input[gi] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += g_stage[blockIdx.x * blockDim.x + i];
        output[rank] = s;
    }
    cluster_wait();
}
