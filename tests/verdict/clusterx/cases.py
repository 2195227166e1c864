# Cases for gen.py (docs/verdict-clusterx.md): the whole thread-block-cluster API surface as people
# use it after reading the Hopper sections of the CUDA C++ Programming Guide: cg::this_cluster()
# members (block_rank, thread_rank, num_blocks, num_threads, dim_blocks, block_index,
# query_shared_rank, sync, barrier_arrive/barrier_wait with tokens, map_shared_rank on scalars,
# arrays (pointer to array) and structs), __cluster_dims__, the __cluster_barrier_* builtins, raw
# PTX (%cluster_ctarank, %clusterid, barrier.cluster.arrive(.relaxed)/wait, fence.acq_rel.cluster,
# mapa + ld/st/red.shared::cluster), cuda::atomic_ref on DSMEM, atomics on a peer's shared memory,
# pushes into the leader vs pulls, rank-0 gather vs all-gather vs ring exchange with double
# buffering, DSMEM and clusters in the last-block puzzle (implicit 1x1x1 cluster, __cluster_dims__
# on a launch without a cluster attribute), __syncthreads mixed with cluster barriers, a relaxed
# arrive before DSMEM reads, reading a peer after it may have exited, wrong rank mapping.
# Body = the kernel's body; pre = file-scope code before it. Every verdict was decided before p34
# ran the kernel.
# Citations: PTX = PTX ISA. "Memory Consistency Model": conflict (overlapping accesses, one a
# write); morally strong (both strong with scopes that include each other, or program order); data
# race = conflicting accesses neither morally strong nor in causality order; release pattern =
# fence.acq_rel/sc then a strong write or a release operation; atom without .sem is .relaxed and its
# scope is .gpu unless given (atomicAdd: .gpu; atomicAdd_block: .cta; cuda::thread_scope_block:
# .cta; a .cta scope does not include threads of another CTA). "barrier.cluster": arrive has
# .release semantics by default, wait .acquire; "the optional .relaxed qualifier on
# barrier.cluster.arrive specifies that there are no memory ordering and visibility guarantees
# provided for the memory accesses performed prior to barrier.cluster.arrive"; wait "causes the
# executing thread to wait for all non-exited threads of the cluster to perform
# barrier.cluster.arrive"; cg's barrier_arrive/sync compile to the non-.aligned forms (checked in
# nvcc 13.0's PTX), so a subset of threads may execute them. "fence.mbarrier_init" / CUTLASS
# cluster_arrive_relaxed: a release fence followed by barrier.cluster.arrive.relaxed is NVIDIA's
# own idiom for publishing before a relaxed arrive (fence + relaxed arrive = release). "mapa": maps
# a shared::cta address to the same variable in the CTA of the given rank of the cluster. "Cluster
# of Cooperative Thread Arrays": a launch without cluster dimensions runs as 1x1x1 clusters on
# sm_90 (%cluster_nctarank = 1, rank 0), so barrier.cluster is then a one-CTA barrier and
# fence.*.cluster has CTA reach. PG = CUDA C++ Programming Guide: "Thread Block Clusters" (a kernel
# with compile-time __cluster_dims__ is launched with that cluster size, with <<<>>> or
# cudaLaunchKernelEx without a cluster attribute; a different size at launch is an error),
# "Distributed Shared Memory" (all DSMEM accesses must complete before the owner block exits;
# cluster.sync() first so that all blocks have started), "Atomic Functions" (atomics work on
# DSMEM addresses; atomicAdd_block is block scope), "Memory Fence Functions", "Cooperative Groups:
# Cluster Group" (block_rank, thread_rank = block_rank*blockDim + thread's rank, num_blocks,
# num_threads, dim_blocks, block_index, query_shared_rank, map_shared_rank(T*, rank),
# barrier_arrive returns an arrival_token for barrier_wait). SPEC = docs/SPEC.md (inputs; NaN fill
# of output and scratch before each launch; exact sums for --reduction and --last-block, the float32
# bound for the other two; each output stored by exactly one thread per launch; --last-block: 256
# blocks, no cluster attribute, launched twice with no host reset of counter; exit codes: 1 wrong or
# a broken rule, 4 hang, 5 fault). Project conventions followed (docs/guide, verdict-evade's
# header): a data race is exit 1 even where the value comes out right; several plain writers of one
# output are exit 1; a DSMEM access that may come after the owner exited is exit 5; an access
# outside a buffer or __shared__ variable is exit 5.
RACE = r'data race|several writers|stored by|race|relaxed|order'
WRONG = r'❌|not written'
EXITED = r'exited|illegal|after .* exit'
OOB = r'out-of-bounds|past the|illegal|outside|rank'
HANG = r'deadlock|hang|never|wait'
SCOPE = r'scope|race'

# per-block tree of this block's 256 inputs (unscaled: --reduction, --last-block)
TREE = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''
CL = r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();'''
RTREE = CL + TREE
# scaled values of this block in sm[], for --coordination / --advanced (the sum is not taken yet)
SCALED = CL + r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();'''
SUM_OWN = r'''
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sm[i];'''
# warp level of --advanced: one elected lane per warp sums its 32 values into ws[warp]
WARPS = SCALED + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const int warp = tid / WARP_SIZE;
    if (elect_one_sync()) {
        float w = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) w += sm[warp * WARP_SIZE + i];
        ws[warp] = w;
    }
    __syncthreads();'''

# ================================================================= reduction
case('r01_dsmem_pull_gather_trailing_sync', 'reduction', 'pass',
     'Each block tree-reduces into sm[0]; cluster.sync(); thread 0 of rank 0 reads the four block sums with `*cluster.map_shared_rank(&sm[0], r)` and writes output[0]; a second cluster.sync() keeps every block (and its shared memory) alive until rank 0 has read it (PG Distributed Shared Memory). The first barrier releases each block\'s tree (arrive .release) and acquires it in rank 0 (wait .acquire: PTX barrier.cluster). Integers: exact (SPEC). Correct.',
     RTREE + r'''
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < (int)cluster.num_blocks(); r++)
            total += *cluster.map_shared_rank(&sm[0], r);
        output[0] = total;
    }
    cluster.sync();''')

case('r02_dsmem_pull_gather_no_trailing_sync', 'reduction', 'fail 5',
     'As r01 without the second cluster.sync(): ranks 1-3 return right after the first barrier while rank 0 may still be reading their sm[0] through map_shared_rank. PG Distributed Shared Memory: every DSMEM access must complete before the owner block exits; an access after the owner exited is exit 5 (project convention).',
     RTREE + r'''
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += *cluster.map_shared_rank(&sm[0], r);  // CAUSE
        output[0] = total;
    }''', cause=EXITED)

case('r03_push_into_leader_between_syncs', 'reduction', 'pass',
     'Push style: cluster.sync() (every block has started: PG DSMEM), then each block\'s thread 0 stores its sum into rank 0\'s `__shared__ float parts[CLUSTER_SIZE]` at [rank] through map_shared_rank; cluster.sync() (release/acquire: PTX barrier.cluster); rank 0\'s thread 0 sums its own parts[]. Nobody touches a peer\'s shared memory after the second barrier, so no trailing barrier is needed. Exact integers. Correct.',
     RTREE + r'''
    __shared__ float parts[CLUSTER_SIZE];
    cluster.sync();
    if (tid == 0) cluster.map_shared_rank(parts, 0)[rank] = sm[0];
    cluster.sync();
    if (rank == 0 && tid == 0)
        output[0] = (parts[0] + parts[1]) + (parts[2] + parts[3]);''')

case('r04_push_then_relaxed_arrive', 'reduction', 'fail 1',
     'As r03 but the barrier after the push is `barrier.cluster.arrive.relaxed` + `barrier.cluster.wait` (inline PTX, "it is faster"). PTX barrier.cluster: .relaxed gives no ordering or visibility for the accesses before the arrive, so the remote store of parts[rank] is not ordered before rank 0\'s loads after its wait: conflicting weak accesses with no causality order, a data race (PTX Memory Consistency Model). Exit 1.',
     RTREE + r'''
    __shared__ float parts[CLUSTER_SIZE];
    cluster.sync();
    if (tid == 0) cluster.map_shared_rank(parts, 0)[rank] = sm[0];
    asm volatile("barrier.cluster.arrive.relaxed;" ::: "memory");
    asm volatile("barrier.cluster.wait;" ::: "memory");
    if (rank == 0 && tid == 0)
        output[0] = (parts[0] + parts[1]) + (parts[2] + parts[3]);  // CAUSE''', cause=RACE)

case('r05_push_fence_then_relaxed_arrive', 'reduction', 'pass',
     'As r04 with `fence.acq_rel.cluster` before the relaxed arrive: the release fence followed by the arrive is NVIDIA\'s own publish idiom (PTX fence.mbarrier_init example; CUTLASS fence + cluster_arrive_relaxed), and the wait acquires (PTX barrier.cluster), so the pushes are ordered before rank 0\'s loads. Correct.',
     RTREE + r'''
    __shared__ float parts[CLUSTER_SIZE];
    cluster.sync();
    if (tid == 0) cluster.map_shared_rank(parts, 0)[rank] = sm[0];
    asm volatile("fence.acq_rel.cluster;" ::: "memory");
    asm volatile("barrier.cluster.arrive.relaxed;" ::: "memory");
    asm volatile("barrier.cluster.wait;" ::: "memory");
    if (rank == 0 && tid == 0)
        output[0] = (parts[0] + parts[1]) + (parts[2] + parts[3]);''')

case('r06_atomicadd_into_leader_smem', 'reduction', 'pass',
     'Rank 0\'s thread 0 zeroes `__shared__ float acc`; cluster.sync(); every block\'s thread 0 does `atomicAdd(cluster.map_shared_rank(&acc, 0), sm[0])` (PG Atomic Functions: atomics work on DSMEM; .gpu scope includes the cluster, atomics are morally strong with each other: PTX); cluster.sync(); rank 0 reads acc. The zeroing is ordered before the atomics and the atomics before the read by the barriers. Any order of integer adds is exact. Correct.',
     RTREE + r'''
    __shared__ float acc;
    if (rank == 0 && tid == 0) acc = 0.0f;
    cluster.sync();
    if (tid == 0) atomicAdd(cluster.map_shared_rank(&acc, 0), sm[0]);
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = acc;''')

case('r07_atomicadd_into_leader_no_sync_after_zero', 'reduction', 'fail 1',
     'As r06 without the barrier between rank 0\'s `acc = 0.0f` and the peers\' remote atomicAdds: the plain store and the atomics conflict and nothing orders them (PTX: a plain store is not morally strong with an atomic; data race), and a peer may add before the zero, losing its sum. Exit 1.',
     RTREE + r'''
    __shared__ float acc;
    if (rank == 0 && tid == 0) acc = 0.0f;  // CAUSE
    if (tid == 0) atomicAdd(cluster.map_shared_rank(&acc, 0), sm[0]);
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = acc;''', cause=RACE)

