# Cases for gen.py (docs/verdict-sysprog.md): kernels as systems programmers from Linux-kernel and
# lock-free C++ backgrounds write their first CUDA: READ_ONCE/WRITE_ONCE built from volatile casts,
# compiler barriers (asm volatile("" ::: "memory")), cuda::atomic_ref / cuda::atomic with explicit
# memory_order and thread_scope, cuda::atomic_thread_fence, seqlock- and flag-style publication with
# per-slot sequence numbers, test-and-set spinlocks with __nanosleep backoff, per-CPU-style per-warp /
# per-block slots combined at the end, generation counters instead of resets; and their slips: relaxed
# where acquire (or release) is needed, a fence on the wrong side of the flag, a volatile flag taken
# for a fence, an atomic load of the flag but a plain read of the data with no ordering, a compiler
# barrier taken for a hardware fence, a scope too narrow for a cross-block handoff (block scope
# between blocks; cluster scope in the last-block grid, which is launched without clusters, so each
# block is its own cluster of one), a release on the data store instead of before the flag store.
# Body = the kernel's body; pre = file-scope code before it. Every verdict was decided before p34
# ran the kernel.
# Citations: PTX = PTX ISA "Memory Consistency Model": conflict (two overlapping accesses, one a
# write); strong operations (atomics, .relaxed/.acquire/.release ld/st, .volatile = relaxed .sys);
# morally strong (program order, or both strong with scopes that each include the other thread,
# and overlapping completely); data race = conflicting accesses neither morally strong nor ordered
# by causality order; release pattern = st.release / atom.release / atom.acq_rel, or a fence
# (fence.sc / fence.acq_rel = __threadfence at .gpu, __threadfence_block at .cta) then a strong
# write, both of a scope that includes the observer; acquire pattern = ld.acquire / atom.acquire, or
# a strong read then a fence; synchronizes-with needs the release pattern's and the acquire
# pattern's strong operations to be morally strong (so a .cta-scope flag or fence between two CTAs
# synchronizes nothing); bar.sync / barrier.cluster (arrive release, wait acquire) order memory;
# the causality order is transitive through barriers (cumulativity); "scope": .cta = the threads of
# one CTA, .cluster = the CTAs of one cluster (a launch without clusters has implicit 1-CTA
# clusters), .gpu = the device, .sys = the system. atom without .sem is .relaxed; a compiler barrier
# (asm volatile("" ::: "memory")) emits no instruction and orders nothing in hardware.
# libcu++ = CUDA C++ Core Libraries: cuda::atomic_ref<T, Scope> / cuda::atomic (default scope
# thread_scope_system, default order seq_cst), cuda::atomic_thread_fence(order, scope), their
# mapping to the PTX scopes (thread_scope_block = .cta, thread_scope_device = .gpu,
# and CUDA 12.8's __nv_atomic_* builtins: __NV_THREAD_SCOPE_CLUSTER = .cluster, thread_scope_system = .sys).
# PG = CUDA C++ Programming Guide: "Atomic Functions" (atomicAdd & co are relaxed; the _block forms
# are atomic only within the block; atomicInc wraps: ((old >= val) ? 0 : (old + 1))), "Memory Fence
# Functions" (__threadfence orders this thread's writes as seen by the device; the last-block
# example), "Synchronization Functions" (__syncthreads orders the block's memory), "Volatile
# Qualifier" (volatile forces the access, orders nothing), "Thread Block Clusters" (the blocks of a
# cluster are co-scheduled, so one may wait for another), "Distributed Shared Memory" (a peer's
# shared memory only after it started: cluster.sync() first, and before it exits), "Independent
# Thread Scheduling" (sm_70+: spinning threads do not starve others, so a spinlock in a block is
# allowed), "Forward progress": the blocks of an ordinary grid are not co-resident, so a block must
# not wait for another block of the grid (no cooperative launch here).
# SPEC = docs/SPEC.md (inputs; every output and scratch buffer NaN before each launch; exact results
# for --reduction and --last-block; each output stored by exactly one thread per launch;
# --last-block launches twice with no host reset and counter must be 0 when the kernel ends; exit
# codes). Project conventions followed (README): a data race is exit 1 even where the value comes
# out right; several plain writers of one location race even with the same value; volatile
# accesses are strong (relaxed .sys); the last-block ticket is judged by the Programming Guide's rule
# (a fence or release before the ticket publishes; the reader needs no acquire fence after its
# ticket), which these cases follow for tickets only; a kernel whose blocks of the last-block grid
# wait for each other is a hang (exit 4: the grid is not co-resident). A flag that is spun on is no
# ticket: there the reader needs its acquire (PTX), and a real GPU can break it (the plain data load
# may hit a line that L1 cached before the flag was seen).
# Every __device__ counter used here survives any number of launches (generation counters), so no
# verdict depends on how many launches a run makes.
RACE = r'data race|several writers|stored by|lost update|race|scope|fence|order'
WRONG = r'❌|not written'
HANG = r'deadlock|never finish|spin|hang|timeout|did not finish'

HDR = r'''
#include <cuda/atomic>
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define WRITE_ONCE(x, v) (*(volatile __typeof__(x) *)&(x) = (v))
#define barrier() asm volatile("" ::: "memory")
'''

RTREE = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''

# ================================================================= reduction: per-slot sequence numbers
# Ranks 1-3 store their partial in temp_storage[rank] and bump their own sequence number
# sy_seq[rank] (one bump per launch, never reset: a generation counter); rank 0 reads its own
# sy_seq[0] + 1 as the generation it waits for (all slots move in lockstep), spins until each slot
# reaches it, adds the partials, and bumps its own slot. No cluster barrier: the blocks of a
# cluster are co-scheduled (PG Thread Block Clusters), so rank 0 may wait for its peers.
SEQ_PRE = HDR + r'''
__device__ unsigned int sy_seq[CLUSTER_SIZE];  // one bump per launch per slot, never reset
'''
SEQ = RTREE + r'''
    if (tid == 0) {
        const unsigned int g = sy_seq[rank] + 1;  // own slot: only this thread ever stores it
        if (rank != 0) {
            temp_storage[rank] = sm[0];
@PUB@
        } else {
            float total = sm[0];
            for (int r = 1; r < CLUSTER_SIZE; r++) {
@WAIT@
                total += temp_storage[r];
            }
            output[0] = total;
            sy_seq[0] = g;
        }
    }'''
def seq(pub, wait, pre=''):
    return dict(body=SEQ.replace('@PUB@', pub).replace('@WAIT@', wait), pre=SEQ_PRE + pre)

REF_C = 'cuda::atomic_ref<unsigned int, cuda::thread_scope_device>'
# (libcu++ in CUDA 13.0 has no public cuda::thread_scope_cluster: the persona's cluster-scope flags
# are CUDA 12.8's scoped builtins __nv_atomic_*_n with __NV_THREAD_SCOPE_CLUSTER)
P_REL = '            __nv_atomic_store_n(&sy_seq[rank], g, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_CLUSTER);'
P_RLX = '            __nv_atomic_store_n(&sy_seq[rank], g, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_CLUSTER);'
W_ACQ = '                while (__nv_atomic_load_n(&sy_seq[r], __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_CLUSTER) != g) __nanosleep(32);'
W_RLX = '                while (__nv_atomic_load_n(&sy_seq[r], __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_CLUSTER) != g) __nanosleep(32);'
F_REL_C = '__nv_atomic_thread_fence(__NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_CLUSTER);'
F_ACQ_C = '__nv_atomic_thread_fence(__NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_CLUSTER);'

case('r01_seq_release_acquire_cluster', 'reduction', 'pass',
     'Per-slot sequence numbers (generation counters): rank r stores its partial, then `__nv_atomic_store_n(&sy_seq[rank], g, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_CLUSTER)`; rank 0 spins on `__nv_atomic_load_n(..., __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_CLUSTER) != g` with __nanosleep backoff, then reads temp_storage[r] plainly. The four blocks are one cluster: cluster scope includes both threads (libcu++ scopes, PTX morally strong), the release/acquire pair synchronizes, so the partial store happens before the read (PTX causality). Blocks of a cluster are co-scheduled (PG), so the spin ends. One writer of output[0]; integer sums exact (SPEC). Correct.',
     **seq(P_REL, W_ACQ))

case('r02_seq_release_relaxed_load_plain_data', 'reduction', 'fail 1',
     'As r01 but rank 0 spins with `__NV_ATOMIC_RELAXED` loads and then reads temp_storage[r] with a plain load: the writer released, but no acquire pattern follows the flag load (no acquire, no fence), so the partial store and the plain read are conflicting, weak and unordered: a data race (PTX). On a GPU the plain load may be served from an L1 line cached when rank 0 read temp_storage[1] (the four partials share one line).',
     **seq(P_REL, W_RLX.replace('__nanosleep(32);', '__nanosleep(32);  // CAUSE')), cause=RACE)

case('r03_seq_relaxed_store_acquire_load', 'reduction', 'fail 1',
     'As r01 but the writer publishes with an `__NV_ATOMIC_RELAXED` store and no fence: the reader acquires, but there is no release pattern before the flag store, so nothing orders the partial store before the flag (PTX): temp_storage[r] store and rank 0\'s read race.',
     **seq(P_RLX.replace('CLUSTER);', 'CLUSTER);  // CAUSE'), W_ACQ), cause=RACE)

case('r04_seq_fences_both_sides_relaxed', 'reduction', 'pass',
     'Writer: `__threadfence();` then a relaxed cluster-scope store of the sequence number (a release pattern: fence.sc.gpu then a strong write, PTX). Reader: relaxed load loop, then `__threadfence();` (acquire pattern: strong read then fence) before the plain data read. The .gpu fences include all four blocks. Correct.',
     **seq('            __threadfence();\n' + P_RLX, W_RLX + '\n                __threadfence();'))

case('r05_seq_writer_fence_after_flag', 'reduction', 'fail 1',
     'The writer\'s fence is on the wrong side: relaxed store of the sequence number, THEN `__threadfence()` (smp_wmb after the flag). Nothing orders the partial store before the flag store (PTX release pattern = fence before the strong write); the reader\'s acquire cannot help. Data race on temp_storage[r].',
     **seq(P_RLX.replace('CLUSTER);', 'CLUSTER);  // CAUSE') + '\n            __threadfence();', W_ACQ), cause=RACE)

case('r06_seq_reader_fence_before_spin', 'reduction', 'fail 1',
     'The reader\'s fence is on the wrong side: `__threadfence();` before the relaxed spin, none after it; the writer has the proper fence-then-relaxed-store. The acquire pattern needs the fence AFTER the strong read that saw the flag (PTX); a fence before it orders nothing about the later plain read of temp_storage[r]: data race.',
     **seq('            __threadfence();\n' + P_RLX, '                __threadfence();  // CAUSE\n' + W_RLX), cause=RACE)

case('r07_seq_volatile_flag_no_fences', 'reduction', 'fail 1',
     'Linux style with no barriers: `WRITE_ONCE(sy_seq[rank], g)` after the partial store, `while (READ_ONCE(sy_seq[r]) != g) __nanosleep(32);` before the read. Volatile accesses are strong (relaxed .sys, PTX), so the flag itself does not race, but volatile orders nothing else (PG Volatile Qualifier): no release pattern, no acquire pattern, so the plain partial store and the plain read race (PTX).',
     **seq('            WRITE_ONCE(sy_seq[rank], g);  // CAUSE', '                while (READ_ONCE(sy_seq[r]) != g) __nanosleep(32);'), cause=RACE)

