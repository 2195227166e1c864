# Cases for gen.py (docs/verdict-cgapi.md): the cooperative groups API surface, member by member, as
# a programmer writes the four puzzles with it: cluster_group (sync, barrier_arrive/barrier_wait with
# and without the token, block_rank, block_index, dim_blocks, num_blocks, num_threads, size,
# thread_rank, thread_index, dim_threads, map_shared_rank, query_shared_rank), thread_block (sync,
# barrier_arrive/barrier_wait, group_index, thread_index, group_dim, dim_threads, num_threads,
# size, thread_rank), grid_group without a cooperative launch (block_rank, num_blocks,
# block_index, dim_blocks, thread_rank, cluster_rank, num_clusters, is_valid, sync), this_thread,
# tiled_partition<N> and tiled_partition(g, n), labeled_partition, binary_partition,
# coalesced_threads, cg::sync, invoke_one / invoke_one_broadcast, cg::reduce with plus, less,
# greater, bit_and, bit_or, bit_xor, inclusive_scan / exclusive_scan, memcpy_async / wait /
# wait_prior, and the thread_block_tile members (shfl, shfl_down/up/xor, any, all, ballot,
# match_any, match_all, meta_group_rank/size, num_threads); one correct use of each, and the
# misuses a learner makes. Every truth was written before p34 ran the kernel.
# Citations: CG = CUDA 13's own cooperative_groups.h and cooperative_groups/details/*.h (the
# headers nvcc compiles: what exists, what static_asserts, what aborts); PG-CG = CUDA C++
# Programming Guide "Cooperative Groups" (group types, "Group Collectives": every thread of the
# group must call a collective, tiled_partition sizes, grid.sync needs cudaLaunchCooperativeKernel);
# PG-DSMEM = PG "Distributed Shared Memory" (all blocks started before a peer's shared memory is
# touched, every access done before the owner exits); PG-SYNC = PG __syncthreads (conditional only
# if uniform across the block) and __syncwarp / the *_sync warp functions (every non-exited thread
# named in the mask must execute it); PTX = PTX ISA barrier.cluster (arrive once then wait; a wait
# with no arrive, or a second arrive before the wait, breaks the phase protocol; exit releases the
# barrier), mapa, exit, Memory Consistency Model; SPEC = docs/SPEC.md. Precedents in other hunts for
# the exit codes the project gives a rule: wait without arrive 1 (debug), arrive twice 1 (cluster
# k18), a DSMEM access to an exited or non-existent block 5 (cluster k02/k03, k-rank4), grid.sync
# in a non-cooperative launch 5 (slow r07), barrier in divergent code with threads waiting elsewhere
# 4 (cluster k07).
RACE = r'data race|several writers|stored by|read.*before'
HANG = r'deadlock|did not finish|hang|watchdog|never|divergent'
WAITNA = r'wait without arrive|without.*arrive|arrive|deadlock'
EXITED = r'exited|illegal|fault|out-of-bounds|rank'
ABORT = r'tiled_partition|abort|trap|cooperative|grid'

HEAD = r'''
    cg::thread_block block = cg::this_thread_block();
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int tid = block.thread_rank();
    const unsigned int rank = cluster.block_rank();
    const unsigned int gid = blockIdx.x * blockDim.x + tid;
'''
# coordination/advanced: this thread's scaled value
VAL = HEAD + r'''
    const float v = input[gid] * (float)(rank + 1);
'''
# warp sums with tile<32> cg::reduce, then thread 0 sums the 8 after a block barrier
WARPS = r'''
    __shared__ float ws[TPB / 32];
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    const float s = cg::reduce(warp, v, cg::plus<float>());
    if (warp.thread_rank() == 0) ws[warp.meta_group_rank()] = s;
    block.sync();
'''
SUM8 = r'''
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; w++) t += ws[w];
        output[rank] = t;
    }
'''
# reduction: this block's integer inputs reduced into bsum (own shared memory), by warps
RBLOCK = HEAD + r'''
    __shared__ float ws[TPB / 32];
    __shared__ float bsum;
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    const float s = cg::reduce(warp, input[gid], cg::plus<float>());
    if (warp.thread_rank() == 0) ws[warp.meta_group_rank()] = s;
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; w++) t += ws[w];
        bsum = t;
    }
'''
LB = r'''
    cg::thread_block block = cg::this_thread_block();
    cg::grid_group grid = cg::this_grid();
    __shared__ float ws[TPB / 32];
    __shared__ bool last;
    const unsigned int tid = block.thread_rank();
'''
LB_PARTIAL = r'''
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    const float s = cg::reduce(warp, input[gid], cg::plus<float>());
    if (warp.thread_rank() == 0) ws[warp.meta_group_rank()] = s;
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; w++) t += ws[w];
        partials[bid] = t;
        __threadfence();
        last = atomicAdd(counter, 1u) == nb - 1;
        __threadfence();
    }
    block.sync();
'''
LB_TAIL = r'''
    if (last) {
        float t = 0.0f;
        for (unsigned int b = tid; b < nb; b += TPB) t += partials[b];
        t = cg::reduce(warp, t, cg::plus<float>());
        if (warp.thread_rank() == 0) ws[warp.meta_group_rank()] = t;
        block.sync();
        if (tid == 0) {
            float u = 0.0f;
            for (int w = 0; w < TPB / 32; w++) u += ws[w];
            output[0] = u;
            *counter = 0;
        }
    }
'''
MOVE = '#include <utility>'

# ============================================================ cluster_group: geometry members
case('c01_cluster_geometry_members', 'coordination', 'pass',
     'CG cluster_group: block_rank, num_blocks, dim_blocks, block_index, num_threads, size, dim_threads, thread_rank, thread_index are static queries of the cluster (4,1,1) of 256-thread blocks (SPEC launch): num_blocks()=dim_blocks().x=4, block_index().x=block_rank(), num_threads()=size()=dim_threads().x=1024, thread_rank()=rank*256+tid, thread_index().x the same. None is false, so no thread returns; the sum is the reference\'s, written to output[block_index().x] by one thread.',
     VAL + r'''
    if (cluster.num_blocks() != 4 || cluster.dim_blocks().x != 4 || cluster.dim_blocks().y != 1 ||
        cluster.block_index().x != rank || cluster.num_threads() != 1024 || cluster.size() != 1024 ||
        cluster.dim_threads().x != 1024 || cluster.thread_rank() != rank * 256 + tid ||
        cluster.thread_index().x != rank * 256 + tid)
        return;
''' + WARPS + SUM8.replace('output[rank]', 'output[cluster.block_index().x]') + '''
    cluster.sync();''')

case('c02_cluster_thread_rank_as_block_rank', 'coordination', 'pass',
     'The block rank derived from the cluster\'s thread rank: cluster.thread_rank() / block.num_threads() = block_rank() (CG: thread_rank = block_rank * num_threads of a block + the block\'s thread_rank). Correct.',
     HEAD + r'''
    const unsigned int r = cluster.thread_rank() / block.num_threads();
    const float v = input[gid] * (float)(r + 1);
''' + WARPS + SUM8.replace('output[rank]', 'output[r]'))

case('c03_cluster_thread_rank_as_global_index', 'coordination', 'fail 1',
     'The learner uses cluster.thread_rank() as the index into input for a scaled load and cluster.num_threads() as its bound - fine with one cluster - but scales by cluster.thread_rank() / 32 (thinking it is the warp of the block) instead of the block rank: every value is scaled wrong. Wrong result (SPEC output: block b sum x (b+1)).',
     HEAD + r'''
    const float v = input[cluster.thread_rank()] * (float)(cluster.thread_rank() / 32 + 1);
''' + WARPS + SUM8, cause=r'❌')

