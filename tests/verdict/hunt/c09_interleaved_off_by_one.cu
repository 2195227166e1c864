/*
 * verdict hunt: c09_interleaved_off_by_one (--coordination)
 * TRUE: fail 1
 * Interleaved-addressing tree `for (s = 1; s < TPB / 2; s *= 2)` stops one step early: sdata[0] holds the sum of 128 values, not 256: wrong value.
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
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1);
    __syncthreads();
    for (int s = 1; s < TPB / 2; s *= 2) {
        if (tid % (2 * s) == 0)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    cluster_arrive();
    if (tid == 0)
        output[rank] = sdata[0];
    cluster_wait();
}
