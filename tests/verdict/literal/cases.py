# Cases for gen.py (docs/verdict-literal.md): kernels written by learners who follow Puzzle 34's own
# text literally (the seeds in docs/SPEC.md's index: the Mojo GPU Puzzles chapter, its three parts,
# and the CUDA last-block guard page). Each kernel translates a step list, a code fragment, a tip or
# a stated expectation of the text into CUDA the way a learner would: sometimes correctly, sometimes
# carrying the text's own errors (SPEC "Known errors in the seeds"), its ambiguities (where a barrier
# goes, which lane elect_one_sync picks, block_idx vs the cluster rank, temp_storage indexing) or a
# Mojo idiom translated naively. Body = the kernel's body; pre = file-scope code. Every verdict was
# decided before p34 ran the kernel.
# Citations: PTX = PTX ISA: "barrier.cluster" (arrive has .release and wait .acquire semantics by
# default; wait waits for all non-exited threads of the cluster to arrive; a thread must not arrive
# twice without an intervening wait), "elect.sync" (all threads of membermask must execute it;
# one leader among them), "Memory Consistency Model" (data race = conflicting accesses not ordered
# by causality order; release pattern = fence then strong write). PG = CUDA C++ Programming Guide:
# "Thread Block Clusters" / "Cluster Group" (cluster.sync(), barrier_arrive/barrier_wait,
# block_rank()), "Synchronization Functions" (__syncthreads in conditional code only when the
# condition is uniform over the block; __syncthreads_or), "Memory Fence Functions" (the
# threadFenceReduction last-block sample: fence, ticket, __syncthreads, no fence after),
# "Atomic Functions" (atomicAdd returns the old value). SPEC = docs/SPEC.md.
RACE = r'data race|several writers|stored by|race'
MULTI = r'several writers|stored by|more than one|writers'
HANG = r'deadlock|did not finish|hang|watchdog|never'
WRONG = r'❌'
DIVERGE = r'divergent|not all|barrier'
ELECT = r'elect'

# part 1: the load phase as the text's Phase 1 (scale by rank + 1, bounds check, else 0)
C_LOAD = r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    const float data_scale = (float)(my_block_rank + 1);
    if (global_i < size)
        shared_data[local_i] = input[global_i] * data_scale;
    else
        shared_data[local_i] = 0.0f;
'''
C_SUM = r'''
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;
    }
'''

# ================================================================= coordination
case('c01_seed_solution_block_idx', 'coordination', 'pass',
     'The seed solution line by line with block_id = blockIdx.x for the scale and the output index (its "FIX: use block_idx.x"): barrier(), cluster_arrive(), thread 0 sums into output[block_id], cluster_wait(). The grid is one cluster of 4 so blockIdx.x equals the rank (SPEC Known errors: "with one cluster that equals the cluster rank"); __syncthreads orders the shared stores before thread 0 reads (PG Synchronization Functions).',
     r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const int my_block_rank = (int)block_rank_in_cluster();  // DIAGNOSTIC, unused as in the seed
    (void)my_block_rank;
    const int block_id = (int)blockIdx.x;
    const float data_scale = (float)(block_id + 1);
    if (global_i < size)
        shared_data[local_i] = input[global_i] * data_scale;
    else
        shared_data[local_i] = 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[block_id] = block_sum;
    }
    cluster_wait();''')

case('c02_rank_everywhere', 'coordination', 'pass',
     'As c01 with block_rank_in_cluster() for scale and index (the SPEC\'s reference choice). Correct (PG Cluster Group block_rank()).',
     C_LOAD + '''
    __syncthreads();
    cluster_arrive();''' + C_SUM + '''
    cluster_wait();''')

case('c03_arrive_as_the_barrier', 'coordination', 'fail 1',
     'The learner reads "cluster_arrive() signals this block has completed processing" as the barrier after the load and drops barrier(): cluster_arrive() does not wait (PTX barrier.cluster.arrive is non-blocking; PG Cluster Group barrier_arrive), so thread 0 reads shared_data[i] written by other threads of its block with nothing ordering them: data race (PTX Memory Consistency Model).',
     C_LOAD + '''
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];  // CAUSE
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''', cause=RACE)

case('c04_cluster_sync_instead_of_barrier', 'coordination', 'pass',
     'Step list "Process, Signal, Compute, Wait" collapsed: cluster_sync() after the load in place of barrier()+arrive, then thread 0 sums, no wait. cluster.sync() is arrive.release + wait.acquire by every thread of the cluster (PTX barrier.cluster), so it orders the block\'s shared stores before thread 0\'s loads like __syncthreads. Correct.',
     C_LOAD + '''
    cluster_sync();''' + C_SUM)

case('c05_arrive_wait_back_to_back', 'coordination', 'pass',
     'arrive and wait back to back right after the load (no __syncthreads), then thread 0 sums: wait.acquire returns only after every thread of the cluster arrived with release semantics (PTX barrier.cluster), so all shared stores of the block are visible to thread 0. Correct (just no overlap).',
     C_LOAD + '''
    cluster_arrive();
    cluster_wait();''' + C_SUM)

case('c06_arrive_never_waited', 'coordination', 'unclear',
     'The learner keeps "cluster_arrive() signals completion" and forgets step 2 "All blocks must wait using cluster_wait()": every thread arrives once and exits with no wait. The results are right; PTX barrier.cluster does not say an arrive must be followed by a wait before exit, while the header (kernels.h "Pair every arrive with a wait") and the cg docs pair them. Unscored.',
     C_LOAD + '''
    __syncthreads();
    cluster_arrive();''' + C_SUM)

case('c07_wait_then_arrive', 'coordination', 'fail 1',
     '(Truth changed from fail 4 by the progress hunt, docs/verdict-progress.md: the H100 completed this kernel, docs/verify-verdict-gpu run34; the rule is broken, the GPU does not hang, so exit 1 naming the rule.) ' + 'Requirements read in list order "1. arrive ... 2. wait" but coded wait first: every thread calls cluster_wait() before any cluster_arrive(); the phase needs all non-exited threads to arrive (PTX barrier.cluster.wait), none can, so no thread ever passes the wait: deadlock.',
     C_LOAD + '''
    __syncthreads();
    cluster_wait();  // CAUSE''' + C_SUM + '''
    cluster_arrive();''', cause=r'without a matching arrive|' + HANG)

