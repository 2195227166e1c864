# Cases for gen.py (docs/verdict-mutants2.md): hand-applied mutation operators that
# scripts/verdict-matrix does not have (type changes, barrier substitutions, statement swaps,
# index-source swaps, equivalent rewrites, writer/fencer splits, ticket re-reads, vector views),
# each applied to one kernel of solutions/p34.cu (or of a correct alternative).
# Body = the kernel's body; pre = file-scope code before it.
# Reasons cite the CUDA C++ Programming Guide (PG) and the PTX ISA (PTX); every verdict
# was decided before p34 ran the kernel.

COORD_HEAD = r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    const float data_scale = (float)(my_block_rank + 1);
'''
RED_HEAD = r'''
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
'''

# ---------------------------------------------------------------- coordination
case('c01_double_accumulator', 'coordination', 'pass',
     'Operator float->double on the accumulator: thread 0 sums in double and stores (float)sum; more exact than the float sum, so within the float32 bound (SPEC Checking).', COORD_HEAD + r'''
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        double block_sum = 0.0;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = (float)block_sum;
    }
    cluster_wait();''')

case('c02_half_accumulator', 'coordination', 'fail 1',
     'Operator float->__half on the accumulator: __hadd rounds every partial sum to 11 significant bits (PG Half Precision Intrinsics); the sums (114..459) then carry errors of about 0.06-0.25, far above the float32 bound n*2^-24*sum|t| (about 0.002-0.007): wrong numbers.', COORD_HEAD + r'''
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        __half block_sum = __float2half(0.0f);
        for (int i = 0; i < TPB; i++)
            block_sum = __hadd(block_sum, __float2half(shared_data[i]));
        output[my_block_rank] = __half2float(block_sum);
    }
    cluster_wait();''', pre='#include <cuda_fp16.h>')

case('c03_int_accumulator', 'coordination', 'fail 1',
     'Operator float->int on the accumulator: `block_sum += shared_data[i]` converts the float sum back to int each step (C++ [conv.fpint], truncation), so fractions are lost: block 0 gives 0+0+...; wrong numbers.', COORD_HEAD + r'''
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        int block_sum = 0;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = (float)block_sum;
    }
    cluster_wait();''')

case('c04_syncwarp_for_syncthreads', 'coordination', 'fail 1',
     'Operator __syncthreads()->__syncwarp(): __syncwarp orders memory only among the lanes of one warp (PG Synchronization Functions, __syncwarp), and thread 0 reads the values of warps 1-7 with nothing ordering their stores: data race (PTX Memory Consistency Model, Data races).', COORD_HEAD + r'''
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncwarp();
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''')

case('c05_cluster_sync_for_syncthreads', 'coordination', 'pass',
     'Operator __syncthreads()->cluster_sync(): barrier.cluster.arrive (release) + wait (acquire) by every thread of the cluster includes every thread of the block, so it orders the block\'s shared stores before thread 0\'s reads (PTX barrier.cluster: default .release/.acquire semantics at cluster scope); every thread of every block calls it once, then the split barrier as before.', COORD_HEAD + r'''
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    cluster_sync();
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''')

case('c06_block_thread_rank', 'coordination', 'pass',
     'Operator threadIdx.x->cg::this_thread_block().thread_rank(): for a 1-D block they are equal (PG Cooperative Groups, thread_block::thread_rank).', r'''
    __shared__ float shared_data[TPB];
    cg::thread_block block = cg::this_thread_block();
    const int local_i = block.thread_rank();
    const int global_i = blockDim.x * blockIdx.x + local_i;
    const unsigned int my_block_rank = block_rank_in_cluster();
    const float data_scale = (float)(my_block_rank + 1);
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''')

case('c07_cluster_thread_rank', 'coordination', 'fail 5',
     'Operator threadIdx.x->cg::this_cluster().thread_rank(): the cluster rank of a thread of block r is r*256+threadIdx.x (PG Cooperative Groups, cluster_group::thread_rank), so blocks 1-3 index shared_data[256..1023], past the 256-float __shared__ array (PG Device Memory Accesses; out of bounds).', r'''
    __shared__ float shared_data[TPB];
    const int local_i = cg::this_cluster().thread_rank();
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    const float data_scale = (float)(my_block_rank + 1);
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''')

case('c08_blockidx_for_rank', 'coordination', 'pass',
     'Operator block_rank_in_cluster()->blockIdx.x: the grid is 4 blocks in one cluster of 4 (SPEC Launches), so blockIdx.x equals the cluster rank (PG Thread Block Clusters: %cluster_ctarank of a 1-D cluster is blockIdx.x % clusterDim.x).', r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = blockIdx.x;
    const float data_scale = (float)(my_block_rank + 1);
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''')

case('c09_output_in_every_block', 'coordination', 'fail 1',
     'Operator output[rank]->output[0] (the write moved into every block at one index): thread 0 of all four blocks stores output[0] with nothing ordering the stores (a data race, PTX Memory Consistency Model), and outputs 1-3 are never written.', COORD_HEAD + r'''
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[0] = block_sum;
    }
    cluster_wait();''')

case('c10_loop_reversed', 'coordination', 'pass',
     'Operator: loop order reversed (i from TPB-1 down to 0): a different summation order of the same 256 terms, within the float32 bound (SPEC Checking).', COORD_HEAD + r'''
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = TPB - 1; i >= 0; i--)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''')

case('c11_unroll4_by_hand', 'coordination', 'pass',
     'Operator: the sum loop unrolled by hand into four accumulators (i, i+1, i+2, i+3), added at the end: same 256 terms, another order, within the bound.', COORD_HEAD + r'''
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float a = 0.0f, b = 0.0f, c = 0.0f, d = 0.0f;
        for (int i = 0; i < TPB; i += 4) {
            a += shared_data[i];
            b += shared_data[i + 1];
            c += shared_data[i + 2];
            d += shared_data[i + 3];
        }
        output[my_block_rank] = (a + b) + (c + d);
    }
    cluster_wait();''')

