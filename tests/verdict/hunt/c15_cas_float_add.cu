/*
 * verdict hunt: c15_cas_float_add (--coordination)
 * TRUE: pass
 * Float add into a zeroed __shared__ total by an atomicCAS loop on its bits (PG Atomic Functions: atomicCAS pattern for types without a native atomic); the plain first read is only a guess the CAS checks.
 */
#include "kernels.h"

#define cluster_coordination_basics reference_cluster_coordination_basics
#include "../../../solutions/p34.cu"
#undef cluster_coordination_basics

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float total;
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0)
        total = 0.0f;
    __syncthreads();
    const float x = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    unsigned int *bits = reinterpret_cast<unsigned int *>(&total);
    unsigned int old = atomicAdd(bits, 0u), assumed;
    do {
        assumed = old;
        old = atomicCAS(bits, assumed, __float_as_uint(__uint_as_float(assumed) + x));
    } while (old != assumed);
    __syncthreads();
    if (threadIdx.x == 0)
        output[rank] = total;
    cluster_sync();
}
