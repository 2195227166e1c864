# Cases for gen.py (docs/verdict-industry.md): kernels by experienced CUDA programmers with
# pre-Hopper production habits (__restrict__, __ldg, #pragma unroll, float4 loads, templated
# warp-shuffle reductions, cub::BlockReduce / WarpReduce, cg::reduce, grid-stride loops,
# __launch_bounds__, libcu++ atomics, static_assert, constexpr and __forceinline__ helpers,
# namespaces) meeting thread block clusters for the first time. About 40% are right; each wrong
# one carries one pre-Hopper assumption into clusters. Every truth was decided before p34 ran.
# Citations: PTX = PTX ISA "Memory Consistency Model" (data race: conflicting accesses neither
# morally strong nor ordered by causality order; release pattern = fence.sc/acq_rel then a strong
# write, acquire pattern = a strong read then a fence; atom without .sem is relaxed; .cta-scope
# operations of different CTAs are not morally strong; volatile = relaxed .sys, no ordering);
# PTX "barrier.cluster" (arrive has release, wait acquire semantics by default; .relaxed removes
# them; wait waits for every non-exited thread of the cluster to arrive; .aligned: every thread of
# the warp executes the same instruction). PG = CUDA C++ Programming Guide: "Thread Block
# Clusters" and "Distributed Shared Memory" (a block's shared memory may be accessed by peers
# only after they started and before they exit: cluster.sync() at both ends), "Synchronization
# Functions" (__syncthreads orders the block only), "Memory Fence Functions" (fences order, they
# do not wait; __threadfence_block is block scope), "Warp Shuffle Functions" (every non-exited
# lane named in the mask must execute the same intrinsic with the same mask; a shuffle from an
# inactive source lane returns an undefined value), "Independent Thread Scheduling" (implicit
# warp-synchronous code is unsafe), "Read-Only Data Cache Load Function" (__ldg only for data
# read-only for the kernel's lifetime), "Atomic Functions" (atomicAdd_block: atomic only among
# the block's threads). CUB = cub::BlockReduce/WarpReduce docs (the aggregate is valid in
# thread 0 / lane 0 only; a __syncthreads is needed before TempStorage is reused). SPEC =
# docs/SPEC.md (grid 4 x 256 in one cluster of 4, so blockIdx.x == block_rank() ==
# block_index().x; each output stored by exactly one thread; last-block launched twice with no
# host reset; every buffer NaN-filled before a launch). Exit code policy: a DSMEM access to a
# block that has exited is a fault (5), a barrier nobody can complete a hang (4), everything
# else that breaks a rule 1.
RACE = r'data race|race'
EXITED = r'exit'
STARTED = r'not started|started|data race'
HANG = r'deadlock|did not finish|hang|watchdog|never|divergent'
WRONG = r'❌|not written'
MULTI = r'more than one|several|writers|stored by|multiple'
MASK = r'mask|lane|divergent|warp'
UNINIT = r'uninit|NaN|not written|fill|initiali'

# ---------------------------------------------------------------- shared helpers (pre)
BSUM = r'''
namespace ind {
constexpr int kWarp = 32;
__device__ __forceinline__ float warp_sum(float v)
{
#pragma unroll
    for (int o = kWarp / 2; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}
// Block-wide sum, valid in thread 0 only; one call per kernel (ws is reused without a barrier).
template <int BLOCK>
__device__ __forceinline__ float block_sum(float v)
{
    static_assert(BLOCK % kWarp == 0 && BLOCK <= kWarp * kWarp, "block must be whole warps");
    __shared__ float ws[BLOCK / kWarp];
    const int lane = threadIdx.x % kWarp, warp = threadIdx.x / kWarp;
    v = warp_sum(v);
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = lane < BLOCK / kWarp ? ws[lane] : 0.0f;
        v = warp_sum(v);
    }
    return v;
}
}  // namespace ind
'''
CUB = '#include <cub/cub.cuh>\n'

# ================================================================= coordination
case('c01_shfl_template_ldg', 'coordination', 'pass',
     'Production block reduction: __ldg on the read-only input, templated warp-shuffle block_sum (full warps, full masks), thread 0 writes output[rank]. No DSMEM, so no cluster barrier is needed (SPEC checks only the numbers; PG Thread Block Clusters asks for no barrier when no shared memory is shared).',
     r'''
    namespace cgc = cooperative_groups;
    const unsigned rank = cgc::this_cluster().block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    float v = gi < size ? __ldg(input + gi) * float(rank + 1) : 0.0f;
    v = ind::block_sum<TPB>(v);
    if (threadIdx.x == 0) output[rank] = v;''', pre=BSUM,
     sig='__global__ void __launch_bounds__(TPB) cluster_coordination_basics(float *__restrict__ output, const float *__restrict__ input, int size)')

case('c02_float4_cub_blockidx', 'coordination', 'pass',
     'float4 loads (64 threads load the 256 floats of the block; input is cudaMalloc-aligned and 256*4 bytes per block keeps 16-byte alignment) with a scalar tail loop that is empty here, cub::BlockReduce<float, TPB> (aggregate valid in thread 0, CUB), output indexed by blockIdx.x, which equals the cluster rank for this launch (SPEC: one cluster of 4 blocks in a grid of 4).',
     r'''
    using BR = cub::BlockReduce<float, TPB>;
    __shared__ typename BR::TempStorage tmp;
    const float scale = float(blockIdx.x + 1);
    const int base = blockIdx.x * TPB;
    const int n4 = TPB / 4;
    float acc = 0.0f;
    if (threadIdx.x < n4 && base + 4 * (int)threadIdx.x + 3 < size) {
        const float4 q = reinterpret_cast<const float4 *>(input + base)[threadIdx.x];
        acc = (q.x + q.y + q.z + q.w) * scale;
    }
    for (int i = base + 4 * n4 + threadIdx.x; i < base + TPB && i < size; i += blockDim.x)
        acc += input[i] * scale;  // scalar tail (empty for TPB % 4 == 0)
    const float s = BR(tmp).Sum(acc);
    if (threadIdx.x == 0) output[blockIdx.x] = s;''', pre=CUB)

DSM_HEAD = r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float sdata[TPB];
    const unsigned rank = cluster.block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[threadIdx.x] = gi < size ? input[gi] * float(rank + 1) : 0.0f;
'''
DSM_GATHER = r'''
    if (rank == 0 && threadIdx.x < CLUSTER_SIZE) {
        const float *peer = cluster.map_shared_rank(sdata, (int)threadIdx.x);
        float s = 0.0f;
#pragma unroll 8
        for (int i = 0; i < TPB; ++i)
            s += peer[i];  // CAUSE
        output[threadIdx.x] = s;
    }
'''
case('c03_syncthreads_orders_dsmem', 'coordination', 'fail 1',
     'Rank 0 threads 0..3 sum each peer\'s sdata through map_shared_rank after only __syncthreads(). __syncthreads orders the block only (PG Synchronization Functions; PG Distributed Shared Memory: cluster.sync() is needed before reading a peer\'s shared memory); the peer\'s stores and rank 0\'s loads are unordered: a data race (PTX), and the peer may not have started. A final cluster.sync keeps peers alive, so that is the only bug.',
     DSM_HEAD + '    __syncthreads();  // believed to publish sdata to the cluster\n' + DSM_GATHER + '    cluster.sync();', cause=STARTED)

case('c04_dsmem_gather_synced', 'coordination', 'pass',
     'As c03 with cluster.sync() before the gather (release/acquire over the cluster, PTX barrier.cluster) and cluster.sync() after it, so no peer exits while rank 0 reads its shared memory (PG Distributed Shared Memory).',
     DSM_HEAD + '    cluster.sync();\n' + DSM_GATHER + '    cluster.sync();')

case('c05_dsmem_gather_no_final_sync', 'coordination', 'fail 5',
     'As c04 without the final cluster.sync(): peers 1..3 have nothing left to do after the first cluster.sync and may exit while rank 0 still reads their shared memory (PG Distributed Shared Memory: all DSMEM accesses must complete before the owning block exits). Pre-Hopper habit: the data is "in memory" once written.',
     DSM_HEAD + '    cluster.sync();\n' + DSM_GATHER, cause=EXITED)

case('c06_threadfence_as_cluster_barrier', 'coordination', 'fail 1',
     'As c04 with __syncthreads(); __threadfence(); in place of the first cluster.sync(): a fence orders this thread\'s own accesses, it does not wait for other blocks (PG Memory Fence Functions), so rank 0 can read a peer\'s sdata before it is stored: data race (PTX) / peer not started.',
     DSM_HEAD + '    __syncthreads();\n    __threadfence();  // believed to make sdata visible cluster-wide\n' + DSM_GATHER + '    cluster.sync();', cause=STARTED)

case('c07_block_index_dims', 'coordination', 'pass',
     'Uses cluster.block_index().x for the scale and output slot, cluster.dim_blocks().x in a static bound, blockIdx.x for the global index: all coincide for this launch (one cluster of 4 = the grid, SPEC), so the result is right.',
     r'''
    const cg::cluster_group cl = cg::this_cluster();
    const unsigned bx = cl.block_index().x;
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    __shared__ float s[TPB];
    s[threadIdx.x] = gi < size ? input[gi] * float(bx + 1) : 0.0f;
    __syncthreads();
#pragma unroll
    for (int st = TPB / 2; st > 0; st >>= 1) {
        if ((int)threadIdx.x < st) s[threadIdx.x] += s[threadIdx.x + st];
        __syncthreads();
    }
    if (threadIdx.x == 0 && bx < cl.dim_blocks().x) output[bx] = s[0];''')

case('c08_rank_from_blockidx_mod', 'coordination', 'pass',
     'Pre-Hopper habit: rank = blockIdx.x % CLUSTER_SIZE. With a grid of exactly one cluster of 4 this equals block_rank() (SPEC), and nothing else depends on the cluster: right. cub::BlockReduce with the aggregate used in thread 0 only (CUB).',
     r'''
    using BR = cub::BlockReduce<float, TPB>;
    __shared__ typename BR::TempStorage tmp;
    const unsigned rank = blockIdx.x % CLUSTER_SIZE;
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float v = gi < size ? input[gi] * float(rank + 1) : 0.0f;
    const float s = BR(tmp).Sum(v);
    if (threadIdx.x == 0) output[rank] = s;''', pre=CUB)

NEIGH_HEAD = r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float sdata[TPB];
    __shared__ float total;
    const unsigned rank = cluster.block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float v = gi < size ? input[gi] * float(rank + 1) : 0.0f;
    sdata[threadIdx.x] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        total = s;
    }
    const unsigned next = (rank + 1) % CLUSTER_SIZE;
'''
case('c09_read_peer_between_arrive_wait', 'coordination', 'fail 1',
     'Each block publishes its total in shared memory and thread 0 writes its neighbour\'s output from the neighbour\'s total via DSMEM. The read sits between barrier_arrive() and barrier_wait(): arrive only announces, the peer\'s store is ordered before this read only after wait returns (PTX barrier.cluster: acquire is on wait), so the read races with the peer\'s store (PTX data race). Split-barrier habit from "do independent work between arrive and wait".',
     NEIGH_HEAD + r'''
    auto tok = cluster.barrier_arrive();
    if (threadIdx.x == 0)
        output[next] = *cluster.map_shared_rank(&total, (int)next);  // CAUSE
    cluster.barrier_wait(std::move(tok));
    cluster.sync();''', cause=RACE)

