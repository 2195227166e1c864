# Cases for gen.py (docs/verdict-scopes.md): synchronisation written with libcu++ and the CUDA
# 12.8+ scoped atomic builtins instead of the classic helpers, enumerated as a grid of
# primitive x scope x memory order (x fence placement), and judged by rules in code (the *_truth
# functions below), decided before p34 ran any of them.
#
# Shapes:
#   LB  --last-block: thread 0 of every block stores its partial, orders, draws a ticket; the
#       block that draws gridDim.x-1 merges (every thread reads one partial after __syncthreads()).
#   CO  --coordination: every block publishes its scaled sum in its OWN shared memory (`pub`) and
#       raises its OWN shared flag; thread 0 of the next rank polls that flag through
#       map_shared_rank, then reads `pub` through map_shared_rank and writes output[peer]. A final
#       cluster.sync() keeps every block alive while peers read it.
#   RD  --reduction: ranks 1-3 store their sum into rank 0's shared memory and count themselves on
#       a counter in rank 0's shared memory (a libcu++ object or a builtin); rank 0's thread 0 waits.
#   AD  --advanced: inside one block, warp leaders publish warp sums and count on a shared
#       counter; thread 0 waits (block scope is enough there).
#
# Primitives: cuda::atomic_ref<T, scope>, cuda::std::atomic_ref<T> (system scope), cuda::atomic<T,
# scope> objects (__device__ and __shared__), cuda::std::atomic<T>, compare_exchange_weak/strong
# loops, exchange, fetch_add, wait/notify_all, cuda::atomic_thread_fence(order, scope),
# cuda::std::atomic_thread_fence(order), __nv_atomic_fetch_add / _load_n / _store_n /
# _compare_exchange_n / _thread_fence with __NV_ATOMIC_* and __NV_THREAD_SCOPE_* (nvcc 13.0 builds
# all of them for sm_90a; CUDA 13.0's libcu++ has no cuda::thread_scope_cluster).
#
# Citations (the rule each truth branch applies; same keys as tests/verdict/litmus/cases.py):
#  [MS]  PTX ISA, Memory Consistency Model, "Morally strong operations": both strong and each
#        one's scope includes the thread executing the other.
#  [DR]  PTX ISA, "Data races": conflicting accesses neither morally strong nor ordered by
#        causality order (undefined behaviour; p34 exit 1).
#  [REL] PTX ISA, "Release and Acquire Patterns" and causality order: a release pattern = a
#        release op, or a release/acq_rel/sc fence followed by a strong write; an acquire pattern
#        = an acquire op, or a strong read followed by an acquire/acq_rel/sc fence.
#  [SCOPE] libcu++ docs, "Thread Scopes": thread_scope_thread - only the local thread can observe
#        the synchronization; thread_scope_block - the threads of the same block;
#        thread_scope_device - the same device; thread_scope_system - the whole system. An
#        atomic/fence of a scope synchronizes only threads inside it; a wider scope is correct.
#        (CCCL implements thread_scope_thread with block-scope instructions; the contract is the
#        scope as documented.) CUDA Programming Guide, "Atomic Functions" (scoped builtins): the
#        __NV_THREAD_SCOPE_* argument is the same notion; __NV_THREAD_SCOPE_CLUSTER = the cluster.
#  [LIB] CCCL cuda_ptx_generated.h (CUDA 13.0): store(seq_cst) = fence.sc.S then st.relaxed.S (no
#        fence after it); load(seq_cst) = fence.sc.S then ld.acquire.S; store(release) =
#        st.release.S; fetch_add(acq_rel|seq_cst) = atom.acq_rel.S (seq_cst: fence.sc.S first);
#        atomic_thread_fence(release|acq_rel|acquire, S) = fence.acq_rel.S, seq_cst = fence.sc.S.
#  [CPP] C++ [atomics.fences], [atomics.order]: an acquire fence is not a release fence; a release
#        fence is not an acquire fence; a seq_cst store orders what precedes it, not what follows
#        it (a later relaxed RMW carries nothing); memory_order_seq_cst is the default argument.
#  [CL]  PTX ISA "Scope"/PG Thread Block Clusters: a launch without clusters makes each block a
#        cluster of one, so .cluster / __NV_THREAD_SCOPE_CLUSTER covers one block in --last-block.
#  [BAR] bar.sync / __syncthreads() order the block's accesses (causality order).
#  [PG]  the Guide's threadFenceReduction: a __threadfence() (fence.sc.gpu or wider) before a
#        relaxed ticket and no acquire after it: correct by the project's policy
#        (docs/verdict-generalization.md "The reader's acquire"). Any other kernel whose only fault
#        is a missing acquire after an adequate relaxed read (or the acquire fence placed before
#        the read) is "unclear", not scored (docs/verdict-litmus.md, docs/verdict-locks.md r02/r06).
#  [DSM] PG Distributed Shared Memory: a block's shared memory must stay alive while peers access
#        it (the final cluster.sync()).
RACE = r'data race|race|several writers|stored by'

RANK = {'thread': 0, 'cta': 1, 'cluster': 2, 'gpu': 3, 'sys': 4}
LIB_SCOPE = {'thread': 'cuda::thread_scope_thread', 'cta': 'cuda::thread_scope_block',
             'gpu': 'cuda::thread_scope_device', 'sys': 'cuda::thread_scope_system'}
