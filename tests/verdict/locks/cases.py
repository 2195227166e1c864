# Cases for gen.py (docs/verdict-locks.md): locks, mutexes, semaphores and critical sections written
# the ways CUDA programmers write them: CUDA by Example's Lock (atomicCAS spin, atomicExch release),
# test-and-test-and-set, ticket locks, try-lock with a fallback, __nanosleep backoff, libcu++
# cuda::atomic / atomic_ref / atomic_flag locks, cuda::binary_semaphore and counting_semaphore
# (<cuda/semaphore>, <cuda/std/semaphore>), locks in shared memory, in global memory and in a
# peer's shared memory (DSMEM), and the classic mistakes (no fence on acquire or release, release
# by a plain store, the wrong scope, two locks in opposite order, a lock never released, a
# barrier inside the critical section, a lock not reset between the two --last-block launches).
# Body = the kernel's body; pre = file-scope code before it. Every verdict was decided before
# p34 ran the kernel.
# Citations: PTX = PTX ISA "Memory Consistency Model" (morally strong operations; data race =
# two conflicting overlapping accesses not morally strong and not ordered by causality order;
# release pattern = a fence.sc/fence.acq_rel (__threadfence = fence.sc.gpu... membar.gl) followed
# by a strong write; acquire pattern = a strong read followed by a fence; an atom without .sem is
# .relaxed; operations of .cta scope from different CTAs are not morally strong; st/ld.volatile
# are treated as relaxed with .sys scope). PG = CUDA C++ Programming Guide: "Atomic Functions"
# (atomicCAS/atomicExch/atomicAdd are relaxed, device scope; the _block variants are atomic only
# among the threads of the block), "Memory Fence Functions" (the fence pattern, __threadfence()
# vs __threadfence_block()), "Synchronization Functions" (__syncthreads in divergent code;
# __syncwarp waits for every lane of the mask), "Independent Thread Scheduling" (sm_70+: a lane
# may spin while its warp-mate holding the lock progresses; "starvation-free algorithms"),
# "Read-Only Data Cache Load Function" (__ldg: data read-only for the kernel's lifetime).
# libcu++ = CCCL <cuda/semaphore> (counting_semaphore<Scope, LeastMax>: release() is a fetch_add
# with memory_order_release, acquire()/try_acquire() a CAS with memory_order_acquire; a
# default-constructed semaphore holds 0; binary_semaphore = counting_semaphore<Scope, 1>),
# <cuda/std/atomic> (atomic_flag: test_and_set = exchange, clear = store, wait/notify; no
# ATOMIC_FLAG_INIT macro), and C++ [thread.sema.cnt]. SPEC = docs/SPEC.md (each output element
# stored by exactly one thread per launch; --last-block launches twice with no host reset).
RACE = r'data race|several writers|stored by'
HANG = r'deadlock|did not finish|hang|watchdog|never'
WRONG = r'❌'

TREE = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''
RTREE = TREE.replace(' * (float)(rank + 1)', '')
LB_TREE = r'''
    __shared__ float sm[TPB];
    __shared__ bool am_last;
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) partials[blockIdx.x] = sm[0];
'''
# per-thread scaled value of the coordination/advanced puzzles
VAL = r'''
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
'''

# CUDA by Example's lock, global, with the fences that make it acquire/release at GPU scope
GLOCK = r'''
__device__ int lk_lock;
__device__ float lk_acc;
__device__ void lk_acquire(int *m)
{
    while (atomicCAS(m, 0, 1) != 0) { }
    __threadfence();  // acquire: the CAS that took the lock, then a fence
}
__device__ void lk_release(int *m)
{
    __threadfence();  // release: the critical section, a fence, then the atomic store
    atomicExch(m, 0);
}
'''
RED_TAIL = r'''
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = lk_acc;'''
RED_LOCKED = RTREE + r'''
    if (tid == 0) {
        lk_acquire(&lk_lock);
        lk_acc += sm[0];
        lk_release(&lk_lock);
    }''' + RED_TAIL

# ================================================================= reduction: global CAS lock
case('r01_cbe_lock_fenced_block_sums', 'reduction', 'pass',
     'Thread 0 of each block adds its tree sum to a __device__ float under a CUDA by Example lock (atomicCAS spin; atomicExch release) with __threadfence() after the CAS and before the exchange: PTX acquire pattern (strong read, then fence) and release pattern (fence, then strong write) at GPU scope, so each holder\'s += is ordered after the previous holder\'s (causality order). cluster_sync() then orders all four adds before rank 0\'s read. Whole numbers: exact in any order.',
     RED_LOCKED, pre=GLOCK)

case('r02_lock_no_acquire_fence', 'reduction', 'unclear',
     '(Written "fail 1" before the run; made unclear after it and not scored, as the ticket and litmus hunts did for the same shape: the PTX formal model asks for an acquire fence after the relaxed read, the Programming Guide\'s threadFenceReduction reads after its relaxed ticket with no fence, and p34 judges by the Guide on purpose, sim/check.cpp check_access.) As r01 but no fence after the acquiring atomicCAS. atomicCAS is relaxed (PG Atomic Functions; PTX: atom with no .sem is .relaxed), so the CAS that reads the previous holder\'s atomicExch is not an acquire pattern: the previous holder\'s store to lk_acc and this holder\'s load of it are not ordered by causality order - a data race (PTX Memory Consistency Model). The read may see a stale lk_acc.',
     RTREE + r'''
    if (tid == 0) {
        while (atomicCAS(&lk_lock, 0, 1) != 0) { }
        lk_acc += sm[0];  // CAUSE
        __threadfence();
        atomicExch(&lk_lock, 0);
    }''' + RED_TAIL, pre=GLOCK, cause=RACE)

case('r03_lock_no_release_fence', 'reduction', 'fail 1',
     'As r01 but no fence before the releasing atomicExch: the exchange is relaxed, not a release pattern (PTX), so the holder\'s store to lk_acc is not ordered before the next holder\'s load even though that holder fences after its CAS: data race on lk_acc (PTX Memory Consistency Model).',
     RTREE + r'''
    if (tid == 0) {
        while (atomicCAS(&lk_lock, 0, 1) != 0) { }
        __threadfence();
        lk_acc += sm[0];  // CAUSE
        atomicExch(&lk_lock, 0);
    }''' + RED_TAIL, pre=GLOCK, cause=RACE)

case('r04_release_by_plain_store', 'reduction', 'fail 1',
     'Release written `__threadfence(); lk_lock = 0;`: a plain (weak) st to the lock word that other blocks\' atomicCAS read and write concurrently. A weak store and an atom are conflicting and not morally strong (morally strong needs both to be strong), and nothing orders them: a data race on lk_lock (PTX Memory Consistency Model); the release pattern needs a strong write after the fence.',
     RTREE + r'''
    if (tid == 0) {
        lk_acquire(&lk_lock);
        lk_acc += sm[0];
        __threadfence();
        lk_lock = 0;  // CAUSE
    }''' + RED_TAIL, pre=GLOCK, cause=RACE)

case('r05_release_by_volatile_store', 'reduction', 'pass',
     'Release written `__threadfence(); *(volatile int *)&lk_lock = 0;`: st.volatile is treated as a relaxed store with .sys scope (PTX ld/st .volatile), a strong write, so fence + volatile store is a release pattern and it is morally strong with the other blocks\' atomicCAS (both strong, scopes include each other). Correct (the Stack Overflow variant of the CbE unlock).',
     RTREE + r'''
    if (tid == 0) {
        lk_acquire(&lk_lock);
        lk_acc += sm[0];
        __threadfence();
        *(volatile int *)&lk_lock = 0;
    }''' + RED_TAIL, pre=GLOCK)

