/*
 * verdict hunt: l18_guide_atomicinc_device_count (--last-block)
 * TRUE: pass
 * The Programming Guide's Memory Fence Functions example as written: `__device__ unsigned int count = 0;`, partial, __threadfence(), `atomicInc(&count, gridDim.x)`, `isLastBlockDone` in shared, __syncthreads(), last block sums and thread 0 stores count = 0.
 */
#include "kernels.h"

#define last_block_reduction reference_last_block_reduction
#include "../../../solutions/p34.cu"
#undef last_block_reduction

__device__ unsigned int count = 0;

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

    __shared__ bool isLastBlockDone;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        unsigned int value = atomicInc(&count, gridDim.x);
        isLastBlockDone = (value == (gridDim.x - 1));
    }
    __syncthreads();
    if (isLastBlockDone) {
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
            count = 0;
        }
    }
}
