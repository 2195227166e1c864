/*
 * verdict hunt: a18_elect_warp_uniform_branch (--advanced)
 * TRUE: pass
 * `if (warp < 4 && elect_one_sync())`: the condition is uniform in each warp, so whole warps call elect; each of warps 0-3 sums 64 values into wsum[warp]; thread 0 adds the 4.
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

    if (warp < 4 && elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < 2 * WARP_SIZE; i++)
            s += sdata[warp * 2 * WARP_SIZE + i];
        wsum[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < 4; w++)
            t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();
}