case('c10_read_peer_after_wait', 'coordination', 'pass',
     'As c09 with the DSMEM read after barrier_wait() (the peer\'s store of total happens before its arrive, release/acquire at cluster scope, PTX barrier.cluster) and a final cluster.sync() so no peer exits before its total is read (PG Distributed Shared Memory). Each output written once (by the block before it).',
     NEIGH_HEAD + r'''
    auto tok = cluster.barrier_arrive();
    cluster.barrier_wait(std::move(tok));
    if (threadIdx.x == 0)
        output[next] = *cluster.map_shared_rank(&total, (int)next);
    cluster.sync();''')

FLAG_HEAD = r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float part;
    __shared__ volatile int ready;
    const unsigned rank = cluster.block_rank();
    if (threadIdx.x == 0) ready = 0;
    cluster.sync();  // every block's flag is zero and every block has started
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = ind::block_sum<TPB>(gi < size ? input[gi] * float(rank + 1) : 0.0f);
    const unsigned next = (rank + 1) % CLUSTER_SIZE;
'''
case('c11_volatile_flag_no_fence', 'coordination', 'refuse',
     '(Written "fail 1" before the run; corrected to "refuse": cg::cluster_group::map_shared_rank(T *, int) passes the pointer to __cluster_map_shared_rank(const void *), which a volatile int * does not convert to; nvcc 13 on an H200 refuses it with "argument of type volatile int * is incompatible with parameter of type const void *". c16 is the same kernel written so that it builds.) Message passing through DSMEM with a volatile flag: thread 0 stores part, then ready = 1 (volatile), no fence; the neighbour spins on the volatile flag and reads part. Volatile accesses are relaxed .sys operations with no ordering (PTX: ld/st.volatile treated as relaxed), so the store of part is not ordered before the reader\'s load: data race on part (PTX Memory Consistency Model). Pre-Hopper "volatile makes it visible" habit.',
     FLAG_HEAD + r'''
    if (threadIdx.x == 0) {
        part = s;
        ready = 1;  // no fence between the data and the flag
        volatile int *flag = cluster.map_shared_rank(&ready, (int)next);
        while (*flag == 0) { }
        output[next] = *cluster.map_shared_rank(&part, (int)next);
    }
    cluster.sync();''', pre=BSUM, cause=r'volatile|incompatible|invalid conversion')

case('c12_volatile_flag_fenced', 'coordination', 'refuse',
     '(Written "pass"; corrected to "refuse" for the reason in c11; c17 is the same kernel written so that it builds.) As c11 with __threadfence() between part and the flag (release pattern: fence.sc then a strong write; the volatile store is a strong relaxed .sys write) and __threadfence() after the spin (acquire pattern: strong read then fence), PTX Memory Consistency Model; gpu scope covers the cluster. The blocks of a cluster are co-scheduled (PG Thread Block Clusters), so the spin ends; the final cluster.sync keeps peers alive.',
     FLAG_HEAD + r'''
    if (threadIdx.x == 0) {
        part = s;
        __threadfence();
        ready = 1;
        volatile int *flag = cluster.map_shared_rank(&ready, (int)next);
        while (*flag == 0) { }
        __threadfence();
        output[next] = *cluster.map_shared_rank(&part, (int)next);
    }
    cluster.sync();''', pre=BSUM, cause=r'volatile|incompatible|invalid conversion')

case('c13_atomicadd_block_private_slot', 'coordination', 'pass',
     'Every thread atomicAdd_block()s its scaled value into slot[rank] of rank 0\'s shared memory. Block-scope atomics are atomic among the block\'s threads (PG Atomic Functions), and only block r\'s threads touch slot[r], so the updates are morally strong among themselves (same CTA); rank 0 zeroes the slots before a cluster.sync and reads them after another (release/acquire at cluster scope). Right, if unusual.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float slot[CLUSTER_SIZE];
    const unsigned rank = cluster.block_rank();
    if (threadIdx.x < CLUSTER_SIZE) slot[threadIdx.x] = 0.0f;
    cluster.sync();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float v = gi < size ? input[gi] * float(rank + 1) : 0.0f;
    float *dst = cluster.map_shared_rank(slot, 0);
    atomicAdd_block(&dst[rank], v);
    cluster.sync();
    if (rank == 0 && threadIdx.x < CLUSTER_SIZE) output[threadIdx.x] = slot[threadIdx.x];''')

case('c14_cluster_sync_in_thread0_branch', 'coordination', 'fail 4',
     'Pre-Hopper "thread 0 does the inter-block part" habit: thread 0 sums the block and calls cluster.sync() inside if (threadIdx.x == 0); the other threads wait at the __syncthreads() after the branch. barrier.cluster.wait waits for every non-exited thread of the cluster to arrive (PTX barrier.cluster), but threads 1..255 wait at the block barrier for thread 0: neither completes, a hang (and the .aligned cluster barrier is executed by one lane of warp 0).',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float sdata[TPB];
    const unsigned rank = cluster.block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[threadIdx.x] = gi < size ? input[gi] * float(rank + 1) : 0.0f;
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
        cluster.sync();  // CAUSE
    }
    __syncthreads();''', cause=HANG)

case('c15_cg_reduce_tiles', 'coordination', 'pass',
     'cg::tiled_partition<32> + cg::reduce(tile, v, cg::plus<float>()), warp sums in shared memory, __syncthreads, thread 0 sums the 8 warp sums; a trailing cluster.sync() by every thread (harmless). Right.',
     r'''
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    __shared__ float wsum[TPB / 32];
    const unsigned rank = cg::this_cluster().block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float v = gi < size ? input[gi] * float(rank + 1) : 0.0f;
    const float w = cg::reduce(tile, v, cg::plus<float>());
    if (tile.thread_rank() == 0) wsum[tile.meta_group_rank()] = w;
    block.sync();
    if (block.thread_rank() == 0) {
        float s = 0.0f;
#pragma unroll
        for (int i = 0; i < TPB / 32; ++i) s += wsum[i];
        output[rank] = s;
    }
    cg::this_cluster().sync();''')

# ================================================================= reduction
R_CUB_HEAD = r'''
    using BR = cub::BlockReduce<float, TPB>;
    __shared__ typename BR::TempStorage tmp;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned rank = cluster.block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float v = gi < size ? input[gi] : 0.0f;
'''
R_FINAL = r'''
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
#pragma unroll
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];  // CAUSE
        output[0] = t;
    }'''
case('r01_cub_temp_storage_sync', 'reduction', 'pass',
     'cub::BlockReduce per block, thread 0 publishes temp_storage[rank], cluster.sync() (release/acquire at cluster scope, PTX barrier.cluster; global memory is covered), one thread of the cluster sums and writes output[0] (SPEC: one writer). Exact integer sums.',
     R_CUB_HEAD + r'''
    const float s = BR(tmp).Sum(v);
    if (threadIdx.x == 0) temp_storage[rank] = s;
    cluster.sync();''' + R_FINAL, pre=CUB)

case('r02_threadfence_no_barrier', 'reduction', 'fail 1',
     'As r01 with __syncthreads(); __threadfence(); instead of cluster.sync(): the fence orders rank 0\'s own writes, it waits for nobody (PG Memory Fence Functions), so rank 0 reads temp_storage[1..3] possibly before the peers store them: data race (PTX), NaN or stale values.',
     R_CUB_HEAD + r'''
    const float s = BR(tmp).Sum(v);
    if (threadIdx.x == 0) temp_storage[rank] = s;
    __syncthreads();
    __threadfence();''' + R_FINAL, pre=CUB, cause=RACE + '|NaN|not written')

case('r03_every_block_writes_total', 'reduction', 'fail 1',
     '"Benign race" habit: after cluster.sync() thread 0 of every block sums temp_storage and writes output[0] (same value). SPEC Checking: each output element is stored by exactly one thread per launch; four writers break it.',
     R_CUB_HEAD + r'''
    const float s = BR(tmp).Sum(v);
    if (threadIdx.x == 0) temp_storage[rank] = s;
    cluster.sync();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;  // CAUSE
    }''', pre=CUB, cause=MULTI)

case('r04_elect_per_warp_writes', 'reduction', 'fail 1',
     'if (rank == 0 && elect_one_sync()) writes output[0]: elect_one_sync elects one lane per warp (kernels.h; SPEC Known errors), so 8 threads of rank 0 store output[0]: breaks SPEC\'s one writer per output.',
     R_CUB_HEAD + r'''
    const float s = BR(tmp).Sum(v);
    if (threadIdx.x == 0) temp_storage[rank] = s;
    cluster.sync();
    if (rank == 0 && elect_one_sync()) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;  // CAUSE
    }''', pre=CUB, cause=MULTI)

case('r05_cub_tempstorage_reused', 'reduction', 'fail 1',
     'Two BlockReduce Sum calls on one TempStorage (low and high halves, "to keep partial sums small") with no __syncthreads between: CUB docs require a barrier before temp storage is reused; the second call\'s writes race with the first call\'s reads by slower warps (PTX data race on shared memory).',
     R_CUB_HEAD + r'''
    const float lo = BR(tmp).Sum(threadIdx.x < TPB / 2 ? v : 0.0f);
    const float hi = BR(tmp).Sum(threadIdx.x < TPB / 2 ? 0.0f : v);  // CAUSE
    if (threadIdx.x == 0) temp_storage[rank] = lo + hi;
    cluster.sync();''' + R_FINAL.replace('  // CAUSE', ''), pre=CUB, cause=RACE)

case('r06_cub_tempstorage_reused_synced', 'reduction', 'pass',
     'As r05 with __syncthreads() between the two Sum calls (CUB: barrier before reuse). Right.',
     R_CUB_HEAD + r'''
    const float lo = BR(tmp).Sum(threadIdx.x < TPB / 2 ? v : 0.0f);
    __syncthreads();
    const float hi = BR(tmp).Sum(threadIdx.x < TPB / 2 ? 0.0f : v);
    if (threadIdx.x == 0) temp_storage[rank] = lo + hi;
    cluster.sync();''' + R_FINAL.replace('  // CAUSE', ''), pre=CUB)

R_ACC = r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float acc;
    const unsigned rank = cluster.block_rank();
    if (threadIdx.x == 0) acc = 0.0f;
    cluster.sync();  // rank 0's acc is zero before anyone adds; every block has started
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = ind::block_sum<TPB>(gi < size ? input[gi] : 0.0f);
    float *acc0 = cluster.map_shared_rank(&acc, 0);
'''
R_ACC_TAIL = r'''
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0) output[0] = acc;'''
case('r07_atomicadd_block_on_dsmem', 'reduction', 'fail 1',
     'Thread 0 of every block atomicAdd_block()s its block sum into rank 0\'s shared acc ("it is shared memory, so block scope"). atomicAdd_block is atomic only among the threads of the calling block (PG Atomic Functions); .cta-scope atomics from different CTAs are not morally strong, so the four adds race (PTX data race) and updates can be lost.',
     R_ACC + r'''
    if (threadIdx.x == 0) atomicAdd_block(acc0, s);  // CAUSE''' + R_ACC_TAIL, pre=BSUM, cause=RACE + '|scope|block')

