# Cases for gen.py: idioms mined from public CUDA code, each ported in p34's own words into
# one puzzle kernel (the sync structure, fences, counters, indexing, types, volatile use and
# loop shapes of the idiom kept). The true verdict was written here, from the CUDA C++
# Programming Guide (PG) and the PTX ISA, before p34 ran the kernel.
# PG sections: Distributed Shared Memory (6.2.5 in the 13.x guide), Memory Fence Functions
# (with its single-pass sum example), Synchronization Functions, Warp Shuffle Functions,
# Warp Vote Functions, Independent Thread Scheduling (compute capability 7.x: warp-synchronous
# code needs __syncwarp), Shared Memory (extern __shared__ takes its size from the launch).
# PTX: Memory Consistency Model (data race: two conflicting accesses not ordered by causality,
# at least one not morally strong), barrier.cluster, elect.sync, shfl.sync, exit.

RED_TREE = r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = i < (unsigned)size ? input[i] : 0.0f;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
'''
RED_TAIL = r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }
'''

# ------------------------------------------------- (1) clusters and distributed shared memory
HIST_SRC = 'the Programming Guide\'s distributed-shared-memory histogram (clusterHist_kernel; copies in sukeya/cuda_programming_guide_jp and yayueLaurazhou/flashinfer-bench)'

