/*
 * verdict hunt: c21_self_map_no_cluster_barrier (--coordination)
 * TRUE: pass
 * Thread 0 reads its own block's data through map_shared_rank(sdata, own rank) after __syncthreads(): the block's own shared memory, no peer involved, so no cluster barrier is needed.
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
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    if (threadIdx.x == 0) {
        const float *mine = cluster.map_shared_rank(sdata, rank);
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += mine[i];
        output[rank] = s;
    }
}
