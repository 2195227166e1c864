# Cases for gen.py (docs/verdict-textbook.md): the four puzzles written the way the well-known
# teaching sources teach reductions and block coordination -- the CUDA C++ Programming Guide (PG:
# Cooperative Groups, Distributed Shared Memory, Memory Fence Functions, Atomic Functions,
# Independent Thread Scheduling), the CUDA samples (reduction kernels with SharedMemory<T>,
# threadFenceReduction, reductionMultiBlockCG, simpleAtomicIntrinsics), Harris' "Optimizing
# Parallel Reduction", the Kepler shuffle blog, PMPP (Kirk & Hwu) chapter 10, CUDA by Example
# (dot product, the Lock struct, shared-memory histograms), the cooperative groups blog, and
# CUTLASS-style cluster barrier wrappers -- each in a correct form and with its classic bug.
# All code is written for this hunt (no source text copied). Every verdict and its reason were
# written before p34 ran the kernel. PTX = PTX ISA (Memory Consistency Model, barrier.cluster,
# mbarrier, atom).

# ------------------------------------------------------------------ shared snippets
LOAD_SCALED = r'''
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const unsigned int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float v = (gi < (unsigned int)size ? input[gi] : 0.0f) * (float)(rank + 1);
'''

TREE = r'''
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
'''

# the ticket of the reference (release fence, atomicAdd, acquire fence, __syncthreads broadcast)
TICKET = r'''
    __shared__ bool amLast;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        amLast = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
'''

FINAL_TREE = r'''
        float mySum = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x)
            mySum += partials[b];
        sdata[tid] = mySum;
        __syncthreads();
        for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s)
                sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
'''

LB_LOAD = r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = i < (unsigned int)size ? input[i] : 0.0f;
    __syncthreads();
'''

# ================================================================== Harris, "Optimizing Parallel Reduction"
case('c01_harris1_interleaved_modulo', 'coordination', 'pass',
     'Harris kernel 1 (interleaved addressing, `if (tid % (2*s) == 0) sdata[tid] += sdata[tid + s]`, s doubling, __syncthreads() after every step, called by all threads: PG Synchronization Functions); divergent but correct. Thread 0 stores between cluster_arrive() and cluster_wait().', r'''
    __shared__ float sdata[TPB];''' + LOAD_SCALED + r'''
    sdata[tid] = v;
    __syncthreads();
    for (unsigned int s = 1; s < blockDim.x; s *= 2) {
        if (tid % (2 * s) == 0)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    cluster_arrive();
    if (tid == 0)
        output[rank] = sdata[0];
    cluster_wait();''')

case('c02_harris_increasing_s_with_tid_lt_s', 'coordination', 'fail 1',
     'The two Harris kernels mixed up: s doubling (kernel 1\'s loop) with kernel 3\'s test `if (tid < s) sdata[tid] += sdata[tid + s]`. Race-free (writes [0,s), reads [s,2s), a barrier per step) but sdata[0] ends as a0+a1+a2+a4+...+a128: most terms are missing, a wrong value.', r'''
    __shared__ float sdata[TPB];''' + LOAD_SCALED + r'''
    sdata[tid] = v;
    __syncthreads();
    for (unsigned int s = 1; s < blockDim.x; s *= 2) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    cluster_arrive();
    if (tid == 0)
        output[rank] = sdata[0];
    cluster_wait();''')

case('c03_harris3_no_sync_after_load', 'coordination', 'fail 1',
     'Harris kernel 3 (sequential addressing) with the __syncthreads() after the load into shared memory left out: in the first step thread t < 128 reads sdata[t + 128], stored by another warp with nothing ordering the two (PTX Data races; PG __syncthreads): a data race, the sum depends on timing.', r'''
    __shared__ float sdata[TPB];''' + LOAD_SCALED + r'''
    sdata[tid] = v;
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    cluster_arrive();
    if (tid == 0)
        output[rank] = sdata[0];
    cluster_wait();''')

TB_BLOCK_SUM = r'''
template <unsigned int blockSize>
__device__ float tb_block_sum(float *sdata, float mySum)
{
    const unsigned int tid = threadIdx.x;
    sdata[tid] = mySum;
    __syncthreads();
    if (blockSize >= 512) {
        if (tid < 256)
            sdata[tid] = mySum = mySum + sdata[tid + 256];
        __syncthreads();
    }
    if (blockSize >= 256) {
        if (tid < 128)
            sdata[tid] = mySum = mySum + sdata[tid + 128];
        __syncthreads();
    }
    if (blockSize >= 128) {
        if (tid < 64)
            sdata[tid] = mySum = mySum + sdata[tid + 64];
        __syncthreads();
    }
    if (tid < 32) {
        if (blockSize >= 64)
            mySum += sdata[tid + 32];
        for (int offset = 16; offset > 0; offset /= 2)
            mySum += __shfl_down_sync(0xffffffffu, mySum, offset);
    }
    return mySum;  // the block sum, in thread 0
}'''

case('c04_harris6_template_blocksize', 'coordination', 'pass',
     'Harris kernel 6 / samples reduce4-5: complete unrolling on a template blockSize (= TPB), the running sum kept in a register (`sdata[tid] = mySum = mySum + sdata[tid + s]`), the last warp with __shfl_down_sync over the full mask (the Volta-safe tail; PG Warp Shuffle Functions). Barriers between every shared step; thread 0 holds the sum.', r'''
    __shared__ float sdata[TPB];''' + LOAD_SCALED + r'''
    const float s = tb_block_sum<TPB>(sdata, v);
    cluster_arrive();
    if (tid == 0)
        output[rank] = s;
    cluster_wait();''', pre=TB_BLOCK_SUM)

case('c05_harris6_template_blocksize_512', 'coordination', 'fail 1',
     'As c04 but instantiated for blockSize 512 (the samples\' default maximum) with a 512-float shared array, while the block has 256 threads: the first step adds sdata[256..511], which no thread ever wrote. Reading uninitialized shared memory gives an indeterminate value (PG: shared memory is not initialised), so the sum is wrong (a GPU whose shared memory happens to hold zeros would still print the right numbers).', r'''
    __shared__ float sdata[512];''' + LOAD_SCALED + r'''
    const float s = tb_block_sum<512>(sdata, v);
    cluster_arrive();
    if (tid == 0)
        output[rank] = s;
    cluster_wait();''', pre=TB_BLOCK_SUM)

case('l01_harris2_strided_index', 'last-block', 'pass',
     'Harris kernel 2 (`index = 2*s*tid; if (index < blockDim.x) sdata[index] += sdata[index + s]`, bank conflicts but correct) for the block partial and again in the last block; the reference\'s ticket (release fence, atomicAdd, acquire fence, __syncthreads broadcast; PG Memory Fence Functions); the last block resets the counter.', LB_LOAD + r'''
    for (unsigned int s = 1; s < blockDim.x; s *= 2) {
        const unsigned int index = 2 * s * tid;
        if (index < blockDim.x)
            sdata[index] += sdata[index + s];
        __syncthreads();
    }''' + TICKET + r'''
    if (amLast) {
        float mySum = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x)
            mySum += partials[b];
        sdata[tid] = mySum;
        __syncthreads();
        for (unsigned int s = 1; s < blockDim.x; s *= 2) {
            const unsigned int index = 2 * s * tid;
            if (index < blockDim.x)
                sdata[index] += sdata[index + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }''')

case('l02_harris5_last_warp_not_volatile', 'last-block', 'fail 1',
     'Harris kernel 5\'s unrolled last warp in the last block\'s merge, written without `volatile` and without __syncwarp(): `if (tid < 32) { sdata[tid] += sdata[tid+32]; sdata[tid] += sdata[tid+16]; ... }`. Lanes read words other lanes of the warp write with nothing ordering them (PG Independent Thread Scheduling: warp-synchronous code needs __syncwarp; PTX Data races); without volatile the compiler may also keep sdata[tid] in a register. A data race, wrong by the rules.', LB_LOAD + TREE.replace('sdata[tid] += sdata[tid + s];', 'sdata[tid] += sdata[tid + s];') + TICKET + r'''
    if (amLast) {
        float mySum = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x)
            mySum += partials[b];
        sdata[tid] = mySum;
        __syncthreads();
        for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
            if (tid < s)
                sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
        if (tid < 32) {
            sdata[tid] += sdata[tid + 32];
            sdata[tid] += sdata[tid + 16];
            sdata[tid] += sdata[tid + 8];
            sdata[tid] += sdata[tid + 4];
            sdata[tid] += sdata[tid + 2];
            sdata[tid] += sdata[tid + 1];
        }
        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }''')

case('l03_harris7_two_loads_grid_stride', 'last-block', 'pass',
     'Harris kernel 7 / samples reduce6: each thread accumulates `input[i] + input[i + blockSize]` over a grid-stride loop of 2*blockSize*gridDim.x (guarded second load); with 256 blocks of 256 the first 128 blocks cover all 65536 values and the others add nothing (partial 0). Tree, ticket as the reference, last block merges and resets: correct.', r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int gridSize = TPB * 2 * gridDim.x;
    unsigned int i = blockIdx.x * (TPB * 2) + tid;
    float mySum = 0.0f;
    while (i < (unsigned int)size) {
        mySum += input[i];
        if (i + TPB < (unsigned int)size)
            mySum += input[i + TPB];
        i += gridSize;
    }
    sdata[tid] = mySum;
    __syncthreads();''' + TREE + TICKET + r'''
    if (amLast) {''' + FINAL_TREE + r'''
        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }''')

