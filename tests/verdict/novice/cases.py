# Cases for gen.py (docs/verdict-novice.md): a BLIND LEARNER's attempts, first GPU course, just met
# clusters. Each kernel is a whole student body (written attempt by attempt, with the comments a student
# leaves), replacing one kernel of solutions/p34.cu. The truths were decided from the rules below and
# committed before p34 ran any of them; the author had read only docs/SPEC.md, README.md, kernels.h,
# problems/ and solutions/p34.cu, docs/guide/ and the hint texts.
# Misconceptions: __syncthreads() taken for a cluster barrier; blockIdx.x (or blockIdx.x / CLUSTER_SIZE)
# as the rank; cluster_sync() inside if (threadIdx.x == 0); another block's __shared__ array read by its
# plain name; map_shared_rank given the caller's own rank; tree strides and bounds off by one; a partial
# stored by every thread; the last-block test off by one; the counter zeroed at the start by block 0;
# cluster.size() taken for the number of blocks (it is the number of threads); int where float is
# needed; a __shared__ accumulator never initialised or initialised without a barrier; printf left in;
# a spin on a plain load; early returns before barriers; shuffles with a partial mask; elect_one_sync()
# assumed to pick lane 0; __syncwarp() taken for a block barrier; += into an output.
# Citations: PTX = PTX ISA: "Memory Consistency Model" (conflict, morally strong, data race; release
# pattern fence + strong write, acquire pattern strong read + fence; atom without .sem is relaxed;
# ld/st.volatile are relaxed.sys), "barrier.cluster" (arrive releases, wait acquires; wait waits for
# the non-exited threads of the cluster), "exit" (an exiting thread releases a barrier.cluster it was
# holding up), "bar.sync" (waits for non-exited threads), "elect.sync" (which lane is elected is not
# specified, only that it is the same for the same mask), "shfl.sync". PG = CUDA C++ Programming Guide:
# "Thread Block Clusters" (co-scheduled; block_rank), "Distributed Shared Memory" (a peer's shared
# memory must not be accessed after the peer exited: cluster.sync() before exit), "Synchronization
# Functions" (__syncthreads orders the block only; __syncwarp the warp's lanes), "Memory Fence
# Functions" (the last-block example: one __threadfence() before the atomicInc ticket), "Warp Shuffle
# Functions" (a lane reading an inactive lane gets an undefined value), "Variable Memory Space
# Specifiers" (__shared__ contents undefined at block start), "volatile Qualifier" (a non-volatile
# load may be kept in a register, so a spin on it need never see another thread's store), "Atomic
# Functions". CG = cooperative_groups.h (CUDA 13): cluster_group::size() is the legacy alias of
# num_threads() (1024 here, not 4); map_shared_rank(T *addr, int rank). SPEC = docs/SPEC.md
# ("Launches and inputs": one cluster of 4, so blockIdx.x equals the rank, "Known errors in the
# seeds"; "Checking": NaN fill, exact results for --reduction and --last-block, one storing thread per
# output; counter left at 0; "Exit codes"). Project conventions followed: several writers of one
# location are a data race even with the same value; an access outside a __shared__ variable or a
# buffer is exit 5; a DSMEM access that may come after its owner exited is exit 5; lanes split
# between different warp collectives of one mask, or a barrier no thread can pass, are exit 4.
RACE = r'data race|several writers|stored by|lost update|race'
WRONG = r'❌|not written'
EXITED = r'exited|illegal|after .* exit'
OOB = r'out-of-bounds|out of bounds|past the|outside|illegal'
DEADLOCK = r'deadlock|never completes|no thread can move|divergent'

# ---------------------------------------------------------------------------------------------------
# --reduction

case('r01_syncthreads_thought_cluster_wide', 'reduction', 'fail 1',
     'The student believes __syncthreads() waits for "all the threads" and uses it where the cluster barrier belongs. Rank 0 thread 0 reads temp_storage[1..3], stored by thread 0 of blocks 1-3, with nothing ordering the blocks (PG Synchronization Functions: __syncthreads orders one block; PTX Memory Consistency Model: conflicting weak accesses not ordered = data race).',
     r'''
    __shared__ float s[TPB];
    int tid = threadIdx.x;
    int gid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned int rank = block_rank_in_cluster();

    s[tid] = (gid < size) ? input[gid] : 0.0f;
    __syncthreads();

    // halve the active threads each round
    for (int stride = blockDim.x / 2; stride > 0; stride = stride / 2) {
        if (tid < stride) {
            s[tid] = s[tid] + s[tid + stride];
        }
        __syncthreads();
    }

    if (tid == 0) {
        temp_storage[rank] = s[0];
    }
    __syncthreads();  // wait for everyone to finish writing temp_storage

    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            total += temp_storage[r];  // CAUSE
        }
        output[0] = total;
    }
''', cause=RACE)

case('r02_blockidx_as_rank', 'reduction', 'pass',
     'The student never calls block_rank_in_cluster() and indexes temp_storage and picks the writer by blockIdx.x. The launch is one cluster of 4 blocks, so blockIdx.x equals the rank (SPEC Launches and inputs; Known errors in the seeds); the rest is the reference pattern.',
     r'''
    __shared__ float sdata[TPB];
    unsigned int t = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    sdata[t] = 0.0f;
    if (i < size) sdata[t] = input[i];
    __syncthreads();

    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (t < s) sdata[t] += sdata[t + s];
        __syncthreads();
    }

    // blockIdx.x is my block's number in the cluster
    if (t == 0) temp_storage[blockIdx.x] = sdata[0];

    cg::cluster_group cluster = cg::this_cluster();
    cluster.sync();

    if (blockIdx.x == 0 && t == 0) {
        float sum = 0;
        for (int b = 0; b < gridDim.x; b++) sum += temp_storage[b];
        output[0] = sum;
    }
''')

case('r03_cluster_sync_in_thread0_then_syncthreads', 'reduction', 'fail 4',
     'Only thread 0 of each block "needs" the cluster, so the student puts cluster_sync() inside if (tid == 0) and then adds a __syncthreads() "so the rest of the block waits too". Thread 0 waits at the cluster barrier for the other 1020 threads of the cluster to arrive (PTX barrier.cluster: wait waits for every non-exited thread of the cluster); they wait at __syncthreads() for their thread 0. No thread can move: a hang (exit 4).',
     r'''
    __shared__ float smem[TPB];
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * TPB + tid;
    const unsigned int rank = block_rank_in_cluster();

    smem[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int st = TPB / 2; st > 0; st /= 2) {
        if (tid < st)
            smem[tid] += smem[tid + st];
        __syncthreads();
    }

    if (tid == 0) {
        temp_storage[rank] = smem[0];
        cluster_sync();  // CAUSE only the writers need to meet
    }
    __syncthreads();  // everybody else waits for thread 0

    if (rank == 0 && tid == 0) {
        float tot = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r)
            tot += temp_storage[r];
        output[0] = tot;
    }
''', cause=DEADLOCK)

case('r04_cluster_sync_in_thread0_others_exit', 'reduction', 'unclear',
     'cluster_sync() inside if (tid == 0) and nothing after it for the other threads, which run off the end of the kernel. PTX ("exit": an exiting thread releases a barrier.cluster it was holding up; barrier.cluster.wait waits for the non-exited threads) makes this well defined and correct, but cooperative groups documents cluster_group::sync() as a collective of the whole cluster, so the two sources disagree: unclear (not scored).',
     r'''
    __shared__ float smem[TPB];
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * TPB + tid;
    const unsigned int rank = block_rank_in_cluster();

    smem[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int st = TPB / 2; st > 0; st /= 2) {
        if (tid < st)
            smem[tid] += smem[tid + st];
        __syncthreads();
    }

    if (tid == 0) {
        temp_storage[rank] = smem[0];
        cluster_sync();  // only the four writers meet here
        if (rank == 0) {
            float tot = 0.0f;
            for (int r = 0; r < CLUSTER_SIZE; ++r)
                tot += temp_storage[r];
            output[0] = tot;
        }
    }
''')

case('r05_tree_stride_starts_at_blockdim', 'reduction', 'fail 5',
     'The tree starts at stride = blockDim.x instead of blockDim.x / 2: in the first round every thread (tid < 256) reads s[tid + 256], past the end of the 256-float __shared__ array (an out-of-bounds access; project convention exit 5).',
     r'''
    __shared__ float s[TPB];
    int tid = threadIdx.x;
    int idx = blockIdx.x * blockDim.x + tid;
    unsigned int rank = block_rank_in_cluster();

    s[tid] = idx < size ? input[idx] : 0.0f;
    __syncthreads();

    for (int stride = blockDim.x; stride > 0; stride >>= 1) {
        if (tid < stride)
            s[tid] += s[tid + stride];  // CAUSE
        __syncthreads();
    }

    if (tid == 0) temp_storage[rank] = s[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }
''', cause=OOB)

case('r06_tree_stops_at_stride_two', 'reduction', 'fail 1',
     'Loop condition stride > 1: the last round (stride 1, s[0] += s[1]) never runs, so each block sum misses s[1]\'s half and the total is wrong (SPEC Checking: exact).',
     r'''
    __shared__ float s[TPB];
    int tid = threadIdx.x;
    int idx = blockIdx.x * blockDim.x + tid;
    unsigned int rank = block_rank_in_cluster();

    s[tid] = idx < size ? input[idx] : 0.0f;
    __syncthreads();

    for (int stride = blockDim.x / 2; stride > 1; stride /= 2) {  // CAUSE
        if (tid < stride)
            s[tid] += s[tid + stride];
        __syncthreads();
    }

    if (tid == 0) temp_storage[rank] = s[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }
''', cause=WRONG)

