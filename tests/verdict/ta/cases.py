# Cases for gen.py (docs/verdict-ta.md): a teaching assistant's autograder bank for a CUDA course.
# For each puzzle, the submissions seen most in office hours: the buggy ones (a barrier missing
# between two phases, a __syncthreads inside if (tid < s), a wrong first stride, every thread
# writing the output, no fence before the ticket, no counter reset for the second launch, the wrong
# block's data, a peer's shared memory read after it may have exited, atomicAdd_block where a
# device-wide atomic is needed, blockIdx and block_rank mixed up, arrive without wait) and the
# correct-but-odd ones a grader must NOT fail (redundant barriers, extra __threadfence calls,
# idempotent duplicate work, the output written through a temporary, an early return of idle
# threads where it is legal, a ticket that counts down, a last block picked by atomicCAS, a counter
# reset with atomicExch, atomicInc's wrap-around). Body = the kernel's body; pre = file-scope code
# before it (helpers are named ta_*, since solutions/p34.cu, included, already defines
# is_last_block). Every verdict was decided before p34 ran the kernel.
# Citations: PTX = PTX ISA "Memory Consistency Model" (conflict; data race = conflicting accesses
# not morally strong and not ordered by causality order; morally strong needs both strong with
# scopes including each other; atom without .sem is relaxed; release pattern = fence.sc/acq_rel
# then a strong write, fences are cumulative through causality order; bar.sync / barrier.cluster
# arrive (release) and wait (acquire) synchronise), PTX "barrier.cluster" (wait waits for every
# non-exited thread of the cluster to arrive), PTX "bar.sync" (the barrier counts non-exited
# threads), PTX "elect.sync" (the elected lane is not specified; membermask must name the
# executing lanes). PG = CUDA C++ Programming Guide: "Synchronization Functions" (__syncthreads in
# conditional code only when the condition is uniform across the block; __syncwarp), "Memory Fence
# Functions" (the last-block example: __threadfence before the atomicInc ticket), "Atomic
# Functions" (atomic*_block is atomic only among the block's threads; atomicInc: ((old >= val) ?
# 0 : (old+1)); atomicCAS), "Distributed Shared Memory" (every access to a peer's shared memory
# must complete before the peer exits: a cluster.sync() at the end), "Thread Block Clusters" (one
# cluster of 4 blocks here: blockIdx.x == block rank), "Variable Memory Space Specifiers"
# (__shared__ contents are undefined at block start), CG = "Cooperative Groups" (a collective of a
# group, cluster.sync() included, must be called by every thread of the group).
# SPEC = docs/SPEC.md (inputs, tolerances, NaN fill, each output stored by exactly one thread per
# launch, --last-block launched twice without a host reset of counter, exit codes). Project
# conventions followed (README "The CPU simulator"): several writers of one location are a race
# (exit 1) even with one value; a __syncthreads whose other threads went on to a different kind of
# barrier is a deadlock (exit 4); lanes of one warp at different __syncthreads calls or a warp
# collective not all lanes reach hang (exit 4); an early return before a barrier is legal; an
# access outside a buffer or __shared__ array is exit 5; a DSMEM access that may follow the owner's
# exit is exit 5; a second arrive before the wait is exit 1; a last-block guard without the fence
# before its ticket is exit 1.
RACE = r'data race|several writers|stored by|lost update|race'
WRONG = r'❌|not written'
EXITED = r'exited|illegal|after .* exit'
OOB = r'out-of-bounds|past the|illegal|outside'
DIVERGE = r'divergent|deadlock|different|never reach|waiting|wait'
FENCE = r'fence|race|ticket'

# ------------------------------------------------------------------ coordination pieces
CLOAD = r'''
    __shared__ float sd[TPB];
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = block_rank_in_cluster();
    sd[tid] = input[gi] * (float)(rank + 1);
'''
CSUM = r'''
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sd[i];
'''

case('c01_no_syncthreads_before_sum', 'coordination', 'fail 1',
     'The phase barrier is forgotten: each thread stores sd[tid], then thread 0 sums all 256 entries after only cluster_arrive(). The arrive does not wait, so nothing orders the other threads\' stores before thread 0\'s loads (PTX: conflicting weak accesses, no causality order: a data race; PG Synchronization Functions).',
     CLOAD + r'''
    cluster_arrive();
    if (tid == 0) {''' + CSUM.replace('s += sd[i];', 's += sd[i];  // CAUSE') + r'''
        output[rank] = s;
    }
    cluster_wait();''', cause=RACE)

case('c02_cluster_sync_as_block_barrier', 'coordination', 'pass',
     'The student uses cluster_sync() where __syncthreads() belongs, and no other barrier. barrier.cluster arrive releases and wait acquires at cluster scope for every thread of every block, the block\'s own threads included (PTX barrier.cluster), so the stores of sd are ordered before thread 0\'s sum. Heavier than needed, correct.',
     CLOAD + r'''
    cluster_sync();
    if (tid == 0) {''' + CSUM + r'''
        output[rank] = s;
    }''')

case('c03_redundant_barriers', 'coordination', 'pass',
     'Belt and braces: __syncthreads() twice after the store, cluster_sync() before the arrive/wait pair, and a __syncthreads() after thread 0\'s store. Every barrier is reached by every thread, uniformly (PG Synchronization Functions), and each arrive is followed by its wait. Correct.',
     CLOAD + r'''
    __syncthreads();
    __syncthreads();
    cluster_sync();
    cluster_arrive();
    if (tid == 0) {''' + CSUM + r'''
        output[rank] = s;
    }
    __syncthreads();
    cluster_wait();
    __syncthreads();''')

case('c04_every_thread_writes_output', 'coordination', 'fail 1',
     'After __syncthreads() every thread sums the 256 values and stores output[rank]: 256 unordered plain stores to one location (PTX data race even with equal values; SPEC: each output stored by exactly one thread).',
     CLOAD + r'''
    __syncthreads();
    cluster_arrive();
    {''' + CSUM + r'''
        output[rank] = s;  // CAUSE
    }
    cluster_wait();''', cause=RACE)

case('c05_every_thread_sums_one_writes', 'coordination', 'pass',
     'Idempotent duplicate work: every thread computes the block sum in a register (plain reads of sd after __syncthreads: reads do not conflict), only thread 0 stores output[rank]. Slow, correct.',
     CLOAD + r'''
    __syncthreads();
    cluster_arrive();
    {''' + CSUM + r'''
        if (tid == 0) output[rank] = s;
    }
    cluster_wait();''')

case('c06_output_through_shared_temp', 'coordination', 'pass',
     'Thread 0 sums into a __shared__ float result; __syncthreads(); thread 7 copies result to output[rank]. The barrier orders thread 0\'s store before thread 7\'s load (PG Synchronization Functions); one thread stores the output (SPEC). Correct.',
     CLOAD + r'''
    __shared__ float result;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {''' + CSUM + r'''
        result = s;
    }
    __syncthreads();
    if (tid == 7) output[rank] = result;
    cluster_wait();''')

case('c07_output_through_temp_no_barrier', 'coordination', 'fail 1',
     'As c06 without the __syncthreads() between thread 0\'s store of result and thread 7\'s load of it: a data race on the shared temporary (PTX); thread 7 may copy the uninitialised value.',
     CLOAD + r'''
    __shared__ float result;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {''' + CSUM + r'''
        result = s;
    }
    if (tid == 7) output[rank] = result;  // CAUSE
    cluster_wait();''', cause=RACE + '|' + WRONG)

case('c08_blockidx_for_rank', 'coordination', 'pass',
     'blockIdx.x everywhere instead of the cluster rank (scale blockIdx.x + 1, output[blockIdx.x]). The grid is one cluster of 4 blocks (SPEC launches), so blockIdx.x equals the rank (PG Thread Block Clusters). Correct here.',
     r'''
    __shared__ float sd[TPB];
    const int tid = threadIdx.x;
    sd[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(blockIdx.x + 1);
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {''' + CSUM + r'''
        output[blockIdx.x] = s;
    }
    cluster_wait();''')

case('c09_input_without_block_offset', 'coordination', 'fail 1',
     'The wrong block\'s data: every block loads input[threadIdx.x] (block 0\'s slice) instead of input[blockIdx.x * blockDim.x + threadIdx.x]. Blocks 1-3 sum block 0\'s values (114.0 x (r+1), not 231.2, 345.6, 459.2): wrong numbers (SPEC Launches).',
     r'''
    __shared__ float sd[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sd[tid] = input[tid] * (float)(rank + 1);  // CAUSE
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {''' + CSUM + r'''
        output[rank] = s;
    }
    cluster_wait();''', cause=WRONG)

case('c10_scale_by_rank_not_rank_plus_one', 'coordination', 'fail 1',
     'Off by one in the scale: input * rank, so block 0 writes 0.0 and the others r/(r+1) of their sums: wrong numbers (SPEC).',
     CLOAD.replace('(float)(rank + 1);', '(float)rank;  // CAUSE') + r'''
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {''' + CSUM + r'''
        output[rank] = s;
    }
    cluster_wait();''', cause=WRONG)

