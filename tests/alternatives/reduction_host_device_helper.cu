/*
 * Correct alternative: --reduction with `__host__ __device__` helpers, as
 * CUDA code often has them (one definition for host and device): a
 * non-inline add, a static ceil_div and a constexpr one. nvcc compiles them
 * for the host too; that host half is device code, not host code of the
 * kind a kernel file may not hold (scripts/check-kernel-file once refused
 * `add_partial` as "a host function").
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__host__ __device__ float add_partial(float total, float partial)
{
    return total + partial;
}

static __host__ __device__ int ceil_div(int a, int b)
{
    return (a + b - 1) / b;
}

constexpr __host__ __device__ int half_of(int n)
{
    return n / 2;
}

__global__ void cluster_collective_operations(float *output, const float *input,
                                              float *temp_storage, int size)
{
    __shared__ float sums[TPB];
    const int tid = threadIdx.x;
    const int i = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = block_rank_in_cluster();

    sums[tid] = i < size ? input[i] : 0.0f;
    __syncthreads();
    for (int half = half_of(TPB); half > 0; half = half_of(half)) {
        if (tid < half)
            sums[tid] = add_partial(sums[tid], sums[tid + half]);
        __syncthreads();
    }
    if (tid == 0)
        temp_storage[rank] = sums[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < ceil_div(CLUSTER_SIZE * TPB, TPB); r++)
            total = add_partial(total, temp_storage[r]);
        output[0] = total;
    }
}
