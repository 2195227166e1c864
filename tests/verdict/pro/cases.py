# Cases for gen.py (docs/verdict-pro.md): kernels written the way an experienced,
# performance-minded Hopper programmer writes them (inline PTX, mbarriers, DSMEM atomics,
# CUB, vector loads, async copies). Body = the kernel's body; pre = file-scope code before it.
# Every truth was written before p34 ran the kernel. Citations: PTX = PTX ISA 8.x (sections
# named), PG = CUDA C++ Programming Guide, CUB/libcu++ = the CCCL documentation.

PTXH = r'''
static __device__ __forceinline__ unsigned int pro_ctarank()
{
    unsigned int r;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r));
    return r;
}
static __device__ __forceinline__ void pro_arrive_release()
{
    asm volatile("barrier.cluster.arrive.release.aligned;" ::: "memory");
}
static __device__ __forceinline__ void pro_wait_acquire()
{
    asm volatile("barrier.cluster.wait.acquire.aligned;" ::: "memory");
}
static __device__ __forceinline__ unsigned int pro_smem(const void *p)
{
    return (unsigned int)__cvta_generic_to_shared(p);
}
static __device__ __forceinline__ unsigned int pro_mapa(unsigned int a, unsigned int rank)
{
    unsigned int r;
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(rank));
    return r;
}
static __device__ __forceinline__ float pro_warp_sum(float v)
{
#pragma unroll
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}
'''

# ---------------------------------------------------------------- coordination
case('c01_ptx_split_barrier', 'coordination', 'pass',
     'Rank from `mov.u32 %0, %%cluster_ctarank` (PTX Special Registers); shuffle warp sums into ws[], __syncthreads, then barrier.cluster.arrive.release.aligned / thread 0 sums / barrier.cluster.wait.acquire.aligned, all threads executing both (PTX barrier.cluster: .aligned needs every thread of the warp to execute it; every thread of the cluster arrives once per phase). Each block reads only its own shared memory.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = pro_ctarank();
    const int tid = threadIdx.x;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid] * (float)(rank + 1));
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    __syncthreads();
    pro_arrive_release();
    if (tid == 0) {
        float s = 0.0f;
#pragma unroll
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[rank] = s;
    }
    pro_wait_acquire();''', pre=PTXH)

case('c02_ptx_clusterid_as_rank', 'coordination', 'fail 1',
     'Uses %clusterid.x (the cluster\'s index in the grid, 0 for the one cluster of the launch: PTX Special Registers %clusterid) as the block\'s rank: all four blocks store output[0], outputs 1-3 are never written (SPEC: not written; several writers of output[0] race, PTX Memory Consistency Model, Data races).', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    unsigned int rank;
    asm("mov.u32 %0, %%clusterid.x;" : "=r"(rank));
    const int tid = threadIdx.x;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid] * (float)(rank + 1));
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    __syncthreads();
    pro_arrive_release();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[rank] = s;
    }
    pro_wait_acquire();''', pre=PTXH)

case('c03_float4_ldg_aligned', 'coordination', 'pass',
     'Threads 0-63 each load one float4 of the block\'s 256 inputs through __ldg(reinterpret_cast<const float4*>) (input comes from cudaMalloc, 256-byte aligned, and block*256 floats keep 16-byte alignment: PG Device Memory Accesses, size and alignment requirement), reduce in warps 0-1 with __shfl_xor_sync, and thread 0 adds the two warp sums; the other warps idle. Split cluster barrier around it.', r'''
    __shared__ float ws[2];
    const unsigned int rank = cg::this_cluster().block_rank();
    const int tid = threadIdx.x;
    const float4 *__restrict__ in4 = reinterpret_cast<const float4 *>(input + blockIdx.x * TPB);
    float v = 0.0f;
    if (tid < TPB / 4) {
        const float4 q = __ldg(in4 + tid);
        v = (q.x + q.y + q.z + q.w) * (float)(rank + 1);
    }
    if (tid < 64) {
        v = pro_warp_sum(v);
        if ((tid & 31) == 0) ws[tid >> 5] = v;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = ws[0] + ws[1];
    cluster_wait();''', pre=PTXH)

case('c04_float4_misaligned', 'coordination', 'fail 5',
     'As c03 but the float4 view starts one float in ("skip the first element, it is added by hand"): input + base + 1 is 4 bytes past a 16-byte boundary; a float4 access must be 16-byte aligned (PG Device Memory Accesses: accesses to non-naturally aligned data are wrong / misaligned address error, cudaErrorMisalignedAddress): a CUDA error, exit 5.', r'''
    __shared__ float ws[2];
    const unsigned int rank = cg::this_cluster().block_rank();
    const int tid = threadIdx.x;
    const float *base = input + blockIdx.x * TPB;
    const float4 *in4 = reinterpret_cast<const float4 *>(base + 1);
    float v = 0.0f;
    if (tid < TPB / 4 - 1) {
        const float4 q = in4[tid];
        v = q.x + q.y + q.z + q.w;
    }
    if (tid == 0) v += base[0] + base[TPB - 3] + base[TPB - 2] + base[TPB - 1];
    v *= (float)(rank + 1);
    if (tid < 64) {
        v = pro_warp_sum(v);
        if ((tid & 31) == 0) ws[tid >> 5] = v;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = ws[0] + ws[1];
    cluster_wait();''', pre=PTXH)

case('c05_template_blocksize_constexpr', 'coordination', 'pass',
     'A template<int BLOCK> helper with a constexpr warp count, #pragma unroll over a warp-reduce (__shfl_xor_sync, full mask, every lane), warp sums through shared memory, __syncthreads, the first warp reduces them again; all threads call it. cg::cluster_group arrive/wait around the store.', r'''
    const unsigned int rank = cg::this_cluster().block_rank();
    const float v = input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1);
    cg::this_cluster().barrier_arrive();
    const float s = pro_block_sum<TPB>(v);
    if (threadIdx.x == 0) output[rank] = s;
    cg::this_cluster().barrier_wait();''', pre=PTXH + r'''
template <int BLOCK>
__device__ float pro_block_sum(float v)
{
    constexpr int kWarps = BLOCK / 32;
    static_assert(kWarps <= 32, "one warp reduces the warp sums");
    __shared__ float warp_part[kWarps];
    v = pro_warp_sum(v);
    if ((threadIdx.x & 31) == 0) warp_part[threadIdx.x >> 5] = v;
    __syncthreads();
    float t = 0.0f;
    if (threadIdx.x < 32) {
        t = threadIdx.x < kWarps ? warp_part[threadIdx.x] : 0.0f;
        t = pro_warp_sum(t);
    }
    return t;
}''')

