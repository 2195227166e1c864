/*
 * verdict hunt: r13_int_total (--reduction)
 * TRUE: pass
 * Rank 0 adds the four whole-number partials as int: every value (at most 523776) converts exactly (C++ float-to-int of an integral value), so the result is exact.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ float sdata[TPB];
    const int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        int total = 0;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += (int)temp_storage[r];
        output[0] = (float)total;
    }
}
