/*
 * Correct alternative: --reduction with cg::inclusive_scan over
 * cg::tiled_partition<32> tiles (<cooperative_groups/scan.h>): the last rank
 * of each tile holds the warp sum. Warp 0 then exclusive-scans the 8 warp
 * sums (cg::exclusive_scan) and its last lane adds its own sum to get the
 * block sum, which it publishes in temp_storage[rank] for rank 0's thread 0
 * after the cluster barrier.
 */
#include <cooperative_groups/scan.h>
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input,
                                              float *temp_storage, int size)
{
    __shared__ float warp_sums[TPB / 32];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> w = cg::tiled_partition<32>(block);
    const unsigned int rank = cg::this_cluster().block_rank();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    float v = gi < size ? input[gi] : 0.0f;
    const float inc = cg::inclusive_scan(w, v);
    if (w.thread_rank() == w.num_threads() - 1)
        warp_sums[w.meta_group_rank()] = inc;
    block.sync();
    if (w.meta_group_rank() == 0) {
        const float mine = w.thread_rank() < w.meta_group_size() ? warp_sums[w.thread_rank()] : 0.0f;
        const float before = cg::exclusive_scan(w, mine, cg::plus<float>());
        if (w.thread_rank() == w.meta_group_size() - 1)
            temp_storage[rank] = before + mine;
    }
    cg::this_cluster().sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            t += temp_storage[r];
        output[0] = t;
    }
}
