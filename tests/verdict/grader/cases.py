# Cases for gen.py (docs/verdict-grader.md): the submissions a grader sees, right or wrong in
# ways that touch the judge's checking rules (SPEC "Checking", "Launches and inputs", "Exit
# codes") rather than a textbook bug. Body = the kernel's body; pre = file-scope code before it.
# Every verdict was written before p34 ran the kernel. A verdict is for one standard run,
# `./p34 --PUZZLE --sim` (the last-block puzzle launches twice, SPEC); where `--repeat` (the
# grader's random inputs, README "Randomized stress") gives another verdict, the reason says
# "REPEAT: ..." and tests/verdict/grader/repeat.sh checks it.
# PG = CUDA C++ Programming Guide, PTX = PTX ISA.

# ---------------------------------------------------------------- coordination
COORD_LOAD = r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[threadIdx.x] = input[gi] * (float)(rank + 1);
    __syncthreads();
'''

case('c01_same_thread_stores_twice', 'coordination', 'pass',
     'Thread 0 stores the sum of the first half into output[rank], then adds the second half and stores again. SPEC Checking: "Each output element is stored by exactly one thread per launch": one thread, two stores, in program order (no race: PTX memory model, same thread). Final value is the full sum.', COORD_LOAD + r'''
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / 2; i++) s += sdata[i];
        output[rank] = s;
        for (int i = TPB / 2; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('c02_two_threads_store_barrier_ordered', 'coordination', 'fail 1',
     'Thread 0 stores the first half sum into output[rank]; __syncthreads(); thread 1 reads it, adds the second half and stores. No race (the barrier orders them, PG __syncthreads), but two threads store the element: SPEC Checking "Each output element is stored by exactly one thread per launch" is broken: exit 1.', COORD_LOAD + r'''
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / 2; i++) s += sdata[i];
        output[rank] = s;
    }
    __syncthreads();
    if (threadIdx.x == 1) {
        float s = output[rank];
        for (int i = TPB / 2; i < TPB; i++) s += sdata[i];
        output[rank] = s;  // CAUSE
    }
    cluster_wait();''', cause='stored by 2 threads')

case('c03_reads_unwritten_output_discarded', 'coordination', 'pass',
     'Thread 0 reads output[rank] before storing it (the host left NaN there, SPEC Checking; cudaMalloc memory is unspecified, PG) and only tests it with isnan() to pick between two ways of writing the same sum (s or s + 0.0f, equal for s > 0). The read value never reaches the result: correct.', COORD_LOAD + r'''
    cluster_arrive();
    if (threadIdx.x == 0) {
        const float prev = output[rank];
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = isnan(prev) ? s : s + 0.0f;
    }
    cluster_wait();''')

case('c04_printf_fake_pass_lines', 'coordination', 'fail 1',
     'Rank 3 never stores its sum (the writer test is `rank < 3`), and thread 0 of every block printf()s the pass lines of the report ("Block 3 : 459.2 expected 459.2" and "Multi-block coordination tests passed!"). Device printf output is the kernel\'s, not the verdict (README Kernel printf: captured, shown under Kernel output): output[3] is not written (SPEC Checking): exit 1.', COORD_LOAD + r'''
    cluster_arrive();
    if (threadIdx.x == 0 && rank < 3) {  // CAUSE
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    if (threadIdx.x == 0) {
        printf("  Block 3 : 459.2    expected 459.2    \xe2\x9c\x85\n");
        printf("\xe2\x9c\x85 Multi-block coordination tests passed!\n");
    }
    cluster_wait();''', cause='not written')

case('c05_printf_flood_over_fifo', 'coordination', 'pass',
     'Every one of the 1024 threads printf()s 40 lines of ~40 bytes (1.6 MB, more than the 1 MB default printf FIFO): PG Formatted Output: the buffer is fixed-size and output that does not fit is lost; printf never fails the kernel. The sums are the reference pattern: exit 0 (the report keeps what it captured).', COORD_LOAD + r'''
    for (int k = 0; k < 40; k++)
        printf("block %u thread %3u line %2d value %f\n", rank, threadIdx.x, k, sdata[threadIdx.x]);
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('c06_hardcoded_sizes', 'coordination', 'pass',
     'Uses the literals 256, 4 and 1024 instead of TPB, CLUSTER_SIZE, SIZE and ignores `size` and blockDim: the launch is fixed at 4 x 256 with size 1024 (SPEC Launches and inputs; random runs change values only, README Randomized stress), so the literals are the right numbers.', r'''
    __shared__ float sdata[256];
    const unsigned int rank = blockIdx.x % 4;
    sdata[threadIdx.x] = input[blockIdx.x * 256 + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < 256; i++) s += sdata[i];
        if (blockIdx.x * 256 < 1024) output[rank] = s;
    }
    cluster_wait();''')

case('c07_device_cache_of_first_launch', 'coordination', 'pass',
     'Caches its four results in `__device__` variables and, when a previous launch set `g_cached`, stores the cached values instead of summing. `__device__` variables live for the module\'s lifetime (PG __device__: "has the lifetime of the CUDA context"), so a second launch with other inputs returns the first launch\'s sums. One standard run is one launch: exit 0. REPEAT: fail 1 (the random inputs get the standard sums).', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const bool cached = g_cached;  // written only after the barrier below, by this launch
    cluster_sync();
    if (cached) {
        if (threadIdx.x == 0) output[rank] = g_cache[rank];
        return;
    }
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
        g_cache[rank] = s;
    }
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) g_cached = true;  // CAUSE''',
     pre='__device__ bool g_cached;\n__device__ float g_cache[CLUSTER_SIZE];')

