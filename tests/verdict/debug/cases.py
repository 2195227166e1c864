# Cases for gen.py (docs/verdict-debug.md): kernels as a learner has them in the MIDDLE OF
# DEBUGGING, the tenth run of the same file: printf everywhere, asserts and traps, debug values
# written where they should not be, clock/timer reads and busy-waits, barriers commented out,
# early returns to debug one block, #if 0 / if (false), hard-coded test values, and the
# learner's own checks (a sequential loop in one thread, double computation compared).
# Body = the kernel's body; pre = file-scope code before it. Every verdict and its reason were
# written before p34 ran the kernel. PG = CUDA C++ Programming Guide, PTX = PTX ISA,
# SPEC = docs/SPEC.md. "fail 5" on an out-of-bounds index follows the project's convention
# (compute-sanitizer's word, docs/verdict-matrix.md).

# ---------------------------------------------------------------- shared snippets
COORD_LOAD = r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sdata[tid] = input[gi] * (float)(rank + 1);
    __syncthreads();
'''
COORD_SUM = r'''
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();'''

RED_LOAD = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[gi];
    __syncthreads();
'''
RED_TREE = r'''
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''
RED_MERGE = r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }'''

ADV_LOAD = r'''
    __shared__ float sdata[TPB];
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    const int warp = tid / WARP_SIZE;
    sdata[tid] = input[gi] * (float)(rank + 1);
    __syncthreads();
'''
ADV_ELECT = r'''
    if (elect_one_sync()) {
        float w = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) w += sdata[warp * WARP_SIZE + i];
        wsum[warp] = w;
    }
'''
ADV_TAIL = r'''
    cluster_arrive();
    if (tid == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) b += wsum[w];
        output[rank] = b;
    }
    cluster_wait();'''

LB_LOAD = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''
LB_MERGE = r'''
    if (tid == 0) partials[blockIdx.x] = sm[0];
    if (is_last_block(counter)) {
        float v = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) v += partials[b];
        sm[tid] = v;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }'''

# ---------------------------------------------------------------- printf debugging
case('p01_printf_every_thread_every_tree_step', 'reduction', 'pass',
     'Every one of the 1024 threads printf()s its loaded value and then once per tree step (active or idle), about 9 lines of ~50 bytes each (~460 KB, under the 1 MB FIFO). PG Formatted Output: printf is allowed in any thread, its output is the kernel\'s, it changes no result (it may change the order threads run in, never what a barrier orders). The reduction is the reference one: exit 0.', RED_LOAD + r'''
    printf("load block %u thread %3d value %f\n", rank, tid, sm[tid]);
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        printf("step %3d block %u thread %3d partial %f\n", s, rank, tid, sm[tid]);
        __syncthreads();
    }''' + RED_MERGE, pre='#include <cstdio>')

case('p02_printf_flood_every_thread_lastblock', 'last-block', 'pass',
     'Every one of the 65536 threads printf()s its input in each of the two launches (~2.4 MB per launch, more than the 1 MB default FIFO). PG Formatted Output: the buffer is circular and fixed-size, output that does not fit is overwritten (lost); printf never fails the kernel. The guard is the reference (is_last_block from solutions): exit 0, the report keeps what it captured and stays bounded.', r'''
    printf("block %3u thread %3d input[%5d] = %f\n", blockIdx.x, (int)threadIdx.x,
           (int)(blockIdx.x * blockDim.x + threadIdx.x), input[blockIdx.x * blockDim.x + threadIdx.x]);''' + LB_LOAD + LB_MERGE, pre='#include <cstdio>')

case('p03_printf_wrong_argument_types', 'coordination', 'pass',
     'Thread 0 prints its block sum with "%d" (a float, promoted to double) and its rank with "%f" (an unsigned int), and sdata[tid] with "%x" in lane 0 of each warp. PG Formatted Output: the format is applied on the host and printf accepts any combination; a mismatched one gives undefined OUTPUT, nothing else (the arguments are packed into the buffer by their own types). The stored sums are the reference pattern: exit 0 with garbage in the printed numbers.', COORD_LOAD + r'''
    if (tid % WARP_SIZE == 0)
        printf("warp %d sdata %x\n", tid / WARP_SIZE, sdata[tid]);
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        printf("block sum %d rank %f\n", s, rank);
        output[rank] = s;
    }
    cluster_wait();''', pre='#include <cstdio>')

case('p04_printf_s_given_an_int', 'reduction', 'unclear',
     'Thread 0 of each block prints printf("rank %s\\n", rank): %s with an unsigned int. C (and PG Formatted Output, which follows the host C library) leaves this undefined: on a GPU the device printf must read a string at address rank (0 is NULL, 1-3 are not valid addresses), which may print "(null)"/garbage or fault (illegal address, exit 5). Not scored; what p34 must do is stay alive and name the printf line if it calls it a fault. The reduction itself is the reference.', RED_LOAD + RED_TREE + r'''
    if (tid == 0) printf("rank %s\n", rank);''' + RED_MERGE, pre='#include <cstdio>')

case('p05_printf_pointers_strings_chars', 'coordination', 'pass',
     'Thread 0 builds a NUL-terminated __shared__ char label ("blk" + digit), __syncthreads, then each warp\'s lane 0 prints %p of its shared slot and of its input element, %s of the shared label and of a literal, %c, %u and %lld of clock64(). All conversions match their arguments (PG Formatted Output: %s takes a char* the device can read). Sums as the reference: exit 0.', r'''
    __shared__ float sdata[TPB];
    __shared__ char label[8];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    if (tid == 0) {
        label[0] = 'b'; label[1] = 'l'; label[2] = 'k'; label[3] = (char)('0' + rank); label[4] = '\0';
    }
    sdata[tid] = input[gi] * (float)(rank + 1);
    __syncthreads();
    if (tid % WARP_SIZE == 0)
        printf("%s %s warp %u: &sdata=%p &input=%p first=%c t=%lld\n", label, "debug",
               (unsigned)(tid / WARP_SIZE), (void *)&sdata[tid], (const void *)&input[gi], label[0],
               (long long)clock64());''' + COORD_SUM, pre='#include <cstdio>')