case('w01_pg_hist_extern', 'reduction', 'fail 5', HIST_SRC,
     'The histogram keeps its bins in `extern __shared__` memory sized by the launch\'s third <<<>>> argument; p34 launches with 0 dynamic bytes (SPEC), so zeroing smem[0] is already out of bounds (PG Shared Memory / Execution Configuration): a fault.', r'''
    extern __shared__ float smem[];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int bins_per_block = 1;
    for (int b = threadIdx.x; b < bins_per_block; b += blockDim.x)
        smem[b] = 0.0f;
    cluster.sync();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const int bin = gi % CLUSTER_SIZE;
    float *dst = cluster.map_shared_rank(smem, bin / bins_per_block);
    atomicAdd(dst + bin % bins_per_block, gi < size ? input[gi] : 0.0f);
    cluster.sync();
    if (threadIdx.x == 0)
        temp_storage[rank] = smem[0];
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

HIST_STATIC = r'''
    __shared__ float smem[1];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int bins_per_block = 1;
    for (int b = threadIdx.x; b < bins_per_block; b += blockDim.x)
        smem[b] = 0.0f;
    %s
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const int bin = gi %% CLUSTER_SIZE;
    float *dst = cluster.map_shared_rank(smem, bin / bins_per_block);
    atomicAdd(dst + bin %% bins_per_block, gi < size ? input[gi] : 0.0f);
    cluster.sync();
    if (threadIdx.x == 0)
        temp_storage[rank] = smem[0];
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];'''

case('w02_pg_hist_static', 'reduction', 'pass', HIST_SRC,
     'Static bins zeroed, cluster.sync() before any remote access (PG DSMEM: every block has started, the zeroes are ordered before the atomics), atomicAdd through map_shared_rank (atomics never race), cluster.sync() before each block reads its own bins and before rank 0 reads temp_storage (barrier.cluster arrive/wait: release/acquire); nobody touches a peer\'s shared memory after the second barrier, so no block exits under a peer\'s access.',
     HIST_STATIC % 'cluster.sync();')

case('w03_pg_hist_no_first_sync', 'reduction', 'fail 1', HIST_SRC,
     'The first cluster.sync() dropped: a thread\'s remote atomicAdd into a peer\'s bins is not ordered after the peer\'s plain zeroing store (nor after the peer\'s start, PG DSMEM "requires all the thread blocks to exist"): conflicting accesses with no causality order, one of them weak: a data race.',
     HIST_STATIC % '__syncthreads();')

case('w04_pg_pull_no_exit_sync', 'reduction', 'fail 5', HIST_SRC,
     'Each block sums into its own shared word, cluster.sync(), then rank 0 reads its peers\' words through map_shared_rank while the peers run off the end of the kernel: PG DSMEM "the user needs to ensure that all distributed shared memory operations happen before the exit of a thread block" (the trailing cluster.sync() the guide\'s histogram has); reading an exited block\'s shared memory is an illegal address: a fault.', r'''
    __shared__ float acc;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (threadIdx.x == 0)
        acc = 0.0f;
    __syncthreads();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    atomicAdd(&acc, gi < size ? input[gi] : 0.0f);
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); r++)
            total += *cluster.map_shared_rank(&acc, r);
        output[0] = total;
    }''')

JP_SRC = 'a Japanese Hopper tutorial\'s cluster_reduce (tree in shared memory, atomicAdd into rank 0\'s cluster_sum through map_shared_rank, found by code search)'
JP = r'''
    %s
    const int tid = threadIdx.x;
    const int gid = blockIdx.x * blockDim.x + tid;
    sdata[tid] = input[gid];
    __syncthreads();
    for (int ofs = blockDim.x >> 1; ofs > 0; ofs >>= 1) {
        if (tid < ofs)
            sdata[tid] += sdata[tid + ofs];
        __syncthreads();
    }
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float cluster_sum;
    if (tid == 0)
        cluster_sum = 0.0f;
    __syncthreads();
    cluster.sync();
    if (tid == 0)
        atomicAdd(cluster.map_shared_rank(&cluster_sum, 0), sdata[0]);
    cluster.sync();
    if (tid == 0 && cluster.block_rank() == 0)
        %s'''
SIG_RED = 'float *output, const float *input, float *temp_storage, int size)'
case('w05_jp_cluster_sum', 'reduction', 'pass', JP_SRC,
     '__cluster_dims__(4,1,1) matches the launch; zeroing, __syncthreads, cluster.sync() (all started, zero released), one remote atomicAdd per block into rank 0, cluster.sync() (atomics released to rank 0), rank 0 thread 0 stores output[0]; no peer access after the last barrier.',
     JP % ('__shared__ float sdata[TPB];', 'output[0] = cluster_sum;'),
     sig='__global__ void __cluster_dims__(CLUSTER_SIZE, 1, 1) cluster_collective_operations(' + SIG_RED)

case('w06_jp_atomic_into_output', 'reduction', 'fail 1', JP_SRC,
     'As w05, but the result goes out as the tutorial wrote it, atomicAdd(out, cluster_sum), which relies on the host\'s cudaMemset(out, 0): p34 fills outputs with NaN before each launch (SPEC Checking) and the kernel never zeroes output[0], so NaN + sum = NaN: wrong value.',
     JP % ('__shared__ float sdata[TPB];', 'atomicAdd(output, cluster_sum);'),
     sig='__global__ void __cluster_dims__(CLUSTER_SIZE, 1, 1) cluster_collective_operations(' + SIG_RED)

case('w07_jp_cluster_dims8', 'reduction', 'fail 5', JP_SRC,
     'The tutorial\'s __cluster_dims__(8,1,1) (8 blocks per cluster) kept: the puzzle\'s grid of 4 blocks is not a multiple of the compiled cluster size, and a launch attribute of 4 conflicts with it (PG Thread Block Clusters: compile-time cluster size cannot be changed at launch): the launch fails, exit 5.',
     JP % ('__shared__ float sdata[TPB];', 'output[0] = cluster_sum;'),
     sig='__global__ void __cluster_dims__(8, 1, 1) cluster_collective_operations(' + SIG_RED)

case('w08_all_threads_remote_atomic', 'reduction', 'fail 1',
     'a cluster example found by code search (MyClusterKernel: every thread of rank != 0 does atomicAdd(&remote[0], shared_buffer[0]))',
     'Every one of the 256 threads of ranks 1-3 adds its block\'s sum into rank 0\'s sdata[0], so rank 0 ends with its own sum + 256 x each peer\'s sum: no race (atomics, barriers on both sides), a wrong value.', r'''
    __shared__ float sdata[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s /= 2) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    cluster.sync();
    float *remote = cluster.map_shared_rank(sdata, 0);
    if (rank != 0)
        atomicAdd(&remote[0], sdata[0]);
    cluster.sync();
    if (rank == 0 && tid == 0)
        output[0] = sdata[0];''')

BS_SRC = 'cluster_sync_test.cu, a learner\'s block-specialization experiment found by code search ("cluster.sync() does not report an error but does not work")'
case('w09_block_specialize_flag', 'reduction', 'fail 1', BS_SRC,
     'The last rank writes its sum and a flag into the peers\' shared memory with plain stores before any cluster barrier and returns; the peers spin on the flag through a volatile pointer. The plain flag store conflicts with the volatile (strong) loads and the plain value store with rank 0\'s read, with nothing (no release, no barrier) ordering them: data races (PTX Memory Consistency Model); also PG DSMEM: no cluster.sync() before the first remote access.', r'''
    __shared__ float sdata[TPB];
    __shared__ float value;
    __shared__ int lock;
    volatile int *lock_ptr = &lock;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (rank == CLUSTER_SIZE - 1) {
        for (unsigned int dst = 0; dst < cluster.num_blocks() - 1; dst++) {
            if (tid == 0) {
                *cluster.map_shared_rank(&value, dst) = sdata[0];
                *cluster.map_shared_rank(&lock, dst) = 1;
            }
        }
        return;
    }
    while (*lock_ptr == 0)
        __nanosleep(32);
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    cluster.sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + value;''')

ROT = r'''
    __shared__ float sdata[TPB];
    __shared__ float cluster_sum;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    const float value = sdata[0];
    void *dst_shmem = nullptr;
    if (tid == 0)
        cluster_sum = %s;
    cluster.sync();
    for (unsigned int id = 1; id < cluster.num_blocks(); id++) {
        if (tid == 0) {
            unsigned int dst = (rank + id) %% cluster.num_blocks();
            dst_shmem = (void *)cluster.map_shared_rank(&cluster_sum, dst);
        }
        cluster.sync();
        if (tid == 0)
            atomicAdd((float *)dst_shmem, value);
        cluster.sync();
    }
    if (rank == 0 && tid == 0)
        output[0] = cluster_sum;'''
case('w10_rotating_allreduce_no_own', 'reduction', 'fail 1', BS_SRC,
     'The experiment\'s rotating all-reduce: cluster_sum = 0, then one cluster.sync()-separated atomicAdd into each other rank in turn: every block receives the other blocks\' sums but never adds its own, so output[0] misses rank 0\'s 256 inputs: wrong value (the barriers are right; the learner blamed cluster.sync()).',
     ROT % '0.0f')
case('w11_rotating_allreduce', 'reduction', 'pass', BS_SRC,
     'As w10 with cluster_sum starting at the block\'s own value: every atomicAdd into a peer sits between two cluster.sync() calls, the last barrier orders all of them before rank 0\'s read, no remote access after it: correct.',
     ROT % 'value')

NVF_SRC = 'NVIDIA Fuser\'s cluster runtime helpers (nvf::cluster: %cluster_ctarank, mapa.shared::cluster, barrier.cluster.arrive/wait.aligned, elect.sync, __shfl_xor_sync warp reduce)'
NVF_PRE = r'''
static __device__ __forceinline__ unsigned int ctarank()
{
    unsigned int r;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r));
    return r;
}
static __device__ __forceinline__ unsigned int map_rank(unsigned int smem_addr, unsigned int rank)
{
    unsigned int out;
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(out) : "r"(smem_addr), "r"(rank));
    return out;
}
static __device__ __forceinline__ void st_remote(unsigned int addr, float v)
{
    asm volatile("st.shared::cluster.f32 [%0], %1;" :: "r"(addr), "f"(v) : "memory");
}
static __device__ __forceinline__ bool elect_sync_all()
{
    unsigned int pred = 0;
    asm volatile("{\n .reg .pred p;\n elect.sync _|p, 0xffffffff;\n selp.u32 %0, 1, 0, p;\n}" : "=r"(pred));
    return pred != 0;
}
static __device__ __forceinline__ void arrive_relaxed() { asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory"); }
static __device__ __forceinline__ void arrive() { asm volatile("barrier.cluster.arrive.aligned;" ::: "memory"); }
static __device__ __forceinline__ void wait() { asm volatile("barrier.cluster.wait.aligned;" ::: "memory"); }
'''
NVF = r'''
    __shared__ float buffer[CLUSTER_SIZE * (TPB / WARP_SIZE)];
    const unsigned int my_rank = ctarank();
    const unsigned int lane = threadIdx.x %% 32, warp = threadIdx.x / 32;
    %s
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    float v = gi < size ? input[gi] : 0.0f;
#pragma unroll
    for (int offset = 16; offset > 0; offset /= 2)
        v += __shfl_xor_sync(0xffffffff, v, offset);
    if (elect_sync_all()) {
        const unsigned int slot = my_rank * (TPB / WARP_SIZE) + warp;
        st_remote(map_rank((unsigned int)__cvta_generic_to_shared(&buffer[slot]), 0), v);
    }
    arrive();
    wait();
    if (my_rank == 0 && warp == 0) {
        float s = buffer[lane];
#pragma unroll
        for (int offset = 16; offset > 0; offset /= 2)
            s += __shfl_xor_sync(0xffffffff, s, offset);
        if (lane == 0)
            output[0] = s;
    }'''
case('w12_nvf_mapa_st_cluster', 'reduction', 'pass', NVF_SRC,
     'A relaxed arrive + wait at the start (CUTLASS/nvFuser: every block has started before remote stores; nothing to release yet), warp sums by xor shuffle, one elected lane per warp stores into rank 0\'s buffer through mapa + st.shared::cluster, barrier.cluster.arrive (default .release) + wait (default .acquire) orders the 32 remote stores before rank 0 warp 0 reads its own buffer; no peer access after that barrier.',
     NVF % 'arrive_relaxed();\n    wait();', pre=NVF_PRE)
case('w13_nvf_no_start_barrier', 'reduction', 'fail 1', NVF_SRC,
     'w12 without the start barrier: the first st.shared::cluster into rank 0 is not ordered after rank 0 started (PG DSMEM: cluster.sync() first "to ensure all the thread blocks have started executing"; compute-sanitizer racecheck calls such an access a race with a block "that might not have entered yet"): a race, exit 1.',
     NVF % '', pre=NVF_PRE)

TB_SRC = 'a threadblock-level cluster operators header (namespace tb, cluster.h) found by code search, whose cluster_sync() is `barrier.cluster.arrive.relaxed.aligned; barrier.cluster.arrive.aligned;`'
case('w14_tb_two_arrives', 'reduction', 'fail 1', TB_SRC,
     'The helper arrives twice and never waits: PTX barrier.cluster: a thread must wait for the current phase before arriving again (a second arrive is undefined), and with no wait nothing orders the peers\' temp_storage stores before rank 0 reads them: a barrier misuse and a data race, exit 1.', RED_TREE + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    tb_cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''',
     pre=r'''
static __device__ __forceinline__ void tb_cluster_sync()
{
    asm volatile("barrier.cluster.arrive.relaxed.aligned;\n" : :);
    asm volatile("barrier.cluster.arrive.aligned;\n" : :);
}''')