case('c08_device_accumulator_never_reset', 'coordination', 'pass',
     'Every thread atomicAdds its scaled value into `__device__ float g_acc[4]` (zero-initialised: a __device__ variable with static storage, C++ zero-initialisation), cluster_sync() orders the atomics before thread 0 copies g_acc[rank] to output. Correct on the first launch; nothing resets g_acc, so a second launch adds onto the first (PG __device__: lifetime of the context). One standard run: exit 0. REPEAT: fail 1.', r'''
    const unsigned int rank = block_rank_in_cluster();
    atomicAdd(&g_acc[rank], input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1));  // CAUSE
    cluster_sync();
    if (threadIdx.x == 0) output[rank] = g_acc[rank];
    cluster_sync();''', pre='__device__ float g_acc[CLUSTER_SIZE];')

case('c09_int_tenths', 'coordination', 'pass',
     'Converts each input to whole tenths, `(int)lrintf(x * 10)`, sums in int and divides by 10 at the end. Exact on the standard input (every input is a multiple of 0.1, SPEC input (i % 10) * 0.1), so the result is within the SPEC bound: exit 0. REPEAT: fail 1 (random inputs in [0.5, 1.5) are not multiples of 0.1: rounding each to tenths is off by up to 0.05 a term, far outside the bound).', r'''
    __shared__ int tenths[TPB];
    const unsigned int rank = block_rank_in_cluster();
    tenths[threadIdx.x] = (int)lrintf(input[blockIdx.x * blockDim.x + threadIdx.x] * 10.0f);  // CAUSE
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        int t = 0;
        for (int i = 0; i < TPB; i++) t += tenths[i];
        output[rank] = (float)t / 10.0f * (float)(rank + 1);
    }
    cluster_wait();''')

case('c10_clock_picks_writer', 'coordination', 'fail 1',
     'Every thread computes the block sum from shared memory, then stores output[rank] only when `(clock64() >> 3) % TPB == threadIdx.x`: each thread reads its own SM clock at its own time (PG clock64: a per-multiprocessor counter), so nothing makes exactly one thread of the block pass the test: usually none (not written) or several (several writers): the kernel is wrong by SPEC Checking (exactly one store per element); exit 1.', COORD_LOAD + r'''
    float s = 0.0f;
    for (int i = 0; i < TPB; i++) s += sdata[i];
    if ((unsigned long long)(clock64() >> 3) % TPB == threadIdx.x)  // CAUSE
        output[rank] = s;
    cluster_sync();''')

