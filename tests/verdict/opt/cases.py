# Cases for gen.py (docs/verdict-opt.md): kernels whose source makes an access that the host
# compiler's optimizer (g++/clang++ -O1) may delete, sink or hoist, plus correct kernels that
# must keep passing. Body = the kernel's body. True verdicts and reasons were written before
# p34 ran them. Citations:
#   PG  = CUDA C++ Programming Guide: "Volatile Qualifier" (the compiler is free to optimize
#         reads and writes to global or shared memory, e.g. caching global reads in registers,
#         as long as it respects fences and barriers; volatile makes every reference a real
#         memory instruction), "Memory Fence Functions", "Synchronization Functions",
#         "Distributed Shared Memory", "Shared Memory".
#   PTX = PTX ISA, Memory Consistency Model: two conflicting accesses (overlapping, at least
#         one a write) that are not morally strong and not ordered by causality are a data
#         race; a plain ld/st is weak; ld.volatile/st.volatile are relaxed at system scope;
#         a fence followed by a strong store is a release pattern, a strong load followed by
#         a fence an acquire pattern.
# A data race is judged on the accesses the SOURCE makes (the abstract machine), not on what
# a compiler keeps: a racy read whose value is never used is still a race (PTX), even though
# nvcc -O3 deletes it too and the GPU then shows nothing. Those kernels are scored "fail 1"
# (the rules) and marked "GPU: no symptom expected".

COORD_HEAD = r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    shared_data[local_i] = input[global_i] * (float)(rank + 1);
'''
COORD_TAIL = r'''
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += shared_data[i];
        output[rank] = s;
    }
    cluster_wait();'''

# ------------------------------------------------------------ dead loads (value unused)
case('o01_unused_neighbor_read', 'coordination', 'fail 1',
     'Each thread reads its right neighbour\'s slot into a variable that is never used, between its own store and the __syncthreads(): the read and the neighbour\'s store are unordered conflicting plain accesses, a data race (PTX). -O1 deletes the dead load. GPU: no symptom expected (nvcc deletes it too).',
     COORD_HEAD + r'''
    float right = shared_data[(local_i + 1) % TPB];  // peeked, never used''' + COORD_TAIL)

case('o02_debug_branch_read', 'coordination', 'fail 1',
     'A "debug" check: the neighbour\'s slot is read before the barrier and used only under `if (kDebug && ...)` with kDebug a constexpr false: the source still reads it, unordered with the neighbour\'s store: data race (PTX). The branch folds and the load dies at -O1. GPU: no symptom expected.',
     COORD_HEAD + r'''
    constexpr bool kDebug = false;
    const float right = shared_data[(local_i + 1) % TPB];
    if (kDebug && right < 0.0f)
        output[rank] = -1.0f;''' + COORD_TAIL)

case('o03_masked_int_read', 'coordination', 'fail 1',
     'An int flag array: each thread sets seen[tid] = 1 and reads seen[tid + 1] before any barrier, then adds (nb & 0) (always 0) to its value. The read races with the neighbour\'s store (PTX); `& 0` folds, so -O1 deletes the load. GPU: no symptom expected.',
     r'''
    __shared__ float shared_data[TPB];
    __shared__ int seen[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    seen[local_i] = 1;
    const int nb = seen[(local_i + 1) % TPB];
    shared_data[local_i] = input[global_i] * (float)(rank + 1) + (float)(nb & 0);''' + COORD_TAIL)

case('o04_unused_peer_dsmem_read', 'coordination', 'fail 1',
     'Thread 0 of each block reads element 0 of the next rank\'s shared_data through map_shared_rank before any cluster barrier, into an unused variable: the peer may not have started (PG Distributed Shared Memory: ensure the target block is running, e.g. cluster.sync()) and the read is unordered with the peer\'s store: data race (PTX). -O1 deletes the load. GPU: no symptom expected.',
     COORD_HEAD + r'''
    if (local_i == 0) {
        const float *peer = cg::this_cluster().map_shared_rank(shared_data, (rank + 1) % CLUSTER_SIZE);
        float peek = peer[0];
    }''' + COORD_TAIL)

