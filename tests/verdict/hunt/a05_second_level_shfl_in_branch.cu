/*
 * verdict hunt: a05_second_level_shfl_in_branch (--advanced)
 * TRUE: fail 1
 * Second level: `if (tid < 8)` then __shfl_down_sync(0xffffffff, ...) over only 8 lanes: the mask names lanes that never execute it, undefined (PG Warp Shuffle: all non-exited threads named in mask must execute the same intrinsic). Lane 0 may get garbage or hang; exit code not fixed by the rules.
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
    if (tid < TPB / WARP_SIZE) {
        float w = wsum[tid];
        for (int off = 4; off > 0; off >>= 1)
            w += __shfl_down_sync(0xffffffffu, w, off);
        if (tid == 0)
            output[rank] = w;
    }
    cluster_wait();
}
