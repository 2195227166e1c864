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

# ================================================================= coordination: struct copies and vector views
STATS = r'''
struct EvStats {
    float sum;
    float scale;
};'''
case('c01_struct_copy_rewrites_sibling_field', 'coordination', 'fail 1',
     'A `__shared__ EvStats st` (sum, scale). After the tree thread 0 updates its field by a whole-struct read-modify-write (`EvStats s = st; s.sum = total; st = s;`) while thread 32 stores `st.scale` for the report; a __syncthreads() follows. The struct copy reads and rewrites st.scale too: thread 0\'s 8-byte accesses overlap thread 32\'s store, weak and unordered - a data race (PTX), and the scale may be lost. The output (st.sum) comes out right.',
     TREE + r'''
    __shared__ EvStats st;
    if (tid == 0) {
        EvStats s = st;  // CAUSE
        s.sum = sm[0];
        st = s;
    }
    if (tid == WARP_SIZE) st.scale = (float)(rank + 1);
    __syncthreads();
    if (tid == 0) output[rank] = st.sum;''', pre=STATS, cause=RACE)

case('c02_struct_fields_stored_separately', 'coordination', 'pass',
     'As c01 but thread 0 stores only `st.sum = total` and thread 32 only `st.scale`: different words, no overlap, no conflict (PTX); __syncthreads() orders both before thread 0 reads st.sum. Correct.',
     TREE + r'''
    __shared__ EvStats st;
    if (tid == 0) st.sum = sm[0];
    if (tid == WARP_SIZE) st.scale = (float)(rank + 1);
    __syncthreads();
    if (tid == 0) output[rank] = st.sum;''', pre=STATS)

V2 = r'''
    __shared__ __align__(16) float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float scale = (float)(rank + 1);
@SCALAR@
    if (tid % 2 == 0) {
        const float2 in2 = reinterpret_cast<const float2 *>(input)[(blockIdx.x * blockDim.x + tid) / 2];
        reinterpret_cast<float2 *>(sm)[tid / 2] = make_float2(in2.x * scale, in2.y * scale);
    }
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) output[rank] = sm[0];'''
case('c03_float2_store_plus_leftover_scalar', 'coordination', 'fail 1',
     'Vectorised scatter: even threads load a float2 of the input and store a float2 (sm[tid], sm[tid+1]); the old scalar line `sm[tid] = input[i] * scale;` was left in before it. Each odd thread\'s scalar store overlaps its even neighbour\'s vector store (the same value): two weak writes of one location from different threads, unordered - a data race (PTX; several writers of the same value are still a race, verdict hunt r20).',
     V2.replace('@SCALAR@', '    sm[tid] = input[blockIdx.x * blockDim.x + tid] * scale;  // CAUSE'), cause=RACE)

case('c04_float2_store_only', 'coordination', 'pass',
     'c03 without the leftover scalar store: 128 threads store float2 pairs into a 16-byte-aligned shared array (PG Size and Alignment Requirement; the input float2 view is aligned: cudaMalloc, and blockIdx.x*256+tid is even). Each element has one writer; __syncthreads() before the tree. Correct.',
     V2.replace('@SCALAR@\n', ''))