case('o05_unused_partial_read', 'last-block', 'fail 1',
     'Thread 0 stores its block\'s partial and then reads the next block\'s partial into an unused variable before taking its ticket: nothing orders the other block\'s store before this read (no fence/ticket chain yet): data race (PTX; PG Memory Fence Functions). -O1 deletes the load. GPU: no symptom expected.',
     r'''
    __shared__ float shared_mem[TPB];
    __shared__ bool last;
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    shared_mem[local_i] = input[global_i];
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
    if (local_i == 0) {
        partials[blockIdx.x] = shared_mem[0];
        float next = partials[(blockIdx.x + 1) % gridDim.x];  // never used
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (last && local_i == 0) {
        float sum = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            sum += partials[b];
        output[0] = sum;
        *counter = 0;
    }''')

case('o06_unused_counter_peek', 'last-block', 'fail 1',
     'Thread 0 reads *counter with a plain load into an unused variable before its atomicAdd ticket: the plain read and other blocks\' atomicAdds on the counter are not morally strong (PTX: a weak access and an atomic conflict): data race. -O1 deletes the load. GPU: no symptom expected.',
     r'''
    __shared__ float shared_mem[TPB];
    __shared__ bool last;
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    shared_mem[local_i] = input[global_i];
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
    if (local_i == 0) {
        partials[blockIdx.x] = shared_mem[0];
        const unsigned int before = *counter;  // peek, never used
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (last && local_i == 0) {
        float sum = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            sum += partials[b];
        output[0] = sum;
        *counter = 0;
    }''')

case('o07_unused_warp_sum_peek', 'advanced', 'fail 1',
     'Thread 0 reads warp_sums[7] into an unused variable right after the elected lanes\' stores and before the __syncthreads() that orders them: unordered with warp 7\'s store, a data race (PTX). -O1 deletes the load. GPU: no symptom expected.',
     r'''
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    shared_data[local_i] = input[global_i] * (float)(rank + 1);
    __syncthreads();
    const int warp = local_i / WARP_SIZE;
    if (elect_one_sync()) {
        float ws = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            ws += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = ws;
    }
    if (local_i == 0) {
        float last_warp = warp_sums[TPB / WARP_SIZE - 1];  // not yet ordered, never used
    }
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            total += warp_sums[w];
        output[rank] = total;
    }
    cluster_wait();''')

# ------------------------------------------------------------ dead stores (never read)
case('o08_write_only_done_flag', 'coordination', 'fail 1',
     'Every thread stores `done = 1` into a __shared__ int that nothing reads: 256 unordered plain stores to one word are a data race (PTX; same value or not, as hunt a13). A write-only static: -O1 may delete the stores. GPU: no symptom expected.',
     r'''
    __shared__ float shared_data[TPB];
    __shared__ int done;
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    shared_data[local_i] = input[global_i] * (float)(rank + 1);
    done = 1;''' + COORD_TAIL)

case('o09_write_only_scratch_overlap', 'coordination', 'fail 1',
     'Each thread writes its value into scratch[tid] and scratch[tid + 1] of a __shared__ array nothing reads: thread t\'s store to slot t+1 conflicts with thread t+1\'s store to it, unordered: data race (PTX). A write-only static: -O1 may delete the stores. GPU: no symptom expected.',
     COORD_HEAD + r'''
    __shared__ float scratch[TPB];
    scratch[(local_i + 1) % TPB] = shared_data[local_i];
    scratch[local_i] = shared_data[local_i];''' + COORD_TAIL)

# ------------------------------------------------------------ loads sunk into a branch not taken
case('o10_sunk_racy_read', 'coordination', 'fail 1',
     'Each thread reads its neighbour\'s slot before the barrier and uses it only when its input is negative (never: inputs are >= 0). The source reads it every time, unordered with the neighbour\'s store: data race (PTX). -O1 may sink the load into the branch that never runs. GPU: no symptom expected.',
     COORD_HEAD + r'''
    const float right = shared_data[(local_i + 1) % TPB];
    if (input[global_i] < 0.0f)
        shared_data[local_i] += right;''' + COORD_TAIL)