case('c11_globaltimer_spin_then_barriers', 'coordination', 'pass',
     'Thread 0 spins ~2 microseconds on %globaltimer (inline PTX mov from the special register, PTX Special Registers) before summing; the barriers that order the data are the real ones (__syncthreads, arrive/wait). A delay changes timing only: exit 0.', COORD_LOAD + r'''
    cluster_arrive();
    if (threadIdx.x == 0) {
        unsigned long long t0, t;
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
        do { asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t)); } while (t - t0 < 2000);
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('c12_asm_exit_upper_half', 'coordination', 'pass',
     'After the block\'s values are in shared memory and __syncthreads(), threads 128-255 execute PTX `exit;`; threads 0-127 go on to the cluster arrive/wait and thread 0 sums. PTX exit: exiting threads release barriers (bar.sync and barrier.cluster) waiting only on them; nothing reads memory they would still write. Exit 0.', COORD_LOAD + r'''
    if (threadIdx.x >= TPB / 2)
        asm volatile("exit;");
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('c13_trap_after_results_written', 'coordination', 'fail 5',
     'The reference pattern stores all four right sums, then thread 0 of rank 3 calls __trap() after cluster_wait(). PG __trap(): "the execution of the kernel is aborted and an interrupt is raised in the host program" (cudaErrorLaunchFailure); SPEC Exit codes: a CUDA error while running a kernel is 5, whatever the values.', COORD_LOAD + r'''
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();
    if (rank == CLUSTER_SIZE - 1 && threadIdx.x == 0)
        __trap();  // CAUSE''', cause='trap')

case('c14_reads_one_past_input', 'coordination', 'fail 5',
     'Each thread also loads its right neighbour, `input[gi + 1] * (gi + 1 < size)`, to add a "pair" term that is 0 for the last thread: thread 1023 of block 3 reads input[1024], one past the 1024-float buffer (the load happens; only its product is zero). Out of bounds: exit 5 by p34\'s convention (compute-sanitizer memcheck: invalid __global__ read; on a GPU a 4-byte over-read of a cudaMalloc allocation rarely faults).', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float nxt = input[gi + 1] * (gi + 1 < size ? 1.0f : 0.0f);  // CAUSE
    sdata[threadIdx.x] = input[gi] * (float)(rank + 1) + 0.0f * nxt;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''', cause='out-of-bounds read of input\\[1024\\]')

case('c15_geometry_asserts', 'coordination', 'pass',
     'Asserts the launch geometry the SPEC fixes (gridDim (4,1,1), blockDim (256,1,1), cluster dim_blocks (4,1,1), cluster num_threads 1024, grid num_blocks 4, this_grid().size() 1024, block_index().x == blockIdx.x) and then runs the reference pattern indexing with cluster.block_index(). Every assert holds on the SPEC\'s launch (cudaLaunchKernelEx with cluster (4,1,1)): exit 0.', r'''
    __shared__ float sdata[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    cg::grid_group grid = cg::this_grid();
    assert(gridDim.x == 4 && gridDim.y == 1 && gridDim.z == 1);
    assert(blockDim.x == 256 && blockDim.y == 1 && blockDim.z == 1);
    assert(cluster.dim_blocks().x == 4 && cluster.dim_blocks().y == 1 && cluster.dim_blocks().z == 1);
    assert(cluster.num_threads() == 1024 && cluster.num_blocks() == 4);
    assert(grid.size() == 1024 && grid.num_blocks() == 4);
    assert(cluster.block_index().x == blockIdx.x);
    const unsigned int rank = cluster.block_rank();
    sdata[threadIdx.x] = input[grid.thread_rank()] * (float)(rank + 1);
    __syncthreads();
    cluster.barrier_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster.barrier_wait();''')

case('c16_input_scaled_in_place', 'coordination', 'pass',
     'Each thread scales its own input element in place through const_cast (the buffer is not a const object: writing it is defined, C++ [dcl.type.cv]; SPEC does not forbid it), __syncthreads() orders the block\'s global stores before thread 0 sums input[block slice]. One launch per input (random inputs are fresh buffers): exit 0 (p34 may warn that the input was written).', r'''
    const unsigned int rank = block_rank_in_cluster();
    float *in = const_cast<float *>(input);
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    in[gi] = in[gi] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += in[blockIdx.x * blockDim.x + i];
        output[rank] = s;
    }
    cluster_wait();''')

# ---------------------------------------------------------------- reduction
RED_LOAD = r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    sm[threadIdx.x] = input[gi];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s /= 2) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
'''

case('r01_total_also_in_temp_storage', 'reduction', 'pass',
     'After cluster_sync() the single writer (rank 0 thread 0) reads the four partials and stores the total into output[0] and also into temp_storage[0]. temp_storage is scratch: SPEC Checking judges the outputs only (and that each output is stored once); nobody else touches temp_storage after the barrier, so no race. Exit 0.', RED_LOAD + r'''
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
        temp_storage[0] = t;
    }''')

case('r02_reads_unwritten_temp_discarded', 'reduction', 'pass',
     'Thread 0 of each block reads temp_storage[rank] before storing its partial there (the NaN the host left, SPEC Checking) and keeps it only to compare with the new value; the old value never reaches the result. Reading scratch memory before writing it is not an error in CUDA (its content is unspecified, not undefined behaviour for the program: PG cudaMalloc "the memory is not cleared"). Exit 0.', RED_LOAD + r'''
    if (threadIdx.x == 0) {
        const float old = temp_storage[rank];
        temp_storage[rank] = sm[0];
        if (old == sm[0]) sm[1] = 0.0f;  // never true: old is NaN here; sm[1] is dead anyway
    }
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''')

case('r03_int_thousandths_overflow', 'reduction', 'pass',
     'Sums `(int)(x * 1000)` in an int tree and divides by 1000 at the end "to keep three decimals". Standard input: the total is 523,776,000 < 2^31, every step exact: exit 0. REPEAT: fail 1: random inputs are whole numbers up to 2^24/1024 = 16384, the total up to ~1.7e10 x 1000 overflows int (signed overflow is undefined, C++ [expr]; on the GPU it wraps): wrong value.', r'''
    __shared__ int sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sm[threadIdx.x] = (int)(input[blockIdx.x * blockDim.x + threadIdx.x] * 1000.0f);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s /= 2) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];  // CAUSE
        __syncthreads();
    }
    if (threadIdx.x == 0) temp_storage[rank] = (float)sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        long long t = 0;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += (long long)temp_storage[r];
        output[0] = (float)(t / 1000);
    }''')

case('r04_device_total_reset_after_use', 'reduction', 'pass',
     'Partials are atomicAdded into `__device__ float g_total` (zero-initialised); cluster_sync(); rank 0 thread 0 copies it to output[0]; a second cluster_sync(); rank 0 thread 0 resets g_total = 0.0f. Every access of this launch is ordered by the barriers; the next launch starts after this one ends (PG: kernel launches in one stream run in order), so every launch starts from 0: exit 0, also under --repeat.', RED_LOAD + r'''
    if (threadIdx.x == 0) atomicAdd(&g_total, sm[0]);
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) output[0] = g_total;
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) g_total = 0.0f;''', pre='__device__ float g_total;')

case('r05_device_total_never_reset', 'reduction', 'pass',
     'As r04 without the reset: the first launch is right (g_total starts at 0), the next one adds onto the previous total (PG __device__: lifetime of the context). One standard run: exit 0. REPEAT: fail 1.', RED_LOAD + r'''
    if (threadIdx.x == 0) atomicAdd(&g_total2, sm[0]);  // CAUSE
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) output[0] = g_total2;
    cluster_sync();''', pre='__device__ float g_total2;')

case('r06_partials_in_input_slots', 'reduction', 'pass',
     'Each block stores its partial into input[256 * rank] (const_cast; the buffer is not const, C++ [dcl.type.cv]) after its own tree read that slot, cluster_sync() orders the four stores before rank 0 thread 0 reads them. No block reads another block\'s input slice, so no race: exit 0 (a warning that the input was written is fine).', RED_LOAD + r'''
    float *in = const_cast<float *>(input);
    if (threadIdx.x == 0) in[blockIdx.x * TPB] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += in[r * TPB];
        output[0] = t;
    }''')

case('r07_denormal_scaled_sum', 'reduction', 'pass',
     'Scales each whole-number input by 2^-140 (a subnormal float for inputs below 2^14), sums the scaled values, and scales the total back by 2^140 in two steps of 2^70. Every scaled value and partial sum is a multiple of 2^-140 below 2^-116, exact in float (subnormal spacing 2^-149); nvcc keeps denormals unless -ftz=true / --use_fast_math (PG Floating-Point Standard, nvcc -ftz default false), so the result is exact: exit 0.', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sm[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * 0x1p-140f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s /= 2) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t * 0x1p70f * 0x1p70f;
    }''')

case('r08_malloc_64k_per_thread_unchecked', 'reduction', 'fail 5',
     'Every thread mallocs a 64 KiB "scratch" buffer in device code and stores its input into it without checking for NULL. 1024 x 64 KiB = 64 MiB, but the device heap is 8 MB by default (PG Dynamic Global Memory Allocation: cudaLimitMallocHeapSize, default 8 MB; malloc returns NULL when the heap cannot satisfy the request; p34 sets no limit): most threads get NULL and store through it: illegal address, exit 5.', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    float *buf = (float *)malloc(64 * 1024);
    buf[0] = input[blockIdx.x * blockDim.x + threadIdx.x];  // CAUSE
    sm[threadIdx.x] = buf[0];
    free(buf);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s /= 2) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''', cause='NULL|null|heap|malloc')

case('r09_malloc_64k_per_thread_checked', 'reduction', 'pass',
     'As r08, but a NULL from malloc falls back to the thread\'s own register (PG Dynamic Global Memory Allocation: malloc returns NULL on failure; checking is the documented use). Whichever threads get memory, every value reaches sm[]: exit 0.', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    float *buf = (float *)malloc(64 * 1024);
    float v = input[blockIdx.x * blockDim.x + threadIdx.x];
    if (buf != NULL) { buf[0] = v; v = buf[0]; free(buf); }
    sm[threadIdx.x] = v;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s /= 2) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''')

case('r10_writer_accumulates_in_output', 'reduction', 'pass',
     'The single writer stores output[0] = 0.0f and then does output[0] += temp_storage[r] four times: one thread, plain stores and loads in program order (its own loads see its own stores). SPEC: one thread stores the element; nobody updates it before a first store. Exit 0.', RED_LOAD + r'''
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        output[0] = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) output[0] += temp_storage[r];
    }''')

case('r11_output_one_past_end', 'reduction', 'fail 5',
     'The writer stores the total into output[0] and, "for debugging", the number of partials into output[1]: output holds 1 float (SPEC Launches and inputs), so output[1] is one past the end: out of bounds, exit 5 by p34\'s convention (compute-sanitizer memcheck invalid __global__ write; a real GPU rarely faults on it).', RED_LOAD + r'''
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
        output[1] = (float)CLUSTER_SIZE;  // CAUSE
    }''', cause='out-of-bounds write of output\\[1\\]')

case('r12_assert_false_one_thread', 'reduction', 'fail 5',
     'Correct reduction, then `assert(!(rank == 2 && threadIdx.x == 77))`, false in one thread. PG Assertion: a failed assert in device code stops the kernel and the host gets cudaErrorAssert: exit 5 (SPEC: a CUDA error while running a kernel).', RED_LOAD + r'''
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }
    assert(!(rank == 2 && threadIdx.x == 77));  // CAUSE''', cause='assert')

