/*
 * Correct alternative: --reduction with C++ a CUDA programmer writes:
 * `__shared__ alignas(16)`, a __shared__ union and a __shared__ struct,
 * static_assert, a __host__ __device__ constexpr function, a recursive
 * template sum with a non-type parameter and a specialisation, __restrict__,
 * __builtin_expect.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__host__ __device__ constexpr int ceil_div_c(int a, int b) { return (a + b - 1) / b; }
template <int N>
__device__ float sum_rec(const float *__restrict__ p) { return sum_rec<N / 2>(p) + sum_rec<N / 2>(p + N / 2); }
template <>
__device__ float sum_rec<1>(const float *__restrict__ p) { return p[0]; }

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ alignas(16) float sm[TPB];
    __shared__ union { float f[TPB / 32]; unsigned u[TPB / 32]; } uw;
    __shared__ struct { float total; int n; } info;
    const int tid = threadIdx.x;
    static_assert(TPB % 32 == 0, "whole warps");
    constexpr int nwarps = ceil_div_c(TPB, 32);
    const int gi = blockIdx.x * blockDim.x + tid;
    if (__builtin_expect(gi < size, 1)) sm[tid] = input[gi]; else sm[tid] = 0.0f;
    __syncthreads();
    if (tid < nwarps) uw.f[tid] = sum_rec<32>(sm + tid * 32);
    __syncthreads();
    if (tid == 0) { info.total = 0.0f; info.n = 0; for (int w = 0; w < nwarps; w++) { info.total += uw.f[w]; info.n++; } }
    __syncthreads();
    if (tid == 0) temp_storage[block_rank_in_cluster()] = info.n == nwarps ? info.total : -1.0f;
    cluster_sync();
    if (block_rank_in_cluster() == 0 && tid == 0) output[0] = sum_rec<CLUSTER_SIZE>(temp_storage);

}
