/*
 * verdict hunt: l01_ticket_every_thread (--last-block)
 * TRUE: pass
 * Every thread takes a ticket (65536 in all); thread 0 stored the partial and fenced before its ticket. The thread with ticket 65535 is after every ticket (the counter's RMW order), fences (acquire) and sums the 256 partials alone, then resets the counter; PG Memory Fence Functions.
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
    if (ticket == gridDim.x * blockDim.x - 1) {
        __threadfence();
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            total += partials[b];
        output[0] = total;
        *counter = 0;
    }
}
