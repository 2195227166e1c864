# Cases for gen.py (docs/verdict-llm.md): kernels as a learner gets them from an AI coding
# assistant (or a StackOverflow answer) and pastes into problems/p34.cu with small edits:
# idiomatic-looking code with the assistant's slips (cg:: APIs that almost exist or are used with
# the wrong types, cluster rank vs blockIdx, SIZE/TPB/size confusion, grid-stride loops that skip
# or double count, over-synchronisation, __threadfence() everywhere, results written from every
# block, outputs initialised racily inside the kernel, atomics on the output, elect vs lane 0,
# float/int slips, lambdas, auto, __restrict__, __grid_constant__, #pragma unroll).
# Truths, written before p34 ran any kernel:
#   pass        nvcc builds it and the puzzle passes;
#   fail N      nvcc builds it, and it is wrong by the rules; N is the exit code (SPEC Exit codes);
#   build-fail  nvcc 13.0 refuses it (-arch=sm_90a -std=c++17, probed with nvcc itself): p34's
#               simulator build must refuse it too, with the reason and the line.
# Citations: PG = CUDA C++ Programming Guide (Thread Block Clusters, Distributed Shared Memory,
# Cooperative Groups, Memory Fence Functions, Synchronization Functions, Warp Shuffle / Reduce
# Functions, Atomic Functions); PTX = PTX ISA (barrier.cluster, elect.sync, mapa, exit, Memory
# Consistency Model); CG = CUDA 13.0's cooperative_groups.h; SPEC = docs/SPEC.md.

# ---------------------------------------------------------------- coordination
case('c01_cg_token_move', 'coordination', 'pass',
     'cg::this_cluster()/this_thread_block(); block.sync() after the shared stores; `auto token = cluster.barrier_arrive()` then thread 0 sums, then `cluster.barrier_wait(std::move(token))` (CG: barrier_wait(arrival_token&&); std::move comes with <cooperative_groups.h>, nvcc builds it).', r'''
    __shared__ float sdata[TPB];
    auto cluster = cg::this_cluster();
    auto block = cg::this_thread_block();
    const unsigned int rank = cluster.block_rank();
    const unsigned int tid = block.thread_rank();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * static_cast<float>(rank + 1);
    block.sync();
    auto token = cluster.barrier_arrive();
    if (tid == 0) {
        float sum = 0.0f;
        for (int i = 0; i < TPB; ++i) sum += sdata[i];
        output[rank] = sum;
    }
    cluster.barrier_wait(std::move(token));''')

case('c02_block_index_as_rank', 'coordination', 'pass',
     'rank = cluster.block_index().x: the block\'s coordinates inside its cluster (CG block_index); with clusters of (4,1,1) and a 4-block grid it equals block_rank(). Sum by thread 0 after __syncthreads; cluster.sync() at the end.', r'''
    __shared__ float sdata[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_index().x;
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster.sync();''')

case('c03_default_constructed_cluster', 'coordination', 'build-fail',
     '`cg::cluster_group cluster;` (declared, then used): cluster_group\'s constructor is private (CG: "Disable constructor", only this_cluster() makes one). nvcc: "cluster_group::cluster_group() ... is inaccessible".', r'''
    __shared__ float sdata[TPB];
    cg::cluster_group cluster;
    const unsigned int rank = cluster.block_rank();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster.sync();''')

case('c04_default_constructed_block', 'coordination', 'build-fail',
     '`cg::thread_block block;`: thread_block\'s constructor is private (CG: friend this_thread_block()). nvcc: "thread_block::thread_block() ... is inaccessible".', r'''
    __shared__ float sdata[TPB];
    cg::thread_block block;
    const unsigned int rank = block_rank_in_cluster();
    sdata[block.thread_rank()] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    block.sync();
    if (block.thread_rank() == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();''')

