# Cases for gen.py (docs/verdict-interview.md): the four puzzles as a timed take-home exercise for a
# GPU-engineering job. Competent C++ programmers, some with a little CUDA, working fast: bit tricks
# (tid & (tid - 1), __ffs, __popc, 31 - __clz), loops folded into one expression, ternaries and comma
# operators, lambdas, constexpr / if constexpr helpers, auto and structured bindings, early returns,
# one thread doing all the work, atomicAdd on everything, one __shared__ buffer reused for two phases,
# "worked on my test values" assumptions, copy-paste between the kernels with one line not updated,
# off-by-one slips. Strong candidates are correct in unusual ways (warp-per-row, two-level shuffles,
# cg::reduce, cuda::atomic_ref, DSMEM through map_shared_rank, cluster.sync() used cleverly).
# Body = the kernel's body; pre = file-scope code before it. Every verdict was decided from the
# rules below before p34 ran the kernel.
# Citations: PTX = PTX ISA "Memory Consistency Model": conflict (two overlapping accesses, at least
# one a write); data race = conflicting accesses that are not morally strong and not ordered by
# causality order; morally strong = both strong (atomic, volatile, .relaxed/.acquire/.release) with
# scopes that include each other; release pattern = fence.sc/acq_rel (__threadfence) then a strong
# write; acquire pattern = a strong read then a fence; atom without .sem is .relaxed;
# barrier.cluster.arrive releases and barrier.cluster.wait acquires at cluster scope; bar.sync
# (__syncthreads) orders the CTA. PTX ISA "shfl.sync": the executing thread waits until every
# non-exited thread of membermask has executed shfl.sync with the same membermask. PTX ISA
# "elect.sync": one leader of membermask, which lane is not specified.
# PG = CUDA C++ Programming Guide: "Synchronization Functions" (__syncthreads in conditional code only
# where the condition is the same in the whole block; it orders global and shared memory among the
# block's threads), "Warp Shuffle Functions" (all non-exited threads named in mask must execute the
# same intrinsic with the same mask), "Independent Thread Scheduling" (warp-synchronous code without
# __syncwarp is unsafe on Volta and later), "Atomic Functions" (relaxed; atomicInc computes
# ((old >= val) ? 0 : (old+1))), "Memory Fence Functions" (__threadfence before the ticket: the
# last-block example; __threadfence_block orders only for the block), "Distributed Shared Memory"
# (every DSMEM access must complete before the owner block exits; cluster.sync() first so that the
# peer has started), "Variable Memory Space Specifiers" (__shared__ contents undefined at block
# start), "Warp Reduce Functions" (__reduce_add_sync takes unsigned/int), "Thread Block Clusters".
# SPEC = docs/SPEC.md (inputs; every output and scratch buffer NaN before each launch; exact results
# for --reduction and --last-block, the float32 bound for --coordination and --advanced; each output
# stored by exactly one thread per launch; --last-block launches twice with no host reset of
# counter; exit codes). Project conventions followed (README "The CPU simulator"): a data race is
# exit 1 even where the value comes out right; several plain writers of one output are a race even
# with the same value; a DSMEM access that may come after the owner exited is exit 5; an access
# outside a __shared__ variable or a buffer is exit 5; threads that wait at different kinds of
# barrier (a __syncthreads() in a branch while the others reach cluster_sync()) are a deadlock,
# exit 4; the last-block guard needs the __threadfence() before the ticket.
RACE = r'data race|several writers|stored by|lost update|race'
WRONG = r'❌|not written|uninitiali'
EXITED = r'exited|illegal|after .* exit'
OOB = r'out-of-bounds|past the|illegal|outside'
HANG = r'deadlock|never completes|hang'

# ----------------------------------------------------------------- reduction pieces
TREE = r'''
    __shared__ float sm[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''
GATHER = r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }'''
WARP_IN = r'''
    const unsigned int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid];
    for (int o = 16; o; o >>= 1) v += __shfl_down_sync(~0u, v, o);
'''

# ================================================================= reduction
case('r01_two_level_shuffle', 'reduction', 'pass',
     'Warp shuffles (__shfl_down_sync full mask, all 32 lanes present), lane 0 stores ws[warp], __syncthreads(), warp 0 (whole warp, lanes >= 8 contribute 0) shuffles the 8 warp sums, lane 0 stores temp_storage[rank]; cluster_sync() (arrive releases, wait acquires: PTX) orders the four partials before warp 0 of rank 0 loads them (lanes >= 4 load nothing), two xor shuffles, lane 0 alone stores output[0]. Whole numbers, every partial exact (SPEC). Correct.',
     r'''
    __shared__ float ws[TPB / WARP_SIZE];''' + WARP_IN + r'''
    if (!lane) ws[warp] = v;
    __syncthreads();
    if (!warp) {
        v = lane < TPB / WARP_SIZE ? ws[lane] : 0.f;
        for (int o = 4; o; o >>= 1) v += __shfl_down_sync(~0u, v, o);
        if (!lane) temp_storage[rank] = v;
    }
    cluster_sync();
    if (!rank && !warp) {
        float t = lane < CLUSTER_SIZE ? temp_storage[lane] : 0.f;
        t += __shfl_xor_sync(~0u, t, 2);
        t += __shfl_xor_sync(~0u, t, 1);
        if (!lane) output[0] = t;
    }''')

case('r02_atomicadd_output_no_init', 'reduction', 'fail 1',
     '"atomicAdd everything": each block\'s thread 0 does atomicAdd(output, sm[0]) after its tree. output is NaN before the launch (SPEC Checking) and nothing stores a first value, so NaN + x stays NaN: the result is wrong.',
     TREE + r'''
    if (tid == 0) atomicAdd(output, sm[0]);  // CAUSE''', cause=WRONG)

case('r03_atomicadd_output_init_before_sync', 'reduction', 'pass',
     'Rank 0\'s thread 0 stores output[0] = 0 before cluster_sync(); after it each block\'s thread 0 does atomicAdd(output, sm[0]). The cluster barrier (arrive release, wait acquire: PTX) orders the store before every atomic; the four atomics are morally strong among themselves. Block sums and every partial total are whole numbers below 2^24, so any order is exact (SPEC). One plain store of output[0] (SPEC: atomics are updates, not stores). Correct.',
     TREE + r'''
    if (rank == 0 && tid == 0) output[0] = 0.f;
    cluster_sync();
    if (tid == 0) atomicAdd(output, sm[0]);''')

case('r04_atomicadd_output_init_unsynced', 'reduction', 'fail 1',
     'Rank 0\'s thread 0 stores output[0] = 0 and then every block\'s thread 0 does atomicAdd(output, sm[0]) with no barrier in between: the plain store of rank 0 and the atomics of ranks 1-3 conflict, the store is weak, and nothing orders them (PTX: data race); an atomic that lands before the store is lost, or adds to NaN.',
     TREE + r'''
    if (rank == 0 && tid == 0) output[0] = 0.f;  // CAUSE
    if (tid == 0) atomicAdd(output, sm[0]);''', cause=RACE + '|' + WRONG)

case('r05_one_thread_sums_everything', 'reduction', 'pass',
     'One-thread shortcut: thread 0 of rank 0 loops over all `size` inputs and stores output[0]; nothing else is touched, no barrier is needed (no thread reads another\'s store). Every partial sum of 0..1023 is a whole number below 2^24, so the float sum is exact (SPEC). One writer. Correct (slow, but right).',
     r'''
    if (block_rank_in_cluster() == 0 && threadIdx.x == 0) {
        float s = 0.f;
        for (int i = 0; i < size; ++i) s += input[i];
        output[0] = s;
    }''')

case('r06_elect_in_every_warp_of_rank0', 'reduction', 'fail 1',
     'Writer picked by `rank == 0 && elect_one_sync()`: elect_one_sync() elects one lane per warp (PTX elect.sync over the warp), so 8 threads of rank 0 store output[0]. SPEC: each output is stored by exactly one thread; several weak stores to one location unordered among themselves are a data race (PTX) even with the same value (project convention).',
     TREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && elect_one_sync()) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;  // CAUSE
    }''', cause=RACE)

case('r07_tree_stops_one_step_early', 'reduction', 'fail 1',
     'Off-by-one: `for (s = TPB / 2; s > 1; s >>= 1)` skips the last step, so sm[0] never gets sm[1]; each partial misses half its block and output[0] is wrong (SPEC exact).',
     TREE.replace('for (int s = TPB / 2; s > 0; s >>= 1) {', 'for (int s = TPB / 2; s > 1; s >>= 1) {  // CAUSE') + GATHER, cause=WRONG)

case('r08_reuse_sm_for_gather_no_sync', 'reduction', 'fail 1',
     'One __shared__ buffer for two phases: after cluster_sync(), threads 0-3 of rank 0 copy temp_storage[t] into sm[t] and thread 0 at once sums sm[0..3]. Threads 1-3\'s stores of sm[1..3] and thread 0\'s loads of them conflict with no __syncthreads() between (PTX: data race; PG Synchronization Functions); thread 0 may read the tree\'s old values.',
     TREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid < CLUSTER_SIZE) sm[tid] = temp_storage[tid];
    if (rank == 0 && tid == 0) output[0] = sm[0] + sm[1] + sm[2] + sm[3];  // CAUSE''', cause=RACE)

case('r09_bitmask_interleaved_tree', 'reduction', 'pass',
     'Tree written with a bit test: `for (s = 1; s < TPB; s <<= 1) { if (!(tid & s)) sm[tid] += sm[tid + s]; __syncthreads(); }`. At each step the writers have bit s clear and the read index tid + s has bit s set (no carry), so reads and writes of one step never overlap (no race, PTX); tid + s <= 255 when bit s of tid is clear. By induction every multiple of 2s holds the sum of its 2s values, so sm[0] is the block sum; the other slots collect junk nobody reads. Correct, in an unusual way.',
     TREE.replace('for (int s = TPB / 2; s > 0; s >>= 1) {\n        if (tid < s) sm[tid] += sm[tid + s];',
                  'for (unsigned int s = 1; s < TPB; s <<= 1) {\n        if (!(tid & s)) sm[tid] += sm[tid + s];') + GATHER)

DSMEM_GATHER = r'''
    auto block = cg::this_thread_block();
    auto cluster = cg::this_cluster();
    auto tile = cg::tiled_partition<32>(block);
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float bsum;
    const float v = cg::reduce(tile, input[blockIdx.x * blockDim.x + block.thread_rank()], cg::plus<float>());
    if (tile.thread_rank() == 0) ws[tile.meta_group_rank()] = v;
    block.sync();
    if (block.thread_rank() == 0) {
        float s = 0.f;
        for (float w : ws) s += w;
        bsum = s;
    }
    cluster.sync();
    if (cluster.block_rank() == 0 && block.thread_rank() == 0) {
        float t = 0.f;
        for (unsigned int r = 0; r < cluster.num_blocks(); ++r) t += *cluster.map_shared_rank(&bsum, r);  // CAUSE
        output[0] = t;
    }
@END@'''
case('r10_cg_reduce_dsmem_gather', 'reduction', 'pass',
     'cg::reduce over 32-thread tiles, tile leaders store ws[meta_group_rank], block.sync(), thread 0 stores the block sum in its own __shared__ bsum; cluster.sync() orders every bsum before rank 0\'s thread 0 reads the four through map_shared_rank (PG Distributed Shared Memory; PTX barrier.cluster release/acquire), and the second cluster.sync() keeps every block alive until that read is done. temp_storage unused (allowed). Whole numbers: exact. Correct.',
     DSMEM_GATHER.replace('  // CAUSE', '').replace('@END@', '    cluster.sync();  // peers stay until rank 0 has read their bsum'))

