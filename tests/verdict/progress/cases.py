# Cases for gen.py (docs/verdict-progress.md): forward progress, barriers and hangs. p34 should
# say exit 4 (a hang, naming the line) only where a GPU can really hang, exit 1 where a rule is
# broken and the GPU completes, exit 0 for correct kernels. Axes, one at a time: barrier.cluster
# arrive/wait counts and order (double arrive, wait without arrive, arrive in a branch some
# blocks skip, exited threads and blocks, .aligned vs non-aligned), __syncthreads in divergent
# code with and without early-returned threads, __syncwarp with partial masks, elect.sync /
# shfl / vote with exited lanes, named barriers (bar.sync id, count; bar.arrive), spin-waits on
# flags set by another block of the same cluster (co-scheduled) vs by blocks of the 256-block
# --last-block grid (no co-residency guarantee), spins on plain loads, __nanosleep back-off,
# cuda::barrier (mbarrier) counts, cg::this_grid().sync() without a cooperative launch, loops
# whose end depends on a race. Body = the kernel's body; pre = file-scope code before it. Every
# verdict was decided before p34 ran the kernel.
#
# Citations. PTX-BC = PTX ISA "barrier.cluster" (barrier.cluster.wait makes the thread wait for
# all non-exited threads of the cluster to perform barrier.cluster.arrive; arrive/wait are a pair
# per phase: an arrive again before the wait, or a wait with no arrive of its own, breaks the
# phase protocol (undefined); .aligned: every thread of the warp must execute the same
# barrier.cluster instruction, in divergent code undefined). PTX-BAR = PTX ISA "bar, barrier"
# (barrier 0..15; without a count every thread of the CTA; with a count b that many threads, a
# multiple of 32; bar.arrive does not wait; .aligned forms (bar.sync = barrier.sync.aligned) need
# the whole warp at the same instruction). PTX-EXIT = PTX ISA "exit" (barriers waiting only on
# exited threads are released). PTX-ELECT = PTX ISA "elect.sync" (the executing thread waits
# until all threads in membermask execute it; one leader). PTX-WARP = PTX ISA bar.warp.sync /
# shfl.sync / vote.sync (wait for the non-exited threads of membermask; the caller must be in the
# mask; for sm_6x and below the same instruction in convergence, so on sm_70+ different sites
# may meet). PTX-MB = PTX ISA "mbarrier" (expected count fixed at init; exited threads do not
# arrive; arrive_drop lowers the expected count). PTX-MM = PTX ISA "Memory Consistency Model"
# (morally strong: both strong (volatile = relaxed.sys, atomics), else a data race; release =
# fence then strong write, acquire = strong read then fence). PG-SYNC = CUDA Programming Guide
# "Synchronization Functions" (__syncthreads in conditional code only if the condition is
# uniform over the block; on 7.x+ it waits for all non-exited threads). PG-ITS = PG "Independent
# Thread Scheduling" (sm_70+: starvation-free algorithms among the threads of a warp; a thread
# may wait for another of its warp). PG-WARP = PG "Warp Vote Functions", "Warp Shuffle
# Functions", "__syncwarp" (all non-exited threads named in mask must execute the same
# intrinsic; a caller outside its mask, or a read from an exited/absent source lane, is
# undefined). PG-TBC = PG "Thread Block Clusters" (the blocks of a cluster are guaranteed to be
# co-scheduled; a block must not access a peer's shared memory before the peer has started or
# after it has exited: cluster.sync()). PG-HIER = PG "Thread Hierarchy" (thread blocks must be
# able to execute independently, in any order, in parallel or in series). PG-GRID = PG
# "Cooperative Groups, Grid Synchronization" (grid.sync() needs cudaLaunchCooperativeKernel;
# only then are the blocks guaranteed co-resident). PG-VOL = PG "volatile Qualifier" (the
# compiler may keep a non-volatile global/shared value in a register and never re-read it).
# kernels.h: elect_one_sync() "Every lane of the warp must call it"; arrive "Pair every arrive
# with a wait". SPEC = docs/SPEC.md.
#
# H100 evidence already in the repository (docs/verify-verdict-gpu): run34 literal c07/a17 (every
# thread waits before it arrives) completed, r05 (lane 0 alone in elect.sync, lanes 1-31 exited)
# completed, c12 (only thread 0 arrives, all wait) hung, a03 (lane 0 in elect.sync, lanes 1-31 at
# __syncthreads) hung, r11 (__syncthreads inside the stride branch) hung; run9/16 cluster k05
# (.aligned arrive by thread 0 alone) completed, k07 (thread 0 at cluster_sync, others at
# __syncthreads) hung, k18 (arrive twice) completed, k51 (.aligned arrives at two sites in one
# warp) hung; run9 warp w17/w62 (full-mask shuffle/__syncwarp after half the warp returned)
# completed.
RACE = r'data race|several writers|stored by|race'
HANG = r'deadlock|did not finish|hang|watchdog|never|no thread can move'
WRONG = r'❌|not written'
ELECT = r'elect'
CBAR = r'cluster barrier|arrive|wait|cluster_wait|cluster_arrive'
DIVERGE = r'divergent|not all|barrier'
WARPC = r'warp|mask|lane|collective|shuffle|__syncwarp'
SPIN = r'spin|plain load|volatile|never|hang|did not finish'

# ----------------------------------------------------------------- shared snippets
# coordination / advanced: the block's scaled values in shared memory
CLOAD = r'''
    __shared__ float sd[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sd[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
'''
CSUM = r'''
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += sd[i];
        output[rank] = s;
    }
'''
# reduction: the block's tree sum in sm[0]
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
RFINAL = r'''
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            t += temp_storage[r];
        output[0] = t;
    }
'''
RPUB = r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
''' + RFINAL
# advanced: warp sums by one lane per warp, block total by thread 0
AWARP_TAIL = r'''
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            s += ws[w];
        output[rank] = s;
    }
    cluster_sync();
'''
AHEAD = CLOAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const int lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
'''

# ================================================================= A. barrier.cluster
case('b01_ref_split_arrive_wait', 'coordination', 'pass',
     'The part-1 pattern: every thread arrives after the block\'s values are in shared memory, thread 0 sums, every thread waits. One arrive and one wait per thread (PTX-BC); thread 0 reads only its own block\'s shared memory, ordered by __syncthreads (PG-SYNC). Correct.',
     CLOAD + '''
    cluster_arrive();''' + CSUM + '''
    cluster_wait();''')

case('b02_wait_then_arrive', 'coordination', 'fail 1',
     'Every thread calls cluster_wait() before cluster_arrive() (arrive and wait swapped). PTX-BC defines the wait as the second half of an arrive/wait pair (it waits for all non-exited threads to arrive); a wait with no arrive of its own breaks the phase protocol (undefined). By the text\'s wording nobody could pass the wait, but the H100 completed this exact shape (run34 literal c07, a17: the wait of a thread with no pending arrival returned at once) and no data crosses blocks here, so the results are right: a broken rule on a GPU that completes. The learner is best served by exit 1 naming the wait without arrive (an exit 4 "deadlock" contradicts what the card does).',
     CLOAD + '''
    cluster_wait();  // CAUSE''' + CSUM + '''
    cluster_arrive();''', cause=CBAR)

