/*
 * Correct alternative: --advanced with warp intrinsics: a scan by
 * __shfl_up_sync and a broadcast by __shfl_sync with width 16,
 * __shfl_xor_sync, __match_any_sync of a bool (CUDA takes it as int),
 * __reduce_max_sync, __popc/__ffs/__clz/__brev, __fmaf_rn, fmaxf, min/max
 * and __float_as_uint checked against their known values.
 */
#include "kernels.h"

#define advanced_cluster_patterns reference_advanced_cluster_patterns
#include "../../solutions/p34.cu"
#undef advanced_cluster_patterns

__global__ void advanced_cluster_patterns(float *output, const float *input, int size)
{
    __shared__ float wsum[TPB / 32];
    const unsigned rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const unsigned lane = threadIdx.x & 31u, warp = threadIdx.x >> 5;
    float v = __fmaf_rn(gi < size ? input[gi] : 0.0f, (float)(rank + 1), 0.0f);
    /* inclusive scan in halves of 16 lanes, then combine the halves */
    for (int d = 1; d < 16; d *= 2) { const float u = __shfl_up_sync(0xffffffffu, v, d, 16); if ((int)(lane & 15u) >= d) v += u; }
    const float half = __shfl_sync(0xffffffffu, v, 15, 16);   /* each half's total */
    const float other = __shfl_xor_sync(0xffffffffu, half, 16);
    const float wt = half + other;
    const unsigned grp = __match_any_sync(0xffffffffu, lane < 16);
    const unsigned mx = __reduce_max_sync(0xffffffffu, lane);
    const int checks = (__popc(grp) == 16) + (__ffs(grp) == (lane < 16 ? 1 : 17)) + (__clz(1u) == 31) + (__brev(1u) == 0x80000000u) + ((int)mx == 31) + (max(1, 2) == 2) + (min(1u, 2u) == 1u) + (__float_as_uint(1.0f) == 0x3f800000u) + (fmaxf(0.0f, wt) == wt);
    if (lane == 0) wsum[warp] = checks == 9 ? wt : -1.0f;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; w++) t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();

}
