/*
 * Correct alternative: --reduction with a __shfl_xor_sync butterfly: every
 * lane ends with its warp's sum. Lane 0 of each warp stores it; warp 0 then
 * does a second butterfly over the 8 warp sums (lanes 8-31 contribute 0).
 * The whole warp always calls the shuffles with the full mask.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input,
                                              float *temp_storage, int size)
{
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int lane = threadIdx.x & (WARP_SIZE - 1);
    const int warp = threadIdx.x / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();

    float v = global_i < size ? input[global_i] : 0.0f;
#pragma unroll
    for (int mask = 16; mask > 0; mask >>= 1)
        v += __shfl_xor_sync(0xffffffff, v, mask);
    if (lane == 0)
        warp_sums[warp] = v;
    __syncthreads();

    if (warp == 0) {
        float w = lane < TPB / WARP_SIZE ? warp_sums[lane] : 0.0f;
#pragma unroll
        for (int mask = 16; mask > 0; mask >>= 1)
            w += __shfl_xor_sync(0xffffffff, w, mask);
        if (lane == 0)
            temp_storage[rank] = w;
    }

    cluster_sync();

    if (rank == 0 && threadIdx.x == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }
}
