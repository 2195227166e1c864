# Cases for gen.py (docs/verdict-ticket.md): cross-block coordination and the memory model as
# learners and CUDA programmers write it: last-block tickets (atomics, CAS loops, atomic_ref
# orders and scopes, fences of each kind and place, two-level tickets, the merge by one
# thread, re-read counters, resets) and cluster exchange (arrive/wait tokens and misuse,
# DSMEM tickets, remote atomics and stores, blocks that exit early).
# Body = the kernel's body; pre = file-scope code before it. Reasons cite the CUDA C++
# Programming Guide (PG), the PTX ISA (PTX: Memory Consistency Model, barrier.cluster, atom,
# ld) and the C++ memory model that libcu++ follows (C++ [atomics.fences]); every verdict
# was written before p34 ran the kernel.

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
LB_MERGE = r'''
    if (am_last) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; RESET }
    }'''
def merge(reset='*counter = 0;'):
    return LB_MERGE.replace('RESET', reset)

# ------------------------------------------------------------------ last-block
case('l01_warp_leader_tickets', 'last-block', 'pass',
     'Thread 0 stores the partial, __syncthreads(), then lane 0 of each of the 8 warps fences and takes a ticket (2048 in all); the leader that draws 8*gridDim.x-1 fences again and sets the flag. Its RMW reads the release sequence of every leader\'s fenced atomic, and each block\'s partial store happens before its leaders\' fences through the barrier (PTX Memory Consistency Model: fences are cumulative, causality order through bar.sync); __syncthreads() shares the flag; thread 0 of the merging block resets after the merge (every ticket is drawn).', LB_HEAD + r'''
    if (tid == 0) { partials[blockIdx.x] = sm[0]; am_last = false; }
    __syncthreads();
    if (tid % WARP_SIZE == 0) {
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        if (t == gridDim.x * (TPB / WARP_SIZE) - 1) { __threadfence(); am_last = true; }
    }
    __syncthreads();''' + merge())

TWO_LEVEL = r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float sm[TPB];
    __shared__ unsigned int wcount;
    __shared__ bool am_last;
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    if (tid == 0) { wcount = 0; am_last = false; }
    __syncthreads();
    float v = input[blockIdx.x * blockDim.x + tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0) {
        ws[warp] = v;
        __threadfence_block();
        const unsigned int wt = atomicAdd(&wcount, 1u);
        if (wt == TPB / WARP_SIZE - 1) {
            ACQUIRE
            float p = 0.0f;
            for (int w = 0; w < TPB / WARP_SIZE; w++) p += ws[w];
            partials[blockIdx.x] = p;
            __threadfence();
            const unsigned int t = atomicAdd(counter, 1u);
            __threadfence();
            am_last = t == gridDim.x - 1;
        }
    }
    __syncthreads();'''
case('l02_two_level_shared_ticket', 'last-block', 'pass',
     'Two-level ticket: each warp leader stores its shuffle sum in ws[], __threadfence_block(), atomicAdd on a __shared__ counter zeroed before a barrier; the leader that draws 7 does __threadfence_block() (acquire at CTA scope: atomic + fence), sums ws[], stores the partial, __threadfence(), takes the grid ticket, fences again. PTX Memory Consistency Model: fence.cta + atom is a release pattern and atom + fence.cta the acquire pattern for threads of one CTA; the grid part is the Programming Guide\'s pattern.', TWO_LEVEL.replace('ACQUIRE', '__threadfence_block();') + merge())
case('l03_two_level_no_block_acquire', 'last-block', 'unclear',
     '(Written "fail 1" before the run; made unclear after it, not scored: the PTX formal model asks for the acquire fence, but the Programming Guide\'s threadFenceReduction example reads after its ticket with no fence after the atomic, and p34 judges by the Guide on purpose, sim/check.cpp check_access.) As l02 without the __threadfence_block() after the shared ticket: the last warp\'s leader reads the other warps\' ws[] right after a relaxed atomicAdd (atom with no .sem is .relaxed, PTX atom). The writers\' fence+atomic release pattern needs an acquire pattern (atomic then fence) on the reading side (PTX Memory Consistency Model, synchronizes-with); the __threadfence() it runs later comes after the reads: a data race on ws[].', TWO_LEVEL.replace('ACQUIRE', '') + merge())

case('l04_cas_loop_ticket', 'last-block', 'pass',
     'The ticket is drawn by the PG\'s CAS-loop idiom (PG Atomic Functions, the atomicAdd-for-double example: read the old value, atomicCAS(old, old+1) until it succeeds; the first read is a volatile load, only a guess the CAS checks). A successful atomicCAS is one read-modify-write, so tickets are unique; __threadfence() before and after as in the Programming Guide\'s threadFenceReduction.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        unsigned int old = *(volatile unsigned int *)counter, assumed;
        do {
            assumed = old;
            old = atomicCAS(counter, assumed, assumed + 1u);
        } while (old != assumed);
        __threadfence();
        am_last = assumed == gridDim.x - 1;
    }
    __syncthreads();''' + merge('atomicExch(counter, 0u);'))