case('c12_unroll4_off_by_one', 'coordination', 'fail 5',
     'Operator: the hand-unrolled loop (c11) with `<` -> `<=`: at i = 256 it reads shared_data[256..259], past the 256-float array (out of bounds).', COORD_HEAD + r'''
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float a = 0.0f, b = 0.0f, c = 0.0f, d = 0.0f;
        for (int i = 0; i <= TPB; i += 4) {
            a += shared_data[i];
            b += shared_data[i + 1];
            c += shared_data[i + 2];
            d += shared_data[i + 3];
        }
        output[my_block_rank] = (a + b) + (c + d);
    }
    cluster_wait();''')

case('c13_swap_sync_arrive', 'coordination', 'pass',
     'Operator: swap the adjacent `__syncthreads();` and `cluster_arrive();`: the arrive comes before the block barrier, but no block reads a peer\'s memory, and thread 0\'s reads still come after the __syncthreads() that orders the stores (PG Synchronization Functions); each thread still arrives once and then waits once (PTX barrier.cluster).', COORD_HEAD + r'''
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    cluster_arrive();
    __syncthreads();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''')

case('c14_swap_store_and_sync', 'coordination', 'fail 1',
     'Operator: swap the adjacent store into shared_data and the `__syncthreads();`: the barrier now precedes the stores, so thread 0 reads shared_data[1..255] while the other threads store them: data race (PTX Memory Consistency Model).', COORD_HEAD + r'''
    __syncthreads();
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''')

case('c15_shared_int', 'coordination', 'fail 1',
     'Operator: `__shared__ float` -> `__shared__ int`: each scaled input (0.0, 0.1, ... 0.9 times r+1) is truncated to an int on the store (C++ [conv.fpint]); wrong numbers.', r'''
    __shared__ int shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    const float data_scale = (float)(my_block_rank + 1);
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''')

case('c16_shared_double', 'coordination', 'pass',
     'Operator: `__shared__ float` -> `__shared__ double` (2 KB per block, far below the 48 KB static limit, PG Shared Memory): the values are stored exactly and summed in float; within the bound.', r'''
    __shared__ double shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    const float data_scale = (float)(my_block_rank + 1);
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''')

case('c17_atomic_output_init', 'coordination', 'pass',
     'Operator: the serial sum replaced by every thread atomicAdd-ing its value into output[rank], after thread 0 stores 0 there and a __syncthreads() orders that store before every atomic (PG Synchronization Functions; Atomic Functions). Any order of the 256 adds is within the bound.', COORD_HEAD + r'''
    if (local_i == 0)
        output[my_block_rank] = 0.0f;
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();
    cluster_arrive();
    atomicAdd(&output[my_block_rank], shared_data[local_i]);
    cluster_wait();''')

case('c18_atomic_output_init_after_arrive', 'coordination', 'fail 1',
     'Operator: swap the init and the barrier: thread 0 stores output[rank] = 0 after the __syncthreads(), so the other threads\' atomicAdd on it are unordered with that plain store: data race (PTX Memory Consistency Model: a plain store and an atomic conflict unless ordered); on a GPU adds made before the store are lost.', COORD_HEAD + r'''
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();
    if (local_i == 0)
        output[my_block_rank] = 0.0f;
    cluster_arrive();
    atomicAdd(&output[my_block_rank], shared_data[local_i]);
    cluster_wait();''')

case('c19_atomicexch_store', 'coordination', 'pass',
     'Operator: the output store `output[r] = s` replaced by atomicExch(&output[r], s): one thread, one atomic store (PG atomicExch); same value.', COORD_HEAD + r'''
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        atomicExch(&output[my_block_rank], block_sum);
    }
    cluster_wait();''')

case('c20_atomicmax_store', 'coordination', 'fail 1',
     'Operator: the output store replaced by atomicMax on the float\'s bits as int, (int*)&output[r]: the output starts as the NaN fill 0x7fc0dead, a larger int than any positive float\'s bits, so atomicMax keeps the NaN: the output is never changed (reads as not written/NaN); wrong.', COORD_HEAD + r'''
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        atomicMax((int *)&output[my_block_rank], __float_as_int(block_sum));
    }
    cluster_wait();''')

case('c21_early_return_top', 'coordination', 'pass',
     'Operator: `if (global_i >= size) return;` added at the top, before every barrier: the grid has exactly size threads, so no thread returns.', COORD_HEAD + r'''
    if (global_i >= size)
        return;
    shared_data[local_i] = input[global_i] * data_scale;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''')

case('c22_map_shared_rank_self', 'coordination', 'pass',
     'Operator: thread 0 reads its own block\'s shared_data through cluster.map_shared_rank(shared_data, own rank) (PG Distributed Shared Memory: the own block\'s address is a valid DSMEM address); the __syncthreads() orders the stores; same sum.', COORD_HEAD + r'''
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        const float *mine = cg::this_cluster().map_shared_rank(shared_data, (int)my_block_rank);
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += mine[i];
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''')

case('c23_map_shared_rank_next_after_wait', 'coordination', 'fail 1',
     'Operator: map_shared_rank(x, own) -> map_shared_rank(x, (own+1)%4), read after the cluster wait: every block sums its neighbour\'s scaled values (the barrier makes it race-free, PG DSMEM), so output[r] gets block r+1\'s sum: wrong numbers; and blocks may exit while a peer still reads their shared memory (PG DSMEM: a block must not exit before its peers\' accesses end) - breaks that rule too.', COORD_HEAD + r'''
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();
    cluster_arrive();
    cluster_wait();
    if (local_i == 0) {
        const float *peer = cg::this_cluster().map_shared_rank(shared_data, (int)((my_block_rank + 1) % CLUSTER_SIZE));
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += peer[i];
        output[my_block_rank] = block_sum;
    }''')

