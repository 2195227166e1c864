# Cases for gen.py (docs/verdict-hints.md): kernels written by a learner who follows p34's OWN
# hints (host/hints.c, `./p34 --PUZZLE --hint N`), the FILL IN comments of problems/p34.cu and the
# guide, stopping at each hint level, or misreading one word of a hint (the wrong thread, the wrong
# barrier, the fence on one side only, the counter reset in the wrong place, a snippet copied into
# the wrong loop); and "fixed after the first error" kernels (a broken kernel with the first error
# line's / Advice's fix applied literally). Every verdict was decided before p34 ran the kernel.
# Citations: PG = CUDA C++ Programming Guide ("Synchronization Functions": __syncthreads waits for
# every thread of the block and orders their shared/global accesses; in conditional code only if the
# condition is uniform over the block, else it hangs or has unintended effects; __syncwarp orders
# memory among the lanes it names; "Memory Fence Functions": the threadFenceReduction last-block
# example, fence before the ticket; "Thread Block Clusters"/"Distributed Shared Memory": a block
# must not exit while a peer may access its shared memory; cluster.sync() = arrive + wait;
# "Atomic Functions": atomicAdd returns the old value). PTX = PTX ISA (barrier.cluster: the wait
# waits for every non-exited thread of the cluster to arrive, arrive is .release and wait .acquire
# by default; elect.sync: membermask must name every executing thread, which lane is elected is the
# implementation's choice; Memory Consistency Model: data race = conflicting accesses not ordered
# by causality order). SPEC = docs/SPEC.md (output starts NaN; each output element stored by exactly
# one thread per launch; --last-block launches twice with no host reset; values checked only).
RACE = r'data race'
NOTW = r'not written|❌'
WRONG = r'❌'
WRITERS = r'several threads store|stored by|several writers|data race'
HANG = r'deadlock|did not finish|never|cluster barrier|arrive'
DIVERGE = r'__syncthreads|divergent|barrier'
ELECT = r'elect_one_sync|mask|warp collective'
UNINIT = r'uninitiali|never set|never written|before any thread|NaN|❌'
FENCE = r'threadfence|fence|data race'
COUNTER = r'counter|ticket|❌|not written'
PEER = r'exit|shared memory|map_shared_rank|peer'

# ---------------------------------------------------------------- coordination pieces
CO_HEAD = r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    const float data_scale = (float)(my_block_rank + 1);
'''
CO_FILL = r'''
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
'''
CO_SUM = r'''
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;
    }
