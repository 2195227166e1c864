/*
 * Correct alternative: --advanced with cg::tiled_partition<16>: each
 * half-warp tile reduces its 16 scaled values with cg::reduce, the tile's
 * thread 0 stores the tile sum (16 per block), and thread 0 adds them after
 * block.sync(). Every thread of each tile takes part in cg::reduce.
 */
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include "kernels.h"

#define advanced_cluster_patterns reference_advanced_cluster_patterns
#include "../../solutions/p34.cu"
#undef advanced_cluster_patterns

__global__ void advanced_cluster_patterns(float *output, const float *input, int size)
{
    __shared__ float tile_sums[TPB / 16];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();

    const float v = global_i < size ? input[global_i] * (float)(rank + 1) : 0.0f;
    const float tile_sum = cg::reduce(tile, v, cg::plus<float>());
    if (tile.thread_rank() == 0)
        tile_sums[tile.meta_group_rank()] = tile_sum;
    block.sync();

    cluster_arrive();
    if (block.thread_rank() == 0) {
        float total = 0.0f;
        for (unsigned int t = 0; t < tile.meta_group_size(); t++)
            total += tile_sums[t];
        output[rank] = total;
    }
    cluster_wait();
}
