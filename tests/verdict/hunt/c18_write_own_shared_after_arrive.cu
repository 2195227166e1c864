/*
 * verdict hunt: c18_write_own_shared_after_arrive (--coordination)
 * TRUE: fail 1
 * Each block publishes its scaled data, arrives, and then (before its wait) thread 0 overwrites sdata[0] with the block sum while every peer reads the next block's sdata[0] through map_shared_rank after its wait: the peer's wait acquires only what came before our arrive, so the post-arrive store races with the peer's read (PTX ISA barrier.cluster).
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float sdata[TPB];
    __shared__ float bsum;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += sdata[i];
        bsum = s;
    }
    __syncthreads();
    cluster.barrier_arrive();
    if (tid == 0)
        sdata[0] = -1.0f;  // reuse the buffer as scratch
    cluster.barrier_wait();
    if (tid == 0) {
        const float *next = cluster.map_shared_rank(sdata, (rank + 1) % CLUSTER_SIZE);
        output[rank] = bsum + 0.0f * next[0];
    }
    cluster.sync();
}
