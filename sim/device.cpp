/*
 * sim/device.cpp - the CUDA calls kernel code makes, on simulated threads.
 *
 * Each entry point is out of line so that __builtin_return_address(0) is the
 * kernel's call site: that address is what deadlock, divergence and race
 * reports turn into file:line.
 *
 * Barrier semantics follow the hardware: a block barrier completes when every
 * thread of the block that has not exited is waiting in one; the cluster
 * barrier's phase completes when every non-exited thread of the cluster has
 * arrived; a warp collective completes when every lane of its mask waits in a
 * collective with the same mask.
 */
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <unordered_map>

#include "sim/cuda_sim.h"
#include "sim/internal.h"
#include "sim/trace.h"  // p34 draw hook

using namespace p34sim;

namespace {

/* Marks runtime code running on a fiber, so that the watchdog does not jump
 * out of it halfway through an update. */
struct RuntimeScope {
    RuntimeScope() { ++g.in_runtime; }
    ~RuntimeScope() { --g.in_runtime; }
    RuntimeScope(const RuntimeScope &) = delete;
    RuntimeScope &operator=(const RuntimeScope &) = delete;
};

Thread *current(const char *what)
{
    if (!g.cur) {
        fprintf(stderr, "p34 simulator: %s called outside a simulated kernel\n", what);
        abort();
    }
    /* A device call (fence, sleep, atomic, collective, barrier) between two
     * plain loads of a flag makes the loop re-read it on a GPU too. */
    g.cur->spin_run = 0;
    return g.cur;
}

std::string hex(unsigned int v)
{
    char buf[16];
    snprintf(buf, sizeof buf, "0x%08x", v);
    return buf;
}

/* ---------------------------------------------------------------------- */
/* Block barrier                                                           */

const char *barrier_name(BarrierKind k)
{
    switch (k) {
    case BarrierKind::Or: return "__syncthreads_or";
    case BarrierKind::And: return "__syncthreads_and";
    case BarrierKind::Count: return "__syncthreads_count";
    case BarrierKind::Plain: break;
    }
    return "__syncthreads";
}

/* How the threads in `gone` (exited, by thread index in block b) left the
 * kernel. With the exit marks (every one of them entered a marked kernel:
 * scripts/sim-asm-rewrite --exit-marks), 1 when none of them ran off the end
 * (each left through a return or an exit instruction: an early exit) and 0
 * when some did (they skipped the barrier in a branch or a loop and ran on to
 * the end), those put in `skipped`. Without the marks, the textual rule:
 * kernel_may_return (1 when the kernel has a `return` statement), `skipped`
 * = gone. */
int exited_early(const Block &b, const Thread &first, const std::vector<uint32_t> &gone,
                 std::vector<uint32_t> &skipped)
{
    skipped.clear();
    bool marked = !gone.empty();
    for (uint32_t i : gone) {
        const Thread &u = g.threads[b.first_tid + i];
        marked &= u.kernel_begun;
        if (u.ran_off_end)
            skipped.push_back(i);
    }
    if (marked)
        return skipped.empty() ? 1 : 0;
    skipped = gone;
    return kernel_may_return(first) == 1 ? 1 : 0;
}

/* Two threads at one __syncthreads wait at the same call site only when
 * they reached it through the same calls: a barrier inside a helper (a
 * Kokkos-style team_barrier(), an OpenCL barrier() shim) that some threads
 * call from one line of the kernel and the others from another line is two
 * __syncthreads call sites, however the helper is compiled (verdict foreign
 * a17: a team_barrier() inside a lambda that only threads 0-7 run, the rest
 * at the team_barrier() after it). */
static bool same_barrier_site(const Thread &a, const Thread &b)
{
    if (a.wait_pc != b.wait_pc || a.barrier_kind != b.barrier_kind || a.call_depth != b.call_depth)
        return false;
    const uint32_t d = a.call_depth < Thread::kCallSites ? a.call_depth : Thread::kCallSites;
    for (uint32_t i = 0; i < d; i++)
        if (a.call_sites[i] != b.call_sites[i])
            return false;
    return true;
}

void complete_block_barrier(uint32_t block)
{
    Block &b = g.blocks[block];
    static std::vector<Thread *> parts;  /* reused: barriers never nest */
    parts.clear();
    bool same_site = true;
    Thread *first = nullptr;
    int any = 0, all = 1, count = 0;
    for (uint32_t i = 0; i < g.block_threads; i++) {
        Thread &t = g.threads[b.first_tid + i];
        if (t.state != ThreadState::BlockBarrier)
            continue;
        if (!first)
            first = &t;
        else if (!same_barrier_site(t, *first))
            same_site = false;
        any |= t.predicate != 0;
        all &= t.predicate != 0;
        count += t.predicate != 0;
        parts.push_back(&t);
    }
    const size_t n = parts.size();
    if (!same_site) {
        /* Group the waiting threads by call site for the report. */
        std::vector<const void *> pcs;
        std::vector<std::pair<const Thread *, std::vector<uint32_t>>> sites;
        std::vector<const void *> shown;  /* each site as the report names it (reached_site) */
        for (size_t i = 0; i < n; i++) {
            size_t s = 0;
            while (s < sites.size() && !same_barrier_site(*sites[s].first, *parts[i]))
                s++;
            if (s == sites.size()) {
                sites.push_back({parts[i], {}});
                shown.push_back(reached_site(*parts[i]));
            }
            sites[s].second.push_back(parts[i]->thread);
        }
        /* The site fewer threads reached first (ties in thread order): it is
         * usually the one inside the branch (`if (tid == 0)`, an elected
         * lane), which heads the report. */
        std::vector<size_t> order(sites.size());
        for (size_t s = 0; s < order.size(); s++)
            order[s] = s;
        std::stable_sort(order.begin(), order.end(),
                         [&](size_t a, size_t c) { return sites[a].second.size() < sites[c].second.size(); });
        std::string text = "divergent barrier: the threads of block " + std::to_string(b.grid_block) +
                           " wait at different __syncthreads call sites:";
        for (size_t s : order)
            text += std::string("\n  ") + (sites[s].second.size() == 1 ? "thread " : "threads ") +
                    ranges(sites[s].second) + " at " + pc_ref(pcs, shown[s], true);
        /* Lanes of one warp at different sites execute different bar.sync
         * instructions; bar.sync is .aligned, so the warp is undefined there and
         * on an H100 the kernel hung (docs/verify-verdict-gpu/verdicts.tsv,
         * sim_divergent_syncthreads): that is a hang, exit 4. Whole warps at
         * different sites break the CUDA rule too, but the barrier's count still
         * completes on the GPU: a wrong kernel, exit 1. */
        bool split_warp = false;
        for (size_t i = 0; i < n && !split_warp; i++)
            for (size_t j = i + 1; j < n; j++)
                if (parts[j]->warp == parts[i]->warp && !same_barrier_site(*parts[j], *parts[i])) {
                    split_warp = true;
                    break;
                }
        text += "\n  Every thread of a block must reach the same __syncthreads (do not put one "
                "inside a branch that only some threads take).";
        /* Whole warps in a __syncthreads_or/_and/_count (bar.red) while the
         * others are in a plain __syncthreads (bar.sync) on the same barrier:
         * an H100 stops the kernel with cudaErrorIllegalInstruction
         * (docs/verify-verdict-gpu run 22, flow c20), a fault, exit 5. */
        bool plain = false, reduction = false;
        for (size_t i = 0; i < n; i++)
            (parts[i]->barrier_kind == BarrierKind::Plain ? plain : reduction) = true;
        const bool mixed_kind = plain && reduction;  /* the pair run 22 saw; _or against _and is not known */
        if (split_warp)
            text += " Lanes of one warp wait at different __syncthreads here: on a GPU the "
                    "kernel hangs.";
        else if (mixed_kind)
            text += " Some of them are in a __syncthreads_or/_and/_count (a reduction barrier) and the "
                    "others in a different kind of barrier: on an H100 the kernel stops with an illegal "
                    "instruction.";
        uintptr_t key = 0;
        for (size_t s = 0; s < sites.size(); s++)
            key = key * 31 + reinterpret_cast<uintptr_t>(sites[s].first->wait_pc) +
                  reinterpret_cast<uintptr_t>(shown[s]);
        key = key * 2 + split_warp;  // a later split warp is reported (and hangs) on its own
        /* (One __syncthreads reached through two call chains names the same
         * line twice, "reached from" two lines: not one call the compiler
         * duplicated, so the report keeps it.) */
        bool one_pc = true;
        for (auto &site : sites)
            one_pc &= site.first->wait_pc == sites[0].first->wait_pc;
        add_diag_once("divergent barrier", key,
                      split_warp ? P34_EXIT_TIMEOUT : mixed_kind ? P34_EXIT_FAULT : P34_EXIT_WRONG, text, pcs,
                      !one_pc);
    }
    if (same_site && n < g.block_threads) {
        /* Threads of the block have exited without reaching this barrier.
         * bar.sync with no thread count waits only for the threads that have
         * not exited: PTX ISA `exit` ("if the exiting threads are holding up
         * the barrier, the barrier is released"), and the Programming Guide
         * since Volta (__syncthreads "will not succeed until reached by all
         * non-exited threads in the block"). So an early `return` before a
         * __syncthreads() the rest reach is allowed, and an H100 runs it
         * right (docs/verify-verdict-gpu/run6 and run7): when the kernel has
         * a `return` statement (a return from a __device__ helper is no exit),
         * the barrier completes without the exited threads and orders nothing
         * of theirs (only the participants are joined below); a run whose
         * numbers come out wrong gets the note's Advice.
         * With no `return` in the kernel, the exited threads skipped the
         * barrier in a branch (`if (tid == 0) { ... __syncthreads(); }`, is_last_block()
         * called by thread 0 only): the Programming Guide allows
         * __syncthreads() in conditional code only where the condition is the
         * same for the whole block, and the run fails. */
        std::vector<uint32_t> gone, skipped;
        for (uint32_t i = 0; i < g.block_threads; i++)
            if (g.threads[b.first_tid + i].state == ThreadState::Done)
                gone.push_back(i);
        /* The exit marks tell an early return from running off the end
         * after skipping the barrier (a kernel with an unrelated `return`,
         * e.g. a bounds guard never taken, or a return inside a macro). */
        if (exited_early(b, *first, gone, skipped) == 1) {
            if (!g.barrier_after_exit)
                note_early_exit(b.grid_block, gone, first->wait_pc, kernel_return_place(*first));
            g.barrier_after_exit = true;
        } else {
            std::vector<const void *> pcs;
            const bool marked = first->kernel_begun;
            gone = skipped;
            std::string text = std::string("divergent barrier: ") + (gone.size() == 1 ? "thread " : "threads ") +
                               ranges(gone) + " of block " +
                               std::to_string(b.grid_block) +
                               (marked ? " skipped the __syncthreads at " : " exited without reaching the __syncthreads at ") +
                               pc_ref(pcs, reached_site(*first), true) +
                               (marked ? " and ran on to the end of the kernel" : "") + ", where " +
                               (n == 1 ? "thread " + std::to_string(first->thread) + " waits"
                                       : "the other " + std::to_string(n) + " threads wait") +
                               ".\n  Every thread of a block must "
                               "reach each __syncthreads: do not call one (or a function that "
                               "holds one) in a branch that only some threads take.";
            add_diag_once("barrier after exit", reinterpret_cast<uintptr_t>(first->wait_pc),
                          P34_EXIT_WRONG, text, pcs, false);
        }
    }
    check_note_block_barrier(b.grid_block, first->wait_pc);
    note_barrier_round(first->wait_pc);
    /* A barrier is also the reader's fence of the memory model: what an
     * atomic of a participant saw released is acquired here. */
    for (size_t i = 0; i < n; i++)
        mm_acquire_pending(parts[i]);
    hb_join_threads(parts.data(), n);
    int result = 0;
    switch (first->barrier_kind) {
    case BarrierKind::Or: result = any; break;
    case BarrierKind::And: result = all; break;
    case BarrierKind::Count: result = count; break;
    case BarrierKind::Plain: break;
    }
    const uint64_t released = ++g.sync_epoch;
    for (size_t i = 0; i < n; i++) {
        parts[i]->barrier_result = result;
        parts[i]->state = ThreadState::Runnable;
        parts[i]->released_epoch = released;
    }
    b.at_barrier = 0;
}

int block_barrier(BarrierKind kind, int predicate, const void *pc)
{
    RuntimeScope scope;
    Thread *t = current(barrier_name(kind));
    trace_sync(t, TraceSync::Block, pc);  // p34 draw hook
    t->state = ThreadState::BlockBarrier;
    t->elected = false;
    t->wait_pc = pc;
    t->wait_what = barrier_name(kind);
    t->last_sync_pc = pc;
    t->barrier_kind = kind;
    t->predicate = predicate;
    Block &b = g.blocks[t->block];
    if (++b.at_barrier == b.live)
        complete_block_barrier(t->block);
    yield_to_scheduler();
    return t->barrier_result;
}

/* ---------------------------------------------------------------------- */
/* Named barriers                                                          */

/* PTX ISA "bar, barrier": a block has 16 barriers; `bar.sync a, b` and
 * `barrier.sync a, b` wait until b threads (a multiple of the warp size)
 * have arrived at barrier a, `bar.arrive a, b` counts without waiting;
 * with no b, every thread of the block takes part. When the count is
 * reached the waiting threads go on and the barrier starts over. The
 * .aligned forms (every bar, barrier.*.aligned) are executed by a whole
 * warp at once and count the warp size: here a lane waits for the other
 * running lanes of its warp, and the warp then arrives as one (so a phase
 * never ends inside a warp, and a warp split by a branch waits forever, a
 * hang). The non-.aligned barrier.sync / barrier.arrive count each thread.
 * Memory: bar.sync/.arrive synchronizes with the bar.sync that completes
 * the barrier (PTX ISA, Memory Consistency Model, "Synchronizes-with"):
 * what any participant did before arriving happens before what the waiting
 * threads do after it; an arrive-only thread acquires nothing. */
uint32_t warp_lanes_present(const Thread *t);
Thread &lane_thread(const Thread *t, uint32_t lane);

void complete_named_barrier(Block &b, uint32_t id)
{
    NamedBarrier &nb = b.named[id];
    const VClock joined = hb_join_snapshots(nb.arrivals.data(), nb.arrivals.size());
    /* Lanes of another warp that gather (not yet counted) stay for the
     * next phase, waiting or not. */
    NamedBarrier next;
    for (uint32_t w : nb.waiters) {
        Thread &t = g.threads[w];
        if (std::find(nb.members.begin(), nb.members.end(), w) == nb.members.end()) {
            next.waiters.push_back(w);
            continue;
        }
        t.named_joined = joined;
        t.state = ThreadState::Runnable;
        t.released_epoch = g.sync_epoch + 1;
    }
    ++g.sync_epoch;
    next.gathering = std::move(nb.gathering);
    next.gather_snaps = std::move(nb.gather_snaps);
    if (!next.gathering.empty()) {
        next.expected = nb.expected;
        next.first_pc = nb.first_pc;
        next.first_tid = nb.first_tid;
    }
    nb = std::move(next);
}

/* Counts the warp of thread `t` at barrier `id` when every running lane of
 * it is gathering there. */
void try_count_warp(Block &b, uint32_t id, const Thread &t)
{
    NamedBarrier &nb = b.named[id];
    const uint32_t present = warp_lanes_present(&t);
    uint32_t have = 0, running = 0;
    for (uint32_t l = 0; l < 32; l++) {
        if (!(present & (1u << l)))
            continue;
        const Thread &u = lane_thread(&t, l);
        if (u.state != ThreadState::Done)
            running |= 1u << l;
    }
    for (uint32_t m : nb.gathering)
        if (g.threads[m].warp == t.warp)
            have |= 1u << g.threads[m].lane;
    if (have == 0 || (running & ~have) != 0)
        return;
    for (size_t i = 0; i < nb.gathering.size();) {
        if (g.threads[nb.gathering[i]].warp == t.warp) {
            nb.arrivals.push_back(nb.gather_snaps[i]);
            nb.members.push_back(nb.gathering[i]);
            nb.gathering.erase(nb.gathering.begin() + (long)i);
            nb.gather_snaps.erase(nb.gather_snaps.begin() + (long)i);
        } else {
            i++;
        }
    }
    nb.counted += (uint32_t)__builtin_popcount(present);  /* the warp size (fewer in a partial last warp) */
    if (nb.counted >= nb.expected)
        complete_named_barrier(b, id);
}

/* The barriers of cg::thread_block_tile<Size> for Size = 64 to 1024: one
 * per tile of the block (CUDA's header keeps one barrier word per size in
 * the block's reserved shared memory, a bit per warp, so tiles of one size
 * never mix): 16 tiles of 64, 8 of 128, 4 of 256, 2 of 512, 1 of 1024. */
uint32_t tile_barrier_id(uint32_t size, uint32_t tile)
{
    uint32_t first = 0;
    for (uint32_t s = 64; s < size; s <<= 1)
        first += 1024 / s;
    return 16 + first + tile;
}

std::string named_barrier_label(uint32_t id)
{
    if (id < 16)
        return "named barrier " + std::to_string(id);
    uint32_t k = id - 16;
    for (uint32_t s = 64; s <= 1024; s <<= 1) {
        if (k < 1024 / s)
            return "the barrier of cg::thread_block_tile<" + std::to_string(s) + "> tile " + std::to_string(k);
        k -= 1024 / s;
    }
    return "barrier " + std::to_string(id);
}

std::string named_barrier_at(uint32_t id, uint32_t count, bool wait, bool aligned, const char *what,
                             const void *pc);

}  // namespace

