/*
 * Correct alternative: --last-block with the learner's own ticket helper,
 * `__device__ bool took_last_ticket(unsigned int *)`, in place of
 * is_last_block (which stays in the file, unused). nvcc gives every
 * __device__ function a host stand-in that only calls exit(); GCC folds the
 * two identical stand-ins into one that calls the other, which the kernel
 * check once refused as "a host function" (tests/verdict/cause k46).
 */
#include "kernels.h"

#define last_block_reduction reference_last_block_reduction
#include "../../solutions/p34.cu"
#undef last_block_reduction

__device__ bool took_last_ticket(unsigned int *counter)
{
    __shared__ bool am_last;
    if (threadIdx.x == 0) {
        __threadfence();  // this block's partial before its ticket
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    return am_last;
}

__global__ void last_block_reduction(float *output, const float *input,
                                     float *partials, unsigned int *counter, int size)
{
    __shared__ float buf[TPB];
    const int tid = threadIdx.x;
    const int i = blockIdx.x * blockDim.x + tid;

    buf[tid] = i < size ? input[i] : 0.0f;
    __syncthreads();
    for (int half = TPB / 2; half > 0; half /= 2) {
        if (tid < half)
            buf[tid] += buf[tid + half];
        __syncthreads();
    }
    if (tid == 0)
        partials[blockIdx.x] = buf[0];

    if (took_last_ticket(counter)) {
        float sum = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x)
            sum += partials[b];
        buf[tid] = sum;
        __syncthreads();
        for (int half = TPB / 2; half > 0; half /= 2) {
            if (tid < half)
                buf[tid] += buf[tid + half];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = buf[0];
            *counter = 0;
        }
    }
}
