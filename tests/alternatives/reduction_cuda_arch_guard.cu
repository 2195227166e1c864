/*
 * Correct alternative: --reduction written as code for several GPUs is: the
 * cluster path under `#if __CUDA_ARCH__ >= 900`, a trap in the `#else` for
 * older ones, and a compile-time check that refuses a pre-Hopper target. The
 * simulator compiles it as nvcc's device pass for the H100 does
 * (__CUDA_ARCH__ 900); only nvcc's host pass sees the `#else`.
 */
#include "kernels.h"

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 900
#error "thread block clusters need sm_90 or later"
#endif

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
#if __CUDA_ARCH__ >= 900
    __shared__ float sm[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (tid < stride) sm[tid] += sm[tid + stride];
        __syncthreads();
    }
    if (tid == 0) temp_storage[cluster.block_rank()] = sm[0];
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }
#else
    __trap();
#endif
}
