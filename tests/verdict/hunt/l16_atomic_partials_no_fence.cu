/*
 * verdict hunt: l16_atomic_partials_no_fence (--last-block)
 * TRUE: fail 1
 * Partials stored with atomicExch and read by the last block with atomicAdd(&p, 0.0f), no fences: atomics on the partials do not race, but nothing makes a block's partial visible before its ticket (relaxed atomics; PTX ISA: coherence orders only one location), so the last block may read NaN. Race-free but wrong by the rules; the H100 likely shows right numbers.
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

    __shared__ bool am_last;
    if (tid == 0) {
        atomicExch(&partials[blockIdx.x], sdata[0]);
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