case('r08_atomicadd_on_dsmem', 'reduction', 'pass',
     'As r07 with atomicAdd (device scope, which contains the cluster; PG Atomic Functions, PG Distributed Shared Memory allows atomics on DSMEM). cluster.sync() before (acc initialised, peers started) and after (adds ordered before rank 0 reads, PTX barrier.cluster). Exact integer sums in any order.',
     R_ACC + r'''
    if (threadIdx.x == 0) atomicAdd(acc0, s);''' + R_ACC_TAIL, pre=BSUM)

case('r09_atomic_ref_device_dsmem', 'reduction', 'pass',
     'As r08 with cuda::atomic_ref<float, cuda::thread_scope_device>(*acc0).fetch_add(s, cuda::memory_order_relaxed): relaxed is enough because the cluster barriers do the ordering (PTX barrier.cluster release/acquire); device scope contains the cluster. Right.',
     R_ACC + r'''
    if (threadIdx.x == 0) {
        cuda::atomic_ref<float, cuda::thread_scope_device> a(*acc0);
        a.fetch_add(s, cuda::memory_order_relaxed);
    }''' + R_ACC_TAIL, pre=BSUM)

case('r10_atomicadd_output_no_init', 'reduction', 'fail 1',
     'Habit "the host memsets the output": thread 0 of each block atomicAdd()s its block sum straight into output[0], which nobody zeroes. SPEC Checking: every buffer is NaN-filled before the launch, so the sum is NaN: wrong.',
     r'''
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = ind::block_sum<TPB>(gi < size ? input[gi] : 0.0f);
    if (threadIdx.x == 0) atomicAdd(output, s);  // CAUSE
    cg::this_cluster().sync();''', pre=BSUM, cause=UNINIT)

R_DSM = r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float part;
    const unsigned rank = cluster.block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = ind::block_sum<TPB>(gi < size ? input[gi] : 0.0f);
    if (threadIdx.x == 0) part = s;
    cluster.sync();
    if (rank == 0 && threadIdx.x < 32) {
        float p = threadIdx.x < CLUSTER_SIZE ? *cluster.map_shared_rank(&part, (int)threadIdx.x) : 0.0f;  // CAUSE
        p = ind::warp_sum(p);
        if (threadIdx.x == 0) output[0] = p;
    }
'''
case('r11_dsmem_partials_no_final_sync', 'reduction', 'fail 5',
     'Block sums kept in each block\'s shared memory; after cluster.sync() warp 0 of rank 0 reads the four parts through map_shared_rank, and the kernel ends. Peers 1..3 may exit right after the barrier while rank 0 reads their shared memory (PG Distributed Shared Memory: keep the owner alive, e.g. a final cluster.sync()).',
     R_DSM, pre=BSUM, cause=EXITED)

case('r12_dsmem_partials_synced', 'reduction', 'pass',
     'As r11 with a final cluster.sync() by every thread. The warp-0 shuffle runs with all 32 lanes (lanes 4..31 contribute 0). Right.',
     R_DSM.replace('  // CAUSE', '') + '    cluster.sync();', pre=BSUM)

case('r13_ldg_temp_storage', 'reduction', 'fail 1',
     'Habit "all loads through __ldg": rank 0 reads temp_storage, written by the other blocks in this launch, with __ldg. PG Read-Only Data Cache Load Function: __ldg is for data that is read-only for the whole lifetime of the kernel (ld.global.nc is not coherent with writes of the same kernel, PTX ld.global.nc), so the value may be stale: wrong by rule.',
     R_CUB_HEAD + r'''
    const float s = BR(tmp).Sum(v);
    if (threadIdx.x == 0) temp_storage[rank] = s;
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
#pragma unroll
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += __ldg(&temp_storage[r]);  // CAUSE
        output[0] = t;
    }''', pre=CUB, cause=r'ldg|read-only|non-coherent|nc')

case('r14_shfl_full_mask_partial_warp', 'reduction', 'pass',
     '(Written "fail 1" before the run; corrected to "pass": the rule cited says every NON-EXITED lane of the mask, and lanes 4..31 of warp 0 leave the kernel right after the branch, so the shuffle completes when they have exited (PTX shfl.sync: waits for the non-exited threads of membermask); lane 0\'s result reads only lanes 0..3. The first-run reasoning missed that the kernel ends there.) Rank 0 finishes with if (threadIdx.x < CLUSTER_SIZE) { v = temp_storage[tid]; v += __shfl_down_sync(0xffffffff, v, 2/1) }: the mask names lanes 4..31, which do not execute the shuffle (PG Warp Shuffle Functions: every non-exited lane in the mask must execute the same intrinsic with the same mask, otherwise undefined). Full-warp habit on a partial warp.',
     R_CUB_HEAD + r'''
    const float s = BR(tmp).Sum(v);
    if (threadIdx.x == 0) temp_storage[rank] = s;
    cluster.sync();
    if (rank == 0 && threadIdx.x < CLUSTER_SIZE) {
        float p = temp_storage[threadIdx.x];
#pragma unroll
        for (int o = CLUSTER_SIZE / 2; o > 0; o >>= 1)
            p += __shfl_down_sync(0xffffffffu, p, o);
        if (threadIdx.x == 0) output[0] = p;
    }''', pre=CUB)

case('r15_shfl_exact_mask', 'reduction', 'pass',
     'As r14 with mask 0xf (exactly the four lanes that execute). Lane 2 and 3 shuffle from lanes 4 and 5 (outside the mask): PG Warp Shuffle Functions says that value is undefined, but only lane 0\'s result is used and it depends only on lanes 0..3 (offset 2: lane 0 <- lane 2, lane 1 <- lane 3; offset 1: lane 0 <- lane 1). Right.',
     R_CUB_HEAD + r'''
    const float s = BR(tmp).Sum(v);
    if (threadIdx.x == 0) temp_storage[rank] = s;
    cluster.sync();
    if (rank == 0 && threadIdx.x < CLUSTER_SIZE) {
        float p = temp_storage[threadIdx.x];
        constexpr unsigned kMask = (1u << CLUSTER_SIZE) - 1;
#pragma unroll
        for (int o = CLUSTER_SIZE / 2; o > 0; o >>= 1)
            p += __shfl_down_sync(kMask, p, o);
        if (threadIdx.x == 0) output[0] = p;
    }''', pre=CUB)

case('r16_syncthreads_for_dsmem_partials', 'reduction', 'fail 1',
     'Each block\'s thread 0 writes its sum into slot[rank] of rank 0\'s shared memory, then __syncthreads(), then rank 0 sums the slots. __syncthreads orders only the block (PG Synchronization Functions): the peers\' DSMEM stores are unordered with rank 0\'s loads (PTX data race) and the peers may not have started/finished. Starts with cluster.sync() (peers started) and ends with one (peers alive), so that is the only bug.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float slot[CLUSTER_SIZE];
    const unsigned rank = cluster.block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = ind::block_sum<TPB>(gi < size ? input[gi] : 0.0f);
    cluster.sync();  // every block has started
    if (threadIdx.x == 0) cluster.map_shared_rank(slot, 0)[rank] = s;
    __syncthreads();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += slot[r];  // CAUSE
        output[0] = t;
    }
    cluster.sync();''', pre=BSUM, cause=STARTED + '|NaN|not written')

# ================================================================= advanced
A_HEAD = r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float sdata[TPB];
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned rank = cluster.block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    sdata[threadIdx.x] = gi < size ? input[gi] * float(rank + 1) : 0.0f;
    __syncthreads();
'''
A_ELECT = r'''
    if (elect_one_sync()) {
        float w = 0.0f;
#pragma unroll 8
        for (int i = 0; i < WARP_SIZE; ++i) w += sdata[warp * WARP_SIZE + i];
        wsum[warp] = w;
    }
'''
A_TAIL = r'''
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
#pragma unroll
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += wsum[i];  // CAUSE
        output[rank] = t;
    }
    cluster_wait();'''
case('a01_elect_warp_sums', 'advanced', 'pass',
     'The SPEC shape: elected lane per warp (all lanes call elect_one_sync) sums its 32 values, wsum indexed by warp, __syncthreads, arrive, thread 0 sums 8 warp sums, wait. Right.',
     A_HEAD + A_ELECT + '    __syncthreads();' + A_TAIL.replace('  // CAUSE', ''))

case('a02_syncwarp_instead_of_syncthreads', 'advanced', 'fail 1',
     'Warp-synchronous habit: __syncwarp() instead of __syncthreads() before thread 0 reads the 8 warp sums. __syncwarp orders only the calling warp (PG Synchronization Functions); wsum[1..7] are written by other warps: data race (PTX) with thread 0\'s reads.',
     A_HEAD + A_ELECT + '    __syncwarp();' + A_TAIL, cause=RACE)

case('a03_elect_in_partial_branch', 'advanced', 'fail 4',
     '(Written "fail 1" before the run; corrected to "fail 4": elect.sync, like every .sync warp instruction, makes the executing lanes wait for all non-exited lanes of membermask (PTX elect.sync), and the lanes that skipped it wait at the __syncthreads() after the branch, so neither moves: a hang. A standalone copy of this shape hung an H200 (timeout, no error).) "Skip zero work" habit: if (sdata[tid] != 0.0f && elect_one_sync()). Lanes whose input is 0 (i % 50 == 0) do not call elect_one_sync, which is elect.sync over the full member mask: every lane must execute it (kernels.h; PTX elect.sync: undefined if a member-mask thread does not execute it). Undefined behaviour, wrong by rule.',
     A_HEAD + r'''
    if (sdata[threadIdx.x] != 0.0f && elect_one_sync()) {  // CAUSE
        float w = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) w += sdata[warp * WARP_SIZE + i];
        wsum[warp] = w;
    }
    __syncthreads();''' + A_TAIL.replace('  // CAUSE', ''), cause=r'elect|mask|lane|divergent')

case('a04_elected_lane_assumed_zero', 'advanced', 'unclear',
     'Elected lane sums sdata[threadIdx.x + i] for i < 32, assuming it is lane 0. PTX elect.sync chooses a leader "deterministically" without saying which; the hardware picks the lowest active lane (0 for a full warp). Right on every GPU known, undefined by the letter: unclear.',
     A_HEAD + r'''
    if (elect_one_sync()) {
        float w = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) w += sdata[threadIdx.x + i];
        wsum[warp] = w;
    }
    __syncthreads();''' + A_TAIL.replace('  // CAUSE', ''))

A_GATHER_HEAD = r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float all[CLUSTER_SIZE][TPB / WARP_SIZE];
    const unsigned rank = cluster.block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    const float w = ind::warp_sum(gi < size ? input[gi] * float(rank + 1) : 0.0f);
'''
A_GATHER_TAIL = r'''
    cluster.sync();
    if (rank == 0 && threadIdx.x < CLUSTER_SIZE) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += all[threadIdx.x][i];
        output[threadIdx.x] = t;
    }'''