case('r11_cg_reduce_dsmem_no_exit_guard', 'reduction', 'fail 5',
     'As r10 without the final cluster.sync(): ranks 1-3 return right after the first cluster.sync() while rank 0\'s thread 0 may still read their bsum through map_shared_rank. PG Distributed Shared Memory: all DSMEM operations must complete before the owner block exits; project convention: exit 5.',
     DSMEM_GATHER.replace('\n@END@', ''), cause=EXITED)

case('r12_shuffle_full_mask_inside_tid_lt_8', 'reduction', 'fail 4',
     'Second level written as `if (tid < 8) { v = ws[tid]; for (o = 4; o; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o); }`: lanes 8-31 of warp 0 are named in the mask but never execute the shuffle (they go on to cluster_sync()). PTX shfl.sync: the executing lanes wait until every non-exited lane of membermask has executed it (PG Warp Shuffle Functions: otherwise undefined); lanes 8-31 wait in the cluster barrier for lanes 0-7, which never get there: a deadlock (project convention: exit 4).',
     r'''
    __shared__ float ws[TPB / WARP_SIZE];''' + WARP_IN + r'''
    if (!lane) ws[warp] = v;
    __syncthreads();
    if (tid < 8) {
        v = ws[tid];
        for (int o = 4; o; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);  // CAUSE
        if (!tid) temp_storage[rank] = v;
    }
    cluster_sync();
    if (!rank && !tid) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', cause=HANG)

case('r13_structured_binding_blockidx', 'reduction', 'pass',
     '`auto [t, b] = Ids{threadIdx.x, blockIdx.x};` and blockIdx.x used where the rank is meant (temp_storage[b], writer b == 0): with one cluster of 4 blocks blockIdx.x equals the cluster rank (SPEC Known errors). Tree and gather as the reference, cluster_sync() between. Correct.',
     r'''
    __shared__ float sm[TPB];
    auto [t, b] = Ids{threadIdx.x, blockIdx.x};
    sm[t] = input[b * TPB + t];
    __syncthreads();
    for (unsigned int s = TPB >> 1; s; s >>= 1) {
        if (t < s) sm[t] += sm[t + s];
        __syncthreads();
    }
    if (!t) temp_storage[b] = sm[0];
    cluster_sync();
    if (!b && !t) output[0] = (temp_storage[0] + temp_storage[1]) + (temp_storage[2] + temp_storage[3]);''',
     pre='struct Ids { unsigned int t, b; };')

case('r14_arrive_read_then_wait', 'reduction', 'fail 1',
     'Split barrier for "overlap": thread 0 stores temp_storage[rank], every thread arrives, rank 0\'s thread 0 sums temp_storage[0..3] and stores output[0], then every thread waits. The arrive releases but only the wait acquires (PTX barrier.cluster), so ranks 1-3\'s stores are not ordered before rank 0\'s loads: a data race (PTX), and the loads may see NaN.',
     TREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_arrive();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];  // CAUSE
        output[0] = total;
    }
    cluster_wait();''', cause=RACE + '|' + WRONG)

case('r15_if_constexpr_recursive_tree', 'reduction', 'pass',
     'A template `tree<N>` with `if constexpr (N > 1)`: every thread calls it; each level adds s[t + N/2] into s[t] for t < N/2, then __syncthreads() (reached by the whole block, uniform), and recurses; tree<1> returns s[0], read by every thread after the last barrier (reads only). Thread 0 publishes, cluster_sync(), rank 0 thread 0 gathers. Correct.',
     r'''
    __shared__ float sm[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    const float total_here = tree<TPB>(sm, tid);
    if (tid == 0) temp_storage[rank] = total_here;
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }''', pre=r'''
template <int N>
__device__ float tree(float *s, unsigned int t)
{
    if constexpr (N > 1) {
        if (t < N / 2) s[t] += s[t + N / 2];
        __syncthreads();
        return tree<N / 2>(s, t);
    } else {
        return s[0];
    }
}''')

case('r16_syncthreads_inside_tree_branch', 'reduction', 'fail 4',
     '`if (tid < s) { sm[tid] += sm[tid + s]; __syncthreads(); }`: the barrier is in code whose condition differs across the block (PG Synchronization Functions: undefined, may hang). Threads 128-255 skip every loop barrier and reach cluster_sync(), which waits for threads 0-127, which wait in __syncthreads() for threads 128-255: nobody can move (project convention: different kinds of barrier, exit 4).',
     TREE.replace('        if (tid < s) sm[tid] += sm[tid + s];\n        __syncthreads();',
                  '        if (tid < s) {\n            sm[tid] += sm[tid + s];\n            __syncthreads();  // CAUSE\n        }') + GATHER, cause=HANG)

case('r17_volatile_warp_synchronous_tail', 'reduction', 'fail 1',
     'The old sample idiom: tree with __syncthreads() down to 64 values, then `if (tid < 32)` a `volatile float *` unrolled tail (v[t] += v[t+32]; v[t] += v[t+16]; ... += v[t+1]) with no __syncwarp(). The volatile accesses are strong, but nothing orders lane 16\'s update of v[16] against lane 0\'s read of it in the same step: PG Independent Thread Scheduling says this warp-synchronous code is unsafe on Volta and later (lanes need not run in lockstep), and a lane that updates first makes lane 0 add a term twice. The result is not guaranteed: wrong (SPEC exact); p34 may report it as the race it is.',
     TREE.replace('for (int s = TPB / 2; s > 0; s >>= 1) {', 'for (int s = TPB / 2; s > 32; s >>= 1) {') + r'''
    if (tid < 32) {
        volatile float *vs = sm;
        vs[tid] += vs[tid + 32];
        vs[tid] += vs[tid + 16];  // CAUSE
        vs[tid] += vs[tid + 8];
        vs[tid] += vs[tid + 4];
        vs[tid] += vs[tid + 2];
        vs[tid] += vs[tid + 1];
    }''' + GATHER, cause=RACE + '|' + WRONG)

case('r18_lambda_comma_tree', 'reduction', 'pass',
     'The tree folded into a lambda with a ternary and a comma: `auto step = [&](unsigned s) { return tid < s ? (sm[tid] += sm[tid + s], 0) : 0; };` and `for (s = TPB >> 1; s; s >>= 1) step(s), __syncthreads();` (every thread reaches each barrier). Same steps as the reference. Correct.',
     r'''
    __shared__ float sm[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    auto step = [&](unsigned int s) { return tid < s ? (sm[tid] += sm[tid + s], 0) : 0; };
    for (unsigned int s = TPB >> 1; s; s >>= 1) step(s), __syncthreads();''' + GATHER)

