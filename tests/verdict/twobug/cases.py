# Cases for gen.py (docs/verdict-twobug.md): learner kernels with TWO independent bugs of different
# classes, as real first attempts have them, across the four puzzles; then, for ten of them, the
# kernel with the first-reported bug fixed ("fix one, see the other": the *_f cases), whose truth is
# the remaining bug alone. Body = the kernel's body; pre = file-scope code before it. Every verdict
# was decided before p34 ran the kernel.
# The two bug lines are marked `// CAUSE A` and `// CAUSE B`; TWO[name] gives the class of each and
# which of them a correct judge may name first ('AB': either; 'A' or 'B': only that one, because the
# other cannot happen: e.g. a fault or hang that stops every thread before the other bug's access).
# Which exit code dominates (SPEC Exit codes; host/combine.c orders the verdicts fault 5 > hang 4 >
# wrong 1): a kernel that faults (5) or hangs (4) on the GPU ends there, whatever rule it also
# broke; a kernel that finishes with a broken rule or a wrong value is 1.
# Citations: PG = CUDA C++ Programming Guide: "Synchronization Functions" (__syncthreads waits until
# every thread of the block reaches it and makes their shared/global accesses visible; in conditional
# code it must be reached by all threads or the behaviour is undefined), "Memory Fence Functions"
# (threadFenceReduction: the fence before the ticket), "Distributed Shared Memory" (the cluster must
# sync before reading a peer's shared memory it wrote, and a block must not exit while a peer may
# still access its shared memory), "Cluster Group" (block_rank, map_shared_rank with a rank in
# [0, num_blocks)). PTX = PTX ISA "Memory Consistency Model" (data race: conflicting accesses not
# ordered by causality order), "barrier.cluster" (wait waits for every non-exited thread of the
# cluster to arrive), "elect.sync" (every thread of membermask must execute it). SPEC =
# docs/SPEC.md (Checking: NaN-filled buffers, "not written", each output element stored by exactly
# one thread per launch; --last-block launches twice, the counter must be left at 0; Exit codes).
# Project precedents: an out-of-bounds access is a fault, exit 5 (exam c21, blame c02); a block
# exiting while a peer reads its shared memory is exit 5 (cluster k-cases); threads that skip or
# exit past a __syncthreads the others wait at is exit 1 (flow, blame); an elect_one_sync not every
# lane reaches is a hang, exit 4 (cluster); map_shared_rank to rank 4 is exit 5 (ub p10).
RACE = r'data race|read before any thread stored'
HANG = r'deadlock|did not finish|hang|watchdog|never'
WRONG = r'❌|expected'
OOB = r'out-of-bounds|outside the cluster'
FENCE = r'__threadfence|fence'
RESET = r'not reset'
MULTI = r'stored by \d+ threads'
DIV = r'divergent barrier'
EXITED = r'exited while|after that block ha'
NAN = r'NaN|nan|uninitialised|not written|before any thread stored'
NOMERGE = r'no block merged|not written'
TWO = {}
def two(name, puzzle, verdict, reason, body, a, b, ok='AB', pre=''):
    TWO[name] = (a, b, ok)
    rx = '|'.join([x for x, k in ((a, 'A'), (b, 'B')) if k in ok])
    case(name, puzzle, verdict, reason, body, pre=pre, cause=rx)

# ---------------------------------------------------------------- coordination
CO_HEAD = r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
'''
two('c01_nosync_and_scale_by_rank', 'coordination', 'fail 1',
    'A: no __syncthreads between the shared stores and thread 0 summing shared_data: thread 0 reads the other threads\' stores unordered (PG Synchronization Functions; PTX data race). B: scale (float)rank instead of rank + 1: block 0 sums to 0, every block off (SPEC Launches). Neither faults nor hangs: exit 1; either may be named first.',
    CO_HEAD + r'''
    shared_data[local_i] = input[global_i] * (float)rank;  // CAUSE B
    cluster_arrive();
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];  // CAUSE A
        output[rank] = s;
    }
    cluster_wait();''', RACE, WRONG)
two('c01f_scale_by_rank_only', 'coordination', 'fail 1',
    'c01 with the race fixed (__syncthreads after the stores): only B is left, scale (float)rank: block 0 gives 0.0, the others r/(r+1) of the expected sum (SPEC Launches): exit 1, a wrong value.',
    CO_HEAD + r'''
    shared_data[local_i] = input[global_i] * (float)rank;  // CAUSE B
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];
        output[rank] = s;
    }
    cluster_wait();''', RACE, WRONG, ok='B')
two('c02_oob_input_and_nosync', 'coordination', 'fail 5',
    'A: input[global_i + 1] with no bound: block 3 thread 255 reads input[1024], past the 1024-element buffer (precedent: out-of-bounds is exit 5). B: no __syncthreads before thread 0 sums shared_data (data race, PG Synchronization Functions). The fault dominates (SPEC Exit codes; combine.c): exit 5. The race is in other blocks / before the fault, so either may be named.',
    CO_HEAD + r'''
    shared_data[local_i] = input[global_i + 1] * (float)(rank + 1);  // CAUSE A
    cluster_arrive();
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];  // CAUSE B
        output[rank] = s;
    }
    cluster_wait();''', OOB, RACE)
two('c02f_nosync_only', 'coordination', 'fail 1',
    'c02 with the read fixed (input[global_i]): only B is left, thread 0 reads shared_data with no __syncthreads after the other threads\' stores: a data race (PG Synchronization Functions; PTX): exit 1.',
    CO_HEAD + r'''
    shared_data[local_i] = input[global_i] * (float)(rank + 1);
    cluster_arrive();
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];  // CAUSE B
        output[rank] = s;
    }
    cluster_wait();''', OOB, RACE, ok='B')
two('c03_all_threads_store_and_wrong_index', 'coordination', 'fail 1',
    'A: after a correct __syncthreads every thread sums shared_data and stores output[...]: 256 stores of one element (SPEC: exactly one thread per launch). B: the index is blockIdx.x % 2, so outputs 2 and 3 are never written and 0 and 1 get two blocks each (SPEC Checking: not written). Both exit 1; either first.',
    CO_HEAD + r'''
    shared_data[local_i] = input[global_i] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    float s = 0.0f;
    for (int i = 0; i < TPB; i++) s += shared_data[i];
    output[blockIdx.x % 2] = s;  // CAUSE A  CAUSE B
    cluster_wait();''', MULTI, NAN)
DS_HEAD = CO_HEAD + r'''
    __shared__ float bsum;
    shared_data[local_i] = input[global_i] * (float)(rank + 1);
    __syncthreads();
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];
        bsum = s;
    }