# ================================================================= coordination: helpers, pointer tables, same-value writers
PUT = r'''
__device__ __forceinline__ void ev_put(float *slot, float v)
{
    *slot = v;  // "publish the warp's value"
}'''
SHFL = r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    for (int o = WARP_SIZE / 2; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
@PUT@
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) s += ws[w];
        output[rank] = s;
    }'''
case('c05_every_lane_publishes_through_helper', 'coordination', 'fail 1',
     'An xor butterfly leaves the warp sum in every lane; then every lane calls `ev_put(&ws[warp], v)` (the helper has no lane test): 32 weak stores of the same value to one shared word, unordered - a data race (PTX; same-value writers, verdict hunt a13). The helper only hides the store.',
     SHFL.replace('@PUT@', '    ev_put(&ws[warp], v);  // CAUSE'), pre=PUT, cause=RACE)

case('c06_lane0_publishes_through_helper', 'coordination', 'pass',
     'c05 with `if (lane == 0) ev_put(&ws[warp], v);`: one store per word; __syncthreads() before thread 0 reads. Correct.',
     SHFL.replace('@PUT@', '    if (lane == 0) ev_put(&ws[warp], v);'), pre=PUT)

PINGPONG = r'''
    __shared__ float a[TPB], b[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    float *buf[2] = {a, b};
    buf[0][tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    int cur = 0;
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) buf[cur ^ 1][tid] = buf[cur][tid] + buf[cur][tid + s];
        cur ^= 1;
@SYNC@
    }
    if (tid == 0) output[rank] = buf[cur][0];'''
case('c07_pingpong_pointer_table_warp_tail_unsynced', 'coordination', 'fail 1',
     'A ping-pong tree through a local pointer table `float *buf[2] = {a, b}`; __syncthreads() only while s > 32, the last steps "warp-synchronous" with nothing between them. On sm_70+ the lanes of a warp are not lock-step (PG Independent Thread Scheduling): at s = 16 lane t reads buf[..][t + 16] that lane t + 16 stored at s = 32 with no __syncwarp() between - a data race (PTX; PG Synchronization Functions).',
     PINGPONG.replace('@SYNC@', '        if (s > WARP_SIZE) __syncthreads();  // CAUSE'), cause=RACE)

case('c08_pingpong_pointer_table_syncwarp_tail', 'coordination', 'pass',
     'c07 with `else __syncwarp();`: every warp runs the loop uniformly, so each __syncwarp() has its full mask; it orders the memory accesses of its lanes (PG Synchronization Functions), and the ping-pong buffers make each step write the buffer the step before last read. Correct.',
     PINGPONG.replace('@SYNC@', '        if (s > WARP_SIZE) __syncthreads();\n        else __syncwarp();'))

# ================================================================= coordination: DSMEM peer lifetime
PEER = TREE + r'''
    __shared__ float my_total;
    if (tid == 0) my_total = sm[0];
    cluster_sync();
    if (tid == 0) {
        const float nb = *cg::this_cluster().map_shared_rank(&my_total, (rank + 1) % CLUSTER_SIZE);  // CAUSE
        output[rank] = nb > 0.0f ? my_total : 0.0f;  // sanity: the neighbour has a positive total
    }'''
case('c09_neighbour_check_without_trailing_barrier', 'coordination', 'fail 5',
     'After cluster_sync() thread 0 reads its neighbour\'s `my_total` through map_shared_rank as a sanity check before storing its own output, and nothing follows: the neighbour may already have exited (PG Distributed Shared Memory: DSMEM accesses must complete before the owner exits; project convention exit 5, dsmem l01). Every block does it, so some block always reads a peer that may be gone.',
     PEER, cause=EXITED)

case('c10_neighbour_check_with_trailing_barrier', 'coordination', 'pass',
     'c09 plus a trailing cluster_sync() that every thread reaches after the check: no block exits while a peer may still read its my_total (PG Distributed Shared Memory); the first barrier orders the my_total stores before the reads (PTX). Correct.',
     PEER.replace('  // CAUSE', '') + '\n    cluster_sync();')

# ================================================================= coordination: right only for the SPEC's inputs
case('c11_integer_tenths_exact_for_these_inputs', 'coordination', 'pass',
     'The tree runs on integers: `q = __float2int_rn(input[i] * 10.0f) * (rank + 1)`, and thread 0 stores `(float)sum / 10.0f`. Only right because --coordination\'s inputs are whole tenths (SPEC Launches: (i % 10) * 0.1f, so input * 10 rounds to i % 10); the result is the exact sum to within one rounding, well inside the bound n * 2^-24 * sum|terms| (SPEC Checking). Correct for the puzzle\'s inputs.',
     r'''
    __shared__ int ism[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    ism[tid] = __float2int_rn(input[blockIdx.x * blockDim.x + tid] * 10.0f) * (int)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) ism[tid] += ism[tid + s];
        __syncthreads();
    }
    if (tid == 0) output[rank] = (float)ism[0] / 10.0f;''')

case('c12_scaled_sum_max_starts_at_zero', 'coordination', 'pass',
     'Thread 0 sums "stably": m = block maximum starting from 0.0f (not -INFINITY), then output = m * sum(v / m). Starting a maximum at 0 is wrong for all-negative data, but every input is >= 0 (SPEC Launches) and each block has a positive value, so m is the true maximum and m > 0; the two extra roundings per term stay far inside n * 2^-24 * sum|terms| (SPEC Checking). Correct for the puzzle\'s inputs.',
     TREE.split('    __syncthreads();\n    for')[0] + r'''
    __syncthreads();
    if (tid == 0) {
        float m = 0.0f;
        for (int i = 0; i < TPB; i++) m = fmaxf(m, sm[i]);
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sm[i] / m;
        output[rank] = m * s;
    }''')

case('c13_block_sum_shared_never_zeroed', 'coordination', 'fail 1',
     'Thread 0 accumulates `block_sum += sm[i]` into a `__shared__ float block_sum` that nothing zeroes ("fresh shared memory is zero"). Its start value is undefined (PG Variable Memory Space Specifiers: __shared__ has no initializer; C++ [basic.indet]): stale bits of an earlier kernel give a wrong sum.',
     TREE.split('    __syncthreads();\n    for')[0] + r'''
    __shared__ float block_sum;
    __syncthreads();
    if (tid == 0) {
        for (int i = 0; i < TPB; i++) block_sum += sm[i];  // CAUSE
        output[rank] = block_sum;
    }''', cause=r'❌|uninit|never|before')

case('c14_loop_one_past_member_array_into_zero', 'coordination', 'fail 5',
     'A `__shared__ struct { float v[TPB]; float pad; } blk` with pad = 0; thread 0 walks `const float *p = blk.v; for (i = 0; i <= TPB; i++) s += p[i];` (off by one): p[TPB] is past the member array v (C++ [expr.add]: undefined) and lands on pad, a 0, so the sum is right on a GPU. Project convention: an access past a member array is exit 5 (dsmem s08, ub p08).',
     TREE.split('    __syncthreads();\n    for')[0] + r'''
    __shared__ EvBlk blk;
    blk.v[tid] = sm[tid];
    if (tid == 0) blk.pad = 0.0f;
    __syncthreads();
    if (tid == 0) {
        const float *p = blk.v;
        float s = 0.0f;
        for (int i = 0; i <= TPB; i++) s += p[i];  // CAUSE
        output[rank] = s;
    }''', pre=r'''