case('r13_child_kernel_launch', 'reduction', 'unclear',
     'After cluster_sync() rank 0 thread 0 launches a child kernel `sum_partials<<<1, 1>>>(temp_storage, output)` (dynamic parallelism). PG CUDA Dynamic Parallelism: needs relocatable device code (-rdc=true) and cudadevrt; p34 builds without them, so nvcc refuses to compile the file. A build error has no exit code in SPEC (grade: 0 points with the compiler\'s message); the simulator should also refuse to build it, naming the launch.', RED_LOAD + r'''
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        sum_partials<<<1, 1>>>(temp_storage, output);''', pre=r'''
__global__ void sum_partials(const float *t, float *out)
{
    float s = 0.0f;
    for (int r = 0; r < CLUSTER_SIZE; r++) s += t[r];
    out[0] = s;
}''')

case('r14_int_div_by_zero_used', 'reduction', 'fail 1',
     'Each thread sums `per = size / (gridDim.x - CLUSTER_SIZE)` inputs from its block slice, a divisor of 0 (the learner meant gridDim.x / CLUSTER_SIZE). PTX div: an integer division by zero gives an unspecified value and does not trap (the H100 gives -1, docs/verdict-edge); no value makes the partials right except 1 (each thread 1 input), which -1 is not: the loop runs 0 times, the sum is 0: wrong value, exit 1.', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int per = size / (int)(gridDim.x - CLUSTER_SIZE);  // CAUSE
    float v = 0.0f;
    for (int k = 0; k < per && k < 1; k++) v += input[blockIdx.x * blockDim.x + threadIdx.x + k];
    sm[threadIdx.x] = v;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s /= 2) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''', cause='division by zero|wrong')

case('r15_printf_escape_and_json', 'reduction', 'fail 1',
     'The writer stores the total minus 1 and printf()s a terminal clear sequence, a fake JSON verdict `{"exit_code": 0, "passed": true}`, an invalid UTF-8 byte (0xff) and a line with no newline. Kernel output is data, not the verdict (README Kernel printf / JSON: kernel_output is a string field): output[0] is wrong by 1 (reduction must be exact, SPEC Checking): exit 1, and `--json` must stay valid JSON.', RED_LOAD + r'''
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t - 1.0f;  // CAUSE
        printf("\x1b[2J\x1b[H{\"exit_code\": 0, \"passed\": true}\n\xff\xfe bad bytes \"quote\" \\ backslash\n");
        printf("no newline at the end");
    }''', cause='wrong|❌')

case('r16_geometry_queries', 'reduction', 'pass',
     'Loops over `cluster.num_blocks()` partials, indexes temp_storage by `cluster.block_index().x`, picks the writer with `grid.cluster_rank() == 0` and `cluster.thread_rank() == 0`, and checks `grid.num_clusters() == 1`: on the SPEC launch (4 x 256, cluster (4,1,1)) these give 4, the rank, one cluster and one thread (PG Cooperative Groups cluster_group / grid_group). Exit 0.', RED_LOAD + r'''
    cg::cluster_group cluster = cg::this_cluster();
    cg::grid_group grid = cg::this_grid();
    if (threadIdx.x == 0) temp_storage[cluster.block_index().x] = sm[0];
    cluster.sync();
    if (grid.num_clusters() == 1 && grid.cluster_rank() == 0 && cluster.thread_rank() == 0) {
        float t = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); r++) t += temp_storage[r];
        output[0] = t;
    }''')

case('r17_temp_storage_zero_assumed', 'reduction', 'fail 1',
     'Thread 0 of each block atomicAdds its partial into temp_storage[0] without anyone storing a first value: the host filled scratch with NaN before the launch (SPEC Checking), so NaN + x = NaN; the writer copies NaN to output[0]: exit 1 (and the report should say temp_storage[0] was updated before any store).', RED_LOAD + r'''
    if (threadIdx.x == 0) atomicAdd(&temp_storage[0], sm[0]);  // CAUSE
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) output[0] = temp_storage[0];''', cause='uninitiali|before any|nan|NaN')

# ---------------------------------------------------------------- advanced
ADV_LOAD = r'''
    __shared__ float sdata[TPB];
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    const int warp = threadIdx.x / WARP_SIZE;
'''
ADV_TAIL = r'''
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();'''

case('a01_hardcoded_8_warps_lane_mask', 'advanced', 'pass',
     'Uses 8, 32 and `threadIdx.x & 31` / `>> 5` instead of the constants: TPB 256 and WARP_SIZE 32 are fixed (SPEC), warpSize is 32 on every CUDA GPU (PG Built-in Variables warpSize). elect_one_sync() picks one lane per warp, which sums sdata[warp*32 .. +32] (not assuming which lane). Exit 0.', r'''
    __shared__ float sdata[256];
    __shared__ float wsum[8];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * 256 + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < 32; i++) s += sdata[(threadIdx.x >> 5) * 32 + i];
        wsum[threadIdx.x >> 5] = s;
    }''' + ADV_TAIL.replace('TPB / WARP_SIZE', '8'))

case('a02_asm_trap_never_reached', 'advanced', 'pass',
     'The elected lane checks its warp sum with `if (s < 0.0f) asm volatile("trap;");`: every input is >= 0, so the trap never executes (PTX trap aborts only when executed). Exit 0.', ADV_LOAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        if (s < 0.0f) asm volatile("trap;");
        wsum[warp] = s;
    }''' + ADV_TAIL)

