# Cases for gen.py (docs/verdict-prod.md): the four puzzles written as production CUDA by experienced
# engineers: templated device helpers (template <int BLOCK> block sums), constexpr config structs and
# static_asserts, grid-stride loops, float2/float4 vector loads with their alignment reasoning,
# __restrict__ and __ldg, #pragma unroll, warp-shuffle trees (__shfl_xor_sync / __shfl_down_sync, with
# widths and partial masks), two-level (warp, block, cluster) reductions, cooperative groups
# (this_cluster, tiled_partition, cg::reduce, coalesced_threads, invoke_one, map_shared_rank),
# CUB BlockReduce, __syncthreads_or, __nanosleep back-off, cuda::atomic_ref with device or block
# scope, __threadfence placement, the CUDA samples' threadFenceReduction last-block pattern with
# atomicInc. The bugs are the ones such code really has: a shuffle over a partial warp with a full
# mask, a warp sum read before the block barrier, a vector load past the end or misaligned, a template
# instantiated for the wrong block size, a grid-stride loop with the wrong stride, a collective in a
# data-dependent branch, a fence after the ticket, block-scope atomics across blocks, a missing
# trailing cluster.sync after DSMEM accesses, a shared buffer sized by the wrong constant, a "defensive"
# counter reset racing with other blocks' tickets, CUB temp storage reused without a barrier.
# Body = the kernel's body; pre = file-scope code before it. Every verdict was decided before p34
# ran the kernel.
# Citations: PTX = PTX ISA "Memory Consistency Model" (conflict; morally strong needs scopes that
# include each other; data race = conflicting, not morally strong, not ordered by causality order;
# release pattern = fence.sc/acq_rel then a strong write; acquire pattern = strong read then fence;
# atom without .sem is .relaxed; barrier.cluster arrive releases, wait acquires), PTX "shfl.sync"
# (sm_70+: the executing thread waits until all non-exited threads of membermask execute the same
# shfl.sync; a value sourced from a lane outside membermask or inactive is undefined), PTX "elect.sync"
# (waits for all threads of membermask; which lane is elected is not specified), PTX "bar.sync"
# (counts threads). PG = CUDA C++ Programming Guide: "Thread Hierarchy" (blocks must be able to run in
# any order, in series: no inter-block wait without a cooperative launch), "Warp Shuffle Functions"
# (threads named in mask must all execute the same intrinsic; width), "Synchronization Functions"
# (__syncthreads, __syncthreads_or/and/count are barriers that also order memory; __syncwarp),
# "Memory Fence Functions" (the last-block sum example: the fence goes between the partial's store
# and the ticket atomicInc), "Atomic Functions" (atomicInc: ((old >= val) ? 0 : (old+1)); _block
# variants atomic only within the block), "Distributed Shared Memory" (all DSMEM accesses must
# complete before the owner block exits; the peer must have started: cluster.sync() first),
# "Variable Memory Space Specifiers" (__shared__ contents undefined at block start), "Device Memory"
# (cudaMalloc alignment >= 256 bytes), "Size and Alignment Requirement" (float2/float4 need 8/16-byte
# alignment, else a misaligned-address error), "Cooperative Groups" (collectives on a group need every
# thread of the group: thread_block_tile<32>::shfl and cg::reduce are full-tile shuffles;
# coalesced_threads() is the set of currently converged threads, valid to reduce over).
# libcu++ cuda::atomic_ref<T, thread_scope_block> is atomic only among threads of one block (its PTX
# is atom.cta). CUB BlockReduce: the aggregate is valid only in thread 0; a __syncthreads() is needed
# before TempStorage is reused. SPEC = docs/SPEC.md ("Launches and inputs", "Checking": exact sums for
# --reduction / --last-block, tolerance for the others, each output stored by exactly one thread;
# last-block launched twice, counter must end at 0; "Exit codes"). Project conventions followed: a
# data race is exit 1 even with the right value (several writers of the same value too); an access
# outside a __shared__ variable or a buffer is exit 5; a DSMEM access possibly after the owner exited
# is exit 5; a misaligned vector access is exit 5; a warp collective whose lanes never all arrive,
# with the others waiting at a block or cluster barrier, is the hang it is on sm_70+ (exit 4); the
# last-block reader needs no acquire fence after its ticket (PG example).
RACE = r'data race|several writers|stored by|lost update|race'
WRONG = r'❌|not written'
EXITED = r'exited|illegal|after .* exit'
OOB = r'out-of-bounds|past the|illegal|outside'
MISAL = r'misaligned|alignment'
HANG = r'deadlock|hang|never|waiting|diverg'

# ------------------------------------------------------------------ shared production helpers
WARP = r'''
constexpr unsigned kFullMask = 0xffffffffu;

__device__ __forceinline__ float warp_reduce_sum(float v)
{
#pragma unroll
    for (int offset = WARP_SIZE / 2; offset > 0; offset >>= 1)
        v += __shfl_xor_sync(kFullMask, v, offset);
    return v;  // every lane holds the warp's sum
}
'''
BLOCKSUM = WARP + r'''
// Two-level block sum: shuffle within each warp, then warp 0 folds the warp partials.
// The result is valid in thread 0 only. BLOCK must equal blockDim.x.
template <int BLOCK>
__device__ __forceinline__ float block_reduce_sum(float v)
{
    static_assert(BLOCK % WARP_SIZE == 0, "BLOCK must be a whole number of warps");
    constexpr int kWarps = BLOCK / WARP_SIZE;
    __shared__ float warp_partials[kWarps];
    const int lane = threadIdx.x % WARP_SIZE;
    const int warp = threadIdx.x / WARP_SIZE;
    v = warp_reduce_sum(v);
    if (lane == 0) warp_partials[warp] = v;
    __syncthreads();
    v = (threadIdx.x < kWarps) ? warp_partials[threadIdx.x] : 0.0f;
    if (warp == 0) v = warp_reduce_sum(v);
    return v;
}
'''

# ================================================================= reduction
case('r01_template_block_sum_pass', 'reduction', 'pass',
     'block_reduce_sum<TPB> (shuffle per warp, lane 0 stores warp_partials, __syncthreads, warp 0 folds; valid in thread 0), thread 0 stores temp_storage[rank], cluster.sync() (arrive releases, wait acquires: PTX), rank 0 thread 0 sums the four partials into output[0]. Integer inputs: every partial exact (SPEC Checking). One writer. Correct.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float block_total = block_reduce_sum<TPB>(gid < size ? input[gid] : 0.0f);
    if (threadIdx.x == 0) temp_storage[rank] = block_total;
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0) {
        float total = 0.0f;
#pragma unroll
        for (int r = 0; r < CLUSTER_SIZE; ++r) total += temp_storage[r];
        output[0] = total;
    }''', pre=BLOCKSUM)

case('r02_template_half_block_instantiation', 'reduction', 'fail 5',
     'The helper is instantiated block_reduce_sum<TPB / 2> (a leftover from a 128-thread tuning run) while blockDim.x is 256: kWarps = 4 and warp_partials has 4 elements, but lane 0 of warps 4..7 stores warp_partials[4..7]: an access outside the __shared__ variable (project convention: exit 5). (Were it not caught, warps 4..7 would also be dropped from the sum.)',
     r'''
    const unsigned int rank = block_rank_in_cluster();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    constexpr int kTunedBlock = TPB / 2;  // tuned on a 128-thread launch
    const float block_total = block_reduce_sum<kTunedBlock>(gid < size ? input[gid] : 0.0f);
    if (threadIdx.x == 0) temp_storage[rank] = block_total;
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''',
     pre=BLOCKSUM.replace('    if (lane == 0) warp_partials[warp] = v;', '    if (lane == 0) warp_partials[warp] = v;  // CAUSE'), cause=OOB)

case('r03_dsmem_gather_two_syncs_pass', 'reduction', 'pass',
     'Each block reduces into its own __shared__ block_total; cluster.sync(); rank 0 thread 0 reads the four block_totals through map_shared_rank (DSMEM) and stores output[0]; a second cluster.sync() keeps every peer alive until rank 0 has read (PG Distributed Shared Memory). temp_storage is scratch and need not be written (SPEC). Correct.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    __shared__ float block_total;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = block_reduce_sum<TPB>(gid < size ? __ldg(input + gid) : 0.0f);
    if (threadIdx.x == 0) block_total = s;
    cluster.sync();                       // every block_total written, every peer running
    if (rank == 0 && threadIdx.x == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); ++r)
            total += *cluster.map_shared_rank(&block_total, r);
        output[0] = total;
    }
    cluster.sync();                       // peers stay resident until rank 0 has read them''', pre=BLOCKSUM)

case('r04_dsmem_gather_no_trailing_sync', 'reduction', 'fail 5',
     'As r03 but without the trailing cluster.sync(): ranks 1..3 return right after the first cluster.sync() while rank 0 thread 0 still reads their block_total through map_shared_rank. A DSMEM access after (or racing with) the owner block\'s exit (PG Distributed Shared Memory; project convention exit 5).',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    __shared__ float block_total;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = block_reduce_sum<TPB>(gid < size ? __ldg(input + gid) : 0.0f);
    if (threadIdx.x == 0) block_total = s;
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); ++r)
            total += *cluster.map_shared_rank(&block_total, r);  // CAUSE
        output[0] = total;
    }''', pre=BLOCKSUM, cause=EXITED)

case('r05_cg_tiles_pass', 'reduction', 'pass',
     'cg::tiled_partition<32>(block); cg::reduce(tile, v, cg::plus<float>()) in every lane of every full tile; tile.thread_rank()==0 stores warp_sums[meta_group_rank()]; block.sync(); warp 0 reduces the 8 sums (lanes >= 8 contribute 0) with cg::reduce over the full warp-0 tile; thread 0 stores temp_storage[rank]; cluster.sync(); rank 0 thread 0 stores output[0]. Correct.',
     r'''
    cg::thread_block block = cg::this_thread_block();
    cg::cluster_group cluster = cg::this_cluster();
    cg::thread_block_tile<WARP_SIZE> tile = cg::tiled_partition<WARP_SIZE>(block);
    constexpr int kWarps = TPB / WARP_SIZE;
    __shared__ float warp_sums[kWarps];
    const int gid = blockIdx.x * blockDim.x + block.thread_rank();
    float v = gid < size ? input[gid] : 0.0f;
    v = cg::reduce(tile, v, cg::plus<float>());
    if (tile.thread_rank() == 0) warp_sums[tile.meta_group_rank()] = v;
    block.sync();
    if (tile.meta_group_rank() == 0) {
        float w = tile.thread_rank() < kWarps ? warp_sums[tile.thread_rank()] : 0.0f;
        w = cg::reduce(tile, w, cg::plus<float>());
        if (tile.thread_rank() == 0) temp_storage[cluster.block_rank()] = w;
    }
    cluster.sync();
    if (cluster.block_rank() == 0 && block.thread_rank() == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r06_warp_sums_read_after_syncwarp', 'reduction', 'fail 1',
     'Lane 0 of each warp stores warp_sums[warp]; the engineer puts __syncwarp() (orders only the lanes of one warp: PG Synchronization Functions) and lets warp 0 read all 8 warp sums. Lane 0 of warps 1..7 stores while lanes of warp 0 read: conflicting weak accesses with no barrier between them (PTX data race).',
     r'''
    const unsigned int rank = block_rank_in_cluster();
    const int lane = threadIdx.x & (WARP_SIZE - 1), warp = threadIdx.x / WARP_SIZE;
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = warp_reduce_sum(gid < size ? input[gid] : 0.0f);
    if (lane == 0) warp_sums[warp] = v;
    __syncwarp();
    if (warp == 0) {
        float w = lane < TPB / WARP_SIZE ? warp_sums[lane] : 0.0f;  // CAUSE
        w = warp_reduce_sum(w);
        if (lane == 0) temp_storage[rank] = w;
    }
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=WARP, cause=RACE)

case('r07_grid_stride_block_stride', 'reduction', 'fail 1',
     'A grid-stride accumulation loop written with stride blockDim.x instead of blockDim.x * gridDim.x: block b sums input[b*256 .. 1023], so elements are counted several times; so the total is far above 523776 (SPEC: exact). No race: wrong numbers, exit 1.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    float acc = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < size; i += blockDim.x)
        acc += input[i];
    acc = block_reduce_sum<TPB>(acc);
    if (threadIdx.x == 0) temp_storage[rank] = acc;
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=BLOCKSUM, cause=WRONG)

case('r08_grid_stride_float4_pass', 'reduction', 'pass',
     'Vectorized grid-stride loop: n4 = size / 4 float4 loads (input from cudaMalloc, 256-byte aligned: PG Device Memory; every index i*4 floats is 16-byte aligned), stride blockDim.x * gridDim.x, plus a scalar tail loop for size % 4 (empty here). Only block 0 gets vectors (256 of them) and the others add 0; each element counted once. Block sums, cluster.sync(), rank 0 thread 0 adds. Exact. Correct.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid_global = blockIdx.x * blockDim.x + threadIdx.x;
    const int stride = blockDim.x * gridDim.x;
    const int n4 = size / 4;
    const float4 *__restrict__ in4 = reinterpret_cast<const float4 *>(input);
    float acc = 0.0f;
    for (int i = tid_global; i < n4; i += stride) {
        const float4 q = __ldg(in4 + i);
        acc += (q.x + q.y) + (q.z + q.w);
    }
    for (int i = n4 * 4 + tid_global; i < size; i += stride) acc += input[i];
    acc = block_reduce_sum<TPB>(acc);
    if (threadIdx.x == 0) temp_storage[rank] = acc;
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) total += temp_storage[r];
        output[0] = total;
    }''', pre=BLOCKSUM)

