/*
 * Correct alternative: --reduction whose one writer stores the total with
 * atomicExch(&output[0], total), the "atomic store" idiom (the old value it
 * returns is ignored). An exchange does not read the value it replaces into
 * the result, so the NaN the output starts with never reaches the answer.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input,
                                              float *temp_storage, int size)
{
    __shared__ float sums[TPB];
    const int tid = threadIdx.x;
    const int i = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = block_rank_in_cluster();

    sums[tid] = i < size ? input[i] : 0.0f;
    __syncthreads();
    for (int half = TPB / 2; half > 0; half >>= 1) {
        if (tid < half)
            sums[tid] += sums[tid + half];
        __syncthreads();
    }
    if (tid == 0)
        temp_storage[rank] = sums[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        atomicExch(&output[0], total);
    }
}
