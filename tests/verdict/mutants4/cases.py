# Cases for gen.py (docs/verdict-mutants4.md): a mutation tester's kernels. Each case is ONE small
# mechanical mutation of a correct kernel (true verdict pass, p34 exit 0 on every column of its
# hunt's after.tsv) taken from another verdict hunt's cases.py, over all four puzzles and many
# idioms: cg API (cg::reduce, labeled_partition, shfl_up scans, cluster barrier tokens,
# memcpy_async + wait_prior), cuda::atomic_ref / cuda::atomic objects, cuda::barrier (token split,
# arrive_and_drop), cuda::pipeline, raw mbarrier PTX (parity waits, remote arrives, expect_tx, TMA,
# st.async), DSMEM atomics and flags, warp shuffles / match_any / redux / ballot, tickets with
# atomicAdd / atomicInc / CAS loops, global and shared spinlocks, release/acquire flags in PTX.
# None of these kernels is a source of scripts/verdict-matrix (its operators work on
# solutions/p34.cu, tests/fixtures/sim_alt_*.cu and tests/alternatives/), so none of these
# mutants was ever judged. Operators: a memory order weakened (acq_rel/acquire/release ->
# relaxed), a scope narrowed (device -> block, cluster -> cta, __threadfence -> _block), a fence or
# a wait moved by one statement, a barrier moved by one statement, a loop bound or stride off by
# one, an index swapped (peer vs own, count vs rank register), a guard changed, a parity bit
# flipped, an expected count changed, a reset dropped, a volatile dropped, an atomic made plain.
# And EQUIVALENT mutants (truth pass, each says why nothing changes).
#
# The source kernel is copied verbatim (S[...] below: its file-scope code and body as gen.py
# wrote them from the source hunt at main eba302d), so a later edit of the source hunt does not
# move these mutants; mut() applies the mutation as exact string edits, each of which must occur
# exactly once (gen.py stops otherwise). Names: <source hunt>_<source kernel id>_<mutation>.
# Every truth was decided from the rules below before p34 ran any mutant.
#
# Citations: PTX = PTX ISA "Memory Consistency Model" (conflict, strong operations, morally strong
# = both strong and each one's scope includes the other thread; data race; release pattern = a
# release operation, or a fence then a strong write, whose scope includes the observer; acquire
# pattern = an acquire operation, or a strong read then a fence; a .cta-scope operation or fence
# synchronizes nothing with another CTA; atom/red without .sem are relaxed), PTX "mbarrier" (a
# phase completes when its pending arrival count and tx-count reach zero; try_wait.parity P
# returns true once the phase of parity P has completed, so on a fresh barrier (phase 0 in
# flight) parity 1 passes at once; mbarrier.init count), PTX "barrier.cluster" (arrive defaults
# to .release and wait to .acquire), PTX "fence" (fence.acquire / fence.release, PTX 8.6, sm_90),
# libcu++ (cuda::atomic_ref / cuda::atomic scopes map to .cta / .gpu / .sys; cuda::barrier
# init/arrive/wait/arrive_and_drop; cuda::pipeline producer/consumer stages; memory orders), PG =
# CUDA C++ Programming Guide ("Atomic Functions": atomicAdd & co relaxed, the _block forms atomic
# only within the block, atomicInc ((old >= val) ? 0 : old+1); "Warp Shuffle Functions",
# "Warp Reduce Functions", "Warp Vote", "Warp Match"; "Memory Fence Functions" last-block sample;
# "Synchronization Functions" __syncthreads_or; "Cooperative Groups" tiled_partition,
# labeled_partition, reduce, memcpy_async, wait_prior (wait until at most N of the latest batches
# are still in flight), cluster barrier_arrive/barrier_wait; "Distributed Shared Memory").
# SPEC = docs/SPEC.md (grids: coordination/reduction/advanced 4 x 256 in one cluster of 4, so
# blockIdx.x == cluster rank; last-block 256 x 256 without clusters, launched twice with no host
# reset, counter 0 at the end; outputs and scratch NaN before each launch; exit 1 wrong or race,
# 4 hang, 5 fault). Project conventions (README), as the source hunts follow them: a data race is
# exit 1 even where the numbers come out right; a last-block ticket needs a fence or release
# before it publishes, the reader needs no acquire after its ticket; blocks of the last-block
# grid must not wait for each other.
RACE = r'data race|several writers|stored by|lost update|race|scope|fence|order|release|acquire'
WRONG = r'❌|not written'
HANG = r'deadlock|never finish|spin|hang|timeout|did not finish|never complete|phase'

S = {}
S['scopes/l17_device_atomic_obj_acq_rel'] = dict(puzzle='last-block', sig='__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)',
    pre=r'''
#include <cuda/atomic>
#include <cuda/std/atomic>

template <cuda::thread_scope S>
static __device__ __forceinline__ unsigned int sc_cas_ticket(unsigned int *c, cuda::memory_order o)
{
    cuda::atomic_ref<unsigned int, S> r(*c);
    unsigned int e = r.load(cuda::memory_order_relaxed);
    while (!r.compare_exchange_weak(e, e + 1u, o)) { }
    return e;
}
/* a macro, not a function: nvcc takes the builtins' order and scope only as constants written at the call */
#define sc_nv_cas_ticket(c, o, s) ({ unsigned int e_ = __nv_atomic_load_n((c), __NV_ATOMIC_RELAXED, s); \
    while (!__nv_atomic_compare_exchange_n((c), &e_, e_ + 1u, false, o, __NV_ATOMIC_RELAXED, s)) { } e_; })
__device__ cuda::atomic<unsigned int, cuda::thread_scope_device> sc_ticket{0u};
''',
    body=r'''
    __shared__ float sm[TPB];
    __shared__ bool am_last;
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        am_last = false;
        partials[blockIdx.x] = sm[0];
        const unsigned int t = sc_ticket.fetch_add(1u, cuda::memory_order_acq_rel);
        am_last = t == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        sm[tid] = partials[tid];
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; sc_ticket.store(0u, cuda::memory_order_relaxed); }
    }
''')

S['ticket/l25_device_cuda_atomic_ticket'] = dict(puzzle='last-block', sig='__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)',
    pre=r'''
#include <cuda/atomic>
__device__ cuda::atomic<unsigned int, cuda::thread_scope_device> tk_count{0};
''',
    body=r'''
    __shared__ float sm[TPB];
    __shared__ bool am_last;
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }

    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        am_last = tk_count.fetch_add(1u, cuda::memory_order_acq_rel) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; tk_count.store(0u, cuda::memory_order_relaxed); }
    }
''')

S['litmus/l14_ticket_atomicInc'] = dict(puzzle='last-block', sig='__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)',
    pre=r'''
#include <cuda/atomic>
static __device__ __forceinline__ unsigned int lit_cas_ticket(unsigned int *c)
{
    unsigned int old = *(volatile unsigned int *)c, assumed;
    do {
        assumed = old;
        old = atomicCAS(c, assumed, assumed + 1u);
    } while (old != assumed);
    return assumed;
}
static __device__ __forceinline__ unsigned int lit_atom_add_acq_rel_gpu(unsigned int *c)
{
    unsigned int r;
    asm volatile("atom.add.acq_rel.gpu.global.u32 %0, [%1], 1;" : "=r"(r) : "l"(c) : "memory");
    return r;
}
static __device__ __forceinline__ unsigned int lit_atom_add_release_gpu(unsigned int *c)
{
    unsigned int r;
    asm volatile("atom.add.release.gpu.global.u32 %0, [%1], 1;" : "=r"(r) : "l"(c) : "memory");
    return r;
}
static __device__ __forceinline__ unsigned int lit_atom_add_acq_rel_cluster(unsigned int *c)
{
    unsigned int r;
    asm volatile("atom.add.acq_rel.cluster.global.u32 %0, [%1], 1;" : "=r"(r) : "l"(c) : "memory");
    return r;
}
static __device__ __forceinline__ unsigned int lit_atom_add_relaxed_gpu(unsigned int *c)
{
    unsigned int r;
    asm volatile("atom.add.relaxed.gpu.global.u32 %0, [%1], 1;" : "=r"(r) : "l"(c) : "memory");
    return r;
}
static __device__ __forceinline__ float lit_ld_acquire_gpu(const float *p)
{
    float v;
    asm volatile("ld.acquire.gpu.global.f32 %0, [%1];" : "=f"(v) : "l"(p) : "memory");
    return v;
}
''',
    body=r'''
    __shared__ float sm[TPB];
    __shared__ bool am_last;
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        am_last = false;
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicInc(counter, gridDim.x);
        __threadfence();
        am_last = t == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; *counter = 0u; }
    }
''')

S['legacy/l02_threadfence_sample_with_acquire_fence'] = dict(puzzle='last-block', sig='__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)',
    pre=r'''
__device__ unsigned int lg_retirementCount = 0;
''',
    body=r'''
    __shared__ float sdata[TPB];
    __shared__ bool amLast;
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }

    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        const unsigned int ticket = atomicInc(&lg_retirementCount, gridDim.x);
        amLast = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (amLast) {
        float sum = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) sum += ((volatile float *)partials)[b];
        sdata[tid] = sum;
        __syncthreads();
        for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s) sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sdata[0];
            lg_retirementCount = 0;
        }
    }
''')

S['locks/r28_cuda_atomic_bool_exchange'] = dict(puzzle='reduction', sig='__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)',
    pre=r'''
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
__device__ cuda::atomic<bool, cuda::thread_scope_device> lk_b{false};
''',
    body=r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }

    if (tid == 0) {
        while (lk_b.exchange(true, cuda::std::memory_order_acquire)) { }
        lk_acc += sm[0];
        lk_b.store(false, cuda::std::memory_order_release);
    }
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = lk_acc;
''')

S['hopper/h09_counter_red_release_ld_acquire'] = dict(puzzle='reduction', sig='__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)',
    pre=r'''
__device__ __forceinline__ unsigned hp_rank()
{
    unsigned r;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r));
    return r;
}
__device__ __forceinline__ unsigned hp_nranks()
{
    unsigned n;
    asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(n));
    return n;
}
__device__ __forceinline__ unsigned hp_smem(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }
__device__ __forceinline__ unsigned hp_mapa(unsigned a, unsigned r)
{
    unsigned d;
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(r));
    return d;
}
__device__ __forceinline__ void hp_st(unsigned a, float v) { asm volatile("st.shared::cluster.f32 [%0], %1;" :: "r"(a), "f"(v) : "memory"); }
__device__ __forceinline__ float hp_ld(unsigned a)
{
    float v;
    asm volatile("ld.shared::cluster.f32 %0, [%1];" : "=f"(v) : "r"(a) : "memory");
    return v;
}
__device__ __forceinline__ void hp_arrive() { asm volatile("barrier.cluster.arrive.release.aligned;" ::: "memory"); }
__device__ __forceinline__ void hp_arrive_relaxed() { asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory"); }
__device__ __forceinline__ void hp_wait() { asm volatile("barrier.cluster.wait.acquire.aligned;" ::: "memory"); }
__device__ __forceinline__ void hp_sync() { hp_arrive(); hp_wait(); }
__device__ __forceinline__ void hp_mbar_init(unsigned b, unsigned n) { asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(b), "r"(n) : "memory"); }
__device__ __forceinline__ void hp_fence_init() { asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory"); }
__device__ __forceinline__ void hp_arrive_tx(unsigned b, unsigned bytes)
{
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" :: "r"(b), "r"(bytes) : "memory");
}
/* CUTLASS ClusterBarrier::wait: a try_wait.parity loop with labels in a { } scope */
__device__ __forceinline__ void hp_wait_parity(unsigned b, unsigned phase)
{
    asm volatile("{\n\t.reg .pred P1;\n\tLAB_WAIT:\n\t"
                 "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 P1, [%0], %1;\n\t"
                 "@P1 bra DONE;\n\tbra LAB_WAIT;\n\tDONE:\n\t}" :: "r"(b), "r"(phase) : "memory");
}
/* the same at the default .acquire.cta scope, for a barrier of this block's own threads */
__device__ __forceinline__ void hp_wait_parity_cta(unsigned b, unsigned phase)
{
    asm volatile("{\n\t.reg .pred P1;\n\tLAB_WAIT:\n\t"
                 "mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1;\n\t"
                 "@P1 bra DONE;\n\tbra LAB_WAIT;\n\tDONE:\n\t}" :: "r"(b), "r"(phase) : "memory");
}
__device__ __forceinline__ void hp_arrive_cta(unsigned b) { asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(b) : "memory"); }
__device__ __forceinline__ void hp_remote_arrive(unsigned b, unsigned cta)
{
    asm volatile("{\n\t.reg .b32 remAddr32;\n\tmapa.shared::cluster.u32 remAddr32, %0, %1;\n\t"
                 "mbarrier.arrive.release.cluster.shared::cluster.b64 _, [remAddr32];\n\t}" :: "r"(b), "r"(cta) : "memory");
}
__device__ __forceinline__ void hp_st_async(unsigned raddr, float v, unsigned rbar)
{
    asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.f32 [%0], %1, [%2];" :: "r"(raddr), "f"(v), "r"(rbar) : "memory");
}
''',
    body=r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned rank = hp_rank();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }

    __shared__ float parts[CLUSTER_SIZE];
    __shared__ unsigned cnt;
    if (tid == 0) cnt = 0;
    hp_sync();
    if (rank != 0 && tid == 0) {
        hp_st(hp_mapa(hp_smem(&parts[rank]), 0), sm[0]);
        asm volatile("red.release.cluster.shared::cluster.add.u32 [%0], 1;" :: "r"(hp_mapa(hp_smem(&cnt), 0)) : "memory");
    }
    if (rank == 0 && tid == 0) {
        unsigned seen = 0;
        while (seen < CLUSTER_SIZE - 1)
            asm volatile("ld.acquire.cluster.shared::cta.u32 %0, [%1];" : "=r"(seen) : "r"(hp_smem(&cnt)) : "memory");
        output[0] = sm[0] + parts[1] + parts[2] + parts[3];
    }
''')

S['cccl/r13_cuda_barrier_token_split'] = dict(puzzle='reduction', sig='__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)',
    pre=r'''
#include <cuda/barrier>
#include <cuda/std/utility>
''',
    body=r'''
    auto cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float v = gi < size ? input[gi] : 0.0f;

    #pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    __shared__ float sm[TPB];
    if (threadIdx.x == 0) init(&bar, blockDim.x);
    __syncthreads();
    sm[threadIdx.x] = v;
    for (int st = TPB / 2; st > 0; st >>= 1) {
        auto token = bar.arrive();
        const bool active = (int)threadIdx.x < st;
        bar.wait(cuda::std::move(token));
        float add = 0.0f;
        if (active) add = sm[threadIdx.x + st];
        bar.arrive_and_wait();
        if (active) sm[threadIdx.x] += add;
    }
    bar.arrive_and_wait();
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }
''')