case('c11_output_index_blockidx_times_cluster', 'coordination', 'fail 5',
     'blockIdx and block rank mixed up as if there were many clusters: output[blockIdx.x * CLUSTER_SIZE + rank]. Block 1 stores output[5], block 2 output[10], block 3 output[15]: outside the 4-float output buffer (project convention: an access outside a buffer is exit 5).',
     CLOAD + r'''
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {''' + CSUM + r'''
        output[blockIdx.x * CLUSTER_SIZE + rank] = s;  // CAUSE
    }
    cluster_wait();''', cause=OOB)

CTREE_OK = r'''
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sd[tid] += sd[tid + s];
        __syncthreads();
    }
'''
case('c12_tree_barrier_inside_if', 'coordination', 'fail 4',
     'A tree reduction with the __syncthreads() inside if (tid < s). At s = 128 threads 0-127 wait at bar.sync while threads 128-255 skip every step and go on to cluster_arrive()/cluster_wait(): the block barrier waits for warps 4-7, which wait at the cluster barrier for threads 0-127 to arrive. No thread can move (PG Synchronization Functions: non-uniform condition; project convention: a __syncthreads whose other threads went to another kind of barrier is a deadlock, exit 4).',
     CLOAD + r'''
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) {
            sd[tid] += sd[tid + s];
            __syncthreads();  // CAUSE
        }
    }
    cluster_arrive();
    if (tid == 0) output[rank] = sd[0];
    cluster_wait();''', cause=DIVERGE)

case('c13_tree_correct', 'coordination', 'pass',
     'A textbook tree reduction (stride TPB/2 down to 1, __syncthreads() after every step, outside the if), then arrive, thread 0 stores sd[0], wait. Any summation order is within the SPEC bound. Correct.',
     CLOAD + CTREE_OK + r'''
    cluster_arrive();
    if (tid == 0) output[rank] = sd[0];
    cluster_wait();''')

case('c14_tree_first_stride_quarter', 'coordination', 'fail 1',
     'Wrong first stride: s starts at TPB / 4 (64), so sd[128..255] are never added: each output misses half its terms (SPEC tolerance: a missing term fails).',
     CLOAD + r'''
    __syncthreads();
    for (int s = TPB / 4; s > 0; s >>= 1) {  // CAUSE
        if (tid < s) sd[tid] += sd[tid + s];
        __syncthreads();
    }
    cluster_arrive();
    if (tid == 0) output[rank] = sd[0];
    cluster_wait();''', cause=WRONG)

case('c15_arrive_without_wait', 'coordination', 'unclear',
     'cluster_arrive() and never cluster_wait(): every thread arrives once and exits. PTX barrier.cluster says a wait waits for the non-exited threads to arrive; it does not say (in the text at hand) that a thread may not exit with an arrival never waited on. No block touches a peer\'s shared memory and the numbers are right. The puzzle asks for the wait; whether CUDA forbids the missing wait is not settled by the rules cited: unclear.',
     CLOAD + r'''
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {''' + CSUM + r'''
        output[rank] = s;
    }''')

case('c16_idle_threads_return_after_barrier', 'coordination', 'pass',
     'Early return placed legally: after the __syncthreads() that publishes sd, threads 1-255 return; thread 0 alone arrives, sums, stores and waits. barrier.cluster waits only for non-exited threads (PTX barrier.cluster), no thread touches a peer\'s shared memory, and thread 0 reads sd only after the block barrier. Correct.',
     CLOAD + r'''
    __syncthreads();
    if (tid != 0) return;
    cluster_arrive();''' + CSUM + r'''
    output[rank] = s;
    cluster_wait();''')

case('c17_idle_threads_return_before_load', 'coordination', 'fail 1',
     'Early return placed too early: "only half the threads are needed", so threads 128-255 return before storing sd[tid]; thread 0 still sums all 256 entries. sd[128..255] are never written: their contents are undefined (PG Variable Memory Space Specifiers), the sums are wrong.',
     r'''
    __shared__ float sd[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid >= TPB / 2) return;  // CAUSE
    sd[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {''' + CSUM + r'''
        output[rank] = s;
    }
    cluster_wait();''', cause=WRONG + r'|uninit|never|before')

case('c18_extra_threadfences', 'coordination', 'pass',
     'Extra __threadfence() after the shared store, after the barrier and after the output store. Fences only add ordering (PG Memory Fence Functions); the barriers are as in the reference. Correct.',
     CLOAD + r'''
    __threadfence();
    __syncthreads();
    __threadfence();
    cluster_arrive();
    if (tid == 0) {''' + CSUM + r'''
        output[rank] = s;
        __threadfence();
    }
    cluster_wait();''')

CDS = r'''
    __syncthreads();
    __shared__ float bsum;
    if (tid == 0) {''' + CSUM + r'''
        bsum = s;
    }
    cluster_sync();
    const unsigned int peer = (rank + 1) % CLUSTER_SIZE;
    if (tid == 0) {
        float *pb = cg::this_cluster().map_shared_rank(&bsum, peer);
        output[peer] = *pb;@MARK@
    }
'''
case('c19_dsmem_peer_sum_then_sync', 'coordination', 'pass',
     'Block r publishes its sum in __shared__ bsum, cluster_sync(), then thread 0 copies the NEXT block\'s bsum (map_shared_rank) into output[peer], then cluster_sync() again so no block exits while its bsum may still be read (PG Distributed Shared Memory). Every output stored once (the map r -> r+1 is a permutation). Correct.',
     CLOAD + CDS.replace('@MARK@', '') + r'''
    cluster_sync();''')

case('c20_dsmem_peer_sum_no_trailing_sync', 'coordination', 'fail 5',
     'c19 without the second cluster_sync(): a block may finish and exit while the previous block\'s thread 0 is still reading its bsum through DSMEM (PG Distributed Shared Memory: the access must complete before the owner exits; project convention: exit 5).',
     CLOAD + CDS.replace('@MARK@', '  // CAUSE'), cause=EXITED)

case('c21_atomicadd_into_nan_output', 'coordination', 'fail 1',
     'Every thread atomicAdds its scaled value into output[rank], which nobody zeroed: the buffer is NaN before the launch (SPEC Checking), so the sum stays NaN.',
     r'''
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    cluster_arrive();
    atomicAdd(&output[rank], input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1));  // CAUSE
    cluster_wait();''', cause=WRONG + r'|uninit|NaN|before')

case('c22_zero_then_atomicadd', 'coordination', 'pass',
     'Thread 0 stores output[rank] = 0, __syncthreads() (orders the plain store before the atomics: PG), then every thread atomicAdds its scaled value. One plain store (SPEC), atomics are morally strong among themselves (PTX); any order is within the SPEC bound. The block\'s own output only. Correct.',
     r'''
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) output[rank] = 0.0f;
    __syncthreads();
    cluster_arrive();
    atomicAdd(&output[rank], input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1));
    cluster_wait();''')

case('c23_zero_then_atomicadd_block_own_output', 'coordination', 'pass',
     'As c22 with atomicAdd_block. The look-alike of the wrong-scope bug: output[rank] is touched only by threads of block rank, so block scope includes every thread that accesses it (PG Atomic Functions; PTX morally strong: scopes include each other). The host reads after the kernel. Correct.',
     r'''
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) output[rank] = 0.0f;
    __syncthreads();
    cluster_arrive();
    atomicAdd_block(&output[rank], input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1));
    cluster_wait();''')

case('c24_cluster_thread_rank_as_global_index', 'coordination', 'pass',
     'The global index is taken as cg::this_cluster().thread_rank() (the thread\'s rank in the whole cluster). With one cluster of 4 x 256 threads that equals blockIdx.x * 256 + threadIdx.x (PG Thread Block Clusters / CG cluster_group). Correct here.',
     r'''
    __shared__ float sd[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sd[tid] = input[cg::this_cluster().thread_rank()] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {''' + CSUM + r'''
        output[rank] = s;
    }
    cluster_wait();''')

case('c25_atomicadd_block_shared_total', 'coordination', 'pass',
     'Each thread atomicAdd_block()s its scaled value into a __shared__ total that thread 0 zeroed before a __syncthreads(); after a second __syncthreads() thread 0 copies it out. Block-scope atomics on the block\'s own shared memory are exactly right (PG Atomic Functions). Correct.',
     r'''
    __shared__ float total;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) total = 0.0f;
    __syncthreads();
    atomicAdd_block(&total, input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1));
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = total;
    cluster_wait();''')

case('c26_thread0_scales_sum_afterwards', 'coordination', 'pass',
     'Unscaled values in shared memory, thread 0 multiplies the block sum by (rank + 1) at the end. The product of the rounded sum differs from the sum of the products by rounding only, far inside the SPEC bound n * 2^-24 * sum|terms|. Correct.',
     r'''
    __shared__ float sd[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sd[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {''' + CSUM + r'''
        output[rank] = s * (float)(rank + 1);
    }
    cluster_wait();''')

