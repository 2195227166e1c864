/*
 * verdict hunt: l07_device_counter (--last-block)
 * TRUE: pass
 * Ticket counter is a `__device__ unsigned int` (zero at module load, reset by the last block) instead of the counter argument, as in the Programming Guide's threadFenceReduction sample; the counter argument stays 0.
 */
#include "kernels.h"

#define last_block_reduction reference_last_block_reduction
#include "../../../solutions/p34.cu"
#undef last_block_reduction

__device__ unsigned int g_blocks_done = 0;

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
        am_last = atomicAdd(&g_blocks_done, 1u) == gridDim.x - 1;
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

        if (tid == 0) {
            output[0] = sdata[0];
            g_blocks_done = 0;
        }
    }
}
