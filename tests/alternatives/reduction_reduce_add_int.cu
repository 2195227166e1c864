/*
 * Correct alternative: --reduction with __reduce_add_sync on integers.
 *
 * The reduction inputs are whole numbers whose sums stay below 2^24 (see
 * README "Randomized stress"), so converting each to int, summing with the
 * sm_80+ warp reduction __reduce_add_sync(0xffffffff, v) and converting back
 * is exact. Lane 0 of each warp stores the warp sum; thread 0 adds the 8 of
 * them and publishes temp_storage[rank]; cluster_sync(); rank 0's thread 0
 * writes the total.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input,
                                              float *temp_storage, int size)
{
    __shared__ int warp_sums[TPB / WARP_SIZE];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int lane = threadIdx.x % WARP_SIZE;
    const int warp = threadIdx.x / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();

    const int v = global_i < size ? (int)input[global_i] : 0;
    const int warp_sum = __reduce_add_sync(0xffffffff, v);
    if (lane == 0)
        warp_sums[warp] = warp_sum;
    __syncthreads();

    if (threadIdx.x == 0) {
        int block_sum = 0;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            block_sum += warp_sums[w];
        temp_storage[rank] = (float)block_sum;
    }

    cluster_sync();

    if (rank == 0 && threadIdx.x == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }
}
