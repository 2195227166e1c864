/*
 * Correct alternative: --reduction through CCCL's <cuda/ptx>: the cluster
 * rank from %cluster_ctarank, the split cluster barrier as
 * barrier_cluster_arrive(sem_release) / barrier_cluster_wait(sem_acquire)
 * (PTX ISA "barrier.cluster": the release arrive and acquire wait order the
 * temp_storage stores before rank 0's loads), and %cluster_nctarank as the
 * number of partials.
 */
#include "kernels.h"
#include <cuda/ptx>

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input,
                                              float *temp_storage, int size)
{
    __shared__ float s[TPB];
    const unsigned int rank = cuda::ptx::get_sreg_cluster_ctarank();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    s[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            s[tid] += s[tid + stride];
        __syncthreads();
    }
    if (tid == 0)
        temp_storage[rank] = s[0];
    cuda::ptx::barrier_cluster_arrive(cuda::ptx::sem_release);
    cuda::ptx::barrier_cluster_wait(cuda::ptx::sem_acquire);
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        const unsigned int blocks = cuda::ptx::get_sreg_cluster_nctarank();
        for (unsigned int r = 0; r < blocks; r++)
            total += temp_storage[r];
        output[0] = total;
    }
}