std::string p34sim::named_barrier(uint32_t id, uint32_t count, bool wait, bool aligned, const char *what,
                                  const void *pc)
{
    if (id > 15)
        return "barrier " + std::to_string(id) + " does not exist: a block has barriers 0 to 15";
    return named_barrier_at(id, count, wait, aligned, what, pc);
}

namespace {

std::string named_barrier_at(uint32_t id, uint32_t count, bool wait, bool aligned, const char *what,
                             const void *pc)
{
    RuntimeScope scope;
    Thread *t = current(what);
    if (count % 32 != 0 || (count == 0 && !wait))
        return std::string("the thread count of `") + what + "` must be a multiple of the warp size (32)" +
               (wait ? "" : ", and not 0 for an arrive");
    if (count > g.block_threads)
        return std::string("the thread count of `") + what + "` is larger than the block (" +
               std::to_string(g.block_threads) + " threads)";
    if (count == 0)
        count = g.block_threads;
    Block &b = g.blocks[t->block];
    NamedBarrier &nb = b.named[id];
    if (nb.expected == 0) {
        nb.expected = count;
        nb.first_pc = pc;
        nb.first_tid = t->tid;
    } else if (nb.expected != count) {
        std::vector<const void *> pcs;
        add_diag_once("named barrier count", reinterpret_cast<uintptr_t>(pc), P34_EXIT_WRONG,
                      "named barrier " + std::to_string(id) + " of block " + std::to_string(b.grid_block) +
                          ": " + thread_name(t->tid) + " arrives at " + pc_ref(pcs, pc, true) + " for " +
                          std::to_string(count) + " threads while " + thread_name(nb.first_tid) + " arrived at " +
                          pc_ref(pcs, nb.first_pc, true) + " for " + std::to_string(nb.expected) +
                          "\n  Every thread that uses one barrier in a phase must give it the same thread count.",
                      pcs);
    }
    if (wait)
        trace_sync(t, TraceSync::Block, pc);  // p34 draw hook
    t->elected = false;
    t->last_sync_pc = pc;
    const Snapshot snap{t->vc, t->clk, t->tid};
    t->clk++;  /* release: what it does after arriving is not covered */
    if (wait) {
        t->state = ThreadState::NamedBarrier;
            t->wait_pc = pc;
        t->wait_what = what;
        t->named_joined = nullptr;
        nb.waiters.push_back(t->idx);
    }
    if (aligned) {
        nb.gathering.push_back(t->idx);
        nb.gather_snaps.push_back(snap);
        try_count_warp(b, id, *t);
    } else {
        nb.arrivals.push_back(snap);
        nb.members.push_back(t->idx);
        if (++nb.counted >= nb.expected)
            complete_named_barrier(b, id);
    }
    if (wait) {
        yield_to_scheduler();
        /* A barrier is also the reader's fence of the memory model. */
        mm_acquire_pending(t);
        if (t->named_joined)
            hb_acquire(t, t->named_joined);
        t->named_joined = nullptr;
    }
    return "";
}

}  // namespace

/* A thread exited: lanes of its warp gathering at a barrier may now be the
 * whole running warp. */
void p34sim::named_barrier_thread_exited(const Thread *t)
{
    Block &b = g.blocks[t->block];
    for (uint32_t id = 0; id < kNamedBarriers; id++)
        if (!b.named[id].gathering.empty())
            try_count_warp(b, id, *t);
}

/* After a deadlock: a named barrier that some threads wait at but that
 * never got its count, or lanes that wait for the rest of their warp. */
void p34sim::explain_stuck_named_barriers()
{
    for (uint32_t s = 0; s < g.window; s++) {
        Block &b = g.blocks[s];
        if (!b.active)
            continue;
        for (uint32_t id = 0; id < kNamedBarriers; id++) {
            const NamedBarrier &nb = b.named[id];
            if (nb.waiters.empty())
                continue;
            std::vector<const void *> pcs;
            if (!nb.gathering.empty()) {
                const Thread &t = g.threads[nb.gathering[0]];
                std::vector<uint32_t> here, away;
                for (uint32_t m : nb.gathering)
                    if (g.threads[m].warp == t.warp)
                        here.push_back(g.threads[m].thread);
                const uint32_t present = warp_lanes_present(&t);
                for (uint32_t l = 0; l < 32; l++) {
                    const Thread &u = lane_thread(&t, l);
                    if ((present & (1u << l)) && u.state != ThreadState::Done &&
                        std::find(here.begin(), here.end(), u.thread) == here.end())
                        away.push_back(u.thread);
                }
                std::sort(here.begin(), here.end());
                add_diag_once("split named barrier", reinterpret_cast<uintptr_t>(t.wait_pc ? t.wait_pc : nb.first_pc),
                              P34_EXIT_TIMEOUT,
                              named_barrier_label(id) + " of block " + std::to_string(b.grid_block) +
                                  ": threads " + ranges(here) + " of warp " + std::to_string(t.warp) +
                                  " arrived at " + pc_ref(pcs, nb.first_pc, true) + " but threads " + ranges(away) +
                                  " of the same warp never do\n  " +
                                  (id >= 16 ? std::string("A tile of more than 32 threads synchronises (in sync(), "
                                                          "shfl(), any(), all(), cg::reduce and the scans) whole "
                                                          "warps at once: every thread of the tile must make the "
                                                          "call; on a GPU this hangs or is undefined.")
                                            : std::string("bar.sync / bar.arrive (and barrier.*.aligned) "
                                  "are executed by a whole warp together: do not put one in a branch that splits "
                                  "a warp (use the non-.aligned barrier.sync for that); on a GPU this hangs or "
                                  "is undefined.")),
                              pcs);
                continue;
            }
            std::vector<uint32_t> who;
            for (uint32_t m : nb.members)
                who.push_back(g.threads[m].thread);
            std::sort(who.begin(), who.end());
            uint32_t running = 0;
            for (uint32_t i = 0; i < g.block_threads; i++)
                running += g.threads[b.first_tid + i].state != ThreadState::Done;
            add_diag_once("stuck named barrier", reinterpret_cast<uintptr_t>(nb.first_pc), P34_EXIT_TIMEOUT,
                          named_barrier_label(id) + " of block " + std::to_string(b.grid_block) +
                              " never completes: it waits for " + std::to_string(nb.expected) +
                              " threads (first arrival at " + pc_ref(pcs, nb.first_pc, true) + ") but only " +
                              std::to_string(nb.counted) + " arrived (threads " + ranges(who) + ")" +
                              (running < nb.expected ? ", and only " + std::to_string(running) +
                                                           " threads of the block are still running"
                                                     : "") +
                              (id >= 16 ? "\n  Every thread of a tile of more than 32 threads must call its "
                                          "sync() (and its collectives) the same number of times; on a GPU "
                                          "this hangs."
                                        : "\n  The thread count of bar.sync / barrier.sync must be the number of "
                                          "threads that reach that barrier; on a GPU this hangs."),
                          pcs);
        }
    }
}

