/*
 * verdict hunt: c10_first_add_during_load (--coordination)
 * TRUE: pass
 * Harris reduction #4: 128 threads each add two inputs while loading, sequential-addressing tree with __syncthreads; the other 128 threads take part in the barriers only.
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float sdata[TPB / 2];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float scale = rank + 1.0f;
    const int base = blockIdx.x * blockDim.x;
    if (tid < TPB / 2)
        sdata[tid] = (input[base + tid] + input[base + tid + TPB / 2]) * scale;
    __syncthreads();
    for (int s = TPB / 4; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    cluster_arrive();
    if (tid == 0)
        output[rank] = sdata[0];
    cluster_wait();
}