case('c06_named_barrier_arrive_sync', 'coordination', 'pass',
     'Producer/consumer on named barrier 1 with the whole block as its count: warps 1-7 store their warp sums then `bar.arrive 1, 256`, warp 0 stores its own and `bar.sync 1, 256`; thread 0 then reads ws[]. PTX bar/barrier: arrive does not wait, and "barrier{.cta}.sync/.red/.arrive guarantee that when the barrier completes, prior memory accesses requested by this thread are performed relative to all threads participating"; the count (256) is a multiple of 32 and equals the threads arriving.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid] * (float)(rank + 1));
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    cluster_arrive();
    if (tid >= 32) {
        asm volatile("bar.arrive 1, 256;" ::: "memory");
    } else {
        asm volatile("bar.sync 1, 256;" ::: "memory");
        if (tid == 0) {
            float s = 0.0f;
            for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
            output[rank] = s;
        }
    }
    cluster_wait();''', pre=PTXH)

case('c07_named_barrier_count_64', 'coordination', 'fail 1',
     'All 8 warps execute `bar.sync 1, 64` (a count of 2 warps, copied from a 2-warp kernel): PTX bar.sync: the barrier completes when 64 threads have arrived and is then reinitialised, so warp 0 may be released with any one other warp and thread 0 reads ws[] of warps that have not yet arrived: a data race on ws[] (PTX Memory Consistency Model). Wrong by the rules whatever the GPU shows.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid] * (float)(rank + 1));
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    asm volatile("bar.sync 1, 64;" ::: "memory");
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[rank] = s;
    }
    cluster_wait();''', pre=PTXH)

case('c08_rank0_computes_all_via_struct_map', 'coordination', 'pass',
     'Each block reduces its slice into a __shared__ struct {float sum; int n;}; cluster.sync(); threads 0-3 of rank 0 read peer r\'s struct through cluster.map_shared_rank(&slot, r) (PG Distributed Shared Memory) and store output[r] = sum * (r+1); a final cluster.sync() keeps every block\'s shared memory alive until rank 0 has read it.', r'''
    struct Slot { float sum; int n; };
    __shared__ Slot slot;
    __shared__ float ws[TPB / WARP_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const int tid = threadIdx.x;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid]);
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        slot.sum = s;
        slot.n = TPB;
    }
    cluster.sync();
    if (cluster.block_rank() == 0 && tid < CLUSTER_SIZE) {
        const Slot *peer = cluster.map_shared_rank(&slot, tid);
        output[tid] = peer->sum * (float)(tid + 1);
    }
    cluster.sync();''', pre=PTXH)

case('c09_dsmem_array_oob', 'coordination', 'fail 5',
     'Rank 0 gathers every block\'s 8 warp sums through map_shared_rank(ws, r) but loops w <= 8 (reads ws[8] of each peer, one past its 8-float array; the next word in the shared window is another variable or nothing): an out-of-bounds access of a __shared__ array (C++: undefined behaviour); the simulator and compute-sanitizer report it: exit 5.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const int tid = threadIdx.x;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid]);
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    cluster.sync();
    if (cluster.block_rank() == 0 && tid < CLUSTER_SIZE) {
        const float *peer = cluster.map_shared_rank(ws, tid);
        float s = 0.0f;
        for (int w = 0; w <= TPB / WARP_SIZE; ++w) s += peer[w];
        output[tid] = s * (float)(tid + 1);
    }
    cluster.sync();''', pre=PTXH)

case('c10_mapa_rank_out_of_cluster', 'coordination', 'fail 5',
     'Each block adds its sum into its right neighbour\'s slot through mapa with rank (r + 1) instead of (r + 1) % 4: rank 3 maps rank 4, which is not in the cluster of 4 (PTX mapa: the target CTA rank must be in the cluster; the access faults: illegal address, exit 5).', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float from_left;
    const unsigned int rank = pro_ctarank();
    const int tid = threadIdx.x;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid] * (float)(rank + 1));
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[rank] = s;
        const unsigned int remote = pro_mapa(pro_smem(&from_left), rank + 1);
        asm volatile("st.shared::cluster.f32 [%0], %1;" :: "r"(remote), "f"(s) : "memory");
    }
    pro_arrive_release();
    pro_wait_acquire();''', pre=PTXH)

case('c11_cluster_dims_attribute', 'coordination', 'unclear',
     '__cluster_dims__(4,1,1) on the kernel, launched by p34 with a cluster-dimension attribute of the same (4,1,1). PG Thread Block Clusters: "a cluster size fixed at compile time cannot be modified at launch"; whether an equal launch attribute is accepted is not stated. Otherwise the reference body.', r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('c12_thread0_only_cluster_arrive', 'coordination', 'fail 4',
     'An experienced-but-wrong habit from mbarriers: only thread 0 of each block executes barrier.cluster.arrive (non-.aligned form, in a branch), all threads wait. PTX barrier.cluster: every thread of every block of the cluster must arrive; 255 threads per block never arrive, so barrier.cluster.wait never completes: hang, exit 4.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = pro_ctarank();
    const int tid = threadIdx.x;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid] * (float)(rank + 1));
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[rank] = s;
        asm volatile("barrier.cluster.arrive.release;" ::: "memory");
    }
    asm volatile("barrier.cluster.wait.acquire;" ::: "memory");''', pre=PTXH)

case('c13_asm_arrive_no_memory_clobber', 'coordination', 'unclear',
     'c01 with `asm volatile("barrier.cluster.arrive.release.aligned;")` and the wait written without a "memory" clobber: the PTX is right, but without the clobber the C++ compiler may move shared-memory accesses across the asm (GCC/NVCC inline asm rules); whether nvcc does here is not specified.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = pro_ctarank();
    const int tid = threadIdx.x;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid] * (float)(rank + 1));
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    __syncthreads();
    asm volatile("barrier.cluster.arrive.release.aligned;");
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[rank] = s;
    }
    asm volatile("barrier.cluster.wait.acquire.aligned;");''', pre=PTXH)

# ---------------------------------------------------------------- reduction
case('r01_ptx_dsmem_gather', 'reduction', 'pass',
     'Block sums by warp shuffles; thread 0 keeps it in __shared__ part; PTX arrive.release/wait.acquire (all threads); rank 0 thread 0 reads the four parts with mapa.shared::cluster + ld.shared::cluster.f32 (PTX mapa, ld .shared::cluster) and stores output[0]; a second arrive/wait pair keeps the blocks (and their shared memory) alive until it has read them (PG DSMEM: a block\'s shared memory must not be accessed after it exits).', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float part;
    const unsigned int rank = pro_ctarank();
    const int tid = threadIdx.x;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid]);
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        part = s;
    }
    pro_arrive_release();
    pro_wait_acquire();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = 0; r < CLUSTER_SIZE; ++r) {
            float p;
            asm volatile("ld.shared::cluster.f32 %0, [%1];" : "=f"(p) : "r"(pro_mapa(pro_smem(&part), r)) : "memory");
            total += p;
        }
        output[0] = total;
    }
    pro_arrive_release();
    pro_wait_acquire();''', pre=PTXH)

case('r02_red_shared_cluster_add', 'reduction', 'pass',
     'Rank 0 zeroes its __shared__ acc; cluster barrier (arrive.release / wait.acquire) orders the zero before every remote add; thread 0 of each rank does red.shared::cluster.add.f32 of its block sum into rank 0\'s acc (PTX red: atomic); second barrier; rank 0 thread 0 stores acc. Integer partials: every order gives the exact sum.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float acc;
    const unsigned int rank = pro_ctarank();
    const int tid = threadIdx.x;
    if (rank == 0 && tid == 0) acc = 0.0f;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid]);
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    __syncthreads();
    pro_arrive_release();
    pro_wait_acquire();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        asm volatile("red.shared::cluster.add.f32 [%0], %1;" :: "r"(pro_mapa(pro_smem(&acc), 0)), "f"(s) : "memory");
    }
    pro_arrive_release();
    pro_wait_acquire();
    if (rank == 0 && tid == 0) output[0] = acc;''', pre=PTXH)

