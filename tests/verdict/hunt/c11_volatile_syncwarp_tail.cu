/*
 * verdict hunt: c11_volatile_syncwarp_tail (--coordination)
 * TRUE: pass
 * Tree down to 64, then the last warp unrolled with each step split into read, __syncwarp(), write, __syncwarp() (PG Warp Synchronous programming on Volta+: __syncwarp orders the lanes' shared accesses).
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float sdata[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    __syncthreads();
    for (int s = TPB / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        volatile float *v = sdata;
        float x = v[tid] + v[tid + 32];
        for (int off = 16; off > 0; off >>= 1) {
            __syncwarp();
            v[tid] = x;
            __syncwarp();
            x += v[tid + off];
        }
        if (tid == 0)
            output[rank] = x;
    }
    cluster_sync();
}