case('r09_float4_guard_in_elements', 'reduction', 'fail 5',
     'Each thread loads one float4 at vector index gid = blockIdx.x*256 + tid, guarded by `gid < size` (elements) instead of `gid < size / 4` (vectors): threads with gid >= 256 read input[1024 ..] past the 1024-float buffer (project convention: an access outside a buffer is exit 5).',
     r'''
    const unsigned int rank = block_rank_in_cluster();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float4 *__restrict__ in4 = reinterpret_cast<const float4 *>(input);
    float acc = 0.0f;
    if (gid < size) {
        const float4 q = in4[gid];  // CAUSE
        acc = (q.x + q.y) + (q.z + q.w);
    }
    acc = block_reduce_sum<TPB>(acc);
    if (threadIdx.x == 0) temp_storage[rank] = acc;
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=BLOCKSUM, cause=OOB)

case('r10_full_mask_shuffle_in_8_lanes', 'reduction', 'fail 4',
     'Second level: `if (threadIdx.x < kWarps)` (8 lanes of warp 0) runs a __shfl_down_sync(0xffffffff, ...) tree. Lanes 8..31 of warp 0 are named in the mask but skip it and go on to cluster_sync(); on sm_70+ shfl.sync waits for every non-exited lane of membermask (PTX shfl.sync) while those lanes wait at the cluster barrier for lanes 0..7: a hang (PG Warp Shuffle Functions: all threads in mask must execute the same intrinsic). Exit 4.',
     r'''
    const unsigned int rank = block_rank_in_cluster();
    constexpr int kWarps = TPB / WARP_SIZE;
    __shared__ float warp_sums[kWarps];
    const int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = warp_reduce_sum(gid < size ? input[gid] : 0.0f);
    if (lane == 0) warp_sums[warp] = v;
    __syncthreads();
    if (threadIdx.x < kWarps) {
        float w = warp_sums[threadIdx.x];
#pragma unroll
        for (int offset = WARP_SIZE / 2; offset > 0; offset >>= 1)
            w += __shfl_down_sync(kFullMask, w, offset);  // CAUSE
        if (threadIdx.x == 0) temp_storage[rank] = w;
    }
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=WARP, cause=HANG)

case('r11_partial_mask_shuffle_8_lanes_pass', 'reduction', 'pass',
     'As r10 but the 8-lane tree is written right: mask (1u << kWarps) - 1 = 0xff (exactly the lanes that execute it) and offsets 4, 2, 1. Lanes 4..7 at offset 4 source lanes 8..11, outside the mask: their values are undefined (PTX shfl.sync), but only lane 0\'s result is used and lane 0\'s chain reads lanes 4, 2, 1, whose own inputs come from lanes 0..7 at each step (lane 2 from 6 at offset 4; lane 1 from 5 at 4 and 3 at 2; lane 3 from 7 at 4). Lane 0 gets the exact sum of the 8 warp sums. Correct.',
     r'''
    const unsigned int rank = block_rank_in_cluster();
    constexpr int kWarps = TPB / WARP_SIZE;
    static_assert((kWarps & (kWarps - 1)) == 0 && kWarps <= WARP_SIZE, "power-of-two warp count");
    __shared__ float warp_sums[kWarps];
    const int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = warp_reduce_sum(gid < size ? input[gid] : 0.0f);
    if (lane == 0) warp_sums[warp] = v;
    __syncthreads();
    if (threadIdx.x < kWarps) {
        constexpr unsigned kMask = (1u << kWarps) - 1u;
        float w = warp_sums[threadIdx.x];
#pragma unroll
        for (int offset = kWarps / 2; offset > 0; offset >>= 1)
            w += __shfl_down_sync(kMask, w, offset);
        if (threadIdx.x == 0) temp_storage[rank] = w;
    }
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=WARP)

CUB = '#include <cub/cub.cuh>\n'
case('r12_cub_block_reduce_pass', 'reduction', 'pass',
     'cub::BlockReduce<float, TPB> with its TempStorage in __shared__, used once; the aggregate is valid in thread 0, which stores temp_storage[rank]; cluster.sync(); rank 0 thread 0 adds. Correct (CUB BlockReduce docs).',
     r'''
    using BlockReduce = cub::BlockReduce<float, TPB>;
    __shared__ typename BlockReduce::TempStorage temp;
    cg::cluster_group cluster = cg::this_cluster();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float aggregate = BlockReduce(temp).Sum(gid < size ? input[gid] : 0.0f);
    if (threadIdx.x == 0) temp_storage[cluster.block_rank()] = aggregate;
    cluster.sync();
    if (cluster.block_rank() == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=CUB)

case('r13_cub_aggregate_from_elected_lane', 'reduction', 'fail 1',
     'cub::BlockReduce aggregate, defined only in thread 0 (CUB docs), is published by `warp == 0 && elect_one_sync()`: elect.sync picks an unspecified lane of warp 0 (PTX elect.sync), so temp_storage[rank] gets another lane\'s partial (on a GPU a warp-level partial; the value is not defined by CUB). Wrong sum: exit 1.',
     r'''
    using BlockReduce = cub::BlockReduce<float, TPB>;
    __shared__ typename BlockReduce::TempStorage temp;
    const unsigned int rank = block_rank_in_cluster();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float aggregate = BlockReduce(temp).Sum(gid < size ? input[gid] : 0.0f);
    if (threadIdx.x / WARP_SIZE == 0 && elect_one_sync())
        temp_storage[rank] = aggregate;  // CAUSE
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=CUB, cause=WRONG)

case('r14_dsmem_atomic_accumulator_pass', 'reduction', 'pass',
     'Rank 0 thread 0 zeroes a __shared__ accumulator; cluster.sync() (orders the zeroing before every peer access, and all peers have started); each block\'s thread 0 atomicAdds its block sum into rank 0\'s accumulator through map_shared_rank (atomics on one location: morally strong, PTX); cluster.sync(); rank 0 thread 0 stores output[0] from its own accumulator; rank 0 exits after, peers\' DSMEM atomics complete before the second barrier. Integer sums exact in any order. Correct.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    __shared__ float cluster_acc;
    if (rank == 0 && threadIdx.x == 0) cluster_acc = 0.0f;
    cluster.sync();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = block_reduce_sum<TPB>(gid < size ? input[gid] : 0.0f);
    if (threadIdx.x == 0) atomicAdd(cluster.map_shared_rank(&cluster_acc, 0), s);
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0) output[0] = cluster_acc;''', pre=BLOCKSUM)

case('r15_dsmem_accumulator_zeroed_without_sync', 'reduction', 'fail 1',
     'As r14 but the first cluster.sync() is dropped ("the block reduction takes long enough"): rank 0 thread 0\'s plain store cluster_acc = 0 is unordered with the peers\' atomicAdd on it through map_shared_rank (a plain store and an atomic of other threads with no barrier: PTX data race), and the peers touch rank 0\'s shared memory before any cluster barrier (PG Distributed Shared Memory). Exit 1.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    __shared__ float cluster_acc;
    if (rank == 0 && threadIdx.x == 0) cluster_acc = 0.0f;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = block_reduce_sum<TPB>(gid < size ? input[gid] : 0.0f);
    if (threadIdx.x == 0) atomicAdd(cluster.map_shared_rank(&cluster_acc, 0), s);  // CAUSE
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0) output[0] = cluster_acc;''', pre=BLOCKSUM, cause=RACE)

# ================================================================= coordination
case('c01_template_block_sum_pass', 'coordination', 'pass',
     'x = input[gid] * (rank + 1); block_reduce_sum<TPB>(x) (valid in thread 0); thread 0 stores output[rank]; a cluster.sync() at the end for symmetry with the puzzle. Any summation order is within the SPEC tolerance. One writer per output. Correct.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float scale = static_cast<float>(rank + 1);
    const float s = block_reduce_sum<TPB>(gid < size ? input[gid] * scale : 0.0f);
    if (threadIdx.x == 0) output[rank] = s;
    cluster.sync();''', pre=BLOCKSUM)

case('c02_float2_half_block_pass', 'coordination', 'pass',
     'Vectorized: the block\'s slice input + blockIdx.x*TPB (a multiple of 256 floats from a cudaMalloc pointer: 8-byte aligned, PG Device Memory / Size and Alignment) viewed as TPB/2 float2; a block-stride loop over them (threads 128..255 get none and add 0); shuffle-xor warp sums, lane 0 stores warp_sums, __syncthreads, warp 0 folds, thread 0 stores output[rank]. Each element once. Correct.',
     r'''
    const unsigned int rank = block_rank_in_cluster();
    constexpr int kWarps = TPB / WARP_SIZE;
    __shared__ float warp_sums[kWarps];
    const float scale = static_cast<float>(rank + 1);
    const float2 *__restrict__ slice = reinterpret_cast<const float2 *>(input + blockIdx.x * TPB);
    float acc = 0.0f;
    for (int i = threadIdx.x; i < TPB / 2; i += blockDim.x) {
        const float2 p = slice[i];
        acc += (p.x + p.y) * scale;
    }
    acc = warp_reduce_sum(acc);
    if ((threadIdx.x & 31) == 0) warp_sums[threadIdx.x >> 5] = acc;
    __syncthreads();
    if (threadIdx.x < WARP_SIZE) {
        float w = threadIdx.x < kWarps ? warp_sums[threadIdx.x] : 0.0f;
        w = warp_reduce_sum(w);
        if (threadIdx.x == 0) output[rank] = w;
    }''', pre=WARP)

case('c03_float2_at_element_index', 'coordination', 'fail 5',
     'Vectorized "two elements per thread" but the pointer is input + gid (element index) cast to float2*: for odd gid the address is 4 mod 8, a misaligned 8-byte access (PG Size and Alignment Requirement: a misaligned-address error; project convention exit 5). (It would also double count.)',
     r'''
    const unsigned int rank = block_rank_in_cluster();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float scale = static_cast<float>(rank + 1);
    float acc = 0.0f;
    if (threadIdx.x < TPB / 2) {
        const float2 p = *reinterpret_cast<const float2 *>(input + gid);  // CAUSE
        acc = (p.x + p.y) * scale;
    }
    acc = block_reduce_sum<TPB>(acc);
    if (threadIdx.x == 0) output[rank] = acc;''', pre=BLOCKSUM, cause=MISAL)

case('c04_warp_sums_sized_by_cluster', 'coordination', 'fail 5',
     'The per-warp partial buffer is declared `__shared__ float partial[CLUSTER_SIZE]` (the wrong constant: 4 slots) and indexed by warp 0..7: lane 0 of warps 4..7 stores past its end (project convention: an access outside a __shared__ variable is exit 5).',
     r'''
    const unsigned int rank = block_rank_in_cluster();
    __shared__ float partial[CLUSTER_SIZE];
    const int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = warp_reduce_sum(input[gid] * (float)(rank + 1));
    if (lane == 0) partial[warp] = v;  // CAUSE
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += partial[w];
        output[rank] = s;
    }''', pre=WARP, cause=OOB)

case('c05_shfl_down_two_level_pass', 'coordination', 'pass',
     '__shfl_down_sync tree with the full mask executed by all 32 lanes of every warp (lane 0 gets the sum; higher lanes read past 31 get their own value: PTX shfl.down clamps), lane 0 stores warp_sums, __syncthreads, the whole warp 0 runs the second tree with lanes >= 8 contributing 0, thread 0 stores output[rank]. Correct.',
     r'''
    const unsigned int rank = block_rank_in_cluster();
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = gid < size ? input[gid] * (float)(rank + 1) : 0.0f;
#pragma unroll
    for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
    if (lane == 0) warp_sums[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = lane < TPB / WARP_SIZE ? warp_sums[lane] : 0.0f;
#pragma unroll
        for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
        if (lane == 0) output[rank] = v;
    }''')