case('w15_cutlass_relaxed_arrive_first', 'coordination', 'pass',
     'CUTLASS\'s cute::cluster_arrive_relaxed() at kernel entry and cute::cluster_wait() before exit (cute/arch/cluster_sm90.hpp)',
     'The relaxed arrive releases nothing, but no block reads anything another block wrote: each block sums its own shared data (ordered by __syncthreads) into its own output[rank]; arrive/wait are paired once per thread (PTX barrier.cluster: .relaxed drops only the memory ordering): correct.', r'''
    __shared__ float shared_data[TPB];
    asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory");
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    shared_data[threadIdx.x] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += shared_data[i];
        output[rank] = s;
    }
    cluster_wait();''')

# ------------------------------------------------------------------- (4) warp-level idioms
ADV_HEAD = r'''
    __shared__ float shared_data[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    shared_data[threadIdx.x] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    __syncthreads();
'''
case('w16_ffs_activemask_leader', 'advanced', 'pass',
     'the warp-aggregated atomics idiom (leader = __ffs(__activemask()) - 1; NVIDIA blog "CUDA Pro Tip: Optimized Filtering with Warp-Aggregated Atomics")',
     'All 32 lanes are active at __activemask() (no divergence before it), so the leader is lane 0 of each warp; it sums its warp\'s values (ordered by __syncthreads) into warp_sums[warp]; __syncthreads; thread 0 totals: correct.', ADV_HEAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int lane = threadIdx.x & 0x1f, warp = threadIdx.x >> 5;
    const unsigned int mask = __activemask();
    const int leader = __ffs(mask) - 1;
    if ((int)lane == leader) {
        float s = 0.0f;
        for (int l = 0; l < WARP_SIZE; l++)
            s += shared_data[warp * WARP_SIZE + l];
        warp_sums[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('w17_coalesced_aggregate', 'advanced', 'pass',
     'warp-aggregated atomics with cooperative groups (cg::coalesced_threads(), g.thread_rank() == 0 does the atomicAdd; same NVIDIA blog)',
     'block_total is zeroed before a __syncthreads, every coalesced group (the full warp) reduces with cg::reduce and its rank-0 thread atomicAdds into block_total; __syncthreads orders the atomics before thread 0 reads it: correct (float sum of integers times rank+1: exact).', ADV_HEAD + r'''
    __shared__ float block_total;
    if (threadIdx.x == 0)
        block_total = 0.0f;
    __syncthreads();
    cg::coalesced_group g = cg::coalesced_threads();
    const float s = cg::reduce(g, shared_data[threadIdx.x], cg::plus<float>());
    if (g.thread_rank() == 0)
        atomicAdd(&block_total, s);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0)
        output[rank] = block_total;
    cluster_wait();''')

BR_SRC = 'habanero-lab/APPy utils.cu blockReduceSum (shuffle per warp, psums[32], warp 0 finishes, psums[0] broadcast)'
BR_PRE = r'''
__inline__ __device__ float blockReduceSum(float sum)
{
    const int laneId = threadIdx.x %% 32;
    const int warpId = threadIdx.x / 32;
    for (int step = 32 / 2; step > 0; step = step / 2)
        sum += __shfl_down_sync(0xffffffff, sum, step);
    __shared__ float psums[32];
    %s
    if (laneId == 0)
        psums[warpId] = sum;
    __syncthreads();
    if (warpId == 0) {
        sum = laneId < (int)(blockDim.x / 32) ? psums[laneId] : 0.0f;
        for (int step = 32 / 2; step > 0; step = step / 2)
            sum += __shfl_down_sync(0xffffffff, sum, step);
        if (laneId == 0)
            psums[0] = sum;
    }
    __syncthreads();
    return psums[0];
}'''
BR_BODY = r'''
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float v = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    const float sum = blockReduceSum(v);
    %s
    cluster_arrive();
    if (threadIdx.x == 0)
        output[rank] = %s;
    cluster_wait();'''
case('w18_blockreduce_shfl', 'advanced', 'pass', BR_SRC,
     'Shuffles with a full mask in converged warps, lane 0 of each warp stores psums[warp], __syncthreads, warp 0 (all 32 lanes) finishes; lane 0 writes psums[0], which only lane 0 itself read before; __syncthreads before everyone reads psums[0]: correct.',
     BR_BODY % ('', 'sum'), pre=BR_PRE % '')
case('w19_blockreduce_twice', 'advanced', 'fail 1', BR_SRC + ', called twice in a row as LayerNorm kernels do for the mean and the variance',
     'The second call\'s lane 0 of warp 0 writes psums[0] (its warp\'s partial) while threads of other warps may still be reading psums[0] as the first call\'s return value: the first call\'s final __syncthreads is before those reads, and nothing orders them before the second call\'s store: a shared-memory data race.',
     BR_BODY % ('const float sum2 = blockReduceSum(v);', '0.5f * (sum + sum2)'), pre=BR_PRE % '')
case('w20_blockreduce_twice_sync', 'advanced', 'pass',
     'PyTorch-style BlockReduce/BlockSum, which opens with __syncthreads() so it can be called back to back',
     'As w19 with a __syncthreads() at the top of the helper: every read of the previous result is ordered before the next call\'s psums stores; sum and sum2 are the same float sum, so 0.5*(sum+sum2) == sum exactly: correct.',
     BR_BODY % ('const float sum2 = blockReduceSum(v);', '0.5f * (sum + sum2)'), pre=BR_PRE % '__syncthreads();')

case('w21_discarded_warp_result', 'advanced', 'fail 1',
     'sekwiatkowski/komputation SumReduction.cuh (reduceToSum: `if (warpId == 0) { warpReduceToSum(thisValue); }`, the result dropped)',
     'The second-level warp reduction\'s return value is thrown away, so thread 0 stores only warp 0\'s partial (psum[0]) instead of the block total: no race (barriers right), a wrong value.', ADV_HEAD + r'''
    __shared__ float shared[32];
    const int laneId = threadIdx.x % warpSize, warpId = threadIdx.x / warpSize;
    float thisValue = shared_data[threadIdx.x];
    const float warpSum = warpReduceToSum(thisValue);
    if (laneId == 0)
        shared[warpId] = warpSum;
    __syncthreads();
    thisValue = (threadIdx.x < blockDim.x / warpSize) ? shared[laneId] : 0.0f;
    if (warpId == 0)
        warpReduceToSum(thisValue);
    cluster_arrive();
    if (threadIdx.x == 0)
        output[rank] = thisValue;
    cluster_wait();''', pre=r'''
__device__ float warpReduceToSum(float thisValue)
{
    for (int offset = warpSize / 2; offset > 0; offset /= 2)
        thisValue += __shfl_down_sync(0xffffffff, thisValue, offset, warpSize);
    return thisValue;
}''')

case('w22_shfl_full_mask_in_branch', 'advanced', 'fail 4',
     'the second-level reduction written `if (threadIdx.x < blockDim.x / warpSize) { ...__shfl_down_sync(0xffffffff, ...) }` (a common learner form of blockReduceSum)',
     'Only lanes 0-7 of warp 0 call __shfl_down_sync with the full mask: PG Warp Shuffle Functions: every non-exited thread named in mask must execute the same intrinsic, else undefined; lanes 8-31 never come (they wait at the next __syncthreads): on an H100 this hangs (the project\'s GPU runs: a full-mask collective missing lanes hung), exit 4.', ADV_HEAD + r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    float v = shared_data[threadIdx.x];
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffff, v, off);
    if (lane == 0)
        wsum[warp] = v;
    __syncthreads();
    if (threadIdx.x < blockDim.x / warpSize) {
        float t = wsum[threadIdx.x];
        for (int off = 4; off > 0; off >>= 1)
            t += __shfl_down_sync(0xffffffff, t, off);
        if (threadIdx.x == 0)
            wsum[0] = t;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0)
        output[rank] = wsum[0];
    cluster_wait();''')

case('w23_cutlass_warp_idx', 'advanced', 'pass',
     'CUTLASS canonical_warp_idx_sync (__shfl_sync(0xffffffff, threadIdx.x / 32, 0)) and cute::elect_one_sync, with the lane from %laneid',
     'The broadcast warp index is uniform per warp, %laneid is the lane; elect_one_sync() is reached by all 32 lanes; the elected lane sums its warp and stores warp_sums[warp_idx]; __syncthreads; thread 0 totals: correct.', ADV_HEAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int warp_idx = __shfl_sync(0xffffffff, threadIdx.x / 32, 0);
    unsigned int laneid;
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(laneid));
    (void)laneid;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int l = 0; l < 32; l++)
            s += shared_data[warp_idx * 32 + l];
        warp_sums[warp_idx] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('w24_elect_in_half_warp', 'advanced', 'fail 4',
     'elect_one_sync() (cute) called under a lane condition, `if (lane < 16 && elect_one_sync())`',
     'PTX elect.sync: all threads named in membermask (the full warp) must execute the same elect.sync, else undefined; lanes 16-31 never call it: hangs on a GPU (as w22), exit 4.', ADV_HEAD + r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    if (lane < 16 && elect_one_sync()) {
        float s = 0.0f;
        for (int l = 0; l < 32; l++)
            s += shared_data[warp * 32 + l];
        warp_sums[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();''')

# ------------------------------------------------------------------------- (3) block reductions
HARRIS = 'Mark Harris, "Optimizing Parallel Reduction in CUDA" (NVIDIA), '
case('w25_harris1_interleaved', 'reduction', 'pass', HARRIS + 'kernel 1 (interleaved addressing, tid % (2*s) == 0; chatJohn/ops reduce/reduce_unoffcial.cu reduce0)',
     'Divergent but correct: each step reads sdata[tid + s] that the previous step finished (__syncthreads after every step), one writer per element: correct.', r'''
    __shared__ float sdata[TPB];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = i < (unsigned)size ? input[i] : 0.0f;
    __syncthreads();
    for (unsigned int s = 1; s < blockDim.x; s *= 2) {
        if (tid % (2 * s) == 0)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }''' + RED_TAIL)

case('w26_harris2_strided', 'reduction', 'pass', HARRIS + 'kernel 2 (strided index, index = 2*s*tid; reduce1 in chatJohn/ops)',
     'Thread tid owns index 2*s*tid, reads index + s; the ranges of one step are disjoint and __syncthreads separates steps: correct.', r'''
    __shared__ float sdata[TPB];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = i < (unsigned)size ? input[i] : 0.0f;
    __syncthreads();
    for (unsigned int s = 1; s < blockDim.x; s *= 2) {
        int index = 2 * s * tid;
        if (index < (int)blockDim.x)
            sdata[index] += sdata[index + s];
        __syncthreads();
    }''' + RED_TAIL)

case('w27_harris1_extern', 'reduction', 'fail 5', HARRIS + 'kernel 1 as published, `extern __shared__ float sdata[]` sized at launch',
     'p34 launches with 0 bytes of dynamic shared memory, so sdata[tid] is outside the (empty) dynamic shared allocation: an out-of-bounds shared store, a fault (PG Shared Memory: the size of an extern array is the launch\'s dynamic shared memory).', r'''
    extern __shared__ float sdata[];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = i < (unsigned)size ? input[i] : 0.0f;
    __syncthreads();
    for (unsigned int s = 1; s < blockDim.x; s *= 2) {
        if (tid % (2 * s) == 0)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }''' + RED_TAIL)

case('w28_harris4_two_loads', 'reduction', 'fail 5', HARRIS + 'kernel 4 (first add during load, i = blockIdx.x*(blockDim.x*2) + tid; NTNU-HPC-Lab/LS-CAT reduce4.cu)',
     'Kernel 4 expects half the blocks; launched as the puzzle is (4 blocks of 256 for 1024 inputs) blocks 2 and 3 read input[1024..2047], past the end of the input buffer: an out-of-bounds global read, a fault.', r'''
    __shared__ float sdata[TPB];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
    sdata[tid] = input[i] + input[i + blockDim.x];
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }''' + RED_TAIL)

case('w29_harris4_guarded', 'reduction', 'pass', HARRIS + 'kernel 4 with the bounds checks of chatJohn/ops reduce3 (idx < N, idx + blockDim.x < N)',
     'Blocks 0-1 add two inputs per thread, blocks 2-3 load zeros; the partial sums differ from one block per 256 inputs, but the total is the same exact integer sum and only output[0] is checked: correct.', r'''
    __shared__ float sdata[TPB];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
    float sum = i < (unsigned)size ? input[i] : 0.0f;
    if (i + blockDim.x < (unsigned)size)
        sum += input[i + blockDim.x];
    sdata[tid] = sum;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }''' + RED_TAIL)

WARP_REDUCE_T = r'''
template <unsigned int blockSize>
__device__ void warpReduce(volatile float *sdata, unsigned int tid)
{
    if (blockSize >= 64) sdata[tid] += sdata[tid + 32];
    if (blockSize >= 32) sdata[tid] += sdata[tid + 16];
    if (blockSize >= 16) sdata[tid] += sdata[tid + 8];
    if (blockSize >= 8) sdata[tid] += sdata[tid + 4];
    if (blockSize >= 4) sdata[tid] += sdata[tid + 2];
    if (blockSize >= 2) sdata[tid] += sdata[tid + 1];
}'''
case('w30_harris5_volatile_warp', 'reduction', 'fail 1', HARRIS + 'kernel 5 (unrolled last warp, template <unsigned int blockSize> warpReduce(volatile float*, tid); sula234/CS-Coursework, F1r3d3v/KMeansCUDA)',
     'The last six steps run in warp 0 with no __syncwarp: since Volta (PG Independent Thread Scheduling) lanes of a warp are not in lockstep, so lane t\'s read of sdata[t+16] and lane t+16\'s write of sdata[t+16] are unordered; volatile makes each access strong but not ordered (PTX: a volatile access is relaxed): a data race (the same-step conflict needs no luck).', r'''
    __shared__ float sdata[TPB];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = i < (unsigned)size ? input[i] : 0.0f;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32)
        warpReduce<TPB>(sdata, tid);
    __syncthreads();''' + RED_TAIL, pre=WARP_REDUCE_T)

case('w31_harris6_gridstride_lastblock', 'last-block', 'fail 1', HARRIS + 'kernel 6 (completely unrolled with template blockSize, grid-stride loop over 2*blockSize*gridDim.x; F1r3d3v/KMeansCUDA ReduceKernel) feeding the last-block guard',
     'Bounds hold (blocks 0-127 add two inputs per thread, 128-255 none), the guard is the solution\'s, but the unrolled warpReduce has no __syncwarp: the same intra-warp data race as w30.', r'''
    __shared__ float sdata[TPB];
    const unsigned int blockSize = TPB;
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockSize * 2) + tid;
    unsigned int gridSize = blockSize * 2 * gridDim.x;
    sdata[tid] = 0.0f;
    while (i < (unsigned)size) {
        sdata[tid] += input[i] + input[i + blockSize];
        i += gridSize;
    }
    __syncthreads();
    if (blockSize >= 512) { if (tid < 256) { sdata[tid] += sdata[tid + 256]; } __syncthreads(); }
    if (blockSize >= 256) { if (tid < 128) { sdata[tid] += sdata[tid + 128]; } __syncthreads(); }
    if (blockSize >= 128) { if (tid < 64) { sdata[tid] += sdata[tid + 64]; } __syncthreads(); }
    if (tid < 32)
        warpReduce<blockSize>(sdata, tid);
    if (tid == 0)
        partials[blockIdx.x] = sdata[0];
    if (is_last_block(counter)) {
        float sum = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x)
            sum += partials[b];
        __syncthreads();
        sdata[tid] = sum;
        __syncthreads();
        for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s)
                sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }''', pre=WARP_REDUCE_T)

SW = r'''
    __shared__ float sdata[TPB];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = i < (unsigned)size ? input[i] : 0.0f;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        volatile float *vs = sdata;
%s
    }
    __syncthreads();'''
case('w32_syncwarp_between_steps', 'reduction', 'fail 1', 'the Volta port of the unrolled warp most often seen in repositories: `vs[tid] += vs[tid + 16]; __syncwarp();` per step',
     '__syncwarp between the steps orders one step before the next, but inside one step all 32 lanes run `vs[tid] += vs[tid + k]`: lane t reads vs[t+k] while lane t+k writes vs[t+k] in the same step, with no __syncwarp between them (the PG Independent Thread Scheduling example splits read and write by a __syncwarp for this reason): a data race.',
     SW % '\n'.join('        vs[tid] += vs[tid + %d]; __syncwarp();' % k for k in (32, 16, 8, 4, 2, 1)) + RED_TAIL)
case('w33_syncwarp_split', 'reduction', 'pass', 'the CUDA Programming Guide\'s fix for warp-synchronous code (Independent Thread Scheduling): `v += s[tid + k]; __syncwarp(); s[tid] = v; __syncwarp();`',
     'Every read of a step is ordered before every write of that step, and every write before the next step\'s reads, by __syncwarp (PG: __syncwarp orders memory among the participating threads): correct.',
     SW % ('        float v = vs[tid];\n' + '\n'.join('        v += vs[tid + %d]; __syncwarp(); vs[tid] = v; __syncwarp();' % k for k in (32, 16, 8, 4, 2, 1))) + RED_TAIL)

case('w34_samples_tile32_shfl', 'reduction', 'pass', 'NVIDIA/cuda-samples reduction kernels 4-6 (register mySum, sdata[tid] = mySum = mySum + sdata[tid + s], then cg::tiled_partition<32> tile32.shfl_down in the first warp)',
     'The shared-memory steps stop at s > 32 with __syncthreads each; warp 0 adds sdata[tid + 32] (written before the last __syncthreads) and finishes with tile shuffles over the full tile; thread 0 holds the block sum: correct.', r'''
    __shared__ float sdata[TPB];
    cg::thread_block cta = cg::this_thread_block();
    const unsigned int blockSize = TPB;
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    float mySum = i < (unsigned)size ? input[i] : 0.0f;
    sdata[tid] = mySum;
    cg::sync(cta);
    for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] = mySum = mySum + sdata[tid + s];
        cg::sync(cta);
    }
    cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cta);
    if (cta.thread_rank() < 32) {
        if (blockSize >= 64)
            mySum += sdata[tid + 32];
        for (int offset = tile32.size() / 2; offset > 0; offset /= 2)
            mySum += tile32.shfl_down(mySum, offset);
    }
    const unsigned int rank = block_rank_in_cluster();
    if (cta.thread_rank() == 0)
        temp_storage[rank] = mySum;
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

# ------------------------------------------------------------------------- (2) last block
TFR_SRC = 'NVIDIA/cuda-samples threadFenceReduction (reduceSinglePass: __device__ retirementCount, all threads __threadfence(), atomicInc(&retirementCount, gridDim.x), __shared__ bool amLast; copy in cs17resch01003/gpurepair)'
LB_TREE = r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = i < (unsigned)size ? input[i] : 0.0f;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
'''
TFR = LB_TREE + r'''
    if (tid == 0)
        partials[blockIdx.x] = sdata[0];
    __shared__ bool amLast;
    %s
    if (tid == 0) {
        unsigned int ticket = atomicInc(&retirementCount, gridDim.x);
        amLast = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    if (amLast) {
        unsigned int j = tid;
        float mySum = 0.0f;
        while (j < gridDim.x) {
            mySum += partials[j];
            j += TPB;
        }
        sdata[tid] = mySum;
        __syncthreads();
        for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s)
                sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sdata[0];
            retirementCount = 0;
        }
    }'''
case('w35_samples_threadfence', 'last-block', 'pass', TFR_SRC,
     'Every thread fences (thread 0\'s fence after its partial store releases it, PG Memory Fence Functions), thread 0 takes the ticket, __syncthreads broadcasts amLast; the last block reads the partials and resets its own __device__ counter (the puzzle\'s counter is never touched, so it stays 0): the PG\'s own single-pass pattern, accepted as correct (the reader side has no fence after the ticket, as in the PG example; p34\'s policy since the verdict hunt, l18).',
     TFR % '__threadfence();', pre='__device__ unsigned int retirementCount = 0;')
case('w36_samples_no_threadfence', 'last-block', 'fail 1', TFR_SRC + ', the fence left out',
     'Without __threadfence() the partial store and the ticket are not ordered (PG Memory Fence Functions: "the last block ... might not see" the other blocks\' results): the last block\'s reads of partials race with their stores.',
     TFR % '', pre='__device__ unsigned int retirementCount = 0;')

PG_SRC = 'the Programming Guide\'s Memory Fence Functions example (sum kernel: __device__ unsigned int count, file-scope `__shared__ bool isLastBlockDone`; also threadfence.cpp in a public repository found by code search)'
PG_LB = LB_TREE + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        %s
    }
    __syncthreads();
    if (isLastBlockDone) {
        if (tid == 0) {
            float total = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++)
                total += partials[b];
            output[0] = total;
            count = 0;
        }
    }'''
PG_PRE = '__device__ unsigned int count = 0;\n__shared__ bool isLastBlockDone;'
case('w37_pg_filescope_shared', 'last-block', 'pass', PG_SRC,
     'The guide\'s sequence in thread 0: store, __threadfence(), atomicInc(&count, gridDim.x), flag in a namespace-scope __shared__ bool (legal: PG Variable Memory Space Specifiers, one per block), __syncthreads, last block\'s thread 0 sums serially and resets count: correct.',
     PG_LB % '__threadfence();\n        unsigned int value = atomicInc(&count, gridDim.x);\n        isLastBlockDone = (value == (gridDim.x - 1));', pre=PG_PRE)
case('w38_pg_fence_after_ticket', 'last-block', 'fail 1', PG_SRC + ', fence moved after the ticket',
     'The fence after atomicInc orders nothing useful: the partial store may become visible after another block\'s ticket shows it is last, so the last block\'s read of that partial races with the store.',
     PG_LB % 'unsigned int value = atomicInc(&count, gridDim.x);\n        __threadfence();\n        isLastBlockDone = (value == (gridDim.x - 1));', pre=PG_PRE)
case('w39_pg_fence_before_store', 'last-block', 'fail 1', PG_SRC + ', fence placed before the partial store',
     'A fence releases only what precedes it; the partial store comes after it and before the relaxed atomicInc, so it is not released by the ticket: a race on partials.',
     LB_TREE + r'''
    if (tid == 0) {
        __threadfence();
        partials[blockIdx.x] = sdata[0];
        unsigned int value = atomicInc(&count, gridDim.x);
        isLastBlockDone = (value == (gridDim.x - 1));
    }
    __syncthreads();
    if (isLastBlockDone && tid == 0) {
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            total += partials[b];
        output[0] = total;
        count = 0;
    }''', pre=PG_PRE)
case('w40_amlast_no_syncthreads', 'last-block', 'fail 1', TFR_SRC + ', the __syncthreads after the ticket left out',
     'Thread 0 writes the shared amLast while the other threads of its block read it with no barrier between: a shared-memory data race (PG Synchronization Functions).',
     (TFR % '__threadfence();').replace('amLast = (ticket == gridDim.x - 1);\n    }\n    __syncthreads();', 'amLast = (ticket == gridDim.x - 1);\n    }'),
     pre='__device__ unsigned int retirementCount = 0;')
case('w41_atomicinc_no_reset', 'last-block', 'fail 1', TFR_SRC + ', on the puzzle\'s counter with the reset left out',
     'atomicInc(counter, gridDim.x) wraps only past gridDim.x: after launch 1 the counter holds 256; launch 2\'s tickets are 256 (stored back as 0), 0, ..., 254, so no block sees 255, output[0] is never written and the counter is left at 255: wrong value.',
     (TFR % '__threadfence();').replace('&retirementCount', 'counter').replace('            retirementCount = 0;\n', ''))
case('w42_lastblock_shfl', 'last-block', 'pass', 'threadfence.cpp (calculatePartialSum with laneId = threadIdx.x & 31, __shared__ float tmp[32], __shfl_down_sync) + the PG ticket',
     'Warp shuffles in converged warps, tmp[warp] by lane 0, __syncthreads, warp 0 finishes; thread 0 stores the partial, fences, takes the ticket (release pattern), the last block gathers with the same block reduction and resets the counter: correct.', r'''
    __shared__ float tmp[32];
    __shared__ bool last;
    const int laneId = threadIdx.x & 31, warpId = threadIdx.x >> 5;
    const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < (unsigned)size ? input[i] : 0.0f;
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffff, v, o);
    if (laneId == 0)
        tmp[warpId] = v;
    __syncthreads();
    if (warpId == 0) {
        v = laneId < (int)(blockDim.x >> 5) ? tmp[laneId] : 0.0f;
        for (int o = 16; o > 0; o >>= 1)
            v += __shfl_down_sync(0xffffffff, v, o);
    }
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = v;
        __threadfence();
        last = atomicInc(counter, gridDim.x) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {
        float s = 0.0f;
        for (unsigned int b = threadIdx.x; b < gridDim.x; b += blockDim.x)
            s += partials[b];
        for (int o = 16; o > 0; o >>= 1)
            s += __shfl_down_sync(0xffffffff, s, o);
        if (laneId == 0)
            tmp[warpId] = s;
        __syncthreads();
        if (warpId == 0) {
            s = laneId < (int)(blockDim.x >> 5) ? tmp[laneId] : 0.0f;
            for (int o = 16; o > 0; o >>= 1)
                s += __shfl_down_sync(0xffffffff, s, o);
            if (laneId == 0) {
                output[0] = s;
                *counter = 0;
            }
        }
    }''')

# ------------------------------------------------------------------------------ second batch
case('w43_dsmem_volatile_flag_fence', 'reduction', 'pass',
     'the message-passing idiom of the Programming Guide\'s Memory Fence Functions (data, __threadfence(), flag; reader: flag, __threadfence(), data) carried through map_shared_rank, as cluster producer/consumer examples write it',
     'cluster.sync() first (peers started, flags zeroed), each peer\'s thread 0 stores its sum into rank 0\'s slot, __threadfence() (fence.sc.gpu, wider than the cluster), volatile store of the flag (strong): a release pattern; rank 0 thread 0 spins on the volatile flag (strong), __threadfence(): acquire pattern (PTX Memory Consistency Model); a final cluster.sync() keeps rank 0 alive for the remote stores: correct.', RED_TREE + r'''
    __shared__ float slot[CLUSTER_SIZE];
    __shared__ int flag[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid < CLUSTER_SIZE)
        flag[tid] = 0;
    cluster.sync();
    if (tid == 0 && rank != 0) {
        *cluster.map_shared_rank(&slot[rank], 0) = sdata[0];
        __threadfence();
        *(volatile int *)cluster.map_shared_rank(&flag[rank], 0) = 1;
    }
    if (tid == 0 && rank == 0) {
        float total = sdata[0];
        for (unsigned int r = 1; r < CLUSTER_SIZE; r++) {
            while (((volatile int *)flag)[r] == 0)
                ;
            __threadfence();
            total += slot[r];
        }
        output[0] = total;
    }
    cluster.sync();''')

case('w44_every_thread_resets_counter', 'last-block', 'fail 1', TFR_SRC + ', the reset written `if (amLast) { ...; *counter = 0; }` for every thread of the last block',
     'All 256 threads of the last block store 0 to *counter with plain stores, unordered among themselves: two conflicting plain writes by different threads with no causality order are a data race (PTX Memory Consistency Model), the same value or not.',
     LB_TREE + r'''
    if (tid == 0)
        partials[blockIdx.x] = sdata[0];
    __shared__ bool amLast;
    __threadfence();
    if (tid == 0)
        amLast = atomicInc(counter, gridDim.x) == gridDim.x - 1;
    __syncthreads();
    if (amLast) {
        float mySum = 0.0f;
        for (unsigned int j = tid; j < gridDim.x; j += TPB)
            mySum += partials[j];
        sdata[tid] = mySum;
        __syncthreads();
        for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s)
                sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
        if (tid == 0)
            output[0] = sdata[0];
        *counter = 0;
    }''')

case('w45_guarded_steps_no_syncwarp', 'reduction', 'fail 1', 'the guarded unrolled warp (`if (tid < 16) sdata[tid] += sdata[tid + 16];` per step, volatile, no __syncwarp; the warpReduceSum variant found by code search)',
     'The guards leave no conflict inside one step, but across steps lane 0\'s read of sdata[8] (step 8) is not ordered after lane 8\'s write of sdata[8] (step 16) without __syncwarp (PG Independent Thread Scheduling): a data race.', r'''
    __shared__ float sdata[TPB];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = i < (unsigned)size ? input[i] : 0.0f;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    volatile float *vs = sdata;
    if (tid < 32) vs[tid] += vs[tid + 32];
    if (tid < 16) vs[tid] += vs[tid + 16];
    if (tid < 8) vs[tid] += vs[tid + 8];
    if (tid < 4) vs[tid] += vs[tid + 4];
    if (tid < 2) vs[tid] += vs[tid + 2];
    if (tid < 1) vs[tid] += vs[tid + 1];
    __syncthreads();''' + RED_TAIL)

case('w46_every_thread_writes_output', 'coordination', 'fail 1', 'learner block sums where every thread computes the sum from shared memory and stores it (`output[blockIdx.x] = sum;` outside `if (tid == 0)`)',
     '256 plain stores of the same value to output[rank] by different threads with nothing ordering them: conflicting writes, a data race (PTX Memory Consistency Model); p34\'s SPEC also wants one writer per output.', r'''
    __shared__ float shared_data[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    shared_data[threadIdx.x] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    cluster_arrive();
    float sum = 0.0f;
    for (int k = 0; k < TPB; k++)
        sum += shared_data[k];
    output[rank] = sum;
    cluster_wait();''')

case('w47_ldg_partials_after_barrier', 'reduction', 'fail 1', 'the habit of loading through __ldg() everywhere (read-only data cache; e.g. reduction and transpose tutorials), applied to temp_storage that peers wrote in the same kernel',
     'PG Global Memory (compute capability 5.x and later): only data "read-only for the entire lifetime of the kernel" may be read through __ldg (ld.global.nc, the non-coherent read-only cache); temp_storage is written by the peers in this launch, so rank 0\'s __ldg reads are undefined (a stale cached line is allowed): wrong, exit 1.', RED_TREE + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += __ldg(&temp_storage[r]);
        output[0] = total;
    }''')

