/*
 * Correct alternative: --reduction with cg::reduce(tile, v, cg::plus<float>())
 * over cg::tiled_partition<32> tiles (<cooperative_groups/reduce.h>).
 *
 * Each warp reduces its 32 inputs with cg::reduce; lane 0 of each tile stores
 * the warp sum; after block.sync() warp 0 reduces the 8 warp sums the same
 * way and its lane 0 publishes the block sum in temp_storage[rank]. The
 * cluster barrier orders those stores before rank 0's thread 0 adds them.
 */
#include <cooperative_groups/reduce.h>
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input,
                                              float *temp_storage, int size)
{
    __shared__ float warp_sums[TPB / WARP_SIZE];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();

    float v = global_i < size ? input[global_i] : 0.0f;
    v = cg::reduce(tile, v, cg::plus<float>());
    if (tile.thread_rank() == 0)
        warp_sums[tile.meta_group_rank()] = v;
    block.sync();

    if (tile.meta_group_rank() == 0) {
        float w = tile.thread_rank() < tile.meta_group_size() ? warp_sums[tile.thread_rank()] : 0.0f;
        w = cg::reduce(tile, w, cg::plus<float>());
        if (tile.thread_rank() == 0)
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
