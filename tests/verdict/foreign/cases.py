# Cases for gen.py (docs/verdict-foreign.md): kernels written by programmers who come from other
# parallel worlds and carry their habits into CUDA: HIP/ROCm (wavefront-64 thinking, hand-written
# __lane_id(), 64-bit ballots, HIP's mask-less __shfl_down emulated with _sync(0xffffffff, ...),
# warpSize as a variable), OpenCL (get_local_id/get_group_id helpers, `#define barrier(f)`,
# mem_fence, __local habits), SYCL/Kokkos (nd_item / team-member wrappers, functors, lambdas with
# the barrier inside), Metal/Vulkan subgroups (subgroupElect, simdgroup barriers, subgroupAdd),
# and CPU concurrency (std::atomic reasoning, cuda::atomic_ref with memory orders, spinlocks,
# "volatile is a fence", smp_mb()/READ_ONCE, double-checked reads, software grid barriers).
# Body = the kernel's body; pre = file-scope code before it. Every verdict was decided before p34
# ran the kernel.
# Citations: PTX = PTX ISA "Memory Consistency Model": conflict; morally strong (both strong with
# scopes that include each other, same proxy, overlapping completely); data race = conflicting
# accesses neither morally strong nor ordered by causality order; release pattern = a fence
# (fence.sc / fence.acq_rel, i.e. __threadfence()) then a strong write, acquire pattern = a strong
# read then a fence; an atom without .sem is .relaxed (orders nothing by itself); ld/st.volatile
# are relaxed at .sys scope (strong, but order nothing); a fence or atomic of .cta scope does not
# synchronize threads of two CTAs; barrier.cluster arrive releases and wait acquires. PTX shfl.sync:
# a source lane outside the clamp/segment keeps the lane's own value. PG = CUDA C++ Programming
# Guide: "Warp Shuffle Functions" (__shfl_down_sync: "the upper delta lanes will remain unchanged";
# warpSize is 32; every lane named in mask must execute the same intrinsic), "Independent Thread
# Scheduling" (no lockstep; warp-synchronous code needs __syncwarp; starvation-free algorithms
# such as a mutex work across lanes), "Synchronization Functions" (__syncthreads only in code that
# the whole block reaches alike), "Memory Fence Functions" (a fence orders, it does not wait for
# anyone; __threadfence_block is block scope), "Atomic Functions" (relaxed; _block scope is atomic
# only among the threads of one block; atomicInc: ((old >= val) ? 0 : (old+1))), "Warp Reduce
# Functions" (__reduce_add_sync takes unsigned/int), "Thread Block Clusters" (the blocks of a
# cluster are co-scheduled), "Distributed Shared Memory". libcu++ = cuda::atomic_ref /
# cuda::atomic_thread_fence (thread_scope default system; cuda::std:: forms are system scope;
# an atomic_ref of thread_scope_block is atomic only within the block). SPEC = docs/SPEC.md
# (Launches and inputs; Checking: NaN fill, exact results for --reduction / --last-block,
# tolerance for --coordination / --advanced, one store per output; --last-block launches twice
# without a counter reset; Exit codes). Project conventions followed (README "The CPU
# simulator"): a data race is exit 1 even where the value comes out right; several writers of one
# location race even with the same value; a __syncthreads skipped by whole warps is exit 1, and
# one that leaves no thread able to move (others at a cluster barrier) is a deadlock, exit 4; a
# warp collective that some lanes of its mask never reach, or elect_one_sync() without every lane,
# is exit 4; votes/shuffles/elect_one_sync synchronize lanes but order no memory; the last-block
# guard needs the __threadfence() before the ticket, and (PG rule) not one after it; a kernel
# that needs more than 4 blocks of the last-block grid resident at once (no co-residency
# guarantee without a cooperative launch) is exit 4; an index outside a __shared__ array is exit 5.
RACE = r'data race|several writers|stored by|lost update|race'
WRONG = r'❌|not written'
OOB = r'out-of-bounds|past the|illegal|outside'
ORDER = r'fence|order|race|❌|not written|stale'
DIVERGE = r'divergent|deadlock|barrier|lanes|never'

# ---------------------------------------------------------------- shared pieces
OCL = r'''
// OpenCL-flavoured helpers: keep the kernel body looking like the .cl version
#define CLK_LOCAL_MEM_FENCE  1
#define CLK_GLOBAL_MEM_FENCE 2
#define __local __shared__
__device__ __forceinline__ unsigned get_local_id(int)   { return threadIdx.x; }
__device__ __forceinline__ unsigned get_local_size(int) { return blockDim.x; }
__device__ __forceinline__ unsigned get_group_id(int)   { return block_rank_in_cluster(); }
__device__ __forceinline__ unsigned get_global_id(int)  { return blockIdx.x * blockDim.x + threadIdx.x; }
'''
HIP = r'''
// HIP habits: warpSize is a variable, lane id by hand, wave-wide reduce helper
#define __lane_id() (threadIdx.x & (warpSize - 1))
#define __wave_id() (threadIdx.x / warpSize)
__device__ __forceinline__ float wave_reduce_sum(float v)
{
    for (int off = warpSize / 2; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffff, v, off);   // HIP's __shfl_down(v, off)
    return v;
}
'''
HIP64 = r'''
// ported from the ROCm version (wave64); same helper names as on MI200
#define WAVE_SIZE 64
#define __lane_id() (threadIdx.x % WAVE_SIZE)
#define __wave_id() (threadIdx.x / WAVE_SIZE)
__device__ __forceinline__ float wave_reduce_sum(float v)
{
    for (int off = WAVE_SIZE / 2; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffff, v, off);   // HIP's __shfl_down(v, off)
    return v;
}
'''
# the reduction's gather after every block published temp_storage[rank]
GATHER = r'''
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }'''
RHEAD = r'''
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float x = input[blockIdx.x * blockDim.x + tid];'''
RTREE = RHEAD + r'''
    __shared__ float sm[TPB];
    sm[tid] = x;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }'''

# ================================================================= reduction
case('r01_opencl_barrier_macro_tree', 'reduction', 'pass',
     'OpenCL port: get_local_id/get_group_id helpers, `#define barrier(f) __syncthreads()`, a `__local` tree in shared memory, barrier(CLK_LOCAL_MEM_FENCE) after every step, reached by the whole block (PG Synchronization Functions). get_group_id returns the cluster rank (one cluster: SPEC Launches). Thread 0 publishes temp_storage[rank], cluster_sync() (arrive release / wait acquire, PTX), one thread of the cluster writes output[0] (SPEC Checking: one store). Integer inputs: exact (SPEC). Correct.',
     r'''
    __local float scratch[TPB];
    const unsigned lid = get_local_id(0);
    const unsigned grp = get_group_id(0);
    scratch[lid] = input[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (unsigned s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (lid < s) scratch[lid] += scratch[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) temp_storage[grp] = scratch[0];
    cluster_sync();
    if (grp == 0 && lid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }''', pre=OCL + '#define barrier(flags) __syncthreads()\n')

case('r02_opencl_mem_fence_as_barrier', 'reduction', 'fail 1',
     'OpenCL port where the tree steps are separated by `mem_fence(CLK_LOCAL_MEM_FENCE)`, mapped to __threadfence_block(). A fence orders one thread\'s own accesses; it does not wait for other threads (PG Memory Fence Functions). Thread lid reads scratch[lid + s] that another thread wrote in the previous step with nothing between: conflicting weak accesses not in causality order, a data race (PTX).',
     r'''
    __local float scratch[TPB];
    const unsigned lid = get_local_id(0);
    const unsigned grp = get_group_id(0);
    scratch[lid] = input[get_global_id(0)];
    mem_fence(CLK_LOCAL_MEM_FENCE);
    for (unsigned s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (lid < s) scratch[lid] += scratch[lid + s];  // CAUSE
        mem_fence(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) temp_storage[grp] = scratch[0];
    cluster_sync();
    if (grp == 0 && lid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }''', pre=OCL + '#define mem_fence(flags) __threadfence_block()\n', cause=RACE)

case('r03_hip_wave_reduce_warpsize', 'reduction', 'pass',
     'HIP style: wave_reduce_sum loops `off = warpSize / 2 .. 1` with __shfl_down_sync(0xffffffff, ...) in fully converged code (warpSize = 32, PG Warp Shuffle Functions), lane 0 of each wave stores wave_sums[__wave_id()], __syncthreads(), warp 0 reduces the 8 wave sums (lanes >= 8 contribute 0), lane 0 of warp 0 publishes temp_storage[rank], cluster gather. Integer values: exact in any order (SPEC). Correct.',
     RHEAD + r'''
    __shared__ float wave_sums[TPB / WARP_SIZE];
    float v = wave_reduce_sum(x);
    if (__lane_id() == 0) wave_sums[__wave_id()] = v;
    __syncthreads();
    if (__wave_id() == 0) {
        v = (__lane_id() < blockDim.x / warpSize) ? wave_sums[__lane_id()] : 0.0f;
        v = wave_reduce_sum(v);
        if (__lane_id() == 0) temp_storage[rank] = v;
    }''' + GATHER, pre=HIP)

case('r04_hip_wave64_shuffle_from_32', 'reduction', 'fail 1',
     'Ported from wave64: the reduce loop starts at `off = 64 / 2 = 32`. On a 32-lane warp __shfl_down_sync(full, v, 32) reads past the top for every lane, and PG Warp Shuffle Functions: the lanes whose source is out of range "remain unchanged", so the first step is v += v: every wave sum is doubled and output[0] is 2 * 523776 (SPEC: exact result).',
     RHEAD + r'''
    __shared__ float wave_sums[TPB / WARP_SIZE];
    float v = wave_reduce_sum(x);
    if ((threadIdx.x & 31) == 0) wave_sums[threadIdx.x / 32] = v;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / 32; w++) s += wave_sums[w];
        temp_storage[rank] = s;
    }''' + GATHER, pre=HIP64, cause=WRONG)