'''

case('c01_h1_nothing_written', 'coordination', 'fail 1',
     'Stopped after hint 1: global_i computed, nothing stored. SPEC Checking: an output still NaN is "not written", exit 1.',
     CO_HEAD + r'''
    (void)global_i; (void)local_i; (void)data_scale; (void)shared_data;''', cause=NOTW)

case('c02_h2_thread0_stores_own_value', 'coordination', 'fail 1',
     'Stopped after hint 2: thread 0 stores its own scaled input as the block result (no sum). output[b] = input[b*256]*(b+1) is not the sum of 256 terms: wrong values (SPEC Checking), exit 1.',
     CO_HEAD + r'''
    if (local_i == 0 && global_i < size)
        output[my_block_rank] = input[global_i] * data_scale;''', cause=WRONG)

case('c03_h3_no_cluster_barrier', 'coordination', 'pass',
     'Stopped after hint 3: fill shared_data, __syncthreads(), thread 0 sums and stores. No block touches another block\'s shared memory, so nothing needs the cluster barrier (PG Distributed Shared Memory: the exit rule is about DSMEM); __syncthreads orders the 256 stores before thread 0\'s reads (PG Synchronization Functions). Values right: pass.',
     CO_HEAD + CO_FILL + r'''
    __syncthreads();''' + CO_SUM)

case('c04_h3_skipped_syncthreads', 'coordination', 'fail 1',
     'Hint 3 without its barrier: thread 0 reads shared_data[i] written by 255 other threads with no barrier between: a data race (PTX Memory Consistency Model; PG __syncthreads). Fail, exit 1, the first error a race on the read of shared_data.',
     CO_HEAD + CO_FILL + r'''
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];  // CAUSE
        output[my_block_rank] = block_sum;
    }''', cause=RACE)

case('c05_h5_near_solution', 'coordination', 'pass',
     'Hint 5 literally: fill, __syncthreads, cluster_arrive, thread 0 sums into a float and stores output[rank], cluster_wait by all. PG Synchronization Functions; PTX barrier.cluster (every thread arrives once, then waits). Pass.',
     CO_HEAD + CO_FILL + r'''
    __syncthreads();
    cluster_arrive();''' + CO_SUM + r'''
    cluster_wait();''')

case('c06_h4_arrive_only_thread0', 'coordination', 'fail 4',
     'Misread of hint 4 (arrive "says my block is ready", so one thread says it): cluster_arrive() inside if (local_i == 0), cluster_wait() by all. PTX barrier.cluster: the wait waits for every non-exited thread of the cluster to arrive; 255 threads per block never arrive and all wait: deadlock, exit 4.',
     CO_HEAD + CO_FILL + r'''
    __syncthreads();
    if (local_i == 0)
        cluster_arrive();  // CAUSE''' + CO_SUM + r'''
    cluster_wait();''', cause=HANG)

case('c07_h4_wait_only_thread0', 'coordination', 'unclear',
     'Every thread arrives, only thread 0 waits; the others exit after arriving. PTX barrier.cluster counts non-exited threads and says nothing explicit about a thread that arrives and exits without waiting; no DSMEM is used. The rules do not settle it: unclear.',
     CO_HEAD + CO_FILL + r'''
    __syncthreads();
    cluster_arrive();''' + CO_SUM + r'''
    if (local_i == 0)
        cluster_wait();''')

case('c08_sum_before_arrive', 'coordination', 'pass',
     'The sum done before cluster_arrive (no overlap, as hint 4 suggests, but no rule asks for it): __syncthreads orders the fill before the reads; arrive and wait by all threads. Pass.',
     CO_HEAD + CO_FILL + r'''
    __syncthreads();''' + CO_SUM + r'''
    cluster_arrive();
    cluster_wait();''')

case('c09_cluster_arrive_for_syncthreads', 'coordination', 'fail 1',
     'The cluster barrier where the block barrier is meant: fill, cluster_arrive(), thread 0 sums, cluster_wait(). arrive does not wait (PTX barrier.cluster.arrive is non-blocking; hint 4 says it "returns at once"), so thread 0 reads shared_data[i] not yet written: a data race (PTX Memory Consistency Model), exit 1.',
     CO_HEAD + CO_FILL + r'''
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];  // CAUSE
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''', cause=RACE)

case('c10_cluster_sync_for_syncthreads', 'coordination', 'pass',
     'cluster_sync() in place of __syncthreads(): a full barrier of every thread of the cluster, release/acquire at cluster scope (PTX barrier.cluster; PG cluster.sync), so it also orders the block\'s own shared stores before thread 0\'s reads. Pass.',
     CO_HEAD + CO_FILL + r'''
    cluster_sync();''' + CO_SUM)

case('c11_scale_by_rank_not_plus1', 'coordination', 'fail 1',
     'Misread of hint 2: data_scale = my_block_rank (forgot + 1): block 0 scales by 0, all values wrong (SPEC Launches table), exit 1.',
     CO_HEAD.replace('(float)(my_block_rank + 1)', '(float)my_block_rank') + CO_FILL + r'''
    __syncthreads();
    cluster_arrive();''' + CO_SUM + r'''
    cluster_wait();''', cause=WRONG)

case('c12_output_plus_equals', 'coordination', 'fail 1',
     'Hint 5 "adding shared_data[i] into a float" misread as adding into output[my_block_rank]: output[rank] += shared_data[i] on an output that starts NaN (SPEC Checking) and is never set first: NaN, exit 1.',
     CO_HEAD + CO_FILL + r'''
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        for (int i = 0; i < TPB; i++)
            output[my_block_rank] += shared_data[i];  // CAUSE
    }
    cluster_wait();''', cause=UNINIT)

case('c13_every_thread_sums', 'coordination', 'fail 1',
     'The `if (local_i == 0)` of hint 5 dropped: all 256 threads sum and store output[rank]. Same value, but SPEC Checking: each output element is stored by exactly one thread per launch. Exit 1.',
     CO_HEAD + CO_FILL + r'''
    __syncthreads();
    cluster_arrive();
    float block_sum = 0.0f;
    for (int i = 0; i < TPB; i++)
        block_sum += shared_data[i];
    output[my_block_rank] = block_sum;  // CAUSE
    cluster_wait();''', cause=WRITERS)

case('c14_fixed_c06_per_advice', 'coordination', 'pass',
     'c06 with its Advice applied literally ("keep both out of branches like if (local_i == 0)"): arrive moved out of the if. Same as c05: pass.',
     CO_HEAD + CO_FILL + r'''
    __syncthreads();
    cluster_arrive();''' + CO_SUM + r'''
    cluster_wait();''')

case('c15_fixed_c04_per_advice', 'coordination', 'pass',
     'c04 with the race Advice applied literally ("add the barrier ... between the write and the read"): __syncthreads() after the fill. = c03: pass.',
     CO_HEAD + CO_FILL + r'''
    __syncthreads();''' + CO_SUM)

# ---------------------------------------------------------------- reduction pieces
RE_HEAD = r'''
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    __shared__ float shared_mem[TPB];
    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
'''
RE_TREE = r'''
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
'''
RE_PUB = r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
'''
RE_ONE = r'''
    if (my_block_rank == 0 && local_i / WARP_SIZE == 0 && elect_one_sync()) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }
'''

case('r01_h1_serial_block_sums', 'reduction', 'pass',
     'Hint 1 only (two levels, through temp_storage): thread 0 of each block sums its 256 inputs serially from shared memory after __syncthreads, stores temp_storage[rank]; cluster_sync(); thread 0 of rank 0 adds the four. Integer inputs exact in any order (SPEC Checking). cluster_sync is release/acquire at cluster scope (PTX barrier.cluster). One writer. Pass.',
     RE_HEAD + r'''
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_mem[i];
        temp_storage[my_block_rank] = s;
    }
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }''')

case('r02_h2_tree_no_step_sync', 'reduction', 'fail 1',
     'Stopped after hint 2 (hint 3 adds the per-step barrier): the tree with no __syncthreads inside the loop. A thread reads shared_mem[local_i + stride] that another thread writes in the previous step with no barrier: data race (PTX Memory Consistency Model), exit 1.',
     RE_HEAD + r'''
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];  // CAUSE
    }
    __syncthreads();''' + RE_PUB + r'''
    cluster_sync();''' + RE_ONE, cause=RACE)

case('r03_h3_sync_inside_if', 'reduction', 'fail 4',
     'Hint 3 misread (barrier put inside the `if (local_i < stride)` it says to keep it out of): __syncthreads in non-uniform conditional code (PG Synchronization Functions: hangs or unintended side effects). Threads with local_i >= stride go on to cluster_sync while the rest wait at the block barrier: a hang, exit 4 (as cause k15).',
     RE_HEAD + r'''
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride) {
            shared_mem[local_i] += shared_mem[local_i + stride];
            __syncthreads();  // CAUSE
        }
    }''' + RE_PUB + r'''
    cluster_sync();''' + RE_ONE, cause=DIVERGE)