struct EvBlk {
    float v[TPB];
    float pad;
};''', cause=OOB)

UNION = r'''
    __shared__ union {
        float f[TPB];
        float4 q[TPB / 4];
    } u;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    u.f[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 4; s >>= 1) {
        if (tid < s) u.f[tid] += u.f[tid + s];
        __syncthreads();
    }
    if (tid < 4) u.f[tid] += u.f[tid + 4];
@SYNC@
    if (tid == 0) {
        const float4 q = u.q[0];  // CAUSE
        output[rank] = (q.x + q.y) + (q.z + q.w);
    }'''
case('c15_union_float4_tail_read_unsynced', 'coordination', 'fail 1',
     'The tree stops at 8 values; threads 0-3 fold them to 4 and thread 0 reads the 4 through the union\'s float4 view `u.q[0]` with nothing after the fold. Lanes 1-3 stored u.f[1..3]; lane 0\'s 16-byte load overlaps those stores with no __syncwarp()/__syncthreads() between (PG Independent Thread Scheduling): a data race (PTX).',
     UNION.replace('@SYNC@\n', ''), cause=RACE)

case('c16_union_float4_tail_read_after_syncwarp', 'coordination', 'pass',
     'c15 with `__syncwarp();` (reached by every lane of every warp) between the fold and the float4 read: it orders lanes 1-3\'s stores before lane 0\'s load (PG Synchronization Functions). The union is aligned for its float4 member. Correct.',
     UNION.replace('@SYNC@', '    __syncwarp();').replace('  // CAUSE', ''))

# ================================================================= advanced: vector views of the warp's values
ADV_HEAD = r'''
    __shared__ __align__(16) float sd[@N@];
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = threadIdx.x, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);'''
ADV_TAIL = r'''
    __syncthreads();
    if (tid == 0) {
        float total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) total += ws[w];
        output[rank] = total;
    }'''
case('a01_elected_lane_float4_after_syncwarp', 'advanced', 'pass',
     'Each lane stores its scaled value into a 16-byte-aligned shared array, __syncwarp(), and the elected lane (elect_one_sync) reads its warp\'s 32 values as 8 float4 loads; __syncthreads() before thread 0 sums the 8 warp sums. __syncwarp() orders the warp\'s stores before the elected lane\'s loads (PG Synchronization Functions); the float4 loads are aligned (PG Size and Alignment Requirement) and cover only the warp\'s own words. Correct.',
     ADV_HEAD.replace('@N@', 'TPB') + r'''
    sd[tid] = v;
    __syncwarp();
    if (elect_one_sync()) {
        const float4 *q = reinterpret_cast<const float4 *>(&sd[warp * WARP_SIZE]);
        float s = 0.0f;
        for (int k = 0; k < WARP_SIZE / 4; k++) {
            const float4 x = q[k];
            s += (x.x + x.y) + (x.z + x.w);
        }
        ws[warp] = s;
    }''' + ADV_TAIL)

case('a02_float4_gather_with_header_overlaps_neighbours', 'advanced', 'fail 1',
     'As a01 but the array keeps a 2-float header (sd[0], sd[1] set by thread 0) and the values at sd[2 + tid]; the elected lane reads the 9 float4s covering its warp\'s words (floats 32w .. 32w+35) and masks the edges. Those loads also cover the previous warp\'s last two words and the next warp\'s first two, which those warps store with only their own __syncwarp(): the discarded lanes do not matter, the overlapping accesses do - conflicting, weak, unordered: a data race (PTX), though the sum is right.',
     ADV_HEAD.replace('@N@', 'TPB + 4') + r'''
    if (tid == 0) { sd[0] = (float)rank; sd[1] = (float)TPB; }
    sd[2 + tid] = v;
    __syncwarp();
    if (elect_one_sync()) {
        const float4 *q = reinterpret_cast<const float4 *>(sd) + warp * (WARP_SIZE / 4);
        const int lo = 2 + warp * WARP_SIZE, hi = lo + WARP_SIZE;
        float s = 0.0f;
        for (int k = 0; k <= WARP_SIZE / 4; k++) {
            const float4 x = q[k];  // CAUSE
            const float e[4] = {x.x, x.y, x.z, x.w};
            for (int j = 0; j < 4; j++) {
                const int idx = warp * WARP_SIZE + 4 * k + j;
                if (idx >= lo && idx < hi) s += e[j];
            }
        }
        ws[warp] = s;
    }''' + ADV_TAIL, cause=RACE)

case('a03_header_padded_to_float4', 'advanced', 'pass',
     'a02 with the header padded to 4 floats (values at sd[4 + tid]): the elected lane\'s 8 float4 loads q[1 + 8w + k] cover exactly its warp\'s 32 words, ordered by __syncwarp(); thread 0\'s header stores are not read. Correct.',
     ADV_HEAD.replace('@N@', 'TPB + 4') + r'''
    if (tid == 0) { sd[0] = (float)rank; sd[1] = (float)TPB; }
    sd[4 + tid] = v;
    __syncwarp();
    if (elect_one_sync()) {
        const float4 *q = reinterpret_cast<const float4 *>(sd) + 1 + warp * (WARP_SIZE / 4);
        float s = 0.0f;
        for (int k = 0; k < WARP_SIZE / 4; k++) {
            const float4 x = q[k];
            s += (x.x + x.y) + (x.z + x.w);
        }
        ws[warp] = s;
    }''' + ADV_TAIL)

# ================================================================= advanced: atomic and plain on the block total
ATOT = r'''
    __shared__ float sd[TPB];
    __shared__ float block_total;
    const int tid = threadIdx.x, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    sd[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    if (tid == 0) block_total = 0.0f;
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sd[warp * WARP_SIZE + i];
@ADD@
    }
    __syncthreads();
    if (tid == 0) output[rank] = block_total;'''
case('a04_thread0_adds_plainly_others_atomically', 'advanced', 'fail 1',
     'The warp sums meet in `__shared__ float block_total` (zeroed, __syncthreads()): elected lanes atomicAdd, except warp 0\'s, which is thread 0, "the owner", and does `block_total += s` plainly. Its weak load and store conflict with the other warps\' atomics and nothing orders them: a data race (PTX; mixed atomic and plain accesses to one word), and a lost update when an atomic falls between its load and store.',
     ATOT.replace('@ADD@', '        if (tid == 0) block_total += s;  // CAUSE\n        else atomicAdd(&block_total, s);'), cause=RACE)

case('a05_every_elected_lane_adds_atomically', 'advanced', 'pass',
     'a04 with every elected lane using atomicAdd: atomics are morally strong with each other (PTX), the zeroing is ordered before them and the read after them by __syncthreads(). The order of the 8 float adds varies; any order is within n * 2^-24 * sum|terms| (SPEC Checking). Correct.',
     ATOT.replace('@ADD@', '        atomicAdd(&block_total, s);'))

# ================================================================= advanced: per-warp flags, volatile and fences
FLAGS = r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ int ready[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    if (tid < TPB / WARP_SIZE) ready[tid] = 0;
    __syncthreads();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    for (int o = WARP_SIZE / 2; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if (lane == 0 && warp != 0) {
        ws[warp] = v;
@PUB@
    }
    if (tid == 0) {
        float total = v;
        for (int w = 1; w < TPB / WARP_SIZE; w++) {
            while (*(volatile int *)&ready[w] == 0) { }
            __threadfence_block();
            total += ws[w];  // CAUSE
        }
        output[rank] = total;
    }'''
