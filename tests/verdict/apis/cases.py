# Cases for gen.py (docs/verdict-apis.md). Body = the kernel's body. Each truth was written
# before p34 ran the kernel, from: CG = CUDA 13.0's own cooperative_groups.h and
# cooperative_groups/details/{sync,reduce,scan}.h (the headers nvcc compiles; the
# Programming Guide's "Cooperative Groups" section defers to them for tiles of more than a warp),
# PG = CUDA C++ Programming Guide, PTX = PTX ISA. "build-fail" = nvcc itself refuses the file
# (so `make p34` stops on every machine with nvcc), which the simulator must match with a
# build error naming the API.

# ------------------------------------------------------------ tiles of more than a warp
# CG: thread_block_tile<Size> for Size = 64..1024 (power of two) is a "multi-warp" tile:
# thread_rank, num_threads, meta_group_rank/size, sync, shfl (<= 8 bytes), any, all, and
# cg::reduce / inclusive_scan / exclusive_scan (multi_tile_group_id dispatch). On sm_80+ no
# block_tile_memory is needed (reserved shared memory). sync() = details::sync_warps: a
# __syncwarp, then each warp's lane 0 does atom.or.acq_rel.cta on the tile's barrier word and
# waits: a barrier of the tile's warps that orders memory among them, and only among them.
# Making the tile (tiled_partition<64>(block)) runs sync_warps_reset + parent.sync().

case('c01_tile64_reduce', 'coordination', 'pass',
     'CG: each 64-thread tile reduces its scaled inputs with cg::reduce(plus); rank 0 of each tile stores it in a shared slot; __syncthreads orders the slots before thread 0 sums them; arrive after that barrier, wait at the end.', r'''
    __shared__ float part[TPB / 64];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<64> tile = cg::tiled_partition<64>(block);
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    const float s = cg::reduce(tile, v, cg::plus<float>());
    if (tile.thread_rank() == 0)
        part[tile.meta_group_rank()] = s;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0)
        output[rank] = part[0] + part[1] + part[2] + part[3];
    cluster_wait();''')

case('c02_tile256_reduce_whole_block', 'coordination', 'pass',
     'CG: a 256-thread tile of a 256-thread block is the whole block; cg::reduce gives every thread the block sum; one thread (tile rank 0) writes output[rank]; cluster.sync() at the end.', r'''
    auto tile = cg::tiled_partition<256>(cg::this_thread_block());
    const unsigned int rank = block_rank_in_cluster();
    const float s = cg::reduce(tile, input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f), cg::plus<float>());
    if (tile.thread_rank() == 0)
        output[rank] = s;
    cluster_sync();''')

case('c03_tile128_shfl_broadcast', 'coordination', 'pass',
     'CG: each 128-tile stores its values in shared memory; tile.sync() (a barrier of the tile\'s warps, acq_rel) orders them before tile rank 0 sums its own 128; tile.shfl(sum, 0) hands the sum to the tile; rank 0 of each tile stores it; __syncthreads; thread 0 adds the two.', r'''
    __shared__ float sdata[TPB];
    __shared__ float part[2];
    auto tile = cg::tiled_partition<128>(cg::this_thread_block());
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    tile.sync();
    float mine = 0.0f;
    if (tile.thread_rank() == 0) {
        const int base = tile.meta_group_rank() * 128;
        for (int i = 0; i < 128; i++)
            mine += sdata[base + i];
    }
    const float sum = tile.shfl(mine, 0);
    if (tile.thread_rank() == 5)
        part[tile.meta_group_rank()] = sum;
    __syncthreads();
    if (threadIdx.x == 0)
        output[rank] = part[0] + part[1];
    cluster_sync();''')

case('c04_tile64_sync_not_block', 'coordination', 'fail 1',
     'CG sync_warps: tile.sync() of a 64-tile orders only that tile\'s warps. Thread 0 then reads all 256 shared values, 192 of them stored by the other three tiles with nothing ordering those stores before the read: a data race (PG: __syncthreads is what orders the block).', r'''
    __shared__ float sdata[TPB];
    auto tile = cg::tiled_partition<64>(cg::this_thread_block());
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    tile.sync();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();''')

