# Cases for gen.py (docs/verdict-hpc.md): kernels as HPC scientists who think in MPI and OpenMP write
# them. The cluster is their communicator (cg::this_cluster(), block_rank() = the MPI rank,
# num_blocks() = the communicator size); they move data with ring all-reduce, recursive doubling /
# butterfly exchanges and binomial trees through map_shared_rank (DSMEM as one-sided put/get), halo
# and neighbour shifts, send/recv buffers with flags, double buffering with a barrier per phase, a
# root rank that gathers, Allreduce where every rank keeps the result, '#pragma unroll' loops,
# critical sections done with atomicCAS locks, per-thread reduction variables combined afterwards,
# and bulk-synchronous phases. Their slips: a barrier only on the root, a receive before the peer's
# send is visible, a send buffer reused too early, rank arithmetic off by one or not modulo the
# cluster size, a reduction that forgets its own rank's contribution, a lock released by a plain
# store, a ticket without a fence. Each slip comes with correct look-alikes.
# Body = the kernel's body; pre = file-scope code before it. Every verdict was decided from the rules
# below before p34 ran the kernel.
# Citations: PTX = PTX ISA "Memory Consistency Model": conflict (overlapping accesses, one a write);
# morally strong (both strong, scopes include each other, overlap completely); data race =
# conflicting accesses neither morally strong nor ordered by causality order; release pattern = a
# fence.sc/acq_rel then a strong write; acquire pattern = a strong read then a fence; atom without
# .sem is relaxed; ld/st.volatile are relaxed .sys (strong); barrier.cluster.arrive releases,
# barrier.cluster.wait acquires (default semantics); mapa of a rank outside the cluster is not a
# valid shared::cluster address. PG = CUDA C++ Programming Guide: "Distributed Shared Memory" (a
# block's shared memory may be accessed only after it started, so cluster.sync() first; every DSMEM
# access must complete before the owner block exits), "Thread Block Clusters" (blocks of a cluster
# co-scheduled), "Synchronization Functions" (__syncthreads: divergent use is undefined; orders the
# block's memory), "Memory Fence Functions" (the last-block example: __threadfence() before the
# ticket), "Atomic Functions" (relaxed; atomicInc wraps: ((old >= val) ? 0 : (old+1))), "Warp Shuffle
# Functions" (__shfl_xor_sync: laneMask's low 5 bits... width 32; every lane in the mask takes
# part), "Independent Thread Scheduling" (a spin lock among threads of one warp makes progress on
# sm_70+), "Variable Memory Space Specifiers" (__shared__ has no initializer: contents undefined).
# SPEC = docs/SPEC.md (inputs; buffers NaN before each launch; exact --reduction and --last-block;
# each output stored by exactly one thread per launch; --last-block launches twice without a host
# reset of counter; exit codes 1 wrong, 4 hang, 5 fault). Project conventions followed: a data race
# is exit 1 even where the numbers come out right; several writers of one output are exit 1 even
# with one value; a DSMEM access that may come after the owner exited is exit 5; an access outside a
# buffer or __shared__ variable (also a peer's through map_shared_rank, or a rank outside the
# cluster) is exit 5; a peer's shared memory touched before any cluster barrier races with its start
# (exit 1).
RACE = r'data race|several writers|stored by|lost update|race'
WRONG = r'❌|not written'
EXITED = r'exited|illegal|after .* exit'
OOB = r'out-of-bounds|past the|illegal|outside|rank'
UNWRITTEN = r'not written|❌'

# a block tree reduction into sm[0]; @X@ = the element (scaled for coordination/advanced)
TREE = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = @X@;
    __syncthreads();
    #pragma unroll
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''
# MPI-style communicator prologue
COMM = r'''
    cg::cluster_group comm = cg::this_cluster();
    const int rank = (int)comm.block_rank();
    const int nranks = (int)comm.num_blocks();
'''
SCALED = 'input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1)'
PLAIN = 'input[blockIdx.x * blockDim.x + tid]'
CTREE = COMM + TREE.replace('@X@', SCALED)   # coordination / advanced
RTREE = COMM + TREE.replace('@X@', PLAIN)    # reduction

# ================================================================= coordination
case('c01_comm_rank_local_sum_barrier_at_end', 'coordination', 'pass',
     'MPI style: comm = this_cluster(), rank = block_rank(), a block tree sum of the scaled inputs, thread 0 writes output[rank], then comm.sync() ("MPI_Barrier before MPI_Finalize"). No data crosses blocks; the __syncthreads() per tree step orders the shared reads (PG Synchronization Functions). Correct.',
     CTREE + r'''
    if (tid == 0) output[rank] = sm[0];
    comm.sync();''')

case('c02_embarrassingly_parallel_no_cluster_barrier', 'coordination', 'pass',
     'No cluster barrier at all ("the ranks never talk"): each block sums its own data and writes output[rank]. Nothing is shared between blocks, so no barrier is needed; the SPEC checks only the values. Correct.',
     CTREE + r'''
    if (tid == 0) output[rank] = sm[0];''')

case('c03_openmp_private_partials_then_critical_atomic', 'coordination', 'pass',
     'OpenMP reduction(+:sum) habit: 64 "threads" each sum 4 strided values into a private variable, then combine with atomicAdd into a shared accumulator that thread 0 zeroed before a __syncthreads(); a second __syncthreads() then thread 0 writes output[rank]. Atomics on shared memory are morally strong among themselves; the barriers order the zeroing before them and them before the read (PG). Float order varies; within the SPEC bound. Correct.',
     COMM + r'''
    __shared__ float acc;
    const int tid = threadIdx.x;
    if (tid == 0) acc = 0.0f;
    __syncthreads();
    if (tid < 64) {
        float priv = 0.0f;  // reduction(+:priv)
        #pragma unroll
        for (int k = 0; k < 4; k++)
            priv += input[blockIdx.x * blockDim.x + tid + 64 * k] * (float)(rank + 1);
        atomicAdd(&acc, priv);
    }
    __syncthreads();
    if (tid == 0) output[rank] = acc;''')

case('c04_openmp_accumulator_zeroed_without_barrier', 'coordination', 'fail 1',
     'As c03 but the __syncthreads() between thread 0 zeroing the shared accumulator and the other threads\' atomicAdds is missing ("the omp parallel region starts after the declaration"). The plain store acc = 0 conflicts with other warps\' atomics and nothing orders them (PTX data race); an add before the zeroing is lost, or lands on an undefined value.',
     COMM + r'''
    __shared__ float acc;
    const int tid = threadIdx.x;
    if (tid == 0) acc = 0.0f;  // CAUSE
    if (tid < 64) {
        float priv = 0.0f;
        #pragma unroll
        for (int k = 0; k < 4; k++)
            priv += input[blockIdx.x * blockDim.x + tid + 64 * k] * (float)(rank + 1);
        atomicAdd(&acc, priv);
    }
    __syncthreads();
    if (tid == 0) output[rank] = acc;''', cause=RACE)

# ring shift: rank r sends its sum to rank r+1 (put into the right neighbour's recv buffer); rank r+1 writes output[r]
SHIFT = CTREE + r'''
    __shared__ float recvbuf;
    comm.sync();                       // every rank's shared memory exists
    if (tid == 0) {
        float *right = comm.map_shared_rank(&recvbuf, @RIGHT@);
        *right = sm[0];                // MPI_Put to the right neighbour
    }
    comm.sync();                       // the puts are complete and visible
    if (tid == 0) output[@LEFT@] = recvbuf;'''
case('c05_ring_shift_put_unsigned_left', 'coordination', 'pass',
     'Ring shift by one-sided put: comm.sync(), thread 0 stores its block sum into the right neighbour\'s recvbuf through map_shared_rank((rank + 1) % nranks), comm.sync(), then writes output[left] with left = (unsigned)(rank - 1) % CLUSTER_SIZE: for rank 0 this is 0xffffffff % 4 = 3 because 4 divides 2^32. The first barrier orders the put after the peer started, the second orders it before the owner\'s read (PTX arrive release / wait acquire); no DSMEM access comes after the second barrier, so no trailing barrier is needed (PG Distributed Shared Memory). Each output written once. Correct.',
     SHIFT.replace('@RIGHT@', '(rank + 1) % nranks').replace('@LEFT@', '(unsigned)(rank - 1) % CLUSTER_SIZE'))

case('c06_ring_shift_put_int_left_negative', 'coordination', 'fail 5',
     'As c05 but left = (rank - 1) % nranks in int arithmetic: C++ % keeps the sign, so rank 0 gets -1 and stores output[-1], outside the buffer (SPEC exit 5; project convention: an access outside a buffer is exit 5).',
     SHIFT.replace('@RIGHT@', '(rank + 1) % nranks').replace('if (tid == 0) output[@LEFT@] = recvbuf;', 'if (tid == 0) output[(rank - 1) % nranks] = recvbuf;  // CAUSE'), cause=OOB)

