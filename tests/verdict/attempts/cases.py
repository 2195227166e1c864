# Cases for gen.py (docs/verdict-attempts.md): a learner's EDIT HISTORY. For each puzzle, the
# versions one learner writes, in order, starting from the FILL IN regions of problems/p34.cu and
# moving on after each p34 report or --hint (host/hints.c): the first naive fill-in, "almost right"
# versions (one forgotten barrier / fence / reset / guard, right in block 0 only, right sum with the
# wrong scaling, blockIdx.x for the cluster rank, the stub's code partly left, a leftover debug
# printf, an early return, every thread storing the output, temp_storage read before the cluster
# barrier, atomicAdd onto an output never zeroed) and finally correct versions written differently.
# Each body starts with the stub's own declarations (global_i, local_i, my_block_rank, and the
# stub's __shared__ arrays), as a learner's file does. The learner's is_last_block() is written in
# `pre` under a per-case name (the reference's is_last_block is already in the file).
# Every verdict was decided before p34 ran the kernel.
# Citations: PTX = PTX ISA: "Memory Consistency Model" (data race: two conflicting accesses, not
# morally strong, unordered by causality order; release pattern = fence then strong write, acquire
# pattern = strong read then fence; atom without .sem is relaxed), "barrier.cluster" (arrive is a
# release and does not block, wait is an acquire and waits for every non-exited thread of the
# cluster; a thread arrives once per phase), "exit" (exited threads release barriers they hold up),
# "elect.sync" (every lane of membermask executes it; which lane wins is unspecified).
# PG = CUDA C++ Programming Guide: "Synchronization Functions" (__syncthreads orders the block's
# accesses; in conditional code only if the condition is uniform), "Memory Fence Functions"
# (__threadfence; the threadFenceReduction last-block sample), "Atomic Functions" (atomicAdd,
# atomicInc returns old and stores ((old >= val) ? 0 : old+1)), "Thread Block Clusters" / Cluster
# Group (block_rank, barrier_arrive/barrier_wait, sync), "Distributed Shared Memory" (a block must
# not exit while peers access its shared memory), "Formatted Output" (printf).
# SPEC = docs/SPEC.md (Launches and inputs; Checking: buffers filled with NaN before each launch,
# one thread stores each output element, --last-block launched twice with no host reset, counter
# must be 0 at the end; Known errors: elect_one_sync is per warp; blockIdx.x equals the rank here).
# Precedents from earlier hunts are named where a rule left a choice (exam, learn, hunt, cause,
# twobug, hints, locks).
RACE = r'data race|stored by|read-modify-written|several'
HANG = r'deadlock|did not finish|hang|watchdog'
WRONG = r'❌|not written|expected'
OOB = r'out-of-bounds'
FENCE = r'threadfence|fence|data race'
RESET = r'counter|reset'