case('c04_block_index_as_rank_in_2d_thought', 'coordination', 'pass',
     'cluster.block_index() returns a dim3; with the SPEC cluster (4,1,1) its .x is the rank and .y/.z are 0; the learner linearises it with dim_blocks() (x + dim.x*(y + dim.y*z)), which equals block_rank() (CG: block_rank is the linear index of block_index in dim_blocks). Correct.',
     HEAD + r'''
    const dim3 bi = cluster.block_index(), bd = cluster.dim_blocks();
    const unsigned int r = bi.x + bd.x * (bi.y + bd.y * bi.z);
    const float v = input[gid] * (float)(r + 1);
''' + WARPS + SUM8.replace('output[rank]', 'output[r]'))

# ============================================================ cluster_group: barriers
case('c05_cluster_token_arrive_wait', 'coordination', 'pass',
     'CG: auto t = cluster.barrier_arrive(); ... cluster.barrier_wait(std::move(t)); - the split cluster barrier with the token (barrier.cluster.arrive then wait, PTX). Thread 0 stores output[rank] between them from its own block\'s shared memory (ordered by block.sync()). Correct.',
     VAL + WARPS + r'''
    auto token = cluster.barrier_arrive();
''' + SUM8 + r'''
    cluster.barrier_wait(std::move(token));''', pre=MOVE)

case('c06_cluster_wait_no_token', 'advanced', 'pass',
     'CG: cluster_group::barrier_wait() also exists without a token (CG header: both overloads). arrive, the thread-0 sum, then barrier_wait(). Correct.',
     VAL + WARPS + r'''
    cluster.barrier_arrive();
''' + SUM8 + r'''
    cluster.barrier_wait();''')

case('c07_cluster_wait_without_arrive', 'advanced', 'fail 1',
     '(Truth changed from fail 4 by the progress hunt, docs/verdict-progress.md: the H100 completed this shape, docs/verify-verdict-gpu run34 (literal c07/a17: every thread waits before it arrives; literal r05: elect_one_sync by lanes whose warp-mates returned) and the fixtures sim_wait_no_arrive, cg2_token_wait_twice, cause_red_elect_in_thread0: the rule is broken, the GPU does not hang, exit 1.) ' + '(Written "fail 1" before the run, from debug e07\'s truth; corrected after it: debug\'s own doc already retracted that truth, and the reasoning was wrong: with no thread of the cluster arriving, the phase can never complete, PTX barrier.cluster.wait waits for all non-exited threads to arrive, so a GPU hangs: exit 4.) Only cluster.barrier_wait() at the end, the arrive forgotten: PTX barrier.cluster: a thread arrives before it waits.',
     VAL + WARPS + SUM8 + r'''
    cluster.barrier_wait();  // CAUSE''', cause=WAITNA)

case('c08_cluster_token_used_twice', 'coordination', 'fail 1',
     '(Truth changed from fail 4 by the progress hunt, docs/verdict-progress.md: the H100 completed this shape, docs/verify-verdict-gpu run34 (literal c07/a17: every thread waits before it arrives; literal r05: elect_one_sync by lanes whose warp-mates returned) and the fixtures sim_wait_no_arrive, cg2_token_wait_twice, cause_red_elect_in_thread0: the rule is broken, the GPU does not hang, exit 1.) ' + '(Written "fail 1" before the run; corrected after it for the reason given at c07: every thread waits in a phase no thread arrives at, so the GPU hangs, exit 4.) auto t = cluster.barrier_arrive(); cluster.barrier_wait(std::move(t)); ... then a second cluster.barrier_wait(std::move(t)) with the same (moved-from) token meant as "wait again": the token is an empty struct (CG: using arrival_token = struct {}), so the second call is a barrier.cluster.wait with no arrive in the new phase (PTX protocol broken).',
     VAL + WARPS + r'''
    auto t = cluster.barrier_arrive();
    cluster.barrier_wait(std::move(t));
''' + SUM8 + r'''
    cluster.barrier_wait(std::move(t));  // CAUSE''', pre=MOVE, cause=WAITNA)

case('c09_cluster_arrive_twice_token', 'coordination', 'fail 1',
     'auto t1 = cluster.barrier_arrive(); auto t2 = cluster.barrier_arrive(); then wait(t1), wait(t2) (the learner thinks tokens queue phases): PTX barrier.cluster: a thread arrives once per phase and waits before it arrives again: exit 1 (precedent cluster k18).',
     VAL + WARPS + r'''
    auto t1 = cluster.barrier_arrive();
    auto t2 = cluster.barrier_arrive();  // CAUSE
''' + SUM8 + r'''
    cluster.barrier_wait(std::move(t1));
    cluster.barrier_wait(std::move(t2));''', pre=MOVE, cause=WAITNA)

case('c10_cluster_sync_in_half_block', 'coordination', 'fail 4',
     '`if (tid < 128) cluster.sync();` then block.sync(): threads 0-127 wait at the cluster barrier for threads 128-255 (not exited: they wait at the block barrier for threads 0-127). PG-SYNC / PTX barrier.cluster (all non-exited threads must arrive): a deadlock, exit 4 (precedent cluster k07).',
     VAL + WARPS + SUM8 + r'''
    if (tid < 128) cluster.sync();  // CAUSE
    block.sync();''', cause=HANG)

case('c11_cluster_sync_static_call', 'reduction', 'pass',
     'cg::cluster_group::sync() called as a static member (CG: _CG_STATIC_QUALIFIER sync) and cg::sync(cluster): each thread 0 stores temp_storage[rank], the cluster barrier orders the stores before rank 0 reads the four; a second barrier is not needed (global memory). Exactly one writer. Correct.',
     RBLOCK + r'''
    if (tid == 0) temp_storage[rank] = bsum;
    cg::cluster_group::sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    cg::sync(cluster);''')

# ============================================================ cluster_group: DSMEM
case('c12_map_shared_rank_pull', 'reduction', 'pass',
     'PG-DSMEM: each block keeps its sum in its own __shared__ bsum; cluster.sync(); rank 0 thread 0 reads the four through cluster.map_shared_rank(&bsum, r); a trailing cluster.sync() keeps every block alive until the reads are done. Correct.',
     RBLOCK + r'''
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); r++) t += *cluster.map_shared_rank(&bsum, r);
        output[0] = t;
    }
    cluster.sync();''')

case('c13_map_shared_rank_array_push', 'reduction', 'pass',
     'PG-DSMEM push: cluster.sync() first (every block started), then thread 0 of each block stores its bsum into rank 0\'s __shared__ slots[rank] through map_shared_rank(slots, 0) (an array decays to T*), cluster.sync() (release/acquire), rank 0 sums its own slots. Rank 0 exits last-needed; no access after. Correct.',
     RBLOCK + r'''
    __shared__ float slots[CLUSTER_SIZE];
    cluster.sync();
    if (tid == 0) cluster.map_shared_rank(slots, 0)[rank] = bsum;
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = slots[0] + slots[1] + slots[2] + slots[3];''')

case('c14_map_shared_rank_push_no_start_sync', 'reduction', 'unclear',
     'As c13 without the first cluster.sync(): PG-DSMEM asks that all blocks have started before their shared memory is accessed ("ensure ... via cluster.sync()"); in a cluster the blocks are co-scheduled (PG Thread Block Clusters guarantee co-scheduling), and rank 0 does not write slots itself, so whether a push before rank 0 ran its prologue is undefined in practice is not decided by the rules the project uses. Unclear (not scored).',
     RBLOCK + r'''
    __shared__ float slots[CLUSTER_SIZE];
    if (tid == 0) cluster.map_shared_rank(slots, 0)[rank] = bsum;
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = slots[0] + slots[1] + slots[2] + slots[3];''')

case('c15_map_shared_rank_read_after_peer_exit', 'reduction', 'fail 5',
     'As c12 without the trailing cluster.sync(): ranks 1-3 pass the barrier and exit while rank 0 reads their bsum through map_shared_rank. PG-DSMEM: every DSMEM access must complete before the owner exits; undefined (the H100 faults: exit 5, precedent cluster k02).',
     RBLOCK + r'''
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); r++) t += *cluster.map_shared_rank(&bsum, r);  // CAUSE
        output[0] = t;
    }''', cause=EXITED)