# ================================================================== CUDA samples
case('a01_samples_sharedmemory_struct', 'advanced', 'fail 5',
     'The samples\' SharedMemory<T> helper (a struct whose conversion operator returns an `extern __shared__` array) used for the block\'s staging array; p34 launches with no dynamic shared memory (SPEC: the launch is fixed), so every access is past the end of the block\'s shared memory: an out-of-range shared address, a launch error (exit 5).', r'''
    float *sdata = TbSharedMemory<float>();
    __shared__ float warp_sums[TPB / WARP_SIZE];''' + LOAD_SCALED + r'''
    sdata[tid] = v;
    __syncthreads();
    const unsigned int warp = tid / WARP_SIZE;
    if (elect_one_sync()) {
        float ws = 0.0f;
        for (int k = 0; k < WARP_SIZE; k++)
            ws += sdata[warp * WARP_SIZE + k];
        warp_sums[warp] = ws;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();''', pre=r'''
template <class T>
struct TbSharedMemory {
    __device__ inline operator T *()
    {
        extern __shared__ int tb_smem[];
        return (T *)tb_smem;
    }
    __device__ inline operator const T *() const
    {
        extern __shared__ int tb_smem[];
        return (T *)tb_smem;
    }
};''')

TFR_DEV = '__device__ unsigned int tb_retirement = 0;'
case('l04_atomicinc_wraps_to_zero', 'last-block', 'pass',
     'simpleAtomicIntrinsics\' atomicInc semantics used as the ticket: `atomicInc(counter, gridDim.x - 1)` stores ((old >= 255) ? 0 : old + 1) (PG atomicInc), so tickets run 0..255 and the 256th leaves 0: the counter resets itself, no explicit reset needed (SPEC: 0 at the end). Release fence before, acquire fence after, __syncthreads broadcast.', LB_LOAD + TREE + r'''
    __shared__ bool amLast;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        const unsigned int ticket = atomicInc(counter, gridDim.x - 1);
        amLast = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (amLast) {''' + FINAL_TREE + r'''
        if (tid == 0)
            output[0] = sdata[0];
    }''')

case('l05_atomicdec_ticket', 'last-block', 'pass',
     'atomicDec as the ticket: `atomicDec(counter, gridDim.x - 1)` stores ((old == 0 || old > 255) ? 255 : old - 1) (PG atomicDec). From 0 it returns 0, 255, 254, ..., 1: the 256th ticket returns 1 and leaves 0, so `ticket == 1` marks the last block and the counter resets itself. Fences and broadcast as the reference.', LB_LOAD + TREE + r'''
    __shared__ bool amLast;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        const unsigned int ticket = atomicDec(counter, gridDim.x - 1);
        amLast = (ticket == 1);
        __threadfence();
    }
    __syncthreads();
    if (amLast) {''' + FINAL_TREE + r'''
        if (tid == 0)
            output[0] = sdata[0];
    }''')

case('l06_tfr_device_counter_never_reset', 'last-block', 'fail 1',
     'threadFenceReduction shape on a `__device__ unsigned int` retirement counter taken with atomicAdd, but the reset `retirementCount = 0` forgotten: launch 1 is right and leaves 256; launch 2\'s tickets are 256..511, none equals gridDim.x - 1, so output[0] is never written in launch 2 (SPEC: two launches, no host reset): wrong (not written).', LB_LOAD + TREE + r'''
    __shared__ bool amLast;
    __threadfence();
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        const unsigned int ticket = atomicAdd(&tb_retirement, 1u);
        amLast = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    if (amLast) {''' + FINAL_TREE + r'''
        if (tid == 0)
            output[0] = sdata[0];
    }''', pre=TFR_DEV)

case('l07_tfr_amlast_after_syncwarp_only', 'last-block', 'fail 1',
     'threadFenceReduction with the barrier after the ticket written __syncwarp(): it orders warp 0 only, so threads of warps 1-7 read the shared amLast that thread 0 writes with nothing ordering the two (PG __syncwarp: memory ordering among the participating threads only): a data race on amLast (and on the acquire of the partials).', LB_LOAD + TREE + r'''
    __shared__ bool amLast;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        const unsigned int ticket = atomicInc(&tb_retirement, gridDim.x);
        amLast = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncwarp();
    if (amLast) {''' + FINAL_TREE + r'''
        if (tid == 0) {
            output[0] = sdata[0];
            tb_retirement = 0;
        }
    }''', pre=TFR_DEV)

case('l08_tfr_reset_before_merge', 'last-block', 'pass',
     'threadFenceReduction with every thread fencing and the last block\'s thread 0 resetting the puzzle\'s counter right after learning it is last, before the merge: all 256 tickets are taken by then, so the plain store is ordered after every atomic (RMW order then the fence/barrier) and no later access touches the counter in this launch; the next launch is ordered after kernel end.', LB_LOAD + TREE + r'''
    if (tid == 0)
        partials[blockIdx.x] = sdata[0];
    __threadfence();
    __shared__ bool amLast;
    if (tid == 0) {
        const unsigned int ticket = atomicInc(counter, gridDim.x);
        amLast = (ticket == gridDim.x - 1);
        if (amLast)
            *counter = 0;
        __threadfence();
    }
    __syncthreads();
    if (amLast) {''' + FINAL_TREE + r'''
        if (tid == 0)
            output[0] = sdata[0];
    }''')

