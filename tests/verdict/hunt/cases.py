# Cases for gen.py. Body = the kernel's body. Reasons cite the CUDA C++ Programming Guide
# (PG) and the PTX ISA; decided before running p34.

# ---------------------------------------------------------------- coordination
case('c01_shfl_warp_sums', 'coordination', 'pass',
     'PG Warp Shuffle Functions: __shfl_down_sync full mask, all lanes converged; warp sums in shared, __syncthreads, thread 0 sums; arrive after the barrier, wait at the end.', r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + tid;
    float v = gi < size ? input[gi] * (float)(rank + 1) : 0.0f;
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (lane == 0)
        wsum[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            s += wsum[w];
        output[rank] = s;
    }
    cluster_wait();''')

case('c02_atomic_shared_init', 'coordination', 'pass',
     'atomicAdd on a __shared__ float zeroed by thread 0 before __syncthreads (PG Atomic Functions; __syncthreads orders the init before every atomic); thread 0 stores the total after a second __syncthreads.', r'''
    __shared__ float total;
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x == 0)
        total = 0.0f;
    __syncthreads();
    atomicAdd(&total, input[gi] * (rank + 1.0f));
    __syncthreads();
    if (threadIdx.x == 0)
        output[rank] = total;
    cluster_sync();''')

case('c03_atomic_shared_uninit', 'coordination', 'fail 1',
     'atomicAdd into a __shared__ float nobody zeroed: shared memory starts undefined (PG: __shared__ variables cannot be initialised in the declaration and hold no defined value), so the sum is garbage: wrong value.', r'''
    __shared__ float total;
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    atomicAdd(&total, input[gi] * (rank + 1.0f));
    __syncthreads();
    if (threadIdx.x == 0)
        output[rank] = total;
    cluster_sync();''')

case('c04_atomic_output_uninit', 'coordination', 'fail 1',
     'Every thread atomicAdds into output[rank], which the host filled with NaN (SPEC Checking) and the kernel never zeroed: NaN + x = NaN, wrong value.', r'''
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    atomicAdd(&output[rank], input[gi] * (rank + 1.0f));
    cluster_sync();''')

case('c05_atomic_output_init_sync', 'coordination', 'pass',
     'Thread 0 zeroes output[rank], __syncthreads orders that store before every thread\'s atomicAdd on it (PG __syncthreads: global and shared accesses before it are visible to the block); atomics never race with each other.', r'''
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x == 0)
        output[rank] = 0.0f;
    __syncthreads();
    atomicAdd(&output[rank], input[gi] * (rank + 1.0f));
    cluster_sync();''')

case('c06_dsmem_read_before_wait', 'coordination', 'fail 1',
     'Rank 0 reads each peer\'s shared data through map_shared_rank after its own barrier_arrive but before barrier_wait: nothing orders the peer\'s shared stores (released by the peer\'s arrive) before the read, a data race (PTX ISA barrier.cluster: wait is the acquire; PG Distributed Shared Memory).', r'''
    __shared__ float sdata[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    __syncthreads();
    cluster.barrier_arrive();
    if (rank == 0 && tid < CLUSTER_SIZE) {
        float *peer = cluster.map_shared_rank(sdata, tid);
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += peer[i];
        output[tid] = s;
    }
    cluster.barrier_wait();
    cluster.sync();''')

case('c07_dsmem_rank0_computes_all', 'coordination', 'pass',
     'Rank 0 threads 0-3 each sum one peer\'s shared data after cluster.sync() (PG Distributed Shared Memory: sync first so every block has started and its stores are visible), then a second cluster.sync() keeps every peer alive until the reads are done. One writer per output.', r'''
    __shared__ float sdata[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    cluster.sync();
    if (rank == 0 && tid < CLUSTER_SIZE) {
        const float *peer = cluster.map_shared_rank(sdata, tid);
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += peer[i];
        output[tid] = s;
    }
    cluster.sync();''')

case('c08_early_return_guard', 'coordination', 'pass',
     '`if (gi >= size) return;` before the barriers: size = 1024 = grid x block, so no thread returns; every thread reaches every barrier (PG __syncthreads: the condition is uniform).', r'''
    __shared__ float sdata[TPB];
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    if (gi >= size)
        return;
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[gi] * (rank + 1);
    __syncthreads();
    cluster_arrive();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            sdata[threadIdx.x] += sdata[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        output[rank] = sdata[0];
    cluster_wait();''')

case('c09_interleaved_off_by_one', 'coordination', 'fail 1',
     'Interleaved-addressing tree `for (s = 1; s < TPB / 2; s *= 2)` stops one step early: sdata[0] holds the sum of 128 values, not 256: wrong value.', r'''
    __shared__ float sdata[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1);
    __syncthreads();
    for (int s = 1; s < TPB / 2; s *= 2) {
        if (tid % (2 * s) == 0)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    cluster_arrive();
    if (tid == 0)
        output[rank] = sdata[0];
    cluster_wait();''')

case('c10_first_add_during_load', 'coordination', 'pass',
     'Harris reduction #4: 128 threads each add two inputs while loading, sequential-addressing tree with __syncthreads; the other 128 threads take part in the barriers only.', r'''
    __shared__ float sdata[TPB / 2];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float scale = rank + 1.0f;
    const int base = blockIdx.x * blockDim.x;
    if (tid < TPB / 2)
        sdata[tid] = (input[base + tid] + input[base + tid + TPB / 2]) * scale;
    __syncthreads();
    for (int s = TPB / 4; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    cluster_arrive();
    if (tid == 0)
        output[rank] = sdata[0];
    cluster_wait();''')

case('c11_volatile_syncwarp_tail', 'coordination', 'pass',
     'Tree down to 64, then the last warp unrolled with each step split into read, __syncwarp(), write, __syncwarp() (PG Warp Synchronous programming on Volta+: __syncwarp orders the lanes\' shared accesses).', r'''
    __shared__ float sdata[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    __syncthreads();
    for (int s = TPB / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        volatile float *v = sdata;
        float x = v[tid] + v[tid + 32];
        for (int off = 16; off > 0; off >>= 1) {
            __syncwarp();
            v[tid] = x;
            __syncwarp();
            x += v[tid + off];
        }
        if (tid == 0)
            output[rank] = x;
    }
    cluster_sync();''')

case('c12_volatile_tail_no_syncwarp', 'coordination', 'fail 1',
     'Pre-Volta unrolled last warp: `vs[tid] += vs[tid + 16]` etc. with volatile and no __syncwarp. Lane 0 reads vs[16] while lane 16 writes it with nothing ordering them (PG Independent Thread Scheduling: warp-synchronous code must use __syncwarp): data race.', r'''
    __shared__ float sdata[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    __syncthreads();
    for (int s = TPB / 2; s > 32; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        volatile float *vs = sdata;
        vs[tid] += vs[tid + 32];
        vs[tid] += vs[tid + 16];
        vs[tid] += vs[tid + 8];
        vs[tid] += vs[tid + 4];
        vs[tid] += vs[tid + 2];
        vs[tid] += vs[tid + 1];
    }
    if (tid == 0)
        output[rank] = sdata[0];
    cluster_sync();''')

case('c13_shfl_width16', 'coordination', 'pass',
     '__shfl_down_sync with width 16 reduces each half-warp (PG Warp Shuffle: width splits the warp into segments), then one full-width step folds lane 16 into lane 0.', r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid & 31;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    for (int off = 8; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off, 16);
    v += __shfl_down_sync(0xffffffffu, v, 16);
    if (lane == 0)
        wsum[tid >> 5] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            s += wsum[w];
        output[rank] = s;
    }
    cluster_wait();''')

case('c14_every_thread_writes_output', 'coordination', 'fail 1',
     'After the tree every thread stores output[rank] = sdata[0]: 256 unordered plain stores to one location, a data race even with equal values (PTX ISA Memory Consistency Model, Data races; SPEC: each output stored by exactly one thread).', r'''
    __shared__ float sdata[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    output[rank] = sdata[0];
    cluster_sync();''')

case('c15_cas_float_add', 'coordination', 'pass',
     'Float add into a zeroed __shared__ total by an atomicCAS loop on its bits (PG Atomic Functions: atomicCAS pattern for types without a native atomic); the plain first read is only a guess the CAS checks.', r'''
    __shared__ float total;
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0)
        total = 0.0f;
    __syncthreads();
    const float x = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    unsigned int *bits = reinterpret_cast<unsigned int *>(&total);
    unsigned int old = atomicAdd(bits, 0u), assumed;
    do {
        assumed = old;
        old = atomicCAS(bits, assumed, __float_as_uint(__uint_as_float(assumed) + x));
    } while (old != assumed);
    __syncthreads();
    if (threadIdx.x == 0)
        output[rank] = total;
    cluster_sync();''')

case('c16_int_accumulate', 'coordination', 'fail 1',
     'Thread 0 accumulates the scaled inputs (0.0 to 3.6, not whole numbers) into an int: every term is truncated, the sum is far off: wrong value.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        int s = 0;
        for (int i = 0; i < TPB; i++)
            s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('c17_double_accumulate', 'coordination', 'pass',
     'Thread 0 sums in double and rounds once: closer to the exact sum than any float order, inside the SPEC bound.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        double s = 0.0;
        for (int i = 0; i < TPB; i++)
            s += sdata[i];
        output[rank] = (float)s;
    }
    cluster_wait();''')

case('c18_write_own_shared_after_arrive', 'coordination', 'fail 1',
     'Each block publishes its scaled data, arrives, and then (before its wait) thread 0 overwrites sdata[0] with the block sum while every peer reads the next block\'s sdata[0] through map_shared_rank after its wait: the peer\'s wait acquires only what came before our arrive, so the post-arrive store races with the peer\'s read (PTX ISA barrier.cluster).', r'''
    __shared__ float sdata[TPB];
    __shared__ float bsum;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += sdata[i];
        bsum = s;
    }
    __syncthreads();
    cluster.barrier_arrive();
    if (tid == 0)
        sdata[0] = -1.0f;  // reuse the buffer as scratch
    cluster.barrier_wait();
    if (tid == 0) {
        const float *next = cluster.map_shared_rank(sdata, (rank + 1) % CLUSTER_SIZE);
        output[rank] = bsum + 0.0f * next[0];
    }
    cluster.sync();''')

# ---------------------------------------------------------------- reduction
RED_TREE = r'''
    __shared__ float sdata[TPB];
    const int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
'''

case('r01_dsmem_pull_rank0', 'reduction', 'pass',
     'Block sums in each block\'s shared memory; cluster.sync(); rank 0 thread 0 reads the four through map_shared_rank; a second cluster.sync() keeps the peers alive until then (PG Distributed Shared Memory). temp_storage unused (scratch, allowed).', RED_TREE + r'''
    cg::cluster_group cluster = cg::this_cluster();
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); r++)
            total += *cluster.map_shared_rank(&sdata[0], r);
        output[0] = total;
    }
    cluster.sync();''')

case('r02_dsmem_pull_no_final_sync', 'reduction', 'fail 5',
     'As r01 without the final cluster.sync(): peers may exit while rank 0 still reads their shared memory (PG Distributed Shared Memory: a block must not exit before all accesses to its shared memory are done); on an H100 an illegal address (fault).', RED_TREE + r'''
    cg::cluster_group cluster = cg::this_cluster();
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < cluster.num_blocks(); r++)
            total += *cluster.map_shared_rank(&sdata[0], r);
        output[0] = total;
    }''')

case('r03_dsmem_push_all_to_all', 'reduction', 'pass',
     'After a first cluster.sync() (all started), thread 0 of every block stores its block sum into sums[rank] of every block; a second cluster.sync() makes them visible; each block adds its own four, rank 0 stores; no DSMEM access after the second barrier.', r'''
    __shared__ float sdata[TPB];
    __shared__ float sums[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    cluster.sync();
    if (tid < CLUSTER_SIZE)
        *cluster.map_shared_rank(&sums[rank], tid) = sdata[0];
    cluster.sync();
    if (rank == 0 && tid == 0)
        output[0] = sums[0] + sums[1] + sums[2] + sums[3];''')

case('r04_push_read_before_wait', 'reduction', 'fail 1',
     'Peers push into rank 0\'s sums[] then arrive; rank 0 reads its sums[] after its own arrive but before its wait: nothing orders the peers\' remote stores before the read, a data race (PTX ISA barrier.cluster: the wait acquires).', r'''
    __shared__ float sdata[TPB];
    __shared__ float sums[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    cluster.sync();
    if (tid == 0)
        *cluster.map_shared_rank(&sums[rank], 0) = sdata[0];
    cluster.barrier_arrive();
    if (rank == 0 && tid == 0)
        output[0] = sums[0] + sums[1] + sums[2] + sums[3];
    cluster.barrier_wait();''')

case('r05_push_split_arrive_wait', 'reduction', 'pass',
     'cluster.sync(); push block sum into rank 0\'s sums[]; arrive; unrelated block-local work; wait; rank 0 reads its own sums[]. The wait acquires every peer\'s pre-arrive stores; rank 0 touches only its own shared memory after it.', r'''
    __shared__ float sdata[TPB];
    __shared__ float sums[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    cluster.sync();
    if (tid == 0)
        *cluster.map_shared_rank(&sums[rank], 0) = sdata[0];
    cluster.barrier_arrive();
    sdata[tid] = 0.0f;  // block-local clean-up between arrive and wait
    cluster.barrier_wait();
    if (rank == 0 && tid == 0)
        output[0] = sums[0] + sums[1] + sums[2] + sums[3];''')

case('r06_atomic_output_after_sync', 'reduction', 'pass',
     'Rank 0 thread 0 zeroes output[0]; cluster_sync() orders it before every block\'s atomicAdd of its (whole-number, exact) block sum; atomics do not race. Four atomic writers are read-modify-writes, not unordered stores.', RED_TREE + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (rank == 0 && tid == 0)
        output[0] = 0.0f;
    cluster_sync();
    if (tid == 0)
        atomicAdd(output, sdata[0]);
    cluster_sync();''')

case('r07_atomic_every_thread_temp', 'reduction', 'pass',
     'Every thread atomicAdds its input into temp_storage[0] zeroed before a cluster_sync(); after a second cluster_sync() one thread copies it to output[0]. Whole numbers: exact in any order.', r'''
    const unsigned int rank = block_rank_in_cluster();
    if (rank == 0 && threadIdx.x == 0)
        temp_storage[0] = 0.0f;
    cluster_sync();
    atomicAdd(&temp_storage[0], input[blockIdx.x * blockDim.x + threadIdx.x]);
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0];''')

case('r08_threadfence_not_barrier', 'reduction', 'fail 1',
     '__threadfence() in place of cluster_sync(): a fence orders one thread\'s own accesses, it does not wait for other blocks (PG Memory Fence Functions), so rank 0 may read temp_storage before the peers store it: data race / wrong value.', RED_TREE + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    __threadfence();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    cluster_sync();''')

case('r09_sync_only_thread0_then_block_barrier', 'reduction', 'fail 4',
     'Only thread 0 of each block calls cluster_sync(), then __syncthreads(): thread 0 waits for 1023 threads that wait at __syncthreads for thread 0. The cluster barrier counts every thread of the cluster (PTX ISA barrier.cluster): deadlock.', RED_TREE + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) {
        temp_storage[rank] = sdata[0];
        cluster_sync();
    }
    __syncthreads();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r10_sync_in_rank_branches', 'reduction', 'pass',
     'Rank 0 and the other ranks call cluster_sync() from different branches of a rank test (uniform per block and per warp): the barrier counts arrivals, not call sites (PTX ISA barrier.cluster; .aligned needs only warp-uniform execution).', RED_TREE + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    if (rank == 0) {
        cluster_sync();
        if (tid == 0)
            output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    } else {
        cluster_sync();
    }''')

case('r11_read_after_arrive_only', 'reduction', 'fail 1',
     'Rank 0 reads temp_storage after cluster_arrive() and before cluster_wait(): arrive releases but does not wait, peers may not have stored: data race (PTX ISA barrier.cluster.arrive/wait).', RED_TREE + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    cluster_arrive();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    cluster_wait();''')

case('r12_tree_stops_at_1', 'reduction', 'fail 1',
     'Tree loop `s > 1`: the last step (s = 1) is skipped, sdata[0] lacks sdata[1]: wrong value.', r'''
    __shared__ float sdata[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 1; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r13_int_total', 'reduction', 'pass',
     'Rank 0 adds the four whole-number partials as int: every value (at most 523776) converts exactly (C++ float-to-int of an integral value), so the result is exact.', RED_TREE + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        int total = 0;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += (int)temp_storage[r];
        output[0] = (float)total;
    }''')

case('r14_uint_atomic_shared', 'reduction', 'pass',
     'Whole-number inputs added with atomicAdd on a zeroed __shared__ unsigned int (exact), converted to float for temp_storage; cluster_sync; one writer.', r'''
    __shared__ unsigned int isum;
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0)
        isum = 0;
    __syncthreads();
    atomicAdd(&isum, (unsigned int)input[blockIdx.x * blockDim.x + threadIdx.x]);
    __syncthreads();
    if (threadIdx.x == 0)
        temp_storage[rank] = (float)isum;
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r15_syncwarp_in_tree', 'reduction', 'fail 1',
     '__syncwarp() instead of __syncthreads() in the block tree: steps with s >= 32 read values other warps write: data race / wrong value (PG __syncwarp orders only the warp).', r'''
    __shared__ float sdata[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncwarp();
    }
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r16_volatile_spin_dsmem_counter', 'reduction', 'pass',
     'cluster.sync(); peers store their sum into rank 0\'s sums[r], __threadfence(), atomicAdd rank 0\'s shared counter; rank 0 thread 0 spins on a volatile read of the counter, fences, reads. Fence-fence synchronization through the counter (PTX ISA Memory Consistency Model: release/acquire patterns); all blocks of a cluster are co-scheduled so the spin ends; rank 0 outlives the pushes.', r'''
    __shared__ float sdata[TPB];
    __shared__ float sums[CLUSTER_SIZE];
    __shared__ unsigned int arrived;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    if (tid == 0)
        arrived = 0;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    cluster.sync();
    if (tid == 0) {
        *cluster.map_shared_rank(&sums[rank], 0) = sdata[0];
        __threadfence();
        atomicAdd(cluster.map_shared_rank(&arrived, 0), 1u);
    }
    if (rank == 0 && tid == 0) {
        while (*(volatile unsigned int *)&arrived < CLUSTER_SIZE) {
        }
        __threadfence();
        output[0] = sums[0] + sums[1] + sums[2] + sums[3];
    }''')

case('r17_blockidx_writer', 'reduction', 'pass',
     'Indexes temp_storage by blockIdx.x and picks the writer by blockIdx.x == 0: with one cluster of 4 blocks, blockIdx.x equals the cluster rank (SPEC Known errors in the seeds).', RED_TREE + r'''
    if (tid == 0)
        temp_storage[blockIdx.x] = sdata[0];
    cluster_sync();
    if (blockIdx.x == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            t += temp_storage[b];
        output[0] = t;
    }''')

case('r18_device_array_no_sync', 'reduction', 'fail 1',
     'Block sums in a `__device__ float g_sums[4]` (not a kernel argument) and no cluster barrier before rank 0 reads them: a data race on global memory (PTX ISA Data races), whatever buffer it lives in.', RED_TREE + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0)
        g_sums[rank] = sdata[0];
    __syncthreads();
    if (rank == 0 && tid == 0)
        output[0] = g_sums[0] + g_sums[1] + g_sums[2] + g_sums[3];
    cluster_sync();''', pre='__device__ float g_sums[CLUSTER_SIZE];')

case('r19_device_array_synced', 'reduction', 'pass',
     'As r18 with cluster_sync() between the stores and rank 0\'s reads: a `__device__` array is global memory like temp_storage; the barrier orders it.', RED_TREE + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0)
        g_sums[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = g_sums[0] + g_sums[1] + g_sums[2] + g_sums[3];''', pre='__device__ float g_sums[CLUSTER_SIZE];')

case('r20_temp_every_warp_writes', 'reduction', 'fail 1',
     'Lane 0 of every warp stores temp_storage[rank] = sdata[0] (8 writers per block, same value): unordered plain stores to one location are a data race (PTX ISA Data races).', RED_TREE + r'''
    const unsigned int rank = block_rank_in_cluster();
    if ((tid & 31) == 0)
        temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

# ---------------------------------------------------------------- advanced
ADV_LOAD = r'''
    __shared__ float sdata[TPB];
    __shared__ float wsum[TPB / WARP_SIZE];
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
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();'''

case('a01_ffs_activemask_leader', 'advanced', 'pass',
     'Leader = lowest set bit of __activemask() (all 32 lanes active: lane 0) sums its warp; PG Warp Vote Functions. Deterministic, one writer per warp sum.', ADV_LOAD + r'''
    const unsigned int active = __activemask();
    if (lane == __ffs(active) - 1) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sdata[warp * WARP_SIZE + i];
        wsum[warp] = s;
    }''' + ADV_TAIL)

case('a02_elect_assumes_lane0', 'advanced', 'fail 5',
     'The elected lane sums sdata[tid .. tid + 31], i.e. assumes it is lane 0. PTX ISA elect.sync: the leader is deterministic but which lane is not specified, so this relies on unspecified behaviour; any other lane of the last warp reads past sdata (out of bounds, exit 5). The H100 elected lane 0 and passed (docs/verify-verdict-gpu); the simulator elects the highest lane by default.', ADV_LOAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sdata[tid + i];
        wsum[warp] = s;
    }''' + ADV_TAIL)

case('a03_elect_indexes_by_lane', 'advanced', 'fail 1',
     'The elected lane stores its warp sum in wsum[lane] instead of wsum[warp]: every warp\'s leader writes the same slot (race) and 7 slots stay unwritten: wrong value.', ADV_LOAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sdata[warp * WARP_SIZE + i];
        wsum[lane] = s;
    }''' + ADV_TAIL)

case('a04_second_level_shfl_width8', 'advanced', 'pass',
     'Warp sums by shuffle; then warp 0 (all 32 lanes) loads wsum[lane] for lane < 8 (else 0) and reduces with __shfl_down_sync(full, v, off, 8): lane 0 gets the 8-lane segment sum (PG Warp Shuffle width).', r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, off);
    if (elect_one_sync())
        wsum[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (warp == 0) {
        float w = lane < TPB / WARP_SIZE ? wsum[lane] : 0.0f;
        for (int off = 4; off > 0; off >>= 1)
            w += __shfl_down_sync(0xffffffffu, w, off, 8);
        if (lane == 0)
            output[rank] = w;
    }
    cluster_wait();''')

case('a05_second_level_shfl_in_branch', 'advanced', 'fail 4',
     'Second level: `if (tid < 8)` then __shfl_down_sync(0xffffffff, ...) over only 8 lanes: the mask names lanes that never execute it, undefined (PG Warp Shuffle: all non-exited threads named in mask must execute the same intrinsic). The rules leave the outcome open (garbage or a hang); the H100 hung (docs/verify-verdict-gpu), so exit 4.', r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (lane == 0)
        wsum[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (tid < TPB / WARP_SIZE) {
        float w = wsum[tid];
        for (int off = 4; off > 0; off >>= 1)
            w += __shfl_down_sync(0xffffffffu, w, off);
        if (tid == 0)
            output[rank] = w;
    }
    cluster_wait();''')

case('a06_syncwarp_split_tree', 'advanced', 'pass',
     'Per-warp tree in shared memory with read, __syncwarp(), write, __syncwarp() at each step (PG __syncwarp: orders the lanes\' memory accesses); lane 0 stores the warp sum.', ADV_LOAD + r'''
    float x = sdata[tid];
    for (int off = 16; off > 0; off >>= 1) {
        x += sdata[warp * WARP_SIZE + ((lane + off) & 31)];
        __syncwarp();
        sdata[tid] = x;
        __syncwarp();
    }
    if (lane == 0)
        wsum[warp] = x;''' + ADV_TAIL)

case('a07_syncwarp_after_rmw_only', 'advanced', 'fail 1',
     'Per-warp tree `s[tid] += s[tid + off]; __syncwarp();` guarded only against leaving the warp, not by `lane < off`: lanes >= off also add, so lane i writes s[i] while lane i-off reads it in the same step: data race (PG __syncwarp).', ADV_LOAD + r'''
    for (int off = 16; off > 0; off >>= 1) {
        if (lane + off < WARP_SIZE)
            sdata[tid] += sdata[tid + off];
        __syncwarp();
    }
    if (lane == 0)
        wsum[warp] = sdata[tid];''' + ADV_TAIL)

case('a08_guarded_warp_tree', 'advanced', 'pass',
     'Per-warp tree with `if (lane < off) s[tid] += s[tid + off]; __syncwarp();`: in one step lanes < off write [0, off) and read [off, 2 off), disjoint; __syncwarp orders the steps. Race-free.', ADV_LOAD + r'''
    for (int off = 16; off > 0; off >>= 1) {
        if (lane < off)
            sdata[tid] += sdata[tid + off];
        __syncwarp();
    }
    if (lane == 0)
        wsum[warp] = sdata[tid];''' + ADV_TAIL)

case('a09_wsum_accumulate_uninit', 'advanced', 'fail 1',
     'Elected lanes do `wsum[warp] += s` on never-initialised shared memory: garbage (PG: __shared__ has no initial value): wrong value.', ADV_LOAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sdata[warp * WARP_SIZE + i];
        wsum[warp] += s;
    }''' + ADV_TAIL)

case('a10_ballot_leader', 'advanced', 'pass',
     'Leader chosen by __ballot_sync(full, 1) and __ffs (lane 0): one writer per warp; __syncthreads before thread 0 reads.', ADV_LOAD + r'''
    const unsigned int b = __ballot_sync(0xffffffffu, 1);
    if (lane == __ffs(b) - 1) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sdata[warp * WARP_SIZE + i];
        wsum[warp] = s;
    }''' + ADV_TAIL)

case('a11_shfl_broadcast_last_lane', 'advanced', 'pass',
     'Warp reduction by xor butterfly (every lane holds the sum), __shfl_sync(full, v, 0) broadcast, lane 31 stores: one writer per warp.', r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    for (int off = 1; off < 32; off <<= 1)
        v += __shfl_xor_sync(0xffffffffu, v, off);
    v = __shfl_sync(0xffffffffu, v, 0);
    if (lane == 31)
        wsum[warp] = v;''' + ADV_TAIL)

