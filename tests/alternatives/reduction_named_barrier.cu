/*
 * Correct alternative: --reduction with PTX named barriers (PTX ISA "bar,
 * barrier"): warps 4-7 load the upper half and signal it with bar.arrive 1,
 * 256 (no wait), warps 0-3 wait for it with bar.sync 1, 256 and add it; the
 * tree then meets on barrier 2 with a register thread count, only the
 * threads still reducing (whole warps), and a warp-synchronous tail with
 * __syncwarp().
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

    const int gi = blockIdx.x * blockDim.x + tid;
    if (tid >= TPB / 2) {
        sm[tid] = input[gi];
        asm volatile("bar.arrive 1, %0;" :: "n"(TPB) : "memory");
    } else {
        const float mine = input[gi];
        asm volatile("bar.sync 1, %0;" :: "n"(TPB) : "memory");
        sm[tid] = mine + sm[tid + TPB / 2];
    }
    __syncthreads();
    for (int stride = TPB / 4; stride > 0; stride /= 2) {
        if (tid < stride) sm[tid] += sm[tid + stride];
        /* only the threads still reducing meet, on barrier 2 (whole warps) */
        if (stride >= 32) { if (tid < 2 * stride) asm volatile("bar.sync 2, %0;" :: "r"(2 * stride) : "memory"); }
        else if (tid < 32) __syncwarp();
    }
    __syncthreads();

    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }

}