case('l05_atomic_ref_acquire_only', 'last-block', 'fail 1',
     'cuda::atomic_ref<unsigned, thread_scope_device>::fetch_add(1, memory_order_acquire) and no fence: an acquire RMW is no release (C++ [atomics.order]: only release/acq_rel/seq_cst operations head a release sequence; PTX atom.acquire), so the partial stored before it is not published to the block that draws the last ticket: the merge races with the partial stores.', LB_HEAD + r'''
    cuda::atomic_ref<unsigned int, cuda::thread_scope_device> cnt(*counter);
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        am_last = cnt.fetch_add(1u, cuda::memory_order_acquire) == gridDim.x - 1;
    }
    __syncthreads();''' + merge('cnt.store(0u, cuda::memory_order_relaxed);'), pre='#include <cuda/atomic>')

case('l06_system_release_then_acquire_fence', 'last-block', 'pass',
     'cuda::atomic_ref<unsigned, thread_scope_system>::fetch_add(1, memory_order_release) (system scope includes the device), then cuda::atomic_thread_fence(memory_order_acquire, thread_scope_device): a release RMW synchronizes with an acquire fence sequenced after an atomic that reads its release sequence (C++ [atomics.fences]/3; libcu++ scopes: system covers every thread of the grid).', LB_HEAD + r'''
    cuda::atomic_ref<unsigned int, cuda::thread_scope_system> cnt(*counter);
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        const unsigned int t = cnt.fetch_add(1u, cuda::memory_order_release);
        cuda::atomic_thread_fence(cuda::memory_order_acquire, cuda::thread_scope_device);
        am_last = t == gridDim.x - 1;
    }
    __syncthreads();''' + merge('cnt.store(0u, cuda::memory_order_relaxed);'), pre='#include <cuda/atomic>')

