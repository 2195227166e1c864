# Cases for gen.py (docs/verdict-state.md): kernels that lean on memory spaces and on state that
# outlives a thread, a block or a launch: __device__/__managed__/__constant__ variables, function-
# local statics, extern/static __shared__, shared arrays in helpers and if-blocks, alignment and
# unions in shared memory, more than 48 KiB of static shared memory, local arrays, malloc/new,
# memset/memcpy in device code, in-place writes to the input, reads of the output.
# Body = the kernel's body; pre = file-scope code before it. Every verdict was decided before
# p34 ran the kernel.
# Citations: PG = CUDA C++ Programming Guide: "Variable Memory Space Specifiers" (__device__,
# __constant__, __shared__, __managed__), "Static Variables within Function" (a static variable
# of a __device__/__global__ function with no memory space specifier is implicitly __device__),
# "Dynamic Global Memory Allocation and Operations" (malloc/free/new/delete/memcpy/memset),
# "Shared Memory" / "Execution Configuration" (dynamic shared memory is sized at launch),
# Technical Specifications (48 KiB of static shared memory per block; more only dynamically,
# with an opt-in), Memory Fence Functions, Synchronization Functions. PTX = PTX ISA (Memory
# Consistency Model; "variables in .const and .global state spaces are initialized to zero by
# default"). SPEC = docs/SPEC.md (one launch for the cluster puzzles, two for --last-block with
# no counter reset between; outputs and scratch filled with NaN before each launch; the input is
# copied once).
RACE = r'data race|several writers|stored by'
OOB = r'out-of-bounds|out of bounds'
WRONG = r'❌'
MISALIGN = r'misaligned'

# ------------------------------------------------------------------ helpers (python)
TREE = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''
RTREE = TREE.replace(' * (float)(rank + 1)', '')
LB_TREE = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''
LB_MERGE = r'''
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
'''
ADV_HEAD = r'''
    __shared__ float sdata[TPB];
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
'''

# ====================================================================== function-local statics
case('c01_static_local_scratch_race', 'coordination', 'fail 1',
     'A helper keeps the block total in `static float scratch;` (no memory space specifier: implicitly __device__, PG Static Variables within Function, so ONE variable for the whole grid). Thread 0 of each of the 4 blocks stores its sum there and reads it back: four blocks store and load one global word with nothing ordering them, a data race (PTX Memory Consistency Model), whatever values come out.', TREE + r'''
    if (tid == 0)
        output[rank] = stash(sm[0]);  // CAUSE
    cluster_sync();''', pre=r'''
__device__ float stash(float v)
{
    static float scratch;
    scratch = v;
    return scratch;
}''', cause=RACE)

case('c02_static_local_array_per_rank', 'coordination', 'pass',
     '`static float sums[CLUSTER_SIZE];` inside the kernel (implicitly __device__, PG Static Variables within Function): each block\'s thread 0 stores its sum into sums[rank] and the same thread reads it back: one writer per word, no cross-block access.', TREE + r'''
    static float sums[CLUSTER_SIZE];
    if (tid == 0) {
        sums[rank] = sm[0];
        output[rank] = sums[rank];
    }
    cluster_sync();''')

case('r01_static_local_partials_synced', 'reduction', 'pass',
     '`static float part[CLUSTER_SIZE];` in the kernel (implicitly __device__: global memory, PG Static Variables within Function) in place of temp_storage: each block\'s thread 0 stores part[rank], cluster_sync() (release/acquire over the cluster, PTX barrier.cluster) orders them before rank 0 thread 0 adds the four.', RTREE + r'''
    static float part[CLUSTER_SIZE];
    if (tid == 0) part[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += part[r];
        output[0] = t;
    }''')

case('r02_static_local_partials_no_sync', 'reduction', 'fail 1',
     'As r01 but rank 0 reads part[] after cluster_arrive() only, before cluster_wait(): the peers\' stores into the (global) static array are not ordered before the read, a data race (PTX barrier.cluster: the wait acquires).', RTREE + r'''
    static float part[CLUSTER_SIZE];
    if (tid == 0) part[rank] = sm[0];
    cluster_arrive();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += part[r];  // CAUSE
        output[0] = t;
    }
    cluster_wait();''', cause=RACE)

case('l01_static_local_ticket', 'last-block', 'pass',
     'The ticket counter is `static unsigned int count = 0;` inside the kernel (implicitly __device__, PG Static Variables within Function; zero at load) rather than *counter: thread 0 stores the partial, __threadfence(), atomicAdd(&count); the last block (after __syncthreads) merges and resets count = 0 with atomicExch. *counter is never touched, so it stays 0 (SPEC). Both launches right: the Guide\'s last-block pattern on a device variable.', LB_TREE + r'''
    static unsigned int count = 0;
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(&count, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = sm[0]; atomicExch(&count, 0u); }
    }''')

case('l02_static_local_ticket_no_fence', 'last-block', 'fail 1',
     'As l01 without the __threadfence() before the ticket: the last block may read a partial whose store is not yet visible (PG Memory Fence Functions, the last-block example needs the fence). The ticket being a function-local static changes nothing.', LB_TREE + r'''
    static unsigned int count = 0;
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        last = atomicAdd(&count, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {''' + LB_MERGE.replace('acc += partials[b];', 'acc += partials[b];  // CAUSE') + r'''
        if (tid == 0) { output[0] = sm[0]; atomicExch(&count, 0u); }
    }''', cause=r'fence|data race')

