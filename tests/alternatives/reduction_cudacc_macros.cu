/*
 * Correct alternative: --reduction in a file that also feeds an IDE and
 * older toolkits: an `#ifndef __CUDACC__` block that defines the CUDA
 * keywords away for a plain C++ parser, and version tests on
 * __CUDACC_VER_MAJOR__, CUDART_VERSION and __NVCC__. nvcc defines these in
 * both of its passes, so the simulator must see them too: it compiles the
 * file as nvcc's device pass does.
 */
#include "kernels.h"

#ifndef __CUDACC__
#define __global__
#define __device__
#define __shared__
#endif

#if !defined(__NVCC__) || __CUDACC_VER_MAJOR__ < 12 || CUDART_VERSION < 12000
#error "this file needs nvcc from CUDA 12 or later"
#endif

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

#if defined(__CUDACC__) && CUDART_VERSION >= 12000
__device__ __forceinline__ float block_sum(float *sm, int tid)
{
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (tid < stride) sm[tid] += sm[tid + stride];
        __syncthreads();
    }
    return sm[0];
}
#endif

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ float sm[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    const float mine = block_sum(sm, tid);
    if (tid == 0) temp_storage[cluster.block_rank()] = mine;
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }
}