namespace {

/* ---------------------------------------------------------------------- */
/* Warp collectives                                                        */

const char *warp_op_name(WarpOp op)
{
    switch (op) {
    case WarpOp::Shfl: return "__shfl_sync";
    case WarpOp::Ballot: return "__ballot_sync";
    case WarpOp::Elect: return "elect_one_sync";
    case WarpOp::Sync: break;
    }
    return "__syncwarp";
}

/* The intrinsic a lane waits in, as the kernel wrote it (shfl_op: the
 * shuffle's mode, or the vote's kind). */
std::string warp_call_name(const Thread &u)
{
    if (u.warp_op == WarpOp::Shfl) {
        static const char *const shfl[] = {"__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync"};
        return shfl[u.shfl_op & 3];
    }
    if (u.warp_op == WarpOp::Ballot) {
        static const char *const vote[] = {"__ballot_sync", "__any_sync", "__all_sync", "vote.sync.uni"};
        return vote[u.shfl_op & 3];
    }
    return warp_op_name(u.warp_op);
}

uint32_t warp_lanes_present(const Thread *t)
{
    uint32_t first = t->warp * 32;
    uint32_t n = g.block_threads - first < 32 ? g.block_threads - first : 32;
    return n == 32 ? 0xffffffffu : ((1u << n) - 1);
}

Thread &lane_thread(const Thread *t, uint32_t lane)
{
    return g.threads[g.blocks[t->block].first_tid + t->warp * 32 + lane];
}

void complete_warp(Thread *t)
{
    const uint32_t mask = t->warp_mask;
    Thread *parts[32];
    size_t n = 0;
    bool same_op = true, same_class_mix = false;
    uint32_t ballot = 0;
    uint32_t members = 0;  /* the lanes that take part: the mask less the exited ones */
    for (uint32_t l = 0; l < 32; l++) {
        if (!(mask & (1u << l)))
            continue;
        Thread &u = lane_thread(t, l);  /* waiting here or exited: warp_ready() checked it */
        if (u.state == ThreadState::Done)
            continue;
        members |= 1u << l;
        parts[n++] = &u;
        /* PG Warp Shuffle / Vote Functions: the lanes must execute "the
         * same intrinsic with the same mask": __shfl_down_sync against
         * __shfl_xor_sync (shfl.sync.down / .bfly), or __ballot_sync against
         * __any_sync, is undefined though both are one collective here. */
        same_op &= u.warp_op == t->warp_op &&
                   ((u.warp_op != WarpOp::Shfl && u.warp_op != WarpOp::Ballot) || u.shfl_op == t->shfl_op);
        /* two shuffle modes, or two vote kinds: the pairs an H100 hung on (run 21) */
        same_class_mix |= u.warp_op == t->warp_op && (u.warp_op == WarpOp::Shfl || u.warp_op == WarpOp::Ballot) &&
                          u.shfl_op != t->shfl_op;
        if (u.warp_in)
            ballot |= 1u << l;
    }
    if (!same_op) {
        std::vector<const void *> pcs;
        std::string text = "divergent warp: lanes of warp " + std::to_string(t->warp) + " in block " +
                           std::to_string(g.blocks[t->block].grid_block) + " (mask " + hex(mask) +
                           ") meet in different collectives:";
        /* one line per intrinsic and call site, with its lanes */
        std::vector<std::pair<std::pair<std::string, const void *>, std::vector<uint32_t>>> groups;
        for (size_t i = 0; i < n; i++) {
            const std::pair<std::string, const void *> key{warp_call_name(*parts[i]), parts[i]->wait_pc};
            size_t k = 0;
            while (k < groups.size() && groups[k].first != key)
                k++;
            if (k == groups.size())
                groups.push_back({key, {}});
            groups[k].second.push_back(parts[i]->lane);
        }
        for (auto &grp : groups)
            text += std::string("\n  ") + (grp.second.size() == 1 ? "lane " : "lanes ") + ranges(grp.second) +
                    " in " + grp.first.first + " at " + pc_ref(pcs, grp.first.second, false);
        text += "\n  Every lane named in the mask must execute the same intrinsic with the same mask "
                "(CUDA Programming Guide, Warp Shuffle Functions and Warp Vote Functions): the result is "
                "undefined";
        text += same_class_mix ? ", and an H100 hangs there (each group waits for the lanes in the other), so the "
                                 "verdict is a hang (exit 4) though the simulator went on."
                               : ".";
        /* exit 4 for two shuffle modes or two vote kinds: docs/verify-verdict-gpu
         * run 21, fl_shfl_modes_mixed and fl_ballot_any_mixed hung on the H100;
         * other mixes were not seen there */
        add_diag_once("divergent warp", reinterpret_cast<uintptr_t>(t->wait_pc),
                      same_class_mix ? P34_EXIT_TIMEOUT : P34_EXIT_WRONG, text, pcs);
    }
    /* elect.sync whose mask names lanes that had returned from the kernel
     * (warp_ready excused them): the H100 completes it and elects a caller,
     * but the contract is broken (kernels.h: every lane of the warp calls
     * elect_one_sync(); PTX ISA, elect.sync: the executing thread waits for
     * all threads in membermask). Exit 1, at the call. */
    if (t->warp_op == WarpOp::Elect && members != (mask & warp_lanes_present(t))) {
        std::vector<uint32_t> gone, here;
        for (uint32_t l = 0; l < 32; l++) {
            if (!(mask & warp_lanes_present(t) & (1u << l)))
                continue;
            (members & (1u << l) ? here : gone).push_back(l);
        }
        std::vector<const void *> pcs;
        add_diag_once("elect with exited lanes", reinterpret_cast<uintptr_t>(t->wait_pc), P34_EXIT_WRONG,
                      "elect_one_sync() at " + pc_ref(pcs, t->wait_pc, true) + " is called by " +
                          (here.size() == 1 ? "lane " : "lanes ") + ranges(here) + " of warp " +
                          std::to_string(t->warp) + " in block " + std::to_string(g.blocks[t->block].grid_block) +
                          " after " + (gone.size() == 1 ? "lane " : "lanes ") + ranges(gone) +
                          " returned from the kernel; elect.sync's mask (" + hex(mask) +
                          ") names them.\n  elect_one_sync() needs all 32 lanes of the warp (kernels.h; PTX ISA, "
                          "elect.sync: the executing thread waits for every thread of its member mask). An H100 "
                          "goes on without the lanes that returned and elects a caller, so the result can look "
                          "right, but the rule is broken: call it where the whole warp is, before any lane "
                          "returns (e.g. `if (warp_uniform_condition && elect_one_sync())`), or pick the lane "
                          "yourself (`local_i == 0`).",
                      pcs);
    }
    /* The elected lane depends on the schedule, so that code which assumes a
     * particular lane shows up. PTX ISA, elect.sync: the leader is chosen
     * deterministically, but which lane it is is not specified; an H100
     * elects the lowest (docs/verify-verdict-gpu: hunt a02 passed there). The
     * default (forward) schedule elects the highest member, so that code
     * which assumes lane 0 fails where learners run it, except in warp 0 of
     * an odd block (block 1, cluster rank 1), where it elects the lowest, so
     * that code which is wrong only when lane 0 is elected (thread 0 inside
     * the elected branch adding plainly while the other warps' leaders use
     * atomics: verdict evade a04, sched r07) fails there too; block 0 (rank
     * 0) elects as before. Reverse elects the lowest everywhere, as the H100
     * does. A random schedule elects any member, but
     * the same one for the same mask every time in the run (PTX ISA,
     * elect.sync: "the same leader thread is elected for the same
     * membermask every time"), so code that elects twice and expects the
     * same lane (a register only the leader filled) is judged right. */
    uint32_t elected = 0;
    if (t->warp_op == WarpOp::Elect) {
        uint32_t lanes[32], k = 0;
        for (size_t i = 0; i < n; i++)
            lanes[k++] = parts[i]->lane;
        uint64_t h = g.elect_seed ^ ((uint64_t)mask * 0x9e3779b97f4a7c15ull);
        h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9ull;
        h = (h ^ (h >> 27)) * 0x94d049bb133111ebull;
        h ^= h >> 31;
        const bool odd = t->warp == 0 && (g.blocks[t->block].grid_block & 1) != 0;
        elected = g.schedule == P34_SCHEDULE_FORWARD   ? (odd ? lanes[0] : lanes[k - 1])
                  : g.schedule == P34_SCHEDULE_REVERSE ? lanes[0]
                                                       : lanes[h % k];
        if (elected != lanes[0])
            g.elect_not_lowest = true;
    }
    for (size_t i = 0; i < n; i++) {
        Thread &u = *parts[i];
        switch (u.warp_op) {
        case WarpOp::Sync:
            u.warp_out = 0;
            break;
        case WarpOp::Ballot:
            u.warp_out = ballot;
            break;
        case WarpOp::Elect:
            /* bit 0: this lane is the leader; bits 32..: the leader's lane
             * (elect.sync's d operand, sim/ptx.cpp) */
            u.warp_out = (uint64_t)(u.lane == elected) | ((uint64_t)elected << 32);
            break;
        case WarpOp::Shfl: {
            const int width = u.shfl_width;
            const int lane = (int)u.lane, base = lane / width * width;
            /* PTX shfl.sync: the lane operand's low 5 bits (b[4:0]); the
             * source j is read when it lies in [minLane, maxLane] of the
             * caller's segment for .up and below maxLane for .down and .bfly,
             * else the caller keeps its own value. So a butterfly may read an
             * earlier segment (lane 16 ^ 16 = 0 with width 16): the Guide's
             * "able to access elements from earlier groups ... later groups
             * ... their own value" (Warp Shuffle Functions, __shfl_xor_sync). */
            const int b = u.shfl_arg & 0x1f, last = base + width - 1;
            /* an up/down/xor offset of 32 or more (a 64-wide wave's first
             * step): b[4:0] is what runs, so a step of 32 reads the lane's
             * own value; noted for the Advice when the numbers are wrong */
            if (u.shfl_op != 0 && u.shfl_arg >= 32)
                g.shfl_wide = true;
            int src = lane;
            switch (u.shfl_op) {
            case 0: src = base + (b & (width - 1)); break;
            case 1: src = lane - b >= base ? lane - b : lane; break;
            case 2: src = lane + b <= last ? lane + b : lane; break;
            default: src = (lane ^ b) <= last ? lane ^ b : lane; break;
            }
            if (!(mask & (1u << lane))) {
                /* A lane that calls __shfl*_sync with a mask that leaves it
                 * out: undefined (CUDA Programming Guide, Warp Shuffle
                 * Functions), whatever it reads. */
                std::vector<const void *> pcs;
                add_diag_once("shuffle outside mask", reinterpret_cast<uintptr_t>(u.wait_pc), P34_EXIT_WRONG,
                         "warp shuffle called by lane " + std::to_string(lane) + ", which is not in its mask " +
                             hex(mask) + ": " + thread_name(u.tid) + " at " + pc_ref(pcs, u.wait_pc, true) +
                             "\n  The result is undefined on a GPU. The mask must hold every lane that calls the "
                             "shuffle: where all 32 lanes call it, pass 0xffffffff.",
                         pcs);
                src = lane;
            } else if (!(members & (1u << src))) {
                /* A lane of the mask reading a lane outside it (e.g. the upper
                 * half of a shuffle-down tree under a half-warp mask) gets an
                 * undefined value (Warp Shuffle Functions: reading an inactive
                 * thread); that is no error unless the value is used, so it
                 * reads as all-one bits (a NaN for a float), which spoils a
                 * result it reaches. */
                u.warp_out = ~uint64_t(0);
                check_note_undefined_shuffle(u.wait_pc, u.tid, src, mask);
                break;
            }
            u.warp_out = lane_thread(t, (uint32_t)src).warp_in;
            break;
        }
        }
        u.warp_mask = members;  /* __all_sync: every lane that took part */
        u.state = ThreadState::Runnable;
    }
    /* Only __syncwarp() orders memory among the lanes it synchronises.
     * Votes, shuffles, elect and match synchronise execution but "do not
     * imply a memory barrier" (CUDA Programming Guide, Warp Vote Functions
     * and Warp Shuffle Functions): values passed through the collective are
     * its result, and memory accesses stay unordered across lanes. */
    bool all_sync = true;
    for (size_t i = 0; i < n; i++)
        all_sync &= parts[i]->warp_op == WarpOp::Sync;
    if (all_sync)
        hb_join_threads(parts, n);
}

/* Every lane of t's mask waits in a collective with that mask, or has
 * exited. CUDA's rule is that exited lanes take no part ("all non-exited
 * threads named in mask", Programming Guide, Warp Shuffle Functions and
 * __syncwarp), and on the H100 a full-mask shuffle or __syncwarp after half
 * the warp returned completes (docs/verify-verdict-gpu run9: warp hunt w17,
 * w62). But a lane that was still held at another barrier (a cluster wait,
 * a __syncthreads) after the first lane reached the collective, and exited
 * only later, hung it there (experiment exp_partial_warp A and D,
 * docs/gpu-verification.md): such a lane still counts, and never arrives. */
bool lane_excused(const Thread &u, const Thread &t, uint64_t first_arrival)
{
    /* Released from its last barrier wait before the first arrival: it was
     * not held while the collective waited (a lane still waiting then is
     * released after it, whichever order the schedule ran them in).
     * elect_one_sync() (elect.sync) excuses them too, as the H100 does: a
     * lone lane 0 whose warp-mates had returned completed there
     * (docs/verify-verdict-gpu run34, literal r05). It still breaks
     * kernels.h's contract (every lane of the warp calls it; PTX elect.sync
     * names every thread of membermask), which complete_warp reports as a
     * broken rule, exit 1 (docs/verdict-progress.md, e01/e02). */
    (void)t;
    return u.state == ThreadState::Done && u.released_epoch < first_arrival;
}

/* The earliest arrival among the lanes of t's mask waiting with it. */
uint64_t first_arrival(const Thread *t)
{
    uint64_t first = UINT64_MAX;
    for (uint32_t l = 0; l < 32; l++) {
        if (!(t->warp_mask & (1u << l)))
            continue;
        const Thread &u = lane_thread(t, l);
        if (u.state == ThreadState::WarpCollective && u.warp_mask == t->warp_mask && u.warp_arrive_epoch < first)
            first = u.warp_arrive_epoch;
    }
    return first;
}

bool warp_ready(const Thread *t)
{
    /* Fast path: the lanes next to t are the likeliest not to have arrived
     * yet (forward and reverse run a warp's lanes in order), and any lane of
     * the mask that is neither waiting here nor exited makes the answer
     * false, as the full scan below finds: this turns the 32 x 32 checks of a
     * collective into about 32 (a loop of shuffles was mostly this scan). */
    for (uint32_t d : {1u, 31u}) {
        const uint32_t l = (t->lane + d) & 31;
        if (!(t->warp_mask & (1u << l)))
            continue;
        const Thread &u = lane_thread(t, l);
        if (!(u.state == ThreadState::WarpCollective && u.warp_mask == t->warp_mask) && u.state != ThreadState::Done)
            return false;
    }
    uint64_t first = UINT64_MAX;
    for (uint32_t l = 0; l < 32; l++) {
        if (!(t->warp_mask & (1u << l)))
            continue;
        const Thread &u = lane_thread(t, l);
        if (u.state == ThreadState::WarpCollective && u.warp_mask == t->warp_mask) {
            if (u.warp_arrive_epoch < first)
                first = u.warp_arrive_epoch;
        } else if (u.state != ThreadState::Done) {
            return false;
        }
    }
    for (uint32_t l = 0; l < 32; l++) {
        if (!(t->warp_mask & (1u << l)))
            continue;
        const Thread &u = lane_thread(t, l);
        if (u.state == ThreadState::Done && !lane_excused(u, *t, first))
            return false;
    }
    return true;
}

uint64_t warp_collective(WarpOp op, uint32_t mask, uint64_t in, int shfl_op, int shfl_arg,
                         int width, const void *pc)
{
    RuntimeScope scope;
    Thread *t = current(warp_op_name(op));
    const uint32_t present = warp_lanes_present(t);
    if (!(mask & (1u << t->lane))) {
        /* Undefined in CUDA. The lane takes part in nothing: it gets its own
         * value back and goes on, so the report names this line (and not a
         * deadlock with a mask the learner never wrote). */
        std::vector<const void *> pcs;
        add_diag_once("mask without caller", reinterpret_cast<uintptr_t>(pc), P34_EXIT_WRONG,
                 "warp collective with mask " + hex(mask) + ", which does not include the calling lane: " +
                     thread_name(t->tid) + " (lane " + std::to_string(t->lane) + ") calls it at " +
                     pc_ref(pcs, pc, true) +
                     "\n  The mask names the lanes that take part, and every lane that calls the "
                     "collective must be in it: where all 32 lanes of the warp call it, pass 0xffffffff "
                     "(in a branch, the mask of the lanes that take it, e.g. __activemask() before it). "
                     "On a GPU the result is undefined.",
                 pcs);
        switch (op) {
        case WarpOp::Shfl: return in;
        case WarpOp::Ballot: return in ? 1u << t->lane : 0u;
        case WarpOp::Elect: return 1 | ((uint64_t)t->lane << 32);
        default: return 0;
        }
    }
    mask &= present;
    if (width <= 0 || width > 32 || (width & (width - 1))) {
        std::vector<const void *> pcs;
        add_diag_once("shuffle width", reinterpret_cast<uintptr_t>(pc), P34_EXIT_WRONG,
                 "warp shuffle width " + std::to_string(width) + " is not a power of two up to 32: " +
                     thread_name(t->tid) + " at " + pc_ref(pcs, pc, false),
                 pcs);
        width = 32;
    }
    t->state = ThreadState::WarpCollective;
    t->warp_arrive_epoch = ++g.sync_epoch;
    t->elected = false;
    t->wait_pc = pc;
    t->wait_what = warp_op_name(op);
    t->last_sync_pc = pc;
    t->warp_op = op;
    t->warp_mask = mask;
    t->warp_in = in;
    t->shfl_op = shfl_op;
    t->shfl_arg = shfl_arg;
    t->shfl_width = width;
    if (warp_ready(t))
        complete_warp(t);
    yield_to_scheduler();
    return t->warp_out;
}

/* A lane exited: collectives of its warp waiting for it may now be complete
 * (warp_ready: exited lanes take no part). */
void warp_thread_exited(const Thread *t)
{
    for (uint32_t l = 0; l < 32; l++) {
        if (!(warp_lanes_present(t) & (1u << l)))
            continue;
        Thread &u = lane_thread(t, l);
        if (u.state == ThreadState::WarpCollective && warp_ready(&u))
            complete_warp(&u);
    }
}

/* ---------------------------------------------------------------------- */
/* Cluster barrier                                                         */

/* The block that keeps t's cluster barrier, and the range of threads of
 * the cluster in g.threads. */
Block &cluster_leader(const Thread *t) { return g.blocks[g.cluster_blocks > 1 ? 0 : t->block]; }

uint32_t exited_before(const Block &c, uint32_t phase)
{
    uint32_t n = 0;
    for (uint32_t a = 0; a <= phase && a < c.exited_by_arrivals.size(); a++)
        n += c.exited_by_arrivals[a];
    return n;
}

/* PTX ISA, barrier.cluster: with .aligned "all threads in the warp must
 * execute the same barrier.cluster instruction. In conditionally executed
 * code, an aligned barrier.cluster instruction should only be used if it is
 * known that all threads in the warp evaluate the condition identically,
 * otherwise behavior is undefined." (CUTLASS's cute::cluster_sync() and
 * cluster_arrive_relaxed() are .aligned.) When a phase completes, each warp
 * with an .aligned arrival is checked: lanes that arrived at another
 * instruction, or that exited without arriving in a kernel with no `return`
 * (so they skipped the barrier in a branch: `if (tid == 0) { asm
 * ("barrier.cluster.arrive.aligned; ..."); }`), make the warp divergent, as
 * a __syncthreads() in such a branch is (complete_block_barrier). An early
 * `return` before the barrier is allowed as for __syncthreads(): the exited
 * threads release it (PTX exit). The non-.aligned barrier.cluster (what
 * cg::cluster_group::sync() and barrier_arrive() compile to) may be executed
 * by some lanes of a warp. */
void check_aligned_phase(const ClusterPhase &ph, uint32_t phase)
{
    std::unordered_map<uint32_t, const void *> at;  /* tid -> where it arrived in this phase */
    for (size_t i = 0; i < ph.arrivals.size(); i++)
        at[ph.arrivals[i].tid] = ph.arrive_pcs[i];
    std::vector<uint32_t> seen_warps;
    for (size_t i = 0; i < ph.arrivals.size(); i++) {
        if (!ph.arrive_aligned[i])
            continue;
        const uint32_t tid = ph.arrivals[i].tid;
        const uint32_t warp_key = ph.arrive_idx[i] / 32;
        if (std::find(seen_warps.begin(), seen_warps.end(), warp_key) != seen_warps.end())
            continue;
        seen_warps.push_back(warp_key);
        Thread &t = g.threads[ph.arrive_idx[i]];
        const uint32_t present = warp_lanes_present(&t);
        std::vector<uint32_t> exited, elsewhere;
        const void *other_pc = nullptr;
        for (uint32_t l = 0; l < 32; l++) {
            if (!(present & (1u << l)))
                continue;
            Thread &u = lane_thread(&t, l);
            auto it = at.find(u.tid);
            if (it == at.end()) {
                if (u.state == ThreadState::Done && u.arrive_count <= phase)
                    exited.push_back(u.thread);
            } else if (it->second != ph.arrive_pcs[i]) {
                elsewhere.push_back(u.thread);
                other_pc = it->second;
            }
        }
        if (!exited.empty()) {
            /* With the exit marks, the lanes that left through a return or an
             * exit instruction are excused and those that ran off the end are
             * not; without them, the kernel's `return` statements decide. */
            bool marked = true;
            std::vector<uint32_t> ran_off;
            for (uint32_t th : exited) {
                const Thread &u = g.threads[g.blocks[t.block].first_tid + th];
                marked &= u.kernel_begun;
                if (u.ran_off_end)
                    ran_off.push_back(th);
            }
            if (marked) {
                exited = ran_off;
            } else {
                const void *saved = t.wait_pc;
                t.wait_pc = ph.arrive_pcs[i];
                const int may_return = kernel_may_return(t);
                t.wait_pc = saved;
                if (may_return == 1)
                    exited.clear();
            }
        }
        if (exited.empty() && elsewhere.empty())
            continue;
        std::vector<const void *> pcs;
        std::string text = "divergent barrier: an .aligned barrier.cluster.arrive at " +
                           pc_ref(pcs, ph.arrive_pcs[i], true) + " is executed by " + thread_name(tid) +
                           " but not by the whole warp: ";
        if (!exited.empty())
            text += "threads " + ranges(exited) + " of block " + std::to_string(g.blocks[t.block].grid_block) +
                    " exited without reaching it";
        if (!elsewhere.empty())
            text += std::string(exited.empty() ? "" : "; ") + "threads " + ranges(elsewhere) + " of block " +
                    std::to_string(g.blocks[t.block].grid_block) + " arrived at " + pc_ref(pcs, other_pc, true) +
                    " instead";
        text += ".\n  PTX ISA (barrier.cluster): with .aligned every thread of the warp must execute the same "
                "barrier.cluster instruction; in a branch that splits a warp this is undefined. Call it where "
                "the whole warp is (outside `if (threadIdx.x == 0)`), or use the non-.aligned form "
                "(barrier.cluster.arrive; barrier.cluster.wait;, or cluster.sync()), which the exited threads "
                "release.";
        if (!elsewhere.empty())
            text += " Lanes of one warp arrive at different .aligned barrier.cluster instructions here: on a GPU "
                    "the kernel hangs (the H100 did: docs/verify-verdict-gpu/run9, cluster hunt k51), as with "
                    "lanes of one warp at different __syncthreads.";
        add_diag_once("aligned cluster barrier", reinterpret_cast<uintptr_t>(ph.arrive_pcs[i]),
                      elsewhere.empty() ? P34_EXIT_WRONG : P34_EXIT_TIMEOUT, text, pcs, false);
    }
}

void complete_ready_phases(Block &c)
{
    const uint32_t first = g.cluster_blocks > 1 ? 0 : c.first_tid;
    const uint32_t count = g.cluster_blocks > 1 ? (uint32_t)g.threads.size() : g.block_threads;
    while (c.phases_done < c.phases.size()) {
        ClusterPhase &ph = c.phases[c.phases_done];
        if (ph.arrived + exited_before(c, c.phases_done) < count)
            return;
        ph.joined = hb_join_snapshots(ph.arrivals.data(), ph.arrivals.size());
        if (ph.any_aligned)
            check_aligned_phase(ph, c.phases_done);
        const uint64_t released = ++g.sync_epoch;
        for (uint32_t i = first; i < first + count; i++) {
            Thread &t = g.threads[i];
            if (t.state == ThreadState::ClusterWait && t.wait_target == c.phases_done) {
                t.state = ThreadState::Runnable;
                t.released_epoch = released;
            }
        }
        c.phases_done++;
    }
}

/* Where threads called cluster_arrive() in this launch, and one of them: a
 * thread that waits without arriving is told which arrive it missed. */
struct ArriveSite {
    const void *pc;
    uint32_t tid, cluster_first;
};
std::vector<ArriveSite> g_arrive_sites;

void reset_arrive_sites()
{
    g_arrive_sites.clear();
}

/* Others of a cluster arrived at a site that a waiting thread never
 * reached (a branch like if (local_i == 0), or an early return): that
 * arrive is the learner's line, and the barrier can never complete, so it
 * ranks with the deadlock it causes. */
void report_arrive_not_reached(const ArriveSite &missed, uint32_t waiter, const void *wait_pc)
{
    std::vector<const void *> pcs;
    add_diag_once("arrive not reached", reinterpret_cast<uintptr_t>(missed.pc), P34_EXIT_TIMEOUT,
                  "cluster barrier: cluster_arrive() at " + pc_ref(pcs, missed.pc, false) + " is called by " +
                      thread_name(missed.tid) + " but not by " + thread_name(waiter) + ", which waits at " +
                      pc_ref(pcs, wait_pc, true) +
                      " without having arrived, so the cluster barrier can never complete\n  Every thread "
                      "of every block in the cluster must call cluster_arrive() once before its "
                      "cluster_wait(): move cluster_arrive() out of the branch that only some threads "
                      "take (such as if (local_i == 0)), or use cluster_sync().",
                  pcs);
}

/* relaxed: barrier.cluster.arrive.relaxed (inline PTX, or cuda::ptx's
 * sem_relaxed), which orders no memory access for the waiters (PTX ISA,
 * "barrier.cluster") beyond what a fence of cluster scope or wider released
 * before it in this thread. */
void cluster_arrive(Thread *t, const void *pc, bool relaxed = false, bool aligned = false)
{
    {
        const uint32_t first = cluster_leader(t).first_tid;
        size_t known = g_arrive_sites.size();
        for (size_t i = 0; i < g_arrive_sites.size(); i++)
            if (g_arrive_sites[i].pc == pc && g_arrive_sites[i].cluster_first == first)
                known = i;
        if (known == g_arrive_sites.size() && g_arrive_sites.size() < 64) {
            g_arrive_sites.push_back(ArriveSite{pc, t->tid, first});
            /* a thread of this cluster that waited without arriving and has
             * returned without reaching this new site (one still running may
             * reach it: thread_exited checks it then) */
            const uint32_t count = g.cluster_blocks > 1 ? (uint32_t)g.threads.size() : g.block_threads;
            for (uint32_t i = first; i < first + count; i++) {
                const Thread &u = g.threads[i];
                if (u.unarrived_wait_pc && u.state == ThreadState::Done) {
                    report_arrive_not_reached(g_arrive_sites.back(), u.tid, u.unarrived_wait_pc);
                    break;
                }
            }
        }
        if (known < 64)
            t->arrive_sites_called |= 1ull << known;
    }
    trace_sync(t, TraceSync::Arrive, pc);  // p34 draw hook
    if (t->arrive_count > t->wait_count) {
        std::vector<const void *> pcs;
        add_diag_once("arrive twice", reinterpret_cast<uintptr_t>(pc), P34_EXIT_WRONG,
                 "cluster barrier: " + thread_name(t->tid) + " arrives at " + pc_ref(pcs, pc, true) +
                     " again without waiting for its previous arrival; pair every "
                     "cluster_arrive() with a cluster_wait().",
                 pcs);
    }
    Block &c = cluster_leader(t);
    t->elected = false;
    const uint32_t phase = t->arrive_count++;
    if (c.phases.size() <= phase)
        c.phases.resize(phase + 1);
    ClusterPhase &ph = c.phases[phase];
    ph.arrived++;
    ph.arrive_pcs.push_back(pc);
    ph.arrive_idx.push_back(t->idx);
    ph.arrive_aligned.push_back(aligned);
    ph.any_aligned |= aligned;
    /* barrier.cluster.arrive.relaxed (inline PTX, sim/ptx.cpp) releases
     * nothing of its own: only what the thread's last cluster- or gpu-scope
     * fence released (fence + relaxed arrive is a release pattern, PTX ISA
     * "Memory Consistency Model"), or nothing without one. */
    if (relaxed)
        mm_note_relaxed_arrive(pc);
    if (relaxed)
        ph.arrivals.push_back(t->rel_vc ? Snapshot{t->rel_vc, t->fence_clk, t->tid}
                                        : Snapshot{mm_zero_clock(), 0, t->tid});
    else
        ph.arrivals.push_back(Snapshot{t->vc, t->clk, t->tid});
    /* Release: what this thread does after arriving is not covered. */
    t->clk++;
    t->last_sync_pc = pc;
    complete_ready_phases(c);
}

void cluster_wait(Thread *t, const void *pc)
{
    trace_sync(t, TraceSync::Wait, pc);  // p34 draw hook
    if (t->wait_count >= t->arrive_count) {
        /* A wait with no arrive of its own: PTX ISA (barrier.cluster) pairs
         * every wait with an earlier arrive of the same thread, so the rule is
         * broken, but an H100 does not wait there: a kernel whose every thread
         * waits before it arrives completed (docs/verify-verdict-gpu run34,
         * literal c07 and a17), as did an extra wait after a sync. The wait
         * returns at once and orders nothing (no acquire). A thread that
         * waited so and then never reaches an arrive site that others of its
         * cluster call is reported when it returns (thread_exited) or when
         * the site first appears (cluster_arrive): the others' phase never
         * completes (literal c12 hung on the H100). */
        std::vector<const void *> pcs;
        add_diag_once("wait without arrive", reinterpret_cast<uintptr_t>(pc), P34_EXIT_WRONG,
                 "cluster barrier: " + thread_name(t->tid) + " waits at " + pc_ref(pcs, pc, true) +
                     (t->wait_count > 0
                          ? " again without a new arrive (its last arrive was consumed by its previous "
                            "wait: one barrier_arrive() and its token serve one barrier_wait())"
                          : " without a matching arrive") +
                     ".\n  PTX ISA (barrier.cluster) pairs every barrier.cluster.wait with an earlier "
                     "barrier.cluster.arrive of the same thread; a wait with no arrive of its own waits for "
                     "nothing and orders nothing (an H100 returns from it at once), so what it was meant to "
                     "protect is unprotected. " +
                     (t->wait_count > 0 ? std::string("Arrive again before this wait, or drop the extra wait.")
                                        : std::string("Call cluster_arrive() before cluster_wait(), or use "
                                                      "cluster_sync().")),
                 pcs);
        if (!t->unarrived_wait_pc)
            t->unarrived_wait_pc = pc;
        t->last_sync_pc = pc;
        t->elected = false;
        return;
    }
    const uint32_t target = t->arrive_count - 1;  /* the phase of its last arrive */
    t->wait_count = t->arrive_count;
    t->last_sync_pc = pc;
    t->elected = false;
    Block &c = cluster_leader(t);
    if (target >= c.phases_done) {
        t->state = ThreadState::ClusterWait;
            t->wait_pc = pc;
        t->wait_what = "cluster barrier wait";
        t->wait_target = target;
        yield_to_scheduler();
    }
    mm_acquire_pending(t);
    hb_acquire(t, c.phases[target].joined);
    /* PTX ISA, barrier.cluster: the wait waits "for all non-exited threads of
     * the cluster to perform barrier.cluster.arrive", so once it returns every
     * block of the cluster has started, whatever the arrivals' .sem; a relaxed
     * arrive (CUTLASS's cluster_arrive_relaxed() + cluster_wait() at kernel
     * entry, before the first distributed shared memory access) drops only
     * the ordering of the memory accesses before it. */
    t->cluster_started = true;
}

/* Address of the same __shared__ byte in block `rank`; nullptr if `addr`
 * is not shared memory. */
unsigned char *shared_in_block(const void *addr, uint32_t rank, const Thread *t)
{
    const uintptr_t a = reinterpret_cast<uintptr_t>(addr);
    uintptr_t off;
    if (a - g.shared_lo < g.shared_len)
        off = a - g.shared_lo;
    else if (a - g.save_lo < g.save_len && (a - g.save_lo) % g.save_stride < g.shared_len)
        off = (a - g.save_lo) % g.save_stride;
    else
        return nullptr;
    const uint32_t slot = g.cluster_blocks > 1 ? rank : t->block;
    if (slot == t->block)
        return reinterpret_cast<unsigned char *>(g.shared_lo + off);
    return g.blocks[slot].save + off;
}

}  // namespace

