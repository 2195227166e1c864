/*
 * verdict hunt: l19_atomicinc_griddim_no_reset (--last-block)
 * TRUE: fail 1
 * `atomicInc(counter, gridDim.x)` (the guide's limit) but no reset: the counter ends at 256, not 0 (SPEC), and the next launch's tickets run 256, 0, ..., 254, so no block is last: not written.
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
        am_last = atomicInc(counter, gridDim.x) == gridDim.x - 1;
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