# ------------------------------------------------------------------ reduction pieces
RLOAD = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
'''
RTREE = RLOAD + r'''
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''
RGATHER = r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }'''

case('r01_no_barrier_after_load', 'reduction', 'fail 1',
     'The barrier between the load phase and the tree is forgotten: thread t adds sm[t + 128] at once, which thread t + 128 may not have stored yet (PTX data race; PG Synchronization Functions). The sum depends on the order.',
     RLOAD + r'''
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];  // CAUSE
        __syncthreads();
    }''' + RGATHER, cause=RACE)

case('r02_barrier_inside_if', 'reduction', 'fail 4',
     '__syncthreads() inside if (tid < s): at s = 128 threads 0-127 wait at the block barrier; threads 128-255 skip all steps and reach cluster_sync(), where they wait for threads 0-127 to arrive. Neither barrier can complete (PG Synchronization Functions; project convention: deadlock, exit 4).',
     RLOAD + r'''
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) {
            sm[tid] += sm[tid + s];
            __syncthreads();  // CAUSE
        }
    }''' + RGATHER, cause=DIVERGE)

case('r03_redundant_barriers_everywhere', 'reduction', 'pass',
     'A __syncthreads() before and after every step of the tree, one after the temp_storage store, a cluster_sync() before the gather as well as the required one, and a final cluster_sync(). All uniform (PG Synchronization Functions). Correct.',
     RLOAD + r'''
    __syncthreads();
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        __syncthreads();
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    __syncthreads();
    cluster_sync();''' + RGATHER + r'''
    cluster_sync();''')

case('r04_first_stride_tpb', 'reduction', 'fail 5',
     'Wrong first stride: s = TPB, so at the first step every thread adds sm[tid + 256], past the end of the 256-float shared array (project convention: an access outside a __shared__ variable is exit 5).',
     RLOAD + r'''
    __syncthreads();
    for (int s = TPB; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];  // CAUSE
        __syncthreads();
    }''' + RGATHER, cause=OOB)

case('r05_first_stride_quarter', 'reduction', 'fail 1',
     'Wrong first stride: s = TPB / 4: sm[128..255] are never added, each partial misses half its inputs: wrong sum (SPEC: exact).',
     RLOAD + r'''
    __syncthreads();
    for (int s = TPB / 4; s > 0; s >>= 1) {  // CAUSE
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }''' + RGATHER, cause=WRONG)

case('r06_first_stride_blockdim', 'reduction', 'pass',
     'The first stride written blockDim.x / 2 (= 128, the block is 256 threads: SPEC Launches). Same as TPB / 2. Correct.',
     RLOAD + r'''
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }''' + RGATHER)

case('r07_interleaved_modulo', 'reduction', 'pass',
     'The course\'s first (divergent) version: for s = 1, 2, ..., 128, if (tid % (2 * s) == 0) sm[tid] += sm[tid + s], __syncthreads() after each step outside the if. Slow, correct (whole numbers: exact, SPEC).',
     RLOAD + r'''
    __syncthreads();
    for (int s = 1; s < TPB; s *= 2) {
        if (tid % (2 * s) == 0) sm[tid] += sm[tid + s];
        __syncthreads();
    }''' + RGATHER)

case('r08_interleaved_stops_early', 'reduction', 'fail 1',
     'The interleaved version with the loop bound s < TPB / 2: the last step (s = 128) never runs, so sm[0] holds the sum of the first 128 values only: wrong sum.',
     RLOAD + r'''
    __syncthreads();
    for (int s = 1; s < TPB / 2; s *= 2) {  // CAUSE
        if (tid % (2 * s) == 0) sm[tid] += sm[tid + s];
        __syncthreads();
    }''' + RGATHER, cause=WRONG)

case('r09_every_thread_of_rank0_writes', 'reduction', 'fail 1',
     'After cluster_sync() every thread of rank 0 sums temp_storage and stores output[0]: 256 unordered stores to one location (PTX data race with equal values; SPEC: one writer).',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;  // CAUSE
    }''', cause=RACE)

case('r10_every_block_thread0_writes', 'reduction', 'fail 1',
     'Every block\'s thread 0 (not only rank 0\'s) sums the four partials after cluster_sync() and stores output[0]: four writers of one location, unordered (PTX data race; SPEC one writer).',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;  // CAUSE
    }''', cause=RACE)

case('r11_total_through_shared_temp', 'reduction', 'pass',
     'Rank 0\'s thread 0 sums into __shared__ float tot, __syncthreads(), thread 0 stores output[0] = tot (through a temporary). The block barrier is reached by all threads of every block (rank is uniform per block). Correct.',
     RTREE + r'''
    __shared__ float tot;
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        tot = t;
    }
    __syncthreads();
    if (rank == 0 && tid == 0) output[0] = tot;''')

case('r12_no_cluster_sync', 'reduction', 'fail 1',
     'The cluster barrier between publishing and gathering is forgotten: rank 0\'s thread 0 reads temp_storage[1..3] right after storing its own, while ranks 1-3 may not have stored theirs (PTX data race; the buffer is NaN before the launch: SPEC).',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];  // CAUSE
        output[0] = total;
    }''', cause=RACE + '|' + WRONG)

case('r13_gather_between_arrive_and_wait', 'reduction', 'fail 1',
     'Split barrier misused: cluster_arrive(), then rank 0 gathers temp_storage, then cluster_wait(). Only the wait acquires the peers\' releases (PTX barrier.cluster), so the gather races with ranks 1-3\'s stores.',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_arrive();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];  // CAUSE
        output[0] = total;
    }
    cluster_wait();''', cause=RACE)

case('r14_local_work_between_arrive_and_wait', 'reduction', 'pass',
     'Split barrier used well: store the partial, cluster_arrive(), then block-local work (thread 0 clears a shared flag and the block syncs), cluster_wait(), then the gather. The gather follows the wait (acquire: PTX barrier.cluster). Correct.',
     RTREE + r'''
    __shared__ int flag;
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_arrive();
    if (tid == 0) flag = 1;
    __syncthreads();
    cluster_wait();
    if (rank == 0 && tid == 0 && flag == 1) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }''')

case('r15_atomicadd_block_across_blocks', 'reduction', 'fail 1',
     'Rank 0 zeroes temp_storage[0], cluster_sync(), each block\'s thread 0 does atomicAdd_block(&temp_storage[0], partial), cluster_sync(), rank 0 copies it. Block-scope atomics of four different blocks on one word: their scopes do not include each other, so they are not morally strong (PTX data race; PG Atomic Functions: atomic only among the block\'s threads). Lost updates possible.',
     RTREE + r'''
    if (rank == 0 && tid == 0) temp_storage[0] = 0.0f;
    cluster_sync();
    if (tid == 0) atomicAdd_block(&temp_storage[0], sm[0]);  // CAUSE
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0];''', cause=RACE + '|scope|block')

case('r16_atomicadd_device_across_blocks', 'reduction', 'pass',
     'r15 with atomicAdd (device scope): the four adds are morally strong, the cluster barriers order the zeroing before them and them before the read (PTX). Whole numbers: exact in any order. Correct.',
     RTREE + r'''
    if (rank == 0 && tid == 0) temp_storage[0] = 0.0f;
    cluster_sync();
    if (tid == 0) atomicAdd(&temp_storage[0], sm[0]);
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0];''')

case('r17_atomicadd_block_shared_sum', 'reduction', 'pass',
     'No tree: thread 0 zeroes __shared__ bsum, __syncthreads(), every thread atomicAdd_block()s its input into bsum, __syncthreads(), then the usual publish and gather. Block scope is right for the block\'s own shared memory (PG Atomic Functions). Every partial sum of whole numbers below 2^24 is exact in any order (SPEC). Correct.',
     r'''
    __shared__ float bsum;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) bsum = 0.0f;
    __syncthreads();
    atomicAdd_block(&bsum, input[blockIdx.x * blockDim.x + tid]);
    __syncthreads();
    if (tid == 0) temp_storage[rank] = bsum;
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }''')

RDS = r'''
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += *cg::this_cluster().map_shared_rank(&sm[0], r);@MARK@
        output[0] = total;
    }'''
case('r18_dsmem_gather_no_trailing_sync', 'reduction', 'fail 5',
     'Rank 0 reads every block\'s sm[0] through map_shared_rank after cluster_sync(), and nothing keeps ranks 1-3 alive until it is done: they may exit first (PG Distributed Shared Memory; project convention exit 5).',
     RTREE + RDS.replace('@MARK@', '  // CAUSE'), cause=EXITED)

case('r19_dsmem_gather_trailing_sync', 'reduction', 'pass',
     'r18 with a final cluster_sync() after the gather: no block exits before rank 0\'s DSMEM reads complete (PG Distributed Shared Memory); the first cluster_sync() orders the trees\' stores before the reads (PTX). temp_storage is unused (allowed: SPEC checks output). Correct.',
     RTREE + RDS.replace('@MARK@', '') + r'''
    cluster_sync();''')

case('r20_dsmem_gather_before_any_barrier', 'reduction', 'fail 1',
     'Rank 0 reads the peers\' sm[0] through DSMEM right after its own tree, before any cluster barrier; the final cluster_sync() keeps the peers alive but comes too late to order their tree stores before the reads (PTX data race; PG Distributed Shared Memory: cluster.sync() first).',
     RTREE + r'''
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += *cg::this_cluster().map_shared_rank(&sm[0], r);  // CAUSE
        output[0] = total;
    }
    cluster_sync();''', cause=RACE + '|before')

case('r21_blockidx_for_rank_in_temp', 'reduction', 'pass',
     'temp_storage[blockIdx.x] and blockIdx.x == 0 for the writer, instead of the rank: one cluster, so blockIdx.x is the rank (PG Thread Block Clusters). Correct here.',
     RTREE + r'''
    if (tid == 0) temp_storage[blockIdx.x] = sm[0];
    cluster_sync();
    if (blockIdx.x == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < (int)gridDim.x; r++) total += temp_storage[r];
        output[0] = total;
    }''')

case('r22_gather_misses_last_partial', 'reduction', 'fail 1',
     'Off by one in the gather: for (r = 0; r < CLUSTER_SIZE - 1; r++): rank 3\'s partial is left out: wrong sum.',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE - 1; r++) total += temp_storage[r];  // CAUSE
        output[0] = total;
    }''', cause=WRONG)

