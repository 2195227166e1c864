# Cases for gen.py (docs/verdict-flow.md): control flow around barriers and collectives: goto,
# switch/case, break/continue, do-while, loops whose trip count depends on threadIdx (non-uniform)
# or on blockIdx / a value broadcast through shared memory (uniform), early returns at many
# points, ternaries and short-circuit && / || that skip a call, helpers called from divergent
# branches, recursion, lambdas, macros that return, conditions uniform per block but not per
# cluster, per warp but not per block, __activemask / coalesced groups in divergent code,
# __syncthreads_count/and/or in divergent code, barriers in loops run a different number of times.
# Body = the kernel's body; pre = file-scope code before it. Every verdict was decided before
# p34 ran the kernel.
# Citations: PG = CUDA C++ Programming Guide: Synchronization Functions ("__syncthreads() is
# allowed in conditional code but only if the conditional evaluates identically across the entire
# thread block, otherwise the code execution is likely to hang or produce unintended side
# effects"; since Volta a barrier waits for "all non-exited threads"), Warp Shuffle Functions /
# Warp Vote Functions ("all non-exited threads named in mask must execute the same intrinsic with
# the same mask, or the result is undefined"), __syncwarp, Cooperative Groups (collectives need
# every thread of the group; cluster.sync()). PTX = PTX ISA: exit ("if the exiting threads are
# holding up the barrier, the barrier is released"), bar.sync / barrier.cluster, elect.sync.
# Project policy kept here (docs/verdict-learn.md, docs/verdict-cluster.md): threads that left the
# kernel through a `return` (an early exit) before a __syncthreads() the others reach are allowed
# (PTX exit; H100 run 6/7); threads that skipped the barrier in a branch or loop (and then ran off
# the end of the kernel) break the PG's conditional-code rule: fail 1. Lanes of ONE warp at
# different __syncthreads() hang an H100 (sim_divergent_syncthreads): fail 4.
DIV = r'divergent barrier|barrier after exit|exited without reaching|skipped the __syncthreads'
HANG = r'deadlock|divergent barrier'
RACE = r'data race|several writers|stored by|read before'
WARPDIV = r'divergent warp|different collectives|not in its mask|deadlock'

CHEAD = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();'''
RHEAD = CHEAD.replace(' * (float)(rank + 1)', '')
LHEAD = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();'''
TREE = r'''
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }'''
COUT = r'''
    if (tid == 0) output[rank] = sm[0];'''
