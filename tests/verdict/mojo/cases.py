# Cases for gen.py (docs/verdict-mojo.md): kernels written by a programmer coming from Mojo,
# Numba or Triton, writing CUDA for the first time and translating idioms literally
# (Mojo block.sum / warp.sum / warp.broadcast / barrier() / elect_one_sync / block_idx.x /
# LayoutTensor; Numba cuda.grid(1) / cuda.syncthreads(); Triton block-wide programs).
# Reasons cite the CUDA C++ Programming Guide (PG), the PTX ISA (PTX) and SPEC; every verdict
# was decided before p34 ran the kernel ("build-fail" ones: from nvcc 12 -arch=sm_90 here).

CRED = r'''
    __shared__ float ws[TPB / WARP_SIZE];
'''

# ---------------------------------------------------------------- coordination
case('m01_cg_reduce_whole_block', 'coordination', 'build-fail',
     'Mojo `block.sum(x)` ported as `cg::reduce(cg::this_thread_block(), x, cg::plus<float>())`: cg::reduce takes a thread_block_tile or coalesced_group only (PG Cooperative Groups, reduce: "group: Valid group types are coalesced_group and thread_block_tile"); nvcc here: static assertion "This group does not exclusively represent a tile".', r'''
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    float s = cg::reduce(cg::this_thread_block(), v, cg::plus<float>());
    if (threadIdx.x == 0)
        output[rank] = s;
    cluster_sync();''', pre='#include <cooperative_groups/reduce.h>')

