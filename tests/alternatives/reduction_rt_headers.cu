/*
 * Correct alternative: --reduction that includes the runtime headers CUDA
 * code often starts with (<cuda_runtime.h>, <device_launch_parameters.h>,
 * <vector_types.h>) and uses cuda::std::plus<> and cuda::maximum<>.
 */
#include "kernels.h"
#include <cuda_runtime.h>
#include <device_launch_parameters.h>
#include <cuda/functional>
#include <cuda/std/functional>
#include <vector_types.h>

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();

    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (tid < stride) sm[tid] += sm[tid + stride];
        __syncthreads();
    }

    if (tid == 0) temp_storage[block_rank_in_cluster()] = sm[0];
    cluster_sync();
    if (block_rank_in_cluster() == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t = cuda::std::plus<>{}(t, temp_storage[r]);
        output[0] = cuda::maximum<>{}(t, 0.0f);
    }

}
