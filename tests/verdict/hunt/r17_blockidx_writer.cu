/*
 * verdict hunt: r17_blockidx_writer (--reduction)
 * TRUE: pass
 * Indexes temp_storage by blockIdx.x and picks the writer by blockIdx.x == 0: with one cluster of 4 blocks, blockIdx.x equals the cluster rank (SPEC Known errors in the seeds).
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
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

    if (tid == 0)
        temp_storage[blockIdx.x] = sdata[0];
    cluster_sync();
    if (blockIdx.x == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            t += temp_storage[b];
        output[0] = t;
    }
}