case('a05_dsmem_write_before_peer_started', 'advanced', 'fail 1',
     'Lane 0 of every warp writes its warp sum straight into rank 0\'s all[rank][warp] through map_shared_rank at the start, with no cluster.sync() before. PG Distributed Shared Memory: a block\'s shared memory may be accessed only once the block is known to have started (cluster.sync() first). Rule broken although hardware co-schedules the cluster.',
     A_GATHER_HEAD + r'''
    if (lane == 0) cluster.map_shared_rank(&all[0][0], 0)[rank * (TPB / WARP_SIZE) + warp] = w;  // CAUSE''' + A_GATHER_TAIL, pre=BSUM, cause=STARTED)

case('a06_dsmem_write_after_start_sync', 'advanced', 'pass',
     'As a05 with cluster.sync() before the DSMEM stores and the final cluster.sync() before rank 0 reads (release/acquire); rank 0 reads its own shared memory, so the peers may exit. Right.',
     A_GATHER_HEAD + r'''
    cluster.sync();
    if (lane == 0) cluster.map_shared_rank(&all[0][0], 0)[rank * (TPB / WARP_SIZE) + warp] = w;''' + A_GATHER_TAIL, pre=BSUM)

case('a07_arrive_only_thread0', 'advanced', 'fail 4',
     'mbarrier-count habit ("one arrival per block"): only thread 0 calls cluster_arrive(), every thread calls cluster_wait(). barrier.cluster.wait waits until every non-exited thread of the cluster has arrived (PTX barrier.cluster); threads 1..255 of each block never arrive and are waiting themselves: hang.',
     A_HEAD + A_ELECT + r'''
    __syncthreads();
    if (threadIdx.x == 0) {
        cluster_arrive();  // CAUSE
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += wsum[i];
        output[rank] = t;
    }
    cluster_wait();''', cause=HANG)

case('a08_cluster_dims_launch_bounds', 'advanced', 'pass',
     '__cluster_dims__(CLUSTER_SIZE,1,1) (matches the launch, PG Thread Block Clusters) and __launch_bounds__(TPB); rank from blockIdx.x (equal to block_rank here, SPEC); shuffle warp sums, lane 0 stores, __syncthreads, thread 0 sums. Right.',
     r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned rank = blockIdx.x;
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float w = ind::warp_sum(gi < size ? input[gi] * float(rank + 1) : 0.0f);
    if (threadIdx.x % WARP_SIZE == 0) wsum[threadIdx.x / WARP_SIZE] = w;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += wsum[i];
        output[rank] = t;
    }
    cluster_sync();''', pre=BSUM,
     sig='__global__ void __cluster_dims__(CLUSTER_SIZE, 1, 1) __launch_bounds__(TPB) advanced_cluster_patterns(float *output, const float *input, int size)')

A_WR = r'''
    using WR = cub::WarpReduce<float>;
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const int warp = threadIdx.x / WARP_SIZE;
    const float v = gi < size ? input[gi] * float(rank + 1) : 0.0f;
'''
A_WR_TAIL = r'''
    if (threadIdx.x % WARP_SIZE == 0) wsum[warp] = w;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += wsum[i];
        output[rank] = t;
    }
    cluster_wait();'''
case('a09_warpreduce_shared_tempstorage', 'advanced', 'unclear',
     '(Written "fail 1" before the run; made unclear: CUB\'s documented contract asks for one TempStorage per warp, but for full 32-lane logical warps WarpReduce uses its shuffle specialisation (WarpReduceShfl), whose TempStorage is empty, so sharing one changes nothing on any GPU: a contract breach with no effect, not scored.) cub::WarpReduce with ONE TempStorage for all 8 warps (CUB: each warp needs its own, an array indexed by warp). The warps\' reductions use the same shared words concurrently: data race (PTX), wrong warp sums.',
     A_WR + r'''
    __shared__ typename WR::TempStorage tmp;
    const float w = WR(tmp).Sum(v);  // CAUSE''' + A_WR_TAIL, pre=CUB, cause=RACE + '|TempStorage')

case('a10_warpreduce_per_warp_storage', 'advanced', 'pass',
     'As a09 with __shared__ typename WR::TempStorage tmp[TPB / WARP_SIZE] and WR(tmp[warp]) (CUB). Lane 0 holds the aggregate. Right.',
     A_WR + r'''
    __shared__ typename WR::TempStorage tmp[TPB / WARP_SIZE];
    const float w = WR(tmp[warp]).Sum(v);''' + A_WR_TAIL, pre=CUB)

case('a11_num_threads_as_stride', 'advanced', 'fail 1',
     'Index confusion: gi = rank * cluster.num_threads() + tid (the cluster\'s 1024 threads, not the block\'s 256). For ranks 1..3 gi >= 1024, the bounds guard gives 0, so blocks 1..3 sum zeros: wrong values (SPEC expected 231.2, 345.6, 459.2). (The CAUSE marker written before the run was dropped: a wrong value is reported by its ❌ line, which names no source line.)',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned rank = cluster.block_rank();
    const unsigned gi = rank * cluster.num_threads() + threadIdx.x;
    const float w = ind::warp_sum(gi < (unsigned)size ? input[gi] * float(rank + 1) : 0.0f);
    if (threadIdx.x % WARP_SIZE == 0) wsum[threadIdx.x / WARP_SIZE] = w;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += wsum[i];
        output[rank] = t;
    }''', pre=BSUM, cause=WRONG)

case('a12_cluster_thread_rank_as_gi', 'advanced', 'pass',
     'gi = cluster.thread_rank() = block_rank * 256 + tid, which equals blockIdx.x * blockDim.x + threadIdx.x for this launch (one cluster = the grid, SPEC). Right.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned rank = cluster.block_rank();
    const unsigned gi = cluster.thread_rank();
    const float w = ind::warp_sum(gi < (unsigned)size ? input[gi] * float(rank + 1) : 0.0f);
    if (threadIdx.x % WARP_SIZE == 0) wsum[threadIdx.x / WARP_SIZE] = w;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += wsum[i];
        output[rank] = t;
    }''', pre=BSUM)

A_LEGACY = r'''
    const unsigned rank = block_rank_in_cluster();
    __shared__ float sdata[TPB];
    const unsigned tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sdata[tid] = gi < size ? input[gi] * float(rank + 1) : 0.0f;
    __syncthreads();
#pragma unroll
    for (unsigned s = TPB / 2; s > 32; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
'''
case('a13_volatile_warp_synchronous_unroll', 'advanced', 'fail 1',
     'The classic "last warp unrolled" reduction: if (tid < 32) { volatile float *vs = sdata; vs[tid] += vs[tid + 32]; vs[tid] += vs[tid + 16]; ... } with no __syncwarp. Since Volta lanes are not lock-step (PG Independent Thread Scheduling: implicit warp-synchronous code is unsafe); volatile gives no ordering (PTX), so lane t reads vs[t + 16] possibly before lane t + 16 updated it: data race. (The CAUSE marker on the first step, written before the run, was dropped: every step of the unrolled block races, and which step a schedule meets first varies, e.g. the +1 step on reverse.)',
     A_LEGACY + r'''
    if (tid < 32) {
        volatile float *vs = sdata;
        vs[tid] += vs[tid + 32];
        vs[tid] += vs[tid + 16];
        vs[tid] += vs[tid + 8];
        vs[tid] += vs[tid + 4];
        vs[tid] += vs[tid + 2];
        vs[tid] += vs[tid + 1];
    }
    if (tid == 0) output[rank] = sdata[0];
    cluster_sync();''', cause=RACE)

case('a14_last_warp_shuffle', 'advanced', 'pass',
     'As a13 with the modern last warp: if (tid < 32) { v = sdata[tid] + sdata[tid + 32]; full-mask __shfl_down_sync loop } (all 32 lanes of warp 0 execute it, PG Warp Shuffle Functions). Right.',
     A_LEGACY + r'''
    if (tid < 32) {
        float v = sdata[tid] + sdata[tid + 32];
#pragma unroll
        for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
        if (tid == 0) output[rank] = v;
    }
    cluster_sync();''')

case('a15_blockreduce_result_all_threads', 'advanced', 'fail 1',
     'cub::BlockReduce Sum result used by thread TPB-1 ("every thread gets the sum", as with __syncthreads_count habits). CUB: the aggregate is only valid in thread 0; other threads hold partial/undefined values: wrong output.',
     r'''
    using BR = cub::BlockReduce<float, TPB>;
    __shared__ typename BR::TempStorage tmp;
    const unsigned rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = BR(tmp).Sum(gi < size ? input[gi] * float(rank + 1) : 0.0f);
    if (threadIdx.x == TPB - 1) output[rank] = s;  // CAUSE
    cluster_sync();''', pre=CUB, cause=WRONG + r'|thread 0|only valid|aggregate')

# ================================================================= last-block
L_HEAD = r'''
    __shared__ bool am_last;
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = ind::block_sum<TPB>(gi < size ? input[gi] : 0.0f);
'''
L_LAST = r'''
    if (am_last) {
        float t = 0.0f;
        for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x) t += partials[b];  // CAUSE
        __shared__ float fin[TPB];
        fin[threadIdx.x] = t;
        __syncthreads();
        for (int st = TPB / 2; st > 0; st >>= 1) {
            if ((int)threadIdx.x < st) fin[threadIdx.x] += fin[threadIdx.x + st];
            __syncthreads();
        }
        if (threadIdx.x == 0) {
            output[0] = fin[0];
            *counter = 0;
        }
    }'''