case('m02_cg_reduce_tile_float', 'coordination', 'pass',
     'Mojo `warp.sum` as cg::reduce over tiled_partition<32> with cg::plus<float>() (PG Cooperative Groups, reduce): every lane gets its warp sum; tile rank 0 stores ws[meta_group_rank()]; block.sync(); thread 0 adds 8; cluster.sync().', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    cg::thread_block block = cg::this_thread_block();
    auto warp = cg::tiled_partition<WARP_SIZE>(block);
    const unsigned int rank = cg::this_cluster().block_rank();
    const float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    const float s = cg::reduce(warp, v, cg::plus<float>());
    if (warp.thread_rank() == 0) ws[warp.meta_group_rank()] = s;
    block.sync();
    if (block.thread_rank() == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cg::this_cluster().sync();''', pre='#include <cooperative_groups/reduce.h>')

case('m03_reduce_add_sync_float', 'coordination', 'build-fail',
     'Mojo `warp.sum(x)` on a float ported as `__reduce_add_sync(0xffffffff, v)`: PG Warp Reduce Functions define __reduce_add_sync for unsigned and int only; nvcc here: "more than one instance of overloaded function __reduce_add_sync matches the argument list".', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    const float s = __reduce_add_sync(0xffffffffu, v);
    if (threadIdx.x % WARP_SIZE == 0) ws[threadIdx.x / WARP_SIZE] = s;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('m04_reduce_add_sync_int_cast_fractional', 'coordination', 'fail 1',
     'As m03 with the cast nvcc asks for, `__reduce_add_sync(FULL, (int)v)`: float->int conversion truncates toward zero (C++ [conv.fpint]); inputs are (i%10)*0.1*(b+1), most below 1 or fractional, so block sums lose their fractions (block 0 becomes 0.0, expected 114.0). Wrong value.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    const float s = (float)__reduce_add_sync(0xffffffffu, (int)v);
    if (threadIdx.x % WARP_SIZE == 0) ws[threadIdx.x / WARP_SIZE] = s;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('m05_blockidx_as_rank', 'coordination', 'pass',
     'Literal port of the seed: `block_idx.x` where the cluster rank is meant. Grid 4, cluster (4,1,1): one cluster, and for a 1-D cluster block_rank = blockIdx.x % clusterDim.x (PG Thread Block Clusters; cluster_group::block_rank) = blockIdx.x. SPEC "Known errors in the seeds" says the same. Solution otherwise.', r'''
    __shared__ float sd[TPB];
    sd[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(blockIdx.x + 1);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sd[i];
        output[blockIdx.x] = s;
    }
    cluster_wait();''')

case('m06_numba_grid1_helper', 'coordination', 'pass',
     'Numba `cuda.grid(1)` as a __device__ helper returning blockIdx.x*blockDim.x+threadIdx.x, `if (i < size)` around the load only, `cuda.syncthreads()` as __syncthreads() outside it (uniform: PG Synchronization Functions). Thread 0 sums; cluster_sync() at the end.', r'''
    __shared__ float sd[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int i = grid1();
    sd[threadIdx.x] = 0.0f;
    if (i < size) sd[threadIdx.x] = input[i] * (rank + 1);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int k = 0; k < TPB; ++k) s += sd[k];
        output[rank] = s;
    }
    cluster_sync();''', pre=r'''
__device__ __forceinline__ int grid1() { return blockIdx.x * blockDim.x + threadIdx.x; }''')

case('m07_numba_syncthreads_inside_bounds_if', 'coordination', 'pass',
     'Numba habit: `if (i < size) { load; __syncthreads(); }`. PG __syncthreads: allowed in conditional code only if the condition evaluates identically across the block; size = 1024 = grid*block, so every thread takes the branch: uniform, defined. Then thread 0 sums; cluster_sync().', r'''
    __shared__ float sd[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < size) {
        sd[threadIdx.x] = input[i] * (rank + 1);
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int k = 0; k < TPB; ++k) s += sd[k];
        output[rank] = s;
    }
    cluster_sync();''')

case('m08_whole_input_loop_per_block', 'coordination', 'fail 1',
     'Triton/Numba "loop over size" habit: `for (k = threadIdx.x; k < size; k += blockDim.x)` in every block: each block sums all 1024 inputs (x rank+1) instead of its 256: wrong partition, wrong values (block 0: 459.0+..., not 114.0).', r'''
    __shared__ float sd[TPB];
    const unsigned int rank = block_rank_in_cluster();
    float acc = 0.0f;
    for (int k = threadIdx.x; k < size; k += blockDim.x) acc += input[k] * (rank + 1);
    sd[threadIdx.x] = acc;
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int k = 0; k < TPB; ++k) s += sd[k];
        output[rank] = s;
    }
    cluster_sync();''')

case('m09_shfl_down_then_broadcast_lane0', 'coordination', 'pass',
     'Mojo warp.sum then warp.broadcast: __shfl_down_sync(FULL, v, o) for o = 16..1 leaves the sum in lane 0, `__shfl_sync(FULL, v, 0)` gives it to every lane (PG Warp Shuffle Functions; all 32 lanes call with the full mask); lane 31 stores it (any one lane); __syncthreads; thread 0 adds 8; arrive/wait.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    for (int o = WARP_SIZE / 2; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    v = __shfl_sync(0xffffffffu, v, 0);
    if (threadIdx.x % WARP_SIZE == WARP_SIZE - 1) ws[threadIdx.x / WARP_SIZE] = v;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('m10_shfl_down_no_broadcast_last_lane', 'coordination', 'fail 1',
     'As m09 without the broadcast: after __shfl_down_sync only lane 0 holds the warp sum (PG Warp Shuffle Functions: shfl_down leaves the upper lanes unchanged/partial); lane 31 stores its own v: a shfl_down whose source lane is out of range returns the caller\'s own value (PG Warp Shuffle Functions), so lane 31 ends with 32 x its own term, not the warp sum. Wrong block sums.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    for (int o = WARP_SIZE / 2; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (threadIdx.x % WARP_SIZE == WARP_SIZE - 1) ws[threadIdx.x / WARP_SIZE] = v;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('m11_shared_atomic_block_sum', 'coordination', 'pass',
     'Mojo block.sum as a __shared__ accumulator: thread 0 zeroes it, __syncthreads, every thread atomicAdd(&acc, v) (PG atomicAdd on shared float), __syncthreads, thread 0 stores. Any order passes the SPEC bound. cluster_sync().', r'''
    __shared__ float acc;
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0) acc = 0.0f;
    __syncthreads();
    atomicAdd(&acc, input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f));
    __syncthreads();
    if (threadIdx.x == 0) output[rank] = acc;
    cluster_sync();''')

case('m12_shared_atomic_no_barrier_after_init', 'coordination', 'fail 1',
     'As m11 without the __syncthreads after `acc = 0` (Mojo/Triton programs never see the init as a separate phase): thread 0\'s plain store races with the other warps\' atomicAdds (PTX Memory Consistency Model: a plain write and an atomic to one location, not ordered = data race); the store can erase added terms.', r'''
    __shared__ float acc;
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0) acc = 0.0f;
    atomicAdd(&acc, input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f));
    __syncthreads();
    if (threadIdx.x == 0) output[rank] = acc;
    cluster_sync();''')

case('m13_shared_atomic_never_initialised', 'coordination', 'fail 1',
     'As m11 with no init at all (Mojo\'s stack_allocation/Triton zeros habit): a __shared__ variable has no initializer and its contents at block start are undefined (PG __shared__: "cannot have an initialization as part of its declaration"; the value is unspecified), so the sum starts from garbage.', r'''
    __shared__ float acc;
    const unsigned int rank = block_rank_in_cluster();
    atomicAdd(&acc, input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f));
    __syncthreads();
    if (threadIdx.x == 0) output[rank] = acc;
    cluster_sync();''')

case('m14_triton_one_thread_per_block_program', 'coordination', 'pass',
     'Triton "one program per block": thread 0 alone loads the block\'s 256 inputs and sums them (the others idle), stores output[rank]; cluster_sync() by all. Each output stored once; correct.', r'''
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int k = 0; k < TPB; ++k) s += input[blockIdx.x * TPB + k] * (rank + 1);
        output[rank] = s;
    }
    cluster_sync();''')

# ---------------------------------------------------------------- reduction
RED_TREE = r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sm[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x];
    __syncthreads();
    for (int st = TPB / 2; st > 0; st >>= 1) {
        if (threadIdx.x < st) sm[threadIdx.x] += sm[threadIdx.x + st];
        __syncthreads();
    }
'''