case('a06_warp_flags_release_acquire', 'advanced', 'pass',
     'Instead of a second __syncthreads(), lane 0 of warps 1-7 stores ws[warp], `__threadfence_block()`, then `*(volatile int *)&ready[warp] = 1`; thread 0 spins on a volatile load of each flag, fences, and reads ws[w]. Fence then strong (volatile) store is a release pattern, strong load then fence an acquire pattern (PTX), so each ws store is ordered before thread 0\'s read; warps progress independently (PG Independent Thread Scheduling), so the spin ends. Flags zeroed before a __syncthreads(). Correct.',
     FLAGS.replace('@PUB@', '        __threadfence_block();\n        *(volatile int *)&ready[warp] = 1;').replace('  // CAUSE', ''))

case('a07_warp_flags_fence_after_flag', 'advanced', 'fail 1',
     'a06 with the writer\'s fence on the wrong side: `*(volatile int *)&ready[warp] = 1; __threadfence_block();`. The flag store is no longer preceded by a fence, so it is not a release pattern (PTX): thread 0\'s acquire orders nothing before its read of ws[w], which races with lane 0\'s store of it (data race, PTX).',
     FLAGS.replace('@PUB@', '        *(volatile int *)&ready[warp] = 1;\n        __threadfence_block();'), cause=RACE)

