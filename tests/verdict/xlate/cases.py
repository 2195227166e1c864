# Cases for gen.py (docs/verdict-xlate.md): kernels ported from another GPU dialect by people who keep
# its habits, and launch-configuration-generic code. OpenCL shims (get_local_id/get_group_id/
# get_num_groups macros, barrier(CLK_LOCAL_MEM_FENCE), mem_fence, __local, atomic_add, sub-group
# shims), HIP shims (hipThreadIdx_x, warpSize as a variable or assumed 64, __shfl_down/__ballot
# without _sync as macros, __launch_bounds__, __HIP_* guards), SYCL/Kokkos habits (nd_item-like
# shims, group_barrier, lambdas and functors for the body, team helpers), generic launch code
# (threadIdx.y/z, blockDim.y, gridDim, grid-stride loops, cluster.dim_blocks(), %nctaid /
# %nclusterid / %cluster_nctarank sregs, launch-shape asserts), and faults that sit inside a macro
# expansion, a lambda or a functor (the first diagnosis line must name the right line).
# Body = the kernel's body; pre = file-scope code before it; cause = a regular expression the first
# diagnosis line must match; the line marked `// CAUSE` is the line it must name (none: no line is
# knowable, e.g. a wrong value). For a fault in a macro the line is the macro's use (nvcc and g++
# give expanded code the line of the expansion); for a fault in a lambda/functor body it is the
# access's line in the body; for a barrier reached by a divergent call it is the call (port c04).
# A data race has two ends (the store and the load), and the report names both; the mark is on one
# end and a first line that names the other end of the same race counts as the right line.
# (After the first run: o08's truth became unclear (project precedent on atomics into the output),
# and the cause patterns of o10 and g11 took p34's more precise wording - a block-scope fence where
# a GPU-scope one is needed, a merging block that did not draw the last ticket - which name the
# same fault; no other truth changed.)
# Citations: PG = CUDA C++ Programming Guide ("Synchronization Functions": __syncthreads waits
# until all threads of the block reach it, allowed in conditional code only if the condition is
# uniform in the block, otherwise likely to hang; "Memory Fence Functions": __threadfence_block /
# __threadfence order memory but do not synchronize execution; "Warp Shuffle Functions" / "Warp
# Vote Functions": every non-exited thread named in mask must execute the same intrinsic with the
# same mask, else undefined; "Built-in Variables": warpSize is an int variable, 32 on all current
# GPUs; "Atomic Functions"; "Thread Block Clusters" / cluster_group: dim_blocks(), num_blocks(),
# block_rank(); "Assertion": a failed device assert stops the kernel with cudaErrorAssert;
# "Launch Bounds": a launch with more threads than maxThreadsPerBlock fails). PTX = PTX ISA
# ("Special Registers": %ntid, %nctaid, %clusterid, %nclusterid, %cluster_ctarank,
# %cluster_nctarank; a grid launched with no cluster dimensions is made of 1x1x1 clusters;
# shfl.sync/vote.sync: the executing thread waits until all non-exited threads in membermask have
# executed it with the same membermask; shfl.sync.down/bfly: a source lane out of range returns the
# thread's own value; "Memory Consistency Model": data race; fences of .cta scope do not order
# with threads of other CTAs). SPEC = docs/SPEC.md (launch shapes: 1-D blocks of 256, grid 4 with
# one (4,1,1) cluster, or 256 blocks with no cluster for --last-block; each output element stored
# by exactly one thread; exit codes). Every verdict and cause was written before p34 ran a kernel.

RACE = r'data race'
RACE_OR_UNINIT = r'data race|read before any thread|uninitiali'
OOB = r'out-of-bounds|out of bounds'
WRONG = r'❌'
DIVERGE = r'divergent barrier'
HANG = r'deadlock|watchdog|did not finish|divergent barrier'
MULTI = r'data race|stored by|several|more than one|exactly one'
ASSERT = r'assert'

# ---------------------------------------------------------------- OpenCL shims
OCL = r'''
#define __local __shared__
#define get_local_id(d) ((d) == 0 ? threadIdx.x : (d) == 1 ? threadIdx.y : threadIdx.z)
#define get_group_id(d) ((d) == 0 ? blockIdx.x : (d) == 1 ? blockIdx.y : blockIdx.z)
#define get_local_size(d) ((d) == 0 ? blockDim.x : (d) == 1 ? blockDim.y : blockDim.z)
#define get_num_groups(d) ((d) == 0 ? gridDim.x : (d) == 1 ? gridDim.y : gridDim.z)
#define get_global_id(d) (get_group_id(d) * get_local_size(d) + get_local_id(d))
#define CLK_LOCAL_MEM_FENCE 1
#define CLK_GLOBAL_MEM_FENCE 2
#define barrier(flags) __syncthreads()
#define mem_fence(flags) ((flags) & CLK_GLOBAL_MEM_FENCE ? __threadfence() : __threadfence_block())
#define atomic_add(p, v) atomicAdd((p), (v))
'''
OCL_NOBAR = OCL.replace('#define barrier(flags) __syncthreads()', '#define barrier(flags)  /* "CUDA has no work-group barrier flags" */')
OCL_FENCEBAR = OCL.replace('#define barrier(flags) __syncthreads()', '#define barrier(flags) __threadfence_block()  /* "barrier = fence" */')
OCL_YID = OCL.replace('#define get_local_id(d) ((d) == 0 ? threadIdx.x : (d) == 1 ? threadIdx.y : threadIdx.z)', '#define get_local_id(d) threadIdx.y  /* copy-paste slip: every dimension gives .y */')
OCL_GRPY = OCL.replace('#define get_group_id(d) ((d) == 0 ? blockIdx.x : (d) == 1 ? blockIdx.y : blockIdx.z)', '#define get_group_id(d) blockIdx.y  /* wrong dimension */')
OCL_BLKFENCE = OCL.replace('#define mem_fence(flags) ((flags) & CLK_GLOBAL_MEM_FENCE ? __threadfence() : __threadfence_block())', '#define mem_fence(flags) __threadfence_block()  /* "a fence is a fence" */')

OCL_HEAD = r'''
    __local float scratch[TPB];
    const int lid = get_local_id(0);
    const unsigned int rank = block_rank_in_cluster();
    scratch[lid] = input[get_global_id(0)] * (float)(rank + 1);
    barrier(CLK_LOCAL_MEM_FENCE);'''
OCL_TREE = r'''
    for (int offset = get_local_size(0) / 2; offset > 0; offset >>= 1) {
        if (lid < offset) scratch[lid] += scratch[lid + offset];
        barrier(CLK_LOCAL_MEM_FENCE);
    }'''
OCL_TAIL = r'''
    if (lid == 0) output[rank] = scratch[0];
    cluster_sync();'''

case('o01_ocl_textbook_workgroup_reduce', 'coordination', 'pass',
     'OpenCL textbook work-group reduction through shim macros: get_local_id(0) = threadIdx.x, get_global_id(0) = blockIdx.x * blockDim.x + threadIdx.x, barrier(CLK_LOCAL_MEM_FENCE) = __syncthreads(); tree over get_local_size(0) = 256 with a barrier after every step, thread 0 stores output[rank]. Every step\'s reads are ordered after the previous step\'s writes by __syncthreads (PG Synchronization Functions); one store per output (SPEC). pass.',
     OCL_HEAD + OCL_TREE + OCL_TAIL, pre=OCL)

case('o02_ocl_barrier_macro_empty', 'coordination', 'fail 1',
     'As o01 but the shim is `#define barrier(flags)` (nothing): no execution barrier anywhere, so thread t reads scratch[t + offset] with nothing ordering it after the store by thread t + offset (or the previous step\'s +=): a shared-memory data race (PTX Memory Consistency Model; PG Synchronization Functions). fail 1. The first race is the tree\'s read.',
     r'''
    __local float scratch[TPB];
    const int lid = get_local_id(0);
    const unsigned int rank = block_rank_in_cluster();
    scratch[lid] = input[get_global_id(0)] * (float)(rank + 1);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int offset = get_local_size(0) / 2; offset > 0; offset >>= 1) {
        if (lid < offset) scratch[lid] += scratch[lid + offset];  // CAUSE
        barrier(CLK_LOCAL_MEM_FENCE);
    }''' + OCL_TAIL, pre=OCL_NOBAR, cause=RACE_OR_UNINIT)