/* ---------------------------------------------------------------------- */
/* Runtime-internal: a thread returned from the kernel                      */

namespace p34sim {

void cluster_reset_arrive_sites() { reset_arrive_sites(); }

/* A thread that waited at the cluster barrier without arriving returns: an
 * arrive site of its cluster that others called and it never did leaves
 * their phase short of its arrival (cluster_wait). */
void cluster_unarrived_exit(const Thread *t)
{
    const uint32_t first = cluster_leader(t).first_tid;
    for (size_t i = 0; i < g_arrive_sites.size(); i++)
        if (g_arrive_sites[i].cluster_first == first && !(t->arrive_sites_called >> i & 1u)) {
            report_arrive_not_reached(g_arrive_sites[i], t->tid, t->unarrived_wait_pc);
            return;
        }
}

/* After a deadlock: a warp collective that waits for lanes of its mask that
 * are elsewhere (at another barrier, or exited) is the usual cause when a
 * collective sits inside a branch that splits a warp, e.g. elect_one_sync()
 * under `if (threadIdx.x < 16)`. Says so once per call site. */
void explain_stuck_warps()
{
    for (Thread &t : g.threads) {
        if (t.state != ThreadState::WarpCollective)
            continue;
        const uint32_t present = warp_lanes_present(&t);
        const uint64_t arrived_first = first_arrival(&t);
        uint32_t waiting = 0, missing = 0, exited = 0;
        for (uint32_t l = 0; l < 32; l++) {
            if (!(t.warp_mask & present & (1u << l)))
                continue;
            const Thread &u = lane_thread(&t, l);
            if (u.state == ThreadState::WarpCollective && u.warp_mask == t.warp_mask)
                waiting |= 1u << l;
            else if (u.state == ThreadState::Done && !lane_excused(u, t, arrived_first))
                exited |= 1u << l;
            else if (u.state == ThreadState::Done)
                continue;
            else
                missing |= 1u << l;
        }
        if (!(missing | exited) || (t.lane != (uint32_t)__builtin_ctz(waiting)))
            continue;
        std::vector<uint32_t> lanes_waiting, lanes_exited;
        std::vector<std::pair<const void *, std::vector<uint32_t>>> elsewhere;
        for (uint32_t l = 0; l < 32; l++) {
            if (waiting & (1u << l))
                lanes_waiting.push_back(l);
            if (exited & (1u << l))
                lanes_exited.push_back(l);
            if (!(missing & (1u << l)))
                continue;
            const Thread &u = lane_thread(&t, l);
            size_t k = 0;
            while (k < elsewhere.size() && elsewhere[k].first != u.wait_pc)
                k++;
            if (k == elsewhere.size())
                elsewhere.push_back({u.wait_pc, {}});
            elsewhere[k].second.push_back(l);
        }
        std::vector<const void *> pcs;
        std::vector<uint32_t> threads_waiting;
        for (uint32_t l : lanes_waiting)
            threads_waiting.push_back(t.warp * 32 + l);
        const bool one = lanes_waiting.size() == 1;
        std::string text = "warp collective never completes: in block " +
                           std::to_string(g.blocks[t.block].grid_block) + ", " + (one ? "lane " : "lanes ") +
                           ranges(lanes_waiting) + " of warp " + std::to_string(t.warp) +
                           (one ? " (thread " : " (threads ") + ranges(threads_waiting) + (one ? ") waits in " : ") wait in ") +
                           warp_op_name(t.warp_op) + " at " + pc_ref(pcs, t.wait_pc, false) + " with mask " +
                           hex(t.warp_mask) + ", but";
        bool first = true;
        for (auto &e : elsewhere) {
            text += std::string(first ? "" : ";") + (e.second.size() == 1 ? " lane " : " lanes ") +
                    ranges(e.second) + (e.second.size() == 1 ? " is at " : " are at ") + pc_ref(pcs, e.first, true);
            first = false;
        }
        if (!lanes_exited.empty())
            text += std::string(first ? "" : ";") + (lanes_exited.size() == 1 ? " lane " : " lanes ") +
                    ranges(lanes_exited) + (lanes_exited.size() == 1 ? " has" : " have") +
                    " exited (returned from the kernel) after waiting at another barrier while this "
                    "collective waited for them";
        text += ".\n  Every lane in the mask must reach the same warp collective";
        if (!lanes_exited.empty())
            text += " (name only the lanes still running in the mask: lanes that returned before "
                    "the collective take no part, but on an H100 a full-mask __syncwarp or __shfl_xor_sync "
                    "whose other lanes were still at a barrier, and returned after it, hung)";
        if (t.warp_op == WarpOp::Elect)
            text += " (elect_one_sync() needs the whole warp: call it where all 32 lanes are, "
                    "e.g. `if (warp_uniform_condition && elect_one_sync())`, never inside a branch that "
                    "splits a warp)";
        else
            text += " (pass a mask of exactly the lanes that call it, e.g. __activemask() before the branch)";
        text += "; on a GPU this hangs or is undefined.";
        add_diag_once("stuck warp", reinterpret_cast<uintptr_t>(t.wait_pc), P34_EXIT_TIMEOUT, text, pcs);
    }
}

void thread_exited(Thread *t)
{
    t->state = ThreadState::Done;
    t->wait_pc = nullptr;
    /* The CPU time of the last exit, for the watchdog (a busy machine must
     * not turn slow into stuck): read at most once a millisecond of wall
     * time, as the CPU clock is a system call and the wall clock is not. */
    const double wall = now_seconds();
    if (wall - g.last_exit_wall >= 1e-3 || g.last_exit_cpu == 0) {
        g.last_exit_wall = wall;
        g.last_exit_cpu = cpu_seconds();
    }
    g.preemptions = 0;  /* the step budget counts from the last thread that finished */
    Block &b = g.blocks[t->block];
    b.live--;
    Block &c = cluster_leader(t);
    if (c.exited_by_arrivals.size() <= t->arrive_count)
        c.exited_by_arrivals.resize(t->arrive_count + 1, 0);
    c.exited_by_arrivals[t->arrive_count]++;
    if (t->unarrived_wait_pc)
        cluster_unarrived_exit(t);
    named_barrier_thread_exited(t);
    warp_thread_exited(t);
    if (b.live > 0 && b.at_barrier == b.live)
        complete_block_barrier(t->block);
    if (b.live == 0) {
        b.exited = true;
        b.active = false;
        g.blocks_finished++;
        check_block_exit(t->block);
    }
    complete_ready_phases(c);
}

}  // namespace p34sim