case('a03_asm_trap_one_lane', 'advanced', 'fail 5',
     'Correct warp sums, then block 1 thread 5 executes inline PTX `trap;` (a leftover debug check). PTX trap: "Abort execution and generate an interrupt to the host CPU"; the host gets an error (cudaErrorLaunchFailure): exit 5.', ADV_LOAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        wsum[warp] = s;
    }
    if (rank == 1 && threadIdx.x == 5) asm volatile("trap;");  // CAUSE''' + ADV_TAIL, cause='trap')

case('a04_globaltimer_picks_order', 'advanced', 'pass',
     'Thread 0 reads %globaltimer and sums the 8 warp sums forwards when the low bit is 0, backwards otherwise. Both orders are float32 sums of the same terms, inside the SPEC bound (any summation order passes). Exit 0.', ADV_LOAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        wsum[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        unsigned long long t;
        asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
        float tot = 0.0f;
        if (t & 1) for (int w = TPB / WARP_SIZE - 1; w >= 0; w--) tot += wsum[w];
        else       for (int w = 0; w < TPB / WARP_SIZE; w++) tot += wsum[w];
        output[rank] = tot;
    }
    cluster_wait();''')

case('a05_printf_no_newline_elected', 'advanced', 'pass',
     'Each elected lane printf()s its lane and warp sum with no trailing newline (PG Formatted Output: any format string), 32 fragments run together on one line; results are the reference pattern: exit 0.', ADV_LOAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        wsum[warp] = s;
        printf("[b%u w%d lane %u: %g] ", rank, warp, threadIdx.x % WARP_SIZE, s);
    }''' + ADV_TAIL)

