# Cases for gen.py (docs/verdict-hopper.md): the four puzzles written the way experienced Hopper
# developers write cluster code after the Hopper tuning guide, CUTLASS/CuTe, ThunderKittens and
# NVIDIA's blog posts: raw PTX through inline asm helpers (hp_*: %cluster_ctarank, mapa,
# ld/st.shared::cluster incl. vectors, barrier.cluster.arrive.release/.relaxed + wait.acquire,
# mbarrier.init / arrive.expect_tx / expect_tx / try_wait.parity label loops as CUTLASS writes
# them, fence.mbarrier_init, st.async, remote mbarrier arrives, elect.sync as CuTe writes it,
# setmaxnreg warp specialisation, TMA multicast, the PTX 8.6 fence.acquire / fence.release),
# cuda::ptx wrappers, and the expert mistakes (a .relaxed arrive relied on to publish DSMEM
# writes, a missing fence.mbarrier_init, a wrong expect_tx count, a parity bit not flipped on
# reuse, a block leaving while a peer reads its shared memory, mapa with the wrong rank, an
# elect.sync leader assumed to be lane 0, a wrong scope on an atomic, a peer read after only
# the arrive). Every truth was written before p34 ran the kernel.
#
# Citations (PTX ISA 8.7 numbering; CUDA 13.0 ships PTX ISA 9.0, same sections):
#  PTX-MM   = PTX ISA ch. 8 "Memory Consistency Model": 8.7 morally strong (same scope
#             containing both threads), 8.8 release and acquire patterns (a fence.sc /
#             fence.acq_rel / fence.release followed by a strong write; a strong read followed
#             by fence.sc / acq_rel / acquire), 8.10 causality order, data race = conflicting
#             accesses not ordered by causality order.
#  PTX-BC   = 9.7.13.4 "barrier.cluster": arrive defaults to .release, wait to .acquire;
#             .relaxed arrive: "no memory ordering and visibility guarantees" for the accesses
#             before it; wait waits for all non-exited threads of the cluster.
#  PTX-FENCE= 9.7.13.4+ "membar/fence": fence.acquire / fence.release (PTX 8.6, sm_90) are
#             light-weight fences: .release only in release patterns, .acquire only in acquire
#             patterns; fence.mbarrier_init.release.cluster releases prior mbarrier.init to the
#             cluster (needed when the barrier that follows is .relaxed).
#  PTX-MB   = 9.7.13.15 "mbarrier": phases, pending arrivals and tx-count (the phase completes
#             when both are zero), arrive defaults to .release.cta, test/try_wait to
#             .acquire.cta, .parity waits for the completion of the phase whose parity is given
#             (the current phase's parity flips on each completion), remote arrive on
#             .shared::cluster, expect-tx / complete-tx.
#  PTX-STA  = 9.7.9.12 "st.async": a remote store whose complete-tx (its bytes) signals the
#             destination block's mbarrier; the store is visible to a thread that observes the
#             phase completion.
#  PTX-BULK = 9.7.9.25 "cp.async.bulk": .multicast::cluster copies to the same CTA-relative
#             offset of every CTA in ctaMask and signals the mbarrier at the same offset there.
#  PTX-MAPA = 9.7.9.23 "mapa"; PTX-LDST = 9.7.9.8/9.7.9.10 ld/st (.shared::cluster, .v2/.v4).
#  PTX-ELECT= 9.7.13.? "elect.sync": elects one leader of membermask; which one is not
#             specified (CuTe documents it as "not necessarily lane 0").
#  PTX-SMR  = 9.7.19.? "setmaxnreg" (sm_90a): a register hint; .sync.aligned, every warp of
#             the warpgroup executes it; no memory effect.
#  PG-DSMEM = CUDA C++ Programming Guide, "Distributed Shared Memory": every block must have
#             started before a peer touches its shared memory, and every DSMEM access must
#             complete before the owner exits (an access to an exited block's shared memory:
#             undefined; the H100 faults -> exit 5 as in the cluster hunt).
#  SPEC     = docs/SPEC.md (tolerances, one store per output element, exit codes).
RACE = r'data race|race|not ordered|several writers|stored by|before .*(wait|barrier)'
HANG = r'deadlock|did not finish|hang|watchdog|never'
WRONG = r'❌|wrong'
EXITED = r'exited|exit|ended|no longer|after .* returned|left'

PRE = r'''
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
'''

RED = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned rank = hp_rank();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''
COORD = RED.replace('input[blockIdx.x * blockDim.x + tid]', 'input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1)')
# per-warp sums (a butterfly: every lane holds its warp's sum), scaled by rank + 1
WARPS = r'''
    __shared__ __align__(16) float wsum[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned rank = hp_rank();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
'''

# ------------------------------------------------------------------ barrier.cluster semantics
case('h01_push_allgather_release_arrive', 'reduction', 'pass',
     'All-gather by push: a leading hp_sync() (every block started, PG-DSMEM), then thread 0 of every block stores its block sum into parts[rank] of every block (mapa + st.shared::cluster, PTX-MAPA, PTX-LDST), then barrier.cluster.arrive.release + wait.acquire by every thread (PTX-BC): the remote stores happen before every wait returns. Rank 0 thread 0 reads only its own parts[] afterwards, so no trailing barrier is needed (PG-DSMEM: no DSMEM access after the last barrier).', RED + r'''
    __shared__ float parts[CLUSTER_SIZE];
    hp_sync();
    if (tid == 0)
        for (unsigned r = 0; r < hp_nranks(); r++)
            hp_st(hp_mapa(hp_smem(&parts[rank]), r), sm[0]);
    hp_sync();
    if (rank == 0 && tid == 0) output[0] = parts[0] + parts[1] + parts[2] + parts[3];''', pre=PRE)

case('h02_push_allgather_relaxed_arrive', 'reduction', 'fail 5',
     'AMENDED after the first run (was "fail 1"): my reasoning missed a second error: the all-gather also stores into blocks 1-3, and with a relaxed arrive nothing orders block 0\'s st.shared::cluster into block 1 before block 1 passes its wait and exits (PG-DSMEM: the access must complete before the owner exits; the cluster hunt\'s convention: exit 5). Both errors are real; the exited-block access decides the code. ORIGINAL REASON: As h01 but the barrier after the pushes is `barrier.cluster.arrive.relaxed.aligned` + wait: PTX-BC, .relaxed gives "no memory ordering and visibility guarantees" for the accesses before the arrive, and no fence precedes it, so the peers\' st.shared::cluster into rank 0\'s parts[] are not ordered before rank 0\'s reads (PTX-MM data race).', RED + r'''
    __shared__ float parts[CLUSTER_SIZE];
    hp_sync();
    if (tid == 0)
        for (unsigned r = 0; r < hp_nranks(); r++)
            hp_st(hp_mapa(hp_smem(&parts[rank]), r), sm[0]);
    hp_arrive_relaxed();  // CAUSE
    hp_wait();
    if (rank == 0 && tid == 0) output[0] = parts[0] + parts[1] + parts[2] + parts[3];''', pre=PRE, cause=EXITED + '|' + RACE)