case('o11_sunk_oob_read', 'coordination', 'fail 5',
     'After the barrier every thread loads shared_data[tid + 1] (thread 255 reads shared_data[256], past the end of the array: PG: out-of-range access is undefined; p34 reports out-of-bounds, exit 5) but only even threads use it, to store pair sums; thread 0 adds the 128 pairs. -O1 may sink the load into the even branch, hiding thread 255\'s read. GPU: likely no symptom (the read lands in the block\'s shared window); compute-sanitizer memcheck may or may not flag it.',
     COORD_HEAD + r'''
    __shared__ float pairs[TPB / 2];
    __syncthreads();
    const float right = shared_data[local_i + 1];
    if (local_i % 2 == 0)
        pairs[local_i / 2] = shared_data[local_i] + right;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / 2; i++)
            s += pairs[i];
        output[rank] = s;
    }
    cluster_wait();''')

# ------------------------------------------------------------ spins
FLAG_HEAD = r'''
    __shared__ float sdata[TPB];
    __shared__ float bsum;
    __shared__ int ready;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0)
        ready = 0;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (tid == 224) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += sdata[i];
        bsum = s;
        __threadfence_block();
'''

case('o12_plain_spin_shared_flag', 'coordination', 'fail 1',
     'Intra-block flag (hunt c22) with a PLAIN flag: thread 224 stores bsum, __threadfence_block(), ready = 1; thread 0 spins `while (ready == 0) {}` on a plain load. Plain load and plain store of `ready` by different threads, unordered: data race (PTX). PG Volatile Qualifier: a non-volatile read may be cached in a register, so nvcc -O3 (and g++ -O1) hoists it out of the loop: on the GPU the spin likely never ends (exit 4). Rules: fail; p34 should name the race.',
     FLAG_HEAD + r'''
        ready = 1;
    }
    if (tid == 0) {
        while (ready == 0) {
        }
        __threadfence_block();
        output[rank] = bsum;
    }
    cluster_wait();''')

case('o13_volatile_spin_shared_flag_ok', 'coordination', 'pass',
     'Hunt c22 as is: the flag stored and polled through volatile (PG Volatile Qualifier: every reference is a real memory instruction; PTX: ld/st.volatile are relaxed strong at system scope); __threadfence_block() on both sides makes release/acquire patterns at CTA scope, and both threads are in one CTA. Different warps, so no intra-warp spin.',
     FLAG_HEAD + r'''
        *(volatile int *)&ready = 1;
    }
    if (tid == 0) {
        while (*(volatile int *)&ready == 0) {
        }
        __threadfence_block();
        output[rank] = bsum;
    }
    cluster_wait();''')

RED_TREE = r'''
    __shared__ float sdata[TPB];
    const int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
'''
POLL_HEAD = RED_TREE + r'''
    const unsigned int rank = block_rank_in_cluster();
    unsigned int *arrived = reinterpret_cast<unsigned int *>(&temp_storage[0]);
    if (rank == 0 && tid == 0)
        *arrived = 0;
    cluster_sync();  // the counter is zero before anyone adds to it
    if (rank != 0 && tid == 0) {
        temp_storage[rank] = sdata[0];
        __threadfence();
        atomicAdd(arrived, 1u);
    }
'''

case('o14_plain_spin_atomic_counter', 'reduction', 'fail 1',
     'Hunt r25 with a PLAIN poll: rank 0 thread 0 spins `while (*arrived < 3) {}` on a counter the peers atomicAdd. A plain load and an atomic of other threads are not morally strong: data race (PTX). PG Volatile Qualifier: the plain read may be cached, so nvcc -O3 (and g++ -O1) hoists it: the GPU likely hangs (exit 4). Rules: fail; p34 should name the race.',
     POLL_HEAD + r'''
    if (rank == 0 && tid == 0) {
        while (*arrived < CLUSTER_SIZE - 1) {
        }
        __threadfence();
        output[0] = sdata[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }
    cluster_sync();''')