case('c05_size_as_block_length', 'coordination', 'fail 5',
     'Thread 0 sums `for (i = 0; i < size; ++i) s += sdata[i]` with size = 1024 (the whole input) over a __shared__ float[TPB]: reads 768 floats past the array (PG Shared Memory: an access outside the variable is undefined; SPEC exit 5 for an out-of-bounds access).', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < size; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('c06_grid_stride_full_grid', 'coordination', 'pass',
     'Grid-stride loop with stride blockDim.x * gridDim.x = 1024 = size: each thread takes exactly its own element; shared tree (sequential addressing, __syncthreads each step); thread 0 stores.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    float local = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < size; i += blockDim.x * gridDim.x)
        local += input[i] * (float)(rank + 1);
    sdata[threadIdx.x] = local;
    __syncthreads();
    #pragma unroll
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sdata[threadIdx.x] += sdata[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) output[rank] = sdata[0];
    cluster_sync();''')

case('c07_stride_blockdim_double_count', 'coordination', 'fail 1',
     'Grid-stride loop with stride blockDim.x only: block b\'s threads also take every later block\'s elements (block 0 sums all 1024 inputs, block 1 768, ...): blocks 0-2 count extra terms: wrong value.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    float local = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < size; i += blockDim.x)
        local += input[i] * (float)(rank + 1);
    sdata[threadIdx.x] = local;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sdata[threadIdx.x] += sdata[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) output[rank] = sdata[0];
    cluster_sync();''')

case('c08_input_without_block_offset', 'coordination', 'fail 1',
     'Loads input[threadIdx.x] (no blockIdx.x * blockDim.x): every block scales the first 256 inputs: block 0 right (114.0), blocks 1-3 give 228, 342, 456 instead of 231.2, 345.6, 459.2: wrong value.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[threadIdx.x] * (rank + 1);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('c09_atomic_output_zeroed_then_synced', 'coordination', 'pass',
     'Thread 0 stores output[rank] = 0, __syncthreads() (orders it before every later access of the block, PG), then every thread atomicAdd(&output[rank], v): atomics do not race; any summation order is inside SPEC\'s float bound. Slow but right.', r'''
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0) output[rank] = 0.0f;
    __syncthreads();
    atomicAdd(&output[rank], input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1));
    cluster_sync();''')

case('c10_atomic_output_zeroed_no_sync', 'coordination', 'fail 1',
     'As c09 without the __syncthreads(): thread 0\'s plain store output[rank] = 0 is unordered with the other threads\' atomicAdds on the same word (PTX Memory Consistency Model: a plain store and an atomic of another thread with no order between them are a data race); on a GPU an add before the zero is lost or lands on NaN.', r'''
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0) output[rank] = 0.0f;
    atomicAdd(&output[rank], input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1));
    cluster_sync();''')

case('c11_oversync_fences', 'coordination', 'pass',
     'The reference pattern buried in extra synchronisation: cluster.sync() first, __threadfence() after every store, __syncthreads() before and after the sum, cluster.sync() twice at the end. Extra barriers and fences never make a race-free kernel wrong (PG Synchronization Functions, Memory Fence Functions); every thread reaches every barrier.', r'''
    __shared__ float sdata[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    cluster.sync();
    const unsigned int rank = cluster.block_rank();
    __syncthreads();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __threadfence();
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
        __threadfence();
    }
    __syncthreads();
    __threadfence();
    cluster.sync();
    cluster.sync();''')

case('c12_cluster_sync_as_block_barrier', 'coordination', 'pass',
     'No __syncthreads(): the shared stores are followed by cluster.sync(), which every thread of the cluster (its own block included) arrives at with release and waits at with acquire (PTX barrier.cluster: arrive defaults to .release, wait to .acquire), so thread 0\'s reads of sdata come after every store of its block.', r'''
    __shared__ float sdata[TPB];
    auto cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    cluster.sync();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }''')

case('c13_restrict_grid_constant_lambda', 'coordination', 'pass',
     '__restrict__ pointers and `const __grid_constant__ int size` (PG __grid_constant__: allowed on a const-qualified kernel parameter); a device lambda `auto scaled = [=](int i) {...}` inside the kernel (no --extended-lambda needed for a lambda defined in device code); reference pattern otherwise.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    auto scaled = [=](int i) { return i < size ? input[i] * static_cast<float>(rank + 1) : 0.0f; };
    sdata[threadIdx.x] = scaled(blockIdx.x * blockDim.x + threadIdx.x);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        auto sum = 0.0f;
        #pragma unroll 8
        for (int i = 0; i < TPB; ++i) sum += sdata[i];
        output[rank] = sum;
    }
    cluster_wait();''', sig='__global__ void cluster_coordination_basics(float *__restrict__ output, const float *__restrict__ input, const __grid_constant__ int size)')

case('c14_int_accumulator_fractions', 'coordination', 'fail 1',
     'The reduction puzzle\'s `int total` habit (r11) carried over: thread 0 sums the scaled inputs into an int; `s += sdata[i]` converts s + sdata[i] back to int at every step (C++ compound assignment), truncating the fractions (0.1 ... 3.6): 114.0 becomes far less: wrong value.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    __syncthreads();
    if (threadIdx.x == 0) {
        int s = 0;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();''')

case('c15_every_block_writes_all', 'coordination', 'fail 1',
     'After cluster.sync() every block\'s thread 0 reads all four block sums through map_shared_rank and stores output[0..3]: each output gets 4 unordered plain stores (of the same value) from 4 blocks: a data race (PTX Memory Consistency Model) and SPEC: each output stored by exactly one thread. A second cluster.sync() keeps the peers alive.', r'''
    __shared__ float bsum;
    __shared__ float sdata[TPB];
    auto cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        bsum = s;
    }
    cluster.sync();
    if (threadIdx.x == 0) {
        for (unsigned int r = 0; r < cluster.num_blocks(); ++r)
            output[r] = *cluster.map_shared_rank(&bsum, r);
    }
    cluster.sync();''')

