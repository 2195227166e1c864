/*
 * verdict hunt: a02_elect_assumes_lane0 (--advanced)
 * TRUE: fail 1
 * The elected lane sums sdata[tid .. tid + 31], i.e. assumes it is lane 0. PTX ISA elect.sync: the leader is deterministic but which lane is not specified, so this relies on unspecified behaviour (H100 likely elects lane 0 and passes; lead: confirm).
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

    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sdata[tid + i];
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
