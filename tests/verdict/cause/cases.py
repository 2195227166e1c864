# Cases for gen.py: wrong kernels as learners write them. rc and cause (a regular
# expression for the first diagnosis line) were decided from the CUDA rules before p34
# ran; `// CAUSE` marks the line the diagnosis should name. PG = CUDA C++ Programming
# Guide, PTX = PTX ISA.

RACE = r'data race'
WRITERS = r'several threads store it|is stored by [0-9]+ threads'
OOB = r'out-of-bounds'
WRONG = r'❌'
DEADLOCK = r'deadlock'
DIVERGE = r'divergent barrier'

COORD_HEAD = r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
'''
COORD_SUM = r'''
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;
    }
    cluster_wait();'''

# ---------------------------------------------------------------- coordination
case('k01_coord_scale_forgot_plus1', 'coordination', 1, WRONG, 'scale by rank, not rank + 1',
     'Block r must scale by r + 1 (SPEC); scaling by r makes block 0 all zeros and every block too small: a wrong value, nothing else.', COORD_HEAD + r'''
    const float data_scale = (float)my_block_rank;
    shared_data[local_i] = input[global_i] * data_scale;
    __syncthreads();''' + COORD_SUM)

case('k02_coord_output_by_tid', 'coordination', 1, r'output\[0\] is stored by 4 threads', 'output indexed by threadIdx (inside the thread-0 branch)',
     'output[local_i] inside `if (local_i == 0)` is output[0] in every block: four threads of four blocks store output[0] with nothing ordering them (SPEC: each output element stored by one thread; PG Memory Fence Functions: unordered stores race). output[1..3] are never written: a symptom of the same bug.', COORD_HEAD + r'''
    shared_data[local_i] = input[global_i] * (my_block_rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[local_i] = block_sum;  // CAUSE
    }
    cluster_wait();''')

case('k03_coord_sum_le_tpb', 'coordination', 5, OOB, 'sum loop i <= TPB reads shared_data[256]',
     'shared_data has TPB elements; i <= TPB reads shared_data[TPB], past the array: out of bounds (PG: an access outside the declared array is undefined; p34 makes it a fault, exit 5).', COORD_HEAD + r'''
    shared_data[local_i] = input[global_i] * (my_block_rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i <= TPB; i++)
            block_sum += shared_data[i];  // CAUSE
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''')

case('k04_coord_input_by_local', 'coordination', 1, WRONG, 'input[local_i] instead of input[global_i]',
     'Every block loads block 0\'s inputs: blocks 1-3 sum the wrong values (block 0 happens to be right). No rule is broken: a wrong value.', COORD_HEAD + r'''
    shared_data[local_i] = input[local_i] * (my_block_rank + 1.0f);
    __syncthreads();''' + COORD_SUM)

case('k05_coord_syncthreads_half_grid', 'coordination', 1, RACE + r' on `shared_data\[[0-9]+\]` in block [23]', '__syncthreads() under `if (global_i < size / 2)`',
     'The condition is uniform within each block (PG __syncthreads: allowed in conditional code only if it evaluates identically across the block): blocks 0-1 synchronise, blocks 2-3 skip the barrier, so in blocks 2-3 thread 0 reads shared_data that other threads write with nothing between: a shared-memory race in block 2 or 3.', COORD_HEAD + r'''
    shared_data[local_i] = input[global_i] * (my_block_rank + 1.0f);
    if (global_i < size / 2)
        __syncthreads();  // CAUSE''' + COORD_SUM)

case('k06_coord_no_sync_and_le', 'coordination', 5, OOB, 'two bugs: no __syncthreads and i <= TPB',
     'Two bugs: thread 0 sums shared_data without a __syncthreads (a race) and reads shared_data[TPB] (out of bounds). The out-of-bounds read is a fault on every schedule (exit 5, the worse exit code, SPEC); it should come first.', COORD_HEAD + r'''
    shared_data[local_i] = input[global_i] * (my_block_rank + 1.0f);
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i <= TPB; i++)
            block_sum += shared_data[i];  // CAUSE
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''')

