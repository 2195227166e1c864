# Cases for gen.py (docs/verdict-edge.md): the EDGES -- kernels whose failure is a fault, a
# hang, undefined behaviour or a subtle value error, and correct kernels that look as if
# they would fail. Body = the kernel's body; pre = file-scope code before it.
# Reasons cite the CUDA C++ Programming Guide (PG), the PTX ISA (PTX), the CUDA Runtime API
# (RT) and the C++ standard; every verdict was decided before p34 ran the kernel.
# "fail 5" on an out-of-bounds access follows the project's convention (compute-sanitizer's
# word: docs/verdict-matrix.md); where the GPU itself would more likely give a wrong value
# the reason says so.

# ---------------------------------------------------------------- coordination
case('c01_float4_aligned_load', 'coordination', 'pass',
     'Threads 0-63 each load one float4 at input + blockIdx.x * TPB + 4 t: 16-byte aligned, since cudaMalloc memory is aligned to at least 256 bytes (PG Device Memory Accesses) and the block offset is 1024 bytes; partial sums scaled, thread 0 adds the 64; split cluster barrier. Rounding differs from the reference order but stays within the SPEC bound.', r'''
    __shared__ float part[TPB / 4];
    const unsigned int rank = block_rank_in_cluster();
    const int t = threadIdx.x;
    if (t < TPB / 4) {
        const float4 v = reinterpret_cast<const float4 *>(input + blockIdx.x * TPB)[t];
        part[t] = (v.x + v.y + v.z + v.w) * (float)(rank + 1);
    }
    __syncthreads();
    cluster_arrive();
    if (t == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / 4; i++) s += part[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('c02_float4_misaligned_load', 'coordination', 'fail 5',
     'Threads 0-63 are meant to load 4 values each, but the address is input + global_i (4-byte steps), not + 4 t: thread t of the first 64 loads a float4 from an address that is 16-byte aligned only when t % 4 == 0. PTX ld.v4 needs the address aligned to the vector size (PTX: Vectors / Addresses as Operands: misaligned is undefined); the GPU stops with cudaErrorMisalignedAddress (RT error 716: a load or store on an address that is not aligned): exit 5.', r'''
    __shared__ float part[TPB / 4];
    const unsigned int rank = block_rank_in_cluster();
    const int t = threadIdx.x;
    const int global_i = blockIdx.x * blockDim.x + t;
    if (t < TPB / 4) {
        const float4 v = *reinterpret_cast<const float4 *>(input + global_i);
        part[t] = (v.x + v.y + v.z + v.w) * (float)(rank + 1);
    }
    __syncthreads();
    cluster_arrive();
    if (t == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / 4; i++) s += part[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('c03_int_div_by_zero_unused', 'coordination', 'pass',
     'Every thread computes WARP_SIZE / lane (lane 0 divides by zero) for a debug check that only lanes > 0 use. PTX div: integer division by zero yields an unspecified value, it does not trap; the value never reaches the output (lane 0 skips the check), so the result is the reference result.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int local_i = threadIdx.x;
    const int lane = local_i % WARP_SIZE;
    const int per_lane = WARP_SIZE / lane;
    if (lane != 0 && per_lane * lane > WARP_SIZE)
        printf("lane %d: bad split\n", lane);
    sdata[local_i] = input[blockIdx.x * blockDim.x + local_i] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''', pre='#include <cstdio>')

case('c04_unsigned_reverse_loop', 'coordination', 'fail 5',
     'Thread 0 sums `for (unsigned int i = TPB - 1; i >= 0; --i)`: the condition is always true, so after i = 0 the index wraps to 4294967295 and the loop reads far before/after the __shared__ array (C++ unsigned arithmetic wraps); it never ends by its condition, only by the fault: out of bounds, exit 5 (compute-sanitizer: invalid __shared__ read).', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (unsigned int i = TPB - 1; i >= 0; --i)
            s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('c07_neighbour_block_also_writes', 'coordination', 'fail 1',
     'After cluster.sync() each block\'s thread 0 stores its own sum into output[rank] and also "checks" its neighbour by reading the neighbour\'s block sum through map_shared_rank and storing it into output[(rank + 1) % 4]: two threads of two blocks store every output element with nothing ordering them: a data race even with equal values (PTX memory model, data races; SPEC: each output element is stored by exactly one thread).', r'''
    __shared__ float sdata[TPB];
    __shared__ float block_sum;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        block_sum = s;
    }
    cluster.sync();
    if (threadIdx.x == 0) {
        const unsigned int next = (rank + 1) % CLUSTER_SIZE;
        output[rank] = block_sum;
        output[next] = *cluster.map_shared_rank(&block_sum, next);
    }
    cluster.sync();''')

case('c08_printf_every_thread', 'coordination', 'pass',
     'The reference pattern plus a printf of its scaled value in every one of the 1024 threads: device printf is allowed in any thread (PG Formatted Output; 1024 short lines fit the 1 MB default FIFO) and changes no result.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int global_i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[threadIdx.x] = input[global_i] * (float)(rank + 1);
    printf("block %u thread %d value %f\n", rank, (int)threadIdx.x, sdata[threadIdx.x]);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''', pre='#include <cstdio>')

case('c09_malloc_scratch_thread0', 'coordination', 'pass',
     'Thread 0 mallocs a TPB-float scratch buffer on the device heap, copies the block\'s shared values into it, sums it and frees it (PG Dynamic Global Memory Allocation and Operations: malloc/free in device code, 8 MB default heap); a null return falls back to the shared array. Same sum as the reference.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float *scratch = (float *)malloc(TPB * sizeof(float));
        const float *src = sdata;
        if (scratch) {
            for (int i = 0; i < TPB; i++) scratch[i] = sdata[i];
            src = scratch;
        }
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += src[i];
        output[rank] = s;
        free(scratch);
    }
    cluster_wait();''')

case('c10_trap_sanity_check_fires', 'coordination', 'fail 5',
     'Thread 0 "sanity checks" its block sum with `if (s > 400.0f) __trap();`, but block 3 sums to 459.2: __trap() executes the PTX trap instruction, which aborts the kernel and reports an error to the host (PG __trap; PTX trap): exit 5.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        if (s > 400.0f)
            __trap();
        output[rank] = s;
    }
    cluster_wait();''')

