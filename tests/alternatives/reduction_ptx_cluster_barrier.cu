/*
 * Correct alternative: --reduction written as Hopper programmers often write
 * cluster code, with inline PTX: the block's rank from the special register
 * %cluster_ctarank, and the cluster barrier as barrier.cluster.arrive.release
 * + barrier.cluster.wait.acquire (PTX ISA, "barrier.cluster": the arrive
 * releases this thread's earlier writes, the wait acquires every arrived
 * thread's). The simulator runs the PTX (scripts/sim-asm-rewrite, sim/ptx.cpp).
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__device__ __forceinline__ unsigned int ptx_cluster_ctarank()
{
    unsigned int rank;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
    return rank;
}

__device__ __forceinline__ void ptx_cluster_barrier()
{
    asm volatile("barrier.cluster.arrive.release.aligned;\n\t"
                 "barrier.cluster.wait.acquire.aligned;"
                 :
                 :
                 : "memory");
}

__global__ void cluster_collective_operations(float *output, const float *input,
                                              float *temp_storage, int size)
{
    __shared__ float sums[TPB];
    const unsigned int rank = ptx_cluster_ctarank();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sums[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            sums[tid] += sums[tid + stride];
        __syncthreads();
    }
    if (tid == 0)
        temp_storage[rank] = sums[0];
    ptx_cluster_barrier();  // every block's sum is in temp_storage, visible here
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }
}