case('r23_elect_per_warp_writes', 'reduction', 'fail 1',
     'The seed\'s writer: if (rank == 0 && elect_one_sync()) output[0] = total. elect_one_sync() elects one lane per warp, so 8 threads of rank 0 store output[0] (SPEC Known errors; PTX data race, SPEC one writer).',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && elect_one_sync()) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;  // CAUSE
    }''', cause=RACE)

case('r24_cluster_sync_inside_thread0_branch', 'reduction', 'unclear',
     'The cluster barrier put inside if (tid == 0) next to the store it publishes; threads 1-255 skip it and run off the end. (Truth changed from fail 1 after the run, docs/verdict-ta.md: the fail rested on a Cooperative Groups "every thread of the group calls the collective" rule that was not checked, and on the Programming Guide\'s conditional-code rule, which is written for __syncthreads(). PTX barrier.cluster: the wait waits for the non-exited threads, and only the .aligned form must be executed by whole warps; cg::cluster_group::sync() is the non-.aligned form. The rules cited do not decide it: unclear, as verdict flow r11.)',
     RTREE + r'''
    if (tid == 0) {
        temp_storage[rank] = sm[0];
        cluster_sync();
        if (rank == 0) {
            float total = 0.0f;
            for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
            output[0] = total;
        }
    }''', cause=DIVERGE + '|branch|every thread')

case('r25_idle_threads_return_after_tree', 'reduction', 'pass',
     'Early return placed legally: after the tree\'s last __syncthreads(), threads 1-255 return; thread 0 publishes, calls cluster_sync() (not inside a branch: every thread still running reaches it) and rank 0\'s thread 0 gathers. barrier.cluster waits for the non-exited threads (PTX barrier.cluster; README: an early return before a barrier is allowed). Correct.',
     RTREE + r'''
    if (tid != 0) return;
    temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }''')

case('r26_half_return_before_load', 'reduction', 'fail 1',
     'Threads 128-255 return at the top ("the first step only needs half"), but the tree still adds sm[tid + 128], which nobody stored: undefined shared contents (PG Variable Memory Space Specifiers): wrong sum.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid >= TPB / 2) return;  // CAUSE
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }''' + RGATHER, cause=WRONG + r'|uninit|never|before')

case('r27_half_return_first_add_during_load', 'reduction', 'pass',
     'Threads 128-255 return at the top, and threads 0-127 each load two inputs (first add during load: sm[tid] = in[g] + in[g + 128], g = block base + tid) into a 128-float array; the tree starts at 64. The __syncthreads() calls that follow wait for the non-exited threads (PTX bar.sync; README). Whole numbers: exact. Correct.',
     r'''
    __shared__ float sm[TPB / 2];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid >= TPB / 2) return;
    const int g = blockIdx.x * blockDim.x + tid;
    sm[tid] = input[g] + input[g + TPB / 2];
    __syncthreads();
    for (int s = TPB / 4; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }''' + RGATHER)

case('r28_extra_threadfences', 'reduction', 'pass',
     '__threadfence() after the load, after each tree step, before and after the cluster_sync() and after the output store. Fences only add ordering (PG Memory Fence Functions). Correct.',
     RLOAD + r'''
    __threadfence();
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __threadfence();
        __syncthreads();
    }
    if (tid == 0) { temp_storage[rank] = sm[0]; __threadfence(); }
    __threadfence();
    cluster_sync();
    __threadfence();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
        __threadfence();
    }''')

case('r29_warp_tail_no_sync', 'reduction', 'fail 1',
     'The old "warp-synchronous" tail: tree with barriers down to s = 64, then for tid < 32 the steps 32, 16, ..., 1 on plain shared memory with no __syncwarp() and no volatile. Since Volta lanes are not in lockstep: lane t reads sm[t + s] while lane t + s may still be writing it (PTX data race; PG Synchronization Functions, __syncwarp).',
     RLOAD + r'''
    __syncthreads();
    for (int s = TPB / 2; s > 32; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        sm[tid] += sm[tid + 32];
        sm[tid] += sm[tid + 16];  // CAUSE
        sm[tid] += sm[tid + 8];
        sm[tid] += sm[tid + 4];
        sm[tid] += sm[tid + 2];
        sm[tid] += sm[tid + 1];
    }
    __syncthreads();''' + RGATHER, cause=RACE)

case('r30_warp_tail_shuffle', 'reduction', 'pass',
     'The modern tail: tree with barriers down to s = 64, then warp 0 takes v = sm[tid] + sm[tid + 32] and adds __shfl_down_sync(0xffffffff, v, o) for o = 16..1; lane 0 holds the block sum and stores temp_storage[rank]. All 32 lanes of warp 0 run the shuffles (PG Warp Shuffle Functions). Whole numbers: exact. Correct.',
     RLOAD + r'''
    __syncthreads();
    for (int s = TPB / 2; s > 32; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        float v = sm[tid] + sm[tid + 32];
        for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
        if (tid == 0) temp_storage[rank] = v;
    }
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }''')

# ------------------------------------------------------------------ advanced pieces
ALOAD = r'''
    __shared__ float sd[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = threadIdx.x;
    const int warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    sd[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
'''
AWARP = r'''
    if (elect_one_sync()) {
        float w = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) w += sd[warp * WARP_SIZE + i];
        ws[warp] = w;
    }
'''
AFINAL = r'''
    cluster_arrive();
    if (tid == 0) {
        float b = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) b += ws[i];
        output[rank] = b;
    }
    cluster_wait();'''

case('a01_block_total_loops_warp_size', 'advanced', 'fail 5',
     'WARP_SIZE confused with the number of warps: thread 0 sums ws[0..31], but ws holds TPB / WARP_SIZE = 8 floats: it reads past the __shared__ array (project convention: an access outside a __shared__ variable is exit 5).',
     ALOAD + r'''
    __syncthreads();''' + AWARP + r'''
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float b = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) b += ws[i];  // CAUSE
        output[rank] = b;
    }
    cluster_wait();''', cause=OOB)

case('a02_no_barrier_before_block_total', 'advanced', 'fail 1',
     'The barrier between the warp phase and the block phase is forgotten: thread 0 reads ws[0..7] right after its own warp\'s election, while the other warps\' elected lanes may not have stored theirs (PTX data race).',
     ALOAD + r'''
    __syncthreads();''' + AWARP + r'''
    cluster_arrive();
    if (tid == 0) {
        float b = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) b += ws[i];  // CAUSE
        output[rank] = b;
    }
    cluster_wait();''', cause=RACE)

case('a03_syncwarp_before_warp_sum', 'advanced', 'pass',
     '__syncwarp() instead of __syncthreads() between the load and the warp sums: each elected lane reads only its own warp\'s 32 values, stored by lanes of its warp, and __syncwarp orders memory among the participating lanes (PG Synchronization Functions, __syncwarp). A __syncthreads() still separates the warp sums from thread 0\'s total. Correct.',
     ALOAD + r'''
    __syncwarp();''' + AWARP + r'''
    __syncthreads();''' + AFINAL)

case('a04_elect_inside_lane0_branch', 'advanced', 'fail 4',
     'elect_one_sync() called inside if (tid % WARP_SIZE == 0): one lane executes elect.sync with a full member mask while lanes 1-31 went on. elect.sync requires every lane named in membermask to execute it (PTX elect.sync; kernels.h: every lane of the warp must call it); project convention: a warp collective some lanes of its mask never reach hangs, exit 4.',
     ALOAD + r'''
    __syncthreads();
    if (tid % WARP_SIZE == 0) {
        if (elect_one_sync()) {  // CAUSE
            float w = 0.0f;
            for (int i = 0; i < WARP_SIZE; i++) w += sd[warp * WARP_SIZE + i];
            ws[warp] = w;
        }
    }
    __syncthreads();''' + AFINAL, cause=DIVERGE + '|elect|lane')

