# Cases for gen.py (docs/verdict-blame.md): one bug per wrong kernel, placed where blaming the
# right line is hard: a __device__ helper called from several places (one call site wrong), a
# macro, a template instantiated twice, a lambda, a block of helpers at the top of the file, a
# cause far from its symptom (load index, missing barrier seen at a later read, missing fence seen
# by the last block, counter not reset seen on launch 2), a loop bound vs its body, two
# near-identical lines, the last-block merge vs the partial write. Plus correct kernels of the
# same shapes (exit 0, no warning). Every truth, cause class and `// CAUSE` line was written
# before p34 ran. The `// CAUSE` line is marked only where a checker can know a line (an access
# that races, faults, or is one of several writers); a wrong value or a missing statement has no
# knowable line (the exam hunt's convention), the doc says which cases those are.
# Citations: SPEC = docs/SPEC.md (4 x 256 in ONE cluster of 4; last-block 256 x 256 launched twice
# with no host reset; temp_storage 4 floats, partials 256 floats; outputs and scratch NaN-filled;
# one writer per output element; exact checks for reduction/last-block). PG = CUDA C++ Programming
# Guide (Synchronization Functions, Memory Fence Functions incl. threadFenceReduction, Atomic
# Functions, Thread Block Clusters). PTX = PTX ISA Memory Consistency Model (data race: conflicting
# accesses, not morally strong, unordered; morally strong needs scopes that include both threads).
# Project precedent (exam c21/r06/a01): an index past a __shared__ array is a fault, exit 5.
RACE = r'data race'
RACEW = r'data race|several threads store|stored by'
WRITERS = r'several threads store it|is stored by [0-9]+ threads|stored by|data race'
WRONG = r'❌'
NOTW = r'not written|❌'
OOB = r'out-of-bounds|out of bounds'
COUNTER = r'counter|ticket|not written|data race|❌'
FENCE = r'data race|missing __threadfence|threadfence'
UNINIT = r'uninitiali|never written|before any thread|not written|❌'