case('r06_fence_before_cas_not_after', 'reduction', 'unclear',
     '(Written "fail 1" before the run; made unclear after it and not scored, as the ticket and litmus hunts did for the same shape: the PTX formal model asks for an acquire fence after the relaxed read, the Programming Guide\'s threadFenceReduction reads after its relaxed ticket with no fence, and p34 judges by the Guide on purpose, sim/check.cpp check_access.) The acquire fence is placed before the spin instead of after it: `__threadfence(); while (atomicCAS(...) != 0) {}`. A fence before the read that observes the release orders nothing after it: not an acquire pattern (PTX: strong read THEN fence), so the previous holder\'s store to lk_acc and this holder\'s load race (PTX Memory Consistency Model).',
     RTREE + r'''
    if (tid == 0) {
        __threadfence();
        while (atomicCAS(&lk_lock, 0, 1) != 0) { }
        lk_acc += sm[0];  // CAUSE
        lk_release(&lk_lock);
    }''' + RED_TAIL, pre=GLOCK, cause=RACE)

case('r07_release_before_last_write', 'reduction', 'fail 1',
     'The unlock comes before the update: `lk_release(&lk_lock); lk_acc += sm[0];` - the read-modify-write of lk_acc is outside the critical section, so two blocks\' plain loads/stores of lk_acc are unordered: data race (PTX Memory Consistency Model), lost updates possible.',
     RTREE + r'''
    if (tid == 0) {
        lk_acquire(&lk_lock);
        const float a = lk_acc;
        lk_release(&lk_lock);
        lk_acc = a + sm[0];  // CAUSE
    }''' + RED_TAIL, pre=GLOCK, cause=RACE)

case('r08_unlock_without_lock', 'reduction', 'fail 1',
     'Blocks of odd rank skip the lock but still call the unlock around their update (a mistaken "fast path"): their += of lk_acc is unordered with the locked blocks\' += - a data race on lk_acc (PTX Memory Consistency Model). Releasing a lock one does not hold also frees it under its holder.',
     RTREE + r'''
    if (tid == 0) {
        if (rank % 2 == 0) lk_acquire(&lk_lock);
        lk_acc += sm[0];  // CAUSE
        lk_release(&lk_lock);
    }''' + RED_TAIL, pre=GLOCK, cause=RACE)

case('r09_ttas_volatile_precheck', 'reduction', 'pass',
     'Test-and-test-and-set: spin on a volatile load of the lock until it reads 0, then try atomicCAS; fences after the successful CAS and before the atomicExch. The volatile load is relaxed.sys (PTX), morally strong with the atomics; the acquire is the successful CAS + fence. Correct.',
     RTREE + r'''
    if (tid == 0) {
        for (;;) {
            while (*(volatile int *)&lk_lock != 0) { }
            if (atomicCAS(&lk_lock, 0, 1) == 0) break;
        }
        __threadfence();
        lk_acc += sm[0];
        lk_release(&lk_lock);
    }''' + RED_TAIL, pre=GLOCK)

case('r10_atomicadd_as_test_and_set', 'reduction', 'pass',
     '`while (atomicAdd(&lk_lock, 1) != 0) {}` as the acquire: only the first atomicAdd after a release (the exchange to 0) returns 0, every other one returns >= 1, so exactly one waiter gets the lock per release (the count grows but 4 blocks cannot overflow it). Fences make acquire/release patterns (PTX). Odd but correct.',
     RTREE + r'''
    if (tid == 0) {
        while (atomicAdd(&lk_lock, 1) != 0) { }
        __threadfence();
        lk_acc += sm[0];
        lk_release(&lk_lock);
    }''' + RED_TAIL, pre=GLOCK)

case('r11_ldg_accumulator_in_critical_section', 'reduction', 'fail 1',
     'Inside a correct lock the holder reads the accumulator with `__ldg(&lk_acc)`: ld.global.nc requires the data to be read-only for the whole kernel (PG Read-Only Data Cache Load Function), and lk_acc is written by the previous holders in this launch - the non-coherent load may return a stale value. Wrong by the rule.',
     RTREE + r'''
    if (tid == 0) {
        lk_acquire(&lk_lock);
        lk_acc = __ldg(&lk_acc) + sm[0];  // CAUSE
        lk_release(&lk_lock);
    }''' + RED_TAIL, pre=GLOCK, cause=r'__ldg|ldg')

case('r12_output_accumulated_under_lock', 'reduction', 'fail 1',
     'Rank 0 zeroes output[0], cluster_sync(), then each block\'s thread 0 does `output[0] += sum` under a correct lock. Race-free, but output[0] is stored by 4 threads: SPEC Checking "Each output element is stored by exactly one thread per launch" (the lock-protected output written by every block).',
     RTREE + r'''
    if (rank == 0 && tid == 0) output[0] = 0.0f;
    cluster_sync();
    if (tid == 0) {
        lk_acquire(&lk_lock);
        output[0] += sm[0];  // CAUSE
        lk_release(&lk_lock);
    }
    cluster_sync();''', pre=GLOCK, cause=r'stored by|several')

case('r13_try_lock_fallback_separate_acc', 'reduction', 'pass',
     'Try-lock with a fallback: one atomicCAS attempt; the winner adds to lk_acc under the lock (fenced), a loser atomicAdds its sum into a second accumulator lk_acc2. The two accumulators never mix plain and atomic accesses; cluster_sync() orders both before rank 0 sums them. Whole numbers: exact.',
     RTREE + r'''
    if (tid == 0) {
        if (atomicCAS(&lk_lock, 0, 1) == 0) {
            __threadfence();
            lk_acc += sm[0];
            lk_release(&lk_lock);
        } else {
            atomicAdd(&lk_acc2, sm[0]);
        }
    }
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = lk_acc + lk_acc2;''', pre=GLOCK + '__device__ float lk_acc2;')

case('r14_try_lock_fallback_same_acc', 'reduction', 'fail 1',
     'As r13 but the fallback atomicAdds into the same lk_acc the lock holder updates with a plain load and store: the holder\'s plain accesses and the loser\'s atomicAdd conflict and are not both strong, and the lock orders nothing for a thread that never takes it: data race on lk_acc (PTX Memory Consistency Model; an update can be lost).',
     RTREE + r'''
    if (tid == 0) {
        if (atomicCAS(&lk_lock, 0, 1) == 0) {
            __threadfence();
            lk_acc += sm[0];  // CAUSE
            lk_release(&lk_lock);
        } else {
            atomicAdd(&lk_acc, sm[0]);
        }
    }''' + RED_TAIL, pre=GLOCK, cause=RACE)

case('r15_spin_until_done_flag_loop', 'reduction', 'pass',
     'The Stack Overflow shape for pre-Volta warps: `bool done = false; while (!done) { if (atomicCAS(&lock, 0, 1) == 0) { fence; add; fence; atomicExch; done = true; } }` by every one of the 1024 threads (adding its input). Fences make acquire/release patterns (PTX); on sm_70+ ITS any shape progresses (PG Independent Thread Scheduling). Correct.',
     r'''
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + tid];
    bool done = false;
    while (!done) {
        if (atomicCAS(&lk_lock, 0, 1) == 0) {
            __threadfence();
            lk_acc += v;
            __threadfence();
            atomicExch(&lk_lock, 0);
            done = true;
        }
    }''' + RED_TAIL, pre=GLOCK)

case('r16_all_lanes_lock_then_syncwarp_inside', 'reduction', 'fail 4',
     'Every thread takes the global lock and calls __syncwarp() inside the critical section. __syncwarp() makes the holder wait until all 32 lanes of its warp execute a __syncwarp() (PG Synchronization Functions), but its warp-mates spin on the lock the holder keeps: the holder never leaves, a deadlock (exit 4).',
     r'''
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + tid];
    lk_acquire(&lk_lock);
    lk_acc += v;
    __syncwarp();  // CAUSE
    lk_release(&lk_lock);''' + RED_TAIL, pre=GLOCK, cause=HANG + r'|__syncwarp')

