# Cases for gen.py (docs/verdict-litmus.md): message passing between threads, enumerated
# from axes and judged by rules written in code (truth() below), not by hand.
#
# Three shapes, each in puzzle form:
#   LB  --last-block: thread 0 of every block stores its partial, orders, draws a ticket on
#       `counter`; the block that draws gridDim.x-1 merges the partials (the Guide's
#       threadFenceReduction shape). Every block is both a producer and a consumer.
#   RD  --reduction: ranks 1-3 of the cluster publish their block sum (into rank 0's shared
#       memory through map_shared_rank, or into temp_storage) and signal rank 0 through a
#       counter or per-peer flags in rank 0's shared memory; rank 0's thread 0 spins, orders,
#       and rank 0 reads the sums (thread 0 alone, or other threads after a barrier).
#   AD  --advanced: inside one block, each warp's lane 0 publishes its warp sum (shared or
#       global scratch) and bumps a counter (shared or global); thread 0 spins until all 8
#       arrived and sums them (block scope is enough: every party is in one CTA).
#
# Citations (the rule each truth() branch applies):
#  [MS]  PTX ISA, Memory Consistency Model, "Morally strong operations": two operations are
#        morally strong relative to each other if they are related in program order or each is
#        strong (atomic, .relaxed/.acquire/.release/volatile) and each specifies a scope that
#        includes the thread executing the other (and they overlap completely).
#  [DR]  PTX ISA, "Data races": two overlapping operations, at least one a write, that are not
#        morally strong and not ordered by causality order; a program with one has undefined
#        behaviour (the Guide's "data race" and p34's exit 1).
#  [REL] PTX ISA, "Release and Acquire Patterns": a release pattern on M is a release operation
#        on M, or a release/acq_rel (or sc) fence followed by a strong write on M in program
#        order of the same thread; an acquire pattern is an acquire operation, or a strong read
#        followed by an acquire/acq_rel/sc fence. "Synchronizes with": a release pattern
#        synchronizes with an acquire pattern whose read observes its write (or its release
#        sequence) when the two are morally strong. Causality order (base causality) chains
#        program order, synchronizes-with and barriers, so a fence is cumulative over what
#        happened before it in causality order (a bar.sync before it included).
#  [BAR] PTX ISA bar/barrier: bar.sync orders the memory accesses of the participating threads
#        (CTA scope); PG Synchronization Functions: __syncthreads() makes global and shared
#        accesses before it visible to all threads of the block; __syncwarp() does the same for
#        the participating lanes (PG Warp Synchronous Primitives, memory ordering).
#  [VOL] PTX ISA ld/st: ld.volatile/st.volatile "may be used with .global and .shared ... are
#        treated as relaxed ... with .sys scope" for sm_70+: strong, orders nothing by itself.
#  [SC]  PTX ISA membar/fence: membar.gl = fence.sc.gpu (__threadfence()), membar.cta =
#        fence.sc.cta (__threadfence_block()), membar.sys = fence.sc.sys; fence.sc is also an
#        acq_rel fence. PTX-interop Atomics ABI: atomic_thread_fence(release|acq_rel,
#        thread_scope_S) -> fence.acq_rel.S, seq_cst -> fence.sc.S; atom with no .sem is
#        .relaxed, no scope is .gpu; atomicAdd_block -> .cta, atomicAdd_system -> .sys.
#  [CPP] C++ [atomics.fences] (libcu++ follows it with scopes): a fence with memory_order_acquire
#        is an acquire fence only; fence-atomic synchronization needs a *release* fence A
#        sequenced before the atomic write. (libcu++ lowers it to fence.acq_rel, so a GPU
#        will very likely run it right: the contract is broken, not the hardware.)
#  [CL]  PTX ISA "Scope": .cluster = all threads of the current cluster; a CTA not launched in
#        a cluster is an implicit cluster of one CTA (PG Thread Block Clusters), so in
#        --last-block a .cluster fence or atomic covers one block only.
#  [PG]  CUDA C++ Programming Guide, Memory Fence Functions, threadFenceReduction: the fence
#        before atomicInc(&count), no fence after it, the other threads read after
#        __syncthreads(): correct by the Guide. p34 judges by it on purpose (sim/check.cpp
#        check_access). Other kernels that omit the acquire side are "unclear" (not scored):
#        the PTX letter says race, the Guide's own example says fine (docs/verdict-pro.md l02/r07).

SCOPES = {'cta': 0, 'cluster': 1, 'gpu': 2, 'sys': 3}