case('o03_ocl_barrier_in_divergent_branch', 'coordination', 'fail 4',
     'The barrier macro moved inside `if (lid < offset) { ...; barrier(CLK_LOCAL_MEM_FENCE); }` (legal-looking in a port, illegal in both dialects): __syncthreads in code whose condition differs across the block (PG Synchronization Functions: likely to hang). Convention of the veteran/port hunts: fail 4, a divergent barrier at the macro\'s use.',
     r'''
    __local float scratch[TPB];
    const int lid = get_local_id(0);
    const unsigned int rank = block_rank_in_cluster();
    scratch[lid] = input[get_global_id(0)] * (float)(rank + 1);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int offset = get_local_size(0) / 2; offset > 0; offset >>= 1) {
        if (lid < offset) {
            scratch[lid] += scratch[lid + offset];
            barrier(CLK_LOCAL_MEM_FENCE);  // CAUSE
        }
    }''' + OCL_TAIL, pre=OCL, cause=DIVERGE)

case('o04_ocl_local_id_macro_wrong_dim', 'coordination', 'fail 1',
     'The shim is `#define get_local_id(d) threadIdx.y`: blocks are 1-D (SPEC launches), so every thread gets lid 0 and all 256 threads of a block store scratch[0] with different values and nothing ordering them: a write-write data race (PTX Memory Consistency Model), and the sum is wrong. fail 1; the first race is the staging store.',
     r'''
    __local float scratch[TPB];
    const int lid = get_local_id(0);
    const unsigned int rank = block_rank_in_cluster();
    scratch[lid] = input[get_global_id(0)] * (float)(rank + 1);  // CAUSE
    barrier(CLK_LOCAL_MEM_FENCE);''' + OCL_TREE + OCL_TAIL, pre=OCL_YID, cause=RACE)

case('o05_ocl_workgroup_size_64_assumed', 'coordination', 'fail 1',
     'Ported with the OpenCL reqd_work_group_size(64) habit: `#define WG_SIZE 64` and the tree starts at WG_SIZE / 2. The block has 256 threads (SPEC, TPB), so thread 0 ends with the sum of scratch[0..63] only: 64 of 256 terms, outside the float32 bound (SPEC Checking). fail 1, wrong value.',
     OCL_HEAD + r'''
    for (int offset = WG_SIZE / 2; offset > 0; offset >>= 1) {
        if (lid < offset) scratch[lid] += scratch[lid + offset];
        barrier(CLK_LOCAL_MEM_FENCE);
    }''' + OCL_TAIL, pre=OCL + '#define WG_SIZE 64\n', cause=WRONG)

case('o06_ocl_barrier_macro_as_fence', 'coordination', 'fail 1',
     'The shim maps `barrier(flags)` to `__threadfence_block()`: a fence orders this thread\'s accesses but does not make any thread wait for another (PG Memory Fence Functions), so the tree\'s reads of scratch[lid + offset] race with other threads\' stores (PTX Memory Consistency Model). fail 1.',
     r'''
    __local float scratch[TPB];
    const int lid = get_local_id(0);
    const unsigned int rank = block_rank_in_cluster();
    scratch[lid] = input[get_global_id(0)] * (float)(rank + 1);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int offset = get_local_size(0) / 2; offset > 0; offset >>= 1) {
        if (lid < offset) scratch[lid] += scratch[lid + offset];  // CAUSE
        barrier(CLK_LOCAL_MEM_FENCE);
    }''' + OCL_TAIL, pre=OCL_FENCEBAR, cause=RACE_OR_UNINIT)

case('o07_ocl_atomic_add_local_accumulator', 'reduction', 'pass',
     'atomic_add shim into a __local accumulator: lid 0 zeroes it, barrier, every thread atomic_add(&acc, input), barrier, lid 0 publishes temp_storage[rank], cluster_sync(), one thread of rank 0 sums the four. atomicAdd on shared memory is atomic among the block (PG Atomic Functions); the barriers order zeroing, adds and the read; integer values, every partial sum exact (SPEC), so the order does not matter. pass.',
     r'''
    __local float acc;
    const int lid = get_local_id(0);
    const unsigned int rank = block_rank_in_cluster();
    if (lid == 0) acc = 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_add(&acc, input[get_global_id(0)]);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 0) temp_storage[rank] = acc;
    cluster_sync();
    if (rank == 0 && lid == 0) {
        float t = 0.0f;
        for (int g = 0; g < (int)get_num_groups(0); ++g) t += temp_storage[g];
        output[0] = t;
    }''', pre=OCL)

case('o08_ocl_atomic_add_into_output', 'reduction', 'unclear',
     '(Written "fail 1" before the run; made unclear after it: the project reads SPEC\'s "stored by exactly one thread" as plain stores, and atomicAdd into a zeroed output after a cluster barrier is a pass in earlier hunts (blog k03, textbook r14); the SPEC wording alone does not settle whether an atomic read-modify-write is a store. Not scored.) OpenCL habit of one atomic_add per work-group into the result: rank 0 zeroes output[0], cluster_sync(), then lid 0 of every block does atomic_add(output, block sum). Race-free (atomics, PG Atomic Functions) and the value is right, but output[0] is stored by five threads: SPEC Checking "Each output element is stored by exactly one thread per launch". fail 1.',
     r'''
    __local float scratch[TPB];
    const int lid = get_local_id(0);
    const unsigned int rank = block_rank_in_cluster();
    scratch[lid] = input[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);''' + OCL_TREE + r'''
    if (rank == 0 && lid == 0) output[0] = 0.0f;
    cluster_sync();
    if (lid == 0) atomic_add(output, scratch[0]);  // CAUSE''', pre=OCL, cause=MULTI)

OCL_LB = r'''
    __local float scratch[TPB];
    __local int is_last;
    const int lid = get_local_id(0);
    scratch[lid] = input[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);''' + OCL_TREE + r'''
    if (lid == 0) {
        partials[get_group_id(0)] = scratch[0];
        mem_fence(CLK_GLOBAL_MEM_FENCE);
        const unsigned int ticket = atomic_add(counter, 1u);
        is_last = (ticket == get_num_groups(0) - 1);
        mem_fence(CLK_GLOBAL_MEM_FENCE);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (is_last) {
        float s = 0.0f;
        for (int g = lid; g < (int)get_num_groups(0); g += get_local_size(0))
            s += partials[g];  // CAUSE
        scratch[lid] = s;
        barrier(CLK_LOCAL_MEM_FENCE);''' + OCL_TREE.replace('\n    ', '\n        ') + r'''
        if (lid == 0) { output[0] = scratch[0]; *counter = 0; }
    }'''
case('o09_ocl_two_stage_last_group', 'last-block', 'pass',
     'OpenCL two-stage reduction in one kernel: each work-group reduces its slice, lid 0 writes partials[get_group_id(0)], mem_fence(CLK_GLOBAL_MEM_FENCE) (= __threadfence()), takes a ticket with atomic_add, the last of get_num_groups(0) tickets fences again and reduces the partials, resets *counter. The fence before the ticket and the fence after it are the release/acquire of the threadFenceReduction sample (PG Memory Fence Functions); counter back at 0 (SPEC). pass.',
     OCL_LB.replace('  // CAUSE', ''), pre=OCL)

case('o10_ocl_global_fence_mapped_to_block_fence', 'last-block', 'fail 1',
     'As o09 but the shim is `#define mem_fence(flags) __threadfence_block()` for every flag: the fences around the ticket are .cta scope (membar.cta), which orders nothing for the last block, a thread of another CTA (PTX Memory Consistency Model: morally strong needs scopes that include both threads; PG Memory Fence Functions: __threadfence_block orders only for the block). The last block\'s reads of partials race with the other blocks\' stores. fail 1.',
     OCL_LB, pre=OCL_BLKFENCE, cause=RACE + r'|__threadfence_block')

case('o11_ocl_sizes_from_queries', 'coordination', 'pass',
     'Every size comes from the work-item queries: tree from get_local_size(0) (256), scale from the cluster rank, barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE) (the flags are ignored by the shim, still __syncthreads), and a bounds check `get_global_id(0) < size`. Same ordering as o01. pass.',
     r'''
    __local float scratch[TPB];
    const int lid = get_local_id(0);
    const unsigned int rank = block_rank_in_cluster();
    const int gid = get_global_id(0);
    scratch[lid] = gid < size ? input[gid] * (float)(rank + 1) : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    for (int offset = get_local_size(0) >> 1; offset > 0; offset >>= 1) {
        if (lid < offset) scratch[lid] += scratch[lid + offset];
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    }''' + OCL_TAIL, pre=OCL)