case('a08_warp_flags_plain_flag_store', 'advanced', 'fail 1',
     'a06 with a plain flag store `ready[warp] = 1;` after the fence (volatile kept on the reader\'s load only). The weak store and thread 0\'s volatile loads conflict and are not morally strong (both must be strong, PTX) and nothing orders them: a data race on ready[w] (and the release pattern needs a strong write).',
     FLAGS.replace('@PUB@', '        __threadfence_block();\n        ready[warp] = 1;').replace('  // CAUSE', '').replace('        ready[warp] = 1;', '        ready[warp] = 1;  // CAUSE'), cause=RACE)

case('a09_pointer_table_clears_next_slot', 'advanced', 'fail 1',
     'The elected lane keeps two pointers in a local array, `float *dst[2] = {&ws[warp], &ws[(warp + 1) % 8]}`, stores its warp sum through dst[0] and "clears the next slot for the next round" through dst[1]. ws[w + 1] is then stored by warp w\'s elected lane (0) and by warp w + 1\'s (its sum), unordered: a data race (PTX), and a lost warp sum when the 0 lands last.',
     r'''
    __shared__ float sd[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = threadIdx.x, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    sd[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float *dst[2] = {&ws[warp], &ws[(warp + 1) % (TPB / WARP_SIZE)]};
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sd[warp * WARP_SIZE + i];
        *dst[0] = s;
        *dst[1] = 0.0f;  // CAUSE
    }''' + ADV_TAIL, cause=RACE)

# ================================================================= advanced: DSMEM before the peer wrote / after it left
ADSM = r'''
    __shared__ float sd[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = threadIdx.x, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    cg::cluster_group cluster = cg::this_cluster();
    sd[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sd[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();
@BAR1@
    if (tid == 0) {
        const float *peer = cluster.map_shared_rank(ws, (rank + 1) % CLUSTER_SIZE);
        float total = 0.0f, peer0 = peer[0];  // CAUSE
        for (int w = 0; w < TPB / WARP_SIZE; w++) total += ws[w];
        output[rank] = peer0 > 0.0f ? total : -total;  // sanity: the neighbour's warp 0 is positive
    }
@BAR2@'''
case('a10_peer_warp_sum_read_between_arrive_and_wait', 'advanced', 'fail 5',
     '(Written "fail 1", cause data race, before the run; changed after it for a real error in that reasoning: the arrive of this block\'s last thread can complete the neighbour\'s wait, so the neighbour may exit while thread 0 still reads its ws[0] - an access after the owner exited, exit 5 by the project convention (dsmem l01), besides the race.) Thread 0 checks its neighbour\'s ws[0] through map_shared_rank between cluster_arrive() and cluster_wait() ("the neighbour surely wrote it by now"). Arriving releases this block\'s writes but acquires nothing: the neighbour\'s elected lane may not have stored ws[0] yet, and nothing orders that store before the read - a data race (PTX; PG Distributed Shared Memory). The wait at the end does not keep the neighbour alive: the neighbour\'s own wait needs only this block\'s arrive.',
     ADSM.replace('@BAR1@', '    cluster_arrive();').replace('@BAR2@', '    cluster_wait();'), cause=EXITED)

case('a11_peer_warp_sum_read_between_two_syncs', 'advanced', 'pass',
     'a10 with cluster_sync() before the read (the neighbour\'s ws stores are released by its arrive and acquired by this wait, PTX) and another after it (the neighbour does not exit while read, PG Distributed Shared Memory). Correct.',
     ADSM.replace('@BAR1@', '    cluster_sync();').replace('@BAR2@', '    cluster_sync();').replace('  // CAUSE', ''))

# ================================================================= advanced: float2 stores of two outputs
PAIR = r'''
    __shared__ float sd[TPB];
    __shared__ float total;
    const int tid = threadIdx.x, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    cg::cluster_group cluster = cg::this_cluster();
    sd[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __shared__ float ws[TPB / WARP_SIZE];
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += sd[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        total = t;
    }
    cluster.sync();
    if (tid == 0 && rank % 2 == 0)  // even ranks store their pair with one 8-byte store
        *reinterpret_cast<float2 *>(&output[rank]) = make_float2(total, *cluster.map_shared_rank(&total, rank + 1));
@ODD@
    cluster.sync();'''