case('r05_hip_wave64_lane_id_skips_odd_warps', 'reduction', 'fail 1',
     'The shuffle loop uses warpSize (right), but lane and wave ids are the wave64 ones: `__lane_id() = tid % 64`. Only lanes 0 and 64, 128, 192 (lane 0 of warps 0, 2, 4, 6) store, into wave_sums[tid / 64] = 0..3, and thread 0 adds TPB / 64 = 4 of them: warps 1, 3, 5, 7 are never counted, so the sum misses half the inputs (SPEC: exact).',
     RHEAD + r'''
    __shared__ float wave_sums[TPB / WAVE_SIZE];
    float v = x;
    for (int off = warpSize / 2; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffff, v, off);
    if (__lane_id() == 0) wave_sums[__wave_id()] = v;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WAVE_SIZE; w++) s += wave_sums[w];
        temp_storage[rank] = s;
    }''' + GATHER, pre=HIP64, cause=WRONG)

case('r06_vulkan_subgroup_add_integer', 'reduction', 'pass',
     'Vulkan habit: `subgroupAdd` spelled `__reduce_add_sync(0xffffffff, (unsigned)x)` (PG Warp Reduce Functions: unsigned/int). The inputs are whole numbers 0..1023 (SPEC), so the conversion is exact and a warp sum (< 32768) fits. subgroupElect() lane (lane 0 by __ffs of the ballot) atomicAdds into a shared unsigned zeroed before a __syncthreads; after another __syncthreads thread 0 publishes the block sum as a float (< 2^24: exact). Cluster gather. Correct.',
     RHEAD + r'''
    __shared__ unsigned int wg_total;
    if (tid == 0) wg_total = 0u;
    __syncthreads();
    const unsigned int s = subgroupAdd((unsigned int)x);
    if (subgroupElect()) atomicAdd(&wg_total, s);
    __syncthreads();
    if (tid == 0) temp_storage[rank] = (float)wg_total;''' + GATHER,
     pre=r'''
// GLSL subgroup vocabulary
#define subgroupAdd(v) __reduce_add_sync(0xffffffffu, (v))
#define subgroupElect() ((threadIdx.x % warpSize) == (unsigned)(__ffs(__ballot_sync(0xffffffffu, 1)) - 1))
''')

case('r07_wave64_lockstep_volatile_tail', 'reduction', 'fail 1',
     'Wave64 habit "the last 64 threads are one wavefront, no barrier needed": the tree runs with __syncthreads down to 64 values, then `if (tid < 64)` a volatile tail `v[tid] += v[tid + 32]; ... += v[tid + 1]` with no barrier. Threads 0-63 are two warps, and even within one warp there is no lockstep (PG Independent Thread Scheduling): thread 0 may read v[32] before thread 32 has added v[64] into it, so the result depends on the schedule (volatile makes the accesses strong, not ordered: PTX; README: it replaces neither a fence nor __syncwarp). Wrong on legal schedules.',
     RHEAD + r'''
    __shared__ float sm[TPB];
    sm[tid] = x;
    __syncthreads();
    for (int s = TPB / 2; s > 64; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid < 64) {
        volatile float *v = sm;
        v[tid] += v[tid + 64];
        v[tid] += v[tid + 32];
        v[tid] += v[tid + 16];
        v[tid] += v[tid + 8];
        v[tid] += v[tid + 4];
        v[tid] += v[tid + 2];
        v[tid] += v[tid + 1];
    }
    __syncthreads();
    if (tid == 0) temp_storage[rank] = sm[0];''' + GATHER, cause=r'race|order|__syncwarp|❌')

LOCK = r'''
// a CPU-style test-and-set spinlock guarding the running total
__device__ int g_sum_lock = 0;
__device__ __forceinline__ void spin_lock(int *l)   { while (atomicCAS(l, 0, 1) != 0) { } @ACQ@ }
__device__ __forceinline__ void spin_unlock(int *l) { @REL@ atomicExch(l, 0); }
'''
LOCK_BODY = RTREE + r'''
    if (rank == 0 && tid == 0) temp_storage[0] = 0.0f;
    cluster_sync();
    if (tid == 0) {
        spin_lock(&g_sum_lock);
        temp_storage[0] += sm[0];  @C@
        spin_unlock(&g_sum_lock);
    }
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0];'''
case('r08_spinlock_with_fences', 'reduction', 'pass',
     'CPU habit: a test-and-set spinlock (atomicCAS loop, atomicExch to unlock) around `temp_storage[0] += partial`, with __threadfence() after taking and before releasing the lock, as in the PG "Memory Fence Functions"/lock idiom. Unlock = release pattern (fence then strong write), lock = acquire pattern (strong read of that write, then fence): each critical section is ordered after the previous one (PTX causality order). The zeroing is ordered before by the first cluster_sync, the final read after by the second. Only thread 0 of each of 4 co-scheduled blocks contends (PG Thread Block Clusters), the holder always runs. Integer partials: exact. Correct.',
     LOCK_BODY.replace('@C@', ''), pre=LOCK.replace('@ACQ@', '__threadfence();').replace('@REL@', '__threadfence();'))

case('r09_spinlock_no_fences', 'reduction', 'fail 1',
     'As r08 without the fences: "atomicCAS is a full barrier, like lock cmpxchg on x86". On CUDA atomics are relaxed (PG Atomic Functions; PTX: atom without .sem is .relaxed), so the plain read-modify-write of temp_storage[0] in one block\'s critical section is not ordered against the next block\'s: conflicting weak accesses with no causality order, a data race (PTX).',
     LOCK_BODY.replace('@C@', '// CAUSE'), pre=LOCK.replace('@ACQ@', '').replace('@REL@', ''), cause=RACE)

ATOMREF_HEAD = RTREE + r'''
    if (rank == 0 && tid == 0) temp_storage[0] = 0.0f;
    cluster_sync();'''
case('r10_atomic_ref_block_scope_across_blocks', 'reduction', 'fail 1',
     'std::atomic reasoning: `cuda::atomic_ref<float, cuda::thread_scope_block> acc(temp_storage[0]); acc.fetch_add(partial)` from thread 0 of every block. A block-scope atomic is atomic only among the threads of its block (libcu++ thread scopes; PTX: morally strong needs scopes that include both threads): the four blocks\' read-modify-writes of one global word are not morally strong and not ordered, a data race (PTX), and updates may be lost.',
     ATOMREF_HEAD + r'''
    if (tid == 0) {
        cuda::atomic_ref<float, cuda::thread_scope_block> acc(temp_storage[0]);
        acc.fetch_add(sm[0], cuda::std::memory_order_relaxed);  // CAUSE
    }
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0];''', pre='#include <cuda/atomic>\n', cause=r'scope|race|block')

case('r11_atomic_ref_device_scope', 'reduction', 'pass',
     'As r10 with `cuda::thread_scope_device` (libcu++ in CUDA 13 has no public thread_scope_cluster; nvcc refuses it): the scope includes every thread of the grid, so the four fetch_adds are morally strong (PTX); the plain zeroing is ordered before them and the plain read after them by the two cluster barriers (PTX barrier.cluster). Relaxed order is enough: the barriers order. Integer partials: exact. Correct.',
     ATOMREF_HEAD + r'''
    if (tid == 0) {
        cuda::atomic_ref<float, cuda::thread_scope_device> acc(temp_storage[0]);
        acc.fetch_add(sm[0], cuda::std::memory_order_relaxed);
    }
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0];''', pre='#include <cuda/atomic>\n')

DONE = RTREE + r'''
    if (tid == 0) {
        temp_storage[rank] = sm[0];
        cuda::atomic_ref<unsigned int, cuda::thread_scope_device> done(g_done);
        done.fetch_add(1u, cuda::std::memory_order_@W@);  @C1@
        if (rank == 0) {
            while (done.load(cuda::std::memory_order_@R@) < CLUSTER_SIZE) { }
            float total = 0.0f;
            for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];  @C2@
            output[0] = total;
            done.store(0u, cuda::std::memory_order_relaxed);  // ready for the next launch
        }
    }
    cluster_sync();'''
case('r12_done_counter_relaxed', 'reduction', 'fail 1',
     'CPU habit "count the finished workers, spin until all are in": each block\'s thread 0 stores temp_storage[rank] and does `done.fetch_add(1, memory_order_relaxed)` on a __device__ counter; rank 0 spins `while (done.load(relaxed) < 4)` and then reads the four partials. Relaxed operations carry no release/acquire (libcu++, PTX .relaxed), and there is no fence: the peers\' plain stores of temp_storage are not ordered before rank 0\'s plain reads, a data race (PTX), and rank 0 may read the NaN fill (SPEC).',
     DONE.replace('@W@', 'relaxed').replace('@R@', 'relaxed').replace('@C1@', '').replace('@C2@', '// CAUSE'),
     pre='#include <cuda/atomic>\n__device__ unsigned int g_done = 0;\n', cause=ORDER)

case('r13_done_counter_release_acquire', 'reduction', 'pass',
     'As r12 with fetch_add(memory_order_release) and load(memory_order_acquire), device scope: each peer\'s store of temp_storage[rank] is released by its fetch_add, the fetch_adds form a release sequence (RMWs), and rank 0\'s acquire load that reads 4 synchronizes with all of them (libcu++ / C++ memory model; PTX release/acquire patterns): the reads are ordered. The spin waits for blocks of the same cluster, which are co-scheduled (PG Thread Block Clusters) and hold no lock rank 0 needs. The reset happens after all four increments, and the trailing cluster_sync keeps every block alive. One writer of output[0]; exact. Correct.',
     DONE.replace('@W@', 'release').replace('@R@', 'acquire').replace('@C1@', '').replace('@C2@', ''),
     pre='#include <cuda/atomic>\n__device__ unsigned int g_done = 0;\n')

case('r14_volatile_flags_as_fence', 'reduction', 'fail 1',
     '"volatile makes it visible, so it is a fence": each block\'s thread 0 stores its partial through a volatile pointer into temp_storage[rank], then sets a volatile __device__ flag; rank 0 spins on each flag and reads the partial through the volatile pointer. Volatile accesses are strong (relaxed, .sys: PTX) so no data race, but nothing orders the partial\'s store before the flag\'s store (no fence: PTX release pattern absent, PG Memory Fence Functions gives exactly this example): rank 0 may see the flag and still read the NaN fill (SPEC), a wrong sum.',
     RTREE + r'''
    volatile float *vpart = temp_storage;
    if (tid == 0) {
        vpart[rank] = sm[0];
        g_flag[rank] = 1;  // CAUSE
        if (rank == 0) {
            float total = 0.0f;
            for (int r = 0; r < CLUSTER_SIZE; r++) {
                while (g_flag[r] == 0) { }
                total += vpart[r];
            }
            output[0] = total;
            for (int r = 0; r < CLUSTER_SIZE; r++) g_flag[r] = 0;
        }
    }
    cluster_sync();''', pre='__device__ volatile int g_flag[CLUSTER_SIZE];\n', cause=ORDER)

