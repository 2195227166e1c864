# Cases for gen.py (docs/verdict-legacy.md): the four puzzles solved the way a Kepler/Maxwell/Pascal-era
# CUDA programmer (2012-2017: the reduction slides, the threadFenceReduction sample, old forum answers,
# first-edition books) writes them on Hopper, habits partly updated: warp-synchronous tails on
# `volatile` shared memory with and without __syncwarp, __shfl_down_sync with masks that do and do
# not match the lanes that execute it, templates on blockSize with unrolled `if (blockSize >= N)`
# chains, __threadfence + atomicInc tickets with `__shared__ bool amLast`, __device__ retirement
# counters, gridDim loops and grid-stride loops, __ldg, #pragma unroll, __restrict__,
# cub::BlockReduce with TempStorage, float atomicAdd from every block, __syncthreads_or/_count,
# __ballot_sync, lockstep and block-order assumptions; and the cluster parts adapted from the docs
# (cg::this_cluster(), cluster.sync(), map_shared_rank). Every verdict was decided before p34 ran it.
# Citations: PTX = PTX ISA "Memory Consistency Model": conflict (overlapping accesses, one a write);
# morally strong (same thread, or both strong with scopes that include each other); data race =
# conflicting accesses neither morally strong nor ordered by causality order; ld/st.volatile are
# relaxed at .sys scope (strong: two volatile accesses are not a data race, but nothing orders them
# either); release pattern = fence.sc/acq_rel (__threadfence) then a strong write; acquire pattern =
# a strong read then a fence; atom without .sem is .relaxed; observation order (a write seen through
# a chain of RMWs) is part of causality order; barrier.cluster.arrive releases, .wait acquires.
# PTX "shfl.sync": a lane whose source lane is not in membermask / not executing gets an undefined
# value; every lane in membermask must execute the same shfl.sync. PG = CUDA C++ Programming Guide:
# "Independent Thread Scheduling" (Volta+: a warp is not in lockstep; code that assumes implicit
# warp synchrony, such as the volatile warp-synchronous reduction tail, is unsafe: the Guide's own
# fix reads into a register, __syncwarp(), stores, __syncwarp()), "Warp Shuffle Functions" (mask:
# all non-exited threads named in mask must execute the same intrinsic with the same mask, else the
# result is undefined; reading from an inactive lane is undefined), "Warp Vote Functions"
# (__activemask does not guarantee convergence), "Synchronization Functions" (__syncthreads in
# conditional code only if the condition is uniform over the block; __syncthreads_count/_or are
# barriers; __syncwarp orders memory among its lanes), "Memory Fence Functions" (the
# threadFenceReduction example; __threadfence_block orders only for the block), "Atomic Functions"
# (float atomicAdd; atomicInc stores ((old >= val) ? 0 : (old+1))), "Thread Hierarchy" (blocks
# must be able to run in any order, in parallel or in series), "Thread Block Clusters" (the blocks
# of a cluster are co-scheduled), "Distributed Shared Memory" (map_shared_rank; every DSMEM access
# must complete before the owner block exits; cluster.sync() before the first access so the owner
# has started), "Read-Only Data Cache Load Function" (__ldg). CUB = cub::BlockReduce docs (the
# aggregate is valid only in thread 0; a __syncthreads() is needed before the TempStorage is reused).
# SPEC = docs/SPEC.md (inputs; outputs and scratch NaN before each launch; exact results for
# --reduction and --last-block, float32 bound for the others; each output stored by exactly one
# thread per launch; --last-block runs twice with no host reset and counter must end at 0; exit
# codes). Project conventions followed: a data race is exit 1 even where the value comes out right;
# several writers of one location are a race even with the same value; a divergent barrier or warp
# collective is exit 1; a DSMEM access that may come after the owner exited is exit 5; a read past a
# buffer is exit 5; a spin that depends on another block of a non-cluster grid making progress can
# hang (blocks may run in series): exit 4.
RACE = r'data race|race|several writers|stored by|lost update|unordered|order'
WRONG = r'❌|not written'
ANY = r'race|order|sync|❌|not written|undefined|diverg|barrier|mask|lane|fence|collective'
DIV = r'diverg|barrier|collective|mask|lane|not all|sync'
EXITED = r'exited|illegal|after .* exit'
OOB = r'out-of-bounds|past the|illegal|out of bounds'
FENCE = r'fence|order|race|stale'

# ---------------------------------------------------------------- shared pieces
# Reduction epilogue: thread 0 publishes the block sum, cluster barrier, one thread of rank 0 adds.
RED_TAIL = r'''
    if (tid == 0) temp_storage[rank] = @SUM@;
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }'''
# The classic warp-synchronous tail (reduction slides, "reduce5/6"): no __syncwarp.
WARP_VOLATILE = r'''
template <unsigned int blockSize>
__device__ void lg_warpReduce(volatile float *sdata, unsigned int tid)
{
    if (blockSize >= 64) sdata[tid] += sdata[tid + 32];
    if (blockSize >= 32) sdata[tid] += sdata[tid + 16];  // CAUSE
    if (blockSize >= 16) sdata[tid] += sdata[tid + 8];
    if (blockSize >= 8) sdata[tid] += sdata[tid + 4];
    if (blockSize >= 4) sdata[tid] += sdata[tid + 2];
    if (blockSize >= 2) sdata[tid] += sdata[tid + 1];
}
'''
# The same with a __syncwarp() after each step (the "just add __syncwarp" port).
WARP_VOLATILE_SW = r'''
template <unsigned int blockSize>
__device__ void lg_warpReduce(volatile float *sdata, unsigned int tid)
{
    if (blockSize >= 64) { sdata[tid] += sdata[tid + 32]; __syncwarp(); }
    if (blockSize >= 32) { sdata[tid] += sdata[tid + 16]; __syncwarp(); }  // CAUSE
    if (blockSize >= 16) { sdata[tid] += sdata[tid + 8]; __syncwarp(); }
    if (blockSize >= 8) { sdata[tid] += sdata[tid + 4]; __syncwarp(); }
    if (blockSize >= 4) { sdata[tid] += sdata[tid + 2]; __syncwarp(); }
    if (blockSize >= 2) { sdata[tid] += sdata[tid + 1]; __syncwarp(); }
}
'''
# The Programming Guide's fix (Independent Thread Scheduling): read, __syncwarp, store, __syncwarp.
WARP_PG = r'''
template <unsigned int blockSize>
__device__ void lg_warpReduce(volatile float *sdata, unsigned int tid)
{
    float v = sdata[tid];
#pragma unroll
    for (unsigned int s = 32; s > 0; s >>= 1) {
        if (blockSize >= 2 * s) {
            v += sdata[tid + s];
            __syncwarp();
            sdata[tid] = v;
            __syncwarp();
        }
    }
}
'''
# The unrolled block part of "reduce6" on a template blockSize; ends with sdata[0..63] ready.
BLOCK6 = r'''
    if (blockSize >= 512) { if (tid < 256) sdata[tid] += sdata[tid + 256]; __syncthreads(); }
    if (blockSize >= 256) { if (tid < 128) sdata[tid] += sdata[tid + 128]; __syncthreads(); }
    if (blockSize >= 128) { if (tid < 64) sdata[tid] += sdata[tid + 64]; __syncthreads(); }
    if (tid < 32) lg_warpReduce<blockSize>(sdata, tid);
'''
RED6_FN = r'''
template <unsigned int blockSize>
__device__ float lg_blockSum(float *sdata, float mine)
{
    const unsigned int tid = threadIdx.x;
    sdata[tid] = mine;
    __syncthreads();
''' + BLOCK6 + r'''    __syncthreads();
    return sdata[0];
}
'''
RED_HEAD = r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
'''

# ================================================================= reduction
case('r01_reduce6_volatile_tail_no_syncwarp', 'reduction', 'fail 1',
     'The reduction slides\' reduce6 on a template blockSize: unrolled `if (blockSize >= N)` steps with __syncthreads, then `if (tid < 32) warpReduce<blockSize>(sdata, tid)` on `volatile float *` with no __syncwarp. PG "Independent Thread Scheduling": a warp is not guaranteed to run in lockstep, and this very tail is the Guide\'s example of code that is no longer safe: lane t reads sdata[t+16] while lane t+16 may not yet have added sdata[t+48] into it (or already have done later steps). Volatile makes the accesses strong (PTX), so the values are not torn, but nothing orders them: the sum depends on the schedule and is wrong on legal ones.',
     RED_HEAD + r'''
    const float s = lg_blockSum<TPB>(sdata, input[blockIdx.x * TPB + tid]);''' + RED_TAIL.replace('@SUM@', 's'),
     pre=WARP_VOLATILE + RED6_FN, cause=ANY)

case('r02_reduce6_volatile_tail_syncwarp_each_step', 'reduction', 'fail 1',
     'r01 "ported to Volta" by putting __syncwarp() after each `sdata[tid] += sdata[tid + s]`. Inside one step lane t (t < 16) reads sdata[t+16] while lane t+16 writes sdata[t+16] in the same statement, and no __syncwarp separates them: the Guide (PG Independent Thread Scheduling) shows exactly this and splits the read and the store with a __syncwarp between. Whether lane t sees the old or the new sdata[t+16] is up to the schedule (the new one double-counts): wrong on legal schedules.',
     RED_HEAD + r'''
    const float s = lg_blockSum<TPB>(sdata, input[blockIdx.x * TPB + tid]);''' + RED_TAIL.replace('@SUM@', 's'),
     pre=WARP_VOLATILE_SW + RED6_FN, cause=ANY)

case('r03_reduce6_pg_syncwarp_tail', 'reduction', 'pass',
     'r01 with the Programming Guide\'s own fix of the warp tail (PG Independent Thread Scheduling): `v += sdata[tid + s]; __syncwarp(); sdata[tid] = v; __syncwarp();` for s = 32..1 in warp 0 only (all 32 lanes of it, full mask). Each step\'s reads come before its stores by __syncwarp (which orders memory among its lanes), and the stores before the next reads. The first read (sdata[tid+32], warp 1) is ordered by the __syncthreads before. Integer sums: exact (SPEC). Correct.',
     RED_HEAD + r'''
    const float s = lg_blockSum<TPB>(sdata, input[blockIdx.x * TPB + tid]);''' + RED_TAIL.replace('@SUM@', 's'),
     pre=WARP_PG + RED6_FN)

case('r04_shfl_down_tail_full_warp', 'reduction', 'pass',
     'Block tree down to 64 values with __syncthreads, then warp 0 (all 32 lanes) does `float v = sdata[tid] + sdata[tid + 32];` and five `v += __shfl_down_sync(0xffffffff, v, off)` (off = 16..1); lane 0 holds the sum. Every lane of the mask executes each shuffle (PG Warp Shuffle Functions); lanes whose source is past 31 get their own value back, which only lanes > 0 use. Correct.',
     RED_HEAD + r'''
    sdata[tid] = __ldg(&input[blockIdx.x * TPB + tid]);
    __syncthreads();