case('r08_atomic_ref_device_scope_on_dsmem', 'reduction', 'pass',
     'r06 written with `cuda::atomic_ref<float, cuda::thread_scope_device>` over rank 0\'s acc (fetch_add, relaxed) and `ref.store(0.0f)` by rank 0 before the first cluster.sync(). Device scope includes every thread of the cluster, so the four fetch_adds are morally strong (PTX); the barriers order zero, adds and the final load. Exact. Correct. (cuda::thread_scope_cluster does not exist in CCCL of CUDA 13.0: checked with nvcc.)',
     RTREE + r'''
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
    if (rank == 0 && tid == 0) output[0] = acc;''')

case('r09_atomic_ref_block_scope_on_dsmem', 'reduction', 'fail 1',
     'As r08 but with `cuda::atomic_ref<float, cuda::thread_scope_block>` ("it is shared memory, so block scope"). The four fetch_adds on rank 0\'s acc come from four different CTAs with .cta scope: their scopes do not include each other, so they are not morally strong (PTX Memory Consistency Model) and conflict: a data race (an add may be lost). Exit 1.',
     RTREE + r'''
    __shared__ float acc;
    if (rank == 0 && tid == 0) acc = 0.0f;
    cluster.sync();
    if (tid == 0) {
        cuda::atomic_ref<float, cuda::thread_scope_block> a(*cluster.map_shared_rank(&acc, 0));
        a.fetch_add(sm[0], cuda::memory_order_relaxed);  // CAUSE
    }
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = acc;''', cause=SCOPE)

case('r10_all_gather_pull_rank0_writes', 'reduction', 'pass',
     'All-gather: after cluster.sync() every block\'s thread 0 pulls the four block sums through map_shared_rank into a register total; only rank 0 writes output[0]; a trailing cluster.sync() keeps each block alive until every reader is done (PG DSMEM). Exact, one writer (SPEC). Correct.',
     RTREE + r'''
    cluster.sync();
    float total = 0.0f;
    if (tid == 0)
        for (int r = 0; r < CLUSTER_SIZE; r++) total += cluster.map_shared_rank(sm, r)[0];
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = total;''')

case('r11_all_gather_every_leader_writes', 'reduction', 'fail 1',
     'As r10 but "every block has the total now", so each block\'s thread 0 stores output[0]: four threads store the same output (SPEC: each output stored by exactly one thread; several writers of one location are a data race even with equal values: project convention). Exit 1.',
     RTREE + r'''
    cluster.sync();
    float total = 0.0f;
    if (tid == 0)
        for (int r = 0; r < CLUSTER_SIZE; r++) total += cluster.map_shared_rank(sm, r)[0];
    cluster.sync();
    if (tid == 0) output[0] = total;  // CAUSE''', cause=RACE)

case('r12_ring_double_buffered', 'reduction', 'pass',
     'Ring all-reduce: each block forwards a value to rank+1 for three steps, writing into the neighbour\'s inbox[step & 1] and reading its own after a cluster.sync() per step; a first cluster.sync() makes sure every block started (PG DSMEM). inbox[b] is written again only two steps later, after the next barrier, which the reader passed only after its read (program order then barrier: PTX causality), so no write overlaps a read. After the last barrier only own memory is read. Rank 0 writes the exact total. Correct.',
     RTREE + r'''
    __shared__ float inbox[2];
    const unsigned int next = (rank + 1) % CLUSTER_SIZE;
    float send = sm[0], total = sm[0];
    cluster.sync();
    for (int step = 0; step < CLUSTER_SIZE - 1; step++) {
        if (tid == 0) cluster.map_shared_rank(inbox, next)[step & 1] = send;
        cluster.sync();
        if (tid == 0) {
            send = inbox[step & 1];
            total += send;
        }
    }
    if (rank == 0 && tid == 0) output[0] = total;''')

case('r13_ring_single_buffer', 'reduction', 'fail 1',
     'As r12 with one inbox slot: at step s+1 block r-1 (past the step-s barrier) stores into block r\'s inbox while block r may still be loading its step-s value; nothing orders that load before the store (the next barrier comes after both): conflicting weak accesses, a data race (PTX), and a value can be skipped. Exit 1.',
     RTREE + r'''
    __shared__ float inbox;
    const unsigned int next = (rank + 1) % CLUSTER_SIZE;
    float send = sm[0], total = sm[0];
    cluster.sync();
    for (int step = 0; step < CLUSTER_SIZE - 1; step++) {
        if (tid == 0) *cluster.map_shared_rank(&inbox, next) = send;  // CAUSE
        cluster.sync();
        if (tid == 0) {
            send = inbox;
            total += send;
        }
    }
    if (rank == 0 && tid == 0) output[0] = total;''', cause=RACE)

MAPA_LD = r'''
            unsigned int remote;
            float v;
            asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(remote) : "r"(local), "r"(r));
            asm volatile("ld.shared::cluster.f32 %0, [%1];" : "=f"(v) : "r"(remote) : "memory");'''
case('r14_raw_ptx_mapa_gather', 'reduction', 'pass',
     'All raw PTX: rank from `%cluster_ctarank`, `barrier.cluster.arrive; barrier.cluster.wait;` (release/acquire by default: PTX barrier.cluster), then rank 0\'s thread 0 maps &sm[0] to each rank with `mapa.shared::cluster.u32` and loads with `ld.shared::cluster.f32`; a second arrive/wait keeps the peers alive until it is done (PG DSMEM). Exact. Correct.',
     TREE + r'''
    unsigned int rk;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rk));
    asm volatile("barrier.cluster.arrive;\n\tbarrier.cluster.wait;" ::: "memory");
    if (rk == 0 && tid == 0) {
        const unsigned int local = (unsigned int)__cvta_generic_to_shared(&sm[0]);
        float total = 0.0f;
        for (unsigned int r = 0; r < CLUSTER_SIZE; r++) {''' + MAPA_LD + r'''
            total += v;
        }
        output[0] = total;
    }
    asm volatile("barrier.cluster.arrive;\n\tbarrier.cluster.wait;" ::: "memory");''')

case('r15_raw_ptx_relaxed_arrive_then_mapa_reads', 'reduction', 'fail 1',
     'As r14 with the first barrier `barrier.cluster.arrive.relaxed; barrier.cluster.wait;`: the relaxed arrive releases nothing (PTX barrier.cluster), so the peers\' tree stores into sm[0] are not ordered before rank 0\'s ld.shared::cluster: a data race (PTX Memory Consistency Model). Exit 1.',
     TREE + r'''
    unsigned int rk;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rk));
    asm volatile("barrier.cluster.arrive.relaxed;\n\tbarrier.cluster.wait;" ::: "memory");
    if (rk == 0 && tid == 0) {
        const unsigned int local = (unsigned int)__cvta_generic_to_shared(&sm[0]);
        float total = 0.0f;
        for (unsigned int r = 0; r < CLUSTER_SIZE; r++) {''' + MAPA_LD.replace('"memory");', '"memory");  // CAUSE') + r'''
            total += v;
        }
        output[0] = total;
    }
    asm volatile("barrier.cluster.arrive;\n\tbarrier.cluster.wait;" ::: "memory");''', cause=RACE)

case('r16_token_arrive_wait_temp_storage', 'reduction', 'pass',
     'Global-memory gather with the token API: thread 0 stores temp_storage[rank]; `auto token = cluster.barrier_arrive(); cluster.barrier_wait(std::move(token));` (arrive releases, wait acquires: PTX barrier.cluster, PG Cluster Group); rank 0\'s thread 0 sums the four partials. Exact, one writer. Correct.',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    auto token = cluster.barrier_arrive();
    cluster.barrier_wait(std::move(token));
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }''')

case('r17_rank_from_block_index_y', 'reduction', 'fail 1',
     'Rank taken as `cluster.block_index().y` (the cluster is 4 x 1 x 1, so .y is 0 in every block: PG Cluster Group block_index): all four thread 0s store temp_storage[0] (several writers of one location, a data race: project convention) and temp_storage[1..3] keep their NaN fill (SPEC), so output[0] is NaN. Exit 1.',
     TREE + r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_index().y;
    if (tid == 0) temp_storage[rank] = sm[0];  // CAUSE
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }''', cause=RACE + '|' + WRONG)

case('r18_rank_from_cluster_thread_rank', 'reduction', 'pass',
     'Rank computed as `cluster.thread_rank() / blockDim.x` (PG Cluster Group: thread_rank = block_rank * threads per block + rank in block, so this is block_rank) and the block count from `cluster.dim_blocks().x`; temp_storage gather after cluster.sync(). Exact, one writer. Correct.',
     TREE + r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.thread_rank() / blockDim.x;
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < cluster.dim_blocks().x; r++) total += temp_storage[r];
        output[0] = total;
    }''')

case('r19_ctarank_and_clusterid_asm', 'reduction', 'pass',
     'Rank from `%cluster_ctarank`, the cluster from `%clusterid.x` (0: one cluster in the grid) and the size from `%cluster_nctarank` (4), read with inline PTX; temp_storage gather after cg\'s cluster.sync(); the writer is rank 0 of cluster 0. Exact, one writer. Correct.',
     TREE + r'''
    unsigned int rank, cid, n;
    asm("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
    asm("mov.u32 %0, %%clusterid.x;" : "=r"(cid));
    asm("mov.u32 %0, %%cluster_nctarank;" : "=r"(n));
    if (tid == 0) temp_storage[cid * n + rank] = sm[0];
    cg::this_cluster().sync();
    if (cid == 0 && rank == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < n; r++) total += temp_storage[r];
        output[0] = total;
    }''')

case('r20_gather_loop_bound_num_threads', 'reduction', 'fail 5',
     'Rank 0 loops `for (r = 0; r < cluster.num_threads(); r++) total += temp_storage[r];`, taking num_threads (1024, PG Cluster Group) for the number of blocks: it reads temp_storage[4..1023], past the 4-float buffer (SPEC: temp_storage is 4 floats). An access outside a buffer is exit 5 (project convention).',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < cluster.num_threads(); r++) total += temp_storage[r];  // CAUSE
        output[0] = total;
    }''', cause=OOB)

