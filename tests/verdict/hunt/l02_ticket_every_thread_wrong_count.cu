/*
 * verdict hunt: l02_ticket_every_thread_wrong_count (--last-block)
 * TRUE: fail 1
 * As l01 but the last ticket is taken to be gridDim.x - 1: the 256th of 65536 tickets goes to a thread of an early block, which sums partials that are mostly not written yet, and the counter is reset mid-run: wrong value / race.
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

    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
    }
    __syncthreads();
    const unsigned int ticket = atomicAdd(counter, 1u);
    if (ticket == gridDim.x - 1) {
        __threadfence();
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            total += partials[b];
        output[0] = total;
        *counter = 0;
    }
}
