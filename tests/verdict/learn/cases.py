# Cases for gen.py (docs/verdict-learn.md): kernels written the ways learners and CUDA
# programmers write them. Body = the kernel's body; pre = file-scope code before it.
# Reasons cite the CUDA C++ Programming Guide (PG) and the PTX ISA (PTX); every verdict
# was decided before p34 ran the kernel.

# ---------------------------------------------------------------- coordination
case('c01_cg_tile_reduce', 'coordination', 'pass',
     'cg::this_cluster().block_rank(); cg::reduce over a tiled_partition<32> gives every lane the warp sum (PG Cooperative Groups, reduce); tile rank 0 stores it; block.sync(); thread 0 adds 8; cluster.sync() at the end.', r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    const unsigned int rank = cluster.block_rank();
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    float s = cg::reduce(tile, v, cg::plus<float>());
    if (tile.thread_rank() == 0)
        wsum[tile.meta_group_rank()] = s;
    block.sync();
    if (block.thread_rank() == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += wsum[w];
        output[rank] = t;
    }
    cluster.sync();''', pre='#include <cooperative_groups/reduce.h>')

case('c02_template_tree_helper', 'coordination', 'pass',
     'A template __device__ tree reduction (sequential addressing, __syncthreads() after every step, called by every thread: PG __syncthreads in uniform code); thread 0 stores; split cluster barrier around it.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    const float total = tree_sum<TPB>(sdata);
    if (threadIdx.x == 0)
        output[rank] = total;
    cluster_wait();''', pre=r'''
template <int N>
__device__ float tree_sum(float *s)
{
    for (int stride = N / 2; stride > 0; stride >>= 1) {
        if (threadIdx.x < stride)
            s[threadIdx.x] += s[threadIdx.x + stride];
        __syncthreads();
    }
    return s[0];
}''')

case('c03_syncthreads_count_guard', 'coordination', 'pass',
     '__syncthreads_count() is __syncthreads() plus a count (PG Synchronization Functions): used as the load barrier and to check that all 256 threads loaded; thread 0 sums; cluster_arrive/cluster_wait.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const bool in = gi < size;
    sdata[threadIdx.x] = in ? input[gi] * (rank + 1) : 0.0f;
    const int loaded = __syncthreads_count(in);
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < loaded; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('c04_block_exits_before_cluster_barrier', 'coordination', 'pass',
     'Rank 3 sums its block (block barriers only) and returns before the cluster barrier the others use; no block touches another block\'s shared memory. PTX ISA exit: "If the exiting threads are holding up the barrier, the barrier is released" (barrier.cluster included), so ranks 0-2 are not held.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    __syncthreads();
    if (rank == CLUSTER_SIZE - 1) {
        if (threadIdx.x == 0) {
            float s = 0.0f;
            for (int i = 0; i < TPB; i++) s += sdata[i];
            output[rank] = s;
        }
        return;
    }
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('c05_half_block_exits', 'coordination', 'pass',
     'After the load barrier, threads 128-255 return; 0-127 run a tree (first step adds the upper half) with __syncthreads() and then cluster.sync(). PTX ISA exit rule: exited threads release bar.sync and barrier.cluster; every shared write before the exits is ordered by the first __syncthreads.', r'''
    __shared__ float sdata[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    __syncthreads();
    if (tid >= TPB / 2)
        return;
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        output[rank] = sdata[0];
    cluster.sync();''')

case('c06_printf_debug', 'coordination', 'pass',
     'The reference pattern plus a device printf of each block sum by thread 0 (PG Formatted Output: printf is allowed in device code, changes no result).', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        printf("block %u sum %f\n", rank, s);
        output[rank] = s;
    }
    cluster_wait();''', pre='#include <cstdio>')

case('c07_assert_holds', 'coordination', 'pass',
     'assert(blockDim.x == TPB && size == SIZE) holds for the puzzle launch (PG Assertion: a true assert does nothing).', r'''
    __shared__ float sdata[TPB];
    assert(blockDim.x == TPB && size == SIZE);
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''', pre='#include <cassert>')

case('c08_assert_fails', 'coordination', 'fail 5',
     'assert(size == 2 * SIZE) fails in every thread: a failed device assert stops the kernel with an error (PG Assertion: cudaErrorAssert at the next sync): exit 5.', r'''
    __shared__ float sdata[TPB];
    assert(size == 2 * SIZE);
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();''', pre='#include <cassert>')

case('c09_atomic_ref_block_shared', 'coordination', 'pass',
     'cuda::atomic_ref<float, thread_scope_block> on a __shared__ total zeroed before __syncthreads: all users are in the block, so block scope suffices (libcu++ thread scopes; PTX atom.cta); relaxed order is enough since __syncthreads orders the final read.', r'''
    __shared__ float total;
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0) total = 0.0f;
    __syncthreads();
    cuda::atomic_ref<float, cuda::thread_scope_block> t(total);
    t.fetch_add(input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f), cuda::memory_order_relaxed);
    __syncthreads();
    if (threadIdx.x == 0) output[rank] = total;
    cluster_sync();''', pre='#include <cuda/atomic>')

case('c10_shared_struct_atomics', 'coordination', 'pass',
     'A __shared__ struct {float sum; int n;} zeroed by thread 0, __syncthreads, every thread atomicAdds both fields, __syncthreads, thread 0 checks n and stores sum (PG Atomic Functions on shared memory).', r'''
    __shared__ Acc acc;
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0) { acc.sum = 0.0f; acc.n = 0; }
    __syncthreads();
    atomicAdd(&acc.sum, input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1));
    atomicAdd(&acc.n, 1);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0 && acc.n == TPB) output[rank] = acc.sum;
    cluster_wait();''', pre='struct Acc { float sum; int n; };')

case('c11_extern_shared', 'coordination', 'fail 5',
     '`extern __shared__ float sdata[];` sized at launch: the puzzle launch passes 0 bytes of dynamic shared memory (SPEC launches; PG: the size is the launch\'s third configuration argument), so every access is outside the block\'s shared memory: a fault.', r'''
    extern __shared__ float sdata[];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();''')

case('c12_half_scale_exact', 'coordination', 'pass',
     'The scale rank + 1 (1 to 4) kept as __half: exact in binary16, converted back to float with __half2float; the sum is in float (PG Half Precision Intrinsics). Same result as the reference.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const __half scale = __float2half((float)(rank + 1));
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * __half2float(scale);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''', pre='#include <cuda_fp16.h>')

