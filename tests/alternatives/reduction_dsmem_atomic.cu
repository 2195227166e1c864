/*
 * Correct alternative: --reduction, every block atomically adds its block
 * sum into a __shared__ total of block 0, reached through
 * cluster.map_shared_rank(&total, 0) (distributed shared memory).
 *
 * Block 0 zeroes its total before the first cluster.sync(), so every
 * atomicAdd comes after it; the second cluster.sync() orders every add
 * before block 0 reads the total, and keeps the peers' atomics from
 * outliving block 0's shared memory (each block waits there, after its own
 * add). Integer inputs: the sum is exact in any order.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input,
                                              float *temp_storage, int size)
{
    __shared__ float sdata[TPB];
    __shared__ float total;
    cg::cluster_group cluster = cg::this_cluster();
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int tid = threadIdx.x;

    if (tid == 0)
        total = 0.0f;
    sdata[tid] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    cluster.sync();  // block 0's total is 0 before any block adds to it
    if (tid == 0) {
        float *total0 = cluster.map_shared_rank(&total, 0);
        atomicAdd(total0, sdata[0]);
    }
    cluster.sync();  // all adds are done

    if (cluster.block_rank() == 0 && tid == 0)
        output[0] = total;
}
