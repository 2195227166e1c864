/*
 * sim/internal.h - state shared by the simulator's runtime files.
 *
 *   runtime.cpp  fibers, scheduler, launches, signals, p34_sim_run
 *   device.cpp   the CUDA calls kernels make: barriers, warp collectives,
 *                cluster barrier, distributed shared memory, atomics
 *   check.cpp    __tsan_* hooks: race detector (vector clocks) over shared
 *                memory and the puzzle's global buffers, with the CUDA memory
 *                model's fences and atomics; bounds checks; output writers
 *   report.cpp   turning code addresses into file:line and building messages
 *
 * One launch runs at a time and everything here is touched by one OS thread,
 * so there are no locks.
 */
#ifndef P34_SIM_INTERNAL_H
#define P34_SIM_INTERNAL_H

#include <csignal>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "kernels.h"

namespace p34sim {

/* ---------------------------------------------------------------------- */
/* Threads, blocks and the resident window                                  */

/* A vector clock: one chunk of block_threads entries per block of the grid,
 * shared and immutable (check.cpp). Entry tid is vc[tid >> bt_shift][tid &
 * bt_mask]; a block nobody knows about points at the zero chunk. */
using VClock = const uint32_t *const *;

enum class ThreadState : uint8_t {
    NotStarted,
    Runnable,
    BlockBarrier,    /* __syncthreads family */
    WarpCollective,  /* __syncwarp, shuffles, ballot, elect */
    ClusterWait,     /* cluster barrier wait */
    ActiveMask,      /* __activemask: waits until its warp has converged */
    NamedBarrier,    /* bar.sync / barrier.sync with an id or a thread count */
    Done
};

enum class WarpOp : uint8_t { Sync, Shfl, Ballot, Elect };

enum class BarrierKind : uint8_t { Plain, Or, And, Count };

struct Thread {
    void *sp = nullptr;  /* saved stack pointer while switched out */
    ThreadState state = ThreadState::NotStarted;
    uint32_t tid = 0;         /* in the grid: blockIdx.x * block_threads + thread */
    uint32_t idx = 0;         /* index in g.threads: slot * block_threads + thread */
    uint32_t block = 0;       /* slot of its block in g.blocks (= the cluster rank
                                 when the launch has clusters) */
    uint32_t thread = 0;      /* threadIdx.x */
    uint32_t lane = 0, warp = 0;
    const void *wait_pc = nullptr;  /* where it waits, or last seen running */
    /* The wait_pc before the watchdog's signal replaced it with the place it
     * interrupted (runtime.cpp): the report falls back to it when that place
     * is the simulator's own code or a library's, not the kernel's. */
    const void *prev_wait_pc = nullptr;
    const char *wait_what = "";     /* name of the call it waits in */
    /* block barrier */
    BarrierKind barrier_kind = BarrierKind::Plain;
    int predicate = 0, barrier_result = 0;
    /* warp collective */
    WarpOp warp_op = WarpOp::Sync;
    uint32_t warp_mask = 0;
    int shfl_op = 0, shfl_arg = 0, shfl_width = 32;
    /* g.sync_epoch when it reached its warp collective, and when a block,
     * named or cluster barrier last released it from a wait (warp_ready: a
     * lane that exits counts only if such a barrier held it after the
     * collective's first arrival) */
    uint64_t warp_arrive_epoch = 0, released_epoch = 0;
    uint64_t warp_in = 0, warp_out = 0;
    /* named barrier: what its phase released, acquired when it wakes */
    VClock named_joined = nullptr;
    /* cluster barrier: arrive and wait counts, and the phase waited for */
    uint32_t arrive_count = 0, wait_count = 0, wait_target = 0;
    /* the cluster_arrive() sites of this launch (device.cpp g_arrive_sites,
     * by index) this thread has called: a wait without an arrive blames a
     * site only when the thread never reached it */
    uint64_t arrive_sites_called = 0;
    /* a cluster barrier wait with no arrive of its own returned at once
     * (device.cpp cluster_wait): where it was, so that an arrive site of
     * its cluster that this thread then never calls is reported */
    const void *unarrived_wait_pc = nullptr;
    /* a cluster barrier wait of ours completed: every block of the cluster
     * has started (each had a thread arrive), even where every arrival was
     * relaxed and so ordered none of the blocks' memory accesses */
    bool cluster_started = false;
    /* happens-before: vector clock = vc with our own entry replaced by clk */
    VClock vc = nullptr;
    uint32_t clk = 1;
    /* memory model (check.cpp): the clock released by our last gpu-scope
     * fence (carried by our next atomic writes), and what our atomic reads
     * saw released, acquired at our next fence or barrier. */
    VClock rel_vc = nullptr;
    /* the clock released by our last fence of any scope, __threadfence_block()
     * included: a release only for threads of our own block */
    VClock rel_cta_vc = nullptr;
    VClock acq_pending = nullptr;
    /* what an explicitly .relaxed PTX load (ld.relaxed.scope) saw released:
     * unlike acq_pending, not acquired by the thread's next access (the
     * Guide's leniency for CUDA atomics, check_access), only by an acquire:
     * a fence (fence.acquire/acq_rel/sc, __threadfence), an acquire operation
     * or a barrier (PTX ISA, Memory Consistency Model: acquire patterns). */
    VClock acq_strict = nullptr;
    /* the memory_order_relaxed (or ld.relaxed) read that left acq_strict: a read
     * of data it would have ordered is reported at it (check.cpp) */
    const void *acq_strict_pc = nullptr;
    /* a .cta-scope fence after that read that could not acquire it (the
     * release was another block's: mm_acquire_pending_cta) */
    const void *cta_fence_pc = nullptr;
    /* the global word of this thread's last atomicCAS/atomicExch (a lock's
     * acquire, if the thread later stores the word back: check.cpp) */
    int lock_buffer = -1;
    uintptr_t lock_word = 0;
    int lock_launch = -1;
    const void *fence_pc = nullptr;      /* last __threadfence() */
    const void *weak_fence_pc = nullptr; /* last __threadfence_block() */
    const char *weak_fence_what = nullptr;  /* how it was written (mm_fence) */
    uint32_t weak_fence_clk = 0;
    /* The last words this thread read with a strong access (an atomic, a
     * volatile or .relaxed/.acquire load): the flags and counters it polls,
     * for naming a signal whose release is missing (check.cpp). */
    struct Poll {
        int buffer;  /* -1: shared memory of slot */
        uint32_t slot, word;
        const void *pc;
        bool written;  /* the thread wrote the word after this read (note_poll_written) */
    };
    static constexpr uint32_t kPolls = 4;
    Poll polls[kPolls] = {};
    uint32_t npolls = 0;
    /* The access each recent plain-load site of this thread read last
     * (check.cpp check_cell, a small cache by pc): the load half of a `+=`
     * is its site's latest load when the store comes; a loop's load site
     * (`sum += buf[base + i]` into a register, then `buf[me] = sum`) has
     * moved on to other words by then, so that store is no `+=` of the word. */
    struct LoadSite {
        const void *pc;
        int buffer;
        uint32_t slot;
        uintptr_t offset;
    };
    static constexpr uint32_t kLoadSites = 8;
    LoadSite load_sites[kLoadSites] = {};
    const void *acq_fence_pc = nullptr;  /* last acquire-only fence (it releases nothing) */
    uint32_t fence_clk = 0;
    bool elected = false;  /* elect_one_sync() returned true; no sync since */
    uint32_t steps = 0;  /* memory accesses since the last yield */
    bool switch_pending = false;  /* a volatile load of global memory: let the others run before
                                   * this thread's next access (sim/check.cpp on_access) */
    /* Polls (volatile loads, atomic reads, atomics that changed nothing)
     * since this thread last wrote memory: a spin-wait (poll_step). */
    uint32_t poll_run = 0;
    /* The site of the newest poll of that run (nullptr: none since the last
     * write): a __nanosleep in the spin names it (runtime.cpp poll_step). */
    const void *poll_pc = nullptr;
    /* The site whose first spin ran its long run (a random schedule's
     * kPollRunLong polls before the thread lets the others run: poll_step). */
    const void *long_spin_pc = nullptr;
    /* Plain loads of one word at one site that read the same value in a row,
     * with no write, fence or other device call of this thread between (a
     * spin on a plain load: check.cpp note_plain_spin). */
    uintptr_t spin_addr = 0;
    const void *spin_pc = nullptr;
    uint64_t spin_value = 0;
    uint32_t spin_run = 0;
    /* The call sites of the instrumented functions the thread is in, outermost
     * first (__tsan_func_entry/exit): the first kCallSites of call_depth. */
    static constexpr uint32_t kCallSites = 16;
    const void *call_sites[kCallSites] = {};
    uint32_t call_depth = 0;
    const void *last_sync_pc = nullptr;
    /* The kernel's exit marks (scripts/sim-asm-rewrite --exit-marks puts a
     * call at the start of each __global__ body and one at its closing
     * brace): kernel_begun, the thread entered a marked kernel; ran_off_end,
     * it reached the closing brace (or a trailing `return;`), so it did not
     * leave through an early return or an exit instruction. */
    bool kernel_begun = false, ran_off_end = false;
    bool in_tail = false;  /* past p34_sim_kernel_tail() */
#if !defined(__x86_64__)
    void *ucontext = nullptr;
#endif
};

struct Snapshot {
    VClock vc;
    uint32_t clk;
    uint32_t tid;
};

struct ClusterPhase {
    uint32_t arrived = 0;
    std::vector<Snapshot> arrivals;
    /* Where each arrival was made (parallel to arrivals), and whether any was
     * an .aligned barrier.cluster.arrive (inline PTX): checked per warp when
     * the phase completes (device.cpp, check_aligned_phase). */
    std::vector<const void *> arrive_pcs;
    std::vector<uint32_t> arrive_idx;  /* the arriving threads' indexes in g.threads */
    std::vector<bool> arrive_aligned;
    bool any_aligned = false;
    VClock joined = nullptr;
};

/* One of a block's 16 hardware barriers used with a thread count (PTX
 * bar{.cta}.sync/.arrive a, b and barrier{.cta}.*): the phase in progress. */
struct NamedBarrier {
    uint32_t expected = 0;  /* the thread count of this phase; 0: no thread arrived yet */
    std::vector<Snapshot> arrivals;
    std::vector<uint32_t> waiters;  /* indexes in g.threads of the threads that wait */
    uint32_t counted = 0;           /* arrivals counted: threads, or warp sizes for .aligned forms */
    std::vector<uint32_t> members;  /* indexes in g.threads of every thread counted */
    /* .aligned forms: lanes (and what they released) waiting for the rest
     * of their warp before the warp is counted */
    std::vector<uint32_t> gathering;
    std::vector<Snapshot> gather_snaps;
    const void *first_pc = nullptr;
    uint32_t first_tid = 0;
};

/* named barriers 0-15, then one per tile of 64 to 1024 threads (16 + 8 + 4 + 2 + 1) */
constexpr uint32_t kNamedBarriers = 16 + 31;

struct Block {
    uint32_t first_tid = 0;   /* index in g.threads of its thread 0 */
    bool active = false;      /* the slot holds a block that has not finished */
    uint32_t live = 0;        /* threads not yet finished */
    uint32_t at_barrier = 0;  /* threads waiting in the block barrier */
    unsigned char *save = nullptr;  /* its __shared__ bytes while not live */
    bool exited = false;
    uint32_t grid_block = 0;  /* blockIdx.x */
    /* The cluster barrier, kept by a cluster's first slot (slot 0 when the
     * launch has clusters; each block for itself when it has none). */
    std::vector<ClusterPhase> phases;
    uint32_t phases_done = 0;
    std::vector<uint32_t> exited_by_arrivals;  /* exited threads by arrive_count */
    /* barriers 0-15 used with a thread count, then 16 + tile_barrier_id():
     * the barriers of cg::thread_block_tile<64..1024> (device.cpp) */
    NamedBarrier named[kNamedBarriers];
    std::vector<uint64_t> tile_slots;  /* a multi-warp tile's values in exchange, by thread */
};


/* ---------------------------------------------------------------------- */
/* Diagnostics. Text is built with placeholders for code addresses, which
 * are turned into file:line (report.cpp) once the launch is over.          */

/* In `text`, "\x01<n>\x02" stands for "file:line" of pcs[n], and
 * "\x03<n>\x02" for "file:line (callee)". */
/* The text's first line is the headline: the report prints it as
 * "FILE:LINE:COL: error: <headline>" with the place of pcs[0] (a warning
 * when `warning`), then the other lines. */
struct Diagnostic {
    int status = P34_EXIT_WRONG;
    bool warning = false;  /* reported, but does not fail the run */
    std::string text;
    std::vector<const void *> pcs;
    /* Divergent barriers are confirmed only when the call sites differ in
     * file:line, not just in code address (the compiler may duplicate a
     * call); report.cpp drops the diagnostic otherwise. */
    bool needs_distinct_lines = false;
    /* Diagnostics added with a key are reported once; repeats only count.
     * The kind also orders the report (report.cpp finish_message): a race
     * inside one block's shared memory ("block shared race") first, divergent
     * barriers of exit 1 last. */
    const char *key_kind = nullptr;
    uintptr_t key = 0;
    uint32_t repeats = 0;
    /* The place the headline names, when it is not the first place the text
     * names (report.cpp headline_place). */
    const void *head_pc = nullptr;
    /* ... or a FILE:LINE:COL that no code address gives (a comparison the
     * simulator sees no access of: compare_place_after) */
    std::string head_location;
};

/* The diagnostic was added with this key kind (add_diag_once, check_report_races). */
inline bool kind_is(const Diagnostic &d, const char *kind) { return d.key_kind && !std::strcmp(d.key_kind, kind); }

std::string pc_ref(std::vector<const void *> &pcs, const void *pc, bool with_callee);
/* "FILE:LINE:COL" of one code address, symbolized now (for text outside a
 * diagnostic, e.g. who stored an output). */
std::string site_text(const void *pc);
std::string site_source_line(const void *pc);
/* "FILE:LINE:COL" of the first comparison (==, !=, <, <=, >, >=) at or after
 * pc's line, within a few lines, that uses `word` or gridDim: where a
 * ticket taken at pc is compared (empty when pc's own line compares, or none
 * is found). */
std::string compare_place_after(const void *pc, const std::string &word);
/* Whether text holds the identifier name as a whole word followed (after
 * blanks) by one of the characters of next ("(" for a call, "[+-" for an
 * index). */
bool uses_word(const std::string &text, const std::string &name, const char *next);
/* The first of these return addresses whose place is a line of a kernel
 * file (symbolized), or nullptr. */
const void *first_kernel_site(const std::vector<const void *> &pcs);
/* For a thread waiting at a barrier: whether its kernel (the __global__
 * function its calls start from) has a `return` statement, so that its
 * threads may exit early: 1 yes, 0 no, -1 unknown (a source file could not be
 * read, or no __global__ function was found). */
int kernel_may_return(const Thread &t);
/* Where a report should say a waiting thread is: its wait_pc, or, when that
 * barrier lies in a helper of the learner's file that was called (not
 * inlined) from the kernel, a stand-in address that renders as "FILE:LINE
 * (in helper, reached from FILE:LINE)" and heads a diagnosis with the call
 * in the kernel, as an inlined helper's inline chain does. */
const void *reached_site(const Thread &t);
const void *thread_site(const Thread &t, const void *pc, bool headline_at_caller = false);
/* "FILE:LINE" of the first `return` statement of the kernel a waiting thread
 * runs, or "" (kernel_may_return's answer with its line). */
std::string kernel_return_place(const Thread &t);
/* "FILE:LINE" of the loop header whose braces hold the code at pc, or "". */
std::string loop_around(const void *pc);
std::string barrier_macro_note(const std::string &file, long from, long to);
long loop_end_line(const std::string &path, long header);
std::string oob_loop_hint(const void *pc);
std::string writers_condition_hint(const void *pc);
/* A block barrier completed at pc (device.cpp); the watchdog's note on a
 * barrier that completed far more often than any puzzle's loop needs. */
void note_barrier_round(const void *pc);
/* An mbarrier or cuda::barrier at addr was initialised (check.cpp g_sync_objects). */
void note_sync_object(const void *addr, unsigned size);
/* The note, and in *barrier the barrier it names (else unchanged). */
std::string barrier_loop_note(std::vector<const void *> &pcs, const void **barrier);
/* A block barrier that completed without threads of its block that had
 * returned (check.cpp): the first of a launch, for the report of a value
 * those threads never stored. */
void note_early_exit(uint32_t grid_block, const std::vector<uint32_t> &gone, const void *wait_pc,
                     const std::string &return_place);
/* A call into a kernel function that was not inlined (__tsan_func_entry):
 * lets a report name the learner's line that called a helper. */
void note_call(const void *in_callee, const void *call_site);

/* ---------------------------------------------------------------------- */
/* Global simulator state                                                  */

#define P34_SIM_MAX_BUFFERS 37  /* 4 of the runner's, 32 of the kernel file's, the device heap */
#define P34_SIM_HEAP_BUFFER (P34_SIM_MAX_BUFFERS - 1)  /* the device heap's blocks (runtime.cpp) */

struct Buffer {
    const char *name;
    uintptr_t lo, hi;  /* [lo, hi) */
    unsigned elem;     /* element size, for indexes in reports */
    bool constant;     /* a kernel file's __constant__ variable: read-only to kernels */
};

/* A __shared__ variable: its bytes in the section (runtime.cpp reads them
 * from the executable's symbol table). */
struct SharedVar {
    uintptr_t lo, size;  /* offset in the section, bytes */
    std::string name;
};

struct Sim {
    /* launch */
    const p34_kernel_table *kernels = nullptr;
    p34_puzzle puzzle = P34_REDUCTION;
    p34_shape shape{};
    p34_schedule schedule = P34_SCHEDULE_FORWARD;
    uint64_t rng = 1;
    uint64_t elect_seed = 1;  /* the run's seed: elect.sync's leader is a function of it and the mask */
    int launch = 0;
    int launches = 1;                      /* how many launches this run makes (2: --last-block) */
    const float *input_given = nullptr;    /* the input as the host gave it (p34_run_args) */
    float *input = nullptr, *output = nullptr, *scratch = nullptr;
    unsigned int *counter = nullptr;
    /* The watchdog counts the runner's CPU time (CLOCK_PROCESS_CPUTIME_ID),
     * so that a busy machine does not make a slow kernel a hang: deadline is
     * when this launch's --timeout runs out; a launch that finished threads
     * lately (last_exit_cpu, in CPU time too) gets another, up to deadline_cap
     * (sim/runtime.cpp watchdog_due). */
    double deadline = 0, deadline_cap = 0;
    double timeout = 0;   /* the --timeout it was set from, for the report */
    double launch_start = 0;     /* CPU time the launch began */
    double last_exit_cpu = 0;    /* CPU time of the last thread exit (within 1 ms of wall time) */
    double last_exit_wall = 0;   /* CLOCK_MONOTONIC time last_exit_cpu was read */
    int deadline_extended = 0;

