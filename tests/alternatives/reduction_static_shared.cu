/*
 * Correct alternative: --reduction whose shared buffer is a `static
 * __shared__` array inside a __device__ helper that returns it (the form of
 * CUDA's block-reduce samples).
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__device__ float *block_buf() { static __shared__ float buf[TPB]; return buf; }

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    const int tid = threadIdx.x;
    float *sm = block_buf();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();

    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (tid < stride) sm[tid] += sm[tid + stride];
        __syncthreads();
    }

    if (tid == 0) temp_storage[block_rank_in_cluster()] = sm[0];
    cluster_sync();
    if (block_rank_in_cluster() == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }

}