'''
two('c04_dsmem_no_sync_before_read_and_none_after', 'coordination', 'fail 5',
    'Rank 0 threads 0..3 read each block\'s bsum through map_shared_rank and store output[r]. A: no cluster_sync before the read (only __syncthreads, block scope): the peers\' stores of bsum are unordered with rank 0\'s reads (PG Distributed Shared Memory; PTX data race). B: no cluster barrier after it either, so the peers may exit while rank 0 still reads their shared memory (PG Distributed Shared Memory; precedent exit 5). The exit dominates: exit 5; either may be named.',
    DS_HEAD + r'''
    cg::cluster_group cluster = cg::this_cluster();
    __syncthreads();
    if (rank == 0 && local_i < CLUSTER_SIZE)
        output[local_i] = *cluster.map_shared_rank(&bsum, local_i);  // CAUSE A  CAUSE B
''', RACE, EXITED)
two('c04f_dsmem_no_sync_after_only', 'coordination', 'fail 5',
    'c04 with the first bug fixed (cluster_sync before the DSMEM read): the read is now ordered, but no block waits after it, so peers may exit while rank 0 reads their bsum (PG Distributed Shared Memory: a block must not exit before its peers\' DSMEM accesses complete; precedent exit 5).',
    DS_HEAD + r'''
    cg::cluster_group cluster = cg::this_cluster();
    cluster.sync();
    if (rank == 0 && local_i < CLUSTER_SIZE)
        output[local_i] = *cluster.map_shared_rank(&bsum, local_i);  // CAUSE B
''', RACE, EXITED, ok='B')
two('c05_thread_rank_as_block_rank_and_nosync', 'coordination', 'fail 5',
    'A: the block rank is taken as cluster.thread_rank() / CLUSTER_SIZE (thread_rank is 0..1023; should divide by TPB): thread 0 of block b stores output[64 b], past the 4-element output for b >= 1 (precedent: out-of-bounds exit 5); the scale is per-thread garbage too. B: no __syncthreads before thread 0 sums shared_data (data race). The fault dominates: exit 5; either may be named (the race happens before the store).',
    r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = cg::this_cluster().thread_rank() / CLUSTER_SIZE;
    shared_data[local_i] = input[global_i] * (float)(block_rank_in_cluster() + 1);
    cluster_arrive();
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];  // CAUSE B
        output[rank] = s;  // CAUSE A
    }
    cluster_wait();''', OOB, RACE)
two('c06_rank0_never_arrives_and_nosync', 'coordination', 'fail 4',
    'A: `if (rank != 0) cluster_arrive();` then every thread calls cluster_wait(): the wait needs every non-exited thread of the cluster to arrive (PTX barrier.cluster), rank 0\'s threads wait without having arrived: nobody passes - a hang (exit 4; precedent hints c06_h4: threads that never arrive but wait deadlock the cluster). B: no __syncthreads before thread 0 sums shared_data (data race), which happens before the hang. The hang dominates: exit 4; either may be named.',
    CO_HEAD + r'''
    shared_data[local_i] = input[global_i] * (float)(rank + 1);
    if (rank != 0) cluster_arrive();  // CAUSE A
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];  // CAUSE B
        output[rank] = s;
    }
    cluster_wait();''', HANG, RACE)
two('c06f_rank0_never_arrives_only', 'coordination', 'fail 4',
    'c06 with the race fixed (__syncthreads after the stores): rank 0 still waits at the cluster barrier without arriving, so no thread of the cluster passes it (PTX barrier.cluster): hang, exit 4.',
    CO_HEAD + r'''
    shared_data[local_i] = input[global_i] * (float)(rank + 1);
    __syncthreads();
    if (rank != 0) cluster_arrive();  // CAUSE A
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];
        output[rank] = s;
    }
    cluster_wait();''', HANG, RACE, ok='A')