# ---------------------------------------------------------------- reduction
RED_TREE = r'''
    __shared__ float shared_mem[TPB];
    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
'''
RED_TAIL = r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }'''

case('r01_shift_stride', 'reduction', 'pass',
     'Operator: `stride /= 2` -> `stride >>= 1` (equal for a positive int).', RED_HEAD + RED_TREE.replace('stride /= 2', 'stride >>= 1') + RED_TAIL)

case('r02_stride_minus_one', 'reduction', 'fail 1',
     'Operator: `stride /= 2` -> `stride -= 1`: steps 128, 127, ..., 1 add shared_mem[i+s] into [i] for i < s; no race (a step writes [0,s) and reads [s,2s), barrier between steps), but elements are counted several times: wrong sum.', RED_HEAD + RED_TREE.replace('stride /= 2', 'stride -= 1') + RED_TAIL)

case('r03_shared_int', 'reduction', 'pass',
     'Operator: `__shared__ float` -> `__shared__ int`: the inputs are the integers 0..1023 (SPEC Launches), exact in int, every partial sum fits in int, and temp_storage gets the exact float of an int below 2^24.', RED_HEAD + RED_TREE.replace('__shared__ float shared_mem', '__shared__ int shared_mem') + RED_TAIL)

case('r04_shared_half', 'reduction', 'fail 1',
     'Operator: `__shared__ float` -> `__shared__ __half`: half has 11 significant bits and a largest finite value of 65504 (PG Half Precision); block sums of 32640..163712 overflow to inf or round: wrong sum.', RED_HEAD + r'''
    __shared__ __half shared_mem[TPB];
    shared_mem[local_i] = __float2half(global_i < size ? input[global_i] : 0.0f);
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] = __hadd(shared_mem[local_i], shared_mem[local_i + stride]);
        __syncthreads();
    }
    if (local_i == 0)
        temp_storage[my_block_rank] = __half2float(shared_mem[0]);
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }''', pre='#include <cuda_fp16.h>')

case('r05_all_barriers_cluster_sync', 'reduction', 'pass',
     'Operator: every __syncthreads() -> cluster_sync(): all 1024 threads of the cluster run the same loop and reach the same 9 cluster barriers in the same order; barrier.cluster (release/acquire, cluster scope) orders each step\'s shared stores before the next step\'s reads (PTX barrier.cluster).', RED_HEAD + RED_TREE.replace('__syncthreads()', 'cluster_sync()') + RED_TAIL)

case('r06_syncthreads_for_cluster_sync', 'reduction', 'fail 1',
     'Operator: cluster_sync() -> __syncthreads(): rank 0 reads temp_storage[1..3] that blocks 1-3 store, with no barrier or fence between them: data race across blocks (PG Thread Block Clusters; PTX Memory Consistency Model).', RED_HEAD + RED_TREE + RED_TAIL.replace('cluster_sync()', '__syncthreads()'))

case('r07_syncwarp_for_cluster_sync', 'reduction', 'fail 1',
     'Operator: cluster_sync() -> __syncwarp(): orders nothing between blocks; same race as r06 (PG __syncwarp: only the lanes of the mask).', RED_HEAD + RED_TREE + RED_TAIL.replace('cluster_sync()', '__syncwarp()'))

case('r08_nonzero_ranks_exit_before_cluster_sync', 'reduction', 'fail 1',
     'Operator: return early in some threads before a barrier: blocks 1-3 store their partial and return before cluster_sync(). PTX exit releases a barrier.cluster that only exited threads hold up, so block 0 does not hang, but an exit is not a release: nothing orders block r\'s store of temp_storage[r] before block 0\'s read of it (PTX Memory Consistency Model: no synchronizes-with edge, a data race).', RED_HEAD + RED_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    if (my_block_rank != 0)
        return;
    cluster_sync();
    if (local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }''')

case('r09_exit_after_cluster_sync', 'reduction', 'pass',
     'Operator: `if (my_block_rank != 0) return;` added right after cluster_sync(): the peers have already released their partials through the barrier; block 0 reads global memory only (no DSMEM), so the peers may exit.', RED_HEAD + RED_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank != 0)
        return;
    if (local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }''')

case('r10_float4_temp_storage', 'reduction', 'pass',
     'Operator: rank 0 reads the four partials with one float4 load of temp_storage: cudaMalloc memory is at least 256-byte aligned (PG Device Memory Accesses), so the 16-byte access is aligned; after cluster_sync() it is race-free.', RED_HEAD + RED_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {
        const float4 t = *reinterpret_cast<const float4 *>(temp_storage);
        output[0] = ((t.x + t.y) + t.z) + t.w;
    }''')

case('r11_float4_temp_storage_offset', 'reduction', 'fail 5',
     'Operator: float4 load at temp_storage + 1 (off by one): the address is 4 bytes past a 256-byte boundary, misaligned for a 16-byte access (PG Device Memory Accesses: misaligned access is undefined / cudaErrorMisalignedAddress) and reads temp_storage[4], past the 4-float buffer.', RED_HEAD + RED_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {
        const float4 t = *reinterpret_cast<const float4 *>(temp_storage + 1);
        output[0] = ((t.x + t.y) + t.z) + t.w;
    }''')

case('r12_swap_partial_store_and_last_sync', 'reduction', 'fail 1',
     'Operator: the stride-1 step peeled out of the loop (as r13) but the barrier after the stride-2 step dropped (the peeled add swapped above it): thread 0 reads shared_mem[1], which thread 1 writes in the stride-2 step, with no barrier between: data race (PTX Memory Consistency Model).', RED_HEAD + r'''
    __shared__ float shared_mem[TPB];
    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 1; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        if (stride > 2)
            __syncthreads();
    }
    if (local_i == 0)
        shared_mem[0] += shared_mem[1];
    __syncthreads();
