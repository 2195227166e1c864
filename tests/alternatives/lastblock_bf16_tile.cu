/*
 * Correct alternative --last-block: each block keeps its slice in shared memory as
 * __nv_bfloat16 (half the bytes of float) and sums in float. bfloat16 holds every whole
 * number up to 256 exactly, and the last-block inputs are such numbers (docs/SPEC.md:
 * (float)(i % 256), random inputs below 2^24 / 65536); a block whose values do not all
 * round-trip (__syncthreads_and) sums the float inputs instead, so the result is exact for
 * any input. Even lanes pair their value with the next lane's (__shfl_down_sync on
 * __nv_bfloat16, __halves2bfloat162, __bfloat1622float2); lane 0 of each warp counts itself
 * in a shared __nv_bfloat16 with atomicAdd (at most 8: exact), and the partial is written
 * only when the count is complete. Ticket and final sum as in solutions/p34.cu.
 */
#include "kernels.h"
#include <cuda_bf16.h>

#define last_block_reduction reference_last_block_reduction
#include "../../solutions/p34.cu"
#undef last_block_reduction

__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)
{
    __shared__ __nv_bfloat16 tile[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    __shared__ __nv_bfloat16 warps_done;
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const int gi = blockIdx.x * blockDim.x + tid;

    if (tid == 0)
        warps_done = CUDART_ZERO_BF16;
    const float x = gi < size ? input[gi] : 0.0f;
    tile[tid] = __float2bfloat16_rn(x);
    const bool exact = __bfloat162float(tile[tid]) == x;
    const bool all_exact = __syncthreads_and(exact);  // also publishes tile[] and warps_done

    float v;
    if (all_exact) {
        const __nv_bfloat16 mine = tile[tid];
        const __nv_bfloat16 next = __shfl_down_sync(0xffffffffu, mine, 1);
        const float2 pair = __bfloat1622float2(__halves2bfloat162(mine, next));
        v = lane % 2 == 0 ? pair.x + pair.y : 0.0f;
    } else {
        v = x;
    }
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffffu, v, offset);
    if (lane == 0) {
        warp_sums[warp] = v;
        atomicAdd(&warps_done, CUDART_ONE_BF16);
    }
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            s += warp_sums[w];
        partials[blockIdx.x] = warps_done == __int2bfloat16_rn(TPB / WARP_SIZE) ? s : NAN;
    }

    if (is_last_block(counter)) {
        float sum = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x)
            sum += partials[b];
        for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
            sum += __shfl_down_sync(0xffffffffu, sum, offset);
        if (lane == 0)
            warp_sums[warp] = sum;
        __syncthreads();
        if (tid == 0) {
            float total = 0.0f;
            for (int w = 0; w < TPB / WARP_SIZE; w++)
                total += warp_sums[w];
            output[0] = total;
            *counter = 0;
        }
    }
}
