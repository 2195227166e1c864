/*
 * verdict hunt: r18_device_array_no_sync (--reduction)
 * TRUE: fail 1
 * Block sums in a `__device__ float g_sums[4]` (not a kernel argument) and no cluster barrier before rank 0 reads them: a data race on global memory (PTX ISA Data races), whatever buffer it lives in.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../../solutions/p34.cu"
#undef cluster_collective_operations

__device__ float g_sums[CLUSTER_SIZE];

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

    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0)
        g_sums[rank] = sdata[0];
    __syncthreads();
    if (rank == 0 && tid == 0)
        output[0] = g_sums[0] + g_sums[1] + g_sums[2] + g_sums[3];
    cluster_sync();
}
