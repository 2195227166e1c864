/*
 * verdict hunt: a04_second_level_shfl_width8 (--advanced)
 * TRUE: pass
 * Warp sums by shuffle; then warp 0 (all 32 lanes) loads wsum[lane] for lane < 8 (else 0) and reduces with __shfl_down_sync(full, v, off, 8): lane 0 gets the 8-lane segment sum (PG Warp Shuffle width).
 */
#include "kernels.h"

#define advanced_cluster_patterns reference_advanced_cluster_patterns
#include "../../../solutions/p34.cu"
#undef advanced_cluster_patterns

__global__ void advanced_cluster_patterns(float *output, const float *input, int size)
{
    __shared__ float wsum[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, off);
    if (elect_one_sync())
        wsum[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (warp == 0) {
        float w = lane < TPB / WARP_SIZE ? wsum[lane] : 0.0f;
        for (int off = 4; off > 0; off >>= 1)
            w += __shfl_down_sync(0xffffffffu, w, off, 8);
        if (lane == 0)
            output[rank] = w;
    }
    cluster_wait();
}