case('c16_size_alias_as_block_count', 'coordination', 'fail 5',
     'Rank 0 thread 0 gathers every block\'s sum with `for (r = 0; r < cluster.size(); ++r)` through map_shared_rank: size() is the legacy alias of num_threads() (1024, CG), not num_blocks(), so rank 4 is mapped: outside the cluster (PTX mapa: the target CTA must be in the cluster; undefined otherwise, an illegal address on a GPU).', r'''
    __shared__ float bsum;
    __shared__ float sdata[TPB];
    auto cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        bsum = s;
    }
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0) {
        for (unsigned int r = 0; r < cluster.size(); ++r)
            output[r] = *cluster.map_shared_rank(&bsum, r);
    }
    cluster.sync();''')

case('c17_thread_rank_as_global_index', 'coordination', 'pass',
     'The global index taken as cluster.thread_rank() = block_rank * 256 + thread rank (CG); with one cluster of 4 blocks that is blockIdx.x * 256 + threadIdx.x. Warp shuffles (full mask, every lane) then 8 warp sums, thread 0 adds them.', r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    auto cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    float v = input[cluster.thread_rank()] * (rank + 1);
    for (int off = warpSize / 2; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffff, v, off);
    if ((threadIdx.x & 31) == 0) wsum[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += wsum[w];
        output[rank] = s;
    }
    cluster.sync();''')

# ---------------------------------------------------------------- reduction
case('r01_dsmem_gather_rank0', 'reduction', 'pass',
     'Block tree into shared, thread 0 keeps it in `__shared__ float bsum`; cluster.sync(); rank 0 thread 0 adds *cluster.map_shared_rank(&bsum, r) for r < num_blocks(); a second cluster.sync() keeps the peers\' shared memory alive (PG Distributed Shared Memory). temp_storage unused (scratch).', r'''
    __shared__ float sdata[TPB];
    __shared__ float bsum;
    auto cluster = cg::this_cluster();
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) bsum = sdata[0];
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); ++r)
            total += *cluster.map_shared_rank(&bsum, r);
        output[0] = total;
    }
    cluster.sync();''')

case('r02_map_shared_rank_reference', 'reduction', 'build-fail',
     '`cluster.map_shared_rank(bsum, r)` on a __shared__ float (not its address): CUDA has only `T* map_shared_rank(T* addr, int rank)` (CG), so nvcc: "no instance of function template ... map_shared_rank matches the argument list".', r'''
    __shared__ float sdata[TPB];
    __shared__ float bsum;
    auto cluster = cg::this_cluster();
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) bsum = sdata[0];
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); ++r)
            total += *cluster.map_shared_rank(bsum, r);
        output[0] = total;
    }
    cluster.sync();''')

case('r03_barrier_wait_lvalue_token', 'reduction', 'build-fail',
     '`auto token = cluster.barrier_arrive(); ... cluster.barrier_wait(token);`: barrier_wait takes the token as arrival_token&& (CG), an lvalue does not bind: nvcc "no instance of overloaded function ... barrier_wait matches the argument list" (std::move(token) is what it wants).', r'''
    __shared__ float sdata[TPB];
    auto cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sdata[0];
    auto token = cluster.barrier_arrive();
    cluster.barrier_wait(token);
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r04_every_block_writes_total', 'reduction', 'fail 1',
     'After cluster_sync() thread 0 of EVERY block sums temp_storage and stores output[0]: 4 unordered plain stores to one word from 4 blocks (same value): a data race (PTX Memory Consistency Model) and SPEC: exactly one thread stores each output.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sdata[0];
    cluster_sync();
    if (tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) total += temp_storage[r];
        output[0] = total;
    }''')

case('r05_atomic_block_sums_no_init', 'reduction', 'fail 1',
     'Thread 0 of each block atomicAdd(output, block sum) and nobody zeroes output[0], which the host filled with NaN (SPEC Checking): NaN + x = NaN: wrong value.', r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) atomicAdd(output, sdata[0]);
    cluster_sync();''')

case('r06_atomic_block_sums_init_cluster_sync', 'reduction', 'pass',
     'Rank 0 thread 0 zeroes output[0] before a cluster_sync() (barrier.cluster: release/acquire over the cluster orders it before every block\'s later accesses); then thread 0 of each block atomicAdd(output, block sum). Integer-valued partial sums are exact in float (SPEC), so the order of the four adds does not matter.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const unsigned int tid = threadIdx.x;
    if (rank == 0 && tid == 0) output[0] = 0.0f;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    cluster_sync();
    if (tid == 0) atomicAdd(output, sdata[0]);''')

case('r07_init_in_kernel_no_barrier', 'reduction', 'fail 1',
     '`if (blockIdx.x == 0 && threadIdx.x == 0) output[0] = 0.0f;` and then each block\'s thread 0 atomicAdds its sum, with no barrier between block 0\'s store and the other blocks\' atomics: a plain store racing with atomics of other blocks (PTX Memory Consistency Model); a block that adds first is wiped out (or adds to NaN).', r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    if (blockIdx.x == 0 && tid == 0) output[0] = 0.0f;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) atomicAdd(output, sdata[0]);
    cluster_sync();''')