case('r03_red_before_zero_barrier', 'reduction', 'fail 1',
     'r02 without the first cluster barrier: rank 0\'s plain `acc = 0` and the peers\' red.shared::cluster.add on acc are unordered (nothing makes the zero happen-before the remote atomics): a data race (PTX Memory Consistency Model: a plain write and an atomic to the same location, not morally strong); a peer\'s add can also be wiped out by the zero: wrong sum.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float acc;
    const unsigned int rank = pro_ctarank();
    const int tid = threadIdx.x;
    if (rank == 0 && tid == 0) acc = 0.0f;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid]);
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        asm volatile("red.shared::cluster.add.f32 [%0], %1;" :: "r"(pro_mapa(pro_smem(&acc), 0)), "f"(s) : "memory");
    }
    pro_arrive_release();
    pro_wait_acquire();
    if (rank == 0 && tid == 0) output[0] = acc;''', pre=PTXH)

case('r04_flag_release_acquire_dsmem', 'reduction', 'pass',
     'Producer/consumer with no cluster barrier in the middle: rank 0 zeroes its flags, then cluster.sync(); each rank\'s thread 0 stores its block sum into rank 0\'s parts[r] (st.shared::cluster.f32) and sets flags[r] with st.release.cluster.shared::cluster.u32; rank 0 thread 0 spins on ld.acquire.cluster.shared::cta.u32 of each flag, then sums (PTX Memory Consistency Model: release/acquire at cluster scope, the observed value synchronises). A final cluster.sync() keeps rank 0 alive until all remote stores are done and rank 0 reads nothing after others exit.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float parts[CLUSTER_SIZE];
    __shared__ unsigned int flags[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    if (rank == 0 && tid < CLUSTER_SIZE) flags[tid] = 0u;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid]);
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    cluster.sync();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        asm volatile("st.shared::cluster.f32 [%0], %1;" :: "r"(pro_mapa(pro_smem(&parts[rank]), 0)), "f"(s) : "memory");
        asm volatile("st.release.cluster.shared::cluster.u32 [%0], %1;" :: "r"(pro_mapa(pro_smem(&flags[rank]), 0)), "r"(1u) : "memory");
    }
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) {
            unsigned int f = 0;
            do {
                asm volatile("ld.acquire.cluster.shared::cta.u32 %0, [%1];" : "=r"(f) : "r"(pro_smem(&flags[r])) : "memory");
            } while (f == 0u);
            total += parts[r];
        }
        output[0] = total;
    }
    cluster.sync();''', pre=PTXH)

case('r05_flag_relaxed_store_no_fence', 'reduction', 'fail 1',
     'r04 with the flag set by st.relaxed.cluster (no release, no fence before it): the parts[r] store is not ordered before the flag (PTX Memory Consistency Model: a relaxed store is no release pattern), so rank 0\'s read of parts[r] after seeing the flag is a data race.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float parts[CLUSTER_SIZE];
    __shared__ unsigned int flags[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    if (rank == 0 && tid < CLUSTER_SIZE) flags[tid] = 0u;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid]);
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    cluster.sync();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        asm volatile("st.shared::cluster.f32 [%0], %1;" :: "r"(pro_mapa(pro_smem(&parts[rank]), 0)), "f"(s) : "memory");
        asm volatile("st.relaxed.cluster.shared::cluster.u32 [%0], %1;" :: "r"(pro_mapa(pro_smem(&flags[rank]), 0)), "r"(1u) : "memory");
    }
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) {
            unsigned int f = 0;
            do {
                asm volatile("ld.acquire.cluster.shared::cta.u32 %0, [%1];" : "=r"(f) : "r"(pro_smem(&flags[r])) : "memory");
            } while (f == 0u);
            total += parts[r];
        }
        output[0] = total;
    }
    cluster.sync();''', pre=PTXH)

case('r06_volatile_flag_threadfence', 'reduction', 'pass',
     'The same producer/consumer in C++: peers store the part through map_shared_rank, __threadfence(), then a volatile store of the flag; rank 0 spins on a volatile load, then __threadfence(). PTX Memory Consistency Model: volatile accesses are relaxed at system scope ("ld.volatile/st.volatile ... treated as relaxed .sys"), fence.sc.gpu (__threadfence) + strong store is a release pattern and strong load + fence an acquire pattern, scope gpu includes the cluster: synchronises. Final cluster.sync().', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float parts[CLUSTER_SIZE];
    __shared__ unsigned int flags[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    if (rank == 0 && tid < CLUSTER_SIZE) flags[tid] = 0u;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid]);
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    cluster.sync();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        *cluster.map_shared_rank(&parts[rank], 0) = s;
        __threadfence();
        *(volatile unsigned int *)cluster.map_shared_rank(&flags[rank], 0) = 1u;
    }
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) {
            while (((volatile unsigned int *)flags)[r] == 0u) { }
            __threadfence();
            total += parts[r];
        }
        output[0] = total;
    }
    cluster.sync();''', pre=PTXH)

case('r07_volatile_flag_no_reader_fence', 'reduction', 'fail 1',
     'r06 without the reader\'s __threadfence() after the spin: a relaxed (volatile) load that observes the flag is no acquire pattern (PTX Memory Consistency Model: acquire pattern = strong read followed by a fence), so parts[r] read after it is not ordered after the peer\'s store: data race.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float parts[CLUSTER_SIZE];
    __shared__ unsigned int flags[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    if (rank == 0 && tid < CLUSTER_SIZE) flags[tid] = 0u;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid]);
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    cluster.sync();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        *cluster.map_shared_rank(&parts[rank], 0) = s;
        __threadfence();
        *(volatile unsigned int *)cluster.map_shared_rank(&flags[rank], 0) = 1u;
    }
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) {
            while (((volatile unsigned int *)flags)[r] == 0u) { }
            total += parts[r];
        }
        output[0] = total;
    }
    cluster.sync();''', pre=PTXH)

case('r08_mbarrier_remote_arrive', 'reduction', 'pass',
     'Hopper style: rank 0 initialises an mbarrier in its shared memory for 4 arrivals (mbarrier.init.shared::cta.b64) and fence.mbarrier_init.release.cluster, then a cluster barrier; each rank\'s thread 0 stores its part into rank 0 (st.shared::cluster) and arrives remotely with mbarrier.arrive.release.cluster.shared::cluster.b64 _, [mapa addr]; rank 0 thread 0 waits with mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 on phase 0 and sums (PTX mbarrier: arrive has release, try_wait acquire semantics at the given scope). Final cluster barrier.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float parts[CLUSTER_SIZE];
    __shared__ __align__(8) unsigned long long mbar;
    const unsigned int rank = pro_ctarank();
    const int tid = threadIdx.x;
    if (rank == 0 && tid == 0) {
        asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(pro_smem(&mbar)), "r"(CLUSTER_SIZE) : "memory");
        asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    }
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid]);
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    __syncthreads();
    pro_arrive_release();
    pro_wait_acquire();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        asm volatile("st.shared::cluster.f32 [%0], %1;" :: "r"(pro_mapa(pro_smem(&parts[rank]), 0)), "f"(s) : "memory");
        asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];" :: "r"(pro_mapa(pro_smem(&mbar), 0)) : "memory");
    }
    if (rank == 0 && tid == 0) {
        unsigned int done = 0;
        do {
            asm volatile("{\n\t.reg .pred p;\n\tmbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 p, [%1], %2;\n\tselp.u32 %0, 1, 0, p;\n\t}"
                         : "=r"(done) : "r"(pro_smem(&mbar)), "r"(0u) : "memory");
        } while (!done);
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) total += parts[r];
        output[0] = total;
    }
    pro_arrive_release();
    pro_wait_acquire();''', pre=PTXH)

