/*
 * verdict hunt: r28_block_fence_dsmem_flag (--reduction)
 * TRUE: fail 1
 * Each peer stores its block sum in its own shared `bsum`, __threadfence_block(), volatile flag store; rank 0 polls each peer's flag through map_shared_rank, fences, reads the peer's bsum. The release is CTA-scoped, the reader is in another CTA of the cluster: no synchronization (PTX ISA: morally strong needs a scope that includes both threads), a data race. (cluster.sync() first and last keeps every peer started and alive.)
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

    __shared__ float bsum;
    __shared__ int ready;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0)
        ready = 0;
    cluster.sync();
    if (tid == 0) {
        bsum = sdata[0];
        __threadfence_block();
        *(volatile int *)&ready = 1;
    }
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < CLUSTER_SIZE; r++) {
            volatile int *flag = cluster.map_shared_rank(&ready, r);
            while (*flag == 0) {
            }
            __threadfence();
            total += *cluster.map_shared_rank(&bsum, r);
        }
        output[0] = total;
    }
    cluster.sync();
}