case('r08_seq_volatile_flag_smp_mb_both', 'reduction', 'pass',
     'As r07 with the kernel\'s smp_wmb/smp_rmb translated to `__threadfence()`: fence then WRITE_ONCE (release pattern: fence.sc.gpu then a strong .sys write), READ_ONCE loop then fence (acquire pattern). The volatile .sys accesses are morally strong with each other (.sys includes both threads). Correct (the PG Memory Fence Functions pattern with fences on both sides).',
     **seq('            __threadfence();\n            WRITE_ONCE(sy_seq[rank], g);', '                while (READ_ONCE(sy_seq[r]) != g) __nanosleep(32);\n                __threadfence();'))

case('r09_seq_compiler_barrier_only', 'reduction', 'fail 1',
     'The kernel\'s smp_wmb()/smp_rmb() became the compiler barrier `barrier()` = `asm volatile("" ::: "memory")` around READ_ONCE/WRITE_ONCE: it stops the compiler from moving accesses but emits no instruction, so the hardware orders nothing (PTX: no fence, no release/acquire). The partial store and the plain read race, as in r07.',
     **seq('            barrier();  // CAUSE\n            WRITE_ONCE(sy_seq[rank], g);', '                while (READ_ONCE(sy_seq[r]) != g) __nanosleep(32);\n                barrier();'), cause=RACE)

case('r10_seq_block_scope_flag', 'reduction', 'fail 1',
     'Release store / acquire load as in r01, written `cuda::atomic_ref<unsigned, cuda::thread_scope_block>`: block scope (.cta) includes only the threads of one block, and the writer and rank 0 are in different blocks, so the flag accesses are not morally strong (PTX: a data race on sy_seq[r] itself) and the release/acquire pair synchronizes nothing: the partial store and its read race too.',
     **seq('            cuda::atomic_ref<unsigned int, cuda::thread_scope_block>(sy_seq[rank]).store(g, cuda::memory_order_release);  // CAUSE',
           '                cuda::atomic_ref<unsigned int, cuda::thread_scope_block> f(sy_seq[r]);\n                while (f.load(cuda::memory_order_acquire) != g) __nanosleep(32);'), cause=RACE)

case('r11_seq_device_scope_flag', 'reduction', 'pass',
     'As r01 written `cuda::atomic_ref<unsigned, cuda::thread_scope_device>` store(release) / load(acquire) (.gpu): wider than needed, includes both blocks. Correct.',
     **seq('            %s(sy_seq[rank]).store(g, cuda::memory_order_release);' % REF_C,
           '                %s f(sy_seq[r]);\n                while (f.load(cuda::memory_order_acquire) != g) __nanosleep(32);' % REF_C))

case('r12_seq_block_scope_fences', 'reduction', 'fail 1',
     'Relaxed cluster-scope flag with `cuda::atomic_thread_fence(memory_order_release, thread_scope_block)` before the store and `atomic_thread_fence(memory_order_acquire, thread_scope_block)` after the spin: fence.acq_rel.cta orders memory only as seen by threads of the same block (PTX: the release pattern\'s fence must have a scope that includes the observer), and the handoff crosses blocks: the partial store and its read race.',
     **seq('            cuda::atomic_thread_fence(cuda::memory_order_release, cuda::thread_scope_block);  // CAUSE\n' + P_RLX,
           W_RLX + '\n                cuda::atomic_thread_fence(cuda::memory_order_acquire, cuda::thread_scope_block);'), cause=RACE)

case('r13_seq_cluster_scope_fences', 'reduction', 'pass',
     'As r12 with cluster-scope fences `__nv_atomic_thread_fence(__NV_ATOMIC_RELEASE / __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_CLUSTER)` (fence.acq_rel.cluster): the cluster scope includes the four blocks of the one cluster, so the fence-then-relaxed-store is a release pattern and the relaxed-load-then-fence an acquire pattern for this handoff (PTX). Correct.',
     **seq('            ' + F_REL_C + '\n' + P_RLX, W_RLX + '\n                ' + F_ACQ_C))

case('r14_seq_default_seq_cst', 'reduction', 'pass',
     'The flag through `cuda::atomic_ref<unsigned int>` with defaults: system scope, seq_cst store and load (libcu++). seq_cst is at least release on the store and acquire on the load; .sys includes every thread. Correct.',
     **seq('            cuda::atomic_ref<unsigned int>(sy_seq[rank]).store(g);',
           '                cuda::atomic_ref<unsigned int> f(sy_seq[r]);\n                while (f.load() != g) __nanosleep(64);'))

case('r15_seq_inline_ptx_release_acquire', 'reduction', 'pass',
     'The flag in inline PTX: `st.release.cluster.global.u32` to publish, `ld.acquire.cluster.global.u32` in the spin (PTX release/acquire operations at cluster scope, on the global address that __cvta_generic_to_global gives). Correct.',
     **seq('            asm volatile("st.release.cluster.global.u32 [%0], %1;" :: "l"(__cvta_generic_to_global(&sy_seq[rank])), "r"(g) : "memory");',
           '                unsigned int v;\n                do {\n                    asm volatile("ld.acquire.cluster.global.u32 %0, [%1];" : "=r"(v) : "l"(__cvta_generic_to_global(&sy_seq[r])) : "memory");\n                } while (v != g);'))

case('r16_seq_inline_ptx_relaxed_load', 'reduction', 'fail 1',
     'As r15 but the spin uses `ld.relaxed.cluster.global.u32` and nothing after it: strong but no acquire pattern, so the plain read of temp_storage[r] is not ordered after the partial store: data race (PTX).',
     **seq('            asm volatile("st.release.cluster.global.u32 [%0], %1;" :: "l"(__cvta_generic_to_global(&sy_seq[rank])), "r"(g) : "memory");',
           '                unsigned int v;\n                do {\n                    asm volatile("ld.relaxed.cluster.global.u32 %0, [%1];" : "=r"(v) : "l"(__cvta_generic_to_global(&sy_seq[r])) : "memory");  // CAUSE\n                } while (v != g);'), cause=RACE)

def seq17(pub, wait):
    # the owner's read of its own slot as an atomic too: rank 0's atomicAdd(.., 0) is a write
    d = seq(pub, wait)
    d['body'] = d['body'].replace('const unsigned int g = sy_seq[rank] + 1;  // own slot: only this thread ever stores it',
                                  'const unsigned int g = atomicAdd(&sy_seq[rank], 0u) + 1;  // own slot, read atomically')
    return d

case('r17_seq_atomic_exch_publish_atomic_read_fences', 'reduction', 'pass',
     'Old-school atomics: `__threadfence(); atomicExch(&sy_seq[rank], g);` to publish, `while (atomicAdd(&sy_seq[r], 0u) != g) __nanosleep(32); __threadfence();` to wait (the atomicAdd of 0 as an atomic read). Relaxed .gpu atomics are strong and morally strong with each other; the fences make release and acquire patterns (PTX). The add of 0 is a write (an RMW), so every block reads its own slot with `atomicAdd(&sy_seq[rank], 0u)` too (a plain read there would race with rank 0\'s RMW): only atomics touch the slots. Correct.',
     **seq17('            __threadfence();\n            atomicExch(&sy_seq[rank], g);',
           '                while (atomicAdd(&sy_seq[r], 0u) != g) __nanosleep(32);\n                __threadfence();'))

case('r18_seq_atomic_exch_publish_no_fences', 'reduction', 'fail 1',
     'As r17 without the two fences (C++ habit: an RMW is seq_cst): atomicExch and atomicAdd are relaxed (PG Atomic Functions), so neither a release nor an acquire pattern exists and the partial store races with its read (PTX).',
     **seq17('            atomicExch(&sy_seq[rank], g);  // CAUSE',
           '                while (atomicAdd(&sy_seq[r], 0u) != g) __nanosleep(32);'), cause=RACE)

# ================================================================= reduction: a seqlock per slot
SQL_PRE = HDR + r'''
__device__ unsigned int sy_sq[CLUSTER_SIZE];  // seqlock words: +2 per launch, odd while writing
'''
SQL = RTREE + r'''
    typedef cuda::atomic_ref<unsigned int, cuda::thread_scope_device> seq_t;
    if (tid == 0) {
        if (rank != 0) {
            seq_t s(sy_sq[rank]);
            const unsigned int base = s.load(cuda::memory_order_relaxed);  // own word
            s.store(base + 1, cuda::memory_order_relaxed);                 // write_seqcount_begin
            cuda::atomic_thread_fence(cuda::memory_order_release, cuda::thread_scope_device);
@WDATA@
            s.store(base + 2, cuda::memory_order_release);                 // write_seqcount_end
        } else {
            const unsigned int target = sy_sq[0] + 2;  // own word; all words move in lockstep
            float total = sm[0];
            for (int r = 1; r < CLUSTER_SIZE; r++) {
                seq_t s(sy_sq[r]);
                unsigned int s1, s2;
                float v;
                do {
                    s1 = s.load(cuda::memory_order_acquire);
@RDATA@
                    cuda::atomic_thread_fence(cuda::memory_order_acquire, cuda::thread_scope_device);
                    s2 = s.load(cuda::memory_order_relaxed);
                } while (s1 != target || s2 != s1);
                total += v;
            }
            output[0] = total;
            sy_sq[0] = target;
        }
    }'''
case('r19_seqlock_plain_data_retry', 'reduction', 'fail 1',
     'A seqlock per slot (write_seqcount_begin/end with relaxed+fence+release, reader acquire / read / acquire fence / re-check, retry while the count is not the generation wanted). The data itself is a plain store and a plain load, as in the kernel: the reader\'s first tries read temp_storage[r] while the writer may be storing it (the retry throws the value away, but the plain accesses conflict unordered: a data race by PTX, and in C++ a seqlock\'s data must be atomic).',
     body=SQL.replace('@WDATA@', '            temp_storage[rank] = sm[0];').replace('@RDATA@', '                    v = temp_storage[r];  // CAUSE'),
     pre=SQL_PRE, cause=RACE)

case('r20_seqlock_relaxed_atomic_data', 'reduction', 'pass',
     'As r19 with the data as relaxed atomics: `atomic_ref<float, thread_scope_device>(temp_storage[rank]).store(v, relaxed)` and `.load(relaxed)` (the C++ seqlock recipe). Concurrent atomic accesses are morally strong (no race, PTX); when s1 equals the generation its acquire load read the writer\'s release store, which follows the data store, so the data load sees it (coherence: the only store of the slot). Correct.',
     body=SQL.replace('@WDATA@', '            cuda::atomic_ref<float, cuda::thread_scope_device>(temp_storage[rank]).store(sm[0], cuda::memory_order_relaxed);')
             .replace('@RDATA@', '                    v = cuda::atomic_ref<float, cuda::thread_scope_device>(temp_storage[r]).load(cuda::memory_order_relaxed);'),
     pre=SQL_PRE)