case('a12_arrive_before_syncthreads', 'advanced', 'pass',
     'cluster_arrive() right after the warp sums, before __syncthreads(): the cluster barrier only announces; the block barrier still orders the warp sums before thread 0 reads them.', ADV_LOAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sdata[warp * WARP_SIZE + i];
        wsum[warp] = s;
    }
    cluster_arrive();
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('a13_every_lane_writes_wsum', 'advanced', 'fail 1',
     'After an xor butterfly every lane stores wsum[warp] = v (32 writers, same value): unordered plain stores to one shared location are a data race (PTX ISA Data races).', r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    for (int off = 1; off < 32; off <<= 1)
        v += __shfl_xor_sync(0xffffffffu, v, off);
    wsum[warp] = v;''' + ADV_TAIL)

case('a14_thread0_reads_after_syncwarp', 'advanced', 'fail 1',
     'Thread 0 reads all 8 warp sums after only __syncwarp(): it orders warp 0, not warps 1-7 that wrote wsum[1..7]: data race / wrong value.', ADV_LOAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sdata[warp * WARP_SIZE + i];
        wsum[warp] = s;
    }
    __syncwarp();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('a15_tile_shfl_elect', 'advanced', 'pass',
     'cg::tiled_partition<32> tile.shfl_down reduction, tile.thread_rank() == 0 stores, block.sync(), thread 0 totals; cluster arrive/wait.', r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    for (int off = tile.size() / 2; off > 0; off /= 2)
        v += tile.shfl_down(v, off);
    if (tile.thread_rank() == 0)
        wsum[tile.meta_group_rank()] = v;
    block.sync();
    cluster_arrive();
    if (block.thread_rank() == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();''')

