/*
 * verdict hunt: l10_partials_in_shared (--last-block)
 * TRUE: fail 1
 * Each block keeps its partial in a __shared__ array slot part[blockIdx.x]; the last block sums part[0..255] of its OWN shared memory, where only its own slot was written (shared memory is per block, PG Shared Memory): wrong value. (part[256] of floats fits.)
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

    __shared__ float part[LB_SIZE / TPB];
    __shared__ bool am_last;
    if (tid == 0) {
        part[blockIdx.x] = sdata[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last && tid == 0) {
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            total += part[b];
        output[0] = total;
        *counter = 0;
    }
}
