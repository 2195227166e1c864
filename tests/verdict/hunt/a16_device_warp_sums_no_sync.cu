/*
 * verdict hunt: a16_device_warp_sums_no_sync (--advanced)
 * TRUE: fail 1
 * Warp sums in a `__device__ float g_wsum[32]` (8 per block); thread 0 reads its block's 8 after only __syncwarp(): warps 1-7 are not ordered before it: data race.
 */
#include "kernels.h"

#define advanced_cluster_patterns reference_advanced_cluster_patterns
#include "../../../solutions/p34.cu"
#undef advanced_cluster_patterns

__device__ float g_wsum[CLUSTER_SIZE * TPB / WARP_SIZE];

__global__ void advanced_cluster_patterns(float *output, const float *input, int size)
{
    const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (lane == 0)
        g_wsum[rank * 8 + warp] = v;
    __syncwarp();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < 8; w++)
            t += g_wsum[rank * 8 + w];
        output[rank] = t;
    }
    cluster_wait();
}
