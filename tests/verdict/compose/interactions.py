# Interactions (included by cases.py): every stage alone is one of the variants above, the
# composition decides. Truths and causes written before p34 ran them.
RHEAD = '''    const unsigned int rank = block_rank_in_cluster();
    __shared__ float sh[TPB];
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x];
    __syncthreads();
'''
TREE = '''    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            sh[threadIdx.x] += sh[threadIdx.x + s];
        __syncthreads();
    }
'''
PULL_SH0 = '''    if (rank == 0 && threadIdx.x == 0) {
        float tot = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            tot += *cg::this_cluster().map_shared_rank(&sh[0], r);
        output[0] = tot;
    }
'''
case('i01_r_tree_pull_sh0', 'reduction', 'pass',
     'Interaction, correct: the cross-block stage reads each peer\'s tree result sh[0] directly through map_shared_rank (no separate publish) between two cluster_sync(); nobody writes sh after the tree (PG DSMEM).',
     RHEAD + TREE + '    cluster_sync();\n' + PULL_SH0 + '    cluster_sync();')
case('i02_r_tree_pull_sh0_owner_clears', 'reduction', 'fail 1',
     'Interaction: as i01, but after the first cluster_sync every block "tidies up" its sh (sh[t] = 0) before the trailing barrier, while rank 0 may still be reading that block\'s sh[0] through map_shared_rank: the owner\'s store and the peer\'s read are not ordered by any barrier: a data race on distributed shared memory (PTX Memory Consistency Model; PG DSMEM).',
     RHEAD + TREE + '    cluster_sync();\n' + PULL_SH0 + '    sh[threadIdx.x] = 0.0f;  // CAUSE\n    cluster_sync();', cause=RACE)
case('i03_r_arrive_before_tree_pull', 'reduction', 'fail 1',
     'Interaction: the split barrier of --coordination (arrive right after staging into shared memory) combined with the DSMEM pull of --reduction: each block arrives before its tree, so rank 0 (after wait) reads a peer\'s sh[0] while that peer\'s tree may still be writing it: the arrive releases only the staging, not the tree (PTX barrier.cluster): a data race on sh[0].',
     RHEAD + '    cluster_arrive();\n' + TREE + '    cluster_wait();\n' + PULL_SH0.replace('            tot += *cg', '            tot += *cg').replace('map_shared_rank(&sh[0], r);', 'map_shared_rank(&sh[0], r);  // CAUSE') + '    cluster_sync();', cause=RACE)
case('i03ok_r_arrive_after_tree_pull', 'reduction', 'pass',
     'As i03 with the arrive after the tree: every peer\'s sh[0] is final before its arrive (release), rank 0 reads after wait (acquire), and the trailing cluster_sync keeps the peers alive (PG DSMEM).',
     RHEAD + TREE + '    cluster_arrive();\n    cluster_wait();\n' + PULL_SH0 + '    cluster_sync();')
