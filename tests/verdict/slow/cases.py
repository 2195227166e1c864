# Cases for gen.py (docs/verdict-slow.md): cost, progress and hangs. Kernels that are correct
# but expensive (redundant sums, serial loops, contended atomics and CAS loops, many barrier
# steps, long shuffle loops, __nanosleep backoff, spin locks and ticket locks, chained
# hand-offs), and kernels that really hang (hoisted plain-load spins, flags nobody sets,
# locks never released, lanes of a warp waiting on each other in a ring, an off-by-one loop
# of one thread, a ticket nobody serves).
# Body = the kernel's body; pre = file-scope code before it. Every verdict and reason was
# written before p34 ran the kernel.
#
# Citations:
#  EXEC = libcu++ "Execution model" (NVIDIA/cccl docs/libcudacxx/extended_api/execution_model.rst):
#    "CUDA C++ aims to provide parallel forward progress [intro.progress.9] for all device
#    threads"; "Once a device-thread makes progress: if [it] is part of a Cooperative Grid, then
#    all device-threads in its grid shall eventually make progress. Otherwise, all device-threads
#    in its thread-block cluster shall eventually make progress. [Note: Threads in other
#    thread-block clusters are not guaranteed to eventually make progress.] [Note: This implies
#    that all device-threads in its thread block shall eventually make progress.]"; "The
#    implementation may assume that any device thread will eventually do one of the following:
#    terminate, make a call to a library I/O function, perform an access through a volatile
#    glvalue ..., perform a synchronization operation or an atomic read operation ..."
#    (so a loop of plain loads only may be assumed to end: the compiler may hoist the load).
#  ITS = PG Independent Thread Scheduling (compute capability 7.x+): the GPU keeps execution
#    state per thread, so lanes of one warp may wait on each other (intra-warp
#    synchronization, starvation-free algorithms); code must not assume lock-step warps.
#  PG-GS = PG Cooperative Groups, Grid Synchronization: grid.sync() needs the kernel launched
#    with cudaLaunchCooperativeKernel (cooperative launch); otherwise the grid group is not
#    valid.  PG-TH = PG Thread Hierarchy: blocks execute independently, in any order.
#  PTX-MM = PTX ISA Memory Consistency Model: fence.cta/fence.gpu + a strong (atomic or volatile)
#    store/load form release/acquire patterns; plain accesses racing with others are data races.
# A cluster puzzle launches its 4 blocks as ONE cluster: by EXEC every thread of the grid
# eventually makes progress, so any spin-wait on another thread of the cluster terminates
# once its condition is set.  --last-block has no clusters: a block may wait for another
# block only if that block has already started (took a ticket): EXEC parallel forward progress.

def rank():
    return 'const unsigned int rank = block_rank_in_cluster();\n    const int tid = threadIdx.x, gi = blockIdx.x * blockDim.x + tid;\n    const int lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;\n    (void)lane; (void)warp; (void)gi;\n'

# ------------------------------------------------------------------ coordination
case('c01_every_thread_sums_block', 'coordination', 'pass',
     'Every thread sums all 256 inputs of its block (redundant, 65536 loads per block); thread 0 stores the sum times (rank+1); cluster_sync at the end. Correct, just wasteful (the tolerance allows the one rounding of the final multiply: n*2^-24*sum|terms| bound).', r'''
    ''' + rank() + r'''
    float s = 0.0f;
    for (int i = 0; i < TPB; i++) s += input[blockIdx.x * TPB + i];
    if (tid == 0) output[rank] = s * (float)(rank + 1);
    cluster_sync();''')

case('c02_every_thread_scans_whole_input', 'coordination', 'pass',
     'Every thread walks all 1024 inputs and keeps those of its block (1M loads in all); thread 0 stores. Correct and slow.', r'''
    ''' + rank() + r'''
    float s = 0.0f;
    for (int i = 0; i < SIZE; i++)
        if (i / TPB == (int)blockIdx.x) s += input[i] * (float)(rank + 1);
    if (tid == 0) output[rank] = s;
    cluster_sync();''')

case('c03_shared_atomicAdd_contention', 'coordination', 'pass',
     'All 256 threads atomicAdd into one __shared__ float (contention on one address), __syncthreads() orders the adds before thread 0 reads it (PG atomicAdd; PG __syncthreads). Any order of adds is within the float32 bound.', r'''
    ''' + rank() + r'''
    __shared__ float acc;
    if (tid == 0) acc = 0.0f;
    __syncthreads();
    atomicAdd(&acc, input[gi] * (float)(rank + 1));
    __syncthreads();
    if (tid == 0) output[rank] = acc;
    cluster_sync();''')

case('c04_shared_cas_float_add', 'coordination', 'pass',
     'Float add built from an atomicCAS loop on the bits of a __shared__ word (the PG atomicAdd-for-double pattern, first read volatile), all 256 threads contending; __syncthreads() before thread 0 reads. A CAS loop under contention always lets one thread through per round (lock-free), so it ends (EXEC: the block makes progress).', r'''
    ''' + rank() + r'''
    __shared__ unsigned int acc;
    if (tid == 0) acc = __float_as_uint(0.0f);
    __syncthreads();
    const float v = input[gi] * (float)(rank + 1);
    unsigned int old = *(volatile unsigned int *)&acc, assumed;
    do {
        assumed = old;
        old = atomicCAS(&acc, assumed, __float_as_uint(__uint_as_float(assumed) + v));
    } while (assumed != old);
    __syncthreads();
    if (tid == 0) output[rank] = __uint_as_float(acc);
    cluster_sync();''')

case('c05_256_serial_syncthreads_steps', 'coordination', 'pass',
     'Thread i adds its value to a shared accumulator in step i, with a __syncthreads() after every step (257 block barriers, all reached uniformly: PG __syncthreads). Serial but correct.', r'''
    ''' + rank() + r'''
    __shared__ float acc;
    if (tid == 0) acc = 0.0f;
    __syncthreads();
    for (int i = 0; i < TPB; i++) {
        if (tid == i) acc += input[gi] * (float)(rank + 1);
        __syncthreads();
    }
    if (tid == 0) output[rank] = acc;
    cluster_sync();''')