case('w48_cluster_sync_in_thread0', 'reduction', 'unclear', 'learner code that puts `cluster.sync()` inside `if (threadIdx.x == 0)` next to the temp_storage store',
     'Two rules disagree. PG Cooperative Groups: a group\'s sync() is called by every thread of the group, so threads 1-255 skipping it break the API contract (undefined). PTX exit: threads 1-255 run to the end and exit, and "if the exiting threads are holding up the barrier, the barrier is released", so the four thread 0s complete barrier.cluster (non-.aligned) and rank 0 reads temp_storage after a release/acquire barrier: the numbers come out right. Written down as unclear before running; the H100 must say (a hang would be exit 4).', RED_TREE + r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) {
        temp_storage[rank] = sdata[0];
        cluster.sync();
        if (rank == 0)
            output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }''')

case('w49_rank_from_blockidx', 'reduction', 'pass', 'the 1-D cluster rank written `blockIdx.x % cluster.dim_blocks().x` (and cluster.num_threads()) as in cluster launch tutorials',
     'For a 1-D grid of 1-D clusters, block rank = blockIdx.x % cluster size (PG Thread Block Clusters); the rest is the solution\'s reduction: correct.', RED_TREE + r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = blockIdx.x % cluster.dim_blocks().x;
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    cluster.sync();
    if (cluster.thread_rank() == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < cluster.num_threads() / blockDim.x; r++)
            total += temp_storage[r];
        output[0] = total;
    }''')