case('c08_scale_rank_index_block_idx', 'coordination', 'pass',
     'Mixed: scale by the rank, output[blockIdx.x]. One cluster: the same numbers (SPEC Known errors). Correct.',
     C_LOAD + '''
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[blockIdx.x] = block_sum;
    }
    cluster_wait();''')

case('c09_histogram_atomics_uninit', 'coordination', 'fail 1',
     'The overview calls it a "multi-block histogram": each thread atomicAdd()s its scaled value into output[rank] ("bin"), never initialised. The output starts as the harness\'s NaN fill (SPEC Checking: every output filled with NaN before the launch), so the atomics add onto NaN: wrong values; also stored by 256 threads (SPEC "stored by exactly one thread").',
     C_LOAD + '''
    __syncthreads();
    cluster_arrive();
    atomicAdd(&output[my_block_rank], shared_data[local_i]);  // CAUSE
    cluster_wait();''', cause=r'uninit|NaN|never initiali|not initiali|❌|several|stored by')

case('c10_histogram_atomics_zeroed', 'coordination', 'unclear',
     'As c09 but thread 0 zeroes output[rank] and __syncthreads() precedes the atomics: right numbers in any order (within the SPEC bound), yet 256 threads update the element atomically. SPEC "Each output element is stored by exactly one thread per launch" vs the simulator\'s own distinction of atomic updates from plain stores (kernels.h P34_OUTPUT_MULTI_WRITER: plain stores). Unscored.',
     C_LOAD + '''
    if (local_i == 0) output[my_block_rank] = 0.0f;
    __syncthreads();
    cluster_arrive();
    atomicAdd(&output[my_block_rank], shared_data[local_i]);
    cluster_wait();''')

case('c11_mojo_2d_indexing', 'coordination', 'pass',
     'Mojo\'s `shared_data[i][0]` carried over by declaring the shared array as float[TPB][1]: the same storage, same algorithm as c02. Correct.',
     r'''
    __shared__ float shared_data[TPB][1];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    const float data_scale = (float)(my_block_rank + 1);
    shared_data[local_i][0] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i][0];
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''')

case('c12_arrive_by_thread0_only', 'coordination', 'fail 4',
     '"Each block must signal completion using cluster_arrive()" read as one signal per block: only thread 0 arrives, every thread waits. The cluster barrier counts threads, not blocks: wait needs every non-exited thread of the cluster to arrive (PTX barrier.cluster), and the other 255 threads of each block sit in wait without arriving: deadlock.',
     C_LOAD + '''
    __syncthreads();
    if (local_i == 0) cluster_arrive();  // CAUSE''' + C_SUM + '''
    cluster_wait();''', cause=HANG + '|' + DIVERGE)

case('c13_arrive_wait_in_thread0', 'coordination', 'unclear',
     'Only thread 0 of each block does the whole cluster part: `if (local_i == 0) { cluster_arrive(); sum; cluster_wait(); }`. The other threads exit; PTX barrier.cluster.wait waits for non-exited threads only, so it completes, but the cg cluster barrier is documented for all threads of the group (PG Cluster Group) and may use .aligned forms. Unscored.',
     C_LOAD + '''
    __syncthreads();
    if (local_i == 0) {
        cluster_arrive();
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;
        cluster_wait();
    }''')

case('c14_arrive_then_cluster_sync', 'coordination', 'fail 1',
     'The pattern\'s step 4 "Synchronize: cluster_wait() ensures..." coded as cluster_sync() after the earlier cluster_arrive(): sync is arrive+wait, so each thread arrives twice without a wait between. PTX barrier.cluster: a thread arriving again before waiting is undefined behaviour. Rule broken.',
     C_LOAD + '''
    __syncthreads();
    cluster_arrive();''' + C_SUM + '''
    cluster_sync();  // CAUSE''', cause=r'arrive|twice|barrier')

case('c15_no_bounds_else_branch', 'coordination', 'pass',
     'The guard `if (global_i < size)` without the else branch (the learner thinks out-of-range slots are never read): every index is in range (4 x 256 = SIZE), so every slot is written. Correct.',
     r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    if (global_i < size)
        shared_data[local_i] = input[global_i] * (float)(my_block_rank + 1);
    __syncthreads();
    cluster_arrive();''' + C_SUM + '''
    cluster_wait();''')

case('c16_scale_by_rank_not_plus_one', 'coordination', 'fail 1',
     'The overview says each block "scales values by its unique block rank": scale = rank, not rank + 1. Block 0 gives 0.0 (expected 114.0), the others a block too little: wrong values (SPEC Launches: each x (b+1)).',
     r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    shared_data[local_i] = global_i < size ? input[global_i] * (float)my_block_rank : 0.0f;  // CAUSE
    __syncthreads();
    cluster_arrive();''' + C_SUM + '''
    cluster_wait();''', cause=WRONG)

case('c17_expected_127_5_normalised', 'coordination', 'fail 1',
     'A learner matching the seed\'s stated output 127.5/255.0/382.5/510.0 (SPEC Known errors: it matches no input the harness ever used) derives a value from it: local_i / 256 x (rank + 1), whose block sums are exactly those numbers. The real input gives 114.0, 231.2, 345.6, 459.2 (SPEC Report): wrong values.',
     r'''
    __shared__ float shared_data[TPB];
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    shared_data[local_i] = (float)local_i / 256.0f * (float)(my_block_rank + 1);  // CAUSE
    __syncthreads();
    cluster_arrive();''' + C_SUM + '''
    cluster_wait();''', cause=WRONG)

case('c18_wait_before_sum_arrive_after_load', 'coordination', 'pass',
     'The text\'s "Phase 2: blocks can safely perform operations that depend on other blocks\' results" read as "sum after the wait": barrier, arrive, wait, then thread 0 sums its own block. Correct (only later than needed).',
     C_LOAD + '''
    __syncthreads();
    cluster_arrive();
    cluster_wait();''' + C_SUM)

# ================================================================= reduction
# the seed's Phase 1: my_value, shared tree with the seed's redundant bound check
R_TREE = r'''
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    const int block_id = (int)blockIdx.x;
    (void)block_id;
    float my_value = 0.0f;
    if (global_i < size)
        my_value = input[global_i];
    __shared__ float shared_mem[TPB];
    shared_mem[local_i] = my_value;
    __syncthreads();
    int stride = TPB / 2;
    while (stride > 0) {
        if (local_i < stride && local_i + stride < TPB)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
        stride = stride / 2;
    }
'''
R_FINAL = r'''
        float total = 0.0f;
        for (int i = 0; i < CLUSTER_SIZE; i++)
            total += temp_storage[i];
        output[0] = total;'''

