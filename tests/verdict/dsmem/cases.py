# Cases for gen.py (docs/verdict-dsmem.md): distributed shared memory (DSMEM) member by member
# and axis by axis in the three cluster puzzles: how the remote address is formed
# (map_shared_rank on an array, an element, a struct member, a struct pointer, an offset taken
# before or after mapping, a 2-D array, float4/float2/unsigned views, this_cluster() inline vs a
# stored handle, __cluster_map_shared_rank, PTX mapa in its generic and shared::cluster forms with
# ld/st/red.shared::cluster, a mapped pointer passed to a helper, a global pointer mapped), which
# rank (own, (r+1)%n, r^1, out of range, negative, from blockIdx.x or threadIdx.x), the direction
# (pull, push, remote atomics of device/block scope, cuda::atomic_ref scopes), the ordering
# (cluster barrier before/after, .relaxed/.release arrives, split arrive/wait with accesses in
# between, fences, __threadfence_block), lifetime (trailing barrier, early returns, a push after the
# last barrier) and sizes (past the end, a smaller array, 2-D rows, float4 views, extern __shared__).
# Body = the kernel's body; pre = file-scope code before it. Every verdict was written before p34
# ran the kernel.
#
# Citations: PG = CUDA C++ Programming Guide: "Distributed Shared Memory" (cluster.sync() first "to
# ensure all the thread blocks have started executing"; every DSMEM access must complete before the
# owner block exits, hence the trailing cluster.sync()), "Thread Block Clusters", Cooperative Groups
# cluster_group (map_shared_rank(T *addr, int rank): the address of the same shared variable in
# block `rank`, rank in [0, num_blocks())), "Atomic Functions" (atomicAdd: relaxed, device scope;
# atomicAdd_block: atomic only among the threads of the block), "Memory Fence Functions"
# (__threadfence_block orders for the block only). PTX = PTX ISA: "mapa" (maps a shared variable's
# address, generic or shared::cluster, to the corresponding address in the target CTA; the rank
# must be a CTA of the cluster), "State spaces" (.shared::cluster window; a shared::cluster address
# used as a generic address is not the same location), "barrier.cluster" (arrive defaults to
# .release and wait to .acquire; .relaxed gives no ordering; an exited thread releases the
# barrier), "Memory Consistency Model" (scopes: operations of .cta scope in different CTAs are not
# morally strong; release/acquire patterns; data race). SPEC = docs/SPEC.md (exit codes; one writer
# per output). Project conventions followed (earlier hunts: cluster k36/k37, locks): an access to a
# peer's shared memory outside the cluster or outside the mapped __shared__ object is exit 5 (an
# illegal address on the H100), as is an access that may come after the owner exited.
RACE = r'data race'
EXITED = r'exited'
OOR = r'outside the cluster'
OOB = r'out-of-bounds|past the|has no element|extern __shared__'
ADDR = r'address'

RED = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''
COORD = RED.replace('input[blockIdx.x * blockDim.x + tid];', 'input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);')
# coordination: each block publishes its 256 scaled inputs in vals, for a peer to read
VALS = r'''
    __shared__ __align__(16) float vals[TPB];
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const unsigned int nb = (rank + 1) % cluster.num_blocks();
    vals[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    cluster.sync();
'''
# block tree of sm into output[nb], then the trailing barrier
NB_TAIL = r'''
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) output[nb] = sm[0];
    cluster.sync();'''
# reduction pull: bsum per block, start barrier; READ4(expr of r) read by rank 0
PULL = r'''
    __shared__ float bsum;
    if (tid == 0) bsum = sm[0];
    cluster.sync();
'''
def read4(expr, tail='\n    cluster.sync();'):
    return r'''
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += %s;
        output[0] = t;
    }''' % expr + tail
# reduction push: parts[4] in rank 0
PUSH_HEAD = r'''
    __shared__ float parts[CLUSTER_SIZE];
    cluster.sync();
'''
PUSH_READ = r'''
    if (rank == 0 && tid == 0) output[0] = parts[0] + parts[1] + parts[2] + parts[3];'''
# advanced: one elected lane per warp sums its warp's 32 scaled values into ws[warp]
ADV = r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const unsigned int nb = (rank + 1) % cluster.num_blocks();
    const int warp = tid / WARP_SIZE, lane = tid % WARP_SIZE;
    const float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    float w = v;
    for (int o = 16; o > 0; o >>= 1) w += __shfl_down_sync(0xffffffffu, w, o);
    w = __shfl_sync(0xffffffffu, w, 0);
'''

# ============================================================ the address: how it is formed
case('a01_element_address_sm0', 'reduction', 'pass',
     'Rank 0 reads each peer\'s tree result in place through `*cluster.map_shared_rank(&sm[0], r)` (an element\'s address) after cluster.sync(); trailing cluster.sync() keeps the peers alive (PG DSMEM, both barriers; PG cluster_group::map_shared_rank maps any address of a __shared__ variable).',
     RED + '    cluster.sync();\n' + read4('*cluster.map_shared_rank(&sm[0], r)'))

case('a03_struct_member_address', 'reduction', 'pass',
     'A `__shared__ struct { int n; float sum; }`: thread 0 stores n and sum; cluster.sync(); rank 0 maps `&part.sum` of each peer (an address inside a shared variable maps like any other: PG cluster_group::map_shared_rank; PTX mapa: "the corresponding address in the target CTA"); trailing barrier.',
     RED + r'''
    __shared__ Part part;
    if (tid == 0) { part.n = TPB; part.sum = sm[0]; }
    cluster.sync();
''' + read4('*cluster.map_shared_rank(&part.sum, r)'), pre='struct Part { int n; float sum; };')

case('a04_struct_pointer_then_member', 'reduction', 'pass',
     'As a03 but the whole struct is mapped and the member taken after: `cluster.map_shared_rank(&part, r)->sum` (the member\'s offset added to the mapped address: same location as a03).',
     RED + r'''
    __shared__ Part part;
    if (tid == 0) { part.n = TPB; part.sum = sm[0]; }
    cluster.sync();