case('c06_simple_atomic_intrinsics', 'coordination', 'pass',
     'simpleAtomicIntrinsics adapted to shared memory: every thread applies atomicAdd, Exch, Max, Min, Inc(17), Dec(137), CAS, And, Or, Xor to shared ints; after __syncthreads thread 0 checks the results against the PG definitions (add 2560, max 255, min 0, inc wraps mod 18 -> 4, dec from 0 over 256 -> 20, and of 2t+7 over 0xff -> 1, or -> all ones, xor of 0..255 -> 0) and stores the block sum, negated if any check fails. All atomics on one word are unordered with each other but atomic (PG Atomic Functions), so the results do not depend on order.', r'''
    __shared__ int ai[10];
    __shared__ float sdata[TPB];''' + LOAD_SCALED + r'''
    if (tid == 0) {
        ai[0] = 0; ai[1] = 0; ai[2] = 0; ai[3] = 0x7fffffff; ai[4] = 0;
        ai[5] = 0; ai[6] = 0; ai[7] = 0xff; ai[8] = 0; ai[9] = 0;
    }
    sdata[tid] = v;
    __syncthreads();
    atomicAdd(&ai[0], 10);
    atomicExch(&ai[1], (int)tid);
    atomicMax(&ai[2], (int)tid);
    atomicMin(&ai[3], (int)tid);
    atomicInc((unsigned int *)&ai[4], 17u);
    atomicDec((unsigned int *)&ai[5], 137u);
    atomicCAS(&ai[6], 0, (int)tid + 1);
    atomicAnd(&ai[7], 2 * (int)tid + 7);
    atomicOr(&ai[8], (int)(1u << (tid % 32)));
    atomicXor(&ai[9], (int)tid);
    __syncthreads();
    if (tid == 0) {
        const bool ok = ai[0] == 10 * TPB && ai[1] >= 0 && ai[1] < TPB && ai[2] == TPB - 1 && ai[3] == 0 &&
                        ai[4] == TPB % 18 && ai[5] == 20 && ai[6] >= 1 && ai[6] <= TPB && ai[7] == 1 &&
                        ai[8] == -1 && ai[9] == 0;
        float s = 0.0f;
        for (int k = 0; k < TPB; k++)
            s += sdata[k];
        output[rank] = ok ? s : -s;
    }
    cluster_sync();''')

case('c07_grid_sync_not_cooperative', 'coordination', 'fail 5',
     'reductionMultiBlockCG\'s `cg::this_grid().sync()` used between the block sums and thread 0\'s store: p34 launches a cluster, not a cooperative grid (cudaLaunchCooperativeKernel), so grid.is_valid() is false and grid_group::sync() aborts (PG Grid Group: "to be able to synchronize across the grid, you need to use the cooperative launch API"; the CG header traps when !is_valid()): a launch error. (p34 refuses to build it in the simulator: an accepted outcome, slow hunt r07.)', r'''
    __shared__ float sdata[TPB];''' + LOAD_SCALED + r'''
    sdata[tid] = v;
    __syncthreads();''' + TREE + r'''
    cg::grid_group grid = cg::this_grid();
    grid.sync();
    if (tid == 0)
        output[rank] = sdata[0];''')

