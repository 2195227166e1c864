# Cases for gen.py (docs/verdict-fresh.md): a blind imitation of the held-back submissions:
# about 15 kernels per puzzle, written in different styles (cooperative groups, raw intrinsics,
# inline PTX, shuffles vs shared-memory trees, atomics vs DSMEM, templates/helpers/macros), about a
# third correct and the rest with exactly ONE realistic bug of the kinds made with clusters and
# last-block guards. Written from docs/SPEC.md, kernels.h, solutions/p34.cu and the seed pages only,
# before reading any other hunt. Every verdict was decided before p34 ran the kernel.
# Citations: PTX = PTX ISA 8.x: "Memory Consistency Model" (data race: conflicting accesses not
# ordered by causality order and not both morally strong; release pattern = fence then strong write;
# acquire pattern = strong read then fence; atom without .sem is .relaxed), "barrier.cluster"
# (arrive has .release and wait .acquire semantics by default; .relaxed drops the release),
# "elect.sync" (which lane is elected is not specified), "shfl.sync"/"elect.sync" (sm_70+: the
# executing thread waits until every non-exited thread of membermask executes the same
# instruction). PG = CUDA C++ Programming Guide: "Thread Block Clusters" / "Distributed Shared
# Memory" (a block's shared memory must not be accessed after that block exited, and a peer must
# have started: cluster.sync() before and after DSMEM use), "Synchronization Functions"
# (__syncthreads in divergent code hangs or misbehaves), "Memory Fence Functions" (the
# __threadfence pattern of the last-block reduction; __threadfence_block orders only for the
# block), "Atomic Functions" (atomicInc wraps to 0 at val), "Warp Shuffle Functions".
# SPEC = docs/SPEC.md (each output element stored by exactly one thread per launch; outputs start
# NaN; --last-block launches twice with no host reset; tolerance of --coordination/--advanced).
RACE = r'race|several|stored by'
HANG = r'deadlock|did not finish|hang|watchdog|timeout|divergent'
EXITED = r'exited'
WRONG = r'❌|not written'
ELECT = r'elect'

# ---------------------------------------------------------------- coordination
case('c_cg_tiles', 'coordination', 'pass',
     'cg::tiled_partition<32> + cg::reduce per warp, warp sums in shared, warp 0 reduces them, '
     'thread 0 stores output[rank]; __syncthreads between phases (PG Cooperative Groups, Synchronization Functions).', r'''
    cg::thread_block block = cg::this_thread_block();
    cg::cluster_group cluster = cg::this_cluster();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned int rank = cluster.block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    float v = (gi < size) ? input[gi] * (float)(rank + 1) : 0.0f;
    float s = cg::reduce(tile, v, cg::plus<float>());
    if (tile.thread_rank() == 0) wsum[tile.meta_group_rank()] = s;
    block.sync();
    if (tile.meta_group_rank() == 0) {
        float t = (tile.thread_rank() < TPB / WARP_SIZE) ? wsum[tile.thread_rank()] : 0.0f;
        t = cg::reduce(tile, t, cg::plus<float>());
        if (tile.thread_rank() == 0) output[rank] = t;
    }
    cluster.sync();
''')

case('c_shfl_atomic_shared', 'coordination', 'pass',
     'shuffle-down warp sums, lane 0 atomicAdd into a shared accumulator zeroed by thread 0 before a '
     '__syncthreads; thread 0 stores after a second __syncthreads (PG Warp Shuffle Functions, Atomic Functions).', r'''
    __shared__ float acc;
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x == 0) acc = 0.0f;
    __syncthreads();
    float v = (gi < size) ? input[gi] * (rank + 1.0f) : 0.0f;
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if ((threadIdx.x & 31) == 0) atomicAdd(&acc, v);
    __syncthreads();
    if (threadIdx.x == 0) output[rank] = acc;
    cluster_sync();
''')

case('c_dsmem_gather', 'coordination', 'pass',
     'each block reduces into its own shared bsum; cluster.sync(); rank 0 thread t<4 reads bsum of rank t '
     'through map_shared_rank and stores output[t]; a second cluster.sync() keeps every block alive '
     'until the reads are done (PG Distributed Shared Memory).', r'''
    __shared__ float sm[TPB];
    __shared__ float bsum;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) bsum = sm[0];
    cluster.sync();
    if (rank == 0 && tid < CLUSTER_SIZE) {
        float *peer = cluster.map_shared_rank(&bsum, tid);
        output[tid] = *peer;
    }
    cluster.sync();
''')

case('c_ptx_barrier', 'coordination', 'pass',
     'cluster rank from %cluster_ctarank and the split cluster barrier in inline PTX '
     '(barrier.cluster.arrive.aligned / barrier.cluster.wait.aligned, executed by every thread); '
     'thread 0 sums shared memory after __syncthreads (PTX barrier.cluster, special registers).', r'''
    __shared__ float vals[TPB];
    unsigned int rank;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    vals[threadIdx.x] = (gi < size) ? input[gi] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    asm volatile("barrier.cluster.arrive.aligned;" ::: "memory");
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += vals[i];
        output[rank] = s;
    }
    asm volatile("barrier.cluster.wait.aligned;" ::: "memory");
''')

case('c_template_tree', 'coordination', 'pass',
     'a templated shared-memory tree helper (every thread calls it, __syncthreads uniform), thread 0 '
     'stores; arrive/wait helpers around it (PG Synchronization Functions).', r'''
    __shared__ float buf[TPB];
    const unsigned int r = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    cluster_arrive();
    float total = fr_block_sum<TPB>(gi < size ? input[gi] * (float)(r + 1) : 0.0f, buf);
    if (threadIdx.x == 0) output[r] = total;
    cluster_wait();
''', pre=r'''
template <int N>
__device__ float fr_block_sum(float v, float *sm)
{
    sm[threadIdx.x] = v;
    __syncthreads();
#pragma unroll
    for (int s = N / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    return sm[0];
}
''')

case('c_dsmem_no_second_sync', 'coordination', 'fail 5',
     'rank 0 reads the peers\' bsum through map_shared_rank after the only cluster.sync(); the peers '
     'return right after that barrier, so the reads may hit the shared memory of an exited block '
     '(PG Distributed Shared Memory: all DSMEM accesses must complete before a block exits; on a GPU an '
     'illegal memory access).', r'''
    __shared__ float sm[TPB];
    __shared__ float bsum;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) bsum = sm[0];
    cluster.sync();
    if (rank == 0 && tid < CLUSTER_SIZE) {
        float *peer = cluster.map_shared_rank(&bsum, tid);
        output[tid] = *peer;  // CAUSE
    }
''', cause=EXITED)

case('c_arrive_as_block_barrier', 'coordination', 'fail 1',
     'no __syncthreads between the shared stores and thread 0\'s loop: cluster_arrive() does not wait, '
     'so thread 0 reads slots other threads may not have written yet (PTX barrier.cluster: arrive does '
     'not block; shared-memory data race).', r'''
    __shared__ float shared_data[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    shared_data[threadIdx.x] = (gi < size) ? input[gi] * (float)(rank + 1) : 0.0f;
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += shared_data[i];  // CAUSE
        output[rank] = s;
    }
    cluster_wait();
''', cause=RACE)