case('c13_half_accumulate', 'coordination', 'fail 1',
     'Thread 0 accumulates the block sum in __half with __hadd: binary16 has an 11-bit significand, so near 100-460 each add rounds to 0.0625-0.25, far outside the SPEC bound (n 2^-24 sum|t| ~ 0.007): wrong value.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    __syncthreads();
    if (threadIdx.x == 0) {
        __half s = __float2half(0.0f);
        for (int i = 0; i < TPB; i++) s = __hadd(s, __float2half(sdata[i]));
        output[rank] = __half2float(s);
    }
    cluster_sync();''', pre='#include <cuda_fp16.h>')

case('c14_shfl_xor_butterfly', 'coordination', 'pass',
     'Butterfly __shfl_xor_sync(0xffffffff) leaves the warp sum in every lane (PG Warp Shuffle Functions); lane 0 stores it; __syncthreads; warp 0 reduces the 8 with a second butterfly (lanes 8-31 add 0); cluster_sync.', r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    #pragma unroll
    for (int m = 16; m >= 1; m /= 2) v += __shfl_xor_sync(0xffffffff, v, m);
    if (lane == 0) wsum[warp] = v;
    __syncthreads();
    if (warp == 0) {
        float w = lane < TPB / WARP_SIZE ? wsum[lane] : 0.0f;
        for (int m = 16; m >= 1; m /= 2) w += __shfl_xor_sync(0xffffffff, w, m);
        if (lane == 0) output[rank] = w;
    }
    cluster_sync();''')

case('c15_shfl_mask_excludes_caller', 'coordination', 'fail 1',
     'All 32 lanes call __shfl_down_sync(0x0000ffff, ...): lanes 16-31 are not in the mask they pass (PG Warp Shuffle Functions: each calling thread must be in mask; undefined otherwise).', r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    for (int off = 16; off > 0; off /= 2) v += __shfl_down_sync(0x0000ffff, v, off);
    if (lane == 0) wsum[warp] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < 8; w++) s += wsum[w];
        output[rank] = s;
    }
    cluster_sync();''')

case('c16_syncthreads_and_as_barrier', 'coordination', 'pass',
     '__syncthreads_and(1) between tree steps: the _and form is a full block barrier too (PG Synchronization Functions).', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1);
    __syncthreads_and(1);
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads_and(tid < TPB);
    }
    cluster_arrive();
    if (tid == 0) output[rank] = sdata[0];
    cluster_wait();''')

case('c17_stride_loop_whole_input', 'coordination', 'fail 1',
     'Each thread sums input[gi], input[gi + 256], ... to the end of the input (a grid-stride loop with a block stride): block r adds blocks r..3, not its own 256: wrong values for blocks 0-2.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    float acc = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < size; i += blockDim.x)
        acc += input[i] * (rank + 1);
    sdata[threadIdx.x] = acc;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sdata[threadIdx.x] += sdata[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) output[rank] = sdata[0];
    cluster_sync();''')

case('c18_grid_stride_loop', 'coordination', 'pass',
     'Grid-stride loop `for (i = gi; i < size; i += gridDim.x * blockDim.x)`: the grid covers the input once, so each thread adds exactly its own element; warp shuffles and thread 0 as usual.', r'''
    __shared__ float wsum[8];
    const unsigned int rank = block_rank_in_cluster();
    float acc = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < size; i += gridDim.x * blockDim.x)
        acc += input[i];
    acc *= (float)(rank + 1);
    for (int off = 16; off; off >>= 1) acc += __shfl_down_sync(0xffffffffu, acc, off);
    if ((threadIdx.x & 31) == 0) wsum[threadIdx.x >> 5] = acc;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < 8; w++) s += wsum[w];
        output[rank] = s;
    }
    cluster_wait();''')

case('c19_arrive_relaxed_builtin', 'coordination', 'pass',
     '__cluster_barrier_arrive_relaxed() then __cluster_barrier_wait() (PG cluster intrinsics; PTX barrier.cluster.arrive.relaxed): no block reads another\'s memory, so the barrier only keeps the blocks together and needs no release. Thread 0 stores its own block sum after a __syncthreads.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    __syncthreads();
    __cluster_barrier_arrive_relaxed();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    __cluster_barrier_wait();''')

case('c20_peer_exits_before_dsmem_read', 'coordination', 'fail 5',
     'Rank 0 sums every block through map_shared_rank after cluster.sync(), but rank 3 returned before that sync: its shared memory may be gone (PG Distributed Shared Memory: all DSMEM accesses must complete before a block exits); the H100 faults.', r'''
    __shared__ float sdata[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1);
    if (rank == 3) return;
    cluster.sync();
    if (rank == 0 && threadIdx.x < CLUSTER_SIZE) {
        const float *p = cluster.map_shared_rank(sdata, threadIdx.x);
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += p[i];
        output[threadIdx.x] = s;
    }
    cluster.sync();''')

case('c21_reduce_result_elected', 'coordination', 'pass',
     'cg::reduce returns the tile sum in every lane (PG Cooperative Groups: reduce), so whichever lane elect_one_sync() picks may store it; warp sums indexed by warp.', r'''
    __shared__ float wsum[8];
    const unsigned int rank = block_rank_in_cluster();
    auto tile = cg::tiled_partition<32>(cg::this_thread_block());
    const float s = cg::reduce(tile, input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f), cg::plus<float>());
    if (elect_one_sync()) wsum[threadIdx.x / 32] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < 8; w++) t += wsum[w];
        output[rank] = t;
    }
    cluster_sync();''', pre='#include <cooperative_groups/reduce.h>')