case('r01_grid_sync_only_if_valid', 'reduction', 'pass',
     'A kernel written for both launches: `if (grid.is_valid()) grid.sync(); else cluster_sync();` (PG Grid Group: is_valid() "returns whether the grid_group can synchronize"; APIs other than sync() are available at all times). Under p34\'s cluster launch is_valid() is false in every thread (uniform), so the cluster barrier orders the partials in temp_storage before rank 0 thread 0 sums them; grid.sync() is compiled but never runs. nvcc builds it; the right verdict is pass.', r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const unsigned int gi = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = gi < (unsigned int)size ? input[gi] : 0.0f;
    __syncthreads();''' + TREE + r'''
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    cg::grid_group grid = cg::this_grid();
    if (grid.is_valid())
        grid.sync();
    else
        cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('l09_grid_sync_helper_never_called', 'last-block', 'pass',
     'The file keeps the reductionMultiBlockCG helper (`__device__ void tb_grid_phase(...)` calling cg::this_grid().sync()) but the kernel uses the reference last-block ticket and never calls it. nvcc builds an uncalled __device__ function; code that never runs cannot fail: pass.', LB_LOAD + TREE + TICKET + r'''
    if (amLast) {''' + FINAL_TREE + r'''
        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }''', pre=r'''
__device__ void tb_grid_phase(float *partials, float *out)
{
    cg::grid_group grid = cg::this_grid();
    grid.sync();
    if (grid.thread_rank() == 0) {
        float t = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            t += partials[b];
        out[0] = t;
    }
}''')

case('r02_samples_reduce2_cg_sync', 'reduction', 'pass',
     'Samples reduce2 shape: `cg::thread_block cta = cg::this_thread_block();` sequential addressing with cg::sync(cta) between steps (PG Cooperative Groups: thread_block::sync is __syncthreads); partial to temp_storage, cluster.sync(), one thread of rank 0 sums.', r'''
    __shared__ float sdata[TPB];
    cg::thread_block cta = cg::this_thread_block();
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int tid = cta.thread_rank();
    const unsigned int rank = cluster.block_rank();
    const unsigned int i = blockIdx.x * blockDim.x + tid;
    sdata[tid] = (i < (unsigned int)size) ? input[i] : 0.0f;
    cg::sync(cta);
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        cg::sync(cta);
    }
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); r++)
            t += temp_storage[r];
        output[0] = t;
    }''')

# ================================================================== Kepler shuffle blog
KEPLER = r'''
__device__ __forceinline__ float tb_warp_reduce_sum(float val)
{
    for (int offset = warpSize / 2; offset > 0; offset /= 2)
        val += __shfl_down_sync(0xffffffffu, val, offset);
    return val;
}

__device__ float tb_block_reduce_sum(float val)
{
    static __shared__ float shared[32];
    const int lane = threadIdx.x % warpSize;
    const int wid = threadIdx.x / warpSize;
    val = tb_warp_reduce_sum(val);
    if (lane == 0)
        shared[wid] = val;
    __syncthreads();
    val = (threadIdx.x < blockDim.x / warpSize) ? shared[lane] : 0.0f;
    if (wid == 0)
        val = tb_warp_reduce_sum(val);
    return val;
}'''

case('r03_kepler_block_reduce_sum', 'reduction', 'pass',
     'The Kepler shuffle blog\'s warpReduceSum (__shfl_down_sync, full mask) and blockReduceSum (`static __shared__ float shared[32]`, lane 0 stores, __syncthreads, the first blockDim/32 lanes reload, warp 0 reduces again); thread 0 holds the block sum, writes temp_storage[rank]; cluster_sync(); rank 0 thread 0 sums.', r'''
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const unsigned int gi = blockIdx.x * blockDim.x + tid;
    const float sum = tb_block_reduce_sum(gi < (unsigned int)size ? input[gi] : 0.0f);
    if (tid == 0)
        temp_storage[rank] = sum;
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=KEPLER)

case('r04_kepler_reload_all_32_slots', 'reduction', 'fail 1',
     'blockReduceSum with the reload written `val = (threadIdx.x < warpSize) ? shared[lane] : 0`: warp 0 reads all 32 slots, but only 8 warps stored theirs; shared[8..31] were never written, so their values are indeterminate (PG: shared memory is not initialised) and reach the sum: wrong.', r'''
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const unsigned int gi = blockIdx.x * blockDim.x + tid;
    const float sum = tb_block_reduce_sum(gi < (unsigned int)size ? input[gi] : 0.0f);
    if (tid == 0)
        temp_storage[rank] = sum;
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''',
     pre=KEPLER.replace('(threadIdx.x < blockDim.x / warpSize)', '(threadIdx.x < warpSize)'))

case('r05_kepler_warp_atomic_no_zero', 'reduction', 'fail 1',
     'The blog\'s deviceReduceWarpAtomicKernel: lane 0 of each warp `atomicAdd(output, warpSum)`, relying on the host having zeroed the output (cudaMemset). p34 fills output with NaN before the launch (SPEC Checking) and nothing zeroes it: NaN + x = NaN, wrong.', r'''
    const unsigned int gi = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = tb_warp_reduce_sum(gi < (unsigned int)size ? input[gi] : 0.0f);
    if ((threadIdx.x & (warpSize - 1)) == 0)
        atomicAdd(output, sum);
    cluster_sync();''', pre=KEPLER)

case('r06_kepler_warp_atomic_zeroed_first', 'reduction', 'pass',
     'As r05 with rank 0 thread 0 storing output[0] = 0 before a cluster_sync() that every thread passes before its atomic: the barrier (release/acquire, PTX barrier.cluster) orders the zero before all 32 atomicAdds; integer-valued floats add exactly, so any order gives 523776.', r'''
    const unsigned int gi = blockIdx.x * blockDim.x + threadIdx.x;
    if (block_rank_in_cluster() == 0 && threadIdx.x == 0)
        output[0] = 0.0f;
    cluster_sync();
    float sum = tb_warp_reduce_sum(gi < (unsigned int)size ? input[gi] : 0.0f);
    if ((threadIdx.x & (warpSize - 1)) == 0)
        atomicAdd(output, sum);''', pre=KEPLER)

case('r07_kepler_zero_without_barrier', 'reduction', 'fail 1',
     'As r06 with the cluster_sync() between the zeroing and the atomics left out: rank 0\'s plain store of 0 and the other blocks\' atomicAdds to output[0] are unordered (a plain store is not morally strong with an atomic: PTX Data races), so an add can land before the zero and be lost.', r'''
    const unsigned int gi = blockIdx.x * blockDim.x + threadIdx.x;
    if (block_rank_in_cluster() == 0 && threadIdx.x == 0)
        output[0] = 0.0f;
    float sum = tb_warp_reduce_sum(gi < (unsigned int)size ? input[gi] : 0.0f);
    if ((threadIdx.x & (warpSize - 1)) == 0)
        atomicAdd(output, sum);
    cluster_sync();''', pre=KEPLER)

case('l10_kepler_block_reduce_twice_with_ticket', 'last-block', 'pass',
     'blockReduceSum (static shared[32]) for the block partial and again in the last block for the partials. The second call\'s `shared[wid] = val` stores come after the ticket\'s __syncthreads, which every thread passes after the first call\'s reads, so the reuse is ordered (the missing barrier of the twice-called blockReduceSum bug is there by construction).', r'''
    const unsigned int tid = threadIdx.x;
    const unsigned int i = blockIdx.x * blockDim.x + tid;
    const float bsum = tb_block_reduce_sum(i < (unsigned int)size ? input[i] : 0.0f);
    __shared__ bool amLast;
    if (tid == 0) {
        partials[blockIdx.x] = bsum;
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        amLast = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (amLast) {
        float mySum = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x)
            mySum += partials[b];
        const float total = tb_block_reduce_sum(mySum);
        if (tid == 0) {
            output[0] = total;
            *counter = 0;
        }
    }''', pre=KEPLER)

case('a02_kepler_warp_sum_lane0_stores', 'advanced', 'pass',
     'warpReduceSum (__shfl_down_sync over the full mask) per warp; lane 0, which alone holds the total after shuffle-down, stores warp_sums[warp]; __syncthreads; arrive, thread 0 sums the 8, wait.', r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];''' + LOAD_SCALED + r'''
    const float ws = tb_warp_reduce_sum(v);
    if ((tid & (warpSize - 1)) == 0)
        warp_sums[tid / warpSize] = ws;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();''', pre=KEPLER)

# ================================================================== PMPP (Kirk & Hwu) chapter 10
case('c08_pmpp_simple_kernel_half_threads', 'coordination', 'pass',
     'PMPP\'s simple reduction kernel (`i = 2*threadIdx.x`, stride doubling, `if (threadIdx.x % stride == 0) s[i] += s[i + stride]`) adapted to 256 values per block: only threads < 128 take part, but the guard is inside the loop so every thread reaches every __syncthreads() (PG: barrier in uniform code). s[0] ends with all 256 terms.', r'''
    __shared__ float s_in[TPB];''' + LOAD_SCALED + r'''
    s_in[tid] = v;
    __syncthreads();
    for (unsigned int stride = 1; stride <= TPB / 2; stride *= 2) {
        if (tid < TPB / 2 && tid % stride == 0)
            s_in[2 * tid] += s_in[2 * tid + stride];
        __syncthreads();
    }
    cluster_arrive();
    if (tid == 0)
        output[rank] = s_in[0];
    cluster_wait();''')

case('c09_pmpp_guard_around_loop_with_barrier', 'coordination', 'fail 4',
     'As c08 with the `threadIdx.x < 128` guard put around the whole loop: threads 128-255 skip the loop\'s __syncthreads() and go on to cluster_arrive()/cluster_wait(), where they wait for the cluster; threads 0-127 wait at __syncthreads() for threads that are not exited and never come (PG: __syncthreads in divergent code hangs; since Volta the barrier counts threads). Neither barrier completes: a hang.', r'''
    __shared__ float s_in[TPB];''' + LOAD_SCALED + r'''
    s_in[tid] = v;
    __syncthreads();
    if (tid < TPB / 2) {
        for (unsigned int stride = 1; stride <= TPB / 2; stride *= 2) {
            if (tid % stride == 0)
                s_in[2 * tid] += s_in[2 * tid + stride];
            __syncthreads();
        }
    }
    cluster_arrive();
    if (tid == 0)
        output[rank] = s_in[0];
    cluster_wait();''')

case('l11_pmpp_convergent_shared', 'last-block', 'pass',
     'PMPP\'s convergent shared-memory kernel: threads < 128 load `input[i] + input[i + 128]`, and the loop puts __syncthreads() at the top of each step (`for stride = 64..1: __syncthreads(); if (t < stride) s[t] += s[t + stride];`); thread 0 reads s[0], which it wrote itself in the last step. Same in the last block after the ticket barrier.', r'''
    __shared__ float input_s[TPB / 2];
    const unsigned int tid = threadIdx.x;
    const unsigned int i = blockIdx.x * blockDim.x + tid;
    if (tid < TPB / 2)
        input_s[tid] = input[i] + input[i + TPB / 2];
    for (unsigned int stride = TPB / 4; stride >= 1; stride /= 2) {
        __syncthreads();
        if (tid < stride)
            input_s[tid] += input_s[tid + stride];
    }
    __shared__ bool amLast;
    if (tid == 0) {
        partials[blockIdx.x] = input_s[0];
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        amLast = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (amLast) {
        if (tid < TPB / 2)
            input_s[tid] = partials[tid] + partials[tid + TPB / 2];
        for (unsigned int stride = TPB / 4; stride >= 1; stride /= 2) {
            __syncthreads();
            if (tid < stride)
                input_s[tid] += input_s[tid + stride];
        }
        if (tid == 0) {
            output[0] = input_s[0];
            *counter = 0;
        }
    }''')

PMPP_COARSE = r'''
    __shared__ float input_s[TPB / 4];
    const unsigned int tid = threadIdx.x;
    const unsigned int segment = blockIdx.x * blockDim.x;
    if (tid < TPB / 4) {
        float sum = input[segment + tid];
        for (unsigned int tile = 1; tile < %s; ++tile)
            sum += input[segment + tid + tile * (TPB / 4)];
        input_s[tid] = sum;
    }
    for (unsigned int stride = TPB / 8; stride >= 1; stride /= 2) {
        __syncthreads();
        if (tid < stride)
            input_s[tid] += input_s[tid + stride];
    }
'''
case('r08_pmpp_coarsened', 'reduction', 'pass',
     'PMPP\'s thread-coarsened kernel within a block: COARSE_FACTOR 2, 64 active threads each adding 4 values (tile < COARSE_FACTOR*2), then the convergent loop with the barrier at the top of each step; partial to temp_storage, cluster_sync, rank 0 thread 0 sums.', PMPP_COARSE % 'TB_COARSE_FACTOR * 2' + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0)
        temp_storage[rank] = input_s[0];
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''',
     pre='#define TB_COARSE_FACTOR 2')

case('l12_pmpp_coarsened_half_the_tiles', 'last-block', 'fail 1',
     'The coarsening loop written `tile < COARSE_FACTOR` while the segment is COARSE_FACTOR*2 block-widths wide: each thread adds 2 of its 4 values, half of every block\'s inputs are never read: partials and output wrong.', PMPP_COARSE % 'TB_COARSE_FACTOR' + r'''
    __shared__ bool amLast;
    if (tid == 0) {
        partials[blockIdx.x] = input_s[0];
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        amLast = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (amLast && tid == 0) {
        float t = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            t += partials[b];
        output[0] = t;
        *counter = 0;
    }''', pre='#define TB_COARSE_FACTOR 2')

case('a03_pmpp_convergent_per_warp', 'advanced', 'pass',
     'PMPP\'s convergent pattern inside each warp: `for stride = 16..1: __syncwarp(); if (lane < stride) s[tid] += s[tid + stride];`, a final __syncwarp(), then the elected lane (any lane) copies s[warp*32] into warp_sums (PG __syncwarp: memory ordering among the participating lanes).', r'''
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];''' + LOAD_SCALED + r'''
    const unsigned int lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    shared_data[tid] = v;
    for (unsigned int stride = WARP_SIZE / 2; stride >= 1; stride /= 2) {
        __syncwarp();
        if (lane < stride)
            shared_data[tid] += shared_data[tid + stride];
    }
    __syncwarp();
    if (elect_one_sync())
        warp_sums[warp] = shared_data[warp * WARP_SIZE];
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('a04_pmpp_per_warp_no_final_syncwarp', 'advanced', 'fail 1',
     'As a03 without the __syncwarp() after the loop: lane 0 writes s[warp*32] in the last step and the elected lane reads it with nothing ordering the two unless the elected lane is lane 0 itself; elect.sync does not say which lane (PTX elect.sync), so by the rules a data race (a GPU that elects lane 0 shows right numbers).', r'''
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];''' + LOAD_SCALED + r'''
    const unsigned int lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    shared_data[tid] = v;
    for (unsigned int stride = WARP_SIZE / 2; stride >= 1; stride /= 2) {
        __syncwarp();
        if (lane < stride)
            shared_data[tid] += shared_data[tid + stride];
    }
    if (elect_one_sync())
        warp_sums[warp] = shared_data[warp * WARP_SIZE];
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();''')

# ================================================================== CUDA by Example
case('c10_cbe_dot_cache', 'coordination', 'pass',
     'CUDA by Example\'s dot-product reduction: a grid-stride accumulation into `temp` (one pass here: SIZE = grid x block), `cache[cacheIndex] = temp`, __syncthreads, `int i = blockDim.x/2; while (i != 0) { if (cacheIndex < i) cache[..] += cache[.. + i]; __syncthreads(); i /= 2; }`, cacheIndex 0 stores; cluster_sync() at the end.', r'''
    __shared__ float cache[TPB];
    const unsigned int rank = block_rank_in_cluster();
    int tid = threadIdx.x + blockIdx.x * blockDim.x;
    const int cacheIndex = threadIdx.x;
    float temp = 0.0f;
    while (tid < size) {
        temp += input[tid] * (float)(rank + 1);
        tid += blockDim.x * gridDim.x;
    }
    cache[cacheIndex] = temp;
    __syncthreads();
    int i = blockDim.x / 2;
    while (i != 0) {
        if (cacheIndex < i)
            cache[cacheIndex] += cache[cacheIndex + i];
        __syncthreads();
        i /= 2;
    }
    if (cacheIndex == 0)
        output[rank] = cache[0];
    cluster_sync();''')

case('c11_cbe_dot_sync_inside_if', 'coordination', 'fail 4',
     'The "optimisation" CUDA by Example warns against: __syncthreads() moved inside `if (cacheIndex < i)`. Threads >= i never reach it again; they finish the loop and wait in cluster_sync() (not exited), while threads < i wait at __syncthreads() for them (PG __syncthreads: conditional only if uniform, else a hang; per-thread barriers since Volta). A hang.', r'''
    __shared__ float cache[TPB];
    const unsigned int rank = block_rank_in_cluster();
    int tid = threadIdx.x + blockIdx.x * blockDim.x;
    const int cacheIndex = threadIdx.x;
    float temp = 0.0f;
    while (tid < size) {
        temp += input[tid] * (float)(rank + 1);
        tid += blockDim.x * gridDim.x;
    }
    cache[cacheIndex] = temp;
    __syncthreads();
    int i = blockDim.x / 2;
    while (i != 0) {
        if (cacheIndex < i) {
            cache[cacheIndex] += cache[cacheIndex + i];
            __syncthreads();
        }
        i /= 2;
    }
    if (cacheIndex == 0)
        output[rank] = cache[0];
    cluster_sync();''')

TB_LOCK = r'''
struct TbLock {
    int *mutex;
    __device__ TbLock(int *m) : mutex(m) {}
    __device__ void lock()
    {
        while (atomicCAS(mutex, 0, 1) != 0)
            ;
    }
    __device__ void unlock() { atomicExch(mutex, 0); }
};'''

case('c12_cbe_lock_every_thread_fenced', 'coordination', 'pass',
     'CUDA by Example\'s Lock (atomicCAS spin, atomicExch release) taken by every thread of the block on a __shared__ mutex to add its value to a shared total, with __threadfence_block() after lock() and before unlock(). The book warns that threads of one warp spinning on a lock deadlock; since Volta, Independent Thread Scheduling lets the lane holding the lock progress while its warp-mates spin (PG Independent Thread Scheduling: starvation-free algorithms), and the fences make the lock an acquire/release pair at CTA scope (PTX fence + atomic patterns). Correct on sm_90.', r'''
    __shared__ int mutex;
    __shared__ float total;''' + LOAD_SCALED + r'''
    if (tid == 0) {
        mutex = 0;
        total = 0.0f;
    }
    __syncthreads();
    TbLock lock(&mutex);
    lock.lock();
    __threadfence_block();
    total += v;
    __threadfence_block();
    lock.unlock();
    __syncthreads();
    if (tid == 0)
        output[rank] = total;
    cluster_sync();''', pre=TB_LOCK)

case('c13_cbe_lock_every_thread_no_fence', 'coordination', 'fail 1',
     'As c12 as the book writes the Lock: no fence. atomicCAS and atomicExch are relaxed atomics (PTX atom without .sem); they order nothing else, so one holder\'s `total += v` and the next holder\'s are plain accesses with no happens-before between them: a data race on total (PTX Memory Consistency Model). Wrong by the rules; a GPU likely prints the right numbers.', r'''
    __shared__ int mutex;
    __shared__ float total;''' + LOAD_SCALED + r'''
    if (tid == 0) {
        mutex = 0;
        total = 0.0f;
    }
    __syncthreads();
    TbLock lock(&mutex);
    lock.lock();
    total += v;
    lock.unlock();
    __syncthreads();
    if (tid == 0)
        output[rank] = total;
    cluster_sync();''', pre=TB_LOCK)

LOCK_DEV = TB_LOCK + r'''
__device__ int tb_mutex = 0;
__device__ float tb_acc = 0.0f;
__device__ unsigned int tb_arrived = 0;'''
BLOCK_SUM_RED = r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int gi = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = gi < (unsigned int)size ? input[gi] : 0.0f;
    __syncthreads();''' + TREE
case('r09_cbe_lock_across_blocks_no_fence', 'reduction', 'fail 1',
     'CUDA by Example\'s dot product ending (`if (cacheIndex == 0) { lock.lock(); *c += cache[0]; lock.unlock(); }`) with the accumulator and an arrival count in __device__ variables; the fourth block to get the lock stores output[0] and resets them. No __threadfence(): the relaxed lock atomics do not order the plain accesses to tb_acc/tb_arrived made by different blocks (PG Memory Fence Functions; PTX Data races): a data race.', BLOCK_SUM_RED + r'''
    if (tid == 0) {
        TbLock lock(&tb_mutex);
        lock.lock();
        tb_acc += sdata[0];
        tb_arrived += 1;
        if (tb_arrived == gridDim.x) {
            output[0] = tb_acc;
            tb_acc = 0.0f;
            tb_arrived = 0;
        }
        lock.unlock();
    }
    cluster_sync();''', pre=LOCK_DEV)

case('r10_cbe_lock_across_blocks_fenced', 'reduction', 'pass',
     'As r09 with __threadfence() after lock() (acquire pattern: atomic then fence) and before unlock() (release pattern: fence then atomic), PTX Memory Consistency Model: each holder\'s accesses happen after the previous holder\'s. The blocks of a cluster are co-scheduled (PG Thread Block Clusters), so the spinning blocks do not starve the holder. The last holder writes output[0] once and resets the variables.', BLOCK_SUM_RED + r'''
    if (tid == 0) {
        TbLock lock(&tb_mutex);
        lock.lock();
        __threadfence();
        tb_acc += sdata[0];
        tb_arrived += 1;
        if (tb_arrived == gridDim.x) {
            output[0] = tb_acc;
            tb_acc = 0.0f;
            tb_arrived = 0;
        }
        __threadfence();
        lock.unlock();
    }
    cluster_sync();''', pre=LOCK_DEV)

LB_LOCK_PRE = TB_LOCK + r'''
__device__ float tb_acc = 0.0f;
__device__ unsigned int tb_done = 0;'''
LB_LOCK = LB_LOAD + TREE + r'''
    if (tid == 0) {
        TbLock lock((int *)counter);
        lock.lock();%s
        tb_acc += sdata[0];
        tb_done += 1;
        if (tb_done == gridDim.x) {
            output[0] = tb_acc;
            tb_acc = 0.0f;
            tb_done = 0;
        }%s
        lock.unlock();
    }'''
case('l13_cbe_lock_counter_as_mutex_fenced', 'last-block', 'pass',
     'The Lock on the puzzle\'s counter (0 = free, so it is 0 again at the end: SPEC) instead of a ticket: each block\'s thread 0 locks, fences, adds its partial to a __device__ accumulator and counts itself; the 256th holder stores output[0] and resets; fence, unlock. Acquire/release through fence + atomic (PTX); integer sums are exact in any order. Blocks that spin wait only for a block that holds the lock and is running, so it ends.', LB_LOCK % ('\n        __threadfence();', '\n        __threadfence();'), pre=LB_LOCK_PRE)

case('l14_cbe_lock_counter_as_mutex_no_fence', 'last-block', 'fail 1',
     'As l13 without the two __threadfence() calls, as the book\'s Lock is written: the relaxed atomicCAS/atomicExch order nothing else, so the plain read-modify-writes of tb_acc and tb_done by different blocks race (PTX Data races; PG Memory Fence Functions).', LB_LOCK % ('', ''), pre=LB_LOCK_PRE)

case('c14_cbe_histogram_digits', 'coordination', 'pass',
     'CUDA by Example\'s shared-memory histogram: `temp[threadIdx.x] = 0; __syncthreads();` atomicAdd(&temp[bin], 1) over a grid-stride loop, __syncthreads, then thread 0 turns the 10 digit counts of its block into the scaled sum (inputs are (i % 10) * 0.1, so bin k holds value k * 0.1; count x value rounds once, well inside the float32 bound).', r'''
    __shared__ unsigned int temp[TPB];
    const unsigned int rank = block_rank_in_cluster();
    temp[threadIdx.x] = 0;
    __syncthreads();
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    const int offset = blockDim.x * gridDim.x;
    while (i < size) {
        const int digit = (int)(input[i] * 10.0f + 0.5f);
        atomicAdd(&temp[digit], 1u);
        i += offset;
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int k = 0; k < 10; k++)
            s += (float)temp[k] * ((float)k * 0.1f * (float)(rank + 1));
        output[rank] = s;
    }
    cluster_sync();''')

case('c15_cbe_histogram_no_sync_after_zero', 'coordination', 'fail 1',
     'As c14 without the __syncthreads() between zeroing the bins and the atomicAdds: thread k\'s plain `temp[k] = 0` and other threads\' atomicAdd(&temp[k], 1) are unordered (a plain store is not morally strong with an atomic: PTX Data races); a count that lands before the zero is lost.', r'''
    __shared__ unsigned int temp[TPB];
    const unsigned int rank = block_rank_in_cluster();
    temp[threadIdx.x] = 0;
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    const int offset = blockDim.x * gridDim.x;
    while (i < size) {
        const int digit = (int)(input[i] * 10.0f + 0.5f);
        atomicAdd(&temp[digit], 1u);
        i += offset;
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int k = 0; k < 10; k++)
            s += (float)temp[k] * ((float)k * 0.1f * (float)(rank + 1));
        output[rank] = s;
    }
    cluster_sync();''')

# ================================================================== cooperative groups blog / samples
REDUCE_SUM_TG = r'''
__device__ float tb_reduce_sum(cg::thread_group g, float *temp, float val)
{
    const int lane = g.thread_rank();
    for (int i = g.size() / 2; i > 0; i /= 2) {
        temp[lane] = val;
        g.sync();  // every member stored
        if (lane < i)
            val += temp[lane + i];
        g.sync();  // every member loaded
    }
    return val;  // the full sum in rank 0 only
}'''

case('c16_cgblog_reduce_sum_block', 'coordination', 'pass',
     'The cooperative groups blog\'s generic `reduce_sum(thread_group g, int *temp, int val)` (store, g.sync(), add the partner, g.sync()) called with the whole block (a thread_block converts to thread_group) and a 256-float workspace; rank 0 of the block holds the sum.', r'''
    __shared__ float workspace[TPB];
    cg::thread_block block = cg::this_thread_block();
    const unsigned int rank = cg::this_cluster().block_rank();
    const float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    const float s = tb_reduce_sum(block, workspace, v);
    if (block.thread_rank() == 0)
        output[rank] = s;
    cg::this_cluster().sync();''', pre=REDUCE_SUM_TG)

case('c17_cgblog_reduce_sum_tiles_offset', 'coordination', 'pass',
     'The blog\'s reduce_sum per 32-thread tile, `cg::thread_group tile = cg::tiled_partition(block, 32)` (a run-time tile, PG tiled_partition), each tile with its own 32-float slice of the workspace (`workspace + 32 * (threadIdx.x / 32)`); tile rank 0 stores the tile sum, block.sync(), thread 0 adds the 8.', r'''
    __shared__ float workspace[TPB];
    __shared__ float tile_sums[TPB / 32];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_group tile = cg::tiled_partition(block, 32);
    const unsigned int rank = cg::this_cluster().block_rank();
    const float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    const float s = tb_reduce_sum(tile, workspace + 32 * (threadIdx.x / 32), v);
    if (tile.thread_rank() == 0)
        tile_sums[threadIdx.x / 32] = s;
    block.sync();
    if (block.thread_rank() == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; w++)
            t += tile_sums[w];
        output[rank] = t;
    }
    cg::this_cluster().sync();''', pre=REDUCE_SUM_TG)

case('c18_cgblog_reduce_sum_tiles_shared_workspace', 'coordination', 'fail 1',
     'As c17 with every tile passing the same `workspace` (the offset forgotten): the 8 tiles store into and read temp[0..31] concurrently, and tile.sync() orders only its own 32 threads (PG: a tile\'s sync synchronises the tile): a data race between warps, wrong sums.', r'''
    __shared__ float workspace[TPB];
    __shared__ float tile_sums[TPB / 32];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_group tile = cg::tiled_partition(block, 32);
    const unsigned int rank = cg::this_cluster().block_rank();
    const float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    const float s = tb_reduce_sum(tile, workspace, v);
    if (tile.thread_rank() == 0)
        tile_sums[threadIdx.x / 32] = s;
    block.sync();
    if (block.thread_rank() == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; w++)
            t += tile_sums[w];
        output[rank] = t;
    }
    cg::this_cluster().sync();''', pre=REDUCE_SUM_TG)

case('c19_cgblog_atomic_agg_inc', 'coordination', 'pass',
     'The blog\'s warp-aggregated atomic increment (`coalesced_group g = coalesced_threads(); if (g.thread_rank() == 0) prev = atomicAdd(p, g.size()); prev = g.thread_rank() + g.shfl(prev, 0);`) used for stream compaction: threads with a nonzero scaled input append it to a shared list; after __syncthreads thread 0 sums the list. coalesced_threads() inside the branch may be any subset of the branch\'s lanes; each subset reserves its own slots, so slots are distinct and the count is exact (PG coalesced_threads).', r'''
    __shared__ float list[TPB];
    __shared__ int count;
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0)
        count = 0;
    __syncthreads();
    const float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    if (v != 0.0f) {
        const int slot = tb_atomic_agg_inc(&count);
        list[slot] = v;
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int k = 0; k < count; k++)
            s += list[k];
        output[rank] = s;
    }
    cluster_sync();''', pre=r'''