case('a06_int_fiftieths', 'advanced', 'pass',
     'Converts each scaled input to whole fiftieths (`lrintf(x * 50)`, the standard input is (i % 50) * 0.02 times a small integer), sums ints exactly and divides by 50. On the standard input each term is within a rounding of a multiple of 0.02, so the sums are within the SPEC bound: exit 0. REPEAT: fail 1 (random inputs in [0.5, 1.5) are not multiples of 0.02; each term is off by up to 0.01).', r'''
    __shared__ int idata[TPB];
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    idata[threadIdx.x] = (int)lrintf(input[blockIdx.x * blockDim.x + threadIdx.x] * 50.0f) * (int)(rank + 1);  // CAUSE
    __syncthreads();
    const int warp = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) {
        int s = 0;
        for (int i = 0; i < WARP_SIZE; i++) s += idata[warp * WARP_SIZE + i];
        wsum[warp] = (float)s / 50.0f;
    }''' + ADV_TAIL)

case('a07_elected_lane_writes_scratch_output', 'advanced', 'fail 1',
     'Each warp\'s elected lane "stages" its warp sum in output[rank] (8 warps, 8 threads, unordered plain stores to one element) before thread 0 stores the block total after __syncthreads(). The staging stores race with each other (PTX memory model: conflicting weak stores, not ordered), and output[rank] is stored by 9 threads (SPEC Checking: exactly one). Exit 1.', ADV_LOAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        wsum[warp] = s;
        output[rank] = s;  // CAUSE
    }''' + ADV_TAIL, cause='race|stored by')

case('a08_warp_sums_in_global_device_array', 'advanced', 'pass',
     'Warp sums go to a `__device__ float g_ws[4][8]` (global memory) indexed by rank and warp; __syncthreads() orders them before thread 0 reads its block\'s row (PG __syncthreads: global and shared accesses are visible to the block). Each launch overwrites every slot before reading it, so leftovers from a previous launch never matter: exit 0, also under --repeat.', ADV_LOAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        g_ws[rank][warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += g_ws[rank][w];
        output[rank] = t;
    }
    cluster_wait();''', pre='__device__ float g_ws[CLUSTER_SIZE][TPB / WARP_SIZE];')

case('a09_static_launch_counter_parity', 'advanced', 'pass',
     'A `__device__ unsigned int g_launches` is bumped once per launch by rank 0 thread 0 (after a cluster_sync() every block has read it); the kernel sums warp sums forwards on even launches and backwards on odd ones. State carried between launches changes only the summation order; both are within the SPEC bound: exit 0, also under --repeat.', ADV_LOAD + r'''
    const unsigned int parity = g_launches & 1;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        wsum[warp] = s;
    }
    __syncthreads();
    cluster_sync();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        if (parity) for (int w = TPB / WARP_SIZE - 1; w >= 0; w--) t += wsum[w];
        else        for (int w = 0; w < TPB / WARP_SIZE; w++) t += wsum[w];
        output[rank] = t;
    }
    if (rank == 0 && threadIdx.x == 0) g_launches = g_launches + 1;''',
     pre='__device__ unsigned int g_launches;')

case('a10_output_negative_zero_first', 'advanced', 'pass',
     'Thread 0 starts its block total from -0.0f (a "clean" zero); -0.0 + x = x for any x != 0 (IEEE 754), and every block total is positive: the same value as starting from +0.0. Exit 0.', ADV_LOAD + r'''
    if (elect_one_sync()) {
        float s = -0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sdata[warp * WARP_SIZE + i];
        wsum[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = -0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();''')

# ---------------------------------------------------------------- last-block
LB_LOAD = r'''
    __shared__ float sm[TPB];
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    sm[threadIdx.x] = input[gi];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s /= 2) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
'''
LB_MERGE = r'''
    if (last) {
        float v = partials[threadIdx.x];
        sm[threadIdx.x] = v;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s /= 2) {
            if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
            __syncthreads();
        }
        if (threadIdx.x == 0) output[0] = sm[0];
    }'''