case('c16_map_shared_rank_rank_out_of_range', 'reduction', 'fail 5',
     'Rank 0 reads its peers with map_shared_rank(&bsum, r) for r = 1..num_blocks() (off by one: r = 4 in a cluster of 4). PG-DSMEM / CG: the rank must be a block of the cluster, [0, num_blocks()); mapa of rank 4 is an invalid address: a fault (exit 5, precedent cluster k-rank4).',
     RBLOCK + r'''
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float t = bsum;
        for (unsigned int r = 1; r <= cluster.num_blocks(); r++) t += *cluster.map_shared_rank(&bsum, r);  // CAUSE
        output[0] = t;
    }
    cluster.sync();''', cause=EXITED)

case('c17_map_shared_rank_of_global_pointer', 'reduction', 'fail 5',
     'Rank 0 "maps" temp_storage (global memory) to each rank with map_shared_rank(temp_storage, r): CG/PTX mapa: the address must be a shared::cta address (PG-DSMEM: map_shared_rank takes the address of a shared variable); a global address gives an undefined result (an invalid shared::cluster address: fault, exit 5).',
     RBLOCK + r'''
    if (tid == 0) temp_storage[rank] = bsum;
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); r++) t += *cluster.map_shared_rank(temp_storage, r);  // CAUSE
        output[0] = t;
    }
    cluster.sync();''', cause=r'shared|global|map_shared_rank|illegal|fault')

case('c18_map_shared_rank_reference_form', 'reduction', 'build-fail',
     'cluster.map_shared_rank(bsum, r) with the scalar __shared__ float bsum itself (the T& form some guides list): CUDA 13\'s cluster_group has only `template <typename T> static T* map_shared_rank(T *addr, int rank)` (CG header); a float is no T*: nvcc refuses the call.',
     RBLOCK + r'''
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); r++) t += cluster.map_shared_rank(bsum, r);  // CAUSE
        output[0] = t;
    }
    cluster.sync();''', cause=r'map_shared_rank')

case('c19_query_shared_rank_roundtrip', 'reduction', 'pass',
     'CG query_shared_rank(addr): the rank of the block whose shared memory addr points to. Rank 0 maps bsum of each r and checks query_shared_rank(p) == r (true), and query_shared_rank(&bsum) == 0 for its own; sums; trailing sync. Correct.',
     RBLOCK + r'''
    cluster.sync();
    if (rank == 0 && tid == 0 && cluster.query_shared_rank(&bsum) == 0) {
        float t = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); r++) {
            float *p = cluster.map_shared_rank(&bsum, r);
            if (cluster.query_shared_rank(p) != r) return;
            t += *p;
        }
        output[0] = t;
    }
    cluster.sync();''')

case('c20_map_shared_rank_block_sync_only', 'reduction', 'fail 1',
     'Push into rank 0\'s slots (after a first cluster.sync()), but rank 0 then waits only with block.sync() before summing: a block barrier orders nothing from other blocks (PG-SYNC: __syncthreads is block-scope), so rank 0\'s reads of slots[1..3] race with the peers\' remote stores (PTX Memory Consistency Model): data race, exit 1.',
     RBLOCK + r'''
    __shared__ float slots[CLUSTER_SIZE];
    cluster.sync();
    if (tid == 0) cluster.map_shared_rank(slots, 0)[rank] = bsum;
    block.sync();
    if (rank == 0 && tid == 0) output[0] = slots[0] + slots[1] + slots[2] + slots[3];  // CAUSE
    cluster.sync();''', cause=RACE)

# ============================================================ thread_block members
case('c21_block_geometry_members', 'coordination', 'pass',
     'CG thread_block: group_index()=blockIdx, thread_index()=threadIdx, group_dim()=dim_threads()=blockDim, num_threads()=size()=256, thread_rank()=threadIdx.x for a 1-D block. The global index built from them; a whole-block check returns only if one is wrong (none is). Correct.',
     HEAD + r'''
    if (block.num_threads() != 256 || block.size() != 256 || block.dim_threads().x != 256 ||
        block.group_dim().x != 256 || block.thread_index().x != tid || block.group_index().x != blockIdx.x)
        return;
    const float v = input[block.group_index().x * block.group_dim().x + block.thread_index().x] * (float)(rank + 1);
''' + WARPS + SUM8)

case('c22_block_token_split_barrier', 'coordination', 'pass',
     'CG thread_block::barrier_arrive() / barrier_wait(std::move(token)): the wait is a whole __syncthreads() (CG header: details::cta::sync()), so the shared values stored before arrive are visible after wait. Every thread calls both. Correct.',
     VAL + r'''
    __shared__ float sm[TPB];
    sm[tid] = v;
    auto t = block.barrier_arrive();
    block.barrier_wait(std::move(t));
    if (tid == 0) {
        float u = 0.0f;
        for (int i = 0; i < TPB; i++) u += sm[i];
        output[rank] = u;
    }''', pre=MOVE)

case('c23_block_barrier_wait_divergent', 'coordination', 'fail 4',
     'auto t = block.barrier_arrive(); `if (tid < 128) block.barrier_wait(std::move(t));` - the block\'s barrier_wait is a __syncthreads() (CG) inside a branch not uniform across the block (PG-SYNC); threads 128-255 go on to cluster.sync() and wait there for threads 0-127, which wait at the block barrier for them: deadlock, exit 4.',
     VAL + r'''
    __shared__ float sm[TPB];
    sm[tid] = v;
    auto t = block.barrier_arrive();
    if (tid < 128) block.barrier_wait(std::move(t));  // CAUSE
    if (tid == 0) {
        float u = 0.0f;
        for (int i = 0; i < TPB; i++) u += sm[i];
        output[rank] = u;
    }
    cluster.sync();''', pre=MOVE, cause=HANG)

case('c24_block_sync_static_and_cg_sync', 'advanced', 'pass',
     'cg::thread_block::sync() (static) and cg::sync(block) used as the two block barriers of the elected-lane pattern; invoke_one is not used: lane 0 of each warp sums its 32 shared values. Correct.',
     VAL + r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / 32];
    sm[tid] = v;
    cg::thread_block::sync();
    if (tid % 32 == 0) {
        float u = 0.0f;
        for (int i = 0; i < 32; i++) u += sm[tid + i];
        ws[tid / 32] = u;
    }
    cg::sync(block);
''' + SUM8)

case('c25_cg_sync_tile_for_block', 'advanced', 'fail 1',
     'The warp sums are stored by lane 0 of each tile, then `cg::sync(warp)` (the tile) where a block barrier is needed: thread 0 reads ws[1..7] stored by other warps with nothing ordering them (PG-CG: a tile\'s sync synchronises only its members): data race, exit 1.',
     VAL + r'''
    __shared__ float ws[TPB / 32];
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    const float s = cg::reduce(warp, v, cg::plus<float>());
    if (warp.thread_rank() == 0) ws[warp.meta_group_rank()] = s;
    cg::sync(warp);
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; w++) t += ws[w];  // CAUSE
        output[rank] = t;
    }''', cause=RACE)

# ============================================================ grid_group (no cooperative launch)
case('l01_grid_block_rank_num_blocks', 'last-block', 'pass',
     'PG-CG grid_group: this_grid() and its index members (block_rank, num_blocks, thread_rank) are valid in any launch; only grid.sync() needs a cooperative launch. partials[grid.block_rank()], last ticket = grid.num_blocks() - 1, the global index grid.thread_rank(). Fenced ticket as the reference. Correct.',
     LB + r'''
    const unsigned int gid = (unsigned int)grid.thread_rank();
    const unsigned int bid = (unsigned int)grid.block_rank(), nb = (unsigned int)grid.num_blocks();
''' + LB_PARTIAL + LB_TAIL)

case('l02_grid_index_dims', 'last-block', 'pass',
     'grid.block_index().x, grid.dim_blocks().x (=256), grid.dim_threads().x (=65536), grid.group_dim().x, grid.thread_index().x, grid.num_threads(), grid.size() are the launch geometry (CG header: details::grid::*). Used as the index and the ticket bound. Correct.',
     LB + r'''
    if (grid.dim_threads().x != 65536 || grid.num_threads() != 65536 || grid.size() != 65536 || grid.group_dim().x != 256) return;
    const unsigned int gid = grid.thread_index().x;
    const unsigned int bid = grid.block_index().x, nb = grid.dim_blocks().x;