def lticket(pre_fence, post_fence, store_mark=''):
    return L_HEAD + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = s;%s
%s        const unsigned ticket = atomicAdd(counter, 1u);
%s        am_last = ticket == gridDim.x - 1;
    }
    __syncthreads();''' % (store_mark, pre_fence, post_fence)

case('l01_threadfence_reduction', 'last-block', 'pass',
     'The Programming Guide\'s threadFenceReduction in production dress: templated shuffle block sum, thread 0 stores the partial, __threadfence() (release pattern with the relaxed atomicAdd, PTX), ticket, __threadfence() after it (acquire pattern), __syncthreads broadcasts; the last block folds the partials with a block-stride loop and a tree, writes output[0] once and resets the counter (SPEC: second launch with no host reset).',
     lticket('        __threadfence();\n', '        __threadfence();\n') + L_LAST.replace('  // CAUSE', ''), pre=BSUM)

case('l02_fence_removed', 'last-block', 'fail 1',
     'As l01 with both fences removed ("atomics are already ordered"). atomicAdd is relaxed (PG Atomic Functions; PTX atom without .sem), so the partial store is not released: the last block\'s read of partials races with other blocks\' stores (PTX data race); it may read the NaN fill.',
     lticket('', '', '  // CAUSE') + L_LAST.replace('  // CAUSE', ''), pre=BSUM, cause=RACE + '|fence')

case('l03_fence_block_scope', 'last-block', 'fail 1',
     'As l01 with __threadfence_block() in both places: a CTA-scope fence does not order the partial for threads of other blocks (PG Memory Fence Functions: __threadfence_block orders only as observed by the block; PTX fence.cta), so no release/acquire at GPU scope: data race on partials.',
     lticket('        __threadfence_block();\n', '        __threadfence_block();\n', '  // CAUSE') + L_LAST.replace('  // CAUSE', ''), pre=BSUM, cause=RACE + '|fence|scope|block')

case('l04_cluster_sync_as_grid_sync', 'last-block', 'fail 1',
     'Cluster-era habit: every block stores its partial, cg::this_cluster().sync(), then block 0 sums all 256 partials. The last-block launch has no cluster attribute, so each block is its own 1-block cluster (PG Thread Block Clusters: a non-cluster launch is an implicit 1x1x1 cluster) and cluster.sync() is a block barrier: block 0 reads partials of blocks that may not have stored them: data race (PTX), NaN/wrong.',
     r'''
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = ind::block_sum<TPB>(gi < size ? input[gi] : 0.0f);
    if (threadIdx.x == 0) partials[blockIdx.x] = s;
    cg::this_cluster().sync();  // believed to wait for the whole grid
    if (blockIdx.x == 0) {
        float t = 0.0f;
        for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x) t += partials[b];  // CAUSE
        t = ind::block_sum<TPB>(t);
        if (threadIdx.x == 0) output[0] = t;
    }''', pre=BSUM.replace('one call per kernel (ws is reused without a barrier)', 'a __syncthreads separates two calls'),
     cause=RACE + '|NaN|not written|cluster')

case('l05_counter_not_reset', 'last-block', 'fail 1',
     'As l01 without *counter = 0 (habit: host cudaMemsets the counter before each launch). SPEC: the second launch runs with no host reset, so its tickets start at 256, no block is last, output is never written (NaN) and the counter is left nonzero.',
     lticket('        __threadfence();\n', '        __threadfence();\n') + L_LAST.replace('  // CAUSE', '').replace('\n            *counter = 0;', ''),
     pre=BSUM, cause=r'counter|reset|second launch|not written')

case('l06_atomic_ref_acq_rel', 'last-block', 'pass',
     'libcu++: cuda::atomic_ref<unsigned, cuda::thread_scope_device>(*counter).fetch_add(1, cuda::memory_order_acq_rel) by thread 0 after it stored the partial (release and acquire in one RMW, device scope; C++ / PTX .acq_rel), __syncthreads broadcasts to the block (causality through the barrier); reset with store(0, relaxed) after the last block has read every partial. Right.',
     L_HEAD + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = s;
        cuda::atomic_ref<unsigned int, cuda::thread_scope_device> ctr(*counter);
        am_last = ctr.fetch_add(1u, cuda::memory_order_acq_rel) == gridDim.x - 1;
    }
    __syncthreads();''' + L_LAST.replace('  // CAUSE', '').replace('*counter = 0;', 'cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*counter).store(0u, cuda::memory_order_relaxed);'), pre=BSUM)

case('l07_atomic_ref_relaxed', 'last-block', 'fail 1',
     'As l06 with memory_order_relaxed ("the atomic publishes the data"): a relaxed RMW has no release or acquire semantics (C++ [atomics.order]; PTX relaxed), so the partial stores are not ordered before the last block\'s reads: data race (PTX).',
     L_HEAD + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = s;  // CAUSE
        cuda::atomic_ref<unsigned int, cuda::thread_scope_device> ctr(*counter);
        am_last = ctr.fetch_add(1u, cuda::memory_order_relaxed) == gridDim.x - 1;
    }
    __syncthreads();''' + L_LAST.replace('  // CAUSE', ''), pre=BSUM, cause=RACE + '|relaxed|order')

case('l08_volatile_partials_no_fence', 'last-block', 'fail 1',
     'Partials stored and read through volatile pointers, ticket by atomicAdd, no fence ("volatile bypasses the cache, so it is visible"). Volatile accesses are relaxed .sys (morally strong, so no data race in the PTX sense) but give no ordering: nothing orders a block\'s partial store before its ticket, so the last block may read an old value (the NaN fill): wrong by the memory model (PTX Memory Consistency Model, causality order; PG Memory Fence Functions is exactly this example).',
     L_HEAD + r'''
    if (threadIdx.x == 0) {
        static_cast<volatile float *>(partials)[blockIdx.x] = s;  // CAUSE
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        const volatile float *vp = partials;
        float t = 0.0f;
        for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x) t += vp[b];
        __shared__ float fin[TPB];
        fin[threadIdx.x] = t;
        __syncthreads();
        for (int st = TPB / 2; st > 0; st >>= 1) {
            if ((int)threadIdx.x < st) fin[threadIdx.x] += fin[threadIdx.x + st];
            __syncthreads();
        }
        if (threadIdx.x == 0) {
            output[0] = fin[0];
            *counter = 0;
        }
    }''', pre=BSUM, cause=RACE + '|volatile|fence|order|stale')

case('l09_syncthreads_or_fenced', 'last-block', 'pass',
     'The seed\'s 2.0 guard with an acquire: partial stored by thread 0, __threadfence() by every thread, thread 0 takes the ticket and fences again, __syncthreads_or(last) broadcasts (PG Synchronization Functions). Release and acquire patterns as in l01. Right.',
     r'''
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = ind::block_sum<TPB>(gi < size ? input[gi] : 0.0f);
    if (threadIdx.x == 0) partials[blockIdx.x] = s;
    __threadfence();
    unsigned ticket = 0;
    if (threadIdx.x == 0) {
        ticket = atomicAdd(counter, 1u);
        __threadfence();
    }
    const bool am_last = __syncthreads_or(threadIdx.x == 0 && ticket == gridDim.x - 1);''' + L_LAST.replace('  // CAUSE', ''), pre=BSUM)

case('l10_grid_stride_float4', 'last-block', 'pass',
     '__launch_bounds__(TPB), grid-stride loop over float4s with a scalar tail (input 16-byte aligned, size % 4 == 0 so the tail is empty), cub::BlockReduce, thread 0: partial, __threadfence, atomicInc(counter, gridDim.x - 1) (wraps to 0 on the last ticket, so the counter resets itself: PG atomicInc), __threadfence; the last block folds the partials. Blocks 64..255 contribute 0. Right.',
     r'''
    using BR = cub::BlockReduce<float, TPB>;
    __shared__ typename BR::TempStorage tmp;
    __shared__ bool am_last;
    const float4 *__restrict__ in4 = reinterpret_cast<const float4 *>(input);
    const int stride = gridDim.x * blockDim.x;
    const int n4 = size / 4;
    float acc = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += stride) {
        const float4 q = __ldg(in4 + i);
        acc += (q.x + q.y) + (q.z + q.w);
    }
    for (int i = 4 * n4 + blockIdx.x * blockDim.x + threadIdx.x; i < size; i += stride)
        acc += __ldg(input + i);
    const float s = BR(tmp).Sum(acc);
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = s;
        __threadfence();
        am_last = atomicInc(counter, gridDim.x - 1) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (am_last) {
        float t = 0.0f;
        for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x) t += partials[b];
        __syncthreads();  // tmp is reused
        t = BR(tmp).Sum(t);
        if (threadIdx.x == 0) output[0] = t;
    }''', pre=CUB,
     sig='__global__ void __launch_bounds__(TPB) last_block_reduction(float *__restrict__ output, const float *__restrict__ input, float *__restrict__ partials, unsigned int *__restrict__ counter, int size)')

case('l11_final_warp_partial_mask', 'last-block', 'fail 1',
     'Last block: each warp shuffles its 32 partials, lane 0 stores ws[warp], then if (tid < 8) { v = ws[tid]; full-mask __shfl_down_sync loop }. The mask names lanes 8..31, which do not execute the shuffle (PG Warp Shuffle Functions): undefined. Full-warp habit on a partial warp.',
     lticket('        __threadfence();\n', '        __threadfence();\n') + r'''
    if (am_last) {
        __shared__ float ws[TPB / 32];
        float t = 0.0f;
        for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x) t += partials[b];
        t = ind::warp_sum(t);
        if (threadIdx.x % 32 == 0) ws[threadIdx.x / 32] = t;
        __syncthreads();
        if (threadIdx.x < TPB / 32) {
            float v = ws[threadIdx.x];
#pragma unroll
            for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);  // CAUSE
            if (threadIdx.x == 0) {
                output[0] = v;
                *counter = 0;
            }
        }
    }''', pre=BSUM, cause=MASK)

case('l12_block0_resets_counter', 'last-block', 'fail 1',
     'Pre-launch-init habit: block 0\'s thread 0 sets *counter = 0 at the start "so no host reset is needed", and the last block does not reset. Block 0 may run after other blocks took tickets (no order between blocks, PG Thread Hierarchy); its plain store races with their atomicAdds (PTX data race: a plain store and an atomic, unordered) and loses tickets.',
     r'''
    if (blockIdx.x == 0 && threadIdx.x == 0) *counter = 0;  // CAUSE