CO_HEAD = r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
'''
RE_HEAD = r'''
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
'''
AD_HEAD = RE_HEAD
LB_HEAD = r'''
    __shared__ float shared_mem[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
'''
# the fill step of parts 1 and 3, as hint 2/3 of --coordination write it
CO_FILL = r'''
    const float data_scale = (float)(my_block_rank + 1);
    if (global_i < size)
        shared_data[local_i] = input[global_i] * data_scale;
'''

# ============================================================== coordination (the learner's c-series)
case('c01_every_thread_adds_output', 'coordination', 'fail 1',
     'Version 1, before any hint: every thread does `output[my_block_rank] += input[global_i] * (my_block_rank + 1)`. 256 threads per block read-modify-write output[r] with plain loads and stores, unordered: a data race (PTX Memory Consistency Model), and output[r] starts as NaN (SPEC Checking: buffers filled with NaN), so even a serial run gives NaN. SPEC: one thread stores each output element. Exit 1.',
     CO_HEAD + r'''
    output[my_block_rank] += input[global_i] * (float)(my_block_rank + 1);  // CAUSE
    cluster_sync();''', cause=RACE)

case('c02_arrive_used_as_block_barrier', 'coordination', 'fail 1',
     'Version 2, after hint 1-2: fills shared_data, then cluster_arrive() "so everyone is ready", thread 0 sums, cluster_wait(). barrier.cluster.arrive does not block (PTX barrier.cluster; hint 4 says it returns at once), and there is no __syncthreads(): thread 0 reads shared_data[i] that other threads may not have stored: a shared-memory data race (PTX; PG Synchronization Functions). Exit 1 (precedent exam c09_cluster_arrive_for_syncthreads).',
     CO_HEAD + CO_FILL + r'''
    cluster_arrive();
    if (local_i == 0) {
        float sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            sum += shared_data[i];  // CAUSE
        output[my_block_rank] = sum;
    }
    cluster_wait();''', cause=RACE)

case('c03_sum_into_output_never_zeroed', 'coordination', 'fail 1',
     'Version 3, after hint 3: __syncthreads() added, but thread 0 accumulates straight into the output: `output[my_block_rank] += shared_data[i]` with no zeroing. Output starts as NaN (SPEC Checking), NaN + x = NaN: every block prints NaN, exit 1. (One thread stores, ordered by program order: no race; the value is wrong.)',
     CO_HEAD + CO_FILL + r'''
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        for (int i = 0; i < TPB; i++)
            output[my_block_rank] += shared_data[i];  // CAUSE
    }
    cluster_wait();''', cause=WRONG + '|read-modify|NaN|never zeroed|uninitiali')

case('c04_zero_output_then_accumulate', 'coordination', 'pass',
     'Version 4: c03 with `output[my_block_rank] = 0.0f;` before the loop. Thread 0 alone stores output[r] (257 stores, one thread: SPEC counts threads), in program order; __syncthreads orders the fill before the reads (PG Synchronization Functions); arrive/wait by every thread once (PTX barrier.cluster). Values: the 256 scaled inputs in index order, within SPEC tolerance. Pass.',
     CO_HEAD + CO_FILL + r'''
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        output[my_block_rank] = 0.0f;
        for (int i = 0; i < TPB; i++)
            output[my_block_rank] += shared_data[i];
    }
    cluster_wait();''')

case('c05_scale_by_rank_not_rank_plus_one', 'coordination', 'fail 1',
     'Almost right: data_scale = (float)my_block_rank (the +1 forgotten). Block 0 stores 0.0 instead of 114.0 and blocks 1-3 store r/(r+1) of the expected value (SPEC Launches: each x (b+1)): wrong values, exit 1.',
     CO_HEAD + r'''
    const float data_scale = (float)my_block_rank;  // CAUSE
    if (global_i < size)
        shared_data[local_i] = input[global_i] * data_scale;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            sum += shared_data[i];
        output[my_block_rank] = sum;
    }
    cluster_wait();''', cause=WRONG)

case('c06_loads_local_i_not_global_i', 'coordination', 'fail 1',
     'Right in block 0 only: the load is `input[local_i] * data_scale`, so every block scales block 0\'s inputs. Block 0 gives 114.0 (right); block r gives (r+1) x 114.0 = 228.0, 342.0, 456.0 where SPEC expects 231.2, 345.6, 459.2 (the i % 10 pattern differs per block): wrong, exit 1.',
     CO_HEAD + r'''
    const float data_scale = (float)(my_block_rank + 1);
    shared_data[local_i] = input[local_i] * data_scale;  // CAUSE
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            sum += shared_data[i];
        output[my_block_rank] = sum;
    }
    cluster_wait();''', cause=WRONG)

case('c07_blockidx_for_rank', 'coordination', 'pass',
     'Uses blockIdx.x where block_rank_in_cluster() is meant, for both the scale and the output index. SPEC Launches: grid 4, cluster (4,1,1): one cluster, so blockIdx.x == block_rank() (PG Thread Block Clusters; SPEC Known errors). Otherwise the hint-5 pattern. Pass (precedent exam c02_output_by_blockidx).',
     CO_HEAD + r'''
    const float data_scale = (float)(blockIdx.x + 1);
    if (global_i < size)
        shared_data[local_i] = input[global_i] * data_scale;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            sum += shared_data[i];
        output[blockIdx.x] = sum;
    }
    cluster_wait();''')

case('c08_wait_then_arrive', 'coordination', 'fail 4',
     'The two halves swapped: cluster_wait() first, cluster_arrive() at the end. barrier.cluster.wait waits for every non-exited thread of the cluster to arrive on the current phase (PTX barrier.cluster); no thread has arrived and every thread is waiting: deadlock, exit 4 (precedent c_wait_before_arrive).',
     CO_HEAD + CO_FILL + r'''
    __syncthreads();
    cluster_wait();  // CAUSE
    if (local_i == 0) {
        float sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            sum += shared_data[i];
        output[my_block_rank] = sum;
    }
    cluster_arrive();''', cause=HANG)

case('c09_every_thread_stores_block_sum', 'coordination', 'fail 1',
     'The `if (local_i == 0)` dropped: every thread loops over shared_data and stores the same sum in output[my_block_rank]. 256 unordered plain stores to one address: SPEC Checking "each output element is stored by exactly one thread per launch", and conflicting writes unordered by causality are a data race even with equal values (PTX). Exit 1.',
     CO_HEAD + CO_FILL + r'''
    __syncthreads();
    cluster_arrive();
    float sum = 0.0f;
    for (int i = 0; i < TPB; i++)
        sum += shared_data[i];
    output[my_block_rank] = sum;  // CAUSE
    cluster_wait();''', cause=RACE)

case('c10_debug_printf_before_barrier', 'coordination', 'fail 1',
     'A leftover debug line: `if (local_i == 0) printf("last %f\\n", shared_data[TPB - 1]);` right after the fill, before __syncthreads(). Thread 0 reads shared_data[255], stored by thread 255 with nothing ordering the two: a shared-memory data race (PTX Memory Consistency Model; PG Synchronization Functions). The rest is the hint-5 pattern. Exit 1.',
     CO_HEAD + CO_FILL + r'''
    if (local_i == 0) printf("last %f\n", shared_data[TPB - 1]);  // CAUSE
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            sum += shared_data[i];
        output[my_block_rank] = sum;
    }
    cluster_wait();''', cause=RACE)

case('c11_debug_printf_after_barrier', 'coordination', 'pass',
     'c10 with the debug printf moved after __syncthreads() and printing thread 0\'s sum (PG Formatted Output: printf from a kernel is allowed; p34 captures it). Every shared access ordered by the block barrier; one writer per output. Pass.',
     CO_HEAD + CO_FILL + r'''
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            sum += shared_data[i];
        printf("block %u sum %f (last %f)\n", my_block_rank, sum, shared_data[TPB - 1]);
        output[my_block_rank] = sum;
    }
    cluster_wait();''')

case('c12_loop_to_size_not_tpb', 'coordination', 'fail 5',
     'Thread 0\'s loop runs `i < size` (1024, the whole input) over shared_data[TPB]: it reads shared_data[256], past the __shared__ array: out of bounds, exit 5 (precedent exam c21_sum_index_off_by_one).',
     CO_HEAD + CO_FILL + r'''
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float sum = 0.0f;
        for (int i = 0; i < size; i++)
            sum += shared_data[i];  // CAUSE
        output[my_block_rank] = sum;
    }
    cluster_wait();''', cause=OOB)

case('c13_others_return_before_cluster_barrier', 'coordination', 'pass',
     'A second `return` early: after __syncthreads(), `if (local_i != 0) return;` - only thread 0 goes on to arrive, sum, store, wait. PTX exit: exited threads release barriers they hold up; barrier.cluster.wait waits for the non-exited threads only (non-.aligned in CG, precedent locks k06 / exam c22_upper_half_exits_at_start). No DSMEM, exited threads stored nothing after the barrier. Pass.',
     CO_HEAD + CO_FILL + r'''
    __syncthreads();
    if (local_i != 0) return;
    cluster_arrive();
    float sum = 0.0f;
    for (int i = 0; i < TPB; i++)
        sum += shared_data[i];
    output[my_block_rank] = sum;
    cluster_wait();''')

case('c14_tree_with_cg_split_barrier', 'coordination', 'pass',
     'Final version, rewritten: a shared-memory tree (__syncthreads() after every halving step, outside the if: PG Synchronization Functions), cg::this_cluster() with barrier_arrive()/barrier_wait() (PG Cluster Group), thread 0 stores shared_data[0] between them. Tree order of a float sum: within SPEC tolerance. Pass.',
     CO_HEAD + r'''
    cg::cluster_group cluster = cg::this_cluster();
    shared_data[local_i] = global_i < size ? input[global_i] * (float)(cluster.block_rank() + 1) : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_data[local_i] += shared_data[local_i + stride];
        __syncthreads();
    }
    auto token = cluster.barrier_arrive();
    if (local_i == 0)
        output[my_block_rank] = shared_data[0];
    cluster.barrier_wait(std::move(token));''')

case('c15_shuffle_and_shared_atomic', 'coordination', 'pass',
     'Another final version: each warp reduces with __shfl_down_sync (PG Warp Shuffle Functions, full mask, all lanes active), lane 0 of each warp atomicAdds into a __shared__ float zeroed by thread 0 before a __syncthreads() (PG Atomic Functions), __syncthreads(), thread 0 stores it. The atomics order is free; the float sum stays within SPEC tolerance. Split cluster barrier around the store. Pass.',
     CO_HEAD + r'''
    __shared__ float block_total;
    if (local_i == 0) block_total = 0.0f;
    float v = input[global_i] * (float)(my_block_rank + 1);
    for (int off = WARP_SIZE / 2; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    __syncthreads();
    if (local_i % WARP_SIZE == 0)
        atomicAdd(&block_total, v);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0)
        output[my_block_rank] = block_total;
    cluster_wait();''')

# ============================================================== reduction (the learner's r-series)
RE_TREE = r'''
    __shared__ float shared_mem[TPB];
    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
'''
RE_PUBLISH = r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
'''

case('r01_every_thread_atomicadd_output', 'reduction', 'fail 1',
     'Version 1: `atomicAdd(output, input[global_i])` in every thread, nothing else. output[0] starts as NaN (SPEC Checking: output and scratch filled with NaN before each launch): NaN + x = NaN whatever the order. Exit 1. (The one-writer clause of SPEC Checking does not count atomics, project convention: the NaN alone decides.)',
     RE_HEAD + r'''
    atomicAdd(output, input[global_i]);  // CAUSE''', cause=RACE + '|' + WRONG)

case('r02_zero_output_then_atomicadd', 'reduction', 'fail 1',
     'Version 2, "fixed" by zeroing: `if (global_i == 0) output[0] = 0.0f;` then every thread atomicAdds. The plain store of thread 0 of block 0 and the other threads\' atomics on output[0] conflict, the weak store is not morally strong with them and nothing (no barrier at all) orders it before them: a data race (PTX Memory Consistency Model); an atomic landing before the zero is lost, or one reads NaN. Exit 1.',
     RE_HEAD + r'''
    if (global_i == 0)
        output[0] = 0.0f;  // CAUSE
    atomicAdd(output, input[global_i]);''', cause=RACE)

case('r03_tree_without_step_barrier', 'reduction', 'fail 1',
     'Version 3, hint 2 followed without hint 3: the tree has one __syncthreads() after the load and none inside the halving loop. Step k reads shared_mem[local_i + stride] that another thread writes in step k-1 with no barrier between: shared-memory data race (PTX; PG Synchronization Functions). The publish / cluster_sync / one-writer tail is right. Exit 1.',
     RE_HEAD + r'''
    __shared__ float shared_mem[TPB];
    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];  // CAUSE
    }
''' + RE_PUBLISH + r'''
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }''', cause=RACE)