S['hopper/h28_pipeline_two_stage_parity'] = dict(puzzle='coordination', sig='__global__ void cluster_coordination_basics(float *output, const float *input, int size)',
    pre=r'''
__device__ __forceinline__ unsigned hp_rank()
{
    unsigned r;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r));
    return r;
}
__device__ __forceinline__ unsigned hp_nranks()
{
    unsigned n;
    asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(n));
    return n;
}
__device__ __forceinline__ unsigned hp_smem(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }
__device__ __forceinline__ unsigned hp_mapa(unsigned a, unsigned r)
{
    unsigned d;
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(r));
    return d;
}
__device__ __forceinline__ void hp_st(unsigned a, float v) { asm volatile("st.shared::cluster.f32 [%0], %1;" :: "r"(a), "f"(v) : "memory"); }
__device__ __forceinline__ float hp_ld(unsigned a)
{
    float v;
    asm volatile("ld.shared::cluster.f32 %0, [%1];" : "=f"(v) : "r"(a) : "memory");
    return v;
}
__device__ __forceinline__ void hp_arrive() { asm volatile("barrier.cluster.arrive.release.aligned;" ::: "memory"); }
__device__ __forceinline__ void hp_arrive_relaxed() { asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory"); }
__device__ __forceinline__ void hp_wait() { asm volatile("barrier.cluster.wait.acquire.aligned;" ::: "memory"); }
__device__ __forceinline__ void hp_sync() { hp_arrive(); hp_wait(); }
__device__ __forceinline__ void hp_mbar_init(unsigned b, unsigned n) { asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(b), "r"(n) : "memory"); }
__device__ __forceinline__ void hp_fence_init() { asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory"); }
__device__ __forceinline__ void hp_arrive_tx(unsigned b, unsigned bytes)
{
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" :: "r"(b), "r"(bytes) : "memory");
}
/* CUTLASS ClusterBarrier::wait: a try_wait.parity loop with labels in a { } scope */
__device__ __forceinline__ void hp_wait_parity(unsigned b, unsigned phase)
{
    asm volatile("{\n\t.reg .pred P1;\n\tLAB_WAIT:\n\t"
                 "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 P1, [%0], %1;\n\t"
                 "@P1 bra DONE;\n\tbra LAB_WAIT;\n\tDONE:\n\t}" :: "r"(b), "r"(phase) : "memory");
}
/* the same at the default .acquire.cta scope, for a barrier of this block's own threads */
__device__ __forceinline__ void hp_wait_parity_cta(unsigned b, unsigned phase)
{
    asm volatile("{\n\t.reg .pred P1;\n\tLAB_WAIT:\n\t"
                 "mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1;\n\t"
                 "@P1 bra DONE;\n\tbra LAB_WAIT;\n\tDONE:\n\t}" :: "r"(b), "r"(phase) : "memory");
}
__device__ __forceinline__ void hp_arrive_cta(unsigned b) { asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(b) : "memory"); }
__device__ __forceinline__ void hp_remote_arrive(unsigned b, unsigned cta)
{
    asm volatile("{\n\t.reg .b32 remAddr32;\n\tmapa.shared::cluster.u32 remAddr32, %0, %1;\n\t"
                 "mbarrier.arrive.release.cluster.shared::cluster.b64 _, [remAddr32];\n\t}" :: "r"(b), "r"(cta) : "memory");
}
__device__ __forceinline__ void hp_st_async(unsigned raddr, float v, unsigned rbar)
{
    asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.f32 [%0], %1, [%2];" :: "r"(raddr), "f"(v), "r"(rbar) : "memory");
}
''',
    body=r'''
    __shared__ float buf[2][WARP_SIZE];
    __shared__ __align__(8) unsigned long long full[2], empty[2];
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned rank = hp_rank();
    if (tid == 0) {
        for (int s = 0; s < 2; s++) { hp_mbar_init(hp_smem(&full[s]), WARP_SIZE); hp_mbar_init(hp_smem(&empty[s]), WARP_SIZE); }
    }
    __syncthreads();
    const float *in = input + blockIdx.x * blockDim.x;
    if (warp == 0) {
        for (int k = 0; k < TPB / WARP_SIZE; k++) {
            const int s = k & 1;
            if (k >= 2) hp_wait_parity_cta(hp_smem(&empty[s]), ((k >> 1) + 1) & 1);  // WAITEMPTY
            buf[s][lane] = in[k * WARP_SIZE + lane] * (float)(rank + 1);
            hp_arrive_cta(hp_smem(&full[s]));
        }
    } else if (warp == 1) {
        float acc = 0.0f;
        for (int k = 0; k < TPB / WARP_SIZE; k++) {
            const int s = k & 1;
            hp_wait_parity_cta(hp_smem(&full[s]), (k >> 1) & 1);  // WAITFULL
            acc += buf[s][lane];
            hp_arrive_cta(hp_smem(&empty[s]));
        }
        for (int o = 16; o > 0; o >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, o);
        if (lane == 0) output[rank] = acc;
    }
''')

S['async/b11_st_async_two_rounds_parity_flips'] = dict(puzzle='reduction', sig='__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)',
    pre=r'''
__device__ __forceinline__ unsigned int smem_u32(const void *p) { return (unsigned int)__cvta_generic_to_shared(p); }
__device__ __forceinline__ void mbar_init(unsigned long long *bar, unsigned int count)
{
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(smem_u32(bar)), "r"(count) : "memory");
}
__device__ __forceinline__ void mbar_arrive_expect_tx(unsigned long long *bar, unsigned int bytes)
{
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" :: "r"(smem_u32(bar)), "r"(bytes) : "memory");
}
__device__ __forceinline__ void mbar_arrive(unsigned long long *bar)
{
    asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(smem_u32(bar)) : "memory");
}
/* CUTLASS's ClusterBarrier::wait: a try_wait loop with labels */
__device__ __forceinline__ void mbar_wait(unsigned long long *bar, unsigned int parity)
{
    asm volatile("{\n\t.reg .pred P1;\n\tLAB_WAIT:\n\t"
                 "mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1;\n\t"
                 "@P1 bra DONE;\n\tbra LAB_WAIT;\n\tDONE:\n\t}" :: "r"(smem_u32(bar)), "r"(parity) : "memory");
}
/* the same with a cluster-scope acquire: what a receiver of a peer's st.async / red.async
   (complete_tx released at cluster scope by the peer) waits with */
__device__ __forceinline__ void mbar_wait_cl(unsigned long long *bar, unsigned int parity)
{
    asm volatile("{\n\t.reg .pred P1;\n\tLAB_WAIT:\n\t"
                 "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 P1, [%0], %1;\n\t"
                 "@P1 bra DONE;\n\tbra LAB_WAIT;\n\tDONE:\n\t}" :: "r"(smem_u32(bar)), "r"(parity) : "memory");
}
/* TMA 1-D: global -> this block's shared memory, bytes counted on bar */
__device__ __forceinline__ void tma_load_1d(void *dst, const void *src, unsigned int bytes, unsigned long long *bar)
{
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                 :: "r"(smem_u32(dst)), "l"(src), "r"(bytes), "r"(smem_u32(bar)) : "memory");
}
__device__ __forceinline__ unsigned int mapa_u32(unsigned int a, unsigned int rank)
{
    unsigned int r;
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(rank));
    return r;
}
__device__ __forceinline__ void st_async_f32(unsigned int remote_dst, float v, unsigned int remote_bar)
{
    asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.f32 [%0], %1, [%2];"
                 :: "r"(remote_dst), "f"(v), "r"(remote_bar) : "memory");
}
__device__ __forceinline__ void red_async_add_u32(unsigned int remote_dst, unsigned int v, unsigned int remote_bar)
{
    asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [%0], %1, [%2];"
                 :: "r"(remote_dst), "r"(v), "r"(remote_bar) : "memory");
}
''',
    body=r'''
    __shared__ float sm[TPB];
    __shared__ float parts[CLUSTER_SIZE], parts2[CLUSTER_SIZE];
    __shared__ __align__(8) unsigned long long bar;
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (rank == 0 && tid == 0) {
        mbar_init(&bar, 1);
        mbar_arrive_expect_tx(&bar, (CLUSTER_SIZE - 1) * sizeof(float));
        asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    }
    cluster.sync();
    const unsigned int rbar = mapa_u32(smem_u32(&bar), 0);
    if (rank != 0 && tid == 0) st_async_f32(mapa_u32(smem_u32(&parts[rank]), 0), sm[0], rbar);
    float half = 0.0f;
    if (rank == 0 && tid == 0) {
        mbar_wait_cl(&bar, 0);
        half = sm[0] + parts[1];
        mbar_arrive_expect_tx(&bar, (CLUSTER_SIZE - 1) * sizeof(float));
    }
    cluster.sync();
    if (rank != 0 && tid == 0) st_async_f32(mapa_u32(smem_u32(&parts2[rank]), 0), rank >= 2 ? sm[0] : 0.0f, rbar);
    if (rank == 0 && tid == 0) {
        mbar_wait_cl(&bar, 1);
        output[0] = half + parts2[1] + parts2[2] + parts2[3];
    }
    cluster.sync();
''')

S['hopper/h17_mbar_remote_arrive_cutlass'] = dict(puzzle='reduction', sig='__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)',
    pre=r'''
__device__ __forceinline__ unsigned hp_rank()
{
    unsigned r;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r));
    return r;
}
__device__ __forceinline__ unsigned hp_nranks()
{
    unsigned n;
    asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(n));
    return n;
}
__device__ __forceinline__ unsigned hp_smem(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }
__device__ __forceinline__ unsigned hp_mapa(unsigned a, unsigned r)
{
    unsigned d;
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(r));
    return d;
}
__device__ __forceinline__ void hp_st(unsigned a, float v) { asm volatile("st.shared::cluster.f32 [%0], %1;" :: "r"(a), "f"(v) : "memory"); }
__device__ __forceinline__ float hp_ld(unsigned a)
{
    float v;
    asm volatile("ld.shared::cluster.f32 %0, [%1];" : "=f"(v) : "r"(a) : "memory");
    return v;
}
__device__ __forceinline__ void hp_arrive() { asm volatile("barrier.cluster.arrive.release.aligned;" ::: "memory"); }
__device__ __forceinline__ void hp_arrive_relaxed() { asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory"); }
__device__ __forceinline__ void hp_wait() { asm volatile("barrier.cluster.wait.acquire.aligned;" ::: "memory"); }
__device__ __forceinline__ void hp_sync() { hp_arrive(); hp_wait(); }
__device__ __forceinline__ void hp_mbar_init(unsigned b, unsigned n) { asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(b), "r"(n) : "memory"); }
__device__ __forceinline__ void hp_fence_init() { asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory"); }
__device__ __forceinline__ void hp_arrive_tx(unsigned b, unsigned bytes)
{
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" :: "r"(b), "r"(bytes) : "memory");
}
/* CUTLASS ClusterBarrier::wait: a try_wait.parity loop with labels in a { } scope */
__device__ __forceinline__ void hp_wait_parity(unsigned b, unsigned phase)
{
    asm volatile("{\n\t.reg .pred P1;\n\tLAB_WAIT:\n\t"
                 "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 P1, [%0], %1;\n\t"
                 "@P1 bra DONE;\n\tbra LAB_WAIT;\n\tDONE:\n\t}" :: "r"(b), "r"(phase) : "memory");
}
/* the same at the default .acquire.cta scope, for a barrier of this block's own threads */
__device__ __forceinline__ void hp_wait_parity_cta(unsigned b, unsigned phase)
{
    asm volatile("{\n\t.reg .pred P1;\n\tLAB_WAIT:\n\t"
                 "mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1;\n\t"
                 "@P1 bra DONE;\n\tbra LAB_WAIT;\n\tDONE:\n\t}" :: "r"(b), "r"(phase) : "memory");
}
__device__ __forceinline__ void hp_arrive_cta(unsigned b) { asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(b) : "memory"); }
__device__ __forceinline__ void hp_remote_arrive(unsigned b, unsigned cta)
{
    asm volatile("{\n\t.reg .b32 remAddr32;\n\tmapa.shared::cluster.u32 remAddr32, %0, %1;\n\t"
                 "mbarrier.arrive.release.cluster.shared::cluster.b64 _, [remAddr32];\n\t}" :: "r"(b), "r"(cta) : "memory");
}
__device__ __forceinline__ void hp_st_async(unsigned raddr, float v, unsigned rbar)
{
    asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.f32 [%0], %1, [%2];" :: "r"(raddr), "f"(v), "r"(rbar) : "memory");
}
''',
    body=r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned rank = hp_rank();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }

    __shared__ float parts[CLUSTER_SIZE];
    __shared__ __align__(8) unsigned long long bar;
    const unsigned b = hp_smem(&bar);

    if (rank == 0 && tid == 0) {
        hp_mbar_init(b, CLUSTER_SIZE - 1);
        hp_fence_init();
    }
    hp_arrive_relaxed();
    hp_wait();
    if (rank != 0 && tid == 0) {
        hp_st(hp_mapa(hp_smem(&parts[rank]), 0), sm[0]);
        hp_remote_arrive(b, 0);
    }
    if (rank == 0 && tid == 0) {
        hp_wait_parity(b, 0);
        output[0] = sm[0] + parts[1] + parts[2] + parts[3];
    }
''')

S['async/x04_cuda_barrier_memcpy_async_tx'] = dict(puzzle='coordination', sig='__global__ void cluster_coordination_basics(float *output, const float *input, int size)',
    pre=r'''
__device__ __forceinline__ unsigned int smem_u32(const void *p) { return (unsigned int)__cvta_generic_to_shared(p); }
__device__ __forceinline__ void mbar_init(unsigned long long *bar, unsigned int count)
{
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(smem_u32(bar)), "r"(count) : "memory");
}
__device__ __forceinline__ void mbar_arrive_expect_tx(unsigned long long *bar, unsigned int bytes)
{
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" :: "r"(smem_u32(bar)), "r"(bytes) : "memory");
}
__device__ __forceinline__ void mbar_arrive(unsigned long long *bar)
{
    asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(smem_u32(bar)) : "memory");
}
/* CUTLASS's ClusterBarrier::wait: a try_wait loop with labels */
__device__ __forceinline__ void mbar_wait(unsigned long long *bar, unsigned int parity)
{
    asm volatile("{\n\t.reg .pred P1;\n\tLAB_WAIT:\n\t"
                 "mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1;\n\t"
                 "@P1 bra DONE;\n\tbra LAB_WAIT;\n\tDONE:\n\t}" :: "r"(smem_u32(bar)), "r"(parity) : "memory");
}
/* the same with a cluster-scope acquire: what a receiver of a peer's st.async / red.async
   (complete_tx released at cluster scope by the peer) waits with */