case('k07_coord_int_scale', 'coordination', 1, WRONG, 'int cast truncates the 0.0-0.9 inputs',
     '(int)input[i] is 0 for every input (0.0 to 0.9): every output is 0.0, written by thread 0: a wrong value, not an unwritten one.', COORD_HEAD + r'''
    const int data_scale = my_block_rank + 1;
    shared_data[local_i] = (float)((int)input[global_i] * data_scale);
    __syncthreads();''' + COORD_SUM)

case('k08_coord_sum_one_warp', 'coordination', 1, WRONG, 'thread 0 sums only WARP_SIZE values',
     'The sum loop stops at WARP_SIZE: 224 of the 256 terms are missing: a wrong value.', COORD_HEAD + r'''
    shared_data[local_i] = input[global_i] * (my_block_rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''')

case('k09_coord_elect_writes', 'coordination', 1, WRITERS, 'elect_one_sync() instead of local_i == 0 for the block sum',
     'elect_one_sync() is true in one lane of each of the 8 warps (PTX elect.sync): 8 threads per block store output[rank] with nothing ordering them: several writers (SPEC), a data race even with equal values.', COORD_HEAD + r'''
    shared_data[local_i] = input[global_i] * (my_block_rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (elect_one_sync()) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;  // CAUSE
    }
    cluster_wait();''')

case('k10_coord_dsmem_scale_no_cluster_barrier', 'coordination', 1, RACE + r' on `scale_s`', 'rank 0 pushes each block\'s scale into its shared memory, no cluster barrier before the reads',
     'Rank 0 stores into every peer\'s scale_s through map_shared_rank, and each block reads scale_s after only __syncthreads(), which orders nothing across blocks (PG Distributed Shared Memory: a cluster.sync() must order DSMEM accesses, and must come before the first access so the target block is running): a shared-memory race on scale_s.', r'''
    __shared__ float shared_data[TPB];
    __shared__ float scale_s;
    cg::cluster_group cluster = cg::this_cluster();
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = cluster.block_rank();
    if (my_block_rank == 0 && local_i < CLUSTER_SIZE)
        *cluster.map_shared_rank(&scale_s, local_i) = local_i + 1.0f;  // CAUSE
    __syncthreads();
    shared_data[local_i] = input[global_i] * scale_s;
    __syncthreads();''' + COORD_SUM)

case('k11_coord_two_bugs_scale_race', 'coordination', 1, RACE, 'two bugs: scale by rank and no __syncthreads',
     'Both are exit 1; the race is a broken rule the numbers alone cannot show, so it should be named first; the wrong scale shows in the table.', COORD_HEAD + r'''
    shared_data[local_i] = input[global_i] * (float)my_block_rank;  // CAUSE
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''')

case('k12_coord_size_per_block_uninit', 'coordination', 1, r'read before any thread stored it', 'guard global_i < size / CLUSTER_SIZE leaves shared_data of blocks 1-3 unwritten',
     'The learner reads size as the per-block size: blocks 1-3 store no shared_data, and thread 0 sums it anyway. __shared__ memory holds no defined value before it is written (PG __shared__), so blocks 1-3 sum garbage: a wrong value from uninitialised shared memory.', COORD_HEAD + r'''
    if (global_i < size / CLUSTER_SIZE)
        shared_data[local_i] = input[global_i] * (my_block_rank + 1.0f);
    __syncthreads();''' + COORD_SUM)

case('k13_coord_return_past_tpb', 'coordination', 1, r'not written', 'early return `if (global_i >= TPB) return;`',
     'Blocks 1-3 return at once (PTX exit: exited threads release the barriers, no hang) and never write output[1..3]: not written. Block 0 is right.', COORD_HEAD + r'''
    if (global_i >= TPB)
        return;
    shared_data[local_i] = input[global_i] * (my_block_rank + 1.0f);
    __syncthreads();''' + COORD_SUM)

case('k14_coord_uninit_shared_sum', 'coordination', 1, r'read before any thread stored it', 'plain += into an unzeroed __shared__ total',
     'Thread 0 adds into `__shared__ float total` without zeroing it: shared memory holds no defined value before a store (PG __shared__): a wrong value.', COORD_HEAD + r'''
    __shared__ float total;
    shared_data[local_i] = input[global_i] * (my_block_rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        for (int i = 0; i < TPB; i++)
            total += shared_data[i];  // CAUSE
        output[my_block_rank] = total;
    }
    cluster_wait();''')

