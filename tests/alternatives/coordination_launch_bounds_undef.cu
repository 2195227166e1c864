/*
 * Correct alternative: --coordination with its __launch_bounds__ given by a macro that
 * the file #undefs at its end (a habit of files that keep their macros local). nvcc
 * reads the bound where it is written; the simulator, which checks the bound at
 * launch, must use the value the macro had there.
 */
#include "kernels.h"
#define MY_THREADS 256
__global__ void __launch_bounds__(MY_THREADS) cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float sm[MY_THREADS];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const int i = blockIdx.x * blockDim.x + tid;
    sm[tid] = i < size ? input[i] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    for (int stride = MY_THREADS / 2; stride > 0; stride /= 2) {
        if (tid < stride) sm[tid] += sm[tid + stride];
        __syncthreads();
    }
    if (tid == 0) output[rank] = sm[0];
    cluster_sync();
}
#undef MY_THREADS

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../solutions/p34.cu"
#undef cluster_coordination_basics
