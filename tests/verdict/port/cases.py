# Cases for gen.py (docs/verdict-port.md): whole kernels written by learners who rewrite the
# file their own way: a line-by-line port of the Mojo puzzle, an LLM's answer pasted in, a C++
# programmer's helpers (device functions holding barriers, templates, macros, constexpr,
# __constant__ tables, __device__/__managed__ accumulators, namespaces, structs of pointers,
# recursion, lambdas), launch-shape assumptions (generic blockDim/gridDim vs TPB, grid-stride
# loops, extern __shared__ with no dynamic size, 2-D index arithmetic, signed/unsigned loops,
# early returns before barriers), debugging leftovers (printf, assert, __trap, brkpt, clock64
# spins, __nanosleep) and kernels with several bugs or a bug far from its symptom.
# Body = the kernel's body; pre = file-scope code before it; cause = a regular expression the
# first diagnosis line (the first `error:` line, else the first ❌ line) must match, and the
# line marked `// CAUSE` is the line it must name (none marked: no line is knowable, e.g. a
# wrong value). PG = CUDA C++ Programming Guide, PTX = PTX ISA. Every verdict and cause was
# written before p34 ran the kernel.

RACE = r'data race'
OOB = r'out-of-bounds|out of bounds'
WRONG = r'❌'
DIVERGE = r'divergent barrier'
HANG = r'deadlock|watchdog|did not finish|divergent barrier'
UNINIT = r'uninitiali|not written|never stored|❌'
# (After the first run: p34 words an uninitialised read "is read before any thread stored it";
# the class is the same, so the pattern takes that wording too. No truth changed.)
UNINIT += r'|read before any thread'

# ------------------------------------------------------------------ coordination
case('c01_mojo_port_line_by_line', 'coordination', 'pass',
     'Line-by-line port of the Mojo solution: `cg::this_cluster()` kept in a variable as Mojo\'s `cluster` context, block_rank(), scale rank + 1, stage in shared, __syncthreads(), split barrier arrive -> thread 0 sums into output[block_idx.x] -> wait. With one cluster of 4 blocks blockIdx.x equals the rank (SPEC Known errors). PG Distributed Shared Memory / cluster_group: barrier_arrive()/barrier_wait() by every thread of every block.', r'''
    // Mojo: global_i = block_dim.x * block_idx.x + thread_idx.x
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    __shared__ float shared_data[TPB];  // tb[dtype]().row_major[tpb]().shared().alloc()
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int my_block_rank = cluster.block_rank();
    const int block_id = blockIdx.x;
    const float data_scale = float(my_block_rank + 1);
    if (global_i < size) {
        shared_data[local_i] = input[global_i] * data_scale;
    } else {
        shared_data[local_i] = 0.0f;
    }
    __syncthreads();
    cluster.barrier_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++) {
            block_sum += shared_data[i];
        }
        output[block_id] = block_sum;
    }
    cluster.barrier_wait();''')

case('c02_template_block_sum_all_threads', 'coordination', 'pass',
     'A C++ programmer\'s `template <int BLOCK> __device__ float tpl_block_sum(v, sh)`: a tree with __syncthreads() inside, called by every thread of the block (PG Synchronization Functions: __syncthreads in code every thread reaches). All threads read sh[0] after the last barrier and nobody writes it afterwards. Thread 0 stores between the split barrier\'s arrive and wait.', r'''
    __shared__ float sh[TPB];
    const float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(block_rank_in_cluster() + 1);
    const float total = tpl_block_sum<TPB>(v, sh);
    cluster_arrive();
    if (threadIdx.x == 0)
        output[block_rank_in_cluster()] = total;
    cluster_wait();''', pre=r'''
template <int BLOCK>
__device__ float tpl_block_sum(float v, float *sh)
{
    const int t = threadIdx.x;
    sh[t] = v;
    __syncthreads();
#pragma unroll
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (t < s)
            sh[t] += sh[t + s];
        __syncthreads();
    }
    return sh[0];
}''')

case('c03_template_wrong_block_size', 'coordination', 'fail 1',
     'The same template instantiated with BLOCK = 128 for a 256-thread block: the tree starts at stride 64 and sh[0] ends as the sum of sh[0..127] only: every block\'s output misses half its terms (SPEC Checking: a missing term never passes). No rule is broken (every barrier is reached by all threads), so it is a wrong value.', r'''
    __shared__ float sh[TPB];
    const float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(block_rank_in_cluster() + 1);
    const float total = tpl_block_sum<TPB / 2>(v, sh);
    cluster_arrive();
    if (threadIdx.x == 0)
        output[block_rank_in_cluster()] = total;
    cluster_wait();''', pre=r'''
template <int BLOCK>
__device__ float tpl_block_sum(float v, float *sh)
{
    const int t = threadIdx.x;
    sh[t] = v;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (t < s)
            sh[t] += sh[t + s];
        __syncthreads();
    }
    return sh[0];
}''', cause=WRONG)

case('c04_helper_barrier_called_from_branch', 'coordination', 'fail 4',
     'A helper `tree_sum(sh)` holding __syncthreads() is called only inside `if (threadIdx.x < 128)`; threads 128-255 go on to cluster_arrive()/cluster_wait(). PG Synchronization Functions: __syncthreads() in conditional code only if the condition is the same in the whole block. Threads 0-127 wait at bar.sync for 256 threads, threads 128-255 wait at barrier.cluster.wait for every thread of the cluster: nobody exits, nobody can move (PTX exit rule does not apply): a deadlock, exit 4. The cause is the call from the branch.', r'''
    __shared__ float sh[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    float total = 0.0f;
    if (threadIdx.x < 128)
        total = tree_sum(sh);  // CAUSE
    cluster_arrive();
    if (threadIdx.x == 0)
        output[rank] = total;
    cluster_wait();''', pre=r'''
__device__ float tree_sum(float *sh)
{
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if ((int)threadIdx.x < s)
            sh[threadIdx.x] += sh[threadIdx.x + s];
        __syncthreads();
    }
    return sh[0];
}''', cause=HANG)

case('c05_macros_everywhere', 'coordination', 'pass',
     'Macros for the index, the barrier and the stride loop (`#define SYNC_BLOCK() __syncthreads()`, a `FOR_STRIDES(s)` for-header); the loop body is braced, so each step is followed by its barrier. Tree reduction (PG Synchronization Functions), thread 0 stores between arrive and wait.', r'''
    __shared__ float sh[TPB];
    sh[LTID] = input[GTID] * (float)(block_rank_in_cluster() + 1);
    SYNC_BLOCK();
    FOR_STRIDES(s) {
        if (LTID < s) sh[LTID] += sh[LTID + s];
        SYNC_BLOCK();
    }
    cluster_arrive();
    if (LTID == 0) output[block_rank_in_cluster()] = sh[0];
    cluster_wait();''', pre=r'''
#define GTID (blockDim.x * blockIdx.x + threadIdx.x)
#define LTID ((int)threadIdx.x)
#define SYNC_BLOCK() __syncthreads()
#define FOR_STRIDES(s) for (int s = TPB / 2; s > 0; s >>= 1)''')

case('c06_macro_step_without_braces', 'coordination', 'fail 1',
     'A statement macro `#define TREE_STEP(s) if (t < s) sh[t] += sh[t + s]; __syncthreads();` used as the body of an unbraced for: the for\'s body is only the `if`, the __syncthreads() runs once after the loop. Step s reads sh[t + s] which another thread writes at the previous step with no barrier between: a data race on shared memory (PTX Memory Consistency Model, Data races; PG __syncthreads). The cause is the line that uses the macro.', r'''
    __shared__ float sh[TPB];
    const int t = threadIdx.x;
    sh[t] = input[blockIdx.x * blockDim.x + t] * (float)(block_rank_in_cluster() + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1)
        TREE_STEP(s)  // CAUSE
    cluster_arrive();
    if (t == 0) output[block_rank_in_cluster()] = sh[0];
    cluster_wait();''', pre=r'''
#define TREE_STEP(s) if (t < (s)) sh[t] += sh[t + (s)]; __syncthreads();''', cause=RACE)

