/*
 * verdict hunt: c05_atomic_output_init_sync (--coordination)
 * TRUE: pass
 * Thread 0 zeroes output[rank], __syncthreads orders that store before every thread's atomicAdd on it (PG __syncthreads: global and shared accesses before it are visible to the block); atomics never race with each other.
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x == 0)
        output[rank] = 0.0f;
    __syncthreads();
    atomicAdd(&output[rank], input[gi] * (rank + 1.0f));
    cluster_sync();
}
