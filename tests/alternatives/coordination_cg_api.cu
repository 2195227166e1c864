/*
 * Correct alternative: --coordination with the cg:: API: block.sync() in
 * place of __syncthreads(), cluster.block_rank(), and the split barrier as
 * an arrival token from cluster.barrier_arrive() handed to
 * cluster.barrier_wait(). Thread 0 only reads its own block's shared memory
 * between arrive and wait, which is what the split barrier allows.
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float shared_data[TPB];
    cg::thread_block block = cg::this_thread_block();
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const unsigned int tid = block.thread_rank();
    const int global_i = blockIdx.x * block.size() + tid;

    shared_data[tid] = global_i < size ? input[global_i] * (float)(rank + 1) : 0.0f;
    block.sync();

    auto token = cluster.barrier_arrive();

    if (tid == 0) {
        float sum = 0.0f;
        for (unsigned int i = 0; i < block.size(); i++)
            sum += shared_data[i];
        output[rank] = sum;
    }

    cluster.barrier_wait(std::move(token));
}
