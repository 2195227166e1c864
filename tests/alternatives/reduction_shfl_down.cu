/*
 * Correct alternative: --reduction with a __shfl_down_sync warp reduction.
 *
 * Each warp folds its 32 values with __shfl_down_sync (full mask, every lane
 * of the warp takes part), lane 0 holds the warp sum and stores it in shared
 * memory; after __syncthreads() the first warp folds the 8 warp sums the same
 * way. Thread 0 publishes the block sum in temp_storage[rank]; cluster_sync()
 * makes all four visible; thread 0 of rank 0 writes the total.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__device__ __forceinline__ float warp_reduce_sum(float val)
{
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        val += __shfl_down_sync(0xffffffff, val, offset);
    return val;
}

__global__ void cluster_collective_operations(float *output, const float *input,
                                              float *temp_storage, int size)
{
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int lane = threadIdx.x % WARP_SIZE;
    const int warp = threadIdx.x / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();

    float sum = global_i < size ? input[global_i] : 0.0f;
    sum = warp_reduce_sum(sum);
    if (lane == 0)
        warp_sums[warp] = sum;
    __syncthreads();

    if (warp == 0) {
        sum = lane < TPB / WARP_SIZE ? warp_sums[lane] : 0.0f;
        sum = warp_reduce_sum(sum);
        if (lane == 0)
            temp_storage[rank] = sum;
    }

    cluster_sync();

    if (rank == 0 && threadIdx.x == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }
}
