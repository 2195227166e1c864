/*
 * Correct alternative: --reduction through distributed shared memory in
 * inline PTX. Each block leaves its sum in sums[0]; after a cluster barrier
 * (arrive.release / wait.acquire), rank 0's thread 0 maps sums[0] of every
 * block with mapa.shared::cluster and reads it with ld.shared::cluster. A
 * second barrier keeps every block resident until those reads are done
 * (CUDA Programming Guide, "Distributed Shared Memory": a block's shared
 * memory must not be accessed after it exits). temp_storage is not used.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

#define PTX_CLUSTER_SYNC()                                          \
    asm volatile("barrier.cluster.arrive.release.aligned;\n\t"      \
                 "barrier.cluster.wait.acquire.aligned;" ::: "memory")

__global__ void cluster_collective_operations(float *output, const float *input,
                                              float *temp_storage, int size)
{
    __shared__ float sums[TPB];
    unsigned int rank, nranks;
    asm("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
    asm("mov.u32 %0, %%cluster_nctarank;" : "=r"(nranks));
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sums[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            sums[tid] += sums[tid + stride];
        __syncthreads();
    }
    PTX_CLUSTER_SYNC();  // every block's sums[0] is final and visible
    if (rank == 0 && tid == 0) {
        const unsigned int mine = (unsigned int)__cvta_generic_to_shared(&sums[0]);
        float total = 0.0f;
        for (unsigned int r = 0; r < nranks; r++) {
            unsigned int remote;
            float v;
            asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(remote) : "r"(mine), "r"(r));
            asm volatile("ld.shared::cluster.f32 %0, [%1];" : "=f"(v) : "r"(remote) : "memory");
            total += v;
        }
        output[0] = total;
    }
    PTX_CLUSTER_SYNC();  // no block exits while rank 0 may still read its sums
}