''' + lticket('        __threadfence();\n', '        __threadfence();\n') + L_LAST.replace('  // CAUSE', '').replace('\n            *counter = 0;', ''),
     pre=BSUM, cause=RACE + '|counter|ticket')

case('l13_last_block_by_index', 'last-block', 'fail 1',
     '"The last block launched finishes last" habit: blockIdx.x == gridDim.x - 1 sums the partials after __threadfence(); no ticket. Blocks are not ordered (PG Thread Hierarchy: blocks run in any order); a fence does not wait (PG Memory Fence Functions): block 255 reads partials that may not be stored: data race / NaN. (Cause pattern widened after the run with "no ticket": p34 names this race as a read of another block\'s partial with no ticket ordering it, which is the cause; the pattern written before the run listed only the words race/NaN.)',
     r'''
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = ind::block_sum<TPB>(gi < size ? input[gi] : 0.0f);
    if (threadIdx.x == 0) partials[blockIdx.x] = s;
    __threadfence();
    if (blockIdx.x == gridDim.x - 1) {
        __syncthreads();
        float t = 0.0f;
        for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x) t += partials[b];  // CAUSE
        __shared__ float fin[TPB];
        fin[threadIdx.x] = t;
        __syncthreads();
        for (int st = TPB / 2; st > 0; st >>= 1) {
            if ((int)threadIdx.x < st) fin[threadIdx.x] += fin[threadIdx.x + st];
            __syncthreads();
        }
        if (threadIdx.x == 0) output[0] = fin[0];
    }''', pre=BSUM, cause=RACE + '|NaN|not written|no ticket')

case('l14_partial_by_other_thread_fence_thread0', 'last-block', 'pass',
     'The partial is stored by warp 7\'s lane 0 (thread 224), then __syncthreads(), then thread 0 fences, takes the ticket, fences. PTX causality order is transitive through the CTA barrier (bar.sync orders the store before thread 0\'s fence.sc) and fences are cumulative, so the release pattern covers the store of thread 224; the last block reads after its acquire. Right.',
     r'''
    __shared__ bool am_last;
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = ind::block_sum<TPB>(gi < size ? input[gi] : 0.0f);
    __shared__ float bs;
    if (threadIdx.x == 0) bs = s;
    __syncthreads();
    if (threadIdx.x == TPB - 32) partials[blockIdx.x] = bs;
    __syncthreads();
    if (threadIdx.x == 0) {
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();''' + L_LAST.replace('  // CAUSE', ''), pre=BSUM)

case('l15_relaxed_asm_cluster_barrier', 'last-block', 'fail 1',
     'Like l04 but "faster" with cg::this_grid()-style intent through cluster barrier arrive/wait split: every block stores its partial, arrive, wait, block 0 sums. No cluster in this launch: each block is its own cluster (PG Thread Block Clusters), so arrive/wait wait for the block only: block 0 reads partials not yet stored: data race / NaN.',
     r'''
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = ind::block_sum<TPB>(gi < size ? input[gi] : 0.0f);
    if (threadIdx.x == 0) partials[blockIdx.x] = s;
    cluster_arrive();
    cluster_wait();
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (unsigned b = 0; b < gridDim.x; ++b) t += partials[b];  // CAUSE
        output[0] = t;
    }''', pre=BSUM, cause=RACE + '|NaN|not written|cluster')

# ================================================================= second batch (written after the
# first run, before running these): the same class, probing what the first batch did not.
FLAG2_HEAD = FLAG_HEAD.replace('__shared__ volatile int ready;', '__shared__ int ready;').replace(
    'if (threadIdx.x == 0) ready = 0;', 'if (threadIdx.x == 0) *(volatile int *)&ready = 0;')
case('c16_volatile_cast_flag_no_fence', 'coordination', 'fail 1',
     'c11 written so that it builds (a plain __shared__ int, volatile casts on the local and the mapped pointer): thread 0 stores part, then the volatile flag, no fence; the neighbour spins on the volatile flag and reads part. Volatile = relaxed .sys, no ordering (PTX): the store of part is not ordered before the load: data race.',
     FLAG2_HEAD + r'''
    if (threadIdx.x == 0) {
        part = s;
        *(volatile int *)&ready = 1;
        volatile int *flag = cluster.map_shared_rank(&ready, (int)next);
        while (*flag == 0) { }
        output[next] = *cluster.map_shared_rank(&part, (int)next);  // CAUSE
    }
    cluster.sync();''', pre=BSUM, cause=RACE)

case('c17_volatile_cast_flag_fenced', 'coordination', 'pass',
     'c16 with __threadfence() between part and the flag (release pattern) and after the spin (acquire pattern), PTX Memory Consistency Model; the cluster is co-scheduled so the spin ends; final cluster.sync keeps peers alive. Right.',
     FLAG2_HEAD + r'''
    if (threadIdx.x == 0) {
        part = s;
        __threadfence();
        *(volatile int *)&ready = 1;
        volatile int *flag = cluster.map_shared_rank(&ready, (int)next);
        while (*flag == 0) { }
        __threadfence();
        output[next] = *cluster.map_shared_rank(&part, (int)next);
    }
    cluster.sync();''', pre=BSUM)

case('c18_two_blocks_one_dsmem_slot', 'coordination', 'fail 1',
     'Index slip: block r stores its sum into slot[r / 2] of rank 0 (meant slot[r]), so ranks 0 and 1 (and 2 and 3) store the same DSMEM word between the same two cluster barriers: conflicting unordered plain stores, a data race (PTX), and outputs 1 and 3 are never written.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float slot[CLUSTER_SIZE];
    const unsigned rank = cluster.block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = ind::block_sum<TPB>(gi < size ? input[gi] * float(rank + 1) : 0.0f);
    cluster.sync();
    if (threadIdx.x == 0) cluster.map_shared_rank(slot, 0)[rank / 2] = s;  // CAUSE
    cluster.sync();
    if (rank == 0 && threadIdx.x < CLUSTER_SIZE) output[threadIdx.x] = slot[threadIdx.x];''', pre=BSUM, cause=RACE + '|several|more than one')

case('r17_arrive_before_publish', 'reduction', 'fail 1',
     '"Arrive early to overlap" habit: cluster.barrier_arrive() first, then thread 0 stores temp_storage[rank], then barrier_wait(), then rank 0 reads. The release of arrive covers only what came before it (PTX barrier.cluster.arrive .release); the store after it is not ordered before rank 0\'s read: data race (PTX).',
     R_CUB_HEAD + r'''
    const float s = BR(tmp).Sum(v);
    auto tok = cluster.barrier_arrive();
    if (threadIdx.x == 0) temp_storage[rank] = s;
    cluster.barrier_wait(std::move(tok));''' + R_FINAL, pre=CUB, cause=RACE + '|NaN|not written')

case('r18_redux_sync_integers', 'reduction', 'pass',
     'sm_80 habit: __reduce_add_sync(0xffffffff, (unsigned)input[i]) per warp (redux.sync, integer only). The reduction inputs are the integers 0..1023 (SPEC), so the unsigned warp sums are exact; lane 0 stores them, warp 0 adds the 8 warp sums, thread 0 stores temp_storage[rank]; cluster.sync; one thread writes output[0]. Right.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ unsigned ws[TPB / WARP_SIZE];
    const unsigned rank = cluster.block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const unsigned v = gi < size ? (unsigned)input[gi] : 0u;
    const unsigned w = __reduce_add_sync(0xffffffffu, v);
    if (threadIdx.x % WARP_SIZE == 0) ws[threadIdx.x / WARP_SIZE] = w;
    __syncthreads();
    if (threadIdx.x < WARP_SIZE) {
        const unsigned b = __reduce_add_sync(0xffffffffu, threadIdx.x < TPB / WARP_SIZE ? ws[threadIdx.x] : 0u);
        if (threadIdx.x == 0) temp_storage[rank] = (float)b;
    }
    cluster.sync();''' + R_FINAL.replace('  // CAUSE', ''))

R_ARR = r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float part;
    const unsigned rank = cluster.block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = ind::block_sum<TPB>(gi < size ? input[gi] : 0.0f);
    if (threadIdx.x == 0) part = s;
    cluster.sync();
'''
case('r19_exit_guard_arrive_too_early', 'reduction', 'fail 5',
     'Split exit guard in the wrong place: every thread arrives right after the first cluster.sync, rank 0 then reads the peers\' part through DSMEM, and everyone waits at the end. Peers pass their wait as soon as rank 0\'s threads have arrived, which is before rank 0 reads: they may exit while rank 0 reads their shared memory (PG Distributed Shared Memory).',
     R_ARR + r'''
    cluster_arrive();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += *cluster.map_shared_rank(&part, r);  // CAUSE
        output[0] = t;
    }
    cluster_wait();''', pre=BSUM, cause=EXITED)

case('r20_exit_guard_arrive_after_reads', 'reduction', 'pass',
     'As r19 with cluster_arrive() after rank 0\'s DSMEM reads: no peer passes its wait before rank 0\'s threads arrive, which is after the reads (PTX barrier.cluster), so no peer exits early. Right.',
     R_ARR + r'''
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += *cluster.map_shared_rank(&part, r);
        output[0] = t;
    }
    cluster_arrive();
    cluster_wait();''', pre=BSUM)

case('r21_atomicexch_publish_then_sync', 'reduction', 'pass',
     'Thread 0 publishes its block sum with atomicExch(&temp_storage[rank], s) (habit: "atomics for cross-block data"); relaxed, but cluster.sync() orders it before rank 0\'s reads (PTX barrier.cluster release/acquire). Right.',
     R_CUB_HEAD + r'''
    const float s = BR(tmp).Sum(v);
    if (threadIdx.x == 0) atomicExch(&temp_storage[rank], s);
    cluster.sync();''' + R_FINAL.replace('  // CAUSE', ''), pre=CUB)

case('a16_reduce_add_sync_on_floats', 'advanced', 'refuse',
     '(Written "fail 1" before the run; corrected to "refuse": __reduce_add_sync has an unsigned and an int overload, and a float converts to both with the same rank, so the call is ambiguous; nvcc 13 on an H200 refuses it: "more than one instance of overloaded function __reduce_add_sync matches the argument list".) __reduce_add_sync used on the float values: it exists only for int/unsigned (PG Warp Reduce Functions), so each float converts to an unsigned integer (truncation, 0.02 * k becomes 0 or 1 ...) and the warp sums are wrong: wrong output.',
     r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float v = gi < size ? input[gi] * float(rank + 1) : 0.0f;
    const float w = (float)__reduce_add_sync(0xffffffffu, v);  // CAUSE
    if (threadIdx.x % WARP_SIZE == 0) wsum[threadIdx.x / WARP_SIZE] = w;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += wsum[i];
        output[rank] = t;
    }
    cluster_sync();''', cause=r'ambiguous|more than one instance|overload')

case('a17_activemask_as_shuffle_mask', 'advanced', 'unclear',
     '(Written "fail 1" before the run; made unclear after it: the earlier hunt judged __activemask() in code where all 32 lanes are converged as giving the full warp (docs/verdict-hunt.md a01, pass), and the simulator models it that way on purpose (sim/device.cpp __activemask: the lanes that run together); the Guide\'s letter does not promise convergence. The two readings disagree, so not scored.) Warp sum with __shfl_down_sync(__activemask(), v, o) in converged-looking code. PG Warp Vote Functions: __activemask() does not guarantee that the lanes it sees are all the warp\'s lanes at that point (threads are not guaranteed converged); a shuffle whose mask misses a source lane returns an undefined value (PG Warp Shuffle Functions), and the Volta programming notes name exactly this use as incorrect. Wrong by rule.',
     r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    float v = gi < size ? input[gi] * float(rank + 1) : 0.0f;
#pragma unroll
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(__activemask(), v, o);  // CAUSE
    if (threadIdx.x % WARP_SIZE == 0) wsum[threadIdx.x / WARP_SIZE] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += wsum[i];
        output[rank] = t;
    }
    cluster_sync();''', cause=MASK + '|activemask')

