/*
 * Correct alternative: --reduction through <cuda/ptx> with a relaxed
 * cluster arrive made ordering by a fence before it, the pattern of the PTX
 * ISA's barrier.cluster example: fence(sem_acq_rel, scope_cluster) ->
 * barrier_cluster_arrive(sem_relaxed) -> barrier_cluster_wait(). Without the
 * fence it races (tests/fixtures/sim_ptx_relaxed_arrive.cu).
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
    cuda::ptx::fence(cuda::ptx::sem_acq_rel, cuda::ptx::scope_cluster);
    cuda::ptx::barrier_cluster_arrive(cuda::ptx::sem_relaxed);
    cuda::ptx::barrier_cluster_wait();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        const unsigned int blocks = cuda::ptx::get_sreg_cluster_nctarank();
        for (unsigned int r = 0; r < blocks; r++)
            total += temp_storage[r];
        output[0] = total;
    }
}