case('r01_seed_solution_elect_and_rank0', 'reduction', 'fail 1',
     'The seed solution verbatim: `if (elect_one_sync() && my_block_rank == 0)` after cluster_sync(). elect_one_sync() elects one lane per warp (PTX elect.sync), so 8 threads of block 0 (one per warp) store output[0]: SPEC Known errors ("8 threads of block 0 write it") and SPEC Checking ("stored by exactly one thread"). The text\'s claim "only ONE thread across the entire cluster" is its own error.',
     R_TREE + r'''
    if (local_i == 0)
        temp_storage[block_id] = shared_mem[0];
    cluster_sync();
    if (elect_one_sync() && my_block_rank == 0) {
        float total = 0.0f;
        for (int i = 0; i < CLUSTER_SIZE; i++)
            total += temp_storage[i];
        output[0] = total;  // CAUSE
    }''', cause=MULTI)

case('r02_rank0_then_elect', 'reduction', 'fail 1',
     'As r01 with the condition reversed, `my_block_rank == 0 && elect_one_sync()` (the tip "use elect_one_sync() within the first block"): still one lane in each of block 0\'s 8 warps: 8 writers of output[0] (SPEC Checking; SPEC Known errors).',
     R_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == 0 && elect_one_sync()) {
        float total = 0.0f;
        for (int i = 0; i < CLUSTER_SIZE; i++)
            total += temp_storage[i];
        output[0] = total;  // CAUSE
    }''', cause=MULTI)

case('r03_elect_read_as_thread0', 'reduction', 'pass',
     '"One elected thread" coded as thread 0 of rank 0 (elect_one_sync read as "lane 0", and only in warp 0): one writer. cluster_sync orders the 4 temp_storage stores before the reads (PTX barrier.cluster release/acquire). Correct.',
     R_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {''' + R_FINAL + '''
    }''')

case('r04_warp0_rank0_elect', 'reduction', 'pass',
     'The SPEC\'s fix: rank 0, warp 0 (uniform over the warp), then elect_one_sync(): all 32 lanes execute elect.sync (PTX), one lane wins: one writer. Correct.',
     R_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == 0 && local_i < WARP_SIZE && elect_one_sync()) {''' + R_FINAL + '''
    }''')

case('r05_elect_after_thread0_test', 'reduction', 'fail 1',
     '(Truth changed from fail 4 by the progress hunt, docs/verdict-progress.md: the H100 completed this kernel, docs/verify-verdict-gpu run34; the rule is broken, the GPU does not hang, so exit 1 naming the rule.) ' + '(Written "fail 1" before the run; corrected after it to "fail 4" for an error in that reasoning, docs/verdict-literal.md: PTX elect.sync says the .sync qualifier makes the executing thread wait until all threads in membermask execute the elect instruction, so the lone caller waits for lanes that never come: a hang, not only a broken rule.) `if (local_i == 0 && my_block_rank == 0 && elect_one_sync())`: the && short-circuits, so only lane 0 of warp 0 executes elect.sync with the full mask. PTX elect.sync: every thread in membermask must execute the same elect.sync; kernels.h "Every lane of the warp must call it". Rule broken (undefined behaviour), even though the sole caller would win.',
     R_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (local_i == 0 && my_block_rank == 0 && elect_one_sync()) {  // CAUSE''' + R_FINAL + '''
    }''', cause=ELECT + '|' + HANG)

case('r06_temp_storage_block_idx', 'reduction', 'pass',
     'temp_storage[block_id] with block_id = blockIdx.x (the tip "Store partial results in temp_storage[block_id] for reliable indexing"): one cluster, blockIdx.x is the rank (SPEC Known errors). Correct.',
     R_TREE + r'''
    if (local_i == 0)
        temp_storage[block_id] = shared_mem[0];
    cluster_sync();
    if (block_id == 0 && local_i == 0) {''' + R_FINAL + '''
    }''')

case('r07_input_hundredths', 'reduction', 'fail 1',
     'The text says the input is "0, 0.01, 0.02, ..., 10.23"; the learner builds that sequence from the index (input[i] x 0.01) to match it: the sum becomes 5237.76, not 523776 (SPEC Known errors: the real input is i). Wrong value.',
     R_TREE.replace('my_value = input[global_i];', 'my_value = input[global_i] * 0.01f;  // CAUSE') + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {''' + R_FINAL + '''
    }''', cause=WRONG)

case('r08_barrier_for_cluster_sync', 'reduction', 'fail 1',
     '"Use barrier() between steps" generalised: __syncthreads() where cluster_sync() belongs. __syncthreads orders nothing across blocks (PG Synchronization Functions), so rank 0 thread 0 reads temp_storage[1..3] written by other blocks\' thread 0 with no ordering: data race (PTX Memory Consistency Model), maybe NaN.',
     R_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    __syncthreads();
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int i = 0; i < CLUSTER_SIZE; i++)
            total += temp_storage[i];  // CAUSE
        output[0] = total;
    }''', cause=RACE + '|not written|NaN')

