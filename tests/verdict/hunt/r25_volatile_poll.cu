/*
 * verdict hunt: r25_volatile_poll (--reduction)
 * TRUE: pass
 * As r23, rank 0 polling with a volatile load of the counter (PTX ISA: ld.volatile is a relaxed strong load at system scope), then __threadfence() (acquire pattern).
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
    unsigned int *arrived = reinterpret_cast<unsigned int *>(&temp_storage[0]);
    if (rank == 0 && tid == 0)
        *arrived = 0;
    cluster_sync();  // the counter is zero before anyone adds to it

    if (rank != 0 && tid == 0) {
        temp_storage[rank] = sdata[0];
        __threadfence();
        atomicAdd(arrived, 1u);
    }
    if (rank == 0 && tid == 0) {
        while (*(volatile unsigned int *)arrived < CLUSTER_SIZE - 1) {
        }
        __threadfence();
        output[0] = sdata[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }
}
