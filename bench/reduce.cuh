/*
 * bench/reduce.cuh - the benchmark's float32 sum kernels (device code only).
 *
 * Included by bench/bench.cu, which launches, checks and times them. Every
 * kernel shares one streaming loop (thread_sum) and one block reduction
 * (block_sum); they differ only in how the blocks' sums meet:
 *
 *   reduce_partials + reduce_final   the classic two-kernel reduction; the
 *                                    first kernel alone is also the "pure
 *                                    read" probe that measures bandwidth
 *   reduce_last_block                one kernel: a ticket counter tells the
 *                                    block that arrived last to merge
 *   reduce_cluster                   one kernel: the blocks of a cluster add
 *                                    up through distributed shared memory
 *                                    (map_shared_rank), then the same ticket
 *                                    runs across clusters
 *
 * Template parameters of the streaming loop:
 *   UNROLL  independent 16-byte loads in flight per thread per step
 *   LOAD    0: ld.global.nc (read-only path, __ldg)
 *           1: ld.global.nc.L1::no_allocate.L2::256B (skip L1, ask L2 to
 *              fetch 256-byte sectors groups)
 *           2: ld.global.cs (streaming, evict-first)
 *   LAYOUT  0: grid-interleaved (thread t of the grid reads float4 t, t+S,
 *              t+2S, ...; S = all threads of the grid)
 *           1: block tiles (a block reads blockDim*UNROLL contiguous float4
 *              per step; tiles dealt round-robin to blocks)
 *           2: block chunks (block b streams the b-th of gridDim equal
 *              contiguous chunks, blockDim*UNROLL float4 per step): every
 *              block has the same work, so all finish together
 */
#ifndef P34_BENCH_REDUCE_CUH
#define P34_BENCH_REDUCE_CUH

#include <cooperative_groups.h>

namespace cg = cooperative_groups;

#define BENCH_MAX_THREADS 1024

// ---------------------------------------------------------------------------
// Loads

template <int LOAD>
__device__ __forceinline__ float4 load_float4(const float4 *p)
{
    if (LOAD == 1) {
        float4 v;
        asm volatile("ld.global.nc.L1::no_allocate.L2::256B.v4.f32 {%0, %1, %2, %3}, [%4];"
                     : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w)
                     : "l"(p));
        return v;
    } else if (LOAD == 2) {
        return __ldcs(p);
    } else {
        return __ldg(p);
    }
}

__device__ __forceinline__ float sum4(float4 v)
{
    return (v.x + v.y) + (v.z + v.w);
}

// ---------------------------------------------------------------------------
// This thread's share of in[0, n): the streaming loop every kernel uses.
// n < 2^31 (the host checks), so 32-bit indices cannot overflow.

