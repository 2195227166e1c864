/*
 * verdict hunt: c20_device_staging_no_sync (--coordination)
 * TRUE: fail 1
 * As c19 without the __syncthreads(): thread 0 reads g_stage entries other threads store with nothing ordering them: data race (PTX ISA Data races); the sum depends on timing.
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../../solutions/p34.cu"
#undef cluster_coordination_basics

__device__ float g_stage[SIZE];

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    g_stage[gi] = input[gi] * (rank + 1.0f);
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += g_stage[blockIdx.x * blockDim.x + i];
        output[rank] = s;
    }
    cluster_wait();
}
