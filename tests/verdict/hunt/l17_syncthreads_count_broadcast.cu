/*
 * verdict hunt: l17_syncthreads_count_broadcast (--last-block)
 * TRUE: pass
 * Thread 0 takes the ticket; `__syncthreads_count(is_last)` broadcasts it (a block barrier, so it also carries thread 0's acquire fence); the last block finishes with a tree.
 */
#include "kernels.h"

#define last_block_reduction reference_last_block_reduction
#include "../../../solutions/p34.cu"
#undef last_block_reduction

__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)
{
    __shared__ float sdata[TPB];
    const int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    int mine = 0;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        mine = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    if (__syncthreads_count(mine)) {
        float sum = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x)
            sum += partials[b];
        sdata[tid] = sum;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s)
                sdata[tid] += sdata[tid + s];
            __syncthreads();
        }

        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }
}