/* ---------------------------------------------------------------------- */
/* CUDA entry points                                                       */

#define P34_PC __builtin_return_address(0)

void __syncthreads() { block_barrier(BarrierKind::Plain, 0, P34_PC); }
int __syncthreads_or(int predicate) { return block_barrier(BarrierKind::Or, predicate, P34_PC); }
int __syncthreads_and(int predicate) { return block_barrier(BarrierKind::And, predicate, P34_PC); }
int __syncthreads_count(int predicate)
{
    return block_barrier(BarrierKind::Count, predicate, P34_PC);
}

static void barrier_sync_intrinsic(unsigned int id, unsigned int count, const char *what, const void *pc)
{
    if (id == 0 && (count == 0 || count == g.block_threads)) {
        block_barrier(BarrierKind::Plain, 0, pc);
        return;
    }
    const std::string why = named_barrier(id, count, true, false, what, pc);
    if (why.empty())
        return;
    RuntimeScope scope;
    std::vector<const void *> pcs;
    add_diag(P34_EXIT_FAULT, why + ": " + thread_name(current(what)->tid) + " at " + pc_ref(pcs, pc, false), pcs);
    abort_launch(P34_EXIT_FAULT);
}
void __barrier_sync(unsigned int id) { barrier_sync_intrinsic(id, 0, "__barrier_sync", P34_PC); }
void __barrier_sync_count(unsigned int id, unsigned int count)
{
    barrier_sync_intrinsic(id, count, "__barrier_sync_count", P34_PC);
}
void p34_sim_kernel_begin()
{
    Thread *t = g.cur;
    if (t)
        t->kernel_begun = true;
}

