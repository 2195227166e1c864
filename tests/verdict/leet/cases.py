# Cases for gen.py (docs/verdict-leet.md): kernels written the way people write them for GPU
# coding-challenge sites (LeetGPU, Tensara, GPU-mode competitions, interview prep) and then adapt
# to p34's four puzzles: float4/float2/int4 vector loads through reinterpret_cast and __ldg,
# grid-stride and block-stride loops with vector tails, #pragma unroll, block-size templates,
# __shfl_down_sync / __shfl_xor_sync / __reduce_add_sync / cg::reduce warp reductions,
# two-level reductions through a TPB/32 shared array, `tid & 31` / `tid >> 5`, blockDim.x and
# warpSize in place of the constants, early `if (i >= n) return;`, extern __shared__, and
# atomicAdd finishers; half right, half with the bugs of this style.
# Body = the kernel's body; pre = file-scope code before it. Every verdict was decided before
# p34 ran the kernel.
# Citations: PG = CUDA C++ Programming Guide: "Warp Shuffle Functions" (all non-exited threads
# named in mask must execute the same intrinsic with the same mask, else undefined; reading an
# inactive lane gives an undefined value), "Warp Reduce Functions" (__reduce_add_sync: int and
# unsigned only), "Synchronization Functions" (__syncthreads orders the block's shared and global
# accesses; __syncwarp orders only its warp), "Independent Thread Scheduling" (sm_70+: code that
# assumes warp-synchronous execution must use __syncwarp; volatile is not synchronization),
# "Read-Only Data Cache Load Function" (__ldg: data read-only for the kernel's lifetime),
# "Device Memory Accesses" (a 16-byte access needs a 16-byte aligned address), "Shared Memory"
# (extern __shared__ arrays are sized by the launch's dynamic shared memory, which p34 sets to 0),
# "Atomic Functions", "Memory Fence Functions" (threadFenceReduction), "Cooperative Groups"
# (cg::reduce, tiled_partition). PTX = PTX ISA: Memory Consistency Model (data race),
# bar.sync/barrier.cluster (exited threads do not hold barriers), elect.sync (which lane is
# elected is not specified). SPEC = docs/SPEC.md (Launches and inputs; Checking: NaN-filled
# buffers, exact --reduction/--last-block, the n * 2^-24 * sum|terms| bound for --coordination
# and --advanced, "Each output element is stored by exactly one thread per launch"; Exit codes:
# 5 = an illegal address). Project precedents (earlier hunts) are named where they decide a rule.
RACE = r'data race|several|stored by|race'
UNINIT = r'never written|before any|not stored|uninit|indeterminate|never stored'
OOB = r'out.of.bounds|outside|past|illegal|beyond'
WRONG = r'❌'

WSUM = r'''
__device__ __forceinline__ float lt_wsum(float v)
{
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}
__device__ __forceinline__ float lt_xsum(float v)
{
#pragma unroll
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}
'''
HEAD = r'''
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x, lane = tid & 31, wid = tid >> 5;
    const int gi = blockIdx.x * blockDim.x + tid;
'''
# two-level block reduction of v (warp shuffles, TPB/32 shared slots, warp 0 finishes): the
# block total ends in lane 0 of warp 0
BR2 = r'''
    __shared__ float ws[TPB / 32];
    v = lt_wsum(v);
    if (lane == 0) ws[wid] = v;
    __syncthreads();
    if (wid == 0) {
        v = lane < TPB / 32 ? ws[lane] : 0.0f;
        v = lt_wsum(v);
    }
'''
CV = HEAD + r'''
    float v = input[gi] * (float)(rank + 1);
'''
RV = HEAD + r'''
    float v = input[gi];
'''
RTAIL = r'''
    if (tid == 0) temp_storage[rank] = v;
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
'''
LHEAD = r'''
    const int tid = threadIdx.x, lane = tid & 31, wid = tid >> 5;
    const int gi = blockIdx.x * blockDim.x + tid;
    __shared__ bool lt_last;
'''
# thread 0: partial, release fence, ticket, acquire fence; the block learns `lt_last`
TICKET = r'''
    if (tid == 0) {
        partials[blockIdx.x] = v;
        __threadfence();
        lt_last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
'''

# ================================================================= coordination
case('c01_float4_ldg_64_threads_two_level', 'coordination', 'pass',
     'Threads 0-63 each load one float4 of the block\'s 256 inputs with __ldg (input is read-only for the kernel: PG Read-Only Data Cache; cudaMalloc memory is 256-byte aligned and blockIdx.x * 64 + tid float4s are 16-byte aligned: PG Device Memory Accesses), threads 64-255 carry 0; full-mask shuffles in every warp (all 32 lanes converged: PG Warp Shuffle), lane 0 stores ws[wid], __syncthreads, warp 0 sums the 8 slots, thread 0 stores output[rank]. One writer, all 256 terms: pass.',
     HEAD + r'''
    float v = 0.0f;
    if (tid < TPB / 4) {
        const float4 q = __ldg(reinterpret_cast<const float4 *>(input) + blockIdx.x * (TPB / 4) + tid);
        v = (q.x + q.y + q.z + q.w) * (float)(rank + 1);
    }
''' + BR2 + r'''
    if (tid == 0) output[rank] = v;
    cluster_sync();''', pre=WSUM)

case('c02_float4_early_return_then_warp_slots', 'coordination', 'fail 1',
     'As c01 but the vector path "returns early": `if (tid >= TPB / 4) return;`. Warps 2-7 exit whole (their lanes never store ws[2..7]); warps 0-1 shuffle and store ws[0], ws[1]; the barrier waits for non-exited threads (PTX bar.sync/exit); warp 0 then reads ws[lane] for lane < 8, and ws[2..7] were never stored: an indeterminate value summed into output[rank] (project precedent warp w32: a slot read before any thread stored it). fail 1.',
     HEAD + r'''
    if (tid >= TPB / 4) return;
    const float4 q = __ldg(reinterpret_cast<const float4 *>(input) + blockIdx.x * (TPB / 4) + tid);
    float v = (q.x + q.y + q.z + q.w) * (float)(rank + 1);
    __shared__ float ws[TPB / 32];
    v = lt_wsum(v);
    if (lane == 0) ws[wid] = v;
    __syncthreads();
    if (wid == 0) {
        v = lane < TPB / 32 ? ws[lane] : 0.0f;  // CAUSE
        v = lt_wsum(v);
    }
    if (tid == 0) output[rank] = v;''', pre=WSUM, cause=UNINIT)

case('c03_float4_indexed_by_global_thread', 'coordination', 'fail 5',
     'The float4 index is the float index: `reinterpret_cast<const float4 *>(input)[gi]` for tid < 64. Block 0 reads floats 0..255 (right); block 1 reads float4 256.. = floats 1024..1279, past the 1024-float input (SPEC Launches and inputs): an out-of-bounds global read (project precedent: reads past input are fail 5, e.g. c14_reads_one_past_input).',
     HEAD + r'''
    float v = 0.0f;
    if (tid < TPB / 4) {
        const float4 q = reinterpret_cast<const float4 *>(input)[gi];  // CAUSE
        v = (q.x + q.y + q.z + q.w) * (float)(rank + 1);
    }
''' + BR2 + r'''
    if (tid == 0) output[rank] = v;''', pre=WSUM, cause=OOB)

case('c04_block_stride_float4_cg_reduce', 'coordination', 'pass',
     'Block-stride loop `for (int i = tid; i < blockDim.x / 4; i += blockDim.x)` over the block\'s float4s (threads 0-63 one each), cg::reduce(tile32, v, cg::plus<float>()) (PG Cooperative Groups: every thread of the tile calls it, all get the sum), tile rank 0 stores ws[meta_group_rank], __syncthreads, thread 0 adds the 8 slots with #pragma unroll. pass.',
     HEAD + r'''
    const float4 *in4 = reinterpret_cast<const float4 *>(input + blockIdx.x * blockDim.x);
    float v = 0.0f;
    for (int i = tid; i < (int)blockDim.x / 4; i += blockDim.x) {
        const float4 q = in4[i];
        v += q.x + q.y + q.z + q.w;
    }
    v *= (float)(rank + 1);
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
    v = cg::reduce(tile, v, cg::plus<float>());
    __shared__ float ws[TPB / 32];
    if (tile.thread_rank() == 0) ws[tile.meta_group_rank()] = v;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
#pragma unroll
        for (int w = 0; w < TPB / 32; ++w) s += ws[w];
        output[rank] = s;
    }''')