case('r19_atomic_partials_into_nan_scratch', 'reduction', 'fail 1',
     'Each warp\'s lane 0 does atomicAdd(&temp_storage[rank], warp_sum), assuming the scratch starts at 0. SPEC: every scratch buffer is NaN before the launch, so every partial is NaN and the total stored in output[0] is NaN: wrong.',
     WARP_IN + r'''
    if (!lane) atomicAdd(&temp_storage[rank], v);  // CAUSE
    cluster_sync();
    if (!rank && !tid) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', cause=WRONG)

case('r20_shared_total_init_not_synced', 'reduction', 'fail 1',
     '`__shared__ float tot; if (!tid) tot = 0.f;` then each warp\'s lane 0 does atomicAdd(&tot, v) with no __syncthreads() after the store: the plain store of thread 0 and the atomics of warps 1-7 conflict and nothing orders them (PTX data race; PG Synchronization Functions). An atomic before the store is lost, or adds to an undefined value (PG: __shared__ uninitialised).',
     r'''
    __shared__ float tot;''' + WARP_IN + r'''
    if (!tid) tot = 0.f;  // CAUSE
    if (!lane) atomicAdd(&tot, v);
    __syncthreads();
    if (!tid) temp_storage[rank] = tot;
    cluster_sync();
    if (!rank && !tid) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', cause=RACE)

ACC_REF = r'''
    __shared__ float acc;
    auto cluster = cg::this_cluster();''' + WARP_IN + r'''
    if (!tid) acc = 0.f;
@FIRST@
    if (!lane) {
        atomicAdd(cluster.map_shared_rank(&acc, 0), v);  // CAUSE
    }
    cluster.sync();
    if (!rank && !tid) output[0] = acc;'''
case('r21_dsmem_atomicadd_into_rank0', 'reduction', 'pass',
     'Strong candidate: every block zeroes its own __shared__ acc, cluster.sync() (so every block has started and every acc is 0 before any add: PG Distributed Shared Memory), then each warp leader does atomicAdd(cluster.map_shared_rank(&acc, 0), warp_sum) into rank 0\'s acc through DSMEM: atomics (atom, .gpu scope, including the cluster) are morally strong among themselves (PTX). The second cluster.sync() orders all adds before rank 0\'s thread 0 reads acc and keeps every block alive while the remote adds run; the adders reach rank 0\'s memory, which stays until its own end. Whole numbers below 2^24: any order exact. Correct.',
     ACC_REF.replace('  // CAUSE', '').replace('@FIRST@', '    cluster.sync();  // every acc is 0 and every block has started'))

case('r22_dsmem_atomicadd_without_first_sync', 'reduction', 'fail 1',
     'As r21 without the first cluster.sync(): rank 0\'s thread 0 stores acc = 0 while warp leaders of ranks 1-3 (and of rank 0) may already fetch_add into it. The plain store and the atomics conflict with nothing ordering them (PTX data race; project convention: a peer\'s shared memory reached before any cluster barrier races with its start); an add that lands first is lost.',
     ACC_REF.replace('@FIRST@\n', ''), cause=RACE)

# ----------------------------------------------------------------- coordination pieces
CIN = r'''
    const unsigned int tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
    const unsigned int rank = block_rank_in_cluster();
    const float x = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
'''

# ================================================================= coordination
case('c01_shuffle_then_shared_atomic', 'coordination', 'pass',
     'Thread 0 zeroes a __shared__ total, __syncthreads() (PG: orders it before every later access of the block), each warp reduces its scaled values with __shfl_xor_sync (full warp), lane 0 atomicAdds the warp sum into total, __syncthreads(), thread 0 alone stores output[rank]. Float sum in any order: within the SPEC bound. Correct.',
     r'''
    __shared__ float total;''' + CIN + r'''
    if (!tid) total = 0.f;
    __syncthreads();
    float v = x;
    for (int o = 16; o; o >>= 1) v += __shfl_xor_sync(~0u, v, o);
    if (!lane) atomicAdd(&total, v);
    __syncthreads();
    if (!tid) output[rank] = total;''')

case('c02_atomicadd_output_every_thread', 'coordination', 'fail 1',
     'Every thread does atomicAdd(&output[rank], x): nothing stores a first value, and output is NaN before the launch (SPEC Checking), so all four outputs stay NaN: wrong.',
     CIN + r'''
    atomicAdd(&output[rank], x);  // CAUSE''', cause=WRONG)

case('c03_atomicadd_output_after_zero_and_sync', 'coordination', 'pass',
     'Thread 0 stores output[rank] = 0, __syncthreads() (PG: global and shared accesses before it are visible to the whole block after it), then every thread atomicAdds its scaled value into output[rank]. The atomics are morally strong among themselves (PTX); any summation order is within the SPEC bound. One plain store per output; the launch end orders the atomics before the host reads. Correct.',
     CIN + r'''
    if (!tid) output[rank] = 0.f;
    __syncthreads();
    atomicAdd(&output[rank], x);''')

case('c04_forgot_syncthreads_before_sum', 'coordination', 'fail 1',
     'Each thread stores its scaled value in sm[tid], then thread 0 loops over sm[0..255] with no __syncthreads() in between: threads 1-255\'s stores and thread 0\'s loads conflict with nothing ordering them (PTX data race; PG Synchronization Functions).',
     r'''
    __shared__ float sm[TPB];''' + CIN + r'''
    sm[tid] = x;
    cluster_arrive();
    if (!tid) {
        float s = 0.f;
        for (int i = 0; i < TPB; ++i) s += sm[i];  // CAUSE
        output[rank] = s;
    }
    cluster_wait();''', cause=RACE)

case('c05_scale_by_rank_not_rank_plus_one', 'coordination', 'fail 1',
     'Copy-paste slip: `* (float)rank` where rank + 1 is meant (SPEC: each input x (b+1)); block 0 stores 0 instead of 114 and the others are short by one factor: wrong.',
     r'''
    __shared__ float sm[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)rank;  // CAUSE
    __syncthreads();
    cluster_arrive();
    if (!tid) {
        float s = 0.f;
        for (int i = 0; i < TPB; ++i) s += sm[i];
        output[rank] = s;
    }
    cluster_wait();''', cause=WRONG)

case('c06_thread0_sums_global_directly', 'coordination', 'pass',
     'One-thread shortcut with no shared memory and no barrier: thread 0 of each block sums its block\'s 256 inputs straight from global memory and stores s * (rank + 1). Nothing is shared, so no barrier is needed; the sum of 255 roundings plus one for the scale stays within n * 2^-24 * sum|terms| with n = 256 (SPEC). One writer per output. Correct.',
     r'''
    if (threadIdx.x) return;
    const unsigned int rank = block_rank_in_cluster();
    float s = 0.f;
    for (int i = 0; i < TPB; ++i) s += input[blockIdx.x * TPB + i];
    output[rank] = s * (float)(rank + 1);''')

case('c07_block0_thread0_writes_all_four', 'coordination', 'pass',
     '`if (blockIdx.x | threadIdx.x) return;` then one thread computes all four outputs from global input, scaling each term by b + 1. One store per output (SPEC), no shared data, no barrier needed. Correct.',
     r'''
    if (blockIdx.x | threadIdx.x) return;
    for (int b = 0; b < CLUSTER_SIZE; ++b) {
        float s = 0.f;
        for (int i = 0; i < TPB; ++i) s += input[b * TPB + i] * (float)(b + 1);
        output[b] = s;
    }''')

case('c08_warp_zero_only', 'coordination', 'pass',
     'Warp-per-row: warps 1-7 return at once; in warp 0 each lane sums 8 strided scaled values, a full-warp __shfl_xor_sync tree (all 32 lanes of warp 0 present) gives the block sum in every lane, lane 0 stores output[rank]. No barrier after the early return. Correct.',
     r'''
    const unsigned int tid = threadIdx.x;
    if (tid >= WARP_SIZE) return;
    const unsigned int rank = block_rank_in_cluster();
    float v = 0.f;
    for (int i = tid; i < TPB; i += WARP_SIZE) v += input[blockIdx.x * TPB + i] * (float)(rank + 1);
    for (int o = 16; o; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if (!tid) output[rank] = v;''')

case('c09_warp_sums_overwrite_inputs', 'coordination', 'fail 1',
     'One buffer, two phases: after the first __syncthreads() each thread reloads `v = sm[tid]`, shuffles, and lane 0 of warp w stores the warp sum in sm[w] with no barrier in between. Thread 32 (warp 1) stores sm[1] while thread 1 (warp 0) may still load sm[1]: conflicting, unordered (PTX data race); thread 1 may read warp 1\'s sum.',
     r'''
    __shared__ float sm[TPB];''' + CIN + r'''
    sm[tid] = x;
    __syncthreads();
    float v = sm[tid];
    for (int o = 16; o; o >>= 1) v += __shfl_down_sync(~0u, v, o);
    if (!lane) sm[warp] = v;  // CAUSE
    __syncthreads();
    if (!tid) {
        float s = 0.f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += sm[w];
        output[rank] = s;
    }''', cause=RACE)

case('c10_loop_misses_last_element', 'coordination', 'fail 1',
     'Off-by-one: thread 0 sums `for (i = 0; i < TPB - 1; ++i)`, missing sm[255]; input 255, 511, 767, 1023 are 0.5, 0.1, 0.7, 0.3 (x its scale), far outside the SPEC bound: a missing term fails.',
     r'''
    __shared__ float sm[TPB];''' + CIN + r'''
    sm[tid] = x;
    __syncthreads();
    cluster_arrive();
    if (!tid) {
        float s = 0.f;
        for (int i = 0; i < TPB - 1; ++i) s += sm[i];  // CAUSE
        output[rank] = s;
    }
    cluster_wait();''', cause=WRONG)

case('c11_cg_reduce_leader_atomic', 'coordination', 'pass',
     'cg::reduce over tiled_partition<32>, tile leader (thread_rank() == 0) atomicAdds into a __shared__ total that thread 0 zeroed before block.sync(); block.sync() again; thread 0 stores output[rank]; the split cluster barrier brackets the work. Correct.',
     r'''
    __shared__ float total;
    auto block = cg::this_thread_block();
    auto tile = cg::tiled_partition<32>(block);''' + CIN + r'''
    if (block.thread_rank() == 0) total = 0.f;
    block.sync();
    cluster_arrive();
    const float w = cg::reduce(tile, x, cg::plus<float>());
    if (tile.thread_rank() == 0) atomicAdd(&total, w);
    block.sync();
    if (block.thread_rank() == 0) output[rank] = total;
    cluster_wait();''')

DS_COORD = r'''
    __shared__ float sm[TPB];
    __shared__ float bsum;
    auto cluster = cg::this_cluster();''' + CIN + r'''
    sm[tid] = x;
    __syncthreads();
    for (unsigned int s = TPB / 2; s; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (!tid) bsum = sm[0];
    cluster.sync();
    if (rank == 0 && tid < CLUSTER_SIZE) output[tid] = *cluster.map_shared_rank(&bsum, tid);  // CAUSE
@END@'''
case('c12_rank0_collects_all_via_dsmem', 'coordination', 'pass',
     'Each block tree-reduces into its own __shared__ bsum; cluster.sync() orders those stores before threads 0-3 of rank 0 read bsum of rank t through map_shared_rank and store output[t] (one writer each); the final cluster.sync() keeps every block alive until the reads are done (PG Distributed Shared Memory). Correct.',
     DS_COORD.replace('  // CAUSE', '').replace('@END@', '    cluster.sync();'))

case('c13_rank0_collects_no_final_sync', 'coordination', 'fail 5',
     'As c12 without the final cluster.sync(): ranks 1-3 may exit while rank 0\'s threads 1-3 still read their bsum through map_shared_rank. PG Distributed Shared Memory: DSMEM accesses must complete before the owner exits; project convention exit 5.',
     DS_COORD.replace('\n@END@', ''), cause=EXITED)

case('c14_constexpr_log2_loop', 'coordination', 'pass',
     'A `constexpr int ilog2(int)` helper and `31 - __clz(blockDim.x)` for the step count: `for (k = steps - 1; k >= 0; --k) { s = 1u << k; if (tid < s) sm[tid] += sm[tid + s]; __syncthreads(); }` is the reference tree with s = 128 .. 1; static_assert that TPB is a power of two (`!(TPB & (TPB - 1))`). Thread 0 stores output[rank]. Correct.',
     r'''
    __shared__ float sm[TPB];''' + CIN + r'''
    static_assert(!(TPB & (TPB - 1)) && ilog2(TPB) == 8, "TPB must be a power of two");
    sm[tid] = x;
    __syncthreads();
    cluster_arrive();
    for (int k = 31 - __clz(blockDim.x) - 1; k >= 0; --k) {
        const unsigned int s = 1u << k;
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (!tid) output[rank] = sm[0];
    cluster_wait();''', pre='__host__ __device__ constexpr int ilog2(int n) { return n < 2 ? 0 : 1 + ilog2(n / 2); }')

case('c15_interleaved_tree_one_step_too_far', 'coordination', 'fail 5',
     'Interleaved tree `for (s = 1; s <= TPB; s <<= 1) if (!(tid & (2 * s - 1))) sm[tid] += sm[tid + s];` with `<=`: at s = 256 thread 0 reads sm[256], one past the __shared__ array (C++ [expr.add]; project convention: an access outside a __shared__ variable is exit 5).',
     r'''
    __shared__ float sm[TPB];''' + CIN + r'''
    sm[tid] = x;
    __syncthreads();
    for (unsigned int s = 1; s <= TPB; s <<= 1) {
        if (!(tid & (2 * s - 1))) sm[tid] += sm[tid + s];  // CAUSE
        __syncthreads();
    }
    if (!tid) output[rank] = sm[0];''', cause=OOB)

case('c16_syncwarp_instead_of_syncthreads', 'coordination', 'fail 1',
     '`__syncwarp()` between the stores of sm and thread 0\'s loop: __syncwarp orders only the lanes of thread 0\'s warp (PG Synchronization Functions), so the stores of warps 1-7 race with thread 0\'s loads (PTX data race).',
     r'''
    __shared__ float sm[TPB];''' + CIN + r'''
    sm[tid] = x;
    __syncwarp();
    if (!tid) {
        float s = 0.f;
        for (int i = 0; i < TPB; ++i) s += sm[i];  // CAUSE
        output[rank] = s;
    }''', cause=RACE)

case('c17_lambda_warp_sum_fold', 'coordination', 'pass',
     'A lambda `warp_sum` (xor shuffles over the full warp, every lane present), lane 0 stores ws[warp], __syncthreads(), thread 0 stores output[rank] = an immediately-invoked lambda folding ws with a range-for. Correct.',
     r'''
    __shared__ float ws[TPB / WARP_SIZE];''' + CIN + r'''
    auto warp_sum = [](float v) { for (int o = 16; o; o >>= 1) v += __shfl_xor_sync(~0u, v, o); return v; };
    const float w = warp_sum(x);
    if (!lane) ws[warp] = w;
    __syncthreads();
    if (!tid) output[rank] = [&] { float s = 0.f; for (float p : ws) s += p; return s; }();''')

case('c18_sm0_reused_as_accumulator', 'coordination', 'pass',
     'After the first __syncthreads() each thread reloads sm[tid] into a register; thread 0 then reuses sm[0] as the accumulator (`sm[0] = 0`). Only thread 0 ever reads sm[0] in that phase (its own load, earlier in program order), so the store races with nothing; __syncthreads() orders it before the warp leaders\' atomicAdd(sm, w), and another before thread 0 stores output[rank] = sm[0]. Looks risky, is correct.',
     r'''
    __shared__ float sm[TPB];''' + CIN + r'''
    sm[tid] = x;
    __syncthreads();
    float v = sm[tid];
    for (int o = 16; o; o >>= 1) v += __shfl_down_sync(~0u, v, o);
    if (!tid) sm[0] = 0.f;
    __syncthreads();
    if (!lane) atomicAdd(sm, v);
    __syncthreads();
    if (!tid) output[rank] = sm[0];''')

case('c19_every_thread_sums_elect_writes', 'coordination', 'fail 1',
     'Every thread sums all 256 values of sm (redundant, "so everyone has it"), then `if (elect_one_sync()) output[rank] = s;`: one elected lane per warp (PTX elect.sync), so 8 threads store output[rank]. SPEC: exactly one thread stores each output; unordered plain stores to one location are a data race (PTX), same value or not (project convention).',
     r'''
    __shared__ float sm[TPB];''' + CIN + r'''
    sm[tid] = x;
    __syncthreads();
    float s = 0.f;
    for (int i = 0; i < TPB; ++i) s += sm[i];
    if (elect_one_sync()) output[rank] = s;  // CAUSE''', cause=RACE)

case('c20_cluster_dims_one_thread', 'coordination', 'pass',
     'The kernel fixes its cluster with `__cluster_dims__(4, 1, 1)`, the size the puzzle launches (PG Thread Block Clusters; README: allowed), and thread 0 of each block sums its scaled inputs from global memory and stores output[rank]. Correct.',
     r'''
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0) {
        float s = 0.f;
        for (int i = 0; i < TPB; ++i) s += input[blockIdx.x * TPB + i] * (float)(rank + 1);
        output[rank] = s;
    }''', sig='__global__ void __cluster_dims__(4, 1, 1) cluster_coordination_basics(float *output, const float *input, int size)')

# ----------------------------------------------------------------- advanced pieces
ASM = r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / WARP_SIZE];''' + CIN + r'''
    sm[tid] = x;
    __syncthreads();