case('r07_every_thread_publishes_partial', 'reduction', 'fail 1',
     'After the tree every thread of the block stores s[0] into temp_storage[rank] ("they all have the same value, so it does not matter"). 256 unordered plain stores to one word are conflicting weak writes: a data race (PTX Memory Consistency Model; project convention: same-value writers are a race).',
     r'''
    __shared__ float s[TPB];
    int tid = threadIdx.x;
    int idx = blockIdx.x * blockDim.x + tid;
    unsigned int rank = block_rank_in_cluster();

    s[tid] = idx < size ? input[idx] : 0.0f;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (tid < stride)
            s[tid] += s[tid + stride];
        __syncthreads();
    }

    temp_storage[rank] = s[0];  // CAUSE everyone knows the block sum now
    cluster_sync();

    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }
''', cause=RACE)

case('r08_whole_rank0_block_writes_output', 'reduction', 'fail 1',
     'The student restricts the final step to rank 0 but not to one thread: all 256 threads of block 0 add the four partials and store output[0]. SPEC Checking: each output element is stored by exactly one thread.',
     r'''
    __shared__ float s[TPB];
    int tid = threadIdx.x;
    int idx = blockIdx.x * blockDim.x + tid;
    unsigned int rank = block_rank_in_cluster();

    s[tid] = idx < size ? input[idx] : 0.0f;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (tid < stride)
            s[tid] += s[tid + stride];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = s[0];
    cluster_sync();

    if (rank == 0) {  // block 0 combines
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;  // CAUSE
    }
''', cause=RACE)

case('r09_zero_then_atomicadd_after_cluster_sync', 'reduction', 'pass',
     'Rank 0 thread 0 stores output[0] = 0 before cluster_sync(); after it, thread 0 of each block atomicAdds its block sum. The plain store is released by its arrive and acquired by every waiter, so it happens before all four atomics; the atomics are atomic with each other; every partial sum is an integer exact in float32, so any order gives 523776 exactly (PTX barrier.cluster; PG Atomic Functions; SPEC Checking). One plain store of output[0].',
     r'''
    __shared__ float part[TPB];
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = block_rank_in_cluster();

    part[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) part[tid] += part[tid + s];
        __syncthreads();
    }

    if (rank == 0 && tid == 0) output[0] = 0.0f;  // start from zero
    cluster_sync();                               // zero is visible before anyone adds
    if (tid == 0) atomicAdd(&output[0], part[0]);
''')

case('r10_load_without_else', 'reduction', 'pass',
     'The load is `if (gi < size) s[tid] = input[gi];` with no else branch. The grid is exactly 1024 threads for size 1024 (SPEC Launches and inputs), so every slot is written before the first __syncthreads(); the rest is correct.',
     r'''
    __shared__ float s[TPB];
    int tid = threadIdx.x;
    int gi = blockIdx.x * blockDim.x + tid;
    unsigned int my_rank = block_rank_in_cluster();

    if (gi < size)
        s[tid] = input[gi];
    __syncthreads();

    for (int half = TPB / 2; half >= 1; half /= 2) {
        if (tid < half)
            s[tid] += s[tid + half];
        __syncthreads();
    }

    if (tid == 0)
        temp_storage[my_rank] = s[0];
    cluster_sync();

    if (my_rank == 0 && tid == 0) {
        float result = 0.0f;
        for (int k = 0; k < CLUSTER_SIZE; k++)
            result += temp_storage[k];
        output[0] = result;
    }
''')

case('r11_rank_is_blockidx_over_cluster_size', 'reduction', 'fail 1',
     'The student computes "which block of the cluster am I" as blockIdx.x / CLUSTER_SIZE (integer division): that is the cluster index, 0 for all four blocks. All four thread 0s store temp_storage[0] (four unordered writers: a data race, PTX), and all four blocks think they are rank 0, so four threads store output[0] (SPEC: one writer).',
     r'''
    __shared__ float s[TPB];
    int tid = threadIdx.x;
    int gi = blockIdx.x * blockDim.x + tid;
    int my_block = blockIdx.x / CLUSTER_SIZE;  // block number inside the cluster

    s[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }

    if (tid == 0) temp_storage[my_block] = s[0];  // CAUSE
    cluster_sync();

    if (my_block == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }
''', cause=RACE)

case('r12_printf_left_in', 'reduction', 'pass',
     'The reference pattern with the student\'s debugging printf of each block\'s partial and of the total left in. Device printf is allowed (README: the simulator supports device printf) and changes nothing the checks see.',
     r'''
    __shared__ float s[TPB];
    int tid = threadIdx.x;
    int gi = blockIdx.x * blockDim.x + tid;
    unsigned int rank = block_rank_in_cluster();

    s[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }

    if (tid == 0) {
        printf("block %d (rank %u) partial = %f\n", blockIdx.x, rank, s[0]);
        temp_storage[rank] = s[0];
    }
    cluster_sync();

    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        printf("total = %f\n", total);
        output[0] = total;
    }
''')

case('r13_map_shared_rank_own_rank', 'reduction', 'fail 1',
     'DSMEM attempt: after cluster.sync(), rank 0 thread 0 loops r over the four blocks but passes its own rank (0) to map_shared_rank instead of r, so it reads its own block sum four times: 4 x 32640 = 130560, not 523776 (CG map_shared_rank(addr, rank) maps into block `rank`; SPEC Checking: exact). A final cluster.sync() keeps every block alive, so nothing else is wrong.',
     r'''
    __shared__ float s[TPB];
    int tid = threadIdx.x;
    int gi = blockIdx.x * blockDim.x + tid;
    cg::cluster_group cluster = cg::this_cluster();
    unsigned int my_rank = cluster.block_rank();

    s[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }

    cluster.sync();  // every block has its s[0] ready

    if (my_rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            float *remote = cluster.map_shared_rank(&s[0], my_rank);  // CAUSE
            total += *remote;
        }
        output[0] = total;
    }
    cluster.sync();  // don't leave while rank 0 is reading
''', cause=WRONG)

case('r14_dsmem_gather_two_syncs', 'reduction', 'pass',
     'The student skips temp_storage: rank 0 thread 0 reads each peer\'s s[0] through map_shared_rank(&s[0], r) between two cluster.sync() calls. The first orders each block\'s tree before the remote reads (and guarantees all blocks started), the second keeps every block resident until the reads are done (PG Distributed Shared Memory; PTX barrier.cluster). One writer of output[0].',
     r'''
    __shared__ float s[TPB];
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    auto cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();

    s[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }

    cluster.sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < (int)cluster.num_blocks(); r++)
            total += *cluster.map_shared_rank(&s[0], r);
        output[0] = total;
    }
    cluster.sync();
''')

case('r15_dsmem_gather_no_final_sync', 'reduction', 'fail 5',
     'As r14 but without the second cluster.sync(): "rank 0 is the only one still working, the others are done". Blocks 1-3 run off the end while rank 0 may still read their shared memory through map_shared_rank (PG Distributed Shared Memory: all DSMEM accesses must complete before the owner exits; project convention exit 5).',
     r'''
    __shared__ float s[TPB];
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    auto cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();

    s[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }

    cluster.sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += *cluster.map_shared_rank(&s[0], r);  // CAUSE
        output[0] = total;
    }
''', cause=EXITED)

case('r16_shared_array_thought_cluster_wide', 'reduction', 'fail 1',
     'The student thinks "clusters share shared memory", so a __shared__ block_sums[CLUSTER_SIZE] is one array for the cluster: each thread 0 stores block_sums[rank], then cluster_sync(), then rank 0 adds block_sums[0..3] by plain name. Each block has its own copy (PG Distributed Shared Memory: a peer\'s copy is reached only through map_shared_rank), so block 0 reads three slots nobody wrote in block 0: indeterminate values (PG Variable Memory Space Specifiers), the total is not guaranteed (SPEC Checking: exact).',
     r'''
    __shared__ float s[TPB];
    __shared__ float block_sums[CLUSTER_SIZE];  // one slot per block of the cluster
    int tid = threadIdx.x;
    int gi = blockIdx.x * blockDim.x + tid;
    unsigned int rank = block_rank_in_cluster();

    s[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }

    if (tid == 0) block_sums[rank] = s[0];
    cluster_sync();  // now all four slots are filled

    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += block_sums[r];  // CAUSE
        output[0] = total;
        temp_storage[0] = total;
    }
''', cause=r'❌|uninit|never (stored|written)|not written|indeterminate|NaN')

case('r17_shuffle_then_half_warp_mask', 'reduction', 'pass',
     'Warp shuffles: every lane adds __shfl_down_sync(0xffffffff, v, 16); then only lanes 0-15 continue with mask 0x0000ffff and offsets 8, 4, 2, 1. Every lane that calls the second shuffles is in its mask and all of the mask calls them (PG Warp Shuffle Functions). Lanes 8-15 read lanes 16-23 (inactive: undefined values), but lane 0\'s result only ever takes lanes 0-7 after the offset-8 round (offset 4 reads lanes 4-7 whose values came from lanes 4-15; offset 2 and 1 read lanes 1-3), so lane 0 holds its warp\'s exact sum. Lane 0 of each warp stores warp_sums[warp] (the lane, not elect_one_sync), __syncthreads(), thread 0 adds the 8, then the temp_storage pattern.',
     r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int tid = threadIdx.x;
    const int lane = tid % WARP_SIZE;
    const int warp = tid / WARP_SIZE;
    const int gi = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = block_rank_in_cluster();

    float v = gi < size ? input[gi] : 0.0f;
    v += __shfl_down_sync(0xffffffff, v, 16);
    if (lane < 16) {
        // only the lower half still matters
        for (int off = 8; off > 0; off /= 2)
            v += __shfl_down_sync(0x0000ffff, v, off);
    }
    if (lane == 0) warp_sums[warp] = v;
    __syncthreads();

    if (tid == 0) {
        float bsum = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) bsum += warp_sums[w];
        temp_storage[rank] = bsum;
    }
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }
''')

case('r18_shuffle_half_warp_reads_upper_half', 'reduction', 'fail 1',
     'The first round is done by lanes 0-15 only ("only the lower half needs the upper half\'s values"): if (lane < 16) v += __shfl_down_sync(0x0000ffff, v, 16). Lanes 0-15 read lanes 16-31, which are not in the call (inactive at it): the retrieved values are undefined (PG Warp Shuffle Functions), and they feed lane 0\'s warp sum, so the total is not guaranteed (SPEC Checking: exact).',
     r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int tid = threadIdx.x;
    const int lane = tid % WARP_SIZE;
    const int warp = tid / WARP_SIZE;
    const int gi = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = block_rank_in_cluster();

    float v = gi < size ? input[gi] : 0.0f;
    if (lane < 16)
        v += __shfl_down_sync(0x0000ffff, v, 16);  // CAUSE
    for (int off = 8; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffff, v, off);
    if (lane == 0) warp_sums[warp] = v;
    __syncthreads();

    if (tid == 0) {
        float bsum = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) bsum += warp_sums[w];
        temp_storage[rank] = bsum;
    }
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }
''', cause=r'❌|undefined|inactive|NaN|shuffle|shfl')