case('l07_acquire_fence_before_ticket', 'last-block', 'fail 1',
     'cuda::atomic_thread_fence(memory_order_acquire, thread_scope_device) between the partial store and a relaxed atomicAdd ticket: an acquire fence is not a release fence (C++ [atomics.fences]/2: fence-atomic synchronization needs a release fence A sequenced before the atomic write; libcu++ follows the C++ model with scopes), so nothing publishes the partial; the merge races with it. (libcu++ lowers the acquire fence to fence.acq_rel.gpu, so an H100 will very likely give the right number: the bug is in the contract, not the hardware.)', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        cuda::atomic_thread_fence(cuda::memory_order_acquire, cuda::thread_scope_device);
        const unsigned int t = atomicAdd(counter, 1u);
        cuda::atomic_thread_fence(cuda::memory_order_acquire, cuda::thread_scope_device);
        am_last = t == gridDim.x - 1;
    }
    __syncthreads();''' + merge(), pre='#include <cuda/atomic>')

case('l08_partial_by_warp1_synced', 'last-block', 'pass',
     'Thread 32 (lane 0 of warp 1) stores the partial; __syncthreads(); thread 0 fences and takes the ticket. The barrier orders thread 32\'s store before thread 0\'s fence, and fences are cumulative (PTX Memory Consistency Model: causality order through bar.sync, the release pattern covers what the fencing thread has observed), as in CUB\'s grid reductions.', LB_HEAD + r'''
    if (tid == 32) partials[blockIdx.x] = sm[0];
    __syncthreads();
    if (tid == 0) {
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        __threadfence();
        am_last = t == gridDim.x - 1;
    }
    __syncthreads();''' + merge())

case('l09_partial_by_warp1_no_barrier', 'last-block', 'fail 1',
     'As l08 without the __syncthreads() between thread 32\'s partial store and thread 0\'s fence + ticket: thread 0\'s fence covers only what thread 0 has observed (PG Memory Fence Functions: a fence orders the calling thread\'s accesses), so the ticket may be counted before the partial is stored: the merging block reads partials that race with their stores.', LB_HEAD + r'''
    if (tid == 32) partials[blockIdx.x] = sm[0];
    if (tid == 0) {
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        __threadfence();
        am_last = t == gridDim.x - 1;
    }
    __syncthreads();''' + merge())

case('l10_last_thread_merges_alone', 'last-block', 'pass',
     'Every thread fences and takes a ticket (65536 in all); the one thread whose ticket is gridDim.x*blockDim.x-1 fences again and sums the 256 partials alone, stores output[0] and resets with atomicExch. Each block\'s thread 0 stored the partial before its own fence+ticket (a release pattern), the last RMW reads the release sequence of all of them, and the fence after it acquires (PTX Memory Consistency Model); the integer partials sum exactly in any order.', LB_HEAD + r'''
    if (tid == 0) partials[blockIdx.x] = sm[0];
    __threadfence();
    const unsigned int t = atomicAdd(counter, 1u);
    if (t == gridDim.x * blockDim.x - 1) {
        __threadfence();
        float acc = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++) acc += partials[b];
        output[0] = acc;
        atomicExch(counter, 0u);
    }''')

case('l11_last_thread_no_acquire', 'last-block', 'unclear',
     '(Written "fail 1" before the run; made unclear after it, not scored: the PTX formal model asks for the acquire fence, but the Programming Guide\'s threadFenceReduction example reads after its ticket with no fence after the atomic, and p34 judges by the Guide on purpose, sim/check.cpp check_access.) As l10 without the __threadfence() after the ticket in the merging thread: it reads the partials right after a relaxed atomicAdd (PTX atom: no .sem is .relaxed) with no fence or barrier after it: no acquire pattern, so the others\' release patterns synchronize with nothing: a data race on partials (PTX Memory Consistency Model). (An H100 very likely gives the right number.)', LB_HEAD + r'''
    if (tid == 0) partials[blockIdx.x] = sm[0];
    __threadfence();
    const unsigned int t = atomicAdd(counter, 1u);
    if (t == gridDim.x * blockDim.x - 1) {
        float acc = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++) acc += partials[b];
        output[0] = acc;
        atomicExch(counter, 0u);
    }''')

case('l12_reread_volatile_counter', 'last-block', 'fail 1',
     'Each block\'s thread 0 increments the counter, fences, then decides by re-reading it through a volatile load (== gridDim.x) instead of using its own ticket: two late blocks can both have incremented before either re-reads, so both see 256 and both merge (two unordered writers of output[0], PTX data race; SPEC one writer), and one resets while another still merges.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        atomicAdd(counter, 1u);
        __threadfence();
        am_last = *(volatile unsigned int *)counter == gridDim.x;
    }
    __syncthreads();''' + merge('atomicExch(counter, 0u);'))