# ---------------------------------------------------------------- reduction
RED_HEAD = r'''
    __shared__ float shared_mem[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    shared_mem[local_i] = input[global_i];
    __syncthreads();
'''
RED_TREE = r'''
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
'''
RED_FINAL = r'''
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }'''

case('k15_red_syncthreads_in_if', 'reduction', 4, DIVERGE, '__syncthreads() inside `if (local_i < stride)`',
     'The barrier is reached only by threads below stride (PG __syncthreads: conditional only if uniform across the block): threads 0-127 wait at the tree barrier while 128-255 go on to cluster_sync(): a divergent barrier; they never meet, a hang (exit 4).', RED_HEAD + r'''
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride) {
            shared_mem[local_i] += shared_mem[local_i + stride];
            __syncthreads();  // CAUSE
        }
    }
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];''' + RED_FINAL)

case('k16_red_temp_by_tid', 'reduction', 1, r'data race on `temp_storage\[0\]`', 'temp_storage[local_i] in the thread-0 branch',
     'temp_storage[local_i] under `if (local_i == 0)` is temp_storage[0] in all four blocks: four unordered stores of different values (a race on temp_storage[0]); temp_storage[1..3] stay NaN and the total is NaN: a symptom far from the cause.', RED_HEAD + RED_TREE + r'''
    if (local_i == 0)
        temp_storage[local_i] = shared_mem[0];  // CAUSE''' + RED_FINAL)

case('k17_red_sum_unwritten_rank0_slot', 'reduction', 1, r'temp_storage\[0\]` is read before any thread stored it', 'rank 0 does not publish its partial but sums temp_storage[0..3]',
     'Ranks 1-3 publish; rank 0 keeps its sum in shared memory but then sums temp_storage[0], which nobody wrote (the host filled it with NaN, SPEC Checking): the total is NaN, a wrong value read from an unwritten slot.', RED_HEAD + RED_TREE + r'''
    if (local_i == 0 && my_block_rank != 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];  // CAUSE
        output[0] = total;
    }''')

case('k18_red_every_block_writes_output', 'reduction', 1, WRITERS, 'output[0] written by thread 0 of every block',
     '`if (local_i == 0)` without the rank test: four blocks store the same total to output[0] with nothing ordering them: several writers (SPEC), a data race even with equal values.', RED_HEAD + RED_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;  // CAUSE
    }''')

case('k19_red_two_bugs_tree_nosync_all_write', 'reduction', 1, r'data race on `shared_mem', 'two bugs: no __syncthreads in the tree and every rank-0 thread writes output',
     'The tree race comes first in time and makes the total wrong; the 256 writers of output[0] are a second race. The first diagnosis should be the tree (shared_mem).', RED_HEAD + r'''
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];  // CAUSE
    }
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }''')

case('k20_red_sum_to_size', 'reduction', 5, OOB + r'.*temp_storage', 'final loop r < size over temp_storage',
     'temp_storage has CLUSTER_SIZE (4) floats; r < size reads temp_storage[4..1023], past the allocation: out of bounds (exit 5).', RED_HEAD + RED_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < size; r++)
            total += temp_storage[r];  // CAUSE
        output[0] = total;
    }''')

case('k21_red_tree_no_guard', 'reduction', 5, OOB, 'tree without `if (local_i < stride)`',
     'Every thread adds shared_mem[local_i + stride]: thread 255 reads shared_mem[383] at stride 128, past the array (out of bounds, exit 5); the same step also races (thread 0 reads [128] that thread 128 writes). The fault is the worse exit code.', RED_HEAD + r'''
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        shared_mem[local_i] += shared_mem[local_i + stride];  // CAUSE
        __syncthreads();
    }
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];''' + RED_FINAL)

