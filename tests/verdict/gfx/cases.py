# Cases for gen.py (docs/verdict-gfx.md): the four puzzles as graphics / compute-shader programmers
# (GLSL/Vulkan compute, HLSL DirectX compute, WGSL, console GPUs) write them in their first CUDA:
# groupshared thinking, barrier() vs memoryBarrierShared() (a fence where a barrier is needed),
# GroupMemoryBarrierWithGroupSync, wave/subgroup intrinsics (WaveActiveSum, subgroupAdd,
# subgroupElect -> __reduce_add_sync, __shfl_xor_sync, elect_one_sync, __ballot_sync), a wave size of
# 64, InterlockedAdd with the original value, dispatch-style index math, "coherent" (volatile)
# buffers, uniform control flow assumptions, early-outs, ping-pong buffers, atomic counters, "the last
# workgroup does the final pass", clamped indexing. Correct kernels in many styles and buggy ones.
# Body = the kernel's body; pre = file-scope code before it. Every verdict was decided from the rules
# below before p34 ran the kernel.
# Citations: PTX = PTX ISA "Memory Consistency Model": conflict (two overlapping accesses, one a
# write); morally strong (related in program order, or both strong with scopes that include each
# other); data race = conflicting accesses neither morally strong nor ordered by causality order;
# release pattern = fence.sc/acq_rel (__threadfence) then a strong write, or a release atom;
# acquire pattern = a strong read then a fence, or an acquire atom; synchronizes-with between them;
# base causality order is transitive and includes program order and bar.sync (a barrier
# synchronizes its participants), so a release is cumulative over what reached its thread through
# __syncthreads(); causality order also holds X -> Y when X precedes Z in observation order (a chain
# of RMWs) and Z precedes Y in base causality order (same-location ordering of a ticket counter);
# atom without .sem is .relaxed: it orders no other location; ld/st.volatile are relaxed at .sys
# scope (strong, but order nothing else). PTX "shfl.sync": the lane operand uses b[4:0] only (and
# the Programming Guide: a source lane outside the width returns the caller's own value), so a
# 64-wide "wave" step of 32 returns the caller's own value. PTX "elect.sync": every thread of
# membermask must execute it (it waits for them). PTX "barrier.cluster": arrive then wait; wait
# waits for all non-exited threads of the cluster to arrive. PG = CUDA C++ Programming Guide:
# "Synchronization Functions" (__syncthreads in conditional code only if the condition is uniform
# over the block; __syncwarp orders memory among its lanes), "Memory Fence Functions"
# (__threadfence_block orders for the block only; a fence orders, it waits for nobody),
# "Warp Shuffle Functions", "Warp Reduce Functions" (__reduce_add_sync: int/unsigned only),
# "Atomic Functions" (atomicInc: ((old >= val) ? 0 : (old+1)); atomicAdd returns the old value;
# relaxed), "Independent Thread Scheduling" (no implicit warp-synchronous execution: a volatile
# warp tail needs __syncwarp), "Thread Hierarchy" (blocks must be able to execute in any order, in
# parallel or in series: no block may wait for another block of a non-cluster grid), "Distributed
# Shared Memory" (every DSMEM access must complete before the owner block exits), "Thread Block
# Clusters", "Variable Memory Space Specifiers" (__shared__ has no initializer: undefined contents at
# block start; unlike nothing in HLSL either). CUDA C++ "cuda::atomic_ref" (memory_order_acq_rel on a
# RMW is a release and an acquire at the ref's scope). SPEC = docs/SPEC.md (inputs; every output
# and scratch buffer NaN before each launch; exact results for --reduction and --last-block, the
# float32 bound for the other two, so any summation order passes; each output stored by exactly one
# thread per launch; --last-block launches twice with no host reset; exit codes). Project
# conventions followed: a data race is exit 1 even when the value comes out right; several writers
# of one location are a data race even with the same value; an access outside a __shared__ variable
# is exit 5 (ub); a DSMEM access that may come after the owner exited is exit 5 (dsmem); a kernel
# that needs more blocks resident at once than the rules promise hangs (exit 4).
RACE = r'data race|several writers|stored by|lost update|race'
WRONG = r'❌|not written'
HANG = r'deadlock|hang|never|wait|timeout|did not finish'
EXITED = r'exited|illegal|after .* exit'
OOB = r'out-of-bounds|out of bounds|past the|illegal|outside'
FENCE = r'fence|__threadfence|ticket|race|order'

# ================================================================= coordination
case('c01_wave_sums_groupshared', 'coordination', 'pass',
     'HLSL habit: WaveActiveSum -> a __shfl_xor_sync butterfly over the full warp (PG Warp Shuffle Functions; all 32 lanes present), lane 0 of each warp writes wave_sums[warp] (one writer each), GroupMemoryBarrierWithGroupSync -> __syncthreads() (PG Synchronization Functions: orders the shared stores before thread 0 reads them), thread 0 writes output[rank]; the cluster barrier pair is uniform. Any summation order passes (SPEC). Correct.',
     pre='#include <cstdint>', body=r'''
    __shared__ float wave_sums[TPB / WARP_SIZE];
    const uint32_t dtid = blockIdx.x * blockDim.x + threadIdx.x;   // SV_DispatchThreadID
    const uint32_t gi = threadIdx.x;                                // SV_GroupIndex
    const unsigned int rank = block_rank_in_cluster();
    float v = (dtid < (uint32_t)size) ? input[dtid] * (float)(rank + 1) : 0.0f;
    // WaveActiveSum
    for (int m = WARP_SIZE / 2; m > 0; m >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, m);
    if ((gi & (WARP_SIZE - 1)) == 0)   // WaveIsFirstLane
        wave_sums[gi / WARP_SIZE] = v;
    cluster_arrive();
    __syncthreads();                   // GroupMemoryBarrierWithGroupSync
    if (gi == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += wave_sums[w];
        output[rank] = s;
    }
    cluster_wait();''')

case('c02_no_cluster_barrier_at_all', 'coordination', 'pass',
     'Compute-shader habit: one workgroup = one output, nothing shared between workgroups, so the cluster barrier is simply left out. Each block reads only its own inputs, reduces them in shared memory with a __syncthreads() per tree step (PG), and thread 0 writes output[rank]; no block touches another block\'s memory, so nothing needs cluster ordering. SPEC checks the numbers and the rules; no rule requires a cluster barrier. Correct.',
     r'''
    __shared__ float lds[TPB];
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const int lid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    lds[lid] = input[gid] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (lid < s) lds[lid] += lds[lid + s];
        __syncthreads();
    }
    if (lid == 0) output[rank] = lds[0];''')

case('c03_groupshared_interlocked_float', 'coordination', 'pass',
     'groupshared float accumulator: thread 0 zeroes it, __syncthreads() (PG: orders the store before the atomics), every thread atomicAdd()s its scaled input (atomics on one location are morally strong: no race), a second __syncthreads() orders every atomic before thread 0 reads the total and writes output[rank]. Atomic float adds in any order are within the SPEC bound. Cluster arrive/wait uniform. Correct.',
     r'''
    __shared__ float acc;
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0) acc = 0.0f;
    __syncthreads();
    atomicAdd(&acc, input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1));  // InterlockedAdd
    cluster_arrive();
    __syncthreads();
    if (threadIdx.x == 0) output[rank] = acc;
    cluster_wait();''')

case('c04_groupshared_interlocked_read_without_barrier', 'coordination', 'fail 1',
     'As c03 but the programmer treats the InterlockedAdd as "done when it returns" and lets thread 0 read `acc` right after its own atomicAdd, with no __syncthreads() between the other threads\' atomics and the plain read (PTX: a weak read conflicting with other threads\' atomic writes, not ordered by causality: a data race; the total can miss terms).',
     r'''
    __shared__ float acc;
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0) acc = 0.0f;
    __syncthreads();
    atomicAdd(&acc, input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1));
    if (threadIdx.x == 0) output[rank] = acc;  // CAUSE
    cluster_sync();''', cause=RACE)

case('c05_memory_barrier_shared_no_barrier', 'coordination', 'fail 1',
     'GLSL habit: memoryBarrierShared() without barrier(): every thread stores its scaled value into shared memory, calls __threadfence_block() (the memoryBarrierShared analogue), and thread 0 then sums all 256. A fence orders its own thread\'s accesses but waits for nobody (PG Memory Fence Functions), so thread 0\'s loads of other threads\' stores are unordered: a data race (PTX), the sum can read stale values.',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    lds[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1);
    __threadfence_block();   // memoryBarrierShared()
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += lds[i];  // CAUSE
        output[rank] = s;
    }
    cluster_wait();''', cause=RACE)

case('c06_wait_without_arrive', 'coordination', 'fail 4',
     'Vulkan habit of a "wait for the others" event: the kernel calls cluster_wait() only, with no cluster_arrive() anywhere ("the barrier waits until everyone is here"). barrier.cluster.wait waits for every non-exited thread of the cluster to perform barrier.cluster.arrive (PTX barrier.cluster); no thread ever arrives, so every thread waits forever: a hang.',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    lds[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += lds[i];
        output[rank] = s;
    }
    cluster_wait();  // CAUSE''', cause=HANG)

case('c07_early_out_all_but_thread0', 'coordination', 'pass',
     'Early-out habit: `if (threadIdx.x != 0) return;` then thread 0 alone sums its block\'s 256 inputs from global memory, writes output[rank], and calls cluster_sync(). barrier.cluster.wait waits only for the non-exited threads of the cluster (PTX barrier.cluster), so the four thread 0s meet and leave. No shared memory, one writer per output. Correct.',
     r'''
    if (threadIdx.x != 0) return;
    const unsigned int rank = block_rank_in_cluster();
    float s = 0.0f;
    for (int i = 0; i < TPB; ++i) s += input[blockIdx.x * TPB + i];
    output[rank] = s * (float)(rank + 1);
    cluster_sync();''')

case('c08_interlocked_into_uncleared_output', 'coordination', 'fail 1',
     'Vulkan habit: output buffers are cleared with vkCmdFillBuffer before the dispatch, so every thread just atomicAdd()s its scaled input into output[rank]. p34 fills every output with NaN before the launch (SPEC Checking) and nothing in the kernel stores a first value, so NaN + x stays NaN: the result is wrong.',
     r'''
    const unsigned int rank = block_rank_in_cluster();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    atomicAdd(&output[rank], input[gid] * (float)(rank + 1));  // CAUSE
    cluster_sync();''', cause=r'❌|not written|NaN|uninit|before any|first value|stored')

case('c09_interlocked_after_clear_in_kernel', 'coordination', 'pass',
     'As c08 but thread 0 of each block first stores output[rank] = 0, a __syncthreads() orders that store before the block\'s atomics (PG; PTX causality through bar.sync), then all 256 threads atomicAdd into it. Only this block touches output[rank]; one thread stores it, the rest are atomic updates ordered after the store (no race: atomics are morally strong among themselves). Any order of the float adds is within the SPEC bound. Correct.',
     r'''
    const unsigned int rank = block_rank_in_cluster();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x == 0) output[rank] = 0.0f;
    __syncthreads();
    atomicAdd(&output[rank], input[gid] * (float)(rank + 1));
    cluster_sync();''')

case('c10_wave_reduce_add_fixed_point', 'coordination', 'pass',
     'WaveActiveSum on integers is what the programmer trusts, so the values go to fixed point: q = __float2int_rn(x * 10) is exactly (i % 10) * (rank + 1) (the float error is far below 0.5), __reduce_add_sync(0xffffffff, q) sums the warp (PG Warp Reduce Functions, int form, all lanes present), lane 0 atomicAdds the warp sum into a shared int zeroed by thread 0 before a __syncthreads(); after a __syncthreads() thread 0 writes total / 10.0f. The result differs from the exact sum of the float terms by far less than the SPEC bound (256 * 2^-24 * sum|terms| >= 1.7e-3). Correct.',
     r'''
    __shared__ int total;
    const unsigned int rank = block_rank_in_cluster();
    const int lane = threadIdx.x & 31;
    if (threadIdx.x == 0) total = 0;
    __syncthreads();
    const float x = input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1);
    const int q = __float2int_rn(x * 10.0f);
    const int wsum = __reduce_add_sync(0xffffffffu, q);   // WaveActiveSum
    if (lane == 0) atomicAdd(&total, wsum);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = (float)total / 10.0f;
    cluster_wait();''')

