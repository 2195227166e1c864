/*
 * verdict hunt: c03_atomic_shared_uninit (--coordination)
 * TRUE: fail 1
 * atomicAdd into a __shared__ float nobody zeroed: shared memory starts undefined (PG: __shared__ variables cannot be initialised in the declaration and hold no defined value), so the sum is garbage: wrong value.
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
    atomicAdd(&total, input[gi] * (rank + 1.0f));
    __syncthreads();
    if (threadIdx.x == 0)
        output[rank] = total;
    cluster_sync();
}