# ------------------------------------------------------------------ fences
# name: (code, can_release, can_acquire, scope)
FENCES = {
    'none': ('', False, False, None),
    'tf': ('__threadfence();', True, True, 'gpu'),
    'tfb': ('__threadfence_block();', True, True, 'cta'),
    'tfs': ('__threadfence_system();', True, True, 'sys'),
    'atf_rel_dev': ('cuda::atomic_thread_fence(cuda::memory_order_release, cuda::thread_scope_device);', True, False, 'gpu'),
    'atf_rel_blk': ('cuda::atomic_thread_fence(cuda::memory_order_release, cuda::thread_scope_block);', True, False, 'cta'),
    'atf_acqrel_dev': ('cuda::atomic_thread_fence(cuda::memory_order_acq_rel, cuda::thread_scope_device);', True, True, 'gpu'),
    'atf_sc_sys': ('cuda::atomic_thread_fence(cuda::memory_order_seq_cst, cuda::thread_scope_system);', True, True, 'sys'),
    'atf_sc_blk': ('cuda::atomic_thread_fence(cuda::memory_order_seq_cst, cuda::thread_scope_block);', True, True, 'cta'),
    'atf_acq_dev': ('cuda::atomic_thread_fence(cuda::memory_order_acquire, cuda::thread_scope_device);', False, True, 'gpu'),
    'asm_acqrel_gpu': ('asm volatile("fence.acq_rel.gpu;" ::: "memory");', True, True, 'gpu'),
    'asm_acqrel_cta': ('asm volatile("fence.acq_rel.cta;" ::: "memory");', True, True, 'cta'),
    'asm_acqrel_cluster': ('asm volatile("fence.acq_rel.cluster;" ::: "memory");', True, True, 'cluster'),
    'asm_sc_gpu': ('asm volatile("fence.sc.gpu;" ::: "memory");', True, True, 'gpu'),
    'asm_sc_cluster': ('asm volatile("fence.sc.cluster;" ::: "memory");', True, True, 'cluster'),
}
# fences that are the Guide's __threadfence() (fence.sc.gpu or wider) [PG]
PG_FENCES = {'tf', 'tfs', 'asm_sc_gpu', 'atf_sc_sys'}

def covers(scope, need):
    """scope (of an op or fence) includes every thread of `need` ('cta' same block, 'grid' other
    blocks of a non-cluster launch, 'cluster' other blocks of the same cluster) [MS][CL]."""
    if scope is None:
        return False
    if need == 'cta':
        return True
    if need == 'cluster':
        return SCOPES[scope] >= SCOPES['cluster']
    return SCOPES[scope] >= SCOPES['gpu']  # 'grid': .cluster is a 1-CTA cluster here [CL]

# ------------------------------------------------------------------ --last-block (LB)
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
# partial store forms: (code with P = the partial's address expression, strong?)
LB_DATA = {
    'plain': ('partials[blockIdx.x] = sm[0];', False),
    'volatile': ('*(volatile float *)&partials[blockIdx.x] = sm[0];', True),
    'stcg': ('__stcg(&partials[blockIdx.x], sm[0]);', False),
    'exch': ('atomicExch(&partials[blockIdx.x], sm[0]);', True),
    'ref_relaxed': ('cuda::atomic_ref<float, cuda::thread_scope_device>(partials[blockIdx.x]).store(sm[0], cuda::memory_order_relaxed);', True),
}
# ticket forms: (expression, sem, scope)
LB_TICKET = {
    'atomicAdd': ('atomicAdd(counter, 1u)', 'relaxed', 'gpu'),
    'atomicInc': ('atomicInc(counter, gridDim.x)', 'relaxed', 'gpu'),
    'atomicAdd_block': ('atomicAdd_block(counter, 1u)', 'relaxed', 'cta'),
    'atomicAdd_system': ('atomicAdd_system(counter, 1u)', 'relaxed', 'sys'),
    'cas_loop': ('lit_cas_ticket(counter)', 'relaxed', 'gpu'),
    'ref_relaxed_dev': ('cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*counter).fetch_add(1u, cuda::memory_order_relaxed)', 'relaxed', 'gpu'),
    'ref_release_dev': ('cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*counter).fetch_add(1u, cuda::memory_order_release)', 'release', 'gpu'),
    'ref_acquire_dev': ('cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*counter).fetch_add(1u, cuda::memory_order_acquire)', 'acquire', 'gpu'),
    'ref_acqrel_dev': ('cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*counter).fetch_add(1u, cuda::memory_order_acq_rel)', 'acq_rel', 'gpu'),
    'ref_acqrel_blk': ('cuda::atomic_ref<unsigned int, cuda::thread_scope_block>(*counter).fetch_add(1u, cuda::memory_order_acq_rel)', 'acq_rel', 'cta'),
    'ref_seqcst_sys': ('cuda::atomic_ref<unsigned int, cuda::thread_scope_system>(*counter).fetch_add(1u)', 'acq_rel', 'sys'),
    'asm_acqrel_gpu': ('lit_atom_add_acq_rel_gpu(counter)', 'acq_rel', 'gpu'),
    'asm_release_gpu': ('lit_atom_add_release_gpu(counter)', 'release', 'gpu'),
    'asm_acqrel_cluster': ('lit_atom_add_acq_rel_cluster(counter)', 'acq_rel', 'cluster'),
    'asm_relaxed_gpu': ('lit_atom_add_relaxed_gpu(counter)', 'relaxed', 'gpu'),
}
# how the merging block reads a partial b: expression
LB_READ = {
    'plain': 'partials[b]',
    'volatile': '((volatile float *)partials)[b]',
    'ldcg': '__ldcg(&partials[b])',
    'atomic0': 'atomicAdd(&partials[b], 0.0f)',
    'ld_acquire': 'lit_ld_acquire_gpu(&partials[b])',
    'ref_relaxed': 'cuda::atomic_ref<float, cuda::thread_scope_device>(partials[b]).load(cuda::memory_order_relaxed)',
}
LB_PRE = r'''#include <cuda/atomic>
static __device__ __forceinline__ unsigned int lit_cas_ticket(unsigned int *c)
{
    unsigned int old = *(volatile unsigned int *)c, assumed;
    do {
        assumed = old;
        old = atomicCAS(c, assumed, assumed + 1u);
    } while (old != assumed);
    return assumed;
}
static __device__ __forceinline__ unsigned int lit_atom_add_acq_rel_gpu(unsigned int *c)
{
    unsigned int r;
    asm volatile("atom.add.acq_rel.gpu.global.u32 %0, [%1], 1;" : "=r"(r) : "l"(c) : "memory");
    return r;
}
static __device__ __forceinline__ unsigned int lit_atom_add_release_gpu(unsigned int *c)
{
    unsigned int r;
    asm volatile("atom.add.release.gpu.global.u32 %0, [%1], 1;" : "=r"(r) : "l"(c) : "memory");
    return r;
}
static __device__ __forceinline__ unsigned int lit_atom_add_acq_rel_cluster(unsigned int *c)
{
    unsigned int r;
    asm volatile("atom.add.acq_rel.cluster.global.u32 %0, [%1], 1;" : "=r"(r) : "l"(c) : "memory");
    return r;
}
static __device__ __forceinline__ unsigned int lit_atom_add_relaxed_gpu(unsigned int *c)
{
    unsigned int r;
    asm volatile("atom.add.relaxed.gpu.global.u32 %0, [%1], 1;" : "=r"(r) : "l"(c) : "memory");
    return r;
}
static __device__ __forceinline__ float lit_ld_acquire_gpu(const float *p)
{
    float v;
    asm volatile("ld.acquire.gpu.global.f32 %0, [%1];" : "=f"(v) : "l"(p) : "memory");
    return v;
}'''

