/*
 * verdict hunt: r21_device_arrival_spin (--reduction)
 * TRUE: pass
 * Each block stores temp_storage[rank], __threadfence(), atomicAdd on a `__device__ unsigned int` arrival counter; rank 0 thread 0 spins on a volatile read of it until 4, fences, sums, and resets it with atomicExch (all arrivals done; an atomic reset does not race with the arrivals' atomics). Fence-fence synchronization through the counter (PG Memory Fence Functions; PTX ISA release/acquire patterns); a cluster's blocks are co-scheduled, so the spin ends.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../../solutions/p34.cu"
#undef cluster_collective_operations

__device__ unsigned int g_arrivals = 0;

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
        __threadfence();
        atomicAdd(&g_arrivals, 1u);
    }
    if (rank == 0 && tid == 0) {
        while (*(volatile unsigned int *)&g_arrivals < CLUSTER_SIZE) {
        }
        __threadfence();
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
        atomicExch(&g_arrivals, 0u);  // for the next launch; every arrival is in
    }
}