case('r04_h3_each_block_writes_output', 'reduction', 'fail 1',
     'Stopped after hint 3: each block\'s thread 0 writes its block sum straight to output[0]. Four blocks store output[0] (SPEC: one writer per element) and the value is one block\'s sum: exit 1.',
     RE_HEAD + RE_TREE + r'''
    if (local_i == 0)
        output[0] = shared_mem[0];  // CAUSE''', cause=WRITERS)

case('r05_h4_thread0_each_block_totals', 'reduction', 'fail 1',
     'Stopped after hint 4: temp_storage published, cluster_sync, then thread 0 of EVERY block adds the four partials and stores output[0]: 4 writers of one element (SPEC Checking), exit 1.',
     RE_HEAD + RE_TREE + RE_PUB + r'''
    cluster_sync();
    if (local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;  // CAUSE
    }''', cause=WRITERS)

case('r06_h5_elect_not_narrowed', 'reduction', 'fail 1',
     'Hint 5 skipped: `if (elect_one_sync())` alone: one lane per warp, 32 writers of output[0] (hint 5 and SPEC Known errors; SPEC Checking one writer). Exit 1.',
     RE_HEAD + RE_TREE + RE_PUB + r'''
    cluster_sync();
    if (elect_one_sync()) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;  // CAUSE
    }''', cause=WRITERS)

case('r07_h5_elect_inside_thread0_if', 'reduction', 'fail 1',
     '(Truth changed from fail 4 by the progress hunt, docs/verdict-progress.md: the H100 completed this shape, docs/verify-verdict-gpu run34 (literal c07/a17: every thread waits before it arrives; literal r05: elect_one_sync by lanes whose warp-mates returned) and the fixtures sim_wait_no_arrive, cg2_token_wait_twice, cause_red_elect_in_thread0: the rule is broken, the GPU does not hang, exit 1.) ' + 'Hint 5 misread ("narrow it first" read as a branch around the call): `if (rank == 0 && local_i == 0) { if (elect_one_sync()) ... }`: elect.sync with the full membermask executed by lane 0 alone (PTX elect.sync: every thread named in membermask must execute it; undefined otherwise). (Corrected after the run from "fail 1": PTX elect.sync\'s .sync makes the executing thread wait until every thread of membermask executes it, so the missing lanes make it a hang, exit 4, as flow a12 and exam a07.) p34 should name the elect_one_sync line.',
     RE_HEAD + RE_TREE + RE_PUB + r'''
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {
        if (elect_one_sync()) {  // CAUSE
            float total = 0.0f;
            for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
            output[0] = total;
        }
    }''', cause=ELECT)

case('r08_thread0_of_rank0_no_elect', 'reduction', 'pass',
     '`if (my_block_rank == 0 && local_i == 0)` instead of electing: exactly one thread of the cluster writes output[0] after cluster_sync (PTX barrier.cluster acquire). Pass.',
     RE_HEAD + RE_TREE + RE_PUB + r'''
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }''')

case('r09_h6_near_solution', 'reduction', 'pass',
     'Hints 2-6 literally: tree with a barrier per step outside the if, publish, cluster_sync, narrowed elect. = solutions/p34.cu. Pass.',
     RE_HEAD + RE_TREE + RE_PUB + r'''
    cluster_sync();''' + RE_ONE)

case('r10_syncthreads_for_cluster_sync', 'reduction', 'fail 1',
     'The block barrier where the cluster barrier is meant (hint 4): __syncthreads() after publishing, then rank 0 reads temp_storage[1..3] stored by other blocks with nothing ordering them: data race (PTX Memory Consistency Model; __syncthreads orders one block only), exit 1.',
     RE_HEAD + RE_TREE + RE_PUB + r'''
    __syncthreads();
    if (my_block_rank == 0 && local_i / WARP_SIZE == 0 && elect_one_sync()) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];  // CAUSE
        output[0] = total;
    }''', cause=RACE)

case('r11_arrive_only_no_wait', 'reduction', 'fail 1',
     'cluster_sync replaced by its first half only, cluster_arrive() (hint 4 of part 1 read into part 2): arrive does not wait (PTX barrier.cluster.arrive), so rank 0 reads the other blocks\' temp_storage with no ordering: data race, exit 1 (an arrive never followed by a wait is a second fault, but the race is first).',
     RE_HEAD + RE_TREE + RE_PUB + r'''
    cluster_arrive();
    if (my_block_rank == 0 && local_i / WARP_SIZE == 0 && elect_one_sync()) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];  // CAUSE
        output[0] = total;
    }''', cause=RACE + '|arrive')

case('r12_publish_after_cluster_sync', 'reduction', 'fail 1',
     'Hint 4\'s order swapped: cluster_sync() first, then thread 0 publishes temp_storage[rank]: rank 0\'s reads of temp_storage are not ordered after the other blocks\' stores: data race (PTX Memory Consistency Model), exit 1.',
     RE_HEAD + RE_TREE + r'''
    cluster_sync();
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];  // CAUSE''' + RE_ONE, cause=RACE)

case('r13_elect_nonuniform_narrowing', 'reduction', 'fail 1',
     '(Truth changed from fail 4 by the progress hunt, docs/verdict-progress.md: the H100 completed this shape, docs/verify-verdict-gpu run34 (literal c07/a17: every thread waits before it arrives; literal r05: elect_one_sync by lanes whose warp-mates returned) and the fixtures sim_wait_no_arrive, cg2_token_wait_twice, cause_red_elect_in_thread0: the rule is broken, the GPU does not hang, exit 1.) ' + 'Narrowed by `local_i < 16` instead of by warp: the condition splits warp 0, so elect_one_sync() (full mask) runs in 16 lanes only (PTX elect.sync: all threads of membermask must execute it). (Corrected after the run from "fail 1": elect.sync waits for every thread of membermask, PTX elect.sync: a hang, exit 4, as flow a12.) The elect line should be named.',
     RE_HEAD + RE_TREE + RE_PUB + r'''
    cluster_sync();
    if (my_block_rank == 0 && local_i < 16 && elect_one_sync()) {  // CAUSE
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }''', cause=ELECT)