case('l03_static_local_ticket_not_reset', 'last-block', 'fail 1',
     'As l01 but the static count is never reset: launch 2 starts at 256 (a device variable keeps its value for the life of the context, PG Variable Memory Space Specifiers), no block draws ticket 255 and output[0] of launch 2 is never written.', LB_TREE + r'''
    static unsigned int count = 0;
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(&count, 1u) == gridDim.x - 1;  // CAUSE
    }
    __syncthreads();
    if (last) {''' + LB_MERGE + r'''
        if (tid == 0) output[0] = sm[0];
    }''', cause=r'not reset|not written|❌')

case('a01_static_local_next_index', 'advanced', 'fail 1',
     'Each elected lane takes its warp-sum slot from `__device__ int next_slot() { static int i = 0; return i++; }`, believing the static is per thread or per block. It is one __device__ variable for the grid (PG Static Variables within Function): 32 elected lanes of 4 blocks race on i++ (a plain read-modify-write from several threads, PTX data race), and slots run past 8.', ADV_HEAD + r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        wsum[next_slot() % (TPB / WARP_SIZE)] = s;
    }
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += wsum[w];
        output[rank] = t;
    }
    cluster_sync();''', pre=r'''
__device__ int next_slot()
{
    static int i = 0;
    return i++;  // CAUSE
}''', cause=RACE)

case('a02_static_shared_in_kernel', 'advanced', 'pass',
     '`static __shared__ float wsum[8];` in the kernel: static changes nothing for a __shared__ variable (one per block, PG __shared__ / Static Variables within Function). Elected lanes store wsum[warp], __syncthreads, thread 0 adds.', ADV_HEAD + r'''
    static __shared__ float wsum[TPB / WARP_SIZE];
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        wsum[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();''')

# ====================================================================== __device__ variables
case('c03_device_array_same_thread', 'coordination', 'pass',
     '`__device__ float g_sum[CLUSTER_SIZE];` as scratch: thread 0 of block r stores g_sum[r] and reads it back itself (program order; no other thread touches it).', TREE + r'''
    if (tid == 0) {
        g_sum[rank] = sm[0];
        output[rank] = g_sum[rank];
    }
    cluster_sync();''', pre='__device__ float g_sum[CLUSTER_SIZE];')

case('c04_device_scalar_all_blocks', 'coordination', 'fail 1',
     'One `__device__ float g_tmp;` shared by the four blocks as a staging word: thread 0 of each block stores its sum there and copies it to output[rank]. The four blocks store and load one global word unordered: a data race (PTX Memory Consistency Model).', TREE + r'''
    if (tid == 0) {
        g_tmp = sm[0];  // CAUSE
        output[rank] = g_tmp;
    }
    cluster_sync();''', pre='__device__ float g_tmp;', cause=RACE)

case('r03_device_accumulator_static_init', 'reduction', 'pass',
     '`__device__ float g_total = 0.0f;` (constant initializer, PG) accumulated with atomicAdd by each block\'s thread 0 (whole-number block sums, exact in any order), cluster_sync(), rank 0 thread 0 copies it to output[0] and resets it to 0 (all atomics are before the barrier). One launch, and the reset leaves it ready for another.', RTREE + r'''
    if (tid == 0) atomicAdd(&g_total, sm[0]);
    cluster_sync();
    if (rank == 0 && tid == 0) {
        output[0] = g_total;
        g_total = 0.0f;
    }''', pre='__device__ float g_total = 0.0f;')

case('r04_device_accumulator_zero_by_default', 'reduction', 'pass',
     'As r03 with `__device__ float g_total;` and no initializer: a __device__ variable is zero at module load (PTX: .global variables are initialized to zero by default), and the kernel resets it after use.', RTREE + r'''
    if (tid == 0) atomicAdd(&g_total, sm[0]);
    cluster_sync();
    if (rank == 0 && tid == 0) {
        output[0] = g_total;
        g_total = 0.0f;
    }''', pre='__device__ float g_total;')

case('r05_device_accumulator_block0_init', 'reduction', 'fail 1',
     'Rank 0 thread 0 zeroes `__device__ float g_total` at the start while the other blocks may already atomicAdd into it: nothing orders the plain store before the peers\' atomics (a plain store and another thread\'s atomic to one location, unordered, are a data race; the zeroing may also wipe a peer\'s sum).', r'''
    if (block_rank_in_cluster() == 0 && threadIdx.x == 0) g_total = 0.0f;  // CAUSE''' + RTREE + r'''
    if (tid == 0) atomicAdd(&g_total, sm[0]);
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = g_total;''', pre='__device__ float g_total;', cause=RACE)

case('r06_device_accumulator_block0_init_synced', 'reduction', 'pass',
     'As r05 with a cluster_sync() between rank 0\'s zeroing and every block\'s atomicAdd (PTX barrier.cluster orders the store before the atomics), and the total read after a second cluster_sync().', r'''
    if (block_rank_in_cluster() == 0 && threadIdx.x == 0) g_total = 0.0f;
    cluster_sync();''' + RTREE + r'''
    if (tid == 0) atomicAdd(&g_total, sm[0]);
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = g_total;''', pre='__device__ float g_total;')

case('l04_device_partials_array', 'last-block', 'pass',
     '`__device__ float g_part[256];` in place of the partials buffer (global memory either way, PG __device__), with the Guide\'s fence + ticket on *counter and the reset in the last block.', LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        g_part[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += g_part[b];
        sm[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''', pre='__device__ float g_part[LB_SIZE / TPB];')