case('r04_step_barrier_inside_if', 'reduction', 'fail 4',
     'Version 4: the barrier moved into the loop but inside `if (local_i < stride)` (hint 3 misread). __syncthreads() in non-uniform conditional code (PG Synchronization Functions: may hang). Threads with local_i >= stride skip it and go on to cluster_sync() while the others wait at the block barrier for them: a hang, exit 4 (precedent hints r03_h3_sync_inside_if, cause k15).',
     RE_HEAD + r'''
    __shared__ float shared_mem[TPB];
    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride) {
            shared_mem[local_i] += shared_mem[local_i + stride];
            __syncthreads();  // CAUSE
        }
    }
''' + RE_PUBLISH + r'''
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }''', cause=HANG + '|diverg')

case('r05_syncthreads_for_cluster_sync', 'reduction', 'fail 1',
     'Version 5: tree right; after publishing temp_storage[rank] the learner uses __syncthreads() where cluster_sync() is meant. __syncthreads orders the block only (PG Synchronization Functions): rank 0 thread 0 reads temp_storage[1..3] that other blocks store, unordered: global-memory data race (PTX), exit 1 (precedent blame r05_no_cluster_sync).',
     RE_HEAD + RE_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    __syncthreads();
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];  // CAUSE
        output[0] = total;
    }''', cause=RACE)

case('r06_reads_temp_before_cluster_sync', 'reduction', 'fail 1',
     'Version 6: cluster_sync() added, but after the gather: rank 0 thread 0 reads temp_storage[0..3] and stores output[0], and only then does every thread call cluster_sync(). The peers\' stores are released by their arrive, which rank 0 has not yet acquired when it reads (PTX barrier.cluster: the wait acquires): data race on temp_storage[1..3], exit 1.',
     RE_HEAD + RE_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];  // CAUSE
        output[0] = total;
    }
    cluster_sync();''', cause=RACE)

case('r07_every_block_writes_total', 'reduction', 'fail 1',
     'Version 7: barrier right, but the writer is `if (local_i == 0)` without the rank test: thread 0 of each of the 4 blocks sums temp_storage and stores output[0]. SPEC Checking: exactly one thread stores each output element; 4 unordered stores to one address are a data race even with equal values (PTX). Exit 1.',
     RE_HEAD + RE_TREE + RE_PUBLISH + r'''
    if (local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;  // CAUSE
    }''', cause=RACE)

case('r08_rank0_and_elect_per_warp', 'reduction', 'fail 1',
     'Version 8, after hint 5 half-read: `if (my_block_rank == 0 && elect_one_sync())`. elect_one_sync() is true in one lane of EACH warp (PTX elect.sync over the warp; SPEC Known errors): 8 threads of rank 0 store output[0]. SPEC: exactly one thread. Exit 1.',
     RE_HEAD + RE_TREE + RE_PUBLISH + r'''
    if (my_block_rank == 0 && elect_one_sync()) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;  // CAUSE
    }''', cause=RACE)

case('r09_elect_after_thread_filter', 'reduction', 'fail 4',
     'Version 9: `my_block_rank == 0 && local_i == 0 && elect_one_sync()`: by && short-circuit only lane 0 of warp 0 executes elect.sync with the full member mask; PTX elect.sync: every thread of membermask must execute it; lanes 1-31 never do: undefined, and p34\'s established answer (cause k22_red_elect_in_thread0) is that the lane waits for them: exit 4.',
     RE_HEAD + RE_TREE + RE_PUBLISH + r'''
    if (my_block_rank == 0 && local_i == 0 && elect_one_sync()) {  // CAUSE
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }''', cause=HANG + '|elect')

case('r10_near_solution_from_hint', 'reduction', 'pass',
     'Version 10, hint 6 typed in: tree with barriers outside the if; thread 0 publishes temp_storage[rank]; cluster_sync() by every thread (release/acquire across the cluster, PTX barrier.cluster; PG Cluster Group sync); `my_block_rank == 0 && local_i / WARP_SIZE == 0 && elect_one_sync()`: all 32 lanes of warp 0 of rank 0 execute elect.sync, exactly one wins, one writer. Whole-number sums exact. Pass.',
     RE_HEAD + RE_TREE + RE_PUBLISH + r'''
    if (my_block_rank == 0 && local_i / WARP_SIZE == 0 && elect_one_sync()) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }''')

case('r11_scaled_like_part1', 'reduction', 'fail 1',
     'Right structure, wrong scaling: the load copied from part 1, `input[global_i] * (my_block_rank + 1)`. SPEC Launches: --reduction\'s output is the plain sum of all 1024 inputs (523776); this gives sum_r (r+1) x S_r = 1309056 (S_r = 32640 + 65536 r). Exit 1.',
     RE_HEAD + r'''
    __shared__ float shared_mem[TPB];
    shared_mem[local_i] = global_i < size ? input[global_i] * (float)(my_block_rank + 1) : 0.0f;  // CAUSE
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
''' + RE_PUBLISH + r'''
    if (my_block_rank == 0 && local_i / WARP_SIZE == 0 && elect_one_sync()) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }''', cause=WRONG)

case('r12_gather_loop_le_cluster_size', 'reduction', 'fail 5',
     'The gather loop written `r <= CLUSTER_SIZE`: rank 0 reads temp_storage[4], past the 4-float scratch buffer (SPEC Launches: temp_storage 4 floats): out of bounds, exit 5 (precedent twobug r03_oob_temp_and_no_cluster_sync).',
     RE_HEAD + RE_TREE + RE_PUBLISH + r'''
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r <= CLUSTER_SIZE; r++)
            total += temp_storage[r];  // CAUSE
        output[0] = total;
    }''', cause=OOB)

case('r13_atomicadd_into_temp_never_zeroed', 'reduction', 'fail 1',
     'A rewrite with atomics: thread 0 of each block does atomicAdd(&temp_storage[0], shared_mem[0]); cluster_sync(); rank 0 thread 0 copies temp_storage[0] to output[0]. temp_storage is filled with NaN before the launch (SPEC Checking) and nobody zeroes it: the total is NaN. Exit 1.',
     RE_HEAD + RE_TREE + r'''
    if (local_i == 0)
        atomicAdd(&temp_storage[0], shared_mem[0]);  // CAUSE
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0)
        output[0] = temp_storage[0];''', cause=WRONG + '|read-modify-written|NaN|no defined value')

case('r14_atomicadd_into_temp_zeroed_first', 'reduction', 'pass',
     'r13 fixed: rank 0 thread 0 stores temp_storage[0] = 0 before a first cluster_sync(), then each block\'s thread 0 atomicAdds its block sum (PG Atomic Functions: device-scope atomic RMW, morally strong with each other), a second cluster_sync() (release/acquire, PTX barrier.cluster) orders all four adds before rank 0 thread 0 reads temp_storage[0] and stores output[0]. The zero is ordered before the adds by the first barrier. Whole numbers: exact in any order. Pass.',
     RE_HEAD + RE_TREE + r'''
    if (my_block_rank == 0 && local_i == 0)
        temp_storage[0] = 0.0f;
    cluster_sync();
    if (local_i == 0)
        atomicAdd(&temp_storage[0], shared_mem[0]);
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0)
        output[0] = temp_storage[0];''')

case('r15_shared_keyword_forgotten', 'reduction', 'fail 1',
     'The stub says shared_mem must be declared; the learner writes `float shared_mem[TPB];` without __shared__: a per-thread local array (PG Variable Memory Space Specifiers). Each thread sets one element of its own array and the tree reads elements of its own array that it never wrote (indeterminate values, C++ [dcl.init]); no thread ever sees another thread\'s input, so the block sums are not the sums of the inputs. Exit 1.',
     RE_HEAD + r'''
    float shared_mem[TPB];  // CAUSE
    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
''' + RE_PUBLISH + r'''
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }''', cause=WRONG + '|uninitiali|indeterminate')

