/*
 * verdict hunt: r06_atomic_output_after_sync (--reduction)
 * TRUE: pass
 * Rank 0 thread 0 zeroes output[0]; cluster_sync() orders it before every block's atomicAdd of its (whole-number, exact) block sum; atomics do not race. Four atomic writers are read-modify-writes, not unordered stores.
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
    if (rank == 0 && tid == 0)
        output[0] = 0.0f;
    cluster_sync();
    if (tid == 0)
        atomicAdd(output, sdata[0]);
    cluster_sync();
}
