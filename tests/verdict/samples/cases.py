# Cases for gen.py (docs/verdict-samples.md): the four puzzles written the way NVIDIA's own
# material writes them (CUDA Samples reduction/threadFenceReduction, the Programming Guide's
# cluster examples, the Kepler shuffle and Cooperative Groups blogs, CUTLASS ClusterBarrier,
# CUB/libcu++), correct and with the bugs people make adapting them. All code is my own.
# Every verdict and its reason were written before p34 ran the kernel.
# PG = CUDA C++ Programming Guide; PTX = PTX ISA; CUB = CUB API docs.

FULL = '0xffffffffu'
CLOAD = r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    const unsigned int gi = blockIdx.x * blockDim.x + tid;
    const float v = gi < (unsigned int)size ? input[gi] * (float)(rank + 1) : 0.0f;'''
RLOAD = r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    const unsigned int gi = blockIdx.x * blockDim.x + tid;
    const float v = gi < (unsigned int)size ? input[gi] : 0.0f;'''
LLOAD = RLOAD.replace('const unsigned int rank = block_rank_in_cluster();\n    ', '')
TREE = r'''
    sdata[tid] = v;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }'''
COORD_END = r'''
    cluster_arrive();
    if (tid == 0)
        output[rank] = sdata[0];
    cluster_wait();'''
WSUM_END = r'''
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();'''
RED_END = r'''
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];'''

# ================================================================ coordination
case('c01_reduce2_cg_sync', 'coordination', 'pass',
     'Samples reduce2 (sequential addressing, `cg::sync(cta)` after the load and after every step, every thread reaches each barrier: PG Synchronization Functions / Cooperative Groups thread_block::sync); thread 0 stores between cluster_arrive() and cluster_wait().', CLOAD + r'''
    cg::thread_block cta = cg::this_thread_block();
    sdata[tid] = v;
    cg::sync(cta);
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        cg::sync(cta);
    }''' + COORD_END)

case('c02_reduce3_global_index_times_two', 'coordination', 'fail 1',
     'Samples reduce3 copied with its index `i = blockIdx.x * (blockDim.x * 2) + threadIdx.x` (each block reads 2*blockDim.x inputs, a grid of half the blocks): with p34\'s 4 blocks of 256, block 0 sums inputs 0..511, block 1 512..1023, blocks 2 and 3 read nothing (guarded): every block\'s sum is of the wrong slice, a wrong value.', CLOAD + r'''
    cg::thread_block cta = cg::this_thread_block();
    const unsigned int i = blockIdx.x * (blockDim.x * 2) + tid;
    float mySum = i < (unsigned int)size ? input[i] * (float)(rank + 1) : 0.0f;
    if (i + blockDim.x < (unsigned int)size)
        mySum += input[i + blockDim.x] * (float)(rank + 1);
    sdata[tid] = mySum;
    cg::sync(cta);
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] = mySum = mySum + sdata[tid + s];
        cg::sync(cta);
    }
    (void)v;''' + COORD_END)

WARPRED_VOL = r'''
template <unsigned int blockSize>
__device__ void smp_warp_reduce(volatile float *s, unsigned int tid)
{
    if (blockSize >= 64) s[tid] += s[tid + 32];
    if (blockSize >= 32) s[tid] += s[tid + 16];
    if (blockSize >= 16) s[tid] += s[tid + 8];
    if (blockSize >= 8) s[tid] += s[tid + 4];
    if (blockSize >= 4) s[tid] += s[tid + 2];
    if (blockSize >= 2) s[tid] += s[tid + 1];
}'''
case('c03_warp_reduce_volatile_no_syncwarp', 'coordination', 'fail 1',
     'The pre-Volta unrolled last warp (`warpReduce<blockSize>(volatile T *sdata, tid)`: six `sdata[tid] += sdata[tid + k]` with volatile and no __syncwarp) after a tree down to 64: lane 0 reads s[16] while lane 16 writes it, nothing orders them (PG Independent Thread Scheduling: warp-synchronous code must use __syncwarp; PTX Data races): a data race.', CLOAD + r'''
    sdata[tid] = v;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32)
        smp_warp_reduce<TPB>(sdata, tid);''' + COORD_END, pre=WARPRED_VOL)

case('c04_warp_reduce_syncwarp_split', 'coordination', 'pass',
     'The CUDA 9 fix of the unrolled last warp (Using CUDA Warp-Level Primitives blog / PG Independent Thread Scheduling): each step reads into a register, __syncwarp(), stores, __syncwarp(); all 32 lanes run every step, so every read of a word happens before its write in another lane and every write before the next step\'s reads.', CLOAD + r'''
    sdata[tid] = v;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        float t = sdata[tid];
        for (unsigned int off = 32; off > 0; off >>= 1) {
            t += sdata[tid + off];
            __syncwarp();
            sdata[tid] = t;
            __syncwarp();
        }
    }''' + COORD_END)

REDUCE5 = r'''
template <unsigned int blockSize>
__device__ float smp_reduce5(float *sdata, float mySum, unsigned int tid)
{
    sdata[tid] = mySum;
    __syncthreads();
    if ((blockSize >= 512) && (tid < 256)) sdata[tid] = mySum = mySum + sdata[tid + 256];
    __syncthreads();
    if ((blockSize >= 256) && (tid < 128)) sdata[tid] = mySum = mySum + sdata[tid + 128];
    __syncthreads();
    if ((blockSize >= 128) && (tid < 64)) sdata[tid] = mySum = mySum + sdata[tid + 64];
    __syncthreads();
    if (tid < 32) {
        if (blockSize >= 64) mySum += sdata[tid + 32];
        for (int off = 16; off > 0; off /= 2)
            mySum += __shfl_down_sync(0xffffffffu, mySum, off);
    }
    return mySum;
}'''
case('c05_reduce5_template_128_for_256_threads', 'coordination', 'fail 1',
     'Samples reduce5 (template blockSize, complete unrolling) instantiated as smp_reduce5<128> in a 256-thread block (the host switch picked the wrong case): the `blockSize >= 256` step is compiled out, so values 128..255 never enter the sum: a wrong value (no race: the array is TPB floats).', CLOAD + r'''
    const float total = smp_reduce5<128>(sdata, v, tid);
    cluster_arrive();
    if (tid == 0)
        output[rank] = total;
    cluster_wait();''', pre=REDUCE5)

