/*
 * verdict hunt: c23_intra_block_atomic_flag (--coordination)
 * TRUE: pass
 * As c22 with the flag set by atomicExch(&ready, 1) and polled with atomicAdd(&ready, 0): fence.acq_rel.cta before the atomic (release pattern), the atomic read then __threadfence_block() (acquire pattern), same block (PTX ISA Memory Consistency Model).
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
        atomicExch(&ready, 1);
    }
    if (tid == 0) {
        while (atomicAdd(&ready, 0) == 0) {
        }
        __threadfence_block();
        output[rank] = bsum;
    }
    cluster_wait();
}
