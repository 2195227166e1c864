/*
 * reduction_template_shared.cu - a correct --reduction whose block sum is a
 * template helper owning its `__shared__` buffer (template <int N> float
 * block_sum(float)), and a --coordination whose helper is an inline
 * __device__ function with its own `__shared__` scratch. Both are statics of
 * functions the compiler may instantiate or inline anywhere; each block still
 * has its own copy (sim/shared-sections). The rest is the reference.
 *
 * (from) p34.cu - Puzzle 34 kernels: thread block clusters on Hopper (sm_90).
 *
 * Build and run:  make p34 && ./p34 --reduction
 *
 * problems/p34.cu is yours: write code between each "FILL IN BEGIN" and
 * "FILL IN END" and nowhere else. solutions/p34.cu is the same file with the
 * regions filled in (run it with --solution). Everything your kernels need
 * (cooperative groups as cg, the constants, and the helpers
 * block_rank_in_cluster, cluster_arrive, cluster_wait, cluster_sync and
 * elect_one_sync) comes from kernels.h. Include nothing else: this file is
 * compiled for the GPU by nvcc and for the CPU simulator by g++.
 */
#include "kernels.h"

// ---------------------------------------------------------------------------
// Part 1: multi-block coordination (--coordination)
//
// Four blocks form one cluster. Block r of the cluster scales its 256 inputs
// by r + 1 and writes their sum to output[r]. The cluster barrier is split:
// a block announces "my shared data is ready" (arrive), does block-local work,
// and only then waits for its peers (wait).

/* An inline helper that owns its shared scratch: a static of an inline
 * function, as CUDA code often keeps one. */
__device__ __forceinline__ float block_total_inline(float v)
{
    __shared__ float scratch[TPB];
    scratch[threadIdx.x] = v;
    __syncthreads();
    float sum = 0.0f;
    if (threadIdx.x == 0)
        for (int i = 0; i < TPB; i++)
            sum += scratch[i];
    return sum;  /* meaningful in thread 0 only */
}
__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    const unsigned int r = block_rank_in_cluster();
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = block_total_inline(i < size ? input[i] * (float)(r + 1) : 0.0f);
    if (threadIdx.x == 0)
        output[r] = s;
    cluster_sync();
}


// ---------------------------------------------------------------------------
// Part 2: cluster-wide reduction (--reduction)
//
// Each block tree-reduces its 256 values in shared memory and publishes the
// block sum in temp_storage[rank]. cluster_sync() is a release/acquire
// barrier over the whole cluster, so after it every thread can read all four
// partial sums. Exactly one thread of the whole cluster then writes output[0]:
// elect_one_sync() picks one lane *per warp*, so we also restrict it to warp 0
// of rank 0.

template <int N>
__device__ __forceinline__ float block_sum(float v)
{
    __shared__ float buf[N];
    buf[threadIdx.x] = v;
    __syncthreads();
    for (int s = N / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
        __syncthreads();
    }
    return buf[0];
}
__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    unsigned int rank = block_rank_in_cluster();
    int tid = threadIdx.x;
    int gi = blockIdx.x * blockDim.x + tid;
    float b = block_sum<TPB>(gi < size ? input[gi] : 0.0f);
    if (tid == 0) temp_storage[rank] = b;
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }
}


// ---------------------------------------------------------------------------
// Part 3: advanced hierarchical pattern (--advanced)
//
// Warp level: one elected lane per warp sums its warp's 32 scaled values.
// Block level: thread 0 sums the 8 warp sums into output[rank].
// Cluster level: the block announces completion with arrive and leaves only
// after wait, as in part 1.

__global__ void advanced_cluster_patterns(float *output, const float *input, int size)
{
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();

    /* FILL IN BEGIN (about 22 lines): scale inputs into shared memory; one
       elected lane per warp sums its warp's 32 values; thread 0 sums the warp
       sums into output[my_block_rank]; coordinate the cluster with arrive and
       wait. */
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const float data_scale = (float)(my_block_rank + 1);
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();

    // Every lane of every warp reaches elect_one_sync(); one lane per warp
    // gets true. Index the warp sum by warp, not by the elected lane, so the
    // result does not depend on which lane the hardware elects.
    const int warp = local_i / WARP_SIZE;
    if (elect_one_sync()) {
        const int warp_start = warp * WARP_SIZE;
        float warp_sum = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            warp_sum += shared_data[warp_start + i];
        warp_sums[warp] = warp_sum;
    }
    __syncthreads();  // all warp sums written

    cluster_arrive();

    if (local_i == 0) {
        float block_total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            block_total += warp_sums[w];
        output[my_block_rank] = block_total;
    }

    cluster_wait();
    /* FILL IN END */
}

// ---------------------------------------------------------------------------
// Part 4: last-block guard (--last-block), any CUDA GPU, no cluster
//
// 256 blocks each reduce a 256-value slice into partials[block]. The block
// that takes the last ticket from *counter knows every other partial is
// written, sums them into output[0], and resets the counter so the next launch
// needs no host-side reset.

/* Returns true, in every thread of the block, when this block is the last of
   the grid to finish its partial. Call it uniformly from all threads. */
__device__ bool is_last_block(unsigned int *counter)
{
    __shared__ bool last;
    /* FILL IN BEGIN (about 10 lines): make this block's partial visible to
       the whole GPU, take a ticket, and tell every thread of the block whether
       it was the last ticket. */
    if (threadIdx.x == 0) {
        // Release: the partial this thread wrote must be visible device-wide
        // before any other block can count our ticket.
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        last = (ticket == gridDim.x - 1);
        // Acquire: the last block must not read partials before it knows it
        // is last; this fence orders our ticket before those reads.
        __threadfence();
    }
    __syncthreads();  // broadcast `last` and the acquire to the whole block
    /* FILL IN END */
    return last;
}

__global__ void last_block_reduction(float *output, const float *input,
                                     float *partials, unsigned int *counter, int size)
{
    __shared__ float shared_mem[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;

    /* FILL IN BEGIN (about 25 lines): reduce this block's slice into
       partials[blockIdx.x]; if is_last_block(counter), reduce the partials
       into output[0] and reset *counter to 0. */
    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
    if (local_i == 0)
        partials[blockIdx.x] = shared_mem[0];

    if (is_last_block(counter)) {
        // One block, so each thread folds a strided share of the partials
        // (gridDim.x may exceed the block size), then a tree finishes it.
        float sum = 0.0f;
        for (unsigned int b = local_i; b < gridDim.x; b += blockDim.x)
            sum += partials[b];
        shared_mem[local_i] = sum;
        __syncthreads();
        for (int stride = TPB / 2; stride > 0; stride /= 2) {
            if (local_i < stride)
                shared_mem[local_i] += shared_mem[local_i + stride];
            __syncthreads();
        }
        if (local_i == 0) {
            output[0] = shared_mem[0];
            *counter = 0;  // every other block has taken its ticket already
        }
    }
    /* FILL IN END */
}