case('c06_shfl_rotation_allreduce', 'coordination', 'pass',
     'Each lane sums the 32 values of its warp with 31 full-mask __shfl_sync rotations (all lanes reach every shuffle: PG Warp Shuffle Functions); lane 0 stores the warp sum; __syncthreads(); thread 0 adds 8.', r'''
    ''' + rank() + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const float v = input[gi] * (float)(rank + 1);
    float s = v;
    for (int k = 1; k < WARP_SIZE; k++) s += __shfl_sync(0xffffffffu, v, (lane + k) & 31);
    if (lane == 0) ws[warp] = s;
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_sync();''')

case('c07_shfl_butterfly_repeated_256x', 'coordination', 'pass',
     'The xor butterfly is recomputed 256 times (idempotent: each round starts from v), 1280 full-mask shuffles per warp; lane 0 stores; thread 0 adds. Correct, slow.', r'''
    ''' + rank() + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const float v = input[gi] * (float)(rank + 1);
    float s = 0.0f;
    for (int rep = 0; rep < 256; rep++) {
        s = v;
        for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
    }
    if (lane == 0) ws[warp] = s;
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_sync();''')

case('c08_nanosleep_backoff_shared_flag', 'coordination', 'pass',
     'Thread 32 sums the block into shared, __threadfence_block(), volatile flag store; thread 0 spins on the volatile flag with exponential __nanosleep backoff, then __threadfence_block() and stores the output. PTX-MM: fence.cta + strong store / strong load + fence.cta is release/acquire at CTA scope; EXEC: thread 32 is in the same block, so it makes progress and the spin ends.', r'''
    ''' + rank() + r'''
    __shared__ float sum;
    __shared__ int flag;
    if (tid == 0) flag = 0;
    __syncthreads();
    if (tid == 32) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += input[blockIdx.x * TPB + i] * (float)(rank + 1);
        sum = s;
        __threadfence_block();
        *(volatile int *)&flag = 1;
    }
    if (tid == 0) {
        unsigned int ns = 8;
        while (*(volatile int *)&flag == 0) {
            __nanosleep(ns);
            if (ns < 4096) ns *= 2;
        }
        __threadfence_block();
        output[rank] = sum;
    }
    cluster_sync();''')

case('c09_spin_plain_load_hoisted', 'coordination', 'fail 4',
     'As c08 but thread 0 spins on a plain (non-volatile, non-atomic) shared load `while (flag == 0) {}`. EXEC: a device thread may be assumed to eventually terminate, access a volatile glvalue or do an atomic/synchronizing read; this loop does none, so the compiler may hoist the load and spin forever (nvcc does) - a hang; it is also a data race (PTX-MM). True cause: a spin that never ends (exit 4; a race report, exit 1, also names a real bug).', r'''
    ''' + rank() + r'''
    __shared__ float sum;
    __shared__ int flag;
    if (tid == 0) flag = 0;
    __syncthreads();
    if (tid == 32) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += input[blockIdx.x * TPB + i] * (float)(rank + 1);
        sum = s;
        __threadfence_block();
        flag = 1;
    }
    if (tid == 0) {
        while (flag == 0) { }   // CAUSE
        __threadfence_block();
        output[rank] = sum;
    }
    cluster_sync();''', cause='loop that never ends|did not finish|data race')

case('c10_flag_nobody_sets', 'coordination', 'fail 4',
     'Thread 0 waits (volatile) for flag == 2, but thread 32 stores 1: no thread ever sets the value waited for; the spin never ends (hang, exit 4).', r'''
    ''' + rank() + r'''
    __shared__ float sum;
    __shared__ int flag;
    if (tid == 0) flag = 0;
    __syncthreads();
    if (tid == 32) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += input[blockIdx.x * TPB + i] * (float)(rank + 1);
        sum = s;
        __threadfence_block();
        *(volatile int *)&flag = 1;
    }
    if (tid == 0) {
        while (*(volatile int *)&flag != 2) { }   // CAUSE
        __threadfence_block();
        output[rank] = sum;
    }
    cluster_sync();''', cause='loop that never ends|did not finish|never')

case('c11_shared_lock_never_released', 'coordination', 'fail 4',
     'Every thread takes a __shared__ spin lock with atomicCAS, adds its value, and never releases it: the first holder finishes, the other 255 spin forever (hang, exit 4).', r'''
    ''' + rank() + r'''
    __shared__ int lock;
    __shared__ float acc;
    if (tid == 0) { lock = 0; acc = 0.0f; }
    __syncthreads();
    while (atomicCAS(&lock, 0, 1) != 0) { }   // CAUSE
    __threadfence_block();
    acc += input[gi] * (float)(rank + 1);
    __threadfence_block();
    __syncthreads();
    if (tid == 0) output[rank] = acc;
    cluster_sync();''', cause='loop that never ends|did not finish|never')

case('c12_shared_spinlock_all_threads', 'coordination', 'pass',
     'The classic spin lock `while (atomicCAS(&lock,0,1) != 0) {}`, critical section, release with atomicExch, taken by all 256 threads including lanes of one warp. Pre-Volta this deadlocked inside a warp; ITS (sm_70+) keeps per-thread state so the holder progresses while its warp-mates spin, and EXEC guarantees every thread of the block progresses. __threadfence_block() after acquiring and before releasing: PTX-MM release/acquire at CTA scope, so the plain += are ordered.', r'''
    ''' + rank() + r'''
    __shared__ int lock;
    __shared__ float acc;
    if (tid == 0) { lock = 0; acc = 0.0f; }
    __syncthreads();
    const float v = input[gi] * (float)(rank + 1);
    while (atomicCAS(&lock, 0, 1) != 0) { }
    __threadfence_block();
    acc += v;
    __threadfence_block();
    atomicExch(&lock, 0);
    __syncthreads();
    if (tid == 0) output[rank] = acc;
    cluster_sync();''')

