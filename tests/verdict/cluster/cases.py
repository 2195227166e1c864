# Cases for gen.py (docs/verdict-cluster.md): the four puzzles written the way a Hopper
# performance engineer writes cluster code (CUTLASS / ThunderKittens / the Programming Guide's
# Distributed Shared Memory section): DSMEM lifetime at block exit, split arrive/wait with
# .relaxed/.release/.acquire and fences, cluster-scope atomics on a peer's shared memory
# (atomicAdd, atom.shared::cluster, __nv_atomic_* with __NV_THREAD_SCOPE_CLUSTER, remote
# mbarrier arrives, st.async), rank arithmetic (%cluster_ctarank, block_index, dim_blocks,
# __cluster_dims__), DSMEM reductions (all-to-one, tree, butterfly, ring with double buffers).
# Body = the kernel's body; pre = file-scope code before it; sig = the signature when it
# carries an attribute. Citations: PG = CUDA C++ Programming Guide (Thread Block Clusters,
# Distributed Shared Memory, Cooperative Groups cluster_group, Memory Fence Functions,
# Atomic Functions incl. __nv_atomic_*), PTX = PTX ISA (barrier.cluster, exit, mbarrier,
# mapa, atom/red, st.async, Memory Consistency Model: scopes, release/acquire patterns,
# morally strong). Every verdict was written before p34 ran the kernel.
#
# Rules used again and again:
#  - PTX barrier.cluster: arrive marks the thread's arrival, wait waits until "all non-exited
#    threads of the cluster" arrived; arrive defaults to .release, wait to .acquire; .relaxed
#    on arrive gives no ordering for the accesses before it; a thread arrives once per phase,
#    then waits, before it arrives again; .aligned: all threads of the warp execute the same
#    barrier.cluster instruction (in divergent code: undefined).
#  - PTX exit: "If the exiting threads are holding up the barrier, the barrier is released"
#    (barrier.cta and barrier.cluster alike). An exit is no arrive: it releases no memory.
#  - PG DSMEM: the blocks must all have started before a peer's shared memory is touched
#    (cluster.sync() first), and every DSMEM access must complete before the owner exits (the
#    trailing cluster.sync()); an access to an exited block's shared memory is undefined (the
#    H100 faults: exit 5 in p34).

RED_BLOCK = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''
# coordination: block rank r's 256 inputs, each x (r+1), reduced into sm[0]
COORD_BLOCK = r'''
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
'''
ASM_SYNC = 'asm volatile("barrier.cluster.arrive.aligned;\\n\\tbarrier.cluster.wait.aligned;" ::: "memory");'
PULL = r'''
    __shared__ float bsum;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) bsum = sm[0];
    cluster.sync();
'''
PULL_READ = r'''
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); r++) t += *cluster.map_shared_rank(&bsum, r);
        output[0] = t;
    }'''

# ------------------------------------------------------------------ DSMEM lifetime
case('k01_pull_with_trailing_sync', 'reduction', 'pass',
     'Each block puts its sum in a __shared__ bsum; cluster.sync() (every block started and its bsum released); rank 0 thread 0 reads the four bsum through map_shared_rank; a trailing cluster.sync() by every thread keeps ranks 1-3 alive until rank 0\'s reads are done (PG DSMEM: the trailing cluster.sync() of the histogram example; PTX barrier.cluster: arrive is a release, so the reads happen before the peers\' exits).', RED_BLOCK + PULL + PULL_READ + r'''
    cluster.sync();''')

case('k02_trailing_sync_only_in_rank0', 'reduction', 'fail 5',
     'As k01 but the trailing cluster.sync() is inside `if (rank == 0)`: ranks 1-3 run off the end right after the first barrier. Rank 0 does not hang (PTX exit: the exited threads release the barrier they hold up), but nothing keeps the peers alive while rank 0 reads their bsum: PG DSMEM "ensure that all distributed shared memory operations happen before a thread block exits": an access to an exited block\'s shared memory (illegal address on the H100).', RED_BLOCK + PULL + PULL_READ + r'''
    if (rank == 0) cluster.sync();''')

case('k03_ring_neighbor_last_rank_returns', 'coordination', 'fail 5',
     'Ring: every block stores its scaled sum in bsum, cluster.sync(), then block r computes output[(r+1)%4] from its neighbour\'s bsum through map_shared_rank, then a trailing cluster.sync(). Rank 3 "has its value already" and returns right after the first barrier (the code lets rank 0 write its own output[0] instead of rank 3 writing it). Rank 2 still reads rank 3\'s bsum after rank 3 may have exited: the trailing barrier does not hold rank 3 (PTX exit releases it instead). PG DSMEM: an access of an exited block\'s shared memory.', COORD_BLOCK + r'''
    __shared__ float bsum;
    if (tid == 0) bsum = sm[0];
    cluster.sync();
    if (rank == CLUSTER_SIZE - 1) return;
    if (tid == 0) {
        const unsigned int nb = (rank + 1) % CLUSTER_SIZE;
        output[nb] = *cluster.map_shared_rank(&bsum, nb);
        if (rank == 0) output[0] = bsum;
    }
    cluster.sync();''')