# ================================================================= reduction: a spinlock around the combine
# Each block's thread 0 takes a global test-and-set lock, adds its partial into temp_storage[0]
# (the first in stores it), counts itself in a never-reset counter (a generation counter), and the
# fourth one stores output[0]; all four blocks are one cluster, co-scheduled (PG), and a waiting
# block never waits on one that cannot run.
LOCK_PRE = HDR + r'''
__device__ int sy_lock;        // 0 free, 1 held
__device__ unsigned int sy_n;  // partials added, over all launches (protected by sy_lock)
'''
LOCK = RTREE + r'''
    if (tid == 0) {
@LOCK@
        const unsigned int c = sy_n++;
        if (c % CLUSTER_SIZE == 0) temp_storage[0] = sm[0];
        else temp_storage[0] += sm[0];
        if (c % CLUSTER_SIZE == CLUSTER_SIZE - 1) output[0] = temp_storage[0];
@UNLOCK@
    }'''
def lock(l, u, pre=''):
    return dict(body=LOCK.replace('@LOCK@', l).replace('@UNLOCK@', u), pre=LOCK_PRE + pre)
L_CAS = '        unsigned int ns = 8;\n        while (atomicCAS(&sy_lock, 0, 1) != 0) { __nanosleep(ns); if (ns < 256) ns *= 2; }'
U_EXCH = '        atomicExch(&sy_lock, 0);'

case('r21_spinlock_cas_fences', 'reduction', 'pass',
     'Test-and-set lock: `while (atomicCAS(&lock, 0, 1) != 0) __nanosleep(ns)` with exponential backoff, then `__threadfence()` (acquire pattern: strong RMW then fence); unlock `__threadfence(); atomicExch(&lock, 0);` (release pattern). Each critical section happens before the next (PTX), so the plain accesses of sy_n and temp_storage[0] inside are ordered; the fourth holder writes output[0] once; integer sums exact in any order. Correct.',
     **lock(L_CAS + '\n        __threadfence();', '        __threadfence();\n' + U_EXCH))

case('r22_spinlock_cas_no_fences', 'reduction', 'fail 1',
     'As r21 without the two fences, C++ habit (compare_exchange and exchange are seq_cst by default): atomicCAS and atomicExch are relaxed (PG Atomic Functions), so taking the lock does not order the critical section after the previous holder\'s; the plain `sy_n++` and `temp_storage[0] +=` of two blocks race (PTX).',
     **lock(L_CAS.replace('unsigned int ns = 8;', 'unsigned int ns = 8;  // CAUSE: no fence after taking the lock'), U_EXCH), cause=RACE)

case('r23_spinlock_atomic_ref_acquire_release', 'reduction', 'pass',
     'The lock as `cuda::atomic_ref<int, cuda::thread_scope_device>`: `compare_exchange_weak(expected, 1, memory_order_acquire, memory_order_relaxed)` loop (expected reset to 0 after each failure) with __nanosleep, unlock `store(0, memory_order_release)`. Release/acquire at .gpu: each critical section happens before the next (PTX). Correct.',
     **lock('        cuda::atomic_ref<int, cuda::thread_scope_device> lk(sy_lock);\n        int expected = 0;\n        while (!lk.compare_exchange_weak(expected, 1, cuda::memory_order_acquire, cuda::memory_order_relaxed)) {\n            expected = 0;\n            __nanosleep(64);\n        }',
            '        lk.store(0, cuda::memory_order_release);'))

case('r24_spinlock_atomic_ref_block_scope', 'reduction', 'fail 1',
     'As r23 with `cuda::thread_scope_block`: the lock is taken by thread 0 of four different blocks, and .cta scope does not include threads of another block: the CAS operations of two blocks are not morally strong (PTX: a data race on the lock word; two blocks may both see 0), and the release/acquire synchronize nothing across blocks, so the critical sections race.',
     **lock('        cuda::atomic_ref<int, cuda::thread_scope_block> lk(sy_lock);  // CAUSE\n        int expected = 0;\n        while (!lk.compare_exchange_weak(expected, 1, cuda::memory_order_acquire, cuda::memory_order_relaxed)) {\n            expected = 0;\n            __nanosleep(64);\n        }',
            '        lk.store(0, cuda::memory_order_release);'), cause=RACE)

case('r25_spinlock_plain_store_unlock', 'reduction', 'fail 1',
     'As r21 but the unlock is `__threadfence(); sy_lock = 0;` (a plain store: "an aligned int store is atomic"): the plain store conflicts with the other blocks\' atomicCAS on the lock word and is not strong, so they are not morally strong and nothing orders them (PTX data race; README: a plain store races with other threads\' atomics).',
     **lock(L_CAS + '\n        __threadfence();', '        __threadfence();\n        sy_lock = 0;  // CAUSE'), cause=RACE)

case('r26_spinlock_write_once_unlock', 'reduction', 'pass',
     'As r25 but the unlock is `__threadfence(); WRITE_ONCE(sy_lock, 0);`: a volatile store is strong (relaxed .sys) and morally strong with the .gpu atomicCAS of the other blocks (each scope includes the other thread), and the fence before it makes the release pattern (PTX). Correct.',
     **lock(L_CAS + '\n        __threadfence();', '        __threadfence();\n        WRITE_ONCE(sy_lock, 0);'))

case('r27_ttas_read_once_spin', 'reduction', 'pass',
     'Test-and-test-and-set: spin on `READ_ONCE(sy_lock)` with __nanosleep until it reads 0, then `atomicExch(&sy_lock, 1)`; retry if that returned 1; `__threadfence()` after taking it; unlock with fence + atomicExch(0). The volatile reads are strong and do not race with the atomics (PTX); the acquire is the exch then the fence. Correct.',
     **lock('        for (;;) {\n            while (READ_ONCE(sy_lock) != 0) __nanosleep(32);\n            if (atomicExch(&sy_lock, 1) == 0) break;\n        }\n        __threadfence();',
            '        __threadfence();\n' + U_EXCH))

case('r28_spinlock_no_fence_before_unlock', 'reduction', 'fail 1',
     'As r21 but the fence is only after taking the lock (smp_mb in lock(), forgotten in unlock()): `atomicExch(&lock, 0)` with no fence before it is no release pattern, so the holder\'s critical-section stores are not ordered before the next holder\'s accesses: the next block\'s `sy_n++` / `temp_storage[0] +=` race with them (PTX).',
     **lock(L_CAS + '\n        __threadfence();', U_EXCH.replace(';', ';  // CAUSE')), cause=RACE)

# ================================================================= reduction: flags in rank 0's shared memory (DSMEM)
DS = RTREE + r'''
    __shared__ float slot[CLUSTER_SIZE];
    __shared__ unsigned int flag[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    if (tid < CLUSTER_SIZE) flag[tid] = 0u;
@START@
    if (tid == 0) {
        if (rank != 0) {
            float *rslot = cluster.map_shared_rank(slot, 0);
            unsigned int *rflag = cluster.map_shared_rank(flag, 0);
            rslot[rank] = sm[0];
@PUB@
        } else {
            float total = sm[0];
            for (int r = 1; r < CLUSTER_SIZE; r++) {
@WAIT@
                total += slot[r];
            }
            output[0] = total;
        }
    }'''
DS_START = '    cluster.sync();  // every block has started and zeroed its flags (PG DSMEM)'
DS_PUB = '            __nv_atomic_store_n(&rflag[rank], 1u, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_CLUSTER);'
DS_WAIT = '                while (__nv_atomic_load_n(&flag[r], __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_CLUSTER) == 0u) { }'
def ds(start=DS_START, pub=DS_PUB, wait=DS_WAIT):
    return dict(body=DS.replace('@START@', start).replace('@PUB@', pub).replace('@WAIT@', wait), pre=HDR)

case('r29_dsmem_flags_release_acquire', 'reduction', 'pass',
     'Flags in rank 0\'s shared memory: every block zeroes its flags, cluster.sync() (every block started, flags zero before any peer touches them: PG DSMEM), then ranks 1-3 store their partial into rank 0\'s `slot[rank]` through map_shared_rank and set rank 0\'s `flag[rank]` with `__nv_atomic_store_n(..., 1u, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_CLUSTER)`; rank 0 spins with cluster-scope acquire loads, then reads slot[r]. Cluster-scope release/acquire orders the remote store before the read (PTX); rank 0, the owner, exits only after every remote access happened before its reads; the writers\' own shared memory is never read remotely. Correct.',
     **ds())

case('r30_dsmem_flags_block_scope', 'reduction', 'fail 1',
     'As r29 with `__NV_THREAD_SCOPE_BLOCK` on both flag accesses: the writer is a thread of another block, outside .cta scope (the memory is rank 0\'s, the scope is about threads: PTX), so the flag store and load are not morally strong (a race on the flag) and synchronize nothing: the remote slot store races with rank 0\'s read.',
     **ds(pub=DS_PUB.replace('CLUSTER);', 'BLOCK);  // CAUSE'), wait=DS_WAIT.replace('CLUSTER)', 'BLOCK)')), cause=RACE)

case('r31_dsmem_flags_relaxed_publish', 'reduction', 'fail 1',
     'As r29 but the flag store is `__NV_ATOMIC_RELAXED` ("the reader acquires, that is enough"): no release pattern on the writer side, so the remote slot store is not ordered before the flag (PTX): it races with rank 0\'s read.',
     **ds(pub=DS_PUB.replace('RELEASE, __NV_THREAD_SCOPE_CLUSTER);', 'RELAXED, __NV_THREAD_SCOPE_CLUSTER);  // CAUSE')), cause=RACE)

case('r32_dsmem_flags_no_start_sync', 'reduction', 'fail 1',
     'As r29 without the cluster.sync() after zeroing the flags (the writer "only stores, the owner is spinning anyway"): a peer may store into rank 0\'s slot and flag before rank 0 has started or zeroed its flags (PG DSMEM: a block\'s shared memory only after it started; README: it races with that block\'s start): rank 0\'s plain zeroing store conflicts with the peer\'s flag store, unordered: a data race (and rank 0 may then spin forever).',
     **ds(start='    // no cluster barrier: "the owner waits for us anyway"  // CAUSE'), cause=RACE + '|start')

case('r33_dsmem_flags_fence_cluster_relaxed', 'reduction', 'pass',
     'As r29 with Linux-style flags: writer `__nv_atomic_thread_fence(__NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_CLUSTER)` then `WRITE_ONCE(rflag[rank], 1u)`; rank 0 `while (READ_ONCE(flag[r]) == 0u) {}` then the same fence with __NV_ATOMIC_ACQUIRE. Volatile accesses are strong (.sys) and morally strong with each other; fence.acq_rel.cluster before/after them gives release and acquire patterns that include the four blocks (PTX). Correct.',
     **ds(pub='            ' + F_REL_C + '\n            WRITE_ONCE(rflag[rank], 1u);',
          wait='                while (READ_ONCE(flag[r]) == 0u) { }\n                ' + F_ACQ_C))

case('r34_dsmem_flags_fence_block_relaxed', 'reduction', 'fail 1',
     'As r33 with `__threadfence_block()` on both sides ("the flag lives in rank 0\'s shared memory, so a block fence is enough"): fence.acq_rel.cta orders memory only for observers in the same block; the writer and reader are in different blocks (PTX scope), so there is no release/acquire pattern between them: the remote slot store races with the read.',
     **ds(pub='            __threadfence_block();  // CAUSE\n            WRITE_ONCE(rflag[rank], 1u);',
          wait='                while (READ_ONCE(flag[r]) == 0u) { }\n                __threadfence_block();'), cause=RACE)