case('c13_lanes_ring_wait', 'coordination', 'fail 4',
     'Lane i of warp 0 waits (volatile) until lane (i+1)%32 has set its flag, and sets its own flag only after: a cycle of waits, nobody ever sets a flag; a deadlock among the lanes of one warp (hang, exit 4).', r'''
    ''' + rank() + r'''
    __shared__ int ready[WARP_SIZE];
    __shared__ float ws[TPB / WARP_SIZE];
    if (tid < WARP_SIZE) ready[tid] = 0;
    const float v = input[gi] * (float)(rank + 1);
    float s = v;
    for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
    if (lane == 0) ws[warp] = s;
    __syncthreads();
    if (warp == 0) {
        while (*(volatile int *)&ready[(lane + 1) % WARP_SIZE] == 0) { }   // CAUSE
        *(volatile int *)&ready[lane] = 1;
    }
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_sync();''', cause='loop that never ends|did not finish|never')

case('c14_offbyone_endless_one_thread', 'coordination', 'fail 4',
     'Warp 0 sums the block in chunks of 8, stepping by 2 with `i != end`; the last lane computes end one too far (TPB + 1, odd) so its index, always even, never equals it: that one thread loops forever (reads stay in bounds through % TPB). The others wait at the __syncthreads after it: a hang (exit 4).', r'''
    ''' + rank() + r'''
    __shared__ float sdata[TPB];
    __shared__ float part[WARP_SIZE];
    sdata[tid] = input[gi] * (float)(rank + 1);
    __syncthreads();
    if (warp == 0) {
        const unsigned int start = lane * 8;
        const unsigned int end = lane == WARP_SIZE - 1 ? TPB + 1 : start + 8;
        float s = 0.0f;
        for (unsigned int i = start; i != end; i += 2)   // CAUSE
            s += sdata[i % TPB] + sdata[(i + 1) % TPB];
        part[lane] = s;
    }
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < WARP_SIZE; w++) t += part[w];
        output[rank] = t;
    }
    cluster_sync();''', cause='loop that never ends|did not finish')

case('c15_chain_output_flag_thread0', 'coordination', 'pass',
     'Chained hand-off across the cluster: block r\'s thread 0 waits (volatile load) until output[r-1] is no longer NaN (the buffer is NaN before the launch), then stores its own output with a volatile store after a __threadfence(). The 4 blocks are one cluster: EXEC guarantees every block progresses, so the chain ends; the volatile accesses are strong (no race), the fences order the sums.', r'''
    ''' + rank() + r'''
    __shared__ float sdata[TPB];
    sdata[tid] = input[gi] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        if (rank > 0)
            while (isnan(*(volatile float *)&output[rank - 1])) { }
        __threadfence();
        *(volatile float *)&output[rank] = sdata[0];
    }''')

case('c16_chain_every_thread_spins', 'coordination', 'pass',
     'As c15, but every thread of block r spins (volatile) on output[r-1] before doing any work: 768 threads spinning at once while block 0 works. Correct (EXEC: the cluster progresses), expensive.', r'''
    ''' + rank() + r'''
    __shared__ float sdata[TPB];
    if (rank > 0)
        while (isnan(*(volatile float *)&output[rank - 1])) { }
    __threadfence();
    sdata[tid] = input[gi] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        __threadfence();
        *(volatile float *)&output[rank] = sdata[0];
    }''')

case('c17_chain_nanosleep', 'coordination', 'pass',
     'As c15 with __nanosleep(100) in the spin (PG __nanosleep: a hint, correctness unchanged).', r'''
    ''' + rank() + r'''
    __shared__ float sdata[TPB];
    sdata[tid] = input[gi] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        if (rank > 0)
            while (isnan(*(volatile float *)&output[rank - 1])) __nanosleep(100);
        __threadfence();
        *(volatile float *)&output[rank] = sdata[0];
    }''')

case('c18_livelock_polite', 'coordination', 'unclear',
     'Threads 0 and 32 each raise their own flag, and back off (lower it, retry) while they see the other\'s raised: a symmetric livelock that timing may or may not break; neither PG nor PTX says whether it ends. Not scored.', r'''
    ''' + rank() + r'''
    __shared__ int want[2];
    __shared__ float acc;
    if (tid == 0) { want[0] = 0; want[1] = 0; acc = 0.0f; }
    __syncthreads();
    if (tid == 0 || tid == 32) {
        const int me = tid / 32, other = 1 - me;
        for (;;) {
            atomicExch(&want[me], 1);
            if (atomicAdd(&want[other], 0) == 0) break;
            atomicExch(&want[me], 0);
        }
        float s = 0.0f;
        for (int i = me * 128; i < me * 128 + 128; i++) s += input[blockIdx.x * TPB + i] * (float)(rank + 1);
        atomicAdd(&acc, s);
        atomicExch(&want[me], 0);
    }
    __syncthreads();
    if (tid == 0) output[rank] = acc;
    cluster_sync();''')

# ------------------------------------------------------------------ reduction
RED_TAIL = r'''
    cluster_sync();
    if (rank == 0 && tid == 0) { output[0] = ACC; ACC = 0.0f; }'''

case('r01_thread0_sums_all_serially', 'reduction', 'pass',
     'Rank 0 thread 0 alone sums the 1024 inputs in a loop and writes output[0]; nobody else does anything (integer inputs: exact in any order). Correct.', r'''
    ''' + rank() + r'''
    if (rank == 0 && tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < size; i++) s += input[i];
        output[0] = s;
    }''')

case('r02_every_thread_sums_all', 'reduction', 'pass',
     'All 1024 threads sum all 1024 inputs (1M loads); rank 0 thread 0 writes. Correct, wasteful.', r'''
    ''' + rank() + r'''
    float s = 0.0f;
    for (int i = 0; i < size; i++) s += input[i];
    if (rank == 0 && tid == 0) output[0] = s;''')