''' + LB_PARTIAL + LB_TAIL)

case('l03_grid_sync_noncooperative', 'last-block', 'fail 5',
     'grid.sync() between the partials and block 0\'s final sum, instead of the ticket: p34 launches last_block_reduction with <<<256, 256>>>-style, not cudaLaunchCooperativeKernel (SPEC), so grid.is_valid() is false and CG grid_group::sync() calls _CG_ABORT() (a trap): exit 5 (PG-CG grid synchronisation needs a cooperative launch; precedent slow r07).',
     LB + r'''
    const unsigned int gid = (unsigned int)grid.thread_rank();
    const unsigned int bid = (unsigned int)grid.block_rank(), nb = (unsigned int)grid.num_blocks();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    const float s = cg::reduce(warp, input[gid], cg::plus<float>());
    if (warp.thread_rank() == 0) ws[warp.meta_group_rank()] = s;
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; w++) t += ws[w];
        partials[bid] = t;
    }
    grid.sync();  // CAUSE
    if (bid == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned int b = 0; b < nb; b++) t += partials[b];
        output[0] = t;
    }''', cause=ABORT)

case('l04_grid_is_valid_fallback', 'last-block', 'pass',
     '`if (grid.is_valid()) { grid.sync(); ... } else { ticket }`: CG grid_group::is_valid() is false outside a cooperative launch (no grid workspace), so every block takes the fenced-ticket path and grid.sync() never runs. Correct.',
     LB + r'''
    const unsigned int gid = (unsigned int)grid.thread_rank();
    const unsigned int bid = (unsigned int)grid.block_rank(), nb = (unsigned int)grid.num_blocks();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    const float s = cg::reduce(warp, input[gid], cg::plus<float>());
    if (warp.thread_rank() == 0) ws[warp.meta_group_rank()] = s;
    block.sync();
    if (grid.is_valid()) {
        if (tid == 0) {
            float t = 0.0f;
            for (int w = 0; w < TPB / 32; w++) t += ws[w];
            partials[bid] = t;
        }
        grid.sync();
        if (bid == 0 && tid == 0) {
            float t = 0.0f;
            for (unsigned int b = 0; b < nb; b++) t += partials[b];
            output[0] = t;
        }
        return;
    }
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; w++) t += ws[w];
        partials[bid] = t;
        __threadfence();
        last = atomicAdd(counter, 1u) == nb - 1;
        __threadfence();
    }
    block.sync();