# ---------------------------------------------------------------- last-block
LB_PART = r'''
    __shared__ float sdata[TPB];
    const int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
'''
LB_FINAL = r'''
        float sum = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x)
            sum += partials[b];
        sdata[tid] = sum;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s)
                sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
'''

case('l01_ticket_every_thread', 'last-block', 'pass',
     'Every thread takes a ticket (65536 in all); thread 0 stored the partial and fenced before its ticket. The thread with ticket 65535 is after every ticket (the counter\'s RMW order), fences (acquire) and sums the 256 partials alone, then resets the counter; PG Memory Fence Functions.', LB_PART + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
    }
    __syncthreads();
    const unsigned int ticket = atomicAdd(counter, 1u);
    if (ticket == gridDim.x * blockDim.x - 1) {
        __threadfence();
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            total += partials[b];
        output[0] = total;
        *counter = 0;
    }''')

case('l02_ticket_every_thread_wrong_count', 'last-block', 'fail 1',
     'As l01 but the last ticket is taken to be gridDim.x - 1: the 256th of 65536 tickets goes to a thread of an early block, which sums partials that are mostly not written yet, and the counter is reset mid-run: wrong value / race.', LB_PART + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
    }
    __syncthreads();
    const unsigned int ticket = atomicAdd(counter, 1u);
    if (ticket == gridDim.x - 1) {
        __threadfence();
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            total += partials[b];
        output[0] = total;
        *counter = 0;
    }''')