case('r09_arrive_wait_for_sync', 'reduction', 'pass',
     'cluster_sync() written as cluster_arrive(); cluster_wait(); (the part 1 pattern): the same release/acquire barrier (PTX barrier.cluster; PG Cluster Group). Correct.',
     R_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_arrive();
    cluster_wait();
    if (my_block_rank == 0 && local_i == 0) {''' + R_FINAL + '''
    }''')

case('r10_sync_inside_writer_branch', 'reduction', 'unclear',
     'The learner puts cluster_sync() with the store it protects: `if (local_i == 0) { temp_storage[r] = ...; cluster_sync(); if (rank == 0) final sum; }`. Only thread 0 of each block reaches the cluster barrier; the others exit. PTX barrier.cluster.wait counts non-exited threads only, but cg\'s cluster.sync() is documented for all threads of the cluster (PG Cluster Group) and may use .aligned forms (UB when a warp diverges). Unscored.',
     R_TREE + r'''
    if (local_i == 0) {
        temp_storage[my_block_rank] = shared_mem[0];
        cluster_sync();
        if (my_block_rank == 0) {''' + R_FINAL + '''
        }
    }''')

case('r11_barrier_inside_stride_if', 'reduction', 'fail 4',
     '(Written "fail 1" before the run; corrected to "fail 4" for an error in that reasoning: tracing it, threads 128-255 skip every later step and reach cluster_sync(), threads 0-127 wait at the __syncthreads() inside the branch, which needs all 256 threads (PTX bar.sync): neither barrier can complete, a deadlock on the GPU.) Tree step written with barrier() inside the `if local_i < stride` branch (the visualisation shows only the active threads): __syncthreads() in a branch not taken by the whole block (PG Synchronization Functions: undefined, may hang or misbehave). Rule broken.',
     r'''
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    __shared__ float shared_mem[TPB];
    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride) {
            shared_mem[local_i] += shared_mem[local_i + stride];
            __syncthreads();  // CAUSE
        }
    }
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {''' + R_FINAL + '''
    }''', cause=DIVERGE + '|' + HANG)

case('r12_no_barrier_after_load', 'reduction', 'fail 1',
     'The learner follows the tip list ("use barrier() between reduction steps") and leaves out the barrier after the load: step 1 reads shared_mem[local_i + 128] stored by another thread with nothing ordering it: data race (PTX Memory Consistency Model; PG Synchronization Functions).',
     r'''
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    __shared__ float shared_mem[TPB];
    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];  // CAUSE
        __syncthreads();
    }
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {''' + R_FINAL + '''
    }''', cause=RACE)

case('r13_no_barrier_between_steps', 'reduction', 'fail 1',
     'Tree reduction with one barrier after the load and none between steps (the visualisation lists the steps without barriers): step 2 reads values step 1 of other threads writes: data race (PTX Memory Consistency Model).',
     r'''
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    __shared__ float shared_mem[TPB];
    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];  // CAUSE
    }
    __syncthreads();
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {''' + R_FINAL + '''
    }''', cause=RACE)

case('r14_all_of_block0_write', 'reduction', 'fail 1',
     '"Only one thread should perform the final aggregation" dropped: `if (my_block_rank == 0)` alone, so all 256 threads of block 0 sum temp_storage and store output[0]: 256 writers (SPEC Checking "stored by exactly one thread"; the plain same-value stores also conflict, PTX Memory Consistency Model).',
     R_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == 0) {
        float total = 0.0f;
        for (int i = 0; i < CLUSTER_SIZE; i++)
            total += temp_storage[i];
        output[0] = total;  // CAUSE
    }''', cause=MULTI + '|' + RACE)

case('r15_signal_then_store_partial', 'reduction', 'fail 1',
     'Part 1\'s "Signal, then Compute, then Wait" carried into part 2: cluster_arrive() before the block\'s partial is stored, cluster_wait() after. The arrive releases only what came before it (PTX barrier.cluster.arrive .release), so a block\'s store of temp_storage[rank] after its arrive is not ordered before rank 0\'s read after its wait: data race (PTX Memory Consistency Model).',
     R_TREE + r'''
    cluster_arrive();
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_wait();
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int i = 0; i < CLUSTER_SIZE; i++)
            total += temp_storage[i];  // CAUSE
        output[0] = total;
    }''', cause=RACE)

case('r16_every_block_sums_rank0_writes', 'reduction', 'pass',
     'Thread 0 of every block sums the four partials after cluster_sync ("all partial results are ready" read as "everyone may read them"), only rank 0 stores output[0]. Reads after the barrier are ordered (PTX barrier.cluster); one writer. Correct.',
     R_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (local_i == 0) {
        float total = 0.0f;
        for (int i = 0; i < CLUSTER_SIZE; i++)
            total += temp_storage[i];
        if (my_block_rank == 0)
            output[0] = total;
    }''')

case('r17_every_thread_publishes', 'reduction', 'unclear',
     'No `if local_i == 0` around the temp_storage store: all 256 threads of a block store the same block sum into temp_storage[rank]. Conflicting unordered stores are a data race by the PTX model, but PG (Compute Capabilities, global memory) says one of several same-location stores of a warp wins, and temp_storage is scratch, not an output (SPEC Checking\'s one-writer rule names output elements). Unscored.',
     R_TREE + r'''
    temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {''' + R_FINAL + '''
    }''')

case('r18_extra_cluster_sync_at_end', 'reduction', 'pass',
     'A second cluster_sync() after the final write ("ensure all blocks finish"): every thread reaches it (uniform), harmless. Correct.',
     R_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {''' + R_FINAL + '''
    }
    cluster_sync();''')

case('r19_publish_by_elected_lane', 'reduction', 'pass',
     'The block sum published by the elected lane of warp 0 (`local_i < 32 && elect_one_sync()`) instead of thread 0: all lanes of warp 0 execute elect.sync (PTX), one writer; it reads shared_mem[0] after the tree\'s final __syncthreads. Correct.',
     R_TREE + r'''
    if (local_i < WARP_SIZE && elect_one_sync())
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {''' + R_FINAL + '''
    }''')

case('r20_output_is_block0_sum', 'reduction', 'fail 1',
     '"Final result goes to output[0]" read as "block 0 writes its result to output[0]": thread 0 of rank 0 stores its own tree sum, 32640, not the cluster sum 523776 (SPEC Launches). Wrong value.',
     R_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0)
        output[0] = shared_mem[0];  // CAUSE''', cause=WRONG)