template <int UNROLL, int LOAD, int LAYOUT>
__device__ __forceinline__ float thread_sum(const float *__restrict__ in, unsigned int n)
{
    const float4 *in4 = reinterpret_cast<const float4 *>(in);  // 16-byte aligned (host checks)
    const unsigned int n4 = n >> 2;
    const unsigned int threads = blockDim.x;
    const unsigned int grid_threads = gridDim.x * threads;
    float acc[UNROLL];
#pragma unroll
    for (int k = 0; k < UNROLL; ++k)
        acc[k] = 0.0f;

    unsigned int rest;  // first float4 the unrolled loop did not take, this thread's view
    unsigned int rest_end = n4, rest_stride = grid_threads;
    if (LAYOUT == 2) {
        const unsigned int begin = (unsigned int)((unsigned long long)blockIdx.x * n4 / gridDim.x);
        const unsigned int end =
            (unsigned int)((unsigned long long)(blockIdx.x + 1) * n4 / gridDim.x);
        unsigned int i = begin + threadIdx.x;
        for (; i + (UNROLL - 1) * threads < end; i += UNROLL * threads) {
            float4 v[UNROLL];
#pragma unroll
            for (int k = 0; k < UNROLL; ++k)
                v[k] = load_float4<LOAD>(in4 + i + k * threads);
#pragma unroll
            for (int k = 0; k < UNROLL; ++k)
                acc[k] += sum4(v[k]);
        }
        rest = i;
        rest_end = end;
        rest_stride = threads;
    } else if (LAYOUT == 0) {
        unsigned int i = blockIdx.x * threads + threadIdx.x;
        // Every load of one step is issued before any of them is used.
        for (; i + (UNROLL - 1) * grid_threads < n4; i += UNROLL * grid_threads) {
            float4 v[UNROLL];
#pragma unroll
            for (int k = 0; k < UNROLL; ++k)
                v[k] = load_float4<LOAD>(in4 + i + k * grid_threads);
#pragma unroll
            for (int k = 0; k < UNROLL; ++k)
                acc[k] += sum4(v[k]);
        }
        rest = i;
    } else {
        const unsigned int tile = threads * UNROLL;
        const unsigned int tiles = n4 / tile;
        for (unsigned int t = blockIdx.x; t < tiles; t += gridDim.x) {
            const float4 *p = in4 + t * tile + threadIdx.x;
            float4 v[UNROLL];
#pragma unroll
            for (int k = 0; k < UNROLL; ++k)
                v[k] = load_float4<LOAD>(p + k * threads);
#pragma unroll
            for (int k = 0; k < UNROLL; ++k)
                acc[k] += sum4(v[k]);
        }
        rest = tiles * tile + blockIdx.x * threads + threadIdx.x;
    }
    for (; rest < rest_end; rest += rest_stride)  // float4s left over
        acc[0] += sum4(load_float4<LOAD>(in4 + rest));
    const unsigned int g = blockIdx.x * threads + threadIdx.x;
    if (g < (n & 3u))  // the last n % 4 floats
        acc[0] += in[(n4 << 2) + g];

#pragma unroll
    for (int width = 1; width < UNROLL; width *= 2)  // pairwise, UNROLL is a power of 2
#pragma unroll
        for (int k = 0; k + width < UNROLL; k += 2 * width)
            acc[k] += acc[k + width];
    return acc[0];
}

// ---------------------------------------------------------------------------
// Warp and block sums

__device__ __forceinline__ float warp_sum(float v)
{
#pragma unroll
    for (int offset = 16; offset > 0; offset >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, offset);
    return v;
}

// Sum of v over the block, valid in thread 0. blockDim.x is a multiple of 32.
// Ends with a barrier so that a second call may reuse warp_sums at once.
__device__ __forceinline__ float block_sum(float v)
{
    __shared__ float warp_sums[BENCH_MAX_THREADS / 32];
    const unsigned int lane = threadIdx.x & 31u, warp = threadIdx.x >> 5;
    v = warp_sum(v);
    if (lane == 0)
        warp_sums[warp] = v;
    __syncthreads();
    float total = 0.0f;
    if (warp == 0) {
        total = lane < (blockDim.x >> 5) ? warp_sums[lane] : 0.0f;
        total = warp_sum(total);
    }
    __syncthreads();
    return total;
}

// One block adds partials[0, count) and writes the total to out[0].
// __ldcg reads at L2 (global coherence point), never a stale L1 line.
__device__ __forceinline__ void merge_partials(const float *partials, unsigned int count,
                                               float *out)
{
    float v = 0.0f;
    for (unsigned int i = threadIdx.x; i < count; i += blockDim.x)
        v += __ldcg(partials + i);
    v = block_sum(v);
    if (threadIdx.x == 0)
        out[0] = v;
}

// The ticket of the last-block guard, taken by one thread per arriving unit
// (a block, or a cluster) after it stored its partial. Returns true in the
// unit that arrived last, which may then read every partial.
//
// Why it is correct (PTX memory model): each unit's ticket is an atomic add
// with release semantics at GPU scope, so its partial store is ordered
// before it; the tickets form one release sequence on the counter, and the
// unit that draws the last ticket follows its atomic with an acquire fence,
// so it synchronizes with every earlier ticket and sees every partial. The
// caller's __syncthreads (bar.sync) then extends that to its whole block.
// (A __threadfence before a relaxed atomicAdd is also correct, but it is a
// sequentially consistent fence, MEMBAR.SC.GPU, which costs more than
// release/acquire: docs/perf.md.)
__device__ __forceinline__ bool take_ticket(unsigned int *counter, unsigned int units)
{
    unsigned int ticket;
    asm volatile("atom.release.gpu.global.add.u32 %0, [%1], 1;"
                 : "=r"(ticket)
                 : "l"(counter)
                 : "memory");
    const bool last = ticket == units - 1;
    if (last)
        asm volatile("fence.acq_rel.gpu;" ::: "memory");  // acquire side
    return last;
}