case('a18_cub_raking_commutative', 'advanced', 'pass',
     'cub::BlockReduce<float, TPB, cub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY> (addition is commutative; order differences are inside the SPEC bound), aggregate used in thread 0, cluster arrive/wait around nothing shared. Right.',
     r'''
    using BR = cub::BlockReduce<float, TPB, cub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY>;
    __shared__ typename BR::TempStorage tmp;
    const unsigned rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = BR(tmp).Sum(gi < size ? input[gi] * float(rank + 1) : 0.0f);
    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = s;
    cluster_wait();''', pre=CUB)

case('l16_atomic_ref_block_scope_ticket', 'last-block', 'fail 1',
     'Ticket with cuda::atomic_ref<unsigned, cuda::thread_scope_block>::fetch_add(acq_rel) ("the counter is per block anyway"): block scope makes the RMWs of different blocks not morally strong (PTX: .cta scope operations of different CTAs) and its release/acquire covers only the block: tickets can be lost and partials are not published: data race.',
     L_HEAD + r'''
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = s;
        cuda::atomic_ref<unsigned int, cuda::thread_scope_block> ctr(*counter);
        am_last = ctr.fetch_add(1u, cuda::memory_order_acq_rel) == gridDim.x - 1;  // CAUSE
    }
    __syncthreads();''' + L_LAST.replace('  // CAUSE', ''), pre=BSUM, cause=RACE + '|scope|block')

case('l17_stcg_ldcg_fenced', 'last-block', 'pass',
     'Partials stored with __stcg and read with __ldcg (cache-global, a common "L2 is coherent" habit) but with the fences of l01 kept: the fences do the ordering (PTX), the cache hints change nothing in the model. atomicExch(counter, 0) resets. Right.',
     lticket('        __threadfence();\n', '        __threadfence();\n').replace('partials[blockIdx.x] = s;', '__stcg(&partials[blockIdx.x], s);') +
     L_LAST.replace('  // CAUSE', '').replace('t += partials[b];', 't += __ldcg(&partials[b]);').replace('*counter = 0;', 'atomicExch(counter, 0u);'), pre=BSUM)

case('l18_ldcg_instead_of_fence', 'last-block', 'fail 1',
     '"__stcg/__ldcg go to L2, which is coherent, so no fence is needed": l17 without the fences. Cache operators are performance hints with no ordering (PTX ld/st .cg; Memory Consistency Model), and the relaxed ticket does not release the partial: data race (PTX), as in l02.',
     lticket('', '', '  // CAUSE').replace('partials[blockIdx.x] = s;', '__stcg(&partials[blockIdx.x], s);') +
     L_LAST.replace('  // CAUSE', '').replace('t += partials[b];', 't += __ldcg(&partials[b]);'), pre=BSUM, cause=RACE + '|fence')

case('l19_ticket_off_by_one', 'last-block', 'fail 1',
     'atomicInc-style thinking with atomicAdd: am_last = (ticket == gridDim.x), but atomicAdd returns the old value (0..255), so no block is last: output[0] is never written (SPEC: not written) and the counter is left at 256.',
     lticket('        __threadfence();\n', '        __threadfence();\n').replace('ticket == gridDim.x - 1;', 'ticket == gridDim.x;  // CAUSE') + L_LAST.replace('  // CAUSE', ''),
     pre=BSUM, cause=r'not written|counter|ticket|❌')

# ================================================================= third batch (written after the
# second run, before running these)
case('c19_exit_arrive_without_wait', 'coordination', 'fail 5',
     'Exit guard half-done: after the gather every thread calls cluster_arrive() and no wait ("arrive tells the others I am done"). Peers 1..3 arrive and exit at once; nothing keeps them alive while rank 0 still reads their sdata (PG Distributed Shared Memory: the owner must not exit before the accesses; only a wait holds a block).',
     DSM_HEAD + '    cluster.sync();\n' + DSM_GATHER + '    cluster_arrive();', cause=EXITED)

case('c20_final_sync_only_in_peers', 'coordination', 'unclear',
     '(Written "pass" before the run; made unclear after it: this is the cluster hunt\'s k09 shape, judged unclear there after deliberation - an exit is no release, so nothing in the documents orders rank 0\'s DSMEM loads before the peers\' exits in the happens-before sense the Programming Guide asks for, though the peers outlive the loads in time; an H100 ran k09 right (docs/verify-verdict-gpu/run9). A simulator change that passed it was made and then reverted for that reason; see docs/verdict-industry.md.) The final cluster.sync() runs only in ranks 1..3 (if (rank != 0)); rank 0 gathers and leaves. barrier.cluster.wait waits for every non-exited thread of the cluster to arrive (PTX barrier.cluster), so the peers pass it only once rank 0\'s threads have exited, after all of rank 0\'s reads: no peer exits early, and rank 0 is never waited on. The branch is uniform per block. Right by the PTX rule.',
     DSM_HEAD + '    cluster.sync();\n' + DSM_GATHER + '    if (rank != 0) cluster.sync();')

case('c21_own_rank_through_dsmem', 'coordination', 'pass',
     'Thread 0 reads its OWN block\'s sdata through map_shared_rank(sdata, rank) after __syncthreads(): the same shared memory by a shared::cluster address; bar.sync orders every memory access of the block\'s threads (PTX bar/barrier: accesses before it are performed relative to the participating threads). Right.',
     DSM_HEAD + r'''
    __syncthreads();
    if (threadIdx.x == 0) {
        const float *me = cluster.map_shared_rank(sdata, (int)rank);
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += me[i];
        output[rank] = s;
    }''')

case('c22_float4_dsmem_rows', 'coordination', 'pass',
     'After a starting cluster.sync, threads 0..63 of block r store their 4 scaled values as one float4 into row r of rank 0\'s all[4][TPB] (16-byte aligned), then cluster.sync, and rank 0 threads 0..3 sum their rows; rank 0 reads only its own shared memory, so peers may exit. Right.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ __align__(16) float all[CLUSTER_SIZE][TPB];
    const unsigned rank = cluster.block_rank();
    cluster.sync();
    if (threadIdx.x < TPB / 4) {
        const int base = blockIdx.x * TPB + 4 * threadIdx.x;
        const float sc = float(rank + 1);
        const float4 q = make_float4(input[base] * sc, input[base + 1] * sc, input[base + 2] * sc, input[base + 3] * sc);
        float4 *row = reinterpret_cast<float4 *>(cluster.map_shared_rank(&all[rank][0], 0));
        row[threadIdx.x] = q;
    }
    cluster.sync();
    if (rank == 0 && threadIdx.x < CLUSTER_SIZE) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += all[threadIdx.x][i];
        output[threadIdx.x] = s;
    }''')

case('r22_map_pointer_before_sync', 'reduction', 'pass',
     'The DSMEM pointer to rank 0\'s acc is computed with map_shared_rank before any cluster barrier (only an address, PTX mapa; no access), and dereferenced only after the cluster.sync that follows rank 0\'s zeroing. atomicAdd, cluster.sync, rank 0 writes. Right.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float acc;
    float *const acc0 = cluster.map_shared_rank(&acc, 0);
    const unsigned rank = cluster.block_rank();
    if (threadIdx.x == 0) acc = 0.0f;
    cluster.sync();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = ind::block_sum<TPB>(gi < size ? input[gi] : 0.0f);
    if (threadIdx.x == 0) atomicAdd(acc0, s);
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0) output[0] = acc;''', pre=BSUM)

case('r23_rank0_skips_cluster_sync', 'reduction', 'fail 1',
     '"Rank 0 only consumes, so only producers sync": if (rank != 0) cluster.sync(); then rank 0 sums temp_storage. Rank 0 never waits for the peers\' stores (the peers\' barrier completes when rank 0\'s threads exit, PTX barrier.cluster), so its reads are unordered with them: data race (PTX), NaN.',
     R_CUB_HEAD + r'''
    const float s = BR(tmp).Sum(v);
    if (threadIdx.x == 0) temp_storage[rank] = s;
    if (rank != 0) cluster.sync();''' + R_FINAL, pre=CUB, cause=RACE + '|NaN|not written')

case('r24_atomicadd_temp_storage_no_init', 'reduction', 'fail 1',
     'Each block\'s thread 0 atomicAdd()s its sum into temp_storage[rank] ("scratch starts at zero"). SPEC Checking: scratch buffers are NaN-filled before the launch, so every slot becomes NaN: wrong. (Cause pattern widened after the run with "no defined value|before any thread stored": p34\'s first line says the slot "is atomically updated before any thread stored it in this launch, so it holds no defined value", the true cause in other words than the pattern listed.)',
     R_CUB_HEAD + r'''
    const float s = BR(tmp).Sum(v);
    if (threadIdx.x == 0) atomicAdd(&temp_storage[rank], s);  // CAUSE
    cluster.sync();''' + R_FINAL.replace('  // CAUSE', ''), pre=CUB, cause=UNINIT + '|no defined value|before any thread stored')

case('r25_cub_num_valid_final', 'reduction', 'pass',
     'Rank 0 finishes with the whole block: p = tid < 4 ? temp_storage[tid] : 0, then BR(tmp).Sum(p, CLUSTER_SIZE) (CUB: num_valid, only the first 4 threads\' inputs count), __syncthreads before tmp is reused (CUB). Uniform per block. Right.',
     R_CUB_HEAD + r'''
    const float s = BR(tmp).Sum(v);
    if (threadIdx.x == 0) temp_storage[rank] = s;
    cluster.sync();
    if (rank == 0) {
        __syncthreads();
        const float p = threadIdx.x < CLUSTER_SIZE ? temp_storage[threadIdx.x] : 0.0f;
        const float t = BR(tmp).Sum(p, CLUSTER_SIZE);
        if (threadIdx.x == 0) output[0] = t;
    }''', pre=CUB)