case('r14_dsmem_no_final_sync', 'reduction', 'fail 5',
     'Hint 1\'s alternative, map_shared_rank: after cluster_sync rank 0\'s thread 0 reads each peer\'s shared_mem[0] through DSMEM, and the peers exit at once. PG Distributed Shared Memory: a block must not exit while another may access its shared memory (end with cluster.sync). Fail, exit 1.',
     RE_HEAD + RE_TREE + r'''
    cg::cluster_group cluster = cg::this_cluster();
    cluster.sync();
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += *cluster.map_shared_rank(&shared_mem[0], r);  // CAUSE
        output[0] = total;
        temp_storage[0] = total;
    }''', cause=PEER)

case('r15_dsmem_with_final_sync', 'reduction', 'pass',
     'r14 with a second cluster.sync() at the end by every thread: no block exits before rank 0\'s DSMEM reads are done (PG Distributed Shared Memory). Pass.',
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

case('r16_fixed_r02_per_advice', 'reduction', 'pass',
     'r02 with its race Advice applied literally (the barrier between the write and the read, in the loop after the if): = r09. Pass.',
     RE_HEAD + RE_TREE + RE_PUB + r'''
    cluster_sync();''' + RE_ONE)

# ---------------------------------------------------------------- advanced pieces
AD_HEAD = r'''
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    shared_data[local_i] = global_i < size ? input[global_i] * (my_block_rank + 1) : 0.0f;
'''
AD_WARP = r'''
    const int warp = local_i / WARP_SIZE;
    if (elect_one_sync()) {
        float warp_sum = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            warp_sum += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = warp_sum;
    }
'''
AD_TAIL = r'''
    cluster_arrive();
    if (local_i == 0) {
        float block_total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            block_total += warp_sums[w];
        output[my_block_rank] = block_total;
    }
    cluster_wait();
'''

case('a01_h2_thread0_sums_all', 'advanced', 'pass',
     'Stopped after hint 2: fill shared_data, __syncthreads, thread 0 sums all 256 values and stores output[rank]; no warp level, no cluster barrier. SPEC checks values only (Checking), and they are the scaled block sums; no DSMEM, so no barrier is needed. Pass.',
     AD_HEAD + r'''
    __syncthreads();
    (void)warp_sums;
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];
        output[my_block_rank] = s;
    }''')

case('a02_h3_elect_and_lane0', 'advanced', 'fail 1',
     'Hint 3 half-read: `if (elect_one_sync() && local_i % WARP_SIZE == 0)`. Which lane elect.sync elects is the implementation\'s choice (PTX elect.sync), so where lane 0 is not elected no lane stores warp_sums[warp], and thread 0 sums unwritten shared memory. Wrong by the rules (hint 3: derive from the warp, not the lane); exit 1 where the elected lane is not 0 (p34\'s forward schedule elects the highest).',
     AD_HEAD + r'''
    __syncthreads();
    const int warp = local_i / WARP_SIZE;
    if (elect_one_sync() && local_i % WARP_SIZE == 0) {
        float warp_sum = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            warp_sum += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = warp_sum;  // CAUSE
    }
    __syncthreads();''' + AD_TAIL, cause=r'elect|not written|NaN|❌|never')

case('a03_h3_elect_inside_lane0_if', 'advanced', 'fail 4',
     'elect_one_sync() called inside `if (local_i % WARP_SIZE == 0)`: one lane executes elect.sync with the full membermask (PTX elect.sync: undefined unless every named thread executes it). (Corrected after the run from "fail 1": elect.sync waits for every thread of membermask, PTX elect.sync: a hang, exit 4, as flow a12.) The elect line should be named.',
     AD_HEAD + r'''
    __syncthreads();
    const int warp = local_i / WARP_SIZE;
    if (local_i % WARP_SIZE == 0) {
        if (elect_one_sync()) {  // CAUSE
            float warp_sum = 0.0f;
            for (int i = 0; i < WARP_SIZE; i++)
                warp_sum += shared_data[warp * WARP_SIZE + i];
            warp_sums[warp] = warp_sum;
        }
    }
    __syncthreads();''' + AD_TAIL, cause=ELECT)

case('a04_h4_no_sync_before_thread0', 'advanced', 'fail 1',
     'Hint 4\'s barrier left out: thread 0 reads warp_sums[1..7] written by elected lanes of other warps with no barrier: data race (PTX Memory Consistency Model), exit 1.',
     AD_HEAD + r'''
    __syncthreads();''' + AD_WARP + r'''
    cluster_arrive();
    if (local_i == 0) {
        float block_total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            block_total += warp_sums[w];  // CAUSE
        output[my_block_rank] = block_total;
    }
    cluster_wait();''', cause=RACE)

case('a05_h4_sync_inside_elect_if', 'advanced', 'fail 4',
     'Hint 4\'s "A __syncthreads() must separate those stores" put inside the elected branch, after the store: only 8 threads reach that __syncthreads (PG: non-uniform condition), the other 248 go on to the cluster barrier: a hang, exit 4 (as cause k31).',
     AD_HEAD + r'''
    __syncthreads();
    const int warp = local_i / WARP_SIZE;
    if (elect_one_sync()) {
        float warp_sum = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            warp_sum += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = warp_sum;
        __syncthreads();  // CAUSE
    }''' + AD_TAIL, cause=DIVERGE)

case('a06_h5_add_into_output', 'advanced', 'fail 1',
     'Hint 5 "add warp_sums[0..7] into output[my_block_rank]" read literally: output[rank] += warp_sums[w]. The output starts NaN (SPEC Checking) and is never set: NaN, exit 1.',
     AD_HEAD + r'''
    __syncthreads();''' + AD_WARP + r'''
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            output[my_block_rank] += warp_sums[w];  // CAUSE
    }
    cluster_wait();''', cause=UNINIT)

case('a07_h5_near_solution', 'advanced', 'pass',
     'Hints 2-5: fill, __syncthreads, elected lane per warp sums its warp by warp index, __syncthreads, arrive, thread 0 sums into a float and stores, wait. = solutions/p34.cu. Pass.',
     AD_HEAD + r'''
    __syncthreads();''' + AD_WARP + r'''
    __syncthreads();''' + AD_TAIL)

case('a08_arrive_for_warp_sync', 'advanced', 'fail 1',
     'cluster_arrive() where hint 4\'s __syncthreads is meant (arrive "says my block is ready"): arrive does not wait (PTX), so thread 0 reads warp_sums of other warps unordered: data race, exit 1.',
     AD_HEAD + r'''
    __syncthreads();''' + AD_WARP + r'''
    cluster_arrive();
    if (local_i == 0) {
        float block_total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            block_total += warp_sums[w];  // CAUSE
        output[my_block_rank] = block_total;
    }
    cluster_wait();''', cause=RACE)

case('a09_cluster_sync_everywhere', 'advanced', 'pass',
     'cluster_sync() for both block barriers, then arrive/wait at the end: each cluster_sync is a full barrier of all cluster threads with release/acquire (PTX barrier.cluster), a superset of __syncthreads for ordering. Pass.',
     AD_HEAD + r'''
    cluster_sync();''' + AD_WARP + r'''
    cluster_sync();''' + AD_TAIL)

case('a10_no_sync_after_fill', 'advanced', 'fail 1',
     'Hint 2\'s "then __syncthreads()" left out: the elected lane reads its 31 warp-mates\' shared_data with nothing ordering their stores (no __syncwarp/__syncthreads; PG Independent Thread Scheduling: lanes of a warp are not in lockstep): data race, exit 1.',
     AD_HEAD + r'''
    const int warp = local_i / WARP_SIZE;
    if (elect_one_sync()) {
        float warp_sum = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            warp_sum += shared_data[warp * WARP_SIZE + i];  // CAUSE
        warp_sums[warp] = warp_sum;
    }
    __syncthreads();''' + AD_TAIL, cause=RACE)

case('a11_syncwarp_after_fill', 'advanced', 'pass',
     '__syncwarp() instead of __syncthreads() after the fill: each elected lane reads only its own warp\'s 32 values, and __syncwarp orders memory among the lanes of the warp (PG Synchronization Functions, __syncwarp). Pass.',
     AD_HEAD + r'''
    __syncwarp();''' + AD_WARP + r'''
    __syncthreads();''' + AD_TAIL)

case('a12_arrive_inside_elect', 'advanced', 'fail 4',
     'cluster_arrive() moved into the elected branch ("the block announces completion"): 8 threads per block arrive, all 256 wait. PTX barrier.cluster: the wait needs every non-exited thread of the cluster to arrive: deadlock, exit 4.',
     AD_HEAD + r'''
    __syncthreads();
    const int warp = local_i / WARP_SIZE;
    if (elect_one_sync()) {
        float warp_sum = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            warp_sum += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = warp_sum;
        cluster_arrive();  // CAUSE
    }
    __syncthreads();
    if (local_i == 0) {
        float block_total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            block_total += warp_sums[w];
        output[my_block_rank] = block_total;
    }
    cluster_wait();''', cause=HANG)

case('a13_warp_sum_indexed_by_lane_base', 'advanced', 'pass',
     'Hint 3 followed by deriving the warp from the elected lane\'s own index: base = local_i - local_i % WARP_SIZE and warp_sums[local_i / WARP_SIZE]. Whichever lane is elected, these are its warp\'s start and slot (PTX elect.sync: one lane of the warp), so this is the warp-derived form hint 3 asks for. Pass.',
     AD_HEAD + r'''
    __syncthreads();
    if (elect_one_sync()) {
        const int base = local_i - local_i % WARP_SIZE;
        float warp_sum = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            warp_sum += shared_data[base + i];
        warp_sums[local_i / WARP_SIZE] = warp_sum;
    }
    __syncthreads();''' + AD_TAIL)

case('a14_fixed_a06_per_advice', 'advanced', 'pass',
     'a06 with the RMW Advice applied literally ("add up in a register ... and store the total once"): = a07. Pass.',
     AD_HEAD + r'''
    __syncthreads();''' + AD_WARP + r'''
    __syncthreads();''' + AD_TAIL)

# ---------------------------------------------------------------- last-block pieces
LB_HEAD = r'''
    __shared__ float shared_mem[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
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
LB_MERGE = r'''
        float sum = 0.0f;
        for (unsigned int b = local_i; b < gridDim.x; b += blockDim.x)
            sum += partials[b];
        shared_mem[local_i] = sum;
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
'''
# is_last_block variants: my_last(counter), in pre
def LAST(body):
    return '__device__ bool my_last(unsigned int *counter)\n{\n    __shared__ bool last;\n' + body.strip('\n') + '\n    return last;\n}\n'
LAST_OK = LAST(r'''
    if (threadIdx.x == 0) {
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        last = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();''')
LB_FULL = LB_HEAD + r'''
    if (my_last(counter)) {''' + LB_MERGE + r'''
    }'''

case('l01_h1_block_minus1_merges', 'last-block', 'fail 1',
     'Stopped after hint 1 ("whichever block finishes LAST"), read as "the block with the last index": block gridDim.x - 1 sums all partials with no ticket. Nothing orders the other blocks\' partial stores before its reads (blocks are not ordered, PG Thread Hierarchy): data race, exit 1.',
     LB_HEAD + r'''
    if (blockIdx.x == gridDim.x - 1) {
        __syncthreads();
        if (local_i == 0) {
            float sum = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++)
                sum += partials[b];  // CAUSE
            output[0] = sum;
        }
    }''', cause=RACE + r'|ticket|partial')

case('l02_h2_literal_no_load_sync', 'last-block', 'fail 1',
     'Hint 2 read literally ("shared_mem[local_i] = input[global_i], __syncthreads() after every halving step"): no barrier between the load and the first step, so thread i reads shared_mem[i + 128] before thread i + 128 stored it: data race (PTX Memory Consistency Model), exit 1. (Tests whether hint 2 leads a literal reader astray.)',
     r'''
    __shared__ float shared_mem[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];  // CAUSE
        __syncthreads();
    }
    if (local_i == 0)
        partials[blockIdx.x] = shared_mem[0];
    if (my_last(counter)) {''' + LB_MERGE + r'''
    }''', pre=LAST_OK, cause=RACE)

case('l03_h3_ticket_no_fences', 'last-block', 'fail 1',
     'Stopped after hint 3: ticket by thread 0, shared bool and __syncthreads, no __threadfence at all. PG Memory Fence Functions (threadFenceReduction): without the fence before the ticket the last block may read a partial not yet visible; PTX: the relaxed atomicAdd is no release: data race on partials, exit 1.',
     LB_FULL, pre=LAST(r'''
    if (threadIdx.x == 0) {
        const unsigned int ticket = atomicAdd(counter, 1u);  // CAUSE
        last = (ticket == gridDim.x - 1);
    }
    __syncthreads();'''), cause=FENCE)

case('l04_h4_fence_reader_side_only', 'last-block', 'fail 1',
     'Hint 4 half-read: only the fence AFTER the atomicAdd (the reader\'s side). The writer\'s partial store is not released before its ticket (PTX release pattern needs a fence before the strong write; PG threadFenceReduction fences before the atomicInc): data race on partials, exit 1; the first error names the missing fence before the ticket.',
     LB_FULL, pre=LAST(r'''
    if (threadIdx.x == 0) {
        const unsigned int ticket = atomicAdd(counter, 1u);  // CAUSE
        last = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();'''), cause=FENCE)

case('l05_h4_fence_writer_side_only', 'last-block', 'unclear',
     'Only the fence before the atomicAdd (the Guide\'s threadFenceReduction shape). PTX formally asks for an acquire fence after the relaxed ticket read; the PG example has none. The rules disagree (as locks r02 and the ticket hunt found): unclear.',
     LB_FULL, pre=LAST(r'''
    if (threadIdx.x == 0) {
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        last = (ticket == gridDim.x - 1);
    }
    __syncthreads();'''))

case('l06_h3_ticket_by_other_thread', 'last-block', 'fail 1',
     'Hint 3 "one thread takes a ticket" with the wrong thread: thread blockDim.x - 1 fences and takes the ticket, but thread 0 stored the partial and no barrier separates the store from that thread\'s fence. A fence orders only its own thread\'s accesses (and those it observed; PTX Memory Consistency Model), so the partial is not released by the ticket: data race on partials, exit 1.',
     LB_FULL, pre=LAST(r'''
    if (threadIdx.x == blockDim.x - 1) {
        __threadfence();  // CAUSE
        const unsigned int ticket = atomicAdd(counter, 1u);
        last = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();'''), cause=r'threadfence|fence|__syncthreads|data race')

case('l07_fixed_l06_per_advice', 'last-block', 'pass',
     'l06 with its Advice applied ("put __syncthreads() between the partial\'s store and the fence of the thread that takes the ticket"): bar.sync then fence.sc by thread 255 puts thread 0\'s store in causality order before the ticket (PTX Memory Consistency Model, causality order is transitive through the barrier). Pass.',
     LB_FULL, pre=LAST(r'''
    __syncthreads();
    if (threadIdx.x == blockDim.x - 1) {
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        last = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();'''))

case('l08_reset_in_every_block', 'last-block', 'fail 1',
     'Hint 5 misread (reset "after taking the ticket"): thread 0 of EVERY block stores *counter = 0 right after its atomicAdd. Other blocks\' tickets restart from 0, no block or several draw gridDim.x - 1; a plain store racing with other blocks\' atomics (PTX: not morally strong): wrong/unwritten output, exit 1.',
     LB_FULL.replace('*counter = 0;', ''), pre=LAST(r'''
    if (threadIdx.x == 0) {
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        *counter = 0;  // CAUSE
        last = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();'''), cause=COUNTER + '|data race')

case('l09_reset_first_in_last_block', 'last-block', 'pass',
     'The last block resets *counter = 0 (thread 0) before it merges: every ticket is taken when the last one is drawn (PG Atomic Functions: atomicAdd returns the old value; 256 tickets 0..255), so no block touches the counter afterwards. Counter 0 at the end (SPEC). Pass.',
     LB_HEAD + r'''
    if (my_last(counter)) {
        if (local_i == 0) *counter = 0;''' + LB_MERGE.replace('*counter = 0;', '') + r'''
    }''', pre=LAST_OK)

case('l10_reset_inside_is_last', 'last-block', 'pass',
     'The reset moved into is_last_block: `if (last) *counter = 0;` by the thread that drew the last ticket. Same reasoning as l09. Pass.',
     LB_FULL.replace('*counter = 0;', ''), pre=LAST(r'''
    if (threadIdx.x == 0) {
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        last = (ticket == gridDim.x - 1);
        if (last) *counter = 0;
        __threadfence();
    }
    __syncthreads();'''))

case('l11_h4_stage_no_reset', 'last-block', 'fail 1',
     'Stopped after hint 4 (hint 5 adds the reset): the counter ends at 256. SPEC: the kernel must leave counter at 0; the second launch draws tickets 256..511, no block merges: exit 1.',
     LB_FULL.replace('*counter = 0;', ''), pre=LAST_OK, cause=COUNTER)

case('l12_reset_by_atomicExch', 'last-block', 'pass',
     'The last block resets with atomicExch(counter, 0u) instead of a plain store. Pass (as l09).',
     LB_FULL.replace('*counter = 0;', 'atomicExch(counter, 0u);'), pre=LAST_OK)

case('l13_h6_plus_equals_into_shared', 'last-block', 'fail 1',
     'Hint 6 "each thread sums partials[b] ... into shared_mem[local_i]" read as shared_mem[local_i] += partials[b]: shared_mem still holds this block\'s own tree values (shared_mem[0] its whole sum), so the total is wrong: exit 1.',
     LB_HEAD + r'''
    if (my_last(counter)) {
        for (unsigned int b = local_i; b < gridDim.x; b += blockDim.x)
            shared_mem[local_i] += partials[b];  // CAUSE
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
    }''', pre=LAST_OK, cause=WRONG)

case('l14_h6_near_solution', 'last-block', 'pass',
     'Hints 2-6 literally with the hint\'s is_last_block: = solutions/p34.cu. Pass.',
     LB_FULL, pre=LAST_OK)

case('l15_is_last_called_by_thread0', 'last-block', 'fail 1',
     'is_last_block() called only from `if (local_i == 0)` (hint 3 "one thread takes a ticket" read as one thread calling it): its __syncthreads is reached by thread 0 alone (PG Synchronization Functions: __syncthreads in conditional code only if the condition is the same in the whole block, else hang or unintended side effects). Rule broken; the other threads exit, so no hang is fixed by the rules: fail, exit 1 as p34 reports a broken rule (hunt l13 precedent). The first error names the divergent barrier.',
     LB_HEAD + r'''
    if (local_i == 0) {
        if (my_last(counter)) {  // CAUSE
            float sum = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++)
                sum += partials[b];
            output[0] = sum;
            *counter = 0;
        }
    }''', pre=LAST_OK, cause=DIVERGE)

case('l16_ticket_off_by_one', 'last-block', 'fail 1',
     'Hint 3 misread: `last = (ticket == gridDim.x)` (the count after, not the old count: atomicAdd returns the old value, PG Atomic Functions). No block is last: output not written, counter left at 256: exit 1.',
     LB_FULL, pre=LAST(r'''
    if (threadIdx.x == 0) {
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        last = (ticket == gridDim.x);  // CAUSE
        __threadfence();
    }
    __syncthreads();'''), cause=COUNTER)

case('l17_every_thread_takes_ticket', 'last-block', 'fail 1',
     'Hint 3 "one thread takes a ticket" dropped: every thread does atomicAdd and writes last. 65536 tickets: the thread drawing 255 is in an early block, which merges partials not yet stored (race), writers of last collide; counter ends at 0 only by chance. Fail, exit 1.',
     LB_FULL, pre=LAST(r'''
    __threadfence();
    const unsigned int ticket = atomicAdd(counter, 1u);  // CAUSE
    last = (ticket == gridDim.x - 1);
    __threadfence();
    __syncthreads();'''), cause=r'ticket|data race|several|stored by|counter|❌')

case('l18_no_barrier_after_ticket', 'last-block', 'fail 1',
     'Hint 3\'s "and a __syncthreads()" left out: threads other than 0 read the __shared__ bool last (uninitialised on entry) with no barrier after thread 0 stores it: data race, exit 1.',
     LB_FULL, pre=LAST(r'''
    if (threadIdx.x == 0) {
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        last = (ticket == gridDim.x - 1);
        __threadfence();
    }''').replace('    return last;', '    return last;  // CAUSE'), cause=r'data race|__syncthreads|ticket')

case('l19_last_block_thread0_serial', 'last-block', 'pass',
     'The last block merges with thread 0 alone, serially over the 256 partials, then resets the counter. Integer partials exact (SPEC). Pass.',
     LB_HEAD + r'''
    if (my_last(counter)) {
        if (local_i == 0) {
            float sum = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++)
                sum += partials[b];
            output[0] = sum;
            *counter = 0;
        }
    }''', pre=LAST_OK)

case('l20_syncthreads_for_threadfence', 'last-block', 'fail 1',
     'The block barrier where the fence is meant: __syncthreads() before and after the atomicAdd instead of __threadfence(). __syncthreads orders memory only among the block\'s threads (PG Synchronization Functions), so the partial is not released to other blocks: data race on partials, exit 1.',
     LB_FULL, pre=LAST(r'''
    __syncthreads();
    if (threadIdx.x == 0) {
        const unsigned int ticket = atomicAdd(counter, 1u);  // CAUSE
        last = (ticket == gridDim.x - 1);
    }
    __syncthreads();'''), cause=FENCE)

case('l21_threadfence_block_for_threadfence', 'last-block', 'fail 1',
     '__threadfence_block() where hint 4 says __threadfence(): a CTA-scope fence (PTX fence.cta) does not order the partial for other blocks (PG Memory Fence Functions): data race, exit 1, the first error names the block-scope fence.',
     LB_FULL, pre=LAST(r'''
    if (threadIdx.x == 0) {
        __threadfence_block();  // CAUSE
        const unsigned int ticket = atomicAdd(counter, 1u);
        last = (ticket == gridDim.x - 1);
        __threadfence_block();
    }
    __syncthreads();'''), cause=r'__threadfence_block|block-scope|fence|data race')

case('l22_fence_after_partial_store_no_before_ticket', 'last-block', 'unclear',
     'Fence placed right after the partial store in last_block_reduction by thread 0, then the ticket (no fence) in is_last_block by the same thread 0, with a __syncthreads between them: release pattern (fence then the strong atomic) holds in program order of thread 0 (PTX), no acquire fence after: same standing as l05. Unclear.',
     LB_HEAD.replace('partials[blockIdx.x] = shared_mem[0];', '{ partials[blockIdx.x] = shared_mem[0]; __threadfence(); }') + r'''
    if (my_last(counter)) {''' + LB_MERGE + r'''
    }''', pre=LAST(r'''
    __syncthreads();
    if (threadIdx.x == 0) {
        const unsigned int ticket = atomicAdd(counter, 1u);
        last = (ticket == gridDim.x - 1);
    }
    __syncthreads();'''))

case('l23_merge_outside_if', 'last-block', 'fail 1',
     'Hint 6 snippet copied after the `if (is_last_block(counter))` instead of inside it: every block merges and stores output[0] and resets the counter. Blocks read partials not yet stored (race), 256 writers of output[0] (SPEC one writer): exit 1.',
     LB_HEAD + r'''
    const bool am_last = my_last(counter);
    (void)am_last;''' + LB_MERGE.replace('partials[b];', 'partials[b];  // CAUSE'), pre=LAST_OK,
     cause=r'data race|ticket|several|stored by|partial')

# ---------------------------------------------------------------- more "fixed after the first error"
# (written after the before run, before p34 ran them; their truths decided from the rules as above)
case('c16_fixed_c13_literal', 'coordination', 'pass',
     'c13 with its first error\'s fix applied literally ("guard the store so that one thread ... makes it"): `if (local_i == 0) output[my_block_rank] = block_sum;` with every thread still summing. One writer per element (SPEC), values right. Pass.',
     CO_HEAD + CO_FILL + r'''
    __syncthreads();
    cluster_arrive();
    float block_sum = 0.0f;
    for (int i = 0; i < TPB; i++)
        block_sum += shared_data[i];
    if (local_i == 0)
        output[my_block_rank] = block_sum;
    cluster_wait();''')

case('r17_fixed_r11_literal', 'reduction', 'pass',
     'r11 with its first error\'s fix applied literally ("cluster_arrive() after the write and cluster_wait() before the read"): cluster_wait() added before the elected read, every thread arrives once and waits once (PTX barrier.cluster: arrive .release, wait .acquire). Pass.',
     RE_HEAD + RE_TREE + RE_PUB + r'''
    cluster_arrive();
    cluster_wait();''' + RE_ONE)

case('r18_fixed_r12_literal', 'reduction', 'pass',
     'r12 with its first error\'s fix applied literally (a cluster_sync() between the write and the read), the first cluster_sync kept: two full cluster barriers by every thread, the second orders the publish before rank 0\'s reads. Pass.',
     RE_HEAD + RE_TREE + r'''
    cluster_sync();''' + RE_PUB + r'''
    cluster_sync();''' + RE_ONE)

case('r19_fixed_r06_literal', 'reduction', 'pass',
     'r06 with its first error\'s fix applied literally: the store inside the elected branch guarded by `my_block_rank == 0 && local_i / WARP_SIZE == 0`: only the elected lane of warp 0 of rank 0 stores (elect.sync elects exactly one lane per warp, PTX). One writer; pass.',
     RE_HEAD + RE_TREE + RE_PUB + r'''
    cluster_sync();
    if (elect_one_sync()) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        if (my_block_rank == 0 && local_i / WARP_SIZE == 0)
            output[0] = total;
    }''')

case('a15_fixed_a02_zeroed', 'advanced', 'fail 1',
     'a02 with the first option of its first error applied ("Store a value there first, e.g. 0.0f, by one thread, then a barrier"): warp_sums zeroed by thread 0 before the elected stores. Still wrong by the rules: where lane 0 is not elected the warp sums stay 0 (PTX elect.sync: the leader is the implementation\'s choice). Fail, exit 1 (passes where lane 0 is elected, as a02).',
     AD_HEAD + r'''
    if (local_i == 0)
        for (int w = 0; w < TPB / WARP_SIZE; w++) warp_sums[w] = 0.0f;
    __syncthreads();
    const int warp = local_i / WARP_SIZE;
    if (elect_one_sync() && local_i % WARP_SIZE == 0) {  // CAUSE
        float warp_sum = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            warp_sum += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = warp_sum;
    }
    __syncthreads();''' + AD_TAIL, cause=WRONG)

case('l24_fixed_l17_literal', 'last-block', 'fail 1',
     'l17 with its first error\'s fix applied literally ("let one thread store it"): only thread 0 stores `last`, but every thread still takes a ticket. 65536 tickets a launch: thread 0 of the block is last only if it draws 255; the counter ends at 65536 (SPEC: must end at 0), the output is merged by the wrong block or never. Fail, exit 1.',
     LB_FULL, pre=LAST(r'''
    __threadfence();
    const unsigned int ticket = atomicAdd(counter, 1u);  // CAUSE
    if (threadIdx.x == 0)
        last = (ticket == gridDim.x - 1);
    __threadfence();
    __syncthreads();'''), cause=r'ticket|counter|not written|❌|data race')
