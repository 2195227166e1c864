/*
 * verdict hunt: c02_atomic_shared_init (--coordination)
 * TRUE: pass
 * atomicAdd on a __shared__ float zeroed by thread 0 before __syncthreads (PG Atomic Functions; __syncthreads orders the init before every atomic); thread 0 stores the total after a second __syncthreads.
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float total;
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x == 0)
        total = 0.0f;
    __syncthreads();
    atomicAdd(&total, input[gi] * (rank + 1.0f));
    __syncthreads();
    if (threadIdx.x == 0)
        output[rank] = total;
    cluster_sync();
}