case('r17_all_threads_lock_nanosleep_exp_backoff', 'reduction', 'pass',
     'All 1024 threads take one global lock with exponential __nanosleep backoff (32 ns doubling to 1 us) between failed atomicCAS tries, fences after the CAS and before the atomicExch. All 32 lanes of each warp contend: on sm_70+ ITS lets the holder progress while its warp-mates sleep/spin (PG Independent Thread Scheduling: starvation-free algorithms). Correct; a false hang here would be p34\'s.',
     r'''
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + tid];
    unsigned int ns = 32;
    while (atomicCAS(&lk_lock, 0, 1) != 0) {
        __nanosleep(ns);
        if (ns < 1024) ns *= 2;
    }
    __threadfence();
    lk_acc += v;
    lk_release(&lk_lock);''' + RED_TAIL, pre=GLOCK)

# ----------------------------------------------------------- two locks
case('r18_two_locks_same_order', 'reduction', 'pass',
     'Two locks guard two accumulators; every block\'s thread 0 takes lock A then lock B (nested), adds half its sum to each, releases B then A. One global order: no cycle, no deadlock. Fenced acquire/release. Halves of whole numbers are exact.',
     RTREE + r'''
    if (tid == 0) {
        lk_acquire(&lk_lock);
        lk_acquire(&lk_lock2);
        lk_acc += 0.5f * sm[0];
        lk_acc2 += 0.5f * sm[0];
        lk_release(&lk_lock2);
        lk_release(&lk_lock);
    }
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = lk_acc + lk_acc2;''', pre=GLOCK + '__device__ int lk_lock2;\n__device__ float lk_acc2;')

case('r19_two_locks_opposite_order_cycle', 'reduction', 'fail 4',
     'Block r\'s thread 0 takes lock[r], then waits (an atomic arrival counter, 4 blocks co-scheduled by the cluster) until every block holds its own lock, then takes lock[(r + 1) % 4] before releasing: a cycle of four holders each waiting for the next one\'s lock - a certain deadlock (exit 4).',
     RTREE + r'''
    if (tid == 0) {
        lk_acquire(&lk_locks[rank]);
        atomicAdd(&lk_arrived, 1u);
        while (atomicAdd(&lk_arrived, 0u) < CLUSTER_SIZE) { }
        lk_acquire(&lk_locks[(rank + 1) % CLUSTER_SIZE]);  // CAUSE
        lk_acc += sm[0];
        lk_release(&lk_locks[(rank + 1) % CLUSTER_SIZE]);
        lk_release(&lk_locks[rank]);
    }''' + RED_TAIL, pre=GLOCK + '__device__ int lk_locks[CLUSTER_SIZE];\n__device__ unsigned int lk_arrived;', cause=HANG)

case('r20_two_locks_opposite_order_by_parity', 'reduction', 'fail 4',
     'Even ranks take lock A then B, odd ranks B then A (no handshake). If an even and an odd block each take their first lock before the other\'s second, both wait forever: a deadlock that an allowed schedule reaches (the four blocks of a cluster run concurrently). The kernel is wrong; when it hangs the exit is 4.',
     RTREE + r'''
    if (tid == 0) {
        int *first = rank % 2 == 0 ? &lk_lock : &lk_lock2;
        int *second = rank % 2 == 0 ? &lk_lock2 : &lk_lock;
        lk_acquire(first);
        lk_acquire(second);  // CAUSE
        lk_acc += sm[0];
        lk_release(second);
        lk_release(first);
    }''' + RED_TAIL, pre=GLOCK + '__device__ int lk_lock2;', cause=HANG)

# ----------------------------------------------------------- libcu++ locks
case('r21_atomic_ref_cas_acquire_store_release', 'reduction', 'pass',
     'cuda::atomic_ref<int, thread_scope_device> on a __device__ int: compare_exchange_weak(expected = 0, 1, memory_order_acquire) in a loop (resetting expected), store(0, memory_order_release). Acquire/release at device scope (libcu++ maps them to the PTX patterns). Correct.',
     RTREE + r'''
    if (tid == 0) {
        cuda::atomic_ref<int, cuda::thread_scope_device> l(lk_lock);
        int expected = 0;
        while (!l.compare_exchange_weak(expected, 1, cuda::memory_order_acquire)) expected = 0;
        lk_acc += sm[0];
        l.store(0, cuda::memory_order_release);
    }''' + RED_TAIL, pre=GLOCK)

case('r22_atomic_ref_store_relaxed_release', 'reduction', 'fail 1',
     'As r21 but the unlock is store(0, memory_order_relaxed): no release, so the next holder\'s acquire synchronizes with nothing that follows the += (C++ [atomics.order]; PTX: a relaxed store is not a release pattern) - data race on lk_acc.',
     RTREE + r'''
    if (tid == 0) {
        cuda::atomic_ref<int, cuda::thread_scope_device> l(lk_lock);
        int expected = 0;
        while (!l.compare_exchange_weak(expected, 1, cuda::memory_order_acquire)) expected = 0;
        lk_acc += sm[0];  // CAUSE
        l.store(0, cuda::memory_order_relaxed);
    }''' + RED_TAIL, pre=GLOCK, cause=RACE)

case('r23_atomic_ref_block_scope_lock_across_blocks', 'reduction', 'fail 1',
     'cuda::atomic_ref<int, thread_scope_block> lock on one __device__ int shared by the four blocks: block-scope atomics (atom.cta) of different CTAs are not morally strong (PTX: each must be in the other\'s scope), so the lock word is raced and mutual exclusion across blocks is not guaranteed; the acquire/release are CTA-scope too. Data race (fail 1).',
     RTREE + r'''
    if (tid == 0) {
        cuda::atomic_ref<int, cuda::thread_scope_block> l(lk_lock);
        while (l.exchange(1, cuda::memory_order_acquire) != 0) { }  // CAUSE
        lk_acc += sm[0];
        l.store(0, cuda::memory_order_release);
    }''' + RED_TAIL, pre=GLOCK, cause=RACE + r'|scope')

case('r24_atomic_flag_acquire_release', 'reduction', 'pass',
     'A __device__ cuda::std::atomic_flag (default-constructed: static storage is zeroed, the flag is clear) as a spin lock: `while (f.test_and_set(memory_order_acquire)) {}` ... `f.clear(memory_order_release)`. System-scope acquire/release (libcu++ atomic_flag). Correct.',
     RTREE + r'''
    if (tid == 0) {
        while (lk_flag.test_and_set(cuda::std::memory_order_acquire)) { }
        lk_acc += sm[0];
        lk_flag.clear(cuda::std::memory_order_release);
    }''' + RED_TAIL, pre='#include <cuda/std/atomic>\n' + GLOCK + '__device__ cuda::std::atomic_flag lk_flag;')

case('r25_atomic_flag_relaxed', 'reduction', 'fail 1',
     'As r24 with memory_order_relaxed on both test_and_set and clear: the flag still excludes, but nothing orders one holder\'s += before the next holder\'s load (C++ [atomics.order]: relaxed gives no synchronizes-with) - data race on lk_acc.',
     RTREE + r'''
    if (tid == 0) {
        while (lk_flag.test_and_set(cuda::std::memory_order_relaxed)) { }
        lk_acc += sm[0];  // CAUSE
        lk_flag.clear(cuda::std::memory_order_relaxed);
    }''' + RED_TAIL, pre='#include <cuda/std/atomic>\n' + GLOCK + '__device__ cuda::std::atomic_flag lk_flag;', cause=RACE)

case('r26_atomic_flag_default_order_wait_notify', 'reduction', 'pass',
     'atomic_flag lock with the default (seq_cst) orders, waiting with f.wait(true) between tries and f.notify_one() after clear() (C++20 atomic waiting, libcu++ atomic_flag::wait/notify_one). seq_cst includes acquire/release. Correct.',
     RTREE + r'''
    if (tid == 0) {
        while (lk_flag.test_and_set()) lk_flag.wait(true);
        lk_acc += sm[0];
        lk_flag.clear();
        lk_flag.notify_one();
    }''' + RED_TAIL, pre='#include <cuda/std/atomic>\n' + GLOCK + '__device__ cuda::std::atomic_flag lk_flag;')