case('a12_float2_pair_store_and_odd_rank_store', 'advanced', 'fail 1',
     'After cluster.sync() even ranks store output[rank] and output[rank + 1] with one float2 store (the odd neighbour\'s total read through map_shared_rank), but the odd ranks still store their own output[rank] too (left from before the change). output[1] and output[3] are each stored by two threads: SPEC Checking "each output element is stored by exactly one thread per launch"; the vector store and the scalar one overlap, weak and unordered: also a data race (PTX).',
     PAIR.replace('@ODD@', '    if (tid == 0 && rank % 2 == 1) output[rank] = total;  // CAUSE'), cause=RACE)

case('a13_float2_pair_store_even_ranks_only', 'advanced', 'pass',
     'a12 without the odd ranks\' store: each output element has one writer (SPEC); output comes from cudaMalloc and rank is even, so the float2 store is 8-byte aligned (PG Device Memory, Size and Alignment Requirement); the first cluster.sync() orders the odd block\'s `total` before the DSMEM read and the second keeps it alive (PG Distributed Shared Memory). Correct.',
     PAIR.replace('@ODD@\n', ''))

# ================================================================= last-block
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
FOLD = r'''
        sm[tid] = s;
        __syncthreads();
        for (int st = TPB / 2; st > 0; st >>= 1) {
            if (tid < st) sm[tid] += sm[tid + st];
            __syncthreads();
        }'''
LB_FINAL = r'''
        float s = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) s += partials[b];''' + FOLD
case('l01_last_block_reads_partials_as_float4', 'last-block', 'pass',
     'The reference\'s partials and is_last_block(), but the last block reads the 256 partials as 64 float4 loads (threads 0-63; partials from cudaMalloc: aligned, PG Device Memory), then a tree; thread 0 stores output[0] and resets *counter. The ticket\'s fences order every block\'s partial store before the last block\'s loads (PTX release/acquire patterns; PG Memory Fence Functions); the vector loads overlap only words already ordered. Correct.',
     LB_TREE + r'''
    if (tid == 0) partials[blockIdx.x] = sm[0];
    if (is_last_block(counter)) {
        float s = 0.0f;
        if (tid < TPB / 4) {
            const float4 p = reinterpret_cast<const float4 *>(partials)[tid];
            s = (p.x + p.y) + (p.z + p.w);
        }''' + FOLD + r'''
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }''')

case('l02_partial_published_by_atomicexch_on_int_view', 'last-block', 'pass',
     'Each block publishes its partial with `atomicExch((unsigned int *)&partials[b], __float_as_uint(sum))` (one word through float* and unsigned int*), then the reference ticket; the last block reads the partials with plain float loads. The atomic store is ordered before the ticket by the fence in is_last_block and acquired by the last block\'s fence (PTX; a morally-strong write followed later by ordered plain reads is no race). Correct.',
     LB_TREE + r'''
    if (tid == 0) atomicExch(reinterpret_cast<unsigned int *>(&partials[blockIdx.x]), __float_as_uint(sm[0]));
    if (is_last_block(counter)) {''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }''')

INC = LB_TREE + r'''
    __shared__ bool am_last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicInc(counter, @BOUND@);  // CAUSE
        am_last = (t == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
    if (am_last) {''' + LB_FINAL + r'''
        if (tid == 0) output[0] = sm[0];  // atomicInc wrapped the counter back to 0
    }'''
case('l03_atomicinc_wraps_counter_to_zero', 'last-block', 'pass',
     'The ticket is `atomicInc(counter, gridDim.x - 1)`, which stores ((old >= gridDim.x - 1) ? 0 : old + 1) (PG Atomic Functions): the 256th ticket (255) stores 0, so the counter is 0 at the end with no explicit reset and the second launch starts right (SPEC: counter 0 before the first launch, no host reset). Fences as the reference. Correct.',
     INC.replace('@BOUND@', 'gridDim.x - 1').replace('  // CAUSE', ''))

case('l04_atomicinc_bound_one_too_high', 'last-block', 'fail 1',
     'As l03 with `atomicInc(counter, gridDim.x)`: the first launch draws 0..255 (255 is last: right) and leaves 256 in the counter, since 255 < 256 does not wrap. The second launch (SPEC: --last-block launches twice, no host reset) draws 256 (which stores 0), then 0..254: no block draws 255, output[0] is never written in launch 2 (NaN, SPEC Checking).',
     INC.replace('@BOUND@', 'gridDim.x'), cause=r'❌|not written|counter|launch')