case('c22_volatile_tail_syncwarp', 'coordination', 'pass',
     'Tree to 32 with __syncthreads, then warp 0 finishes in a volatile array with __syncwarp() between every read and write (PG Independent Thread Scheduling: __syncwarp orders the lanes\' shared accesses).', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 32; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        volatile float *vs = sdata;
        float v = vs[tid] + vs[tid + 32];
        __syncwarp();
        vs[tid] = v;
        __syncwarp();
        for (int off = 16; off > 0; off >>= 1) {
            v += vs[tid + off] * (tid + off < 32 ? 1.0f : 0.0f);
            __syncwarp();
            vs[tid] = v;
            __syncwarp();
        }
        if (tid == 0) output[rank] = vs[0];
    }
    cluster_sync();''')

# ---------------------------------------------------------------- reduction
RED_BLOCK = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''

case('r01_cg_cluster_rank0_thread0', 'reduction', 'pass',
     'Block tree, thread 0 stores temp_storage[cluster.block_rank()], cluster.sync() (release/acquire over the cluster, PTX barrier.cluster), then only rank 0 thread 0 adds the four and stores output[0].', RED_BLOCK + r'''
    cg::cluster_group cluster = cg::this_cluster();
    if (tid == 0) temp_storage[cluster.block_rank()] = sm[0];
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); r++) t += temp_storage[r];
        output[0] = t;
    }''')

case('r02_dsmem_struct', 'reduction', 'pass',
     'Each block keeps `struct {float sum; unsigned rank;}` in shared memory; cluster.sync(); rank 0 thread 0 reads the four through map_shared_rank; a second cluster.sync() keeps the peers alive (PG Distributed Shared Memory).', RED_BLOCK + r'''
    __shared__ Part part;
    cg::cluster_group cluster = cg::this_cluster();
    if (tid == 0) { part.sum = sm[0]; part.rank = cluster.block_rank(); }
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            Part *p = cluster.map_shared_rank(&part, r);
            if (p->rank == (unsigned)r) t += p->sum;
        }
        output[0] = t;
    }
    cluster.sync();''', pre='struct Part { float sum; unsigned int rank; };')

case('r03_atomic_output_zeroed_first', 'reduction', 'pass',
     'Rank 0 thread 0 zeroes output[0]; cluster.sync() orders it before every block\'s thread 0 atomicAdd of its block sum (PTX barrier.cluster release/acquire); block sums are integers < 2^24, so any order is exact.', RED_BLOCK + r'''
    if (block_rank_in_cluster() == 0 && tid == 0) output[0] = 0.0f;
    cluster_sync();
    if (tid == 0) atomicAdd(output, sm[0]);''')

case('r04_atomic_output_never_zeroed', 'reduction', 'fail 1',
     'Every block atomicAdds its sum into output[0], which nobody zeroed: the host left it NaN (SPEC Checking; cudaMalloc memory is not zeroed either): wrong value.', RED_BLOCK + r'''
    if (tid == 0) atomicAdd(&output[0], sm[0]);
    cluster_sync();''')

case('r05_atomic_ref_device_fetch_add', 'reduction', 'pass',
     'As r03 with cuda::atomic_ref<float, thread_scope_device>::fetch_add(relaxed): device scope covers all four blocks (libcu++; PTX atom.gpu); the zeroing store is ordered by cluster.sync().', RED_BLOCK + r'''
    if (block_rank_in_cluster() == 0 && tid == 0) output[0] = 0.0f;
    cluster_sync();
    if (tid == 0) {
        cuda::atomic_ref<float, cuda::thread_scope_device> out(output[0]);
        out.fetch_add(sm[0], cuda::memory_order_relaxed);
    }''', pre='#include <cuda/atomic>')

case('r06_atomic_ref_block_scope_across_blocks', 'reduction', 'fail 1',
     'As r05 with thread_scope_block: a block-scope atomic is atomic only among the threads of its block (libcu++ thread scopes; PTX atom.cta: morally strong only within the CTA), so the four blocks\' fetch_adds on output[0] race.', RED_BLOCK + r'''
    if (block_rank_in_cluster() == 0 && tid == 0) output[0] = 0.0f;
    cluster_sync();
    if (tid == 0) {
        cuda::atomic_ref<float, cuda::thread_scope_block> out(output[0]);
        out.fetch_add(sm[0]);
    }''', pre='#include <cuda/atomic>')

case('r07_half_partials', 'reduction', 'fail 1',
     'Block sums stored as __half in temp_storage\'s place (a __shared__ __half via DSMEM is not needed: each block converts its sum with __float2half): block sums are 32640-228480, beyond binary16\'s largest finite 65504, so they become inf: wrong value.', RED_BLOCK + r'''
    if (tid == 0) temp_storage[block_rank_in_cluster()] = __half2float(__float2half(sm[0]));
    cluster_sync();
    if (block_rank_in_cluster() == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre='#include <cuda_fp16.h>')

case('r08_grid_stride_shuffle', 'reduction', 'pass',
     'Grid-stride loop (each thread adds its one element), warp shuffle tree, warp sums in shared, warp 0 finishes, thread 0 stores temp_storage[rank]; cluster_sync; rank 0 thread 0 stores output.', r'''
    __shared__ float ws[8];
    const unsigned int rank = block_rank_in_cluster();
    float v = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < size; i += blockDim.x * gridDim.x) v += input[i];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(~0u, v, o);
    if (threadIdx.x % 32 == 0) ws[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x < 32) {
        float w = threadIdx.x < 8 ? ws[threadIdx.x] : 0.0f;
        for (int o = 16; o > 0; o >>= 1) w += __shfl_down_sync(~0u, w, o);
        if (threadIdx.x == 0) temp_storage[rank] = w;
    }
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r09_split_arrive_wait', 'reduction', 'pass',
     'thread 0 stores temp_storage[rank], cluster_arrive() (release), cluster_wait() (acquire), then rank 0 thread 0 reads the four (PTX barrier.cluster: arrive has release, wait acquire semantics by default).', RED_BLOCK + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_arrive();
    cluster_wait();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''')