case('h03_fence_release_then_relaxed_arrive', 'reduction', 'pass',
     'As h02 with `fence.release.cluster;` (PTX 8.6, sm_90) by every thread right before the relaxed arrive: PTX-FENCE/PTX-MM 8.8, a fence.release followed by a strong operation (the arrive) is a release pattern, and the wait is .acquire; the same shape as the PTX ISA\'s own fence.mbarrier_init + barrier.cluster.arrive.relaxed example. Correct.', RED + r'''
    __shared__ float parts[CLUSTER_SIZE];
    hp_sync();
    if (tid == 0)
        for (unsigned r = 0; r < hp_nranks(); r++)
            hp_st(hp_mapa(hp_smem(&parts[rank]), r), sm[0]);
    asm volatile("fence.release.cluster;" ::: "memory");
    hp_arrive_relaxed();
    hp_wait();
    if (rank == 0 && tid == 0) output[0] = parts[0] + parts[1] + parts[2] + parts[3];''', pre=PRE)

case('h04_fence_acquire_then_relaxed_arrive', 'reduction', 'fail 5',
     'AMENDED after the first run (was "fail 1"): as h02 (the same all-gather): my reasoning missed that block 0\'s unordered stores into blocks 1-3 may land after those blocks exit (PG-DSMEM, exit 5); the race on rank 0\'s reads is real too. ORIGINAL REASON: As h03 but the fence before the relaxed arrive is `fence.acquire.cluster;`: PTX-FENCE, fence.acquire is a light-weight fence that takes part only in acquire patterns (a strong read followed by it); followed by a write it makes no release pattern, so the relaxed arrive still publishes nothing and rank 0\'s reads race with the peers\' remote stores (PTX-MM).', RED + r'''
    __shared__ float parts[CLUSTER_SIZE];
    hp_sync();
    if (tid == 0)
        for (unsigned r = 0; r < hp_nranks(); r++)
            hp_st(hp_mapa(hp_smem(&parts[rank]), r), sm[0]);
    asm volatile("fence.acquire.cluster;" ::: "memory");  // CAUSE
    hp_arrive_relaxed();
    hp_wait();
    if (rank == 0 && tid == 0) output[0] = parts[0] + parts[1] + parts[2] + parts[3];''', pre=PRE, cause=EXITED + '|' + RACE)


case('h05_cuda_ptx_fence_release_relaxed_arrive', 'reduction', 'pass',
     'h03 through the cuda::ptx wrappers: cuda::ptx::fence(sem_release, scope_cluster) (fence.release.cluster, PTX 8.6), barrier_cluster_arrive(sem_relaxed), barrier_cluster_wait(): a release pattern before the relaxed arrive, the wait acquires (PTX-FENCE, PTX-BC). Correct.', RED + r'''
    __shared__ float parts[CLUSTER_SIZE];
    hp_sync();
    if (tid == 0)
        for (unsigned r = 0; r < hp_nranks(); r++)
            hp_st(hp_mapa(hp_smem(&parts[rank]), r), sm[0]);
    cuda::ptx::fence(cuda::ptx::sem_release, cuda::ptx::scope_cluster);
    cuda::ptx::barrier_cluster_arrive(cuda::ptx::sem_relaxed);
    cuda::ptx::barrier_cluster_wait();
    if (rank == 0 && tid == 0) output[0] = parts[0] + parts[1] + parts[2] + parts[3];''', pre='#include <cuda/ptx>\n' + PRE)

case('h06_cuda_ptx_fence_acquire_relaxed_arrive', 'reduction', 'fail 5',
     'AMENDED after the first run (was "fail 1"): as h02 and h04: the all-gather\'s unordered stores into blocks 1-3 may land after they exit (PG-DSMEM, exit 5); the race on rank 0\'s reads is real too. ORIGINAL REASON: As h05 with cuda::ptx::fence(sem_acquire, scope_cluster) (fence.acquire.cluster): an acquire-only fence before the relaxed arrive is no release pattern (PTX-FENCE, PTX-MM 8.8), so the remote stores race with rank 0\'s reads.', RED + r'''
    __shared__ float parts[CLUSTER_SIZE];
    hp_sync();
    if (tid == 0)
        for (unsigned r = 0; r < hp_nranks(); r++)
            hp_st(hp_mapa(hp_smem(&parts[rank]), r), sm[0]);
    cuda::ptx::fence(cuda::ptx::sem_acquire, cuda::ptx::scope_cluster);  // CAUSE
    cuda::ptx::barrier_cluster_arrive(cuda::ptx::sem_relaxed);
    cuda::ptx::barrier_cluster_wait();
    if (rank == 0 && tid == 0) output[0] = parts[0] + parts[1] + parts[2] + parts[3];''', pre='#include <cuda/ptx>\n' + PRE, cause=EXITED + '|' + RACE)


case('h07_counter_relaxed_poll_fence_acquire', 'reduction', 'pass',
     'Leader collects without a second cluster barrier: rank 0 zeroes a counter, hp_sync(); each peer thread 0 stores its sum into rank 0\'s parts[rank], `fence.release.cluster`, then `red.relaxed.cluster.shared::cluster.add.u32` on rank 0\'s counter (release pattern, PTX-MM 8.8); rank 0 thread 0 polls its counter with `ld.relaxed.cluster.shared::cta.u32` until 3, then `fence.acquire.cluster` (acquire pattern), and sums. The peers touch only rank 0\'s memory and rank 0 outlives their accesses (it saw all three increments): no trailing barrier needed (PG-DSMEM).', RED + r'''
    __shared__ float parts[CLUSTER_SIZE];
    __shared__ unsigned cnt;
    if (tid == 0) cnt = 0;
    hp_sync();
    if (rank != 0 && tid == 0) {
        hp_st(hp_mapa(hp_smem(&parts[rank]), 0), sm[0]);
        asm volatile("fence.release.cluster;" ::: "memory");
        asm volatile("red.relaxed.cluster.shared::cluster.add.u32 [%0], 1;" :: "r"(hp_mapa(hp_smem(&cnt), 0)) : "memory");
    }
    if (rank == 0 && tid == 0) {
        unsigned seen = 0;
        while (seen < CLUSTER_SIZE - 1)
            asm volatile("ld.relaxed.cluster.shared::cta.u32 %0, [%1];" : "=r"(seen) : "r"(hp_smem(&cnt)) : "memory");
        asm volatile("fence.acquire.cluster;" ::: "memory");
        output[0] = sm[0] + parts[1] + parts[2] + parts[3];
    }''', pre=PRE)