case('o12_ocl_global_fence_instead_of_cluster_barrier', 'reduction', 'fail 1',
     'OpenCL has no cluster barrier, so the port publishes temp_storage[rank] and does mem_fence(CLK_GLOBAL_MEM_FENCE) (= __threadfence()) before rank 0 reads the four partials. A fence does not wait for the other blocks (PG Memory Fence Functions): rank 0\'s reads of temp_storage[1..3] race with the peers\' stores (or read the NaN fill). fail 1.',
     r'''
    __local float scratch[TPB];
    const int lid = get_local_id(0);
    const unsigned int rank = block_rank_in_cluster();
    scratch[lid] = input[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);''' + OCL_TREE + r'''
    if (lid == 0) temp_storage[rank] = scratch[0];
    mem_fence(CLK_GLOBAL_MEM_FENCE);
    if (rank == 0 && lid == 0) {
        float t = 0.0f;
        for (int g = 0; g < CLUSTER_SIZE; ++g) t += temp_storage[g];  // CAUSE
        output[0] = t;
    }''', pre=OCL, cause=r'data race|read before|not written|❌')

case('o13_ocl_group_id_macro_wrong_dim', 'coordination', 'fail 1',
     'The shim is `#define get_group_id(d) blockIdx.y`: the grid is 1-D (SPEC), so every work-group reads input block 0 and lid 0 of every block stores output[get_group_id(0)] = output[0]: four unordered stores of one output (data race, PTX Memory Consistency Model; SPEC: each output stored by exactly one thread) and outputs 1-3 never written. fail 1.',
     r'''
    __local float scratch[TPB];
    const int lid = get_local_id(0);
    const unsigned int rank = block_rank_in_cluster();
    scratch[lid] = input[get_global_id(0)] * (float)(rank + 1);
    barrier(CLK_LOCAL_MEM_FENCE);''' + OCL_TREE + r'''
    if (lid == 0) output[get_group_id(0)] = scratch[0];  // CAUSE
    cluster_sync();''', pre=OCL_GRPY, cause=MULTI + r'|not written')