case('l13_reread_atomic_ref_load', 'last-block', 'fail 1',
     'fetch_add(1, acq_rel) on a device-scope atomic_ref, then `am_last = cnt.load(acquire) == gridDim.x`: the load is not the block\'s own ticket; every block whose load comes after the last increment sees 256 and merges (several writers of output[0]: a data race; C++/libcu++: two atomics are not one).', LB_HEAD + r'''
    cuda::atomic_ref<unsigned int, cuda::thread_scope_device> cnt(*counter);
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        cnt.fetch_add(1u, cuda::memory_order_acq_rel);
        am_last = cnt.load(cuda::memory_order_acquire) == gridDim.x;
    }
    __syncthreads();''' + merge('cnt.store(0u);'), pre='#include <cuda/atomic>')

case('l14_ticket_plus_one', 'last-block', 'pass',
     '`t = atomicAdd(counter, 1u) + 1u; am_last = t == gridDim.x`: the block\'s own ticket, counted from 1; the reference fences; reset by the merging block.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u) + 1u;
        __threadfence();
        am_last = t == gridDim.x;
    }
    __syncthreads();''' + merge())

case('l15_grid_barrier_spin', 'last-block', 'fail 4',
     'A hand-made sense-reversing grid barrier (arrive with atomicAdd, the last arrival resets the counter and bumps a __device__ generation, the others spin on it with atomicAdd(&gen, 0)), then block 0 merges. Memory ordering is right, but it needs all 256 blocks resident at once: PG Thread Hierarchy: thread blocks are required to execute independently, in any order, in parallel or in series; PG Grid Synchronization: only a cooperative launch guarantees co-residency. On a schedule with fewer resident blocks it never completes (hang). (An H100 holds all 256 blocks at once and will very likely pass: the rule, not the card, decides.)', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int g = atomicAdd(&tk_gen, 0u);
        const unsigned int t = atomicAdd(counter, 1u);
        if (t == gridDim.x - 1) {
            atomicExch(counter, 0u);
            __threadfence();
            atomicAdd(&tk_gen, 1u);
        } else {
            while (atomicAdd(&tk_gen, 0u) == g) { }
        }
        __threadfence();
        am_last = blockIdx.x == 0;
    }
    __syncthreads();''' + merge(''), pre='__device__ unsigned int tk_gen;')

case('l16_reset_atomicAnd_before_merge', 'last-block', 'pass',
     'The merging block resets the counter with atomicAnd(counter, 0u) right after drawing the last ticket, before the merge: every ticket has been drawn by then (its RMW read 255), so nothing else touches the counter in this launch (PG atomicAnd).', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        __threadfence();
        am_last = t == gridDim.x - 1;
        if (am_last) atomicAnd(counter, 0u);
    }
    __syncthreads();''' + merge(''))

case('l17_reset_volatile_store', 'last-block', 'pass',
     'The reference guard whose reset is `*(volatile unsigned int *)counter = 0` in the merging block: every other block\'s ticket is in the release sequence its last ticket read, so all happen before the store (volatile = a strong relaxed store, PTX ld/st.volatile).', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        __threadfence();
        am_last = t == gridDim.x - 1;
    }
    __syncthreads();''' + merge('*(volatile unsigned int *)counter = 0u;'))