''' + read4('cluster.map_shared_rank(&part, r)->sum'), pre='struct Part { int n; float sum; };')

case('a05_offset_after_mapping', 'coordination', 'pass',
     'Each block publishes its 256 scaled inputs in vals; cluster.sync(); block r rebuilds its neighbour (r+1)%4\'s output from `*(cluster.map_shared_rank(vals, nb) + tid)` (offset added after mapping, in bounds); block tree; output[nb] written once; trailing cluster.sync() (PG DSMEM).',
     VALS + '    sm[tid] = *(cluster.map_shared_rank(vals, (int)nb) + tid);' + NB_TAIL)

case('a06_offset_before_mapping', 'coordination', 'pass',
     'As a05 but the offset is taken before mapping: `*cluster.map_shared_rank(vals + tid, nb)` (mapa maps any address inside the variable: PTX mapa).',
     VALS + '    sm[tid] = *cluster.map_shared_rank(vals + tid, (int)nb);' + NB_TAIL)

case('a07_2d_array_row_pointer', 'coordination', 'pass',
     '`__shared__ float tile[8][32]` holds the scaled inputs by warp and lane; cluster.sync(); `float (*q)[32] = cluster.map_shared_rank(tile, nb)` (T = float[32]) and q[warp][lane]: the mapped row pointer keeps the row stride (PG cluster_group::map_shared_rank template over T). Block tree, output[nb], trailing barrier.',
     r'''
    __shared__ float tile[TPB / WARP_SIZE][WARP_SIZE];
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const unsigned int nb = (rank + 1) % cluster.num_blocks();
    tile[tid / WARP_SIZE][tid % WARP_SIZE] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    cluster.sync();
    float (*q)[WARP_SIZE] = cluster.map_shared_rank(tile, (int)nb);
    sm[tid] = q[tid / WARP_SIZE][tid % WARP_SIZE];''' + NB_TAIL)

case('a08_2d_array_element', 'coordination', 'pass',
     'As a07 but each thread maps its own element `&tile[w][l]` of the neighbour: `*cluster.map_shared_rank(&tile[w][l], nb)`.',
     r'''
    __shared__ float tile[TPB / WARP_SIZE][WARP_SIZE];
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const unsigned int nb = (rank + 1) % cluster.num_blocks();
    tile[tid / WARP_SIZE][tid % WARP_SIZE] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    cluster.sync();
    sm[tid] = *cluster.map_shared_rank(&tile[tid / WARP_SIZE][tid % WARP_SIZE], (int)nb);''' + NB_TAIL)

case('a09_float4_view_after_map', 'coordination', 'pass',
     'vals is __align__(16); the mapped float * is viewed as float4: threads 0-63 read q[tid] (4 values each, 16-byte aligned, in bounds) and sum them, threads 64-255 contribute 0; block tree; output[nb]; trailing barrier. A vector load through a mapped generic address is a normal DSMEM access (PG DSMEM; PTX ld.v4 in the shared::cluster window).',
     VALS + r'''
    const float4 *q = reinterpret_cast<const float4 *>(cluster.map_shared_rank(vals, (int)nb));
    if (tid < TPB / 4) { const float4 f = q[tid]; sm[tid] = f.x + f.y + f.z + f.w; }
    else sm[tid] = 0.0f;''' + NB_TAIL)

case('a10_float4_cast_then_map', 'coordination', 'pass',
     'As a09 but the cast comes first and the float4 pointer is mapped: `cluster.map_shared_rank(reinterpret_cast<float4 *>(vals), nb)[tid]` (T = float4).',
     VALS + r'''
    if (tid < TPB / 4) {
        const float4 f = cluster.map_shared_rank(reinterpret_cast<float4 *>(vals), (int)nb)[tid];
        sm[tid] = f.x + f.y + f.z + f.w;
    } else sm[tid] = 0.0f;''' + NB_TAIL)

case('a12_unsigned_bits_view', 'coordination', 'pass',
     'The mapped pointer is cast to `const unsigned int *` and each value read as bits, then __uint_as_float: same bytes, same location (a typed view of a shared object; PTX ld.b32).',
     VALS + r'''
    const unsigned int *q = reinterpret_cast<const unsigned int *>(cluster.map_shared_rank(vals, (int)nb));
    sm[tid] = __uint_as_float(q[tid]);''' + NB_TAIL)

case('a13_this_cluster_inline_each_time', 'reduction', 'pass',
     'No stored handle: `cg::this_cluster().sync()` and `*cg::this_cluster().map_shared_rank(&bsum, r)` each time (cluster_group\'s members are static: PG Cooperative Groups cluster_group); pull with both barriers.',
     RED.replace('    cg::cluster_group cluster = cg::this_cluster();\n    const unsigned int rank = cluster.block_rank();',
                 '    const unsigned int rank = cg::this_cluster().block_rank();') + r'''
    __shared__ float bsum;
    if (tid == 0) bsum = sm[0];
    cg::this_cluster().sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += *cg::this_cluster().map_shared_rank(&bsum, r);
        output[0] = t;
    }
    cg::this_cluster().sync();''')

case('a14_raw_cluster_intrinsics', 'reduction', 'pass',
     'The sm_90 intrinsics cooperative_groups is built on: `__cluster_barrier_arrive(); __cluster_barrier_wait();` as the barriers and `*(float *)__cluster_map_shared_rank(&bsum, r)` as the mapping (same operations as cluster.sync()/map_shared_rank).',
     RED + r'''
    __shared__ float bsum;
    if (tid == 0) bsum = sm[0];
    __cluster_barrier_arrive();
    __cluster_barrier_wait();
''' + read4('*(float *)__cluster_map_shared_rank(&bsum, r)', r'''
    __cluster_barrier_arrive();
    __cluster_barrier_wait();'''))

case('a16_ptx_mapa_generic_ld', 'reduction', 'pass',
     'Rank 0 maps the generic address of bsum with `mapa.u64 d, &bsum, r` (PTX mapa, generic form: the result is a generic address) and loads it with a generic `ld.f32`; both barriers via cluster.sync().',
     RED + PULL + r'''
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned int r = 0; r < CLUSTER_SIZE; r++) {
            unsigned long long a;
            float v;
            asm volatile("mapa.u64 %0, %1, %2;" : "=l"(a) : "l"(&bsum), "r"(r));
            asm volatile("ld.f32 %0, [%1];" : "=f"(v) : "l"(a) : "memory");
            t += v;
        }
        output[0] = t;
    }
    cluster.sync();''')

case('a17_ptx_st_shared_cluster_push', 'reduction', 'pass',
     'Push in PTX: thread 0 of block r converts `&parts[r]` with __cvta_generic_to_shared, maps it to rank 0 with `mapa.shared::cluster.u32` and stores its sum with `st.shared::cluster.f32`; cluster.sync() (release/acquire) then rank 0 sums its own parts. No trailing barrier needed: rank 0 reads only its own shared memory, no block\'s shared memory is touched after its owner may exit (PG DSMEM).',
     RED + PUSH_HEAD + r'''
    if (tid == 0) {
        unsigned int a;
        asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(a) : "r"((unsigned int)__cvta_generic_to_shared(&parts[rank])), "r"(0u));
        asm volatile("st.shared::cluster.f32 [%0], %1;" :: "r"(a), "f"(sm[0]) : "memory");
    }
    cluster.sync();''' + PUSH_READ)

case('a18_mapped_pointer_to_helper', 'reduction', 'pass',
     'Rank 0 gathers the four mapped pointers in a local array and passes it to a __device__ helper that reads *p[i] through plain generic loads (a generic address from map_shared_rank is usable anywhere a float * is: PG DSMEM); both barriers.',
     RED + PULL + r'''
    if (rank == 0 && tid == 0) {
        const float *p[CLUSTER_SIZE];
        for (int r = 0; r < CLUSTER_SIZE; r++) p[r] = cluster.map_shared_rank(&bsum, r);
        output[0] = sum_ptrs(p, CLUSTER_SIZE);
    }
    cluster.sync();''', pre=r'''
__device__ float sum_ptrs(const float *const *p, int n)
{
    float t = 0.0f;
    for (int i = 0; i < n; i++) t += *p[i];
    return t;
}''')

case('a19_cluster_window_address_as_generic', 'reduction', 'fail 5',
     'Rank 0 gets a shared::cluster window address with `mapa.shared::cluster.u32` (a 32-bit state-space address) and then loads it with a generic `ld.f32 [a]` (zero-extended to 64 bits): PTX "State spaces"/"Generic addressing": a state-space address is not a generic address; the generic load goes to an address nothing is mapped at (an illegal address on the GPU).',
     RED + PULL + r'''
    if (rank == 0 && tid == 0) {
        const unsigned int mine = (unsigned int)__cvta_generic_to_shared(&bsum);
        float t = 0.0f;
        for (unsigned int r = 0; r < CLUSTER_SIZE; r++) {
            unsigned int a;
            float v;
            asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(a) : "r"(mine), "r"(r));
            asm volatile("ld.f32 %0, [%1];" : "=f"(v) : "l"((unsigned long long)a) : "memory");  // CAUSE
            t += v;
        }
        output[0] = t;
    }
    cluster.sync();''', cause=ADDR)

case('a20_generic_mapa_used_in_shared_cluster_ld', 'reduction', 'unclear',
     'The opposite mix-up: `mapa.u64` (generic result) loaded with `ld.shared::cluster.f32 [a]` (64-bit register as a state-space address). PTX: the address must be in the .shared::cluster window, else undefined; whether the hardware truncates a generic DSMEM address to a valid window offset is not documented.',
     RED + PULL + r'''
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned int r = 0; r < CLUSTER_SIZE; r++) {
            unsigned long long a;
            float v;
            asm volatile("mapa.u64 %0, %1, %2;" : "=l"(a) : "l"(&bsum), "r"(r));
            asm volatile("ld.shared::cluster.f32 %0, [%1];" : "=f"(v) : "l"(a) : "memory");  // CAUSE
            t += v;
        }
        output[0] = t;
    }
    cluster.sync();''', cause=ADDR)

case('a21_map_global_pointer', 'reduction', 'unclear',
     'Rank 0 maps `temp_storage` (a global pointer) with map_shared_rank, believing it shares global scratch through the cluster: PG cluster_group::map_shared_rank takes the address of a shared variable; PTX mapa: a must be a shared-memory address, otherwise undefined. Wrong by the rules; whether the GPU faults or returns some address is not documented (p34\'s verdict exit 5 or 1 both count as caught).',
     RED + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster.sync();
''' + read4('*cluster.map_shared_rank(temp_storage + r, 0)'))