LB_MERGE_ALL = r'''
    __syncthreads();
    if (am_last) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += READ;
        sm[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; *counter = 0u; }
    }'''
LB_MERGE_WARP0 = r'''
    __syncwarp();
    if (tid < WARP_SIZE && am_last) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += WARP_SIZE) acc += READ;
        for (int o = 16; o > 0; o >>= 1) acc += __shfl_down_sync(0xffffffffu, acc, o);
        if (tid == 0) { output[0] = acc; *counter = 0u; }
    }'''

def lb_kernel(a):
    fb, fa = FENCES[a['fb']][0], FENCES[a['fa']][0]
    data = LB_DATA[a['data']][0]
    tk = LB_TICKET[a['ticket']][0]
    read = LB_READ[a['read']]
    body = LB_HEAD
    if a['writer'] == 't1_sync':
        body += '    if (tid == 1) %s\n    __syncthreads();\n' % data
    elif a['writer'] == 't1_nosync':
        body += '    if (tid == 1) %s\n' % data
    body += '    if (tid == 0) {\n        am_last = false;\n'
    if a['writer'] == 't0':
        body += '        %s\n' % data
    if fb:
        body += '        %s\n' % fb
    body += '        const unsigned int t = %s;\n' % tk
    if fa:
        body += '        %s\n' % fa
    if a['reader'] == 'thread0':
        body += '        if (t == gridDim.x - 1) {\n            float total = 0.0f;\n'
        body += '            for (unsigned int b = 0; b < gridDim.x; b++) total += %s;\n' % read
        body += '            output[0] = total;\n            *counter = 0u;\n        }\n    }'
        return body
    body += '        am_last = t == gridDim.x - 1;\n    }'
    body += (LB_MERGE_WARP0 if a['reader'] == 'warp0' else LB_MERGE_ALL).replace('READ', read)
    return body

