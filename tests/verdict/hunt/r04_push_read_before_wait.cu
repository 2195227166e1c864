/*
 * verdict hunt: r04_push_read_before_wait (--reduction)
 * TRUE: fail 1
 * Peers push into rank 0's sums[] then arrive; rank 0 reads its sums[] after its own arrive but before its wait: nothing orders the peers' remote stores before the read, a data race (PTX ISA barrier.cluster: the wait acquires).
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
    if (tid == 0)
        *cluster.map_shared_rank(&sums[rank], 0) = sdata[0];
    cluster.barrier_arrive();
    if (rank == 0 && tid == 0)
        output[0] = sums[0] + sums[1] + sums[2] + sums[3];
    cluster.barrier_wait();
}
