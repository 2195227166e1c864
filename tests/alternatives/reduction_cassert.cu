/*
 * Correct alternative: --reduction with #include <cassert> and device
 * assert()s that always hold (a passing assert is a no-op on the GPU and in
 * the simulator). Each block's warps reduce with __shfl_down_sync.
 */
#include "kernels.h"
#include <cassert>

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input,
                                              float *temp_storage, int size)
{
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = block_rank_in_cluster();
    assert(rank < CLUSTER_SIZE);
    assert(gridDim.x == SIZE / TPB);

    float v = gi < size ? input[gi] : 0.0f;
    for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffffu, v, offset);
    if (tid % WARP_SIZE == 0)
        warp_sums[tid / WARP_SIZE] = v;
    __syncthreads();
    if (tid == 0) {
        float block_sum = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            block_sum += warp_sums[w];
        temp_storage[rank] = block_sum;
    }
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        assert(total == total);  /* not NaN: every partial was written */
        output[0] = total;
    }
}
