/*
 * Correct alternative: --reduction with the C/C++ standard headers a CUDA
 * programmer includes (<cstdint>, <cfloat>, <climits>, <cmath>, <cstdio>),
 * fixed-width indices, and device assert() without including <cassert>
 * (nvcc has it through <cooperative_groups.h>; so does the simulator).
 * The headers are opened before kernel_table.cu's namespace
 * (scripts/kernel-includes).
 */
#include "kernels.h"
#include <cstdint>
#include <cfloat>
#include <climits>
#include <cmath>
#include <cstdio>

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input,
                                              float *temp_storage, int size)
{
    __shared__ float partial[TPB];
    const std::uint32_t tid = threadIdx.x;
    const std::int32_t gi = (std::int32_t)(blockIdx.x * blockDim.x + tid);
    const std::uint32_t rank = block_rank_in_cluster();
    assert(blockDim.x == TPB && size < INT_MAX);

    const float v = gi < size ? input[gi] : 0.0f;
    partial[tid] = std::isfinite(v) && v < FLT_MAX ? v : 0.0f;
    __syncthreads();
    for (std::uint32_t stride = TPB / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            partial[tid] += partial[tid + stride];
        __syncthreads();
    }
    if (tid == 0)
        temp_storage[rank] = partial[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }
}