# ================================================================= coordination: block sum without (or beside) __syncthreads
CBASE = r'''
    __shared__ float sdata[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
'''
CSUM0 = r'''
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += @RD@;
        output[rank] = s;
    }
    cluster_wait();'''
def csum(sync, rd='sdata[i]'):
    return CBASE + sync + CSUM0.replace('@RD@', rd)

case('c01_read_once_after_syncthreads', 'coordination', 'pass',
     'Scaled values in shared memory, `__syncthreads()`, then thread 0 sums them with `READ_ONCE(sdata[i])` (volatile loads) between cluster_arrive() and cluster_wait(). The barrier orders every store before thread 0\'s loads (PG Synchronization Functions); volatile changes nothing here. Correct.',
     csum('    __syncthreads();', 'READ_ONCE(sdata[i])'), pre=HDR)

case('c02_compiler_barrier_for_syncthreads', 'coordination', 'fail 1',
     'The block barrier is written `barrier()` = `asm volatile("" ::: "memory")` ("the compiler must not cache sdata"): a compiler barrier emits no instruction and waits for no thread, so thread 0 reads sdata[i] while thread i may not have stored it: data race in shared memory (PTX; the values are only right when thread 0 happens to run last).',
     csum('    barrier();  // CAUSE'), pre=HDR, cause=RACE)

case('c03_threadfence_block_for_syncthreads', 'coordination', 'fail 1',
     '`__threadfence_block()` (smp_mb) in place of `__syncthreads()`: a fence orders this thread\'s own accesses, it does not wait for the other threads (PG Memory Fence Functions vs Synchronization Functions): thread 0\'s reads race with the other threads\' stores.',
     csum('    __threadfence_block();  // CAUSE'), pre=HDR, cause=RACE)

case('c04_seq_cst_fence_for_syncthreads', 'coordination', 'fail 1',
     '`cuda::atomic_thread_fence(cuda::memory_order_seq_cst, cuda::thread_scope_block)` in place of `__syncthreads()`: still only a fence (fence.sc.cta), no barrier: thread 0 reads sdata[i] unordered with thread i\'s store: data race.',
     csum('    cuda::atomic_thread_fence(cuda::memory_order_seq_cst, cuda::thread_scope_block);  // CAUSE'), pre=HDR, cause=RACE)

case('c05_sync_then_cluster_wait_read', 'coordination', 'pass',
     'No __syncthreads at all: every thread stores its value, cluster_arrive(), cluster_wait(), and only then thread 0 sums and stores output[rank]. The cluster barrier includes every thread of the block and orders (arrive release, wait acquire: PTX barrier.cluster) every store before thread 0\'s reads. Correct ("the cluster barrier is a superset of the block barrier").',
     CBASE + r'''
    cluster_arrive();
    cluster_wait();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }''', pre=HDR)

# per-warp contributions into one shared accumulator
CACC = CBASE + r'''
    __shared__ float acc;
    __shared__ unsigned int done;
    float v = sdata[tid];
    for (int o = WARP_SIZE / 2; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
@INIT@
    if (tid % WARP_SIZE == 0) {
@ADD@
    }
@JOIN@
    cluster_arrive();
    if (tid == 0) output[rank] = @RESULT@;
    cluster_wait();'''
def cacc(init, add, join, result='acc'):
    return CACC.replace('@INIT@', init).replace('@ADD@', add).replace('@JOIN@', join).replace('@RESULT@', result)
I_OK = '    if (tid == 0) { acc = 0.0f; done = 0u; }\n    __syncthreads();'
A_REL = '        cuda::atomic_ref<float, cuda::thread_scope_block>(acc).fetch_add(v, cuda::memory_order_relaxed);'

case('c06_warp_shfl_atomic_ref_block_acc', 'coordination', 'pass',
     'Each warp reduces with __shfl_down_sync, lane 0 adds its warp sum into a shared `acc` with `cuda::atomic_ref<float, thread_scope_block>::fetch_add(v, relaxed)`; thread 0 zeroed acc before a __syncthreads(), and a __syncthreads() after the adds orders them before thread 0\'s plain read. The adds are all in one block, so block scope is enough; relaxed atomics never race with each other (PTX). Float sums in any order are within the SPEC bound. Correct. (The sdata values are read by their own thread only.)',
     cacc(I_OK, A_REL, '    __syncthreads();'), pre=HDR)

case('c07_acc_zeroed_without_barrier', 'coordination', 'fail 1',
     'As c06 but thread 0 zeroes acc with a plain store and no __syncthreads() before the other warps\' atomic adds ("it is the first statement, it runs first"): the plain store and the other warps\' atomics on acc conflict unordered: a data race (PTX; README: a plain store races with other threads\' atomics); an add before the zeroing is lost.',
     cacc('    if (tid == 0) { acc = 0.0f; done = 0u; }  // CAUSE', A_REL, '    __syncthreads();'), pre=HDR, cause=RACE)

case('c08_acc_zeroed_atomically_without_barrier', 'coordination', 'fail 1',
     'As c07 but the zeroing is `atomic_ref<float, thread_scope_block>(acc).store(0.0f, relaxed)` (no race: all accesses atomic), still with no barrier before the adds: nothing orders the zeroing before the other warps\' adds, so on a legal order warp 3 adds first and the store erases its sum (or the adds land on the uninitialised shared acc): wrong sum.',
     cacc('    if (tid == 0) cuda::atomic_ref<float, cuda::thread_scope_block>(acc).store(0.0f, cuda::memory_order_relaxed);  // CAUSE', A_REL, '    __syncthreads();'),
     pre=HDR, cause=r'❌|not written|order|before|race|uninit')

J_DONE = '''        cuda::atomic_ref<unsigned int, cuda::thread_scope_block>(done).fetch_add(1u, cuda::memory_order_@ORD@);'''
W_DONE = '''    if (tid == 0) {
        cuda::atomic_ref<unsigned int, cuda::thread_scope_block> d(done);
        while (d.load(cuda::memory_order_@LORD@) != TPB / WARP_SIZE) { }
    }'''
def cdone(ord_, lord, result='acc', add_extra=''):
    return cacc(I_OK, A_REL + '\n' + add_extra + J_DONE.replace('@ORD@', ord_), W_DONE.replace('@LORD@', lord), result)

case('c09_done_counter_release_acquire', 'coordination', 'pass',
     'Completion counter instead of the second __syncthreads: each warp\'s lane 0 adds its sum to acc (relaxed) then `done.fetch_add(1, release)`; thread 0 spins `done.load(acquire) != 8` and then reads acc plainly. Each release RMW heads a release sequence that later RMWs continue, so the acquire load reading 8 synchronizes with every warp\'s release (PTX), ordering every add before the read. Spinning thread 0 does not starve the other warps (PG Independent Thread Scheduling). Correct.',
     cdone('release', 'acquire'), pre=HDR)

case('c10_done_counter_relaxed_plain_read', 'coordination', 'fail 1',
     'As c09 with both counter operations `memory_order_relaxed`: the counter reaching 8 orders nothing about acc, so thread 0\'s plain read of acc conflicts with the warps\' atomic adds unordered: a data race (PTX), and it may miss an add.',
     cdone('relaxed', 'relaxed').replace('fetch_add(1u, cuda::memory_order_relaxed);', 'fetch_add(1u, cuda::memory_order_relaxed);  // CAUSE'), pre=HDR, cause=RACE)

case('c11_done_release_relaxed_spin', 'coordination', 'fail 1',
     'As c09 but thread 0 spins with `load(memory_order_relaxed)` and then reads acc plainly: no acquire pattern, so the warps\' adds are not ordered before the plain read (PTX): data race.',
     cdone('release', 'relaxed').replace('cuda::memory_order_relaxed) != TPB', 'cuda::memory_order_relaxed) != TPB').replace('        while (d.load', '        while (d.load', 1).replace("!= TPB / WARP_SIZE) { }", "!= TPB / WARP_SIZE) { }  // CAUSE"), pre=HDR, cause=RACE)

case('c12_done_relaxed_block_fences', 'coordination', 'pass',
     'As c10 (relaxed counter) with `__threadfence_block()` before each warp\'s done increment and after thread 0\'s spin: fence-then-strong-write and strong-read-then-fence are release and acquire patterns at .cta scope, which includes every thread of the block (PTX). Correct.',
     cacc(I_OK, A_REL + '\n        __threadfence_block();\n' + J_DONE.replace('@ORD@', 'relaxed'),
          W_DONE.replace('@LORD@', 'relaxed').replace('{ }\n    }', '{ }\n        __threadfence_block();\n    }')), pre=HDR)

case('c13_done_relaxed_acc_relaxed_load', 'coordination', 'fail 1',
     'Relaxed everywhere, but thread 0 reads acc with `atomic_ref<float, thread_scope_block>(acc).load(relaxed)` ("all atomics, so no race"): indeed no data race, but the counter reaching 8 does not order the adds on another location before the load (no release/acquire: PTX), so on a legal execution thread 0 reads acc without some warp\'s add: wrong sum.',
     cdone('relaxed', 'relaxed', result='cuda::atomic_ref<float, cuda::thread_scope_block>(acc).load(cuda::memory_order_relaxed)').replace(
         "!= TPB / WARP_SIZE) { }", "!= TPB / WARP_SIZE) { }  // CAUSE"), pre=HDR, cause=r'❌|order|race|relaxed|acquire')

CSLOT = CBASE + r'''
    __shared__ float part[TPB / WARP_SIZE];  // one slot per warp ("per-CPU")
    float v = sdata[tid];
    for (int o = WARP_SIZE / 2; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (tid % WARP_SIZE == 0) WRITE_ONCE(part[tid / WARP_SIZE], v);
@SYNC@
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) s += READ_ONCE(part[w]);
        output[rank] = s;
    }
    cluster_wait();'''
case('c14_per_warp_slots_syncthreads', 'coordination', 'pass',
     'Per-CPU style: each warp\'s lane 0 stores its shuffle-reduced sum in its own slot part[w] with WRITE_ONCE, `__syncthreads()`, thread 0 adds the 8 slots with READ_ONCE. One writer per slot, the barrier orders the stores before the reads. Correct.',
     CSLOT.replace('@SYNC@', '    __syncthreads();'), pre=HDR)

case('c15_per_warp_slots_volatile_no_sync', 'coordination', 'fail 1',
     'As c14 without the `__syncthreads()` ("WRITE_ONCE/READ_ONCE make it safe"): volatile accesses are strong, so the slot accesses do not race (PTX), but nothing makes thread 0 wait: it may read part[w] before warp w stored it, i.e. the uninitialised shared memory (PG Variable Memory Space Specifiers: undefined at block start): a wrong or NaN sum on a legal schedule.',
     CSLOT.replace('@SYNC@', '    // READ_ONCE/WRITE_ONCE: no barrier needed  // CAUSE'), pre=HDR, cause=r'❌|not written|uninit|race|before')

