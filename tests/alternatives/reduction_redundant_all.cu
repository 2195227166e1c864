/*
 * Correct alternative: --reduction, two-level with redundant compute: after
 * the cluster barrier, thread 0 of EVERY block reads all four partial sums
 * and computes the total (as people do to avoid a second broadcast), but
 * only block rank 0 stores it. Reading temp_storage from four blocks at
 * once is fine: nobody writes it after the barrier.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input,
                                              float *temp_storage, int size)
{
    __shared__ float sdata[TPB];
    __shared__ float cluster_total;
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();

    sdata[tid] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        temp_storage[rank] = sdata[0];

    cluster_sync();

    if (tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        cluster_total = total;  // every block knows the total
    }
    __syncthreads();

    if (rank == 0 && tid == 0)
        output[0] = cluster_total;
}