case('l03_atomicsub_reset', 'last-block', 'pass',
     'Guide pattern with the counter brought back to 0 by atomicSub(counter, gridDim.x) in the last block (every other ticket is already taken, so the RMW leaves 0).', LB_PART + r'''
    __shared__ bool am_last;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        __threadfence();''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sdata[0];
            atomicSub(counter, gridDim.x);
        }
    }''')

case('l04_reset_at_start_by_block0', 'last-block', 'fail 1',
     'Block 0 thread 0 stores *counter = 0 at the start "for the next launch" instead of the last block resetting at the end: that plain store is unordered with other blocks\' atomicAdd tickets (data race, PTX ISA), and with blocks running in any order a ticket can be lost so no block is last.', r'''
    __shared__ float sdata[TPB];
    __shared__ bool am_last;
    const int tid = threadIdx.x;
    if (blockIdx.x == 0 && tid == 0)
        *counter = 0;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        __threadfence();''' + LB_FINAL + r'''
        if (tid == 0)
            output[0] = sdata[0];
    }''')

case('l05_reset_by_every_thread', 'last-block', 'fail 1',
     'Every thread of the last block stores *counter = 0 (256 plain stores, same value, no barrier between): a data race (PTX ISA Data races).', LB_PART + r'''
    __shared__ bool am_last;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        __threadfence();''' + LB_FINAL + r'''
        if (tid == 0)
            output[0] = sdata[0];
        *counter = 0;
    }''')