void p34_sim_kernel_end()
{
    Thread *t = g.cur;
    if (t)
        t->ran_off_end = true;
}

void p34_sim_kernel_tail()
{
    Thread *t = g.cur;
    if (t)
        t->in_tail = true;
}

void p34_sim_kernel_tail_end()
{
    Thread *t = g.cur;
    if (t && t->in_tail)
        t->ran_off_end = true;
}

void __syncwarp(unsigned int mask) { warp_collective(WarpOp::Sync, mask, 0, 0, 0, 32, P34_PC); }

unsigned int __ballot_sync(unsigned int mask, int predicate)
{
    return (unsigned int)warp_collective(WarpOp::Ballot, mask, predicate != 0, 0, 0, 32, P34_PC);
}

int __any_sync(unsigned int mask, int predicate)
{
    return warp_collective(WarpOp::Ballot, mask, predicate != 0, 1, 0, 32, P34_PC) != 0;
}

int __all_sync(unsigned int mask, int predicate)
{
    /* Every lane of the mask voted: ballot equals the mask's present lanes. */
    const void *pc = P34_PC;
    uint32_t ballot = (uint32_t)warp_collective(WarpOp::Ballot, mask, predicate != 0, 2, 0, 32, pc);
    return (ballot & g.cur->warp_mask) == g.cur->warp_mask;
}

/* The lanes of the warp that run together now. The simulator runs one
 * thread at a time, so it waits until every other lane of the warp has
 * stopped (at a barrier, a collective, another __activemask, or exited);
 * the answer is the lanes waiting in __activemask at the same call site,
 * which is what a GPU gives inside a branch that splits the warp. */
unsigned int __activemask()
{
    const void *pc = P34_PC;
    RuntimeScope scope;
    Thread *t = current("__activemask");
    t->state = ThreadState::ActiveMask;
    t->wait_pc = pc;
    t->wait_what = "__activemask";
    g.pending_activemask++;
    yield_to_scheduler();
    return (unsigned int)t->warp_out;
}

namespace p34sim {

bool resolve_activemasks()
{
    if (!g.pending_activemask)
        return false;
    bool answered = false;
    for (uint32_t b = 0; b < g.window; b++) {
        if (!g.blocks[b].active)
            continue;
        for (uint32_t w = 0; w * 32 < g.block_threads; w++) {
            const Thread &first = g.threads[g.blocks[b].first_tid + w * 32];
            const uint32_t present = warp_lanes_present(&first);
            bool stopped = true, any = false;
            for (uint32_t l = 0; l < 32 && stopped; l++) {
                if (!(present & (1u << l)))
                    continue;
                const Thread &u = lane_thread(&first, l);
                stopped = u.state != ThreadState::Runnable && u.state != ThreadState::NotStarted;
                any |= u.state == ThreadState::ActiveMask;
            }
            if (!stopped || !any)
                continue;
            for (uint32_t l = 0; l < 32; l++) {
                if (!(present & (1u << l)))
                    continue;
                Thread &u = lane_thread(&first, l);
                if (u.state != ThreadState::ActiveMask)
                    continue;
                uint32_t mask = 0;
                for (uint32_t k = 0; k < 32; k++)
                    if ((present & (1u << k)) && lane_thread(&first, k).state == ThreadState::ActiveMask &&
                        lane_thread(&first, k).wait_pc == u.wait_pc)
                        mask |= 1u << k;
                for (uint32_t k = 0; k < 32; k++) {
                    if (!(mask & (1u << k)))
                        continue;
                    Thread &v = lane_thread(&first, k);
                    v.warp_out = mask;
                    v.state = ThreadState::Runnable;
                    g.pending_activemask--;
                }
                answered = true;
            }
        }
    }
    return answered;
}

}  // namespace p34sim

unsigned long long p34_sim_shfl(unsigned int mask, unsigned long long bits, int op, int arg, int width)
{
    return warp_collective(WarpOp::Shfl, mask, bits, op, arg, width, P34_PC);
}

void p34_sim_cub_undefined()
{
    g.cub_undefined = true;
}

bool p34_sim_elect_one_sync()
{
    const bool elected = (warp_collective(WarpOp::Elect, 0xffffffffu, 0, 0, 0, 32, P34_PC) & 1) != 0;
    g.cur->elected = elected;  /* for the output-writer report (check.cpp) */
    return elected;
}

/* elect.sync with a member mask (cg::invoke_one over a tile or a coalesced
 * group): one lane of the mask, chosen by the schedule as above. */
bool p34_sim_elect_sync(unsigned int mask)
{
    const bool elected = (warp_collective(WarpOp::Elect, mask, 0, 0, 0, 32, P34_PC) & 1) != 0;  // bit 0: this lane
    g.cur->elected = elected;
    return elected;
}

/* Fences: the memory model of check.cpp. __threadfence() (gpu scope) and
 * __threadfence_system() release what the thread knows to its next atomic
 * writes and acquire what its atomics read; __threadfence_block() only
 * acquires (it orders nothing for other blocks). */
void __threadfence()
{
    const void *pc = P34_PC;
    RuntimeScope scope;
    Thread *t = current("__threadfence");
    mm_fence(t, true, pc);
}
void p34_sim_fence_acquire()
{
    const void *pc = P34_PC;
    RuntimeScope scope;
    mm_fence_acquire(current("cuda::atomic_thread_fence"), pc);
}
void p34_sim_fence_block_scope(const char *what)
{
    const void *pc = P34_PC;
    RuntimeScope scope;
    mm_fence(current("cuda::atomic_thread_fence"), false, pc,
             what ? what : "cuda::atomic_thread_fence(..., cuda::thread_scope_block)");
}
void __threadfence_block()
{
    const void *pc = P34_PC;
    RuntimeScope scope;
    mm_fence(current("__threadfence_block"), false, pc);
}
void __threadfence_system()
{
    const void *pc = P34_PC;
    RuntimeScope scope;
    Thread *t = current("__threadfence_system");
    mm_fence(t, true, pc);
}

void __nanosleep(unsigned int)
{
    const void *pc = P34_PC;
    RuntimeScope scope;
    Thread *t = current("__nanosleep");
    /* The back-off of a spin (`while (poll) __nanosleep(ns);`): a thread
     * stopped here is reported at the poll it repeats, the loop's condition,
     * not at the sleep (verdict prod l09). Only a poll of the same loop:
     * one a few instructions away. */
    const uintptr_t a = reinterpret_cast<uintptr_t>(pc), b = reinterpret_cast<uintptr_t>(t ? t->poll_pc : nullptr);
    if (b && (a > b ? a - b : b - a) < 512) {
        pc = t->poll_pc;
        /* (a random schedule's first spin at a site sleeps without letting
         * the others run, until poll_step ends its long run) */
        if (long_spin(t) && t->poll_run < kPollRunLong)
            return;
    }
    preempt_sleep(pc);
}

void __trap()
{
    const void *pc = P34_PC;
    RuntimeScope scope;
    Thread *t = current("__trap");
    std::vector<const void *> pcs;
    add_diag(P34_EXIT_FAULT, "__trap() in " + thread_name(t->tid) + " at " + pc_ref(pcs, pc, false), pcs);
    abort_launch(P34_EXIT_FAULT);
}

/* A failed device-side assert() (sim/cuda_sim.h's assert macro): on the GPU
 * the thread prints the assertion and traps, and the launch fails with
 * cudaErrorAssert, a fault (CUDA Programming Guide, "Assertion"). Here the
 * launch stops as a fault too, naming the assertion, the thread and its
 * FILE:LINE:COL, instead of aborting the process as the host's assert would. */
void p34_sim_assert_fail(const char *expr)
{
    const void *pc = P34_PC;
    RuntimeScope scope;
    Thread *t = current("assert");
    std::vector<const void *> pcs;
    add_diag(P34_EXIT_FAULT,
             "device-side assert failed: assert(" + std::string(expr) + ") in " + thread_name(t->tid) + " at " +
                 pc_ref(pcs, pc, false) + " (on the GPU: cudaErrorAssert, the launch fails)",
             pcs);
    abort_launch(P34_EXIT_FAULT);
}

long long int clock64() { return (long long int)++g.clock; }

/* What the simulator does not model but nvcc builds (a texture fetch, sim/device_api.h): the
 * build goes on, as with nvcc, and a call stops the launch: exit 3, it cannot judge the kernel. */
void p34_sim_unmodelled(const char *what)
{
    const void *pc = P34_PC;
    RuntimeScope scope;
    Thread *t = current("unmodelled call");
    std::vector<const void *> pcs;
    const std::string where = pc_ref(pcs, pc, false);
    add_diag(P34_EXIT_CANNOT_RUN,
             "p34 simulator: " + std::string(what) + " (at " + where + ", " + thread_name(t->tid) +
                 ")\n  The simulator cannot judge this kernel; judge it on a GPU.",
             pcs);
    abort_launch(P34_EXIT_CANNOT_RUN);
}

/* Cooperative groups' own aborts (a trap on the GPU): sim/cuda_sim.h. */
void cooperative_groups::p34_sim_cg_abort(const char *why)
{
    const void *pc = P34_PC;
    RuntimeScope scope;
    Thread *t = current("cooperative groups");
    std::vector<const void *> pcs;
    add_diag(P34_EXIT_FAULT, std::string(why) + ": " + thread_name(t->tid) + " at " + pc_ref(pcs, pc, false), pcs);
    abort_launch(P34_EXIT_FAULT);
}

/* cg::thread_block_tile<Size> of 64 to 1024 threads (sim/cuda_sim.h): its
 * sync() is CUDA's sync_warps, each warp's first lane arriving on the
 * tile's barrier word with an acq_rel atomic after a __syncwarp: a barrier
 * of the tile's whole warps that orders memory (a named barrier counting
 * warps here, with the tile's own id). Its collectives pass values through
 * the block's reserved shared memory between such barriers: put() stores
 * this thread's value and waits for the tile, get() reads a member's,
 * and a second sync() lets the slots be used again. */
static void tile_sync_at(unsigned int size, const char *what, const void *pc)
{
    RuntimeScope scope;
    Thread *t = current(what);
    if (size > g.block_threads) {
        std::vector<const void *> pcs;
        add_diag(P34_EXIT_FAULT,
                 std::string("cg::tiled_partition<") + std::to_string(size) + "> of a block of " +
                     std::to_string(g.block_threads) + " threads: a tile larger than its parent is undefined "
                     "in CUDA: " + thread_name(t->tid) + " at " + pc_ref(pcs, pc, false),
                 pcs);
        abort_launch(P34_EXIT_FAULT);
    }
    const std::string why = named_barrier_at(tile_barrier_id(size, t->thread / size), size, true, true, what, pc);
    if (!why.empty()) {
        std::vector<const void *> pcs;
        add_diag(P34_EXIT_FAULT, why + ": " + thread_name(t->tid) + " at " + pc_ref(pcs, pc, false), pcs);
        abort_launch(P34_EXIT_FAULT);
    }
}

void cooperative_groups::p34_sim_tile_sync(unsigned int size) { tile_sync_at(size, "thread_block_tile::sync", P34_PC); }

void cooperative_groups::p34_sim_tile_put(unsigned int size, const void *value, unsigned int bytes)
{
    const void *pc = P34_PC;
    {
        RuntimeScope scope;
        Thread *t = current("thread_block_tile collective");
        if (g.cluster_blocks > 1) {
            /* Not a CUDA rule: measured. On an H100 (CUDA 13.0, driver 580)
             * the collectives of tiles of 64 to 256 threads (cg::reduce,
             * shfl, any, all, scans), with or without cg::block_tile_memory,
             * gave wrong sums, faulted (cudaErrorLaunchFailure) or hung in a
             * launch with clusters of 4, and were right without clusters; a
             * tile's sync() alone was right in both (tests/gpu/large_tiles.cu,
             * docs/verify-verdict-gpu run 6). Reported once, as wrong numbers
             * (what p34's GPU runs gave most often); the run goes on, so a
             * deadlock of the tile is still found. */
            std::vector<const void *> pcs;
            add_diag_once("cluster multi-warp tile", reinterpret_cast<uintptr_t>(pc), P34_EXIT_WRONG,
                          "a collective (cg::reduce, shfl, any, all, a scan) of cg::thread_block_tile<" +
                              std::to_string(size) + "> in a kernel launched with clusters, by " +
                              thread_name(t->tid) + " at " + pc_ref(pcs, pc, false) +
                              ": on an H100 these give wrong results, fault or hang in a cluster launch "
                              "(measured: tests/gpu/large_tiles.cu; without clusters they are right), "
                              "though the CUDA documentation allows them.\n  Use tiles of at most 32 "
                              "threads (cg::tiled_partition<32>) and combine the warps' results in "
                              "shared memory.",
                          pcs);
        }
        Block &b = g.blocks[t->block];
        if (b.tile_slots.size() < g.block_threads)
            b.tile_slots.assign(g.block_threads, 0);
        uint64_t v = 0;
        memcpy(&v, value, bytes < 8 ? bytes : 8);
        b.tile_slots[t->thread] = v;
    }
    tile_sync_at(size, "thread_block_tile collective", pc);
}