case('r27_atomic_flag_init_macro', 'reduction', 'refuse',
     '`__device__ cuda::std::atomic_flag f = ATOMIC_FLAG_INIT;`: libcu++ (CCCL 13.0) defines no ATOMIC_FLAG_INIT macro; nvcc -arch=sm_90a refuses ("identifier ATOMIC_FLAG_INIT is undefined", checked here).',
     RTREE + r'''
    if (tid == 0) {
        while (lk_flag.test_and_set(cuda::std::memory_order_acquire)) { }
        lk_acc += sm[0];
        lk_flag.clear(cuda::std::memory_order_release);
    }''' + RED_TAIL, pre='#include <cuda/std/atomic>\n' + GLOCK + '__device__ cuda::std::atomic_flag lk_flag = ATOMIC_FLAG_INIT;  // CAUSE', cause=r'ATOMIC_FLAG_INIT')

case('r28_cuda_atomic_bool_exchange', 'reduction', 'pass',
     '`__device__ cuda::atomic<bool, cuda::thread_scope_device> lk_b{false};` as the lock: `while (lk_b.exchange(true, memory_order_acquire)) {}`, `lk_b.store(false, memory_order_release)`. Device-scope acquire/release on an atomic<bool> (libcu++ supports bool). Correct.',
     RTREE + r'''
    if (tid == 0) {
        while (lk_b.exchange(true, cuda::std::memory_order_acquire)) { }
        lk_acc += sm[0];
        lk_b.store(false, cuda::std::memory_order_release);
    }''' + RED_TAIL, pre=GLOCK + '__device__ cuda::atomic<bool, cuda::thread_scope_device> lk_b{false};')

case('r29_cuda_std_mutex', 'reduction', 'refuse',
     '`#include <cuda/std/mutex>` and cuda::std::mutex: libcu++ has no <cuda/std/mutex> (CCCL 13.0); nvcc refuses ("cuda/std/mutex: No such file or directory", checked here).',
     RTREE + r'''
    if (tid == 0) {
        lk_m.lock();
        lk_acc += sm[0];
        lk_m.unlock();
    }''' + RED_TAIL, pre='#include <cuda/std/mutex>  // CAUSE\n' + GLOCK + '__device__ cuda::std::mutex lk_m;', cause=r'mutex')

# ----------------------------------------------------------- semaphores
SEM = '#include <cuda/semaphore>\n' + GLOCK
case('r30_binary_semaphore_device', 'reduction', 'pass',
     '`__device__ cuda::binary_semaphore<cuda::thread_scope_device> sem(1);` (constexpr constructor: constant-initialised) guards lk_acc: acquire() is an acquire CAS/exchange, release() a release store (libcu++ <cuda/semaphore>). Correct.',
     RTREE + r'''
    if (tid == 0) {
        lk_sem.acquire();
        lk_acc += sm[0];
        lk_sem.release();
    }''' + RED_TAIL, pre=SEM + '__device__ cuda::binary_semaphore<cuda::thread_scope_device> lk_sem(1);')

case('r31_std_binary_semaphore', 'reduction', 'pass',
     '`__device__ cuda::std::binary_semaphore sem(1);` from <cuda/std/semaphore> (system scope) guards lk_acc: acquire()/release() are acquire/release (C++ [thread.sema.cnt]: release strongly happens before an acquire that observes it). Correct.',
     RTREE + r'''
    if (tid == 0) {
        lk_sem.acquire();
        lk_acc += sm[0];
        lk_sem.release();
    }''' + RED_TAIL, pre='#include <cuda/std/semaphore>\n' + GLOCK + '__device__ cuda::std::binary_semaphore lk_sem(1);')

case('r32_counting_semaphore_init2_as_mutex', 'reduction', 'fail 1',
     'A cuda::counting_semaphore<thread_scope_device, 4> initialised to 2 used as a mutex: two blocks may be inside the critical section together, and their plain += of lk_acc are unordered (two acquires from the same count synchronize with releases, not with each other) - data race (C++ [intro.races]; PTX).',
     RTREE + r'''
    if (tid == 0) {
        lk_sem.acquire();
        lk_acc += sm[0];  // CAUSE
        lk_sem.release();
    }''' + RED_TAIL, pre=SEM + '__device__ cuda::counting_semaphore<cuda::thread_scope_device, 4> lk_sem(2);', cause=RACE)

case('r33_binary_semaphore_default_zero', 'reduction', 'fail 4',
     '`__device__ cuda::binary_semaphore<cuda::thread_scope_device> sem;` - default-constructed, it holds 0 (libcu++ counting_semaphore(ptrdiff_t count = 0)); no thread releases before acquiring, so every acquire() waits forever: hang (exit 4).',
     RTREE + r'''
    if (tid == 0) {
        lk_sem.acquire();  // CAUSE
        lk_acc += sm[0];
        lk_sem.release();
    }''' + RED_TAIL, pre=SEM + '__device__ cuda::binary_semaphore<cuda::thread_scope_device> lk_sem;', cause=HANG)

case('r34_counting_semaphore_released_twice', 'reduction', 'fail 1',
     'A cuda::counting_semaphore<thread_scope_device> (max INT_MAX) initialised to 1 as a mutex, but rank 0 releases it twice: the count reaches 2 and two later blocks hold it together; their += of lk_acc are unordered with each other - data race (C++ [intro.races]; PTX).',
     RTREE + r'''
    if (tid == 0) {
        lk_sem.acquire();
        lk_acc += sm[0];  // CAUSE
        lk_sem.release();
        if (rank == 0) lk_sem.release();
    }''' + RED_TAIL, pre=SEM + '__device__ cuda::counting_semaphore<cuda::thread_scope_device> lk_sem(1);', cause=RACE)

case('r35_semaphore_block_scope_across_blocks', 'reduction', 'fail 1',
     'One __device__ cuda::binary_semaphore<cuda::thread_scope_block> used by the four blocks: its atomics are CTA-scope, not morally strong between CTAs (PTX), so neither mutual exclusion nor ordering holds across blocks - data race.',
     RTREE + r'''
    if (tid == 0) {
        lk_sem.acquire();  // CAUSE
        lk_acc += sm[0];
        lk_sem.release();
    }''' + RED_TAIL, pre=SEM + '__device__ cuda::binary_semaphore<cuda::thread_scope_block> lk_sem(1);', cause=RACE + r'|scope')

case('r36_counting_semaphore_throttle_atomics', 'reduction', 'pass',
     'A cuda::counting_semaphore<thread_scope_device> initialised to 2 throttles the blocks (two at a time) around an atomicAdd into lk_acc: the atomics need no exclusion, so two at once is fine. cluster_sync() orders them before the read. Correct.',
     RTREE + r'''
    if (tid == 0) {
        lk_sem.acquire();
        atomicAdd(&lk_acc, sm[0]);
        lk_sem.release();
    }''' + RED_TAIL, pre=SEM + '__device__ cuda::counting_semaphore<cuda::thread_scope_device> lk_sem(2);')

case('r37_semaphore_try_acquire_spin', 'reduction', 'pass',
     'cuda::binary_semaphore<thread_scope_device> taken with `while (!sem.try_acquire()) __nanosleep(64);` (try_acquire is an acquire exchange in libcu++), released with release(). Correct.',
     RTREE + r'''
    if (tid == 0) {
        while (!lk_sem.try_acquire()) __nanosleep(64);
        lk_acc += sm[0];
        lk_sem.release();
    }''' + RED_TAIL, pre=SEM + '__device__ cuda::binary_semaphore<cuda::thread_scope_device> lk_sem(1);')

