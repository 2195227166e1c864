/*
 * verdict hunt: a17_half_warp_masks (--advanced)
 * TRUE: pass
 * Inside `if (lane < 16)` each half-warp tree uses __syncwarp(0x0000ffff) and __shfl_down_sync(0x0000ffff, ...) naming exactly the lanes that execute them (PG Warp Shuffle, __syncwarp: mask of the participating lanes); lanes 16-31 add their values into lanes 0-15 first.
 */
#include "kernels.h"

#define advanced_cluster_patterns reference_advanced_cluster_patterns
#include "../../../solutions/p34.cu"
#undef advanced_cluster_patterns

__global__ void advanced_cluster_patterns(float *output, const float *input, int size)
{
    __shared__ float sdata[TPB];
    __shared__ float wsum[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();

    float v = 0.0f;
    if (lane < 16) {
        v = sdata[tid] + sdata[tid + 16];
        for (int off = 8; off > 0; off >>= 1)
            v += __shfl_down_sync(0x0000ffffu, v, off);
        __syncwarp(0x0000ffffu);
        if (lane == 0)
            wsum[warp] = v;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();
}