case('c07_ring_shift_right_not_modulo', 'coordination', 'fail 5',
     'As c05 but right = rank + 1 without the modulo: rank 3 maps rank 4 of a 4-block cluster. map_shared_rank of a rank outside the cluster (PTX mapa) gives no valid shared::cluster address; the store faults (project convention: exit 5).',
     SHIFT.replace('comm.map_shared_rank(&recvbuf, @RIGHT@);', 'comm.map_shared_rank(&recvbuf, rank + 1);  // CAUSE').replace('@LEFT@', '(rank + nranks - 1) % nranks'), cause=OOB)

case('c08_ring_shift_recv_before_send_visible', 'coordination', 'fail 1',
     'As c05 but the barrier between the put and the owner\'s read of recvbuf is a __syncthreads() ("the block is synchronised, so recv is ready"). __syncthreads orders only the block; the left neighbour\'s remote store and this block\'s load of recvbuf conflict and are unordered (PTX data race); the value may be the undefined initial contents. (A trailing comm.sync() keeps every block alive until all puts are done, so the only fault is the race.)',
     (SHIFT + '\n    comm.sync();  // MPI_Finalize').replace('    comm.sync();                       // the puts are complete and visible', '    __syncthreads();                   // CAUSE').replace('@RIGHT@', '(rank + 1) % nranks').replace('@LEFT@', '(rank + nranks - 1) % nranks'), cause=RACE)

case('c09_ring_shift_put_before_first_barrier', 'coordination', 'fail 1',
     'As c05 without the first comm.sync(): the put goes into the right neighbour\'s shared memory before anything orders it after that block started (PG Distributed Shared Memory: ensure all blocks started, cluster.sync() first); project convention: a race with the block\'s start, exit 1.',
     SHIFT.replace('    comm.sync();                       // every rank\'s shared memory exists\n', '').replace('*right = sm[0];                // MPI_Put to the right neighbour', '*right = sm[0];  // CAUSE').replace('@RIGHT@', '(rank + 1) % nranks').replace('@LEFT@', '(rank + nranks - 1) % nranks'), cause=r'race|start|before')

# root gather: every rank leaves its sum in its shared memory; rank 0 ("root") gathers them all
GATHER = CTREE + r'''
    __shared__ float mysum;
    if (tid == 0) mysum = sm[0];
    comm.sync();                                  // MPI_Gather: everybody's sendbuf is ready
    if (rank == 0 && tid < nranks) {
        const float v = *comm.map_shared_rank(&mysum, tid);
        output[tid] = v;
    }
@TAIL@'''
case('c10_root_gathers_dsmem_then_barrier', 'coordination', 'pass',
     'Root gather: each rank\'s thread 0 stores its sum in a __shared__ mysum, comm.sync(), rank 0\'s threads 0-3 each read one rank\'s mysum through map_shared_rank and write output[that rank], then comm.sync() so no rank exits while the root still reads its memory (PG Distributed Shared Memory). Barrier arrive releases, wait acquires (PTX). Each output written by exactly one thread. Correct.',
     GATHER.replace('@TAIL@', '    comm.sync();                                  // nobody leaves while root reads'))

case('c11_root_gather_no_trailing_barrier', 'coordination', 'fail 5',
     'As c10 without the last comm.sync() ("the gather is done when root has the data"): ranks 1-3 may exit right after the first barrier while the root still reads their mysum through DSMEM (PG Distributed Shared Memory: accesses must complete before the owner exits; project convention exit 5).',
     GATHER.replace('        const float v = *comm.map_shared_rank(&mysum, tid);', '        const float v = *comm.map_shared_rank(&mysum, tid);  // CAUSE').replace('@TAIL@', ''), cause=EXITED)

case('c12_root_gather_skips_own_rank', 'coordination', 'fail 1',
     'The root gathers "from the other ranks" (a loop r = 1 .. nranks-1, as with MPI_Recv from every non-root) and never stores its own value into output[0]: output[0] stays NaN (SPEC: not written).',
     CTREE + r'''
    __shared__ float mysum;
    if (tid == 0) mysum = sm[0];
    comm.sync();
    if (rank == 0 && tid == 0) {
        for (int r = 1; r < nranks; r++)  // CAUSE
            output[r] = *comm.map_shared_rank(&mysum, r);
    }
    comm.sync();''', cause=UNWRITTEN)

case('c13_root_gather_peers_arrive_only', 'coordination', 'fail 5',
     'Barrier only where the root needs it: ranks 1-3 store mysum, cluster_arrive() ("send done") and return; the root does cluster_arrive(); cluster_wait(); then reads their mysum through DSMEM. The wait completes once every rank has arrived, so the root\'s reads are ordered after the peers\' stores, but nothing keeps the peers alive: they may have exited before the root reads (PG Distributed Shared Memory; project convention exit 5).',
     CTREE + r'''
    __shared__ float mysum;
    if (tid == 0) mysum = sm[0];
    __syncthreads();
    cluster_arrive();
    if (rank != 0) return;
    cluster_wait();
    if (tid < nranks)
        output[tid] = *comm.map_shared_rank(&mysum, tid);  // CAUSE''', cause=EXITED)

case('c14_root_gathers_global_peers_arrive_only', 'coordination', 'pass',
     'The look-alike of c13 through global memory: every rank\'s thread 0 stores its sum in a __device__ float sendbuf[4] (its own slot), all threads cluster_arrive(); ranks 1-3 return without waiting; the root does cluster_wait() and its threads 0-3 copy sendbuf[t] to output[t]. The arrive releases (PTX barrier.cluster.arrive default .release) and the root\'s wait acquires, so the peers\' stores happen before the root\'s loads; global memory outlives the blocks. Each output written once. Correct.',
     CTREE + r'''
    if (tid == 0) hc_sendbuf[rank] = sm[0];
    __syncthreads();
    cluster_arrive();
    if (rank != 0) return;
    cluster_wait();
    if (tid < nranks) output[tid] = hc_sendbuf[tid];''', pre='__device__ float hc_sendbuf[CLUSTER_SIZE];')

case('c15_one_based_rank_output_index', 'coordination', 'fail 5',
     'Fortran/MPI-1-based habit: myrank = block_rank() + 1, used for the scale (correct: b + 1) and for the output index output[myrank]: rank 3 writes output[4], past the 4-float buffer (SPEC exit 5).',
     r'''
    const int myrank = (int)cg::this_cluster().block_rank() + 1;  // 1-based rank
''' + TREE.replace('@X@', 'input[blockIdx.x * blockDim.x + tid] * (float)myrank') + r'''
    if (tid == 0) output[myrank] = sm[0];  // CAUSE''', cause=OOB)

case('c16_one_based_rank_done_right', 'coordination', 'pass',
     'As c15 but output[myrank - 1]: the 1-based rank scales by b + 1 and indexes b. Correct.',
     r'''
    const int myrank = (int)cg::this_cluster().block_rank() + 1;  // 1-based rank
''' + TREE.replace('@X@', 'input[blockIdx.x * blockDim.x + tid] * (float)myrank') + r'''
    if (tid == 0) output[myrank - 1] = sm[0];''')

case('c17_one_based_rank_scaled_twice', 'coordination', 'fail 1',
     'As c16 but the scale is written (float)(myrank + 1) "as the spec says, rank + 1": with a 1-based rank that scales block b by b + 2. Wrong numbers (SPEC).',
     r'''
    const int myrank = (int)cg::this_cluster().block_rank() + 1;  // 1-based rank
''' + TREE.replace('sm[tid] = @X@;', 'sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(myrank + 1);  // CAUSE') + r'''
    if (tid == 0) output[myrank - 1] = sm[0];''', cause=WRONG)

# critical section with an atomicCAS lock in shared memory: every thread adds its scaled value
LOCK = COMM + r'''
    __shared__ int lk;
    __shared__ float acc;
    const int tid = threadIdx.x;
    if (tid == 0) { lk = 0; acc = 0.0f; }
    __syncthreads();
    const float x = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    // #pragma omp critical
    while (atomicCAS(&lk, 0, 1) != 0) { }
    __threadfence_block();
    acc += x;
@UNLOCK@
    __syncthreads();
    if (tid == 0) output[rank] = acc;'''
case('c18_omp_critical_cas_lock_atomic_unlock', 'coordination', 'pass',
     '#pragma omp critical as a spin lock: while (atomicCAS(&lk, 0, 1) != 0); __threadfence_block(); acc += x; __threadfence_block(); atomicExch(&lk, 0). Lock and accumulator zeroed by thread 0 before a __syncthreads(). Acquire = the CAS (strong read) then a fence; release = a fence then the atomicExch (strong write): PTX release/acquire patterns order each critical section before the next; lanes of one warp spinning make progress on sm_70+ (PG Independent Thread Scheduling). The final __syncthreads() orders every += before thread 0\'s read. Any order of 256 float adds is within the SPEC bound. Correct.',
     LOCK.replace('@UNLOCK@', '    __threadfence_block();\n    atomicExch(&lk, 0);'))

