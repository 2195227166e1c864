/*
 * Correct alternative: --reduction with cg::reduce_update_async (one lane
 * per warp adds its warp's sum into a __shared__ total through
 * cuda::atomic_ref<float, thread_scope_block>) and cg::reduce_store_async
 * (one lane per warp stores its warp's sum); a block.sync() comes before
 * thread 0 reads either, as the asynchronous forms require.
 */
#include "kernels.h"
#include <cooperative_groups/reduce.h>
#include <cuda/atomic>

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    auto block = cg::this_thread_block();
    auto tile = cg::tiled_partition<32>(block);
    __shared__ float total;
    __shared__ float wsum[TPB / 32];
    if (threadIdx.x == 0) total = 0.0f;
    block.sync();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float v = gi < size ? input[gi] : 0.0f;
    cuda::atomic_ref<float, cuda::thread_scope_block> ref(total);
    cg::reduce_update_async(tile, ref, v, cg::plus<float>());
    cg::reduce_store_async(tile, &wsum[tile.meta_group_rank()], v, cg::plus<float>());
    block.sync();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; w++) t += wsum[w];
        temp_storage[cg::this_cluster().block_rank()] = (t == total) ? t : -1.0f;
    }
    cg::this_cluster().sync();
    if (cg::this_cluster().thread_rank() == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }

}