case('i04_r_arrive_after_warp_stores_push_ws', 'reduction', 'fail 1',
     'Interaction: a shuffle reduce whose warp-sum array ws the cross-block stage reuses as rank 0\'s gather buffer. Each block arrives right after the __syncthreads that follows the warp leaders\' stores, then warp 0 reads ws[0..7]; after wait, blocks 1-3 store their sum into rank 0\'s ws[rank]. Rank 0\'s warp 0 reads ws[1..3] after its own arrive, so the peers\' stores (ordered only after that arrive) race with those reads (PTX barrier.cluster: arrive releases what came before it only).',
     '''    const unsigned int rank = block_rank_in_cluster();
    __shared__ float ws[TPB / WARP_SIZE];
    float w = input[blockIdx.x * blockDim.x + threadIdx.x];
    for (int o = WARP_SIZE / 2; o > 0; o >>= 1)
        w += __shfl_down_sync(0xffffffffu, w, o);
    if (threadIdx.x % WARP_SIZE == 0)
        ws[threadIdx.x / WARP_SIZE] = w;
    __syncthreads();
    cluster_arrive();
    float bs = 0.0f;
    if (threadIdx.x < WARP_SIZE) {
        float x = threadIdx.x < TPB / WARP_SIZE ? ws[threadIdx.x] : 0.0f;
        for (int o = WARP_SIZE / 2; o > 0; o >>= 1)
            x += __shfl_down_sync(0xffffffffu, x, o);
        bs = x;
    }
    cluster_wait();
    if (threadIdx.x == 0)
        *cg::this_cluster().map_shared_rank(&ws[rank], 0) = bs;  // CAUSE
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = ws[0] + ws[1] + ws[2] + ws[3];''', cause=RACE)
case('i04ok_r_arrive_after_warp0_push_ws', 'reduction', 'pass',
     'As i04 with the arrive after warp 0\'s final shuffle: rank 0\'s reads of ws[0..7] come before its arrive, so the peers\' stores into ws[1..3] after wait are ordered after them; rank 0 thread 0 stores ws[0] = its own sum (same thread as the reader of ws[0]); cluster_sync; rank 0 sums ws[0..3] (PG DSMEM, PTX barrier.cluster).',
     '''    const unsigned int rank = block_rank_in_cluster();
    __shared__ float ws[TPB / WARP_SIZE];
    float w = input[blockIdx.x * blockDim.x + threadIdx.x];
    for (int o = WARP_SIZE / 2; o > 0; o >>= 1)
        w += __shfl_down_sync(0xffffffffu, w, o);
    if (threadIdx.x % WARP_SIZE == 0)
        ws[threadIdx.x / WARP_SIZE] = w;
    __syncthreads();
    float bs = 0.0f;
    if (threadIdx.x < WARP_SIZE) {
        float x = threadIdx.x < TPB / WARP_SIZE ? ws[threadIdx.x] : 0.0f;
        for (int o = WARP_SIZE / 2; o > 0; o >>= 1)
            x += __shfl_down_sync(0xffffffffu, x, o);
        bs = x;
    }
    cluster_arrive();
    cluster_wait();
    if (threadIdx.x == 0)
        *cg::this_cluster().map_shared_rank(&ws[rank], 0) = bs;
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = ws[0] + ws[1] + ws[2] + ws[3];''')
CHEAD = '''    const unsigned int rank = block_rank_in_cluster();
    __shared__ float sh[TPB];
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
'''
PUSH_SH = '''    if (threadIdx.x == 0 && rank != 0)
        *cg::this_cluster().map_shared_rank(&sh[rank], 0) = sh[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        for (int r = 0; r < CLUSTER_SIZE; r++)
            output[r] = sh[r];
'''
case('i05_c_tree_push_into_rank0_sh', 'coordination', 'pass',
     'Interaction, correct: the tree\'s array sh doubles as rank 0\'s gather buffer: after the tree and a cluster_sync, blocks 1-3 store their sh[0] into rank 0\'s sh[rank]; rank 0\'s tree finished before its arrive and its sh[0] is its own sum; cluster_sync; rank 0 stores all four outputs. Ranks 1-3 touch nothing after the second barrier (PG DSMEM).',
     CHEAD + TREE + '    cluster_sync();\n' + PUSH_SH)
case('i05x_c_early_arrive_push_into_rank0_sh', 'coordination', 'fail 1',
     'Interaction: SPEC part 1\'s early arrive (right after staging) with i05\'s push into rank 0\'s sh: the peers\' stores into rank 0\'s sh[1..3] (after wait) are not ordered with rank 0\'s own tree, which reads and writes sh[1..3] after rank 0\'s arrive: a data race on rank 0\'s shared memory.',
     CHEAD + '    cluster_arrive();\n' + TREE + '    cluster_wait();\n' + PUSH_SH.replace('= sh[0];', '= sh[0];  // CAUSE'), cause=RACE)
