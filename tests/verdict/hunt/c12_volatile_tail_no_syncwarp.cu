/*
 * verdict hunt: c12_volatile_tail_no_syncwarp (--coordination)
 * TRUE: fail 1
 * Pre-Volta unrolled last warp: `vs[tid] += vs[tid + 16]` etc. with volatile and no __syncwarp. Lane 0 reads vs[16] while lane 16 writes it with nothing ordering them (PG Independent Thread Scheduling: warp-synchronous code must use __syncwarp): data race.
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
        volatile float *vs = sdata;
        vs[tid] += vs[tid + 32];
        vs[tid] += vs[tid + 16];
        vs[tid] += vs[tid + 8];
        vs[tid] += vs[tid + 4];
        vs[tid] += vs[tid + 2];
        vs[tid] += vs[tid + 1];
    }
    if (tid == 0)
        output[rank] = sdata[0];
    cluster_sync();
}