case('c19_omp_critical_unlock_plain_store', 'coordination', 'fail 1',
     'As c18 but the lock is released with a plain store lk = 0 after the fence. The plain (weak) store conflicts with the other threads\' atomicCAS on lk and is not strong, so it is no release pattern and not morally strong with them: a data race on the lock word (PTX; project convention: a plain store racing with other threads\' atomics is exit 1), and the += accesses are then unordered too.',
     LOCK.replace('@UNLOCK@', '    __threadfence_block();\n    lk = 0;  // CAUSE'), cause=RACE)

case('c20_omp_critical_unlock_volatile_store', 'coordination', 'pass',
     'As c19 but the release store is volatile: *(volatile int *)&lk = 0 after __threadfence_block(). st.volatile is relaxed at system scope (strong, PTX), so fence + volatile store is a release pattern and is morally strong with the atomicCAS reads. Correct.',
     LOCK.replace('@UNLOCK@', '    __threadfence_block();\n    *(volatile int *)&lk = 0;'))

case('c21_omp_critical_no_fences', 'coordination', 'fail 1',
     'As c18 without either __threadfence_block() ("the atomics are the synchronisation"). atomicCAS and atomicExch are relaxed (PG Atomic Functions; PTX atom without .sem), so no release/acquire pattern orders one thread\'s acc += before the next lock holder\'s: the plain read-modify-writes of acc race (PTX data race).',
     LOCK.replace('    __threadfence_block();\n    acc += x;', '    acc += x;  // CAUSE').replace('@UNLOCK@', '    atomicExch(&lk, 0);'), cause=RACE)

# halo exchange, pull style: each rank reads its left neighbour's boundary sum ("ghost cell")
case('c22_halo_pull_no_trailing_barrier', 'coordination', 'fail 5',
     'Halo exchange by get: every rank puts its sum in a __shared__ ghost variable, comm.sync(), thread 0 reads the right neighbour\'s value through map_shared_rank and writes output[right], no barrier afterwards ("one barrier per exchange"). The right neighbour may have finished and exited before the read (PG Distributed Shared Memory: complete every DSMEM access before the owner exits; project convention exit 5).',
     CTREE + r'''
    __shared__ float halo;
    if (tid == 0) halo = sm[0];
    comm.sync();
    if (tid == 0) {
        const int right = (rank + 1) % nranks;
        output[right] = *comm.map_shared_rank(&halo, right);  // CAUSE
    }''', cause=EXITED)

case('c23_halo_pull_with_trailing_barrier', 'coordination', 'pass',
     'As c22 with comm.sync() after the read. Each rank writes output[(rank + 1) % 4]: a permutation, so each output once. Correct.',
     CTREE + r'''
    __shared__ float halo;
    if (tid == 0) halo = sm[0];
    comm.sync();
    if (tid == 0) {
        const int right = (rank + 1) % nranks;
        output[right] = *comm.map_shared_rank(&halo, right);
    }
    comm.sync();''')

case('c24_allreduce_everyone_keeps_total', 'coordination', 'pass',
     'MPI_Allreduce habit: every rank reads all four ranks\' sums through DSMEM (after comm.sync()) into a cluster total that every rank keeps, then writes output[rank] = its own sum read back from its own slot of the gathered array (not the total). A trailing comm.sync() keeps the memory alive. Reads only after the first barrier, no writes after it. Correct.',
     CTREE + r'''
    __shared__ float mysum;
    if (tid == 0) mysum = sm[0];
    comm.sync();
    if (tid == 0) {
        float all[CLUSTER_SIZE];
        float total = 0.0f;
        #pragma unroll
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            all[r] = *comm.map_shared_rank(&mysum, r);
            total += all[r];
        }
        (void)total;  // every rank keeps the Allreduce result
        output[rank] = all[rank];
    }
    comm.sync();''')

case('c25_barrier_only_on_root_global', 'coordination', 'unclear',
     'Ranks write their sums to a __device__ array and return; only the root calls comm.sync() and then copies the array to output. Whether barrier.cluster.wait waits for threads that exited without arriving (and whether their exit releases their stores) is not settled by the Programming Guide; PTX speaks of non-exited threads. Unclear: not scored.',
     CTREE + r'''
    if (tid == 0) hc_sendbuf2[rank] = sm[0];
    if (rank != 0) return;
    comm.sync();
    if (tid < nranks) output[tid] = hc_sendbuf2[tid];''', pre='__device__ float hc_sendbuf2[CLUSTER_SIZE];')

# ================================================================= reduction
RING = RTREE + r'''
    __shared__ float sbuf[2];                    // double-buffered send buffer
    const int left = (rank + nranks - 1) % nranks;
    float acc = @ACC0@, send = sm[0];
    for (int k = 0; k < nranks - 1; k++) {
        if (tid == 0) sbuf[@SLOT@] = send;       // post the send
        comm.sync();                             // phase barrier
        if (tid == 0) {
            const float recv = *comm.map_shared_rank(&sbuf[@SLOT@], left);
            acc += recv;
            send = recv;                         // pass it on round the ring
        }
    }
    comm.sync();                                 // nobody leaves while a neighbour reads
    if (rank == 0 && tid == 0) output[0] = acc;'''
case('r01_ring_allreduce_double_buffered', 'reduction', 'pass',
     'Ring all-reduce of the block sums: nranks - 1 steps; in step k thread 0 posts what it last received in sbuf[k & 1], comm.sync(), reads the left neighbour\'s sbuf[k & 1] through DSMEM, adds it and passes it on. Double buffering: the slot written in step k + 2 was last read in step k, before the step k + 1 barrier (PTX arrive release / wait acquire), so one barrier per phase suffices; a trailing comm.sync() keeps every block alive until its neighbour has read (PG Distributed Shared Memory). Every rank keeps the total; rank 0 thread 0 writes it. Whole numbers: exact. Correct.',
     RING.replace('@ACC0@', 'sm[0]').replace('@SLOT@', 'k & 1'))

case('r02_ring_allreduce_single_buffer', 'reduction', 'fail 1',
     'As r01 with one send buffer (sbuf[0] every step) and still one barrier per phase: in step k + 1 thread 0 overwrites sbuf[0] while the right neighbour may still be reading step k\'s value from it (its read comes after barrier k, the overwrite before barrier k + 1: nothing orders them). A send buffer reused too early: PTX data race; the neighbour may add a value twice.',
     RING.replace('@ACC0@', 'sm[0]').replace('if (tid == 0) sbuf[@SLOT@] = send;       // post the send', 'if (tid == 0) sbuf[0] = send;  // CAUSE').replace('@SLOT@', '0'), cause=RACE)

case('r03_ring_allreduce_forgets_own_contribution', 'reduction', 'fail 1',
     'As r01 but the accumulator starts at 0.0f ("the receive loop collects everything"): the ring delivers only the other nranks - 1 ranks\' sums, so rank 0\'s total lacks its own 32640. Wrong (SPEC: exact).',
     RING.replace('float acc = @ACC0@, send = sm[0];', 'float acc = 0.0f, send = sm[0];  // CAUSE').replace('@SLOT@', 'k & 1'), cause=WRONG)

case('r04_ring_allreduce_no_trailing_barrier', 'reduction', 'fail 5',
     'As r01 without the trailing comm.sync(): the last step\'s read of the left neighbour\'s sbuf comes after the last barrier, and the neighbour may already have exited (PG Distributed Shared Memory; project convention exit 5).',
     RING.replace('@ACC0@', 'sm[0]').replace('@SLOT@', 'k & 1').replace("    comm.sync();                                 // nobody leaves while a neighbour reads\n", '').replace('const float recv = *comm.map_shared_rank(&sbuf[k & 1], left);', 'const float recv = *comm.map_shared_rank(&sbuf[k & 1], left);  // CAUSE'), cause=EXITED)

BFLY2 = RTREE + r'''
    __shared__ float val;
    if (tid == 0) val = sm[0];
    comm.sync();
    #pragma unroll
    for (int m = 1; m < CLUSTER_SIZE; m <<= 1) {     // recursive doubling
        float other = 0.0f;
        if (tid == 0) other = *comm.map_shared_rank(&val, @PARTNER@);
@MID@
        if (tid == 0) val += other;
        comm.sync();                                  // the new val is visible
    }
    if (rank == 0 && tid == 0) output[0] = val;'''
case('r05_recursive_doubling_two_barriers', 'reduction', 'pass',
     'Recursive doubling (butterfly Allreduce): in phase m thread 0 reads the partner rank ^ m\'s val through DSMEM, comm.sync() ("everyone has received before anyone overwrites"), adds, comm.sync(). Every read is ordered before the partner\'s overwrite and after its previous write by the barriers (PTX); the last DSMEM read precedes two barriers, so no block exits while read. Each rank ends with the total; rank 0 writes it. Exact. Correct.',
     BFLY2.replace('@PARTNER@', 'rank ^ m').replace('@MID@', '        comm.sync();                                  // all receives done'))