''' + RED_TAIL)

case('r13_peel_last_step', 'reduction', 'pass',
     'Operator (equivalent): the stride-1 step peeled out of the loop (thread 0 adds shared_mem[1] after the stride-2 step\'s barrier) and thread 0 stores temp_storage from its own register: the same reads after the same barriers.', RED_HEAD + r'''
    __shared__ float shared_mem[TPB];
    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 1; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0] + shared_mem[1];
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }''')

case('r14_interleaved_addressing', 'reduction', 'pass',
     'Operator (equivalent): sequential addressing replaced by interleaved addressing (stride 1, 2, ... 128, `if (i % (2*s) == 0) s[i] += s[i+s]`), a barrier after each step: the same sum, exact for integers.', RED_HEAD + r'''
    __shared__ float shared_mem[TPB];
    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
    for (int stride = 1; stride < TPB; stride *= 2) {
        if (local_i % (2 * stride) == 0)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
''' + RED_TAIL)

case('r15_interleaved_ge', 'reduction', 'fail 5',
     'Operator: interleaved addressing with `stride <= TPB`: the last step (stride 256) has thread 0 read shared_mem[256], past the array (out of bounds).', RED_HEAD + r'''
    __shared__ float shared_mem[TPB];
    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
    for (int stride = 1; stride <= TPB; stride *= 2) {
        if (local_i % (2 * stride) == 0)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
''' + RED_TAIL)

case('r16_block_index_x', 'reduction', 'pass',
     'Operator: block_rank_in_cluster() -> cg::this_cluster().block_index().x (PG Cooperative Groups cluster_group::block_index: the block\'s 3-D index in the cluster; for a 1-D cluster .x is the rank).', r'''
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = cg::this_cluster().block_index().x;
''' + RED_TREE + RED_TAIL)

case('r17_elect_in_every_block', 'reduction', 'fail 1',
     'Operator: drop `my_block_rank == 0 &&` from the writer\'s condition (keep the warp-0 elect): one thread in each of the 4 blocks stores output[0], unordered: several writers (data race, PTX Memory Consistency Model); SPEC: exactly one thread stores each output.', RED_HEAD + RED_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (local_i / WARP_SIZE == 0 && elect_one_sync()) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }''')

case('r18_writer_is_last_rank', 'reduction', 'pass',
     'Operator: the writer moved from rank 0 to rank CLUSTER_SIZE-1, thread TPB-1: after cluster_sync() any one thread may read the four partials.', RED_HEAD + RED_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == CLUSTER_SIZE - 1 && local_i == TPB - 1) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }''')

case('r19_dsmem_read_own_rank', 'reduction', 'fail 1',
     'Operator: rank 0 sums the peers\' shared_mem[0] through map_shared_rank(shared_mem, own rank) instead of rank r: it adds its own block sum four times: wrong sum (no race: after cluster_sync()).', RED_HEAD + RED_TREE + r'''
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += *cg::this_cluster().map_shared_rank(&shared_mem[0], (int)my_block_rank);
        output[0] = total;
    }
    cluster_sync();''')

case('r20_dsmem_read_no_final_sync', 'reduction', 'fail 1',
     'Operator: DSMEM version with the final cluster_sync() deleted: rank 0 reads peers\' shared_mem[0] through map_shared_rank after the first cluster_sync(), but blocks 1-3 may exit meanwhile (PG Distributed Shared Memory: a block\'s shared memory must not be accessed after it exits; the Guide\'s example ends with cluster.sync()).', RED_HEAD + RED_TREE + r'''
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += *cg::this_cluster().map_shared_rank(&shared_mem[0], r);
        output[0] = total;
    }''')

case('r21_total_int', 'reduction', 'pass',
     'Operator: `float total` -> `unsigned int total` summing (unsigned int)temp_storage[r]: the partials are exact integers (32640+98176+163712+229248), the conversion is exact, the sum 523776 is exact.', RED_HEAD + RED_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {
        unsigned int total = 0;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += (unsigned int)temp_storage[r];
        output[0] = (float)total;
    }''')

case('r22_atomicadd_temp0', 'reduction', 'fail 1',
     'Operator: publish by atomicAdd(&temp_storage[0], partial) from every block instead of a store to temp_storage[rank], with no initialisation: temp_storage starts as the NaN fill (SPEC Checking: scratch buffers are filled with NaN), so the total is NaN.', RED_HEAD + RED_TREE + r'''
    if (local_i == 0)
        atomicAdd(&temp_storage[0], shared_mem[0]);
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0)
        output[0] = temp_storage[0];''')

# ---------------------------------------------------------------- advanced
ADV_HEAD = r'''
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const float data_scale = (float)(my_block_rank + 1);
    shared_data[local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
'''
ADV_WARP = r'''
    const int warp = local_i / WARP_SIZE;
    if (elect_one_sync()) {
        const int warp_start = warp * WARP_SIZE;
        float warp_sum = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            warp_sum += shared_data[warp_start + i];
        warp_sums[warp] = warp_sum;
    }
'''
ADV_TAIL = r'''
    cluster_arrive();
    if (local_i == 0) {
        float block_total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            block_total += warp_sums[w];
        output[my_block_rank] = block_total;
    }
    cluster_wait();'''

case('a01_syncwarp_first_barrier', 'advanced', 'pass',
     'Operator: the first __syncthreads() -> __syncwarp(): the elected lane reads only its own warp\'s 32 values, and __syncwarp() orders memory among the lanes of the warp (PG __syncwarp: "... ensures memory ordering among threads participating in the barrier"); the second __syncthreads() still orders the warp sums.', ADV_HEAD + '    __syncwarp();\n' + ADV_WARP + '    __syncthreads();\n' + ADV_TAIL)

case('a02_syncwarp_second_barrier', 'advanced', 'fail 1',
     'Operator: the second __syncthreads() -> __syncwarp(): thread 0 reads warp_sums[1..7] stored by lanes of other warps, unordered: data race.', ADV_HEAD + '    __syncthreads();\n' + ADV_WARP + '    __syncwarp();\n' + ADV_TAIL)

case('a03_lane0_for_elect', 'advanced', 'pass',
     'Operator: elect_one_sync() -> (local_i % WARP_SIZE == 0): one lane per warp, indexed by warp as before.', ADV_HEAD + '    __syncthreads();\n' + ADV_WARP.replace('elect_one_sync()', 'local_i % WARP_SIZE == 0') + '    __syncthreads();\n' + ADV_TAIL)

case('a04_elect_index_by_lane', 'advanced', 'fail 1',
     'Operator: index the warp\'s values from the elected lane\'s own index (warp_start = local_i) instead of warp*32: elect.sync does not say which lane it elects (PTX elect.sync), so an elected lane other than lane 0 reads past its warp (lanes of the next warp, or past the array for warp 7); wrong by the rules. (In practice the leader is lane 0.)', ADV_HEAD + '    __syncthreads();\n' + ADV_WARP.replace('const int warp_start = warp * WARP_SIZE;', 'const int warp_start = local_i;') + '    __syncthreads();\n' + ADV_TAIL)

