/*
 * verdict hunt: c24_intra_block_flag_no_fence (--coordination)
 * TRUE: fail 1
 * As c22 without the writer's __threadfence_block() between bsum and the volatile flag store: nothing releases bsum, so thread 0's read of it races with the store (PTX ISA Data races; PG Memory Fence Functions).
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