# ---------------------------------------------------------------- reduction
RE_HEAD = r'''
    __shared__ float sm[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[local_i] = input[global_i];
    __syncthreads();
'''
TREE_OK = r'''
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (local_i < s) sm[local_i] += sm[local_i + s];
        __syncthreads();
    }
'''
FINAL_OK = r'''
    if (rank == 0 && local_i == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }'''
two('r01_tree_nosync_and_wrong_final_index', 'reduction', 'fail 1',
    'A: the tree loop has no __syncthreads: step s reads sm[local_i + s] that step 2s wrote in another warp, unordered (PG Synchronization Functions; data race). B: the block publishes sm[1] instead of sm[0] (the wrong final index): the total is wrong. Both exit 1; either first.',
    RE_HEAD + r'''
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (local_i < s) sm[local_i] += sm[local_i + s];  // CAUSE A
    }
    if (local_i == 0) temp_storage[rank] = sm[1];  // CAUSE B
    cluster_sync();''' + FINAL_OK, RACE, WRONG)
two('r02_no_cluster_sync_and_elect_per_warp', 'reduction', 'fail 1',
    'A: no cluster_sync between publishing temp_storage[rank] and rank 0 reading all four: the peers\' stores and rank 0\'s loads are unordered (PG Cluster Group sync; PTX data race). B: `rank == 0 && elect_one_sync()` elects one lane per warp: 8 threads store output[0] (SPEC: exactly one thread; SPEC Known errors). Both exit 1; either first.',
    RE_HEAD + TREE_OK + r'''
    if (local_i == 0) temp_storage[rank] = sm[0];
    if (rank == 0 && elect_one_sync()) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];  // CAUSE A
        output[0] = t;  // CAUSE B
    }''', RACE, MULTI)
two('r02f_elect_per_warp_only', 'reduction', 'fail 1',
    'r02 with cluster_sync() added before the read: the race is gone, but 8 elected lanes (one per warp of rank 0) still store output[0] (SPEC: exactly one thread per launch): exit 1.',
    RE_HEAD + TREE_OK + r'''
    if (local_i == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && elect_one_sync()) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;  // CAUSE B
    }''', RACE, MULTI, ok='B')
two('r03_oob_temp_and_no_cluster_sync', 'reduction', 'fail 5',
    'A: the final loop runs r <= CLUSTER_SIZE and reads temp_storage[4], past the 4-float scratch (precedent: exit 5). B: no cluster_sync before that read (data race on temp_storage[1..3], PTX). The fault dominates: exit 5; the racy reads of r = 1..3 come before the fault, so either may be named.',
    RE_HEAD + TREE_OK + r'''
    if (local_i == 0) temp_storage[rank] = sm[0];
    if (rank == 0 && local_i == 0) {
        float t = 0.0f;
        for (int r = 0; r <= CLUSTER_SIZE; r++) t += temp_storage[r];  // CAUSE A  CAUSE B
        output[0] = t;
    }''', OOB, RACE)
two('r03f_no_cluster_sync_only', 'reduction', 'fail 1',
    'r03 with the bound fixed (r < CLUSTER_SIZE): rank 0 still reads temp_storage[1..3] with no cluster barrier after the peers\' stores: data race (PTX Memory Consistency Model; PG Cluster Group): exit 1.',
    RE_HEAD + TREE_OK + r'''
    if (local_i == 0) temp_storage[rank] = sm[0];
    if (rank == 0 && local_i == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];  // CAUSE B
        output[0] = t;
    }''', OOB, RACE, ok='B')
two('r04_atomic_output_no_init_and_four_writers', 'reduction', 'fail 1',
    'Thread 0 of each block atomicAdds its sum into output[0]. A: output[0] is never zeroed: it starts NaN (SPEC Checking: buffers NaN-filled), so the atomics read NaN and the result is NaN. B: four threads store output[0] (SPEC: exactly one thread per launch). Both exit 1; either first.',
    RE_HEAD + TREE_OK + r'''
    if (local_i == 0) atomicAdd(&output[0], sm[0]);  // CAUSE A  CAUSE B
    cluster_sync();''', NAN, MULTI)
two('r05_barrier_inside_if_and_quarter_stride', 'reduction', 'unclear',
    'A: the tree\'s __syncthreads is inside `if (local_i < s)`: threads >= s skip it while the others wait (PG Synchronization Functions: conditional __syncthreads reached by only some threads is undefined, "likely to hang or produce unintended side effects"). The skippers go on to cluster_sync(), a different barrier, and wait there for the threads held at __syncthreads: on hardware a hang (4) is likely, but the rule only says undefined, and project precedents score skipped barriers 1 and different-barrier waits 1 or 4: unclear (not scored) between 1 and 4. B: the tree starts at s = TPB / 4, so sm[128..255] is never added: the total is wrong. The first line should name A or B.',
    RE_HEAD + r'''
    for (int s = TPB / 4; s > 0; s >>= 1) {  // CAUSE B
        if (local_i < s) {
            sm[local_i] += sm[local_i + s];
            __syncthreads();  // CAUSE A
        }
    }
    if (local_i == 0) temp_storage[rank] = sm[0];
    cluster_sync();''' + FINAL_OK, DIV, WRONG)