case('r09_mbarrier_count_too_high', 'reduction', 'fail 4',
     'r08 with the mbarrier initialised for CLUSTER_SIZE * 32 arrivals ("one per warp", but only thread 0 of each block arrives): the phase never completes (PTX mbarrier: the phase completes when the pending count reaches zero), rank 0 spins forever: hang, exit 4.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float parts[CLUSTER_SIZE];
    __shared__ __align__(8) unsigned long long mbar;
    const unsigned int rank = pro_ctarank();
    const int tid = threadIdx.x;
    if (rank == 0 && tid == 0) {
        asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(pro_smem(&mbar)), "r"(CLUSTER_SIZE * 32) : "memory");
        asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    }
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid]);
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    __syncthreads();
    pro_arrive_release();
    pro_wait_acquire();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        asm volatile("st.shared::cluster.f32 [%0], %1;" :: "r"(pro_mapa(pro_smem(&parts[rank]), 0)), "f"(s) : "memory");
        asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];" :: "r"(pro_mapa(pro_smem(&mbar), 0)) : "memory");
    }
    if (rank == 0 && tid == 0) {
        unsigned int done = 0;
        do {
            asm volatile("{\n\t.reg .pred p;\n\tmbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 p, [%1], %2;\n\tselp.u32 %0, 1, 0, p;\n\t}"
                         : "=r"(done) : "r"(pro_smem(&mbar)), "r"(0u) : "memory");
        } while (!done);
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) total += parts[r];
        output[0] = total;
    }
    pro_arrive_release();
    pro_wait_acquire();''', pre=PTXH)

case('r10_int_dsmem_atomics', 'reduction', 'pass',
     'Integer accumulation (the inputs are exact ints): each warp counts with __reduce_add_sync (PG Warp Reduce Functions, unsigned/int), lane 0 atomicAdd_block into the block\'s zeroed __shared__ int (zeroed before a __syncthreads); rank 0\'s total is zeroed before a cluster.sync(), then each thread 0 atomicAdd()s its block total into rank 0\'s total through map_shared_rank (PG DSMEM: atomics on distributed shared memory); cluster.sync(); rank 0 thread 0 converts and stores.', r'''
    __shared__ int block_total;
    __shared__ int cluster_total;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    if (tid == 0) { block_total = 0; cluster_total = 0; }
    cluster.sync();
    const int x = __float2int_rn(input[blockIdx.x * TPB + tid]);
    const int w = __reduce_add_sync(0xffffffffu, x);
    if ((tid & 31) == 0) atomicAdd_block(&block_total, w);
    __syncthreads();
    if (tid == 0) atomicAdd(cluster.map_shared_rank(&cluster_total, 0), block_total);
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = (float)cluster_total;''')

case('r11_int_dsmem_zero_only_block_sync', 'reduction', 'fail 1',
     'r10 with rank 0 zeroing cluster_total after the first cluster.sync() (just before its own __syncthreads): peers may already have added into it, the plain store and the remote atomics are unordered: data race, and a lost update gives a wrong sum (PTX Memory Consistency Model).', r'''
    __shared__ int block_total;
    __shared__ int cluster_total;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    if (tid == 0) block_total = 0;
    cluster.sync();
    const int x = __float2int_rn(input[blockIdx.x * TPB + tid]);
    const int w = __reduce_add_sync(0xffffffffu, x);
    if ((tid & 31) == 0) atomicAdd_block(&block_total, w);
    if (tid == 0) cluster_total = 0;
    __syncthreads();
    if (tid == 0) atomicAdd(cluster.map_shared_rank(&cluster_total, 0), block_total);
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = (float)cluster_total;''')

case('r12_cub_block_reduce_raking_lambda', 'reduction', 'pass',
     'cub::BlockReduce<float, TPB, cub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY>::Reduce with a lambda sum (CUB: the aggregate is valid in thread 0); thread 0 publishes temp_storage[rank]; cluster.sync(); rank 0\'s thread 0 sums the four.', r'''
    using BR = cub::BlockReduce<float, TPB, cub::BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY>;
    __shared__ typename BR::TempStorage tmp;
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * TPB + threadIdx.x];
    const float s = BR(tmp).Reduce(v, [](float a, float b) { return a + b; });
    if (threadIdx.x == 0) temp_storage[rank] = s;
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;
    }''', pre='#include <cub/cub.cuh>')

case('r13_cub_block_reduce_wrong_block_dim', 'reduction', 'fail 1',
     'cub::BlockReduce<float, 128> in a 256-thread block ("half the threads load two"): CUB\'s BLOCK_DIM_X must be the block\'s thread count; with 256 threads, threads 128-255 index TempStorage beyond the 4 warps it has room for (undefined behaviour; the aggregate misses or corrupts warps). Any failing verdict (wrong value or an out-of-bounds/race report) is right; here every thread passes its own input once, so even a "working" CUB gives a wrong sum if warps 4-7 are dropped.', r'''
    using BR = cub::BlockReduce<float, 128>;
    __shared__ typename BR::TempStorage tmp;
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * TPB + threadIdx.x];
    const float s = BR(tmp).Sum(v);
    if (threadIdx.x == 0) temp_storage[rank] = s;
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;
    }''', pre='#include <cub/cub.cuh>')

case('r14_cub_blockscan_aggregate', 'reduction', 'pass',
     'cub::BlockScan<float, TPB>::ExclusiveSum(v, excl, aggregate): CUB documents block_aggregate as the block-wide total returned to every thread; thread 0 publishes it; cluster.sync(); rank 0 thread 0 sums.', r'''
    using BS = cub::BlockScan<float, TPB>;
    __shared__ typename BS::TempStorage tmp;
    const unsigned int rank = block_rank_in_cluster();
    float excl, agg;
    BS(tmp).ExclusiveSum(input[blockIdx.x * TPB + threadIdx.x], excl, agg);
    if (threadIdx.x == 0) temp_storage[rank] = agg;
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;
    }''', pre='#include <cub/cub.cuh>')

case('r15_cuda_pipeline_thread_scope', 'reduction', 'pass',
     'cuda::pipeline<cuda::thread_scope_thread> (libcu++ <cuda/pipeline>, PG Asynchronous Data Copies): producer_acquire, cuda::memcpy_async of the thread\'s own float into shared memory, producer_commit, consumer_wait, consumer_release; then __syncthreads and the reference tree, partials, cluster_sync, one writer.', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
    pipe.producer_acquire();
    cuda::memcpy_async(&sm[tid], &input[blockIdx.x * TPB + tid], sizeof(float), pipe);
    pipe.producer_commit();
    pipe.consumer_wait();
    pipe.consumer_release();
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride >>= 1) {
        if (tid < stride) sm[tid] += sm[tid + stride];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;
    }''', pre='#include <cuda/pipeline>')