__device__ int tb_atomic_agg_inc(int *ctr)
{
    cg::coalesced_group g = cg::coalesced_threads();
    int prev = 0;
    if (g.thread_rank() == 0)
        prev = atomicAdd(ctr, (int)g.size());
    prev = g.thread_rank() + g.shfl(prev, 0);
    return prev;
}''')

case('a05_cg_dynamic_tile_sync_elect', 'advanced', 'pass',
     'Each thread stores its scaled value, `tile.sync()` on a run-time `cg::tiled_partition(block, 32)` (a warp barrier with memory ordering among the tile, PG Cooperative Groups), then the elected lane sums its warp\'s 32 values (it reads only its own warp\'s stores); block.sync(), arrive, thread 0 sums the 8, wait.', r'''
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_group tile = cg::tiled_partition(block, 32);''' + LOAD_SCALED + r'''
    shared_data[tid] = v;
    tile.sync();
    const unsigned int warp = tid / WARP_SIZE;
    if (elect_one_sync()) {
        float ws = 0.0f;
        for (int k = 0; k < WARP_SIZE; k++)
            ws += shared_data[warp * WARP_SIZE + k];
        warp_sums[warp] = ws;
    }
    block.sync();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('r11_cg_reduce_update_async', 'reduction', 'pass',
     'cg::reduce_update_async(tile32, atomic_ref, v, cg::plus<float>()) (PG Cooperative Groups reduce_update_async: the tile reduces and one of its threads atomically updates the destination) on output[0], zeroed by rank 0 thread 0 before a cluster_sync() that orders the zero before every update; 32 warps add integer-valued floats, exact in any order.', r'''
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(block);
    const unsigned int gi = blockIdx.x * blockDim.x + threadIdx.x;
    if (block_rank_in_cluster() == 0 && threadIdx.x == 0)
        output[0] = 0.0f;
    cluster_sync();
    cuda::atomic_ref<float, cuda::thread_scope_device> total(output[0]);
    cg::reduce_update_async(tile32, total, gi < (unsigned int)size ? input[gi] : 0.0f, cg::plus<float>());''',
     pre='#include <cooperative_groups/reduce.h>\n#include <cuda/atomic>')