case('r01_elect_one_sync_literal_port', 'reduction', 'fail 1',
     'Literal port of the Mojo solution: `if (rank == 0 && elect_one_sync()) output[0] = total;`. elect.sync elects one lane per warp (PTX elect.sync: "elects one predicated active leader thread from among a set of threads specified by membermask"; the helper passes the full warp), so 8 threads of block 0 store output[0] unordered: a data race (PTX Data races) and SPEC "Each output element is stored by exactly one thread" (SPEC Known errors in the seeds).', RED_TREE + r'''
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && elect_one_sync()) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;
    }''')

case('r02_blockidx_as_rank', 'reduction', 'pass',
     'temp_storage[blockIdx.x] and `blockIdx.x == 0 && threadIdx.x == 0` as the single writer: one cluster, so blockIdx.x equals the cluster rank (PG; SPEC Known errors). cluster_sync() orders the temp_storage stores (PG cluster.sync: release/acquire across the cluster).', RED_TREE + r'''
    if (threadIdx.x == 0) temp_storage[blockIdx.x] = sm[0];
    cluster_sync();
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;
    }''')

case('r03_reduce_add_sync_int_inputs', 'reduction', 'pass',
     '`__reduce_add_sync(FULL, (unsigned)input[i])`: inputs are the integers 0..1023 (SPEC), exact as unsigned; warp sums <= 32*1023 are exact, every partial sum < 2^24 is exact in float (SPEC), so the integer path gives the exact total. PG Warp Reduce Functions (sm_80+). Lane 0 per warp to shared, thread 0 sums the 8, temp_storage; cluster_sync; thread 0 of rank 0 writes.', r'''
    __shared__ unsigned int ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const unsigned int w = __reduce_add_sync(0xffffffffu, (unsigned int)input[blockIdx.x * blockDim.x + threadIdx.x]);
    if (threadIdx.x % WARP_SIZE == 0) ws[threadIdx.x / WARP_SIZE] = w;
    __syncthreads();
    if (threadIdx.x == 0) {
        unsigned int t = 0;
        for (int k = 0; k < TPB / WARP_SIZE; ++k) t += ws[k];
        temp_storage[rank] = (float)t;
    }
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r04_whole_input_per_block', 'reduction', 'fail 1',
     'Every block loops `for (k = tid; k < size; k += blockDim.x)` over the whole input: temp_storage[r] = 523776 for each r, rank 0 adds 4 of them: 2095104, not 523776. Wrong partition.', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    float a = 0.0f;
    for (int k = threadIdx.x; k < size; k += blockDim.x) a += input[k];
    sm[threadIdx.x] = a;
    __syncthreads();
    for (int st = TPB / 2; st > 0; st >>= 1) {
        if (threadIdx.x < st) sm[threadIdx.x] += sm[threadIdx.x + st];
        __syncthreads();
    }
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r05_triton_rank0_does_all', 'reduction', 'pass',
     'Triton "one program": only rank 0 works; its 256 threads each load a strided tile `for (k = tid; k < size; k += blockDim.x)` (every input once), tree reduce, thread 0 writes output[0]. Ranks 1-3 do nothing; temp_storage is scratch (SPEC: only output is checked). All partial sums are integers < 2^24: exact.', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    if (rank == 0) {
        float a = 0.0f;
        for (int k = threadIdx.x; k < size; k += blockDim.x) a += input[k];
        sm[threadIdx.x] = a;
        __syncthreads();
        for (int st = TPB / 2; st > 0; st >>= 1) {
            if (threadIdx.x < st) sm[threadIdx.x] += sm[threadIdx.x + st];
            __syncthreads();
        }
        if (threadIdx.x == 0) output[0] = sm[0];
    }''')