case('c05_unrolled_last_warp_plain_pointer', 'coordination', 'fail 1',
     'Interview-prep "unroll the last warp" with a plain (not volatile) shared pointer and no __syncwarp: tree with __syncthreads down to 64, then `if (tid < 32) { s[tid] += s[tid+32]; s[tid] += s[tid+16]; ... +1 }`. On sm_70+ the lanes of a warp are not lockstep (PG Independent Thread Scheduling: such code must use __syncwarp), and lane 0\'s read of s[16] and lane 16\'s write of s[16] are unordered conflicting accesses: a data race (PTX Memory Consistency Model); the compiler may also keep s[tid] in a register. Project precedent warp w01 (the volatile form) is fail 1; this one is weaker still. fail 1.',
     HEAD + r'''
    __shared__ float s[TPB];
    s[tid] = input[gi] * (float)(rank + 1);
    __syncthreads();
    for (int k = blockDim.x / 2; k > 32; k >>= 1) {
        if (tid < k) s[tid] += s[tid + k];
        __syncthreads();
    }
    if (tid < 32) {
        s[tid] += s[tid + 32];
        s[tid] += s[tid + 16];  // CAUSE
        s[tid] += s[tid + 8];
        s[tid] += s[tid + 4];
        s[tid] += s[tid + 2];
        s[tid] += s[tid + 1];
    }
    if (tid == 0) output[rank] = s[0];''', cause=RACE)

case('c06_template_block_128_launched_256', 'coordination', 'fail 1',
     'A `template <int BLOCK> __device__ float lt_block_sum(float *s)` copied from a 128-thread submission and called as lt_block_sum<128>(s) in a 256-thread launch: the tree starts at BLOCK/2 = 64 and folds only s[0..127]; s[128..255] never reach s[0]. Half the block\'s terms are missing, far outside SPEC\'s bound: fail 1 (wrong value).',
     HEAD + r'''
    __shared__ float s[TPB];
    s[tid] = input[gi] * (float)(rank + 1);
    __syncthreads();
    const float t = lt_block_sum<128>(s);  // CAUSE
    if (tid == 0) output[rank] = t;''', pre=r'''
template <int BLOCK>
__device__ float lt_block_sum(float *s)
{
    const int tid = threadIdx.x;
#pragma unroll
    for (int k = BLOCK / 2; k > 0; k >>= 1) {
        if (tid < k) s[tid] += s[tid + k];
        __syncthreads();
    }
    return s[0];
}''', cause=WRONG)

case('c07_template_block_512_own_shared', 'coordination', 'fail 1',
     'The template sizes its own shared array, `__shared__ float s[BLOCK]`, and is called as lt_block_sum<512>(v): every thread stores s[tid] (0..255), and the first step `if (tid < 256) s[tid] += s[tid + 256]` reads s[256..511], which no thread ever stored: indeterminate values summed (project precedent warp w32: a read of shared memory no thread stored). fail 1.',
     HEAD + r'''
    const float t = lt_block_sum<512>(input[gi] * (float)(rank + 1));
    if (tid == 0) output[rank] = t;''', pre=r'''
template <int BLOCK>
__device__ float lt_block_sum(float v)
{
    __shared__ float s[BLOCK];
    const int tid = threadIdx.x;
    s[tid] = v;
    __syncthreads();
#pragma unroll
    for (int k = BLOCK / 2; k > 0; k >>= 1) {
        if (tid < k) s[tid] += s[tid + k];  // CAUSE
        __syncthreads();
    }
    return s[0];
}''', cause=UNINIT)

case('c08_global_warp_id_into_block_slots', 'coordination', 'fail 5',
     'The warp index is taken from the global thread index, `const int w = gi >> 5;`, and lane 0 stores ws[w] into `__shared__ float ws[TPB / 32]`: block 0 uses slots 0-7, block 1 writes ws[8..15], past the 8-element array (project precedent: shared arrays indexed past their end are fail 5, e.g. r06_tree_stride_starts_tpb, a07_warp_id_from_cluster_rank).',
     HEAD + r'''
    float v = lt_wsum(input[gi] * (float)(rank + 1));
    __shared__ float ws[TPB / 32];
    const int w = gi >> 5;
    if (lane == 0) ws[w] = v;  // CAUSE
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / 32; ++i) s += ws[i];
        output[rank] = s;
    }''', pre=WSUM, cause=OOB)

case('c09_warp_atomics_into_zeroed_output', 'coordination', 'pass',
     'Thread 0 stores output[rank] = 0, __syncthreads() orders it before every later access of the block (PG Synchronization Functions), then lane 0 of each warp atomicAdd(&output[rank], warp_sum). Atomic adds never race; their order varies, but SPEC\'s bound for --coordination accepts any summation order (Checking). Project precedent hunt c05 / llm c09 / style c20: the zero store plus atomics counts as one store. pass.',
     CV + r'''
    v = lt_wsum(v);
    if (tid == 0) output[rank] = 0.0f;
    __syncthreads();
    if (lane == 0) atomicAdd(&output[rank], v);''', pre=WSUM)

case('c10_xor_allreduce_thread0_stores', 'coordination', 'pass',
     'xor butterfly in every warp (all lanes hold the warp sum), lane 0 stores ws[wid], __syncthreads, then every warp (not only warp 0) reads the 8 slots and butterflies them again, so every thread holds the block sum; only `tid == 0` stores output[rank]. One writer: pass.',
     CV + r'''
    __shared__ float ws[TPB / 32];
    v = lt_xsum(v);
    if (lane == 0) ws[wid] = v;
    __syncthreads();
    v = lane < TPB / 32 ? ws[lane] : 0.0f;
    v = lt_xsum(v);
    if (tid == 0) output[rank] = v;''', pre=WSUM)

case('c11_xor_allreduce_every_lane0_stores', 'coordination', 'fail 1',
     'As c10 but the store is `if (lane == 0) output[rank] = v;` ("every warp has the total anyway"): lanes 0 of all 8 warps store output[rank], the same value, with nothing ordering them. SPEC Checking: "Each output element is stored by exactly one thread per launch" (and the plain stores race: PTX Memory Consistency Model). fail 1.',
     CV + r'''
    __shared__ float ws[TPB / 32];
    v = lt_xsum(v);
    if (lane == 0) ws[wid] = v;
    __syncthreads();
    v = lane < TPB / 32 ? ws[lane] : 0.0f;
    v = lt_xsum(v);
    if (lane == 0) output[rank] = v;  // CAUSE''', pre=WSUM, cause=RACE)

case('c12_syncwarp_between_levels', 'coordination', 'fail 1',
     'The barrier between the warp level and the block level is `__syncwarp()`: lane 0 of each warp stores ws[wid], then warp 0 reads all 8 slots. __syncwarp orders only the calling warp\'s threads (PG Synchronization Functions / __syncwarp), so warp 0\'s reads of ws[1..7] are unordered with the other warps\' stores: data race (PTX Memory Consistency Model). fail 1.',
     CV + r'''
    __shared__ float ws[TPB / 32];
    v = lt_wsum(v);
    if (lane == 0) ws[wid] = v;
    __syncwarp();
    if (wid == 0) {
        v = lane < TPB / 32 ? ws[lane] : 0.0f;  // CAUSE
        v = lt_wsum(v);
        if (lane == 0) output[rank] = v;
    }''', pre=WSUM, cause=RACE)

case('c13_bounds_return_never_taken', 'coordination', 'pass',
     'The habitual `if (gi >= size) return;` before the shuffles and __syncthreads: size = 1024 = grid (SPEC Launches and inputs), so no thread returns and every collective is reached by all threads. The rest is c01\'s scalar form. pass.',
     HEAD + r'''
    if (gi >= size) return;
    float v = input[gi] * (float)(rank + 1);
''' + BR2 + r'''
    if (tid == 0) output[rank] = v;''', pre=WSUM)

case('c14_float2_half_block', 'coordination', 'pass',
     'float2 loads: threads 0-127 each load input2[blockIdx.x * (blockDim.x / 2) + tid] (8-byte aligned: PG Device Memory Accesses), the rest carry 0; warp shuffles, ws[blockDim.x / warpSize], __syncthreads, thread 0 sums `blockDim.x / warpSize` (= 8) slots. pass.',
     HEAD + r'''
    __shared__ float ws[32];
    float v = 0.0f;
    if (tid < (int)blockDim.x / 2) {
        const float2 p = reinterpret_cast<const float2 *>(input)[blockIdx.x * (blockDim.x / 2) + tid];
        v = (p.x + p.y) * (float)(rank + 1);
    }
    v = lt_wsum(v);
    if (lane == 0) ws[wid] = v;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < (int)(blockDim.x / warpSize); ++w) s += ws[w];
        output[rank] = s;
    }''', pre=WSUM)

case('c15_unsigned_stride_ge_zero_loop', 'coordination', 'fail 4',
     'The tree loop is written `for (unsigned int k = blockDim.x / 2; k >= 0; k >>= 1)` (meant `k > 0`): an unsigned k is always >= 0, and 0 >> 1 stays 0, so the loop never ends; every thread keeps reaching the __syncthreads in it, no one stores output. The kernel never finishes: SPEC Exit codes 4 (watchdog).',
     HEAD + r'''
    __shared__ float s[TPB];
    s[tid] = input[gi] * (float)(rank + 1);
    __syncthreads();
    for (unsigned int k = blockDim.x / 2; k >= 0; k >>= 1) {  // CAUSE
        if (tid < k) s[tid] += s[tid + k];
        __syncthreads();
    }
    if (tid == 0) output[rank] = s[0];''', cause=r'did not finish|hang|watchdog|timeout|never|loop')

