/*
 * verdict hunt: c04_atomic_output_uninit (--coordination)
 * TRUE: fail 1
 * Every thread atomicAdds into output[rank], which the host filled with NaN (SPEC Checking) and the kernel never zeroed: NaN + x = NaN, wrong value.
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    atomicAdd(&output[rank], input[gi] * (rank + 1.0f));
    cluster_sync();
}
