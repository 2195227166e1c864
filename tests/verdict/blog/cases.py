# Cases for gen.py (docs/verdict-blog.md): kernels written the way the well-known tutorials, blog
# posts and answers write them, adapted to p34's four puzzles: the NVIDIA Developer Blog ("Faster
# Parallel Reductions on Kepler": warpReduceSum/blockReduceSum with `static __shared__ shared[32]`,
# vectorized grid-stride loads, block/warp atomics; "Using CUDA Warp-Level Primitives": full masks
# in branches, ballot masks; "Cooperative Groups: Flexible CUDA Thread Programming": reduce_sum
# over a thread_group with a shared workspace, tiled_partition; CUDA Pro Tips), Mark Harris's
# "Optimizing Parallel Reduction in CUDA" steps, CUDA by Example (dot product cache[] with i /= 2,
# the Lock struct), Colfax/CUTLASS/GPU MODE style cluster code (%cluster_ctarank,
# %cluster_nctarank, mapa + st/ld.shared::cluster, barrier.cluster.arrive.release/wait.acquire,
# map_shared_rank), and Stack Overflow classics (atomicAdd for float through atomicCAS on the bits,
# threadfence "last block", grid-stride loops). Written from the idioms' shapes, not copied.
# Every verdict was decided from the rules before p34 ran the kernel.
# Citations: PG = CUDA C++ Programming Guide (Warp Shuffle Functions: "all non-exited threads named
# in mask must execute the same intrinsic with the same mask, or the result is undefined"; "If the
# target thread is inactive, the retrieved value is undefined"; Atomic Functions: the atomicCAS
# loop for types without a native atomic, whose first read is a plain load; Synchronization
# Functions; Memory Fence Functions; Distributed Shared Memory: blocks must exist before their
# shared memory is accessed and must not exit while peers access it; Cluster Group; Cooperative
# Groups tiled_partition). PTX = PTX ISA (barrier.cluster: arrive defaults to .release, wait to
# .acquire; mapa; ld/st.shared::cluster; Memory Consistency Model: PTX does not require data-race
# freedom, Lustig et al. ASPLOS 2019). SPEC = docs/SPEC.md (NaN-filled outputs and scratch, exact
# sums for --reduction/--last-block, a second --last-block launch with no counter reset, the input
# copied once).
RACE = r'data race|several writers|stored by|race'
WRONG = r'❌|not written'
HANG = r'hang|deadlock|did not finish|never|watchdog|timed out|spin'
OOB = r'out-of-bounds|out of bounds|illegal|outside'

KEP = r'''
__inline__ __device__ float warpReduceSum(float val)
{
    for (int offset = warpSize / 2; offset > 0; offset /= 2)
        val += __shfl_down_sync(0xffffffff, val, offset);
    return val;
}

__inline__ __device__ float blockReduceSum(float val)
{
    static __shared__ float shared[32];  // one slot per warp
    int lane = threadIdx.x % warpSize;
    int wid = threadIdx.x / warpSize;
    val = warpReduceSum(val);
    if (lane == 0) shared[wid] = val;
    __syncthreads();
    val = (threadIdx.x < blockDim.x / warpSize) ? shared[lane] : 0;
    if (wid == 0) val = warpReduceSum(val);
    return val;
}
'''

TREE = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''
RTREE = TREE.replace(' * (float)(rank + 1)', '')
LB_TREE = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''
LB_TICKET = r'''
    __shared__ bool amLast;
    if (tid == 0) {
        __threadfence();
        unsigned int ticket = atomicAdd(counter, 1u);
        amLast = (ticket == gridDim.x - 1);
    }
    __syncthreads();
'''
LB_MERGE = r'''
    if (amLast) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }
'''
ADV_HEAD = r'''
    __shared__ float sdata[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
'''
ADV_TAIL = r'''
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();
'''

# ====================================================================== Kepler blog
case('k01_kep_block_reduce_coord', 'coordination', 'pass',
     'Kepler blog blockReduceSum (warpReduceSum with full-mask __shfl_down_sync, `static __shared__ float shared[32]`, `val = (threadIdx.x < blockDim.x / warpSize) ? shared[lane] : 0; if (wid == 0) ...`): every lane of every warp shuffles (PG Warp Shuffle Functions), the __syncthreads orders the slot writes before warp 0 reads them. Thread 0 stores output[rank]. No DSMEM, so no cluster barrier is needed.', r'''
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    v = blockReduceSum(v);
    if (threadIdx.x == 0) output[rank] = v;''', pre=KEP)