case('a19_rank_broadcast_no_barrier', 'advanced', 'fail 1',
     'Habit of broadcasting a block constant through shared memory: thread 0 stores block_rank_in_cluster() into __shared__ rank_s and every thread reads it to scale its value with no __syncthreads between: data race (PTX; PG Synchronization Functions).',
     r'''
    __shared__ unsigned rank_s;
    __shared__ float wsum[TPB / WARP_SIZE];
    if (threadIdx.x == 0) rank_s = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float v = gi < size ? input[gi] * float(rank_s + 1) : 0.0f;  // CAUSE
    const float w = ind::warp_sum(v);
    if (threadIdx.x % WARP_SIZE == 0) wsum[threadIdx.x / WARP_SIZE] = w;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += wsum[i];
        output[rank_s] = t;
    }''', pre=BSUM, cause=RACE)

case('l20_every_thread_takes_ticket', 'last-block', 'pass',
     'Every thread fences and takes a ticket (65536 per launch); the thread that draws 65535 fences again, __syncthreads_or tells its block. Thread 0 stored the block partial before its own fence and ticket (release pattern), and the last ticket\'s atomic follows every other ticket in the counter\'s order, then its fence (acquire): every partial is visible to the merging block (PTX). The last block resets the counter after every ticket was drawn. Wasteful but right.',
     r'''
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = ind::block_sum<TPB>(gi < size ? input[gi] : 0.0f);
    if (threadIdx.x == 0) partials[blockIdx.x] = s;
    __threadfence();
    const unsigned ticket = atomicAdd(counter, 1u);
    __threadfence();
    const bool am_last = __syncthreads_or(ticket == gridDim.x * blockDim.x - 1);''' + L_LAST.replace('  // CAUSE', ''), pre=BSUM)

case('l21_fence_before_store', 'last-block', 'fail 1',
     'The fence placed before the partial store: __threadfence(); partials[b] = s; atomicAdd(...). A fence orders what precedes it against what follows; the store after it is not ordered before the ticket (PTX release pattern: fence, THEN the strong write, with the data store before the fence), so the last block may read the partial stale: data race.',
     L_HEAD + r'''
    if (threadIdx.x == 0) {
        __threadfence();
        partials[blockIdx.x] = s;  // CAUSE
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();''' + L_LAST.replace('  // CAUSE', ''), pre=BSUM, cause=RACE + '|fence')

case('l22_block0_zeroes_output_then_atomics', 'last-block', 'fail 1',
     'No ticket at all: block 0 zeroes output[0] at the start, every block atomicAdd()s its sum into it. Blocks run in any order (PG Thread Hierarchy): another block\'s atomicAdd can come before block 0\'s plain store (lost, or added to the NaN fill): a plain store and atomics unordered, a data race (PTX); also the second launch re-zeroes while others add.',
     r'''
    if (blockIdx.x == 0 && threadIdx.x == 0) output[0] = 0.0f;
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float s = ind::block_sum<TPB>(gi < size ? input[gi] : 0.0f);
    if (threadIdx.x == 0) atomicAdd(output, s);''', pre=BSUM, cause=RACE + '|' + UNINIT)

# ================================================================= fourth batch (written after the
# c20 fix, before running these): around the exit rule and barriers in loops
case('c23_reader_arrives_before_reading', 'coordination', 'fail 5',
     'Rank 0\'s threads arrive at the final cluster barrier before their DSMEM reads and never wait (cluster_arrive(); gather; leave); the peers end with cluster_arrive(); cluster_wait(). The peers\' wait completes once rank 0\'s threads have arrived, which is before the reads (PTX barrier.cluster), so a peer may exit while rank 0 still reads its sdata (PG Distributed Shared Memory).',
     DSM_HEAD + '    cluster.sync();\n    if (rank == 0) {\n        cluster_arrive();\n' +
     DSM_GATHER.replace('\n    if (rank == 0 && threadIdx.x', '\n    if (threadIdx.x').replace('\n', '\n    ').rstrip() + '\n    } else {\n        cluster_arrive();\n        cluster_wait();\n    }', cause=EXITED)

case('a21_cluster_sync_loop_per_rank_trip', 'advanced', 'pass',
     'A "multi-pass" loop that runs rank + 1 times with cluster.sync() in each pass (uniform within each block, different per block) and no DSMEM: block 0 leaves after one barrier, block 3 after four. barrier.cluster.wait waits only for non-exited threads (PTX barrier.cluster), so each later phase completes without the blocks that left; no block reads another\'s shared memory. The result is the plain warp-sum answer. Right by the PTX rule.',
     r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned rank = cluster.block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float w = ind::warp_sum(gi < size ? input[gi] * float(rank + 1) : 0.0f);
    if (threadIdx.x % WARP_SIZE == 0) wsum[threadIdx.x / WARP_SIZE] = w;
    __syncthreads();
    for (unsigned pass = 0; pass <= rank; ++pass)
        cluster.sync();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += wsum[i];
        output[rank] = t;
    }''', pre=BSUM)

case('l23_cluster_sync_as_block_barrier', 'last-block', 'pass',
     'In the non-cluster last-block launch each block is a cluster of one (PG Thread Block Clusters), so cg::this_cluster().sync() is a barrier over the block (release/acquire at cluster scope, which contains the block): used in place of __syncthreads() in the block\'s tree reduction it is right. The ticket part is l01\'s.',
     r'''
    __shared__ float sm[TPB];
    __shared__ bool am_last;
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    sm[threadIdx.x] = gi < size ? input[gi] : 0.0f;
    cg::this_cluster().sync();
    for (int st = TPB / 2; st > 0; st >>= 1) {
        if ((int)threadIdx.x < st) sm[threadIdx.x] += sm[threadIdx.x + st];
        cg::this_cluster().sync();
    }
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();''' + L_LAST.replace('  // CAUSE', ''))

case('r29_rank0_zeroes_global_slot', 'reduction', 'pass',
     'Rank 0 zeroes temp_storage[0] before a cluster.sync(), every block atomicAdd()s its sum into it, a second cluster.sync(), and one thread copies it to output[0]. The zeroing is ordered before every add and the adds before the read by the cluster barriers (PTX barrier.cluster covers global memory). Right.',
     R_CUB_HEAD + r'''
    if (rank == 0 && threadIdx.x == 0) temp_storage[0] = 0.0f;
    cluster.sync();
    const float s = BR(tmp).Sum(v);
    if (threadIdx.x == 0) atomicAdd(&temp_storage[0], s);
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0) output[0] = temp_storage[0];''', pre=CUB)

# ================================================================= fifth batch (written after the
# l22 fix, before running these): plain stores and atomics on one word, ordered and not
case('l24_reset_right_after_ticket', 'last-block', 'pass',
     'The last block resets *counter = 0 right after it learns it is last, before reading the partials: every block has taken its ticket by then (it drew the last one), so the plain store races with no atomic (PTX: ordered after every RMW of the counter through the last ticket). Right.',
     lticket('        __threadfence();\n', '        __threadfence();\n') + L_LAST.replace('  // CAUSE', '').replace(
         '    if (am_last) {\n', '    if (am_last) {\n        if (threadIdx.x == 0) *counter = 0;\n', 1).replace('\n            *counter = 0;', ''), pre=BSUM)

case('l25_partial_zeroed_then_atomics_same_block', 'last-block', 'pass',
     'Each block\'s thread 0 zeroes partials[b], __syncthreads(), then every warp\'s lane 0 atomicAdd()s its warp sum into partials[b]; __syncthreads(), thread 0 fences, takes the ticket, fences. The zeroing and the atomics are in one block, ordered by the barrier; the atomics are ordered before thread 0\'s fence by the second barrier (PTX causality through bar.sync). Right.',
     r'''
    __shared__ bool am_last;
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x == 0) partials[blockIdx.x] = 0.0f;
    __syncthreads();
    const float w = ind::warp_sum(gi < size ? input[gi] : 0.0f);
    if (threadIdx.x % 32 == 0) atomicAdd(&partials[blockIdx.x], w);
    __syncthreads();
    if (threadIdx.x == 0) {
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();''' + L_LAST.replace('  // CAUSE', ''), pre=BSUM)

case('l26_last_block_atomic_reads', 'last-block', 'pass',
     'As l01, but the last block reads each partial with atomicAdd(&partials[b], 0.0f) ("an atomic read bypasses the cache"): an RMW that adds 0 leaves the value and reads it; with the fences it is ordered like a plain read. Only the last block touches the partials then. Right.',
     lticket('        __threadfence();\n', '        __threadfence();\n') + L_LAST.replace('  // CAUSE', '').replace('t += partials[b];', 't += atomicAdd(&partials[b], 0.0f);'), pre=BSUM)

case('l27_last_block_zeroes_output_then_adds', 'last-block', 'pass',
     'The last block\'s thread 0 stores output[0] = 0, __syncthreads(), then each warp\'s lane 0 atomicAdd()s its share of the partials into output[0]. The plain store and the atomics are all in the last block and ordered by the barrier; output[0] is stored by one thread (SPEC counts plain stores; the atomics update it). Integer sums: exact. Right.',
     lticket('        __threadfence();\n', '        __threadfence();\n') + r'''
    if (am_last) {
        if (threadIdx.x == 0) output[0] = 0.0f;
        __syncthreads();
        float t = 0.0f;
        for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x) t += partials[b];
        t = ind::warp_sum(t);
        if (threadIdx.x % 32 == 0) atomicAdd(output, t);
        if (threadIdx.x == 0) *counter = 0;
    }''', pre=BSUM)

case('r30_rank0_zeroes_no_sync_then_atomics', 'reduction', 'fail 1',
     'Rank 0 zeroes temp_storage[0] and every block atomicAdd()s its sum into it with no cluster barrier between the zeroing and the adds (one cluster.sync() only after the adds). A peer\'s atomic may come before rank 0\'s plain store: a plain write and an atomic, unordered (PTX data race); lost adds or NaN.',
     R_CUB_HEAD + r'''
    if (rank == 0 && threadIdx.x == 0) temp_storage[0] = 0.0f;
    const float s = BR(tmp).Sum(v);
    if (threadIdx.x == 0) atomicAdd(&temp_storage[0], s);  // CAUSE
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0) output[0] = temp_storage[0];''', pre=CUB, cause=RACE + '|' + UNINIT)