''' + LB_TAIL)

case('r01_grid_cluster_rank_members', 'reduction', 'pass',
     'grid_group cluster members (CG, _CG_HAS_CLUSTER_GROUP): num_clusters() = 1, cluster_rank() = 0, cluster_index().x = 0, dim_clusters().x = 1 for the SPEC launch (4 blocks, cluster 4). The learner guards the final write with grid.cluster_rank() == 0 && cluster.block_rank() == 0 and uses grid.block_rank() (= rank with one cluster) for temp_storage. Correct.',
     RBLOCK + r'''
    cg::grid_group grid = cg::this_grid();
    if (grid.num_clusters() != 1 || grid.dim_clusters().x != 1 || grid.cluster_index().x != 0) return;
    if (tid == 0) temp_storage[grid.block_rank()] = bsum;
    cluster.sync();
    if (grid.cluster_rank() == 0 && rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('l05_cluster_in_noncluster_launch', 'last-block', 'pass',
     'this_cluster() in the --last-block kernel, launched without a cluster attribute: PTX special registers (%cluster_nctarank etc.): a CTA not launched in a cluster is a cluster of 1x1x1; so cluster.num_blocks() = 1, block_rank() = 0, and cluster.sync() is a barrier of the block\'s threads (with cluster-scope release/acquire, stronger than needed). The learner uses cluster.sync() as the block barriers. Correct.',
     LB + r'''
    cg::cluster_group cluster = cg::this_cluster();
    if (cluster.num_blocks() != 1 || cluster.block_rank() != 0) return;
    const unsigned int gid = (unsigned int)grid.thread_rank();
    const unsigned int bid = (unsigned int)grid.block_rank(), nb = (unsigned int)grid.num_blocks();
''' + LB_PARTIAL.replace('block.sync()', 'cluster.sync()') + LB_TAIL)

# ============================================================ this_thread
case('c26_this_thread', 'coordination', 'pass',
     'cg::this_thread(): a thread_block_tile<1> (CG): size()=num_threads()=1, thread_rank()=0, meta_group_size()=1; its sync() and shfl(v, 0) are no-ops giving v. Used as a "group of one" before the warp reduce. Correct.',
     VAL + r'''
    auto me = cg::this_thread();
    if (me.size() != 1 || me.num_threads() != 1 || me.thread_rank() != 0 || me.meta_group_size() != 1) return;
    me.sync();
    const float v1 = me.shfl(v, 0);
''' + WARPS.replace('warp, v,', 'warp, v1,') + SUM8)

# ============================================================ tiled_partition
case('c27_tile32_shfl_down_meta', 'advanced', 'pass',
     'thread_block_tile<32>: shfl_down tree (16..1) leaves the warp sum in rank 0; rank 0 stores ws[meta_group_rank()]; thread 0 sums meta_group_size() (= 8) warp sums after block.sync(). CG members shfl_down, meta_group_rank/size, num_threads. Correct.',
     VAL + r'''
    __shared__ float ws[TPB / 32];
    auto warp = cg::tiled_partition<32>(block);
    float s = v;
    for (unsigned int o = warp.num_threads() / 2; o > 0; o /= 2) s += warp.shfl_down(s, o);
    if (warp.thread_rank() == 0) ws[warp.meta_group_rank()] = s;
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (unsigned int w = 0; w < warp.meta_group_size(); w++) t += ws[w];
        output[rank] = t;
    }''')

case('c28_tile16_shfl_xor', 'coordination', 'pass',
     'thread_block_tile<16>: a shfl_xor butterfly (8,4,2,1) gives every member the tile sum; rank 5 of each tile stores part[meta_group_rank()] (16 tiles); thread 0 sums them. Correct.',
     VAL + r'''
    __shared__ float part[TPB / 16];
    auto t16 = cg::tiled_partition<16>(block);
    float s = v;
    for (int o = 8; o > 0; o /= 2) s += t16.shfl_xor(s, o);
    if (t16.thread_rank() == 5) part[t16.meta_group_rank()] = s;
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (unsigned int i = 0; i < t16.meta_group_size(); i++) t += part[i];
        output[rank] = t;
    }''')

case('c29_tile16_offsets_of_a_warp', 'coordination', 'fail 1',
     'A thread_block_tile<16> reduced with the warp\'s offsets 16,8,4,2,1: shfl_down(s, 16) in a 16-wide tile (__shfl_down_sync with width 16) has no source inside the tile, so each lane gets its own value back (PG Warp Shuffle Functions: the source out of the segment returns the caller\'s var): the first step doubles every value; the sums are twice the expected. Wrong result, exit 1.',
     VAL + r'''
    __shared__ float part[TPB / 16];
    auto t16 = cg::tiled_partition<16>(block);
    float s = v;
    for (int o = 16; o > 0; o /= 2) s += t16.shfl_down(s, o);  // CAUSE
    if (t16.thread_rank() == 0) part[t16.meta_group_rank()] = s;
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (unsigned int i = 0; i < t16.meta_group_size(); i++) t += part[i];
        output[rank] = t;
    }''', cause=r'❌')

case('c30_tile_dynamic_32', 'coordination', 'pass',
     'tiled_partition(block, 32) (run-time size) returns a thread_group (CG): size(), thread_rank(), sync() work. Values in shared memory, tile.sync() (a __syncwarp of the warp\'s lanes, memory-ordering among them), rank 0 sums its 32. Correct.',
     VAL + r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / 32];
    cg::thread_group tile = cg::tiled_partition(block, 32);
    sm[tid] = v;
    tile.sync();
    if (tile.thread_rank() == 0) {
        float u = 0.0f;
        for (unsigned int i = 0; i < tile.size(); i++) u += sm[tid + i];
        ws[tid / 32] = u;
    }
    block.sync();
''' + SUM8)

case('c31_tile_dynamic_64', 'coordination', 'fail 5',
     'tiled_partition(block, 64) with a run-time size: CG thread_block::_get_tiled_threads: a size of 0, above 32 or not a power of two calls details::abort() (a trap): exit 5. (Only the template tiled_partition<64> makes multi-warp tiles.)',
     VAL + r'''
    __shared__ float sm[TPB];
    __shared__ float part[TPB / 64];
    cg::thread_group tile = cg::tiled_partition(block, 64);  // CAUSE
    sm[tid] = v;
    tile.sync();
    if (tile.thread_rank() == 0) {
        float u = 0.0f;
        for (int i = 0; i < 64; i++) u += sm[tid + i];
        part[tid / 64] = u;
    }
    block.sync();
    if (tid == 0) output[rank] = part[0] + part[1] + part[2] + part[3];''', cause=ABORT)

case('c32_tile_static_48', 'coordination', 'build-fail',
     'tiled_partition<48>(block): CG thread_block_tile sizes must be a power of two (static_assert in the header: "Tile size must be a power of two" / only 1..32 and 64..1024 powers of two): nvcc refuses it.',
     VAL + r'''
    auto t = cg::tiled_partition<48>(block);  // CAUSE
    const float s = cg::reduce(t, v, cg::plus<float>());
    if (t.thread_rank() == 0) output[rank] = s;''', cause=r'power|tile|48')

case('c33_tile64_shfl_down', 'coordination', 'build-fail',
     'tiled_partition<64>(block) then shfl_down: a multi-warp tile has shfl, any, all, sync, thread_rank, num_threads, meta_group_* but no shfl_down/shfl_up/shfl_xor/ballot/match (CG __static_size_multi_warp_tile_base): nvcc refuses the call.',
     VAL + r'''
    __shared__ float part[TPB / 64];
    auto t64 = cg::tiled_partition<64>(block);
    float s = v;
    for (int o = 32; o > 0; o /= 2) s += t64.shfl_down(s, o);  // CAUSE
    if (t64.thread_rank() == 0) part[t64.meta_group_rank()] = s;
    block.sync();
    if (tid == 0) output[rank] = part[0] + part[1] + part[2] + part[3];''', cause=r'shfl_down')

case('c34_tile32_of_tile32', 'coordination', 'build-fail',
     'tiled_partition<32>(warp) where warp is already a thread_block_tile<32>: CG tiled_partition_impl static_assert(Size < ParentSize, "Tile size bigger or equal to the parent group size"): nvcc refuses it.',
     VAL + r'''
    auto warp = cg::tiled_partition<32>(block);
    auto again = cg::tiled_partition<32>(warp);  // CAUSE
    const float s = cg::reduce(again, v, cg::plus<float>());
    __shared__ float ws[TPB / 32];
    if (again.thread_rank() == 0) ws[warp.meta_group_rank()] = s;
    block.sync();
''' + SUM8, cause=r'Tile size|bigger|parent')

case('c35_tile8_of_tile32_meta', 'advanced', 'pass',
     'tiled_partition<8>(warp): a sub-tile of a warp tile; its meta_group_rank() is the rank among the 4 sub-tiles of ITS parent (CG: meta group of the parent tile), 0..3. cg::reduce in the 8-tile, then rank 0 of each 8-tile stores q[warp.meta_group_rank()*4 + sub.meta_group_rank()] (32 slots). Correct.',
     VAL + r'''
    __shared__ float q[TPB / 8];
    auto warp = cg::tiled_partition<32>(block);
    auto sub = cg::tiled_partition<8>(warp);
    const float s = cg::reduce(sub, v, cg::plus<float>());
    if (sub.thread_rank() == 0) q[warp.meta_group_rank() * sub.meta_group_size() + sub.meta_group_rank()] = s;
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / 8; i++) t += q[i];
        output[rank] = t;
    }''')

case('c36_tile8_meta_rank_as_block_index', 'advanced', 'fail 1',
     'As c35 but the slot is q[sub.meta_group_rank()] (the learner thinks a sub-tile\'s meta_group_rank counts the block\'s 32 sub-tiles): it is 0..3 within the parent warp (CG), so the 8 warps\' rank-0 lanes all store q[0..3]: several writers of one slot (a data race) and q[4..31] never written (uninitialised shared memory summed). Exit 1.',
     VAL + r'''
    __shared__ float q[TPB / 8];
    auto warp = cg::tiled_partition<32>(block);
    auto sub = cg::tiled_partition<8>(warp);
    const float s = cg::reduce(sub, v, cg::plus<float>());
    if (sub.thread_rank() == 0) q[sub.meta_group_rank()] = s;  // CAUSE
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / 8; i++) t += q[i];
        output[rank] = t;
    }''', cause=r'data race|several writers|uninit|never written|❌')

# ============================================================ partitions and coalesced groups
case('c37_binary_partition_halves', 'coordination', 'pass',
     'cg::binary_partition(warp, lane < 16): two coalesced groups of 16 (CG); each reduces its half with cg::reduce; rank 0 of each half stores h[2*warp + half]; thread 0 sums the 16 halves. Correct.',
     VAL + r'''
    __shared__ float h[TPB / 16];
    auto warp = cg::tiled_partition<32>(block);
    const bool lo = warp.thread_rank() < 16;
    cg::coalesced_group half = cg::binary_partition(warp, lo);
    const float s = cg::reduce(half, v, cg::plus<float>());
    if (half.thread_rank() == 0) h[warp.meta_group_rank() * 2 + (lo ? 0 : 1)] = s;
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / 16; i++) t += h[i];
        output[rank] = t;
    }''')

case('c38_labeled_partition_by_eighth', 'advanced', 'pass',
     'cg::labeled_partition(warp, lane / 8): four coalesced groups of 8 lanes (CG: members with the same label); cg::reduce in each; rank 0 of each stores q[warp*4 + label]. Correct.',
     VAL + r'''
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
    }''')

case('c39_labeled_partition_rank_as_lane', 'advanced', 'fail 1',
     'labeled_partition(warp, lane % 4) (groups of lanes 0,4,8,...): the learner stores the group sum from the member with g.thread_rank() == 0 into q[warp*4 + lane/8] (taking lane / 8 as the label): the four leaders are lanes 0,1,2,3, all with lane/8 = 0, so four writers store q[warp*4] and q[warp*4+1..3] are never written (uninitialised shared memory read). Exit 1.',
     VAL + r'''
    __shared__ float q[TPB / 8];
    auto warp = cg::tiled_partition<32>(block);
    cg::coalesced_group g = cg::labeled_partition(warp, warp.thread_rank() % 4);
    const float s = cg::reduce(g, v, cg::plus<float>());
    if (g.thread_rank() == 0) q[warp.meta_group_rank() * 4 + warp.thread_rank() / 8] = s;  // CAUSE
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / 8; i++) t += q[i];
        output[rank] = t;
    }''', cause=r'data race|several writers|uninit|never written|❌')

case('c40_coalesced_threads_whole_warp', 'coordination', 'pass',
     'cg::coalesced_threads() at the top level of the kernel, where every lane of every warp is active (no branch taken before it): a group of 32 (PG-CG: the active threads; they converge at the call since none diverged); cg::reduce over it; rank 0 stores ws[tid/32]. Correct.',
     VAL + r'''
    __shared__ float ws[TPB / 32];
    cg::coalesced_group active = cg::coalesced_threads();
    const float s = cg::reduce(active, v, cg::plus<float>());
    if (active.thread_rank() == 0) ws[tid / 32] = s;
    block.sync();
