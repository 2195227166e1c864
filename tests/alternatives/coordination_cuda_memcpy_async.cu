/*
 * Correct alternative: --coordination that stages the block's inputs in
 * shared memory with libcu++'s cuda::memcpy_async(block, dst, src,
 * cuda::aligned_size_t<16>(bytes), bar) (<cuda/barrier>), the copy tracked
 * by a cuda::barrier<cuda::thread_scope_block>: bar.arrive_and_wait()
 * completes it before any thread reads the buffer.
 */
#include "kernels.h"
#include <cuda/barrier>

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ __align__(16) float staged[TPB];
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    auto block = cg::this_thread_block();
    const unsigned int rank = block_rank_in_cluster();
    if (block.thread_rank() == 0)
        init(&bar, block.size());
    block.sync();
    /* SIZE is a multiple of TPB: every block copies a whole slice. */
    cuda::memcpy_async(block, staged, input + blockIdx.x * TPB, cuda::aligned_size_t<16>(sizeof(float) * TPB), bar);
    bar.arrive_and_wait();

    cluster_arrive();
    if (block.thread_rank() == 0) {
        const float scale = (float)(rank + 1);
        float sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            sum += staged[i] * scale;
        output[rank] = sum;
    }
    cluster_wait();
}