__device__ __forceinline__ void mbar_wait_cl(unsigned long long *bar, unsigned int parity)
{
    asm volatile("{\n\t.reg .pred P1;\n\tLAB_WAIT:\n\t"
                 "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 P1, [%0], %1;\n\t"
                 "@P1 bra DONE;\n\tbra LAB_WAIT;\n\tDONE:\n\t}" :: "r"(smem_u32(bar)), "r"(parity) : "memory");
}
/* TMA 1-D: global -> this block's shared memory, bytes counted on bar */
__device__ __forceinline__ void tma_load_1d(void *dst, const void *src, unsigned int bytes, unsigned long long *bar)
{
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                 :: "r"(smem_u32(dst)), "l"(src), "r"(bytes), "r"(smem_u32(bar)) : "memory");
}
__device__ __forceinline__ unsigned int mapa_u32(unsigned int a, unsigned int rank)
{
    unsigned int r;
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(rank));
    return r;
}
__device__ __forceinline__ void st_async_f32(unsigned int remote_dst, float v, unsigned int remote_bar)
{
    asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.f32 [%0], %1, [%2];"
                 :: "r"(remote_dst), "f"(v), "r"(remote_bar) : "memory");
}
__device__ __forceinline__ void red_async_add_u32(unsigned int remote_dst, unsigned int v, unsigned int remote_bar)
{
    asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [%0], %1, [%2];"
                 :: "r"(remote_dst), "r"(v), "r"(remote_bar) : "memory");
}

#include <cuda/ptx>
#include <cuda/barrier>
''',
    body=r'''
    __shared__ __align__(16) float sm[TPB];
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) {
        init(&bar, blockDim.x);
        cuda::device::experimental::fence_proxy_async_shared_cta();
    }
    __syncthreads();
    cuda::barrier<cuda::thread_scope_block>::arrival_token token;
    if (tid == 0) {
        cuda::device::memcpy_async_tx(sm, input + blockIdx.x * TPB, cuda::aligned_size_t<16>(TPB * sizeof(float)), bar);
        token = cuda::device::barrier_arrive_tx(bar, 1, TPB * sizeof(float));
    } else {
        token = bar.arrive();
    }
    bar.wait(std::move(token));
    sm[tid] *= (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) output[rank] = sm[0];
    cluster.sync();
''')

S['dsmem/d03_remote_atomicAdd_device_scope'] = dict(puzzle='reduction', sig='__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)',
    pre=r'''

''',
    body=r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }

    __shared__ float acc;
    if (tid == 0) acc = 0.0f;
    cluster.sync();
    if (tid == 0) atomicAdd(cluster.map_shared_rank(&acc, 0), sm[0]);
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = acc;
''')

S['clusterx/r08_atomic_ref_device_scope_on_dsmem'] = dict(puzzle='reduction', sig='__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)',
    pre=r'''

''',
    body=r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }

    __shared__ float acc;
    if (rank == 0 && tid == 0) {
        cuda::atomic_ref<float, cuda::thread_scope_device> z(acc);
        z.store(0.0f, cuda::memory_order_relaxed);
    }
    cluster.sync();
    if (tid == 0) {
        cuda::atomic_ref<float, cuda::thread_scope_device> a(*cluster.map_shared_rank(&acc, 0));
        a.fetch_add(sm[0], cuda::memory_order_relaxed);
    }
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = acc;
''')

S['dsmem/v04_adv_atomicAdd_into_next'] = dict(puzzle='advanced', sig='__global__ void advanced_cluster_patterns(float *output, const float *input, int size)',
    pre=r'''

''',
    body=r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const unsigned int nb = (rank + 1) % cluster.num_blocks();
    const int warp = tid / WARP_SIZE, lane = tid % WARP_SIZE;
    const float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    float w = v;
    for (int o = 16; o > 0; o >>= 1) w += __shfl_down_sync(0xffffffffu, w, o);
    w = __shfl_sync(0xffffffffu, w, 0);

    __shared__ float acc;
    if (tid == 0) acc = 0.0f;
    cluster.sync();
    if (elect_one_sync()) atomicAdd(cluster.map_shared_rank(&acc, (int)nb), w);
    cluster.sync();
    if (tid == 0) output[(rank + CLUSTER_SIZE - 1) % CLUSTER_SIZE] = acc;
''')

S['ticket/r10_dsmem_ticket_last_block'] = dict(puzzle='reduction', sig='__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)',
    pre=r'''

''',
    body=r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }

    __shared__ unsigned int arrived;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) arrived = 0u;
    cluster.sync();
    if (tid == 0) {
        temp_storage[rank] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(cluster.map_shared_rank(&arrived, 0), 1u);
        if (t == CLUSTER_SIZE - 1) {
            __threadfence();
            output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
        }
    }
    cluster.sync();
''')

S['prod/r20_dsmem_push_flag_spin_nanosleep_pass'] = dict(puzzle='reduction', sig='__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)',
    pre=r'''
#include <cuda/atomic>

constexpr unsigned kFullMask = 0xffffffffu;

__device__ __forceinline__ float warp_reduce_sum(float v)
{
#pragma unroll
    for (int offset = WARP_SIZE / 2; offset > 0; offset >>= 1)
        v += __shfl_xor_sync(kFullMask, v, offset);
    return v;  // every lane holds the warp's sum
}

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
''',
    body=r'''
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
    }
''')

S['ta/l11_ticket_by_atomiccas_loop'] = dict(puzzle='last-block', sig='__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)',
    pre=r'''

''',
    body=r'''
    __shared__ float sm[TPB];
    __shared__ bool amLast;
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }

    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        unsigned int seen = 0u, prev;
        while ((prev = atomicCAS(counter, seen, seen + 1u)) != seen) seen = prev;
        const unsigned int t = seen;
        amLast = (t == gridDim.x - 1);
    }
    __syncthreads();

    if (amLast) {
        float s = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) s += partials[b];
        sm[tid] = s;
        __syncthreads();
        for (int k = TPB / 2; k > 0; k >>= 1) {
            if (tid < k) sm[tid] += sm[tid + k];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }
''')

S['hpc/l09_grid_critical_section_fenced'] = dict(puzzle='last-block', sig='__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)',
    pre=r'''
__device__ int hc_glock = 0;
__device__ float hc_acc = 0.0f;
__device__ unsigned int hc_done = 0;
''',
    body=r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    #pragma unroll
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }

    if (tid == 0) {
        while (atomicCAS(&hc_glock, 0, 1) != 0) { }  // omp critical over the grid
        __threadfence();
        hc_acc += sm[0];
        const bool last = (++hc_done == gridDim.x);
        if (last) { output[0] = hc_acc; hc_acc = 0.0f; hc_done = 0; }
        __threadfence();
        atomicExch(&hc_glock, 0);
    }
''')

S['locks/l11_shared_lock_block_sum_then_ticket'] = dict(puzzle='last-block', sig='__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)',
    pre=r'''

''',
    body=r'''
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
    }
''')

S['cgapi/c05_cluster_token_arrive_wait'] = dict(puzzle='coordination', sig='__global__ void cluster_coordination_basics(float *output, const float *input, int size)',
    pre=r'''
#include <utility>
''',
    body=r'''
    cg::thread_block block = cg::this_thread_block();
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int tid = block.thread_rank();
    const unsigned int rank = cluster.block_rank();
    const unsigned int gid = blockIdx.x * blockDim.x + tid;

    const float v = input[gid] * (float)(rank + 1);

    __shared__ float ws[TPB / 32];
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    const float s = cg::reduce(warp, v, cg::plus<float>());
    if (warp.thread_rank() == 0) ws[warp.meta_group_rank()] = s;
    block.sync();

    auto token = cluster.barrier_arrive();

    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; w++) t += ws[w];
        output[rank] = t;
    }

    cluster.barrier_wait(std::move(token));
''')

S['cgapi/c38_labeled_partition_by_eighth'] = dict(puzzle='advanced', sig='__global__ void advanced_cluster_patterns(float *output, const float *input, int size)',
    pre=r'''

''',
    body=r'''
    cg::thread_block block = cg::this_thread_block();
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int tid = block.thread_rank();
    const unsigned int rank = cluster.block_rank();
    const unsigned int gid = blockIdx.x * blockDim.x + tid;

    const float v = input[gid] * (float)(rank + 1);

    __shared__ float q[TPB / 8];
    auto warp = cg::tiled_partition<32>(block);
    const unsigned int label = warp.thread_rank() / 8;
    cg::coalesced_group g = cg::labeled_partition(warp, label);
    const float s = cg::reduce(g, v, cg::plus<float>());
    if (g.thread_rank() == 0) q[warp.meta_group_rank() * 4 + label] = s;
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / 8; i++) t += q[i];
        output[rank] = t;
    }
''')

S['cgapi/c49_tile_shfl_up_scan'] = dict(puzzle='coordination', sig='__global__ void cluster_coordination_basics(float *output, const float *input, int size)',
    pre=r'''

''',
    body=r'''
    cg::thread_block block = cg::this_thread_block();
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int tid = block.thread_rank();
    const unsigned int rank = cluster.block_rank();
    const unsigned int gid = blockIdx.x * blockDim.x + tid;

    const float v = input[gid] * (float)(rank + 1);

    __shared__ float ws[TPB / 32];
    auto warp = cg::tiled_partition<32>(block);
    float p = v;
    for (unsigned int o = 1; o < 32; o *= 2) {
        const float q = warp.shfl_up(p, o);
        if (warp.thread_rank() >= o) p += q;
    }
    const float total = warp.shfl(p, 31);
    if (warp.thread_rank() == 0) ws[warp.meta_group_rank()] = total;
    block.sync();

    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; w++) t += ws[w];
        output[rank] = t;
    }
''')

S['warp/w26_match_any_groups_of_8'] = dict(puzzle='advanced', sig='__global__ void advanced_cluster_patterns(float *output, const float *input, int size)',
    pre=r'''

''',
    body=r'''
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __shared__ float bs;
    if (tid == 0) bs = 0.0f;
    __syncthreads();
    const unsigned int g = __match_any_sync(0xffffffffu, lane >> 3);
    for (int o = 4; o > 0; o >>= 1) v += __shfl_xor_sync(g, v, o);
    if (lane == __ffs(g) - 1) atomicAdd(&bs, v);
    __syncthreads();
    if (tid == 0) output[rank] = bs;
''')

S['cccl/a06_atomic_ref_counter_acq_rel_spin'] = dict(puzzle='advanced', sig='__global__ void advanced_cluster_patterns(float *output, const float *input, int size)',
    pre=r'''
#include <cooperative_groups/reduce.h>
#include <cuda/atomic>
''',
    body=r'''
    auto cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float v = gi < size ? input[gi] * float(rank + 1) : 0.0f;

    auto tile = cg::tiled_partition<32>(cg::this_thread_block());
    __shared__ float warp_sums[TPB / 32];
    __shared__ int done;
    if (threadIdx.x == 0) done = 0;
    __syncthreads();
    const float ws = cg::reduce(tile, v, cg::plus<float>());
    if (tile.thread_rank() == 0) {
        warp_sums[tile.meta_group_rank()] = ws;
        cuda::atomic_ref<int, cuda::thread_scope_block>(done).fetch_add(1, cuda::memory_order_release);
    }
    if (threadIdx.x == 0) {
        cuda::atomic_ref<int, cuda::thread_scope_block> d(done);
        while (d.load(cuda::memory_order_acquire) < TPB / 32) { }
        float s = 0.0f;
        for (int w = 0; w < TPB / 32; w++) s += warp_sums[w];
        output[rank] = s;
    }
    cluster.sync();
''')

S['scopes/c18_fetch_add_raise_wait_acquire'] = dict(puzzle='coordination', sig='__global__ void cluster_coordination_basics(float *output, const float *input, int size)',
    pre=r'''
#include <cuda/atomic>
#include <cuda/std/atomic>
''',
    body=r'''
    __shared__ float sm[TPB];
    __shared__ float pub;
    __shared__ unsigned int flag;
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) flag = 0u;
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    cluster.sync();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        pub = sm[0];
        cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(flag).fetch_add(1u, cuda::memory_order_acq_rel);
        const unsigned int peer = (rank + 1) % CLUSTER_SIZE;
        auto *pf = cluster.map_shared_rank(&flag, peer);
        cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*pf).wait(0u, cuda::memory_order_acquire);
        output[peer] = *cluster.map_shared_rank(&pub, peer);
    }
    cluster.sync();
''')

S['scopes/c23_shared_atomic_obj_wait_notify'] = dict(puzzle='coordination', sig='__global__ void cluster_coordination_basics(float *output, const float *input, int size)',
    pre=r'''
#include <cuda/atomic>
#include <cuda/std/atomic>
''',
    body=r'''
    __shared__ float sm[TPB];
    __shared__ float pub;
    __shared__ cuda::atomic<unsigned int, cuda::thread_scope_device> flag;
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) flag.store(0u, cuda::memory_order_relaxed);
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    cluster.sync();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        pub = sm[0];
        flag.store(1u, cuda::memory_order_release);
        flag.notify_all();
        const unsigned int peer = (rank + 1) % CLUSTER_SIZE;
        auto *pf = cluster.map_shared_rank(&flag, peer);
        pf->wait(0u, cuda::memory_order_acquire);
        output[peer] = *cluster.map_shared_rank(&pub, peer);
    }
    cluster.sync();
''')

S['sysprog/c16_hand_barrier_acq_rel'] = dict(puzzle='coordination', sig='__global__ void cluster_coordination_basics(float *output, const float *input, int size)',
    pre=r'''
#include <cuda/atomic>
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define WRITE_ONCE(x, v) (*(volatile __typeof__(x) *)&(x) = (v))
#define barrier() asm volatile("" ::: "memory")
''',
    body=r'''
    __shared__ float sdata[TPB];
    __shared__ unsigned int arrived;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) arrived = 0u;
    __syncthreads();  // the counter is zero before anyone arrives
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    {
        cuda::atomic_ref<unsigned int, cuda::thread_scope_block> a(arrived);
        a.fetch_add(1u, cuda::memory_order_acq_rel);
        while (a.load(cuda::memory_order_acquire) != TPB) { }
    }
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();
''')