case('r10_syncthreads_instead_of_cluster', 'reduction', 'fail 1',
     'Rank 0 reads every temp_storage[r] after only __syncthreads(): a block barrier orders nothing across blocks, so the reads race with the other blocks\' stores (PTX Data races).', RED_BLOCK + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) temp_storage[rank] = sm[0];
    __syncthreads();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }
    cluster_sync();''')

case('r11_remote_atomic_zeroed_after_sync', 'reduction', 'pass',
     'Rank 0\'s __shared__ total is zeroed, cluster.sync() (every block started, the zero visible), each block\'s thread 0 atomicAdds its sum into rank 0\'s total through map_shared_rank (DSMEM atomics, PG), cluster.sync(), rank 0 thread 0 stores it.', RED_BLOCK + r'''
    __shared__ float total;
    cg::cluster_group cluster = cg::this_cluster();
    if (tid == 0) total = 0.0f;
    cluster.sync();
    if (tid == 0) atomicAdd(cluster.map_shared_rank(&total, 0), sm[0]);
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0) output[0] = total;''')

case('r12_remote_atomic_before_sync', 'reduction', 'fail 1',
     'As r11 with no cluster.sync() between rank 0 zeroing its total and the peers\' remote atomicAdds: the zero store races with them and a peer may touch rank 0\'s shared memory before rank 0 started (PG Distributed Shared Memory: sync first).', RED_BLOCK + r'''
    __shared__ float total;
    cg::cluster_group cluster = cg::this_cluster();
    if (tid == 0) total = 0.0f;
    if (tid == 0) atomicAdd(cluster.map_shared_rank(&total, 0), sm[0]);
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0) output[0] = total;''')

case('r13_elect_all_warps_rank0', 'reduction', 'fail 1',
     '`if (rank == 0 && elect_one_sync()) output[0] = ...`: elect_one_sync() elects one lane in each of the 8 warps (PTX elect.sync), so 8 threads store output[0] unordered: a data race (SPEC: one writer per output).', RED_BLOCK + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && elect_one_sync())
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r14_last_rank_writes', 'reduction', 'pass',
     'The last rank (cluster.num_blocks() - 1), not rank 0, has thread 0 add the four after cluster.sync(): still exactly one writer.', RED_BLOCK + r'''
    cg::cluster_group cluster = cg::this_cluster();
    if (tid == 0) temp_storage[cluster.block_rank()] = sm[0];
    cluster.sync();
    if (cluster.block_rank() == cluster.num_blocks() - 1 && tid == 0) {
        float t = 0.0f;
        for (int r = CLUSTER_SIZE - 1; r >= 0; r--) t += temp_storage[r];
        output[0] = t;
    }''')

case('r15_double_template_sum', 'reduction', 'pass',
     'A template helper sums the partials in double and rounds once (integer partials, exact); otherwise the reference pattern.', RED_BLOCK + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = (float)sum_n<double, CLUSTER_SIZE>(temp_storage);''', pre=r'''
template <typename Acc, int N>
__device__ __forceinline__ Acc sum_n(const float *p)
{
    Acc a = Acc(0);
    #pragma unroll
    for (int i = 0; i < N; ++i) a += static_cast<Acc>(p[i]);
    return a;
}''')