    /* The grid runs as on a GPU: a window of resident blocks (slots) runs
     * interleaved, and a finished block's slot takes the next block. A
     * launch with clusters has one cluster, all of it resident. */
    uint32_t unit = 0;  /* always 0: the whole grid is one unit */
    uint32_t cluster_blocks = 1, block_threads = 0;
    uint32_t unit_threads = 0;   /* threads of a cluster (cluster_blocks * block_threads) */
    uint32_t grid_blocks = 0, grid_threads = 0;
    uint32_t window = 0;         /* resident block slots */
    uint32_t bt_shift = 0, bt_mask = 0;  /* block_threads is a power of two */
    uint32_t blocks_admitted = 0, blocks_finished = 0;
    std::vector<uint32_t> admit_order;  /* grid blocks in the order they start */
    std::vector<Thread> threads;        /* window * block_threads */
    std::vector<Block> blocks;          /* window slots */
    std::vector<ClusterPhase> phases;
    uint32_t phases_done = 0;
    std::vector<uint32_t> exited_by_arrivals;  /* exited threads by arrive_count */
    Thread *cur = nullptr;
    uintptr_t stack_limit = 0;  /* lowest safe stack address of cur's fiber */
    uintptr_t stacks_lo = 0;    /* every fiber's stack: stacks_len bytes, stack_size each */
    size_t stacks_len = 0, stack_size = 0;
    void *sched_sp = nullptr;
    int live_block = -1;  /* whose __shared__ bytes are in the section */