''' + SUM8)

case('c41_coalesced_threads_in_branch_unclear', 'coordination', 'unclear',
     'Even and odd lanes each do `cg::coalesced_threads()` inside `if (lane % 2 == 0) {...} else {...}` and reduce their group, rank 0 of each storing a half: PG-CG says coalesced_threads() is the set of threads active at the call, which after a branch is at most the branch\'s lanes but may be fewer (the hardware need not run the branch\'s lanes together under Independent Thread Scheduling); whether it is 16 is not guaranteed. Unclear (not scored).',
     VAL + r'''
    __shared__ float h[TPB / 16];
    float s;
    if (tid % 2 == 0) {
        cg::coalesced_group g = cg::coalesced_threads();
        s = cg::reduce(g, v, cg::plus<float>());
        if (g.thread_rank() == 0) h[(tid / 32) * 2] = s;
    } else {
        cg::coalesced_group g = cg::coalesced_threads();
        s = cg::reduce(g, v, cg::plus<float>());
        if (g.thread_rank() == 0) h[(tid / 32) * 2 + 1] = s;
    }
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / 16; i++) t += h[i];
        output[rank] = t;
    }''')

# ============================================================ invoke_one
case('c42_invoke_one_warp_sum', 'advanced', 'pass',
     'cg::invoke_one(warp, fn): fn runs in exactly one thread of the warp tile (CG invoke.h: elect.sync on sm_90). Values in shared memory, block.sync(), invoke_one sums the warp\'s 32 into ws[warp]; block.sync(); thread 0 sums. The SPEC\'s "one elected lane per warp". Correct.',
     VAL + r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / 32];
    sm[tid] = v;
    block.sync();
    auto warp = cg::tiled_partition<32>(block);
    cg::invoke_one(warp, [&] {
        float u = 0.0f;
        for (int i = 0; i < 32; i++) u += sm[warp.meta_group_rank() * 32 + i];
        ws[warp.meta_group_rank()] = u;
    });
    block.sync();
''' + SUM8)

case('c43_invoke_one_broadcast', 'advanced', 'pass',
     'cg::invoke_one_broadcast(warp, fn): one thread runs fn and every member receives its result (CG). Each warp gets its sum in every lane; lane 7 stores it. Correct.',
     VAL + r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / 32];
    sm[tid] = v;
    block.sync();
    auto warp = cg::tiled_partition<32>(block);
    const float s = cg::invoke_one_broadcast(warp, [&] {
        float u = 0.0f;
        for (int i = 0; i < 32; i++) u += sm[warp.meta_group_rank() * 32 + i];
        return u;
    });
    if (warp.thread_rank() == 7) ws[warp.meta_group_rank()] = s;
    block.sync();
''' + SUM8)

case('c44_invoke_one_in_divergent_code', 'advanced', 'fail 4',
     '(Written "fail 1" before the run from a misread precedent; corrected, for c44 and r03 after their run and for c52 and c56 before theirs: the project\'s precedent is blog p03 / wild w22, a full-mask warp collective whose live named lanes are elsewhere hangs on the H100: exit 4.) invoke_one(warp, fn) called only by lanes 0-15 (inside `if (warp.thread_rank() < 16)`): PG-CG Group Collectives: every member of the group must call the collective; invoke_one is an elect.sync over the warp\'s full mask (CG invoke.h), and PTX elect.sync requires every thread of membermask to execute it: undefined (lanes 16-31 are not exited). ',
     VAL + r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / 32];
    sm[tid] = v;
    block.sync();
    auto warp = cg::tiled_partition<32>(block);
    if (warp.thread_rank() < 16) {
        cg::invoke_one(warp, [&] {  // CAUSE
            float u = 0.0f;
            for (int i = 0; i < 32; i++) u += sm[warp.meta_group_rank() * 32 + i];
            ws[warp.meta_group_rank()] = u;
        });
    }
    block.sync();
''' + SUM8, cause=r'deadlock|elect|invoke_one|mask|divergent|collective|not all')

# ============================================================ cg::reduce / scans
case('r02_reduce_bitwise_and_minmax', 'reduction', 'pass',
     'cg::reduce with cg::bit_or, bit_and, bit_xor, less, greater over warp.thread_rank() (CG functional.h / reduce.h; integral types): bit_or of 1<<r = 0xffffffff, bit_and of (r | 0x80000000) = 0x80000000, bit_xor of 0..31 = 0, less = 0, greater = 31. The kernel writes only if all five hold; the greater result picks the warp\'s storing lane (31). Correct.',
     HEAD + r'''
    __shared__ float ws[TPB / 32];
    __shared__ float bsum;
    auto warp = cg::tiled_partition<32>(block);
    const unsigned int r = warp.thread_rank();
    const unsigned int o = cg::reduce(warp, 1u << r, cg::bit_or<unsigned int>());
    const unsigned int a = cg::reduce(warp, r | 0x80000000u, cg::bit_and<unsigned int>());
    const unsigned int x = cg::reduce(warp, r, cg::bit_xor<unsigned int>());
    const unsigned int lo = cg::reduce(warp, r, cg::less<unsigned int>());
    const unsigned int hi = cg::reduce(warp, r, cg::greater<unsigned int>());
    const bool ok = o == 0xffffffffu && a == 0x80000000u && x == 0u && lo == 0u && hi == 31u;
    const float s = cg::reduce(warp, input[gid], cg::plus<float>());
    if (r == hi) ws[warp.meta_group_rank()] = ok ? s : 0.0f;
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; w++) t += ws[w];
        temp_storage[rank] = t;
    }
    cluster.sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r03_reduce_partial_tile', 'reduction', 'fail 4',
     '(Written "fail 1" before the run from a misread precedent; corrected, for c44 and r03 after their run and for c52 and c56 before theirs: the project\'s precedent is blog p03 / wild w22, a full-mask warp collective whose live named lanes are elsewhere hangs on the H100: exit 4.) `if (warp.thread_rank() < 16) s = cg::reduce(warp, x, plus)` - the learner wants the lower half\'s sum: PG-CG Group Collectives: all threads of the group must participate; the warp tile\'s reduce runs warp shuffles over the full mask (CG coalesced_reduce / __reduce_add_sync) with lanes 16-31 absent (not exited: they go on to block.sync()): undefined.',
     HEAD + r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / 32];
    sm[tid] = input[gid];
    block.sync();
    auto warp = cg::tiled_partition<32>(block);
    float s = 0.0f;
    if (warp.thread_rank() < 16)
        s = cg::reduce(warp, sm[tid] + sm[tid + 16], cg::plus<float>());  // CAUSE
    if (warp.thread_rank() == 0) ws[warp.meta_group_rank()] = s;
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; w++) t += ws[w];
        temp_storage[rank] = t;
    }
    cluster.sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', cause=r'deadlock|shuffle|reduce|lane|mask|divergent|collective|not all')

case('r04_reduce_tile256', 'reduction', 'pass',
     'cg::reduce(tile256, x, plus) on a 256-thread tile of the block (tiled_partition<256>(block): a multi-warp tile, CG supports reduce on it): every thread gets the block sum; tile rank 0 stores temp_storage[rank]; cluster.sync(); rank 0 sums. Correct.',
     HEAD + r'''
    auto t256 = cg::tiled_partition<256>(block);
    const float s = cg::reduce(t256, input[gid], cg::plus<float>());
    if (t256.thread_rank() == 0) temp_storage[rank] = s;
    cluster.sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r05_reduce_on_thread_block', 'reduction', 'build-fail',
     'cg::reduce(block, x, plus) with the thread_block itself: CG reduce.h accepts only thread_block_tile and coalesced_group (a static_assert / no matching overload: "This group does not exclusively represent a tile"): nvcc refuses it.',
     HEAD + r'''
    const float s = cg::reduce(block, input[gid], cg::plus<float>());  // CAUSE
    if (tid == 0) temp_storage[rank] = s;
    cluster.sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', cause=r'reduce|tile')

case('r06_inclusive_scan_last_lane', 'reduction', 'pass',
     'cg::inclusive_scan(warp, x) (CG scan.h, default plus): the last lane (rank 31) holds the warp total; it stores ws[warp]. Integer inputs: exact. Correct.',
     HEAD + r'''
    __shared__ float ws[TPB / 32];
    auto warp = cg::tiled_partition<32>(block);
    const float p = cg::inclusive_scan(warp, input[gid]);
    if (warp.thread_rank() == warp.num_threads() - 1) ws[warp.meta_group_rank()] = p;
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; w++) t += ws[w];
        temp_storage[rank] = t;
    }
    cluster.sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre='#include <cooperative_groups/scan.h>')