case('b03_wait_without_any_arrive', 'coordination', 'fail 1',
     'The arrive is dropped: every thread only calls cluster_wait() after the sum. PTX-BC: wait without an arrive of its own (undefined; kernels.h "Pair every arrive with a wait"). No data crosses blocks, each block writes its own output; on the H100 a wait with no pending arrival returns (run34 c07/a17), so the kernel completes with right values: exit 1 naming the wait.',
     CLOAD + CSUM + '''
    cluster_wait();  // CAUSE''', cause=CBAR)

case('b04_arrive_twice_then_wait', 'coordination', 'fail 1',
     'Every thread arrives twice (cluster_arrive(); ... cluster_arrive(); cluster_wait();). PTX-BC: a thread must complete the phase (wait) before it arrives again; a second arrive in the same phase is undefined. The H100 completed this shape (run9/16 cluster k18); results are block-local and right: exit 1 naming the second arrive.',
     CLOAD + '''
    cluster_arrive();''' + CSUM + '''
    cluster_arrive();  // CAUSE
    cluster_wait();''', cause=CBAR)

case('b05_two_full_phases', 'reduction', 'pass',
     'Two phases: every thread arrives and waits (phase 1: partials published, rank 0 sums), then arrives and waits again (phase 2: no block leaves before rank 0 has read). Each phase has one arrive then one wait per thread (PTX-BC); the first phase\'s release/acquire orders the temp_storage stores before rank 0\'s reads (PTX-MM). Correct.',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_arrive();
    cluster_wait();''' + RFINAL + r'''
    cluster_arrive();
    cluster_wait();''')

case('b06_sync_then_extra_wait', 'reduction', 'fail 1',
     'cluster_sync() (arrive + wait) and then one more cluster_wait() "to be safe": the second wait has no arrive of its own (PTX-BC: undefined; kernels.h pairs every arrive with a wait). Everything it was meant to order is already ordered by the sync; on the H100 a wait with no pending arrival returns (run34 c07/a17): completes, right value. Exit 1 naming the extra wait.',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    cluster_wait();  // CAUSE''' + RFINAL, cause=CBAR)

case('b07_arrive_only_in_rank0', 'coordination', 'fail 4',
     '`if (rank == 0) cluster_arrive();` then every thread waits. Blocks 1-3 never arrive and do not exit before their wait, block 0\'s threads wait for every non-exited thread to arrive (PTX-BC): by the text no wait can complete; the H100 hung on the same shape with thread 0 (run34 literal c12: the threads that waited without arriving went on and exited only after the phase had begun, and the arrived threads stayed stuck). A real hang: exit 4 at the arrive in the branch.',
     CLOAD + '''
    if (rank == 0) cluster_arrive();  // CAUSE''' + CSUM + '''
    cluster_wait();''', cause=HANG + '|' + CBAR)

case('b08_arrive_by_warp0_only', 'coordination', 'fail 4',
     '`if (tid < 32) cluster_arrive();` (one warp per block "signals"), every thread waits. The barrier counts threads, not warps or blocks: warps 1-7 never arrive (PTX-BC). As literal c12 (thread 0 alone), which hung on the H100: exit 4.',
     CLOAD + '''
    if (tid < WARP_SIZE) cluster_arrive();  // CAUSE''' + CSUM + '''
    cluster_wait();''', cause=HANG + '|' + CBAR)

case('b09_rank3_returns_before_barrier', 'coordination', 'pass',
     'Rank 3 computes and stores its output, then the whole block returns before the cluster barrier; ranks 0-2 arrive, sum, wait. PTX-BC waits for all non-exited threads, PTX-EXIT releases barriers waiting on exited threads, no block touches a peer\'s shared memory (PG-TBC: only DSMEM needs the peer alive). Correct by the text. (Needs the GPU: run34 c12 suggests an exit after a phase began may not release it; here block 3 may exit after peers arrive.)',
     CLOAD + '''
    if (rank == 3) {''' + CSUM + '''
        return;
    }
    cluster_arrive();''' + CSUM + '''
    cluster_wait();''')

case('b10_rank3_waits_without_arrive', 'coordination', 'fail 4',
     'Rank 3 skips the arrive (`if (rank != 3) cluster_arrive();`) but everyone waits. Blocks 0-2 wait for rank 3\'s threads, which are alive (they are at the wait) and never arrive: by PTX-BC no wait of blocks 0-2 completes; on the H100 block 3\'s unpaired wait returns and it exits only after the phase began, as c12 (hung). Exit 4 at the skipped arrive.',
     CLOAD + '''
    if (rank != 3) cluster_arrive();  // CAUSE''' + CSUM + '''
    cluster_wait();''', cause=HANG + '|' + CBAR)

case('b11_others_return_thread0_arrive_wait', 'coordination', 'pass',
     'After the __syncthreads every thread but 0 returns; thread 0 of each block arrives, sums, waits. cluster_arrive/cluster_wait are cg::cluster_group barrier_arrive/barrier_wait (the non-.aligned barrier.cluster), which a subset of a warp may execute; the wait needs all non-exited threads (PTX-BC, PTX-EXIT), and the others exited through an explicit return before thread 0 arrived (they never reach another barrier). The H100 completed the same shape with the branch form (run34 literal c13). Correct.',
     CLOAD + '''
    if (tid != 0) return;
    cluster_arrive();''' + CSUM + '''
    cluster_wait();''')

case('b12_aligned_arrive_thread0_only', 'reduction', 'fail 1',
     'Inline PTX `barrier.cluster.arrive.aligned; barrier.cluster.wait.aligned;` (CUTLASS\'s forms) inside `if (tid == 0)`, the other lanes of warp 0 skip it and exit. PTX-BC: with .aligned every thread of the warp must execute the same barrier.cluster instruction; in divergent code undefined. The H100 completed this shape (cluster k05): exit 1 naming the .aligned barrier in a branch.',
     RTREE + r'''
    if (tid == 0) {
        temp_storage[rank] = sm[0];
        asm volatile("barrier.cluster.arrive.aligned;\n\tbarrier.cluster.wait.aligned;" ::: "memory");  // CAUSE
    }''' + RFINAL, cause=r'aligned|divergent|barrier')

case('b13_relaxed_arrive_no_data', 'coordination', 'pass',
     'barrier.cluster.arrive.relaxed (inline PTX) + barrier.cluster.wait around block-local work: .relaxed drops only the memory ordering of the arrive (PTX-BC), and no data crosses blocks here (each block reads its own shared memory after __syncthreads, writes its own output[rank]). Arrive/wait paired by every thread. Correct.',
     CLOAD + '''
    asm volatile("barrier.cluster.arrive.relaxed;" ::: "memory");''' + CSUM + '''
    asm volatile("barrier.cluster.wait;" ::: "memory");''')