case('r16_relaxed_arrive_no_fence', 'reduction', 'fail 1',
     'temp_storage[rank] stored, then __cluster_barrier_arrive_relaxed() and __cluster_barrier_wait(); rank 0 reads the four: a relaxed arrive releases nothing (PTX barrier.cluster: .relaxed removes the memory ordering), so the reads race with the stores.', RED_BLOCK + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) temp_storage[rank] = sm[0];
    __cluster_barrier_arrive_relaxed();
    __cluster_barrier_wait();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r17_cg_reduce_atomic_shared', 'reduction', 'pass',
     'cg::reduce over warp tiles, lane 0 of each tile atomicAdds into a zeroed __shared__ block total, __syncthreads, thread 0 publishes temp_storage[rank], cluster.sync(), rank 0 thread 0 sums.', r'''
    __shared__ float bsum;
    cg::thread_block block = cg::this_thread_block();
    cg::cluster_group cluster = cg::this_cluster();
    auto tile = cg::tiled_partition<32>(block);
    if (block.thread_rank() == 0) bsum = 0.0f;
    block.sync();
    float s = cg::reduce(tile, input[blockIdx.x * blockDim.x + threadIdx.x], cg::plus<float>());
    if (tile.thread_rank() == 0) atomicAdd(&bsum, s);
    block.sync();
    if (block.thread_rank() == 0) temp_storage[cluster.block_rank()] = bsum;
    cluster.sync();
    if (cluster.block_rank() == 0 && block.thread_rank() == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre='#include <cooperative_groups/reduce.h>')

case('r18_peers_exit_after_store', 'reduction', 'unclear',
     'Ranks 1-3 store temp_storage[rank] and return with no cluster barrier; rank 0 arrives and waits, then reads temp_storage. PTX exit releases the barrier, but no rule says an exit releases the exiting threads\' stores: by the memory model the reads race; no stated ordering. Not scored.', RED_BLOCK + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) temp_storage[rank] = sm[0];
    if (rank != 0) return;
    cluster_sync();
    if (tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r19_printf_assert', 'reduction', 'pass',
     'The reference pattern with assert(cluster.num_blocks() == CLUSTER_SIZE) and a printf of the total by the writer (PG Assertion, Formatted Output).', RED_BLOCK + r'''
    cg::cluster_group cluster = cg::this_cluster();
    assert(cluster.num_blocks() == CLUSTER_SIZE);
    if (tid == 0) temp_storage[cluster.block_rank()] = sm[0];
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0) {
        const float t = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
        printf("total %.1f\n", t);
        output[0] = t;
    }''', pre='#include <cassert>\n#include <cstdio>')

case('r20_volatile_tail_no_syncwarp', 'reduction', 'fail 1',
     'Tree to 64, then the pre-Volta volatile last-warp unroll with no __syncwarp: lane 0 reads vs[16] while lane 16 writes it, unordered (PG Independent Thread Scheduling): a data race.', r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 32; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        volatile float *vs = sm;
        vs[tid] += vs[tid + 32]; vs[tid] += vs[tid + 16]; vs[tid] += vs[tid + 8];
        vs[tid] += vs[tid + 4]; vs[tid] += vs[tid + 2]; vs[tid] += vs[tid + 1];
    }
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r21_ptx_relaxed_arrive_with_fence', 'reduction', 'unclear',
     'cuda::ptx::fence(cuda::ptx::sem_acq_rel, cuda::ptx::scope_cluster) after the temp_storage store, then cuda::ptx::barrier_cluster_arrive(sem_relaxed) and barrier_cluster_wait(). PTX barrier.cluster: .relaxed gives no ordering of prior accesses; whether a fence.acq_rel.cluster before it forms a release pattern with the arrive (not a memory operation) is not stated. p34 treats it as a release. Not scored.', RED_BLOCK + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) temp_storage[rank] = sm[0];
    cuda::ptx::fence(cuda::ptx::sem_acq_rel, cuda::ptx::scope_cluster);
    cuda::ptx::barrier_cluster_arrive(cuda::ptx::sem_relaxed);
    cuda::ptx::barrier_cluster_wait();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre='#include <cuda/ptx>')

# ---------------------------------------------------------------- advanced
ADV_HEAD = r'''
    __shared__ float sd[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
'''
ADV_TAIL = r'''
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();'''

case('a01_cg_reduce_meta_group', 'advanced', 'pass',
     'cg::reduce over tiled_partition<32> (sum in every lane), tile.thread_rank() == 0 stores ws[tile.meta_group_rank()] (PG Cooperative Groups), then the block level and the split cluster barrier.', ADV_HEAD + r'''
    auto tile = cg::tiled_partition<32>(cg::this_thread_block());
    const float s = cg::reduce(tile, v, cg::plus<float>());
    if (tile.thread_rank() == 0) ws[tile.meta_group_rank()] = s;''' + ADV_TAIL, pre='#include <cooperative_groups/reduce.h>')

case('a02_shfl_down_elected_stores', 'advanced', 'fail 1',
     '__shfl_down_sync tree leaves the warp sum in lane 0 only (PG Warp Shuffle Functions: lanes whose source is out of range keep their value), and `if (elect_one_sync()) ws[warp] = s` stores the elected lane\'s partial; which lane elect.sync picks is not specified (PTX elect.sync), so by the rules the warp sum is wrong unless lane 0 happens to be elected (the H100 picks lane 0: GPU passes).', ADV_HEAD + r'''
    float s = v;
    for (int o = 16; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffff, s, o);
    if (elect_one_sync()) ws[warp] = s;''' + ADV_TAIL)

case('a03_shfl_xor_elected_stores', 'advanced', 'pass',
     'Butterfly __shfl_xor_sync: every lane holds the warp sum (PG Warp Shuffle Functions), so any elected lane may store ws[warp].', ADV_HEAD + r'''
    float s = v;
    for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffff, s, o);
    if (elect_one_sync()) ws[warp] = s;''' + ADV_TAIL)

case('a04_elect_twice_same_leader', 'advanced', 'pass',
     'The elected lane sums its warp into a register, and a second elect_one_sync() (same full mask) chooses who stores that register. PTX elect.sync: "the same leader thread is elected for the same membermask every time", so the second election picks the lane that holds the sum.', ADV_HEAD + r'''
    sd[tid] = v;
    __syncwarp();
    float mine = -1.0f;
    if (elect_one_sync()) {
        mine = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) mine += sd[warp * WARP_SIZE + i];
    }
    __syncwarp();
    if (elect_one_sync()) ws[warp] = mine;''' + ADV_TAIL)

case('a05_ballot_ffs_leader', 'advanced', 'pass',
     'Leader = __ffs(__ballot_sync(full, true)) - 1 (lane 0); lanes store to sd, __syncwarp() orders them (PG __syncwarp), the leader sums its warp.', ADV_HEAD + r'''
    sd[tid] = v;
    const unsigned int act = __ballot_sync(0xffffffffu, 1);
    __syncwarp();
    if (lane == __ffs(act) - 1) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sd[warp * WARP_SIZE + i];
        ws[warp] = s;
    }''' + ADV_TAIL)

case('a06_invoke_one', 'advanced', 'pass',
     'cg::invoke_one(tile, lambda) runs the lambda in one thread of the tile (PG Cooperative Groups invoke_one, elect.sync underneath); after tile.sync() the lanes\' stores to sd are visible to it.', ADV_HEAD + r'''
    auto tile = cg::tiled_partition<32>(cg::this_thread_block());
    sd[tid] = v;
    tile.sync();
    cg::invoke_one(tile, [&] {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sd[warp * WARP_SIZE + i];
        ws[warp] = s;
    });''' + ADV_TAIL)

case('a07_syncwarp_then_elected', 'advanced', 'pass',
     'Each lane stores its value to sd, __syncwarp() (memory ordering among the participating lanes, PG Synchronization Functions), the elected lane sums the 32; the block barrier in the tail orders ws for thread 0.', ADV_HEAD + r'''
    sd[tid] = v;
    __syncwarp();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sd[warp * WARP_SIZE + i];
        ws[warp] = s;
    }''' + ADV_TAIL)

case('a08_no_syncwarp_before_elected', 'advanced', 'fail 1',
     'As a07 without the __syncwarp(): the elected lane reads its warp-mates\' sd stores with nothing ordering them (elect.sync synchronises execution, not memory; PG Independent Thread Scheduling): a data race.', ADV_HEAD + r'''
    sd[tid] = v;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sd[warp * WARP_SIZE + i];
        ws[warp] = s;
    }''' + ADV_TAIL)

case('a09_warp_atomic_zeroed', 'advanced', 'pass',
     'Lane 0 zeroes ws[warp], __syncwarp(), every lane atomicAdd_block(&ws[warp], v) (block-scope atomic on the block\'s own shared memory, PG Atomic Functions), the tail\'s __syncthreads orders the sums.', ADV_HEAD + r'''
    if (lane == 0) ws[warp] = 0.0f;
    __syncwarp();
    atomicAdd_block(&ws[warp], v);''' + ADV_TAIL)

case('a10_thread0_before_syncthreads', 'advanced', 'fail 1',
     'Warp sums written by the elected lanes, then thread 0 sums ws[] after only __syncwarp(): the other warps\' stores are unordered with its reads (PG __syncwarp orders one warp only): a data race.', ADV_HEAD + r'''
    auto tile = cg::tiled_partition<32>(cg::this_thread_block());
    const float s = cg::reduce(tile, v, cg::plus<float>());
    if (elect_one_sync()) ws[warp] = s;
    __syncwarp();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', pre='#include <cooperative_groups/reduce.h>')

case('a11_shfl_width_half', 'advanced', 'fail 1',
     '__shfl_down_sync(full, s, o, 16): width 16 splits the warp into two segments (PG Warp Shuffle Functions), so lane 0 ends with the sum of lanes 0-15 only: wrong value.', ADV_HEAD + r'''
    float s = v;
    for (int o = 8; o > 0; o >>= 1) s += __shfl_down_sync(0xffffffff, s, o, 16);
    if (lane == 0) ws[warp] = s;''' + ADV_TAIL)

case('a12_shfl_down_increasing', 'advanced', 'pass',
     '`for (o = 1; o < 32; o *= 2) s += __shfl_down_sync(full, s, o)`: after step k lane 0 holds lanes 0..2^k-1, so it ends with the warp sum (lanes reading past 31 keep their value and never reach lane 0); lane 0 stores.', ADV_HEAD + r'''
    float s = v;
    for (int o = 1; o < WARP_SIZE; o *= 2) s += __shfl_down_sync(0xffffffff, s, o);
    if (lane == 0) ws[warp] = s;''' + ADV_TAIL)