case('c16_extern_shared_no_dynamic_size', 'coordination', 'fail 5',
     'LeetGPU-style `extern __shared__ float s[];` sized at launch; p34 launches with no dynamic shared memory (SPEC Launches; kernels.cu: sharedMem 0), so s has 0 bytes and s[tid] is out of bounds (PG Shared Memory: the size of an extern array is the launch\'s dynamic size; H100: illegal address). fail 5.',
     HEAD + r'''
    extern __shared__ float s[];
    s[tid] = input[gi] * (float)(rank + 1);  // CAUSE
    __syncthreads();
    for (int k = blockDim.x / 2; k > 0; k >>= 1) {
        if (tid < k) s[tid] += s[tid + k];
        __syncthreads();
    }
    if (tid == 0) output[rank] = s[0];''', cause=OOB)

case('c17_shared_atomic_block_accumulator', 'coordination', 'pass',
     '`__shared__ float acc;` zeroed by thread 0, __syncthreads, every warp\'s lane 0 atomicAdd_block(&acc, warp_sum) (atomic among the block\'s threads: PG Atomic Functions), __syncthreads, thread 0 stores output[rank] = acc. Float order varies, inside SPEC\'s bound. pass.',
     CV + r'''
    __shared__ float acc;
    if (tid == 0) acc = 0.0f;
    __syncthreads();
    v = lt_wsum(v);
    if (lane == 0) atomicAdd_block(&acc, v);
    __syncthreads();
    if (tid == 0) output[rank] = acc;''', pre=WSUM)

case('c18_two_level_missing_barrier_template', 'coordination', 'fail 1',
     'Templated two-level reduction `template <int NW> lt_block(float v)` with the __syncthreads between the warp slots and the final level left out ("the shuffles already synchronize"): warp 0 reads ws[1..7] while the other warps\' lane 0 may not have stored them; shuffles synchronize only their own warp (PG Warp Shuffle; Synchronization Functions). Data race: fail 1.',
     CV + r'''
    const float t = lt_block<TPB / 32>(v);
    if (tid == 0) output[rank] = t;''', pre=WSUM + r'''
template <int NW>
__device__ float lt_block(float v)
{
    __shared__ float ws[NW];
    const int lane = threadIdx.x & 31, wid = threadIdx.x >> 5;
    v = lt_wsum(v);
    if (lane == 0) ws[wid] = v;
    if (wid == 0) {
        v = lane < NW ? ws[lane] : 0.0f;  // CAUSE
        v = lt_wsum(v);
    }
    return v;
}''', cause=RACE)

case('c19_int4_bits_of_float_input', 'coordination', 'fail 1',
     'A kernel adapted from an int-sum challenge reads the inputs as int4 through reinterpret_cast and adds the four ints: the float bit patterns (0.1f = 0x3dcccccd...) are summed as integers and converted, not the values. The sum is wildly wrong: fail 1 (value).',
     HEAD + r'''
    long long acc = 0;
    if (tid < TPB / 4) {
        const int4 q = reinterpret_cast<const int4 *>(input)[blockIdx.x * (TPB / 4) + tid];
        acc = (long long)q.x + q.y + q.z + q.w;  // CAUSE
    }
    float v = (float)acc * (float)(rank + 1);
''' + BR2 + r'''
    if (tid == 0) output[rank] = v;''', pre=WSUM, cause=WRONG)

# ================================================================= reduction
case('r01_int_reduce_add_sync_two_level', 'reduction', 'pass',
     'Inputs are integers (SPEC: input[i] = i), converted exactly to int; `__reduce_add_sync(0xffffffff, x)` per warp (PG Warp Reduce Functions: int, all lanes converged), lane 0 stores ws[wid] (int), __syncthreads, thread 0 adds the 8 and stores temp_storage[rank] as float (block sums <= 261888, exact), cluster_sync(), rank 0 thread 0 stores output[0]. pass.',
     HEAD + r'''
    __shared__ int ws[TPB / 32];
    int x = __reduce_add_sync(0xffffffffu, (int)input[gi]);
    if (lane == 0) ws[wid] = x;
    __syncthreads();
    if (tid == 0) {
        int s = 0;
#pragma unroll
        for (int w = 0; w < TPB / 32; ++w) s += ws[w];
        temp_storage[rank] = (float)s;
    }
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r02_warp_atomics_output_zeroed_before_cluster_sync', 'reduction', 'pass',
     'Rank 0 thread 0 stores output[0] = 0 before a cluster_sync() that every thread passes (PTX barrier.cluster: arrive releases, wait acquires), then lane 0 of each of the 32 warps atomicAdd(output, warp_sum). Integer partial sums are exact in any order (SPEC Checking), atomics do not race; project precedent blog k03 / hunt r14: pass.',
     RV + r'''
    v = lt_wsum(v);
    if (rank == 0 && tid == 0) output[0] = 0.0f;
    cluster_sync();
    if (lane == 0) atomicAdd(output, v);''', pre=WSUM)

case('r03_dsmem_rank0_gathers_then_second_sync', 'reduction', 'pass',
     'Each block reduces to lane 0 of warp 0 (two-level shuffles), thread 0 stores `__shared__ float bsum`, cluster.sync(); rank 0 thread 0 reads the 4 bsum through cluster.map_shared_rank (PG Distributed Shared Memory) and stores output[0]; a second cluster.sync() keeps the peers alive until the reads are done. pass.',
     RV + BR2 + r'''
    __shared__ float bsum;
    cg::cluster_group cluster = cg::this_cluster();
    if (tid == 0) bsum = v;
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += *cluster.map_shared_rank(&bsum, r);
        output[0] = t;
    }
    cluster.sync();''', pre=WSUM)

case('r04_int4_bits_of_float_input', 'reduction', 'fail 1',
     'As c19 for the reduction: int4 loads of the float inputs summed as integers (bit patterns, not values), block totals to temp_storage, cluster_sync, rank 0 sums. The total is not 523776: fail 1 (value).',
     HEAD + r'''
    long long acc = 0;
    if (tid < TPB / 4) {
        const int4 q = reinterpret_cast<const int4 *>(input)[blockIdx.x * (TPB / 4) + tid];
        acc = (long long)q.x + q.y + q.z + q.w;  // CAUSE
    }
    float v = (float)acc;
''' + BR2 + RTAIL, pre=WSUM, cause=WRONG)

case('r05_grid_stride_full_grid', 'reduction', 'pass',
     'Grid-stride loop `for (int i = gi; i < size; i += gridDim.x * blockDim.x)`: 1024 threads, 1024 inputs, each read once. Block reduce, temp_storage[rank], cluster_sync, rank 0 thread 0 stores. pass.',
     HEAD + r'''
    float v = 0.0f;
    for (int i = gi; i < size; i += gridDim.x * blockDim.x) v += input[i];
''' + BR2 + RTAIL, pre=WSUM)

case('r06_grid_stride_by_block_only', 'reduction', 'fail 1',
     'The stride is `blockDim.x` instead of `gridDim.x * blockDim.x`: thread gi adds input[gi], input[gi + 256], ... so block 0 covers all 1024 inputs, block 1 inputs 256.. and so on; the cluster total counts inputs 256-1023 two to four times. Wrong value: fail 1.',
     HEAD + r'''
    float v = 0.0f;
    for (int i = gi; i < size; i += blockDim.x) v += input[i];  // CAUSE
''' + BR2 + RTAIL, pre=WSUM, cause=WRONG)

case('r07_cg_reduce_int_tiles', 'reduction', 'pass',
     'cg::reduce(tile32, (int)input[gi], cg::plus<int>()) (PG Cooperative Groups: every tile thread gets the sum), tile rank 0 stores ws[meta_group_rank], __syncthreads, thread 0 stores temp_storage[rank], cluster_sync(), rank 0 thread 0 stores output. Integers exact: pass.',
     HEAD + r'''
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
    const int x = cg::reduce(tile, (int)input[gi], cg::plus<int>());
    __shared__ int ws[TPB / 32];
    if (tile.thread_rank() == 0) ws[tile.meta_group_rank()] = x;
    __syncthreads();
    float v = 0.0f;
    if (tid == 0) {
        int s = 0;
        for (int w = 0; w < TPB / 32; ++w) s += ws[w];
        v = (float)s;
    }''' + RTAIL)

case('r08_final_level_tid_lt_8_full_mask', 'reduction', 'fail 4',
     'Second level written `if (tid < TPB / 32) { v = ws[tid]; v = lt_wsum(v); }`: lanes 8-31 of warp 0 are alive but skip the branch, and lt_wsum\'s shuffles name them in the full mask 0xffffffff. PG Warp Shuffle Functions: all non-exited threads named in mask must execute the same intrinsic with the same mask, else undefined. Lanes 8-31 go on to cluster_sync(), which waits for lanes 0-7, which wait in the shuffle for lanes 8-31: a hang on sm_70+ (project precedent wild w22 - the same form followed by a barrier - fail 4; without a barrier, warp w55, fail 1).',
     RV + r'''
    __shared__ float ws[TPB / 32];
    v = lt_wsum(v);
    if (lane == 0) ws[wid] = v;
    __syncthreads();
    if (tid < TPB / 32) {
        v = ws[tid];
        v = lt_wsum(v);  // CAUSE
    }
