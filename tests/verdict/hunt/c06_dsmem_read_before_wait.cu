/*
 * verdict hunt: c06_dsmem_read_before_wait (--coordination)
 * TRUE: fail 1
 * Rank 0 reads each peer's shared data through map_shared_rank after its own barrier_arrive but before barrier_wait: nothing orders the peer's shared stores (released by the peer's arrive) before the read, a data race (PTX ISA barrier.cluster: wait is the acquire; PG Distributed Shared Memory).
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
    __syncthreads();
    cluster.barrier_arrive();
    if (rank == 0 && tid < CLUSTER_SIZE) {
        float *peer = cluster.map_shared_rank(sdata, tid);
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += peer[i];
        output[tid] = s;
    }
    cluster.barrier_wait();
    cluster.sync();
}
