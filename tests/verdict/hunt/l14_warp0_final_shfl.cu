/*
 * verdict hunt: l14_warp0_final_shfl (--last-block)
 * TRUE: pass
 * Last block: warp 0 only, each lane adds 8 partials (strided), __shfl_down_sync full-mask reduction, lane 0 stores and resets. Other warps skip uniformly; no block barrier inside the branch.
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

    __shared__ unsigned int ticket;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        ticket = atomicAdd(counter, 1u);
    }
    __syncthreads();
    if (ticket == gridDim.x - 1 && tid < 32) {
        __threadfence();
        float v = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += 32)
            v += partials[b];
        for (int off = 16; off > 0; off >>= 1)
            v += __shfl_down_sync(0xffffffffu, v, off);
        if (tid == 0) {
            output[0] = v;
            *counter = 0;
        }
    }
}