case('r16_pipeline_primitives', 'reduction', 'pass',
     'The pipeline primitives (PG Pipeline Primitives Interface, <cuda_pipeline.h>): __pipeline_memcpy_async of 4 bytes per thread, __pipeline_commit, __pipeline_wait_prior(0), __syncthreads, then the reference tree and cluster exchange.', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    __pipeline_memcpy_async(&sm[tid], &input[blockIdx.x * TPB + tid], sizeof(float));
    __pipeline_commit();
    __pipeline_wait_prior(0);
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride >>= 1) {
        if (tid < stride) sm[tid] += sm[tid + stride];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;
    }''', pre='#include <cuda_pipeline.h>')

case('r17_cuda_barrier_init_no_sync', 'reduction', 'fail 1',
     'cuda::barrier<thread_scope_block> in shared memory initialised by thread 0 and used by all with no __syncthreads() between init() and the first arrive_and_wait() (libcu++/PG Asynchronous Barrier: the barrier must be initialised before any thread uses it, the examples put __syncthreads() after init): other threads may arrive on an uninitialised barrier: data race on the barrier object.', r'''
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    if (tid == 0) init(&bar, blockDim.x);
    sm[tid] = input[blockIdx.x * TPB + tid];
    bar.arrive_and_wait();
    for (int stride = TPB / 2; stride > 0; stride >>= 1) {
        if (tid < stride) sm[tid] += sm[tid + stride];
        bar.arrive_and_wait();
    }
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;
    }''', pre='#include <cuda/barrier>')

case('r18_cuda_barrier_token_split', 'reduction', 'pass',
     'cuda::barrier split phase: after the store to sm[], every thread `auto tok = bar.arrive();` does independent work (its own global index math), then `bar.wait(cuda::std::move(tok));` before reading others\' sm[] (libcu++ barrier: wait blocks until the phase of the token completes; arrive has release, wait acquire semantics at block scope). Init + __syncthreads first.', r'''
    __shared__ cuda::barrier<cuda::thread_scope_block> bar;
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    if (tid == 0) init(&bar, blockDim.x);
    __syncthreads();
    sm[tid] = input[blockIdx.x * TPB + tid];
    for (int stride = TPB / 2; stride > 0; stride >>= 1) {
        auto tok = bar.arrive();
        const bool active = tid < stride;
        bar.wait(cuda::std::move(tok));
        float add = active ? sm[tid + stride] : 0.0f;
        bar.arrive_and_wait();
        if (active) sm[tid] += add;
    }
    __syncthreads();
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;
    }''', pre='#include <cuda/barrier>\n#include <cuda/std/utility>')

case('r19_ptx_elect_writer', 'reduction', 'pass',
     'The reference with the single writer chosen by inline elect.sync in warp 0 of rank 0 (PTX elect.sync: exactly one lane of the membermask is elected; here the full warp executes it).', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = pro_ctarank();
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * TPB + tid];
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride >>= 1) {
        if (tid < stride) sm[tid] += sm[tid + stride];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid < 32) {
        unsigned int is_leader;
        asm volatile("{\n\t.reg .pred p;\n\telect.sync _|p, 0xffffffff;\n\tselp.u32 %0, 1, 0, p;\n\t}" : "=r"(is_leader));
        if (is_leader) {
            float t = 0.0f;
            for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
            output[0] = t;
        }
    }''', pre=PTXH)

case('r20_ptx_vector_shared_load', 'reduction', 'pass',
     'Thread 0 reads the 8 warp sums (a __shared__ __align__(16) float[8]) with two `ld.shared.v4.f32 {%0,%1,%2,%3}, [%4];` (PTX ld: .v4 vector load, 16-byte aligned address), sums them; partials, cluster_sync, one writer.', r'''
    __shared__ __align__(16) float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid]);
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    __syncthreads();
    if (tid == 0) {
        float a, b, c, d, e, f, g, h;
        asm volatile("ld.shared.v4.f32 {%0, %1, %2, %3}, [%4];" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "r"(pro_smem(&ws[0])));
        asm volatile("ld.shared.v4.f32 {%0, %1, %2, %3}, [%4];" : "=f"(e), "=f"(f), "=f"(g), "=f"(h) : "r"(pro_smem(&ws[4])));
        temp_storage[rank] = ((a + b) + (c + d)) + ((e + f) + (g + h));
    }
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;
    }''', pre=PTXH)