''' + RTAIL, pre=WSUM, cause=r'shfl|shuffle|mask|lane')

case('r09_final_level_after_return_down_from_8', 'reduction', 'pass',
     'After the warp slots and __syncthreads, threads >= 8 `return;` and warp 0 lanes 0-7 finish with `for (o = 4; o; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o)`. Lanes 8-31 have exited, and the rule asks only the non-exited threads named in the mask to take part (PG Warp Shuffle Functions); lane 0\'s result reads lanes 4, 2(<-6), 1(<-3<-7): all alive. Thread 0 stores temp_storage, cluster_sync (exited threads do not hold it: PTX exit; project precedent reduction r10 / warp w17), rank 0 thread 0 sums. pass.',
     RV + r'''
    __shared__ float ws[TPB / 32];
    v = lt_wsum(v);
    if (lane == 0) ws[wid] = v;
    __syncthreads();
    if (tid >= TPB / 32) return;
    v = ws[tid];
#pragma unroll
    for (int o = 4; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
''' + RTAIL, pre=WSUM)

case('r10_final_level_after_return_xor_from_16', 'reduction', 'fail 1',
     'As r09 but the 8 survivors finish with the full lt_xsum (offsets 16, 8, 4, 2, 1): at offset 16 lane 0 reads lane 16, and at 8 lane 0 reads lane 8, which have exited; reading a lane that is not taking part gives an undefined value (PG Warp Shuffle Functions; project precedent warp w18). fail 1.',
     RV + r'''
    __shared__ float ws[TPB / 32];
    v = lt_wsum(v);
    if (lane == 0) ws[wid] = v;
    __syncthreads();
    if (tid >= TPB / 32) return;
    v = ws[tid];
    v = lt_xsum(v);  // CAUSE
''' + RTAIL, pre=WSUM, cause=r'shfl|shuffle|lane|exited|undefined')

case('r11_block0_float4_whole_array_others_exit', 'reduction', 'pass',
     'A single-block design forced into the launch: `n4 = size / 4; if (gi >= n4) return;` so blocks 1-3 exit at once and block 0\'s 256 threads each load one float4 (all 1024 inputs), two-level shuffles, thread 0 stores output[0]. No cluster barrier, no peer access; temp_storage unused (SPEC asks only for output[0]). Integers exact. pass.',
     HEAD + r'''
    const int n4 = size / 4;
    if (gi >= n4) return;
    const float4 q = reinterpret_cast<const float4 *>(input)[gi];
    float v = q.x + q.y + q.z + q.w;
''' + BR2 + r'''
    if (tid == 0) output[0] = v;''', pre=WSUM)

case('r12_float4_grid_stride_with_scalar_tail', 'reduction', 'pass',
     'The general vector loop: `for (i = gi; i < n4; i += stride)` over float4s, then the scalar tail `for (i = n4 * 4 + gi; i < size; i += stride)` (empty here: 1024 % 4 == 0). Threads 256-1023 load no float4 and contribute 0. Block reduce, temp_storage, cluster_sync, rank 0 sums. pass.',
     HEAD + r'''
    const int n4 = size >> 2, stride = gridDim.x * blockDim.x;
    const float4 *in4 = reinterpret_cast<const float4 *>(input);
    float v = 0.0f;
    for (int i = gi; i < n4; i += stride) { const float4 q = in4[i]; v += (q.x + q.y) + (q.z + q.w); }
    for (int i = n4 * 4 + gi; i < size; i += stride) v += input[i];
''' + BR2 + RTAIL, pre=WSUM)

case('r13_float4_tail_starts_at_n4', 'reduction', 'fail 1',
     'As r12 with the classic tail bug `for (i = n4 + gi; i < size; i += stride)` (the float4 count used as a float index): the "tail" re-adds inputs 256..1023 that the float4 loop already counted. Wrong total: fail 1.',
     HEAD + r'''
    const int n4 = size >> 2, stride = gridDim.x * blockDim.x;
    const float4 *in4 = reinterpret_cast<const float4 *>(input);
    float v = 0.0f;
    for (int i = gi; i < n4; i += stride) { const float4 q = in4[i]; v += (q.x + q.y) + (q.z + q.w); }
    for (int i = n4 + gi; i < size; i += stride) v += input[i];  // CAUSE
''' + BR2 + RTAIL, pre=WSUM, cause=WRONG)

case('r14_ldg_temp_storage_after_cluster_sync', 'reduction', 'fail 1',
     'The performance habit of reading everything through __ldg: rank 0 reads temp_storage[r] with __ldg after cluster_sync(). temp_storage is written by this kernel, so the read-only (non-coherent) path may return stale data (PG Read-Only Data Cache Load Function: only for data read-only for the kernel\'s lifetime; project precedent locks r11). fail 1.',
     RV + BR2 + r'''
    if (tid == 0) temp_storage[rank] = v;
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += __ldg(&temp_storage[r]);  // CAUSE
        output[0] = t;
    }''', pre=WSUM, cause=r'__ldg|ldg|read-only')

case('r15_shared_atomic_then_global_atomic', 'reduction', 'pass',
     'Every thread atomicAdd_block into a zeroed `__shared__ float acc` (zero, __syncthreads, adds, __syncthreads), rank 0 thread 0 zeroes output[0] before a cluster_sync(), then each block\'s thread 0 atomicAdd(output, acc). Integer partial sums exact in any order (SPEC Checking); precedent r02. pass.',
     RV + r'''
    __shared__ float acc;
    if (tid == 0) acc = 0.0f;
    if (rank == 0 && tid == 0) output[0] = 0.0f;
    __syncthreads();
    atomicAdd_block(&acc, v);
    cluster_sync();
    if (tid == 0) atomicAdd(output, acc);''')

# ================================================================= advanced
ADV = HEAD + r'''
    __shared__ float sd[TPB];
    __shared__ float ws[TPB / 32];
    sd[tid] = input[gi] * (float)(rank + 1);
    __syncthreads();
'''
ADV_TAIL = r'''
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();'''
case('a01_elect_after_xor_butterfly', 'advanced', 'pass',
     'Every lane loads sd[tid] and the warp does an xor butterfly (all lanes hold the warp sum), then `if (elect_one_sync()) ws[wid] = v;`: whichever lane is elected (PTX elect.sync does not say which) holds the full sum. __syncthreads, arrive, thread 0 sums the 8 slots, wait. pass.',
     ADV + r'''
    float v = lt_xsum(sd[tid]);
    if (elect_one_sync()) ws[wid] = v;''' + ADV_TAIL, pre=WSUM)

case('a02_elect_after_shfl_down', 'advanced', 'fail 1',
     'As a01 with __shfl_down_sync: only lane 0 holds the warp sum, the other lanes hold partial sums, but the store is by the elected lane. PTX elect.sync elects one lane of the mask without promising lane 0 (the reference\'s comment relies on that; project precedent veteran/warp a03_elect_lane0_assumption: fail 1). fail 1.',
     ADV + r'''
    float v = lt_wsum(sd[tid]);
    if (elect_one_sync()) ws[wid] = v;  // CAUSE''' + ADV_TAIL, pre=WSUM, cause=r'elect|lane|❌')

case('a03_aligned_shared_float4_by_elected_lane', 'advanced', 'pass',
     '`__align__(16) __shared__ float sd[TPB]`; the elected lane sums its warp\'s 32 values as 8 float4 loads (`reinterpret_cast<const float4 *>(sd + wid * 32)`, 16-byte aligned: PG Device Memory Accesses) with #pragma unroll and stores ws[wid]. pass.',
     HEAD + r'''
    __align__(16) __shared__ float sd[TPB];
    __shared__ float ws[TPB / 32];
    sd[tid] = input[gi] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        const float4 *p = reinterpret_cast<const float4 *>(sd + wid * 32);
        float s = 0.0f;
#pragma unroll
        for (int k = 0; k < 8; ++k) { const float4 q = p[k]; s += q.x + q.y + q.z + q.w; }
        ws[wid] = s;
    }''' + ADV_TAIL)