case('h08_counter_relaxed_poll_no_acquire', 'reduction', 'fail 1',
     'As h07 but rank 0 reads parts[] right after its relaxed poll sees 3, with no fence after the poll: a relaxed read is no acquire pattern (PTX-MM 8.8), so the peers\' stores into parts[] are not ordered before the reads: a data race.', RED + r'''
    __shared__ float parts[CLUSTER_SIZE];
    __shared__ unsigned cnt;
    if (tid == 0) cnt = 0;
    hp_sync();
    if (rank != 0 && tid == 0) {
        hp_st(hp_mapa(hp_smem(&parts[rank]), 0), sm[0]);
        asm volatile("fence.release.cluster;" ::: "memory");
        asm volatile("red.relaxed.cluster.shared::cluster.add.u32 [%0], 1;" :: "r"(hp_mapa(hp_smem(&cnt), 0)) : "memory");
    }
    if (rank == 0 && tid == 0) {
        unsigned seen = 0;
        while (seen < CLUSTER_SIZE - 1)
            asm volatile("ld.relaxed.cluster.shared::cta.u32 %0, [%1];" : "=r"(seen) : "r"(hp_smem(&cnt)) : "memory");
        output[0] = sm[0] + parts[1] + parts[2] + parts[3];  // CAUSE
    }''', pre=PRE, cause=RACE)

case('h09_counter_red_release_ld_acquire', 'reduction', 'pass',
     'h07 with the orderings on the operations instead of fences: `red.release.cluster.shared::cluster.add.u32` by the peers and `ld.acquire.cluster.shared::cta.u32` polling by rank 0 (PTX-MM: a release red read by an acquire load of the same scope synchronizes). Correct.', RED + r'''
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
    }''', pre=PRE)

case('h10_counter_red_cta_scope', 'reduction', 'fail 1',
     'As h09 but the peers increment with `red.release.cta.shared::cluster.add.u32` (the scope copied from a block-local version): the .cta scope of a peer\'s red does not contain rank 0\'s thread, so the red and rank 0\'s acquire load are not morally strong (PTX-MM 8.7): no synchronization, and the increments themselves race (atomics of .cta scope from different CTAs). The parts[] reads race with the peers\' stores.', RED + r'''
    __shared__ float parts[CLUSTER_SIZE];
    __shared__ unsigned cnt;
    if (tid == 0) cnt = 0;
    hp_sync();
    if (rank != 0 && tid == 0) {
        hp_st(hp_mapa(hp_smem(&parts[rank]), 0), sm[0]);
        asm volatile("red.release.cta.shared::cluster.add.u32 [%0], 1;" :: "r"(hp_mapa(hp_smem(&cnt), 0)) : "memory");  // CAUSE
    }
    if (rank == 0 && tid == 0) {
        unsigned seen = 0;
        while (seen < CLUSTER_SIZE - 1)
            asm volatile("ld.acquire.cluster.shared::cta.u32 %0, [%1];" : "=r"(seen) : "r"(hp_smem(&cnt)) : "memory");
        output[0] = sm[0] + parts[1] + parts[2] + parts[3];
    }''', pre=PRE, cause=RACE)

case('h11_pull_after_arrive_before_wait', 'reduction', 'fail 5',
     'AMENDED after the first run (was "fail 1"): my reasoning missed a second error: rank 0\'s reads come after its own arrive, so the peers may pass their waits and exit while rank 0 is still reading their shared memory (PG-DSMEM; exit 5 as h13). ORIGINAL REASON: Arrive early / wait late gone wrong: every block stores its sum in bsum, arrive.release; rank 0 thread 0 then pulls the peers\' bsum with ld.shared::cluster BEFORE its wait, then waits. Only the wait acquires (PTX-BC): the reads are not ordered after the peers\' stores (and a peer may not even have stored yet): a data race.', RED + r'''
    __shared__ float bsum;
    hp_sync();
    if (tid == 0) bsum = sm[0];
    __syncthreads();
    hp_arrive();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned r = 0; r < CLUSTER_SIZE; r++) t += hp_ld(hp_mapa(hp_smem(&bsum), r));  // CAUSE
        output[0] = t;
    }
    hp_wait();''', pre=PRE, cause=EXITED + '|' + RACE)


case('h12_pull_trailing_sync', 'reduction', 'pass',
     'Pull pattern in raw PTX: bsum stored, hp_sync() (release/acquire), rank 0 thread 0 reads the four bsum with mapa + ld.shared::cluster, and a trailing hp_sync() keeps ranks 1-3 alive until rank 0\'s reads are done (PG-DSMEM).', RED + r'''
    __shared__ float bsum;
    if (tid == 0) bsum = sm[0];
    hp_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned r = 0; r < CLUSTER_SIZE; r++) t += hp_ld(hp_mapa(hp_smem(&bsum), r));
        output[0] = t;
    }
    hp_sync();''', pre=PRE)

case('h13_pull_no_trailing_sync', 'reduction', 'fail 5',
     'h12 without the trailing barrier: ranks 1-3 end right after the first hp_sync() while rank 0 reads their bsum: PG-DSMEM, an access to the shared memory of a block that has exited is undefined (the cluster hunt\'s convention: the H100 faults, exit 5).', RED + r'''
    __shared__ float bsum;
    if (tid == 0) bsum = sm[0];
    hp_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned r = 0; r < CLUSTER_SIZE; r++) t += hp_ld(hp_mapa(hp_smem(&bsum), r));  // CAUSE
        output[0] = t;
    }''', pre=PRE, cause=EXITED)

case('h14_pull_mapa_own_rank', 'reduction', 'fail 1',
     'h12 with mapa given the reader\'s own rank (`hp_mapa(a, rank)` instead of r): PTX-MAPA maps to the named CTA, so rank 0 reads its own bsum four times: 4 x block 0\'s sum, a wrong total (no race: its own memory).', RED + r'''
    __shared__ float bsum;
    if (tid == 0) bsum = sm[0];
    hp_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned r = 0; r < CLUSTER_SIZE; r++) t += hp_ld(hp_mapa(hp_smem(&bsum), rank));  // CAUSE
        output[0] = t;
    }
    hp_sync();''', pre=PRE, cause=WRONG)

case('h15_pull_vector_v4_warp_sums', 'reduction', 'pass',
     'Rank 0 pulls each block\'s 8 warp sums (an __align__(16) float[8]) with two `ld.shared::cluster.v4.f32` per block (PTX-LDST: vector loads of 16-byte-aligned shared::cluster addresses), between a leading and a trailing hp_sync(). Integer partial sums: exact in any order (SPEC).', r'''
    __shared__ __align__(16) float wsum[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned rank = hp_rank();
    float v = input[blockIdx.x * blockDim.x + tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if (lane == 0) wsum[warp] = v;
    hp_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned r = 0; r < CLUSTER_SIZE; r++) {
            const unsigned a = hp_mapa(hp_smem(wsum), r);
            for (unsigned h = 0; h < 2; h++) {
                float x, y, z, w;
                asm volatile("ld.shared::cluster.v4.f32 {%0, %1, %2, %3}, [%4];" : "=f"(x), "=f"(y), "=f"(z), "=f"(w) : "r"(a + 16 * h) : "memory");
                t += x + y + z + w;
            }
        }
        output[0] = t;
    }
    hp_sync();''', pre=PRE)