# a hand-made block barrier: an arrival counter in shared memory
CBAR = r'''
    __shared__ float sdata[TPB];
    __shared__ unsigned int arrived;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) arrived = 0u;
    __syncthreads();  // the counter is zero before anyone arrives
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    {
        cuda::atomic_ref<unsigned int, cuda::thread_scope_block> a(arrived);
        a.fetch_add(1u, cuda::memory_order_@ORD@);
        while (a.load(cuda::memory_order_@LORD@) != TPB) { }
    }''' + CSUM0.replace('@RD@', 'sdata[i]')
case('c16_hand_barrier_acq_rel', 'coordination', 'pass',
     'A hand-made block barrier: after a __syncthreads() that zeroed the counter, each thread stores sdata[tid], `fetch_add(1, acq_rel)` on a block-scope shared counter and spins `load(acquire) != 256`; then thread 0 sums sdata. Each thread\'s store precedes its release RMW; thread 0\'s acquire load that reads 256 reads the end of a chain of acq_rel RMWs, so every store happens before its reads (PTX release sequence / causality order). Spinning threads of one block all make progress (PG Independent Thread Scheduling). Correct.',
     CBAR.replace('@ORD@', 'acq_rel').replace('@LORD@', 'acquire'), pre=HDR)

case('c17_hand_barrier_relaxed', 'coordination', 'fail 1',
     'As c16 with `memory_order_relaxed` for the arrival and the spin: every thread waits for the count, but relaxed atomics order nothing about sdata, so thread 0\'s plain reads race with the other threads\' plain stores (PTX: no release/acquire, no barrier).',
     CBAR.replace('@ORD@', 'relaxed').replace('@LORD@', 'relaxed').replace('!= TPB) { }', '!= TPB) { }  // CAUSE'), pre=HDR, cause=RACE)

case('c18_atomicadd_block_shared_acc', 'coordination', 'pass',
     'Lane 0 of each warp does `atomicAdd_block(&acc, v)` on a shared accumulator that thread 0 zeroed before a __syncthreads(), then __syncthreads() and thread 0 reads acc. _block atomics are atomic for the threads of the block (PG Atomic Functions), the only threads that touch this shared variable. Correct.',
     cacc(I_OK, '        atomicAdd_block(&acc, v);', '    __syncthreads();'), pre=HDR)

# ================================================================= advanced: warp sums handed to thread 0 by flags
ABASE = r'''
    __shared__ float sdata[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    __shared__ unsigned int ready[TPB / WARP_SIZE];
    const int tid = threadIdx.x;
    const int warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
@INIT@
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
@PUB@
    }
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) {
@WAIT@
            t += warp_sums[w];
        }
        output[rank] = t;
    }
    cluster_wait();'''
A_INIT = '    if (tid < TPB / WARP_SIZE) ready[tid] = 0u;\n    __syncthreads();  // sdata stored, flags zero'
AP_REL = '        cuda::atomic_ref<unsigned int, cuda::thread_scope_block>(ready[warp]).store(1u, cuda::memory_order_release);'
AP_RLX = '        cuda::atomic_ref<unsigned int, cuda::thread_scope_block>(ready[warp]).store(1u, cuda::memory_order_relaxed);'
AW_ACQ = '            while (cuda::atomic_ref<unsigned int, cuda::thread_scope_block>(ready[w]).load(cuda::memory_order_acquire) == 0u) { }'
AW_RLX = '            while (cuda::atomic_ref<unsigned int, cuda::thread_scope_block>(ready[w]).load(cuda::memory_order_relaxed) == 0u) { }'
def adv(pub, wait, init=A_INIT):
    return dict(body=ABASE.replace('@INIT@', init).replace('@PUB@', pub).replace('@WAIT@', wait), pre=HDR)
COMMON_A = ' The elected lane of warp 0 may be another lane than thread 0; independent thread scheduling lets it run while thread 0 spins (PG).'

case('a01_ready_flags_release_acquire_block', 'advanced', 'pass',
     'Each warp\'s elected lane sums its 32 values, stores warp_sums[w], then sets ready[w] with `atomic_ref<unsigned, thread_scope_block>::store(1, release)`; thread 0 (after cluster_arrive) spins `load(acquire) == 0` on each flag before reading warp_sums[w]. Flags zeroed before the __syncthreads that also publishes sdata. All threads are in one block: block scope includes them; release/acquire orders each warp sum before its read (PTX).' + COMMON_A + ' Correct.',
     **adv(AP_REL, AW_ACQ))

case('a02_ready_flags_relaxed_store', 'advanced', 'fail 1',
     'As a01 but the elected lane sets the flag with `memory_order_relaxed`: no release pattern, so its warp_sums[w] store is not ordered before the flag; thread 0\'s read of warp_sums[w] races with it (PTX).',
     **adv(AP_RLX.replace('relaxed);', 'relaxed);  // CAUSE'), AW_ACQ), cause=RACE)

case('a03_ready_flags_relaxed_spin_plain_read', 'advanced', 'fail 1',
     'As a01 but thread 0 spins with `load(memory_order_relaxed)` then reads warp_sums[w] plainly: no acquire pattern, so the warp sum\'s store and the read race (PTX).',
     **adv(AP_REL, AW_RLX.replace('{ }', '{ }  // CAUSE')), cause=RACE)

case('a04_ready_flags_volatile_block_fences', 'advanced', 'pass',
     'Linux style: `__threadfence_block(); WRITE_ONCE(ready[warp], 1u);` and `while (READ_ONCE(ready[w]) == 0u) {} __threadfence_block();`: volatile accesses are strong; the .cta fences make release and acquire patterns whose scope includes every thread of the block (PTX).' + COMMON_A + ' Correct.',
     **adv('        __threadfence_block();\n        WRITE_ONCE(ready[warp], 1u);', '            while (READ_ONCE(ready[w]) == 0u) { }\n            __threadfence_block();'))

case('a05_ready_flags_volatile_no_fences', 'advanced', 'fail 1',
     'As a04 without the fences (the volatile flag taken for a barrier): the flag accesses are strong and do not race, but nothing orders the plain warp_sums[w] store before the flag store nor the plain read after the flag load (PG Volatile Qualifier; PTX): data race on warp_sums.',
     **adv('        WRITE_ONCE(ready[warp], 1u);  // CAUSE', '            while (READ_ONCE(ready[w]) == 0u) { }'), cause=RACE)

case('a06_ready_flags_compiler_barriers', 'advanced', 'fail 1',
     'As a05 with `barrier()` (asm volatile("" ::: "memory")) before the flag store and after the spin: compiler barriers emit no fence, so the hardware still orders nothing: data race on warp_sums.',
     **adv('        barrier();  // CAUSE\n        WRITE_ONCE(ready[warp], 1u);', '            while (READ_ONCE(ready[w]) == 0u) { }\n            barrier();'), cause=RACE)

case('a07_ready_flags_fence_after_flag', 'advanced', 'fail 1',
     'Writer fence on the wrong side: `WRITE_ONCE(ready[warp], 1u); __threadfence_block();` (the reader\'s side is right: READ_ONCE loop then fence). The fence after the flag orders nothing about the earlier warp_sums store relative to the flag (PTX release pattern = fence BEFORE the strong write): data race.',
     **adv('        WRITE_ONCE(ready[warp], 1u);  // CAUSE\n        __threadfence_block();', '            while (READ_ONCE(ready[w]) == 0u) { }\n            __threadfence_block();'), cause=RACE)

case('a08_ready_flags_seq_cst_default', 'advanced', 'pass',
     'The flags as `cuda::atomic_ref<unsigned int>` with defaults (system scope, seq_cst store and load): at least release/acquire, a scope that includes the block. Correct.',
     **adv('        cuda::atomic_ref<unsigned int>(ready[warp]).store(1u);', '            while (cuda::atomic_ref<unsigned int>(ready[w]).load() == 0u) { }'))

case('a09_ready_flags_atomic_block_fns_fences', 'advanced', 'pass',
     '`__threadfence_block(); atomicExch_block(&ready[warp], 1u);` and `while (atomicAdd_block(&ready[w], 0u) == 0u) {} __threadfence_block();`: _block atomics on the block\'s own shared memory are atomic for every thread that touches it; fences make the release and acquire patterns (PTX). Correct.',
     **adv('        __threadfence_block();\n        atomicExch_block(&ready[warp], 1u);', '            while (atomicAdd_block(&ready[w], 0u) == 0u) { }\n            __threadfence_block();'))

case('a10_ready_flags_zeroed_after_barrier', 'advanced', 'fail 1',
     'Flags zeroed by thread 0 right before its wait loop ("reset before use"), after the __syncthreads() instead of before it: thread 0\'s plain zeroing stores conflict with the elected lanes\' atomic flag stores with nothing ordering them (PTX data race; README: a plain store races with other threads\' atomics); a flag set before the zeroing is lost and thread 0 would spin forever.',
     **adv(AP_REL, '            if (w == 0) for (int k = 0; k < TPB / WARP_SIZE; k++) ready[k] = 0u;  // CAUSE\n' + AW_ACQ,
           init='    __syncthreads();  // sdata stored'), cause=RACE)

case('a11_read_warp_sums_after_cluster_wait', 'advanced', 'pass',
     'No flags and no second __syncthreads: the elected lanes store warp_sums[w], then cluster_arrive(); cluster_wait(); and only then thread 0 sums warp_sums and stores output[rank]. barrier.cluster orders every thread of the cluster, the block\'s own included (arrive release, wait acquire: PTX). Correct.',
     body=ABASE.replace('@INIT@', '    __syncthreads();').replace('@PUB@', '').replace('    cluster_arrive();\n    if (tid == 0) {', '    cluster_arrive();\n    cluster_wait();\n    if (tid == 0) {').replace('@WAIT@\n', '').replace('        output[rank] = t;\n    }\n    cluster_wait();', '        output[rank] = t;\n    }'),
     pre=HDR)

case('a12_read_warp_sums_between_arrive_and_wait', 'advanced', 'fail 1',
     'No flags and no second __syncthreads: thread 0 reads warp_sums between cluster_arrive() and cluster_wait() ("arrive is a release, that is enough"): the arrive releases the elected lanes\' stores but thread 0 has not waited, so nothing acquires them before its reads: data race on warp_sums (PTX).',
     body=ABASE.replace('@INIT@', '    __syncthreads();').replace('@PUB@', '').replace('@WAIT@\n', '').replace('            t += warp_sums[w];', '            t += warp_sums[w];  // CAUSE'),
     pre=HDR, cause=RACE)

case('a13_cuda_barrier_completion', 'advanced', 'pass',
     'A `__shared__ cuda::barrier<cuda::thread_scope_block>` used as a completion: thread 0 `init(&bar, TPB)` before the __syncthreads() that publishes sdata, the elected lanes store warp_sums, every thread `bar.arrive_and_wait()`, then thread 0 sums them. arrive_and_wait orders the block\'s memory like __syncthreads (libcu++ barrier: arrive releases, wait acquires, block scope). Correct.',
     body=ABASE.replace('@INIT@', '    __shared__ cuda::barrier<cuda::thread_scope_block> bar;\n    if (tid == 0) init(&bar, TPB);\n    __syncthreads();').replace('@PUB@', '').replace('    cluster_arrive();\n', '    bar.arrive_and_wait();\n    cluster_arrive();\n').replace('@WAIT@\n', ''),
     pre='#include <cuda/barrier>  // before the barrier() macro below\n' + HDR)