REREAD = LB_TREE + r'''
    __shared__ bool am_last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        atomicAdd(counter, 1u);
        am_last = (@READ@ == gridDim.x);  // CAUSE
        __threadfence();
    }
    __syncthreads();
    if (am_last) {''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sm[0];
            atomicExch(counter, 0u);
        }
    }'''
case('l05_ticket_reread_plain', 'last-block', 'fail 1',
     'The block increments the counter, ignores the returned ticket and re-reads `*counter == gridDim.x` with a plain load. That weak load conflicts with other blocks\' atomicAdds and nothing orders them: a data race (PTX; mixed atomic and plain accesses to one word). Two blocks can also both read 256 and both store output[0].',
     REREAD.replace('@READ@', '*counter'), cause=RACE + r'|did not draw the last ticket')

case('l06_ticket_reread_volatile', 'last-block', 'fail 1',
     'l05 with a volatile re-read: volatile is strong, so no data race on the counter (PTX), but the re-read still comes after other blocks\' increments: block A increments to 255, block B to 256, then both re-read 256 and both run the final reduction: output[0] stored by two threads (SPEC Checking: exactly one writer per launch) with nothing ordering the stores. Wrong on those legal interleavings.',
     REREAD.replace('@READ@', '*(volatile unsigned int *)counter'), cause=RACE)

case('l07_partial_copied_after_ticket', 'last-block', 'fail 1',
     'The block takes its ticket (reference is_last_block) first and only then thread 0 copies its partial with `memcpy(&partials[blockIdx.x], &sm[0], sizeof(float))`: the store comes after the release, so the last block\'s loads of that partial are not ordered after it: a data race (PTX; PG Memory Fence Functions: the fence must come between the partial and the ticket) and a NaN or stale partial.',
     LB_TREE + r'''
    const bool last = is_last_block(counter);
    if (tid == 0) memcpy(&partials[blockIdx.x], &sm[0], sizeof(float));  // CAUSE
    if (last) {''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }''', cause=RACE)

case('l08_ushort_tree_exact_for_these_inputs', 'last-block', 'pass',
     'The block tree runs in `__shared__ unsigned short`: every --last-block input is i % 256 <= 255 (SPEC Launches) and a block\'s sum is 0 + ... + 255 = 32640 < 65536, so it is exact; right for the puzzle\'s inputs only. Neighbouring threads store neighbouring halves of one word: different bytes, no overlap, no conflict (PTX). The last block sums the partials in float (exact, < 2^24). Correct.',
     r'''
    __shared__ unsigned short us[TPB];
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    us[tid] = (unsigned short)input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) us[tid] = (unsigned short)(us[tid] + us[tid + s]);
        __syncthreads();
    }
    if (tid == 0) partials[blockIdx.x] = (float)us[0];
    if (is_last_block(counter)) {''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }''')

BITS = r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ unsigned int warp_bits;  // bits 0-7: warps done; byte 3: a debug tag
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    if (tid == 0) warp_bits = 0u;
    __syncthreads();