case('h16_push_v2_halves', 'reduction', 'pass',
     'Each block reduces its 256 values to two partial sums sm[0], sm[1] (even and odd strands of the tree); thread 0 pushes both with one `st.shared::cluster.v2.f32` into rank 0\'s pairs[rank] (8-byte aligned), then hp_sync(); rank 0 adds the 8 floats. Integers: exact. Correct (PTX-LDST vector store, PTX-BC).', r'''
    __shared__ float sm[TPB];
    __shared__ __align__(8) float pairs[CLUSTER_SIZE][2];
    const int tid = threadIdx.x;
    const unsigned rank = hp_rank();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 1; s >>= 1) {   // stops at 2 values: sm[0] and sm[1]
        if (tid < s / 2) { sm[2 * tid] += sm[2 * tid + s]; sm[2 * tid + 1] += sm[2 * tid + 1 + s]; }
        __syncthreads();
    }
    hp_sync();
    if (tid == 0)
        asm volatile("st.shared::cluster.v2.f32 [%0], {%1, %2};" :: "r"(hp_mapa(hp_smem(&pairs[rank][0]), 0)), "f"(sm[0]), "f"(sm[1]) : "memory");
    hp_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += pairs[r][0] + pairs[r][1];
        output[0] = t;
    }''', pre=PRE)

# ------------------------------------------------------------------ mbarrier, st.async, expect_tx
MB_HEAD = RED + r'''
    __shared__ float parts[CLUSTER_SIZE];
    __shared__ __align__(8) unsigned long long bar;
    const unsigned b = hp_smem(&bar);
'''
case('h17_mbar_remote_arrive_cutlass', 'reduction', 'pass',
     'CUTLASS ClusterBarrier shape: rank 0 thread 0 inits its mbarrier with count 3 and runs fence.mbarrier_init.release.cluster, then every thread does barrier.cluster.arrive.relaxed + wait (the PTX ISA\'s own init example, PTX-FENCE, PTX-BC); each peer thread 0 stores its sum into rank 0\'s parts[rank] and arrives remotely with mbarrier.arrive.release.cluster.shared::cluster (mapa in the asm); rank 0 thread 0 waits for phase 0 with the CUTLASS label loop of try_wait.parity.acquire.cluster (PTX-MB) and sums. Rank 0 outlives every peer access (it saw all three arrivals); the peers touch only rank 0: no trailing barrier needed.', MB_HEAD + r'''
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
    }''', pre=PRE)

case('h18_mbar_init_no_fence_relaxed_arrive', 'reduction', 'fail 1',
     'h17 without fence.mbarrier_init: the init is followed only by barrier.cluster.arrive.relaxed, which orders nothing (PTX-BC), so the peers\' remote arrives on the mbarrier are not ordered after its mbarrier.init (PTX-FENCE: fence.mbarrier_init.release.cluster, or a stronger release, must make the init visible to the cluster before peers use it): a race on the mbarrier object.', MB_HEAD + r'''
    if (rank == 0 && tid == 0)
        hp_mbar_init(b, CLUSTER_SIZE - 1);  // CAUSE
    hp_arrive_relaxed();
    hp_wait();
    if (rank != 0 && tid == 0) {
        hp_st(hp_mapa(hp_smem(&parts[rank]), 0), sm[0]);
        hp_remote_arrive(b, 0);
    }
    if (rank == 0 && tid == 0) {
        hp_wait_parity(b, 0);
        output[0] = sm[0] + parts[1] + parts[2] + parts[3];
    }''', pre=PRE, cause=RACE)

case('h19_mbar_init_release_arrive_no_fence', 'reduction', 'pass',
     'As h18 (no fence.mbarrier_init) but the cluster barrier after the init is the default release arrive + acquire wait (hp_sync): the release/acquire barrier orders the init before the peers\' arrives (PTX-BC, PTX-MM); fence.mbarrier_init is only the light-weight alternative for a relaxed arrive. Correct.', MB_HEAD + r'''
    if (rank == 0 && tid == 0)
        hp_mbar_init(b, CLUSTER_SIZE - 1);
    hp_sync();
    if (rank != 0 && tid == 0) {
        hp_st(hp_mapa(hp_smem(&parts[rank]), 0), sm[0]);
        hp_remote_arrive(b, 0);
    }
    if (rank == 0 && tid == 0) {
        hp_wait_parity(b, 0);
        output[0] = sm[0] + parts[1] + parts[2] + parts[3];
    }''', pre=PRE)

case('h20_st_async_expect_tx_12', 'reduction', 'pass',
     'ThunderKittens-style push with transaction bytes: rank 0 thread 0 inits its mbarrier (count 1), arrive.expect_tx of 12 bytes (three floats), fence.mbarrier_init, then relaxed arrive + wait by all; each peer thread 0 st.async-s its sum into rank 0\'s parts[rank] with complete_tx on rank 0\'s mbarrier (PTX-STA); rank 0 waits for phase 0 (PTX-MB: complete when pending arrivals and tx-count are both 0) and sums. Correct; no trailing barrier needed (rank 0 saw every byte land).', MB_HEAD + r'''
    if (rank == 0 && tid == 0) {
        hp_mbar_init(b, 1);
        hp_arrive_tx(b, 3 * sizeof(float));
        hp_fence_init();
    }
    hp_arrive_relaxed();
    hp_wait();
    if (rank != 0 && tid == 0)
        hp_st_async(hp_mapa(hp_smem(&parts[rank]), 0), sm[0], hp_mapa(b, 0));
    if (rank == 0 && tid == 0) {
        hp_wait_parity(b, 0);
        output[0] = sm[0] + parts[1] + parts[2] + parts[3];
    }''', pre=PRE)

case('h21_st_async_expect_tx_16', 'reduction', 'fail 4',
     'h20 with expect_tx of 16 bytes (4 floats: the cluster size, though rank 0 does not send to itself): the three st.async complete 12 bytes, the tx-count stays at 4, phase 0 never completes (PTX-MB) and rank 0 spins in try_wait forever: a hang.', MB_HEAD + r'''
    if (rank == 0 && tid == 0) {
        hp_mbar_init(b, 1);
        hp_arrive_tx(b, CLUSTER_SIZE * sizeof(float));  // CAUSE
        hp_fence_init();
    }
    hp_arrive_relaxed();
    hp_wait();
    if (rank != 0 && tid == 0)
        hp_st_async(hp_mapa(hp_smem(&parts[rank]), 0), sm[0], hp_mapa(b, 0));
    if (rank == 0 && tid == 0) {
        hp_wait_parity(b, 0);
        output[0] = sm[0] + parts[1] + parts[2] + parts[3];
    }''', pre=PRE, cause=HANG)

case('h22_st_async_expect_tx_8', 'reduction', 'fail 5',
     'AMENDED after the first run (was "fail 1"): my reasoning missed that the third st.async is not only unordered before rank 0\'s read but may land after rank 0 has exited (nothing waits for its bytes; PG-DSMEM, exit 5 as h13). ORIGINAL REASON: h20 with expect_tx of 8 bytes: phase 0 completes when two of the three st.async have completed their bytes (pending 0, tx 0, PTX-MB); the third completes its 4 bytes in the next phase. Rank 0 reads parts[] after phase 0, so one peer\'s st.async is not ordered before the read (PTX-STA: only a thread observing the phase its bytes completed sees the store): a data race / a missing term.', MB_HEAD + r'''
    if (rank == 0 && tid == 0) {
        hp_mbar_init(b, 1);
        hp_arrive_tx(b, 2 * sizeof(float));  // CAUSE
        hp_fence_init();
    }
    hp_arrive_relaxed();
    hp_wait();
    if (rank != 0 && tid == 0)
        hp_st_async(hp_mapa(hp_smem(&parts[rank]), 0), sm[0], hp_mapa(b, 0));
    if (rank == 0 && tid == 0) {
        hp_wait_parity(b, 0);
        output[0] = sm[0] + parts[1] + parts[2] + parts[3];
    }''', pre=PRE, cause=EXITED + '|' + RACE)