case('r19_cluster_size_taken_for_block_count', 'reduction', 'fail 5',
     'The student loops r < cluster.size() to add the partials, thinking size() is the number of blocks. cluster_group::size() is the legacy alias of num_threads(): 1024 (CG, cooperative_groups.h). Rank 0 thread 0 reads temp_storage[4..1023] of a 4-float buffer: out of bounds (SPEC Exit codes 5; project convention).',
     r'''
    __shared__ float s[TPB];
    int tid = threadIdx.x;
    int gi = blockIdx.x * blockDim.x + tid;
    cg::cluster_group cluster = cg::this_cluster();
    unsigned int rank = cluster.block_rank();

    s[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (tid < stride) s[tid] += s[tid + stride];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = s[0];
    cluster.sync();

    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < cluster.size(); r++)  // number of blocks in the cluster
            total += temp_storage[r];  // CAUSE
        output[0] = total;
    }
''', cause=OOB)

# ---------------------------------------------------------------------------------------------------
# --coordination

case('c01_blockidx_scale', 'coordination', 'pass',
     'Scale and output index by blockIdx.x instead of the rank. One cluster of 4 blocks: blockIdx.x equals the rank (SPEC Launches and inputs, Known errors in the seeds). Otherwise the reference pattern.',
     r'''
    __shared__ float vals[TPB];
    int tid = threadIdx.x;
    int gid = blockIdx.x * blockDim.x + threadIdx.x;

    vals[tid] = (gid < size) ? input[gid] * (blockIdx.x + 1) : 0.0f;
    __syncthreads();

    cluster_arrive();
    if (tid == 0) {
        float sum = 0.0f;
        for (int i = 0; i < blockDim.x; i++) sum += vals[i];
        output[blockIdx.x] = sum;
    }
    cluster_wait();
''')

case('c02_one_cluster_sync_at_the_end', 'coordination', 'pass',
     'The student does not see why the barrier is split and uses one cluster_sync() at the end. cluster_sync() is arrive then wait (kernels.h); every thread calls it once, outside any branch; nothing else changes. The puzzle\'s intent is the split barrier, but SPEC Checking judges the outputs and the rules, both of which hold.',
     r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();

    shared_data[local_i] = global_i < size ? input[global_i] * (float)(rank + 1) : 0.0f;
    __syncthreads();

    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];
        output[rank] = s;
    }
    cluster_sync();  // keep the cluster together until everyone is done
''')

case('c03_no_cluster_barrier_at_all', 'coordination', 'pass',
     'No cluster barrier at all: "my block only reads its own shared memory". True: no block touches another block\'s memory and each output has one writer, so nothing needs ordering between blocks (PTX Memory Consistency Model: no conflicting accesses across blocks). SPEC Checking asks for the numbers and no broken rule; no rule requires an unused barrier.',
     r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();

    shared_data[local_i] = global_i < size ? input[global_i] * (float)(rank + 1) : 0.0f;
    __syncthreads();

    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];
        output[rank] = s;
    }
''')

case('c04_shared_total_zeroed_without_barrier', 'coordination', 'fail 1',
     'A __shared__ float total accumulated with atomicAdd by every thread. Thread 0 zeroes it with a plain store and the other threads atomicAdd right after, with no __syncthreads() between: the plain store and other threads\' atomics conflict and nothing orders them (PTX Memory Consistency Model: a weak write and an atomic of another thread, not ordered = data race); an add that lands before the zero is lost.',
     r'''
    __shared__ float total;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();

    if (threadIdx.x == 0) total = 0.0f;  // CAUSE
    float mine = gid < size ? input[gid] * (rank + 1.0f) : 0.0f;
    atomicAdd(&total, mine);
    __syncthreads();

    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = total;
    cluster_wait();
''', cause=RACE)

case('c05_shared_total_atomics_done_right', 'coordination', 'pass',
     'The fixed c04: zero, __syncthreads(), atomicAdd by every thread, __syncthreads(), thread 0 stores. The zero happens before every atomic, the atomics are atomic, and the final read comes after all of them (PG Synchronization Functions, Atomic Functions). Float atomics add in any order; SPEC Checking allows any order within the float32 bound.',
     r'''
    __shared__ float total;
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();

    if (threadIdx.x == 0) total = 0.0f;
    __syncthreads();
    atomicAdd(&total, gid < size ? input[gid] * (rank + 1.0f) : 0.0f);
    __syncthreads();

    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = total;
    cluster_wait();
''')

case('c06_shared_total_never_zeroed', 'coordination', 'fail 1',
     'As c05 without the zeroing: "shared memory starts at zero". It does not: the contents of a __shared__ variable at block start are undefined (PG Variable Memory Space Specifiers), so the atomics add onto garbage and the outputs are not guaranteed (SPEC Checking).',
     r'''
    __shared__ float total;  // starts at 0
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();

    atomicAdd(&total, gid < size ? input[gid] * (rank + 1.0f) : 0.0f);  // CAUSE
    __syncthreads();

    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = total;
    cluster_wait();
''', cause=r'❌|uninit|never (stored|written)|indeterminate|NaN')

case('c07_int_shared_array', 'coordination', 'fail 1',
     'The student reuses an int shared array from an earlier exercise: the scaled inputs 0.0, 0.1, ... 0.9 (x r+1) are truncated to whole numbers when stored, so the sums are far below 114.0 etc. (SPEC Checking: a missing term fails).',
     r'''
    __shared__ int shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();

    shared_data[local_i] = global_i < size ? input[global_i] * (rank + 1) : 0;  // CAUSE
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float sum = 0;
        for (int i = 0; i < TPB; i++) sum += shared_data[i];
        output[rank] = sum;
    }
    cluster_wait();
''', cause=WRONG)

case('c08_arrive_before_syncthreads', 'coordination', 'pass',
     'The student arrives first thing after the store ("announce early") and puts the __syncthreads() after the arrive. Arrive does not block; the __syncthreads() still separates every store from thread 0\'s reads (PG Synchronization Functions), every thread arrives once and waits once (PTX barrier.cluster).',
     r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();

    shared_data[local_i] = global_i < size ? input[global_i] * (float)(rank + 1) : 0.0f;
    cluster_arrive();  // tell the others as early as possible
    __syncthreads();   // but my own block still has to finish storing

    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];
        output[rank] = s;
    }
    cluster_wait();
''')

case('c09_cluster_sync_instead_of_syncthreads', 'coordination', 'pass',
     'The student thinks cluster_sync() "is the bigger __syncthreads" and uses it in place of the __syncthreads() between the shared stores and thread 0\'s reads, with no other barrier. It is a barrier over every thread of the cluster, own block included: arrive releases each thread\'s store, wait acquires them (PTX barrier.cluster), so thread 0\'s reads are ordered after all 256 stores. One arrive and one wait per thread.',
     r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();

    shared_data[local_i] = global_i < size ? input[global_i] * (float)(rank + 1) : 0.0f;
    cluster_sync();  // stronger than __syncthreads: the whole cluster is here

    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];
        output[rank] = s;
    }
''')

case('c10_sum_loop_to_size', 'coordination', 'fail 5',
     'Thread 0 adds shared_data[i] for i < size ("size is how many numbers there are"): size is 1024, the array holds 256, so it reads shared_data[256..1023], outside the __shared__ array (project convention exit 5).',
     r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();

    shared_data[local_i] = global_i < size ? input[global_i] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < size; i++) s += shared_data[i];  // CAUSE
        output[rank] = s;
    }
    cluster_wait();
''', cause=OOB)

case('c11_every_thread_sums_thread0_stores', 'coordination', 'pass',
     'Every thread adds up the whole shared array (wasteful: the student did not trust thread 0 alone) but only thread 0 stores. All reads come after the __syncthreads(); one writer per output; arrive and wait by all.',
     r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();

    shared_data[local_i] = global_i < size ? input[global_i] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    cluster_arrive();

    float s = 0.0f;
    for (int i = 0; i < TPB; i++) s += shared_data[i];
    if (local_i == 0) output[rank] = s;

    cluster_wait();
''')

case('c12_output_indexed_by_global_i', 'coordination', 'fail 5',
     'Thread 0 of each block stores output[global_i] ("each thread has its own index"): blocks 1-3 store output[256], output[512], output[768] of a 4-float buffer: out of bounds (SPEC Exit codes 5). Block 0 writes output[0] correctly.',
     r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();

    shared_data[local_i] = global_i < size ? input[global_i] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];
        output[global_i] = s;  // CAUSE
    }
    cluster_wait();