case('p06_printf_between_arrive_and_wait_all_threads', 'coordination', 'pass',
     'Every thread printf()s its scaled value between cluster_arrive() and cluster_wait() (1024 lines). PG Formatted Output: printf is an ordinary call, allowed between the split barrier\'s arrive and wait (PTX barrier.cluster: any work may run between arrive and wait); it reads only the thread\'s own element. Exit 0.', COORD_LOAD + r'''
    cluster_arrive();
    printf("between arrive and wait: block %u thread %3d has %f\n", rank, tid, sdata[tid]);
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''', pre='#include <cstdio>')

case('p07_printf_inside_spin_wait', 'reduction', 'pass',
     'Rank 0 zeroes a __shared__ arrival counter, cluster.sync() (every block started: PG Distributed Shared Memory); each block\'s thread 0 stores temp_storage[rank], __threadfence(), atomicAdd on rank 0\'s counter through map_shared_rank; rank 0 thread 0 spins on atomicAdd(&arrived, 0) < 4 and printf()s on every iteration, then __threadfence() and sums temp_storage. Fence + atomic on both sides is the release/acquire pattern (PTX Memory Consistency Model: fence.sc then a relaxed atomic releases, a relaxed atomic then a fence acquires; PG threadFenceReduction). A final cluster.sync() keeps every block alive until rank 0 is done. The printf output is bounded by the FIFO on a GPU (PG Formatted Output) and never fails the kernel: exit 0.', r'''
    __shared__ float sm[TPB];
    __shared__ unsigned int arrived;
    cg::cluster_group cluster = cg::this_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) arrived = 0;
    sm[tid] = input[gi];
    cluster.sync();''' + RED_TREE + r'''
    if (tid == 0) {
        temp_storage[rank] = sm[0];
        __threadfence();
        atomicAdd(cluster.map_shared_rank(&arrived, 0), 1u);
    }
    if (rank == 0 && tid == 0) {
        unsigned int seen;
        int spins = 0;
        while ((seen = atomicAdd(&arrived, 0u)) < CLUSTER_SIZE)
            printf("spin %d: %u of %d blocks arrived\n", spins++, seen, CLUSTER_SIZE);
        __threadfence();
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }
    cluster.sync();''', pre='#include <cstdio>')

case('p08_printf_shared_array_after_barrier', 'advanced', 'pass',
     'After the __syncthreads() that follows the warp sums, thread 0 prints all 256 shared values and the 8 warp sums (264 lines per block). The barrier orders every store it reads (PG __syncthreads); printf changes nothing. Exit 0.', ADV_LOAD + ADV_ELECT + r'''
    __syncthreads();
    if (tid == 0) {
        for (int i = 0; i < TPB; i++) printf("block %u sdata[%3d] = %f\n", rank, i, sdata[i]);
        for (int w = 0; w < TPB / WARP_SIZE; w++) printf("block %u wsum[%d] = %f\n", rank, w, wsum[w]);
    }''' + ADV_TAIL, pre='#include <cstdio>')

case('p09_printf_shared_array_before_barrier', 'advanced', 'fail 1',
     'Thread 0 prints the whole sdata[] right after storing its own element, BEFORE the __syncthreads() (the learner moved the print up to "see the load"): it reads sdata[1..255] while the other threads store them with nothing ordering the accesses: a data race (PTX Memory Consistency Model; PG __syncthreads is what orders them), though the results stay right. Exit 1, naming sdata and the printf line.', r'''
    __shared__ float sdata[TPB];
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    const int warp = tid / WARP_SIZE;
    sdata[tid] = input[gi] * (float)(rank + 1);
    if (tid == 0)
        for (int i = 0; i < TPB; i++) printf("loaded sdata[%d] = %f\n", i, sdata[i]);  // CAUSE
    __syncthreads();''' + ADV_ELECT + r'''
    __syncthreads();''' + ADV_TAIL, pre='#include <cstdio>', cause='data race')

case('p10_printf_in_tree_with_barrier_commented', 'reduction', 'fail 1',
     'The tree prints every active thread\'s partial, and its __syncthreads() is commented out ("the prints came out interleaved"): step s reads sm[tid + s] that thread tid + s stored in the previous step with nothing ordering the two: data race (PG __syncthreads; PTX Memory Consistency Model). Exit 1 however the numbers come out.', RED_LOAD + r'''
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) {
            sm[tid] += sm[tid + s];  // CAUSE
            printf("s=%d tid=%d partial=%f\n", s, tid, sm[tid]);
        }
        // __syncthreads();
    }
    __syncthreads();''' + RED_MERGE, pre='#include <cstdio>', cause='data race')

case('p11_printf_wide_fields_flood', 'coordination', 'pass',
     'Every thread printf()s 8 lines with a 400-character field width ("%400.3f|"), ~3.3 MB in all, three times the 1 MB FIFO. PG Formatted Output: what does not fit is lost, the kernel is unaffected. Sums as the reference: exit 0; the report must stay bounded and readable.', COORD_LOAD + r'''
    for (int k = 0; k < 8; k++)
        printf("%400.3f|%d\n", sdata[tid], k);''' + COORD_SUM, pre='#include <cstdio>')

# ---------------------------------------------------------------- assert, trap, brkpt
case('a01_assert_fires_while_others_wait_at_cluster_sync', 'reduction', 'fail 5',
     'After the tree, thread 0 asserts sm[0] < 100000.0f: the block sums are 32640, 98176, 163712 and 229248, so the assert fails in ranks 2 and 3 while every other thread waits at cluster_sync(). PG Assertion: a failed device assert stops the kernel and the host gets cudaErrorAssert; the waiting threads do not hang the launch. SPEC Exit codes: 5 (not 4).', RED_LOAD + RED_TREE + r'''
    if (tid == 0) assert(sm[0] < 100000.0f);  // CAUSE''' + RED_MERGE, pre='#include <cassert>', cause='assert')