case('r08_every_thread_atomic_output', 'reduction', 'pass',
     'Rank 0 thread 0 zeroes output[0]; cluster_sync(); every one of the 1024 threads atomicAdd(output, input[i]). Every partial sum is an integer below 2^24, exact in float in any order (SPEC Checking): slow, right.', r'''
    const unsigned int rank = block_rank_in_cluster();
    if (rank == 0 && threadIdx.x == 0) *output = 0.0f;
    cluster_sync();
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < size) atomicAdd(output, input[i]);''')

case('r09_elect_before_rank_check', 'reduction', 'fail 1',
     '`if (elect_one_sync() && rank == 0)`: elect runs first in every warp, so one lane of each of block 0\'s 8 warps passes and 8 threads store output[0] (SPEC Known errors: elect_one_sync() elects one lane per warp): unordered plain stores, a data race.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sdata[0];
    cluster_sync();
    if (elect_one_sync() && rank == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) total += temp_storage[r];
        output[0] = total;
    }''')

case('r10_cluster_index_as_rank', 'reduction', 'fail 1',
     'rank = blockIdx.x / CLUSTER_SIZE (the cluster\'s index, not the rank in it): 0 in all four blocks, so all four thread 0s store temp_storage[0] (a data race, PTX) and temp_storage[1..3] stay NaN: wrong value.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = blockIdx.x / CLUSTER_SIZE;
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && blockIdx.x == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) total += temp_storage[r];
        output[0] = total;
    }''')

case('r11_int_accumulator', 'reduction', 'pass',
     'Block tree in float (integers, exact), then rank 0 thread 0 adds the four partials into an `int total` and stores (float)total: every value is an integer far below 2^31 and 2^24, so nothing is lost (C++ float-to-int conversion of an integral value is exact).', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        int total = 0;
        for (int r = 0; r < CLUSTER_SIZE; ++r) total += temp_storage[r];
        output[0] = (float)total;
    }''')

case('r12_cluster_stride_loop', 'reduction', 'pass',
     'for (i = cluster.thread_rank(); i < size; i += cluster.num_threads()): thread_rank = rank*256+tid and num_threads = 1024 (CG), so each thread takes exactly its one element; warp shuffles, block sums in temp_storage, cluster.sync(), cluster.thread_rank() == 0 alone writes.', r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    auto cluster = cg::this_cluster();
    float v = 0.0f;
    for (unsigned int i = cluster.thread_rank(); i < (unsigned)size; i += cluster.num_threads())
        v += input[i];
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, off);
    if (threadIdx.x % warpSize == 0) wsum[threadIdx.x / warpSize] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) b += wsum[w];
        temp_storage[cluster.block_rank()] = b;
    }
    cluster.sync();
    if (cluster.thread_rank() == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); ++r) total += temp_storage[r];
        output[0] = total;
    }''')

case('r13_each_block_sums_everything', 'reduction', 'fail 1',
     'Each thread loops `for (i = threadIdx.x; i < size; i += blockDim.x)`: every block sums the whole input (523776), and the four block sums give 4 x 523776 = 2095104: wrong value.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const unsigned int tid = threadIdx.x;
    float v = 0.0f;
    for (int i = tid; i < size; i += blockDim.x) v += input[i];
    sdata[tid] = v;
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) total += temp_storage[r];
        output[0] = total;
    }''')

case('r14_dsmem_no_trailing_sync', 'reduction', 'fail 5',
     'r01 without the second cluster.sync(): ranks 1-3 may exit while rank 0 still reads their bsum through map_shared_rank (PG Distributed Shared Memory: all DSMEM accesses must complete before the owner exits; a fault on a GPU).', r'''
    __shared__ float sdata[TPB];
    __shared__ float bsum;
    auto cluster = cg::this_cluster();
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) bsum = sdata[0];
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); ++r)
            total += *cluster.map_shared_rank(&bsum, r);
        output[0] = total;
    }''')

case('r15_cuda_ptx_barrier', 'reduction', 'pass',
     'The cluster barrier through libcu++\'s <cuda/ptx>: cuda::ptx::barrier_cluster_arrive(sem_release) and barrier_cluster_wait(sem_acquire) by every thread after thread 0 publishes temp_storage[rank] (PTX barrier.cluster.arrive.release / wait.acquire); rank 0 thread 0 writes.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = cuda::ptx::get_sreg_cluster_ctarank();
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sdata[0];
    cuda::ptx::barrier_cluster_arrive(cuda::ptx::sem_release);
    cuda::ptx::barrier_cluster_wait(cuda::ptx::sem_acquire);
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) total += temp_storage[r];
        output[0] = total;
    }''', pre='#include <cuda/ptx>')