case('b14_cluster_sync_uniform_loop', 'reduction', 'pass',
     'A ring of 4 rounds: in round k rank 0 adds temp_storage[k] into a running total that only it keeps; every block calls cluster_sync() once per round (uniform trip count 4), after the partials were published by a first cluster_sync. Arrive/wait counts equal in every thread (PTX-BC). Correct.',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    float t = 0.0f;
    for (int k = 0; k < CLUSTER_SIZE; k++) {
        if (rank == 0 && tid == 0) t += temp_storage[k];
        cluster_sync();
    }
    if (rank == 0 && tid == 0) output[0] = t;''')

case('b15_cluster_sync_rank_dependent_trip', 'coordination', 'unclear',
     '`for (int k = 0; k <= rank; k++) cluster_sync();`: rank r calls the barrier r+1 times, then exits. By PTX-BC/PTX-EXIT phase k needs only the non-exited threads, and ranks < k have exited, so every phase completes; but whether an exit after a phase has begun releases it on hardware is what run34 c12 puts in doubt (the H100 hung there), and cg documents cluster.sync() as called by all threads of the cluster (PG-CG). Unscored; the GPU\'s answer is wanted.',
     CLOAD + CSUM + '''
    for (unsigned int k = 0; k <= rank; k++)
        cluster_sync();''')

# ================================================================= B. __syncthreads
HALF_TREE_TAIL = r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
''' + RFINAL

case('s01_early_return_then_syncthreads', 'reduction', 'pass',
     'Threads 128-255 return at the top; threads 0-127 load two values each and tree-reduce with __syncthreads, then cluster_sync. PG-SYNC (7.x+): __syncthreads waits for all non-exited threads; PTX-EXIT releases barriers waiting on exited threads; the cluster barrier likewise counts non-exited threads (PTX-BC). Whole warps exited before any barrier. Correct.',
     r'''
    __shared__ float sm[TPB / 2];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid >= TPB / 2) return;
    const int base = blockIdx.x * blockDim.x;
    sm[tid] = input[base + tid] + input[base + tid + TPB / 2];
    __syncthreads();
    for (int s = TPB / 4; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }''' + HALF_TREE_TAIL)

case('s02_syncthreads_in_if_others_run_off', 'reduction', 'fail 1',
     'The whole tree, publish and cluster_sync sit in `if (tid < TPB / 2) { ... }` with __syncthreads inside; threads 128-255 skip the branch and run off the end (no return statement). PG-SYNC: __syncthreads in conditional code only if the condition is uniform over the block: broken. On 7.x+ the barrier waits only for non-exited threads and warps 4-7 exit (PTX-EXIT), so a GPU completes with the right value: exit 1 naming the barrier in the branch.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    if (tid < TPB / 2) {
        sm[tid] += input[blockIdx.x * blockDim.x + tid + TPB / 2];
        __syncthreads();  // CAUSE
        for (int s = TPB / 4; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) temp_storage[rank] = sm[0];
        cluster_sync();''' + RFINAL + r'''
    }''', cause=DIVERGE)

case('s03_syncthreads_if_else_warp_uniform', 'reduction', 'unclear',
     'One tree step written `if (tid < 128) { sm[tid] += sm[tid + 128]; __syncthreads(); } else { __syncthreads(); }`: every thread reaches a __syncthreads, at two sites, split on a warp boundary. PTX-BAR: both are barrier 0 and each warp executes one .aligned instruction as a whole, so 256 arrivals complete it; PG-SYNC forbids __syncthreads in a branch not uniform over the block. The PTX text says it works, the Guide says undefined: unscored (GPU answer wanted).',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    if (tid < TPB / 2) {
        sm[tid] += sm[tid + TPB / 2];
        __syncthreads();
    } else {
        __syncthreads();
    }
    for (int s = TPB / 4; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }''' + HALF_TREE_TAIL)

case('s04_syncthreads_if_else_lane_split', 'reduction', 'unclear',
     'As s03 but split by lane parity: `if (tid % 2 == 0) { ...; __syncthreads(); } else { __syncthreads(); }`: lanes of one warp at two different .aligned bar instructions. PTX-BAR .aligned: every thread of the warp must execute the same barrier instruction, else undefined; PG-SYNC: undefined. A rule is broken for sure; whether an H100 hangs (as with two .aligned barrier.cluster sites, cluster k51) or counts the 256 arrivals (7.x+ per-thread barrier) is not written anywhere: exit 1 or 4 both name it. Unscored; GPU answer wanted.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    if (tid % 2 == 0) {
        sm[tid] += sm[tid + 1];
        __syncthreads();
    } else {
        __syncthreads();
    }
    for (int s = TPB / 2; s >= 2; s >>= 1) {
        if (tid < s && tid % 2 == 0) sm[tid] += sm[tid + s];
        __syncthreads();
    }''' + HALF_TREE_TAIL)

case('s05_syncthreads_or_uniform_loop', 'coordination', 'pass',
     'A loop whose trip count differs per thread but whose exit test is `while (__syncthreads_or(k > 0))`: the OR is the same in every thread, so every thread calls the barrier the same number of times (PG-SYNC: __syncthreads_or returns the same value to all threads). Then the usual sum. Correct.',
     CLOAD + r'''
    int k = tid % 7;
    while (__syncthreads_or(k > 0)) {
        if (k > 0) k--;
    }
    cluster_arrive();''' + CSUM + '''
    cluster_wait();''')

case('s06_break_before_barrier_in_loop', 'reduction', 'fail 4',
     'Tree loop with `if (tid >= s) break;` before the step and its __syncthreads: the threads that break go on to cluster_sync() (alive, at another barrier) while the rest wait at the loop\'s __syncthreads for all non-exited threads (PG-SYNC 7.x+; PTX-BAR): neither barrier can complete. Same shape as literal r11, which hung on the H100: exit 4.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid >= s) break;  // CAUSE
        sm[tid] += sm[tid + s];
        __syncthreads();
    }''' + HALF_TREE_TAIL, cause=HANG + '|' + DIVERGE)