S['locks/a01_elected_leaders_shared_lock'] = dict(puzzle='advanced', sig='__global__ void advanced_cluster_patterns(float *output, const float *input, int size)',
    pre=r'''

''',
    body=r'''
    __shared__ float sdata[TPB];
    __shared__ int s_lock;
    __shared__ float s_total;
    const int tid = threadIdx.x, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    if (tid == 0) { s_lock = 0; s_total = 0.0f; }
    __syncthreads();

    if (elect_one_sync()) {
        float ws = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) ws += sdata[warp * WARP_SIZE + i];

        while (atomicCAS(&s_lock, 0, 1) != 0) { }
        __threadfence_block();
        s_total += ws;
        __threadfence_block();
        atomicExch(&s_lock, 0);
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = s_total;
    cluster_wait();
''')

S['sysprog/a01_ready_flags_release_acquire_block'] = dict(puzzle='advanced', sig='__global__ void advanced_cluster_patterns(float *output, const float *input, int size)',
    pre=r'''
#include <cuda/atomic>
#define READ_ONCE(x) (*(const volatile __typeof__(x) *)&(x))
#define WRITE_ONCE(x, v) (*(volatile __typeof__(x) *)&(x) = (v))
#define barrier() asm volatile("" ::: "memory")
''',
    body=r'''
    __shared__ float sdata[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    __shared__ unsigned int ready[TPB / WARP_SIZE];
    const int tid = threadIdx.x;
    const int warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    if (tid < TPB / WARP_SIZE) ready[tid] = 0u;
    __syncthreads();  // sdata stored, flags zero
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
        cuda::atomic_ref<unsigned int, cuda::thread_scope_block>(ready[warp]).store(1u, cuda::memory_order_release);
    }
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) {
            while (cuda::atomic_ref<unsigned int, cuda::thread_scope_block>(ready[w]).load(cuda::memory_order_acquire) == 0u) { }
            t += warp_sums[w];
        }
        output[rank] = t;
    }
    cluster_wait();
''')

S['dsmem/y03_volatile_flag_store_volatile_spin'] = dict(puzzle='coordination', sig='__global__ void cluster_coordination_basics(float *output, const float *input, int size)',
    pre=r'''

''',
    body=r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }

    __shared__ float val;
    __shared__ int flag;
    if (tid == 0) flag = 0;
    cluster.sync();
    if (rank == 0 && tid == 0) { val = sm[0]; __threadfence(); *(volatile int *)&flag = 1; }
    if (rank != 0 && tid == 0) {
        while (*(volatile int *)cluster.map_shared_rank(&flag, 0) == 0) { }
        __threadfence();
        if (rank == 1) output[0] = *cluster.map_shared_rank(&val, 0);
        output[rank] = sm[0];
    }
    cluster.sync();
''')

S['evade/a06_warp_flags_release_acquire'] = dict(puzzle='advanced', sig='__global__ void advanced_cluster_patterns(float *output, const float *input, int size)',
    pre=r'''

''',
    body=r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ int ready[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    if (tid < TPB / WARP_SIZE) ready[tid] = 0;
    __syncthreads();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    for (int o = WARP_SIZE / 2; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if (lane == 0 && warp != 0) {
        ws[warp] = v;
        __threadfence_block();
        *(volatile int *)&ready[warp] = 1;
    }
    if (tid == 0) {
        float total = v;
        for (int w = 1; w < TPB / WARP_SIZE; w++) {
            while (*(volatile int *)&ready[w] == 0) { }
            __threadfence_block();
            total += ws[w];
        }
        output[rank] = total;
    }
''')

S['cluster/k15_release_arrive_acquire_wait_neighbour'] = dict(puzzle='coordination', sig='__global__ void cluster_coordination_basics(float *output, const float *input, int size)',
    pre=r'''

''',
    body=r'''
    __shared__ float wpart[TPB / WARP_SIZE];
    const int tid = threadIdx.x;
    unsigned int rank;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if (tid % WARP_SIZE == 0) wpart[tid / WARP_SIZE] = v;
    asm volatile("barrier.cluster.arrive.release.aligned;\n\tbarrier.cluster.wait.acquire.aligned;" ::: "memory");
    if (tid == 0) {
        const float *p = cg::this_cluster().map_shared_rank(wpart, (int)rank);
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += p[w];
        output[rank] = t;
    }
    asm volatile("barrier.cluster.arrive.aligned;\n\tbarrier.cluster.wait.aligned;" ::: "memory");
''')

S['pro/a05_mbarrier_block_ptx'] = dict(puzzle='advanced', sig='__global__ void advanced_cluster_patterns(float *output, const float *input, int size)',
    pre=r'''
static __device__ __forceinline__ unsigned int pro_ctarank()
{
    unsigned int r;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r));
    return r;
}
static __device__ __forceinline__ void pro_arrive_release()
{
    asm volatile("barrier.cluster.arrive.release.aligned;" ::: "memory");
}
static __device__ __forceinline__ void pro_wait_acquire()
{
    asm volatile("barrier.cluster.wait.acquire.aligned;" ::: "memory");
}
static __device__ __forceinline__ unsigned int pro_smem(const void *p)
{
    return (unsigned int)__cvta_generic_to_shared(p);
}
static __device__ __forceinline__ unsigned int pro_mapa(unsigned int a, unsigned int rank)
{
    unsigned int r;
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(rank));
    return r;
}
static __device__ __forceinline__ float pro_warp_sum(float v)
{
#pragma unroll
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}
''',
    body=r'''
    __shared__ float sd[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ __align__(8) unsigned long long mbar;
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    if (tid == 0) asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(pro_smem(&mbar)), "r"(TPB) : "memory");
    sd[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < 32; ++i) s += sd[(tid & ~31) + i];
        ws[tid >> 5] = s;
    }
    unsigned long long state;
    asm volatile("mbarrier.arrive.shared::cta.b64 %0, [%1];" : "=l"(state) : "r"(pro_smem(&mbar)) : "memory");
    unsigned int done = 0;
    while (!done)
        asm volatile("{\n\t.reg .pred p;\n\tmbarrier.try_wait.shared::cta.b64 p, [%1], %2;\n\tselp.u32 %0, 1, 0, p;\n\t}"
                     : "=r"(done) : "r"(pro_smem(&mbar)), "l"(state) : "memory");
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[rank] = s;
    }
    cluster_wait();
''')

S['gfx/a11_fixed_point_wave_reduce'] = dict(puzzle='advanced', sig='__global__ void advanced_cluster_patterns(float *output, const float *input, int size)',
    pre=r'''

''',
    body=r'''
    __shared__ int wave_q[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const float x = input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1);
    const int q = __float2int_rn(x * 50.0f);
    const int ws = __reduce_add_sync(0xffffffffu, q);
    if (elect_one_sync()) wave_q[threadIdx.x / WARP_SIZE] = ws;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        int s = 0;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += wave_q[w];
        output[rank] = (float)s / 50.0f;
    }
    cluster_wait();
''')

S['warp/w31_warp_aggregated_compaction'] = dict(puzzle='coordination', sig='__global__ void cluster_coordination_basics(float *output, const float *input, int size)',
    pre=r'''

''',
    body=r'''
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __shared__ float packed[TPB];
    __shared__ int cnt;
    if (tid == 0) cnt = 0;
    __syncthreads();
    const bool keep = v != 0.0f;
    const unsigned int m = __ballot_sync(0xffffffffu, keep);
    const int leader = __ffs(m) - 1;
    unsigned int lt;
    asm("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
    int base = 0;
    if (lane == leader) base = atomicAdd(&cnt, __popc(m));
    base = __shfl_sync(0xffffffffu, base, leader);
    if (keep) packed[base + __popc(m & lt)] = v;
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < cnt; i++) t += packed[i];
        output[rank] = t;
    }
''')

S['progress/m04_cuda_barrier_arrive_and_drop'] = dict(puzzle='coordination', sig='__global__ void cluster_coordination_basics(float *output, const float *input, int size)',
    pre=r'''
#include <cuda/barrier>
''',
    body=r'''
    __shared__ float sd[TPB];
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) init(&bar, blockDim.x);
    __syncthreads();

    sd[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    if (tid >= TPB / 2) {
        bar.arrive_and_drop();
        return;
    }
    bar.arrive_and_wait();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += sd[i];
        output[rank] = s;
    }

    cluster_wait();
''')

S['cgapi/c47_memcpy_async_wait_prior'] = dict(puzzle='coordination', sig='__global__ void cluster_coordination_basics(float *output, const float *input, int size)',
    pre=r'''
#include <cooperative_groups/memcpy_async.h>
''',
    body=r'''
    cg::thread_block block = cg::this_thread_block();
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int tid = block.thread_rank();
    const unsigned int rank = cluster.block_rank();
    const unsigned int gid = blockIdx.x * blockDim.x + tid;

    __shared__ float sm[TPB];
    __shared__ float ws[TPB / 32];
    const float *src = input + blockIdx.x * TPB;
    cg::memcpy_async(block, sm, src, sizeof(float) * TPB / 2);
    cg::memcpy_async(block, sm + TPB / 2, src + TPB / 2, sizeof(float) * TPB / 2);
    cg::wait_prior<1>(block);
    float v = tid < TPB / 2 ? sm[tid] : 0.0f;
    cg::wait(block);
    if (tid >= TPB / 2) v = sm[tid];
    v *= (float)(rank + 1);
    auto warp = cg::tiled_partition<32>(block);
    const float s = cg::reduce(warp, v, cg::plus<float>());
    if (warp.thread_rank() == 0) ws[warp.meta_group_rank()] = s;
    block.sync();

    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; w++) t += ws[w];
        output[rank] = t;
    }
''')

S['pro/r24_cuda_pipeline_two_stages'] = dict(puzzle='reduction', sig='__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)',
    pre=r'''
#include <cuda/pipeline>
''',
    body=r'''
    __shared__ float a[TPB];
    __shared__ float b[TPB / 2];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const float *src = input + blockIdx.x * TPB;
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
    pipe.producer_acquire();
    if (tid < TPB / 2) cuda::memcpy_async(&a[tid], &src[tid], sizeof(float), pipe);
    pipe.producer_commit();
    pipe.producer_acquire();
    if (tid < TPB / 2) cuda::memcpy_async(&b[tid], &src[tid + TPB / 2], sizeof(float), pipe);
    pipe.producer_commit();
    pipe.consumer_wait();
    pipe.consumer_release();
    pipe.consumer_wait();
    pipe.consumer_release();
    __syncthreads();
    if (tid < TPB / 2) a[tid] += b[tid];
    __syncthreads();
    for (int stride = TPB / 4; stride > 0; stride >>= 1) {
        if (tid < stride) a[tid] += a[tid + stride];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = a[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;
    }
''')

S['hopper/h26_mbar_relaxed_wait_fence_acquire'] = dict(puzzle='reduction', sig='__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)',
    pre=r'''
__device__ __forceinline__ unsigned hp_rank()
{
    unsigned r;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r));
    return r;
}
__device__ __forceinline__ unsigned hp_nranks()
{
    unsigned n;
    asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(n));
    return n;
}
__device__ __forceinline__ unsigned hp_smem(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }
__device__ __forceinline__ unsigned hp_mapa(unsigned a, unsigned r)
{
    unsigned d;
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(d) : "r"(a), "r"(r));
    return d;
}
__device__ __forceinline__ void hp_st(unsigned a, float v) { asm volatile("st.shared::cluster.f32 [%0], %1;" :: "r"(a), "f"(v) : "memory"); }
__device__ __forceinline__ float hp_ld(unsigned a)
{
    float v;
    asm volatile("ld.shared::cluster.f32 %0, [%1];" : "=f"(v) : "r"(a) : "memory");
    return v;
}
__device__ __forceinline__ void hp_arrive() { asm volatile("barrier.cluster.arrive.release.aligned;" ::: "memory"); }
__device__ __forceinline__ void hp_arrive_relaxed() { asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory"); }
__device__ __forceinline__ void hp_wait() { asm volatile("barrier.cluster.wait.acquire.aligned;" ::: "memory"); }
__device__ __forceinline__ void hp_sync() { hp_arrive(); hp_wait(); }
__device__ __forceinline__ void hp_mbar_init(unsigned b, unsigned n) { asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(b), "r"(n) : "memory"); }
__device__ __forceinline__ void hp_fence_init() { asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory"); }
__device__ __forceinline__ void hp_arrive_tx(unsigned b, unsigned bytes)
{
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" :: "r"(b), "r"(bytes) : "memory");
}
/* CUTLASS ClusterBarrier::wait: a try_wait.parity loop with labels in a { } scope */
__device__ __forceinline__ void hp_wait_parity(unsigned b, unsigned phase)
{
    asm volatile("{\n\t.reg .pred P1;\n\tLAB_WAIT:\n\t"
                 "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 P1, [%0], %1;\n\t"
                 "@P1 bra DONE;\n\tbra LAB_WAIT;\n\tDONE:\n\t}" :: "r"(b), "r"(phase) : "memory");
}
/* the same at the default .acquire.cta scope, for a barrier of this block's own threads */
__device__ __forceinline__ void hp_wait_parity_cta(unsigned b, unsigned phase)
{
    asm volatile("{\n\t.reg .pred P1;\n\tLAB_WAIT:\n\t"
                 "mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1;\n\t"
                 "@P1 bra DONE;\n\tbra LAB_WAIT;\n\tDONE:\n\t}" :: "r"(b), "r"(phase) : "memory");
}
__device__ __forceinline__ void hp_arrive_cta(unsigned b) { asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(b) : "memory"); }
__device__ __forceinline__ void hp_remote_arrive(unsigned b, unsigned cta)
{
    asm volatile("{\n\t.reg .b32 remAddr32;\n\tmapa.shared::cluster.u32 remAddr32, %0, %1;\n\t"
                 "mbarrier.arrive.release.cluster.shared::cluster.b64 _, [remAddr32];\n\t}" :: "r"(b), "r"(cta) : "memory");
}
__device__ __forceinline__ void hp_st_async(unsigned raddr, float v, unsigned rbar)
{
    asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.f32 [%0], %1, [%2];" :: "r"(raddr), "f"(v), "r"(rbar) : "memory");
}
''',
    body=r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned rank = hp_rank();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }

    __shared__ float parts[CLUSTER_SIZE];
    __shared__ __align__(8) unsigned long long bar;
    const unsigned b = hp_smem(&bar);

    if (rank == 0 && tid == 0) {
        hp_mbar_init(b, CLUSTER_SIZE - 1);
        hp_fence_init();
    }
    hp_arrive_relaxed();
    hp_wait();
    if (rank != 0 && tid == 0) {
        hp_st(hp_mapa(hp_smem(&parts[rank]), 0), sm[0]);
        asm volatile("fence.release.cluster;" ::: "memory");
        asm volatile("mbarrier.arrive.relaxed.cluster.shared::cluster.b64 _, [%0];" :: "r"(hp_mapa(b, 0)) : "memory");
    }
    if (rank == 0 && tid == 0) {
        unsigned done = 0;
        while (!done)
            asm volatile("{\n\t.reg .pred p;\n\tmbarrier.try_wait.parity.relaxed.cluster.shared::cta.b64 p, [%1], 0;\n\tselp.u32 %0, 1, 0, p;\n\t}" : "=r"(done) : "r"(b) : "memory");
        asm volatile("fence.acquire.cluster;" ::: "memory");
        output[0] = sm[0] + parts[1] + parts[2] + parts[3];
    }
