# Cases for gen.py (docs/verdict-pyport.md): p34's puzzles written by programmers who learned GPU
# programming in Numba CUDA, CuPy RawKernel, Triton or PyTorch custom ops: program ids and tiles
# (pid * BLOCK + arange -> per-thread loops), masks instead of bounds checks, tl.sum-like "every
# thread computes the block sum", global atomics as the default combiner, outputs / shared memory
# assumed to start at zero, grid-order assumptions, float and 16/64-bit index and counter types,
# cuda.local.array-style per-thread arrays, atomicMax / atomicCAS idioms, cluster barriers used as
# grid barriers, and the cluster's peers read like global memory. Body = the kernel's body; pre =
# file-scope code before it. Every verdict was decided before p34 ran the kernel.
# Citations: SPEC = docs/SPEC.md (Checking: buffers NaN-filled before each launch, "Each output
# element is stored by exactly one thread per launch", exact sums for --reduction/--last-block,
# counter 0 after each launch, --last-block launched twice). PG = CUDA C++ Programming Guide:
# "Atomic Functions" (relaxed device-scope RMW; the atomicCAS float-add loop), "Synchronization
# Functions", "Thread Block Clusters" / "Distributed Shared Memory" (a peer's shared memory only
# through cluster.map_shared_rank; every launch on cc 9.0 has an implicit 1x1x1 cluster),
# "Memory Fence Functions" (the last-block pattern), "Variable Memory Space Specifiers"
# (__shared__ has no initialiser; its contents are undefined at block start). PTX = PTX ISA:
# "Memory Consistency Model" (data race), "barrier.cluster" (wait for all non-exited threads;
# arrive has release, wait acquire semantics by default), "elect.sync" (the leader is not
# specified), "Generic Addressing" (a generic address in the shared window names the executing
# CTA's shared memory), "exit". C++ = [conv.integral] (out-of-range to signed: modular since
# C++20), [expr.arith.conv] (int compared with unsigned becomes unsigned).
RACE = r'data race|race|several writers|stored by|before'
HANG = r'deadlock|did not finish|hang|watchdog|never'
MANY = r'stored by|several|more than one|writers'
OOB = r'out-of-bounds|out of bounds|illegal|invalid'
WRONG = r'❌|not written'

# block values and a shared tile, scaled (coordination/advanced) or not (reduction)
LOADS = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const int pid = blockIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const int i = pid * TPB + tid;
    sm[tid] = (i < size) ? input[i] * (float)(rank + 1) : 0.0f;
    __syncthreads();
'''
RLOADS = LOADS.replace(' * (float)(rank + 1)', '')
TREE = r'''
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''
RTAIL = r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];'''
WARPSUM = r'''
    float w = sm[tid];
    for (int o = 16; o > 0; o >>= 1) w += __shfl_down_sync(0xffffffffu, w, o);
'''
CASF = r'''
__device__ float py_cas_add(float *addr, float v)
{
    // the Programming Guide's atomicCAS loop (Numba's float atomic add before sm_60)
    int *a = (int *)addr;
    int old = *a, assumed;
    do {
        assumed = old;
        old = atomicCAS(a, assumed, __float_as_int(v + __int_as_float(assumed)));
    } while (assumed != old);
    return __int_as_float(old);
}
'''

# ================================================================= coordination
case('c01_tl_sum_every_thread_thread0_stores', 'coordination', 'pass',
     'tl.sum-like: after the load barrier every thread loops over the 256 shared values and computes the block sum; only thread 0 stores output[rank]. Reads of shared memory ordered by __syncthreads (PG Synchronization Functions); one storer per element (SPEC Checking). Any order within the float bound.',
     LOADS + r'''
    float s = 0.0f;
    for (int k = 0; k < TPB; k++) s += sm[k];
    if (tid == 0) output[rank] = s;''')

case('c02_tl_sum_every_thread_stores', 'coordination', 'fail 1',
     'As c01 but every thread stores its (equal) block sum: `output[rank] = s` by 256 threads - the Triton tl.store of a scalar by the whole program. SPEC Checking: each output element is stored by exactly one thread per launch.',
     LOADS + r'''
    float s = 0.0f;
    for (int k = 0; k < TPB; k++) s += sm[k];
    output[rank] = s;  // CAUSE''', cause=MANY)

case('c03_atomicadd_output_every_thread', 'coordination', 'fail 1',
     'Global atomics as the combiner: every thread does atomicAdd(&output[rank], v). output starts NaN (SPEC Checking: buffers NaN-filled before each launch), NaN + x = NaN; and 256 threads store the element (SPEC: exactly one thread).',
     r'''
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const int i = blockIdx.x * TPB + tid;
    const float v = (i < size) ? input[i] * (float)(rank + 1) : 0.0f;
    atomicAdd(&output[rank], v);  // CAUSE''', cause=MANY + '|' + WRONG)

case('c04_plus_equals_output_assumed_zero', 'coordination', 'fail 1',
     'Thread 0 accumulates straight into the output: `for k: output[rank] += sm[k]`, assuming output starts at 0 (torch.zeros habit). SPEC Checking: outputs are NaN before each launch, so the result is NaN.',
     LOADS + r'''
    if (tid == 0)
        for (int k = 0; k < TPB; k++) output[rank] += sm[k];  // CAUSE''', cause=WRONG + r'|NaN|uninit')