case('l06_volatile_partials_fenced', 'last-block', 'pass',
     'Guide threadFenceReduction shape: partial stored, __threadfence(), ticket; the last block reads partials through a volatile pointer after __syncthreads and a fence; reset with atomicExch.', LB_PART + r'''
    __shared__ bool am_last;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        unsigned int t = atomicInc(counter, 0xffffffffu);
        am_last = (t == gridDim.x - 1);
    }
    __syncthreads();
    if (am_last) {
        __threadfence();
        const volatile float *vp = partials;
        float sum = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x)
            sum += vp[b];
        sdata[tid] = sum;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s)
                sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sdata[0];
            atomicExch(counter, 0u);
        }
    }''')

case('l07_device_counter', 'last-block', 'pass',
     'Ticket counter is a `__device__ unsigned int` (zero at module load, reset by the last block) instead of the counter argument, as in the Programming Guide\'s threadFenceReduction sample; the counter argument stays 0.', LB_PART + r'''
    __shared__ bool am_last;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        am_last = atomicAdd(&g_blocks_done, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        __threadfence();''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sdata[0];
            g_blocks_done = 0;
        }
    }''', pre='__device__ unsigned int g_blocks_done = 0;')

case('l08_device_partials_no_fence', 'last-block', 'fail 1',
     'Partials in a `__device__ float g_part[256]` and no __threadfence() anywhere: the last block\'s reads of other blocks\' partials are not ordered after their stores (PG Memory Fence Functions: without the fence the last block may read stale partials): data race.', LB_PART + r'''
    __shared__ bool am_last;
    if (tid == 0) {
        g_part[blockIdx.x] = sdata[0];
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        float sum = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x)
            sum += g_part[b];
        sdata[tid] = sum;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s)
                sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }''', pre='__device__ float g_part[LB_SIZE / TPB];')

case('l09_device_partials_fenced', 'last-block', 'pass',
     'As l08 with the guide\'s fences (release before the ticket, acquire after): a `__device__` array is global memory like partials.', LB_PART + r'''
    __shared__ bool am_last;
    if (tid == 0) {
        g_part[blockIdx.x] = sdata[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        __threadfence();
        float sum = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x)
            sum += g_part[b];
        sdata[tid] = sum;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s)
                sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }''', pre='__device__ float g_part[LB_SIZE / TPB];')

case('l10_partials_in_shared', 'last-block', 'fail 1',
     'Each block keeps its partial in a __shared__ array slot part[blockIdx.x]; the last block sums part[0..255] of its OWN shared memory, where only its own slot was written (shared memory is per block, PG Shared Memory): wrong value. (part[256] of floats fits.)', LB_PART + r'''
    __shared__ float part[LB_SIZE / TPB];
    __shared__ bool am_last;
    if (tid == 0) {
        part[blockIdx.x] = sdata[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last && tid == 0) {
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            total += part[b];
        output[0] = total;
        *counter = 0;
    }''')