''', cause=OOB)

case('c13_early_return_past_size', 'coordination', 'pass',
     'if (global_i >= size) return; at the top, before __syncthreads() and the cluster barrier. The grid is exactly 1024 threads for size 1024 (SPEC Launches and inputs): no thread returns, so every barrier is reached by all.',
     r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();

    if (global_i >= size) return;  // bounds check first, always

    shared_data[local_i] = input[global_i] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];
        output[rank] = s;
    }
    cluster_wait();
''')

case('c14_wait_before_arrive', 'coordination', 'fail 1',
     'The two halves in the wrong order: cluster_wait() after the stores, cluster_arrive() at the end ("first wait for the others, then say I am done"). Every wait has no earlier arrive of its own thread and every arrive has no wait after it (PTX barrier.cluster pairs each wait with an earlier arrive; docs/guide/clusters.md: a wait with no arrive breaks the rule). The outputs happen to be right, the barrier use is broken.',
     r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();

    shared_data[local_i] = global_i < size ? input[global_i] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    cluster_wait();  // CAUSE wait for the other blocks first
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];
        output[rank] = s;
    }
    cluster_arrive();  // then announce we are done
''', cause=r'without a matching arrive|arrive')

case('c15_printf_and_cg_api', 'coordination', 'pass',
     'Written with the cg:: API directly (this_thread_block().sync(), cluster.barrier_arrive() / barrier_wait(std::move(token))) and a printf of each block\'s sum left in. Same pattern as the reference; printf is allowed (README).',
     r'''
    __shared__ float buf[TPB];
    cg::thread_block block = cg::this_thread_block();
    cg::cluster_group cluster = cg::this_cluster();
    unsigned int r = cluster.block_rank();
    unsigned int t = block.thread_rank();
    int g = blockIdx.x * blockDim.x + t;

    buf[t] = g < size ? input[g] * (float)(r + 1) : 0.0f;
    block.sync();

    auto token = cluster.barrier_arrive();
    if (t == 0) {
        float acc = 0.0f;
        for (unsigned int k = 0; k < block.size(); k++) acc += buf[k];
        printf("rank %u sum %f\n", r, acc);
        output[r] = acc;
    }
    cluster.barrier_wait(std::move(token));
''')

case('c16_zero_output_then_atomics', 'coordination', 'pass',
     'Thread 0 stores output[rank] = 0, __syncthreads(), then every thread atomicAdds its scaled value into output[rank]. One plain store per output, ordered before the 256 atomics by the barrier (PG Synchronization Functions, Atomic Functions; docs/guide/advanced.md: atomics are fine once a first value is stored). Float atomics add in any order: SPEC Checking allows any order within the bound. Arrive and wait by all.',
     r'''
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();

    if (threadIdx.x == 0) output[rank] = 0.0f;
    __syncthreads();
    cluster_arrive();
    atomicAdd(&output[rank], gi < size ? input[gi] * (float)(rank + 1) : 0.0f);
    cluster_wait();
''')

# ---------------------------------------------------------------------------------------------------
# --advanced

ADV_LOAD = r'''
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    const float data_scale = (float)(my_block_rank + 1);
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();
'''

case('a01_lane0_instead_of_elect', 'advanced', 'pass',
     'The student does not trust elect_one_sync() and picks lane 0 of each warp with local_i % WARP_SIZE == 0 (docs/guide/advanced.md names it "a fine way to pick one lane per warp"). One summing lane per warp, warp_sums by warp, __syncthreads(), arrive, thread 0, wait.',
     ADV_LOAD + r'''
    if (local_i % WARP_SIZE == 0) {
        float ws = 0.0f;
        for (int i = local_i; i < local_i + WARP_SIZE; i++) ws += shared_data[i];
        warp_sums[local_i / WARP_SIZE] = ws;
    }
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float bt = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) bt += warp_sums[w];
        output[my_block_rank] = bt;
    }
    cluster_wait();
''')

case('a02_warp_index_by_modulo', 'advanced', 'fail 1',
     'The warp number is computed as local_i % WARP_SIZE (the lane) instead of local_i / WARP_SIZE. The elected lane of each warp both sums the wrong 32 values (starting at lane * 32) and stores warp_sums[lane]; since the same lane is elected in every warp (PTX elect.sync: same mask, same lane), the 8 elected lanes store the same slot: unordered writers of one shared word (PTX data race), and the block totals are wrong.',
     ADV_LOAD + r'''
    const int warp = local_i % WARP_SIZE;  // CAUSE which warp am I
    if (elect_one_sync()) {
        float ws = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) ws += shared_data[(warp * WARP_SIZE + i) % TPB];
        warp_sums[warp % (TPB / WARP_SIZE)] = ws;
    }
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float bt = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) bt += warp_sums[w];
        output[my_block_rank] = bt;
    }
    cluster_wait();
''', cause=r'race|❌|uninit|stored by')

case('a03_xor_shuffle_then_elect_stores', 'advanced', 'pass',
     'Every lane does a butterfly __shfl_xor_sync(0xffffffff, v, off) reduction, so all 32 lanes hold the warp sum; the elected lane (any of them) stores it into warp_sums[warp]. Whole warp at every shuffle and at elect_one_sync() (PG Warp Shuffle Functions; PTX elect.sync). The elected lane does not loop over 32 values as the puzzle text says, but SPEC Checking judges the output, within the float32 bound.',
     ADV_LOAD + r'''
    float v = shared_data[local_i];
    for (int off = WARP_SIZE / 2; off > 0; off >>= 1)
        v += __shfl_xor_sync(0xffffffff, v, off);
    if (elect_one_sync())
        warp_sums[local_i / WARP_SIZE] = v;  // every lane has the total, any one may store it
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float bt = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) bt += warp_sums[w];
        output[my_block_rank] = bt;
    }
    cluster_wait();
''')

case('a04_down_shuffle_then_elect_stores', 'advanced', 'fail 1',
     'As a03 but with __shfl_down_sync: only lane 0 ends with the warp sum, the other lanes hold partial sums. The student lets the elected lane store its v, assuming elect_one_sync() picks lane 0. Which lane is elected is not specified (PTX elect.sync; docs/guide/advanced.md: do not rely on which), so the warp sums, and the outputs, are not guaranteed (SPEC Checking).',
     ADV_LOAD + r'''
    float v = shared_data[local_i];
    for (int off = WARP_SIZE / 2; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffff, v, off);
    if (elect_one_sync())
        warp_sums[local_i / WARP_SIZE] = v;  // CAUSE the elected lane is lane 0, which has the total
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float bt = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) bt += warp_sums[w];
        output[my_block_rank] = bt;
    }
    cluster_wait();
''', cause=r'❌|elect|lane')

case('a05_syncthreads_inside_elected_branch', 'advanced', 'fail 4',
     'The student puts the __syncthreads() inside if (elect_one_sync()) { ... } "right after the warp sum is written". Only the 8 elected lanes reach it; the other 248 threads go on to cluster_arrive() and wait at cluster_wait() for the elected lanes, which wait at __syncthreads() for them: no thread can move (PG Synchronization Functions: __syncthreads in divergent code hangs or misbehaves; PTX barrier.cluster). A hang, exit 4.',
     ADV_LOAD + r'''
    const int warp = local_i / WARP_SIZE;
    if (elect_one_sync()) {
        float ws = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) ws += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = ws;
        __syncthreads();  // CAUSE make sure all warp sums are in
    }
    cluster_arrive();
    if (local_i == 0) {
        float bt = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) bt += warp_sums[w];
        output[my_block_rank] = bt;
    }
    cluster_wait();
''', cause=DEADLOCK)

case('a06_cluster_sync_at_both_ends', 'advanced', 'pass',
     'No split barrier: cluster_sync() first thing ("make sure all blocks are running") and again at the end. Each is one arrive and one wait per thread, outside any branch (PTX barrier.cluster); the block levels are the reference\'s.',
     r'''
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    cluster_sync();  // everyone is running
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    shared_data[local_i] = global_i < size ? input[global_i] * (float)(my_block_rank + 1) : 0.0f;
    __syncthreads();
    const int warp = local_i / WARP_SIZE;
    if (elect_one_sync()) {
        float ws = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) ws += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = ws;
    }
    __syncthreads();
    if (local_i == 0) {
        float bt = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) bt += warp_sums[w];
        output[my_block_rank] = bt;
    }
    cluster_sync();
''')

case('a07_plus_equals_into_output', 'advanced', 'fail 1',
     'Thread 0 adds the warp sums straight into the output: output[rank] += warp_sums[w]. The output starts uninitialised (SPEC Checking: filled with NaN before each launch), so the sum builds on garbage.',
     ADV_LOAD + r'''
    const int warp = local_i / WARP_SIZE;
    if (elect_one_sync()) {
        float ws = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) ws += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = ws;
    }
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            output[my_block_rank] += warp_sums[w];  // CAUSE
    }
    cluster_wait();
''', cause=r'uninit|NaN|read-modify|❌')

case('a08_syncwarp_for_block', 'advanced', 'fail 1',
     'The student orders the warp sums before thread 0\'s reads with __syncwarp() ("we are at the warp level here"). __syncwarp orders the lanes of one warp only (PG Synchronization Functions): thread 0 (warp 0) reads warp_sums[1..7], stored by other warps, with no barrier between: a data race (PTX).',
     ADV_LOAD + r'''
    const int warp = local_i / WARP_SIZE;
    if (elect_one_sync()) {
        float ws = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) ws += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = ws;
    }
    __syncwarp();
    cluster_arrive();
    if (local_i == 0) {
        float bt = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) bt += warp_sums[w];  // CAUSE
        output[my_block_rank] = bt;
    }
    cluster_wait();
