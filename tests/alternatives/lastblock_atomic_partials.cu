/*
 * Correct alternative --last-block: the partials are published with
 * atomicExch and read back with atomicAdd(&p, 0.0f), and the ordering comes
 * from the usual fence: __threadfence() between a block's atomicExch of its
 * partial and its ticket (a release pattern: fence, then the strong write the
 * last block's ticket reads). tests/fixtures/mm4_atomic_partials_no_fence.cu
 * is the same kernel without the fence.
 */
#include "kernels.h"

#define last_block_reduction reference_last_block_reduction
#include "../../solutions/p34.cu"
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
        atomicExch(&partials[blockIdx.x], sdata[0]);
        __threadfence();  // publishes the atomicExch before the ticket
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last && tid == 0) {
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            total += atomicAdd(&partials[b], 0.0f);
        output[0] = total;
        *counter = 0;
    }
}
