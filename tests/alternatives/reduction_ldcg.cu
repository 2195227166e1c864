/*
 * Correct alternative: --reduction that reads temp_storage after the cluster
 * barrier with __ldcg (cache-global loads, bypassing L1), as people do for
 * data other blocks wrote. The barrier already orders the stores before the
 * loads; __ldcg only changes caching, never correctness here.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input,
                                              float *temp_storage, int size)
{
    __shared__ float sdata[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();

    sdata[tid] = global_i < size ? __ldg(&input[global_i]) : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        __stcg(&temp_storage[rank], sdata[0]);

    cluster_sync();

    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += __ldcg(&temp_storage[r]);
        output[0] = total;
    }
}
