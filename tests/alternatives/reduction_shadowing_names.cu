/*
 * Correct alternative: --reduction with names that shadow others, as people
 * write them: a local `float std` (a standard deviation), `using namespace
 * std;` in a device function, and locals and parameters named like a
 * namespace-scope const array (a host variable, which device code may not
 * read; a local of the same name is another variable). nvcc builds it; the
 * simulator's scan of the file must see the locals too.
 */
#include "kernels.h"

const int kWeights[4] = {1, 1, 1, 1};  // host-side table, never read by device code

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__device__ float scaled(float v, const int *kWeights)
{
    return v * (float)kWeights[0];
}

__device__ float spread_check(float mean, float var)
{
    using namespace std;
    float std = sqrtf(var);  // a standard deviation, 0 here
    return std == 0.0f ? mean : mean / std;
}

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ float sm[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const int tid = threadIdx.x;
    int kWeights[1] = {1};
    sm[tid] = scaled(input[blockIdx.x * blockDim.x + tid], kWeights);
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (tid < stride) sm[tid] += sm[tid + stride];
        __syncthreads();
    }
    if (tid == 0) temp_storage[cluster.block_rank()] = spread_check(sm[0], 0.0f);
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }
}