NV_SCOPE = {'thread': '__NV_THREAD_SCOPE_THREAD', 'cta': '__NV_THREAD_SCOPE_BLOCK',
            'cluster': '__NV_THREAD_SCOPE_CLUSTER', 'gpu': '__NV_THREAD_SCOPE_DEVICE',
            'sys': '__NV_THREAD_SCOPE_SYSTEM'}
NV_ORDER = {'relaxed': '__NV_ATOMIC_RELAXED', 'acquire': '__NV_ATOMIC_ACQUIRE', 'release': '__NV_ATOMIC_RELEASE',
            'acq_rel': '__NV_ATOMIC_ACQ_REL', 'seq_cst': '__NV_ATOMIC_SEQ_CST'}
def lo(o):
    return 'cuda::memory_order_' + o
def REL(o):
    return o in ('release', 'acq_rel', 'seq_cst')
def ACQ(o):
    return o in ('acquire', 'acq_rel', 'seq_cst')

def covers(scope, need):
    """need: 'grid' (other blocks, no clusters: .cluster is one CTA [CL]), 'cluster' (other blocks
    of the one cluster), 'cta' (other threads of the block)."""
    if need == 'grid':
        return RANK[scope] >= RANK['gpu']
    return RANK[scope] >= RANK[need]

# fences: F(kind, order, scope) -> (code, order, scope)
def F(kind, order, scope='sys'):
    if kind == 'atf':
        code = 'cuda::atomic_thread_fence(%s, %s);' % (lo(order), LIB_SCOPE[scope])
    elif kind == 'stdatf':
        code = 'cuda::std::atomic_thread_fence(cuda::std::memory_order_%s);' % order
        scope = 'sys'
    else:
        code = '__nv_atomic_thread_fence(%s, %s);' % (NV_ORDER[order], NV_SCOPE[scope])
    return (code, order, scope)
NOF = ('', None, None)
def frel(f, need):
    return f[1] is not None and REL(f[1]) and covers(f[2], need)
def facq(f, need):
    return f[1] is not None and ACQ(f[1]) and covers(f[2], need)
def fdesc(f):
    return f[0].rstrip(';') if f[0] else 'none'

PRE = r'''#include <cuda/atomic>
#include <cuda/std/atomic>'''