# ============================================================ which rank
case('r01_self_map_syncthreads_only', 'coordination', 'pass',
     'Every block reads its OWN tree result through `*cluster.map_shared_rank(&sm[0], rank)` (own rank) after __syncthreads() only, no cluster barrier at all: the mapped address names the block\'s own shared memory (PTX mapa: the same variable in the target CTA, here the executing one), the block has started, __syncthreads() orders the tree before the read, and no peer touches it, so no lifetime issue (PG DSMEM rules concern other blocks).',
     COORD + r'''
    if (tid == 0) output[rank] = *cluster.map_shared_rank(&sm[0], (int)rank);''')

case('r03_ring_next_into_scratch', 'reduction', 'pass',
     'Block r reads its neighbour (r+1)%4\'s bsum and stores it in temp_storage[(r+1)%4]; cluster.sync() (arrive.release/wait.acquire order global stores too); rank 0 sums temp_storage[0..3]. Every bsum read happens before the second barrier, so no peer exits while read (PG DSMEM).',
     RED + PULL + r'''
    const unsigned int nb = (rank + 1) % CLUSTER_SIZE;
    if (tid == 0) temp_storage[nb] = *cluster.map_shared_rank(&bsum, (int)nb);
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r04_xor_partner_double_buffer', 'reduction', 'pass',
     'Pairs by rank ^ 1: block r stores pair = bsum + partner\'s bsum in a second variable; cluster.sync(); rank 0 adds rank 2\'s pair; trailing barrier (each buffer written before the barrier that precedes its remote reads: PTX barrier.cluster release/acquire).',
     RED + PULL + r'''
    __shared__ float pair;
    if (tid == 0) pair = bsum + *cluster.map_shared_rank(&bsum, (int)(rank ^ 1u));
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = pair + *cluster.map_shared_rank(&pair, 2);
    cluster.sync();''')

case('r05_prev_rank_signed_negative', 'reduction', 'fail 5',
     'Block r reads its previous block with `int prev = ((int)rank - 1) % CLUSTER_SIZE`: in C++ -1 % 4 is -1, so rank 0 maps rank -1 (0xffffffff as mapa\'s rank): outside the cluster (PG map_shared_rank: rank in [0, num_blocks()); PTX mapa: undefined for a CTA not in the cluster; an illegal address).',
     RED + PULL + r'''
    const int prev = ((int)rank - 1) % CLUSTER_SIZE;
    if (tid == 0) temp_storage[rank] = *cluster.map_shared_rank(&bsum, prev);  // CAUSE
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', cause=OOR)

case('r06_prev_rank_unsigned_wraps', 'reduction', 'pass',
     'As r05 with unsigned arithmetic: `(rank - 1u) % CLUSTER_SIZE` is 0xffffffff % 4 = 3 for rank 0 (4 divides 2^32), so every rank maps a valid block; temp_storage[rank] holds prev\'s sum, all four sums covered once.',
     RED + PULL + r'''
    const unsigned int prev = (rank - 1u) % CLUSTER_SIZE;
    if (tid == 0) temp_storage[rank] = *cluster.map_shared_rank(&bsum, (int)prev);
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r07_rank_num_blocks_as_last', 'coordination', 'fail 5',
     'Each block reads "the last block" as `map_shared_rank(&bsum, cluster.num_blocks())` (off by one: the last rank is num_blocks() - 1): rank 4 of a cluster of 4 (PG map_shared_rank; PTX mapa: target CTA not in the cluster, an illegal address).',
     COORD + PULL + r'''
    if (tid == 0) {
        const float last = *cluster.map_shared_rank(&bsum, (int)cluster.num_blocks());  // CAUSE
        output[rank] = rank == CLUSTER_SIZE - 1 ? last : bsum;
    }
    cluster.sync();''', cause=OOR)

case('r09_rank_from_threadidx', 'reduction', 'pass',
     'Rank 0\'s threads 0-3 each read peer `tid`\'s bsum into a shared quad, __syncthreads(), thread 0 sums the quad; trailing barrier (every rank in range).',
     RED + PULL + r'''
    __shared__ float quad[CLUSTER_SIZE];
    if (rank == 0 && tid < CLUSTER_SIZE) quad[tid] = *cluster.map_shared_rank(&bsum, tid);
    __syncthreads();
    if (rank == 0 && tid == 0) output[0] = quad[0] + quad[1] + quad[2] + quad[3];
    cluster.sync();''')

case('r10_rank_from_threadidx_unbounded', 'reduction', 'fail 5',
     'As r09 but the guard is `tid < 8` (the warp\'s first 8 lanes, writing quad[tid & 3]): lanes 4-7 map ranks 4-7 of a cluster of 4 (PG map_shared_rank; an illegal address).',
     RED + PULL + r'''
    __shared__ float quad[CLUSTER_SIZE];
    if (rank == 0 && tid < 8) {
        const float x = *cluster.map_shared_rank(&bsum, tid);  // CAUSE
        if (tid < CLUSTER_SIZE) quad[tid] = x;
    }
    __syncthreads();
    if (rank == 0 && tid == 0) output[0] = quad[0] + quad[1] + quad[2] + quad[3];
    cluster.sync();''', cause=OOR)

case('r11_mapa_rank_out_of_range', 'reduction', 'fail 5',
     'PTX pull where the loop runs `r <= n` with n from %cluster_nctarank: the last mapa names rank 4 (PTX mapa: the target CTA must be in the cluster; an illegal address).',
     RED + PULL + r'''
    if (rank == 0 && tid == 0) {
        unsigned int n;
        asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(n));
        const unsigned int mine = (unsigned int)__cvta_generic_to_shared(&bsum);
        float t = 0.0f;
        for (unsigned int r = 0; r <= n; r++) {
            unsigned int a;
            float v = 0.0f;
            asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(a) : "r"(mine), "r"(r));  // CAUSE
            if (r < n) asm volatile("ld.shared::cluster.f32 %0, [%1];" : "=f"(v) : "r"(a) : "memory");
            t += v;
        }
        output[0] = t;
    }
    cluster.sync();''', cause=r'outside the cluster|rank 4')

# ============================================================ direction
case('d01_push_into_rank0_no_trailing', 'reduction', 'pass',
     'Push: thread 0 of block r writes its sum into rank 0\'s parts[r] through map_shared_rank after a start cluster.sync(); a second cluster.sync(); rank 0 sums its own parts and exits. No trailing barrier needed: after the second barrier nobody touches another block\'s shared memory (PG DSMEM lifetime concerns the owner, rank 0, which is alive until its own read).',
     RED + PUSH_HEAD + r'''
    if (tid == 0) cluster.map_shared_rank(parts, 0)[rank] = sm[0];
    cluster.sync();''' + PUSH_READ)

case('d02_push_then_syncthreads_only', 'reduction', 'fail 1',
     'As d01 but the barrier after the pushes is __syncthreads(): it orders only rank 0\'s own threads, so rank 0 reads parts[1..3] unordered with the peers\' remote stores: a data race (PTX Memory Consistency Model; PG DSMEM: cluster.sync() orders DSMEM accesses).',
     RED + PUSH_HEAD + r'''
    if (tid == 0) cluster.map_shared_rank(parts, 0)[rank] = sm[0];
    __syncthreads();
    if (rank == 0 && tid == 0) output[0] = parts[0] + parts[1] + parts[2] + parts[3];  // CAUSE
    cluster.sync();''', cause=RACE)

case('d03_remote_atomicAdd_device_scope', 'reduction', 'pass',
     'Rank 0 zeroes acc, cluster.sync(), thread 0 of each block `atomicAdd(cluster.map_shared_rank(&acc, 0), sm[0])` (device scope covers the cluster: PG Atomic Functions; atomics on distributed shared memory are supported), cluster.sync(), rank 0 writes acc. Whole numbers: exact in any order.',
     RED + r'''
    __shared__ float acc;
    if (tid == 0) acc = 0.0f;
    cluster.sync();
    if (tid == 0) atomicAdd(cluster.map_shared_rank(&acc, 0), sm[0]);
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = acc;''')

case('d04_remote_atomicAdd_block_scope', 'reduction', 'fail 1',
     'As d03 with `atomicAdd_block` on rank 0\'s acc: PG Atomic Functions: _block atomics are atomic only with respect to the threads of the calling block; PTX: .cta-scope atomics of different CTAs are not morally strong, so the four adds race (an update may be lost).',
     RED + r'''
    __shared__ float acc;
    if (tid == 0) acc = 0.0f;
    cluster.sync();
    if (tid == 0) atomicAdd_block(cluster.map_shared_rank(&acc, 0), sm[0]);  // CAUSE
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = acc;''', cause=RACE + '|scope|_block')

case('d05_every_thread_remote_atomicAdd', 'reduction', 'pass',
     'No tree: every thread of every block atomicAdds its input into rank 0\'s acc (device-scope atomics, 1024 of them) between two cluster barriers; the integer partial sums stay exact in float (SPEC --reduction), so any order gives 523776.',
     r'''
    __shared__ float acc;
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) acc = 0.0f;
    cluster.sync();
    atomicAdd(cluster.map_shared_rank(&acc, 0), input[blockIdx.x * blockDim.x + tid]);
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = acc;''')

case('d06_atomic_ref_thread_scope_cluster', 'reduction', 'refuse',
     '`cuda::atomic_ref<float, cuda::thread_scope_cluster>`: libcu++ (CCCL shipped with CUDA 13.0, cuda/std/__atomic/scopes.h) has thread_scope_system/device/block/thread only; thread_scope_cluster is no enumerator (only an internal tag), so nvcc rejects the kernel.',
     RED + r'''
    __shared__ float acc;
    if (tid == 0) acc = 0.0f;
    cluster.sync();
    if (tid == 0) {
        cuda::atomic_ref<float, cuda::thread_scope_cluster> a(*cluster.map_shared_rank(&acc, 0));  // CAUSE
        a.fetch_add(sm[0], cuda::memory_order_relaxed);
    }
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = acc;''', pre='#include <cuda/atomic>', cause=r'thread_scope_cluster')

case('d07_atomic_ref_device_scope_on_peer', 'reduction', 'pass',
     '`cuda::atomic_ref<float, cuda::thread_scope_device>` on rank 0\'s acc (relaxed fetch_add): device scope includes the cluster; the cluster barriers order the zeroing before and the read after (libcu++ atomic_ref; PTX Memory Consistency Model).',
     RED + r'''
    __shared__ float acc;
    if (tid == 0) acc = 0.0f;
    cluster.sync();
    if (tid == 0) {
        cuda::atomic_ref<float, cuda::thread_scope_device> a(*cluster.map_shared_rank(&acc, 0));
        a.fetch_add(sm[0], cuda::memory_order_relaxed);
    }
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = acc;''', pre='#include <cuda/atomic>')

case('d08_atomic_ref_block_scope_on_peer', 'reduction', 'fail 1',
     'As d07 with `cuda::thread_scope_block`: block-scope atomics of four different blocks on one word are not morally strong with each other (PTX scopes): a data race, an update may be lost.',
     RED + r'''
    __shared__ float acc;
    if (tid == 0) acc = 0.0f;
    cluster.sync();
    if (tid == 0) {
        cuda::atomic_ref<float, cuda::thread_scope_block> a(*cluster.map_shared_rank(&acc, 0));
        a.fetch_add(sm[0], cuda::memory_order_relaxed);  // CAUSE
    }
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = acc;''', pre='#include <cuda/atomic>', cause=RACE + '|scope|block')

case('d09_zeroed_after_start_barrier', 'reduction', 'fail 1',
     'Rank 0 zeroes acc AFTER the start cluster.sync(), while peers already atomicAdd into it: the plain store and the peers\' atomics conflict and nothing orders them (PTX Memory Consistency Model: a plain store is not morally strong with an atomic): a data race; an add may be wiped out.',
     RED + r'''
    __shared__ float acc;
    cluster.sync();
    if (rank == 0 && tid == 0) acc = 0.0f;  // CAUSE
    if (tid == 0) atomicAdd(cluster.map_shared_rank(&acc, 0), sm[0]);
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = acc;''', cause=RACE)

case('d10_ptx_red_shared_cluster_f32', 'reduction', 'pass',
     'Push with `red.shared::cluster.add.f32 [a], v` (a from mapa.shared::cluster.u32 of &acc to rank 0; red with no .sem/.scope is relaxed .gpu, which covers the cluster: PTX red) between two cluster barriers; rank 0 writes acc.',
     RED + r'''
    __shared__ float acc;
    if (tid == 0) acc = 0.0f;
    cluster.sync();
    if (tid == 0) {
        unsigned int a;
        asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(a) : "r"((unsigned int)__cvta_generic_to_shared(&acc)), "r"(0u));
        asm volatile("red.shared::cluster.add.f32 [%0], %1;" :: "r"(a), "f"(sm[0]) : "memory");
    }
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = acc;''')

case('d11_pull_and_overwrite_own_without_barrier', 'coordination', 'fail 1',
     'Ring: block r reads its neighbour\'s bsum, then (no barrier) overwrites its OWN bsum with the scaled total the neighbour will not need... but the previous block is still reading it: block r\'s store to bsum and block r-1\'s remote read of it are unordered: a data race (PTX Memory Consistency Model).',
     COORD + PULL + r'''
    float other = 0.0f;
    if (tid == 0) other = *cluster.map_shared_rank(&bsum, (int)((rank + 1) % CLUSTER_SIZE));
    if (tid == 0) bsum = 0.0f;  // CAUSE
    if (tid == 0) output[rank] = sm[0] + 0.0f * other;
    cluster.sync();''', cause=RACE)

# ============================================================ ordering
case('o01_read_then_sync', 'reduction', 'fail 1',
     'Rank 0 reads the peers\' bsum right after its own block\'s __syncthreads(), and the cluster.sync() comes only after the reads: the peers\' stores to bsum are not ordered before (and the peers may not even have started): a data race (PG DSMEM: cluster.sync() first; PTX Memory Consistency Model).',
     RED + r'''
    __shared__ float bsum;
    if (tid == 0) bsum = sm[0];
    __syncthreads();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += *cluster.map_shared_rank(&bsum, r);  // CAUSE
        output[0] = t;
    }
    cluster.sync();''', cause=RACE)

case('o02_intrinsic_relaxed_arrive_then_read', 'reduction', 'fail 1',
     '`__cluster_barrier_arrive_relaxed(); __cluster_barrier_wait();` as the barrier before the pull: PTX barrier.cluster: .relaxed gives no ordering of the accesses before the arrive, so rank 0\'s reads of bsum race with the peers\' stores.',
     RED + r'''
    __shared__ float bsum;
    if (tid == 0) bsum = sm[0];
    __cluster_barrier_arrive_relaxed();
    __cluster_barrier_wait();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += *cluster.map_shared_rank(&bsum, r);  // CAUSE
        output[0] = t;
    }
    cluster.sync();''', cause=RACE)

case('o04_read_between_arrive_and_wait', 'reduction', 'fail 1',
     'Split barrier used backwards: bsum stored, cluster.barrier_arrive(), then rank 0 reads the peers\' bsum, then cluster.barrier_wait(): a read before the wait is not ordered after the peers\' arrivals (PTX barrier.cluster: the wait is the acquire): a data race.',
     RED + r'''
    __shared__ float bsum;
    if (tid == 0) bsum = sm[0];
    cluster.sync();
    if (tid == 0) bsum = bsum * 2.0f;
    cluster_arrive();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += *cluster.map_shared_rank(&bsum, r);  // CAUSE
        output[0] = t * 0.5f;
    }
    cluster_wait();
    cluster.sync();''', cause=RACE)

case('o05_trailing_split_output_between', 'coordination', 'pass',
     'Ring: bsum published, cluster.sync(); block r reads its neighbour\'s bsum, then arrives (cluster_arrive(): release, after its last DSMEM access), writes its output (a global store, touching no shared memory of a peer) between arrive and wait, and waits before exiting: no block exits before every peer arrived, i.e. finished reading it (PG DSMEM: "cluster.arrive() ... cluster.wait()" may split the trailing barrier).',
     COORD + PULL + r'''
    float other = 0.0f;
    if (tid == 0) other = *cluster.map_shared_rank(&bsum, (int)((rank + 1) % CLUSTER_SIZE));
    cluster_arrive();
    if (tid == 0) output[(rank + 1) % CLUSTER_SIZE] = other;
    cluster_wait();''')

case('o06_publish_after_arrive', 'coordination', 'fail 1',
     'Ring where the store of bsum is placed between cluster_arrive() and cluster_wait() (to "overlap"): the arrive released nothing of it, so the neighbour\'s read after its wait is unordered with the store: a data race (PTX barrier.cluster: only accesses before the arrive are released).',
     COORD + r'''
    __shared__ float bsum;
    cluster_arrive();
    if (tid == 0) bsum = sm[0];  // CAUSE
    cluster_wait();
    float other = 0.0f;
    if (tid == 0) other = *cluster.map_shared_rank(&bsum, (int)((rank + 1) % CLUSTER_SIZE));
    if (tid == 0) output[(rank + 1) % CLUSTER_SIZE] = other;
    cluster.sync();''', cause=RACE)

case('o07_threadfence_block_flag', 'reduction', 'fail 1',
     'Flag protocol into rank 0: after a start barrier each peer\'s thread 0 pushes its sum into parts[r], `__threadfence_block()`, then atomicAdd(&ready, 1) on rank 0; rank 0 spins on atomicAdd(&ready, 0) until 3, `__threadfence()`, reads parts. The writer\'s fence is CTA scope: not a release to a thread of another CTA (PG Memory Fence Functions; PTX: fence.cta and the reader\'s .gpu operations are not morally strong across CTAs): the parts reads race. A trailing cluster.sync() keeps lifetimes out of it.',
     RED + r'''
    __shared__ float parts[CLUSTER_SIZE];
    __shared__ unsigned int ready;
    if (tid == 0) ready = 0u;
    cluster.sync();
    if (rank != 0 && tid == 0) {
        cluster.map_shared_rank(parts, 0)[rank] = sm[0];
        __threadfence_block();
        atomicAdd(cluster.map_shared_rank(&ready, 0), 1u);
    }
    if (rank == 0 && tid == 0) {
        while (atomicAdd(&ready, 0u) < CLUSTER_SIZE - 1) { }
        __threadfence();
        output[0] = sm[0] + parts[1] + parts[2] + parts[3];  // CAUSE
    }
    cluster.sync();''', cause=RACE)

case('o08_threadfence_flag', 'reduction', 'pass',
     'As o07 with `__threadfence()` before the flag\'s atomicAdd: fence.sc.gpu then a strong write is a release pattern at GPU scope, rank 0\'s relaxed atomic read then __threadfence() an acquire pattern (PTX Memory Consistency Model; PG Memory Fence Functions); the blocks of a cluster are co-scheduled, so the spin ends (PG Thread Block Clusters).',
     RED + r'''
    __shared__ float parts[CLUSTER_SIZE];
    __shared__ unsigned int ready;
    if (tid == 0) ready = 0u;
    cluster.sync();
    if (rank != 0 && tid == 0) {
        cluster.map_shared_rank(parts, 0)[rank] = sm[0];
        __threadfence();
        atomicAdd(cluster.map_shared_rank(&ready, 0), 1u);
    }
    if (rank == 0 && tid == 0) {
        while (atomicAdd(&ready, 0u) < CLUSTER_SIZE - 1) { }
        __threadfence();
        output[0] = sm[0] + parts[1] + parts[2] + parts[3];
    }
    cluster.sync();''')

case('o09_ptx_push_relaxed_arrive', 'reduction', 'fail 1',
     'Push with mapa + st.shared::cluster, then `barrier.cluster.arrive.relaxed.aligned; barrier.cluster.wait.aligned;` by every thread and rank 0 sums its parts: .relaxed on the arrive gives no ordering of the stores before it (PTX barrier.cluster), no fence: a data race on parts.',
     RED + PUSH_HEAD + r'''
    if (tid == 0) {
        unsigned int a;
        asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(a) : "r"((unsigned int)__cvta_generic_to_shared(&parts[rank])), "r"(0u));
        asm volatile("st.shared::cluster.f32 [%0], %1;" :: "r"(a), "f"(sm[0]) : "memory");
    }
    asm volatile("barrier.cluster.arrive.relaxed.aligned;\n\tbarrier.cluster.wait.aligned;" ::: "memory");
    if (rank == 0 && tid == 0) output[0] = parts[0] + parts[1] + parts[2] + parts[3];  // CAUSE''', cause=RACE)