case('r06_recursive_doubling_one_barrier', 'reduction', 'fail 1',
     'As r05 without the middle barrier: thread 0 adds the partner\'s val into its own val while the partner reads that same val in the same phase. Receive and overwrite of one buffer in one phase: the remote read and the local write conflict and nothing orders them (PTX data race); the partner may see the already-updated value and double count.',
     BFLY2.replace('@PARTNER@', 'rank ^ m').replace('@MID@\n', '').replace('        if (tid == 0) val += other;', '        if (tid == 0) val += other;  // CAUSE'), cause=RACE)

case('r07_recursive_doubling_partner_not_modulo', 'reduction', 'fail 5',
     'As r05 but the partner is rank + m ("the rank m steps up", a Bruck-style shift without the wrap): rank 3 maps rank 4, rank 2 and 3 with m = 2 map ranks 4 and 5, outside the 4-block cluster. Project convention: a rank outside the cluster is an out-of-bounds DSMEM access, exit 5.',
     BFLY2.replace('@PARTNER@', 'rank + m').replace('@MID@', '        comm.sync();').replace('if (tid == 0) other = *comm.map_shared_rank(&val, rank + m);', 'if (tid == 0) other = *comm.map_shared_rank(&val, rank + m);  // CAUSE'), cause=OOB)

case('r08_bruck_shift_modulo_two_barriers', 'reduction', 'pass',
     'As r07 with the wrap: partner (rank + m) % nranks. After phase 1 val_r = x_r + x_(r+1), after phase 2 val_r + val_(r+2) = the sum of all four (4 is a power of two). Same two barriers per phase as r05. Correct.',
     BFLY2.replace('@PARTNER@', '(rank + m) % nranks').replace('@MID@', '        comm.sync();'))

case('r09_butterfly_double_buffer_one_barrier', 'reduction', 'pass',
     'Double-buffered butterfly: buf[2] per rank; in each phase thread 0 writes buf[p ^ 1] = buf[p] + partner\'s buf[p] (DSMEM), flips p, then one comm.sync(). Nobody writes buf[p] in the phase that reads it; the slot written next phase was read before this phase\'s barrier (PTX barrier ordering). The last DSMEM read precedes the last barrier. Correct.',
     RTREE + r'''
    __shared__ float buf[2];
    if (tid == 0) buf[0] = sm[0];
    comm.sync();
    int p = 0;
    #pragma unroll
    for (int m = 1; m < CLUSTER_SIZE; m <<= 1) {
        if (tid == 0) buf[p ^ 1] = buf[p] + *comm.map_shared_rank(&buf[p], rank ^ m);
        p ^= 1;
        comm.sync();  // one barrier per phase: the other half of the buffer is free
    }
    if (rank == 0 && tid == 0) output[0] = buf[p];''')

case('r10_butterfly_double_buffer_p_not_flipped', 'reduction', 'fail 1',
     'As r09 but p is flipped only on rank 0 ("root keeps the phase"): ranks 1-3 keep p = 0 and write buf[1] every phase. In phase 2 rank 0 (p = 1) writes its buf[0] while rank 2 (p = 0) reads rank 0\'s buf[0] through DSMEM, and rank 2 writes its buf[1] while rank 0 reads it: conflicting accesses in one phase with no barrier between (PTX data race), although rank 0\'s own total happens to come out right.',
     RTREE + r'''
    __shared__ float buf[2];
    if (tid == 0) buf[0] = sm[0];
    comm.sync();
    int p = 0;
    #pragma unroll
    for (int m = 1; m < CLUSTER_SIZE; m <<= 1) {
        if (tid == 0) buf[p ^ 1] = buf[p] + *comm.map_shared_rank(&buf[p], rank ^ m);
        if (rank == 0) p ^= 1;  // CAUSE
        comm.sync();
    }
    if (rank == 0 && tid == 0) output[0] = buf[p];''', cause=RACE)

BINO = RTREE + r'''
    __shared__ float val;
    if (tid == 0) val = sm[0];
    comm.sync();
    for (int s = 1; s @CMP@ nranks; s <<= 1) {       // binomial-tree MPI_Reduce to rank 0
        if (tid == 0 && rank % (2 * s) == 0)
            val += *comm.map_shared_rank(&val, rank + s);
        comm.sync();
    }
    if (rank == 0 && tid == 0) output[0] = val;'''
case('r11_binomial_tree_reduce_to_root', 'reduction', 'pass',
     'Binomial-tree MPI_Reduce: in step s the ranks with rank % 2s == 0 add the val of rank + s (DSMEM), one comm.sync() per step. In a step the receivers write only their own val and read only senders\' (rank + s is never a receiver in that step, and nobody reads a receiver), so one barrier per step orders everything (PTX); every DSMEM read precedes a barrier, so no owner has exited. Rank 0 ends with the total. Correct.',
     BINO.replace('@CMP@', '<'))

case('r12_binomial_tree_loop_off_by_one', 'reduction', 'fail 5',
     'As r11 with s <= nranks ("log2(p) + 1 steps to be safe"): in the extra step s = 4 rank 0 (0 % 8 == 0) maps rank 4, outside the 4-block cluster (project convention: out-of-bounds DSMEM, exit 5).',
     BINO.replace('@CMP@', '<=  /* CAUSE: one step too many */').replace('val += *comm.map_shared_rank(&val, rank + s);', 'val += *comm.map_shared_rank(&val, rank + s);  // CAUSE'), cause=OOB)

GATHER_G = RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];      // MPI_Send to root
    comm.sync();
'''
case('r13_root_gather_skips_own_partial', 'reduction', 'fail 1',
     'Root gather through temp_storage: each rank stores its partial, comm.sync(), rank 0 sums "the received" partials with for (r = 1; r < nranks; r++) and adds nothing of its own: 523776 - 32640. Wrong (SPEC exact).',
     GATHER_G + r'''
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 1; r < nranks; r++) total += temp_storage[r];  // CAUSE
        output[0] = total;
    }''', cause=WRONG)

case('r14_root_gather_own_partial_from_shared', 'reduction', 'pass',
     'Look-alike of r13: the root starts total = sm[0] (its own partial, in its own shared memory since the tree) and adds temp_storage[1..3]. The barrier orders the peers\' stores before the root\'s loads (PTX). Correct.',
     GATHER_G + r'''
    if (rank == 0 && tid == 0) {
        float total = sm[0];  // my own contribution
        for (int r = 1; r < nranks; r++) total += temp_storage[r];
        output[0] = total;
    }''')

case('r15_allreduce_every_rank_writes_result', 'reduction', 'fail 1',
     'MPI_Allreduce habit: after comm.sync() every rank\'s thread 0 sums temp_storage[0..3] and stores the total into output[0] ("each rank has the result"). Four threads store one output with nothing ordering them: several writers (SPEC: each output stored by exactly one thread; project convention exit 1 even with equal values).',
     GATHER_G + r'''
    if (tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < nranks; r++) total += temp_storage[r];
        output[0] = total;  // CAUSE
    }''', cause=RACE + r'|writer')

case('r16_allreduce_every_rank_keeps_root_writes', 'reduction', 'pass',
     'As r15 but each rank keeps its total in a register and only rank 0 thread 0 stores it. Correct.',
     GATHER_G + r'''
    if (tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < nranks; r++) total += temp_storage[r];
        if (rank == 0) output[0] = total;
    }''')

case('r17_root_elects_one_per_warp', 'reduction', 'fail 1',
     'The root writes with `if (rank == 0 && elect_one_sync())`: elect_one_sync() elects one lane per warp (kernels.h: exactly one lane of the warp), so 8 threads of rank 0 store output[0] (SPEC "Known errors": the seed\'s bug; several writers, exit 1).',
     GATHER_G + r'''
    if (rank == 0 && elect_one_sync()) {  // CAUSE
        float total = 0.0f;
        for (int r = 0; r < nranks; r++) total += temp_storage[r];
        output[0] = total;
    }''', cause=RACE + r'|writer|elect')

case('r18_senders_arrive_only_root_waits', 'reduction', 'pass',
     'Bulk-synchronous with a split barrier: every rank stores its partial in temp_storage, cluster_arrive(); ranks 1-3 return; rank 0 cluster_wait()s and sums. The arrive releases, the wait acquires (PTX barrier.cluster defaults), so the stores happen before the root\'s loads; temp_storage is global memory and outlives the blocks. Correct.',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_arrive();
    if (rank != 0) return;
    cluster_wait();
    if (tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < nranks; r++) total += temp_storage[r];
        output[0] = total;
    }''')