case('r15_sycl_group_barrier_lambda_in_branch', 'reduction', 'fail 4',
     'SYCL habit: `auto group_barrier = [&] { __syncthreads(); };` and the tree written as `if (lid < s) { sm[lid] += sm[lid + s]; group_barrier(); }`: the barrier moved inside the branch. At s = 128 threads 0-127 wait in __syncthreads while threads 128-255 never take the branch again, leave the loop and wait at cluster_sync(): no thread can move (PG Synchronization Functions: conditional __syncthreads hangs; README: __syncthreads vs a different barrier is the deadlock row, exit 4).',
     RHEAD + r'''
    __shared__ float sm[TPB];
    auto group_barrier = [&] { __syncthreads(); };
    sm[tid] = x;
    group_barrier();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) {
            sm[tid] += sm[tid + s];
            group_barrier();  // CAUSE
        }
    }
    if (tid == 0) temp_storage[rank] = sm[0];''' + GATHER, cause=DIVERGE)

# ================================================================= coordination
CHEAD = r'''
    __shared__ float shared_data[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);'''
CSUM0 = r'''
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];  @C@
        output[rank] = s;
    }'''
case('c01_opencl_helpers_split_barrier', 'coordination', 'pass',
     'OpenCL port with get_local_id / get_group_id / get_global_id helpers and `#define barrier(f) __syncthreads()`: scaled values into `__local` memory, barrier, cluster_arrive(), thread 0 sums into output[get_group_id(0)] (the cluster rank: one cluster, SPEC), cluster_wait(). Block-local data only, ordered by __syncthreads (PG). One writer per output; any summation order passes (SPEC tolerance). Correct.',
     r'''
    __local float tile[TPB];
    const unsigned lid = get_local_id(0);
    const unsigned grp = get_group_id(0);
    tile[lid] = input[get_global_id(0)] * (float)(grp + 1);
    barrier(CLK_LOCAL_MEM_FENCE);
    cluster_arrive();
    if (lid == 0) {
        float s = 0.0f;
        for (unsigned i = 0; i < get_local_size(0); i++) s += tile[i];
        output[grp] = s;
    }
    cluster_wait();''', pre=OCL + '#define barrier(flags) __syncthreads()\n')

case('c02_metal_simd_sum_shared_atomic', 'coordination', 'pass',
     'Metal habit: `simd_sum` as a butterfly __shfl_xor_sync over warpSize lanes (all lanes converged), `simd_is_first()` lane adds its SIMD-group sum with atomicAdd into a threadgroup float zeroed before a `threadgroup_barrier` (__syncthreads), another barrier, thread 0 stores output[rank]. Shared-memory atomics of one block are morally strong; barriers order the zeroing and the final read (PTX). Float adds in any order pass (SPEC tolerance). Correct.',
     CHEAD + r'''
    __shared__ float tg_total;
    if (tid == 0) tg_total = 0.0f;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const float s = simd_sum(v);
    if (simd_is_first()) atomicAdd(&tg_total, s);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    cluster_arrive();
    if (tid == 0) output[rank] = tg_total;
    cluster_wait();''', pre=r'''
// Metal Shading Language vocabulary
namespace mem_flags { enum { mem_none = 0, mem_device = 1, mem_threadgroup = 2 }; }
#define threadgroup_barrier(flags) __syncthreads()
#define simd_is_first() ((threadIdx.x % warpSize) == 0)
__device__ __forceinline__ float simd_sum(float v)
{
    for (int m = warpSize / 2; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    return v;
}
''')

case('c03_metal_simdgroup_barrier_for_threadgroup', 'coordination', 'fail 1',
     'Metal habit: the barrier between "every thread stores its value" and "thread 0 sums all 256" is `simdgroup_barrier(mem_flags::mem_threadgroup)`, mapped to __syncwarp(): it orders the lanes of thread 0\'s warp only (PG Synchronization Functions). Thread 0 reads shared_data[32..255] that threads of other warps store with nothing ordering them: a data race (PTX).',
     CHEAD + r'''
    shared_data[tid] = v;
    simdgroup_barrier(mem_flags::mem_threadgroup);
    cluster_arrive();''' + CSUM0.replace('@C@', '// CAUSE') + r'''
    cluster_wait();''', pre=r'''
namespace mem_flags { enum { mem_none = 0, mem_device = 1, mem_threadgroup = 2 }; }
#define simdgroup_barrier(flags) __syncwarp()
''', cause=RACE)

case('c04_hip_wave64_butterfly', 'coordination', 'fail 1',
     'HIP wave64 butterfly: `for (m = 32; m >= 1; m >>= 1) v += __shfl_xor_sync(full, v, m)`. On a 32-lane warp, lane ^ 32 is outside the warp; PTX shfl.sync (bfly): a source lane out of range yields the lane\'s own value, so the first step doubles every value; each lane 0 then atomically adds twice its warp\'s sum: output[r] is twice the expected (SPEC tolerance: wrong).',
     CHEAD + r'''
    __shared__ float tg_total;
    if (tid == 0) tg_total = 0.0f;
    __syncthreads();
    float s = v;
    for (int m = WAVE_SIZE / 2; m >= 1; m >>= 1)
        s += __shfl_xor_sync(0xffffffffu, s, m);
    if (__lane_id() % 32 == 0) atomicAdd(&tg_total, s);
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = tg_total;
    cluster_wait();''', pre=HIP64, cause=WRONG)

case('c05_hip_ballot64_leader', 'coordination', 'pass',
     'HIP habit of 64-bit ballots: `unsigned long long active = __ballot_sync(0xffffffff, 1); int leader = __ffsll(active) - 1;` The 32-bit ballot widens to 64 bits with the top half zero, so the leader is lane 0 of each warp (PG Warp Vote Functions). warpSize-based wave_reduce_sum in converged code, leader stores wave_sums[__wave_id()], __syncthreads, thread 0 sums the 8 entries into output[rank]; split barrier around it. Correct.',
     CHEAD + r'''
    __shared__ float wave_sums[TPB / WARP_SIZE];
    const float s = wave_reduce_sum(v);
    const unsigned long long active = __ballot_sync(0xffffffffu, 1);
    const int leader = __ffsll((long long)active) - 1;
    if ((int)__lane_id() == leader) wave_sums[__wave_id()] = s;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += wave_sums[w];
        output[rank] = t;
    }
    cluster_wait();''', pre=HIP)

case('c06_volatile_shared_no_barrier', 'coordination', 'fail 1',
     '"volatile means every thread sees it": shared_data is written and read through a volatile pointer and no __syncthreads separates the stores from thread 0\'s loop. Volatile accesses are strong but unordered (PTX): thread 0 may read entries the other threads have not stored yet; shared memory starts undefined (PG Variable Memory Space Specifiers). Wrong on legal schedules.',
     CHEAD + r'''
    volatile float *vs = shared_data;
    vs[tid] = v;
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += vs[i];  // CAUSE
        output[rank] = s;
    }
    cluster_wait();''', cause=r'race|uninit|❌|before|order')

SPINBAR = CHEAD + r'''
    __shared__ unsigned int arrived;
    if (tid == 0) arrived = 0u;
    __syncthreads();
    shared_data[tid] = v;
    @F1@
    atomicAdd(&arrived, 1u);
    cluster_arrive();
    if (tid == 0) {
        while (atomicAdd(&arrived, 0u) < TPB) { }
        @F2@
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];  @C@
        output[rank] = s;
    }
    cluster_wait();'''
case('c07_hand_rolled_barrier_no_fence', 'coordination', 'fail 1',
     'CPU habit of a counting barrier: every thread stores its value, `atomicAdd(&arrived, 1)`; thread 0 spins until arrived == 256 and sums. The atomics are relaxed (PG Atomic Functions) and there is no fence, so the plain stores of shared_data are not ordered before thread 0\'s plain loads (PTX: no release/acquire pattern): a data race.',
     SPINBAR.replace('@F1@', '').replace('@F2@', '').replace('@C@', '// CAUSE'), cause=ORDER)

case('c08_hand_rolled_barrier_fenced', 'coordination', 'pass',
     'As c07 with __threadfence_block() before each thread\'s atomicAdd (release pattern, CTA scope) and after thread 0\'s spin (acquire pattern): every store is ordered before thread 0\'s loads (PTX causality order; all threads are in one block, so .cta scope covers them). Thread 0 waits on lanes of its own warp and other warps: PG Independent Thread Scheduling makes such starvation-free waiting legal on sm_70+. Slow but correct.',
     SPINBAR.replace('@F1@', '__threadfence_block();').replace('@F2@', '__threadfence_block();').replace('@C@', ''))

KOKKOS = r'''
// Kokkos-style team handle over a CUDA block
struct TeamMember {
    __device__ int team_rank() const { return threadIdx.x; }
    __device__ int team_size() const { return blockDim.x; }
    __device__ int league_rank() const { return (int)block_rank_in_cluster(); }
    __device__ void team_barrier() const { __syncthreads(); }
};
// team_reduce: every member calls it; the scratch lives in shared memory
__device__ float team_reduce_sum(const TeamMember &team, float *scratch, float v)
{
    scratch[team.team_rank()] = v;
    team.team_barrier();
    for (int s = team.team_size() / 2; s > 0; s >>= 1) {
        if (team.team_rank() < s) scratch[team.team_rank()] += scratch[team.team_rank() + s];
        team.team_barrier();
    }
    return scratch[0];
}
'''
case('c09_kokkos_team_reduce', 'coordination', 'pass',
     'Kokkos habit: a TeamMember struct (team_rank, league_rank, team_barrier = __syncthreads) and team_reduce_sum called by every member, a shared tree with a team_barrier after every step (PG Synchronization Functions: reached by the whole block). Every thread gets scratch[0] after the last barrier; thread 0 stores output[league_rank()] between arrive and wait. Correct.',
     CHEAD + r'''
    TeamMember team;
    const float total = team_reduce_sum(team, shared_data, v);
    cluster_arrive();
    if (team.team_rank() == 0) output[team.league_rank()] = total;
    cluster_wait();''', pre=KOKKOS)