case('r21_map_shared_rank_struct', 'reduction', 'pass',
     'A `__shared__ struct Box { float part; unsigned int from; }` per block; thread 0 fills it, cluster.sync(), rank 0 reads `cluster.map_shared_rank(&box, r)->part` (map_shared_rank(T*, rank) with T = Box: PG Cluster Group) and checks `from`, then a trailing cluster.sync() (PG DSMEM). Exact. Correct.',
     RTREE + r'''
    __shared__ Box box;
    if (tid == 0) {
        box.part = sm[0];
        box.from = rank;
    }
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < CLUSTER_SIZE; r++) {
            const Box *b = cluster.map_shared_rank(&box, r);
            if (b->from == r) total += b->part;
        }
        output[0] = total;
    }
    cluster.sync();''', pre='struct Box { float part; unsigned int from; };')

case('r22_map_shared_rank_pointer_to_array', 'reduction', 'pass',
     'Maps the whole array: `float (*peer)[TPB] = cluster.map_shared_rank(&sm, r);` (T = float[TPB]) and reads `(*peer)[0]` after cluster.sync(); trailing cluster.sync(). Same address arithmetic as mapping &sm[0] (PTX mapa maps the base; the offset is kept). Exact. Correct.',
     RTREE + r'''
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            float (*peer)[TPB] = cluster.map_shared_rank(&sm, r);
            total += (*peer)[0];
        }
        output[0] = total;
    }
    cluster.sync();''')

case('r23_dsmem_read_after_syncthreads_only', 'reduction', 'fail 1',
     'Rank 0 reads the peers\' sm[0] through map_shared_rank after only `__syncthreads()` (a CTA barrier: PG Synchronization Functions), with one cluster.sync() at the end to keep peers alive. Nothing orders the peers\' tree stores before rank 0\'s remote loads: a data race (PTX), and the peers may not even have started (PG DSMEM). Exit 1.',
     RTREE + r'''
    __syncthreads();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += *cluster.map_shared_rank(&sm[0], r);  // CAUSE
        output[0] = total;
    }
    cluster.sync();''', cause=RACE)

case('r24_peers_clear_smem_while_leader_reads', 'reduction', 'fail 1',
     'r01 with a "cleanup" `sm[tid] = 0.0f;` by every thread between the two cluster.sync() calls: each peer\'s thread 0 clears its sm[0] while rank 0 may be reading it through DSMEM; the store and the remote load are not ordered (the next barrier comes after both): a data race (PTX), and a cleared value may be summed. Exit 1.',
     RTREE + r'''
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += *cluster.map_shared_rank(&sm[0], r);
        output[0] = total;
    }
    sm[tid] = 0.0f;  // CAUSE
    cluster.sync();''', cause=RACE)

case('r25_leader_arrives_before_reading_peers', 'reduction', 'fail 5',
     'Rank 0 splits its final barrier "to overlap": cluster.sync(), then cluster_arrive(), then thread 0 reads the peers\' sm[0] through DSMEM, then cluster_wait(); ranks 1-3 do two cluster.sync(). Once rank 0 has arrived, the peers\' second barrier completes (PTX barrier.cluster: all non-exited threads arrived) and they may exit while rank 0 still reads their shared memory: PG DSMEM, exit 5 (project convention). The reads themselves are acquired by the first barrier.',
     RTREE + r'''
    cluster.sync();
    if (rank == 0) {
        cluster_arrive();
        if (tid == 0) {
            float total = 0.0f;
            for (int r = 0; r < CLUSTER_SIZE; r++) total += *cluster.map_shared_rank(&sm[0], r);  // CAUSE
            output[0] = total;
        }
        cluster_wait();
    } else {
        cluster.sync();
    }''', cause=EXITED)

case('r26_cg_reduce_of_partials_in_warp0', 'reduction', 'pass',
     'temp_storage gather where warp 0 of rank 0 loads the partials (lanes >= 4 take 0) and `cg::reduce(tile32, v, cg::plus<float>())` sums them; lane 0 writes. Whole warp 0 takes the branch, as the collective needs; partials acquired by cluster.sync(). Exact, one writer. Correct.',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster.sync();
    if (rank == 0 && tid < WARP_SIZE) {
        cg::thread_block_tile<WARP_SIZE> tile = cg::tiled_partition<WARP_SIZE>(cg::this_thread_block());
        const float v = tid < CLUSTER_SIZE ? temp_storage[tid] : 0.0f;
        const float total = cg::reduce(tile, v, cg::plus<float>());
        if (tile.thread_rank() == 0) output[0] = total;
    }''')

case('r27_token_read_between_arrive_and_wait', 'reduction', 'fail 1',
     'Token API with rank 0 reading between arrive and wait: `auto t = cluster.barrier_arrive(); if (rank == 0 && tid == 0) { sum temp_storage } cluster.barrier_wait(std::move(t));`. Only the wait acquires (PTX barrier.cluster), so the peers\' temp_storage stores are not ordered before the loads: a data race; on a fast rank 0 they are still NaN (SPEC fill). Exit 1.',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    auto t = cluster.barrier_arrive();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];  // CAUSE
        output[0] = total;
    }
    cluster.barrier_wait(std::move(t));''', cause=RACE)

case('r28_only_thread0_stays_for_cluster_sync', 'reduction', 'pass',
     'After the tree every thread but thread 0 returns; thread 0 of each block alone does cluster.sync(), rank 0\'s reads the four sm[0] through DSMEM, and cluster.sync() again. cg\'s sync compiles to the non-.aligned barrier.cluster.arrive/wait, which wait for all non-exited threads of the cluster (PTX barrier.cluster), so 4 threads are enough; each block stays alive through thread 0 until the second barrier (PG DSMEM). Exact. Correct.',
     RTREE + r'''
    if (tid != 0) return;
    cluster.sync();
    if (rank == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += *cluster.map_shared_rank(&sm[0], r);
        output[0] = total;
    }
    cluster.sync();''')

# ================================================================= coordination
case('c01_token_split_barrier', 'coordination', 'pass',
     'cg style: `auto token = cluster.barrier_arrive();`, thread 0 sums its own block\'s 256 scaled values into output[rank], `cluster.barrier_wait(std::move(token));` (PG Cluster Group). No block reads another\'s memory; one writer per output; any summation order is within the float32 bound (SPEC). Correct.',
     SCALED + r'''
    auto token = cluster.barrier_arrive();
    if (tid == 0) {''' + SUM_OWN + r'''
        output[rank] = s;
    }
    cluster.barrier_wait(std::move(token));''')

case('c02_block_index_x_and_builtins', 'coordination', 'pass',
     'Rank from `cg::this_cluster().block_index().x` (a 4 x 1 x 1 cluster: .x is the rank: PG Cluster Group) and the split barrier from the builtins `__cluster_barrier_arrive()` / `__cluster_barrier_wait()` (what cg calls: nvcc 13.0 headers). Own data only, one writer per output. Correct.',
     r'''
    const unsigned int rank = cg::this_cluster().block_index().x;
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    __cluster_barrier_arrive();
    if (tid == 0) {''' + SUM_OWN + r'''
        output[rank] = s;
    }
    __cluster_barrier_wait();''')

CTARANK = r'''
    unsigned int rank;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {''' + SUM_OWN + r'''
        output[rank] = s;
    }
    cluster_wait();'''
case('c03_cluster_dims_4_and_ctarank', 'coordination', 'pass',
     'The kernel declares `__cluster_dims__(4, 1, 1)`, the size the puzzle launches (PG Thread Block Clusters: a compile-time size equal to the launch\'s is fine), and reads its rank from `%cluster_ctarank`. Own data, split barrier. Correct.',
     CTARANK, sig='__global__ void __cluster_dims__(4, 1, 1) cluster_coordination_basics(float *output, const float *input, int size)')

case('c04_cluster_dims_2', 'coordination', 'fail 5',
     'The kernel declares `__cluster_dims__(2, 1, 1)` ("pairs are enough") while the puzzle launches clusters of 4 with a cluster-dimension attribute: PG Thread Block Clusters: a compile-time cluster size cannot be changed at launch, the launch fails with a CUDA error (kernels.h P34_CLUSTER_DIMS_MISMATCH: both backends refuse it): exit 5 (SPEC).',
     CTARANK, sig='__global__ void __cluster_dims__(2, 1, 1) cluster_coordination_basics(float *output, const float *input, int size)',
     cause=r'cluster_dims|launch')

case('c05_cluster_dims_one_argument', 'coordination', 'pass',
     '`__cluster_dims__(4)` with one argument (y and z default to 1, as in dim3; nvcc 13.0 accepts it): the same 4 x 1 x 1 the puzzle launches. Correct.',
     CTARANK, sig='__global__ void __cluster_dims__(4) cluster_coordination_basics(float *output, const float *input, int size)')

