/*
 * Correct alternative: --coordination loading the block's inputs with
 * cg::memcpy_async(block, shared, global, cuda::aligned_size_t<16>(bytes))
 * and cg::wait(block) (<cooperative_groups/memcpy_async.h>): after the wait
 * every thread scales its own element in place, a block barrier orders
 * those stores, the block arrives at the cluster barrier, thread 0 sums the
 * block into output[rank], and the block waits at the cluster barrier.
 */
#include <cooperative_groups/memcpy_async.h>
#include <cuda/barrier>
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ __align__(16) float shared_data[TPB];
    cg::thread_block block = cg::this_thread_block();
    const unsigned int rank = block_rank_in_cluster();
    const int first = blockIdx.x * TPB;
    const int count = size - first < TPB ? size - first : TPB;

    cg::memcpy_async(block, shared_data, input + first, cuda::aligned_size_t<16>(sizeof(float) * count));
    cg::wait(block);
    shared_data[threadIdx.x] = threadIdx.x < (unsigned)count ? shared_data[threadIdx.x] * (float)(rank + 1) : 0.0f;
    block.sync();

    cluster_arrive();
    if (threadIdx.x == 0) {
        float sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            sum += shared_data[i];
        output[rank] = sum;
    }
    cluster_wait();
}
