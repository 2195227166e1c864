/*
 * verdict hunt: a21_half_warp_xor_reads_outside (--advanced)
 * TRUE: fail 1
 * Inside `if (lane < 16)`, the first butterfly step is __shfl_xor_sync(0x0000ffff, v, 16): every lane reads a lane of the other half, outside the mask and not running the shuffle, so the value is undefined (PG Warp Shuffle Functions) and it reaches the warp sum: wrong value.
 */
#include "kernels.h"

#define advanced_cluster_patterns reference_advanced_cluster_patterns
#include "../../../solutions/p34.cu"
#undef advanced_cluster_patterns

__global__ void advanced_cluster_patterns(float *output, const float *input, int size)
{
    __shared__ float sdata[TPB];
    __shared__ float wsum[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();

    if (lane < 16) {
        float v = sdata[tid] + sdata[tid + 16];
        for (int off = 16; off > 0; off >>= 1)
            v += __shfl_xor_sync(0x0000ffffu, v, off);
        if (lane == 0)
            wsum[warp] = v;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();
}