case('a13_half_warp_sums', 'advanced', 'fail 1',
     'Warp sums (up to ~63) kept in a __shared__ __half array: binary16 rounds them to 1/32 steps; thread 0 adds them in float: errors of ~0.05 exceed the SPEC bound (~0.01): wrong value.', r'''
    __shared__ __half hws[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    float s = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffff, s, o);
    if (elect_one_sync()) hws[warp] = __float2half_rn(s);
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += __half2float(hws[w]);
        output[rank] = t;
    }
    cluster_wait();''', pre='#include <cuda_fp16.h>')

case('a14_half_shuffle_exact', 'advanced', 'pass',
     'Lane flags as __half (0 or 1, exact) shuffled with __shfl_xor_sync(__half overload, PG Warp Shuffle Functions) to count the warp\'s lanes (32, exact in binary16); the sum itself is float. ws[warp] stored by lane 0 only when the count is 32.', ADV_HEAD + r'''
    __half one = __float2half(1.0f);
    float s = v;
    for (int o = 16; o > 0; o >>= 1) {
        s += __shfl_xor_sync(0xffffffff, s, o);
        one = __hadd(one, __shfl_xor_sync(0xffffffff, one, o));
    }
    if (lane == 0 && __half2float(one) == 32.0f) ws[warp] = s;''' + ADV_TAIL, pre='#include <cuda_fp16.h>')

case('a15_warps_exit_after_sums', 'advanced', 'pass',
     'After the warp sums and __syncthreads(), warps 1-7 return; warp 0 goes on to the cluster barrier and thread 0 stores. PTX exit: the exited threads release barrier.cluster; every ws store was ordered by the __syncthreads before the exits.', ADV_HEAD + r'''
    auto tile = cg::tiled_partition<32>(cg::this_thread_block());
    const float s = cg::reduce(tile, v, cg::plus<float>());
    if (tile.thread_rank() == 0) ws[warp] = s;
    __syncthreads();
    if (warp != 0) return;
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', pre='#include <cooperative_groups/reduce.h>')

case('a16_elect_in_lane_branch', 'advanced', 'fail 1',
     '`if (lane < 16 && elect_one_sync())`: elect_one_sync() is elect.sync over the full mask, called by 16 lanes only (PTX elect.sync: .sync waits for all threads of membermask; the other 16 lanes never execute it): a warp collective in a divergent branch, undefined (a GPU may hang: exit 1 or 4 both count as caught).', ADV_HEAD + r'''
    sd[tid] = v;
    __syncwarp();
    if (lane < 16 && elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sd[warp * WARP_SIZE + i];
        ws[warp] = s;
    }''' + ADV_TAIL)

case('a17_printf_elected', 'advanced', 'pass',
     'As a07 with the elected lane printing its lane and warp sum (PG Formatted Output).', ADV_HEAD + r'''
    sd[tid] = v;
    __syncwarp();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sd[warp * WARP_SIZE + i];
        ws[warp] = s;
        printf("warp %d lane %d: %f\n", warp, lane, s);
    }''' + ADV_TAIL, pre='#include <cstdio>')

case('a18_reduce_add_sync_int', 'advanced', 'pass',
     'Per warp: __reduce_add_sync(full, 1) counts the lanes (int, sm_80 redux.sync), the float sum by __shfl_xor_sync; lane 0 stores the float sum when the count is 32 (PG Warp Reduce Functions).', ADV_HEAD + r'''
    const unsigned int n = __reduce_add_sync(0xffffffffu, 1u);
    float s = v;
    for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(0xffffffff, s, o);
    if (lane == 0 && n == 32u) ws[warp] = s;''' + ADV_TAIL)

case('a19_elect_mask_deterministic_store', 'advanced', 'pass',
     'Lanes store sd, __syncwarp; the elected lane sums into a register; a second elect_one_sync() inside __ballot_sync names the leader and __shfl_sync broadcasts its register; lane 0 stores. Both elections use the full mask, so PTX elect.sync\'s determinism makes them the same lane; the sum is broadcast from it and lane 0 stores.', ADV_HEAD + r'''
    sd[tid] = v;
    __syncwarp();
    float s = 0.0f;
    if (elect_one_sync())
        for (int i = 0; i < WARP_SIZE; i++) s += sd[warp * WARP_SIZE + i];
    const unsigned int who = __ballot_sync(0xffffffffu, elect_one_sync());
    s = __shfl_sync(0xffffffffu, s, __ffs(who) - 1);
    if (lane == 0) ws[warp] = s;''' + ADV_TAIL)

# ---------------------------------------------------------------- last-block
LB_HEAD = r'''
    __shared__ float sm[TPB];
    __shared__ bool am_last;
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''
LB_MERGE = r'''
    if (am_last) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; RESET }
    }'''
def merge(reset='*counter = 0;'):
    return LB_MERGE.replace('RESET', reset)

case('l01_atomic_ref_acq_rel', 'last-block', 'pass',
     'Ticket by cuda::atomic_ref<unsigned, thread_scope_device>::fetch_add(1, acq_rel) with no __threadfence(): acq_rel at device scope is a release of the partial stored before it and an acquire of the earlier tickets\' releases (PTX Memory Consistency Model; libcu++ memory orders); __syncthreads shares the result; the last block resets with a relaxed store.', LB_HEAD + r'''
    cuda::atomic_ref<unsigned int, cuda::thread_scope_device> cnt(*counter);
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        am_last = cnt.fetch_add(1u, cuda::memory_order_acq_rel) == gridDim.x - 1;
    }
    __syncthreads();''' + merge('cnt.store(0u, cuda::memory_order_relaxed);'), pre='#include <cuda/atomic>')

case('l02_atomic_ref_relaxed_no_fence', 'last-block', 'fail 1',
     'As l01 with memory_order_relaxed and no fence: a relaxed RMW orders only its own word (PTX: no release pattern), so the last block\'s reads of partials race with other blocks\' stores: the missing fence.', LB_HEAD + r'''
    cuda::atomic_ref<unsigned int, cuda::thread_scope_device> cnt(*counter);
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        am_last = cnt.fetch_add(1u, cuda::memory_order_relaxed) == gridDim.x - 1;
    }
    __syncthreads();''' + merge('cnt.store(0u, cuda::memory_order_relaxed);'), pre='#include <cuda/atomic>')