case('r16_threadfence_everywhere', 'reduction', 'pass',
     'The reference reduction with __threadfence() after every shared store and before and after the cluster barrier, and the partials read through a volatile pointer: fences and volatile only strengthen a race-free kernel (PG Memory Fence Functions).', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __threadfence();
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __threadfence();
        __syncthreads();
    }
    if (tid == 0) {
        temp_storage[rank] = sdata[0];
        __threadfence();
    }
    __threadfence();
    cluster_sync();
    __threadfence();
    if (rank == 0 && tid == 0) {
        volatile float *vt = temp_storage;
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) total += vt[r];
        output[0] = total;
        __threadfence();
    }''')

case('r17_partials_loop_tpb', 'reduction', 'fail 5',
     'Rank 0 thread 0 adds temp_storage[r] for r < TPB (256) instead of CLUSTER_SIZE: temp_storage has 4 floats (SPEC), so it reads 252 floats past the buffer: out of bounds (undefined; SPEC exit 5).', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < TPB; ++r) total += temp_storage[r];
        output[0] = total;
    }''')

case('r18_arrive_wait_in_one_expression', 'reduction', 'pass',
     '`cluster.barrier_wait(cluster.barrier_arrive())`: the token is a prvalue, binds to arrival_token&&; arrive then wait is the cluster barrier (CG sync is the same pair). Warp shuffles then shared warp sums.', r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    auto cluster = cg::this_cluster();
    auto block = cg::this_thread_block();
    auto warp = cg::tiled_partition<32>(block);
    const unsigned int rank = cluster.block_rank();
    float v = input[blockIdx.x * blockDim.x + threadIdx.x];
    for (int off = warp.size() / 2; off > 0; off /= 2) v += warp.shfl_down(v, off);
    if (warp.thread_rank() == 0) wsum[warp.meta_group_rank()] = v;
    block.sync();
    if (block.thread_rank() == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) b += wsum[w];
        temp_storage[rank] = b;
    }
    cluster.barrier_wait(cluster.barrier_arrive());
    if (rank == 0 && block.thread_rank() == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); ++r) total += temp_storage[r];
        output[0] = total;
    }''')

case('r19_cluster_sync_in_rank0_only', 'reduction', 'fail 1',
     'The assistant "optimises" the barrier away for peers: ranks 1-3 store temp_storage[rank] and finish; only rank 0 calls cluster.sync() before reading. PTX exit: exiting threads release the barrier, so rank 0 does not hang, but an exit is no arrive.release: nothing orders the peers\' stores before rank 0\'s reads (data race, PTX Memory Consistency Model).', r'''
    __shared__ float sdata[TPB];
    auto cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sdata[0];
    if (rank == 0) {
        cluster.sync();
        if (tid == 0) {
            float total = 0.0f;
            for (int r = 0; r < CLUSTER_SIZE; ++r) total += temp_storage[r];
            output[0] = total;
        }
    }''')

# ---------------------------------------------------------------- advanced
case('a01_shfl_down_then_elect', 'advanced', 'fail 1',
     'Warp sum with __shfl_down_sync (only lane 0 ends with the whole sum), then `if (elect_one_sync()) warp_sums[warp] = v;`: elect.sync\'s leader is not specified to be lane 0 (PTX elect.sync), so an elected lane other than 0 stores a partial sum: wrong value by the rules (an H100 likely elects lane 0 and passes).', r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int warp = threadIdx.x / WARP_SIZE;
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    for (int off = WARP_SIZE / 2; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffff, v, off);
    if (elect_one_sync()) warp_sums[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += warp_sums[w];
        output[rank] = s;
    }
    cluster_wait();''')

