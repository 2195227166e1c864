/*
 * verdict hunt: l13_syncthreads_in_thread0_branch (--last-block)
 * TRUE: fail 1
 * Thread 0 alone learns it is last (a register flag, no shared broadcast) and runs a tree with __syncthreads() inside `if (last)`; the other 255 threads run to the end and exit. PG __syncthreads: conditional code only when uniform; PTX ISA exit: exiting threads release a barrier they hold up, so no hang, but the tree runs with one thread: wrong value. (First written as fail 4, corrected from the PTX exit rule before p34 ran it.)
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

    bool last = false;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    if (last) {
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
