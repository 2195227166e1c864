/*
 * Correct alternative: --reduction where thread 0 of each block sums the
 * block's 256 values serially (no tree), then rank 0's thread 0 sums the
 * four block sums. Slow but plainly correct: one __syncthreads() orders the
 * shared stores before thread 0's loop, the cluster barrier orders the
 * temp_storage stores before rank 0's loads.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input,
                                              float *temp_storage, int size)
{
    __shared__ float values[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();

    values[threadIdx.x] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();

    if (threadIdx.x == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += values[i];
        temp_storage[rank] = block_sum;
    }

    cluster_sync();

    if (rank == 0 && threadIdx.x == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }
}