case('c07_constant_scale_table', 'coordination', 'pass',
     'The scale comes from a `__constant__ float kScale[4] = {1, 2, 3, 4}` table indexed by the cluster rank (PG __constant__: device constant memory, initialised at its declaration, read-only from kernels). Otherwise the reference algorithm.', r'''
    __shared__ float sh[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * kScale[rank];
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float acc = 0.0f;
        for (int i = 0; i < TPB; i++) acc += sh[i];
        output[rank] = acc;
    }
    cluster_wait();''', pre=r'''
__constant__ float kScale[CLUSTER_SIZE] = {1.0f, 2.0f, 3.0f, 4.0f};''')

case('c08_constant_table_off_by_one', 'coordination', 'fail 5',
     'The same table read at kScale[rank + 1]: block 3 reads kScale[4], past the 4-element array. PG: an access outside the declared object is undefined; p34\'s convention makes an out-of-bounds access a fault, exit 5 (docs/verdict-cause.md). (Blocks 0-2 are also scaled wrong, a symptom of the same line.) On the GPU constant memory past the array reads whatever follows, so the H100 likely gives a wrong value instead (exit 1).', r'''
    __shared__ float sh[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * kScale[rank + 1];  // CAUSE
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float acc = 0.0f;
        for (int i = 0; i < TPB; i++) acc += sh[i];
        output[rank] = acc;
    }
    cluster_wait();''', pre=r'''
__constant__ float kScale[CLUSTER_SIZE] = {1.0f, 2.0f, 3.0f, 4.0f};''', cause=OOB)

case('c09_extern_shared_no_size', 'coordination', 'fail 5',
     'The LLM answer stages in `extern __shared__ float smem[];` (dynamic shared memory) but p34 launches with 0 bytes of it (the launch configuration\'s shared-memory size; PG Execution Configuration / extern __shared__: the size is set at launch). Every access is outside the block\'s shared allocation: an illegal address on the GPU (exit 5). The cause is the first store into smem.', r'''
    extern __shared__ float smem[];
    const unsigned int rank = block_rank_in_cluster();
    smem[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);  // CAUSE
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float acc = 0.0f;
        for (int i = 0; i < TPB; i++) acc += smem[i];
        output[rank] = acc;
    }
    cluster_wait();''', cause=OOB)

case('c10_printf_debug_leftover', 'coordination', 'pass',
     'A correct kernel with debug printf left in: thread 0 of each block prints its rank and sum, and lane 0 of each warp prints its first scaled value (PG Formatted Output: printf from device code is allowed; it does not change memory semantics). The result is right; the printout is not a failure.', r'''
    __shared__ float sh[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    sh[threadIdx.x] = v;
    if (threadIdx.x % WARP_SIZE == 0)
        printf("DEBUG block %u warp %u first=%f\n", rank, threadIdx.x / WARP_SIZE, v);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float acc = 0.0f;
        for (int i = 0; i < TPB; i++) acc += sh[i];
        printf("DEBUG block %u sum=%f\n", rank, acc);
        output[rank] = acc;
    }
    cluster_wait();''')

case('c11_assert_that_fails', 'coordination', 'fail 5',
     'Debug leftover `assert(acc < 200.0f)` in thread 0 after the block sum: blocks 1-3 sum to 231.2, 345.6, 459.2, so the assertion fails. PG Assertion: a failed device assert stops the kernel and the host gets cudaErrorAssert: a CUDA error, exit 5. The cause is the assert line.', r'''
    __shared__ float sh[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float acc = 0.0f;
        for (int i = 0; i < TPB; i++) acc += sh[i];
        assert(acc < 200.0f);  // CAUSE
        output[rank] = acc;
    }
    cluster_wait();''', cause=r'assert')

case('c12_assert_shape_holds', 'coordination', 'pass',
     'Launch-shape asserts that hold: blockDim.x == TPB, gridDim.x == CLUSTER_SIZE, size == SIZE and cluster.dim_blocks().x == 4 (PG Assertion: a true assert does nothing). Generic blockDim-based code after them.', r'''
    cg::cluster_group cluster = cg::this_cluster();
    assert(blockDim.x == TPB && gridDim.x == CLUSTER_SIZE);
    assert(size == SIZE);
    assert(cluster.dim_blocks().x == CLUSTER_SIZE);
    __shared__ float sh[TPB];
    const unsigned int rank = cluster.block_rank();
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sh[threadIdx.x] += sh[threadIdx.x + s];
        __syncthreads();
    }
    cluster.barrier_arrive();
    if (threadIdx.x == 0) output[rank] = sh[0];
    cluster.barrier_wait();''')

case('c13_trap_never_taken', 'coordination', 'pass',
     'A defensive `if (rank >= CLUSTER_SIZE || blockDim.x != TPB) __trap();` that never fires (PG __trap: only a trap that executes aborts the kernel). Correct otherwise.', r'''
    __shared__ float sh[TPB];
    const unsigned int rank = block_rank_in_cluster();
    if (rank >= CLUSTER_SIZE || blockDim.x != TPB) __trap();
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float acc = 0.0f;
        for (int i = 0; i < TPB; i++) acc += sh[i];
        output[rank] = acc;
    }
    cluster_wait();''')

case('c14_brkpt_leftover', 'coordination', 'unclear',
     'asm("brkpt;") left in thread 0 of rank 2 from a cuda-gdb session. PTX brkpt: "Suspends execution"; the Guide says nothing of a breakpoint with no debugger attached (the launch most likely fails, exit 5, but neither document says so): unclear, not scored. It must not pass.', r'''
    __shared__ float sh[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        if (rank == 2) asm volatile("brkpt;");  // CAUSE
        float acc = 0.0f;
        for (int i = 0; i < TPB; i++) acc += sh[i];
        output[rank] = acc;
    }
    cluster_wait();''', cause=r'brkpt|__trap|breakpoint')

case('c15_clock64_spin_delay', 'coordination', 'pass',
     'Thread 0 of each block spins on clock64() for 2000 * (rank + 1) cycles before summing (a leftover "let the other blocks catch up" delay). clock64() is a per-SM counter that advances (PG Time Function); the spin ends, and the split barrier orders everything anyway.', r'''
    __shared__ float sh[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        const long long t0 = clock64();
        while (clock64() - t0 < 2000LL * (rank + 1)) { }
        float acc = 0.0f;
        for (int i = 0; i < TPB; i++) acc += sh[i];
        output[rank] = acc;
    }
    cluster_wait();''')

case('c16_early_return_off_by_one', 'coordination', 'fail 1',
     'An LLM\'s bounds guard `if (local_i >= min(TPB, size - block_base) - 1) return;` (off by one: 255 valid threads) before the staging store: thread 255 of every block exits; PTX exit releases the barriers it would hold up, so nothing hangs, but sh[255] is never stored and thread 0 adds it: shared memory is uninitialised (PG __shared__: no initialiser, undefined content), so every block\'s sum is wrong. The cause is the return line.', r'''
    __shared__ float sh[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int local_i = threadIdx.x;
    const int block_base = blockIdx.x * blockDim.x;
    if (local_i >= min(TPB, size - block_base) - 1) return;  // CAUSE
    sh[local_i] = input[block_base + local_i] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float acc = 0.0f;
        for (int i = 0; i < TPB; i++) acc += sh[i];
        output[rank] = acc;
    }
    cluster_wait();''', cause=UNINIT + '|exit|return')

