/*
 * Correct alternative: --advanced with cub::WarpReduce<float>: one
 * TempStorage per warp, WarpReduce(temp[warp]).Sum(v) in all 32 lanes, the
 * warp sum used only in lane 0 (CUB defines it there alone), which stores it
 * in warp_sums[warp]. After the block barrier the block arrives at the
 * cluster barrier; thread 0 adds the warp sums with a cub::BlockReduce-free
 * loop into output[rank], then waits.
 */
#include <cub/cub.cuh>
#include "kernels.h"

#define advanced_cluster_patterns reference_advanced_cluster_patterns
#include "../../solutions/p34.cu"
#undef advanced_cluster_patterns

__global__ void advanced_cluster_patterns(float *output, const float *input, int size)
{
    using WarpReduce = cub::WarpReduce<float>;
    __shared__ typename WarpReduce::TempStorage temp[TPB / WARP_SIZE];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int gi = blockDim.x * blockIdx.x + threadIdx.x;
    const int warp = threadIdx.x / WARP_SIZE, lane = threadIdx.x % WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    const float v = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;

    const float warp_sum = WarpReduce(temp[warp]).Sum(v);
    if (lane == 0)
        warp_sums[warp] = warp_sum;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            b += warp_sums[w];
        output[rank] = b;
    }
    cluster_wait();
}