case('c05_tile64_reduce_half_tile', 'coordination', 'fail 4',
     'CG: cg::reduce over a 64-tile is a collective of both its warps (sync_warps_last_releases waits for every warp of the tile). Only the first warp of each tile calls it: it waits for a warp that never arrives, a hang (exit 4).', r'''
    __shared__ float part[TPB / 64];
    auto tile = cg::tiled_partition<64>(cg::this_thread_block());
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    if (tile.thread_rank() < 32) {
        const float s = cg::reduce(tile, v, cg::plus<float>());
        if (tile.thread_rank() == 0)
            part[tile.meta_group_rank()] = s;
    }
    __syncthreads();
    if (threadIdx.x == 0)
        output[rank] = part[0] + part[1] + part[2] + part[3];
    cluster_sync();''')

case('c06_tile256_inclusive_scan', 'coordination', 'pass',
     'CG scan.h: cg::inclusive_scan over a 256-tile (the block): the last rank holds the sum of all 256 (any order is within the float tolerance); it alone writes output[rank].', r'''
    auto tile = cg::tiled_partition<256>(cg::this_thread_block());
    const unsigned int rank = block_rank_in_cluster();
    const float s = cg::inclusive_scan(tile, input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f));
    if (tile.thread_rank() == 255)
        output[rank] = s;
    cluster_sync();''', pre='#include <cooperative_groups/scan.h>')

case('c07_tile128_exclusive_scan', 'coordination', 'pass',
     'CG scan.h: exclusive_scan over each 128-tile; the last rank\'s exclusive prefix plus its own value is its tile\'s total; stored in a shared slot, __syncthreads, thread 0 adds the two tiles.', r'''
    __shared__ float part[2];
    auto tile = cg::tiled_partition<128>(cg::this_thread_block());
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    const float ex = cg::exclusive_scan(tile, v, cg::plus<float>());
    if (tile.thread_rank() == 127)
        part[tile.meta_group_rank()] = ex + v;
    __syncthreads();
    if (threadIdx.x == 0)
        output[rank] = part[0] + part[1];
    cluster_sync();''', pre='#include <cooperative_groups/scan.h>')

case('c08_tile64_of_tile256', 'coordination', 'pass',
     'CG: tiled_partition<64>(tile256) (a multi-warp tile of a multi-warp tile: meta_group_rank is the rank in the 256-tile); reduce per 64-tile, slots, __syncthreads, thread 0 sums.', r'''
    __shared__ float part[4];
    auto t256 = cg::tiled_partition<256>(cg::this_thread_block());
    auto t64 = cg::tiled_partition<64>(t256);
    const unsigned int rank = block_rank_in_cluster();
    const float s = cg::reduce(t64, input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f), cg::plus<float>());
    if (t64.thread_rank() == 0)
        part[t64.meta_group_rank()] = s;
    __syncthreads();
    if (threadIdx.x == 0)
        output[rank] = part[0] + part[1] + part[2] + part[3];
    cluster_sync();''')

case('c09_block_tile_memory', 'coordination', 'pass',
     'CG memory.h: cg::block_tile_memory<256> with this_thread_block(scratch) is the pre-sm_80 way to get multi-warp tiles; on sm_90 it is accepted and unused. reduce over 128-tiles, slots, __syncthreads.', r'''
    __shared__ cg::block_tile_memory<256> scratch;
    __shared__ float part[2];
    cg::thread_block block = cg::this_thread_block(scratch);
    auto tile = cg::tiled_partition<128>(block);
    const unsigned int rank = block_rank_in_cluster();
    const float s = cg::reduce(tile, input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f), cg::plus<float>());
    if (tile.thread_rank() == 0)
        part[tile.meta_group_rank()] = s;
    block.sync();
    if (block.thread_rank() == 0)
        output[rank] = part[0] + part[1];
    cluster_sync();''')