case('a05_lane0_instead_of_elect', 'advanced', 'pass',
     'Lane 0 of each warp (tid % 32 == 0) does the warp sum instead of an elected lane. The SPEC checks the numbers; one lane per warp sums 32 values either way. Correct.',
     ALOAD + r'''
    __syncthreads();
    if (tid % WARP_SIZE == 0) {
        float w = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) w += sd[warp * WARP_SIZE + i];
        ws[warp] = w;
    }
    __syncthreads();''' + AFINAL)

case('a06_every_elected_lane_writes_output', 'advanced', 'fail 1',
     'After the warp sums every warp\'s elected lane (8 threads) sums ws and stores output[rank]: eight unordered stores to one location (PTX data race; SPEC one writer).',
     ALOAD + r'''
    __syncthreads();''' + AWARP + r'''
    __syncthreads();
    cluster_arrive();
    if (elect_one_sync()) {
        float b = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) b += ws[i];
        output[rank] = b;  // CAUSE
    }
    cluster_wait();''', cause=RACE)

case('a07_shfl_down_elected_lane_stores', 'advanced', 'fail 1',
     'Warp sum by __shfl_down_sync (offsets 16..1): only lane 0 ends with the full sum; then the elected lane stores its v as the warp sum. The elected lane is not specified (PTX elect.sync); any lane but 0 holds a partial sum: wrong numbers where another lane is elected.',
     ALOAD + r'''
    __syncthreads();
    float v = sd[tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (elect_one_sync()) ws[warp] = v;  // CAUSE
    __syncthreads();''' + AFINAL, cause=WRONG + '|elect|lane')

case('a08_shfl_xor_elected_lane_stores', 'advanced', 'pass',
     'The butterfly: v += __shfl_xor_sync(0xffffffff, v, o) for o = 16..1 leaves the warp sum in EVERY lane (bitwise identical: each lane adds the same pairs in the same order up to commutativity of one add, and float + is commutative), so whichever lane is elected stores the right value. Correct.',
     ALOAD + r'''
    __syncthreads();
    float v = sd[tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if (elect_one_sync()) ws[warp] = v;
    __syncthreads();''' + AFINAL)

case('a09_sync_at_end_only', 'advanced', 'pass',
     'No split barrier: the warp and block phases, then one cluster_sync() at the very end. Nothing crosses blocks, so the cluster barrier is only required by the puzzle\'s shape; every thread reaches it once. Correct.',
     ALOAD + r'''
    __syncthreads();''' + AWARP + r'''
    __syncthreads();
    if (tid == 0) {
        float b = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) b += ws[i];
        output[rank] = b;
    }
    cluster_sync();''')

case('a10_arrive_twice', 'advanced', 'fail 1',
     'cluster_arrive() at the top "to announce early", then the usual arrive ... wait: a second arrive before any wait (PTX barrier.cluster: undefined; project convention: exit 1).',
     r'''
    cluster_arrive();''' + ALOAD + r'''
    __syncthreads();''' + AWARP + r'''
    __syncthreads();
    cluster_arrive();  // CAUSE
    if (tid == 0) {
        float b = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) b += ws[i];
        output[rank] = b;
    }
    cluster_wait();''', cause=r'again|second|arrive|' + DIVERGE)

case('a11_arrive_without_wait', 'advanced', 'unclear',
     'The arrive with no wait (as coordination c15): every thread arrives and exits; no DSMEM, the numbers are right. Whether exiting with an arrival never waited on breaks a CUDA rule is not settled by the text cited: unclear.',
     ALOAD + r'''
    __syncthreads();''' + AWARP + r'''
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float b = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) b += ws[i];
        output[rank] = b;
    }''')

case('a12_syncthreads_inside_elected_branch', 'advanced', 'fail 4',
     'The __syncthreads() put inside if (elect_one_sync()) after the warp-sum store; the other 31 lanes of each warp go on to the next __syncthreads(). Lanes of one warp at different __syncthreads calls (PG: conditional not uniform; README convention: hangs the H100, exit 4).',
     ALOAD + r'''
    __syncthreads();
    if (elect_one_sync()) {
        float w = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) w += sd[warp * WARP_SIZE + i];
        ws[warp] = w;
        __syncthreads();  // CAUSE
    }
    __syncthreads();''' + AFINAL, cause=DIVERGE)

case('a13_idle_threads_return_after_warp_phase', 'advanced', 'pass',
     'Early return placed legally: after the __syncthreads() that follows the warp sums, threads 1-255 return; thread 0 arrives, sums ws, stores, waits (PTX barrier.cluster: non-exited threads). Correct.',
     ALOAD + r'''
    __syncthreads();''' + AWARP + r'''
    __syncthreads();
    if (tid != 0) return;
    cluster_arrive();
    float b = 0.0f;
    for (int i = 0; i < TPB / WARP_SIZE; i++) b += ws[i];
    output[rank] = b;
    cluster_wait();''')

case('a14_non_elected_return_thread0_writes', 'advanced', 'fail 1',
     'if (!elect_one_sync()) return; then the elected lanes store their warp sums, __syncthreads() (legal: waits for the 8 remaining threads), and "thread 0" writes the block total. Which lane is elected is not specified (PTX elect.sync): where lane 0 of warp 0 is not elected, thread 0 has returned and output[rank] is never written (SPEC: not written).',
     ALOAD + r'''
    __syncthreads();
    if (!elect_one_sync()) return;
    {
        float w = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) w += sd[warp * WARP_SIZE + i];
        ws[warp] = w;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {  // CAUSE
        float b = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) b += ws[i];
        output[rank] = b;
    }
    cluster_wait();''', cause=WRONG + '|elect|lane')

case('a15_non_elected_return_warp0_writes', 'advanced', 'pass',
     'a14 done right: after if (!elect_one_sync()) return; the 8 elected lanes store their warp sums, __syncthreads() (waits for the non-exited threads: PTX bar.sync, README), and the survivor of warp 0 (warp == 0) sums ws and stores output[rank]; the 8 survivors arrive and wait (non-exited threads only). Correct whichever lane is elected.',
     ALOAD + r'''
    __syncthreads();
    if (!elect_one_sync()) return;
    {
        float w = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) w += sd[warp * WARP_SIZE + i];
        ws[warp] = w;
    }
    __syncthreads();
    cluster_arrive();
    if (warp == 0) {
        float b = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) b += ws[i];
        output[rank] = b;
    }
    cluster_wait();''')

case('a16_extra_fences_and_barriers', 'advanced', 'pass',
     '__threadfence_block() after each shared store, __threadfence() before the arrive, an extra __syncthreads() after the block total. All uniform; fences only add ordering. Correct.',
     ALOAD + r'''
    __threadfence_block();
    __syncthreads();
    if (elect_one_sync()) {
        float w = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) w += sd[warp * WARP_SIZE + i];
        ws[warp] = w;
        __threadfence_block();
    }
    __syncthreads();
    __threadfence();''' + AFINAL.replace('    cluster_wait();', '    __syncthreads();\n    cluster_wait();'))

case('a17_warp_sums_accumulate_uninit', 'advanced', 'fail 1',
     'The elected lane adds into ws[warp] with += over its 32 values, but ws was never zeroed: __shared__ contents are undefined at block start (PG Variable Memory Space Specifiers): the totals are garbage.',
     ALOAD + r'''
    __syncthreads();
    if (elect_one_sync()) {
        for (int i = 0; i < WARP_SIZE; i++) ws[warp] += sd[warp * WARP_SIZE + i];  // CAUSE
    }
    __syncthreads();''' + AFINAL, cause=WRONG + r'|uninit|never|before')

case('a18_warp_sums_zeroed_then_accumulate', 'advanced', 'pass',
     'a17 with threads 0-7 zeroing ws[tid] before the __syncthreads() that precedes the warp phase: each ws entry has one writer per phase, ordered by the barrier. Correct.',
     ALOAD + r'''
    if (tid < TPB / WARP_SIZE) ws[tid] = 0.0f;
    __syncthreads();
    if (elect_one_sync()) {
        for (int i = 0; i < WARP_SIZE; i++) ws[warp] += sd[warp * WARP_SIZE + i];
    }
    __syncthreads();''' + AFINAL)

