# Cases for gen.py (docs/verdict-evade.md): subtle bugs a checker could miss, written as real code:
# races through aliasing (one word reached through float* and int*, reinterpret_cast, float2/float4
# vector accesses overlapping scalar ones, memcpy, unions, struct copies), races through a helper or a
# pointer kept in a local array, races where every writer stores the same value, mixed atomic and
# plain accesses to one word, atomics on a part of a word (a 16-bit atomicCAS or a 32-bit atomic
# inside a 64-bit atomic's word; atomicOr on a word whose byte another thread stores), DSMEM read
# after the owner may have exited or before it wrote, uninitialised shared memory, reads one past an
# array into the next data, results right only for the SPEC's inputs, counters that do not survive
# the second --last-block launch, a fence on the wrong side, volatile on only one of two loads.
# Body = the kernel's body; pre = file-scope code before it. Every verdict was decided before p34
# ran the kernel.
# Citations: PTX = PTX ISA "Memory Consistency Model": conflict (two overlapping accesses, one a
# write); morally strong (related in program order, or both strong with scopes that include each
# other, same proxy, AND "if both are memory operations, they overlap completely"); data race =
# conflicting accesses neither morally strong nor ordered by causality order; release pattern = a
# fence.sc/acq_rel (__threadfence) then a strong write; acquire pattern = a strong read then a fence;
# atom without .sem is .relaxed; ld/st.volatile are relaxed at .sys scope (strong); barrier.cluster
# arrive releases, wait acquires (by default). PG = CUDA C++ Programming Guide: "Atomic Functions"
# (relaxed; the atomicCAS-loop atomicAdd for double reads its seed with a plain load; 16-bit
# atomicCAS on cc 7.x+; atomicInc wraps: ((old >= val) ? 0 : (old+1))), "Memory Fence Functions",
# "Synchronization Functions" (__syncthreads, __syncwarp orders memory among its lanes), "Distributed
# Shared Memory" (every DSMEM access must complete before the owner block exits; a block's shared
# memory may be accessed only after it has started: cluster.sync() first), "Thread Block Clusters"
# (the blocks of a cluster are co-scheduled), "Variable Memory Space Specifiers" (__shared__: no
# initializer; the contents at block start are undefined), "Device Memory" (cudaMalloc aligned to at
# least 256 bytes), "Size and Alignment Requirement" (a float4 access needs 16-byte alignment).
# C++ = [basic.indet] (an indeterminate value), [expr.add] (pointer past the array object).
# SPEC = docs/SPEC.md (inputs; every output and scratch buffer NaN before each launch; exact
# results for --reduction and --last-block; each output stored by exactly one thread per launch;
# --last-block launches twice with no host reset of counter; exit codes). Project conventions
# followed: a data race is exit 1 even where the value comes out right (verdict hunt, locks); several
# writers of one location are a data race even with the same value (verdict hunt r20, a13); a DSMEM
# access that may come after the owner exited is exit 5 (dsmem l01); an access outside a __shared__
# variable or a buffer, or past a member array, is exit 5 (ub, dsmem s08).
RACE = r'data race|several writers|stored by|lost update|race'
WRONG = r'❌|not written'
EXITED = r'exited|illegal|after .* exit'
OOB = r'out-of-bounds|past the|illegal'

RTREE = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''
TREE = RTREE.replace('input[blockIdx.x * blockDim.x + tid]', 'input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1)')
RED_GATHER = r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }'''

# ================================================================= reduction: vector views of temp_storage
case('r01_float4_gather_after_sync', 'reduction', 'pass',
     'Each block\'s thread 0 stores temp_storage[rank]; after cluster_sync() rank 0 reads all four partials with one `*reinterpret_cast<const float4 *>(temp_storage)`. temp_storage comes from cudaMalloc (PG Device Memory: aligned to >= 256 bytes, so the float4 access is aligned: PG Size and Alignment Requirement) and the cluster barrier (arrive release, wait acquire: PTX) orders the four scalar stores before the vector load. Whole numbers: exact (SPEC). Correct.',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        const float4 p = *reinterpret_cast<const float4 *>(temp_storage);
        output[0] = (p.x + p.y) + (p.z + p.w);
    }''')