case('c10_kokkos_single_with_team_barrier_inside', 'coordination', 'fail 1',
     'Kokkos habit: `single(PerTeam)` spelled `if (team.team_rank() == 0)`, and inside it a team.team_barrier() (__syncthreads) "so the team waits for the single". Threads 1-255 skip it, pass cluster_wait() (every thread arrived before the branch) and run off the end of the kernel. A __syncthreads in a branch the block does not take alike breaks PG Synchronization Functions ("only if the conditional evaluates identically across the entire thread block"); README: a __syncthreads inside a branch the rest of the block skipped before exiting is a divergent barrier, exit 1 (one lane of warp 0 would be exit 4 only where lanes wait at different calls; here the others exited).',
     CHEAD + r'''
    TeamMember team;
    shared_data[tid] = v;
    team.team_barrier();
    cluster_arrive();
    if (team.team_rank() == 0) {
        float s = 0.0f;
        for (int i = 0; i < team.team_size(); i++) s += shared_data[i];
        output[team.league_rank()] = s;
        team.team_barrier();  // CAUSE
    }
    cluster_wait();''', pre=KOKKOS, cause=DIVERGE)

case('c11_linux_smp_mb_as_barrier', 'coordination', 'fail 1',
     'Linux-kernel habit: `#define smp_mb() __threadfence()` (a "memory barrier") placed between the stores into shared_data and thread 0\'s loop, in place of __syncthreads. A fence orders the calling thread\'s own accesses and waits for nobody (PG Memory Fence Functions): thread 0 reads entries other threads may not have stored, a data race (PTX).',
     CHEAD + r'''
    shared_data[tid] = v;
    smp_mb();
    cluster_arrive();''' + CSUM0.replace('@C@', '// CAUSE') + r'''
    cluster_wait();''', pre='#define smp_mb() __threadfence()\n', cause=RACE)

SYCL = r'''
// a SYCL-like nd_item over the CUDA built-ins
struct nd_item {
    __device__ unsigned get_local_id(int) const { return threadIdx.x; }
    __device__ unsigned get_local_range(int) const { return blockDim.x; }
    __device__ unsigned get_group_linear_id() const { return block_rank_in_cluster(); }
    __device__ size_t get_global_id(int) const { return (size_t)blockIdx.x * blockDim.x + threadIdx.x; }
    __device__ void barrier() const { __syncthreads(); }
};
template <class F>
__device__ float reduce_over_group(const nd_item &it, float *local, float v, F op)
{
    const unsigned lid = it.get_local_id(0);
    local[lid] = v;
    it.barrier();
    for (unsigned s = it.get_local_range(0) / 2; s > 0; s >>= 1) {
        if (lid < s) local[lid] = op(local[lid], local[lid + s]);
        it.barrier();
    }
    const float r = local[0];
    it.barrier();   // local[] may be reused after return
    return r;
}
'''
case('c12_sycl_nd_item_reduce_over_group', 'coordination', 'pass',
     'SYCL habit: an nd_item wrapper and reduce_over_group(item, local, v, lambda) with item.barrier() = __syncthreads after every step and a last barrier before returning (the whole block calls it: PG Synchronization Functions). A [](float a, float b) { return a + b; } lambda as the operator. The group leader stores output[group] inside the split barrier. Correct.',
     CHEAD + r'''
    nd_item it;
    const float total = reduce_over_group(it, shared_data, v, [](float a, float b) { return a + b; });
    cluster_arrive();
    if (it.get_local_id(0) == 0) output[it.get_group_linear_id()] = total;
    cluster_wait();''', pre=SYCL)

case('c13_hip_wave_sums_sized_for_wave64', 'coordination', 'fail 5',
     'HIP port: `__shared__ float wave_sums[TPB / 64]` (4 entries, sized for wave64) but indexed with the CUDA warp index `tid / warpSize` (0..7): warps 4-7 store wave_sums[4..7], outside the array (README: an index outside a __shared__ variable is exit 5; C++ [expr.add]).',
     CHEAD + r'''
    __shared__ float wave_sums[TPB / 64];
    const float s = wave_reduce_sum(v);
    if (__lane_id() == 0) wave_sums[__wave_id()] = s;  // CAUSE
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / warpSize; w++) t += wave_sums[w];
        output[rank] = t;
    }
    cluster_wait();''', pre=HIP, cause=OOB)

ACC = CHEAD + r'''
    __shared__ float acc_word;
    if (tid == 0) acc_word = 0.0f;  @C@
    @B@
    cuda::atomic_ref<float, cuda::thread_scope_block> acc(acc_word);
    acc.fetch_add(v, cuda::std::memory_order_relaxed);
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = acc.load(cuda::std::memory_order_relaxed);
    cluster_wait();'''
case('c14_atomic_ref_block_scope_shared', 'coordination', 'pass',
     'std::atomic reasoning on shared memory: `cuda::atomic_ref<float, cuda::thread_scope_block>` over a __shared__ accumulator, zeroed by thread 0 before a __syncthreads, fetch_add(relaxed) by all 256 threads (one block: block scope covers them all, libcu++ / PTX morally strong), __syncthreads, thread 0 loads and stores output[rank]. Correct (any order within tolerance, SPEC).',
     ACC.replace('@C@', '').replace('@B@', '__syncthreads();'), pre='#include <cuda/atomic>\n')

case('c15_atomic_ref_zeroed_without_barrier', 'coordination', 'fail 1',
     'As c14 without the __syncthreads after the zeroing ("the adds are atomic, so the order does not matter"): thread 0\'s plain store of acc_word conflicts with the other threads\' atomic fetch_adds, is weak, and is not ordered against them (PTX data race; README: a plain store races with other threads\' atomics unless a barrier orders them). An add before the zeroing is lost.',
     ACC.replace('@C@', '// CAUSE').replace('@B@', ''), pre='#include <cuda/atomic>\n', cause=RACE)

# ================================================================= advanced
AHEAD = r'''
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);'''
ATAIL = r'''
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += warp_sums[w];  @C@
        output[rank] = t;
    }
    cluster_wait();'''
AT = ATAIL.replace('@C@', '')
case('a01_hip_lane_id_wave_reduce', 'advanced', 'pass',
     'HIP style: `__lane_id()` = threadIdx.x & (warpSize - 1), wave_reduce_sum over warpSize lanes with __shfl_down_sync(0xffffffff, ...) in converged code (PG Warp Shuffle Functions), lane 0 stores warp_sums[__wave_id()], __syncthreads, thread 0 sums the 8 warp sums into output[rank] between arrive and wait. Lane 0 is the one lane per warp (SPEC allows any order within tolerance). Correct.',
     AHEAD + r'''
    const float s = wave_reduce_sum(v);
    if (__lane_id() == 0) warp_sums[__wave_id()] = s;
    __syncthreads();''' + AT, pre=HIP)

case('a02_hip_lane_id_mod_64', 'advanced', 'fail 1',
     'HIP wave64 lane id `threadIdx.x % 64` with the CUDA warp index tid / 32 and the warpSize shuffle: only lanes whose tid % 64 == 0 (lane 0 of warps 0, 2, 4, 6) store their warp sum; warp_sums[1], [3], [5], [7] are never written and hold whatever shared memory held (PG Variable Memory Space Specifiers: undefined), and thread 0 adds them: wrong (C++ [basic.indet]).',
     AHEAD + r'''
    float s = v;
    for (int off = warpSize / 2; off > 0; off >>= 1) s += __shfl_down_sync(0xffffffffu, s, off);
    if (threadIdx.x % 64 == 0) warp_sums[threadIdx.x / warpSize] = s;
    __syncthreads();''' + ATAIL.replace('@C@', '// CAUSE'), cause=r'uninit|never|not written|❌|indeterminate|no defined value|before any thread stored')

case('a03_elect_per_wave64_two_writers', 'advanced', 'fail 1',
     'Wave64 thinking with elect_one_sync(): "one elected lane per wavefront sums its 64 values" into wave_sums[tid / 64]. elect_one_sync elects one lane per 32-lane warp (SPEC helper table), so two elected lanes (one in each warp of a 64-thread "wave") store the same wave_sums entry with nothing ordering them: several writers of one location, a data race (PTX; README convention) even though both store the same sum.',
     AHEAD + r'''
    __shared__ float wave_sums[TPB / 64];
    shared_data[tid] = v;
    __syncthreads();
    if (elect_one_sync()) {
        const int wave = tid / 64;
        float s = 0.0f;
        for (int i = 0; i < 64; i++) s += shared_data[wave * 64 + i];
        wave_sums[wave] = s;  // CAUSE
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = wave_sums[0] + wave_sums[1] + wave_sums[2] + wave_sums[3];
    cluster_wait();''', cause=RACE)

VK = r'''
// GLSL subgroup vocabulary
#define gl_SubgroupSize warpSize
#define gl_SubgroupID (threadIdx.x / warpSize)
#define gl_SubgroupInvocationID (threadIdx.x % warpSize)
#define subgroupElect() elect_one_sync()
#define subgroupBarrier() __syncwarp()
#define subgroupMemoryBarrierShared() __threadfence_block()
'''
case('a04_vulkan_subgroup_elect', 'advanced', 'pass',
     'Vulkan habit: gl_SubgroupID / gl_SubgroupInvocationID macros, subgroupElect() = elect_one_sync() reached by every lane of every warp (converged, after __syncthreads): the elected lane sums its subgroup\'s 32 values from shared memory, which the __syncthreads ordered (PTX), into warp_sums[gl_SubgroupID] (indexed by warp, not lane). __syncthreads, thread 0 sums. Correct.',
     AHEAD + r'''
    shared_data[tid] = v;
    __syncthreads();
    if (subgroupElect()) {
        float s = 0.0f;
        for (int i = 0; i < gl_SubgroupSize; i++) s += shared_data[gl_SubgroupID * gl_SubgroupSize + i];
        warp_sums[gl_SubgroupID] = s;
    }
    __syncthreads();''' + AT, pre=VK)

case('a05_vulkan_subgroup_elect_in_divergent_if', 'advanced', 'fail 4',
     'Vulkan habit: subgroupElect() in a branch "elect among the invocations that have work": `if (v != 0.0f && subgroupElect())`. Inputs (i % 50) * 0.02 are 0 at i % 50 == 0 (SPEC), so in warps holding such an i some lanes never reach elect_one_sync(), which is elect.sync over the full warp (SPEC helper table: every lane). README: elect_one_sync() without every lane is exit 4 (an H100 hangs).',
     AHEAD + r'''
    shared_data[tid] = v;
    __syncthreads();
    if (v != 0.0f && subgroupElect()) {  // CAUSE
        float s = 0.0f;
        for (int i = 0; i < gl_SubgroupSize; i++) s += shared_data[gl_SubgroupID * gl_SubgroupSize + i];
        warp_sums[gl_SubgroupID] = s;
    }
    __syncthreads();''' + AT, pre=VK, cause=r'elect|lanes|warp|deadlock')