case('l11_ticket_off_by_one', 'last-block', 'fail 1',
     'Last block test `ticket == gridDim.x` (tickets run 0..255): no block is ever last, output[0] never written.', LB_PART + r'''
    __shared__ bool am_last;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x;
    }
    __syncthreads();
    if (am_last) {
        __threadfence();''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }''')

case('l12_modulo_ticket_no_reset', 'last-block', 'fail 1',
     'Ticket compared modulo gridDim.x and never reset: every launch\'s numbers are right (2^32 is a multiple of 256), but SPEC requires the counter to be 0 when the kernel ends; p34 must reject it.', LB_PART + r'''
    __shared__ bool am_last;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) % gridDim.x == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        __threadfence();''' + LB_FINAL + r'''
        if (tid == 0)
            output[0] = sdata[0];
    }''')

case('l13_syncthreads_in_thread0_branch', 'last-block', 'fail 1',
     'Thread 0 alone learns it is last (a register flag, no shared broadcast) and runs a tree with __syncthreads() inside `if (last)`; the other 255 threads run to the end and exit. PG __syncthreads: conditional code only when uniform; PTX ISA exit: exiting threads release a barrier they hold up, so no hang, but the tree runs with one thread: wrong value. (First written as fail 4, corrected from the PTX exit rule before p34 ran it.)', LB_PART + r'''
    bool last = false;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    if (last) {
        __threadfence();''' + LB_FINAL + r'''
        output[0] = sdata[0];
        *counter = 0;
    }''')

case('l14_warp0_final_shfl', 'last-block', 'pass',
     'Last block: warp 0 only, each lane adds 8 partials (strided), __shfl_down_sync full-mask reduction, lane 0 stores and resets. Other warps skip uniformly; no block barrier inside the branch.', LB_PART + r'''
    __shared__ unsigned int ticket;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        ticket = atomicAdd(counter, 1u);
    }
    __syncthreads();
    if (ticket == gridDim.x - 1 && tid < 32) {
        __threadfence();
        float v = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += 32)
            v += partials[b];
        for (int off = 16; off > 0; off >>= 1)
            v += __shfl_down_sync(0xffffffffu, v, off);
        if (tid == 0) {
            output[0] = v;
            *counter = 0;
        }
    }''')

case('l15_fence_only_in_last_block', 'last-block', 'fail 1',
     'No fence between the partial store and the ticket; only the last block fences after its ticket. The release side is missing (PG Memory Fence Functions, the threadFenceReduction example: the fence goes between storing the partial and the atomicInc): data race.', LB_PART + r'''
    __shared__ bool am_last;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        __threadfence();''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }''')

case('l16_atomic_partials_no_fence', 'last-block', 'fail 1',
     'Partials stored with atomicExch and read by the last block with atomicAdd(&p, 0.0f), no fences: atomics on the partials do not race, but nothing makes a block\'s partial visible before its ticket (relaxed atomics; PTX ISA: coherence orders only one location), so the last block may read NaN. Race-free but wrong by the rules; the H100 likely shows right numbers.', LB_PART + r'''
    __shared__ bool am_last;
    if (tid == 0) {
        atomicExch(&partials[blockIdx.x], sdata[0]);
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last && tid == 0) {
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            total += atomicAdd(&partials[b], 0.0f);
        output[0] = total;
        *counter = 0;
    }''')

case('l17_syncthreads_count_broadcast', 'last-block', 'pass',
     'Thread 0 takes the ticket; `__syncthreads_count(is_last)` broadcasts it (a block barrier, so it also carries thread 0\'s acquire fence); the last block finishes with a tree.', LB_PART + r'''
    int mine = 0;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        mine = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    if (__syncthreads_count(mine)) {''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }''')