case('k02_kep_block_reduce_cluster_temp', 'reduction', 'pass',
     'blockReduceSum per block into temp_storage[rank], cluster_sync() (barrier.cluster arrive.release / wait.acquire, PTX), rank 0 thread 0 adds the four: exact integer sums.', r'''
    const unsigned int rank = block_rank_in_cluster();
    float v = blockReduceSum(input[blockIdx.x * blockDim.x + threadIdx.x]);
    if (threadIdx.x == 0) temp_storage[rank] = v;
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=KEP)

case('k03_kep_block_atomic_zeroed_before_cluster_sync', 'reduction', 'pass',
     'Kepler deviceReduceBlockAtomicKernel: grid-stride sum (`i += blockDim.x * gridDim.x`), blockReduceSum, thread 0 atomicAdd(output, sum). output is NaN-filled (SPEC), so rank 0 thread 0 zeroes it BEFORE a cluster_sync() that every thread passes before any atomic: the zero happens-before every add (PTX barrier.cluster release/acquire). Integer partial sums are exact in any order.', r'''
    const unsigned int rank = block_rank_in_cluster();
    float sum = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < size; i += blockDim.x * gridDim.x)
        sum += input[i];
    sum = blockReduceSum(sum);
    if (rank == 0 && threadIdx.x == 0) output[0] = 0.0f;
    cluster_sync();
    if (threadIdx.x == 0) atomicAdd(output, sum);''', pre=KEP)

case('k04_kep_block_atomic_zeroed_block_sync_only', 'reduction', 'fail 1',
     'As k03 but the zero is followed by __syncthreads() only: it orders rank 0\'s own threads, not the other blocks, whose atomicAdd may come first and then be wiped by the plain store: a data race (PTX Memory Consistency Model) and a wrong sum.', r'''
    const unsigned int rank = block_rank_in_cluster();
    float sum = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < size; i += blockDim.x * gridDim.x)
        sum += input[i];
    sum = blockReduceSum(sum);
    if (rank == 0 && threadIdx.x == 0) output[0] = 0.0f;  // CAUSE
    __syncthreads();
    if (threadIdx.x == 0) atomicAdd(output, sum);''', pre=KEP, cause=RACE)

case('k05_kep_warp_atomic_partials_lastblock', 'last-block', 'pass',
     'Kepler deviceReduceWarpAtomicKernel feeding the last-block guard: thread 0 zeroes partials[blockIdx.x], __syncthreads, lane 0 of each warp atomicAdd()s its warp sum into it, __syncthreads (orders every warp\'s atomic before thread 0 goes on), thread 0 __threadfence() (cumulative: covers what the barrier ordered before it, PTX fence/cumulativity) and takes a ticket; the last block sums the partials with blockReduceSum and resets the counter.', r'''
    const int tid = threadIdx.x;
    float v = warpReduceSum(input[blockIdx.x * blockDim.x + tid]);
    if (tid == 0) partials[blockIdx.x] = 0.0f;
    __syncthreads();
    if ((tid & (warpSize - 1)) == 0) atomicAdd(&partials[blockIdx.x], v);
    __syncthreads();''' + LB_TICKET + r'''
    if (amLast) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        acc = blockReduceSum(acc);
        if (tid == 0) { output[0] = acc; *counter = 0; }
    }''', pre=KEP)

case('k06_kep_warp_atomic_partials_no_zero_barrier', 'last-block', 'fail 1',
     'As k05 without the __syncthreads() between thread 0\'s zeroing store and the other warps\' atomicAdd into partials[blockIdx.x]: warp 1..7 may add before the zero lands and be wiped (plain store vs atomics unordered: data race, PTX Memory Consistency Model).', r'''
    const int tid = threadIdx.x;
    float v = warpReduceSum(input[blockIdx.x * blockDim.x + tid]);
    if (tid == 0) partials[blockIdx.x] = 0.0f;  // CAUSE
    if ((tid & (warpSize - 1)) == 0) atomicAdd(&partials[blockIdx.x], v);
    __syncthreads();''' + LB_TICKET + r'''
    if (amLast) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        acc = blockReduceSum(acc);
        if (tid == 0) { output[0] = acc; *counter = 0; }
    }''', pre=KEP, cause=RACE)

case('k07_kep_wid0_reads_without_barrier', 'advanced', 'fail 1',
     'blockReduceSum with the __syncthreads() between `if (lane == 0) shared[wid] = val;` and warp 0\'s `shared[lane]` read left out: warp 0 reads slots 1..7 that other warps write with nothing ordering them: data race (PG Synchronization Functions).', ADV_HEAD + r'''
    __shared__ float slots[32];
    float v = sdata[tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
    if (lane == 0) slots[warp] = v;
    v = (tid < blockDim.x / warpSize) ? slots[lane] : 0.0f;  // CAUSE
    if (warp == 0)
        for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
    cluster_arrive();
    if (tid == 0) output[rank] = v;
    cluster_wait();''', cause=RACE)

case('k08_kep_float4_block_slice', 'coordination', 'pass',
     'Kepler/Pro-Tip vectorized load: threads 0..63 each read one float4 of the block\'s own 256-float slice (cudaMalloc memory, slice offset 1 KiB: 16-byte aligned, PG Device Memory Accesses), the rest contribute 0; blockReduceSum; thread 0 stores.', r'''
    const unsigned int rank = block_rank_in_cluster();
    float v = 0.0f;
    if (threadIdx.x < TPB / 4) {
        float4 q = reinterpret_cast<const float4 *>(input + blockIdx.x * TPB)[threadIdx.x];
        v = (q.x + q.y + q.z + q.w) * (float)(rank + 1);
    }
    v = blockReduceSum(v);
    if (threadIdx.x == 0) output[rank] = v;''', pre=KEP)

case('k09_kep_float4_gridstride_coord', 'coordination', 'fail 1',
     'The blog\'s vectorized grid-stride loop `for (i = blockIdx.x * blockDim.x + threadIdx.x; i < size / 4; i += blockDim.x * gridDim.x)` copied into the per-block puzzle: size / 4 = 256, so block 0\'s threads load all 1024 inputs and blocks 1..3 load nothing: block 0 reports the whole sum, blocks 1..3 report 0: wrong values.', r'''
    const unsigned int rank = block_rank_in_cluster();
    float v = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < size / 4; i += blockDim.x * gridDim.x) {
        float4 q = reinterpret_cast<const float4 *>(input)[i];
        v += q.x + q.y + q.z + q.w;
    }
    v = blockReduceSum(v * (float)(rank + 1));
    if (threadIdx.x == 0) output[rank] = v;  // CAUSE''', pre=KEP, cause=WRONG)

case('k10_kep_float4_gridstride_reduction', 'reduction', 'pass',
     'The same vectorized grid-stride loop in --reduction: block 0 loads all 1024 values, blocks 1..3 nothing, but only the total matters: temp_storage, cluster_sync, rank 0 thread 0 sums. Exact integers.', r'''
    const unsigned int rank = block_rank_in_cluster();
    float v = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < size / 4; i += blockDim.x * gridDim.x) {
        float4 q = reinterpret_cast<const float4 *>(input)[i];
        v += q.x + q.y + q.z + q.w;
    }
    v = blockReduceSum(v);
    if (threadIdx.x == 0) temp_storage[rank] = v;
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''', pre=KEP)

case('k11_kep_float2_gridstride_lastblock', 'last-block', 'pass',
     'float2 grid-stride over size / 2 = 32768 pairs: blocks 0..127 load two values per thread, blocks 128..255 none (partials 0); blockReduceSum, the solution\'s fenced ticket, the last block sums all partials with blockReduceSum (the two calls are separated by the ticket\'s __syncthreads) and resets the counter. Exact integers.', r'''
    const int tid = threadIdx.x;
    float v = 0.0f;
    for (int i = blockIdx.x * blockDim.x + tid; i < size / 2; i += blockDim.x * gridDim.x) {
        float2 q = reinterpret_cast<const float2 *>(input)[i];
        v += q.x + q.y;
    }
    v = blockReduceSum(v);
    if (tid == 0) partials[blockIdx.x] = v;''' + LB_TICKET + r'''
    if (amLast) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        acc = blockReduceSum(acc);
        if (tid == 0) { output[0] = acc; *counter = 0; }
    }''', pre=KEP)

case('k12_kep_block_reduce_twice_back_to_back', 'last-block', 'fail 1',
     'blockReduceSum called twice in a row (the second on thread 0\'s total, a learner "broadcast"): the second call\'s `if (lane == 0) shared[wid] = val` (threads 32, 64, ...) may overwrite shared[1..7] while warp 0 still reads `shared[lane]` of the first call: no barrier between that read and this write (PG Synchronization Functions): data race.', r'''
    const int tid = threadIdx.x;
    float v = blockReduceSum(input[blockIdx.x * blockDim.x + tid]);
    float w = blockReduceSum(tid == 0 ? v : 0.0f);  // CAUSE
    if (tid == 0) partials[blockIdx.x] = w;''' + LB_TICKET + LB_MERGE.replace('sm[tid] = acc;', '__shared__ float sm[TPB];\n        sm[tid] = acc;'), pre=KEP, cause=RACE)

case('k13_kep_xor_allreduce_elect', 'advanced', 'pass',
     'warpAllReduceSum (__shfl_xor_sync butterfly, full mask, every lane ends with the warp total, PG Warp Shuffle Functions); the lane elect_one_sync() picks stores warp_sums[warp].', ADV_HEAD + r'''
    float v = sdata[tid];
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffff, v, m);
    if (elect_one_sync()) warp_sums[warp] = v;''' + ADV_TAIL)

