/*
 * verdict hunt: l20_plain_reread_counter (--last-block)
 * TRUE: fail 1
 * Ticket taken with atomicAdd, then the block decides with a plain re-read `*counter == gridDim.x`: the plain load races with other blocks' atomics, and several blocks can see 256 and all write output[0] (PTX ISA Data races).
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

    __shared__ bool am_last;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        atomicAdd(counter, 1u);
        __threadfence();
        am_last = (*counter == gridDim.x);
    }
    __syncthreads();
    if (am_last) {
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
            atomicExch(counter, 0u);
        }
    }
}