void cooperative_groups::p34_sim_tile_get(unsigned int size, unsigned int rank, void *out, unsigned int bytes)
{
    RuntimeScope scope;
    Thread *t = current("thread_block_tile collective");
    const Block &b = g.blocks[t->block];
    const uint64_t v = b.tile_slots[t->thread / size * size + rank % size];
    memcpy(out, &v, bytes < 8 ? bytes : 8);
}

void cooperative_groups::p34_sim_tile_done(unsigned int size)
{
    tile_sync_at(size, "thread_block_tile collective", P34_PC);
}

void p34_sim_cluster_arrive()
{
    RuntimeScope scope;
    cluster_arrive(current("barrier_arrive"), P34_PC);
}

void p34_sim_cluster_arrive_relaxed()
{
    RuntimeScope scope;
    cluster_arrive(current("barrier_cluster_arrive(sem_relaxed)"), P34_PC, true);
}

void p34_sim_ldg(const void *addr, unsigned int size)
{
    const void *pc = P34_PC;
    RuntimeScope scope;
    if (g.cur)
        check_ldg(addr, size, pc);
}

/* The asynchronous copies of the pipeline interfaces (<cuda_pipeline.h>'s
 * __pipeline_memcpy_async / __pipeline_commit / __pipeline_wait_prior, and
 * cuda::pipeline<cuda::thread_scope_thread> of <cuda/pipeline>; PG
 * "Asynchronous Data Copies"): a copy is recorded when it is issued and
 * made, with checked loads and stores named by the line that issued it,
 * only when a wait covers its batch, so a destination read before the wait
 * reads what was there before (a NaN, or "read before any thread stored it")
 * and a copy never waited for never lands, which is what the rules allow
 * the GPU to do. */
namespace {
struct AsyncCopy {
    unsigned char *dst;
    const unsigned char *src;
    size_t size, zfill;
    const void *pc;
    uint32_t batch;  /* 0: not committed yet */
};
struct AsyncState {
    std::vector<AsyncCopy> copies;
    uint32_t committed = 0;
};
std::unordered_map<uint32_t, AsyncState> g_async;

void async_land(Thread *t, uint32_t upto)
{
    auto it = g_async.find(t->tid);
    if (it == g_async.end())
        return;
    std::vector<AsyncCopy> &v = it->second.copies;
    size_t keep = 0;
    for (size_t i = 0; i < v.size(); i++) {
        AsyncCopy c = v[i];
        if (c.batch == 0 || c.batch > upto) {
            v[keep++] = c;
            continue;
        }
        const size_t n = c.size - c.zfill;
        if (n)
            check_access(c.src, (unsigned)n, false, false, c.pc);
        check_access(c.dst, (unsigned)c.size, true, false, c.pc);
        if (n)
            memcpy(c.dst, c.src, n);
        if (c.zfill)
            memset(c.dst + n, 0, c.zfill);
    }
    v.resize(keep);
}
}  // namespace

void p34sim::async_reset_launch() { g_async.clear(); }

/* The line that issued a copy not landed yet into [addr, addr + size): a
 * read of it reads what was there before the copy (check.cpp, the read of
 * an unset word names the copy and the wait it lacks: verdict prod r23). */
const void *p34sim::async_pending_pc(const void *addr, unsigned size, uint32_t block)
{
    const unsigned char *a = static_cast<const unsigned char *>(addr);
    for (const auto &e : g_async) {
        if ((e.first >> g.bt_shift) != block)
            continue;  /* another block's copies use the same live shared addresses */
        for (const AsyncCopy &c : e.second.copies)
            if (a < c.dst + c.size && c.dst < a + size)
                return c.pc;
    }
    return nullptr;
}

/* After a launch: the asynchronous copies no wait covered (they never
 * landed), as a note for a report of an undefined read. */
std::string p34sim::async_unwaited_note(std::vector<const void *> &pcs)
{
    size_t n = 0;
    const AsyncCopy *first = nullptr;
    uint32_t first_tid = 0;
    for (const auto &e : g_async)
        for (const AsyncCopy &c : e.second.copies) {
            if (!first || e.first < first_tid) {
                first = &c;
                first_tid = e.first;
            }
            n++;
        }
    if (!first)
        return "";
    return "\n  " + std::to_string(n) + " asynchronous cop" + (n == 1 ? "y" : "ies") + " (the first issued by " +
           thread_name(first_tid) + " at " + pc_ref(pcs, first->pc, false) +
           ") never landed: a copy of __pipeline_memcpy_async or cuda::memcpy_async into a pipeline is complete "
           "only once __pipeline_wait_prior(N) or consumer_wait() covers its batch (commit it first), and a "
           "cg::memcpy_async only once cg::wait(group) or cg::wait_prior<N>(group) covers its call; "
           "__syncthreads() does not wait for it.";
}

void p34_sim_async_copy(void *dst, const void *src, unsigned long size, unsigned long zfill)
{
    const void *pc = P34_PC;
    RuntimeScope scope;
    Thread *t = current("an asynchronous copy");
    if (zfill > size) {
        std::vector<const void *> pcs;
        add_diag(P34_EXIT_FAULT, "__pipeline_memcpy_async with zfill larger than its size: " + thread_name(t->tid) +
                                     " at " + pc_ref(pcs, pc, false), pcs);
        abort_launch(P34_EXIT_FAULT);
    }
    g_async[t->tid].copies.push_back(AsyncCopy{static_cast<unsigned char *>(dst),
                                               static_cast<const unsigned char *>(src), (size_t)size,
                                               (size_t)zfill, pc, 0});
}

unsigned int p34_sim_async_commit()
{
    RuntimeScope scope;
    Thread *t = current("__pipeline_commit");
    AsyncState &st = g_async[t->tid];
    ++st.committed;
    for (AsyncCopy &c : st.copies)
        if (c.batch == 0)
            c.batch = st.committed;
    return st.committed;
}

unsigned int p34_sim_async_committed()
{
    RuntimeScope scope;
    Thread *t = current("cuda::make_pipeline");
    auto it = g_async.find(t->tid);
    return it == g_async.end() ? 0u : it->second.committed;
}

void p34_sim_sync_object(const void *addr, unsigned long size)
{
    RuntimeScope scope;
    note_sync_object(addr, (unsigned)size);
}

void p34_sim_async_wait_prior(unsigned int prior)
{
    RuntimeScope scope;
    Thread *t = current("__pipeline_wait_prior");
    const uint32_t committed = g_async[t->tid].committed;
    if (committed > prior)
        async_land(t, committed - prior);
}

void p34_sim_async_wait_upto(unsigned int batch)
{
    RuntimeScope scope;
    async_land(current("cuda::pipeline::consumer_wait"), batch);
}

/* cuda::ptx::fence of cluster scope: orders the cluster as __threadfence()
 * orders the GPU (the simulator's fences are of one strength). */
void p34_sim_fence_cluster()
{
    const void *pc = P34_PC;
    RuntimeScope scope;
    Thread *t = current("cuda::ptx::fence");
    mm_fence(t, true, pc);
}

unsigned long long p34_sim_cluster_phase()
{
    return g.cur && g.cur->arrive_count ? g.cur->arrive_count - 1 : 0;
}

void p34_sim_cluster_wait(bool, unsigned long long)
{
    RuntimeScope scope;
    cluster_wait(current("barrier_wait"), P34_PC);
}

void p34_sim_cluster_sync()
{
    const void *pc = P34_PC;
    RuntimeScope scope;
    Thread *t = current("cluster sync");
    cluster_arrive(t, pc);
    cluster_wait(t, pc);
}

void *p34_sim_map_shared_rank(const void *addr, unsigned int rank)
{
    const void *pc = P34_PC;
    RuntimeScope scope;
    Thread *t = current("map_shared_rank");
    if (rank >= g.cluster_blocks) {
        std::vector<const void *> pcs;
        add_diag(P34_EXIT_FAULT,
                 "map_shared_rank to rank " + std::to_string(rank) + " outside the cluster of " +
                     std::to_string(g.cluster_blocks) + " blocks: " + thread_name(t->tid) + " at " +
                     pc_ref(pcs, pc, false),
                 pcs);
        abort_launch(P34_EXIT_FAULT);
    }
    unsigned char *p = shared_in_block(addr, rank, t);
    if (!p) {
        std::vector<const void *> pcs;
        add_diag(P34_EXIT_FAULT,
                 "map_shared_rank on an address that is not a __shared__ variable: " + thread_name(t->tid) +
                     " at " + pc_ref(pcs, pc, false),
                 pcs);
        abort_launch(P34_EXIT_FAULT);
    }
    return p;
}

/* For inline PTX (sim/ptx.cpp): the same machinery, with the asm
 * statement's call site as pc. */
namespace p34sim {
uint64_t ptx_warp(WarpOp op, uint32_t mask, uint64_t in, int shfl_op, int shfl_arg, int width, const void *pc)
{
    return warp_collective(op, mask, in, shfl_op, shfl_arg, width, pc);
}
void ptx_block_barrier(const void *pc) { block_barrier(BarrierKind::Plain, 0, pc); }
void ptx_cluster_arrive(bool relaxed, bool aligned, const void *pc)
{
    RuntimeScope scope;
    cluster_arrive(current("barrier.cluster.arrive"), pc, relaxed, aligned);
}
void ptx_cluster_wait(const void *pc)
{
    RuntimeScope scope;
    cluster_wait(current("barrier.cluster.wait"), pc);
}
uint32_t ptx_activemask(const void *pc)
{
    RuntimeScope scope;
    Thread *t = current("activemask");
    t->state = ThreadState::ActiveMask;
    t->wait_pc = pc;
    t->wait_what = "activemask";
    g.pending_activemask++;
    yield_to_scheduler();
    return (uint32_t)t->warp_out;
}
unsigned char *ptx_shared_in_block(const void *addr, uint32_t rank)
{
    return shared_in_block(addr, rank, g.cur);
}
}  // namespace p34sim

unsigned int p34_sim_query_shared_rank(const void *addr)
{
    const uintptr_t a = reinterpret_cast<uintptr_t>(addr);
    if (g.cluster_blocks <= 1)
        return 0;
    if (a - g.save_lo < g.save_len)
        return (unsigned int)((a - g.save_lo) / g.save_stride);
    return g.cur ? g.cur->block : 0;
}

/* A lock contended inside one warp through libcu++ (cuda_sim.h calls this
 * after each lock attempt): an H100 hangs when lanes of a warp spin on a
 * cuda::atomic_ref / cuda::std::atomic / atomic_flag / cuda semaphore lock
 * (acquire ordering) that another lane of the same warp holds; the same lock
 * through atomicCAS/atomicExch with __threadfence, or taken by one lane per
 * warp, finished (docs/verify-verdict-gpu run 23, lockprobe p01-p10). So a
 * failed try while a live lane of the trier's own warp holds the lock, or a
 * take of a lock that a live lane of the taker's warp took before in this
 * launch (the simulator often runs the lanes one after the other, so the
 * first rule alone misses most), is reported as a hang (exit 4), once per
 * call site, and the run goes on. Lanes that take it in turns, ordered by
 * __syncwarp(), would be a false alarm; no such kernel has been seen. */
namespace {
struct LibLockTaker {
    Thread *t;
    uint32_t tid;
    unsigned long long value;  /* what its take wrote (~0: any) */
};
struct LibLock {
    std::vector<LibLockTaker> takers;  /* this launch's, the newest last (at most 64) */
};
std::unordered_map<uintptr_t, LibLock> g_lib_locks;

/* A live lane of t's warp, other than t, among the lock's takers (or its
 * newest) whose take wrote what t's does: a lock's takes all write the
 * "taken" value. An exchange that writes another value is the other side of
 * a hand-off (a flag raised with exchange(1) and consumed with exchange(0):
 * verdict sysprog a15, which an H100 ran to the end), not a second taker. */
const Thread *warp_mate_taker(const LibLock &l, const Thread *t, bool newest_only, unsigned long long value)
{
    for (size_t i = l.takers.size(); i-- > 0;) {
        const LibLockTaker &k = l.takers[i];
        if (k.value != value && k.value != ~0ull && value != ~0ull)
            continue;  /* another kind of take */
        if (k.t != t && k.t->tid == k.tid && k.t->state != ThreadState::Done && k.t->block == t->block &&
            k.t->warp == t->warp)
            return k.t;
        if (newest_only)
            break;
    }
    return nullptr;
}
}  // namespace

/* A launch starts: no lock has takers yet (the takers' Thread records are
 * reused by the next run's threads, the default run's next schedule). */
void p34sim::lib_locks_reset() { g_lib_locks.clear(); }