case('a02_assert_fails_in_many_threads', 'coordination', 'fail 5',
     'Every thread asserts its scaled value is below 1.0f; the scaled values reach 3.6 (0.9 x 4), so hundreds of threads of ranks 1-3 fail it. PG Assertion: the kernel stops (cudaErrorAssert), each failing thread may print its message: exit 5, with the output bounded.', COORD_LOAD + r'''
    assert(sdata[tid] < 1.0f);  // CAUSE''' + COORD_SUM, pre='#include <cassert>', cause='assert')

case('a03_assert_disabled_by_ndebug', 'coordination', 'pass',
     '#define NDEBUG then #include <cassert> (the learner switched the asserts off): C <assert.h> is re-includable and defines assert(e) as ((void)0) when NDEBUG is defined at that point, so assert(false && "...") does nothing (PG Assertion: device assert is the C assert macro). Sums as the reference: exit 0.', COORD_LOAD + r'''
    assert(false && "asserts are off: this must not fire");''' + COORD_SUM, pre='#define NDEBUG\n#include <cassert>')

case('a04_trap_in_one_block_before_cluster_sync', 'reduction', 'fail 5',
     'Rank 2 thread 0 calls __trap() ("stop here to look") after its tree, before cluster_sync() where every other thread waits. PG __trap(): the kernel is aborted and an error reaches the host (cudaErrorLaunchFailure); nothing waits for the barrier. Exit 5 (not a hang, 4).', RED_LOAD + RED_TREE + r'''
    if (rank == 2 && tid == 0) __trap();  // CAUSE''' + RED_MERGE, cause='trap')

case('a05_builtin_trap_sanity_check_fires', 'coordination', 'build-fail',
     'Thread 0 checks its block sum with `if (s > 400.0f) __builtin_trap();`: rank 3 sums to 459.2. Written as "fail 5: nvcc compiles __builtin_trap() to the PTX trap instruction". CORRECTED after nvcc (its word is the truth for building; the nvcc check ran alongside the first p34 run): nvcc 13 refuses it, "calling a __host__ function("__builtin_trap") from a __global__ function is not allowed"; device code stops a kernel with __trap().', COORD_LOAD + r'''
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        if (s > 400.0f) __builtin_trap();  // CAUSE
        output[rank] = s;
    }
    cluster_wait();''', cause='trap')

case('a06_brkpt_without_debugger', 'coordination', 'unclear',
     'Block 1 thread 0 executes inline PTX `brkpt;` after storing its sum (left from a cuda-gdb session). PTX brkpt: "Suspends execution"; the ISA does not say what happens with no debugger attached (in practice an exception that ends the kernel with an error, exit 5, is expected). Not scored: the H100 gives the word.', COORD_LOAD + r'''
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
        if (rank == 1) asm volatile("brkpt;");
    }
    cluster_wait();''')

case('a07_brkpt_guard_never_taken', 'advanced', 'pass',
     'The elected lane executes `brkpt;` only if its warp sum is negative; every input is >= 0, so it never runs (an instruction that is not executed has no effect). Exit 0.', ADV_LOAD + r'''
    if (elect_one_sync()) {
        float w = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) w += sdata[warp * WARP_SIZE + i];
        if (w < 0.0f) asm volatile("brkpt;");
        wsum[warp] = w;
    }
    __syncthreads();''' + ADV_TAIL)

case('a08_builtin_unreachable_not_reached', 'reduction', 'pass',
     '`if (gi >= size) __builtin_unreachable();` tells the compiler the index is in range; it is (4 x 256 = SIZE), so control never reaches it. PG Compiler Optimization Hint Functions: __builtin_unreachable is undefined behaviour only if reached. Exit 0.', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = block_rank_in_cluster();
    if (gi >= size) __builtin_unreachable();
    sm[tid] = input[gi];
    __syncthreads();''' + RED_TREE + RED_MERGE)

case('a09_builtin_unreachable_reached', 'coordination', 'unclear',
     'Thread 0 of rank 3 reaches __builtin_unreachable() (a "cannot happen" marker that can): PG Compiler Optimization Hint Functions: if control reaches it the behaviour is undefined. Not scored; p34 must not crash or hang itself.', COORD_LOAD + r'''
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        if (rank == CLUSTER_SIZE - 1) __builtin_unreachable();
        output[rank] = s;
    }
    cluster_wait();''')

case('a10_abort_in_device_code', 'coordination', 'build-fail',
     'Thread 0 calls abort() if its sum is negative (host C habit). abort() is a host function: nvcc refuses a call of a __host__ function from a __global__ function (PG Function Execution Space Specifiers: a function without __device__ cannot be called from device code; the device has __trap()). The file must not build (or be refused by p34) on every compiler.', COORD_LOAD + r'''
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        if (s < 0.0f) abort();
        output[rank] = s;
    }
    cluster_wait();''', pre='#include <cstdlib>')

case('a11_assert_on_wrong_total', 'reduction', 'fail 5',
     'The writer sums only CLUSTER_SIZE - 1 partials (a debug bound left in) and then asserts total == 523776.0f, which fails. PG Assertion: the kernel stops with cudaErrorAssert: exit 5 (the fault wins over the wrong value, SPEC Exit codes).', RED_LOAD + RED_TREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE - 1; r++) t += temp_storage[r];
        assert(t == 523776.0f);  // CAUSE
        output[0] = t;
    }''', pre='#include <cassert>', cause='assert')