case('s07_odd_lanes_return_then_syncthreads', 'reduction', 'pass',
     '`if (tid % 2) return;` at the top: odd lanes of every warp exit; even threads load pairs and tree-reduce over even indices with __syncthreads, then cluster_sync. PG-SYNC (7.x+): the barrier waits for all non-exited threads; PTX-EXIT: exited threads release it; the exits precede every barrier. Correct.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid % 2) return;
    const int base = blockIdx.x * blockDim.x;
    sm[tid] = input[base + tid] + input[base + tid + 1];
    __syncthreads();
    for (int s = TPB / 2; s >= 2; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }''' + HALF_TREE_TAIL)

# ================================================================= C. __syncwarp, shuffles, votes
case('w01_syncwarp_full_after_half_return', 'advanced', 'pass',
     'Lanes 16-31 return; lanes 0-15 fold the upper half (sd[tid] += sd[tid + 16], written before the __syncthreads), __syncwarp() with the full mask, lane 0 sums 16 slots. PG-WARP/PTX-WARP: the non-exited threads of the mask take part; the H100 completes a full-mask __syncwarp after half the warp returned (warp w17/w62). Correct.',
     AHEAD + r'''
    if (lane >= 16) return;
    sd[tid] += sd[tid + 16];
    __syncwarp();
    if (lane == 0) {
        float s = 0.0f;
        for (int i = 0; i < 16; i++)
            s += sd[warp * WARP_SIZE + i];
        ws[warp] = s;
    }''' + AWARP_TAIL)

case('w02_syncwarp_half_mask_in_branch', 'advanced', 'pass',
     '`if (lane < 16) { fold; __syncwarp(0x0000ffff); lane 0 sums }`: the mask names exactly the lanes in the branch (PG-WARP). Correct.',
     AHEAD + r'''
    if (lane < 16) {
        sd[tid] += sd[tid + 16];
        __syncwarp(0x0000ffffu);
        if (lane == 0) {
            float s = 0.0f;
            for (int i = 0; i < 16; i++)
                s += sd[warp * WARP_SIZE + i];
            ws[warp] = s;
        }
    }''' + AWARP_TAIL)

case('w03_syncwarp_full_mask_in_half_branch', 'advanced', 'fail 4',
     'As w02 with the default full mask: `if (lane < 16) { fold; __syncwarp(); ... }` while lanes 16-31 go on to the __syncthreads after the branch. The __syncwarp waits for lanes 16-31 (alive, PG-WARP "all non-exited threads named in mask"), which wait at __syncthreads for lanes 0-15: a cycle. The H100 hung when a full-mask warp collective waited for lanes held at another barrier (docs/gpu-verification.md exp_partial_warp). Exit 4.',
     AHEAD + r'''
    if (lane < 16) {
        sd[tid] += sd[tid + 16];
        __syncwarp();  // CAUSE
        if (lane == 0) {
            float s = 0.0f;
            for (int i = 0; i < 16; i++)
                s += sd[warp * WARP_SIZE + i];
            ws[warp] = s;
        }
    }''' + AWARP_TAIL, cause=HANG + '|' + WARPC)

case('w04_syncwarp_mask_misses_caller', 'advanced', 'fail 1',
     'Every lane adds 1.0f * its value in place, then calls `__syncwarp(0xfffffffe)` ("lane 0 is the reader, it need not sync"), then lane 0 sums the warp\'s 32 slots. Lane 0 calls __syncwarp with a mask that excludes itself: undefined (PG-WARP, PTX bar.warp.sync "the executing thread must be in membermask"), and its reads of the other lanes\' stores are not ordered by a barrier it took part in: data race (PTX-MM). Lanes 1-31 all meet, nothing waits for a lane elsewhere: exit 1.',
     AHEAD + r'''
    sd[tid] = sd[tid] * 1.0f;
    __syncwarp(0xfffffffeu);  // CAUSE
    if (lane == 0) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sd[warp * WARP_SIZE + i];
        ws[warp] = s;
    }''' + AWARP_TAIL, cause=WARPC + '|' + RACE)

case('w05_syncwarp_two_sites', 'advanced', 'pass',
     '`if (lane < 16) { fold; __syncwarp(); } else { __syncwarp(); }` then lane 0 sums 16 slots: every lane of the full mask executes a __syncwarp with the same mask, at two sites. PTX-WARP: only sm_6x and below need the same instruction in convergence; PG-WARP: each thread in mask must execute a __syncwarp() with the same mask. Correct on sm_90.',
     AHEAD + r'''
    if (lane < 16) {
        sd[tid] += sd[tid + 16];
        __syncwarp();
    } else {
        __syncwarp();
    }
    if (lane == 0) {
        float s = 0.0f;
        for (int i = 0; i < 16; i++)
            s += sd[warp * WARP_SIZE + i];
        ws[warp] = s;
    }''' + AWARP_TAIL)

case('w06_shfl_after_half_return_lower_offsets', 'advanced', 'pass',
     'Lanes 16-31 return; lanes 0-15 add sd[tid + 16] to their value and butterfly with __shfl_xor_sync(0xffffffff, v, 8, 4, 2, 1): every source lane is in 0-15 (alive). PG-WARP: the non-exited threads named in mask take part (H100: warp w17/w62 completed). Correct.',
     AHEAD + r'''
    if (lane >= 16) return;
    float v = sd[tid] + sd[tid + 16];
    for (int o = 8; o > 0; o >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, o);
    if (lane == 0) ws[warp] = v;''' + AWARP_TAIL)

case('w07_shfl_down_reads_exited_lanes', 'advanced', 'fail 1',
     'Lanes 16-31 return; lanes 0-15 run the full __shfl_down_sync(0xffffffff, v, 16 ... 1) reduction: at offset 16 lanes 0-15 read lanes 16-31, which have exited. PG-WARP: reading from a lane that does not take part gives an undefined value, so the warp sum is wrong or garbage; nothing waits on a live lane elsewhere, so the kernel completes: exit 1.',
     AHEAD + r'''
    if (lane >= 16) return;
    float v = sd[tid];
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);  // CAUSE
    if (lane == 0) ws[warp] = v;''' + AWARP_TAIL, cause=r'shuffle|exited|lane|' + WRONG)

case('w08_ballot_after_half_return', 'advanced', 'pass',
     'Lanes 16-31 return; lanes 0-15 count themselves with __popc(__ballot_sync(0xffffffff, 1)) = 16 (PG-WARP: the non-exited threads of the mask vote) and use it as the fold distance, then butterfly 8..1. Correct.',
     AHEAD + r'''
    if (lane >= 16) return;
    const int n = __popc(__ballot_sync(0xffffffffu, 1));
    float v = sd[tid] + sd[tid + n];
    for (int o = 8; o > 0; o >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, o);
    if (lane == 0) ws[warp] = v;''' + AWARP_TAIL)

# ================================================================= D. elect.sync
case('e01_elect_by_lone_survivor', 'reduction', 'fail 1',
     'After cluster_sync every thread but thread 0 of rank 0 returns, and the survivor writes the total under `if (elect_one_sync())`. elect_one_sync is elect.sync with the full mask, executed by one lane: kernels.h "Every lane of the warp must call it", PTX-ELECT (the thread waits for all threads in membermask). The rule is broken; the H100 completed the same shape (run34 literal r05: the other lanes had exited) and the lone caller is elected, so the value is right: exit 1 naming elect_one_sync, not a hang.',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank != 0 || tid != 0) return;
    if (elect_one_sync()) {  // CAUSE
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            t += temp_storage[r];
        output[0] = t;
    }''', cause=ELECT)

case('e02_elect_after_upper_half_returned', 'advanced', 'fail 1',
     'Lanes 16-31 return; lanes 0-15 fold and __syncwarp, then `if (elect_one_sync())` sums 16 slots. elect.sync with the full mask while half the mask has exited: kernels.h requires every lane, PTX-ELECT names all threads of membermask and, unlike shfl.sync/vote.sync, no non-exited exception. On the H100 a lone lane with the others exited completed (run34 r05), so this completes with one leader and the right value: exit 1 naming elect_one_sync.',
     AHEAD + r'''
    if (lane >= 16) return;
    sd[tid] += sd[tid + 16];
    __syncwarp();
    if (elect_one_sync()) {  // CAUSE
        float s = 0.0f;
        for (int i = 0; i < 16; i++)
            s += sd[warp * WARP_SIZE + i];
        ws[warp] = s;
    }''' + AWARP_TAIL, cause=ELECT)

case('e03_elect_half_mask_asm', 'advanced', 'pass',
     'Inside `if (lane < 16)`: fold, __syncwarp(0x0000ffff), then inline PTX `elect.sync _|p, 0x0000ffff` (membermask = exactly the lanes in the branch) picks the lane that sums. PTX-ELECT: all threads of membermask execute it, one is elected. Correct.',
     AHEAD + r'''
    if (lane < 16) {
        sd[tid] += sd[tid + 16];
        __syncwarp(0x0000ffffu);
        unsigned int leader;
        asm volatile("{\n\t.reg .pred p;\n\telect.sync _|p, %1;\n\tselp.u32 %0, 1, 0, p;\n\t}"
                     : "=r"(leader) : "r"(0x0000ffffu));
        if (leader) {
            float s = 0.0f;
            for (int i = 0; i < 16; i++)
                s += sd[warp * WARP_SIZE + i];
            ws[warp] = s;
        }
    }''' + AWARP_TAIL)