case('a05_cluster_wait_before_read', 'advanced', 'pass',
     'Operator: the second __syncthreads() deleted and cluster_wait() moved above thread 0\'s reads: arrive (release) + wait (acquire) of barrier.cluster by every thread of the cluster orders the elected lanes\' warp_sums stores before thread 0\'s reads (PTX barrier.cluster).', ADV_HEAD + '    __syncthreads();\n' + ADV_WARP + r'''
    cluster_arrive();
    cluster_wait();
    if (local_i == 0) {
        float block_total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            block_total += warp_sums[w];
        output[my_block_rank] = block_total;
    }''')

case('a06_cluster_arrive_relaxed_then_wait', 'advanced', 'fail 1',
     'Operator: a05 with barrier.cluster.arrive.relaxed: a relaxed arrive does not release (PTX barrier.cluster: .relaxed removes the release semantics), so the elected lanes\' stores are not ordered before thread 0\'s reads: data race.', ADV_HEAD + '    __syncthreads();\n' + ADV_WARP + r'''
    asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory");
    cluster_wait();
    if (local_i == 0) {
        float block_total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            block_total += warp_sums[w];
        output[my_block_rank] = block_total;
    }''')

case('a07_warp_sums_double', 'advanced', 'pass',
     'Operator: `__shared__ float warp_sums[]` -> `__shared__ double warp_sums[]`: more exact; within the bound.', ADV_HEAD.replace('__shared__ float warp_sums', '__shared__ double warp_sums') + '    __syncthreads();\n' + ADV_WARP + '    __syncthreads();\n' + ADV_TAIL)

case('a08_warp_sums_short', 'advanced', 'fail 5',
     'Operator: warp_sums sized TPB / WARP_SIZE - 1 (7): warp 7\'s elected lane stores warp_sums[7], past the array (out of bounds).', ADV_HEAD.replace('warp_sums[TPB / WARP_SIZE]', 'warp_sums[TPB / WARP_SIZE - 1]') + '    __syncthreads();\n' + ADV_WARP + '    __syncthreads();\n' + ADV_TAIL.replace('w < TPB / WARP_SIZE', 'w < TPB / WARP_SIZE - 1'))

case('a09_shfl_instead_of_shared', 'advanced', 'pass',
     'Operator: the elected lane\'s serial sum replaced by a __shfl_down_sync tree over the full warp (every lane calls it with the full mask, PG Warp Shuffle Functions); lane 0 (the shuffle tree\'s root) stores the warp sum instead of the elected lane; within the bound.', ADV_HEAD + '    __syncthreads();\n' + r'''
    const int warp = local_i / WARP_SIZE;
    float v = shared_data[local_i];
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (local_i % WARP_SIZE == 0)
        warp_sums[warp] = v;
''' + '    __syncthreads();\n' + ADV_TAIL)

case('a10_shfl_root_elected', 'advanced', 'fail 1',
     'Operator: a09 with the store done by the elect_one_sync() lane: only lane 0 of a shfl_down tree holds the full sum; elect.sync elects some lane (PTX elect.sync: which one is not specified), so by the rules the stored value may be a partial sum: wrong by the rules. (In practice the leader is lane 0, and the numbers pass.)', ADV_HEAD + '    __syncthreads();\n' + r'''
    const int warp = local_i / WARP_SIZE;
    float v = shared_data[local_i];
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (elect_one_sync())
        warp_sums[warp] = v;
''' + '    __syncthreads();\n' + ADV_TAIL)

# ---------------------------------------------------------------- last-block
LB_TREE = r'''
    __shared__ float shared_mem[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
'''
LB_MERGE = r'''
        float sum = 0.0f;
        for (unsigned int b = local_i; b < gridDim.x; b += blockDim.x)
            sum += partials[b];
        shared_mem[local_i] = sum;
        __syncthreads();
        for (int stride = TPB / 2; stride > 0; stride /= 2) {
            if (local_i < stride)
                shared_mem[local_i] += shared_mem[local_i + stride];
            __syncthreads();
        }
        if (local_i == 0) {
            output[0] = shared_mem[0];
            *counter = 0;
        }
'''
def lb(ticket_block, store='    if (local_i == 0)\n        partials[blockIdx.x] = shared_mem[0];\n', merge=LB_MERGE, tree=LB_TREE):
    return tree + store + ticket_block + '    if (amlast) {\n' + merge + '    }\n'
LB_TICKET = r'''
    __shared__ bool amlast;
    if (local_i == 0) {
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        amlast = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
'''

case('l01_writer_is_not_fencer', 'last-block', 'fail 1',
     'Operator: the partial is stored by thread 1 while thread 0 fences and takes the ticket, with no barrier between them: thread 0\'s __threadfence() orders only thread 0\'s own earlier accesses (PG Memory Fence Functions; PTX release pattern: the fence orders the fencing thread\'s prior operations and those observed by it), so the last block may read a partial not yet visible: data race on partials.', lb(LB_TICKET, store='    if (local_i == 1)\n        partials[blockIdx.x] = shared_mem[0];\n'))

case('l02_writer_is_not_fencer_with_barrier', 'last-block', 'pass',
     'Operator: thread 1 stores the partial, then __syncthreads(), then thread 0 fences and takes the ticket: the barrier orders thread 1\'s store before thread 0\'s fence (PG Synchronization Functions), and causality order is transitive, so the fence-then-atomic release pattern covers it (PTX Memory Consistency Model: causality order, release pattern; the same cumulativity the CUDA threadFenceReduction sample relies on when thread 0 stores after a barrier).', lb(LB_TICKET, store='    if (local_i == 1)\n        partials[blockIdx.x] = shared_mem[0];\n    __syncthreads();\n'))

case('l03_reread_counter_plain', 'last-block', 'fail 1',
     'Operator: the ticket\'s value replaced by a plain re-read of *counter after the atomicAdd: the plain load races with other blocks\' atomicAdd on the counter (PTX Memory Consistency Model: a weak load and an atomic conflict), and several blocks may read gridDim.x and all act as the last (several writers of output[0]).', lb(r'''
    __shared__ bool amlast;
    if (local_i == 0) {
        __threadfence();
        atomicAdd(counter, 1u);
        __threadfence();
        amlast = (*counter == gridDim.x);
    }
    __syncthreads();
'''))

