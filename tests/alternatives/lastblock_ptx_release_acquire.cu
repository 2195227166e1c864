/*
 * Correct alternative: --last-block whose ticket is taken in inline PTX
 * with atom.release.gpu (orders this thread's partial before its ticket,
 * no separate fence) and whose last block acquires with ld.acquire.gpu of
 * the counter: it reads the value of the last ticket, which is in the
 * release sequence of every block's atom.release, so every partial is
 * visible after it (PTX ISA, "Memory Consistency Model": release sequence,
 * synchronizes-with). __syncthreads() then hands that to the whole block.
 */
#include "kernels.h"

#define last_block_reduction reference_last_block_reduction
#include "../../solutions/p34.cu"
#undef last_block_reduction

__global__ void last_block_reduction(float *output, const float *input,
                                     float *partials, unsigned int *counter, int size)
{
    __shared__ float sdata[TPB];
    __shared__ bool last;
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int tid = threadIdx.x;

    sdata[tid] = i < size ? input[i] : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        unsigned int ticket;
        asm volatile("atom.release.gpu.global.add.u32 %0, [%1], 1;"
                     : "=r"(ticket)
                     : "l"(counter)
                     : "memory");
        const bool is_last = ticket == gridDim.x - 1;
        if (is_last) {
            unsigned int seen;
            asm volatile("ld.acquire.gpu.global.u32 %0, [%1];" : "=r"(seen) : "l"(counter) : "memory");
        }
        last = is_last;
    }
    __syncthreads();  // `last`, and what thread 0 acquired, for the whole block

    if (last) {
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
            *counter = 0;  // every block has taken its ticket
        }
    }
}