case('a04_unaligned_shared_float4', 'advanced', 'unclear',
     'As a03 with no __align__: a `__shared__ float sd[TPB]` is only guaranteed 4-byte alignment (its type\'s), and float4 accesses need 16 (PG Device Memory Accesses: otherwise undefined / misaligned address). nvcc usually places the array 16-byte aligned, so it works on the GPU; whether "usually" is the rule is not settled: unclear, not scored.',
     HEAD + r'''
    __shared__ float sd[TPB];
    __shared__ float ws[TPB / 32];
    sd[tid] = input[gi] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        const float4 *p = reinterpret_cast<const float4 *>(sd + wid * 32);
        float s = 0.0f;
#pragma unroll
        for (int k = 0; k < 8; ++k) { const float4 q = p[k]; s += q.x + q.y + q.z + q.w; }
        ws[wid] = s;
    }''' + ADV_TAIL)

case('a05_per_warp_volatile_tail_no_syncwarp', 'advanced', 'fail 1',
     'Each warp folds its own 32 values in shared memory the pre-Volta way: `volatile float *s = sd + wid*32; if (lane < 16) s[lane] += s[lane+16]; if (lane < 8) s[lane] += s[lane+8]; ...` with no __syncwarp. Lane 0\'s +8 step reads s[8], written by lane 8 in the +16 step, with nothing ordering the lanes on sm_70+ (PG Independent Thread Scheduling; volatile is not synchronization; PTX Memory Consistency Model: data race; project precedent warp w06). fail 1.',
     ADV + r'''
    volatile float *s = sd + wid * 32;
    if (lane < 16) s[lane] += s[lane + 16];
    if (lane < 8) s[lane] += s[lane + 8];  // CAUSE
    if (lane < 4) s[lane] += s[lane + 4];
    if (lane < 2) s[lane] += s[lane + 2];
    if (lane < 1) s[lane] += s[lane + 1];
    if (lane == 0) ws[wid] = s[0];''' + ADV_TAIL, cause=RACE)

case('a06_per_warp_tail_syncwarp_each_step', 'advanced', 'pass',
     'As a05 without volatile and with `__syncwarp()` after each guarded step (every lane reaches each call, full mask): in a step the writers (lane < k) write s[0..k-1] and read s[k..2k-1], which nobody writes in that step, and __syncwarp orders the steps among the warp\'s lanes (PG __syncwarp; project precedent warp w05). Lane 0 stores ws[wid]. pass.',
     ADV + r'''
    float *s = sd + wid * 32;
#pragma unroll
    for (int k = 16; k > 0; k >>= 1) {
        if (lane < k) s[lane] += s[lane + k];
        __syncwarp();
    }
    if (lane == 0) ws[wid] = s[0];''' + ADV_TAIL)

case('a07_no_barrier_before_thread0_sums_slots', 'advanced', 'fail 1',
     'Warp sums by shuffles, lane 0 stores ws[wid], then directly `cluster_arrive(); if (tid == 0) { sum ws[0..7] }`: no __syncthreads between the warp level and the block level. cluster_arrive is barrier.cluster.arrive (release) and orders nothing before thread 0\'s reads, which come before the wait (PTX barrier.cluster: the acquire is at wait). Thread 0 reads ws[1..7] unordered with their stores: data race. fail 1.',
     ADV + r'''
    float v = lt_wsum(sd[tid]);
    if (lane == 0) ws[wid] = v;
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; ++w) t += ws[w];  // CAUSE
        output[rank] = t;
    }
    cluster_wait();''', pre=WSUM, cause=RACE)

case('a08_cg_tile_reduce_meta_group_rank', 'advanced', 'pass',
     'cg::tiled_partition<32>, cg::reduce(tile, sd[tid], cg::plus<float>()), `if (tile.thread_rank() == 0) ws[tile.meta_group_rank()] = v;`, __syncthreads, arrive, thread 0 sums, wait. pass.',
     ADV + r'''
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
    const float v = cg::reduce(tile, sd[tid], cg::plus<float>());
    if (tile.thread_rank() == 0) ws[tile.meta_group_rank()] = v;''' + ADV_TAIL)

case('a09_slot_indexed_by_lane', 'advanced', 'fail 1',
     'The warp slot is indexed by the lane instead of the warp: `if (lane == 0) ws[lane] = v;` - every warp\'s lane 0 stores ws[0] (8 unordered stores of one location: data race, PTX Memory Consistency Model), and ws[1..7] are never stored but thread 0 sums them. fail 1.',
     ADV + r'''
    float v = lt_wsum(sd[tid]);
    if (lane == 0) ws[lane] = v;  // CAUSE''' + ADV_TAIL, pre=WSUM, cause=RACE + '|' + UNINIT)

case('a10_xor_width8_final_level', 'advanced', 'pass',
     'Warp sums to ws[wid] by xor butterflies, __syncthreads, then warp 0 (all 32 lanes) loads `lane < 8 ? ws[lane] : 0` and does `__shfl_xor_sync(0xffffffff, v, o, 8)` for o = 4, 2, 1: each 8-lane segment sums its own 8 values (PG Warp Shuffle: width splits the warp into segments), lanes 0-7 hold the block sum; thread 0 stores. Arrive/wait around it. pass.',
     ADV + r'''
    float v = lt_xsum(sd[tid]);
    if (lane == 0) ws[wid] = v;
    __syncthreads();
    cluster_arrive();
    if (wid == 0) {
        v = lane < TPB / 32 ? ws[lane] : 0.0f;
#pragma unroll
        for (int o = 4; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o, 8);
        if (lane == 0) output[rank] = v;
    }
    cluster_wait();''', pre=WSUM)

case('a11_shfl_in_thread0_branch', 'advanced', 'fail 4',
     'Thread 0 sums the 8 slots and then "broadcasts" with `__shfl_sync(0xffffffff, t, 0)` inside `if (tid == 0)`, storing the result in `__shared__ float bt`; everyone then meets at __syncthreads() and thread 0 stores output[rank] = bt. Lanes 1-31 of warp 0 are alive, skip the branch and wait at the block barrier, which waits for thread 0, which waits in the full-mask shuffle for lanes 1-31 (PG Warp Shuffle Functions: the non-exited threads named in mask must execute it): a hang on sm_70+ (project precedent wild w22 / flow a12: fail 4).',
     ADV + r'''
    __shared__ float bt;
    float v = lt_wsum(sd[tid]);
    if (lane == 0) ws[wid] = v;
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; ++w) t += ws[w];
        bt = __shfl_sync(0xffffffffu, t, 0);  // CAUSE
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = bt;
    cluster_wait();''', pre=WSUM, cause=r'shfl|shuffle|mask|lane')

case('a12_elect_then_shfl_inside', 'advanced', 'fail 4',
     'The elected lane "reduces with shuffles": `if (elect_one_sync()) { float s = sd[tid]; s = lt_wsum(s); ws[wid] = s; }` - one lane calls full-mask shuffles alone, the 31 others are alive and skipped the branch (PG Warp Shuffle Functions: undefined). The 31 other lanes wait at the __syncthreads() that follows, for a lane that waits for them in the shuffle: a hang on sm_70+ (project precedent wild w22 / flow a12: fail 4).',
     ADV + r'''
    if (elect_one_sync()) {
        float s = lt_wsum(sd[tid]);  // CAUSE
        ws[wid] = s;
    }''' + ADV_TAIL, pre=WSUM, cause=r'shfl|shuffle|mask|lane|did not finish|deadlock')

case('a13_blockdim_warpsize_loops', 'advanced', 'pass',
     'Written with `warpSize` and `blockDim.x` everywhere: the elected lane loops `for (int i = 0; i < warpSize; ++i) s += sd[wid * warpSize + i]`, thread 0 loops `for (unsigned w = 0; w < blockDim.x / warpSize; ++w)` (unsigned/int mixes all non-negative). Same values as the constants (warpSize = 32, blockDim.x = 256: SPEC Launches). pass.',
     ADV + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < warpSize; ++i) s += sd[wid * warpSize + i];
        ws[wid] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (unsigned w = 0; w < blockDim.x / warpSize; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''')

# ================================================================= last-block
case('l01_shfl_two_level_ticket_block_final', 'last-block', 'pass',
     'Block reduce by shuffles (BR2), thread 0 stores partials[b], __threadfence, ticket atomicAdd == gridDim.x - 1, __threadfence, into __shared__ lt_last, __syncthreads (threadFenceReduction, PG Memory Fence Functions). The last block: thread tid loads partials[tid] (gridDim.x = blockDim.x = 256), BR2 again (its ws reused after the barrier), thread 0 stores output[0] and *counter = 0. pass.',
     LHEAD + r'''
    float v = input[gi];
''' + BR2 + TICKET + r'''
    if (lt_last) {
        v = partials[tid];
        v = lt_wsum(v);
        if (lane == 0) ws[wid] = v;
        __syncthreads();
        if (wid == 0) {
            v = lane < TPB / 32 ? ws[lane] : 0.0f;
            v = lt_wsum(v);
            if (lane == 0) { output[0] = v; *counter = 0; }
        }
    }''', pre=WSUM)

case('l02_last_block_warp_atomics_zeroed', 'last-block', 'pass',
     'The last block strides the partials (`for (b = tid; b < gridDim.x; b += blockDim.x)`), warp shuffles, thread 0 zeroes output[0] and __syncthreads orders it before lane 0 of each warp atomicAdd(output, warp_sum); thread 0 resets the counter. Integer sums exact in any order (SPEC Checking); zero-then-atomics counts as one store (precedent c09). pass.',
     LHEAD + r'''
    float v = input[gi];
''' + BR2 + TICKET + r'''
    if (lt_last) {
        float s = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) s += partials[b];
        s = lt_wsum(s);
        if (tid == 0) { output[0] = 0.0f; *counter = 0; }
        __syncthreads();  // the zero before every warp's add
        if (lane == 0) atomicAdd(output, s);
    }''', pre=WSUM)

case('l03_last_block_zero_not_ordered_before_atomics', 'last-block', 'fail 1',
     'As l02 without the __syncthreads between thread 0\'s `output[0] = 0` and the other warps\' atomicAdd(output, ...): a plain store and atomics of other threads on one address with nothing ordering them - a data race (PTX Memory Consistency Model); an add that lands before the zero is lost. fail 1.',
     LHEAD + r'''
    float v = input[gi];