def lb_truth(a):
    """(verdict, reason) for an LB kernel, from the rules above."""
    fb, fa = FENCES[a['fb']], FENCES[a['fa']]
    _, sem, tscope = LB_TICKET[a['ticket']]
    why = []
    # 1. the ticket itself: every block's RMW must be morally strong with every other's [MS]
    if not covers(tscope, 'grid'):
        return 'fail 1', ('ticket %s has %s scope, which does not include the threads of other blocks '
                          '(a non-cluster launch: .cluster is one CTA [CL]); the tickets are not morally strong '
                          '[MS]: a data race on counter [DR], lost or duplicate tickets' % (a['ticket'], tscope))
    # 2. the partial store must be in causality order before this thread's release [REL][BAR]
    if a['writer'] == 't1_nosync':
        return 'fail 1', ('thread 1 stores the partial and thread 0 releases with nothing ordering the two '
                          '(no bar.sync between them [BAR]); a release pattern orders only what precedes it in '
                          'causality order [REL]: the merge races with the store [DR]')
    rel_fence = fb[1] and covers(fb[3], 'grid')
    rel_op = sem in ('release', 'acq_rel') and covers(tscope, 'grid')
    if not (rel_fence or rel_op):
        if a['fb'] == 'none':
            what = 'no fence before the ticket and a %s RMW' % sem
        elif not fb[1]:
            what = '%s before the ticket is an acquire-only fence [CPP]' % a['fb']
        else:
            what = '%s before the ticket has %s scope, not including other blocks [MS][CL]' % (a['fb'], fb[3])
        if a['fa'] != 'none' and FENCES[a['fa']][1]:
            what += ' (the fence %s comes after the ticket: the wrong place, it releases nothing the ticket carries)' % a['fa']
        return 'fail 1', ('no release pattern on the producer side: %s [REL]; the last block may read a partial '
                          'before it is visible: data race / stale value [DR]' % what)
    why.append('release: ' + ('%s before the ticket (fence + strong write)' % a['fb'] if rel_fence
                              else '%s ticket of %s scope' % (sem, tscope)) + ' [REL][SC]')
    if a['writer'] == 't1_sync':
        why.append('thread 1\'s store reaches thread 0\'s release through __syncthreads() (bar.sync, causality order) [BAR][REL]')
    # 3. the acquire side on the merging thread [REL]
    acq_fence = fa[2] and covers(fa[3], 'grid')
    acq_op = sem in ('acquire', 'acq_rel') and covers(tscope, 'grid')
    if not (acq_fence or acq_op):
        if a['fb'] in PG_FENCES and sem == 'relaxed':
            why.append('no acquire after the relaxed ticket: the Guide\'s threadFenceReduction shape exactly '
                       '(fence before the RMW, none after) [PG]')
        else:
            return 'unclear', ('; '.join(why) + '; but no acquire pattern after the ticket (%s ticket, fence after: %s): '
                               'race by the PTX letter [REL], accepted by the Guide\'s threadFenceReduction policy '
                               '[PG] - not scored' % (sem, a['fa']))
    else:
        why.append('acquire: ' + ('%s after the ticket' % a['fa'] if acq_fence else '%s ticket' % sem) + ' [REL]')
    # 4. readers
    if a['reader'] == 'all':
        why.append('the other threads read after __syncthreads() [BAR]')
    elif a['reader'] == 'warp0':
        why.append('warp 0 reads after __syncwarp(); warps 1-7 never read am_last [BAR]')
    else:
        why.append('the thread that drew the ticket reads')
    if a['data'] != 'plain' or a['read'] != 'plain':
        why.append('partial stored %s, read %s: ordered by the release/acquire, so no race whatever their strength' % (a['data'], a['read']))
    return 'pass', '; '.join(why)

LB_BASE = dict(writer='t0', data='plain', fb='tf', ticket='atomicAdd', fa='tf', reader='all', read='plain')