case('c06_rank_from_thread_rank_mod', 'coordination', 'fail 1',
     'Rank taken as `cluster.thread_rank() % CLUSTER_SIZE`: thread_rank is block_rank * 256 + thread (PG Cluster Group), so this is threadIdx.x % 4: every block scales its values by 1..4 by thread, and thread 0 (rank 0 in every block) stores output[0] in all four blocks (several writers) while output[1..3] stay NaN (SPEC). Exit 1.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.thread_rank() % CLUSTER_SIZE;
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {''' + SUM_OWN + r'''
        output[rank] = s;  // CAUSE
    }
    cluster_wait();''', cause=RACE + '|' + WRONG)

case('c07_rank_from_grid_block_rank', 'coordination', 'pass',
     'Rank taken as `cg::this_grid().block_rank()` (no cooperative launch is needed for block_rank, only for grid.sync()): with one cluster in the grid it equals the cluster rank (SPEC Known errors; PG). Own data, split barrier. Correct.',
     r'''
    const unsigned int rank = (unsigned int)cg::this_grid().block_rank();
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {''' + SUM_OWN + r'''
        output[rank] = s;
    }
    cluster_wait();''')

LEADER_PULL = r'''
    if (rank == 0 && tid < CLUSTER_SIZE) {
        const float *p = cluster.map_shared_rank(sm, tid);
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += p[i];@CAUSE@
        output[tid] = s;
    }'''
case('c08_leader_pulls_all_four_blocks', 'coordination', 'pass',
     'After cluster.sync() threads 0-3 of rank 0 each sum block t\'s 256 scaled values through `cluster.map_shared_rank(sm, t)` and store output[t]; a trailing cluster.sync() keeps the blocks alive (PG DSMEM). The first barrier releases/acquires the scaled values (PTX barrier.cluster). One writer per output. Correct.',
     SCALED + '\n    cluster.sync();' + LEADER_PULL.replace('@CAUSE@', '') + '\n    cluster.sync();')

case('c09_leader_pulls_no_trailing_sync', 'coordination', 'fail 5',
     'c08 without the trailing cluster.sync(): ranks 1-3 return after the first barrier while rank 0 may still be reading their shared memory (PG DSMEM): exit 5 (project convention).',
     SCALED + '\n    cluster.sync();' + LEADER_PULL.replace('@CAUSE@', '  // CAUSE'), cause=EXITED)

case('c10_leader_pulls_after_relaxed_builtin_arrive', 'coordination', 'fail 1',
     'c08 with the first barrier `__cluster_barrier_arrive_relaxed(); __cluster_barrier_wait();`: a relaxed arrive releases nothing (PTX barrier.cluster .relaxed), so the peers\' sm stores (ordered in their block by __syncthreads only) are not ordered before rank 0\'s remote loads: a data race (PTX). Exit 1.',
     SCALED + '\n    __cluster_barrier_arrive_relaxed();\n    __cluster_barrier_wait();' + LEADER_PULL.replace('@CAUSE@', '  // CAUSE') + '\n    cluster.sync();', cause=RACE)

case('c11_threadfence_then_relaxed_builtin_arrive', 'coordination', 'pass',
     'c10 with `__threadfence()` before the relaxed arrive in every thread: a fence (gpu scope, includes the cluster) followed by the arrive is the release (PTX fence.mbarrier_init example / CUTLASS idiom), the wait acquires. Correct.',
     SCALED + '\n    __threadfence();\n    __cluster_barrier_arrive_relaxed();\n    __cluster_barrier_wait();' + LEADER_PULL.replace('@CAUSE@', '') + '\n    cluster.sync();')

case('c12_no_cluster_barrier_at_all', 'coordination', 'pass',
     'No cluster barrier: each block scales into its own shared memory, __syncthreads(), thread 0 stores output[rank]. No block touches another\'s memory, so no cluster rule applies (the split barrier is the puzzle\'s lesson, but SPEC checks numbers, one writer per output and the CUDA rules). Correct.',
     SCALED + r'''
    if (tid == 0) {''' + SUM_OWN + r'''
        output[rank] = s;
    }''')

case('c13_scale_after_arrive_leader_pulls', 'coordination', 'fail 1',
     'Every block arrives first ("announce early"), then scales its inputs into shared memory, __syncthreads(), then waits; rank 0\'s threads 0-3 then pull each block\'s values through DSMEM; trailing cluster.sync(). The stores come after the arrive, so the arrive does not release them (PTX barrier.cluster: release covers what precedes the arrive): the peers\' stores and rank 0\'s remote loads are a data race (PTX). Exit 1.',
     CL + r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    cluster_arrive();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    cluster_wait();''' + LEADER_PULL.replace('@CAUSE@', '  // CAUSE') + '\n    cluster.sync();', cause=RACE)

NEIGH = SCALED + r'''
    const unsigned int n = (rank + 1) % CLUSTER_SIZE;
    cluster.sync();
    if (tid == 0) {
        const float *p = cluster.map_shared_rank(sm, n);
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += p[i];
        @STORE@
    }
    cluster.sync();'''
case('c14_each_block_computes_neighbours_output', 'coordination', 'pass',
     'Each block\'s thread 0 sums its neighbour n = (rank+1) % 4\'s scaled values (scaled by n+1 by block n) through DSMEM and stores output[n]; cluster.sync() before (values released/acquired) and after (peers alive: PG DSMEM). Each output has one writer. Correct.',
     NEIGH.replace('@STORE@', 'output[n] = s;'))

case('c15_neighbour_sum_into_own_slot', 'coordination', 'fail 1',
     'As c14 but thread 0 stores the neighbour\'s sum into output[rank] (wrong rank mapping): output[r] holds block r+1\'s scaled sum; block sums differ (114.0 vs 231.2 / 2 ... : SPEC inputs), so every value is wrong. Exit 1.',
     NEIGH.replace('@STORE@', 'output[rank] = s;  // CAUSE'), cause=WRONG)

PTXBAR = r'asm volatile("barrier.cluster.arrive;\n\tbarrier.cluster.wait;" ::: "memory");'
RAWPULL = CTARANK.split('    cluster_arrive();')[0] + '    ' + PTXBAR + r'''
    if (rank == 0 && tid < CLUSTER_SIZE) {
        const unsigned int local = (unsigned int)__cvta_generic_to_shared(sm);
        const unsigned int r = tid;
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) {''' + MAPA_LD.replace('"r"(local)', '"r"(local + 4u * i)').replace('\n            ', '\n        ').replace('"memory");', '"memory");@CAUSE@') + r'''
            s += v;
        }
        output[tid] = s;
    }'''
case('c16_raw_ptx_leader_pulls', 'coordination', 'pass',
     'Raw PTX: rank from %cluster_ctarank, `barrier.cluster.arrive; barrier.cluster.wait;`, then threads 0-3 of rank 0 load block t\'s 256 values with mapa.shared::cluster + ld.shared::cluster (address of sm[i] mapped to rank t: PTX mapa), store output[t]; a second arrive/wait keeps the peers alive (PG DSMEM). Correct.',
     RAWPULL.replace('@CAUSE@', '') + '\n    ' + PTXBAR)

case('c17_raw_ptx_leader_pulls_no_trailing_barrier', 'coordination', 'fail 5',
     'c16 without the second barrier: ranks 1-3 exit after the first while rank 0 still loads their shared memory with ld.shared::cluster: PG DSMEM, exit 5 (project convention).',
     RAWPULL.replace('@CAUSE@', '  // CAUSE'), cause=EXITED)

case('c18_cluster_sync_only_thread0_rest_at_syncthreads', 'coordination', 'fail 4',
     'Thread 0 sums its block and then calls cluster_sync() inside `if (tid == 0)`; every thread then meets at __syncthreads(). barrier.cluster.wait waits for all non-exited threads of the cluster to arrive (PTX barrier.cluster), but threads 1-255 wait at __syncthreads() for thread 0: deadlock, exit 4 (SPEC).',
     SCALED + r'''
    if (tid == 0) {''' + SUM_OWN + r'''
        output[rank] = s;
        cluster_sync();  // CAUSE
    }
    __syncthreads();''', cause=HANG)

case('c19_others_exit_thread0_does_split_barrier', 'coordination', 'pass',
     'Threads 1-255 return after the scale and __syncthreads(); thread 0 alone arrives, sums, stores output[rank] and waits. The cluster barrier counts only non-exited threads (PTX barrier.cluster), so the four thread 0s complete it. Correct.',
     SCALED + r'''
    if (tid != 0) return;
    cluster_arrive();''' + SUM_OWN.replace('\n        ', '\n    ') + r'''
    output[rank] = s;
    cluster_wait();''')

case('c20_num_blocks_used_as_scale', 'coordination', 'fail 1',
     'Scale taken as `(float)cluster.num_blocks() - rank` ("blocks left"): 4, 3, 2, 1 instead of rank + 1 = 1, 2, 3, 4 (SPEC): every output is wrong. Exit 1.',
     CL + r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * ((float)cluster.num_blocks() - (float)rank);  // CAUSE
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {''' + SUM_OWN + r'''
        output[rank] = s;
    }
    cluster_wait();''', cause=WRONG)

case('c21_dsmem_push_scaled_values_to_leader_table', 'coordination', 'pass',
     'Push style: cluster.sync() (all started), each thread stores its scaled value into rank 0\'s `__shared__ float table[CLUSTER_SIZE][TPB]` at [rank][tid] through `cluster.map_shared_rank(&table, 0)` (pointer to the 2-D array); cluster.sync(); threads 0-3 of rank 0 sum row t of their own table into output[t]. No DSMEM access after the last barrier. Correct.',
     SCALED + r'''
    __shared__ float table[CLUSTER_SIZE][TPB];
    cluster.sync();
    (*cluster.map_shared_rank(&table, 0))[rank][tid] = sm[tid];
    cluster.sync();
    if (rank == 0 && tid < CLUSTER_SIZE) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += table[tid][i];
        output[tid] = s;
    }''')

# ================================================================= advanced
NW = 'TPB / WARP_SIZE'
SUM_WS = r'''
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];'''
case('a01_token_split_barrier', 'advanced', 'pass',
     'Warp level with elect_one_sync() into ws[warp], __syncthreads(), `auto tok = cluster.barrier_arrive();` thread 0 sums the 8 warp sums into output[rank], `cluster.barrier_wait(std::move(tok));`. Own data only; one writer per output; float32 bound (SPEC). Correct.',
     WARPS + r'''
    auto tok = cluster.barrier_arrive();
    if (tid == 0) {''' + SUM_WS + r'''
        output[rank] = t;
    }
    cluster.barrier_wait(std::move(tok));''')

PUSHWS = WARPS + r'''
    __shared__ float all_ws[CLUSTER_SIZE][TPB / WARP_SIZE];
    cluster.sync();