    /* abort: a status (TIMEOUT/FAULT) that ends the launch now */
    int abort_status = 0;
    int in_runtime = 0;  /* >0 while runtime code runs on a fiber */
    volatile int watchdog_fired = 0;
    uint64_t preemptions = 0;
    uint64_t sleeps = 0;  /* __nanosleep calls (preempt_sleep) */
    uint64_t clock = 0;
    uint64_t sync_epoch = 0;  /* counts warp-collective arrivals and barrier releases (Thread::released_epoch) */

    /* shared memory: the live section and the per-block save areas */
    uintptr_t shared_lo = 0, shared_len = 0;
    uintptr_t save_lo = 0, save_len = 0, save_stride = 0;
    /* The __shared__ variables by offset; empty when the symbol table could
     * not be read (then the whole section counts as in bounds). */
    std::vector<SharedVar> shared_vars;
    /* The __shared__ variables this launch's kernel has accessed (one flag
     * each, as shared_vars) and the sum of their sizes: the static shared
     * memory the kernel uses at least (check.cpp, note_shared_use). */
    std::vector<uint8_t> shared_used;
    size_t shared_used_bytes = 0;

    /* global buffers of the puzzle, inside one arena with gaps between */
    uintptr_t arena_lo = 0, arena_len = 0;
    /* the device heap's arena (runtime.cpp: malloc/new in kernel code) */
    uintptr_t heap_lo = 0, heap_len = 0;
    /* the runner's buffers (input, output, scratch, counter: nbuffers of
     * them), then the kernel file's own variables (ndevice_vars) */
    Buffer buffers[P34_SIM_MAX_BUFFERS] = {};
    int ndevice_vars = 0;
    int nbuffers = 0;