case('r03_device_atomicAdd_all_threads', 'reduction', 'pass',
     'All 1024 threads atomicAdd their input into one __device__ float (integer values: exact in any order); cluster_sync() (barrier.cluster arrive.release/wait.acquire) orders every add before rank 0 thread 0 reads it, writes output[0] and zeroes the accumulator for the next launch.', r'''
    ''' + rank() + r'''
    atomicAdd(&sl_acc, input[gi]);''' + RED_TAIL.replace('ACC', 'sl_acc'), pre='__device__ float sl_acc;')

case('r04_device_cas_float_all_threads', 'reduction', 'pass',
     'Float add as an atomicCAS loop on a __device__ word, all 1024 threads contending (lock-free: one CAS wins per round); cluster_sync(); rank 0 thread 0 reads, writes, resets.', r'''
    ''' + rank() + r'''
    const float v = input[gi];
    unsigned int old = *(volatile unsigned int *)&sl_bits, assumed;
    do {
        assumed = old;
        old = atomicCAS(&sl_bits, assumed, __float_as_uint(__uint_as_float(assumed) + v));
    } while (assumed != old);
    cluster_sync();
    if (rank == 0 && tid == 0) { output[0] = __uint_as_float(sl_bits); sl_bits = 0u; }''',
     pre='__device__ unsigned int sl_bits;')

CHAIN_RED = r'''
    __shared__ float sdata[TPB];
    sdata[tid] = input[gi];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }'''
case('r05_chain_temp_storage', 'reduction', 'pass',
     'Chained hand-off: block r\'s thread 0 waits (volatile) until temp_storage[r-1] is no longer NaN, adds its block sum, __threadfence() and volatile-stores temp_storage[r]; rank 3 writes output[0]. One cluster: EXEC guarantees progress of every block; volatile accesses are strong, fences order the sums (PTX-MM).', r'''
    ''' + rank() + CHAIN_RED + r'''
    if (tid == 0) {
        float prev = 0.0f;
        if (rank > 0) {
            while (isnan(*(volatile float *)&temp_storage[rank - 1])) { }
            __threadfence();
            prev = *(volatile float *)&temp_storage[rank - 1];
        }
        const float total = prev + sdata[0];
        __threadfence();
        *(volatile float *)&temp_storage[rank] = total;
        if (rank == CLUSTER_SIZE - 1) output[0] = total;
    }''')

case('r06_chain_every_thread_spins', 'reduction', 'pass',
     'As r05 but every thread of block r spins on temp_storage[r-1] before the block starts (768 spinners while block 0 works). Correct (EXEC), expensive.', r'''
    ''' + rank() + r'''
    if (rank > 0)
        while (isnan(*(volatile float *)&temp_storage[rank - 1])) { }
    __threadfence();''' + CHAIN_RED + r'''
    if (tid == 0) {
        const float prev = rank > 0 ? *(volatile float *)&temp_storage[rank - 1] : 0.0f;
        const float total = prev + sdata[0];
        __threadfence();
        *(volatile float *)&temp_storage[rank] = total;
        if (rank == CLUSTER_SIZE - 1) output[0] = total;
    }''')

case('r07_grid_sync_noncooperative', 'reduction', 'fail 5',
     'cg::this_grid().sync() in a kernel p34 launches with cudaLaunchKernelEx and a cluster attribute, not cooperatively: PG-GS requires a cooperative launch for grid.sync(); without it the grid group is not valid and the sync is undefined (a trap, exit 5, or a hang, exit 4, on the GPU). Wrong by the rule; the exit code is the GPU\'s to say. (The simulator refuses to build it, naming the cooperative launch.)', r'''
    ''' + rank() + CHAIN_RED + r'''
    cg::grid_group grid = cg::this_grid();
    if (tid == 0) temp_storage[rank] = sdata[0];
    grid.sync();   // CAUSE
    if (grid.thread_rank() == 0) {
        float t = 0.0f;
        for (int b = 0; b < CLUSTER_SIZE; b++) t += temp_storage[b];
        output[0] = t;
    }''', cause='cooperative')

SPIN_LOCK = r'''
    const float v = input[gi];
    while (atomicCAS(&sl_lock, 0, 1) != 0) { BACKOFF }
    __threadfence();
    sl_acc += v;
    __threadfence();
    atomicExch(&sl_lock, 0);'''
case('r08_global_spinlock_all_threads', 'reduction', 'pass',
     'All 1024 threads of the cluster take one __device__ spin lock (atomicCAS loop), add to a __device__ float, release (fence + atomicExch). ITS: lanes of one warp may spin while their warp-mate holds the lock; EXEC: every thread of the cluster progresses, so each acquisition ends. cluster_sync(); rank 0 thread 0 writes and resets.', r'''
    ''' + rank() + SPIN_LOCK.replace('BACKOFF', '') + RED_TAIL.replace('ACC', 'sl_acc'),
     pre='__device__ int sl_lock;\n__device__ float sl_acc;')

case('r09_global_spinlock_nanosleep_backoff', 'reduction', 'pass',
     'As r08 with exponential __nanosleep backoff while the lock is taken. Correct.', r'''
    ''' + rank() + r'''
    unsigned int ns = 4;''' + SPIN_LOCK.replace('BACKOFF', '__nanosleep(ns); if (ns < 2048) ns *= 2;') + RED_TAIL.replace('ACC', 'sl_acc'),
     pre='__device__ int sl_lock;\n__device__ float sl_acc;')