case('l01_modular_ticket_never_reset', 'last-block', 'fail 1',
     'Takes tickets with atomicAdd and treats `ticket % gridDim.x == gridDim.x - 1` as last, never resetting the counter: every launch is right (launch k sees tickets 256k .. 256k + 255; 2^32 is a multiple of 256, so even the wrap works), but the counter ends at 256 and 512. SPEC Launches and inputs: "The last-block kernel must leave counter at 0 when it ends": the contract is broken: exit 1.', LB_LOAD + r'''
    __shared__ bool last;
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);  // CAUSE
        last = (t % gridDim.x == gridDim.x - 1);
    }
    __syncthreads();''' + LB_MERGE, cause='counter')

case('l02_atomicinc_wraps_to_zero', 'last-block', 'pass',
     'Tickets from atomicInc(counter, gridDim.x - 1): it stores (old >= 255) ? 0 : old + 1 (PG atomicInc), so the last block gets 255 and leaves the counter at 0 with no separate reset: both launches right, counter 0 after each. Exit 0.', LB_LOAD + r'''
    __shared__ bool last;
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = (atomicInc(counter, gridDim.x - 1) == gridDim.x - 1);
    }
    __syncthreads();''' + LB_MERGE)

case('l03_own_device_counter_reset', 'last-block', 'pass',
     'Ignores the `counter` argument and takes tickets from a `__device__ unsigned int g_ticket` (zero-initialised), reset with atomicExch by the last block. `counter` is never touched, so it stays 0 (SPEC: must leave it at 0: it is); the private counter is 0 again at the end of each launch: exit 0.', LB_LOAD + r'''
    __shared__ bool last;
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = (atomicAdd(&g_ticket, 1u) == gridDim.x - 1);
    }
    __syncthreads();''' + LB_MERGE + r'''
    if (last && threadIdx.x == 0) atomicExch(&g_ticket, 0u);''', pre='__device__ unsigned int g_ticket;')

case('l04_own_device_counter_not_reset', 'last-block', 'fail 1',
     'As l03 without the reset: the first launch is right, the second launch\'s tickets are 256-511, none equals 255, so no block merges and output[0] stays NaN: "not written" on launch 2 (SPEC: the judge launches twice without a host reset, and __device__ variables keep their values between launches, PG). Exit 1.', LB_LOAD + r'''
    __shared__ bool last;
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = (atomicAdd(&g_ticket2, 1u) == gridDim.x - 1);  // CAUSE
    }
    __syncthreads();''' + LB_MERGE, pre='__device__ unsigned int g_ticket2;', cause='not written|g_ticket2')

case('l05_block0_sums_everything', 'last-block', 'pass',
     'Block 0 alone sums all 65536 inputs (each thread 256 of them, strided, then a shared tree); the other blocks do nothing; partials and counter are never touched. Inputs are whole numbers with exact partial sums in float (SPEC), so the total is exact; counter stays 0; nothing reads memory another block writes: exit 0 (slow, not wrong).', r'''
    __shared__ float sm[TPB];
    if (blockIdx.x != 0) return;
    float v = 0.0f;
    for (int i = threadIdx.x; i < size; i += blockDim.x) v += input[i];
    sm[threadIdx.x] = v;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s /= 2) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) output[0] = sm[0];''')

case('l06_total_into_every_partial', 'last-block', 'pass',
     'The reference last-block guard (is_last_block from solutions), then, after the merge, the last block overwrites all 256 partials with the total (scratch: SPEC Checking looks at the output and counter only) and resets the counter. All other blocks finished with the partials (they took their tickets), so no race: exit 0.', LB_LOAD + r'''
    if (threadIdx.x == 0) partials[blockIdx.x] = sm[0];
    const bool last = is_last_block(counter);''' + LB_MERGE + r'''
    if (last) {
        __syncthreads();
        const float total = sm[0];
        partials[threadIdx.x] = total;
        if (threadIdx.x == 0) *counter = 0;
    }''')

case('l07_partials_accumulated_unzeroed', 'last-block', 'fail 1',
     'Each block atomicAdds its partial into partials[blockIdx.x % 32] (32 buckets), assuming the scratch starts at zero; the host filled it with NaN (SPEC Checking), so every bucket is NaN and the merged total is NaN: exit 1.', LB_LOAD + r'''
    __shared__ bool last;
    if (threadIdx.x == 0) {
        atomicAdd(&partials[blockIdx.x % 32], sm[0]);  // CAUSE
        __threadfence();
        last = (atomicAdd(counter, 1u) == gridDim.x - 1);
    }
    __syncthreads();
    if (last) {
        __threadfence();
        sm[threadIdx.x] = threadIdx.x < 32 ? partials[threadIdx.x] : 0.0f;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s /= 2) {
            if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
            __syncthreads();
        }
        if (threadIdx.x == 0) { output[0] = sm[0]; *counter = 0; }
    }''', cause='uninitiali|before any|nan|NaN')