SAT = '''    const unsigned int rank = block_rank_in_cluster();
    __shared__ float acc;
    if (threadIdx.x == 0)
        acc = 0.0f;
    __syncthreads();
    atomicAdd(&acc, input[blockIdx.x * blockDim.x + threadIdx.x]);
    __syncthreads();
'''
case('i06_r_block_acc_is_cluster_acc', 'reduction', 'pass',
     'Interaction, correct: the in-block shared accumulator acc is reused as the cluster accumulator: after cluster_sync, thread 0 of blocks 1-3 atomicAdds its acc into rank 0\'s acc (which already holds rank 0\'s sum), cluster_sync, rank 0 stores it. Each peer reads its own acc before its arrival; the remote atomics are ordered between the two barriers (PG DSMEM, Atomic Functions).',
     SAT + '''    cluster_sync();
    if (threadIdx.x == 0 && rank != 0)
        atomicAdd(cg::this_cluster().map_shared_rank(&acc, 0), acc);
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = acc;''')
case('i06x_r_block_acc_is_cluster_acc_twice', 'reduction', 'fail 1',
     'As i06, but rank 0\'s thread 0 also adds its acc into rank 0\'s acc (the push loop does not skip rank 0): rank 0\'s sum is counted twice, the total is wrong (SPEC Checking). No rule is broken.',
     SAT + '''    cluster_sync();
    if (threadIdx.x == 0) {
        const float mine = acc;
        atomicAdd(cg::this_cluster().map_shared_rank(&acc, 0), mine);
    }
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = acc;''', cause=r'data race|❌')
case('i07_r_block_acc_pushed_without_barrier', 'reduction', 'fail 1',
     'As i06 with no cluster_sync between the in-block reduce and the push: a peer\'s thread 0 adds into rank 0\'s acc while rank 0 may not have started, or not yet zeroed it, and while rank 0\'s threads still add and read it: a data race (PG DSMEM: cluster.sync() before touching a peer\'s shared memory).',
     SAT + '''    if (threadIdx.x == 0 && rank != 0)
        atomicAdd(cg::this_cluster().map_shared_rank(&acc, 0), acc);  // CAUSE
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = acc;''', cause=RACE)
LBSAT = '''    __shared__ float acc;
    __shared__ bool lastb;
    if (threadIdx.x == 0)
        acc = 0.0f;
    __syncthreads();
    atomicAdd(&acc, input[blockIdx.x * blockDim.x + threadIdx.x]);
    __syncthreads();
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = acc;
        __threadfence();
        lastb = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (lastb) {
'''
case('i08_l_acc_reused_not_reset', 'last-block', 'fail 1',
     'Interaction: the shared-atomic reduce used twice with one accumulator; the last block\'s second pass (over the 256 partials) adds into acc without zeroing it first, so acc ends as the total plus the last block\'s own partial: wrong value (no rule broken).',
     LBSAT + '''        atomicAdd(&acc, partials[threadIdx.x]);
        __syncthreads();
        if (threadIdx.x == 0) {
            output[0] = acc;
            *counter = 0;
        }
    }''', cause=WRONG)
case('i08ok_l_acc_reused_reset', 'last-block', 'pass',
     'As i08 with thread 0 zeroing acc and a __syncthreads before the second pass: every read of acc of the first pass (thread 0 only) came before the ticket barrier (PG Synchronization Functions).',
     LBSAT + '''        if (threadIdx.x == 0)
            acc = 0.0f;
        __syncthreads();
        atomicAdd(&acc, partials[threadIdx.x]);
        __syncthreads();
        if (threadIdx.x == 0) {
            output[0] = acc;
            *counter = 0;
        }
    }''')
LBTREE = '''    __shared__ float sh[TPB];
    __shared__ bool lastb;
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x];
    __syncthreads();
''' + TREE
LBFINAL = '''    if (lastb) {
        sh[threadIdx.x] = partials[threadIdx.x];
        __syncthreads();
''' + '\n'.join('    ' + l for l in TREE.rstrip('\n').split('\n')) + '''
        if (threadIdx.x == 0) {
            output[0] = sh[0];
            *counter = 0;
        }
    }'''