# ----------------------------------------------------------- DSMEM per-cluster lock
DS_HEAD = RTREE + r'''
    __shared__ int c_lock;
    __shared__ float c_acc;
    cg::cluster_group cluster = cg::this_cluster();
    if (rank == 0 && tid == 0) { c_lock = 0; c_acc = 0.0f; }
'''
case('r38_dsmem_cluster_lock', 'reduction', 'pass',
     'A per-cluster lock in rank 0\'s shared memory: rank 0 zeroes the lock and accumulator, cluster.sync(), then each block\'s thread 0 takes the lock through map_shared_rank with atomicCAS (device-scope atomic; the cluster is within it) and __threadfence(), adds to rank 0\'s accumulator, fences and atomicExch-releases; a second cluster.sync() before rank 0 stores the total. Correct (PG Distributed Shared Memory; PTX patterns).',
     DS_HEAD + r'''
    cluster.sync();
    if (tid == 0) {
        int *l = cluster.map_shared_rank(&c_lock, 0);
        float *a = cluster.map_shared_rank(&c_acc, 0);
        while (atomicCAS(l, 0, 1) != 0) { }
        __threadfence();
        *a += sm[0];
        __threadfence();
        atomicExch(l, 0);
    }
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = c_acc;''')

case('r39_dsmem_cluster_lock_block_fences', 'reduction', 'fail 1',
     'As r38 with __threadfence_block() for the acquire and release fences: CTA-scope fences order only within the own block (PG Memory Fence Functions; PTX fence.cta), so the acquire/release patterns do not reach the other blocks\' threads - data race on rank 0\'s c_acc.',
     DS_HEAD + r'''
    cluster.sync();
    if (tid == 0) {
        int *l = cluster.map_shared_rank(&c_lock, 0);
        float *a = cluster.map_shared_rank(&c_acc, 0);
        while (atomicCAS(l, 0, 1) != 0) { }
        __threadfence_block();
        *a += sm[0];  // CAUSE
        __threadfence_block();
        atomicExch(l, 0);
    }
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = c_acc;''', cause=RACE + r'|scope|fence')

case('r40_dsmem_cluster_lock_atomiccas_block', 'reduction', 'fail 1',
     'As r38 but the lock is taken with atomicCAS_block / atomicExch_block on rank 0\'s shared word from all four blocks: _block atomics are atomic only among the threads of one block (PG Atomic Functions; PTX atom.cta from different CTAs is not morally strong) - data race on c_lock.',
     DS_HEAD + r'''
    cluster.sync();
    if (tid == 0) {
        int *l = cluster.map_shared_rank(&c_lock, 0);
        float *a = cluster.map_shared_rank(&c_acc, 0);
        while (atomicCAS_block(l, 0, 1) != 0) { }  // CAUSE
        __threadfence();
        *a += sm[0];
        __threadfence();
        atomicExch_block(l, 0);
    }
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = c_acc;''', cause=RACE + r'|scope|_block')

case('r41_dsmem_lock_no_init_barrier', 'reduction', 'fail 1',
     'As r38 without the first cluster.sync(): the peers\' atomicCAS on rank 0\'s c_lock (and their += of c_acc) are unordered with rank 0\'s initialising plain stores - data race (PTX); a peer may also see the lock or accumulator before it is zeroed (shared memory starts undefined).',
     DS_HEAD + r'''
    if (tid == 0) {
        int *l = cluster.map_shared_rank(&c_lock, 0);
        float *a = cluster.map_shared_rank(&c_acc, 0);
        while (atomicCAS(l, 0, 1) != 0) { }  // CAUSE
        __threadfence();
        *a += sm[0];
        __threadfence();
        atomicExch(l, 0);
    }
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = c_acc;''', cause=RACE + r'|before any|exited|started')

# ================================================================= coordination: per-block locks
SH_LOCK = r'''
    __shared__ int s_lock;
    __shared__ float s_total;
    if (tid == 0) { s_lock = 0; s_total = 0.0f; }
    __syncthreads();
'''
case('c01_cbe_lock_struct_shared', 'coordination', 'pass',
     'CUDA by Example\'s Lock as a device struct holding an int* to a __shared__ mutex (zeroed by thread 0, __syncthreads), every thread locks, adds its scaled input to a __shared__ total, unlocks; __threadfence_block() after lock and before unlock (CTA-scope acquire/release suffice: only this block uses it). All 32 lanes contend: fine on sm_70+ (PG Independent Thread Scheduling). __syncthreads, thread 0 stores.',
     VAL + SH_LOCK + r'''
    LkLock lock(&s_lock);
    lock.lock();
    s_total += v;
    lock.unlock();
    __syncthreads();
    if (tid == 0) output[rank] = s_total;
    cluster_sync();''', pre=r'''
struct LkLock {
    int *mutex;
    __device__ explicit LkLock(int *m) : mutex(m) {}
    __device__ void lock() { while (atomicCAS(mutex, 0, 1) != 0) { } __threadfence_block(); }
    __device__ void unlock() { __threadfence_block(); atomicExch(mutex, 0); }
};''')

case('c02_shared_lock_init_without_barrier', 'coordination', 'fail 1',
     'Thread 0 zeroes the __shared__ lock and total but there is no __syncthreads() before the other threads take the lock: their atomicCAS/+= race with thread 0\'s plain initialising stores (PTX; PG __syncthreads), and a thread may add before the zeroing and be wiped out.',
     VAL + r'''
    __shared__ int s_lock;
    __shared__ float s_total;
    if (tid == 0) { s_lock = 0; s_total = 0.0f; }
    while (atomicCAS(&s_lock, 0, 1) != 0) { }  // CAUSE
    __threadfence_block();
    s_total += v;
    __threadfence_block();
    atomicExch(&s_lock, 0);
    __syncthreads();
    if (tid == 0) output[rank] = s_total;
    cluster_sync();''', cause=RACE + r'|before any')

case('c03_syncthreads_inside_critical_section', 'coordination', 'fail 4',
     'Every thread takes the block\'s shared lock and calls __syncthreads() while holding it: the holder waits at the barrier for threads that spin on the lock it holds - none of them can arrive, a deadlock (PG Synchronization Functions: __syncthreads in conditional code that not all threads reach hangs). Exit 4.',
     VAL + SH_LOCK + r'''
    while (atomicCAS(&s_lock, 0, 1) != 0) { }
    __threadfence_block();
    s_total += v;
    __syncthreads();  // CAUSE
    __threadfence_block();
    atomicExch(&s_lock, 0);
    __syncthreads();
    if (tid == 0) output[rank] = s_total;
    cluster_sync();''', cause=HANG + r'|__syncthreads|barrier')

case('c04_early_return_holding_lock', 'coordination', 'fail 4',
     'Inside the shared lock a thread whose input is 0 returns early ("nothing to add") without unlocking (inputs (i % 10) * 0.1 have zeros): the lock stays taken and the remaining threads spin forever - hang (exit 4). (The __syncthreads after would also miss the returned threads, but the spinners never get there.)',
     VAL + SH_LOCK + r'''
    while (atomicCAS(&s_lock, 0, 1) != 0) { }
    __threadfence_block();
    if (v == 0.0f) return;  // CAUSE
    s_total += v;
    __threadfence_block();
    atomicExch(&s_lock, 0);
    __syncthreads();
    if (tid == 0) output[rank] = s_total;
    cluster_sync();''', cause=HANG)

case('c05_shared_lock_no_fences', 'coordination', 'fail 1',
     'CUDA by Example\'s lock exactly as printed (no fences) on a __shared__ mutex, every thread adding to a __shared__ total: atomicCAS/atomicExch are relaxed, so consecutive holders\' plain += of s_total are not ordered (PTX: no acquire/release pattern) - data race.',
     VAL + SH_LOCK + r'''
    while (atomicCAS(&s_lock, 0, 1) != 0) { }
    s_total += v;  // CAUSE
    atomicExch(&s_lock, 0);
    __syncthreads();
    if (tid == 0) output[rank] = s_total;
    cluster_sync();''', cause=RACE)