case('c06_tail_guard_return_pass', 'coordination', 'pass',
     'Production tail guard `if (gid >= size) return;` before the block reduction (never taken: 4 x 256 = SIZE), shared-memory tree reduction with __syncthreads, split cluster barrier arrive / wait as in the puzzle. Correct.',
     r'''
    __shared__ float smem[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    if (gid >= size) return;  // tail block guard
    smem[threadIdx.x] = input[gid] * (float)(rank + 1);
    __syncthreads();
#pragma unroll
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) smem[threadIdx.x] += smem[threadIdx.x + s];
        __syncthreads();
    }
    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = smem[0];
    cluster_wait();''')

case('c07_cg_reduce_skip_zeros_tile', 'coordination', 'fail 4',
     '"Skip zero inputs" optimisation: `if (x != 0.0f) { s = cg::reduce(tile32, x, plus); ... }`. input (i % 10) * 0.1 is zero for every tenth element, so some lanes of a full 32-thread tile skip a collective that is a full-tile shuffle (PG Cooperative Groups: every thread of the group must take part; PTX shfl.sync waits for all non-exited lanes of the mask). The skipping lanes wait at __syncthreads(): a hang, exit 4.',
     r'''
    cg::thread_block block = cg::this_thread_block();
    auto tile = cg::tiled_partition<32>(block);
    __shared__ float warp_sums[TPB / 32];
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x < TPB / 32) warp_sums[threadIdx.x] = 0.0f;
    block.sync();
    const float x = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    if (x != 0.0f) {
        const float s = cg::reduce(tile, x, cg::plus<float>());  // CAUSE
        if (tile.thread_rank() == 0) warp_sums[tile.meta_group_rank()] = s;
    }
    block.sync();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; ++w) t += warp_sums[w];
        output[rank] = t;
    }''', cause=HANG)

case('c08_coalesced_skip_zeros_pass', 'coordination', 'pass',
     'The same optimisation done right: inside `if (x != 0.0f)`, cg::coalesced_threads() is the set of lanes that took the branch together; cg::reduce over it and its rank-0 lane atomicAdds the subgroup sum into a __shared__ accumulator zeroed by thread 0 before a __syncthreads (atomics on one shared location: fine; order free within tolerance). __syncthreads, thread 0 stores output[rank]. Correct.',
     r'''
    __shared__ float block_acc;
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0) block_acc = 0.0f;
    __syncthreads();
    const float x = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    if (x != 0.0f) {
        cg::coalesced_group active = cg::coalesced_threads();
        const float s = cg::reduce(active, x, cg::plus<float>());
        if (active.thread_rank() == 0) atomicAdd(&block_acc, s);
    }
    __syncthreads();
    if (threadIdx.x == 0) output[rank] = block_acc;''')

ATOMIC = '#include <cuda/atomic>\n'
case('c09_atomic_ref_block_scope_shared_pass', 'coordination', 'pass',
     'Block total in a __shared__ float zeroed by thread 0 before __syncthreads; each warp\'s lane 0 adds its shuffle sum through cuda::atomic_ref<float, cuda::thread_scope_block> (block scope is enough: every accessor is in this block; libcu++); __syncthreads; thread 0 loads it and stores output[rank]. Correct.',
     r'''
    __shared__ float block_total;
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0) block_total = 0.0f;
    __syncthreads();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float v = warp_reduce_sum(input[gid] * (float)(rank + 1));
    if ((threadIdx.x % WARP_SIZE) == 0) {
        cuda::atomic_ref<float, cuda::thread_scope_block> total(block_total);
        total.fetch_add(v, cuda::memory_order_relaxed);
    }
    __syncthreads();
    if (threadIdx.x == 0) output[rank] = block_total;''', pre=ATOMIC + WARP)

case('c10_atomic_ref_accumulator_never_zeroed', 'coordination', 'fail 1',
     'As c09 without the zeroing ("shared memory starts at zero"): __shared__ contents are undefined at block start (PG Variable Memory Space Specifiers), so the fetch_adds start from garbage and output[rank] is wrong. Exit 1.',
     r'''
    __shared__ float block_total;
    const unsigned int rank = block_rank_in_cluster();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float v = warp_reduce_sum(input[gid] * (float)(rank + 1));
    if ((threadIdx.x % WARP_SIZE) == 0) {
        cuda::atomic_ref<float, cuda::thread_scope_block> total(block_total);
        total.fetch_add(v, cuda::memory_order_relaxed);  // CAUSE
    }
    __syncthreads();
    if (threadIdx.x == 0) output[rank] = block_total;''', pre=ATOMIC + WARP, cause=r'uninit|undefined|no defined value|never (written|stored)|not written|❌|indeterminate')

case('c11_butterfly_every_lane_stores', 'coordination', 'fail 1',
     'After the xor butterfly every lane holds the warp sum, so the engineer lets every lane store it: `warp_sums[warp] = v;` by 32 lanes at once. Same value, but 32 unordered plain stores to one location (PTX data race; project convention: several writers of one location are a race even with the same value). Exit 1.',
     r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float v = warp_reduce_sum(input[gid] * (float)(rank + 1));
    warp_sums[threadIdx.x / WARP_SIZE] = v;  // CAUSE
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
#pragma unroll
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += warp_sums[w];
        output[rank] = s;
    }''', pre=WARP, cause=RACE)

case('c12_restrict_ldg_config_pass', 'coordination', 'pass',
     'constexpr config struct with static_asserts, __restrict__ parameters (output and input never alias: separate cudaMalloc buffers), __ldg loads, warp shuffle sums into shared, __syncthreads, thread 0 folds and stores output[rank]; cluster_arrive / cluster_wait around it. Correct.',
     r'''
    const unsigned int rank = block_rank_in_cluster();
    __shared__ float warp_sums[CoordCfg::kWarps];
    const int gid = blockIdx.x * CoordCfg::kThreads + threadIdx.x;
    float v = gid < size ? __ldg(input + gid) : 0.0f;
    v = warp_reduce_sum(v * static_cast<float>(rank + 1));
    if (threadIdx.x % WARP_SIZE == 0) warp_sums[threadIdx.x / WARP_SIZE] = v;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
#pragma unroll
        for (int w = 0; w < CoordCfg::kWarps; ++w) s += warp_sums[w];
        output[rank] = s;
    }
    cluster_wait();''', pre=WARP + r'''
struct CoordCfg {
    static constexpr int kThreads = TPB;
    static constexpr int kWarps = kThreads / WARP_SIZE;
};
static_assert(CoordCfg::kThreads % WARP_SIZE == 0, "whole warps");
static_assert(CoordCfg::kWarps <= WARP_SIZE, "one warp folds the warp sums");''',
     sig='__global__ void __launch_bounds__(TPB) cluster_coordination_basics(float *__restrict__ output, const float *__restrict__ input, int size)')

case('c13_block_sum_helper_called_twice', 'coordination', 'fail 1',
     'block_reduce_sum<TPB> is called twice back to back (the scaled sum, then the count of non-zero inputs for a debug check). Both calls use the same function-scope __shared__ warp_partials; the second call\'s lane-0 stores (threads 32, 64, ...) are not ordered after the first call\'s reads by threads 0..7 (no barrier after the read inside the helper): a write-after-read race (PTX data race). Exit 1.',
     r'''
    const unsigned int rank = block_rank_in_cluster();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float x = input[gid];
    const float total = block_reduce_sum<TPB>(x * (float)(rank + 1));
    const float nonzero = block_reduce_sum<TPB>(x != 0.0f ? 1.0f : 0.0f);
    if (threadIdx.x == 0) {
        if (nonzero > (float)TPB) printf("block %u: bad count %f\n", rank, nonzero);
        output[rank] = total;
    }''', pre=BLOCKSUM.replace('    if (lane == 0) warp_partials[warp] = v;', '    if (lane == 0) warp_partials[warp] = v;  // CAUSE'), cause=RACE)

case('c14_tree_template_wrong_config', 'coordination', 'fail 1',
     'A shared-memory tree template `tree_reduce<BLOCK>(smem)` is instantiated with Cfg::kThreads = 128 (the config struct says 128, the launch is 256): the tree starts at stride 64 and folds only smem[0..127]; smem[128..255] are never added. No race, no out-of-bounds: output[rank] misses half its terms. Exit 1.',
     r'''
    __shared__ float smem[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    smem[threadIdx.x] = input[gid] * (float)(rank + 1);
    __syncthreads();
    const float s = tree_reduce<Cfg::kThreads>(smem);
    if (threadIdx.x == 0) output[rank] = s;''', pre=r'''
struct Cfg {
    static constexpr int kThreads = 128;  // tuned for a 128-thread launch
};

template <int BLOCK>
__device__ float tree_reduce(float *smem)
{
#pragma unroll
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) smem[threadIdx.x] += smem[threadIdx.x + s];
        __syncthreads();
    }
    return smem[0];
}''', cause=WRONG)

case('c15_shfl_width16_half_warps_pass', 'coordination', 'pass',
     '__shfl_down_sync(full mask, v, off, 16) with width 16: each 16-lane segment reduces independently (PG Warp Shuffle Functions: width), lanes 0 and 16 hold their half-warp sums; each atomicAdds into warp_sums[warp], zeroed by threads 0..7 before a __syncthreads. __syncthreads, thread 0 folds, stores output[rank]. Correct.',
     r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x < TPB / WARP_SIZE) warp_sums[threadIdx.x] = 0.0f;
    __syncthreads();
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    constexpr int kSeg = 16;
#pragma unroll
    for (int off = kSeg / 2; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off, kSeg);
    if ((threadIdx.x % kSeg) == 0) atomicAdd(&warp_sums[threadIdx.x / WARP_SIZE], v);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += warp_sums[w];
        output[rank] = s;
    }''')