# ---------------------------------------------------------------- debug values, clocks, sleeps
case('d01_debug_partials_past_output', 'reduction', 'fail 5',
     'The writer stores the total into output[0] and the four partials into output[1..4] "to see them in the report": the output buffer holds 1 float (SPEC Launches and inputs), so output[1..4] are out of bounds (compute-sanitizer: invalid global write; project convention exit 5).', RED_LOAD + RED_TREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            t += temp_storage[r];
            output[1 + r] = temp_storage[r];  // CAUSE
        }
        output[0] = t;
    }''', cause='out of bounds|outside')

case('d02_debug_marker_by_another_thread', 'coordination', 'fail 1',
     'Thread 255 stores the marker -1.0f into output[rank] "to see the block ran", __syncthreads(), then thread 0 stores the sum. No race (the barrier orders them), but two threads store the element: SPEC Checking "Each output element is stored by exactly one thread per launch": exit 1.', COORD_LOAD + r'''
    if (tid == TPB - 1) output[rank] = -1.0f;  // CAUSE
    __syncthreads();''' + COORD_SUM, cause='stored by 2 threads')

case('d03_debug_marker_then_value_same_thread', 'coordination', 'pass',
     'Thread 0 stores the marker -1.0f into output[rank] and later the block sum: one thread, two stores in program order (PTX memory model: same-thread order), final value right. SPEC counts storing threads, not stores (grader c01): exit 0.', COORD_LOAD + r'''
    cluster_arrive();
    if (tid == 0) {
        output[rank] = -1.0f;
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('d04_device_debug_array_per_warp', 'advanced', 'pass',
     'Each elected lane also stores its warp sum into a __device__ float dbg[32] at [rank * 8 + warp]: one writer per element, never read in the kernel (PG __device__ variables: global memory). Exit 0.', ADV_LOAD + r'''
    if (elect_one_sync()) {
        float w = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) w += sdata[warp * WARP_SIZE + i];
        wsum[warp] = w;
        dbg[rank * (TPB / WARP_SIZE) + warp] = w;
    }
    __syncthreads();''' + ADV_TAIL, pre='__device__ float dbg[CLUSTER_SIZE * TPB / WARP_SIZE];')

case('d05_device_debug_scalar_every_thread', 'advanced', 'fail 1',
     'Every thread stores its global index into one __device__ int dbg_last ("which thread ran last?"): 1024 plain stores to one location with nothing ordering them, a data race (PTX Memory Consistency Model: conflicting accesses, not morally strong; C++ [intro.races]: undefined). The project reports races on the kernel file\'s __device__ variables (README): exit 1 naming dbg_last, though the outputs are right.', ADV_LOAD + r'''
    dbg_last = gi;  // CAUSE''' + ADV_ELECT + r'''
    __syncthreads();''' + ADV_TAIL, pre='__device__ int dbg_last;', cause='data race')

case('d06_special_registers_printed', 'coordination', 'pass',
     'Lane 0 of each warp reads %smid, %nsmid, %warpid, %laneid and %globaltimer with inline PTX mov (PTX Special Registers) and prints them with clock64(). They are read-only registers; no result depends on them. Exit 0.', COORD_LOAD + r'''
    if (tid % WARP_SIZE == 0) {
        unsigned int smid, nsmid, warpid, laneid;
        unsigned long long gt;
        asm volatile("mov.u32 %0, %%smid;" : "=r"(smid));
        asm volatile("mov.u32 %0, %%nsmid;" : "=r"(nsmid));
        asm volatile("mov.u32 %0, %%warpid;" : "=r"(warpid));
        asm volatile("mov.u32 %0, %%laneid;" : "=r"(laneid));
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(gt));
        printf("block %u warp %d: sm %u of %u, hw warp %u, lane %u, t=%llu clk=%lld\n", rank,
               tid / WARP_SIZE, smid, nsmid, warpid, laneid, gt, (long long)clock64());
    }''' + COORD_SUM, pre='#include <cstdio>')

case('d07_clock64_busy_wait_every_thread', 'coordination', 'pass',
     'Every thread busy-waits `while (clock64() - t0 < 20000)` before loading ("slow it down to see the race"). A delay orders nothing and breaks nothing: the barriers that order the data are the real ones (PG clock64: a per-SM counter; PG __syncthreads). ~12 us on a GPU: exit 0.', r'''
    const long long t0 = clock64();
    while (clock64() - t0 < 20000) { }''' + COORD_LOAD + COORD_SUM)

case('d08_clock64_busy_wait_lastblock', 'last-block', 'pass',
     'Every one of the 65536 threads busy-waits 20000 clock64() cycles before the reference guard, in both launches (~12 us per thread on a GPU, all resident at once). Correct and quick on a GPU: exit 0. In the simulator it is slow (a CPU must step every thread\'s wait); p34 may call it too slow for the simulator, never a deadlock or hang.', r'''
    const long long t0 = clock64();
    while (clock64() - t0 < 20000) { }''' + LB_LOAD + LB_MERGE)

case('d09_nanosleep_sprinkled', 'reduction', 'pass',
     '__nanosleep(100 * (rank + 1)) before the load, in every tree step and before cluster_sync(). PG __nanosleep: suspends the thread for about the given time; it orders no memory and breaks no barrier; the real barriers are all there. Exit 0.', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = block_rank_in_cluster();
    __nanosleep(100 * (rank + 1));
    sm[tid] = input[gi];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __nanosleep(50);
        __syncthreads();
    }
    __nanosleep(100 * (rank + 1));''' + RED_MERGE)

case('d10_nanosleep_in_place_of_syncthreads', 'advanced', 'fail 1',
     'The __syncthreads() between the elected lanes\' warp sums and thread 0\'s read of wsum[] was replaced by __nanosleep(100000) ("give them time"). PG __nanosleep orders nothing: thread 0 reads wsum[1..7] while the other warps\' elected lanes store them, a data race (PTX Memory Consistency Model). Exit 1 however long the sleep.', ADV_LOAD + ADV_ELECT + r'''
    __nanosleep(100000);
    cluster_arrive();
    if (tid == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) b += wsum[w];  // CAUSE
        output[rank] = b;
    }
    cluster_wait();''', cause='data race')

case('d11_globaltimer_elapsed_printed', 'reduction', 'pass',
     'Rank 0 thread 0 reads %globaltimer (PTX Special Registers, nanoseconds) at the start and after writing the total, and prints the difference. Reading a timer changes nothing: exit 0.', r'''
    unsigned long long t_start = 0, t_end = 0;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t_start));''' + RED_LOAD + RED_TREE + RED_MERGE + r'''
    if (rank == 0 && tid == 0) {
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t_end));
        printf("kernel took %llu ns\n", t_end - t_start);
    }''', pre='#include <cstdio>')

case('d12_consumed_marker_in_input_vs_selfcheck', 'coordination', 'fail 1',
     'Each thread writes -1 into its input element after loading it ("mark consumed", through const_cast), and rank 0 thread 0, before the cluster barrier, re-reads all 1024 inputs sequentially for a self-check. Its reads of blocks 1-3\'s elements race with those blocks\' marker stores: nothing orders accesses of different blocks before the cluster barrier (PTX Memory Consistency Model; PG __syncthreads orders one block only). Exit 1 (the outputs are right).', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sdata[tid] = input[gi] * (float)(rank + 1);
    const_cast<float *>(input)[gi] = -1.0f;
    __syncthreads();
    if (rank == 0 && tid == 0) {
        int consumed = 0;
        for (int i = 0; i < size; i++) consumed += input[i] == -1.0f;  // CAUSE
        printf("consumed %d of %d\n", consumed, size);
    }''' + COORD_SUM, pre='#include <cstdio>', cause='data race')

