/*
 * verdict hunt: c14_every_thread_writes_output (--coordination)
 * TRUE: fail 1
 * After the tree every thread stores output[rank] = sdata[0]: 256 unordered plain stores to one location, a data race even with equal values (PTX ISA Memory Consistency Model, Data races; SPEC: each output stored by exactly one thread).
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
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    output[rank] = sdata[0];
    cluster_sync();
}
