/*
 * Correct alternative: --advanced with the warp leader chosen by elect.sync
 * in inline PTX, as CUTLASS's elect_one_sync() writes it (a scoped .reg
 * .pred, the leader's lane in the b32 destination), bar.sync 0 for one
 * block barrier, and the split cluster barrier as barrier.cluster.arrive
 * (.release by default) and barrier.cluster.wait (.acquire by default;
 * PTX ISA, "barrier.cluster").
 */
#include "kernels.h"

#define advanced_cluster_patterns reference_advanced_cluster_patterns
#include "../../solutions/p34.cu"
#undef advanced_cluster_patterns

/* true in exactly one lane of the (fully converged) warp */
__device__ __forceinline__ bool ptx_elect_one(unsigned int *leader_lane)
{
    unsigned int pred = 0, lane = 0;
    asm volatile(
        "{\n"
        ".reg .b32 %%rx;\n"
        ".reg .pred %%px;\n"
        "     elect.sync %%rx|%%px, %2;\n"
        "@%%px mov.s32 %1, 1;\n"
        "     mov.s32 %0, %%rx;\n"
        "}\n"
        : "+r"(lane), "+r"(pred)
        : "r"(0xFFFFFFFFu));
    *leader_lane = lane;
    return pred != 0;
}

__global__ void advanced_cluster_patterns(float *output, const float *input, int size)
{
    __shared__ float vals[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    unsigned int rank, lane_id;
    asm("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
    asm("mov.u32 %0, %%laneid;" : "=r"(lane_id));
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    vals[tid] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    asm volatile("bar.sync 0;" ::: "memory");  // __syncthreads()

    unsigned int leader;
    if (ptx_elect_one(&leader)) {
        const int w = tid / WARP_SIZE;
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += vals[w * WARP_SIZE + i];
        warp_sums[w] = s;
        if (leader != lane_id)
            __trap();  // elect.sync names the elected lane itself
    }
    __syncthreads();

    asm volatile("barrier.cluster.arrive;" ::: "memory");
    if (tid == 0) {
        float total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            total += warp_sums[w];
        output[rank] = total;
    }
    asm volatile("barrier.cluster.wait;" ::: "memory");
}