# ---------------------------------------------------------------- commented out, half done
case('e01_tree_syncthreads_commented_out', 'reduction', 'fail 1',
     'The __syncthreads() inside the tree loop is commented out ("debugging the tree"): step s reads sm[tid + s] that another thread stored in the step before with nothing ordering them: data race (PG __syncthreads; PTX Memory Consistency Model). Exit 1.', RED_LOAD + r'''
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];  // CAUSE
        // __syncthreads();
    }''' + RED_MERGE, cause='data race')

case('e02_cluster_sync_commented_out', 'reduction', 'fail 1',
     'cluster_sync() is commented out: rank 0 thread 0 reads temp_storage[1..3] while the other blocks\' thread 0 store them, nothing ordering the accesses (PTX barrier.cluster is the release/acquire; PG Thread Block Clusters). Data race: exit 1.', RED_LOAD + RED_TREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    // cluster_sync();
    __syncthreads();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];  // CAUSE
        output[0] = t;
    }''', cause='data race')

case('e03_upper_half_returns_before_load_barrier', 'coordination', 'fail 1',
     'A debug `if (tid >= TPB / 2) return;` was put right after the load, BEFORE the __syncthreads(): threads 128-255 store sdata[tid] and exit. The barrier is released for the remaining threads (PTX exit), but it orders only the accesses of the threads that take part in it (PTX bar.sync: memory ordering among participating threads): thread 0\'s reads of sdata[128..255] race with the exited threads\' stores. Data race: exit 1 (on a GPU the sum may well come out right).', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sdata[tid] = input[gi] * (float)(rank + 1);
    if (tid >= TPB / 2) return;  // DEBUG
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];  // CAUSE
        output[rank] = s;
    }
    cluster_wait();''', cause='data race|exited')

case('e04_last_block_returns_before_cluster_sync', 'reduction', 'fail 1',
     'A debug `if (rank == 3) return;` after the temp_storage store and before cluster_sync(): rank 3\'s threads exit, the cluster barrier is released for the others (PTX exit: barrier.cluster too), but rank 3 never arrived, so nothing releases its temp_storage[3] store to rank 0\'s read (PTX barrier.cluster: arrive releases, wait acquires, for participating threads): data race. Exit 1.', RED_LOAD + RED_TREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    if (rank == 3) return;  // DEBUG: skip the last block
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];  // CAUSE
        output[0] = t;
    }''', cause='data race|exited')

case('e05_debug_only_block0', 'coordination', 'fail 1',
     '`if (blockIdx.x != 0) return;` at the top to debug one block: blocks 1-3 exit at once, block 0\'s cluster_arrive()/cluster_wait() are released by their exit (PTX exit: "barriers waiting on all threads ... released"), block 0 stores output[0]; output[1..3] stay NaN: not written (SPEC Checking). Exit 1, not a hang (4).', r'''
    if (blockIdx.x != 0) return;  // CAUSE''' + COORD_LOAD + COORD_SUM, cause='not written')

case('e06_debug_only_block0_dsmem_pull', 'reduction', 'fail 5',
     'A DSMEM reduction (each block\'s sum in its own shared memory; cluster.sync(); rank 0 reads the four through map_shared_rank; a final cluster.sync()) with `if (blockIdx.x != 0) return;` at the top. The barriers are released by the exits (PTX exit), and rank 0 reads the shared memory of blocks that have exited: PG Distributed Shared Memory requires the target block to be alive for the access; the H100 reports an illegal address (docs/verdict-hunt r02): exit 5.', r'''
    __shared__ float sm[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    if (blockIdx.x != 0) return;  // DEBUG
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = cluster.block_rank();
    sm[tid] = input[gi];
    __syncthreads();''' + RED_TREE + r'''
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += *cluster.map_shared_rank(&sm[0], r);  // CAUSE
        output[0] = t;
    }
    cluster.sync();''', cause='exited|illegal|fault')

case('e07_if_false_around_arrive', 'advanced', 'fail 1',
     '`if (false) cluster_arrive();` (switched off while debugging) leaves cluster_wait() with no arrive before it. PTX barrier.cluster: each thread must arrive before it waits (a wait without a preceding arrive breaks the barrier\'s phase protocol; undefined). The project reports "wait without arrive": exit 1.', ADV_LOAD + ADV_ELECT + r'''
    __syncthreads();
    if (false) cluster_arrive();
    if (tid == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) b += wsum[w];
        output[rank] = b;
    }
    cluster_wait();  // CAUSE''', cause='without arriv|arrive')

case('e08_debug_loop_bound_left_in', 'coordination', 'fail 1',
     'Thread 0 sums only `i < 16` shared values (a debug bound, marked DEBUG: was TPB): output[rank] misses 240 terms, far outside the SPEC bound: wrong value, exit 1.', COORD_LOAD + r'''
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < 16 /* DEBUG: was TPB */; i++) s += sdata[i];
        output[rank] = s;  // CAUSE
    }
    cluster_wait();''', cause='wrong|expected')