case('e04_lane0_then_elect_others_at_syncthreads', 'advanced', 'fail 4',
     '`if (lane == 0 && elect_one_sync())`: && short-circuits, lane 0 alone executes elect.sync with the full mask while lanes 1-31 go on to the __syncthreads (alive). PTX-ELECT: lane 0 waits for lanes 1-31, which wait at the block barrier for lane 0: a cycle. The H100 hung on this shape (run34 literal a03): exit 4.',
     AHEAD + r'''
    if (lane == 0 && elect_one_sync()) {  // CAUSE
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sd[warp * WARP_SIZE + i];
        ws[warp] = s;
    }''' + AWARP_TAIL, cause=HANG + '|' + ELECT)

case('e05_elect_in_half_warp_branch', 'advanced', 'fail 4',
     '`if (lane < 16) { fold; if (elect_one_sync()) ... }`: lanes 0-15 execute elect.sync with the full mask, lanes 16-31 are at the __syncthreads after the branch (alive). PTX-ELECT: the callers wait for lanes 16-31, which wait for them at the block barrier: as e04 (H100 hung on a03). Exit 4.',
     AHEAD + r'''
    if (lane < 16) {
        sd[tid] += sd[tid + 16];
        __syncwarp(0x0000ffffu);
        if (elect_one_sync()) {  // CAUSE
            float s = 0.0f;
            for (int i = 0; i < 16; i++)
                s += sd[warp * WARP_SIZE + i];
            ws[warp] = s;
        }
    }''' + AWARP_TAIL, cause=HANG + '|' + ELECT)

case('e06_elect_after_whole_warps_returned', 'advanced', 'pass',
     'Warps 4-7 return whole; warps 0-3 fold the upper half (sd[tid] += sd[tid + 128], stored before the __syncthreads), __syncwarp, and every lane of each remaining warp calls elect_one_sync(): the full mask is all present. Thread 0 sums ws[0..3] after a __syncthreads that waits for non-exited threads only (PG-SYNC 7.x+), then cluster_sync (PTX-BC: non-exited threads). Correct.',
     AHEAD + r'''
    if (warp >= 4) return;
    sd[tid] += sd[tid + TPB / 2];
    __syncwarp();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sd[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < 4; w++)
            s += ws[w];
        output[rank] = s;
    }
    cluster_sync();''')

# ================================================================= E. named barriers (inline PTX)
case('n01_named_barriers_two_groups', 'coordination', 'pass',
     'Warps 0-3 tree-reduce sd[0..127] with `bar.sync 1, 128`, warps 4-7 reduce sd[128..255] with `bar.sync 2, 128`; a __syncthreads joins them, thread 0 adds the two halves. PTX-BAR: each named barrier with count 128 gets exactly its 4 warps, whole warps at one instruction (.aligned). Correct (any summation order passes, SPEC Checking).',
     CLOAD + r'''
    __shared__ float half_sum[2];
    if (tid < TPB / 2) {
        for (int s = TPB / 4; s > 0; s >>= 1) {
            if (tid < s) sd[tid] += sd[tid + s];
            asm volatile("bar.sync 1, 128;" ::: "memory");
        }
        if (tid == 0) half_sum[0] = sd[0];
    } else {
        const int u = tid - TPB / 2;
        for (int s = TPB / 4; s > 0; s >>= 1) {
            if (u < s) sd[tid] += sd[tid + s];
            asm volatile("bar.sync 2, 128;" ::: "memory");
        }
        if (u == 0) half_sum[1] = sd[TPB / 2];
    }
    __syncthreads();
    if (tid == 0) output[rank] = half_sum[0] + half_sum[1];
    cluster_sync();''')

case('n02_named_barrier_count_too_small', 'reduction', 'fail 1',
     'The tree\'s barrier written `bar.sync 1, 64` while all 256 threads use it: PTX-BAR completes barrier 1 each time 64 threads (2 warps) have arrived and re-arms it, so a step can start before the warps it reads from have finished the previous one: the reads of sm[tid + s] race with their stores (PTX-MM). Counts are multiples of 64 each step, so no one is left waiting: completes, values may be wrong. Exit 1.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        asm volatile("bar.sync 1, 64;" ::: "memory");  // CAUSE
    }''' + HALF_TREE_TAIL, cause=RACE + '|bar')

case('n03_named_barrier_count_never_reached', 'reduction', 'fail 4',
     'Warps 0-3 fold with `bar.sync 1, 256` (the count of the whole block) while warps 4-7 use `bar.sync 2, 128` and then go on to the __syncthreads: barrier 1 receives 128 arrivals of the 256 it waits for (PTX-BAR: the count names how many threads must arrive; warps 4-7 are alive at barrier 0, not exited), and barrier 0 waits for warps 0-3: a deadlock. Exit 4.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    if (tid < TPB / 2) {
        sm[tid] += sm[tid + TPB / 2];
        asm volatile("bar.sync 1, 256;" ::: "memory");  // CAUSE
    } else {
        asm volatile("bar.sync 2, 128;" ::: "memory");
    }
    __syncthreads();
    for (int s = TPB / 4; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }''' + HALF_TREE_TAIL, cause=HANG + '|bar')

case('n04_bar_arrive_producer_consumer', 'coordination', 'pass',
     'PTX-BAR\'s producer/consumer example: warps 4-7 store part[tid - 128] and `bar.arrive 1, 256` (no wait), warps 0-3 `bar.sync 1, 256` then add part[tid] into sd[tid]; a __syncthreads, thread 0 sums sd[0..127]. 128 arrive + 128 sync = 256; bar.arrive orders the producers\' prior stores for the threads that wait (PTX-BAR memory ordering). Correct.',
     CLOAD + r'''
    __shared__ float part[TPB / 2];
    if (tid >= TPB / 2) {
        part[tid - TPB / 2] = sd[tid];
        asm volatile("bar.arrive 1, 256;" ::: "memory");
    } else {
        asm volatile("bar.sync 1, 256;" ::: "memory");
        sd[tid] += part[tid];
    }
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / 2; i++)
            s += sd[i];
        output[rank] = s;
    }
    cluster_sync();''')

# ================================================================= F. spin-waits inside one cluster
NAN_PRE = r'''
/* temp_storage is NaN before every launch (SPEC Checking): NaN means "not published yet" */
__device__ __forceinline__ bool pg_unset(float v) { return v != v; }
'''
SPIN_SUM_VOLATILE = r'''
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            float v;
            while (pg_unset(v = *(volatile float *)&temp_storage[r])) { }
            t += v;
        }
        output[0] = t;
    }'''

case('f01_spin_volatile_peer_partial', 'reduction', 'pass',
     'No cluster barrier: each block\'s thread 0 publishes its tree sum with a volatile store into temp_storage[rank] (NaN before the launch, SPEC Checking), and rank 0\'s thread 0 spins with volatile loads until each slot is a number. The four blocks of a cluster are co-scheduled (PG-TBC), so every publisher runs while rank 0 spins; volatile loads/stores are relaxed.sys strong operations (PTX-MM), morally strong with each other: no race, and the value read is the one published. Correct.',
     RTREE + r'''
    if (tid == 0) *(volatile float *)&temp_storage[rank] = sm[0];''' + SPIN_SUM_VOLATILE, pre=NAN_PRE)