#pragma unroll
    for (unsigned int s = TPB / 2; s > 32; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    float v = 0.0f;
    if (tid < 32) {
        v = sdata[tid] + sdata[tid + 32];
#pragma unroll
        for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffff, v, off);
    }''' + RED_TAIL.replace('@SUM@', 'v'))

case('r05_shfl_only_needed_lanes_full_mask', 'reduction', 'fail 4',
     'As r04, but the shuffle runs only in the lanes "that need it": `if (lane < off) v += __shfl_down_sync(0xffffffff, v, off);`. The mask names all 32 lanes but only `off` of them execute the shuffle: PG Warp Shuffle Functions (all non-exited threads named in mask must execute the same intrinsic with the same mask, else undefined) and PTX shfl.sync (undefined when a lane of membermask does not execute it). A divergent warp collective. [Truth corrected after the run (was fail 1; docs/verdict-legacy.md): PTX shfl.sync/elect.sync/bar.sync make the executing thread WAIT until every non-exited thread of its membermask (for bar.sync, of the CTA) has executed it; the threads that skip it wait elsewhere (a later barrier or the cluster barrier) and never come: a deadlock, exit 4, not the exit 1 of a divergence that completes.]',
     RED_HEAD + r'''
    sdata[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 32; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    float v = 0.0f;
    if (tid < 32) {
        v = sdata[tid] + sdata[tid + 32];
        for (int off = 16; off > 0; off >>= 1)
            if (tid < off) v += __shfl_down_sync(0xffffffff, v, off);  // CAUSE
    }''' + RED_TAIL.replace('@SUM@', 'v'), cause=DIV)

case('r06_shfl_ballot_mask_excludes_source', 'reduction', 'fail 1',
     'r05 "fixed" with a matching mask: `unsigned m = __ballot_sync(0xffffffff, lane < off); if (lane < off) v += __shfl_down_sync(m, v, off);`. Now every lane of the mask executes the shuffle, but each reads from lane + off, which is NOT in the mask and does not execute it: PG Warp Shuffle Functions ("If the target thread is inactive, the retrieved value is undefined") and PTX shfl.sync (source lane outside membermask: undefined). Lane 0\'s sum is built from undefined values.',
     RED_HEAD + r'''
    sdata[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 32; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    float v = 0.0f;
    if (tid < 32) {
        v = sdata[tid] + sdata[tid + 32];
        for (int off = 16; off > 0; off >>= 1) {
            const unsigned int m = __ballot_sync(0xffffffff, tid < off);
            if (tid < off) v += __shfl_down_sync(m, v, off);  // CAUSE
        }
    }''' + RED_TAIL.replace('@SUM@', 'v'), cause=DIV)

case('r07_warp_sums_then_8_lanes_mask_0xff', 'reduction', 'pass',
     'Each warp reduces its 32 values with __shfl_down_sync(0xffffffff) (all lanes), lane 0 stores warp_sums[warp]; __syncthreads; then `if (tid < 8)` lanes 0-7 of warp 0 reduce with `__shfl_down_sync(0xff, v, off)`, off = 4, 2, 1. The mask is exactly the lanes that execute (PG Warp Shuffle Functions). At off 4 lanes 4-7 read lanes 8-11, which do not take part: an undefined VALUE (PG: "If the target thread is inactive, the retrieved value is undefined"), not undefined behaviour; it spreads to lanes 2-7 only, and lane 0 builds (w0+w4)+(w2+w6)+((w1+w5)+(w3+w7)) from values lanes 0-7 held before any undefined value reached them (lane 2 and 3 are read at off 2/1 before they read lanes 4/5). Correct.',
     RED_HEAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    float v = input[blockIdx.x * TPB + tid];
    for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffff, v, off);
    if (lane == 0) warp_sums[warp] = v;
    __syncthreads();
    if (tid < 8) {
        v = warp_sums[tid];
        for (int off = 4; off > 0; off >>= 1) v += __shfl_down_sync(0xff, v, off);
    }''' + RED_TAIL.replace('@SUM@', 'v'))

case('r08_warp_sums_8_lanes_full_mask', 'reduction', 'fail 4',
     'r07 with the habitual full mask in the last step: `if (tid < 8) ... __shfl_down_sync(0xffffffff, v, off)`. Lanes 8-31 are named in the mask but do not execute the shuffle: PG Warp Shuffle Functions (undefined) and PTX shfl.sync. A divergent warp collective. [Truth corrected after the run (was fail 1; docs/verdict-legacy.md): PTX shfl.sync/elect.sync/bar.sync make the executing thread WAIT until every non-exited thread of its membermask (for bar.sync, of the CTA) has executed it; the threads that skip it wait elsewhere (a later barrier or the cluster barrier) and never come: a deadlock, exit 4, not the exit 1 of a divergence that completes.]',
     RED_HEAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    float v = input[blockIdx.x * TPB + tid];
    for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffff, v, off);
    if (lane == 0) warp_sums[warp] = v;
    __syncthreads();
    if (tid < 8) {
        v = warp_sums[tid];
        for (int off = 4; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffff, v, off);  // CAUSE
    }''' + RED_TAIL.replace('@SUM@', 'v'), cause=DIV)

case('r09_warp0_pads_with_zero_full_mask', 'reduction', 'pass',
     'The CUB-era block reduce: warp shuffles, lane 0 stores warp_sums[warp], __syncthreads, then the whole of warp 0 (`if (warp == 0)`, uniform per warp) loads `lane < 8 ? warp_sums[lane] : 0.0f` and shuffles with the full mask. All 32 lanes execute every shuffle (PG Warp Shuffle Functions). Correct.',
     RED_HEAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    float v = input[blockIdx.x * TPB + tid];
    for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffff, v, off);
    if (lane == 0) warp_sums[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = lane < TPB / WARP_SIZE ? warp_sums[lane] : 0.0f;
        for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffff, v, off);
    }''' + RED_TAIL.replace('@SUM@', 'v'))

case('r10_atomicadd_every_block_no_init', 'reduction', 'fail 1',
     'The Kepler-era "one atomicAdd per block": each block\'s thread 0 does `atomicAdd(output, blockSum)` and nobody stores a first value ("the output is zeroed"). SPEC: every output is NaN before the launch, so the sum is NaN (and a fresh cudaMalloc is not zeroed either).',
     RED_HEAD + r'''
    sdata[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) atomicAdd(output, sdata[0]);  // CAUSE''', cause=r'uninitiali|NaN|❌|not written')

case('r11_atomicadd_init_by_block0_no_barrier', 'reduction', 'fail 1',
     'r10 with `if (blockIdx.x == 0 && tid == 0) *output = 0.0f;` at the top ("block 0 runs first"). Nothing orders block 0\'s plain store before the other blocks\' atomicAdds (no barrier or fence between blocks; PG Thread Hierarchy: blocks run in any order): a plain store and atomics on one word, unordered: a data race (PTX), and a late zero wipes earlier sums.',
     RED_HEAD + r'''
    if (blockIdx.x == 0 && tid == 0) *output = 0.0f;  // CAUSE
    sdata[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) atomicAdd(output, sdata[0]);''', cause=r'race|order|uninitiali|NaN|❌')

case('r12_atomicadd_after_init_and_cluster_sync', 'reduction', 'pass',
     'r11 adapted to clusters: rank 0 thread 0 stores `*output = 0.0f`, then `cluster_sync()` (arrive releases, wait acquires: PTX), then each block\'s thread 0 does `atomicAdd(output, blockSum)`. The store is ordered before every atomic; the atomics are morally strong with each other (PTX). The partial sums are integers below 2^24, so any order gives the exact total (SPEC). One plain store of output[0] (SPEC: one writer; the atomics add to the stored value). Correct.',
     RED_HEAD + r'''
    if (rank == 0 && tid == 0) *output = 0.0f;
    sdata[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    cluster_sync();
    if (tid == 0) atomicAdd(output, sdata[0]);''')

CUB_PRE = r'''// kernels.h's SIZE macro clashes with a CUB template parameter name
#pragma push_macro("SIZE")
#undef SIZE
#include <cub/cub.cuh>
#pragma pop_macro("SIZE")
typedef cub::BlockReduce<float, TPB> LgBlockReduce;
'''
case('r13_cub_blockreduce', 'reduction', 'pass',
     'cub::BlockReduce<float, TPB> with `__shared__ typename BlockReduce::TempStorage temp;` and `BlockReduce(temp).Sum(x)`; thread 0 (the only thread with a valid aggregate: CUB docs) stores temp_storage[rank]; cluster_sync(); rank 0 thread 0 adds the four. Correct.',
     r'''
    __shared__ typename LgBlockReduce::TempStorage temp;
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float s = LgBlockReduce(temp).Sum(input[blockIdx.x * TPB + tid]);''' + RED_TAIL.replace('@SUM@', 's'), pre=CUB_PRE)

