/*
 * Correct alternative: --reduction with run-time tiles, cg::thread_group
 * tile = cg::tiled_partition(block, 32) (the dynamic form), synchronised with
 * tile.sync() and cg::sync(tile).
 *
 * Each warp tree-reduces its 32 values in its own slice of shared memory;
 * tile.sync() (a __syncwarp of the tile's lanes) orders each step's stores
 * before the next step's loads. Rank 0 of each tile then holds the warp sum;
 * after block.sync() thread 0 adds the warp sums into temp_storage[rank],
 * and after the cluster barrier rank 0's thread 0 writes the total.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input,
                                              float *temp_storage, int size)
{
    __shared__ float s[TPB];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_group tile = cg::tiled_partition(block, 32);
    const unsigned int rank = cg::this_cluster().block_rank();
    const int tid = block.thread_rank();
    const int gi = blockDim.x * blockIdx.x + tid;

    s[tid] = gi < size ? input[gi] : 0.0f;
    tile.sync();
    for (unsigned int st = tile.size() / 2; st > 0; st /= 2) {
        if (tile.thread_rank() < st)
            s[tid] += s[tid + st];
        cg::sync(tile);
    }
    block.sync();
    if (tid == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB; w += 32)
            b += s[w];
        temp_storage[rank] = b;
    }
    cg::this_cluster().sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            t += temp_storage[r];
        output[0] = t;
    }
}