case('f02_spin_plain_load_peer_partial', 'reduction', 'fail 4',
     'As f01 with plain stores and a plain load in the spin: `while (pg_unset(v = temp_storage[r])) {}`. The compiler may load once and spin on the register forever (PG-VOL); the plain accesses also race (PTX-MM). On a GPU the loop can really never end: exit 4 naming the spin.',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            float v;
            while (pg_unset(v = temp_storage[r])) { }  // CAUSE
            t += v;
        }
        output[0] = t;
    }''', pre=NAN_PRE, cause=SPIN + '|' + RACE)

case('f03_spin_atomic_counter', 'reduction', 'pass',
     'Each block\'s thread 0 stores temp_storage[rank], __threadfence(), atomicAdd(&pg_arrived, 1) (release pattern, PTX-MM); rank 0\'s thread 0 spins on atomicAdd(&pg_arrived, 0) < 4, __threadfence() (acquire pattern), sums, then atomicExch(&pg_arrived, 0) for the next launch (every arrival happened: the count was 4). Co-scheduled cluster (PG-TBC). Correct.',
     RTREE + r'''
    if (tid == 0) {
        temp_storage[rank] = sm[0];
        __threadfence();
        atomicAdd(&pg_arrived, 1u);
    }
    if (rank == 0 && tid == 0) {
        while (atomicAdd(&pg_arrived, 0u) < CLUSTER_SIZE) { }
        __threadfence();
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            t += temp_storage[r];
        output[0] = t;
        atomicExch(&pg_arrived, 0u);
    }''', pre='__device__ unsigned int pg_arrived;')

case('f04_spin_dsmem_flag_volatile', 'reduction', 'pass',
     'Each block clears a __shared__ ready flag, cluster_sync() (every peer started, flags cleared: PG-TBC), thread 0 stores its sum in __shared__ pub, __threadfence(), volatile ready = 1; rank 0\'s thread 0 spins on each peer\'s flag through map_shared_rank with volatile loads, __threadfence(), reads the peer\'s pub; a final cluster_sync keeps every block alive while rank 0 reads its shared memory (PG-TBC). Release/acquire patterns at gpu scope (PTX-MM), co-scheduled blocks. Correct.',
     RTREE + r'''
    __shared__ float pub;
    __shared__ int ready;
    cg::cluster_group cl = cg::this_cluster();
    if (tid == 0) ready = 0;
    cluster_sync();
    if (tid == 0) {
        pub = sm[0];
        __threadfence();
        *(volatile int *)&ready = 1;
    }
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned int r = 0; r < CLUSTER_SIZE; r++) {
            volatile int *f = cl.map_shared_rank(&ready, r);
            while (*f == 0) { }
            __threadfence();
            t += *cl.map_shared_rank(&pub, r);
        }
        output[0] = t;
    }
    cluster_sync();''')

case('f05_spin_before_cluster_sync_peers_publish_after', 'reduction', 'fail 4',
     'Rank 0\'s thread 0 publishes its own slot and spins (volatile) for the peers\' slots before the cluster_sync, but the peers publish only after it. The peers wait at the cluster barrier for every non-exited thread of rank 0 (PTX-BC), thread 0 of rank 0 never arrives because it spins for values stored after that barrier: a real deadlock. Exit 4.',
     RTREE + r'''
    if (rank == 0 && tid == 0) *(volatile float *)&temp_storage[0] = sm[0];
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            float v;
            while (pg_unset(v = *(volatile float *)&temp_storage[r])) { }  // CAUSE
            t += v;
        }
        output[0] = t;
    }
    cluster_sync();
    if (rank != 0 && tid == 0) *(volatile float *)&temp_storage[rank] = sm[0];''', pre=NAN_PRE, cause=HANG + '|' + CBAR)

case('f06_spin_flag_off_by_one_never_set', 'coordination', 'fail 4',
     'Rank 0\'s thread 0 waits for "the last block" to raise a flag (`while (atomicAdd(&pg_go, 0) == 0) {}`) before writing its output, but the setter tests `rank == CLUSTER_SIZE` (off by one), which no block has: the flag is never set and the loop never ends on any GPU. Exit 4 naming the spin.',
     CLOAD + r'''
    if (rank == CLUSTER_SIZE && tid == 0) atomicExch(&pg_go, 1);
    if (rank == 0 && tid == 0)
        while (atomicAdd(&pg_go, 0) == 0) { }  // CAUSE
    cluster_arrive();''' + CSUM + '''
    cluster_wait();''', pre='__device__ int pg_go;', cause=HANG + '|' + SPIN)

case('f07_lane_waits_for_lane_same_warp', 'advanced', 'pass',
     'In each warp lane 0 sums the warp\'s 32 values into wtmp[warp], __threadfence_block(), volatile wflag[warp] = 1; lane 1 spins on the volatile flag, __threadfence_block(), copies wtmp into ws. Lane 1 waits for a lane of its own warp on another branch: PG-ITS (sm_70+) guarantees the lane holding the result progresses (starvation-free), and the fences make release/acquire patterns at CTA scope (PTX-MM). The flag is cleared by lane 0 before a __syncwarp. Correct.',
     AHEAD + r'''
    __shared__ int wflag[TPB / WARP_SIZE];
    __shared__ float wtmp[TPB / WARP_SIZE];
    if (lane == 0) wflag[warp] = 0;
    __syncwarp();
    if (lane == 0) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sd[warp * WARP_SIZE + i];
        wtmp[warp] = s;
        __threadfence_block();
        *(volatile int *)&wflag[warp] = 1;
    } else if (lane == 1) {
        while (*(volatile int *)&wflag[warp] == 0) { }
        __threadfence_block();
        ws[warp] = wtmp[warp];
    }''' + AWARP_TAIL)

case('f08_warp_waits_for_other_warp', 'advanced', 'pass',
     'Warp sums by elect_one_sync (whole warps), __syncthreads; thread 0 sums the 8 into __shared__ tot, __threadfence_block(), volatile done = 1; thread 32 (another warp of the same block, resident together) spins on done, __threadfence_block(), stores output[rank]. Release/acquire at CTA scope (PTX-MM), one writer of the output. Correct.',
     AHEAD + r'''
    __shared__ float tot;
    __shared__ int done;
    if (tid == 0) done = 0;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sd[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            s += ws[w];
        tot = s;
        __threadfence_block();
        *(volatile int *)&done = 1;
    }
    if (tid == WARP_SIZE) {
        while (*(volatile int *)&done == 0) { }
        __threadfence_block();
        output[rank] = tot;
    }
    cluster_sync();''')

case('f09_nanosleep_backoff_spin', 'reduction', 'pass',
     'f01 with exponential back-off in the spin: `__nanosleep(ns); ns = min(2 * ns, 1024)` between volatile re-reads. __nanosleep only delays the thread (PG "__nanosleep"); the loads stay volatile and the publishers are co-scheduled (PG-TBC). Correct.',
     RTREE + r'''
    if (tid == 0) *(volatile float *)&temp_storage[rank] = sm[0];
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            float v;
            unsigned int ns = 32;
            while (pg_unset(v = *(volatile float *)&temp_storage[r])) {
                __nanosleep(ns);
                ns = ns < 1024 ? 2 * ns : 1024;
            }
            t += v;
        }
        output[0] = t;
    }''', pre=NAN_PRE)

case('f10_nanosleep_instead_of_barrier', 'reduction', 'fail 1',
     'No barrier: rank 0\'s thread 0 sleeps (`__nanosleep(1000000)`, "long enough for the others") and then reads temp_storage with plain loads. A delay orders nothing: the peers\' plain stores and these loads race (PTX-MM), and the result is right only if the sleep happened to be long enough. Nothing waits: exit 1 naming the race.',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    if (rank == 0 && tid == 0) {
        __nanosleep(1000000);
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            t += temp_storage[r];  // CAUSE
        output[0] = t;
    }''', cause=RACE + '|' + WRONG)

