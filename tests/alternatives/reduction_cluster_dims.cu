/*
 * Correct alternative: --reduction whose kernel fixes its cluster size at
 * compile time with __cluster_dims__(CLUSTER_SIZE, 1, 1), the size p34
 * launches: the GPU launcher then leaves out its cluster-dimension launch
 * attribute (kernels.cu), and the simulator checks the declared size.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void __cluster_dims__(CLUSTER_SIZE, 1, 1)
    cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ float s[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    s[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (tid < stride)
            s[tid] += s[tid + stride];
        __syncthreads();
    }
    if (tid == 0)
        temp_storage[rank] = s[0];
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }
}
