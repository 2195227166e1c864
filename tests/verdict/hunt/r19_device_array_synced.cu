/*
 * verdict hunt: r19_device_array_synced (--reduction)
 * TRUE: pass
 * As r18 with cluster_sync() between the stores and rank 0's reads: a `__device__` array is global memory like temp_storage; the barrier orders it.
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
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = g_sums[0] + g_sums[1] + g_sums[2] + g_sums[3];
}