case('r21_cg_memcpy_async_block', 'reduction', 'pass',
     'cg::memcpy_async(block, sm, input + base, sizeof(float) * TPB) (the whole block copies collectively) then cg::wait(block) (PG Cooperative Groups memcpy_async/wait: wait also synchronises the group), the warp-shuffle block sum, partials, cluster.sync, one writer.', r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    cg::thread_block block = cg::this_thread_block();
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    const int tid = threadIdx.x;
    cg::memcpy_async(block, sm, input + blockIdx.x * TPB, sizeof(float) * TPB);
    cg::wait(block);
    float v = pro_warp_sum(sm[(tid * 33) % TPB]);
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    block.sync();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        temp_storage[rank] = s;
    }
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;
    }''', pre='#include <cooperative_groups/memcpy_async.h>\n' + PTXH)

case('r22_pipeline_no_wait', 'reduction', 'fail 1',
     '(Written after the first run, truth first.) r16 without __pipeline_wait_prior(0): __syncthreads() does not wait for a thread\'s asynchronous copies (PG Pipeline Primitives: the copy is complete only after __pipeline_wait_prior covers its batch), so the tree reads shared memory the copies may not have written yet: a data race / uninitialised read; wrong by the rules whatever the GPU shows.', r'''
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    __pipeline_memcpy_async(&sm[tid], &input[blockIdx.x * TPB + tid], sizeof(float));
    __pipeline_commit();
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride >>= 1) {
        if (tid < stride) sm[tid] += sm[tid + stride];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;
    }''', pre='#include <cuda_pipeline.h>')

case('r23_pipeline_wait_prior_off_by_one', 'reduction', 'fail 1',
     '(Written after the first run, truth first.) Two batches: the thread\'s element (batch 1) and a second copy of it into a spare array (batch 2); __pipeline_wait_prior(1) waits for all but the most recent batch, i.e. batch 1 only, and the tree then reads the spare array (batch 2), not waited for (PG Pipeline Primitives: __pipeline_wait_prior(N) waits until at most N batches are pending): the read may precede the copy.', r'''
    __shared__ float sm[TPB];
    __shared__ float spare[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    __pipeline_memcpy_async(&sm[tid], &input[blockIdx.x * TPB + tid], sizeof(float));
    __pipeline_commit();
    __pipeline_memcpy_async(&spare[tid], &input[blockIdx.x * TPB + tid], sizeof(float));
    __pipeline_commit();
    __pipeline_wait_prior(1);
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride >>= 1) {
        if (tid < stride) spare[tid] += spare[tid + stride];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = spare[0] + 0.0f * sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;
    }''', pre='#include <cuda_pipeline.h>')

case('r24_cuda_pipeline_two_stages', 'reduction', 'pass',
     '(Written after the first run, truth first.) cuda::pipeline<thread_scope_thread> with two stages (the thread\'s element, then the element 128 further on for threads < 128 into a second array); consumer_wait waits for the oldest stage, consumer_release releases it, twice (libcu++ pipeline: stages complete in order); the tree then sums both arrays\' halves.', r'''
    __shared__ float a[TPB];
    __shared__ float b[TPB / 2];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const float *src = input + blockIdx.x * TPB;
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
    pipe.producer_acquire();
    if (tid < TPB / 2) cuda::memcpy_async(&a[tid], &src[tid], sizeof(float), pipe);
    pipe.producer_commit();
    pipe.producer_acquire();
    if (tid < TPB / 2) cuda::memcpy_async(&b[tid], &src[tid + TPB / 2], sizeof(float), pipe);
    pipe.producer_commit();
    pipe.consumer_wait();
    pipe.consumer_release();
    pipe.consumer_wait();
    pipe.consumer_release();
    __syncthreads();
    if (tid < TPB / 2) a[tid] += b[tid];
    __syncthreads();
    for (int stride = TPB / 4; stride > 0; stride >>= 1) {
        if (tid < stride) a[tid] += a[tid + stride];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = a[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;
    }''', pre='#include <cuda/pipeline>')

# ---------------------------------------------------------------- advanced
case('a01_ptx_elect_per_warp', 'advanced', 'pass',
     'The reference\'s shape with elect.sync written in inline PTX per warp (full mask, whole warp executes it: PTX elect.sync); the elected lane sums its warp\'s 32 shared values (after __syncthreads) into ws[warp]; __syncthreads; arrive; thread 0 sums; wait.', r'''
    __shared__ float sd[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = pro_ctarank();
    const int tid = threadIdx.x;
    sd[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    __syncthreads();
    unsigned int leader;
    asm volatile("{\n\t.reg .pred p;\n\telect.sync _|p, 0xffffffff;\n\tselp.u32 %0, 1, 0, p;\n\t}" : "=r"(leader));
    if (leader) {
        float s = 0.0f;
        const int base = tid & ~31;
#pragma unroll 8
        for (int i = 0; i < 32; ++i) s += sd[base + i];
        ws[tid >> 5] = s;
    }
    __syncthreads();
    pro_arrive_release();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[rank] = s;
    }
    pro_wait_acquire();''', pre=PTXH)

case('a02_float4_shared_elected', 'advanced', 'pass',
     'The elected lane reads its warp\'s 32 values as 8 float4 from a __shared__ __align__(16) float[256] (each warp\'s base is a multiple of 32 floats: 16-byte aligned; PG Device Memory Accesses, __align__), sums them; the rest as the reference.', r'''
    __shared__ __align__(16) float sd[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    sd[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        const float4 *q = reinterpret_cast<const float4 *>(&sd[tid & ~31]);
        float s = 0.0f;
#pragma unroll
        for (int i = 0; i < 8; ++i) { const float4 x = q[i]; s += (x.x + x.y) + (x.z + x.w); }
        ws[tid >> 5] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[rank] = s;
    }
    cluster_wait();''')

case('a03_fixed_point_redux', 'advanced', 'pass',
     'Fixed point: each input (k * 0.02f, k = i % 50) times 50 rounds to the integer k; __reduce_add_sync (redux.sync.add.u32, PG Warp Reduce Functions) gives the exact warp total in every lane; the elected lane stores total * 0.02f * (rank+1) in ws[warp]. The float inputs differ from k*0.02 by less than 2^-24 relative each, far inside the SPEC bound n*2^-24*sum|terms|, as is the one rounding per warp.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const unsigned int k = (unsigned int)__float2int_rn(input[blockIdx.x * TPB + tid] * 50.0f);
    const unsigned int wk = __reduce_add_sync(0xffffffffu, k);
    if (elect_one_sync()) ws[tid >> 5] = (float)wk * 0.02f * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[rank] = s;
    }
    cluster_wait();''')

case('a04_cub_warp_reduce_16', 'advanced', 'pass',
     'cub::WarpReduce<float, 16> (logical warps of 16 threads, 16 per block) with a TempStorage per logical warp: Sum is valid in each logical warp\'s lane 0 (CUB WarpReduce); lanes 0 and 16 store hs[]; __syncthreads; the elected lane of each warp adds its two halves into ws[warp]; __syncthreads; thread 0 sums; cluster arrive/wait.', r'''
    using WR = cub::WarpReduce<float, 16>;
    __shared__ typename WR::TempStorage tmp[TPB / 16];
    __shared__ float hs[TPB / 16];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const float v = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    const float h = WR(tmp[tid / 16]).Sum(v);
    if ((tid & 15) == 0) hs[tid / 16] = h;
    __syncthreads();
    if (elect_one_sync()) ws[tid >> 5] = hs[(tid >> 5) * 2] + hs[(tid >> 5) * 2 + 1];
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[rank] = s;
    }
    cluster_wait();''', pre='#include <cub/cub.cuh>')

case('a05_mbarrier_block_ptx', 'advanced', 'pass',
     'An mbarrier in place of the second __syncthreads: thread 0 inits it for 256 arrivals, __syncthreads (init visible: PTX mbarrier.init is a plain write, ordered by the barrier); after the elected lanes store ws[], every thread does mbarrier.arrive.shared::cta.b64 (default .release.cta) and spins on mbarrier.try_wait.shared::cta.b64 with its state (default .acquire.cta) (PTX mbarrier). Then thread 0 reads ws[] in order.', r'''
    __shared__ float sd[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ __align__(8) unsigned long long mbar;
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    if (tid == 0) asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(pro_smem(&mbar)), "r"(TPB) : "memory");
    sd[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < 32; ++i) s += sd[(tid & ~31) + i];
        ws[tid >> 5] = s;
    }
    unsigned long long state;
    asm volatile("mbarrier.arrive.shared::cta.b64 %0, [%1];" : "=l"(state) : "r"(pro_smem(&mbar)) : "memory");
    unsigned int done = 0;
    while (!done)
        asm volatile("{\n\t.reg .pred p;\n\tmbarrier.try_wait.shared::cta.b64 p, [%1], %2;\n\tselp.u32 %0, 1, 0, p;\n\t}"
                     : "=r"(done) : "r"(pro_smem(&mbar)), "l"(state) : "memory");
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[rank] = s;
    }
    cluster_wait();''', pre=PTXH)

case('a06_mbarrier_arrive_no_wait', 'advanced', 'fail 1',
     'a05 where every thread arrives on the mbarrier but only thread 0 waits, and the electing lanes\' ws[] stores come AFTER their arrive ("arrive early to overlap"): thread 0\'s wait completes when all 256 arrived, but the ws[] stores follow the arrivals in program order, so nothing orders them before thread 0\'s reads (PTX mbarrier: arrive releases only the accesses before it): data race on ws[].', r'''
    __shared__ float sd[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ __align__(8) unsigned long long mbar;
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    if (tid == 0) asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(pro_smem(&mbar)), "r"(TPB) : "memory");
    sd[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    __syncthreads();
    unsigned long long state;
    asm volatile("mbarrier.arrive.shared::cta.b64 %0, [%1];" : "=l"(state) : "r"(pro_smem(&mbar)) : "memory");
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < 32; ++i) s += sd[(tid & ~31) + i];
        ws[tid >> 5] = s;
    }
    cluster_arrive();
    if (tid == 0) {
        unsigned int done = 0;
        while (!done)
            asm volatile("{\n\t.reg .pred p;\n\tmbarrier.try_wait.shared::cta.b64 p, [%1], %2;\n\tselp.u32 %0, 1, 0, p;\n\t}"
                         : "=r"(done) : "r"(pro_smem(&mbar)), "l"(state) : "memory");
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[rank] = s;
    }
    cluster_wait();''', pre=PTXH)

case('a07_lambda_warp_sum_kahan', 'advanced', 'pass',
     'A lambda `auto warp_sum = [](float v) {...}` of __shfl_xor_sync steps; each warp\'s elected lane stores the (all-lane) result; thread 0 adds the 8 warp sums with Kahan compensation (no fast-math in the p34 build: the compensation is kept). All within the SPEC bound.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    auto warp_sum = [](float v) {
        for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
        return v;
    };
    const float s = warp_sum(input[blockIdx.x * TPB + tid] * (float)(rank + 1));
    if (elect_one_sync()) ws[tid >> 5] = s;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float sum = 0.0f, c = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) {
            const float y = ws[w] - c;
            const float t = sum + y;
            c = (t - sum) - y;
            sum = t;
        }
        output[rank] = sum;
    }
    cluster_wait();''')

case('a08_shfl_down_lambda_elected', 'advanced', 'fail 1',
     'The lambda reduces with __shfl_down_sync (sum lands in lane 0 only: PG Warp Shuffle Functions) but the elected lane stores its own value: elect.sync picks an unspecified lane (PTX elect.sync; on the H100 it is lane 0 in practice, so the GPU will likely pass). By the rules the stored value is lane 0\'s only by chance: wrong (as hunt a02). Counted as fail by the rules; the GPU may disagree.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    auto warp_sum = [](float v) {
        for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
        return v;
    };
    const float s = warp_sum(input[blockIdx.x * TPB + tid] * (float)(rank + 1));
    if (elect_one_sync()) ws[tid >> 5] = s;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float sum = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) sum += ws[w];
        output[rank] = sum;
    }
    cluster_wait();''')

