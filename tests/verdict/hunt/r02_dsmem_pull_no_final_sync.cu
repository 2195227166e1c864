/*
 * verdict hunt: r02_dsmem_pull_no_final_sync (--reduction)
 * TRUE: fail 5
 * As r01 without the final cluster.sync(): peers may exit while rank 0 still reads their shared memory (PG Distributed Shared Memory: a block must not exit before all accesses to its shared memory are done); on an H100 an illegal address (fault).
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

    cg::cluster_group cluster = cg::this_cluster();
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); r++)
            total += *cluster.map_shared_rank(&sdata[0], r);
        output[0] = total;
    }
}