two('r06_dsmem_rank_loop_past_end_and_no_sync', 'reduction', 'fail 5',
    'Rank 0 thread 0 gathers each block\'s sm[0] through map_shared_rank. A: the rank loop runs r = 1..CLUSTER_SIZE (wrong cluster rank: 4 is outside the cluster of 4, PG Cluster Group; precedent exit 5) and skips rank 0\'s own sum. B: no cluster_sync before the DSMEM reads, so the peers\' tree stores are unordered with them (PG Distributed Shared Memory; data race); and none after. The fault dominates: exit 5; either may be named (the reads of ranks 1..3 come first).',
    RE_HEAD + TREE_OK + r'''
    cg::cluster_group cluster = cg::this_cluster();
    if (rank == 0 && local_i == 0) {
        float t = 0.0f;
        for (int r = 1; r <= CLUSTER_SIZE; r++) t += *cluster.map_shared_rank(&sm[0], r);  // CAUSE A  CAUSE B
        output[0] = t;
    }
    cluster.sync();''', OOB, RACE)

# ---------------------------------------------------------------- advanced
AD_HEAD = r'''
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const int warp = local_i / WARP_SIZE;
    shared_data[local_i] = input[global_i] * (float)(rank + 1);
    __syncthreads();
'''
AD_TAIL = r'''
    cluster_arrive();
    if (local_i == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) b += warp_sums[w];
        output[rank] = b;
    }
    cluster_wait();'''
two('a01_warp_sum_by_thread_index_and_nosync', 'advanced', 'fail 5',
    'A: the elected lane stores warp_sums[local_i] (its thread index, not its warp): lane 0 of warp 1 stores warp_sums[32], past the 8-float array (precedent: out-of-bounds exit 5). B: no __syncthreads between the warp sums and thread 0 reading them (data race). The fault dominates: exit 5. Warp 0\'s in-bounds store and thread 0\'s racy read may come before the fault, but the fault comes before the read of warp 1..7: name A (B is acceptable only as the race on warp_sums, which the fault stops on most orders; scored as A).',
    AD_HEAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += shared_data[warp * WARP_SIZE + i];
        warp_sums[local_i] = s;  // CAUSE A
    }''' + AD_TAIL.replace('b += warp_sums[w];', 'b += warp_sums[w];  // CAUSE B'), OOB, RACE, ok='A')
two('a01f_nosync_only', 'advanced', 'fail 1',
    'a01 with warp_sums[warp]: thread 0 still reads the 8 warp sums with no __syncthreads after the elected lanes of warps 1..7 stored them: data race (PG Synchronization Functions; PTX): exit 1.',
    AD_HEAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }''' + AD_TAIL.replace('b += warp_sums[w];', 'b += warp_sums[w];  // CAUSE B'), OOB, RACE, ok='B')
two('a02_warp_stride_8_and_no_fill_sync', 'advanced', 'fail 1',
    'A: the elected lane sums shared_data[warp * 8 + i] (wrong stride: should be warp * WARP_SIZE): overlapping windows, most values missed, wrong sums. B: no __syncthreads after filling shared_data: warp w\'s elected lane reads values other warps store (warp 1 reads 8..39, of warps 0 and 1): data race. Both exit 1; either first.',
    AD_HEAD.replace('    __syncthreads();\n', '') + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += shared_data[warp * 8 + i];  // CAUSE A  CAUSE B
        warp_sums[warp] = s;
    }
    __syncthreads();''' + AD_TAIL, WRONG, RACE)
two('a03_elect_in_even_lanes_and_output_past_end', 'advanced', 'fail 4',
    'A: elect_one_sync() is called inside `if (local_i % 2 == 0)`: it elects over the full warp (SPEC helper table: elect.sync over the full warp) and the odd lanes never execute it (PTX elect.sync: every thread of membermask must execute it): a hang (precedent exit 4). B: output[rank + 1]: block 3 would store output[4], past the end. The hang stops every thread before the store: exit 4, only A can be named.',
    AD_HEAD + r'''
    if (local_i % 2 == 0) {
        if (elect_one_sync()) {  // CAUSE A
            float s = 0.0f;
            for (int i = 0; i < WARP_SIZE; i++) s += shared_data[warp * WARP_SIZE + i];
            warp_sums[warp] = s;
        }
    }
    __syncthreads();''' + AD_TAIL.replace('output[rank] = b;', 'output[rank + 1] = b;  // CAUSE B'), HANG, OOB, ok='A')
two('a03f_output_past_end_only', 'advanced', 'fail 5',
    'a03 with elect_one_sync() called by every lane: block 3\'s thread 0 stores output[4], past the 4-float output (precedent: out-of-bounds exit 5).',
    AD_HEAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }
    __syncthreads();''' + AD_TAIL.replace('output[rank] = b;', 'output[rank + 1] = b;  // CAUSE B'), HANG, OOB, ok='B')