case('c20_cg_group_queries_cluster_dims', 'coordination', 'pass',
     'The PG Cooperative Groups / Thread Block Clusters spelling: `__cluster_dims__(4, 1, 1)` on the kernel (same as the launch), block.group_index(), block.thread_index(), block.group_dim(), cluster.block_index(), cluster.dim_blocks(), cluster.num_blocks(); the rank is cluster.block_rank(); the reference\'s split barrier through cluster.barrier_arrive()/barrier_wait() with the token.', r'''
    __shared__ float sdata[TPB];
    cg::thread_block block = cg::this_thread_block();
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int tid = block.thread_index().x;
    const unsigned int rank = cluster.block_rank();
    const unsigned int gi = block.group_index().x * block.group_dim().x + tid;
    sdata[tid] = (gi < (unsigned int)size ? input[gi] : 0.0f) * (float)(cluster.block_index().x + 1);
    block.sync();
    auto token = cluster.barrier_arrive();
    if (tid == 0 && cluster.dim_blocks().x == cluster.num_blocks()) {
        float s = 0.0f;
        for (unsigned int k = 0; k < block.group_dim().x; k++)
            s += sdata[k];
        output[rank] = s;
    }
    cluster.barrier_wait(cuda::std::move(token));''', pre='#include <cuda/std/utility>',
     sig='__global__ void __cluster_dims__(CLUSTER_SIZE, 1, 1) cluster_coordination_basics(float *output, const float *input, int size)')