case('r06_cluster_wide_stride_loop', 'reduction', 'pass',
     'Triton-like cluster as one program: `for (k = cluster.thread_rank(); k < size; k += cluster.num_threads())` (PG cluster_group thread_rank/num_threads: 0..1023 over the cluster) - every input once, in a block other than its own; tree reduce; temp_storage[rank]; cluster.sync(); one writer. Exact integers.', r'''
    __shared__ float sm[TPB];
    cg::cluster_group cl = cg::this_cluster();
    const unsigned int rank = cl.block_rank();
    float a = 0.0f;
    for (unsigned int k = cl.thread_rank(); k < (unsigned int)size; k += cl.num_threads()) a += input[k];
    sm[threadIdx.x] = a;
    __syncthreads();
    for (int st = TPB / 2; st > 0; st >>= 1) {
        if (threadIdx.x < st) sm[threadIdx.x] += sm[threadIdx.x + st];
        __syncthreads();
    }
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cl.sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r07_syncthreads_as_cluster_barrier', 'reduction', 'fail 1',
     'Numba habit: `cuda.syncthreads()` is the only barrier known, so __syncthreads() stands where cluster_sync() belongs: it orders one block only (PG __syncthreads), so rank 0 reads temp_storage[1..3] with no order against the other blocks\' stores: data race (PTX Data races); reads NaN/old values.', RED_TREE + r'''
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    __syncthreads();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r08_dsmem_map_shared_rank', 'reduction', 'pass',
     'Block sums stay in shared memory; after cluster.sync() thread 0 of rank 0 reads the 4 block sums with cluster.map_shared_rank(&sm[0], r) (PG Distributed Shared Memory); a second cluster.sync() keeps every block alive until rank 0 has read (PG: ensure all DSMEM accesses finish before a block exits).', RED_TREE + r'''
    cg::cluster_group cl = cg::this_cluster();
    cl.sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += *cl.map_shared_rank(&sm[0], r);
        output[0] = t;
    }
    cl.sync();''')

case('r09_dsmem_no_exit_barrier', 'reduction', 'fail 5',
     'As r08 without the final cluster.sync(): ranks 1-3 may exit while rank 0 still reads their shared memory. PG Distributed Shared Memory: the user must ensure all DSMEM operations complete before a block exits (a read of an exited block\'s shared memory is undefined). Unclear which symptom on the GPU; p34 should flag the access after exit (illegal address class).', RED_TREE + r'''
    cg::cluster_group cl = cg::this_cluster();
    cl.sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += *cl.map_shared_rank(&sm[0], r);
        output[0] = t;
    }''')

case('r10_barrier_arrive_only', 'reduction', 'fail 1',
     'Mojo `cluster_arrive()` read as "the barrier": arrive has release semantics but does not wait (PTX barrier.cluster.arrive: non-blocking); rank 0 then reads temp_storage[1..3] unordered with their stores: data race, NaN/old values.', RED_TREE + r'''
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_arrive();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    cluster_wait();''')

case('r11_elect_warp0_rank0', 'reduction', 'pass',
     'The SPEC-corrected port: `rank == 0 && threadIdx.x / 32 == 0 && elect_one_sync()`: warp 0 is fully converged at the call (uniform condition), elect.sync picks exactly one of its lanes (PTX elect.sync). One writer.', RED_TREE + r'''
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x / WARP_SIZE == 0 && elect_one_sync()) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;
    }''')