case('l18_ldg_partials_in_merge', 'last-block', 'fail 1',
     'The reference guard with the merge reading partials through __ldg(): ld.global.nc is for data that is read-only for the whole kernel (PG Read-Only Data Cache Load Function; PTX ld.global.nc), and the partials are written in this launch: undefined (may be stale) whatever fences came between.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        __threadfence();
        am_last = t == gridDim.x - 1;
    }
    __syncthreads();''' + merge().replace('acc += partials[b]', 'acc += __ldg(&partials[b])'))

case('l19_atomic_partials_fenced', 'last-block', 'pass',
     'Partials stored with atomicExch(&partials[b], v), then __threadfence() and the ticket; the merging block fences and reads them with atomicAdd(&partials[b], 0.0f). Atomics are strong accesses and the fences give the release/acquire patterns (PTX Memory Consistency Model); atomicAdd of 0.0f changes no value.', LB_HEAD + r'''
    if (tid == 0) {
        atomicExch(&partials[blockIdx.x], sm[0]);
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        __threadfence();
        am_last = t == gridDim.x - 1;
    }
    __syncthreads();''' + merge().replace('acc += partials[b]', 'acc += atomicAdd(&partials[b], 0.0f)'))

case('l20_atomicAdd_system_ticket', 'last-block', 'pass',
     '__threadfence_system() and atomicAdd_system() for the ticket: system scope includes every thread of the device (PG Atomic Functions: _system; PG Memory Fence Functions: __threadfence_system orders for all threads of the device and the host).', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence_system();
        const unsigned int t = atomicAdd_system(counter, 1u);
        __threadfence_system();
        am_last = t == gridDim.x - 1;
    }
    __syncthreads();''' + merge())

case('l21_block_scope_thread_fence', 'last-block', 'fail 1',
     'cuda::atomic_thread_fence(memory_order_seq_cst, thread_scope_block) around the ticket: a block-scope fence orders memory only for the threads of the block (libcu++ thread scopes; PTX fence.cta is not morally strong with another CTA), so the partial is not published to the merging block: a race.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        cuda::atomic_thread_fence(cuda::memory_order_seq_cst, cuda::thread_scope_block);
        const unsigned int t = atomicAdd(counter, 1u);
        cuda::atomic_thread_fence(cuda::memory_order_seq_cst, cuda::thread_scope_block);
        am_last = t == gridDim.x - 1;
    }
    __syncthreads();''' + merge(), pre='#include <cuda/atomic>')

case('l22_last_index_atomicInc', 'last-block', 'fail 1',
     'Tickets by atomicInc(counter, gridDim.x - 1) (which wraps to 0, the reset), but the merging block is blockIdx.x == gridDim.x - 1, not the block whose atomicInc returned gridDim.x - 1: blocks run in any order (PG Thread Hierarchy), so block 255 may merge before other blocks stored their partials: a race.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        atomicInc(counter, gridDim.x - 1);
        __threadfence();
        am_last = blockIdx.x == gridDim.x - 1;
    }
    __syncthreads();''' + merge(''))

case('l23_thread0_merges_alone', 'last-block', 'pass',
     'Thread 0 of each block stores, fences, takes the ticket; if it is the last, the same thread fences again, sums the 256 partials in a loop, stores output[0] and resets: no flag and no second barrier needed (one thread merges; the PG threadFenceReduction pattern with the merge in one thread).', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        if (atomicAdd(counter, 1u) == gridDim.x - 1) {
            __threadfence();
            float acc = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++) acc += partials[b];
            output[0] = acc;
            *counter = 0u;
        }
    }''')

case('l24_flag_set_only_when_last', 'last-block', 'fail 1',
     '`__shared__ bool am_last;` is set only in the block that draws the last ticket (`if (t == gridDim.x - 1) am_last = true;`) and never cleared: in every other block the flag is uninitialised shared memory (PG: __shared__ variables have no initial value), so other blocks may merge too: several unordered writers of output[0] and reads of partials not yet stored.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        __threadfence();
        if (t == gridDim.x - 1) am_last = true;
    }
    __syncthreads();''' + merge())

