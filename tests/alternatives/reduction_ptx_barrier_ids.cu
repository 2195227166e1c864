/*
 * Correct alternative: --reduction where each half of the block reduces its
 * 128 values on its own named barrier, barrier.sync.aligned with the barrier
 * id (4 or 5) and the thread count in registers; barrier.sync 0 and
 * bar.cta.sync 0 are the whole block's barrier.
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
    asm volatile("barrier.sync 0;" ::: "memory");
    const unsigned half = tid / 128, id = 4 + half;   /* each half reduces itself on its own barrier */
    const int base = half * 128, t = tid - base;
    for (int stride = 64; stride > 0; stride /= 2) {
        if (t < stride) sm[base + t] += sm[base + t + stride];
        asm volatile("barrier.sync.aligned %0, %1;" :: "r"(id), "r"(128) : "memory");
    }
    asm volatile("bar.cta.sync 0;" ::: "memory");
    if (tid == 0) sm[0] += sm[128];
    __syncthreads();

    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }

}
