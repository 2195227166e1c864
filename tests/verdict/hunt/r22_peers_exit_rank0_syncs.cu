/*
 * verdict hunt: r22_peers_exit_rank0_syncs (--reduction)
 * TRUE: fail 1
 * Ranks 1-3 store temp_storage[rank] and return; only rank 0 calls cluster_sync(). PTX ISA exit: exiting threads release a barrier they hold up, so rank 0 does not hang, but an exit is no arrive: it releases no memory, so rank 0's reads race with the peers' stores.
 */
#include "kernels.h"

#define cluster_collective_operations reference_cluster_collective_operations
#include "../../../solutions/p34.cu"
#undef cluster_collective_operations

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ float sdata[TPB];
    const int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    if (rank != 0)
        return;
    cluster_sync();
    if (tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
}