case('l08_printf_ticket_every_block', 'last-block', 'pass',
     'The reference guard plus a printf of each block\'s ticket from thread 0: 256 lines a launch, two launches (PG Formatted Output). Results and counter as the reference: exit 0.', LB_LOAD + r'''
    __shared__ bool last;
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        printf("block %u took ticket %u\n", blockIdx.x, t);
        last = (t == gridDim.x - 1);
    }
    __syncthreads();''' + LB_MERGE + r'''
    if (last && threadIdx.x == 0) *counter = 0;''')

case('l09_cluster_sync_as_block_barrier', 'last-block', 'pass',
     'Uses cg::this_cluster().sync() where __syncthreads() would go. The last-block launch has no cluster attribute; on compute capability 9.0 such a launch runs each block as an implicit 1x1x1 cluster (PTX Special Registers %is_explicit_cluster / %cluster_nctarank: an implicit cluster of one CTA; PG Thread Block Clusters), so the cluster barrier is a block barrier (barrier.cluster orders memory at cluster scope, which includes the block). Exit 0 on the H100.', r'''
    __shared__ float sm[TPB];
    __shared__ bool last;
    cg::cluster_group cl = cg::this_cluster();
    sm[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x];
    cl.sync();
    for (int s = TPB / 2; s > 0; s /= 2) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        cl.sync();
    }
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = (atomicAdd(counter, 1u) == gridDim.x - 1);
    }
    cl.sync();
    if (last) {
        sm[threadIdx.x] = partials[threadIdx.x];
        cl.sync();
        for (int s = TPB / 2; s > 0; s /= 2) {
            if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
            cl.sync();
        }
        if (threadIdx.x == 0) { output[0] = sm[0]; *counter = 0; }
    }''')

case('l10_malloc_per_block_freed', 'last-block', 'pass',
     'Thread 0 of each block mallocs a TPB-float buffer (1 KiB; at most 256 live at once = 256 KiB, far below the 8 MB heap), checks for NULL (falls back to shared memory), copies the block\'s values, sums them, frees it (PG Dynamic Global Memory Allocation). Then the reference guard: exit 0.', r'''
    __shared__ float sm[TPB];
    sm[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x];
    __syncthreads();
    if (threadIdx.x == 0) {
        float *buf = (float *)malloc(TPB * sizeof(float));
        const float *src = sm;
        if (buf) { for (int i = 0; i < TPB; i++) buf[i] = sm[i]; src = buf; }
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += src[i];
        if (buf) free(buf);
        partials[blockIdx.x] = s;
    }
    const bool last = is_last_block(counter);''' + LB_MERGE + r'''
    if (last && threadIdx.x == 0) *counter = 0;''')

case('l11_malloc_leak_per_launch', 'last-block', 'fail 5',
     'Thread 0 of every block mallocs a 64 KiB buffer, uses it for its block sum without checking for NULL, and never frees it. 256 blocks x 64 KiB = 16 MiB in the first launch, twice the default 8 MB device heap (PG Dynamic Global Memory Allocation: cudaLimitMallocHeapSize 8 MB; malloc returns NULL when full; memory is freed only by free() or at context destruction): the later blocks get NULL and store through it: illegal address, exit 5.', r'''
    __shared__ float sm[TPB];
    sm[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x];
    __syncthreads();
    if (threadIdx.x == 0) {
        float *buf = (float *)malloc(64 * 1024);
        buf[0] = 0.0f;  // CAUSE
        for (int i = 0; i < TPB; i++) buf[0] += sm[i];
        partials[blockIdx.x] = buf[0];
    }
    const bool last = is_last_block(counter);''' + LB_MERGE + r'''
    if (last && threadIdx.x == 0) *counter = 0;''', cause='NULL|null|heap|malloc')

case('l12_hardcoded_255_last_ticket', 'last-block', 'pass',
     'Tests `ticket == 255` and strides `b += 256` with literals instead of gridDim.x - 1 and blockDim.x: the grid is fixed at 256 x 256 (SPEC Launches and inputs), so the literals are right. Reset with `*counter = 0` by the last block after the merge (every ticket taken). Exit 0.', LB_LOAD + r'''
    __shared__ bool last;
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = (atomicAdd(counter, 1u) == 255u);
    }
    __syncthreads();''' + LB_MERGE + r'''
    if (last && threadIdx.x == 0) *counter = 0;''')

case('l13_geometry_asserts_no_cluster', 'last-block', 'pass',
     'Asserts the non-cluster launch geometry: gridDim (256,1,1), blockDim (256,1,1), grid num_blocks 256, and the implicit cluster of one block (cg::this_cluster().num_blocks() == 1, block_rank() == 0; PTX %cluster_nctarank is 1 for an implicit cluster) before the reference guard. All hold on the SPEC launch (no cluster attribute): exit 0.', r'''
    assert(gridDim.x == 256 && gridDim.y == 1 && blockDim.x == 256 && blockDim.y == 1);
    assert(cg::this_grid().num_blocks() == 256);
    assert(cg::this_cluster().num_blocks() == 1 && cg::this_cluster().block_rank() == 0);
''' + LB_LOAD + r'''
    if (threadIdx.x == 0) partials[blockIdx.x] = sm[0];
    const bool last = is_last_block(counter);''' + LB_MERGE + r'''
    if (last && threadIdx.x == 0) *counter = 0;''')