case('k04_warps_exit_before_asm_cluster_barrier', 'reduction', 'pass',
     'Only warp 0 works: warps 1-7 return at once; warp 0 sums the block\'s 256 inputs (8 per lane, shuffle tree), lane 0 stores temp_storage[rank], then warp 0 runs non-.aligned `barrier.cluster.arrive; barrier.cluster.wait;` in inline PTX, and rank 0 lane 0 adds the four. PTX barrier.cluster.wait waits for "all non-exited threads" and PTX exit releases a barrier.cluster held up by exited threads: the barrier completes with the 4 x 32 live threads, with release/acquire (default .sem), so the reads of temp_storage are ordered. No shared memory is shared.', r'''
    const int tid = threadIdx.x;
    unsigned int rank;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
    if (tid >= WARP_SIZE) return;
    float v = 0.0f;
    for (int i = tid; i < TPB; i += WARP_SIZE) v += input[blockIdx.x * blockDim.x + i];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (tid == 0) temp_storage[rank] = v;
    asm volatile("barrier.cluster.arrive;\n\tbarrier.cluster.wait;" ::: "memory");
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('k05_thread0_only_aligned_cluster_barrier', 'reduction', 'fail 1',
     'Thread 0 of each block alone (inside `if (tid == 0)`) runs `barrier.cluster.arrive.aligned; barrier.cluster.wait.aligned;` (CUTLASS\'s cute::cluster_sync() spelling) while threads 1-255 exit. PTX barrier.cluster: ".aligned ... all threads in the warp must execute the same barrier.cluster instruction. In conditionally executed code, an aligned barrier.cluster instruction should only be used if it is known that all threads in the warp evaluate the condition identically, otherwise behavior is undefined." Lanes 1-31 of warp 0 do not execute it: undefined (a divergent barrier; the H100 may hang or give the right number: exit 1 or 4 both count as caught).', RED_BLOCK + r'''
    unsigned int rank;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
    if (tid == 0) {
        temp_storage[rank] = sm[0];
        ''' + ASM_SYNC + r'''
        if (rank == 0) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }''')

case('k06_thread0_only_nonaligned_cluster_barrier', 'reduction', 'pass',
     'The w48 question decided at the PTX level: thread 0 of each block alone runs non-.aligned `barrier.cluster.arrive; barrier.cluster.wait;` (what cg::cluster_group::sync() compiles to: __cluster_barrier_arrive/__cluster_barrier_wait) while threads 1-255 of every block exit. PTX barrier.cluster.wait waits for all non-exited threads; PTX exit: exiting threads holding up a barrier.cluster release it; non-aligned barrier.cluster may be executed in divergent code. So the four thread 0s meet, with release/acquire, and rank 0 reads the four temp_storage after it: correct. (The CG API form, w48, stays unclear: CG asks every thread of the group to take part in a collective.)', RED_BLOCK + r'''
    unsigned int rank;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
    if (tid == 0) {
        temp_storage[rank] = sm[0];
        asm volatile("barrier.cluster.arrive;\n\tbarrier.cluster.wait;" ::: "memory");
        if (rank == 0) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }''')

case('k07_thread0_cluster_sync_others_at_syncthreads', 'reduction', 'fail 4',
     'Thread 0 calls cluster.sync() inside `if (tid == 0)` after storing temp_storage[rank]; threads 1-255 do not exit but go on to a __syncthreads() before the final read. Thread 0 waits at the cluster barrier for 1020 threads that never arrive (they are alive, so the exit rule does not apply), and those wait at __syncthreads() for thread 0: deadlock (PTX barrier.cluster / bar.sync).', RED_BLOCK + r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) {
        temp_storage[rank] = sm[0];
        cluster.sync();
    }
    __syncthreads();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('k08_arrive_at_two_sites_one_phase', 'reduction', 'pass',
     'Thread 0 stores temp_storage[rank] and calls cluster.barrier_arrive() inside its branch; threads 1-255 call barrier_arrive() in the else branch; then every thread calls barrier_wait(). cg barrier_arrive()/barrier_wait() are non-aligned barrier.cluster.arrive/wait (PTX): the barrier counts arrivals of the phase, not call sites, and every thread arrives exactly once before its wait, so the phase completes with thread 0\'s store released (arrive.release) and acquired by rank 0\'s wait.', RED_BLOCK + r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) {
        temp_storage[rank] = sm[0];
        cluster.barrier_arrive();
    } else {
        cluster.barrier_arrive();
    }
    cluster.barrier_wait();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('k09_rank0_skips_trailing_sync_peers_wait', 'reduction', 'unclear',
     'As k01 but the trailing cluster.sync() is `if (rank != 0)`: rank 0 reads its peers\' bsum and exits; ranks 1-3 wait at the trailing barrier, which completes only when rank 0\'s threads have exited (PTX exit rule). The peers therefore outlive rank 0\'s reads in time, but an exit is not a release, so no happens-before orders rank 0\'s DSMEM loads before the peers\' exits (PG DSMEM asks that the operations "happen before" the exit). The documents do not say whether a thread\'s exit completes its loads; not scored.', RED_BLOCK + PULL + PULL_READ + r'''
    if (rank != 0) cluster.sync();''')

case('k10_arrive_early_wait_at_exit', 'coordination', 'pass',
     'CUTLASS-style lifetime: each block stores its scaled sum in bsum, cluster.sync(), thread 0 reads its right neighbour\'s bsum (a check value it folds in as 0 * peer), then every thread calls barrier_arrive() right after its last DSMEM access, does its own output store, and barrier_wait()s at the very end. No block exits before every thread of the cluster arrived, i.e. finished its DSMEM reads (PTX barrier.cluster: arrive is a release; PG DSMEM).', COORD_BLOCK + r'''
    __shared__ float bsum;
    if (tid == 0) bsum = sm[0];
    cluster.sync();
    float peer = 0.0f;
    if (tid == 0) peer = *cluster.map_shared_rank(&bsum, (rank + 1) % CLUSTER_SIZE);
    auto token = cluster.barrier_arrive();
    if (tid == 0) output[rank] = sm[0] + 0.0f * peer;
    cluster.barrier_wait(std::move(token));''')

case('k11_relaxed_arrive_at_exit_after_remote_store', 'reduction', 'fail 1',
     'Every block\'s thread 0 stores its sum into rank 0\'s `parts[rank]` through map_shared_rank after a first cluster.sync(); then the kernel ends with `barrier.cluster.arrive.relaxed.aligned; barrier.cluster.wait.aligned;` and rank 0 thread 0 reads parts[] after it. PTX barrier.cluster: ".relaxed ... no memory ordering and visibility guarantees are provided for the memory accesses performed prior to barrier.cluster.arrive", so the remote stores are not ordered before rank 0\'s reads: a data race on parts[] (and the stores are not ordered before rank 0\'s exit either).', RED_BLOCK + r'''
    __shared__ float parts[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    cluster.sync();
    if (tid == 0) cluster.map_shared_rank(parts, 0)[rank] = sm[0];
    asm volatile("barrier.cluster.arrive.relaxed.aligned;\n\tbarrier.cluster.wait.aligned;" ::: "memory");
    if (rank == 0 && tid == 0) output[0] = parts[0] + parts[1] + parts[2] + parts[3];''')

case('k12_fence_then_relaxed_arrive', 'reduction', 'pass',
     'As k11 with `fence.acq_rel.cluster;` right before the relaxed arrive in every thread: PTX Memory Consistency Model: a fence.acq_rel followed by a (relaxed) arrive on the barrier is a release pattern, and the wait is an acquire (barrier.cluster.wait defaults to .acquire), so the remote stores into parts[] happen before rank 0\'s reads; the stores go to rank 0, which is the block that reads after the barrier, so no lifetime issue (peers own nothing that is read).', RED_BLOCK + r'''
    __shared__ float parts[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    cluster.sync();
    if (tid == 0) cluster.map_shared_rank(parts, 0)[rank] = sm[0];
    asm volatile("fence.acq_rel.cluster;" ::: "memory");
    asm volatile("barrier.cluster.arrive.relaxed.aligned;\n\tbarrier.cluster.wait.aligned;" ::: "memory");
    if (rank == 0 && tid == 0) output[0] = parts[0] + parts[1] + parts[2] + parts[3];''')

case('k13_fence_after_relaxed_arrive', 'reduction', 'fail 1',
     'The fence.acq_rel.cluster is placed between the relaxed arrive and the wait (`arrive.relaxed; fence; wait`): a release pattern needs the fence before the arrive (PTX Memory Consistency Model: fence-SC/acq_rel then the synchronizing operation); after the arrive it orders nothing for the peers\' view of the barrier. The remote stores into rank 0\'s parts[] race with rank 0\'s reads.', RED_BLOCK + r'''
    __shared__ float parts[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    cluster.sync();
    if (tid == 0) cluster.map_shared_rank(parts, 0)[rank] = sm[0];
    asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory");
    asm volatile("fence.acq_rel.cluster;" ::: "memory");
    asm volatile("barrier.cluster.wait.aligned;" ::: "memory");
    if (rank == 0 && tid == 0) output[0] = parts[0] + parts[1] + parts[2] + parts[3];''')

case('k14_fence_by_other_warp_relaxed_arrive', 'reduction', 'fail 1',
     'Thread 0 stores temp_storage[rank]; only warp 1 (threads 32-63) executes fence.acq_rel.cluster, with no block barrier between thread 0\'s store and that fence; then all threads arrive.relaxed and wait. Thread 0\'s own arrive is relaxed with no fence before it, and warp 1\'s fence does not cover a store it has not observed (PTX: fences are cumulative over what the fencing thread observed): rank 0\'s reads race with the peers\' stores.', RED_BLOCK + r'''
    unsigned int rank;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
    if (tid == 0) temp_storage[rank] = sm[0];
    if (tid / WARP_SIZE == 1) asm volatile("fence.acq_rel.cluster;" ::: "memory");
    asm volatile("barrier.cluster.arrive.relaxed.aligned;\n\tbarrier.cluster.wait.acquire.aligned;" ::: "memory");
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('k15_release_arrive_acquire_wait_neighbour', 'coordination', 'pass',
     'ThunderKittens/CUTLASS spelling: each block writes its scaled partial sums of 8 warps into wpart[8], `barrier.cluster.arrive.release.aligned; barrier.cluster.wait.acquire.aligned;` (explicit .release/.acquire), then block r thread 0 adds the 8 wpart of block r... through map_shared_rank(wpart, r) (its own rank: a self-map is its own shared memory) and stores output[r]; trailing aligned sync by all threads. All barriers are executed by every thread (warp-uniform).', r'''
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
    ''' + ASM_SYNC)

case('k16_cuda_ptx_relaxed_init_fence', 'reduction', 'pass',
     'CUTLASS kernel prologue: rank 0 zeroes a __shared__ total, then every thread runs cuda::ptx::fence(sem_acq_rel, scope_cluster) and cuda::ptx::barrier_cluster_arrive(sem_relaxed) + barrier_cluster_wait() (fence + relaxed arrive = release pattern; the wait also guarantees every block started); thread 0 of each block atomicAdds its sum into rank 0\'s total; cluster.sync(); rank 0 reads total. Atomics never race with each other; the zero is released before them; the second barrier orders them before the read.', RED_BLOCK + r'''
    __shared__ float total;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (rank == 0 && tid == 0) total = 0.0f;
    cuda::ptx::fence(cuda::ptx::sem_acq_rel, cuda::ptx::scope_cluster);
    cuda::ptx::barrier_cluster_arrive(cuda::ptx::sem_relaxed);
    cuda::ptx::barrier_cluster_wait();
    if (tid == 0) atomicAdd(cluster.map_shared_rank(&total, 0), sm[0]);
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = total;''', pre='#include <cuda/ptx>')

case('k17_cuda_ptx_relaxed_init_no_fence', 'reduction', 'fail 1',
     'As k16 without the fence: the zeroing store of total is followed only by a relaxed arrive (PTX barrier.cluster .relaxed: no ordering for prior accesses), so the peers\' remote atomicAdds after the wait are not ordered after the zero: a data race between a plain store and atomics on total (an add can be wiped out).', RED_BLOCK + r'''
    __shared__ float total;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (rank == 0 && tid == 0) total = 0.0f;
    cuda::ptx::barrier_cluster_arrive(cuda::ptx::sem_relaxed);
    cuda::ptx::barrier_cluster_wait();
    if (tid == 0) atomicAdd(cluster.map_shared_rank(&total, 0), sm[0]);
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = total;''', pre='#include <cuda/ptx>')

case('k18_arrive_twice_before_wait', 'reduction', 'fail 1',
     'A prologue barrier_arrive() whose token is dropped ("to let peers start"), then the usual cluster.sync() (an arrive and a wait): each thread arrives twice before its first wait. PTX barrier.cluster: a thread must wait for the current phase before it arrives again; a second arrive in the same phase is undefined (on hardware it counts toward the phase and breaks the barrier\'s accounting).', RED_BLOCK + r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    cluster.barrier_arrive();
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster.sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('k19_two_arrive_wait_pairs_tokens', 'reduction', 'pass',
     'Two full split phases with tokens: t1 = barrier_arrive(); barrier_wait(move(t1)); (every block started, nothing to release yet) then thread 0 stores into rank 0\'s __shared__ parts[rank] through map_shared_rank; t2 = barrier_arrive(); barrier_wait(move(t2)); rank 0 reads parts[]. Each phase: one arrive then one wait per thread (PTX barrier.cluster). Rank 0 owns the written memory and reads it last, peers\' shared memory is never touched: no lifetime issue.', RED_BLOCK + r'''
    __shared__ float parts[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    auto t1 = cluster.barrier_arrive();
    cluster.barrier_wait(std::move(t1));
    if (tid == 0) cluster.map_shared_rank(parts, 0)[rank] = sm[0];
    auto t2 = cluster.barrier_arrive();
    cluster.barrier_wait(std::move(t2));
    if (rank == 0 && tid == 0) output[0] = parts[0] + parts[1] + parts[2] + parts[3];''')

# ------------------------------------------------------------------ cluster-scope atomics
case('k20_atom_shared_cluster_asm', 'reduction', 'pass',
     'Rank 0 zeroes total; cluster.sync(); thread 0 of each block maps rank 0\'s total with `mapa.shared::cluster.u32` and adds its sum with `red.shared::cluster.add.f32` (PTX red: atomic; default .relaxed, .gpu scope, which includes the cluster); cluster.sync() (release/acquire); rank 0 reads total. No DSMEM access after the second barrier.', RED_BLOCK + r'''
    __shared__ float total;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (rank == 0 && tid == 0) total = 0.0f;
    cluster.sync();
    if (tid == 0) {
        unsigned int remote;
        asm volatile("mapa.shared::cluster.u32 %0, %1, 0;" : "=r"(remote) : "r"((unsigned int)__cvta_generic_to_shared(&total)));
        asm volatile("red.shared::cluster.add.f32 [%0], %1;" :: "r"(remote), "f"(sm[0]) : "memory");
    }
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = total;''')

case('k21_atom_cta_scope_on_peer', 'reduction', 'fail 1',
     'As k20 with `red.relaxed.cta.shared::cluster.add.f32`: an atomic of .cta scope is morally strong only with threads of the same CTA (PTX Memory Consistency Model: scope), and four CTAs update rank 0\'s total: the updates are not atomic with respect to each other (a data race; lost updates allowed).', RED_BLOCK + r'''
    __shared__ float total;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (rank == 0 && tid == 0) total = 0.0f;
    cluster.sync();
    if (tid == 0) {
        unsigned int remote;
        asm volatile("mapa.shared::cluster.u32 %0, %1, 0;" : "=r"(remote) : "r"((unsigned int)__cvta_generic_to_shared(&total)));
        asm volatile("red.relaxed.cta.shared::cluster.add.f32 [%0], %1;" :: "r"(remote), "f"(sm[0]) : "memory");
    }
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = total;''')

case('k22_nv_atomic_cluster_scope', 'reduction', 'pass',
     'CUDA 12.8+ scoped builtins (PG Atomic Functions, __nv_atomic_fetch_add / __nv_atomic_add with __NV_THREAD_SCOPE_CLUSTER): every block\'s thread 0 adds its sum into rank 0\'s zeroed total through map_shared_rank, relaxed at cluster scope, between two cluster.sync(); rank 0 reads total after the second. All four blocks are in the cluster, so the atomics are morally strong with each other.', RED_BLOCK + r'''
    __shared__ float total;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (rank == 0 && tid == 0) total = 0.0f;
    cluster.sync();
    if (tid == 0) __nv_atomic_fetch_add(cluster.map_shared_rank(&total, 0), sm[0], __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_CLUSTER);
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = total;''')

case('k23_nv_atomic_block_scope_on_peer', 'reduction', 'fail 1',
     'As k22 with __NV_THREAD_SCOPE_BLOCK: a block-scope atomic is atomic only among the threads of one block (PG Atomic Functions scopes; PTX .cta scope), and four blocks add into rank 0\'s total: a data race / lost updates.', RED_BLOCK + r'''
    __shared__ float total;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (rank == 0 && tid == 0) total = 0.0f;
    cluster.sync();
    if (tid == 0) __nv_atomic_add(cluster.map_shared_rank(&total, 0), sm[0], __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = total;''')

case('k24_nv_atomic_acq_rel_dsmem_ticket', 'reduction', 'pass',
     'Last-arriver inside the cluster without fences: rank 0\'s __shared__ arrived is zeroed before a cluster.sync(); each block\'s thread 0 stores temp_storage[rank], then takes a ticket with __nv_atomic_fetch_add(&arrived@rank0, 1, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_CLUSTER): acq_rel is a release (the store is published) and an acquire (the last arriver sees every earlier release in the RMW\'s release sequence) at a scope holding all four blocks (C++ / PTX atom.acq_rel.cluster). The ticket holder (3) sums; a trailing cluster.sync() keeps rank 0 alive for the remote atomics.', RED_BLOCK + r'''
    __shared__ unsigned int arrived;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (rank == 0 && tid == 0) arrived = 0u;
    cluster.sync();
    if (tid == 0) {
        temp_storage[rank] = sm[0];
        const unsigned int t = __nv_atomic_fetch_add(cluster.map_shared_rank(&arrived, 0), 1u, __NV_ATOMIC_ACQ_REL, __NV_THREAD_SCOPE_CLUSTER);
        if (t == CLUSTER_SIZE - 1)
            output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }
    cluster.sync();''')

case('k25_nv_atomic_relaxed_dsmem_ticket', 'reduction', 'fail 1',
     'As k24 with __NV_ATOMIC_RELAXED and no fence: a relaxed RMW releases and acquires nothing (PTX Memory Consistency Model; C++ memory_order_relaxed), so the ticket holder\'s reads of the other blocks\' temp_storage race with their stores.', RED_BLOCK + r'''
    __shared__ unsigned int arrived;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (rank == 0 && tid == 0) arrived = 0u;
    cluster.sync();
    if (tid == 0) {
        temp_storage[rank] = sm[0];
        const unsigned int t = __nv_atomic_fetch_add(cluster.map_shared_rank(&arrived, 0), 1u, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_CLUSTER);
        if (t == CLUSTER_SIZE - 1)
            output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }
    cluster.sync();''')

case('k26_atomicAdd_system_on_dsmem', 'reduction', 'pass',
     'atomicAdd_system() on rank 0\'s shared total through map_shared_rank, between two cluster.sync(): system scope includes every thread of the cluster (PG Atomic Functions: _system variants are atomic for all threads of the device and the host), so the four adds are atomic with each other.', RED_BLOCK + r'''
    __shared__ float total;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (rank == 0 && tid == 0) total = 0.0f;
    cluster.sync();
    if (tid == 0) atomicAdd_system(cluster.map_shared_rank(&total, 0), sm[0]);
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = total;''')

MBAR_HEAD = RED_BLOCK + r'''
    __shared__ __align__(8) unsigned long long bar;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const unsigned int bar_local = (unsigned int)__cvta_generic_to_shared(&bar);
    if (rank == 0 && tid == 0) {
        asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(bar_local), "r"(COUNT) : "memory");
        asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    }
    cluster.sync();
    if (rank != 0 && tid == 0) {
        temp_storage[rank] = sm[0];
        unsigned int remote;
        asm volatile("mapa.shared::cluster.u32 %0, %1, 0;" : "=r"(remote) : "r"(bar_local));
        asm volatile("mbarrier.arrive.ARRIVE.shared::cluster.b64 _, [%0];" :: "r"(remote) : "memory");
    }
    if (rank == 0 && tid == 0) {
        unsigned int done = 0;
        while (!done)
            asm volatile("{ .reg .pred p;\n\tmbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 p, [%1], 0;\n\tselp.u32 %0, 1, 0, p; }"
                         : "=r"(done) : "r"(bar_local) : "memory");
        output[0] = sm[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }
    cluster.sync();'''
def mbar(count, arrive):
    return MBAR_HEAD.replace('COUNT', count).replace('ARRIVE', arrive)

case('k27_mbarrier_remote_arrive', 'reduction', 'pass',
     'Rank 0 thread 0 inits an mbarrier with count 3 and fence.mbarrier_init.release.cluster; cluster.sync(); each peer\'s thread 0 stores temp_storage[rank] and arrives on rank 0\'s mbarrier remotely (mapa + `mbarrier.arrive.release.cluster.shared::cluster.b64 _, [remote]`); rank 0 thread 0 spins on try_wait.parity.acquire.cluster for phase 0 and sums. PTX mbarrier: arrive.release at cluster scope / try_wait.acquire at cluster scope synchronize; a trailing cluster.sync() keeps rank 0 alive for the remote arrives (PG DSMEM).', mbar('3', 'release.cluster'))

case('k28_mbarrier_remote_arrive_count_too_high', 'reduction', 'fail 4',
     'As k27 with the mbarrier initialised with count CLUSTER_SIZE (4) while only the three peers arrive: phase 0 never completes and rank 0 thread 0 spins in try_wait forever (PTX mbarrier: a phase completes when the pending count reaches zero): a hang; the peers wait at the trailing cluster.sync() meanwhile.', mbar('CLUSTER_SIZE', 'release.cluster'))

case('k29_mbarrier_remote_arrive_relaxed', 'reduction', 'fail 1',
     'As k27 with `mbarrier.arrive.relaxed.cluster.shared::cluster`: a relaxed arrive releases nothing (PTX mbarrier .sem; Memory Consistency Model), so rank 0\'s reads of temp_storage after its acquire wait race with the peers\' stores.', mbar('3', 'relaxed.cluster'))

case('k30_mbarrier_remote_arrive_cta_scope', 'reduction', 'fail 1',
     'As k27 with `mbarrier.arrive.release.cta.shared::cluster`: the release is of .cta scope, but the arriving thread and rank 0\'s waiting thread are in different CTAs, so the release and rank 0\'s acquire are not morally strong (PTX Memory Consistency Model: both operations\' scopes must include both threads): no synchronization, rank 0\'s reads race with the peers\' stores.', mbar('3', 'release.cta'))

case('k31_st_async_complete_tx', 'reduction', 'pass',
     'Hopper-native push: rank 0 thread 0 inits an mbarrier (count 1), arrives on it with expect_tx of 12 bytes (three floats), fence.mbarrier_init; cluster.sync(); each peer\'s thread 0 writes its sum into rank 0\'s parts[rank] with `st.async.shared::cluster.mbarrier::complete_tx::bytes.f32 [remote], v, [remote_bar]`; rank 0 waits for phase 0 (try_wait.parity, default acquire) and sums; trailing cluster.sync(). PTX st.async / mbarrier complete-tx: the phase completes when the arrival count and the tx-count both reach zero, and the writes are visible to a thread that observes the completion. Correct; the simulator does not model expect_tx/complete_tx, so p34 must refuse it clearly (exit 3 with "not supported"), never judge it.', RED_BLOCK + r'''
    __shared__ float parts[CLUSTER_SIZE];
    __shared__ __align__(8) unsigned long long bar;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const unsigned int bar_local = (unsigned int)__cvta_generic_to_shared(&bar);
    if (rank == 0 && tid == 0) {
        unsigned long long state;
        asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" :: "r"(bar_local) : "memory");
        asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 %0, [%1], 12;" : "=l"(state) : "r"(bar_local) : "memory");
        asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    }
    cluster.sync();
    if (rank != 0 && tid == 0) {
        unsigned int rbar, rdst;
        asm volatile("mapa.shared::cluster.u32 %0, %1, 0;" : "=r"(rbar) : "r"(bar_local));
        asm volatile("mapa.shared::cluster.u32 %0, %1, 0;" : "=r"(rdst) : "r"((unsigned int)__cvta_generic_to_shared(&parts[rank])));
        asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.f32 [%0], %1, [%2];" :: "r"(rdst), "f"(sm[0]), "r"(rbar) : "memory");
    }
    if (rank == 0 && tid == 0) {
        unsigned int done = 0;
        while (!done)
            asm volatile("{ .reg .pred p;\n\tmbarrier.try_wait.parity.shared::cta.b64 p, [%1], 0;\n\tselp.u32 %0, 1, 0, p; }"
                         : "=r"(done) : "r"(bar_local) : "memory");
        output[0] = sm[0] + parts[1] + parts[2] + parts[3];
    }
    cluster.sync();''')

# ------------------------------------------------------------------ rank arithmetic
case('k32_ctarank_asm_coordination', 'coordination', 'pass',
     'The rank read from %cluster_ctarank (PTX special register: the CTA\'s rank in its cluster) and %cluster_nctarank; the reference split arrive/wait with the rank scaling; with one cluster of 4 the rank equals blockIdx.x, so output[rank] is block rank\'s value (SPEC).', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    unsigned int rank, n;
    asm volatile("mov.u32 %0, %%cluster_ctarank;\n\tmov.u32 %1, %%cluster_nctarank;" : "=r"(rank), "=r"(n));
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    cluster_arrive();
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0 && rank < n) output[rank] = sm[0];
    cluster_wait();''')

case('k33_rank_from_blockidx_y', 'coordination', 'fail 1',
     'The rank taken as `blockIdx.y % cluster.dim_blocks().x` (a 2-D habit): the grid is 1-D, blockIdx.y is 0 in every block, so all four blocks scale by 1 and store output[0]: several unordered writers of output[0] (PTX data race; SPEC one writer per output) and outputs 1-3 never written.', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = blockIdx.y % cluster.dim_blocks().x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) output[rank] = sm[0];
    cluster.sync();''')

case('k34_dim_blocks_y_as_cluster_size', 'reduction', 'fail 1',
     'Rank 0 sums temp_storage[r] for r < cluster.dim_blocks().y: the cluster is (4,1,1), so dim_blocks().y is 1 and only rank 0\'s partial is added (PG Cooperative Groups: dim_blocks() is the cluster\'s extent in blocks per dimension; num_blocks() is the product): wrong value.', RED_BLOCK + r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned int r = 0; r < cluster.dim_blocks().y; r++) t += temp_storage[r];
        output[0] = t;
    }''')

case('k35_block_index_x_rank', 'coordination', 'pass',
     'The rank written as cluster.block_index().x (the block\'s index within its cluster; PG Cooperative Groups cluster_group::block_index) and the size as cluster.num_blocks(); for a (4,1,1) cluster that is block_rank(). Arrive/wait split around the block tree; output[blockIdx.x] is the block\'s own value.', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_index().x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    auto token = cluster.barrier_arrive();
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0 && rank < cluster.num_blocks()) output[blockIdx.x] = sm[0];
    cluster.barrier_wait(std::move(token));''')

case('k36_ring_rank_plus_one_unwrapped', 'reduction', 'fail 5',
     'Ring pass where block r reads block (r+1)\'s bsum with map_shared_rank(&bsum, rank + 1) and forgets the modulo: rank 3 maps rank 4 in a cluster of 4 (PG DSMEM / cluster_group::map_shared_rank: the rank must be in [0, num_blocks())): an invalid address, a fault.', RED_BLOCK + PULL + r'''
    float nb = 0.0f;
    if (tid == 0) nb = *cluster.map_shared_rank(&bsum, rank + 1);
    if (tid == 0) temp_storage[rank] = nb;
    cluster.sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('k37_map_offset_pointer_oob', 'coordination', 'fail 5',
     'Each block publishes its 256 scaled inputs in vals[256]; cluster.sync(); block r computes its output from its OWN values but through a pointer mapped at an offset: `const float *p = map_shared_rank(&vals[TPB / 2], r)` and then reads p[tid] for tid < 256, i.e. vals[128..383] of a 256-element array: threads 128-255 read past the end of the mapped block\'s vals (PG DSMEM: map_shared_rank maps one address; indexing beyond the object is out of bounds): an illegal address.', r'''
    __shared__ float vals[TPB];
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    vals[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    cluster.sync();
    const float *p = cluster.map_shared_rank(&vals[TPB / 2], (int)rank);
    sm[tid] = p[tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) output[rank] = sm[0];
    cluster.sync();''')

case('k38_neighbour_halves_mapped_offset', 'coordination', 'pass',
     'Each block publishes vals[256] (its scaled inputs); cluster.sync(); block r computes output[(r+1)%4] from its neighbour\'s vals: threads 0-127 read map_shared_rank(vals, nb)[tid], threads 128-255 read map_shared_rank(&vals[TPB/2], nb)[tid - TPB/2] (an offset pointer, in bounds); block tree; a trailing cluster.sync() keeps each neighbour alive until the reads are done (PG DSMEM). Each output is written once, by the block before it in the ring.', r'''
    __shared__ float vals[TPB];
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    vals[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    cluster.sync();
    const unsigned int nb = (rank + 1) % cluster.num_blocks();
    if (tid < TPB / 2) sm[tid] = cluster.map_shared_rank(vals, (int)nb)[tid];
    else sm[tid] = cluster.map_shared_rank(&vals[TPB / 2], (int)nb)[tid - TPB / 2];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) output[nb] = sm[0];
    cluster.sync();''')

case('k39_cluster_dims_2_contradicts_launch', 'reduction', 'fail 5',
     '`__cluster_dims__(2, 1, 1)` on a kernel that the puzzle launches with a cluster-dimension attribute of (4,1,1): PG Thread Block Clusters: a cluster size fixed at compile time cannot be changed at launch; cudaLaunchKernelEx fails (a launch error, exit 5). The body is otherwise a correct 4-block reduction.', RED_BLOCK + r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster.sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''',
     sig='__global__ void __cluster_dims__(2, 1, 1) cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)')

case('k40_mapa_ld_peers_then_sync', 'reduction', 'pass',
     'Inline PTX pull: bsum in each block, `barrier.cluster.arrive.release.aligned; barrier.cluster.wait.acquire.aligned;`, rank 0 thread 0 reads bsum of ranks 0-3 with mapa + ld.shared::cluster.f32 (rank from %cluster_nctarank), trailing aligned sync by every thread (PG DSMEM lifetime).', RED_BLOCK + r'''
    __shared__ float bsum;
    unsigned int rank, n;
    asm volatile("mov.u32 %0, %%cluster_ctarank;\n\tmov.u32 %1, %%cluster_nctarank;" : "=r"(rank), "=r"(n));
    if (tid == 0) bsum = sm[0];
    asm volatile("barrier.cluster.arrive.release.aligned;\n\tbarrier.cluster.wait.acquire.aligned;" ::: "memory");
    if (rank == 0 && tid == 0) {
        const unsigned int mine = (unsigned int)__cvta_generic_to_shared(&bsum);
        float t = 0.0f;
        for (unsigned int r = 0; r < n; r++) {
            unsigned int a;
            float v;
            asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(a) : "r"(mine), "r"(r));
            asm volatile("ld.shared::cluster.f32 %0, [%1];" : "=f"(v) : "r"(a) : "memory");
            t += v;
        }
        output[0] = t;
    }
    ''' + ASM_SYNC)

# ------------------------------------------------------------------ DSMEM reductions
case('k41_tree_across_ranks', 'reduction', 'pass',
     'Tree over the ranks in DSMEM: bsum per block; cluster.sync(); step 1: ranks 0 and 2 add their right neighbour\'s bsum into their own; cluster.sync() (step 1\'s writes and reads ordered before step 2); step 2: rank 0 adds rank 2\'s bsum and stores output[0]; trailing cluster.sync() (rank 2 alive for the read). PTX barrier.cluster release/acquire at each step.', RED_BLOCK + PULL + r'''
    if (tid == 0 && rank % 2 == 0) bsum += *cluster.map_shared_rank(&bsum, rank + 1);
    cluster.sync();
    if (tid == 0 && rank == 0) output[0] = bsum + *cluster.map_shared_rank(&bsum, 2);
    cluster.sync();''')

case('k42_tree_missing_middle_sync', 'reduction', 'fail 1',
     'k41 without the cluster.sync() between the two steps: rank 0 reads rank 2\'s bsum while rank 2 may still be adding rank 3\'s into it (a plain read and a plain write of one location with nothing ordering them: PTX data race); the sum may miss rank 3.', RED_BLOCK + PULL + r'''
    if (tid == 0 && rank % 2 == 0) bsum += *cluster.map_shared_rank(&bsum, rank + 1);
    if (tid == 0 && rank == 0) output[0] = bsum + *cluster.map_shared_rank(&bsum, 2);
    cluster.sync();''')

case('k43_butterfly_double_buffer', 'reduction', 'pass',
     'Butterfly all-reduce over 4 ranks with two buffers: buf[0] = own sum; cluster.sync(); step 1 reads partner rank^1\'s buf[0] and writes own buf[1] = buf[0] + partner; cluster.sync(); step 2 reads rank^2\'s buf[1]; every rank now holds the total; rank 0 stores output[0]; trailing cluster.sync(). Each buffer is written once, before the barrier that precedes its remote reads, so no write meets a read (PTX barrier.cluster; PG DSMEM lifetime via the trailing sync).', RED_BLOCK + r'''
    __shared__ float buf[2];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) buf[0] = sm[0];
    cluster.sync();
    if (tid == 0) buf[1] = buf[0] + *cluster.map_shared_rank(&buf[0], rank ^ 1);
    cluster.sync();
    if (tid == 0) {
        const float t = buf[1] + *cluster.map_shared_rank(&buf[1], rank ^ 2);
        if (rank == 0) output[0] = t;
    }
    cluster.sync();''')

case('k44_butterfly_single_buffer', 'reduction', 'fail 1',
     'The butterfly with one buffer: step 1 reads partner rank^1\'s b and then overwrites its own b with the sum, with no barrier between the partner\'s read of b and this write: the partner reads b while its owner writes it (PTX data race, a write-after-read across blocks); the step-2 values may double count.', RED_BLOCK + r'''
    __shared__ float b;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) b = sm[0];
    cluster.sync();
    if (tid == 0) b = b + *cluster.map_shared_rank(&b, rank ^ 1);
    cluster.sync();
    if (tid == 0) {
        const float t = b + *cluster.map_shared_rank(&b, rank ^ 2);
        if (rank == 0) output[0] = t;
    }
    cluster.sync();''')

RING = RED_BLOCK + r'''
    __shared__ float buf[NBUF];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const unsigned int nb = (rank + 1) % CLUSTER_SIZE;
    float acc = sm[0], send = sm[0];
    cluster.sync();
    for (int i = 0; i < CLUSTER_SIZE - 1; i++) {
        if (tid == 0) buf[i % NBUF] = send;
        cluster.sync();
        if (tid == 0) {
            send = *cluster.map_shared_rank(&buf[i % NBUF], nb);
            acc += send;
        }
    }
    if (rank == 0 && tid == 0) output[0] = acc;
    cluster.sync();'''
case('k45_ring_allreduce_double_buffer', 'reduction', 'pass',
     'Ring all-reduce: 3 rounds; in round i each block writes the value it forwards into buf[i % 2], cluster.sync(), then reads its neighbour\'s buf[i % 2] and adds it. The buffer written in round i+2 was last read remotely in round i, before the reader arrived at round i+1\'s barrier, which the writer waited on: double buffering with one barrier per round is ordered (PTX barrier.cluster release/acquire); trailing cluster.sync() for lifetime.', RING.replace('NBUF', '2'))

case('k46_ring_allreduce_single_buffer', 'reduction', 'fail 1',
     'The ring with one buffer and one barrier per round: in round i+1 a block overwrites buf[0] while its left neighbour may still be reading it for round i (no barrier between that remote read and this write): a data race (PTX), values can be forwarded twice or lost.', RING.replace('NBUF', '1'))

# ------------------------------------------------------------------ advanced
ADV_WARP = r'''
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __shared__ float sv[TPB];
    sv[tid] = v;
    __syncwarp();
'''
case('k47_adv_elect_push_to_rank0', 'advanced', 'pass',
     'The elected lane of each warp sums its warp\'s 32 scaled values (after __syncwarp) and pushes the sum into rank 0\'s __shared__ ws[rank * 8 + warp] through map_shared_rank, after a first cluster.sync() (rank 0 started); a second cluster.sync() orders the pushes before rank 0\'s reads; rank 0 thread 0 then computes all four outputs from ws[] (its own shared memory). No DSMEM access follows the second barrier, so blocks may exit.', r'''
    __shared__ float ws[CLUSTER_SIZE * (TPB / WARP_SIZE)];''' + ADV_WARP + r'''
    cluster.sync();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int l = 0; l < WARP_SIZE; l++) s += sv[warp * WARP_SIZE + l];
        cluster.map_shared_rank(ws, 0)[rank * (TPB / WARP_SIZE) + warp] = s;
    }
    cluster.sync();
    if (rank == 0 && tid == 0)
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            float t = 0.0f;
            for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[r * (TPB / WARP_SIZE) + w];
            output[r] = t;
        }''')

case('k48_adv_elect_push_forgets_rank_offset', 'advanced', 'fail 1',
     'As k47 but the elected lanes push to ws[warp] (no rank * 8 offset): the four blocks\' elected lanes of warp w store the same word of rank 0\'s ws with nothing ordering them (PTX data race), and outputs 1-3 are computed from unwritten slots.', r'''
    __shared__ float ws[CLUSTER_SIZE * (TPB / WARP_SIZE)];''' + ADV_WARP + r'''
    cluster.sync();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int l = 0; l < WARP_SIZE; l++) s += sv[warp * WARP_SIZE + l];
        cluster.map_shared_rank(ws, 0)[warp] = s;
    }
    cluster.sync();
    if (rank == 0 && tid == 0)
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            float t = 0.0f;
            for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[r * (TPB / WARP_SIZE) + w];
            output[r] = t;
        }''')

case('k49_adv_scatter_back_third_sync_only_rank0', 'advanced', 'fail 1',
     'As k47, then rank 0 thread 0 computes each block\'s total and stores it into that block\'s own __shared__ res through map_shared_rank (a scatter back), but the third cluster.sync() is inside `if (rank == 0)`: ranks 1-3 read res and store output[rank] right after the second barrier, with nothing ordering rank 0\'s remote store before their read (PTX data race; they may read a NaN), and they may exit before rank 0\'s store lands (PG DSMEM: an access of an exited block\'s shared memory, exit 5). Rank 0 does not hang (PTX exit releases its barrier). Both are undefined; written as fail 1 (the race is on every schedule), 5 also counts as caught.', r'''
    __shared__ float ws[CLUSTER_SIZE * (TPB / WARP_SIZE)];
    __shared__ float res;''' + ADV_WARP + r'''
    cluster.sync();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int l = 0; l < WARP_SIZE; l++) s += sv[warp * WARP_SIZE + l];
        cluster.map_shared_rank(ws, 0)[rank * (TPB / WARP_SIZE) + warp] = s;
    }
    cluster.sync();
    if (rank == 0 && tid == 0)
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            float t = 0.0f;
            for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[r * (TPB / WARP_SIZE) + w];
            *cluster.map_shared_rank(&res, r) = t;
        }
    if (rank == 0) cluster.sync();
    if (tid == 0) output[rank] = res;''')

case('k50_adv_dsmem_warp_sums_with_arrive_wait', 'advanced', 'pass',
     'Advanced puzzle with the reference\'s levels and a DSMEM check: elected lanes store warp sums in ws[8]; __syncthreads(); thread 0 sums into total; then barrier_arrive() (token) before the output store and barrier_wait() at the end; no DSMEM access at all except thread 0 reading its own block\'s total through map_shared_rank(&total, rank) (self-map: its own shared memory, ordered by __syncthreads). Correct.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float total;''' + ADV_WARP + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int l = 0; l < WARP_SIZE; l++) s += sv[warp * WARP_SIZE + l];
        ws[warp] = s;
    }
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        total = t;
    }
    __syncthreads();
    auto token = cluster.barrier_arrive();
    if (tid == 0) output[rank] = *cluster.map_shared_rank(&total, (int)rank);
    cluster.barrier_wait(std::move(token));''')

# ------------------------------------------------------------------ second round (written after the
# first run and its fixes, before these four ran)
case('k51_aligned_arrive_split_warp_two_sites', 'reduction', 'fail 4',
     '(Exit code 1 before the H100 ran it; run 9 hung there, as lanes of one warp at different __syncthreads do, so the code is 4.) Lanes 0-15 of every warp run `barrier.cluster.arrive.aligned;` in one branch and lanes 16-31 the same text in the else branch (two instructions), then all run `barrier.cluster.wait.aligned;`. PTX barrier.cluster: .aligned requires every thread of the warp to execute the same barrier.cluster instruction; two instructions in a divergent branch: undefined (each thread arrives once, so only the .aligned rule is broken; 1 or 4 both count as caught).', RED_BLOCK + r'''
    unsigned int rank;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
    if (tid == 0) temp_storage[rank] = sm[0];
    if (tid % WARP_SIZE < 16)
        asm volatile("barrier.cluster.arrive.aligned;" ::: "memory");
    else
        asm volatile("barrier.cluster.arrive.aligned;" ::: "memory");
    asm volatile("barrier.cluster.wait.aligned;" ::: "memory");
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('k52_nv_fence_release_cluster_relaxed_arrive', 'reduction', 'pass',
     'Peers push their sums into rank 0\'s parts[rank] after a first cluster.sync(); then every thread runs __nv_atomic_thread_fence(__NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_CLUSTER) and cuda::ptx::barrier_cluster_arrive(sem_relaxed) + barrier_cluster_wait(): a release fence of cluster scope followed by the (relaxed) arrive is a release pattern, the wait acquires (PTX Memory Consistency Model; PG __nv_atomic_thread_fence), so rank 0 reads parts[] ordered after the pushes.', RED_BLOCK + r'''
    __shared__ float parts[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    cluster.sync();
    if (tid == 0) cluster.map_shared_rank(parts, 0)[rank] = sm[0];
    __nv_atomic_thread_fence(__NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_CLUSTER);
    cuda::ptx::barrier_cluster_arrive(cuda::ptx::sem_relaxed);
    cuda::ptx::barrier_cluster_wait();
    if (rank == 0 && tid == 0) output[0] = parts[0] + parts[1] + parts[2] + parts[3];''', pre='#include <cuda/ptx>')

case('k53_nv_release_flag_into_peers', 'reduction', 'pass',
     'After a cluster.sync() (all started, flags zeroed), rank 0 thread 0 sums the four blocks\' bsum (pulled through map_shared_rank), stores output[0], then writes the total into each peer\'s __shared__ got and sets each peer\'s flag with __nv_atomic_store_n(flag@r, 1, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_CLUSTER); each peer\'s thread 0 spins with __nv_atomic_load_n(&flag, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_CLUSTER) and reads got (a check folded in as 0 * got into temp_storage[rank]). Release/acquire at cluster scope orders got; blocks of a cluster are co-scheduled so the spin ends; a trailing cluster.sync() keeps every block alive for the remote accesses (PG DSMEM).', RED_BLOCK + r'''
    __shared__ float bsum, got;
    __shared__ unsigned int flag;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) { bsum = sm[0]; flag = 0u; }
    cluster.sync();
    if (tid == 0 && rank == 0) {
        float t = 0.0f;
        for (unsigned int r = 0; r < CLUSTER_SIZE; r++) t += *cluster.map_shared_rank(&bsum, r);
        output[0] = t;
        for (unsigned int r = 1; r < CLUSTER_SIZE; r++) {
            *cluster.map_shared_rank(&got, r) = t;
            __nv_atomic_store_n(cluster.map_shared_rank(&flag, r), 1u, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_CLUSTER);
        }
    }
    if (tid == 0 && rank != 0) {
        while (__nv_atomic_load_n(&flag, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_CLUSTER) == 0u) {}
        temp_storage[rank] = 0.0f * got;
    }
    cluster.sync();''')

case('k54_mbarrier_cta_wait_cluster_release', 'reduction', 'fail 1',
     'As k27 (remote arrives with .release.cluster) but rank 0 waits with the default `mbarrier.try_wait.parity.shared::cta.b64` (PTX mbarrier: default .acquire.cta): the acquire\'s scope is the CTA, which does not include the arriving threads of the other CTAs, so the release and the acquire are not morally strong (PTX Memory Consistency Model) and do not synchronize: rank 0\'s reads of temp_storage race with the peers\' stores. (The H100 very likely gives the right sum.)', MBAR_HEAD.replace('COUNT', '3').replace('ARRIVE', 'release.cluster').replace('try_wait.parity.acquire.cluster.shared::cta', 'try_wait.parity.shared::cta'))
