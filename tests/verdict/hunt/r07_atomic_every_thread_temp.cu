/*
 * verdict hunt: r07_atomic_every_thread_temp (--reduction)
 * TRUE: pass
 * Every thread atomicAdds its input into temp_storage[0] zeroed before a cluster_sync(); after a second cluster_sync() one thread copies it to output[0]. Whole numbers: exact in any order.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    const unsigned int rank = block_rank_in_cluster();
    if (rank == 0 && threadIdx.x == 0)
        temp_storage[0] = 0.0f;
    cluster_sync();
    atomicAdd(&temp_storage[0], input[blockIdx.x * blockDim.x + threadIdx.x]);
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0];
}