@PUSH@
    if (rank == 0 && tid < CLUSTER_SIZE) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += all_ws[tid][w];@CAUSE@
        output[tid] = t;
    }'''
case('a02_push_warp_sums_into_leader', 'advanced', 'pass',
     'cluster.sync() (all blocks started: PG DSMEM); threads 0-7 of each block store ws[tid] into rank 0\'s all_ws[rank][tid] through `cluster.map_shared_rank(&all_ws[0][0], 0)`; cluster.sync() (release/acquire); threads 0-3 of rank 0 sum row t of their own all_ws into output[t]. No DSMEM access after the last barrier. Correct.',
     PUSHWS.replace('@PUSH@', r'''    if (tid < TPB / WARP_SIZE)
        cluster.map_shared_rank(&all_ws[0][0], 0)[rank * (TPB / WARP_SIZE) + tid] = ws[tid];
    cluster.sync();''').replace('@CAUSE@', ''))

case('a03_push_between_arrive_and_wait', 'advanced', 'fail 1',
     'As a02 but the pushes sit between cluster_arrive() and cluster_wait() ("overlap the push with the barrier"): the arrive releases only what precedes it (PTX barrier.cluster), so a peer\'s remote store into all_ws and rank 0\'s loads after its wait are not ordered: a data race (PTX). Exit 1.',
     PUSHWS.replace('@PUSH@', r'''    cluster_arrive();
    if (tid < TPB / WARP_SIZE)
        cluster.map_shared_rank(&all_ws[0][0], 0)[rank * (TPB / WARP_SIZE) + tid] = ws[tid];
    cluster_wait();''').replace('@CAUSE@', '  // CAUSE'), cause=RACE)

case('a04_elected_lane_pushes_directly', 'advanced', 'pass',
     'The elected lane of each warp sums its 32 values and stores the warp sum straight into rank 0\'s all_ws[rank][warp] through `*cluster.map_shared_rank(&all_ws[rank][warp], 0)` (after a cluster.sync(): all started); cluster.sync(); threads 0-3 of rank 0 sum their rows. One elected lane per warp (PTX elect.sync), one store per slot. Correct.',
     SCALED + r'''
    __shared__ float all_ws[CLUSTER_SIZE][TPB / WARP_SIZE];
    const int warp = tid / WARP_SIZE;
    cluster.sync();
    if (elect_one_sync()) {
        float w = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) w += sm[warp * WARP_SIZE + i];
        *cluster.map_shared_rank(&all_ws[rank][warp], 0) = w;
    }
    cluster.sync();
    if (rank == 0 && tid < CLUSTER_SIZE) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += all_ws[tid][w];
        output[tid] = t;
    }''')

ATOMWS = WARPS + r'''
    __shared__ float acc[CLUSTER_SIZE];
    if (rank == 0 && tid < CLUSTER_SIZE) acc[tid] = 0.0f;
    cluster.sync();
    if (tid < TPB / WARP_SIZE) {
        float *slot = cluster.map_shared_rank(&acc[rank], 0);
        @ADD@
    }
    @BAR@
    if (rank == 0 && tid < CLUSTER_SIZE) output[tid] = acc[tid];@CAUSE@
    @END@'''
case('a05_atomicadd_warp_sums_into_leader', 'advanced', 'pass',
     'Rank 0 zeroes acc[0..3]; cluster.sync(); threads 0-7 of each block `atomicAdd(cluster.map_shared_rank(&acc[rank], 0), ws[tid])` (PG Atomic Functions on DSMEM; .gpu scope, morally strong: PTX); cluster.sync(); rank 0 stores acc[t] into output[t]. Any order of the float adds is within the float32 bound (SPEC). Correct.',
     ATOMWS.replace('@ADD@', 'atomicAdd(slot, ws[tid]);').replace('@BAR@', 'cluster.sync();').replace('@CAUSE@', '').replace('\n    @END@', ''))

case('a06_atomicadd_then_syncthreads_only', 'advanced', 'fail 1',
     'a05 with `__syncthreads()` where the second cluster.sync() belongs (a final cluster.sync() keeps rank 0 alive): rank 0 loads acc[t] while peers\' remote atomicAdds on it may not have happened; a plain load and an atomic are not morally strong and nothing orders them: a data race (PTX), and sums go missing. Exit 1.',
     ATOMWS.replace('@ADD@', 'atomicAdd(slot, ws[tid]);').replace('@BAR@', '__syncthreads();').replace('@CAUSE@', '  // CAUSE').replace('@END@', 'cluster.sync();'), cause=RACE)

case('a07_atomic_ref_device_fetch_add', 'advanced', 'pass',
     'a05 with `cuda::atomic_ref<float, cuda::thread_scope_device>(*slot).fetch_add(ws[tid], cuda::memory_order_relaxed)`: device scope includes the cluster (PTX scopes), same ordering by the barriers. Correct.',
     ATOMWS.replace('@ADD@', 'cuda::atomic_ref<float, cuda::thread_scope_device>(*slot).fetch_add(ws[tid], cuda::memory_order_relaxed);').replace('@BAR@', 'cluster.sync();').replace('@CAUSE@', '').replace('\n    @END@', ''))

case('a08_atomicadd_block_on_peer_smem_same_block_adders', 'advanced', 'pass',
     'a05 with `atomicAdd_block(slot, ws[tid])` ("it is shared memory"): block scope (.cta: PG Atomic Functions). It looks like a scope bug, but every add to acc[r] in rank 0 comes from the 8 threads of block r itself, which share one CTA scope, so those atomics are morally strong with each other (PTX Memory Consistency Model); rank 0\'s zeroing and its final loads are ordered against them by the two cluster.sync() (PTX barrier.cluster). No conflicting pair is unordered. Correct.',
     ATOMWS.replace('@ADD@', 'atomicAdd_block(slot, ws[tid]);').replace('@BAR@', 'cluster.sync();').replace('@CAUSE@', '').replace('\n    @END@', ''))

STPUSH = WARPS + r'''
    unsigned int ptxrank;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(ptxrank));
    __shared__ float all_ws[CLUSTER_SIZE][TPB / WARP_SIZE];
    asm volatile("barrier.cluster.arrive;\n\tbarrier.cluster.wait;" ::: "memory");
    if (tid < TPB / WARP_SIZE) {
        const unsigned int local = (unsigned int)__cvta_generic_to_shared(&all_ws[ptxrank][tid]);
        unsigned int remote;
        asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(remote) : "r"(local), "r"(0));
        asm volatile("st.shared::cluster.f32 [%0], %1;" :: "r"(remote), "f"(ws[tid]) : "memory");
    }
@BAR@
    if (ptxrank == 0 && tid < CLUSTER_SIZE) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += all_ws[tid][w];@CAUSE@
        output[tid] = t;
    }'''
case('a09_raw_ptx_st_shared_cluster_push', 'advanced', 'pass',
     'Raw PTX push: after `barrier.cluster.arrive; barrier.cluster.wait;` (all started) threads 0-7 map &all_ws[rank][tid] to rank 0 with mapa.shared::cluster and store with st.shared::cluster.f32; a second arrive/wait (release/acquire by default: PTX barrier.cluster); rank 0 sums its own rows. Correct.',
     STPUSH.replace('@BAR@', '    asm volatile("barrier.cluster.arrive;\\n\\tbarrier.cluster.wait;" ::: "memory");').replace('@CAUSE@', ''))

case('a10_raw_ptx_push_relaxed_arrive', 'advanced', 'fail 1',
     'a09 with `barrier.cluster.arrive.relaxed;` before the second wait: no release (PTX barrier.cluster .relaxed), so the st.shared::cluster pushes are not ordered before rank 0\'s loads: a data race (PTX Memory Consistency Model). Exit 1.',
     STPUSH.replace('@BAR@', '    asm volatile("barrier.cluster.arrive.relaxed;\\n\\tbarrier.cluster.wait;" ::: "memory");').replace('@CAUSE@', '  // CAUSE'), cause=RACE)

case('a11_red_shared_cluster_fence_relaxed_arrive', 'advanced', 'pass',
     'Rank 0 zeroes acc[0..3] before a full cluster.sync(); threads 0-7 of each block do `red.shared::cluster.add.f32` of ws[tid] into rank 0\'s acc[rank] (mapa address); then `fence.acq_rel.cluster; barrier.cluster.arrive.relaxed; barrier.cluster.wait;` (fence + relaxed arrive = release: PTX fence.mbarrier_init example, CUTLASS), rank 0 reads acc. The reds are atomic (morally strong with each other: PTX red). Float order within the bound. Correct.',
     WARPS + r'''
    __shared__ float acc[CLUSTER_SIZE];
    if (rank == 0 && tid < CLUSTER_SIZE) acc[tid] = 0.0f;
    cluster.sync();
    if (tid < TPB / WARP_SIZE) {
        const unsigned int local = (unsigned int)__cvta_generic_to_shared(&acc[rank]);
        unsigned int remote;
        asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(remote) : "r"(local), "r"(0));
        asm volatile("red.shared::cluster.add.f32 [%0], %1;" :: "r"(remote), "f"(ws[tid]) : "memory");
    }
    asm volatile("fence.acq_rel.cluster;" ::: "memory");
    asm volatile("barrier.cluster.arrive.relaxed;" ::: "memory");
    asm volatile("barrier.cluster.wait;" ::: "memory");
    if (rank == 0 && tid < CLUSTER_SIZE) output[tid] = acc[tid];''')

case('a12_cluster_sync_inside_elected_lane', 'advanced', 'fail 4',
     'The elected lane of each warp writes its warp sum and then calls cluster.sync() inside the `if (elect_one_sync())` branch ("only the writers need to sync"); all threads then meet at __syncthreads(). barrier.cluster.wait waits for every non-exited thread of the cluster (PTX barrier.cluster), but the other 31 lanes of each warp wait at __syncthreads() for the elected lanes: deadlock, exit 4 (SPEC).',
     SCALED + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const int warp = tid / WARP_SIZE;
    if (elect_one_sync()) {
        float w = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) w += sm[warp * WARP_SIZE + i];
        ws[warp] = w;
        cluster.sync();  // CAUSE
    }
    __syncthreads();
    if (tid == 0) {''' + SUM_WS + r'''
        output[rank] = t;
    }''', cause=HANG)

T0PULL = WARPS + r'''
    if (tid != 0) return;
    cluster.sync();
    if (rank == 0) {
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            const float *pw = cluster.map_shared_rank(ws, r);
            float t = 0.0f;
            for (int w = 0; w < TPB / WARP_SIZE; w++) t += pw[w];@CAUSE@
            output[r] = t;
        }
    }'''
case('a13_thread0_only_pulls_peer_warp_sums', 'advanced', 'pass',
     'All threads but thread 0 return after the warp level; the four thread 0s do cluster.sync(), rank 0\'s thread 0 pulls each block\'s ws[] through map_shared_rank and stores output[r], and cluster.sync() again. The barrier counts only non-exited threads (PTX barrier.cluster), each block stays alive through thread 0 (PG DSMEM). One writer per output. Correct.',
     T0PULL.replace('@CAUSE@', '') + '\n    cluster.sync();')

case('a14_thread0_only_pulls_no_trailing_sync', 'advanced', 'fail 5',
     'a13 without the last cluster.sync(): the peers\' thread 0 return after the first barrier and their blocks exit while rank 0 reads their ws[]: PG DSMEM, exit 5 (project convention).',
     T0PULL.replace('@CAUSE@', '  // CAUSE'), cause=EXITED)

case('a15_all_to_all_push_of_block_totals', 'advanced', 'pass',
     'All-gather by push: thread 0 sums the warp sums and stores its total into every block\'s `tot[rank]` through map_shared_rank (after a cluster.sync(): all started); cluster.sync(); thread 0 of each block stores output[rank] = tot[rank] (delivered through its own DSMEM window). Each slot has one writer, ordered before the load by the barrier; no DSMEM after it. Correct.',
     WARPS + r'''
    __shared__ float tot[CLUSTER_SIZE];
    cluster.sync();
    if (tid == 0) {''' + SUM_WS + r'''
        for (int r = 0; r < CLUSTER_SIZE; r++) cluster.map_shared_rank(tot, r)[rank] = t;
    }
    cluster.sync();
    if (tid == 0) output[rank] = tot[rank];''')