case('e09_if0_half_edited_tree', 'reduction', 'pass',
     'The tree is under `#if 0` (half edited: it would not even compile) and the `#else` branch lets thread 0 sum the 256 shared values sequentially after the __syncthreads(). The preprocessor drops the #if 0 text (C++ [cpp.cond]); what remains is correct: exit 0.', RED_LOAD + r'''
#if 0
    for (int s = TPB / 2; s > 0; s >>= 1 {
        if (tid < s) sm[tid] += sm[tid + stride]
        __syncthreads();
    }
#else
    if (tid == 0) {
        float b = 0.0f;
        for (int i = 0; i < TPB; i++) b += sm[i];
        sm[0] = b;
    }
    __syncthreads();
#endif''' + RED_MERGE)

case('e10_hardcoded_expected_values', 'coordination', 'pass',
     'Thread 0 stores hard-coded values {114.0f, 231.2f, 345.6f, 459.2f}[rank] (testing the report), ignoring its input. For the standard input they are the expected sums within the SPEC bound (n 2^-24 sum|terms| is ~3e-3 for block 1, the literals are within an ulp): exit 0 on the standard run (REPEAT: random inputs would fail it).', r'''
    const unsigned int rank = block_rank_in_cluster();
    const float expected[CLUSTER_SIZE] = {114.0f, 231.2f, 345.6f, 459.2f};
    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = expected[rank];
    cluster_wait();''')

case('e11_constant_output_ignores_input', 'reduction', 'fail 1',
     'Rank 0 thread 0 stores 42.0f into output[0] (testing the write path); the input is never read. Wrong value (SPEC: exact 523776): exit 1.', r'''
    const unsigned int rank = block_rank_in_cluster();
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) output[0] = 42.0f;  // CAUSE''', cause='wrong|expected')

case('e12_idle_threads_return_inside_tree', 'reduction', 'pass',
     'Inside the tree `if (tid >= s) return;` (the learner\'s "idle threads can leave"): a thread exits at the start of a step, after the barrier that ordered its last store; the remaining threads\' __syncthreads() and cluster_sync() wait only for non-exited threads (PTX exit; PG __syncthreads since Volta: "all non-exited threads"). Thread 0 stays to the end, stores temp_storage[rank] before cluster_sync(), and rank 0 thread 0 reads the four after it: exit 0.', RED_LOAD + r'''
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid >= s) return;  // DEBUG: idle threads leave
        sm[tid] += sm[tid + s];
        __syncthreads();
    }''' + RED_MERGE)

case('e13_thread0_returns_between_arrive_and_wait', 'coordination', 'pass',
     'Thread 0 stores its block sum after cluster_arrive() and then returns, skipping cluster_wait() (a debug early-out). It arrived, so the phase can complete; exited threads do not hold up barrier.cluster (PTX exit); no block reads another block\'s memory: exit 0.', COORD_LOAD + r'''
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
        return;  // DEBUG
    }
    cluster_wait();''')

case('e14_half_the_warps_skip_cluster_barrier', 'advanced', 'pass',
     'Warps 4-7 return after the warp sums\' __syncthreads() ("only the first warps matter for the print"): they stored their wsum before that barrier, which they took part in, so thread 0 reads them ordered (PG __syncthreads); the cluster arrive/wait is released for the exited threads (PTX exit). Exit 0.', ADV_LOAD + ADV_ELECT + r'''
    __syncthreads();
    if (warp >= 4) return;  // DEBUG''' + ADV_TAIL)

# ---------------------------------------------------------------- the learner's own checks
case('s01_thread0_sequential_recheck', 'coordination', 'pass',
     'A shared tree computes the block sum; thread 0 also sums the 256 scaled inputs sequentially from global memory and printf()s both if they differ by more than 1e-3 (different orders: they may differ in the last bits). The tree result is stored: exit 0.', COORD_LOAD + r'''
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    cluster_arrive();
    if (tid == 0) {
        float check = 0.0f;
        for (int i = 0; i < TPB; i++) check += input[blockIdx.x * blockDim.x + i] * (float)(rank + 1);
        if (fabsf(check - sdata[0]) > 1e-3f) printf("MISMATCH block %u: tree %f loop %f\n", rank, sdata[0], check);
        output[rank] = sdata[0];
    }
    cluster_wait();''', pre='#include <cstdio>')

case('s02_every_block_rechecks_whole_input', 'last-block', 'pass',
     'Thread 0 of EVERY block sums all 65536 inputs sequentially "to have the expected total at hand" (256 x 65536 loads per launch, two launches), and the last block printf()s a mismatch if its merged total differs. Correct (the guard is the reference; the check only prints): exit 0. Slow in the simulator: it may be called too slow, never a deadlock or hang.', LB_LOAD + r'''
    __shared__ float expect;
    if (tid == 0) {
        float e = 0.0f;
        for (int i = 0; i < size; i++) e += input[i];
        expect = e;
    }
    if (tid == 0) partials[blockIdx.x] = sm[0];
    if (is_last_block(counter)) {
        float v = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) v += partials[b];
        sm[tid] = v;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            if (sm[0] != expect) printf("MISMATCH: %f vs %f\n", sm[0], expect);
            output[0] = sm[0];
            *counter = 0;
        }
    }''', pre='#include <cstdio>')

case('s03_double_computation_shuffle_vs_loop', 'advanced', 'pass',
     'Each warp computes its sum twice: the elected lane\'s loop over shared memory (stored) and a full-mask __shfl_down_sync tree over the lanes\' values (PG Warp Shuffle Functions); lane 0 printf()s when `a != b` (orders differ, so it may print). Only the loop result is used: exit 0.', ADV_LOAD + r'''
    float v = sdata[tid];
    for (int o = WARP_SIZE / 2; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (elect_one_sync()) {
        float w = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) w += sdata[warp * WARP_SIZE + i];
        wsum[warp] = w;
    }
    __syncthreads();
    if (tid % WARP_SIZE == 0 && v != wsum[warp])
        printf("block %u warp %d: shuffle %f loop %f\n", rank, warp, v, wsum[warp]);''' + ADV_TAIL, pre='#include <cstdio>')