# ====================================================================== Warp-level primitives blog
case('p01_wp_full_mask_lt16_then_cluster_sync', 'coordination', 'fail 4',
     'Shared tree to 32 values, then `if (tid < 16) { v = sm[tid] + sm[tid+16]; v += __shfl_down_sync(0xffffffff, v, 8..1) }` followed by cluster_sync(): lanes 16..31 of warp 0 are named in the mask but never execute the shuffle (they wait at the cluster barrier, not exited): PG Warp Shuffle Functions, undefined; the project\'s H100 runs hang on a full-mask collective with live lanes absent (wild w22). Exit 4.', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 16; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid < 16) {
        float v = sm[tid] + sm[tid + 16];
        for (int o = 8; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);  // CAUSE
        if (tid == 0) output[rank] = v;
    }
    cluster_sync();''', cause=HANG)

case('p02_wp_mask_0xff_lt8_second_stage', 'advanced', 'pass',
     'Second stage `if (tid < 8) { v = warp_sums[tid]; for (o = 4; o > 0; o >>= 1) v += __shfl_down_sync(0xff, v, o); }`: the mask names exactly the 8 lanes that execute it (PG Warp Shuffle Functions). Lanes 4..7 read lanes 8..11 (inactive: "the retrieved value is undefined"), but lane 0\'s result only depends on lanes 0..7 (o=4: lane 0<-4, 1<-5, 2<-6, 3<-7; o=2: 0<-2, 1<-3; o=1: 0<-1), so thread 0 stores the right sum. An undefined value in a lane whose result is never used is not an error.', ADV_HEAD + r'''
    float v = sdata[tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
    if (lane == 0) warp_sums[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (tid < 8) {
        float t = warp_sums[tid];
        for (int o = 4; o > 0; o >>= 1) t += __shfl_down_sync(0xff, t, o);
        if (tid == 0) output[rank] = t;
    }
    cluster_wait();''')

case('p03_wp_mask_0xffff_lt8_second_stage', 'advanced', 'fail 4',
     'As p02 with mask 0xffff: lanes 8..15 are named but never execute the shuffle (they go on to cluster_wait, not exited): PG Warp Shuffle Functions undefined; a full-mask-style collective with live named lanes absent hangs on the H100 (wild w22). Exit 4.', ADV_HEAD + r'''
    float v = sdata[tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
    if (lane == 0) warp_sums[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (tid < 8) {
        float t = warp_sums[tid];
        for (int o = 4; o > 0; o >>= 1) t += __shfl_down_sync(0xffff, t, o);  // CAUSE
        if (tid == 0) output[rank] = t;
    }
    cluster_wait();''', cause=HANG)

case('p04_wp_ballot_mask_then_branch', 'advanced', 'pass',
     'The blog\'s right way: `unsigned mask = __ballot_sync(0xffffffff, tid < 8);` in all of warp 0, then `if (tid < 8)` shuffles with that mask (exactly the lanes that execute). As p02, lane 0\'s sum only uses lanes 0..7.', ADV_HEAD + r'''
    float v = sdata[tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
    if (lane == 0) warp_sums[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (warp == 0) {
        unsigned mask = __ballot_sync(0xffffffff, tid < TPB / WARP_SIZE);
        if (tid < TPB / WARP_SIZE) {
            float t = warp_sums[tid];
            for (int o = 4; o > 0; o >>= 1) t += __shfl_down_sync(mask, t, o);
            if (tid == 0) output[rank] = t;
        }
    }
    cluster_wait();''')

case('p05_wp_implicit_warp_sync_shared', 'coordination', 'fail 1',
     'The blog\'s "implicit warp-synchronous programming is unsafe" example: `if (tid < 32) { sm[tid] += sm[tid+16]; sm[tid] += sm[tid+8]; ... }` after a tree to 32, no volatile and no __syncwarp: lanes read what other lanes write with nothing ordering them (PG: Independent Thread Scheduling, Warp Synchronous code needs __syncwarp): data race.', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 16; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        sm[tid] += sm[tid + 16];  // CAUSE
        sm[tid] += sm[tid + 8];
        sm[tid] += sm[tid + 4];
        sm[tid] += sm[tid + 2];
        sm[tid] += sm[tid + 1];
    }
    if (tid == 0) output[rank] = sm[0];''', cause=RACE)

case('p06_wp_split_syncwarp_fix', 'coordination', 'pass',
     'The blog\'s fix: `v += sm[tid+16]; __syncwarp(); sm[tid] = v; __syncwarp(); ...` in all 32 lanes of warp 0 (PG __syncwarp orders shared memory among the participating lanes). The tree stopped at 32 values; lanes 16..31 add stale slots 32..47, which only flow into lanes >= 16, never into lane 0.', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 16; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        float v = sm[tid];
        for (int o = 16; o > 0; o >>= 1) {
            v += sm[tid + o];
            __syncwarp();
            sm[tid] = v;
            __syncwarp();
        }
    }
    if (tid == 0) output[rank] = sm[0];''')

# ====================================================================== Harris
case('h01_harris4_first_add_half_threads', 'coordination', 'pass',
     'Harris kernel 4 (first add during load) kept inside the block\'s slice: threads 0..127 load in[base+tid] + in[base+tid+128] (scaled), then the sequential-addressing tree from 64 with __syncthreads in uniform code (PG Synchronization Functions).', r'''
    __shared__ float sdata[TPB / 2];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const unsigned int base = blockIdx.x * TPB;
    if (tid < TPB / 2)
        sdata[tid] = (input[base + tid] + input[base + tid + TPB / 2]) * (float)(rank + 1);
    __syncthreads();
    for (unsigned int s = TPB / 4; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) output[rank] = sdata[0];''')

case('h02_harris6_gridstride_shfl_tail_lastblock', 'last-block', 'pass',
     'Harris kernel 6 (template blockSize, `gridSize = blockSize * 2 * gridDim.x; while (i < n) { sum += in[i] + in[i + blockSize]; i += gridSize; }`: blocks 0..127 add two values per thread, 128..255 none; n = 65536 is a multiple of 512 so no read passes the end), the cascade to 64 with __syncthreads, the last warp with sdata[tid] + sdata[tid+32] then full-mask __shfl_down_sync (CUDA-9 form), partials + the fenced ticket, merge, reset.', r'''
    reduce6_partial<TPB>(input, partials, size);
    const int tid = threadIdx.x;
    __shared__ float sm[TPB];''' + LB_TICKET + LB_MERGE, pre=r'''
template <unsigned int blockSize>
__device__ void reduce6_partial(const float *g_idata, float *g_odata, unsigned int n)
{
    __shared__ float sdata[blockSize];
    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * (blockSize * 2) + tid;
    unsigned int gridSize = blockSize * 2 * gridDim.x;
    float mySum = 0.0f;
    while (i < n) {
        mySum += g_idata[i] + g_idata[i + blockSize];
        i += gridSize;
    }
    sdata[tid] = mySum;
    __syncthreads();
    if (blockSize >= 512) { if (tid < 256) sdata[tid] = mySum = mySum + sdata[tid + 256]; __syncthreads(); }
    if (blockSize >= 256) { if (tid < 128) sdata[tid] = mySum = mySum + sdata[tid + 128]; __syncthreads(); }
    if (blockSize >= 128) { if (tid < 64) sdata[tid] = mySum = mySum + sdata[tid + 64]; __syncthreads(); }
    if (tid < 32) {
        if (blockSize >= 64) mySum += sdata[tid + 32];
        for (int offset = warpSize / 2; offset > 0; offset /= 2)
            mySum += __shfl_down_sync(0xffffffff, mySum, offset);
    }
    if (tid == 0) g_odata[blockIdx.x] = mySum;
}''')

case('h03_harris4_two_loads_no_bound_lastblock', 'last-block', 'fail 5',
     'Harris kernel 4 as published (`i = blockIdx.x * (blockDim.x * 2) + threadIdx.x; sdata[tid] = g_idata[i] + g_idata[i + blockDim.x];`) launched with p34\'s 256 blocks of 256 (it expects half as many): blocks 128..255 read up to 131072 floats into a 65536-float input: out of bounds (a fault, as wild w28 decided for the same read).', r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
    sdata[tid] = input[i] + input[i + blockDim.x];  // CAUSE
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) partials[blockIdx.x] = sdata[0];
    const int t = tid;
    __shared__ bool amLast;
    if (t == 0) {
        __threadfence();
        amLast = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (amLast && t == 0) {
        float acc = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++) acc += partials[b];
        output[0] = acc;
        *counter = 0;
    }''', cause=OOB)

case('h04_harris5_volatile_tail_advanced', 'advanced', 'fail 1',
     'Harris kernel 5\'s warpReduce (`volatile float *s; s[tid] += s[tid+32]; s[tid] += s[tid+16]; ...` with no __syncwarp) used per warp on its own 32-slot window (sdata[warp*32 + lane] += sdata[... + 16] ...): on Volta and later the lanes of a warp are not in lockstep (PG Independent Thread Scheduling), so reading a neighbour\'s slot while it is rewritten is a data race.', ADV_HEAD + r'''
    volatile float *ws = sdata + warp * WARP_SIZE;
    if (lane < 16) {
        ws[lane] += ws[lane + 16];  // CAUSE
        ws[lane] += ws[lane + 8];
        ws[lane] += ws[lane + 4];
        ws[lane] += ws[lane + 2];
        ws[lane] += ws[lane + 1];
    }
    if (lane == 0) warp_sums[warp] = ws[0];''' + ADV_TAIL, cause=RACE)

case('h05_harris1_modulo_lastblock', 'last-block', 'pass',
     'Harris kernel 1 (interleaved addressing, `if (tid % (2 * s) == 0) sdata[tid] += sdata[tid + s];` with s doubling from 1, __syncthreads in uniform code) for the partial; the solution\'s fenced ticket and merge.', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = 1; s < blockDim.x; s *= 2) {
        if (tid % (2 * s) == 0) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) partials[blockIdx.x] = sm[0];''' + LB_TICKET + LB_MERGE)

# ====================================================================== CUDA by Example
case('e01_cbe_dot_cache_lastblock', 'last-block', 'pass',
     'CUDA by Example\'s dot-product block sum (`cache[cacheIndex] = temp; __syncthreads(); int i = blockDim.x / 2; while (i != 0) { if (cacheIndex < i) cache[cacheIndex] += cache[cacheIndex + i]; __syncthreads(); i /= 2; }`, the grid-stride `temp += ...; tid += blockDim.x * gridDim.x`) writing c[blockIdx.x] = partials, with the last-block ticket replacing the book\'s CPU final sum.', r'''
    __shared__ float sm[TPB];
    int gtid = threadIdx.x + blockIdx.x * blockDim.x;
    const int tid = threadIdx.x;
    float temp = 0;
    while (gtid < size) {
        temp += input[gtid];
        gtid += blockDim.x * gridDim.x;
    }
    sm[tid] = temp;
    __syncthreads();
    int i = blockDim.x / 2;
    while (i != 0) {
        if (tid < i) sm[tid] += sm[tid + i];
        __syncthreads();
        i /= 2;
    }
    if (tid == 0) partials[blockIdx.x] = sm[0];''' + LB_TICKET + LB_MERGE)

case('e02_cbe_lock_struct_fenced', 'reduction', 'fail 1',
     '(CORRECTED after the run: written pass; p34 says output[0] is stored by 4 threads, and SPEC Checking says "Each output element is stored by exactly one thread per launch": the plain stores under the lock break that rule, whatever their order. Atomics into output (k03) are not stores by this rule, as earlier hunts settled.) CUDA by Example\'s Lock struct (`lock(): while (atomicCAS(mutex, 0, 1) != 0);`, `unlock(): atomicExch(mutex, 0);`) with a __threadfence() after taking and before releasing it (PG Memory Fence Functions: the critical section\'s plain read-add-store is then ordered between holders). The mutex is a zero-initialized __device__ int (PG). Rank 0 zeroes output before a cluster_sync; each block\'s thread 0 adds under the lock; exact integers.', RTREE + r'''
    if (rank == 0 && tid == 0) output[0] = 0.0f;
    cluster_sync();
    if (tid == 0) {
        Lock lock(&g_mutex);
        lock.lock();
        output[0] += sm[0];
        lock.unlock();
    }''', pre=r'''
__device__ int g_mutex = 0;
struct Lock {
    int *mutex;
    __device__ Lock(int *m) : mutex(m) {}
    __device__ void lock() { while (atomicCAS(mutex, 0, 1) != 0) { } __threadfence(); }
    __device__ void unlock() { __threadfence(); atomicExch(mutex, 0); }
};''')

case('e03_cbe_lock_struct_as_published', 'reduction', 'fail 1',
     'The Lock struct as the book prints it: no fences. atomicCAS/atomicExch are relaxed (PG Atomic Functions: no ordering), so the next holder\'s plain read of output[0] is not ordered after the previous holder\'s plain store: data race (PTX Memory Consistency Model), a lost add is allowed.', RTREE + r'''
    if (rank == 0 && tid == 0) output[0] = 0.0f;
    cluster_sync();
    if (tid == 0) {
        Lock lock(&g_mutex);
        lock.lock();
        output[0] += sm[0];  // CAUSE
        lock.unlock();
    }''', pre=r'''
__device__ int g_mutex = 0;
struct Lock {
    int *mutex;
    __device__ Lock(int *m) : mutex(m) {}
    __device__ void lock() { while (atomicCAS(mutex, 0, 1) != 0) { } }
    __device__ void unlock() { atomicExch(mutex, 0); }
};''', cause=RACE)

case('e04_cbe_sync_inside_while_guard', 'coordination', 'fail 4',
     'The book\'s own warning example: `while (i != 0) { if (cacheIndex < i) { cache[cacheIndex] += cache[cacheIndex + i]; __syncthreads(); } i /= 2; }` - __syncthreads in a branch only some threads take (PG Synchronization Functions: must be reached by all threads of the block, else it may hang). The threads that skip it go on to later iterations and the end; on the H100 the project\'s runs show such divergent barriers hang (textbook c11_cbe_dot_sync_inside_if). Exit 4.', r'''
    __shared__ float cache[TPB];
    const int cacheIndex = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    cache[cacheIndex] = input[blockIdx.x * blockDim.x + cacheIndex] * (float)(rank + 1);
    __syncthreads();
    int i = blockDim.x / 2;
    while (i != 0) {
        if (cacheIndex < i) {
            cache[cacheIndex] += cache[cacheIndex + i];
            __syncthreads();  // CAUSE
        }
        i /= 2;
    }
    if (cacheIndex == 0) output[rank] = cache[0];
    cluster_sync();''', cause=HANG)

# ====================================================================== Cooperative Groups blog
CG_REDUCE_SUM = r'''
__device__ float reduce_sum(cg::thread_group g, float *temp, float val)
{
    int lane = g.thread_rank();
    for (int i = g.size() / 2; i > 0; i /= 2) {
        temp[lane] = val;
        g.sync();
        if (lane < i) val += temp[lane + i];
        g.sync();
    }
    return val;  // only thread 0 of g has the full sum
}
'''
case('g01_cgblog_reduce_sum_block', 'coordination', 'pass',
     'The CG blog\'s reduce_sum(thread_group g, int *temp, int val) over cg::this_thread_block() with a 256-slot shared workspace: store, g.sync(), add, g.sync() each step (PG Cooperative Groups: thread_block sync = __syncthreads). Thread rank 0 gets the sum.', r'''
    __shared__ float temp[TPB];
    const unsigned int rank = block_rank_in_cluster();
    cg::thread_block block = cg::this_thread_block();
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    v = reduce_sum(block, temp, v);
    if (block.thread_rank() == 0) output[rank] = v;''', pre=CG_REDUCE_SUM)

case('g02_cgblog_reduce_sum_dynamic_tile32_offset', 'advanced', 'pass',
     'reduce_sum over `cg::thread_group tile = cg::tiled_partition(block, 32)` (dynamic tiled_partition, called by every thread of the block: PG Cooperative Groups tiled_partition) with each tile\'s own 32-slot window `temp + warp * 32` (the blog\'s per-tile offset); tile rank 0 stores warp_sums[warp].', ADV_HEAD + r'''
    __shared__ float temp[TPB];
    cg::thread_group tile = cg::tiled_partition(cg::this_thread_block(), 32);
    float v = reduce_sum(tile, temp + warp * WARP_SIZE, sdata[tid]);
    if (tile.thread_rank() == 0) warp_sums[warp] = v;''' + ADV_TAIL, pre=CG_REDUCE_SUM)

case('g03_cgblog_reduce_sum_tile32_shared_workspace', 'advanced', 'fail 1',
     'As g02 but every tile passes the same `temp` (the blog\'s reduce_sum called per tile without the offset): 8 warps store temp[0..31] and read each other\'s slots with only their own tile.sync() in between: data race (tile.sync orders only the tile\'s threads).', ADV_HEAD + r'''
    __shared__ float temp[TPB];
    cg::thread_group tile = cg::tiled_partition(cg::this_thread_block(), 32);
    float v = reduce_sum(tile, temp, sdata[tid]);  // CAUSE
    if (tile.thread_rank() == 0) warp_sums[warp] = v;''' + ADV_TAIL, pre=CG_REDUCE_SUM, cause=RACE)

case('g04_cgblog_tile4_of_tile32_atomic', 'advanced', 'pass',
     'The blog\'s nested partition `cg::thread_group tile4 = cg::tiled_partition(tile32, 4)`: reduce_sum over each tile of 4 in its own window `temp + (tid / 4) * 4`; rank 0 of each tile4 atomicAdd()s its sum into warp_sums[warp], zeroed by lane 0 before a __syncthreads (PG Atomic Functions; shared float atomics). Each warp sum is 8 float adds in any order, within SPEC\'s summation bound.', ADV_HEAD + r'''
    __shared__ float temp[TPB];
    if (lane == 0) warp_sums[warp] = 0.0f;
    __syncthreads();
    cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(cg::this_thread_block());
    cg::thread_group tile4 = cg::tiled_partition(tile32, 4);
    float v = reduce_sum(tile4, temp + (tid / 4) * 4, sdata[tid]);
    if (tile4.thread_rank() == 0) atomicAdd(&warp_sums[warp], v);''' + ADV_TAIL, pre=CG_REDUCE_SUM)

case('g05_cgblog_tile_shfl_down_template', 'coordination', 'pass',
     'The blog\'s `template <int tile_sz> __device__ float reduce_sum_tile_shfl(cg::thread_block_tile<tile_sz> g, float val)` (g.shfl_down over i = g.size()/2 ..1), lane 0 of each tile32 atomicAdd()s into a shared block total zeroed before a barrier; thread 0 stores it after another barrier.', r'''
    __shared__ float total;
    const unsigned int rank = block_rank_in_cluster();
    cg::thread_block block = cg::this_thread_block();
    if (block.thread_rank() == 0) total = 0.0f;
    block.sync();
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(block);
    v = reduce_sum_tile_shfl<32>(tile32, v);
    if (tile32.thread_rank() == 0) atomicAdd(&total, v);
    block.sync();
    if (block.thread_rank() == 0) output[rank] = total;''', pre=r'''
template <int tile_sz>
__device__ float reduce_sum_tile_shfl(cg::thread_block_tile<tile_sz> g, float val)
{
    for (int i = g.size() / 2; i > 0; i /= 2)
        val += g.shfl_down(val, i);
    return val;  // lane 0 of the tile has the sum
}''')

case('g06_cgblog_tile_total_read_without_sync', 'coordination', 'fail 1',
     'As g05 without the block.sync() between the tiles\' atomicAdd into `total` and thread 0\'s read of it: thread 0 may read before warps 1..7 added (plain load vs other warps\' atomics, unordered: data race), wrong value.', r'''
    __shared__ float total;
    const unsigned int rank = block_rank_in_cluster();
    cg::thread_block block = cg::this_thread_block();
    if (block.thread_rank() == 0) total = 0.0f;
    block.sync();
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    cg::thread_block_tile<32> tile32 = cg::tiled_partition<32>(block);
    v = reduce_sum_tile_shfl<32>(tile32, v);
    if (tile32.thread_rank() == 0) atomicAdd(&total, v);
    if (block.thread_rank() == 0) output[rank] = total;  // CAUSE''', pre=r'''
template <int tile_sz>
__device__ float reduce_sum_tile_shfl(cg::thread_block_tile<tile_sz> g, float val)
{
    for (int i = g.size() / 2; i > 0; i /= 2)
        val += g.shfl_down(val, i);
    return val;
}''', cause=RACE)

case('g07_cg_group_index_last_block', 'last-block', 'pass',
     'Block and thread indices through cg::this_thread_block().group_index().x / thread_index().x and group_dim().x (PG Cooperative Groups thread_block: equal to blockIdx/threadIdx/blockDim); the solution\'s tree, fenced ticket and merge.', r'''
    cg::thread_block blk = cg::this_thread_block();
    const int tid = blk.thread_index().x;
    const unsigned int bid = blk.group_index().x;
    __shared__ float sm[TPB];
    sm[tid] = input[bid * blk.group_dim().x + tid];
    blk.sync();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        blk.sync();
    }
    if (tid == 0) partials[bid] = sm[0];''' + LB_TICKET + LB_MERGE)

# ====================================================================== cluster / DSMEM (Colfax, CUTLASS, GPU MODE)
case('c01_colfax_ctarank_nctarank_asm', 'reduction', 'pass',
     'Rank and cluster size read from the special registers with inline PTX (`mov.u32 %0, %%cluster_ctarank;` and `%%cluster_nctarank`, PTX Special Registers), block sums into temp_storage[rank], cluster_sync, rank 0 thread 0 loops r < nctarank (= 4).', RTREE.replace('const unsigned int rank = block_rank_in_cluster();', 'unsigned int rank, ncta;\n    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));\n    asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(ncta));') + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned int r = 0; r < ncta; r++) t += temp_storage[r];
        output[0] = t;
    }''')

PTX_BAR = r'''asm volatile("barrier.cluster.arrive.release.aligned;\n\tbarrier.cluster.wait.acquire.aligned;" ::: "memory")'''
case('c02_colfax_mapa_st_cluster_push', 'reduction', 'pass',
     'PTX push: a start barrier (all blocks exist, PG Distributed Shared Memory), then thread 0 of each block maps rank 0\'s `__shared__ float parts[4]` with `mapa.shared::cluster.u32` and stores its sum with `st.shared::cluster.f32` (PTX mapa, st); `barrier.cluster.arrive.release.aligned; barrier.cluster.wait.acquire.aligned;` by every thread (PTX barrier.cluster) orders the remote stores before rank 0 reads its own parts[]. No DSMEM access after the last barrier, so blocks may exit.', RTREE + r'''
    __shared__ float parts[CLUSTER_SIZE];
    ''' + PTX_BAR + r''';
    if (tid == 0) {
        unsigned int local = (unsigned int)__cvta_generic_to_shared(&parts[rank]), remote;
        asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(remote) : "r"(local), "r"(0u));
        asm volatile("st.shared::cluster.f32 [%0], %1;" :: "r"(remote), "f"(sm[0]) : "memory");
    }
    ''' + PTX_BAR + r''';
    if (rank == 0 && tid == 0)
        output[0] = parts[0] + parts[1] + parts[2] + parts[3];''')

case('c03_colfax_mapa_ld_pull_no_exit_barrier', 'reduction', 'fail 5',
     'PTX pull: after one release/acquire cluster barrier rank 0 thread 0 reads the peers\' sm[0] with mapa + `ld.shared::cluster.f32`, and there is no second barrier: the peers may exit while rank 0 reads their shared memory (PG Distributed Shared Memory: a block must not exit while others access its shared memory); the project rates a read of an exited block\'s shared memory as a fault (wild w04, cluster r06). Exit 5.', RTREE + r'''
    ''' + PTX_BAR + r''';
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        unsigned int local = (unsigned int)__cvta_generic_to_shared(&sm[0]);
        for (unsigned int r = 0; r < CLUSTER_SIZE; r++) {
            unsigned int remote;
            float x;
            asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(remote) : "r"(local), "r"(r));
            asm volatile("ld.shared::cluster.f32 %0, [%1];" : "=f"(x) : "r"(remote) : "memory");  // CAUSE
            t += x;
        }
        output[0] = t;
    }''', cause=r'exit|exited|fault|out-of-bounds|illegal')

case('c04_dsmem_float_cas_atomic_first_read', 'reduction', 'pass',
     'Float add into rank 0\'s `__shared__ float total` through map_shared_rank with the SO/PG atomicCAS loop on the bits, the guess taken with atomicAdd(bits, 0) (an atomic read); total zeroed before a cluster_sync, a second cluster_sync before rank 0 reads it and before anyone exits (PG Distributed Shared Memory). Exact integers.', RTREE + r'''
    __shared__ float total;
    cg::cluster_group cluster = cg::this_cluster();
    if (tid == 0) total = 0.0f;
    cluster.sync();
    if (tid == 0) {
        unsigned int *bits = reinterpret_cast<unsigned int *>(cluster.map_shared_rank(&total, 0));
        unsigned int old = atomicAdd(bits, 0u), assumed;
        do {
            assumed = old;
            old = atomicCAS(bits, assumed, __float_as_uint(__uint_as_float(assumed) + sm[0]));
        } while (assumed != old);
    }
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = total;''')

case('c05_dsmem_peer_pointer_table', 'reduction', 'pass',
     'Threads 0..3 of each block store `cluster.map_shared_rank(&bsum, r)` (a generic pointer, PG Cluster Group) into a `__shared__ float *peer[4]` table; __syncthreads; cluster.sync() after every block wrote bsum; rank 0 thread 0 reads *peer[r]; a trailing cluster.sync() keeps the peers alive until then.', RTREE + r'''
    __shared__ float bsum;
    __shared__ float *peer[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    if (tid == 0) bsum = sm[0];
    if (tid < CLUSTER_SIZE) peer[tid] = cluster.map_shared_rank(&bsum, tid);
    __syncthreads();
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += *peer[r];
        output[0] = t;
    }
    cluster.sync();''')

case('c06_dsmem_push_into_rank0_no_start_barrier', 'reduction', 'fail 1',
     'Each block\'s thread 0 writes its sum straight into rank 0\'s `parts[rank]` through map_shared_rank before any cluster barrier, then cluster.sync() and rank 0 sums: PG Distributed Shared Memory: "accessing data in distributed shared memory requires all the thread blocks to exist", ensured with cluster.sync() first; here rank 0 may not have started (cluster w13_nvf_no_start_barrier: fail 1).', RTREE + r'''
    __shared__ float parts[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    if (tid == 0) cluster.map_shared_rank(parts, 0)[rank] = sm[0];  // CAUSE
    cluster.sync();
    if (rank == 0 && tid == 0)
        output[0] = parts[0] + parts[1] + parts[2] + parts[3];''', cause=r'exist|start|before|race|not yet')

case('c07_gpumode_dsmem_atomicadd_rank0', 'reduction', 'pass',
     'GPU MODE style: rank 0 zeroes its shared total, cluster.sync(), every block\'s thread 0 atomicAdd()s its block sum into `cluster.map_shared_rank(&total, 0)` (atomics on DSMEM, PG Distributed Shared Memory), cluster.sync(), rank 0 thread 0 writes output[0]. Exact integers.', RTREE + r'''
    __shared__ float total;
    cg::cluster_group cluster = cg::this_cluster();
    if (rank == 0 && tid == 0) total = 0.0f;
    cluster.sync();
    if (tid == 0) atomicAdd(cluster.map_shared_rank(&total, 0), sm[0]);
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = total;''')

case('c08_gpumode_dsmem_atomicadd_read_before_sync', 'reduction', 'fail 1',
     'As c07 with the second cluster.sync() moved after rank 0\'s read: rank 0 reads total while peers may still be adding (a plain read unordered with their atomics: data race), so the sum may miss blocks.', RTREE + r'''
    __shared__ float total;
    cg::cluster_group cluster = cg::this_cluster();
    if (rank == 0 && tid == 0) total = 0.0f;
    cluster.sync();
    if (tid == 0) atomicAdd(cluster.map_shared_rank(&total, 0), sm[0]);
    if (rank == 0 && tid == 0) output[0] = total;  // CAUSE
    cluster.sync();''', cause=RACE)

case('c09_cutlass_relaxed_arrive_wait_for_data', 'reduction', 'fail 1',
     'CUTLASS\'s cluster_arrive_relaxed() (barrier.cluster.arrive.relaxed.aligned) + cluster_wait() used where data is published: temp_storage[rank] written before a relaxed arrive is not released (PTX barrier.cluster: .relaxed removes the release semantics), so rank 0\'s reads after the wait race with the stores.', RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory");
    asm volatile("barrier.cluster.wait.aligned;" ::: "memory");
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];  // CAUSE
        output[0] = t;
    }''', cause=r'relaxed|race|release')

case('c10_cutlass_fence_then_relaxed_arrive', 'reduction', 'pass',
     'As c09 with `fence.acq_rel.cluster;` by the writing thread between its store and the relaxed arrive (PTX: fence + relaxed barrier arrive synchronize like a release arrive; CUTLASS pairs them this way), and the default .acquire wait.', RTREE + r'''
    if (tid == 0) {
        temp_storage[rank] = sm[0];
        asm volatile("fence.acq_rel.cluster;" ::: "memory");
    }
    asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory");
    asm volatile("barrier.cluster.wait.aligned;" ::: "memory");
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''')

case('c11_tk_everyone_gathers_rank0_writes', 'advanced', 'pass',
     'ThunderKittens-style gather in --advanced: warp sums by elected lanes, the block total in a shared `btotal`, cluster.sync(), every block reads all four peers\' btotal over DSMEM (not needed, but harmless), cluster.sync() before anyone exits; thread 0 of each block stores output[rank] = its own total.', ADV_HEAD + r'''
    __shared__ float btotal;
    cg::cluster_group cluster = cg::this_cluster();
    float v = sdata[tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
    if (lane == 0) warp_sums[warp] = v;
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += warp_sums[w];
        btotal = t;
    }
    cluster.sync();
    float seen = 0.0f;
    if (tid < CLUSTER_SIZE) seen = *cluster.map_shared_rank(&btotal, tid);
    cluster.sync();
    if (tid == 0) output[rank] = btotal + 0.0f * seen;''')

case('c12_cluster_dims_block_index_rank', 'coordination', 'pass',
     'Rank taken as `cg::this_cluster().block_index().x` (PG Cluster Group: the block\'s 3-D index within the cluster; a 4x1x1 cluster makes .x the rank) and `dim_blocks().x` as the cluster size; the reference arrive/sum/wait.', r'''
    __shared__ float sm[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int r = cluster.block_index().x;
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(r + 1);
    __syncthreads();
    cluster.barrier_wait(cluster.barrier_arrive());
    if (tid == 0 && r < cluster.dim_blocks().x) {
        float t = 0.0f;
        for (int i = 0; i < TPB; i++) t += sm[i];
        output[r] = t;
    }''')

# ====================================================================== Stack Overflow classics
CAS_FLOAT_PLAIN = r'''
__device__ float atomicAddFloat(float *address, float val)
{
    int *address_as_i = (int *)address;
    int old = *address_as_i, assumed;
    do {
        assumed = old;
        old = atomicCAS(address_as_i, assumed, __float_as_int(val + __int_as_float(assumed)));
    } while (assumed != old);
    return __int_as_float(old);
}
'''
case('s01_so_cas_float_add_global_plain_first_read', 'reduction', 'pass',
     'The Stack Overflow / PG atomicAdd-for-float through atomicCAS on __float_as_int, first guess by a plain load (`int old = *address_as_i`), exactly the PG Atomic Functions pattern: the CAS only succeeds when the guess equals memory, so a stale or racing guess only costs a retry. PTX does not require data-race freedom (the racing weak load returns some value; PTX Memory Consistency Model, Lustig et al. 2019). output zeroed by rank 0 before cluster_sync; each block\'s thread 0 adds its sum. Exact integers. (Note: the ticket hunt\'s l14_cas_loop_plain_first_read rates the same plain first read as a race.)', RTREE + r'''
    if (rank == 0 && tid == 0) output[0] = 0.0f;
    cluster_sync();
    if (tid == 0) atomicAddFloat(output, sm[0]);''', pre=CAS_FLOAT_PLAIN)

case('s02_so_cas_float_add_shared_all_threads', 'coordination', 'pass',
     'Every thread adds its scaled value into a zeroed `__shared__ float` with the plain-first-read CAS loop (as s01, on shared memory; the veteran hunt\'s v11 is the same loop on double); __syncthreads before and after; thread 0 stores. Any order is within SPEC\'s summation bound.', r'''
    __shared__ float total;
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0) total = 0.0f;
    __syncthreads();
    atomicAddFloat(&total, input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1));
    __syncthreads();
    if (threadIdx.x == 0) output[rank] = total;''', pre=CAS_FLOAT_PLAIN)

case('s03_so_cas_float_compare_as_float_on_nan', 'reduction', 'fail 4',
     'The CAS loop written comparing floats (`float old = *address, assumed; do { assumed = old; old = __int_as_float(atomicCAS((int *)address, __float_as_int(assumed), __float_as_int(assumed + val))); } while (assumed != old);`, the bug the PG comment warns about: "uses integer comparison to avoid hang in case of NaN") applied to output[0] that nobody zeroed: SPEC fills it with NaN, NaN != NaN is always true, so the first adding thread never leaves the loop: a hang (exit 4).', RTREE + r'''
    cluster_sync();
    if (tid == 0) {
        float old = output[0], assumed;
        do {
            assumed = old;
            old = __int_as_float(atomicCAS((int *)output, __float_as_int(assumed), __float_as_int(assumed + sm[0])));
        } while (assumed != old);  // CAUSE
    }''', cause=HANG)

case('s04_so_cas_float_compare_as_float_zeroed', 'reduction', 'pass',
     'As s03 with output[0] zeroed by rank 0 before a cluster_sync(): every value is a finite whole number, so the float comparison is exact and the loop ends (values never NaN; +0.0 only as the zero written).', RTREE + r'''
    if (rank == 0 && tid == 0) output[0] = 0.0f;
    cluster_sync();
    if (tid == 0) {
        float old = output[0], assumed;
        do {
            assumed = old;
            old = __int_as_float(atomicCAS((int *)output, __float_as_int(assumed), __float_as_int(assumed + sm[0])));
        } while (assumed != old);
    }''')

case('s05_so_shared_float_atomic_total', 'coordination', 'pass',
     'The SO "just use a shared atomic": thread 0 zeroes a `__shared__ float`, __syncthreads, every thread atomicAdd()s its scaled input, __syncthreads, thread 0 stores (PG Atomic Functions: float atomicAdd on shared memory). Any order is within the summation bound.', r'''
    __shared__ float total;
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0) total = 0.0f;
    __syncthreads();
    atomicAdd(&total, input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1));
    __syncthreads();
    if (threadIdx.x == 0) output[rank] = total;''')

case('s06_so_shared_float_atomic_no_zero_barrier', 'coordination', 'fail 1',
     'As s05 without the __syncthreads() after thread 0\'s `total = 0.0f`: other warps\' atomicAdd may land before the zero and be wiped (plain store vs atomics from other threads, unordered: data race).', r'''
    __shared__ float total;
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0) total = 0.0f;  // CAUSE
    atomicAdd(&total, input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1));
    __syncthreads();
    if (threadIdx.x == 0) output[rank] = total;''', cause=RACE)

case('s07_so_lastblock_atomicinc_griddim_no_reset', 'last-block', 'fail 1',
     'The SO "last block" answer with `unsigned int value = atomicInc(&count, gridDim.x);` and no reset: atomicInc stores ((old >= val) ? 0 : old + 1) (PG atomicInc), so after launch 1 the counter is 256, not 0. Launch 2 (SPEC: no host reset) hands out 256, 0, 1, ..., 254: nobody gets 255, output[0] is never written in launch 2. (The fence, the volatile read and the barrier are right.)', LB_TREE + r'''
    __shared__ bool isLastBlockDone;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        unsigned int value = atomicInc(counter, gridDim.x);
        isLastBlockDone = (value == (gridDim.x - 1));
    }
    __syncthreads();
    if (isLastBlockDone) {
        volatile float *vp = partials;
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += vp[b];
        sm[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) output[0] = sm[0];  // CAUSE
    }''', cause=WRONG)

case('s08_so_lastblock_atomicinc_limit_griddim_minus_1', 'last-block', 'pass',
     'As s07 with `atomicInc(&count, gridDim.x - 1)`: tickets 0..255, and the block that gets 255 (>= the limit) stores 0 (PG atomicInc): the 256th block is last and the counter is 0 after every launch, so launch 2 is right too. Fenced partials, volatile-free plain reads after the ticket barrier (the solution\'s order).', LB_TREE + r'''
    __shared__ bool isLastBlockDone;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        unsigned int value = atomicInc(counter, gridDim.x - 1);
        isLastBlockDone = (value == (gridDim.x - 1));
    }
    __syncthreads();
    if (isLastBlockDone) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) output[0] = sm[0];
    }''')

case('s09_so_grid_stride_blockreduce_coord_per_block', 'coordination', 'pass',
     'The Pro-Tip grid-stride loop written over the block\'s own slice (`for (i = threadIdx.x; i < TPB; i += blockDim.x)`, one element per thread here) feeding blockReduceSum.', r'''
    const unsigned int rank = block_rank_in_cluster();
    const float *slice = input + blockIdx.x * TPB;
    float v = 0.0f;
    for (int i = threadIdx.x; i < TPB; i += blockDim.x) v += slice[i];
    v = blockReduceSum(v * (float)(rank + 1));
    if (threadIdx.x == 0) output[rank] = v;''', pre=KEP)

case('s10_so_threadfence_after_ticket_only', 'last-block', 'fail 1',
     'The common wrong answer: `ticket = atomicAdd(&count, 1); __threadfence();` - the fence after the ticket does not order the partial\'s store before the ticket (PG Memory Fence Functions: the store must be fenced before the atomic), so the last block may read a partial not yet visible: data race.', LB_TREE + r'''
    __shared__ bool amLast;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        unsigned int ticket = atomicAdd(counter, 1u);
        __threadfence();
        amLast = (ticket == gridDim.x - 1);
    }
    __syncthreads();''' + LB_MERGE.replace('acc += partials[b];', 'acc += partials[b];  // CAUSE'), cause=r'fence|race')

# ====================================================================== blockDim / warpSize assumptions
case('d01_shared_sized_by_warpsize', 'advanced', 'refuse',
     '`__shared__ float warp_tot[warpSize];` - warpSize is a run-time built-in variable (PG Built-in Variables: warpSize is an int variable), not a constant expression, so the array bound is not constant: nvcc refuses (checked with nvcc 13.0).', ADV_HEAD + r'''
    __shared__ float warp_tot[warpSize];
    float v = sdata[tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
    if (lane == 0) warp_tot[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += warp_tot[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('d02_constexpr_from_blockdim', 'coordination', 'refuse',
     '`constexpr int kWarps = blockDim.x / 32;` - blockDim is a run-time built-in variable (PG Built-in Variables), so it cannot initialize a constexpr: nvcc refuses (checked with nvcc 13.0).', r'''
    constexpr int kWarps = blockDim.x / 32;
    __shared__ float ws[kWarps];
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
    if (threadIdx.x % 32 == 0) ws[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < kWarps; w++) t += ws[w];
        output[rank] = t;
    }''')

case('d03_blockdim_over_warpsize_slots_8_read_32', 'advanced', 'fail 1',
     'Second stage that assumes a 1024-thread block: `if (warp == 0) { v = slots[lane]; warpReduce(v); }` over `__shared__ float slots[32]` of which only 8 are written (256 threads = 8 warps): lanes 8..31 read uninitialized shared memory (no initializer for __shared__, PG) and add it in.', ADV_HEAD + r'''
    __shared__ float slots[32];
    float v = sdata[tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
    if (lane == 0) slots[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (warp == 0) {
        float t = slots[lane];  // CAUSE
        for (int o = 16; o > 0; o >>= 1) t += __shfl_down_sync(0xffffffff, t, o);
        if (lane == 0) output[rank] = t;
    }
    cluster_wait();''', cause=r'uninitiali|never written|not written|❌')

case('d04_template_blocksize_128_assumed', 'reduction', 'fail 1',
     'Harris kernel 6 instantiated `reduce<128>` (the blog default) while p34 launches 256 threads: the cascade starts at `if (blockSize >= 128) if (tid < 64) sdata[tid] += sdata[tid + 64]`, so slots 128..255 are never folded in: each block sum misses half its values.', r'''
    reduce_block<128>(input, temp_storage);
    const unsigned int rank = block_rank_in_cluster();
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];  // CAUSE''', pre=r'''
template <unsigned int blockSize>
__device__ void reduce_block(const float *g_idata, float *g_odata)
{
    __shared__ float sdata[TPB];
    unsigned int tid = threadIdx.x;
    sdata[tid] = g_idata[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    if (blockSize >= 512) { if (tid < 256) sdata[tid] += sdata[tid + 256]; __syncthreads(); }
    if (blockSize >= 256) { if (tid < 128) sdata[tid] += sdata[tid + 128]; __syncthreads(); }
    if (blockSize >= 128) { if (tid < 64) sdata[tid] += sdata[tid + 64]; __syncthreads(); }
    if (tid < 32) {
        float v = sdata[tid] + sdata[tid + 32];
        for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
        if (tid == 0) g_odata[block_rank_in_cluster()] = v;
    }
}''', cause=WRONG)

# ====================================================================== added after the first run started
case('k14_kep_template_block_reduce_two_types', 'reduction', 'pass',
     'The Kepler helpers templated (`template <typename T> T blockReduceSum(T val) { static __shared__ T shared[32]; ... }`) and called for float (the block sum) and then for int (a count of the block\'s nonzero inputs, unused but computed): each instantiation is its own function with its own static __shared__ array (C++ templates; PG: a __shared__ variable in a function is one per block per function), so the int call\'s `shared[wid]` stores cannot race with warp 0\'s float reads. Block sum into temp_storage, cluster_sync, rank 0 thread 0 sums.', r'''
    const unsigned int rank = block_rank_in_cluster();
    const float x = input[blockIdx.x * blockDim.x + threadIdx.x];
    float v = blockReduceSumT<float>(x);
    int nz = blockReduceSumT<int>(x != 0.0f ? 1 : 0);
    if (threadIdx.x == 0) temp_storage[rank] = v + 0.0f * (float)(nz < 0);
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=r'''
template <typename T>
__inline__ __device__ T warpReduceSumT(T val)
{
    for (int offset = warpSize / 2; offset > 0; offset /= 2)
        val += __shfl_down_sync(0xffffffff, val, offset);
    return val;
}

template <typename T>
__inline__ __device__ T blockReduceSumT(T val)
{
    static __shared__ T shared[32];
    int lane = threadIdx.x % warpSize;
    int wid = threadIdx.x / warpSize;
    val = warpReduceSumT(val);
    if (lane == 0) shared[wid] = val;
    __syncthreads();
    val = (threadIdx.x < blockDim.x / warpSize) ? shared[lane] : T(0);
    if (wid == 0) val = warpReduceSumT(val);
    return val;
}''')

case('s11_so_syncthreads_or_ticket_broadcast', 'last-block', 'pass',
     'The "no shared flag" answer: thread 0 stores the partial, __threadfence(), takes the ticket into a register, and the block learns it was last with `__syncthreads_or(tid == 0 && ticket == gridDim.x - 1)` (PG Synchronization Functions: a barrier that also returns the OR of the predicate, so it broadcasts and orders like __syncthreads). The last block merges and resets the counter.', LB_TREE + r'''
    unsigned int ticket = 0;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        ticket = atomicAdd(counter, 1u);
    }
    const bool amLast = __syncthreads_or(tid == 0 && ticket == gridDim.x - 1);''' + LB_MERGE)

case('c13_temp_atomic_rank0_reads_after_own_add', 'reduction', 'fail 1',
     'Every block\'s thread 0 atomicAdd()s its sum into temp_storage[0] (zeroed by rank 0 before a cluster_sync), and rank 0 thread 0 reads temp_storage[0] right after its own atomicAdd with no second cluster barrier: the peers\' atomics may come later (a plain load unordered with other blocks\' atomics: data race, PTX Memory Consistency Model). When rank 0 happens to add last, its own atomic is the newest write to the word - the class of g06 on global memory.', RTREE + r'''
    if (rank == 0 && tid == 0) temp_storage[0] = 0.0f;
    cluster_sync();
    if (tid == 0) atomicAdd(&temp_storage[0], sm[0]);
    if (rank == 0 && tid == 0) output[0] = temp_storage[0];  // CAUSE''', cause=RACE)

case('k15_kep_warp_atomic_temp_storage', 'reduction', 'pass',
     'Kepler warp-atomic form in --reduction: thread 0 zeroes temp_storage[rank], __syncthreads, lane 0 of each warp atomicAdd()s its warp sum into it, cluster_sync() (orders every block\'s atomics before rank 0\'s reads), rank 0 thread 0 adds the four. Exact integers.', r'''
    const unsigned int rank = block_rank_in_cluster();
    float v = warpReduceSum(input[blockIdx.x * blockDim.x + threadIdx.x]);
    if (threadIdx.x == 0) temp_storage[rank] = 0.0f;
    __syncthreads();
    if (threadIdx.x % warpSize == 0) atomicAdd(&temp_storage[rank], v);
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=KEP)

case('p07_wp_full_mask_lt16_at_kernel_end', 'coordination', 'unclear',
     'As p01 but nothing follows the `if (tid < 16)` branch: lanes 16..31 leave the kernel. PG Warp Shuffle Functions asks every NON-EXITED thread named in the mask to execute the shuffle; these lanes exit instead (eventually), and lane 0 only reads lanes 8, 4, 2, 1 (all inside the branch), so its value is defined. Whether a lane that has not yet exited when the others reach the shuffle breaks the rule is not stated; not scored (the H100 would say).', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 16; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid < 16) {
        float v = sm[tid] + sm[tid + 16];
        for (int o = 8; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
        if (tid == 0) output[rank] = v;
    }''')