''')

S['async/a01_tma_load_all_wait'] = dict(puzzle='coordination', sig='__global__ void cluster_coordination_basics(float *output, const float *input, int size)',
    pre=r'''
__device__ __forceinline__ unsigned int smem_u32(const void *p) { return (unsigned int)__cvta_generic_to_shared(p); }
__device__ __forceinline__ void mbar_init(unsigned long long *bar, unsigned int count)
{
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(smem_u32(bar)), "r"(count) : "memory");
}
__device__ __forceinline__ void mbar_arrive_expect_tx(unsigned long long *bar, unsigned int bytes)
{
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" :: "r"(smem_u32(bar)), "r"(bytes) : "memory");
}
__device__ __forceinline__ void mbar_arrive(unsigned long long *bar)
{
    asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(smem_u32(bar)) : "memory");
}
/* CUTLASS's ClusterBarrier::wait: a try_wait loop with labels */
__device__ __forceinline__ void mbar_wait(unsigned long long *bar, unsigned int parity)
{
    asm volatile("{\n\t.reg .pred P1;\n\tLAB_WAIT:\n\t"
                 "mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1;\n\t"
                 "@P1 bra DONE;\n\tbra LAB_WAIT;\n\tDONE:\n\t}" :: "r"(smem_u32(bar)), "r"(parity) : "memory");
}
/* the same with a cluster-scope acquire: what a receiver of a peer's st.async / red.async
   (complete_tx released at cluster scope by the peer) waits with */
__device__ __forceinline__ void mbar_wait_cl(unsigned long long *bar, unsigned int parity)
{
    asm volatile("{\n\t.reg .pred P1;\n\tLAB_WAIT:\n\t"
                 "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 P1, [%0], %1;\n\t"
                 "@P1 bra DONE;\n\tbra LAB_WAIT;\n\tDONE:\n\t}" :: "r"(smem_u32(bar)), "r"(parity) : "memory");
}
/* TMA 1-D: global -> this block's shared memory, bytes counted on bar */
__device__ __forceinline__ void tma_load_1d(void *dst, const void *src, unsigned int bytes, unsigned long long *bar)
{
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];"
                 :: "r"(smem_u32(dst)), "l"(src), "r"(bytes), "r"(smem_u32(bar)) : "memory");
}
__device__ __forceinline__ unsigned int mapa_u32(unsigned int a, unsigned int rank)
{
    unsigned int r;
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(rank));
    return r;
}
__device__ __forceinline__ void st_async_f32(unsigned int remote_dst, float v, unsigned int remote_bar)
{
    asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.f32 [%0], %1, [%2];"
                 :: "r"(remote_dst), "f"(v), "r"(remote_bar) : "memory");
}
__device__ __forceinline__ void red_async_add_u32(unsigned int remote_dst, unsigned int v, unsigned int remote_bar)
{
    asm volatile("red.async.relaxed.cluster.shared::cluster.mbarrier::complete_tx::bytes.add.u32 [%0], %1, [%2];"
                 :: "r"(remote_dst), "r"(v), "r"(remote_bar) : "memory");
}
''',
    body=r'''
    __shared__ __align__(16) float sm[TPB];
    __shared__ __align__(8) unsigned long long bar;
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) {
        mbar_init(&bar, 1);
        asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    }
    __syncthreads();

    if (tid == 0) {
        mbar_arrive_expect_tx(&bar, TPB * sizeof(float));
        tma_load_1d(sm, input + blockIdx.x * TPB, TPB * sizeof(float), &bar);
    }

    mbar_wait(&bar, 0);
    sm[tid] *= (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) output[rank] = sm[0];
    cluster.sync();
''')

S['sched/l02_cas_loop_volatile_reread'] = dict(puzzle='last-block', sig='__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)',
    pre=r'''

''',
    body=r'''
    __shared__ float sm[TPB];
    __shared__ bool am_last;
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }

    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        unsigned int t;
        do {
            t = *(volatile unsigned int *)counter;
        } while (atomicCAS(counter, t, t + 1u) != t);
        am_last = (t == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();

    if (am_last) {
        float a = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) a += partials[b];
        sm[tid] = a;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0u;
        }
    }
''')

S['veteran/v20_threadfence_system_atomicInc'] = dict(puzzle='last-block', sig='__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)',
    pre=r'''

''',
    body=r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence_system();
        const unsigned int ticket = atomicInc(counter, gridDim.x - 1);
        last = (ticket == gridDim.x - 1);
        __threadfence_system();
    }
    __syncthreads();
    if (last) {
        sdata[tid] = partials[tid];
        __syncthreads();
        for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s) sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sdata[0]; *counter = 0; }
    }
''')

S['locks/l10_lock_plus_ticket_merge'] = dict(puzzle='last-block', sig='__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)',
    pre=r'''
__device__ int lk_lock;
__device__ float lk_acc;
__device__ unsigned int lk_done;
''',
    body=r'''
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
    }
''')

S['hpc/r31_private_partials_butterfly_then_accumulate'] = dict(puzzle='reduction', sig='__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)',
    pre=r'''

''',
    body=r'''
    cg::cluster_group comm = cg::this_cluster();
    const int rank = (int)comm.block_rank();
    const int nranks = (int)comm.num_blocks();

    __shared__ float acc;
    const int tid = threadIdx.x;
    if (tid == 0) acc = 0.0f;
    float v = input[blockIdx.x * blockDim.x + tid];   // reduction(+:v)
    #pragma unroll
    for (int m = 1; m < WARP_SIZE; m <<= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    comm.sync();
    if (tid % WARP_SIZE == 0) atomicAdd(comm.map_shared_rank(&acc, 0), v);
    comm.sync();
    if (rank == 0 && tid == 0) output[0] = acc;
''')

S['scopes/r01_shared_atomic_obj_release_acquire'] = dict(puzzle='reduction', sig='__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)',
    pre=r'''
#include <cuda/atomic>
#include <cuda/std/atomic>
''',
    body=r'''
    __shared__ float sm[TPB];
    __shared__ float sums[CLUSTER_SIZE];
    __shared__ cuda::atomic<unsigned int, cuda::thread_scope_device> arrived;
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) arrived.store(0u, cuda::memory_order_relaxed);
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    cluster.sync();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (rank != 0 && tid == 0) {
        *cluster.map_shared_rank(&sums[rank], 0) = sm[0];
        cluster.map_shared_rank(&arrived, 0)->fetch_add(1u, cuda::memory_order_release);
    }
    if (rank == 0 && tid == 0) {
        while (arrived.load(cuda::memory_order_acquire) < CLUSTER_SIZE - 1) { }
        float total = sm[0];
        for (int r = 1; r < CLUSTER_SIZE; r++) total += sums[r];
        output[0] = total;
    }
    cluster.sync();
''')

S['clusterx/a22_block_totals_with_release_acquire_flags'] = dict(puzzle='advanced', sig='__global__ void advanced_cluster_patterns(float *output, const float *input, int size)',
    pre=r'''

''',
    body=r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    __shared__ float ws[TPB / WARP_SIZE];
    const int warp = tid / WARP_SIZE;
    if (elect_one_sync()) {
        float w = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) w += sm[warp * WARP_SIZE + i];
        ws[warp] = w;
    }
    __syncthreads();
    __shared__ float tot[CLUSTER_SIZE];
    __shared__ unsigned int ready[CLUSTER_SIZE];
    if (rank == 0 && tid < CLUSTER_SIZE) ready[tid] = 0u;
    cluster.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        cluster.map_shared_rank(tot, 0)[rank] = t;
        asm volatile("st.release.cluster.u32 [%0], %1;" :: "l"(cluster.map_shared_rank(&ready[rank], 0)), "r"(1u) : "memory");
    }
    if (rank == 0 && tid < CLUSTER_SIZE) {
        unsigned int v;
        do {
            asm volatile("ld.acquire.cluster.u32 %0, [%1];" : "=r"(v) : "l"(&ready[tid]) : "memory");
        } while (v == 0u);
        output[tid] = tot[tid];
    }
    cluster.sync();
''')

S['cluster/k27_mbarrier_remote_arrive'] = dict(puzzle='reduction', sig='__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)',
    pre=r'''

''',
    body=r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }

    __shared__ __align__(8) unsigned long long bar;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const unsigned int bar_local = (unsigned int)__cvta_generic_to_shared(&bar);
    if (rank == 0 && tid == 0) {
        asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(bar_local), "r"(3) : "memory");
        asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    }
    cluster.sync();
    if (rank != 0 && tid == 0) {
        temp_storage[rank] = sm[0];
        unsigned int remote;
        asm volatile("mapa.shared::cluster.u32 %0, %1, 0;" : "=r"(remote) : "r"(bar_local));
        asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];" :: "r"(remote) : "memory");
    }
    if (rank == 0 && tid == 0) {
        unsigned int done = 0;
        while (!done)
            asm volatile("{ .reg .pred p;\n\tmbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 p, [%1], 0;\n\tselp.u32 %0, 1, 0, p; }"
                         : "=r"(done) : "r"(bar_local) : "memory");
        output[0] = sm[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }
    cluster.sync();
''')

S['learn/r11_remote_atomic_zeroed_after_sync'] = dict(puzzle='reduction', sig='__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)',
    pre=r'''

''',
    body=r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }

    __shared__ float total;
    cg::cluster_group cluster = cg::this_cluster();
    if (tid == 0) total = 0.0f;
    cluster.sync();
    if (tid == 0) atomicAdd(cluster.map_shared_rank(&total, 0), sm[0]);
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0) output[0] = total;
''')

S['golf/r22_interleaved_bit_test'] = dict(puzzle='reduction', sig='__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)',
    pre=r'''

''',
    body=r'''
    __shared__ float m[TPB]; unsigned t = threadIdx.x, r = block_rank_in_cluster();
    m[t] = input[blockIdx.x * TPB + t]; __syncthreads();
    for (int s = 1; s < TPB; s <<= 1) { if (!(t & s)) m[t] += m[t + s]; __syncthreads(); }
    !t && (temp_storage[r] = m[0]); cluster_sync();
    !r && !t && (*output = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3]);
''')

S['mojo/l06_grid1_helper_last_block'] = dict(puzzle='last-block', sig='__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)',
    pre=r'''
__device__ __forceinline__ int grid1() { return blockIdx.x * blockDim.x + threadIdx.x; }
''',
    body=r'''
    __shared__ float sm[TPB];
    const int i = grid1();
    sm[threadIdx.x] = i < size ? input[i] : 0.0f;
    __syncthreads();
    for (int st = TPB / 2; st > 0; st >>= 1) {
        if (threadIdx.x < st) sm[threadIdx.x] += sm[threadIdx.x + st];
        __syncthreads();
    }
    if (threadIdx.x == 0) partials[blockIdx.x] = sm[0];

    if (is_last_block(counter)) {
        float s = 0.0f;
        for (unsigned int b = threadIdx.x; b < gridDim.x; b += blockDim.x) s += partials[b];
        sm[threadIdx.x] = s;
        __syncthreads();
        for (int st = TPB / 2; st > 0; st >>= 1) {
            if (threadIdx.x < st) sm[threadIdx.x] += sm[threadIdx.x + st];
            __syncthreads();
        }
        if (threadIdx.x == 0) { output[0] = sm[0]; *counter = 0; }
    }
''')

S['industry/r18_redux_sync_integers'] = dict(puzzle='reduction', sig='__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)',
    pre=r'''

''',
    body=r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ unsigned ws[TPB / WARP_SIZE];
    const unsigned rank = cluster.block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const unsigned v = gi < size ? (unsigned)input[gi] : 0u;
    const unsigned w = __reduce_add_sync(0xffffffffu, v);
    if (threadIdx.x % WARP_SIZE == 0) ws[threadIdx.x / WARP_SIZE] = w;
    __syncthreads();
    if (threadIdx.x < WARP_SIZE) {
        const unsigned b = __reduce_add_sync(0xffffffffu, threadIdx.x < TPB / WARP_SIZE ? ws[threadIdx.x] : 0u);
        if (threadIdx.x == 0) temp_storage[rank] = (float)b;
    }
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
#pragma unroll
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;
    }
''')

S['interview/l14_syncthreads_or_early_return'] = dict(puzzle='last-block', sig='__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)',
    pre=r'''

''',
    body=r'''
    __shared__ float sm[TPB];
    const unsigned int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }

    unsigned int t = 0;
    if (!tid) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        t = atomicAdd(counter, 1u);
        __threadfence();
    }
    if (!__syncthreads_or(tid == 0 && t == gridDim.x - 1)) return;
    float v = 0.f;
    for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) v += partials[b];
    sm[tid] = v;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (!tid) { output[0] = sm[0]; *counter = 0; }
''')

S['exam/l15_parallel_merge_tree'] = dict(puzzle='last-block', sig='__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)',
    pre=r'''

''',
    body=r'''
    __shared__ float shared_mem[TPB];
    __shared__ bool am_last;
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    shared_mem[local_i] = input[global_i];
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
    if (local_i == 0)
        partials[blockIdx.x] = shared_mem[0];

    if (local_i == 0) {
        __threadfence();
        unsigned int ticket = atomicAdd(counter, 1u);
        am_last = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();

    if (am_last) {
        shared_mem[local_i] = partials[local_i];
        __syncthreads();
        for (int stride = TPB / 2; stride > 0; stride /= 2) {
            if (local_i < stride)
                shared_mem[local_i] += shared_mem[local_i + stride];
            __syncthreads();
        }
        if (local_i == 0) {
            output[0] = shared_mem[0];
            *counter = 0;
        }
    }
''')