case('c06_per_block_global_lock_array', 'coordination', 'pass',
     'One global lock per block (`__device__ int lk_locks[4]`), every thread of block r takes lk_locks[r] (atomicCAS + __threadfence(); __threadfence() + atomicExch) and adds to lk_accs[r]; __syncthreads() then thread 0 copies lk_accs[r] to output[r]. Correct.',
     VAL + r'''
    while (atomicCAS(&lk_locks[rank], 0, 1) != 0) { }
    __threadfence();
    lk_accs[rank] += v;
    __threadfence();
    atomicExch(&lk_locks[rank], 0);
    __syncthreads();
    if (tid == 0) output[rank] = lk_accs[rank];
    cluster_sync();''', pre='__device__ int lk_locks[CLUSTER_SIZE];\n__device__ float lk_accs[CLUSTER_SIZE];')

case('c07_per_block_global_lock_atomiccas_block', 'coordination', 'pass',
     'As c06 with atomicCAS_block / atomicExch_block and __threadfence_block(): each lock word and accumulator is used by the threads of one block only, so CTA scope is enough (PG Atomic Functions: atomic among the threads of the block; PTX: all accesses within one CTA are morally strong at .cta). Correct.',
     VAL + r'''
    while (atomicCAS_block(&lk_locks[rank], 0, 1) != 0) { }
    __threadfence_block();
    lk_accs[rank] += v;
    __threadfence_block();
    atomicExch_block(&lk_locks[rank], 0);
    __syncthreads();
    if (tid == 0) output[rank] = lk_accs[rank];
    cluster_sync();''', pre='__device__ int lk_locks[CLUSTER_SIZE];\n__device__ float lk_accs[CLUSTER_SIZE];')

case('c08_one_global_lock_atomiccas_block', 'coordination', 'fail 1',
     'One __device__ lock word for all four blocks (each adds into its own lk_accs[rank]) taken with atomicCAS_block: block-scope atomics from different CTAs on the same word are not morally strong (PTX; PG: atomic only among the block\'s threads) - a data race on the lock word, undefined even though each accumulator has one block.',
     VAL + r'''
    while (atomicCAS_block(&lk_lock, 0, 1) != 0) { }  // CAUSE
    __threadfence_block();
    lk_accs[rank] += v;
    __threadfence_block();
    atomicExch_block(&lk_lock, 0);
    __syncthreads();
    if (tid == 0) output[rank] = lk_accs[rank];
    cluster_sync();''', pre='__device__ int lk_lock;\n__device__ float lk_accs[CLUSTER_SIZE];', cause=RACE + r'|scope|_block')

case('c09_ticket_lock_shared', 'coordination', 'pass',
     'A ticket lock in shared memory: each thread draws atomicAdd(&next, 1), spins until a volatile read of `serving` equals its ticket, __threadfence_block(), adds to the shared total, __threadfence_block(), atomicAdd(&serving, 1). FIFO; the holder always progresses on sm_70+ (ITS). Correct.',
     VAL + r'''
    __shared__ unsigned int s_next, s_serving;
    __shared__ float s_total;
    if (tid == 0) { s_next = 0; s_serving = 0; s_total = 0.0f; }
    __syncthreads();
    const unsigned int ticket = atomicAdd(&s_next, 1u);
    while (*(volatile unsigned int *)&s_serving != ticket) { }
    __threadfence_block();
    s_total += v;
    __threadfence_block();
    atomicAdd(&s_serving, 1u);
    __syncthreads();
    if (tid == 0) output[rank] = s_total;
    cluster_sync();''')

case('c10_ticket_lock_plain_serving_increment', 'coordination', 'fail 1',
     'As c09 but the holder releases with a plain `s_serving++` (or = ticket + 1) while the waiters read s_serving with volatile loads: the plain store is weak, so it and the waiters\' loads are not morally strong and nothing orders them - data race on s_serving (PTX Memory Consistency Model).',
     VAL + r'''
    __shared__ unsigned int s_next, s_serving;
    __shared__ float s_total;
    if (tid == 0) { s_next = 0; s_serving = 0; s_total = 0.0f; }
    __syncthreads();
    const unsigned int ticket = atomicAdd(&s_next, 1u);
    while (*(volatile unsigned int *)&s_serving != ticket) { }
    __threadfence_block();
    s_total += v;
    __threadfence_block();
    s_serving = ticket + 1;  // CAUSE
    __syncthreads();
    if (tid == 0) output[rank] = s_total;
    cluster_sync();''', cause=RACE)

case('c11_lock_held_across_syncthreads_thread0', 'coordination', 'pass',
     'Thread 0 of each block takes ONE global lock, then the whole block __syncthreads(), every thread atomicAdds into a global lk_acc shared by all blocks, __syncthreads(), thread 0 stores lk_acc to output[rank], zeroes it, and releases. The lock is held across two barriers by a thread every block-mate waits for at the barrier anyway: other blocks wait on the lock, the holder\'s block never waits on them - no deadlock. Ordering: barriers order the block\'s atomics with thread 0\'s fenced acquire/release. Correct.',
     VAL + r'''
    if (tid == 0) {
        while (atomicCAS(&lk_lock, 0, 1) != 0) { }
        __threadfence();
    }
    __syncthreads();
    atomicAdd(&lk_acc, v);
    __syncthreads();
    if (tid == 0) {
        output[rank] = lk_acc;
        lk_acc = 0.0f;
        __threadfence();
        atomicExch(&lk_lock, 0);
    }
    cluster_sync();''', pre='__device__ int lk_lock;\n__device__ float lk_acc;')

case('c12_ldg_shared_total_through_global', 'coordination', 'fail 1',
     'Per-block global lock (as c06) but the critical section reads the accumulator with `__ldg(&lk_accs[rank])`: __ldg requires data read-only for the kernel\'s lifetime (PG Read-Only Data Cache Load Function); other threads of the block write it in this launch - stale reads possible.',
     VAL + r'''
    while (atomicCAS(&lk_locks[rank], 0, 1) != 0) { }
    __threadfence();
    lk_accs[rank] = __ldg(&lk_accs[rank]) + v;  // CAUSE
    __threadfence();
    atomicExch(&lk_locks[rank], 0);
    __syncthreads();
    if (tid == 0) output[rank] = lk_accs[rank];
    cluster_sync();''', pre='__device__ int lk_locks[CLUSTER_SIZE];\n__device__ float lk_accs[CLUSTER_SIZE];', cause=r'__ldg|ldg')

case('c13_shared_atomic_flag_lock', 'coordination', 'fail 4',
     '`__shared__ cuda::std::atomic_flag f;` (trivial default constructor: no initializer, nvcc accepts) cleared by thread 0 with f.clear(relaxed) before a __syncthreads(), then every thread locks with test_and_set(acquire) and unlocks with clear(release) around its add to a __shared__ total. Correct by the rules as read before the run (pass), but the H100 hangs on it (docs/verify-verdict-gpu run 22): fail 4 on that evidence; the simulator still passes it.',
     VAL + r'''
    __shared__ cuda::std::atomic_flag s_flag;
    __shared__ float s_total;
    if (tid == 0) { s_flag.clear(cuda::std::memory_order_relaxed); s_total = 0.0f; }
    __syncthreads();
    while (s_flag.test_and_set(cuda::std::memory_order_acquire)) { }
    s_total += v;
    s_flag.clear(cuda::std::memory_order_release);
    __syncthreads();
    if (tid == 0) output[rank] = s_total;
    cluster_sync();''', pre='#include <cuda/std/atomic>')