case('r01_tile256_reduce_cluster', 'reduction', 'pass',
     'CG: block sum by cg::reduce over the 256-tile (exact: integer inputs); thread 0 stores temp_storage[rank]; cluster_sync orders it before rank 0 thread 0 sums the 4 partials into output[0] (one writer).', r'''
    auto tile = cg::tiled_partition<256>(cg::this_thread_block());
    const unsigned int rank = block_rank_in_cluster();
    const float s = cg::reduce(tile, input[blockIdx.x * blockDim.x + threadIdx.x], cg::plus<float>());
    if (threadIdx.x == 0)
        temp_storage[rank] = s;
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r02_tile64_any_all', 'reduction', 'fail 1',
     'CG: tile.any/tile.all are collectives of the 64-tile. First truth "pass" assumed every input >= 1; the standard input is input[i] = i (SPEC), so tile 0 of block 0 has a 0, all() is 0 there and its 64 values count -1 each: wrong value (corrected after the run showed 521696; the simulator was right). r02b is the kernel meant.', r'''
    __shared__ float part[4];
    auto tile = cg::tiled_partition<64>(cg::this_thread_block());
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + threadIdx.x];
    const int ok = tile.all(v >= 1.0f) && tile.any(v > 0.0f);
    const float s = cg::reduce(tile, ok ? v : -1.0f, cg::plus<float>());
    if (tile.thread_rank() == 0)
        part[tile.meta_group_rank()] = s;
    __syncthreads();
    if (threadIdx.x == 0)
        temp_storage[rank] = part[0] + part[1] + part[2] + part[3];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r02b_tile64_any_all_nonneg', 'reduction', 'pass',
     'As r02 with the predicates true for every input (all >= 0, any >= 0): all() and any() are 1 in every tile, the reduce sums the inputs; slots, __syncthreads, partials, cluster_sync, one writer. (Written after r02\'s run, as the kernel r02 meant.)', r'''
    __shared__ float part[4];
    auto tile = cg::tiled_partition<64>(cg::this_thread_block());
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + threadIdx.x];
    const int ok = tile.all(v >= 0.0f) && tile.any(v >= 0.0f);
    const float s = cg::reduce(tile, ok ? v : -1.0f, cg::plus<float>());
    if (tile.thread_rank() == 0)
        part[tile.meta_group_rank()] = s;
    __syncthreads();
    if (threadIdx.x == 0)
        temp_storage[rank] = part[0] + part[1] + part[2] + part[3];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r03_tile128_reduce_no_cluster_sync', 'reduction', 'fail 1',
     'As r01 with 128-tiles but the cluster barrier is missing: rank 0 reads the peers\' temp_storage partials with nothing ordering their stores before the read (PG Distributed Shared Memory / the cluster barrier): a race or a NaN total.', r'''
    __shared__ float part[2];
    auto tile = cg::tiled_partition<128>(cg::this_thread_block());
    const unsigned int rank = block_rank_in_cluster();
    const float s = cg::reduce(tile, input[blockIdx.x * blockDim.x + threadIdx.x], cg::plus<float>());
    if (tile.thread_rank() == 0)
        part[tile.meta_group_rank()] = s;
    __syncthreads();
    if (threadIdx.x == 0)
        temp_storage[rank] = part[0] + part[1];
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('a01_tile64_ballot', 'advanced', 'build-fail',
     'CG: a multi-warp tile has no ballot() (only sync/shfl/any/all and the reduce/scan functions): nvcc refuses the member call.', r'''
    auto tile = cg::tiled_partition<64>(cg::this_thread_block());
    const unsigned int rank = block_rank_in_cluster();
    const unsigned int b = tile.ballot(1);
    if (threadIdx.x == 0)
        output[rank] = (float)b;
    cluster_sync();''')

case('a02_warp_tile_reduce_then_tile64', 'advanced', 'pass',
     'CG: warp tiles reduce with cg::reduce(plus) (PG: tiles of 32); lane 0 of each warp (tile rank 0) stores its warp sum; a 256-tile any() is a block-wide collective (all threads call it); __syncthreads then thread 0 sums the 8 warp sums; arrive/wait.', r'''
    __shared__ float wsum[TPB / 32];
    auto block = cg::this_thread_block();
    auto warp = cg::tiled_partition<32>(block);
    auto whole = cg::tiled_partition<256>(block);
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    const float s = cg::reduce(warp, v, cg::plus<float>());
    if (warp.thread_rank() == 0)
        wsum[warp.meta_group_rank()] = s;
    const int any_big = whole.any(v > 100.0f);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; w++)
            t += wsum[w];
        output[rank] = any_big ? -1.0f : t;
    }
    cluster_wait();''')

case('l01_tile256_lastblock', 'last-block', 'pass',
     'PG last-block pattern (threadFenceReduction) with the block sums by cg::reduce over the 256-tile: thread 0 stores the partial, __threadfence, ticket; the last block (shared flag after __syncthreads) sums the 256 partials with another cg::reduce (thread i reads partials[i]) and resets the counter.', r'''
    __shared__ bool am_last;
    auto tile = cg::tiled_partition<256>(cg::this_thread_block());
    const float s = cg::reduce(tile, input[blockIdx.x * blockDim.x + threadIdx.x], cg::plus<float>());
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = s;
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        __threadfence();
        const float total = cg::reduce(tile, partials[threadIdx.x], cg::plus<float>());
        if (threadIdx.x == 0) {
            output[0] = total;
            *counter = 0;
        }
    }''')

