/*
 * verdict hunt: r11_read_after_arrive_only (--reduction)
 * TRUE: fail 1
 * Rank 0 reads temp_storage after cluster_arrive() and before cluster_wait(): arrive releases but does not wait, peers may not have stored: data race (PTX ISA barrier.cluster.arrive/wait).
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
    cluster_arrive();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    cluster_wait();
}