case('a14_cuda_barrier_init_unsynced', 'advanced', 'fail 1',
     'As a13 but `init(&bar, TPB)` is not followed by a __syncthreads() before other threads arrive (the __syncthreads for sdata comes before the init): another warp may arrive on the barrier before thread 0 initialised it: the init (a plain store of the barrier\'s state) races with the arrivals (libcu++: init must happen before any use; PTX data race).',
     body=ABASE.replace('@INIT@', '    __shared__ cuda::barrier<cuda::thread_scope_block> bar;\n    __syncthreads();\n    if (tid == 0) init(&bar, TPB);  // CAUSE').replace('@PUB@', '').replace('    cluster_arrive();\n', '    bar.arrive_and_wait();\n    cluster_arrive();\n').replace('@WAIT@\n', ''),
     pre='#include <cuda/barrier>  // before the barrier() macro below\n' + HDR, cause=RACE + '|init')

case('a15_ready_flags_acq_rel_exchange', 'advanced', 'pass',
     'Flags set with `atomic_ref<unsigned, thread_scope_block>(ready[warp]).exchange(1u, acq_rel)` and thread 0 consumes each with `while (exchange(0u, acq_rel) == 0u) {}` (the flag cleared for reuse, as a Linux completion): the RMW that reads 1 reads the setter\'s release, its acquire orders the warp sum before the read (PTX). Correct.',
     **adv('        cuda::atomic_ref<unsigned int, cuda::thread_scope_block>(ready[warp]).exchange(1u, cuda::memory_order_acq_rel);',
           '            while (cuda::atomic_ref<unsigned int, cuda::thread_scope_block>(ready[w]).exchange(0u, cuda::memory_order_acq_rel) == 0u) { }'))

# ================================================================= last-block: tickets with explicit orders and scopes
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
'''
LB_FINAL = r'''
    __syncthreads();  // am_last (and thread 0's ticket) to the whole block
    if (am_last) {
        float s = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) s += @READ@;
        sm[tid] = s;
        __syncthreads();
        for (int k = TPB / 2; k > 0; k >>= 1) {
            if (tid < k) sm[tid] += sm[tid + k];
            __syncthreads();
        }
        if (tid == 0) output[0] = sm[0];
@RESET@
    }'''
LB = LB_TREE + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
@TICKET@
    }''' + LB_FINAL
RST0 = '        if (tid == 0) *counter = 0u;'
def lb(ticket, reset=RST0, read='partials[b]', pre=''):
    return dict(body=LB.replace('@TICKET@', ticket).replace('@RESET@', reset).replace('@READ@', read), pre=HDR + pre)
DEVREF = 'cuda::atomic_ref<unsigned int, cuda::thread_scope_device>'
T_ACQREL = '        const unsigned int t = %s(*counter).fetch_add(1u, cuda::memory_order_acq_rel);\n        am_last = (t == gridDim.x - 1);' % DEVREF
def t_ref(order, scope='cuda::thread_scope_device', before='', after=''):
    return ('%s        const unsigned int t = cuda::atomic_ref<unsigned int, %s>(*counter).fetch_add(1u, cuda::memory_order_%s);\n'
            '        am_last = (t == gridDim.x - 1);\n%s') % (before, scope, order, after)
LBNOTE = ' The last block resets the counter after every other block took its ticket (SPEC: counter 0 at the end; the second launch needs no host reset).'

case('l01_atomic_ref_acq_rel_ticket', 'last-block', 'pass',
     'Thread 0 stores partials[block], then takes the ticket with `atomic_ref<unsigned, thread_scope_device>(*counter).fetch_add(1, acq_rel)`, no __threadfence: the release half publishes the partial (release pattern), the acquire half orders the last block\'s reads after every earlier ticket (RMWs on one location form a release sequence; PTX), and __syncthreads carries it to the block.' + LBNOTE + ' Correct.',
     **lb(T_ACQREL))

case('l02_atomic_ref_relaxed_ticket_no_fence', 'last-block', 'fail 1',
     'As l01 with `fetch_add(1, memory_order_relaxed)` and no fence ("the RMW is atomic, so the counter is right"): the counter is right, but no release pattern publishes the partial before the ticket (PTX; PG Memory Fence Functions: the last-block example needs the __threadfence): the last block\'s reads of partials race with their stores.',
     **lb(t_ref('relaxed').replace('relaxed);', 'relaxed);  // CAUSE')), cause=RACE)

case('l03_relaxed_ticket_libcu_fences', 'last-block', 'pass',
     '`cuda::atomic_thread_fence(memory_order_release, thread_scope_device)` before a relaxed device-scope fetch_add and `atomic_thread_fence(memory_order_acquire, thread_scope_device)` after it: fence then strong write is a release pattern, strong RMW then fence an acquire pattern, both at .gpu (PTX).' + LBNOTE + ' Correct.',
     **lb(t_ref('relaxed', before='        cuda::atomic_thread_fence(cuda::memory_order_release, cuda::thread_scope_device);\n',
                after='        cuda::atomic_thread_fence(cuda::memory_order_acquire, cuda::thread_scope_device);\n')))

case('l04_relaxed_ticket_block_scope_fences', 'last-block', 'fail 1',
     'As l03 with `thread_scope_block` fences (smp_wmb translated as "the fence of my block"): fence.acq_rel.cta orders the partial store only for observers in the same block; the last block is another block (PTX scope; README: a __threadfence_block() before the ticket fails like none): its reads race with the stores.',
     **lb(t_ref('relaxed', before='        cuda::atomic_thread_fence(cuda::memory_order_release, cuda::thread_scope_block);  // CAUSE\n',
                after='        cuda::atomic_thread_fence(cuda::memory_order_acquire, cuda::thread_scope_block);\n')), cause=RACE)

case('l05_acq_rel_ticket_block_scope', 'last-block', 'fail 1',
     '`cuda::atomic_ref<unsigned, cuda::thread_scope_block>(*counter).fetch_add(1, acq_rel)`: the 256 tickets are taken by 256 different blocks, and a .cta-scope atomic is atomic only among the threads of one block (PG Atomic Functions on _block; PTX morally strong needs each scope to include the other thread): the RMWs of two blocks race (tickets may be lost or duplicated) and the release/acquire synchronizes nothing across blocks.',
     **lb(t_ref('acq_rel', scope='cuda::thread_scope_block').replace('acq_rel);', 'acq_rel);  // CAUSE')), cause=RACE)

case('l06_acq_rel_ticket_cluster_scope_no_cluster', 'last-block', 'fail 1',
     'The ticket as `__nv_atomic_fetch_add(counter, 1u, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_CLUSTER)` ("cluster is wider than block"): the last-block grid is launched without clusters, so each block is its own implicit cluster of one (PTX: a CTA not in an explicit cluster forms a 1-CTA cluster), and cluster scope includes no other block: the same race as block scope (l05).',
     **lb('        const unsigned int t = __nv_atomic_fetch_add(counter, 1u, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_CLUSTER);  // CAUSE\n        am_last = (t == gridDim.x - 1);'), cause=RACE)

case('l07_acq_rel_ticket_nv_builtin_device', 'last-block', 'pass',
     'The ticket as `__nv_atomic_fetch_add(counter, 1u, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_DEVICE)`: as l01 (.gpu acq_rel RMW).' + LBNOTE + ' Correct.',
     **lb('        const unsigned int t = __nv_atomic_fetch_add(counter, 1u, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_DEVICE);\n        am_last = (t == gridDim.x - 1);'))

case('l08_release_only_ticket', 'last-block', 'pass',
     '`fetch_add(1, memory_order_release)` at device scope, nothing after it: the release publishes each partial before its ticket; the last block has no acquire. By the PTX model the reader also wants an acquire, but the project judges the last-block ticket by the Programming Guide\'s rule (a fence before the ticket; no reader fence needed: README), and a release RMW is at least that fence. Pass under the project convention.',
     **lb(t_ref('release')))

case('l09_acquire_only_ticket', 'last-block', 'fail 1',
     '`fetch_add(1, memory_order_acquire)` with no fence before it: the acquire half orders the last block\'s reads after its ticket, but the writers never released: no fence or release before the ticket, so a block\'s partial store is not published by its ticket (PTX; PG): the last block\'s reads race with the stores.',
     **lb(t_ref('acquire').replace('acquire);', 'acquire);  // CAUSE')), cause=RACE)

case('l10_fence_after_ticket_only', 'last-block', 'fail 1',
     '`t = atomicAdd(counter, 1u); __threadfence();` (the smp_mb__after_atomic habit) with no fence before: the fence after the ticket orders nothing about the partial store relative to the ticket (PTX release pattern = fence before the strong write; README): data race on partials.',
     **lb('        const unsigned int t = atomicAdd(counter, 1u);  // CAUSE\n        __threadfence();\n        am_last = (t == gridDim.x - 1);'), cause=RACE)

case('l11_atomicinc_wraps_no_reset', 'last-block', 'pass',
     '`__threadfence(); t = atomicInc(counter, gridDim.x - 1);` and no explicit reset: atomicInc stores ((old >= val) ? 0 : old + 1) (PG Atomic Functions), so the ticket-255 block stores 0 itself: the counter is 0 when the kernel ends and the second launch counts from 0 again (SPEC). The fence before the ticket publishes the partial (PG rule). Correct.',
     **lb('        __threadfence();\n        const unsigned int t = atomicInc(counter, gridDim.x - 1);\n        am_last = (t == gridDim.x - 1);', reset=''))

case('l12_generation_on_counter_no_reset', 'last-block', 'fail 1',
     'Generation counter instead of a reset, on *counter itself: `__threadfence(); t = atomicAdd(counter, 1u); last = (t % gridDim.x == gridDim.x - 1);` and never reset. The sums are right on both launches, but the counter is 256 after the first launch and 512 after the second: SPEC requires it to be 0 when the kernel ends (p34 checks the counter after each launch).',
     **lb('        __threadfence();\n        const unsigned int t = atomicAdd(counter, 1u);  // CAUSE\n        am_last = (t % gridDim.x == gridDim.x - 1);', reset=''),
     cause=r'counter|reset|❌')

SYT = '\n__device__ unsigned int sy_tickets;  // tickets over all launches: a generation counter, never reset\n'
case('l13_generation_in_device_var', 'last-block', 'pass',
     'The generation counter lives in the kernel file\'s own `__device__ unsigned int sy_tickets` (never reset: launch k hands out tickets 256k .. 256k+255, and the block with `(t + 1) % gridDim.x == 0` is last; 2^32 is a multiple of 256, so the wrap keeps it right); *counter is never touched, so it is still 0 at the end (SPEC). Fence before the atomicAdd (PG rule). Correct.',
     **lb('        __threadfence();\n        const unsigned int t = atomicAdd(&sy_tickets, 1u);\n        am_last = ((t + 1) % gridDim.x == 0);', reset='', pre=SYT))

