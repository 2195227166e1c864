/*
 * lastblock_device_counter.cu - a correct --last-block written as the CUDA
 * Programming Guide's example is: the ticket is the kernel file's own
 * `__device__ unsigned int g_count` (not the counter parameter), taken with
 * atomicInc after __threadfence(); the partials live in a `__device__` array;
 * the last block resets g_count with a plain store (every other block's
 * atomic is ordered before it by the fence-atomic-fence chain and the barrier).
 * The other three puzzles are the reference kernels.
 */
#include "kernels.h"

#define last_block_reduction reference_last_block_reduction
#include "../../solutions/p34.cu"  /* the reference kernels */
#undef last_block_reduction

__device__ unsigned int g_count = 0;
__device__ float g_part[LB_BLOCKS];
__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)
{
    __shared__ float s[TPB];
    __shared__ bool am_last;
    int tid = threadIdx.x;
    int i = blockIdx.x * blockDim.x + tid;
    s[tid] = i < size ? input[i] : 0.0f;
    __syncthreads();
    for (int st = blockDim.x / 2; st > 0; st >>= 1) {
        if (tid < st) s[tid] += s[tid + st];
        __syncthreads();
    }
    if (tid == 0) {
        g_part[blockIdx.x] = s[0];
        __threadfence();
        unsigned int v = atomicInc(&g_count, gridDim.x);
        am_last = (v == gridDim.x - 1);
    }
    __syncthreads();
    if (am_last) {
        float t = 0.0f;
        for (int k = tid; k < gridDim.x; k += blockDim.x) t += g_part[k];
        s[tid] = t;
        __syncthreads();
        for (int st = blockDim.x / 2; st > 0; st >>= 1) {
            if (tid < st) s[tid] += s[tid + st];
            __syncthreads();
        }
        if (tid == 0) { output[0] = s[0]; g_count = 0; }
    }
}