''', cause=RACE)

case('a09_warp_loop_off_by_one', 'advanced', 'fail 5',
     'The elected lane loops i <= WARP_SIZE (33 values): each warp also adds the next warp\'s first value, and warp 7 reads shared_data[256], one past the end of the __shared__ array (project convention: outside a __shared__ variable is exit 5).',
     ADV_LOAD + r'''
    const int warp = local_i / WARP_SIZE;
    if (elect_one_sync()) {
        float ws = 0.0f;
        for (int i = 0; i <= WARP_SIZE; i++) ws += shared_data[warp * WARP_SIZE + i];  // CAUSE
        warp_sums[warp] = ws;
    }
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float bt = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) bt += warp_sums[w];
        output[my_block_rank] = bt;
    }
    cluster_wait();
''', cause=OOB)

case('a10_rank_from_cluster_thread_rank', 'advanced', 'pass',
     'The rank is derived as cluster.thread_rank() / blockDim.x: the thread\'s rank in the cluster is block_rank * 256 + thread rank for this 1-D launch (CG cluster_group::thread_rank), so the quotient is the block rank. The rest is the reference pattern.',
     r'''
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int my_block_rank = cluster.thread_rank() / blockDim.x;
    const int local_i = threadIdx.x;
    const int global_i = blockDim.x * blockIdx.x + local_i;
    shared_data[local_i] = global_i < size ? input[global_i] * (float)(my_block_rank + 1) : 0.0f;
    __syncthreads();
    const int warp = local_i / WARP_SIZE;
    if (elect_one_sync()) {
        float ws = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) ws += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = ws;
    }
    __syncthreads();
    cluster.barrier_arrive();
    if (local_i == 0) {
        float bt = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) bt += warp_sums[w];
        output[my_block_rank] = bt;
    }
    cluster.barrier_wait();
''')

case('a11_cg_reduce_tiles', 'advanced', 'pass',
     'Cooperative-groups version: tiled_partition<32> of the block, cg::reduce(tile, v, cg::plus<float>()) (every lane gets the tile sum), tile.thread_rank() == 0 stores warp_sums[tile.meta_group_rank()]. Then __syncthreads(), arrive, thread 0, wait. All collectives reached by whole tiles (CG reduce).',
     ADV_LOAD + r'''
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    float ws = cg::reduce(tile, shared_data[local_i], cg::plus<float>());
    if (tile.thread_rank() == 0) warp_sums[tile.meta_group_rank()] = ws;
    block.sync();
    cluster_arrive();
    if (local_i == 0) {
        float bt = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) bt += warp_sums[w];
        output[my_block_rank] = bt;
    }
    cluster_wait();
''')

case('a12_cluster_sync_orders_warp_sums', 'advanced', 'pass',
     'cluster_sync() in place of the __syncthreads() after the warp sums ("it syncs more"), then the split arrive / thread 0 / wait. The cluster barrier orders every thread of the cluster, own block included (PTX barrier.cluster: arrive releases, wait acquires), so thread 0 reads the warp sums after their stores; the sync completes its own phase before the later arrive, so each phase has one arrive and one wait per thread.',
     ADV_LOAD + r'''
    const int warp = local_i / WARP_SIZE;
    if (elect_one_sync()) {
        float ws = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) ws += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = ws;
    }
    cluster_sync();  // all warp sums of all blocks are in
    cluster_arrive();
    if (local_i == 0) {
        float bt = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) bt += warp_sums[w];
        output[my_block_rank] = bt;
    }
    cluster_wait();
''')

case('a13_warp_count_rounded_up_wrong', 'advanced', 'fail 5',
     'Thread 0 loops over (TPB + WARP_SIZE) / WARP_SIZE warps, the student\'s wrong round-up of an integer division (9, not 8): it reads warp_sums[8], past the 8-float __shared__ array (project convention exit 5).',
     ADV_LOAD + r'''
    const int warp = local_i / WARP_SIZE;
    const int num_warps = (TPB + WARP_SIZE) / WARP_SIZE;  // round up
    if (elect_one_sync()) {
        float ws = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) ws += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = ws;
    }
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float bt = 0.0f;
        for (int w = 0; w < num_warps; w++) bt += warp_sums[w];  // CAUSE
        output[my_block_rank] = bt;
    }
    cluster_wait();
''', cause=OOB)

case('a14_elected_lanes_atomic_into_zeroed_output', 'advanced', 'pass',
     'Thread 0 stores output[rank] = 0, __syncthreads(), then each elected lane atomicAdds its warp sum into output[rank]. One plain store, ordered before the 8 atomics by the barrier (PG Synchronization Functions, Atomic Functions; docs/guide/advanced.md: atomics are fine once a first value is stored). Float atomics in any order are within the bound (SPEC Checking). Arrive and wait by all.',
     ADV_LOAD + r'''
    if (local_i == 0) output[my_block_rank] = 0.0f;
    __syncthreads();
    const int warp = local_i / WARP_SIZE;
    if (elect_one_sync()) {
        float ws = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) ws += shared_data[warp * WARP_SIZE + i];
        atomicAdd(&output[my_block_rank], ws);
    }
    cluster_arrive();
    cluster_wait();
''')

case('a15_elect_after_lane_test', 'advanced', 'fail 4',
     'The student wants "the elected lane of the first half-warp": if (local_i % WARP_SIZE < 16) { if (elect_one_sync()) ... }. elect_one_sync() is elect.sync with a full mask (kernels.h): lanes 16-31 never reach it, so lanes 0-15 wait in a full-warp collective that half the warp skips (PTX elect.sync: every thread in membermask must execute it; project convention: a warp collective some lanes of its mask never reach is a hang, exit 4). The skipped lanes go on to __syncthreads().',
     ADV_LOAD + r'''
    const int warp = local_i / WARP_SIZE;
    if (local_i % WARP_SIZE < 16) {
        if (elect_one_sync()) {  // CAUSE
            float ws = 0.0f;
            for (int i = 0; i < WARP_SIZE; i++) ws += shared_data[warp * WARP_SIZE + i];
            warp_sums[warp] = ws;
        }
    }
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float bt = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) bt += warp_sums[w];
        output[my_block_rank] = bt;
    }
    cluster_wait();
''', cause=DEADLOCK)

# ---------------------------------------------------------------------------------------------------
# --last-block

LB_HEAD = r'''
    __shared__ float smem[TPB];
    __shared__ bool amLast;
    const int tid = threadIdx.x;
    const int gid = blockIdx.x * blockDim.x + tid;

    smem[tid] = gid < size ? input[gid] : 0.0f;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) smem[tid] += smem[tid + s];
        __syncthreads();
    }
'''
LB_MERGE = r'''
    if (amLast) {
        float sum = 0.0f;
        for (int b = tid; b < gridDim.x; b += blockDim.x) sum += partials[b];
        smem[tid] = sum;
        __syncthreads();
        for (int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s) smem[tid] += smem[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = smem[0];
            *counter = 0;
        }
    }
'''

case('l01_last_ticket_off_by_one', 'last-block', 'fail 1',
     'The last-block test compares the ticket with gridDim.x ("256 blocks, so the last one is 256"). atomicAdd returns the old value, 0..255 (PG Atomic Functions), so no block is last: output[0] is never written and the counter is never reset (SPEC Checking: not written; counter back at 0).',
     LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = smem[0];
        __threadfence();
        unsigned int ticket = atomicAdd(counter, 1);
        amLast = (ticket == gridDim.x);  // CAUSE
    }
    __syncthreads();
''' + LB_MERGE, cause=r'❌|not written|counter')

case('l02_block0_zeroes_counter_at_start', 'last-block', 'fail 1',
     'The student does not trust the counter to start at 0 and lets block 0 thread 0 store *counter = 0 at the start of the kernel (and also resets it at the end). Blocks are not ordered: other blocks may already have taken tickets when block 0 starts, and the plain store conflicts with their atomics with nothing ordering them (PTX Memory Consistency Model: data race); tickets are lost and no block (or the wrong one) sees gridDim.x - 1.',
     r'''
    __shared__ float smem[TPB];
    __shared__ bool amLast;
    const int tid = threadIdx.x;
    const int gid = blockIdx.x * blockDim.x + tid;

    if (blockIdx.x == 0 && tid == 0) *counter = 0;  // CAUSE start clean

    smem[tid] = gid < size ? input[gid] : 0.0f;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) smem[tid] += smem[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        partials[blockIdx.x] = smem[0];
        __threadfence();
        unsigned int ticket = atomicAdd(counter, 1);
        amLast = (ticket == gridDim.x - 1);
    }
    __syncthreads();
''' + LB_MERGE, cause=RACE)

case('l03_reset_right_after_last_ticket', 'last-block', 'pass',
     'The counter is reset by the thread that drew the last ticket, immediately (before the merge): "it felt too early" but is not. Ticket gridDim.x - 1 means all gridDim.x atomics already happened (they are totally ordered on one address), so no atomic can follow the plain store in this launch; the next launch comes after the kernel boundary (PG Atomic Functions, Memory Fence Functions). Fences on both sides of the ticket as in the reference.',
     LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = smem[0];
        __threadfence();
        unsigned int ticket = atomicAdd(counter, 1u);
        amLast = (ticket == gridDim.x - 1);
        if (amLast) *counter = 0;  // nobody else will touch it in this launch
        __threadfence();
    }
    __syncthreads();
    if (amLast) {
        float sum = 0.0f;
        for (int b = tid; b < gridDim.x; b += blockDim.x) sum += partials[b];
        smem[tid] = sum;
        __syncthreads();
        for (int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s) smem[tid] += smem[tid + s];
            __syncthreads();
        }
        if (tid == 0) output[0] = smem[0];
    }