case('r16_dsmem_pull_final', 'reduction', 'pass',
     'A final version written differently: no temp_storage; each block\'s tree leaves its sum in shared_mem[0]; cluster.sync(); rank 0 thread 0 reads the four sums with cluster.map_shared_rank(shared_mem, r) (PG Distributed Shared Memory) and stores output[0]; a second cluster.sync() keeps every block alive until those reads are done (PG DSMEM: no block exits while others access its shared memory). Pass (temp_storage is scratch: SPEC does not check it).',
     RE_HEAD + RE_TREE + r'''
    cg::cluster_group cluster = cg::this_cluster();
    cluster.sync();
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += *cluster.map_shared_rank(&shared_mem[0], r);
        output[0] = total;
    }
    cluster.sync();''')

case('r17_warp_shuffle_final', 'reduction', 'pass',
     'Another final version: __shfl_down_sync warp sums (PG Warp Shuffle Functions), lane 0 stores warp_sums[warp], __syncthreads(), warp 0 shuffles the 8 warp sums, thread 0 publishes temp_storage[rank]; cluster_sync(); warp 0 of rank 0: lanes 0-3 load temp_storage[lane] (others 0), a full-warp shuffle sum, lane 0 stores output[0] (one writer). Integer partial sums below 2^24: exact in any order. Pass.',
     RE_HEAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    float v = global_i < size ? input[global_i] : 0.0f;
    for (int off = WARP_SIZE / 2; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (local_i % WARP_SIZE == 0)
        warp_sums[local_i / WARP_SIZE] = v;
    __syncthreads();
    if (local_i < WARP_SIZE) {
        float w = local_i < TPB / WARP_SIZE ? warp_sums[local_i] : 0.0f;
        for (int off = WARP_SIZE / 2; off > 0; off /= 2)
            w += __shfl_down_sync(0xffffffffu, w, off);
        if (local_i == 0)
            temp_storage[my_block_rank] = w;
    }
    cluster_sync();
    if (my_block_rank == 0 && local_i < WARP_SIZE) {
        float t = local_i < CLUSTER_SIZE ? temp_storage[local_i] : 0.0f;
        for (int off = WARP_SIZE / 2; off > 0; off /= 2)
            t += __shfl_down_sync(0xffffffffu, t, off);
        if (local_i == 0)
            output[0] = t;
    }''')

# ============================================================== advanced (the learner's a-series)
AD_FILL = r'''
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int warp = local_i / WARP_SIZE;
    if (global_i < size)
        shared_data[local_i] = input[global_i] * (float)(my_block_rank + 1);
    __syncthreads();
'''
AD_WARP = r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int j = 0; j < WARP_SIZE; j++)
            s += shared_data[warp * WARP_SIZE + j];
        warp_sums[warp] = s;
    }
'''
AD_TAIL = r'''
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            total += warp_sums[w];
        output[my_block_rank] = total;
    }
    cluster_wait();'''

case('a01_part1_pasted', 'advanced', 'pass',
     'Version 1: the learner pastes their part-1 kernel (thread 0 sums all 256 scaled values, split cluster barrier). SPEC Launches describes the elected-lane method but SPEC Checking checks only the values and the one-writer rule: pass (precedent a01_thread0_sums_all_256).',
     AD_HEAD + r'''
    __shared__ float shared_data[TPB];
    if (global_i < size)
        shared_data[local_i] = input[global_i] * (float)(my_block_rank + 1);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            sum += shared_data[i];
        output[my_block_rank] = sum;
    }
    cluster_wait();''')

case('a02_elect_inside_lane0_branch', 'advanced', 'fail 4',
     'Version 2, elect_one_sync() added as a second test: `if (local_i % WARP_SIZE == 0 && elect_one_sync())`. Only lane 0 of each warp executes elect.sync with the full member mask; PTX elect.sync: every lane of membermask must execute it; lanes 1-31 never do: p34\'s established answer is a hang (exam a07_elect_inside_lane_branch, cause k22): exit 4.',
     AD_HEAD + AD_FILL + r'''
    if (local_i % WARP_SIZE == 0 && elect_one_sync()) {  // CAUSE
        float s = 0.0f;
        for (int j = 0; j < WARP_SIZE; j++)
            s += shared_data[warp * WARP_SIZE + j];
        warp_sums[warp] = s;
    }''' + AD_TAIL, cause=HANG + '|elect')

case('a03_no_barrier_before_thread0_reads', 'advanced', 'fail 1',
     'Version 3: elect right, but no __syncthreads() between the elected lanes\' stores of warp_sums[w] and thread 0 reading all eight (cluster_arrive does not wait, PTX barrier.cluster): shared-memory data race on warp_sums[1..7] (PTX; PG Synchronization Functions; hint 4). Exit 1.',
     AD_HEAD + AD_FILL + AD_WARP + r'''
    cluster_arrive();
    if (local_i == 0) {
        float total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            total += warp_sums[w];  // CAUSE
        output[my_block_rank] = total;
    }
    cluster_wait();''', cause=RACE)

case('a04_elected_lanes_atomicadd_output', 'advanced', 'fail 1',
     'Version 4, skipping warp_sums: each elected lane does atomicAdd(&output[my_block_rank], s). output starts as NaN (SPEC Checking) and nobody zeroes it: NaN (hint 5: "never += into it"). Exit 1. (Atomics are not stores under the one-writer clause, project convention: the NaN decides.)',
     AD_HEAD + AD_FILL + r'''
    cluster_arrive();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int j = 0; j < WARP_SIZE; j++)
            s += shared_data[warp * WARP_SIZE + j];
        atomicAdd(&output[my_block_rank], s);  // CAUSE
    }
    cluster_wait();''', cause=RACE + '|' + WRONG)

case('a05_warp_sums_accumulated_unzeroed', 'advanced', 'fail 1',
     'Version 5: the elected lane accumulates in place, `warp_sums[warp] += shared_data[...]`, without zeroing warp_sums[warp] first. __shared__ memory has no initial value (PG Variable Memory Space Specifiers: __shared__ variables cannot be initialised in the declaration; contents undefined at block start): the sums start from indeterminate values. Wrong by the rules, exit 1.',
     AD_HEAD + AD_FILL + r'''
    if (elect_one_sync()) {
        for (int j = 0; j < WARP_SIZE; j++)
            warp_sums[warp] += shared_data[warp * WARP_SIZE + j];  // CAUSE
    }''' + AD_TAIL, cause=WRONG + '|uninitiali|indeterminate|never|no defined value')

case('a06_warp_index_from_global_i', 'advanced', 'fail 5',
     'Right in block 0 only: `warp = global_i / WARP_SIZE`. In block 0 it equals local_i / 32; in blocks 1-3 it is 8..31, so the elected lane reads shared_data[warp * 32 + j] from 256 up and stores warp_sums[8..31], past both __shared__ arrays: out of bounds, exit 5 (precedent exam: out-of-bounds index into warp_sums).',
     AD_HEAD + r'''
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int warp = global_i / WARP_SIZE;
    if (global_i < size)
        shared_data[local_i] = input[global_i] * (float)(my_block_rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int j = 0; j < WARP_SIZE; j++)
            s += shared_data[warp * WARP_SIZE + j];  // CAUSE
        warp_sums[warp] = s;
    }''' + AD_TAIL, cause=OOB)

case('a07_elected_lanes_write_output', 'advanced', 'fail 1',
     'The "thread 0" step put under the election: after the warp sums and __syncthreads(), `if (elect_one_sync())` sums warp_sums and stores output[my_block_rank]: one lane per warp, 8 threads per block store output[r] (SPEC Checking: one thread; SPEC Known errors: elect is per warp). Exit 1.',
     AD_HEAD + AD_FILL + AD_WARP + r'''
    __syncthreads();
    cluster_arrive();
    if (elect_one_sync()) {
        float total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            total += warp_sums[w];
        output[my_block_rank] = total;  // CAUSE
    }
    cluster_wait();''', cause=RACE)

case('a08_arrive_then_cluster_sync', 'advanced', 'fail 1',
     'The end written `cluster_arrive(); ... cluster_sync();` (the learner reads "wait" as "sync"): cluster.sync() is barrier.cluster.arrive + wait, so each thread arrives twice in one phase without waiting in between. PTX barrier.cluster: a thread must wait before it arrives again (undefined otherwise). Rule broken: exit 1 (precedent c14_arrive_then_cluster_sync).',
     AD_HEAD + AD_FILL + AD_WARP + r'''
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            total += warp_sums[w];
        output[my_block_rank] = total;
    }
    cluster_sync();  // CAUSE''', cause=r'arriv|barrier|twice')

case('a09_no_scale', 'advanced', 'fail 1',
     'Right structure, scaling forgotten: shared_data[local_i] = input[global_i]. Block 0 is right (x 1); blocks 1-3 give 1/(r+1) of the expected value (SPEC Launches: x (b+1)). Exit 1.',
     AD_HEAD + r'''
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int warp = local_i / WARP_SIZE;
    if (global_i < size)
        shared_data[local_i] = input[global_i];  // CAUSE
    __syncthreads();
''' + AD_WARP + AD_TAIL, cause=WRONG)

case('a10_warp_loop_le_warp_size', 'advanced', 'fail 5',
     'The elected lane\'s loop runs `j <= WARP_SIZE`: each warp sum takes the next warp\'s first value too (wrong), and warp 7 reads shared_data[256], past the __shared__ array: out of bounds, exit 5 (precedent exam c21; blame bl_warp_sum).',
     AD_HEAD + AD_FILL + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int j = 0; j <= WARP_SIZE; j++)
            s += shared_data[warp * WARP_SIZE + j];  // CAUSE
        warp_sums[warp] = s;
    }''' + AD_TAIL, cause=OOB)

case('a11_syncwarp_instead_of_syncthreads', 'advanced', 'fail 1',
     'Hint 4\'s barrier written as __syncwarp() ("it is a warp thing"): __syncwarp orders only the lanes of one warp (PG Synchronization Functions, __syncwarp), so thread 0 (warp 0) reading warp_sums[1..7], stored by the elected lanes of warps 1-7, is unordered: data race, exit 1 (precedent a14_thread0_reads_after_syncwarp).',
     AD_HEAD + AD_FILL + AD_WARP + r'''
    __syncwarp();
    cluster_arrive();
    if (local_i == 0) {
        float total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            total += warp_sums[w];  // CAUSE
        output[my_block_rank] = total;
    }
    cluster_wait();''', cause=RACE)

case('a12_near_solution_from_hint', 'advanced', 'pass',
     'Hint 5 typed in: fill + __syncthreads(); all 32 lanes call elect_one_sync() (PTX elect.sync, full warp, converged after the barrier), the winner sums its warp\'s 32 values by warp index (not lane) into warp_sums[warp]; __syncthreads(); cluster_arrive(); thread 0 sums the 8 and stores output[rank]; cluster_wait(). Pass.',
     AD_HEAD + AD_FILL + AD_WARP + AD_TAIL)

case('a13_debug_printf_in_elected_lane', 'advanced', 'pass',
     'a12 with a leftover debug printf in the elected lane printing its lane id and warp sum (PG Formatted Output). The printed lane may be any lane (PTX elect.sync); nothing else depends on it. Pass.',
     AD_HEAD + AD_FILL + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int j = 0; j < WARP_SIZE; j++)
            s += shared_data[warp * WARP_SIZE + j];
        warp_sums[warp] = s;
        printf("rank %u warp %d lane %d sum %f\n", my_block_rank, warp, local_i % WARP_SIZE, s);
    }''' + AD_TAIL)