case('c06_shfl_down_width16_from_offset16', 'coordination', 'fail 1',
     '__shfl_down_sync(mask, v, off, 16) with offsets 16, 8, 4, 2, 1: with width 16 a lane whose source is past its 16-lane segment keeps its own value (PG Warp Shuffle Functions: "the source lane index will not wrap around the value of width, so effectively the upper delta lanes will remain unchanged"), so the first step doubles every value and lanes 16-31 never reach lane 0: lane 0 holds 2 x the sum of lanes 0-15, a wrong value.', CLOAD + r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    float s = v;
    for (int off = 16; off > 0; off >>= 1)
        s += __shfl_down_sync(0xffffffffu, s, off, 16);
    if (lane == 0)
        wsum[warp] = s;''' + WSUM_END)

case('c07_shfl_xor_butterfly_lane31', 'coordination', 'pass',
     'The Kepler blog\'s butterfly (`__shfl_xor_sync(full, v, off)` for 16..1): every lane ends with the warp total (PG Warp Shuffle Functions, xor mode), so lane 31 may store it; block.sync, thread 0 adds the 8 warp sums.', CLOAD + r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    float s = v;
    for (int off = 16; off > 0; off >>= 1)
        s += __shfl_xor_sync(0xffffffffu, s, off);
    if (lane == 31)
        wsum[warp] = s;''' + WSUM_END)

case('c08_cg_reduce_tile16', 'coordination', 'pass',
     'cg::reduce over thread_block_tile<16> (PG Cooperative Groups reduce: every thread of the group gets the result), tile rank 0 stores one of 16 partials indexed by meta_group_rank(); __syncthreads; thread 0 adds the 16.', CLOAD + r'''
    __shared__ float part[TPB / 16];
    cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(cg::this_thread_block());
    const float s = cg::reduce(t16, v, cg::plus<float>());
    if (t16.thread_rank() == 0)
        part[t16.meta_group_rank()] = s;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int p = 0; p < TPB / 16; p++)
            t += part[p];
        output[rank] = t;
    }
    cluster_wait();''', pre='#include <cooperative_groups/reduce.h>')

BASE_COORD = CLOAD + TREE + COORD_END
case('c09_cluster_dims_2_launch_4', 'coordination', 'fail 5',
     'The PG cluster example\'s `__cluster_dims__(2, 1, 1)` kept while p34 launches clusters of 4 through cudaLaunchKernelEx: "If a kernel uses compile-time cluster size, the cluster size cannot be modified when launching the kernel" (PG Thread Block Clusters): the launch fails (exit 5).', BASE_COORD,
     sig='__global__ void __cluster_dims__(2, 1, 1) cluster_coordination_basics(float *output, const float *input, int size)')

case('c10_cluster_dims_1_4_1', 'coordination', 'fail 5',
     '`__cluster_dims__(1, 4, 1)`: 4 blocks per cluster, but along y, while the grid is 4 x 1 x 1 and the launch attribute is (4, 1, 1): the compile-time cluster shape differs from the launch\'s (PG: it cannot be modified at launch) and the grid\'s y extent 1 is not a multiple of 4: a launch error.', BASE_COORD,
     sig='__global__ void __cluster_dims__(1, 4, 1) cluster_coordination_basics(float *output, const float *input, int size)')

case('c11_cluster_dims_one_argument', 'coordination', 'pass',
     '`__cluster_dims__(4)`: the attribute with one argument (y and z default to 1, as nvcc\'s cluster_dims attribute takes one to three), the same shape as the launch, so the launch is valid (PG Thread Block Clusters). Needs nvcc\'s word that one argument is accepted.', BASE_COORD,
     sig='__global__ void __cluster_dims__(4) cluster_coordination_basics(float *output, const float *input, int size)')

case('c12_launch_bounds_max_cluster_rank_2', 'coordination', 'fail 5',
     '`__launch_bounds__(TPB, 1, 2)`: the third argument is maxBlocksPerCluster (PG Launch Bounds, CUDA 12; PTX .maxclusterrank: "the product of the number of CTAs in each cluster dimension specified in any invocation of the kernel is required to be less or equal to that specified in this directive. Otherwise invocation will result in a runtime error or kernel launch failure"). p34 launches clusters of 4 > 2: a launch error. (GPU word wanted.)', BASE_COORD,
     sig='__global__ void __launch_bounds__(TPB, 1, 2) cluster_coordination_basics(float *output, const float *input, int size)')

case('c13_launch_bounds_full', 'coordination', 'pass',
     '`__launch_bounds__(TPB, 2, CLUSTER_SIZE)`: 256 threads per block, 2 blocks per SM wanted, clusters of at most 4: the launch (256 threads, clusters of 4) is within every bound (PG Launch Bounds).', BASE_COORD,
     sig='__global__ void __launch_bounds__(TPB, 2, CLUSTER_SIZE) cluster_coordination_basics(float *output, const float *input, int size)')

case('c14_cub_block_reduce', 'coordination', 'pass',
     'cub::BlockReduce<float, TPB> with its TempStorage in shared memory, Sum() called by every thread; the aggregate is valid in thread 0 only (CUB BlockReduce::Sum: "The return value is undefined in threads other than thread0"), which stores it.', CLOAD + r'''
    using BlockReduce = cub::BlockReduce<float, TPB>;
    __shared__ typename BlockReduce::TempStorage ts;
    const float total = BlockReduce(ts).Sum(v);
    cluster_arrive();
    if (tid == 0)
        output[rank] = total;
    cluster_wait();''', pre='#include <cub/cub.cuh>')

case('c15_cub_block_reduce_reuse_no_sync', 'coordination', 'fail 1',
     'Two BlockReduce calls on one TempStorage back to back (the sum, then a count used as a check) with no __syncthreads() between them: CUB says a barrier is needed before the temp storage is reused (@smemreuse), since the second call\'s warp partials overwrite words the first call\'s thread 0 may still be reading: a shared-memory data race.', CLOAD + r'''
    using BlockReduce = cub::BlockReduce<float, TPB>;
    __shared__ typename BlockReduce::TempStorage ts;
    const float total = BlockReduce(ts).Sum(v);
    const float count = BlockReduce(ts).Sum(1.0f);
    cluster_arrive();
    if (tid == 0)
        output[rank] = count == (float)TPB ? total : -1.0f;
    cluster_wait();''', pre='#include <cub/cub.cuh>')

