/*
 * coordination_qualifiers.cu - a correct --coordination with the qualifiers
 * CUDA code carries: a __host__ __device__ helper, a __noinline__ one, a
 * static __inline__ one, a constexpr, a `__constant__` table of scales
 * initialised in the file, __launch_bounds__(TPB, 1) and __restrict__
 * parameters. The other three puzzles are the reference kernels.
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../solutions/p34.cu"  /* the reference kernels */
#undef cluster_coordination_basics

__host__ __device__ inline int ceil_div(int a, int b) { return (a + b - 1) / b; }
__device__ __noinline__ float scaled(const float *in, int i, int size, float s) { return i < size ? in[i] * s : 0.0f; }
static __device__ __inline__ float add(float a, float b) { return a + b; }
constexpr int kWarps = TPB / WARP_SIZE;
__constant__ float kScale[4] = {1.0f, 2.0f, 3.0f, 4.0f};
__global__ void __launch_bounds__(TPB, 1) cluster_coordination_basics(float *__restrict__ output, const float *__restrict__ input, int size)
{
    __shared__ float sh[TPB];
    const unsigned r = block_rank_in_cluster();
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    sh[threadIdx.x] = scaled(input, i, size, kScale[r]);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float acc = 0.0f;
        for (int k = 0; k < ceil_div(TPB, 1); ++k) acc = add(acc, sh[k]);
        output[r] = acc;
    }
    cluster_wait();
}