case('a16_rank_from_query_shared_rank', 'advanced', 'pass',
     'Rank taken as `cluster.query_shared_rank(ws)`: ws is this block\'s own shared memory, so the owner rank is this block\'s rank (PG Cluster Group query_shared_rank). Warp level, thread 0 sum, split barrier. Correct.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float sm[TPB];
    const unsigned int rank = cluster.query_shared_rank(ws);
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    const int warp = tid / WARP_SIZE;
    if (elect_one_sync()) {
        float w = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) w += sm[warp * WARP_SIZE + i];
        ws[warp] = w;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {''' + SUM_WS + r'''
        output[rank] = t;
    }
    cluster_wait();''')

case('a17_relaxed_builtin_arrive_then_pull', 'advanced', 'fail 1',
     'Rank 0 pulls the peers\' ws[] through DSMEM after `__cluster_barrier_arrive_relaxed(); __cluster_barrier_wait();` (a trailing cluster.sync() keeps them alive). The relaxed arrive releases nothing (PTX barrier.cluster), so the peers\' elected-lane stores of ws[] are not ordered before rank 0\'s loads: a data race (PTX). Exit 1.',
     WARPS + r'''
    __cluster_barrier_arrive_relaxed();
    __cluster_barrier_wait();
    if (rank == 0 && tid < CLUSTER_SIZE) {
        const float *pw = cluster.map_shared_rank(ws, tid);
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += pw[w];  // CAUSE
        output[tid] = t;
    }
    cluster.sync();''', cause=RACE)

case('a18_transposed_push_index', 'advanced', 'fail 5',
     'a02\'s push with the indices swapped: `(*cluster.map_shared_rank(&all_ws, 0))[tid][rank] = ws[tid]` for tid 0-7 into `float all_ws[CLUSTER_SIZE][8]`: rows 4-7 do not exist, so threads 4-7 store past the end of the 32-float array in rank 0\'s shared memory (C++ [expr.add]; an access outside a __shared__ variable is exit 5: project convention).',
     WARPS + r'''
    __shared__ float all_ws[CLUSTER_SIZE][TPB / WARP_SIZE];
    cluster.sync();
    if (tid < TPB / WARP_SIZE)
        (*cluster.map_shared_rank(&all_ws, 0))[tid][rank] = ws[tid];  // CAUSE
    cluster.sync();
    if (rank == 0 && tid < CLUSTER_SIZE) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += all_ws[w % CLUSTER_SIZE][tid];
        output[tid] = t;
    }''', cause=OOB)

ROUND = WARPS + r'''
    __shared__ float all_ws[CLUSTER_SIZE][TPB / WARP_SIZE];
    __shared__ float mine;
    cluster.sync();
    if (tid < TPB / WARP_SIZE) (*cluster.map_shared_rank(&all_ws, 0))[rank][tid] = ws[tid];
    cluster.sync();