// ---------------------------------------------------------------------------
// Kernels

// Each block writes the sum of its share to partials[blockIdx.x]. First stage
// of the two-kernel reduction; on its own, the pure-read bandwidth probe.
template <int UNROLL, int LOAD, int LAYOUT>
__global__ void __launch_bounds__(BENCH_MAX_THREADS)
reduce_partials(const float *__restrict__ in, unsigned int n, float *partials)
{
    const float s = block_sum(thread_sum<UNROLL, LOAD, LAYOUT>(in, n));
    if (threadIdx.x == 0)
        partials[blockIdx.x] = s;
}

// Second stage of the two-kernel reduction: one block.
__global__ void __launch_bounds__(BENCH_MAX_THREADS)
reduce_final(const float *partials, unsigned int count, float *out)
{
    merge_partials(partials, count, out);
}

// One kernel: last-block guard. counter is 0 on entry and 0 again on exit
// (the last block resets it), so launches need no host reset between them.
template <int UNROLL, int LOAD, int LAYOUT>
__global__ void __launch_bounds__(BENCH_MAX_THREADS)
reduce_last_block(const float *__restrict__ in, unsigned int n, float *out, float *partials,
                  unsigned int *counter)
{
    __shared__ bool is_last;
    const float s = block_sum(thread_sum<UNROLL, LOAD, LAYOUT>(in, n));
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = s;
        is_last = take_ticket(counter, gridDim.x);
    }
    __syncthreads();
    if (!is_last)
        return;
    merge_partials(partials, gridDim.x, out);
    if (threadIdx.x == 0)
        *counter = 0;  // every block has taken its ticket: safe to reset
}

// The last step of both cluster kernels, run by every thread of rank 0 of
// each cluster once thread 0 holds the cluster's total: a grid of one
// cluster is done; more clusters meet through the last-block ticket, and the
// cluster that arrives last merges the partials and resets the counter.
__device__ __forceinline__ void finish_clusters(float cluster_total, unsigned int blocks,
                                                float *out, float *partials,
                                                unsigned int *counter)
{
    __shared__ bool is_last;
    const unsigned int clusters = gridDim.x / blocks;
    if (clusters == 1) {  // the whole grid is one cluster: no ticket needed
        if (threadIdx.x == 0)
            out[0] = cluster_total;
        return;
    }
    if (threadIdx.x == 0) {
        partials[blockIdx.x / blocks] = cluster_total;
        is_last = take_ticket(counter, clusters);
    }
    __syncthreads();
    if (!is_last)
        return;
    merge_partials(partials, clusters, out);
    if (threadIdx.x == 0)
        *counter = 0;
}

// One kernel: cluster reduction. Each block of a cluster (1-D, consecutive
// blockIdx.x, at most 16 blocks) stores its sum straight into rank 0's shared
// memory through distributed shared memory (map_shared_rank); one cluster
// barrier later rank 0 adds them. A grid of one cluster is done there; more
// clusters meet through the same ticket as the last-block guard.
#define BENCH_MAX_CLUSTER 16

template <int UNROLL, int LOAD, int LAYOUT>
__global__ void __launch_bounds__(BENCH_MAX_THREADS)
reduce_cluster(const float *__restrict__ in, unsigned int n, float *out, float *partials,
               unsigned int *counter)
{
    __shared__ float block_totals[BENCH_MAX_CLUSTER];  // used in rank 0 only
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const unsigned int blocks = cluster.num_blocks();
    const float s = block_sum(thread_sum<UNROLL, LOAD, LAYOUT>(in, n));
    if (threadIdx.x == 0)
        *cluster.map_shared_rank(&block_totals[rank], 0) = s;  // remote store into rank 0
    // arrive.release + wait.acquire at cluster scope: every remote store is
    // visible to rank 0 after it, and rank 0 (whose shared memory was written)
    // cannot have exited before every store landed.
    cluster.sync();
    if (rank != 0)
        return;
    float cluster_total = 0.0f;
    if (threadIdx.x < 32)
        cluster_total = warp_sum(threadIdx.x < blocks ? block_totals[threadIdx.x] : 0.0f);
    finish_clusters(cluster_total, blocks, out, partials, counter);
}