''')

case('l04_volatile_partials_no_fence', 'last-block', 'fail 1',
     'The student makes partials volatile ("so the last block sees fresh values") and drops __threadfence(). A volatile store is relaxed (PTX: ld/st.volatile are relaxed.sys), the ticket atomic is relaxed: no release pattern between the partial and the ticket, so drawing the last ticket does not make the other blocks\' partials visible (PTX Memory Consistency Model; PG Memory Fence Functions: the fence is what orders them). The last block may read stale partials.',
     LB_HEAD + r'''
    volatile float *vp = partials;
    if (tid == 0) {
        vp[blockIdx.x] = smem[0];  // CAUSE volatile = goes straight to memory
        unsigned int ticket = atomicAdd(counter, 1);
        amLast = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    if (amLast) {
        float sum = 0.0f;
        for (int b = tid; b < gridDim.x; b += blockDim.x) sum += vp[b];
        smem[tid] = sum;
        __syncthreads();
        for (int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s) smem[tid] += smem[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = smem[0];
            *counter = 0;
        }
    }
''', cause=r'fence|race')

case('l05_thread0_merges_alone', 'last-block', 'pass',
     'The last block\'s merge is done by thread 0 alone in a 256-iteration loop (no second tree). Thread 0 took the ticket with fences on both sides, it reads every partial itself, stores output[0] and resets the counter (PG Memory Fence Functions example: one thread sums).',
     LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = smem[0];
        __threadfence();
        unsigned int ticket = atomicAdd(counter, 1u);
        __threadfence();
        if (ticket == gridDim.x - 1) {
            float total = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++) total += partials[b];
            output[0] = total;
            *counter = 0;
        }
    }
''')

case('l06_per_thread_share_by_integer_division', 'last-block', 'pass',
     'The merge gives each thread per = gridDim.x / blockDim.x partials (integer division) at partials[tid * per + k]. Here 256 / 256 = 1 (SPEC Launches and inputs), so every partial is read exactly once; the rest is the reference.',
     LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = smem[0];
        __threadfence();
        unsigned int ticket = atomicAdd(counter, 1u);
        amLast = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (amLast) {
        int per = gridDim.x / blockDim.x;
        float sum = 0.0f;
        for (int k = 0; k < per; k++) sum += partials[tid * per + k];
        smem[tid] = sum;
        __syncthreads();
        for (int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s) smem[tid] += smem[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = smem[0];
            *counter = 0;
        }
    }
''')

case('l07_interleaved_tree', 'last-block', 'pass',
     'The block tree from the student\'s textbook, interleaved addressing: for s = 1; s < blockDim.x; s *= 2, if (tid % (2 * s) == 0) smem[tid] += smem[tid + s], __syncthreads() each round. Readers of round s read slots written in earlier rounds only (tid + s is an odd multiple of s, not written in round s), indices stay below 256. Correct, if slow.',
     r'''
    __shared__ float smem[TPB];
    __shared__ bool amLast;
    const int tid = threadIdx.x;
    const int gid = blockIdx.x * blockDim.x + tid;

    smem[tid] = gid < size ? input[gid] : 0.0f;
    __syncthreads();
    for (int s = 1; s < blockDim.x; s *= 2) {
        if (tid % (2 * s) == 0) smem[tid] += smem[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        partials[blockIdx.x] = smem[0];
        __threadfence();
        unsigned int ticket = atomicAdd(counter, 1u);
        amLast = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
''' + LB_MERGE)

case('l08_interleaved_tree_wrong_test', 'last-block', 'fail 5',
     'The interleaved tree with tid % s == 0 instead of tid % (2 * s) == 0: in the first round (s = 1) every thread adds smem[tid + 1], and thread 255 reads smem[256], past the __shared__ array (project convention exit 5); the same round also has thread t reading slot t + 1 while thread t + 1 writes it.',
     r'''
    __shared__ float smem[TPB];
    __shared__ bool amLast;
    const int tid = threadIdx.x;
    const int gid = blockIdx.x * blockDim.x + tid;

    smem[tid] = gid < size ? input[gid] : 0.0f;
    __syncthreads();
    for (int s = 1; s < blockDim.x; s *= 2) {
        if (tid % s == 0) smem[tid] += smem[tid + s];  // CAUSE
        __syncthreads();
    }
    if (tid == 0) {
        partials[blockIdx.x] = smem[0];
        __threadfence();
        unsigned int ticket = atomicAdd(counter, 1u);
        amLast = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
''' + LB_MERGE, cause=OOB + '|race')

case('l09_block0_spins_on_plain_counter', 'last-block', 'fail 4',
     'No "last block": every block\'s thread 0 publishes its partial, fences and increments the counter; block 0\'s thread 0 then spins `while (*counter < gridDim.x) {}` on a plain load before summing. A non-volatile load may be kept in a register, so the loop need never see the other blocks\' increments (PG volatile Qualifier; an empty loop on a plain load has no forward-progress obligation), and block 0 waits for blocks that nothing guarantees will be scheduled while it occupies its SM (PG: blocks of a grid are not co-scheduled). A hang, exit 4.',
     LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = smem[0];
        __threadfence();
        atomicAdd(counter, 1u);
    }
    if (blockIdx.x == 0 && tid == 0) {
        while (*counter < gridDim.x) {  // CAUSE wait for everyone
        }
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++) total += partials[b];
        output[0] = total;
        *counter = 0;
    }
''', cause=r'hang|never finishes|spin|watchdog|timeout|deadlock|did not finish')

case('l10_atomicadd_output_zeroed_by_block0', 'last-block', 'fail 1',
     '"Why a ticket at all?": block 0 thread 0 stores output[0] = 0 at the start and every block atomicAdds its partial into output[0]. Blocks are not ordered: another block\'s atomic may come before block 0\'s zero, which then wipes it (PTX Memory Consistency Model: a plain store and other threads\' atomics with nothing ordering them = data race).',
     r'''
    __shared__ float smem[TPB];
    const int tid = threadIdx.x;
    const int gid = blockIdx.x * blockDim.x + tid;

    if (blockIdx.x == 0 && tid == 0) output[0] = 0.0f;  // CAUSE

    smem[tid] = gid < size ? input[gid] : 0.0f;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) smem[tid] += smem[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        partials[blockIdx.x] = smem[0];
        atomicAdd(&output[0], smem[0]);
    }
''', cause=RACE + r'|uninit|NaN')

case('l11_highest_block_index_is_last', 'last-block', 'fail 1',
     'The student takes "the last block" to be blockIdx.x == gridDim.x - 1 and skips the counter. Block 255 is not guaranteed to run after the others (PG: blocks execute in any order), so it reads partials that other blocks may not have stored yet, with nothing ordering them (PTX Memory Consistency Model: data race).',
     LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = smem[0];
        __threadfence();
    }
    if (blockIdx.x == gridDim.x - 1) {  // the last block adds everything up
        __syncthreads();
        float sum = 0.0f;
        for (int b = tid; b < gridDim.x; b += blockDim.x) sum += partials[b];  // CAUSE
        smem[tid] = sum;
        __syncthreads();
        for (int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s) smem[tid] += smem[tid + s];
            __syncthreads();
        }
        if (tid == 0) output[0] = smem[0];
    }
''', cause=RACE + r'|ticket|last')

case('l12_every_thread_takes_a_ticket', 'last-block', 'fail 1',
     'No if (tid == 0) around the ticket: every thread fences, atomicAdds the counter and stores amLast = (ticket == gridDim.x - 1). 256 threads of each block store the shared flag with nothing ordering them (PTX: data race), the tickets run to 65535, the block holding ticket 255 is not the last to finish, and the counter is left far from 0.',
     LB_HEAD + r'''
    if (tid == 0) partials[blockIdx.x] = smem[0];
    __threadfence();
    unsigned int ticket = atomicAdd(counter, 1u);
    amLast = (ticket == gridDim.x - 1);  // CAUSE
    __syncthreads();
''' + LB_MERGE, cause=RACE + r'|ticket|last|counter')

case('l13_every_thread_stores_partial', 'last-block', 'fail 1',
     'After the tree every thread stores partials[blockIdx.x] = smem[0] ("same value, no harm"); thread 0 then fences and takes the ticket. 256 unordered plain stores of one word: a data race (PTX; project convention: same-value writers race), and the stores of threads 1-255 are not covered by thread 0\'s fence.',
     LB_HEAD + r'''
    partials[blockIdx.x] = smem[0];  // CAUSE
    __syncthreads();
    if (tid == 0) {
        __threadfence();
        unsigned int ticket = atomicAdd(counter, 1u);
        amLast = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
''' + LB_MERGE, cause=RACE + r'|fence')

case('l14_only_the_release_fence', 'last-block', 'pass',
     'One __threadfence() between the partial and the ticket, none after the ticket: exactly the CUDA Programming Guide\'s own last-block example (PG Memory Fence Functions), the rule README cites for p34 ("the PTX formal model would also want an acquire fence ... p34 does not require"). The __syncthreads() after the ticket shares the flag.',
     LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = smem[0];
        __threadfence();
        unsigned int ticket = atomicAdd(counter, 1u);
        amLast = (ticket == gridDim.x - 1);
    }
    __syncthreads();
''' + LB_MERGE)

case('l15_not_last_returns_early', 'last-block', 'pass',
     'After the ticket: if (!amLast) return; then the merge with its __syncthreads(). amLast is the same in every thread of a block (read after the barrier), so a block either returns whole or runs the merge whole: every __syncthreads() is reached by all non-exited threads of its block (PG Synchronization Functions).',
     LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = smem[0];
        __threadfence();
        unsigned int ticket = atomicAdd(counter, 1u);
        amLast = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (!amLast) return;  // nothing more for this block

    float sum = 0.0f;
    for (int b = tid; b < gridDim.x; b += blockDim.x) sum += partials[b];
    smem[tid] = sum;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) smem[tid] += smem[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        output[0] = smem[0];
        *counter = 0;
    }
''')

case('l16_tree_threads_return_when_done', 'last-block', 'pass',
     'The tree retires threads as it goes: `if (tid >= s) return;` at the top of each round, then the add and __syncthreads(). A barrier waits for the non-exited threads of the block (PTX bar.sync; README: an early return before a __syncthreads is allowed), each round\'s reads come after the previous round\'s writes and barrier, and only thread 0 is left to publish, take the ticket and, if last, sum the 256 partials alone.',
     r'''
    __shared__ float smem[TPB];
    const int tid = threadIdx.x;
    const int gid = blockIdx.x * blockDim.x + tid;

    smem[tid] = gid < size ? input[gid] : 0.0f;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid >= s) return;  // my part is done
        smem[tid] += smem[tid + s];
        __syncthreads();
    }
    // only thread 0 is still here
    partials[blockIdx.x] = smem[0];
    __threadfence();
    unsigned int ticket = atomicAdd(counter, 1u);
    if (ticket == gridDim.x - 1) {
        __threadfence();
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++) total += partials[b];
        output[0] = total;
        *counter = 0;
    }