case('l05_device_accumulator_reset_by_last', 'last-block', 'pass',
     'Blocks atomicAdd their whole-number sums (total 8355840 < 2^24: exact in any order) into `__device__ float g_acc = 0`, then __threadfence() and the ticket; the last block reads g_acc (every block\'s atomic is before its fence and ticket, PG last-block pattern), stores output[0] and resets g_acc and *counter. Launch 2 starts from 0 again.', LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        atomicAdd(&g_acc, sm[0]);
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last && tid == 0) {
        output[0] = atomicExch(&g_acc, 0.0f);
        *counter = 0;
    }''', pre='__device__ float g_acc = 0.0f;')

case('l06_device_accumulator_never_reset', 'last-block', 'fail 1',
     'As l05 but g_acc is never reset: launch 2 adds onto launch 1\'s total (a __device__ variable lives as long as the context, PG Variable Memory Space Specifiers), so output[0] of launch 2 is twice the sum: wrong value.', LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        atomicAdd(&g_acc, sm[0]);  // CAUSE
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last && tid == 0) {
        output[0] = atomicAdd(&g_acc, 0.0f);
        *counter = 0;
    }''', pre='__device__ float g_acc = 0.0f;', cause=r'carried|earlier launch|launch 2|❌')

case('l07_own_counter_modulo', 'last-block', 'pass',
     'The ticket comes from the kernel\'s own `__device__ unsigned int g_tickets;` and is never reset: last = (ticket % gridDim.x == gridDim.x - 1). Launch 1 draws 0..255, launch 2 draws 256..511; each launch has exactly one last block, after all others (fence + atomic, PG). *counter is never touched and stays 0 (SPEC only asks that it be 0 at the end).', LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(&g_tickets, 1u) % gridDim.x == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {''' + LB_MERGE + r'''
        if (tid == 0) output[0] = sm[0];
    }''', pre='__device__ unsigned int g_tickets;')

case('l08_atomicinc_wraps', 'last-block', 'pass',
     'atomicInc(counter, gridDim.x - 1) (PG: ((old >= val) ? 0 : (old+1))): the 256th ticket wraps the counter back to 0 by itself, so no reset is needed for launch 2. Fence before, __syncthreads after.', LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicInc(counter, gridDim.x - 1) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {''' + LB_MERGE + r'''
        if (tid == 0) output[0] = sm[0];
    }''')

case('l09_device_done_flag_not_reset', 'last-block', 'fail 1',
     'The last block sets `__device__ bool g_done = true;` after storing output; every block returns at the start when g_done is set (meant as "someone already finished"). Launch 1 is right (every block read g_done before its fence and ticket, so the reads happen before the last block\'s store). Launch 2 sees launch 1\'s true (state outlives the launch, PG Variable Memory Space Specifiers), every block returns, output[0] is never written.', r'''
    if (g_done) return;  // CAUSE''' + LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = sm[0]; *counter = 0; g_done = true; }
    }''', pre='__device__ bool g_done = false;', cause=r'data race|not written|carried|❌')

case('l10_block0_resets_counter_at_start', 'last-block', 'fail 1',
     'Block 0 thread 0 stores *counter = 0 "to be safe" at the start, while other blocks may already have taken tickets with atomicAdd: a plain store and other blocks\' atomics, unordered (a data race; it may also erase tickets so no block is last).', r'''
    if (blockIdx.x == 0 && threadIdx.x == 0) *counter = 0;  // CAUSE''' + LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''', cause=RACE)

# ====================================================================== __managed__ / __constant__
case('c05_constant_scale_table', 'coordination', 'pass',
     '`__constant__ float c_scale[4] = {1, 2, 3, 4};` (constant initializer, PG __constant__) read with the rank: read-only use of constant memory.', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * c_scale[rank];
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sm[i];
        output[rank] = s;
    }
    cluster_wait();''', pre='__constant__ float c_scale[CLUSTER_SIZE] = {1.0f, 2.0f, 3.0f, 4.0f};')

case('c06_constant_table_uninitialized', 'coordination', 'fail 1',
     '`__constant__ float c_scale[4];` with no initializer and no host code to fill it (a kernel file holds device code only, SPEC): it reads zeros (zero by default, PTX .const), every output is 0: wrong value.', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * c_scale[rank];
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sm[i];
        output[rank] = s;
    }
    cluster_wait();''', pre='__constant__ float c_scale[CLUSTER_SIZE];', cause=WRONG)