case('a19_tiled_partition_reduce', 'advanced', 'pass',
     'cg::tiled_partition<32>(cg::this_thread_block()) and cg::reduce(tile, v, cg::plus<float>()) (every lane gets the warp sum), then tile.thread_rank() == 0 stores ws[tile.meta_group_rank()]; __syncthreads(); thread 0 totals. CG Group Collectives; correct.',
     r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
    const float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    const float w = cg::reduce(tile, v, cg::plus<float>());
    if (tile.thread_rank() == 0) ws[tile.meta_group_rank()] = w;
    __syncthreads();''' + AFINAL)

case('a20_scale_by_warp', 'advanced', 'fail 1',
     'The wrong index in the scale: input * (warp + 1) instead of (rank + 1): wrong numbers for every block.',
     ALOAD.replace('(float)(rank + 1);', '(float)(warp + 1);  // CAUSE') + r'''
    __syncthreads();''' + AWARP + r'''
    __syncthreads();''' + AFINAL, cause=WRONG)

case('a21_block_total_misses_last_warp', 'advanced', 'fail 1',
     'Off by one in thread 0\'s loop over the warp sums (i < TPB / WARP_SIZE - 1): warp 7\'s 32 values are missing: wrong numbers.',
     ALOAD + r'''
    __syncthreads();''' + AWARP + r'''
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float b = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE - 1; i++) b += ws[i];  // CAUSE
        output[rank] = b;
    }
    cluster_wait();''', cause=WRONG)

case('a22_every_lane_computes_warp_sum_elected_stores', 'advanced', 'pass',
     'Idempotent duplicate work: every lane of a warp loops over its warp\'s 32 values (plain reads after __syncthreads()), and only the elected lane stores ws[warp]. Correct.',
     ALOAD + r'''
    __syncthreads();
    float w = 0.0f;
    for (int i = 0; i < WARP_SIZE; i++) w += sd[warp * WARP_SIZE + i];
    if (elect_one_sync()) ws[warp] = w;
    __syncthreads();''' + AFINAL)

case('a23_every_lane_stores_warp_sum', 'advanced', 'fail 1',
     'As a22 but every lane stores ws[warp] (all the same value): 32 unordered stores to one shared location (PTX data race even with equal values; project convention).',
     ALOAD + r'''
    __syncthreads();
    float w = 0.0f;
    for (int i = 0; i < WARP_SIZE; i++) w += sd[warp * WARP_SIZE + i];
    ws[warp] = w;  // CAUSE
    __syncthreads();''' + AFINAL, cause=RACE)

case('a24_dsmem_rank0_reads_peer_totals_no_sync', 'advanced', 'fail 5',
     'Each block\'s thread 0 keeps its total in __shared__ bt; after cluster_sync() rank 0\'s thread 0 copies every block\'s bt into output[r] through map_shared_rank, and no barrier follows: the peers may exit during the reads (PG Distributed Shared Memory; project convention exit 5).',
     ALOAD + r'''
    __shared__ float bt;
    __syncthreads();''' + AWARP + r'''
    __syncthreads();
    if (tid == 0) {
        float b = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) b += ws[i];
        bt = b;
    }
    cluster_sync();
    if (rank == 0 && tid == 0)
        for (int r = 0; r < CLUSTER_SIZE; r++)
            output[r] = *cg::this_cluster().map_shared_rank(&bt, r);  // CAUSE''', cause=EXITED)

case('a25_dsmem_rank0_reads_peer_totals_sync', 'advanced', 'pass',
     'a24 with a trailing cluster_sync(): every DSMEM read completes before any block exits (PG Distributed Shared Memory); each output stored once, by rank 0\'s thread 0. Correct.',
     ALOAD + r'''
    __shared__ float bt;
    __syncthreads();''' + AWARP + r'''
    __syncthreads();
    if (tid == 0) {
        float b = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) b += ws[i];
        bt = b;
    }
    cluster_sync();
    if (rank == 0 && tid == 0)
        for (int r = 0; r < CLUSTER_SIZE; r++)
            output[r] = *cg::this_cluster().map_shared_rank(&bt, r);
    cluster_sync();''')

# ------------------------------------------------------------------ last-block pieces
LHEAD = r'''
    __shared__ float sm[TPB];
    __shared__ bool amLast;
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''
LTICKET = r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        @FENCE@
        @TICKET@
        @LAST@
    }
    __syncthreads();
'''
LFINAL = r'''
    if (amLast) {
        float s = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) s += partials[b];
        sm[tid] = s;
        __syncthreads();
        for (int k = TPB / 2; k > 0; k >>= 1) {
            if (tid < k) sm[tid] += sm[tid + k];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sm[0];
            @RESET@
        }
    }'''
def L(fence='__threadfence();', ticket='const unsigned int t = atomicAdd(counter, 1u);',
      last='amLast = (t == gridDim.x - 1);', reset='*counter = 0;', final=None, head=None):
    return ((head or LHEAD) + LTICKET.replace('@FENCE@', fence).replace('@TICKET@', ticket)
            .replace('@LAST@', last) + (final or LFINAL).replace('@RESET@', reset))

case('l01_reference_shape', 'last-block', 'pass',
     'The course\'s model answer: tree, thread 0 stores partials[blockIdx.x], __threadfence(), atomicAdd ticket, shared flag, __syncthreads(), the last block folds the partials and resets the counter with a plain store (every other block took its ticket before, the atomic observed all 255 earlier ones). PG Memory Fence Functions example. Correct.',
     L())

case('l02_no_fence_before_ticket', 'last-block', 'fail 1',
     'The fence before the ticket is forgotten: nothing orders thread 0\'s partial store before its relaxed atomicAdd (PTX: atom without .sem is relaxed, no release pattern), so the last block may read a stale partial (PG Memory Fence Functions; project convention exit 1).',
     L(fence='', ticket='const unsigned int t = atomicAdd(counter, 1u);  // CAUSE'), cause=FENCE)

case('l03_extra_fences', 'last-block', 'pass',
     '__threadfence() before AND after the ticket, another after the __syncthreads() in the last block, and one after the counter reset. The required fence is there; the others only add ordering (and the one after the ticket is the acquire the PTX model would like). Correct.',
     L(fence='__threadfence();', ticket='const unsigned int t = atomicAdd(counter, 1u);\n        __threadfence();',
       final=LFINAL.replace('    if (amLast) {\n', '    if (amLast) {\n        __threadfence();\n').replace('@RESET@', '@RESET@\n            __threadfence();')))

case('l04_fence_after_ticket_only', 'last-block', 'fail 1',
     'The fence is on the wrong side: atomicAdd, then __threadfence(). The partial store is not ordered before the ticket that announces it (PTX release pattern needs the fence before the strong write; PG Memory Fence Functions). Project convention: exit 1.',
     L(fence='', ticket='const unsigned int t = atomicAdd(counter, 1u);  // CAUSE\n        __threadfence();'), cause=FENCE)

case('l05_no_counter_reset', 'last-block', 'fail 1',
     'The counter is never reset: after the first launch it holds 256, so in the second launch (no host reset: SPEC) tickets run 256..511, none equals 255, and output[0] is never written. Also the SPEC wants counter 0 at the end.',
     L(reset='// (no reset)', last='amLast = (t == gridDim.x - 1);  // CAUSE'), cause=WRONG + '|counter|launch')

case('l06_reset_with_atomicexch', 'last-block', 'pass',
     'The last block resets with atomicExch(counter, 0u) instead of a plain store. Every other ticket was taken before (the last ticket saw them all), so nothing races; an atomic is at least as strong as the store. Correct.',
     L(reset='atomicExch(counter, 0u);'))

case('l07_atomicinc_wraps_no_reset', 'last-block', 'pass',
     'The ticket is atomicInc(counter, gridDim.x - 1): ((old >= val) ? 0 : old + 1) (PG Atomic Functions), so the 256th ticket (old = 255) wraps the counter to 0 by itself; no separate reset. Counter is 0 after each launch; second launch the same. Correct.',
     L(ticket='const unsigned int t = atomicInc(counter, gridDim.x - 1);', reset='// atomicInc wrapped the counter to 0'))

case('l08_atomicinc_grid_no_reset', 'last-block', 'fail 1',
     'atomicInc(counter, gridDim.x) as in an old sample, with no reset: old runs 0..255 and the counter ends at 256 (the wrap happens only when old >= 256). Second launch: tickets 256 (wraps to 0), 0, 1, ..., 254: nobody draws 255, output[0] is not written (SPEC: second launch, counter 0 at the end).',
     L(ticket='const unsigned int t = atomicInc(counter, gridDim.x);  // CAUSE', reset='// no reset'), cause=WRONG + '|counter|launch')

case('l09_ticket_atomicadd_block', 'last-block', 'fail 1',
     'The ticket is taken with atomicAdd_block: atomic only among the threads of one block (PG Atomic Functions), and 256 blocks update the counter: block-scope atomics of different blocks are not morally strong (PTX data race), tickets can be lost.',
     L(ticket='const unsigned int t = atomicAdd_block(counter, 1u);  // CAUSE'), cause=RACE + '|scope|block')

case('l10_ticket_atomicadd_system', 'last-block', 'pass',
     'The ticket with atomicAdd_system: a system-scope atomic includes the device (PG Atomic Functions; README: _system is device-wide too). Correct.',
     L(ticket='const unsigned int t = atomicAdd_system(counter, 1u);'))

case('l11_ticket_by_atomiccas_loop', 'last-block', 'pass',
     'The last block chosen by atomicCAS: thread 0 increments the counter with a CAS loop seeded by a guess of 0 (no plain load): `unsigned seen = 0, prev; while ((prev = atomicCAS(counter, seen, seen + 1)) != seen) seen = prev;` seen is then its ticket, unique (each success moves the counter by one). After __threadfence() as usual. Correct.',
     L(ticket='unsigned int seen = 0u, prev;\n        while ((prev = atomicCAS(counter, seen, seen + 1u)) != seen) seen = prev;\n        const unsigned int t = seen;'))