two('a04_uninit_total_and_warp0_writes', 'advanced', 'fail 1',
    'A: `float b;` is never initialised before `b += warp_sums[w]` (an indeterminate value, C++ [basic.indet]: using it is undefined; the sum is garbage). B: the final sum is done by every lane of warp 0 (`local_i < WARP_SIZE`), so 32 threads store output[rank] (SPEC: exactly one thread). Both exit 1; either first.',
    AD_HEAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (local_i < WARP_SIZE) {
        float b;
        for (int w = 0; w < TPB / WARP_SIZE; w++) b += warp_sums[w];  // CAUSE A
        output[rank] = b;  // CAUSE B
    }
    cluster_wait();''', NAN + r'|indeterminate|uninit', MULTI)
two('a05_warp0_never_arrives_and_nosync', 'advanced', 'fail 4',
    'A: `if (warp != 0) cluster_arrive();` then every thread cluster_wait()s: warp 0 of each block waits without arriving, so the cluster barrier never completes (PTX barrier.cluster; precedent hints c06_h4): hang, exit 4. B: no __syncthreads between the warp sums and thread 0 reading them (data race), which comes before the wait. The hang dominates: exit 4; either may be named.',
    AD_HEAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }
    if (warp != 0) cluster_arrive();  // CAUSE A
    if (local_i == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) b += warp_sums[w];  // CAUSE B
        output[rank] = b;
    }
    cluster_wait();''', HANG, RACE)
two('a05f_warp0_never_arrives_only', 'advanced', 'fail 4',
    'a05 with __syncthreads() after the warp sums: warp 0 still waits at the cluster barrier without arriving (PTX barrier.cluster): hang, exit 4.',
    AD_HEAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }
    __syncthreads();
    if (warp != 0) cluster_arrive();  // CAUSE A
    if (local_i == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) b += warp_sums[w];
        output[rank] = b;
    }
    cluster_wait();''', HANG, RACE, ok='A')
two('a06_rank_from_blockidx_div_and_lane_loop_past_end', 'advanced', 'fail 5',
    'A: rank = blockIdx.x / CLUSTER_SIZE (0 for every block: all four would store output[0] with scale 1). B: the warp loop runs i <= WARP_SIZE: warp 7\'s elected lane reads shared_data[256], past the array (precedent: out-of-bounds exit 5). The fault comes in every block before thread 0\'s store (after a __syncthreads), so the several-writers bug never happens: exit 5, only B.',
    AD_HEAD.replace('block_rank_in_cluster()', 'blockIdx.x / CLUSTER_SIZE;  // CAUSE A\n    (void)0') + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i <= WARP_SIZE; i++) s += shared_data[warp * WARP_SIZE + i];  // CAUSE B
        warp_sums[warp] = s;
    }
    __syncthreads();''' + AD_TAIL, MULTI, OOB, ok='B')

# ---------------------------------------------------------------- last-block
LB_HEAD = r'''
    __shared__ float sm[TPB];
    __shared__ bool last;
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    sm[local_i] = input[global_i];
    __syncthreads();
'''
LB_MERGE = r'''
    if (last) {
        float s = 0.0f;
        for (unsigned int b = local_i; b < gridDim.x; b += blockDim.x) s += partials[b];
        sm[local_i] = s;
        __syncthreads();
        for (int st = TPB / 2; st > 0; st >>= 1) {
            if (local_i < st) sm[local_i] += sm[local_i + st];
            __syncthreads();
        }
        if (local_i == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }'''
TICKET = r'''
    if (local_i == 0) {
        __threadfence();
        last = (atomicAdd(counter, 1u) == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();'''
LB_PART = r'''
    if (local_i == 0) partials[blockIdx.x] = sm[0];'''
two('l01_no_fence_and_no_reset', 'last-block', 'fail 1',
    'A: no __threadfence() between storing partials[blockIdx.x] and taking the ticket (PG Memory Fence Functions, threadFenceReduction: the last block may read a partial not yet visible). B: the last block never resets *counter: launch 2 starts at 256, no block is last, output not written (SPEC: counter left at 0). Both exit 1; either first.',
    LB_HEAD + TREE_OK + LB_PART + r'''
    if (local_i == 0) {
        last = (atomicAdd(counter, 1u) == gridDim.x - 1);  // CAUSE A
        __threadfence();
    }
    __syncthreads();''' + LB_MERGE.replace('            *counter = 0;\n', '            // CAUSE B (no reset)\n'), FENCE, RESET + '|' + NOMERGE)
two('l01f_no_reset_only', 'last-block', 'fail 1',
    'l01 with the fence added before the ticket: the counter is still never reset, so launch 2 finds 256 and no block merges (SPEC: the counter must be left at 0): exit 1.',
    LB_HEAD + TREE_OK + LB_PART + TICKET + LB_MERGE.replace('            *counter = 0;\n', '            // CAUSE B (no reset)\n'),
    FENCE, RESET + '|' + NOMERGE, ok='B')