'''
AFOLD = r'''
    cluster_arrive();
    if (!tid) {
        float s = 0.f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[rank] = s;
    }
    cluster_wait();'''

# ================================================================= advanced
case('a01_elected_lane_lambda_sum', 'advanced', 'pass',
     'Every lane calls elect_one_sync() (whole warps); the elected lane stores ws[tid >> 5] = an immediately-invoked lambda summing sm[(tid & ~31) + i] for i < 32, its own warp\'s values whatever lane was elected; __syncthreads(); thread 0 folds the 8 warp sums into output[rank] between arrive and wait. Correct.',
     ASM + r'''
    if (elect_one_sync())
        ws[tid >> 5] = [&] { float s = 0.f; for (int i = 0; i < WARP_SIZE; ++i) s += sm[(tid & ~31u) + i]; return s; }();
    __syncthreads();''' + AFOLD)

case('a02_no_barrier_before_block_total', 'advanced', 'fail 1',
     'The elected lanes store ws[warp] and thread 0 folds ws[0..7] with no __syncthreads() between (the cluster arrive orders nothing inside the block until a wait). Stores of warps 1-7\'s leaders and thread 0\'s loads conflict, unordered: PTX data race (PG Synchronization Functions).',
     ASM + r'''
    if (elect_one_sync()) {
        float s = 0.f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sm[warp * WARP_SIZE + i];
        ws[warp] = s;
    }''' + AFOLD.replace('s += ws[w];', 's += ws[w];  // CAUSE'), cause=RACE)

case('a03_warp_slot_tid_mod_8', 'advanced', 'fail 1',
     'Slot typo `ws[tid % 8]` instead of `ws[tid / 32]`: the slot is the elected lane mod 8. elect.sync elects the same lane for the same full mask (H100: the lowest), so all 8 elected lanes store the same slot: several unordered stores to one location (PTX data race), 7 warp sums lost and ws[1..7] never written. Wrong on every election where two warps\' lanes agree mod 8.',
     ASM + r'''
    if (elect_one_sync()) {
        float s = 0.f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sm[warp * WARP_SIZE + i];
        ws[tid % 8] = s;  // CAUSE
    }
    __syncthreads();''' + AFOLD, cause=RACE + '|' + WRONG)

case('a04_reduce_add_sync_int_cast', 'advanced', 'fail 1',
     '`__reduce_add_sync(~0u, (int)x)` as the warp sum (PG Warp Reduce Functions: integer only), "worked on my integer test values": the SPEC input (i % 50) * 0.02 x (b+1) truncates to 0 for most terms, so the block sums are far off: wrong.',
     CIN + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const int w = __reduce_add_sync(~0u, (int)x);  // CAUSE
    if (elect_one_sync()) ws[warp] = (float)w;
    __syncthreads();''' + AFOLD, cause=WRONG)

case('a05_shuffle_instead_of_elect', 'advanced', 'pass',
     'No elect at all: __shfl_down_sync over the full warp gives lane 0 the warp sum, lane 0 stores ws[warp], __syncthreads(), thread 0 folds. SPEC checks the values only (any order within the float32 bound). Correct.',
     ASM + r'''
    float v = sm[tid];
    for (int o = 16; o; o >>= 1) v += __shfl_down_sync(~0u, v, o);
    if (!lane) ws[warp] = v;
    __syncthreads();''' + AFOLD)

case('a06_cg_reduce_meta_group_rank', 'advanced', 'pass',
     'cg::reduce over tiled_partition<32>, the tile\'s rank-0 thread stores ws[tile.meta_group_rank()], block.sync(), thread 0 folds. Correct.',
     ASM + r'''
    auto tile = cg::tiled_partition<32>(cg::this_thread_block());
    const float v = cg::reduce(tile, sm[tid], cg::plus<float>());
    if (tile.thread_rank() == 0) ws[tile.meta_group_rank()] = v;
    cg::this_thread_block().sync();''' + AFOLD)

case('a07_elected_atomicadd_output_no_init', 'advanced', 'fail 1',
     'Each elected lane atomicAdds its warp sum straight into output[rank], which nobody zeroes: output is NaN before the launch (SPEC), so it stays NaN: wrong.',
     ASM + r'''
    cluster_arrive();
    if (elect_one_sync()) {
        float s = 0.f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sm[warp * WARP_SIZE + i];
        atomicAdd(&output[rank], s);  // CAUSE
    }
    cluster_wait();''', cause=WRONG)

case('a08_elected_atomic_shared_total', 'advanced', 'pass',
     'Thread 0 zeroes a __shared__ total before the first __syncthreads(); elected lanes atomicAdd their warp sums into it; __syncthreads(); thread 0 stores output[rank] = total. Ordered by the barriers (PG), atomics morally strong among themselves (PTX). Correct.',
     r'''
    __shared__ float sm[TPB];
    __shared__ float total;''' + CIN + r'''
    sm[tid] = x;
    if (!tid) total = 0.f;
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sm[warp * WARP_SIZE + i];
        atomicAdd(&total, s);
    }
    __syncthreads();
    cluster_arrive();
    if (!tid) output[rank] = total;
    cluster_wait();''')