case('l03_relaxed_plus_thread_fence', 'last-block', 'pass',
     'cuda::atomic_thread_fence(memory_order_seq_cst, thread_scope_device) between the partial and a relaxed fetch_add, and again after it: fence + relaxed atomic is the release (and atomic + fence the acquire) pattern (PTX Memory Consistency Model), as __threadfence() in the Programming Guide example.', LB_HEAD + r'''
    cuda::atomic_ref<unsigned int, cuda::thread_scope_device> cnt(*counter);
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        cuda::atomic_thread_fence(cuda::memory_order_seq_cst, cuda::thread_scope_device);
        am_last = cnt.fetch_add(1u, cuda::memory_order_relaxed) == gridDim.x - 1;
        cuda::atomic_thread_fence(cuda::memory_order_acquire, cuda::thread_scope_device);
    }
    __syncthreads();''' + merge('cnt.store(0u, cuda::memory_order_relaxed);'), pre='#include <cuda/atomic>')

case('l04_atomic_ref_block_scope_ticket', 'last-block', 'fail 1',
     'As l01 with cuda::atomic_ref<unsigned, thread_scope_block>: a block-scope atomic is atomic only within its block (libcu++; PTX atom.cta), so 256 blocks\' tickets race (lost tickets) and release nothing to other blocks.', LB_HEAD + r'''
    cuda::atomic_ref<unsigned int, cuda::thread_scope_block> cnt(*counter);
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        am_last = cnt.fetch_add(1u, cuda::memory_order_acq_rel) == gridDim.x - 1;
    }
    __syncthreads();''' + merge('cnt.store(0u, cuda::memory_order_relaxed);'), pre='#include <cuda/atomic>')

case('l05_atomicInc_wraps', 'last-block', 'pass',
     'atomicInc(counter, gridDim.x - 1) after __threadfence(): it returns 0..255 and the last one wraps the counter to 0 (PG atomicInc: ((old >= val) ? 0 : (old+1))), so the counter is reset with no store.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        am_last = atomicInc(counter, gridDim.x - 1) == gridDim.x - 1;
    }
    __syncthreads();''' + merge(''))

case('l06_atomicInc_no_wrap_no_reset', 'last-block', 'fail 1',
     'atomicInc(counter, gridDim.x) and no reset: the last ticket leaves the counter at 256 (PG atomicInc), so the second launch\'s tickets run 256, 0, ..., 254 and no block merges: counter not reset, second result not written.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        am_last = atomicInc(counter, gridDim.x) == gridDim.x - 1;
    }
    __syncthreads();''' + merge(''))

case('l07_no_ticket_block0_merges', 'last-block', 'fail 1',
     'No ticket at all: every block fences its partial and block 0 merges right away. Nothing orders the other blocks\' partial stores before block 0\'s reads (PG Memory Fence Functions: a fence orders, it does not wait): a data race / unwritten partials.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        am_last = blockIdx.x == 0;
    }
    __syncthreads();''' + merge(''))

case('l08_first_ticket_merges', 'last-block', 'fail 1',
     '`am_last = atomicAdd(counter, 1) == 0`: the block with the FIRST ticket merges, before the others have stored their partials: it reads unwritten partials (a race).', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        am_last = t == 0;
        if (t == gridDim.x - 1) *counter = 0;
    }
    __syncthreads();''' + merge(''))

case('l09_plain_increment_ticket', 'last-block', 'fail 1',
     'Ticket by a plain `t = (*counter)++`: 256 blocks\' unordered read-modify-writes of one word race and lose updates (PTX Data races; PG Atomic Functions exist for this).', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = (*counter)++;
        am_last = t == gridDim.x - 1;
    }
    __syncthreads();''' + merge())

case('l10_ticket_by_exchange', 'last-block', 'fail 1',
     'Ticket read with atomicAdd(counter, 0) and written back with atomicExch(counter, t + 1): each is atomic but the pair is not, so two blocks can take the same ticket and the count can be lost (PG Atomic Functions: one atomic read-modify-write is needed).', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(counter, 0u);
        atomicExch(counter, t + 1u);
        am_last = t == gridDim.x - 1;
    }
    __syncthreads();''' + merge('atomicExch(counter, 0u);'))

case('l11_no_reset', 'last-block', 'fail 1',
     'The reference guard without `*counter = 0`: the counter ends at 256, the second launch\'s tickets are 256..511, none is 255, nobody merges (SPEC: leave the counter at 0).', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();''' + merge(''))

case('l12_reset_atomicExch', 'last-block', 'pass',
     'The reference guard, the last block resetting with atomicExch(counter, 0): every other ticket was taken before (the last ticket saw them), so nothing races with it.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();''' + merge('atomicExch(counter, 0u);'))

case('l13_reset_atomicSub', 'last-block', 'pass',
     'Reset by atomicSub(counter, gridDim.x) in the last block: the counter goes from 256 to 0.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();''' + merge('atomicSub(counter, gridDim.x);'))

case('l14_every_last_thread_resets', 'last-block', 'fail 1',
     'Every thread of the last block stores *counter = 0: 256 unordered plain stores of one word (PTX Data races, even with equal values).', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        *counter = 0;
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

case('l15_syncthreads_or_broadcast', 'last-block', 'pass',
     'Thread 0 fences and takes the ticket; `__syncthreads_or(mine)` both is the block barrier and shares the flag (PG Synchronization Functions).', LB_HEAD + r'''
    int mine = 0;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        mine = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    if (__syncthreads_or(mine)) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''')

case('l16_early_return_not_last', 'last-block', 'pass',
     '`if (!am_last) return;` after the broadcast barrier, then the merge: uniform per block, every thread of the last block reaches the barriers.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (!am_last) return;
    float acc = 0.0f;
    for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
    sm[tid] = acc;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) { output[0] = sm[0]; *counter = 0; }''')

case('l17_device_var_ticket', 'last-block', 'pass',
     'The Programming Guide\'s threadFenceReduction shape: a `__device__ unsigned int count` as the ticket (starts 0, the last block resets it), counter unused (stays 0).', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        am_last = atomicInc(&g_count, gridDim.x) == gridDim.x - 1;
    }
    __syncthreads();''' + merge('g_count = 0;'), pre='__device__ unsigned int g_count = 0;')