# ---------------------------------------------------------------- advanced
ADV_LOAD = r'''
    __shared__ float sd[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    sd[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
'''
ADV_TAIL = r'''
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();'''

case('a01_layout2d_row_major_helper', 'advanced', 'pass',
     'LayoutTensor-style 2-D view: `at(row, col) = row * WARP_SIZE + col` (row-major, Mojo default) over the block\'s shared data as 8 x 32; the elected lane of warp w sums row w. Same as the solution\'s indexing.', ADV_LOAD + r'''
    const int w = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int c = 0; c < WARP_SIZE; ++c) s += sd[at(w, c)];
        ws[w] = s;
    }''' + ADV_TAIL, pre=r'''
__device__ __forceinline__ int at(int row, int col) { return row * WARP_SIZE + col; }''')

case('a02_layout2d_input_col_major', 'advanced', 'fail 1',
     'The input viewed as a 4 x 256 tensor with a column-major helper `at(r, c) = c * CLUSTER_SIZE + r` (a layout mix-up): block b loads inputs i = 4c + b instead of 256b + c. Block sums change (block 0: 121.2 instead of 122.8; block 1: 252.64 instead of 247.04, computed in Python): wrong values (not within the SPEC bound, which is ~1e-3).', r'''
    __shared__ float sd[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    sd[threadIdx.x] = input[at(blockIdx.x, threadIdx.x)] * (float)(rank + 1);
    __syncthreads();
    const int w = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int c = 0; c < WARP_SIZE; ++c) s += sd[w * WARP_SIZE + c];
        ws[w] = s;
    }''' + ADV_TAIL, pre=r'''
__device__ __forceinline__ int at(int r, int c) { return c * CLUSTER_SIZE + r; }''')

case('a03_xor_butterfly_elect_store', 'advanced', 'pass',
     'Mojo warp.sum as an xor butterfly (__shfl_xor_sync FULL, 16..1: every lane ends with the warp sum, PG Warp Shuffle Functions); the elect_one_sync() lane stores ws[warp] (one lane per warp, PTX elect.sync).', ADV_LOAD + r'''
    float v = sd[threadIdx.x];
    for (int o = WARP_SIZE / 2; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if (elect_one_sync()) ws[threadIdx.x / WARP_SIZE] = v;''' + ADV_TAIL)

case('a04_shfl_down_elect_store', 'advanced', 'unclear',
     '__shfl_down_sync leaves the warp sum in lane 0 only; the elect_one_sync() lane stores it. PTX elect.sync elects "a leader" with no promise which lane; today it is the lowest active lane (lane 0) on every GPU, so the result is right in practice, but the PTX ISA does not guarantee lane 0. Not scored.', ADV_LOAD + r'''
    float v = sd[threadIdx.x];
    for (int o = WARP_SIZE / 2; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (elect_one_sync()) ws[threadIdx.x / WARP_SIZE] = v;''' + ADV_TAIL)

case('a05_all_lanes_store_after_shfl_down', 'advanced', 'fail 1',
     'Triton habit "every thread stores the result": after __shfl_down_sync every lane stores its v to ws[warp]; lanes hold different partials (only lane 0 has the sum): 32 unordered plain stores to one location (PTX Data races), the surviving value is arbitrary.', ADV_LOAD + r'''
    float v = sd[threadIdx.x];
    for (int o = WARP_SIZE / 2; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    ws[threadIdx.x / WARP_SIZE] = v;''' + ADV_TAIL)

case('a06_elect_writes_block_total', 'advanced', 'fail 1',
     'Literal Mojo port: the block total written by `if (elect_one_sync())` instead of thread 0: one lane in each of the 8 warps computes the block total and stores output[rank] (8 writers, same value, unordered): data race (PTX Data races), SPEC one writer per output.', ADV_LOAD + r'''
    const int w = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int c = 0; c < WARP_SIZE; ++c) s += sd[w * WARP_SIZE + c];
        ws[w] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (elect_one_sync()) {
        float t = 0.0f;
        for (int k = 0; k < TPB / WARP_SIZE; ++k) t += ws[k];
        output[rank] = t;
    }
    cluster_wait();''')