case('r21_elect_under_divergent_rank', 'reduction', 'pass',
     'The seed\'s order kept but with the warp restriction added first: `if (local_i / 32 == 0) if (elect_one_sync() && my_block_rank == 0)`: elect_one_sync runs in all 32 lanes of warp 0 of every block, the rank test is uniform per block: one writer (block 0\'s elected lane). Correct.',
     R_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (local_i / WARP_SIZE == 0) {
        if (elect_one_sync() && my_block_rank == 0) {''' + R_FINAL + '''
        }
    }''')

# ================================================================= advanced
A_LOAD = r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    const float data_scale = (float)(my_block_rank + 1);
    if (global_i < size)
        shared_data[local_i] = input[global_i] * data_scale;
    else
        shared_data[local_i] = 0.0f;
    __syncthreads();
'''
# block stage of the seed: thread 0 reads the warp-leader positions 0, 32, ..., 224
A_BLOCK = r'''
    if (local_i == 0) {
        float block_total = 0.0f;
        for (int i = 0; i < TPB; i += 32)
            block_total += shared_data[i];
        output[my_block_rank] = block_total;
    }
'''

case('a01_seed_solution_elected_position', 'advanced', 'unclear',
     'The seed solution verbatim: the elected lane stores its warp sum at shared_data[local_i] ("at elected thread\'s position") and thread 0 reads positions 0, 32, ..., 224. Right only if elect.sync elects lane 0 of each warp: PTX elect.sync elects "one leader" of membermask and does not name which; the seed\'s own visualisation assumes lane 0 and Hopper does elect the lowest lane. Unscored; a p34 warning that names the lane assumption is true and useful here.',
     A_LOAD + r'''
    if (elect_one_sync()) {
        float warp_sum = 0.0f;
        const int warp_start = (local_i / 32) * 32;
        for (int i = 0; i < 32; i++)
            if (warp_start + i < TPB)
                warp_sum += shared_data[warp_start + i];
        shared_data[local_i] = warp_sum;
    }
    __syncthreads();
    cluster_arrive();''' + A_BLOCK + '''
    cluster_wait();''')

case('a02_elect_read_as_lane0', 'advanced', 'pass',
     'elect_one_sync() read as "lane 0": `if (local_i % 32 == 0)`, warp sum stored at the lane-0 position, thread 0 reads 0, 32, ..., 224. No election involved; barriers between phases (PG Synchronization Functions). Correct.',
     A_LOAD + r'''
    if (local_i % 32 == 0) {
        float warp_sum = 0.0f;
        const int warp_start = (local_i / 32) * 32;
        for (int i = 0; i < 32; i++)
            warp_sum += shared_data[warp_start + i];
        shared_data[local_i] = warp_sum;
    }
    __syncthreads();
    cluster_arrive();''' + A_BLOCK + '''
    cluster_wait();''')

case('a03_lane0_and_elect', 'advanced', 'fail 4',
     '(Written "fail 1" before the run; corrected to "fail 4", as r05: PTX elect.sync waits until all threads in membermask execute it; lanes 1-31 go on to __syncthreads, lane 0 waits in elect.sync: a hang.) Belt and braces: `if (local_i % 32 == 0 && elect_one_sync())`: the && short-circuits, so only lane 0 executes elect.sync with the full member mask. PTX elect.sync: all threads named in membermask must execute it; kernels.h "Every lane of the warp must call it". Rule broken (undefined behaviour).',
     A_LOAD + r'''
    if (local_i % 32 == 0 && elect_one_sync()) {  // CAUSE
        float warp_sum = 0.0f;
        const int warp_start = (local_i / 32) * 32;
        for (int i = 0; i < 32; i++)
            warp_sum += shared_data[warp_start + i];
        shared_data[local_i] = warp_sum;
    }
    __syncthreads();
    cluster_arrive();''' + A_BLOCK + '''
    cluster_wait();''', cause=ELECT + '|' + HANG)

case('a04_elect_then_lane0', 'advanced', 'unclear',
     '`if (elect_one_sync() && local_i % 32 == 0)`: every lane executes elect.sync (legal), but a warp contributes only if the elected lane is lane 0. PTX does not say which lane is elected (see a01). Unscored; a warning about the lane assumption is true and useful.',
     A_LOAD + r'''
    if (elect_one_sync() && local_i % 32 == 0) {
        float warp_sum = 0.0f;
        for (int i = 0; i < 32; i++)
            warp_sum += shared_data[local_i + i];
        shared_data[local_i] = warp_sum;
    }
    __syncthreads();
    cluster_arrive();''' + A_BLOCK + '''
    cluster_wait();''')

case('a05_warp_sums_by_warp_index', 'advanced', 'pass',
     'Elected lane stores into warp_sums[local_i / 32] (the SPEC reference\'s choice): independent of which lane wins (PTX elect.sync: exactly one per warp). Correct.',
     A_LOAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    if (elect_one_sync()) {
        float warp_sum = 0.0f;
        const int warp_start = (local_i / 32) * 32;
        for (int i = 0; i < 32; i++)
            warp_sum += shared_data[warp_start + i];
        warp_sums[local_i / 32] = warp_sum;
    }
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            block_total += warp_sums[w];
        output[my_block_rank] = block_total;
    }
    cluster_wait();''')

case('a06_store_at_warp_start', 'advanced', 'pass',
     '"Store warp results back in shared memory at elected thread\'s position" read as "at the warp\'s leader slot": the elected lane (whichever) stores shared_data[warp_start]; it read that slot itself first, and no other thread touches the warp\'s slots before the barrier. Thread 0 reads 0, 32, ...: correct whatever lane is elected.',
     A_LOAD + r'''
    if (elect_one_sync()) {
        float warp_sum = 0.0f;
        const int warp_start = (local_i / 32) * 32;
        for (int i = 0; i < 32; i++)
            warp_sum += shared_data[warp_start + i];
        shared_data[warp_start] = warp_sum;
    }
    __syncthreads();
    cluster_arrive();''' + A_BLOCK + '''
    cluster_wait();''')

case('a07_no_barrier_after_warp_stage', 'advanced', 'fail 1',
     'The tip "use barrier() between processing phases" applied once (after the load) only: thread 0 reads shared_data[32], [64], ... that other warps\' elected lanes store with nothing ordering them: data race (PTX Memory Consistency Model). Lane 0 is used (no election question).',
     A_LOAD + r'''
    if (local_i % 32 == 0) {
        float warp_sum = 0.0f;
        for (int i = 0; i < 32; i++)
            warp_sum += shared_data[local_i + i];
        shared_data[local_i] = warp_sum;
    }
    cluster_arrive();
    if (local_i == 0) {
        float block_total = 0.0f;
        for (int i = 0; i < TPB; i += 32)
            block_total += shared_data[i];  // CAUSE
        output[my_block_rank] = block_total;
    }
    cluster_wait();''', cause=RACE)

case('a08_barrier_after_arrive', 'advanced', 'pass',
     'Flow "Process, Signal, Store, Wait" with the warp-stage barrier put after cluster_arrive(): the __syncthreads still separates the elected stores from thread 0\'s reads (PG Synchronization Functions); arrive/wait pair uniform. Correct.',
     A_LOAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    if (elect_one_sync()) {
        float warp_sum = 0.0f;
        for (int i = 0; i < 32; i++)
            warp_sum += shared_data[(local_i / 32) * 32 + i];
        warp_sums[local_i / 32] = warp_sum;
    }
    cluster_arrive();
    __syncthreads();
    if (local_i == 0) {
        float block_total = 0.0f;
        for (int w = 0; w < 8; w++)
            block_total += warp_sums[w];
        output[my_block_rank] = block_total;
    }
    cluster_wait();''')