    std::vector<Diagnostic> diags;
    int race_count = 0;
    uint32_t pending_activemask = 0;  /* threads in ThreadState::ActiveMask */
    bool atomic_cta = false;  /* the atomic being checked is block-scope (device.cpp) */
    /* ... and of thread scope (cuda::thread_scope_thread, __NV_THREAD_SCOPE_THREAD):
     * atomic only for its own thread (libcu++ thread scopes), so any other
     * thread's access of the word races with it; atomic_cta is set with it */
    bool atomic_thread = false;
    /* ... but only for what it acquires and releases: not a block-scope
     * atomic that races with other blocks' (an mbarrier wait of .cta scope on
     * a barrier peers arrive on: sim/ptx.cpp) */
    bool atomic_cta_norace = false;
    bool atomic_cas = false;  /* the atomic being checked is an atomicCAS (device.cpp) */
    /* ... is an atomicAdd or atomicInc of a 32-bit integer: the shape of a
       last-block ticket (a __device__ counter of the kernel's own, check.cpp) */
    bool atomic_count = false;
    /* the atomic being checked writes a value that does not depend on the
       old one (an atomic store, atomicExch): not a read of an unset output */
    bool atomic_store = false;
    /* ... and reads nothing: cuda::atomic_ref::store (not atomicExch) */
    bool atomic_plain_store = false;
    /* this launch's elect chose a lane other than the lowest member (the
       run's P34_NOTE_ELECT_NOT_LANE0) */
    bool elect_not_lowest = false;
    /* a CUB collective of this launch handed a thread its undefined result
       (the run's P34_NOTE_CUB_UNDEFINED) */
    bool cub_undefined = false;
    /* a __shfl_up/down/xor_sync of this launch had an offset of 32 or more
       (the run's P34_NOTE_SHFL_WIDE) */
    bool shfl_wide = false;
    /* a __syncthreads() of this launch completed while threads of its block
       had exited before reaching it (the run's P34_NOTE_BARRIER_AFTER_EXIT) */
    bool barrier_after_exit = false;
    /* this launch was still finishing threads when its watchdog reached the
       cap (watchdog_due): slow, not stuck (the run's P34_NOTE_SIM_SLOW when
       the watchdog is its one error) */
    volatile bool slow_at_cap = false;  /* set by the watchdog's signal handler */

