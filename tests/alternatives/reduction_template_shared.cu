/*
 * reduction_template_shared.cu - a correct --reduction whose block sum is a
 * template helper owning its `__shared__` buffer (template <int N> float
 * block_sum(float)), and a --coordination whose helper is an inline
 * __device__ function with its own `__shared__` scratch. Both are statics of
 * functions the compiler may instantiate or inline anywhere; each block still
 * has its own copy (sim/shared-sections). The rest is the reference.
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"  /* the reference kernels */
#undef cluster_coordination_basics
#undef cluster_collective_operations

/* An inline helper that owns its shared scratch: a static of an inline
 * function, as CUDA code often keeps one. */
__device__ __forceinline__ float block_total_inline(float v)
{
    __shared__ float scratch[TPB];
    scratch[threadIdx.x] = v;
    __syncthreads();
    float sum = 0.0f;
    if (threadIdx.x == 0)
        for (int i = 0; i < TPB; i++)
            sum += scratch[i];
    return sum;  /* meaningful in thread 0 only */
}
__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    const unsigned int r = block_rank_in_cluster();
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = block_total_inline(i < size ? input[i] * (float)(r + 1) : 0.0f);
    if (threadIdx.x == 0)
        output[r] = s;
    cluster_sync();
}

template <int N>
__device__ __forceinline__ float block_sum(float v)
{
    __shared__ float buf[N];
    buf[threadIdx.x] = v;
    __syncthreads();
    for (int s = N / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
        __syncthreads();
    }
    return buf[0];
}
__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    unsigned int rank = block_rank_in_cluster();
    int tid = threadIdx.x;
    int gi = blockIdx.x * blockDim.x + tid;
    float b = block_sum<TPB>(gi < size ? input[gi] : 0.0f);
    if (tid == 0) temp_storage[rank] = b;
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }
}