''' + BR2 + TICKET + r'''
    if (lt_last) {
        float s = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) s += partials[b];
        s = lt_wsum(s);
        if (tid == 0) { output[0] = 0.0f; *counter = 0; }
        if (lane == 0) atomicAdd(output, s);  // CAUSE
    }''', pre=WSUM, cause=RACE)

case('l04_syncthreads_instead_of_threadfence', 'last-block', 'fail 1',
     'The release fence is replaced by __syncthreads() ("it synchronizes"): thread 0 stores partials[b], __syncthreads, takes the relaxed ticket. __syncthreads orders accesses only among the block\'s threads (PG Synchronization Functions), not before another block\'s reads, so the last block\'s read of partials[b] is unordered with this store (PG Memory Fence Functions, threadFenceReduction; PTX: no release pattern). Data race: fail 1.',
     LHEAD + r'''
    float v = input[gi];
''' + BR2 + r'''
    if (tid == 0) partials[blockIdx.x] = v;
    __syncthreads();
    if (tid == 0) lt_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    __syncthreads();
    if (lt_last) {
        v = partials[tid];  // CAUSE
        v = lt_wsum(v);
        if (lane == 0) ws[wid] = v;
        __syncthreads();
        if (tid == 0) {
            float t = 0.0f;
            for (int w = 0; w < TPB / 32; ++w) t += ws[w];
            output[0] = t;
            *counter = 0;
        }
    }''', pre=WSUM, cause=RACE + '|partials')

case('l05_float4_grid_stride_first_quarter', 'last-block', 'pass',
     'Grid-stride float4 loop `for (i = gi; i < size / 4; i += gridDim.x * blockDim.x)`: 65536 threads, 16384 float4s, so blocks 0-63 load one float4 per thread and blocks 64-255 load nothing (partial 0). Every input is read once; the partials still sum to the total. Ticket as l01; the last block sums partials by shuffles. pass.',
     LHEAD + r'''
    const float4 *in4 = reinterpret_cast<const float4 *>(input);
    float v = 0.0f;
    for (int i = gi; i < size / 4; i += gridDim.x * blockDim.x) { const float4 q = in4[i]; v += q.x + q.y + q.z + q.w; }
''' + BR2 + TICKET + r'''
    if (lt_last) {
        v = lt_wsum(partials[tid]);
        if (lane == 0) ws[wid] = v;
        __syncthreads();
        if (tid == 0) {
            float t = 0.0f;
            for (int w = 0; w < TPB / 32; ++w) t += ws[w];
            output[0] = t;
            *counter = 0;
        }
    }''', pre=WSUM)

case('l06_round_up_float4_count_latent', 'last-block', 'pass',
     'The float4 count is rounded up, `n4 = (size + 3) / 4`, which would read past the end for a size not a multiple of 4; size = 65536 (SPEC), so n4 = 16384 exactly and no read goes past. A latent bug the inputs never reach: pass (p34 judges this launch).',
     LHEAD + r'''
    const int n4 = (size + 3) / 4;
    float v = 0.0f;
    if (gi < n4) { const float4 q = reinterpret_cast<const float4 *>(input)[gi]; v = q.x + q.y + q.z + q.w; }
''' + BR2 + TICKET + r'''
    if (lt_last) {
        v = lt_wsum(partials[tid]);
        if (lane == 0) ws[wid] = v;
        __syncthreads();
        if (tid == 0) {
            float t = 0.0f;
            for (int w = 0; w < TPB / 32; ++w) t += ws[w];
            output[0] = t;
            *counter = 0;
        }
    }''', pre=WSUM)

case('l07_last_block_warp_stride_whole_block', 'last-block', 'fail 1',
     'The last block strides the partials by the warp size with all 256 threads: `for (b = tid; b < gridDim.x; b += 32)` - thread 40 adds partials 40, 72, ..., thread 8 adds 8, 40, 72, ...: each partial is counted by up to 8 threads. Block reduce sums them all: wrong total, fail 1.',
     LHEAD + r'''
    float v = input[gi];
''' + BR2 + TICKET + r'''
    if (lt_last) {
        float s = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += 32) s += partials[b];  // CAUSE
        s = lt_wsum(s);
        if (lane == 0) ws[wid] = s;
        __syncthreads();
        if (tid == 0) {
            float t = 0.0f;
            for (int w = 0; w < TPB / 32; ++w) t += ws[w];
            output[0] = t;
            *counter = 0;
        }
    }''', pre=WSUM, cause=WRONG)

case('l08_int_reduce_add_partials', 'last-block', 'pass',
     'Block sums by `__reduce_add_sync` on (int)input (integers 0..255, block sums <= 65280), ticket as l01, the last block converts partials[tid] to int and reduces them the same way (total 4177920 < 2^31 and < 2^24: exact as float, SPEC Checking). Thread 0 stores output and resets the counter. pass.',
     LHEAD + r'''
    __shared__ int wi[TPB / 32];
    int x = __reduce_add_sync(0xffffffffu, (int)input[gi]);
    if (lane == 0) wi[wid] = x;
    __syncthreads();
    float v = 0.0f;
    if (tid == 0) { int s = 0; for (int w = 0; w < TPB / 32; ++w) s += wi[w]; v = (float)s; }
''' + TICKET + r'''
    if (lt_last) {
        x = __reduce_add_sync(0xffffffffu, (int)partials[tid]);
        if (lane == 0) wi[wid] = x;
        __syncthreads();
        if (tid == 0) {
            int s = 0;
            for (int w = 0; w < TPB / 32; ++w) s += wi[w];
            output[0] = (float)s;
            *counter = 0;
        }
    }''')

case('l09_register_last_thread0_serial_final', 'last-block', 'pass',
     'The "last" flag kept in a register of thread 0 only (`bool last = false; if (tid == 0) { ...; last = ticket == gridDim.x - 1; }`) and the final sum done serially by thread 0 (`if (last) { for b < gridDim.x: t += partials[b]; output[0] = t; *counter = 0; }`). Only thread 0 needs the flag; the fences around the ticket make it threadFenceReduction (PG Memory Fence Functions). Slow but right: pass.',
     LHEAD + r'''
    float v = input[gi];
