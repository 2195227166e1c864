/*
 * Correct alternative: --coordination with one cub::BlockReduce TempStorage
 * used twice: .Reduce(v, cuda::std::plus<>{}) on the scaled inputs, then,
 * after the __syncthreads() that CUB requires before its temporary storage
 * is reused, the valid-items overload .Sum(1.0f, TPB / 2) (counts the first
 * TPB / 2 threads), and after another barrier .Reduce(v, cuda::maximum<>{}). Only thread 0 uses the results, between
 * cluster_arrive() and cluster_wait().
 */
#include <cub/cub.cuh>
#include <cuda/functional>
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    using BlockReduce = cub::BlockReduce<float, TPB>;
    __shared__ typename BlockReduce::TempStorage tmp;
    const int gi = blockDim.x * blockIdx.x + threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float v = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;

    const float sum = BlockReduce(tmp).Reduce(v, cuda::std::plus<>{});
    __syncthreads();  // CUB: a barrier before the TempStorage is reused
    const float half = BlockReduce(tmp).Sum(1.0f, TPB / 2);
    __syncthreads();
    const float largest = BlockReduce(tmp).Reduce(v, cuda::maximum<>{});

    cluster_arrive();
    if (threadIdx.x == 0)
        output[rank] = half == (float)(TPB / 2) && largest >= 0.0f ? sum : -1.0f;
    cluster_wait();
}