@SCATTER@
    if (tid == 0) output[rank] = mine;@CAUSE@
    cluster.sync();'''
SCAT = r'''
        if (tid < CLUSTER_SIZE) {
            float t = 0.0f;
            for (int w = 0; w < TPB / WARP_SIZE; w++) t += all_ws[tid][w];
            *cluster.map_shared_rank(&mine, tid) = t;
        }'''
case('a19_gather_then_scatter_back', 'advanced', 'pass',
     'Round trip: pushes of the warp sums into rank 0 (between two cluster.sync()), rank 0\'s threads 0-3 sum row t and store it into block t\'s `mine` through DSMEM, cluster.sync(), thread 0 of each block stores output[rank] = mine, and a last cluster.sync() (not needed for the loads of own memory; harmless). Each remote store precedes the barrier before its load. Correct.',
     ROUND.replace('@SCATTER@', '    if (rank == 0) {' + SCAT + '\n    }\n    cluster.sync();').replace('@CAUSE@', ''))

case('a20_scatter_between_leaders_arrive_and_wait', 'advanced', 'fail 1',
     'a19 with rank 0 doing `cluster_arrive(); scatter; cluster_wait();` while the peers do cluster.sync(): once rank 0 has arrived the peers pass the barrier and load `mine` while rank 0 may still be storing it remotely (its stores follow its arrive, so they are not released: PTX barrier.cluster): a data race (PTX); the final cluster.sync() keeps the peers alive, so it is a race, not an access after exit. Exit 1.',
     ROUND.replace('@SCATTER@', '    if (rank == 0) {\n        cluster_arrive();' + SCAT + '\n        cluster_wait();\n    } else {\n        cluster.sync();\n    }').replace('@CAUSE@', '  // CAUSE'), cause=RACE)

# ================================================================= last-block
LB_FINAL = r'''
        float s = 0.0f;
        for (unsigned int b = tid; b < @N@; b += blockDim.x) s += partials[b];
        sm[tid] = s;
        __syncthreads();
        for (int k = TPB / 2; k > 0; k >>= 1) {
            if (tid < k) sm[tid] += sm[tid + k];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }'''
LB = TREE + r'''
    __shared__ bool am_last;
    if (tid == 0) {
        partials[@SLOT@] = sm[0];
        @REL@
        const unsigned int t = atomicAdd(counter, 1u);
        am_last = (t == @LAST@);
        @ACQ@
    }
    @BCAST@
    if (am_last) {''' + LB_FINAL + r'''
    }'''
def lb(slot='blockIdx.x', rel='__threadfence();', acq='__threadfence();', last='gridDim.x - 1',
       bcast='__syncthreads();', n='gridDim.x', pre_tree=''):
    return (pre_tree + LB.replace('@SLOT@', slot).replace('@REL@', rel).replace('@ACQ@', acq)
            .replace('@LAST@', last).replace('@BCAST@', bcast).replace('@N@', n))

case('l01_cluster_sync_as_block_barrier_no_cluster_launch', 'last-block', 'pass',
     'The standard ticket (partial, __threadfence, atomicAdd, __threadfence) but the broadcast of am_last uses `cg::this_cluster().sync()` instead of __syncthreads(). The launch has no cluster attribute (SPEC), and on sm_90 such a grid runs as 1 x 1 x 1 clusters (PTX Cluster of CTAs; %cluster_nctarank = 1), so barrier.cluster.arrive/wait is a barrier of the block\'s threads with release/acquire at cluster (here CTA) scope: the flag and the acquired partials reach every thread as with __syncthreads(). Counter reset; exact. Correct.',
     lb(bcast='cg::this_cluster().sync();'))

case('l02_map_shared_rank_own_rank_zero', 'last-block', 'pass',
     'Each block publishes its sum through `*cg::this_cluster().map_shared_rank(&sm[0], cg::this_cluster().block_rank())` (rank 0 of its implicit one-block cluster: PTX Cluster of CTAs; PG map_shared_rank), i.e. its own sm[0]; the rest is the standard ticket. Correct.',
     lb().replace('partials[blockIdx.x] = sm[0];', 'partials[blockIdx.x] = *cg::this_cluster().map_shared_rank(&sm[0], cg::this_cluster().block_rank());'))

case('l03_map_shared_rank_neighbour_without_clusters', 'last-block', 'fail 5',
     'A learner "borrows" the next block\'s sum through DSMEM: `*cg::this_cluster().map_shared_rank(&sm[0], 1)` in a launch without clusters. Each block is a one-block cluster (PTX Cluster of CTAs), so rank 1 does not exist: PTX mapa with a rank outside the cluster gives no valid address; an access outside any shared memory is exit 5 (project convention).',
     TREE + r'''
    __shared__ float peer_sum;
    if (tid == 0) peer_sum = *cg::this_cluster().map_shared_rank(&sm[0], 1);  // CAUSE
    __syncthreads();
    if (tid == 0) partials[blockIdx.x] = sm[0] + 0.0f * peer_sum;
    __shared__ bool am_last;
    if (tid == 0) {
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        am_last = (t == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (am_last) {''' + LB_FINAL.replace('@N@', 'gridDim.x') + r'''
    }''', cause=OOB)

CL4 = '__global__ void __cluster_dims__(4, 1, 1) last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)'
CLUSTER_LB = TREE + r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const unsigned int nclusters = gridDim.x / cluster.num_blocks();
    const unsigned int cid = blockIdx.x / cluster.num_blocks();
    cluster.sync();
    __shared__ bool am_last;
    if (rank == 0 && tid == 0) {
        float c = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); r++) c += *cluster.map_shared_rank(&sm[0], r);@CAUSE@
        partials[cid] = c;
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        am_last = (t == @LAST@);
        __threadfence();
    }
@TRAIL@
    if (rank != 0) return;
    __syncthreads();
    if (am_last) {''' + LB_FINAL.replace('@N@', 'nclusters') + r'''
    }'''
case('l04_cluster_dims_4_dsmem_then_ticket_per_cluster', 'last-block', 'pass',
     'The kernel declares `__cluster_dims__(4, 1, 1)`; the last-block launch has no cluster attribute (SPEC), so it runs in 64 clusters of 4 (PG Thread Block Clusters: compile-time size used). Each cluster syncs, rank 0\'s thread 0 sums the 4 block sums through map_shared_rank, a second cluster.sync() keeps the peers alive (PG DSMEM), rank 0 publishes partials[cluster] with the fence + ticket; the cluster leader drawing ticket 63 sums 64 partials and resets the counter. Ranks 1-3 leave after the second barrier; rank 0 blocks still call __syncthreads() uniformly. Exact. Correct.',
     CLUSTER_LB.replace('@CAUSE@', '').replace('@LAST@', 'nclusters - 1').replace('@TRAIL@', '    cluster.sync();'), sig=CL4)

case('l05_cluster_dims_4_leader_reads_after_peers_exit', 'last-block', 'fail 5',
     'l04 without the second cluster.sync(): ranks 1-3 return right after the first barrier while their cluster leader may still read their sm[0] through DSMEM: PG DSMEM, exit 5 (project convention).',
     CLUSTER_LB.replace('@CAUSE@', '  // CAUSE').replace('@LAST@', 'nclusters - 1').replace('@TRAIL@\n', ''), sig=CL4, cause=EXITED)

case('l06_cluster_dims_4_ticket_counts_blocks', 'last-block', 'fail 1',
     'l04 with the last ticket taken as `gridDim.x - 1` (255): only the 64 cluster leaders draw tickets (0..63), so no block is last, output[0] is never written (SPEC: not written) and the counter is left at 64, not 0. Exit 1.',
     CLUSTER_LB.replace('@CAUSE@', '').replace('@LAST@', 'gridDim.x - 1').replace('@TRAIL@', '    cluster.sync();').replace('am_last = (t == gridDim.x - 1);', 'am_last = (t == gridDim.x - 1);  // CAUSE'), sig=CL4, cause=WRONG + '|counter')

REF = r'''
    __shared__ bool am_last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        cuda::atomic_ref<unsigned int, @SCOPE@> c(*counter);
        const unsigned int t = c.fetch_add(1u, @ORDER@);@CAUSE@
        am_last = (t == gridDim.x - 1);
    }
    __syncthreads();
    if (am_last) {''' + LB_FINAL.replace('@N@', 'gridDim.x') + r'''
    }'''
case('l07_atomic_ref_acq_rel_ticket', 'last-block', 'pass',
     'Ticket with `cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*counter).fetch_add(1u, cuda::memory_order_acq_rel)` and no fences: the release covers thread 0\'s own partial store, the last block\'s acq_rel RMW reads the end of the release sequence of all earlier RMWs (PTX Memory Consistency Model: release sequence, RMWs; C++ [atomics.order]), and __syncthreads() extends the acquire to the block (PG Synchronization Functions). The last block\'s plain reset follows every other block\'s RMW in causality order. Exact. Correct.',
     TREE + REF.replace('@SCOPE@', 'cuda::thread_scope_device').replace('@ORDER@', 'cuda::memory_order_acq_rel').replace('@CAUSE@', ''))

case('l08_atomic_ref_relaxed_ticket', 'last-block', 'fail 1',
     'l07 with `cuda::memory_order_relaxed` ("the atomic is enough") and no fence: nothing releases the partial store or acquires in the last block, so its loads of partials[] race with the other blocks\' stores (PTX: no release/acquire pattern, data race). Exit 1.',
     TREE + REF.replace('@SCOPE@', 'cuda::thread_scope_device').replace('@ORDER@', 'cuda::memory_order_relaxed').replace('@CAUSE@', '  // CAUSE'), cause=RACE)

case('l09_atomic_ref_block_scope_ticket', 'last-block', 'fail 1',
     'l07 with `cuda::thread_scope_block`: the 256 tickets come from 256 different CTAs with .cta scope, which do not include each other, so the RMWs are not morally strong (PTX Memory Consistency Model): a data race on the counter (tickets may repeat or be lost), and the acq_rel at CTA scope does not order other blocks\' partials. Exit 1.',
     TREE + REF.replace('@SCOPE@', 'cuda::thread_scope_block').replace('@ORDER@', 'cuda::memory_order_acq_rel').replace('@CAUSE@', '  // CAUSE'), cause=SCOPE)

case('l10_fence_acq_rel_cluster_without_clusters', 'last-block', 'fail 1',
     'The ticket\'s fences written as `asm volatile("fence.acq_rel.cluster;")` ("the Hopper fence"). The launch has no clusters, so each block is its own cluster (PTX Cluster of CTAs) and a .cluster fence reaches only the block: the other blocks\' partial stores are not released to the last block at a scope that includes it (PTX: the release pattern\'s fence scope must include the observer), so its loads race. Exit 1.',
     lb(rel='asm volatile("fence.acq_rel.cluster;" ::: "memory");  // CAUSE', acq='asm volatile("fence.acq_rel.cluster;" ::: "memory");'), cause=SCOPE + '|fence')

case('l11_cluster_dims_4_cluster_scope_fence_for_ticket', 'last-block', 'fail 1',
     'l04 (clusters of 4 by __cluster_dims__) with the ticket\'s fences as `fence.acq_rel.cluster` ("we are in a cluster now"): the partials come from the 64 leaders of different clusters, which a cluster-scope fence does not reach (PTX scopes), so the last leader\'s loads of partials race with the other leaders\' stores. Exit 1.',
     CLUSTER_LB.replace('@CAUSE@', '').replace('@LAST@', 'nclusters - 1').replace('@TRAIL@', '    cluster.sync();')
     .replace('__threadfence();\n        const', 'asm volatile("fence.acq_rel.cluster;" ::: "memory");  // CAUSE\n        const')
     .replace('__threadfence();\n    }', 'asm volatile("fence.acq_rel.cluster;" ::: "memory");\n    }'), sig=CL4, cause=SCOPE + '|fence')

case('l12_cluster_dims_4_last_block_reads_peers_smem', 'last-block', 'fail 5',
     'Clusters of 4 by __cluster_dims__, but every block takes its own ticket; the block with ticket 255 sums partials[] except for its own cluster\'s blocks, whose sums it reads straight from their shared memory through map_shared_rank. Those peers drew their tickets earlier and may have exited (no cluster barrier holds them): PG DSMEM, exit 5 (project convention).',
     TREE + r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    __shared__ bool am_last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        am_last = (t == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (am_last && tid == 0) {
        const unsigned int first = blockIdx.x - rank;
        float s = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++) {
            if (b >= first && b < first + cluster.num_blocks())
                s += *cluster.map_shared_rank(&sm[0], b - first);  // CAUSE
            else
                s += partials[b];
        }
        output[0] = s;
        *counter = 0;
    }''', sig=CL4, cause=EXITED)

case('l13_cluster_dims_2_pairs_push_then_ticket', 'last-block', 'pass',
     '`__cluster_dims__(2, 1, 1)` (128 pairs; no cluster attribute at launch: PG). cluster.sync(), rank 1\'s thread 0 stores its sum into rank 0\'s `pair` through DSMEM, cluster.sync(), rank 1 blocks leave (no DSMEM access after), rank 0 publishes partials[%clusterid.x] = own + pair with the fence + ticket, and the leader drawing ticket 127 sums the 128 partials and resets the counter. Exact. Correct.',
     TREE + r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    unsigned int cid;
    asm("mov.u32 %0, %%clusterid.x;" : "=r"(cid));
    const unsigned int npairs = gridDim.x / cluster.num_blocks();
    __shared__ float pair;
    cluster.sync();
    if (rank == 1 && tid == 0) *cluster.map_shared_rank(&pair, 0) = sm[0];
    cluster.sync();
    if (rank == 1) return;
    __shared__ bool am_last;
    if (tid == 0) {
        partials[cid] = sm[0] + pair;
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        am_last = (t == npairs - 1);
        __threadfence();
    }
    __syncthreads();
    if (am_last) {''' + LB_FINAL.replace('@N@', 'npairs') + r'''
    }''', sig=CL4.replace('(4, 1, 1)', '(2, 1, 1)'))

case('l14_partials_indexed_by_cluster_rank', 'last-block', 'fail 1',
     'partials indexed by `cg::this_cluster().block_rank()` ("the block\'s rank"): without clusters every block is rank 0 of its own one-block cluster (PTX Cluster of CTAs), so all 256 blocks store partials[0] (several writers of one location: a data race, project convention) and partials[1..255] keep their NaN fill (SPEC): output[0] is NaN. Exit 1.',
     lb(slot='cg::this_cluster().block_rank()').replace('partials[cg::this_cluster().block_rank()] = sm[0];', 'partials[cg::this_cluster().block_rank()] = sm[0];  // CAUSE'), cause=RACE + '|' + WRONG)

# ================================================================= second batch (committed before its run)
FLAG = RTREE + r'''
    __shared__ float vals[CLUSTER_SIZE];
    __shared__ unsigned int flags[CLUSTER_SIZE];
    if (rank == 0 && tid < CLUSTER_SIZE) flags[tid] = 0u;
    cluster.sync();
    if (rank != 0 && tid == 0) {
        cluster.map_shared_rank(vals, 0)[rank] = sm[0];
        unsigned int *f = cluster.map_shared_rank(&flags[rank], 0);
@PUB@
    }
    if (rank == 0 && tid == 0) {
        float total = sm[0];
        for (int r = 1; r < CLUSTER_SIZE; r++) {
@SPIN@
            total += vals[r];@CAUSE@
        }
        output[0] = total;
    }
    cluster.sync();'''
PTX_SPIN = r'''            unsigned int v;
            do {
                asm volatile("ld.acquire.cluster.u32 %0, [%1];" : "=r"(v) : "l"(&flags[r]) : "memory");
            } while (v == 0u);'''
case('r29_dsmem_flag_release_acquire_cluster_ptx', 'reduction', 'pass',
     'Flag hand-off instead of a second barrier: rank 0 zeroes its flags before a cluster.sync(); each peer\'s thread 0 stores its sum into rank 0\'s vals[rank], then `st.release.cluster.u32` 1 into rank 0\'s flags[rank] (generic address from map_shared_rank); rank 0\'s thread 0 spins with `ld.acquire.cluster.u32` on each flag and then reads vals[r]. Release/acquire at cluster scope, both threads in the cluster: morally strong, the acquire that reads the release synchronizes (PTX Memory Consistency Model), so the vals store is ordered before the load. Trailing cluster.sync(). Exact. Correct.',
     FLAG.replace('@PUB@', '        asm volatile("st.release.cluster.u32 [%0], %1;" :: "l"(f), "r"(1u) : "memory");').replace('@SPIN@', PTX_SPIN).replace('@CAUSE@', ''))

case('r30_dsmem_flag_relaxed_store', 'reduction', 'fail 1',
     'r29 with the flag stored by `st.relaxed.cluster.u32` (no release, no fence): rank 0\'s acquire load reads a relaxed write, which is no release pattern, so nothing orders the peer\'s vals store before rank 0\'s load of vals[r]: a data race (PTX Memory Consistency Model). Exit 1.',
     FLAG.replace('@PUB@', '        asm volatile("st.relaxed.cluster.u32 [%0], %1;" :: "l"(f), "r"(1u) : "memory");').replace('@SPIN@', PTX_SPIN).replace('@CAUSE@', '  // CAUSE'), cause=RACE)

case('r31_dsmem_flag_atomic_ref_release_acquire', 'reduction', 'pass',
     'r29 with `cuda::atomic_ref<unsigned int, cuda::thread_scope_device>`: `store(1u, memory_order_release)` into the peer-mapped flag and `load(memory_order_acquire)` in the spin (device scope includes the cluster). Release/acquire synchronize (PTX; C++ [atomics.order]). Correct.',
     FLAG.replace('@PUB@', '        cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*f).store(1u, cuda::memory_order_release);')
     .replace('@SPIN@', '            while (cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(flags[r]).load(cuda::memory_order_acquire) == 0u) {\n            }').replace('@CAUSE@', ''))

case('r32_dsmem_flag_volatile_and_threadfence', 'reduction', 'pass',
     'r29 in the classic style: the peer stores vals, `__threadfence()`, then a volatile store of the flag; rank 0 spins on a volatile load, `__threadfence()`, then loads vals[r]. Volatile accesses are relaxed .sys-scope strong operations (PTX), fence + strong write is a release pattern, strong read + fence an acquire pattern (PTX Memory Consistency Model). Correct.',
     FLAG.replace('@PUB@', '        __threadfence();\n        *(volatile unsigned int *)f = 1u;')
     .replace('@SPIN@', '            while (*(volatile unsigned int *)&flags[r] == 0u) {\n            }\n            __threadfence();').replace('@CAUSE@', ''))

case('r33_relaxed_arrive_only_for_start', 'reduction', 'pass',
     'The first barrier, whose only job is "every block has started" (nothing is published before it), is `__cluster_barrier_arrive_relaxed(); __cluster_barrier_wait();` (the CUTLASS use of a relaxed arrive); then thread 0 pushes its sum into rank 0\'s parts[rank] and a full cluster.sync() publishes the pushes; rank 0 sums its own parts[]. The wait still needs every thread\'s arrive, so every block has started (PTX barrier.cluster); the pushed values are released by the full barrier. Correct.',
     RTREE + r'''
    __shared__ float parts[CLUSTER_SIZE];
    __cluster_barrier_arrive_relaxed();
    __cluster_barrier_wait();
    if (tid == 0) cluster.map_shared_rank(parts, 0)[rank] = sm[0];
    cluster.sync();
    if (rank == 0 && tid == 0)
        output[0] = (parts[0] + parts[1]) + (parts[2] + parts[3]);''')

case('r34_leader_extra_final_sync_after_peers_left', 'reduction', 'pass',
     'r01 (pull gather between two cluster.sync()) where ranks 1-3 return after the second barrier and rank 0 alone calls cluster.sync() once more "to be safe". barrier.cluster.wait waits only for the non-exited threads of the cluster (PTX barrier.cluster), so rank 0\'s extra barrier completes once the peers have exited; no memory is touched after it. Correct.',
     RTREE + r'''
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += *cluster.map_shared_rank(&sm[0], r);
        output[0] = total;
    }
    cluster.sync();
    if (rank != 0) return;
    cluster.sync();''')

case('c22_rank_linearised_from_block_index', 'coordination', 'pass',
     'Rank computed the "general" way: `dim3 bi = cluster.block_index(), cd = cluster.dim_blocks(); rank = bi.x + cd.x * (bi.y + cd.y * bi.z);` (PG Cluster Group: block_rank is this linearisation); for 4 x 1 x 1 it is bi.x. Own data, split barrier. Correct.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    const dim3 bi = cluster.block_index(), cd = cluster.dim_blocks();
    const unsigned int rank = bi.x + cd.x * (bi.y + cd.y * bi.z);
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {''' + SUM_OWN + r'''
        output[rank] = s;
    }
    cluster_wait();''')

case('c23_generic_mapa_u64_plain_loads', 'coordination', 'pass',
     'Leader pull where the peer pointer comes from inline `mapa.u64 %0, %1, %2;` on the generic address of sm (PTX mapa: generic form returns a generic address of the same variable in the target CTA) and is read with plain C++ loads; cluster.sync() before and after. Correct.',
     SCALED + r'''
    cluster.sync();
    if (rank == 0 && tid < CLUSTER_SIZE) {
        unsigned long long peer;
        asm volatile("mapa.u64 %0, %1, %2;" : "=l"(peer) : "l"(sm), "r"((unsigned int)tid));
        const float *p = reinterpret_cast<const float *>(peer);
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += p[i];
        output[tid] = s;
    }
    cluster.sync();''')

case('c24_output_index_from_query_shared_rank_of_peer_ptr', 'coordination', 'pass',
     'Leader pull where thread t of rank 0 maps sm to rank t and stores its sum into output[cluster.query_shared_rank(p)] (PG Cluster Group: the rank that owns the mapped address, t). cluster.sync() before and after. One writer per output. Correct.',
     SCALED + r'''
    cluster.sync();
    if (rank == 0 && tid < CLUSTER_SIZE) {
        const float *p = cluster.map_shared_rank(sm, tid);
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += p[i];
        output[cluster.query_shared_rank(p)] = s;
    }
    cluster.sync();''')

case('a21_atomicexch_pushes_into_leader', 'advanced', 'pass',
     'a02 with the pushes done by `atomicExch(&slot, ws[tid])` on rank 0\'s all_ws through map_shared_rank (one writer per slot; the exchange is just a store here), between two cluster.sync(); rank 0 reads its rows with plain loads after the barrier (ordered: PTX barrier.cluster). Correct.',
     PUSHWS.replace('@PUSH@', r'''    if (tid < TPB / WARP_SIZE)
        atomicExch(cluster.map_shared_rank(&all_ws[rank][tid], 0), ws[tid]);
    cluster.sync();''').replace('@CAUSE@', ''))

AFLAG = WARPS + r'''
    __shared__ float tot[CLUSTER_SIZE];
    __shared__ unsigned int ready[CLUSTER_SIZE];
    if (rank == 0 && tid < CLUSTER_SIZE) ready[tid] = 0u;
    cluster.sync();
    if (tid == 0) {''' + SUM_WS + r'''
        cluster.map_shared_rank(tot, 0)[rank] = t;
        asm volatile("st.release.cluster.u32 [%0], %1;" :: "l"(cluster.map_shared_rank(&ready[rank], 0)), "r"(1u) : "memory");
    }
    if (rank == 0 && tid < CLUSTER_SIZE) {
        unsigned int v;
        do {
            asm volatile("ld.@SEM@.cluster.u32 %0, [%1];" : "=r"(v) : "l"(&ready[tid]) : "memory");
        } while (v == 0u);
        output[tid] = tot[tid];@CAUSE@
    }
    cluster.sync();'''
case('a22_block_totals_with_release_acquire_flags', 'advanced', 'pass',
     'Each block\'s thread 0 stores its total into rank 0\'s tot[rank] and sets rank 0\'s ready[rank] with `st.release.cluster`; threads 0-3 of rank 0 spin with `ld.acquire.cluster` on ready[t], then store output[t] = tot[t] (release/acquire at cluster scope synchronize: PTX). ready zeroed before the first cluster.sync(); trailing cluster.sync(). Correct.',
     AFLAG.replace('@SEM@', 'acquire').replace('@CAUSE@', ''))

case('a23_block_totals_flag_spin_relaxed_load', 'advanced', 'fail 1',
     'a22 with the spin load `ld.relaxed.cluster` and no fence after it: reading the released flag with a relaxed load is no acquire pattern, so the load of tot[t] is not ordered after the peer\'s store: a data race (PTX Memory Consistency Model). Exit 1.',
     AFLAG.replace('@SEM@', 'relaxed').replace('@CAUSE@', '  // CAUSE'), cause=RACE)

# ================================================================= third batch: inline-asm operand forms (committed before its run)
case('c25_asm_operands_threadidx_and_builtin_exprs', 'coordination', 'pass',
     'Inline PTX fed straight from built-in variables and calls: `asm("mov.u32 %0, %1;" : "=r"(tid) : "r"(threadIdx.x))`, the rank from `"r"(cg::this_cluster().block_rank())`, the block size from `"r"(blockDim.x)`: each is an unsigned int expression, as nvcc takes it. Own data, split barrier. Correct.',
     r'''
    unsigned int tid, rank, nthreads;
    asm("mov.u32 %0, %1;" : "=r"(tid) : "r"(threadIdx.x));
    asm("mov.u32 %0, %1;" : "=r"(rank) : "r"(cg::this_cluster().block_rank()));
    asm("mov.u32 %0, %1;" : "=r"(nthreads) : "r"(blockDim.x));
    __shared__ float sm[TPB];
    sm[tid] = input[blockIdx.x * nthreads + tid] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {''' + SUM_OWN + r'''
        output[rank] = s;
    }
    cluster_wait();''')

case('c26_asm_operand_struct_member_array', 'coordination', 'pass',
     'Leader pull where the generic mapa operand is a member array of a __shared__ struct, `"l"(box.vals)` (the array used as a pointer to its first element, as nvcc does; PTX mapa), read with plain loads; cluster.sync() before and after. Correct.',
     CL + r'''
    __shared__ Box box;
    const int tid = threadIdx.x;
    box.vals[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    cluster.sync();
    if (rank == 0 && tid < CLUSTER_SIZE) {
        unsigned long long peer;
        asm volatile("mapa.u64 %0, %1, %2;" : "=l"(peer) : "l"(box.vals), "r"((unsigned int)tid));
        const float *p = reinterpret_cast<const float *>(peer);
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += p[i];
        output[tid] = s;
    }
    cluster.sync();''', pre='struct Box { float vals[TPB]; };')

case('c27_asm_immediate_operand_and_own_rank_mapa', 'coordination', 'pass',
     'An immediate operand, `asm("mov.u32 %0, %1;" : "=r"(n) : "n"(CLUSTER_SIZE))` (nvcc 13.0 refuses named %[x] operands: "symbolic operand reference not supported", checked), and thread 0 reading its own block\'s values through mapa to its own rank (`"r"(rank)`) and ld.shared::cluster (PTX mapa: the own CTA is a valid target). Own memory only; split barrier. Correct.',
     SCALED + r'''
    cluster_arrive();
    if (tid == 0) {
        unsigned int n;
        asm("mov.u32 %0, %1;" : "=r"(n) : "n"(CLUSTER_SIZE));
        const unsigned int local = (unsigned int)__cvta_generic_to_shared(sm);
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) {
            unsigned int remote;
            float v;
            asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(remote) : "r"(local + 4u * i), "r"(rank));
            asm volatile("ld.shared::cluster.f32 %0, [%1];" : "=f"(v) : "r"(remote) : "memory");
            s += v;
        }
        if (n == CLUSTER_SIZE) output[rank] = s;
    }
    cluster_wait();''')

case('c28_asm_output_into_shared_by_thread0', 'coordination', 'pass',
     'Thread 0 reads %cluster_ctarank straight into a `__shared__ unsigned int s_rank` (`"=r"(s_rank)`), __syncthreads(), every thread reads s_rank: one writer, ordered before the reads by the barrier (PG Synchronization Functions). Own data, split barrier. Correct.',
     r'''
    __shared__ unsigned int s_rank;
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    if (tid == 0) asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(s_rank));
    __syncthreads();
    const unsigned int rank = s_rank;
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {''' + SUM_OWN + r'''
        output[rank] = s;
    }
    cluster_wait();''')

case('c29_asm_output_into_shared_by_every_thread', 'coordination', 'fail 1',
     'c28 with every thread storing %cluster_ctarank into the __shared__ s_rank through the asm output (the same value from 256 threads): the __syncthreads() orders the stores before the reads, but the 256 stores of one word are unordered with each other: several writers of one location, a data race even with the same value (project convention). Exit 1.',
     r'''
    __shared__ unsigned int s_rank;
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(s_rank));  // CAUSE
    __syncthreads();
    const unsigned int rank = s_rank;
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {''' + SUM_OWN + r'''
        output[rank] = s;
    }
    cluster_wait();''', cause=RACE + '|several')