case('i09_l_publish_after_ticket', 'last-block', 'fail 1',
     'Interaction of the publish and ticket stages: thread 0 takes its ticket (between fences) before it stores partials[blockIdx.x]; the fence before the ticket releases nothing of the partial, so the last block may read a partial that is not stored yet (PG Memory Fence Functions).',
     LBTREE + '''    if (threadIdx.x == 0) {
        __threadfence();
        lastb = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
        partials[blockIdx.x] = sh[0];  // CAUSE
    }
    __syncthreads();
''' + LBFINAL, cause=r'fence|data race|read before|❌|after its block\'s ticket')
case('i10_l_publisher_not_ticket_taker', 'last-block', 'fail 1',
     'Interaction: the tree leaves the block sum in every thread, and the output stage "the last thread stores" is reused to publish: thread 255 stores partials[blockIdx.x], thread 0 takes the ticket after a __threadfence with no barrier between: the fence orders thread 0\'s own accesses only (PTX fence: cumulative over what the thread has observed), so thread 255\'s partial is not released by the ticket: the last block may read it stale (a data race on partials).',
     LBTREE + '''    if (threadIdx.x == TPB - 1)
        partials[blockIdx.x] = sh[0];  // CAUSE
    if (threadIdx.x == 0) {
        __threadfence();
        lastb = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
''' + LBFINAL, cause=FENCE)
case('i10ok_l_publisher_then_barrier_then_ticket', 'last-block', 'pass',
     'As i10 with a __syncthreads between thread 255\'s partial store and thread 0\'s fence and ticket: the barrier orders the store before thread 0\'s fence (CTA scope), and the fence is cumulative, so the ticket releases it (PTX Memory Consistency Model: causality order; PG Memory Fence Functions).',
     LBTREE + '''    if (threadIdx.x == TPB - 1)
        partials[blockIdx.x] = sh[0];
    __syncthreads();
    if (threadIdx.x == 0) {
        __threadfence();
        lastb = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
''' + LBFINAL)
PART = '''    const unsigned int rank = block_rank_in_cluster();
    __shared__ float part;
    __shared__ float sh[TPB];
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x];
    __syncthreads();
''' + TREE + '''    if (threadIdx.x == 0)
        part = sh[0];
    cluster_sync();
'''
case('i11_r_arrive_before_reads', 'reduction', 'fail 5',
     'Interaction of the pull with the split trailing barrier placed the wrong way round: every block arrives, then rank 0 reads the peers\' part, then waits. The peers\' wait completes on rank 0\'s arrive, which came before its reads, so a peer may exit while rank 0 still reads its shared memory (PG DSMEM: accesses must finish before the owner exits; the H100 faults, exit 5).',
     PART + '''    cluster_arrive();
    if (rank == 0 && threadIdx.x == 0) {
        float tot = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            tot += *cg::this_cluster().map_shared_rank(&part, r);  // CAUSE
        output[0] = tot;
    }
    cluster_wait();''', cause=EXITED)
case('i12_r_allpeers_overwrite_part', 'reduction', 'fail 1',
     'Interaction: "every block reads all peers" and then stores its total back into its own part before the trailing barrier (to publish the total): a peer may still be reading that part through map_shared_rank: the owner\'s store races with the peer\'s read (PTX Memory Consistency Model; PG DSMEM).',
     PART + '''    float tot = 0.0f;
    if (threadIdx.x == 0) {
        for (int r = 0; r < CLUSTER_SIZE; r++)
            tot += *cg::this_cluster().map_shared_rank(&part, r);
        part = tot;  // CAUSE
    }
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = part;''', cause=RACE)
case('i12ok_r_allpeers_overwrite_after_barrier', 'reduction', 'pass',
     'As i12 with the store of the total into part after a cluster_sync that follows every block\'s reads, and a final cluster_sync before rank 0 reads its own part... (rank 0 only reads its own part, the peers touch no remote memory after the second barrier) (PG DSMEM).',
     PART + '''    float tot = 0.0f;
    if (threadIdx.x == 0)
        for (int r = 0; r < CLUSTER_SIZE; r++)
            tot += *cg::this_cluster().map_shared_rank(&part, r);
    cluster_sync();
    if (threadIdx.x == 0)
        part = tot;
    __syncthreads();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = part;''')
case('i13_r_sh0_as_cluster_acc', 'reduction', 'pass',
     'Interaction, correct: rank 0\'s tree result sh[0] doubles as the cluster accumulator: every thread of rank 0 is done with sh (its tree ends in a __syncthreads; nobody reads sh[0] later except thread 0) before the cluster_sync; blocks 1-3 atomicAdd their sh[0] into rank 0\'s sh[0]; cluster_sync; rank 0 thread 0 stores it (PG DSMEM, Atomic Functions).',
     RHEAD + TREE + '''    cluster_sync();
    if (threadIdx.x == 0 && rank != 0)
        atomicAdd(cg::this_cluster().map_shared_rank(&sh[0], 0), sh[0]);
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = sh[0];''')
case('i13x_r_sh0_as_cluster_acc_read_late', 'reduction', 'fail 1',
     'As i13, but every thread copies the block sum out of sh[0] (bs = sh[0], for a later stage) after the first cluster_sync: in rank 0 those reads race with the peers\' atomicAdds into the same word (no barrier between them: PTX Memory Consistency Model).',
     RHEAD + TREE + '''    cluster_sync();
    const float bs = sh[0];  // CAUSE
    if (threadIdx.x == 0 && rank != 0)
        atomicAdd(cg::this_cluster().map_shared_rank(&sh[0], 0), bs);
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = sh[0];''', cause=RACE)
case('i14_c_direct_and_gather_both_store', 'coordination', 'fail 1',
     'Interaction of two output stages: every block\'s thread 0 stores its own output[rank] (the direct stage) and rank 0 also gathers the four sums through map_shared_rank and stores all four: output[0..3] are each stored by two threads (SPEC Checking: exactly one thread per output).',
     CHEAD + TREE + '''    if (threadIdx.x == 0)
        output[rank] = sh[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        for (int r = 0; r < CLUSTER_SIZE; r++)
            output[r] = *cg::this_cluster().map_shared_rank(&sh[0], r);  // CAUSE
    cluster_sync();''', cause=MULTI)
