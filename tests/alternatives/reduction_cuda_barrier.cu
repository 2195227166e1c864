/*
 * Correct alternative: --reduction with libcu++'s
 * cuda::barrier<cuda::thread_scope_block> in shared memory (<cuda/barrier>):
 * init(&bar, blockDim.x) by thread 0 before a __syncthreads(), then
 * bar.arrive_and_wait() and the split form bar.wait(bar.arrive()) between
 * the steps of the tree.
 */
#include "kernels.h"
#include <cuda/barrier>

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    if (tid == 0) init(&bar, blockDim.x);
    __syncthreads();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    bar.arrive_and_wait();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (tid < stride) sm[tid] += sm[tid + stride];
        auto tok = bar.arrive();
        bar.wait(std::move(tok));
    }
    if (tid == 0) temp_storage[block_rank_in_cluster()] = sm[0];
    cluster_sync();
    if (block_rank_in_cluster() == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }

}