case('c11_dispatch_index_interleaved', 'coordination', 'fail 1',
     'Dispatch-index mix-up: the programmer linearises (groupID, localID) as localID * numGroups + groupID (a column-major SV_DispatchThreadID), so block b sums inputs b, b+4, b+8, ... instead of its contiguous 256. For block 0 the values (4t % 10) * 0.1 sum to 102.0, not 114.0 (SPEC inputs), far outside the bound: wrong numbers.',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int dtid = threadIdx.x * gridDim.x + blockIdx.x;  // CAUSE
    lds[threadIdx.x] = (dtid < size ? input[dtid] : 0.0f) * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) lds[threadIdx.x] += lds[threadIdx.x + s];
        __syncthreads();
    }
    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = lds[0];
    cluster_wait();''', cause=WRONG)

case('c12_clamped_index_tree', 'coordination', 'fail 1',
     'Image-processing habit: instead of `if (tid < s)` the tree step clamps the neighbour index, `lds[tid] += lds[min(tid + s, TPB - 1)]`, run by all 256 threads. Thread t reads lds[t + s] while thread t + s writes lds[t + s] in the same step with no barrier between (PTX: conflicting weak accesses, unordered: a data race), and the upper threads keep adding garbage into slots the next steps read: the sum is wrong too.',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        lds[tid] += lds[min(tid + s, TPB - 1)];  // CAUSE
        __syncthreads();
    }
    cluster_arrive();
    if (tid == 0) output[rank] = lds[0];
    cluster_wait();''', cause=RACE)

case('c13_ping_pong_tree_with_barriers', 'coordination', 'pass',
     'Ping-pong habit: two shared buffers, each step reads src and writes dst, `dst[t] = src[t] + (t < s ? src[t + s] : 0)` for every t < 2s, then __syncthreads() and swap. Within a step no slot is both read and written (different buffers); the barrier after each step orders its writes before the next step\'s reads and its reads before the step after next overwrites src (PG, PTX bar.sync). Thread 0 writes output[rank] from the final buffer. Correct.',
     r'''
    __shared__ float bufA[TPB];
    __shared__ float bufB[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int t = threadIdx.x;
    bufA[t] = input[blockIdx.x * TPB + t] * (float)(rank + 1);
    __syncthreads();
    float *src = bufA, *dst = bufB;
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (t < s) dst[t] = src[t] + src[t + s];
        __syncthreads();
        float *tmp = src; src = dst; dst = tmp;
    }
    cluster_arrive();
    if (t == 0) output[rank] = src[0];
    cluster_wait();''')

case('c14_ping_pong_tree_no_barriers', 'coordination', 'fail 1',
     'The same ping-pong tree, but the programmer believes double buffering removes the need for barriers (it removes the write-after-read hazard only): no __syncthreads() between steps. Step k+1 reads dst slots that other threads write in step k with nothing ordering them (PTX: a data race, a read-after-write hazard across threads); the first load is not ordered before the first step either.',
     r'''
    __shared__ float bufA[TPB];
    __shared__ float bufB[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int t = threadIdx.x;
    bufA[t] = input[blockIdx.x * TPB + t] * (float)(rank + 1);
    float *src = bufA, *dst = bufB;
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (t < s) dst[t] = src[t] + src[t + s];  // CAUSE
        float *tmp = src; src = dst; dst = tmp;
    }
    cluster_arrive();
    __syncthreads();
    if (t == 0) output[rank] = src[0];
    cluster_wait();''', cause=RACE)

case('c15_wave64_butterfly', 'coordination', 'fail 1',
     'Wave64 habit (GCN/RDNA wave64, console): the butterfly starts at mask 32. __shfl_xor_sync with laneMask 32 and the default width 32 reads lane (lane ^ 32): the source is outside the 32-lane width, so the caller gets its own value (PG Warp Shuffle Functions; PTX shfl.sync uses b[4:0] = 0), and the first step doubles every lane\'s value. Each warp sum, and so each output, is twice the expected value: wrong numbers.',
     r'''
    __shared__ float wave_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1);
    for (int m = 32; m > 0; m >>= 1)  // CAUSE
        v += __shfl_xor_sync(0xffffffffu, v, m);
    if ((threadIdx.x & 31) == 0) wave_sums[threadIdx.x >> 5] = v;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / 32; ++w) s += wave_sums[w];
        output[rank] = s;
    }
    cluster_wait();''', cause=WRONG)

case('c16_subgroup_barrier_for_group', 'coordination', 'fail 1',
     'subgroupBarrier() where barrier() was needed: each warp\'s lane 0 writes its warp sum into shared memory, then __syncwarp() (the subgroup barrier), and thread 0 reads all eight warp sums. __syncwarp orders memory among the lanes of one warp only (PG Synchronization Functions); warps 1-7\'s stores are not ordered before warp 0\'s thread 0 loads: a data race (PTX).',
     r'''
    __shared__ float wave_sums[8];
    const unsigned int rank = block_rank_in_cluster();
    const int lane = threadIdx.x % 32, wave = threadIdx.x / 32;
    float v = input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1);
    for (int d = 16; d > 0; d /= 2) v += __shfl_down_sync(0xffffffffu, v, d);
    if (lane == 0) wave_sums[wave] = v;
    __syncwarp();   // subgroupBarrier()
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < 8; ++w) s += wave_sums[w];  // CAUSE
        output[rank] = s;
    }
    cluster_wait();''', cause=RACE)

case('c17_cg_reduce_tiles_shared_atomic', 'coordination', 'pass',
     'subgroupAdd via cooperative groups: cg::reduce(tiled_partition<32>(block), v, cg::plus<float>()) in every thread (all 32 lanes of each tile), tile rank 0 atomicAdds the tile sum into a shared float zeroed by thread 0 before a __syncthreads(), a second __syncthreads() before thread 0 reads it and writes output[rank]. Atomics are morally strong; the barriers order the zeroing before them and them before the read (PTX). Correct.',
     r'''
    __shared__ float block_sum;
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> wave = cg::tiled_partition<32>(block);
    const unsigned int rank = block_rank_in_cluster();
    if (block.thread_rank() == 0) block_sum = 0.0f;
    block.sync();
    const float v = input[blockIdx.x * TPB + block.thread_rank()] * (float)(rank + 1);
    const float ws = cg::reduce(wave, v, cg::plus<float>());
    if (wave.thread_rank() == 0) atomicAdd(&block_sum, ws);
    block.sync();
    cluster_arrive();
    if (block.thread_rank() == 0) output[rank] = block_sum;
    cluster_wait();''')

case('c18_barrier_inside_active_branch', 'coordination', 'fail 4',
     'Uniform-control-flow assumption: the tree puts the barrier inside the active branch, `if (tid < s) { lds[tid] += lds[tid + s]; __syncthreads(); }`. At s = 128 threads 0-127 wait at that __syncthreads() (a barrier of all 256 threads of the block: PG, __syncthreads in conditional code only if uniform) while threads 128-255 skip every step, arrive at the cluster barrier and block in cluster_wait(), waiting for threads 0-127 to arrive: neither group can move, in every block: a deadlock.',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) {
            lds[tid] += lds[tid + s];
            __syncthreads();  // CAUSE
        }
    }
    cluster_arrive();
    if (tid == 0) output[rank] = lds[0];
    cluster_wait();''', cause=HANG + r'|divergent')

case('c19_rank0_gathers_dsmem_all_outputs', 'coordination', 'pass',
     'Console habit of one "master" workgroup: each block reduces into its shared lds[0]; cluster_sync(); rank 0 thread 0 reads every block\'s lds[0] through map_shared_rank and writes all four outputs (one writer each); a final cluster_sync() keeps every block alive until those DSMEM reads are done (PG Distributed Shared Memory; the cluster barrier arrive releases, wait acquires: PTX). Correct.',
     r'''
    __shared__ float lds[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    cluster.sync();
    if (rank == 0 && tid == 0) {
        for (unsigned int r = 0; r < cluster.num_blocks(); ++r)
            output[r] = *cluster.map_shared_rank(&lds[0], r);
    }
    cluster.sync();''')

case('c20_rank0_gathers_dsmem_no_exit_barrier', 'coordination', 'fail 5',
     'As c19 but without the final cluster_sync(): "the GPU keeps the workgroup\'s LDS until the dispatch ends" is not CUDA\'s rule. Ranks 1-3 may exit as soon as the first cluster_sync() releases them, while rank 0 still reads their shared memory through map_shared_rank: a DSMEM access after the owner block exited (PG Distributed Shared Memory: must complete before the owner exits; project convention exit 5).',
     r'''
    __shared__ float lds[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    cluster.sync();
    if (rank == 0 && tid == 0) {
        for (unsigned int r = 0; r < cluster.num_blocks(); ++r)
            output[r] = *cluster.map_shared_rank(&lds[0], r);  // CAUSE
    }''', cause=EXITED)

# ================================================================= reduction
case('r01_wave_sums_then_rank0', 'reduction', 'pass',
     'subgroupAdd -> __shfl_down_sync ladder over the full warp (PG Warp Shuffle Functions), lane 0 stores the wave sum in shared memory, __syncthreads(), warp 0 reduces the eight wave sums with another ladder, thread 0 stores temp_storage[rank]; cluster_sync() (arrive releases, wait acquires at cluster scope: PTX) and rank 0 thread 0 alone sums the four partials into output[0]. Whole numbers below 2^24: exact (SPEC). Correct.',
     r'''
    __shared__ float wave_sums[TPB / 32];
    const unsigned int rank = block_rank_in_cluster();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x & 31, wave = threadIdx.x >> 5;
    float v = gid < size ? input[gid] : 0.0f;
    for (int d = 16; d >= 1; d >>= 1) v += __shfl_down_sync(0xffffffffu, v, d);
    if (lane == 0) wave_sums[wave] = v;
    __syncthreads();
    if (wave == 0) {
        float w = lane < TPB / 32 ? wave_sums[lane] : 0.0f;
        for (int d = 16; d >= 1; d >>= 1) w += __shfl_down_sync(0xffffffffu, w, d);
        if (lane == 0) temp_storage[rank] = w;
    }
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r02_dsmem_gather_with_exit_barrier', 'reduction', 'pass',
     'Distributed "LDS" instead of temp_storage: each block leaves its sum in its own shared lds[0], cluster.sync(), rank 0 thread 0 reads the four sums through map_shared_rank and writes output[0] (one writer), a final cluster.sync() keeps the owners alive until the reads are done (PG Distributed Shared Memory). temp_storage is simply unused (SPEC checks output[0] only). Correct.',
     r'''
    __shared__ float lds[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) total += cluster.map_shared_rank(lds, r)[0];
        output[0] = total;
    }
    cluster.sync();''')

case('r03_dsmem_gather_no_exit_barrier', 'reduction', 'fail 5',
     'r02 without the final cluster.sync(): ranks 1-3 leave right after the first cluster barrier, while rank 0 thread 0 may still be reading their lds[0] through map_shared_rank (PG Distributed Shared Memory: the access must complete before the owner exits; project convention exit 5).',
     r'''
    __shared__ float lds[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) total += cluster.map_shared_rank(lds, r)[0];  // CAUSE
        output[0] = total;
    }''', cause=EXITED)

case('r04_interlocked_output_cleared_by_rank0', 'reduction', 'pass',
     'InterlockedAdd into the result: rank 0 thread 0 stores output[0] = 0, cluster_sync() orders that store before every block\'s atomic (PTX: arrive releases, wait acquires), then each block\'s thread 0 atomicAdds its tree sum into output[0]. One plain store, the rest atomics ordered after it; the float adds of whole numbers below 2^24 are exact in any order (SPEC). Correct.',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    if (rank == 0 && tid == 0) output[0] = 0.0f;
    lds[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    cluster_sync();
    if (tid == 0) atomicAdd(output, lds[0]);''')

case('r05_interlocked_output_assumed_zero', 'reduction', 'fail 1',
     'r04 without the clear: "the buffer was zeroed at creation". Each block\'s thread 0 atomicAdds its sum into output[0], which p34 filled with NaN before the launch (SPEC Checking): the result is NaN, wrong.',
     r'''
    __shared__ float lds[TPB];
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    if (tid == 0) atomicAdd(output, lds[0]);  // CAUSE
    cluster_sync();''', cause=r'❌|not written|NaN|uninit|before any|first value|stored')

case('r06_interlocked_output_clear_unordered', 'reduction', 'fail 1',
     'r04 with the cluster barrier after the atomics instead of between the clear and them: rank 0 thread 0 stores output[0] = 0 while ranks 1-3\'s thread 0 may already have atomicAdded into it. The plain store and the other blocks\' atomics conflict and nothing orders them (PTX: a weak write and a strong RMW are not morally strong: a data race); an update can be wiped out.',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    if (rank == 0 && tid == 0) output[0] = 0.0f;  // CAUSE
    lds[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    if (tid == 0) atomicAdd(output, lds[0]);
    cluster_sync();''', cause=RACE)

case('r07_subgroup_elect_in_rank0', 'reduction', 'fail 1',
     'subgroupElect() habit: "one invocation writes" becomes `if (rank == 0 && elect_one_sync()) output[0] = total;`. elect_one_sync() elects one lane per warp (SPEC Known errors; PTX elect.sync), so the eight warps of rank 0 each store output[0]: several writers of one output (SPEC: exactly one; project convention: a race even with the same value).',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = lds[0];
    cluster_sync();
    if (rank == 0 && elect_one_sync()) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) total += temp_storage[r];
        output[0] = total;  // CAUSE
    }''', cause=RACE)

case('r08_group_barrier_for_cluster', 'reduction', 'fail 1',
     'GroupMemoryBarrierWithGroupSync() where a cluster barrier is needed: after thread 0 stores temp_storage[rank] the kernel calls __syncthreads() and rank 0 sums temp_storage[0..3]. __syncthreads orders one block only (PG Synchronization Functions); ranks 1-3\'s stores are unordered with rank 0\'s loads: a data race (PTX), and the loads can see the NaN fill.',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = lds[0];
    __syncthreads();   // GroupMemoryBarrierWithGroupSync
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) total += temp_storage[r];  // CAUSE
        output[0] = total;
    }''', cause=RACE)