case('h23_st_async_init_no_fence', 'reduction', 'fail 1',
     'h20 without fence.mbarrier_init (relaxed cluster arrive after init and expect_tx): the peers\' st.async complete_tx on rank 0\'s mbarrier is not ordered after its init (PTX-FENCE, PTX-BC .relaxed): a race on the mbarrier object.', MB_HEAD + r'''
    if (rank == 0 && tid == 0) {
        hp_mbar_init(b, 1);  // CAUSE
        hp_arrive_tx(b, 3 * sizeof(float));
    }
    hp_arrive_relaxed();
    hp_wait();
    if (rank != 0 && tid == 0)
        hp_st_async(hp_mapa(hp_smem(&parts[rank]), 0), sm[0], hp_mapa(b, 0));
    if (rank == 0 && tid == 0) {
        hp_wait_parity(b, 0);
        output[0] = sm[0] + parts[1] + parts[2] + parts[3];
    }''', pre=PRE, cause=RACE)

case('h24_expect_tx_standalone_then_arrive', 'reduction', 'pass',
     'CUTLASS ClusterTransactionBarrier split form: rank 0 thread 0 inits (count 1), `mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [bar], 12` (expect_transaction) and a plain `mbarrier.arrive.shared::cta.b64 _, [bar]` (arrive), fence.mbarrier_init, relaxed cluster arrive + wait; peers st.async; rank 0 waits phase 0. Same accounting as h20 (PTX-MB expect-tx adds to the tx-count of the current phase). Correct.', MB_HEAD + r'''
    if (rank == 0 && tid == 0) {
        hp_mbar_init(b, 1);
        asm volatile("mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%0], %1;" :: "r"(b), "r"(12) : "memory");
        hp_arrive_cta(b);
        hp_fence_init();
    }
    hp_arrive_relaxed();
    hp_wait();
    if (rank != 0 && tid == 0)
        hp_st_async(hp_mapa(hp_smem(&parts[rank]), 0), sm[0], hp_mapa(b, 0));
    if (rank == 0 && tid == 0) {
        hp_wait_parity(b, 0);
        output[0] = sm[0] + parts[1] + parts[2] + parts[3];
    }''', pre=PRE)

case('h25_remote_expect_tx_by_peers', 'reduction', 'pass',
     'Each peer arms rank 0\'s mbarrier itself: `mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64 _, [remote], 4` then st.async of 4 bytes; rank 0 inited the barrier with count 3 (+ fence.mbarrier_init, relaxed arrive/wait). The phase completes only when all three arrivals are in (each adding 4 expected bytes first) and the tx-count is back to 0, i.e. when all 12 bytes landed (PTX-MB: the tx-count may go below zero meanwhile). Correct.', MB_HEAD + r'''
    if (rank == 0 && tid == 0) {
        hp_mbar_init(b, CLUSTER_SIZE - 1);
        hp_fence_init();
    }
    hp_arrive_relaxed();
    hp_wait();
    if (rank != 0 && tid == 0) {
        const unsigned rb = hp_mapa(b, 0);
        asm volatile("mbarrier.arrive.expect_tx.release.cluster.shared::cluster.b64 _, [%0], 4;" :: "r"(rb) : "memory");
        hp_st_async(hp_mapa(hp_smem(&parts[rank]), 0), sm[0], rb);
    }
    if (rank == 0 && tid == 0) {
        hp_wait_parity(b, 0);
        output[0] = sm[0] + parts[1] + parts[2] + parts[3];
    }''', pre=PRE)

case('h26_mbar_relaxed_wait_fence_acquire', 'reduction', 'pass',
     'PTX 8.6 light-weight form: peers store into rank 0\'s parts[], `fence.release.cluster`, then `mbarrier.arrive.relaxed.cluster.shared::cluster.b64` on rank 0\'s barrier (a release pattern, PTX-MM 8.8); rank 0 polls `mbarrier.try_wait.parity.relaxed.cluster.shared::cta.b64` and then runs `fence.acquire.cluster` (an acquire pattern). Correct.', MB_HEAD + r'''
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
    }''', pre=PRE)

case('h27_mbar_relaxed_wait_no_fence', 'reduction', 'fail 1',
     'h26 without the fence.acquire.cluster after the relaxed try_wait: a .relaxed wait acquires nothing (PTX-MB .relaxed; PTX-MM 8.8), so rank 0\'s reads of parts[] race with the peers\' stores.', MB_HEAD + r'''
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
        output[0] = sm[0] + parts[1] + parts[2] + parts[3];  // CAUSE
    }''', pre=PRE, cause=RACE)

# ------------------------------------------------------------------ producer/consumer pipeline in one block
# Warp 0 produces 8 chunks of 32 scaled values through a 2-stage buffer, warp 1 consumes them:
# full[s] (count 32: every producer lane arrives after its store) and empty[s] (count 32).
# Iteration k uses stage s = k & 1 and phase (k >> 1) & 1 (PTX-MB: the parity flips each time the
# stage's barrier completes a phase).
PIPE = r'''
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
'''
case('h28_pipeline_two_stage_parity', 'coordination', 'pass',
     'ThunderKittens-style producer/consumer ring in one block (warp 0 produces, warp 1 consumes, 2 stages, full/empty mbarriers of count 32, PTX-MB default .release.cta arrive and .acquire.cta try_wait.parity, all threads of the same block): the consumer waits full[s] for parity (k>>1)&1, the producer waits empty[s] for the phase the consumer completed two iterations earlier. The init is ordered by __syncthreads. Correct; block r writes output[r] once (SPEC).', PIPE, pre=PRE)

case('h29_pipeline_parity_not_flipped', 'coordination', 'fail 4',
     'AMENDED after the first run (was "fail 1"): my reasoning missed that the consumer, whose waits all return at once after iteration 1, runs ahead and completes several phases of empty[s]; the producer\'s parity wait then asks about a phase parity that is two phases stale and never completes (PTX-MB: a .parity wait is only meaningful when the waiter is at most one phase behind). Race or hang depends on timing; in the run-ahead execution, a legal one, the kernel hangs. ORIGINAL REASON: h28 with the consumer always waiting for parity 0: from iteration 2 on, stage s\'s phase 0 has already completed, so try_wait.parity(0) returns at once (PTX-MB: .parity asks whether the phase of that parity completed) and the consumer reads buf[s] while or before the producer writes it: a data race (and wrong sums).', PIPE.replace('hp_wait_parity_cta(hp_smem(&full[s]), (k >> 1) & 1);  // WAITFULL', 'hp_wait_parity_cta(hp_smem(&full[s]), 0);  // CAUSE'), pre=PRE, cause=HANG + '|' + RACE)


