/*
 * verdict hunt: r14_uint_atomic_shared (--reduction)
 * TRUE: pass
 * Whole-number inputs added with atomicAdd on a zeroed __shared__ unsigned int (exact), converted to float for temp_storage; cluster_sync; one writer.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ unsigned int isum;
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0)
        isum = 0;
    __syncthreads();
    atomicAdd(&isum, (unsigned int)input[blockIdx.x * blockDim.x + threadIdx.x]);
    __syncthreads();
    if (threadIdx.x == 0)
        temp_storage[rank] = (float)isum;
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
}