case('o10_ptx_push_fence_cluster_relaxed_arrive', 'reduction', 'pass',
     'As o09 with `fence.acq_rel.cluster;` after the store by the storing thread: the fence then the arrive (a later operation of the same thread observed by the barrier) is CUTLASS\'s pattern for relaxed arrives and is a release at cluster scope; the wait is .acquire by default (PTX barrier.cluster, fence; same truth as cluster k12).',
     RED + PUSH_HEAD + r'''
    if (tid == 0) {
        unsigned int a;
        asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(a) : "r"((unsigned int)__cvta_generic_to_shared(&parts[rank])), "r"(0u));
        asm volatile("st.shared::cluster.f32 [%0], %1;" :: "r"(a), "f"(sm[0]) : "memory");
        asm volatile("fence.acq_rel.cluster;" ::: "memory");
    }
    asm volatile("barrier.cluster.arrive.relaxed.aligned;\n\tbarrier.cluster.wait.aligned;" ::: "memory");''' + PUSH_READ)

# ============================================================ lifetime
case('l01_pull_no_trailing_barrier', 'reduction', 'fail 5',
     'Pull with the start barrier but no trailing one: ranks 1-3 run off the end while rank 0 still reads their bsum (PG DSMEM: every DSMEM operation must happen before the owner exits; an access to an exited block\'s shared memory is an illegal address on the H100).',
     RED + PULL + r'''
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += *cluster.map_shared_rank(&bsum, r);  // CAUSE
        output[0] = t;
    }''', cause=EXITED)