# ================================================================== PG distributed shared memory (histogram example)
DSMEM_BINS = r'''
    __shared__ float bin;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const unsigned int gi = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x == 0)
        bin = 0.0f;
    %s
    const float v = gi < (unsigned int)size ? input[gi] : 0.0f;
    float *dst = cluster.map_shared_rank(&bin, (unsigned int)v %% CLUSTER_SIZE);
    atomicAdd(dst, v);
    cluster.sync();  // every remote add is done
    if (threadIdx.x == 0)
        temp_storage[rank] = bin;
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];'''
case('r12_pg_dsmem_bins', 'reduction', 'pass',
     'The PG distributed-shared-memory histogram pattern: each block owns one bin (values with v % 4 == rank) in its shared memory, zeroed, then cluster.sync() ("ensure all blocks started" and the zero is ordered), every thread atomicAdds its value into the owner\'s bin through map_shared_rank, cluster.sync() before the bins are read (and before any block may exit); bins go to temp_storage, cluster.sync(), rank 0 sums. Integer sums below 2^24 are exact in any order.', DSMEM_BINS % 'cluster.sync();  // all blocks started, bins zeroed')

case('r13_pg_dsmem_bins_block_sync_only', 'reduction', 'fail 1',
     'As r12 with the first barrier written __syncthreads(): it orders the zero within the block only; a peer\'s remote atomicAdd into this block\'s bin is unordered with the owner\'s plain `bin = 0` (PTX Data races), and may even reach a block that has not started (PG DSMEM: make sure all blocks have started, cluster.sync()). A data race; an add lost to the zero makes the sum wrong.', DSMEM_BINS % '__syncthreads();')

# ================================================================== CUTLASS-style cluster barrier wrappers
CUTE = r'''
__device__ __forceinline__ void tb_cluster_arrive_relaxed()
{
    asm volatile("barrier.cluster.arrive.relaxed.aligned;\n" : : : "memory");
}
__device__ __forceinline__ void tb_cluster_arrive()
{
    asm volatile("barrier.cluster.arrive.aligned;\n" : : : "memory");
}
__device__ __forceinline__ void tb_cluster_wait()
{
    asm volatile("barrier.cluster.wait.aligned;\n" : : : "memory");
}
__device__ __forceinline__ void tb_cluster_sync()
{
    tb_cluster_arrive();
    tb_cluster_wait();
}
__device__ __forceinline__ unsigned int tb_block_rank_in_cluster()
{
    unsigned int r;
    asm volatile("mov.u32 %0, %%cluster_ctarank;\n" : "=r"(r));
    return r;
}'''
RED_CUTE = r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = tb_block_rank_in_cluster();
    const unsigned int gi = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = gi < (unsigned int)size ? input[gi] : 0.0f;
    __syncthreads();''' + TREE + r'''
    if (tid == 0)
        temp_storage[rank] = sdata[0];'''
case('r14_cute_cluster_sync_wrappers', 'reduction', 'pass',
     'CUTLASS/CuTe-style wrappers: cluster_arrive() = `barrier.cluster.arrive.aligned` (default .release), cluster_wait() = `barrier.cluster.wait.aligned` (default .acquire), cluster_sync() = both; block_rank_in_cluster() from %cluster_ctarank. Every thread calls them (aligned); the release/acquire barrier orders the temp_storage stores before rank 0\'s reads (PTX barrier.cluster).', RED_CUTE + r'''
    tb_cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=CUTE)