two('l02_tree_nosync_and_no_reset', 'last-block', 'fail 1',
    'A: the block tree has no __syncthreads in its loop (data race, PG Synchronization Functions). B: no counter reset (SPEC). Both exit 1; either first.',
    LB_HEAD + r'''
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (local_i < s) sm[local_i] += sm[local_i + s];  // CAUSE A
    }
    __syncthreads();''' + LB_PART + TICKET + LB_MERGE.replace('            *counter = 0;\n', '            // CAUSE B (no reset)\n'),
    RACE, RESET + '|' + NOMERGE)
two('l03_ticket_off_by_one_and_no_broadcast_sync', 'last-block', 'fail 1',
    'A: `last = (ticket == gridDim.x)`: tickets are 0..255, so no block is ever last: output[0] never written, the counter never reset (SPEC Checking). B: no __syncthreads after thread 0 sets the shared `last`: the other threads read it unordered with thread 0\'s store (data race, PG Synchronization Functions). Both exit 1; either first.',
    LB_HEAD + TREE_OK + LB_PART + r'''
    if (local_i == 0) {
        __threadfence();
        last = (atomicAdd(counter, 1u) == gridDim.x);  // CAUSE A
        __threadfence();
    }''' + LB_MERGE.replace('    if (last) {', '    if (last) {  // CAUSE B'), NOMERGE + '|' + RESET + '|' + WRONG, RACE)
two('l04_partial_index_plus1_and_no_fence', 'last-block', 'fail 5',
    'A: partials[blockIdx.x + 1]: block 255 stores partials[256], past the 256-float buffer (precedent: out-of-bounds write exit 5). B: no __threadfence() before the ticket (PG Memory Fence Functions). The fault dominates: exit 5. The missing fence is at each block\'s ticket, which blocks other than 255 reach before block 255 faults: either may be named.',
    LB_HEAD + TREE_OK + r'''
    if (local_i == 0) partials[blockIdx.x + 1] = sm[0];  // CAUSE A
    if (local_i == 0) {
        last = (atomicAdd(counter, 1u) == gridDim.x - 1);  // CAUSE B
        __threadfence();
    }
    __syncthreads();''' + LB_MERGE, OOB, FENCE)
two('l04f_no_fence_only', 'last-block', 'fail 1',
    'l04 with partials[blockIdx.x]: the ticket is still taken with no __threadfence() after the partial store (PG Memory Fence Functions, threadFenceReduction): exit 1.',
    LB_HEAD + TREE_OK + LB_PART + r'''
    if (local_i == 0) {
        last = (atomicAdd(counter, 1u) == gridDim.x - 1);  // CAUSE B
        __threadfence();
    }
    __syncthreads();''' + LB_MERGE, OOB, FENCE, ok='B')
two('l05_partial0_never_written_and_all_threads_store', 'last-block', 'fail 1',
    'A: the partial is stored only `if (local_i == 0 && blockIdx.x > 0)`: partials[0] stays NaN (SPEC Checking: scratch NaN-filled), the last block reads it: result NaN. B: the last block\'s final store is not under `local_i == 0`: 256 threads store output[0] (SPEC: exactly one thread). Both exit 1; either first.',
    LB_HEAD + TREE_OK + r'''
    if (local_i == 0 && blockIdx.x > 0) partials[blockIdx.x] = sm[0];  // CAUSE A''' + TICKET + r'''
    if (last) {
        float s = 0.0f;
        for (unsigned int b = local_i; b < gridDim.x; b += blockDim.x) s += partials[b];
        sm[local_i] = s;
        __syncthreads();
        for (int st = TPB / 2; st > 0; st >>= 1) {
            if (local_i < st) sm[local_i] += sm[local_i + st];
            __syncthreads();
        }
        output[0] = sm[0];  // CAUSE B
        if (local_i == 0) *counter = 0;
    }''', NAN, MULTI)
two('l06_ticket_in_thread0_branch_and_no_reset', 'last-block', 'fail 1',
    'A: the whole ticket-and-merge code, with its __syncthreads calls, runs inside `if (local_i == 0)`: threads 1..255 skip every barrier the last block\'s thread 0 waits at (PG Synchronization Functions: undefined; precedent exit 1). B: no counter reset (SPEC). Both exit 1; either first.',
    LB_HEAD + TREE_OK + LB_PART + r'''
    if (local_i == 0) {
        __threadfence();
        last = (atomicAdd(counter, 1u) == gridDim.x - 1);
        __threadfence();
        __syncthreads();  // CAUSE A
        if (last) {
            float s = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++) s += partials[b];
            output[0] = s;  // CAUSE B (no reset)
        }
    }''', DIV, RESET + '|' + NOMERGE)

# ---------------------------------------------------------------- added before the second run (probes of
# "one bug prevents the other"), truths decided before p34 ran them
two('x1_flag_from_rank4_hang_and_elect_per_warp', 'reduction', 'fail 4',
    'A: the peers publish temp_storage[rank] and rank 0 spins on a volatile flag (temp_storage slot written as 1.0f) that only "rank 4" would set (the wrong cluster rank: ranks are 0..3, PG Cluster Group): the spin never ends - a hang, exit 4. B: the spinners are `rank == 0 && elect_one_sync()`, one lane per warp, so 8 threads would store output[0] (SPEC: one thread) - but none of them gets past the spin, so B never happens: only A.',
    RE_HEAD + TREE_OK + r'''
    __shared__ int flag;
    if (local_i == 0) flag = 0;
    __syncthreads();
    if (rank == 4 && local_i == 0) flag = 1;
    if (local_i == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && elect_one_sync()) {
        while (*(volatile int *)&flag == 0) { }  // CAUSE A
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;  // CAUSE B
    }''', HANG, MULTI, ok='A')