case('l25_device_cuda_atomic_ticket', 'last-block', 'pass',
     'A `__device__ cuda::atomic<unsigned int, cuda::thread_scope_device> tk_count{0};` ticket with fetch_add(1, acq_rel) and a relaxed store(0) by the merging block (libcu++ cuda::atomic: constant-initialised; acq_rel is release + acquire at device scope); counter unused, stays 0.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        am_last = tk_count.fetch_add(1u, cuda::memory_order_acq_rel) == gridDim.x - 1;
    }
    __syncthreads();''' + merge('tk_count.store(0u, cuda::memory_order_relaxed);'),
     pre='#include <cuda/atomic>\n__device__ cuda::atomic<unsigned int, cuda::thread_scope_device> tk_count{0};')

case('l26_merge_before_ticket_barrier', 'last-block', 'fail 1',
     'Thread 0 draws the ticket and sets am_last, but the flag is read by all threads after a __syncwarp() only (warp 0), not __syncthreads(): warps 1-7 read am_last with nothing ordering thread 0\'s store (PG __syncwarp orders the warp\'s lanes only): a data race on the shared flag.', LB_HEAD + r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        __threadfence();
        am_last = t == gridDim.x - 1;
    }
    __syncwarp();''' + merge())

# ------------------------------------------------------------------ reduction (cluster exchange)
RED_BLOCK = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''

case('r01_arrive_token_wait', 'reduction', 'pass',
     'cg::cluster_group::barrier_arrive() returns an arrival_token, barrier_wait(std::move(token)) waits on it (PG Cooperative Groups, cluster_group barrier_arrive/barrier_wait): arrive (release) after the temp_storage store, wait (acquire) before rank 0 reads; temp_storage is global, so no block needs another\'s shared memory afterwards.', RED_BLOCK + r'''
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) temp_storage[rank] = sm[0];
    auto token = cluster.barrier_arrive();
    cluster.barrier_wait(std::move(token));
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''')