// One kernel: cluster reduction without a GPU-scope fence in the cluster
// step ("combine 1"; reduce_cluster above is "combine 0"). cluster.sync()
// compiles to MEMBAR.ALL.GPU + cluster barrier + L1 invalidate in every block
// (docs/perf.md, attempt 4); here the blocks' sums travel as asynchronous
// stores that rank 0's mbarrier counts in bytes:
//   - at kernel start rank 0 initialises its mbarrier (one arrival expected)
//     and makes the init visible to the cluster; every thread arrives on the
//     cluster barrier (relaxed) and waits on it only after streaming, so that
//     no remote st.async can reach the mbarrier before its init;
//   - rank r > 0 sends its sum with st.async into block_totals[r] of rank 0,
//     completing 4 bytes of transaction on rank 0's mbarrier, and exits;
//   - rank 0 arrives on its own mbarrier expecting 4 * (blocks - 1) bytes,
//     waits for the phase to complete (acquire at cluster scope: every
//     st.async is then visible), adds the sums. It cannot exit before every
//     remote store landed, because it waits for them.
// A grid of one cluster is done there; more clusters meet through the ticket.
template <int UNROLL, int LOAD, int LAYOUT>
__global__ void __launch_bounds__(BENCH_MAX_THREADS)
reduce_cluster_async(const float *__restrict__ in, unsigned int n, float *out, float *partials,
                     unsigned int *counter)
{
    __shared__ float block_totals[BENCH_MAX_CLUSTER];  // used in rank 0 only
    __shared__ __align__(8) unsigned long long arrived;  // rank 0's mbarrier
    unsigned int rank, blocks;
    asm("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
    asm("mov.u32 %0, %%cluster_nctarank;" : "=r"(blocks));
    const unsigned int bar = (unsigned int)__cvta_generic_to_shared(&arrived);
    if (rank == 0 && threadIdx.x == 0) {
        asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(bar) : "memory");
        asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    }
    asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory");  // every thread, uniformly
    const float s = block_sum(thread_sum<UNROLL, LOAD, LAYOUT>(in, n));
    asm volatile("barrier.cluster.wait.aligned;" ::: "memory");  // rank 0's mbarrier is initialised
    if (rank != 0) {
        if (threadIdx.x == 0) {
            const unsigned int slot =
                (unsigned int)__cvta_generic_to_shared(&block_totals[rank]);
            unsigned int remote_slot, remote_bar;
            asm("mapa.shared::cluster.u32 %0, %1, 0;" : "=r"(remote_slot) : "r"(slot));
            asm("mapa.shared::cluster.u32 %0, %1, 0;" : "=r"(remote_bar) : "r"(bar));
            asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.b32 [%0], %1, [%2];"
                         ::"r"(remote_slot), "r"(__float_as_uint(s)), "r"(remote_bar)
                         : "memory");
        }
        return;
    }
    float cluster_total = 0.0f;
    if (threadIdx.x < 32) {
        if (threadIdx.x == 0) {
            block_totals[0] = s;
            asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;"
                         ::"r"(bar), "r"(4u * (blocks - 1))
                         : "memory");
        }
        __syncwarp();
        // (a label inside { } is local to the block, so inlined copies do not clash)
        asm volatile("{\n\t.reg .pred done;\n"
                     "WAIT_PHASE0:\n\t"
                     "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 done, [%0], 0;\n\t"
                     "@!done bra WAIT_PHASE0;\n\t}"
                     ::"r"(bar)
                     : "memory");
        cluster_total = warp_sum(threadIdx.x < blocks ? block_totals[threadIdx.x] : 0.0f);
    }
    finish_clusters(cluster_total, blocks, out, partials, counter);
}

// The launch floor: a kernel that does nothing.
__global__ void empty_kernel() {}

#endif /* P34_BENCH_REDUCE_CUH */