two('x2_last_slot_never_stored_and_all_threads_write', 'coordination', 'fail 1',
    'A: the scaled value is stored only `if (local_i < TPB - 1)`, so shared_data[255] is never stored and the sum reads an indeterminate value (shared memory is not initialised; C++ indeterminate value). B: after the __syncthreads every thread sums and stores output[rank]: 256 writers (SPEC: one thread). Both exit 1; either first.',
    CO_HEAD + r'''
    if (local_i < TPB - 1) shared_data[local_i] = input[global_i] * (float)(rank + 1);  // CAUSE A
    __syncthreads();
    cluster_arrive();
    float s = 0.0f;
    for (int i = 0; i < TPB; i++) s += shared_data[i];
    output[rank] = s;  // CAUSE B
    cluster_wait();''', NAN + '|indeterminate', MULTI)
two('x3_block_fence_and_no_block_is_last', 'last-block', 'fail 1',
    'A: __threadfence_block() instead of __threadfence() before the ticket (block scope does not order the partial for the merging block, PG Memory Fence Functions). B: `ticket == gridDim.x` - no block is ever last, so no block reads the partials and output[0] is never written (SPEC Checking). Since no block reads another block\'s partial, the ordering bug A never shows: only B (not written / no block merged) can be named.',
    LB_HEAD + TREE_OK + LB_PART + r'''
    if (local_i == 0) {
        __threadfence_block();  // CAUSE A
        last = (atomicAdd(counter, 1u) == gridDim.x);  // CAUSE B
        __threadfence();
    }
    __syncthreads();''' + LB_MERGE, FENCE, NOMERGE + '|' + RESET + '|' + WRONG, ok='B')
two('x4_no_fence_and_merge_skips_last_partial', 'last-block', 'fail 1',
    'A: no __threadfence() before the ticket (PG Memory Fence Functions). B: the merge loop runs b < gridDim.x - 1, so partials[255] is left out: wrong total. Both exit 1; either first.',
    LB_HEAD + TREE_OK + LB_PART + r'''
    if (local_i == 0) {
        last = (atomicAdd(counter, 1u) == gridDim.x - 1);  // CAUSE A
        __threadfence();
    }
    __syncthreads();''' + LB_MERGE.replace('b < gridDim.x; b += blockDim.x) s += partials[b];', 'b < gridDim.x - 1; b += blockDim.x) s += partials[b];  // CAUSE B'), FENCE, WRONG)
two('x5_dsmem_read_peer_before_sync_and_exit_early', 'advanced', 'fail 5',
    'Thread 0 of each block adds its right neighbour\'s first warp sum read through map_shared_rank to its own total, "to check". A: the read comes after cluster_arrive() but before any cluster_wait(): the peer\'s store to warp_sums is not ordered before it (PG Distributed Shared Memory; data race). B: rank 3 returns right after its arrive, before cluster_wait(), while rank 2 may still read its shared memory (PG Distributed Shared Memory; precedent exit 5). Rank 3 also never stores output[3] (not written). Neither hangs: rank 3\'s exit releases the cluster barrier (PTX barrier.cluster: non-exited threads). The exit dominates: exit 5; either may be named.',
    AD_HEAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (rank == CLUSTER_SIZE - 1) return;  // CAUSE B
    if (local_i == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) b += warp_sums[w];
        b += *cg::this_cluster().map_shared_rank(&warp_sums[0], rank + 1);  // CAUSE A  CAUSE B
        output[rank] = b;
    }
    cluster_wait();''', RACE, EXITED)

# ---------------------------------------------------------------- "fix what p34 named first" (*_g), added after
# the second run showed which bug p34 names first where that was not the one the *_f case fixed (c04, c06,
# a05) and for three more (x2, l03, l06); truths decided before p34 ran them
two('c04g_dsmem_no_sync_before_read_only', 'coordination', 'fail 1',
    'c04 with the bug p34 named first fixed (cluster_sync() at the end, so no peer exits early): rank 0 still reads each peer\'s bsum through map_shared_rank with only a __syncthreads (block scope) before it: the peers\' stores are unordered with the reads (PG Distributed Shared Memory: cluster.sync() before reading; PTX data race): exit 1.',
    DS_HEAD + r'''
    cg::cluster_group cluster = cg::this_cluster();
    __syncthreads();
    if (rank == 0 && local_i < CLUSTER_SIZE)
        output[local_i] = *cluster.map_shared_rank(&bsum, local_i);  // CAUSE A
    cluster.sync();''', RACE, EXITED, ok='A')
two('c06g_nosync_only', 'coordination', 'fail 1',
    'c06 with the bug p34 named first fixed (every block arrives): thread 0 still sums shared_data with no __syncthreads after the other threads\' stores; cluster_arrive() orders nothing for a read before cluster_wait(): data race (PG Synchronization Functions; PTX): exit 1.',
    CO_HEAD + r'''
    shared_data[local_i] = input[global_i] * (float)(rank + 1);
    cluster_arrive();
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];  // CAUSE B
        output[rank] = s;
    }
    cluster_wait();''', HANG, RACE, ok='B')
two('a05g_nosync_only', 'advanced', 'fail 1',
    'a05 with the bug p34 named first fixed (every warp arrives): thread 0 still reads warp_sums[1..7] with no __syncthreads after the elected lanes of the other warps stored them (the arrive is not a block barrier and thread 0 reads before its wait): data race (PG Synchronization Functions; PTX): exit 1.',
    AD_HEAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }
    cluster_arrive();
    if (local_i == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) b += warp_sums[w];  // CAUSE B
        output[rank] = b;
    }
    cluster_wait();''', HANG, RACE, ok='B')