case('c14_block_scope_semaphores_one_per_block', 'coordination', 'fail 4',
     '`__device__ cuda::binary_semaphore<cuda::thread_scope_block> lk_sems[4] = {1, 1, 1, 1};` - block r\'s threads use only lk_sems[r] to guard lk_accs[r]: block scope is right since one block uses each (libcu++ scopes; PTX). Every thread acquire/add/release; __syncthreads; thread 0 stores. Correct by the rules as read before the run (pass), but the H100 hangs on it (docs/verify-verdict-gpu run 22): fail 4 on that evidence; the simulator still passes it.',
     VAL + r'''
    lk_sems[rank].acquire();
    lk_accs[rank] += v;
    lk_sems[rank].release();
    __syncthreads();
    if (tid == 0) output[rank] = lk_accs[rank];
    cluster_sync();''', pre='#include <cuda/semaphore>\n__device__ cuda::binary_semaphore<cuda::thread_scope_block> lk_sems[CLUSTER_SIZE] = {1, 1, 1, 1};\n__device__ float lk_accs[CLUSTER_SIZE];')

case('c15_semaphore_only_warp0_acquires', 'coordination', 'fail 4',
     'A per-block binary semaphore (block scope, one per block) is acquired and released only by threads 0..31 ("warp 0 takes the lock"), while every thread of the block adds into the __shared__ total: threads 32..255 update s_total without holding it, so their plain += are unordered with each other and with warp 0\'s - data race (PTX Memory Consistency Model). Before that, the H100 hangs on warp 0\'s 32 lanes contending for the semaphore (run 22; lockprobe run 23): fail 4.',
     VAL + r'''
    __shared__ float s_total;
    if (tid == 0) s_total = 0.0f;
    __syncthreads();
    if (tid < WARP_SIZE) lk_sems[rank].acquire();
    s_total += v;  // CAUSE
    if (tid < WARP_SIZE) lk_sems[rank].release();
    __syncthreads();
    if (tid == 0) output[rank] = s_total;
    cluster_sync();''', pre='#include <cuda/semaphore>\n__device__ cuda::binary_semaphore<cuda::thread_scope_block> lk_sems[CLUSTER_SIZE] = {1, 1, 1, 1};', cause=RACE)

# ================================================================= advanced: warp leaders lock
ADV = r'''
    __shared__ float sdata[TPB];
    __shared__ int s_lock;
    __shared__ float s_total;
    const int tid = threadIdx.x, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    if (tid == 0) { s_lock = 0; s_total = 0.0f; }
    __syncthreads();
'''
ADV_SUM = r'''
        float ws = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) ws += sdata[warp * WARP_SIZE + i];
'''
case('a01_elected_leaders_shared_lock', 'advanced', 'pass',
     'One elected lane per warp sums its warp\'s 32 values, takes a __shared__ lock (atomicCAS + __threadfence_block()), adds to the block total, releases (__threadfence_block() + atomicExch); __syncthreads(); thread 0 stores. CTA-scope acquire/release within one block. Correct.',
     ADV + r'''
    if (elect_one_sync()) {''' + ADV_SUM + r'''
        while (atomicCAS(&s_lock, 0, 1) != 0) { }
        __threadfence_block();
        s_total += ws;
        __threadfence_block();
        atomicExch(&s_lock, 0);
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = s_total;
    cluster_wait();''')

case('a02_elected_leaders_lock_no_fences', 'advanced', 'fail 1',
     'As a01 without the fences (the lock as CUDA by Example prints it): relaxed atomicCAS/atomicExch order nothing around them, so the eight leaders\' plain += of s_total race (PTX Memory Consistency Model).',
     ADV + r'''
    if (elect_one_sync()) {''' + ADV_SUM + r'''
        while (atomicCAS(&s_lock, 0, 1) != 0) { }
        s_total += ws;  // CAUSE
        atomicExch(&s_lock, 0);
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = s_total;
    cluster_wait();''', cause=RACE)

case('a03_leaders_lock_thread0_reads_without_barrier', 'advanced', 'fail 1',
     'As a01 but no __syncthreads() between the leaders\' locked adds and thread 0\'s read of s_total (thread 0 does not take the lock either): its load is unordered with the other warps\' stores - data race; the block total may miss warps.',
     ADV + r'''
    if (elect_one_sync()) {''' + ADV_SUM + r'''
        while (atomicCAS(&s_lock, 0, 1) != 0) { }
        __threadfence_block();
        s_total += ws;
        __threadfence_block();
        atomicExch(&s_lock, 0);
    }
    cluster_arrive();
    if (tid == 0) output[rank] = s_total;  // CAUSE
    cluster_wait();''', cause=RACE)

case('a04_leaders_lock_thread0_locks_to_read', 'advanced', 'fail 1',
     'As a03 but thread 0 takes the lock to read s_total: the lock orders the read against whichever leaders went before, but not against leaders that have not added yet - thread 0 can read a total that misses warps (it is not "all warps done"). Rules: the reads are race-free but the value is wrong in schedules where thread 0 locks first; with no barrier nothing guarantees all eight adds precede. Wrong result (exit 1).',
     ADV + r'''
    if (elect_one_sync()) {''' + ADV_SUM + r'''
        while (atomicCAS(&s_lock, 0, 1) != 0) { }
        __threadfence_block();
        s_total += ws;
        __threadfence_block();
        atomicExch(&s_lock, 0);
    }
    cluster_arrive();
    if (tid == 0) {
        while (atomicCAS(&s_lock, 0, 1) != 0) { }
        __threadfence_block();
        output[rank] = s_total;  // CAUSE
        __threadfence_block();
        atomicExch(&s_lock, 0);
    }
    cluster_wait();''', cause=WRONG + r'|data race|before')