OCL_SG = OCL + r'''
#define get_sub_group_id() (threadIdx.x / 32)
#define get_sub_group_local_id() (threadIdx.x % 32)
#define sub_group_shuffle_down(v, o) __shfl_down_sync(0xffffffffu, (v), (o))
#define sub_group_elect() elect_one_sync()
'''
case('o14_ocl_subgroup_shims', 'advanced', 'pass',
     'cl_khr_subgroups shims: values scaled into __local memory, barrier, then `if (sub_group_elect())` (elect_one_sync: one lane per warp, PTX elect.sync) sums its sub-group\'s 32 values into ws[get_sub_group_id()], barrier, lid 0 sums the 8 warp sums into output[rank]; cluster_arrive/wait around it. Same as the reference (SPEC --advanced). pass.',
     r'''
    __local float scratch[TPB];
    __local float ws[TPB / 32];
    const int lid = get_local_id(0);
    const unsigned int rank = block_rank_in_cluster();
    scratch[lid] = input[get_global_id(0)] * (float)(rank + 1);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (sub_group_elect()) {
        float s = 0.0f;
        for (int i = 0; i < 32; ++i) s += scratch[get_sub_group_id() * 32 + i];
        ws[get_sub_group_id()] = s;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    cluster_arrive();
    if (lid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', pre=OCL_SG)

case('o15_ocl_subgroup_shuffle_in_half_branch', 'advanced', 'fail 4',
     'The sub-group shuffle shim hard-codes the full mask (`__shfl_down_sync(0xffffffff, ...)`) and is used inside `if (get_sub_group_local_id() < 16)`: lanes 16-31 never execute it and go on to the barrier. PTX shfl.sync: the executing thread waits until all non-exited threads in membermask execute it; PG Warp Shuffle Functions: undefined otherwise. Lanes 0-15 wait at the shuffle, 16-31 at __syncthreads: a hang (warp hunt w15: fail 4). Cause: the shim\'s use.',
     r'''
    __local float ws[TPB / 32];
    const int lid = get_local_id(0);
    const unsigned int rank = block_rank_in_cluster();
    float v = input[get_global_id(0)] * (float)(rank + 1);
    v += __shfl_down_sync(0xffffffffu, v, 16);
    if (get_sub_group_local_id() < 16) {
        for (int o = 8; o > 0; o >>= 1) v += sub_group_shuffle_down(v, o);  // CAUSE
    }
    if (get_sub_group_local_id() == 0) ws[get_sub_group_id()] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    cluster_arrive();
    if (lid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', pre=OCL_SG, cause=HANG)

# ---------------------------------------------------------------- HIP habits
HIP = r'''
#define hipThreadIdx_x threadIdx.x
#define hipBlockIdx_x blockIdx.x
#define hipBlockDim_x blockDim.x
#define hipGridDim_x gridDim.x
'''
HIP_SHFL = HIP + r'''
#define __shfl_down(v, o) __shfl_down_sync(0xffffffffu, (v), (o))
#define __shfl_xor(v, m) __shfl_xor_sync(0xffffffffu, (v), (m))
#define __ballot(p) __ballot_sync(0xffffffffu, (p))
'''
HIP_ADV_TAIL = r'''
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();'''
case('h01_hip_shfl_down_shim_warpsize_var', 'advanced', 'pass',
     'HIP port: hipThreadIdx_x macros, `#define __shfl_down(v, o) __shfl_down_sync(0xffffffff, v, o)` shim called by all 32 lanes of every warp (uniform loop `for (o = warpSize / 2; o > 0; o /= 2)`, warpSize read at run time: 32, PG Built-in Variables), lane tid % warpSize == 0 stores ws[warp], thread 0 sums the 8. Every named lane executes each shuffle (PG Warp Shuffle Functions). pass.',
     r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = hipThreadIdx_x;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[hipBlockIdx_x * hipBlockDim_x + tid] * (float)(rank + 1);
    for (int o = warpSize / 2; o > 0; o /= 2) v += __shfl_down(v, o);
    if (tid % warpSize == 0) ws[tid / warpSize] = v;''' + HIP_ADV_TAIL, pre=HIP_SHFL)

case('h02_hip_wavefront_64_assumed', 'advanced', 'fail 1',
     'AMD habit `#define WAVE 64`: the shuffle tree starts at o = 32 and lane tid % 64 == 0 stores ws[tid / 64]. On a 32-lane warp __shfl_down_sync with delta 32 has no source lane in the warp and returns the caller\'s own value (PG Warp Shuffle Functions; PTX shfl.sync.down: out-of-range source gives own value), so every v doubles; only warps 0, 2, 4, 6 store (ws[0..3]), ws[4..7] stay unwritten shared memory read by thread 0. Wrong value or uninitialised read: fail 1.',
     r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = hipThreadIdx_x;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[hipBlockIdx_x * hipBlockDim_x + tid] * (float)(rank + 1);
    for (int o = WAVE / 2; o > 0; o /= 2) v += __shfl_down(v, o);
    if (tid % WAVE == 0) ws[tid / WAVE] = v;''' + HIP_ADV_TAIL, pre=HIP_SHFL + '#define WAVE 64\n',
     cause=r'❌|read before any thread|uninitiali')

case('h03_hip_warpsize_array_bound', 'advanced', 'build-fail',
     '`__shared__ float ws[TPB / warpSize];`: warpSize is a built-in int variable, not a constant expression (PG Built-in Variables; CUDA 13 headers define it as a macro 32 only inside cuda_fp16.h/cuda_bf16.h and #undef it at their end), so nvcc refuses a static array bound with it (blog d01). build-fail.',
     r'''
    __shared__ float ws[TPB / warpSize];
    const int tid = hipThreadIdx_x;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[hipBlockIdx_x * hipBlockDim_x + tid] * (float)(rank + 1);
    for (int o = 16; o > 0; o /= 2) v += __shfl_down(v, o);
    if (tid % 32 == 0) ws[tid / 32] = v;''' + HIP_ADV_TAIL, pre=HIP_SHFL)

case('h04_hip_platform_guarded_wave', 'advanced', 'pass',
     '`#if defined(__HIP_PLATFORM_AMD__) #define WAVE 64 #else #define WAVE 32 #endif`: nvcc defines no __HIP_* macro, so WAVE is 32; one lane per WAVE (lane 0) sums its 32 staged values into ws[warp], thread 0 sums the 8 (SPEC --advanced). pass.',
     r'''
    __shared__ float sh[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = hipThreadIdx_x;
    const unsigned int rank = block_rank_in_cluster();
    sh[tid] = input[hipBlockIdx_x * hipBlockDim_x + tid] * (float)(rank + 1);
    __syncthreads();
    if (tid % WAVE == 0) {
        float s = 0.0f;
        for (int i = 0; i < WAVE; ++i) s += sh[tid + i];
        ws[tid / WAVE] = s;
    }''' + HIP_ADV_TAIL, pre=HIP + '#if defined(__HIP_PLATFORM_AMD__)\n#define WAVE 64\n#else\n#define WAVE 32\n#endif\n')

case('h05_hip_device_compile_guarded_sync', 'coordination', 'fail 1',
     '`#ifdef __HIP_DEVICE_COMPILE__ #define SYNC() __syncthreads() #else #define SYNC() #endif`: nvcc never defines __HIP_DEVICE_COMPILE__, so SYNC() is empty in the CUDA build: the tree\'s reads race with the stores (no barrier, PG Synchronization Functions; PTX Memory Consistency Model). fail 1.',
     r'''
    __shared__ float sh[TPB];
    const int tid = hipThreadIdx_x;
    const unsigned int rank = block_rank_in_cluster();
    sh[tid] = input[hipBlockIdx_x * hipBlockDim_x + tid] * (float)(rank + 1);
    SYNC();
    for (int s = hipBlockDim_x / 2; s > 0; s >>= 1) {
        if (tid < s) sh[tid] += sh[tid + s];  // CAUSE
        SYNC();
    }
    if (tid == 0) output[rank] = sh[0];
    cluster_sync();''', pre=HIP + '#ifdef __HIP_DEVICE_COMPILE__\n#define SYNC() __syncthreads()\n#else\n#define SYNC()\n#endif\n',
     cause=RACE_OR_UNINIT)

case('h06_hip_launch_bounds_256', 'coordination', 'pass',
     '`__global__ void __launch_bounds__(256) cluster_coordination_basics(...)` (HIP ports always carry it): the launch uses 256 threads (SPEC), within the bound (PG Launch Bounds). Body: staged tree with __syncthreads. pass.',
     r'''
    __shared__ float sh[TPB];
    const int tid = hipThreadIdx_x;
    const unsigned int rank = block_rank_in_cluster();
    sh[tid] = input[hipBlockIdx_x * hipBlockDim_x + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = hipBlockDim_x / 2; s > 0; s >>= 1) {
        if (tid < s) sh[tid] += sh[tid + s];
        __syncthreads();
    }
    if (tid == 0) output[rank] = sh[0];
    cluster_sync();''', pre=HIP,
     sig='__global__ void __launch_bounds__(256) cluster_coordination_basics(float *output, const float *input, int size)')

case('h07_hip_launch_bounds_wave_times_two', 'coordination', 'fail 5',
     '`__launch_bounds__(2 * WAVE)` with WAVE 64 from the AMD build = 128: the kernel is launched with 256 threads per block (SPEC), more than maxThreadsPerBlock, so the launch fails (PG Launch Bounds: "the kernel will fail to launch"; cudaErrorInvalidValue / too many resources), a CUDA error: exit 5 (veteran v23).',
     r'''
    __shared__ float sh[TPB];
    const int tid = hipThreadIdx_x;
    const unsigned int rank = block_rank_in_cluster();
    sh[tid] = input[hipBlockIdx_x * hipBlockDim_x + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = hipBlockDim_x / 2; s > 0; s >>= 1) {
        if (tid < s) sh[tid] += sh[tid + s];
        __syncthreads();
    }
    if (tid == 0) output[rank] = sh[0];
    cluster_sync();''', pre=HIP + '#define WAVE 64\n',
     sig='__global__ void __launch_bounds__(2 * WAVE) cluster_coordination_basics(float *output, const float *input, int size)',
     cause=r'launch|bound')

case('h08_hip_ballot_shim_in_branch', 'advanced', 'fail 4',
     'The __ballot shim hard-codes the full mask and is called only by even lanes (`if ((tid & 1) == 0) leader = __ffs(__ballot(1)) - 1;`): the odd lanes named in the mask never execute it and go on to __syncthreads (PTX vote.sync: waits for all non-exited threads of membermask; PG Warp Vote Functions: undefined otherwise). Even lanes wait at the vote, odd lanes at the barrier: hang, fail 4 at the shim\'s use.',
     r'''
    __shared__ float sh[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = hipThreadIdx_x;
    const unsigned int rank = block_rank_in_cluster();
    sh[tid] = input[hipBlockIdx_x * hipBlockDim_x + tid] * (float)(rank + 1);
    __syncthreads();
    int leader = 0;
    if ((tid & 1) == 0) leader = __ffs(__ballot(1)) - 1;  // CAUSE
    if (tid % 32 == leader) {
        float s = 0.0f;
        for (int i = 0; i < 32; ++i) s += sh[(tid / 32) * 32 + i];
        ws[tid / 32] = s;
    }''' + HIP_ADV_TAIL, pre=HIP_SHFL, cause=HANG)

case('h09_hip_ballot_shim_uniform', 'advanced', 'pass',
     'The same __ballot shim called by all 32 lanes at a block-uniform point: `leader = __ffs(__ballot(1)) - 1` is 0 in every lane (all lanes execute the full-mask vote, PG Warp Vote Functions), lane `leader` of each warp sums its 32 staged values into ws[warp], thread 0 the 8. pass.',
     r'''
    __shared__ float sh[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = hipThreadIdx_x;
    const unsigned int rank = block_rank_in_cluster();
    sh[tid] = input[hipBlockIdx_x * hipBlockDim_x + tid] * (float)(rank + 1);
    __syncthreads();
    const int leader = __ffs(__ballot(1)) - 1;
    if (tid % 32 == leader) {
        float s = 0.0f;
        for (int i = 0; i < 32; ++i) s += sh[(tid / 32) * 32 + i];
        ws[tid / 32] = s;
    }''' + HIP_ADV_TAIL, pre=HIP_SHFL)

case('h10_hip_block_stride_generic', 'coordination', 'pass',
     'Generic HIP reduction: each thread accumulates `for (i = tid; i < TPB; i += hipBlockDim_x)` (one element at 256 threads), __shared__ staging, tree from hipBlockDim_x / 2, thread 0 stores output[hipBlockIdx_x] which equals the rank for the one cluster of 4 (SPEC Known errors). pass.',
     r'''
    __shared__ float sh[TPB];
    const int tid = hipThreadIdx_x;
    const unsigned int rank = block_rank_in_cluster();
    float acc = 0.0f;
    for (int i = tid; i < TPB; i += hipBlockDim_x) acc += input[hipBlockIdx_x * TPB + i];
    sh[tid] = acc * (float)(rank + 1);
    __syncthreads();
    for (int s = hipBlockDim_x / 2; s > 0; s >>= 1) {
        if (tid < s) sh[tid] += sh[tid + s];
        __syncthreads();
    }
    if (tid == 0) output[hipBlockIdx_x] = sh[0];
    cluster_sync();''', pre=HIP)

case('h11_hip_shfl_xor_from_wave_half', 'reduction', 'fail 1',
     'Butterfly `for (m = WAVE / 2; m > 0; m >>= 1) v += __shfl_xor(v, m)` with WAVE 64: at m = 32 lane ^ 32 is outside the 32-lane warp, so the shuffle returns the caller\'s own value (PTX shfl.sync.bfly: j > maxLane gives own value) and every lane\'s v doubles; lane 0 of each warp then adds twice the warp sum into the block\'s partial. Result 2x the sum, exact integers: fail 1.',
     r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = hipThreadIdx_x;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[hipBlockIdx_x * hipBlockDim_x + tid];
    for (int m = WAVE / 2; m > 0; m >>= 1) v += __shfl_xor(v, m);
    if (tid % 32 == 0) ws[tid / 32] = v;
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; ++w) t += ws[w];
        temp_storage[rank] = t;
    }
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''',
     pre=HIP_SHFL + '#define WAVE 64\n', cause=WRONG)

case('h12_hip_assert_wave64', 'coordination', 'fail 5',
     'The port keeps its shape check `assert(warpSize == 64 && "kernel tuned for wave64")`: warpSize is 32 on every CUDA GPU (PG Built-in Variables, Compute Capabilities table), so the device assert fails and the kernel stops with cudaErrorAssert (PG Assertion): exit 5 (port c11).',
     r'''
    __shared__ float sh[TPB];
    const int tid = hipThreadIdx_x;
    const unsigned int rank = block_rank_in_cluster();
    assert(warpSize == 64 && "kernel tuned for wave64");  // CAUSE
    sh[tid] = input[hipBlockIdx_x * hipBlockDim_x + tid] * (float)(rank + 1);
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sh[i];
        output[rank] = s;
    }
    cluster_sync();''', pre=HIP, cause=ASSERT)

# ---------------------------------------------------------------- SYCL / Kokkos habits
SYCL = r'''
struct nd_item {
    __device__ unsigned int get_local_id(int d) const { return d == 0 ? threadIdx.x : d == 1 ? threadIdx.y : threadIdx.z; }
    __device__ unsigned int get_local_range(int d) const { return d == 0 ? blockDim.x : d == 1 ? blockDim.y : blockDim.z; }
    __device__ unsigned int get_group(int d) const { return d == 0 ? blockIdx.x : d == 1 ? blockIdx.y : blockIdx.z; }
    __device__ unsigned int get_group_range(int d) const { return d == 0 ? gridDim.x : d == 1 ? gridDim.y : gridDim.z; }
    __device__ unsigned int get_global_id(int d) const { return get_group(d) * get_local_range(d) + get_local_id(d); }
};
struct work_group {};
struct sub_group {};
__device__ __forceinline__ void group_barrier(work_group) { __syncthreads(); }
__device__ __forceinline__ void group_barrier(sub_group) { __syncwarp(); }
'''
SYCL_BADGID = SYCL.replace('return get_group(d) * get_local_range(d) + get_local_id(d);',
                           'return get_group(d) * (d == 0 ? blockDim.y : blockDim.x) + get_local_id(d);  /* slip: the other dimension */')

case('s01_sycl_nd_item_lambda_body', 'coordination', 'pass',
     'SYCL port: an nd_item shim struct, the body in a lambda `auto body = [&](const nd_item &it) {...}` called once by every thread; group_barrier(work_group{}) = __syncthreads between the staging and every tree step; lid 0 stores output[rank]. Same ordering as o01 (PG Synchronization Functions; a lambda is inlined code of the calling thread). pass.',
     r'''
    __shared__ float sh[TPB];
    const unsigned int rank = block_rank_in_cluster();
    auto body = [&](const nd_item &it) {
        const unsigned int lid = it.get_local_id(0);
        sh[lid] = input[it.get_global_id(0)] * (float)(rank + 1);
        group_barrier(work_group{});
        for (unsigned int s = it.get_local_range(0) / 2; s > 0; s >>= 1) {
            if (lid < s) sh[lid] += sh[lid + s];
            group_barrier(work_group{});
        }
        if (lid == 0) output[rank] = sh[0];
    };
    body(nd_item{});
    cluster_sync();''', pre=SYCL)

case('s02_sycl_subgroup_barrier_for_workgroup', 'coordination', 'fail 1',
     'As s01 but the port passes the sub-group to group_barrier (`group_barrier(sg)` with sg a sub_group), whose shim is __syncwarp(): it orders only the lanes of one warp (PG Synchronization Functions, __syncwarp), and the tree\'s first step reads sh[lid + 128], stored by another warp: a data race (PTX Memory Consistency Model). fail 1; the first race is the tree\'s read in the lambda.',
     r'''
    __shared__ float sh[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const sub_group sg{};
    auto body = [&](const nd_item &it) {
        const unsigned int lid = it.get_local_id(0);
        sh[lid] = input[it.get_global_id(0)] * (float)(rank + 1);
        group_barrier(sg);
        for (unsigned int s = it.get_local_range(0) / 2; s > 0; s >>= 1) {
            if (lid < s) sh[lid] += sh[lid + s];  // CAUSE
            group_barrier(sg);
        }
        if (lid == 0) output[rank] = sh[0];
    };
    body(nd_item{});
    cluster_sync();''', pre=SYCL, cause=RACE_OR_UNINIT)

case('s03_sycl_lambda_with_barrier_called_in_branch', 'coordination', 'fail 4',
     'A "tree step" lambda holding group_barrier(work_group{}) (= __syncthreads) is called only by `if (lid < s)`: the barrier is reached by a subset of the block (PG Synchronization Functions: conditional code must be uniform, otherwise likely to hang). fail 4, divergent barrier; the cause is the call in the branch (port c04 convention).',
     r'''
    __shared__ float sh[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const nd_item it{};
    const unsigned int lid = it.get_local_id(0);
    auto step = [&](unsigned int s) {
        sh[lid] += sh[lid + s];
        group_barrier(work_group{});
    };
    sh[lid] = input[it.get_global_id(0)] * (float)(rank + 1);
    group_barrier(work_group{});
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (lid < s) step(s);  // CAUSE
    }
    if (lid == 0) output[rank] = sh[0];
    cluster_sync();''', pre=SYCL, cause=DIVERGE)

FUNCTOR = SYCL + r'''
struct TreeReduce {
    float *sh;
    __device__ float operator()(unsigned int lid) const
    {
        for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
            if (lid < s) sh[lid] += sh[lid + s];
            group_barrier(work_group{});
        }
        return sh[0];
    }
};
'''
case('s04_kokkos_functor_team_reduce', 'reduction', 'pass',
     'Kokkos-style functor `TreeReduce{sh}(lid)` with operator() doing the barriered tree (every thread calls it, barriers uniform); lid 0 publishes temp_storage[rank], cluster_sync(), rank 0 thread 0 sums the four (integers, exact: SPEC). pass.',
     r'''
    __shared__ float sh[TPB];
    const nd_item it{};
    const unsigned int lid = it.get_local_id(0);
    const unsigned int rank = block_rank_in_cluster();
    sh[lid] = input[it.get_global_id(0)];
    group_barrier(work_group{});
    const float block_sum = TreeReduce{sh}(lid);
    if (lid == 0) temp_storage[rank] = block_sum;
    cluster_sync();
    if (rank == 0 && lid == 0) {
        float t = 0.0f;
        for (unsigned int g = 0; g < it.get_group_range(0); ++g) t += temp_storage[g];
        output[0] = t;
    }''', pre=FUNCTOR)

case('s05_kokkos_single_broadcast_no_barrier', 'reduction', 'fail 1',
     'Kokkos `single(PerTeam)` shim = `if (lid == 0)`: thread 0 copies the tree result into a __shared__ team value, and the port lets "any team member" (lid 32, another warp) publish it with no team_barrier in between: lid 32 reads `team_val` with nothing ordering it after thread 0\'s store (PG Synchronization Functions; PTX data race). fail 1.',
     r'''
    __shared__ float sh[TPB];
    __shared__ float team_val;
    const nd_item it{};
    const unsigned int lid = it.get_local_id(0);
    const unsigned int rank = block_rank_in_cluster();
    sh[lid] = input[it.get_global_id(0)];
    group_barrier(work_group{});
    const float block_sum = TreeReduce{sh}(lid);
    auto single = [&](auto f) { if (lid == 0) f(); };
    single([&] { team_val = block_sum; });
    if (lid == 32) temp_storage[rank] = team_val;  // CAUSE
    cluster_sync();
    if (rank == 0 && lid == 0) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''',
     pre=FUNCTOR, cause=RACE_OR_UNINIT)

case('s06_sycl_reduce_over_group_shim', 'advanced', 'pass',
     'reduce_over_group(sub_group) shim on cg::tiled_partition<32>: `for (o = tile.size() / 2; o > 0; o /= 2) v += tile.shfl_down(v, o)` by all lanes (PG Cooperative Groups, thread_block_tile::shfl_down), tile.thread_rank() == 0 stores ws[tile.meta_group_rank()], thread 0 sums the 8. pass.',
     r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const nd_item it{};
    const unsigned int lid = it.get_local_id(0);
    const unsigned int rank = block_rank_in_cluster();
    auto tile = cg::tiled_partition<32>(cg::this_thread_block());
    auto reduce_over_group = [](const cg::thread_block_tile<32> &g, float v) {
        for (unsigned int o = g.size() / 2; o > 0; o /= 2) v += g.shfl_down(v, o);
        return v;
    };
    const float v = reduce_over_group(tile, input[it.get_global_id(0)] * (float)(rank + 1));
    if (tile.thread_rank() == 0) ws[tile.meta_group_rank()] = v;
    group_barrier(work_group{});
    cluster_arrive();
    if (lid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', pre=SYCL)

case('s07_sycl_global_id_shim_wrong_dim', 'coordination', 'fail 1',
     'The nd_item shim\'s get_global_id(0) multiplies the group by blockDim.y (1 for the 1-D launch, SPEC) instead of blockDim.x: block b reads input[b + t], not input[256 b + t], so blocks 1-3 sum the wrong 256 inputs. fail 1, wrong value (block 0 is right).',
     r'''
    __shared__ float sh[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const nd_item it{};
    const unsigned int lid = it.get_local_id(0);
    sh[lid] = input[it.get_global_id(0)] * (float)(rank + 1);
    group_barrier(work_group{});
    for (unsigned int s = it.get_local_range(0) / 2; s > 0; s >>= 1) {
        if (lid < s) sh[lid] += sh[lid + s];
        group_barrier(work_group{});
    }
    if (lid == 0) output[rank] = sh[0];
    cluster_sync();''', pre=SYCL_BADGID, cause=WRONG)

case('s08_sycl_functor_last_group', 'last-block', 'pass',
     'Last-block guard written with a functor: TreeReduce for the block\'s slice, thread 0 stores partials[group], __threadfence(), atomicAdd ticket, __threadfence(), a __shared__ flag broadcast by group_barrier; the last of get_group_range(0) groups reduces the partials with the same functor and resets *counter (PG Memory Fence Functions, threadFenceReduction; SPEC). pass.',
     r'''
    __shared__ float sh[TPB];
    __shared__ bool last;
    const nd_item it{};
    const unsigned int lid = it.get_local_id(0);
    sh[lid] = input[it.get_global_id(0)];
    group_barrier(work_group{});
    const float mine = TreeReduce{sh}(lid);
    if (lid == 0) {
        partials[it.get_group(0)] = mine;
        __threadfence();
        last = atomicAdd(counter, 1u) == it.get_group_range(0) - 1;
        __threadfence();
    }
    group_barrier(work_group{});
    if (last) {
        float s = 0.0f;
        for (unsigned int g = lid; g < it.get_group_range(0); g += it.get_local_range(0)) s += partials[g];
        sh[lid] = s;
        group_barrier(work_group{});
        const float total = TreeReduce{sh}(lid);
        if (lid == 0) { output[0] = total; *counter = 0; }
    }''', pre=FUNCTOR)

case('s09_kokkos_team_rank_latent_bug', 'reduction', 'pass',
     'Kokkos TeamMember shim whose team_rank() is `threadIdx.x + threadIdx.y * blockDim.y` (should be blockDim.x): with 1-D blocks threadIdx.y is 0 (SPEC launches), so it returns threadIdx.x and the kernel is right for this launch. A verdict is about the launch that runs: pass.',
     r'''
    __shared__ float sh[TPB];
    const TeamMember team{};
    const unsigned int rank = block_rank_in_cluster();
    sh[team.team_rank()] = input[team.league_rank() * team.team_size() + team.team_rank()];
    team.team_barrier();
    const float block_sum = TreeReduce{sh}(team.team_rank());
    if (team.team_rank() == 0) temp_storage[rank] = block_sum;
    cluster_sync();
    if (rank == 0 && team.team_rank() == 0) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''',
     pre=FUNCTOR + r'''
struct TeamMember {
    __device__ unsigned int team_rank() const { return threadIdx.x + threadIdx.y * blockDim.y; }
    __device__ unsigned int team_size() const { return blockDim.x * blockDim.y * blockDim.z; }
    __device__ unsigned int league_rank() const { return blockIdx.x; }
    __device__ void team_barrier() const { __syncthreads(); }
};
''')

case('s10_functor_tree_without_barrier', 'coordination', 'fail 1',
     'Functor `Step{sh}(lid, s)` does one tree step; the caller loops over s without any barrier between the steps (the SYCL port relied on its group algorithm doing it): step s reads sh[lid + s], written in the previous step by another thread with nothing ordering them: data race (PTX Memory Consistency Model). The first race is the access in operator().',
     r'''
    __shared__ float sh[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const nd_item it{};
    const unsigned int lid = it.get_local_id(0);
    sh[lid] = input[it.get_global_id(0)] * (float)(rank + 1);
    group_barrier(work_group{});
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) Step{sh}(lid, s);
    group_barrier(work_group{});
    if (lid == 0) output[rank] = sh[0];
    cluster_sync();''', pre=SYCL + r'''
struct Step {
    float *sh;
    __device__ void operator()(unsigned int lid, unsigned int s) const
    {
        if (lid < s) sh[lid] += sh[lid + s];  // CAUSE
    }
};
''', cause=RACE)

# ---------------------------------------------------------------- generic launch code
GEN_TREE = r'''
    for (int s = nthreads / 2; s > 0; s >>= 1) {
        if (tid < s) sh[tid] += sh[tid + s];
        __syncthreads();
    }'''
case('g01_generic_3d_thread_index', 'coordination', 'pass',
     'Launch-generic index: tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y, nthreads = blockDim.x * blockDim.y * blockDim.z, block id linearised over blockIdx.y/z and gridDim. For the 1-D launch (SPEC) these are threadIdx.x, 256 and blockIdx.x; the tree and the store are as in the reference. pass.',
     r'''
    __shared__ float sh[TPB];
    const int tid = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y;
    const int nthreads = blockDim.x * blockDim.y * blockDim.z;
    const int bid = blockIdx.x + blockIdx.y * gridDim.x + blockIdx.z * gridDim.x * gridDim.y;
    const unsigned int rank = block_rank_in_cluster();
    sh[tid] = input[bid * nthreads + tid] * (float)(rank + 1);
    __syncthreads();''' + GEN_TREE + r'''
    if (tid == 0) output[rank] = sh[0];
    cluster_sync();''')

case('g02_generic_gridDim_for_blockDim', 'coordination', 'fail 1',
     'Generic global index written `blockIdx.x * gridDim.x + threadIdx.x` (gridDim for blockDim): with grid 4 block b reads input[4b .. 4b + 255], so blocks 1-3 sum the wrong values (SPEC --coordination inputs). fail 1, wrong value.',
     r'''
    __shared__ float sh[TPB];
    const int tid = threadIdx.x;
    const int nthreads = blockDim.x;
    const unsigned int rank = block_rank_in_cluster();
    sh[tid] = input[blockIdx.x * gridDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();''' + GEN_TREE + r'''
    if (tid == 0) output[rank] = sh[0];
    cluster_sync();''', cause=WRONG)

case('g03_grid_stride_forgot_griddim', 'coordination', 'fail 1',
     'Grid-stride habit with the stride `blockDim.x` only: `for (i = blockIdx.x * blockDim.x + tid; i < size; i += blockDim.x)` adds every later block\'s element too (block 0 thread t sums input[t], input[t+256], ...): extra terms, wrong sums (SPEC Checking). fail 1.',
     r'''
    __shared__ float sh[TPB];
    const int tid = threadIdx.x;
    const int nthreads = blockDim.x;
    const unsigned int rank = block_rank_in_cluster();
    float acc = 0.0f;
    for (int i = blockIdx.x * blockDim.x + tid; i < size; i += blockDim.x) acc += input[i];
    sh[tid] = acc * (float)(rank + 1);
    __syncthreads();''' + GEN_TREE + r'''
    if (tid == 0) output[rank] = sh[0];
    cluster_sync();''', cause=WRONG)

case('g04_grid_stride_correct_slice', 'coordination', 'pass',
     'Grid-stride loop over the grid (stride blockDim.x * gridDim.x = 1024) guarded to the block\'s own slice: each thread adds exactly its one element; tree; store. pass.',
     r'''
    __shared__ float sh[TPB];
    const int tid = threadIdx.x;
    const int nthreads = blockDim.x;
    const unsigned int rank = block_rank_in_cluster();
    float acc = 0.0f;
    for (int i = blockIdx.x * blockDim.x + tid; i < size; i += blockDim.x * gridDim.x) acc += input[i];
    sh[tid] = acc * (float)(rank + 1);
    __syncthreads();''' + GEN_TREE + r'''
    if (tid == 0) output[rank] = sh[0];
    cluster_sync();''')

RED_HEAD = r'''
    __shared__ float sh[TPB];
    const int tid = threadIdx.x;
    const int nthreads = blockDim.x;
    sh[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();''' + GEN_TREE
case('g05_cluster_dim_blocks_for_cluster_size', 'reduction', 'pass',
     '`cg::cluster_group cluster = cg::this_cluster();` and `cluster.dim_blocks().x` (4) / `cluster.num_blocks()` in place of CLUSTER_SIZE, `cluster.block_rank()` for the slot; cluster.sync(); one thread of rank 0 sums the num_blocks partials (PG cluster_group API). pass.',
     RED_HEAD + r'''
    cg::cluster_group cluster = cg::this_cluster();
    if (tid == 0) temp_storage[cluster.block_rank()] = sh[0];
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned int r = 0; r < cluster.dim_blocks().x; ++r) t += temp_storage[r];
        for (unsigned int r = cluster.dim_blocks().x; r < cluster.num_blocks(); ++r) t += temp_storage[r];
        output[0] = t;
    }''')

case('g06_sregs_nclusterid_assert_shape', 'reduction', 'pass',
     'Reads %nclusterid.x, %cluster_nctarank and %cluster_ctarank with inline asm (PTX Special Registers), traps unless there is one cluster of %cluster_nctarank == 4 blocks (true for the SPEC launch: grid 4, cluster (4,1,1)), uses %cluster_ctarank as the slot and %cluster_nctarank as the count. pass.',
     RED_HEAD + r'''
    unsigned int nclusters, nrank, crank;
    asm volatile("mov.u32 %0, %%nclusterid.x;" : "=r"(nclusters));
    asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(nrank));
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(crank));
    if (nclusters != 1 || nrank != CLUSTER_SIZE) __trap();
    if (tid == 0) temp_storage[crank] = sh[0];
    cluster_sync();
    if (crank == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned int r = 0; r < nrank; ++r) t += temp_storage[r];
        output[0] = t;
    }''')

case('g07_clusterid_as_rank', 'reduction', 'fail 1',
     'The port reads %clusterid.x (the cluster\'s index in the grid, 0 for all four blocks of the one cluster: PTX Special Registers) as if it were the block\'s rank: all four thread 0s store temp_storage[0] with nothing ordering them (a data race, PTX Memory Consistency Model) and slots 1-3 keep their NaN fill. fail 1.',
     RED_HEAD + r'''
    unsigned int cid;
    asm volatile("mov.u32 %0, %%clusterid.x;" : "=r"(cid));
    if (tid == 0) temp_storage[cid] = sh[0];  // CAUSE
    cluster_sync();
    if (cid == 0 && tid == 0 && blockIdx.x == 0) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''',
     cause=r'data race|stored by|several|read before|❌')

case('g08_rank_as_block_over_cluster_dim', 'reduction', 'fail 1',
     'Rank computed `blockIdx.x / cluster.dim_blocks().x` (that is the cluster id, 0 here) instead of `%` : every block is "rank 0", all store temp_storage[0] (write-write race, PTX Memory Consistency Model) and four threads store output[0] (SPEC: one store per output). fail 1.',
     RED_HEAD + r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = blockIdx.x / cluster.dim_blocks().x;
    if (tid == 0) temp_storage[rank] = sh[0];  // CAUSE
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''',
     cause=MULTI)