case('r09_device_memory_barrier_with_group_sync', 'reduction', 'fail 1',
     'DeviceMemoryBarrierWithGroupSync() as the cross-workgroup handshake: thread 0 stores temp_storage[rank], then every thread runs __threadfence(); __syncthreads(); and rank 0 reads all four partials. A fence makes this thread\'s stores ordered, it waits for no other block (PG Memory Fence Functions); without a barrier or a flag that rank 0 observes, ranks 1-3\'s stores are not ordered before rank 0\'s loads: a data race (PTX).',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = lds[0];
    __threadfence();
    __syncthreads();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) total += temp_storage[r];  // CAUSE
        output[0] = total;
    }
    cluster_sync();''', cause=RACE)

case('r10_split_barrier_signal_then_wait', 'reduction', 'pass',
     'Split barrier like a Vulkan event (vkCmdSetEvent ... vkCmdWaitEvents): thread 0 stores temp_storage[rank], every thread cluster_arrive()s (release, PTX barrier.cluster), clears a shared scratch slot meanwhile (block-local, nobody else\'s memory), then cluster_wait()s (acquire) before rank 0 thread 0 reads the partials and writes output[0]. The thread-0 store precedes its own arrive in program order, so it is released. Correct.',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = lds[0];
    cluster_arrive();    // SetEvent
    __syncthreads();
    lds[tid] = 0.0f;     // unrelated block-local work
    cluster_wait();      // WaitEvents
    if (rank == 0 && tid == 0)
        output[0] = (temp_storage[0] + temp_storage[1]) + (temp_storage[2] + temp_storage[3]);''')

case('r11_split_barrier_read_before_wait', 'reduction', 'fail 1',
     'The event is waited on too late: rank 0 thread 0 sums temp_storage right after its cluster_arrive() and only then cluster_wait()s. Arrive releases, only wait acquires (PTX barrier.cluster); ranks 1-3\'s stores of temp_storage[1..3] are not ordered before the loads: a data race.',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = lds[0];
    cluster_arrive();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) total += temp_storage[r];  // CAUSE
        output[0] = total;
    }
    cluster_wait();''', cause=RACE)

case('r12_coherent_wave_tail', 'reduction', 'fail 1',
     '"coherent" = volatile habit: the tree stops barriering at 64 and warp 0 finishes through a volatile pointer with no __syncwarp(), trusting lockstep waves. PG Independent Thread Scheduling: lanes of a warp are not implicitly synchronous; volatile makes each access strong but orders nothing (PTX: relaxed), so lane t may read vs[t + 16] before lane t + 16 has updated it: the sum can lose terms (a missing ordering; the README\'s "volatile replaces neither a fence nor __syncwarp").',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 32; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        volatile float *vs = lds;
        vs[tid] += vs[tid + 32];
        vs[tid] += vs[tid + 16];  // CAUSE
        vs[tid] += vs[tid + 8];
        vs[tid] += vs[tid + 4];
        vs[tid] += vs[tid + 2];
        vs[tid] += vs[tid + 1];
    }
    if (tid == 0) temp_storage[rank] = lds[0];
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', cause=RACE + r'|__syncwarp|order')

case('r13_wave_tail_with_syncwarp', 'reduction', 'pass',
     'The tail written for independent thread scheduling: in warp 0 each step loads the neighbour into a register, __syncwarp(), stores, __syncwarp() (PG Synchronization Functions: __syncwarp orders memory among the participating lanes; all 32 lanes of warp 0 take the branch). Every read of a slot another lane writes is separated from that write by a __syncwarp. Correct.',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 32; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        for (int s = 32; s > 0; s >>= 1) {
            const float other = lds[tid + s];
            __syncwarp();
            lds[tid] += other;
            __syncwarp();
        }
        if (tid == 0) temp_storage[rank] = lds[0];
    }
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r14_wave64_shuffle_down', 'reduction', 'fail 1',
     'Wave64 habit: the shuffle ladder starts at delta 32. For __shfl_down_sync with the default width 32, lane + 32 is past the width, so every lane gets its own value back (PG Warp Shuffle Functions; PTX shfl.sync b[4:0] = 0): the first step doubles every value and the result is 2 x 523776: wrong.',
     r'''
    __shared__ float wave_sums[8];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    float v = input[blockIdx.x * TPB + tid];
    for (int d = 32; d > 0; d >>= 1)  // CAUSE
        v += __shfl_down_sync(0xffffffffu, v, d);
    if ((tid & 31) == 0) wave_sums[tid >> 5] = v;
    __syncthreads();
    if (tid == 0) {
        float b = 0.0f;
        for (int w = 0; w < 8; ++w) b += wave_sums[w];
        temp_storage[rank] = b;
    }
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', cause=WRONG)

case('r15_memory_barrier_shared_in_tree', 'reduction', 'fail 1',
     'memoryBarrierShared() in place of barrier() inside the tree: each step is followed by __threadfence_block() instead of __syncthreads(). The fence orders a thread\'s own accesses and waits for nobody (PG Memory Fence Functions); thread t reads lds[t + s] which thread t + s wrote in the previous step with nothing ordering the two: a data race (PTX).',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid];
    __threadfence_block();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];  // CAUSE
        __threadfence_block();   // memoryBarrierShared()
    }
    if (tid == 0) temp_storage[rank] = lds[0];
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', cause=RACE)

case('r16_barrier_inside_active_branch', 'reduction', 'fail 4',
     'Uniform-control-flow assumption: `if (tid < s) { lds[tid] += lds[tid + s]; __syncthreads(); }`. At s = 128 threads 0-127 wait in that __syncthreads() for all 256 threads of the block (PG: __syncthreads in conditional code only if uniform over the block), while threads 128-255 skip every step and block in cluster_sync()\'s wait for the threads 0-127 that never arrive at the cluster barrier (PTX barrier.cluster): no thread can move: a deadlock.',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) {
            lds[tid] += lds[tid + s];
            __syncthreads();  // CAUSE
        }
    }
    if (tid == 0) temp_storage[rank] = lds[0];
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', cause=HANG + r'|divergent')

GX_TICKET = r'''__device__ unsigned int gx_groups_done = 0;
'''
case('r17_last_workgroup_in_cluster', 'reduction', 'pass',
     '"The last workgroup does the final pass", no cluster barrier at all: thread 0 of each block stores temp_storage[rank], __threadfence(), takes a ticket with atomicAdd on a file-scope __device__ counter (a release pattern: PTX), and the block whose ticket is CLUSTER_SIZE - 1 fences again (acquire pattern) and sums the four partials into output[0], then resets the counter. Exactly one block draws the last ticket, one thread writes output[0]; the reset is ordered after every other ticket (PTX causality: observation order through the RMW chain then program order). Correct.',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        temp_storage[rank] = lds[0];
        __threadfence();
        const unsigned int orig = atomicAdd(&gx_groups_done, 1u);   // InterlockedAdd(.., orig)
        if (orig == CLUSTER_SIZE - 1) {
            __threadfence();
            output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
            gx_groups_done = 0;
        }
    }''', pre=GX_TICKET)

case('r18_last_workgroup_no_release_fence', 'reduction', 'fail 1',
     'r17 without the __threadfence() between the partial\'s store and the ticket: the atomicAdd is relaxed (PTX: atom without .sem), so nothing orders a block\'s temp_storage store before its ticket; the last block\'s loads of temp_storage race with the other blocks\' stores (PTX data race; PG Memory Fence Functions).',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        temp_storage[rank] = lds[0];
        const unsigned int orig = atomicAdd(&gx_groups_done, 1u);
        if (orig == CLUSTER_SIZE - 1) {
            __threadfence();
            output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];  // CAUSE
            gx_groups_done = 0;
        }
    }''', pre=GX_TICKET, cause=FENCE)

case('r19_wave64_wave_sums_array', 'reduction', 'fail 5',
     'Wave64 habit: the shared wave-sum array is sized TPB / 64 = 4, but the code indexes it by threadIdx.x / warpSize (32-wide warps: 0-7). Lane 0 of warps 4-7 stores wave_sums[4..7], outside the __shared__ array (C++ [expr.add]: undefined; project convention: an access outside a __shared__ variable is exit 5).',
     r'''
    __shared__ float wave_sums[TPB / 64];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    float v = input[blockIdx.x * TPB + tid];
    for (int d = 16; d > 0; d >>= 1) v += __shfl_down_sync(0xffffffffu, v, d);
    if ((tid % warpSize) == 0) wave_sums[tid / warpSize] = v;  // CAUSE
    __syncthreads();
    if (tid == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / warpSize; ++w) b += wave_sums[w];
        temp_storage[rank] = b;
    }
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', cause=OOB)

case('r20_every_group_writes_result', 'reduction', 'fail 1',
     '"Uniform result, every workgroup writes it": after cluster_sync() thread 0 of every block sums the four partials and stores output[0]. Four threads store one output with nothing ordering the stores (PTX: conflicting weak writes: a data race even with the same value; SPEC: each output stored by exactly one thread).',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = lds[0];
    cluster_sync();
    if (tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];  // CAUSE''', cause=RACE)