case('a09_every_lane_sums_in_place', 'advanced', 'fail 1',
     'No election ("SIMT: all 32 lanes execute the same instruction"): every lane sums its warp\'s 32 values and stores at shared_data[local_i]. Lanes read slots their warp-mates store, unordered (no __syncwarp; independent thread scheduling, PG): data race (PTX Memory Consistency Model).',
     A_LOAD + r'''
    {
        float warp_sum = 0.0f;
        const int warp_start = (local_i / 32) * 32;
        for (int i = 0; i < 32; i++)
            warp_sum += shared_data[warp_start + i];
        shared_data[local_i] = warp_sum;  // CAUSE
    }
    __syncthreads();
    cluster_arrive();''' + A_BLOCK + '''
    cluster_wait();''', cause=RACE)

case('a10_syncwarp_between_stages', 'advanced', 'fail 1',
     'Warp stage then __syncwarp() (the learner thinks the warp stage needs a warp barrier) instead of __syncthreads(): thread 0 then reads warp_sums[1..7] stored by other warps, unordered: data race (PG Synchronization Functions: __syncwarp orders only its warp; PTX Memory Consistency Model).',
     A_LOAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    if (local_i % 32 == 0) {
        float warp_sum = 0.0f;
        for (int i = 0; i < 32; i++)
            warp_sum += shared_data[local_i + i];
        warp_sums[local_i / 32] = warp_sum;
    }
    __syncwarp();
    cluster_arrive();
    if (local_i == 0) {
        float block_total = 0.0f;
        for (int w = 0; w < 8; w++)
            block_total += warp_sums[w];  // CAUSE
        output[my_block_rank] = block_total;
    }
    cluster_wait();''', cause=RACE)

case('a11_elect_for_block_total', 'advanced', 'fail 1',
     'Election used for the block stage too ("elect_one_sync() for efficient coordination"): `if (elect_one_sync())` around the block total: one lane per warp, 8 threads per block store output[rank] (SPEC Checking "stored by exactly one thread").',
     A_LOAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    if (elect_one_sync()) {
        float warp_sum = 0.0f;
        for (int i = 0; i < 32; i++)
            warp_sum += shared_data[(local_i / 32) * 32 + i];
        warp_sums[local_i / 32] = warp_sum;
    }
    __syncthreads();
    cluster_arrive();
    if (elect_one_sync()) {
        float block_total = 0.0f;
        for (int w = 0; w < 8; w++)
            block_total += warp_sums[w];
        output[my_block_rank] = block_total;  // CAUSE
    }
    cluster_wait();''', cause=MULTI + '|' + RACE)

case('a12_block_idx_scale_and_index', 'advanced', 'pass',
     'Seed\'s block_id = blockIdx.x for scale and output index, lane-0 warp leaders: one cluster, blockIdx.x is the rank (SPEC Known errors). Correct.',
     r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const int block_id = (int)blockIdx.x;
    shared_data[local_i] = global_i < size ? input[global_i] * (float)(block_id + 1) : 0.0f;
    __syncthreads();
    if (local_i % 32 == 0) {
        float warp_sum = 0.0f;
        for (int i = 0; i < 32; i++)
            warp_sum += shared_data[local_i + i];
        shared_data[local_i] = warp_sum;
    }
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_total = 0.0f;
        for (int i = 0; i < TPB; i += 32)
            block_total += shared_data[i];
        output[block_id] = block_total;
    }
    cluster_wait();''')

case('a13_cluster_sync_at_end', 'advanced', 'pass',
     'arrive/wait replaced by one cluster_sync() at the end (the text calls arrive/wait "more efficient than cluster_sync()", so both are allowed): uniform, correct.',
     A_LOAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    if (elect_one_sync()) {
        float warp_sum = 0.0f;
        for (int i = 0; i < 32; i++)
            warp_sum += shared_data[(local_i / 32) * 32 + i];
        warp_sums[local_i / 32] = warp_sum;
    }
    __syncthreads();
    if (local_i == 0) {
        float block_total = 0.0f;
        for (int w = 0; w < 8; w++)
            block_total += warp_sums[w];
        output[my_block_rank] = block_total;
    }
    cluster_sync();''')

case('a14_elect_under_uniform_guard', 'advanced', 'pass',
     '"Always check global_i < size" applied around the election: `if (global_i < size) { if (elect_one_sync()) ... }`. Every index is in range, so all 32 lanes execute elect.sync (PTX), and the warp sum goes to warp_sums[warp]. Correct.',
     A_LOAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    if (global_i < size) {
        if (elect_one_sync()) {
            float warp_sum = 0.0f;
            for (int i = 0; i < 32; i++)
                warp_sum += shared_data[(local_i / 32) * 32 + i];
            warp_sums[local_i / 32] = warp_sum;
        }
    }
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_total = 0.0f;
        for (int w = 0; w < 8; w++)
            block_total += warp_sums[w];
        output[my_block_rank] = block_total;
    }
    cluster_wait();''')

case('a15_warp_sum_by_shuffle', 'advanced', 'pass',
     'Puzzle 24\'s warp.sum() translated as a __shfl_down_sync tree over the full warp, lane 0 storing the warp sum: all lanes take part (PG Warp Shuffle Functions), one store per warp. Correct.',
     A_LOAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    float v = shared_data[local_i];
    for (int off = 16; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (local_i % 32 == 0)
        warp_sums[local_i / 32] = v;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_total = 0.0f;
        for (int w = 0; w < 8; w++)
            block_total += warp_sums[w];
        output[my_block_rank] = block_total;
    }
    cluster_wait();''')