LB_HEAD = r'''
    __shared__ float sh[TPB];
    __shared__ bool last;
    const int tid = threadIdx.x;
    const int nthreads = blockDim.x;
    sh[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();''' + GEN_TREE
LB_FINISH = r'''
    __syncthreads();
    if (last) {
        float s = 0.0f;
        for (unsigned int b = tid; b < nblocks; b += blockDim.x) s += partials[b];  // CAUSE
        sh[tid] = s;
        __syncthreads();''' + GEN_TREE.replace('\n    ', '\n        ') + r'''
        if (tid == 0) { output[0] = sh[0]; *counter = 0; }
    }'''
case('g09_lastblock_nctaid_sreg', 'last-block', 'pass',
     'Last-block guard whose block count comes from `mov.u32 %0, %nctaid.x;` (256, PTX Special Registers) and whose ticket/fences follow threadFenceReduction (PG Memory Fence Functions); counter reset (SPEC). pass.',
     LB_HEAD + r'''
    unsigned int nblocks;
    asm("mov.u32 %0, %%nctaid.x;" : "=r"(nblocks));
    if (tid == 0) {
        partials[blockIdx.x] = sh[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == nblocks - 1;
        __threadfence();
    }''' + LB_FINISH.replace('  // CAUSE', ''))

case('g10_lastblock_nclusterid_implicit_clusters', 'last-block', 'pass',
     'The block count is read as %nclusterid.x * %cluster_nctarank ("generic for cluster launches"). The last-block launch has no cluster attribute (SPEC), and PTX treats such a launch as made of implicit 1x1x1 clusters (PTX Special Registers, %is_explicit_cluster / %nclusterid / %cluster_nctarank): 256 * 1 = 256, the right count. pass.',
     LB_HEAD + r'''
    unsigned int ncl, per;
    asm("mov.u32 %0, %%nclusterid.x;" : "=r"(ncl));
    asm("mov.u32 %0, %%cluster_nctarank;" : "=r"(per));
    const unsigned int nblocks = ncl * per;
    if (tid == 0) {
        partials[blockIdx.x] = sh[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == nblocks - 1;
        __threadfence();
    }''' + LB_FINISH.replace('  // CAUSE', ''))