case('a09_cuda_ptx_mbarrier_wrappers', 'advanced', 'pass',
     'a05 with libcu++\'s cuda::ptx wrappers (CCCL <cuda/ptx>: mbarrier_init(uint64_t*, count), mbarrier_arrive(uint64_t*) returning the state, mbarrier_try_wait(uint64_t*, state) returning bool).', r'''
    __shared__ float sd[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ __align__(8) uint64_t mbar;
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    if (tid == 0) cuda::ptx::mbarrier_init(&mbar, TPB);
    sd[tid] = input[blockIdx.x * TPB + tid] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < 32; ++i) s += sd[(tid & ~31) + i];
        ws[tid >> 5] = s;
    }
    const uint64_t state = cuda::ptx::mbarrier_arrive(&mbar);
    while (!cuda::ptx::mbarrier_try_wait(&mbar, state)) { }
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[rank] = s;
    }
    cluster_wait();''', pre='#include <cuda/ptx>\n#include <cstdint>')

case('a10_named_barrier_per_warp_pair', 'advanced', 'pass',
     'Warp pairs sync on their own named barrier: warp w uses barrier 1 + w/2 with count 64 (`bar.sync %0, 64;` with the id in a register); warp 2k\'s elected lane adds the pair\'s two warp sums (its own and its partner\'s, read after the pair barrier) into ps[k]; __syncthreads; thread 0 sums ps[0..3] (PTX bar.sync: barrier ids 0-15, count a multiple of 32; each barrier instance has exactly its 64 threads).', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float ps[TPB / 64];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x, warp = tid >> 5;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid] * (float)(rank + 1));
    if (elect_one_sync()) ws[warp] = v;
    asm volatile("bar.sync %0, 64;" :: "r"(1 + warp / 2) : "memory");
    if ((warp & 1) == 0 && elect_one_sync()) ps[warp / 2] = ws[warp] + ws[warp + 1];
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = (ps[0] + ps[1]) + (ps[2] + ps[3]);
    cluster_wait();''', pre=PTXH)

case('a11_thread_scope_cluster_atomic_ref', 'advanced', 'build-fail',
     'cuda::atomic_ref<float, cuda::thread_scope_cluster>: libcu++\'s public cuda::thread_scope has system/device/block/thread only (CUDA 13.0; docs/verdict-apis.md found nvcc refusing thread_scope_cluster): the build fails; a refusal naming it is right.', r'''
    __shared__ float total;
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    if (tid == 0) total = 0.0f;
    __syncthreads();
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid] * (float)(rank + 1));
    if (elect_one_sync()) {
        cuda::atomic_ref<float, cuda::thread_scope_cluster> t(total);
        t.fetch_add(v, cuda::memory_order_relaxed);
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = total;
    cluster_wait();''', pre='#include <cuda/atomic>\n' + PTXH)

# ---------------------------------------------------------------- last-block
case('l01_atom_release_then_fence_acquire', 'last-block', 'pass',
     'Warp-shuffle block sum; thread 0 stores partials[b], takes the ticket with atom.add.release.gpu.global.u32 (release: orders the partial before the ticket), and the last block\'s thread 0 runs fence.acq_rel.gpu after reading its ticket (a strong read followed by a fence: acquire pattern, PTX Memory Consistency Model); __syncthreads shares `last` and orders the block\'s reads after thread 0\'s acquire (causality through bar.sync). The last block merges 256 partials and resets the counter.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ bool last;
    const int tid = threadIdx.x;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid]);
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        partials[blockIdx.x] = s;
        unsigned int t;
        asm volatile("atom.add.release.gpu.global.u32 %0, [%1], 1;" : "=r"(t) : "l"(counter) : "memory");
        last = (t == gridDim.x - 1);
        if (last) asm volatile("fence.acq_rel.gpu;" ::: "memory");
    }
    __syncthreads();
    if (!last) return;
    float p = pro_warp_sum(partials[tid]);
    if ((tid & 31) == 0) ws[tid >> 5] = p;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[0] = s;
        *counter = 0u;
    }''', pre=PTXH)