case('c05_shared_tile_accumulated_uninit', 'coordination', 'fail 1',
     'Triton `acc += tl.load(...)` ported as `acc[tid] += v` into a __shared__ array never initialised: shared memory contents are undefined at block start (PG Variable Memory Space Specifiers, __shared__: no initialiser); the sum reads indeterminate values.',
     r'''
    __shared__ float acc[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const int i = blockIdx.x * TPB + tid;
    acc[tid] += (i < size) ? input[i] * (float)(rank + 1) : 0.0f;  // CAUSE
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int k = 0; k < TPB; k++) s += acc[k];
        output[rank] = s;
    }''', cause=r'uninit|never written|not initiali|indeterminate|' + WRONG)

case('c06_coarsened_tile_64_threads_x4', 'coordination', 'pass',
     'Tile of BLOCK=256 handled by 64 "program lanes" each looping over 4 consecutive elements with a mask (`(i < size) ? x[i] : 0`); threads 64..255 only take part in barriers. Partials in shared, __syncthreads, thread 0 sums 64. Correct (PG Synchronization Functions; SPEC float bound).',
     r'''
    __shared__ float part[64];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid < 64) {
        float a = 0.0f;
        for (int k = 0; k < 4; k++) {
            const int i = blockIdx.x * TPB + tid * 4 + k;
            a += (i < size) ? input[i] * (float)(rank + 1) : 0.0f;
        }
        part[tid] = a;
    }
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int k = 0; k < 64; k++) s += part[k];
        output[rank] = s;
    }''')

case('c07_float_loop_counter', 'coordination', 'pass',
     'Python-style float loop counter: `for (float k = 0.f; k < TPB; k += 1.f) s += sm[(int)k]` - integers below 2^24 are exact in float32 (IEEE 754 binary32), so k takes 0..255 exactly. Correct.',
     LOADS + r'''
    if (tid == 0) {
        float s = 0.0f;
        for (float k = 0.0f; k < (float)TPB; k += 1.0f) s += sm[(int)k];
        output[rank] = s;
    }''')

case('c08_last_program_writes_all_no_barrier', 'coordination', 'fail 1',
     'Grid-order assumption: every block stores its unscaled sum in a __device__ float py_sums[4]; "the last program" (rank 3) then writes all four outputs as py_sums[b] * (b + 1), assuming blocks 0-2 ran before it. No barrier or fence orders their stores before rank 3\'s loads: data race (PTX Memory Consistency Model); blocks run in no guaranteed order (PG Thread Hierarchy: blocks execute independently, in any order).',
     RLOADS + TREE + r'''
    if (tid == 0) py_sums[rank] = sm[0];
    if (rank == CLUSTER_SIZE - 1 && tid == 0)
        for (int b = 0; b < CLUSTER_SIZE; b++) output[b] = py_sums[b] * (float)(b + 1);  // CAUSE''',
     pre='__device__ float py_sums[CLUSTER_SIZE];', cause=RACE)

case('c09_last_rank_writes_all_after_cluster_sync', 'coordination', 'pass',
     'As c08 with cluster_sync() between the stores and rank 3\'s loads: barrier.cluster.arrive has release and wait acquire semantics by default (PTX barrier.cluster), ordering the global stores of every block before rank 3\'s loads. Each output element is stored once (by rank 3, thread 0). Correct, a legitimately different division of work.',
     RLOADS + TREE + r'''
    if (tid == 0) py_sums[rank] = sm[0];
    cluster_sync();
    if (rank == CLUSTER_SIZE - 1 && tid == 0)
        for (int b = 0; b < CLUSTER_SIZE; b++) output[b] = py_sums[b] * (float)(b + 1);''',
     pre='__device__ float py_sums[CLUSTER_SIZE];')

case('c10_dsmem_rank0_writes_all', 'coordination', 'pass',
     'Rank 0 reads each peer\'s block sum through cluster.map_shared_rank(&bsum, r) after cluster.sync(), writes all four outputs, and a second cluster.sync() keeps peers alive until the reads are done (PG Distributed Shared Memory: a block must not exit while others may access its shared memory).',
     LOADS + TREE + r'''
    __shared__ float bsum;
    cg::cluster_group cluster = cg::this_cluster();
    if (tid == 0) bsum = sm[0];
    cluster.sync();
    if (rank == 0 && tid == 0)
        for (int r = 0; r < CLUSTER_SIZE; r++) output[r] = *cluster.map_shared_rank(&bsum, r);
    cluster.sync();''')

case('c11_dsmem_peers_contiguous_like_global', 'coordination', 'fail 5',
     'Peers read like a global array: rank 0 maps only rank 0\'s `bsum` (map_shared_rank(&bsum, 0)) and indexes it with [r], assuming the four blocks\' shared variables lie next to each other. Index r >= 1 is outside the object bsum (a single float): out-of-bounds shared access, not the peer\'s value (PG Distributed Shared Memory: each block\'s memory is reached only by mapping that block\'s rank).',
     LOADS + TREE + r'''
    __shared__ float bsum;
    cg::cluster_group cluster = cg::this_cluster();
    if (tid == 0) bsum = sm[0];
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float *all = cluster.map_shared_rank(&bsum, 0);
        for (int r = 0; r < CLUSTER_SIZE; r++) output[r] = all[r];  // CAUSE
    }
    cluster.sync();''', cause=OOB)