case('c_interleaved_index', 'coordination', 'fail 1',
     'loads input[threadIdx.x * CLUSTER_SIZE + rank] (a strided slice) instead of block rank\'s 256 '
     'contiguous inputs: block 0 sums 0.4*256-ish instead of 114.0 (SPEC Launches and inputs).', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int idx = threadIdx.x * CLUSTER_SIZE + rank;
    sm[threadIdx.x] = (idx < size) ? input[idx] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) output[rank] = sm[0];
    cluster_sync();
''', cause=WRONG)

case('c_xor_all_lanes_store', 'coordination', 'fail 1',
     'butterfly (__shfl_xor_sync) reduction leaves the block total in every lane of warp 0, and all 32 '
     'lanes store output[rank] (SPEC Checking: each output element stored by exactly one thread).', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    float v = (gi < size) ? input[gi] * (float)(rank + 1) : 0.0f;
    for (int m = 16; m >= 1; m /= 2) v += __shfl_xor_sync(0xffffffff, v, m);
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    if (warp == 0) {
        float t = (lane < TPB / WARP_SIZE) ? ws[lane] : 0.0f;
        for (int m = 16; m >= 1; m /= 2) t += __shfl_xor_sync(0xffffffff, t, m);
        output[rank] = t;  // CAUSE
    }
    cluster_sync();
''', cause=RACE)

case('c_divergent_syncthreads', 'coordination', 'fail 4',
     'warp 0 calls __syncthreads() inside `if (warp == 0)` while warps 1-7 go on to cluster.sync(): warp 0 '
     'waits at the block barrier for warps that wait at the cluster barrier for warp 0 (PG '
     'Synchronization Functions: __syncthreads in a non-uniform branch hangs).', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    float v = (gi < size) ? input[gi] * (float)(rank + 1) : 0.0f;
    for (int off = 16; off; off >>= 1) v += __shfl_down_sync(0xffffffff, v, off);
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = (lane < 8) ? ws[lane] : 0.0f;
        for (int off = 4; off; off >>= 1) v += __shfl_down_sync(0xffffffff, v, off);
        __syncthreads();  // CAUSE
        if (lane == 0) output[rank] = v;
    }
    cluster.sync();
''', cause=HANG)

case('c_wait_before_arrive', 'coordination', 'fail 1',
     '(Truth changed from fail 4 by the progress hunt, docs/verdict-progress.md: the H100 completed this shape, docs/verify-verdict-gpu run34 (literal c07/a17: every thread waits before it arrives; literal r05: elect_one_sync by lanes whose warp-mates returned) and the fixtures sim_wait_no_arrive, cg2_token_wait_twice, cause_red_elect_in_thread0: the rule is broken, the GPU does not hang, exit 1.) ' + 'cluster_wait() is called before cluster_arrive(): every thread waits for a phase no thread has '
     'arrived at, so the cluster deadlocks (PTX barrier.cluster: wait completes when all threads of the '
     'cluster have arrived).', r'''
    __shared__ float sd[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    sd[threadIdx.x] = (gi < size) ? input[gi] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    cluster_wait();  // CAUSE
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sd[i];
        output[rank] = s;
    }
    cluster_arrive();
''', cause=HANG)

case('c_int_accumulator', 'coordination', 'fail 1',
     'thread 0 sums the scaled floats (multiples of 0.1) into an `int`, truncating every step: block 0 '
     'gives 0 + ... far from 114.0 (C++ [conv.fpint]; SPEC tolerance).', r'''
    __shared__ float shared_data[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    shared_data[threadIdx.x] = (gi < size) ? input[gi] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        int block_sum = 0;
        for (int i = 0; i < TPB; i++) block_sum += shared_data[i];
        output[rank] = block_sum;
    }
    cluster_wait();
''', cause=WRONG)

case('c_tree_stops_early', 'coordination', 'fail 1',
     'the tree loop runs while s > 1, so the last step (sm[0] += sm[1]) never happens and output misses '
     'the terms folded into sm[1] (SPEC Checking: a missing term fails).', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int t = threadIdx.x;
    sm[t] = input[blockIdx.x * blockDim.x + t] * (float)(rank + 1);
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 1; s >>= 1) {
        if (t < s) sm[t] += sm[t + s];
        __syncthreads();
    }
    if (t == 0) output[rank] = sm[0];
    cluster_sync();
''', cause=WRONG)

case('c_atomic_into_nan_output', 'coordination', 'fail 1',
     'every thread atomicAdds its scaled value straight into output[rank], which nobody zeroed: it starts '
     'as NaN (SPEC Checking: buffers are NaN-filled before the launch), so the sum stays NaN.', r'''
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    if (gi < size)
        atomicAdd(&output[rank], input[gi] * (float)(rank + 1));  // CAUSE
    cluster_sync();
''', cause=r'uninit|NaN|❌')

# ---------------------------------------------------------------- reduction
case('r_cg_reduce_one_writer', 'reduction', 'pass',
     'cg::reduce per warp and over the warp sums, thread 0 of each block stores temp_storage[rank], '
     'cluster.sync() (release/acquire at cluster scope), then only rank 0 thread 0 sums and stores '
     '(PTX barrier.cluster; SPEC one writer).', r'''
    cg::thread_block block = cg::this_thread_block();
    cg::cluster_group cluster = cg::this_cluster();
    auto warp = cg::tiled_partition<32>(block);
    __shared__ float part[TPB / 32];
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    float v = gi < size ? input[gi] : 0.0f;
    v = cg::reduce(warp, v, cg::plus<float>());
    if (warp.thread_rank() == 0) part[warp.meta_group_rank()] = v;
    block.sync();
    if (warp.meta_group_rank() == 0) {
        float p = warp.thread_rank() < TPB / 32 ? part[warp.thread_rank()] : 0.0f;
        p = cg::reduce(warp, p, cg::plus<float>());
        if (warp.thread_rank() == 0) temp_storage[cluster.block_rank()] = p;
    }
    cluster.sync();
    if (cluster.block_rank() == 0 && block.thread_rank() == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); ++r) total += temp_storage[r];
        output[0] = total;
    }
''')

case('r_dsmem_partials', 'reduction', 'pass',
     'temp_storage unused: block sums stay in shared memory, rank 0 thread 0 reads the four through '
     'map_shared_rank between two cluster.sync() calls (PG Distributed Shared Memory); only output[0] is '
     'checked (SPEC Launches and inputs).', r'''
    __shared__ float sm[TPB];
    __shared__ float block_total;
    cg::cluster_group cluster = cg::this_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s /= 2) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) block_total = sm[0];
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0) {
        float sum = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) sum += *cluster.map_shared_rank(&block_total, r);
        output[0] = sum;
    }
    cluster.sync();
''')