case('w50_lastblock_cg_reduce', 'last-block', 'pass', 'NVIDIA/cuda-samples reduction with cg::reduce(tile32, ...) (reduce7 style) feeding the threadFenceReduction guard',
     'Per-warp cg::reduce over full tiles, warp sums in shared, thread 0 totals, stores, __threadfence, atomicInc ticket, __syncthreads; the last block repeats it over the partials and resets the counter: correct.', r'''
    __shared__ float warp_sums[TPB / 32];
    __shared__ bool amLast;
    cg::thread_block cta = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cta);
    const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = cg::reduce(tile, i < (unsigned)size ? input[i] : 0.0f, cg::plus<float>());
    if (tile.thread_rank() == 0)
        warp_sums[tile.meta_group_rank()] = v;
    cta.sync();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / 32; w++)
            s += warp_sums[w];
        partials[blockIdx.x] = s;
        __threadfence();
        amLast = atomicInc(counter, gridDim.x) == gridDim.x - 1;
    }
    cta.sync();
    if (amLast) {
        float p = 0.0f;
        for (unsigned int b = threadIdx.x; b < gridDim.x; b += blockDim.x)
            p += partials[b];
        p = cg::reduce(tile, p, cg::plus<float>());
        if (tile.thread_rank() == 0)
            warp_sums[tile.meta_group_rank()] = p;
        cta.sync();
        if (threadIdx.x == 0) {
            float s = 0.0f;
            for (int w = 0; w < TPB / 32; w++)
                s += warp_sums[w];
            output[0] = s;
            *counter = 0;
        }
    }''')