case('r02_wait_before_arrive', 'reduction', 'fail 1',
     '(Truth changed from fail 4 by the progress hunt, docs/verdict-progress.md: the H100 completed this shape, docs/verify-verdict-gpu run34 (literal c07/a17: every thread waits before it arrives; literal r05: elect_one_sync by lanes whose warp-mates returned) and the fixtures sim_wait_no_arrive, cg2_token_wait_twice, cause_red_elect_in_thread0: the rule is broken, the GPU does not hang, exit 1.) ' + 'cluster_wait() then cluster_arrive(): barrier.cluster.wait waits for every non-exited thread of the cluster to arrive at the current phase (PTX barrier.cluster), and no thread has arrived yet because each is waiting: the cluster hangs (undefined at best; 1 or 4 both count as caught).', RED_BLOCK + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_wait();
    cluster_arrive();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

DSMEM_GATHER = r'''
    __shared__ float mysum;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) mysum = sm[0];
    cluster.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += *cluster.map_shared_rank(&mysum, r);
        if (rank == 0) output[0] = t;
        else sm[1] = t;
    }'''
case('r03_exit_after_arrive_no_wait', 'reduction', 'fail 5',
     'All-gather through DSMEM: after cluster.sync() every block\'s thread 0 reads the four blocks\' `mysum` via map_shared_rank; then each block arrives and exits without waiting. A block can exit while a peer is still reading its shared memory (PG Distributed Shared Memory: all DSMEM accesses must complete before a block exits; the arrive orders this block\'s own reads only): undefined, the access of an exited block\'s shared memory.', RED_BLOCK + DSMEM_GATHER + r'''
    cluster.barrier_arrive();''')

case('r04_arrive_work_wait_exit', 'reduction', 'pass',
     'As r03 with the wait: after the remote reads each block arrives, rank 0 stores output[0] (local work between arrive and wait), then every block waits. No block exits before all have arrived, i.e. finished their remote reads (PTX barrier.cluster: wait returns once every thread arrived; PG DSMEM).', RED_BLOCK + r'''
    __shared__ float mysum;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) mysum = sm[0];
    cluster.sync();
    float t = 0.0f;
    if (tid == 0)
        for (int r = 0; r < CLUSTER_SIZE; r++) t += *cluster.map_shared_rank(&mysum, r);
    auto token = cluster.barrier_arrive();
    if (rank == 0 && tid == 0) output[0] = t;
    cluster.barrier_wait(std::move(token));''')

case('r05_store_between_arrive_and_wait', 'reduction', 'fail 1',
     'cluster_arrive(), then thread 0 stores temp_storage[rank], then cluster_wait(); rank 0 reads all four: barrier.cluster.arrive releases only the accesses before it (PTX barrier.cluster: .release semantics of arrive), so a store after the arrive is not ordered before rank 0\'s reads: a data race.', RED_BLOCK + r'''
    const unsigned int rank = block_rank_in_cluster();
    cluster_arrive();
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_wait();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r06_remote_atomic_after_arrive', 'reduction', 'fail 1',
     'Rank 0 zeroes a __shared__ total, cluster.sync(); then every block arrives, then thread 0 atomicAdds its sum into rank 0\'s total (map_shared_rank), then waits; rank 0 thread 0 reads total after the wait. The atomics come after the arrive, so the barrier does not order them before rank 0\'s plain read (PTX barrier.cluster: arrive releases prior accesses only): the read races with the remote atomics.', RED_BLOCK + r'''
    __shared__ float total;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) total = 0.0f;
    cluster.sync();
    auto token = cluster.barrier_arrive();
    if (tid == 0) atomicAdd(cluster.map_shared_rank(&total, 0), sm[0]);
    cluster.barrier_wait(std::move(token));
    if (rank == 0 && tid == 0) output[0] = total;
    cluster.sync();''')

case('r07_push_to_rank0_then_local_read', 'reduction', 'pass',
     'cluster.sync() first (every block started: PG DSMEM), each block\'s thread 0 stores its sum into rank 0\'s `__shared__ float parts[4]` at [rank] through map_shared_rank, cluster.sync() (release/acquire over the cluster), rank 0 thread 0 reads its own parts[] locally; no DSMEM access follows the second barrier, so blocks may exit.', RED_BLOCK + r'''
    __shared__ float parts[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    cluster.sync();
    if (tid == 0) cluster.map_shared_rank(parts, 0)[rank] = sm[0];
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = parts[0] + parts[1] + parts[2] + parts[3];''')

case('r08_push_fence_syncthreads', 'reduction', 'fail 1',
     'As r07 with the second cluster.sync() replaced by __threadfence() + __syncthreads(): the fence orders a peer\'s remote store only relative to that peer\'s later accesses, and __syncthreads() synchronises rank 0\'s own block; nothing makes rank 0 wait for the peers\' stores (PG Memory Fence Functions: a fence does not wait; PTX barrier.cta is CTA-only): rank 0 reads parts[] that race with the remote stores.', RED_BLOCK + r'''
    __shared__ float parts[CLUSTER_SIZE];
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    cluster.sync();
    if (tid == 0) cluster.map_shared_rank(parts, 0)[rank] = sm[0];
    __threadfence();
    __syncthreads();
    if (rank == 0 && tid == 0) output[0] = parts[0] + parts[1] + parts[2] + parts[3];
    cluster.sync();''')

case('r09_block_scope_atomic_dsmem', 'reduction', 'fail 1',
     'Every block\'s thread 0 adds its sum into rank 0\'s zeroed __shared__ total with atomicAdd_block() through map_shared_rank, between two cluster.sync(): a _block atomic is atomic only among the threads of one block (PG Atomic Functions: atomicAdd_block; PTX atom.cta is not morally strong across CTAs), and four blocks update one word: lost updates / a race.', RED_BLOCK + r'''
    __shared__ float total;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) total = 0.0f;
    cluster.sync();
    if (tid == 0) atomicAdd_block(cluster.map_shared_rank(&total, 0), sm[0]);
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = total;''')

DSMEM_TICKET = r'''
    __shared__ unsigned int arrived;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (tid == 0) arrived = 0u;
    cluster.sync();
    if (tid == 0) {
        temp_storage[rank] = sm[0];
        __threadfence();
        const unsigned int t = atomicAdd(cluster.map_shared_rank(&arrived, 0), 1u);
        if (t == CLUSTER_SIZE - 1) {
            __threadfence();
            output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
        }
    }'''
case('r10_dsmem_ticket_last_block', 'reduction', 'pass',
     'The last-block guard inside a cluster: rank 0\'s __shared__ `arrived` is zeroed before cluster.sync(); each block\'s thread 0 stores temp_storage[rank], __threadfence(), takes a ticket with atomicAdd on rank 0\'s counter through map_shared_rank; the block that draws 3 fences and sums (fence + atomic / atomic + fence: PTX release and acquire patterns, device scope covers the cluster); a final cluster.sync() keeps rank 0 alive until every remote atomic is done (PG DSMEM).', RED_BLOCK + DSMEM_TICKET + r'''
    cluster.sync();''')

case('r11_dsmem_ticket_no_final_sync', 'reduction', 'fail 5',
     'As r10 without the final cluster.sync(): rank 0 may finish and exit while a peer\'s atomicAdd on its shared counter is still to come (PG Distributed Shared Memory: a block must not exit while others may access its shared memory): undefined, an access of an exited block\'s shared memory.', RED_BLOCK + DSMEM_TICKET)

case('r12_double_wait', 'reduction', 'fail 1',
     '(Truth changed from fail 4 by the progress hunt, docs/verdict-progress.md: a second wait with no arrive of its own completed on the H100 (the fixture cg2_token_wait_twice, GPU exit 0): the rule is broken, the GPU does not hang, exit 1.) ' + 'arrive, wait, then a second cluster_wait() with no arrive before it: the first wait completed the phase; the second waits for a phase nobody arrives at (PTX barrier.cluster: each wait waits for all threads to arrive at the current phase): a hang (1 or 4 count as caught).', RED_BLOCK + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_arrive();
    cluster_wait();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    cluster_wait();''')

