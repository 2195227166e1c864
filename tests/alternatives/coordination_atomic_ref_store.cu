/*
 * Correct alternative: --coordination that stores each block's sum through
 * cuda::atomic_ref<float, cuda::thread_scope_device>::store with release
 * order (libcu++ <cuda/atomic>), and publishes the scaled inputs with
 * cg::this_cluster()'s barrier_arrive() / barrier_wait() token pair.
 */
#include "kernels.h"
#include <cuda/atomic>

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float scaled[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    const int i = blockIdx.x * blockDim.x + tid;

    scaled[tid] = i < size ? input[i] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    auto token = cluster.barrier_arrive();
    if (tid == 0) {
        float sum = 0.0f;
        for (int k = 0; k < TPB; k++)
            sum += scaled[k];
        cuda::atomic_ref<float, cuda::thread_scope_device> out(output[rank]);
        out.store(sum, cuda::memory_order_release);
    }
    cluster.barrier_wait(std::move(token));
}
