/*
 * verdict hunt: c07_dsmem_rank0_computes_all (--coordination)
 * TRUE: pass
 * Rank 0 threads 0-3 each sum one peer's shared data after cluster.sync() (PG Distributed Shared Memory: sync first so every block has started and its stores are visible), then a second cluster.sync() keeps every peer alive until the reads are done. One writer per output.
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float sdata[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    cluster.sync();
    if (rank == 0 && tid < CLUSTER_SIZE) {
        const float *peer = cluster.map_shared_rank(sdata, tid);
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += peer[i];
        output[tid] = s;
    }
    cluster.sync();
}
