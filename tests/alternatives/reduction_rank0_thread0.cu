/*
 * Correct alternative: --reduction whose single writer is picked as
 * "block rank 0 and threadIdx.x == 0" (no elect_one_sync), and whose block
 * rank comes from cluster.block_rank() once, stored in a local. The partial
 * sums are published by the same kind of guard in every block.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input,
                                              float *temp_storage, int size)
{
    __shared__ float shared_mem[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int my_rank = cluster.block_rank();
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;

    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
    if (local_i == 0)
        temp_storage[my_rank] = shared_mem[0];

    cluster_arrive();
    cluster_wait();

    if (my_rank == 0 && threadIdx.x == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }
}
