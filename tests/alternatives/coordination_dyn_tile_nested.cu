/*
 * Correct alternative: --coordination with nested run-time tiles: a
 * cg::thread_group of 32 from cg::tiled_partition(block, 32), cut again into
 * tiles of 8 with cg::tiled_partition(tile32, 8); size() and
 * thread_rank() of the generic group; cluster.thread_rank() and
 * cluster.dim_threads() for the indices. (Not num_threads() of the generic
 * group: CUDA 13 declares thread_group::num_threads() but never defines it,
 * so ptxas fails on it.)
 *
 * Each tile of 8 sums its 8 scaled inputs in shared memory (two tile.sync()
 * steps apart), rank 0 of each tile keeps the tile sum; after the block
 * barrier the block arrives at the cluster barrier, thread 0 adds the 32 tile
 * sums into output[block rank], and the block waits at the cluster barrier.
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float s[TPB];
    cg::thread_block block = cg::this_thread_block();
    cg::cluster_group cluster = cg::this_cluster();
    cg::thread_group warp = cg::tiled_partition(block, 32);
    cg::thread_group tile = cg::tiled_partition(warp, 8);
    const unsigned int rank = cluster.block_rank();
    const int tid = (int)block.thread_rank();
    /* The cluster's threads are numbered block by block along x. */
    const int gi = (int)(cluster.dim_threads().x * (blockIdx.x / cluster.dim_blocks().x)) +
                   (int)cluster.thread_index().x;

    s[tid] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    tile.sync();
    for (unsigned long long st = tile.size() / 2; st > 0; st /= 2) {
        if (tile.thread_rank() < st)
            s[tid] += s[tid + st];
        tile.sync();
    }
    block.sync();
    cluster.barrier_arrive();
    if (tid == 0 && warp.size() == 32 && cluster.thread_rank() == rank * block.num_threads()) {
        float b = 0.0f;
        for (int t = 0; t < TPB; t += 8)
            b += s[t];
        output[rank] = b;
    }
    cluster.barrier_wait();
}