# ================================================================== LB
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
    if (tid == 0) {
        am_last = false;
        @STORE@
        @FB@
        const unsigned int t = @TICKET@;
        @FA@
        am_last = t == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        sm[tid] = @READ@;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; @RESET@ }
    }'''
LB_CAS = r'''
template <cuda::thread_scope S>
static __device__ __forceinline__ unsigned int sc_cas_ticket(unsigned int *c, cuda::memory_order o)
{
    cuda::atomic_ref<unsigned int, S> r(*c);
    unsigned int e = r.load(cuda::memory_order_relaxed);
    while (!r.compare_exchange_weak(e, e + 1u, o)) { }
    return e;
}
/* a macro, not a function: nvcc takes the builtins' order and scope only as constants written at the call */
#define sc_nv_cas_ticket(c, o, s) ({ unsigned int e_ = __nv_atomic_load_n((c), __NV_ATOMIC_RELAXED, s); \
    while (!__nv_atomic_compare_exchange_n((c), &e_, e_ + 1u, false, o, __NV_ATOMIC_RELAXED, s)) { } e_; })'''

def ticket(kind, order, scope):
    """-> (expression, order, scope, extra pre, reset)"""
    if kind == 'ref':
        return ('cuda::atomic_ref<unsigned int, %s>(*counter).fetch_add(1u, %s)' % (LIB_SCOPE[scope], lo(order)),
                order, scope, '', '*counter = 0u;')
    if kind == 'ref_default':
        return ('cuda::atomic_ref<unsigned int, %s>(*counter).fetch_add(1u)' % LIB_SCOPE[scope], 'seq_cst', scope, '', '*counter = 0u;')
    if kind == 'stdref':
        return ('cuda::std::atomic_ref<unsigned int>(*counter).fetch_add(1u)', 'seq_cst', 'sys', '', '*counter = 0u;')
    if kind == 'stdref_relaxed':
        return ('cuda::std::atomic_ref<unsigned int>(*counter).fetch_add(1u, cuda::std::memory_order_relaxed)', 'relaxed', 'sys', '', '*counter = 0u;')
    if kind == 'obj':
        return ('sc_ticket.fetch_add(1u, %s)' % lo(order), order, scope,
                '__device__ cuda::atomic<unsigned int, %s> sc_ticket{0u};' % LIB_SCOPE[scope],
                'sc_ticket.store(0u, cuda::memory_order_relaxed);')
    if kind == 'obj_inc':
        return ('sc_ticket++', 'seq_cst', scope,
                '__device__ cuda::atomic<unsigned int, %s> sc_ticket{0u};' % LIB_SCOPE[scope], 'sc_ticket = 0u;')
    if kind == 'nv':
        return ('__nv_atomic_fetch_add(counter, 1u, %s, %s)' % (NV_ORDER[order], NV_SCOPE[scope]), order, scope, '', '*counter = 0u;')
    if kind == 'nv_noscope':
        return ('__nv_atomic_fetch_add(counter, 1u, %s)' % NV_ORDER[order], order, 'sys', '', '*counter = 0u;')
    if kind == 'cas':
        return ('sc_cas_ticket<%s>(counter, %s)' % (LIB_SCOPE[scope], lo(order)), order, scope, '', '*counter = 0u;')
    if kind == 'nvcas':
        return ('sc_nv_cas_ticket(counter, %s, %s)' % (NV_ORDER[order], NV_SCOPE[scope]), order, scope, '', '*counter = 0u;')
    raise ValueError(kind)

LB_STORE = {
    'plain': ('partials[blockIdx.x] = sm[0];', None),
    'std_seq_cst': ('cuda::std::atomic_ref<float>(partials[blockIdx.x]).store(sm[0]);', 'seq_cst'),
    'ref_blk_relaxed': ('cuda::atomic_ref<float, cuda::thread_scope_block>(partials[blockIdx.x]).store(sm[0], cuda::memory_order_relaxed);', 'relaxed'),
}
LB_READ = {
    'plain': 'partials[tid]',
    'std_seq_cst': 'cuda::std::atomic_ref<float>(partials[tid]).load()',
}

def lb_truth(tk, fb, fa, store):
    _, o, s = tk[:3]
    if not covers(s, 'grid'):
        extra = ' (no clusters: __NV_THREAD_SCOPE_CLUSTER is the block itself [CL])' if s == 'cluster' else ''
        return 'fail 1', ('the ticket\'s scope is %s%s, which excludes the other blocks [SCOPE]: the blocks\' RMWs on '
                          'the counter are not morally strong [MS], a data race on it [DR] (lost or duplicate tickets)' % (s, extra))
    why = []
    rel_f = frel(fb, 'grid')
    rel_o = REL(o)
    if not (rel_f or rel_o):
        if fb[1] is None:
            w = 'no fence before the %s ticket' % o
        elif not REL(fb[1]):
            w = 'the fence before the ticket (%s) is acquire-only [CPP]' % fdesc(fb)
        else:
            w = 'the fence before the ticket (%s) has %s scope, excluding other blocks [SCOPE][MS]%s' % (
                fdesc(fb), fb[2], ' [CL]' if fb[2] == 'cluster' else '')
        if fa[1] is not None and REL(fa[1]):
            w += '; the fence after the ticket comes too late to release the partial'
        if LB_STORE[store][1] == 'seq_cst':
            w += '; the partial\'s seq_cst store puts its fence.sc BEFORE the store [LIB][CPP], nothing orders the store before the relaxed ticket'
        return 'fail 1', ('no release pattern between the partial store and the ticket: %s [REL]; the last block may read '
                          'a stale partial (a data race, or with strong accesses on both sides an unordered stale read) [DR]' % w)
    why.append('release: ' + ('%s, then the ticket (fence + strong write)' % fdesc(fb) if rel_f else '%s ticket at %s scope' % (o, s)) + ' [REL][LIB]')
    acq_f = facq(fa, 'grid')
    acq_o = ACQ(o)
    if not (acq_f or acq_o):
        if fb[1] == 'seq_cst' and covers(fb[2], 'grid') and o == 'relaxed':
            why.append('no acquire after the relaxed ticket, with a fence.sc of device or wider scope before it: the Guide\'s threadFenceReduction shape [PG]')
        else:
            return 'unclear', '; '.join(why) + ('; but no acquire pattern after the %s ticket (fence after: %s): race by the PTX letter [REL], '
                                                'the Guide-policy shape the project does not score [PG]' % (o, fdesc(fa)))
    else:
        why.append('acquire: ' + ('%s after the ticket' % fdesc(fa) if acq_f else '%s ticket' % o) + ' [REL]')
    if store == 'ref_blk_relaxed':
        why.append('the block-scope atomic store of the partial is ordered before the merge by the release/acquire, so the narrow scope does not matter (no race without order) [DR]')
    why.append('the other threads read after __syncthreads() [BAR]; wider-than-needed scopes are correct [SCOPE]')
    return 'pass', '; '.join(why)

def lb(name, tk, fb=NOF, fa=NOF, store='plain', read='plain', note=''):
    pre = PRE + '\n' + LB_CAS + ('\n' + tk[3] if tk[3] else '')
    body = (LB_HEAD.replace('@STORE@', LB_STORE[store][0]).replace('@FB@', fb[0]).replace('@TICKET@', tk[0])
            .replace('@FA@', fa[0]).replace('@READ@', LB_READ[read]).replace('@RESET@', tk[4]))
    body = '\n'.join(l for l in body.split('\n') if l.strip())
    v, why = lb_truth(tk, fb, fa, store)
    # the true cause: the counter (its scope) or the partial (no release)
    c = '' if not v.startswith('fail') else (r'`(counter|sc_ticket)`.*scope|scope.*`(counter|sc_ticket)`' if why.startswith('the ticket') else r'partials')
    case(name, 'last-block', v, (note + ' ' if note else '') + 'ticket `%s`; fence before: %s; after: %s; partial store %s, read %s. %s' % (
        tk[0], fdesc(fb), fdesc(fa), store, read, why), body, pre=pre, cause=c)

# --- the grid (one change from a correct baseline per row, plus combinations)
lb('l01_ref_dev_relaxed_rel_acq_fences', ticket('ref', 'relaxed', 'gpu'), F('atf', 'release', 'gpu'), F('atf', 'acquire', 'gpu'))
lb('l02_ref_dev_acq_rel', ticket('ref', 'acq_rel', 'gpu'))
lb('l03_ref_dev_default_seq_cst', ticket('ref_default', None, 'gpu'))
lb('l05_std_ref_default', ticket('stdref', None, None))
lb('l06_ref_block_acq_rel', ticket('ref', 'acq_rel', 'cta'))
lb('l07_ref_thread_acq_rel', ticket('ref', 'acq_rel', 'thread'))
lb('l08_ref_dev_acquire_only', ticket('ref', 'acquire', 'gpu'))
lb('l09_ref_dev_release_only', ticket('ref', 'release', 'gpu'))
lb('l10_ref_dev_relaxed_no_fences', ticket('ref', 'relaxed', 'gpu'))
lb('l11_ref_dev_relaxed_block_release_fence', ticket('ref', 'relaxed', 'gpu'), F('atf', 'release', 'cta'), F('atf', 'acquire', 'gpu'))
lb('l12_ref_dev_relaxed_acquire_fence_before', ticket('ref', 'relaxed', 'gpu'), F('atf', 'acquire', 'gpu'), F('atf', 'acquire', 'gpu'))
lb('l13_ref_dev_relaxed_sc_fence_before_only', ticket('ref', 'relaxed', 'gpu'), F('atf', 'seq_cst', 'gpu'))
lb('l14_ref_dev_relaxed_fence_after_only', ticket('ref', 'relaxed', 'gpu'), NOF, F('atf', 'acq_rel', 'gpu'))
lb('l15_std_fences_sc_then_acquire', ticket('stdref_relaxed', None, None), F('stdatf', 'seq_cst'), F('stdatf', 'acquire'))
lb('l17_device_atomic_obj_acq_rel', ticket('obj', 'acq_rel', 'gpu'))
lb('l18_device_atomic_obj_block_scope', ticket('obj', 'acq_rel', 'cta'))
lb('l19_device_atomic_obj_sys_increment', ticket('obj_inc', None, 'sys'))
lb('l20_nv_acq_rel_device', ticket('nv', 'acq_rel', 'gpu'))
lb('l21_nv_acq_rel_block', ticket('nv', 'acq_rel', 'cta'))
lb('l22_nv_acq_rel_cluster_no_clusters', ticket('nv', 'acq_rel', 'cluster'))
lb('l23_nv_relaxed_sc_fence_device', ticket('nv', 'relaxed', 'gpu'), F('nv', 'seq_cst', 'gpu'))
lb('l24_nv_relaxed_cluster_fences_no_clusters', ticket('nv', 'relaxed', 'gpu'), F('nv', 'release', 'cluster'), F('nv', 'acquire', 'gpu'))
lb('l25_nv_seq_cst_system', ticket('nv', 'seq_cst', 'sys'))
lb('l27_nv_default_scope_acq_rel', ticket('nv_noscope', 'acq_rel', None))
lb('l28_cas_weak_dev_acq_rel', ticket('cas', 'acq_rel', 'gpu'))
lb('l29_cas_weak_dev_relaxed_fenced', ticket('cas', 'relaxed', 'gpu'), F('atf', 'release', 'gpu'), F('atf', 'acquire', 'gpu'))
lb('l30_cas_weak_block_acq_rel', ticket('cas', 'acq_rel', 'cta'))
lb('l31_nv_cas_device_acq_rel', ticket('nvcas', 'acq_rel', 'gpu'))
lb('l32_seq_cst_partial_store_relaxed_ticket', ticket('ref', 'relaxed', 'gpu'), store='std_seq_cst', read='std_seq_cst',
   note='(A "seq_cst store is a full barrier" misreading.)')
lb('l33_seq_cst_everywhere', ticket('stdref', None, None), store='std_seq_cst', read='std_seq_cst')
lb('l34_block_scope_partial_store_ordered', ticket('ref', 'acq_rel', 'gpu'), store='ref_blk_relaxed')
lb('l35_release_fences_both_sides', ticket('ref', 'relaxed', 'gpu'), F('atf', 'release', 'gpu'), F('atf', 'release', 'gpu'))

# ================================================================== CO (cluster flags)
CO_HEAD = r'''
    __shared__ float sm[TPB];
    __shared__ float pub;
    @DECL@
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) @INIT@
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    cluster.sync();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        @PUBLISH@
        @FW@
        @SIGNAL@
        const unsigned int peer = (rank + 1) % CLUSTER_SIZE;
        auto *pf = cluster.map_shared_rank(&flag, peer);
        @FRB@
        @WAIT@
        @FR@
        output[peer] = *cluster.map_shared_rank(&pub, peer);
    }
    cluster.sync();'''
RAW = ('__shared__ unsigned int flag;', 'flag = 0u;')
def sig(kind, order, scope):
    """the flag's raise, on `flag` (own shared memory): (code, order, scope, decl)"""
    if kind == 'ref':
        return ('cuda::atomic_ref<unsigned int, %s>(flag).store(1u, %s);' % (LIB_SCOPE[scope], lo(order)), order, scope, RAW)
    if kind == 'ref_notify':
        return ('{ cuda::atomic_ref<unsigned int, %s> f(flag); f.store(1u, %s); f.notify_all(); }' % (LIB_SCOPE[scope], lo(order)), order, scope, RAW)
    if kind == 'exch':
        return ('cuda::atomic_ref<unsigned int, %s>(flag).exchange(1u, %s);' % (LIB_SCOPE[scope], lo(order)), order, scope, RAW)
    if kind == 'fadd':
        return ('cuda::atomic_ref<unsigned int, %s>(flag).fetch_add(1u, %s);' % (LIB_SCOPE[scope], lo(order)), order, scope, RAW)
    if kind == 'stdref':
        return ('cuda::std::atomic_ref<unsigned int>(flag).store(1u);', 'seq_cst', 'sys', RAW)
    if kind == 'nv':
        return ('__nv_atomic_store_n(&flag, 1u, %s, %s);' % (NV_ORDER[order], NV_SCOPE[scope]), order, scope, RAW)
    if kind == 'obj':
        return ('flag.store(1u, %s);' % lo(order), order, scope,
                ('__shared__ cuda::atomic<unsigned int, %s> flag;' % LIB_SCOPE[scope], 'flag.store(0u, cuda::memory_order_relaxed);'))
    if kind == 'obj_notify':
        return ('flag.store(1u, %s);\n        flag.notify_all();' % lo(order), order, scope,
                ('__shared__ cuda::atomic<unsigned int, %s> flag;' % LIB_SCOPE[scope], 'flag.store(0u, cuda::memory_order_relaxed);'))
    if kind == 'stdobj':
        return ('flag = 1u;', 'seq_cst', 'sys', ('__shared__ cuda::std::atomic<unsigned int> flag;', 'flag.store(0u, cuda::std::memory_order_relaxed);'))
    raise ValueError(kind)
def wt(kind, order, scope):
    """the poll of the peer's flag through pf: (code, order, scope)"""
    if kind == 'ref':
        return ('while (cuda::atomic_ref<unsigned int, %s>(*pf).load(%s) == 0u) { }' % (LIB_SCOPE[scope], lo(order)), order, scope)
    if kind == 'ref_wait':
        return ('cuda::atomic_ref<unsigned int, %s>(*pf).wait(0u, %s);' % (LIB_SCOPE[scope], lo(order)), order, scope)
    if kind == 'cas':
        return ('{ cuda::atomic_ref<unsigned int, %s> f(*pf); unsigned int e = 1u; while (!f.compare_exchange_strong(e, 1u, %s)) e = 1u; }' % (
            LIB_SCOPE[scope], lo(order)), order, scope)
    if kind == 'stdref':
        return ('while (cuda::std::atomic_ref<unsigned int>(*pf).load() == 0u) { }', 'seq_cst', 'sys')
    if kind == 'nv':
        return ('while (__nv_atomic_load_n(pf, %s, %s) == 0u) { }' % (NV_ORDER[order], NV_SCOPE[scope]), order, scope)
    if kind == 'obj':
        return ('while (pf->load(%s) == 0u) { }' % lo(order), order, scope)
    if kind == 'obj_wait':
        return ('pf->wait(0u, %s);' % lo(order), order, scope)
    if kind == 'stdobj':
        return ('while (*pf == 0u) { }', 'seq_cst', 'sys')
    raise ValueError(kind)

def co_truth(s, w, fw, fr, fr_before, publish_late, pub_kind):
    _, so, ss = s[:3]
    _, wo, ws = w
    if not covers(ss, 'cluster'):
        return 'fail 1', ('the flag is raised at %s scope, which excludes the peer block that polls it [SCOPE]: the raise and the '
                          'poll are not morally strong [MS], a data race on the flag and no synchronization [DR][REL]' % ss)
    if not covers(ws, 'cluster'):
        return 'fail 1', ('the peer polls at %s scope, which excludes the block that raises the flag [SCOPE]: not morally strong '
                          '[MS], a data race on the flag, no synchronization, so the read of `pub` races [DR][REL]' % ws)
    if publish_late:
        return 'fail 1', 'the flag is raised (release) BEFORE `pub` is stored: the release orders nothing after it [REL]; the peer may read `pub` before the store: a data race [DR]'
    why = []
    rel_f = frel(fw, 'cluster')
    rel_o = REL(so)
    if not (rel_f or rel_o):
        if fw[1] is None:
            wh = 'no fence before the %s raise' % so
        elif not REL(fw[1]):
            wh = 'the fence before the raise (%s) is acquire-only [CPP]' % fdesc(fw)
        else:
            wh = 'the fence before the raise (%s) has %s scope, excluding the peer [SCOPE][MS]' % (fdesc(fw), fw[2])
        return 'fail 1', 'no release pattern between the store of `pub` and the flag: %s [REL]; the peer\'s read of `pub` races with the store [DR]' % wh
    why.append('release: ' + ('%s then the strong raise' % fdesc(fw) if rel_f else '%s raise at %s scope' % (so, ss)) + ' [REL][LIB]')
    acq_f = (not fr_before) and facq(fr, 'cluster')
    acq_o = ACQ(wo)
    if not (acq_f or acq_o):
        return 'unclear', '; '.join(why) + ('; but no acquire pattern after the %s poll (fence %s %s): race by the PTX letter [REL], '
                                            'a thread\'s own atomic read acquiring is the project\'s Guide policy [PG] - not scored' % (
                                                wo, fdesc(fr), 'before the poll' if fr_before else 'after'))
    why.append('acquire: ' + ('%s after the poll' % fdesc(fr) if acq_f else '%s poll at %s scope' % (wo, ws)) + ' [REL][LIB]')
    if pub_kind == 'ref_blk':
        why.append('`pub` stored by a block-scope atomic: ordered before the peer\'s read by the release/acquire, so no race [DR]')
    why.append('each output[peer] has one writer; the final cluster.sync() keeps the shared memory alive [DSM]; wider-than-needed scopes are correct [SCOPE]')
    return 'pass', '; '.join(why)

def co(name, s, w, fw=NOF, fr=NOF, fr_before=False, publish_late=False, pub='plain', note=''):
    decl, init = s[3]
    pubcode = {'plain': 'pub = sm[0];',
               'ref_blk': 'cuda::atomic_ref<float, cuda::thread_scope_block>(pub).store(sm[0], cuda::memory_order_relaxed);'}[pub]
    body = CO_HEAD.replace('@DECL@', decl).replace('@INIT@', init)
    if publish_late:
        body = body.replace('@PUBLISH@', '').replace('@SIGNAL@', '@SIGNAL@\n        ' + pubcode)
    else:
        body = body.replace('@PUBLISH@', pubcode)
    body = (body.replace('@FW@', fw[0]).replace('@SIGNAL@', s[0]).replace('@FRB@', fr[0] if fr_before else '')
            .replace('@WAIT@', w[0]).replace('@FR@', '' if fr_before else fr[0]))
    body = '\n'.join(l for l in body.split('\n') if l.strip())
    v, why = co_truth(s, w, fw, fr, fr_before, publish_late, pub)
    c = '' if not v.startswith('fail') else (r'`flag`.*scope|scope.*`flag`' if 'scope, which excludes' in why else r'`pub`')
    case(name, 'coordination', v, (note + ' ' if note else '') + 'raise `%s`; fence before it: %s; poll `%s`; fence %s: %s. %s' % (
        s[0].replace('\n        ', ' '), fdesc(fw), w[0], 'before the poll' if fr_before else 'after the poll', fdesc(fr), why),
         body, pre=PRE, cause=c)

co('c01_ref_dev_release_acquire', sig('ref', 'release', 'gpu'), wt('ref', 'acquire', 'gpu'))
co('c02_ref_block_release_raise', sig('ref', 'release', 'cta'), wt('ref', 'acquire', 'gpu'))
co('c03_ref_dev_relaxed_raise_no_fence', sig('ref', 'relaxed', 'gpu'), wt('ref', 'acquire', 'gpu'))
co('c04_ref_relaxed_raise_release_fence_dev', sig('ref', 'relaxed', 'gpu'), wt('ref', 'acquire', 'gpu'), fw=F('atf', 'release', 'gpu'))
co('c05_ref_relaxed_raise_release_fence_block', sig('ref', 'relaxed', 'gpu'), wt('ref', 'acquire', 'gpu'), fw=F('atf', 'release', 'cta'))
co('c06_ref_relaxed_raise_acquire_fence', sig('ref', 'relaxed', 'gpu'), wt('ref', 'acquire', 'gpu'), fw=F('atf', 'acquire', 'gpu'))
co('c07_relaxed_poll_no_fence', sig('ref', 'release', 'gpu'), wt('ref', 'relaxed', 'gpu'))
co('c08_relaxed_poll_acquire_fence_after', sig('ref', 'release', 'gpu'), wt('ref', 'relaxed', 'gpu'), fr=F('atf', 'acquire', 'gpu'))
co('c09_block_scope_poll', sig('ref', 'release', 'gpu'), wt('ref', 'acquire', 'cta'))
co('c10_acquire_fence_before_poll', sig('ref', 'release', 'gpu'), wt('ref', 'relaxed', 'gpu'), fr=F('atf', 'acquire', 'gpu'), fr_before=True)
co('c11_nv_release_acquire_cluster', sig('nv', 'release', 'cluster'), wt('nv', 'acquire', 'cluster'))
co('c12_nv_release_block', sig('nv', 'release', 'cta'), wt('nv', 'acquire', 'cluster'))
co('c13_nv_relaxed_with_cluster_fences', sig('nv', 'relaxed', 'cluster'), wt('nv', 'relaxed', 'cluster'),
   fw=F('nv', 'release', 'cluster'), fr=F('nv', 'acquire', 'cluster'))
co('c14_nv_relaxed_sc_fence_block', sig('nv', 'relaxed', 'cluster'), wt('nv', 'acquire', 'cluster'), fw=F('nv', 'seq_cst', 'cta'))
co('c15_nv_thread_scope_poll', sig('nv', 'release', 'cluster'), wt('nv', 'acquire', 'thread'))
co('c16_std_ref_seq_cst_everywhere', sig('stdref', None, None), wt('stdref', None, None))
co('c17_exchange_raise_cas_poll', sig('exch', 'release', 'gpu'), wt('cas', 'acquire', 'gpu'))
co('c18_fetch_add_raise_wait_acquire', sig('fadd', 'acq_rel', 'gpu'), wt('ref_wait', 'acquire', 'gpu'))
co('c19_notify_wait_relaxed', sig('ref_notify', 'release', 'gpu'), wt('ref_wait', 'relaxed', 'gpu'))
co('c20_shared_atomic_obj_dev', sig('obj', 'release', 'gpu'), wt('obj', 'acquire', 'gpu'))
co('c21_shared_atomic_obj_block', sig('obj', 'release', 'cta'), wt('obj', 'acquire', 'cta'))
co('c22_shared_std_atomic_operators', sig('stdobj', None, None), wt('stdobj', None, None))
co('c23_shared_atomic_obj_wait_notify', sig('obj_notify', 'release', 'gpu'), wt('obj_wait', 'acquire', 'gpu'))
co('c25_raise_before_publish', sig('ref', 'release', 'gpu'), wt('ref', 'acquire', 'gpu'), publish_late=True)
co('c26_block_scope_pub_store_ordered', sig('ref', 'release', 'gpu'), wt('ref', 'acquire', 'gpu'), pub='ref_blk')
co('c27_thread_scope_raise', sig('ref', 'release', 'thread'), wt('ref', 'acquire', 'gpu'))

# ================================================================== RD (push into rank 0)
RD_HEAD = r'''
    __shared__ float sm[TPB];
    __shared__ float sums[CLUSTER_SIZE];
    @DECL@
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) @INIT@
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    cluster.sync();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (rank != 0 && tid == 0) {
        *cluster.map_shared_rank(&sums[rank], 0) = sm[0];
        @FW@
        @ARRIVE@
    }
    if (rank == 0 && tid == 0) {
        @WAIT@
        float total = sm[0];
        for (int r = 1; r < CLUSTER_SIZE; r++) total += sums[r];
        output[0] = total;
    }
    cluster.sync();'''
def rd(name, decl, init, arrive, ao, ascope, wait, wo, wscope, fw=NOF, note=''):
    body = (RD_HEAD.replace('@DECL@', decl).replace('@INIT@', init).replace('@FW@', fw[0]).replace('@ARRIVE@', arrive)
            .replace('@WAIT@', wait))
    body = '\n'.join(l for l in body.split('\n') if l.strip())
    # same rules as CO: scope of arrive/wait, release on the peer, acquire on rank 0
    v, why = co_truth(('', ao, ascope), ('', wo, wscope), fw, NOF, False, False, 'plain')
    why = why.replace('`pub`', 'the sum').replace('flag', 'counter').replace('the peer block that polls it', 'rank 0, which polls it')
    c = '' if not v.startswith('fail') else (r'`arrived`.*scope|scope.*`arrived`' if 'scope, which excludes' in why else r'`sums')
    case(name, 'reduction', v, (note + ' ' if note else '') + 'ranks 1-3 store into rank 0\'s sums[] and arrive `%s`%s; rank 0 waits `%s`. %s' % (
        arrive, ' after ' + fdesc(fw) if fw[0] else '', wait, why), body, pre=PRE, cause=c)

OBJ = lambda S: ('__shared__ cuda::atomic<unsigned int, %s> arrived;' % LIB_SCOPE[S], 'arrived.store(0u, cuda::memory_order_relaxed);')
rd('r01_shared_atomic_obj_release_acquire', *OBJ('gpu'), 'cluster.map_shared_rank(&arrived, 0)->fetch_add(1u, cuda::memory_order_release);', 'release', 'gpu',
   'while (arrived.load(cuda::memory_order_acquire) < CLUSTER_SIZE - 1) { }', 'acquire', 'gpu')
rd('r02_shared_atomic_obj_block_scope', *OBJ('cta'), 'cluster.map_shared_rank(&arrived, 0)->fetch_add(1u, cuda::memory_order_release);', 'release', 'cta',
   'while (arrived.load(cuda::memory_order_acquire) < CLUSTER_SIZE - 1) { }', 'acquire', 'cta')
rd('r03_nv_release_acquire_cluster', '__shared__ unsigned int arrived;', 'arrived = 0u;',
   '__nv_atomic_fetch_add(cluster.map_shared_rank(&arrived, 0), 1u, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_CLUSTER);', 'release', 'cluster',
   'while (__nv_atomic_load_n(&arrived, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_CLUSTER) < CLUSTER_SIZE - 1) { }', 'acquire', 'cluster')
rd('r04_nv_relaxed_arrive_no_fence', '__shared__ unsigned int arrived;', 'arrived = 0u;',
   '__nv_atomic_fetch_add(cluster.map_shared_rank(&arrived, 0), 1u, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_CLUSTER);', 'relaxed', 'cluster',
   'while (__nv_atomic_load_n(&arrived, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_CLUSTER) < CLUSTER_SIZE - 1) { }', 'acquire', 'cluster')
rd('r05_std_atomic_seq_cst', '__shared__ cuda::std::atomic<unsigned int> arrived;', 'arrived.store(0u, cuda::std::memory_order_relaxed);',
   '++*cluster.map_shared_rank(&arrived, 0);', 'seq_cst', 'sys', 'while (arrived < CLUSTER_SIZE - 1) { }', 'seq_cst', 'sys')
rd('r06_obj_wait_notify', *OBJ('gpu'),
   '{ auto *a = cluster.map_shared_rank(&arrived, 0); a->fetch_add(1u, cuda::memory_order_release); a->notify_all(); }', 'release', 'gpu',
   'for (unsigned int v; (v = arrived.load(cuda::memory_order_acquire)) < CLUSTER_SIZE - 1; ) arrived.wait(v, cuda::memory_order_acquire);', 'acquire', 'gpu')
rd('r07_relaxed_arrive_block_release_fence', *OBJ('gpu'), 'cluster.map_shared_rank(&arrived, 0)->fetch_add(1u, cuda::memory_order_relaxed);', 'relaxed', 'gpu',
   'while (arrived.load(cuda::memory_order_acquire) < CLUSTER_SIZE - 1) { }', 'acquire', 'gpu', fw=F('atf', 'release', 'cta'))

# ================================================================== AD (one block: block scope suffices)
AD_HEAD = r'''
    __shared__ float ws[TPB / WARP_SIZE];
    @DECL@
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) @INIT@
    __syncthreads();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0) {
        ws[warp] = v;
        @ARRIVE@
    }
    if (tid == 0) {
        @WAIT@
        float total = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) total += ws[w];
        output[rank] = total;
    }
    cluster_sync();'''
def ad(name, decl, init, arrive, ao, ascope, wait, wo, wscope):
    body = AD_HEAD.replace('@DECL@', decl).replace('@INIT@', init).replace('@ARRIVE@', arrive).replace('@WAIT@', wait)
    if not covers(ascope, 'cta') or not covers(wscope, 'cta'):
        v, why = 'fail 1', ('the counter is used at thread scope by 8 warp leaders and thread 0: thread_scope_thread lets only the '
                            'local thread observe the synchronization [SCOPE], so the accesses of different threads are not morally '
                            'strong [MS]: a data race on the counter and no synchronization for ws[] [DR] (CCCL happens to emit .cta '
                            'instructions for it; the contract is the documented scope)')
    elif not REL(ao):
        v, why = 'fail 1', 'the warp leaders\' %s arrive has no release before it [REL]: thread 0 may read ws[] before the leaders\' stores: a data race [DR]' % ao
    else:
        v, why = 'pass', ('every party is in one block, so %s scope covers them [SCOPE][MS]; release arrive (%s), acquire wait (%s) [REL]; '
                          'a wider scope than needed is correct' % (ascope, ao, wo))
    c = '' if not v.startswith('fail') else (r'`wcount`.*scope|scope.*`wcount`' if 'thread scope' in why else r'`ws')
    case(name, 'advanced', v, 'warp leaders store ws[warp] and arrive `%s`; thread 0 waits `%s`. %s' % (arrive, wait, why), body, pre=PRE, cause=c)

ad('a01_shared_atomic_block_release_acquire', '__shared__ cuda::atomic<unsigned int, cuda::thread_scope_block> wcount;',
   'wcount.store(0u, cuda::memory_order_relaxed);', 'wcount.fetch_add(1u, cuda::memory_order_release);', 'release', 'cta',
   'while (wcount.load(cuda::memory_order_acquire) < TPB / WARP_SIZE) { }', 'acquire', 'cta')
ad('a02_ref_thread_scope_counter', '__shared__ unsigned int wcount;', 'wcount = 0u;',
   'cuda::atomic_ref<unsigned int, cuda::thread_scope_thread>(wcount).fetch_add(1u, cuda::memory_order_release);', 'release', 'thread',
   'while (cuda::atomic_ref<unsigned int, cuda::thread_scope_thread>(wcount).load(cuda::memory_order_acquire) < TPB / WARP_SIZE) { }', 'acquire', 'thread')
ad('a03_std_atomic_seq_cst_wider', '__shared__ cuda::std::atomic<unsigned int> wcount;', 'wcount.store(0u);', 'wcount++;', 'seq_cst', 'sys',
   'while (wcount.load() < TPB / WARP_SIZE) { }', 'seq_cst', 'sys')
ad('a04_nv_block_release_acquire', '__shared__ unsigned int wcount;', 'wcount = 0u;',
   '__nv_atomic_fetch_add(&wcount, 1u, __NV_ATOMIC_RELEASE, __NV_THREAD_SCOPE_BLOCK);', 'release', 'cta',
   'while (__nv_atomic_load_n(&wcount, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_BLOCK) < TPB / WARP_SIZE) { }', 'acquire', 'cta')
ad('a05_nv_block_relaxed_arrive', '__shared__ unsigned int wcount;', 'wcount = 0u;',
   '__nv_atomic_fetch_add(&wcount, 1u, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_BLOCK);', 'relaxed', 'cta',
   'while (__nv_atomic_load_n(&wcount, __NV_ATOMIC_ACQUIRE, __NV_THREAD_SCOPE_BLOCK) < TPB / WARP_SIZE) { }', 'acquire', 'cta')