case('l18_fence_after_ticket', 'last-block', 'fail 1',
     '__threadfence() after the atomicAdd instead of before: the ticket is not ordered after the partial store (PG Memory Fence Functions example: the fence goes between the store and the atomic), so the last block may read a stale partial.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();''' + merge())

case('l19_threadfence_block', 'last-block', 'fail 1',
     '__threadfence_block() in place of __threadfence(): it orders memory only as seen by the block (PG Memory Fence Functions), the last block is another block: race.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence_block();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();''' + merge())

case('l20_no_syncthreads_after_ticket', 'last-block', 'fail 1',
     'Thread 0 sets the __shared__ flag and every thread reads it with no __syncthreads() in between: a data race on the flag (and the other threads\' reads of partials are not ordered after the ticket).', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }''' + merge())

case('l21_all_threads_ticket', 'last-block', 'pass',
     'Every thread fences and takes a ticket (65536 in all); the thread with ticket 65535 is in the last block, found by __syncthreads_or. Its atomic read every earlier ticket, each after a fence that followed (for thread 0) the partial store (PG Memory Fence Functions). Only that thread resets.', LB_HEAD + r'''
    if (tid == 0) partials[blockIdx.x] = sm[0];
    __threadfence();
    const unsigned int t = atomicAdd(counter, 1u);
    const bool mine = t == gridDim.x * blockDim.x - 1;
    if (__syncthreads_or(mine)) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) output[0] = sm[0];
        if (mine) *counter = 0;
    }''')

case('l22_recheck_counter_not_own_ticket', 'last-block', 'fail 1',
     'Each block increments, then decides `last` by re-reading atomicAdd(counter, 0) == gridDim.x: that is not its own ticket, so several late blocks can all see 256 and all merge (several unordered writers of output[0]); no reset either.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        atomicAdd(counter, 1u);
        am_last = atomicAdd(counter, 0u) == gridDim.x;
    }
    __syncthreads();''' + merge())

case('l23_last_index_merges', 'last-block', 'fail 1',
     'The block with the last index (blockIdx.x == gridDim.x - 1) merges, tickets are taken but not used: blocks do not finish in index order (PG: blocks execute in any order), so it may read partials not yet stored: race.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        if (t == gridDim.x - 1) *counter = 0;
        am_last = blockIdx.x == gridDim.x - 1;
    }
    __syncthreads();''' + merge(''))

case('l24_cuda_std_atomic_ref', 'last-block', 'pass',
     'cuda::std::atomic_ref<unsigned int> (system scope, seq_cst by default) ticket with ++, no explicit fence: seq_cst RMW is release+acquire (libcu++; PTX fence.sc + atom).', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        cuda::std::atomic_ref<unsigned int> cnt(*counter);
        am_last = cnt++ == gridDim.x - 1;
    }
    __syncthreads();''' + merge(), pre='#include <cuda/std/atomic>')

case('l25_volatile_partials_ldcg', 'last-block', 'pass',
     'The reference guard with the last block reading partials through a volatile pointer (PG volatile) and storing the partial with __stcg: cache hints and volatile do not weaken the fence+ticket ordering.', LB_HEAD + r'''
    if (tid == 0) {
        __stcg(&partials[blockIdx.x], sm[0]);
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        volatile float *vp = partials;
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += vp[b];
        sm[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''')

case('l26_isnan_skip_partials', 'last-block', 'pass',
     'The reference guard whose merge skips NaN partials with isnan(): every partial is a finite integer sum, so nothing is skipped and the sum is exact.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x)
            if (!isnan(partials[b])) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''')

case('l27_ticket_atomic_store', 'last-block', 'fail 1',
     'The "ticket" is cuda::atomic_ref::store(blockIdx.x + 1) (an atomic store, not a read-modify-write) and the block whose load then reads gridDim.x merges: stores count nothing, so several blocks or none may see 256 (PG Atomic Functions; libcu++ store vs fetch_add).', LB_HEAD + r'''
    cuda::atomic_ref<unsigned int, cuda::thread_scope_device> cnt(*counter);
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        cnt.store(blockIdx.x + 1u);
        am_last = cnt.load() == gridDim.x;
    }
    __syncthreads();''' + merge('cnt.store(0u);'), pre='#include <cuda/atomic>')

case('l28_assert_printf_last', 'last-block', 'pass',
     'The reference guard with assert(t < gridDim.x) on every ticket and a printf from the last block (PG Assertion, Formatted Output).', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        assert(t < gridDim.x);
        am_last = t == gridDim.x - 1;
        if (am_last) printf("last block %u\n", blockIdx.x);
    }
    __syncthreads();''' + merge(), pre='#include <cassert>\n#include <cstdio>')

case('l29_helper_is_last', 'last-block', 'pass',
     'A learner\'s own __device__ helper `take_ticket(counter)` (fence, atomicAdd, __syncthreads, returns the shared flag) called uniformly; the merge and reset as in the reference.', LB_HEAD + r'''
    if (tid == 0) partials[blockIdx.x] = sm[0];
    if (take_ticket(counter))''' + merge()[len('\n    if (am_last)'):], pre=r'''
__device__ __noinline__ bool take_ticket(unsigned int *counter)
{
    __shared__ unsigned int ticket;
    if (threadIdx.x == 0) {
        __threadfence();
        ticket = atomicAdd(counter, 1u);
    }
    __syncthreads();
    return ticket == gridDim.x - 1;
}''')

case('l30_block0_resets_at_start', 'last-block', 'fail 1',
     'Block 0 stores *counter = 0 at its start "to be safe": that plain store races with other blocks\' tickets (they may already have counted), so tickets are lost and nobody or two blocks merge (PTX Data races).', r'''
    if (blockIdx.x == 0 && threadIdx.x == 0) *counter = 0;''' + LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();''' + merge())

case('l31_merging_block_takes_no_ticket', 'last-block', 'fail 1',
     'Every block but block 0 fences its partial and takes a ticket; block 0 takes none and merges at once: nothing orders the other blocks\' partials before its reads (PG Memory Fence Functions: the reader must be the block that drew the last ticket): a race.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        if (blockIdx.x != 0) {
            __threadfence();
            if (atomicAdd(counter, 1u) == gridDim.x - 2) *counter = 0;
        }
        am_last = blockIdx.x == 0;
    }
    __syncthreads();''' + merge(''))
