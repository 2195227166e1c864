# Cases for gen.py (docs/verdict-review1.md): reproducers of the review of the textbook and bf16
# merges (e9bb653..8881821). Reasons cite the CUDA C++ Programming Guide (PG) and the PTX ISA
# (PTX); every verdict was decided before p34 ran the kernel.

MBAR = r'''
__device__ __forceinline__ void rv_cluster_sync()
{
    asm volatile("barrier.cluster.arrive.aligned;\n" : : : "memory");
    asm volatile("barrier.cluster.wait.aligned;\n" : : : "memory");
}
__device__ __forceinline__ unsigned int rv_rank()
{
    unsigned int r;
    asm volatile("mov.u32 %0, %%cluster_ctarank;\n" : "=r"(r));
    return r;
}
__device__ __forceinline__ void rv_mbar_init(unsigned long long *bar, unsigned int count)
{
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" : : "r"((unsigned int)__cvta_generic_to_shared(bar)), "r"(count) : "memory");
}
__device__ __forceinline__ void rv_mbar_arrive_remote(unsigned long long *bar, unsigned int cta_id)
{
    unsigned int remote;
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;\n" : "=r"(remote) : "r"((unsigned int)__cvta_generic_to_shared(bar)), "r"(cta_id));
    asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];\n" : : "r"(remote) : "memory");
}
__device__ __forceinline__ void rv_mbar_arrive_remote_relaxed(unsigned long long *bar, unsigned int cta_id)
{
    unsigned int remote;
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;\n" : "=r"(remote) : "r"((unsigned int)__cvta_generic_to_shared(bar)), "r"(cta_id));
    asm volatile("mbarrier.arrive.relaxed.cluster.shared::cluster.b64 _, [%0];\n" : : "r"(remote) : "memory");
}
__device__ __forceinline__ void rv_mbar_wait(unsigned long long *bar, unsigned int phase)
{
    unsigned int done = 0;
    while (!done)
        asm volatile("{\n\t.reg .pred p;\n\tmbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 p, [%1], %2;\n\tselp.u32 %0, 1, 0, p;\n\t}\n"
                     : "=r"(done) : "r"((unsigned int)__cvta_generic_to_shared(bar)), "r"(phase) : "memory");
}'''

# The block reduction and the cluster barrier that orders temp_storage: the mbarrier below is
# used only as "my peers are done with my shared memory", so only the exit rule is at stake.
HEAD = r'''
    __shared__ float sdata[TPB];
    __shared__ __align__(8) unsigned long long bar;
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = rv_rank();
    const unsigned int gi = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[tid] = gi < (unsigned int)size ? input[gi] : 0.0f;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    if (rank == 0 && tid == 0) {
        rv_mbar_init(&bar, CLUSTER_SIZE - 1);
        asm volatile("fence.mbarrier_init.release.cluster;\n" : : : "memory");
    }
    rv_cluster_sync();  /* temp_storage and the mbarrier's init before every use */
'''

case('m01_mbar_wait_wrong_parity', 'reduction', 'fail 5',
     'Ranks 1-3 thread 0 arrive (release.cluster) on rank 0\'s mbarrier (count 3); rank 0 thread 0 waits with try_wait.parity 1 before it sums and exits, with no cluster barrier after. The mbarrier is fresh (current phase 0, parity 0): a parity-1 wait asks for the immediately preceding phase, which counts as complete, so it returns at once (PTX mbarrier.test_wait/try_wait: phaseParity of the current or the immediately preceding phase). Nothing orders the peers\' remote arrives before rank 0\'s exit (PG Distributed Shared Memory: all DSMEM operations must happen before the owner block exits): fail, an access to an exited block (p34 class: exit 5).', HEAD + r'''
    if (rank != 0 && tid == 0)
        rv_mbar_arrive_remote(&bar, 0);
    if (rank == 0 && tid == 0) {
        rv_mbar_wait(&bar, 1);  // CAUSE: the wrong parity, returns at once
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }''', pre=MBAR)

case('m02_mbar_extra_arrive_unobserved', 'reduction', 'fail 5',
     'Rank 0\'s mbarrier counts 3; ranks 1-3 thread 0 arrive on it (release.cluster), and rank 1 thread 32 arrives too: four arrives, so phase 0 completes with any three of them and the fourth counts in phase 1, which nobody waits for. Rank 0 thread 0 waits for phase 0 (parity 0), sums and exits with no cluster barrier after. Phase 0 complete shows three arrives done, not the fourth (PTX mbarrier: a phase completes when its pending count reaches zero), so one peer access to rank 0\'s shared memory is not ordered before its exit (PG Distributed Shared Memory: DSMEM operations must happen before the owner exits): fail, p34 class exit 5.', HEAD + r'''
    if (rank != 0 && tid == 0)
        rv_mbar_arrive_remote(&bar, 0);
    if (rank == 1 && tid == 32)
        rv_mbar_arrive_remote(&bar, 0);  // CAUSE: a fourth arrive, in phase 1
    if (rank == 0 && tid == 0) {
        rv_mbar_wait(&bar, 0);
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }''', pre=MBAR)