case('r14_cub_aggregate_from_last_thread', 'reduction', 'fail 1',
     'r13, but the block sum is published by `tid == TPB - 1` ("the last thread finishes last"). CUB docs: BlockReduce\'s aggregate is only valid in thread 0; in the other threads the return value is undefined (a partial). temp_storage[rank] gets a wrong value and the total is wrong (SPEC: exact).',
     r'''
    __shared__ typename LgBlockReduce::TempStorage temp;
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float s = LgBlockReduce(temp).Sum(input[blockIdx.x * TPB + tid]);
    if (tid == TPB - 1) temp_storage[rank] = s;  // CAUSE
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }''', pre=CUB_PRE, cause=WRONG)

case('r15_cub_tempstorage_reused_without_barrier', 'reduction', 'fail 1',
     'Two BlockReduce calls on one TempStorage, back to back ("lower and upper half separately for accuracy"): `lo = BR(temp).Sum(tid < 128 ? x : 0); hi = BR(temp).Sum(tid >= 128 ? x : 0);` with no __syncthreads between. CUB docs: a __syncthreads() is required before the TempStorage is reused; the second call\'s writes of temp race with the first call\'s reads in slower warps (a data race, PTX).',
     r'''
    __shared__ typename LgBlockReduce::TempStorage temp;
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float x = input[blockIdx.x * TPB + tid];
    const float lo = LgBlockReduce(temp).Sum(tid < TPB / 2 ? x : 0.0f);
    const float hi = LgBlockReduce(temp).Sum(tid >= TPB / 2 ? x : 0.0f);  // CAUSE
    const float s = lo + hi;''' + RED_TAIL.replace('@SUM@', 's'), pre=CUB_PRE, cause=RACE)

case('r16_cub_tempstorage_reused_with_barrier', 'reduction', 'pass',
     'r15 with the __syncthreads() between the two BlockReduce calls that the CUB docs ask for. Thread 0 adds its two valid aggregates (integers, exact). Correct.',
     r'''
    __shared__ typename LgBlockReduce::TempStorage temp;
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float x = input[blockIdx.x * TPB + tid];
    const float lo = LgBlockReduce(temp).Sum(tid < TPB / 2 ? x : 0.0f);
    __syncthreads();
    const float hi = LgBlockReduce(temp).Sum(tid >= TPB / 2 ? x : 0.0f);
    const float s = lo + hi;''' + RED_TAIL.replace('@SUM@', 's'), pre=CUB_PRE)

case('r17_ldg_partials_after_cluster_sync', 'reduction', 'unclear',
     'Correct tree and cluster_sync(), but rank 0 reads the four partials with `__ldg(&temp_storage[r])` (habit: "__ldg everything read-only here"). temp_storage is written during this launch. PG Read-Only Data Cache Load Function / the compute-capability global-memory notes say the read-only path is for data that is read-only for the whole kernel, and ld.global.nc is not coherent with the writes of other threads; whether a first-time nc load after a cluster barrier may return stale data is not spelled out by the PTX memory model (it does not model .nc). Unclear.',
     RED_HEAD + r'''
    sdata[tid] = __ldg(&input[blockIdx.x * TPB + tid]);
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < gridDim.x; r++) total += __ldg(&temp_storage[r]);
        output[0] = total;
    }''')

case('r18_reduce6_gridstride_first_add', 'reduction', 'pass',
     'reduce6\'s load: `i = blockIdx.x * (blockSize * 2) + tid; gridSize = blockSize * 2 * gridDim.x; while (i < n) { sum += in[i]; if (i + blockSize < n) sum += in[i + blockSize]; i += gridSize; }`. Blocks 0 and 1 cover all 1024 inputs, blocks 2 and 3 add nothing (sum 0), every input exactly once; the PG-fixed warp tail (r03). The four partials add to the exact total (SPEC). Correct.',
     RED_HEAD + r'''
    const unsigned int gridSize = TPB * 2 * gridDim.x;
    unsigned int i = blockIdx.x * (TPB * 2) + tid;
    float mine = 0.0f;
    while (i < (unsigned int)size) {
        mine += input[i];
        if (i + TPB < (unsigned int)size) mine += input[i + TPB];
        i += gridSize;
    }
    const float s = lg_blockSum<TPB>(sdata, mine);''' + RED_TAIL.replace('@SUM@', 's'), pre=WARP_PG + RED6_FN)

case('r19_reduce4_first_add_no_bounds', 'reduction', 'fail 5',
     'reduce4\'s "first add during load" copied without its bounds check: `i = blockIdx.x * (blockDim.x * 2) + tid; sdata[tid] = in[i] + in[i + blockDim.x];`. Block 2 reads input[1024..1279] and block 3 input[1536..2047]: past the 1024-float input buffer (SPEC shapes): an out-of-bounds read, exit 5.',
     RED_HEAD + r'''
    const unsigned int i = blockIdx.x * (blockDim.x * 2) + tid;
    sdata[tid] = input[i] + input[i + blockDim.x];  // CAUSE
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }''' + RED_TAIL.replace('@SUM@', 'sdata[0]'), cause=OOB)

case('r20_last_index_block_sums_no_barrier', 'reduction', 'fail 1',
     'Block-order assumption: "the block with the highest index finishes last", so `if (blockIdx.x == gridDim.x - 1 && tid == 0)` sums temp_storage[0..3] right after storing its own partial, with no cluster barrier. Nothing orders the other blocks\' stores of temp_storage before these reads (PG Thread Hierarchy: any order; PTX: a data race); they may still be NaN.',
     RED_HEAD + r'''
    sdata[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[blockIdx.x] = sdata[0];
    if (blockIdx.x == gridDim.x - 1 && tid == 0) {
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++) total += temp_storage[b];  // CAUSE
        output[0] = total;
    }''', cause=RACE)

CG_HEAD = r'''
    __shared__ float sdata[TPB];
    __shared__ float block_sum;
    cg::cluster_group cluster = cg::this_cluster();
    cg::thread_block block = cg::this_thread_block();
    const unsigned int tid = block.thread_rank();
    const unsigned int rank = cluster.block_rank();
    sdata[tid] = input[blockIdx.x * TPB + tid];
    block.sync();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        block.sync();
    }
    if (tid == 0) block_sum = sdata[0];
'''
case('r21_dsmem_gather_map_shared_rank', 'reduction', 'pass',
     'The docs\' DSMEM pattern: each block keeps its sum in `__shared__ float block_sum`; `cluster.sync()`; rank 0 thread 0 reads `*cluster.map_shared_rank(&block_sum, r)` for r = 0..3 and stores output[0]; a second `cluster.sync()` keeps every block alive until rank 0 has read (PG Distributed Shared Memory). temp_storage is left untouched (SPEC does not check it). Correct.',
     CG_HEAD + r'''
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); r++) total += *cluster.map_shared_rank(&block_sum, r);
        output[0] = total;
    }
    cluster.sync();''')

case('r22_dsmem_gather_no_exit_barrier', 'reduction', 'fail 5',
     'r21 without the second cluster.sync(): ranks 1-3 may exit right after the first barrier while rank 0 still reads their block_sum through map_shared_rank. PG Distributed Shared Memory: every DSMEM access must complete before the owner block exits; an access after the owner exited is exit 5 (project convention).',
     CG_HEAD + r'''
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); r++) total += *cluster.map_shared_rank(&block_sum, r);  // CAUSE
        output[0] = total;
    }''', cause=EXITED)

case('r23_dsmem_push_into_rank0', 'reduction', 'pass',
     'Each block\'s thread 0 stores its sum into rank 0\'s `__shared__ float parts[CLUSTER_SIZE]` through `cluster.map_shared_rank(parts, 0)[rank]`, after a first cluster.sync() (rank 0 has started: PG Distributed Shared Memory); a second cluster.sync() orders the remote stores before rank 0\'s reads (PTX: arrive release, wait acquire); the writers\' accesses are complete before they arrive, so they may exit. Correct.',
     CG_HEAD + r'''
    __shared__ float parts[CLUSTER_SIZE];
    cluster.sync();
    if (tid == 0) cluster.map_shared_rank(parts, 0)[rank] = block_sum;
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = (parts[0] + parts[1]) + (parts[2] + parts[3]);''')

case('r24_dsmem_atomicadd_into_rank0', 'reduction', 'pass',
     'Rank 0 thread 0 zeroes `__shared__ float acc`; cluster.sync(); every block\'s thread 0 does `atomicAdd(cluster.map_shared_rank(&acc, 0), block_sum)`; cluster.sync(); rank 0 thread 0 stores acc. The zero is ordered before the atomics, the atomics before the read (cluster barrier, PTX); atomics are morally strong with each other; integer partials: any order exact. Correct.',
     CG_HEAD + r'''
    __shared__ float acc;
    if (rank == 0 && tid == 0) acc = 0.0f;
    cluster.sync();
    if (tid == 0) atomicAdd(cluster.map_shared_rank(&acc, 0), block_sum);
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = acc;''')

case('r25_dsmem_atomicadd_no_first_sync', 'reduction', 'fail 1',
     'r24 without the first cluster.sync() ("the atomic is safe"): rank 0\'s plain `acc = 0.0f` and the other blocks\' remote atomicAdds on acc are unordered (a plain store and an atomic: not morally strong, no causality order: a data race, PTX), and a late zero wipes added partials; also a block may touch rank 0\'s shared memory before rank 0 has started (PG Distributed Shared Memory).',
     CG_HEAD + r'''
    __shared__ float acc;
    if (rank == 0 && tid == 0) acc = 0.0f;  // CAUSE
    if (tid == 0) atomicAdd(cluster.map_shared_rank(&acc, 0), block_sum);
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = acc;''', cause=r'race|order|started|❌|uninitiali')