case('a06_opencl_sub_group_reduce', 'advanced', 'pass',
     'OpenCL 2 habit: sub_group_reduce_add as a __shfl_xor_sync butterfly over get_max_sub_group_size() = warpSize, get_sub_group_local_id() == 0 stores the sum in warp_sums[get_sub_group_id()], barrier(CLK_LOCAL_MEM_FENCE) = __syncthreads, thread 0 sums. Shuffles in converged code with the full mask (PG). Correct.',
     AHEAD + r'''
    const float s = sub_group_reduce_add(v);
    if (get_sub_group_local_id() == 0) warp_sums[get_sub_group_id()] = s;
    barrier(CLK_LOCAL_MEM_FENCE);''' + AT, pre=OCL + r'''
#define barrier(flags) __syncthreads()
__device__ __forceinline__ unsigned get_max_sub_group_size() { return warpSize; }
__device__ __forceinline__ unsigned get_sub_group_id() { return threadIdx.x / warpSize; }
__device__ __forceinline__ unsigned get_sub_group_local_id() { return threadIdx.x % warpSize; }
__device__ __forceinline__ float sub_group_reduce_add(float x)
{
    for (unsigned m = get_max_sub_group_size() / 2; m > 0; m >>= 1) x += __shfl_xor_sync(0xffffffffu, x, m);
    return x;
}
''')

case('a07_simd_lockstep_elect_reads_without_syncwarp', 'advanced', 'fail 1',
     'SIMD-lockstep habit (Metal simdgroup / wave thinking): "my SIMD group executes together, so the elected lane can read what its 31 neighbours just stored". Each lane stores shared_data[tid], then elect_one_sync() picks the lane that sums the warp\'s 32 entries, with no __syncwarp/__syncthreads between. elect.sync synchronizes lanes but orders no memory (README; PTX: only barriers, fences and release/acquire establish causality order), and there is no lockstep (PG Independent Thread Scheduling): the elected lane\'s loads race with its neighbours\' stores.',
     AHEAD + r'''
    shared_data[tid] = v;
    if (elect_one_sync()) {
        const int w = tid / WARP_SIZE;
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += shared_data[w * WARP_SIZE + i];  // CAUSE
        warp_sums[w] = s;
    }
    __syncthreads();''' + AT, cause=RACE)

case('a08_simd_lockstep_fixed_with_syncwarp', 'advanced', 'pass',
     'As a07 with __syncwarp() between the stores and elect_one_sync(): __syncwarp orders memory among the lanes of the warp (PG Synchronization Functions), so the elected lane reads its warp\'s 32 stored values. Every lane reaches elect_one_sync (converged). Correct.',
     AHEAD + r'''
    shared_data[tid] = v;
    __syncwarp();
    if (elect_one_sync()) {
        const int w = tid / WARP_SIZE;
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += shared_data[w * WARP_SIZE + i];
        warp_sums[w] = s;
    }
    __syncthreads();''' + AT)

case('a09_opencl_global_fence_flag_barrier', 'advanced', 'fail 1',
     'OpenCL habit: a barrier macro that picks by the fence flag, `barrier(f)`: __syncthreads() for CLK_LOCAL_MEM_FENCE alone, else __threadfence() "the global flavour". Called with CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE after the warp sums, it is only a fence: thread 0 reads warp_sums[] stored by the leaders of warps 1-7 with nothing making it wait (PG Memory Fence Functions): a data race (PTX).',
     AHEAD + r'''
    const float s = sub_group_reduce_add(v);
    if (get_sub_group_local_id() == 0) warp_sums[get_sub_group_id()] = s;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);''' + ATAIL.replace('@C@', '// CAUSE'), pre=OCL + r'''
#define barrier(flags) do { if ((flags) & CLK_GLOBAL_MEM_FENCE) __threadfence(); else __syncthreads(); } while (0)
__device__ __forceinline__ unsigned get_sub_group_id() { return threadIdx.x / warpSize; }
__device__ __forceinline__ unsigned get_sub_group_local_id() { return threadIdx.x % warpSize; }
__device__ __forceinline__ float sub_group_reduce_add(float x)
{
    for (int m = warpSize / 2; m > 0; m >>= 1) x += __shfl_xor_sync(0xffffffffu, x, m);
    return x;
}
''', cause=RACE)

case('a10_sycl_functor', 'advanced', 'pass',
     'SYCL/Kokkos habit: the work is a functor `struct HierSum { float *out; const float *in; __device__ void operator()(nd_item it, float *local, float *wsum) const; }` constructed in the kernel and called by every thread, with the shared arrays passed in as pointers (local-accessor habit). Inside: scale into local, it.barrier(), elect_one_sync() by every lane, the elected lane sums its warp into wsum[warp], it.barrier(), thread 0 sums, arrive/wait around the final step. Correct.',
     r'''
    __shared__ float local[TPB];
    __shared__ float wsum[TPB / WARP_SIZE];
    HierSum f{output, input};
    f(nd_item{}, local, wsum);''', pre=SYCL + r'''
struct HierSum {
    float *out;
    const float *in;
    __device__ void operator()(const nd_item &it, float *local, float *wsum) const
    {
        const unsigned lid = it.get_local_id(0);
        const unsigned grp = it.get_group_linear_id();
        local[lid] = in[it.get_global_id(0)] * (float)(grp + 1);
        it.barrier();
        if (elect_one_sync()) {
            const unsigned w = lid / WARP_SIZE;
            float s = 0.0f;
            for (int i = 0; i < WARP_SIZE; i++) s += local[w * WARP_SIZE + i];
            wsum[w] = s;
        }
        it.barrier();
        cluster_arrive();
        if (lid == 0) {
            float t = 0.0f;
            for (int w = 0; w < TPB / WARP_SIZE; w++) t += wsum[w];
            out[grp] = t;
        }
        cluster_wait();
    }
};
''')

case('a11_wave64_mask_literal', 'advanced', 'pass',
     'HIP habit: the shuffle mask is the wave64 literal `0xffffffffffffffffULL` (HIP\'s __shfl_down takes no mask; the port kept a 64-bit one). Passed to __shfl_down_sync(unsigned mask, ...) it converts to unsigned 0xffffffff (C++ [conv.integral]: modulo 2^32), the full warp mask; the loop runs over warpSize. Lane 0 stores the warp sum, __syncthreads, thread 0 sums. Correct.',
     AHEAD + r'''
    float s = v;
    for (int off = warpSize / 2; off > 0; off >>= 1)
        s += __shfl_down_sync(WAVE_MASK, s, off);
    if ((threadIdx.x & (warpSize - 1)) == 0) warp_sums[threadIdx.x / warpSize] = s;
    __syncthreads();''' + AT, pre='#define WAVE_MASK 0xffffffffffffffffULL\n')

case('a12_atomicadd_block_shared_total', 'advanced', 'pass',
     'CPU habit of "scoped atomics": the elected lane of each warp (elect_one_sync by all lanes, after __syncthreads) sums its 32 values and does atomicAdd_block(&block_total, s) on a __shared__ float zeroed by thread 0 before that __syncthreads; another __syncthreads; thread 0 stores output[rank]. Block-scope atomics on the block\'s own shared memory are morally strong among its threads (PG Atomic Functions; README). Any order passes (SPEC tolerance). Correct.',
     AHEAD + r'''
    __shared__ float block_total;
    if (tid == 0) block_total = 0.0f;
    shared_data[tid] = v;
    __syncthreads();
    if (elect_one_sync()) {
        const int w = tid / WARP_SIZE;
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += shared_data[w * WARP_SIZE + i];
        atomicAdd_block(&block_total, s);
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = block_total;
    cluster_wait();''')

case('a13_hip_shfl_in_lane_branch', 'advanced', 'fail 4',
     'HIP habit "inactive lanes simply do not take part": the warp tail is `for (off = 16..1) if (lane < off) s += __shfl_down_sync(0xffffffff, s, off);`. Lanes 16-31 never execute a shuffle, yet they are named in the mask: PG Warp Shuffle Functions (every thread named in mask must execute the same intrinsic with the same mask). Lanes 0-15 wait for lanes 16-31, which go on to __syncthreads; README: a warp collective some lanes of its mask never reach is exit 4 (an H100 hangs).',
     AHEAD + r'''
    const unsigned lane = threadIdx.x % warpSize;
    float s = v;
    for (int off = warpSize / 2; off > 0; off >>= 1)
        if (lane < (unsigned)off) s += __shfl_down_sync(0xffffffffu, s, off);  // CAUSE
    if (lane == 0) warp_sums[threadIdx.x / warpSize] = s;
    __syncthreads();''' + AT, cause=r'lanes|warp|shuffle|deadlock|never')

case('a14_metal_tiled_partition_simd', 'advanced', 'pass',
     'Metal habit spelled with cooperative groups: a `simdgroup` = cg::tiled_partition<32>(this_thread_block()), simd_sum = cg::reduce(simd, v, cg::plus<float>()), simd_is_first = simd.thread_rank() == 0 storing warp_sums[simd.meta_group_rank()], __syncthreads, thread 0 sums. cg::reduce is a collective of the whole tile, reached by all (PG Cooperative Groups). Correct.',
     AHEAD + r'''
    cg::thread_block tg = cg::this_thread_block();
    cg::thread_block_tile<32> simd = cg::tiled_partition<32>(tg);
    const float s = cg::reduce(simd, v, cg::plus<float>());
    if (simd.thread_rank() == 0) warp_sums[simd.meta_group_rank()] = s;
    tg.sync();''' + AT, pre='#include <cooperative_groups/reduce.h>\n')