''' + BR2 + r'''
    bool last = false;
    if (tid == 0) {
        partials[blockIdx.x] = v;
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    if (last) {
        float t = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; ++b) t += partials[b];
        output[0] = t;
        *counter = 0;
    }''', pre=WSUM)

case('l10_register_last_then_block_tree', 'last-block', 'fail 1',
     'As l09 but the final stage is a block-wide shared tree: `if (last) { sm[tid] = sum of partials strided; __syncthreads(); tree...; }` - `last` is true in thread 0 only, so the other 255 threads skip the branch and exit; thread 0 alone runs the tree (its barriers are released by the exited threads: PTX exit) and adds sm[1..255], which hold the values the first tree left there, not partial sums. The result is wrong (and the per-thread strided loop covers only b = 0, 256, ...). fail 1. (Cause widened after the run, verdict unchanged: the first cause is the divergent barrier itself - threads 1-255 skip the branch holding __syncthreads() and run off the end, which PG Synchronization Functions forbids and the project counts as a divergent barrier (style c10, learn c17), not as early exits; p34 names that line.)',
     LHEAD + r'''
    __shared__ float sm[TPB];
    sm[tid] = input[gi];
    __syncthreads();
    for (int k = TPB / 2; k > 0; k >>= 1) {
        if (tid < k) sm[tid] += sm[tid + k];
        __syncthreads();
    }
    bool last = false;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    if (last) {  // CAUSE
        float s = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) s += partials[b];
        sm[tid] = s;
        __syncthreads();
        for (int k = TPB / 2; k > 0; k >>= 1) {
            if (tid < k) sm[tid] += sm[tid + k];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''', cause=WRONG + '|sm\\[|divergent barrier')

case('l11_warp_slots_32_read_8_written', 'last-block', 'fail 1',
     '`__shared__ float ws[32]` ("max warps per block") and the final level reads `v = ws[lane]` for all 32 lanes of warp 0 with no `lane < nwarps` guard: slots 8-31 are never stored in this 256-thread block, so indeterminate values enter every partial (project precedent warp: warp 0 reading 32 slots of which 8 were written). fail 1.',
     LHEAD + r'''
    __shared__ float ws[32];
    float v = lt_wsum(input[gi]);
    if (lane == 0) ws[wid] = v;
    __syncthreads();
    if (wid == 0) v = lt_wsum(ws[lane]);  // CAUSE
''' + TICKET + r'''
    if (lt_last) {
        if (tid == 0) {
            float t = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; ++b) t += partials[b];
            output[0] = t;
            *counter = 0;
        }
    }''', pre=WSUM, cause=UNINIT)

case('l12_ticket_plus_one_atomicexch_reset', 'last-block', 'pass',
     'Ticket written `atomicAdd(counter, 1) + 1 == gridDim.x` (the same test as == gridDim.x - 1), fences around it, the last block\'s thread 0 reads partials with a #pragma unroll 8 loop and resets with atomicExch(counter, 0). pass.',
     LHEAD + r'''
    float v = input[gi];
''' + BR2 + r'''
    if (tid == 0) {
        partials[blockIdx.x] = v;
        __threadfence();
        lt_last = atomicAdd(counter, 1u) + 1 == gridDim.x;
        __threadfence();
    }
    __syncthreads();
    if (lt_last && tid == 0) {
        float t = 0.0f;
#pragma unroll 8
        for (unsigned int b = 0; b < gridDim.x; ++b) t += partials[b];
        output[0] = t;
        atomicExch(counter, 0u);
    }''', pre=WSUM)

case('l13_float4_vector_partials_in_last_block', 'last-block', 'pass',
     'The last block reads the 256 partials as 64 float4 (partials is a cudaMalloc buffer: 16-byte aligned, PG Device Memory Accesses) with threads 0-63, others 0, two-level shuffles, thread 0 stores output and resets. pass.',
     LHEAD + r'''
    float v = input[gi];
''' + BR2 + TICKET + r'''
    if (lt_last) {
        float s = 0.0f;
        if (tid < (int)gridDim.x / 4) { const float4 q = reinterpret_cast<const float4 *>(partials)[tid]; s = q.x + q.y + q.z + q.w; }
        s = lt_wsum(s);
        if (lane == 0) ws[wid] = s;
        __syncthreads();
        if (tid == 0) {
            float t = 0.0f;
            for (int w = 0; w < TPB / 32; ++w) t += ws[w];
            output[0] = t;
            *counter = 0;
        }
    }''', pre=WSUM)

# ================================================================= second batch (written after the
# first run, each truth before its own run): padding, brace initializers, coarsening, block-level
# "last warp" tickets, __syncthreads_count, vector __ldg of data written in the launch
case('c20_padded_shared_float4_misaligned', 'coordination', 'fail 5',
     'Bank-conflict padding: `__align__(16) __shared__ float s[TPB + TPB / 32]`, stored at s[tid + (tid >> 5)], so warp w\'s 32 values start at s + 33 * w; lane 0 of each warp then reads them as 8 float4 from `reinterpret_cast<const float4 *>(s + 33 * wid)`: for w = 1 the address is 132 bytes past a 16-byte boundary, not 16-byte aligned. PG Device Memory Accesses: a 16-byte access needs a 16-byte aligned address; on a GPU a misaligned address error (cudaErrorMisalignedAddress): SPEC Exit codes 5.',
     HEAD + r'''
    __align__(16) __shared__ float s[TPB + TPB / 32];
    __shared__ float ws[TPB / 32];
    s[tid + (tid >> 5)] = input[gi] * (float)(rank + 1);
    __syncthreads();
    if (lane == 0) {
        const float4 *p = reinterpret_cast<const float4 *>(s + 33 * wid);
        float t = 0.0f;
#pragma unroll
        for (int k = 0; k < 8; ++k) { const float4 q = p[k]; t += q.x + q.y + q.z + q.w; }  // CAUSE
        ws[wid] = t;
    }
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; ++w) t += ws[w];
        output[rank] = t;
    }''', cause=r'misaligned|align')

case('c21_shared_brace_initializer', 'coordination', 'build-fail',
     '`__shared__ float acc{0.0f};` (a modern-C++ habit) then every warp\'s lane 0 atomicAdd(&acc, warp_sum). PG C++ Language Restrictions, Variable Memory Space Specifiers: __shared__ variables cannot have an initialization as part of their declaration; nvcc: "initializer not allowed for __shared__ variable" - the braced form is an initializer too. The GPU build stops, so the simulator build must stop (project: scripts/kernel-includes refuses `= ...`).',
     CV + r'''
    __shared__ float acc{0.0f};  // CAUSE
    v = lt_wsum(v);
    if (lane == 0) atomicAdd(&acc, v);
    __syncthreads();
    if (tid == 0) output[rank] = acc;''', pre=WSUM, cause=r'initializer')

case('c22_coarsened_x4_block_offset_oob', 'coordination', 'fail 5',
     'Thread coarsening copied from a "4 elements per thread" submission: `base = blockIdx.x * blockDim.x * 4`, thread adds input[base + tid + k * blockDim.x] for k = 0..3. The grid is already 4 x 256 for 1024 inputs (SPEC Launches), so block 1 starts at 1024: reads past the 1024-float input (project precedent: fail 5).',
     HEAD + r'''
    const int base = blockIdx.x * blockDim.x * 4;
    float v = 0.0f;
#pragma unroll
    for (int k = 0; k < 4; ++k) v += input[base + tid + k * blockDim.x];  // CAUSE
    v *= (float)(rank + 1);
''' + BR2 + r'''
    if (tid == 0) output[rank] = v;''', pre=WSUM, cause=OOB)

case('c23_coarsened_x4_guarded', 'coordination', 'fail 1',
     'As c22 with the bounds guard `if (idx < size)`: block 0 sums all 1024 inputs (x1), blocks 1-3 sum nothing and store 0. Block 0 has 768 extra terms, blocks 1-3 miss all theirs: wrong values, fail 1.',
     HEAD + r'''
    const int base = blockIdx.x * blockDim.x * 4;
    float v = 0.0f;
#pragma unroll
    for (int k = 0; k < 4; ++k) {
        const int idx = base + tid + k * blockDim.x;
        if (idx < size) v += input[idx];  // CAUSE
    }
    v *= (float)(rank + 1);
