/*
 * Correct alternative: --advanced that reads special registers with inline
 * PTX as profiling code does (%globaltimer, %laneid, %warpid, %smid, %nsmid,
 * %lanemask_lt, %clock64) beside clock64(), and uses %laneid for the warp
 * sums.
 */
#include "kernels.h"

#define advanced_cluster_patterns reference_advanced_cluster_patterns
#include "../../solutions/p34.cu"
#undef advanced_cluster_patterns

__global__ void advanced_cluster_patterns(float *output, const float *input, int size)
{
    __shared__ float sdata[TPB];
    __shared__ float wsum[TPB / 32];
    unsigned lane, warpid, smid, nsmid, ltmask;
    unsigned long long gt0, gt1, c64;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(gt0));
    asm("mov.u32 %0, %%laneid;" : "=r"(lane));
    asm("mov.u32 %0, %%warpid;" : "=r"(warpid));
    asm("mov.u32 %0, %%smid;" : "=r"(smid));
    asm("mov.u32 %0, %%nsmid;" : "=r"(nsmid));
    asm("mov.u32 %0, %%lanemask_lt;" : "=r"(ltmask));
    asm volatile("mov.u64 %0, %%clock64;" : "=l"(c64));
    const long long t0 = clock64();
    const unsigned rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[threadIdx.x] = (gi < size ? input[gi] : 0.0f) * (float)(rank + 1);
    __syncthreads();
    const unsigned w = threadIdx.x / 32;
    if (lane == 0) { float s = 0.0f; for (int i = 0; i < 32; i++) s += sdata[w * 32 + i]; wsum[w] = s; }
    __syncthreads();
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(gt1));
    const bool ok = smid < nsmid && ltmask == (1u << lane) - 1u && gt1 >= gt0 && clock64() >= t0 && c64 != 0 && warpid < 64;
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / 32; i++) t += wsum[i];
        output[rank] = ok ? t : -1.0f;
    }
    cluster_wait();

}