case('c16_cuda_barrier_block', 'coordination', 'pass',
     'libcu++ cuda::barrier<thread_scope_block> in shared memory, init(&bar, blockDim.x) by thread 0 followed by __syncthreads() (the CCCL/PG pattern: the init must be visible before any arrive), then bar.arrive_and_wait() as the tree\'s barrier (arrive releases, wait acquires at block scope: PG Asynchronous Barrier).', CLOAD + r'''
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    if (tid == 0)
        init(&bar, blockDim.x);
    __syncthreads();
    sdata[tid] = v;
    bar.arrive_and_wait();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        bar.arrive_and_wait();
    }''' + COORD_END, pre='#include <cuda/barrier>')

case('c17_cuda_barrier_init_without_sync', 'coordination', 'fail 1',
     'As c16 without the __syncthreads() after init(): other threads\' arrive_and_wait() may run on a barrier that thread 0 has not initialised yet (PG Asynchronous Barrier: initialise before any thread arrives, e.g. with __syncthreads()); the init and the arrivals are unordered: a data race on the barrier object.', CLOAD + r'''
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    if (tid == 0)
        init(&bar, blockDim.x);
    sdata[tid] = v;
    bar.arrive_and_wait();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        bar.arrive_and_wait();
    }''' + COORD_END, pre='#include <cuda/barrier>')

case('c18_cuda_barrier_count_half_block', 'coordination', 'fail 1',
     'cuda::barrier initialised with an expected count of TPB / 2 while all 256 threads arrive once: the phase completes after the first 128 arrivals (PG Asynchronous Barrier: a phase completes when the pending count reaches zero), so those threads go on while the other 128 may not have stored their values; thread 0 then reads sdata[0..255]: a data race on the late values (no hang: the second 128 arrivals complete the next phase).', CLOAD + r'''
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    if (tid == 0)
        init(&bar, TPB / 2);
    __syncthreads();
    sdata[tid] = v;
    bar.arrive_and_wait();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB; i++)
            t += sdata[i];
        output[rank] = t;
    }
    cluster_wait();''', pre='#include <cuda/barrier>')

case('c19_atomic_ref_block_shared_total', 'coordination', 'pass',
     'cuda::atomic_ref<float, cuda::thread_scope_block> on a __shared__ total zeroed by thread 0 before __syncthreads(); every thread fetch_add(v, relaxed) (atomic at block scope among the block\'s threads: libcu++ atomic_ref); a second __syncthreads orders all adds before thread 0\'s plain read. Float sum in any order is within the bound.', CLOAD + r'''
    __shared__ float total;
    if (tid == 0)
        total = 0.0f;
    __syncthreads();
    cuda::atomic_ref<float, cuda::thread_scope_block> ref(total);
    ref.fetch_add(v, cuda::std::memory_order_relaxed);
    __syncthreads();
    cluster_arrive();
    if (tid == 0)
        output[rank] = total;
    cluster_wait();''', pre='#include <cuda/atomic>')

case('c20_threadfence_block_as_barrier', 'coordination', 'fail 1',
     'Every thread stores its value and calls __threadfence_block(), then thread 0 sums sdata without a __syncthreads(): a fence orders one thread\'s own accesses, it does not wait for other threads (PG Memory Fence Functions: "a fence does not synchronize"), so thread 0 reads values other warps may not have stored: a data race.', CLOAD + r'''
    sdata[tid] = v;
    __threadfence_block();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB; i++)
            t += sdata[i];
        output[rank] = t;
    }
    cluster_wait();''')

# ================================================================ reduction
REDUCE6 = r'''
template <unsigned int blockSize, bool nIsPow2>
__device__ float smp_reduce6(const float *in, unsigned int n, unsigned int blk, unsigned int nblk, float *sdata)
{
    const unsigned int tid = threadIdx.x;
    unsigned int gridSize = blockSize * 2 * nblk;
    unsigned int i = blk * blockSize * 2 + tid;
    float mySum = 0.0f;
    while (i < n) {
        mySum += in[i];
        if (nIsPow2 || i + blockSize < n)
            mySum += in[i + blockSize];
        i += gridSize;
    }
    sdata[tid] = mySum;
    __syncthreads();
    if ((blockSize >= 512) && (tid < 256)) sdata[tid] = mySum = mySum + sdata[tid + 256];
    __syncthreads();
    if ((blockSize >= 256) && (tid < 128)) sdata[tid] = mySum = mySum + sdata[tid + 128];
    __syncthreads();
    if ((blockSize >= 128) && (tid < 64)) sdata[tid] = mySum = mySum + sdata[tid + 64];
    __syncthreads();
    if (tid < 32) {
        if (blockSize >= 64) mySum += sdata[tid + 32];
        for (int off = 16; off > 0; off /= 2)
            mySum += __shfl_down_sync(0xffffffffu, mySum, off);
    }
    return mySum;
}'''
case('r01_reduce6_grid_stride_cluster', 'reduction', 'pass',
     'Samples reduce6 (template blockSize and nIsPow2, two loads per thread over a grid-stride loop of 2 x blockSize x blocks) with the cluster\'s 4 blocks: block 0 covers inputs 0..511, block 1 512..1023, blocks 2-3 add nothing; tree with __syncthreads and a full-mask shuffle tail; thread 0 stores temp_storage[rank]; cluster_sync() (release/acquire: PTX barrier.cluster) before rank 0 thread 0 sums the four. Integer sums, exact.', r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float total = smp_reduce6<TPB, true>(input, (unsigned int)size, rank, CLUSTER_SIZE, sdata);
    if (tid == 0)
        temp_storage[rank] = total;
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=REDUCE6)