case('r02_float4_gather_between_arrive_and_wait', 'reduction', 'fail 1',
     'Rank 0 splits its barrier to "overlap": cluster_arrive(), then thread 0 loads the four partials as one float4, then cluster_wait(); ranks 1-3 do cluster_sync(). Rank 0 has not waited, so nothing orders ranks 1-3\'s scalar stores of temp_storage[1..3] before its vector load, which overlaps them (PTX: conflicting overlapping accesses, weak, not in causality order: a data race; the arrive releases, only the wait acquires).',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    if (rank == 0) {
        cluster_arrive();
        if (tid == 0) {
            const float4 p = *reinterpret_cast<const float4 *>(temp_storage);  // CAUSE
            output[0] = (p.x + p.y) + (p.z + p.w);
        }
        cluster_wait();
    } else {
        cluster_sync();
    }''', cause=RACE)

# ================================================================= reduction: atomic and plain on one word
case('r03_plain_zero_then_atomics_no_barrier', 'reduction', 'fail 1',
     'Rank 0\'s thread 0 zeroes temp_storage[0] with a plain store while every block\'s thread 0 atomicAdds its partial into it, nothing between: the plain store and the other blocks\' atomics conflict, are not morally strong (the store is weak) and are not ordered (PTX data race); an add before the zeroing is erased or lands on the NaN fill (SPEC).',
     RTREE + r'''
    if (rank == 0 && tid == 0) temp_storage[0] = 0.0f;  // CAUSE
    if (tid == 0) atomicAdd(&temp_storage[0], sm[0]);
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0];''', cause=RACE)

case('r04_atomicexch_zero_then_atomics_no_barrier', 'reduction', 'fail 1',
     'As r03 but the zeroing is `atomicExch(&temp_storage[0], 0.0f)`: all accesses are atomics, so no data race (PTX morally strong), but nothing orders the exchange before the other blocks\' atomicAdds: a block that adds first adds to the NaN fill (SPEC) and the exchange then erases its partial. Some legal orders give a wrong sum: wrong.',
     RTREE + r'''
    if (rank == 0 && tid == 0) atomicExch(&temp_storage[0], 0.0f);  // CAUSE
    if (tid == 0) atomicAdd(&temp_storage[0], sm[0]);
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0];''', cause=r'❌|not written|order|before|NaN|lost')

case('r05_zero_sync_atomics_sync', 'reduction', 'pass',
     'Rank 0 zeroes temp_storage[0] (plain), cluster_sync(), every block atomicAdds its partial, cluster_sync(), rank 0 reads it plainly. The first cluster barrier orders the plain store before every atomic, the second orders the atomics before the plain read (PTX barrier.cluster arrive release / wait acquire). Atomics among themselves are morally strong. Whole numbers: exact in any order. Correct.',
     RTREE + r'''
    if (rank == 0 && tid == 0) temp_storage[0] = 0.0f;
    cluster_sync();
    if (tid == 0) atomicAdd(&temp_storage[0], sm[0]);
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0];''')

case('r06_float_add_by_int_cas_loop', 'reduction', 'pass',
     'As r05 but the add is the Programming Guide\'s CAS loop on the word seen as int: `int old = *w; do { assumed = old; old = atomicCAS(w, assumed, __float_as_int(__int_as_float(assumed) + v)); } while (assumed != old);` (PG Atomic Functions: the double atomicAdd example seeds with a plain load; a stale seed only costs a retry). One word through float* and int*: the CAS carries every update. Correct (project convention: the CAS loop\'s seed load is not a race, locks hunt).',
     RTREE + r'''
    if (rank == 0 && tid == 0) temp_storage[0] = 0.0f;
    cluster_sync();
    if (tid == 0) ev_add_cas(&temp_storage[0], sm[0]);
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0];''', pre=r'''
__device__ void ev_add_cas(float *addr, float v)
{
    int *w = reinterpret_cast<int *>(addr);
    int old = *w, assumed;
    do {
        assumed = old;
        old = atomicCAS(w, assumed, __float_as_int(__int_as_float(assumed) + v));
    } while (assumed != old);
}''')

# ================================================================= reduction: atomics on part of a word
PACKED_HEAD = RTREE + r'''
    unsigned long long *pk = reinterpret_cast<unsigned long long *>(temp_storage);
    if (rank == 0 && tid == 0) pk[0] = 0ull;
    cluster_sync();
    const unsigned long long mine = (unsigned long long)(unsigned int)sm[0];'''
case('r07_packed_u64_count_and_sum', 'reduction', 'pass',
     'temp_storage\'s first 8 bytes are used as one unsigned long long (cudaMalloc alignment, PG Device Memory): high half = blocks done, low half = integer sum. Rank 0 zeroes it, cluster_sync(), each block does `atomicAdd(pk, (1ull << 32) | sum)` (one 64-bit atomic each: complete overlap, morally strong, PTX), cluster_sync(), rank 0 checks the count is 4 and stores the low half as a float. The integer partials are exact (inputs are integers, SPEC) and 523776 < 2^32: no carry. Correct.',
     PACKED_HEAD + r'''
    if (tid == 0) atomicAdd(pk, (1ull << 32) | mine);
    cluster_sync();
    if (rank == 0 && tid == 0) {
        const unsigned long long v = pk[0];
        output[0] = (v >> 32) == CLUSTER_SIZE ? (float)(unsigned int)v : -1.0f;
    }''')

case('r08_packed_u64_rank0_adds_low_half_32bit', 'reduction', 'fail 1',
     'As r07 but rank 0, "which does not need counting", adds its sum with a 32-bit `atomicAdd((unsigned int *)pk, sum)` on the low half while ranks 1-3 add with the 64-bit atomic (the count check becomes 3). The 32-bit atom and the 64-bit atoms overlap but not completely, so they are not morally strong (PTX: morally strong requires that two memory operations "overlap completely") and nothing orders them: a data race by the PTX definition, although no carry crosses the halves and the GPU value comes out right.',
     PACKED_HEAD + r'''
    if (tid == 0) {
        if (rank == 0)
            atomicAdd(reinterpret_cast<unsigned int *>(pk), (unsigned int)mine);  // CAUSE
        else
            atomicAdd(pk, (1ull << 32) | mine);
    }
    cluster_sync();
    if (rank == 0 && tid == 0) {
        const unsigned long long v = pk[0];
        output[0] = (v >> 32) == CLUSTER_SIZE - 1 ? (float)(unsigned int)v : -1.0f;
    }''', cause=RACE)

# ================================================================= reduction: the NaN fill as a flag, volatile
NAN_PUB = r'''
    if (tid == 0 && rank != 0) {
        __threadfence();
        reinterpret_cast<volatile float *>(temp_storage)[rank] = sm[0];
    }'''
case('r09_nan_fill_flag_volatile_release', 'reduction', 'pass',
     'No cluster barrier: ranks 1-3 publish their partial with `__threadfence(); ((volatile float *)temp_storage)[rank] = sum;` and rank 0\'s thread 0 spins on a volatile load of each slot until it is not NaN (SPEC: every scratch buffer is NaN before each launch), then adds the value it read. The volatile store and load are strong (relaxed .sys, PTX) and overlap completely: morally strong, no data race; the value itself is the flag, so no other data needs ordering. The cluster\'s blocks are co-scheduled (PG Thread Block Clusters), so the spin ends. Global memory outlives the blocks. Correct.',
     RTREE + NAN_PUB + r'''
    if (tid == 0 && rank == 0) {
        float total = sm[0];
        for (int r = 1; r < CLUSTER_SIZE; r++) {
            float v;
            while (isnan(v = reinterpret_cast<volatile float *>(temp_storage)[r])) { }
            total += v;
        }
        output[0] = total;
    }''')

case('r10_nan_fill_flag_plain_publish', 'reduction', 'fail 1',
     'As r09 but ranks 1-3 publish with a plain `temp_storage[rank] = sum;` (no volatile, no fence). Rank 0\'s volatile loads are strong but the store is weak: not morally strong, and nothing orders them: a data race (PTX), although the spin would see the value on a GPU.',
     RTREE + r'''
    if (tid == 0 && rank != 0)
        temp_storage[rank] = sm[0];  // CAUSE
    if (tid == 0 && rank == 0) {
        float total = sm[0];
        for (int r = 1; r < CLUSTER_SIZE; r++) {
            float v;
            while (isnan(v = reinterpret_cast<volatile float *>(temp_storage)[r])) { }
            total += v;
        }
        output[0] = total;
    }''', cause=RACE)

case('r11_nan_fill_first_load_not_volatile', 'reduction', 'fail 1',
     'As r09 but rank 0 reads each slot once through the plain pointer and spins through the volatile one only if that saw NaN: `float v = temp_storage[r]; while (isnan(v)) v = vts[r];` - volatile is missing on the first of the two loads. That plain load is weak, conflicts with rank r\'s volatile store and is not ordered after it (rank 0 has no acquire before it): a data race (PTX); the compiler may also keep the value in a register.',
     RTREE + NAN_PUB + r'''
    if (tid == 0 && rank == 0) {
        volatile float *vts = temp_storage;
        float total = sm[0];
        for (int r = 1; r < CLUSTER_SIZE; r++) {
            float v = temp_storage[r];  // CAUSE
            while (isnan(v)) v = vts[r];
            total += v;
        }
        output[0] = total;
    }''', cause=RACE)

# ================================================================= reduction: DSMEM lifetime and order
case('r12_memcpy_from_peer_smem_no_trailing_barrier', 'reduction', 'fail 5',
     'Each block keeps its sum in `__shared__ float my_total`; after cluster_sync() rank 0 copies each rank\'s my_total with `memcpy(&v, cluster.map_shared_rank(&my_total, r), sizeof v)`, with no barrier after: ranks 1-3 may have exited (PG Distributed Shared Memory: every DSMEM access must complete before the owner exits; project convention exit 5, dsmem l01). The memcpy hides the DSMEM load from a reader of the code, not from the rule.',
     r'''
    __shared__ float my_total;''' + RTREE + r'''
    if (tid == 0) my_total = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        cg::cluster_group cluster = cg::this_cluster();
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            float v;
            memcpy(&v, cluster.map_shared_rank(&my_total, r), sizeof v);  // CAUSE
            total += v;
        }
        output[0] = total;
    }''', cause=EXITED)

case('r13_memcpy_from_peer_smem_trailing_barrier', 'reduction', 'pass',
     'r12 with the trailing cluster_sync() every block reaches after rank 0\'s reads: no owner exits before rank 0 is done (PG Distributed Shared Memory), and the first cluster barrier orders each my_total store before the DSMEM reads (PTX barrier.cluster). Correct.',
     r'''
    __shared__ float my_total;''' + RTREE + r'''
    if (tid == 0) my_total = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        cg::cluster_group cluster = cg::this_cluster();
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            float v;
            memcpy(&v, cluster.map_shared_rank(&my_total, r), sizeof v);
            total += v;
        }
        output[0] = total;
    }
    cluster_sync();''')

case('r14_push_to_rank0_after_arrive', 'reduction', 'fail 1',
     'Push into rank 0\'s `__shared__ float totals[4]` through map_shared_rank, with the arrive on the wrong side: `cluster.barrier_arrive(); if (tid == 0) *map_shared_rank(&totals[rank], 0) = sum; cluster.barrier_wait();`. The store comes after this thread\'s arrive (the release), so rank 0\'s wait does not acquire it: its reads of totals[] after the wait race with the pushes (PTX data race). (Also no cluster barrier before the first DSMEM store: PG Distributed Shared Memory asks that the target block has started.)',
     r'''
    __shared__ float totals[CLUSTER_SIZE];''' + RTREE + r'''
    cg::cluster_group cluster = cg::this_cluster();
    cluster.barrier_arrive();
    if (tid == 0) *cluster.map_shared_rank(&totals[rank], 0) = sm[0];  // CAUSE
    cluster.barrier_wait();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += totals[r];
        output[0] = total;
    }''', cause=RACE)

case('r15_push_to_rank0_between_barriers', 'reduction', 'pass',
     'As r14 done right: cluster.sync() first (every block has started, PG Distributed Shared Memory), then the push, then barrier_arrive() / barrier_wait() (the push is before the arrive: released; rank 0 acquires at its wait, PTX), then rank 0 reads its own totals[]. Ranks 1-3 may exit after the wait: rank 0 only touches its own shared memory. Correct.',
     r'''
    __shared__ float totals[CLUSTER_SIZE];''' + RTREE + r'''
    cg::cluster_group cluster = cg::this_cluster();
    cluster.sync();
    if (tid == 0) *cluster.map_shared_rank(&totals[rank], 0) = sm[0];
    cluster.barrier_arrive();
    cluster.barrier_wait();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += totals[r];
        output[0] = total;
    }''')

# ================================================================= reduction: uninitialised shared counter
WLAST = r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ unsigned int wdone;
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid];
    for (int o = WARP_SIZE / 2; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
@INIT@
    if (lane == 0) {
        ws[warp] = v;
        __threadfence_block();
        if (atomicAdd(&wdone, 1u) == TPB / WARP_SIZE - 1) {  // CAUSE
            __threadfence_block();
            float s = 0.0f;
            for (int w = 0; w < TPB / WARP_SIZE; w++) s += ws[w];
            temp_storage[rank] = s;
        }
    }
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }'''
case('r16_last_warp_counter_never_zeroed', 'reduction', 'fail 1',
     'Each warp reduces by shuffles; its lane 0 stores ws[warp], fences (block) and takes a ticket from `__shared__ unsigned int wdone`; the warp that draws 7 sums the 8 warp sums into temp_storage[rank]. wdone is never zeroed - "shared memory is zero on a fresh GPU". __shared__ variables have no initializer and hold an undefined value at block start (PG Variable Memory Space Specifiers; C++ [basic.indet]): with any other start no warp draws 7 and temp_storage[rank] is never written (or two warps do).',
     WLAST.replace('@INIT@\n', ''), cause=r'❌|not written|uninit|never|before')

case('r17_last_warp_counter_zeroed', 'reduction', 'pass',
     'r16 with `if (tid == 0) wdone = 0; __syncthreads();` before the tickets: exactly one warp draws 7; its reads of ws[] are ordered after the other lanes\' stores by fence + relaxed atomic (release) and atomic + fence (acquire) at CTA scope (PTX release/acquire patterns, morally strong within the CTA). temp_storage[rank] gets one store, cluster_sync() publishes it. Correct.',
     WLAST.replace('@INIT@', '    if (tid == 0) wdone = 0u;\n    __syncthreads();').replace('  // CAUSE', ''))

case('r18_integer_tree_exact_for_these_inputs', 'reduction', 'pass',
     'The block tree runs in `__shared__ int` on `(int)input[i]`: only right because --reduction\'s inputs are whole numbers (SPEC Launches: input[i] = i) and every partial (< 2^31) converts back to float exactly (< 2^24, SPEC Checking). Wrong for fractional inputs, right for the puzzle\'s. Correct.',
     r'''
    __shared__ int ism[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    ism[tid] = (int)input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) ism[tid] += ism[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = (float)ism[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }''')
