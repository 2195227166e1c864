/*
 * verdict hunt: a08_guarded_warp_tree (--advanced)
 * TRUE: pass
 * Per-warp tree with `if (lane < off) s[tid] += s[tid + off]; __syncwarp();`: in one step lanes < off write [0, off) and read [off, 2 off), disjoint; __syncwarp orders the steps. Race-free.
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
        if (lane < off)
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