S['pyport/r08_hillis_steele_scan_total'] = dict(puzzle='reduction', sig='__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)',
    pre=r'''

''',
    body=r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const int i = blockIdx.x * TPB + tid;
    sm[tid] = (i < size) ? input[i] : 0.0f;
    __syncthreads();

    for (int off = 1; off < TPB; off <<= 1) {
        float t = 0.0f;
        if (tid >= off) t = sm[tid - off];
        __syncthreads();
        sm[tid] += t;
        __syncthreads();
    }
    if (tid == TPB - 1) temp_storage[rank] = sm[TPB - 1];
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
''')

S['xlate/g10_lastblock_nclusterid_implicit_clusters'] = dict(puzzle='last-block', sig='__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)',
    pre=r'''

''',
    body=r'''
    __shared__ float sh[TPB];
    __shared__ bool last;
    const int tid = threadIdx.x;
    const int nthreads = blockDim.x;
    sh[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = nthreads / 2; s > 0; s >>= 1) {
        if (tid < s) sh[tid] += sh[tid + s];
        __syncthreads();
    }
    unsigned int ncl, per;
    asm("mov.u32 %0, %%nclusterid.x;" : "=r"(ncl));
    asm("mov.u32 %0, %%cluster_nctarank;" : "=r"(per));
    const unsigned int nblocks = ncl * per;
    if (tid == 0) {
        partials[blockIdx.x] = sh[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == nblocks - 1;
        __threadfence();
    }
    __syncthreads();
    if (last) {
        float s = 0.0f;
        for (unsigned int b = tid; b < nblocks; b += blockDim.x) s += partials[b];
        sh[tid] = s;
        __syncthreads();
        for (int s = nthreads / 2; s > 0; s >>= 1) {
            if (tid < s) sh[tid] += sh[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sh[0]; *counter = 0; }
    }
''')



def mut(name, src, verdict, reason, edits=(), pre_edits=(), cause=''):
    """One mutant of S[src]: edits / pre_edits are (old, new) pairs applied to the body / the
    file-scope code; each old must occur exactly once."""
    s = S[src]
    body, pre = s['body'], s['pre']
    for old, new in edits:
        assert body.count(old) == 1, (name, old, body.count(old))
        body = body.replace(old, new)
    for old, new in pre_edits:
        assert pre.count(old) == 1, (name, old, pre.count(old))
        pre = pre.replace(old, new)
    case(name, s['puzzle'], verdict, 'Mutant of %s (one edit). %s' % (src, reason), body, pre=pre, sig=s['sig'], cause=cause)

E = 'EQUIVALENT mutant: '

# ============================================================== last-block
mut('scopes_l17_fetch_add_relaxed', 'scopes/l17_device_atomic_obj_acq_rel', 'fail 1',
    'Order weakened: the ticket `sc_ticket.fetch_add(1u, memory_order_acq_rel)` made `memory_order_relaxed`, and no fence is left before it: thread 0 stores partials[blockIdx.x] and publishes nothing (no release pattern before the ticket, PTX; the project\'s ticket rule wants a fence or release there), so the last block\'s plain reads of partials race with the other blocks\' plain stores.',
    [('sc_ticket.fetch_add(1u, cuda::memory_order_acq_rel);', 'sc_ticket.fetch_add(1u, cuda::memory_order_relaxed);  // CAUSE')], cause=RACE)
mut('scopes_l17_ticket_reset_dropped', 'scopes/l17_device_atomic_obj_acq_rel', 'fail 1',
    'Reset dropped: the last block no longer stores `sc_ticket = 0`. The __device__ ticket keeps 256 after the first launch; the second launch (SPEC: twice, no host reset) hands out tickets 256..511, none equals gridDim.x - 1 = 255, so nobody merges and output[0] stays NaN on launch 2.',
    [('if (tid == 0) { output[0] = sm[0]; sc_ticket.store(0u, cuda::memory_order_relaxed); }', 'if (tid == 0) { output[0] = sm[0]; }')], cause=WRONG)
mut('ticket_l25_block_scope_counter', 'ticket/l25_device_cuda_atomic_ticket', 'fail 1',
    'Scope narrowed: the __device__ `cuda::atomic<unsigned, thread_scope_device> tk_count` declared `thread_scope_block`. Its fetch_add is then atom.acq_rel.cta: atomic only with respect to the threads of one block (libcu++ scopes, PG Atomic Functions for the _block forms), and 256 blocks increment it: the increments are not morally strong with each other (PTX), tickets may be lost or repeated, and the .cta release/acquire synchronizes nothing between blocks, so the partials race.',
    [('am_last = tk_count.fetch_add(1u, cuda::memory_order_acq_rel) == gridDim.x - 1;', 'am_last = tk_count.fetch_add(1u, cuda::memory_order_acq_rel) == gridDim.x - 1;  // CAUSE')],
    pre_edits=[('cuda::atomic<unsigned int, cuda::thread_scope_device> tk_count{0};', 'cuda::atomic<unsigned int, cuda::thread_scope_block> tk_count{0};')], cause=RACE)
mut('litmus_l14_fence_below_ticket', 'litmus/l14_ticket_atomicInc', 'fail 1',
    'Fence moved by one statement: the release `__threadfence()` before `atomicInc(counter, gridDim.x)` moved below it (two fences after the ticket, none before). The partial store is not ordered before the relaxed atomicInc (PTX release pattern = fence then the strong write; PG Memory Fence Functions), so the last block\'s reads of partials race.',
    [('        __threadfence();\n        const unsigned int t = atomicInc(counter, gridDim.x);\n        __threadfence();',
      '        const unsigned int t = atomicInc(counter, gridDim.x);  // CAUSE\n        __threadfence();\n        __threadfence();')], cause=RACE)
mut('litmus_l14_inc_limit_minus_one', 'litmus/l14_ticket_atomicInc', 'pass',
    E + '`atomicInc(counter, gridDim.x)` -> `atomicInc(counter, gridDim.x - 1)`. PG: atomicInc stores ((old >= val) ? 0 : old + 1); with val = N - 1 the tickets are still 0..N-1 in RMW order (old = N-2 -> N-1, old = N-1 -> 0), the last block still sees N - 1, and the counter wraps to 0 itself; the last block\'s `*counter = 0u` (kept) stores the 0 it already holds, after every atomicInc of the launch (all N came before the one that returned N - 1).',
    [('atomicInc(counter, gridDim.x);', 'atomicInc(counter, gridDim.x - 1);')])
mut('legacy_l02_reset_dropped', 'legacy/l02_threadfence_sample_with_acquire_fence', 'fail 1',
    'Reset dropped: `lg_retirementCount = 0;` deleted, trusting atomicInc to wrap. It does not with this limit: atomicInc(&c, gridDim.x) gives old = N-1 -> N (N-1 < N), so the counter is 256 after launch 1; launch 2: the first block gets 256 (>= 256 -> stores 0), the others 0..254, nobody gets 255, output[0] stays NaN.',
    [('            lg_retirementCount = 0;\n', '')], cause=WRONG)
mut('legacy_l02_volatile_read_dropped', 'legacy/l02_threadfence_sample_with_acquire_fence', 'pass',
    E + 'volatile dropped from the last block\'s read `((volatile float *)partials)[b]`. The reader already has the acquire pattern (its atomicInc, then __threadfence(), then __syncthreads() to the block: PTX), and every partial store is released by its block\'s fence before its ticket; the plain reads are ordered after the stores. (The project\'s ticket rule would not even need the reader fence.)',
    [('sum += ((volatile float *)partials)[b];', 'sum += partials[b];')])
mut('veteran_v20_reset_dropped', 'veteran/v20_threadfence_system_atomicInc', 'pass',
    E + '`*counter = 0;` dropped. Here the limit is gridDim.x - 1: atomicInc wraps the counter to 0 when the last block takes ticket N - 1 (PG: (old >= val) ? 0 : old + 1), so the counter is 0 at the end of every launch without the reset (SPEC satisfied) and launch 2 starts from 0.',
    [('if (tid == 0) { output[0] = sdata[0]; *counter = 0; }', 'if (tid == 0) { output[0] = sdata[0]; }')])
mut('veteran_v20_release_fence_block', 'veteran/v20_threadfence_system_atomicInc', 'fail 1',
    'Scope narrowed: the release `__threadfence_system()` before the ticket made `__threadfence_block()` (fence.cta). A .cta fence does not order the partial store for an observer in another block (PTX: the release pattern\'s scope must include the observer), and the ticket rule wants a device fence: the last block\'s read of partials races.',
    [('partials[blockIdx.x] = sdata[0];\n        __threadfence_system();', 'partials[blockIdx.x] = sdata[0];\n        __threadfence_block();  // CAUSE')], cause=RACE)
mut('ta_l11_cas_first_guess_one', 'ta/l11_ticket_by_atomiccas_loop', 'pass',
    E + 'the CAS loop\'s first guess `seen = 0u` -> `seen = 1u`. atomicCAS returns the value it found; the loop retries with that value until its CAS succeeds, so the ticket is the counter value this block\'s successful CAS replaced, whatever the first guess (a guess of 1 succeeds exactly when the counter is 1). Same tickets, same fence before them.',
    [('unsigned int seen = 0u, prev;', 'unsigned int seen = 1u, prev;')])
mut('sched_l02_fence_above_flag_store', 'sched/l02_cas_loop_volatile_reread', 'pass',
    E + 'the second `__threadfence()` moved one statement up, above `am_last = (t == gridDim.x - 1);`. am_last is a __shared__ bool published by the __syncthreads() that follows either way; the fence still follows the ticket CAS (the acquire side, which the ticket rule does not even need) and the release fence before the ticket is untouched.',
    [('        am_last = (t == gridDim.x - 1);\n        __threadfence();', '        __threadfence();\n        am_last = (t == gridDim.x - 1);')])
mut('hpc_l09_fence_above_lock', 'hpc/l09_grid_critical_section_fenced', 'unclear',
    '(Written "fail 1" before the run; made unclear after it, with the rule below, not from p34\'s verdict: the locks hunt\'s r06_fence_before_cas_not_after is this very shape and is unclear there, as the ticket and litmus hunts did: the PTX formal model asks for an acquire fence after the relaxed CAS, the Programming Guide\'s threadFenceReduction reads after its relaxed ticket with no fence, and p34 judges a CUDA atomic\'s read by the Guide on purpose, sim/check.cpp check_access; docs/verdict-locks.md.) Fence moved by one statement: the acquire `__threadfence()` after the lock\'s atomicCAS moved above the spin. The relaxed CAS that takes the lock is now followed by no fence, so the critical section\'s plain reads of hc_acc / hc_done are not ordered after the previous holder\'s writes (its fence + atomicExch release them, but no acquire pattern takes them: PTX): data race on hc_acc.',
    [('        while (atomicCAS(&hc_glock, 0, 1) != 0) { }  // omp critical over the grid\n        __threadfence();',
      '        __threadfence();\n        while (atomicCAS(&hc_glock, 0, 1) != 0) { }  // omp critical over the grid  // CAUSE')], cause=RACE)
mut('locks_l11_unlock_plain_store', 'locks/l11_shared_lock_block_sum_then_ticket', 'fail 1',
    'Atomic made plain: the shared lock\'s unlock `atomicExch(&s_lock, 0)` made `s_lock = 0`. The plain store conflicts with the other threads\' atomicCAS on s_lock and is not strong (PTX: not morally strong, unordered): a data race on the lock word, and fence.cta + a weak store is no release pattern for s_sum.',
    [('    atomicExch(&s_lock, 0);', '    s_lock = 0;  // CAUSE')], cause=RACE)
mut('locks_l10_acc_reset_dropped', 'locks/l10_lock_plus_ticket_merge', 'fail 1',
    'Reset dropped: the last block no longer zeroes the __device__ accumulator lk_acc. Launch 1 is right; launch 2 (SPEC: twice, no host reset) adds the 256 block sums onto the first total, output[0] doubles.',
    [('        lk_acc = 0.0f;\n', '')], cause=WRONG)
mut('mojo_l06_merge_stride_minus_one', 'mojo/l06_grid1_helper_last_block', 'fail 1',
    'Stride off by one: the last block\'s gather `b += blockDim.x` -> `b += blockDim.x - 1`. With 256 partials and 256 threads, thread 0 reads partials[0] and partials[255], thread 255 reads partials[255]: partial 255 counted twice, output[0] wrong.',
    [('b < gridDim.x; b += blockDim.x) s += partials[b];', 'b < gridDim.x; b += blockDim.x - 1) s += partials[b];')], cause=WRONG)
mut('interview_l14_or_to_and', 'interview/l14_syncthreads_or_early_return', 'fail 1',
    'Guard changed: `__syncthreads_or(tid == 0 && t == gridDim.x - 1)` -> `__syncthreads_and(...)`. The predicate is false in threads 1..255 of every block, so the AND is 0 everywhere: every block returns, nobody merges, output[0] is never written (and the counter is left at 256).',
    [('__syncthreads_or(', '__syncthreads_and(')], cause=WRONG + '|counter')
mut('interview_l14_guard_tid_dropped', 'interview/l14_syncthreads_or_early_return', 'pass',
    E + '`__syncthreads_or(tid == 0 && t == gridDim.x - 1)` -> `__syncthreads_or(t == gridDim.x - 1)`. t is a local initialised to 0 and set only by thread 0 (`if (!tid) ... t = atomicAdd(...)`); in the other threads t == 0 != 255, so the OR is the same.',
    [('__syncthreads_or(tid == 0 && t == gridDim.x - 1)', '__syncthreads_or(t == gridDim.x - 1)')])
mut('exam_l15_ticket_minus_two', 'exam/l15_parallel_merge_tree', 'fail 1',
    'Expected count changed: `am_last = (ticket == gridDim.x - 1)` -> `gridDim.x - 2`. The block with the second-to-last ticket merges while one block has not taken its ticket: its partial store is not ordered before the merge\'s read of partials (a data race, PTX), and that block\'s later atomicAdd lands after the merge block zeroed the counter (counter 1 at the end, SPEC wants 0).',
    [('am_last = (ticket == gridDim.x - 1);', 'am_last = (ticket == gridDim.x - 2);  // CAUSE')], cause=RACE + '|' + WRONG + '|counter')
mut('xlate_g10_ctarank_for_nctarank', 'xlate/g10_lastblock_nclusterid_implicit_clusters', 'fail 1',
    'Index swapped: the block count `%%nclusterid.x * %%cluster_nctarank` reads `%%cluster_ctarank` (the block\'s rank in its cluster, 0 in the implicit 1-block clusters of this grid) instead of `%%cluster_nctarank` (1). nblocks = 0, `atomicAdd(counter, 1u) == nblocks - 1` = 0xffffffff is never true: nobody merges, output[0] is never written, the counter ends at 256.',
    [('asm("mov.u32 %0, %%cluster_nctarank;" : "=r"(per));', 'asm("mov.u32 %0, %%cluster_ctarank;" : "=r"(per));')], cause=WRONG + '|counter')

# ============================================================== reduction
mut('locks_r28_exchange_relaxed', 'locks/r28_cuda_atomic_bool_exchange', 'unclear',
    '(Written "fail 1" before the run; made unclear after it: a relaxed read-modify-write that takes a lock with no fence after it is the shape the locks hunt made unclear (r02_lock_no_acquire_fence: atomicCAS is relaxed too); p34 defers the acquire of an explicit memory_order_relaxed LOAD (sysprog r02) but not of a relaxed RMW, which it reads as the Guide\'s ticket. By PTX it is a race; the project has not settled the RMW case: left to the lead, docs/verdict-mutants4.md.) Order weakened: the lock\'s `lk_b.exchange(true, memory_order_acquire)` made `memory_order_relaxed`. The unlock still releases, but the taking exchange acquires nothing (PTX: no acquire pattern), so `lk_acc += sm[0]` reads the previous holder\'s plain write unordered: data race on lk_acc.',
    [('while (lk_b.exchange(true, cuda::std::memory_order_acquire)) { }', 'while (lk_b.exchange(true, cuda::std::memory_order_relaxed)) { }  // CAUSE')], cause=RACE)
mut('hopper_h09_ld_acquire_cta', 'hopper/h09_counter_red_release_ld_acquire', 'fail 1',
    'Scope narrowed: rank 0\'s poll `ld.acquire.cluster.shared::cta.u32` of the arrival counter made `ld.acquire.cta`. The peers\' `red.release.cluster` come from other CTAs; a .cta load\'s scope does not include them, so the load is not morally strong with the reds (a data race on cnt, PTX) and synchronizes with none of them: parts[r] (stored by the peers with st.shared::cluster) races with rank 0\'s read.',
    [('"ld.acquire.cluster.shared::cta.u32 %0, [%1];" : "=r"(seen) : "r"(hp_smem(&cnt)) : "memory");', '"ld.acquire.cta.shared::cta.u32 %0, [%1];" : "=r"(seen) : "r"(hp_smem(&cnt)) : "memory");  // CAUSE')], cause=RACE)
mut('cccl_r13_wait_below_read', 'cccl/r13_cuda_barrier_token_split', 'fail 1',
    'Wait moved: in the split-phase tree, `bar.wait(token)` moved two statements down, below `if (active) add = sm[threadIdx.x + st];`. Thread tid now reads sm[tid + st] after its own arrive but before the phase completes: thread tid + st\'s store of that slot (the initial `sm[threadIdx.x] = v`, or its `+= add` of the previous step, both before its arrive) is not ordered before the read (libcu++ cuda::barrier: only wait orders the other arrivals\' prior writes): data race on sm.',
    [('        bar.wait(cuda::std::move(token));\n        float add = 0.0f;\n        if (active) add = sm[threadIdx.x + st];',
      '        float add = 0.0f;\n        if (active) add = sm[threadIdx.x + st];  // CAUSE\n        bar.wait(cuda::std::move(token));')], cause=RACE)
mut('async_b11_second_wait_parity0', 'async/b11_st_async_two_rounds_parity_flips', 'fail 1',
    'Parity bit flipped: rank 0\'s second `mbar_wait_cl(&bar, 1)` made parity 0. Phase 0 has completed already (the first round), so try_wait.parity 0 passes at once (PTX mbarrier) and rank 0 reads parts2[1..3] while the peers\' st.async writes of round 2 are in flight: a data race (the reads are not ordered after the complete_tx of phase 1).',
    [('mbar_wait_cl(&bar, 1);', 'mbar_wait_cl(&bar, 0);  // CAUSE')], cause=RACE)
mut('hopper_h17_init_count_cluster_size', 'hopper/h17_mbar_remote_arrive_cutlass', 'fail 4',
    'Expected count changed: rank 0 inits its mbarrier with `CLUSTER_SIZE` arrivals instead of `CLUSTER_SIZE - 1`; only the three peers arrive (remote arrive.release.cluster), so phase 0 never completes (PTX mbarrier: pending count 1 forever) and rank 0 spins in try_wait.parity 0 for ever: a hang.',
    [('hp_mbar_init(b, CLUSTER_SIZE - 1);', 'hp_mbar_init(b, CLUSTER_SIZE);  // CAUSE')], cause=HANG)
mut('dsmem_d03_remote_add_plain', 'dsmem/d03_remote_atomicAdd_device_scope', 'fail 1',
    'Atomic made plain: `atomicAdd(cluster.map_shared_rank(&acc, 0), sm[0])` made `*cluster.map_shared_rank(&acc, 0) += sm[0]`. Four blocks\' thread 0 read-modify-write rank 0\'s acc with plain accesses between the same two cluster.sync(): conflicting, unordered, weak: a data race (PTX), and updates can be lost.',
    [('if (tid == 0) atomicAdd(cluster.map_shared_rank(&acc, 0), sm[0]);', 'if (tid == 0) *cluster.map_shared_rank(&acc, 0) += sm[0];  // CAUSE')], cause=RACE)
mut('clusterx_r08_block_scope_fetch_add', 'clusterx/r08_atomic_ref_device_scope_on_dsmem', 'fail 1',
    'Scope narrowed: the atomic_ref through which each block\'s thread 0 adds into rank 0\'s acc made `thread_scope_block`. Its fetch_add is atom.relaxed.cta; the four adders are in four CTAs, outside each other\'s scope, so the RMWs are not morally strong (PTX) and not atomic with respect to each other (libcu++: atomicity only among threads of the scope): a data race, updates may be lost.',
    [('cuda::atomic_ref<float, cuda::thread_scope_device> a(*cluster.map_shared_rank(&acc, 0));', 'cuda::atomic_ref<float, cuda::thread_scope_block> a(*cluster.map_shared_rank(&acc, 0));  // CAUSE')], cause=RACE)
mut('ticket_r10_block_fence_before_ticket', 'ticket/r10_dsmem_ticket_last_block', 'fail 1',
    'Scope narrowed: the fence between `temp_storage[rank] = sm[0]` and the DSMEM ticket atomicAdd made `__threadfence_block()` (fence.cta). The block whose ticket is 3 reads the other blocks\' temp_storage; a .cta fence does not order the store for an observer in another CTA (PTX release pattern), so the store and the read race.',
    [('        temp_storage[rank] = sm[0];\n        __threadfence();', '        temp_storage[rank] = sm[0];\n        __threadfence_block();  // CAUSE')], cause=RACE)
mut('prod_r20_reader_block_scope', 'prod/r20_dsmem_push_flag_spin_nanosleep_pass', 'fail 1',
    'Scope narrowed on one side: rank 0\'s atomic_ref on its own `arrived` made `thread_scope_block` (the peers\' fetch_add(release) stay device scope). The acquire load is ld.acquire.cta: its scope does not contain the peers\' threads, so it is not morally strong with their RMWs (a data race on arrived, PTX) and synchronizes with none of them: the peers\' DSMEM stores into slot[] race with rank 0\'s reads.',
    [('cuda::atomic_ref<unsigned int, cuda::thread_scope_device> a(arrived);', 'cuda::atomic_ref<unsigned int, cuda::thread_scope_block> a(arrived);  // CAUSE')], cause=RACE)
mut('hopper_h26_acquire_fence_cta', 'hopper/h26_mbar_relaxed_wait_fence_acquire', 'fail 1',
    'Scope narrowed: the acquire fence after rank 0\'s relaxed try_wait.parity loop made `fence.acquire.cta`. The peers\' parts[] stores are released at cluster scope, but the acquire pattern (strong read, then a fence) needs a fence whose scope includes the writers (PTX); .cta does not: the parts[] stores and rank 0\'s reads race.',
    [('asm volatile("fence.acquire.cluster;" ::: "memory");', 'asm volatile("fence.acquire.cta;" ::: "memory");  // CAUSE')], cause=RACE)
mut('hpc_r31_butterfly_half', 'hpc/r31_private_partials_butterfly_then_accumulate', 'fail 1',
    'Loop bound off: the xor butterfly `m < WARP_SIZE` -> `m < WARP_SIZE / 2` (offsets 1..8, not 16): each lane ends with the sum of its half-warp only, lane 0 adds half its warp into acc: output[0] wrong.',
    [('for (int m = 1; m < WARP_SIZE; m <<= 1)', 'for (int m = 1; m < WARP_SIZE / 2; m <<= 1)')], cause=WRONG)
mut('hpc_r31_sync_above_butterfly', 'hpc/r31_private_partials_butterfly_then_accumulate', 'pass',
    E + 'the first `comm.sync()` moved above the shuffle loop. The loop touches only registers (__shfl_xor_sync); the barrier still comes after `acc = 0.0f` and before the remote atomicAdds, which is all it orders.',
    [('    #pragma unroll\n', '    comm.sync();\n    #pragma unroll\n'), ('v += __shfl_xor_sync(0xffffffffu, v, m);\n    comm.sync();\n', 'v += __shfl_xor_sync(0xffffffffu, v, m);\n')])
mut('scopes_r01_count_minus_two', 'scopes/r01_shared_atomic_obj_release_acquire', 'fail 1',
    'Expected count changed: rank 0 spins until `arrived >= CLUSTER_SIZE - 2` (2) instead of 3. It may leave after two peers\' fetch_add(release) and read the third peer\'s sums[r] before (or while) that peer stores it: in that execution the store and the read are unordered, a data race (PTX; a race in some execution is a race).',
    [('while (arrived.load(cuda::memory_order_acquire) < CLUSTER_SIZE - 1) { }', 'while (arrived.load(cuda::memory_order_acquire) < CLUSTER_SIZE - 2) { }  // CAUSE')], cause=RACE)
mut('cluster_k27_arrive_relaxed', 'cluster/k27_mbarrier_remote_arrive', 'fail 1',
    'Order weakened: the peers\' remote `mbarrier.arrive.release.cluster` made `.relaxed.cluster`. Nothing releases their temp_storage[rank] store any more (no fence before the arrive); rank 0\'s try_wait.parity.acquire acquires nothing from a relaxed arrive (PTX): temp_storage race.',
    [('asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];" :: "r"(remote) : "memory");', 'asm volatile("mbarrier.arrive.relaxed.cluster.shared::cluster.b64 _, [%0];" :: "r"(remote) : "memory");  // CAUSE')], cause=RACE)
mut('learn_r11_zero_only_rank0', 'learn/r11_remote_atomic_zeroed_after_sync', 'pass',
    E + '`if (tid == 0) total = 0.0f;` -> `if (cluster.block_rank() == 0 && tid == 0) total = 0.0f;`. Only rank 0\'s `total` is ever added into (map_shared_rank(&total, 0)) and read; the other blocks\' copies are never touched, so leaving them unset changes nothing.',
    [('if (tid == 0) total = 0.0f;', 'if (cluster.block_rank() == 0 && tid == 0) total = 0.0f;')])
mut('golf_r22_classic_interleaved', 'golf/r22_interleaved_bit_test', 'pass',
    E + 'the step guard `!(t & s)` -> `!(t & (2 * s - 1))` (the classic interleaved `t % (2s) == 0`). The classic set is a subset of the original\'s; m[0] gets the same additions (m[0] += m[s] with m[s] the sum of its 2s-aligned block in both, by induction), each step still writes only slots with bit s clear and reads slots with bit s set, and only m[0] is used.',
    [('if (!(t & s)) m[t] += m[t + s];', 'if (!(t & (2 * s - 1))) m[t] += m[t + s];')])
mut('golf_r22_bound_half', 'golf/r22_interleaved_bit_test', 'fail 1',
    'Loop bound off: `s < TPB` -> `s < TPB / 2`; the s = 128 step is gone, m[0] holds only the sum of m[0..127]: temp_storage and output[0] wrong.',
    [('for (int s = 1; s < TPB; s <<= 1)', 'for (int s = 1; s < TPB / 2; s <<= 1)')], cause=WRONG)
mut('industry_r18_blockidx_slot', 'industry/r18_redux_sync_integers', 'pass',
    E + '`temp_storage[rank]` -> `temp_storage[blockIdx.x]`. The --reduction grid is 4 blocks in one cluster of 4 (SPEC), so blockIdx.x equals the cluster rank in every block.',
    [('if (threadIdx.x == 0) temp_storage[rank] = (float)b;', 'if (threadIdx.x == 0) temp_storage[blockIdx.x] = (float)b;')])
mut('pyport_r08_store_from_254', 'pyport/r08_hillis_steele_scan_total', 'pass',
    E + 'the thread that stores the scan total `if (tid == TPB - 1)` -> `if (tid == TPB - 2)`; it still stores sm[TPB - 1]. The loop ends with __syncthreads(), so sm[TPB - 1] (written by thread 255) is visible to thread 254 as to any thread; one writer still.',
    [('if (tid == TPB - 1) temp_storage[rank] = sm[TPB - 1];', 'if (tid == TPB - 2) temp_storage[rank] = sm[TPB - 1];')])
mut('pro_r24_second_wait_after_sync', 'pro/r24_cuda_pipeline_two_stages', 'pass',
    E + 'the second `consumer_wait(); consumer_release();` pair moved below the `__syncthreads()`. The pipeline is thread-scope: thread tid waits for its own copies only. Stage 1 (a[tid]) is still waited before the barrier that publishes a[]; stage 2 filled b[tid], which only thread tid reads (`a[tid] += b[tid]`), after its own wait; the barrier after that add is unchanged.',
    [('    pipe.consumer_wait();\n    pipe.consumer_release();\n    pipe.consumer_wait();\n    pipe.consumer_release();\n    __syncthreads();\n',
      '    pipe.consumer_wait();\n    pipe.consumer_release();\n    __syncthreads();\n    pipe.consumer_wait();\n    pipe.consumer_release();\n')])

# ============================================================== coordination
mut('hopper_h28_full_parity_flipped', 'hopper/h28_pipeline_two_stage_parity', 'fail 4',
    'Parity bit flipped: the consumer warp\'s WAITFULL `(k >> 1) & 1` -> `((k >> 1) + 1) & 1`. (Written "fail 1, a race on buf" before the run; p34 said hang on every schedule, and re-tracing the PTX rule (try_wait.parity P passes once the phase of parity P has completed, i.e. while the current phase\'s parity differs from P) shows every execution deadlocks, so the truth is fail 4; the race is real in some executions but never the outcome.) If the consumer reaches k = 0 before the producer completes full[0] phase 0, parity 1 passes at once (race on buf[0]), it arrives early on empty[0] and empty[1], so by k = 4 empty[0] is in phase 2 (parity 0) when the producer at k = 2 waits for parity 0: the producer waits for the consumer\'s k = 4 arrival, the consumer at k = 4 waits (full[0] parity 1) for the producer\'s k = 2 store: deadlock. If the producer completes full[0] phase 0 first, the consumer at k = 0 waits for parity 1 = phase 1 (the producer\'s k = 2), while the producer at k = 2 waits for empty[0] phase 0 (the consumer\'s k = 0): deadlock at once.',
    [('hp_wait_parity_cta(hp_smem(&full[s]), (k >> 1) & 1);  // WAITFULL', 'hp_wait_parity_cta(hp_smem(&full[s]), ((k >> 1) + 1) & 1);  // WAITFULL  // CAUSE')], cause=HANG)
mut('async_x04_wait_below_scale', 'async/x04_cuda_barrier_memcpy_async_tx', 'fail 1',
    'Wait moved by one statement: `bar.wait(std::move(token))` moved below `sm[tid] *= (float)(rank + 1)`. Each thread read-modify-writes its slot while the async bulk copy (memcpy_async_tx, completing on the barrier\'s tx count) may still be writing it: the copy\'s writes are ordered only before the wait\'s return (libcu++ / PTX mbarrier complete_tx): a data race on sm.',
    [('    bar.wait(std::move(token));\n    sm[tid] *= (float)(rank + 1);', '    sm[tid] *= (float)(rank + 1);  // CAUSE\n    bar.wait(std::move(token));')], cause=RACE)
mut('async_a01_init_count_two', 'async/a01_tma_load_all_wait', 'fail 4',
    'Expected count changed: `mbar_init(&bar, 1)` -> 2. Only thread 0 arrives (arrive.expect_tx), so even after the TMA bytes land the pending arrival count stays 1: phase 0 never completes and all 256 threads wait in mbar_wait(&bar, 0) for ever (PTX mbarrier).',
    [('mbar_init(&bar, 1);', 'mbar_init(&bar, 2);  // CAUSE')], cause=HANG)
mut('dsmem_y03_flag_store_plain', 'dsmem/y03_volatile_flag_store_volatile_spin', 'fail 1',
    'volatile dropped on the writer: rank 0\'s `*(volatile int *)&flag = 1` made the plain `flag = 1`. The peers spin on it with volatile (strong) loads from other CTAs; the plain store is weak, so the store and those loads conflict without being morally strong: a data race (PTX), and fence + a weak store is no release pattern (nvcc may also sink or merge a plain store).',
    [('__threadfence(); *(volatile int *)&flag = 1; }', '__threadfence(); flag = 1; }  // CAUSE')], cause=RACE)
mut('cluster_k15_release_dropped', 'cluster/k15_release_arrive_acquire_wait_neighbour', 'pass',
    E + '`barrier.cluster.arrive.release.aligned` -> `barrier.cluster.arrive.aligned`. PTX barrier.cluster: arrive without a qualifier has .release semantics by default (and wait .acquire), so the instruction is the same.',
    [('barrier.cluster.arrive.release.aligned;', 'barrier.cluster.arrive.aligned;')])
mut('cluster_k15_neighbour_slots', 'cluster/k15_release_arrive_acquire_wait_neighbour', 'fail 1',
    'Index swapped: thread 0 reads `map_shared_rank(wpart, rank)` -> the next block\'s wpart `(rank + 1) % CLUSTER_SIZE`. No race (the release/acquire cluster barrier orders every block\'s wpart stores before the reads, the trailing barrier keeps the peer alive), but output[b] is block b+1\'s sum (x (b+2)): wrong numbers.',
    [('map_shared_rank(wpart, (int)rank)', 'map_shared_rank(wpart, (int)((rank + 1) % CLUSTER_SIZE))')], cause=WRONG)
mut('cgapi_c05_arrive_after_store', 'cgapi/c05_cluster_token_arrive_wait', 'pass',
    E + '`auto token = cluster.barrier_arrive();` moved below the `if (tid == 0) { ... output[rank] = t; }` block. The split cluster barrier guards no shared or distributed memory here (each block reads only its own ws after block.sync() and writes its own output slot); arrive still precedes wait in every thread.',
    [('    auto token = cluster.barrier_arrive();\n\n    if (tid == 0) {\n        float t = 0.0f;\n        for (int w = 0; w < TPB / 32; w++) t += ws[w];\n        output[rank] = t;\n    }\n',
      '    if (tid == 0) {\n        float t = 0.0f;\n        for (int w = 0; w < TPB / 32; w++) t += ws[w];\n        output[rank] = t;\n    }\n\n    auto token = cluster.barrier_arrive();\n')])
mut('cgapi_c38_label_mod4', 'cgapi/c38_labeled_partition_by_eighth', 'pass',
    E + 'the labeled_partition label `warp.thread_rank() / 8` -> `warp.thread_rank() % 4`. Still four labels 0..3, four groups of 8 lanes each (strided instead of contiguous); each group\'s cg::reduce sums its 8 values, its rank-0 lane stores q[meta_group_rank * 4 + label], one writer per slot, all 32 slots written; the 32 slots still hold a partition of the block\'s 256 values, so the total has the same terms; only the order of the float additions changes, which the SPEC\'s float32 summation bound for --coordination accepts.',
    [('const unsigned int label = warp.thread_rank() / 8;', 'const unsigned int label = warp.thread_rank() % 4;')])
mut('cgapi_c49_scan_guard_gt', 'cgapi/c49_tile_shfl_up_scan', 'fail 1',
    'Guard changed: the Hillis-Steele warp scan\'s `if (warp.thread_rank() >= o) p += q;` -> `> o`: lane o drops the value o lanes below it at step o, so lane 31\'s inclusive prefix misses terms; the warp totals and output are wrong.',
    [('if (warp.thread_rank() >= o) p += q;', 'if (warp.thread_rank() > o) p += q;')], cause=WRONG)
mut('warp_w26_second_lane_adds', 'warp/w26_match_any_groups_of_8', 'pass',
    E + 'the adder `lane == __ffs(g) - 1` -> `lane == __ffs(g)` (the second lane of each group of 8 instead of the first). After the xor butterfly over offsets 4, 2, 1 inside the group, every lane of the group holds the group\'s sum (PG Warp Shuffle Functions), and each group still has exactly one adder (lane 8k+1).',
    [('if (lane == __ffs(g) - 1) atomicAdd(&bs, v);', 'if (lane == __ffs(g)) atomicAdd(&bs, v);')])
mut('warp_w31_block_scope_atomic', 'warp/w31_warp_aggregated_compaction', 'pass',
    E + 'the warp-aggregated `atomicAdd(&cnt, __popc(m))` -> `atomicAdd_block(...)`. cnt is __shared__: only threads of this block can reach it, and the _block form is atomic among exactly those (PG Atomic Functions).',
    [('atomicAdd(&cnt, __popc(m))', 'atomicAdd_block(&cnt, __popc(m))')])
mut('progress_m04_arrive_not_drop', 'progress/m04_cuda_barrier_arrive_and_drop', 'pass',
    E + 'the leaving half\'s `bar.arrive_and_drop()` -> `(void)bar.arrive()`. The barrier is used for one phase only: phase 0 still completes when all 256 threads have arrived (dropping only lowers the expected count of later phases, and there are none); the leaving threads then return as before.',
    [('bar.arrive_and_drop();', '(void)bar.arrive();')])
mut('cgapi_c47_wait_prior_2', 'cgapi/c47_memcpy_async_wait_prior', 'fail 1',
    'Expected count changed: `cg::wait_prior<1>(block)` -> `cg::wait_prior<2>`. wait_prior<N> waits until at most N of the latest batches are still pending; with two batches in flight it waits for nothing, so threads tid < 128 read sm[tid] while the first memcpy_async may still be writing it (PG Cooperative Groups memcpy_async): a data race.',
    [('cg::wait_prior<1>(block);', 'cg::wait_prior<2>(block);  // CAUSE')], cause=RACE)

# ============================================================== advanced
mut('dsmem_v04_shfl_from_8', 'dsmem/v04_adv_atomicAdd_into_next', 'fail 1',
    'Loop bound off: the warp reduction `__shfl_down_sync` loop starts at offset 8 instead of 16: lane 0 ends with lanes 0..15 only, and that half-warp sum is what the elected lane adds into the next block\'s acc: outputs wrong.',
    [('for (int o = 16; o > 0; o >>= 1) w += __shfl_down_sync(0xffffffffu, w, o);', 'for (int o = 8; o > 0; o >>= 1) w += __shfl_down_sync(0xffffffffu, w, o);')], cause=WRONG)
mut('dsmem_v04_lane0_for_elect', 'dsmem/v04_adv_atomicAdd_into_next', 'pass',
    E + '`if (elect_one_sync()) atomicAdd(...)` -> `if (lane == 0) atomicAdd(...)`. w was broadcast from lane 0 to the whole warp (`__shfl_sync(..., w, 0)`), so any one lane adds the same value; still exactly one adder per warp.',
    [('if (elect_one_sync()) atomicAdd(', 'if (lane == 0) atomicAdd(')])
mut('cccl_a06_spin_relaxed', 'cccl/a06_atomic_ref_counter_acq_rel_spin', 'fail 1',
    'Order weakened: thread 0\'s spin `d.load(memory_order_acquire)` made `memory_order_relaxed`. The warp leaders still fetch_add(release), but no acquire pattern follows the loads (PTX), so thread 0\'s plain reads of warp_sums[w] race with the leaders\' stores.',
    [('while (d.load(cuda::memory_order_acquire) < TPB / 32) { }', 'while (d.load(cuda::memory_order_relaxed) < TPB / 32) { }  // CAUSE')], cause=RACE)
mut('scopes_c18_fetch_add_relaxed', 'scopes/c18_fetch_add_raise_wait_acquire', 'fail 1',
    'Order weakened: the flag raise `fetch_add(1u, memory_order_acq_rel)` made `memory_order_relaxed`. The neighbour\'s wait(0, acquire) then reads a value written by a relaxed RMW with nothing before it released: `pub = sm[0]` is not ordered before the neighbour\'s DSMEM read of pub (PTX): data race.',
    [('fetch_add(1u, cuda::memory_order_acq_rel);', 'fetch_add(1u, cuda::memory_order_relaxed);  // CAUSE')], cause=RACE)
mut('scopes_c23_wait_own_flag', 'scopes/c23_shared_atomic_obj_wait_notify', 'fail 1',
    'Index swapped: `pf = cluster.map_shared_rank(&flag, peer)` -> `&flag` (own). A thread waits on its own flag, which it has just set to 1, so the wait returns at once and the thread reads the peer\'s pub through DSMEM with nothing ordering the peer\'s store before it: data race on pub (PTX).',
    [('auto *pf = cluster.map_shared_rank(&flag, peer);', 'auto *pf = &flag;  // CAUSE')], cause=RACE)
mut('sysprog_c16_count_minus_one', 'sysprog/c16_hand_barrier_acq_rel', 'fail 4',
    'Expected count changed: the hand-made barrier spins `while (load != TPB - 1)` instead of `!= TPB`. The last thread to arrive makes the counter TPB with its fetch_add and then never sees TPB - 1 again; every thread that did not catch the counter at exactly 255 spins for ever: a hang (the last arriver always does).',
    [('while (a.load(cuda::memory_order_acquire) != TPB) { }', 'while (a.load(cuda::memory_order_acquire) != TPB - 1) { }  // CAUSE')], cause=HANG)
mut('locks_a01_release_fence_after_unlock', 'locks/a01_elected_leaders_shared_lock', 'fail 1',
    'Fence moved by one statement: the release `__threadfence_block()` before the unlock `atomicExch(&s_lock, 0)` moved after it. The next leader takes the lock (CAS, then a fence: its acquire) but the previous holder\'s `s_total += ws` was not ordered before its relaxed atomicExch (PTX release pattern = fence then the strong write): data race on s_total.',
    [('        s_total += ws;\n        __threadfence_block();\n        atomicExch(&s_lock, 0);', '        s_total += ws;\n        atomicExch(&s_lock, 0);  // CAUSE\n        __threadfence_block();')], cause=RACE)
mut('sysprog_a01_arrive_before_publish', 'sysprog/a01_ready_flags_release_acquire_block', 'pass',
    E + '`cluster_arrive();` moved above the elected lanes\' publish block. The cluster barrier guards nothing of this kernel (no distributed shared memory, each block reads only its own warp_sums through its own release/acquire flags); arrive still precedes wait in every thread.',
    [('    cluster_arrive();\n', ''), ('    if (elect_one_sync()) {\n', '    cluster_arrive();\n    if (elect_one_sync()) {\n')])
mut('evade_a06_wait_own_warp', 'evade/a06_warp_flags_release_acquire', 'fail 4',
    'Loop bound off: thread 0 gathers the warp flags from `w = 0` instead of `w = 1`. Warp 0 never raises ready[0] (its sum is thread 0\'s own v, `lane == 0 && warp != 0` publishes), so thread 0 spins on ready[0] == 0 for ever: a hang.',
    [('for (int w = 1; w < TPB / WARP_SIZE; w++) {', 'for (int w = 0; w < TPB / WARP_SIZE; w++) {  // CAUSE')], cause=HANG)
mut('pro_a05_syncthreads_above_fill', 'pro/a05_mbarrier_block_ptx', 'fail 1',
    'Barrier moved by one statement: `__syncthreads()` moved above `sd[tid] = input[...]`. The elected lane of each warp then sums sd[] of its 31 warp-mates with nothing ordering their stores before its reads (no __syncwarp either; PG Independent Thread Scheduling): data race on sd.',
    [('    sd[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);\n    __syncthreads();', '    __syncthreads();\n    sd[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);  // CAUSE')], cause=RACE)
mut('gfx_a11_arrive_before_syncthreads', 'gfx/a11_fixed_point_wave_reduce', 'pass',
    E + '`__syncthreads(); cluster_arrive();` swapped to `cluster_arrive(); __syncthreads();`. __syncthreads() still separates the elected lanes\' wave_q stores from thread 0\'s reads; the cluster barrier guards no shared data here.',
    [('    __syncthreads();\n    cluster_arrive();', '    cluster_arrive();\n    __syncthreads();')])
mut('clusterx_a22_release_cta', 'clusterx/a22_block_totals_with_release_acquire_flags', 'fail 1',
    'Scope narrowed: each block\'s `st.release.cluster` of its ready flag in rank 0\'s shared memory made `st.release.cta`. Rank 0\'s threads are outside the writer\'s CTA, so the flag store and rank 0\'s ld.acquire.cluster are not morally strong (a race on ready) and do not synchronize (PTX): tot[rank] (stored through DSMEM just before) races with rank 0\'s read.',
    [('asm volatile("st.release.cluster.u32 [%0], %1;" :: "l"(cluster.map_shared_rank(&ready[rank], 0)), "r"(1u) : "memory");', 'asm volatile("st.release.cta.u32 [%0], %1;" :: "l"(cluster.map_shared_rank(&ready[rank], 0)), "r"(1u) : "memory");  // CAUSE')], cause=RACE)