''')

case('l17_reread_counter_after_ticket', 'last-block', 'fail 1',
     'The student takes the ticket and then checks `*counter == gridDim.x` with a plain load to see whether everyone is done. The plain load conflicts with other blocks\' atomics on the counter and with the last block\'s reset, unordered (PTX Memory Consistency Model: data race); several blocks can see 256 and all merge and store output[0], or none can.',
     LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = smem[0];
        __threadfence();
        atomicAdd(counter, 1u);
        __threadfence();
        amLast = (*counter == gridDim.x);  // CAUSE everyone has added one
    }
    __syncthreads();
''' + LB_MERGE, cause=RACE + r'|counter|ticket|stored by')

# ---------------------------------------------------------------------------------------------------
# Second batch (the student's later attempts), truths committed before any p34 run of them.

case('r20_store_after_arrive', 'reduction', 'fail 1',
     'Split barrier in the reduction: every thread arrives right after the tree, and thread 0 stores temp_storage[rank] AFTER its arrive ("the wait is what matters"). The arrive releases only what the thread wrote before it (PTX barrier.cluster: arrive has release semantics for prior accesses), so block 1-3\'s stores are not ordered before rank 0\'s reads after its wait: a data race (PTX Memory Consistency Model).',
     r'''
    __shared__ float s[TPB];
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = block_rank_in_cluster();
    s[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int st = TPB / 2; st > 0; st >>= 1) {
        if (tid < st) s[tid] += s[tid + st];
        __syncthreads();
    }
    cluster_arrive();
    if (tid == 0) temp_storage[rank] = s[0];  // CAUSE
    cluster_wait();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }
''', cause=RACE)

case('r21_waits_at_two_sites', 'reduction', 'pass',
     'Thread 0 of rank 0 waits inside its own branch and every other thread waits in the else branch: each thread arrives once and waits once, at different call sites. cg\'s barrier_wait is the non-.aligned barrier.cluster.wait (nvcc 13 -ptx of cluster_group::barrier_wait; cccl: the .aligned variants are not exposed), which may be executed divergently (PTX barrier.cluster). The stores come before the arrive, the reads after the wait.',
     r'''
    __shared__ float s[TPB];
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = block_rank_in_cluster();
    s[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int st = TPB / 2; st > 0; st >>= 1) {
        if (tid < st) s[tid] += s[tid + st];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = s[0];
    cluster_arrive();
    if (rank == 0 && tid == 0) {
        cluster_wait();
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    } else {
        cluster_wait();
    }
''')

case('r22_warp_atomics_into_zeroed_slot', 'reduction', 'pass',
     'Thread 0 zeroes temp_storage[rank], __syncthreads(), lane 0 of each warp atomicAdds its cg::reduce warp sum into temp_storage[rank], cluster_sync(), rank 0 thread 0 adds the four slots. The zero is ordered before the block\'s atomics by the barrier; the atomics before the reads by the cluster barrier (PG Atomic Functions; PTX barrier.cluster). Integer sums: exact in any order.',
     r'''
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = block_rank_in_cluster();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
    if (tid == 0) temp_storage[rank] = 0.0f;
    __syncthreads();
    float v = cg::reduce(warp, gi < size ? input[gi] : 0.0f, cg::plus<float>());
    if (warp.thread_rank() == 0) atomicAdd(&temp_storage[rank], v);
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }
''')

case('r23_rank0_zeroes_all_slots_block_barrier', 'reduction', 'fail 1',
     'As r22, but rank 0 zeroes all four slots (if (rank == 0 && tid < CLUSTER_SIZE)) and only a __syncthreads() follows. Blocks 1-3\'s atomics on temp_storage[1..3] are not ordered after rank 0\'s plain zeroing stores (PG Synchronization Functions: __syncthreads orders one block; PTX: a plain store and another thread\'s atomic, unordered = data race); an add that comes first is wiped.',
     r'''
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = block_rank_in_cluster();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
    if (rank == 0 && tid < CLUSTER_SIZE) temp_storage[tid] = 0.0f;  // CAUSE
    __syncthreads();
    float v = cg::reduce(warp, gi < size ? input[gi] : 0.0f, cg::plus<float>());
    if (warp.thread_rank() == 0) atomicAdd(&temp_storage[rank], v);
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }
''', cause=RACE)

case('r24_cluster_sync_in_the_tree', 'reduction', 'pass',
     'The student uses cluster_sync() for every barrier, the tree\'s included ("it is the strongest"). Every thread of the cluster calls each of the 9 + 1 cluster_sync()s, outside any branch; a cluster barrier orders the block too (PTX barrier.cluster). Slow, correct.',
     r'''
    __shared__ float s[TPB];
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = block_rank_in_cluster();
    s[tid] = gi < size ? input[gi] : 0.0f;
    cluster_sync();
    for (int st = TPB / 2; st > 0; st >>= 1) {
        if (tid < st) s[tid] += s[tid + st];
        cluster_sync();
    }
    if (tid == 0) temp_storage[rank] = s[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }
''')

case('r25_volatile_last_warp_from_old_slides', 'reduction', 'fail 1',
     'The tree from old optimisation slides: __syncthreads() rounds down to 64, then `if (tid < 32)` a volatile pointer unrolls the last six steps with no __syncwarp(). Since Volta, lanes of a warp are not lock-step: a lane reads vs[tid + 16] while the owning lane may not have finished its previous add, with nothing ordering them (PG Synchronization Functions / Independent Thread Scheduling: __syncwarp is required; PTX: volatile accesses are strong but not ordered, the values depend on timing).',
     r'''
    __shared__ float s[TPB];
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = block_rank_in_cluster();
    s[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int st = TPB / 2; st > 32; st >>= 1) {
        if (tid < st) s[tid] += s[tid + st];
        __syncthreads();
    }
    if (tid < 32) {
        volatile float *vs = s;
        vs[tid] += vs[tid + 32];
        vs[tid] += vs[tid + 16];  // CAUSE
        vs[tid] += vs[tid + 8];
        vs[tid] += vs[tid + 4];
        vs[tid] += vs[tid + 2];
        vs[tid] += vs[tid + 1];
    }
    if (tid == 0) temp_storage[rank] = s[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }
''', cause=r'race|syncwarp|warp')

case('c17_rank0_reads_every_block_via_dsmem', 'coordination', 'pass',
     'Rank 0 does all the sums: after cluster_sync(), threads 0-3 of rank 0 each add peer r\'s 256 shared values through map_shared_rank(shared_data, r) and store output[r]; a second cluster_sync() keeps every block resident until those reads are done (PG Distributed Shared Memory). One writer per output.',
     r'''
    __shared__ float shared_data[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = cluster.block_rank();
    shared_data[local_i] = global_i < size ? input[global_i] * (float)(rank + 1) : 0.0f;
    cluster.sync();
    if (rank == 0 && local_i < CLUSTER_SIZE) {
        const float *peer = cluster.map_shared_rank(shared_data, local_i);
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += peer[i];
        output[local_i] = s;
    }
    cluster.sync();
''')

case('c18_rank_from_block_index', 'coordination', 'pass',
     'The rank taken from cg::this_cluster().block_index().x: the block\'s index inside its cluster, which for a 1-D cluster of 4 is its rank (CG cluster_group::block_index, block_rank). Otherwise the reference.',
     r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = cg::this_cluster().block_index().x;
    shared_data[local_i] = global_i < size ? input[global_i] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];
        output[rank] = s;
    }
    cluster_wait();
''')

case('a16_warp_sums_plus_equals_zeroed_without_barrier', 'advanced', 'fail 1',
     'Threads 0-7 zero warp_sums[0..7] and the elected lanes then do warp_sums[warp] += ws, with no barrier between the zeroing and the adds. Thread w (warp 0) zeroes warp_sums[w] while warp w\'s elected lane reads and writes it: unordered conflicting accesses (PTX Memory Consistency Model; for w = 0 the lanes of one warp with no __syncwarp, PG Synchronization Functions); an add before the zero is wiped.',
     r'''
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    if (local_i < TPB / WARP_SIZE) warp_sums[local_i] = 0.0f;  // CAUSE
    shared_data[local_i] = global_i < size ? input[global_i] * (float)(my_block_rank + 1) : 0.0f;
    __syncwarp();
    const int warp = local_i / WARP_SIZE;
    if (elect_one_sync()) {
        for (int i = 0; i < WARP_SIZE; i++) warp_sums[warp] += shared_data[warp * WARP_SIZE + i];
    }
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float bt = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) bt += warp_sums[w];
        output[my_block_rank] = bt;
    }
    cluster_wait();
''', cause=RACE)

case('a17_activemask_leader', 'advanced', 'pass',
     'The student picks the warp leader as the lowest active lane, lane == __ffs(__activemask()) - 1, where all 32 lanes are active (no branch before it): lane 0 of each warp, one per warp (PG Warp Vote Functions: __activemask). Otherwise the reference.',
     ADV_LOAD + r'''
    const int lane = local_i % WARP_SIZE;
    const int warp = local_i / WARP_SIZE;
    if (lane == __ffs(__activemask()) - 1) {
        float ws = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) ws += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = ws;
    }
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float bt = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) bt += warp_sums[w];
        output[my_block_rank] = bt;
    }
    cluster_wait();