case('a09_blockidx_scale_pasted', 'advanced', 'pass',
     'Pasted from part 1 with `blockIdx.x + 1` as the scale and output[blockIdx.x]: with one cluster of 4 blocks blockIdx.x is the cluster rank (SPEC Known errors). Elected lane per warp, __syncthreads(), thread 0 folds. Correct.',
     r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (blockIdx.x + 1.0f);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sm[(tid >> 5) * WARP_SIZE + i];
        ws[tid >> 5] = s;
    }
    __syncthreads();
    cluster_sync();
    if (!tid) {
        float s = 0.f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[blockIdx.x] = s;
    }''')

case('a10_warp_sums_written_over_data', 'advanced', 'fail 1',
     'One buffer for two phases: the elected lane of warp w sums sm[32w .. 32w+31] and at once stores the sum in sm[w]. Warp 1\'s leader stores sm[1] while warp 0\'s leader may still be reading sm[1] (different warps, no barrier): PTX data race, and warp 0 may add warp 1\'s sum.',
     ASM + r'''
    if (elect_one_sync()) {
        float s = 0.f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sm[warp * WARP_SIZE + i];
        sm[warp] = s;  // CAUSE
    }
    __syncthreads();
    cluster_arrive();
    if (!tid) {
        float s = 0.f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += sm[w];
        output[rank] = s;
    }
    cluster_wait();''', cause=RACE)

case('a11_warp_sums_over_data_with_barrier', 'advanced', 'pass',
     'As a10 but the elected lane keeps its sum in a register, __syncthreads() (every thread, uniform), and only then stores sm[warp]; another __syncthreads() before thread 0 folds sm[0..7]. Every read of the data phase is ordered before every store of the second phase (PG). Correct.',
     ASM + r'''
    const bool leader = elect_one_sync();
    float s = 0.f;
    if (leader)
        for (int i = 0; i < WARP_SIZE; ++i) s += sm[warp * WARP_SIZE + i];
    __syncthreads();
    if (leader) sm[warp] = s;
    __syncthreads();
    cluster_arrive();
    if (!tid) {
        float t = 0.f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += sm[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('a12_fold_loop_one_past_ws', 'advanced', 'fail 5',
     'Off-by-one in the fold: `for (w = 0; w <= TPB / WARP_SIZE; ++w) s += ws[w];` reads ws[8], one past the __shared__ array (C++ [expr.add]; project convention: an access outside a __shared__ variable is exit 5).',
     ASM + r'''
    if (elect_one_sync()) {
        float s = 0.f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sm[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();''' + AFOLD.replace('w < TPB / WARP_SIZE; ++w) s += ws[w];', 'w <= TPB / WARP_SIZE; ++w) s += ws[w];  // CAUSE'), cause=OOB)

case('a13_four_leaders_two_warps_each', 'advanced', 'pass',
     '`if (tid < 128 && elect_one_sync())`: the condition is uniform per warp (128 is a multiple of 32), so warps 0-3 call elect with all 32 lanes and warps 4-7 skip it whole. Each of the 4 leaders sums 64 values sm[64w .. 64w+63] into ws[w]; __syncthreads(); thread 0 folds ws[0..3]. All 256 terms once. Correct, in an unusual way.',
     ASM + r'''
    if (tid < 128 && elect_one_sync()) {
        float s = 0.f;
        for (int i = 0; i < 2 * WARP_SIZE; ++i) s += sm[warp * 2 * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();''' + AFOLD.replace('w < TPB / WARP_SIZE;', 'w < TPB / WARP_SIZE / 2;'))

case('a14_syncwarp_before_fold', 'advanced', 'fail 1',
     '`__syncwarp()` where __syncthreads() is needed between the leaders\' stores of ws and thread 0\'s fold: __syncwarp orders only one warp (PG), so warps 1-7\'s stores race with thread 0\'s loads (PTX data race).',
     ASM + r'''
    if (elect_one_sync()) {
        float s = 0.f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sm[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncwarp();''' + AFOLD.replace('s += ws[w];', 's += ws[w];  // CAUSE'), cause=RACE)

case('a15_atomic_ref_block_scope_total', 'advanced', 'pass',
     'A __shared__ total zeroed by thread 0 before __syncthreads(); elected lanes add through cuda::atomic_ref<float, cuda::thread_scope_block> (block scope suffices: all accessors are in the block; PTX morally strong); __syncthreads(); thread 0 stores output[rank]. Correct.',
     r'''
    __shared__ float sm[TPB];
    __shared__ float total;''' + CIN + r'''
    sm[tid] = x;
    if (!tid) total = 0.f;
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sm[warp * WARP_SIZE + i];
        cuda::atomic_ref<float, cuda::thread_scope_block>(total).fetch_add(s, cuda::memory_order_relaxed);
    }
    __syncthreads();
    if (!tid) output[rank] = total;''', pre='#include <cuda/atomic>')

case('a16_elect_takes_lane0_shuffle_result', 'advanced', 'fail 1',
     '`__shfl_down_sync` tree leaves the whole warp sum only in lane 0, but the store is `if (elect_one_sync()) ws[warp] = v;`, assuming the elected lane is lane 0. PTX elect.sync does not say which lane leads (README: CUDA leaves it unspecified); any other lane holds a partial sum, so the result is not guaranteed: wrong.',
     ASM + r'''
    float v = sm[tid];
    for (int o = 16; o; o >>= 1) v += __shfl_down_sync(~0u, v, o);
    if (elect_one_sync()) ws[warp] = v;  // CAUSE
    __syncthreads();''' + AFOLD, cause=WRONG)

case('a17_no_cluster_barrier', 'advanced', 'pass',
     'No cluster barrier at all: blocks share nothing (no DSMEM, each writes its own output[rank]), so nothing needs ordering between blocks. Elected lane per warp, __syncthreads(), thread 0 folds. Correct.',
     ASM + r'''
    if (elect_one_sync()) {
        float s = 0.f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sm[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();
    if (!tid) {
        float s = 0.f;
        for (float p : ws) s += p;
        output[rank] = s;
    }''')

case('a18_only_first_four_warps_elect', 'advanced', 'fail 1',
     'Pasted the guard of a two-warps-per-leader version without its loop: `if (tid < 128 && elect_one_sync())` and each leader sums only its own 32 values into ws[warp]; thread 0 folds ws[0..7]. ws[4..7] are never written (PG: __shared__ contents undefined), and the values of warps 4-7 are missing: wrong.',
     ASM + r'''
    if (tid < 128 && elect_one_sync()) {  // CAUSE
        float s = 0.f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sm[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();''' + AFOLD, cause=WRONG + '|uninit|never')

case('a19_two_level_shuffle_registers_only', 'advanced', 'pass',
     'No data buffer: each warp shuffles its scaled values (full mask), lane 0 stores ws[warp], __syncthreads(), warp 0 (all 32 lanes; lanes >= 8 contribute 0) shuffles the 8 warp sums, thread 0 stores output[rank]. Correct.',
     CIN + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    float v = x;
    for (int o = 16; o; o >>= 1) v += __shfl_xor_sync(~0u, v, o);
    if (!lane) ws[warp] = v;
    __syncthreads();
    if (!warp) {
        v = lane < TPB / WARP_SIZE ? ws[lane] : 0.f;
        for (int o = 16; o; o >>= 1) v += __shfl_xor_sync(~0u, v, o);
        if (!lane) output[rank] = v;
    }''')

# ----------------------------------------------------------------- last-block pieces
LB_TREE = r'''
    __shared__ float sm[TPB];
    const unsigned int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''
LB_FOLD = r'''
        float v = 0.f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) v += partials[b];
        sm[tid] = v;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }'''
TICKET = LB_TREE + r'''
    __shared__ bool last;
    if (!tid) {
        partials[blockIdx.x] = sm[0];
@FENCE1@
        last = @TICKET@ == gridDim.x - 1;
@FENCE2@
    }
    __syncthreads();
    if (last) {''' + LB_FOLD + r'''
        if (!tid) {
            output[0] = sm[0];
@RESET@
        }
    }'''
def ticket(fence1='        __threadfence();', tk='atomicAdd(counter, 1u)', fence2='        __threadfence();',
           reset='            *counter = 0;'):
    return (TICKET.replace('@FENCE1@', fence1).replace('@TICKET@', tk).replace('@FENCE2@', fence2)
            .replace('@RESET@', reset).replace('\n\n', '\n'))

# ================================================================= last-block
case('l01_atomicinc_wraps_counter', 'last-block', 'pass',
     'Ticket from `atomicInc(counter, gridDim.x - 1)`: PG Atomic Functions, atomicInc stores ((old >= val) ? 0 : old + 1), so the block that draws 255 also puts the counter back to 0, ready for the second launch (SPEC). __threadfence() before the ticket (release pattern: PTX; PG last-block example) and after (acquire pattern), __syncthreads() shares `last`; the last block folds all partials (whole numbers, exact). Correct.',
     ticket(tk='atomicInc(counter, gridDim.x - 1)', reset=''))

case('l02_counter_never_reset', 'last-block', 'fail 1',
     'The reference without `*counter = 0`: the first launch ends with counter 256, so in the second launch (no host reset, SPEC) the tickets are 256..511, no block draws 255, and output[0] is never written: wrong.',
     ticket(reset='').replace('last = atomicAdd(counter, 1u) == gridDim.x - 1;', 'last = atomicAdd(counter, 1u) == gridDim.x - 1;  // CAUSE'),
     cause=WRONG + '|counter')

case('l03_no_threadfence', 'last-block', 'fail 1',
     'No __threadfence() at all: thread 0\'s weak store of partials[b] and its relaxed atomicAdd form no release pattern (PTX), so the last block\'s loads of the partials are not ordered after the stores: a data race (PG Memory Fence Functions: the fence is what makes the last-block example work).',
     ticket(fence1='', fence2='').replace('partials[blockIdx.x] = sm[0];', 'partials[blockIdx.x] = sm[0];  // CAUSE'),
     cause=RACE + '|fence')

case('l04_threadfence_block', 'last-block', 'fail 1',
     '`__threadfence_block()` in both places: fence.cta orders only for observers in the block (PG Memory Fence Functions), so no release pattern of gpu scope precedes the ticket; the last block\'s loads of other blocks\' partials race with their stores (PTX).',
     ticket(fence1='        __threadfence_block();', fence2='        __threadfence_block();').replace('partials[blockIdx.x] = sm[0];', 'partials[blockIdx.x] = sm[0];  // CAUSE'),
     cause=RACE + '|fence|scope')

case('l05_last_ticket_compared_with_griddim', 'last-block', 'fail 1',
     'Off-by-one: `atomicAdd(counter, 1u) == gridDim.x`; tickets are 0..255, so no block is last, output[0] is never written (SPEC: not written) and the counter is never reset.',
     ticket().replace('last = atomicAdd(counter, 1u) == gridDim.x - 1;', 'last = atomicAdd(counter, 1u) == gridDim.x;  // CAUSE'),
     cause=WRONG)

case('l06_thread0_of_last_block_does_it_all', 'last-block', 'pass',
     'Everything in thread 0: store the partial, __threadfence(), take the ticket; if it is 255, __threadfence() (acquire pattern: every other block\'s fence-then-ticket release pattern is now ordered before what follows, PTX), reset the counter (every other block already drew), sum the 256 partials in a loop and store output[0]. No __shared__ flag, no barrier needed. Whole numbers below 2^24: exact. Correct.',
     LB_TREE + r'''
    if (tid) return;
    partials[blockIdx.x] = sm[0];
    __threadfence();
    if (atomicAdd(counter, 1u) != gridDim.x - 1) return;
    __threadfence();
    *counter = 0;
    float t = 0.f;
    for (unsigned int b = 0; b < gridDim.x; ++b) t += partials[b];
    output[0] = t;''')

case('l07_block0_zeroes_output_everyone_adds', 'last-block', 'fail 1',
     'No ticket: block 0\'s thread 0 stores output[0] = 0 and every block\'s thread 0 does atomicAdd(output, partial). Nothing orders block 0\'s plain store before other blocks\' atomics (blocks run in any order, PG: no inter-block ordering without sync): conflicting, not morally strong, unordered (PTX data race); an add before the store is lost or adds to NaN.',
     LB_TREE + r'''
    if (!tid) {
        if (!blockIdx.x) output[0] = 0.f;  // CAUSE
        atomicAdd(output, sm[0]);
    }''', cause=RACE + '|' + WRONG)

case('l08_every_thread_takes_a_ticket', 'last-block', 'fail 1',
     'The ticket taken outside `if (tid == 0)`: every one of the 65536 threads does atomicAdd(counter, 1u) and compares with gridDim.x - 1, so the thread that draws 255 is one of the first resident blocks, which reads partials of blocks that have not run yet (unordered with their later stores: PTX data race; NaN fill, SPEC) and stores output[0]; its plain `*counter = 0` also races with the other threads\' atomics.',
     LB_TREE + r'''
    if (!tid) partials[blockIdx.x] = sm[0];
    __threadfence();
    if (atomicAdd(counter, 1u) == gridDim.x - 1) {  // CAUSE
        __threadfence();
        float t = 0.f;
        for (unsigned int b = 0; b < gridDim.x; ++b) t += partials[b];
        output[0] = t;
        *counter = 0;
    }''', cause=RACE + '|' + WRONG)

case('l09_last_flag_read_without_barrier', 'last-block', 'fail 1',
     'Thread 0 stores the __shared__ flag `last` and every thread tests `if (last)` with no __syncthreads() between: thread 0\'s store and the other threads\' loads conflict, unordered (PTX data race; PG Synchronization Functions); the flag is undefined before the store (PG: __shared__ uninitialised), so threads may disagree and the fold\'s barriers diverge.',
     ticket().replace('''    }
    __syncthreads();
    if (last) {''', '''    }
    if (last) {  // CAUSE'''), cause=RACE + '|divergent|barrier')

case('l10_last_block_reads_partials_by_tid', 'last-block', 'pass',
     'The last block loads partials[tid] (256 blocks, 256 threads: SPEC fixes both), shuffles each warp, lane 0 stores ws[warp], __syncthreads(), warp 0 shuffles the 8 warp sums, thread 0 stores output[0] and resets the counter. Fences before and after the ticket, flag shared by __syncthreads(). Whole numbers: exact. Correct.',
     LB_TREE + r'''
    __shared__ bool last;
    __shared__ float ws[TPB / WARP_SIZE];
    if (!tid) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (!last) return;
    float v = partials[tid];
    for (int o = 16; o; o >>= 1) v += __shfl_xor_sync(~0u, v, o);
    if (!(tid & 31)) ws[tid >> 5] = v;
    __syncthreads();
    if (tid < WARP_SIZE) {
        v = tid < TPB / WARP_SIZE ? ws[tid] : 0.f;
        for (int o = 16; o; o >>= 1) v += __shfl_xor_sync(~0u, v, o);
        if (!tid) { output[0] = v; *counter = 0; }
    }''')

ATOMREF = LB_TREE + r'''
    __shared__ bool last;
    cuda::atomic_ref<unsigned int, @SCOPE@> ticket(*counter);
    if (!tid) {
        partials[blockIdx.x] = sm[0];
        last = ticket.fetch_add(1u, @ORDER@) == gridDim.x - 1;  // CAUSE
    }
    __syncthreads();
    if (last) {''' + LB_FOLD + r'''
        if (!tid) {
            output[0] = sm[0];
            ticket.store(0u, cuda::memory_order_relaxed);
        }
    }'''
case('l11_atomic_ref_acq_rel_ticket', 'last-block', 'pass',
     'No __threadfence(): the ticket is `cuda::atomic_ref<unsigned, thread_scope_device>(*counter).fetch_add(1, memory_order_acq_rel)` by thread 0 after its own store of partials[b]. The release RMW orders that store before the ticket, the last block\'s acquire RMW reads the end of the RMW chain (release sequence: PTX / C++ [atomics.order]), __syncthreads() carries it to the block; the reset is an atomic store after every ticket. Correct.',
     ATOMREF.replace('  // CAUSE', '').replace('@SCOPE@', 'cuda::thread_scope_device').replace('@ORDER@', 'cuda::memory_order_acq_rel'),
     pre='#include <cuda/atomic>')

case('l12_atomic_ref_relaxed_ticket', 'last-block', 'fail 1',
     'As l11 with memory_order_relaxed and no fence: nothing orders a block\'s weak store of its partial before its ticket, nor the last block\'s loads after its own (PTX: no release/acquire pattern): the loads of partials race with the stores.',
     ATOMREF.replace('@SCOPE@', 'cuda::thread_scope_device').replace('@ORDER@', 'cuda::memory_order_relaxed'),
     pre='#include <cuda/atomic>', cause=RACE + '|fence')

case('l13_atomic_ref_block_scope_ticket', 'last-block', 'fail 1',
     'As l11 with cuda::thread_scope_block: the fetch_adds of different blocks have scopes that do not include each other, so they are not morally strong (PTX): the ticket increments themselves race (lost updates possible) and the acq_rel at block scope orders nothing for other blocks.',
     ATOMREF.replace('@SCOPE@', 'cuda::thread_scope_block').replace('@ORDER@', 'cuda::memory_order_acq_rel'),
     pre='#include <cuda/atomic>', cause=RACE + '|scope')

case('l14_syncthreads_or_early_return', 'last-block', 'pass',
     'Thread 0 stores the partial, fences, takes the ticket and fences; `if (!__syncthreads_or(tid == 0 && t == gridDim.x - 1)) return;` broadcasts "last" with the barrier itself (PG Synchronization Functions) and every non-last block returns whole; the last block folds and resets. Correct.',
     LB_TREE + r'''
    unsigned int t = 0;
    if (!tid) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        t = atomicAdd(counter, 1u);
        __threadfence();
    }
    if (!__syncthreads_or(tid == 0 && t == gridDim.x - 1)) return;''' + LB_FOLD.replace('\n        ', '\n    ') + r'''
    if (!tid) { output[0] = sm[0]; *counter = 0; }''')

case('l15_atomicinc_limit_off_by_one', 'last-block', 'fail 1',
     '`atomicInc(counter, gridDim.x)` relied on to wrap, with no reset: atomicInc stores ((old >= val) ? 0 : old + 1) (PG), so launch 1 draws 0..255 and leaves 256; launch 2 draws 256 (wrapping to 0), then 0..254: nobody draws 255 and output[0] is never written in the second launch.',
     ticket(tk='atomicInc(counter, gridDim.x)', reset='').replace('last = atomicInc(counter, gridDim.x) == gridDim.x - 1;', 'last = atomicInc(counter, gridDim.x) == gridDim.x - 1;  // CAUSE'),
     cause=WRONG + '|counter')

case('l16_block0_resets_counter_at_start', 'last-block', 'fail 1',
     '"To be safe" block 0\'s thread 0 stores *counter = 0 at kernel start. Blocks run in any order (PG), so that plain store is unordered with other blocks\' atomicAdd tickets on the same word: a data race (PTX), and a ticket taken before it is wiped, so no block may draw 255.',
     ticket().replace(LB_TREE, LB_TREE.replace('    const unsigned int tid = threadIdx.x;\n', '    const unsigned int tid = threadIdx.x;\n    if (!blockIdx.x && !tid) *counter = 0;  // CAUSE\n'), 1),
     cause=RACE + '|' + WRONG)

case('l17_fold_without_barrier_after_loads', 'last-block', 'fail 1',
     'In the last block each thread stores its strided sum of partials in sm[tid] and the tree starts at once, without the __syncthreads() after those stores: thread t reads sm[t + 128] that thread t + 128 stores, unordered (PTX data race; PG Synchronization Functions).',
     ticket().replace('''        sm[tid] = v;
        __syncthreads();
        for (int s''', '''        sm[tid] = v;
        for (int s''').replace('            if (tid < s) sm[tid] += sm[tid + s];\n', '            if (tid < s) sm[tid] += sm[tid + s];  // CAUSE\n'),
     cause=RACE)

case('l18_cg_reduce_both_levels', 'last-block', 'pass',
     'cg::reduce over 32-thread tiles for the block (leaders store ws, block.sync(), warp 0 reduces ws with cg::reduce), thread 0 stores the partial, fences, draws, fences; the flag shared by block.sync(); the last block does the same two-level cg::reduce over partials[tid] and thread 0 stores output[0] and resets the counter. Whole numbers: exact. Correct.',
     r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ bool last;
    auto block = cg::this_thread_block();
    auto tile = cg::tiled_partition<32>(block);
    const unsigned int tid = block.thread_rank();
    auto block_sum = [&](float x) {
        const float w = cg::reduce(tile, x, cg::plus<float>());
        if (tile.thread_rank() == 0) ws[tile.meta_group_rank()] = w;
        block.sync();
        float s = 0.f;
        if (tile.meta_group_rank() == 0)
            s = cg::reduce(tile, tile.thread_rank() < TPB / WARP_SIZE ? ws[tile.thread_rank()] : 0.f, cg::plus<float>());
        block.sync();  // ws may be reused by the next call
        return s;  // the block sum in warp 0
    };
    const float mine = block_sum(input[blockIdx.x * blockDim.x + tid]);
    if (!tid) {
        partials[blockIdx.x] = mine;
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    block.sync();
    if (!last) return;
    const float total = block_sum(partials[tid]);
    if (!tid) { output[0] = total; *counter = 0; }''')

case('l19_volatile_partials_no_fence', 'last-block', 'fail 1',
     '"volatile instead of a fence": partials stored and loaded through `volatile float *`, ticket by atomicAdd, no __threadfence(). volatile accesses are relaxed, system scope (PTX): strong, but they form no release or acquire pattern, so the last block may draw its ticket and load a partial before that partial\'s store is visible (PG Memory Fence Functions: the fence is required; README: volatile replaces no fence). The result is not guaranteed: wrong.',
     LB_TREE + r'''
    __shared__ bool last;
    volatile float *vp = partials;
    if (!tid) {
        vp[blockIdx.x] = sm[0];  // CAUSE
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {
        float v = 0.f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) v += vp[b];
        sm[tid] = v;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (!tid) { output[0] = sm[0]; *counter = 0; }
    }''', cause=RACE + '|fence|' + WRONG)

case('l20_fence_only_after_ticket', 'last-block', 'fail 1',
     'The fence is on the wrong side: atomicAdd first, __threadfence() after. Without a fence between the store of partials[b] and the ticket there is no release pattern (PTX), so the last block can count a ticket whose partial is not yet visible: its loads race with that store (PG Memory Fence Functions, last-block example).',
     ticket(fence1='').replace('partials[blockIdx.x] = sm[0];', 'partials[blockIdx.x] = sm[0];  // CAUSE'),
     cause=RACE + '|fence')

case('l21_atomicsub_griddim_reset', 'last-block', 'pass',
     'The last block resets with `atomicSub(counter, gridDim.x)` instead of a store: after its own ticket the counter holds 256 and no other block touches it again in this launch, so it returns to 0 (atomics are morally strong, PTX). Fences and flag as the reference. Correct.',
     ticket(reset='            atomicSub(counter, gridDim.x);'))

case('l22_ldg_partials_in_last_block', 'last-block', 'unclear',
     'The last block loads the partials with `__ldg()` (ld.global.nc). The PG restricts the read-only data cache to data that is read-only for the whole kernel, and these partials are written during the launch by other blocks; whether the fence/ticket pattern makes an .nc load see them is not stated by the PTX memory model (it does not list .nc loads among the ordered operations). Unclear.',
     ticket().replace('v += partials[b];', 'v += __ldg(&partials[b]);'))

# ================================================================= second batch (committed before p34 ran it)
case('r23_push_partials_into_rank0_after_sync', 'reduction', 'pass',
     'Push instead of pull: after a first cluster.sync() (every block started: PG Distributed Shared Memory) each block\'s thread 0 stores its block sum into rank 0\'s `__shared__ float parts[4]` through map_shared_rank(parts, 0)[rank]; a second cluster.sync() orders those remote stores before rank 0\'s thread 0 sums parts and stores output[0]. The pushing blocks exit after the second sync; their stores target rank 0, which is alive. Correct.',
     TREE + r'''
    __shared__ float parts[CLUSTER_SIZE];
    auto cluster = cg::this_cluster();
    cluster.sync();
    if (!tid) cluster.map_shared_rank(parts, 0)[rank] = sm[0];
    cluster.sync();
    if (!rank && !tid) output[0] = (parts[0] + parts[1]) + (parts[2] + parts[3]);''')

case('r24_push_partials_before_any_sync', 'reduction', 'fail 1',
     'As r23 without the first cluster.sync(): ranks 1-3 store into rank 0\'s shared memory before any cluster barrier, so rank 0 may not have started (PG Distributed Shared Memory: ensure the target block is running first, e.g. with cluster.sync()); project convention: a peer\'s shared memory touched before any cluster barrier races with its start (exit 1).',
     TREE + r'''
    __shared__ float parts[CLUSTER_SIZE];
    auto cluster = cg::this_cluster();
    if (!tid) cluster.map_shared_rank(parts, 0)[rank] = sm[0];  // CAUSE
    cluster.sync();
    if (!rank && !tid) output[0] = (parts[0] + parts[1]) + (parts[2] + parts[3]);''', cause=RACE + '|started')

case('r25_block_scope_atomics_on_own_slot', 'reduction', 'pass',
     'Thread 0 zeroes temp_storage[rank], __syncthreads(), each warp leader does atomicAdd_block(&temp_storage[rank], warp_sum): only this block\'s threads touch that slot, so block scope is enough (PTX: the atomics are morally strong, scopes include each other). cluster_sync() (cumulative release/acquire of cluster scope) then orders the final values before rank 0\'s thread 0 reads all four. Whole numbers: exact. Correct.',
     WARP_IN + r'''
    if (!tid) temp_storage[rank] = 0.f;
    __syncthreads();
    if (!lane) atomicAdd_block(&temp_storage[rank], v);
    cluster_sync();
    if (!rank && !tid) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r26_segmented_shuffle_width_8', 'reduction', 'pass',
     'Second level with the width argument: warp 0 (all 32 lanes) loads ws[lane & 7] and does __shfl_xor_sync(~0u, v, o, 8) for o = 4, 2, 1: each 8-lane segment sums the 8 warp sums, so lane 0 holds the block sum (PG Warp Shuffle Functions: width splits the warp into segments). Then the usual gather. Correct.',
     r'''
    __shared__ float ws[TPB / WARP_SIZE];''' + WARP_IN + r'''
    if (!lane) ws[warp] = v;
    __syncthreads();
    if (!warp) {
        float w = ws[lane & 7];
        for (int o = 4; o; o >>= 1) w += __shfl_xor_sync(~0u, w, o, 8);
        if (!lane) temp_storage[rank] = w;
    }
    cluster_sync();
    if (!rank && !tid) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('c21_half_block_returns_then_tree', 'coordination', 'pass',
     'Threads 128-255 return at once (whole warps 4-7); each of threads 0-127 loads two scaled inputs (tid and tid + 128), then a tree over 128 values with __syncthreads(). A barrier waits only for the block\'s non-exited threads (PTX bar.sync; README: allowed), and all of warps 0-3 reach every barrier. Thread 0 stores output[rank]. Correct.',
     r'''
    __shared__ float sm[TPB / 2];
    const unsigned int tid = threadIdx.x;
    if (tid >= TPB / 2) return;
    const unsigned int rank = block_rank_in_cluster();
    const float *in = input + blockIdx.x * blockDim.x;
    sm[tid] = (in[tid] + in[tid + TPB / 2]) * (float)(rank + 1);
    __syncthreads();
    for (unsigned int s = TPB / 4; s; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (!tid) output[rank] = sm[0];''')

case('c22_half_warp_exits_full_mask_shuffle', 'coordination', 'fail 1',
     'Warp-per-row with a slip: only warp 0 works, but lanes 16-31 also return ("16 lanes are enough, each sums 16 values") and the shuffle tree still starts at offset 16 with the full mask. The first step reads v from lanes 16-31, which have exited: PG Warp Shuffle Functions, reading an inactive/exited source lane gives an undefined value, so lane 0\'s sum is not guaranteed: wrong.',
     r'''
    const unsigned int tid = threadIdx.x;
    if (tid >= 16) return;
    const unsigned int rank = block_rank_in_cluster();
    float v = 0.f;
    for (int i = tid; i < TPB; i += 16) v += input[blockIdx.x * TPB + i] * (float)(rank + 1);
    for (int o = 16; o; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);  // CAUSE
    if (!tid) output[rank] = v;''', cause=WRONG + '|undefined|exited|NaN')

case('c23_half_warp_exits_half_mask_shuffle', 'coordination', 'pass',
     'As c22 done right: lanes 16-31 of warp 0 return, and lanes 0-15 shuffle with __shfl_xor_sync, mask 0x0000ffff and lane masks 8, 4, 2, 1, so every partner is in lanes 0-15 (PG Warp Shuffle Functions: every non-exited lane of the mask takes part). Lane 0 stores output[rank]. Correct.',
     r'''
    const unsigned int tid = threadIdx.x;
    if (tid >= 16) return;
    const unsigned int rank = block_rank_in_cluster();
    float v = 0.f;
    for (int i = tid; i < TPB; i += 16) v += input[blockIdx.x * TPB + i] * (float)(rank + 1);
    for (int o = 8; o; o >>= 1) v += __shfl_xor_sync(0x0000ffffu, v, o);
    if (!tid) output[rank] = v;''')

case('c24_rank0_float4_store_from_dsmem', 'coordination', 'pass',
     'Each block stores its scaled block sum in __shared__ bsum; cluster.sync(); rank 0\'s thread 0 reads the four through map_shared_rank and stores all four outputs with one float4 store (output comes from cudaMalloc: aligned, PG Device Memory; one thread stores each element, SPEC); a final cluster.sync() keeps the peers alive until then. Correct.',
     DS_COORD.replace('    if (rank == 0 && tid < CLUSTER_SIZE) output[tid] = *cluster.map_shared_rank(&bsum, tid);  // CAUSE\n',
                      '''    if (rank == 0 && tid == 0)
        *reinterpret_cast<float4 *>(output) = make_float4(*cluster.map_shared_rank(&bsum, 0), *cluster.map_shared_rank(&bsum, 1),
                                                           *cluster.map_shared_rank(&bsum, 2), *cluster.map_shared_rank(&bsum, 3));
''').replace('@END@', '    cluster.sync();'))

case('a20_manual_leader_ffs_activemask', 'advanced', 'pass',
     'Leader chosen by hand instead of elect_one_sync(): `lane == __ffs(__activemask()) - 1` with the whole warp active (lane 0); it sums its warp\'s 32 values into ws[warp]; __syncthreads(); thread 0 folds. SPEC checks the values only. Correct.',
     ASM + r'''
    if (lane == __ffs(__activemask()) - 1) {
        float s = 0.f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sm[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();''' + AFOLD)

case('a21_arrive_token_api', 'advanced', 'pass',
     'The cg token API: `auto token = cluster.barrier_arrive();` after the block\'s __syncthreads(), thread 0 folds the warp sums, then `cluster.barrier_wait(cuda::std::move(token));` (the arrive/wait pair of part 1, written with cooperative groups). Correct.',
     ASM + r'''
    auto cluster = cg::this_cluster();
    if (elect_one_sync()) {
        float s = 0.f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sm[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();
    auto token = cluster.barrier_arrive();
    if (!tid) {
        float s = 0.f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[rank] = s;
    }
    cluster.barrier_wait(cuda::std::move(token));''', pre='#include <cuda/std/utility>')

case('l23_ticket_by_another_thread_after_barrier', 'last-block', 'pass',
     'Thread 0 stores partials[b]; __syncthreads(); then thread 255 (not the storer) does __threadfence(), takes the ticket, __threadfence(), and sets the __shared__ flag; __syncthreads(). PTX: the store precedes thread 255\'s fence in causality order through bar.sync, and the release pattern (fence then atomic) is cumulative, so the last block\'s acquire orders every block\'s partial before its loads. Correct.',
     LB_TREE + r'''
    __shared__ bool last;
    if (!tid) partials[blockIdx.x] = sm[0];
    __syncthreads();
    if (tid == TPB - 1) {
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (last) {''' + LB_FOLD + r'''
        if (!tid) { output[0] = sm[0]; *counter = 0; }
    }''')

case('l24_atomicexch_partial_no_fence', 'last-block', 'fail 1',
     '"An atomic store is visible everywhere, so no fence": thread 0 publishes with atomicExch(&partials[b], sum) and takes the ticket with atomicAdd, no __threadfence(); the last block loads the partials with plain loads. The atomicExch is relaxed (PG Atomic Functions; PTX atom without .sem) and the plain load is weak, so they are not morally strong, and with no release/acquire pattern nothing orders them: a data race (PTX).',
     LB_TREE + r'''
    __shared__ bool last;
    if (!tid) {
        atomicExch(&partials[blockIdx.x], sm[0]);  // CAUSE
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {''' + LB_FOLD + r'''
        if (!tid) { output[0] = sm[0]; *counter = 0; }
    }''', cause=RACE + '|fence')

case('l25_all_relaxed_atomics_no_fence', 'last-block', 'fail 1',
     'Everything atomic, nothing fenced: partials published with atomicExch, the ticket with atomicAdd, and the last block reads each partial with atomicAdd(&partials[b], 0.f). All accesses are strong, so there is no data race, but relaxed atomics to different locations are not ordered (PTX: no release/acquire pattern, so no causality order from a partial\'s store to the last block\'s read): the read may return the NaN fill (SPEC) although that block\'s ticket was counted. The result is not guaranteed: wrong (PG Memory Fence Functions: the fence is required).',
     LB_TREE + r'''
    __shared__ bool last;
    if (!tid) {
        atomicExch(&partials[blockIdx.x], sm[0]);  // CAUSE
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {''' + LB_FOLD.replace('v += partials[b];', 'v += atomicAdd(&partials[b], 0.f);') + r'''
        if (!tid) { output[0] = sm[0]; *counter = 0; }
    }''', cause=RACE + '|fence|' + WRONG)

# ================================================================= third batch (committed before p34 ran it)
case('c25_atomicexch_as_the_store', 'coordination', 'pass',
     'Thread 0 of each block publishes its sum with `atomicExch(&output[rank], s)` ("atomics are safer"): one thread, one atomic write of each output; the old value (the NaN fill) is returned and ignored, never used in arithmetic. PG Atomic Functions: atomicExch stores val; SPEC: one thread stores each output. Correct.',
     r'''
    __shared__ float sm[TPB];''' + CIN + r'''
    sm[tid] = x;
    __syncthreads();
    if (!tid) {
        float s = 0.f;
        for (int i = 0; i < TPB; ++i) s += sm[i];
        atomicExch(&output[rank], s);
    }''')

case('c26_rank_dependent_paths_with_barriers', 'coordination', 'pass',
     'Odd ranks reduce with a shuffle-and-shared-memory path, even ranks with a shared-memory tree; each path has its own __syncthreads() calls. The condition (rank & 1) is the same for every thread of a block, so each barrier is reached by the whole block (PG Synchronization Functions: allowed when the condition is uniform in the block). Correct.',
     r'''
    __shared__ float sm[TPB];''' + CIN + r'''
    if (rank & 1) {
        float v = x;
        for (int o = 16; o; o >>= 1) v += __shfl_xor_sync(~0u, v, o);
        if (!lane) sm[warp] = v;
        __syncthreads();
        if (!tid) {
            float s = 0.f;
            for (int w = 0; w < TPB / WARP_SIZE; ++w) s += sm[w];
            output[rank] = s;
        }
    } else {
        sm[tid] = x;
        __syncthreads();
        for (unsigned int s = TPB / 2; s; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (!tid) output[rank] = sm[0];
    }''')

case('r27_rank0_seeds_output_others_add', 'reduction', 'pass',
     'Rank 0\'s thread 0 stores its own block sum straight into output[0] before cluster_sync(); after it, ranks 1-3\'s thread 0 atomicAdd theirs. The barrier orders the one plain store before the three atomics (PTX barrier.cluster); whole numbers: exact in any order. One plain store of output[0]. Correct.',
     TREE + r'''
    if (!rank && !tid) output[0] = sm[0];
    cluster_sync();
    if (rank && !tid) atomicAdd(output, sm[0]);''')

case('r28_atomic_ref_store_of_total', 'reduction', 'pass',
     'Reference structure, but the single writer (rank 0, thread 0) stores the total with `cuda::atomic_ref<float, cuda::thread_scope_device>(output[0]).store(total, memory_order_relaxed)`: one thread, one (atomic) store. Correct.',
     TREE + GATHER.replace('        output[0] = total;', '        cuda::atomic_ref<float, cuda::thread_scope_device>(output[0]).store(total, cuda::memory_order_relaxed);'),
     pre='#include <cuda/atomic>')

case('a22_atomicexch_warp_sums', 'advanced', 'pass',
     'The elected lanes write their warp sums with atomicExch(&ws[warp], s) (one writer per slot); __syncthreads() orders them before thread 0\'s plain loads of ws (PG; PTX: the barrier gives causality order). Correct.',
     ASM + r'''
    if (elect_one_sync()) {
        float s = 0.f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sm[warp * WARP_SIZE + i];
        atomicExch(&ws[warp], s);
    }
    __syncthreads();''' + AFOLD)

case('l26_float4_partials_in_last_block', 'last-block', 'pass',
     'The last block loads the 256 partials as 64 float4 (threads 0-63, `reinterpret_cast<const float4 *>(partials)[tid]`: partials comes from cudaMalloc, 16-byte aligned, PG Device Memory), adds the four lanes, the other threads contribute 0, then the tree. Fences and flag as the reference. Correct.',
     ticket().replace('''        float v = 0.f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) v += partials[b];''', '''        float v = 0.f;
        if (tid < LB_BLOCKS / 4) {
            const float4 q = reinterpret_cast<const float4 *>(partials)[tid];
            v = (q.x + q.y) + (q.z + q.w);
        }'''))

case('l27_last_block_atomicexch_output', 'last-block', 'pass',
     'The last block\'s thread 0 writes the result with atomicExch(output, sm[0]) and resets the counter with atomicExch(counter, 0u): one thread, one atomic write of output[0] per launch (the NaN it returns is ignored). Correct.',
     ticket(reset='            atomicExch(counter, 0u);').replace('            output[0] = sm[0];', '            atomicExch(output, sm[0]);'))

# ================================================================= fourth batch (committed before p34 ran it)
case('l28_highest_index_assumed_last', 'last-block', 'fail 1',
     '"Block gridDim.x - 1 runs last": the ticket is taken (and fenced) but ignored, and the merge is `if (blockIdx.x == gridDim.x - 1)`. Blocks run in any order (PG: no order between blocks), so block 255 may fold partials whose stores are not ordered before its loads (PTX data race; NaN fill, SPEC).',
     ticket().replace('''    __syncthreads();
    if (last) {''', '''    __syncthreads();
    if (blockIdx.x == gridDim.x - 1) {  // CAUSE'''), cause=RACE + '|' + WRONG + '|last')

case('c27_cluster_and_grid_group_indices', 'coordination', 'pass',
     'Indices from the cg API: rank = cluster.block_index().x (1-D cluster: the block rank), the element from cg::this_grid().thread_rank() (no grid.sync(), so no cooperative launch is needed: PG Cooperative Groups), the scale from cluster.block_rank() + 1, the thread from cluster.thread_rank() % TPB; cluster.sync() (a barrier of every thread of the cluster, so also of the block) before thread 0 sums sm and stores output[cluster.block_index().x]. Correct.',
     r'''
    __shared__ float sm[TPB];
    auto cluster = cg::this_cluster();
    auto grid = cg::this_grid();
    const unsigned int tid = cluster.thread_rank() % TPB;
    sm[tid] = input[grid.thread_rank()] * (float)(cluster.block_rank() + 1);
    cluster.sync();
    if (!tid) {
        float s = 0.f;
        for (int i = 0; i < TPB; ++i) s += sm[i];
        output[cluster.block_index().x] = s;
    }''')

case('c28_neighbour_rank_without_wrap', 'coordination', 'fail 5',
     'A ring for no reason: block r stores its sum in its own bsum, cluster.sync(), then thread 0 of block r reads its neighbour\'s bsum through map_shared_rank(&bsum, rank + 1) and stores it in output[rank + 1]; the `% CLUSTER_SIZE` was forgotten, so rank 3 maps rank 4, which does not exist in a cluster of 4 (PG Distributed Shared Memory: the rank must be below the cluster size; project convention: an access outside a __shared__ variable or to a missing peer is exit 5).',
     DS_COORD.replace('    if (rank == 0 && tid < CLUSTER_SIZE) output[tid] = *cluster.map_shared_rank(&bsum, tid);  // CAUSE\n',
                      '    if (!tid) output[rank + 1 < CLUSTER_SIZE ? rank + 1 : 0] = *cluster.map_shared_rank(&bsum, rank + 1);  // CAUSE\n')
     .replace('@END@', '    cluster.sync();'), cause=OOB + '|rank')

case('c29_wait_before_arrive', 'coordination', 'fail 1',
     'Swapped split barrier: every thread calls cluster_wait() first and cluster_arrive() at the end. PTX barrier.cluster pairs each barrier.cluster.wait with an earlier barrier.cluster.arrive of the same thread, so the rule is broken; a wait with no arrive of its own does not wait for the others (the H100 completed this very pattern: docs/verify-verdict-gpu run34, literal c07/a17), so it is a broken rule, not a hang: exit 1. (Truth was fail 4 in d6a2547: the deadlock reasoning assumed such a wait waits for every thread\'s arrive; corrected, see docs/verdict-interview.md.)',
     r'''
    __shared__ float sm[TPB];''' + CIN + r'''
    sm[tid] = x;
    __syncthreads();
    cluster_wait();  // CAUSE
    if (!tid) {
        float s = 0.f;
        for (int i = 0; i < TPB; ++i) s += sm[i];
        output[rank] = s;
    }
    cluster_arrive();''', cause=r'without a matching arrive|wait|arrive')

case('l29_grid_group_counts', 'last-block', 'pass',
     'The reference pattern written with cg::this_grid(): the block index from grid.block_rank(), the ticket limit from grid.num_blocks() - 1 (no grid.sync(): an ordinary launch is enough, PG Cooperative Groups). Fences and flag as the reference. Correct.',
     ticket(tk='atomicAdd(counter, 1u)').replace('partials[blockIdx.x] = sm[0];', 'partials[cg::this_grid().block_rank()] = sm[0];')
     .replace('== gridDim.x - 1;', '== cg::this_grid().num_blocks() - 1;'))

# ================================================================= fifth batch (committed before p34 ran it)
case('l30_prefetch_partials_before_ticket', 'last-block', 'fail 1',
     '"Prefetch to hide latency": every block loads its strided share of partials into a register before taking the ticket, and only the last block uses it. The loads of the last block come before its ticket, so nothing orders the other blocks\' later stores of their partials before them (PTX data race; on the forward order most partials are still the NaN fill, SPEC).',
     LB_TREE + r'''
    __shared__ bool last;
    float pre = 0.f;
    if (!tid) {
        partials[blockIdx.x] = sm[0];
    }
    __syncthreads();
    for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) pre += partials[b];  // CAUSE
    if (!tid) {
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    if (last) {
        sm[tid] = pre;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (!tid) { output[0] = sm[0]; *counter = 0; }
    }''', cause=RACE + '|' + WRONG)

case('c30_same_thread_stores_twice', 'coordination', 'pass',
     'Thread 0 stores output[rank] = 0 first ("clear it"), then after the loop stores the sum: two stores by one thread, ordered by program order; SPEC asks that one thread store each output, not one store. Correct.',
     r'''
    __shared__ float sm[TPB];''' + CIN + r'''
    if (!tid) output[rank] = 0.f;
    sm[tid] = x;
    __syncthreads();
    if (!tid) {
        float s = 0.f;
        for (int i = 0; i < TPB; ++i) s += sm[i];
        output[rank] = s;
    }''')

case('c31_second_thread_scales_output', 'coordination', 'fail 1',
     'Thread 0 stores the unscaled block sum into output[rank], __syncthreads(), then thread 1 does `output[rank] *= rank + 1`. Ordered (no race), and the value is right, but two threads store output[rank]: SPEC Checking, each output element is stored by exactly one thread per launch.',
     r'''
    __shared__ float sm[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    if (!tid) {
        float s = 0.f;
        for (int i = 0; i < TPB; ++i) s += sm[i];
        output[rank] = s;
    }
    __syncthreads();
    if (tid == 1) output[rank] *= (float)(rank + 1);  // CAUSE''', cause=r'stored by|several|writers|exactly one')

case('r29_rank0_seeds_then_adds_same_thread', 'reduction', 'pass',
     'Rank 0\'s thread 0 stores output[0] = its own block sum before cluster_sync(), and after it the same thread does output[0] += temp_storage[1] + temp_storage[2] + temp_storage[3] (stored by ranks 1-3 before the barrier). One thread stores output[0]; whole numbers: exact. Correct.',
     TREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    if (!rank && !tid) output[0] = sm[0];
    cluster_sync();
    if (!rank && !tid) output[0] += temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('a23_elect_stores_broadcast_sum', 'advanced', 'pass',
     'The a16 slip done right: after the __shfl_down_sync tree the warp sum is broadcast from lane 0 with __shfl_sync(~0u, v, 0) (every lane present), so whichever lane elect_one_sync() picks stores the full warp sum in ws[warp]. Correct.',
     ASM + r'''
    float v = sm[tid];
    for (int o = 16; o; o >>= 1) v += __shfl_down_sync(~0u, v, o);
    v = __shfl_sync(~0u, v, 0);
    if (elect_one_sync()) ws[warp] = v;
    __syncthreads();''' + AFOLD)

# ================================================================= sixth batch (committed before p34 ran it)
FLAG = TREE + r'''
    if (tid == 0 && rank != 0) {
        temp_storage[rank] = sm[0];
@FENCE@
        atomicExch(&iv_ready[rank], 1u);
    }
    if (rank == 0 && tid == 0) {
        float total = sm[0];
        for (int r = 1; r < CLUSTER_SIZE; ++r) {
            while (atomicAdd(&iv_ready[r], 0u) == 0u) { }
            __threadfence();
            total += temp_storage[r];  // CAUSE
            atomicExch(&iv_ready[r], 0u);
        }
        output[0] = total;
    }'''
case('r30_flags_instead_of_cluster_barrier', 'reduction', 'pass',
     'No cluster barrier: ranks 1-3\'s thread 0 store the partial, __threadfence(), then atomicExch a `__device__` ready flag; rank 0\'s thread 0 spins on each flag with atomicAdd(&flag, 0), fences, reads the partial and clears the flag with atomicExch (so a later launch starts from 0). Fence-then-atomic is a release pattern and atomic-then-fence an acquire pattern (PTX), the blocks of a cluster are co-scheduled so the spin ends (PG Thread Block Clusters), and the flags are 0 at module load. Correct.',
     FLAG.replace('  // CAUSE', '').replace('@FENCE@', '        __threadfence();'), pre='__device__ unsigned int iv_ready[CLUSTER_SIZE];')

case('r31_flags_without_release_fence', 'reduction', 'fail 1',
     'As r30 without the __threadfence() before the flag: the weak store of the partial and the relaxed atomicExch of the flag form no release pattern (PTX), so rank 0 may see the flag and still read the NaN fill: the partial\'s store and rank 0\'s load race.',
     FLAG.replace('@FENCE@\n', ''), pre='__device__ unsigned int iv_ready[CLUSTER_SIZE];', cause=RACE + '|fence')

case('r32_warp_tail_with_syncwarp', 'reduction', 'pass',
     'The r17 tail done right: the tree stops at 64 values, then warp 0 runs `for (o = 32; o; o >>= 1) { v = tid < o ? sm[tid] + sm[tid + o] : 0; __syncwarp(); if (tid < o) sm[tid] = v; __syncwarp(); }`: every read of a step is ordered before the writes of that step and the writes before the next step\'s reads (PG: __syncwarp orders memory among the lanes). Correct.',
     TREE.replace('for (int s = TPB / 2; s > 0; s >>= 1) {', 'for (int s = TPB / 2; s > 32; s >>= 1) {') + r'''
    if (tid < 32) {
        for (unsigned int o = 32; o; o >>= 1) {
            const float v = tid < o ? sm[tid] + sm[tid + o] : 0.f;
            __syncwarp();
            if (tid < o) sm[tid] = v;
            __syncwarp();
        }
    }''' + GATHER)

case('c32_coalesced_groups_in_data_branches', 'coordination', 'pass',
     'A data-dependent branch (`x > 0.3f`) with the same code on both sides: each side takes cg::coalesced_threads() (the lanes of the warp that are in that branch), cg::reduce over it, and the group\'s rank-0 thread atomicAdds into a __shared__ total zeroed before a __syncthreads(). Every value lands in exactly one group. Correct.',
     r'''
    __shared__ float total;''' + CIN + r'''
    if (!tid) total = 0.f;
    __syncthreads();
    if (x > 0.3f) {
        auto g = cg::coalesced_threads();
        const float s = cg::reduce(g, x, cg::plus<float>());
        if (g.thread_rank() == 0) atomicAdd(&total, s);
    } else {
        auto g = cg::coalesced_threads();
        const float s = cg::reduce(g, x, cg::plus<float>());
        if (g.thread_rank() == 0) atomicAdd(&total, s);
    }
    __syncthreads();
    if (!tid) output[rank] = total;''')

case('a24_slot_from_shared_ticket', 'advanced', 'pass',
     'Warp sums placed by a shared ticket: thread 0 zeroes `slot` before the first __syncthreads(), each elected lane stores its warp sum at ws[atomicAdd(&slot, 1u)]: 8 distinct slots 0..7 in some order, all written; __syncthreads(); thread 0 folds all 8. Correct.',
     r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ unsigned int slot;''' + CIN + r'''
    sm[tid] = x;
    if (!tid) slot = 0u;
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sm[warp * WARP_SIZE + i];
        ws[atomicAdd(&slot, 1u)] = s;
    }
    __syncthreads();''' + AFOLD)