# ================================================================== coordination
PC = r'''
// ---- helpers (sum s[lo..hi), load one scaled value)
__device__ float bl_sum(const float *s, int lo, int hi)
{
    float acc = 0.0f;
    for (int i = lo; i < hi; i++)
        acc += s[i];
    return acc;
}
__device__ void bl_load_scaled(float *s, const float *in, int gi, int li, float scale)
{
    s[li] = in[gi] * scale;
}'''
CHEAD = r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    const float scale = (float)(my_block_rank + 1);'''

case('c01_helpers_ok', 'coordination', 'pass',
     'Helpers at the top: bl_load_scaled then __syncthreads, thread 0 sums two halves with bl_sum (called twice, both right). Same as the solution (SPEC). No warning.',
     CHEAD + r'''
    bl_load_scaled(shared_data, input, global_i, local_i, scale);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0)
        output[my_block_rank] = bl_sum(shared_data, 0, TPB / 2) + bl_sum(shared_data, TPB / 2, TPB);
    cluster_wait();''', pre=PC)

case('c02_helper_callsite_past_end', 'coordination', 'fail 5',
     'bl_sum called twice; the second call site passes hi = TPB + 1: the helper reads shared_data[256], past the __shared__ array (project precedent exam c21: exit 5). The helper is right; the culprit is the call site.',
     CHEAD + r'''
    bl_load_scaled(shared_data, input, global_i, local_i, scale);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float lo = bl_sum(shared_data, 0, TPB / 2);
        float hi = bl_sum(shared_data, TPB / 2, TPB + 1);  // CAUSE
        output[my_block_rank] = lo + hi;
    }
    cluster_wait();''', pre=PC, cause=OOB)

PC_BOUND = PC.replace('for (int i = lo; i < hi; i++)', 'for (int i = lo; i <= hi; i++)  // CAUSE')
case('c03_helper_loop_bound', 'coordination', 'fail 5',
     'bl_sum\'s loop bound is `i <= hi` (in the helper block at the top): the first call reads shared_data[128] (in range, a wrong sum), the second reads shared_data[256], past the array: exit 5 (precedent exam c21). Culprit: the bound, not the body.',
     CHEAD + r'''
    bl_load_scaled(shared_data, input, global_i, local_i, scale);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0)
        output[my_block_rank] = bl_sum(shared_data, 0, TPB / 2) + bl_sum(shared_data, TPB / 2, TPB);
    cluster_wait();''', pre=PC_BOUND, cause=OOB)

PC_BODY = PC.replace('acc += s[i];', 'acc += s[i + 1];  // CAUSE')
case('c04_helper_loop_body', 'coordination', 'fail 5',
     'bl_sum\'s body reads s[i + 1]: the second call reads shared_data[256], past the array: exit 5 (exam c21). Culprit: the body line.',
     CHEAD + r'''
    bl_load_scaled(shared_data, input, global_i, local_i, scale);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0)
        output[my_block_rank] = bl_sum(shared_data, 0, TPB / 2) + bl_sum(shared_data, TPB / 2, TPB);
    cluster_wait();''', pre=PC_BODY, cause=OOB)

case('c05_no_sync_after_helper_load', 'coordination', 'fail 1',
     'No __syncthreads() after bl_load_scaled: thread 0\'s reads in bl_sum race with the other threads\' stores in bl_load_scaled (PG Synchronization Functions; PTX data race). Culprit: the load call (the barrier belongs right after it); the report names both accesses through the helpers.',
     CHEAD + r'''
    bl_load_scaled(shared_data, input, global_i, local_i, scale);  // CAUSE
    cluster_arrive();
    if (local_i == 0)
        output[my_block_rank] = bl_sum(shared_data, 0, TPB);
    cluster_wait();''', pre=PC, cause=RACE)

case('c06_macro_leader_is_per_warp', 'coordination', 'fail 1',
     'BL_LEADER(li) is ((li) % WARP_SIZE == 0): lane 0 of each of the 8 warps stores output[rank]: 8 unordered stores of one element (SPEC one writer; PTX data race). Culprit: the macro body.',
     CHEAD + r'''
    bl_load_scaled(shared_data, input, global_i, local_i, scale);
    __syncthreads();
    cluster_arrive();
    if (BL_LEADER(local_i))
        output[my_block_rank] = bl_sum(shared_data, 0, TPB);
    cluster_wait();''', pre=PC + '\n#define BL_LEADER(li) ((li) % WARP_SIZE == 0)  // CAUSE', cause=WRITERS)

case('c07_macro_precedence', 'coordination', 'fail 1',
     'BL_SCALE(r) is `(float)r + 1` without parentheses: input * BL_SCALE(rank) is input * rank + 1: wrong values for every block (SPEC float bound). A wrong value: no line is knowable.',
     CHEAD + r'''
    shared_data[local_i] = input[global_i] * BL_SCALE(my_block_rank);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0)
        output[my_block_rank] = bl_sum(shared_data, 0, TPB);
    cluster_wait();''', pre=PC + '\n#define BL_SCALE(r) (float)r + 1', cause=WRONG)

case('c08_macro_ok', 'coordination', 'pass',
     'BL_SCALE(r) fully parenthesised ((float)((r) + 1)) and BL_LEADER(li) ((li) == 0): the solution written with macros. No warning.',
     CHEAD + r'''
    shared_data[local_i] = input[global_i] * BL_SCALE(my_block_rank);
    __syncthreads();
    cluster_arrive();
    if (BL_LEADER(local_i))
        output[my_block_rank] = bl_sum(shared_data, 0, TPB);
    cluster_wait();''', pre=PC + '\n#define BL_SCALE(r) ((float)((r) + 1))\n#define BL_LEADER(li) ((li) == 0)')

PT = r'''
template <typename Acc>
__device__ float bl_tsum(const float *s, int lo, int hi)
{
    Acc a = 0;
    for (int i = lo; i < hi; i++)
        a += s[i];
    return (float)a;
}'''
case('c09_template_int_instance', 'coordination', 'fail 1',
     'bl_tsum<Acc> instantiated twice: bl_tsum<float> for the first half (right) and bl_tsum<int> for the second: int accumulation truncates (input (i%10)*0.1, C++ float-to-int conversion): wrong values (SPEC). A wrong value: no line knowable.',
     CHEAD + r'''
    bl_load_scaled(shared_data, input, global_i, local_i, scale);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0)
        output[my_block_rank] = bl_tsum<float>(shared_data, 0, TPB / 2) + bl_tsum<int>(shared_data, TPB / 2, TPB);
    cluster_wait();''', pre=PC + PT, cause=WRONG)

case('c10_lambda_callsite_past_end', 'coordination', 'fail 5',
     'A lambda sums 128 values from lo; the second call passes lo = TPB / 2 + 1, so it reads shared_data[256], past the array: exit 5 (exam c21). Culprit: the call site.',
     CHEAD + r'''
    bl_load_scaled(shared_data, input, global_i, local_i, scale);
    __syncthreads();
    cluster_arrive();
    auto half = [&](int lo) {
        float a = 0.0f;
        for (int i = lo; i < lo + TPB / 2; i++)
            a += shared_data[i];
        return a;
    };
    if (local_i == 0) {
        float a = half(0);
        float b = half(TPB / 2 + 1);  // CAUSE
        output[my_block_rank] = a + b;
    }
    cluster_wait();''', pre=PC, cause=OOB)

case('c11_inplace_scale_no_sync', 'coordination', 'fail 1',
     'Loads unscaled, __syncthreads, then scales in place (`shared_data[local_i] *= scale`) with no barrier before thread 0 reads all 256: the reads race with the in-place stores (PTX data race; PG Synchronization Functions). Culprit: the in-place scale (the barrier after it is missing).',
     CHEAD + r'''
    shared_data[local_i] = input[global_i];
    __syncthreads();
    shared_data[local_i] *= scale;  // CAUSE
    cluster_arrive();
    if (local_i == 0)
        output[my_block_rank] = bl_sum(shared_data, 0, TPB);
    cluster_wait();''', pre=PC, cause=RACE)

case('c12_load_index_local', 'coordination', 'fail 1',
     'The load call site passes local_i as the global index: every block loads block 0\'s inputs; blocks 1..3 have wrong sums (SPEC). The symptom is a wrong total far from the load; no line knowable.',
     CHEAD + r'''
    bl_load_scaled(shared_data, input, local_i, local_i, scale);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0)
        output[my_block_rank] = bl_sum(shared_data, 0, TPB);
    cluster_wait();''', pre=PC, cause=WRONG)

case('c13_near_identical_halves', 'coordination', 'fail 1',
     'Two near-identical lines: lo = bl_sum(s, 0, TPB/2) and hi = bl_sum(s, TPB/2, TPB/2) (empty range): every block misses half its values: wrong values (SPEC). No line knowable.',
     CHEAD + r'''
    bl_load_scaled(shared_data, input, global_i, local_i, scale);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float lo = bl_sum(shared_data, 0, TPB / 2);
        float hi = bl_sum(shared_data, TPB / 2, TPB / 2);
        output[my_block_rank] = lo + hi;
    }
    cluster_wait();''', pre=PC, cause=WRONG)

case('c14_lambda_ok', 'coordination', 'pass',
     'Load and sum through lambdas, with the barrier; same as the solution. No warning.',
     CHEAD + r'''
    auto load = [&](int i) { shared_data[i] = input[blockDim.x * blockIdx.x + i] * scale; };
    auto total = [&]() { float a = 0.0f; for (int i = 0; i < TPB; i++) a += shared_data[i]; return a; };
    load(local_i);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0)
        output[my_block_rank] = total();
    cluster_wait();''', pre=PC)

case('c15_template_ok', 'coordination', 'pass',
     'bl_tsum<float> instantiated for both halves (and bl_tsum<double> for nothing). Float accumulation in two halves differs from one serial sum by rounding only, within SPEC\'s n*2^-24*sum|terms| bound. No warning.',
     CHEAD + r'''
    bl_load_scaled(shared_data, input, global_i, local_i, scale);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0)
        output[my_block_rank] = bl_tsum<float>(shared_data, 0, TPB / 2) + bl_tsum<float>(shared_data, TPB / 2, TPB);
    cluster_wait();''', pre=PC + PT)

case('c16_cleanup_after_sum_no_sync', 'coordination', 'fail 1',
     'After thread 0\'s sum, every thread clears its shared slot (`shared_data[local_i] = 0.0f`) with no barrier between thread 0\'s reads and the other threads\' clearing stores: a data race (PTX) that may zero values before thread 0 reads them. Culprit: the clearing store.',
     CHEAD + r'''
    bl_load_scaled(shared_data, input, global_i, local_i, scale);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0)
        output[my_block_rank] = bl_sum(shared_data, 0, TPB);
    shared_data[local_i] = 0.0f;  // CAUSE
    cluster_wait();''', pre=PC, cause=RACE)

# ================================================================== reduction
PR = r'''
// ---- helpers (block tree, gather of the cluster's partials)
__device__ void bl_tree(float *s, int li)
{
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (li < stride)
            s[li] += s[li + stride];
        __syncthreads();
    }
}
__device__ float bl_gather(const float *t, int n)
{
    float total = 0.0f;
    for (int r = 0; r < n; r++)
        total += t[r];
    return total;
}
template <int N>
__device__ void bl_tree_n(float *s, int li)
{
    for (int stride = N / 2; stride > 0; stride /= 2) {
        if (li < stride)
            s[li] += s[li + stride];
        __syncthreads();
    }
}'''
RHEAD = r'''
    __shared__ float shared_mem[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();'''
RLOAD = r'''
    shared_mem[local_i] = input[global_i];
    __syncthreads();'''
RPUB = r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();'''
RFIN = r'''
    if (my_block_rank == 0 && local_i == 0)
        output[0] = bl_gather(temp_storage, CLUSTER_SIZE);'''

case('r01_helpers_ok', 'reduction', 'pass',
     'bl_tree and bl_gather from the helper block; publish, cluster_sync, one thread of the cluster stores output[0]. Same as the solution. No warning.',
     RHEAD + RLOAD + '\n    bl_tree(shared_mem, local_i);' + RPUB + RFIN, pre=PR)

PR_NOSYNC = PR.replace('''            s[li] += s[li + stride];
        __syncthreads();
    }
}
__device__ float''', '''            s[li] += s[li + stride];  // CAUSE
    }
}
__device__ float''')
case('r02_helper_tree_no_barrier', 'reduction', 'fail 1',
     'bl_tree (in the helper block) has no __syncthreads() in its loop: step k reads s[li + stride] that step k-1 of another thread writes, unordered: data race (PTX; exam r09). Culprit: the tree line in the helper.',
     RHEAD + RLOAD + '\n    bl_tree(shared_mem, local_i);' + RPUB + RFIN, pre=PR_NOSYNC, cause=RACE)

case('r03_macro_finish_no_thread_guard', 'reduction', 'fail 1',
     'BL_FINISH(v) is `if (my_block_rank == 0) output[0] = (v)`: all 256 threads of block 0 store output[0] (SPEC one writer; PTX data race). Culprit: the macro body.',
     RHEAD + RLOAD + '\n    bl_tree(shared_mem, local_i);' + RPUB + r'''
    BL_FINISH(bl_gather(temp_storage, CLUSTER_SIZE));''',
     pre=PR + '\n#define BL_FINISH(v) if (my_block_rank == 0) output[0] = (v)  // CAUSE', cause=WRITERS)

case('r04_no_cluster_sync_gather', 'reduction', 'fail 1',
     'No cluster barrier between the publish and the gather: block 0 thread 0 reads temp_storage[1..3] in bl_gather while blocks 1..3 store them: global data race (PTX; PG Thread Block Clusters). Culprit: the publish (the barrier belongs after it); the report names both accesses.',
     RHEAD + RLOAD + r'''
    bl_tree(shared_mem, local_i);
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];  // CAUSE
    if (my_block_rank == 0 && local_i == 0)
        output[0] = bl_gather(temp_storage, CLUSTER_SIZE);
    cluster_sync();''', pre=PR, cause=RACE)

PR_BOUND = PR.replace('for (int r = 0; r < n; r++)', 'for (int r = 0; r <= n; r++)  // CAUSE')
case('r05_gather_bound', 'reduction', 'fail 5',
     'bl_gather\'s bound is `r <= n`: reads temp_storage[4], past its 4 floats (SPEC): an out-of-bounds global read, exit 5 (SPEC exit codes: fault). Culprit: the bound.',
     RHEAD + RLOAD + '\n    bl_tree(shared_mem, local_i);' + RPUB + RFIN, pre=PR_BOUND, cause=OOB)

RPARTS = r'''
    if (my_block_rank == 0) {
        __shared__ float parts[CLUSTER_SIZE];
        if (local_i < CLUSTER_SIZE)
            parts[local_i] = temp_storage[local_i];
        __syncthreads();
        TREE_CALL
        if (local_i == 0)
            output[0] = parts[0];
    }'''
case('r06_template_wrong_instance', 'reduction', 'fail 5',
     'bl_tree_n<N> instantiated twice: <TPB> for the block (right) and, at the second call site, <TPB> again for parts[CLUSTER_SIZE]: it reads parts[li + 128], past the 4-float __shared__ array: exit 5 (exam c21). Culprit: the second call site.',
     RHEAD + RLOAD + '\n    bl_tree_n<TPB>(shared_mem, local_i);' + RPUB +
     RPARTS.replace('TREE_CALL', 'bl_tree_n<TPB>(parts, local_i);  // CAUSE'), pre=PR, cause=OOB)

case('r07_template_ok', 'reduction', 'pass',
     'bl_tree_n<TPB> for the block and bl_tree_n<CLUSTER_SIZE> for the 4 partials in block 0 (the barrier in it is reached by all of block 0: uniform). Exact integers (SPEC). No warning.',
     RHEAD + RLOAD + '\n    bl_tree_n<TPB>(shared_mem, local_i);' + RPUB +
     RPARTS.replace('TREE_CALL', 'bl_tree_n<CLUSTER_SIZE>(parts, local_i);'), pre=PR)

case('r08_lambda_gather_short', 'reduction', 'fail 1',
     'A lambda gathers temp_storage[r] for r < CLUSTER_SIZE - 1: the total misses block 3\'s partial (SPEC exact). A wrong value: no line knowable.',
     RHEAD + RLOAD + '\n    bl_tree(shared_mem, local_i);' + RPUB + r'''
    auto gather = [&]() { float t = 0.0f; for (int r = 0; r < CLUSTER_SIZE - 1; r++) t += temp_storage[r]; return t; };
    if (my_block_rank == 0 && local_i == 0)
        output[0] = gather();''', pre=PR, cause=WRONG)

case('r09_load_index_wrong', 'reduction', 'fail 1',
     'The load reads input[blockIdx.x + local_i] (overlapping windows) instead of input[global_i]: every partial is a wrong sum, seen only at the total (SPEC exact). No line knowable.',
     RHEAD + r'''
    shared_mem[local_i] = input[blockIdx.x + local_i];
    __syncthreads();
    bl_tree(shared_mem, local_i);''' + RPUB + RFIN, pre=PR, cause=WRONG)

case('r10_near_identical_unrolled', 'reduction', 'fail 1',
     'Tree to stride 8 in the loop, then unrolled steps 4, 2, 1 with a barrier after each; the step-2 line guards `local_i < 4` instead of `< 2`: threads 2,3 store s[2], s[3] while threads 0,1 read them in the same step: data race (PTX). Culprit: that line.',
     RHEAD + RLOAD + r'''
    for (int stride = TPB / 2; stride > 4; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
    if (local_i < 4) shared_mem[local_i] += shared_mem[local_i + 4];
    __syncthreads();
    if (local_i < 4) shared_mem[local_i] += shared_mem[local_i + 2];  // CAUSE
    __syncthreads();
    if (local_i < 1) shared_mem[local_i] += shared_mem[local_i + 1];
    __syncthreads();''' + RPUB + RFIN, pre=PR, cause=RACE)

case('r11_no_sync_before_helper_tree', 'reduction', 'fail 1',
     'No __syncthreads() between the load and bl_tree: thread i reads s[i + 128] in the helper while thread i + 128 stores it: data race (PTX; PG Synchronization Functions). Culprit: the load (the barrier belongs after it).',
     RHEAD + r'''
    shared_mem[local_i] = input[global_i];  // CAUSE
    bl_tree(shared_mem, local_i);''' + RPUB + RFIN, pre=PR, cause=RACE)

case('r12_lambda_tree_ok', 'reduction', 'pass',
     'The tree as a lambda called once, barrier in it reached by all threads. No warning.',
     RHEAD + RLOAD + r'''
    auto step = [&](int stride) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    };
    for (int stride = TPB / 2; stride > 0; stride /= 2)
        step(stride);''' + RPUB + RFIN, pre=PR)

case('r13_arrive_only_before_gather', 'reduction', 'fail 1',
     'cluster_arrive() after the publish but the gather comes before cluster_wait(): block 0 reads temp_storage[1..3] with no acquire ordering after the peers\' release (PTX barrier.cluster: the wait acquires): data race. Culprit: the read in the gather call (before the wait).',
     RHEAD + RLOAD + r'''
    bl_tree(shared_mem, local_i);
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_arrive();
    if (my_block_rank == 0 && local_i == 0)
        output[0] = bl_gather(temp_storage, CLUSTER_SIZE);  // CAUSE
    cluster_wait();''', pre=PR, cause=RACE)

case('r14_publish_macro_every_thread', 'reduction', 'fail 1',
     'BL_PUBLISH(v) is `temp_storage[my_block_rank] = (v)` with no thread guard: 256 threads of each block store temp_storage[rank] (PTX data race on conflicting unordered stores). Culprit: the macro.',
     RHEAD + RLOAD + r'''
    bl_tree(shared_mem, local_i);
    BL_PUBLISH(shared_mem[0]);
    cluster_sync();''' + RFIN, pre=PR + '\n#define BL_PUBLISH(v) temp_storage[my_block_rank] = (v)  // CAUSE', cause=WRITERS)

# ================================================================== advanced
PA = r'''
// ---- helpers (one warp's 32 values, the block's warp sums)
__device__ float bl_warp_sum(const float *s, int warp)
{
    float ws = 0.0f;
    for (int i = 0; i < WARP_SIZE; i++)
        ws += s[warp * WARP_SIZE + i];
    return ws;
}
__device__ float bl_sum_warps(const float *w, int n)
{
    float t = 0.0f;
    for (int k = 0; k < n; k++)
        t += w[k];
    return t;
}'''
AHEAD = r'''
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    const int warp = local_i / WARP_SIZE;'''
ALOAD = r'''
    shared_data[local_i] = input[global_i] * (float)(my_block_rank + 1);
    __syncthreads();'''
AWARP = r'''
    if (elect_one_sync())
        warp_sums[warp] = bl_warp_sum(shared_data, warp);
    __syncthreads();'''
ATAIL = r'''
    cluster_arrive();
    if (local_i == 0)
        output[my_block_rank] = bl_sum_warps(warp_sums, TPB / WARP_SIZE);
    cluster_wait();'''

case('a01_helpers_ok', 'advanced', 'pass',
     'bl_warp_sum by the elected lane of each warp, bl_sum_warps by thread 0. Same as the solution. No warning.',
     AHEAD + ALOAD + AWARP + ATAIL, pre=PA)

case('a02_callsite_count_plus1', 'advanced', 'fail 5',
     'The call site passes n = TPB / WARP_SIZE + 1: bl_sum_warps reads warp_sums[8], past the 8-float __shared__ array: exit 5 (exam c21). Culprit: the call site.',
     AHEAD + ALOAD + AWARP + r'''
    cluster_arrive();
    if (local_i == 0)
        output[my_block_rank] = bl_sum_warps(warp_sums, TPB / WARP_SIZE + 1);  // CAUSE
    cluster_wait();''', pre=PA, cause=OOB)

case('a03_no_sync_after_warp_sums', 'advanced', 'fail 1',
     'No __syncthreads() after the elected lanes store warp_sums: thread 0\'s reads in bl_sum_warps race with the stores of warps 1..7 (PTX data race). Culprit: the warp-sum store (barrier belongs after it).',
     AHEAD + ALOAD + r'''
    if (elect_one_sync())
        warp_sums[warp] = bl_warp_sum(shared_data, warp);  // CAUSE''' + ATAIL, pre=PA, cause=RACE)

case('a04_helper_index_wrong', 'advanced', 'fail 1',
     'bl_warp_sum indexes s[warp + i] (forgot * WARP_SIZE): warps sum overlapping windows: wrong values (SPEC float bound). No line knowable.',
     AHEAD + ALOAD + AWARP + ATAIL, pre=PA.replace('s[warp * WARP_SIZE + i]', 's[warp + i]'), cause=WRONG)

case('a05_helper_body_plus1', 'advanced', 'fail 5',
     'bl_warp_sum\'s body reads s[warp * WARP_SIZE + i + 1]: warp 7\'s lane reads shared_data[256], past the array: exit 5 (exam c21). Culprit: the body line in the helper.',
     AHEAD + ALOAD + AWARP + ATAIL, pre=PA.replace('ws += s[warp * WARP_SIZE + i];', 'ws += s[warp * WARP_SIZE + i + 1];  // CAUSE'), cause=OOB)

case('a06_macro_warp_ok', 'advanced', 'pass',
     'BL_WARP(li) ((li) / WARP_SIZE) and BL_WSTART(w) ((w) * WARP_SIZE) macros; correct. No warning.',
     AHEAD + ALOAD + r'''
    if (elect_one_sync()) {
        float ws = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            ws += shared_data[BL_WSTART(BL_WARP(local_i)) + i];
        warp_sums[BL_WARP(local_i)] = ws;
    }
    __syncthreads();''' + ATAIL, pre=PA + '\n#define BL_WARP(li) ((li) / WARP_SIZE)\n#define BL_WSTART(w) ((w) * WARP_SIZE)')

case('a07_lambda_every_lane_stores', 'advanced', 'fail 1',
     'The lambda warp sum is called and stored by every lane (elect_one_sync forgotten): 32 unordered stores of warp_sums[warp] by one warp (PTX data race: conflicting, unordered; SPEC one-writer applies to outputs only, this is the race). Culprit: the store line.',
     AHEAD + ALOAD + r'''
    auto wsum = [&](int w) { float a = 0.0f; for (int i = 0; i < WARP_SIZE; i++) a += shared_data[w * WARP_SIZE + i]; return a; };
    warp_sums[warp] = wsum(warp);  // CAUSE
    __syncthreads();''' + ATAIL, pre=PA, cause=RACEW)

case('a08_no_sync_after_load', 'advanced', 'fail 1',
     'No __syncthreads() after the scaled load: each elected lane reads its warp\'s 32 values in bl_warp_sum while the other lanes store them; lanes of one warp are not ordered without __syncwarp (PG Independent Thread Scheduling): data race. Culprit: the load.',
     AHEAD + r'''
    shared_data[local_i] = input[global_i] * (float)(my_block_rank + 1);  // CAUSE''' + AWARP + ATAIL, pre=PA, cause=RACE)

case('a09_near_identical_guards', 'advanced', 'fail 1',
     'Two near-identical guard definitions: lane0 = local_i % WARP_SIZE == 0 and thread0 = local_i % WARP_SIZE == 0 (meant % TPB): the output store under thread0 runs in 8 threads: several writers of output[rank] (SPEC; PTX race). Culprit: the thread0 definition.',
     AHEAD + ALOAD + r'''
    const bool lane0 = (local_i % WARP_SIZE) == 0;
    const bool thread0 = (local_i % WARP_SIZE) == 0;  // CAUSE
    if (lane0)
        warp_sums[warp] = bl_warp_sum(shared_data, warp);
    __syncthreads();
    cluster_arrive();
    if (thread0)
        output[my_block_rank] = bl_sum_warps(warp_sums, TPB / WARP_SIZE);
    cluster_wait();''', pre=PA, cause=WRITERS)

case('a10_last_warp_skipped', 'advanced', 'fail 1',
     'The warp-sum guard is `warp < TPB / WARP_SIZE - 1 && elect_one_sync()` (uniform per warp, so elect is fine): warp_sums[7] is never stored, and thread 0 reads the uninitialised shared value: wrong/indeterminate total (SPEC). Culprit: the guard line; a checker sees the read of never-written shared memory.',
     AHEAD + ALOAD + r'''
    if (warp < TPB / WARP_SIZE - 1 && elect_one_sync())  // CAUSE
        warp_sums[warp] = bl_warp_sum(shared_data, warp);
    __syncthreads();''' + ATAIL, pre=PA, cause=UNINIT)

case('a11_template_ok', 'advanced', 'pass',
     'bl_tsum<T> template instantiated for float twice (warp and block level). Correct. No warning.',
     AHEAD + ALOAD + r'''
    if (elect_one_sync())
        warp_sums[warp] = bl_tsum<float>(shared_data + warp * WARP_SIZE, WARP_SIZE);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0)
        output[my_block_rank] = bl_tsum<float>(warp_sums, TPB / WARP_SIZE);
    cluster_wait();''', pre=PA + r'''
template <typename T>
__device__ T bl_tsum(const T *p, int n)
{
    T a = 0;
    for (int i = 0; i < n; i++)
        a += p[i];
    return a;
}''')

case('a12_cleanup_no_sync', 'advanced', 'fail 1',
     'After thread 0 sums the warp sums, lane 0 of each warp clears warp_sums[warp] with no barrier between: the clearing stores race with thread 0\'s reads (PTX data race). Culprit: the clearing store.',
     AHEAD + ALOAD + AWARP + r'''
    cluster_arrive();
    if (local_i == 0)
        output[my_block_rank] = bl_sum_warps(warp_sums, TPB / WARP_SIZE);
    if (local_i % WARP_SIZE == 0)
        warp_sums[warp] = 0.0f;  // CAUSE
    cluster_wait();''', pre=PA, cause=RACE)

case('a13_template_two_instances_one_wrong', 'advanced', 'fail 5',
     'bl_tsum_n<N> (template on the count) instantiated twice: <WARP_SIZE> for the warps (right) and <TPB / WARP_SIZE * 2> for warp_sums at the block call site: reads warp_sums[8..15], past the array: exit 5 (exam c21). Culprit: the second instantiation\'s call site.',
     AHEAD + ALOAD + r'''
    if (elect_one_sync())
        warp_sums[warp] = bl_tsum_n<WARP_SIZE>(shared_data + warp * WARP_SIZE);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0)
        output[my_block_rank] = bl_tsum_n<TPB / WARP_SIZE * 2>(warp_sums);  // CAUSE
    cluster_wait();''', pre=PA + r'''
template <int N>
__device__ float bl_tsum_n(const float *p)
{
    float a = 0.0f;
    for (int i = 0; i < N; i++)
        a += p[i];
    return a;
}''', cause=OOB)

# ================================================================== last-block
PL = r'''
// ---- helpers (block tree, ticket)
__device__ void bl_block_tree(float *s, int li)
{
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (li < stride)
            s[li] += s[li + stride];
        __syncthreads();
    }
}
__device__ bool bl_take_ticket(unsigned int *counter)
{
    __shared__ bool last;
    if (threadIdx.x == 0) {
        __threadfence();
        unsigned int t = atomicAdd(counter, 1u);
        last = (t == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    return last;
}'''
LHEAD = r'''
    __shared__ float shared_mem[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    shared_mem[local_i] = input[global_i];
    __syncthreads();
    bl_block_tree(shared_mem, local_i);
    if (local_i == 0)
        partials[blockIdx.x] = shared_mem[0];'''
LMERGE = r'''
    if (bl_take_ticket(counter)) {
        float sum = 0.0f;
        for (unsigned int b = local_i; b < gridDim.x; b += blockDim.x)
            sum += partials[b];
        shared_mem[local_i] = sum;
        __syncthreads();
        bl_block_tree(shared_mem, local_i);
        if (local_i == 0) {
            output[0] = shared_mem[0];
            *counter = 0;
        }
    }'''

case('l01_helpers_ok', 'last-block', 'pass',
     'bl_block_tree called twice (partial and merge), bl_take_ticket with both fences (PG threadFenceReduction), reset by the last block. Same as the solution. No warning on either launch.',
     LHEAD + LMERGE, pre=PL)

case('l02_no_reset', 'last-block', 'fail 1',
     'The last block never resets *counter: launch 2 starts at 256, no block gets ticket 255, output[0] is not written on launch 2 (SPEC: two launches, no host reset). A missing statement: no line knowable; the symptom is on launch 2 only.',
     LHEAD + LMERGE.replace('            *counter = 0;\n', ''), pre=PL, cause=COUNTER)

case('l03_helper_no_release_fence', 'last-block', 'fail 1',
     'bl_take_ticket (helper block) lacks the first __threadfence(): the partial store is not ordered before the ticket for other blocks, so the last block may read a stale partial (PG Memory Fence Functions, threadFenceReduction; PTX: no release pattern = data race). Culprit: the ticket line in the helper (the fence belongs before it).',
     LHEAD + LMERGE, pre=PL.replace('''        __threadfence();
        unsigned int t = atomicAdd(counter, 1u);''', '''        unsigned int t = atomicAdd(counter, 1u);  // CAUSE'''), cause=FENCE)

case('l04_ticket_eq_griddim', 'last-block', 'fail 1',
     'bl_take_ticket compares t == gridDim.x: tickets run 0..255, so no block is last and output[0] is never written (SPEC). A wrong value (not written): no line knowable. (Cause pattern corrected after the first run: p34\'s first line "no block merged in launch 1 ... check what the ticket is compared with" names the true cause; my pattern had only "not written".)',
     LHEAD + LMERGE, pre=PL.replace('last = (t == gridDim.x - 1);', 'last = (t == gridDim.x);'), cause=NOTW + r'|no block merged|ticket')

case('l05_merge_no_sync_before_tree', 'last-block', 'fail 1',
     'In the merge, no __syncthreads() between `shared_mem[local_i] = sum` and the second bl_block_tree call: the helper\'s first step reads s[li + 128] while thread li + 128 stores it (PTX data race). The same helper is right at its first call site. Culprit: the store before the second call.',
     LHEAD + r'''
    if (bl_take_ticket(counter)) {
        float sum = 0.0f;
        for (unsigned int b = local_i; b < gridDim.x; b += blockDim.x)
            sum += partials[b];
        shared_mem[local_i] = sum;  // CAUSE
        bl_block_tree(shared_mem, local_i);
        if (local_i == 0) {
            output[0] = shared_mem[0];
            *counter = 0;
        }
    }''', pre=PL, cause=RACE)

case('l06_partial_index_plus1', 'last-block', 'fail 5',
     'The partial write stores partials[blockIdx.x + 1]: block 255 stores partials[256], past its 256 floats (SPEC): out-of-bounds global store, exit 5. Culprit: the partial write (not the merge, which reads a never-written partials[0]).',
     LHEAD.replace('partials[blockIdx.x] = shared_mem[0];', 'partials[blockIdx.x + 1] = shared_mem[0];  // CAUSE') + LMERGE, pre=PL, cause=OOB)

case('l07_merge_bound_short', 'last-block', 'fail 1',
     'Serial merge by thread 0 with bound b < gridDim.x - 1: misses the last partial (SPEC exact). Partial write right; merge wrong. No line knowable.',
     LHEAD + r'''
    if (bl_take_ticket(counter)) {
        if (local_i == 0) {
            float total = 0.0f;
            for (unsigned int b = 0; b < gridDim.x - 1; b++)
                total += partials[b];
            output[0] = total;
            *counter = 0;
        }
    }''', pre=PL, cause=WRONG)

case('l08_partial_wrong_source', 'last-block', 'fail 1',
     'The partial write stores shared_mem[1] (half a tree step\'s value) instead of shared_mem[0]: every partial wrong, seen only in the total (SPEC exact). Merge right. No line knowable.',
     LHEAD.replace('partials[blockIdx.x] = shared_mem[0];', 'partials[blockIdx.x] = shared_mem[1];') + LMERGE, pre=PL, cause=WRONG)

case('l09_helper_no_sync_after_ticket', 'last-block', 'fail 1',
     'bl_take_ticket has no __syncthreads() before `return last`: threads 1..255 read the shared flag while thread 0 stores it (PTX data race; exam l11). Culprit: the flag read (return) in the helper.',
     LHEAD + LMERGE, pre=PL.replace('''    __syncthreads();
    return last;''', '''    return last;  // CAUSE'''), cause=RACE + r'|ticket')

case('l10_lambda_merge_ok', 'last-block', 'pass',
     'Merge by a lambda every thread of the last block may call (reads only); thread 0 stores output[0] and resets. Correct. No warning.',
     LHEAD + r'''
    auto merge = [&]() { float t = 0.0f; for (unsigned int b = 0; b < gridDim.x; b++) t += partials[b]; return t; };
    if (bl_take_ticket(counter)) {
        if (local_i == 0) {
            output[0] = merge();
            *counter = 0;
        }
    }''', pre=PL)

case('l11_lambda_merge_every_thread_stores', 'last-block', 'fail 1',
     'output[0] = merge() with no thread guard: 256 threads of the last block store output[0] (SPEC one writer; PTX data race). Culprit: the store line.',
     LHEAD + r'''
    auto merge = [&]() { float t = 0.0f; for (unsigned int b = 0; b < gridDim.x; b++) t += partials[b]; return t; };
    if (bl_take_ticket(counter)) {
        output[0] = merge();  // CAUSE
        __syncthreads();
        if (local_i == 0)
            *counter = 0;
    }''', pre=PL, cause=WRITERS)

case('l12_second_tree_callsite_offset', 'last-block', 'fail 5',
     'bl_block_tree called twice; the merge call site passes shared_mem + 1: thread 127 at stride 128 reads shared_mem[256], past the array: exit 5 (exam c21). First call site right. Culprit: the second call site.',
     LHEAD + LMERGE.replace('bl_block_tree(shared_mem, local_i);', 'bl_block_tree(shared_mem + 1, local_i);  // CAUSE'), pre=PL, cause=OOB)

case('l13_macro_step_merge_no_barrier', 'last-block', 'fail 1',
     'A tree-step macro used in both trees; in the merge tree the __syncthreads() after the step is missing: step k reads what other threads write in step k-1 unordered (PTX data race). Culprit: the merge-tree macro use.',
     r'''
    __shared__ float shared_mem[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    shared_mem[local_i] = input[global_i];
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        BL_STEP(shared_mem, local_i, stride);
        __syncthreads();
    }
    if (local_i == 0)
        partials[blockIdx.x] = shared_mem[0];
    if (bl_take_ticket(counter)) {
        float sum = 0.0f;
        for (unsigned int b = local_i; b < gridDim.x; b += blockDim.x)
            sum += partials[b];
        shared_mem[local_i] = sum;
        __syncthreads();
        for (int stride = TPB / 2; stride > 0; stride /= 2)
            BL_STEP(shared_mem, local_i, stride);  // CAUSE
        __syncthreads();
        if (local_i == 0) {
            output[0] = shared_mem[0];
            *counter = 0;
        }
    }''', pre=PL + '\n#define BL_STEP(s, li, st) if ((li) < (st)) (s)[li] += (s)[(li) + (st)]', cause=RACE)

case('l14_reset_by_atomicsub', 'last-block', 'fail 1',
     'The last block "resets" with atomicSub(counter, gridDim.x - 1): the counter ends at 1, so on launch 2 the block with ticket 254 thinks it is last and merges while one block has not yet published (SPEC: two launches, no host reset; launch 1 is right). No line knowable (the symptom is on launch 2).',
     LHEAD + LMERGE.replace('*counter = 0;', 'atomicSub(counter, gridDim.x - 1);'), pre=PL, cause=COUNTER)

case('l15_atomicinc_helper_ok', 'last-block', 'pass',
     'The ticket helper uses atomicInc(counter, gridDim.x - 1): ((old >= val) ? 0 : old + 1) wraps 255 -> 0, so the counter is back at 0 with no reset (PG Atomic Functions; exam l07). No warning.',
     LHEAD + r'''
    if (bl_take_ticket_inc(counter)) {
        if (local_i == 0) {
            float total = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++)
                total += partials[b];
            output[0] = total;
        }
    }''', pre=PL + r'''
__device__ bool bl_take_ticket_inc(unsigned int *counter)
{
    __shared__ bool last;
    if (threadIdx.x == 0) {
        __threadfence();
        last = (atomicInc(counter, gridDim.x - 1) == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    return last;
}''')

case('l16_block_fence_release', 'last-block', 'fail 1',
     'The release fence in bl_take_ticket is __threadfence_block(): it orders the partial store before the ticket only as observed by the block\'s own threads (PG Memory Fence Functions), so the last block may read a stale partial (PTX: fence.cta is not morally strong with a thread of another CTA: data race). Culprit: the block fence line.',
     LHEAD + LMERGE, pre=PL.replace('''        __threadfence();
        unsigned int t''', '''        __threadfence_block();  // CAUSE
        unsigned int t'''), cause=FENCE)

case('l17_merge_assign_not_add', 'last-block', 'fail 1',
     'Serial merge body `total = partials[b]` (assign, not add), a near-identical of the right line: output is the last partial (SPEC exact). Merge bug, partial write right. No line knowable.',
     LHEAD + r'''
    if (bl_take_ticket(counter)) {
        if (local_i == 0) {
            float total = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++)
                total = partials[b];
            output[0] = total;
            *counter = 0;
        }
    }''', pre=PL, cause=WRONG)

case('l18_two_ticket_helpers_one_wrong', 'last-block', 'fail 1',
     'Two near-identical ticket helpers at the top; the kernel calls bl_take_ticket2, which stores `last` from thread 0 but its __syncthreads() sits before the store: threads read the flag while thread 0 stores it (PTX data race; exam l11). Culprit: the flag store in bl_take_ticket2.',
     LHEAD + LMERGE.replace('bl_take_ticket(counter)', 'bl_take_ticket2(counter)'), pre=PL + r'''
__device__ bool bl_take_ticket2(unsigned int *counter)
{
    __shared__ bool last2;
    __syncthreads();
    if (threadIdx.x == 0) {
        __threadfence();
        unsigned int t = atomicAdd(counter, 1u);
        last2 = (t == gridDim.x - 1);  // CAUSE
        __threadfence();
    }
    return last2;
}''', cause=RACE + r'|ticket')

case('l19_merge_reads_before_ticket', 'last-block', 'fail 1',
     'The merge\'s strided read of the partials is hoisted above the ticket (every block reads all partials, then only the last one uses them): the reads race with other blocks\' partial stores (PTX data race; the fences order nothing for reads before the ticket). Culprit: the hoisted read.',
     LHEAD + r'''
    float sum = 0.0f;
    for (unsigned int b = local_i; b < gridDim.x; b += blockDim.x)
        sum += partials[b];  // CAUSE
    if (bl_take_ticket(counter)) {
        shared_mem[local_i] = sum;
        __syncthreads();
        bl_block_tree(shared_mem, local_i);
        if (local_i == 0) {
            output[0] = shared_mem[0];
            *counter = 0;
        }
    }''', pre=PL, cause=RACE + r'|read before|partial')

case('l20_template_tree_atomicexch_ok', 'last-block', 'pass',
     'Uses a second block-tree helper (template on the size) for both trees, and the reset by atomicExch(counter, 0) in the last block (exam l19). Correct. No warning.',
     LHEAD.replace('bl_block_tree(shared_mem, local_i);', 'bl_tree_t<TPB>(shared_mem, local_i);') + LMERGE.replace('bl_block_tree(shared_mem, local_i);', 'bl_tree_t<TPB>(shared_mem, local_i);').replace('*counter = 0;', 'atomicExch(counter, 0u);'),
     pre=PL + r'''
template <int N>
__device__ void bl_tree_t(float *s, int li)
{
    for (int stride = N / 2; stride > 0; stride /= 2) {
        if (li < stride)
            s[li] += s[li + stride];
        __syncthreads();
    }
}''')
