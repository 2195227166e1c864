/*
 * Correct alternative: --reduction, partial sums combined with atomicAdd
 * into temp_storage[0].
 *
 * Rank 0 zeroes temp_storage[0]; a cluster barrier orders that store before
 * every block's atomicAdd of its block sum; a second cluster barrier orders
 * all four atomicAdds before rank 0's thread 0 reads the total and stores
 * output[0]. Sums of the integer inputs are exact in float32, so the order
 * of the atomic additions does not change the result.
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

    if (rank == 0 && tid == 0)
        temp_storage[0] = 0.0f;

    sdata[tid] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    cluster_sync();  // temp_storage[0] is 0 before anyone adds to it
    if (tid == 0)
        atomicAdd(&temp_storage[0], sdata[0]);
    cluster_sync();  // every block has added its sum

    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0];
}