case('a03_constant_mask_and_offsets', 'advanced', 'pass',
     'The shuffle mask and the tree offsets come from `__constant__` tables (read-only, initialised at declaration, PG __constant__); every lane of each warp takes part in each __shfl_down_sync; lane 0 stores the warp sum; thread 0 adds.', ADV_HEAD + r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    float v = sdata[tid];
    for (int k = 0; k < 5; k++) v += __shfl_down_sync(c_mask, v, c_off[k]);
    if (lane == 0) wsum[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();''', pre='__constant__ unsigned int c_mask = 0xffffffffu;\n__constant__ int c_off[5] = {16, 8, 4, 2, 1};')

case('r07_managed_partials', 'reduction', 'pass',
     '`__managed__ float m_part[4];` (PG Unified Memory: __managed__ implies __device__; global memory to a kernel) as temp_storage, with cluster_sync between the stores and rank 0\'s reads.', RTREE + r'''
    if (tid == 0) m_part[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = m_part[0] + m_part[1] + m_part[2] + m_part[3];''',
     pre='__managed__ float m_part[CLUSTER_SIZE];')

case('c07_constant_written_through_pointer', 'coordination', 'fail 5',
     'Thread 0 of each block writes its sum into a `__constant__ float c_out[4]` through a cast pointer, then copies it to output. Constant memory is read-only to kernels (PG __constant__: set from the host through the runtime; NVIDIA CUDA C++ Guidelines 1.12 "Constant memory objects shall not be modified from the device program"). CHECKED HERE with nvcc 13.0 (sm_90a) before p34 ran: it builds with "Warning: Cannot store to pointer that points to constant memory space" at the store: what the store does on the H100 is not defined (dropped, or a stale constant-cache read). A wrong program: exit 1 (H100: see what it prints). H100, run 20 (docs/verify-verdict-gpu): the store faults, cudaErrorLaunchFailure: truth fail 5.', TREE + r'''
    if (tid == 0) {
        float *p = (float *)&c_out[rank];
        *p = sm[0];  // CAUSE
        output[rank] = c_out[rank];
    }
    cluster_sync();''', pre='__constant__ float c_out[CLUSTER_SIZE];', cause=r'__constant__')

# ====================================================================== dynamic / static shared memory
case('c08_extern_shared_declared_unused', 'coordination', 'pass',
     '`extern __shared__ float dyn[];` declared (p34 launches with 0 bytes of dynamic shared memory, PG Execution Configuration) but never accessed: an unused zero-size array is harmless; the kernel works on a static array.', TREE + r'''
    extern __shared__ float dyn[];
    cluster_arrive();
    if (tid == 0) output[rank] = sm[0];
    cluster_wait();''')

case('c09_extern_shared_in_helper', 'coordination', 'fail 5',
     'The tree runs in `extern __shared__ float buf[]` declared in a __device__ helper. p34 launches with 0 bytes of dynamic shared memory (the launch\'s shared-memory size, PG Execution Configuration), so every access is outside the block\'s shared allocation: an illegal address on the GPU (exit 5).', r'''
    const unsigned int rank = block_rank_in_cluster();
    const float s = block_sum_dyn(input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1));
    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = s;
    cluster_wait();''', pre=r'''
__device__ float block_sum_dyn(float v)
{
    extern __shared__ float buf[];
    buf[threadIdx.x] = v;  // CAUSE
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
        __syncthreads();
    }
    return buf[0];
}''', cause=OOB)

case('a04_extern_shared_only_in_dead_branch', 'advanced', 'pass',
     '`extern __shared__ float dyn[]` touched only under `if (size > SIZE)` (size is 1024 = SIZE: never true), so no access happens; the rest is the reference algorithm with shuffles.', ADV_HEAD + r'''
    extern __shared__ float dyn[];
    if (size > SIZE) dyn[tid] = 0.0f;
    __shared__ float wsum[TPB / WARP_SIZE];
    float v = sdata[tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0) wsum[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('c10_static_shared_over_48k', 'coordination', 'unclear',
     '`__shared__ float big[12800];` (51200 bytes) plus the 1 KiB tree array: static shared memory beyond 48 KiB per block is refused at build (ptxas: "Entry function ... uses too much shared data (0x... bytes, 0xc000 max)"; PG Technical Specifications / Shared Memory: more than 48 KiB needs dynamic shared memory and an opt-in). CHECKED HERE with nvcc 13.0 before p34 ran: ptxas refuses it for sm_90 (and sm_80: "uses too much shared data (0x... bytes, 0xc000 max)") but ACCEPTS it for sm_90a, the target `make p34` builds on an H100. PG (Compute Capability 9.0, Shared Memory): allocations over 48 KiB "must use dynamic shared memory" with an opt-in. What the H100 does when p34 launches the sm_90a cubin (launch error, or it runs) is not settled: unclear, H100 needed.', TREE + r'''
    __shared__ float big[12800];  // CAUSE
    big[tid * 50] = sm[0];
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = big[0];
    cluster_wait();''', cause=r'shared|48 KiB|too much')

case('r08_static_shared_exactly_48k', 'reduction', 'pass',
     'A kernel whose static shared memory is exactly 48 KiB (12288 floats, the tree runs in its first 256): at the limit, not over (ptxas "0xc000 max"). Otherwise the reference reduction.', r'''
    __shared__ float sm[12288];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r09_namespace_shared_over_48k', 'reduction', 'unclear',
     'A namespace-scope `__shared__ float g_big[16384];` (64 KiB) used by the kernel: over the 48 KiB of static shared memory per block, refused by ptxas ("uses too much shared data", PG Technical Specifications). CHECKED HERE with nvcc 13.0 before p34 ran: ptxas refuses it for sm_90 (and sm_80: "uses too much shared data (0x... bytes, 0xc000 max)") but ACCEPTS it for sm_90a, the target `make p34` builds on an H100. PG (Compute Capability 9.0, Shared Memory): allocations over 48 KiB "must use dynamic shared memory" with an opt-in. What the H100 does when p34 launches the sm_90a cubin (launch error, or it runs) is not settled: unclear, H100 needed.', r'''
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    g_big[tid] = input[blockIdx.x * blockDim.x + tid];
    g_big[16383 - tid] = 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) g_big[tid] += g_big[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = g_big[0];
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''',
     pre='__shared__ float g_big[16384];  // CAUSE', cause=r'shared|48 KiB|too much')

case('a05_helper_shared_over_48k', 'advanced', 'unclear',
     'A __device__ helper declares `__shared__ float scratch[8192];` (32 KiB) and the kernel `__shared__ float stage[4608];` (18 KiB): together 50 KiB + the 32-byte wsum in one kernel, over the 48 KiB per block (ptxas counts a kernel\'s whole call tree; PG Technical Specifications). CHECKED HERE with nvcc 13.0 before p34 ran: ptxas refuses it for sm_90 (and sm_80: "uses too much shared data (0x... bytes, 0xc000 max)") but ACCEPTS it for sm_90a, the target `make p34` builds on an H100. PG (Compute Capability 9.0, Shared Memory): allocations over 48 KiB "must use dynamic shared memory" with an opt-in. What the H100 does when p34 launches the sm_90a cubin (launch error, or it runs) is not settled: unclear, H100 needed.', r'''
    __shared__ float stage[4608];
    __shared__ float wsum[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    stage[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    stage[4607 - tid] = 0.0f;
    __syncthreads();
    const float v = warp_total(stage[tid], lane);
    if (lane == 0) wsum[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();''', pre=r'''
__device__ float warp_total(float v, int lane)
{
    __shared__ float scratch[8192];  // CAUSE
    scratch[threadIdx.x * 32] = v;
    __syncwarp();
    float s = 0.0f;
    if (lane == 0)
        for (int i = 0; i < WARP_SIZE; i++) s += scratch[(threadIdx.x + i) * 32];
    __syncwarp();
    return s;
}''', cause=r'shared|48 KiB|too much')

case('c11_shared_in_if_block', 'coordination', 'pass',
     'Warp 0 declares `__shared__ float w[32];` inside `if (tid < 32) { ... }` (block scope does not change the storage: one array per block, PG __shared__), lanes fold the 256 values 8 each into w[lane], __syncwarp(), lane 0 sums w.', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (tid < 32) {
        __shared__ float w[32];
        float s = 0.0f;
        for (int i = tid; i < TPB; i += 32) s += sm[i];
        w[tid] = s;
        __syncwarp();
        if (tid == 0) {
            float t = 0.0f;
            for (int i = 0; i < 32; i++) t += w[i];
            output[rank] = t;
        }
    }
    cluster_wait();''')

case('c12_helper_shared_reused_no_barrier', 'coordination', 'fail 1',
     'A helper `block_sum(v)` keeps its tree in a function-scope `__shared__ float buf[TPB]` and returns buf[0] with no barrier after the read. The kernel calls it twice (the scaled sum, then an unscaled one to check): it is the SAME array both times (one static per block, PG __shared__), so thread 0\'s read of buf[0] in call 1 races with other threads\' stores into buf in call 2 (no __syncthreads between, PG Synchronization Functions).', r'''
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float x = input[blockIdx.x * blockDim.x + tid];
    const float scaled = block_sum(x * (float)(rank + 1));
    const float plain = block_sum(x);
    cluster_arrive();
    if (tid == 0) output[rank] = plain > 0.0f ? scaled : 0.0f;
    cluster_wait();''', pre=r'''
__device__ float block_sum(float v)
{
    __shared__ float buf[TPB];
    buf[threadIdx.x] = v;  // CAUSE
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
        __syncthreads();
    }
    return buf[0];
}''', cause=RACE)

case('c13_helper_shared_reused_with_barrier', 'coordination', 'pass',
     'As c12 with `float r = buf[0]; __syncthreads(); return r;` in the helper: every read of call 1 is before the barrier, every store of call 2 after it.', r'''
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float x = input[blockIdx.x * blockDim.x + tid];
    const float scaled = block_sum(x * (float)(rank + 1));
    const float plain = block_sum(x);
    cluster_arrive();
    if (tid == 0) output[rank] = plain > 0.0f ? scaled : 0.0f;
    cluster_wait();''', pre=r'''
__device__ float block_sum(float v)
{
    __shared__ float buf[TPB];
    buf[threadIdx.x] = v;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
        __syncthreads();
    }
    const float r = buf[0];
    __syncthreads();
    return r;
}''')

case('r10_second_helper_own_shared', 'reduction', 'pass',
     'A second helper `tree4(v)` has its own function-scope `__shared__ float buf[4]` (a different variable from the kernel\'s `sm`): rank 0 threads 0-3 load the four partials after cluster_sync(), __syncwarp(0xf) orders their stores before thread 0 adds them (PG __syncwarp with a partial mask naming exactly the calling lanes).', RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid < CLUSTER_SIZE) {
        const float t = tree4(temp_storage[tid]);
        if (tid == 0) output[0] = t;
    }''', pre=r'''
__device__ float tree4(float v)
{
    __shared__ float buf[CLUSTER_SIZE];
    buf[threadIdx.x] = v;
    __syncwarp(0xfu);
    float t = 0.0f;
    if (threadIdx.x == 0)
        for (int i = 0; i < CLUSTER_SIZE; i++) t += buf[i];
    return t;
}''')

# ====================================================================== alignment, float4 views, unions
case('c14_float4_view_aligned_shared', 'coordination', 'pass',
     '`__shared__ alignas(16) float sm[TPB];` read as float4 by 64 threads (16-byte aligned: PG Device Memory Accesses, a vector type needs its size\'s alignment, here guaranteed by alignas), then a tree over 64 partial sums.', r'''
    __shared__ alignas(16) float sm[TPB];
    __shared__ float q[TPB / 4];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    if (tid < TPB / 4) {
        const float4 f = reinterpret_cast<const float4 *>(sm)[tid];
        q[tid] = (f.x + f.y) + (f.z + f.w);
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / 4; i++) s += q[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('c15_float4_view_off_by_one_float', 'coordination', 'fail 5',
     'As c14 but the float4 view starts at `sm + 1` (to skip a header word): the address is 4 bytes past a 16-byte boundary, a misaligned vector access, a fault on the GPU (PG Device Memory Accesses: misaligned accesses give incorrect results or fault; the H100 raises a misaligned address error, exit 5).', r'''
    __shared__ alignas(16) float sm[TPB + 4];
    __shared__ float q[TPB / 4];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid + 1] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    if (tid < TPB / 4) {
        const float4 f = reinterpret_cast<const float4 *>(sm + 1)[tid];  // CAUSE
        q[tid] = (f.x + f.y) + (f.z + f.w);
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / 4; i++) s += q[i];
        output[rank] = s;
    }
    cluster_wait();''', cause=MISALIGN)

case('r11_float4_load_input', 'reduction', 'pass',
     'Each block\'s first 64 threads load four inputs as one float4 from `input + blockIdx.x * 256` (cudaMalloc memory is 256-byte aligned, PG Device Memory Accesses; 256 floats per block keeps every float4 aligned). Tree over 64, the reference cluster step.', r'''
    __shared__ float sm[TPB / 4];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid < TPB / 4) {
        const float4 f = reinterpret_cast<const float4 *>(input + blockIdx.x * blockDim.x)[tid];
        sm[tid] = (f.x + f.y) + (f.z + f.w);
    }
    __syncthreads();
    for (int s = TPB / 8; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r12_float2_load_input_odd_offset', 'reduction', 'fail 5',
     'As r11 with float2 loads from `input + blockIdx.x * 256 + 1` (meant to skip element 0, which is 0 anyway, and add it back): an 8-byte access at an address 4 past an 8-byte boundary, a misaligned address fault on the GPU (exit 5).', r'''
    __shared__ float sm[TPB / 2];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid < TPB / 2 - 1) {
        const float2 f = reinterpret_cast<const float2 *>(input + blockIdx.x * blockDim.x + 1)[tid];  // CAUSE
        sm[tid] = f.x + f.y;
    } else if (tid < TPB / 2) {
        sm[tid] = input[blockIdx.x * blockDim.x] + input[blockIdx.x * blockDim.x + TPB - 1];
    }
    __syncthreads();
    for (int s = TPB / 4; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', cause=MISALIGN)

case('a06_union_phase_reuse_synced', 'advanced', 'pass',
     'One shared union holds the staged inputs (float data[256]) in phase 1 and the warp sums (float w[8], aliasing data[0..7]) in phase 2. Each elected lane reads its warp\'s 32 values into a register, __syncthreads() (every phase-1 read done), then stores w[warp]; __syncthreads(); thread 0 adds. The aliasing is ordered by the barrier.', r'''
    __shared__ union { float data[TPB]; float w[TPB / WARP_SIZE]; } u;
    const int tid = threadIdx.x, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    u.data[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    const bool leader = elect_one_sync();
    float s = 0.0f;
    if (leader)
        for (int i = 0; i < WARP_SIZE; i++) s += u.data[warp * WARP_SIZE + i];
    __syncthreads();
    if (leader) u.w[warp] = s;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += u.w[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('a07_union_phase_reuse_no_barrier', 'advanced', 'fail 1',
     'As a06 without the __syncthreads() between the phase-1 reads and the phase-2 stores: warp 1\'s leader may store w[1] (= data[1]) while warp 0\'s leader still reads data[1]: a data race on the aliased word (PG Synchronization Functions), and warp 0 may sum a warp sum in place of an input.', r'''
    __shared__ union { float data[TPB]; float w[TPB / WARP_SIZE]; } u;
    const int tid = threadIdx.x, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    u.data[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += u.data[warp * WARP_SIZE + i];
        u.w[warp] = s;  // CAUSE
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += u.w[w];
        output[rank] = t;
    }
    cluster_wait();''', cause=RACE)

case('r13_union_int_view_of_float', 'reduction', 'pass',
     'Thread 0 stores its block sum in the float member of a shared union and tests the sign through the unsigned int member (`u.bits >> 31`: type punning through a union, which C++ leaves undefined but nvcc, like g++, defines as reading the bytes); the sum is positive, so the float member is published. Same thread, no race: the reference result.', RTREE + r'''
    __shared__ union { float f; unsigned int bits; } u;
    if (tid == 0) {
        u.f = sm[0];
        temp_storage[rank] = (u.bits >> 31) ? 0.0f : u.f;
    }
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

# ====================================================================== local arrays (stack)
case('c16_local_array_dynamic_index', 'coordination', 'pass',
     'Thread 0 keeps 8 running sums in a local array `float acc[8]` indexed by i % 8 (dynamic index: local memory, PG Device Memory Accesses / Local Memory), then adds them: inside the array, right.', TREE.replace('    for (int s = TPB / 2; s > 0; s >>= 1) {\n        if (tid < s) sm[tid] += sm[tid + s];\n        __syncthreads();\n    }\n', '') + r'''
    cluster_arrive();
    if (tid == 0) {
        float acc[8] = {0, 0, 0, 0, 0, 0, 0, 0};
        for (int i = 0; i < TPB; i++) acc[i % 8] += sm[i];
        float t = 0.0f;
        for (int k = 0; k < 8; k++) t += acc[k];
        output[rank] = t;
    }
    cluster_wait();''')

case('c17_local_array_overrun', 'coordination', 'fail 5',
     'As c16 with `acc[i % 9]` on an 8-element array: index 8 is outside the local array (undefined behaviour, C++ [expr.add]; p34\'s convention for an access outside an object is a fault, exit 5; the GPU would silently read/write the next local word).', TREE.replace('    for (int s = TPB / 2; s > 0; s >>= 1) {\n        if (tid < s) sm[tid] += sm[tid + s];\n        __syncthreads();\n    }\n', '') + r'''
    cluster_arrive();
    if (tid == 0) {
        float acc[8] = {0, 0, 0, 0, 0, 0, 0, 0};
        for (int i = 0; i < TPB; i++) acc[i % 9] += sm[i];  // CAUSE
        float t = 0.0f;
        for (int k = 0; k < 8; k++) t += acc[k];
        output[rank] = t;
    }
    cluster_wait();''', cause=OOB)

# ====================================================================== malloc / new / memset / memcpy
case('c18_malloc_shared_pointer', 'coordination', 'pass',
     'Thread 0 mallocs 256 floats (PG Dynamic Global Memory Allocation: usable by any thread), checks for NULL, publishes the pointer in a __shared__ variable; __syncthreads; every thread stores its value there; __syncthreads; thread 0 sums and frees.', r'''
    __shared__ float *buf;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) buf = (float *)malloc(TPB * sizeof(float));
    __syncthreads();
    if (buf == NULL) return;
    buf[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += buf[i];
        output[rank] = s;
        free(buf);
    }
    cluster_wait();''')

case('c19_malloc_freed_too_early', 'coordination', 'fail 1',
     'As c18 but thread 0 frees the buffer right after its own store, before the barrier: the other threads store into freed memory (use after free: undefined, PG Dynamic Global Memory Allocation; the heap may hand it out again). p34 convention: a wrong program; the exact symptom (fault or wrong value) is not fixed by the rules, so the exit code is 1 or 5.', r'''
    __shared__ float *buf;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) buf = (float *)malloc(TPB * sizeof(float));
    __syncthreads();
    if (buf == NULL) return;
    buf[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    float s = 0.0f;
    if (tid == 0) {
        for (int i = 0; i < TPB; i++) s += buf[i];
        free(buf);  // CAUSE
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = s;
    cluster_wait();''', cause=r'data race|freed|❌|illegal')

case('r14_new_delete_per_block', 'reduction', 'pass',
     'Thread 0 of each block allocates `new float[TPB]` (PG: new/delete in device code use the device heap), checks it, shares it through a __shared__ pointer, the block reduces in it with barriers, thread 0 publishes the sum and `delete[]`s after the last use.', r'''
    __shared__ float *buf;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) buf = new float[TPB];
    __syncthreads();
    if (buf == nullptr) return;
    buf[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) buf[tid] += buf[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        temp_storage[rank] = buf[0];
        delete[] buf;
    }
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r15_new_array_overrun', 'reduction', 'fail 5',
     'As r14 but the buffer is `new float[TPB - 1]` while 256 threads store into it: index 255 is outside the allocation (undefined; p34\'s convention for an out-of-bounds access is exit 5; on the GPU the heap would likely absorb it).', r'''
    __shared__ float *buf;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) buf = new float[TPB - 1];
    __syncthreads();
    if (buf == nullptr) return;
    buf[tid] = input[blockIdx.x * blockDim.x + tid];  // CAUSE
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) buf[tid] += buf[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        temp_storage[rank] = buf[0];
        delete[] buf;
    }
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', cause=OOB)

case('r16_malloc_overrun', 'reduction', 'fail 5',
     'As r15 with `malloc((TPB - 1) * sizeof(float))`: the 256th store is outside the allocation (out of bounds, exit 5 by p34\'s convention).', r'''
    __shared__ float *buf;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) buf = (float *)malloc((TPB - 1) * sizeof(float));
    __syncthreads();
    if (buf == NULL) return;
    buf[tid] = input[blockIdx.x * blockDim.x + tid];  // CAUSE
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) buf[tid] += buf[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        temp_storage[rank] = buf[0];
        free(buf);
    }
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', cause=OOB)

case('a08_memset_shared_by_thread0', 'advanced', 'pass',
     'Thread 0 clears the warp-sum array with `memset(wsum, 0, sizeof wsum)` (device-side memset, PG Dynamic Global Memory Allocation and Operations), __syncthreads, then each elected lane atomicAdds its warp sum into wsum[warp] (one adder per slot), __syncthreads, thread 0 adds.', ADV_HEAD + r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    if (tid == 0) memset(wsum, 0, sizeof wsum);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        atomicAdd(&wsum[warp], s);
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('a09_memset_every_thread', 'advanced', 'fail 1',
     'As a08 but every thread calls memset(wsum, 0, sizeof wsum): 256 threads store the same 8 words with nothing ordering them, a data race even with equal values (PTX Memory Consistency Model); warps that run late also wipe sums already added.', ADV_HEAD + r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    memset(wsum, 0, sizeof wsum);  // CAUSE
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        atomicAdd(&wsum[warp], s);
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();''', cause=RACE)

case('c20_memcpy_input_to_shared', 'coordination', 'pass',
     'Thread 0 copies the block\'s 256 inputs into shared memory with device-side memcpy (PG), __syncthreads, then every thread scales its own element, __syncthreads, thread 0 sums.', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) memcpy(sm, input + blockIdx.x * blockDim.x, TPB * sizeof(float));
    __syncthreads();
    sm[tid] *= (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sm[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('c21_memcpy_no_barrier', 'coordination', 'fail 1',
     'As c20 without the __syncthreads() after thread 0\'s memcpy: the other threads scale sm[tid] while thread 0 may still be copying into it: a data race (PG Synchronization Functions).', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) memcpy(sm, input + blockIdx.x * blockDim.x, TPB * sizeof(float));
    sm[tid] *= (float)(rank + 1);  // CAUSE
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sm[i];
        output[rank] = s;
    }
    cluster_wait();''', cause=RACE)

# ====================================================================== input / output contents
case('c22_output_fmaxf_of_nan', 'coordination', 'pass',
     'Thread 0 stores `output[rank] = fmaxf(output[rank], 0.0f) + sum`. SPEC: the host fills every output with NaN before the launch; fmaxf of a NaN and a number returns the number (PG Mathematical Functions: "If one argument is NaN, returns the other argument"), so this stores exactly the sum. One thread reads and stores the element; no race. By the contract, right.', TREE + r'''
    cluster_arrive();
    if (tid == 0) output[rank] = fmaxf(output[rank], 0.0f) + sm[0];
    cluster_wait();''')

case('c23_output_accumulate_assumes_zero', 'coordination', 'fail 1',
     'Thread 0 of each block adds `output[rank] += sm[0]`, relying on output starting at 0: it starts NaN (SPEC Checking), NaN + x = NaN: wrong value.', TREE + r'''
    cluster_arrive();
    if (tid == 0) output[rank] += sm[0];  // CAUSE
    cluster_wait();''', cause=r'updated|never set|uninit|❌')

case('c24_inplace_tree_in_input', 'coordination', 'pass',
     'The tree runs in place in the input buffer (const_cast: cudaMalloc memory is not a const object, so writing it is defined C++). Each block touches only its own 256 inputs, with __syncthreads between steps (PG: __syncthreads orders global accesses within the block). One launch (SPEC), so nobody reads the original again.', r'''
    float *in = const_cast<float *>(input) + blockIdx.x * blockDim.x;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    in[tid] *= (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) in[tid] += in[tid + s];
        __syncthreads();
    }
    cluster_arrive();
    if (tid == 0) output[rank] = in[0];
    cluster_wait();''')

case('l11_inplace_tree_in_input', 'last-block', 'fail 1',
     'The block tree runs in place in the input buffer (const_cast, defined). SPEC: the input is copied once and --last-block launches twice; launch 2 reduces launch 1\'s leftovers (input[b*256] now holds block b\'s sum), so its total is wrong.', r'''
    float *in = const_cast<float *>(input) + blockIdx.x * blockDim.x;
    const int tid = threadIdx.x;
    __shared__ float sm[TPB];
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) in[tid] += in[tid + s];  // CAUSE
        __syncthreads();
    }
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = in[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''', cause=r'❌|input|launch 2')

case('l12_partials_read_before_written_own', 'last-block', 'pass',
     'Each block\'s thread 0 reads partials[blockIdx.x] (NaN from the host, SPEC) only to test `isnan` and then stores its sum there anyway; reading a buffer before writing it is allowed, the value read is discarded. Otherwise the reference.', LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        const float old = partials[blockIdx.x];
        partials[blockIdx.x] = isnan(old) ? sm[0] : sm[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''')

case('r17_temp_storage_assumed_zero', 'reduction', 'fail 1',
     'Every block\'s thread 0 atomicAdds its sum into temp_storage[0], assuming the scratch starts at 0; SPEC fills scratch with NaN before each launch: NaN + x = NaN, and rank 0 copies the NaN to output[0]: wrong value.', RTREE + r'''
    if (tid == 0) atomicAdd(&temp_storage[0], sm[0]);  // CAUSE
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0];''', cause=r'updated|never set|uninit|❌')

case('a10_device_warp_sums_by_block', 'advanced', 'pass',
     '`__device__ float g_wsum[4 * 8];` indexed blockIdx.x * 8 + warp in place of a shared array: elected lanes store, __syncthreads() (orders global accesses of the block too, PG Synchronization Functions), thread 0 adds its block\'s 8. Disjoint slots per block.', ADV_HEAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        g_wsum[blockIdx.x * (TPB / WARP_SIZE) + warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += g_wsum[blockIdx.x * (TPB / WARP_SIZE) + w];
        output[rank] = t;
    }
    cluster_wait();''', pre='__device__ float g_wsum[CLUSTER_SIZE * (TPB / WARP_SIZE)];')

case('a11_device_warp_sums_shared_by_blocks', 'advanced', 'fail 1',
     'As a10 but `g_wsum[warp]` (8 slots for the whole grid): warp w\'s leader in each of the 4 blocks stores g_wsum[w] and thread 0 of each block reads all 8; __syncthreads orders only its own block: a data race between blocks (PTX Memory Consistency Model).', ADV_HEAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        g_wsum[warp] = s;  // CAUSE
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += g_wsum[w];
        output[rank] = t;
    }
    cluster_wait();''', pre='__device__ float g_wsum[TPB / WARP_SIZE];', cause=RACE)

case('a12_thread_local_device', 'advanced', 'refuse',
     'The elected lane keeps its running sum in a `thread_local float acc;` at namespace scope. nvcc refuses thread_local in device code (NVIDIA CUDA C++ Guidelines 1.13: "The thread_local duration specifier is not supported on device variables"; nvcc: a thread_local variable cannot be used in device code).', ADV_HEAD + r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    if (elect_one_sync()) {
        acc = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) acc += sdata[warp * WARP_SIZE + i];
        wsum[warp] = acc;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();''', pre='thread_local float acc;  // CAUSE', cause=r'thread_local')

case('c25_shared_with_initializer', 'coordination', 'refuse',
     '`__shared__ float total = 0.0f;` in the kernel: nvcc refuses an initializer on a __shared__ variable ("initializer not allowed for __shared__ variable", PG __shared__: variables cannot have an initialization as part of their declaration).', r'''
    __shared__ float total = 0.0f;  // CAUSE
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    atomicAdd(&total, input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1));
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = total;
    cluster_wait();''', cause=r'initiali')
