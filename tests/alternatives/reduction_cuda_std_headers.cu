/*
 * Correct alternative: --reduction with libcu++'s <cuda/std/...> headers: a
 * __shared__ cuda::std::array, cuda::std::uint32_t indexes,
 * cuda::std::is_same_v, cuda::std::plus, cuda::std::numeric_limits,
 * cuda::std::min/max/swap, cuda::std::isfinite/fabs, and CUDART_INF_F from
 * <math_constants.h>.
 */
#include "kernels.h"
#include <cuda/std/array>
#include <cuda/std/cstdint>
#include <cuda/std/type_traits>
#include <cuda/std/functional>
#include <cuda/std/limits>
#include <cuda/std/utility>
#include <cuda/std/cmath>
#include <math_constants.h>

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ cuda::std::array<float, TPB> sm;
    const cuda::std::uint32_t tid = threadIdx.x;
    static_assert(cuda::std::is_same_v<decltype(sm)::value_type, float>, "float");
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (cuda::std::uint32_t stride = TPB / 2; stride > 0; stride /= 2) {
        if (tid < stride) sm[tid] = cuda::std::plus<float>{}(sm[tid], sm[tid + stride]);
        __syncthreads();
    }
    if (tid == 0) temp_storage[block_rank_in_cluster()] = sm[0];
    cluster_sync();
    if (block_rank_in_cluster() == 0 && tid == 0) {
        float t = 0.0f, lo = cuda::std::numeric_limits<float>::max(), hi = -CUDART_INF_F;
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            t += temp_storage[r];
            lo = cuda::std::min(lo, temp_storage[r]);
            hi = cuda::std::max(hi, temp_storage[r]);
        }
        float a = lo, b = hi;
        cuda::std::swap(a, b);
        output[0] = (a >= b && cuda::std::isfinite(t) && cuda::std::fabs(t) >= 0.0f) ? t : -1.0f;
    }

}