case('a14_lane0_instead_of_elect', 'advanced', 'pass',
     'Written differently: `if (local_i % WARP_SIZE == 0)` in place of elect_one_sync(): still one lane per warp sums its warp; SPEC Checking checks values and the one-writer rule only. Pass (precedent: a fixed lane per warp judged pass).',
     AD_HEAD + AD_FILL + r'''
    if (local_i % WARP_SIZE == 0) {
        float s = 0.0f;
        for (int j = 0; j < WARP_SIZE; j++)
            s += shared_data[warp * WARP_SIZE + j];
        warp_sums[warp] = s;
    }''' + AD_TAIL)

case('a15_shfl_xor_then_elect_stores', 'advanced', 'pass',
     'Written differently: each lane holds its scaled value, a __shfl_xor_sync butterfly (PG Warp Shuffle Functions, full mask) leaves the warp sum in EVERY lane, so whichever lane elect_one_sync() picks stores the right warp_sums[warp]; __syncthreads(); thread 0 sums; split cluster barrier. Pass.',
     AD_HEAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    float v = global_i < size ? input[global_i] * (float)(my_block_rank + 1) : 0.0f;
    for (int m = WARP_SIZE / 2; m > 0; m /= 2)
        v += __shfl_xor_sync(0xffffffffu, v, m);
    if (elect_one_sync())
        warp_sums[local_i / WARP_SIZE] = v;''' + AD_TAIL)

case('a16_cg_tile_shfl_down', 'advanced', 'pass',
     'Written with cooperative groups: cg::tiled_partition<32>(this_thread_block()); a tile.shfl_down loop leaves the warp sum in tile rank 0, which stores warp_sums[tile.meta_group_rank()] (PG Cooperative Groups: thread_block_tile shfl_down, meta_group_rank); block.sync(); cluster.barrier_arrive(); thread 0 sums; cluster.barrier_wait(). Pass.',
     AD_HEAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    cg::cluster_group cluster = cg::this_cluster();
    float v = input[global_i] * (float)(my_block_rank + 1);
    for (int off = tile.size() / 2; off > 0; off /= 2)
        v += tile.shfl_down(v, off);
    if (tile.thread_rank() == 0)
        warp_sums[tile.meta_group_rank()] = v;
    block.sync();
    auto token = cluster.barrier_arrive();
    if (block.thread_rank() == 0) {
        float total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            total += warp_sums[w];
        output[my_block_rank] = total;
    }
    cluster.barrier_wait(std::move(token));''')

# ============================================================== last-block (the learner's l-series)
# the learner's is_last_block(), written as at_is_last() (the stub keeps `__shared__ bool last;`
# and `return last;` around the FILL IN region)
def LAST(fill, tail='    return last;'):
    return ('__device__ bool at_is_last(unsigned int *counter)\n{\n    __shared__ bool last;\n'
            + fill.strip('\n') + '\n' + tail + '\n}')
LAST_OK = LAST(r'''
    if (threadIdx.x == 0) {
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        __threadfence();
        last = (ticket == gridDim.x - 1);
    }
    __syncthreads();''')
LB_TREE = r'''
    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
    if (local_i == 0)
        partials[blockIdx.x] = shared_mem[0];
'''
LB_FINAL_TREE = r'''
        __syncthreads();
        for (int stride = TPB / 2; stride > 0; stride /= 2) {
            if (local_i < stride)
                shared_mem[local_i] += shared_mem[local_i + stride];
            __syncthreads();
        }
'''
# hint 6's merge: strided load of the partials, tree, thread 0 stores and resets
LB_MERGE = r'''
    if (at_is_last(counter)) {
        float v = 0.0f;
        for (int b = local_i; b < gridDim.x; b += blockDim.x)
            v += partials[b];
        shared_mem[local_i] = v;''' + LB_FINAL_TREE + r'''        if (local_i == 0) {
            output[0] = shared_mem[0];
            *counter = 0;
        }
    }'''

