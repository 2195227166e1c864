/*
 * Correct alternative: --last-block as in the CUDA Programming Guide's
 * Memory Fence Functions example: the ticket counter is the kernel file's
 * own `__device__ unsigned int count`, and the "am I last" flag is a
 * `__shared__ bool` declared at namespace scope (legal: one per block,
 * Variable Memory Space Specifiers). Thread 0 stores the block's partial,
 * __threadfence(), atomicInc(&count, gridDim.x); __syncthreads() hands the
 * flag to the block; the last block's thread 0 adds the 256 partials
 * serially and resets count. The puzzle's counter is never touched, so it
 * stays 0.
 */
#include "kernels.h"

#define last_block_reduction reference_last_block_reduction
#include "../../solutions/p34.cu"
#undef last_block_reduction

__device__ unsigned int count = 0;
__shared__ bool isLastBlockDone;

__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)
{
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = i < (unsigned)size ? input[i] : 0.0f;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        unsigned int value = atomicInc(&count, gridDim.x);
        isLastBlockDone = (value == (gridDim.x - 1));
    }
    __syncthreads();
    if (isLastBlockDone) {
        if (tid == 0) {
            float total = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++)
                total += partials[b];
            output[0] = total;
            count = 0;
        }
    }
}