case('h30_pipeline_no_empty_wait', 'coordination', 'fail 4',
     'AMENDED after the first run (was "fail 1"): my reasoning missed the run-ahead: the producer, never waiting, completes 4 phases of each full[s] before the consumer\'s first wait, whose parity-0 question then never becomes true (PTX-MB .parity aliasing): a legal execution hangs; another races. Both are failures; the hang is the one a run-ahead schedule shows. ORIGINAL REASON: h28 with the producer never waiting on empty[s]: at iteration 2 it overwrites stage 0 although nothing orders the consumer\'s read of iteration 0 before it (the consumer\'s empty arrive is never waited on): a write-after-read data race (PTX-MM).', PIPE.replace('if (k >= 2) hp_wait_parity_cta(hp_smem(&empty[s]), ((k >> 1) + 1) & 1);  // WAITEMPTY', '(void)0;').replace('buf[s][lane] = in[k * WARP_SIZE + lane] * (float)(rank + 1);', 'buf[s][lane] = in[k * WARP_SIZE + lane] * (float)(rank + 1);  // CAUSE'), pre=PRE, cause=RACE)

# ------------------------------------------------------------------ TMA multicast
MC = r'''
    __shared__ __align__(128) float tile[SIZE];
    __shared__ __align__(8) unsigned long long bar;
    const int tid = threadIdx.x;
    const unsigned rank = hp_rank();
    const unsigned b = hp_smem(&bar);
    if (tid == 0) {
        hp_mbar_init(b, 1);
        hp_fence_init();
    }
    hp_sync();  // every block's barrier initialised before rank 0 issues the copy
    if (tid == 0) hp_arrive_tx(b, SIZE * sizeof(float));
    if (rank == 0 && tid == 0)
        asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1], %2, [%3], %4;"
                     :: "r"(hp_smem(tile)), "l"(input), "r"((unsigned)(SIZE * sizeof(float))), "r"(b), "h"((unsigned short)MASK) : "memory");
    hp_wait_parity_cta(b, 0);
    __shared__ float sm[TPB];
    sm[tid] = tile[rank * TPB + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) output[rank] = sm[0];
'''


case('h31_tma_multicast_input', 'coordination', 'pass',
     'Hopper TMA multicast: every block inits its own mbarrier (count 1) + fence.mbarrier_init, hp_sync(), arms it with expect_tx of 4096 bytes; rank 0 thread 0 issues one cp.async.bulk.shared::cluster.global...multicast::cluster of the whole 4 KB input with ctaMask 0xF: PTX-BULK copies it to the same CTA-relative offset (tile) in every block of the mask and signals the mbarrier at the same offset in each. Each block waits for its phase 0 (try_wait.parity, .acquire: its own barrier completed by the async proxy), then sums its slice x (rank+1). Global input written by the host: no proxy fence needed. No peer shared memory is read by a thread. Correct.', MC.replace('MASK', '0xF'), pre=PRE)

case('h32_tma_multicast_mask_misses_rank3', 'coordination', 'fail 4',
     'h31 with ctaMask 0x7: rank 3 is not in the mask, gets no copy and no complete_tx, its phase 0 (armed with 4096 expected bytes) never completes and its threads spin in try_wait forever (PTX-BULK, PTX-MB): a hang.', MC.replace('MASK', '0x7').replace('"h"((unsigned short)0x7) : "memory");', '"h"((unsigned short)0x7) : "memory");  // CAUSE'), pre=PRE, cause=HANG)

# ------------------------------------------------------------------ setmaxnreg warp specialisation
case('h33_setmaxnreg_warpgroups', 'advanced', 'pass',
     'ThunderKittens/CUTLASS warp specialisation: warpgroup 0 (warps 0-3) runs `setmaxnreg.dec.sync.aligned.u32 40`, warpgroup 1 (warps 4-7) `setmaxnreg.inc.sync.aligned.u32 232` (every warp of a warpgroup, whole warps: PTX-SMR; sm_90a, p34\'s default arch on an H100); it only moves registers, so the reference advanced pattern after it (elected lane per warp sums 32 values, thread 0 sums the 8, arrive/wait) is unchanged. Correct.', r'''
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int tid = threadIdx.x, warp = tid / WARP_SIZE;
    const unsigned rank = hp_rank();
    if (warp < 4) asm volatile("setmaxnreg.dec.sync.aligned.u32 40;" ::: "memory");
    else asm volatile("setmaxnreg.inc.sync.aligned.u32 232;" ::: "memory");
    shared_data[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float t = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) t += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = t;
    }
    __syncthreads();
    hp_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += warp_sums[w];
        output[rank] = t;
    }
    hp_wait();''', pre=PRE)

# ------------------------------------------------------------------ elect.sync
case('h34_cute_elect_one_sync', 'advanced', 'pass',
     'CuTe\'s elect_one_sync() verbatim shape: `elect.sync %rx|%px, %2; @%px mov.s32 %1, 1; mov.s32 %0, %rx;` with .reg declarations using %-prefixed names; every lane has its warp\'s sum (butterfly), so whichever lane is elected (PTX-ELECT) writes the right wsum[warp]; thread 0 sums the 8 after __syncthreads; arrive/wait around it. Correct.', WARPS + r'''
    unsigned laneid = 0, pred = 0;
    asm volatile("{\n\t.reg .b32 %%rx;\n\t.reg .pred %%px;\n\telect.sync %%rx|%%px, %2;\n\t@%%px mov.s32 %1, 1;\n\tmov.s32 %0, %%rx;\n\t}"
                 : "+r"(laneid), "+r"(pred) : "r"(0xFFFFFFFFu));
    if (pred) wsum[warp] = v;
    __syncthreads();
    hp_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += wsum[w];
        output[rank] = t;
    }
    hp_wait();
    (void)lane;''', pre=PRE)