case('l02_unread_block_returns_early', 'reduction', 'pass',
     'Rank 3 gives its sum through temp_storage[3] (global) and returns right after the start barrier; ranks 1 and 2 give theirs through bsum; rank 0 reads bsum of ranks 1 and 2 only, and the trailing cluster.sync() of ranks 0-2 is not held up by rank 3 (PTX exit: an exited thread releases the barrier). No access ever touches rank 3\'s shared memory, so its early exit breaks no DSMEM rule.',
     RED + r'''
    __shared__ float bsum;
    if (tid == 0) bsum = sm[0];
    if (rank == 3 && tid == 0) temp_storage[3] = sm[0];
    cluster.sync();
    if (rank == 3) return;
    if (rank == 0 && tid == 0)
        output[0] = bsum + *cluster.map_shared_rank(&bsum, 1) + *cluster.map_shared_rank(&bsum, 2) + temp_storage[3];
    cluster.sync();''')

case('l03_warps_return_before_trailing_sync', 'reduction', 'pass',
     'Pull with cg cluster.sync() barriers; before the trailing cluster.sync() warps 1-7 of every block return; warp 0 stays for it. A block\'s shared memory lives while any of its threads lives, and the trailing barrier waits for every non-exited thread (PTX barrier.cluster), so each peer\'s warp 0 stays until rank 0\'s reads are released.',
     RED + PULL + r'''
    if (tid >= WARP_SIZE) return;
''' + read4('*cluster.map_shared_rank(&bsum, r)'))