case('c17_generic_dims_grid_stride', 'coordination', 'pass',
     'Written for any launch: a block-stride loop over the block\'s slice of size / gridDim.x elements, a tree over blockDim.x (a power of two), the scale from cluster.block_rank(), the output index from block_rank; with the puzzle\'s launch each thread loads one element. PG Thread Hierarchy (built-in variables), Distributed Shared Memory (cluster_group::block_rank, dim_blocks).', r'''
    __shared__ float sh[1024];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int per_block = size / gridDim.x;
    const unsigned int base = blockIdx.x * per_block;
    float acc = 0.0f;
    for (unsigned int i = threadIdx.x; i < per_block; i += blockDim.x)
        acc += input[base + i];
    sh[threadIdx.x] = acc * (float)(cluster.block_rank() + 1);
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sh[threadIdx.x] += sh[threadIdx.x + s];
        __syncthreads();
    }
    cluster.barrier_arrive();
    if (threadIdx.x == 0) output[cluster.block_rank()] = sh[0];
    cluster.barrier_wait();''')

case('c18_2d_index_typo', 'coordination', 'fail 1',
     'The block viewed as a 16 x 16 tile, `row = t / 16, col = t / 16` (typo for t % 16): sh[row * 16 + col] is stored by 16 threads each (row and col equal), with nothing ordering them: a data race on shared memory (PTX Memory Consistency Model: conflicting plain stores unordered by any barrier). The cause is the store line.', r'''
    __shared__ float sh[TPB];
    const int t = threadIdx.x;
    const int row = t / 16, col = t / 16;
    const unsigned int rank = block_rank_in_cluster();
    sh[row * 16 + col] = input[blockIdx.x * blockDim.x + t] * (rank + 1.0f);  // CAUSE
    __syncthreads();
    cluster_arrive();
    if (t == 0) {
        float acc = 0.0f;
        for (int i = 0; i < TPB; i++) acc += sh[i];
        output[rank] = acc;
    }
    cluster_wait();''', cause=RACE)

case('c19_unsigned_stride_never_ends', 'coordination', 'fail 4',
     '`for (unsigned s = TPB / 2; s >= 0; s >>= 1)`: an unsigned is always >= 0, so after s reaches 0 the loop runs forever, every thread calling __syncthreads() each round (all together: no divergence, no race) and never reaching the cluster barrier: the kernel never finishes, the watchdog\'s exit 4 (SPEC Exit codes). The cause is the loop header.', r'''
    __shared__ float sh[TPB];
    const unsigned int t = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sh[t] = input[blockIdx.x * blockDim.x + t] * (rank + 1.0f);
    __syncthreads();
    for (unsigned int s = TPB / 2; s >= 0; s >>= 1) {  // CAUSE
        if (t < s) sh[t] += sh[t + s];
        __syncthreads();
    }
    cluster_arrive();
    if (t == 0) output[rank] = sh[0];
    cluster_wait();''', cause=r'watchdog|did not finish|never ends|loop')

case('c20_recursive_pairwise_sum', 'coordination', 'pass',
     'Thread 0 sums its block\'s 256 staged values with a recursive pairwise `__device__ float rsum(const float *a, int n)` (depth 8). PG C++ Language Support: recursion is allowed in device code on compute capability 2.0+ (stack frames). Stored between arrive and wait as the reference does.', r'''
    __shared__ float sh[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = rsum(sh, TPB);
    cluster_wait();''', pre=r'''
__device__ float rsum(const float *a, int n)
{
    if (n == 1) return a[0];
    return rsum(a, n / 2) + rsum(a + n / 2, n - n / 2);
}''')

# ------------------------------------------------------------------ reduction
case('r01_helper_cluster_sync_all_threads', 'reduction', 'pass',
     'namespace-wrapped helpers: `redu::whole_cluster_barrier()` (cg::this_cluster().sync()) and `redu::tree()` (a __syncthreads tree), each called by every thread of every block; partials in temp_storage, the barrier, one thread of rank 0 stores the total. PG Distributed Shared Memory (cluster.sync by all threads), Synchronization Functions.', r'''
    __shared__ float sh[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x];
    const float block_total = redu::tree(sh);
    if (threadIdx.x == 0) temp_storage[rank] = block_total;
    redu::whole_cluster_barrier();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''', pre=r'''
namespace redu {
__device__ void whole_cluster_barrier() { cg::this_cluster().sync(); }
__device__ float tree(float *sh)
{
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if ((int)threadIdx.x < s) sh[threadIdx.x] += sh[threadIdx.x + s];
        __syncthreads();
    }
    return sh[0];
}
}  // namespace redu''')

case('r02_helper_cluster_sync_in_branch', 'reduction', 'fail 4',
     'The helper holding cluster.sync() is called inside `if (threadIdx.x < 128)` only; threads 128-255 go on to a __syncthreads(). Threads 0-127 wait at barrier.cluster.wait for all non-exited threads of the cluster, threads 128-255 at bar.sync for all 256 of their block: no thread exits, none can move (PTX barrier.cluster, bar.sync; the exit rule does not apply): a deadlock, exit 4. The cause is the call from the branch.', r'''
    __shared__ float sh[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if ((int)threadIdx.x < s) sh[threadIdx.x] += sh[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) temp_storage[rank] = sh[0];
    if (threadIdx.x < 128)
        publish_barrier();  // CAUSE
    __syncthreads();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''', pre=r'''
__device__ void publish_barrier() { cg::this_cluster().sync(); }''', cause=HANG)

case('r03_device_accumulator_zeroed', 'reduction', 'pass',
     'A `__device__ float g_total` accumulator: rank 0 thread 0 zeroes it, cluster.sync() orders the zero before every block\'s atomicAdd of its block sum (PG Atomic Functions; cluster barrier: release/acquire, PTX barrier.cluster), a second cluster.sync() orders the atomics before rank 0\'s read. Zeroed in every launch, so repeated launches are right too.', r'''
    __shared__ float sh[TPB];
    const unsigned int rank = block_rank_in_cluster();
    if (rank == 0 && threadIdx.x == 0) g_total = 0.0f;
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if ((int)threadIdx.x < s) sh[threadIdx.x] += sh[threadIdx.x + s];
        __syncthreads();
    }
    cluster_sync();
    if (threadIdx.x == 0) atomicAdd(&g_total, sh[0]);
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) output[0] = g_total;''', pre=r'''
__device__ float g_total;''')

case('r04_device_accumulator_never_reset', 'reduction', 'unclear',
     '`__device__ float g_sum = 0.0f;` (static initialiser) accumulates every block\'s sum by atomicAdd and is never reset; rank 0 reads it after cluster.sync(). The cluster puzzles launch once per run (SPEC Launches), so the one launch p34 checks is right; a second launch in the same process would start from 523776. SPEC asks nothing of state between launches for the cluster puzzles: unclear, not scored.', r'''
    __shared__ float sh[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if ((int)threadIdx.x < s) sh[threadIdx.x] += sh[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) atomicAdd(&g_sum, sh[0]);
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) output[0] = g_sum;''', pre=r'''
__device__ float g_sum = 0.0f;''')