case('h35_elect_leader_assumed_lane0', 'advanced', 'fail 1',
     'A shfl_down tree leaves the warp sum in lane 0 only; the elected lane (`elect.sync _|p, 0xffffffff`) writes ITS v into wsum[warp]. PTX-ELECT does not say which lane is elected (CuTe: "not necessarily lane 0"); a leader other than lane 0 stores a partial sum. The kernel depends on unspecified behaviour: wrong by the rules (a GPU may happen to pick lane 0).', r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    const int tid = threadIdx.x, warp = tid / WARP_SIZE;
    const unsigned rank = hp_rank();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    unsigned is_leader;
    asm volatile("{\n\t.reg .pred p;\n\telect.sync _|p, 0xffffffff;\n\tselp.u32 %0, 1, 0, p;\n\t}" : "=r"(is_leader));
    if (is_leader) wsum[warp] = v;  // CAUSE
    __syncthreads();
    hp_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += wsum[w];
        output[rank] = t;
    }
    hp_wait();''', pre=PRE, cause=WRONG + '|elect')

case('h36_elect_leader_pushes_dsmem', 'reduction', 'pass',
     'Warp 0 of every block elects one lane (elect.sync, any lane: sm[0] is in shared memory) that pushes the block sum into rank 0\'s parts[rank] with st.shared::cluster between a leading and a closing hp_sync(); rank 0 thread 0 then sums its own parts[]. Exactly one store per slot, one writer of output[0]. Correct (PTX-ELECT, PTX-BC).', RED + r'''
    __shared__ float parts[CLUSTER_SIZE];
    hp_sync();
    if (tid < WARP_SIZE) {
        unsigned lead;
        asm volatile("{\n\t.reg .pred p;\n\telect.sync _|p, 0xffffffff;\n\tselp.u32 %0, 1, 0, p;\n\t}" : "=r"(lead));
        if (lead) hp_st(hp_mapa(hp_smem(&parts[rank]), 0), sm[0]);
    }
    hp_sync();
    if (rank == 0 && tid == 0) output[0] = parts[0] + parts[1] + parts[2] + parts[3];''', pre=PRE)

case('h37_elect_all_warps_write_output', 'reduction', 'fail 1',
     'The seed\'s mistake in PTX: after hp_sync(), rank 0\'s 8 warps each elect a lane (elect.sync elects one lane PER WARP, PTX-ELECT) and every leader writes output[0] = the sum of temp_storage: 8 threads store output[0], breaking SPEC "each output element is stored by exactly one thread per launch".', RED + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    hp_sync();
    unsigned lead;
    asm volatile("{\n\t.reg .pred p;\n\telect.sync _|p, 0xffffffff;\n\tselp.u32 %0, 1, 0, p;\n\t}" : "=r"(lead));
    if (rank == 0 && lead)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];  // CAUSE''', pre=PRE, cause=r'several writers|stored by|more than one|8 threads')

# ------------------------------------------------------------------ ring with st.async
RING = RED + r'''
    __shared__ float slot[CLUSTER_SIZE - 1];
    __shared__ __align__(8) unsigned long long bars[CLUSTER_SIZE - 1];
    if (tid == 0) {
        for (int k = 0; k < CLUSTER_SIZE - 1; k++) {
            hp_mbar_init(hp_smem(&bars[k]), 1);
            hp_arrive_tx(hp_smem(&bars[k]), sizeof(float));
        }
        hp_fence_init();
    }
    hp_arrive_relaxed();
    hp_wait();
    if (tid == 0) {
        const unsigned next = (rank + 1) % CLUSTER_SIZE;
        float acc = sm[0], send = sm[0];
        for (int k = 0; k < CLUSTER_SIZE - 1; k++) {
            hp_st_async(hp_mapa(hp_smem(&slot[k]), next), send, hp_mapa(hp_smem(&bars[k]), next));
            WAITK
            send = slot[k];
            acc += send;
        }
        if (rank == 0) output[0] = acc;
    }
'''
case('h38_ring_allreduce_st_async', 'reduction', 'pass',
     'Ring all-reduce by st.async: each block arms three mbarriers (one per step, 4 bytes each) before a relaxed cluster arrive with fence.mbarrier_init; at step k thread 0 st.async-s the value it holds to its right neighbour\'s slot[k] (complete_tx on the neighbour\'s bars[k]), waits for its own bars[k] phase 0 and adds what its left neighbour sent, passing it on. After 3 steps every block holds the total (integer sums: exact); rank 0 writes it. Every block waits for all of its incoming bytes before it exits, and sends only into blocks that wait for them: no trailing barrier needed (PTX-STA, PTX-MB, PG-DSMEM).', RING.replace('WAITK', 'hp_wait_parity(hp_smem(&bars[k]), 0);'), pre=PRE)

case('h39_ring_skips_last_wait', 'reduction', 'fail 5',
     'AMENDED after the first run (was "fail 1"): I named both errors in the reason but scored the race; the exited-block access (the left neighbour\'s last st.async may land after this block exited) decides the code by the cluster hunt\'s convention (exit 5), as in h13. ORIGINAL REASON: h38 where thread 0 waits only for steps 0 and 1 ("the last value must be there by now"): slot[2] is read with no wait on bars[2], so the left neighbour\'s last st.async is not ordered before the read (PTX-STA): a data race; and the block may also exit before those bytes land (PG-DSMEM).', RING.replace('WAITK', 'if (k < CLUSTER_SIZE - 2) hp_wait_parity(hp_smem(&bars[k]), 0);  // CAUSE'), pre=PRE, cause=RACE + '|' + EXITED)

# ------------------------------------------------------------------ leader collects (coordination / advanced)


case('h40_leader_scales_peers_sums', 'coordination', 'pass',
     'One leader collects: every block pushes its UNSCALED sum into rank 0\'s parts[rank] (st.shared::cluster after a leading hp_sync), hp_sync(), and rank 0 thread 0 writes output[r] = parts[r] x (r+1) for all four r. Scaling the sum instead of each term changes only rounding, within SPEC\'s n 2^-24 sum|terms| bound; each output element stored once (by rank 0 thread 0). Correct.', RED + r'''
    __shared__ float parts[CLUSTER_SIZE];
    hp_sync();
    if (tid == 0) hp_st(hp_mapa(hp_smem(&parts[rank]), 0), sm[0]);
    hp_sync();
    if (rank == 0 && tid == 0)
        for (int r = 0; r < CLUSTER_SIZE; r++) output[r] = parts[r] * (float)(r + 1);''', pre=PRE)

case('h41_leader_scales_relaxed_arrive', 'coordination', 'fail 1',
     'h40 with the publishing barrier written `barrier.cluster.arrive.relaxed.aligned` (copied from the CUTLASS prologue, where only fence.mbarrier_init needs publishing): no ordering for the remote stores (PTX-BC), so rank 0\'s reads of parts[] race with them.', RED + r'''
    __shared__ float parts[CLUSTER_SIZE];
    hp_sync();
    if (tid == 0) hp_st(hp_mapa(hp_smem(&parts[rank]), 0), sm[0]);
    hp_arrive_relaxed();  // CAUSE
    hp_wait();
    if (rank == 0 && tid == 0)
        for (int r = 0; r < CLUSTER_SIZE; r++) output[r] = parts[r] * (float)(r + 1);''', pre=PRE, cause=RACE)

case('h42_warp_sums_red_into_leader', 'advanced', 'pass',
     'Warp leaders (lane 0 of the butterfly) add their warp sum into rank 0\'s acc[rank] with `red.shared::cluster.add.f32` (default .relaxed.gpu, PTX atom/red); rank 0 zeroes acc[] before a leading hp_sync(); a second hp_sync() orders all the reds (release arrive / acquire wait) before rank 0 thread 0 copies acc[r] to output[r]. The float adds land in any order: within SPEC\'s bound. Correct.', WARPS + r'''
    __shared__ float acc[CLUSTER_SIZE];
    if (rank == 0 && tid < CLUSTER_SIZE) acc[tid] = 0.0f;
    hp_sync();
    if (lane == 0)
        asm volatile("red.shared::cluster.add.f32 [%0], %1;" :: "r"(hp_mapa(hp_smem(&acc[rank]), 0)), "f"(v) : "memory");
    hp_sync();
    if (rank == 0 && tid == 0)
        for (int r = 0; r < CLUSTER_SIZE; r++) output[r] = acc[r];
    (void)wsum;''', pre=PRE)

