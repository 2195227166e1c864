/*
 * Correct alternative: --coordination with cg::tiled_partition<8> tiles:
 * each tile of 8 threads sums its 8 scaled inputs with tile.shfl_down, the
 * tile's rank-0 thread stores the tile sum in shared memory (32 of them),
 * and thread 0 adds those after block.sync(). Every thread of every tile
 * calls the shuffles.
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float tile_sums[TPB / 8];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<8> tile = cg::tiled_partition<8>(block);
    const unsigned int rank = block_rank_in_cluster();
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;

    float v = global_i < size ? input[global_i] * (float)(rank + 1) : 0.0f;
    for (unsigned int offset = tile.size() / 2; offset > 0; offset /= 2)
        v += tile.shfl_down(v, offset);
    if (tile.thread_rank() == 0)
        tile_sums[tile.meta_group_rank()] = v;
    block.sync();

    cluster_arrive();
    if (threadIdx.x == 0) {
        float sum = 0.0f;
        for (unsigned int t = 0; t < tile.meta_group_size(); t++)
            sum += tile_sums[t];
        output[rank] = sum;
    }
    cluster_wait();
}