# ------------------------------------------------------------------ --reduction (RD)
RD_HEAD = r'''
    __shared__ float sm[TPB];
    __shared__ float sums[CLUSTER_SIZE];
    __shared__ unsigned int arrived;
    __shared__ unsigned int flags[CLUSTER_SIZE];
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) arrived = 0u;
    if (tid < CLUSTER_SIZE) flags[tid] = 0u;
    cluster.sync();
'''
# publish forms: (code, strong?, where) ; D = destination
RD_DATA = {
    'dsmem_plain': ('*cluster.map_shared_rank(&sums[rank], 0) = sm[0];', False, 'dsmem'),
    'dsmem_volatile': ('*(volatile float *)cluster.map_shared_rank(&sums[rank], 0) = sm[0];', True, 'dsmem'),
    'dsmem_exch': ('atomicExch(cluster.map_shared_rank(&sums[rank], 0), sm[0]);', True, 'dsmem'),
    'global_plain': ('temp_storage[rank] = sm[0];', False, 'global'),
    'global_stcg': ('__stcg(&temp_storage[rank], sm[0]);', False, 'global'),
}
# signal forms: (code, kind 'counter'|'flag', sem, scope, strong?)
RD_SIGNAL = {
    'atomicAdd': ('atomicAdd(cluster.map_shared_rank(&arrived, 0), 1u);', 'counter', 'relaxed', 'gpu', True),
    'atomicAdd_block': ('atomicAdd_block(cluster.map_shared_rank(&arrived, 0), 1u);', 'counter', 'relaxed', 'cta', True),
    'ref_release_dev': ('cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*cluster.map_shared_rank(&arrived, 0)).fetch_add(1u, cuda::memory_order_release);', 'counter', 'release', 'gpu', True),
    'red_release_cluster': ('asm volatile("red.release.cluster.shared::cluster.add.u32 [%0], 1;" :: "r"(lit_mapa(lit_smem(&arrived), 0)) : "memory");', 'counter', 'release', 'cluster', True),
    'flag_volatile': ('*(volatile unsigned int *)cluster.map_shared_rank(&flags[rank], 0) = 1u;', 'flag', 'relaxed', 'sys', True),
    'flag_plain': ('*cluster.map_shared_rank(&flags[rank], 0) = 1u;', 'flag', 'weak', None, False),
    'flag_exch': ('atomicExch(cluster.map_shared_rank(&flags[rank], 0), 1u);', 'flag', 'relaxed', 'gpu', True),
    'flag_ref_store_release': ('cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*cluster.map_shared_rank(&flags[rank], 0)).store(1u, cuda::memory_order_release);', 'flag', 'release', 'gpu', True),
    'flag_st_release_cluster': ('asm volatile("st.release.cluster.shared::cluster.u32 [%0], %1;" :: "r"(lit_mapa(lit_smem(&flags[rank]), 0)), "r"(1u) : "memory");', 'flag', 'release', 'cluster', True),
    'flag_st_relaxed_cluster': ('asm volatile("st.relaxed.cluster.shared::cluster.u32 [%0], %1;" :: "r"(lit_mapa(lit_smem(&flags[rank]), 0)), "r"(1u) : "memory");', 'flag', 'relaxed', 'cluster', True),
}
# spin-read forms of X (an lvalue in rank 0's own shared memory): (template, sem, scope, strong?)
RD_SPIN = {
    'volatile': ('*(volatile unsigned int *)&X', 'relaxed', 'sys', True),
    'plain': ('X', 'weak', None, False),
    'atomic0': ('atomicAdd(&X, 0u)', 'relaxed', 'gpu', True),
    'atomic0_block': ('atomicAdd_block(&X, 0u)', 'relaxed', 'cta', True),
    'ref_acquire_dev': ('cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(X).load(cuda::memory_order_acquire)', 'acquire', 'gpu', True),
    'ref_relaxed_dev': ('cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(X).load(cuda::memory_order_relaxed)', 'relaxed', 'gpu', True),
    'ref_acquire_blk': ('cuda::atomic_ref<unsigned int, cuda::thread_scope_block>(X).load(cuda::memory_order_acquire)', 'acquire', 'cta', True),
    'ld_acquire_cluster': ('lit_ld_acquire_cluster(&X)', 'acquire', 'cluster', True),
    'ld_acquire_cta': ('lit_ld_acquire_cta(&X)', 'acquire', 'cta', True),
}
RD_READ = {  # how rank 0 reads peer r's sum: (dsmem form, global form)
    'plain': ('sums[r]', 'temp_storage[r]'),
    'volatile': ('((volatile float *)sums)[r]', '((volatile float *)temp_storage)[r]'),
}
RD_PRE = r'''#include <cuda/atomic>
static __device__ __forceinline__ unsigned int lit_smem(const void *p)
{
    return (unsigned int)__cvta_generic_to_shared(p);
}
static __device__ __forceinline__ unsigned int lit_mapa(unsigned int a, unsigned int rank)
{
    unsigned int r;
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(rank));
    return r;
}
static __device__ __forceinline__ unsigned int lit_ld_acquire_cluster(const unsigned int *p)
{
    unsigned int v;
    asm volatile("ld.acquire.cluster.shared::cta.u32 %0, [%1];" : "=r"(v) : "r"(lit_smem(p)) : "memory");
    return v;
}
static __device__ __forceinline__ unsigned int lit_ld_acquire_cta(const unsigned int *p)
{
    unsigned int v;
    asm volatile("ld.acquire.cta.shared::cta.u32 %0, [%1];" : "=r"(v) : "r"(lit_smem(p)) : "memory");
    return v;
}'''

def rd_kernel(a):
    data, _, where = RD_DATA[a['data']]
    sig, kind = RD_SIGNAL[a['signal']][:2]
    fb, fa = FENCES[a['fb']][0], FENCES[a['fa']][0]
    spin = RD_SPIN[a['spin']][0]
    rd = RD_READ[a['read']][0 if where == 'dsmem' else 1]
    body = RD_HEAD + '    if (rank != 0 && tid == 0) {\n        %s\n' % data
    if fb:
        body += '        %s\n' % fb
    body += '        %s\n    }\n' % sig
    body += '    if (rank == 0) {\n        if (tid == 0) {\n'
    if a['fa_place'] == 'before' and fa:
        body += '            %s\n' % fa
    if kind == 'counter':
        body += '            while (%s < CLUSTER_SIZE - 1) { }\n' % spin.replace('X', 'arrived')
    else:
        body += '            for (int r = 1; r < CLUSTER_SIZE; r++)\n                while (%s == 0u) { }\n' % spin.replace('X', 'flags[r]')
    if a['fa_place'] == 'after' and fa:
        body += '            %s\n' % fa
    if a['reader'] == 'thread0':
        body += '            float total = sm[0];\n            for (int r = 1; r < CLUSTER_SIZE; r++) total += %s;\n' % rd
        body += '            output[0] = total;\n        }\n    }\n    cluster.sync();'
        return body
    body += '        }\n'
    body += {'syncthreads': '        __syncthreads();\n', 'syncwarp': '        __syncwarp();\n', 'none': ''}[a['reader']]
    body += ('        if (tid < WARP_SIZE) {\n            const int r = tid;\n'
             '            float v = r == 0 ? sm[0] : (r < CLUSTER_SIZE ? %s : 0.0f);\n'
             '            for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);\n'
             '            if (tid == 0) output[0] = v;\n        }\n    }\n    cluster.sync();') % rd
    return body

