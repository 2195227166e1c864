/*
 * verdict hunt: a07_syncwarp_after_rmw_only (--advanced)
 * TRUE: fail 1
 * Per-warp tree `s[tid] += s[tid + off]; __syncwarp();` guarded only against leaving the warp, not by `lane < off`: lanes >= off also add, so lane i writes s[i] while lane i-off reads it in the same step: data race (PG __syncwarp).
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

    for (int off = 16; off > 0; off >>= 1) {
        if (lane + off < WARP_SIZE)
            sdata[tid] += sdata[tid + off];
        __syncwarp();
    }
    if (lane == 0)
        wsum[warp] = sdata[tid];
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