# ================================================================= advanced
ADV_LOAD = r'''
    const unsigned int rank = block_rank_in_cluster();
    const int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
'''
case('a01_tile_reduce_leader_pass', 'advanced', 'pass',
     'Warp level via cg::reduce over a full thread_block_tile<32>, the tile leader (thread_rank 0) stores warp_sums[meta_group_rank]; block.sync(); thread 0 sums the 8 warp sums into output[rank]; cluster arrive/wait around the block step. Any order within tolerance (SPEC). Correct.',
     r'''
    cg::thread_block block = cg::this_thread_block();
    const auto tile = cg::tiled_partition<WARP_SIZE>(block);
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const float x = input[blockIdx.x * blockDim.x + block.thread_rank()] * (float)(rank + 1);
    const float s = cg::reduce(tile, x, cg::plus<float>());
    if (tile.thread_rank() == 0) warp_sums[tile.meta_group_rank()] = s;
    block.sync();
    cluster_arrive();
    if (block.thread_rank() == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('a02_invoke_one_pass', 'advanced', 'pass',
     'Scaled values in __shared__ data[TPB], __syncthreads; per tile, cg::invoke_one(tile, lambda) runs the lambda in exactly one (unspecified) lane of the full tile, which sums the warp\'s 32 values indexed by meta_group_rank (not by lane) into warp_sums; __syncthreads; thread 0 folds into output[rank]; cluster.sync(). Correct whichever lane runs it.',
     r'''
    __shared__ float data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    cg::thread_block block = cg::this_thread_block();
    const auto tile = cg::tiled_partition<WARP_SIZE>(block);
    const unsigned int rank = block_rank_in_cluster();
    data[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    block.sync();
    const int w = tile.meta_group_rank();
    cg::invoke_one(tile, [&] {
        float s = 0.0f;
#pragma unroll 8
        for (int i = 0; i < WARP_SIZE; ++i) s += data[w * WARP_SIZE + i];
        warp_sums[w] = s;
    });
    block.sync();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += warp_sums[i];
        output[rank] = t;
    }
    cg::this_cluster().sync();''')

case('a03_elect_behind_data_predicate', 'advanced', 'fail 4',
     '`if (v != 0.0f && elect_one_sync())` to "skip empty warps": input (i % 50) * 0.02 is 0 at i % 50 == 0, so in the warps holding such an element that lane short-circuits past elect.sync, whose full mask names it; elect.sync waits for every thread of membermask (PTX elect.sync; kernels.h: every lane must call it) while that lane waits at __syncthreads: a hang, exit 4.',
     ADV_LOAD + r'''
    __shared__ float data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const float v = input[gid] * (float)(rank + 1);
    data[threadIdx.x] = v;
    if (lane < TPB / WARP_SIZE) warp_sums[lane] = 0.0f;
    __syncthreads();
    if (v != 0.0f && elect_one_sync()) {  // CAUSE
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += data[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += warp_sums[i];
        output[rank] = t;
    }
    cluster_wait();''', cause=HANG)

case('a04_cluster_arrive_as_block_barrier', 'advanced', 'fail 1',
     'The elected lanes store warp_sums[warp], then the block calls cluster_arrive() and thread 0 immediately reads the 8 warp sums (the engineer took arrive for a barrier). barrier.cluster.arrive does not wait (PTX: only the wait acquires), and no __syncthreads orders the stores before thread 0\'s reads: a data race (PTX), exit 1.',
     ADV_LOAD + r'''
    __shared__ float data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    data[threadIdx.x] = input[gid] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += data[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += warp_sums[i];  // CAUSE
        output[rank] = t;
    }
    cluster_wait();''', cause=RACE)

case('a05_cluster_sync_as_block_barrier_pass', 'advanced', 'pass',
     'Same shape as a04 but the block step follows a full cluster.sync(): every thread of the cluster (this block included) arrives (release) and waits (acquire) (PTX barrier.cluster), so the elected lanes\' warp_sums stores are ordered before thread 0\'s reads; a second cluster.sync() at the end. Correct.',
     ADV_LOAD + r'''
    __shared__ float data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    data[threadIdx.x] = input[gid] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += data[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }
    cg::this_cluster().sync();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += warp_sums[i];
        output[rank] = t;
    }
    cg::this_cluster().sync();''')

case('a06_aligned_shared_float4_pass', 'advanced', 'pass',
     'data is declared `__shared__ __align__(16) float data[TPB]`; the elected lane of each warp sums its warp\'s 32 values as 8 float4 loads from &data[warp * 32] (128-byte offsets: 16-byte aligned, PG Size and Alignment Requirement). __syncthreads before and after; thread 0 folds; arrive/wait. Correct.',
     ADV_LOAD + r'''
    __shared__ __align__(16) float data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    data[threadIdx.x] = input[gid] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        const float4 *v4 = reinterpret_cast<const float4 *>(&data[warp * WARP_SIZE]);
        float s = 0.0f;
#pragma unroll
        for (int i = 0; i < WARP_SIZE / 4; ++i) {
            const float4 q = v4[i];
            s += (q.x + q.y) + (q.z + q.w);
        }
        warp_sums[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += warp_sums[i];
        output[rank] = t;
    }
    cluster_wait();''')

case('a07_elected_global_float4_ldg_pass', 'advanced', 'pass',
     'The elected lane reads its warp\'s 32 inputs straight from global as 8 __ldg float4 loads at input + blockIdx.x*256 + warp*32 (a 128-byte multiple from a cudaMalloc pointer: aligned), scales by rank + 1, stores warp_sums[warp]; __syncthreads; thread 0 folds into output[rank]; arrive/wait. Correct.',
     ADV_LOAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const float scale = (float)(rank + 1);
    if (elect_one_sync()) {
        const float4 *__restrict__ src =
            reinterpret_cast<const float4 *>(input + blockIdx.x * blockDim.x + warp * WARP_SIZE);
        float s = 0.0f;
#pragma unroll
        for (int i = 0; i < WARP_SIZE / 4; ++i) {
            const float4 q = __ldg(src + i);
            s += (q.x + q.y + q.z + q.w) * scale;
        }
        warp_sums[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += warp_sums[i];
        output[rank] = t;
    }
    cluster_wait();''')

case('a08_config_struct_static_assert_pass', 'advanced', 'pass',
     'constexpr AdvCfg { kThreads = TPB, kWarps = kThreads / WARP_SIZE } with static_asserts; warp shuffle (xor butterfly) in every lane, one elected lane per warp stores warp_sums[warp] (every lane holds the same sum, so whichever lane is elected stores the right value); __syncthreads; thread 0 folds; arrive/wait. Correct.',
     ADV_LOAD + r'''
    __shared__ float warp_sums[AdvCfg::kWarps];
    float v = gid < size ? input[gid] * (float)(rank + 1) : 0.0f;
    v = warp_reduce_sum(v);
    if (elect_one_sync()) warp_sums[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
#pragma unroll
        for (int i = 0; i < AdvCfg::kWarps; ++i) t += warp_sums[i];
        output[rank] = t;
    }
    cluster_wait();''', pre=WARP + r'''
struct AdvCfg {
    static constexpr int kThreads = TPB;
    static constexpr int kWarps = kThreads / WARP_SIZE;
};
static_assert(AdvCfg::kWarps * WARP_SIZE == TPB, "block must be whole warps");''')

case('a09_last_warp_ticket_fenced_pass', 'advanced', 'pass',
     'Intra-block "last warp done" pattern: thread 0 zeroes a __shared__ ticket and the elected lanes store warp_sums[warp], then each elected lane __threadfence_block() (release pattern, cta scope: PTX) and atomicAdd(&ticket, 1); the lane that gets 7 fences again (acquire pattern) and folds the 8 warp sums into output[rank]. Every other warp sum is ordered before its read by fence-atomic-atomic-fence synchronization (PTX causality). One writer. Arrive/wait for the cluster. Correct.',
     ADV_LOAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    __shared__ unsigned int warps_done;
    if (threadIdx.x == 0) warps_done = 0;
    __syncthreads();
    const float v = warp_reduce_sum(input[gid] * (float)(rank + 1));
    cluster_arrive();
    if (elect_one_sync()) {
        warp_sums[warp] = v;
        __threadfence_block();
        const unsigned int ticket = atomicAdd(&warps_done, 1u);
        if (ticket == TPB / WARP_SIZE - 1) {
            __threadfence_block();
            float t = 0.0f;
            for (int i = 0; i < TPB / WARP_SIZE; ++i) t += warp_sums[i];
            output[rank] = t;
        }
    }
    cluster_wait();''', pre=WARP)

case('a10_last_warp_ticket_no_release', 'advanced', 'fail 1',
     'As a09 but without the fence between the warp_sums store and the ticket atomicAdd (only the one after): atomicAdd is relaxed (PTX atom without .sem), so it does not release the preceding weak store; the last warp\'s reads of the other warps\' warp_sums are not ordered after their stores: a data race (PTX; PG Memory Fence Functions). Exit 1.',
     ADV_LOAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    __shared__ unsigned int warps_done;
    if (threadIdx.x == 0) warps_done = 0;
    __syncthreads();
    const float v = warp_reduce_sum(input[gid] * (float)(rank + 1));
    cluster_arrive();
    if (elect_one_sync()) {
        warp_sums[warp] = v;
        const unsigned int ticket = atomicAdd(&warps_done, 1u);
        if (ticket == TPB / WARP_SIZE - 1) {
            __threadfence_block();
            float t = 0.0f;
            for (int i = 0; i < TPB / WARP_SIZE; ++i) t += warp_sums[i];  // CAUSE
            output[rank] = t;
        }
    }
    cluster_wait();''', pre=WARP, cause=RACE)

case('a11_wavefront64_config', 'advanced', 'fail 1',
     'Config struct ported from HIP: kWavefront = 64, kWarps = TPB / kWavefront = 4. Warp sums are correct (warp_sums sized TPB / WARP_SIZE), but thread 0 folds only kWarps = 4 of the 8 warp sums: output[rank] misses half its terms. Exit 1 (wrong numbers, no race).',
     ADV_LOAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const float v = warp_reduce_sum(input[gid] * (float)(rank + 1));
    if (elect_one_sync()) warp_sums[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
#pragma unroll
        for (int i = 0; i < PortCfg::kWarps; ++i) t += warp_sums[i];
        output[rank] = t;
    }
    cluster_wait();''', pre=WARP + r'''
struct PortCfg {  // from the HIP version of this kernel
    static constexpr int kWavefront = 64;
    static constexpr int kWarps = TPB / kWavefront;
};''', cause=WRONG)

case('a12_grid_stride_from_threadidx', 'advanced', 'fail 1',
     'Loads through a grid-stride loop that starts at threadIdx.x instead of the global index: `for (i = threadIdx.x; i < size; i += blockDim.x * gridDim.x)`; every block sums block 0\'s 256 inputs (times its own scale), so outputs 1..3 are wrong (e.g. 2 x 114.0 in place of 231.2). Exit 1.',
     r'''
    const unsigned int rank = block_rank_in_cluster();
    const int warp = threadIdx.x / WARP_SIZE;
    __shared__ float warp_sums[TPB / WARP_SIZE];
    float acc = 0.0f;
    for (int i = threadIdx.x; i < size; i += blockDim.x * gridDim.x)
        acc += input[i];
    acc = warp_reduce_sum(acc * (float)(rank + 1));
    if (elect_one_sync()) warp_sums[warp] = acc;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += warp_sums[i];
        output[rank] = t;
    }
    cluster_wait();''', pre=WARP, cause=WRONG)

case('a13_half_warp_plain_accumulate', 'advanced', 'fail 1',
     'Width-16 shuffle trees; the two half-warp leaders (lanes 0 and 16) each do `warp_sums[warp] += v` on a zeroed slot: two unordered plain read-modify-writes of one location (PTX data race; a lost update). Exit 1.',
     r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x < TPB / WARP_SIZE) warp_sums[threadIdx.x] = 0.0f;
    __syncthreads();
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
#pragma unroll
    for (int off = 8; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off, 16);
    if ((threadIdx.x & 15) == 0) warp_sums[threadIdx.x / WARP_SIZE] += v;  // CAUSE
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += warp_sums[i];
        output[rank] = t;
    }
    cluster_wait();''', cause=RACE)

case('a14_tile16_two_level_pass', 'advanced', 'pass',
     'tiled_partition<16>: cg::reduce per 16-thread tile, leaders store tile_sums[meta_group_rank] (16 slots); block.sync(); warp 0 (a full tiled_partition<32> tile, the other warps skip as whole tiles) reduces lanes < 16 of tile_sums with cg::reduce; lane 0 stores output[rank]; cluster.sync(). Correct.',
     r'''
    cg::thread_block block = cg::this_thread_block();
    const auto t16 = cg::tiled_partition<16>(block);
    const auto t32 = cg::tiled_partition<32>(block);
    constexpr int kTiles = TPB / 16;
    __shared__ float tile_sums[kTiles];
    const unsigned int rank = cg::this_cluster().block_rank();
    const float x = input[blockIdx.x * blockDim.x + block.thread_rank()] * (float)(rank + 1);
    const float s = cg::reduce(t16, x, cg::plus<float>());
    if (t16.thread_rank() == 0) tile_sums[t16.meta_group_rank()] = s;
    block.sync();
    if (t32.meta_group_rank() == 0) {
        const float w = t32.thread_rank() < kTiles ? tile_sums[t32.thread_rank()] : 0.0f;
        const float total = cg::reduce(t32, w, cg::plus<float>());
        if (t32.thread_rank() == 0) output[rank] = total;
    }
    cg::this_cluster().sync();''')

