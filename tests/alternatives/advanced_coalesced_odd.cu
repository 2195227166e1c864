/*
 * Correct alternative: --advanced where each warp's sum comes from the
 * coalesced group of its odd lanes (`lane & 1`): every odd lane adds its own
 * value and its even neighbour's, the 16-lane coalesced_group reduces those
 * pairs with g.shfl_down (ranks, not lanes: rank r is lane 2r + 1), and the
 * group's rank 0 (lane 1) stores the warp sum. thread 0 sums the warp sums
 * into output[rank] between cluster_arrive() and cluster_wait().
 */
#include "kernels.h"

#define advanced_cluster_patterns reference_advanced_cluster_patterns
#include "../../solutions/p34.cu"
#undef advanced_cluster_patterns

__global__ void advanced_cluster_patterns(float *output, const float *input, int size)
{
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int gi = blockDim.x * blockIdx.x + threadIdx.x;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    shared_data[tid] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    __syncthreads();

    if (tid & 1) {
        cg::coalesced_group g = cg::coalesced_threads();
        float v = shared_data[tid] + shared_data[tid - 1];
        for (unsigned int off = g.size() / 2; off > 0; off /= 2)
            v += g.shfl_down(v, off);
        if (g.thread_rank() == 0)
            warp_sums[tid / WARP_SIZE] = v;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            b += warp_sums[w];
        output[rank] = b;
    }
    cluster_wait();
}