# ------------------------------------------------------------------------------- third batch
case('w51_dsmem_reuse_before_second_sync', 'reduction', 'fail 1', 'multi-phase DSMEM kernels (a cluster all-gather whose shared buffer is reused for the next phase; cluster tutorials)',
     'After cluster.sync() rank 0 reads each peer\'s sdata[0] while the peers go on and overwrite sdata for their next phase (sdata[tid] = 0) with no second cluster barrier between the remote read and the overwrite: a data race on the peers\' sdata[0] (a final cluster.sync() keeps blocks alive, but orders nothing before it).', RED_TREE + r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); r++)
            total += *cluster.map_shared_rank(&sdata[0], r);
        output[0] = total;
    }
    sdata[tid] = 0.0f;  // the next phase reuses the buffer
    cluster.sync();''')

case('w52_map_rank_past_cluster', 'reduction', 'fail 5', 'peer loops written `for (r = 1; r <= cluster.num_blocks(); r++)` over map_shared_rank',
     'map_shared_rank(ptr, 4) in a cluster of 4 names no block (PG Cluster Group: rank in [0, num_blocks())): mapa to a rank outside the cluster is an illegal address: a fault.', RED_TREE + r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float total = sdata[0];
        for (unsigned int r = 1; r <= cluster.num_blocks(); r++)
            total += *cluster.map_shared_rank(&sdata[0], r);
        output[0] = total;
    }
    cluster.sync();''')