TICKET_RED = r'''
    __shared__ bool amLast;
    sdata[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        temp_storage[blockIdx.x] = sdata[0];
        @FENCE@
        const unsigned int ticket = atomicInc(&lg_retirementCount, gridDim.x - 1);
        amLast = (ticket == gridDim.x - 1);
        @FENCE2@
    }
    __syncthreads();
    if (amLast && tid == 0) {
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++) total += temp_storage[b];
        output[0] = total;
    }'''
TICKET_PRE = '__device__ unsigned int lg_retirementCount = 0;\n'
case('r26_threadfence_ticket_no_cluster_barrier', 'reduction', 'pass',
     'The threadFenceReduction habit in the cluster puzzle, with no cluster barrier at all: thread 0 stores temp_storage[blockIdx.x], `__threadfence()`, `atomicInc(&lg_retirementCount, gridDim.x - 1)` on a __device__ counter (PG Atomic Functions: stores ((old >= val) ? 0 : old+1), so ticket 3 wraps the counter back to 0 by itself), `__threadfence()` again, `__shared__ bool amLast`, __syncthreads; the block with ticket 3 adds the partials. Release (fence then atomic) and acquire (atomic then fence) at GPU scope (PTX) order every partial before the reads. Correct, and the counter is back at 0 for any next launch.',
     RED_HEAD + TICKET_RED.replace('@FENCE@', '__threadfence();').replace('@FENCE2@', '__threadfence();'), pre=TICKET_PRE)

case('r27_ticket_with_threadfence_block', 'reduction', 'fail 1',
     'r26 with `__threadfence_block()` on both sides ("the cheaper fence"). PG Memory Fence Functions: __threadfence_block orders only as seen by the calling block; PTX fence.cta is morally strong only with operations of the same CTA, so there is no release/acquire pair between blocks and the last block\'s reads of the other partials race with their stores (PTX data race; wrong scope).',
     RED_HEAD + TICKET_RED.replace('@FENCE@', '__threadfence_block();  // CAUSE').replace('@FENCE2@', '__threadfence_block();'), pre=TICKET_PRE, cause=r'fence|scope|race|order')

# ================================================================= coordination
CO_HEAD = r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float scale = (float)(rank + 1);
'''
case('c01_no_cluster_plain_tree', 'coordination', 'pass',
     'A pre-Hopper answer that ignores the cluster: scale by blockIdx.x + 1 at load, shared-memory tree with __syncthreads, thread 0 stores output[blockIdx.x]. With one cluster of 4 blocks blockIdx.x equals the rank (SPEC, Known errors), and no block reads another block\'s data, so no cluster barrier is needed. Any summation order passes the float32 bound (SPEC). Correct.',
     r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(blockIdx.x + 1);
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) output[blockIdx.x] = sdata[0];''')

case('c02_volatile_tail_no_syncwarp', 'coordination', 'fail 1',
     'reduce6-style tree with the volatile warp-synchronous tail and no __syncwarp (as r01), then arrive / thread 0 stores / wait. PG Independent Thread Scheduling: the tail assumes lockstep; lanes may read a neighbour\'s slot before or after its update, so the sum depends on the schedule (missing or doubled terms fail the bound, SPEC).',
     CO_HEAD + r'''
    const float s = lg_blockSum<TPB>(sdata, input[blockIdx.x * TPB + tid] * scale);
    cluster_arrive();
    if (tid == 0) output[rank] = s;
    cluster_wait();''', pre=WARP_VOLATILE + RED6_FN, cause=ANY)

case('c03_pg_tail_split_barrier', 'coordination', 'pass',
     'c02 with the PG\'s __syncwarp tail (r03). Correct.',
     CO_HEAD + r'''
    const float s = lg_blockSum<TPB>(sdata, input[blockIdx.x * TPB + tid] * scale);
    cluster_arrive();
    if (tid == 0) output[rank] = s;
    cluster_wait();''', pre=WARP_PG + RED6_FN)

case('c04_atomicadd_every_thread_after_init', 'coordination', 'pass',
     'Thread 0 stores `output[rank] = 0.0f`, __syncthreads (orders it before the block\'s atomics: same block), then every thread does `atomicAdd(&output[rank], x * scale)`; cluster_sync at the end. One plain store per output (SPEC), atomics morally strong (PTX), any order within the float32 bound (SPEC). Correct.',
     CO_HEAD + r'''
    if (tid == 0) output[rank] = 0.0f;
    __syncthreads();
    atomicAdd(&output[rank], input[blockIdx.x * TPB + tid] * scale);
    cluster_sync();''')

case('c05_atomicadd_every_thread_no_init', 'coordination', 'fail 1',
     'c04 without the zeroing store ("memory is zeroed"): every output starts NaN (SPEC), so the atomics build on NaN.',
     CO_HEAD + r'''
    atomicAdd(&output[rank], input[blockIdx.x * TPB + tid] * scale);  // CAUSE
    cluster_sync();''', cause=r'uninitiali|NaN|❌|not written')

case('c06_warp_atomics_init_without_barrier', 'coordination', 'fail 1',
     'Warp shuffles, then each warp\'s lane 0 does `atomicAdd(&output[rank], v)`; thread 0 zeroes output[rank] first, but with no __syncthreads between ("thread 0 is in warp 0, which runs first"). The other warps\' atomics and thread 0\'s plain store are unordered: a data race (PTX; PG Thread Hierarchy: warps in any order); a late zero drops warp sums.',
     CO_HEAD + r'''
    if (tid == 0) output[rank] = 0.0f;  // CAUSE
    float v = input[blockIdx.x * TPB + tid] * scale;
    for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffff, v, off);
    if (tid % WARP_SIZE == 0) atomicAdd(&output[rank], v);
    cluster_sync();''', cause=r'race|order|uninitiali|❌')

case('c07_syncthreads_count_as_barrier', 'coordination', 'pass',
     'The tree uses `__syncthreads_count(tid < s)` (and once `__syncthreads_or(1)`) instead of __syncthreads(): PG Synchronization Functions: they are __syncthreads with a reduction of the predicate, so they order shared memory the same way; all threads reach them. Thread 0 stores output[rank] between arrive and wait. Correct.',
     CO_HEAD + r'''
    sdata[tid] = input[blockIdx.x * TPB + tid] * scale;
    __syncthreads_or(1);
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        (void)__syncthreads_count(tid < s);
    }
    cluster_arrive();
    if (tid == 0) output[rank] = sdata[0];
    cluster_wait();''')

case('c08_thread0_sums_without_syncthreads', 'coordination', 'fail 1',
     'Lockstep habit: every thread stores its scaled value, then thread 0 sums shared_data[0..255] with no __syncthreads ("the block stores in one instruction"). Warps 1-7 are not ordered before thread 0\'s reads (PG Synchronization Functions; PTX: a data race).',
     CO_HEAD + r'''
    sdata[tid] = input[blockIdx.x * TPB + tid] * scale;
    cluster_arrive();
    if (tid == 0) {
        float sum = 0.0f;
        for (int i = 0; i < TPB; i++) sum += sdata[i];  // CAUSE
        output[rank] = sum;
    }
    cluster_wait();''', cause=RACE)

case('c09_cg_cluster_api_sync', 'coordination', 'pass',
     'Written from the cooperative groups docs: `cg::cluster_group cluster = cg::this_cluster(); cg::thread_block block = cg::this_thread_block();` rank from cluster.block_rank(), block.sync() between stores and thread 0\'s loop, `cluster.sync()` at the end. Correct.',
     r'''
    __shared__ float sdata[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    cg::thread_block block = cg::this_thread_block();
    const unsigned int tid = block.thread_rank();
    const unsigned int rank = cluster.block_rank();
    sdata[tid] = input[rank * block.size() + tid] * (float)(rank + 1);
    block.sync();
    if (tid == 0) {
        float sum = 0.0f;
#pragma unroll 8
        for (int i = 0; i < TPB; i++) sum += sdata[i];
        output[rank] = sum;
    }
    cluster.sync();''')

case('c10_gridstride_load', 'coordination', 'pass',
     'A grid-stride loop habit: `for (i = blockIdx.x * blockDim.x + tid; i < size; i += blockDim.x * gridDim.x) mine += input[i] * scale;` With 1024 = 4 x 256 each thread gets exactly its own element, so each block sums exactly its 256 inputs. __restrict__ locals, tree, output by thread 0. Correct.',
     CO_HEAD + r'''
    const float *__restrict__ in = input;
    float mine = 0.0f;
    for (int i = blockIdx.x * blockDim.x + tid; i < size; i += blockDim.x * gridDim.x) mine += in[i] * scale;
    sdata[tid] = mine;
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    cluster_arrive();
    if (tid == 0) output[rank] = sdata[0];
    cluster_wait();''')

case('c11_cub_blockreduce_thread0', 'coordination', 'pass',
     'cub::BlockReduce<float, TPB>(temp).Sum(x * scale); thread 0 (valid aggregate, CUB docs) stores output[rank] between cluster_arrive() and cluster_wait(). Correct.',
     r'''
    __shared__ typename LgBlockReduce::TempStorage temp;
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float s = LgBlockReduce(temp).Sum(input[blockIdx.x * TPB + tid] * (float)(rank + 1));
    cluster_arrive();
    if (tid == 0) output[rank] = s;
    cluster_wait();''', pre=CUB_PRE)