case('r19_root_reads_before_its_wait', 'reduction', 'fail 1',
     'As r18 but the root, "to overlap", sums temp_storage between its cluster_arrive() and its cluster_wait(): a receive before the peers\' sends are visible. Nothing orders ranks 1-3\'s stores before the root\'s loads (the arrive only releases; PTX data race); NaN or missing partials possible.',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_arrive();
    if (rank != 0) return;
    if (tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < nranks; r++) total += temp_storage[r];  // CAUSE
        output[0] = total;
    }
    cluster_wait();''', cause=RACE)

GLOCK = RTREE + r'''
    if (rank == 0 && tid == 0) temp_storage[0] = 0.0f;
    comm.sync();
    if (tid == 0) {                                  // #pragma omp critical across ranks
        while (atomicCAS(&hc_lock, 0, 1) != 0) { }
@ACQ@
        temp_storage[0] += sm[0];
@REL@
        atomicExch(&hc_lock, 0);
    }
    comm.sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0];'''
case('r20_global_cas_lock_with_fences', 'reduction', 'pass',
     'A cluster-wide critical section: a __device__ int lock (0 at load, released to 0 again), taken with atomicCAS, __threadfence() after taking it and before releasing it with atomicExch; inside, temp_storage[0] += partial. Rank 0 zeroes temp_storage[0] before the first comm.sync(). CAS then fence = acquire pattern, fence then atomicExch = release pattern (PTX), so the critical sections are ordered; the second barrier orders the last += before rank 0\'s read. Exact in any order. Correct.',
     GLOCK.replace('@ACQ@', '        __threadfence();').replace('@REL@', '        __threadfence();'), pre='__device__ int hc_lock = 0;')

case('r21_global_cas_lock_no_fences', 'reduction', 'fail 1',
     'As r20 without the two fences: atomicCAS and atomicExch are relaxed (PG Atomic Functions), so nothing orders one block\'s plain += on temp_storage[0] before the next lock holder\'s: the plain accesses race (PTX data race); a lost update is possible.',
     GLOCK.replace('@ACQ@\n', '').replace('@REL@\n', '').replace('        temp_storage[0] += sm[0];', '        temp_storage[0] += sm[0];  // CAUSE'), pre='__device__ int hc_lock = 0;', cause=RACE)

DACC = RTREE + r'''
    __shared__ float acc;                          // root's receive buffer
@INIT@
    if (tid == 0 && @WHO@) atomicAdd(comm.map_shared_rank(&acc, 0), sm[0]);   // MPI_Accumulate
    comm.sync();
    if (rank == 0 && tid == 0) output[0] = acc;'''
case('r22_dsmem_accumulate_into_root', 'reduction', 'pass',
     'One-sided MPI_Accumulate: every rank\'s thread 0 zeroes its own __shared__ acc, comm.sync(), every rank atomicAdds its partial into rank 0\'s acc through map_shared_rank, comm.sync(), rank 0 writes acc. The first barrier orders the zeroing (and the peers\' start) before the atomics, the second orders them before the read and keeps rank 0 alive (PTX, PG Distributed Shared Memory). Correct.',
     DACC.replace('@INIT@', '    if (tid == 0) acc = 0.0f;\n    comm.sync();').replace('@WHO@', 'true'))

case('r23_dsmem_accumulate_root_zeroes_after_barrier', 'reduction', 'fail 1',
     'As r22 but the root zeroes acc after the first comm.sync() ("after everyone is ready"): rank 0\'s plain store and the peers\' atomicAdds on acc are unordered (PTX data race; project convention: plain store vs other threads\' atomics, exit 1); an add before the zeroing is erased.',
     DACC.replace('@INIT@', '    comm.sync();\n    if (rank == 0 && tid == 0) acc = 0.0f;  // CAUSE').replace('@WHO@', 'true'), cause=RACE)

case('r24_dsmem_accumulate_root_skips_itself', 'reduction', 'fail 1',
     'As r22 but only ranks != 0 accumulate ("root does not send to itself") and the root\'s acc starts at 0: rank 0\'s partial is missing. Wrong (SPEC exact).',
     DACC.replace('@INIT@', '    if (tid == 0) acc = 0.0f;  // CAUSE\n    comm.sync();').replace('@WHO@', 'rank != 0'), cause=WRONG)

case('r25_dsmem_accumulate_root_seeds_own', 'reduction', 'pass',
     'Look-alike of r24: the root seeds acc = its own partial (others zero theirs), then only ranks != 0 accumulate. Correct.',
     DACC.replace('@INIT@', '    if (tid == 0) acc = (rank == 0) ? sm[0] : 0.0f;\n    comm.sync();').replace('@WHO@', 'rank != 0'))

SENDRECV = RTREE + r'''
    __shared__ float recvbuf[CLUSTER_SIZE];
    __shared__ int flag[CLUSTER_SIZE];
    if (tid < CLUSTER_SIZE) flag[tid] = 0;
    comm.sync();                                      // MPI_Init: buffers exist and are clear
    if (rank != 0 && tid == 0) {                      // MPI_Send(partial, root)
        *comm.map_shared_rank(&recvbuf[rank], 0) = sm[0];
@FENCE@
        atomicExch(comm.map_shared_rank(&flag[rank], 0), 1);
    }
    if (rank == 0 && tid == 0) {                      // MPI_Recv from each rank
        float total = sm[0];
        for (int r = 1; r < nranks; r++) {
            while (atomicAdd(&flag[r], 0) == 0) { }
            __threadfence();
            total += recvbuf[r];
        }
        output[0] = total;
    }
@TAIL@'''
case('r26_flag_send_recv_fenced', 'reduction', 'pass',
     'Point-to-point through DSMEM: flags zeroed before comm.sync(); each sender stores its partial into root\'s recvbuf[rank], __threadfence(), then atomicExch(root\'s flag[rank], 1); the root spins with atomicAdd(&flag[r], 0), __threadfence(), reads recvbuf[r]. Fence + atomic = release pattern, atomic read + fence = acquire pattern (PTX; __threadfence is gpu scope, covering the cluster). The root is alive through every sender access (it waits for all flags) and comm.sync() at the end keeps all alive. Correct.',
     SENDRECV.replace('@FENCE@', '        __threadfence();').replace('@TAIL@', '    comm.sync();'))

case('r27_flag_send_recv_no_sender_fence', 'reduction', 'fail 1',
     'As r26 without the sender\'s __threadfence(): the data store and the relaxed atomicExch of the flag are not ordered for the root (no release pattern, PTX), so the root\'s plain load of recvbuf[r] races with the sender\'s store (data race).',
     SENDRECV.replace('@FENCE@\n', '').replace('        *comm.map_shared_rank(&recvbuf[rank], 0) = sm[0];', '        *comm.map_shared_rank(&recvbuf[rank], 0) = sm[0];  // CAUSE').replace('@TAIL@', '    comm.sync();'), cause=RACE + r'|fence')

case('r28_flag_send_recv_no_final_barrier', 'reduction', 'pass',
     'As r26 without the final comm.sync(): the senders touch only the root\'s memory, and the root exits only after it has seen every flag, which each sender sets after its data store: every DSMEM access to the root is performed before the root exits (PG Distributed Shared Memory); the root touches no peer memory. Correct.',
     SENDRECV.replace('@FENCE@', '        __threadfence();').replace('@TAIL@', ''))

# ================================================================= advanced
AWARP = COMM + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    (void)lane;
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    #pragma unroll
    for (int m = @M0@; m @CMP@; m @STEP@)                 // butterfly Allreduce inside the warp
        v += __shfl_xor_sync(0xffffffffu, v, m);
@ELECT@
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        #pragma unroll
        for (int w = 0; w < TPB / WARP_SIZE; w++) s += warp_sums[w];
        output[rank] = s;
    }
    cluster_wait();'''
EL = '    if (elect_one_sync()) warp_sums[warp] = v;    // every lane holds the warp sum'
case('a01_warp_butterfly_allreduce_elected_writes', 'advanced', 'pass',
     'Butterfly (recursive doubling) Allreduce in each warp: for m = 16, 8, 4, 2, 1 v += __shfl_xor_sync(full, v, m), so every lane holds its warp\'s sum (PG Warp Shuffle Functions); the elected lane (any lane) writes warp_sums[warp]; __syncthreads(); thread 0 sums the 8 warp sums into output[rank] between cluster_arrive() and cluster_wait(). Correct.',
     AWARP.replace('@M0@', 'WARP_SIZE / 2').replace('@CMP@', '> 0').replace('@STEP@', '>>= 1').replace('@ELECT@', EL))

case('a02_warp_butterfly_upward_pragma_unroll', 'advanced', 'pass',
     'As a01 with the mask growing, m = 1, 2, 4, 8, 16 (m < WARP_SIZE): recursive doubling in the other order gives every lane the same sum. Correct.',
     AWARP.replace('@M0@', '1').replace('@CMP@', '< WARP_SIZE').replace('@STEP@', '<<= 1').replace('@ELECT@', EL))

