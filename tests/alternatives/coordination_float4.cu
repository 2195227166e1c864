/*
 * Correct alternative: --coordination with float4 vector loads: the first 64
 * threads of each block load four consecutive inputs at once through
 * reinterpret_cast<const float4 *> (input is 16-byte aligned: cudaMalloc,
 * and each block's slice starts at a multiple of 256 floats), scale them and
 * store their sum; a tree over 64 values follows. Also uses
 * `const float *__restrict__` and make_float4.
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *__restrict__ output, const float *__restrict__ input,
                                            int size)
{
    __shared__ float sdata[TPB / 4];
    const unsigned int rank = block_rank_in_cluster();
    const float s = (float)(rank + 1);
    const int tid = threadIdx.x;

    if (tid < TPB / 4) {
        const int first = blockIdx.x * blockDim.x + 4 * tid;
        float4 v = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
        if (first + 3 < size)
            v = reinterpret_cast<const float4 *>(input)[first / 4];
        sdata[tid] = v.x * s + v.y * s + v.z * s + v.w * s;
    }
    __syncthreads();

    for (int stride = TPB / 8; stride > 0; stride /= 2) {
        if (tid < stride)
            sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }

    cluster_arrive();
    if (tid == 0)
        output[rank] = sdata[0];
    cluster_wait();
}