case('g11_lastblock_cluster_num_blocks_as_grid', 'last-block', 'fail 1',
     'Launch-generic code takes the number of blocks from `cg::this_cluster().num_blocks()`: the last-block launch has no cluster attribute, so every block is its own 1-block cluster (PTX implicit 1x1x1 clusters; PG cluster_group num_blocks) and nblocks = 1: the first ticket (0) already counts as last: that block reduces partials[0] only, writes output[0] and resets *counter, so the next block draws ticket 0 again and does the same - output[0] stored by many blocks (SPEC: exactly one store), the plain reset racing with other blocks\' atomicAdd (PTX Memory Consistency Model: a weak store and an atom are not morally strong), and the value is partials[0], not the sum. fail 1.',
     LB_HEAD + r'''
    const unsigned int nblocks = cg::this_cluster().num_blocks();
    if (tid == 0) {
        partials[blockIdx.x] = sh[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == nblocks - 1;
        __threadfence();
    }''' + LB_FINISH.replace('  // CAUSE', ''), cause=r'❌|counter|ticket|' + MULTI)

case('g12_thread_block_group_api', 'reduction', 'pass',
     'cg::this_thread_block(): block.thread_rank() for the index, block.size() (256) for the tree, block.sync() for the barriers, block.group_index().x for the slice; cluster rank from cg::this_cluster().block_rank(). pass.',
     r'''
    __shared__ float sh[TPB];
    cg::thread_block block = cg::this_thread_block();
    const unsigned int tid = block.thread_rank();
    const unsigned int rank = cg::this_cluster().block_rank();
    sh[tid] = input[block.group_index().x * block.size() + tid];
    block.sync();
    for (unsigned int s = block.size() / 2; s > 0; s >>= 1) {
        if (tid < s) sh[tid] += sh[tid + s];
        block.sync();
    }
    if (tid == 0) temp_storage[rank] = sh[0];
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('g13_assert_launch_shape_holds', 'coordination', 'pass',
     'Shape checks of a generic kernel: `assert(blockDim.x % 64 == 0 && blockDim.y == 1 && blockDim.z == 1 && gridDim.x % cluster.dim_blocks().x == 0)`; all hold for the SPEC launch (256, 1, 1; 4 % 4), so the asserts do nothing (PG Assertion). pass.',
     r'''
    __shared__ float sh[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    assert(blockDim.x % 64 == 0 && blockDim.y == 1 && blockDim.z == 1);
    assert(gridDim.x % cluster.dim_blocks().x == 0);
    const int tid = threadIdx.x;
    const int nthreads = blockDim.x;
    const unsigned int rank = cluster.block_rank();
    sh[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();''' + GEN_TREE + r'''
    if (tid == 0) output[rank] = sh[0];
    cluster.sync();''')

case('g14_assert_two_d_block', 'coordination', 'fail 5',
     'The port asserts the shape it was tuned for, a 2-D 32x8 work-group: `assert(blockDim.y == 8)`. The SPEC launch is 256x1x1, so the assert fails in every thread and the kernel stops with cudaErrorAssert (PG Assertion): exit 5.',
     r'''
    __shared__ float sh[TPB];
    assert(blockDim.y == 8);  // CAUSE
    const int tid = threadIdx.x + threadIdx.y * blockDim.x;
    const int nthreads = blockDim.x * blockDim.y;
    const unsigned int rank = block_rank_in_cluster();
    sh[tid] = input[blockIdx.x * nthreads + tid] * (float)(rank + 1);
    __syncthreads();''' + GEN_TREE + r'''
    if (tid == 0) output[rank] = sh[0];
    cluster_sync();''', cause=ASSERT)

case('g15_dsmem_loop_over_dim_blocks', 'reduction', 'pass',
     'DSMEM gather sized by the cluster object: each block leaves its tree sum in sh[0]; cluster.sync(); rank 0 thread 0 reads `cluster.map_shared_rank(sh, r)[0]` for r < cluster.dim_blocks().x; a second cluster.sync() keeps the peers\' shared memory alive until the reads are done (PG Distributed Shared Memory). pass.',
     RED_HEAD + r'''
    cg::cluster_group cluster = cg::this_cluster();
    cluster.sync();
    if (cluster.block_rank() == 0 && tid == 0) {
        float t = 0.0f;
        for (unsigned int r = 0; r < cluster.dim_blocks().x; ++r) t += cluster.map_shared_rank(sh, r)[0];
        output[0] = t;
    }
    cluster.sync();''')

case('g16_warps_from_generic_count', 'advanced', 'pass',
     'Warp count computed generically, nwarps = (blockDim.x * blockDim.y + warpSize - 1) / warpSize (8), warp = tid / warpSize, lane = tid % warpSize (warpSize read at run time, 32: PG Built-in Variables); lane 0 of each warp sums its 32 staged values into ws[warp], thread 0 sums nwarps of them. pass.',
     r'''
    __shared__ float sh[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = threadIdx.x + threadIdx.y * blockDim.x;
    const int nwarps = (blockDim.x * blockDim.y + warpSize - 1) / warpSize;
    const int warp = tid / warpSize, lane = tid % warpSize;
    const unsigned int rank = block_rank_in_cluster();
    sh[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    if (lane == 0) {
        float s = 0.0f;
        for (int i = 0; i < warpSize; ++i) s += sh[warp * warpSize + i];
        ws[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < nwarps; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('g17_rank_from_cluster_ctaid_y', 'coordination', 'fail 1',
     'Generic 2-D cluster code takes the rank from `cluster.block_index().y` (PG cluster_group block_index: the block\'s 3-D index in the cluster), 0 for the (4,1,1) cluster: all four blocks scale by 1 and store output[0] (four unordered stores of one output: SPEC exactly one store, a data race), outputs 1-3 not written. fail 1.',
     r'''
    __shared__ float sh[TPB];
    cg::cluster_group cluster = cg::this_cluster();
    const int tid = threadIdx.x;
    const int nthreads = blockDim.x;
    const unsigned int rank = cluster.block_index().y;
    sh[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();''' + GEN_TREE + r'''
    if (tid == 0) output[rank] = sh[0];  // CAUSE
    cluster.sync();''', cause=MULTI + r'|not written')

case('g18_trap_unless_shape', 'advanced', 'pass',
     '`if (blockDim.x != TPB || gridDim.x % cluster.dim_blocks().x != 0 || warpSize != WARP_SIZE) __trap();` - true for no thread of the SPEC launch, so the trap is never taken; then the reference-shaped elected-lane sum. pass.',
     r'''
    __shared__ float sh[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    if (blockDim.x != TPB || gridDim.x % cluster.dim_blocks().x != 0 || warpSize != WARP_SIZE) __trap();
    const int tid = threadIdx.x;
    const unsigned int rank = cluster.block_rank();
    sh[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sh[(tid / WARP_SIZE) * WARP_SIZE + i];
        ws[tid / WARP_SIZE] = s;
    }
    __syncthreads();
    cluster.barrier_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster.barrier_wait();''')

# ---------------------------------------------------------------- faults inside macros, lambdas, functors
case('m01_oob_inside_accessor_macro', 'coordination', 'fail 5',
     'Accessor macro `#define LDS(i) scratch[(i)]` and a tree whose first offset is get_local_size(0) (not / 2): thread t < 256 reads LDS(t + 256), past the 256-element __shared__ array: out-of-bounds shared access (undefined; p34 reports out-of-bounds as exit 5, port c09). The line is the macro\'s use.',
     r'''
    __local float scratch[TPB];
    const int lid = get_local_id(0);
    const unsigned int rank = block_rank_in_cluster();
    LDS(lid) = input[get_global_id(0)] * (float)(rank + 1);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int offset = get_local_size(0); offset > 0; offset >>= 1) {
        if (lid < offset) LDS(lid) += LDS(lid + offset);  // CAUSE
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) output[rank] = LDS(0);
    cluster_sync();''', pre=OCL + '#define LDS(i) scratch[(i)]\n', cause=OOB)

case('m02_multiline_reduce_macro_no_barrier', 'coordination', 'fail 1',
     'A backslash-continued work-group reduce macro `WG_REDUCE(buf, lid, n)` (do { for (s = n/2; ...) if (lid < s) buf[lid] += buf[lid + s]; } while (0)) that lost its barrier in the port: the steps race (PTX Memory Consistency Model). nvcc and g++ give all of an expansion the line of the macro\'s use, so that is the line to name.',
     OCL_HEAD + r'''
    WG_REDUCE(scratch, lid, TPB);  // CAUSE''' + OCL_TAIL,
     pre=OCL + '#define WG_REDUCE(buf, lid, n) \\\n    do { \\\n        for (int s_ = (n) / 2; s_ > 0; s_ >>= 1) \\\n            if ((lid) < s_) (buf)[lid] += (buf)[(lid) + s_]; \\\n    } while (0)\n',
     cause=RACE)

case('m03_oob_inside_lambda', 'coordination', 'fail 5',
     'A loader lambda `auto at = [&](int i) -> float { return sh[i]; };` (the load is in the lambda) and the tree written `sh[lid] = at(lid) + at(lid + s * 2)` (the port doubled the offset): at s = 128, lid < 128 reads sh[lid + 256] - out of bounds of the 256-element __shared__ array (undefined; exit 5 as port c09). The access is in the lambda\'s body.',
     r'''
    __shared__ float sh[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int lid = threadIdx.x;
    auto at = [&](int i) -> float {
        return sh[i];  // CAUSE
    };
    sh[lid] = input[blockIdx.x * blockDim.x + lid] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (lid < s) sh[lid] = at(lid) + at(lid + s * 2);
        __syncthreads();
    }
    if (lid == 0) output[rank] = at(0);
    cluster_sync();''', cause=OOB)

case('m04_race_inside_lambda_step', 'reduction', 'fail 1',
     'The tree step is a lambda `auto step = [&](int s) { if (lid < s) sh[lid] += sh[lid + s]; };` called in a loop whose barrier the port put only after the loop: from the second step on, reads race with the previous step\'s writes by other threads (PTX Memory Consistency Model). The access is in the lambda\'s body.',
     r'''
    __shared__ float sh[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int lid = threadIdx.x;
    auto step = [&](int s) {
        if (lid < s) sh[lid] += sh[lid + s];  // CAUSE
    };
    sh[lid] = input[blockIdx.x * blockDim.x + lid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) step(s);
    __syncthreads();
    if (lid == 0) temp_storage[rank] = sh[0];
    cluster_sync();
    if (rank == 0 && lid == 0) output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''',
     cause=RACE)

case('m05_barrier_macro_in_early_exit_branch', 'coordination', 'fail 4',
     'OpenCL-style guarded body: `if (get_global_id(0) < size - 1) { ...; barrier(CLK_LOCAL_MEM_FENCE); ... }` (the port subtracts one for a stencil neighbour): the last thread of block 3 (global id 1023) skips the barrier macro while the other 255 threads of its block wait at it (PG Synchronization Functions: non-uniform condition, likely to hang). fail 4, divergent barrier at the macro\'s use.',
     r'''
    __local float scratch[TPB];
    const int lid = get_local_id(0);
    const unsigned int rank = block_rank_in_cluster();
    scratch[lid] = input[get_global_id(0)] * (float)(rank + 1);
    if (get_global_id(0) < (unsigned int)size - 1) {
        barrier(CLK_LOCAL_MEM_FENCE);  // CAUSE
        if (lid == 0) {
            float s = 0.0f;
            for (int i = 0; i < TPB; ++i) s += scratch[i];
            output[rank] = s;
        }
    }
    cluster_sync();''', pre=OCL, cause=DIVERGE + r'|deadlock')

case('m06_functor_barrier_from_leader_only', 'advanced', 'fail 4',
     'A functor WarpSum whose operator() ends with group_barrier(work_group{}) (= __syncthreads) is called only by the elected lane of each warp (`if (elect_one_sync()) ws[w] = WarpSum{sh}(w);`): 8 of 256 threads reach the barrier (PG Synchronization Functions: non-uniform condition, likely to hang). fail 4; the cause is the call in the branch (port c04).',
     r'''
    __shared__ float sh[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sh[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    if (elect_one_sync()) ws[tid / WARP_SIZE] = WarpSum{sh}(tid / WARP_SIZE);  // CAUSE
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', pre=SYCL + r'''
struct WarpSum {
    const float *sh;
    __device__ float operator()(int w) const
    {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sh[w * WARP_SIZE + i];
        group_barrier(work_group{});
        return s;
    }
};
''', cause=DIVERGE)

case('m07_shfl_shim_reads_exited_half', 'coordination', 'unclear',
     'A __shfl_down shim whose mask is __activemask() (a common HIP port: "the lanes that are here"), used after a branch that may leave the warp diverged. PG Warp Shuffle Functions allow a partial mask, but which lanes __activemask() returns after the branch is not fixed by the rules (PG: "the calling warp\'s active threads"; no convergence is guaranteed on sm_70+): if all 32 are in it the sum is right, if not the tree reads lanes outside the mask (undefined). Not scored: unclear.',
     r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    if (tid & 1) v *= 1.0f;
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(__activemask(), v, o);
    if (tid % 32 == 0) ws[tid / 32] = v;
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_sync();''')
