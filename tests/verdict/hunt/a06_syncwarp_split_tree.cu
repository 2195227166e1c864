/*
 * verdict hunt: a06_syncwarp_split_tree (--advanced)
 * TRUE: pass
 * Per-warp tree in shared memory with read, __syncwarp(), write, __syncwarp() at each step (PG __syncwarp: orders the lanes' memory accesses); lane 0 stores the warp sum.
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

    float x = sdata[tid];
    for (int off = 16; off > 0; off >>= 1) {
        x += sdata[warp * WARP_SIZE + ((lane + off) & 31)];
        __syncwarp();
        sdata[tid] = x;
        __syncwarp();
    }
    if (lane == 0)
        wsum[warp] = x;
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