case('c11_assert_last_thread', 'coordination', 'fail 5',
     'Every thread adds its right neighbour for a "pair" value, guarded by assert(global_i + 1 < size): false only in the very last thread (global_i = 1023). A failed device assert stops the kernel (PG Assertion: cudaErrorAssert): exit 5.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int global_i = blockIdx.x * blockDim.x + threadIdx.x;
    assert(global_i + 1 < size);
    const float pair = input[global_i] + (threadIdx.x + 1 < TPB ? 0.0f * input[global_i + 1] : 0.0f);
    sdata[threadIdx.x] = pair * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''', pre='#include <cassert>')

case('c12_skip_zero_terms', 'coordination', 'pass',
     'Thread 0 adds only the nonzero scaled values (`if (v != 0.0f)`); the coordination input has zeros (SPEC: (i % 10) * 0.1), and adding +0.0f never changes a float sum, so the result is bit-identical to the reference order.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) {
            const float v = sdata[i];
            if (v != 0.0f)
                s += v;
        }
        output[rank] = s;
    }
    cluster_wait();''')

case('c15_epsilon_bias_within_bound', 'coordination', 'pass',
     'The stored sum has 1e-4f added "to avoid exact zeros". SPEC Checking passes |actual - expected| <= n 2^-24 sum|terms|: for block 0 that bound is 256 * 2^-24 * 114 = 1.7e-3, larger for the others; 1e-4 plus the summation error stays inside it, so by the contract the values pass.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s + 1e-4f;
    }
    cluster_wait();''')

case('c16_int_reciprocal_nan', 'coordination', 'fail 1',
     'The scale is applied as v / inv with `const int inv = 1 / (int)(rank + 1)`: integer division gives inv = 0 for ranks 1-3, so every term is x / 0.0f = inf, or 0 / 0 = NaN for the zero inputs (IEEE 754; the GPU does not trap on float division). Blocks 1-3 store NaN: wrong value, and the report must say the value is nan (stored by thread 0), not "not written".', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int inv = 1 / (int)(rank + 1);
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] / inv;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('c17_uninit_register_sum', 'coordination', 'fail 1',
     'Thread 0 accumulates into `float s;` with no initialiser: its first read is of an indeterminate value (C++ [basic.indet]: undefined behaviour; the GPU register holds whatever it held), so the sum is wrong by the rules even when the register happens to be zero.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('c18_shared_declared_in_if', 'coordination', 'pass',
     'A `__shared__ float total;` declared inside `if (threadIdx.x == 0)`: a __shared__ variable may be declared at block scope in device code (PG Variable Memory Space Specifiers, __shared__); one copy per block, used only by thread 0 here.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        __shared__ float total;
        total = 0.0f;
        for (int i = 0; i < TPB; i++) total += sdata[i];
        output[rank] = total;
    }
    cluster_wait();''')