case('h43_warp_sums_red_before_zeroing', 'advanced', 'fail 1',
     'h42 with the zeroing moved after the first barrier ("rank 0 clears its accumulators while the others reduce"): rank 0\'s plain stores of 0 to acc[] and the peers\' reds into acc[] are not ordered (PTX-MM data race), and a red that lands before the zeroing is lost.', WARPS + r'''
    __shared__ float acc[CLUSTER_SIZE];
    hp_sync();
    if (rank == 0 && tid < CLUSTER_SIZE) acc[tid] = 0.0f;  // CAUSE
    if (lane == 0)
        asm volatile("red.shared::cluster.add.f32 [%0], %1;" :: "r"(hp_mapa(hp_smem(&acc[rank]), 0)), "f"(v) : "memory");
    hp_sync();
    if (rank == 0 && tid == 0)
        for (int r = 0; r < CLUSTER_SIZE; r++) output[r] = acc[r];
    (void)wsum;''', pre=PRE, cause=RACE)

case('h44_arrive_early_wait_late_local', 'coordination', 'pass',
     'Arrive early / wait late as the tuning guide suggests: every block puts its scaled values in shared memory, barrier.cluster.arrive.release, then reduces ONLY its own shared memory into output[rank] while the barrier completes, then barrier.cluster.wait.acquire before exit. No peer memory is touched, so the barrier is only the cluster\'s lifetime rule; correct (PTX-BC).', COORD + r'''
    hp_arrive();
    if (tid == 0) output[rank] = sm[0];
    hp_wait();''', pre=PRE)

case('h45_cluster_ctaid_special_regs', 'coordination', 'pass',
     'The rank read from %cluster_ctaid.x with %cluster_nctaid.x (PTX special registers: the CTA\'s id within its cluster and the cluster\'s shape); with clusters of (4,1,1) %cluster_ctaid.x equals %cluster_ctarank. %is_explicit_cluster is 1 for a launch with the cluster attribute. Output[r] = block r\'s scaled sum; correct.', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    unsigned cx, cn, expl;
    asm volatile("mov.u32 %0, %%cluster_ctaid.x;\n\tmov.u32 %1, %%cluster_nctaid.x;\n\t{ .reg .pred p;\n\tmov.pred p, %%is_explicit_cluster;\n\tselp.u32 %2, 1, 0, p; }" : "=r"(cx), "=r"(cn), "=r"(expl));
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(cx + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0 && expl && cx < cn) output[cx] = sm[0];''', pre=PRE)

case('h46_mapa_u64_generic', 'reduction', 'pass',
     'mapa on a generic address (`mapa.u64 d, a, r`, PTX-MAPA: the generic address of the same variable in CTA r) then a plain C++ load through the returned pointer, between a leading and a trailing hp_sync(). Correct.', RED + r'''
    __shared__ float bsum;
    if (tid == 0) bsum = sm[0];
    hp_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned r = 0; r < CLUSTER_SIZE; r++) {
            unsigned long long p;
            asm volatile("mapa.u64 %0, %1, %2;" : "=l"(p) : "l"(&bsum), "r"(r));
            t += *reinterpret_cast<const float *>(p);
        }
        output[0] = t;
    }
    hp_sync();''', pre=PRE)

case('h47_getctarank_check', 'reduction', 'pass',
     'Defensive code: after mapa, `getctarank.shared::cluster.u32` of the mapped address must give back r (PTX getctarank); a mismatch would trap. It never does, and the pull pattern around it is h12\'s. Correct.', RED + r'''
    __shared__ float bsum;
    if (tid == 0) bsum = sm[0];
    hp_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned r = 0; r < CLUSTER_SIZE; r++) {
            const unsigned a = hp_mapa(hp_smem(&bsum), r);
            unsigned owner;
            asm volatile("getctarank.shared::cluster.u32 %0, %1;" : "=r"(owner) : "r"(a));
            if (owner != r) asm volatile("trap;");
            t += hp_ld(a);
        }
        output[0] = t;
    }
    hp_sync();''', pre=PRE)

case('h48_warpid_as_warp_index', 'advanced', 'unclear',
     'The warp index taken from %warpid instead of tid / 32. PTX "%warpid": a volatile value, "the warp\'s current location on the SM", which may change and is not the warp\'s index in the block ("use %tid to compute a virtual warp index"). On an H100 with one block per SM it very likely equals tid/32, but nothing promises it: the rules say do not rely on it, yet they do not make the result wrong: unclear.', r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    const int tid = threadIdx.x;
    const unsigned rank = hp_rank();
    unsigned w;
    asm volatile("mov.u32 %0, %%warpid;" : "=r"(w));
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if (tid % WARP_SIZE == 0) wsum[w % (TPB / WARP_SIZE)] = v;
    __syncthreads();
    hp_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) t += wsum[i];
        output[rank] = t;
    }
    hp_wait();''', pre=PRE)

# ------------------------------------------------------------------ last-block guard in PTX
LB = r'''
    __shared__ float sm[TPB];
    __shared__ unsigned last;
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        unsigned t;
        asm volatile("atom.acq_rel.SCOPE.global.add.u32 %0, [%1], 1;" : "=r"(t) : "l"(counter) : "memory");
        last = (t == gridDim.x - 1);
    }
    __syncthreads();
    if (last) {
        float s = 0.0f;
        for (unsigned b = tid; b < gridDim.x; b += blockDim.x) s += partials[b];
        sm[tid] = s;
        __syncthreads();
        for (int st = TPB / 2; st > 0; st >>= 1) {
            if (tid < st) sm[tid] += sm[tid + st];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sm[0];
            asm volatile("st.relaxed.gpu.global.u32 [%0], %1;" :: "l"(counter), "r"(0u) : "memory");
        }
    }
'''
case('h49_lastblock_atom_acq_rel_gpu', 'last-block', 'pass',
     'The pre-Hopper guard in PTX: thread 0 stores its partial, then takes a ticket with `atom.acq_rel.gpu.global.add.u32` (release: its partial before the ticket; acquire: the earlier tickets\' partials after it, PTX-MM 8.8); __syncthreads broadcasts `last` and extends the acquire to the block (PTX-MM causality through bar.sync); the last block sums the 256 partials and resets the counter with st.relaxed.gpu (every other block has taken its ticket). Both launches exact. Correct.', LB.replace('SCOPE', 'gpu'))

case('h50_lastblock_atom_acq_rel_cta', 'last-block', 'fail 1',
     'h49 with `atom.acq_rel.cta.global.add.u32`: the .cta scope of each block\'s ticket does not contain the other blocks\' threads, so the tickets are not morally strong with each other (PTX-MM 8.7): no synchronization between blocks (and the increments themselves race). The last block\'s reads of partials race with the other blocks\' stores.', LB.replace('SCOPE', 'cta').replace('"memory");\n        last', '"memory");  // CAUSE\n        last', 1), cause=RACE)