case('o15_volatile_spin_atomic_counter_ok', 'reduction', 'pass',
     'Hunt r25 (plus a final cluster_sync): the poll through a volatile pointer (relaxed strong, system scope) is morally strong with the peers\' atomicAdds; the peers fence before the atomic (release pattern), rank 0 fences after the poll observes 3 (acquire pattern): the temp_storage reads are ordered (PG Memory Fence Functions; PTX).',
     POLL_HEAD + r'''
    if (rank == 0 && tid == 0) {
        while (*(volatile unsigned int *)arrived < CLUSTER_SIZE - 1) {
        }
        __threadfence();
        output[0] = sdata[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }
    cluster_sync();''')

case('o16_plain_spin_fence_in_body', 'reduction', 'fail 1',
     'As o14 with __threadfence() inside the loop body: the fence keeps the compiler from caching the load (PG Volatile Qualifier: optimizations respect fences), so every compiler re-reads it, but the plain load still races with the atomics (PTX: not morally strong). Control: the verdict must not change with the flags.',
     POLL_HEAD + r'''
    if (rank == 0 && tid == 0) {
        while (*arrived < CLUSTER_SIZE - 1)
            __threadfence();
        __threadfence();
        output[0] = sdata[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }
    cluster_sync();''')

DSMEM_FLAG = RED_TREE + r'''
    __shared__ float bsum;
    __shared__ int ready;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0)
        ready = 0;
    cluster.sync();
    if (tid == 0) {
        bsum = sdata[0];
        __threadfence();
'''

case('o17_plain_spin_dsmem_flag', 'reduction', 'fail 1',
     'Each block stores its sum in its own shared bsum, __threadfence(), plain `ready = 1`; rank 0 thread 0 polls each block\'s flag through map_shared_rank with a PLAIN load. Plain load vs plain store of another thread, unordered: data race (PTX). The load is loop-invariant: nvcc and g++ -O1 may hoist it, so the GPU may hang (exit 4). Rules: fail.',
     DSMEM_FLAG + r'''
        ready = 1;
    }
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < CLUSTER_SIZE; r++) {
            const int *flag = cluster.map_shared_rank(&ready, r);
            while (*flag == 0) {
            }
            __threadfence();
            total += *cluster.map_shared_rank(&bsum, r);
        }
        output[0] = total;
    }
    cluster.sync();''')

case('o18_volatile_spin_dsmem_flag_ok', 'reduction', 'pass',
     'As o17 with the flag stored and polled through volatile: __threadfence() (fence.sc.gpu: scope includes the whole cluster) then a strong store is a release pattern; the strong volatile load that observes it then __threadfence() an acquire pattern (PTX), so rank 0\'s read of each bsum is ordered after its store. cluster.sync() first (every block started) and last (every block alive while read).',
     DSMEM_FLAG + r'''
        *(volatile int *)&ready = 1;
    }
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < CLUSTER_SIZE; r++) {
            volatile int *flag = cluster.map_shared_rank(&ready, r);
            while (*flag == 0) {
            }
            __threadfence();
            total += *cluster.map_shared_rank(&bsum, r);
        }
        output[0] = total;
    }
    cluster.sync();''')

# ------------------------------------------------------------ values kept in registers (legal)
case('o19_register_cached_scale_ok', 'coordination', 'pass',
     'Thread 5 stores the block\'s scale in a __shared__ float before __syncthreads(); after it, thread 0 reads scale_s inside its 256-iteration loop. Every read is ordered after the store by the barrier (PG __syncthreads), so caching it in a register (what -O1 and nvcc do) is legal and the kernel is correct either way.',
     r'''
    __shared__ float shared_data[TPB];
    __shared__ float scale_s;
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (local_i == 5)
        scale_s = (float)(rank + 1);
    shared_data[local_i] = input[global_i];
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += shared_data[i] * scale_s;
        output[rank] = s;
    }
    cluster_wait();''')