case('a15_syncthreads_count_guard_pass', 'advanced', 'pass',
     'Warp shuffle sums, elected lanes store warp_sums; the block barrier is `__syncthreads_count(v != 0.0f)` (a __syncthreads that also counts: same barrier and memory ordering, PG Synchronization Functions), whose count thread 0 uses only for a sanity printf; thread 0 folds the 8 warp sums into output[rank]; arrive/wait. Correct.',
     ADV_LOAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const float x = input[gid] * (float)(rank + 1);
    const float v = warp_reduce_sum(x);
    if (elect_one_sync()) warp_sums[warp] = v;
    const int nonzero = __syncthreads_count(x != 0.0f);
    cluster_arrive();
    if (threadIdx.x == 0) {
        if (nonzero == 0) printf("block %u: all-zero input\n", rank);
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += warp_sums[i];
        output[rank] = t;
    }
    cluster_wait();''', pre=WARP)

# ================================================================= last-block
LB_SUM = r'''
    const float part = block_reduce_sum<TPB>(gid < size ? input[gid] : 0.0f);
'''
LB_FINAL = r'''
        // the last block folds the partials: block-stride loop, then one block sum
        float acc = 0.0f;
        for (unsigned int b = threadIdx.x; b < gridDim.x; b += blockDim.x) acc += partials[b];
        acc = block_reduce_sum<TPB>(acc);
'''
case('l01_threadfence_reduction_sample_pass', 'last-block', 'pass',
     'The CUDA samples\' threadFenceReduction shape: block_reduce_sum<TPB>, thread 0 stores partials[blockIdx.x], __threadfence() (release: PG Memory Fence Functions), ticket = atomicInc(counter, gridDim.x) (never wraps: old <= 255 < 256), `__shared__ bool amLast = (ticket == gridDim.x - 1)`, __syncthreads; the last block folds the partials (block-stride loop + block_reduce_sum; the helper\'s reuse is separated from the first call by the __syncthreads), thread 0 stores output[0] and resets *counter = 0 (every other block took its ticket before). Exact integer sums. Second launch starts from 0. Correct.',
     r'''
    __shared__ bool amLast;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = part;
        __threadfence();
        const unsigned int ticket = atomicInc(counter, gridDim.x);
        amLast = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    if (amLast) {''' + LB_FINAL + r'''
        if (threadIdx.x == 0) {
            output[0] = acc;
            *counter = 0;
        }
    }''', pre=BLOCKSUM)

case('l02_atomicinc_wraps_itself_pass', 'last-block', 'pass',
     'ticket = atomicInc(counter, gridDim.x - 1): atomicInc stores ((old >= val) ? 0 : old + 1) (PG Atomic Functions), so the last ticket (old = 255 = val) stores 0 itself and no reset store is needed; __threadfence() before it publishes the partial. The last block folds and thread 0 stores output[0]. Counter ends at 0 for the second launch. Correct.',
     r'''
    __shared__ bool amLast;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = part;
        __threadfence();
        amLast = atomicInc(counter, gridDim.x - 1) == gridDim.x - 1;  // wraps to 0
    }
    __syncthreads();
    if (amLast) {''' + LB_FINAL + r'''
        if (threadIdx.x == 0) output[0] = acc;
    }''', pre=BLOCKSUM)

case('l03_fence_after_ticket', 'last-block', 'fail 1',
     'thread 0 stores partials[blockIdx.x], takes the ticket with atomicAdd, and only then __threadfence() ("make it visible before the last block reads"): the fence is after the atomic, so the store is not released by it (PTX release pattern is fence then strong write; PG Memory Fence Functions puts it before the ticket). The last block\'s reads of other partials race with their stores. Exit 1.',
     r'''
    __shared__ bool amLast;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = part;
        const unsigned int ticket = atomicAdd(counter, 1u);
        __threadfence();
        amLast = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    if (amLast) {
        float acc = 0.0f;
        for (unsigned int b = threadIdx.x; b < gridDim.x; b += blockDim.x) acc += partials[b];  // CAUSE
        acc = block_reduce_sum<TPB>(acc);
        if (threadIdx.x == 0) {
            output[0] = acc;
            *counter = 0;
        }
    }''', pre=BLOCKSUM, cause=RACE + '|fence')

case('l04_atomic_ref_block_scope_ticket', 'last-block', 'fail 1',
     'Ticket taken through cuda::atomic_ref<unsigned, cuda::thread_scope_block>(*counter).fetch_add(1, acq_rel) by thread 0 of every block: block scope is atomic only among threads of one block (libcu++; PTX atom.cta), and the 256 blocks\' RMWs of the counter are not morally strong with each other (PTX: scopes must include each other): a data race on the counter (tickets may repeat). Exit 1.',
     r'''
    __shared__ bool amLast;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = part;
        __threadfence();
        cuda::atomic_ref<unsigned int, cuda::thread_scope_block> tickets(*counter);
        const unsigned int ticket = tickets.fetch_add(1u, cuda::memory_order_acq_rel);  // CAUSE
        amLast = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    if (amLast) {''' + LB_FINAL + r'''
        if (threadIdx.x == 0) {
            output[0] = acc;
            cuda::atomic_ref<unsigned int, cuda::thread_scope_block>(*counter).store(0u, cuda::memory_order_relaxed);
        }
    }''', pre=ATOMIC + BLOCKSUM, cause=RACE + '|scope')

case('l05_atomic_ref_device_acq_rel_pass', 'last-block', 'pass',
     'cuda::atomic_ref<unsigned, cuda::thread_scope_device>(*counter).fetch_add(1, memory_order_acq_rel) by thread 0, which itself stored partials[blockIdx.x]: the acq_rel RMW releases that store and acquires every earlier ticket holder\'s (release sequence of RMWs, PTX), so no __threadfence is needed; __syncthreads carries it to the last block\'s threads. Reset by a device-scope relaxed store after every ticket. Correct.',
     r'''
    __shared__ bool amLast;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = part;
        cuda::atomic_ref<unsigned int, cuda::thread_scope_device> tickets(*counter);
        amLast = tickets.fetch_add(1u, cuda::memory_order_acq_rel) == gridDim.x - 1;
    }
    __syncthreads();
    if (amLast) {''' + LB_FINAL + r'''
        if (threadIdx.x == 0) {
            output[0] = acc;
            cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*counter).store(0u, cuda::memory_order_relaxed);
        }
    }''', pre=ATOMIC + BLOCKSUM)

case('l06_defensive_reset_at_start', 'last-block', 'fail 1',
     '"Defensive" reset at kernel entry: `if (blockIdx.x == 0 && threadIdx.x == 0) *counter = 0;` (plus the usual reset by the last block). Block 0\'s plain store is unordered with other blocks\' ticket atomicAdds, which may come before it (PG Thread Hierarchy: blocks run in any order): a plain store racing with atomics (PTX data race); tickets can be lost so no block is last. Exit 1.',
     r'''
    __shared__ bool amLast;
    if (blockIdx.x == 0 && threadIdx.x == 0) *counter = 0;  // CAUSE
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = part;
        __threadfence();
        amLast = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (amLast) {''' + LB_FINAL + r'''
        if (threadIdx.x == 0) {
            output[0] = acc;
            *counter = 0;
        }
    }''', pre=BLOCKSUM, cause=RACE + '|' + WRONG)

case('l07_float4_partials_fold_pass', 'last-block', 'pass',
     'The last block reads the partials as float4 (partials from cudaMalloc: 256-byte aligned, PG Device Memory), gridDim.x / 4 = 64 vectors over a block-stride loop guarded in vectors, plus a scalar tail for gridDim.x % 4 (empty); then a block sum. Fence before atomicAdd ticket, reset by the last block. Correct.',
     r'''
    __shared__ bool amLast;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = part;
        __threadfence();
        amLast = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (!amLast) return;
    const unsigned int n4 = gridDim.x / 4;
    const float4 *__restrict__ p4 = reinterpret_cast<const float4 *>(partials);
    float acc = 0.0f;
    for (unsigned int i = threadIdx.x; i < n4; i += blockDim.x) {
        const float4 q = p4[i];
        acc += (q.x + q.y) + (q.z + q.w);
    }
    for (unsigned int b = n4 * 4 + threadIdx.x; b < gridDim.x; b += blockDim.x) acc += partials[b];
    acc = block_reduce_sum<TPB>(acc);
    if (threadIdx.x == 0) {
        output[0] = acc;
        *counter = 0;
    }''', pre=BLOCKSUM)

case('l08_float4_partials_guard_in_elements', 'last-block', 'fail 5',
     'As l07 but the vector loop is guarded `i < gridDim.x` (elements) instead of `i < gridDim.x / 4`: threads 64..255 load float4 number 64..255, i.e. partials[256 .. 1023], past the 256-float buffer (project convention: an access outside a buffer is exit 5).',
     r'''
    __shared__ bool amLast;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = part;
        __threadfence();
        amLast = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (!amLast) return;
    const float4 *__restrict__ p4 = reinterpret_cast<const float4 *>(partials);
    float acc = 0.0f;
    for (unsigned int i = threadIdx.x; i < gridDim.x; i += blockDim.x * 4) {
        const float4 q = p4[i];  // CAUSE
        acc += (q.x + q.y) + (q.z + q.w);
    }
    acc = block_reduce_sum<TPB>(acc);
    if (threadIdx.x == 0) {
        output[0] = acc;
        *counter = 0;
    }''', pre=BLOCKSUM, cause=OOB)

case('l09_nanosleep_grid_barrier', 'last-block', 'fail 4',
     'Every block takes its ticket (fence first) and then spins `while (volatile load of *counter < gridDim.x) __nanosleep(ns); ns = min(2 * ns, 1024)` before block 0 folds: a grid-wide barrier without a cooperative launch. Blocks must be able to run in any order, in series (PG Thread Hierarchy); nothing guarantees the 256 blocks are resident at once, so the spinners can wait forever for blocks not yet scheduled. Exit 4.',
     r'''
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = part;
        __threadfence();
        atomicAdd(counter, 1u);
        unsigned int ns = 32;
        while (*(volatile unsigned int *)counter < gridDim.x) {  // CAUSE
            __nanosleep(ns);
            ns = ns < 1024 ? 2 * ns : 1024;
        }
        __threadfence();
    }
    __syncthreads();
    if (blockIdx.x != 0) return;''' + LB_FINAL.replace('        ', '    ') + r'''
    if (threadIdx.x == 0) {
        output[0] = acc;
        atomicExch(counter, 0u);
    }''', pre=BLOCKSUM, cause=r'deadlock|never|timeout|watchdog|spin|stuck|did not finish')

case('l10_cub_two_reductions_pass', 'last-block', 'pass',
     'cub::BlockReduce for the slice, fence + atomicAdd ticket by thread 0, __syncthreads (also the barrier CUB requires before TempStorage is reused), then the last block BlockReduces the partials with the same TempStorage; thread 0 (where the aggregate is valid) stores output[0] and resets the counter. Correct.',
     r'''
    using BlockReduce = cub::BlockReduce<float, TPB>;
    __shared__ typename BlockReduce::TempStorage temp;
    __shared__ bool amLast;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float part = BlockReduce(temp).Sum(gid < size ? input[gid] : 0.0f);
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = part;
        __threadfence();
        amLast = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (amLast) {
        float acc = 0.0f;
        for (unsigned int b = threadIdx.x; b < gridDim.x; b += blockDim.x) acc += partials[b];
        const float total = BlockReduce(temp).Sum(acc);
        if (threadIdx.x == 0) {
            output[0] = total;
            *counter = 0;
        }
    }''', pre=CUB)

case('l11_cub_sum_then_max_no_barrier', 'last-block', 'fail 1',
     'In the last block, BlockReduce(temp).Sum(acc) is followed at once by BlockReduce(temp).Reduce(acc, cub::Max()) for an overflow check, with the same TempStorage and no __syncthreads between: CUB requires a barrier before TempStorage is reused (CUB BlockReduce docs); the second call\'s stores race with the first call\'s reads (PTX data race). Exit 1.',
     r'''
    using BlockReduce = cub::BlockReduce<float, TPB>;
    __shared__ typename BlockReduce::TempStorage temp;
    __shared__ bool amLast;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float part = BlockReduce(temp).Sum(gid < size ? input[gid] : 0.0f);
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = part;
        __threadfence();
        amLast = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (amLast) {
        float acc = 0.0f;
        for (unsigned int b = threadIdx.x; b < gridDim.x; b += blockDim.x) acc += partials[b];
        const float total = BlockReduce(temp).Sum(acc);
        const float largest = BlockReduce(temp).Reduce(acc, cub::Max());  // CAUSE
        if (threadIdx.x == 0) {
            if (largest > 16777216.0f) printf("partial sum no longer exact: %f\n", largest);
            output[0] = total;
            *counter = 0;
        }
    }''', pre=CUB, cause=RACE)

case('l12_syncthreads_or_broadcast_pass', 'last-block', 'pass',
     'No __shared__ flag: thread 0 computes `last` from its ticket (fence before the atomicAdd) and the block learns it through `__syncthreads_or(last)`, which is a block barrier (ordering memory like __syncthreads, PG Synchronization Functions) returning non-zero in every thread. The last block folds and resets. Correct.',
     r'''
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    bool last = false;
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = part;
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    if (__syncthreads_or(last)) {''' + LB_FINAL + r'''
        if (threadIdx.x == 0) {
            output[0] = acc;
            *counter = 0;
        }
    }''', pre=BLOCKSUM)

case('l13_flag_broadcast_without_barrier', 'last-block', 'fail 1',
     'Thread 0 writes `__shared__ bool amLast` after its ticket, and the block branches on it with no __syncthreads in between (the engineer relied on the barrier inside the next block_reduce_sum, which comes after the branch): threads of other warps read amLast while thread 0 stores it (PTX data race), and may read partials before the acquire. Exit 1.',
     r'''
    __shared__ bool amLast;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = part;
        __threadfence();
        amLast = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    if (amLast) {  // CAUSE''' + LB_FINAL + r'''
        if (threadIdx.x == 0) {
            output[0] = acc;
            *counter = 0;
        }
    }''', pre=BLOCKSUM, cause=RACE)

case('l14_early_return_nonlast_pass', 'last-block', 'pass',
     'After the ticket broadcast (__syncthreads), non-last blocks `return` uniformly; the last block continues alone: its barriers inside block_reduce_sum involve only its own threads, all present. Thread 0 stores output[0] and resets the counter. Correct.',
     r'''
    __shared__ unsigned int ticket;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = part;
        __threadfence();
        ticket = atomicAdd(counter, 1u);
    }
    __syncthreads();
    if (ticket != gridDim.x - 1) return;  // not the last block: done''' + LB_FINAL.replace('        ', '    ') + r'''
    if (threadIdx.x == 0) {
        output[0] = acc;
        *counter = 0;
    }''', pre=BLOCKSUM)

case('l15_warp0_folds_partials_pass', 'last-block', 'pass',
     'In the last block only warp 0 works: each lane adds partials[lane + 32k] (k = 0..7) with #pragma unroll, a full-warp xor butterfly, lane 0 stores output[0] and resets the counter; warps 1..7 fall through to the end. No barrier after the split. Fence before the ticket. Correct.',
     r'''
    __shared__ bool amLast;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = part;
        __threadfence();
        amLast = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (amLast && threadIdx.x < WARP_SIZE) {
        float acc = 0.0f;
        for (unsigned int b = threadIdx.x; b < gridDim.x; b += WARP_SIZE) acc += __ldcg(partials + b);
        acc = warp_reduce_sum(acc);
        if (threadIdx.x == 0) {
            output[0] = acc;
            *counter = 0;
        }
    }''', pre=BLOCKSUM)

case('l16_atomic_ref_relaxed_ticket_no_fence', 'last-block', 'fail 1',
     'Device-scope cuda::atomic_ref ticket with memory_order_relaxed and no __threadfence(): a relaxed RMW releases nothing (PTX: no release pattern), so another block\'s store of its partial is not ordered before the last block\'s read of it: data race. Exit 1.',
     r'''
    __shared__ bool amLast;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = part;
        cuda::atomic_ref<unsigned int, cuda::thread_scope_device> tickets(*counter);
        amLast = tickets.fetch_add(1u, cuda::memory_order_relaxed) == gridDim.x - 1;
    }
    __syncthreads();
    if (amLast) {
        float acc = 0.0f;
        for (unsigned int b = threadIdx.x; b < gridDim.x; b += blockDim.x) acc += partials[b];  // CAUSE
        acc = block_reduce_sum<TPB>(acc);
        if (threadIdx.x == 0) {
            output[0] = acc;
            tickets_reset(counter);
        }
    }''', pre=ATOMIC + BLOCKSUM + r'''