case('l12_ticket_counts_down', 'last-block', 'pass',
     'The ticket counts down: t = atomicSub(counter, 1u) from 0, so tickets are 0, 0xffffffff, ..., and the last of 256 sees 0u - 255u; amLast = (t == 0u - (gridDim.x - 1)). Unsigned wrap-around is defined. The last block resets with atomicExch(counter, 0u). Correct.',
     L(ticket='const unsigned int t = atomicSub(counter, 1u);', last='amLast = (t == 0u - (gridDim.x - 1u));',
       reset='atomicExch(counter, 0u);'))

case('l13_countdown_wrong_last', 'last-block', 'fail 1',
     'Counting down but testing the count-up condition t == gridDim.x - 1: counting down from 0 no block sees 255, output[0] is never written.',
     L(ticket='const unsigned int t = atomicSub(counter, 1u);', last='amLast = (t == gridDim.x - 1);  // CAUSE',
       reset='atomicExch(counter, 0u);'), cause=WRONG)

case('l14_ticket_plus_one_test', 'last-block', 'pass',
     'amLast = (atomicAdd(counter, 1) + 1 == gridDim.x): the same test written the other way. Correct.',
     L(ticket='const unsigned int t = atomicAdd(counter, 1u) + 1u;', last='amLast = (t == gridDim.x);'))

case('l15_off_by_one_last', 'last-block', 'fail 1',
     'amLast = (t == gridDim.x) with t the value atomicAdd returned (0..255): never true, output[0] is never written.',
     L(last='amLast = (t == gridDim.x);  // CAUSE'), cause=WRONG)

case('l16_every_thread_of_last_block_writes', 'last-block', 'fail 1',
     'In the last block every thread stores output[0] = sm[0] after the final __syncthreads() (all the same value): 256 unordered stores to one location (PTX data race; SPEC one writer).',
     L(final=LFINAL.replace('''        if (tid == 0) {
            output[0] = sm[0];
            @RESET@
        }''', '''        output[0] = sm[0];  // CAUSE
        if (tid == 0) { @RESET@ }''')), cause=RACE)

case('l17_every_thread_resets_counter', 'last-block', 'fail 1',
     'Every thread of the last block does *counter = 0 ("so no thread forgets"): 256 unordered plain stores to one location (PTX data race even with one value; project convention).',
     L(final=LFINAL.replace('''            @RESET@
        }''', '''        }
        *counter = 0;  // CAUSE''')), cause=RACE)

case('l18_non_last_blocks_return', 'last-block', 'pass',
     'Early return placed legally: right after the __syncthreads() that shares amLast, `if (!amLast) return;` (uniform per block), then the final reduction with its barriers. Correct.',
     L(final=LFINAL.replace('    if (amLast) {\n', '    if (!amLast) return;\n    {\n')))

case('l19_thread0_alone_last_serial', 'last-block', 'pass',
     'amLast kept in thread 0\'s register; only thread 0 acts on it, summing the 256 partials in a serial loop and resetting the counter; no barrier inside the branch. Its atomic observed all 255 earlier tickets, each released by a fence (PG Memory Fence Functions). Slow, correct.',
     LHEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const bool last = atomicAdd(counter, 1u) == gridDim.x - 1;
        if (last) {
            float s = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++) s += partials[b];
            output[0] = s;
            *counter = 0;
        }
    }''')

case('l20_thread0_last_then_tree_in_branch', 'last-block', 'fail 1',
     'As l19 but inside thread 0\'s branch it "reuses the tree": writes sm[0] = partials[...] and runs the __syncthreads() tree loop. Only thread 0 is in the branch (PG: __syncthreads in non-uniform conditional code), and the tree adds sm[1..255] from the block\'s own earlier tree, not the partials: output[0] is wrong.',
     LHEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const bool last = atomicAdd(counter, 1u) == gridDim.x - 1;
        if (last) {
            sm[0] = partials[0];
            for (int k = TPB / 2; k > 0; k >>= 1) {
                if (tid < k) sm[tid] += sm[tid + k];
                __syncthreads();  // CAUSE
            }
            output[0] = sm[0];
            *counter = 0;
        }
    }''', cause=DIVERGE + '|' + WRONG)