case('r_atomic_output_zeroed', 'reduction', 'pass',
     'rank 0 thread 0 zeroes output[0], cluster_sync() orders that store before every block\'s thread 0 '
     'atomicAdds its block sum (integers: exact in any order). One plain store, the rest atomics '
     '(PTX barrier.cluster release/acquire; PG Atomic Functions; SPEC).', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    if (rank == 0 && tid == 0) output[0] = 0.0f;
    sm[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    cluster_sync();
    if (tid == 0) atomicAdd(output, sm[0]);
''')

case('r_ptx_split_barrier_shfl', 'reduction', 'pass',
     'xor-shuffle warp sums, warp 0 finishes, lane 0 stores temp_storage[rank]; the cluster barrier is '
     'inline PTX arrive.release / wait.acquire; rank 0 warp 0 lanes 0-3 load the partials and shuffle '
     'them together, lane 0 stores (PTX barrier.cluster; PG Warp Shuffle Functions).', r'''
    __shared__ float ws[8];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x & 31, wid = threadIdx.x >> 5;
    float v = gi < size ? input[gi] : 0.0f;
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    if (lane == 0) ws[wid] = v;
    __syncthreads();
    if (wid == 0) {
        v = lane < 8 ? ws[lane] : 0.0f;
        for (int m = 4; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
        if (lane == 0) temp_storage[rank] = v;
    }
    asm volatile("barrier.cluster.arrive.release.aligned;\n\tbarrier.cluster.wait.acquire.aligned;" ::: "memory");
    if (rank == 0 && wid == 0) {
        float p = lane < CLUSTER_SIZE ? temp_storage[lane] : 0.0f;
        for (int m = 2; m > 0; m >>= 1) p += __shfl_xor_sync(0xffffffffu, p, m);
        if (lane == 0) output[0] = p;
    }
''')

case('r_macro_unrolled_int_total', 'reduction', 'pass',
     'an unrolled macro tree (each step guarded, __syncthreads uniform), elect_one_sync() called by the '
     'whole of warp 0 of rank 0, and an `int` total: every partial is an integer below 2^31, so the '
     'float->int->float conversions are exact (C++ [conv.fpint]; SPEC exact inputs).', r'''
#define FR_STEP(s) if (tid < (s)) sm[tid] += sm[tid + (s)]; __syncthreads();
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    FR_STEP(128) FR_STEP(64) FR_STEP(32) FR_STEP(16) FR_STEP(8) FR_STEP(4) FR_STEP(2) FR_STEP(1)
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid < WARP_SIZE) {
        if (elect_one_sync()) {
            int total = 0;
            for (int r = 0; r < CLUSTER_SIZE; ++r) total += (int)temp_storage[r];
            output[0] = (float)total;
        }
    }
#undef FR_STEP
''')

case('r_syncthreads_not_cluster', 'reduction', 'fail 1',
     '__syncthreads() where a cluster barrier is needed: rank 0 reads temp_storage[1..3] that other '
     'blocks store with nothing ordering the two (PTX Memory Consistency Model: global-memory data race).', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sm[0];
    __syncthreads();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];  // CAUSE
        output[0] = total;
    }
''', cause=RACE)

case('r_elect_per_warp_writers', 'reduction', 'fail 1',
     '`if (elect_one_sync() && rank == 0)` as in the seed: elect_one_sync() elects one lane in each of '
     'rank 0\'s 8 warps, so 8 threads store output[0] (SPEC Known errors in the seeds; SPEC one writer).', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (elect_one_sync() && rank == 0) {
        float total = 0.0f;
        for (int i = 0; i < CLUSTER_SIZE; i++) total += temp_storage[i];
        output[0] = total;  // CAUSE
    }
''', cause=RACE)

case('r_syncthreads_in_tree_branch', 'reduction', 'fail 4',
     'the tree\'s __syncthreads() sits inside `if (tid < s)`: at s = 128 threads 128-255 skip it and go on '
     'to cluster_sync(), threads 0-127 wait at the block barrier forever (PG Synchronization Functions).', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) {
            sm[tid] += sm[tid + s];
            __syncthreads();  // CAUSE
        }
    }
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }
''', cause=HANG)

case('r_read_after_arrive_only', 'reduction', 'fail 1',
     'rank 0 thread 0 reads temp_storage between cluster_arrive() and cluster_wait(): the arrive released '
     'its own store but the peers\' stores are only acquired by the wait (PTX barrier.cluster; data race).', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_arrive();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];  // CAUSE
        output[0] = total;
    }
    cluster_wait();
''', cause=RACE)

case('r_every_block_writes', 'reduction', 'fail 1',
     'the final sum is guarded by `threadIdx.x == 0` only, not the rank: thread 0 of each of the 4 blocks '
     'stores output[0] (SPEC Checking: each output element stored by exactly one thread).', r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = gi < size ? input[gi] : 0.0f;
    cluster.sync();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[cluster.block_rank()] = sm[0];
    cluster.sync();
    if (tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;  // CAUSE
    }
''', cause=RACE)

case('r_dsmem_helper_peer_exited', 'reduction', 'fail 5',
     'a helper reads the peers\' block sums through map_shared_rank after the one cluster.sync(); blocks '
     '1-3 return at once, so rank 0 may read shared memory of exited blocks (PG Distributed Shared Memory; '
     'an illegal memory access on a GPU).', r'''
    __shared__ float sm[TPB];
    __shared__ float bsum;
    cg::cluster_group cluster = cg::this_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) bsum = sm[0];
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0)
        output[0] = fr_gather_sum(cluster, &bsum);
''', pre=r'''
__device__ float fr_gather_sum(cg::cluster_group &cluster, float *local)
{
    float s = 0.0f;
    for (unsigned int r = 0; r < cluster.num_blocks(); ++r)
        s += *cluster.map_shared_rank(local, r);  // CAUSE
    return s;
}
''', cause=EXITED)

case('r_warp_sums_no_sync', 'reduction', 'fail 1',
     'lane 0 of each warp stores ws[warp], and warp 0 reads ws[0..7] with no __syncthreads between: a '
     'shared-memory data race (PG Synchronization Functions).', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x % 32, w = threadIdx.x / 32;
    float v = gi < size ? input[gi] : 0.0f;
    for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffff, v, o);
    if (lane == 0) ws[w] = v;
    if (w == 0) {
        float t = lane < TPB / WARP_SIZE ? ws[lane] : 0.0f;  // CAUSE
        for (int o = 4; o > 0; o /= 2) t += __shfl_down_sync(0xffffffff, t, o);
        if (lane == 0) temp_storage[rank] = t;
    }
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
''', cause=RACE)

case('r_tree_without_barriers', 'reduction', 'fail 1',
     'the whole tree runs without __syncthreads ("warp-synchronous"): at s = 128 and 64 thread t reads '
     'sm[t + s] written by another warp with nothing ordering them (PG Synchronization Functions; data race).', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1)
        if (tid < s) sm[tid] += sm[tid + s];  // CAUSE
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }
''', cause=RACE)

case('r_relaxed_arrive', 'reduction', 'fail 1',
     'inline PTX barrier.cluster.arrive.relaxed: the relaxed arrive does not release the temp_storage '
     'store, so rank 0\'s reads after the wait race with it (PTX barrier.cluster: .relaxed removes the '
     'release; Memory Consistency Model).', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sm[0];
    asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory");
    asm volatile("barrier.cluster.wait.aligned;" ::: "memory");
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];  // CAUSE
        output[0] = total;
    }