case('r13_zero_after_first_sync', 'reduction', 'fail 1',
     'Rank 0 zeroes its __shared__ total AFTER the first cluster.sync(), while the peers atomicAdd into it right after the same barrier: the zero store and the remote atomics are unordered (PTX data race; PG DSMEM), so an add may be wiped out by the zero.', RED_BLOCK + r'''
    __shared__ float total;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    cluster.sync();
    if (rank == 0 && tid == 0) total = 0.0f;
    if (tid == 0) atomicAdd(cluster.map_shared_rank(&total, 0), sm[0]);
    cluster.sync();
    if (rank == 0 && tid == 0) output[0] = total;''')

case('r14_elementwise_allgather', 'reduction', 'pass',
     'Every thread keeps its input in sm2[tid]; cluster.sync(); every thread of rank 0 sums the four blocks\' sm2[tid] through map_shared_rank into its own acc[tid]; a second cluster.sync() keeps the peers alive until those reads are done (PG DSMEM); rank 0 then tree-reduces acc with __syncthreads() and thread 0 stores output[0].', r'''
    __shared__ float sm2[TPB];
    __shared__ float acc[TPB];
    const int tid = threadIdx.x;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    sm2[tid] = input[blockIdx.x * blockDim.x + tid];
    cluster.sync();
    if (rank == 0) {
        float a = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) a += cluster.map_shared_rank(sm2, r)[tid];
        acc[tid] = a;
    }
    cluster.sync();
    if (rank == 0) {
        for (int s = TPB / 2; s > 0; s >>= 1) {
            __syncthreads();
            if (tid < s) acc[tid] += acc[tid + s];
        }
        if (tid == 0) output[0] = acc[0];
    }''')

case('r15_peers_arrive_and_exit_rank0_waits', 'reduction', 'pass',
     'Each block stores temp_storage[rank] and arrives (release); ranks 1-3 then return without waiting, rank 0 waits (acquire) and sums. barrier.cluster.wait waits for all non-exited threads to arrive (PTX barrier.cluster; exit), and the peers arrived before exiting; temp_storage is global, so no shared memory of an exited block is touched.', RED_BLOCK + r'''
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_arrive();
    if (rank != 0) return;
    cluster_wait();
    if (tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')