case('r07_exclusive_scan_last_lane_as_total', 'reduction', 'fail 1',
     'cg::exclusive_scan(warp, x): the last lane holds the sum of the 31 values BEFORE it (CG scan.h: exclusive), not the total; the learner stores it as the warp sum: each warp misses its lane-31 value: wrong total, exit 1.',
     HEAD + r'''
    __shared__ float ws[TPB / 32];
    auto warp = cg::tiled_partition<32>(block);
    const float p = cg::exclusive_scan(warp, input[gid]);
    if (warp.thread_rank() == 31) ws[warp.meta_group_rank()] = p;  // CAUSE
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; w++) t += ws[w];
        temp_storage[rank] = t;
    }
    cluster.sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre='#include <cooperative_groups/scan.h>', cause=r'❌')

case('r08_exclusive_scan_plus_own', 'reduction', 'pass',
     'cg::exclusive_scan(warp, x, cg::plus<float>()) + x in the last lane = the warp total (CG scan.h). Correct.',
     HEAD + r'''
    __shared__ float ws[TPB / 32];
    auto warp = cg::tiled_partition<32>(block);
    const float x = input[gid];
    const float p = cg::exclusive_scan(warp, x, cg::plus<float>());
    if (warp.thread_rank() == 31) ws[warp.meta_group_rank()] = p + x;
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; w++) t += ws[w];
        temp_storage[rank] = t;
    }
    cluster.sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre='#include <cooperative_groups/scan.h>')

# ============================================================ memcpy_async
MCP = '#include <cooperative_groups/memcpy_async.h>'
case('c45_memcpy_async_wait', 'coordination', 'pass',
     'cg::memcpy_async(block, sm, input + blockIdx.x*TPB, TPB*sizeof(float)) then cg::wait(block) (PG-CG memcpy_async: the copy is complete and visible to the group after wait, which also syncs the group); then the scaled block sum. Correct.',
     HEAD + r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / 32];
    cg::memcpy_async(block, sm, input + blockIdx.x * TPB, sizeof(float) * TPB);
    cg::wait(block);
    const float v = sm[tid] * (float)(rank + 1);
    auto warp = cg::tiled_partition<32>(block);
    const float s = cg::reduce(warp, v, cg::plus<float>());
    if (warp.thread_rank() == 0) ws[warp.meta_group_rank()] = s;
    block.sync();
''' + SUM8, pre=MCP)

case('c46_memcpy_async_no_wait', 'coordination', 'fail 1',
     'As c45 without cg::wait(block): sm is read while the asynchronous copy may still be writing it (PG-CG memcpy_async: the data is available only after wait / wait_prior): a race between the async copy and the reads, exit 1.',
     HEAD + r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / 32];
    cg::memcpy_async(block, sm, input + blockIdx.x * TPB, sizeof(float) * TPB);
    const float v = sm[tid] * (float)(rank + 1);  // CAUSE
    auto warp = cg::tiled_partition<32>(block);
    const float s = cg::reduce(warp, v, cg::plus<float>());
    if (warp.thread_rank() == 0) ws[warp.meta_group_rank()] = s;
    block.sync();
''' + SUM8, pre=MCP, cause=r'async|race|wait|before')

case('c47_memcpy_async_wait_prior', 'coordination', 'pass',
     'Two batches: memcpy_async of the first half, then of the second; cg::wait_prior<1>(block) (all but the most recent batch done, and a group sync) lets the block read the first half; cg::wait(block) then the second. PG-CG wait_prior<N>. Correct.',
     HEAD + r'''
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
''' + SUM8, pre=MCP)

case('c48_memcpy_async_wait_prior_wrong_half', 'coordination', 'fail 1',
     'As c47 but after wait_prior<1> every thread reads its element - the second half too, whose batch is the most recent one, which wait_prior<1> leaves pending (PG-CG): a race with the asynchronous copy, exit 1.',
     HEAD + r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / 32];
    const float *src = input + blockIdx.x * TPB;
    cg::memcpy_async(block, sm, src, sizeof(float) * TPB / 2);
    cg::memcpy_async(block, sm + TPB / 2, src + TPB / 2, sizeof(float) * TPB / 2);
    cg::wait_prior<1>(block);
    float v = sm[tid] * (float)(rank + 1);  // CAUSE
    cg::wait(block);
    auto warp = cg::tiled_partition<32>(block);
    const float s = cg::reduce(warp, v, cg::plus<float>());
    if (warp.thread_rank() == 0) ws[warp.meta_group_rank()] = s;
    block.sync();
''' + SUM8, pre=MCP, cause=r'async|race|wait|before')

# ============================================================ thread_block_tile members
case('c49_tile_shfl_up_scan', 'coordination', 'pass',
     'thread_block_tile<32>::shfl_up Hillis-Steele scan (1..16, adding only where thread_rank() >= offset): the last lane holds the warp total; shfl(total, 31) broadcasts it; lane 0 stores. CG shfl_up / shfl. Correct.',
     VAL + r'''
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
''' + SUM8)

case('c50_tile_shfl_up_no_guard_last_lane', 'coordination', 'pass',
     'As c49 without the `thread_rank() >= o` guard: shfl_up with no source (rank < o) returns the caller\'s own value (PG Warp Shuffle Functions), so lanes below o double their prefix at step o - but lane 31 only ever reads, at step o, lanes 31-o, 31-o-o/2, ... which are >= the step\'s offset when they are read (checked by hand over the five steps: lane 31 ends with exactly the sum of the 32 values). The learner uses only lane 31\'s value (shfl(p, 31)), so the result is right: pass (the other lanes\' prefixes are wrong but unused).',
     VAL + r'''
    __shared__ float ws[TPB / 32];
    auto warp = cg::tiled_partition<32>(block);
    float p = v;
    for (unsigned int o = 1; o < 32; o *= 2)
        p += warp.shfl_up(p, o);
    const float total = warp.shfl(p, 31);
    if (warp.thread_rank() == 0) ws[warp.meta_group_rank()] = total;
    block.sync();
''' + SUM8)

case('c51_tile_any_all_ballot', 'coordination', 'pass',
     'thread_block_tile<32> any/all/ballot (CG): all(1) = 1, any(rank == 3) = 1, ballot(1) = 0xffffffff, ballot(rank < 4) = 0xf; the kernel uses __ffs(ballot(1)) - 1 (= 0) as the storing lane and writes only if the others hold. Correct.',
     VAL + r'''
    __shared__ float ws[TPB / 32];
    auto warp = cg::tiled_partition<32>(block);
    const unsigned int r = warp.thread_rank();
    const bool ok = warp.all(1) && warp.any(r == 3) && warp.ballot(1) == 0xffffffffu && warp.ballot(r < 4) == 0xfu;
    const float s = cg::reduce(warp, v, cg::plus<float>());
    if (r == (unsigned int)(__ffs(warp.ballot(1)) - 1) && ok) ws[warp.meta_group_rank()] = s;
    block.sync();