def rd_truth(a):
    _, dstrong, where = RD_DATA[a['data']]
    _, kind, ssem, sscope, sstrong = RD_SIGNAL[a['signal']]
    _, rsem, rscope, rstrong = RD_SPIN[a['spin']]
    fb, fa = FENCES[a['fb']], FENCES[a['fa']]
    why = []
    # 1. signal and spin must be morally strong (peers in the same cluster) [MS]
    if not sstrong:
        return 'fail 1', 'the peer sets its flag with a plain (weak) store while rank 0 spins on it: not morally strong [MS], a data race on the flag [DR] (the compiler may also keep the spin\'s value)'
    if not covers(sscope, 'cluster'):
        return 'fail 1', 'the peer\'s %s signal has %s scope, which excludes rank 0\'s threads: not morally strong with rank 0\'s reads [MS]: a data race on the counter [DR]' % (a['signal'], sscope)
    if not rstrong:
        return 'fail 1', 'rank 0 spins with a plain (weak) load on a word peers write with atomics: not morally strong [MS], a data race [DR] (and the load may be hoisted out of the loop: a hang)'
    if not covers(rscope, 'cluster'):
        return 'fail 1', 'rank 0 polls with a %s-scope read (%s): its scope excludes the peer threads that write the word, so the two are not morally strong [MS]: a data race on it [DR], and no synchronization [REL]' % (rscope, a['spin'])
    # 2. release on the peer [REL]
    rel_fence = fb[1] and covers(fb[3], 'cluster')
    rel_op = ssem in ('release', 'acq_rel') and covers(sscope, 'cluster')
    if not (rel_fence or rel_op):
        what = ('no fence between the publish and the %s signal' % ssem) if a['fb'] == 'none' else (
            '%s is %s' % (a['fb'], 'an acquire-only fence [CPP]' if not fb[1] else 'of %s scope, which excludes rank 0 [MS]' % fb[3]))
        return 'fail 1', 'no release pattern on the peer: %s [REL]; rank 0 may read the sum before it is visible: a data race%s [DR]' % (
            what, ' / stale value (both strong, but unordered)' if dstrong and a['read'] == 'volatile' else '')
    why.append('release: ' + ('%s then the strong signal %s' % (a['fb'], a['signal']) if rel_fence else '%s signal (%s, %s scope)' % (a['signal'], ssem, sscope)) + ' [REL]')
    # 3. acquire on rank 0 [REL]
    acq_fence = a['fa_place'] == 'after' and fa[2] and covers(fa[3], 'cluster')
    acq_op = rsem == 'acquire' and covers(rscope, 'cluster')
    if not (acq_fence or acq_op):
        return 'unclear', '; '.join(why) + '; but no acquire pattern after the poll (%s read, fence %s %s): race by the PTX letter [REL], the relaxed-read-then-use shape the project accepts after the Guide [PG] - not scored' % (a['spin'], a['fa'], a['fa_place'])
    why.append('acquire: ' + ('%s after the poll' % a['fa'] if acq_fence else '%s poll' % a['spin']) + ' [REL]')
    # 4. readers [BAR]
    if a['reader'] == 'none':
        return 'fail 1', '; '.join(why) + '; but lanes 1-3 of warp 0 read the sums with no barrier after thread 0\'s spin: nothing orders thread 0\'s acquire before their reads [BAR]: a data race [DR]'
    why.append({'thread0': 'thread 0 itself reads', 'syncthreads': 'warp 0 reads after __syncthreads() [BAR]',
                'syncwarp': 'warp 0 reads after __syncwarp(), thread 0 being one of its lanes [BAR]'}[a['reader']])
    why.append('a final cluster.sync() keeps rank 0 alive until every remote access is done (PG Distributed Shared Memory)')
    return 'pass', '; '.join(why)

RD_BASE = dict(data='dsmem_plain', fb='tf', signal='atomicAdd', spin='volatile', fa='tf', fa_place='after',
               reader='thread0', read='plain')

