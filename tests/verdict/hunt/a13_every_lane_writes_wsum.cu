/*
 * verdict hunt: a13_every_lane_writes_wsum (--advanced)
 * TRUE: fail 1
 * After an xor butterfly every lane stores wsum[warp] = v (32 writers, same value): unordered plain stores to one shared location are a data race (PTX ISA Data races).
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
    for (int off = 1; off < 32; off <<= 1)
        v += __shfl_xor_sync(0xffffffffu, v, off);
    wsum[warp] = v;
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