# ---------------------------------------------------------------- batch 2: __device__ variables and exits
case('r21_device_arrival_spin', 'reduction', 'pass',
     'Each block stores temp_storage[rank], __threadfence(), atomicAdd on a `__device__ unsigned int` arrival counter; rank 0 thread 0 spins on a volatile read of it until 4, fences, sums, and resets it with atomicExch (all arrivals done; an atomic reset does not race with the arrivals\' atomics). Fence-fence synchronization through the counter (PG Memory Fence Functions; PTX ISA release/acquire patterns); a cluster\'s blocks are co-scheduled, so the spin ends.', RED_TREE + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) {
        temp_storage[rank] = sdata[0];
        __threadfence();
        atomicAdd(&g_arrivals, 1u);
    }
    if (rank == 0 && tid == 0) {
        while (*(volatile unsigned int *)&g_arrivals < CLUSTER_SIZE) {
        }
        __threadfence();
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
        atomicExch(&g_arrivals, 0u);  // for the next launch; every arrival is in
    }''', pre='__device__ unsigned int g_arrivals = 0;')

case('c19_device_staging_sync', 'coordination', 'pass',
     'Scaled inputs staged in a `__device__ float g_stage[SIZE]` (global memory), __syncthreads(), thread 0 sums its block\'s 256 (PG __syncthreads: global accesses before it are visible to the block).', r'''
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    g_stage[gi] = input[gi] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += g_stage[blockIdx.x * blockDim.x + i];
        output[rank] = s;
    }
    cluster_wait();''', pre='__device__ float g_stage[SIZE];')

case('c20_device_staging_no_sync', 'coordination', 'fail 1',
     'As c19 without the __syncthreads(): thread 0 reads g_stage entries other threads store with nothing ordering them: data race (PTX ISA Data races); the sum depends on timing.', r'''
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    g_stage[gi] = input[gi] * (rank + 1.0f);
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += g_stage[blockIdx.x * blockDim.x + i];
        output[rank] = s;
    }
    cluster_wait();''', pre='__device__ float g_stage[SIZE];')

case('a16_device_warp_sums_no_sync', 'advanced', 'fail 1',
     'Warp sums in a `__device__ float g_wsum[32]` (8 per block); thread 0 reads its block\'s 8 after only __syncwarp(): warps 1-7 are not ordered before it: data race.', r'''
    const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (lane == 0)
        g_wsum[rank * 8 + warp] = v;
    __syncwarp();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < 8; w++)
            t += g_wsum[rank * 8 + w];
        output[rank] = t;
    }
    cluster_wait();''', pre='__device__ float g_wsum[CLUSTER_SIZE * TPB / WARP_SIZE];')

case('l18_guide_atomicinc_device_count', 'last-block', 'pass',
     'The Programming Guide\'s Memory Fence Functions example as written: `__device__ unsigned int count = 0;`, partial, __threadfence(), `atomicInc(&count, gridDim.x)`, `isLastBlockDone` in shared, __syncthreads(), last block sums and thread 0 stores count = 0.', LB_PART + r'''
    __shared__ bool isLastBlockDone;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        unsigned int value = atomicInc(&count, gridDim.x);
        isLastBlockDone = (value == (gridDim.x - 1));
    }
    __syncthreads();
    if (isLastBlockDone) {''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sdata[0];
            count = 0;
        }
    }''', pre='__device__ unsigned int count = 0;')

case('l19_atomicinc_griddim_no_reset', 'last-block', 'fail 1',
     '`atomicInc(counter, gridDim.x)` (the guide\'s limit) but no reset: the counter ends at 256, not 0 (SPEC), and the next launch\'s tickets run 256, 0, ..., 254, so no block is last: not written.', LB_PART + r'''
    __shared__ bool am_last;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        am_last = atomicInc(counter, gridDim.x) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        __threadfence();''' + LB_FINAL + r'''
        if (tid == 0)
            output[0] = sdata[0];
    }''')

case('l20_plain_reread_counter', 'last-block', 'fail 1',
     'Ticket taken with atomicAdd, then the block decides with a plain re-read `*counter == gridDim.x`: the plain load races with other blocks\' atomics, and several blocks can see 256 and all write output[0] (PTX ISA Data races).', LB_PART + r'''
    __shared__ bool am_last;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        atomicAdd(counter, 1u);
        __threadfence();
        am_last = (*counter == gridDim.x);
    }
    __syncthreads();
    if (am_last) {''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sdata[0];
            atomicExch(counter, 0u);
        }
    }''')

case('r22_peers_exit_rank0_syncs', 'reduction', 'fail 1',
     'Ranks 1-3 store temp_storage[rank] and return; only rank 0 calls cluster_sync(). PTX ISA exit: exiting threads release a barrier they hold up, so rank 0 does not hang, but an exit is no arrive: it releases no memory, so rank 0\'s reads race with the peers\' stores.', RED_TREE + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    if (rank != 0)
        return;
    cluster_sync();
    if (tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('a17_half_warp_masks', 'advanced', 'pass',
     'Inside `if (lane < 16)` each half-warp tree uses __syncwarp(0x0000ffff) and __shfl_down_sync(0x0000ffff, ...) naming exactly the lanes that execute them (PG Warp Shuffle, __syncwarp: mask of the participating lanes); lanes 16-31 add their values into lanes 0-15 first.', ADV_LOAD + r'''
    float v = 0.0f;
    if (lane < 16) {
        v = sdata[tid] + sdata[tid + 16];
        for (int off = 8; off > 0; off >>= 1)
            v += __shfl_down_sync(0x0000ffffu, v, off);
        __syncwarp(0x0000ffffu);
        if (lane == 0)
            wsum[warp] = v;
    }''' + ADV_TAIL)

case('a18_elect_warp_uniform_branch', 'advanced', 'pass',
     '`if (warp < 4 && elect_one_sync())`: the condition is uniform in each warp, so whole warps call elect; each of warps 0-3 sums 64 values into wsum[warp]; thread 0 adds the 4.', ADV_LOAD + r'''
    if (warp < 4 && elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < 2 * WARP_SIZE; i++)
            s += sdata[warp * 2 * WARP_SIZE + i];
        wsum[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < 4; w++)
            t += wsum[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('c21_self_map_no_cluster_barrier', 'coordination', 'pass',
     'Thread 0 reads its own block\'s data through map_shared_rank(sdata, own rank) after __syncthreads(): the block\'s own shared memory, no peer involved, so no cluster barrier is needed.', r'''
    __shared__ float sdata[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    if (threadIdx.x == 0) {
        const float *mine = cluster.map_shared_rank(sdata, rank);
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += mine[i];
        output[rank] = s;
    }''')

case('l21_exit_releases_block_barrier', 'last-block', 'fail 1',
     'Threads other than 0 return right after the block partial; thread 0 alone later hits the __syncthreads() of the final tree. PTX ISA exit: the exited threads release the barrier, so it does not hang; but only sdata[0] was refilled from partials, the tree adds stale block values: wrong value.', LB_PART + r'''
    __shared__ bool am_last;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    if (tid != 0)
        return;
    if (am_last) {
        __threadfence();''' + LB_FINAL + r'''
        output[0] = sdata[0];
        *counter = 0;
    }''')

# ---------------------------------------------------------------- batch 3: spin-waits (atomic and volatile polls)
POLL_HEAD = RED_TREE + r'''
    const unsigned int rank = block_rank_in_cluster();
    unsigned int *arrived = reinterpret_cast<unsigned int *>(&temp_storage[0]);
    if (rank == 0 && tid == 0)
        *arrived = 0;
    cluster_sync();  // the counter is zero before anyone adds to it
'''

case('r23_atomic_poll', 'reduction', 'pass',
     'Ranks 1-3 store temp_storage[rank], __threadfence(), atomicAdd a counter kept in temp_storage[0] (zeroed before a cluster_sync); rank 0 thread 0 polls it with atomicAdd(cnt, 0) until 3, fences, adds. Fence-fence synchronization through the counter (PG Memory Fence Functions; PTX ISA release and acquire patterns); blocks of a cluster are co-scheduled, so the poll ends.', POLL_HEAD + r'''
    if (rank != 0 && tid == 0) {
        temp_storage[rank] = sdata[0];
        __threadfence();
        atomicAdd(arrived, 1u);
    }
    if (rank == 0 && tid == 0) {
        while (atomicAdd(arrived, 0u) < CLUSTER_SIZE - 1) {
        }
        __threadfence();
        output[0] = sdata[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }''')

case('r24_cas_poll', 'reduction', 'pass',
     'As r23, rank 0 polling with atomicCAS(cnt, 3, 3) (returns the old value, changes nothing) until it returns 3.', POLL_HEAD + r'''
    if (rank != 0 && tid == 0) {
        temp_storage[rank] = sdata[0];
        __threadfence();
        atomicAdd(arrived, 1u);
    }
    if (rank == 0 && tid == 0) {
        while (atomicCAS(arrived, CLUSTER_SIZE - 1, CLUSTER_SIZE - 1) != CLUSTER_SIZE - 1) {
        }
        __threadfence();
        output[0] = sdata[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }''')

case('r25_volatile_poll', 'reduction', 'pass',
     'As r23, rank 0 polling with a volatile load of the counter (PTX ISA: ld.volatile is a relaxed strong load at system scope), then __threadfence() (acquire pattern).', POLL_HEAD + r'''
    if (rank != 0 && tid == 0) {
        temp_storage[rank] = sdata[0];
        __threadfence();
        atomicAdd(arrived, 1u);
    }
    if (rank == 0 && tid == 0) {
        while (*(volatile unsigned int *)arrived < CLUSTER_SIZE - 1) {
        }
        __threadfence();
        output[0] = sdata[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }''')

case('r26_volatile_poll_hides_race', 'reduction', 'fail 1',
     'As r25, but in ranks 1-3 every thread stores temp_storage[rank] (256 unordered plain stores of one value: a data race, PTX ISA Data races) while rank 0 polls.', POLL_HEAD + r'''
    if (rank != 0) {
        temp_storage[rank] = sdata[0];
        __threadfence();
        if (tid == 0)
            atomicAdd(arrived, 1u);
    }
    if (rank == 0 && tid == 0) {
        while (*(volatile unsigned int *)arrived < CLUSTER_SIZE - 1) {
        }
        __threadfence();
        output[0] = sdata[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }''')

case('r27_atomic_poll_no_fence', 'reduction', 'fail 1',
     'As r23 without the writers\' __threadfence() between the store and the atomicAdd: the atomic releases nothing (PG Memory Fence Functions), so rank 0\'s reads of temp_storage race with the stores.', POLL_HEAD + r'''
    if (rank != 0 && tid == 0) {
        temp_storage[rank] = sdata[0];
        atomicAdd(arrived, 1u);
    }
    if (rank == 0 && tid == 0) {
        while (atomicAdd(arrived, 0u) < CLUSTER_SIZE - 1) {
        }
        __threadfence();
        output[0] = sdata[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }''')

case('c22_intra_block_volatile_flag', 'coordination', 'pass',
     'Inside one block: thread 224 (warp 7) sums the block after __syncthreads, stores bsum, __threadfence_block(), sets a volatile shared flag; thread 0 (warp 0) spins on the flag, __threadfence_block(), stores output. Different warps, so no intra-warp spin; release/acquire at block scope (PTX ISA).', r'''
    __shared__ float sdata[TPB];
    __shared__ float bsum;
    __shared__ int ready;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0)
        ready = 0;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (tid == 224) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += sdata[i];
        bsum = s;
        __threadfence_block();
        *(volatile int *)&ready = 1;
    }
    if (tid == 0) {
        while (*(volatile int *)&ready == 0) {
        }
        __threadfence_block();
        output[rank] = bsum;
    }
    cluster_wait();''')

# ---------------------------------------------------------------- batch 4: shuffles that read a lane outside a partial mask
case('a19_activemask_half_warp', 'advanced', 'pass',
     'Inside `if (lane < 16)`, a shuffle-down tree with mask __activemask() (lanes 0-15): lanes 8-15 read lanes 16-23, outside the mask, and get undefined values (PG Warp Shuffle Functions: reading an inactive thread), but those values never reach lane 0, which only reads lanes 8, 4, 2, 1 at the steps where they are defined.', ADV_LOAD + r'''
    if (lane < 16) {
        const unsigned int m = __activemask();
        float v = sdata[tid] + sdata[tid + 16];
        for (int off = 8; off > 0; off >>= 1)
            v += __shfl_down_sync(m, v, off);
        if (lane == 0)
            wsum[warp] = v;
    }''' + ADV_TAIL)

case('a20_ballot_mask_second_level', 'advanced', 'pass',
     'Second level: m = __ballot_sync(full, lane < 8); lanes 0-7 of warp 0 load the 8 warp sums and reduce with __shfl_down_sync(m, v, 4/2/1): lanes whose source is 8 or above read undefined values that never reach lane 0.', r'''
    __shared__ float wsum[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (lane == 0)
        wsum[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (warp == 0) {
        const unsigned int m = __ballot_sync(0xffffffffu, lane < TPB / WARP_SIZE);
        if (lane < TPB / WARP_SIZE) {
            float w = wsum[lane];
            for (int off = 4; off > 0; off >>= 1)
                w += __shfl_down_sync(m, w, off);
            if (lane == 0)
                output[rank] = w;
        }
    }
    cluster_wait();''')

case('a21_half_warp_xor_reads_outside', 'advanced', 'fail 1',
     'Inside `if (lane < 16)`, the first butterfly step is __shfl_xor_sync(0x0000ffff, v, 16): every lane reads a lane of the other half, outside the mask and not running the shuffle, so the value is undefined (PG Warp Shuffle Functions) and it reaches the warp sum: wrong value.', ADV_LOAD + r'''
    if (lane < 16) {
        float v = sdata[tid] + sdata[tid + 16];
        for (int off = 16; off > 0; off >>= 1)
            v += __shfl_xor_sync(0x0000ffffu, v, off);
        if (lane == 0)
            wsum[warp] = v;
    }''' + ADV_TAIL)

# ---------------------------------------------------------------- batch 5: block-scope fences publishing a flag
FLAG_HEAD = r'''
    __shared__ float sdata[TPB];
    __shared__ float bsum;
    __shared__ int ready;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0)
        ready = 0;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
'''
case('c23_intra_block_atomic_flag', 'coordination', 'pass',
     'As c22 with the flag set by atomicExch(&ready, 1) and polled with atomicAdd(&ready, 0): fence.acq_rel.cta before the atomic (release pattern), the atomic read then __threadfence_block() (acquire pattern), same block (PTX ISA Memory Consistency Model).', FLAG_HEAD + r'''
    if (tid == 224) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += sdata[i];
        bsum = s;
        __threadfence_block();
        atomicExch(&ready, 1);
    }
    if (tid == 0) {
        while (atomicAdd(&ready, 0) == 0) {
        }
        __threadfence_block();
        output[rank] = bsum;
    }
    cluster_wait();''')

case('c24_intra_block_flag_no_fence', 'coordination', 'fail 1',
     'As c22 without the writer\'s __threadfence_block() between bsum and the volatile flag store: nothing releases bsum, so thread 0\'s read of it races with the store (PTX ISA Data races; PG Memory Fence Functions).', FLAG_HEAD + r'''
    if (tid == 224) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += sdata[i];
        bsum = s;
        *(volatile int *)&ready = 1;
    }
    if (tid == 0) {
        while (*(volatile int *)&ready == 0) {
        }
        __threadfence_block();
        output[rank] = bsum;
    }
    cluster_wait();''')

case('r28_block_fence_dsmem_flag', 'reduction', 'fail 1',
     'Each peer stores its block sum in its own shared `bsum`, __threadfence_block(), volatile flag store; rank 0 polls each peer\'s flag through map_shared_rank, fences, reads the peer\'s bsum. The release is CTA-scoped, the reader is in another CTA of the cluster: no synchronization (PTX ISA: morally strong needs a scope that includes both threads), a data race. (cluster.sync() first and last keeps every peer started and alive.)', RED_TREE + r'''
    __shared__ float bsum;
    __shared__ int ready;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0)
        ready = 0;
    cluster.sync();
    if (tid == 0) {
        bsum = sdata[0];
        __threadfence_block();
        *(volatile int *)&ready = 1;
    }
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < CLUSTER_SIZE; r++) {
            volatile int *flag = cluster.map_shared_rank(&ready, r);
            while (*flag == 0) {
            }
            __threadfence();
            total += *cluster.map_shared_rank(&bsum, r);
        }
        output[0] = total;
    }
    cluster.sync();''')