two('x2g_last_slot_never_stored_only', 'coordination', 'fail 1',
    'x2 with the bug p34 named first fixed (only thread 0 sums and stores): shared_data[255] is still never stored, so thread 0 adds an indeterminate value (C++ indeterminate value; shared memory is not initialised) in place of the 256th term: even a 0 there misses a term of 0.5 (r + 1), beyond the SPEC tolerance: exit 1.',
    CO_HEAD + r'''
    if (local_i < TPB - 1) shared_data[local_i] = input[global_i] * (float)(rank + 1);  // CAUSE A
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];
        output[rank] = s;
    }
    cluster_wait();''', NAN + '|indeterminate|' + WRONG, MULTI, ok='A')
two('l03g_ticket_off_by_one_only', 'last-block', 'fail 1',
    'l03 with the bug p34 named first fixed (__syncthreads after thread 0 sets `last`): `ticket == gridDim.x` still matches no ticket (0..255), so no block merges: output[0] not written, counter not reset (SPEC Checking): exit 1.',
    LB_HEAD + TREE_OK + LB_PART + r'''
    if (local_i == 0) {
        __threadfence();
        last = (atomicAdd(counter, 1u) == gridDim.x);  // CAUSE A
        __threadfence();
    }
    __syncthreads();''' + LB_MERGE, NOMERGE + '|' + RESET + '|' + WRONG, RACE, ok='A')
two('l06g_barrier_in_thread0_branch_only', 'last-block', 'fail 1',
    'l06 with the bug p34 named first fixed (the last block\'s thread 0 resets *counter): the __syncthreads() inside `if (local_i == 0)` is still reached by thread 0 alone while threads 1..255 exit (PG Synchronization Functions: conditional __syncthreads must be reached by every thread; precedent exit 1).',
    LB_HEAD + TREE_OK + LB_PART + r'''
    if (local_i == 0) {
        __threadfence();
        last = (atomicAdd(counter, 1u) == gridDim.x - 1);
        __threadfence();
        __syncthreads();  // CAUSE A
        if (last) {
            float s = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++) s += partials[b];
            output[0] = s;
            *counter = 0;
        }
    }''', DIV, RESET, ok='A')

# ---------------------------------------------------------------- a hang and a fault in different blocks (y*),
# added after the fix, truths decided before p34 ran them
two('y1_rank0_spins_forever_and_rank3_stores_past_end', 'coordination', 'fail 5',
    'A: rank 0\'s thread 0 spins on a volatile __shared__ flag that only a thread with local_i == TPB would set (none): it never leaves (a hang by itself). B: every block\'s thread 0 stores output[rank + 1]; rank 3 stores output[4], past the 4-float output (precedent: out-of-bounds exit 5). The four blocks of a cluster are co-scheduled (PG Thread Block Clusters), so rank 3 runs its store while rank 0 spins; a fault ends the whole launch (the context reports the error, CUDA Runtime API error handling: sticky errors), so the run ends with the fault, not the watchdog: exit 5, only B.',
    CO_HEAD + r'''
    __shared__ int flag;
    if (local_i == 0) flag = 0;
    shared_data[local_i] = input[global_i] * (float)(rank + 1);
    __syncthreads();
    if (local_i == TPB) flag = 1;
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];
        if (rank == 0)
            while (*(volatile int *)&flag == 0) { }  // CAUSE A
        output[rank + 1] = s;  // CAUSE B
    }
    cluster_sync();''', HANG, OOB, ok='B')
two('y2_rank0_never_arrives_and_rank2_reads_past_end', 'reduction', 'fail 5',
    'A: rank 0 skips cluster_arrive() but waits (hints c06_h4: a hang by itself). B: rank 2\'s thread 0, before the barrier, reads temp_storage[rank + 2] = temp_storage[4], past the 4-float scratch (precedent exit 5). Rank 2 reaches its read whatever rank 0 does (the blocks of a cluster are co-scheduled), and the fault ends the launch: exit 5, only B.',
    RE_HEAD + TREE_OK + r'''
    if (local_i == 0) temp_storage[rank] = sm[0];
    if (rank == 2 && local_i == 0) sm[1] = temp_storage[rank + 2];  // CAUSE B
    if (rank != 0) cluster_arrive();  // CAUSE A
    cluster_wait();''' + FINAL_OK, HANG, OOB, ok='B')