case('m03_ok_mbar_four_remote_arrives', 'reduction', 'pass',
     'As m02 with the mbarrier counting 4: the four remote arrives (ranks 1-3 thread 0, rank 1 thread 32) complete phase 0, and rank 0 thread 0 waits for it (acquire.cluster, parity 0) before it sums and exits. Phase 0 completes only when all four are done (PTX mbarrier phase completion), so every peer access to rank 0\'s shared memory happens before its exit (PG Distributed Shared Memory): pass.', HEAD.replace('CLUSTER_SIZE - 1', 'CLUSTER_SIZE') + r'''
    if (rank != 0 && tid == 0)
        rv_mbar_arrive_remote(&bar, 0);
    if (rank == 1 && tid == 32)
        rv_mbar_arrive_remote(&bar, 0);
    if (rank == 0 && tid == 0) {
        rv_mbar_wait(&bar, 0);
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }''', pre=MBAR)

case('m04_dsmem_plain_add', 'reduction', 'fail 1',
     'Ranks 1-3 thread 0 add their block sums into rank 0\'s shared `acc` with a plain `+=` through map_shared_rank, between two cluster.sync(); rank 0 adds its own sum after the second. The three `+=` (each a load and a store) on one word are conflicting weak accesses with nothing ordering them (PTX Memory Consistency Model, Data races), so updates can be lost: fail 1, and the right diagnosis is a plain read-modify-write race (use atomicAdd), not a missing barrier.', r'''
    __shared__ float sdata[TPB];
    __shared__ float acc;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = cluster.block_rank();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        acc = 0.0f;
    cluster.sync();
    if (tid == 0 && rank != 0)
        *cluster.map_shared_rank(&acc, 0) += sdata[0];  // CAUSE: a plain += from three blocks
    cluster.sync();
    if (rank == 0 && tid == 0)
        output[0] = acc + sdata[0];''')

case('h01_cg_shfl_half2_no_fp16_include', 'advanced', 'build-fail',
     'A warp tile sum through tile.shfl_down of a __half2, in a file with no #include <cuda_fp16.h>: kernels.h opens <cooperative_groups.h> first and __half2 comes later through <cuda/atomic>, so cg has no _CG_HAS_FP16_COLLECTIVE and shuffles through its trivially-copyable path, which CUDA\'s __half2 (user-provided copy constructor) fails: "Type is not compatible with device shuffle" (nvcc 13.0, checked). With the #include nvcc builds it. The simulator builds both (not fixed, docs/verdict-review1.md 4).', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    auto tile = cg::tiled_partition<WARP_SIZE>(cg::this_thread_block());
    __half2 h = __floats2half2_rn(v, 0.0f);
    for (int d = 16; d > 0; d /= 2)
        h = __hadd2(h, tile.shfl_down(h, d));  // CAUSE: cg shuffle of __half2
    if (tile.thread_rank() == 0)
        ws[tile.meta_group_rank()] = __low2float(h);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            s += ws[w];
        output[rank] = s;
    }
    cluster_sync();''')

case('m05_ok_mbar_many_rounds', 'reduction', 'pass',
     'Rank 0\'s mbarrier counts 768 (every thread of ranks 1-3). Six rounds: cluster.sync(), then every peer thread arrives on it (release.cluster) and rank 0 thread 0 waits for that round\'s phase (parity r & 1). A round\'s phase cannot complete before the next cluster.sync(), which rank 0 thread 0 reaches only after its wait, so the parity always names the right phase. After round 5 rank 0 has seen the last phase complete, i.e. all 768 of its arrives done, and the earlier rounds\' arrives are ordered before it by the cluster barriers; so every peer access to its shared memory happens before its exit (PG Distributed Shared Memory): pass.', HEAD.replace('CLUSTER_SIZE - 1', '(CLUSTER_SIZE - 1) * TPB') + r'''
    for (int r = 0; r < 6; r++) {
        if (r > 0)
            rv_cluster_sync();
        if (rank != 0)
            rv_mbar_arrive_remote(&bar, 0);
        if (rank == 0 && tid == 0)
            rv_mbar_wait(&bar, r & 1);
    }
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=MBAR)