case('l01_every_block_atomicadd_output', 'last-block', 'fail 1',
     'Version 1, no ticket at all: each block\'s tree, then thread 0 does atomicAdd(output, shared_mem[0]). output starts as NaN (SPEC Checking) and is never zeroed: NaN. Exit 1. (Atomics are not stores under the one-writer clause, project convention: the NaN decides.)',
     LB_HEAD + r'''
    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
    if (local_i == 0)
        atomicAdd(output, shared_mem[0]);  // CAUSE''', cause=RACE + '|' + WRONG)

case('l02_ticket_without_fences', 'last-block', 'fail 1',
     'Version 2, after hint 3 without hint 4: thread 0 takes `atomicAdd(counter, 1u)` with no __threadfence() before or after. atomicAdd is relaxed (PG Atomic Functions; PTX: atom without .sem), so partials[b] stored before it is not released: the last block\'s reads of other blocks\' partials race with their stores (PTX Memory Consistency Model; PG Memory Fence Functions: the sample\'s fence is what makes the partial visible). Exit 1 (precedent learn l02_atomic_ref_relaxed_no_fence).',
     LB_HEAD + LB_TREE + LB_MERGE, pre=LAST(r'''
    if (threadIdx.x == 0) {
        const unsigned int ticket = atomicAdd(counter, 1u);  // CAUSE
        last = (ticket == gridDim.x - 1);
    }
    __syncthreads();'''), cause=FENCE)

case('l03_counter_never_reset', 'last-block', 'fail 1',
     'Version 3: fences right, merge right, but `*counter = 0` forgotten (hint 5). SPEC Launches: the kernel must leave counter at 0; p34 launches twice with no host reset. In launch 2 the tickets run 256..511, none is gridDim.x - 1 = 255: no block merges, output[0] not written in launch 2. Exit 1.',
     LB_HEAD + LB_TREE + r'''
    if (at_is_last(counter)) {  // CAUSE
        float v = 0.0f;
        for (int b = local_i; b < gridDim.x; b += blockDim.x)
            v += partials[b];
        shared_mem[local_i] = v;''' + LB_FINAL_TREE + r'''        if (local_i == 0)
            output[0] = shared_mem[0];
    }''', pre=LAST_OK, cause=RESET + '|' + WRONG)

case('l04_ticket_compared_to_griddim', 'last-block', 'fail 1',
     'Off by one: `last = (ticket == gridDim.x)`. atomicAdd returns the OLD value (PG Atomic Functions), so the tickets are 0..255 and none equals 256: no block merges, output[0] is never written and the counter stays 256. Exit 1.',
     LB_HEAD + LB_TREE + LB_MERGE, pre=LAST(r'''
    if (threadIdx.x == 0) {
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        __threadfence();
        last = (ticket == gridDim.x);  // CAUSE
    }
    __syncthreads();'''), cause=WRONG + '|merged|counter')

case('l05_no_barrier_after_last', 'last-block', 'fail 1',
     'Hint 3\'s "and a __syncthreads()" left out: thread 0 stores the __shared__ bool last and threads 1-255 read it with no barrier between: shared-memory data race on `last` (PTX; PG Synchronization Functions). Exit 1 (precedent hints l18_no_barrier_after_ticket).',
     LB_HEAD + LB_TREE + LB_MERGE, pre=LAST(r'''
    if (threadIdx.x == 0) {
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        __threadfence();
        last = (ticket == gridDim.x - 1);
    }'''), cause=RACE)

case('l06_fence_after_ticket_only', 'last-block', 'fail 1',
     'Hint 4 half-applied: the __threadfence() only AFTER the atomicAdd. The partial store is not followed by a fence before the ticket, so the ticket is no release of it (PTX release pattern: fence, then the strong write; PG Memory Fence Functions: fence between the result store and the atomicInc): the last block\'s read of partials[b] races with block b\'s store. Exit 1.',
     LB_HEAD + LB_TREE + LB_MERGE, pre=LAST(r'''
    if (threadIdx.x == 0) {
        const unsigned int ticket = atomicAdd(counter, 1u);  // CAUSE
        __threadfence();
        last = (ticket == gridDim.x - 1);
    }
    __syncthreads();'''), cause=FENCE)

case('l07_fence_before_ticket_only', 'last-block', 'unclear',
     'Hint 4 half-applied the other way: __threadfence() before the atomicAdd, none after. This is the Programming Guide\'s threadFenceReduction sample exactly (PG Memory Fence Functions: no fence in the last block before it reads the partials), which p34 follows on purpose; the PTX formal model asks for an acquire pattern (strong read, then fence) in the last block. Not scored (precedent locks r02/r06, ticket and litmus hunts).',
     LB_HEAD + LB_TREE + LB_MERGE, pre=LAST(r'''
    if (threadIdx.x == 0) {
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        last = (ticket == gridDim.x - 1);
    }
    __syncthreads();'''), cause=FENCE)

case('l08_reset_at_kernel_start', 'last-block', 'fail 1',
     'The reset moved to the start "so it is always fresh": `if (global_i == 0) *counter = 0;` before the tree, no reset at the end. Block 0 thread 0\'s plain store to counter and the other blocks\' atomicAdds on it are conflicting, the weak store is not morally strong with them and nothing orders them (blocks run in any order): a global data race on counter (PTX Memory Consistency Model); a late zero erases tickets already taken. Exit 1.',
     LB_HEAD + r'''
    if (global_i == 0)
        *counter = 0;  // CAUSE''' + LB_TREE + r'''
    if (at_is_last(counter)) {
        float v = 0.0f;
        for (int b = local_i; b < gridDim.x; b += blockDim.x)
            v += partials[b];
        shared_mem[local_i] = v;''' + LB_FINAL_TREE + r'''        if (local_i == 0)
            output[0] = shared_mem[0];
    }''', pre=LAST_OK, cause=RACE + '|counter')

case('l09_last_block_every_thread_stores_output', 'last-block', 'fail 1',
     'After the merge tree the `if (local_i == 0)` covers only the reset: every thread of the last block stores output[0] = shared_mem[0]. 256 threads store one output element (SPEC Checking: exactly one thread), unordered plain stores to one address: a data race even with equal values (PTX). Exit 1.',
     LB_HEAD + LB_TREE + r'''
    if (at_is_last(counter)) {
        float v = 0.0f;
        for (int b = local_i; b < gridDim.x; b += blockDim.x)
            v += partials[b];
        shared_mem[local_i] = v;''' + LB_FINAL_TREE + r'''        output[0] = shared_mem[0];  // CAUSE
        if (local_i == 0)
            *counter = 0;
    }''', pre=LAST_OK, cause=RACE)

case('l10_merge_tree_no_load_barrier', 'last-block', 'fail 1',
     'In the last block the __syncthreads() between `shared_mem[local_i] = v` and the merge tree is forgotten: the first step reads shared_mem[local_i + 128] that thread local_i + 128 may not have stored yet (it may still hold that thread\'s old tree value): shared-memory data race (PTX; PG Synchronization Functions). Exit 1.',
     LB_HEAD + LB_TREE + r'''
    if (at_is_last(counter)) {
        float v = 0.0f;
        for (int b = local_i; b < gridDim.x; b += blockDim.x)
            v += partials[b];
        shared_mem[local_i] = v;
        for (int stride = TPB / 2; stride > 0; stride /= 2) {
            if (local_i < stride)
                shared_mem[local_i] += shared_mem[local_i + stride];  // CAUSE
            __syncthreads();
        }
        if (local_i == 0) {
            output[0] = shared_mem[0];
            *counter = 0;
        }
    }''', pre=LAST_OK, cause=RACE)

