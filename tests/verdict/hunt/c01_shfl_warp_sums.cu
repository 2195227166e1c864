/*
 * verdict hunt: c01_shfl_warp_sums (--coordination)
 * TRUE: pass
 * PG Warp Shuffle Functions: __shfl_down_sync full mask, all lanes converged; warp sums in shared, __syncthreads, thread 0 sums; arrive after the barrier, wait at the end.
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float wsum[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + tid;
    float v = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (lane == 0)
        wsum[warp] = v;
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