case('a03_warp_butterfly_mask_reaches_32', 'advanced', 'fail 1',
     'As a02 with m <= WARP_SIZE ("log2(32) + 1 rounds"): the extra round m = 32 uses laneMask 32; PTX shfl.sync uses only the low 5 bits of the lane operand (0 here), so each lane reads its own value and v += v doubles every warp sum: block sums twice too large. Wrong.',
     AWARP.replace('@M0@', '1').replace('@CMP@', '<= WARP_SIZE  /* CAUSE */').replace('        v += __shfl_xor_sync(0xffffffffu, v, m);', '        v += __shfl_xor_sync(0xffffffffu, v, m);  // CAUSE').replace('@STEP@', '<<= 1').replace('@ELECT@', EL), cause=WRONG + r'|shfl|32')

case('a04_warp_halving_elected_lane_not_root', 'advanced', 'fail 1',
     'MPI_Reduce habit inside the warp: v += __shfl_down_sync(full, v, m) for m = 16..1 leaves the sum only in lane 0 (the "root"); then the elected lane writes warp_sums[warp] = v. elect_one_sync() may elect any lane (kernels.h; CUDA leaves it unspecified), whose v is a partial sum: wrong on a legal election.',
     AWARP.replace('@M0@', 'WARP_SIZE / 2').replace('@CMP@', '> 0').replace('@STEP@', '>>= 1').replace('__shfl_xor_sync(0xffffffffu, v, m)', '__shfl_down_sync(0xffffffffu, v, m)').replace('@ELECT@', '    if (elect_one_sync()) warp_sums[warp] = v;  // CAUSE'), cause=WRONG + r'|elect|lane')

case('a05_warp_halving_broadcast_from_root_lane', 'advanced', 'pass',
     'Look-alike of a04: after the shfl_down reduction every lane takes v = __shfl_sync(full, v, 0) (MPI_Bcast from lane 0) and then the elected lane writes. Correct.',
     AWARP.replace('@M0@', 'WARP_SIZE / 2').replace('@CMP@', '> 0').replace('@STEP@', '>>= 1').replace('__shfl_xor_sync(0xffffffffu, v, m)', '__shfl_down_sync(0xffffffffu, v, m)').replace('@ELECT@', '    v = __shfl_sync(0xffffffffu, v, 0);          // bcast from root lane\n' + EL))

case('a06_thread0_reads_warp_sums_without_barrier', 'advanced', 'fail 1',
     'As a01 but the __syncthreads() after the elected writes is left out ("cluster_arrive is a barrier"): cluster_arrive() does not wait, so thread 0 reads warp_sums[1..7] unordered with the other warps\' elected stores (PTX data race; PG __syncthreads).',
     AWARP.replace('@M0@', 'WARP_SIZE / 2').replace('@CMP@', '> 0').replace('@STEP@', '>>= 1').replace('@ELECT@', EL).replace('    __syncthreads();\n    cluster_arrive();', '    cluster_arrive();  // CAUSE: no __syncthreads before thread 0 reads'), cause=RACE)

ALOCK = COMM + r'''
    __shared__ int lk;
    __shared__ float block_acc;
    const int tid = threadIdx.x, warp = tid / WARP_SIZE;
    if (tid == 0) { lk = 0; block_acc = 0.0f; }
    __syncthreads();
    const float x = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __shared__ float sm[TPB];
    sm[tid] = x;
    __syncthreads();
    if (elect_one_sync()) {
        float ws = 0.0f;
        #pragma unroll 8
        for (int i = 0; i < WARP_SIZE; i++) ws += sm[warp * WARP_SIZE + i];
        while (atomicCAS(&lk, 0, 1) != 0) { }        // omp critical
@ACQ@
        block_acc += ws;
@REL@
        atomicExch(&lk, 0);
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = block_acc;
    cluster_wait();'''
case('a07_elected_lanes_critical_section_fenced', 'advanced', 'pass',
     'One elected lane per warp sums its 32 values and adds the warp sum to a shared block accumulator inside an atomicCAS lock with __threadfence_block() after the acquire and before the atomicExch release (PTX acquire/release patterns); lock and accumulator zeroed before a __syncthreads(); the final __syncthreads() orders all adds before thread 0 reads. Correct.',
     ALOCK.replace('@ACQ@', '        __threadfence_block();').replace('@REL@', '        __threadfence_block();'))

case('a08_elected_lanes_critical_section_unfenced', 'advanced', 'fail 1',
     'As a07 without the fences: relaxed atomics give no release/acquire, so the elected lanes\' plain block_acc += (different warps) race (PTX data race).',
     ALOCK.replace('@ACQ@\n', '').replace('@REL@\n', '').replace('        block_acc += ws;', '        block_acc += ws;  // CAUSE'), cause=RACE)

case('a09_elected_lanes_atomicadd_reduction_var', 'advanced', 'pass',
     'As a07 but the critical section is a single atomicAdd(&block_acc, ws) (OpenMP "atomic" instead of "critical"). Atomics are morally strong; zeroing and read ordered by __syncthreads(). Correct.',
     ALOCK.replace('        while (atomicCAS(&lk, 0, 1) != 0) { }        // omp critical\n@ACQ@\n        block_acc += ws;\n@REL@\n        atomicExch(&lk, 0);', '        (void)lk;\n        atomicAdd(&block_acc, ws);  // omp atomic'))

AROOT = CTREE + r'''
    __shared__ float mysum;
    if (tid == 0) mysum = sm[0];
    __syncthreads();
    cluster_arrive();
    cluster_wait();                                 // phase 1: every rank's sum is posted
    if (rank == 0 && tid < nranks) output[tid] = *comm.map_shared_rank(&mysum, tid);
@TAIL@'''
case('a10_root_gathers_with_split_barrier_then_sync', 'advanced', 'pass',
     'Hierarchical: tree per block (the elected-lane structure is not checked: SPEC checks values), thread 0 posts mysum, arrive + wait, the root\'s threads 0-3 gather every rank\'s mysum into output[t], then comm.sync() keeps the owners alive (PG Distributed Shared Memory). Correct.',
     AROOT.replace('@TAIL@', '    comm.sync();'))

case('a11_root_gathers_no_second_phase', 'advanced', 'fail 5',
     'As a10 without the final comm.sync(): ranks 1-3 may exit right after the wait while the root reads their mysum (PG Distributed Shared Memory; exit 5).',
     AROOT.replace('@TAIL@', '').replace('output[tid] = *comm.map_shared_rank(&mysum, tid);', 'output[tid] = *comm.map_shared_rank(&mysum, tid);  // CAUSE'), cause=EXITED)

# ================================================================= last-block
LTREE = TREE.replace('@X@', 'input[blockIdx.x * blockDim.x + tid]')
LFINAL = r'''
        float s = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) s += partials[b];
        sm[tid] = s;
        __syncthreads();
        #pragma unroll
        for (int k = TPB / 2; k > 0; k >>= 1) {
            if (tid < k) sm[tid] += sm[tid + k];
            __syncthreads();
        }'''
TICKET = LTREE + r'''
    __shared__ bool am_root;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];               // MPI_Send to whoever finishes last
@F1@
        const unsigned int ticket = @TAKE@;
        am_root = (ticket == @LAST@);
@F2@
    }
    __syncthreads();
    if (am_root) {''' + LFINAL + r'''
        if (tid == 0) { output[0] = sm[0]; @RESET@ }
    }'''
def ticket(f1='        __threadfence();', take='atomicAdd(counter, 1u)', last='gridDim.x - 1', f2='        __threadfence();', reset='*counter = 0;'):
    return TICKET.replace('@F1@', f1).replace('@TAKE@', take).replace('@LAST@', last).replace('@F2@', f2).replace('@RESET@', reset)

case('l01_dynamic_root_is_last_ticket', 'last-block', 'pass',
     'The "root" is whichever rank finishes last: partial, __threadfence(), atomicAdd ticket, fence, __syncthreads(); the last block folds the 256 partials and resets the counter (PG Memory Fence Functions example). Correct.',
     ticket())

case('l02_ticket_without_fence', 'last-block', 'fail 1',
     'As l01 without the __threadfence() before the ticket ("the atomic is the MPI_Send completion"): the partial store is not released (PTX release pattern needs the fence; PG Memory Fence Functions), so the last block\'s read of partials races with it.',
     ticket(f1='        // (no fence: the atomic completes the send)').replace('        const unsigned int ticket', '        const unsigned int ticket  /* CAUSE */').replace('partials[blockIdx.x] = sm[0];               // MPI_Send to whoever finishes last', 'partials[blockIdx.x] = sm[0];  // CAUSE'), cause=RACE + r'|fence')

case('l03_rank_count_off_by_one', 'last-block', 'fail 1',
     'The root test is ticket == gridDim.x ("size ranks, so the last is size"): tickets run 0..255, so no block is the root; output[0] is never written (SPEC: not written).',
     ticket(last='gridDim.x').replace('am_root = (ticket == gridDim.x);', 'am_root = (ticket == gridDim.x);  // CAUSE'), cause=UNWRITTEN)

