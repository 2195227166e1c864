/*
 * Correct alternative: --coordination with cluster_sync() in place of the
 * split arrive/wait. Nothing in this puzzle reads another block's memory,
 * so a full cluster barrier after the block's work is as correct as the
 * split one (it only gives up the overlap).
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();

    shared_data[local_i] = global_i < size ? input[global_i] * (float)(my_block_rank + 1) : 0.0f;
    __syncthreads();

    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;
    }

    cluster_sync();
}
