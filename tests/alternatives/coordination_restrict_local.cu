/*
 * Correct alternative: --coordination with `const float *__restrict__`
 * parameters, a per-thread local array, and thread 0 summing in eight
 * register accumulators (a local array indexed by i % 8) before combining
 * them: a common way to shorten the dependency chain. The float32 result is
 * within the puzzle's summation tolerance for any order.
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *__restrict__ output, const float *__restrict__ input,
                                            int size)
{
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();

    shared_data[threadIdx.x] = global_i < size ? input[global_i] * (float)(rank + 1) : 0.0f;
    __syncthreads();

    cluster_arrive();
    if (threadIdx.x == 0) {
        float acc[8];
        for (int k = 0; k < 8; k++)
            acc[k] = 0.0f;
        for (int i = 0; i < TPB; i++)
            acc[i % 8] += shared_data[i];
        float sum = 0.0f;
        for (int k = 0; k < 8; k++)
            sum += acc[k];
        output[rank] = sum;
    }
    cluster_wait();
}