''')

case('a18_elect_kept_then_used_after_barrier', 'advanced', 'pass',
     'bool leader = elect_one_sync(); is called by every lane right after the load (before the __syncthreads()), and used only after the barrier: if (leader) { sum the warp; store warp_sums[warp] }. The collective is reached by whole warps (PTX elect.sync), the leader\'s reads of shared_data come after the barrier.',
     r'''
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    shared_data[local_i] = global_i < size ? input[global_i] * (float)(my_block_rank + 1) : 0.0f;
    const bool leader = elect_one_sync();
    __syncthreads();
    const int warp = local_i / WARP_SIZE;
    if (leader) {
        float ws = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) ws += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = ws;
    }
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float bt = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) bt += warp_sums[w];
        output[my_block_rank] = bt;
    }
    cluster_wait();
''')

case('l18_shfl_broadcast_last_no_syncwarp', 'last-block', 'fail 1',
     'Only warp 0 merges: thread 0 publishes, fences, takes the ticket and fences again; warp 0 learns "last" through __shfl_sync(0xffffffff, last, 0), and lanes 0-31 each add 8 partials and shuffle-reduce. Shuffles move values, they order no memory (README; PG Warp Shuffle Functions; PTX: shfl.sync is not a memory fence or barrier), so lanes 1-31\'s reads of other blocks\' partials are ordered after nothing: only thread 0 acquired them (PG Memory Fence Functions: the example\'s __syncthreads() carries it to the block). A data race.',
     r'''
    __shared__ float smem[TPB];
    const int tid = threadIdx.x;
    const int gid = blockIdx.x * blockDim.x + tid;
    smem[tid] = gid < size ? input[gid] : 0.0f;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) smem[tid] += smem[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        int last = 0;
        if (tid == 0) {
            partials[blockIdx.x] = smem[0];
            __threadfence();
            last = atomicAdd(counter, 1u) == gridDim.x - 1;
            __threadfence();
        }
        last = __shfl_sync(0xffffffff, last, 0);
        if (last) {
            float v = 0.0f;
            for (int b = tid; b < gridDim.x; b += 32) v += partials[b];  // CAUSE
            for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffff, v, off);
            if (tid == 0) {
                output[0] = v;
                *counter = 0;
            }
        }
    }
''', cause=RACE + r'|acquire|fence|ticket|last')

case('l19_shfl_broadcast_last_with_syncwarp', 'last-block', 'pass',
     'l18 with __syncwarp() after the shuffle: __syncwarp orders memory among the participating lanes (PG Synchronization Functions), so thread 0\'s acquire (ticket, then __threadfence()) comes before lanes 1-31\'s reads of the partials, as a __syncthreads() would for the block. Warp 0 merges; one writer; counter reset after every ticket.',
     r'''
    __shared__ float smem[TPB];
    const int tid = threadIdx.x;
    const int gid = blockIdx.x * blockDim.x + tid;
    smem[tid] = gid < size ? input[gid] : 0.0f;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) smem[tid] += smem[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        int last = 0;
        if (tid == 0) {
            partials[blockIdx.x] = smem[0];
            __threadfence();
            last = atomicAdd(counter, 1u) == gridDim.x - 1;
            __threadfence();
        }
        last = __shfl_sync(0xffffffff, last, 0);
        __syncwarp();
        if (last) {
            float v = 0.0f;
            for (int b = tid; b < gridDim.x; b += 32) v += partials[b];
            for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffff, v, off);
            if (tid == 0) {
                output[0] = v;
                *counter = 0;
            }
        }
    }
''')

case('l20_syncthreads_or_broadcast', 'last-block', 'pass',
     'The flag is shared with __syncthreads_or(is_last) where only thread 0\'s is_last can be true: every thread gets the OR, and the barrier also carries thread 0\'s acquire to the block, as the __syncthreads() of the Guide\'s example (PG Synchronization Functions: __syncthreads_or; Memory Fence Functions).',
     LB_HEAD.replace('    __shared__ bool amLast;\n', '') + r'''
    int is_last = 0;
    if (tid == 0) {
        partials[blockIdx.x] = smem[0];
        __threadfence();
        is_last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    const bool amLast = __syncthreads_or(is_last);
''' + LB_MERGE)

case('l21_atomicexch_reset', 'last-block', 'pass',
     'The last block resets the counter with atomicExch(counter, 0u) instead of a plain store: every ticket has been drawn, the exchange is one more atomic on the word (PG Atomic Functions). Otherwise the reference.',
     LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = smem[0];
        __threadfence();
        unsigned int ticket = atomicAdd(counter, 1u);
        amLast = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
''' + LB_MERGE.replace('*counter = 0;', 'atomicExch(counter, 0u);'))

# ---------------------------------------------------------------------------------------------------
# Third batch, truths committed before any p34 run of them.

case('l22_ticket_taken_by_last_thread_after_barrier', 'last-block', 'pass',
     'Thread 0 stores the partial; __syncthreads(); thread 255 (the student: "the last thread of the block takes the ticket") fences, takes the ticket and stores the flag; __syncthreads(). The barrier orders thread 0\'s store before thread 255\'s __threadfence(), and a fence is cumulative: its release pattern covers what causality-precedes it, including other threads\' writes ordered before it by bar.sync (PTX Memory Consistency Model: causality order, release patterns; bar.sync orders the CTA). The merge side is the reference\'s.',
     LB_HEAD + r'''
    if (tid == 0) partials[blockIdx.x] = smem[0];
    __syncthreads();
    if (tid == blockDim.x - 1) {
        __threadfence();
        unsigned int ticket = atomicAdd(counter, 1u);
        amLast = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
''' + LB_MERGE)

case('l23_ticket_by_other_thread_no_barrier', 'last-block', 'fail 1',
     'As l22 without the __syncthreads() between thread 0\'s store of the partial and thread 255\'s fence and ticket: nothing orders the store before the fence, so the ticket can be counted before the partial is visible (PTX Memory Consistency Model: the release pattern covers only what precedes the fence in causality order). The last block may read a stale partial: a data race.',
     LB_HEAD + r'''
    if (tid == 0) partials[blockIdx.x] = smem[0];  // CAUSE
    if (tid == blockDim.x - 1) {
        __threadfence();
        unsigned int ticket = atomicAdd(counter, 1u);
        amLast = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
''' + LB_MERGE, cause=RACE + r'|fence|ticket')

case('r26_dsmem_push_after_sync', 'reduction', 'pass',
     'Push model: after a first cluster_sync() (every block has started: PG Distributed Shared Memory), each block\'s thread 0 writes its block sum into rank 0\'s __shared__ inbox[rank] through map_shared_rank(inbox, 0); a second cluster_sync() orders the pushes before rank 0\'s reads; after it nobody touches a peer, so blocks may exit (PG DSMEM). One writer of output[0]; temp_storage unused.',
     r'''
    __shared__ float s[TPB];
    __shared__ float inbox[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = cluster.block_rank();
    s[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int st = TPB / 2; st > 0; st >>= 1) {
        if (tid < st) s[tid] += s[tid + st];
        __syncthreads();
    }
    cluster.sync();  // rank 0 is running, its inbox exists
    if (tid == 0) {
        float *box = cluster.map_shared_rank(inbox, 0);
        box[rank] = s[0];
    }
    cluster.sync();  // all pushes landed
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += inbox[r];
        output[0] = total;
    }
''')

case('r27_last_block_ticket_in_cluster', 'reduction', 'pass',
     'The student reuses puzzle 4\'s guard in puzzle 2: no cluster barrier; thread 0 stores temp_storage[rank], __threadfence(), takes a ticket on a __device__ counter; the block that draws CLUSTER_SIZE - 1 fences, adds the four partials, stores output[0] and resets the counter with atomicExch. Release/acquire patterns at GPU scope (PTX Memory Consistency Model; PG Memory Fence Functions); no block waits for another; counter back at 0 for any later launch.',
     r'''
    __shared__ float s[TPB];
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = block_rank_in_cluster();
    s[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int st = TPB / 2; st > 0; st >>= 1) {
        if (tid < st) s[tid] += s[tid + st];
        __syncthreads();
    }
    if (tid == 0) {
        temp_storage[rank] = s[0];
        __threadfence();
        if (atomicAdd(&nv_blocks_done, 1u) == CLUSTER_SIZE - 1) {
            __threadfence();
            float total = 0.0f;
            for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
            output[0] = total;
            atomicExch(&nv_blocks_done, 0u);
        }
    }
''', pre='__device__ unsigned int nv_blocks_done = 0;\n')

case('c19_atomicexch_store_of_output', 'coordination', 'pass',
     'Thread 0 stores the block sum with atomicExch(&output[rank], s) ("atomics are safer"). It is one store by one thread per output (SPEC Checking), the previous (NaN) value it returns is ignored. Otherwise the reference.',
     r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    shared_data[local_i] = global_i < size ? input[global_i] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += shared_data[i];
        atomicExch(&output[rank], s);
    }
    cluster_wait();
''')

case('l24_own_device_counter_reset', 'last-block', 'pass',
     'The student ignores the counter parameter and declares __device__ unsigned int nv_ticket = 0; as the ticket counter; the last block resets it to 0 after the merge (every ticket drawn). Same guard as the reference on another word; the parameter counter stays 0 (SPEC Checking: counter 0 after each launch).',
     LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = smem[0];
        __threadfence();
        unsigned int ticket = atomicAdd(&nv_ticket, 1u);
        amLast = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
''' + LB_MERGE.replace('*counter = 0;', 'nv_ticket = 0;'), pre='__device__ unsigned int nv_ticket = 0;\n')