__device__ __forceinline__ void tickets_reset(unsigned int *counter)
{
    cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*counter).store(0u, cuda::memory_order_relaxed);
}''', cause=RACE + '|fence')

# ================================================================= second batch (written after the
# first 61 ran, truths decided and committed before these ran)
case('r16_atomic_ref_block_scope_dsmem_acc', 'reduction', 'fail 1',
     'Rank 0 zeroes a __shared__ accumulator, cluster.sync(), and every block\'s thread 0 adds its block sum into rank 0\'s accumulator through map_shared_rank with cuda::atomic_ref<float, cuda::thread_scope_block> ("it is shared memory, so block scope"). Block scope (atom.cta) covers only the threads of one block; threads of four blocks update the word, and atomics whose scopes do not include each other are not morally strong (PTX Memory Consistency Model): a data race, exit 1.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    __shared__ float cluster_acc;
    if (rank == 0 && threadIdx.x == 0) cluster_acc = 0.0f;
    cluster.sync();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = block_reduce_sum<TPB>(gid < size ? input[gid] : 0.0f);
    if (threadIdx.x == 0) {
        cuda::atomic_ref<float, cuda::thread_scope_block> acc(*cluster.map_shared_rank(&cluster_acc, 0));
        acc.fetch_add(s, cuda::memory_order_relaxed);  // CAUSE
    }
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0) output[0] = cluster_acc;''', pre=ATOMIC + BLOCKSUM, cause=RACE + '|scope')

case('r17_atomic_ref_device_scope_dsmem_acc_pass', 'reduction', 'pass',
     'As r16 with cuda::thread_scope_device: device scope includes every thread of the cluster, so the four fetch_adds are morally strong atomics (PTX); zeroing and final read are ordered by the two cluster.sync() calls. Exact. Correct.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    __shared__ float cluster_acc;
    if (rank == 0 && threadIdx.x == 0) cluster_acc = 0.0f;
    cluster.sync();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = block_reduce_sum<TPB>(gid < size ? input[gid] : 0.0f);
    if (threadIdx.x == 0) {
        cuda::atomic_ref<float, cuda::thread_scope_device> acc(*cluster.map_shared_rank(&cluster_acc, 0));
        acc.fetch_add(s, cuda::memory_order_relaxed);
    }
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0) output[0] = cluster_acc;''', pre=ATOMIC + BLOCKSUM)

case('r18_ldg_temp_storage_written_this_launch', 'reduction', 'fail 1',
     'The engineer routes every read-only-looking load through __ldg, including rank 0\'s reads of temp_storage after cluster.sync(). __ldg is ld.global.nc, the non-coherent read-only path: PTX ld "the .nc load ... is not coherent with stores" made during the kernel, and the PG (Read-Only Data Cache Load Function / Global Memory) allows it only for data read-only for the whole kernel. temp_storage[1..3] are stored by other blocks in this launch, so the loaded values are not guaranteed: exit 1.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = block_reduce_sum<TPB>(gid < size ? __ldg(input + gid) : 0.0f);
    if (threadIdx.x == 0) temp_storage[rank] = s;
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) total += __ldg(temp_storage + r);  // CAUSE
        output[0] = total;
    }''', pre=BLOCKSUM, cause=r'ldg|non-coherent|read-only|\.nc')

case('c16_template_block_larger_than_launch', 'coordination', 'fail 1',
     'block_reduce_sum<2 * TPB> (the config for a 512-thread launch) with blockDim.x = 256: kWarps = 16, lanes 0 of warps 0..7 store warp_partials[0..7], and threads 8..15 read warp_partials[8..15], which no thread stored: __shared__ contents are undefined (PG Variable Memory Space Specifiers), so thread 0\'s sum includes 8 undefined values. Exit 1.',
     r'''
    const unsigned int rank = block_rank_in_cluster();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    constexpr int kLaunch = 2 * TPB;  // from the 512-thread configuration
    const float s = block_reduce_sum<kLaunch>(input[gid] * (float)(rank + 1));
    if (threadIdx.x == 0) output[rank] = s;''',
     pre=BLOCKSUM.replace('    v = (threadIdx.x < kWarps) ? warp_partials[threadIdx.x] : 0.0f;', '    v = (threadIdx.x < kWarps) ? warp_partials[threadIdx.x] : 0.0f;  // CAUSE'),
     cause=r'uninit|undefined|no defined value|never (written|stored)|not written|NaN|❌')

case('a16_cub_warp_reduce_pass', 'advanced', 'pass',
     'cub::WarpReduce<float> with one TempStorage per warp (TempStorage temp[8]); the warp aggregate is valid in lane 0 (CUB docs), which stores warp_sums[warp]; __syncthreads; thread 0 folds into output[rank]; arrive/wait. Correct.',
     r'''
    using WarpReduce = cub::WarpReduce<float>;
    __shared__ typename WarpReduce::TempStorage temp[TPB / WARP_SIZE];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int warp = threadIdx.x / WARP_SIZE, lane = threadIdx.x % WARP_SIZE;
    const float x = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    const float agg = WarpReduce(temp[warp]).Sum(x);
    if (lane == 0) warp_sums[warp] = agg;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += warp_sums[i];
        output[rank] = t;
    }
    cluster_wait();''', pre=CUB)

case('l17_partial_by_last_thread_fence_by_thread0_pass', 'last-block', 'pass',
     'cub::BlockScan inclusive sum: the last thread holds the block total and stores partials[blockIdx.x]; __syncthreads; thread 0 __threadfence() and takes the ticket. The store (thread 255) is ordered before thread 0\'s fence by the block barrier, and fence.sc then the atomic is a release pattern; causality order is transitive (base causality order composes the barrier\'s synchronization and the release: PTX Memory Consistency Model, fences are cumulative), so the partial is published by the ticket. Last block folds, resets. Correct.',
     r'''
    using BlockScan = cub::BlockScan<float, TPB>;
    __shared__ typename BlockScan::TempStorage scan_temp;
    __shared__ bool amLast;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    float running;
    BlockScan(scan_temp).InclusiveSum(gid < size ? input[gid] : 0.0f, running);
    if (threadIdx.x == blockDim.x - 1) partials[blockIdx.x] = running;  // block total
    __syncthreads();
    if (threadIdx.x == 0) {
        __threadfence();
        amLast = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (amLast) {''' + LB_FINAL + r'''
        if (threadIdx.x == 0) {
            output[0] = acc;
            *counter = 0;
        }
    }''', pre=CUB + BLOCKSUM)

case('l18_fence_before_partial_store', 'last-block', 'fail 1',
     'Thread 0 does `__threadfence(); partials[blockIdx.x] = part; ticket = atomicAdd(counter, 1)`: the fence is before the store it should publish, so no fence lies between the store and the ticket (PTX release pattern: fence, then the strong write; PG Memory Fence Functions). The last block\'s reads of other blocks\' partials race with their stores. Exit 1.',
     r'''
    __shared__ bool amLast;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    if (threadIdx.x == 0) {
        __threadfence();
        partials[blockIdx.x] = part;
        amLast = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (amLast) {
        float acc = 0.0f;
        for (unsigned int b = threadIdx.x; b < gridDim.x; b += blockDim.x) acc += partials[b];  // CAUSE
        acc = block_reduce_sum<TPB>(acc);
        if (threadIdx.x == 0) {
            output[0] = acc;
            *counter = 0;
        }
    }''', pre=BLOCKSUM, cause=RACE + '|fence')

case('l19_ldg_partials_in_last_block', 'last-block', 'fail 1',
     'The canonical pattern (fence, ticket, reset) but the last block reads the partials with __ldg ("read-only in this block"): ld.global.nc is not coherent with stores made during the kernel (PTX ld: .nc; PG: the read-only path is for data read-only for the kernel\'s lifetime); partials are stored by the other blocks in this launch, so a stale value may be read. Exit 1.',
     r'''
    __shared__ bool amLast;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = part;
        __threadfence();
        amLast = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (amLast) {
        float acc = 0.0f;
        for (unsigned int b = threadIdx.x; b < gridDim.x; b += blockDim.x) acc += __ldg(partials + b);  // CAUSE
        acc = block_reduce_sum<TPB>(acc);
        if (threadIdx.x == 0) {
            output[0] = acc;
            *counter = 0;
        }
    }''', pre=BLOCKSUM, cause=r'ldg|non-coherent|read-only|\.nc')

# ================================================================= third batch (written after the
# second ran; truths decided and committed before these ran)
case('r19_dsmem_push_then_sync_pass', 'reduction', 'pass',
     'cluster.sync() first (every peer has started: PG Distributed Shared Memory); each block\'s thread 0 stores its block sum into slot[rank] of rank 0\'s __shared__ slot array through map_shared_rank; cluster.sync() (arrive releases the pushes, wait acquires them); rank 0 thread 0 reads its own slots and stores output[0]. No DSMEM access follows the second barrier, so no block needs to outlive another: no trailing sync needed. Correct.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    __shared__ float slot[CLUSTER_SIZE];
    cluster.sync();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = block_reduce_sum<TPB>(gid < size ? input[gid] : 0.0f);
    if (threadIdx.x == 0) cluster.map_shared_rank(slot, 0)[rank] = s;
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = (slot[0] + slot[1]) + (slot[2] + slot[3]);''', pre=BLOCKSUM)

case('r20_dsmem_push_flag_spin_nanosleep_pass', 'reduction', 'pass',
     'cluster.sync() first; ranks 1..3 push their block sum into rank 0\'s slot[rank] through map_shared_rank, then fetch_add(1, memory_order_release) on rank 0\'s `arrived` counter (cuda::atomic_ref, device scope) through map_shared_rank; rank 0 thread 0 spins on load(memory_order_acquire) with __nanosleep back-off until 3 (the blocks of a cluster are co-scheduled: PG Thread Block Clusters, so the spin ends), then sums and stores output[0]. Release/acquire order the pushes (PTX); every DSMEM access into rank 0 is ordered before rank 0 goes on, so before it exits. Correct.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    __shared__ float slot[CLUSTER_SIZE];
    __shared__ unsigned int arrived;
    if (threadIdx.x == 0) arrived = 0u;
    cluster.sync();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = block_reduce_sum<TPB>(gid < size ? input[gid] : 0.0f);
    if (threadIdx.x == 0) {
        if (rank != 0) {
            cluster.map_shared_rank(slot, 0)[rank] = s;
            cuda::atomic_ref<unsigned int, cuda::thread_scope_device> a(*cluster.map_shared_rank(&arrived, 0));
            a.fetch_add(1u, cuda::memory_order_release);
        } else {
            cuda::atomic_ref<unsigned int, cuda::thread_scope_device> a(arrived);
            unsigned int ns = 32;
            while (a.load(cuda::memory_order_acquire) < CLUSTER_SIZE - 1) {
                __nanosleep(ns);
                ns = ns < 512 ? 2 * ns : 512;
            }
            output[0] = s + (slot[1] + slot[2] + slot[3]);
        }
    }''', pre=ATOMIC + BLOCKSUM)