case('l14_device_cuda_atomic_object', 'last-block', 'pass',
     'A `__device__ cuda::atomic<unsigned int, cuda::thread_scope_device> sy_gen;` object (constant-initialised to 0) as the generation counter: `t = sy_gen.fetch_add(1, memory_order_acq_rel)`, last when `(t + 1) % gridDim.x == 0`; *counter untouched (0, SPEC). acq_rel at .gpu publishes and acquires (PTX). Correct.',
     **lb('        const unsigned int t = sy_gen.fetch_add(1u, cuda::memory_order_acq_rel);\n        am_last = ((t + 1) % gridDim.x == 0);', reset='',
          pre='\n__device__ cuda::atomic<unsigned int, cuda::thread_scope_device> sy_gen;  // generation counter, never reset\n'))

case('l15_release_on_partial_store_not_ticket', 'last-block', 'fail 1',
     'The release is put on the data instead of the flag: `atomic_ref<float, thread_scope_device>(partials[b]).store(v, memory_order_release)`, then a relaxed `atomicAdd(counter, 1u)`. A release store orders what came BEFORE it, not itself before what comes after: nothing orders the partial before the ticket (PTX). The last block\'s plain reads of partials are not ordered after the stores (the store is strong, the read plain and weak: not morally strong): data race.',
     body=LB_TREE + r'''
    if (tid == 0) {
        cuda::atomic_ref<float, cuda::thread_scope_device>(partials[blockIdx.x]).store(sm[0], cuda::memory_order_release);  // CAUSE
        const unsigned int t = atomicAdd(counter, 1u);
        am_last = (t == gridDim.x - 1);
    }''' + LB_FINAL.replace('@READ@', 'partials[b]').replace('@RESET@', RST0), pre=HDR, cause=RACE)

LB_T255 = LB_TREE + r'''
    if (tid == TPB - 1) partials[blockIdx.x] = sm[0];  // "the last thread is idle, let it store"
    __syncthreads();
    if (tid == 0) {
@TICKET@
    }''' + LB_FINAL.replace('@READ@', 'partials[b]').replace('@RESET@', RST0)
case('l16_partial_by_other_thread_acq_rel_ticket', 'last-block', 'pass',
     'Thread 255 stores the partial, __syncthreads(), thread 0 takes an acq_rel device-scope ticket. The barrier orders thread 255\'s store before thread 0\'s release RMW, and release is cumulative (PTX: the release pattern covers what its thread observed through the causality order, barriers included), so the last block\'s reads are ordered after the store. Correct.',
     body=LB_T255.replace('@TICKET@', T_ACQREL), pre=HDR)

case('l17_partial_by_other_thread_fence_by_thread0', 'last-block', 'pass',
     'Thread 255 stores the partial, __syncthreads(), thread 0 does `__threadfence(); atomicAdd(counter, 1u)`: the fence.sc.gpu of thread 0 comes after the barrier that ordered thread 255\'s store before it, so its release pattern covers the store (PTX cumulativity). Correct (also the PG rule: the fence precedes the ticket and follows the store in the block\'s order).',
     body=LB_T255.replace('@TICKET@', '        __threadfence();\n        const unsigned int t = atomicAdd(counter, 1u);\n        am_last = (t == gridDim.x - 1);'), pre=HDR)

case('l18_partial_by_other_thread_fence_by_storer', 'last-block', 'unclear',
     'Thread 255 stores the partial and itself does `__threadfence()`, then __syncthreads(), then thread 0 does a relaxed atomicAdd with no fence. The gpu-scope fence is in another thread than the ticket\'s atomic, and the only link between them is a CTA-scope barrier: whether this forms a release pattern observed by another block is not spelled out by the PTX model\'s release-pattern definition (fence and strong write in one thread\'s program order) nor by the PG. Unclear.',
     body=LB_TREE + r'''
    if (tid == TPB - 1) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
    }
    __syncthreads();
    if (tid == 0) {
        const unsigned int t = atomicAdd(counter, 1u);
        am_last = (t == gridDim.x - 1);
    }''' + LB_FINAL.replace('@READ@', 'partials[b]').replace('@RESET@', RST0), pre=HDR)

case('l19_read_once_partials', 'last-block', 'pass',
     'The PG\'s example shape with Linux macros: `__threadfence(); t = atomicAdd(counter, 1u);` and the last block reads `READ_ONCE(partials[b])` (the PG declares the result array volatile). Volatile reads are strong; ordered as the PG rule requires.' + LBNOTE + ' Correct.',
     **lb('        __threadfence();\n        const unsigned int t = atomicAdd(counter, 1u);\n        am_last = (t == gridDim.x - 1);', read='READ_ONCE(partials[b])'))

case('l20_relaxed_atomic_partial_reads', 'last-block', 'pass',
     'acq_rel device-scope ticket (l01) and the last block reads each partial with `atomic_ref<float, thread_scope_device>(partials[b]).load(memory_order_relaxed)`: a strong read of a plain store ordered before it by the release/acquire (PTX: ordered, so no race). Correct.',
     **lb(T_ACQREL, read='cuda::atomic_ref<float, cuda::thread_scope_device>(partials[b]).load(cuda::memory_order_relaxed)'))

case('l21_volatile_increment_ticket', 'last-block', 'fail 1',
     '`__threadfence(); volatile unsigned int *vc = counter; const unsigned int t = (*vc)++;` (a volatile read-modify-write taken for an atomic one): the volatile load and store are each strong, but the increment is two operations: two blocks can read the same count, draw the same ticket and lose an increment (PG Volatile Qualifier; PTX: no atomicity), so on a legal schedule no block draws 255 (output[0] not written) or two do (two writers).',
     **lb('        __threadfence();\n        volatile unsigned int *vc = counter;\n        const unsigned int t = (*vc)++;  // CAUSE\n        am_last = (t == gridDim.x - 1);'),
     cause=r'lost update|race|not written|❌|atomic')