case('c12_cub_called_by_half_block', 'coordination', 'fail 4',
     'BlockReduce called only by the threads "that have data": `if (tid < TPB / 2) s = BR(temp).Sum(in[2*tid] + in[2*tid+1]);` CUB docs: BlockReduce is a block-wide collective that every thread of the block must call (it uses __syncthreads inside); with half the block it reaches __syncthreads in divergent code (PG Synchronization Functions): a divergent barrier. [Truth corrected after the run (was fail 1; docs/verdict-legacy.md): PTX shfl.sync/elect.sync/bar.sync make the executing thread WAIT until every non-exited thread of its membermask (for bar.sync, of the CTA) has executed it; the threads that skip it wait elsewhere (a later barrier or the cluster barrier) and never come: a deadlock, exit 4, not the exit 1 of a divergence that completes.]',
     r'''
    __shared__ typename LgBlockReduce::TempStorage temp;
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float scale = (float)(rank + 1);
    float s = 0.0f;
    if (tid < TPB / 2) {
        const float *in = input + blockIdx.x * TPB;
        s = LgBlockReduce(temp).Sum((in[2 * tid] + in[2 * tid + 1]) * scale);  // CAUSE
    }
    cluster_arrive();
    if (tid == 0) output[rank] = s;
    cluster_wait();''', pre=CUB_PRE, cause=DIV)

case('c13_every_thread_stores_result', 'coordination', 'fail 1',
     'After the tree every thread does `output[rank] = sdata[0];` ("they all hold the same value, no need for an if"). SPEC Checking: each output element is stored by exactly one thread per launch; 256 plain stores of one word are a write-write conflict with no ordering (PTX data race, project convention: several writers fail even with the same value).',
     CO_HEAD + r'''
    sdata[tid] = input[blockIdx.x * TPB + tid] * scale;
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    output[rank] = sdata[0];  // CAUSE
    cluster_sync();''', cause=RACE)

case('c14_shfl_xor_butterfly', 'coordination', 'pass',
     'Butterfly: `v += __shfl_xor_sync(0xffffffff, v, m)` for m = 16..1 (all lanes, every lane ends with the warp sum), lane 0 stores warp_sums[warp], __syncthreads, thread 0 adds 8 sums into output[rank]; cluster_arrive/wait around the store. Correct.',
     CO_HEAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    float v = input[blockIdx.x * TPB + tid] * scale;
#pragma unroll
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffff, v, m);
    if ((tid & (WARP_SIZE - 1)) == 0) warp_sums[tid / WARP_SIZE] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float sum = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) sum += warp_sums[w];
        output[rank] = sum;
    }
    cluster_wait();''')

case('c15_rank0_writes_all_outputs_dsmem', 'coordination', 'pass',
     'Each block keeps its sum in `__shared__ float bsum`; cluster.sync(); rank 0 thread 0 reads the four through `cluster.map_shared_rank(&bsum, r)` and stores output[0..3]; cluster.sync() again before anyone exits (PG Distributed Shared Memory). One writer per output (SPEC). Correct.',
     CO_HEAD + r'''
    __shared__ float bsum;
    cg::cluster_group cluster = cg::this_cluster();
    sdata[tid] = input[blockIdx.x * TPB + tid] * scale;
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) bsum = sdata[0];
    cluster.sync();
    if (rank == 0 && tid == 0)
        for (unsigned int r = 0; r < CLUSTER_SIZE; r++) output[r] = *cluster.map_shared_rank(&bsum, r);
    cluster.sync();''')

case('c16_syncthreads_inside_warp_tail', 'coordination', 'fail 4',
     'The unrolled chain is pushed all the way into `if (tid < 32) { ... if (blockSize >= 64) { sdata[tid] += sdata[tid + 32]; __syncthreads(); } ... }` ("keep the barrier, to be safe"). __syncthreads in code only warp 0 reaches: PG Synchronization Functions (the condition must be uniform across the block): a divergent barrier. [Truth corrected after the run (was fail 1; docs/verdict-legacy.md): PTX shfl.sync/elect.sync/bar.sync make the executing thread WAIT until every non-exited thread of its membermask (for bar.sync, of the CTA) has executed it; the threads that skip it wait elsewhere (a later barrier or the cluster barrier) and never come: a deadlock, exit 4, not the exit 1 of a divergence that completes.]',
     CO_HEAD + r'''
    sdata[tid] = input[blockIdx.x * TPB + tid] * scale;
    __syncthreads();
    if (tid < 128) sdata[tid] += sdata[tid + 128];
    __syncthreads();
    if (tid < 64) sdata[tid] += sdata[tid + 64];
    __syncthreads();
    if (tid < 32) {
        sdata[tid] += sdata[tid + 32];
        __syncthreads();  // CAUSE
        for (unsigned int s = 16; s > 0; s >>= 1) {
            if (tid < s) sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
    }
    cluster_arrive();
    if (tid == 0) output[rank] = sdata[0];
    cluster_wait();''', cause=DIV)

case('c17_early_return_bounds_guard', 'coordination', 'pass',
     'Old habit `if (blockIdx.x * blockDim.x + tid >= size) return;` at the top, before every barrier. With size 1024 = 4 x 256 no thread returns (SPEC inputs), so every barrier and the cluster barrier see all threads. Correct for these launches.',
     CO_HEAD + r'''
    const int gid = blockIdx.x * blockDim.x + tid;
    if (gid >= size) return;
    sdata[tid] = input[gid] * scale;
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    cluster_arrive();
    if (tid == 0) output[rank] = sdata[0];
    cluster_wait();''')

case('c18_shfl_activemask_after_barrier', 'coordination', 'unclear',
     'Warp reduction with `const unsigned m = __activemask();` taken right after a __syncthreads and used as the shuffle mask. PG Warp Vote Functions: __activemask does not guarantee that the warp is converged, and the Guide warns against using it to form a shuffle mask; but after a block barrier with no branch the warp is in practice converged, and whether a lane may be missing from m there is not fixed by the rules. Unclear.',
     CO_HEAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    float v = input[blockIdx.x * TPB + tid] * scale;
    __syncthreads();
    const unsigned int m = __activemask();
    for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(m, v, off);
    if (tid % WARP_SIZE == 0) warp_sums[tid / WARP_SIZE] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float sum = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) sum += warp_sums[w];
        output[rank] = sum;
    }
    cluster_wait();''')

case('c19_accumulate_in_global', 'coordination', 'pass',
     'Thread 0 accumulates straight into global memory: `output[rank] = 0.0f; for (i...) output[rank] += sdata[i];` after a __syncthreads. One thread does every store and reads only its own stores (program order, PTX), the first access is a store (not an update of the NaN fill, SPEC). Slow, but correct.',
     CO_HEAD + r'''
    sdata[tid] = input[blockIdx.x * TPB + tid] * scale;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        output[rank] = 0.0f;
        for (int i = 0; i < TPB; i++) output[rank] += sdata[i];
    }
    cluster_wait();''')

case('c20_ballot_count_nonzero_then_sum', 'coordination', 'pass',
     '__ballot_sync(0xffffffff, x != 0) and __popc to count the warp\'s non-zero inputs ("skip empty warps"), __all_sync(0xffffffff, ...) to test a whole-zero warp, then a shuffle sum in every warp regardless of the test (all lanes execute, full mask); lane 0 stores warp_sums; __syncthreads; thread 0 sums. The vote functions are executed by all 32 lanes of each warp (PG Warp Vote Functions). Correct.',
     CO_HEAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    __shared__ int nonzero[TPB / WARP_SIZE];
    const float x = input[blockIdx.x * TPB + tid] * scale;
    const unsigned int b = __ballot_sync(0xffffffff, x != 0.0f);
    const bool all_zero = __all_sync(0xffffffff, x == 0.0f);
    float v = all_zero ? 0.0f : x;
    for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffff, v, off);
    if (tid % WARP_SIZE == 0) { warp_sums[tid / WARP_SIZE] = v; nonzero[tid / WARP_SIZE] = __popc(b); }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float sum = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) if (nonzero[w] > 0) sum += warp_sums[w];
        output[rank] = sum;
    }
    cluster_wait();''')

# ================================================================= advanced
AD_HEAD = r'''
    __shared__ float sdata[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int tid = threadIdx.x;
    const unsigned int lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
'''
AD_BLOCK = r'''
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) total += warp_sums[w];
        output[rank] = total;
    }
    cluster_wait();'''
case('a01_lane0_sums_after_syncthreads', 'advanced', 'pass',
     'Lane 0 of each warp (`tid % 32 == 0`, the pre-Hopper "leader") instead of elect_one_sync sums its warp\'s 32 values after a __syncthreads, stores warp_sums[warp]; __syncthreads; thread 0 adds the 8. The checks are on the numbers and the CUDA rules (SPEC Checking), and lane 0 is a legal leader. Correct.',
     AD_HEAD + r'''
    __syncthreads();
    if (lane == 0) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }''' + AD_BLOCK)

case('a02_lane0_sums_after_syncwarp', 'advanced', 'pass',
     'a01 with only `__syncwarp()` between the stores and lane 0\'s sum: lane 0 reads only the 32 values of its own warp, and __syncwarp orders memory among the lanes that take part (PG Synchronization Functions, __syncwarp: "memory ordering among threads participating in the barrier"). The block level still has its __syncthreads. Correct.',
     AD_HEAD + r'''
    __syncwarp();
    if (lane == 0) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }''' + AD_BLOCK)

case('a03_lane0_sums_implicit_warp_sync', 'advanced', 'fail 1',
     'a02 with no barrier at all: "a warp executes in lockstep, so its 32 stores are done when lane 0 reads". PG Independent Thread Scheduling: not on Volta and later; lane 0\'s reads of the other lanes\' shared stores are unordered (PTX: a data race).',
     AD_HEAD + r'''
    if (lane == 0) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];  // CAUSE
        warp_sums[warp] = s;
    }''' + AD_BLOCK, cause=RACE)

case('a04_volatile_instead_of_syncwarp', 'advanced', 'fail 1',
     'a03 with `volatile float *vs = sdata;` for lane 0\'s reads ("volatile forces the loads to happen"). Volatile makes each access strong (PTX: relaxed, .sys), so it is not a data race in the PTX sense, but nothing orders lane 5\'s store before lane 0\'s load: lane 0 may read the slot before it was written (uninitialised shared memory, PG Variable Memory Space Specifiers), and the sum is wrong on legal schedules (PG Independent Thread Scheduling).',
     AD_HEAD.replace('sdata[tid] = input', 'volatile float *vs = sdata;\n    vs[tid] = input') + r'''
    if (lane == 0) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += vs[warp * WARP_SIZE + i];  // CAUSE
        warp_sums[warp] = s;
    }''' + AD_BLOCK, cause=ANY)

case('a05_xor_shfl_then_elect', 'advanced', 'pass',
     'All lanes do a butterfly `__shfl_xor_sync(0xffffffff, v, m)`, so every lane holds the warp sum; then `if (elect_one_sync()) warp_sums[warp] = v;` reached by all 32 lanes; whichever lane is elected stores the same sum. The values need no shared array (the "shared memory" step of the SPEC is a description of the method, checked by the numbers). Correct.',
     AD_HEAD + r'''
    float v = sdata[tid];  // own slot, own store