case('r10_ticket_lock_all_threads', 'reduction', 'pass',
     'A ticket lock: each of 1024 threads draws atomicAdd(&next,1), waits until atomicAdd(&serving,0) equals its ticket, adds under fences, releases with atomicAdd(&serving,1). FIFO and starvation-free; ITS + EXEC: the thread holding the current ticket always progresses. cluster_sync(); rank 0 thread 0 writes and resets next, serving and the sum.', r'''
    ''' + rank() + r'''
    const float v = input[gi];
    const unsigned int my = atomicAdd(&sl_next, 1u);
    while (atomicAdd(&sl_serving, 0u) != my) { }
    __threadfence();
    sl_acc += v;
    __threadfence();
    atomicAdd(&sl_serving, 1u);
    cluster_sync();
    if (rank == 0 && tid == 0) { output[0] = sl_acc; sl_acc = 0.0f; sl_next = 0u; sl_serving = 0u; }''',
     pre='__device__ unsigned int sl_next, sl_serving;\n__device__ float sl_acc;')

case('r11_ticket_lock_volatile_nanosleep', 'reduction', 'pass',
     'As r10, polling `serving` with a volatile load and __nanosleep(32), tickets drawn by lane 0 of each warp only (256 tickets), the lane adding its warp\'s shuffle sum. Correct.', r'''
    ''' + rank() + r'''
    float s = input[gi];
    for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffffu, s, o);
    if (lane == 0) {
        const unsigned int my = atomicAdd(&sl_next, 1u);
        while (*(volatile unsigned int *)&sl_serving != my) __nanosleep(32);
        __threadfence();
        sl_acc += s;
        __threadfence();
        atomicAdd(&sl_serving, 1u);
    }
    cluster_sync();
    if (rank == 0 && tid == 0) { output[0] = sl_acc; sl_acc = 0.0f; sl_next = 0u; sl_serving = 0u; }''',
     pre='__device__ unsigned int sl_next, sl_serving;\n__device__ float sl_acc;')

case('r12_global_lock_never_released', 'reduction', 'fail 4',
     'As r08 without the release: the first thread to take the lock finishes, all others spin forever (hang, exit 4).', r'''
    ''' + rank() + r'''
    const float v = input[gi];
    while (atomicCAS(&sl_lock, 0, 1) != 0) { }   // CAUSE
    __threadfence();
    sl_acc += v;
    __threadfence();''' + RED_TAIL.replace('ACC', 'sl_acc'),
     pre='__device__ int sl_lock;\n__device__ float sl_acc;', cause='loop that never ends|did not finish|never')