case('k22_red_elect_in_thread0', 'reduction', 4, r'elect_one_sync|deadlock', 'elect_one_sync() after `local_i == 0 &&`',
     '`local_i == 0 && elect_one_sync()`: only lane 0 of warp 0 executes elect.sync with the full mask; PTX elect.sync requires every lane of membermask to execute it: lanes 1-31 never come, undefined (p34: the lane waits for them, a hang, exit 4, naming elect_one_sync).', RED_HEAD + RED_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0 && elect_one_sync()) {  // CAUSE
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }''')

case('k23_red_shfl_activemask_divergent', 'reduction', 1, r'warp shuffle reads lane', 'warp finish with __shfl_down_sync(__activemask()) under `if (local_i < off)`',
     'Inside `if (local_i < off)` only lanes 0..off-1 are active; __activemask() is that half and __shfl_down_sync reads lane + off, outside the mask: PG Warp Shuffle Functions: reading an inactive lane gives an undefined value: a wrong value from a shuffle outside its mask.', RED_HEAD + r'''
    for (int stride = TPB / 2; stride > WARP_SIZE; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
    if (local_i < WARP_SIZE) {
        float v = shared_mem[local_i] + shared_mem[local_i + WARP_SIZE];
        for (int off = WARP_SIZE / 2; off > 0; off /= 2) {
            if (local_i < off)
                v += __shfl_down_sync(__activemask(), v, off);  // CAUSE
        }
        if (local_i == 0)
            temp_storage[my_block_rank] = v;
    }''' + RED_FINAL)

case('k24_red_publish_after_sync', 'reduction', 1, r'data race on `temp_storage\[[1-3]\]`', 'temp_storage written after cluster_sync()',
     'The partial is published after the cluster barrier, so rank 0\'s reads of temp_storage[1..3] are not ordered after the peers\' stores: a race whose writer is in another block (PTX barrier.cluster: only accesses before arrive are released).', RED_HEAD + RED_TREE + r'''
    cluster_sync();
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];  // CAUSE
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }''')

case('k25_red_dsmem_push_before_start', 'reduction', 1, r'data race|before|cluster', 'each block pushes its partial into rank 0\'s shared memory with no cluster barrier before the push; rank 0 zeroes the slots first',
     'Rank 0 zeroes parts[] and the peers store into rank 0\'s parts[] through map_shared_rank with no cluster barrier in between: PG Distributed Shared Memory requires a cluster.sync() before the first DSMEM access (the target block must have started) and nothing orders rank 0\'s zeroing before the peers\' stores: a race on parts.', RED_HEAD + RED_TREE + r'''
    __shared__ float parts[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    if (my_block_rank == 0 && local_i < CLUSTER_SIZE)
        parts[local_i] = 0.0f;
    if (local_i == 0)
        *cluster.map_shared_rank(&parts[my_block_rank], 0) = shared_mem[0];  // CAUSE
    cluster.sync();
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += parts[r];
        output[0] = total;
    }''')

# ---------------------------------------------------------------- advanced
ADV_HEAD = r'''
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    shared_data[local_i] = input[global_i] * (my_block_rank + 1.0f);
    __syncthreads();
    const int warp = local_i / WARP_SIZE;
'''
ADV_WARP = r'''
    if (elect_one_sync()) {
        float warp_sum = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            warp_sum += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = warp_sum;
    }
    __syncthreads();