case('r21_integer_wave_reduce_shared_atomic', 'reduction', 'pass',
     'The inputs are whole numbers (SPEC), so the programmer reduces as integers: each thread converts input to unsigned, __reduce_add_sync(0xffffffff, u) sums the warp (PG Warp Reduce Functions; all lanes present), lane 0 atomicAdds into a shared unsigned zeroed by thread 0 before a __syncthreads(); after another __syncthreads() thread 0 stores temp_storage[rank] = (float)sum (below 2^24: exact). cluster_sync(); rank 0 thread 0 writes output[0]. Correct.',
     r'''
    __shared__ unsigned int group_sum;
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    if (tid == 0) group_sum = 0u;
    __syncthreads();
    const unsigned int u = (unsigned int)input[blockIdx.x * TPB + tid];
    const unsigned int ws = __reduce_add_sync(0xffffffffu, u);
    if ((tid & 31) == 0) atomicAdd(&group_sum, ws);
    __syncthreads();
    if (tid == 0) temp_storage[rank] = (float)group_sum;
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;
    }''')

case('r22_every_invocation_interlocked_global', 'reduction', 'pass',
     'Brute force, every invocation InterlockedAdds its input into the result: rank 0 thread 0 stores output[0] = 0, cluster_sync() orders that store before every atomic of the cluster (PTX: arrive releases, wait acquires), then all 1024 threads atomicAdd(output, input[gid]). Integer float adds below 2^24 are exact in any order (SPEC). One plain store, the rest atomics after it. Correct.',
     r'''
    const unsigned int rank = block_rank_in_cluster();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    if (rank == 0 && threadIdx.x == 0) output[0] = 0.0f;
    cluster_sync();
    if (gid < size) atomicAdd(&output[0], input[gid]);''')

# ================================================================= advanced
case('a01_shuffle_wave_then_elect_write', 'advanced', 'pass',
     'Every lane of the warp runs a __shfl_xor_sync butterfly (all lanes end with the warp sum), then `if (elect_one_sync())` one lane per warp stores wave_sums[warp] (PTX elect.sync: exactly one lane of the full warp; indexed by warp, not by lane). __syncthreads(); cluster_arrive(); thread 0 sums the eight; cluster_wait(). One writer per slot and per output. Correct.',
     r'''
    __shared__ float wave_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    float v = gid < size ? input[gid] * (float)(rank + 1) : 0.0f;
    for (int m = 16; m >= 1; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    if (elect_one_sync()) wave_sums[threadIdx.x / WARP_SIZE] = v;   // subgroupElect()
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += wave_sums[w];
        output[rank] = s;
    }
    cluster_wait();''')

case('a02_uniform_result_all_lanes_store', 'advanced', 'fail 1',
     'HLSL habit: WaveActiveSum returns a wave-uniform value, so "every lane writes the same thing" is thought harmless: after the butterfly all 32 lanes store wave_sums[warp]. 32 threads store one shared location with nothing ordering them (PTX: conflicting weak writes, a data race even with the same value: project convention).',
     r'''
    __shared__ float wave_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1);
    for (int m = 16; m >= 1; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    wave_sums[threadIdx.x / WARP_SIZE] = v;  // CAUSE
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += wave_sums[w];
        output[rank] = s;
    }
    cluster_wait();''', cause=RACE)

case('a03_wave64_elect_sums_64', 'advanced', 'fail 1',
     'Wave64 habit with a 32-wide elect: each warp\'s elected lane sums 64 values starting at (tid / 64) * 64 and stores wave_sums[tid / 64]. Warps 2k and 2k+1 elect one lane each and both store wave_sums[k]: two writers of one shared location with nothing ordering them (PTX data race; project convention: a race even with the same value).',
     r'''
    __shared__ float lds[TPB];
    __shared__ float wave_sums[TPB / 64];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        const int wave = tid / 64;
        float s = 0.0f;
        for (int i = 0; i < 64; ++i) s += lds[wave * 64 + i];
        wave_sums[wave] = s;  // CAUSE
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = wave_sums[0] + wave_sums[1] + wave_sums[2] + wave_sums[3];
    cluster_wait();''', cause=RACE)

case('a04_wave64_first_lane_by_index', 'advanced', 'pass',
     'Wave64 habit done consistently with indices: thread (tid % 64 == 0) sums its 64 values and stores wave_sums[tid / 64] (one writer per slot), __syncthreads(), thread 0 sums the four. The SPEC describes per-warp election but checks the numbers within the float32 bound and the CUDA rules; this breaks no rule (every shared read ordered by a barrier, one writer per location) and every term is summed once. Correct.',
     r'''
    __shared__ float lds[TPB];
    __shared__ float wave_sums[TPB / 64];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    __syncthreads();
    if ((tid & 63) == 0) {
        float s = 0.0f;
        for (int i = 0; i < 64; ++i) s += lds[tid + i];
        wave_sums[tid >> 6] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = (wave_sums[0] + wave_sums[1]) + (wave_sums[2] + wave_sums[3]);
    cluster_wait();''')

case('a05_elect_inside_partial_branch', 'advanced', 'fail 4',
     'WaveIsFirstLane() works on the active lanes, so the programmer writes `if (lane < 16 && elect_one_sync())`. elect_one_sync() is elect.sync over the full mask: every lane of 0xffffffff must execute it and the executing lanes wait for them (PTX elect.sync). Lanes 16-31 skip it (short-circuit) and wait at the next __syncthreads(), while lanes 0-15 wait in elect.sync for them: no lane can move: a hang.',
     r'''
    __shared__ float lds[TPB];
    __shared__ float wave_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x, lane = tid & 31;
    lds[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    __syncthreads();
    if (lane < 16 && elect_one_sync()) {  // CAUSE
        float s = 0.0f;
        for (int i = 0; i < 32; ++i) s += lds[(tid & ~31) + i];
        wave_sums[tid >> 5] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < 8; ++w) s += wave_sums[w];
        output[rank] = s;
    }
    cluster_wait();''', cause=HANG + r'|elect')

case('a06_subgroup_barrier_before_thread0', 'advanced', 'fail 1',
     'subgroupMemoryBarrier/subgroupBarrier in place of the group barrier: the elected lanes store wave_sums[warp], then __syncwarp(), then thread 0 sums all eight. __syncwarp orders only the lanes of one warp (PG); warps 1-7\'s stores are unordered with thread 0\'s loads: a data race (PTX).',
     r'''
    __shared__ float lds[TPB];
    __shared__ float wave_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < 32; ++i) s += lds[(tid / 32) * 32 + i];
        wave_sums[tid / 32] = s;
    }
    __syncwarp();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < 8; ++w) s += wave_sums[w];  // CAUSE
        output[rank] = s;
    }
    cluster_wait();''', cause=RACE)

case('a07_wait_then_arrive', 'advanced', 'fail 4',
     'The split barrier written as "wait for the others, then signal mine" (a fence-then-signal habit): cluster_wait() before cluster_arrive(). barrier.cluster.wait waits for all non-exited threads of the cluster to arrive (PTX barrier.cluster), and every thread is waiting before its own arrive: a hang.',
     r'''
    __shared__ float wave_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1);
    for (int d = 16; d > 0; d >>= 1) v += __shfl_down_sync(0xffffffffu, v, d);
    if ((threadIdx.x & 31) == 0) wave_sums[threadIdx.x >> 5] = v;
    __syncthreads();
    cluster_wait();  // CAUSE
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < 8; ++w) s += wave_sums[w];
        output[rank] = s;
    }
    cluster_arrive();''', cause=HANG)