case('l04_reread_counter_atomic', 'last-block', 'fail 1',
     'Operator: the ticket\'s value replaced by an atomic re-read atomicAdd(counter, 0) == gridDim.x: no race on the counter, but two blocks that add their tickets before either re-reads both read gridDim.x, both merge and both store output[0] and *counter (several unordered writers: data race). Wrong by the rules on any schedule where two re-reads follow the last add.', lb(r'''
    __shared__ bool amlast;
    if (local_i == 0) {
        __threadfence();
        atomicAdd(counter, 1u);
        __threadfence();
        amlast = (atomicAdd(counter, 0u) == gridDim.x);
    }
    __syncthreads();
'''))

case('l05_ticket_ge', 'last-block', 'pass',
     'Operator: `ticket == gridDim.x - 1` -> `ticket >= gridDim.x - 1`: tickets run 0..255 in each launch (the counter starts at 0 and the last block resets it after every ticket is taken), so >= admits only 255.', lb(LB_TICKET.replace('ticket == gridDim.x - 1', 'ticket >= gridDim.x - 1')))

case('l06_ticket_blockdim', 'last-block', 'pass',
     'Operator: gridDim.x -> blockDim.x in the ticket test: both are 256 in this launch (SPEC: 256 x 256), equal values.', lb(LB_TICKET.replace('gridDim.x - 1', 'blockDim.x - 1')))

case('l07_reset_before_merge', 'last-block', 'pass',
     'Operator: swap: the last block resets *counter (thread 0) before merging instead of after: every other block has already taken its ticket (the last ticket is 255), so no atomic touches the counter any more in this launch; the reset is ordered before the next launch by the kernel boundary.', lb(LB_TICKET, merge=r'''
        if (local_i == 0)
            *counter = 0;
        float sum = 0.0f;
        for (unsigned int b = local_i; b < gridDim.x; b += blockDim.x)
            sum += partials[b];
        shared_mem[local_i] = sum;
        __syncthreads();
        for (int stride = TPB / 2; stride > 0; stride /= 2) {
            if (local_i < stride)
                shared_mem[local_i] += shared_mem[local_i + stride];
            __syncthreads();
        }
        if (local_i == 0)
            output[0] = shared_mem[0];
'''))

case('l08_reset_by_every_thread', 'last-block', 'fail 1',
     'Operator: guard dropped on the reset: all 256 threads of the last block store *counter = 0 with nothing ordering them: several unordered writers of one location (PTX Memory Consistency Model, data race), same value or not.', lb(LB_TICKET, merge=LB_MERGE.replace('''        if (local_i == 0) {
            output[0] = shared_mem[0];
            *counter = 0;
        }''', '''        if (local_i == 0)
            output[0] = shared_mem[0];
        *counter = 0;''')))

case('l09_reset_atomicexch', 'last-block', 'pass',
     'Operator: `*counter = 0` -> atomicExch(counter, 0u): an atomic store of the same value by the same thread.', lb(LB_TICKET, merge=LB_MERGE.replace('*counter = 0;', 'atomicExch(counter, 0u);')))

case('l10_reset_atomicsub', 'last-block', 'pass',
     'Operator: `*counter = 0` -> atomicSub(counter, gridDim.x): the counter holds exactly 256 when the last block resets it, so it becomes 0.', lb(LB_TICKET, merge=LB_MERGE.replace('*counter = 0;', 'atomicSub(counter, gridDim.x);')))

case('l11_atomicinc_wrap_no_reset', 'last-block', 'pass',
     'Operator: atomicAdd(counter, 1) -> atomicInc(counter, gridDim.x - 1) and the reset deleted: atomicInc stores ((old >= val) ? 0 : old+1) (PG atomicInc), so the 256th ticket (old 255) leaves 0 behind.', lb(LB_TICKET.replace('atomicAdd(counter, 1u)', 'atomicInc(counter, gridDim.x - 1)'), merge=LB_MERGE.replace('            *counter = 0;\n', '')))

case('l12_atomicinc_wrong_limit', 'last-block', 'fail 1',
     'Operator: atomicInc(counter, gridDim.x) with the reset deleted: tickets 0..255, the counter ends at 256, not 0 (PG atomicInc: wraps only when old >= val); the second launch\'s tickets start at 256 (wraps to 0 at the first one), so no block gets ticket 255 at the right time: the second launch\'s result is wrong or never written.', lb(LB_TICKET.replace('atomicAdd(counter, 1u)', 'atomicInc(counter, gridDim.x)'), merge=LB_MERGE.replace('            *counter = 0;\n', '')))

case('l13_cas_loop_ticket', 'last-block', 'pass',
     'Operator: atomicAdd ticket -> an atomicCAS loop computing the same increment (PG atomicCAS: the usual way to build any atomic RMW); the fences stay around it.', lb(r'''
    __shared__ bool amlast;
    if (local_i == 0) {
        __threadfence();
        unsigned int old = *(volatile unsigned int *)counter, seen;
        while ((seen = atomicCAS(counter, old, old + 1)) != old)
            old = seen;
        amlast = (old == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
'''))

case('l14_cas_loop_plain_first_read', 'last-block', 'fail 1',
     'Operator: l13 with the first read of the counter plain (not volatile): a weak load racing with other blocks\' atomicCAS on the counter: data race (PTX Memory Consistency Model; the CAS loop would still give the right ticket on a GPU).', lb(r'''
    __shared__ bool amlast;
    if (local_i == 0) {
        __threadfence();
        unsigned int old = *counter, seen;
        while ((seen = atomicCAS(counter, old, old + 1)) != old)
            old = seen;
        amlast = (old == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
'''))

case('l15_fence_system', 'last-block', 'pass',
     'Operator: both __threadfence() -> __threadfence_system(): stronger fences (PG Memory Fence Functions: system scope includes device scope).', lb(LB_TICKET.replace('__threadfence()', '__threadfence_system()')))

case('l16_cluster_sync_no_cluster', 'last-block', 'unclear',
     'Operator: the __syncthreads() after the ticket -> cluster_sync() in a launch without clusters. A non-cluster launch on sm_90 runs each block as a 1x1x1 cluster (barrier.cluster then spans one block), but the Programming Guide does not state it for cg::this_cluster() in a non-cluster launch; not scored.', lb(LB_TICKET.replace('    __syncthreads();\n', '    cluster_sync();\n')))