case('o20_shared_accumulator_loop_ok', 'coordination', 'pass',
     'Thread 0 alone accumulates into a __shared__ float `acc` in its loop (acc += shared_data[i]) after the barrier, then stores output: only one thread touches acc, so keeping it in a register across the barrier-free loop (store motion at -O1) is legal; at -O0 every iteration loads and stores acc: still one thread, no race.',
     COORD_HEAD + r'''
    __shared__ float acc;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        acc = 0.0f;
        for (int i = 0; i < TPB; i++)
            acc += shared_data[i];
        output[rank] = acc;
    }
    cluster_wait();''')

case('o21_reread_after_own_store_ok', 'last-block', 'pass',
     'The guide\'s pattern with thread 0 re-reading `last` (a __shared__ bool it stored itself) on a later line before the barrier, then writing it again (`last = last && ...` on a separate line): all thread 0\'s own accesses, ordered by program order; the other threads read `last` after __syncthreads(). Correct whatever the compiler keeps.',
     r'''
    __shared__ float shared_mem[TPB];
    __shared__ bool last;
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    shared_mem[local_i] = input[global_i];
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
    if (local_i == 0) {
        partials[blockIdx.x] = shared_mem[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        const bool was = last;
        last = was
            && gridDim.x > 0;
        __threadfence();
    }
    __syncthreads();
    if (last && local_i == 0) {
        float sum = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            sum += partials[b];
        output[0] = sum;
        *counter = 0;
    }''')

# ------------------------------------------------------------ read-modify-writes across lines
case('o22_two_line_rmw_race', 'coordination', 'fail 1',
     'Every thread adds its value to a __shared__ total with a load on one line and the store on the next (`float t = total; total = t + v;`), zeroed by thread 0 before a barrier: unordered plain load/store pairs of many threads on one word, a data race and lost updates (PTX).',
     r'''
    __shared__ float total;
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (local_i == 0)
        total = 0.0f;
    __syncthreads();
    const float v = input[global_i] * (float)(rank + 1);
    const float t = total;
    total = t + v;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0)
        output[rank] = total;
    cluster_wait();''')

case('o23_one_line_rmw_race', 'coordination', 'fail 1',
     'As o22 with `total += v;` on one line: the classic lost-update race (PTX data race); p34 names it a plain read-modify-write.',
     r'''
    __shared__ float total;
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (local_i == 0)
        total = 0.0f;
    __syncthreads();
    total += input[global_i] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0)
        output[rank] = total;
    cluster_wait();''')

case('o24_check_then_store_race', 'coordination', 'fail 1',
     'Each thread reads the shared `maxv` and stores its value when larger (`if (v > maxv) maxv = v;`, one line) without an atomic; thread 0 later uses maxv only for a sign test (always >= 0) on the sum. Unordered plain loads and stores of many threads on one word: data race (PTX), not an atomic max.',
     r'''
    __shared__ float shared_data[TPB];
    __shared__ float maxv;
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (local_i == 0)
        maxv = 0.0f;
    __syncthreads();
    const float v = input[global_i] * (float)(rank + 1);
    shared_data[local_i] = v;
    if (v > maxv) maxv = v;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += shared_data[i];
        output[rank] = maxv >= 0.0f ? s : -s;
    }
    cluster_wait();''')

case('o25_guarded_local_copy_ok', 'advanced', 'pass',
     'Warp sums through __shfl_down_sync (full mask), lane 0 stores wsum[warp]; after __syncthreads() thread 0 copies the 8 sums into a local array, adds them in a separate loop: locals are private (a stack array at -O0 is not shared or global memory and must not be checked as such).',
     r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const int lane = local_i % WARP_SIZE, warp = local_i / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[global_i] * (float)(rank + 1);
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (lane == 0)
        wsum[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float local[TPB / WARP_SIZE];
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            local[w] = wsum[w];
        float total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            total += local[w];
        output[rank] = total;
    }
    cluster_wait();''')