case('l04_push_ack_after_last_barrier', 'reduction', 'fail 5',
     'd01 plus a courtesy: after the last cluster.sync() each peer\'s thread 0 sets rank 0\'s `done[rank] = 1` through map_shared_rank. Rank 0 may already have read its parts and exited: a store into an exited block\'s shared memory (PG DSMEM lifetime; illegal address on the H100).',
     RED + r'''
    __shared__ float parts[CLUSTER_SIZE];
    __shared__ int done[CLUSTER_SIZE];
    cluster.sync();
    if (tid == 0) cluster.map_shared_rank(parts, 0)[rank] = sm[0];
    cluster.sync();
    if (rank != 0 && tid == 0) cluster.map_shared_rank(done, 0)[rank] = 1;  // CAUSE''' + PUSH_READ, cause=EXITED)

case('l05_reader_arrives_before_last_read', 'coordination', 'fail 5',
     'Ring with a split trailing barrier placed too early: block r arrives, then reads its neighbour\'s bsum, then waits. The neighbour\'s wait may complete as soon as every block arrived, so it may exit before block r\'s read (the arrive released nothing later): PG DSMEM lifetime, an illegal address.',
     COORD + PULL + r'''
    cluster_arrive();
    float other = 0.0f;
    if (tid == 0) other = *cluster.map_shared_rank(&bsum, (int)((rank + 1) % CLUSTER_SIZE));  // CAUSE
    if (tid == 0) output[(rank + 1) % CLUSTER_SIZE] = other;
    cluster_wait();''', cause=EXITED)

# ============================================================ sizes and bounds
case('s01_remote_index_one_past', 'coordination', 'fail 5',
     'Block r rebuilds output[nb] from its neighbour\'s vals but the first thread also adds `q[TPB]` (an off-by-one `<=` loop bound written out): one past the 256-element array of the neighbour: out of bounds (p34 convention as cluster k37: exit 5).',
     VALS + r'''
    const float *q = cluster.map_shared_rank(vals, (int)nb);
    float x = 0.0f;
    if (tid == 0) for (int i = 0; i <= TPB; i++) x += q[i];  // CAUSE
    sm[tid] = tid == 0 ? x : 0.0f;''' + NB_TAIL, cause=OOB)

case('s02_push_into_smaller_array', 'reduction', 'fail 5',
     'Each block pushes into rank 0\'s `parts[4]` at index `rank * 2` (a stride meant for pairs): rank 2 and 3 write parts[4] and parts[6], past the 4-element array (out of bounds of the peer\'s object: exit 5 by the project\'s rule).',
     RED + PUSH_HEAD + r'''
    if (tid == 0) cluster.map_shared_rank(parts, 0)[rank * 2] = sm[0];  // CAUSE
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = parts[0] + parts[2];''', cause=OOB)

case('s03_extern_dynamic_shared', 'reduction', 'fail 5',
     'The partial sums are pushed into rank 0\'s `extern __shared__ float dyn[]`: the puzzles are launched with 0 bytes of dynamic shared memory (SPEC launches; kernels.cu), so dyn has no element: every access is outside the block\'s shared memory (an illegal address on the GPU).',
     RED + r'''
    extern __shared__ float dyn[];
    cluster.sync();
    if (tid == 0) cluster.map_shared_rank(dyn, 0)[rank] = sm[0];  // CAUSE
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = dyn[0] + dyn[1] + dyn[2] + dyn[3];''', cause=OOB)

case('s04_2d_row_past_end', 'coordination', 'fail 5',
     'a07 with the row index off by one: `q[tid / WARP_SIZE + 1][tid % WARP_SIZE]` - warp 7 reads row 8 of a [8][32] array of the neighbour: out of bounds (exit 5).',
     r'''
    __shared__ float tile[TPB / WARP_SIZE][WARP_SIZE];
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const unsigned int nb = (rank + 1) % cluster.num_blocks();
    tile[tid / WARP_SIZE][tid % WARP_SIZE] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    cluster.sync();
    float (*q)[WARP_SIZE] = cluster.map_shared_rank(tile, (int)nb);
    sm[tid] = q[tid / WARP_SIZE + 1][tid % WARP_SIZE];  // CAUSE''' + NB_TAIL, cause=OOB)

case('s05_float4_view_all_threads', 'coordination', 'fail 5',
     'a09 without the `tid < TPB / 4` guard: all 256 threads read q[tid] of a float4 view of 64 float4: threads 64-255 read past the neighbour\'s vals (exit 5).',
     VALS + r'''
    const float4 *q = reinterpret_cast<const float4 *>(cluster.map_shared_rank(vals, (int)nb));
    const float4 f = q[tid];  // CAUSE
    sm[tid] = tid < TPB / 4 ? f.x + f.y + f.z + f.w : 0.0f;''' + NB_TAIL, cause=OOB)

case('s06_rank_as_pointer_offset', 'reduction', 'fail 5',
     'Rank 0 believes the blocks\' shared memories are contiguous and reads `cluster.map_shared_rank(&bsum, 0)[r]` for r = 0..3: index 1-3 past the scalar bsum of rank 0 (different ranks are reached only by mapping: PG map_shared_rank): out of bounds (exit 5).',
     RED + PULL + read4('cluster.map_shared_rank(&bsum, 0)[r]').replace(
         'for (int r = 0; r < CLUSTER_SIZE; r++) t += cluster.map_shared_rank(&bsum, 0)[r];',
         'for (int r = 0; r < CLUSTER_SIZE; r++) t += cluster.map_shared_rank(&bsum, 0)[r];  // CAUSE'), cause=OOB)

case('s08_struct_array_member_past_into_next', 'reduction', 'fail 5',
     'As s07 but the blocks push at `part[rank + 1]`: rank 3 writes part[4], past the member array (it lands on `count` on a GPU: an out-of-bounds index of an array member, undefined; p34 convention exit 5; the sum also misses rank 0\'s value).',
     RED + r'''
    __shared__ Box box;
    cluster.sync();
    if (tid == 0) cluster.map_shared_rank(&box, 0)->part[rank + 1] = sm[0];  // CAUSE
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = box.part[1] + box.part[2] + box.part[3] + box.part[0];''', pre='struct Box { float part[CLUSTER_SIZE]; int count; };', cause=OOB)

# ============================================================ advanced
case('v01_adv_pull_neighbour_warp_sums', 'advanced', 'pass',
     'Elected lanes store warp sums in ws[warp]; cluster.sync(); block r\'s thread 0 sums its neighbour\'s 8 warp sums through map_shared_rank(ws, nb) and writes output[nb]; trailing cluster.sync() (PG DSMEM).',
     ADV + r'''
    if (elect_one_sync()) ws[warp] = w;
    cluster.sync();
    if (tid == 0) {
        const float *q = cluster.map_shared_rank(ws, (int)nb);
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) t += q[i];
        output[nb] = t;
    }
    cluster.sync();''')

case('v02_adv_push_warp_sums_to_next', 'advanced', 'pass',
     'Elected lanes push their warp sum into the NEXT block\'s ws[warp] (map_shared_rank(&ws[warp], nb)) after a start cluster.sync(); cluster.sync(); thread 0 of block r sums its own ws (the previous block\'s sums) into output[prev]. No trailing barrier needed (reads are of own memory).',
     ADV + r'''
    cluster.sync();
    if (elect_one_sync()) *cluster.map_shared_rank(&ws[warp], (int)nb) = w;
    cluster.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) t += ws[i];
        output[(rank + CLUSTER_SIZE - 1) % CLUSTER_SIZE] = t;
    }''')

case('v03_adv_push_no_start_barrier', 'advanced', 'fail 1',
     'v02 without the start cluster.sync(): the elected lanes write into the next block\'s ws before that block is known to have started (PG DSMEM: "ensure all the thread blocks have started executing"): a data race with the block\'s start.',
     ADV + r'''
    if (elect_one_sync()) *cluster.map_shared_rank(&ws[warp], (int)nb) = w;  // CAUSE
    cluster.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) t += ws[i];
        output[(rank + CLUSTER_SIZE - 1) % CLUSTER_SIZE] = t;
    }''', cause=RACE)