@TAG@
    float v = input[blockIdx.x * blockDim.x + tid];
    for (int o = WARP_SIZE / 2; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if (lane == 0) {
        ws[warp] = v;
        __threadfence_block();
        const unsigned int before = atomicOr(&warp_bits, 1u << warp);
        if (((before | (1u << warp)) & 0xffu) == 0xffu) {
            __threadfence_block();
            float s = 0.0f;
            for (int w = 0; w < TPB / WARP_SIZE; w++) s += ws[w];
            partials[blockIdx.x] = s;
        }
    }
    __syncthreads();  // the last warp's partial store before thread 0's ticket
    if (is_last_block(counter)) {''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }'''
case('l09_last_warp_by_atomicor_bitmask', 'last-block', 'pass',
     'Within a block, lane 0 of each warp stores its shuffle sum in ws[warp], fences (block) and sets its bit with atomicOr; the warp that completes 0xff sums ws[] into partials[b]. A __syncthreads() then orders that store (by whichever warp) before thread 0\'s fence and ticket (PTX: causality order is transitive through bar.sync; fences are cumulative). Release/acquire at CTA scope for ws[] (PTX). Correct.',
     BITS.replace('@TAG@\n', ''))

case('l10_tag_byte_stored_into_atomicor_word', 'last-block', 'fail 1',
     'l09 plus thread 32 storing a debug tag into byte 3 of warp_bits (`((unsigned char *)&warp_bits)[3] = 0x5a`) right after the zeroing barrier, while lanes 0 atomicOr the whole word (the test masks the tag out, so the values stay right). The byte store overlaps each 4-byte atomicOr; it is weak, so not morally strong, and nothing orders it against the other warps\' atomics: a data race (PTX).',
     BITS.replace('@TAG@', '    if (tid == WARP_SIZE) reinterpret_cast<unsigned char *>(&warp_bits)[3] = 0x5a;  // CAUSE'), cause=RACE)

INC16 = r'''
__device__ unsigned int ev_inc16(unsigned short *c)
{
    unsigned short seen = 0, want;
    do {
        want = seen;
        seen = atomicCAS(c, want, (unsigned short)(want + 1));
    } while (seen != want);
    return want;
}'''
CNT16 = r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ __align__(4) unsigned short cnt16[2];  // [0]: warps done; [1]: spare
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    if (tid == 0) { cnt16[0] = 0; cnt16[1] = 0; }
    __syncthreads();
    float v = input[blockIdx.x * blockDim.x + tid];
    for (int o = WARP_SIZE / 2; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if (lane == 0) {
        ws[warp] = v;
        __threadfence_block();
@TICKET@
        if (t == TPB / WARP_SIZE - 1) {
            __threadfence_block();
            float s = 0.0f;
            for (int w = 0; w < TPB / WARP_SIZE; w++) s += ws[w];
            partials[blockIdx.x] = s;
        }
    }
    __syncthreads();
    if (is_last_block(counter)) {''' + LB_FINAL + r'''
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }'''
case('l11_u16_cas_and_u32_atomicadd_on_one_counter', 'last-block', 'fail 1',
     'The warps count themselves in a 16-bit counter cnt16[0]: warps 0-3 through a 16-bit atomicCAS loop (PG Atomic Functions: unsigned short atomicCAS, cc 7.x+), warps 4-7 through `atomicAdd((unsigned int *)cnt16, 1u) & 0xffff` on the containing word ("no carry below 65536"). The 2-byte and 4-byte atomics overlap but not completely, so they are not morally strong (PTX: "overlap completely") and nothing orders them: a data race by the PTX definition, though every ticket comes out right on a GPU.',
     CNT16.replace('@TICKET@', '''        unsigned int t;
        if (warp < 4) t = ev_inc16(&cnt16[0]);
        else t = atomicAdd(reinterpret_cast<unsigned int *>(cnt16), 1u) & 0xffffu;  // CAUSE'''), pre=INC16, cause=RACE)

case('l12_u16_cas_everywhere', 'last-block', 'pass',
     'l11 with every warp using the 16-bit atomicCAS loop on cnt16[0]: all ticket accesses are 2-byte atomics on the same bytes (morally strong, PTX); the warp that draws 7 sums ws[] (CTA release/acquire patterns) and a __syncthreads() orders its partial store before the grid ticket. Correct.',
     CNT16.replace('@TICKET@', '        const unsigned int t = ev_inc16(&cnt16[0]);'), pre=INC16)

TICKET = LB_TREE + r'''
    __shared__ bool am_last;
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        am_last = (t == gridDim.x - 1);
@RESET@
        __threadfence();
    }
    __syncthreads();
    if (am_last) {''' + LB_FINAL + r'''
        if (tid == 0) output[0] = sm[0];
@AFTER@
    }
@END@'''
case('l13_counter_reset_by_atomicexch_at_ticket', 'last-block', 'pass',
     'The last block resets the counter at once with `atomicExch(counter, 0u)` right after drawing ticket 255, before it reads the partials: every other block has drawn its ticket already (its atomicAdd came before in the counter\'s order), so nothing else touches the counter in this launch, and atomics are morally strong (PTX). Correct.',
     TICKET.replace('@RESET@', '        if (am_last) atomicExch(counter, 0u);').replace('@AFTER@\n', '').replace('@END@', ''))

case('l14_last_block_zeroes_partials_after_use', 'last-block', 'pass',
     'After its final tree the last block stores 0 into every partial ("clean for the next launch") and resets the counter. Every other block stored its partial before its ticket (released, acquired by the last block\'s fence: PTX), so the zeroing is ordered after those stores; the last block\'s own loads of partials come before the fold\'s __syncthreads(). The next launch starts after this one ends (and p34 refills NaN, SPEC). Correct.',
     TICKET.replace('@RESET@\n', '').replace('@AFTER@', '''        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) partials[b] = 0.0f;
        if (tid == 0) *counter = 0;''').replace('@END@', ''))

case('l15_every_block_undoes_its_ticket', 'last-block', 'fail 1',
     'To "leave the counter as we found it" every block ends with `atomicSub(counter, 1u)` (and the last block does no reset). The ticket is then 255 only if all 256 blocks have drawn before any block gives its ticket back; a block that finishes early lowers the count, so on legal schedules (blocks run one after another, or a few at a time) no block draws 255 and output[0] is never written (SPEC Checking: not written).',
     TICKET.replace('@RESET@\n', '').replace('@AFTER@\n', '').replace('@END@', '    if (tid == 0) atomicSub(counter, 1u);  // CAUSE'), cause=r'❌|not written')