case('s04_debug_print_partials_before_cluster_sync', 'reduction', 'fail 1',
     'Rank 0 thread 0 prints temp_storage[0..3] "to see the partials" BEFORE cluster_sync(): it reads the peers\' temp_storage stores with nothing ordering them (PTX barrier.cluster orders them only for reads after the wait): data race, though the stored total (read after the barrier) is right. Exit 1.', RED_LOAD + RED_TREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    if (rank == 0 && tid == 0)
        for (int r = 0; r < CLUSTER_SIZE; r++) printf("partial %d = %f\n", r, temp_storage[r]);  // CAUSE
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''', pre='#include <cstdio>', cause='data race')

case('s05_writer_rechecks_against_sequential_sum', 'reduction', 'pass',
     'After cluster_sync(), the writer (rank 0 thread 0) also sums all 1024 inputs sequentially and printf()s "OK" or a mismatch. Integer inputs: every partial sum is exact in float (SPEC), both totals are 523776: prints OK, stores the cluster total: exit 0.', RED_LOAD + RED_TREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f, check = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        for (int i = 0; i < size; i++) check += input[i];
        printf(t == check ? "OK %f\n" : "MISMATCH %f\n", t);
        output[0] = t;
    }''', pre='#include <cstdio>')

case('s06_check_reads_peer_shared_without_keepalive', 'reduction', 'fail 5',
     'A debug check added at the end: after the reference merge, rank 0 thread 0 re-reads every peer\'s sm[0] through map_shared_rank to print them, with no cluster barrier after it: peers may exit while rank 0 reads their shared memory (PG Distributed Shared Memory: the target block must not have exited; H100: illegal address, docs/verdict-hunt r02): exit 5.', r'''
    __shared__ float sm[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = cluster.block_rank();
    sm[tid] = input[gi];
    __syncthreads();''' + RED_TREE + RED_MERGE + r'''
    if (rank == 0 && tid == 0)
        for (int r = 1; r < CLUSTER_SIZE; r++)
            printf("peer %d sm[0] = %f\n", r, *cluster.map_shared_rank(&sm[0], r));  // CAUSE''', pre='#include <cstdio>', cause='exited|illegal')

case('s07_selfcheck_assert_holds_every_thread', 'last-block', 'pass',
     'Every thread asserts its loaded value equals (float)(gi % 256) (the SPEC input) and the last block asserts the merged total equals the closed form 256 * 32640; both hold on both launches (PG Assertion: a true assert does nothing). Exit 0.', r'''
    assert(input[blockIdx.x * blockDim.x + threadIdx.x] == (float)((blockIdx.x * blockDim.x + threadIdx.x) % 256));''' + LB_LOAD + r'''
    if (tid == 0) partials[blockIdx.x] = sm[0];
    if (is_last_block(counter)) {
        float v = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) v += partials[b];
        sm[tid] = v;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            assert(sm[0] == 256.0f * 32640.0f);
            output[0] = sm[0];
            *counter = 0;
        }
    }''', pre='#include <cassert>')

case('s08_spin_until_all_printed_flag_lastblock', 'last-block', 'fail 4',
     'Debug code: every block\'s thread 0 atomically counts itself into a __device__ counter and then spins until all gridDim.x blocks have counted ("print only when everyone is here"), a grid-wide barrier. CUDA guarantees no co-residency for a plain launch (PG: blocks may run in any order, one after another); 256 blocks of 256 threads all fit an H100 at once (132 SMs x 8), so the GPU would likely pass, but the kernel is wrong by the rules, and the simulator (4 resident blocks) must call it a deadlock/hang (exit 4), naming the spin. Scored as fail 4 by the rules; the H100 word is likely pass.', LB_LOAD + r'''
    if (tid == 0) {
        atomicAdd(&dbg_here, 1u);
        while (atomicAdd(&dbg_here, 0u) < gridDim.x) { }  // CAUSE
        if (blockIdx.x == 0) printf("all %u blocks here\n", gridDim.x);
    }
    __syncthreads();''' + LB_MERGE, pre='#include <cstdio>\n__device__ unsigned int dbg_here;', cause='spin|never finish|hang|deadlock|did not finish')

# ---------------------------------------------------------------- round 2 (written after round 1 ran,
# before p34 ran these): debug watchdogs in spin loops, a skipped barrier, debug counters
SPIN_HEAD = r'''
    __shared__ float sm[TPB];
    __shared__ unsigned int arrived;
    cg::cluster_group cluster = cg::this_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) arrived = 0;
    sm[tid] = input[gi];
    cluster.sync();''' + RED_TREE + r'''
    if (tid == 0) {
        temp_storage[rank] = sm[0];
        __threadfence();
        atomicAdd(cluster.map_shared_rank(&arrived, 0), 1u);
    }'''
SPIN_TAIL = r'''
        __threadfence();
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }
    cluster.sync();'''

case('t01_spin_debug_watchdog_poll_count', 'reduction', 'pass',
     'p07\'s spin (fence + atomic arrivals on rank 0\'s shared counter, rank 0 polls with atomicAdd(&arrived, 0)) with a debug watchdog: `if (++polls > 1000000) __trap();`. The blocks of a cluster run at once (PG Thread Block Clusters: co-scheduled), each peer needs a 256-element tree (microseconds); a million polls take far longer (each atomic is hundreds of ns), so the trap never runs on a GPU: exit 0. (Timing, not a rule: but no GPU takes a second for three peers\' trees.)', SPIN_HEAD + r'''
    if (rank == 0 && tid == 0) {
        long long polls = 0;
        while (atomicAdd(&arrived, 0u) < CLUSTER_SIZE)
            if (++polls > 1000000) __trap();''' + SPIN_TAIL)