case('r13_lanes_wait_for_lane0', 'reduction', 'pass',
     'Lane 0 of each warp sums its warp\'s 32 inputs, stores the sum in shared, __threadfence_block(), volatile flag store; the other 31 lanes spin (volatile) on the flag and then read the sum (unused except by lane 31, which stores it for the block). ITS: lanes may wait on a lane of their own warp (sm_70+); PTX-MM CTA-scope release/acquire. __syncthreads(); thread 0 sums 8 into temp_storage[rank]; cluster_sync(); rank 0 thread 0 sums 4.', r'''
    ''' + rank() + r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    __shared__ float wout[TPB / WARP_SIZE];
    __shared__ int wflag[TPB / WARP_SIZE];
    if (lane == 0) wflag[warp] = 0;
    __syncwarp();
    if (lane == 0) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += input[gi + i];
        wsum[warp] = s;
        __threadfence_block();
        *(volatile int *)&wflag[warp] = 1;
    } else {
        while (*(volatile int *)&wflag[warp] == 0) { }
        __threadfence_block();
        if (lane == WARP_SIZE - 1) wout[warp] = wsum[warp];
    }
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += wout[w];
        temp_storage[rank] = t;
    }
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int b = 0; b < CLUSTER_SIZE; b++) t += temp_storage[b];
        output[0] = t;
    }''')

case('r14_ticket_served_by_two', 'reduction', 'fail 4',
     'A ticket lock whose release adds 2 to `serving`: odd tickets are never served, their threads spin forever (hang, exit 4).', r'''
    ''' + rank() + r'''
    const float v = input[gi];
    const unsigned int my = atomicAdd(&sl_next, 1u);
    while (atomicAdd(&sl_serving, 0u) != my) { }   // CAUSE
    __threadfence();
    sl_acc += v;
    __threadfence();
    atomicAdd(&sl_serving, 2u);
    cluster_sync();
    if (rank == 0 && tid == 0) { output[0] = sl_acc; sl_acc = 0.0f; sl_next = 0u; sl_serving = 0u; }''',
     pre='__device__ unsigned int sl_next, sl_serving;\n__device__ float sl_acc;', cause='loop that never ends|did not finish|never')

case('r15_handmade_cluster_barrier_all_threads', 'reduction', 'pass',
     'A hand-made barrier over the whole cluster: block sums in temp_storage (thread 0, after __threadfence()), then every one of the 1024 threads atomicAdd(&arrived,1) and spins with atomicAdd(&arrived,0) until the count reaches the next multiple of 1024 (so a second launch needs no reset); __threadfence(); rank 0 thread 0 sums. All 1024 threads are one cluster: EXEC guarantees they all progress, so the barrier completes; fence + atomic is a release, atomic + fence an acquire (PTX-MM).', r'''
    ''' + rank() + CHAIN_RED + r'''
    if (tid == 0) temp_storage[rank] = sdata[0];
    __threadfence();
    const unsigned int t = atomicAdd(&sl_arrived, 1u);
    const unsigned int target = (t / SIZE + 1) * SIZE;
    while (atomicAdd(&sl_arrived, 0u) < target) { }
    __threadfence();
    if (rank == 0 && tid == 0) {
        float s = 0.0f;
        for (int b = 0; b < CLUSTER_SIZE; b++) s += temp_storage[b];
        output[0] = s;
    }''', pre='__device__ unsigned int sl_arrived;')

case('r16_handmade_barrier_off_by_one', 'reduction', 'fail 4',
     'As r15 but waiting for SIZE + 1 arrivals: one more than there are threads; nobody passes (hang, exit 4).', r'''
    ''' + rank() + CHAIN_RED + r'''
    if (tid == 0) temp_storage[rank] = sdata[0];
    __threadfence();
    atomicAdd(&sl_arrived, 1u);
    while (atomicAdd(&sl_arrived, 0u) < SIZE + 1) { }   // CAUSE
    __threadfence();
    if (rank == 0 && tid == 0) {
        float s = 0.0f;
        for (int b = 0; b < CLUSTER_SIZE; b++) s += temp_storage[b];
        output[0] = s;
    }''', pre='__device__ unsigned int sl_arrived;', cause='loop that never ends|did not finish|never')

# ------------------------------------------------------------------ advanced
ADV_HEAD = r'''
    __shared__ float sdata[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const float scale = (float)(rank + 1);
    sdata[tid] = input[gi] * scale;
    __syncthreads();'''
case('a01_thread0_serial_256', 'advanced', 'pass',
     'Thread 0 of each block sums the 256 scaled values serially (no per-warp step): the checker checks the numbers, and the sum is within the bound; correct, slow.', r'''
    ''' + rank() + ADV_HEAD + r'''
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();''')

case('a02_atomic_poll_warp_count', 'advanced', 'pass',
     'The elected lane of each warp sums its 32 values, stores ws[warp], __threadfence_block(), atomicAdd(&done,1); thread 0 (no __syncthreads) polls atomicAdd(&done,0) until 8, __threadfence_block(), sums. Thread 0 may wait on the elected lane of its own warp: ITS; EXEC: the block progresses. CTA-scope release/acquire (PTX-MM).', r'''
    ''' + rank() + r'''
    __shared__ float sdata[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ unsigned int done;
    if (tid == 0) done = 0;
    sdata[tid] = input[gi] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        ws[warp] = s;
        __threadfence_block();
        atomicAdd(&done, 1u);
    }
    if (tid == 0) {
        while (atomicAdd(&done, 0u) < TPB / WARP_SIZE) { }
        __threadfence_block();
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_sync();''')

case('a03_volatile_poll_nanosleep', 'advanced', 'pass',
     'As a02 with thread 0 polling a volatile load of the counter with __nanosleep(64). Correct.', r'''
    ''' + rank() + r'''
    __shared__ float sdata[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ unsigned int done;
    if (tid == 0) done = 0;
    sdata[tid] = input[gi] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        ws[warp] = s;
        __threadfence_block();
        atomicAdd(&done, 1u);
    }
    if (tid == 0) {
        while (*(volatile unsigned int *)&done < TPB / WARP_SIZE) __nanosleep(64);
        __threadfence_block();
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_sync();''')

case('a04_plain_poll_hoisted', 'advanced', 'fail 4',
     'As a03 but thread 0 polls `while (done < 8) {}` with a plain load: EXEC lets the compiler assume the loop ends / hoist the load: it spins forever on the GPU (and races with the atomics: PTX-MM). Exit 4 (a race report, 1, also names a real bug).', r'''
    ''' + rank() + r'''
    __shared__ float sdata[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ unsigned int done;
    if (tid == 0) done = 0;
    sdata[tid] = input[gi] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        ws[warp] = s;
        __threadfence_block();
        atomicAdd(&done, 1u);
    }
    if (tid == 0) {
        while (done < TPB / WARP_SIZE) { }   // CAUSE
        __threadfence_block();
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_sync();''', cause='loop that never ends|did not finish|data race')

case('a05_waits_for_nine_warps', 'advanced', 'fail 4',
     'As a02 waiting for 9 warp sums where there are 8: the count never gets there (hang, exit 4).', r'''
    ''' + rank() + r'''
    __shared__ float sdata[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ unsigned int done;
    if (tid == 0) done = 0;
    sdata[tid] = input[gi] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        ws[warp] = s;
        __threadfence_block();
        atomicAdd(&done, 1u);
    }
    if (tid == 0) {
        while (atomicAdd(&done, 0u) < TPB / WARP_SIZE + 1) { }   // CAUSE
        __threadfence_block();
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_sync();''', cause='loop that never ends|did not finish|never')

case('a06_elected_waits_for_thread0_cycle', 'advanced', 'fail 4',
     'The elected lanes wait for a `go` flag that thread 0 sets only after it has seen all 8 warp sums, which the elected lanes publish only after `go`: a cycle, a deadlock (exit 4).', r'''
    ''' + rank() + r'''
    __shared__ float sdata[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ unsigned int done;
    __shared__ int go;
    if (tid == 0) { done = 0; go = 0; }
    sdata[tid] = input[gi] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        while (*(volatile int *)&go == 0) { }   // CAUSE
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        ws[warp] = s;
        __threadfence_block();
        atomicAdd(&done, 1u);
    }
    if (tid == 0) {
        while (atomicAdd(&done, 0u) < TPB / WARP_SIZE) { }
        *(volatile int *)&go = 1;
        __threadfence_block();
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_sync();''', cause='loop that never ends|did not finish|never|deadlock')

case('a07_syncwarp_serial_32_steps', 'advanced', 'pass',
     'Each lane adds its value to its warp\'s shared sum in its own step, __syncwarp() after each of 32 steps (PG __syncwarp orders the lanes\' shared accesses); elected lane reads nothing special; __syncthreads(); thread 0 adds 8. Correct, slow.', r'''
    ''' + rank() + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    if (lane == 0) ws[warp] = 0.0f;
    __syncwarp();
    const float v = input[gi] * (float)(rank + 1);
    for (int k = 0; k < WARP_SIZE; k++) {
        if (lane == k) ws[warp] += v;
        __syncwarp();
    }
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_sync();''')

case('a08_every_lane_sums_warp_elected_stores', 'advanced', 'pass',
     'Every lane sums its warp\'s 32 values (redundant), the elected lane stores; thread 0 sums. Correct.', r'''
    ''' + rank() + ADV_HEAD + r'''
    float s = 0.0f;
    for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
    if (elect_one_sync()) ws[warp] = s;
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_sync();''')

# ------------------------------------------------------------------ last-block
LB_RED = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }'''
LB_MERGE = r'''
    if (is_last_block(counter)) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }'''

case('l01_every_thread_sums_block', 'last-block', 'pass',
     'Every one of the 65536 threads sums its block\'s 256 inputs (16.7M loads); thread 0 stores the partial; the reference is_last_block() ticket and merge. Correct; on a GPU microseconds.', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    float p = 0.0f;
    for (int i = 0; i < TPB; i++) p += input[blockIdx.x * TPB + i];
    if (tid == 0) partials[blockIdx.x] = p;''' + LB_MERGE)

case('l02_thread0_serial_block', 'last-block', 'pass',
     'Thread 0 of each block sums its 256 inputs serially; the others only take part in is_last_block() and the merge. Correct.', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    if (tid == 0) {
        float p = 0.0f;
        for (int i = 0; i < TPB; i++) p += input[blockIdx.x * TPB + i];
        partials[blockIdx.x] = p;
    }''' + LB_MERGE)

case('l03_last_block_thread0_sums_everything', 'last-block', 'pass',
     'Each block stores its partial and takes the reference ticket; the last block\'s thread 0 ignores the partials and sums all 65536 inputs itself (inputs are read-only), writes output and resets the counter. Correct.', LB_RED + r'''
    if (tid == 0) partials[blockIdx.x] = sm[0];
    if (is_last_block(counter)) {
        if (tid == 0) {
            float s = 0.0f;
            for (int i = 0; i < size; i++) s += input[i];
            output[0] = s;
            *counter = 0;
        }
    }''')

case('l04_partials_atomicAdd_every_thread', 'last-block', 'pass',
     'Thread 0 zeroes partials[b]; __syncthreads(); all 256 threads atomicAdd their input into it (contention on one address per block; integers: exact); __syncthreads() orders them before thread 0\'s fence and ticket in is_last_block(); reference merge.', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    if (tid == 0) partials[blockIdx.x] = 0.0f;
    __syncthreads();
    atomicAdd(&partials[blockIdx.x], input[blockIdx.x * TPB + tid]);
    __syncthreads();''' + LB_MERGE)

case('l05_partials_cas_loop_every_thread', 'last-block', 'pass',
     'As l04 with a float add built from an atomicCAS loop (first read volatile): lock-free, correct.', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    if (tid == 0) partials[blockIdx.x] = 0.0f;
    __syncthreads();
    unsigned int *w = (unsigned int *)&partials[blockIdx.x];
    const float v = input[blockIdx.x * TPB + tid];
    unsigned int old = *(volatile unsigned int *)w, assumed;
    do {
        assumed = old;
        old = atomicCAS(w, assumed, __float_as_uint(__uint_as_float(assumed) + v));
    } while (assumed != old);
    __syncthreads();''' + LB_MERGE)

case('l06_256_serial_syncthreads_steps', 'last-block', 'pass',
     'Each block adds its inputs one thread per step with a __syncthreads() after each of 256 steps (65536 block barriers in the grid); thread 0 stores the partial; reference ticket and merge. Correct, slow.', r'''
    __shared__ float sm[TPB];
    __shared__ float acc;
    const int tid = threadIdx.x;
    if (tid == 0) acc = 0.0f;
    __syncthreads();
    for (int i = 0; i < TPB; i++) {
        if (tid == i) acc += input[blockIdx.x * TPB + tid];
        __syncthreads();
    }
    if (tid == 0) partials[blockIdx.x] = acc;''' + LB_MERGE)

case('l07_shfl_rotation_repeated', 'last-block', 'pass',
     'Each warp sums its 32 values with 31 __shfl_sync rotations, repeated 8 times (idempotent); lane 0 stores to shared; thread 0 sums 8 into the partial; reference ticket and merge. 2048 warps x 248 shuffles. Correct.', r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid % WARP_SIZE;
    const float v = input[blockIdx.x * TPB + tid];
    float s = 0.0f;
    for (int rep = 0; rep < 8; rep++) {
        s = v;
        for (int k = 1; k < WARP_SIZE; k++) s += __shfl_sync(0xffffffffu, v, (lane + k) & 31);
    }
    if (lane == 0) ws[tid / WARP_SIZE] = s;
    __syncthreads();
    if (tid == 0) {
        float p = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) p += ws[w];
        partials[blockIdx.x] = p;
    }''' + LB_MERGE)

case('l08_static_chain_by_blockidx', 'last-block', 'fail 4',
     'Block b\'s thread 0 waits (volatile) until partials[b-1] holds a prefix (not NaN), then stores its own inclusive prefix; block 255 writes the output. Memory order is right, but block b waits on block b-1, which need not have started: PG-TH (blocks run in any order) and EXEC ("threads in other thread-block clusters are not guaranteed to eventually make progress"). Wrong by the rules (may hang: exit 4); an H100 dispatches blocks in index order and holds all 256, so it will very likely pass.', LB_RED + r'''
    if (tid == 0) {
        float prev = 0.0f;
        if (blockIdx.x > 0) {
            while (isnan(*(volatile float *)&partials[blockIdx.x - 1])) { }   // CAUSE
            __threadfence();
            prev = *(volatile float *)&partials[blockIdx.x - 1];
        }
        __threadfence();
        *(volatile float *)&partials[blockIdx.x] = prev + sm[0];
        if (blockIdx.x == gridDim.x - 1) output[0] = prev + sm[0];
    }''', cause='loop that never ends|did not finish|resident|order')

case('l09_dynamic_ticket_chain_lookback', 'last-block', 'pass',
     'Decoupled-look-back style with a dynamic block id: thread 0 draws id = atomicAdd(counter,1) first, the block sums slice `id`, waits (volatile) until partials[id-1] holds the prefix, stores its inclusive prefix (fence + volatile store); id 255 writes the output and resets the counter (all 256 ids drawn). The block it waits for drew id-1 earlier, so it has started: EXEC (parallel forward progress: once a thread executed a step, it and its block keep progressing) - the chain ends. Correct (the reason CUB takes dynamic ids).', r'''
    __shared__ float sm[TPB];
    __shared__ unsigned int bid;
    const int tid = threadIdx.x;
    if (tid == 0) bid = atomicAdd(counter, 1u);
    __syncthreads();
    const unsigned int id = bid;
    sm[tid] = input[id * TPB + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        float prev = 0.0f;
        if (id > 0) {
            while (isnan(*(volatile float *)&partials[id - 1])) { }
            __threadfence();
            prev = *(volatile float *)&partials[id - 1];
        }
        __threadfence();
        *(volatile float *)&partials[id] = prev + sm[0];
        if (id == gridDim.x - 1) { output[0] = prev + sm[0]; *counter = 0; }
    }''')

case('l10_grid_barrier_nanosleep', 'last-block', 'fail 4',
     'A hand-made grid barrier: each block stores its partial, thread 0 fences and takes a ticket; the block drawing 255 sets a __device__ go flag, the others poll it with __nanosleep backoff; then block 0 merges, and a second counter lets the last block out reset both. Memory order right, but all 256 blocks must be resident at once: PG-TH, PG-GS (only a cooperative launch guarantees co-residency), EXEC (other clusters need not progress). Wrong by the rules (may hang: exit 4). An H100 holds all 256 and will very likely pass.', LB_RED + r'''
    __shared__ bool am_merger;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        if (t == gridDim.x - 1) {
            atomicExch(&sl_go, 1u);
        } else {
            unsigned int ns = 32;
            while (atomicAdd(&sl_go, 0u) == 0u) { __nanosleep(ns); if (ns < 1024) ns *= 2; }   // CAUSE
        }
        __threadfence();
        am_merger = blockIdx.x == 0;
    }
    __syncthreads();
    if (am_merger && tid == 0) {
        float s = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++) s += partials[b];
        output[0] = s;
    }
    if (tid == 0 && atomicAdd(&sl_out, 1u) == gridDim.x - 1) { *counter = 0; sl_go = 0u; sl_out = 0u; }''',
     pre='__device__ unsigned int sl_go, sl_out;', cause='loop that never ends|did not finish|resident')

case('l11_grid_sync_noncooperative', 'last-block', 'fail 5',
     'cg::this_grid().sync() between the partials and block 0\'s merge, in a launch that is not cooperative: PG-GS (grid.sync needs cudaLaunchCooperativeKernel). Undefined; the GPU\'s exit code (5 trap or 4 hang) is for the H100 to say; the simulator refuses to build it.', LB_RED + r'''
    if (tid == 0) partials[blockIdx.x] = sm[0];
    cg::this_grid().sync();   // CAUSE
    if (blockIdx.x == 0 && tid == 0) {
        float s = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++) s += partials[b];
        output[0] = s;
    }''', cause='cooperative')

case('l12_block_spinlock_global_acc', 'last-block', 'pass',
     'Thread 0 of each block takes a __device__ spin lock (atomicCAS), adds its block sum to a __device__ float, releases (fences + atomicExch); then the reference ticket; the last block writes the accumulator to output and zeroes it and the counter. Only blocks that already started hold or wait for the lock, and a started holder progresses (EXEC): correct.', LB_RED + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        while (atomicCAS(&sl_lock, 0, 1) != 0) { }
        __threadfence();
        sl_acc += sm[0];
        __threadfence();
        atomicExch(&sl_lock, 0);
    }
    if (is_last_block(counter)) {
        if (tid == 0) { output[0] = sl_acc; sl_acc = 0.0f; *counter = 0; }
    }''', pre='__device__ int sl_lock;\n__device__ float sl_acc;')

case('l13_block_lock_never_released', 'last-block', 'fail 4',
     'As l12 without the release: the second block to arrive spins forever (hang, exit 4).', LB_RED + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        while (atomicCAS(&sl_lock, 0, 1) != 0) { }   // CAUSE
        __threadfence();
        sl_acc += sm[0];
        __threadfence();
    }
    if (is_last_block(counter)) {
        if (tid == 0) { output[0] = sl_acc; sl_acc = 0.0f; *counter = 0; }
    }''', pre='__device__ int sl_lock;\n__device__ float sl_acc;', cause='loop that never ends|did not finish|never')

case('l14_last_block_every_thread_sums_all', 'last-block', 'pass',
     'Reference partials and ticket; in the last block every one of its 256 threads sums all 65536 inputs (16.7M loads in one block), thread 0 writes and resets. Correct.', LB_RED + r'''
    if (tid == 0) partials[blockIdx.x] = sm[0];
    if (is_last_block(counter)) {
        float s = 0.0f;
        for (int i = 0; i < size; i++) s += input[i];
        if (tid == 0) { output[0] = s; *counter = 0; }
    }''')

case('l15_every_thread_sums_all_input', 'last-block', 'pass',
     'Every one of the 65536 threads sums all 65536 inputs (4.3G loads: on an H100 warp-broadcast loads, milliseconds); block 0\'s thread 0 writes; the counter is never touched (stays 0). Correct; far beyond what a CPU simulator can run in seconds (an expected "too slow for the simulator" limit, not a kernel bug).', r'''
    float s = 0.0f;
    for (int i = 0; i < size; i++) s += input[i];
    if (blockIdx.x == 0 && threadIdx.x == 0) output[0] = s;''')

case('l16_ticket_then_spin_for_all_tickets', 'last-block', 'fail 4',
     'Every block\'s thread 0 takes a ticket and then spins until the counter reaches 256 (all blocks arrived) before the last one merges: a grid barrier in disguise, needing all 256 blocks resident (PG-TH, EXEC). Wrong by the rules (may hang); an H100 will very likely pass. (It also never resets the counter safely: the merger resets while others may still poll; exit 4 either way by the rule.)', LB_RED + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        while (atomicAdd(counter, 0u) < gridDim.x) { }   // CAUSE
        __threadfence();
        last = t == gridDim.x - 1;
    }
    __syncthreads();
    if (last && tid == 0) {
        float s = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++) s += partials[b];
        output[0] = s;
    }''', cause='loop that never ends|did not finish|resident')
