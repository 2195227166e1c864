/*
 * verdict hunt: r10_sync_in_rank_branches (--reduction)
 * TRUE: pass
 * Rank 0 and the other ranks call cluster_sync() from different branches of a rank test (uniform per block and per warp): the barrier counts arrivals, not call sites (PTX ISA barrier.cluster; .aligned needs only warp-uniform execution).
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

    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    if (rank == 0) {
        cluster_sync();
        if (tid == 0)
            output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    } else {
        cluster_sync();
    }
}