case('w53_atomicsub_reset', 'last-block', 'pass', 'last-block counters reset by subtraction (`if (atomicAdd(counter, 1) + 1 == gridDim.x) ... atomicSub(counter, gridDim.x)`, found in persistent-kernel code)',
     'The block whose increment makes the count gridDim.x is last (every other block already counted), the writer fence precedes each ticket, and atomicSub brings the counter back to 0 for the next launch: correct.', LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        last = atomicAdd(counter, 1u) + 1 == gridDim.x;
    }
    __syncthreads();
    if (last && tid == 0) {
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            total += partials[b];
        output[0] = total;
        atomicSub(counter, gridDim.x);
    }''')

case('w54_segmented_shfl_width8', 'advanced', 'pass', 'segmented warp reductions with the width argument (`__shfl_down_sync(0xffffffff, v, off, 8)`, PG Warp Shuffle Functions examples)',
     'With width 8 each lane reads within its own 8-lane segment (PG: lanes beyond the segment return their own value); offsets 4, 2, 1 leave each segment\'s sum in its first lane; those lanes atomicAdd into a zeroed shared total ordered by __syncthreads: correct.', ADV_HEAD + r'''
    __shared__ float block_total;
    if (threadIdx.x == 0)
        block_total = 0.0f;
    __syncthreads();
    float v = shared_data[threadIdx.x];
    for (int off = 4; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffff, v, off, 8);
    if ((threadIdx.x & 7) == 0)
        atomicAdd(&block_total, v);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0)
        output[rank] = block_total;
    cluster_wait();''')

case('w55_threadfence_block_as_barrier', 'coordination', 'fail 1', 'learners who use __threadfence_block() where __syncthreads() is needed ("the fence makes the writes visible")',
     'A fence orders the calling thread\'s own accesses; it does not wait for the other threads (PG Memory Fence Functions vs Synchronization Functions): thread 0 reads shared_data[1..255] with nothing ordering the other threads\' stores before the reads: a data race.', r'''
    __shared__ float shared_data[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    shared_data[threadIdx.x] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    __threadfence_block();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += shared_data[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('w56_atomicexch_partial_no_fence', 'last-block', 'fail 1', 'partials published with atomicExch "so they are visible" and no __threadfence() (a common misreading of atomics)',
     'atomicExch is a relaxed atomic (PG Atomic Functions: atomics imply no ordering); nothing orders the partial before the ticket, so the last block\'s plain read of another block\'s partial is not ordered after it: a data race (PTX: the release pattern needs a fence or a release operation).', LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        atomicExch(&partials[blockIdx.x], sdata[0]);
        last = atomicInc(counter, gridDim.x) == gridDim.x - 1;
    }
    __syncthreads();
    if (last && tid == 0) {
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            total += partials[b];
        output[0] = total;
        *counter = 0;
    }''')
