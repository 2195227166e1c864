/*
 * verdict hunt: r01_dsmem_pull_rank0 (--reduction)
 * TRUE: pass
 * Block sums in each block's shared memory; cluster.sync(); rank 0 thread 0 reads the four through map_shared_rank; a second cluster.sync() keeps the peers alive until then (PG Distributed Shared Memory). temp_storage unused (scratch, allowed).
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
    cluster.sync();
}
