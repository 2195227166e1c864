/*
 * Correct alternative: --reduction whose tree loop uses __syncthreads_count
 * and __syncthreads_or as its barriers.
 *
 * __syncthreads_count(pred) is a full __syncthreads() that also returns how
 * many threads had pred true; here it counts the threads whose input is in
 * range (1024 inputs, so 256 in every block), and thread 0 checks it. The
 * loop's barrier is __syncthreads_or(tid < s), also a full block barrier.
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

    sdata[tid] = global_i < size ? input[global_i] : 0.0f;
    const int in_range = __syncthreads_count(global_i < size);

    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads_or(tid < s);
    }
    if (tid == 0)
        temp_storage[rank] = in_range > 0 ? sdata[0] : 0.0f;

    cluster_sync();

    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }
}