case('l02_atom_release_no_acquire', 'last-block', 'fail 1',
     'l01 without the acquire: the last block\'s ticket RMW is atom.add.release only (release orders its own earlier accesses, it acquires nothing: PTX Memory Consistency Model), so its reads of other blocks\' partials are not ordered after their stores: data race on partials[] (the H100 will very likely still give the right sum).', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ bool last;
    const int tid = threadIdx.x;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid]);
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        partials[blockIdx.x] = s;
        unsigned int t;
        asm volatile("atom.add.release.gpu.global.u32 %0, [%1], 1;" : "=r"(t) : "l"(counter) : "memory");
        last = (t == gridDim.x - 1);
    }
    __syncthreads();
    if (!last) return;
    float p = pro_warp_sum(partials[tid]);
    if ((tid & 31) == 0) ws[tid >> 5] = p;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[0] = s;
        *counter = 0u;
    }''', pre=PTXH)

case('l03_atom_acq_rel_and_ld_acquire_reset', 'last-block', 'pass',
     'Ticket by atom.acq_rel.gpu.global.add.u32 (release for the partial, acquire for the merge: PTX atom .acq_rel), no __threadfence; reset by st.relaxed.gpu.global.u32 [counter], 0 after every ticket has been taken.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ unsigned int ticket;
    const int tid = threadIdx.x;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid]);
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        partials[blockIdx.x] = s;
        unsigned int t;
        asm volatile("atom.acq_rel.gpu.global.add.u32 %0, [%1], 1;" : "=r"(t) : "l"(counter) : "memory");
        ticket = t;
    }
    __syncthreads();
    if (ticket != gridDim.x - 1) return;
    float p = pro_warp_sum(partials[tid]);
    if ((tid & 31) == 0) ws[tid >> 5] = p;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[0] = s;
        asm volatile("st.relaxed.gpu.global.u32 [%0], %1;" :: "l"(counter), "r"(0u) : "memory");
    }''', pre=PTXH)

case('l04_warp_partials_overflow', 'last-block', 'fail 5',
     'Each warp stores its warp sum to partials[blockIdx.x * 8 + warp] ("skip the block reduction, merge 2048 warp partials"): partials has 256 floats (SPEC), so blocks 32-255 write past its end: out-of-bounds global store (illegal address / compute-sanitizer; the simulator reports it): exit 5.', r'''
    __shared__ bool last;
    const int tid = threadIdx.x;
    const int nw = TPB / WARP_SIZE;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid]);
    if ((tid & 31) == 0) partials[blockIdx.x * nw + (tid >> 5)] = v;
    __threadfence();
    __syncthreads();
    if (tid == 0) last = atomicAdd(counter, 1u) == gridDim.x - 1;
    __syncthreads();
    if (!last) return;
    __threadfence();
    __shared__ float acc[TPB];
    float s = 0.0f;
    for (int i = tid; i < (int)gridDim.x * nw; i += TPB) s += partials[i];
    acc[tid] = s;
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB; ++i) t += acc[i];
        output[0] = t;
        *counter = 0u;
    }''', pre=PTXH)

case('l05_cub_reuse_tempstorage_max', 'last-block', 'fail 1',
     'cub::BlockReduce Sum then, on the same TempStorage, Reduce(v, max-lambda) "to check the partial" with no __syncthreads() between: CUB requires a barrier before TempStorage is reused (CUB BlockReduce: "a subsequent __syncthreads() is needed if the temp storage is to be reused"): data race on the temp storage.', r'''
    using BR = cub::BlockReduce<float, TPB>;
    __shared__ typename BR::TempStorage tmp;
    __shared__ bool last;
    const int tid = threadIdx.x;
    const float x = input[blockIdx.x * TPB + tid];
    const float s = BR(tmp).Sum(x);
    const float m = BR(tmp).Reduce(x, [](float a, float b) { return a > b ? a : b; });
    if (tid == 0) {
        partials[blockIdx.x] = m <= 255.0f ? s : -1.0f;
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (!last) return;
    __threadfence();
    const float t = BR(tmp).Sum(partials[tid]);
    if (tid == 0) { output[0] = t; *counter = 0u; }''', pre='#include <cub/cub.cuh>')

case('l06_cub_reuse_with_sync_double', 'last-block', 'pass',
     'As l05 with __syncthreads() between the two uses of TempStorage, and the last block merging in double (cub::BlockReduce<double, TPB>, the partials converted; exact). The ticket has the reference fences.', r'''
    using BR = cub::BlockReduce<float, TPB>;
    using BRD = cub::BlockReduce<double, TPB>;
    __shared__ union { typename BR::TempStorage f; typename BRD::TempStorage d; } tmp;
    __shared__ bool last;
    const int tid = threadIdx.x;
    const float x = input[blockIdx.x * TPB + tid];
    const float s = BR(tmp.f).Sum(x);
    __syncthreads();
    const float m = BR(tmp.f).Reduce(x, [](float a, float b) { return a > b ? a : b; });
    if (tid == 0) {
        partials[blockIdx.x] = m <= 255.0f ? s : -1.0f;
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (!last) return;
    __threadfence();
    const double t = BRD(tmp.d).Sum((double)partials[tid]);
    if (tid == 0) { output[0] = (float)t; *counter = 0u; }''', pre='#include <cub/cub.cuh>')

case('l07_cg_memcpy_async_partials', 'last-block', 'pass',
     'Reference ticket (fence, atomicAdd, fence, __syncthreads); the last block copies the 256 partials into shared memory with cg::memcpy_async(block, ...) + cg::wait(block) (async copies are ordinary weak reads by the issuing threads, made after the acquire), then a shuffle reduction.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float sp[TPB];
    __shared__ bool last;
    cg::thread_block block = cg::this_thread_block();
    const int tid = threadIdx.x;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid]);
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    block.sync();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        partials[blockIdx.x] = s;
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    block.sync();
    if (!last) return;
    cg::memcpy_async(block, sp, partials, sizeof(float) * gridDim.x);
    cg::wait(block);
    float p = pro_warp_sum(sp[tid]);
    if ((tid & 31) == 0) ws[tid >> 5] = p;
    block.sync();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[0] = s;
        *counter = 0u;
    }''', pre='#include <cooperative_groups/memcpy_async.h>\n' + PTXH)

case('l08_ld_acquire_poll_counter', 'last-block', 'unclear',
     'Every block takes a ticket with atom.add.release.gpu; block 0 (not the last ticket) then polls the counter with ld.acquire.gpu until it reads 256 and merges. Memory-model-correct (acquire observes the last release in the RMW chain: release sequence), but it needs all 256 blocks to make progress while block 0 spins: forward progress of non-co-resident blocks is not guaranteed (PG: no inter-block sync without cooperative launch); on an H100 all 256 blocks are co-resident. The counter reset also races with nothing (all tickets taken). Not scored.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = threadIdx.x;
    float v = pro_warp_sum(input[blockIdx.x * TPB + tid]);
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        partials[blockIdx.x] = s;
        unsigned int t;
        asm volatile("atom.add.release.gpu.global.u32 %0, [%1], 1;" : "=r"(t) : "l"(counter) : "memory");
        if (blockIdx.x == 0) {
            unsigned int c = 0;
            do {
                asm volatile("ld.acquire.gpu.global.u32 %0, [%1];" : "=r"(c) : "l"(counter) : "memory");
            } while (c != gridDim.x);
            float total = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; ++b) total += partials[b];
            output[0] = total;
            *counter = 0u;
        }
    }''', pre=PTXH)
