/*
 * verdict hunt: r20_temp_every_warp_writes (--reduction)
 * TRUE: fail 1
 * Lane 0 of every warp stores temp_storage[rank] = sdata[0] (8 writers per block, same value): unordered plain stores to one location are a data race (PTX ISA Data races).
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
    if ((tid & 31) == 0)
        temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
}