RTAIL = r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }'''
ATAIL = r'''
    __shared__ float ws[TPB / WARP_SIZE];
    float v = sm[tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();'''
LTAIL = r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }'''

# =============================================================== loops: uniform trip counts
case('c01_do_while_tree', 'coordination', 'pass',
     'The tree as a do-while: `int s = TPB/2; do { if (tid < s) add; __syncthreads(); s >>= 1; } while (s > 0);` every thread runs the same 8 iterations (s depends on nothing per-thread): the barrier is reached uniformly (PG Synchronization Functions).', CHEAD + r'''
    int s = TPB / 2;
    do {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
        s >>= 1;
    } while (s > 0);''' + COUT)

case('c02_trip_from_shared_broadcast', 'coordination', 'pass',
     'Thread 0 computes the number of tree steps (log2 of blockDim.x via __ffs) into a __shared__ int, a __syncthreads() publishes it, and every thread loops that many times with a barrier per step: the trip count is a value broadcast through shared memory, the same in every thread, so each barrier is reached by the whole block (PG Synchronization Functions).', CHEAD + r'''
    __shared__ int steps;
    if (tid == 0) steps = __ffs((int)blockDim.x) - 1;
    __syncthreads();
    const int n = steps;
    for (int k = 0; k < n; k++) {
        const int s = (int)blockDim.x >> (k + 1);
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }''' + COUT)

case('c03_goto_loop_uniform', 'coordination', 'pass',
     'The tree written with a label and `goto again;` (C-style loop): every thread takes the backward goto the same 7 times (s is uniform), each pass through one __syncthreads(); uniform control flow (PG Synchronization Functions).', CHEAD + r'''
    int s = TPB / 2;
again:
    if (tid < s) sm[tid] += sm[tid + s];
    __syncthreads();
    s >>= 1;
    if (s > 0) goto again;''' + COUT)

case('c04_continue_idle_barrier_at_top', 'coordination', 'pass',
     'Loop `for (s...) { __syncthreads(); if (tid >= s) continue; sm[tid] += sm[tid+s]; }` then a __syncthreads() after the loop: `continue` skips only the add, every thread runs every iteration and its barrier; the add of step k is ordered before step k+1 by the barrier at the top of the next iteration, the last step by the barrier after the loop (PG Synchronization Functions).', CHEAD + r'''
    for (int s = TPB / 2; s > 0; s >>= 1) {
        __syncthreads();
        if (tid >= s) continue;
        sm[tid] += sm[tid + s];
    }
    __syncthreads();''' + COUT)

case('c05_break_idle_out_of_barrier_loop', 'coordination', 'fail 4',
     '`for (s...) { if (tid >= s) break; sm[tid] += sm[tid+s]; __syncthreads(); }` then `__syncthreads();` after the loop: warps 4-7 break at s=128 and wait at the barrier after the loop while warps 0-3 wait in the loop: different __syncthreads in a non-uniform branch (PG). Their first meeting completes by count (256 threads), but then warps 4-7 go on while warps 0-3 wait at the loop barrier again for 256 threads: nobody else ever comes. Hang (and at s=16 lanes of warp 0 split). fail 4.', CHEAD + r'''
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid >= s) break;
        sm[tid] += sm[tid + s];
        __syncthreads();  // CAUSE
    }
    __syncthreads();''' + COUT, cause=HANG)

case('c06_trip_count_from_rank_block_barrier', 'coordination', 'pass',
     'Each block runs rank + 1 passes of a barrier-separated rotate (sm2[tid] = sm[tid]; __syncthreads(); sm[tid] = sm2[(tid+1) % TPB]; __syncthreads();), which keeps the sum. The trip count differs between the blocks of the cluster but is the same for every thread of a block: __syncthreads() is a block barrier, so block-uniform is all it needs (PG Synchronization Functions). pass.', CHEAD + r'''
    __shared__ float sm2[TPB];
    for (unsigned int k = 0; k <= rank; k++) {
        sm2[tid] = sm[tid];
        __syncthreads();
        sm[tid] = sm2[(tid + 1) % TPB];
        __syncthreads();
    }''' + TREE + COUT)

case('c07_switch_on_rank_uniform', 'coordination', 'pass',
     '`switch (rank) { case 0: ...; __syncthreads(); break; case 1: ...; __syncthreads(); break; default: __syncthreads(); }` rank is the same for every thread of a block, so each block takes one case as a whole: each barrier is reached by its whole block (PG Synchronization Functions).', CHEAD + r'''
    switch (rank) {
    case 0:
        sm[tid] += 0.0f;
        __syncthreads();
        break;
    case 1:
        __syncthreads();
        break;
    default:
        __syncthreads();
        break;
    }''' + TREE + COUT)

case('c08_switch_on_warp_two_barriers', 'coordination', 'fail 1',
     '`switch (warp) { case 0: __syncthreads(); break; default: __syncthreads(); break; }`: warp 0 and warps 1-7 wait at different __syncthreads (the condition is not uniform across the block: PG Synchronization Functions). Whole warps at two bar.sync instructions still complete by count on a GPU and the values come out right: a rule break, fail 1.', CHEAD + r'''
    switch (warp) {
    case 0:
        __syncthreads();  // CAUSE
        break;
    default:
        __syncthreads();
        break;
    }''' + TREE + COUT, cause=DIV)

case('c09_switch_fallthrough_uniform', 'coordination', 'pass',
     'switch on `TPB / WARP_SIZE` (a constant) whose case 8 falls through ([[fallthrough]]) into a default holding the whole tree with its barriers: constant condition, every thread runs the same path (PG Synchronization Functions).', CHEAD + r'''
    switch (TPB / WARP_SIZE) {
    case 8: {
        const float mine = sm[tid];  // (first version stored sm[tid] here: a real race, see the doc)
        (void)mine;
    }
        [[fallthrough]];
    default:''' + TREE.replace('\n', '\n    ') + r'''
    }''' + COUT)

case('c10_tid_loop_extra_barrier_no_return', 'coordination', 'fail 1',
     'A strided loop with a barrier inside: `for (int i = tid; i < TPB + 64; i += TPB) { if (i < TPB) sm2[i] = sm[i]; __syncthreads(); }`: threads 0-63 run it twice, 64-255 once, then everyone goes on with no other barrier (thread 0 sums alone) and the others run off the end. The second barrier is reached by threads 0-63 only: a barrier in a loop with a trip count that differs between threads (PG Synchronization Functions: conditional code must evaluate identically). The kernel has no return; the others skipped it. fail 1.', CHEAD + r'''
    __shared__ float sm2[TPB];
    for (int i = tid; i < TPB + 64; i += TPB) {
        if (i < TPB) sm2[i] = sm[i];
        __syncthreads();  // CAUSE
    }
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB; i++) t += sm2[i];
        output[rank] = t;
    }''', cause=DIV)

case('c11_tid_loop_extra_barrier_with_guard_return', 'coordination', 'fail 1',
     'As c10 with a bounds guard at the top, `if (blockIdx.x * blockDim.x + tid >= size) return;`, never taken (size = 1024 = the grid). No thread exits early; threads 64-255 still skip the second barrier of the loop and run off the end: the same rule break as c10 (PG Synchronization Functions). The unrelated return must not excuse it. fail 1.', r'''
    if ((int)(blockIdx.x * blockDim.x + threadIdx.x) >= size) return;''' + CHEAD + r'''
    __shared__ float sm2[TPB];
    for (int i = tid; i < TPB + 64; i += TPB) {
        if (i < TPB) sm2[i] = sm[i];
        __syncthreads();  // CAUSE
    }
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB; i++) t += sm2[i];
        output[rank] = t;
    }''', cause=DIV)

case('c12_macro_early_return_upper_half', 'coordination', 'pass',
     'A macro `#define LEAVE_IF(c) if (c) return` used as `LEAVE_IF(tid >= TPB / 2);` right after the load barrier: threads 128-255 return (an early exit; the macro expands to a return statement), threads 0-127 run a tree from s = 128 reading sm[tid+128] (stored before the first barrier, which the upper half took part in) with __syncthreads() per step. Project policy / PTX exit: a barrier waits only for non-exited threads; the same kernel as learn c05 but with the return inside a macro. pass.', CHEAD + r'''
    LEAVE_IF(tid >= TPB / 2);''' + TREE + COUT, pre=r'''
#define LEAVE_IF(c) if (c) return''')

case('c13_if_tid_lt_32_syncwarp_region', 'coordination', 'pass',
     'Tree to 64 values with __syncthreads(), then `if (tid < 32) { sm[tid] += sm[tid+32]; __syncwarp(); ... }` a warp-0-only tail with __syncwarp() (full mask: all 32 lanes of warp 0 take the branch) between the steps, each step reading into registers before a __syncwarp and writing after another: __syncwarp orders shared memory among the lanes (PG __syncwarp); __syncthreads is not inside the branch. pass.', CHEAD + r'''
    for (int s = TPB / 2; s > 32; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        float v = sm[tid] + sm[tid + 32];
        for (int s = 16; s > 0; s >>= 1) {
            __syncwarp();
            sm[tid] = v;
            __syncwarp();
            if (lane < s) v += sm[tid + s];
        }
        if (lane == 0) output[rank] = v;
    }''')

case('c14_if_tid_lt_32_syncthreads', 'coordination', 'fail 1',
     'As c13 but the warp-0 tail uses __syncthreads() in place of __syncwarp() inside `if (tid < 32)`, and the other warps go to the final `__syncthreads()` after the branch: warp 0 and warps 1-7 wait at different __syncthreads (PG Synchronization Functions: the condition is not uniform across the block). Whole warps: no split warp, the count completes on a GPU, so no hang, but the rule is broken. fail 1.', CHEAD + r'''
    for (int s = TPB / 2; s > 32; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        sm[tid] += sm[tid + 32];
        __syncthreads();  // CAUSE
        if (tid == 0) {
            float t = 0.0f;
            for (int i = 0; i < 32; i++) t += sm[i];
            output[rank] = t;
        }
    }
    __syncthreads();''', cause=DIV)

case('c15_warp_uniform_return_before_shfl', 'coordination', 'pass',
     'Warp sums by full-mask shuffles into ws[warp], __syncthreads(), then `if (warp != 0) return;` (whole warps exit) and warp 0 reduces the 8 warp sums with full-mask __shfl_down_sync: every lane of warp 0 is alive and named (PG Warp Shuffle Functions); no barrier follows. pass.', CHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    float v = sm[tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    if (warp != 0) return;
    v = lane < TPB / WARP_SIZE ? ws[lane] : 0.0f;
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0) output[rank] = v;''')

case('c16_lambda_step_called_uniformly', 'coordination', 'pass',
     'A lambda `auto step = [&](int s) { if (tid < s) sm[tid] += sm[tid + s]; __syncthreads(); };` called from a uniform loop: the lambda is inlined code, every thread calls it the same number of times (PG Synchronization Functions). The lambda has no return. pass.', CHEAD + r'''
    auto step = [&](int s) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    };
    for (int s = TPB / 2; s > 0; s >>= 1) step(s);''' + COUT)

case('c17_lambda_return_is_not_exit', 'coordination', 'fail 1',
     'A lambda `auto add = [&](int s) -> void { if (tid >= s) return; sm[tid] += sm[tid + s]; };` (its return leaves the lambda, not the kernel) and, after the tree, `if (tid == 0) { ...; __syncthreads(); }`: thread 0 waits alone at a barrier the others skipped and ran off the end past (PG Synchronization Functions). No thread exits early: the lambda\'s return must not count as an early exit. fail 1.', CHEAD + r'''
    auto add = [&](int s) -> void {
        if (tid >= s) return;
        sm[tid] += sm[tid + s];
    };
    for (int s = TPB / 2; s > 0; s >>= 1) {
        add(s);
        __syncthreads();
    }
    if (tid == 0) {
        output[rank] = sm[0];
        __syncthreads();  // CAUSE
    }''', cause=DIV)

case('c18_recursive_tree_uniform', 'coordination', 'pass',
     'A recursive __device__ helper `tree(sm, s)`: `if (s == 0) return; if (tid < s) add; __syncthreads(); tree(sm, s / 2);` called with TPB/2 by every thread: the recursion depth is the same in all threads, so each level\'s barrier is uniform; the helper\'s return is a return from the helper, not an exit (PG Synchronization Functions). pass.', CHEAD + r'''
    tree(sm, TPB / 2);''' + COUT, pre=r'''
__device__ void tree(float *sm, int s)
{
    if (s == 0) return;
    if ((int)threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
    __syncthreads();
    tree(sm, s / 2);
}''')

case('c19_recursive_depth_by_tid', 'coordination', 'fail 4',
     'A recursive helper whose depth depends on the thread: `halve(sm, s)`: `if ((int)threadIdx.x >= s) return;` before the add and the barrier, then `__syncthreads(); halve(sm, s/2);` so thread t stops recursing once s <= t, and the kernel then calls `__syncthreads()` once more before thread 0 stores. Threads leave the recursion at different depths and wait at the kernel\'s barrier while others wait inside the helper: different __syncthreads, split warps at s = 16 (lanes 16-31 of warp 0 at the kernel\'s barrier, 0-15 in the helper): hang on a GPU (PG Synchronization Functions; H100 sim_divergent_syncthreads). fail 4.', CHEAD + r'''
    halve(sm, TPB / 2);
    __syncthreads();''' + COUT, pre=r'''
__device__ void halve(float *sm, int s)
{
    if (s == 0 || (int)threadIdx.x >= s) return;
    sm[threadIdx.x] += sm[threadIdx.x + s];
    __syncthreads();  // CAUSE
    halve(sm, s / 2);
}''', cause=HANG)

case('c20_short_circuit_skips_syncthreads_or', 'coordination', 'fail 5',
     '`const bool any_big = (warp < 4) && __syncthreads_or(sm[tid] > 1.0f);` the && skips the barrier in warps 4-7, which go on to the tree\'s first __syncthreads: warps 0-3 wait at __syncthreads_or, warps 4-7 at the tree barrier, different barriers under a non-uniform condition (PG Synchronization Functions). Whole warps: a rule break. The H100 stops it with cudaErrorIllegalInstruction (bar.red meets bar.sync on barrier 0; docs/verify-verdict-gpu run 22, after the hunt: was fail 1): fail 5.', CHEAD + r'''
    const bool any_big = (warp < 4) && __syncthreads_or(sm[tid] > 1.0f);  // CAUSE
    (void)any_big;''' + TREE + COUT, cause=DIV)

case('c21_short_circuit_uniform_left', 'coordination', 'pass',
     '`if (rank < CLUSTER_SIZE && __syncthreads_count(sm[tid] >= 0.0f) == TPB)`: the left operand is the same in every thread (always true), so every thread calls __syncthreads_count and all get the same count (PG Synchronization Functions: __syncthreads_count in uniform code). pass.', CHEAD + r'''
    if (rank < CLUSTER_SIZE && __syncthreads_count(sm[tid] >= 0.0f) == TPB) {''' + TREE.replace('\n', '\n    ') + r'''
    }''' + COUT)

case('c22_ternary_skips_barrier', 'coordination', 'fail 1',
     '`float first = warp == 0 ? (__syncthreads(), sm[0]) : 0.0f;` (a barrier inside the ternary\'s true arm) after the tree: warp 0 waits there, warps 1-7 go on to the last __syncthreads() of the kernel; a barrier in a branch (the ?: is a branch) that warps 1-7 do not take (PG Synchronization Functions). Whole warps: completes by count on a GPU; rule break, fail 1.', CHEAD + TREE + r'''
    const float first = warp == 0 ? (__syncthreads(), sm[0]) : 0.0f;  // CAUSE
    __syncthreads();
    if (tid == 0) output[rank] = first;''', cause=DIV)

case('c23_syncthreads_count_split_warp', 'coordination', 'fail 4',
     '`int n; if (lane < 16) n = __syncthreads_count(sm[tid] > 0.5f); else n = __syncthreads_count(sm[tid] > 0.5f);` two call sites, the warp split in half between them: lanes of one warp at different bar.sync (bar.red) instructions, which are .aligned (PTX bar.sync: all threads of a warp must execute the same barrier instruction) - the H100 hung on lanes of one warp at different __syncthreads (sim_divergent_syncthreads). fail 4.', CHEAD + r'''
    int n;
    if (lane < 16) n = __syncthreads_count(sm[tid] > 0.5f);  // CAUSE
    else n = __syncthreads_count(sm[tid] > 0.5f);
    (void)n;''' + TREE + COUT, cause=HANG)

case('c24_syncthreads_and_loop_condition', 'coordination', 'pass',
     'A convergence loop: each thread sums a strided share of the block (i = tid, tid+TPB...) one element per pass until done, `while (!__syncthreads_and(done))`: the barrier is the loop condition, so every thread runs it on every pass and all get the same answer, so all leave together (PG Synchronization Functions: __syncthreads_and). Then a tree. pass.', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    float acc = 0.0f;
    int i = tid;
    bool done;
    do {
        if (i < TPB) { acc += input[blockIdx.x * blockDim.x + i] * (float)(rank + 1); i += TPB; }
        done = i >= TPB;
    } while (!__syncthreads_and(done));
    sm[tid] = acc;
    __syncthreads();''' + TREE + COUT)

case('c25_own_flag_loop_barrier', 'coordination', 'fail 4',
     'Each thread repeats `sm2[tid] += ...; __syncthreads();` until its own counter reaches 1 + tid % 3, then waits at a __syncthreads() after the loop: lanes of one warp leave the loop on different passes and wait at two different barriers (PG Synchronization Functions: non-uniform loop around a barrier); lanes of one warp at different __syncthreads hang an H100. fail 4.', CHEAD + r'''
    __shared__ float sm2[TPB];
    sm2[tid] = 0.0f;
    int k = 0;
    while (k < 1 + tid % 3) {
        sm2[tid] += 0.0f;
        k++;
        __syncthreads();  // CAUSE
    }
    __syncthreads();''' + TREE + COUT, cause=HANG)

case('c26_return_after_last_barrier', 'coordination', 'pass',
     'After the tree, `if (tid != 0) return;` then thread 0 stores output[rank]: no barrier after the exit. pass.', CHEAD + TREE + r'''
    if (tid != 0) return;
    output[rank] = sm[0];''')

case('c27_helper_barrier_from_thread0_branch', 'coordination', 'fail 1',
     'A helper `publish(sm)` that holds a __syncthreads() and is called only `if (tid == 0)` after the tree (the helper also stores output[rank]): thread 0 waits alone at a barrier that the other 255 threads skipped in a branch before running off the end (PG Synchronization Functions: a function holding a barrier called in non-uniform conditional code). fail 1.', CHEAD + TREE + r'''
    if (tid == 0) publish(output, sm, rank);''', pre=r'''
__device__ __noinline__ void publish(float *output, float *sm, unsigned int rank)
{
    output[rank] = sm[0];
    __syncthreads();  // CAUSE
}''', cause=DIV)

case('c28_goto_cleanup_uniform', 'coordination', 'pass',
     'A C-style cleanup label: `if (rank >= CLUSTER_SIZE) goto done;` (never taken, and uniform per block: rank is the block\'s) before the tree, `done: ;` at the end after a barrier. The goto can skip barriers only for whole blocks. pass.', CHEAD + r'''
    if (rank >= CLUSTER_SIZE) goto done;''' + TREE + COUT + r'''
done:
    __syncthreads();''')

case('c29_early_return_lane_half_then_syncwarp_half_mask', 'advanced', 'pass',
     'Warp sums: `v` shuffled down by 16 with the full mask, then `if (lane >= 16) return;` and lanes 0-15 finish with __shfl_down_sync(0x0000ffff, v, 8/4/2/1): the mask names exactly the lanes still running (PG Warp Shuffle Functions); lane 0 stores ws[warp]; the block __syncthreads() and the cluster barrier that follow wait only for threads that have not exited (PTX exit; project policy: early return). pass.', CHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    float v = sm[tid];
    v += __shfl_down_sync(0xffffffffu, v, 16);
    if (lane >= 16) return;
    for (int o = 8; o > 0; o >>= 1) v += __shfl_down_sync(0x0000ffffu, v, o);
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''')

# =============================================================== warp collectives in divergent code
case('a01_shfl_modes_mixed_in_branch', 'advanced', 'fail 4',
     'In one warp, lanes 0-15 call `__shfl_down_sync(FULL, v, 16)` and lanes 16-31 `__shfl_xor_sync(FULL, v, 16)` (an if/else on lane < 16) at the same step: PG Warp Shuffle Functions: "all non-exited threads named in mask must execute the same intrinsic with the same mask, or the result is undefined": __shfl_down_sync and __shfl_xor_sync are different intrinsics (shfl.sync.down / shfl.sync.bfly). Undefined; the H100 hangs there (docs/verify-verdict-gpu run 21, after the hunt: was fail 1), so fail 4.', CHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    float v = sm[tid];
    if (lane < 16) v += __shfl_down_sync(0xffffffffu, v, 16);  // CAUSE
    else v += __shfl_xor_sync(0xffffffffu, v, 16);
    for (int o = 8; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', cause=WARPDIV)

case('a02_shfl_same_intrinsic_two_sites', 'advanced', 'pass',
     'The warp shuffle tree written as if/else with the SAME intrinsic and mask in both arms (`if (lane & 1) v += __shfl_down_sync(FULL, v, o); else v += __shfl_down_sync(FULL, v, o);`): every lane of the mask executes __shfl_down_sync with the same mask at each step (PG Warp Shuffle Functions; since Volta the lanes need not be at the same instruction: PTX shfl.sync waits for the non-exited lanes of membermask). pass.', CHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    float v = sm[tid];
    for (int o = 16; o > 0; o >>= 1) {
        if (lane & 1) v += __shfl_down_sync(0xffffffffu, v, o);
        else v += __shfl_down_sync(0xffffffffu, v, o);
    }
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('a03_lane_dependent_shfl_trip', 'advanced', 'fail 4',
     '`for (int o = 16; o >= ((lane & 1) ? 2 : 1); o >>= 1) v += __shfl_down_sync(FULL, v, o);`: odd lanes skip the last (o = 1) shuffle and go on to the block __syncthreads(); the even lanes\' last full-mask shuffle names odd lanes that never execute it and have not exited (PG Warp Shuffle Functions: undefined). The odd lanes are held at the block barrier, which waits for the even lanes: on an H100 a full-mask collective whose other lanes are held at another barrier hung (exp_partial_warp A/D). fail 4.', CHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    float v = sm[tid];
    for (int o = 16; o >= ((lane & 1) ? 2 : 1); o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);  // CAUSE
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', cause=WARPDIV + '|' + HANG)

case('a04_ballot_vs_any_mixed', 'advanced', 'fail 4',
     'Lanes 0-15 call `__ballot_sync(FULL, p)` and lanes 16-31 `__any_sync(FULL, p)` in an if/else at the same point: different intrinsics with one mask (PG Warp Vote Functions: all non-exited threads named in mask must execute the same intrinsic with the same mask, or the result is undefined). The H100 hangs there (run 21, after the hunt: was fail 1): fail 4.', CHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    unsigned int b;
    if (lane < 16) b = __ballot_sync(0xffffffffu, sm[tid] >= 0.0f);  // CAUSE
    else b = (unsigned int)__any_sync(0xffffffffu, sm[tid] >= 0.0f);
    (void)b;
    float v = sm[tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', cause=WARPDIV)

case('a05_activemask_branch_mask_shfl', 'advanced', 'pass',
     'Inside `if (lane < 16)`: `unsigned m = __activemask();` then the lanes sum their 16 values with `__shfl_xor_sync(0x0000ffff, ...)` (a constant mask naming exactly the branch\'s lanes; activemask only used to check `m == 0x0000ffff` before storing a flag that is never needed). The shuffle\'s mask is the set of lanes that take the branch (PG Warp Shuffle Functions). Lanes 16-31 first add their value into lanes 0-15 with a full-mask shuffle before the branch. pass.', CHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    float v = sm[tid];
    v += __shfl_down_sync(0xffffffffu, v, 16);
    if (lane < 16) {
        const unsigned int m = __activemask();
        (void)m;
        for (int o = 8; o > 0; o >>= 1) v += __shfl_xor_sync(0x0000ffffu, v, o);
        if (lane == 0) ws[warp] = v;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('a06_syncwarp_in_branch_full_mask', 'advanced', 'fail 4',
     'Inside `if (lane < 16) { ...; __syncwarp(); ... }` with the default (full) mask while lanes 16-31 skip the branch and go on to the block __syncthreads(): the mask names lanes that never execute __syncwarp and have not exited (PG __syncwarp: undefined). Lanes 16-31 are held at the __syncthreads while lanes 0-15 wait in __syncwarp for them: on an H100 a full-mask warp sync whose lanes are held at another barrier hangs (exp_partial_warp A/D). fail 4.', CHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float tmp[TPB];
    tmp[tid] = sm[tid] + sm[tid ^ 16];
    __syncwarp();
    if (lane < 16) {
        float v = tmp[tid];
        __syncwarp();  // CAUSE
        for (int o = 8; o > 0; o >>= 1) v += __shfl_xor_sync(0x0000ffffu, v, o);
        if (lane == 0) ws[warp] = v;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', cause=HANG + '|' + WARPDIV)

case('a07_coalesced_reduce_in_branch', 'advanced', 'pass',
     'After each lane of the upper half adds its value into lane-16 below through a full-mask shuffle, `if (lane < 16) { auto g = cg::coalesced_threads(); float s = cg::reduce(g, v, cg::plus<float>()); if (g.thread_rank() == 0) ws[warp] = s; }`: a coalesced group is exactly the lanes that took the branch together, and every one of them calls reduce (PG Cooperative Groups: coalesced_threads, reduce). pass.', CHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    float v = sm[tid];
    v += __shfl_down_sync(0xffffffffu, v, 16);
    if (lane < 16) {
        cg::coalesced_group g = cg::coalesced_threads();
        const float s = cg::reduce(g, v, cg::plus<float>());
        if (g.thread_rank() == 0) ws[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', pre='#include <cooperative_groups/reduce.h>')

case('a08_tile_reduce_warp_uniform_branch', 'advanced', 'pass',
     '`auto tile = cg::tiled_partition<32>(cg::this_thread_block());` then `if (warp % 2 == 0) { s = cg::reduce(tile, v, plus); } else { s = cg::reduce(tile, v, plus); }` - warp-uniform condition, each tile\'s 32 threads all call the same collective (PG Cooperative Groups: a collective needs every thread of the group; warp-uniform branches are fine). pass.', CHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
    const float v = sm[tid];
    float s;
    if (warp % 2 == 0) s = cg::reduce(tile, v, cg::plus<float>());
    else s = cg::reduce(tile, v, cg::plus<float>());
    if (tile.thread_rank() == 0) ws[warp] = s;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', pre='#include <cooperative_groups/reduce.h>')

case('a09_tile_reduce_half_tile_branch', 'advanced', 'fail 4',
     '`if (tile.thread_rank() < 16) s = cg::reduce(tile, v, plus);` - half of a 32-thread tile calls the tile collective: CG collectives must be called by every thread of the group (PG Cooperative Groups); cg::reduce on a tile<32> is a full-mask redux/shuffle, so lanes 0-15 wait for lanes 16-31, which are held at the block __syncthreads: hang (exp_partial_warp A/D on the H100). fail 4.', CHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
    const float v = sm[tid] + sm[tid ^ 16];
    float s = 0.0f;
    if (tile.thread_rank() < 16) s = cg::reduce(tile, v, cg::plus<float>());  // CAUSE
    if (tile.thread_rank() == 0) ws[warp] = s * 0.5f;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', pre='#include <cooperative_groups/reduce.h>', cause=HANG + '|' + WARPDIV)

case('a10_tile_sync_in_warp_uniform_loop', 'advanced', 'pass',
     'tiled_partition<32>; each warp runs `for (int k = 0; k < 1 + warp % 3; k++) { tile.sync(); ... }` - the trip count differs between warps but is the same for the 32 threads of each tile, and tile.sync() synchronizes only the tile (PG Cooperative Groups thread_block_tile::sync). Then the usual shuffle sums. pass.', CHEAD + r'''
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
    __shared__ float tmp[TPB];
    for (int k = 0; k < 1 + warp % 3; k++) {
        tmp[tid] = sm[tid];
        tile.sync();
        sm[tid] = tmp[tid];
        tile.sync();
    }''' + ATAIL)

case('a11_elect_inside_warp_uniform_branch', 'advanced', 'pass',
     '`if (warp < TPB / WARP_SIZE) { if (elect_one_sync()) {...} }` and the elected lane sums its warp\'s 32 values: the outer condition is true for whole warps (warp-uniform), so all 32 lanes reach elect.sync (kernels.h: every lane of the warp must call it). The elected lane\'s warp index is the warp\'s, not the lane. pass.', CHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    if (warp < TPB / WARP_SIZE) {
        if (elect_one_sync()) {
            float t = 0.0f;
            for (int i = 0; i < WARP_SIZE; i++) t += sm[warp * WARP_SIZE + i];
            ws[warp] = t;
        }
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('a12_elect_in_lane_branch', 'advanced', 'fail 4',
     '`if (lane < 16 && elect_one_sync())`: only lanes 0-15 reach elect.sync, which names the full warp (kernels.h: every lane must call it; PTX elect.sync: the membermask lanes must all execute it). Lanes 16-31 go to the block barrier and are held there: the elect waits for them forever on a GPU (a full-warp sync whose other lanes are held at another barrier: exp_partial_warp). fail 4.', CHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    if (lane < 16 && elect_one_sync()) {  // CAUSE
        float t = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) t += sm[warp * WARP_SIZE + i];
        ws[warp] = t;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', cause=HANG + '|' + WARPDIV)

case('a13_or_short_circuit_skips_elect', 'advanced', 'fail 4',
     '`if (lane == 0 || elect_one_sync())` (meant "lane 0 or whoever is elected"): lane 0 short-circuits past elect.sync, lanes 1-31 call it with the full mask, which names lane 0 (alive, held at the block barrier after storing): the elect never completes on a GPU (PTX elect.sync names no exited-lane exception and lane 0 has not exited). fail 4.', CHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    if (lane == 0 || elect_one_sync()) {  // CAUSE
        if (lane == 0) {
            float t = 0.0f;
            for (int i = 0; i < WARP_SIZE; i++) t += sm[warp * WARP_SIZE + i];
            ws[warp] = t;
        }
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', cause=HANG + '|' + WARPDIV)

case('a14_warp_vote_uniform_trip', 'advanced', 'pass',
     'A loop whose trip count comes from a warp vote: `while (__any_sync(FULL, k < need))` where need = 1 + lane % 4; every lane evaluates the vote each pass and gets the same answer, so the whole warp leaves together; inside, a full-mask shuffle. Uniform per warp by construction (PG Warp Vote Functions). Then the usual warp sums. pass.', CHEAD + r'''
    int k = 0;
    const int need = 1 + lane % 4;
    float junk = 0.0f;
    while (__any_sync(0xffffffffu, k < need)) {
        junk += __shfl_xor_sync(0xffffffffu, (float)k, 1);
        k++;
    }
    (void)junk;''' + ATAIL)

case('a15_warp_uniform_exit_before_syncwarp_region', 'advanced', 'pass',
     'Warp sums into ws[] with __syncthreads(), then warps 1-7 `return`; warp 0 finishes with a shared-memory tree over ws[0..7] with __syncwarp() between steps (full mask: all 32 lanes of warp 0 alive), then the cluster arrive/wait (PTX exit releases barrier.cluster for exited threads; project policy). pass.', CHEAD + r'''
    __shared__ float ws[32];
    float v = sm[tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0) ws[warp] = v;
    if (tid < 32 && tid >= TPB / WARP_SIZE) ws[tid] = 0.0f;
    __syncthreads();
    if (warp != 0) return;
    for (int s = 16; s > 0; s >>= 1) {
        float x = lane < s ? ws[lane + s] : 0.0f;
        __syncwarp();
        if (lane < s) ws[lane] += x;
        __syncwarp();
    }
    cluster_arrive();
    if (lane == 0) output[rank] = ws[0];
    cluster_wait();''')

case('a16_tid_lt_32_syncwarp_not_syncthreads_ok', 'advanced', 'pass',
     '`if (tid < 32) __syncwarp();` in between two block phases (a leftover): warp 0 is whole in the branch, __syncwarp() names only lanes of its own warp; the other warps skip it, which __syncwarp allows (it is per warp; PG __syncwarp). pass.', CHEAD + r'''
    if (tid < 32) __syncwarp();''' + ATAIL)

case('a17_syncthreads_in_lane0_branch', 'advanced', 'fail 4',
     '`if (lane == 0) { ws[warp] = v; __syncthreads(); }` with the other lanes going on to `__syncthreads()` after the branch: lanes of each warp at two different bar.sync instructions (PTX bar.sync .aligned; PG Synchronization Functions): hangs an H100 (sim_divergent_syncthreads). fail 4.', CHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    float v = sm[tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0) {
        ws[warp] = v;
        __syncthreads();  // CAUSE
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', cause=HANG)

case('a18_cluster_arrive_wait_in_rank_switch', 'advanced', 'pass',
     'The cluster barrier split across a switch on rank: `switch (rank) { case 0: cluster_arrive(); ...store...; cluster_wait(); break; default: cluster_arrive(); ...store...; cluster_wait(); }` - every thread of the cluster arrives once and waits once in the phase, at different call sites per block (non-.aligned barrier.cluster counts arrivals, PTX barrier.cluster; k08 of the cluster hunt). pass.', CHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    float v = sm[tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    float t = 0.0f;
    if (tid == 0)
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
    switch (rank) {
    case 0:
        cluster_arrive();
        if (tid == 0) output[0] = t;
        cluster_wait();
        break;
    default:
        cluster_arrive();
        if (tid == 0) output[rank] = t;
        cluster_wait();
        break;
    }''')

case('a19_cluster_wait_skipped_by_warps_then_exit', 'advanced', 'pass',
     'After the warp sums\' __syncthreads(), every thread calls cluster_arrive(); then `if (warp != 0) return;` and warp 0 does thread 0\'s store and cluster_wait(). Exited threads do not hold up barrier.cluster (PTX exit); every thread arrived, the wait only keeps warp 0 alive. pass.', CHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    float v = sm[tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (warp != 0) return;
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('a20_cluster_wait_twice_in_rank_branch', 'advanced', 'pass',
     'Rank 0 runs cluster_arrive(); cluster_wait(); twice (a loop of 1 + (rank == 0) passes), ranks 1-3 once and then cluster_sync() at another site: every thread of the cluster arrives exactly twice, once per phase, and the non-.aligned barrier.cluster counts arrivals of the non-exited threads, whatever the call site (PTX barrier.cluster; cluster hunt k08). The trip count is block-uniform. pass.', CHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    float v = sm[tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    for (int k = 0; k < 1 + (rank == 0); k++) {
        cluster_arrive();
        if (k == 0 && tid == 0) {
            float t = 0.0f;
            for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
            output[rank] = t;
        }
        cluster_wait();
    }
    if (rank != 0) cluster_sync();''')

# =============================================================== reduction: cluster barriers
case('r01_cluster_sync_uniform_round_loop', 'reduction', 'pass',
     'Four rounds, one per rank: `for (int r = 0; r < CLUSTER_SIZE; r++) { if (rank == r && tid == 0) temp_storage[r] = sm[0]; cluster_sync(); }` every thread of the cluster runs 4 cluster_sync() (uniform trip count), and rank 0 sums after the last. Each store happens before a barrier that precedes the read (PTX barrier.cluster release/acquire). pass.', RHEAD + TREE + r'''
    for (int r = 0; r < CLUSTER_SIZE; r++) {
        if ((int)rank == r && tid == 0) temp_storage[r] = sm[0];
        cluster_sync();
    }
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''')

case('r02_block_barrier_trip_by_rank', 'reduction', 'pass',
     'Each block runs `rank + 1` extra __syncthreads() (a block-uniform trip count that differs between the blocks of the cluster) before the usual tail: a block barrier only needs its own block to agree (PG Synchronization Functions). pass.', RHEAD + TREE + r'''
    for (unsigned int k = 0; k <= rank; k++) __syncthreads();''' + RTAIL)

case('r03_cluster_sync_two_sites_by_rank', 'reduction', 'pass',
     '`if (rank == 0) { cluster_sync(); sum } else { store; cluster_sync(); }` but the store is before in both: ranks 1-3 store temp_storage[rank] then cluster_sync() at one site, rank 0 stores then cluster_sync() at another site, then rank 0 sums. One arrival per thread in the phase (PTX barrier.cluster counts the threads; cg sync is arrive+wait, non-.aligned; cluster hunt k08). pass.', RHEAD + TREE + r'''
    if (rank == 0) {
        if (tid == 0) temp_storage[0] = sm[0];
        cluster_sync();
        if (tid == 0) {
            float t = 0.0f;
            for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
            output[0] = t;
        }
    } else {
        if (tid == 0) temp_storage[rank] = sm[0];
        cluster_sync();
    }''')

case('r04_dsmem_loop_rank0_leaves_early', 'reduction', 'unclear',
     'Each block keeps its sum in `__shared__ float bsum`; rank r runs CLUSTER_SIZE - r cluster_sync() (a trip count that is not uniform across the cluster); rank 3 reads all peers\' bsum through map_shared_rank after its only sync and exits. The peers are then waiting in their second sync, which completes only when rank 3 has exited (PTX exit), so they outlive its reads; but CG says cluster.sync() must be called by all threads of the cluster. unclear.', RHEAD + TREE + r'''
    __shared__ float bsum;
    if (tid == 0) bsum = sm[0];
    for (unsigned int k = 0; k < CLUSTER_SIZE - rank; k++) {
        cluster_sync();
        if (k == 0 && rank == CLUSTER_SIZE - 1 && tid == 0) {
            float t = 0.0f;
            for (unsigned int r = 0; r < CLUSTER_SIZE; r++) t += *cg::this_cluster().map_shared_rank(&bsum, r);
            output[0] = t;
        }
    }''')

case('r05_peer_returns_before_dsmem_read', 'reduction', 'fail 5',
     'Each block stores its sum in `__shared__ float bsum`, cluster_sync(), then `if (rank != 0) return;` and rank 0 thread 0 reads the peers\' bsum through map_shared_rank: the peers may have exited (PG Distributed Shared Memory: a block\'s shared memory must not be accessed after it exited; H100: illegal address). fail 5.', RHEAD + TREE + r'''
    __shared__ float bsum;
    if (tid == 0) bsum = sm[0];
    cluster_sync();
    if (rank != 0) return;
    if (tid == 0) {
        float t = 0.0f;
        for (unsigned int r = 0; r < CLUSTER_SIZE; r++) t += *cg::this_cluster().map_shared_rank(&bsum, r);  // CAUSE
        output[0] = t;
    }''', cause=r'exited|distributed shared')

case('r06_dsmem_trailing_sync_in_ternary', 'reduction', 'pass',
     'DSMEM pull: each block stores its sum in `__shared__ float bsum`, cluster_sync(), then `rank == 0 && tid == 0 ? pull(output, &bsum) : (void)0;` (the pull in a helper called from one arm of a ternary) and a trailing cluster_sync() called by every thread, so no peer exits before rank 0 has read (PG Distributed Shared Memory); the first barrier orders the bsum stores before the reads. pass.', RHEAD + TREE + r'''
    __shared__ float bsum;
    if (tid == 0) bsum = sm[0];
    cluster_sync();
    rank == 0 && tid == 0 ? pull(output, &bsum) : (void)0;
    cluster_sync();''', pre=r'''
__device__ void pull(float *output, float *bsum)
{
    float t = 0.0f;
    for (unsigned int r = 0; r < CLUSTER_SIZE; r++) t += *cg::this_cluster().map_shared_rank(bsum, r);
    output[0] = t;
}''')

case('r07_cluster_sync_skipped_by_thread0_short_circuit', 'reduction', 'fail 4',
     '`const bool stored = tid == 0 && (temp_storage[rank] = sm[0], true); if (!stored) cluster_sync(); __syncthreads();`: thread 0 of each block skips cluster_sync() and waits at the __syncthreads() after it for the other 255 threads, who wait in the cluster barrier for the four threads 0 (PTX barrier.cluster waits for all non-exited threads): neither completes. Deadlock, fail 4.', RHEAD + TREE + r'''
    const bool stored = tid == 0 && (temp_storage[rank] = sm[0], true);
    if (!stored) cluster_sync();  // CAUSE
    __syncthreads();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''', cause=HANG)

case('r08_elect_warp0_rank0_do_while', 'reduction', 'pass',
     'The final sum done by an elected lane inside a do-while whose condition is uniform in warp 0 of rank 0 (`int pass = 0; do { if (elect_one_sync()) {...} } while (++pass < 1);`): all 32 lanes of warp 0 reach elect.sync together once (kernels.h contract), the condition `rank == 0 && warp == 0` is warp-uniform. pass.', RHEAD + TREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && warp == 0) {
        int pass = 0;
        do {
            if (elect_one_sync()) {
                float t = 0.0f;
                for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
                output[0] = t;
            }
        } while (++pass < 1);
    }''')

case('r09_break_after_barrier_uniform', 'reduction', 'pass',
     'An endless `for (;;)` tree loop that breaks when `s == 0` after its __syncthreads(): the break condition depends only on s (uniform), so every thread leaves on the same pass (PG Synchronization Functions). pass.', RHEAD + r'''
    int s = TPB / 2;
    for (;;) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
        s >>= 1;
        if (s == 0) break;
    }''' + RTAIL)

case('r10_early_return_whole_warps_then_cluster_sync', 'reduction', 'pass',
     'Load and tree with barriers; then `if (warp != 0) return;` and warp 0 does the tail: thread 0 stores temp_storage[rank], cluster_sync() by warp 0 only, rank 0 thread 0 sums. barrier.cluster waits for non-exited threads (PTX exit: exiting threads release it; project policy for early returns: cluster hunt k04). pass.', RHEAD + TREE + r'''
    if (warp != 0) return;''' + RTAIL)

case('r11_cluster_sync_in_thread0_branch_no_return', 'reduction', 'unclear',
     '`if (tid == 0) { temp_storage[rank] = sm[0]; cluster_sync(); ... }` the other threads skip the cluster barrier in a branch and run off the end. PTX: barrier.cluster waits for non-exited threads and the non-.aligned form may run in divergent code (cluster hunt k06); CG: cluster.sync() must be called by every thread of the cluster (w48, left unclear by the project). unclear.', RHEAD + TREE + r'''
    if (tid == 0) {
        temp_storage[rank] = sm[0];
        cluster_sync();
        if (rank == 0) {
            float t = 0.0f;
            for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
            output[0] = t;
        }
    }''')

case('r12_syncthreads_in_rank_branch_block_uniform', 'reduction', 'pass',
     '`if (rank == 0) { __syncthreads(); sum } ` after the cluster barrier: the condition is uniform within each block (different across the cluster), so the block barrier is reached by all or none of a block\'s threads (PG Synchronization Functions speaks of the thread block). pass.', RHEAD + TREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0) {
        __syncthreads();
        if (tid == 0) {
            float t = 0.0f;
            for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
            output[0] = t;
        }
    }''')

case('r13_macro_guard_return_then_tree', 'reduction', 'pass',
     'A CHECK-style macro `#define RETURN_UNLESS(c) do { if (!(c)) return; } while (0)` used as `RETURN_UNLESS(tid < TPB / 2);` right after the load barrier: threads 128-255 return (a return statement, inside a macro), threads 0-127 add their upper partner (stored before the barrier the upper half took part in), then a tree from s = 64 with __syncthreads() and the cluster tail. Early exits through a return: barriers wait only for non-exited threads (PTX exit; project policy, learn c05). pass.', RHEAD + r'''
    RETURN_UNLESS(tid < TPB / 2);
    sm[tid] += sm[tid + TPB / 2];
    __syncthreads();
    for (int s = TPB / 4; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }''' + RTAIL, pre=r'''
#define RETURN_UNLESS(c) do { if (!(c)) return; } while (0)''')

case('r14_skip_barrier_via_if_with_unrelated_return', 'reduction', 'fail 4',
     'The kernel starts with `if (size != SIZE) return;` (never taken). The tree stops at two values, and its last step is written `if (tid < 2) { if (tid == 0) sm[0] += sm[1]; __syncthreads(); }`: threads 2-255 skip that barrier in a branch and wait at cluster_sync(), while threads 0-1 wait at the __syncthreads() for them (they have not exited): neither barrier completes (PG Synchronization Functions; PTX bar.sync / barrier.cluster). Deadlock, fail 4.', r'''
    if (size != SIZE) return;''' + RHEAD + r'''
    for (int s = TPB / 2; s > 1; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid < 2) {
        if (tid == 0) sm[0] += sm[1];
        __syncthreads();  // CAUSE
    }''' + RTAIL, cause=HANG)

case('r15_thread0_final_barrier_unrelated_return', 'reduction', 'fail 1',
     'Starts with `if (size != SIZE) return;` (never taken). At the end rank 0\'s thread 0 sums the partials and then calls a __syncthreads() inside its `if (rank == 0 && tid == 0)` branch (a leftover); the other threads of block 0 skipped it in the branch and ran off the end. PG Synchronization Functions: conditional code must evaluate identically across the block. No thread exited early (the guard return is never taken): the same as a kernel with no return. fail 1.', r'''
    if (size != SIZE) return;''' + RHEAD + TREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
        __syncthreads();  // CAUSE
    }''', cause=DIV)

case('r16_thread0_final_barrier_no_return', 'reduction', 'fail 1',
     'r15 without the guard return: thread 0 of rank 0 calls __syncthreads() alone in its branch, the rest of block 0 ran off the end (PG Synchronization Functions). fail 1.', RHEAD + TREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
        __syncthreads();  // CAUSE
    }''', cause=DIV)

case('r17_return_in_lambda_plus_thread0_barrier', 'reduction', 'fail 1',
     'As r16, plus a lambda with a return used to load (`auto ld = [&](int i) { return input[i]; };`): a lambda\'s return is no exit; thread 0 still waits alone at a barrier the others skipped (PG Synchronization Functions). fail 1.', r'''
    auto ld = [&](int i) { return input[i]; };
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = ld(blockIdx.x * blockDim.x + tid);
    __syncthreads();''' + TREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
        __syncthreads();  // CAUSE
    }''', cause=DIV)

case('r18_goto_end_label_past_barrier', 'reduction', 'unclear',
     '`if (tid >= 2) goto out;` past a final __syncthreads() to a label at the end of the kernel: the threads that jump run off the end (an exit) without a return statement. Whether this counts as an early exit (PTX exit releases the barrier) or as skipping a barrier in conditional code (PG) is not settled by the documents. unclear.', RHEAD + TREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (tid >= 2) goto out;
    __syncthreads();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }
out:;''')

# =============================================================== last-block
case('l01_is_last_block_called_by_thread0', 'last-block', 'fail 1',
     'The ticket helper (with its __syncthreads) is called only inside `if (tid == 0)` and thread 0 alone then merges all 256 partials in a serial loop: the helper\'s barrier is reached by thread 0 only, the other threads skipped it in a branch and ran off the end (PG Synchronization Functions; the solution\'s comment: "Call it uniformly from all threads"). Values come out right. fail 1.', LHEAD + TREE + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        if (last_ticket(counter)) {
            float t = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++) t += partials[b];
            output[0] = t;
            *counter = 0;
        }
    }''', pre=r'''
__device__ bool last_ticket(unsigned int *counter)
{
    __shared__ bool last;
    if (threadIdx.x == 0) {
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();  // CAUSE
    return last;
}''', cause=DIV)

case('l02_is_last_block_thread0_with_guard_return', 'last-block', 'fail 1',
     'l01 with a bounds guard `if (blockIdx.x * blockDim.x + threadIdx.x >= size) return;` at the top (never taken: 65536 threads, size 65536): no thread exits early, the other threads still skip the helper\'s barrier in the `tid == 0` branch (PG Synchronization Functions). fail 1.', r'''
    if ((int)(blockIdx.x * blockDim.x + threadIdx.x) >= size) return;''' + LHEAD + TREE + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        if (last_ticket(counter)) {
            float t = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++) t += partials[b];
            output[0] = t;
            *counter = 0;
        }
    }''', pre=r'''
__device__ bool last_ticket(unsigned int *counter)
{
    __shared__ bool last;
    if (threadIdx.x == 0) {
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();  // CAUSE
    return last;
}''', cause=DIV)

case('l03_not_last_blocks_return_uniform', 'last-block', 'pass',
     'After the ticket broadcast (`__syncthreads()` uniform), `if (!last) return;` - a block-uniform early return (every thread of the block read the same `last`); the last block merges with its own barriers. pass.', LHEAD + TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (!last) return;
    float acc = 0.0f;
    for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
    sm[tid] = acc;
    __syncthreads();''' + TREE + r'''
    if (tid == 0) { output[0] = sm[0]; *counter = 0; }''')

case('l04_last_read_without_broadcast_barrier', 'last-block', 'fail 1',
     'Thread 0 takes the ticket into a register `bool last` (not shared, no broadcast), and `if (last) { merge with __syncthreads() }`: only thread 0 of the last block enters the merge, whose __syncthreads() the other 255 threads skipped in the branch (no return in the kernel; PG Synchronization Functions). Thread 0 sums only its own share (b = 0) and the stale sm[1..255]: wrong value too. fail 1.', LHEAD + TREE + r'''
    bool last = false;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    if (last) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();  // CAUSE
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''', cause=DIV + r'|❌')

case('l05_merge_loop_trip_from_griddim', 'last-block', 'pass',
     'The merge: each thread loops `for (unsigned b = tid; b < gridDim.x; b += blockDim.x)` (no barrier inside; trip count per thread may differ), then a uniform tree; the barriers are outside the non-uniform loop. The ticket broadcast is the reference\'s. pass.', LHEAD + TREE + LTAIL)

case('l06_barrier_inside_partials_stride_loop', 'last-block', 'pass',
     'The last block merges in chunks: `for (unsigned base = 0; base < gridDim.x; base += blockDim.x) { sm[tid] = base + tid < gridDim.x ? partials[base + tid] : 0; __syncthreads(); tree...; if (tid == 0) acc += sm[0]; __syncthreads(); }` - the loop variable is the chunk base (uniform), so every thread runs every chunk and its barriers, even those with no partial (PG Synchronization Functions). pass.', LHEAD + TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {
        float acc = 0.0f;
        for (unsigned int base = 0; base < gridDim.x; base += blockDim.x) {
            sm[tid] = base + tid < gridDim.x ? partials[base + tid] : 0.0f;
            __syncthreads();''' + TREE.replace('\n', '\n        ') + r'''
            if (tid == 0) acc += sm[0];
            __syncthreads();
        }
        if (tid == 0) { output[0] = acc; *counter = 0; }
    }''')

case('l07_barrier_inside_per_thread_partials_loop', 'last-block', 'fail 1',
     'As l06 but the chunk loop runs per thread: `for (unsigned b = tid; b < gridDim.x + 32; b += blockDim.x) { ...; __syncthreads(); }` with gridDim.x = 256 = blockDim.x: threads 0-31 run two passes (b = tid + 256 < 288), the others one: the second pass\'s barrier is reached by warp 0 only, the rest skipped it and ran off the end (PG Synchronization Functions: a barrier in a loop whose trip count differs between threads). fail 1.', LHEAD + TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {
        __shared__ float part[TPB];
        part[tid] = 0.0f;
        for (unsigned int b = tid; b < gridDim.x + 32; b += blockDim.x) {
            if (b < gridDim.x) part[tid] += partials[b];
            __syncthreads();  // CAUSE
        }
        if (tid == 0) {
            float t = 0.0f;
            for (int i = 0; i < TPB; i++) t += part[i];
            output[0] = t;
            *counter = 0;
        }
    }''', cause=DIV)

case('l08_not_last_return_inside_helper', 'last-block', 'fail 4',
     'A helper take_ticket() holds one __syncthreads() inside `if (threadIdx.x == 0) { ... __syncthreads(); }` and another after it, and `if (!last) return false;` (a return from the helper, not an exit). Thread 0 waits at the first barrier, threads 1-255 at the second: lanes of warp 0 at different bar.sync instructions (PG Synchronization Functions; PTX bar.sync .aligned), which hung an H100 (sim_divergent_syncthreads). fail 4.', LHEAD + TREE + r'''
    if (take_ticket(counter, partials, sm[0])) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();''' + TREE.replace('\n', '\n    ') + r'''
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''', pre=r'''
__device__ bool take_ticket(unsigned int *counter, float *partials, float mine)
{
    __shared__ bool last;
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = mine;
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __syncthreads();  // CAUSE
    }
    __syncthreads();
    if (!last) return false;
    return true;
}''', cause=HANG)

case('l09_ticket_vote_syncthreads_or', 'last-block', 'pass',
     'The broadcast of `last` done with `__syncthreads_or(mine)` where mine is true only in thread 0 of the last block: every thread calls it (uniform), and all get the OR (PG Synchronization Functions: __syncthreads_or); thread 0 fenced before the ticket. Then the merge. pass.', LHEAD + TREE + r'''
    bool mine = false;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        mine = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    if (__syncthreads_or(mine)) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();''' + TREE.replace('\n', '\n    ') + r'''
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''')

case('l10_ticket_syncthreads_or_in_thread0_branch', 'last-block', 'fail 4',
     'As l09 but the vote sits inside the ticket branch: `if (tid == 0) { ...; last = __syncthreads_or(mine); }` and a plain __syncthreads() after the branch: thread 0 waits at __syncthreads_or, threads 1-255 at the plain __syncthreads: lanes of warp 0 at different barrier instructions (PG Synchronization Functions; PTX bar.red/bar.sync .aligned), a hang on an H100 (sim_divergent_syncthreads). fail 4.', LHEAD + TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const bool mine = atomicAdd(counter, 1u) == gridDim.x - 1;
        last = __syncthreads_or(mine);  // CAUSE
    }
    __syncthreads();
    if (last) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();''' + TREE.replace('\n', '\n    ') + r'''
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''', cause=HANG)