case('c12_local_array_four_accumulators', 'coordination', 'pass',
     'cuda.local.array(4, float32) habit: thread 0 keeps `float acc[4]` (zeroed) and adds sm[k] into acc[k % 4], then sums the four. A per-thread array with constant bounds, all indices in range. Correct within the float bound.',
     LOADS + r'''
    if (tid == 0) {
        float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
        for (int k = 0; k < TPB; k++) acc[k % 4] += sm[k];
        output[rank] = (acc[0] + acc[1]) + (acc[2] + acc[3]);
    }''')

case('c13_output_zeroed_then_warp_atomics', 'coordination', 'unclear',
     '(Written "fail 1" before the run; made unclear after it and not scored: SPEC\'s "stored by exactly one thread" does not say whether an atomicAdd is a store, and earlier hunts (learn r03, textbook r06, blog k03/k15) settled that atomics into output are not stores by this rule, so p34 passes it on purpose.) Thread 0 zeroes output[rank], __syncthreads(), then lane 0 of each of the 8 warps atomicAdds its shuffled warp sum. Race-free, value right, but output[rank] is stored by 9 threads (SPEC Checking: exactly one thread per launch).',
     LOADS + r'''
    if (tid == 0) output[rank] = 0.0f;
    __syncthreads();''' + WARPSUM + r'''
    if (tid % WARP_SIZE == 0) atomicAdd(&output[rank], w);  // CAUSE''', cause=MANY)

case('c14_shared_cas_float_add', 'coordination', 'pass',
     'Numba-style float atomic through the Programming Guide\'s atomicCAS loop on a __shared__ accumulator zeroed by thread 0 before a __syncthreads(); lane 0 of each warp adds its shuffled warp sum; after a second barrier thread 0 stores output[rank] (one storer). PG Atomic Functions (the CAS loop); PG Synchronization Functions.',
     LOADS + r'''
    __shared__ float bsum;
    if (tid == 0) bsum = 0.0f;
    __syncthreads();''' + WARPSUM + r'''
    if (tid % WARP_SIZE == 0) py_cas_add(&bsum, w);
    __syncthreads();
    if (tid == 0) output[rank] = bsum;''', pre=CASF)

case('c15_int64_offsets_masked', 'coordination', 'pass',
     'PyTorch int64 indexing: `const int64_t off = (int64_t)blockIdx.x * blockDim.x; const int64_t i = off + threadIdx.x;` masked load, tree, thread 0 stores. Correct.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const long long off = (long long)blockIdx.x * blockDim.x;
    const long long i = off + threadIdx.x;
    sm[tid] = (i < (long long)size) ? input[i] * (float)(rank + 1) : 0.0f;
    __syncthreads();''' + TREE + r'''
    if (tid == 0) output[rank] = sm[0];''')

# ================================================================= reduction
case('r01_atomic_temp_zeroed_cluster_sync', 'reduction', 'pass',
     'The Triton combiner done right: rank 0 thread 0 zeroes temp_storage[0]; cluster_sync(); lane 0 of every warp of every block atomicAdds its shuffled warp sum to temp_storage[0]; cluster_sync(); rank 0 thread 0 copies it to output[0] (one storer). barrier.cluster orders the zero before the atomics and the atomics before the read (PTX barrier.cluster); whole numbers exact in any order (SPEC).',
     RLOADS + r'''
    if (rank == 0 && tid == 0) temp_storage[0] = 0.0f;
    cluster_sync();''' + WARPSUM + r'''
    if (tid % WARP_SIZE == 0) atomicAdd(&temp_storage[0], w);
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0];''')

case('r02_atomic_temp_not_zeroed', 'reduction', 'fail 1',
     'As r01 without the zeroing: temp_storage is NaN before the launch (SPEC Checking), NaN + x = NaN.',
     RLOADS + WARPSUM + r'''
    if (tid % WARP_SIZE == 0) atomicAdd(&temp_storage[0], w);  // CAUSE
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0];''', cause=WRONG + r'|NaN|uninit|never written')

case('r03_atomic_temp_zeroed_block_barrier_only', 'reduction', 'fail 1',
     'As r01 but the zero is followed only by __syncthreads(): blocks 1-3\'s atomicAdds are unordered with rank 0\'s plain store of 0 (a block barrier orders nothing across blocks): data race (PTX Memory Consistency Model), and a block\'s add may be wiped by the late zero.',
     RLOADS + r'''
    if (rank == 0 && tid == 0) temp_storage[0] = 0.0f;  // CAUSE
    __syncthreads();''' + WARPSUM + r'''
    if (tid % WARP_SIZE == 0) atomicAdd(&temp_storage[0], w);
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0];''', cause=RACE)

case('r04_atomicadd_output_every_block', 'reduction', 'fail 1',
     '`tl.atomic_add(out_ptr, tl.sum(x))`: thread 0 of each block atomicAdds its tree sum into output[0]. output is NaN before the launch (SPEC Checking) and is stored by 4 threads (SPEC: exactly one).',
     RLOADS + TREE + r'''
    if (tid == 0) atomicAdd(output, sm[0]);  // CAUSE''', cause=MANY + '|' + WRONG)

case('r05_atomicadd_output_every_thread', 'reduction', 'fail 1',
     'Every one of the 1024 threads atomicAdds its input into output[0] (no reduction at all): NaN start and 1024 storers (SPEC Checking).',
     r'''
    const int i = blockIdx.x * TPB + threadIdx.x;
    if (i < size) atomicAdd(output, input[i]);  // CAUSE''', cause=MANY + '|' + WRONG)

