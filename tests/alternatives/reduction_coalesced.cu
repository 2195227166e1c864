/*
 * Correct alternative: --reduction with cg::coalesced_threads(): the final
 * sum is done by the coalesced group of the lanes that take the branch
 * `threadIdx.x < CLUSTER_SIZE` in rank 0 (4 lanes), with cg::reduce over
 * that partial coalesced group and its rank-0 member (g.thread_rank() == 0)
 * writing the total.
 *
 * The block sums are a shared-memory tree; thread 0 of each block publishes
 * its sum in temp_storage[rank] before the cluster barrier.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input,
                                              float *temp_storage, int size)
{
    __shared__ float s[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    s[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int st = blockDim.x / 2; st > 0; st >>= 1) {
        if (tid < st)
            s[tid] += s[tid + st];
        __syncthreads();
    }
    if (tid == 0)
        temp_storage[rank] = s[0];
    cluster_sync();
    if (rank == 0 && tid < CLUSTER_SIZE) {
        cg::coalesced_group g = cg::coalesced_threads();
        float t = temp_storage[g.thread_rank()];
        t = cg::reduce(g, t, cg::plus<float>());
        if (g.thread_rank() == 0)
            output[0] = t;
    }
}
