/*
 * verdict hunt: a20_ballot_mask_second_level (--advanced)
 * TRUE: pass
 * Second level: m = __ballot_sync(full, lane < 8); lanes 0-7 of warp 0 load the 8 warp sums and reduce with __shfl_down_sync(m, v, 4/2/1): lanes whose source is 8 or above read undefined values that never reach lane 0.
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
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (lane == 0)
        wsum[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (warp == 0) {
        const unsigned int m = __ballot_sync(0xffffffffu, lane < TPB / WARP_SIZE);
        if (lane < TPB / WARP_SIZE) {
            float w = wsum[lane];
            for (int off = 4; off > 0; off >>= 1)
                w += __shfl_down_sync(m, w, off);
            if (lane == 0)
                output[rank] = w;
        }
    }
    cluster_wait();
}
