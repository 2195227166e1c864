/*
 * verdict hunt: a01_ffs_activemask_leader (--advanced)
 * TRUE: pass
 * Leader = lowest set bit of __activemask() (all 32 lanes active: lane 0) sums its warp; PG Warp Vote Functions. Deterministic, one writer per warp sum.
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

    const unsigned int active = __activemask();
    if (lane == __ffs(active) - 1) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sdata[warp * WARP_SIZE + i];
        wsum[warp] = s;
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