case('r15_cute_arrive_relaxed_for_data', 'reduction', 'fail 1',
     'CuTe\'s cluster_arrive_relaxed() (`barrier.cluster.arrive.relaxed.aligned`) used where data must be published: a relaxed arrive has no release semantics (PTX barrier.cluster: .relaxed removes the memory ordering of arrive), so rank 0\'s reads of temp_storage after the wait are not ordered after the peers\' stores: a data race.', RED_CUTE + r'''
    tb_cluster_arrive_relaxed();
    tb_cluster_wait();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=CUTE)

MBAR = CUTE + r'''
__device__ __forceinline__ void tb_mbar_init(unsigned long long *bar, unsigned int count)
{
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" : : "r"((unsigned int)__cvta_generic_to_shared(bar)), "r"(count) : "memory");
}
__device__ __forceinline__ void tb_mbar_arrive_cluster(unsigned long long *bar, unsigned int cta_id)
{
    unsigned int remote;
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;\n" : "=r"(remote) : "r"((unsigned int)__cvta_generic_to_shared(bar)), "r"(cta_id));
    asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];\n" : : "r"(remote) : "memory");
}
__device__ __forceinline__ void tb_mbar_wait(unsigned long long *bar, unsigned int phase)
{
    unsigned int done = 0;
    while (!done)
        asm volatile("{\n\t.reg .pred p;\n\tmbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 p, [%1], %2;\n\tselp.u32 %0, 1, 0, p;\n\t}\n"
                     : "=r"(done) : "r"((unsigned int)__cvta_generic_to_shared(bar)), "r"(phase) : "memory");
}'''
case('r16_cutlass_cluster_barrier_all_arrive', 'reduction', 'pass',
     'A CUTLASS ClusterBarrier-style mbarrier in rank 0 (count 4), initialised by rank 0 thread 0 with fence.mbarrier_init.release.cluster and a cluster arrive (relaxed)/wait pair before use, as CUTLASS does; every block\'s thread 0 stores temp_storage[rank] and arrives on rank 0\'s barrier through mapa with `.release.cluster` (rank 0 too); rank 0 thread 0 waits for phase 0 with `.acquire.cluster` and sums. The peers touch only rank 0\'s shared memory, and rank 0 exits only after observing every arrive, so no trailing cluster barrier is needed (PG DSMEM: a block\'s shared memory must outlive the accesses to it); release/acquire at cluster scope orders the stores (PTX mbarrier).', RED_CUTE + r'''
    __shared__ __align__(8) unsigned long long bar;
    if (rank == 0 && tid == 0) {
        tb_mbar_init(&bar, CLUSTER_SIZE);
        asm volatile("fence.mbarrier_init.release.cluster;\n" : : : "memory");
    }
    tb_cluster_arrive_relaxed();
    tb_cluster_wait();
    if (tid == 0)
        tb_mbar_arrive_cluster(&bar, 0);
    if (rank == 0 && tid == 0) {
        tb_mbar_wait(&bar, 0);
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }''', pre=MBAR)

case('r17_cutlass_cluster_barrier_no_init_fence', 'reduction', 'fail 1',
     'As r16 without fence.mbarrier_init.release.cluster: the init is ordered before the relaxed cluster arrive by nothing (the relaxed arrive releases nothing; PTX mbarrier: the init must be made visible to other CTAs with fence.mbarrier_init before their remote arrives), so a peer\'s remote arrive may act on an uninitialised barrier: a race between the init and the peers\' arrives.', RED_CUTE + r'''
    __shared__ __align__(8) unsigned long long bar;
    if (rank == 0 && tid == 0)
        tb_mbar_init(&bar, CLUSTER_SIZE);
    tb_cluster_arrive_relaxed();
    tb_cluster_wait();
    if (tid == 0)
        tb_mbar_arrive_cluster(&bar, 0);
    if (rank == 0 && tid == 0) {
        tb_mbar_wait(&bar, 0);
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }''', pre=MBAR)

# ================================================================== more classic bugs
case('a06_harris5_volatile_per_warp_no_syncwarp', 'advanced', 'fail 1',
     'The volatile unrolled last-warp idiom applied to each warp (`volatile float *vs = shared_data; if (lane < 16) vs[tid] += vs[tid + 16]; if (lane < 8) ...`) with no __syncwarp(): volatile does not order one lane\'s read after another lane\'s write; since Volta the lanes need __syncwarp between steps (PG Independent Thread Scheduling): a data race.', r'''
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];''' + LOAD_SCALED + r'''
    const unsigned int lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    shared_data[tid] = v;
    __syncwarp();
    volatile float *vs = shared_data;
    if (lane < 16) vs[tid] += vs[tid + 16];
    if (lane < 8) vs[tid] += vs[tid + 8];
    if (lane < 4) vs[tid] += vs[tid + 4];
    if (lane < 2) vs[tid] += vs[tid + 2];
    if (lane < 1) vs[tid] += vs[tid + 1];
    if (lane == 0)
        warp_sums[warp] = vs[tid];
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('l15_tfr_samples_order_no_reader_fence', 'last-block', 'pass',
     'threadFenceReduction exactly as the samples order it: every thread __threadfence() after thread 0 stored the partial, thread 0 atomicInc on the puzzle\'s counter, `amLast` broadcast by __syncthreads, no fence on the reader side (the samples\' and the PG\'s own form; accepted as correct by p34\'s policy since the verdict hunt l18/w35), counter reset by the last block\'s thread 0.', LB_LOAD + TREE + r'''
    if (tid == 0)
        partials[blockIdx.x] = sdata[0];
    __shared__ bool amLast;
    __threadfence();
    if (tid == 0) {
        const unsigned int ticket = atomicInc(counter, gridDim.x);
        amLast = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    if (amLast) {''' + FINAL_TREE + r'''
        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }''')

case('c21_syncthreads_or_early_exit_vote', 'coordination', 'pass',
     'A CUDA-by-Example-era early-out: `if (__syncthreads_or(v != 0.0f) == 0)` (PG Synchronization Functions: a barrier plus a block-wide vote, the same in every thread) skips the sum when the whole block is zero; otherwise the dot-product tree. The vote is uniform, so the barriers inside stay uniform.', r'''
    __shared__ float cache[TPB];''' + LOAD_SCALED + r'''
    cache[tid] = v;
    if (__syncthreads_or(v != 0.0f) == 0) {
        if (tid == 0)
            output[rank] = 0.0f;
    } else {
        for (int i = blockDim.x / 2; i != 0; i /= 2) {
            if ((int)tid < i)
                cache[tid] += cache[tid + i];
            __syncthreads();
        }
        if (tid == 0)
            output[rank] = cache[0];
    }
    cluster_sync();''')

case('a07_cg_tile_shfl_down_elected_store', 'advanced', 'fail 1',
     'The cg sample\'s tile reduction (`for (o = tile.size()/2; o > 0; o /= 2) v += tile.shfl_down(v, o);`) followed by the puzzle\'s `if (elect_one_sync()) warp_sums[warp] = v;`: after shuffle-down only tile rank 0 holds the warp total, and elect.sync may pick another lane (PTX elect.sync: which lane is unspecified), which stores a partial sum: wrong by the rules (a GPU electing lane 0 shows right numbers).', r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());''' + LOAD_SCALED + r'''
    float s = v;
    for (int o = tile.size() / 2; o > 0; o /= 2)
        s += tile.shfl_down(s, o);
    if (elect_one_sync())
        warp_sums[tile.meta_group_rank()] = s;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();''')

# (added after the first run, truth written before running it: the edge of the r16 fix)
case('r18_cutlass_cluster_barrier_peer_reads_after_arrive', 'reduction', 'fail 5',
     'As r16, but after its remote arrive each peer\'s thread 0 reads a word of rank 0\'s shared memory (`seed`, stored by rank 0 before the first cluster barrier) through map_shared_rank. Nothing orders that read before rank 0\'s exit: rank 0 waits only for the arrives, which come before the read (PG Distributed Shared Memory: every access must complete before the owner exits; the H100 faulted on such reads, docs/verify-verdict-gpu): exit 5.', RED_CUTE + r'''
    __shared__ __align__(8) unsigned long long bar;
    __shared__ float seed;
    if (rank == 0 && tid == 0) {
        seed = 0.0f;
        tb_mbar_init(&bar, CLUSTER_SIZE);
        asm volatile("fence.mbarrier_init.release.cluster;\n" : : : "memory");
    }
    tb_cluster_arrive();
    tb_cluster_wait();
    if (tid == 0) {
        tb_mbar_arrive_cluster(&bar, 0);
        if (rank != 0) {
            const float s0 = *cg::this_cluster().map_shared_rank(&seed, 0);
            if (s0 != 0.0f)
                temp_storage[rank] = s0;
        }
    }
    if (rank == 0 && tid == 0) {
        tb_mbar_wait(&bar, 0);
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }''', pre=MBAR)
