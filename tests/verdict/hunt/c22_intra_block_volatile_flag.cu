/*
 * verdict hunt: c22_intra_block_volatile_flag (--coordination)
 * TRUE: pass
 * Inside one block: thread 224 (warp 7) sums the block after __syncthreads, stores bsum, __threadfence_block(), sets a volatile shared flag; thread 0 (warp 0) spins on the flag, __threadfence_block(), stores output. Different warps, so no intra-warp spin; release/acquire at block scope (PTX ISA).
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float sdata[TPB];
    __shared__ float bsum;
    __shared__ int ready;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0)
        ready = 0;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (tid == 224) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += sdata[i];
        bsum = s;
        __threadfence_block();
        *(volatile int *)&ready = 1;
    }
    if (tid == 0) {
        while (*(volatile int *)&ready == 0) {
        }
        __threadfence_block();
        output[rank] = bsum;
    }
    cluster_wait();
}
