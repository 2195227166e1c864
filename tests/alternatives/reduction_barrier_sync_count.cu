/*
 * Correct alternative: --reduction with the named-barrier intrinsics
 * (sm_30_intrinsics.h): the first 128 threads finish the tree on their own
 * barrier, __barrier_sync_count(3, 128), inside a branch the other threads
 * skip; __barrier_sync(0) is the whole block's barrier (__syncthreads).
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned rank = block_rank_in_cluster();

    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    /* the first 128 threads finish on their own barrier */
    if (tid < 128) {
        sm[tid] += sm[tid + 128];
        __barrier_sync_count(3, 128);
        for (int stride = 64; stride > 0; stride /= 2) {
            if (tid < stride) sm[tid] += sm[tid + stride];
            __barrier_sync_count(3, 128);
        }
    }
    __barrier_sync(0);

    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }

}