case('r05_struct_of_pointers', 'reduction', 'pass',
     'A C++ programmer\'s `struct Bufs { float *out; const float *in; float *scratch; }` built in the kernel from the arguments and passed by reference to `load_and_reduce(const Bufs&)` and `combine(const Bufs&)`; the same memory, the same order as the reference (every thread calls the helper with the barriers; one thread combines after cluster_sync).', r'''
    const Bufs b{output, input, temp_storage};
    const float mine = load_and_reduce(b);
    if (threadIdx.x == 0) b.scratch[block_rank_in_cluster()] = mine;
    cluster_sync();
    if (block_rank_in_cluster() == 0 && threadIdx.x == 0) combine(b);''', pre=r'''
struct Bufs {
    float *out;
    const float *in;
    float *scratch;
};
__device__ float load_and_reduce(const Bufs &b)
{
    __shared__ float sh[TPB];
    sh[threadIdx.x] = b.in[blockIdx.x * blockDim.x + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if ((int)threadIdx.x < s) sh[threadIdx.x] += sh[threadIdx.x + s];
        __syncthreads();
    }
    return sh[0];
}
__device__ void combine(const Bufs &b)
{
    float t = 0.0f;
    for (int r = 0; r < CLUSTER_SIZE; r++) t += b.scratch[r];
    b.out[0] = t;
}''')

case('r06_lambda_tree_steps', 'reduction', 'pass',
     'The tree step as a lambda `auto step = [&](int s) { if (t < s) sh[t] += sh[t + s]; __syncthreads(); };` called by every thread for each stride (a lambda in device code is a device function; PG C++ Language Support, lambda expressions). Then temp_storage, cluster_sync(), one thread of rank 0.', r'''
    __shared__ float sh[TPB];
    const int t = threadIdx.x;
    sh[t] = input[blockIdx.x * blockDim.x + t];
    __syncthreads();
    auto step = [&](int s) {
        if (t < s) sh[t] += sh[t + s];
        __syncthreads();
    };
    for (int s = TPB / 2; s > 0; s >>= 1) step(s);
    if (t == 0) temp_storage[block_rank_in_cluster()] = sh[0];
    cluster_sync();
    if (block_rank_in_cluster() == 0 && t == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }''')

case('r07_lambda_mutable_copy', 'reduction', 'fail 1',
     'Rank 0 thread 0 accumulates through `auto add = [=](float v) mutable { total += v; };`: the lambda captured `total` by copy, so its own copy grows and the kernel\'s `total` stays 0; output[0] = 0 (C++ [expr.prim.lambda.capture]: a by-copy capture is a member of the closure). A wrong value, no rule broken.', r'''
    __shared__ float sh[TPB];
    const int t = threadIdx.x;
    sh[t] = input[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (t < s) sh[t] += sh[t + s];
        __syncthreads();
    }
    if (t == 0) temp_storage[block_rank_in_cluster()] = sh[0];
    cluster_sync();
    if (block_rank_in_cluster() == 0 && t == 0) {
        float total = 0.0f;
        auto add = [=](float v) mutable { total += v; };
        for (int r = 0; r < CLUSTER_SIZE; r++) add(temp_storage[r]);
        output[0] = total;
    }''', cause=WRONG)

case('r08_dsmem_helper_pull', 'reduction', 'pass',
     'Helpers `peer_sum(sh_total)` reading each peer\'s block total through map_shared_rank; cluster.sync() before the reads (every block started and stored) and a second one after (no block exits while rank 0 still reads its shared memory): PG Distributed Shared Memory. temp_storage is unused (scratch).', r'''
    __shared__ float sh[TPB];
    __shared__ float block_total;
    const int t = threadIdx.x;
    sh[t] = input[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (t < s) sh[t] += sh[t + s];
        __syncthreads();
    }
    if (t == 0) block_total = sh[0];
    cg::this_cluster().sync();
    if (block_rank_in_cluster() == 0 && t == 0) output[0] = peer_sum(&block_total);
    cg::this_cluster().sync();''', pre=r'''
__device__ float peer_value(float *p, unsigned int r) { return *cg::this_cluster().map_shared_rank(p, r); }
__device__ float peer_sum(float *p)
{
    float s = 0.0f;
    for (unsigned int r = 0; r < cg::this_cluster().num_blocks(); r++) s += peer_value(p, r);
    return s;
}''')

case('r09_rank0_reads_griddim_y', 'reduction', 'fail 1',
     'Rank 0 combines `for (r = 0; r < gridDim.y; r++)`: the learner meant the number of blocks, but the grid is 4 x 1 x 1, so only temp_storage[0] is added: output[0] is rank 0\'s block sum, a wrong value (PG Thread Hierarchy: gridDim.y is the grid\'s y extent).', r'''
    __shared__ float sh[TPB];
    const int t = threadIdx.x;
    sh[t] = input[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (t < s) sh[t] += sh[t + s];
        __syncthreads();
    }
    if (t == 0) temp_storage[block_rank_in_cluster()] = sh[0];
    cluster_sync();
    if (block_rank_in_cluster() == 0 && t == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < gridDim.y; r++) total += temp_storage[r];
        output[0] = total;
    }''', cause=WRONG)

case('r10_two_bugs_tree_race_and_short_sum', 'reduction', 'fail 1',
     'Two bugs: the tree has no __syncthreads() between steps (a shared-memory data race: step s reads sh[t + s] that another thread of another warp writes at the previous step; PTX Data races), and rank 0 adds only 3 partials (a wrong value). The race comes first in the program and makes every number meaningless: it is the root cause and should be the first line (the race\'s line).', r'''
    __shared__ float sh[TPB];
    const int t = threadIdx.x;
    sh[t] = input[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (t < s) sh[t] += sh[t + s];  // CAUSE
    }
    __syncthreads();
    if (t == 0) temp_storage[block_rank_in_cluster()] = sh[0];
    cluster_sync();
    if (block_rank_in_cluster() == 0 && t == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE - 1; r++) total += temp_storage[r];
        output[0] = total;
    }''', cause=RACE)

case('r11_uninit_slot_read_three_steps_later', 'reduction', 'fail 1',
     'The staging store is guarded `if (t < TPB - 1)` (a leftover off-by-one), so sh[255] is never stored; the tree reads it at its first step (sh[127] += sh[255]) and the garbage flows through three more steps into the block sum: shared memory is uninitialised (PG __shared__), so output[0] is wrong. The first place the rules can see is that read (the tree line).', r'''
    __shared__ float sh[TPB];
    const int t = threadIdx.x;
    if (t < TPB - 1)
        sh[t] = input[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (t < s) sh[t] += sh[t + s];  // CAUSE
        __syncthreads();
    }
    if (t == 0) temp_storage[block_rank_in_cluster()] = sh[0];
    cluster_sync();
    if (block_rank_in_cluster() == 0 && t == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }''', cause=UNINIT)

case('r12_signed_unsigned_rank_loop', 'reduction', 'fail 5',
     'Rank 0 sums backwards `for (int r = CLUSTER_SIZE - 1; r >= 0u; r--)`: comparing with 0u converts r to unsigned, always >= 0, so after r = 0 it reads temp_storage[-1], [-2], ...: outside the 4-float buffer (PG: undefined; p34 out of bounds = exit 5, and on the GPU the walk down eventually leaves the allocation: illegal address). The cause is the read.', r'''
    __shared__ float sh[TPB];
    const int t = threadIdx.x;
    sh[t] = input[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (t < s) sh[t] += sh[t + s];
        __syncthreads();
    }
    if (t == 0) temp_storage[block_rank_in_cluster()] = sh[0];
    cluster_sync();
    if (block_rank_in_cluster() == 0 && t == 0) {
        float total = 0.0f;
        for (int r = CLUSTER_SIZE - 1; r >= 0u; r--)
            total += temp_storage[r];  // CAUSE
        output[0] = total;
    }''', cause=OOB)

