/*
 * verdict hunt: r09_sync_only_thread0_then_block_barrier (--reduction)
 * TRUE: fail 4
 * Only thread 0 of each block calls cluster_sync(), then __syncthreads(): thread 0 waits for 1023 threads that wait at __syncthreads for thread 0. The cluster barrier counts every thread of the cluster (PTX ISA barrier.cluster): deadlock.
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
    if (tid == 0) {
        temp_storage[rank] = sdata[0];
        cluster_sync();
    }
    __syncthreads();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
}