case('a02_shfl_xor_then_elect', 'advanced', 'pass',
     'Butterfly with __shfl_xor_sync: every lane ends with the whole warp sum, so whichever lane elect_one_sync() picks stores the right value (PG Warp Shuffle Functions; PTX elect.sync).', r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int warp = threadIdx.x / WARP_SIZE;
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    #pragma unroll
    for (int off = WARP_SIZE / 2; off > 0; off >>= 1)
        v += __shfl_xor_sync(0xffffffff, v, off);
    if (elect_one_sync()) warp_sums[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += warp_sums[w];
        output[rank] = s;
    }
    cluster_wait();''')

case('a03_lane0_and_elect', 'advanced', 'fail 1',
     '`if (lane == 0 && elect_one_sync())`: only lane 0 reaches elect_one_sync(), which is elect.sync over the full mask: every lane of membermask must execute it (PTX elect.sync; kernels.h: every lane of the warp must call it): undefined.', r'''
    __shared__ float sdata[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    __syncthreads();
    if (lane == 0 && elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sdata[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += warp_sums[w];
        output[rank] = s;
    }
    cluster_wait();''')

case('a04_default_constructed_tile', 'advanced', 'build-fail',
     '`cg::thread_block_tile<32> tile;` then assigned from tiled_partition: thread_block_tile has no default constructor (CG; nvcc: "no default constructor exists for class thread_block_tile<32U, void>").', r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    cg::thread_block_tile<32> tile;
    tile = cg::tiled_partition<32>(cg::this_thread_block());
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    v = cg::reduce(tile, v, cg::plus<float>());
    if (tile.thread_rank() == 0) warp_sums[tile.meta_group_rank()] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += warp_sums[w];
        output[rank] = s;
    }
    cluster_sync();''')

case('a05_invoke_one_tile', 'advanced', 'pass',
     'cg::reduce over a 32-thread tile gives every lane the warp sum; cg::invoke_one(tile, lambda) runs the lambda in one (elected) thread of the tile (CG invoke.h: elect.sync on sm_90); block.sync(); thread 0 adds 8; cluster arrive/wait.', r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    auto block = cg::this_thread_block();
    auto tile = cg::tiled_partition<32>(block);
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    const float s = cg::reduce(tile, v, cg::plus<float>());
    cg::invoke_one(tile, [&] { warp_sums[tile.meta_group_rank()] = s; });
    block.sync();
    cluster_arrive();
    if (block.thread_rank() == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('a06_cluster_sync_instead_of_syncthreads', 'advanced', 'pass',
     'Elected lanes store warp sums, then cluster.sync() (not __syncthreads()) before thread 0 reads them: every thread of the cluster, its own block included, arrives with release and waits with acquire (PTX barrier.cluster), which orders the warp sums before the read.', r'''
    __shared__ float sdata[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    auto cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int warp = threadIdx.x / WARP_SIZE;
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    __syncwarp();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sdata[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }
    cluster.sync();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += warp_sums[w];
        output[rank] = s;
    }''')

case('a07_warp_id_from_cluster_rank', 'advanced', 'fail 5',
     'warp = cluster.thread_rank() / 32 (0..31 across the cluster) indexes `__shared__ float warp_sums[8]`: ranks 1-3 store warp_sums[8..31], past the array (out of bounds, undefined; SPEC exit 5).', r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    auto cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const unsigned int warp = cluster.thread_rank() / 32;
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    for (int off = 16; off > 0; off >>= 1) v += __shfl_xor_sync(0xffffffff, v, off);
    if (elect_one_sync()) warp_sums[warp] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += warp_sums[w];
        output[rank] = s;
    }
    cluster.sync();''')

case('a08_reduce_add_sync_float', 'advanced', 'build-fail',
     '`__reduce_add_sync(0xffffffff, v)` with a float v: the warp reduce functions take unsigned or int only (PG Warp Reduce Functions), a float converts to both: nvcc "more than one instance of overloaded function __reduce_add_sync matches".', r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    float s = __reduce_add_sync(0xffffffff, v);
    if (elect_one_sync()) warp_sums[threadIdx.x / 32] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += warp_sums[w];
        output[rank] = t;
    }
    cluster_sync();''')

case('a09_reduce_add_sync_int_cast', 'advanced', 'fail 1',
     '`__reduce_add_sync(0xffffffff, (int)v)`: builds, but the scaled inputs (0.0 to 3.92, mostly fractions) are truncated to ints before the warp sum (PG Warp Reduce Functions: integer only): wrong value.', r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    int s = __reduce_add_sync(0xffffffff, (int)v);
    if (elect_one_sync()) warp_sums[threadIdx.x / 32] = (float)s;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += warp_sums[w];
        output[rank] = t;
    }
    cluster_sync();''')

case('a10_thread0_reads_after_arrive_only', 'advanced', 'fail 1',
     'Elected lanes store warp sums, then cluster_arrive() and thread 0 reads all 8 before cluster_wait(), with no __syncthreads(): arrive orders nothing for the reader (PTX barrier.cluster: only the wait acquires), so warps 1-7\'s stores race with thread 0\'s reads.', r'''
    __shared__ float sdata[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int warp = threadIdx.x / WARP_SIZE;
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sdata[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += warp_sums[w];
        output[rank] = s;
    }
    cluster_wait();''')

case('a11_lane_check_not_elect', 'advanced', 'pass',
     'Lane 0 of each warp (threadIdx.x % warpSize == 0) sums the warp\'s 32 scaled values instead of an elected lane: same numbers (SPEC checks the values), __syncthreads() before thread 0 adds the 8; cluster arrive/wait; `auto` and a lambda for the scale.', r'''
    __shared__ float sdata[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const auto rank = block_rank_in_cluster();
    const auto scale = [rank](float x) { return x * (float)(rank + 1); };
    sdata[threadIdx.x] = scale(input[blockIdx.x * blockDim.x + threadIdx.x]);
    __syncthreads();
    if (threadIdx.x % warpSize == 0) {
        auto s = 0.0f;
        #pragma unroll
        for (int i = 0; i < 32; ++i) s += sdata[threadIdx.x + i];
        warp_sums[threadIdx.x / warpSize] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += warp_sums[w];
        output[rank] = s;
    }
    cluster_wait();''')

case('a12_elect_sum_from_elected_lane', 'advanced', 'fail 5',
     'The elected lane sums sdata[threadIdx.x .. threadIdx.x + 31] (its own index, as if it were lane 0): elect.sync\'s leader is unspecified (PTX), so for a lane l > 0 it reads l values of the next warp, and warp 7\'s leader reads past sdata[256] (out of bounds). An H100 elects lane 0 (docs/verify-verdict-gpu) and passes; by the rules fail.', r'''
    __shared__ float sdata[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sdata[threadIdx.x + i];
        warp_sums[threadIdx.x / WARP_SIZE] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += warp_sums[w];
        output[rank] = s;
    }
    cluster_wait();''')

# ---------------------------------------------------------------- last-block
LB_HEAD = r'''
    __shared__ float sdata[TPB];
    __shared__ bool am_last;
    const unsigned int tid = threadIdx.x;
    const unsigned int gi = blockIdx.x * blockDim.x + tid;
    sdata[tid] = gi < (unsigned)size ? input[gi] : 0.0f;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }'''
LB_TAIL = r'''
    if (am_last) {
        float v = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) v += partials[b];
        sdata[tid] = v;
        __syncthreads();
        for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s) sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
        if (tid == 0) output[0] = sdata[0];
    }'''

case('l01_cluster_rank_for_partials', 'last-block', 'fail 1',
     'partials[cg::this_cluster().block_rank()]: the last-block grid is launched without clusters, i.e. as clusters of one block (PG Thread Block Clusters), so block_rank() is 0 in every block: 256 blocks store partials[0] (data race) and partials[1..255] stay NaN: wrong value.', LB_HEAD + r'''
    if (tid == 0) {
        partials[cg::this_cluster().block_rank()] = sdata[0];
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        am_last = ticket == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();''' + LB_TAIL + r'''
    if (am_last && tid == 0) *counter = 0;''')

case('l02_atomicinc_wraps_counter', 'last-block', 'pass',
     'Ticket from atomicInc(counter, gridDim.x - 1): atomicInc stores ((old >= val) ? 0 : old + 1) (PG Atomic Functions), so the 256th ticket (255) stores 0 and the counter is back at 0 with no explicit reset. Partial, __threadfence(), ticket, __threadfence(), shared broadcast (the Guide\'s threadFenceReduction shape).', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        const unsigned int ticket = atomicInc(counter, gridDim.x - 1);
        am_last = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();''' + LB_TAIL)

case('l03_atomic_ref_acq_rel', 'last-block', 'pass',
     'No __threadfence(): thread 0 takes the ticket with cuda::atomic_ref<unsigned, thread_scope_device>::fetch_add(1, memory_order_acq_rel) after storing its partial (release covers it; acquire makes the last block see every earlier block\'s partial: PTX release/acquire patterns, RMWs of one location form a release sequence), then __syncthreads() passes that on to the block (PTX: bar.sync orders). The last block resets with store(0, relaxed) after all 256 tickets.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        cuda::atomic_ref<unsigned int, cuda::thread_scope_device> ticket_ref(*counter);
        const unsigned int ticket = ticket_ref.fetch_add(1u, cuda::memory_order_acq_rel);
        am_last = ticket == gridDim.x - 1;
        if (am_last) ticket_ref.store(0u, cuda::memory_order_relaxed);
    }
    __syncthreads();''' + LB_TAIL)

case('l04_output_init_by_block0_atomics', 'last-block', 'fail 1',
     'No last-block guard at all: block 0 thread 0 stores output[0] = 0 and every block\'s thread 0 atomicAdds its partial into output[0]. Block 0\'s plain store is unordered with other blocks\' atomics (PTX Memory Consistency Model: data race); blocks run in any order, so adds before the zeroing are lost or land on NaN.', r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    if (blockIdx.x == 0 && tid == 0) output[0] = 0.0f;
    const unsigned int gi = blockIdx.x * blockDim.x + tid;
    sdata[tid] = gi < (unsigned)size ? input[gi] : 0.0f;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        atomicAdd(output, sdata[0]);
    }''')

case('l05_oversync_volatile_exch', 'last-block', 'pass',
     'Guide pattern with everything doubled: __threadfence() after every store and before every barrier, __syncthreads() around the ticket, partials read through volatile, the reset with atomicExch. Extra fences and barriers (all uniform) do not change a correct kernel.', LB_HEAD + r'''
    __threadfence();
    __syncthreads();
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        __threadfence();
        am_last = (ticket + 1 == gridDim.x);
    }
    __threadfence();
    __syncthreads();
    if (am_last) {
        volatile float *vp = partials;
        float v = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) v += vp[b];
        sdata[tid] = v;
        __threadfence();
        __syncthreads();
        for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s) sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sdata[0];
            __threadfence();
            atomicExch(counter, 0u);
        }
        __syncthreads();
    }''')

case('l06_size_macro_bound', 'last-block', 'fail 1',
     'Bound check `gi < SIZE` (1024, the cluster puzzles\' size) instead of the size argument (65536): only blocks 0-3 load their inputs, the other 252 partials are 0: 130816 instead of 8355840: wrong value.', r'''
    __shared__ float sdata[TPB];
    __shared__ bool am_last;
    const unsigned int tid = threadIdx.x;
    const unsigned int gi = blockIdx.x * blockDim.x + tid;
    sdata[tid] = gi < SIZE ? input[gi] : 0.0f;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();''' + LB_TAIL + r'''
    if (am_last && tid == 0) *counter = 0;''')

case('l07_grid_group_ranks', 'last-block', 'pass',
     'cg::this_grid() for indices only (grid.block_rank(), grid.num_blocks(), grid.thread_rank(): valid in any launch, only grid.sync() needs a cooperative launch, PG Cooperative Groups); Guide fences and ticket; reset by the last block.', r'''
    __shared__ float sdata[TPB];
    __shared__ bool am_last;
    auto grid = cg::this_grid();
    auto block = cg::this_thread_block();
    const unsigned int tid = block.thread_rank();
    const unsigned long long gi = grid.thread_rank();
    sdata[tid] = gi < (unsigned long long)size ? input[gi] : 0.0f;
    block.sync();
    for (unsigned int s = block.size() / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        block.sync();
    }
    if (tid == 0) {
        partials[grid.block_rank()] = sdata[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == grid.num_blocks() - 1;
        __threadfence();
    }
    block.sync();
    if (am_last) {
        float v = 0.0f;
        for (unsigned int b = tid; b < grid.num_blocks(); b += block.size()) v += partials[b];
        sdata[tid] = v;
        block.sync();
        for (unsigned int s = block.size() / 2; s > 0; s >>= 1) {
            if (tid < s) sdata[tid] += sdata[tid + s];
            block.sync();
        }
        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }''')

case('l08_partials_index_times_blockdim', 'last-block', 'fail 5',
     'partials[blockIdx.x * blockDim.x] (the block\'s first input index, not its block index): partials has 256 floats (SPEC), so every block but 0 stores past it: out of bounds (undefined; SPEC exit 5).', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x * blockDim.x] = sdata[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();''' + LB_TAIL + r'''
    if (am_last && tid == 0) *counter = 0;''')

case('l09_reset_by_block0', 'last-block', 'fail 1',
     'The counter is reset by block 0 (`if (blockIdx.x == 0 && threadIdx.x == 0) *counter = 0;` at the end) instead of the last block: block 0 need not finish last, so its plain store races with later blocks\' atomicAdd tickets (PTX Memory Consistency Model), and a ticket count restarted mid-launch leaves no block last or the counter non-zero.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();''' + LB_TAIL + r'''
    if (blockIdx.x == 0 && tid == 0) *counter = 0;''')

case('l10_atomicinc_wrap_no_fences', 'last-block', 'fail 1',
     'l02 without either __threadfence(): the relaxed atomicInc orders nothing else (PG Memory Fence Functions: the fence between the partial and the ticket is what makes the partial visible to the last block), so the last block\'s reads of partials race with their stores.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        const unsigned int ticket = atomicInc(counter, gridDim.x - 1);
        am_last = (ticket == gridDim.x - 1);
    }
    __syncthreads();''' + LB_TAIL)

case('l11_atomic_output_zeroed_by_last_block', 'last-block', 'fail 1',
     'No partials: every thread atomicAdd(output, input[gi]) and the last block (by ticket) stores output[0] = 0 "for the next launch", as it resets the counter. The host fills output with NaN before each launch (SPEC Checking), so the adds land on NaN, and the final plain 0.0 is what the check reads: wrong value (never the sum).', r'''
    __shared__ bool am_last;
    const unsigned int gi = blockIdx.x * blockDim.x + threadIdx.x;
    if (gi < (unsigned)size) atomicAdd(output, input[gi]);
    __syncthreads();
    if (threadIdx.x == 0) {
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (am_last && threadIdx.x == 0) {
        *counter = 0;
        output[0] = 0.0f;
    }''')

case('l12_shfl_partials_warp0', 'last-block', 'pass',
     'Warp-shuffle block reduction (8 warp sums in shared), Guide fences and ticket in thread 0 with a __shared__ broadcast; the last block\'s warp 0 folds 256 partials (8 per lane) and reduces them with __shfl_down_sync (full warp, uniform branch); lane 0 stores and resets.', r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    __shared__ bool am_last;
    const unsigned int tid = threadIdx.x, lane = tid % warpSize, warp = tid / warpSize;
    const unsigned int gi = blockIdx.x * blockDim.x + tid;
    float v = gi < (unsigned)size ? input[gi] : 0.0f;
    for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
    if (lane == 0) wsum[warp] = v;
    __syncthreads();
    if (tid == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) b += wsum[w];
        partials[blockIdx.x] = b;
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (am_last && warp == 0) {
        float p = 0.0f;
        for (unsigned int b = lane; b < gridDim.x; b += warpSize) p += partials[b];
        for (int off = 16; off > 0; off >>= 1) p += __shfl_down_sync(0xffffffffu, p, off);
        if (lane == 0) {
            output[0] = p;
            *counter = 0;
        }
    }''')
