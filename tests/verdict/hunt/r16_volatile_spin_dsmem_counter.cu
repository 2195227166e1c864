/*
 * verdict hunt: r16_volatile_spin_dsmem_counter (--reduction)
 * TRUE: pass
 * cluster.sync(); peers store their sum into rank 0's sums[r], __threadfence(), atomicAdd rank 0's shared counter; rank 0 thread 0 spins on a volatile read of the counter, fences, reads. Fence-fence synchronization through the counter (PTX ISA Memory Consistency Model: release/acquire patterns); all blocks of a cluster are co-scheduled so the spin ends; rank 0 outlives the pushes.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ float sdata[TPB];
    __shared__ float sums[CLUSTER_SIZE];
    __shared__ unsigned int arrived;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    if (tid == 0)
        arrived = 0;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    cluster.sync();
    if (tid == 0) {
        *cluster.map_shared_rank(&sums[rank], 0) = sdata[0];
        __threadfence();
        atomicAdd(cluster.map_shared_rank(&arrived, 0), 1u);
    }
    if (rank == 0 && tid == 0) {
        while (*(volatile unsigned int *)&arrived < CLUSTER_SIZE) {
        }
        __threadfence();
        output[0] = sums[0] + sums[1] + sums[2] + sums[3];
    }
}
