/*
 * Correct alternative: --coordination written without TPB: a grid-stride
 * style load loop over blockDim.x (each thread may load several inputs, here
 * exactly one), a tree reduction whose strides come from blockDim.x, and
 * loops with `#pragma unroll`. Thread 0 stores the block's result.
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const float scale = rank + 1.0f;

    // Each block owns the inputs [blockIdx.x * blockDim.x, +blockDim.x).
    float mine = 0.0f;
    const int begin = blockIdx.x * blockDim.x;
    for (int i = begin + threadIdx.x; i < begin + (int)blockDim.x && i < size; i += blockDim.x)
        mine += input[i] * scale;
    sdata[threadIdx.x] = mine;
    __syncthreads();

#pragma unroll 1
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            sdata[threadIdx.x] += sdata[threadIdx.x + s];
        __syncthreads();
    }

    cluster_arrive();
    if (threadIdx.x == 0)
        output[rank] = sdata[0];
    cluster_wait();
}