case('l11_merge_adds_onto_own_tree', 'last-block', 'fail 1',
     'Right sum, wrong start: the merge writes `shared_mem[local_i] += v` instead of `=`. shared_mem still holds the last block\'s own tree leftovers (hint 6: "which still holds this block\'s own tree"), so they are added to the total: output[0] = total + that block\'s leftover values (not 0: inputs are i % 256). Exit 1.',
     LB_HEAD + LB_TREE + r'''
    if (at_is_last(counter)) {
        float v = 0.0f;
        for (int b = local_i; b < gridDim.x; b += blockDim.x)
            v += partials[b];
        shared_mem[local_i] += v;  // CAUSE''' + LB_FINAL_TREE + r'''        if (local_i == 0) {
            output[0] = shared_mem[0];
            *counter = 0;
        }
    }''', pre=LAST_OK, cause=WRONG)

case('l12_near_solution_from_hint', 'last-block', 'pass',
     'Hints 3-6 typed in: thread 0 stores the partial, __threadfence(), atomicAdd ticket, __threadfence(), last shared through __shared__ bool + __syncthreads() (PG Memory Fence Functions sample, plus the acquire fence PTX asks for); the last block merges with a strided load and a tree, thread 0 stores output[0] and resets *counter (no ticket is taken after the last one: no concurrent access). Pass.',
     LB_HEAD + LB_TREE + LB_MERGE, pre=LAST_OK)

case('l13_stub_return_left_thread0_merges', 'last-block', 'pass',
     'The stub\'s `return last;` left in place under the learner\'s own `return mine;` (never reached): at_is_last() is true only in thread 0 of the last block (the others return false: not "uniform", but nothing needs it to be), and thread 0 alone sums the 256 partials in a loop, stores output[0] and resets the counter. Fences before and after the ticket in thread 0 itself, the thread that reads (PTX release/acquire patterns; PG Memory Fence Functions). No barrier in divergent code. Pass.',
     LB_HEAD + LB_TREE + r'''
    if (at_is_last(counter)) {
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            total += partials[b];
        output[0] = total;
        *counter = 0;
    }''', pre=LAST(r'''
    bool mine = false;
    if (threadIdx.x == 0) {
        __threadfence();
        mine = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    return mine;''', tail='    return last;  // the stub\'s line, left in place'))

case('l14_atomicinc_wraps_counter', 'last-block', 'pass',
     'Written differently: the ticket is `atomicInc(counter, gridDim.x - 1)`, which stores ((old >= val) ? 0 : old + 1) and returns old (PG Atomic Functions): tickets 0..255 and the last one wraps the counter to 0 itself, so no explicit reset is needed (SPEC: counter 0 at the end). Fences as in the Guide sample plus the acquire fence; merge by hint 6 without the `*counter = 0`. Pass.',
     LB_HEAD + LB_TREE + r'''
    if (at_is_last(counter)) {
        float v = 0.0f;
        for (int b = local_i; b < gridDim.x; b += blockDim.x)
            v += partials[b];
        shared_mem[local_i] = v;''' + LB_FINAL_TREE + r'''        if (local_i == 0)
            output[0] = shared_mem[0];
    }''', pre=LAST(r'''
    if (threadIdx.x == 0) {
        __threadfence();
        const unsigned int ticket = atomicInc(counter, gridDim.x - 1);
        __threadfence();
        last = (ticket == gridDim.x - 1);
    }
    __syncthreads();'''))

case('l15_atomic_ref_acq_rel_with_printf', 'last-block', 'pass',
     'Written with libcu++: cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*counter).fetch_add(1, acq_rel) as the ticket (a release of the partial stored before it by the same thread and an acquire of the earlier tickets: PTX Memory Consistency Model; precedent learn l01_atomic_ref_acq_rel), a leftover debug printf of the winning ticket (PG Formatted Output), merge by hint 6, reset with a relaxed atomic_ref store. Pass.',
     LB_HEAD + LB_TREE + r'''
    if (at_is_last(counter)) {
        float v = 0.0f;
        for (int b = local_i; b < gridDim.x; b += blockDim.x)
            v += partials[b];
        shared_mem[local_i] = v;''' + LB_FINAL_TREE + r'''        if (local_i == 0) {
            output[0] = shared_mem[0];
            cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*counter).store(0u, cuda::memory_order_relaxed);
        }
    }''', pre='#include <cuda/atomic>\n\n' + LAST(r'''
    if (threadIdx.x == 0) {
        cuda::atomic_ref<unsigned int, cuda::thread_scope_device> cnt(*counter);
        const unsigned int ticket = cnt.fetch_add(1u, cuda::memory_order_acq_rel);
        if (ticket == gridDim.x - 1)
            printf("block %u took the last ticket %u\n", blockIdx.x, ticket);
        last = (ticket == gridDim.x - 1);
    }
    __syncthreads();'''))

case('l16_merge_loop_bound_blockdim', 'last-block', 'pass',
     'The merge loop bound written `b < TPB` where gridDim.x is meant: SPEC Launches gives 256 blocks of 256 threads, so TPB == gridDim.x and each thread reads exactly partials[local_i]: right for this launch. Otherwise hint 6. Pass.',
     LB_HEAD + LB_TREE + r'''
    if (at_is_last(counter)) {
        float v = 0.0f;
        for (int b = local_i; b < TPB; b += blockDim.x)
            v += partials[b];
        shared_mem[local_i] = v;''' + LB_FINAL_TREE + r'''        if (local_i == 0) {
            output[0] = shared_mem[0];
            *counter = 0;
        }
    }''', pre=LAST_OK)

case('l17_ldg_for_partials', 'last-block', 'fail 1',
     'An "optimisation": the last block reads the partials with __ldg(&partials[b]). PG Read-Only Data Cache Load Function: __ldg is for data that is read-only for the whole lifetime of the kernel; partials is written by the other blocks during this kernel (PTX ld.global.nc: the non-coherent path is not kept coherent with writes in the same kernel), so the fence/ticket pattern does not make their stores visible to these loads: undefined, stale values possible. Exit 1.',
     LB_HEAD + LB_TREE + r'''
    if (at_is_last(counter)) {
        float v = 0.0f;
        for (int b = local_i; b < gridDim.x; b += blockDim.x)
            v += __ldg(&partials[b]);  // CAUSE
        shared_mem[local_i] = v;''' + LB_FINAL_TREE + r'''        if (local_i == 0) {
            output[0] = shared_mem[0];
            *counter = 0;
        }
    }''', pre=LAST_OK, cause=r'ldg|read-only|data race|non-coherent')

# ============================================================== batch 2 (written after batch 1 ran with
# no disagreement; truths again decided before p34 ran these six)
case('c16_two_full_cluster_phases', 'coordination', 'pass',
     'Over-synchronised: a full cluster_arrive(); cluster_wait(); after the fill (as a block barrier, and it is one: arrive.release + wait.acquire by every thread of the cluster orders the block\'s shared stores before thread 0\'s reads, PTX barrier.cluster), then a second arrive ... wait around the sum. Each thread arrives once per phase and waits before arriving again. Pass.',
     CO_HEAD + CO_FILL + r'''
    cluster_arrive();
    cluster_wait();
    cluster_arrive();
    if (local_i == 0) {
        float sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            sum += shared_data[i];
        output[my_block_rank] = sum;
    }
    cluster_wait();''')

case('c17_guard_return_never_taken', 'coordination', 'pass',
     'Hint 2\'s guard written as an early exit at the top: `if (global_i >= size) return;`. SPEC Launches: 4 x 256 threads, size 1024: never taken, so every thread reaches every barrier. Otherwise the hint-5 pattern. Pass.',
     CO_HEAD + r'''
    if (global_i >= size) return;
    shared_data[local_i] = input[global_i] * (float)(my_block_rank + 1);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            sum += shared_data[i];
        output[my_block_rank] = sum;
    }
    cluster_wait();''')