case('a15_vulkan_subgroup_barrier_for_workgroup', 'advanced', 'fail 1',
     'Vulkan habit: after the elected invocations store warp_sums[gl_SubgroupID], the code calls subgroupMemoryBarrierShared(); subgroupBarrier(); (= __threadfence_block(); __syncwarp()) "to publish to the workgroup", where a workgroup barrier() is needed. __syncwarp waits for thread 0\'s own warp only (PG Synchronization Functions): thread 0 reads warp_sums[1..7] stored by other warps\' elected lanes with nothing ordering them, a data race (PTX).',
     AHEAD + r'''
    shared_data[tid] = v;
    __syncthreads();
    if (subgroupElect()) {
        float s = 0.0f;
        for (int i = 0; i < gl_SubgroupSize; i++) s += shared_data[gl_SubgroupID * gl_SubgroupSize + i];
        warp_sums[gl_SubgroupID] = s;
    }
    subgroupMemoryBarrierShared();
    subgroupBarrier();''' + ATAIL.replace('@C@', '// CAUSE'), pre=VK, cause=RACE)

# ================================================================= last-block
LHEAD = r'''
    __shared__ float sm[TPB];
    __shared__ bool am_last;
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }'''
LFINAL = r'''
    if (am_last) {
        float acc = 0.0f;
        for (unsigned b = tid; b < gridDim.x; b += blockDim.x) acc += @LOAD@;  @C2@
        sm[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; @RESET@ }
    }'''
def lb(ticket, load='partials[b]', reset='*counter = 0;', c2=''):
    return LHEAD + ticket + LFINAL.replace('@LOAD@', load).replace('@RESET@', reset).replace('@C2@', c2)

REF = r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        cuda::atomic_ref<unsigned int, cuda::thread_scope_@SC@> ticket(*counter);
        am_last = ticket.fetch_add(1u, cuda::std::memory_order_@MO@) == gridDim.x - 1;  @C@
    }
    __syncthreads();'''
case('l01_atomic_ref_acq_rel_ticket', 'last-block', 'pass',
     'std::atomic reasoning: thread 0 stores partials[b], then `cuda::atomic_ref<unsigned, cuda::thread_scope_device> ticket(*counter); ticket.fetch_add(1, memory_order_acq_rel)` with no __threadfence. The release half orders thread 0\'s partial store before its ticket; the acquire half of the last ticket reads the end of a release sequence of RMWs headed by every earlier block\'s release (libcu++ = C++ memory model at device scope; PTX release/acquire), and the __syncthreads carries the order to the whole block (PTX causality order through bar.sync). The last block resets *counter after every block took its ticket (SPEC: counter 0 at the end). Integer partials: exact. Correct.',
     lb(REF.replace('@SC@', 'device').replace('@MO@', 'acq_rel').replace('@C@', '')), pre='#include <cuda/atomic>\n')

case('l02_atomic_ref_relaxed_ticket', 'last-block', 'fail 1',
     'As l01 with memory_order_relaxed, "the counter is atomic, that is enough" and no __threadfence: a relaxed RMW orders nothing (libcu++, PTX .relaxed), so the other blocks\' plain partial stores are not ordered before the last block\'s plain loads: a data race (PTX; README: the guard without its __threadfence fails).',
     lb(REF.replace('@SC@', 'device').replace('@MO@', 'relaxed').replace('@C@', '// CAUSE')), pre='#include <cuda/atomic>\n', cause=r'fence|race|order')

case('l03_atomic_ref_block_scope_ticket', 'last-block', 'fail 1',
     'As l01 with `cuda::thread_scope_block` ("each block takes one ticket, so block scope"): the 256 fetch_adds come from 256 blocks, and a block-scope atomic is atomic only within its block (libcu++; PTX: morally strong needs scopes that include both threads): the counter updates race (lost tickets, PTX data race) and the block-scope release/acquire does not order another block\'s partial store (README: scopes count).',
     lb(REF.replace('@SC@', 'block').replace('@MO@', 'acq_rel').replace('@C@', '// CAUSE')), pre='#include <cuda/atomic>\n', cause=r'scope|race|block')

FENCE = r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        @F1@
        const unsigned int t = atomicAdd(counter, 1u);
        @F2@
        am_last = (t == gridDim.x - 1);
    }
    __syncthreads();'''
case('l04_cuda_std_fence_seq_cst', 'last-block', 'pass',
     'C++ habit: `cuda::std::atomic_thread_fence(cuda::std::memory_order_seq_cst)` before the atomicAdd ticket and an acquire fence after it. cuda::std:: fences are system scope (libcu++: fence.sc.sys), at least the device scope the guard needs: the release pattern (fence, then the atomic) and the acquire pattern (the atomic, then a fence) of PTX. Correct.',
     lb(FENCE.replace('@F1@', 'cuda::std::atomic_thread_fence(cuda::std::memory_order_seq_cst);').replace('@F2@', 'cuda::std::atomic_thread_fence(cuda::std::memory_order_acquire);')),
     pre='#include <cuda/atomic>\n')

case('l05_release_fence_block_scope', 'last-block', 'fail 1',
     '`cuda::atomic_thread_fence(cuda::std::memory_order_release, cuda::thread_scope_block)` before the ticket ("release my partial") and an acquire fence at block scope after: a .cta fence does not order a store for threads of other blocks (PTX: the release pattern synchronizes only with observers in its scope; PG Memory Fence Functions for __threadfence_block). The partial stores and the last block\'s loads race (README: a __threadfence_block in its place fails).',
     lb(FENCE.replace('@F1@', 'cuda::atomic_thread_fence(cuda::std::memory_order_release, cuda::thread_scope_block);  // CAUSE').replace('@F2@', 'cuda::atomic_thread_fence(cuda::std::memory_order_acquire, cuda::thread_scope_block);')),
     pre='#include <cuda/atomic>\n', cause=r'fence|scope|block|race')

case('l06_volatile_partials_no_fence', 'last-block', 'fail 1',
     '"volatile is a fence": the partial is stored through `volatile float *` and the last block reads the partials through a volatile pointer, with no __threadfence. Volatile accesses are strong (relaxed .sys) so there is no data race, but nothing orders a block\'s partial store before its ticket (PTX: no release pattern; PG Memory Fence Functions\' own example needs __threadfence): the last block may read a partial still holding the NaN fill (SPEC), a wrong sum.',
     lb(r'''
    volatile float *vpart = partials;
    if (tid == 0) {
        vpart[blockIdx.x] = sm[0];  // CAUSE
        const unsigned int t = atomicAdd(counter, 1u);
        am_last = (t == gridDim.x - 1);
    }
    __syncthreads();''', load='vpart[b]'), cause=ORDER)

case('l07_linux_smp_mb_read_once', 'last-block', 'pass',
     'Linux-kernel habit used correctly: `#define smp_mb() __threadfence()`, WRITE_ONCE/READ_ONCE as volatile accesses; thread 0 does WRITE_ONCE(partials[b], sum); smp_mb(); ticket = atomicAdd(counter, 1); smp_mb(); then __syncthreads shares am_last. The fence before the ticket is the PG last-block guard (Memory Fence Functions); the last block reads with READ_ONCE. Correct.',
     lb(r'''
    if (tid == 0) {
        WRITE_ONCE(partials[blockIdx.x], sm[0]);
        smp_mb();
        const unsigned int t = atomicAdd(counter, 1u);
        smp_mb();
        am_last = (t == gridDim.x - 1);
    }
    __syncthreads();''', load='READ_ONCE(partials[b])'), pre=r'''
#define smp_mb() __threadfence()
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define WRITE_ONCE(x, v) (*(volatile __typeof__(x) *)&(x) = (v))
''')

case('l08_atomicinc_wrapping_ticket', 'last-block', 'pass',
     'CPU "modular counter" habit: the ticket is `atomicInc(counter, gridDim.x - 1)` after __threadfence(): atomicInc stores ((old >= val) ? 0 : (old + 1)) (PG Atomic Functions), so the block that draws gridDim.x - 1 leaves the counter at 0 by itself and no reset store is needed (SPEC: counter 0 after each launch). Fence before the ticket as in the PG example. Correct.',
     lb(FENCE.replace('@F1@', '__threadfence();').replace('@F2@', '').replace('atomicAdd(counter, 1u)', 'atomicInc(counter, gridDim.x - 1)'), reset=''))

