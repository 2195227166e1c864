/*
 * Correct alternative: --reduction with cuda::ceil_div (<cuda/cmath>),
 * cuda::std::has_single_bit and cuda::std::bit_cast (<cuda/std/bit>) in
 * constant expressions and device code.
 */
#include "kernels.h"
#include <cuda/cmath>
#include <cuda/std/bit>

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    constexpr int nwarps = cuda::ceil_div(TPB, 32);
    static_assert(cuda::std::has_single_bit(unsigned(TPB)), "power of two");
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (tid < stride) sm[tid] += sm[tid + stride];
        __syncthreads();
    }
    if (tid == 0) temp_storage[block_rank_in_cluster()] = nwarps == 8 ? cuda::std::bit_cast<float>(cuda::std::bit_cast<unsigned>(sm[0])) : -1.0f;
    cluster_sync();
    if (block_rank_in_cluster() == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }

}
