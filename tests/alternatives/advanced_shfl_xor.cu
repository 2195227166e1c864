/*
 * Correct alternative: --advanced with warp sums from a __shfl_xor_sync
 * butterfly (every lane gets the warp sum), elect_one_sync() choosing which
 * lane stores it, and warp sums kept in a struct of shared arrays.
 */
#include "kernels.h"

#define advanced_cluster_patterns reference_advanced_cluster_patterns
#include "../../solutions/p34.cu"
#undef advanced_cluster_patterns

struct BlockScratch {
    float warp_sums[TPB / WARP_SIZE];
    float total;
};

__global__ void advanced_cluster_patterns(float *output, const float *input, int size)
{
    __shared__ BlockScratch scratch;
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int warp = threadIdx.x / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();

    float v = global_i < size ? input[global_i] * (float)(rank + 1) : 0.0f;
    for (int m = WARP_SIZE / 2; m > 0; m /= 2)
        v += __shfl_xor_sync(0xffffffff, v, m);
    if (elect_one_sync())
        scratch.warp_sums[warp] = v;
    __syncthreads();

    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += scratch.warp_sums[w];
        scratch.total = t;
        output[rank] = scratch.total;
    }
    cluster_wait();
}