case('l09_opencl_global_fence_barrier_for_flag', 'last-block', 'fail 1',
     'OpenCL habit: after thread 0 takes the ticket and sets the __local flag, the code calls barrier(CLK_GLOBAL_MEM_FENCE) with the flag-picking macro (global flavour = __threadfence() only). No thread waits for thread 0, so the other 255 threads read am_last while thread 0 may not have stored it yet (uninitialised shared memory; PTX data race on am_last).',
     LHEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        am_last = (t == gridDim.x - 1);
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    if (am_last) {  // CAUSE
        float acc = 0.0f;
        for (unsigned b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''', pre=OCL + '#define barrier(flags) do { if ((flags) & CLK_GLOBAL_MEM_FENCE) __threadfence(); else __syncthreads(); } while (0)\n',
     cause=r'race|uninit|am_last')

GLOCK = r'''
__device__ int g_lock = 0;
__device__ float g_total = 0.0f;
__device__ __forceinline__ void lock(int *l)   { while (atomicCAS(l, 0, 1) != 0) { } @ACQ@ }
__device__ __forceinline__ void unlock(int *l) { @REL@ atomicExch(l, 0); }
'''
GLOCK_BODY = LHEAD + r'''
    if (tid == 0) {
        lock(&g_lock);
        g_total += sm[0];  @C@
        unlock(&g_lock);
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        am_last = (t == gridDim.x - 1);
    }
    __syncthreads();
    if (am_last && tid == 0) {
        __threadfence();
        output[0] = g_total;
        g_total = 0.0f;     // ready for the next launch
        *counter = 0;
    }'''
case('l10_mutex_accumulator_with_fences', 'last-block', 'pass',
     'CPU habit: a mutex-protected running total instead of a partials array: thread 0 of each block takes a test-and-set lock (atomicCAS loop, then __threadfence), adds its block sum to a __device__ float g_total, releases (__threadfence, atomicExch), then takes the ticket after another __threadfence. Each critical section is ordered after the previous (release/acquire patterns, PTX); the ticket guard orders the last addition before the last block\'s read and reset (PG last-block pattern). Lock holders always make progress (only running blocks contend). Sums of integers < 2^24: exact in any order. g_total and counter are 0 again at the end (SPEC second launch). Correct.',
     GLOCK_BODY.replace('@C@', ''), pre=GLOCK.replace('@ACQ@', '__threadfence();').replace('@REL@', '__threadfence();'))

case('l11_mutex_accumulator_no_fences', 'last-block', 'fail 1',
     'As l10 without the fences inside lock/unlock ("a CAS is a full barrier"): CUDA atomics are relaxed (PG Atomic Functions), so the plain read-modify-writes of g_total in two blocks\' critical sections are not ordered: a data race (PTX) on the kernel file\'s __device__ variable (README: checked like the puzzle buffers).',
     GLOCK_BODY.replace('@C@', '// CAUSE'), pre=GLOCK.replace('@ACQ@', '').replace('@REL@', ''), cause=RACE)

case('l12_software_grid_barrier', 'last-block', 'fail 4',
     'CPU habit "join all workers": every block publishes its partial (fence + atomicAdd on counter) and then thread 0 spins until *counter == gridDim.x, after which block 0 sums all partials. This needs all 256 blocks resident at once, which CUDA guarantees only for a cooperative launch (PG Cooperative Groups "Grid Synchronization"); p34 launches normally, so a block may spin forever waiting for a block that cannot start (README: needing more than 4 resident blocks is exit 4).',
     LHEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        atomicAdd(counter, 1u);
        while (atomicAdd(counter, 0u) < gridDim.x) { }  // CAUSE
        __threadfence();
    }
    __syncthreads();
    if (blockIdx.x == 0) {
        float acc = 0.0f;
        for (unsigned b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) output[0] = sm[0];
    }''', cause=r'spin|never|resident|deadlock|finish|time')

case('l13_hip_wave64_block_reduce', 'last-block', 'fail 1',
     'HIP port of the block step: wave_reduce_sum with the wave64 loop (off = 32 first). On 32-lane warps __shfl_down_sync(full, v, 32) leaves every lane\'s own value (PG Warp Shuffle Functions), doubling each warp sum, so every partial and output[0] is twice the expected (SPEC: exact).',
     r'''
    __shared__ float wave_sums[TPB / 32];
    __shared__ float sm[TPB];
    __shared__ bool am_last;
    const int tid = threadIdx.x;
    const float s0 = wave_reduce_sum(input[blockIdx.x * blockDim.x + tid]);
    if (tid % 32 == 0) wave_sums[tid / 32] = s0;
    __syncthreads();
    if (tid == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / 32; w++) b += wave_sums[w];
        partials[blockIdx.x] = b;
        __threadfence();
        am_last = (atomicAdd(counter, 1u) == gridDim.x - 1);
    }
    __syncthreads();''' + LFINAL.replace('@LOAD@', 'partials[b]').replace('@RESET@', '*counter = 0;').replace('@C2@', ''),
     pre=HIP64, cause=WRONG)

case('l14_hip_warpsize_block_reduce', 'last-block', 'pass',
     'As l13 with the HIP helper written over warpSize (32 on CUDA: off = 16 first), lane 0 of each warp stores, __syncthreads, thread 0 sums 8 warp sums, stores the partial, __threadfence, ticket, __syncthreads; the last block sums the partials and resets the counter. Correct.',
     r'''
    __shared__ float wave_sums[TPB / WARP_SIZE];
    __shared__ float sm[TPB];
    __shared__ bool am_last;
    const int tid = threadIdx.x;
    const float s0 = wave_reduce_sum(input[blockIdx.x * blockDim.x + tid]);
    if (__lane_id() == 0) wave_sums[__wave_id()] = s0;
    __syncthreads();
    if (tid == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) b += wave_sums[w];
        partials[blockIdx.x] = b;
        __threadfence();
        am_last = (atomicAdd(counter, 1u) == gridDim.x - 1);
    }
    __syncthreads();''' + LFINAL.replace('@LOAD@', 'partials[b]').replace('@RESET@', '*counter = 0;').replace('@C2@', ''),
     pre=HIP)

case('l15_double_checked_reread_counter', 'last-block', 'fail 1',
     'Double-checked habit: thread 0 takes its ticket with atomicAdd after __threadfence, then "checks again" with a plain load `*counter == gridDim.x` to decide it is last. The plain load conflicts with other blocks\' atomicAdds on the counter and nothing orders them (PTX data race; README: a plain access races with other threads\' atomics); on schedules where the last two tickets are taken before either rereads, both blocks see 256, both sum and both store output[0] (SPEC: one store).',
     LHEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        atomicAdd(counter, 1u);
        am_last = (*counter == gridDim.x);  // CAUSE
        __threadfence();
    }
    __syncthreads();''' + LFINAL.replace('@LOAD@', 'partials[b]').replace('@RESET@', '*counter = 0;').replace('@C2@', ''),
     cause=r'race|several|stored by|counter')


# ================================================================= second batch (written after the first run, committed before its own)
ONCE = RTREE + r"""
    if (tid == 0) {
        // call_once: the first block to arrive zeroes the running total, the others wait for it
        if (atomicCAS(&g_once, 0, 1) == 0) {
            temp_storage[0] = 0.0f;  @C@
            @F1@
            atomicExch(&g_ready, 1);
        } else {
            while (atomicAdd(&g_ready, 0) == 0) { }
            @F2@
        }
        atomicAdd(&temp_storage[0], sm[0]);
    }
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0];"""
ONCE_PRE = '__device__ int g_once = 0;\n__device__ int g_ready = 0;\n'
case('r16_call_once_init_fenced', 'reduction', 'pass',
     'CPU habit (std::call_once / double-checked init): the block whose atomicCAS wins zeroes temp_storage[0], __threadfence(), atomicExch(&g_ready, 1); the others spin on atomicAdd(&g_ready, 0) until 1, then __threadfence(), then every block atomicAdds its partial. Release pattern (fence, strong write) and acquire pattern (strong read, fence): the plain zeroing is ordered before every other block\'s atomicAdd (PTX causality order); the winner\'s own add follows it in program order. cluster_sync orders the adds before the read. The waiters wait for a block of their co-scheduled cluster (PG Thread Block Clusters). One launch (SPEC). Integer partials: exact. Correct.',
     ONCE.replace('@C@', '').replace('@F1@', '__threadfence();').replace('@F2@', '__threadfence();'), pre=ONCE_PRE)

case('r17_call_once_init_no_fences', 'reduction', 'fail 1',
     'As r16 without the two fences ("the flag is atomic, so the init is visible"): the atomics are relaxed (PG Atomic Functions), so the winner\'s plain store of 0 into temp_storage[0] is not ordered before the other blocks\' atomicAdds on that word: a plain store and other threads\' atomics on one word, unordered: a data race (PTX); an add can land on the NaN fill and then be zeroed.',
     ONCE.replace('@C@', '// CAUSE').replace('@F1@', '').replace('@F2@', ''), pre=ONCE_PRE, cause=r'race|order|fence')

SMUTEX = CHEAD + r"""
    __shared__ int mtx;
    __shared__ float total;
    if (tid == 0) { mtx = 0; total = 0.0f; }
    __syncthreads();
    // std::mutex-style critical section, every thread of the block takes it once
    while (atomicCAS(&mtx, 0, 1) != 0) { }
    @F1@
    total += v;  @C@
    @F2@
    atomicExch(&mtx, 0);
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = total;
    cluster_wait();"""
case('c16_shared_mutex_all_threads_fenced', 'coordination', 'pass',
     'CPU habit: a std::mutex in shared memory taken by all 256 threads in turn (atomicCAS loop; __threadfence_block() after taking, before releasing with atomicExch) around a plain `total += v`. Release/acquire patterns at CTA scope order every critical section after the previous (PTX). Lanes of one warp contending for one lock is the starvation-free mutex that PG Independent Thread Scheduling says sm_70+ supports. __syncthreads orders the init before and the final read after. Any order of float adds passes (SPEC tolerance). Correct (slow).',
     SMUTEX.replace('@C@', '').replace('@F1@', '__threadfence_block();').replace('@F2@', '__threadfence_block();'))

case('c17_shared_mutex_no_fences', 'coordination', 'fail 1',
     'As c16 without the fences: the atomicCAS/atomicExch pair is relaxed (PG Atomic Functions), so one thread\'s plain `total += v` is not ordered before the next holder\'s: the plain read-modify-writes of `total` by different threads race (PTX data race), updates can be lost.',
     SMUTEX.replace('@C@', '// CAUSE').replace('@F1@', '').replace('@F2@', ''), cause=RACE)

case('a16_volatile_warp_peek_no_syncwarp', 'advanced', 'fail 1',
     '"volatile is a fence" at warp level: each lane stores its value through a volatile pointer and the elected lane (elect_one_sync, every lane reaches it) reads its 31 neighbours\' entries through the volatile pointer with no __syncwarp. Volatile accesses are strong but ordered by nothing (PTX; README: volatile replaces neither a fence nor __syncwarp) and there is no lockstep (PG Independent Thread Scheduling): the elected lane may read entries not stored yet, undefined shared memory (PG Variable Memory Space Specifiers). Wrong on legal schedules.',
     AHEAD + r"""
    volatile float *vs = shared_data;
    vs[tid] = v;
    if (elect_one_sync()) {
        const int w = tid / WARP_SIZE;
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += vs[w * WARP_SIZE + i];  // CAUSE
        warp_sums[w] = s;
    }
    __syncthreads();""" + AT, cause=r'race|order|__syncwarp|uninit|before')

GTICKET = LHEAD + r"""
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        @F1@
        const unsigned int t = g_ticket.fetch_add(1u@MO@);  @C@
        @F2@
        am_last = (t == gridDim.x - 1);
    }
    __syncthreads();
    if (am_last) {
        float acc = 0.0f;
        for (unsigned b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; g_ticket.store(0u, cuda::std::memory_order_relaxed); }
    }"""
GT_PRE = '#include <cuda/atomic>\n__device__ cuda::atomic<unsigned int, cuda::thread_scope_device> g_ticket(0u);\n'
case('l16_cuda_atomic_device_var_seq_cst', 'last-block', 'pass',
     'std::atomic habit: the ticket is a file-scope `__device__ cuda::atomic<unsigned, thread_scope_device> g_ticket(0u)` (constant-initialized), taken with the default `fetch_add(1)` (memory_order_seq_cst: both release and acquire, libcu++), no __threadfence. The seq_cst RMW releases thread 0\'s partial store and acquires the earlier blocks\' releases through the RMW chain (C++/libcu++ memory model at device scope); __syncthreads shares it. The last block resets g_ticket to 0 after every ticket was taken (second launch, SPEC; the puzzle\'s counter stays 0 untouched). Correct.',
     GTICKET.replace('@F1@', '').replace('@F2@', '').replace('@MO@', '').replace('@C@', ''), pre=GT_PRE)

case('l17_cuda_atomic_relaxed_fence_after', 'last-block', 'fail 1',
     'As l16 with fetch_add(1, memory_order_relaxed) and a __threadfence() only after the ticket ("the fence flushes my writes once I have my ticket"): nothing orders a block\'s partial store before its ticket (PTX: the release pattern needs the fence before the strong write; PG Memory Fence Functions\' example puts it before the atomic), so the last block may read a partial not yet stored: a data race (README: a fence after the ticket fails).',
     GTICKET.replace('@F1@', '').replace('@F2@', '__threadfence();').replace('@MO@', ', cuda::std::memory_order_relaxed').replace('@C@', '// CAUSE'), pre=GT_PRE, cause=r'fence|race|order')


# ================================================================= third batch (committed with the second, before either ran)
BCAST = r"""
// OpenCL work_group_broadcast(x, 0), written by hand
__device__ float wg_broadcast0(float x)
{
    __shared__ float slot;
    if (threadIdx.x == 0) slot = x;  @C@
    __syncthreads();
    const float r = slot;
    @TRAIL@
    return r;
}
"""
BC_BODY = r"""
    __shared__ float shared_data[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    // group constants computed once by the group leader, broadcast to every work-item
    const float scale = wg_broadcast0((float)(block_rank_in_cluster() + 1));
    const int base = (int)wg_broadcast0((float)(blockIdx.x * blockDim.x));
    shared_data[tid] = input[base + tid] * scale;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) shared_data[tid] += shared_data[tid + s];
        __syncthreads();
    }
    cluster_arrive();
    if (tid == 0) output[rank] = shared_data[0];
    cluster_wait();"""
case('c18_opencl_broadcast_helper_no_trailing_barrier', 'coordination', 'fail 1',
     'OpenCL habit: work_group_broadcast(x, 0) by hand with one static __shared__ slot: thread 0 stores, __syncthreads, every thread reads, return, and no barrier after the read. Called twice in a row (scale, then base index): thread 0\'s second store into `slot` is ordered after nothing in the other threads, which may still be reading the first value: a write-after-read data race on `slot` (PTX; PG Synchronization Functions), and a slow thread reads the base index as its scale.',
     BC_BODY, pre=BCAST.replace('@C@', '// CAUSE').replace('@TRAIL@', ''), cause=RACE)

case('c19_opencl_broadcast_helper_trailing_barrier', 'coordination', 'pass',
     'As c18 with a __syncthreads() after the read inside the helper (the slot may be reused after return): every thread\'s read of the first value is ordered before thread 0\'s second store (PG Synchronization Functions). base = blockIdx.x * 256 is exact as a float (< 2^24). Correct.',
     BC_BODY, pre=BCAST.replace('@C@', '').replace('@TRAIL@', '__syncthreads();'))

case('r18_cpp20_atomic_wait_notify', 'reduction', 'pass',
     'C++20 habit: rank 0 waits with `done.wait(v, memory_order_acquire)` instead of a raw spin, and each block\'s thread 0 does fetch_add(1, memory_order_release) then notify_all() (libcu++ cuda::atomic_ref wait/notify, device scope). The release RMWs form a release sequence that rank 0\'s acquire load of 4 synchronizes with (C++ memory model), so the partials are ordered before its reads; waiting for co-scheduled blocks of the cluster (PG Thread Block Clusters). Reset to 0 after all four arrived; trailing cluster_sync. Correct.',
     RTREE + r"""
    cuda::atomic_ref<unsigned int, cuda::thread_scope_device> done(g_arrived);
    if (tid == 0) {
        temp_storage[rank] = sm[0];
        done.fetch_add(1u, cuda::std::memory_order_release);
        done.notify_all();
        if (rank == 0) {
            unsigned int seen;
            while ((seen = done.load(cuda::std::memory_order_acquire)) < CLUSTER_SIZE)
                done.wait(seen, cuda::std::memory_order_acquire);
            float total = 0.0f;
            for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
            output[0] = total;
            done.store(0u, cuda::std::memory_order_relaxed);
        }
    }
    cluster_sync();""", pre='#include <cuda/atomic>\n__device__ unsigned int g_arrived = 0;\n')

FLAGLOCK = LHEAD + r"""
    if (tid == 0) {
        while (g_lockflag.test_and_set(cuda::std::memory_order_@A@)) { }
        g_sum += sm[0];  @C@
        g_lockflag.clear(cuda::std::memory_order_@R@);
        __threadfence();
        am_last = (atomicAdd(counter, 1u) == gridDim.x - 1);
    }
    __syncthreads();
    if (am_last && tid == 0) {
        __threadfence();
        output[0] = g_sum;
        g_sum = 0.0f;
        *counter = 0;
    }"""
FL_PRE = '#include <cuda/std/atomic>\n__device__ cuda::std::atomic_flag g_lockflag;\n__device__ float g_sum = 0.0f;\n'
case('l18_atomic_flag_spinlock_acq_rel', 'last-block', 'pass',
     'CPU habit: a `cuda::std::atomic_flag` spinlock, test_and_set(memory_order_acquire) / clear(memory_order_release) (libcu++, system scope: at least device scope), around `g_sum += partial` on a __device__ float; then the last-block ticket after __threadfence(). The flag\'s clear releases each critical section and the next test_and_set that reads it acquires it (C++ memory model), so the plain += are ordered; the ticket chain orders the last += before the last block\'s read (PG last-block guard). The flag starts clear (zero-initialized __device__ object; libcu++ atomic_flag default state) and ends clear; g_sum and counter are reset for launch 2. Whole numbers < 2^24: exact. Correct.',
     FLAGLOCK.replace('@A@', 'acquire').replace('@R@', 'release').replace('@C@', ''), pre=FL_PRE)

case('l19_atomic_flag_spinlock_relaxed', 'last-block', 'fail 1',
     'As l18 with memory_order_relaxed on test_and_set and clear ("the flag is atomic, the lock is fine"): relaxed operations do not synchronize (libcu++ / C++; PTX .relaxed), so two blocks\' plain `g_sum += partial` are not ordered: a data race (PTX) on the __device__ variable.',
     FLAGLOCK.replace('@A@', 'relaxed').replace('@R@', 'relaxed').replace('@C@', '// CAUSE'), pre=FL_PRE, cause=RACE)


# ================================================================= fourth batch (committed before it ran)
KRANGE = r"""
// Kokkos-style nested parallelism: TeamThreadRange over n indices of a team
struct Team {
    __device__ int team_rank() const { return threadIdx.x; }
    __device__ int team_size() const { return blockDim.x; }
    __device__ void team_barrier() const { __syncthreads(); }
};
template <class F>
__device__ void team_thread_range(const Team &team, int n, F f)
{
    for (int i = team.team_rank(); i < n; i += team.team_size()) f(i);
}
"""
case('a17_kokkos_team_thread_range_barrier_in_lambda', 'advanced', 'fail 4',
     'Kokkos habit: the warp sums are combined in `team_thread_range(team, 8, [&](int w) { ...; team.team_barrier(); })`, a barrier inside the per-index lambda. Only threads 0-7 (lanes 0-7 of warp 0) run the lambda and reach its __syncthreads; lanes 8-31 of warp 0 and warps 1-7 go on to the next __syncthreads. PG Synchronization Functions: a __syncthreads the block does not reach alike; README: lanes of one warp at different __syncthreads calls hang the H100, exit 4.',
     AHEAD + r"""
    Team team;
    const float s = wave_reduce_sum(v);
    if (__lane_id() == 0) warp_sums[__wave_id()] = s;
    team.team_barrier();
    __shared__ float scaled[TPB / WARP_SIZE];
    team_thread_range(team, TPB / WARP_SIZE, [&](int w) {
        scaled[w] = warp_sums[w];
        team.team_barrier();  // CAUSE
    });
    team.team_barrier();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += scaled[w];
        output[rank] = t;
    }
    cluster_wait();""", pre=HIP + KRANGE, cause=r'divergent|deadlock|barrier|lanes')

case('c20_kokkos_team_thread_range_strided', 'coordination', 'pass',
     'Kokkos habit used right: team_thread_range(team, 256, lambda) (each thread takes indices rank, rank + team_size, ...: one each) fills shared memory with the scaled inputs, a team_barrier after the range (outside the lambda, reached by all), then a range over one index (thread 0) sums into output[rank] inside the split barrier. Correct.',
     CHEAD + r"""
    Team team;
    team_thread_range(team, TPB, [&](int i) {
        shared_data[i] = input[blockIdx.x * blockDim.x + i] * (float)(rank + 1);
    });
    team.team_barrier();
    cluster_arrive();
    team_thread_range(team, 1, [&](int) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];
        output[rank] = s;
    });
    cluster_wait();""", pre=KRANGE)

case('a18_sycl_subgroup_barrier_in_leader_branch', 'advanced', 'fail 4',
     'SYCL habit: `if (sg.leader()) { ...; group_barrier(sg); }` with group_barrier(sub_group) spelled __syncwarp() (full mask). Only lane 0 reaches it; lanes 1-31 are named in the mask and go on to __syncthreads (PG Synchronization Functions: __syncwarp waits for every lane in mask). README: a __syncwarp that lanes of its mask never reach, while they wait at another barrier, is exit 4.',
     AHEAD + r"""
    const unsigned lane = threadIdx.x % warpSize;
    shared_data[tid] = v;
    __syncwarp();
    if (lane == 0) {   // sg.leader()
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += shared_data[tid + i];
        warp_sums[tid / WARP_SIZE] = s;
        __syncwarp();  // CAUSE
    }
    __syncthreads();""" + AT, cause=r'lanes|warp|__syncwarp|deadlock|never')

case('l20_threadfence_system_guard', 'last-block', 'pass',
     'CPU habit of "the strongest fence to be safe": __threadfence_system() before the ticket and after it. A system-scope fence (fence.sc.sys) includes device scope, so it is the PG last-block guard\'s release (and acquire) pattern (PG Memory Fence Functions; PTX scopes). Correct.',
     lb(FENCE.replace('@F1@', '__threadfence_system();').replace('@F2@', '__threadfence_system();')))

write_all()