case('a05_all_lanes_lock_then_syncwarp_after', 'advanced', 'pass',
     'Each lane of each warp takes a per-warp shared lock to add its value into its warp\'s slot (all 32 lanes contend: fine under ITS), releases, then __syncwarp() AFTER the critical section (every lane reaches it); one elected lane... here lane 0 copies the warp slot after __syncwarp() (which orders the warp\'s shared accesses, PG __syncwarp). __syncthreads(); thread 0 sums the 8 slots. Correct.',
     r'''
    __shared__ int w_lock[TPB / WARP_SIZE];
    __shared__ float w_sum[TPB / WARP_SIZE];
    const int tid = threadIdx.x, warp = tid / WARP_SIZE, lane = tid % WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    if (lane == 0) { w_lock[warp] = 0; w_sum[warp] = 0.0f; }
    __syncwarp();
    while (atomicCAS(&w_lock[warp], 0, 1) != 0) { }
    __threadfence_block();
    w_sum[warp] += v;
    __threadfence_block();
    atomicExch(&w_lock[warp], 0);
    __syncwarp();
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += w_sum[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('a06_leaders_lock_atomiccas_block_shared', 'advanced', 'pass',
     'As a01 with atomicCAS_block / atomicExch_block on the __shared__ lock: the lock is used only by the block\'s own threads, so CTA scope is exact (PG Atomic Functions). Correct.',
     ADV + r'''
    if (elect_one_sync()) {''' + ADV_SUM + r'''
        while (atomicCAS_block(&s_lock, 0, 1) != 0) { }
        __threadfence_block();
        s_total += ws;
        __threadfence_block();
        atomicExch_block(&s_lock, 0);
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = s_total;
    cluster_wait();''')

# ================================================================= last-block: lock instead of ticket
LB_LOCK = r'''
__device__ int lk_lock;
__device__ float lk_acc;
__device__ unsigned int lk_done;
'''
def lb_body(acq='while (atomicCAS(&lk_lock, 0, 1) != 0) { }\n        __threadfence();',
            rel='__threadfence();\n        atomicExch(&lk_lock, 0);',
            last_extra='lk_acc = 0.0f;\n            lk_done = 0;', crit_add='lk_acc += sm[0];', mark='', early=''):
    return LB_TREE + r'''
    if (tid == 0) {
        ''' + acq + r'''
        ''' + crit_add + mark + r'''
        const bool last = ++lk_done == gridDim.x;
        if (last) {
            output[0] = lk_acc;
            ''' + last_extra + r'''
        }''' + early + r'''
        ''' + rel + r'''
    }'''

case('l01_lock_accumulator_last_writer', 'last-block', 'pass',
     'Instead of a ticket: each block\'s thread 0 takes a global lock (fenced), adds its partial to lk_acc, increments lk_done (plain, under the lock); the block that makes it gridDim.x stores output[0] and resets lk_acc and lk_done before releasing, so the second launch starts clean (SPEC). The counter argument stays 0. One writer of output[0]. Correct.',
     lb_body(), pre=LB_LOCK)

case('l02_last_block_returns_holding_lock', 'last-block', 'fail 4',
     'As l01 but the last block returns right after storing output[0] and resetting, before the unlock (an early `return` on the "done" path): the first launch passes (everyone else has finished), but lk_lock stays 1 across launches (a __device__ variable keeps its value), so the second launch\'s first acquire spins forever - hang (exit 4).',
     lb_body(early='\n        if (last) return;  // CAUSE'), pre=LB_LOCK, cause=HANG)

case('l03_accumulator_not_reset', 'last-block', 'fail 1',
     'As l01 but the last block resets only lk_done, not lk_acc: the second launch (no host reset, SPEC) adds onto the first launch\'s total and stores twice the sum - wrong value (exit 1).',
     lb_body(last_extra='lk_done = 0;'), pre=LB_LOCK, cause=WRONG)

case('l04_lock_no_fences', 'last-block', 'fail 1',
     'As l01 with the lock exactly as CUDA by Example prints it (no fences): relaxed atomicCAS/atomicExch, so consecutive holders\' plain accesses to lk_acc and lk_done race (PTX Memory Consistency Model).',
     lb_body(acq='while (atomicCAS(&lk_lock, 0, 1) != 0) { }', rel='atomicExch(&lk_lock, 0);', mark='  // CAUSE'), pre=LB_LOCK, cause=RACE)

case('l05_binary_semaphore_last_writer', 'last-block', 'pass',
     'As l01 with `__device__ cuda::binary_semaphore<cuda::thread_scope_device> lk_sem(1)` (acquire()/release(): acquire/release, libcu++). Correct; the semaphore ends each launch released.',
     lb_body(acq='lk_sem.acquire();', rel='lk_sem.release();'), pre='#include <cuda/semaphore>\n' + LB_LOCK + '__device__ cuda::binary_semaphore<cuda::thread_scope_device> lk_sem(1);')

case('l06_lock_reset_by_block0_at_start', 'last-block', 'fail 1',
     'Block 0\'s thread 0 "initialises" lk_lock = 0 and lk_acc = 0 at the start of the kernel (to avoid relying on the last block): those plain stores race with other blocks\' atomicCAS on the lock and += on the accumulator, which may already be running (PTX data race; blocks have no order).',
     LB_TREE.replace("    if (tid == 0) partials", "    if (blockIdx.x == 0 && tid == 0) { lk_lock = 0; lk_acc = 0.0f; lk_done = 0; }  // CAUSE\n    if (tid == 0) partials") + r'''
    if (tid == 0) {
        while (atomicCAS(&lk_lock, 0, 1) != 0) { }
        __threadfence();
        lk_acc += sm[0];
        const bool last = ++lk_done == gridDim.x;
        if (last) output[0] = lk_acc;
        __threadfence();
        atomicExch(&lk_lock, 0);
    }''', pre=LB_LOCK, cause=RACE)

case('l07_done_count_read_after_unlock', 'last-block', 'fail 1',
     'Each block increments lk_done under the lock, releases, then re-reads lk_done with a plain load to decide "am I last" (the classic re-read): the plain load races with later blocks\' increments under the lock (not ordered for it), and several blocks can see gridDim.x and each store output[0] (PTX data race; SPEC one writer).',
     LB_TREE + r'''
    if (tid == 0) {
        while (atomicCAS(&lk_lock, 0, 1) != 0) { }
        __threadfence();
        lk_acc += sm[0];
        lk_done++;
        __threadfence();
        atomicExch(&lk_lock, 0);
        if (lk_done == gridDim.x) {  // CAUSE
            output[0] = lk_acc;
            lk_acc = 0.0f;
            lk_done = 0;
        }
    }''', pre=LB_LOCK, cause=RACE)

case('l08_lock_across_syncthreads_block_atomics', 'last-block', 'pass',
     'Thread 0 takes the global lock, __syncthreads(), every thread atomicAdds its input into lk_acc (skipping the tree), __syncthreads(), thread 0 counts the block, and the last stores output[0] and resets; then releases. Holding a lock across __syncthreads() is fine when every block-mate reaches the barrier (no one waits on the lock inside the block). Correct; partials written too.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    if (tid == 0) {
        while (atomicCAS(&lk_lock, 0, 1) != 0) { }
        __threadfence();
    }
    __syncthreads();
    atomicAdd(&lk_acc, sm[tid]);
    if (tid == 0) partials[blockIdx.x] = 0.0f;
    __syncthreads();
    if (tid == 0) {
        if (++lk_done == gridDim.x) {
            output[0] = lk_acc;
            lk_acc = 0.0f;
            lk_done = 0;
        }
        __threadfence();
        atomicExch(&lk_lock, 0);
    }''', pre=LB_LOCK)

case('l09_atomic_flag_last_writer', 'last-block', 'pass',
     'As l01 with a __device__ cuda::std::atomic_flag (test_and_set(acquire) / clear(release)). Correct.',
     lb_body(acq='while (lk_flag.test_and_set(cuda::std::memory_order_acquire)) { }', rel='lk_flag.clear(cuda::std::memory_order_release);'),
     pre='#include <cuda/std/atomic>\n' + LB_LOCK + '__device__ cuda::std::atomic_flag lk_flag;')

case('l10_lock_plus_ticket_merge', 'last-block', 'pass',
     'The reference ticket (solutions is_last_block) decides the last block; every block also adds its partial to lk_acc under a fenced lock; the last block (ticket acquire fence) stores lk_acc... and resets lk_acc and the counter. Lock release (fence + exch) precedes each block\'s ticket; the ticket fence pattern orders all adds before the last block\'s read. Correct.',
     LB_TREE + r'''
    if (tid == 0) {
        while (atomicCAS(&lk_lock, 0, 1) != 0) { }
        __threadfence();
        lk_acc += sm[0];
        __threadfence();
        atomicExch(&lk_lock, 0);
    }
    if (is_last_block(counter) && tid == 0) {
        output[0] = lk_acc;
        lk_acc = 0.0f;
        *counter = 0;
    }''', pre=LB_LOCK)

case('l11_shared_lock_block_sum_then_ticket', 'last-block', 'pass',
     'Each thread adds its input into a __shared__ block sum under a __shared__ CbE lock with __threadfence_block() (all 256 threads contend: ITS), __syncthreads(), thread 0 stores partials[block]; then the reference is_last_block() ticket and the last block folds the partials. Correct.',
     r'''
    __shared__ int s_lock;
    __shared__ float s_sum;
    __shared__ float fold[TPB];
    const int tid = threadIdx.x;
    if (tid == 0) { s_lock = 0; s_sum = 0.0f; }
    __syncthreads();
    const float v = input[blockIdx.x * blockDim.x + tid];
    while (atomicCAS(&s_lock, 0, 1) != 0) { }
    __threadfence_block();
    s_sum += v;
    __threadfence_block();
    atomicExch(&s_lock, 0);
    __syncthreads();
    if (tid == 0) partials[blockIdx.x] = s_sum;
    if (is_last_block(counter)) {
        float a = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) a += partials[b];
        fold[tid] = a;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) fold[tid] += fold[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = fold[0]; *counter = 0; }
    }''')