void p34_sim_lib_lock_attempt(const void *word, bool got, unsigned long long value)
{
    Thread *t = g.cur;
    if (!t)
        return;
    LibLock &l = g_lib_locks[reinterpret_cast<uintptr_t>(word)];  /* (emptied at each launch: lib_locks_reset) */
    /* a try that fails while a lane of its own warp holds the lock, or a take
     * of a lock another live lane of its warp took before: on the GPU those
     * lanes meet at the lock together */
    const Thread *h = warp_mate_taker(l, t, !got, value);
    if (got) {
        if (l.takers.size() >= 64)
            l.takers.erase(l.takers.begin());
        l.takers.push_back(LibLockTaker{t, t->tid, value});
    }
    if (!h)
        return;
    const void *pc = __builtin_return_address(0);
    std::vector<const void *> pcs;
    add_diag_once("warp lock", reinterpret_cast<uintptr_t>(pc), P34_EXIT_TIMEOUT,
                  "a lock contended inside one warp hangs an H100: " + thread_name(t->tid) + " (lane " +
                      std::to_string(t->lane) + " of warp " + std::to_string(t->warp) + ") takes the lock at " +
                      pc_ref(pcs, pc, false) + " that " + thread_name(h->tid) + ", lane " + std::to_string(h->lane) +
                      " of the same warp, " + (got ? "took before" : "holds") +
                      ".\n  Through cuda::atomic_ref, cuda::std::atomic, atomic_flag or a cuda semaphore (acquire "
                      "ordering), lanes of one warp that spin on a lock another lane of their warp holds never let "
                      "that lane run on: every such lock hung on an H100, while the same lock through "
                      "atomicCAS/atomicExch and __threadfence(), or taken by one lane per warp, finished. Take the "
                      "lock in one lane per warp (reduce the warp with shuffles first, or elect a leader), or "
                      "better, use atomicAdd.",
                  pcs);
}

/* The _block wrappers (cuda_sim.h) call this right before their atomic:
 * check.cpp judges that one atomic at block scope. */
void p34_sim_block_scope_atomic() { g.atomic_cta = true; }
void p34_sim_thread_scope_atomic() { g.atomic_cta = g.atomic_thread = true; }

/* ---------------------------------------------------------------------- */
/* Atomics: one simulated thread runs at a time, so plain read-modify-write
 * is atomic; the access is still checked (bounds, races with plain
 * accesses) and marked atomic so atomics never race with each other.      */

/* An atomic is a memory access like any other for preemption: a loop of
 * nothing but atomics (`while (atomicCAS(lock, 0, 1) != 0) {}`, or
 * `while (atomicAdd(flag, 0) < n) {}`) must let the threads it waits for
 * run, as on_access (check.cpp) does for loads and stores. Called after the
 * read-modify-write, so the atomic itself is whole. */
static void atomic_step(const void *pc, const void *addr = nullptr, bool wrote = true, bool changed = true)
{
    Thread *t = g.cur;
    if (t && ++t->steps >= kPreemptSteps) {
        RuntimeScope scope;
        preempt(pc);
        return;
    }
    /* An atomic that changed nothing (atomicAdd(p, 0), a failed atomicCAS,
     * an atomic_ref load) is a poll: a spin of them lets the others run
     * after kPollRun (poll_step); one that changed its word is a write. */
    if (t && !changed && t->poll_run + 1 >= kPollRun) {
        RuntimeScope scope;
        poll_step(pc, true);
        return;
    }
    if (t)
        poll_step(pc, !changed);
    /* A changed word is progress: the step budget that stops an endless
     * loop counts from the last one (a lock handed on, a ticket served), as
     * from the last thread that finished (thread_exited). */
    if (changed)
        g.preemptions = 0;
    /* The thread also lets the others run after an atomic on global memory:
     * two atomics of one thread on one word are not one atomic, and a
     * check-then-act built of them (read the counter with atomicAdd(p, 0),
     * then atomicExch(p, t + 1); or increment, then re-read the counter to
     * see who was last) loses or repeats tickets when another block's
     * atomic comes in between, as it can on a GPU. forward and reverse
     * switch after every such atomic (the read-modify-writes that wrote and
     * cuda::atomic_ref loads; not after an atomic_ref store, which no
     * check-then-act follows), so the default run puts the other
     * resident blocks' tickets between a block's two atomics (with the
     * newest block first, runtime.cpp make_order, the last window's blocks
     * all increment before any re-reads); a random schedule switches one
     * time in four. A failed atomicCAS (it wrote nothing) does not switch
     * on forward and reverse: a CAS loop retries at once, so the loop is one
     * read-modify-write as the others are (else the retries would line the
     * blocks up one behind another). The yield keeps the thread's step
     * count, so a spin of atomics still uses up the step budget that stops
     * an endless loop. */
    /* The same holds for atomics on shared memory, the block's own (a warp
     * ticket, a counter of warps) or a peer block's through DSMEM (a cluster
     * ticket in rank 0's shared memory): warps and blocks interleave between
     * two atomics there as well (verdict sched r03, c06). */
    /* (not in a random schedule's long first spin, once it is plainly a
     * spin: poll_step) */
    const bool spinning = !changed && t && t->poll_run >= 2 && long_spin(t);
    if (t && addr && !spinning && (g.schedule == P34_SCHEDULE_RANDOM ? (next_random() & 3) == 0 : wrote)) {
        RuntimeScope scope;
        if (!changed) {
            /* a poll such as atomicAdd(p, 0): the switch counts toward the
             * budget as kPollRun accesses, as a poll_step does */
            const uint32_t steps = t->steps;
            preempt_sleep(pc);
            t->steps = steps;
            return;
        }
        t->wait_pc = pc;
        t->wait_what = "running";
        const uint32_t steps = t->steps;
        yield_to_scheduler();
        t->steps = steps;
    }
}

/* A volatile load of global memory (ld.volatile: a relaxed, strong read)
 * followed by the thread's next access is a check-then-act as two atomics
 * are (read the counter, then atomicCAS(p, seen, seen + 1) once, or store
 * seen + 1): on a GPU another block's write can come in between. forward
 * and reverse let the others run between the two (the load marks the
 * thread, sim/check.cpp on_access; its next access or atomic switches
 * first), as after an atomic_ref load; the switch keeps the step count and
 * is not counted toward the endless-loop budget (a spin of volatile loads
 * still counts its accesses and its polls, poll_step). */
void p34sim::switch_if_pending(const void *pc)
{
    Thread *t = g.cur;
    if (!t || !t->switch_pending)
        return;
    t->switch_pending = false;
    if (g.in_runtime)
        return;
    RuntimeScope scope;
    const uint32_t steps = t->steps;
    yield_uncounted(pc);
    t->steps = steps;
}

/* The atomic's kind, fixed at compile time (no string compare per call). */
static constexpr bool same_name(const char *a, const char *b)
{
    return *a == *b && (*a == '\0' || same_name(a + 1, b + 1));
}

#define P34_ATOMIC(ret, name, type, body)                                      \
    ret name(type *address, type val)                                          \
    {                                                                          \
        const void *pc = P34_PC;                                               \
        switch_if_pending(pc);                                                 \
        {                                                                      \
            RuntimeScope scope;                                                \
            current(#name);                                                    \
            g.atomic_store = same_name(#name, "atomicExch");                   \
            g.atomic_bitwise64 = sizeof(type) == 8 &&                          \
                (same_name(#name, "atomicOr") || same_name(#name, "atomicAnd")); \
            g.atomic_count = sizeof(type) == 4 && (type)1 / (type)2 == 0 &&   \
                (same_name(#name, "atomicAdd") || same_name(#name, "atomicInc")); \
            check_access(address, sizeof(type), true, true, pc);               \
            g.atomic_cta = g.atomic_thread = false;                            \
            g.atomic_store = false;                                            \
            g.atomic_bitwise64 = false;                                        \
            g.atomic_count = false;                                            \
        }                                                                      \
        type old = *address;                                                   \
        body;                                                                  \
        atomic_step(pc, address, true, memcmp(&old, address, sizeof(type)) != 0); \
        return old;                                                            \
    }

P34_ATOMIC(int, atomicAdd, int, *address = (int)((unsigned)old + (unsigned)val))
P34_ATOMIC(unsigned int, atomicAdd, unsigned int, *address = old + val)
P34_ATOMIC(unsigned long long int, atomicAdd, unsigned long long int, *address = old + val)
P34_ATOMIC(float, atomicAdd, float, *address = old + val)
P34_ATOMIC(double, atomicAdd, double, *address = old + val)
P34_ATOMIC(int, atomicSub, int, *address = (int)((unsigned)old - (unsigned)val))
P34_ATOMIC(unsigned int, atomicSub, unsigned int, *address = old - val)
P34_ATOMIC(int, atomicExch, int, *address = val)
P34_ATOMIC(unsigned int, atomicExch, unsigned int, *address = val)
P34_ATOMIC(unsigned long long int, atomicExch, unsigned long long int, *address = val)
P34_ATOMIC(float, atomicExch, float, *address = val)
P34_ATOMIC(unsigned int, atomicInc, unsigned int, *address = old >= val ? 0 : old + 1)
P34_ATOMIC(unsigned int, atomicDec, unsigned int, *address = (old == 0 || old > val) ? val : old - 1)
P34_ATOMIC(int, atomicMax, int, *address = old > val ? old : val)
P34_ATOMIC(unsigned int, atomicMax, unsigned int, *address = old > val ? old : val)
P34_ATOMIC(int, atomicMin, int, *address = old < val ? old : val)
P34_ATOMIC(unsigned int, atomicMin, unsigned int, *address = old < val ? old : val)
P34_ATOMIC(int, atomicAnd, int, *address = old & val)
P34_ATOMIC(unsigned int, atomicAnd, unsigned int, *address = old & val)
P34_ATOMIC(int, atomicOr, int, *address = old | val)
P34_ATOMIC(unsigned int, atomicOr, unsigned int, *address = old | val)
P34_ATOMIC(int, atomicXor, int, *address = old ^ val)
P34_ATOMIC(unsigned int, atomicXor, unsigned int, *address = old ^ val)
/* 64-bit min/max/and/or/xor (sm_32, sm_35; sim/device_api.h declares them). */
P34_ATOMIC(long long int, atomicMin, long long int, *address = old < val ? old : val)
P34_ATOMIC(long long int, atomicMax, long long int, *address = old > val ? old : val)
P34_ATOMIC(unsigned long long int, atomicMin, unsigned long long int, *address = old < val ? old : val)
P34_ATOMIC(unsigned long long int, atomicMax, unsigned long long int, *address = old > val ? old : val)
P34_ATOMIC(long long int, atomicAnd, long long int, *address = old & val)
P34_ATOMIC(long long int, atomicOr, long long int, *address = old | val)
P34_ATOMIC(long long int, atomicXor, long long int, *address = old ^ val)
P34_ATOMIC(unsigned long long int, atomicAnd, unsigned long long int, *address = old & val)
P34_ATOMIC(unsigned long long int, atomicOr, unsigned long long int, *address = old | val)
P34_ATOMIC(unsigned long long int, atomicXor, unsigned long long int, *address = old ^ val)
#undef P34_ATOMIC

#define P34_ATOMIC_CAS(type)                                                   \
    type atomicCAS(type *address, type compare, type val)                      \
    {                                                                          \
        const void *pc = P34_PC;                                               \
        switch_if_pending(pc);                                                 \
        {                                                                      \
            RuntimeScope scope;                                                \
            current("atomicCAS");                                              \
            g.atomic_cas = true;                                               \
            check_access(address, sizeof(type), true, true, pc);               \
            g.atomic_cta = g.atomic_thread = false;                            \
            g.atomic_cas = false;                                              \
        }                                                                      \
        type old = *address;                                                   \
        if (old == compare)                                                    \
            *address = val;                                                    \
        atomic_step(pc, address, old == compare, old == compare && val != old); \
        return old;                                                            \
    }
P34_ATOMIC_CAS(int)
P34_ATOMIC_CAS(unsigned int)
P34_ATOMIC_CAS(unsigned long long int)
P34_ATOMIC_CAS(unsigned short int) /* sm_70 */
#undef P34_ATOMIC_CAS

/* cuda::atomic_ref's load and store (cuda_sim.h): one atomic access each,
 * checked like the atomics above. */
const void *p34_sim_acquire_pending_save() { return current("cuda::barrier::arrive")->acq_pending; }
void p34_sim_acquire_pending_restore(const void *pending)
{
    current("cuda::barrier::arrive")->acq_pending = static_cast<VClock>(pending);
}

void p34_sim_atomic_load(void *dst, const void *addr, unsigned int size, bool relaxed)
{
    const void *pc = P34_PC;
    {
        RuntimeScope scope;
        Thread *t = current("cuda::atomic_ref::load");
        check_access(addr, size, false, true, pc);
        g.atomic_cta = g.atomic_thread = false;
        /* memory_order_relaxed (cuda::atomic_ref, __nv_atomic_load_n): what
         * the load saw released is acquired at the thread's next fence,
         * acquire or barrier, as after PTX ld.relaxed (sim/ptx.cpp), not at
         * its next access as after a CUDA atomic or a volatile load
         * (check_access): the program asked for no ordering (verdict
         * sysprog r02, c11, a03). */
        if (relaxed)
            mm_defer_acquire(t, pc);
    }
    memcpy(dst, addr, size);
    atomic_step(pc, addr, true, false);
}

void p34_sim_atomic_store(void *addr, const void *src, unsigned int size)
{
    const void *pc = P34_PC;
    {
        RuntimeScope scope;
        current("cuda::atomic_ref::store");
        g.atomic_store = true;
        g.atomic_plain_store = true;
        check_access(addr, size, true, true, pc);
        g.atomic_store = false;
        g.atomic_plain_store = false;
        g.atomic_cta = g.atomic_thread = false;
    }
    memcpy(addr, src, size);
    poll_step(pc, false);
}