''', cause=RACE)

# ---------------------------------------------------------------- advanced
case('a_tile_lane0_leader', 'advanced', 'pass',
     'each warp\'s leader is tile.thread_rank() == 0 (a fixed lane, not elect), it sums its warp\'s 32 '
     'scaled values from shared memory after __syncthreads; thread 0 sums 8 warp sums; cg barrier_arrive '
     'token and barrier_wait around it (PG Cooperative Groups cluster_group).', r'''
    cg::thread_block blk = cg::this_thread_block();
    cg::cluster_group cl = cg::this_cluster();
    auto tile = cg::tiled_partition<WARP_SIZE>(blk);
    __shared__ float data[TPB];
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned int rank = cl.block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    data[threadIdx.x] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    blk.sync();
    if (tile.thread_rank() == 0) {
        float s = 0.0f;
        const int base = tile.meta_group_rank() * WARP_SIZE;
        for (int i = 0; i < WARP_SIZE; ++i) s += data[base + i];
        wsum[tile.meta_group_rank()] = s;
    }
    blk.sync();
    auto token = cl.barrier_arrive();
    if (blk.thread_rank() == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += wsum[w];
        output[rank] = t;
    }
    cl.barrier_wait(std::move(token));
''')

case('a_ptx_elect_shfl', 'advanced', 'pass',
     'xor shuffles leave the warp sum in every lane, so whichever lane its own inline-PTX elect.sync '
     'picks stores the right value into ws[warp]; thread 0 sums ws after __syncthreads (PTX elect.sync; PG '
     'Warp Shuffle Functions).', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    float v = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    for (int m = 16; m; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    unsigned int is_leader;
    asm volatile("{\n\t.reg .pred P;\n\telect.sync _|P, 0xffffffff;\n\tselp.u32 %0, 1, 0, P;\n\t}" : "=r"(is_leader));
    if (is_leader) ws[threadIdx.x / WARP_SIZE] = v;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();
''')

case('a_cg_reduce_elect', 'advanced', 'pass',
     'cg::reduce gives every lane the warp total; elect_one_sync() (all 32 lanes call it) picks the lane '
     'that stores it; thread 0 finishes (PG Cooperative Groups reduce; PTX elect.sync).', r'''
    __shared__ float warp_totals[8];
    const unsigned int rank = block_rank_in_cluster();
    auto warp = cg::tiled_partition<32>(cg::this_thread_block());
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const float x = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    const float s = cg::reduce(warp, x, cg::plus<float>());
    if (elect_one_sync()) warp_totals[warp.meta_group_rank()] = s;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < 8; ++i) t += warp_totals[i];
        output[rank] = t;
    }
    cluster_wait();
''')

case('a_dsmem_push_to_rank0', 'advanced', 'pass',
     'cluster.sync() first (every peer started), then thread 0 of each block pushes its total into rank '
     '0\'s shared array through map_shared_rank, cluster.sync() (release/acquire), rank 0 threads 0-3 '
     'store output[t]; no DSMEM access after the last barrier (PG Distributed Shared Memory).', r'''
    __shared__ float data[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float totals[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    data[threadIdx.x] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    if (elect_one_sync()) {
        const int w = threadIdx.x / WARP_SIZE;
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += data[w * WARP_SIZE + i];
        ws[w] = s;
    }
    cluster.sync();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        *cluster.map_shared_rank(&totals[rank], 0) = t;
    }
    cluster.sync();
    if (rank == 0 && threadIdx.x < CLUSTER_SIZE) output[threadIdx.x] = totals[threadIdx.x];
''')

