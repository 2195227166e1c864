/*
 * Correct alternative: --reduction written with the cg:: API instead of the
 * kernels.h helpers: cg::thread_block::sync(), the split barrier as
 * barrier_wait(barrier_arrive()) with its arrival token, and
 * cg::this_cluster().sync() at the end.
 *
 * The tree reduction is the reference's; the arrive (release) / wait
 * (acquire) pair orders every temp_storage store before rank 0 reads them.
 * The final cluster.sync() is not needed for correctness (no peer memory is
 * read) but is a common habit; it is harmless.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input,
                                              float *temp_storage, int size)
{
    __shared__ float sdata[TPB];
    cg::thread_block block = cg::this_thread_block();
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int tid = block.thread_rank();
    const int global_i = blockDim.x * blockIdx.x + tid;

    sdata[tid] = global_i < size ? input[global_i] : 0.0f;
    cg::thread_block::sync();
    for (unsigned int s = block.size() / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        block.sync();
    }
    if (tid == 0)
        temp_storage[cluster.block_rank()] = sdata[0];

    cg::cluster_group::arrival_token token = cluster.barrier_arrive();
    cluster.barrier_wait(std::move(token));

    if (cluster.block_rank() == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); r++)
            total += temp_storage[r];
        output[0] = total;
    }
    cg::this_cluster().sync();
}