case('l22_grid_barrier_spin', 'last-block', 'fail 4',
     'A grid barrier with a generation counter: every block\'s thread 0 stores its partial, `__threadfence()`, `t = atomicAdd(&sy_bar, 1u)` on a never-reset __device__ counter, and spins `while (READ_ONCE(sy_bar) < (t / gridDim.x + 1) * gridDim.x) __nanosleep(100);`, then block 0 sums the partials (*counter untouched, 0). The 256 blocks of an ordinary launch are not guaranteed to be resident at once (no cooperative launch: PG forward progress), so waiting blocks can keep the rest from ever starting: a deadlock (SPEC exit 4; README: a kernel that needs more than 4 blocks of this grid resident times out).',
     body=LB_TREE + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(&sy_bar, 1u);
        const unsigned int target = (t / gridDim.x + 1) * gridDim.x;
        while (READ_ONCE(sy_bar) < target) __nanosleep(100);  // CAUSE
        __threadfence();
        am_last = (blockIdx.x == 0);
    }''' + LB_FINAL.replace('@READ@', 'partials[b]').replace('@RESET@', ''),
     pre=HDR + '\n__device__ unsigned int sy_bar;  // arrivals over all launches\n', cause=HANG)

case('l23_all_threads_plain_reset', 'last-block', 'fail 1',
     'The last block\'s every thread does `*counter = 0u;` ("all of us know we are last"): 256 plain stores of one location by threads of one block with nothing ordering them: a data race even with the same value (PTX; README: several writers race).',
     **lb(T_ACQREL.replace('acq_rel)', 'acq_rel)'), reset='        *counter = 0u;  // CAUSE'), cause=RACE)

case('l24_all_threads_write_once_reset', 'last-block', 'pass',
     'As l23 but each thread resets with `WRITE_ONCE(*counter, 0u)`: volatile stores are strong (relaxed .sys) and morally strong with each other, so the 256 same-value stores do not race (PTX); all come after every ticket (the acq_rel ticket of thread 0, then __syncthreads), so the counter ends 0 (SPEC). Correct.',
     **lb(T_ACQREL, reset='        WRITE_ONCE(*counter, 0u);'))

LBL_PRE = HDR + r'''
__device__ int sy_glock;          // 0 free
__device__ unsigned int sy_gn;    // partials added over all launches (under sy_glock)
__device__ float sy_gacc;         // running sum of this launch (under sy_glock)
'''
LBL = LB_TREE + r'''
    if (tid == 0) {
        unsigned int ns = 16;
        while (atomicCAS(&sy_glock, 0, 1) != 0) { __nanosleep(ns); if (ns < 1024) ns *= 2; }
@ACQ@
        const unsigned int c = sy_gn++;
        sy_gacc = (c % gridDim.x == 0) ? sm[0] : sy_gacc + sm[0];
        if (c % gridDim.x == gridDim.x - 1) output[0] = sy_gacc;
@REL@
        atomicExch(&sy_glock, 0);
    }'''
case('l25_global_spinlock_accumulate', 'last-block', 'pass',
     'No ticket and no partials: each block\'s thread 0 takes a global test-and-set lock (atomicCAS with __nanosleep exponential backoff, `__threadfence()` after taking it, `__threadfence()` before the atomicExch that frees it), adds its block sum into a __device__ accumulator and counts itself in a never-reset __device__ counter; the 256th (c % 256 == 255) stores output[0]. A waiter only waits for a running lock holder, which never waits for another block, so no deadlock even with few resident blocks. The critical sections are ordered by the fenced lock (PTX release/acquire patterns). Integer block sums: exact in any order (SPEC). *counter untouched (0). Correct.',
     body=LBL.replace('@ACQ@', '        __threadfence();').replace('@REL@', '        __threadfence();'), pre=LBL_PRE)

case('l26_global_spinlock_no_fences', 'last-block', 'fail 1',
     'As l25 without the two fences (atomicCAS/atomicExch taken for a seq_cst C++ lock): CUDA\'s atomics are relaxed (PG), so one block\'s critical section is not ordered before the next block\'s: the plain `sy_gn++` and `sy_gacc` accesses of two blocks race (PTX).',
     body=LBL.replace('@ACQ@', '        // (atomicCAS is a full barrier, like cmpxchg)  // CAUSE').replace('@REL@\n', ''), pre=LBL_PRE, cause=RACE)

case('l27_default_atomic_ref_seq_cst', 'last-block', 'pass',
     '`cuda::atomic_ref<unsigned int> c(*counter); t = c.fetch_add(1);` with the defaults (system scope, seq_cst: at least acq_rel, a scope that includes every block) and the reset `c.store(0)`. Correct.',
     **lb('        cuda::atomic_ref<unsigned int> c(*counter);\n        const unsigned int t = c.fetch_add(1u);\n        am_last = (t == gridDim.x - 1);',
          reset='        if (tid == 0) cuda::atomic_ref<unsigned int>(*counter).store(0u);'))

case('l28_atomicadd_system_with_fence', 'last-block', 'pass',
     '`__threadfence(); t = atomicAdd_system(counter, 1u);`: the _system form is atomic device-wide too (PG Atomic Functions), the fence before publishes the partial (PG rule).' + LBNOTE + ' Correct.',
     **lb('        __threadfence();\n        const unsigned int t = atomicAdd_system(counter, 1u);\n        am_last = (t == gridDim.x - 1);'))

case('l29_threadfence_block_before_ticket', 'last-block', 'fail 1',
     '`__threadfence_block(); t = atomicAdd(counter, 1u);` (smp_wmb written as the cheap fence): fence.cta orders the partial store only for the storing block\'s threads; the last block is another block (PTX scope; README names this mistake): data race on partials.',
     **lb('        __threadfence_block();  // CAUSE\n        const unsigned int t = atomicAdd(counter, 1u);\n        am_last = (t == gridDim.x - 1);'), cause=RACE)

case('l30_inline_ptx_fence_acq_rel_gpu', 'last-block', 'pass',
     '`asm volatile("fence.acq_rel.gpu;" ::: "memory")` before `atomicAdd(counter, 1u)` and again after it: the PTX fences themselves, .gpu scope: release and acquire patterns (PTX).' + LBNOTE + ' Correct.',
     **lb('        asm volatile("fence.acq_rel.gpu;" ::: "memory");\n        const unsigned int t = atomicAdd(counter, 1u);\n        asm volatile("fence.acq_rel.gpu;" ::: "memory");\n        am_last = (t == gridDim.x - 1);'))

case('l31_compiler_barrier_before_ticket', 'last-block', 'fail 1',
     '`barrier(); t = atomicAdd(counter, 1u); barrier();` with barrier() = asm volatile("" ::: "memory") (the kernel\'s smp_mb written as the compiler barrier): no fence instruction, so nothing publishes the partial before the ticket (PTX): data race on partials.',
     **lb('        barrier();  // CAUSE\n        const unsigned int t = atomicAdd(counter, 1u);\n        barrier();\n        am_last = (t == gridDim.x - 1);'), cause=RACE)

case('l32_inline_ptx_atom_acq_rel_gpu', 'last-block', 'pass',
     'The ticket in inline PTX: `atom.acq_rel.gpu.global.add.u32 %0, [%1], 1;` on the counter\'s global address: an acq_rel RMW at .gpu scope, as l01 (PTX). Correct.',
     **lb('        unsigned int t;\n        asm volatile("atom.acq_rel.gpu.global.add.u32 %0, [%1], 1;" : "=r"(t) : "l"(__cvta_generic_to_global(counter)) : "memory");\n        am_last = (t == gridDim.x - 1);'))

case('l33_reread_counter_instead_of_ticket', 'last-block', 'fail 1',
     '`__threadfence(); atomicAdd(counter, 1u); last = (READ_ONCE(*counter) == gridDim.x);` (checks the count again instead of using the value the RMW returned): after the last increment several blocks still about to read can all see 256, so two blocks (or more) may both be "last": each stores output[0] (SPEC: one writer per output; two unordered plain stores race) and both reset the counter.',
     **lb('        __threadfence();\n        atomicAdd(counter, 1u);\n        am_last = (READ_ONCE(*counter) == gridDim.x);  // CAUSE'), cause=r'several writers|stored by|race|❌|last')

# ================================================================= more: per-block slots, cluster tickets, look-alikes
case('r35_per_block_slots_write_once_cluster_sync', 'reduction', 'pass',
     'Per-CPU counters combined at the end: each block\'s thread 0 `WRITE_ONCE(temp_storage[rank], sum)`, cluster_sync(), rank 0\'s thread 0 adds the four slots with READ_ONCE and stores output[0]. The cluster barrier orders the slot stores before the reads (PTX barrier.cluster); volatile changes nothing. Correct.',
     RTREE + r'''
    if (tid == 0) WRITE_ONCE(temp_storage[rank], sm[0]);
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += READ_ONCE(temp_storage[r]);
        output[0] = total;
    }''', pre=HDR)

case('r36_atomic_ref_float_add_between_syncs', 'reduction', 'pass',
     'Rank 0 zeroes temp_storage[0], cluster_sync(), each block\'s thread 0 `cuda::atomic_ref<float, thread_scope_device>(temp_storage[0]).fetch_add(sum, relaxed)`, cluster_sync(), rank 0 reads it plainly. The barriers order the zero before the adds and the adds before the read; the adds are atomics (no race). Integer sums: exact in any order. Correct.',
     RTREE + r'''
    if (rank == 0 && tid == 0) temp_storage[0] = 0.0f;
    cluster_sync();
    if (tid == 0) cuda::atomic_ref<float, cuda::thread_scope_device>(temp_storage[0]).fetch_add(sm[0], cuda::memory_order_relaxed);
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0];''', pre=HDR)

RTK_PRE = HDR + '\n__device__ unsigned int sy_rt;  // cluster tickets over all launches (generation counter)\n'
RTK = RTREE + r'''
    if (tid == 0) {
        temp_storage[rank] = sm[0];
@TICKET@
        if ((t + 1) % CLUSTER_SIZE == 0) {  // the last block of the cluster to arrive
            float total = 0.0f;
            for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
            output[0] = total;
        }
    }'''
case('r37_cluster_ticket_acq_rel_cluster_scope', 'reduction', 'pass',
     'The last-block guard inside the cluster: each block\'s thread 0 stores its partial and takes `t = __nv_atomic_fetch_add(&sy_rt, 1u, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_CLUSTER)` on a never-reset __device__ counter; the block with (t + 1) % 4 == 0 (the fourth of this launch: each launch adds exactly 4, and 2^32 is a multiple of 4) sums the four partials. The four blocks are one cluster, so .cluster scope includes every ticket; acq_rel publishes and acquires (PTX). One writer. Correct.',
     body=RTK.replace('@TICKET@', '        const unsigned int t = __nv_atomic_fetch_add(&sy_rt, 1u, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_CLUSTER);'), pre=RTK_PRE)

case('r38_cluster_ticket_block_scope', 'reduction', 'fail 1',
     'As r37 with `__NV_THREAD_SCOPE_BLOCK`: the four tickets come from four blocks, outside each other\'s .cta scope: the RMWs are not morally strong (a race on sy_rt: tickets may repeat, no block or two blocks may see (t + 1) % 4 == 0) and publish nothing across blocks (PTX).',
     body=RTK.replace('@TICKET@', '        const unsigned int t = __nv_atomic_fetch_add(&sy_rt, 1u, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_BLOCK);  // CAUSE'), pre=RTK_PRE, cause=RACE)

case('r39_cluster_ticket_relaxed_with_fences', 'reduction', 'pass',
     'As r37 with `__threadfence(); t = atomicAdd(&sy_rt, 1u); __threadfence();` (relaxed .gpu RMW between .gpu fences: release and acquire patterns, PTX; the PG last-block rule). Correct.',
     body=RTK.replace('@TICKET@', '        __threadfence();\n        const unsigned int t = atomicAdd(&sy_rt, 1u);\n        __threadfence();'), pre=RTK_PRE)

case('c19_atomic_ref_loads_after_syncthreads', 'coordination', 'pass',
     'After `__syncthreads()` thread 0 reads each value with `cuda::atomic_ref<float, thread_scope_block>(sdata[i]).load(memory_order_relaxed)` ("reads of shared data should be atomic"): a strong read ordered after the plain stores by the barrier: no race. Correct.',
     csum('    __syncthreads();', 'cuda::atomic_ref<float, cuda::thread_scope_block>(sdata[i]).load(cuda::memory_order_relaxed)'), pre=HDR)

case('c20_hand_barrier_relaxed_with_block_fences', 'coordination', 'pass',
     'The hand-made barrier of c17 (relaxed arrival and spin) with `__threadfence_block()` before the fetch_add and after the spin: fence then strong RMW is a release pattern, strong read then fence an acquire pattern, at .cta scope, which includes every thread of the block (PTX). Correct.',
     CBAR.replace('        a.fetch_add(1u, cuda::memory_order_@ORD@);', '        __threadfence_block();\n        a.fetch_add(1u, cuda::memory_order_relaxed);')
         .replace('!= TPB) { }', '!= TPB) { }\n        __threadfence_block();').replace('@LORD@', 'relaxed'), pre=HDR)

case('c21_syncthreads_plus_compiler_barrier', 'coordination', 'pass',
     '`__syncthreads(); barrier();` (a compiler barrier kept "for safety" after the real one): harmless; the block barrier orders the stores before thread 0\'s reads. Correct.',
     csum('    __syncthreads();\n    barrier();'), pre=HDR)

case('a16_ready_flags_nv_builtins_block', 'advanced', 'pass',
     'The flags with CUDA 12.8\'s scoped builtins: `__nv_atomic_store_n(&ready[warp], 1u, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_BLOCK)` and a spin on `__nv_atomic_load_n(&ready[w], __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_BLOCK)`: block scope includes every thread of the block; release/acquire (PTX). Correct.',
     **adv('        __nv_atomic_store_n(&ready[warp], 1u, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_BLOCK);',
           '            while (__nv_atomic_load_n(&ready[w], __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_BLOCK) == 0u) { }'))

case('a17_done_counter_acq_rel', 'advanced', 'pass',
     'One completion counter instead of eight flags: each elected lane stores its warp sum and does `atomic_ref<unsigned, thread_scope_block>(ready[0]).fetch_add(1, acq_rel)`; thread 0 spins until `load(acquire)` reads 8 before reading any warp sum. The acquire that reads 8 reads the last of a chain of acq_rel RMWs, so every warp sum store happens before the reads (PTX).' + COMMON_A + ' Correct.',
     **adv('        cuda::atomic_ref<unsigned int, cuda::thread_scope_block>(ready[0]).fetch_add(1u, cuda::memory_order_acq_rel);',
           '            if (w == 0) while (cuda::atomic_ref<unsigned int, cuda::thread_scope_block>(ready[0]).load(cuda::memory_order_acquire) != TPB / WARP_SIZE) { }'))

case('l34_reset_right_after_ticket', 'last-block', 'pass',
     'acq_rel device-scope ticket; the last block resets at once, `c.store(0u, memory_order_relaxed)` right after drawing ticket 255 and before reading the partials: every other block\'s RMW came before its own in the counter\'s order, so nothing else touches the counter in this launch; atomics do not race (PTX). Correct.',
     **lb('        cuda::atomic_ref<unsigned int, cuda::thread_scope_device> c(*counter);\n        const unsigned int t = c.fetch_add(1u, cuda::memory_order_acq_rel);\n        am_last = (t == gridDim.x - 1);\n        if (am_last) c.store(0u, cuda::memory_order_relaxed);', reset=''))

case('l35_pg_shape_linux_macros', 'last-block', 'pass',
     'The PG example in Linux dress: `__threadfence(); t = atomicAdd(counter, 1u);`, last block reads `READ_ONCE(partials[b])` and resets with `WRITE_ONCE(*counter, 0u)` from thread 0. Correct (PG rule; volatile accesses strong).',
     **lb('        __threadfence();\n        const unsigned int t = atomicAdd(counter, 1u);\n        am_last = (t == gridDim.x - 1);', read='READ_ONCE(partials[b])',
          reset='        if (tid == 0) WRITE_ONCE(*counter, 0u);'))

case('l36_system_scope_fences_relaxed_system_ticket', 'last-block', 'pass',
     '`cuda::atomic_thread_fence(memory_order_seq_cst, thread_scope_system)` (fence.sc.sys, __threadfence_system) before and after `cuda::atomic_ref<unsigned, thread_scope_system>(*counter).fetch_add(1, relaxed)`: wider than needed, includes every block. Correct.',
     **lb(t_ref('relaxed', scope='cuda::thread_scope_system', before='        cuda::atomic_thread_fence(cuda::memory_order_seq_cst, cuda::thread_scope_system);\n',
                after='        cuda::atomic_thread_fence(cuda::memory_order_seq_cst, cuda::thread_scope_system);\n')))