case('i15_a_elect_ws_gather_into_rank0', 'advanced', 'pass',
     'Interaction, correct: the elected-lane warp sums of --advanced go into ws; thread 0 sums them; after cluster_sync blocks 1-3 store their block sum into rank 0\'s gath[rank], rank 0 into its own gath[0]; cluster_sync; rank 0\'s elected lane of warp 0 stores the four outputs from its own shared memory (PG DSMEM).',
     '''    const unsigned int rank = block_rank_in_cluster();
    __shared__ float sh[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float gath[CLUSTER_SIZE];
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float w = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            w += sh[threadIdx.x / WARP_SIZE * WARP_SIZE + i];
        ws[threadIdx.x / WARP_SIZE] = w;
    }
    __syncthreads();
    cluster_sync();
    if (threadIdx.x == 0) {
        float b = 0.0f;
        for (int k = 0; k < TPB / WARP_SIZE; k++)
            b += ws[k];
        *cg::this_cluster().map_shared_rank(&gath[rank], 0) = b;
    }
    cluster_sync();
    if (rank == 0 && threadIdx.x / WARP_SIZE == 0 && elect_one_sync())
        for (int r = 0; r < CLUSTER_SIZE; r++)
            output[r] = gath[r];''')
case('i16_c_cub_without_include', 'coordination', 'refuse',
     'The cub reduce stage pasted without its header: kernels.h (nvcc side) includes <cooperative_groups.h>, <cooperative_groups/reduce.h> and <cuda/atomic>, none of which brings CUB; nvcc 13.0 -arch=sm_90a refuses the file ("identifier "cub" is undefined", "BlockReduce is not a template"), asked before p34 ran. SPEC: build refusal where nvcc refuses.',
     '''    const unsigned int rank = block_rank_in_cluster();
    __shared__ cub::BlockReduce<float, TPB>::TempStorage tmp;  // CAUSE
    const float bs = cub::BlockReduce<float, TPB>(tmp).Sum(input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1));
    cluster_arrive();
    if (threadIdx.x == 0)
        output[rank] = bs;
    cluster_wait();''', cause=r'cub')
case('i17_r_owner_reads_acc_then_adds', 'reduction', 'fail 1',
     'Probe (added after the first run, truth written before it ran): the push stage with a leftover check in rank 0: thread 0 reads its own cacc (plain load, `seen`, kept in a local that only a debug branch uses) right before its own atomicAdd into it, while blocks 1-3 atomicAdd into the same cacc between the same two cluster barriers. The value stored is right, but rank 0\'s plain read and the peers\' atomics are unordered conflicting accesses, not both atomic: a data race (PTX Memory Consistency Model, Data races; p34 reports races as exit 1).',
     '''    const unsigned int rank = block_rank_in_cluster();
    __shared__ float cacc;
    __shared__ float sh[TPB];
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x];
    __syncthreads();
''' + TREE + '''    if (threadIdx.x == 0)
        cacc = 0.0f;
    cluster_sync();
    if (threadIdx.x == 0) {
        const float seen = *cg::this_cluster().map_shared_rank(&cacc, 0);  // CAUSE
        atomicAdd(cg::this_cluster().map_shared_rank(&cacc, 0), sh[0]);
        if (seen < 0.0f)
            output[0] = seen;
    }
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = cacc;''', cause=RACE)