case('t02_spin_debug_watchdog_globaltimer', 'reduction', 'pass',
     'The same spin with a wall-clock debug watchdog: rank 0 reads %globaltimer (PTX Special Registers: nanoseconds) before the spin and traps if more than 10 ms pass. On a GPU the peers\' trees take microseconds, so the trap never runs: exit 0 (timing again, with a margin of three orders of magnitude).', SPIN_HEAD + r'''
    if (rank == 0 && tid == 0) {
        unsigned long long t0, now;
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
        while (atomicAdd(&arrived, 0u) < CLUSTER_SIZE) {
            asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(now));
            if (now - t0 > 10000000ull) __trap();
        }''' + SPIN_TAIL)

case('t03_spin_debug_watchdog_clock64', 'reduction', 'pass',
     'The same spin with a clock64() watchdog: trap after 20 million cycles (~12 ms at 1.7 GHz; PG clock64: per-SM cycle counter). The peers finish in microseconds: exit 0.', SPIN_HEAD + r'''
    if (rank == 0 && tid == 0) {
        const long long c0 = clock64();
        while (atomicAdd(&arrived, 0u) < CLUSTER_SIZE)
            if (clock64() - c0 > 20000000) __trap();''' + SPIN_TAIL)

case('t04_goto_skips_syncthreads', 'coordination', 'fail 4',
     'Debug shortcut: threads 128-255 `goto done;` past the load __syncthreads() to the cluster barrier at `done:`. They have not exited, so the __syncthreads() of threads 0-127 waits for them (PG __syncthreads: all non-exited threads), while they wait at cluster_wait() for threads 0-127 to arrive (PTX barrier.cluster): neither completes: deadlock, exit 4.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sdata[tid] = input[gi] * (float)(rank + 1);
    if (tid >= TPB / 2) goto done;  // DEBUG
    __syncthreads();  // CAUSE
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
done:
    cluster_arrive();
    cluster_wait();''', cause='deadlock|divergent')

case('t05_syncthreads_inside_debug_print', 'advanced', 'fail 4',
     'Thread 0 prints the warp sums inside `if (tid == 0) { __syncthreads(); printf(...); }` ("wait for them first"), while the other threads go on to the block\'s real __syncthreads(): lane 0 and lanes 1-31 of warp 0 wait at different __syncthreads() (PG __syncthreads: in conditional code only if the condition is the same for the whole block; PTX bar.sync for __syncthreads is .aligned: all threads of a warp must execute the same one). The H100 hangs on lanes of one warp at different __syncthreads (README, docs/judge-gpu-verification): exit 4.', ADV_LOAD + ADV_ELECT + r'''
    if (tid == 0) {
        __syncthreads();  // CAUSE
        for (int w = 0; w < TPB / WARP_SIZE; w++) printf("wsum[%d] = %f\n", w, wsum[w]);
    }
    __syncthreads();''' + ADV_TAIL, pre='#include <cstdio>', cause='divergent|deadlock')

case('t06_debug_print_other_blocks_output', 'coordination', 'fail 1',
     'Rank 1 thread 0 prints output[0] ("did block 0 write yet?") after its own store and before cluster_wait(): output[0] is stored by rank 0 thread 0 after its cluster_arrive(), so nothing orders that store before rank 1\'s read (PTX barrier.cluster: only what precedes the arrive is released to what follows the wait): data race, exit 1 (the stored values are right).', COORD_LOAD + r'''
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
        if (rank == 1) printf("block 0 wrote %f\n", output[0]);  // CAUSE
    }
    cluster_wait();''', pre='#include <cstdio>', cause='data race')

case('t07_volatile_debug_hit_counter', 'advanced', 'unclear',
     'Every elected lane does `dbg_hits++` on a `__device__ volatile int` ("how many warps got here?"). Volatile accesses are ld.volatile/st.volatile, which the PTX memory model treats as relaxed system-scope (morally strong) operations: no data race, only lost increments in a counter nobody checks. The outputs are the reference pattern: exit 0. UNCLEAR (lead, after GPU run 18, where the H100 passes it): ISO C++ and the CUDA C++ memory model make concurrent non-atomic volatile read-modify-writes a data race; p34 reports the lost update of a `++` by several threads whether or not the variable is volatile, because the same form is the classic non-atomic ticket (`t = (*count)++`), whose lost updates do break the result.', ADV_LOAD + r'''
    if (elect_one_sync()) {
        float w = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) w += sdata[warp * WARP_SIZE + i];
        wsum[warp] = w;
        dbg_hits++;
    }
    __syncthreads();''' + ADV_TAIL, pre='__device__ volatile int dbg_hits;')

case('t08_atomic_debug_counter_never_reset', 'last-block', 'pass',
     'Each block\'s thread 0 atomicAdds 1 to a __device__ debug counter that is never reset or read (PG Atomic Functions). It carries state between the two launches, but nothing depends on it; the guard is the reference: exit 0.', r'''
    if (threadIdx.x == 0) atomicAdd(&dbg_blocks_seen, 1u);''' + LB_LOAD + LB_MERGE, pre='__device__ unsigned int dbg_blocks_seen;')

case('t09_null_store_crash_marker', 'coordination', 'fail 5',
     'A "crash here to see if we get here" marker: rank 2 thread 0 stores through a null pointer. On a GPU a store to address 0 is an illegal address (cudaErrorIllegalAddress): exit 5.', COORD_LOAD + r'''
    if (rank == 2 && tid == 0) *(volatile int *)nullptr = 1;  // CAUSE''' + COORD_SUM, cause='illegal|null')

case('t10_printf_threadidx_struct', 'coordination', 'pass',
     'Thread 0 prints `printf("%d %d\\n", threadIdx, blockIdx)`: uint3 structs through the ellipsis where ints are expected. nvcc 13 builds it with warning #181-D (checked with nvcc before p34 ran); PG Formatted Output: a mismatched format gives undefined output only. Sums as the reference: exit 0 (the printed numbers are garbage).', COORD_LOAD + r'''
    if (tid == 0) printf("thread %d block %d\n", threadIdx, blockIdx);''' + COORD_SUM, pre='#include <cstdio>')