case('f11_atomic_ref_acquire_spin', 'reduction', 'pass',
     'libcu++: each block\'s thread 0 stores temp_storage[rank], then cuda::atomic_ref<unsigned, thread_scope_device>(pg_count).fetch_add(1, memory_order_release); rank 0\'s thread 0 spins on load(memory_order_acquire) until 4, sums, store(0, relaxed) for the next launch (all four adds done). Release/acquire at device scope (PTX-MM), co-scheduled cluster (PG-TBC). Correct.',
     RTREE + r'''
    cuda::atomic_ref<unsigned int, cuda::thread_scope_device> cnt(pg_count);
    if (tid == 0) {
        temp_storage[rank] = sm[0];
        cnt.fetch_add(1u, cuda::std::memory_order_release);
    }
    if (rank == 0 && tid == 0) {
        while (cnt.load(cuda::std::memory_order_acquire) < CLUSTER_SIZE) { }
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            t += temp_storage[r];
        output[0] = t;
        cnt.store(0u, cuda::std::memory_order_relaxed);
    }''', pre='#include <cuda/atomic>\n__device__ unsigned int pg_count;')

# ================================================================= G. spin-waits across the 256-block --last-block grid
LB_HEAD = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''

case('l01_reference_guard', 'last-block', 'pass',
     'The last-block guard: thread 0 stores partials[b], __threadfence(), ticket = atomicAdd(counter, 1); the block with ticket gridDim.x - 1 fences, sums the 256 partials, stores output[0] and resets *counter (PG "Memory Fence Functions" threadFenceReduction). No block waits for another: no forward-progress assumption. Correct.',
     LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        if (t == gridDim.x - 1) {
            __threadfence();
            float s = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++)
                s += partials[b];
            output[0] = s;
            *counter = 0;
        }
    }''')

case('l02_block0_waits_for_all', 'last-block', 'unclear',
     'Every block stores its partial, fences, increments *counter; block 0\'s thread 0 spins (atomicAdd(counter, 0) < gridDim.x), fences, sums, resets. Memory order is right. Block 0 waits for 255 blocks that need only a free slot beside it: on any GPU with two block slots it ends, but PG-HIER lets blocks run in series (block 0 first would spin forever), and no launch guarantees co-residency (PG-GRID). The rule says "must not depend", real hardware always completes: unscored.',
     LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        atomicAdd(counter, 1u);
        if (blockIdx.x == 0) {
            while (atomicAdd(counter, 0u) < gridDim.x) { }
            __threadfence();
            float s = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++)
                s += partials[b];
            output[0] = s;
            atomicExch(counter, 0u);
        }
    }''')

case('l03_all_blocks_wait_for_count', 'last-block', 'fail 4',
     'A hand-made grid barrier: every block increments *counter and spins until it reaches gridDim.x, then block 0 sums, and a second increment lets the last one reset the counter. It needs all 256 blocks resident at once: PG-HIER (blocks must run independently, in any order, in series), PG-GRID (only a cooperative launch guarantees co-residency). On a GPU with fewer slots it never ends (precedent ticket l15): exit 4 at the spin. (An H100 holds 256 such blocks and will very likely complete: the rule decides.)',
     LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        atomicAdd(counter, 1u);
        while (atomicAdd(counter, 0u) < gridDim.x) { }  // CAUSE
        __threadfence();
        if (blockIdx.x == 0) {
            float s = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++)
                s += partials[b];
            output[0] = s;
        }
        if (atomicAdd(counter, 1u) == 2 * gridDim.x - 1)
            atomicExch(counter, 0u);
    }''', cause=HANG + '|' + SPIN + '|resident')

LB_NAN_PRE = r'''
/* partials is NaN before every launch (SPEC Checking: every scratch buffer): NaN = "not yet" */
__device__ __forceinline__ bool pg_unset(float v) { return v != v; }
'''

case('l04_chain_by_blockidx', 'last-block', 'fail 4',
     'A chained prefix: block b\'s thread 0 spins (volatile) until partials[b - 1] holds the running sum, stores partials[b] = that + its own sum, and block 255 writes output[0]. Block b waits for block b - 1 by blockIdx: nothing says block b - 1 was started first or is resident (PG-HIER: any order, in series), so a GPU that dispatches a later block into the last free slot before an earlier one hangs. CUB\'s decoupled look-back takes its tile number from an atomic ticket for this reason. Exit 4 at the spin. (GPUs dispatch in index order in practice; the H100 will very likely complete.)',
     LB_HEAD + r'''
    if (tid == 0) {
        float prev = 0.0f;
        if (blockIdx.x > 0) {
            float v;
            while (pg_unset(v = *(volatile float *)&partials[blockIdx.x - 1])) { }  // CAUSE
            prev = v;
        }
        *(volatile float *)&partials[blockIdx.x] = prev + sm[0];
        if (blockIdx.x == gridDim.x - 1) output[0] = prev + sm[0];
    }''', pre=LB_NAN_PRE, cause=HANG + '|' + SPIN + '|order|resident')

LB_CHAIN = r'''
    if (tid == 0) {
        const unsigned int t = atomicAdd(counter, 1u);
        float prev = 0.0f;
        if (t > 0) {
            float v;
            SPIN
            prev = v;
        }
        *(volatile float *)&partials[t] = prev + sm[0];
        if (t == gridDim.x - 1) {
            output[0] = prev + sm[0];
            atomicExch(counter, 0u);
        }
    }'''

case('l05_chain_by_ticket', 'last-block', 'pass',
     'As l04 but the chain position is a ticket from atomicAdd(counter, 1) (CUB decoupled look-back\'s dynamic tile index): the holder of ticket t - 1 took it, so it is already running and waits only for t - 2: the chain always moves whatever the dispatch order (PG-HIER satisfied: no block waits for one that may not have started). Volatile store/loads are strong (PTX-MM); the last ticket writes output[0] and resets the counter after all 256 tickets were taken. Correct.',
     LB_HEAD + LB_CHAIN.replace('SPIN', 'while (pg_unset(v = *(volatile float *)&partials[t - 1])) { }'), pre=LB_NAN_PRE)

case('l06_chain_by_ticket_plain_load', 'last-block', 'fail 4',
     'l05 with a plain load in the spin (`while (pg_unset(v = partials[t - 1])) {}`) and a plain store of partials[t]: the compiler may read once and spin on a register forever (PG-VOL), and the accesses race (PTX-MM). Exit 4 at the spin.',
     LB_HEAD + LB_CHAIN.replace('SPIN', 'while (pg_unset(v = partials[t - 1])) { }  // CAUSE')
                       .replace('*(volatile float *)&partials[t] =', 'partials[t] ='), pre=LB_NAN_PRE, cause=SPIN + '|' + RACE)

case('l07_chain_by_ticket_nanosleep', 'last-block', 'pass',
     'l05 with `__nanosleep(64)` between the volatile re-reads (back-off): the sleep only delays (PG "__nanosleep"); progress is as l05. Correct.',
     LB_HEAD + LB_CHAIN.replace('SPIN', 'while (pg_unset(v = *(volatile float *)&partials[t - 1])) __nanosleep(64);'), pre=LB_NAN_PRE)

# ================================================================= H. cuda::barrier (mbarrier) counts
MB_PRE = '#include <cuda/barrier>'
MB_HEAD = r'''
    __shared__ float sd[TPB];
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) init(&bar, INIT);
    __syncthreads();