case('l04_atomicinc_wraps_counter_itself', 'last-block', 'pass',
     'The ticket is atomicInc(counter, gridDim.x - 1): it returns the old value and stores ((old >= 255) ? 0 : old + 1) (PG Atomic Functions), so the block drawing 255 leaves the counter at 0 and no reset is needed for the second launch. Correct.',
     ticket(take='atomicInc(counter, gridDim.x - 1)', reset=''))

case('l05_atomicinc_limit_off_by_one', 'last-block', 'fail 1',
     'As l04 with atomicInc(counter, gridDim.x): the counter ends the first launch at 256 (not 0); in the second launch the first ticket is 256 (wrapping to 0) and the others 0..254, so no block draws 255 and output[0] is not written (SPEC: two launches without a host reset).',
     ticket(take='atomicInc(counter, gridDim.x)', reset='').replace('atomicInc(counter, gridDim.x);', 'atomicInc(counter, gridDim.x);  // CAUSE'), cause=UNWRITTEN + r'|counter|second')

case('l06_forgets_counter_reset', 'last-block', 'fail 1',
     'As l01 with no reset ("MPI_Comm_free is the host\'s job"): the counter is 256 at the second launch; tickets 256..511 never equal 255 and output[0] is not written in launch 2 (SPEC).',
     ticket(reset='/* counter reset left to the host */').replace('        am_root = (ticket == gridDim.x - 1);', '        am_root = (ticket == gridDim.x - 1);  // CAUSE'), cause=UNWRITTEN + r'|counter|second')

case('l07_root_skips_own_partial', 'last-block', 'fail 1',
     'The last block folds only "the received" partials: for (b = tid; ...) if (b != blockIdx.x) s += partials[b]. Its own partial is missing: wrong (SPEC exact).',
     ticket().replace('for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) s += partials[b];', 'for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) if (b != blockIdx.x) s += partials[b];  // CAUSE'), cause=WRONG)

case('l08_root_own_partial_from_register', 'last-block', 'pass',
     'Look-alike of l07: the last block skips partials[blockIdx.x] but adds its own block sum, kept in a register by thread 0 before the fold ("own contribution from the local buffer"). Correct.',
     LTREE + r'''
    __shared__ bool am_root;
    const float mine = sm[0];                       // every thread reads it after the tree's last barrier
    if (tid == 0) {
        partials[blockIdx.x] = mine;
        __threadfence();
        am_root = (atomicAdd(counter, 1u) == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (am_root) {
        float s = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) if (b != blockIdx.x) s += partials[b];
        if (tid == 0) s += mine;
        sm[tid] = s;
        __syncthreads();
        #pragma unroll
        for (int k = TPB / 2; k > 0; k >>= 1) {
            if (tid < k) sm[tid] += sm[tid + k];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''')

LLOCK = LTREE + r'''
    if (tid == 0) {
        while (atomicCAS(&hc_glock, 0, 1) != 0) { }  // omp critical over the grid
@ACQ@
        hc_acc += sm[0];
        const bool last = (++hc_done == gridDim.x);
        if (last) { output[0] = hc_acc; hc_acc = 0.0f; hc_done = 0; }
@REL@
    }'''
LPRE = '__device__ int hc_glock = 0;\n__device__ float hc_acc = 0.0f;\n__device__ unsigned int hc_done = 0;'
case('l09_grid_critical_section_fenced', 'last-block', 'pass',
     'Critical section over the grid: each block\'s thread 0 takes a __device__ atomicCAS lock, __threadfence(), adds its block sum to a __device__ accumulator and counts itself; the 256th writes output[0] and resets accumulator and count; __threadfence(), atomicExch(lock, 0). Acquire/release patterns order the sections (PTX); no block waits for another block except for the lock, which a holder always releases (forward progress: a lock holder never waits). Integer sums exact. The counter buffer is unused and stays 0. Correct.',
     LLOCK.replace('@ACQ@', '        __threadfence();').replace('@REL@', '        __threadfence();\n        atomicExch(&hc_glock, 0);'), pre=LPRE)

case('l10_grid_critical_section_plain_unlock', 'last-block', 'fail 1',
     'As l09 but the lock is released with a plain store hc_glock = 0 after the fence: a weak store racing with other blocks\' atomicCAS on the lock (PTX data race; project convention exit 1).',
     LLOCK.replace('@ACQ@', '        __threadfence();').replace('@REL@', '        __threadfence();\n        hc_glock = 0;  // CAUSE'), pre=LPRE, cause=RACE)

case('l11_grid_critical_section_no_fences', 'last-block', 'fail 1',
     'As l09 without the fences: relaxed atomics order nothing, so the plain hc_acc / hc_done accesses of successive lock holders race (PTX data race).',
     LLOCK.replace('@ACQ@\n', '').replace('@REL@', '        atomicExch(&hc_glock, 0);').replace('        hc_acc += sm[0];', '        hc_acc += sm[0];  // CAUSE'), pre=LPRE, cause=RACE)

case('l12_warp_butterfly_partials_then_ticket', 'last-block', 'pass',
     'Per-thread value, butterfly Allreduce in each warp (__shfl_xor_sync, 16..1), lane 0 of each warp writes warp_sums, __syncthreads(), thread 0 sums 8 warp sums into partials[blockIdx.x], then the fenced ticket as l01; the last block folds partials by the same butterfly and resets the counter. Correct.',
     r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    __shared__ bool am_root;
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    float v = input[blockIdx.x * blockDim.x + tid];
    #pragma unroll
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    if (lane == 0) warp_sums[warp] = v;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) s += warp_sums[w];
        partials[blockIdx.x] = s;
        __threadfence();
        am_root = (atomicAdd(counter, 1u) == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (!am_root) return;
    float t = 0.0f;
    for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) t += partials[b];
    #pragma unroll
    for (int m = 16; m > 0; m >>= 1) t += __shfl_xor_sync(0xffffffffu, t, m);
    if (lane == 0) warp_sums[warp] = t;    // warp_sums was last read by thread 0 before the barrier above
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) s += warp_sums[w];
        output[0] = s;
        *counter = 0;
    }''')

# ================================================================= more: send-buffer reuse, fixed root, grid barrier
REUSE = RTREE + r'''
    __shared__ float sendbuf;
    if (tid == 0) sendbuf = sm[0];                   // phase 1: post my partial
    comm.sync();
    float total = 0.0f;
    if (tid == 0)
        for (int r = 0; r < nranks; r++) total += *comm.map_shared_rank(&sendbuf, r);
@MID@
    if (tid == 0) sendbuf = total;                   // phase 2: post my total for the check
    comm.sync();
    if (rank == 0 && tid == 0) {
        bool agree = true;                           // all ranks must agree (MPI_Allreduce check)
        for (int r = 1; r < nranks; r++) agree = agree && (*comm.map_shared_rank(&sendbuf, r) == total);
        output[0] = agree ? total : -1.0f;
    }
    comm.sync();'''
case('r29_send_buffer_reused_too_early', 'reduction', 'fail 1',
     'Two exchanges through one send buffer: phase 1 every rank reads every rank\'s sendbuf (DSMEM) to form the total; phase 2 each rank overwrites its sendbuf with its total with no barrier between ("my reads are done"), while other ranks may still be reading its phase-1 value. Remote load and local store conflict, unordered: PTX data race (a send buffer reused too early).',
     REUSE.replace('@MID@\n', '').replace('    if (tid == 0) sendbuf = total;                   // phase 2: post my total for the check', '    if (tid == 0) sendbuf = total;  // CAUSE'), cause=RACE)

case('r30_send_buffer_reused_after_barrier', 'reduction', 'pass',
     'As r29 with comm.sync() between the phase-1 reads and the phase-2 overwrite: every phase-1 read precedes the barrier, every overwrite follows it (PTX). The root compares with the peers\' totals after the second barrier and a third keeps them alive. Correct.',
     REUSE.replace('@MID@', '    comm.sync();                                     // everyone has received before the buffer is reused'))

case('l13_fixed_root_block0_waits_for_all', 'last-block', 'pass',
     'MPI_Reduce to a fixed root: blocks 1-255 store their partial, __threadfence(), atomicAdd(counter, 1); block 0\'s thread 0 spins while atomicAdd(counter, 0) < 255, then __threadfence(), __syncthreads(), and block 0 folds all partials (its own from its shared sum), writes output[0] and resets the counter. Only block 0 ever waits, and no other block waits on anything, so every other block runs to completion whether or not it is resident with block 0 (no co-residency assumed). Fence + atomic release, atomic read + fence acquire (PTX; PG Memory Fence Functions). The reset follows the read that saw all 255 tickets. Correct.',
     LTREE + r'''
    if (blockIdx.x != 0) {
        if (tid == 0) {
            partials[blockIdx.x] = sm[0];
            __threadfence();
            atomicAdd(counter, 1u);
        }
        return;
    }
    const float mine = sm[0];
    __syncthreads();                                 // everybody has read sm[0] before it is reused
    if (tid == 0) {
        while (atomicAdd(counter, 0u) < gridDim.x - 1) { }   // MPI_Recv from all
        __threadfence();
    }
    __syncthreads();
    float s = (tid == 0) ? mine : 0.0f;
    for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) if (b != 0) s += partials[b];
    sm[tid] = s;
    __syncthreads();
    #pragma unroll
    for (int k = TPB / 2; k > 0; k >>= 1) {
        if (tid < k) sm[tid] += sm[tid + k];
        __syncthreads();
    }
    if (tid == 0) { output[0] = sm[0]; *counter = 0; }''')

case('l14_hand_made_grid_barrier', 'last-block', 'unclear',
     'MPI_Barrier over the grid by hand: every block adds to a __device__ arrival count and spins until it reaches 256, then block 0 folds. This needs all 256 blocks co-resident, which CUDA guarantees only for a cooperative launch (PG Grid Synchronization); p34 makes a normal launch. Whether that is "wrong" (an H100 fits all 256 blocks) is not settled by the rules. (hc_epoch never advances, so in the second launch the count is already 256 and nobody waits: block 0 may read partials before they are written, a race; but a first-launch hang where blocks are not co-resident would be exit 4.) Which exit is true depends on residency: unclear, not scored.',
     LTREE + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        atomicAdd(&hc_arrived, 1u);
        while (atomicAdd(&hc_arrived, 0u) < gridDim.x * (hc_epoch + 1)) { }
        __threadfence();
    }
    __syncthreads();
    if (blockIdx.x == 0) {
        float s = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) s += partials[b];
        sm[tid] = s;
        __syncthreads();
        for (int k = TPB / 2; k > 0; k >>= 1) {
            if (tid < k) sm[tid] += sm[tid + k];
            __syncthreads();
        }
        if (tid == 0) output[0] = sm[0];
    }''', pre='__device__ unsigned int hc_arrived = 0;\n__device__ unsigned int hc_epoch = 0;')