case('r21_dsmem_push_flag_relaxed', 'reduction', 'fail 1',
     'As r20 but the peers\' fetch_add is memory_order_relaxed ("the counter is atomic anyway"): a relaxed RMW releases nothing (PTX: no release pattern), so a peer\'s plain push into slot[rank] is not ordered before rank 0\'s read of it, even though rank 0\'s load is an acquire: a data race, exit 1.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    __shared__ float slot[CLUSTER_SIZE];
    __shared__ unsigned int arrived;
    if (threadIdx.x == 0) arrived = 0u;
    cluster.sync();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = block_reduce_sum<TPB>(gid < size ? input[gid] : 0.0f);
    if (threadIdx.x == 0) {
        if (rank != 0) {
            cluster.map_shared_rank(slot, 0)[rank] = s;
            cuda::atomic_ref<unsigned int, cuda::thread_scope_device> a(*cluster.map_shared_rank(&arrived, 0));
            a.fetch_add(1u, cuda::memory_order_relaxed);
        } else {
            cuda::atomic_ref<unsigned int, cuda::thread_scope_device> a(arrived);
            unsigned int ns = 32;
            while (a.load(cuda::memory_order_acquire) < CLUSTER_SIZE - 1) {
                __nanosleep(ns);
                ns = ns < 512 ? 2 * ns : 512;
            }
            output[0] = s + (slot[1] + slot[2] + slot[3]);  // CAUSE
        }
    }''', pre=ATOMIC + BLOCKSUM, cause=RACE + '|release')

MEMCPY = '#include <cooperative_groups/memcpy_async.h>\n'
case('r22_memcpy_async_stage_pass', 'reduction', 'pass',
     'The block\'s 256 inputs staged into shared memory with cg::memcpy_async(block, smem, input + blockIdx.x * TPB, sizeof(float) * TPB) and cg::wait(block) (the copy is complete and visible to the block after the wait: PG Cooperative Groups, memcpy_async / wait); shared tree, thread 0 stores temp_storage[rank]; cluster.sync(); rank 0 thread 0 adds. Correct.',
     r'''
    __shared__ float smem[TPB];
    cg::thread_block block = cg::this_thread_block();
    cg::cluster_group cluster = cg::this_cluster();
    cg::memcpy_async(block, smem, input + blockIdx.x * TPB, sizeof(float) * TPB);
    cg::wait(block);
#pragma unroll
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) smem[threadIdx.x] += smem[threadIdx.x + s];
        block.sync();
    }
    if (threadIdx.x == 0) temp_storage[cluster.block_rank()] = smem[0];
    cluster.sync();
    if (cluster.block_rank() == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=MEMCPY)

case('r23_memcpy_async_sync_instead_of_wait', 'reduction', 'fail 1',
     'As r22 but with block.sync() in place of cg::wait(block) ("a barrier is a barrier"): a barrier does not wait for an asynchronous copy (PG Cooperative Groups: memcpy_async completes only at cg::wait / wait_prior), so the tree reads shared memory the copy may not have written yet: exit 1.',
     r'''
    __shared__ float smem[TPB];
    cg::thread_block block = cg::this_thread_block();
    cg::cluster_group cluster = cg::this_cluster();
    cg::memcpy_async(block, smem, input + blockIdx.x * TPB, sizeof(float) * TPB);
    block.sync();
#pragma unroll
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) smem[threadIdx.x] += smem[threadIdx.x + s];  // CAUSE
        block.sync();
    }
    if (threadIdx.x == 0) temp_storage[cluster.block_rank()] = smem[0];
    cluster.sync();
    if (cluster.block_rank() == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=MEMCPY,
     cause=r'memcpy_async|wait|race|copy|not (yet )?(written|landed)|uninit|no defined value')

case('r24_raii_cluster_guard_early_return_pass', 'reduction', 'pass',
     'An RAII guard whose destructor calls cg::this_cluster().sync() is declared first; after the first cluster.sync() the peers `return` ("nothing left to do") while rank 0 reads their block_total through map_shared_rank. C++ runs the guard\'s destructor on that return, so every thread of every block still reaches the second cluster barrier, which orders rank 0\'s DSMEM reads before any peer exits (PG Distributed Shared Memory). Correct.',
     r'''
    ClusterExitGuard keep_alive;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    __shared__ float block_total;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = block_reduce_sum<TPB>(gid < size ? input[gid] : 0.0f);
    if (threadIdx.x == 0) block_total = s;
    cluster.sync();
    if (rank != 0) return;  // peers are done; the guard keeps them resident
    if (threadIdx.x == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); ++r)
            total += *cluster.map_shared_rank(&block_total, r);
        output[0] = total;
    }''', pre=BLOCKSUM + r'''
// Keeps every block of the cluster resident until all of them leave the kernel's scope.
struct ClusterExitGuard {
    __device__ ClusterExitGuard() {}
    __device__ ~ClusterExitGuard() { cg::this_cluster().sync(); }
    ClusterExitGuard(const ClusterExitGuard &) = delete;
    ClusterExitGuard &operator=(const ClusterExitGuard &) = delete;
};''')

case('c17_binary_partition_skip_zeros_pass', 'coordination', 'pass',
     'Skip-zeros done with cg::binary_partition(tile32, x != 0.0f): every lane of the full tile calls it (a collective of the tile), each lane gets the subgroup of lanes with the same predicate; cg::reduce over that subgroup; the rank-0 lane of the non-zero subgroup atomicAdds into a __shared__ total zeroed before a barrier. __syncthreads, thread 0 stores output[rank]. Correct.',
     r'''
    cg::thread_block block = cg::this_thread_block();
    const auto tile = cg::tiled_partition<32>(block);
    __shared__ float block_total;
    const unsigned int rank = cg::this_cluster().block_rank();
    if (block.thread_rank() == 0) block_total = 0.0f;
    block.sync();
    const float x = input[blockIdx.x * blockDim.x + block.thread_rank()] * (float)(rank + 1);
    const auto part = cg::binary_partition(tile, x != 0.0f);
    const float s = cg::reduce(part, x, cg::plus<float>());
    if (x != 0.0f && part.thread_rank() == 0) atomicAdd(&block_total, s);
    block.sync();
    if (block.thread_rank() == 0) output[rank] = block_total;''')

case('a17_cluster_api_token_pass', 'advanced', 'pass',
     'Cluster API spelled out: rank from cluster.block_index().x (1-D cluster: equals block_rank), cluster.dim_blocks().x for the count check, `auto token = cluster.barrier_arrive(); ... cluster.barrier_wait(std::move(token));` around thread 0\'s block step; warp sums by shuffle and elected lane, __syncthreads before the arrive. Correct.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_index().x;
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int warp = threadIdx.x / WARP_SIZE;
    const float v = warp_reduce_sum(input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1));
    if (elect_one_sync()) warp_sums[warp] = v;
    __syncthreads();
    auto token = cluster.barrier_arrive();
    if (threadIdx.x == 0 && cluster.dim_blocks().x == CLUSTER_SIZE) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += warp_sums[i];
        output[rank] = t;
    }
    cluster.barrier_wait(std::move(token));''', pre=WARP)

# ================================================================= fourth batch (written after the
# third ran; truths decided and committed before these ran)
case('a18_union_float4_view_pass', 'advanced', 'pass',
     'Shared staging as `__shared__ union { float f[TPB]; float4 v[TPB / 4]; } stage;` (the union is aligned for float4: C++ alignment of a union is its strictest member\'s); all threads store stage.f[tid], __syncthreads, the elected lane of each warp reads its warp\'s 8 float4 stage.v[warp * 8 + i] (type punning through a union member is what CUDA code does; the float4 covers exactly the four floats stored before the barrier), stores warp_sums[warp]; __syncthreads; thread 0 folds. Correct.',
     ADV_LOAD + r'''
    __shared__ union { float f[TPB]; float4 v[TPB / 4]; } stage;
    __shared__ float warp_sums[TPB / WARP_SIZE];
    stage.f[threadIdx.x] = input[gid] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
#pragma unroll
        for (int i = 0; i < WARP_SIZE / 4; ++i) {
            const float4 q = stage.v[warp * (WARP_SIZE / 4) + i];
            s += (q.x + q.y) + (q.z + q.w);
        }
        warp_sums[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += warp_sums[i];
        output[rank] = t;
    }
    cluster_wait();''')

case('a19_elected_sum_broadcast_by_ballot_pass', 'advanced', 'pass',
     'The elected lane sums its warp\'s 32 staged values; the warp finds the leader with `__ffs(__ballot_sync(full, elected)) - 1` and broadcasts the sum with `__shfl_sync(full, s, leader)` (every lane takes part in both: PG Warp Vote / Shuffle Functions); lane 0 stores warp_sums[warp], whichever lane was elected. __syncthreads; thread 0 folds; arrive/wait. Correct.',
     ADV_LOAD + r'''
    __shared__ float data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    data[threadIdx.x] = input[gid] * (float)(rank + 1);
    __syncthreads();
    const bool elected = elect_one_sync();
    float s = 0.0f;
    if (elected)
        for (int i = 0; i < WARP_SIZE; ++i) s += data[warp * WARP_SIZE + i];
    const int leader = __ffs(__ballot_sync(0xffffffffu, elected)) - 1;
    s = __shfl_sync(0xffffffffu, s, leader);
    if (lane == 0) warp_sums[warp] = s;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += warp_sums[i];
        output[rank] = t;
    }
    cluster_wait();''')

