/*
 * verdict hunt: c13_shfl_width16 (--coordination)
 * TRUE: pass
 * __shfl_down_sync with width 16 reduces each half-warp (PG Warp Shuffle: width splits the warp into segments), then one full-width step folds lane 16 into lane 0.
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float wsum[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid & 31;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    for (int off = 8; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off, 16);
    v += __shfl_down_sync(0xffffffffu, v, 16);
    if (lane == 0)
        wsum[tid >> 5] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            s += wsum[w];
        output[rank] = s;
    }
    cluster_wait();
}