case('l17_rank_for_blockidx', 'last-block', 'fail 1',
     'Operator: blockIdx.x -> block_rank_in_cluster() in the partial\'s index: with no cluster every block is rank 0 (or the query is meaningless), so all 256 blocks store partials[0]: several unordered writers (data race) and partials[1..255] never written (NaN): wrong.', lb(LB_TICKET, store='    if (local_i == 0)\n        partials[block_rank_in_cluster()] = shared_mem[0];\n'))

case('l18_merge_ldcg', 'last-block', 'pass',
     'Operator: the merge reads partials with __ldcg() (ld.global.cg, cache at L2; PG Load Functions Using Cache Hints): a cache hint on a normal weak load, ordered by the fences like a plain load.', lb(LB_TICKET, merge=LB_MERGE.replace('sum += partials[b];', 'sum += __ldcg(&partials[b]);')))

case('l19_merge_ldg', 'last-block', 'fail 1',
     'Operator: the merge reads partials with __ldg(): ld.global.nc reads through the non-coherent read-only cache, for data that is read-only during the kernel (PG Read-Only Data Cache Load Function), and partials is written in this launch.', lb(LB_TICKET, merge=LB_MERGE.replace('sum += partials[b];', 'sum += __ldg(&partials[b]);')))

case('l20_partials_float4_merge', 'last-block', 'pass',
     'Operator: the merge reads partials as float4 (threads 0..63 each read 4 partials; partials is cudaMalloc memory, 256-byte aligned, PG Device Memory Accesses); the others contribute 0.', lb(LB_TICKET, merge=r'''
        float sum = 0.0f;
        if (local_i < (int)gridDim.x / 4) {
            const float4 q = reinterpret_cast<const float4 *>(partials)[local_i];
            sum = (q.x + q.y) + (q.z + q.w);
        }
        shared_mem[local_i] = sum;
        __syncthreads();
        for (int stride = TPB / 2; stride > 0; stride /= 2) {
            if (local_i < stride)
                shared_mem[local_i] += shared_mem[local_i + stride];
            __syncthreads();
        }
        if (local_i == 0) {
            output[0] = shared_mem[0];
            *counter = 0;
        }
'''))

case('l21_swap_fence_and_store', 'last-block', 'fail 1',
     'Operator: swap the partial store with the release __threadfence(): thread 0 now stores its partial after its atomicAdd ticket, so the ticket does not publish it and the last block may read it before (or while) it is stored: data race on partials (PG Memory Fence Functions).', lb(r'''
    __shared__ bool amlast;
    if (local_i == 0) {
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        partials[blockIdx.x] = shared_mem[0];
        amlast = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
''', store=''))

case('l22_amlast_int_flag', 'last-block', 'pass',
     'Operator: `__shared__ bool` -> `__shared__ int` flag: same logic.', lb(LB_TICKET.replace('__shared__ bool amlast', '__shared__ int amlast')))

case('l23_volatile_counter_read_ticket', 'last-block', 'fail 1',
     'Operator: l03 with a volatile re-read (*(volatile unsigned*)counter == gridDim.x): volatile is a relaxed system-scope access, no race with the atomics, but two blocks can both read 256 after the last add, and both merge: two writers of output[0] and *counter (data race).', lb(r'''
    __shared__ bool amlast;
    if (local_i == 0) {
        __threadfence();
        atomicAdd(counter, 1u);
        __threadfence();
        amlast = (*(volatile unsigned int *)counter == gridDim.x);
    }
    __syncthreads();
'''))

# ---------------------------------------------------------------- shared array size (static limit)
# PG, Compute Capabilities / Technical Specifications: the maximum shared memory per block of
# compute capability 9.0 is 227 KB, with the note that kernels relying on more than 48 KB per
# block must use dynamic shared memory, not statically sized arrays. Written before the runs:
# "ptxas refuses more than 0xc000 bytes of static __shared__ data". Checked afterwards with the
# nvcc 13 here: true for -arch=sm_90 ("0xc000 max"), but for sm_90a (p34's default target)
# ptxas refuses only more than 0x38c00 bytes (227 KB). s01/s02 (256 KB) are refused by both;
# s03 (49 KB) builds for sm_90a, so its truth was changed to unclear (the GPU's word needed).
case('s01_lb_shared_lb_size', 'last-block', 'fail 5',
     'Operator: the size of a __shared__ array: shared_mem[TPB] -> shared_mem[LB_SIZE] (the whole input instead of the block\'s slice, 256 KB): more than the 48 KB of static shared memory a kernel may declare (PG Technical Specifications; ptxas: "uses too much shared data (0x40000 bytes, 0xc000 max)"); the kernel does not build for the GPU.', lb(LB_TICKET, tree=LB_TREE.replace('shared_mem[TPB]', 'shared_mem[LB_SIZE]')))

case('s02_coord_shared_2d', 'coordination', 'fail 5',
     'Operator: `__shared__ float shared_data[TPB]` -> `[TPB][TPB]` (a 2-D array by mistake, 256 KB; the code uses row 0): above the 48 KB static limit; ptxas refuses it.', r'''
    __shared__ float shared_data[TPB][TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    const float data_scale = (float)(my_block_rank + 1);
    shared_data[0][local_i] = global_i < size ? input[global_i] * data_scale : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[0][i];
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''')

case('s03_red_two_arrays_over', 'reduction', 'unclear',
     'UNCLEAR (changed after nvcc: ptxas builds 50176 bytes for sm_90a, refuses it for sm_90; the PG asks for dynamic shared memory above 48 KB). Operator: a second __shared__ array of doubles for the tree (double dtree[6 * 1024], 48 KB) besides shared_mem[TPB] (1 KB): each is within 48 KB, their sum (50176 bytes) is not; ptxas counts every __shared__ variable the kernel uses.', RED_HEAD + r'''
    __shared__ float shared_mem[TPB];
    __shared__ double dtree[6 * 1024];
    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    dtree[local_i] = shared_mem[local_i];
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            dtree[local_i] += dtree[local_i + stride];
        __syncthreads();
    }
    if (local_i == 0)
        shared_mem[0] = (float)dtree[0];
''' + RED_TAIL)