case('c19_shared_twice_size_tree_from_tpb', 'coordination', 'fail 1',
     '`__shared__ float sdata[2 * TPB]` (larger than needed, so no out-of-bounds index) and a tree whose first stride is TPB: the first step adds sdata[256..511], which nobody wrote: shared memory starts with undefined contents (PG __shared__: no initialiser, undefined value), so every block sum is garbage: wrong value.', r'''
    __shared__ float sdata[2 * TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int t = threadIdx.x;
    sdata[t] = input[blockIdx.x * blockDim.x + t] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    for (int stride = TPB; stride > 0; stride /= 2) {
        if (t < stride)
            sdata[t] += sdata[t + stride];
        __syncthreads();
    }
    if (t == 0)
        output[rank] = sdata[0];
    cluster_wait();''')

case('c20_clock64_delay_not_barrier', 'coordination', 'fail 1',
     'Instead of __syncthreads(), thread 0 busy-waits 20000 clock64() cycles "so the others have stored" and then reads all 256 shared values: a delay orders nothing; the other threads\' stores and thread 0\'s reads are unordered conflicting accesses (PTX memory model: data race; PG __syncthreads is what orders them).', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    cluster_arrive();
    if (threadIdx.x == 0) {
        const long long int t0 = clock64();
        while (clock64() - t0 < 20000) {}
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('c22_upper_half_exits_at_start', 'coordination', 'pass',
     'Threads 128-255 return at once; threads 0-127 each load two inputs (Harris #4) and run a tree with __syncthreads() and cluster.sync(). PTX exit: "As threads exit, barriers waiting on all threads are checked to see if the exiting threads are the only threads that have not yet made it to a barrier ... the barrier is released" (bar.sync and barrier.cluster alike); PG (Volta+): __syncthreads waits for the non-exited threads. No exited thread stored anything. (Recorded for the lead; the block-barrier exit rule is being changed.)', r'''
    __shared__ float sdata[TPB / 2];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int t = threadIdx.x;
    if (t >= TPB / 2)
        return;
    const float scale = (float)(rank + 1);
    const int base = blockIdx.x * blockDim.x;
    sdata[t] = input[base + t] * scale + input[base + t + TPB / 2] * scale;
    __syncthreads();
    for (int stride = TPB / 4; stride > 0; stride /= 2) {
        if (t < stride)
            sdata[t] += sdata[t + stride];
        __syncthreads();
    }
    if (t == 0)
        output[rank] = sdata[0];
    cluster.sync();''')

case('c23_block_offset_by_size', 'coordination', 'fail 5',
     'The block\'s slice starts at blockIdx.x * size (the learner took size for the block length): block 1 reads input[1024 ...], blocks 2 and 3 further: past the end of the 1024-float input, out of bounds (compute-sanitizer invalid __global__ read; exit 5).', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * size + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('c24_large_local_array', 'coordination', 'pass',
     'Thread 0 keeps every running sum in a 16384-float (64 KiB) local array `prefix[]` and stores the last: local arrays live in local memory, up to 512 KiB per thread on sm_90 (PG Technical Specifications: maximum local memory per thread; Local Memory), so this is slow but correct.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float prefix[16384];
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) {
            s += sdata[i];
            prefix[i * 64] = s;
        }
        output[rank] = prefix[(TPB - 1) * 64];
    }
    cluster_wait();''')

# ---------------------------------------------------------------- reduction
RED_TREE = r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int t = threadIdx.x;
    sm[t] = input[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (t < stride)
            sm[t] += sm[t + stride];
        __syncthreads();
    }'''

case('r01_temp_storage_rank_plus_one', 'reduction', 'fail 5',
     'Block sums are published at temp_storage[rank + 1] (a 1-based slot): rank 3 stores temp_storage[4], one past the 4-float buffer: out of bounds (exit 5); rank 0 would also read temp_storage[4].', RED_TREE + r'''
    if (t == 0)
        temp_storage[rank + 1] = sm[0];
    cluster_sync();
    if (rank == 0 && t == 0) {
        float total = 0.0f;
        for (int r = 1; r <= CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }''')

case('r02_negative_index_previous_rank', 'reduction', 'fail 5',
     'Rank 0 folds "the previous rank" first: total = temp_storage[r - 1] for r = 0 ... 3, so it reads temp_storage[-1], before the buffer (and never reads temp_storage[3]): out of bounds, exit 5.', RED_TREE + r'''
    if (t == 0)
        temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && t == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r - 1];
        output[0] = total;
    }''')

case('r03_bias_rounds_away', 'reduction', 'pass',
     'The writer stores total + 0.001f. Near 523776 (between 2^18 and 2^19) a float\'s spacing is 2^-5 = 0.03125, so adding 0.001 rounds back to 523776.0 exactly (IEEE 754 round to nearest): the stored value equals the expected one bit for bit.', RED_TREE + r'''
    if (t == 0)
        temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && t == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3] + 0.001f;''')

case('r05_inf_average_of_clusters', 'reduction', 'fail 1',
     'The writer divides the total by (gridDim.x / CLUSTER_SIZE - 1), "the number of other clusters", which is 0: total / 0.0f = +inf (IEEE 754; no trap on the GPU). output[0] = inf: wrong value, and the report must show inf stored by rank 0 thread 0.', RED_TREE + r'''
    if (t == 0)
        temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && t == 0) {
        const float total = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
        output[0] = total / (float)(gridDim.x / CLUSTER_SIZE - 1);
    }''')

case('r06_unsigned_tree_never_ends', 'reduction', 'fail 4',
     '`for (unsigned int s = TPB / 2; s >= 0; s >>= 1)`: s >= 0 is always true, s reaches 0 and stays 0, and every thread loops forever through __syncthreads(): the kernel never finishes (it has side effects, barriers, so the loop may not be assumed to end): hang, exit 4.', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const unsigned int t = threadIdx.x;
    sm[t] = input[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (unsigned int s = TPB / 2; s >= 0; s >>= 1) {
        if (t < s)
            sm[t] += sm[t + s];
        __syncthreads();
    }
    if (t == 0)
        temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && t == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r07_store_then_peers_atomic', 'reduction', 'pass',
     'Rank 0 thread 0 stores its own block sum into output[0]; cluster.sync() orders that store before the other ranks\' thread 0 atomicAdd their sums onto it (PTX barrier.cluster arrive release / wait acquire); the partial sums are integers below 2^24, so any order is exact.', RED_TREE + r'''
    if (rank == 0 && t == 0)
        output[0] = sm[0];
    cluster_sync();
    if (rank != 0 && t == 0)
        atomicAdd(output, sm[0]);''')

case('r08_store_races_peer_atomic', 'reduction', 'fail 1',
     'As r07 without the cluster barrier between rank 0\'s plain store of output[0] and the peers\' atomicAdd onto it: a plain store and atomics on the same word from different blocks with nothing ordering them: a data race (PTX memory model: the store is not morally strong with the atomics); a peer\'s add can be lost or land on the NaN the host left.', RED_TREE + r'''
    if (rank == 0 && t == 0)
        output[0] = sm[0];
    if (rank != 0 && t == 0)
        atomicAdd(output, sm[0]);
    cluster_sync();''')

case('r09_const_cast_inplace_tree', 'reduction', 'pass',
     'Each block tree-reduces its slice in place in the input buffer (const_cast<float *>(input); the buffer is not a const object, so writing it is defined: C++ [dcl.type.cv]); __syncthreads orders the block\'s global accesses too (PG __syncthreads: global and shared accesses before it are visible to the block). One launch, so the clobbered input is never read again: the result is right.', r'''
    float *in = const_cast<float *>(input);
    const unsigned int rank = block_rank_in_cluster();
    const int t = threadIdx.x;
    const int base = blockIdx.x * blockDim.x;
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (t < stride)
            in[base + t] += in[base + t + stride];
        __syncthreads();
    }
    if (t == 0)
        temp_storage[rank] = in[base];
    cluster_sync();
    if (rank == 0 && t == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r10_nan_sentinel_volatile_poll', 'reduction', 'fail 1',
     'No cluster barrier: rank 0 thread 0 polls each temp_storage[r] through a volatile pointer until it is no longer NaN (relying on the host\'s NaN fill; cudaMalloc memory is not filled), while the peers store their sums with plain stores. The peers\' weak stores and rank 0\'s volatile (relaxed) loads are conflicting accesses that are not both morally strong: a data race (PTX memory model). Peers also exit with no barrier (PTX allows that), which does not help.', RED_TREE + r'''
    if (t == 0)
        temp_storage[rank] = sm[0];
    if (rank == 0 && t == 0) {
        volatile float *ts = temp_storage;
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            while (isnan(ts[r])) {}
            total += ts[r];
        }
        output[0] = total;
    }''')

case('r11_recursive_halving_sum', 'reduction', 'pass',
     'Thread 0 sums the block\'s shared array with a recursive __device__ function that halves the range (depth log2(256) = 8 calls): recursion is supported in device code (PG C++ Language Support: recursion, stack of cudaLimitStackSize, 1 KiB by default, far more than 8 small frames). Integers, exact.', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int t = threadIdx.x;
    sm[t] = input[blockIdx.x * blockDim.x + t];
    __syncthreads();
    if (t == 0)
        temp_storage[rank] = half_sum(sm, TPB);
    cluster_sync();
    if (rank == 0 && t == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=r'''
__device__ float half_sum(const float *p, int n)
{
    if (n == 1)
        return p[0];
    return half_sum(p, n / 2) + half_sum(p + n / 2, n - n / 2);
}''')

case('r12_linear_recursion_depth_256', 'reduction', 'unclear',
     'Thread 0 sums with `first + rest(n - 1)`: 256 nested calls. ptxas cannot size a recursive stack, so the launch gets cudaLimitStackSize (1 KiB per thread by default, PG C++ Language Support / cudaDeviceSetLimit); 256 frames of a few words each may exceed it, and a stack overflow is a launch failure. Whether it does depends on the frame size nvcc chooses: the rules do not settle it (H100: please run).', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int t = threadIdx.x;
    sm[t] = input[blockIdx.x * blockDim.x + t];
    __syncthreads();
    if (t == 0)
        temp_storage[rank] = rest_sum(sm, TPB);
    cluster_sync();
    if (rank == 0 && t == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=r'''
__device__ float rest_sum(const float *p, int n)
{
    if (n == 0)
        return 0.0f;
    return p[0] + rest_sum(p + 1, n - 1);
}''')

case('r13_int_mod_by_zero_rank0_unused', 'reduction', 'pass',
     'Each thread computes a "hop" = t % rank for a peer-rotation debug print that only ranks > 0 use; rank 0 computes t % 0. PTX rem: the result of a division by zero is unspecified, no trap; rank 0 never uses it, and the reduction itself is the reference\'s.', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int t = threadIdx.x;
    const int hop = t % (int)rank;
    if (rank != 0 && t == 0 && hop != 0)
        printf("rank %u: odd hop %d\n", rank, hop);
    sm[t] = input[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (t < stride)
            sm[t] += sm[t + stride];
        __syncthreads();
    }
    if (t == 0)
        temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && t == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre='#include <cstdio>')

# ---------------------------------------------------------------- advanced
ADV_HEAD = r'''
    const int local_i = threadIdx.x;
    const int lane = local_i % WARP_SIZE;
    const int warp = local_i / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    const float scale = (float)(rank + 1);'''
ADV_TAIL = r'''
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) b += ws[w];
        output[rank] = b;
    }
    cluster_wait();'''

case('a01_float4_shared_aligned', 'advanced', 'pass',
     'shared_data is declared __align__(16); the elected lane reads its warp\'s 32 values as 8 float4 from &shared_data[warp * 32] (a 128-byte offset): every vector access is aligned (PG Device Memory Accesses: naturally aligned 16-byte accesses; __align__). __syncwarp orders the lanes\' stores before the read.', ADV_HEAD + r'''
    __shared__ __align__(16) float shared_data[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    shared_data[local_i] = input[blockIdx.x * blockDim.x + local_i] * scale;
    __syncwarp();
    if (elect_one_sync()) {
        const float4 *v = reinterpret_cast<const float4 *>(&shared_data[warp * WARP_SIZE]);
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE / 4; i++) s += v[i].x + v[i].y + v[i].z + v[i].w;
        ws[warp] = s;
    }''' + ADV_TAIL)

case('a02_transposed_tile_consistent', 'advanced', 'pass',
     'A `__shared__ float tile[WARP_SIZE][TPB / WARP_SIZE]` (32 x 8) written tile[lane][warp] and read down a column tile[i][warp] by the elected lane: transposed but consistent with its declaration (bank conflicts, no bug); the block barrier of the tail orders ws.', ADV_HEAD + r'''
    __shared__ float tile[WARP_SIZE][TPB / WARP_SIZE];
    __shared__ float ws[TPB / WARP_SIZE];
    tile[lane][warp] = input[blockIdx.x * blockDim.x + local_i] * scale;
    __syncwarp();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += tile[i][warp];
        ws[warp] = s;
    }''' + ADV_TAIL)

case('a03_transposed_tile_wrong_shape', 'advanced', 'fail 5',
     'tile is declared [TPB / WARP_SIZE][WARP_SIZE] (8 x 32) but written tile[lane][warp]: lanes 8-31 index rows that do not exist; row 31 column 7 is element 999 of a 256-float array, past the end of the variable: out of bounds (C++ array bounds; compute-sanitizer invalid __shared__ write when it leaves the block\'s shared memory): exit 5.', ADV_HEAD + r'''
    __shared__ float tile[TPB / WARP_SIZE][WARP_SIZE];
    __shared__ float ws[TPB / WARP_SIZE];
    tile[lane][warp] = input[blockIdx.x * blockDim.x + local_i] * scale;
    __syncwarp();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += tile[i][warp];
        ws[warp] = s;
    }''' + ADV_TAIL)

case('a04_warp_sums_sized_by_cluster', 'advanced', 'fail 5',
     '`__shared__ float ws[CLUSTER_SIZE]` (4) holds the warp sums of 8 warps: warps 4-7 store ws[4..7], past the array (C++ array bounds; the project counts an index past a __shared__ array as exit 5; on a GPU the store lands in whatever shared variable follows, so the H100 may give a wrong value or even pass).', ADV_HEAD + r'''
    __shared__ float shared_data[TPB];
    __shared__ float ws[CLUSTER_SIZE];
    shared_data[local_i] = input[blockIdx.x * blockDim.x + local_i] * scale;
    __syncwarp();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += shared_data[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) b += ws[w];
        output[rank] = b;
    }
    cluster_wait();''')

case('a05_thread0_spins_before_own_election', 'advanced', 'fail 4',
     'Thread 0 spins `while (atomicAdd(&done, 0) < 8)` waiting for the 8 warp sums before its own warp reaches elect_one_sync(); lanes 1-31 of warp 0 wait in elect.sync for lane 0 (full member mask: PTX elect.sync waits for every thread of membermask), so warp 0\'s sum is never counted and thread 0 spins forever: hang (a divergent warp collective, exit 1, also counts as caught).', ADV_HEAD + r'''
    __shared__ float shared_data[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ unsigned int done;
    if (local_i == 0) done = 0;
    shared_data[local_i] = input[blockIdx.x * blockDim.x + local_i] * scale;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        while (atomicAdd(&done, 0) < TPB / WARP_SIZE) {}
        __threadfence_block();
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) b += ws[w];
        output[rank] = b;
    }
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += shared_data[warp * WARP_SIZE + i];
        ws[warp] = s;
        __threadfence_block();
        atomicAdd(&done, 1u);
    }
    cluster_wait();''')

case('a10_float2_misaligned_shared', 'advanced', 'fail 5',
     'Lanes are paired to load float2 from shared_data, but the pair index is lane (not 2 * lane / 2): lane k reads the float2 at &shared_data[warp * 32 + k], 8-byte aligned only for even k. PTX ld.v2.f32 needs 8-byte alignment (misaligned: undefined; the GPU reports cudaErrorMisalignedAddress, RT error 716): exit 5.', ADV_HEAD + r'''
    __shared__ __align__(16) float shared_data[TPB + 2];
    __shared__ float ws[TPB / WARP_SIZE];
    shared_data[local_i] = input[blockIdx.x * blockDim.x + local_i] * scale;
    __syncthreads();
    float2 pr = make_float2(0.0f, 0.0f);
    if (lane < WARP_SIZE / 2)
        pr = *reinterpret_cast<const float2 *>(&shared_data[warp * WARP_SIZE + lane]);
    float s = pr.x + pr.y;
    for (int o = WARP_SIZE / 2; o > 0; o /= 2) s += __shfl_down_sync(0xffffffffu, s, o);
    if (lane == 0)
        ws[warp] = s;''' + ADV_TAIL)

# ---------------------------------------------------------------- last-block
LB_HEAD = r'''
    __shared__ float shared_mem[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;'''
LB_TREE = r'''
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }'''
LB_FINAL = r'''
    if (is_last_block(counter)) {
        float sum = 0.0f;
        for (unsigned int b = local_i; b < gridDim.x; b += blockDim.x)
            sum += partials[b];
        shared_mem[local_i] = sum;
        __syncthreads();''' + LB_TREE + r'''
        if (local_i == 0) {
            output[0] = shared_mem[0];
            *counter = 0;
        }
    }'''

case('l01_const_cast_input_inplace', 'last-block', 'fail 1',
     'Each block tree-reduces its slice in place in the input buffer (const_cast; legal, the buffer is not a const object) and publishes in[base]. The first launch is right, but it leaves the input overwritten with partial sums, and the SPEC\'s second launch (same input, no host reset) sums those: wrong value in the second launch.', r'''
    float *in = const_cast<float *>(input);
    __shared__ float shared_mem[TPB];
    const int local_i = threadIdx.x;
    const int base = blockIdx.x * blockDim.x;
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            in[base + local_i] += in[base + local_i + stride];
        __syncthreads();
    }
    if (local_i == 0)
        partials[blockIdx.x] = in[base];''' + LB_FINAL)

case('l02_partials_block_plus_one', 'last-block', 'fail 5',
     'Partials are stored at partials[blockIdx.x + 1]: block 255 stores partials[256], one past the 256-float buffer: out of bounds (exit 5).', LB_HEAD + r'''
    shared_mem[local_i] = input[global_i];
    __syncthreads();''' + LB_TREE + r'''
    if (local_i == 0)
        partials[blockIdx.x + 1] = shared_mem[0];''' + LB_FINAL)

case('l03_device_pointer_never_set', 'last-block', 'fail 5',
     'Partials go through `__device__ float *g_partials;`, which the learner meant the host to set; nothing does, so it is zero-initialised (PG __device__ variables: static storage; C++ zero-initialisation): block threads 0 store through a null pointer: illegal address, exit 5.', LB_HEAD + r'''
    shared_mem[local_i] = input[global_i];
    __syncthreads();''' + LB_TREE + r'''
    if (local_i == 0)
        g_partials[blockIdx.x] = shared_mem[0];
    if (is_last_block(counter)) {
        float sum = 0.0f;
        for (unsigned int b = local_i; b < gridDim.x; b += blockDim.x)
            sum += g_partials[b];
        shared_mem[local_i] = sum;
        __syncthreads();''' + LB_TREE + r'''
        if (local_i == 0) {
            output[0] = shared_mem[0];
            *counter = 0;
        }
    }''', pre='__device__ float *g_partials;')

case('l04_hand_made_grid_barrier', 'last-block', 'fail 4',
     'Every block\'s thread 0 fences, takes a ticket and then spins until *counter reaches gridDim.x, a hand-made grid barrier; block 0 then sums. Nothing guarantees that all 256 blocks are resident at once (PG Thread Hierarchy: thread blocks must be able to run independently, in any order, in series; co-residency only with a cooperative launch, PG Grid Synchronization): a block waiting for one that cannot start yet hangs. By the rules: a hang (the H100 holds all 256 blocks at once and would very likely pass). Also no reset of the counter for the second launch.', LB_HEAD + r'''
    shared_mem[local_i] = input[global_i];
    __syncthreads();''' + LB_TREE + r'''
    if (local_i == 0) {
        partials[blockIdx.x] = shared_mem[0];
        __threadfence();
        atomicAdd(counter, 1u);
        while (atomicAdd(counter, 0u) < gridDim.x) {}
        __threadfence();
    }
    __syncthreads();
    if (blockIdx.x == 0 && local_i == 0) {
        float sum = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++) sum += partials[b];
        output[0] = sum;
    }''')

case('l05_malloc_per_block_scratch', 'last-block', 'pass',
     'Each block\'s thread 0 mallocs a TPB-float buffer on the device heap, copies the block\'s shared values, sums them in order, frees the buffer and stores the partial (PG Dynamic Global Memory Allocation: 256 blocks x 1 KiB at a time at most, within the 8 MB default heap; a null return falls back to shared memory); the reference ticket and final fold. Integers, exact.', LB_HEAD + r'''
    shared_mem[local_i] = input[global_i];
    __syncthreads();
    if (local_i == 0) {
        float *buf = (float *)malloc(TPB * sizeof(float));
        const float *src = shared_mem;
        if (buf) {
            for (int i = 0; i < TPB; i++) buf[i] = shared_mem[i];
            src = buf;
        }
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += src[i];
        free(buf);
        partials[blockIdx.x] = s;
    }
    __syncthreads();''' + LB_FINAL)

case('l06_asm_trap_guard_not_taken', 'last-block', 'pass',
     'A guard `if (ticket >= gridDim.x) asm volatile("trap;");` catches a counter that was not reset; the kernel resets it in the last block, so in both launches every ticket is below gridDim.x and the trap never runs (PTX trap aborts only when executed).', LB_HEAD + r'''
    __shared__ bool last;
    shared_mem[local_i] = input[global_i];
    __syncthreads();''' + LB_TREE + r'''
    if (local_i == 0) {
        partials[blockIdx.x] = shared_mem[0];
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        if (ticket >= gridDim.x)
            asm volatile("trap;");
        last = ticket == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (last) {
        float sum = 0.0f;
        for (unsigned int b = local_i; b < gridDim.x; b += blockDim.x)
            sum += partials[b];
        shared_mem[local_i] = sum;
        __syncthreads();''' + LB_TREE + r'''
        if (local_i == 0) {
            output[0] = shared_mem[0];
            *counter = 0;
        }
    }''')

case('l08_thread0_returns_if_not_last', 'last-block', 'unclear',
     'Thread 0 takes the ticket, stores am_last and, when not last, returns at once; the other 255 threads wait at __syncthreads(), read am_last and return too. PTX exit releases the barrier held up by thread 0 (so no hang), but thread 0 stored am_last and exited without arriving: no barrier orders that store before the others\' reads (same open question as verdict-learn r18: no rule says an exit releases the exiting thread\'s stores). In the last block thread 0 arrives normally. Not scored; recorded for the lead\'s barrier change.', LB_HEAD + r'''
    __shared__ bool am_last;
    shared_mem[local_i] = input[global_i];
    __syncthreads();''' + LB_TREE + r'''
    if (local_i == 0) {
        partials[blockIdx.x] = shared_mem[0];
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        am_last = ticket == gridDim.x - 1;
        if (!am_last)
            return;
        __threadfence();
    }
    __syncthreads();
    if (!am_last)
        return;
    float sum = 0.0f;
    for (unsigned int b = local_i; b < gridDim.x; b += blockDim.x)
        sum += partials[b];
    shared_mem[local_i] = sum;
    __syncthreads();''' + LB_TREE + r'''
    if (local_i == 0) {
        output[0] = shared_mem[0];
        *counter = 0;
    }''')

case('l10_last_block_large_local_copy', 'last-block', 'pass',
     'Thread 0 of the last block copies the 256 partials into a local array padded to 16384 floats (64 KiB; local memory up to 512 KiB per thread on sm_90, PG Technical Specifications) and sums them serially; the other threads wait at __syncthreads. Integers, exact.', LB_HEAD + r'''
    shared_mem[local_i] = input[global_i];
    __syncthreads();''' + LB_TREE + r'''
    if (local_i == 0)
        partials[blockIdx.x] = shared_mem[0];
    if (is_last_block(counter)) {
        if (local_i == 0) {
            float copy[16384];
            for (unsigned int b = 0; b < gridDim.x; b++) copy[b * 64] = partials[b];
            float sum = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++) sum += copy[b * 64];
            output[0] = sum;
            *counter = 0;
        }
    }''')