case('v04_adv_atomicAdd_into_next', 'advanced', 'pass',
     'Each block zeroes its acc; cluster.sync(); elected lanes atomicAdd their warp sum into the next block\'s acc (device-scope atomics; any order is within the SPEC tolerance); cluster.sync(); thread 0 writes its own acc (the previous block\'s total) to output[prev].',
     ADV + r'''
    __shared__ float acc;
    if (tid == 0) acc = 0.0f;
    cluster.sync();
    if (elect_one_sync()) atomicAdd(cluster.map_shared_rank(&acc, (int)nb), w);
    cluster.sync();
    if (tid == 0) output[(rank + CLUSTER_SIZE - 1) % CLUSTER_SIZE] = acc;''')

case('v05_adv_atomicAdd_block_into_next', 'advanced', 'pass',
     'v04 with atomicAdd_block: the eight adders into a block\'s acc are all elected lanes of ONE block (the previous one), so the .cta-scope atomics are morally strong with each other (PTX Memory Consistency Model: scopes are about the threads, each scope instance includes both adders; PG Atomic Functions: _block atomics are atomic among the calling block\'s threads). The owner only zeroes acc before and reads it after the cluster barriers, which order those plain accesses. Contrast d04, where the adders are of four blocks.',
     ADV + r'''
    __shared__ float acc;
    if (tid == 0) acc = 0.0f;
    cluster.sync();
    if (elect_one_sync()) atomicAdd_block(cluster.map_shared_rank(&acc, (int)nb), w);
    cluster.sync();
    if (tid == 0) output[(rank + CLUSTER_SIZE - 1) % CLUSTER_SIZE] = acc;''')

case('v06_adv_ptx_st_cluster_warp_sums', 'advanced', 'pass',
     'v02 in PTX: the elected lane maps `&ws[warp]` to the next block with mapa.shared::cluster.u32 and stores with st.shared::cluster.f32; barrier.cluster.arrive/wait (default .release/.acquire) by every thread, once before (start) and once after.',
     ADV + r'''
    asm volatile("barrier.cluster.arrive.aligned;\n\tbarrier.cluster.wait.aligned;" ::: "memory");
    if (elect_one_sync()) {
        unsigned int a;
        asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(a) : "r"((unsigned int)__cvta_generic_to_shared(&ws[warp])), "r"(nb));
        asm volatile("st.shared::cluster.f32 [%0], %1;" :: "r"(a), "f"(w) : "memory");
    }
    asm volatile("barrier.cluster.arrive.aligned;\n\tbarrier.cluster.wait.aligned;" ::: "memory");
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) t += ws[i];
        output[(rank + CLUSTER_SIZE - 1) % CLUSTER_SIZE] = t;
    }''')

case('v07_adv_pull_no_trailing_barrier', 'advanced', 'fail 5',
     'v01 without the trailing cluster.sync(): the neighbour may exit while block r\'s thread 0 still reads its ws (PG DSMEM lifetime; illegal address).',
     ADV + r'''
    if (elect_one_sync()) ws[warp] = w;
    cluster.sync();
    if (tid == 0) {
        const float *q = cluster.map_shared_rank(ws, (int)nb);
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) t += q[i];  // CAUSE
        output[nb] = t;
    }''', cause=EXITED)

# ============================================================ round 2 (written after round 1 ran, before p34 ran these)
# Fact found on an H200 (tests/verdict/dsmem/probe/addr.cu, not a p34 kernel, run before these truths
# were written): in a cluster launch a __shared__ variable's generic address differs per block
# (0x7f0c0r000400 for block r: the cluster window), map_shared_rank(&x, t) gives the same address in
# every block, and a pointer mapped by one block and dereferenced by another (the target itself
# included) reaches the target's variable; so does a block's plain `&x` used by another block.
BIG = r'''
    __shared__ float big[4 * TPB];
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const unsigned int nb = (rank + 1) % cluster.num_blocks();
    for (int i = 0; i < 4; i++) big[i * TPB + tid] = i == 0 ? input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1) : 0.0f;
    cluster.sync();
'''
case('x01_big_4k_array_remote_in_bounds', 'coordination', 'pass',
     'A 1024-float (4 KiB) __shared__ array: values in big[0..255], zeros after; cluster.sync(); each thread sums the neighbour\'s big[4*tid .. 4*tid+3] through the mapped pointer (in bounds); block tree; output[nb]; trailing barrier.',
     BIG + r'''
    const float *q = cluster.map_shared_rank(big, (int)nb);
    sm[tid] = q[4 * tid] + q[4 * tid + 1] + q[4 * tid + 2] + q[4 * tid + 3];''' + NB_TAIL)

case('x02_big_4k_array_remote_one_past', 'coordination', 'fail 5',
     'As x01 but each thread reads q[4*tid + 1 .. 4*tid + 4] (shifted by one): thread 255 reads q[1024], one past the neighbour\'s 1024-element array: out of bounds (exit 5 by the project\'s rule, as s01; on a GPU it reads the next variable\'s bytes or faults).',
     BIG + r'''
    const float *q = cluster.map_shared_rank(big, (int)nb);
    sm[tid] = q[4 * tid + 1] + q[4 * tid + 2] + q[4 * tid + 3] + q[4 * tid + 4];  // CAUSE''' + NB_TAIL, cause=OOB)

case('x03_big_4k_array_self_map_one_past', 'coordination', 'fail 5',
     'x02 mapped to the block\'s own rank and no neighbour: block r sums its own big through `cluster.map_shared_rank(big, rank)` with the same shift: thread 255 reads one past the 1024-element array (exit 5).',
     BIG + r'''
    const float *q = cluster.map_shared_rank(big, (int)rank);
    sm[tid] = q[4 * tid + 1] + q[4 * tid + 2] + q[4 * tid + 3] + q[4 * tid + 4];  // CAUSE
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) output[rank] = sm[0];''', cause=OOB)

case('x04_pointer_table_in_rank0_shared', 'reduction', 'pass',
     'Rank 0 builds a table of mapped pointers in its own shared memory: tbl[t] = map_shared_rank(&box, t); cluster.sync(); block r reads its entry through DSMEM (`map_shared_rank(tbl, 0)[rank]`) and stores its sum through it into its OWN box; cluster.sync(); rank 0 sums *tbl[0..3]; trailing barrier. A mapped address names block t\'s box for every block of the cluster (PG DSMEM: map_shared_rank gives the address of the variable in block t; the H200 probe above: the same address in every block, reaching the target).',
     RED + r'''
    __shared__ float box;
    __shared__ float *tbl[CLUSTER_SIZE];
    if (rank == 0 && tid < CLUSTER_SIZE) tbl[tid] = cluster.map_shared_rank(&box, tid);
    cluster.sync();
    if (tid == 0) { float *mine = cluster.map_shared_rank(tbl, 0)[rank]; *mine = sm[0]; }
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = *tbl[0] + *tbl[1] + *tbl[2] + *tbl[3];
    cluster.sync();''')

case('x05_mapped_pointers_via_device_var', 'reduction', 'pass',
     'As x04 with the table in a `__device__ float *ds_tbl[4]` (global): rank 0 stores the mapped pointers, cluster.sync() (orders global stores too), each block stores its sum through its entry (its own box, addressed through the cluster window), cluster.sync(), rank 0 reads the four boxes with map_shared_rank, trailing barrier.',
     RED + r'''
    __shared__ float box;
    if (rank == 0 && tid < CLUSTER_SIZE) ds_tbl[tid] = cluster.map_shared_rank(&box, tid);
    cluster.sync();
    if (tid == 0) *ds_tbl[rank] = sm[0];
    cluster.sync();
''' + read4('*cluster.map_shared_rank(&box, r)'), pre='__device__ float *ds_tbl[CLUSTER_SIZE];')