case('a07_shfl_broadcast_partial_mask', 'advanced', 'fail 1',
     'Mojo warp.broadcast (no mask) ported as `__shfl_sync(1u, s, 0)` called by all 32 lanes: PG Warp Shuffle Functions: the mask names the participating threads, "a bit, representing the thread\'s lane id, must be set for each participating thread"; lanes 1-31 are not in mask 1: undefined behaviour. p34 should refuse (mask class). Written "fail 5" before the run; the earlier hunts score a mask that excludes its caller as exit 1 (warp hunt c15), so the exit code is p34\'s convention, the verdict (refused) is the truth.', ADV_LOAD + r'''
    const int lane = threadIdx.x % WARP_SIZE;
    float s = 0.0f;
    if (lane == 0)
        for (int c = 0; c < WARP_SIZE; ++c) s += sd[threadIdx.x + c];
    s = __shfl_sync(1u, s, 0);
    if (lane == 0) ws[threadIdx.x / WARP_SIZE] = s;''' + ADV_TAIL)

case('a08_lane0_sum_full_broadcast', 'advanced', 'pass',
     'As a07 with the full mask: lane 0 sums its 32 values, `__shfl_sync(FULL, s, 0)` broadcasts (PG Warp Shuffle Functions), lane 0 stores. Correct.', ADV_LOAD + r'''
    const int lane = threadIdx.x % WARP_SIZE;
    float s = 0.0f;
    if (lane == 0)
        for (int c = 0; c < WARP_SIZE; ++c) s += sd[threadIdx.x + c];
    s = __shfl_sync(0xffffffffu, s, 0);
    if (lane == 0) ws[threadIdx.x / WARP_SIZE] = s;''' + ADV_TAIL)

case('a09_cg_reduce_plus_int_on_float', 'advanced', 'build-fail',
     'cg::reduce(tile, v, cg::plus<int>()) with a float v (a typed-operator habit from Triton tl.sum dtype): plus<int>::operator()(const int&, const int&) converts each float operand to int (truncation) and the result back; the terms (i%50)*0.02*(b+1) are mostly < 1: wrong sums. CORRECTED after nvcc, before p34 ran it (written fail 1 first): nvcc here refuses it, static assertions "Operator input and output types differ" / "Operator and argument types differ" in cooperative_groups/details/reduce.h.', ADV_LOAD + r'''
    auto tile = cg::tiled_partition<WARP_SIZE>(cg::this_thread_block());
    const float s = cg::reduce(tile, sd[threadIdx.x], cg::plus<int>());
    if (tile.thread_rank() == 0) ws[tile.meta_group_rank()] = s;''' + ADV_TAIL, pre='#include <cooperative_groups/reduce.h>')

case('a10_blockidx_rank_elect', 'advanced', 'pass',
     'Seed port with block_idx.x for the rank (one cluster: equal, PG/SPEC) and elect_one_sync() per warp for the warp sums, thread 0 for the total: the solution with blockIdx.x.', r'''
    __shared__ float sd[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = blockIdx.x;
    sd[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        const int w = threadIdx.x / WARP_SIZE;
        float s = 0.0f;
        for (int c = 0; c < WARP_SIZE; ++c) s += sd[w * WARP_SIZE + c];
        ws[w] = s;
    }''' + ADV_TAIL)

case('a11_elect_warp_sum_no_barrier', 'advanced', 'fail 1',
     'Mojo\'s barrier() after the warp sums dropped (thinking cluster_arrive is the barrier): thread 0 reads ws[1..7] written by other warps\' elected lanes with no __syncthreads between: data race (PTX Data races; barrier.cluster.arrive does not wait).', ADV_LOAD + r'''
    const int w = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int c = 0; c < WARP_SIZE; ++c) s += sd[w * WARP_SIZE + c];
        ws[w] = s;
    }
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int k = 0; k < TPB / WARP_SIZE; ++k) t += ws[k];
        output[rank] = t;
    }
    cluster_wait();''')

# ---------------------------------------------------------------- last-block
LB_FINAL = r'''
    if (is_last_block(counter)) {
        float s = 0.0f;
        for (unsigned int b = threadIdx.x; b < gridDim.x; b += blockDim.x) s += partials[b];
        sm[threadIdx.x] = s;
        __syncthreads();
        for (int st = TPB / 2; st > 0; st >>= 1) {
            if (threadIdx.x < st) sm[threadIdx.x] += sm[threadIdx.x + st];
            __syncthreads();
        }
        if (threadIdx.x == 0) { output[0] = sm[0]; *counter = 0; }
    }'''
