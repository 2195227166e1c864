/*
 * Correct alternative: --last-block whose ticket is its own `__device__
 * cuda::atomic<unsigned int, cuda::thread_scope_device>` (constant-
 * initialised, <cuda/atomic>): fetch_add(1, memory_order_acq_rel) publishes
 * the partial and acquires the others', the last block resets it with a
 * relaxed store.
 */
#include "kernels.h"
#include <cuda/atomic>

#define last_block_reduction reference_last_block_reduction
#include "../../solutions/p34.cu"
#undef last_block_reduction

__device__ cuda::atomic<unsigned int, cuda::thread_scope_device> g_ticket{0u};

__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)
{
    __shared__ float sm[TPB];
    __shared__ bool last;
    const int tid = threadIdx.x;
    const int gi = blockDim.x * blockIdx.x + tid;
    sm[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();

    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (tid < stride) sm[tid] += sm[tid + stride];
        __syncthreads();
    }

    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        last = g_ticket.fetch_add(1u, cuda::memory_order_acq_rel) == gridDim.x - 1;
    }
    __syncthreads();
    if (!last) return;
    float s = 0.0f;
    for (unsigned b = tid; b < gridDim.x; b += blockDim.x) s += partials[b];
    sm[tid] = s;
    __syncthreads();

    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (tid < stride) sm[tid] += sm[tid + stride];
        __syncthreads();
    }

    if (tid == 0) { output[0] = sm[0]; g_ticket.store(0u, cuda::memory_order_relaxed); }

}