case('s04_red_two_arrays_under', 'reduction', 'pass',
     'Operator: as s03 with double dtree[5 * 1024] (40 KB) + shared_mem (1 KB) = 41 KB, within the 48 KB static limit: builds and is correct (the double tree of integer inputs is exact).', RED_HEAD + r'''
    __shared__ float shared_mem[TPB];
    __shared__ double dtree[5 * 1024];
    shared_mem[local_i] = global_i < size ? input[global_i] : 0.0f;
    dtree[local_i] = shared_mem[local_i];
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            dtree[local_i] += dtree[local_i + stride];
        __syncthreads();
    }
    if (local_i == 0)
        shared_mem[0] = (float)dtree[0];
''' + RED_TAIL)

# ---------------------------------------------------------------- second round: DSMEM mapping, cluster queries, stores below barriers
case('r23_map_rank_off_by_one', 'reduction', 'fail 5',
     'Operator: off-by-one on the rank given to map_shared_rank (r from 1 to CLUSTER_SIZE, reading a peer\'s shared_mem[0]): rank 4 names no block of a cluster of 4 (PG Cooperative Groups, cluster_group::map_shared_rank: the rank must be in [0, num_blocks()); PTX mapa: the target CTA must be in the cluster); undefined, on a GPU an illegal address.', RED_HEAD + RED_TREE + r'''
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {
        float total = shared_mem[0];
        for (int r = 1; r <= CLUSTER_SIZE; r++)
            total += *cg::this_cluster().map_shared_rank(&shared_mem[0], r);
        output[0] = total;
    }
    cluster_sync();''')

case('r24_map_rank_of_global_pointer', 'reduction', 'fail 5',
     'Operator: map_shared_rank applied to a global pointer (temp_storage) instead of a __shared__ variable: map_shared_rank maps an address of the calling block\'s shared memory (PG Distributed Shared Memory; PTX mapa takes a shared::cta address); a global address is undefined, on a GPU an illegal address or a wrong value.', RED_HEAD + RED_TREE + r'''
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += *cg::this_cluster().map_shared_rank(&temp_storage[r], r);
        output[0] = total;
    }
    cluster_sync();''')

case('r25_dim_blocks_bound', 'reduction', 'pass',
     'Operator: CLUSTER_SIZE -> cg::this_cluster().dim_blocks().x in rank 0\'s loop: the launch\'s cluster is (4,1,1) (SPEC Launches), so both are 4.', RED_HEAD + RED_TREE + RED_TAIL.replace('r < CLUSTER_SIZE', 'r < (int)cg::this_cluster().dim_blocks().x'))

case('r26_num_threads_bound', 'reduction', 'fail 5',
     'Operator: CLUSTER_SIZE -> cg::this_cluster().num_threads() in rank 0\'s loop: 1024, so it reads temp_storage[4..1023], past the 4-float buffer (out of bounds).', RED_HEAD + RED_TREE + RED_TAIL.replace('r < CLUSTER_SIZE', 'r < (int)cg::this_cluster().num_threads()'))

case('r27_store_below_cluster_sync', 'reduction', 'fail 1',
     'Operator: swap the partial\'s store with the cluster_sync() after it (a store moved below its barrier): block r stores temp_storage[r] after the barrier, so rank 0\'s read is unordered with it: data race across blocks (PTX Memory Consistency Model).', RED_HEAD + RED_TREE + r'''
    cluster_sync();
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }''')

case('a11_store_below_second_barrier', 'advanced', 'fail 1',
     'Operator: the elected lanes\' warp_sums store moved below the second __syncthreads(): thread 0 then reads warp_sums[1..7] unordered with the other warps\' stores: data race.', ADV_HEAD + '    __syncthreads();\n' + r'''
    const int warp = local_i / WARP_SIZE;
    float warp_sum = 0.0f;
    const bool elected = elect_one_sync();
    if (elected)
        for (int i = 0; i < WARP_SIZE; i++)
            warp_sum += shared_data[warp * WARP_SIZE + i];
    __syncthreads();
    if (elected)
        warp_sums[warp] = warp_sum;
''' + ADV_TAIL)

case('l24_partial_stcg', 'last-block', 'pass',
     'Operator: the partial\'s store `partials[b] = v` -> __stcg(&partials[b], v) (st.global.cg, a cache hint on a weak store; PG Store Functions Using Cache Hints): the fence and ticket order it as before.', lb(LB_TICKET, store='    if (local_i == 0)\n        __stcg(&partials[blockIdx.x], shared_mem[0]);\n'))

case('l25_partial_store_below_ticket_barrier', 'last-block', 'fail 1',
     'Operator: the partial\'s store moved below the ticket (after the __syncthreads() that follows it): the fence and the ticket come before the store, so the last block may read the partial before it is stored: data race on partials (PG Memory Fence Functions).', lb(LB_TICKET + '    if (local_i == 0)\n        partials[blockIdx.x] = shared_mem[0];\n', store=''))

# ---------------------------------------------------------------- local array size (the local-memory limit)
LOCAL_BIG = r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float prefix[NPREFIX];
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) {
            s += sdata[i];
            prefix[i * (NPREFIX / TPB)] = s;
        }
        output[rank] = prefix[(TPB - 1) * (NPREFIX / TPB)];
    }
    cluster_wait();'''
case('c27_local_array_1mb', 'coordination', 'unclear',
     'UNCLEAR (changed after nvcc: ptxas keeps no local array at all here, "0 bytes stack frame", since only 256 strided slots are written and one is read, so the GPU runs it; the source still declares more than the PG\'s 512 KB per thread). Operator: the size of a local array (ve_ok_large_local_array\'s 64 KiB prefix[]) -> 1 MiB (262144 floats): more than the 512 KiB of local memory a thread may have (PG Technical Specifications: maximum amount of local memory per thread 512 KB); ptxas refuses it.', LOCAL_BIG.replace('NPREFIX', '262144'))
case('c28_local_array_480k', 'coordination', 'pass',
     'Operator: the local array at 480 KiB (122880 floats): within the 512 KiB per thread (PG Technical Specifications); slow on a GPU, not a fault.', LOCAL_BIG.replace('NPREFIX', '122880'))