'''
ADV_BLOCK = r'''
    cluster_arrive();
    if (local_i == 0) {
        float block_total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            block_total += warp_sums[w];
        output[my_block_rank] = block_total;
    }
    cluster_wait();'''

case('k27_adv_elect_even_lanes', 'advanced', 4, r'elect_one_sync|deadlock', 'elect_one_sync() behind `local_i % 2 == 0 &&`',
     'Only the even lanes execute elect.sync with the full mask (PTX elect.sync: all lanes of membermask must execute it): undefined; p34 models the missing lanes as never arriving: a hang naming elect_one_sync (exit 4).', ADV_HEAD + r'''
    if (local_i % 2 == 0 && elect_one_sync()) {  // CAUSE
        float warp_sum = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            warp_sum += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = warp_sum;
    }
    __syncthreads();''' + ADV_BLOCK)

case('k28_adv_warp_sums_by_rank', 'advanced', 1, r'data race on `warp_sums.*several threads store it', 'warp_sums[my_block_rank] instead of warp_sums[warp]',
     'All 8 elected lanes of a block store warp_sums[rank]: several unordered writers of one shared slot (a race), and the other slots stay unwritten.', ADV_HEAD + r'''
    if (elect_one_sync()) {
        float warp_sum = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            warp_sum += shared_data[warp * WARP_SIZE + i];
        warp_sums[my_block_rank] = warp_sum;  // CAUSE
    }
    __syncthreads();''' + ADV_BLOCK)

case('k29_adv_warp_loop_no_offset', 'advanced', 1, WRONG, 'elected lane sums shared_data[i], forgetting warp * WARP_SIZE',
     'Every warp sums warp 0\'s 32 values: each block total is 8 × its first warp: a wrong value, no rule broken.', ADV_HEAD + r'''
    if (elect_one_sync()) {
        float warp_sum = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            warp_sum += shared_data[i];
        warp_sums[warp] = warp_sum;
    }
    __syncthreads();''' + ADV_BLOCK)

case('k30_adv_block_loop_tpb', 'advanced', 5, OOB, 'thread 0 sums w < TPB warp sums',
     'warp_sums has TPB / WARP_SIZE = 8 elements; w < TPB reads warp_sums[8..255]: out of bounds (exit 5).', ADV_HEAD + ADV_WARP + r'''
    cluster_arrive();
    if (local_i == 0) {
        float block_total = 0.0f;
        for (int w = 0; w < TPB; w++)
            block_total += warp_sums[w];  // CAUSE
        output[my_block_rank] = block_total;
    }
    cluster_wait();''')

case('k31_adv_syncthreads_in_elect', 'advanced', 4, DIVERGE + r'|deadlock', '__syncthreads() inside the elect_one_sync() branch',
     'Only the 8 elected lanes reach that __syncthreads (PG: conditional barrier must be uniform): they wait there, the other 248 threads go on to cluster_arrive/cluster_wait and wait for the elected ones: a hang (exit 4) whose cause is the divergent __syncthreads.', ADV_HEAD + r'''
    if (elect_one_sync()) {
        float warp_sum = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            warp_sum += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = warp_sum;
        __syncthreads();  // CAUSE
    }''' + ADV_BLOCK)

case('k32_adv_wait_before_arrive', 'advanced', 4, DEADLOCK, 'cluster_wait() first, cluster_arrive() at the end',
     'barrier.cluster.wait waits for every thread of the cluster to arrive on the current phase (PTX barrier.cluster); no thread has arrived and none can: a deadlock at the wait (exit 4).', ADV_HEAD + ADV_WARP + r'''
    cluster_wait();  // CAUSE
    if (local_i == 0) {
        float block_total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            block_total += warp_sums[w];
        output[my_block_rank] = block_total;
    }
    cluster_arrive();''')

case('k33_adv_scale_twice', 'advanced', 1, WRONG, 'block total multiplied by (rank + 1) again',
     'The inputs are already scaled; scaling the block total again gives (r+1)² times the sum: blocks 1-3 wrong, a wrong value.', ADV_HEAD + ADV_WARP + r'''
    cluster_arrive();
    if (local_i == 0) {
        float block_total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            block_total += warp_sums[w];
        output[my_block_rank] = block_total * (my_block_rank + 1.0f);
    }
    cluster_wait();''')

case('k34_adv_warp_loop_le', 'advanced', 5, OOB, 'elected lane sums i <= WARP_SIZE',
     'Each warp adds one value of the next warp (wrong value), and warp 7 reads shared_data[256], past the array: out of bounds (exit 5).', ADV_HEAD + r'''
    if (elect_one_sync()) {
        float warp_sum = 0.0f;
        for (int i = 0; i <= WARP_SIZE; i++)
            warp_sum += shared_data[warp * WARP_SIZE + i];  // CAUSE
        warp_sums[warp] = warp_sum;
    }
    __syncthreads();''' + ADV_BLOCK)

case('k35_adv_dsmem_peer_no_wait', 'advanced', 5, r'exited', 'rank 0 reads the peers\' warp_sums through DSMEM; only rank 0 waits',
     'Rank 0 waits and then reads each peer\'s warp_sums through map_shared_rank, but the peers arrive and exit without waiting: their shared memory may be gone (PG Distributed Shared Memory: a block must not exit while others may access its shared memory): a fault (exit 5, p34\'s policy for a read of an exited peer).', ADV_HEAD + ADV_WARP + r'''
    cg::cluster_group cluster = cg::this_cluster();
    cluster.barrier_arrive();
    if (my_block_rank == 0) {
        cluster.barrier_wait();
        if (local_i < CLUSTER_SIZE) {
            const float *peer = cluster.map_shared_rank(warp_sums, local_i);
            float block_total = 0.0f;
            for (int w = 0; w < TPB / WARP_SIZE; w++)
                block_total += peer[w];  // CAUSE
            output[local_i] = block_total;
        }
    }''')

case('k36_adv_warp_sums_by_tid', 'advanced', 5, OOB, 'warp_sums[local_i] in the elected lane',
     'The elected lane of warp w has local_i = 32w + lane: warp_sums[local_i] is past the 8-element array for every warp but 0: an out-of-bounds write (exit 5).', ADV_HEAD + r'''
    if (elect_one_sync()) {
        float warp_sum = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            warp_sum += shared_data[warp * WARP_SIZE + i];
        warp_sums[local_i] = warp_sum;  // CAUSE
    }
    __syncthreads();''' + ADV_BLOCK)

case('k37_adv_lane0_writes_output', 'advanced', 1, WRITERS, 'every warp\'s lane 0 writes output[rank]',
     '`if (local_i % WARP_SIZE == 0)` in place of `local_i == 0`: 8 threads per block store output[rank]: several writers (SPEC), a race.', ADV_HEAD + ADV_WARP + r'''
    cluster_arrive();
    if (local_i % WARP_SIZE == 0) {
        float block_total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            block_total += warp_sums[w];
        output[my_block_rank] = block_total;  // CAUSE
    }
    cluster_wait();''')

# ---------------------------------------------------------------- last-block
LB_HEAD = r'''
    __shared__ float shared_mem[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    shared_mem[local_i] = input[global_i];
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
'''
LB_FINAL_TREE = r'''
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
    }'''

case('k38_lb_partials_by_tid', 'last-block', 1, r'data race on `partials\[0\]`', 'partials[local_i] in the thread-0 branch',
     'Every block stores partials[0] (local_i is 0 there): 256 unordered stores of different values, a race on partials[0]; partials[1..255] stay NaN, so the total is NaN far from the cause.', LB_HEAD + r'''
    if (local_i == 0)
        partials[local_i] = shared_mem[0];  // CAUSE
    if (is_last_block(counter)) {
        float sum = 0.0f;
        for (unsigned int b = local_i; b < gridDim.x; b += blockDim.x)
            sum += partials[b];''' + LB_FINAL_TREE)

case('k39_lb_final_loop_size', 'last-block', 5, OOB + r'.*partials', 'last block folds b < size partials',
     'partials has 256 floats; b < size (65536) reads partials[256..]: out of bounds (exit 5).', LB_HEAD + r'''
    if (local_i == 0)
        partials[blockIdx.x] = shared_mem[0];
    if (is_last_block(counter)) {
        float sum = 0.0f;
        for (unsigned int b = local_i; b < size; b += blockDim.x)
            sum += partials[b];  // CAUSE''' + LB_FINAL_TREE)

case('k40_lb_block0_resets', 'last-block', 1, r'data race on `counter`|counter', 'block 0 resets the counter at its end, not the last block',
     'Block 0 stores *counter = 0 when it finishes while later blocks still atomicAdd it: a plain store unordered with other blocks\' atomics is a race (PG Atomic Functions; PTX memory model), and the tickets go wrong.', LB_HEAD + r'''
    if (local_i == 0)
        partials[blockIdx.x] = shared_mem[0];
    if (is_last_block(counter)) {
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
        if (local_i == 0)
            output[0] = shared_mem[0];
    }
    if (blockIdx.x == 0 && local_i == 0)
        *counter = 0;  // CAUSE''')

case('k41_lb_ticket_before_partial', 'last-block', 1, r"partial stored after its block's ticket", 'is_last_block() called before partials[blockIdx.x] is stored',
     'The block takes its ticket before storing its partial: the last block can read partials of blocks that have not stored them yet (the fence+ticket releases only what came before it): a race whose writer is another block, at the partial store.', LB_HEAD + r'''
    const bool last = is_last_block(counter);
    if (local_i == 0)
        partials[blockIdx.x] = shared_mem[0];  // CAUSE
    if (last) {
        float sum = 0.0f;
        for (unsigned int b = local_i; b < gridDim.x; b += blockDim.x)
            sum += partials[b];''' + LB_FINAL_TREE)

case('k42_lb_final_tree_no_sync', 'last-block', 1, r'data race on `shared_mem', 'no __syncthreads between the fold and the final tree',
     'shared_mem[local_i] = sum, then the tree reads shared_mem[local_i + stride] written by another thread with no barrier: a shared-memory race in the last block.', LB_HEAD + r'''
    if (local_i == 0)
        partials[blockIdx.x] = shared_mem[0];
    if (is_last_block(counter)) {
        float sum = 0.0f;
        for (unsigned int b = local_i; b < gridDim.x; b += blockDim.x)
            sum += partials[b];
        shared_mem[local_i] = sum;
        for (int stride = TPB / 2; stride > 0; stride /= 2) {
            if (local_i < stride)
                shared_mem[local_i] += shared_mem[local_i + stride];  // CAUSE
            __syncthreads();
        }
        if (local_i == 0) {
            output[0] = shared_mem[0];
            *counter = 0;
        }
    }''')

case('k43_lb_final_one_warp', 'last-block', 1, WRONG, 'last block shuffles only warp 0\'s folded partials',
     'Each thread folds one partial, then only warp 0 reduces its 32 values with shuffles: 224 of the 256 partials are dropped: a wrong value (no rule broken: the shuffle is converged, full mask).', LB_HEAD + r'''
    if (local_i == 0)
        partials[blockIdx.x] = shared_mem[0];
    if (is_last_block(counter)) {
        float sum = 0.0f;
        for (unsigned int b = local_i; b < gridDim.x; b += blockDim.x)
            sum += partials[b];
        if (local_i < WARP_SIZE) {
            for (int off = WARP_SIZE / 2; off > 0; off /= 2)
                sum += __shfl_down_sync(0xffffffffu, sum, off);
            if (local_i == 0) {
                output[0] = sum;
                *counter = 0;
            }
        }
    }''')

case('k44_lb_uninit_shared_total', 'last-block', 1, r'(read|atomically updated) before any thread stored it', 'atomicAdd into an unzeroed __shared__ total in the last block',
     'Every thread of the last block atomicAdds its partial into `__shared__ float total` that nobody zeroed (PG __shared__: no defined initial value): a wrong value from uninitialised shared memory.', LB_HEAD + r'''
    __shared__ float total;
    if (local_i == 0)
        partials[blockIdx.x] = shared_mem[0];
    if (is_last_block(counter)) {
        atomicAdd(&total, partials[local_i]);  // CAUSE
        __syncthreads();
        if (local_i == 0) {
            output[0] = total;
            *counter = 0;
        }
    }''')

case('k45_lb_fold_le_griddim', 'last-block', 5, OOB + r'.*partials', 'last block folds b <= gridDim.x',
     'b <= gridDim.x reads partials[256], one past the 256-float allocation: out of bounds (exit 5).', LB_HEAD + r'''
    if (local_i == 0)
        partials[blockIdx.x] = shared_mem[0];
    if (is_last_block(counter)) {
        float sum = 0.0f;
        for (unsigned int b = local_i; b <= gridDim.x; b += blockDim.x)
            sum += partials[b];  // CAUSE''' + LB_FINAL_TREE)

case('k46_lb_two_bugs_nofence_noreset', 'last-block', 1, r'fence|data race on `partials', 'two bugs: no __threadfence() and no counter reset (ticket taken inline)',
     'Without the fence the last block\'s reads of partials are not ordered after the other blocks\' stores (PG Memory Fence Functions, the last-block example): a race; without the reset the second launch never finds a last block. The race is the first cause. (The ticket is inline: a __device__ helper of this file was refused by the GPU build\'s kernel check, see docs/verdict-cause.md.)', LB_HEAD + r'''
    __shared__ bool last;
    if (local_i == 0) {
        partials[blockIdx.x] = shared_mem[0];
        last = atomicAdd(counter, 1u) == gridDim.x - 1;  // CAUSE
    }
    __syncthreads();
    if (last) {
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
        if (local_i == 0)
            output[0] = shared_mem[0];
    }''')