case('a16_elected_in_warp0_for_total', 'advanced', 'pass',
     'Block total by `local_i < 32 && elect_one_sync()` (one lane of warp 0, all of warp 0 executing elect.sync; PTX): one writer per block. Correct.',
     A_LOAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    if (local_i % 32 == 0) {
        float warp_sum = 0.0f;
        for (int i = 0; i < 32; i++)
            warp_sum += shared_data[local_i + i];
        warp_sums[local_i / 32] = warp_sum;
    }
    __syncthreads();
    cluster_arrive();
    if (local_i < 32 && elect_one_sync()) {
        float block_total = 0.0f;
        for (int w = 0; w < 8; w++)
            block_total += warp_sums[w];
        output[my_block_rank] = block_total;
    }
    cluster_wait();''')

case('a17_wait_arrive_swapped', 'advanced', 'fail 1',
     '(Truth changed from fail 4 by the progress hunt, docs/verdict-progress.md: the H100 completed this kernel, docs/verify-verdict-gpu run34; the rule is broken, the GPU does not hang, so exit 1 naming the rule.) ' + 'Stage 3 written "wait for the others, then signal": cluster_wait() before cluster_arrive(). No thread can arrive while all wait (PTX barrier.cluster.wait needs every non-exited thread\'s arrive): deadlock.',
     A_LOAD + r'''
    if (local_i % 32 == 0) {
        float warp_sum = 0.0f;
        for (int i = 0; i < 32; i++)
            warp_sum += shared_data[local_i + i];
        shared_data[local_i] = warp_sum;
    }
    __syncthreads();
    cluster_wait();  // CAUSE''' + A_BLOCK + '''
    cluster_arrive();''', cause=r'without a matching arrive|' + HANG)

# ================================================================= last-block
# the seed's two guards, translated (counter is unsigned int * in p34, int * in the seed)
LB11 = r'''
__device__ bool lt_last_block_11(unsigned int *counter)
{
    __shared__ int last;
    __threadfence();  // ensure that partial result is visible by all blocks
    if (threadIdx.x == 0)
        last = atomicAdd(counter, 1u);
    __syncthreads();
    return last == (int)gridDim.x - 1;
}
'''
LB20 = r'''
__device__ bool lt_last_block_20(unsigned int *counter)
{
    __threadfence();  // ensure that partial result is visible by all blocks
    int last = 0;
    if (threadIdx.x == 0)
        last = atomicAdd(counter, 1u);
    return __syncthreads_or(last == (int)gridDim.x - 1);
}
'''
# computePartial: a shared tree into partials[blockIdx.x]
LB_PART = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) partials[blockIdx.x] = sm[0];
'''
# merge by thread 0 alone, then the reset the SPEC asks for
LB_MERGE0 = r'''
        if (tid == 0) {
            float total = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++)
                total += partials[b];
            output[0] = total;
            *counter = 0;
        }'''

case('l01_seed_11_guard_with_reset', 'last-block', 'pass',
     'The seed\'s 1.1 lastBlock (fence by every thread, thread 0 takes the ticket into a __shared__ int, __syncthreads, compare with gridDim.x-1), merge by thread 0, plus the reset SPEC asks for. Thread 0 stored the partial, fenced, then did the atomic: release pattern (PTX; PG Memory Fence Functions). The reader side has no fence after the ticket, as the Programming Guide\'s own threadFenceReduction sample. The reset happens after all 256 tickets. Correct.',
     LB_PART + r'''
    if (lt_last_block_11(counter)) {''' + LB_MERGE0 + '''
    }''', pre=LB11)

case('l02_seed_20_guard_with_reset', 'last-block', 'pass',
     'The seed\'s 2.0 lastBlock: each thread\'s local last (0 in threads other than 0) and __syncthreads_or(last == gridDim.x-1) as the broadcast (PG Synchronization Functions: __syncthreads_or returns non-zero if the predicate is non-zero for any thread). 0 != 255 for the other threads, so only the real last ticket counts. With the reset: correct.',
     LB_PART + r'''
    if (lt_last_block_20(counter)) {''' + LB_MERGE0 + '''
    }''', pre=LB20)

case('l03_seed_without_reset', 'last-block', 'fail 1',
     'The seed page\'s kernel as written: "The counter must be ... initialized to 0 before the kernel is invoked", and nothing resets it. The first launch is right; the second launch (SPEC: no host reset between) starts at 256, no ticket equals 255, output[0] is never written: not written / wrong (SPEC Launches: "must leave counter at 0").',
     LB_PART + r'''
    if (lt_last_block_11(counter)) {
        if (tid == 0) {
            float total = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++)
                total += partials[b];
            output[0] = total;
        }
    }''', pre=LB11, cause=r'counter|not written|second|❌')

case('l04_reset_by_atomic_exch', 'last-block', 'pass',
     'As l01 but the reset written atomicExch(counter, 0) (a learner who will not mix plain and atomic accesses). Correct.',
     LB_PART + r'''
    if (lt_last_block_11(counter)) {
        if (tid == 0) {
            float total = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++)
                total += partials[b];
            output[0] = total;
            atomicExch(counter, 0u);
        }
    }''', pre=LB11)

case('l05_int_counter_cast', 'last-block', 'pass',
     'The seed\'s `int *counter` kept: the learner casts `(int *)counter` and uses atomicAdd(int *, int). Same bits, same ticket; reset to 0. Correct.',
     LB_PART + r'''
    int *icounter = (int *)counter;
    __shared__ int last;
    __threadfence();
    if (tid == 0) last = atomicAdd(icounter, 1);
    __syncthreads();
    if (last == (int)gridDim.x - 1) {
        if (tid == 0) {
            float total = 0.0f;
            for (int b = 0; b < (int)gridDim.x; b++)
                total += partials[b];
            output[0] = total;
            *icounter = 0;
        }
    }''')

case('l06_fence_before_partial', 'last-block', 'fail 1',
     'The learner puts "ensure that partial result is visible" at the top, before computePartial: fence, then thread 0 stores the partial and takes the ticket with no fence between. The relaxed atomicAdd after the store is not a release pattern (PTX Memory Consistency Model: fence THEN strong write; PG Memory Fence Functions), so the last block\'s reads of partials race with the stores.',
     r'''
    __shared__ float sm[TPB];
    __shared__ unsigned int ticket;
    const int tid = threadIdx.x;
    __threadfence();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        ticket = atomicAdd(counter, 1u);
    }
    __syncthreads();
    if (ticket == gridDim.x - 1 && tid == 0) {
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            total += partials[b];  // CAUSE
        output[0] = total;
        *counter = 0;
    }''', cause=RACE + '|__threadfence')

case('l07_no_fence', 'last-block', 'fail 1',
     'The 1.1 guard without the __threadfence() line (the learner thinks the atomic already publishes): relaxed atomicAdd, no release pattern (PTX Memory Consistency Model; PG Memory Fence Functions explains this exact case): the last block\'s reads of partials race.',
     LB_PART + r'''
    __shared__ int last;
    if (tid == 0) last = atomicAdd(counter, 1u);
    __syncthreads();
    if (last == (int)gridDim.x - 1 && tid == 0) {
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            total += partials[b];  // CAUSE
        output[0] = total;
        *counter = 0;
    }''', cause=RACE + '|__threadfence')

case('l08_guard_called_by_thread0_only', 'last-block', 'fail 1',
     'The 2.0 guard called as `if (tid == 0 && lt_last_block_20(counter))`, against the seed\'s assumption "invoked uniformly by all threads": __syncthreads_or reached by one thread of the block (PG Synchronization Functions: undefined unless the condition is the same in the whole block). Rule broken.',
     LB_PART + r'''
    if (tid == 0 && lt_last_block_20(counter)) {
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            total += partials[b];
        output[0] = total;
        *counter = 0;
    }''', pre=LB20.replace('return __syncthreads_or(', 'return __syncthreads_or(  // CAUSE\n        '),
     cause=DIVERGE + '|' + HANG)

case('l09_compare_with_griddim', 'last-block', 'fail 1',
     'Ticket compared with gridDim.x (the learner forgets atomicAdd returns the OLD value, PG Atomic Functions): tickets run 0..255, none equals 256, so no block merges: output[0] not written.',
     LB_PART + r'''
    __shared__ unsigned int last;
    __threadfence();
    if (tid == 0) last = atomicAdd(counter, 1u);
    __syncthreads();
    if (last == gridDim.x) {  // CAUSE''' + LB_MERGE0 + '''
    }''', cause=r'not written|❌|no block merged')

case('l10_no_syncthreads_after_ticket', 'last-block', 'fail 1',
     'The 1.1 guard without its __syncthreads() (the learner keeps the fence and the atomic only): every thread reads the __shared__ `last` that thread 0 stores, with no barrier between: data race (PTX Memory Consistency Model; PG Synchronization Functions).',
     LB_PART + r'''
    __shared__ int last;
    __threadfence();
    if (tid == 0) last = atomicAdd(counter, 1u);
    if (last == (int)gridDim.x - 1) {  // CAUSE''' + LB_MERGE0 + '''
    }''', cause=RACE + '|divergent|barrier')

case('l11_block_scope_fence', 'last-block', 'fail 1',
     '"Visible by all blocks" coded with __threadfence_block(): a CTA-scope fence orders nothing for other blocks (PG Memory Fence Functions; PTX fence.cta), so there is no GPU-scope release pattern: the last block\'s reads of partials race with the other blocks\' stores (PTX Memory Consistency Model).',
     LB_PART + r'''
    __shared__ int last;
    __threadfence_block();
    if (tid == 0) last = atomicAdd(counter, 1u);
    __syncthreads();
    if (last == (int)gridDim.x - 1 && tid == 0) {
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            total += partials[b];  // CAUSE
        output[0] = total;
        *counter = 0;
    }''', cause=RACE + '|__threadfence')

case('l12_merge_strided_tree', 'last-block', 'pass',
     'merge() by all threads of the last block: each thread folds partials[tid], partials[tid + 256], ... into shared memory, tree, thread 0 stores and resets. Reads after the block\'s __syncthreads following the guard (PG threadFenceReduction shape). Correct.',
     LB_PART + r'''
    if (lt_last_block_11(counter)) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x)
            acc += partials[b];
        sm[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }''', pre=LB11)

case('l13_merge_one_partial_per_thread', 'last-block', 'pass',
     'merge() with partials[tid] (256 blocks, 256 threads: one partial per thread), then the tree: right for this launch shape (SPEC Launches: 256 x 256). Correct.',
     LB_PART + r'''
    if (lt_last_block_20(counter)) {
        sm[tid] = partials[tid];
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }''', pre=LB20)

case('l14_counter_initialised_in_kernel', 'last-block', 'fail 1',
     '"The counter must be ... initialized to 0 before the kernel is invoked" done in the kernel: block 0 thread 0 stores *counter = 0 at the start. That plain store is unordered with the other blocks\' atomicAdds (a weak write and an atomic are not morally strong, PTX Memory Consistency Model): data race; tickets may be lost or counted twice.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    if (blockIdx.x == 0 && tid == 0)
        *counter = 0;  // CAUSE
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) partials[blockIdx.x] = sm[0];
    if (lt_last_block_11(counter)) {
        if (tid == 0) {
            float total = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++)
                total += partials[b];
            output[0] = total;
        }
    }''', pre=LB11, cause=RACE + '|counter')

case('l15_merge_by_every_thread', 'last-block', 'fail 1',
     '"This is executed by all threads of the last block only: merge(partialResults, finalResult)" taken literally: every thread of the last block sums all partials and stores output[0]: 256 writers (SPEC Checking "stored by exactly one thread").',
     LB_PART + r'''
    if (lt_last_block_11(counter)) {
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            total += partials[b];
        output[0] = total;  // CAUSE
        if (tid == 0) *counter = 0;
    }''', pre=LB11, cause=MULTI + '|' + RACE)

case('l16_every_thread_takes_ticket', 'last-block', 'fail 1',
     'The 2.0 guard without `if (threadIdx.x == 0)`: every thread takes a ticket, 65536 in all; the block whose thread draws 255 believes it is last while most blocks have not stored their partials: the merge reads unwritten/unordered partials (data race, PTX Memory Consistency Model) and the reset to 0 races with later tickets.',
     LB_PART + r'''
    __threadfence();
    const int last = (int)atomicAdd(counter, 1u);
    if (__syncthreads_or(last == (int)gridDim.x - 1)) {''' + LB_MERGE0.replace('total += partials[b];', 'total += partials[b];  // CAUSE') + '''
    }''', cause=RACE + '|not written|❌|NaN|tickets')

case('l17_reset_before_merge', 'last-block', 'pass',
     'The last block resets the counter first (thread 0, right after the guard), then merges: all 256 tickets are taken before the last one, so no later atomic sees the reset in this launch. Correct.',
     LB_PART + r'''
    if (lt_last_block_11(counter)) {
        if (tid == 0) {
            *counter = 0;
            float total = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++)
                total += partials[b];
            output[0] = total;
        }
    }''', pre=LB11)

case('l18_fence_only_in_thread0_before_ticket', 'last-block', 'pass',
     'The fence moved into the `if (threadIdx.x == 0)` before atomicAdd (only thread 0 wrote the partial, so only it needs to fence): same release pattern (PTX; PG Memory Fence Functions). Correct.',
     LB_PART + r'''
    __shared__ int last;
    if (tid == 0) {
        __threadfence();
        last = atomicAdd(counter, 1u);
    }
    __syncthreads();
    if (last == (int)gridDim.x - 1) {''' + LB_MERGE0 + '''
    }''')