LB_TREE = r'''
    __syncthreads();
    for (int st = TPB / 2; st > 0; st >>= 1) {
        if (threadIdx.x < st) sm[threadIdx.x] += sm[threadIdx.x + st];
        __syncthreads();
    }
    if (threadIdx.x == 0) partials[blockIdx.x] = sm[0];
'''

case('l01_numba_grid_stride', 'last-block', 'pass',
     'Numba grid-stride loop `for (i = cuda.grid(1); i < size; i += cuda.gridsize(1))`: grid 256x256 = 65536 = size, each thread one element, each block its own slice; tree reduce, partials[block], the solution\'s is_last_block, final reduce, counter reset. Exact integers.', r'''
    __shared__ float sm[TPB];
    float a = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < size; i += blockDim.x * gridDim.x) a += input[i];
    sm[threadIdx.x] = a;''' + LB_TREE + LB_FINAL)

case('l02_whole_input_per_block', 'last-block', 'fail 1',
     'Each block loops `for (k = tid; k < size; k += blockDim.x)` over all 65536 inputs: every partial is the whole sum 8355840, the final is 256x that: wrong value.', r'''
    __shared__ float sm[TPB];
    float a = 0.0f;
    for (int k = threadIdx.x; k < size; k += blockDim.x) a += input[k];
    sm[threadIdx.x] = a;''' + LB_TREE + LB_FINAL)

case('l03_reduce_add_sync_int', 'last-block', 'pass',
     'Inputs are i%256, integers: `__reduce_add_sync(FULL, (unsigned)input[i])` per warp is exact (PG Warp Reduce Functions), lane 0 to shared, thread 0 sums 8 into partials[block] (exact, < 2^24); solution\'s is_last_block and final.', r'''
    __shared__ float sm[TPB];
    __shared__ unsigned int ws[TPB / WARP_SIZE];
    const unsigned int w = __reduce_add_sync(0xffffffffu, (unsigned int)input[blockIdx.x * blockDim.x + threadIdx.x]);
    if (threadIdx.x % WARP_SIZE == 0) ws[threadIdx.x / WARP_SIZE] = w;
    __syncthreads();
    if (threadIdx.x == 0) {
        unsigned int t = 0;
        for (int k = 0; k < TPB / WARP_SIZE; ++k) t += ws[k];
        partials[blockIdx.x] = (float)t;
    }''' + LB_FINAL)

case('l04_cg_reduce_tile', 'last-block', 'pass',
     'cg::reduce over tiled_partition<32> (PG reduce) for the warp sums, thread 0 adds 8 into partials[block]; solution\'s is_last_block (which fences and barriers); final reduce; exact integers.', r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    auto tile = cg::tiled_partition<WARP_SIZE>(cg::this_thread_block());
    const float s = cg::reduce(tile, input[blockIdx.x * blockDim.x + threadIdx.x], cg::plus<float>());
    if (tile.thread_rank() == 0) ws[tile.meta_group_rank()] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int k = 0; k < TPB / WARP_SIZE; ++k) t += ws[k];
        partials[blockIdx.x] = t;
    }''' + LB_FINAL, pre='#include <cooperative_groups/reduce.h>')

case('l05_cluster_rank_without_cluster', 'last-block', 'fail 1',
     'A Mojo port uses block_rank_in_cluster() as the block index in the no-cluster puzzle: a launch without a cluster attribute is an implicit 1x1x1 cluster (PG Thread Block Clusters / cluster_group: every block is rank 0 of its own cluster), so all 256 blocks would write partials[0]. Wrong: fail (races on partials[0], partials[1..255] NaN).', r'''
    __shared__ float sm[TPB];
    sm[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x];''' + LB_TREE.replace('partials[blockIdx.x]', 'partials[block_rank_in_cluster()]') + LB_FINAL)

case('l06_grid1_helper_last_block', 'last-block', 'pass',
     'Numba cuda.grid(1) helper for the load, the rest as the solution.', r'''
    __shared__ float sm[TPB];
    const int i = grid1();
    sm[threadIdx.x] = i < size ? input[i] : 0.0f;''' + LB_TREE + LB_FINAL, pre=r'''
__device__ __forceinline__ int grid1() { return blockIdx.x * blockDim.x + threadIdx.x; }''')