case('x06_plain_shared_pointer_via_device_var', 'reduction', 'unclear',
     'Rank 0 publishes its PLAIN `&parts[0]` (not mapped) in a __device__ pointer; after cluster.sync() each block stores its sum at p[rank] through it; cluster.sync(); rank 0 sums its parts. On the H200 probe a block\'s plain shared address is its cluster-window address and reaches that block from any peer, but the Programming Guide gives peers\' addresses only through map_shared_rank, and PTX generic addressing describes the shared window as the executing CTA\'s: not fixed by the rules.',
     RED + r'''
    __shared__ float parts[CLUSTER_SIZE];
    if (rank == 0 && tid == 0) ds_parts = parts;
    cluster.sync();
    if (tid == 0) ds_parts[rank] = sm[0];
    cluster.sync();''' + PUSH_READ, pre='__device__ float *ds_parts;')

case('x07_mapped_pointer_in_own_shared', 'coordination', 'pass',
     'Thread 0 maps the neighbour\'s vals once and keeps the pointer in `__shared__ const float *peer`; __syncthreads(); every thread reads peer[tid]; block tree, output[nb], trailing barrier (a mapped address is an ordinary pointer value: PG DSMEM).',
     VALS + r'''
    __shared__ const float *peer;
    if (tid == 0) peer = cluster.map_shared_rank(vals, (int)nb);
    __syncthreads();
    sm[tid] = peer[tid];''' + NB_TAIL)

case('x08_table_entry_to_neighbour', 'reduction', 'pass',
     'As x04 but rank 0\'s table entry r points at block (r+1)%4\'s box and block r stores the NEXT block\'s sum there: each block first computes bsum, cluster.sync(), block r reads the next block\'s bsum and stores it through tbl[r] into the next block\'s box, cluster.sync(), rank 0 sums the four boxes (through the table), trailing barrier.',
     RED + PULL + r'''
    __shared__ float box;
    __shared__ float *tbl[CLUSTER_SIZE];
    if (rank == 0 && tid < CLUSTER_SIZE) tbl[tid] = cluster.map_shared_rank(&box, (tid + 1) % CLUSTER_SIZE);
    cluster.sync();
    if (tid == 0) {
        float *dst = cluster.map_shared_rank(tbl, 0)[rank];
        *dst = *cluster.map_shared_rank(&bsum, (int)((rank + 1) % CLUSTER_SIZE));
    }
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = *tbl[0] + *tbl[1] + *tbl[2] + *tbl[3];
    cluster.sync();''')

case('x09_peer_bsum_never_written', 'reduction', 'fail 1',
     'Rank 0 pulls four bsum but thread 0 writes bsum only `if (rank < 3)`: rank 3\'s bsum is never written, rank 0 reads uninitialised shared memory (garbage on a GPU): the sum is wrong.',
     RED + r'''
    __shared__ float bsum;
    if (tid == 0 && rank < 3) bsum = sm[0];
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += *cluster.map_shared_rank(&bsum, r);  // CAUSE
        output[0] = t;
    }
    cluster.sync();''', cause=r'uninit|never (been )?(written|stored)|not (been )?(written|stored)|before any thread stored it|no defined value|❌')

case('x10_map_before_start_barrier_use_after', 'reduction', 'pass',
     'Rank 0 maps the four bsum addresses into a local array BEFORE the start cluster.sync() (mapping reads no memory: PTX mapa only computes an address) and dereferences them after it; trailing barrier.',
     RED + r'''
    __shared__ float bsum;
    const float *p[CLUSTER_SIZE];
    for (int r = 0; r < CLUSTER_SIZE; r++) p[r] = cluster.map_shared_rank(&bsum, r);
    if (tid == 0) bsum = sm[0];
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = *p[0] + *p[1] + *p[2] + *p[3];
    cluster.sync();''')

# ============================================================ round 3 (written after round 2's fixes, before p34 ran these)
case('y01_float4_view_misaligned_peer', 'coordination', 'fail 5',
     'A float4 view of the neighbour\'s vals starting at &vals[1] (mapped: `reinterpret_cast<const float4 *>(map_shared_rank(&vals[1], nb))`): every 16-byte load is at an address 4 mod 16 (vals is 16-aligned). PG Device Memory Accesses: a vector access must be naturally aligned; a misaligned one is an error (cudaErrorMisalignedAddress).',
     VALS + r'''
    const float4 *q = reinterpret_cast<const float4 *>(cluster.map_shared_rank(&vals[1], (int)nb));
    if (tid < TPB / 4 - 1) { const float4 f = q[tid]; sm[tid] = f.x + f.y + f.z + f.w; }  // CAUSE
    else sm[tid] = 0.0f;''' + NB_TAIL, cause=r'align')

case('y02_plain_flag_store_volatile_spin', 'coordination', 'fail 1',
     'Rank 0 stores its scaled sum in val, __threadfence(), then `flag = 1` with a PLAIN store; ranks 1-3 spin on `*(volatile int *)map_shared_rank(&flag, 0)`, __threadfence(), and rank 1 writes output[0] from rank 0\'s val. A plain (weak) store and the peers\' volatile (relaxed, strong) loads of flag conflict and are not morally strong (PTX Memory Consistency Model: both must be strong): a data race on flag; the release pattern needs a strong write after the fence. Trailing cluster.sync() for lifetime.',
     COORD + r'''
    __shared__ float val;
    __shared__ int flag;
    if (tid == 0) flag = 0;
    cluster.sync();
    if (rank == 0 && tid == 0) { val = sm[0]; __threadfence(); flag = 1; }  // CAUSE
    if (rank != 0 && tid == 0) {
        while (*(volatile int *)cluster.map_shared_rank(&flag, 0) == 0) { }
        __threadfence();
        if (rank == 1) output[0] = *cluster.map_shared_rank(&val, 0);
        output[rank] = sm[0];
    }
    cluster.sync();''', cause=RACE)

case('y03_volatile_flag_store_volatile_spin', 'coordination', 'pass',
     'As y02 with `*(volatile int *)&flag = 1`: fence.sc then a strong (volatile: relaxed .sys) write is a release pattern, the peers\' volatile read then __threadfence() an acquire pattern (PTX Memory Consistency Model); the blocks of a cluster are co-scheduled, so the spins end (PG Thread Block Clusters).',
     COORD + r'''
    __shared__ float val;
    __shared__ int flag;
    if (tid == 0) flag = 0;
    cluster.sync();
    if (rank == 0 && tid == 0) { val = sm[0]; __threadfence(); *(volatile int *)&flag = 1; }
    if (rank != 0 && tid == 0) {
        while (*(volatile int *)cluster.map_shared_rank(&flag, 0) == 0) { }
        __threadfence();
        if (rank == 1) output[0] = *cluster.map_shared_rank(&val, 0);
        output[rank] = sm[0];
    }
    cluster.sync();''')

case('y04_cg_memcpy_async_from_peer', 'coordination', 'pass',
     '`cg::memcpy_async(block, sm, cluster.map_shared_rank(vals, nb), sizeof(float) * TPB)` then `cg::wait(block)`: the source is a peer\'s shared memory, not global, so CUDA\'s header copies it with ordinary loads and stores (cp.async needs a global source; cooperative_groups/details/async.h falls back to a synchronous copy); then the block tree, output[nb], trailing barrier.',
     VALS + r'''
    cg::thread_block block = cg::this_thread_block();
    cg::memcpy_async(block, sm, cluster.map_shared_rank(vals, (int)nb), sizeof(float) * TPB);
    cg::wait(block);''' + NB_TAIL, pre='#include <cooperative_groups/memcpy_async.h>')

case('y05_double_view_misaligned_own_map', 'coordination', 'fail 5',
     'Each block reads two of its own values at once through a double view of `map_shared_rank(&vals[2 * tid + 1], rank)` (own rank): an 8-byte load at an address 4 mod 8 (PG Device Memory Accesses: natural alignment; misaligned address error).',
     VALS + r'''
    float two = 0.0f;
    if (tid < TPB / 2 - 1) {
        const double d = *reinterpret_cast<const double *>(cluster.map_shared_rank(&vals[2 * tid + 1], (int)rank));  // CAUSE
        float2 f;
        memcpy(&f, &d, sizeof f);
        two = f.x + f.y;
    }
    sm[tid] = two;''' + NB_TAIL.replace('output[nb]', 'output[rank]'), cause=r'align')