'''

case('m01_cuda_barrier_block', 'coordination', 'pass',
     'cuda::barrier<thread_scope_block> initialised by thread 0 with blockDim.x before a __syncthreads; every thread stores its scaled value and calls bar.arrive_and_wait() (256 arrivals complete phase 0; PTX-MB, libcu++ barrier), then the part-1 arrive/sum/wait. Correct.',
     MB_HEAD.replace('INIT', 'blockDim.x') + r'''
    sd[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    bar.arrive_and_wait();
    cluster_arrive();''' + CSUM + '''
    cluster_wait();''', pre=MB_PRE)

case('m02_cuda_barrier_count_too_high', 'coordination', 'fail 4',
     'As m01 with init(&bar, blockDim.x + 1) ("one for the master"): 256 threads arrive, the phase needs 257 (PTX-MB: the expected count is fixed at init), every thread waits in arrive_and_wait forever. Exit 4.',
     MB_HEAD.replace('INIT', 'blockDim.x + 1') + r'''
    sd[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    bar.arrive_and_wait();  // CAUSE
    cluster_arrive();''' + CSUM + '''
    cluster_wait();''', pre=MB_PRE, cause=HANG + '|barrier')

case('m03_cuda_barrier_after_early_return', 'coordination', 'fail 4',
     'init(&bar, blockDim.x), then threads 128-255 return and threads 0-127 each store two scaled values and arrive_and_wait. Unlike __syncthreads and barrier.cluster, an mbarrier does not drop exited threads: the expected count stays 256 (PTX-MB; libcu++: arrive_and_drop is how a leaving thread lowers it), 128 arrivals never complete the phase. Exit 4.',
     MB_HEAD.replace('INIT', 'blockDim.x') + r'''
    if (tid >= TPB / 2) return;
    const int base = blockIdx.x * blockDim.x;
    sd[tid] = input[base + tid] * (float)(rank + 1);
    sd[tid + TPB / 2] = input[base + tid + TPB / 2] * (float)(rank + 1);
    bar.arrive_and_wait();  // CAUSE
    cluster_arrive();''' + CSUM + '''
    cluster_wait();''', pre=MB_PRE, cause=HANG + '|barrier|drop')

case('m04_cuda_barrier_arrive_and_drop', 'coordination', 'pass',
     'As m03 but threads 128-255 store their own value and call bar.arrive_and_drop() before returning: 128 drops + 128 arrive_and_wait complete phase 0 (PTX-MB, libcu++ arrive_and_drop: an arrival that also lowers the expected count), and the drop releases the stores before it. Correct.',
     MB_HEAD.replace('INIT', 'blockDim.x') + r'''
    sd[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    if (tid >= TPB / 2) {
        bar.arrive_and_drop();
        return;
    }
    bar.arrive_and_wait();
    cluster_arrive();''' + CSUM + '''
    cluster_wait();''', pre=MB_PRE)

# ================================================================= I. grid sync, loops ended by a race
case('g01_grid_sync_in_cluster_launch', 'reduction', 'fail 5',
     'cg::this_grid().sync() in place of cluster_sync(): the puzzle launches with cudaLaunchKernelEx and a cluster attribute, not cooperatively, so grid.is_valid() is false and CG grid_group::sync() aborts with a trap (PG-GRID): a launch failure, exit 5 (precedent cgapi, slow r07).',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cg::this_grid().sync();  // CAUSE''' + RFINAL, cause=r'grid|cooperative|sync')

case('g02_grid_is_valid_fallback', 'reduction', 'pass',
     '`cg::grid_group g = cg::this_grid(); if (g.is_valid()) g.sync(); else cluster_sync();`: is_valid() is false outside a cooperative launch (PG-GRID), the same in every thread, so every thread takes cluster_sync(). Correct.',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cg::grid_group g = cg::this_grid();
    if (g.is_valid())
        g.sync();
    else
        cluster_sync();''' + RFINAL)

case('q01_plain_counter_lost_updates_spin', 'coordination', 'fail 4',
     'Each thread does `cnt = cnt + 1` on a __shared__ counter (a plain read-modify-write, no atomic) and thread 0 waits `while (*(volatile int *)&cnt < TPB) {}` before summing. The increments race (PTX-MM) and lose updates (32 lanes of a warp read the same value), so the count never reaches 256 and thread 0 spins forever on a GPU: the loop\'s end depends on a race. Exit 4 (the race is the cause to name).',
     r'''
    __shared__ float sd[TPB];
    __shared__ int cnt;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) cnt = 0;
    __syncthreads();
    sd[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __threadfence_block();
    cnt = cnt + 1;  // CAUSE
    if (tid == 0) {
        while (*(volatile int *)&cnt < TPB) { }
        __threadfence_block();
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += sd[i];
        output[rank] = s;
    }
    cluster_sync();''', cause=RACE + '|' + HANG)

case('q02_atomic_counter_block_barrier', 'coordination', 'pass',
     'As q01 with atomicAdd(&cnt, 1) and thread 0 spinning on atomicAdd(&cnt, 0) < TPB: the threads of one block are resident together and each adds before it goes on (PG-ITS: thread 0 waiting does not stop its warp-mates); __threadfence_block() before the add and after the spin make release/acquire patterns (PTX-MM). Correct.',
     r'''
    __shared__ float sd[TPB];
    __shared__ unsigned int cnt;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) cnt = 0;
    __syncthreads();
    sd[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __threadfence_block();
    atomicAdd(&cnt, 1u);
    if (tid == 0) {
        while (atomicAdd(&cnt, 0u) < TPB) { }
        __threadfence_block();
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += sd[i];
        output[rank] = s;
    }
    cluster_sync();''')

case('q03_spin_on_plain_shared_flag', 'coordination', 'fail 4',
     'Thread 0 sums into __shared__ tot and sets a plain __shared__ int done = 1; thread 32 spins `while (done == 0) {}` with plain loads before writing output[rank]. With no volatile/atomic the compiler may load done once and loop on the register (PG-VOL), and the accesses race (PTX-MM): on a GPU it can spin forever. Exit 4 at the spin.',
     CLOAD + r'''
    __shared__ float tot;
    __shared__ int done;
    if (tid == 0) done = 0;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += sd[i];
        tot = s;
        __threadfence_block();
        done = 1;
    }
    if (tid == WARP_SIZE) {
        while (done == 0) { }  // CAUSE
        __threadfence_block();
        output[rank] = tot;
    }
    cluster_sync();''', cause=SPIN + '|' + RACE)