# ------------------------------------------------------------------ --advanced (AD): one block
AD_PRE = r'''#include <cuda/atomic>
__device__ float lit_g_ws[CLUSTER_SIZE][TPB / WARP_SIZE];
__device__ unsigned int lit_g_count[CLUSTER_SIZE];'''
AD_WS = {'shared': ('ws[warp]', 'ws[w]'), 'global': ('lit_g_ws[rank][warp]', 'lit_g_ws[rank][w]')}
AD_CNT = {'shared': 'wcount', 'global': 'lit_g_count[rank]'}
AD_INC = {  # (code with C = counter lvalue, scope)
    'atomicAdd': ('atomicAdd(&C, 1u);', 'gpu'),
    'atomicAdd_block': ('atomicAdd_block(&C, 1u);', 'cta'),
    'ref_release_blk': ('cuda::atomic_ref<unsigned int, cuda::thread_scope_block>(C).fetch_add(1u, cuda::memory_order_release);', 'cta'),
}
AD_SPIN = {
    'volatile': '*(volatile unsigned int *)&C',
    'atomic0_block': 'atomicAdd_block(&C, 0u)',
}
def ad_kernel(a):
    ws_w, ws_r = AD_WS[a['ws']]
    cnt = AD_CNT[a['cnt']]
    inc = AD_INC[a['inc']][0].replace('C', cnt)
    fb, fa = FENCES[a['fb']][0], FENCES[a['fa']][0]
    spin = AD_SPIN[a['spin']].replace('C', cnt)
    body = r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ unsigned int wcount;
    const int tid = threadIdx.x, lane = tid %% WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) { wcount = 0u; lit_g_count[rank] = 0u; }
    __syncthreads();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0) {
        %s = v;
''' % ws_w
    if fb:
        body += '        %s\n' % fb
    body += '        %s\n    }\n' % inc
    body += '    if (tid == 0) {\n        while (%s < TPB / WARP_SIZE) { }\n' % spin
    if fa:
        body += '        %s\n' % fa
    body += ('        float total = 0.0f;\n        for (int w = 0; w < TPB / WARP_SIZE; w++) total += %s;\n'
             '        output[rank] = total;\n    }\n    cluster_sync();') % ws_r
    return body

def ad_truth(a):
    fb, fa = FENCES[a['fb']], FENCES[a['fa']]
    iscope = AD_INC[a['inc']][1]
    why = ['every party is in one block, so CTA scope is enough: atomics of .cta scope are morally strong among the block\'s threads [MS]']
    rel = (fb[1] and covers(fb[3], 'cta')) or a['inc'] == 'ref_release_blk'
    if not rel:
        return 'fail 1', 'no release pattern between a warp leader\'s %s store of its warp sum and its counter increment (no fence) [REL]: thread 0 may read the slot before it is visible: a data race [DR]' % a['ws']
    why.append('release: ' + ('%s then %s' % (a['fb'], a['inc']) if fb[1] else 'fetch_add(release) at block scope') + ' [REL]')
    acq = fa[2] and covers(fa[3], 'cta')
    if not acq:
        return 'unclear', '; '.join(why) + '; no acquire fence after the poll [REL][PG] - not scored'
    why.append('acquire: %s poll then %s [REL]' % (a['spin'], a['fa']))
    why.append('scratch in %s memory, counter in %s memory: the model is the same for both state spaces [REL]' % (a['ws'], a['cnt']))
    return 'pass', '; '.join(why)

AD_BASE = dict(ws='shared', cnt='shared', fb='tfb', inc='atomicAdd_block', spin='volatile', fa='tfb')

# ------------------------------------------------------------------ the cases
def short(a, base):
    d = [k + '=' + str(v) for k, v in a.items() if base.get(k) != v]
    return ', '.join(d) if d else 'baseline'

def add(prefix, n, puzzle, base, kern, truthf, pre, **dev):
    a = dict(base)
    a.update(dev)
    verdict, reason = truthf(a)
    tag = '_'.join('%s-%s' % (k, v) for k, v in dev.items()) or 'baseline'
    tag = tag.replace('_', '').replace('-', '_')[:48] if dev else 'baseline'
    name = '%s%02d_%s' % (prefix, n, tag)
    case(name, puzzle, verdict, '[axes: %s] %s' % (short(a, base), reason), kern(a), pre=pre)

LB_DEV = [
    {},
    # producer ordering (single deviation)
    dict(fb='none'), dict(fb='tfb'), dict(fb='tfs'), dict(fb='atf_rel_dev'), dict(fb='atf_rel_blk'),
    dict(fb='atf_acqrel_dev'), dict(fb='atf_sc_sys'), dict(fb='atf_sc_blk'), dict(fb='atf_acq_dev'),
    dict(fb='asm_acqrel_gpu'), dict(fb='asm_acqrel_cta'), dict(fb='asm_acqrel_cluster'), dict(fb='asm_sc_cluster'),
    # ticket form (single deviation)
    dict(ticket='atomicInc'), dict(ticket='atomicAdd_block'), dict(ticket='atomicAdd_system'), dict(ticket='cas_loop'),
    dict(ticket='asm_relaxed_gpu'),
    # ticket carries the ordering (no fences)
    dict(fb='none', fa='none', ticket='ref_acqrel_dev'), dict(fb='none', fa='none', ticket='ref_seqcst_sys'),
    dict(fb='none', fa='none', ticket='asm_acqrel_gpu'), dict(fb='none', fa='none', ticket='ref_acqrel_blk'),
    dict(fb='none', fa='none', ticket='asm_acqrel_cluster'), dict(fb='none', fa='none', ticket='ref_acquire_dev'),
    dict(fb='none', ticket='ref_release_dev'), dict(fb='none', ticket='asm_release_gpu'),
    dict(fb='none', fa='atf_acq_dev', ticket='ref_release_dev'),
    dict(fb='none', fa='none', ticket='ref_release_dev'),
    # data store form
    dict(data='volatile'), dict(data='stcg'), dict(data='exch'), dict(data='ref_relaxed'),
    dict(data='exch', fb='none', read='atomic0'), dict(data='volatile', fb='none', read='volatile'),
    # consumer read form / place
    dict(read='volatile'), dict(read='ldcg'), dict(read='atomic0'), dict(read='ld_acquire'), dict(read='ref_relaxed'),
    dict(fa='none'), dict(fa='tfb'), dict(fa='atf_acq_dev'), dict(fb='atf_rel_dev', fa='none'),
    dict(fb='none', fa='none'),  # no fence at all (dict(fb='none') is the fence-after-only, wrong place)
    # who writes / who reads
    dict(writer='t1_sync'), dict(writer='t1_nosync'), dict(reader='thread0'), dict(reader='warp0'),
    # pairwise combinations
    dict(writer='t1_sync', fb='atf_rel_dev', fa='atf_acq_dev', reader='warp0'),
    dict(data='stcg', ticket='atomicInc', fa='none', read='ldcg'),
    dict(data='ref_relaxed', fb='none', fa='none', ticket='ref_acqrel_dev', reader='thread0', read='ref_relaxed'),
    dict(writer='t1_sync', fb='tfb', ticket='cas_loop'),
    dict(data='volatile', fb='asm_sc_gpu', fa='asm_sc_gpu', ticket='asm_relaxed_gpu', read='volatile', reader='warp0'),
]
RD_DEV = [
    {},
    dict(fb='none'), dict(fb='tfb'), dict(fb='asm_acqrel_cluster'), dict(fb='asm_acqrel_cta'), dict(fb='atf_rel_dev'),
    dict(fb='atf_rel_blk'),
    dict(signal='atomicAdd_block'), dict(signal='flag_volatile'), dict(signal='flag_plain'), dict(signal='flag_exch'),
    dict(fb='none', signal='ref_release_dev'), dict(fb='none', signal='red_release_cluster'),
    dict(fb='none', signal='flag_ref_store_release'), dict(fb='none', signal='flag_st_release_cluster'),
    dict(fb='none', signal='flag_st_relaxed_cluster'),
    dict(spin='plain'), dict(spin='atomic0'), dict(spin='atomic0_block'), dict(spin='ref_acquire_blk'),
    dict(spin='ref_acquire_dev', fa='none'), dict(spin='ld_acquire_cluster', fa='none'), dict(spin='ld_acquire_cta', fa='none'),
    dict(fa='none'), dict(fa_place='before'), dict(fa='tfb'), dict(fa='asm_acqrel_cluster'), dict(fa='atf_acq_dev'),
    dict(reader='syncthreads'), dict(reader='syncwarp'), dict(reader='none'),
    dict(data='global_plain'), dict(data='global_stcg', read='volatile'), dict(data='dsmem_volatile', read='volatile'),
    dict(data='dsmem_volatile', fb='none', read='volatile'), dict(data='dsmem_exch'),
    # pairwise
    dict(data='global_plain', fb='none', signal='flag_st_release_cluster', spin='ld_acquire_cluster', fa='none', reader='syncthreads'),
    dict(data='global_plain', fb='tfb', signal='flag_volatile', reader='syncwarp'),
    dict(signal='flag_exch', spin='atomic0', fa='atf_acq_dev', reader='syncthreads'),
    dict(fb='asm_acqrel_cluster', signal='flag_volatile', spin='ref_relaxed_dev', fa='asm_acqrel_cluster', reader='none'),
]
AD_DEV = [
    {},
    dict(fb='none'), dict(ws='global'), dict(cnt='global', inc='atomicAdd', spin='volatile'), dict(ws='global', cnt='global'),
    dict(fb='none', inc='ref_release_blk'), dict(fb='tf', fa='tf', inc='atomicAdd'), dict(ws='global', fb='none'),
    dict(fa='none'),
]

for i, d in enumerate(LB_DEV):
    add('l', i, 'last-block', LB_BASE, lb_kernel, lb_truth, LB_PRE, **d)
for i, d in enumerate(RD_DEV):
    add('r', i, 'reduction', RD_BASE, rd_kernel, rd_truth, RD_PRE, **d)
for i, d in enumerate(AD_DEV):
    add('a', i, 'advanced', AD_BASE, ad_kernel, ad_truth, AD_PRE, **d)