#pragma unroll
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffff, v, m);
    if (elect_one_sync()) warp_sums[warp] = v;''' + AD_BLOCK)

case('a06_shfl_down_then_elect', 'advanced', 'unclear',
     'shfl_down reduction (only lane 0 holds the full warp sum), then `if (elect_one_sync()) warp_sums[warp] = v;`: right only if elect.sync picks lane 0. PTX elect.sync elects "one leader" of membermask; whether it is always the lowest lane is not a documented guarantee that this hunt can cite with certainty (H100s are reported to pick the lowest). Unclear.',
     AD_HEAD + r'''
    float v = sdata[tid];
    for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffff, v, off);
    if (elect_one_sync()) warp_sums[warp] = v;''' + AD_BLOCK)

case('a07_ballot_ffs_leader', 'advanced', 'pass',
     'Leader from the old idiom `unsigned m = __ballot_sync(0xffffffff, 1); bool leader = lane == __ffs(m) - 1;` (lane 0 of the full warp), after a __syncwarp; the leader sums its warp\'s 32 values from shared memory. Correct.',
     AD_HEAD + r'''
    __syncwarp();
    const unsigned int m = __ballot_sync(0xffffffff, 1);
    if (lane == (unsigned int)(__ffs(m) - 1)) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }''' + AD_BLOCK)

case('a08_elected_lane_atomicadd_output', 'advanced', 'pass',
     'Thread 0 zeroes output[rank]; __syncthreads (orders it, and the shared stores); every warp\'s elected lane (elect_one_sync reached by all lanes) sums its 32 values and does `atomicAdd(&output[rank], s)`. One plain store per output (SPEC), atomics morally strong (PTX), any order within the float32 bound. Correct.',
     AD_HEAD + r'''
    if (tid == 0) output[rank] = 0.0f;
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        atomicAdd(&output[rank], s);
    }
    cluster_sync();''')

case('a09_thread0_reads_warp_sums_after_syncwarp', 'advanced', 'fail 1',
     'Warp sums by the elected lanes (after __syncthreads), then only `__syncwarp()` before thread 0 adds warp_sums[0..7] ("warp 0 finishes last"). Thread 0 reads sums stored by warps 1-7, ordered by nothing (PG Thread Hierarchy: warps in any order; PTX: a data race).',
     AD_HEAD + r'''
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }
    __syncwarp();
    cluster_arrive();
    if (tid == 0) {
        float total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) total += warp_sums[w];  // CAUSE
        output[rank] = total;
    }
    cluster_wait();''', cause=RACE)

case('a10_threadfence_block_as_barrier', 'advanced', 'fail 1',
     'a09 with `__threadfence_block()` where the __syncthreads belongs ("the fence makes the warp sums visible to the block"). PG Memory Fence Functions: a fence orders the caller\'s own accesses, it does not wait for other threads; thread 0 may read warp_sums before warps 1-7 stored them (PTX: a data race).',
     AD_HEAD + r'''
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }
    __threadfence_block();
    cluster_arrive();
    if (tid == 0) {
        float total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) total += warp_sums[w];  // CAUSE
        output[rank] = total;
    }
    cluster_wait();''', cause=RACE)

case('a11_warp_sums_indexed_by_elected_lane', 'advanced', 'unclear',
     'The elected lane stores its sum at `warp_sums[lane]` ("the leader\'s slot"): with the elected lane the same in every warp (e.g. lane 0), all 8 elected lanes store warp_sums[0], unordered (PTX: write-write data race; several writers) and warp_sums[1..7] stay uninitialised (PG Variable Memory Space Specifiers), so thread 0\'s total is wrong. [Truth corrected after the run (was fail 1; docs/verdict-legacy.md): the reason assumed the elected lane is below 8, but warp_sums has 8 elements, so an elected lane 8-31 stores past the array (an out-of-bounds write, exit 5 by the project convention), while lane 0 gives the race (exit 1). Which lane elect.sync picks is exactly what a06 calls unclear, so the exit code is too: unclear.]',
     AD_HEAD + r'''
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        warp_sums[lane] = s;  // CAUSE
    }''' + AD_BLOCK, cause=r'race|several writers|uninitiali|❌')

case('a12_cg_arrival_token', 'advanced', 'pass',
     'From the cooperative groups docs: `auto token = cluster.barrier_arrive();` after the warp sums and the __syncthreads, thread 0 stores output[rank], then `cluster.barrier_wait(std::move(token));`. Arrive/wait paired once in every thread (PTX barrier.cluster). Correct.',
     AD_HEAD + r'''
    cg::cluster_group cluster = cg::this_cluster();
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }
    __syncthreads();
    auto token = cluster.barrier_arrive();
    if (tid == 0) {
        float total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) total += warp_sums[w];
        output[rank] = total;
    }
    cluster.barrier_wait(std::move(token));''')

case('a13_syncthreads_count_checks_leaders', 'advanced', 'pass',
     '`const bool leader = elect_one_sync();` (all lanes), the leader stores its warp sum, then `const int n = __syncthreads_count(leader);` (a barrier that also counts the leaders: PG Synchronization Functions) and thread 0 writes output[rank] only `if (n == TPB / WARP_SIZE)`; n is 8, since elect.sync gives exactly one leader per full warp (PTX). Correct.',
     AD_HEAD + r'''
    __syncthreads();
    const bool leader = elect_one_sync();
    if (leader) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }
    const int n = __syncthreads_count(leader);
    cluster_arrive();
    if (tid == 0 && n == TPB / WARP_SIZE) {
        float total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) total += warp_sums[w];
        output[rank] = total;
    }
    cluster_wait();''')

SPIN = r'''
    __shared__ unsigned int done;
    if (tid == 0) done = 0;
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
        @REL@
        atomicAdd(&done, 1u);
    }
    cluster_arrive();
    if (tid == 0) {
        while (*(volatile unsigned int *)&done < TPB / WARP_SIZE) { }
        @ACQ@
        float total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) total += warp_sums[w];  @MARK@
        output[rank] = total;
    }
    cluster_wait();'''
case('a14_shared_flag_spin_no_fence', 'advanced', 'fail 1',
     'Instead of a second __syncthreads, each leader does `atomicAdd(&done, 1u)` on a shared counter after storing its warp sum, and thread 0 spins on `*(volatile unsigned *)&done < 8`, then reads warp_sums. The atomic is relaxed and the volatile load is relaxed (PTX): no release or acquire pattern, so the warp_sums stores are not ordered before thread 0\'s loads (PTX data race). Warps of a resident block do progress (PG Independent Thread Scheduling), so it does not hang; it races.',
     AD_HEAD + SPIN.replace('@REL@', '').replace('@ACQ@', '').replace('@MARK@', '// CAUSE'), cause=RACE)

case('a15_shared_flag_spin_with_fences', 'advanced', 'pass',
     'a14 with `__threadfence_block()` before each leader\'s atomicAdd (release pattern at CTA scope) and after thread 0\'s spin (acquire pattern), PTX: the spin\'s volatile load (strong) reads the last atomic, observation order through the RMW chain covers every leader\'s increment, so each warp_sums store precedes thread 0\'s reads in causality order. Warps in one block make progress (PG Independent Thread Scheduling: thread 0 spinning does not starve the leaders, even the one of warp 0). Correct.',
     AD_HEAD + SPIN.replace('@REL@', '__threadfence_block();').replace('@ACQ@', '__threadfence_block();').replace('@MARK@', ''))

WARP_ONLY_VOL = r'''
__device__ float lg_warpSumVolatile(volatile float *w, unsigned int lane)
{
    // each warp reduces its own 32 slots; lane 0 ends with the sum
    if (lane < 16) w[lane] += w[lane + 16];  // CAUSE
    if (lane < 8) w[lane] += w[lane + 8];
    if (lane < 4) w[lane] += w[lane + 4];
    if (lane < 2) w[lane] += w[lane + 2];
    if (lane < 1) w[lane] += w[lane + 1];
    return w[0];
}
'''
case('a16_per_warp_volatile_tree_no_syncwarp', 'advanced', 'fail 1',
     'Every warp tree-reduces its own 32 shared slots in the old warp-synchronous way (`if (lane < 16) w[lane] += w[lane + 16]; if (lane < 8) ...` on a volatile pointer), no __syncwarp, then lane 0 stores warp_sums[warp]. PG Independent Thread Scheduling: lanes are not in lockstep; lane 0 may read w[8] at the second step before lane 8 added w[24] into it, and the stores of the other lanes before the first step are unordered too. Wrong on legal schedules.',
     AD_HEAD + r'''
    const float s = lg_warpSumVolatile(sdata + warp * WARP_SIZE, lane);
    if (lane == 0) warp_sums[warp] = s;''' + AD_BLOCK, pre=WARP_ONLY_VOL, cause=ANY)

case('a17_per_warp_tree_syncwarp_split', 'advanced', 'pass',
     'a16 written the Guide\'s way: the halving loop `for (s = 16; s > 0; s >>= 1) { float o = 0; if (lane < s) o = w[lane + s]; __syncwarp(); if (lane < s) w[lane] += o; __syncwarp(); }` with all 32 lanes reaching every __syncwarp (full mask), after a first __syncwarp for the initial stores. Reads and stores of each step are separated by __syncwarp (PG Synchronization Functions / Independent Thread Scheduling). Lane 0 stores warp_sums[warp] from w[0]. Correct.',
     AD_HEAD + r'''
    float *w = sdata + warp * WARP_SIZE;
    __syncwarp();
    for (unsigned int s = 16; s > 0; s >>= 1) {
        float o = 0.0f;
        if (lane < s) o = w[lane + s];
        __syncwarp();
        if (lane < s) w[lane] += o;
        __syncwarp();
    }
    if (lane == 0) warp_sums[warp] = w[0];''' + AD_BLOCK)

case('a18_elect_in_half_warp', 'advanced', 'fail 4',
     'The leader is chosen among the lanes "that hold data": `if (lane < 16 && elect_one_sync())`. elect_one_sync() is elect.sync with the full member mask (kernels.h; SPEC: every lane of the warp must call it), but lanes 16-31 never reach it: PTX elect.sync with a membermask naming lanes that do not execute it is undefined. A divergent warp collective. [Truth corrected after the run (was fail 1; docs/verdict-legacy.md): PTX shfl.sync/elect.sync/bar.sync make the executing thread WAIT until every non-exited thread of its membermask (for bar.sync, of the CTA) has executed it; the threads that skip it wait elsewhere (a later barrier or the cluster barrier) and never come: a deadlock, exit 4, not the exit 1 of a divergence that completes.]',
     AD_HEAD + r'''
    __syncthreads();
    if (lane < 16 && elect_one_sync()) {  // CAUSE
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }''' + AD_BLOCK, cause=DIV)

case('a19_cg_tiled_partition_shfl', 'advanced', 'pass',
     'cooperative groups the way the 2017 blog showed: `auto tile = cg::tiled_partition<32>(cg::this_thread_block());` `v += tile.shfl_down(v, off)`, `if (tile.thread_rank() == 0) warp_sums[tile.meta_group_rank()] = v;` then block.sync() and thread 0 sums; cluster.sync() at the end. Every lane of each tile executes each shuffle. Correct.',
     AD_HEAD + r'''
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    float v = sdata[tid];
    for (int off = tile.size() / 2; off > 0; off >>= 1) v += tile.shfl_down(v, off);
    if (tile.thread_rank() == 0) warp_sums[tile.meta_group_rank()] = v;
    block.sync();
    if (tid == 0) {
        float total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) total += warp_sums[w];
        output[rank] = total;
    }
    cg::this_cluster().sync();''')

case('a20_cg_reduce_tile', 'advanced', 'pass',
     '`cg::reduce(tile, v, cg::plus<float>())` (CUDA 11+) gives every lane of the tile the warp sum; `if (elect_one_sync())` stores it; __syncthreads; thread 0 adds; cluster_sync. Correct.',
     AD_HEAD + r'''
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
    const float v = cg::reduce(tile, sdata[tid], cg::plus<float>());
    if (elect_one_sync()) warp_sums[warp] = v;
    __syncthreads();
    if (tid == 0) {
        float total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) total += warp_sums[w];
        output[rank] = total;
    }
    cluster_sync();''')

# ================================================================= last-block
LB_HEAD = r'''
    __shared__ float sdata[TPB];
    __shared__ bool amLast;
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
'''
# the last block: every thread folds a strided share of the partials, then a tree
LB_FINAL = r'''
        float sum = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) sum += @P@[b];
        sdata[tid] = sum;
        __syncthreads();
        for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s) sdata[tid] += sdata[tid + s];
            __syncthreads();
        }'''
# the threadFenceReduction sample, ported: retirement counter in a __device__ variable
SAMPLE = LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        const unsigned int ticket = atomicInc(&lg_retirementCount, gridDim.x);
        amLast = (ticket == gridDim.x - 1);
        @ACQ@
    }
    __syncthreads();
    if (amLast) {''' + LB_FINAL.replace('@P@', '((volatile float *)partials)') + r'''
        if (tid == 0) {
            output[0] = sdata[0];
            lg_retirementCount = 0;
        }
    }'''
