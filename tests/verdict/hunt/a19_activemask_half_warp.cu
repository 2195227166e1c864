/*
 * verdict hunt: a19_activemask_half_warp (--advanced)
 * TRUE: pass
 * Inside `if (lane < 16)`, a shuffle-down tree with mask __activemask() (lanes 0-15): lanes 8-15 read lanes 16-23, outside the mask, and get undefined values (PG Warp Shuffle Functions: reading an inactive thread), but those values never reach lane 0, which only reads lanes 8, 4, 2, 1 at the steps where they are defined.
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

    if (lane < 16) {
        const unsigned int m = __activemask();
        float v = sdata[tid] + sdata[tid + 16];
        for (int off = 8; off > 0; off >>= 1)
            v += __shfl_down_sync(m, v, off);
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