case('a_template_warp_sum', 'advanced', 'pass',
     'a templated shuffle-down warp_sum<T> and LANE/WARP macros; the sum ends in lane 0, and lane 0 '
     '(not an elected lane) stores it; thread 0 sums the 8 (PG Warp Shuffle Functions).', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    float v = fr_warp_sum<float>(gi < size ? input[gi] * (float)(rank + 1) : 0.0f);
    if (FR_LANE == 0) ws[FR_WARP] = v;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();
''', pre=r'''
#define FR_LANE (threadIdx.x % WARP_SIZE)
#define FR_WARP (threadIdx.x / WARP_SIZE)
template <typename T>
__device__ __forceinline__ T fr_warp_sum(T v)
{
    for (int off = WARP_SIZE / 2; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}
''')

case('a_syncwarp_enough', 'advanced', 'pass',
     'each lane stores only its own warp\'s slots and the elected lane reads only its own warp\'s 32 '
     'slots, so __syncwarp() orders them (it is a memory barrier among the warp\'s lanes); __syncthreads '
     'before thread 0 reads the warp sums (PG Synchronization Functions, __syncwarp).', r'''
    __shared__ float data[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const int warp = threadIdx.x / WARP_SIZE;
    data[threadIdx.x] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    __syncwarp();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += data[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();
''')

case('a_warp_sum_by_lane_index', 'advanced', 'unclear',
     'the elected lane stores ws[threadIdx.x % WARP_SIZE] (its lane, not its warp). Wrong either way, but '
     'the exit code depends on which lane elect.sync elects, which is not specified (PTX elect.sync): '
     'lanes below 8 make the 8 warps store one slot unordered (shared-memory data race, exit 1); a lane of 8 '
     'or more indexes past ws[8] (out of bounds, exit 5). [First written as "fail 1 (race)": that reasoning '
     'missed the out-of-bounds index; corrected after the run, docs/verdict-fresh.md.]', r'''
    __shared__ float data[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    data[threadIdx.x] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    if (elect_one_sync()) {
        const int base = (threadIdx.x / WARP_SIZE) * WARP_SIZE;
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += data[base + i];
        ws[threadIdx.x % WARP_SIZE] = s;  // CAUSE
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();
''', cause=RACE)

case('a_elect_short_circuit', 'advanced', 'fail 4',
     '`if (lane == 0 || elect_one_sync())`: lane 0 short-circuits and never executes elect.sync, whose '
     'member mask is the full warp, so lanes 1-31 wait for lane 0 forever (PTX elect.sync / shfl.sync: '
     'sm_70+ waits for every non-exited thread of membermask; PG Warp Vote and Match, divergent collective).', r'''
    __shared__ float data[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    data[threadIdx.x] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    if (lane == 0 || elect_one_sync()) {  // CAUSE
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += data[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();
''', cause=HANG + '|' + ELECT)

case('a_helper_arrive_not_sync', 'advanced', 'fail 1',
     'the helper that "publishes" the warp sums calls cluster_arrive() instead of __syncthreads(), and '
     'thread 0 reads ws[] right after it: arrive does not wait, so the read races with other warps\' '
     'stores (PTX barrier.cluster arrive is non-blocking; shared-memory data race).', r'''
    __shared__ float data[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    data[threadIdx.x] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    fr_publish_warp_sum(data, ws);
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];  // CAUSE
        output[rank] = t;
    }
    cluster_wait();
''', pre=r'''
__device__ void fr_publish_warp_sum(const float *data, float *ws)
{
    const int warp = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += data[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    cluster_arrive();  // "everyone has published"
}
''', cause=RACE)

case('a_warp_loop_off_by_one', 'advanced', 'fail 1',
     'thread 0 sums w < TPB / WARP_SIZE - 1 warp sums: the last warp\'s 32 values are missing '
     '(SPEC Checking: a missing term fails).', r'''
    __shared__ float data[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    data[threadIdx.x] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    const int warp = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += data[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE - 1; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();
''', cause=WRONG)

case('a_arrive_never_waited', 'advanced', 'unclear',
     'cluster_arrive() with no cluster_wait() before the kernel returns. Nothing crosses blocks, so the '
     'values are right; whether an arrive left unwaited at exit is allowed is not stated (PTX '
     'barrier.cluster speaks of arrive/wait pairs; PG cluster_group::barrier_arrive "must be followed by '
     'barrier_wait").', r'''
    __shared__ float data[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    data[threadIdx.x] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    const int warp = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += data[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
''')

case('a_shfl_down_elected_store', 'advanced', 'fail 1',
     'after __shfl_down_sync the warp total is only in lane 0, but the lane elect_one_sync() picks stores '
     'it; which lane elect.sync elects is not specified, so the stored value may be a partial sum (PTX '
     'elect.sync; PG Warp Shuffle Functions).', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    float v = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffff, v, off);
    if (elect_one_sync()) ws[threadIdx.x / WARP_SIZE] = v;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();
''', cause=ELECT + r'|❌')

case('a_int_warp_sum', 'advanced', 'fail 1',
     'the elected lane accumulates its warp\'s values (multiples of 0.02) in an `int`: each += truncates, '
     'so the warp sums are whole numbers far from the true ones (C++ [conv.fpint]; SPEC tolerance).', r'''
    __shared__ float data[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    data[threadIdx.x] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    const int warp = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) {
        int s = 0;
        for (int i = 0; i < WARP_SIZE; i++) s += data[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();
''', cause=WRONG)

case('a_dsmem_push_block_barrier', 'advanced', 'fail 1',
     'thread 0 of each block pushes its total into rank 0\'s shared totals[] through map_shared_rank, but '
     'only __syncthreads() follows before rank 0 reads totals[]: nothing orders the peers\' remote stores '
     'before the reads, and no cluster barrier makes sure rank 0 has started (PG Distributed Shared '
     'Memory: cluster.sync() around DSMEM use; data race).', r'''
    __shared__ float data[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float totals[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    data[threadIdx.x] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    if (elect_one_sync()) {
        const int w = threadIdx.x / WARP_SIZE;
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += data[w * WARP_SIZE + i];
        ws[w] = s;
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        *cluster.map_shared_rank(&totals[rank], 0) = t;
    }
    __syncthreads();
    if (rank == 0 && threadIdx.x < CLUSTER_SIZE) output[threadIdx.x] = totals[threadIdx.x];  // CAUSE
    cluster.sync();
''', cause=RACE + r'|start|exist')

case('a_macro_scale_precedence', 'advanced', 'fail 1',
     '#define FR_SCALE rank + 1 without parentheses: x * FR_SCALE expands to x * rank + 1, so every value '
     'gets +1 and block 0 gets 0 * x + 1 (C preprocessor; SPEC expected values).', r'''
    __shared__ float data[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    data[threadIdx.x] = gi < size ? input[gi] * FR_SCALE : 0.0f;
    __syncthreads();
    const int warp = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += data[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();
''', pre=r'''
#define FR_SCALE rank + 1
''', cause=WRONG)

# ---------------------------------------------------------------- last-block
# A shared first stage (tree into partials[blockIdx.x] by thread 0), then each kernel's own guard.
LB1 = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) partials[blockIdx.x] = sm[0];
'''
# the last block's tree over the partials (gridDim.x == blockDim.x == 256)
LB_FINAL = r'''
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();
        for (int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
'''

case('l_seed_or_with_acquire', 'last-block', 'pass',
     'the seed\'s __syncthreads_or guard with an extra __threadfence() after the atomic in thread 0 '
     '(release: fence then atomic; acquire: atomic then fence), thread 0 stores output and resets the '
     'counter after every ticket is taken (PG Memory Fence Functions; PTX release/acquire patterns; SPEC '
     'counter back to 0).', LB1 + r'''
    if (fr_last_block_or(counter)) {''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }
''', pre=r'''
__device__ bool fr_last_block_or(unsigned int *counter)
{
    __threadfence();
    unsigned int ticket = 0;
    if (threadIdx.x == 0) {
        ticket = atomicAdd(counter, 1u);
        __threadfence();
    }
    return __syncthreads_or(threadIdx.x == 0 && ticket == gridDim.x - 1);
}
''')

case('l_atomic_ref_acq_rel_warp0', 'last-block', 'pass',
     'cuda::atomic_ref<unsigned, thread_scope_device>::fetch_add(1, acq_rel) by thread 0 (release of its '
     'partial, acquire of all others), a shared flag broadcast by __syncthreads; warp 0 of the last block '
     'sums 8 partials per lane and shuffles; lane 0 stores and resets the counter with store(0) '
     '(libcu++ atomic_ref; PTX Memory Consistency Model).', LB1 + r'''
    __shared__ bool fr_last;
    if (tid == 0) {
        cuda::atomic_ref<unsigned int, cuda::thread_scope_device> ticket(*counter);
        fr_last = ticket.fetch_add(1u, cuda::memory_order_acq_rel) == gridDim.x - 1;
    }
    __syncthreads();
    if (fr_last && tid < 32) {
        float v = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += 32) v += partials[b];
        for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
        if (tid == 0) {
            output[0] = v;
            cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*counter).store(0u, cuda::memory_order_relaxed);
        }
    }
''')

case('l_atomicinc_wraps', 'last-block', 'pass',
     'the threadFenceReduction idiom: __threadfence() then atomicInc(counter, gridDim.x - 1); the last '
     'ticket (gridDim.x - 1) makes atomicInc store 0, so the counter resets itself; thread 0 fences again '
     'before the broadcast (PG Atomic Functions atomicInc; Memory Fence Functions).', LB1 + r'''
    __shared__ bool amLast;
    if (tid == 0) {
        __threadfence();
        unsigned int t = atomicInc(counter, gridDim.x - 1);
        amLast = (t == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (amLast) {''' + LB_FINAL + r'''
        if (tid == 0) output[0] = sm[0];
    }
''')

case('l_ptx_atom_acq_rel', 'last-block', 'pass',
     'the ticket is inline PTX atom.acq_rel.gpu.global.add.u32 by thread 0 (release of its partial, '
     'acquire of the others), a shared flag and __syncthreads; the reset is atom.exch (PTX atom, Memory '
     'Consistency Model).', LB1 + r'''
    __shared__ int is_last;
    if (tid == 0) {
        unsigned int old;
        asm volatile("atom.acq_rel.gpu.global.add.u32 %0, [%1], 1;" : "=r"(old) : "l"(counter) : "memory");
        is_last = (old == gridDim.x - 1);
    }
    __syncthreads();
    if (is_last) {''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sm[0];
            unsigned int prev;
            asm volatile("atom.relaxed.gpu.global.exch.b32 %0, [%1], 0;" : "=r"(prev) : "l"(counter) : "memory");
        }
    }
''')

case('l_single_thread_final', 'last-block', 'pass',
     'the release fence and ticket in thread 0, acquire fence after it, and the last block\'s thread 0 '
     'alone sums the 256 partials through volatile loads and resets with atomicExch (PG Memory Fence '
     'Functions; one writer).', LB1 + r'''
    if (tid == 0) {
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1);
        if (ticket == gridDim.x - 1) {
            __threadfence();
            const volatile float *vp = partials;
            float total = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; ++b) total += vp[b];
            output[0] = total;
            atomicExch(counter, 0u);
        }
    }
''')

case('l_int_final_sum', 'last-block', 'pass',
     'the last block\'s thread 0 sums the partials in an `unsigned long long`: every partial is a whole '
     'number (at most 65280) and the total 8355840 fits, so the conversions are exact (C++ [conv.fpint]; '
     'SPEC exact inputs); guard as in the solution.', LB1 + r'''
    __shared__ bool last;
    if (tid == 0) {
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (last && tid == 0) {
        unsigned long long total = 0;
        for (unsigned int b = 0; b < gridDim.x; b++) total += (unsigned long long)partials[b];
        output[0] = (float)total;
        *counter = 0;
    }
''')

case('l_counter_not_reset', 'last-block', 'fail 1',
     'the counter is never reset: the second launch starts at 256, no block sees ticket 255, and output '
     'is never written (SPEC: counter must end at 0; --last-block launches twice with no host reset).', LB1 + r'''
    __shared__ bool last;
    if (tid == 0) {
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (last) {''' + LB_FINAL + r'''
        if (tid == 0) output[0] = sm[0];
    }
''', cause=r'not written|counter|reset|❌|state')

case('l_no_release_fence', 'last-block', 'fail 1',
     'thread 0 stores its partial and takes the ticket with a relaxed atomicAdd and no __threadfence() '
     'between: the last block may see the ticket before the partial (PG Memory Fence Functions; PTX '
     'release pattern missing: data race on partials).', LB1 + r'''
    __shared__ bool last;
    if (tid == 0) {
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (last) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];  // CAUSE
        sm[tid] = acc;
        __syncthreads();
        for (int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }
''', cause=RACE + r'|fence')

case('l_block_scope_fence', 'last-block', 'fail 1',
     '__threadfence_block() instead of __threadfence() around the ticket: a block-scope fence does not '
     'order the partial for other blocks, so the last block\'s reads race with the stores (PG Memory Fence '
     'Functions; PTX fence.cta vs other CTAs).', LB1 + r'''
    __shared__ bool last;
    if (tid == 0) {
        __threadfence_block();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence_block();
    }
    __syncthreads();
    if (last) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];  // CAUSE
        sm[tid] = acc;
        __syncthreads();
        for (int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }
''', cause=RACE + r'|fence|scope')

case('l_ticket_off_by_one', 'last-block', 'fail 1',
     'the last ticket is gridDim.x - 1 but the kernel compares with gridDim.x: no block is ever last, '
     'output is never written (PG Atomic Functions: atomicAdd returns the old value).', LB1 + r'''
    __shared__ bool last;
    if (tid == 0) {
        __threadfence();
        last = atomicAdd(counter, 1u) + 1 > gridDim.x;
        __threadfence();
    }
    __syncthreads();
    if (last) {''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }
''', cause=WRONG)

case('l_every_thread_ticket', 'last-block', 'fail 1',
     'the guard helper is the seed\'s, but its atomicAdd is not under threadIdx.x == 0: all 256 threads '
     'take tickets, 65536 in all, so the "last" (ticket 255) is a thread of an early block and the sum '
     'reads partials not yet written (seed assumption: one ticket per block; data race).', LB1 + r'''
    if (fr_last_block_all(counter)) {''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }
''', pre=r'''
__device__ bool fr_last_block_all(unsigned int *counter)
{
    __threadfence();
    unsigned int t = atomicAdd(counter, 1u);  // CAUSE
    __threadfence();
    return __syncthreads_or(t == gridDim.x - 1);
}
''', cause=RACE + r'|ticket')

case('l_all_threads_store_output', 'last-block', 'fail 1',
     'after the final tree every thread of the last block stores output[0] = sm[0] (the same value): '
     '256 writers of one element (SPEC Checking: stored by exactly one thread).', LB1 + r'''
    __shared__ bool last;
    if (tid == 0) {
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (last) {''' + LB_FINAL + r'''
        output[0] = sm[0];  // CAUSE
        if (tid == 0) *counter = 0;
    }
''', cause=RACE)

case('l_flag_no_broadcast_sync', 'last-block', 'fail 1',
     'thread 0 stores the shared `last` flag and the other threads read it with no __syncthreads between '
     '(the helper returns at once): a shared-memory data race, and threads of the last block may skip the '
     'final step (PG Synchronization Functions).', LB1 + r'''
    if (fr_am_last(counter)) {''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }
''', pre=r'''
__device__ bool fr_am_last(unsigned int *counter)
{
    __shared__ bool last;
    if (threadIdx.x == 0) {
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    return last;  // CAUSE
}
''', cause=RACE)

case('l_fence_before_store', 'last-block', 'fail 1',
     'the fence is in the wrong place: thread 0 fences, then stores its partial, then takes the ticket, '
     'so nothing orders the partial before the ticket (PG Memory Fence Functions; PTX release pattern: '
     'fence then the flag write, with the data write before the fence).', r'''
    __shared__ float sm[TPB];
    __shared__ bool last;
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        __threadfence();
        partials[blockIdx.x] = sm[0];
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (last) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];  // CAUSE
        sm[tid] = acc;
        __syncthreads();
        for (int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }
''', cause=RACE + r'|fence')

case('l_accumulate_into_stale_shared', 'last-block', 'fail 1',
     'the last block adds the partials into sm[tid] += partials[b] without clearing sm first: sm still '
     'holds its own stage-1 tree values, so the total is too large (C++ semantics; SPEC exact result).', LB1 + r'''
    __shared__ bool last;
    if (tid == 0) {
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (last) {
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) sm[tid] += partials[b];
        __syncthreads();
        for (int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }
''', cause=WRONG)

case('l_plain_ticket', 'last-block', 'fail 1',
     'the ticket is a plain read-modify-write through a volatile pointer (t = *c; *c = t + 1) instead of '
     'an atomic: two blocks can take the same ticket, and the plain accesses of different blocks race '
     '(PG Atomic Functions; PTX data race: volatile is relaxed but the read-then-write is not atomic).', LB1 + r'''
    __shared__ bool last;
    if (tid == 0) {
        volatile unsigned int *c = counter;
        __threadfence();
        const unsigned int t = *c;  // CAUSE
        *c = t + 1;
        last = (t == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (last) {''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }
''', cause=RACE + r'|atomic|ticket')

# ---------------------------------------------------------------- second batch
# Written after the first run and its fixes (commit a9f818e), still without opening another hunt's
# cases or fixtures; their "before" is that commit's simulator. Truths decided before running.
case('c2_extern_dynamic_shared', 'coordination', 'fail 5',
     'a copied `extern __shared__ float sm[];` template, but the puzzle launches with 0 bytes of dynamic '
     'shared memory, so every sm[i] is outside the block\'s shared allocation (PG Shared Memory: the '
     'dynamic size is the launch\'s third parameter; an out-of-range shared access is an illegal address).', r'''
    extern __shared__ float sm[];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    sm[threadIdx.x] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;  // CAUSE
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) output[rank] = sm[0];
    cluster_sync();
''', cause=r'out-of-bounds|dynamic|extern|shared memory')

case('c2_cluster_accessors', 'coordination', 'pass',
     'cluster.thread_rank() (= rank * 256 + threadIdx.x, the global index of the one cluster) as the input '
     'index, cluster.block_index().x as the output slot, shuffle warp sums, atomicAdd into a zeroed shared '
     'total (PG Cooperative Groups cluster_group).', r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float total;
    if (threadIdx.x == 0) total = 0.0f;
    __syncthreads();
    const unsigned int i = cluster.thread_rank();
    const unsigned int slot = cluster.block_index().x;
    float v = i < (unsigned)size ? input[i] * (float)(slot + 1) : 0.0f;
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if ((threadIdx.x & 31) == 0) atomicAdd(&total, v);
    __syncthreads();
    if (threadIdx.x == 0) output[slot] = total;
    cluster.sync();
''')

case('c2_rank_from_blockidx_div', 'coordination', 'fail 1',
     'the rank is computed as blockIdx.x / CLUSTER_SIZE (the cluster index, 0 for all four blocks): every '
     'block scales by 1 and thread 0 of each of the 4 blocks stores output[0] (SPEC one writer; output[1..3] '
     'not written).', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = blockIdx.x / CLUSTER_SIZE;
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    sm[threadIdx.x] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) output[rank] = sm[0];  // CAUSE
    cluster_sync();
''', cause=RACE + r'|not written')

case('r2_dsmem_atomic_into_rank0', 'reduction', 'pass',
     'rank 0 zeroes its shared acc, cluster.sync() (every block started, the zero visible), thread 0 of '
     'each block atomicAdds its block sum into rank 0\'s acc through map_shared_rank (device-scope '
     'atomic on DSMEM), cluster.sync(), rank 0 thread 0 stores (PG Distributed Shared Memory; Atomic '
     'Functions).', r'''
    __shared__ float sm[TPB];
    __shared__ float acc;
    cg::cluster_group cluster = cg::this_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    if (tid == 0) acc = 0.0f;
    sm[tid] = gi < size ? input[gi] : 0.0f;
    cluster.sync();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) atomicAdd(cluster.map_shared_rank(&acc, 0), sm[0]);
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0) output[0] = acc;
''')

case('r2_fence_then_relaxed_arrive', 'reduction', 'pass',
     'fence.acq_rel.cluster, then barrier.cluster.arrive.relaxed and barrier.cluster.wait: the fence '
     'before the arrive makes the release the relaxed arrive lacks (PTX barrier.cluster: .relaxed drops '
     'the arrive\'s own ordering; Memory Consistency Model: a fence followed by a strong operation is a '
     'release pattern; wait keeps its acquire).', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sm[0];
    asm volatile("fence.acq_rel.cluster;" ::: "memory");
    asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory");
    asm volatile("barrier.cluster.wait.aligned;" ::: "memory");
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }
''')

case('r2_ldg_partials', 'reduction', 'fail 1',
     'after cluster_sync() rank 0 reads the partials with __ldg(): the read-only (non-coherent) path is '
     'only for data that stays unwritten for the kernel\'s whole lifetime, and temp_storage was written by '
     'this kernel (PG Read-Only Data Cache Load Function; PTX ld.global.nc).', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = gi < size ? __ldg(&input[gi]) : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += __ldg(&temp_storage[r]);  // CAUSE
        output[0] = total;
    }
''', cause=r'ldg|read-only|non-coherent|\.nc')

case('r2_cluster_dims_attr', 'reduction', 'pass',
     '`__cluster_dims__(4, 1, 1)` on the kernel, the same cluster the puzzle launches (PG Thread Block '
     'Clusters: compile-time cluster size; SPEC launches); the body is a plain tree + cluster.sync.', r'''
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[cluster.block_rank()] = sm[0];
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
''', sig='__global__ void __cluster_dims__(4, 1, 1) cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)')

case('a2_ballot_leader', 'advanced', 'pass',
     'the leader is __ffs(__ballot_sync(full, 1)) - 1, always lane 0 in a full warp, which holds the '
     '__shfl_down_sync total (PG Warp Vote Functions, Warp Shuffle Functions).', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x % WARP_SIZE;
    float v = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    const int leader = __ffs(__ballot_sync(0xffffffffu, 1)) - 1;
    if (lane == leader) ws[threadIdx.x / WARP_SIZE] = v;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();
''')

case('a2_coalesced_rank0', 'advanced', 'pass',
     'cg::coalesced_threads() in a full warp: its thread_rank() 0 is lane 0, which holds the shfl_down '
     'total (PG Cooperative Groups coalesced_group).', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    float v = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    cg::coalesced_group active = cg::coalesced_threads();
    if (active.thread_rank() == 0) ws[threadIdx.x / WARP_SIZE] = v;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();
''')

case('a2_half_mask_shuffle', 'advanced', 'fail 1',
     'a mask typo: __shfl_down_sync(0xffff, ...) called by all 32 lanes; lanes 16-31 execute a shuffle whose '
     'mask does not name them, and lane i < 16 reads lane i + off >= 16, outside the mask: undefined (PG '
     'Warp Shuffle Functions: the executing thread must be in mask; PTX shfl.sync). The warp totals in lane '
     '0 are not defined.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    float v = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffff, v, o);  // CAUSE
    if ((threadIdx.x & 31) == 0) ws[threadIdx.x >> 5] = v;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();
''', cause=r'mask|shuffle|shfl')

case('a2_elect_inside_lane_branch', 'advanced', 'fail 4',
     'the warp sum is done by lanes < 16 in a branch and elect_one_sync() (full mask) is called inside '
     'that branch: lanes 16-31 never reach it, so the 16 callers wait for them (PTX elect.sync: sm_70+ '
     'waits for all non-exited threads of membermask; divergent collective).', r'''
    __shared__ float data[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    data[threadIdx.x] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    if (lane < 16) {
        data[threadIdx.x] += data[threadIdx.x + 16];
        __syncwarp(0xffff);
        if (elect_one_sync()) {  // CAUSE
            float s = 0.0f;
            for (int i = 0; i < 16; i++) s += data[warp * WARP_SIZE + i];
            ws[warp] = s;
        }
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();
''', cause=HANG + '|' + ELECT)

case('l2_guide_sum_pattern', 'last-block', 'pass',
     'the Programming Guide\'s own fence example: thread 0 stores the partial, __threadfence(), '
     'atomicInc(&count, gridDim.x) into a shared isLastBlockDone, __syncthreads(); the last block reads the '
     'partials, thread 0 stores and resets count to 0 (PG Memory Fence Functions, the sum example).', LB1 + r'''
    __shared__ bool isLastBlockDone;
    if (tid == 0) {
        __threadfence();
        unsigned int value = atomicInc(counter, gridDim.x);
        isLastBlockDone = (value == (gridDim.x - 1));
    }
    __syncthreads();
    if (isLastBlockDone) {''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }
''')

case('l2_reset_before_merge', 'last-block', 'pass',
     'the last block\'s thread 0 resets the counter with atomicExch before the merge reads: every block '
     'took its ticket before ticket 255 was drawn, so nothing reads the counter afterwards in this launch '
     '(PG Atomic Functions; SPEC counter back to 0).', LB1 + r'''
    __shared__ unsigned int tk;
    if (tid == 0) {
        __threadfence();
        tk = atomicAdd(counter, 1u);
        __threadfence();
        if (tk == gridDim.x - 1) atomicExch(counter, 0u);
    }
    __syncthreads();
    if (tk == gridDim.x - 1) {''' + LB_FINAL + r'''
        if (tid == 0) output[0] = sm[0];
    }
''')

case('l2_zero_then_atomic_no_sync', 'last-block', 'fail 1',
     'the last block merges with atomics: thread 0 stores output[0] = 0 and every thread atomicAdds its '
     'share with no __syncthreads between, so an add can land before the zeroing store and be lost (PG '
     'Synchronization Functions; a plain store and atomics unordered: data race).', LB1 + r'''
    __shared__ bool last;
    if (tid == 0) {
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (last) {
        if (tid == 0) output[0] = 0.0f;
        float mine = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) mine += partials[b];
        atomicAdd(output, mine);  // CAUSE
        if (tid == 0) *counter = 0;
    }
''', cause=RACE + r'|uninit|NaN')

case('l2_warp_stride_whole_block', 'last-block', 'fail 1',
     'the whole last block folds the partials with a warp-sized stride (b += WARP_SIZE) and then '
     'tree-reduces all 256 threads: each partial is counted by 8 threads (one per warp), 8x the sum '
     '(SPEC exact result).', LB1 + r'''
    __shared__ bool last;
    if (tid == 0) {
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (last) {
        float acc = 0.0f;
        for (unsigned int b = tid % WARP_SIZE; b < gridDim.x; b += WARP_SIZE) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();
        for (int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }
''', cause=WRONG)

# ---------------------------------------------------------------- third batch (after c434446)
case('r3_volatile_warp_tail', 'reduction', 'fail 1',
     'the classic pre-Volta unrolled last warp through a volatile pointer with no __syncwarp(): since '
     'Volta lanes of a warp are not in lockstep, so lane t may read v[t + 16] before lane t + 16 added '
     'into it (PG Independent Thread Scheduling, "warp-synchronous" code needs __syncwarp; shared data race).', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 32; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        volatile float *v = sm;
        v[tid] += v[tid + 32];
        v[tid] += v[tid + 16];  // CAUSE
        v[tid] += v[tid + 8];
        v[tid] += v[tid + 4];
        v[tid] += v[tid + 2];
        v[tid] += v[tid + 1];
    }
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }
''', cause=RACE)

case('r3_syncwarp_tail', 'reduction', 'pass',
     'the unrolled last warp done right: each step reads into a register, __syncwarp(), stores, '
     '__syncwarp() (PG Independent Thread Scheduling / __syncwarp example).', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    sm[tid] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 32; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        float t = sm[tid] + sm[tid + 32];
        __syncwarp();
        sm[tid] = t;
        __syncwarp();
        for (int off = 16; off > 0; off >>= 1) {
            t += sm[tid + off];
            __syncwarp();
            sm[tid] = t;
            __syncwarp();
        }
    }
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }
''')

case('c3_lambda_and_struct', 'coordination', 'pass',
     'a device lambda for the warp sum and a __shared__ struct holding the warp sums and the total; lane 0 '
     'stores, warp 0 finishes, thread 0 stores output[rank] (C++ lambdas in device code; PG Warp Shuffle).', r'''
    struct Scratch { float warp[TPB / WARP_SIZE]; float total; };
    __shared__ Scratch sc;
    auto warp_sum = [](float v) {
        for (int o = WARP_SIZE / 2; o > 0; o /= 2) v += __shfl_down_sync(0xffffffffu, v, o);
        return v;
    };
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    float v = warp_sum(gi < size ? input[gi] * (float)(rank + 1) : 0.0f);
    if (threadIdx.x % WARP_SIZE == 0) sc.warp[threadIdx.x / WARP_SIZE] = v;
    __syncthreads();
    if (threadIdx.x < WARP_SIZE) {
        float t = warp_sum(threadIdx.x < TPB / WARP_SIZE ? sc.warp[threadIdx.x] : 0.0f);
        if (threadIdx.x == 0) sc.total = t;
    }
    __syncthreads();
    if (threadIdx.x == 0) output[rank] = sc.total;
    cluster_sync();
''')

case('a3_cg_sync_free_function', 'advanced', 'pass',
     'cg::sync(block) and cg::sync(cluster) (the free-function form), lane 0 of each tile as the leader of '
     'a shared-memory warp sum, thread 0 stores (PG Cooperative Groups: sync(group)).', r'''
    cg::thread_block block = cg::this_thread_block();
    cg::cluster_group cluster = cg::this_cluster();
    __shared__ float data[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = cluster.block_rank();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    data[threadIdx.x] = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    cg::sync(block);
    if (threadIdx.x % WARP_SIZE == 0) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += data[threadIdx.x + i];
        ws[threadIdx.x / WARP_SIZE] = s;
    }
    cg::sync(block);
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cg::sync(cluster);
''')

case('l3_threadfence_system', 'last-block', 'pass',
     '__threadfence_system() in place of __threadfence(): a stronger fence (system scope includes the '
     'device), so the release and acquire patterns still hold (PG Memory Fence Functions).', LB1 + r'''
    __shared__ bool last;
    if (tid == 0) {
        __threadfence_system();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence_system();
    }
    __syncthreads();
    if (last) {''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }
''')

case('l3_ticket_atomicadd_block', 'last-block', 'fail 1',
     'the ticket is atomicAdd_block(): atomic only among the threads of one block, so the 256 blocks\' '
     'increments of the counter are not atomic with each other (tickets can be lost or repeated) and '
     'synchronize nothing between blocks (PG Atomic Functions, _block variants; PTX scopes: .cta '
     'operations of different CTAs are not morally strong).', LB1 + r'''
    __shared__ bool last;
    if (tid == 0) {
        __threadfence();
        last = atomicAdd_block(counter, 1u) == gridDim.x - 1;  // CAUSE
        __threadfence();
    }
    __syncthreads();
    if (last) {''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }
''', cause=r'block-scope|_block|race')