case('l01_threadfence_sample_no_acquire_fence', 'last-block', 'unclear',
     'A faithful port of the threadFenceReduction sample / PG Memory Fence Functions example: thread 0 stores the partial, `__threadfence()`, `atomicInc(&retirementCount, gridDim.x)` on a `__device__` counter, `__shared__ bool amLast`, __syncthreads; the last block reads the partials through a volatile pointer and thread 0 resets retirementCount to 0 (the `counter` argument stays 0, as SPEC wants). There is no fence after the ticket in the last block. The PG presents this shape as correct; the PTX memory model asks for an acquire pattern (the strong read then a fence) on the reading side, and a volatile load is only relaxed, and the __syncthreads is a CTA-scope ordering. The two sources disagree: unclear.',
     SAMPLE.replace('@ACQ@', ''), pre=TICKET_PRE)

case('l02_threadfence_sample_with_acquire_fence', 'last-block', 'pass',
     'l01 with a second `__threadfence()` after the atomicInc in thread 0 (the acquire pattern: strong read then fence.sc, PTX) before the __syncthreads that hands amLast and the ordering to the block. retirementCount goes 0..256 and is reset by the last block after every other block took its ticket (observation order through the atomics, PTX), so the second launch starts at 0; `counter` is untouched and stays 0 (SPEC). Correct.',
     SAMPLE.replace('@ACQ@', '__threadfence();'), pre=TICKET_PRE)

CNT = LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        @REL@
        const unsigned int ticket = @TICKET@;
        amLast = (ticket == @LASTT@);
        @ACQ@
    }
    __syncthreads();
    if (amLast) {''' + LB_FINAL.replace('@P@', 'partials') + r'''
        if (tid == 0) {
            output[0] = sdata[0];
@RESET@
        }
    }'''
def cnt(rel='__threadfence();', ticket='atomicAdd(counter, 1u)', lastt='gridDim.x - 1', acq='__threadfence();', reset='            *counter = 0;'):
    return CNT.replace('@REL@', rel).replace('@TICKET@', ticket).replace('@LASTT@', lastt).replace('@ACQ@', acq).replace('@RESET@', reset)

case('l03_atomicinc_autowrap_no_reset', 'last-block', 'pass',
     '`atomicInc(counter, gridDim.x - 1)` with fences on both sides and no reset: PG Atomic Functions: atomicInc stores ((old >= val) ? 0 : old + 1), so the 256th ticket (old = 255) stores 0; the counter is 0 after the launch and the second launch (SPEC) starts from 0. Correct.',
     cnt(ticket='atomicInc(counter, gridDim.x - 1)', reset=''))

case('l04_atomicinc_griddim_no_reset', 'last-block', 'fail 1',
     '`atomicInc(counter, gridDim.x)` (the sample\'s limit) with no reset ("atomicInc wraps by itself"): with val = 256 the counter goes 0..256 and stays at 256 after the first launch (SPEC: counter must be 0). The second launch\'s first ticket is 256 (stored 0), the others 0..254: no block draws 255 and output[0] is not written.',
     cnt(ticket='atomicInc(counter, gridDim.x)', reset='            // atomicInc wraps the counter by itself').replace('atomicInc(counter, gridDim.x);', 'atomicInc(counter, gridDim.x);  // CAUSE'), cause=r'counter|not written|❌')

case('l05_ticket_threadfence_block', 'last-block', 'fail 1',
     'The ticket with `__threadfence_block()` on both sides ("the block\'s own fence is enough for its own partial"). PG Memory Fence Functions: __threadfence_block orders only for the calling block; PTX fence.cta does not make a release/acquire pair with another CTA, so the last block\'s reads of other blocks\' partials race with their stores (PTX data race: wrong scope).',
     cnt(rel='__threadfence_block();  // CAUSE', acq='__threadfence_block();'), cause=r'fence|scope|race|order')

case('l06_no_fence_atomic_is_enough', 'last-block', 'fail 1',
     'No fence at all ("the atomic is a memory barrier"): PG Atomic Functions: atomics are relaxed and order no other address; PTX: atom without .sem is .relaxed, no release pattern, so the partial stores are not ordered before the last block\'s reads: a data race.',
     cnt(rel='// the atomic orders it  // CAUSE', acq=''), cause=r'fence|race|order')

case('l07_fence_by_other_thread_after_barrier', 'last-block', 'pass',
     'Thread 0 stores the partial, __syncthreads, then thread 32 (warp 1, "spread the work") does `__threadfence(); atomicAdd(counter, 1u); __threadfence();` and sets amLast; __syncthreads. PTX causality order is transitive: the partial store precedes thread 32\'s fence through the CTA barrier (base causality), and the fence + atomic are a release pattern (fence.sc is cumulative); the last block\'s thread 32 acquires and the __syncthreads passes it on. Correct.',
     LB_HEAD + r'''
    if (tid == 0) partials[blockIdx.x] = sdata[0];
    __syncthreads();
    if (tid == 32) {
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        amLast = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (amLast) {''' + LB_FINAL.replace('@P@', 'partials') + r'''
        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }''')

case('l08_last_index_block_spins_for_others', 'last-block', 'fail 4',
     'Block-order assumption turned into a wait: every block stores its partial, fences and does atomicAdd(counter, 1); block gridDim.x - 1 ("it is scheduled last anyway") spins `while (atomicAdd(counter, 0) < gridDim.x - 1)` before it sums. PG Thread Hierarchy: blocks must be able to run in any order, in parallel or in series; the blocks of a non-cluster grid are not co-scheduled. If block 255 is scheduled while blocks that have not started need its slot (e.g. in series, 255 first), it spins forever: a hang.',
     LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        if (blockIdx.x != gridDim.x - 1) atomicAdd(counter, 1u);
        else {
            while (atomicAdd(counter, 0u) < gridDim.x - 1) { }  // CAUSE
            __threadfence();
        }
    }
    __syncthreads();
    if (blockIdx.x == gridDim.x - 1) {''' + LB_FINAL.replace('@P@', 'partials') + r'''
        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }''', cause=r'hang|deadlock|spin|watchdog|progress|did not finish')