case('c18_barrier_in_nonuniform_block_stride_loop', 'coordination', 'fail 1',
     'A block-stride staging loop with a __syncthreads() inside: `for (int i = threadIdx.x; i < TPB; i += 96) { acc += stage(i); __syncthreads(); }`: threads 0-63 iterate 3 times, 64-159 twice, 160-255 once, so warps reach that barrier different numbers of times and then the one after the loop (PG Synchronization Functions: __syncthreads in conditional code only when the condition is the same in the whole block). Divergent barrier, exit 1 (whole warps: project convention 1).',
     r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    __shared__ float scratch[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const float scale = (float)(rank + 1);
    float acc = 0.0f;
    for (int i = threadIdx.x; i < TPB; i += 96) {
        scratch[i] = input[blockIdx.x * TPB + i] * scale;
        acc += scratch[i];
        __syncthreads();  // CAUSE
    }
    acc = warp_reduce_sum(acc);
    if (threadIdx.x % WARP_SIZE == 0) warp_sums[threadIdx.x / WARP_SIZE] = acc;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += warp_sums[w];
        output[rank] = t;
    }''', pre=WARP, cause=r'divergent|different __syncthreads|barrier')

case('l20_fence_by_all_then_barrier_then_ticket_pass', 'last-block', 'pass',
     'Thread 0 stores partials[blockIdx.x]; then every thread runs __threadfence(); __syncthreads(); and thread 0 takes the ticket. In thread 0\'s program order the fence still lies between its store and its atomic (PTX release pattern: a fence.sc, then the strong write, later in program order; the barrier between changes nothing), as in the PG example. Last block folds, resets. Correct.',
     r'''
    __shared__ bool amLast;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    if (threadIdx.x == 0) partials[blockIdx.x] = part;
    __threadfence();
    __syncthreads();
    if (threadIdx.x == 0) amLast = atomicAdd(counter, 1u) == gridDim.x - 1;
    __syncthreads();
    if (amLast) {''' + LB_FINAL + r'''
        if (threadIdx.x == 0) {
            output[0] = acc;
            *counter = 0;
        }
    }''', pre=BLOCKSUM)

case('l21_volatile_partials_last_thread_pass', 'last-block', 'pass',
     'Thread 255 (where a BlockScan leaves the total) does everything: stores partials[blockIdx.x], __threadfence(), takes the ticket, stores the shared flag; __syncthreads; the last block reads the partials through a `volatile float *` (strong loads: fine after the fence/ticket/barrier chain) and thread 255 stores output[0] and resets the counter. Correct.',
     r'''
    using BlockScan = cub::BlockScan<float, TPB>;
    __shared__ typename BlockScan::TempStorage scan_temp;
    __shared__ bool amLast;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    float running;
    BlockScan(scan_temp).InclusiveSum(gid < size ? input[gid] : 0.0f, running);
    const bool tail = threadIdx.x == blockDim.x - 1;
    if (tail) {
        partials[blockIdx.x] = running;
        __threadfence();
        amLast = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (!amLast) return;
    const volatile float *vp = partials;
    float acc = 0.0f;
    for (unsigned int b = threadIdx.x; b < gridDim.x; b += blockDim.x) acc += vp[b];
    __syncthreads();  // scan_temp reused
    BlockScan(scan_temp).InclusiveSum(acc, running);
    if (tail) {
        output[0] = running;
        *counter = 0;
    }''', pre=CUB)

case('l22_block_sum_atomicAdd_output_last_block', 'last-block', 'fail 1',
     'Production shortcut: every block atomicAdds its partial into output[0] "after the last block zeroes it": the last block (by ticket) stores output[0] = 0 and then adds its own partial, but the other blocks\' atomicAdds into output[0] came before that store, unordered with it (PTX: a plain store racing with atomics), and SPEC: output is stored by exactly one thread and starts as NaN, so the earlier adds hit the NaN fill. Exit 1.',
     r'''
    __shared__ bool amLast;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    if (threadIdx.x == 0) {
        __threadfence();
        amLast = atomicAdd(counter, 1u) == gridDim.x - 1;
        if (amLast) {
            output[0] = 0.0f;
            *counter = 0;
        }
        atomicAdd(output, part);  // CAUSE
    }''', pre=BLOCKSUM, cause=RACE + r'|NaN|uninit|before any|no defined value|❌')

# ================================================================= fifth batch (written after the
# fourth ran; truths decided and committed before these ran)
case('r25_thread0_only_cluster_phase_pass', 'reduction', 'pass',
     'After the block sum, every thread but thread 0 returns; thread 0 of each block stores temp_storage[rank] and calls cluster.sync(). barrier.cluster.wait waits for all non-exited threads of the cluster (PTX barrier.cluster; the same exited-thread rule as bar.sync, project convention "an early return before a barrier is allowed"), so the four thread 0s meet and rank 0\'s thread 0 reads all four partials after it. Correct.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = block_reduce_sum<TPB>(gid < size ? input[gid] : 0.0f);
    if (threadIdx.x != 0) return;  // only thread 0 takes part in the cluster phase
    temp_storage[rank] = s;
    cluster.sync();
    if (rank == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=BLOCKSUM)

DSFLAG = r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    __shared__ float slot[CLUSTER_SIZE];
    __shared__ unsigned int ready;
    if (threadIdx.x == 0) ready = 0u;
    cluster.sync();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = block_reduce_sum<TPB>(gid < size ? input[gid] : 0.0f);
    if (threadIdx.x == 0) {
        if (rank != 0) {
            cluster.map_shared_rank(slot, 0)[rank] = s;
            FENCE;
            atomicAdd(cluster.map_shared_rank(&ready, 0), 1u);
        } else {
            cuda::atomic_ref<unsigned int, cuda::thread_scope_device> r(ready);
            while (r.load(cuda::memory_order_acquire) < CLUSTER_SIZE - 1) __nanosleep(64);
            output[0] = s + (slot[1] + slot[2] + slot[3]);  // CAUSE
        }
    }'''
case('r26_dsmem_push_block_fence_counter', 'reduction', 'fail 1',
     'Peers push their sum into rank 0\'s slot through map_shared_rank, then __threadfence_block() and atomicAdd on rank 0\'s ready counter; rank 0 spins on an acquire load and reads the slots. A fence of block scope (fence.cta) releases only toward threads of its own block (PTX: the release pattern has the fence\'s scope, and the reader in another CTA is outside it), so the push is not ordered before rank 0\'s read: a data race, exit 1.',
     DSFLAG.replace('FENCE', '__threadfence_block()'), pre=ATOMIC + BLOCKSUM, cause=RACE + '|fence|release')

case('r27_dsmem_push_device_fence_counter_pass', 'reduction', 'pass',
     'As r26 with __threadfence() (fence.sc.gpu, whose scope includes every thread of the cluster): fence then atomicAdd is a release pattern, the acquire load reads it (PTX), so the pushes are ordered before rank 0\'s reads; every DSMEM access into rank 0 is ordered before rank 0 goes on. Correct.',
     DSFLAG.replace('FENCE', '__threadfence()').replace('  // CAUSE', ''), pre=ATOMIC + BLOCKSUM)

case('c19_half_block_exits_before_barrier_pass', 'coordination', 'pass',
     'Two elements per thread: threads 128-255 `return` at once; threads 0-127 each add input[2t] and input[2t+1] (scaled), shuffle-reduce in their 4 warps, lane 0 stores warp_sums[warp], __syncthreads() (waits only for non-exited threads: project convention, README), thread 0 adds the 4 warp sums into output[rank]. No warp is partial, no shuffle reads an exited lane. Correct, no warning expected.',
     r'''
    __shared__ float warp_sums[TPB / 2 / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x >= TPB / 2) return;  // two elements per thread: half the block is enough
    const float2 p = reinterpret_cast<const float2 *>(input + blockIdx.x * TPB)[threadIdx.x];
    float v = warp_reduce_sum((p.x + p.y) * (float)(rank + 1));
    if (threadIdx.x % WARP_SIZE == 0) warp_sums[threadIdx.x / WARP_SIZE] = v;
    __syncthreads();
    if (threadIdx.x == 0)
        output[rank] = (warp_sums[0] + warp_sums[1]) + (warp_sums[2] + warp_sums[3]);''', pre=WARP)

LBFENCE = r'''
    __shared__ bool amLast;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = part;
        cuda::atomic_thread_fence(cuda::memory_order_seq_cst, SCOPE);
        amLast = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (amLast) {
        float acc = 0.0f;
        for (unsigned int b = threadIdx.x; b < gridDim.x; b += blockDim.x) acc += partials[b];  // CAUSE
        acc = block_reduce_sum<TPB>(acc);
        if (threadIdx.x == 0) {
            output[0] = acc;
            *counter = 0;
        }
    }'''
case('l23_libcu_device_fence_pass', 'last-block', 'pass',
     'The PG last-block pattern with the fence spelled cuda::atomic_thread_fence(memory_order_seq_cst, thread_scope_device) (libcu++: fence.sc.gpu, what __threadfence() is). Correct.',
     LBFENCE.replace('SCOPE', 'cuda::thread_scope_device').replace('  // CAUSE', ''), pre=ATOMIC + BLOCKSUM)

case('l24_libcu_block_fence', 'last-block', 'fail 1',
     'As l23 with cuda::thread_scope_block: a fence.cta does not order the partial\'s store for threads of other blocks (PTX: the release pattern has the fence\'s scope; PG: __threadfence_block only for the block). The last block\'s reads race with other blocks\' stores. Exit 1.',
     LBFENCE.replace('SCOPE', 'cuda::thread_scope_block'), pre=ATOMIC + BLOCKSUM, cause=RACE + '|fence')

# ================================================================= sixth batch (written after the
# fifth ran; truths decided and committed before these ran)
RETIRE = r'''
__device__ unsigned int retirementCount = 0;  // as in the CUDA samples' threadFenceReduction
'''
case('l25_device_retirement_count_sample_pass', 'last-block', 'pass',
     'The CUDA samples\' own shape: a file-scope `__device__ unsigned int retirementCount = 0` as the ticket (the counter parameter untouched, so it stays 0 as SPEC requires), thread 0 stores partials[blockIdx.x], __threadfence(), atomicInc(&retirementCount, gridDim.x), `__shared__ bool amLast`, __syncthreads; the last block folds, thread 0 stores output[0] and resets retirementCount = 0 (every ticket taken before), so the second launch starts from 0 too. Correct.',
     r'''
    __shared__ bool amLast;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = part;
        __threadfence();
        const unsigned int ticket = atomicInc(&retirementCount, gridDim.x);
        amLast = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    if (amLast) {''' + LB_FINAL + r'''
        if (threadIdx.x == 0) {
            output[0] = acc;
            retirementCount = 0;
        }
    }''', pre=RETIRE + BLOCKSUM)

case('l26_device_retirement_count_reset_by_block0', 'last-block', 'fail 1',
     'As l25 but the reset is done "at the start, by block 0" (`if (blockIdx.x == 0 && threadIdx.x == 0) retirementCount = 0;`) instead of by the last block: block 0\'s plain store races with other blocks\' atomicInc on the same __device__ word (PTX data race; blocks run in any order: PG Thread Hierarchy); tickets taken before it are lost, and launch 1 leaves the counter at 256. Exit 1.',
     r'''
    __shared__ bool amLast;
    if (blockIdx.x == 0 && threadIdx.x == 0) retirementCount = 0;  // CAUSE
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = part;
        __threadfence();
        amLast = atomicInc(&retirementCount, gridDim.x) == gridDim.x - 1;
    }
    __syncthreads();
    if (amLast) {''' + LB_FINAL + r'''
        if (threadIdx.x == 0) output[0] = acc;
    }''', pre=RETIRE + BLOCKSUM, cause=RACE + '|' + WRONG + '|reset')

case('l27_atomic_add_system_ticket_pass', 'last-block', 'pass',
     'Ticket with atomicAdd_system (a system-scope atomic: also atomic for every thread of the device, PG Atomic Functions), __threadfence() before it; the rest canonical. Correct.',
     r'''
    __shared__ bool amLast;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;''' + LB_SUM + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = part;
        __threadfence();
        amLast = atomicAdd_system(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (amLast) {''' + LB_FINAL + r'''
        if (threadIdx.x == 0) {
            output[0] = acc;
            atomicExch_system(counter, 0u);
        }
    }''', pre=BLOCKSUM)

case('c20_max_instead_of_sum_functor', 'coordination', 'fail 1',
     'A generic two-level reduction helper templated on the operator, instantiated with cg::greater<float> (copied from the max kernel) in place of cg::plus<float>: output[rank] is the block\'s largest scaled input, not the sum. Exit 1 (wrong numbers).',
     r'''
    cg::thread_block block = cg::this_thread_block();
    const unsigned int rank = cg::this_cluster().block_rank();
    const float x = input[blockIdx.x * blockDim.x + block.thread_rank()] * (float)(rank + 1);
    const float r = block_reduce<TPB>(block, x, cg::greater<float>());
    if (block.thread_rank() == 0) output[rank] = r;''', pre=r'''
template <int BLOCK, typename Op>
__device__ float block_reduce(cg::thread_block block, float v, Op op)
{
    __shared__ float partial[BLOCK / 32];
    const auto tile = cg::tiled_partition<32>(block);
    v = cg::reduce(tile, v, op);
    if (tile.thread_rank() == 0) partial[tile.meta_group_rank()] = v;
    block.sync();
    if (tile.meta_group_rank() == 0) {
        v = partial[tile.thread_rank() < BLOCK / 32 ? tile.thread_rank() : 0];
        v = cg::reduce(tile, v, op);
    }
    return v;  // thread 0
}''', cause=WRONG)

case('a20_generic_reduce_plus_pass', 'advanced', 'pass',
     'The same generic helper as c20 with cg::plus<float>, whose padding for lanes >= 8 is the sum\'s identity 0 (the c20 helper pads with partial[0], right only for idempotent operators, so this one is written with 0.0f). Thread 0 stores output[rank]; arrive/wait. Correct.',
     r'''
    cg::thread_block block = cg::this_thread_block();
    const unsigned int rank = cg::this_cluster().block_rank();
    const float x = input[blockIdx.x * blockDim.x + block.thread_rank()] * (float)(rank + 1);
    const float r = block_reduce_sum_op<TPB>(block, x, cg::plus<float>());
    cluster_arrive();
    if (block.thread_rank() == 0) output[rank] = r;
    cluster_wait();''', pre=r'''
template <int BLOCK, typename Op>
__device__ float block_reduce_sum_op(cg::thread_block block, float v, Op op)
{
    __shared__ float partial[BLOCK / 32];
    const auto tile = cg::tiled_partition<32>(block);
    v = cg::reduce(tile, v, op);
    if (tile.thread_rank() == 0) partial[tile.meta_group_rank()] = v;
    block.sync();
    if (tile.meta_group_rank() == 0) {
        v = tile.thread_rank() < BLOCK / 32 ? partial[tile.thread_rank()] : 0.0f;
        v = cg::reduce(tile, v, op);
    }
    return v;  // thread 0
}''')
