/*
 * verdict hunt: l04_reset_at_start_by_block0 (--last-block)
 * TRUE: fail 1
 * Block 0 thread 0 stores *counter = 0 at the start "for the next launch" instead of the last block resetting at the end: that plain store is unordered with other blocks' atomicAdd tickets (data race, PTX ISA), and with blocks running in any order a ticket can be lost so no block is last.
 */
#include "kernels.h"

#define last_block_reduction reference_last_block_reduction
#include "../../../solutions/p34.cu"
#undef last_block_reduction

__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)
{
    __shared__ float sdata[TPB];
    __shared__ bool am_last;
    const int tid = threadIdx.x;
    if (blockIdx.x == 0 && tid == 0)
        *counter = 0;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        __threadfence();
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

        if (tid == 0)
            output[0] = sdata[0];
    }
}