case('r02_reduce7_ballot_mask_shfl_from_16', 'reduction', 'fail 1',
     'Samples reduce7 for float: warp sums by full-mask shuffles, then the 8 warp sums reduced by lanes 0-7 with `__shfl_down_sync(ballot, v, off)` for off = 16..1 where ballot = __ballot_sync(full, tid < 8). At off 16 and 8, lane 0 reads lanes 16 and 8, which are inactive and outside the mask: "If the target thread is inactive, the retrieved value is undefined" (PG Warp Shuffle Functions; cuda-samples issue #398), and that value reaches lane 0\'s sum: wrong by the rules. (A GPU that returns 0 for inactive lanes prints the right number.)', RLOAD + r'''
    float s = v;
    for (int off = 16; off > 0; off >>= 1)
        s += __shfl_down_sync(0xffffffffu, s, off);
    if (lane == 0)
        sdata[warp] = s;
    __syncthreads();
    const unsigned int extent = TPB / WARP_SIZE;
    const unsigned int ballot = __ballot_sync(0xffffffffu, tid < extent);
    if (tid < extent) {
        s = sdata[tid];
        for (int off = 16; off > 0; off >>= 1)
            s += __shfl_down_sync(ballot, s, off);
    }
    if (tid == 0)
        temp_storage[rank] = s;
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r03_reduce7_reduce_add_sync_int', 'reduction', 'pass',
     'reduce7\'s sm_80 integer path: __reduce_add_sync(full, int) per warp, lane 0 stores, __syncthreads, then __reduce_add_sync(ballot, int) over lanes 0-7 only (redux.sync over exactly the lanes of the mask, all of which call it: PG Warp Reduce Functions). Inputs are integers, block sums < 2^24: exact as float.', RLOAD + r'''
    __shared__ int isum[TPB / WARP_SIZE];
    int s = __reduce_add_sync(0xffffffffu, (int)v);
    if (lane == 0)
        isum[warp] = s;
    __syncthreads();
    const unsigned int extent = TPB / WARP_SIZE;
    const unsigned int ballot = __ballot_sync(0xffffffffu, tid < extent);
    if (tid < extent)
        s = __reduce_add_sync(ballot, isum[tid]);
    if (tid == 0)
        temp_storage[rank] = (float)s;
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r04_reduce7_offsets_from_extent', 'reduction', 'pass',
     'The fix of r02: the second stage\'s offsets start at extent / 2 = 4. Lanes 4-7 still read lanes 8-11 (outside the mask: undefined values), but lane 0\'s result combines only lanes 0-7 (l0+l4, l2+l6 into l0; l1+l5, l3+l7 into l1; then l0+l2, l0+l1): the undefined values never reach it (PG: an undefined value, not undefined behaviour).', RLOAD + r'''
    float s = v;
    for (int off = 16; off > 0; off >>= 1)
        s += __shfl_down_sync(0xffffffffu, s, off);
    if (lane == 0)
        sdata[warp] = s;
    __syncthreads();
    const unsigned int extent = TPB / WARP_SIZE;
    const unsigned int ballot = __ballot_sync(0xffffffffu, tid < extent);
    if (tid < extent) {
        s = sdata[tid];
        for (unsigned int off = extent / 2; off > 0; off >>= 1)
            s += __shfl_down_sync(ballot, s, off);
    }
    if (tid == 0)
        temp_storage[rank] = s;
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

DSMEM_HEAD = RLOAD + TREE + r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float bsum;
    if (tid == 0)
        bsum = sdata[0];
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); r++)
            t += *cluster.map_shared_rank(&bsum, r);
        output[0] = t;
    }'''
case('r05_dsmem_block_sums_two_syncs', 'reduction', 'pass',
     'The PG distributed-shared-memory pattern: each block\'s sum in its own __shared__ bsum, cluster.sync() (all blocks started, stores visible: PG Distributed Shared Memory), rank 0 thread 0 reads the four through cluster.map_shared_rank, then a second cluster.sync() so no block exits while its shared memory is still read ("ensure all distributed shared memory operations are completed before a thread block exits").', DSMEM_HEAD + r'''
    cluster.sync();''')

case('r06_dsmem_no_trailing_sync', 'reduction', 'fail 5',
     'As r05 without the trailing cluster.sync(): blocks 1-3 may exit while rank 0 still reads their bsum through map_shared_rank (PG Distributed Shared Memory: shared memory of an exited block may not be accessed); an access to an exited block\'s shared memory is an illegal address (exit 5).', DSMEM_HEAD)

CUTE = r'''
__device__ __forceinline__ void smp_cluster_arrive_relaxed()
{
    asm volatile("barrier.cluster.arrive.relaxed.aligned;\n" : : : "memory");
}
__device__ __forceinline__ void smp_cluster_arrive()
{
    asm volatile("barrier.cluster.arrive.aligned;\n" : : : "memory");
}
__device__ __forceinline__ void smp_cluster_wait()
{
    asm volatile("barrier.cluster.wait.aligned;\n" : : : "memory");
}
__device__ __forceinline__ void smp_mbar_init(unsigned long long *bar, unsigned int count)
{
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" : : "r"((unsigned int)__cvta_generic_to_shared(bar)), "r"(count) : "memory");
}
__device__ __forceinline__ void smp_mbar_arrive_on(unsigned long long *bar, unsigned int cta)
{
    unsigned int remote;
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;\n" : "=r"(remote) : "r"((unsigned int)__cvta_generic_to_shared(bar)), "r"(cta));
    asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];\n" : : "r"(remote) : "memory");
}
__device__ __forceinline__ void smp_mbar_wait(unsigned long long *bar, unsigned int parity)
{
    unsigned int done = 0;
    while (!done)
        asm volatile("{\n\t.reg .pred p;\n\tmbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 p, [%1], %2;\n\tselp.u32 %0, 1, 0, p;\n\t}\n"
                     : "=r"(done) : "r"((unsigned int)__cvta_generic_to_shared(bar)), "r"(parity) : "memory");
}
__device__ float smp_second[CLUSTER_SIZE];'''
TWO_ROUNDS = RLOAD + r'''
    sdata[tid] = v;
    __syncthreads();
    __shared__ __align__(8) unsigned long long bar;
    if (rank == 0 && tid == 0) {
        smp_mbar_init(&bar, CLUSTER_SIZE);
        asm volatile("fence.mbarrier_init.release.cluster;\n" : : : "memory");
    }
    smp_cluster_arrive_relaxed();
    smp_cluster_wait();
    if (tid == 0) {
        float lo = 0.0f, hi = 0.0f;
        for (int i = 0; i < TPB / 2; i++) lo += sdata[i];
        for (int i = TPB / 2; i < TPB; i++) hi += sdata[i];
        temp_storage[rank] = lo;
        smp_mbar_arrive_on(&bar, 0);           // round 1: phase 0
        smp_second[rank] = hi;
        smp_mbar_arrive_on(&bar, 0);           // round 2: phase 1
    }
    if (rank == 0 && tid == 0) {
        smp_mbar_wait(&bar, 0);
        float t = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
        smp_mbar_wait(&bar, PARITY2);
        t += smp_second[0] + smp_second[1] + smp_second[2] + smp_second[3];
        output[0] = t;
    }
    smp_cluster_arrive();
    smp_cluster_wait();'''
case('r07_cluster_barrier_two_phases', 'reduction', 'fail 1',
     'TRUTH CORRECTED AFTER THE RUN (my error; was pass): the rounds are not separated, so a block may make its round-2 arrive before other blocks\'s round-1 arrives; phase 0 can then complete with a mix of rounds (rank 0 reads temp_storage[] not yet stored: a data race), and if both phases complete before rank 0 waits, the current phase is 2 (parity 0) and its parity-0 wait never returns (a hang). p34 was right (4 4 4 1). Original reasoning: A CUTLASS ClusterBarrier-style mbarrier in rank 0 (count 4, fence.mbarrier_init.release.cluster, relaxed cluster arrive + wait before use) used for two rounds: every block\'s thread 0 publishes the low-half sum and arrives (phase 0), then the high-half sum in a __device__ array and arrives again (phase 1). Rank 0 waits parity 0, reads, then waits parity 1 (the CUTLASS phase flip), reads. Each arrive is .release.cluster and each wait .acquire.cluster (PTX mbarrier: try_wait.parity waits for the completion of the phase with that parity). A final cluster barrier keeps rank 0\'s shared memory alive. Integer sums: exact.', TWO_ROUNDS.replace('PARITY2', '1'), pre=CUTE)

case('r08_cluster_barrier_second_wait_same_parity', 'reduction', 'fail 1',
     '(Wrong for r07\'s reasons too: rounds not separated; a hang or a race.) As r07 but the second wait reuses parity 0 (the phase bit not flipped, a common CUTLASS-port mistake): phase 0 has completed, so try_wait.parity 0 succeeds at once (PTX mbarrier.try_wait.parity: true when the phase of that parity has completed) and rank 0 reads smp_second[1..3] with nothing ordering the peers\' stores before it: a data race on smp_second.', TWO_ROUNDS.replace('PARITY2', '0'), pre=CUTE)

SEPARATED = RLOAD + r"""
    sdata[tid] = v;
    __syncthreads();
    __shared__ __align__(8) unsigned long long bar;
    if (rank == 0 && tid == 0) {
        smp_mbar_init(&bar, CLUSTER_SIZE);
        asm volatile("fence.mbarrier_init.release.cluster;\n" : : : "memory");
    }
    smp_cluster_arrive_relaxed();
    smp_cluster_wait();
    float lo = 0.0f, hi = 0.0f, t = 0.0f;
    if (tid == 0) {
        for (int i = 0; i < TPB / 2; i++) lo += sdata[i];
        for (int i = TPB / 2; i < TPB; i++) hi += sdata[i];
        temp_storage[rank] = lo;
        smp_mbar_arrive_on(&bar, 0);           // round 1: phase 0
    }
    if (rank == 0 && tid == 0) {
        smp_mbar_wait(&bar, 0);
        t = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }
    smp_cluster_arrive();                      // round 1 is over in every block
    smp_cluster_wait();
    if (tid == 0) {
        smp_second[rank] = hi;
        smp_mbar_arrive_on(&bar, 0);           // round 2: phase 1
    }
    if (rank == 0 && tid == 0) {
        smp_mbar_wait(&bar, PARITY2);
        t += smp_second[0] + smp_second[1] + smp_second[2] + smp_second[3];
        output[0] = t;
    }
    smp_cluster_arrive();
    smp_cluster_wait();"""
case('r17_cluster_barrier_rounds_separated', 'reduction', 'pass',
     'Written after r07 ran (truth before its run): as r07, but a cluster barrier after round 1 (which rank 0 reaches only after its phase-0 wait), so no round-2 arrive can precede the completion of phase 0; rank 0 waits parity 0, then parity 1 (PTX mbarrier.try_wait.parity: true once the phase of that parity has completed; after phase 1 the current phase is 2). Release/acquire at cluster scope orders the stores; a final cluster barrier keeps rank 0 alive.', SEPARATED.replace('PARITY2', '1'), pre=CUTE)

case('r18_cluster_barrier_rounds_separated_same_parity', 'reduction', 'fail 1',
     'Written after r07 ran (truth before its run): r17 with the second wait on parity 0 (the phase bit not flipped). While phase 1 is incomplete the current phase has parity 1, so waiting parity 0 succeeds at once and rank 0 reads smp_second[] the peers may not have stored (a data race); if all four round-2 arrives land first, the current phase is 2 (parity 0) and the wait never returns (a hang, exit 4). Either way wrong; exit 1 or 4 are both right verdicts.', SEPARATED.replace('PARITY2', '0'), pre=CUTE)

DSMEM_ATOM = RLOAD + TREE + r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float total;
    if (tid == 0)
        total = 0.0f;
    cluster.sync();
    if (tid == 0)
        ATOMIC(cluster.map_shared_rank(&total, 0), sdata[0]);
    cluster.sync();
    if (rank == 0 && tid == 0)
        output[0] = total;'''
case('r09_atomic_add_block_on_dsmem', 'reduction', 'fail 1',
     'Each block\'s thread 0 adds its sum into rank 0\'s shared `total` through map_shared_rank with atomicAdd_block ("it is shared memory, so block scope"): a _block atomic is atomic only with respect to threads of the same block (PG Atomic Functions, scoped atomics; PTX: .cta-scope atomics of different CTAs are not morally strong), so the four adds from four blocks race: a data race (a lost update possible).', DSMEM_ATOM.replace('ATOMIC', 'atomicAdd_block'))

case('r10_atomic_add_on_dsmem', 'reduction', 'pass',
     'As r09 with atomicAdd (device scope, which includes the cluster): the four remote adds are atomic with each other; the zero is ordered before them and they before rank 0\'s read by the two cluster.sync() calls (PG Distributed Shared Memory histogram does the same with atomicAdd).', DSMEM_ATOM.replace('ATOMIC', 'atomicAdd'))

case('r11_nv_atomic_cluster_scope_on_dsmem', 'reduction', 'pass',
     'As r09 with __nv_atomic_fetch_add(p, v, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_CLUSTER) (PG: the cluster scope covers all threads of the cluster): the four adds are atomic with each other; ordering by the two cluster.sync() calls.', DSMEM_ATOM.replace('ATOMIC(cluster.map_shared_rank(&total, 0), sdata[0])', '__nv_atomic_fetch_add(cluster.map_shared_rank(&total, 0), sdata[0], __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_CLUSTER)'))

case('r12_thread0_of_every_block_writes', 'reduction', 'fail 1',
     'After cluster_sync() `if (tid == 0) output[0] = sum of temp_storage` in every block: four threads store output[0] with nothing ordering them (SPEC: one writer per output; PTX Data races: conflicting plain stores, even of equal values).', RLOAD + TREE + r'''
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    cluster_sync();
    if (tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r13_cluster_thread_rank_writer', 'reduction', 'pass',
     'The one writer chosen as `cg::this_cluster().thread_rank() == 0` (PG Cooperative Groups cluster_group::thread_rank: the rank in the whole cluster, unique), after cluster.sync().', RLOAD + TREE + r'''
    cg::cluster_group cluster = cg::this_cluster();
    if (tid == 0)
        temp_storage[cluster.block_rank()] = sdata[0];
    cluster.sync();
    if (cluster.thread_rank() == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r14_cub_block_reduce_cluster', 'reduction', 'pass',
     'cub::BlockReduce Sum (valid in thread 0), thread 0 stores temp_storage[rank], cluster_sync, rank 0 thread 0 sums: CUB contract respected, cluster barrier orders the partials.', RLOAD + r'''
    using BlockReduce = cub::BlockReduce<float, TPB>;
    __shared__ typename BlockReduce::TempStorage ts;
    const float bs = BlockReduce(ts).Sum(v);
    if (tid == 0)
        temp_storage[rank] = bs;
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre='#include <cub/cub.cuh>')

case('r15_cluster_dims_num_blocks_loop', 'reduction', 'pass',
     '`__cluster_dims__(CLUSTER_SIZE, 1, 1)` on the kernel (same as the launch: PG Thread Block Clusters), rank from cluster.block_rank(), rank 0 sums cluster.num_blocks() partials after cluster.sync().', RLOAD + TREE + r'''
    cg::cluster_group cluster = cg::this_cluster();
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); r++)
            t += temp_storage[r];
        output[0] = t;
    }''', sig='__global__ void __cluster_dims__(CLUSTER_SIZE, 1, 1) cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)')

case('r16_samples_cg_reduce_kernel', 'reduction', 'pass',
     'The samples\' cg_reduce kernel: a loop `while (ctaIndex >= 32) { cta.sync(); if (rank < ctaIndex) { v += sdata[rank + ctaIndex]; sdata[rank] = v; } ctaIndex >>= 1; }` (a barrier before each step), a final cta.sync(), then cg::reduce over tile 0 (meta_group_rank 0) : after the ci = 32 step lanes 0-31 hold the whole block in 32 running sums, which cg::reduce adds (PG Cooperative Groups reduce). Exact integer sums. Then cluster partials as the reference.', RLOAD + r'''
    cg::thread_block cta = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cta);
    float tv = v;
    sdata[tid] = tv;
    for (unsigned int ci = TPB >> 1; ci >= 32; ci >>= 1) {
        cta.sync();
        if (tid < ci) {
            tv += sdata[tid + ci];
            sdata[tid] = tv;
        }
    }
    cta.sync();
    if (tile.meta_group_rank() == 0)
        tv = cg::reduce(tile, tv, cg::plus<float>());
    if (tid == 0)
        temp_storage[rank] = tv;
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre='#include <cooperative_groups/reduce.h>')

# ================================================================ advanced
ALOAD = CLOAD.replace('__shared__ float sdata[TPB];', '__shared__ float sdata[TPB];\n    __shared__ float wsum[TPB / WARP_SIZE];')
case('a01_shfl_down_lane0_store', 'advanced', 'pass',
     'The Kepler blog\'s warpReduceSum (full-mask __shfl_down_sync 16..1; lane 0 holds the warp total: PG Warp Shuffle Functions), lane 0 stores the warp sum, __syncthreads, thread 0 sums 8 between arrive and wait. (The elected-lane wording of the puzzle is about who sums; values and rules are met.)', ALOAD + r'''
    float s = v;
    for (int off = WARP_SIZE / 2; off > 0; off /= 2)
        s += __shfl_down_sync(0xffffffffu, s, off);
    if (lane == 0)
        wsum[warp] = s;''' + WSUM_END)

case('a02_shfl_xor_elected_store', 'advanced', 'pass',
     'Butterfly __shfl_xor_sync: every lane holds the warp total, so whichever lane elect.sync picks (PTX elect.sync: unspecified but one per warp) stores the right value.', ALOAD + r'''
    float s = v;
    for (int off = 16; off > 0; off >>= 1)
        s += __shfl_xor_sync(0xffffffffu, s, off);
    if (elect_one_sync())
        wsum[warp] = s;''' + WSUM_END)

case('a03_cg_reduce_elected_store', 'advanced', 'pass',
     'cg::reduce over tiled_partition<32> gives every lane the total (PG Cooperative Groups reduce), so the elected lane\'s store is right whatever lane it is.', ALOAD + r'''
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
    const float s = cg::reduce(tile, v, cg::plus<float>());
    if (elect_one_sync())
        wsum[warp] = s;''' + WSUM_END, pre='#include <cooperative_groups/reduce.h>')

case('a04_cub_warp_reduce_elected_store', 'advanced', 'fail 1',
     'cub::WarpReduce<float>::Sum, then the elected lane stores the result: CUB defines the aggregate only in lane 0 ("The return value is undefined in threads other than warp-lane0"), and elect.sync does not promise lane 0 (PTX elect.sync): by the rules the stored value is undefined: wrong (a GPU electing lane 0 prints the right numbers).', ALOAD + r'''
    using WarpReduce = cub::WarpReduce<float>;
    __shared__ typename WarpReduce::TempStorage wts[TPB / WARP_SIZE];
    const float s = WarpReduce(wts[warp]).Sum(v);
    if (elect_one_sync())
        wsum[warp] = s;''' + WSUM_END, pre='#include <cub/cub.cuh>')

case('a05_cub_warp_reduce_lane0', 'advanced', 'pass',
     'cub::WarpReduce<float>::Sum with one TempStorage per warp (CUB), lane 0 stores the aggregate (the lane CUB defines it in).', ALOAD + r'''
    using WarpReduce = cub::WarpReduce<float>;
    __shared__ typename WarpReduce::TempStorage wts[TPB / WARP_SIZE];
    const float s = WarpReduce(wts[warp]).Sum(v);
    if (lane == 0)
        wsum[warp] = s;''' + WSUM_END, pre='#include <cub/cub.cuh>')

case('a06_cluster_arrive_as_block_barrier', 'advanced', 'fail 1',
     'Elected lanes sum their warps into wsum, then cluster_arrive() and thread 0 reads the 8 warp sums at once, as if the arrive were a barrier: barrier.cluster.arrive does not wait (PTX barrier.cluster: arrive marks arrival, only wait blocks), and no __syncthreads() separates the stores from thread 0\'s reads: a data race on wsum.', ALOAD + r'''
    sdata[tid] = v;
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sdata[warp * WARP_SIZE + i];
        wsum[warp] = s;
    }
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('a07_cluster_arrive_wait_then_read', 'advanced', 'pass',
     'As a06 but thread 0 reads wsum after cluster_wait(): the wait returns only when every thread of the cluster (this block\'s too) has arrived, arrive is a release and wait an acquire (PTX barrier.cluster defaults), so the elected lanes\' stores happen before the reads. No distributed shared memory, so no barrier is needed after it.', ALOAD + r'''
    sdata[tid] = v;
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sdata[warp * WARP_SIZE + i];
        wsum[warp] = s;
    }
    cluster_arrive();
    cluster_wait();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += wsum[w];
        output[rank] = t;
    }''')

case('a08_reduce_add_sync_truncates', 'advanced', 'fail 1',
     'The sm_80 `__reduce_add_sync` used for the float sums through `(int)v`: it exists for int/unsigned only (PG Warp Reduce Functions), the cast truncates each scaled value (0.02 .. 3.92) toward zero: a wrong value.', ALOAD + r'''
    const int s = __reduce_add_sync(0xffffffffu, (int)v);
    if (elect_one_sync())
        wsum[warp] = (float)s;''' + WSUM_END)

case('a09_reduce_add_sync_fixed_point', 'advanced', 'pass',
     '__reduce_add_sync on fixed-point integers: every input is k x 0.02 (k = i % 50), so lrintf(v * 50) = k x (rank + 1) exactly; the warp\'s integer total is exact in every lane (redux.sync: PG Warp Reduce Functions), the elected lane stores total / 50 (one rounding); thread 0 sums 8 floats: within the float32 bound.', ALOAD + r'''
    const int s = __reduce_add_sync(0xffffffffu, (int)lrintf(v * 50.0f));
    if (elect_one_sync())
        wsum[warp] = (float)s / 50.0f;''' + WSUM_END)

case('a10_elected_atomic_into_block_total', 'advanced', 'pass',
     'Thread 0 zeroes a __shared__ block total before a __syncthreads(); each elected lane sums its warp from shared memory and atomicAdds it into the total (PG Atomic Functions); __syncthreads orders the adds before thread 0\'s read, which is between arrive and wait.', ALOAD + r'''
    __shared__ float block_total;
    sdata[tid] = v;
    if (tid == 0)
        block_total = 0.0f;
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sdata[warp * WARP_SIZE + i];
        atomicAdd(&block_total, s);
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0)
        output[rank] = block_total;
    cluster_wait();''')

# ================================================================ last-block
LB_TREE = LLOAD + TREE
LB_MERGE = r'''
        float s = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x)
            s += partials[b];
        sdata[tid] = s;
        __syncthreads();
        for (unsigned int st = blockDim.x / 2; st > 0; st >>= 1) {
            if (tid < st)
                sdata[tid] += sdata[tid + st];
            __syncthreads();
        }'''
def tfr(ticket, last, reset, wfence='__threadfence();', rfence='__threadfence();', pre_store=True):
    store = '        partials[blockIdx.x] = sdata[0];\n' if pre_store else ''
    post = '' if pre_store else '        partials[blockIdx.x] = sdata[0];\n'
    return LB_TREE + r'''
    __shared__ bool amLast;
    if (tid == 0) {
''' + store + '        ' + wfence + '\n        const unsigned int ticket = ' + ticket + ';\n' + post + '        amLast = (' + last + ''');
        ''' + rfence + r'''
    }
    __syncthreads();
    if (amLast) {''' + LB_MERGE + r'''
        if (tid == 0) {
            output[0] = sdata[0];
''' + reset + r'''
        }
    }'''

case('l01_tfr_atomicinc_griddim_reset', 'last-block', 'pass',
     'threadFenceReduction as the samples write it: thread 0 stores the partial, __threadfence(), `atomicInc(&count, gridDim.x)` (tickets 0..255: PG atomicInc stores ((old >= val) ? 0 : old + 1)), amLast = ticket == gridDim.x - 1, a reader fence, __syncthreads broadcast; the last block merges and resets the counter with a plain store (every ticket taken by then).',
     tfr('atomicInc(counter, gridDim.x)', 'ticket == gridDim.x - 1', '            *counter = 0;'))

case('l02_atomicinc_griddim_relies_on_wrap', 'last-block', 'fail 1',
     'As l01 with the reset dropped because "atomicInc wraps": with limit gridDim.x the 256th ticket (old 255 < 256) stores 256, it does not wrap (PG atomicInc wraps to 0 only when old >= val). Launch 1 is right and leaves 256; launch 2\'s tickets are 256 (stores 0), 0, 1, ..., 254: none is 255, output[0] is not written in launch 2 (and the counter is not 0: SPEC).',
     tfr('atomicInc(counter, gridDim.x)', 'ticket == gridDim.x - 1', ''))

case('l03_atomicinc_wrap_off_by_one_test', 'last-block', 'fail 1',
     'atomicInc(counter, gridDim.x - 1) (self-resetting: tickets 0..255, the 256th leaves 0) but the last block tested as `ticket == gridDim.x`: no ticket is 256, so no block merges: output[0] not written.',
     tfr('atomicInc(counter, gridDim.x - 1)', 'ticket == gridDim.x', ''))

case('l04_atomic_ref_acq_rel_ticket', 'last-block', 'pass',
     'cuda::atomic_ref<unsigned, thread_scope_device>::fetch_add(1, acq_rel) as the ticket, no separate fences: the RMW releases thread 0\'s partial store and acquires the earlier tickets\' (libcu++ / PTX atom.acq_rel.gpu: release sequence through the RMW chain); __syncthreads carries the acquire to the block; the last block resets with ref.store(0, relaxed).',
     tfr('cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*counter).fetch_add(1u, cuda::std::memory_order_acq_rel)', 'ticket == gridDim.x - 1',
         '            cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*counter).store(0u, cuda::std::memory_order_relaxed);', wfence='', rfence=''), pre='#include <cuda/atomic>')

case('l05_atomic_ref_relaxed_ticket', 'last-block', 'fail 1',
     'As l04 with memory_order_relaxed and no fences: a relaxed RMW orders nothing else (PTX Memory Consistency Model), so the last block\'s reads of partials[] are not ordered after the other blocks\' stores: a data race on partials.',
     tfr('cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*counter).fetch_add(1u, cuda::std::memory_order_relaxed)', 'ticket == gridDim.x - 1',
         '            cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*counter).store(0u, cuda::std::memory_order_relaxed);', wfence='', rfence=''), pre='#include <cuda/atomic>')

case('l06_threadfence_block_for_the_grid', 'last-block', 'fail 1',
     'threadFenceReduction with __threadfence_block() in place of __threadfence() on both sides: a CTA-scope fence orders only for threads of the same block (PG Memory Fence Functions; PTX fence.cta), so the partials of other blocks are not released to the last block: a data race on partials.',
     tfr('atomicAdd(counter, 1u)', 'ticket == gridDim.x - 1', '            *counter = 0;', wfence='__threadfence_block();', rfence='__threadfence_block();'))

case('l07_ticket_before_partial_store', 'last-block', 'fail 1',
     'Thread 0 takes the ticket and only then stores the partial (fence, atomicAdd, store, fence): the last block may read a partial that its block has not stored yet; the store is not ordered before the ticket that released it (PTX: release covers accesses before the fence): a data race on partials (a NaN can be read).',
     tfr('atomicAdd(counter, 1u)', 'ticket == gridDim.x - 1', '            *counter = 0;', pre_store=False))

case('l08_reduce6_index_without_times_two', 'last-block', 'fail 1',
     'reduce6\'s nIsPow2 path adapted with `i = blockIdx.x * blockSize + tid` (the factor 2 forgotten) and the second load in[i + blockSize] kept: block b adds inputs [256b, 256b + 512), so every input but the first 256 is counted twice (the last block\'s second load is past n and guarded): a wrong value.', LLOAD + r'''
    float mySum = 0.0f;
    unsigned int i = blockIdx.x * TPB + tid;
    const unsigned int gridSize = TPB * 2 * gridDim.x;
    while (i < (unsigned int)size) {
        mySum += input[i];
        if (i + TPB < (unsigned int)size)
            mySum += input[i + TPB];
        i += gridSize;
    }
    (void)v;
    sdata[tid] = mySum;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        partials[blockIdx.x] = sdata[0];
    if (is_last_block(counter)) {''' + LB_MERGE + r'''
        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }''')

case('l09_cub_block_reduce_both_levels', 'last-block', 'pass',
     'cub::BlockReduce for the block partial (thread 0 stores it) and again in the last block for the 256 partials; the two uses of the TempStorage are separated by the __syncthreads() inside is_last_block (CUB @smemreuse); the reference ticket (fences, atomicAdd, broadcast); reset by the last block.', LLOAD + r'''
    using BlockReduce = cub::BlockReduce<float, TPB>;
    __shared__ typename BlockReduce::TempStorage ts;
    const float bs = BlockReduce(ts).Sum(v);
    if (tid == 0)
        partials[blockIdx.x] = bs;
    if (is_last_block(counter)) {
        const float p = tid < gridDim.x ? partials[tid] : 0.0f;
        const float total = BlockReduce(ts).Sum(p);
        if (tid == 0) {
            output[0] = total;
            *counter = 0;
        }
    }''', pre='#include <cub/cub.cuh>')

case('l10_shared_ticket_counter', 'last-block', 'fail 1',
     'The retirement count declared `__shared__ unsigned int count` (one per block, never initialised) instead of using the global counter: each block draws from its own undefined counter, so the ticket is garbage and no block can count the grid (PG: shared memory is per block and not initialised): the output is not written (or written by a wrong block).',
     tfr('atomicAdd(&smp_count, 1u)', 'ticket == gridDim.x - 1', '            smp_count = 0;').replace('    __shared__ bool amLast;', '    __shared__ bool amLast;\n    __shared__ unsigned int smp_count;'))

case('l11_thread0_merges_alone', 'last-block', 'pass',
     'The simplest ticket: thread 0 stores the partial, __threadfence(), atomicAdd; if it is last it fences again and alone sums the 256 partials serially, writes output[0] and resets the counter; no broadcast needed since no other thread reads anything (PG Memory Fence Functions example, reduced to one thread).', LB_TREE + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        if (ticket == gridDim.x - 1) {
            __threadfence();
            float t = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++)
                t += partials[b];
            output[0] = t;
            *counter = 0;
        }
    }''')

case('l12_samples_cg_grid_stride_tile_reduce', 'last-block', 'pass',
     'The samples\' cg_reduce shape for the partial (grid-stride load: one pass, since 256 x 256 = n; tree down to 32 with cta.sync() before each step; cg::reduce in tile 0), then the reference ticket, and the last block merges with the same shape.', LLOAD + r'''
    cg::thread_block cta = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cta);
    float tv = 0.0f;
    for (unsigned int i = blockIdx.x * blockDim.x + tid; i < (unsigned int)size; i += blockDim.x * gridDim.x)
        tv += input[i];
    (void)v;
    sdata[tid] = tv;
    for (unsigned int ci = TPB >> 1; ci >= 32; ci >>= 1) {
        cta.sync();
        if (tid < ci) {
            tv += sdata[tid + ci];
            sdata[tid] = tv;
        }
    }
    cta.sync();
    if (tile.meta_group_rank() == 0)
        tv = cg::reduce(tile, tv, cg::plus<float>());
    if (tid == 0)
        partials[blockIdx.x] = tv;
    if (is_last_block(counter)) {
        float p = partials[tid];
        sdata[tid] = p;
        for (unsigned int ci = TPB >> 1; ci >= 32; ci >>= 1) {
            cta.sync();
            if (tid < ci) {
                p += sdata[tid + ci];
                sdata[tid] = p;
            }
        }
        cta.sync();
        if (tile.meta_group_rank() == 0)
            p = cg::reduce(tile, p, cg::plus<float>());
        if (tid == 0) {
            output[0] = p;
            *counter = 0;
        }
    }''', pre='#include <cooperative_groups/reduce.h>')