case('r13_race_on_scratch_and_many_writers', 'reduction', 'fail 1',
     'Two bugs: no cluster barrier between the partial stores and rank 0\'s reads of temp_storage (a data race across blocks: nothing orders peer r\'s store before rank 0\'s read; PTX barrier.cluster / Data races), and every thread of rank 0 stores output[0] (256 writers). The race on temp_storage comes first and is why the value is wrong; it should lead (its read line).', r'''
    __shared__ float sh[TPB];
    const int t = threadIdx.x;
    sh[t] = input[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (t < s) sh[t] += sh[t + s];
        __syncthreads();
    }
    if (t == 0) temp_storage[block_rank_in_cluster()] = sh[0];
    if (block_rank_in_cluster() == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];  // CAUSE
        output[0] = total;
    }
    cluster_sync();''', cause=r'data race on `temp_storage')

case('r14_template_cluster_size_and_static_constexpr', 'reduction', 'pass',
     'The combine is `template <unsigned N> struct Combine { static constexpr unsigned kN = N; __device__ static float run(const float *p) }` instantiated with CLUSTER_SIZE, after cluster_sync(); one thread of the cluster (rank 0, threadIdx 0) stores. The block part is a warp-shuffle reduction then 8 warp sums (PG Warp Shuffle Functions: full mask, all lanes converged).', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const int t = threadIdx.x;
    float v = input[blockIdx.x * blockDim.x + t];
    for (int o = WARP_SIZE / 2; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (t % WARP_SIZE == 0) ws[t / WARP_SIZE] = v;
    __syncthreads();
    if (t == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) b += ws[w];
        temp_storage[block_rank_in_cluster()] = b;
    }
    cluster_sync();
    if (block_rank_in_cluster() == 0 && t == 0) output[0] = Combine<CLUSTER_SIZE>::run(temp_storage);''', pre=r'''
template <unsigned N>
struct Combine {
    static constexpr unsigned kN = N;
    __device__ static float run(const float *p)
    {
        float s = 0.0f;
        for (unsigned i = 0; i < kN; i++) s += p[i];
        return s;
    }
};''')

case('r15_nanosleep_backoff_atomic_poll', 'reduction', 'pass',
     'Ranks 1-3 store temp_storage[rank], __threadfence(), atomicAdd a `__device__` arrival counter; rank 0 thread 0 polls it with atomicAdd(&c, 0) and __nanosleep(64) back-off until 3, __threadfence(), sums, and resets it with atomicExch (fence-fence synchronization through the counter: PG Memory Fence Functions; PTX Memory Consistency Model release/acquire patterns; a cluster\'s blocks are co-scheduled, so the poll ends). A final cluster_sync() keeps the reset ordered before the next launch\'s arrivals anyway (one launch).', r'''
    __shared__ float sh[TPB];
    const int t = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sh[t] = input[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (t < s) sh[t] += sh[t + s];
        __syncthreads();
    }
    if (t == 0) {
        temp_storage[rank] = sh[0];
        if (rank != 0) {
            __threadfence();
            atomicAdd(&g_arrived, 1u);
        } else {
            while (atomicAdd(&g_arrived, 0u) < CLUSTER_SIZE - 1) __nanosleep(64);
            __threadfence();
            float total = 0.0f;
            for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
            output[0] = total;
            atomicExch(&g_arrived, 0u);
        }
    }
    cluster_sync();''', pre=r'''
__device__ unsigned int g_arrived = 0;''')

case('r16_managed_scratch', 'reduction', 'pass',
     'Partials staged in `__managed__ float m_part[CLUSTER_SIZE]` instead of temp_storage: managed memory is ordinary global memory to the kernel (PG Unified Memory: __managed__ variables are accessible from device code like __device__ ones); cluster_sync() orders the stores before rank 0\'s reads.', r'''
    __shared__ float sh[TPB];
    const int t = threadIdx.x;
    sh[t] = input[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (t < s) sh[t] += sh[t + s];
        __syncthreads();
    }
    if (t == 0) m_part[block_rank_in_cluster()] = sh[0];
    cluster_sync();
    if (block_rank_in_cluster() == 0 && t == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += m_part[r];
        output[0] = total;
    }''', pre=r'''
__managed__ float m_part[CLUSTER_SIZE];''')

# ------------------------------------------------------------------ advanced
case('a01_cpp_helpers_namespace', 'advanced', 'pass',
     'A C++ programmer\'s file: namespace adv with `lane_id()`, `warp_id()`, `elected()` (elect_one_sync) and `sum_span(p, n)`; the elected lane of each warp sums its 32 scaled values, thread 0 the 8 warp sums, split cluster barrier around the store. Every warp calls elect with all 32 lanes converged (PTX elect.sync).', r'''
    __shared__ float sh[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    if (adv::elected()) ws[adv::warp_id()] = adv::sum_span(sh + adv::warp_id() * WARP_SIZE, WARP_SIZE);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = adv::sum_span(ws, TPB / WARP_SIZE);
    cluster_wait();''', pre=r'''
namespace adv {
__device__ __forceinline__ unsigned lane_id() { return threadIdx.x % WARP_SIZE; }
__device__ __forceinline__ unsigned warp_id() { return threadIdx.x / WARP_SIZE; }
__device__ __forceinline__ bool elected() { return elect_one_sync(); }
__device__ float sum_span(const float *p, int n)
{
    float s = 0.0f;
    for (int i = 0; i < n; i++) s += p[i];
    return s;
}
}  // namespace adv''')

case('a02_static_constexpr_layout', 'advanced', 'pass',
     '`struct Layout { static constexpr int kWarps = TPB / WARP_SIZE, kLanes = WARP_SIZE; }` sizes the arrays and loops; otherwise the reference: elected lane per warp, __syncthreads, thread 0 sums, arrive/wait. PG C++ Language Support: constexpr variables usable in device code.', r'''
    __shared__ float sh[Layout::kWarps * Layout::kLanes];
    __shared__ float ws[Layout::kWarps];
    const unsigned int rank = block_rank_in_cluster();
    const int w = threadIdx.x / Layout::kLanes;
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < Layout::kLanes; i++) s += sh[w * Layout::kLanes + i];
        ws[w] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < Layout::kWarps; i++) s += ws[i];
        output[rank] = s;
    }
    cluster_wait();''', pre=r'''
struct Layout {
    static constexpr int kWarps = TPB / WARP_SIZE;
    static constexpr int kLanes = WARP_SIZE;
};''')

case('a03_half_warp_constant_uninit', 'advanced', 'fail 1',
     '`static constexpr int kWarps = TPB / 16;` (the learner mixed up half-warps): ws[16], the elected lane of each of the 8 warps stores ws[0..7], and thread 0 sums all 16 entries: ws[8..15] were never stored (PG __shared__: uninitialised), so the sums are garbage. The cause is thread 0\'s read of the unstored slots (its loop line).', r'''
    __shared__ float sh[TPB];
    __shared__ float ws[kWarps];
    const unsigned int rank = block_rank_in_cluster();
    const int w = threadIdx.x / WARP_SIZE;
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sh[w * WARP_SIZE + i];
        ws[w] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < kWarps; i++) s += ws[i];  // CAUSE
        output[rank] = s;
    }
    cluster_wait();''', pre=r'''
static constexpr int kWarps = TPB / 16;''', cause=UNINIT)

case('a04_lambda_warp_total', 'advanced', 'pass',
     'The warp\'s sum as a capturing lambda `auto warp_total = [&](int w) {...}` called by the elected lane; the block\'s as another lambda called by thread 0 (PG C++ Language Support: lambdas in device code). Reference order of barriers.', r'''
    __shared__ float sh[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    auto warp_total = [&](int w) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sh[w * WARP_SIZE + i];
        return s;
    };
    auto block_total = [&]() {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) s += ws[w];
        return s;
    };
    __syncthreads();
    if (elect_one_sync()) ws[threadIdx.x / WARP_SIZE] = warp_total(threadIdx.x / WARP_SIZE);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = block_total();
    cluster_wait();''')

case('a05_warp_sums_loop_le', 'advanced', 'fail 5',
     'Thread 0 sums the warp sums with `for (w = 0; w <= TPB / WARP_SIZE; w++)`: it reads ws[8] of an 8-element array, out of bounds (PG: undefined; p34: out of bounds, exit 5). The cause is that read.', r'''
    __shared__ float sh[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int w = threadIdx.x / WARP_SIZE;
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sh[w * WARP_SIZE + i];
        ws[w] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i <= TPB / WARP_SIZE; i++)
            s += ws[i];  // CAUSE
        output[rank] = s;
    }
    cluster_wait();''', cause=OOB)

case('a06_two_bugs_oob_then_missing_sync', 'advanced', 'fail 5',
     'Two bugs: the staging store is `sh[threadIdx.x + 1]` (thread 255 stores sh[256], out of bounds of the 256-element array: a fault, exit 5) and the __syncthreads() between the warp sums and thread 0\'s read is missing (a race). The out-of-bounds store happens first and is the worse verdict (exit 5): it must lead.', r'''
    __shared__ float sh[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int w = threadIdx.x / WARP_SIZE;
    sh[threadIdx.x + 1] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);  // CAUSE
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sh[w * WARP_SIZE + i];
        ws[w] = s;
    }
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) s += ws[i];
        output[rank] = s;
    }
    cluster_wait();''', cause=OOB)

case('a07_printf_every_thread', 'advanced', 'pass',
     'A debugging flood: every one of the 1024 threads prints its index and scaled value, and each elected lane its warp sum (PG Formatted Output: printf is buffered and printed after the kernel; it changes no memory). Correct otherwise: the report must pass and not be drowned.', r'''
    __shared__ float sh[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int w = threadIdx.x / WARP_SIZE;
    const float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    printf("t=%d v=%f\n", (int)(blockIdx.x * blockDim.x + threadIdx.x), v);
    sh[threadIdx.x] = v;
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sh[w * WARP_SIZE + i];
        ws[w] = s;
        printf("block %u warp %d sum %f\n", rank, w, s);
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) s += ws[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('a08_volatile_flag_nanosleep_fenced', 'advanced', 'pass',
     'Inside each block, warp 7\'s elected lane adds the 8 warp sums (after __syncthreads), stores `btotal`, __threadfence_block(), then sets a volatile shared flag; thread 0 (warp 0) spins `while (!flag) __nanosleep(32);` on the volatile flag, __threadfence_block(), stores output. Release/acquire at CTA scope (PTX Memory Consistency Model: fence + strong store / strong load + fence); different warps, so the spin cannot starve its writer. The flag is zeroed before the first barrier.', r'''
    __shared__ float sh[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float btotal;
    __shared__ volatile int flag;
    const unsigned int rank = block_rank_in_cluster();
    const int w = threadIdx.x / WARP_SIZE;
    if (threadIdx.x == 0) flag = 0;
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sh[w * WARP_SIZE + i];
        ws[w] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (w == TPB / WARP_SIZE - 1 && elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) s += ws[i];
        btotal = s;
        __threadfence_block();
        flag = 1;
    }
    if (threadIdx.x == 0) {
        while (flag == 0) __nanosleep(32);
        __threadfence_block();
        output[rank] = btotal;
    }
    cluster_wait();''')

case('a09_plain_flag_spin', 'advanced', 'fail 1',
     'As a08 with a plain (not volatile) `__shared__ int ready` and no fences: thread 0\'s plain loads of `ready` race with warp 7\'s plain store (PTX Memory Consistency Model: two plain accesses to one location, one a write, unordered: a data race; the compiler may also hoist the load and spin forever). The cause is the spin\'s read of ready (or the store: either names the pair).', r'''
    __shared__ float sh[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float btotal;
    __shared__ int ready;
    const unsigned int rank = block_rank_in_cluster();
    const int w = threadIdx.x / WARP_SIZE;
    if (threadIdx.x == 0) ready = 0;
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sh[w * WARP_SIZE + i];
        ws[w] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (w == TPB / WARP_SIZE - 1 && elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) s += ws[i];
        btotal = s;
        ready = 1;
    }
    if (threadIdx.x == 0) {
        while (ready == 0) __nanosleep(32);  // CAUSE
        output[rank] = btotal;
    }
    cluster_wait();''', cause=RACE)

case('a10_recursive_warp_sum', 'advanced', 'pass',
     'The elected lane sums its warp\'s 32 values with a recursive halving `__device__ float halves(const float *p, int n)` (recursion in device code: PG C++ Language Support); thread 0 sums the warp sums the same way.', r'''
    __shared__ float sh[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int w = threadIdx.x / WARP_SIZE;
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    if (elect_one_sync()) ws[w] = halves(sh + w * WARP_SIZE, WARP_SIZE);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = halves(ws, TPB / WARP_SIZE);
    cluster_wait();''', pre=r'''
__device__ float halves(const float *p, int n)
{
    return n == 1 ? p[0] : halves(p, n / 2) + halves(p + n / 2, n / 2);
}''')

case('a11_unsigned_countdown_warps', 'advanced', 'fail 5',
     'Thread 0 adds the warp sums backwards with `for (unsigned w = TPB / WARP_SIZE - 1; w >= 0; --w)`: after w = 0 it wraps to 4294967295 and reads ws[4294967295], far outside the array (PG: undefined; an illegal address on the GPU, exit 5).', r'''
    __shared__ float sh[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int wid = threadIdx.x / WARP_SIZE;
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sh[wid * WARP_SIZE + i];
        ws[wid] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (unsigned int w = TPB / WARP_SIZE - 1; w >= 0; --w)
            s += ws[w];  // CAUSE
        output[rank] = s;
    }
    cluster_wait();''', cause=OOB)

case('a12_trap_on_large_warp_sum', 'advanced', 'fail 5',
     'Debug check left in the elected lane: `if (s > 30.0f) __trap();`. Block 0\'s warps stay below 30, but block 3 (scale 4) does not: its warp 0 holds i = 768..799, i % 50 = 18..49, 4 * 0.02 * 1072 = 85.76: the trap fires (PG __trap: aborts the kernel, the host sees an error: exit 5). The cause is the trap line.', r'''
    __shared__ float sh[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int w = threadIdx.x / WARP_SIZE;
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sh[w * WARP_SIZE + i];
        if (s > 30.0f) __trap();  // CAUSE
        ws[w] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) s += ws[i];
        output[rank] = s;
    }
    cluster_wait();''', cause=r'__trap')

case('a13_assert_warp_multiple_and_clock', 'advanced', 'pass',
     'Sanity checks a learner left: `assert(blockDim.x % WARP_SIZE == 0)` at the top (true), and the elected lane times its loop with clock64() into a local it never uses. Correct otherwise (PG Assertion, Time Function).', r'''
    __shared__ float sh[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    assert(blockDim.x % WARP_SIZE == 0);
    const unsigned int rank = block_rank_in_cluster();
    const int w = threadIdx.x / WARP_SIZE;
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    if (elect_one_sync()) {
        const long long t0 = clock64();
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sh[w * WARP_SIZE + i];
        ws[w] = s;
        const long long dt = clock64() - t0;
        (void)dt;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) s += ws[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('a14_helper_syncthreads_in_elected_branch', 'advanced', 'fail 4',
     'The warp-sum helper `store_warp_sum(ws, w, s)` ends with a __syncthreads() ("make it visible"), and is called inside `if (elect_one_sync())`: one lane of each warp waits at that __syncthreads(), the other 31 lanes of the warp go on to the __syncthreads() after the branch. PG Synchronization Functions: conditional __syncthreads() only when uniform; lanes of one warp at different __syncthreads() calls hang the H100 (README: the divergent barrier, exit 4). The cause is the call inside the branch.', r'''
    __shared__ float sh[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int w = threadIdx.x / WARP_SIZE;
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sh[w * WARP_SIZE + i];
        store_warp_sum(ws, w, s);  // CAUSE
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) s += ws[i];
        output[rank] = s;
    }
    cluster_wait();''', pre=r'''
__device__ void store_warp_sum(float *ws, int w, float s)
{
    ws[w] = s;
    __syncthreads();
}''', cause=DIVERGE + '|deadlock')

case('a15_managed_output_copy', 'advanced', 'pass',
     'Block totals kept in a `__managed__ float m_tot[CLUSTER_SIZE]` by thread 0 and copied to output[rank] by the same thread (PG Unified Memory: a __managed__ variable is device memory to the kernel). Reference algorithm otherwise.', r'''
    __shared__ float sh[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int w = threadIdx.x / WARP_SIZE;
    sh[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sh[w * WARP_SIZE + i];
        ws[w] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        m_tot[rank] = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) m_tot[rank] += ws[i];
        output[rank] = m_tot[rank];
    }
    cluster_wait();''', pre=r'''
__managed__ float m_tot[CLUSTER_SIZE];''')

# ------------------------------------------------------------------ last-block
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

case('l01_helper_ticket_all_threads', 'last-block', 'pass',
     'The ticket in a helper `lb_is_last(counter)` (thread 0: __threadfence(), atomicAdd, flag in shared; then __syncthreads()), called by every thread (the Programming Guide\'s threadFenceReduction as a function). The merging block resets the counter after all tickets are drawn.', LB_TREE + r'''
    if (tid == 0) partials[blockIdx.x] = sm[0];
    if (lb_is_last(counter)) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''', pre=r'''
__device__ bool lb_is_last(unsigned int *counter)
{
    __shared__ bool last;
    if (threadIdx.x == 0) {
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    return last;
}''')

case('l02_helper_ticket_thread0_only', 'last-block', 'fail 4',
     'The same helper (its __syncthreads() inside) called by thread 0 alone: `if (tid == 0) { partials[...] = ...; am_last = lb_is_last(counter); }` followed by a __syncthreads() for everyone. Lane 0 of warp 0 waits at the helper\'s __syncthreads(), lanes 1-31 at the one after the branch: lanes of one warp at different __syncthreads() calls (PG Synchronization Functions: conditional __syncthreads only when uniform) hang the H100 (README: the divergent barrier, exit 4). The cause is the call in the thread-0 branch.', LB_TREE + r'''
    __shared__ bool am_last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        am_last = lb_is_last(counter);  // CAUSE
    }
    __syncthreads();
    if (am_last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''', pre=r'''
__device__ bool lb_is_last(unsigned int *counter)
{
    __shared__ bool last;
    if (threadIdx.x == 0) {
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    return last;
}''', cause=DIVERGE + '|deadlock')

case('l03_generic_grid_stride', 'last-block', 'pass',
     'An LLM\'s generic version: grid-stride load `for (i = blockIdx.x * blockDim.x + tid; i < size; i += gridDim.x * blockDim.x)`, a tree over blockDim.x, the ticket against gridDim.x, the merge striding over gridDim.x; with 256 x 256 each thread loads one element. Guide\'s fence/ticket/barrier; the merging thread 0 resets the counter.', r'''
    __shared__ float sm[1024];
    __shared__ bool last;
    const unsigned int tid = threadIdx.x;
    float acc = 0.0f;
    for (unsigned int i = blockIdx.x * blockDim.x + tid; i < (unsigned)size; i += gridDim.x * blockDim.x) acc += input[i];
    sm[tid] = acc;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {
        float m = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) m += partials[b];
        sm[tid] = m;
        __syncthreads();
        for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''')

case('l04_device_ticket_never_reset', 'last-block', 'fail 1',
     'The ticket comes from `__device__ unsigned int g_done = 0;` (the Guide\'s own `count` variable) and nobody resets it: the first launch is right, the second (SPEC: two launches, no reset between) draws tickets 256..511, none equals gridDim.x - 1, so no block merges and launch 2\'s output is never written. (*counter is untouched, so it stays 0.) The cause is the ticket on g_done with no reset.', LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(&g_done, 1u) == gridDim.x - 1;  // CAUSE
    }
    __syncthreads();
    if (last) {''' + LB_MERGE + r'''
        if (tid == 0) output[0] = sm[0];
    }''', pre=r'''
__device__ unsigned int g_done = 0;''', cause=r'g_done|launch 2|not written|reset')

case('l05_device_ticket_guide_reset', 'last-block', 'pass',
     'The Programming Guide\'s threadFenceReduction with its `__device__ unsigned int count = 0`, atomicInc(&count, gridDim.x) and `count = 0` by thread 0 of the last block (after every ticket is drawn): both launches right; *counter is never used and stays 0 (SPEC only asks that it be 0 at the end).', LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicInc(&g_count, gridDim.x) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = sm[0]; g_count = 0; }
    }''', pre=r'''
__device__ unsigned int g_count = 0;''')

case('l06_struct_args_namespace', 'last-block', 'pass',
     '`namespace lb { struct Args { float *out; const float *in; float *parts; unsigned *ctr; }; }` built in the kernel; `lb::block_partial(a, sm)` (barriers inside, every thread), `lb::ticket(a)` (every thread: thread 0 fences and takes the ticket, __syncthreads broadcast), `lb::merge(a, sm)` in the uniform last-block branch. The Guide\'s pattern, reset after the merge.', r'''
    __shared__ float sm[TPB];
    const lb::Args a{output, input, partials, counter};
    lb::block_partial(a, sm);
    if (lb::ticket(a)) lb::merge(a, sm);''', pre=r'''
namespace lb {
struct Args {
    float *out;
    const float *in;
    float *parts;
    unsigned int *ctr;
};
__device__ void tree(float *sm)
{
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if ((int)threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
}
__device__ void block_partial(const Args &a, float *sm)
{
    sm[threadIdx.x] = a.in[blockIdx.x * blockDim.x + threadIdx.x];
    tree(sm);
    if (threadIdx.x == 0) a.parts[blockIdx.x] = sm[0];
}
__device__ bool ticket(const Args &a)
{
    __shared__ bool last;
    if (threadIdx.x == 0) {
        __threadfence();
        last = atomicAdd(a.ctr, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    return last;
}
__device__ void merge(const Args &a, float *sm)
{
    sm[threadIdx.x] = a.parts[threadIdx.x];
    tree(sm);
    if (threadIdx.x == 0) { a.out[0] = sm[0]; *a.ctr = 0; }
}
}  // namespace lb''')

case('l07_printf_in_last_block', 'last-block', 'pass',
     'The Guide\'s pattern with a printf of the ticket by every block\'s thread 0 and of the total by the merging block (PG Formatted Output). 2 x 257 lines of output; the result and the reset are right.', LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        printf("block %d ticket %u\n", (int)blockIdx.x, t);
        last = t == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {''' + LB_MERGE + r'''
        if (tid == 0) {
            printf("last block %d total %f\n", (int)blockIdx.x, sm[0]);
            output[0] = sm[0];
            *counter = 0;
        }
    }''')

case('l08_assert_ticket_is_block_index', 'last-block', 'fail 5',
     'Debug assert `assert(t == blockIdx.x)` after the ticket: blocks need not take tickets in index order (PG Thread Hierarchy: thread blocks execute in any order), so on a legal schedule some block draws a ticket other than its index and the assertion fails: device-side assert, exit 5. (On the H100 256 blocks start in waves and race for the ticket: it is very unlikely all 256 take their own index.)', LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        assert(t == blockIdx.x);  // CAUSE
        last = t == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''', cause=r'assert')

case('l09_shared_flag_only_set_when_last', 'last-block', 'fail 1',
     '`__shared__ bool last;` is set only `if (ticket == gridDim.x - 1) last = true;` (no else): in every other block it is read uninitialised after the barrier (PG __shared__: undefined initial content), so blocks that are not last may merge too (several writers of output[0], a reset while tickets are still drawn). The cause is the read of the never-stored flag.', LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        if (atomicAdd(counter, 1u) == gridDim.x - 1) last = true;
    }
    __syncthreads();
    if (last) {  // CAUSE''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''', cause=UNINIT + '|several blocks merged')

case('l10_clock_spin_before_ticket', 'last-block', 'pass',
     'A leftover `while (clock64() - t0 < 10000) ;` in thread 0 between the fence and the ticket (to "let the partials land"): it delays, changes nothing in the order (PG Time Function). The Guide\'s pattern otherwise.', LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const long long t0 = clock64();
        while (clock64() - t0 < 10000) { }
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''')

case('l11_2d_tile_view', 'last-block', 'pass',
     'The block as a 16 x 16 tile: row = tid / 16, col = tid % 16, a row reduction (16 lanes each, a stride loop with __syncthreads) then thread 0 adds the 16 row sums; the merging block does the same on partials viewed as 16 x 16. Every index a permutation; barriers reached by all threads.', r'''
    __shared__ float tile[16][16];
    __shared__ bool last;
    const int tid = threadIdx.x, row = tid / 16, col = tid % 16;
    auto reduce_tile = [&]() -> float {
        for (int s = 8; s > 0; s >>= 1) {
            if (col < s) tile[row][col] += tile[row][col + s];
            __syncthreads();
        }
        float t = 0.0f;
        if (tid == 0)
            for (int r = 0; r < 16; r++) t += tile[r][0];
        return t;
    };
    tile[row][col] = input[blockIdx.x * blockDim.x + row * 16 + col];
    __syncthreads();
    const float part = reduce_tile();
    if (tid == 0) {
        partials[blockIdx.x] = part;
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {
        tile[row][col] = partials[row * 16 + col];
        __syncthreads();
        const float total = reduce_tile();
        if (tid == 0) { output[0] = total; *counter = 0; }
    }''')

case('l12_exit_rule_half_block_merge', 'last-block', 'pass',
     'Unusual but valid: every thread takes part in the ticket broadcast; then in a block that is not last every thread returns (uniform), and in the last block threads 128-255 return and threads 0-127 each add two partials and finish a tree from stride 64 with __syncthreads(). PTX exit: exited threads release a barrier they would hold up, so the 128 remaining threads synchronise among themselves (PTX ISA bar.sync/exit; whole warps exited). The counter is reset after the merge.', LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (!last) return;
    if (tid >= TPB / 2) return;
    sm[tid] = partials[tid] + partials[tid + TPB / 2];
    __syncthreads();
    for (int s = TPB / 4; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) { output[0] = sm[0]; *counter = 0; }''')

case('l13_managed_ticket_never_reset', 'last-block', 'fail 1',
     'The ticket from `__managed__ unsigned int m_ticket = 0;` never reset: launch 1 right, launch 2 draws 256..511 and no block merges: output not written (SPEC: two launches, no reset in between). PG Unified Memory: a __managed__ variable persists across launches like a __device__ one. The cause is the ticket on m_ticket.', LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(&m_ticket, 1u) == gridDim.x - 1;  // CAUSE
    }
    __syncthreads();
    if (last) {''' + LB_MERGE + r'''
        if (tid == 0) output[0] = sm[0];
    }''', pre=r'''
__managed__ unsigned int m_ticket = 0;''', cause=r'm_ticket|launch 2|not written|reset')

case('l14_extern_shared_merge_and_no_fence', 'last-block', 'fail 5',
     'Two bugs: no __threadfence() before the ticket (a race on partials; PG Memory Fence Functions) and the merge stages into `extern __shared__ float scratch[]` of size 0 (out of bounds: an illegal shared address on the GPU, exit 5). The fault is the worse verdict and happens in the merging block at its first store; exit 5 with the out-of-bounds store first is the truth (the race is a second finding).', LB_TREE + r'''
    extern __shared__ float scratch[];
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        scratch[tid] = acc;  // CAUSE
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) scratch[tid] += scratch[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = scratch[0]; *counter = 0; }
    }''', cause=OOB)

case('l15_ldg_input_restrict_helper', 'last-block', 'pass',
     'A `static __device__ float load_ro(const float *__restrict__ p, int i) { return __ldg(p + i); }` for the input (read-only, never written in the launch: PG Read-Only Data Cache Load Function), the Guide\'s fence and ticket, the merge reading partials with plain loads (written in this launch, so no __ldg there).', r'''
    __shared__ float sm[TPB];
    __shared__ bool last;
    const int tid = threadIdx.x;
    sm[tid] = load_ro(input, blockIdx.x * blockDim.x + tid);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''', pre=r'''
static __device__ float load_ro(const float *__restrict__ p, int i) { return __ldg(p + i); }''')

case('l16_plain_reread_counter_printf', 'last-block', 'fail 1',
     'A progress check left in: after its atomicAdd ticket every block\'s thread 0 re-reads the counter with a plain load (`unsigned seen = *counter;`) to printf an odd value: a plain load racing with other blocks\' atomics on the counter (PTX Memory Consistency Model: a plain access and an atomic to one location from different threads, unordered by any barrier or fence-atomic pair: a data race). The merge itself uses the ticket and is right. The cause is that plain re-read.', LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        const unsigned int seen = *counter;  // CAUSE
        if (seen > gridDim.x) printf("odd counter %u\n", seen);
        last = t == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''', cause=r'data race on `counter|counter')

case('l17_recursive_merge', 'last-block', 'pass',
     'The last block\'s thread 0 merges the 256 partials with a recursive pairwise sum (depth 8; PG C++ Language Support: recursion in device code) after the Guide\'s fence + ticket + __syncthreads (thread 0 is the thread that took the ticket and fenced), then resets the counter.', LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last && tid == 0) {
        output[0] = pair_sum(partials, gridDim.x);
        *counter = 0;
    }''', pre=r'''
__device__ float pair_sum(const float *p, unsigned int n)
{
    if (n == 1) return p[0];
    return pair_sum(p, n / 2) + pair_sum(p + n / 2, n - n / 2);
}''')

case('l18_macro_ticket_unbraced_if', 'last-block', 'fail 1',
     'A two-statement macro `#define PUBLISH(p, v) __threadfence(); p = v` used after `if (tid == 0)` without braces: only the fence is conditional; `partials[blockIdx.x] = sm[0]` runs in all 256 threads of every block: 256 unordered plain stores to one location per block, a data race (PTX Memory Consistency Model: conflicting stores unordered; SPEC\'s one writer per location is for outputs, but the race alone is the failure). The cause is the macro use line.', LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0)
        PUBLISH(partials[blockIdx.x], sm[0]);  // CAUSE
    if (tid == 0) last = atomicAdd(counter, 1u) == gridDim.x - 1;
    __syncthreads();
    if (last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''', pre=r'''
#define PUBLISH(p, v) __threadfence(); p = v''', cause=RACE + '|missing __threadfence')