case('r18_zero_output_then_four_atomicadds', 'reduction', 'pass',
     '(CORRECTED after the run: written "fail 1" before it, on the reading that an atomic add is a store under SPEC Checking\'s one-writer clause; the project settled long ago that atomics into output are not stores by that rule (docs/verdict-blog.md e02; precedents blog k03_kep_block_atomic_zeroed_before_cluster_sync and r14_atomic_init_cluster_sync, this very shape, both pass). The value is right, so pass.) r14\'s idea applied to output directly: rank 0 thread 0 zeroes output[0], cluster_sync(), thread 0 of each block atomicAdd(output, block sum). The value is right (the zero happens-before every add through the cluster barrier, PTX barrier.cluster; the adds are atomic): integers exact in any order.',
     RE_HEAD + RE_TREE + r'''
    if (my_block_rank == 0 && local_i == 0)
        output[0] = 0.0f;
    cluster_sync();
    if (local_i == 0)
        atomicAdd(output, shared_mem[0]);''')

case('r19_elect_hoisted_into_variable', 'reduction', 'pass',
     'Written differently: `const bool leader = elect_one_sync();` called by every thread of every warp (converged: PTX elect.sync full mask), then `if (my_block_rank == 0 && local_i < WARP_SIZE && leader)`: exactly one lane of warp 0 of rank 0 writes output[0]. Pass.',
     RE_HEAD + RE_TREE + RE_PUBLISH + r'''
    const bool leader = elect_one_sync();
    if (my_block_rank == 0 && local_i < WARP_SIZE && leader) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }''')

case('l18_reset_right_after_last_ticket', 'last-block', 'pass',
     'The reset moved into at_is_last(): thread 0 does `if (ticket == gridDim.x - 1) *counter = 0;` right after the acquire fence. Every other block took its ticket before this one in the counter\'s atomic order and fenced before it; the last ticket\'s atomic plus __threadfence() is an acquire pattern (PTX), so the plain store follows all 255 other atomics; no ticket is taken after it in this launch; the next launch is ordered by the kernel boundary. Pass.',
     LB_HEAD + LB_TREE + r'''
    if (at_is_last(counter)) {
        float v = 0.0f;
        for (int b = local_i; b < gridDim.x; b += blockDim.x)
            v += partials[b];
        shared_mem[local_i] = v;''' + LB_FINAL_TREE + r'''        if (local_i == 0)
            output[0] = shared_mem[0];
    }''', pre=LAST(r'''
    if (threadIdx.x == 0) {
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        __threadfence();
        if (ticket == gridDim.x - 1)
            *counter = 0;
        last = (ticket == gridDim.x - 1);
    }
    __syncthreads();'''))

case('l19_partial_stored_after_ticket', 'last-block', 'fail 1',
     'The two steps swapped: `const bool last_block = at_is_last(counter);` first, then thread 0 stores partials[blockIdx.x]. A block\'s ticket then says nothing about its partial: the last block may read partials[b] before block b stores it (it is stored after b\'s fence and ticket): data race, exit 1 (precedent cause k41_lb_ticket_before_partial).',
     LB_HEAD + r'''
    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
    const float my_sum = shared_mem[0];
    const bool last_block = at_is_last(counter);
    if (local_i == 0)
        partials[blockIdx.x] = my_sum;  // CAUSE
    if (last_block) {
        __syncthreads();
        float v = 0.0f;
        for (int b = local_i; b < gridDim.x; b += blockDim.x)
            v += partials[b];
        shared_mem[local_i] = v;''' + LB_FINAL_TREE + r'''        if (local_i == 0) {
            output[0] = shared_mem[0];
            *counter = 0;
        }
    }''', pre=LAST_OK, cause=r'after its block|ticket|data race|fence')

# ============================================================== batch 3 (probes written after batch 2 ran;
# truths again decided before p34 ran these five)
case('c18_shared_indexed_by_global_i', 'coordination', 'fail 5',
     'The fill indexes shared memory by the global index: `shared_data[global_i] = ...`. In blocks 1-3 global_i is 256..1023, past the 256-float __shared__ array: out of bounds, exit 5 (precedent exam c21). Block 0 alone would be right.',
     CO_HEAD + r'''
    shared_data[global_i] = input[global_i] * (float)(my_block_rank + 1);  // CAUSE
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            sum += shared_data[i];
        output[my_block_rank] = sum;
    }
    cluster_wait();''', cause=OOB)

case('a17_lane_atomics_after_syncwarp', 'advanced', 'pass',
     'Warp level written with atomics: the elected lane zeroes warp_sums[warp], __syncwarp() (PG Synchronization Functions: __syncwarp orders memory among the participating lanes), then every lane atomicAdd(&warp_sums[warp], its value) (PG Atomic Functions, shared memory); __syncthreads(); thread 0 sums the 8; split cluster barrier. Float atomics in any order: within SPEC tolerance. Pass.',
     AD_HEAD + AD_FILL + r'''
    if (elect_one_sync())
        warp_sums[warp] = 0.0f;
    __syncwarp();
    atomicAdd(&warp_sums[warp], shared_data[local_i]);''' + AD_TAIL)

case('l20_syncthreads_or_broadcast', 'last-block', 'pass',
     'Written differently: no __shared__ flag; thread 0 fences, takes the ticket, fences, and the block learns the answer from `__syncthreads_or(local_i == 0 && ticket == gridDim.x - 1)` (PG Synchronization Functions: a __syncthreads() that returns non-zero in every thread iff the predicate is non-zero for any thread). The barrier orders thread 0\'s acquire before the other threads\' reads of partials as __syncthreads does. Merge by hint 6. Pass.',
     LB_HEAD + LB_TREE + r'''
    unsigned int ticket = 0;
    if (local_i == 0) {
        __threadfence();
        ticket = atomicAdd(counter, 1u);
        __threadfence();
    }
    if (__syncthreads_or(local_i == 0 && ticket == gridDim.x - 1)) {
        float v = 0.0f;
        for (int b = local_i; b < gridDim.x; b += blockDim.x)
            v += partials[b];
        shared_mem[local_i] = v;''' + LB_FINAL_TREE + r'''        if (local_i == 0) {
            output[0] = shared_mem[0];
            *counter = 0;
        }
    }''')

case('l21_threadfence_block_fences', 'last-block', 'fail 1',
     'The fences written __threadfence_block() ("I only need my block\'s store"): PG Memory Fence Functions: __threadfence_block() orders the calling thread\'s accesses only as seen by threads of its own block; the last block is another block, so the partial store is not released to it (PTX: fence.cta is not morally strong with another CTA\'s accesses; the release pattern needs gpu scope). The last block\'s reads of partials race with the stores. Exit 1.',
     LB_HEAD + LB_TREE + LB_MERGE, pre=LAST(r'''
    if (threadIdx.x == 0) {
        __threadfence_block();  // CAUSE
        const unsigned int ticket = atomicAdd(counter, 1u);
        __threadfence_block();
        last = (ticket == gridDim.x - 1);
    }
    __syncthreads();'''), cause=FENCE + '|block')

case('l22_ticket_by_last_thread_after_barrier', 'last-block', 'pass',
     'Thread 0 stores the partial, __syncthreads(), and thread TPB - 1 (not 0) fences, takes the ticket and fences. The barrier orders thread 0\'s store before thread 255\'s fence (PG Synchronization Functions; PTX bar.sync synchronises the participating threads), and the gpu-scope fence is cumulative: the release pattern covers writes ordered before it by causality order, not only the fencing thread\'s own (PTX Memory Consistency Model: causality order, fence.sc). The last block\'s acquire and __syncthreads() order its reads after. Pass.',
     LB_HEAD + LB_TREE + LB_MERGE.replace('at_is_last', 'at_is_last_by_tail'), pre=r'''__device__ bool at_is_last_by_tail(unsigned int *counter)
{
    __shared__ bool last;
    __syncthreads();
    if (threadIdx.x == TPB - 1) {
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        __threadfence();
        last = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    return last;
}''')