case('a08_arrive_first_wait_last', 'advanced', 'pass',
     'The split barrier stretched across the whole kernel: cluster_arrive() first thing, all block-local work (elected lanes sum their warps into shared memory, __syncthreads(), thread 0 writes output[rank]), cluster_wait() last. No block touches another block\'s memory, so the cluster barrier has nothing to order; each thread arrives once and waits once (PTX barrier.cluster). Correct.',
     r'''
    __shared__ float lds[TPB];
    __shared__ float wave_sums[TPB / WARP_SIZE];
    cluster_arrive();
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    __syncthreads();
    const int w = tid / WARP_SIZE;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += lds[w * WARP_SIZE + i];
        wave_sums[w] = s;
    }
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) s += wave_sums[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('a09_every_wave_leader_writes_output', 'advanced', 'fail 1',
     '"Wave leaders write the result": after the __syncthreads() each warp\'s elected lane sums the eight wave sums and stores output[rank]. Eight threads per block store one output with nothing ordering them (PTX: a data race even with the same value; SPEC: each output stored by exactly one thread).',
     r'''
    __shared__ float wave_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1);
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    const bool leader = elect_one_sync();
    if (leader) wave_sums[threadIdx.x / WARP_SIZE] = v;
    __syncthreads();
    cluster_arrive();
    if (leader) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += wave_sums[w];
        output[rank] = s;  // CAUSE
    }
    cluster_wait();''', cause=RACE)

case('a10_wave64_butterfly_xor32', 'advanced', 'fail 1',
     'Wave64 butterfly: masks 32, 16, ..., 1 with __shfl_xor_sync. Mask 32 with width 32 gives each lane its own value back (PG Warp Shuffle Functions; PTX shfl.sync b[4:0]), so every wave sum is doubled and every output is twice the expected value: wrong numbers.',
     r'''
    __shared__ float wave_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1);
    #pragma unroll
    for (int m = 32; m >= 1; m /= 2) v += __shfl_xor_sync(0xffffffffu, v, m);  // CAUSE
    if (elect_one_sync()) wave_sums[threadIdx.x / WARP_SIZE] = v;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += wave_sums[w];
        output[rank] = s;
    }
    cluster_wait();''', cause=WRONG)

case('a11_fixed_point_wave_reduce', 'advanced', 'pass',
     'WaveActiveSum on integers: q = __float2int_rn(x * 50) is exactly (i % 50) * (rank + 1) (float error far below 0.5), __reduce_add_sync over the full warp (PG Warp Reduce Functions), the elected lane stores the warp sum in a shared int array, __syncthreads(), thread 0 adds the eight and writes sum / 50.0f. The difference from the exact sum of the float terms is orders of magnitude below the SPEC bound (256 * 2^-24 * sum|terms| >= 1.9e-3). Correct.',
     r'''
    __shared__ int wave_q[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const float x = input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1);
    const int q = __float2int_rn(x * 50.0f);
    const int ws = __reduce_add_sync(0xffffffffu, q);
    if (elect_one_sync()) wave_q[threadIdx.x / WARP_SIZE] = ws;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        int s = 0;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += wave_q[w];
        output[rank] = (float)s / 50.0f;
    }
    cluster_wait();''')

case('a12_ballot_first_lane', 'advanced', 'pass',
     'WaveIsFirstLane via a ballot: `unsigned m = __ballot_sync(0xffffffff, 1); if (lane == __ffs(m) - 1)` picks lane 0 of each full warp (PG Warp Vote Functions); that lane sums its warp\'s 32 shared values into wave_sums[warp]; __syncthreads(); thread 0 sums. One writer per slot. Correct.',
     r'''
    __shared__ float lds[TPB];
    __shared__ float wave_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, wave = tid / WARP_SIZE;
    lds[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    __syncthreads();
    const unsigned int active = __ballot_sync(0xffffffffu, 1);
    if (lane == __ffs(active) - 1) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += lds[wave * WARP_SIZE + i];
        wave_sums[wave] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += wave_sums[w];
        output[rank] = s;
    }
    cluster_wait();''')

case('a13_append_slot_from_interlocked', 'advanced', 'pass',
     'Append-buffer habit: each elected lane takes a slot with `slot = atomicAdd(&count, 1)` (InterlockedAdd returning the original; count zeroed by thread 0 before a __syncthreads()) and stores its warp sum in sums[slot]. The atomic hands out 0..7 once each, so each slot has one writer; after __syncthreads() thread 0 adds sums[0..count-1] (order varies, within the SPEC bound). Correct.',
     r'''
    __shared__ float lds[TPB];
    __shared__ float sums[TPB / WARP_SIZE];
    __shared__ unsigned int count;
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    if (tid == 0) count = 0u;
    lds[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += lds[(tid / WARP_SIZE) * WARP_SIZE + i];
        const unsigned int slot = atomicAdd(&count, 1u);
        sums[slot] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (unsigned int i = 0; i < count; ++i) s += sums[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('a14_groupshared_assumed_zero', 'advanced', 'fail 1',
     'groupshared accumulator assumed to start at zero: the elected lanes atomicAdd their warp sums into `__shared__ float block_total` that nobody initialises. Shared memory has undefined contents at block start (PG Variable Memory Space Specifiers: __shared__ takes no initializer), so the total starts from garbage: the result is not guaranteed (an indeterminate starting value).',
     r'''
    __shared__ float block_total;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1);
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    if (elect_one_sync()) atomicAdd(&block_total, v);  // CAUSE
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = block_total;
    cluster_wait();''', cause=r'uninit|never (stored|written|set)|before any|not written|❌|indeterminate|initiali')

case('a15_fence_block_before_thread0', 'advanced', 'fail 1',
     'GroupMemoryBarrier() (no sync) between the wave sums and the final pass: the elected lanes store wave_sums, every thread calls __threadfence_block(), and thread 0 sums. A fence waits for no other thread (PG Memory Fence Functions), so warps 1-7\'s stores are not ordered before thread 0\'s loads: a data race (PTX).',
     r'''
    __shared__ float wave_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1);
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    if (elect_one_sync()) wave_sums[threadIdx.x / WARP_SIZE] = v;
    __threadfence_block();   // GroupMemoryBarrier()
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += wave_sums[w];  // CAUSE
        output[rank] = s;
    }
    cluster_wait();''', cause=RACE)

case('a16_shared_interlocked_wave_leaders', 'advanced', 'pass',
     'InterlockedAdd of the wave sums: thread 0 zeroes a shared float before a __syncthreads(), the elected lane of each warp (after a full-warp xor butterfly, so any lane holds the sum) atomicAdds it, a second __syncthreads() orders the atomics before thread 0\'s read; thread 0 writes output[rank]. Atomics are morally strong; the barriers order the rest (PTX). Float adds of 8 warp sums in any order are within the SPEC bound. Correct.',
     r'''
    __shared__ float block_total;
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0) block_total = 0.0f;
    __syncthreads();
    float v = input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1);
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    if (elect_one_sync()) atomicAdd(&block_total, v);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = block_total;
    cluster_wait();''')

case('a17_lane0_broadcast_after_down_ladder', 'advanced', 'pass',
     'After a __shfl_down_sync ladder only lane 0 holds the warp total; the programmer broadcasts it with __shfl_sync(0xffffffff, v, 0) (WaveReadLaneFirst), so the elected lane, whichever it is, holds the right sum and stores wave_sums[warp]. All shuffles are full-warp with every lane present (PG Warp Shuffle Functions). __syncthreads(); thread 0 sums. Correct.',
     r'''
    __shared__ float wave_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1);
    for (int d = 16; d > 0; d >>= 1) v += __shfl_down_sync(0xffffffffu, v, d);
    v = __shfl_sync(0xffffffffu, v, 0);   // WaveReadLaneFirst
    if (elect_one_sync()) wave_sums[threadIdx.x / WARP_SIZE] = v;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += wave_sums[w];
        output[rank] = s;
    }
    cluster_wait();''')

case('a18_elected_lane_uses_down_ladder_value', 'advanced', 'fail 1',
     'a17 without the broadcast: after a __shfl_down_sync ladder the elected lane stores its own v. Only lane 0 holds the warp total; PTX elect.sync does not promise lane 0 (the SPEC says exactly one lane; CUDA leaves which unspecified), so a warp whose elected lane is not 0 stores a partial sum: the result is not guaranteed (wrong whenever another lane is elected).',
     r'''
    __shared__ float wave_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1);
    for (int d = 16; d > 0; d >>= 1) v += __shfl_down_sync(0xffffffffu, v, d);
    if (elect_one_sync()) wave_sums[threadIdx.x / WARP_SIZE] = v;  // CAUSE
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += wave_sums[w];
        output[rank] = s;
    }
    cluster_wait();''', cause=WRONG + r'|elect|lane 0')

case('a19_cg_tiles_and_early_out', 'advanced', 'pass',
     'Early-out for out-of-range invocations (`if (gid >= size) return;`: none is out of range, SPEC grid of exactly 1024) and cooperative groups: cg::reduce over tiled_partition<32>, tile.thread_rank() == 0 stores the tile sum, block.sync(), thread 0 sums the eight. No thread returns, so every barrier and collective is reached by all. Correct.',
     r'''
    __shared__ float tile_sums[TPB / 32];
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    if (gid >= size) return;
    cg::thread_block block = cg::this_thread_block();
    auto tile = cg::tiled_partition<32>(block);
    const unsigned int rank = block_rank_in_cluster();
    const float s = cg::reduce(tile, input[gid] * (float)(rank + 1), cg::plus<float>());
    if (tile.thread_rank() == 0) tile_sums[tile.meta_group_rank()] = s;
    block.sync();
    cluster_arrive();
    if (block.thread_rank() == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; ++w) t += tile_sums[w];
        output[rank] = t;
    }
    cluster_wait();''')

# ================================================================= last-block
LB_TREE = r'''
    __shared__ float lds[TPB];
    const int tid = threadIdx.x;
    const int gid = blockIdx.x * blockDim.x + tid;
    lds[tid] = gid < size ? input[gid] : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
'''
LB_MERGE = r'''
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        lds[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) lds[tid] += lds[tid + s];
            __syncthreads();
        }'''

case('l01_atomic_inc_wraps_itself', 'last-block', 'pass',
     'The wrap-around atomic counter: thread 0 stores partials[block], __threadfence(), ticket = atomicInc(counter, gridDim.x - 1), which stores ((old >= val) ? 0 : old + 1) (PG Atomic Functions): tickets 0..255, and the last one writes 0 back, so the counter is 0 after each launch with no explicit reset (SPEC). The last block fences (acquire pattern with the atomic: PTX), __syncthreads() shares the flag, every thread folds partials, a tree, thread 0 writes output[0]. Correct.',
     LB_TREE + r'''
    __shared__ bool is_last;
    if (tid == 0) {
        partials[blockIdx.x] = lds[0];
        __threadfence();
        const unsigned int ticket = atomicInc(counter, gridDim.x - 1);
        is_last = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (is_last) {''' + LB_MERGE + r'''
        if (tid == 0) output[0] = lds[0];
    }''')

case('l02_atomic_inc_no_wrap_no_reset', 'last-block', 'fail 1',
     'As in the Programming Guide\'s sample, atomicInc(counter, gridDim.x) and `ticket == gridDim.x - 1`, but the reset the sample does afterwards is left out ("atomicInc wraps"). With val = gridDim.x the 256 tickets leave the counter at 256 (PG: ((old >= val) ? 0 : old + 1) wraps only at old >= 256), so the second launch starts at 256: its first ticket wraps to 0 and the tickets run 256, 0, 1, ..., 254: none is 255, nobody merges, output[0] is not written (SPEC: two launches, no host reset).',
     LB_TREE + r'''
    __shared__ bool is_last;
    if (tid == 0) {
        partials[blockIdx.x] = lds[0];
        __threadfence();
        const unsigned int ticket = atomicInc(counter, gridDim.x);  // CAUSE
        is_last = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (is_last) {''' + LB_MERGE + r'''
        if (tid == 0) output[0] = lds[0];
    }''', cause=r'counter|not written|❌|reset')

case('l03_interlocked_orig_off_by_one', 'last-block', 'fail 1',
     'InterlockedAdd(counter, 1, orig) returns the ORIGINAL value, but the code tests `orig == gridDim.x` (the post-increment count). atomicAdd returns the old value (PG Atomic Functions): tickets are 0..255, none equals 256, nobody merges and output[0] is never written (SPEC Checking: not written); the counter also stays at 256.',
     LB_TREE + r'''
    __shared__ bool is_last;
    if (tid == 0) {
        partials[blockIdx.x] = lds[0];
        __threadfence();
        const unsigned int orig = atomicAdd(counter, 1u);
        is_last = (orig == gridDim.x);  // CAUSE
        __threadfence();
    }
    __syncthreads();
    if (is_last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = lds[0]; *counter = 0; }
    }''', cause=r'not written|❌|counter|ticket')

case('l04_group_memory_barrier_instead_of_device', 'last-block', 'fail 1',
     'GroupMemoryBarrier() where DeviceMemoryBarrier() is needed: thread 0 stores the partial, __threadfence_block(), then takes the ticket (the reader side has __threadfence()). A CTA-scope fence does not order the store for threads of other blocks (PG Memory Fence Functions; PTX: the release pattern needs a fence whose scope includes the reader), so the last block\'s loads of partials race with the other blocks\' stores.',
     LB_TREE + r'''
    __shared__ bool is_last;
    if (tid == 0) {
        partials[blockIdx.x] = lds[0];  // CAUSE
        __threadfence_block();   // GroupMemoryBarrier()
        const unsigned int ticket = atomicAdd(counter, 1u);
        is_last = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (is_last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = lds[0]; *counter = 0; }
    }''', cause=FENCE)

case('l05_every_invocation_takes_a_ticket', 'last-block', 'pass',
     'Per-invocation atomic counter: every thread takes a ticket after a __syncthreads() that follows thread 0\'s store of the partial and thread 0\'s __threadfence() (so thread 0\'s ticket is a release of its store: PTX release pattern). The thread drawing ticket 65535 knows all 65536 tickets were drawn, each block\'s thread 0 among them; it fences (acquire pattern), sums the 256 partials serially, writes output[0] and stores *counter = 0 (every other ticket precedes it: PTX causality through the RMW chain). One writer, counter 0 after each launch. Correct.',
     LB_TREE + r'''
    if (tid == 0) {
        partials[blockIdx.x] = lds[0];
        __threadfence();
    }
    __syncthreads();
    const unsigned int total = gridDim.x * blockDim.x;
    const unsigned int ticket = atomicAdd(counter, 1u);
    if (ticket == total - 1) {
        __threadfence();
        float sum = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; ++b) sum += partials[b];
        output[0] = sum;
        *counter = 0;
    }''')

case('l06_atomic_ref_acq_rel_ticket', 'last-block', 'pass',
     'Vulkan memory model habit (atomicAdd with gl_SemanticsAcquireRelease): no __threadfence at all; thread 0 stores the partial and takes the ticket with cuda::atomic_ref<unsigned, thread_scope_device>::fetch_add(1, memory_order_acq_rel): a release of its earlier store and an acquire for the last block (libcu++ atomic_ref; PTX atom.acq_rel.gpu). __syncthreads() carries the flag and the ordering to the block (PTX: bar.sync is in base causality order). The last block merges; thread 0 writes output[0] and resets the counter with a relaxed store ordered after every ticket. Correct.',
     LB_TREE + r'''
    __shared__ bool is_last;
    if (tid == 0) {
        partials[blockIdx.x] = lds[0];
        cuda::atomic_ref<unsigned int, cuda::thread_scope_device> c(*counter);
        const unsigned int ticket = c.fetch_add(1u, cuda::memory_order_acq_rel);
        is_last = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    if (is_last) {''' + LB_MERGE + r'''
        if (tid == 0) {
            output[0] = lds[0];
            cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*counter).store(0u, cuda::memory_order_relaxed);
        }
    }''')

case('l07_atomic_ref_relaxed_ticket', 'last-block', 'fail 1',
     'l06 with memory_order_relaxed ("the counter only needs atomicity"): a relaxed RMW orders no other location (PTX: atom.relaxed; libcu++ memory_order_relaxed), so nothing orders a block\'s partial store before its ticket or the last block\'s loads after its ticket: the loads of partials race with the stores.',
     LB_TREE + r'''
    __shared__ bool is_last;
    if (tid == 0) {
        partials[blockIdx.x] = lds[0];  // CAUSE
        cuda::atomic_ref<unsigned int, cuda::thread_scope_device> c(*counter);
        const unsigned int ticket = c.fetch_add(1u, cuda::memory_order_relaxed);
        is_last = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    if (is_last) {''' + LB_MERGE + r'''
        if (tid == 0) {
            output[0] = lds[0];
            cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*counter).store(0u, cuda::memory_order_relaxed);
        }
    }''', cause=FENCE)

case('l08_release_cumulative_through_barrier', 'last-block', 'pass',
     'The partial is stored by the thread that happens to finish the tree last in the programmer\'s mind, thread TPB - 1 (it reads lds[0] after the last __syncthreads), then __syncthreads(), then thread 0 alone does __threadfence() and the ticket. PTX: base causality order is transitive and includes program order and the bar.sync synchronization, so thread 255\'s store precedes thread 0\'s fence; the fence.sc + atomic is a release pattern cumulative over it, synchronizing with the last block\'s acquire (atomic + fence). The reset and merge as in the solution. Correct.',
     LB_TREE + r'''
    __shared__ bool is_last;
    if (tid == TPB - 1) partials[blockIdx.x] = lds[0];
    __syncthreads();
    if (tid == 0) {
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        is_last = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (is_last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = lds[0]; *counter = 0; }
    }''')

case('l09_last_dispatched_group_assumed_last', 'last-block', 'fail 1',
     'Dispatch-order assumption: "workgroups retire in order, so the group with the highest ID finishes last": block gridDim.x - 1 sums every partial right after storing its own, with no ticket and no wait. Blocks may execute in any order, in parallel or in series (PG Thread Hierarchy); nothing orders other blocks\' partial stores before block 255\'s loads: a data race (PTX), and the loads can see the NaN fill. The counter is untouched (stays 0).',
     LB_TREE + r'''
    if (tid == 0) partials[blockIdx.x] = lds[0];
    __threadfence();
    __syncthreads();
    if (blockIdx.x == gridDim.x - 1) {''' + LB_MERGE.replace('acc += partials[b];', 'acc += partials[b];  // CAUSE') + r'''
        if (tid == 0) output[0] = lds[0];
    }''', cause=RACE + r'|' + FENCE)

case('l10_spin_until_all_groups_arrive', 'last-block', 'fail 4',
     'A software grid barrier, as with persistent compute shaders: thread 0 stores the partial, fences, increments the counter, then spins until the counter reaches gridDim.x; block 0 then merges. This needs all 256 blocks resident at once; blocks of a non-cooperative launch must be able to execute in any order, also in series (PG Thread Hierarchy), so blocks waiting for blocks that have not started can wait forever: a hang (project convention exit 4: more blocks resident than promised).',
     LB_TREE + r'''
    if (tid == 0) {
        partials[blockIdx.x] = lds[0];
        __threadfence();
        atomicAdd(counter, 1u);
        while (atomicAdd(counter, 0u) < gridDim.x) { }  // CAUSE
        __threadfence();
    }
    __syncthreads();
    if (blockIdx.x == 0) {''' + LB_MERGE + r'''
        if (tid == 0) output[0] = lds[0];
    }''', cause=HANG)

case('l11_atomic_exch_partials_no_fence', 'last-block', 'fail 1',
     '"Atomics are coherent, so no fence is needed": thread 0 publishes its partial with atomicExch(&partials[b], v), takes a plain atomicAdd ticket, and the last block reads partials with atomicAdd(&partials[b], 0.0f). All accesses are strong (no data race in the PTX sense), but every atomic is relaxed and they touch different locations: nothing orders a block\'s exchange before its ticket, nor the last block\'s reads after its ticket (PTX: relaxed atomics order no other location; no release/acquire pattern), so the last block can read a partial still holding the NaN fill: the result is not guaranteed.',
     LB_TREE + r'''
    __shared__ bool is_last;
    if (tid == 0) {
        atomicExch(&partials[blockIdx.x], lds[0]);  // CAUSE
        const unsigned int ticket = atomicAdd(counter, 1u);
        is_last = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    if (is_last) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += atomicAdd(&partials[b], 0.0f);
        lds[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) lds[tid] += lds[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = lds[0]; *counter = 0; }
    }''', cause=FENCE)

case('l12_single_wave_after_early_out', 'last-block', 'fail 1',
     'TRUTH CHANGED from pass after the first run (docs/verdict-gfx.md): the reasoning below took the __shfl_sync broadcast as carrying lane 0\'s acquire to lanes 1-31, but shfl.sync synchronises execution and orders no memory (PTX shfl.sync has no memory-ordering clause, unlike bar.warp.sync; the PTX acquire pattern is a strong read then a fence in the same thread), so lanes 1-31\'s loads of partials are not ordered after the other blocks\' released stores: a data race. Original reason: After the loads, "only one wave needs to stay": threads 32-255 return once lds is full (after a __syncthreads()); warp 0 sums 8 values per lane, reduces with __shfl_xor_sync, lane 0 stores the partial, fences, takes the ticket and fences again; the result is broadcast with __shfl_sync (all 32 lanes present); in the last block warp 0 folds the partials 8 per lane and reduces them the same way; lane 0 writes output[0] and resets the counter. No __syncthreads() after the returns; every collective has its whole warp. Correct.',
     r'''
    __shared__ float lds[TPB];
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    if (tid >= 32) return;
    float v = 0.0f;
    for (int i = tid; i < TPB; i += 32) v += lds[i];
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    unsigned int last = 0;
    if (tid == 0) {
        partials[blockIdx.x] = v;
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    last = __shfl_sync(0xffffffffu, last, 0);
    if (last) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += 32) acc += partials[b];  // CAUSE
        for (int m = 16; m > 0; m >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, m);
        if (tid == 0) { output[0] = acc; *counter = 0; }
    }''', cause=RACE + r'|' + FENCE + r'|__syncthreads|__syncwarp')

case('l13_coherent_partials_no_fence', 'last-block', 'fail 1',
     '"coherent" buffer habit: partials are written and read through a volatile pointer and the fences are left out ("coherent means visible"). Volatile accesses are strong relaxed accesses (PTX ld/st.volatile: relaxed.sys), so they do not race with each other, but they order nothing: without a release pattern between a block\'s volatile store and its ticket, the last block may read the NaN fill (README: a volatile access replaces no fence). The result is not guaranteed.',
     LB_TREE + r'''
    __shared__ bool is_last;
    volatile float *coherent_partials = partials;
    if (tid == 0) {
        coherent_partials[blockIdx.x] = lds[0];  // CAUSE
        const unsigned int ticket = atomicAdd(counter, 1u);
        is_last = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    if (is_last) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += coherent_partials[b];
        lds[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) lds[tid] += lds[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = lds[0]; *counter = 0; }
    }''', cause=FENCE)

case('l14_reread_counter_to_decide_last', 'last-block', 'fail 1',
     'InterlockedAdd then "is everyone done?" by re-reading the counter: thread 0 takes its ticket, then reads the counter again (atomicAdd(counter, 0)) and the block is last when it reads gridDim.x. A block whose ticket was 254 can re-read after the 256th ticket was taken, so two blocks (or more) can both see 256 and both merge: two threads store output[0] (SPEC: exactly one writer; PTX: a data race between the two stores) and both reset the counter. Legal schedules do this, so the kernel is not correct.',
     LB_TREE + r'''
    __shared__ bool is_last;
    if (tid == 0) {
        partials[blockIdx.x] = lds[0];
        __threadfence();
        atomicAdd(counter, 1u);
        is_last = (atomicAdd(counter, 0u) == gridDim.x);  // CAUSE
        __threadfence();
    }
    __syncthreads();
    if (is_last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = lds[0]; atomicExch(counter, 0u); }
    }''', cause=RACE + r'|ticket|last')

case('l15_every_invocation_resets_counter', 'last-block', 'fail 1',
     'The reset written as uniform code: in the last block every thread stores *counter = 0 after the merge. 256 threads store one location with nothing ordering them (PTX: conflicting weak writes: a data race even with the same value: project convention).',
     LB_TREE + r'''
    __shared__ bool is_last;
    if (tid == 0) {
        partials[blockIdx.x] = lds[0];
        __threadfence();
        is_last = (atomicAdd(counter, 1u) == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (is_last) {''' + LB_MERGE + r'''
        if (tid == 0) output[0] = lds[0];
        *counter = 0;  // CAUSE
    }''', cause=RACE)

case('l16_post_increment_compare_atomic_sub_reset', 'last-block', 'pass',
     'HLSL-style post-increment: `if (atomicAdd(counter, 1) + 1 == gridDim.x)` (old + 1 is the count including this block: PG Atomic Functions), fences on both sides, and the reset as atomicSub(counter, gridDim.x) by thread 0 of the last block after the merge: every other ticket precedes it in the counter\'s order, so it leaves 0. Correct.',
     LB_TREE + r'''
    __shared__ int am_last;
    if (tid == 0) {
        partials[blockIdx.x] = lds[0];
        __threadfence();
        am_last = (atomicAdd(counter, 1u) + 1u == gridDim.x);
        __threadfence();
    }
    __syncthreads();
    if (am_last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = lds[0]; atomicSub(counter, gridDim.x); }
    }''')

case('l17_fence_before_the_store', 'last-block', 'fail 1',
     'The fence is put where a Vulkan pipeline barrier would go, before the work: thread 0 calls __threadfence(), then stores the partial, then takes the ticket. A release pattern is a fence followed by the strong write, and it covers only accesses before the fence (PTX); the partial store comes after it, so nothing orders the store before the ticket: the last block\'s loads race with it.',
     LB_TREE + r'''
    __shared__ bool is_last;
    if (tid == 0) {
        __threadfence();
        partials[blockIdx.x] = lds[0];  // CAUSE
        is_last = (atomicAdd(counter, 1u) == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (is_last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = lds[0]; *counter = 0; }
    }''', cause=FENCE)

case('l18_guide_sample_no_acquire_fence', 'last-block', 'unclear',
     'The Programming Guide\'s "Memory Fence Functions" sample shape exactly: store, __threadfence(), atomicInc ticket, __syncthreads(), the last block reads partials, with no fence after the ticket. PG presents it as correct; the PTX formal model needs an acquire pattern (strong read then a fence) on the reading side for synchronizes-with. The two sources disagree: unclear (README says p34 follows the Guide).',
     LB_TREE + r'''
    __shared__ bool is_last;
    if (tid == 0) {
        partials[blockIdx.x] = lds[0];
        __threadfence();
        const unsigned int value = atomicInc(counter, gridDim.x);
        is_last = (value == gridDim.x - 1);
    }
    __syncthreads();
    if (is_last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = lds[0]; *counter = 0; }
    }''')

case('l19_device_memory_barrier_with_group_sync', 'last-block', 'pass',
     'DeviceMemoryBarrierWithGroupSync() on both sides, by every thread: after thread 0 stores the partial all threads run __threadfence(); __syncthreads(); then thread 0 takes the ticket into a shared flag, and all threads run __threadfence(); __syncthreads() again. Thread 0\'s fence lies between its store and its ticket (release pattern) and after its ticket (acquire pattern); the barrier carries the order to the block (PTX). Correct.',
     LB_TREE + r'''
    __shared__ unsigned int ticket;
    if (tid == 0) partials[blockIdx.x] = lds[0];
    __threadfence();
    __syncthreads();
    if (tid == 0) ticket = atomicAdd(counter, 1u);
    __threadfence();
    __syncthreads();
    if (ticket == gridDim.x - 1) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = lds[0]; *counter = 0; }
    }''')

case('l20_early_out_then_reference_guard', 'last-block', 'pass',
     'Early-out for out-of-range invocations (`if (gid >= size) return;`: no thread is out of range, 256 x 256 = LB_SIZE) and "clamped" loads, then a ping-pong tree in two shared buffers with a barrier per step, thread 0 stores the partial and the block calls the reference is_last_block(counter) (both fences, the flag shared after a __syncthreads: solutions/p34.cu) uniformly; the last block\'s thread 0 sums the 256 partials serially, writes output[0] and resets the counter. Correct.',
     r'''
    __shared__ float ping[TPB];
    __shared__ float pong[TPB];
    const int tid = threadIdx.x;
    const int gid = blockIdx.x * blockDim.x + tid;
    if (gid >= size) return;
    ping[tid] = input[min(gid, size - 1)];
    __syncthreads();
    float *src = ping, *dst = pong;
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) dst[tid] = src[tid] + src[tid + s];
        __syncthreads();
        float *t = src; src = dst; dst = t;
    }
    if (tid == 0) partials[blockIdx.x] = src[0];
    if (is_last_block(counter)) {
        if (tid == 0) {
            float sum = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; ++b) sum += partials[b];
            output[0] = sum;
            *counter = 0;
        }
    }''')

case('l21_interlocked_partials_uncleared', 'last-block', 'fail 1',
     'Every invocation InterlockedAdds its input into partials[group] ("the scratch buffer is cleared"), then the usual fence and ticket. p34 fills partials with NaN before each launch (SPEC Checking), and no thread stores a first value, so every partial is NaN and so is output[0]: wrong.',
     r'''
    __shared__ bool is_last;
    const int tid = threadIdx.x;
    atomicAdd(&partials[blockIdx.x], input[blockIdx.x * blockDim.x + tid]);  // CAUSE
    __syncthreads();
    if (tid == 0) {
        __threadfence();
        is_last = (atomicAdd(counter, 1u) == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (is_last && tid == 0) {
        float sum = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; ++b) sum += partials[b];
        output[0] = sum;
        *counter = 0;
    }''', cause=r'❌|not written|NaN|uninit|before any|first value|stored')

# ================================================================= round 2 (added after the first run; truths decided before
# these kernels ran: commit in docs/verdict-gfx.md)
case('l22_single_wave_syncwarp_after_ticket', 'last-block', 'pass',
     'l12 done right: after lane 0 takes the ticket and fences (acquire pattern), the warp runs __syncwarp() before the broadcast. bar.warp.sync guarantees memory ordering among the participating threads (PTX bar.warp.sync; PG: __syncwarp orders memory among its lanes), so lanes 1-31\'s loads of partials follow lane 0\'s acquire in causality order; the shuffle then only carries the flag. Threads 32-255 returned after the block barrier and take part in nothing later. Correct.',
     r'''
    __shared__ float lds[TPB];
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    if (tid >= 32) return;
    float v = 0.0f;
    for (int i = tid; i < TPB; i += 32) v += lds[i];
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    unsigned int last = 0;
    if (tid == 0) {
        partials[blockIdx.x] = v;
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncwarp();
    last = __shfl_sync(0xffffffffu, last, 0);
    if (last) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += 32) acc += partials[b];
        for (int m = 16; m > 0; m >>= 1) acc += __shfl_xor_sync(0xffffffffu, acc, m);
        if (tid == 0) { output[0] = acc; *counter = 0; }
    }''')

case('l23_release_cumulative_through_syncwarp', 'last-block', 'pass',
     'Cumulativity through the warp barrier: lane 31 of warp 0 (not thread 0) stores the partial after the block tree, __syncwarp(), and lane 0 fences and takes the ticket (and fences again). bar.warp.sync orders lane 31\'s store before lane 0\'s fence (PTX: memory ordering among participants; base causality order is transitive), so the fence + atomic release pattern covers it. The rest as the solution. Correct.',
     LB_TREE + r'''
    __shared__ bool is_last;
    if (tid < 32) {
        if (tid == 31) partials[blockIdx.x] = lds[0];
        __syncwarp();
        if (tid == 0) {
            __threadfence();
            is_last = (atomicAdd(counter, 1u) == gridDim.x - 1);
            __threadfence();
        }
    }
    __syncthreads();
    if (is_last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = lds[0]; *counter = 0; }
    }''')

case('l24_thread_fence_release_acquire_libcu', 'last-block', 'pass',
     'Vulkan memoryBarrier-with-semantics habit in libcu++: cuda::atomic_thread_fence(memory_order_release, thread_scope_device) between the partial store and a relaxed ticket, and atomic_thread_fence(memory_order_acquire, thread_scope_device) after it (PTX fence.acq_rel.gpu: release and acquire patterns with the relaxed atomic). __syncthreads() shares the flag. Correct.',
     LB_TREE + r'''
    __shared__ bool is_last;
    if (tid == 0) {
        partials[blockIdx.x] = lds[0];
        cuda::atomic_thread_fence(cuda::memory_order_release, cuda::thread_scope_device);
        is_last = (atomicAdd(counter, 1u) == gridDim.x - 1);
        cuda::atomic_thread_fence(cuda::memory_order_acquire, cuda::thread_scope_device);
    }
    __syncthreads();
    if (is_last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = lds[0]; *counter = 0; }
    }''')

case('l25_thread_fence_block_scope_libcu', 'last-block', 'fail 1',
     'l24 with thread_scope_block on the release fence ("workgroup scope"): a CTA-scope fence orders for the block only (PTX fence.acq_rel.cta: the release pattern needs a scope that includes the reading thread of another block), so the last block\'s loads of partials race with the other blocks\' stores.',
     LB_TREE + r'''
    __shared__ bool is_last;
    if (tid == 0) {
        partials[blockIdx.x] = lds[0];  // CAUSE
        cuda::atomic_thread_fence(cuda::memory_order_release, cuda::thread_scope_block);
        is_last = (atomicAdd(counter, 1u) == gridDim.x - 1);
        cuda::atomic_thread_fence(cuda::memory_order_acquire, cuda::thread_scope_device);
    }
    __syncthreads();
    if (is_last) {''' + LB_MERGE + r'''
        if (tid == 0) { output[0] = lds[0]; *counter = 0; }
    }''', cause=FENCE + r'|scope')

case('a20_simd16_subgroups_partial_masks', 'advanced', 'pass',
     'Intel SIMD16 habit: subgroups of 16. Each half-warp reduces with __shfl_xor_sync over its own 16-lane mask (0x0000ffff or 0xffff0000) and masks 8, 4, 2, 1, so every source lane is in the caller\'s mask and its half (PG Warp Shuffle Functions: mask names the participating lanes); lanes 0 and 16 store half_sums[tid / 16] (16 slots, one writer each); __syncthreads(); thread 0 sums the 16. Correct.',
     r'''
    __shared__ float half_sums[TPB / 16];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x, lane = tid & 31;
    const unsigned int mask = lane < 16 ? 0x0000ffffu : 0xffff0000u;
    float v = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    for (int m = 8; m > 0; m >>= 1) v += __shfl_xor_sync(mask, v, m);
    if ((lane & 15) == 0) half_sums[tid / 16] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / 16; ++i) s += half_sums[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('a21_simd16_mask_xor16', 'advanced', 'fail 1',
     'The SIMD16 version with a wave32 ladder left in: the half-warp masks are 16 lanes but the xor ladder starts at 16, so lane t reads lane t ^ 16, which is not in its mask. PG Warp Shuffle Functions / PTX shfl.sync: reading a lane outside membermask (not participating) gives an undefined value, so the half sums are not guaranteed: wrong.',
     r'''
    __shared__ float half_sums[TPB / 16];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x, lane = tid & 31;
    const unsigned int mask = lane < 16 ? 0x0000ffffu : 0xffff0000u;
    float v = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(mask, v, m);  // CAUSE
    if ((lane & 15) == 0) half_sums[tid / 16] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / 16; ++i) s += half_sums[i];
        output[rank] = s;
    }
    cluster_wait();''', cause=r'mask|undefined|NaN|❌|shuffle|__shfl')

case('a22_ballot_in_half_warp_branch', 'advanced', 'fail 4',
     'A ballot used as WaveActiveCountBits inside `if (lane < 16)` with the full mask 0xffffffff: vote.sync waits for every thread of membermask to execute it (PTX vote.sync), lanes 16-31 go on to the __syncthreads() and wait there, lanes 0-15 wait in the vote: neither can move: a hang.',
     r'''
    __shared__ float lds[TPB];
    __shared__ float wave_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x, lane = tid & 31;
    lds[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    __syncthreads();
    if (lane < 16) {
        const unsigned int b = __ballot_sync(0xffffffffu, 1);  // CAUSE
        if (lane == __ffs(b) - 1) {
            float s = 0.0f;
            for (int i = 0; i < 32; ++i) s += lds[(tid & ~31) + i];
            wave_sums[tid >> 5] = s;
        }
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < 8; ++w) s += wave_sums[w];
        output[rank] = s;
    }
    cluster_wait();''', cause=HANG + r'|__ballot_sync|vote')

case('r23_push_into_rank0_lds', 'reduction', 'pass',
     'Push model over DSMEM: after a first cluster.sync() (every block has started: PG Distributed Shared Memory), thread 0 of each block stores its sum into rank 0\'s shared slots[rank] through map_shared_rank; a second cluster.sync() orders those remote stores before rank 0\'s reads (arrive releases, wait acquires: PTX) and keeps no block waiting on an exited one (rank 0 reads only its own memory after it; the other blocks\' remote stores completed before their arrive). Rank 0 thread 0 writes output[0]. Correct.',
     r'''
    __shared__ float lds[TPB];
    __shared__ float slots[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    cluster.sync();
    if (tid == 0) cluster.map_shared_rank(slots, 0)[rank] = lds[0];
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = (slots[0] + slots[1]) + (slots[2] + slots[3]);''')

case('r24_push_into_rank0_lds_before_start', 'reduction', 'fail 1',
     'r23 without the first cluster.sync(): each block\'s thread 0 stores into rank 0\'s shared memory as soon as its own tree is done. PG Distributed Shared Memory: a block must make sure the target block has started before touching its shared memory (cluster.sync()); nothing orders the remote store after rank 0\'s start (README: races with that block\'s start), a broken rule.',
     r'''
    __shared__ float lds[TPB];
    __shared__ float slots[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    if (tid == 0) cluster.map_shared_rank(slots, 0)[rank] = lds[0];  // CAUSE
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = (slots[0] + slots[1]) + (slots[2] + slots[3]);''', cause=RACE + r'|start')

# ================================================================= round 3 (added after round 2 ran; truths before these ran)
case('a23_last_wave_in_group_finishes', 'advanced', 'pass',
     '"The last wave in the workgroup does the final pass" with a groupshared atomic counter: each warp\'s lane 0 stores its warp sum, __threadfence_block() (release pattern at CTA scope with the shared atomic: PTX), takes a ticket with atomicAdd on a shared counter zeroed by thread 0 before a __syncthreads(); the lane that draws 7 runs __threadfence_block() (acquire pattern) and sums the eight warp sums into output[rank]. Exactly one writer. Correct.',
     r'''
    __shared__ float wave_sums[TPB / WARP_SIZE];
    __shared__ unsigned int waves_done;
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    if (tid == 0) waves_done = 0u;
    __syncthreads();
    float v = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    cluster_arrive();
    if ((tid & 31) == 0) {
        wave_sums[tid >> 5] = v;
        __threadfence_block();
        if (atomicAdd(&waves_done, 1u) == TPB / WARP_SIZE - 1) {
            __threadfence_block();
            float s = 0.0f;
            for (int w = 0; w < TPB / WARP_SIZE; ++w) s += wave_sums[w];
            output[rank] = s;
        }
    }
    cluster_wait();''')

case('a24_last_wave_in_group_no_fences', 'advanced', 'fail 1',
     'a23 without the two __threadfence_block() calls: the shared atomicAdd is relaxed (PTX: atom without .sem), so nothing orders a warp\'s wave_sums store before its ticket, nor the last warp\'s loads after its ticket: the loads of the other warps\' wave sums race with their stores (PTX data race).',
     r'''
    __shared__ float wave_sums[TPB / WARP_SIZE];
    __shared__ unsigned int waves_done;
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    if (tid == 0) waves_done = 0u;
    __syncthreads();
    float v = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    cluster_arrive();
    if ((tid & 31) == 0) {
        wave_sums[tid >> 5] = v;
        if (atomicAdd(&waves_done, 1u) == TPB / WARP_SIZE - 1) {
            float s = 0.0f;
            for (int w = 0; w < TPB / WARP_SIZE; ++w) s += wave_sums[w];  // CAUSE
            output[rank] = s;
        }
    }
    cluster_wait();''', cause=RACE + r'|' + FENCE)

case('l26_per_wave_tickets_last_lane_merges', 'last-block', 'pass',
     'Per-wave atomic counter: thread 0 zeroes partials[block], __syncthreads(); each warp reduces with shuffles and its lane 0 atomicAdds the warp sum into partials[block], __threadfence(), and takes a ticket out of gridDim.x * 8. The lane drawing the last ticket fences (acquire), sums the 256 partials serially, writes output[0] and resets the counter. Each warp\'s atomic precedes its own fence and ticket (release pattern), every ticket precedes the last in the counter\'s RMW order, so every partial is complete and visible to the merging lane (PTX); thread 0\'s zeroing reaches the warps through the __syncthreads(). One writer. Correct.',
     r'''
    const int tid = threadIdx.x;
    if (tid == 0) partials[blockIdx.x] = 0.0f;
    __syncthreads();
    float v = input[blockIdx.x * blockDim.x + tid];
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    if ((tid & 31) == 0) {
        atomicAdd(&partials[blockIdx.x], v);
        __threadfence();
        const unsigned int waves = gridDim.x * (blockDim.x / 32);
        if (atomicAdd(counter, 1u) == waves - 1) {
            __threadfence();
            float sum = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; ++b) sum += partials[b];
            output[0] = sum;
            *counter = 0;
        }
    }''')

case('r25_cluster_tree_two_phases', 'reduction', 'pass',
     'A tree across the cluster, like a mip chain over workgroups: thread 0 stores temp_storage[rank]; cluster_sync(); ranks 0 and 1 fold pairs (temp_storage[r] += temp_storage[r + 2]); cluster_sync(); rank 0 thread 0 writes temp_storage[0] + temp_storage[1]. Each phase\'s stores precede the next phase\'s loads through a cluster barrier (arrive releases, wait acquires: PTX), and no slot is written and read in one phase by different threads. Correct.',
     LB_TREE.replace('gid < size ? input[gid] : 0.0f', 'input[gid]') + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) temp_storage[rank] = lds[0];
    cluster_sync();
    if (rank < 2 && tid == 0) temp_storage[rank] += temp_storage[rank + 2];
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0] + temp_storage[1];''')

case('r26_cluster_tree_missing_second_barrier', 'reduction', 'fail 1',
     'r25 without the second cluster_sync(): rank 0 thread 0 reads temp_storage[1] while rank 1 thread 0 may still be folding into it. The store and the load are in different blocks with no barrier between them (PTX: a data race).',
     LB_TREE.replace('gid < size ? input[gid] : 0.0f', 'input[gid]') + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) temp_storage[rank] = lds[0];
    cluster_sync();
    if (rank < 2 && tid == 0) temp_storage[rank] += temp_storage[rank + 2];
    if (rank == 0 && tid == 0) output[0] = temp_storage[0] + temp_storage[1];  // CAUSE''', cause=RACE)

case('c21_tile_16x16_rows_then_column', 'coordination', 'pass',
     'Image-tile habit: the 256 threads are a 16 x 16 tile in a padded shared array tile[16][17]; after a __syncthreads() the 16 threads with x == 0 sum their row into row_sums[y]; after another __syncthreads() thread 0 sums the 16 rows and writes output[rank]. Every shared read is ordered after the stores it reads by a barrier (PG), one writer per slot. Correct.',
     r'''
    __shared__ float tile[16][17];
    __shared__ float row_sums[16];
    const unsigned int rank = block_rank_in_cluster();
    const int x = threadIdx.x % 16, y = threadIdx.x / 16;
    tile[y][x] = input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    if (x == 0) {
        float s = 0.0f;
        for (int i = 0; i < 16; ++i) s += tile[y][i];
        row_sums[y] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int j = 0; j < 16; ++j) s += row_sums[j];
        output[rank] = s;
    }
    cluster_wait();''')

case('c22_output_via_interlocked_exchange', 'coordination', 'pass',
     'Thread 0 publishes the block total with atomicExch(&output[rank], s) ("InterlockedExchange for UAV writes"): one thread, one atomic store of the output, nothing else touches it (PG Atomic Functions). The block total comes from a shared tree with a barrier per step. Correct.',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    cluster_arrive();
    if (tid == 0) atomicExch(&output[rank], lds[0]);
    cluster_wait();''')

# ================================================================= round 4 (added after round 3 ran; truths before these ran)
case('r27_simd16_tail_partial_syncwarp', 'reduction', 'pass',
     'SIMD16 tail in shared memory: the tree runs with __syncthreads() down to 32 values; then lanes 0-15 of warp 0 finish with a partial mask: each step loads lds[lane + s] into a register, __syncwarp(0x0000ffff), stores lds[lane] += it, __syncwarp(0x0000ffff) (PG: __syncwarp(mask) orders memory among the lanes of the mask, all of which execute it). Lanes 16-31 take no part. Thread 0 stores temp_storage[rank]; cluster_sync(); rank 0 thread 0 writes output[0]. Correct.',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (int s = TPB / 2; s >= 32; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    if (tid < 16) {
        for (int s = 16; s > 0; s >>= 1) {
            const float o = lds[tid + s];
            __syncwarp(0x0000ffffu);
            lds[tid] += o;
            __syncwarp(0x0000ffffu);
        }
        if (tid == 0) temp_storage[rank] = lds[0];
    }
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

GX_GROUPSHARED = r'''// HLSL habit: groupshared declared at file scope
__shared__ float gx_lds[TPB];
__constant__ float gx_scale[CLUSTER_SIZE] = {1.0f, 2.0f, 3.0f, 4.0f};  // a cbuffer
'''
case('c23_file_scope_groupshared_and_cbuffer', 'coordination', 'pass',
     'HLSL habits: the groupshared array is a file-scope __shared__ variable (allowed: PG Variable Memory Space Specifiers, __shared__ at namespace scope, one instance per block) and the per-rank scale comes from a __constant__ array initialised at file scope ("cbuffer"): 1, 2, 3, 4 = rank + 1. Tree with a barrier per step, thread 0 writes output[rank]. Correct.',
     r'''
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    gx_lds[tid] = input[blockIdx.x * TPB + tid] * gx_scale[rank];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) gx_lds[tid] += gx_lds[tid + s];
        __syncthreads();
    }
    cluster_arrive();
    if (tid == 0) output[rank] = gx_lds[0];
    cluster_wait();''', pre=GX_GROUPSHARED)

case('r28_rwstructuredbuffer_partials', 'reduction', 'pass',
     'RWStructuredBuffer habit: the partials go to a file-scope `__device__ float gx_partials[CLUSTER_SIZE]` instead of temp_storage (global memory, PG Variable Memory Space Specifiers); thread 0 of each block stores its slot, cluster_sync() (arrive releases, wait acquires at cluster scope, which holds all four blocks: PTX), rank 0 thread 0 sums the four into output[0]. Single launch; every slot is stored before it is read. Correct.',
     r'''
    __shared__ float lds[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    if (tid == 0) gx_partials[rank] = lds[0];
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = (gx_partials[0] + gx_partials[1]) + (gx_partials[2] + gx_partials[3]);''',
     pre='__device__ float gx_partials[CLUSTER_SIZE];')

case('a25_groupshared_cleared_by_everyone', 'advanced', 'fail 1',
     'Uniform-code habit: every thread runs `block_total = 0.0f;` on the shared accumulator before the __syncthreads() (in HLSL this is the same store from all lanes). 256 threads store one shared location with nothing ordering them: a data race even with the same value (PTX: conflicting weak writes; project convention).',
     r'''
    __shared__ float block_total;
    const unsigned int rank = block_rank_in_cluster();
    block_total = 0.0f;  // CAUSE
    __syncthreads();
    float v = input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1);
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffffu, v, m);
    if (elect_one_sync()) atomicAdd(&block_total, v);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = block_total;
    cluster_wait();''', cause=RACE)

case('a26_tiles_of_16_sync', 'advanced', 'pass',
     'Subgroups of 16 via cooperative groups: tiled_partition<16>, each tile stores its values in its own 16-slot shared region, tile.sync() (orders memory among the tile: PG Cooperative Groups), tile rank 0 sums its 16 into tile_sums[tile.meta_group_rank()], block.sync(), thread 0 sums the 16 tile sums. Correct.',
     r'''
    __shared__ float lds[TPB];
    __shared__ float tile_sums[TPB / 16];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
    const unsigned int rank = block_rank_in_cluster();
    const int tid = block.thread_rank();
    lds[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    tile.sync();
    if (tile.thread_rank() == 0) {
        float s = 0.0f;
        for (int i = 0; i < 16; ++i) s += lds[tid + i];
        tile_sums[tile.meta_group_rank()] = s;
    }
    block.sync();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / 16; ++i) s += tile_sums[i];
        output[rank] = s;
    }
    cluster_wait();''')

# ================================================================= round 5 (added after round 4 ran; truths before these ran)
case('c24_half_group_early_out_two_loads', 'coordination', 'pass',
     '"Half the workgroup is enough": threads 128-255 return at once (whole warps 4-7); threads 0-127 each load two inputs (gid and gid + 128), and the tree runs over 128 slots with __syncthreads() per step. barrier.sync waits only for the non-exited threads (PTX bar/barrier: "wait for non-exited threads of all other warps"; whole warps exited, so no warp is split), thread 0 writes output[rank], and the cluster barrier waits for the non-exited threads of the cluster (PTX barrier.cluster). Every input is summed once. Correct.',
     r'''
    __shared__ float lds[TPB / 2];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    if (tid >= TPB / 2) return;
    const int base = blockIdx.x * TPB;
    lds[tid] = (input[base + tid] + input[base + tid + TPB / 2]) * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 4; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    cluster_arrive();
    if (tid == 0) output[rank] = lds[0];
    cluster_wait();''')

case('l27_two_waves_after_early_out', 'last-block', 'pass',
     'After the loads and a __syncthreads(), warps 2-7 return; the 64 remaining threads fold 4 values each and finish a tree with __syncthreads() (which waits only for non-exited threads: PTX bar/barrier), thread 0 stores the partial, fences, takes the ticket, fences, sets a shared flag, __syncthreads() shares it; the last block\'s 64 threads fold the 256 partials 4 each and a tree finishes; thread 0 writes output[0] and resets the counter. Correct.',
     r'''
    __shared__ float lds[TPB];
    __shared__ bool is_last;
    const int tid = threadIdx.x;
    lds[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    if (tid >= 64) return;
    lds[tid] = lds[tid] + lds[tid + 64] + lds[tid + 128] + lds[tid + 192];
    __syncthreads();
    for (int s = 32; s > 0; s >>= 1) {
        if (tid < s) lds[tid] += lds[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        partials[blockIdx.x] = lds[0];
        __threadfence();
        is_last = (atomicAdd(counter, 1u) == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (is_last) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += 64) acc += partials[b];
        lds[tid] = acc;
        __syncthreads();
        for (int s = 32; s > 0; s >>= 1) {
            if (tid < s) lds[tid] += lds[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = lds[0]; *counter = 0; }
    }''')