case('r06_pid_tile_1024_masked', 'reduction', 'pass',
     'Triton BLOCK=1024 per program id: block pid loops k = 0..3 over offsets pid*1024 + k*256 + tid with a mask (i < size). Block 0 covers all 1024 inputs, blocks 1-3 load only masked zeros. Tree, temp_storage, cluster_sync, one writer. The total is the same 523776, exact (SPEC). A legitimately different split.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    float a = 0.0f;
    for (int k = 0; k < 4; k++) {
        const int i = blockIdx.x * 1024 + k * TPB + tid;
        a += (i < size) ? input[i] : 0.0f;
    }
    sm[tid] = a;
    __syncthreads();''' + TREE + RTAIL)

case('r07_mask_uses_block_not_size', 'reduction', 'fail 1',
     'The mask compares the global offset with BLOCK instead of n: `(i < TPB) ? x[i] : 0`. Only block 0\'s inputs count; the total is 32640, not 523776 (SPEC: exact).',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const int i = blockIdx.x * TPB + tid;
    sm[tid] = (i < TPB) ? input[i] : 0.0f;  // CAUSE
    __syncthreads();''' + TREE + RTAIL, cause=WRONG)

HS = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const int i = blockIdx.x * TPB + tid;
    sm[tid] = (i < size) ? input[i] : 0.0f;
    __syncthreads();
'''
case('r08_hillis_steele_scan_total', 'reduction', 'pass',
     'tl.cumsum habit: Hillis-Steele inclusive scan in shared memory (read into a register, __syncthreads, write, __syncthreads per step); sm[255] is the block total; thread 255 publishes it; cluster_sync; rank 0 thread 0 sums. Barriers separate each step\'s reads from its writes (PG Synchronization Functions). Exact whole numbers.',
     HS + r'''
    for (int off = 1; off < TPB; off <<= 1) {
        float t = 0.0f;
        if (tid >= off) t = sm[tid - off];
        __syncthreads();
        sm[tid] += t;
        __syncthreads();
    }
    if (tid == TPB - 1) temp_storage[rank] = sm[TPB - 1];
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r09_hillis_steele_unsigned_minus', 'reduction', 'fail 5',
     'As r08 but the Python test `if tid - off >= 0` written with threadIdx.x: `threadIdx.x - off >= 0` is unsigned arithmetic (C++ [expr.arith.conv]), always true, so threads with tid < off read sm[threadIdx.x - off], an index near 2^32: far out of bounds of sm (illegal address).',
     HS + r'''
    for (unsigned int off = 1; off < TPB; off <<= 1) {
        float t = 0.0f;
        if (threadIdx.x - off >= 0) t = sm[threadIdx.x - off];  // CAUSE
        __syncthreads();
        sm[tid] += t;
        __syncthreads();
    }
    if (tid == TPB - 1) temp_storage[rank] = sm[TPB - 1];
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', cause=OOB)

case('r10_hillis_steele_in_place_no_mid_barrier', 'reduction', 'fail 1',
     'As r08 without the barrier between a step\'s read and write: `if (tid >= off) sm[tid] += sm[tid - off];` - thread tid reads sm[tid-off] while thread tid-off writes it in the same step: data race (PTX Memory Consistency Model), a wrong prefix possible.',
     HS + r'''
    for (int off = 1; off < TPB; off <<= 1) {
        if (tid >= off) sm[tid] += sm[tid - off];  // CAUSE
        __syncthreads();
    }
    if (tid == TPB - 1) temp_storage[rank] = sm[TPB - 1];
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', cause=RACE)