case('l09_last_index_block_sums_no_ticket', 'last-block', 'fail 1',
     'Block-order assumption without a wait: "blocks retire in index order", so block gridDim.x - 1 sums the partials right after its own, with __threadfence() after each store and no ticket. A fence orders only the caller\'s accesses (PG Memory Fence Functions); nothing orders the other blocks\' partial stores before block 255\'s reads (PTX data race; PG Thread Hierarchy: any order), and some are still NaN.',
     LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
    }
    __syncthreads();
    if (blockIdx.x == gridDim.x - 1) {''' + LB_FINAL.replace('@P@', 'partials').replace('sum += partials[b];', 'sum += partials[b];  // CAUSE') + r'''
        if (tid == 0) output[0] = sdata[0];
    }''', cause=RACE)

case('l10_float_atomicadd_init_by_block0', 'last-block', 'fail 1',
     'No last block: block 0\'s thread 0 stores `*output = 0.0f` and every block\'s thread 0 does `atomicAdd(output, sdata[0])`. Nothing orders block 0\'s store before the other blocks\' atomics (PG Thread Hierarchy: any order; PTX: a plain store and atomics unordered: a data race); with 4 blocks resident at a time block 0 may well come late and wipe the sum.',
     LB_HEAD + r'''
    if (blockIdx.x == 0 && tid == 0) *output = 0.0f;  // CAUSE
    if (tid == 0) atomicAdd(output, sdata[0]);''', cause=r'race|order|uninitiali|NaN|❌')

case('l11_float_atomicadd_no_init', 'last-block', 'fail 1',
     'Every block\'s thread 0 does `atomicAdd(output, sdata[0])`, no first store: SPEC, output is NaN before each launch, so the result is NaN.',
     LB_HEAD + r'''
    if (tid == 0) atomicAdd(output, sdata[0]);  // CAUSE''', cause=r'uninitiali|NaN|❌|not written')

case('l12_syncthreads_or_broadcast', 'last-block', 'pass',
     'No shared flag: thread 0 keeps `bool last` in a register (fence, atomicAdd ticket, fence) and the block learns it with `if (__syncthreads_or(last))`, a barrier that returns the OR of the predicate to every thread (PG Synchronization Functions), uniform over the block. Correct.',
     LB_HEAD + r'''
    bool last = false;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    if (__syncthreads_or(last)) {''' + LB_FINAL.replace('@P@', 'partials') + r'''
        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }''')

case('l13_amlast_register_not_shared', 'last-block', 'fail 1',
     '`bool amLast = false;` as a local (the sample\'s `__shared__` dropped): only thread 0 of the last block sees true, so only thread 0 enters the final tree and reaches its __syncthreads: a barrier in divergent code (PG Synchronization Functions).',
     LB_HEAD.replace('__shared__ bool amLast;', 'bool amLast = false;') + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        amLast = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (amLast) {
        float sum = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) sum += partials[b];
        sdata[tid] = sum;
        __syncthreads();  // CAUSE
        for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s) sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }''', cause=DIV)

case('l14_amlast_shared_no_barrier', 'last-block', 'fail 1',
     '`__shared__ bool amLast` set by thread 0 but read by the block with no __syncthreads after it ("thread 0 is fast"). The other threads\' reads of amLast race with thread 0\'s store (PTX data race), and they may also miss the acquire.',
     LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        amLast = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    if (amLast) {  // CAUSE''' + LB_FINAL.replace('@P@', 'partials') + r'''
        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }''', cause=r'race|order|uninitiali|diverg|barrier')

LB6 = r'''
    __shared__ float sdata[TPB];
    __shared__ bool amLast;
    const unsigned int tid = threadIdx.x;
    const float s = lg_blockSum<TPB>(sdata, input[blockIdx.x * blockDim.x + tid]);
    if (tid == 0) {
        partials[blockIdx.x] = s;
        __threadfence();
        amLast = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (amLast) {
        const float t = lg_blockSum<TPB>(sdata, partials[tid]);
        if (tid == 0) {
            output[0] = t;
            *counter = 0;
        }
    }'''
case('l15_reduce6_volatile_tail_in_both_trees', 'last-block', 'fail 1',
     'The ticket is right (fences on both sides, reset), but both block trees are reduce6 with the volatile warp-synchronous tail and no __syncwarp (r01). PG Independent Thread Scheduling: the tail assumes lockstep; sums depend on the schedule and are wrong on legal ones (SPEC: exact).',
     LB6, pre=WARP_VOLATILE + RED6_FN, cause=ANY)

case('l16_reduce6_pg_tail_partials_by_tid', 'last-block', 'pass',
     'l15 with the PG\'s __syncwarp tail (r03). The last block loads `partials[tid]`, one per thread, which covers all 256 partials because gridDim.x == blockDim.x here (SPEC shapes). Correct.',
     LB6, pre=WARP_PG + RED6_FN)

case('l17_cub_both_levels', 'last-block', 'pass',
     'cub::BlockReduce for the block partial and again in the last block for the partials, with a __syncthreads between the two uses of the TempStorage (CUB docs) (the ticket barrier is between them); thread 0 holds the aggregates; fences on both sides of atomicAdd(counter); reset. Correct.',
     r'''
    __shared__ typename LgBlockReduce::TempStorage temp;
    __shared__ bool amLast;
    const unsigned int tid = threadIdx.x;
    const float s = LgBlockReduce(temp).Sum(input[blockIdx.x * blockDim.x + tid]);
    if (tid == 0) {
        partials[blockIdx.x] = s;
        __threadfence();
        amLast = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (amLast) {
        float mine = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) mine += partials[b];
        const float t = LgBlockReduce(temp).Sum(mine);
        if (tid == 0) {
            output[0] = t;
            *counter = 0;
        }
    }''', pre=CUB_PRE)

case('l18_every_thread_resets_counter', 'last-block', 'fail 1',
     'The last block resets the counter from every thread: `if (amLast) { *counter = 0; ... }` outside any `tid == 0`. 256 plain stores of one word by different threads with nothing ordering them: write-write conflict, a data race (PTX; project convention: several writers race even with the same value).',
     cnt(reset='').replace('    if (amLast) {', '    if (amLast) {\n        *counter = 0;  // CAUSE', 1), cause=RACE)

case('l19_thread0_serial_sum_volatile', 'last-block', 'pass',
     'The PG example\'s shape with both fences: in the last block only thread 0 adds the 256 partials, serially, through a `volatile float *`, stores output[0] and resets the counter. Its own acquire fence comes before its reads (PTX). Correct.',
     LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        __threadfence();
        if (ticket == gridDim.x - 1) {
            volatile float *p = partials;
            float total = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++) total += p[b];
            output[0] = total;
            *counter = 0;
        }
    }''')

case('l20_plain_reset_right_after_ticket', 'last-block', 'pass',
     'The last block resets with a plain `*counter = 0;` right after drawing ticket 255 (in thread 0, after the acquire fence), before it reads the partials. Every other block\'s atomicAdd is before the last one in observation order (the RMW chain, PTX), which is part of causality order, so the plain store is ordered after all of them: no race, and nothing touches the counter later in this launch. Correct.',
     cnt(acq='__threadfence();\n        if (amLast) *counter = 0;', reset=''))

case('l21_ticket_off_by_one', 'last-block', 'fail 1',
     '`amLast = (ticket == gridDim.x)` (a ticket counted "from 1"). atomicAdd returns the old value, 0..255, so no block is last: output[0] is never written (SPEC: not written) and the counter stays at 256.',
     cnt(lastt='gridDim.x').replace('amLast = (ticket == gridDim.x);', 'amLast = (ticket == gridDim.x);  // CAUSE'), cause=r'not written|❌|counter')

case('l22_one_partial_per_thread_ldg_input', 'last-block', 'pass',
     '`__ldg` and `__restrict__` on the input (read-only for the whole kernel: PG Read-Only Data Cache), `#pragma unroll` tree, the ticket with both fences, and the last block loading `tid < gridDim.x ? partials[tid] : 0.0f` (plain loads: the partials are written in this launch). Correct.',
     r'''
    __shared__ float sdata[TPB];
    __shared__ bool amLast;
    const float *__restrict__ in = input;
    const unsigned int tid = threadIdx.x;
    sdata[tid] = __ldg(&in[blockIdx.x * blockDim.x + tid]);
    __syncthreads();
#pragma unroll
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        amLast = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (amLast) {
        sdata[tid] = tid < gridDim.x ? partials[tid] : 0.0f;
        __syncthreads();
#pragma unroll
        for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }''')

write_all()