# ================================================================= more: rank from the block index, barrier only on the root
RANKIDX = TREE.replace('@X@', 'input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1)')
case('c26_rank_from_blockidx_modulo', 'coordination', 'pass',
     'rank = blockIdx.x % CLUSTER_SIZE ("MPI_Comm_split by color = blockIdx.x / CLUSTER_SIZE, key = blockIdx.x % CLUSTER_SIZE"): with one cluster of 4 this equals block_rank() (SPEC "Known errors": the seeds index by block). Correct.',
     '    const int rank = blockIdx.x % CLUSTER_SIZE;\n' + RANKIDX + '\n    if (tid == 0) output[rank] = sm[0];')

case('c27_rank_from_blockidx_divided', 'coordination', 'fail 1',
     'rank = blockIdx.x / CLUSTER_SIZE (the color of the split, taken for the rank): all four blocks get rank 0, scale by 1 and store output[0]; output[1..3] are never written and output[0] has four unordered writers (SPEC: not written; several writers).',
     '    const int rank = blockIdx.x / CLUSTER_SIZE;  // CAUSE\n' + RANKIDX + '\n    if (tid == 0) output[rank] = sm[0];', cause=RACE + r'|writer|not written|❌')

case('a12_cluster_barrier_only_on_root', 'advanced', 'unclear',
     'The hierarchical kernel with `if (rank == 0) { cluster_arrive(); cluster_wait(); }` ("only the root needs to know everybody is done"); no data crosses blocks. Ranks 1-3 never arrive and exit. Whether rank 0\'s wait then completes (PTX describes waiting for non-exited threads) or hangs is not settled by the Programming Guide: unclear, not scored.',
     CTREE + r'''
    if (tid == 0) output[rank] = sm[0];
    if (rank == 0) { cluster_arrive(); cluster_wait(); }''')

case('r31_private_partials_butterfly_then_accumulate', 'reduction', 'pass',
     'OpenMP-then-MPI: each thread keeps a private value, a warp butterfly (__shfl_xor_sync 1..16) gives every lane its warp sum, lane 0 of each warp atomicAdds it straight into rank 0\'s __shared__ acc through map_shared_rank (zeroed by each rank before the first comm.sync()), comm.sync(), rank 0 thread 0 writes it. Atomics are morally strong; the barriers order the zeroing and the read (PTX). Exact. Correct.',
     COMM + r'''
    __shared__ float acc;
    const int tid = threadIdx.x;
    if (tid == 0) acc = 0.0f;
    float v = input[blockIdx.x * blockDim.x + tid];   // reduction(+:v)
    #pragma unroll
    for (int m = 1; m < WARP_SIZE; m <<= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    comm.sync();
    if (tid % WARP_SIZE == 0) atomicAdd(comm.map_shared_rank(&acc, 0), v);
    comm.sync();
    if (rank == 0 && tid == 0) output[0] = acc;''')

# ================================================================= more look-alikes
case('c28_halo_put_both_sides_verified', 'coordination', 'pass',
     'Halo exchange put-style in both directions: comm.sync(); thread 0 stores its sum into the left neighbour\'s ghost[1] and the right neighbour\'s ghost[0] (DSMEM); comm.sync(); each rank checks its two ghosts are finite (a "sanity check" that cannot fail) and writes output[rank] = its own sum. Puts after the first barrier (peers started), reads of its own ghosts after the second (PTX ordering); no DSMEM after the second barrier. Correct.',
     CTREE + r'''
    __shared__ float ghost[2];
    comm.sync();
    if (tid == 0) {
        *comm.map_shared_rank(&ghost[1], (rank + nranks - 1) % nranks) = sm[0];
        *comm.map_shared_rank(&ghost[0], (rank + 1) % nranks) = sm[0];
    }
    comm.sync();
    if (tid == 0) output[rank] = (isfinite(ghost[0]) && isfinite(ghost[1])) ? sm[0] : -1.0f;''')

case('c29_ibarrier_arrive_early_wait_late', 'coordination', 'pass',
     'MPI_Ibarrier habit: cluster_arrive() right at the start ("post the barrier"), the whole local reduction, output[rank], then cluster_wait() ("MPI_Wait"). Nothing crosses blocks, each thread arrives once and waits once. Correct.',
     COMM + r'''
    cluster_arrive();                               // MPI_Ibarrier
''' + TREE.replace('@X@', SCALED) + r'''
    if (tid == 0) output[rank] = sm[0];
    cluster_wait();                                 // MPI_Wait''')

case('r32_ring_allreduce_split_barrier_per_phase', 'reduction', 'pass',
     'As r01 with each phase barrier split: thread 0 posts sbuf[k & 1], every thread cluster_arrive(), then cluster_wait() right before the read. Arrive (release) after the post, wait (acquire) before the read: the same ordering as comm.sync() (PTX). Trailing comm.sync(). Correct.',
     RING.replace('@ACC0@', 'sm[0]').replace('@SLOT@', 'k & 1').replace('        comm.sync();                             // phase barrier', '        cluster_arrive();\n        cluster_wait();'))

case('a13_ibarrier_around_hierarchical_sum', 'advanced', 'pass',
     'cluster_arrive() posted before the elected-lane warp sums, cluster_wait() at the end; warp sums by the elected lane of each warp from shared memory, __syncthreads(), thread 0 sums. No cross-block data. Correct.',
     COMM + r'''
    __shared__ float sm[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int tid = threadIdx.x, warp = tid / WARP_SIZE;
    cluster_arrive();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float ws = 0.0f;
        #pragma unroll
        for (int i = 0; i < WARP_SIZE; i++) ws += sm[warp * WARP_SIZE + i];
        warp_sums[warp] = ws;
    }
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) s += warp_sums[w];
        output[rank] = s;
    }
    cluster_wait();''')

case('l15_fence_by_another_thread_after_barrier', 'last-block', 'pass',
     'Thread 0 stores the partial, __syncthreads(), and thread 32 ("the communication thread", warp 1) does __threadfence(), the ticket and the broadcast. The barrier orders thread 0\'s store before thread 32\'s fence (CTA-scope synchronisation), and PTX fences are cumulative: the release pattern of thread 32 (fence.sc then the atomic) covers every write that precedes it in causality order, thread 0\'s included. The last block reads after its fence and __syncthreads(). Correct.',
     LTREE + r'''
    __shared__ bool am_root;
    if (tid == 0) partials[blockIdx.x] = sm[0];
    __syncthreads();
    if (tid == 32) {                                 // comm thread
        __threadfence();
        am_root = (atomicAdd(counter, 1u) == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (am_root) {''' + LFINAL + r'''
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''')

case('l16_root_resets_counter_before_reading', 'last-block', 'pass',
     'The last block resets the counter with a plain store right after it draws ticket 255 ("free the communicator early"), then folds. All other blocks\' atomicAdds precede its ticket in the counter\'s order and each was preceded by that block\'s fence; nothing touches the counter after ticket 255 in this launch, and the next launch starts after this one ends. Same thread\'s atomic then plain store: program order. Correct.',
     ticket(f2='        __threadfence();\n        if (am_root) *counter = 0;', reset=''))