case('r11_last_pid_sums_assuming_order', 'reduction', 'fail 1',
     '"The last program runs last": rank 3 thread 0 sums temp_storage[0..3] right after its own store, with no cluster barrier: the other blocks\' stores are unordered with its loads (data race, PTX Memory Consistency Model; blocks run in any order, PG Thread Hierarchy).',
     RLOADS + TREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    __syncthreads();
    if (rank == CLUSTER_SIZE - 1 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];  // CAUSE''', cause=RACE)

case('r12_cluster_sync_inside_mask', 'reduction', 'pass',
     'Numba habit of putting everything under `if i < n:` - including cluster_sync(). Here every thread has i < size (1024 = grid), so all threads of the cluster arrive: uniform, correct (PTX barrier.cluster; PG Thread Block Clusters).',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const int i = blockIdx.x * TPB + tid;
    if (i < size) {
        sm[tid] = input[i];
        __syncthreads();''' + TREE + r'''
        if (tid == 0) temp_storage[rank] = sm[0];
        cluster_sync();
        if (rank == 0 && tid == 0)
            output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }''')

case('r13_only_thread0_reaches_cluster_sync_others_exit', 'reduction', 'pass',
     '`if cuda.threadIdx.x == 0:` tail: after the tree, threads 1..255 return and only thread 0 of each block calls cluster_sync(). PTX barrier.cluster: wait is for all non-exited threads; PTX exit: exiting threads release the barriers they hold up (learn c04/c05). Thread 0\'s store is released by its arrive and acquired by rank 0\'s wait. Correct.',
     RLOADS + TREE + r'''
    if (tid != 0) return;
    temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r14_atomicmax_leader_after_sync', 'reduction', 'pass',
     'cuda.atomic.max election: thread 0 of each block does atomicMax(&py_leader, rank) before cluster_sync(); after it every block reads py_leader (= 3, all maxes ordered by the barrier, PTX barrier.cluster) and only the leader\'s thread 0 writes output[0]. One storer; exact. py_leader is a zero-initialised __device__ int; max is idempotent, so a relaunch still elects 3.',
     RLOADS + TREE + r'''
    if (tid == 0) { temp_storage[rank] = sm[0]; atomicMax(&py_leader, (int)rank); }
    cluster_sync();
    if (tid == 0 && (int)rank == atomicAdd(&py_leader, 0))
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''',
     pre='__device__ int py_leader;')

case('r15_atomicmax_return_as_leader', 'reduction', 'fail 1',
     'The returned old value used as the election: `lead = atomicMax(&py_leader, rank) <= rank`. When the blocks reach it in increasing rank order every block sees old <= rank and "leads": output[0] stored by up to 4 threads (SPEC Checking: exactly one). An allowed schedule gives this, so the kernel is wrong.',
     RLOADS + TREE + r'''
    bool lead = false;
    if (tid == 0) { temp_storage[rank] = sm[0]; lead = atomicMax(&py_leader, (int)rank) <= (int)rank; }
    cluster_sync();
    if (lead)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];  // CAUSE''',
     pre='__device__ int py_leader;', cause=MANY)

case('r16_cas_float_add_temp', 'reduction', 'pass',
     'The Programming Guide\'s atomicCAS float-add loop (initial plain read, then CAS until it sticks) into temp_storage[0], zeroed by rank 0 before a cluster_sync(); thread 0 of each block adds its tree sum; cluster_sync(); one writer. PG Atomic Functions shows this loop as correct; exact whole numbers.',
     RLOADS + TREE + r'''
    if (rank == 0 && tid == 0) temp_storage[0] = 0.0f;
    cluster_sync();
    if (tid == 0) py_cas_add(&temp_storage[0], sm[0]);
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0];''', pre=CASF)

case('r17_cas_loop_never_refreshes_old', 'reduction', 'fail 4',
     'A CAS loop that reads `old` once and retries the same compare forever: `while (atomicCAS(p, old, old+v) != old) {}`. If another block\'s add lands between the read and the CAS (an allowed interleaving: the four blocks run concurrently), the compare can never succeed again: the thread spins forever (exit 4).',
     RLOADS + TREE + r'''
    if (rank == 0 && tid == 0) temp_storage[0] = 0.0f;
    cluster_sync();
    if (tid == 0) {
        int *p = (int *)&temp_storage[0];
        const int old = atomicAdd(p, 0);
        while (atomicCAS(p, old, __float_as_int(__int_as_float(old) + sm[0])) != old) { }  // CAUSE
    }
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0];''', cause=HANG)

case('r18_float_ticket_last_arriver', 'reduction', 'pass',
     'Last-arriver election inside the cluster with a float counter: thread 0 stores its partial, __threadfence(), `t = atomicAdd(&py_fcount, 1.0f)`; the block that gets t == 3.0f fences, sums temp_storage, writes output[0] and resets py_fcount with atomicExch. Small integers are exact in float; fence-ticket-fence is the PG Memory Fence Functions pattern. No cluster barrier needed (global memory only). Correct.',
     RLOADS + TREE + r'''
    if (tid == 0) {
        temp_storage[rank] = sm[0];
        __threadfence();
        const float t = atomicAdd(&py_fcount, 1.0f);
        if (t == (float)(CLUSTER_SIZE - 1)) {
            __threadfence();
            output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
            atomicExch(&py_fcount, 0.0f);
        }
    }''', pre='__device__ float py_fcount;')

case('r19_every_thread_of_rank0_stores_total', 'reduction', 'fail 1',
     'After cluster_sync every thread of rank 0 computes the total (tl.sum of the 4 partials) and stores it: output[0] stored by 256 threads (SPEC Checking: exactly one).',
     RLOADS + TREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];  // CAUSE''', cause=MANY)

case('r20_peer_generic_shared_pointer', 'reduction', 'pass',
     'CORRECTED after the H100 run (docs/verify-verdict-gpu/run26: exit 0, the right sum): PTX ISA, Shared State Space says shared memory "is accessible to the threads of all the CTAs within a cluster" and "the addresses in the .shared::cta window also fall within the .shared::cluster window", so a block\'s own generic address names its memory anywhere in the cluster; the two cluster_sync() calls order the publication and keep the peers alive: pass. The reason first written (fail 1) follows. Peers read like global memory: each block publishes the generic address of its __shared__ block sum in a __device__ float *py_ptrs[4]; after cluster_sync() rank 0 dereferences py_ptrs[r]. A generic address in the shared window names the executing CTA\'s own shared memory (PTX Generic Addressing; only cluster.map_shared_rank / mapa gives a peer\'s address, PG Distributed Shared Memory), so rank 0 reads its own sum four times: 4 x 32640 != 523776.',
     RLOADS + TREE + r'''
    __shared__ float bsum;
    if (tid == 0) { bsum = sm[0]; py_ptrs[rank] = &bsum; }
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += *py_ptrs[r];  // CAUSE
        output[0] = t;
    }
    cluster_sync();''', pre='__device__ float *py_ptrs[CLUSTER_SIZE];', cause=r'shared|peer|map_shared_rank|' + WRONG)

case('r21_cluster_dsmem_atomic_into_rank0', 'reduction', 'pass',
     'Atomic combiner in distributed shared memory: rank 0 zeroes its __shared__ acc, cluster.sync(), lane 0 of every warp atomicAdds its warp sum into map_shared_rank(&acc, 0), cluster.sync(), rank 0 thread 0 stores it. DSMEM atomics are allowed (PG Distributed Shared Memory); barriers order zero, adds, read; peers stay until the second sync. Exact.',
     RLOADS + r'''
    __shared__ float acc;
    cg::cluster_group cluster = cg::this_cluster();
    if (tid == 0) acc = 0.0f;
    cluster.sync();''' + WARPSUM + r'''
    if (tid % WARP_SIZE == 0) atomicAdd(cluster.map_shared_rank(&acc, 0), w);
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = acc;''')

case('r22_cluster_dsmem_atomic_acc_uninit', 'reduction', 'fail 1',
     'As r21 but nobody zeroes rank 0\'s __shared__ acc ("shared memory starts at zero"): __shared__ contents are undefined at block start (PG Variable Memory Space Specifiers), the sum is indeterminate.',
     RLOADS + r'''
    __shared__ float acc;
    cg::cluster_group cluster = cg::this_cluster();
    cluster.sync();''' + WARPSUM + r'''
    if (tid % WARP_SIZE == 0) atomicAdd(cluster.map_shared_rank(&acc, 0), w);  // CAUSE
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = acc;''', cause=r'uninit|never written|not initiali|indeterminate|' + WRONG)

# ================================================================= advanced
ALOADS = r'''
    __shared__ float sm[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const int i = blockIdx.x * TPB + tid;
    const int warp = tid / WARP_SIZE;
    sm[tid] = (i < size) ? input[i] * (float)(rank + 1) : 0.0f;
    __syncthreads();
'''
ATAIL = r'''
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int w2 = 0; w2 < TPB / WARP_SIZE; w2++) s += warp_sums[w2];
        output[rank] = s;
    }
    cluster_wait();'''
case('a01_every_lane_sums_warp_elected_stores', 'advanced', 'pass',
     'tl.sum per warp: every lane loops over its warp\'s 32 shared values; elect_one_sync() (called by all 32 lanes) picks the one that stores warp_sums[warp]; thread 0 sums 8. One storer per slot and per output; PTX elect.sync; SPEC float bound.',
     ALOADS + r'''
    float s = 0.0f;
    for (int k = 0; k < WARP_SIZE; k++) s += sm[warp * WARP_SIZE + k];
    if (elect_one_sync()) warp_sums[warp] = s;''' + ATAIL)

case('a02_warp_sums_shared_atomics_zeroed', 'advanced', 'pass',
     'Shared atomics as the warp combiner: threads 0..7 zero warp_sums, __syncthreads(), every lane atomicAdds its value into warp_sums[warp], __syncthreads(), thread 0 sums 8. SPEC checks the value (float bound), not the elected-lane technique. Correct.',
     ALOADS + r'''
    if (tid < TPB / WARP_SIZE) warp_sums[tid] = 0.0f;
    __syncthreads();
    atomicAdd(&warp_sums[warp], sm[tid]);''' + ATAIL)

case('a03_warp_sums_shared_atomics_uninit', 'advanced', 'fail 1',
     'As a02 without zeroing warp_sums (shared assumed zero): __shared__ contents are undefined at block start (PG Variable Memory Space Specifiers).',
     ALOADS + r'''
    atomicAdd(&warp_sums[warp], sm[tid]);  // CAUSE''' + ATAIL, cause=r'uninit|never written|not initiali|indeterminate|' + WRONG)

case('a04_elected_lanes_atomicadd_output', 'advanced', 'unclear',
     '(Written "fail 1" before the run; made unclear after it and not scored, as c13: whether atomics count as stores under SPEC\'s one-storer rule is not said; earlier hunts settled that they do not.) Thread 0 zeroes output[rank], __syncthreads(), each warp\'s elected lane atomicAdds its warp sum into output[rank]: right value, but 9 stores to one output element (SPEC Checking: exactly one thread).',
     ALOADS + r'''
    if (tid == 0) output[rank] = 0.0f;
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int k = 0; k < WARP_SIZE; k++) s += sm[warp * WARP_SIZE + k];
        atomicAdd(&output[rank], s);  // CAUSE
    }
    cluster_sync();''', cause=MANY)

case('a05_local_array_copy_of_warp', 'advanced', 'pass',
     'cuda.local.array(32) habit: the elected lane copies its warp\'s 32 values into `float loc[WARP_SIZE]` and sums them; stores warp_sums[warp]. Constant-size per-thread array, in range. Correct.',
     ALOADS + r'''
    if (elect_one_sync()) {
        float loc[WARP_SIZE];
        for (int k = 0; k < WARP_SIZE; k++) loc[k] = sm[warp * WARP_SIZE + k];
        float s = 0.0f;
        for (int k = 0; k < WARP_SIZE; k++) s += loc[k];
        warp_sums[warp] = s;
    }''' + ATAIL)

case('a06_true_division_warp_start', 'advanced', 'fail 5',
     '(CORRECTED after the run: written "fail 1"; the reason below already says an elected lane other than 0 in the last warp reads past sm, an out-of-bounds access of the array object, which this hunt itself judges exit 5 in c11 and r09; exit 5 is the consistent code. A schedule electing lane 0 everywhere passes, which is a legal election.) Python true division: warp_start = (int)((tid / 32.0f) * 32.0f) - that is tid itself, not tid rounded down to the warp. The elected lane sums 32 values from its own index. PTX elect.sync does not specify which lane is elected, so the sum is right only if lane 0 is elected; for any other lane it adds the next warp\'s values (or, in the last warp, reads past sm). Wrong by the rule.',
     ALOADS + r'''
    if (elect_one_sync()) {
        const int warp_start = (int)((tid / 32.0f) * 32.0f);  // CAUSE
        float s = 0.0f;
        for (int k = 0; k < WARP_SIZE; k++) s += sm[warp_start + k];
        warp_sums[warp] = s;
    }''' + ATAIL, cause=r'elect|lane|out-of-bounds|' + WRONG)

case('a07_float_warp_index_truncated', 'advanced', 'pass',
     'Float warp index truncated back: `const int wi = (int)(tid / 32.0f)` gives floor(tid/32) exactly (tid < 2^24, and tid/32 is exact in binary floating point), so warp_start = wi * 32 is right whichever lane is elected. Correct.',
     ALOADS + r'''
    if (elect_one_sync()) {
        const int wi = (int)(tid / 32.0f);
        float s = 0.0f;
        for (int k = 0; k < WARP_SIZE; k++) s += sm[wi * WARP_SIZE + k];
        warp_sums[wi] = s;
    }''' + ATAIL)

# ================================================================= last-block
LB_HEAD = r'''
    __shared__ float sm[TPB];
    __shared__ bool last;
    const int tid = threadIdx.x;
'''
LB_TREE = TREE + r'''
    if (tid == 0) partials[blockIdx.x] = sm[0];
'''
LB_TICKET = r'''
    if (tid == 0) {
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        last = (t == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
'''
LB_MERGE = r'''
    if (last) {
        float s = 0.0f;
        for (int k = tid; k < (int)gridDim.x; k += TPB) s += partials[k];
        sm[tid] = s;
        __syncthreads();''' + TREE.replace('\n    ', '\n        ') + r'''
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }'''
case('l01_short_index', 'last-block', 'fail 5',
     '16-bit index (a numpy int16 habit): `short gi = blockIdx.x * blockDim.x + threadIdx.x`. For blocks >= 128 the value is >= 32768 and converts to a negative short (C++ [conv.integral], modular), the mask `gi < size` is true, and input[gi] reads before the buffer: out of bounds (illegal address).',
     LB_HEAD + r'''
    const short gi = blockIdx.x * blockDim.x + threadIdx.x;
    sm[tid] = (gi < size) ? input[gi] : 0.0f;  // CAUSE
    __syncthreads();''' + LB_TREE + LB_TICKET + LB_MERGE, cause=OOB)

case('l02_unsigned_short_index', 'last-block', 'pass',
     '`unsigned short gi`: 65536 inputs have indices 0..65535, all representable; masked load, tree, fence-ticket-fence, reset. Correct (PG Memory Fence Functions pattern; SPEC counter 0 at the end).',
     LB_HEAD + r'''
    const unsigned short gi = blockIdx.x * blockDim.x + threadIdx.x;
    sm[tid] = (gi < size) ? input[gi] : 0.0f;
    __syncthreads();''' + LB_TREE + LB_TICKET + LB_MERGE)

case('l03_float_index', 'last-block', 'pass',
     'Float index arithmetic: `float fi = blockIdx.x * 256.0f + tid; input[(int)fi]` - every value below 65536 < 2^24 is exact in float32. Correct.',
     LB_HEAD + r'''
    const float fi = (float)blockIdx.x * 256.0f + (float)tid;
    sm[tid] = (fi < (float)size) ? input[(int)fi] : 0.0f;
    __syncthreads();''' + LB_TREE + LB_TICKET + LB_MERGE)

case('l04_float_fraction_ticket', 'last-block', 'fail 1',
     'Ticket compared as a float fraction: `last = (float)t / gridDim.x > 0.99f`. Tickets 254 (0.992) and 255 (0.996) both pass, so two blocks merge: the ticket-254 block may read partials not yet written (data race, PTX Memory Consistency Model), and output[0] is stored twice (SPEC Checking: exactly one thread).',
     LB_HEAD + r'''
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = (gi < size) ? input[gi] : 0.0f;
    __syncthreads();''' + LB_TREE + LB_TICKET.replace('last = (t == gridDim.x - 1);', 'last = (float)t / (float)gridDim.x > 0.99f;  // CAUSE') + LB_MERGE,
     cause=RACE + '|' + MANY)

case('l05_float_ticket_device_var', 'last-block', 'pass',
     'A float ticket in a __device__ float: fence, `t = atomicAdd(&py_lbticket, 1.0f)`, last is t == 255.0f (exact), fence, merge, reset with atomicExch(&py_lbticket, 0.0f). counter is never touched, so it stays 0 (SPEC: 0 at the end); the reset makes the second launch right. Correct.',
     LB_HEAD + r'''
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = (gi < size) ? input[gi] : 0.0f;
    __syncthreads();''' + LB_TREE + r'''
    if (tid == 0) {
        __threadfence();
        const float t = atomicAdd(&py_lbticket, 1.0f);
        last = (t == (float)(gridDim.x - 1));
        __threadfence();
    }
    __syncthreads();''' + LB_MERGE.replace('*counter = 0;', 'atomicExch(&py_lbticket, 0.0f);'),
     pre='__device__ float py_lbticket;')

ACC = r'''
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = (gi < size) ? input[gi] : 0.0f;
    __syncthreads();''' + TREE + r'''
    if (tid == 0) {
        atomicAdd(&py_acc, sm[0]);
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        if (t == gridDim.x - 1) {
            __threadfence();
            output[0] = atomicAdd(&py_acc, 0.0f);
            RESET
            *counter = 0;
        }
    }'''
case('l06_global_atomic_accumulator_reset', 'last-block', 'pass',
     'Global atomic combiner with a ticket: each block\'s thread 0 atomicAdds its sum into a __device__ float py_acc, fences, takes a ticket; the last reads py_acc atomically (after the fence), writes output[0], resets py_acc and counter. All adds precede their tickets (fence = release), the last\'s fence acquires; one storer; reset for the second launch (SPEC). Whole numbers exact in any order. partials is scratch (not checked).',
     LB_HEAD + ACC.replace('RESET', 'atomicExch(&py_acc, 0.0f);'), pre='__device__ float py_acc;')

case('l07_global_atomic_accumulator_never_reset', 'last-block', 'fail 1',
     'As l06 without resetting py_acc (a static "zeros" buffer assumed fresh each call): the second launch starts from the first\'s total and writes 2 x 2088960 (SPEC: --last-block launches twice with no host reset).',
     LB_HEAD + ACC.replace('RESET', '// CAUSE: py_acc is never reset'), pre='__device__ float py_acc;', cause=WRONG + r'|second|launch 2|reset')

case('l08_atomicadd_output_every_block', 'last-block', 'fail 1',
     'Every block\'s thread 0 atomicAdds its sum into output[0] (the counter still cycled and reset by the last block): output starts NaN (SPEC Checking) and has 256 storers (SPEC: exactly one thread).',
     LB_HEAD + r'''
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = (gi < size) ? input[gi] : 0.0f;
    __syncthreads();''' + TREE + r'''
    if (tid == 0) {
        atomicAdd(output, sm[0]);  // CAUSE
        const unsigned int t = atomicAdd(counter, 1u);
        if (t == gridDim.x - 1) *counter = 0;
    }''', cause=MANY + '|' + WRONG)

case('l09_cluster_sync_as_grid_barrier', 'last-block', 'fail 1',
     'cg::this_cluster().sync() used as a "grid barrier": the launch has no cluster attribute, so each block is its own implicit 1x1x1 cluster (PG Thread Block Clusters) and the sync only waits for its own block. Block 0 then sums all 256 partials while other blocks may not have written theirs: data race (PTX Memory Consistency Model), NaN or wrong. (counter untouched, stays 0.)',
     LB_HEAD + r'''
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = (gi < size) ? input[gi] : 0.0f;
    __syncthreads();''' + LB_TREE + r'''
    cg::this_cluster().sync();
    if (blockIdx.x == 0 && tid == 0) {
        float s = 0.0f;
        for (int k = 0; k < (int)gridDim.x; k++) s += partials[k];  // CAUSE
        output[0] = s;
    }''', cause=RACE)

case('l10_all_threads_tl_sum_partials_in_last', 'last-block', 'pass',
     'In the last block every thread loops over all 256 partials (tl.sum habit) after the ticket broadcast; thread 0 stores and resets. Thread 0\'s acquire fence then __syncthreads orders the other blocks\' partials before every thread\'s loads (PTX causality order through the barrier; the PG threadFenceReduction shape). Exact.',
     LB_HEAD + r'''
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = (gi < size) ? input[gi] : 0.0f;
    __syncthreads();''' + LB_TREE + LB_TICKET + r'''
    if (last) {
        float s = 0.0f;
        for (int k = 0; k < (int)gridDim.x; k++) s += partials[k];
        if (tid == 0) { output[0] = s; *counter = 0; }
    }''')

case('l11_64bit_atomic_on_32bit_counter', 'last-block', 'fail 5',
     'int64 habit: the ticket taken with `atomicAdd((unsigned long long *)counter, 1ull)`. counter is an unsigned int * (SPEC signature: one 4-byte word); an 8-byte atomic reads and writes 4 bytes past it: out of bounds of the object (compute-sanitizer: invalid __global__ atomic of size 8), an illegal access.',
     LB_HEAD + r'''
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = (gi < size) ? input[gi] : 0.0f;
    __syncthreads();''' + LB_TREE + r'''
    if (tid == 0) {
        __threadfence();
        const unsigned long long t = atomicAdd((unsigned long long *)counter, 1ull);  // CAUSE
        last = (t == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();''' + LB_MERGE, cause=OOB)

case('l12_int64_index_masked', 'last-block', 'pass',
     'PyTorch int64 indexing: `int64_t gi = (int64_t)blockIdx.x * blockDim.x + threadIdx.x`, mask against (int64_t)size; standard fence-ticket-fence and reset. Correct.',
     LB_HEAD + r'''
    const long long gi = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    sm[tid] = (gi < (long long)size) ? input[gi] : 0.0f;
    __syncthreads();''' + LB_TREE + LB_TICKET + LB_MERGE)
