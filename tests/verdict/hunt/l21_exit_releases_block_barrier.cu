/*
 * verdict hunt: l21_exit_releases_block_barrier (--last-block)
 * TRUE: fail 1
 * Threads other than 0 return right after the block partial; thread 0 alone later hits the __syncthreads() of the final tree. PTX ISA exit: the exited threads release the barrier, so it does not hang; but only sdata[0] was refilled from partials, the tree adds stale block values: wrong value.
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
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    if (tid != 0)
        return;
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

        output[0] = sdata[0];
        *counter = 0;
    }
}