''' + SUM8)

case('c52_tile_ballot_in_divergent_code', 'coordination', 'fail 4',
     '(Written "fail 1" before the run from a misread precedent; corrected, for c44 and r03 after their run and for c52 and c56 before theirs: the project\'s precedent is blog p03 / wild w22, a full-mask warp collective whose live named lanes are elsewhere hangs on the H100: exit 4.) `if (warp.thread_rank() < 16) m = warp.ballot(v > 0.0f);` - a tile collective (__ballot_sync over the tile\'s full mask, CG) with lanes 16-31 absent and not exited: PG-SYNC / PG Warp Vote Functions: every non-exited thread named in the mask must execute it: undefined.',
     VAL + r'''
    __shared__ float ws[TPB / 32];
    auto warp = cg::tiled_partition<32>(block);
    unsigned int m = 0;
    if (warp.thread_rank() < 16) m = warp.ballot(v >= 0.0f);  // CAUSE
    const float s = cg::reduce(warp, v, cg::plus<float>());
    if (warp.thread_rank() == 0 && m != 0) ws[warp.meta_group_rank()] = s;
    block.sync();
''' + SUM8, cause=r'deadlock|ballot|vote|mask|divergent|collective|not all')

case('l06_tile_match_any_groups', 'last-block', 'pass',
     'thread_block_tile<32>::match_any(key) with key = lane / 8: each lane gets the mask of the 8 lanes with its key (CG, sm_70+); the lowest lane of the mask (__ffs - 1 == lane) is the group leader; the group sum by shfl_down with width handled by a 8-tile reduce of the same lanes. match_all(7, pred) gives pred = 1 and the full mask. The block partial then the reference ticket. Correct.',
     LB + r'''
    const unsigned int gid = blockIdx.x * TPB + tid;
    const unsigned int bid = blockIdx.x, nb = gridDim.x;
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    auto t8 = cg::tiled_partition<8>(warp);
    const unsigned int lane = warp.thread_rank();
    const unsigned int grp = warp.match_any(lane / 8);
    int pred = 0;
    const unsigned int all = warp.match_all(7u, pred);
    const float g8 = cg::reduce(t8, input[gid], cg::plus<float>());
    const float g = warp.shfl_down(g8, 8) + warp.shfl_down(g8, 16) + warp.shfl_down(g8, 24);
    __shared__ float q[TPB / 32];
    if (lane == (unsigned int)(__ffs(grp) - 1) && lane == 0 && pred && all == 0xffffffffu && grp == 0xffu)
        q[warp.meta_group_rank()] = g8 + g;
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; w++) t += q[w];
        partials[bid] = t;
        __threadfence();
        last = atomicAdd(counter, 1u) == nb - 1;
        __threadfence();
    }
    block.sync();
''' + LB_TAIL)

case('l07_match_any_key_collision', 'last-block', 'fail 1',
     'As l06 but the learner\'s key is (lane / 8) % 2 thinking it still gives four groups: match_any then returns 16-lane masks (lanes 0-7 with 16-23), and the guard `grp == 0xff` is false in every lane 0: no warp stores q, so the block partials are sums of uninitialised shared memory: wrong (exit 1). Truth by CG match_any semantics (lanes with equal value).',
     LB + r'''
    const unsigned int gid = blockIdx.x * TPB + tid;
    const unsigned int bid = blockIdx.x, nb = gridDim.x;
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    auto t8 = cg::tiled_partition<8>(warp);
    const unsigned int lane = warp.thread_rank();
    const unsigned int grp = warp.match_any((lane / 8) % 2);
    const float g8 = cg::reduce(t8, input[gid], cg::plus<float>());
    const float g = warp.shfl_down(g8, 8) + warp.shfl_down(g8, 16) + warp.shfl_down(g8, 24);
    __shared__ float q[TPB / 32];
    if (lane == 0 && grp == 0xffu)  // CAUSE
        q[warp.meta_group_rank()] = g8 + g;
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; w++) t += q[w];
        partials[bid] = t;
        __threadfence();
        last = atomicAdd(counter, 1u) == nb - 1;
        __threadfence();
    }
    block.sync();
''' + LB_TAIL, cause=r'uninit|never written|read before any thread stored|❌')

case('c53_tile_shfl_src_other_tile', 'coordination', 'fail 1',
     'thread_block_tile<16>: after the xor butterfly every member holds its 16-tile sum; the learner wants the warp sum and reads the other half with t16.shfl(s, 16 + r) (a rank of the neighbouring tile): shfl in a 16-tile takes srcRank modulo 16 (width 16, PG Warp Shuffle Functions), so it reads its own tile: each warp\'s sum is twice its lower/upper half, wrong, exit 1.',
     VAL + r'''
    __shared__ float ws[TPB / 32];
    auto t16 = cg::tiled_partition<16>(block);
    float s = v;
    for (int o = 8; o > 0; o /= 2) s += t16.shfl_xor(s, o);
    const float other = t16.shfl(s, 16 + t16.thread_rank());  // CAUSE
    if (tid % 32 == 0) ws[tid / 32] = s + other;
    block.sync();
''' + SUM8, cause=r'❌')

case('c54_tile64_any_all_sync', 'advanced', 'pass',
     'tiled_partition<64>(block): multi-warp tile members sync, any, all, shfl, thread_rank, num_threads, meta_group_rank/size (CG). Values in shared memory, t64.sync() (a barrier of its two warps), rank 0 sums its 64; all(1) and any(rank==63) guard the store; meta_group_size() = 4. Correct.',
     VAL + r'''
    __shared__ float sm[TPB];
    __shared__ float part[TPB / 64];
    auto t64 = cg::tiled_partition<64>(block);
    sm[tid] = v;
    t64.sync();
    float u = 0.0f;
    if (t64.thread_rank() == 0)
        for (unsigned int i = 0; i < t64.num_threads(); i++) u += sm[t64.meta_group_rank() * 64 + i];
    const float s = t64.shfl(u, 0);
    const bool ok = t64.all(1) && t64.any(t64.thread_rank() == 63);
    if (t64.thread_rank() == 9 && ok) part[t64.meta_group_rank()] = s;
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (unsigned int i = 0; i < t64.meta_group_size(); i++) t += part[i];
        output[rank] = t;
    }''')

case('c55_tile64_sync_for_block', 'advanced', 'fail 1',
     'As c54 but the last barrier (before thread 0 reads part[0..3], stored by the four 64-tiles) is t64.sync(): a barrier of the tile\'s two warps only (CG sync_warps), so part[1..3] stored by other tiles are not ordered before thread 0\'s reads: data race, exit 1.',
     VAL + r'''
    __shared__ float sm[TPB];
    __shared__ float part[TPB / 64];
    auto t64 = cg::tiled_partition<64>(block);
    sm[tid] = v;
    t64.sync();
    float u = 0.0f;
    if (t64.thread_rank() == 0)
        for (unsigned int i = 0; i < t64.num_threads(); i++) u += sm[t64.meta_group_rank() * 64 + i];
    if (t64.thread_rank() == 0) part[t64.meta_group_rank()] = u;
    t64.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (unsigned int i = 0; i < t64.meta_group_size(); i++) t += part[i];  // CAUSE
        output[rank] = t;
    }''', cause=RACE)

case('c56_tile32_sync_partial', 'coordination', 'fail 4',
     '(Written "fail 1" before the run from a misread precedent; corrected, for c44 and r03 after their run and for c52 and c56 before theirs: the project\'s precedent is blog p03 / wild w22, a full-mask warp collective whose live named lanes are elsewhere hangs on the H100: exit 4.) `if (warp.thread_rank() < 16) warp.sync();` - a warp tile\'s sync() (a __syncwarp over the full mask, CG) executed by half the lanes while lanes 16-31 go on (not exited): PG __syncwarp: every non-exited thread named in the mask must execute a __syncwarp with the same mask: undefined.',
     VAL + r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / 32];
    auto warp = cg::tiled_partition<32>(block);
    sm[tid] = v;
    if (warp.thread_rank() < 16) warp.sync();  // CAUSE
    if (warp.thread_rank() == 0) {
        float u = 0.0f;
        for (int i = 0; i < 32; i++) u += sm[tid + i];
        ws[warp.meta_group_rank()] = u;
    }
    block.sync();
''' + SUM8, cause=r'deadlock|syncwarp|mask|divergent|not all|race')
