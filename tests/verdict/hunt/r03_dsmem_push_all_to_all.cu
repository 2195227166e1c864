/*
 * verdict hunt: r03_dsmem_push_all_to_all (--reduction)
 * TRUE: pass
 * After a first cluster.sync() (all started), thread 0 of every block stores its block sum into sums[rank] of every block; a second cluster.sync() makes them visible; each block adds its own four, rank 0 stores; no DSMEM access after the second barrier.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ float sdata[TPB];
    __shared__ float sums[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    cluster.sync();
    if (tid < CLUSTER_SIZE)
        *cluster.map_shared_rank(&sums[rank], tid) = sdata[0];
    cluster.sync();
    if (rank == 0 && tid == 0)
        output[0] = sums[0] + sums[1] + sums[2] + sums[3];
}