case('l21_no_barrier_after_flag', 'last-block', 'fail 1',
     'The __syncthreads() between thread 0\'s store of the shared flag and the other threads\' test of it is forgotten (the tree barrier is the last one): a data race on amLast (PTX), other threads may read it uninitialised.',
     LHEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        amLast = (atomicAdd(counter, 1u) == gridDim.x - 1);
    }
    if (amLast) {  // CAUSE
        float s = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) s += partials[b];
        __syncthreads();
        sm[tid] = s;
        __syncthreads();
        for (int k = TPB / 2; k > 0; k >>= 1) {
            if (tid < k) sm[tid] += sm[tid + k];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''', cause=RACE + '|' + DIVERGE)

case('l22_block_rank_for_partial_index', 'last-block', 'fail 1',
     'blockIdx and block rank mixed up: partials[block_rank_in_cluster()]. The last-block grid has no cluster, so every block is rank 0 of its own one-block cluster (CG cluster_group): all 256 blocks store partials[0] (PTX data race between blocks; partials[1..255] stay NaN: SPEC).',
     L().replace('partials[blockIdx.x] = sm[0];', 'partials[block_rank_in_cluster()] = sm[0];  // CAUSE'), cause=RACE + '|' + WRONG)

case('l23_fence_and_ticket_by_last_thread', 'last-block', 'pass',
     'Thread 0 stores the partial, __syncthreads(), then thread 255 does __threadfence() and takes the ticket. The barrier orders thread 0\'s store before thread 255\'s fence, and fences are cumulative through causality order (PTX Memory Consistency Model: release pattern; base causality order is transitive through the bar.sync synchronisation): the ticket still publishes the partial. Correct.',
     LHEAD + r'''
    if (tid == 0) partials[blockIdx.x] = sm[0];
    __syncthreads();
    if (tid == TPB - 1) {
        __threadfence();
        amLast = (atomicAdd(counter, 1u) == gridDim.x - 1);
    }
    __syncthreads();''' + LFINAL.replace('@RESET@', '*counter = 0;'))

case('l24_prefetch_partials_before_ticket', 'last-block', 'fail 1',
     '"Latency hiding": every thread loads partials[tid] into a register before the ticket, and the last block sums those registers. The loads come before the block knows all partials are written (no fence/atomic orders the other blocks\' stores before them): a data race (PTX) and stale or NaN partials (SPEC fill).',
     LHEAD + r'''
    const float mine = partials[tid];  // CAUSE
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        amLast = (atomicAdd(counter, 1u) == gridDim.x - 1);
    }
    __syncthreads();
    if (amLast) {
        sm[tid] = (tid == 0) ? sm[0] : mine;
        __syncthreads();
        for (int k = TPB / 2; k > 0; k >>= 1) {
            if (tid < k) sm[tid] += sm[tid + k];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''', cause=RACE + '|' + WRONG + '|did not draw the last ticket|may not be stored')

case('l25_reset_at_kernel_start', 'last-block', 'fail 1',
     'Instead of resetting at the end, block 0\'s thread 0 stores *counter = 0 at the start of the kernel "for the next launch". Other blocks may already have taken tickets (blocks run in any order): the plain store races with their atomics (PTX data race; README: a plain store races with other threads\' atomics) and can erase tickets, so nobody draws 255.',
     r'''
    if (blockIdx.x == 0 && threadIdx.x == 0) *counter = 0;  // CAUSE''' + L(), cause=RACE + '|' + WRONG)

case('l26_threadfence_block_before_ticket', 'last-block', 'fail 1',
     '__threadfence_block() in place of __threadfence(): a CTA-scope fence does not make the partial visible to the other blocks before the ticket (PG Memory Fence Functions: block scope; PTX: the release pattern\'s scope must include the reader). Project convention: exit 1.',
     L(fence='__threadfence_block();', ticket='const unsigned int t = atomicAdd(counter, 1u);  // CAUSE'), cause=FENCE + '|scope|block')

case('l27_atomicadd_output_directly', 'last-block', 'fail 1',
     'The shortcut: every block\'s thread 0 atomicAdds its partial into output[0], no ticket at all. output[0] is NaN before each launch (SPEC Checking) and nobody stores a first value: the sum stays NaN.',
     LHEAD + r'''
    if (tid == 0) atomicAdd(&output[0], sm[0]);  // CAUSE''', cause=WRONG + r'|uninit|NaN|before')

case('l28_every_thread_fences', 'last-block', 'pass',
     'Every thread calls __threadfence() before the __syncthreads() that precedes thread 0\'s ticket, and thread 0 fences again: more fences than needed, the required one is there. Correct.',
     LHEAD + r'''
    if (tid == 0) partials[blockIdx.x] = sm[0];
    __threadfence();
    __syncthreads();
    if (tid == 0) {
        __threadfence();
        amLast = (atomicAdd(counter, 1u) == gridDim.x - 1);
    }
    __syncthreads();''' + LFINAL.replace('@RESET@', '*counter = 0;'))

case('l29_reset_before_reading_partials', 'last-block', 'pass',
     'The last block resets the counter first thing (thread 0, atomicExch) before folding the partials. Every other block took its ticket before the last one (the last ticket\'s atomic read 255 earlier increments), so no later ticket exists to be erased; the partials are still published. Correct.',
     L(final=LFINAL.replace('    if (amLast) {\n', '    if (amLast) {\n        if (tid == 0) atomicExch(counter, 0u);\n'), reset='// reset done above'))

case('l30_output_through_shared_temp', 'last-block', 'pass',
     'The last block\'s thread 0 copies the total to a __shared__ float result, __syncthreads() (reached by the whole last block: amLast is uniform), and thread 5 stores output[0] = result. One writer, ordered. Correct.',
     L(final=LFINAL.replace('''        if (tid == 0) {
            output[0] = sm[0];
            @RESET@
        }''', '''        __shared__ float result;
        if (tid == 0) { result = sm[0]; @RESET@ }
        __syncthreads();
        if (tid == 5) output[0] = result;''')))

case('l31_thread0_only_tail_others_return', 'last-block', 'pass',
     'Early return placed legally: after the tree, threads 1-255 return; thread 0 stores the partial, fences, takes the ticket, and if last sums all 256 partials alone and resets the counter. No barrier follows the return. Correct.',
     LHEAD + r'''
    if (tid != 0) return;
    partials[blockIdx.x] = sm[0];
    __threadfence();
    if (atomicAdd(counter, 1u) == gridDim.x - 1) {
        float s = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++) s += partials[b];
        output[0] = s;
        atomicExch(counter, 0u);
    }''')

case('l32_others_return_but_last_uses_all', 'last-block', 'fail 1',
     'As l31 but the last block still folds partials with every thread: `for (b = tid; b < gridDim.x; b += blockDim.x)` run by thread 0 alone (the others returned) sums partials[0] only (blockDim.x = 256 = gridDim.x): output[0] is wrong.',
     LHEAD + r'''
    if (tid != 0) return;
    partials[blockIdx.x] = sm[0];
    __threadfence();
    if (atomicAdd(counter, 1u) == gridDim.x - 1) {
        float s = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) s += partials[b];  // CAUSE
        output[0] = s;
        atomicExch(counter, 0u);
    }''', cause=WRONG)

# ================================================================= second batch (truths committed before its run)

case('l33_fence_by_other_thread_no_barrier', 'last-block', 'fail 1',
     'The look-alike of l23 without its barrier: thread 0 stores the partial, thread 255 fences and takes the ticket, nothing between them. Thread 255\'s fence cannot release a store it has not synchronised with (PTX: no causality order from thread 0\'s store to the fence), and the ticket may even come before the store: the last block may read a stale partial (data race).',
     LHEAD + r'''
    if (tid == 0) partials[blockIdx.x] = sm[0];
    if (tid == TPB - 1) {
        __threadfence();
        amLast = (atomicAdd(counter, 1u) == gridDim.x - 1);  // CAUSE
    }
    __syncthreads();''' + LFINAL.replace('@RESET@', '*counter = 0;'), cause=FENCE)

case('l34_fence_before_partial_store', 'last-block', 'fail 1',
     'The fence on the wrong side of the store: __threadfence(); partials[b] = sum; atomicAdd ticket. The fence orders nothing between the partial store and the ticket (PTX release pattern: fence, then the strong write, with the data store before the fence). Project convention: exit 1.',
     L(fence='', ticket='const unsigned int t = atomicAdd(counter, 1u);  // CAUSE').replace(
        'partials[blockIdx.x] = sm[0];', '__threadfence();\n        partials[blockIdx.x] = sm[0];'), cause=FENCE)

case('l35_atomic_ref_acq_rel_ticket_no_fence', 'last-block', 'pass',
     'No __threadfence(): the ticket is cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*counter).fetch_add(1, cuda::std::memory_order_acq_rel). An acq_rel RMW at device scope is itself a release (and acquire) operation (PTX: atom.acq_rel.gpu is a release of the prior partial store), so it publishes the partial. Correct.',
     L(fence='', ticket='const unsigned int t = cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*counter).fetch_add(1u, cuda::std::memory_order_acq_rel);'))

case('l36_atomic_ref_block_scope_ticket', 'last-block', 'fail 1',
     'As l35 with cuda::thread_scope_block: a block-scope RMW from 256 blocks on one word (PTX: scopes do not include each other: not morally strong, a data race; tickets may be lost, and the release is only at CTA scope).',
     L(fence='', ticket='const unsigned int t = cuda::atomic_ref<unsigned int, cuda::thread_scope_block>(*counter).fetch_add(1u, cuda::std::memory_order_acq_rel);  // CAUSE'),
     cause=RACE + '|scope|block|' + FENCE)

case('l37_reset_with_atomicsub_grid', 'last-block', 'pass',
     'The last block resets with atomicSub(counter, gridDim.x): all 256 tickets are in (the last one saw 255 before it), so the counter goes 256 -> 0. Correct.',
     L(reset='atomicSub(counter, gridDim.x);'))

case('l38_atomicinc_plus_redundant_reset', 'last-block', 'pass',
     'atomicInc(counter, gridDim.x - 1) (wraps to 0 by itself) AND a plain *counter = 0 in the last block "to be safe": the store comes after every ticket (the last ticket saw all), it writes what the counter already holds. Correct.',
     L(ticket='const unsigned int t = atomicInc(counter, gridDim.x - 1);'))

case('l39_threadfence_system', 'last-block', 'pass',
     '__threadfence_system() instead of __threadfence(): a stronger fence (system scope includes the device: PG Memory Fence Functions). Correct.',
     L(fence='__threadfence_system();'))

DSPUSH = r'''
    __shared__ float total;
    if (tid == 0) total = 0.0f;
    cluster_sync();
    if (tid == 0) @ADD@(cg::this_cluster().map_shared_rank(&total, 0), sm[0]);@MARK@
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = total;'''
case('r31_dsmem_push_atomicadd_to_rank0', 'reduction', 'pass',
     'Each block\'s thread 0 atomicAdds its partial into rank 0\'s __shared__ total through map_shared_rank; a cluster_sync() before (rank 0 zeroed it; the target block has started: PG Distributed Shared Memory) and one after (orders the adds before rank 0\'s read, and keeps rank 0 alive). Device-scope atomics include the cluster. Whole numbers: exact. Correct.',
     RTREE + DSPUSH.replace('@ADD@', 'atomicAdd').replace('@MARK@', ''))

case('r32_dsmem_push_atomicadd_block_to_rank0', 'reduction', 'fail 1',
     'r31 with atomicAdd_block: four blocks\' threads update rank 0\'s shared word with block-scope atomics, whose scopes do not include each other (PG Atomic Functions; PTX: not morally strong: a data race, updates may be lost).',
     RTREE + DSPUSH.replace('@ADD@', 'atomicAdd_block').replace('@MARK@', '  // CAUSE'), cause=RACE + '|scope|block')

case('a26_warp_sums_by_atomicadd_block', 'advanced', 'pass',
     'No elected lane: threads 0-7 zero ws, __syncthreads(), every thread atomicAdd_block()s its scaled value into ws[warp], __syncthreads(), thread 0 totals. Block-scope atomics on the block\'s own shared memory (PG Atomic Functions); any order within the SPEC bound. Correct (ignores the puzzle\'s "elected lane" wording; SPEC checks numbers).',
     ALOAD + r'''
    if (tid < TPB / WARP_SIZE) ws[tid] = 0.0f;
    __syncthreads();
    atomicAdd_block(&ws[warp], sd[tid]);
    __syncthreads();''' + AFINAL)

case('c27_dsmem_rank0_reads_all_then_sync', 'coordination', 'pass',
     'Rank 0\'s thread 0 does all four blocks\' sums itself: after cluster_sync() it reads every block\'s sd[] (256 values each) through map_shared_rank and stores output[r] for each r; a final cluster_sync() keeps the peers alive (PG Distributed Shared Memory). Each output stored once. Correct.',
     CLOAD + r'''
    cluster_sync();
    if (rank == 0 && tid == 0) {
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            const float *p = cg::this_cluster().map_shared_rank(&sd[0], r);
            float s = 0.0f;
            for (int i = 0; i < TPB; i++) s += p[i];
            output[r] = s;
        }
    }
    cluster_sync();''')

case('c28_dsmem_rank0_reads_all_arrive_only', 'coordination', 'fail 5',
     'c27 with the final barrier replaced by cluster_arrive() only in ranks 1-3 ("they have nothing to wait for"): ranks 1-3 arrive and exit at once, while rank 0 may still be reading their sd[] through DSMEM (PG Distributed Shared Memory; project convention exit 5).',
     CLOAD + r'''
    cluster_sync();
    if (rank == 0 && tid == 0) {
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            const float *p = cg::this_cluster().map_shared_rank(&sd[0], r);
            float s = 0.0f;
            for (int i = 0; i < TPB; i++) s += p[i];  // CAUSE
            output[r] = s;
        }
    }
    if (rank == 0) cluster_sync(); else cluster_arrive();''', cause=EXITED)

write_all()
