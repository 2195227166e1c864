/*
 * verdict hunt: l08_device_partials_no_fence (--last-block)
 * TRUE: fail 1
 * Partials in a `__device__ float g_part[256]` and no __threadfence() anywhere: the last block's reads of other blocks' partials are not ordered after their stores (PG Memory Fence Functions: without the fence the last block may read stale partials): data race.
 */
#include "kernels.h"

#define last_block_reduction reference_last_block_reduction
#include "../../../solutions/p34.cu"
#undef last_block_reduction

__device__ float g_part[LB_SIZE / TPB];

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
        g_part[blockIdx.x] = sdata[0];
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        float sum = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x)
            sum += g_part[b];
        sdata[tid] = sum;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s)
                sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }
}