''' + BR2 + r'''
    if (tid == 0) output[rank] = v;''', pre=WSUM, cause=WRONG)

case('c24_coalesced_group_reduce_in_vector_branch', 'coordination', 'pass',
     'Inside `if (tid < TPB / 4)` (warps 0 and 1, whole warps): float4 load, `cg::coalesced_group g = cg::coalesced_threads(); v = cg::reduce(g, v, cg::plus<float>());` (PG Cooperative Groups: coalesced_group and tiles are valid reduce groups; the group is the lanes that took the branch), g.thread_rank() == 0 stores ws[wid]; __syncthreads; thread 0 sums ws[0..1]. pass.',
     HEAD + r'''
    __shared__ float ws[TPB / 32];
    if (tid < TPB / 4) {
        const float4 q = reinterpret_cast<const float4 *>(input)[blockIdx.x * (TPB / 4) + tid];
        float v = (q.x + q.y + q.z + q.w) * (float)(rank + 1);
        cg::coalesced_group g = cg::coalesced_threads();
        v = cg::reduce(g, v, cg::plus<float>());
        if (g.thread_rank() == 0) ws[wid] = v;
    }
    __syncthreads();
    if (tid == 0) output[rank] = ws[0] + ws[1];''')

case('c25_last_warp_ticket_in_shared', 'coordination', 'pass',
     'A block-level "last warp" finisher (no second __syncthreads): `__shared__ unsigned cnt` zeroed by thread 0 before a __syncthreads; each warp\'s lane 0 stores ws[wid], __threadfence_block() (release at CTA scope), `atomicAdd(&cnt, 1) == TPB/32 - 1` decides the last warp, __threadfence_block() (acquire), and that lane sums ws[0..7] into output[rank]. The fences make threadFenceReduction\'s pattern at block scope (PG Memory Fence Functions; PTX fence.cta + atom: release/acquire patterns, morally strong within the CTA). One writer. pass.',
     CV + r'''
    __shared__ float ws[TPB / 32];
    __shared__ unsigned int cnt;
    if (tid == 0) cnt = 0;
    __syncthreads();
    v = lt_wsum(v);
    if (lane == 0) {
        ws[wid] = v;
        __threadfence_block();
        if (atomicAdd(&cnt, 1u) == TPB / 32 - 1) {
            __threadfence_block();
            float t = 0.0f;
            for (int w = 0; w < TPB / 32; ++w) t += ws[w];
            output[rank] = t;
        }
    }''', pre=WSUM)

case('c26_last_warp_ticket_no_release_fence', 'coordination', 'fail 1',
     'As c25 without the __threadfence_block() between the ws[wid] store and the ticket: the relaxed atomicAdd does not release the store (PTX: a release pattern needs a fence before the strong write; PG Memory Fence Functions: without the fence the ticket may become visible before the value), so the last warp\'s read of another warp\'s ws[w] is unordered with its store: data race, fail 1.',
     CV + r'''
    __shared__ float ws[TPB / 32];
    __shared__ unsigned int cnt;
    if (tid == 0) cnt = 0;
    __syncthreads();
    v = lt_wsum(v);
    if (lane == 0) {
        ws[wid] = v;
        if (atomicAdd(&cnt, 1u) == TPB / 32 - 1) {
            __threadfence_block();
            float t = 0.0f;
            for (int w = 0; w < TPB / 32; ++w) t += ws[w];  // CAUSE
            output[rank] = t;
        }
    }''', pre=WSUM, cause=RACE + r'|fence')

case('r16_syncthreads_count_bit_sum', 'reduction', 'pass',
     'The integer trick: inputs 0..1023 have 10 bits; `for (b = 0; b < 10; ++b) s += __syncthreads_count((x >> b) & 1) << b;` gives every thread the block sum (PG Synchronization Functions: __syncthreads_count returns the number of threads whose predicate is non-zero; every thread calls it 10 times uniformly). Thread 0 stores temp_storage[rank], cluster_sync, rank 0 sums. pass.',
     HEAD + r'''
    const int x = (int)input[gi];
    int s = 0;
    for (int b = 0; b < 10; ++b) s += __syncthreads_count((x >> b) & 1) << b;
    float v = (float)s;''' + RTAIL)

case('r17_cg_reduce_thread_block', 'reduction', 'build-fail',
     '`cg::reduce(cg::this_thread_block(), v, cg::plus<float>())`, assuming cg::reduce works on any group: PG Cooperative Groups, reduce: "Valid group types are coalesced_group and thread_block_tile"; CUDA 13\'s header static_asserts "This group does not exclusively represent a tile" (cooperative_groups/details/reduce.h, reduce_group_supported). Build fails.',
     RV + r'''
    v = cg::reduce(cg::this_thread_block(), v, cg::plus<float>());  // CAUSE
''' + RTAIL, cause=r'reduce|tile|group')

case('r18_temp_storage_atomic_accumulator', 'reduction', 'pass',
     'temp_storage[0] used as the cluster accumulator: rank 0 thread 0 zeroes it, cluster_sync(), each block\'s thread 0 atomicAdd(&temp_storage[0], block_sum), cluster_sync() (orders the adds before the read: PTX barrier.cluster), rank 0 thread 0 stores output[0] = temp_storage[0]. Integers exact. pass.',
     RV + BR2 + r'''
    if (rank == 0 && tid == 0) temp_storage[0] = 0.0f;
    cluster_sync();
    if (tid == 0) atomicAdd(&temp_storage[0], v);
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0];''', pre=WSUM)

case('r19_temp_storage_atomic_no_second_sync', 'reduction', 'fail 1',
     'As r18 without the second cluster_sync(): rank 0 thread 0 reads temp_storage[0] right after its own add while the other blocks\' atomicAdds may not have happened; the plain load and their atomics are conflicting and unordered (PTX Memory Consistency Model: data race; a read that misses an add is a wrong total). fail 1.',
     RV + BR2 + r'''
    if (rank == 0 && tid == 0) temp_storage[0] = 0.0f;
    cluster_sync();
    if (tid == 0) atomicAdd(&temp_storage[0], v);
    if (rank == 0 && tid == 0) output[0] = temp_storage[0];  // CAUSE''', pre=WSUM, cause=RACE + r'|temp_storage')

case('r20_dsmem_float4_warp_slots', 'reduction', 'pass',
     'Each block keeps its 8 warp sums in `__align__(16) __shared__ float ws[8]`; cluster.sync(); rank 0 thread 0 reads each peer\'s slots as two float4 through cluster.map_shared_rank(ws, r) (16-byte aligned: PG Device Memory Accesses; PG Distributed Shared Memory), stores output[0]; a second cluster.sync() keeps the peers alive. Integers exact. pass.',
     RV + r'''
    __align__(16) __shared__ float ws[TPB / 32];
    v = lt_wsum(v);
    if (lane == 0) ws[wid] = v;
    cg::cluster_group cluster = cg::this_cluster();
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) {
            const float4 *p = reinterpret_cast<const float4 *>(cluster.map_shared_rank(ws, r));
            const float4 a = p[0], b = p[1];
            t += (a.x + a.y + a.z + a.w) + (b.x + b.y + b.z + b.w);
        }
        output[0] = t;
    }
    cluster.sync();''', pre=WSUM)

case('a14_float4_store_to_shared', 'advanced', 'pass',
     'Threads 0-63 load a float4 of input, scale it and store it with one 16-byte store `reinterpret_cast<float4 *>(sd)[tid] = q` into `__align__(16) __shared__ float sd[TPB]`; __syncthreads; one elected lane per warp sums its 32 scalars; thread 0 sums the warp sums. pass.',
     HEAD + r'''
    __align__(16) __shared__ float sd[TPB];
    __shared__ float ws[TPB / 32];
    if (tid < TPB / 4) {
        float4 q = reinterpret_cast<const float4 *>(input)[blockIdx.x * (TPB / 4) + tid];
        const float k = (float)(rank + 1);
        q.x *= k; q.y *= k; q.z *= k; q.w *= k;
        reinterpret_cast<float4 *>(sd)[tid] = q;
    }
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < 32; ++i) s += sd[wid * 32 + i];
        ws[wid] = s;
    }''' + ADV_TAIL)

case('a15_tile16_meta_rank_into_warp_slots', 'advanced', 'fail 5',
     'cg::tiled_partition<16> ("half-warp tiles are faster") with cg::reduce, and the tile leader stores `ws[tile.meta_group_rank()]` into `__shared__ float ws[TPB / 32]`: there are 16 tiles of 16 in the block, meta_group_rank() runs to 15, so tiles 8-15 store past the 8-element array (project precedent: shared arrays indexed past their end are fail 5).',
     ADV + r'''
    cg::thread_block_tile<16> tile = cg::tiled_partition<16>(cg::this_thread_block());
    const float v = cg::reduce(tile, sd[tid], cg::plus<float>());
    if (tile.thread_rank() == 0) ws[tile.meta_group_rank()] = v;  // CAUSE''' + ADV_TAIL, cause=OOB)

case('l14_ldg_float4_partials_in_last_block', 'last-block', 'fail 1',
     'As l13 but the last block reads the partials with `__ldg(reinterpret_cast<const float4 *>(partials) + tid)`: partials were written by this launch, so the read-only non-coherent path may return stale values (PG Read-Only Data Cache Load Function; project precedent locks r11, leet r14). fail 1.',
     LHEAD + r'''
    float v = input[gi];
''' + BR2 + TICKET + r'''
    if (lt_last) {
        float s = 0.0f;
        if (tid < (int)gridDim.x / 4) { const float4 q = __ldg(reinterpret_cast<const float4 *>(partials) + tid); s = q.x + q.y + q.z + q.w; }  // CAUSE
        s = lt_wsum(s);
        if (lane == 0) ws[wid] = s;
        __syncthreads();
        if (tid == 0) {
            float t = 0.0f;
            for (int w = 0; w < TPB / 32; ++w) t += ws[w];
            output[0] = t;
            *counter = 0;
        }
    }''', pre=WSUM, cause=r'__ldg|ldg|read-only')

case('l15_highest_block_assumed_last', 'last-block', 'fail 1',
     'No ticket: "block gridDim.x - 1 runs last", so `if (blockIdx.x == gridDim.x - 1)` after a __threadfence() sums all partials. Blocks run in no promised order (PG Programming Model: thread blocks execute independently, in any order), so the last-index block\'s reads of other blocks\' partials are unordered with their stores: data race, fail 1. (It never touches counter, which stays 0.)',
     LHEAD + r'''
    float v = input[gi];
''' + BR2 + r'''
    if (tid == 0) partials[blockIdx.x] = v;
    __threadfence();
    if (blockIdx.x == gridDim.x - 1 && tid == 0) {
        float t = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; ++b) t += partials[b];  // CAUSE
        output[0] = t;
    }''', pre=WSUM, cause=RACE + r'|partials')