case('l02_tile256_lastblock_no_fence', 'last-block', 'fail 1',
     'As l01 without the __threadfence() before the ticket: PG Memory Fence Functions (the last block may read partials not yet visible); p34 reports the missing fence.', r'''
    __shared__ bool am_last;
    auto tile = cg::tiled_partition<256>(cg::this_thread_block());
    const float s = cg::reduce(tile, input[blockIdx.x * blockDim.x + threadIdx.x], cg::plus<float>());
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = s;
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        const float total = cg::reduce(tile, partials[threadIdx.x], cg::plus<float>());
        if (threadIdx.x == 0) {
            output[0] = total;
            *counter = 0;
        }
    }''')

# ------------------------------------------------------------ other device APIs
case('a03_std_min_device', 'advanced', 'build-fail',
     'nvcc (no --expt-relaxed-constexpr in the p34 build): std::min is a constexpr __host__ function; "calling a constexpr __host__ function from a __global__ function is not allowed". The GPU build stops, so the simulator build must stop too.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = std::min(input[blockIdx.x * blockDim.x + threadIdx.x], 2.0f) * (rank + 1.0f);
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB; i++)
            t += sdata[i];
        output[rank] = t;
    }
    cluster_sync();''', pre='#include <algorithm>')

case('a04_numeric_limits_host', 'advanced', 'build-fail',
     'nvcc: std::numeric_limits<float>::lowest() (from <limits>) is a constexpr __host__ function: refused in device code without --expt-relaxed-constexpr.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    if (v < std::numeric_limits<float>::lowest())
        v = 0.0f;
    sdata[threadIdx.x] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB; i++)
            t += sdata[i];
        output[rank] = t;
    }
    cluster_sync();''', pre='#include <limits>')

case('a05_cuda_std_limits_minmax', 'advanced', 'pass',
     'libcu++ (CCCL docs, <cuda/std/limits>): cuda::std::numeric_limits<float>::lowest()/max() are __host__ __device__ constexpr, so device code may call them; fminf/fmaxf are CUDA math functions. One elected lane per warp sums its warp, thread 0 sums the warps (the solution\'s shape).', r'''
    __shared__ float sdata[TPB];
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    v = fmaxf(v, cuda::std::numeric_limits<float>::lowest());
    sdata[threadIdx.x] = fminf(v, cuda::std::numeric_limits<float>::max());
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sdata[threadIdx.x / WARP_SIZE * WARP_SIZE + i];
        wsum[threadIdx.x / WARP_SIZE] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();''', pre='#include <cuda/std/limits>')