    /* the atomic being checked is a 64-bit atomicOr/atomicAnd (device.cpp),
       which lose updates in a peer's shared memory on an H100 */
    bool atomic_bitwise64 = false;
    bool access_volatile = false;  /* the access being checked is volatile (check.cpp's hooks) */
};

extern Sim g;

/* A thread is preempted after this many memory accesses without a barrier,
 * so that spin-waits on flags written by other threads make progress. */
constexpr uint32_t kPreemptSteps = 1u << 14;
/* A thread that has polled this many times in a row without writing is
 * spinning on a flag: it lets the others run at once (poll_step), as a GPU
 * runs the other warps beside a spinning one, instead of after kPreemptSteps
 * (hundreds of threads spinning 16384 polls each before the one they wait
 * for could move made a correct chained hand-off or spin lock a "hang"). */
constexpr uint32_t kPollRun = 16;
/* On a random schedule the first spin of a thread at a site runs this many
 * polls before the thread lets the others run, as a warp that the GPU
 * happens to favour does: nothing bounds how long the thread it waits for
 * stays behind (PG, Thread Hierarchy), so a spin with a bound
 * (`for (k = 0; k < 64 && !*flag; k++) {}`, then read regardless) gives up
 * and reads what may not be stored yet (verdict sched c03). Once per site
 * and thread, so that many spinning threads cost a bounded time. */
constexpr uint32_t kPollRunLong = 1024;
/* Room a fiber must keep free below its frame: the runtime's own calls
 * (reports, printf) run on the fiber's stack too. */
constexpr uintptr_t kStackMargin = 16 * 1024;
/* The top of a fiber's stack that runtime.cpp fills with 0xff bytes before
 * its thread starts (the kernel's own frame), and that check.cpp tracks
 * word by word: which words the thread has stored (local_shadow_reset). */
constexpr size_t kStackFill = 512;
void local_shadow_reset(size_t fiber);

/* runtime.cpp */
void yield_to_scheduler();      /* block: the caller set its state */
void preempt(const void *pc);   /* stay runnable, let others run */
void switch_if_pending(const void *pc);  /* device.cpp: the switch a volatile load of global memory asked for */
void yield_uncounted(const void *pc);  /* the same, not counted toward the endless-loop budget */
void preempt_sleep(const void *pc);  /* __nanosleep: the same, cheaper for the budget */
/* A strong read that changed nothing (a poll) or a write, by the current
 * thread: after kPollRun polls in a row, preempt_sleep. */
void poll_step(const void *pc, bool poll);
bool long_spin(const Thread *t);  /* in a random schedule's long first spin (poll_step) */
[[noreturn]] void abort_launch(int status);
double now_seconds();
bool watchdog_due();  /* the launch is out of time (sim/runtime.cpp) */
double cpu_seconds();  /* the runner's CPU time, which the watchdog counts */
uint64_t next_random();

/* A launch starts: device.cpp's cluster arrive sites and pipeline copies,
 * ptx.cpp's mbarrier waits. */
void cluster_reset_arrive_sites();
void cluster_unarrived_exit(const Thread *t);
void async_reset_launch();
void lib_locks_reset();  /* device.cpp: the libcu++ locks' takers */
void ptx_reset_launch();
std::string mbarrier_stuck_note(std::vector<const void *> &pcs);  /* ptx.cpp: for a hang report */
std::string bulk_unlanded_note(std::vector<const void *> &pcs);  /* ptx.cpp: bulk copies no wait landed */
std::string async_unwaited_note(std::vector<const void *> &pcs);  /* device.cpp: copies never waited for */
/* device.cpp: the issuing line of an asynchronous copy not landed yet, issued by a thread
 * of grid block `block`, whose destination covers [addr, addr + size) (nullptr: none) */
const void *async_pending_pc(const void *addr, unsigned size, uint32_t block);
void check_reset_launch();           /* a launch starts: nothing before it races */
void check_reset_slot(uint32_t slot);  /* a block starts in this slot */
void check_access(const void *addr, unsigned size, bool write, bool atomic, const void *pc);
void check_pending_values();         /* after a store completes (same-value writes) */
void check_ldg(const void *addr, unsigned size, const void *pc);  /* __ldg() of data written in this launch */
/* A bulk copy's source: each word's last store of this launch is ordered
 * before the issuer's last fence.proxy.async (its clock then); else false
 * with the store's thread and site (sim/ptx.cpp). */
bool check_proxy_visible(const void *addr, unsigned size, VClock snap_vc, uint32_t snap_clk, uint32_t snap_tid,
                         uint32_t *tid, const void **pc, uintptr_t *bad);
void hb_join_threads(Thread *const *participants, size_t count);
VClock hb_join_snapshots(const Snapshot *snaps, size_t count);
VClock hb_zero_clock();  /* knows nothing: a relaxed arrival's snapshot */
void hb_acquire(Thread *t, VClock vc);
/* Memory model: fences and the acquire of what atomics read. */
/* what: how the kernel wrote a block-scope fence, for reports (default
 * "__threadfence_block()") */
void mm_fence(Thread *t, bool gpu_scope, const void *pc, const char *what = nullptr);
void mm_fence_acquire(Thread *t, const void *pc, bool gpu_scope = true);
void mm_acquire_pending_cta(Thread *t, const void *pc);  /* a .cta-scope fence: own block's releases only */
void mm_fence_release(Thread *t, bool gpu_scope, const void *pc, const char *what = nullptr);
void check_alignment(const void *addr, unsigned size, bool write, const void *pc);  /* aligned hooks */
VClock mm_join(VClock a, VClock b);  /* the join of two clocks (ptx.cpp: mbarrier phases) */
void mm_acquire_pending(Thread *t);  /* at a barrier: the reader's acquire */
void mm_defer_acquire(Thread *t, const void *pc);  /* a relaxed read: acquired at the next fence or barrier */
VClock mm_zero_clock();  /* knows nothing: a relaxed arrive with no fence before it */
void mm_note_relaxed_arrive(const void *pc);  /* races across blocks then name it */
void mm_note_compiler_barrier(const void *pc);  /* an empty asm: named where a fence is missing */
void mm_note_cta_mbar_wait(const void *pc);  /* a .cta mbarrier wait that missed a peer's cluster release */
void check_block_exit(uint32_t block);
/* An mbarrier in block `slot`'s shared memory completed a phase (ptx.cpp):
 * the word that holds its phase (phase_off) now carries the peers' remote
 * arrives on its count word (count_off) so far, so a thread of that block
 * that reads the phase sees them done (g_remote_seen); arrives on the next
 * phase come later and are not carried. */
void check_mbar_phase_done(uint32_t slot, uintptr_t count_off, uintptr_t phase_off);
void check_report_races();
void check_finish_launch(p34_run_result *result, int launch);  /* output writers, flags */
/* A lane of a shuffle's mask read a lane outside it (an undefined value, read
 * as NaN): named at the end of the launch if an output holds a NaN. */
void check_note_undefined_shuffle(const void *pc, uint32_t tid, int src_lane, uint32_t mask);
/* A block completed its __syncthreads at pc (for a race report in a block
 * that skipped a barrier other blocks passed). */
void check_note_block_barrier(uint32_t grid_block, const void *pc);

/* device.cpp */
void thread_exited(Thread *t);
[[noreturn]] void exit_current_thread();
std::string device_heap_note(std::vector<const void *> &pcs);  /* why a NULL store faulted: malloc found the device heap full */
void check_heap(uintptr_t a, unsigned size, bool write, const void *pc);  /* an access to the device heap */
std::string heap_location(uintptr_t a);  /* a device-heap word, for reports */
void heap_cells_reset(uintptr_t offset, size_t bytes);  /* check.cpp: a new block's words have no history */
void device_heap_new_launch();  /* PTX exit: ends g.cur where it is */
/* inline PTX (ptx.cpp) on the machinery of device.cpp, at the asm's pc */
uint64_t ptx_warp(WarpOp op, uint32_t mask, uint64_t in, int shfl_op, int shfl_arg, int width, const void *pc);
void ptx_block_barrier(const void *pc);
/* A barrier with an id (0-15) and a thread count (0: every thread of the
 * block); wait: .sync (else .arrive). Returns "" or why the operands are
 * invalid (nothing happened then). */
std::string named_barrier(uint32_t id, uint32_t count, bool wait, bool aligned, const char *what, const void *pc);
void named_barrier_thread_exited(const Thread *t);
void explain_stuck_named_barriers();  /* after a deadlock */
void ptx_cluster_arrive(bool relaxed, bool aligned, const void *pc);
void ptx_cluster_wait(const void *pc);
uint32_t ptx_activemask(const void *pc);
unsigned char *ptx_shared_in_block(const void *addr, uint32_t rank);  /* nullptr: not shared */
void explain_stuck_warps();  /* after a deadlock */
/* Answers the __activemask() calls of warps whose other lanes have all
 * stopped (waiting elsewhere or exited); true when any was answered. */
bool resolve_activemasks();

/* report.cpp: code addresses to file:line (also used by trace.cpp) */
std::string executable_path();
/* The address addr2line expects: relative to the load base for a PIE. */
uintptr_t file_address(const void *pc, uintptr_t *base_out);
/* The compile-time cluster size of the kernel whose code starts at fn
 * (__cluster_dims__, sim/cuda_sim.h): 1 with dims[0..2], 0 when it declares
 * none, -1 when its arguments are not plain numbers (*text: as written). */
int kernel_cluster_dims(const void *fn, unsigned dims[3], std::string *text);
std::string clean_path(std::string loc);     /* repository-relative, no discriminator */
std::string short_function(std::string fn);  /* "cluster_sync" from a demangled name */
bool is_kernel_source(const std::string &loc);

/* bounds.cpp: SIGTRAP while a shift or conversion after an undefined-
 * behaviour handler is stepped to, to give it the GPU's value */
#if defined(__x86_64__) && defined(__linux__)
void on_ub_step(int sig, siginfo_t *info, void *ucontext);
#endif

/* report.cpp */
void add_diag(int status, std::string text, const std::vector<const void *> &pcs,
              bool needs_distinct_lines = false);
void add_warning(std::string text, const std::vector<const void *> &pcs);
/* Like add_diag, but once per (kind, key) per run; later ones are counted
 * and the report says how many more times it happened. */
/* check.cpp: adds the report on the kernel's own ticket counter that an
 * earlier launch held back (add_diag calls it before an error). */
void flush_pending_counter_diag();
void add_diag_once(const char *kind, uintptr_t key, int status, std::string text,
                   const std::vector<const void *> &pcs, bool needs_distinct_lines = false);
std::string thread_name(uint32_t tid);  /* "block 2 thread 17" */
std::string far_miss_text(uintptr_t a, const void *pc, const Thread &t, std::vector<const void *> &pcs);
std::string describe_threads(std::vector<const void *> &pcs);
std::string shared_location(uint32_t block, uintptr_t offset, unsigned size);
void finish_message(p34_run_result *result, int *status);
std::string ranges(const std::vector<uint32_t> &sorted);

}  // namespace p34sim

#endif /* P34_SIM_INTERNAL_H */