case('a06_builtin_assume', 'advanced', 'pass',
     'PG "__builtin_assume()" (Compiler Optimization Hint Functions: a hint; the argument is true here, blockDim.x is 256): accepted by nvcc, changes nothing. Warp shuffle sums, lane 0 stores, thread 0 sums the warps.', r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    __builtin_assume(blockDim.x == TPB);
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (threadIdx.x % WARP_SIZE == 0)
        wsum[threadIdx.x / WARP_SIZE] = v;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('r04_reduce_add_sync_match', 'reduction', 'pass',
     'PG Warp Reduce Functions: __reduce_add_sync(full mask, int) gives every lane the warp\'s integer sum (inputs are small integers: exact); __match_any_sync / __activemask / __popc used as checks; lane 0 stores the warp sum, __syncthreads, thread 0 sums, partials, cluster_sync, one writer.', r'''
    __shared__ int wsum[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int v = (int)input[blockIdx.x * blockDim.x + threadIdx.x];
    const int s = __reduce_add_sync(0xffffffffu, v);
    const unsigned int same = __match_any_sync(0xffffffffu, s);
    const unsigned int act = __activemask();
    if (threadIdx.x % WARP_SIZE == 0 && __popc(same) == 32 && act == 0xffffffffu)
        wsum[threadIdx.x / WARP_SIZE] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
        int t = 0;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += wsum[w];
        temp_storage[rank] = (float)t;
    }
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r05_atomic_max_float', 'reduction', 'build-fail',
     'PG Atomic Functions: atomicMax has integer overloads only (int, unsigned int, long long, unsigned long long); nvcc 13.0 says "no instance of overloaded function atomicMax matches the argument list" for a float.', r'''
    __shared__ float m;
    if (threadIdx.x == 0)
        m = 0.0f;
    __syncthreads();
    atomicMax(&m, input[blockIdx.x * blockDim.x + threadIdx.x]);
    __syncthreads();
    cluster_sync();
    if (block_rank_in_cluster() == 0 && threadIdx.x == 0)
        output[0] = m;''')

# ------------------------------------------------------------ CUB warp scan, block load (added later; truths before the runs)
case('a07_cub_warp_scan', 'advanced', 'pass',
     'CUB docs (cub::WarpScan::InclusiveSum): every lane gets the inclusive prefix sum of its logical warp; lane 31 holds the warp total and stores it; __syncthreads; thread 0 sums the 8 warp totals; arrive/wait. WarpScan\'s TempStorage (one per warp) is not reused.', r'''
    typedef cub::WarpScan<float> WarpScanT;
    __shared__ typename WarpScanT::TempStorage scan_storage[TPB / WARP_SIZE];
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int warp = threadIdx.x / WARP_SIZE;
    float inc;
    WarpScanT(scan_storage[warp]).InclusiveSum(input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f), inc);
    if (threadIdx.x % WARP_SIZE == WARP_SIZE - 1)
        wsum[warp] = inc;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();''', pre='#include <cub/cub.cuh>')

case('a08_cub_warp_exclusive_sum_aggregate', 'advanced', 'pass',
     'CUB docs: WarpScan::ExclusiveSum(input, output, warp_aggregate) gives lane 0 the output 0 and every lane the warp total as warp_aggregate; lane 0 stores the aggregate.', r'''
    typedef cub::WarpScan<float> WarpScanT;
    __shared__ typename WarpScanT::TempStorage scan_storage[TPB / WARP_SIZE];
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int warp = threadIdx.x / WARP_SIZE;
    float ex, total;
    WarpScanT(scan_storage[warp]).ExclusiveSum(input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f), ex, total);
    if (threadIdx.x % WARP_SIZE == 0)
        wsum[warp] = total + ex;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();''', pre='#include <cub/cub.cuh>')

case('a09_cub_warp_exclusive_scan_lane0', 'advanced', 'fail 1',
     'CUB docs (WarpScan::ExclusiveScan without an initial value): "the exclusive_output computed for lane 0 is undefined". Lane 0 stores its exclusive output plus the aggregate: an undefined value reaches the result (a wrong value; p34 makes it a NaN).', r'''
    typedef cub::WarpScan<float> WarpScanT;
    __shared__ typename WarpScanT::TempStorage scan_storage[TPB / WARP_SIZE];
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int warp = threadIdx.x / WARP_SIZE;
    float ex, total;
    WarpScanT(scan_storage[warp]).ExclusiveScan(input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f), ex, cg::plus<float>(), total);
    if (threadIdx.x % WARP_SIZE == 0)
        wsum[warp] = total + ex;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();''', pre='#include <cub/cub.cuh>')

case('r06_cub_block_load', 'reduction', 'pass (not modelled: a build refusal naming cub::BlockLoad is the accepted p34 outcome)',
     'CUB docs: BlockLoad<float, 256, 1, BLOCK_LOAD_DIRECT>::Load(ptr, items) gives thread i ptr[i]; BlockReduce sums (thread 0 defined), temp_storage, cluster_sync, one writer.', r'''
    typedef cub::BlockLoad<float, TPB, 1, cub::BLOCK_LOAD_DIRECT> LoadT;
    typedef cub::BlockReduce<float, TPB> ReduceT;
    __shared__ typename LoadT::TempStorage load_storage;
    __shared__ typename ReduceT::TempStorage reduce_storage;
    const unsigned int rank = block_rank_in_cluster();
    float items[1];
    LoadT(load_storage).Load(input + blockIdx.x * TPB, items);
    const float s = ReduceT(reduce_storage).Sum(items[0]);
    if (threadIdx.x == 0)
        temp_storage[rank] = s;
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre='#include <cub/cub.cuh>')

case('c10_cluster_token', 'coordination', 'pass',
     'CG cluster_group (CUDA 13 header): barrier_arrive() returns an arrival_token, barrier_wait(token&&) completes it; arrive releases, wait acquires (PTX barrier.cluster). Thread 0 sums its own block\'s shared data between them (ordered by __syncthreads); dim_blocks().x is 4.', r'''
    __shared__ float sdata[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    auto token = cluster.barrier_arrive();
    if (threadIdx.x == 0 && cluster.dim_blocks().x == CLUSTER_SIZE && cluster.num_threads() == CLUSTER_SIZE * TPB) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += sdata[i];
        output[rank] = s;
    }
    cluster.barrier_wait(std::move(token));''')
