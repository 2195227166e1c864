/*
 * sim/check.cpp - what every memory access of kernel code goes through.
 *
 * Kernel files are compiled with -fsanitize=thread but linked without
 * ThreadSanitizer's runtime: the compiler's __tsan_* hooks land here. Each
 * access is classified by address:
 *   - the live __shared__ section or a block's save area: the shared-memory
 *     race detector (below);
 *   - the arena of the puzzle's global buffers: a bounds check; an access in
 *     a gap between buffers is reported like a GPU's illegal address;
 *   - anything else (the fiber's stack, globals): not checked.
 *
 * Race detector: happens-before with vector clocks over the threads of the
 * unit. A thread's clock is `*vc` with its own entry replaced by `clk`;
 * barriers and collectives join the participants' clocks (hb_join_threads),
 * a cluster arrive releases a snapshot and the wait acquires the join of the
 * phase's snapshots. Each 4-byte shared word remembers its last write and
 * the reads since, FastTrack style; an access that is not ordered after a
 * conflicting one by another thread is a race.
 */
#include <cstdio>
#include <cstring>
#include <string>

#include "sim/internal.h"

namespace p34sim {

namespace {

/* ---------------------------------------------------------------------- */
/* Vector clocks, allocated per unit and dropped together                  */

class ClockArena {
public:
    uint32_t *alloc()
    {
        const size_t n = g.unit_threads;
        if (chunks_.empty() || used_ + n > kChunk) {
            if (next_ < chunks_.size()) {
                current_ = chunks_[next_++].get();
            } else {
                chunks_.emplace_back(new uint32_t[kChunk]);
                next_ = chunks_.size();
                current_ = chunks_.back().get();
            }
            used_ = 0;
        }
        uint32_t *p = current_ + used_;
        used_ += n;
        return p;
    }
    void reset()
    {
        next_ = 0;
        used_ = kChunk;  /* the next alloc takes chunk 0 */
    }

private:
    static constexpr size_t kChunk = 1u << 18;  /* uint32 entries */
    std::vector<std::unique_ptr<uint32_t[]>> chunks_;
    size_t next_ = 0, used_ = kChunk;
    uint32_t *current_ = nullptr;
};

ClockArena g_clocks;
const uint32_t *g_zero_clock = nullptr;

struct JoinMemo {
    const uint32_t *a, *b, *result;
};
JoinMemo g_memo[16];
unsigned g_memo_next = 0;

inline uint32_t clock_of(const Thread *t, uint32_t tid) { return tid == t->tid ? t->clk : t->vc[tid]; }

/* ---------------------------------------------------------------------- */
/* Shadow of shared memory: one cell per 4-byte word of each block         */

struct Access {
    const void *pc;
    uint32_t clk;
    uint32_t tid;
    uint8_t mask;    /* bytes of the word touched */
    uint8_t write;
    uint8_t atomic;
};

struct Cell {
    uint32_t gen = 0;
    Access last_write{};  /* clk 0: none */
    std::vector<Access> reads;
};

std::vector<Cell> g_cells;
size_t g_words_per_block = 0;
uint32_t g_gen = 0;

/* Peer-exit check: the latest distributed-shared-memory access of each
 * thread into each block. */
std::vector<uint32_t> g_remote_clk;
std::vector<const void *> g_remote_pc;
std::vector<uint8_t> g_remote_write;

struct RaceRecord {
    int buffer;  /* -1: shared memory of grid_block; else g.buffers[buffer] */
    uint32_t grid_block;
    uintptr_t offset;
    unsigned size;
    Access earlier, now;
    std::string earlier_name, now_name;
};
std::vector<RaceRecord> g_races;  /* one per distinct pair of sites */
std::vector<std::pair<const void *, uint32_t>> g_after_exit_reported;

constexpr size_t kMaxRaceReports = 4;

bool ordered(const Access &a, const Thread *t) { return a.tid == t->tid || a.clk <= clock_of(t, a.tid); }

/* Global memory: one cell per 4-byte word of each checked buffer. */
std::vector<Cell> g_global_cells[4];
/* Release clocks of global words updated by atomics (see global_atomic_sync). */
struct AtomicSync {
    uint32_t gen;
    const uint32_t *vc;
};
std::vector<AtomicSync> g_atomic_sync[4];

void report_race(int buffer, uint32_t block, uintptr_t offset, unsigned size, const Access &earlier,
                 const Access &now)
{
    g.race_count++;
    for (const RaceRecord &r : g_races)
        if ((r.earlier.pc == earlier.pc && r.now.pc == now.pc) ||
            (r.earlier.pc == now.pc && r.now.pc == earlier.pc))
            return;
    /* Names are taken now: block numbers depend on the unit running. */
    g_races.push_back(RaceRecord{buffer, buffer < 0 ? g.blocks[block].grid_block : 0, offset, size, earlier, now,
                                 thread_name(earlier.tid), thread_name(now.tid)});
}

void check_cell(Cell &c, int buffer, uint32_t block, uint8_t mask, bool write, bool atomic, const void *pc,
                unsigned size, uintptr_t offset)
{
    const Thread *t = g.cur;
    if (c.gen != g_gen) {
        c.gen = g_gen;
        c.last_write.clk = 0;
        c.reads.clear();
    }
    const Access now{pc, t->clk, t->tid, mask, (uint8_t)write, (uint8_t)atomic};
    const Access &w = c.last_write;
    if (w.clk && (w.mask & mask) && !(w.atomic && atomic) && !ordered(w, t))
        report_race(buffer, block, offset, size, w, now);
    if (write) {
        for (const Access &r : c.reads)
            if ((r.mask & mask) && !(r.atomic && atomic) && !ordered(r, t))
                report_race(buffer, block, offset, size, r, now);
        c.last_write = now;
        c.reads.clear();
        return;
    }
    /* Keep only reads this one is not ordered after: a later write that is
     * ordered after this read is ordered after them too. */
    size_t keep = 0;
    for (size_t i = 0; i < c.reads.size(); i++)
        if (!ordered(c.reads[i], t))
            c.reads[keep++] = c.reads[i];
    c.reads.resize(keep);
    c.reads.push_back(now);
}

uint8_t word_mask(uintptr_t w, uintptr_t offset, uintptr_t end)
{
    uint8_t mask = 0;
    for (uintptr_t b = w * 4; b < w * 4 + 4; b++)
        if (b >= offset && b < end)
            mask |= (uint8_t)(1u << (b - w * 4));
    return mask;
}

void check_shared(uint32_t block, uintptr_t offset, unsigned size, bool write, bool atomic, const void *pc)
{
    /* A range access (memcpy of an array) may run past this block's bytes. */
    const uintptr_t end = offset + size < g.save_stride ? offset + size : g.save_stride;
    for (uintptr_t w = offset / 4; w * 4 < end; w++)
        check_cell(g_cells[block * g_words_per_block + w], -1, block, word_mask(w, offset, end), write,
                   atomic, pc, size, offset);
}

/* Global memory: the same happens-before check as shared memory, over the
 * threads of the unit (the whole cluster, which is the whole grid of the
 * cluster puzzles). Units without clusters run one block at a time, so
 * accesses of different units are never compared. The input is read-only
 * and not checked. An atomic read-modify-write of a global word also orders
 * (acquire + release on that word), as __threadfence() around an atomic
 * ticket does on a GPU: the last-block pattern must not count as a race. */
void global_atomic_sync(int buffer, uintptr_t word)
{
    Thread *t = g.cur;
    AtomicSync &s = g_atomic_sync[buffer][word];
    const uint32_t *prev = s.gen == g_gen ? s.vc : nullptr;
    Snapshot snaps[2] = {Snapshot{t->vc, t->clk, t->tid}, Snapshot{prev ? prev : t->vc, 0, t->tid}};
    const uint32_t *joined = hb_join_snapshots(snaps, prev ? 2 : 1);
    if (prev)
        hb_acquire(t, prev);
    s.gen = g_gen;
    s.vc = joined;
    t->clk++;
}

void check_global_race(int buffer, uintptr_t offset, unsigned size, bool write, bool atomic, const void *pc)
{
    const Buffer &b = g.buffers[buffer];
    std::vector<Cell> &cells = g_global_cells[buffer];
    const size_t words = (b.hi - b.lo + 3) / 4;
    if (cells.size() < words) {
        cells.resize(words);
        g_atomic_sync[buffer].resize(words, AtomicSync{0, nullptr});
    }
    const uintptr_t end = offset + size;
    for (uintptr_t w = offset / 4; w * 4 < end; w++) {
        check_cell(cells[w], buffer, 0, word_mask(w, offset, end), write, atomic, pc, size, offset);
        if (atomic)
            global_atomic_sync(buffer, w);
    }
}

void check_remote(uint32_t block, bool write, const void *pc)
{
    const Thread *t = g.cur;
    if (g.blocks[block].exited) {
        for (auto &r : g_after_exit_reported)
            if (r.first == pc && r.second == block)
                return;
        g_after_exit_reported.push_back({pc, block});
        std::vector<const void *> pcs;
        add_diag(P34_EXIT_WRONG,
                 "distributed shared memory: " + thread_name(t->tid) + (write ? " writes" : " reads") +
                     " the shared memory of block " + std::to_string(g.blocks[block].grid_block) +
                     " through map_shared_rank at " + pc_ref(pcs, pc, false) +
                     " after that block has exited.\n  Keep every block alive until its peers are done "
                     "with its shared memory: end the kernel with cluster_sync().",
                 pcs);
        return;
    }
    const size_t i = (size_t)block * g.unit_threads + t->tid;
    g_remote_clk[i] = t->clk;
    g_remote_pc[i] = pc;
    g_remote_write[i] = write;
}

/* Returns the index of the buffer [a, a + size) lies in; an access outside
 * every buffer ends the launch like a GPU fault. */
int check_global(uintptr_t a, unsigned size, bool write, const void *pc)
{
    for (int i = 0; i < g.nbuffers; i++)
        if (a >= g.buffers[i].lo && a + size <= g.buffers[i].hi)
            return i;
    /* Name the nearest buffer and the element index the access meant. */
    const Buffer *near = &g.buffers[0];
    uintptr_t best = ~uintptr_t(0);
    for (int i = 0; i < g.nbuffers; i++) {
        const Buffer &b = g.buffers[i];
        uintptr_t d = a < b.lo ? b.lo - a : (a >= b.hi ? a - b.hi : 0);
        if (d < best) {
            best = d;
            near = &b;
        }
    }
    long long index = ((long long)a - (long long)near->lo) / (long long)near->elem;
    if (a < near->lo && ((near->lo - a) % near->elem))
        index--;
    std::vector<const void *> pcs;
    const size_t elements = (near->hi - near->lo) / near->elem;
    std::string text = "out-of-bounds " + std::string(write ? "write" : "read") + " of " + near->name + "[" +
                       std::to_string(index) + "] (" + near->name + " has " + std::to_string(elements) +
                       (elements == 1 ? " element" : " elements") + ") by " +
                       thread_name(g.cur->tid) + " at " + pc_ref(pcs, pc, false) +
                       "; on a GPU this is an illegal memory access.";
    add_diag(P34_EXIT_FAULT, text, pcs);
    abort_launch(P34_EXIT_FAULT);
}

}  // namespace

/* ---------------------------------------------------------------------- */
/* Used by the scheduler and device calls                                  */

void check_reset_unit()
{
    g_clocks.reset();
    uint32_t *zero = g_clocks.alloc();
    memset(zero, 0, g.unit_threads * sizeof(uint32_t));
    g_zero_clock = zero;
    for (Thread &t : g.threads) {
        t.vc = g_zero_clock;
        t.clk = 1;
    }
    for (JoinMemo &m : g_memo)
        m = JoinMemo{nullptr, nullptr, nullptr};
    g_words_per_block = g.save_stride / 4;
    const size_t cells = g_words_per_block * g.cluster_blocks;
    if (g_cells.size() < cells)
        g_cells.resize(cells);
    g_gen++;
    const size_t remote = (size_t)g.cluster_blocks * g.unit_threads;
    g_remote_clk.assign(remote, 0);
    g_remote_pc.assign(remote, nullptr);
    g_remote_write.assign(remote, 0);
    g_after_exit_reported.clear();
}

void check_access(const void *addr, unsigned size, bool write, bool atomic, const void *pc)
{
    const uintptr_t a = reinterpret_cast<uintptr_t>(addr);
    if (a - g.shared_lo < g.shared_len) {
        check_shared((uint32_t)g.live_block, a - g.shared_lo, size, write, atomic, pc);
    } else if (a - g.save_lo < g.save_len) {
        const uint32_t block = (uint32_t)((a - g.save_lo) / g.save_stride);
        const uintptr_t off = (a - g.save_lo) % g.save_stride;
        check_remote(block, write, pc);
        check_shared(block, off, size, write, atomic, pc);
    } else if (a - g.arena_lo < g.arena_len) {
        const int buffer = check_global(a, size, write, pc);
        if (buffer != 0)  /* buffers[0] is the input (setup_arena) */
            check_global_race(buffer, a - g.buffers[buffer].lo, size, write, atomic, pc);
    }
}

void hb_join_threads(Thread *const *parts, size_t n)
{
    if (n == 0)
        return;
    uint32_t *out = g_clocks.alloc();
    const size_t len = g.unit_threads;
    memcpy(out, parts[0]->vc, len * sizeof(uint32_t));
    const uint32_t *merged[16];
    size_t nmerged = 0;
    merged[nmerged++] = parts[0]->vc;
    for (size_t i = 1; i < n; i++) {
        const uint32_t *vc = parts[i]->vc;
        bool seen = false;
        for (size_t k = 0; k < nmerged && !seen; k++)
            seen = merged[k] == vc;
        if (seen)
            continue;
        for (size_t k = 0; k < len; k++)
            if (vc[k] > out[k])
                out[k] = vc[k];
        if (nmerged < 16)
            merged[nmerged++] = vc;
    }
    for (size_t i = 0; i < n; i++)
        if (parts[i]->clk > out[parts[i]->tid])
            out[parts[i]->tid] = parts[i]->clk;
    for (size_t i = 0; i < n; i++) {
        parts[i]->vc = out;
        parts[i]->clk++;
    }
}

const uint32_t *hb_join_snapshots(const Snapshot *snaps, size_t n)
{
    uint32_t *out = g_clocks.alloc();
    const size_t len = g.unit_threads;
    memset(out, 0, len * sizeof(uint32_t));
    const uint32_t *merged[16];
    size_t nmerged = 0;
    for (size_t i = 0; i < n; i++) {
        const uint32_t *vc = snaps[i].vc;
        bool seen = false;
        for (size_t k = 0; k < nmerged && !seen; k++)
            seen = merged[k] == vc;
        if (!seen) {
            for (size_t k = 0; k < len; k++)
                if (vc[k] > out[k])
                    out[k] = vc[k];
            if (nmerged < 16)
                merged[nmerged++] = vc;
        }
        if (snaps[i].clk > out[snaps[i].tid])
            out[snaps[i].tid] = snaps[i].clk;
    }
    return out;
}

void hb_acquire(Thread *t, const uint32_t *vc)
{
    for (const JoinMemo &m : g_memo)
        if (m.a == t->vc && m.b == vc) {
            t->vc = m.result;
            return;
        }
    uint32_t *out = g_clocks.alloc();
    const size_t len = g.unit_threads;
    for (size_t k = 0; k < len; k++)
        out[k] = t->vc[k] > vc[k] ? t->vc[k] : vc[k];
    g_memo[g_memo_next++ % 16] = JoinMemo{t->vc, vc, out};
    t->vc = out;
}

void check_block_exit(uint32_t block)
{
    /* The block's threads are all done; their joined clocks say which peer
     * accesses into its shared memory are ordered before it exited. */
    std::vector<Snapshot> finals;
    const Block &b = g.blocks[block];
    for (uint32_t i = 0; i < g.block_threads; i++) {
        const Thread &t = g.threads[b.first_tid + i];
        finals.push_back(Snapshot{t.vc, t.clk, t.tid});
    }
    const uint32_t *exit_clock = hb_join_snapshots(finals.data(), finals.size());
    std::vector<std::pair<const void *, std::vector<uint32_t>>> sites;
    for (uint32_t u = 0; u < g.unit_threads; u++) {
        const size_t i = (size_t)block * g.unit_threads + u;
        if (!g_remote_clk[i] || g_remote_clk[i] <= exit_clock[u])
            continue;
        size_t s = 0;
        while (s < sites.size() && sites[s].first != g_remote_pc[i])
            s++;
        if (s == sites.size())
            sites.push_back({g_remote_pc[i], {}});
        sites[s].second.push_back(u);
    }
    for (auto &site : sites) {
        std::vector<const void *> pcs;
        const std::vector<uint32_t> &who = site.second;
        std::string text = "distributed shared memory: block " + std::to_string(b.grid_block) +
                           " exited while " + thread_name(who[0]);
        if (who.size() > 1)
            text += " (and " + std::to_string(who.size() - 1) + " more threads)";
        text += " could still access its shared memory through map_shared_rank at " +
                pc_ref(pcs, site.first, false) +
                "; no cluster barrier orders that access before the block's exit.\n  End the kernel "
                "with cluster_sync() so no block exits while a peer may still read its shared memory.";
        add_diag_once("peer exited", reinterpret_cast<uintptr_t>(site.first), P34_EXIT_WRONG, text, pcs);
    }
}

void check_report_races()
{
    auto verb = [](const Access &a) {
        return std::string(a.atomic ? "atomically updates" : a.write ? "writes" : "reads");
    };
    for (size_t i = 0; i < g_races.size() && i < kMaxRaceReports; i++) {
        const RaceRecord &r = g_races[i];
        std::vector<const void *> pcs;
        std::string where;
        if (r.buffer < 0) {
            where = "shared-memory data race on " + shared_location(r.grid_block, r.offset, r.size);
        } else {
            const Buffer &b = g.buffers[r.buffer];
            where = std::string("global-memory data race on `") + b.name + "[" +
                    std::to_string(r.offset / b.elem) + "]`";
        }
        const char *fix = r.buffer < 0 ? "add __syncthreads() or cluster_sync() so one happens before the other"
                                       : "add cluster_sync() between blocks, or __syncthreads() inside one "
                                         "block, so one happens before the other";
        std::string text = where + ":\n  " + r.now_name + " " + verb(r.now) + " it at " + pc_ref(pcs, r.now.pc, false) +
                           "\n  " + r.earlier_name + " " + verb(r.earlier) + " it at " +
                           pc_ref(pcs, r.earlier.pc, false) +
                           "\n  with no barrier between them (" + fix + ").";
        add_diag(P34_EXIT_WRONG, text, pcs);
    }
    if (g_races.size() > kMaxRaceReports)
        add_diag(P34_EXIT_WRONG,
                 "... and races at " + std::to_string(g_races.size() - kMaxRaceReports) +
                     " more pairs of sites.",
                 {});
    g_races.clear();
}

}  // namespace p34sim

/* ---------------------------------------------------------------------- */
/* The ThreadSanitizer hooks the compiler calls from kernel code           */

using p34sim::g;

namespace {

inline void on_access(const void *addr, unsigned size, bool write, const void *pc)
{
    p34sim::Thread *t = g.cur;
    if (!t)
        return;
    ++g.in_runtime;
    p34sim::check_access(addr, size, write, false, pc);
    if (++t->steps >= p34sim::kPreemptSteps)
        p34sim::preempt(pc);
    --g.in_runtime;
}

}  // namespace

#define P34_TSAN_HOOKS(n)                                                                              \
    extern "C" void __tsan_read##n(void *a) { on_access(a, n, false, __builtin_return_address(0)); }  \
    extern "C" void __tsan_write##n(void *a) { on_access(a, n, true, __builtin_return_address(0)); }  \
    extern "C" void __tsan_unaligned_read##n(void *a)                                                 \
    {                                                                                                 \
        on_access(a, n, false, __builtin_return_address(0));                                          \
    }                                                                                                 \
    extern "C" void __tsan_unaligned_write##n(void *a)                                                \
    {                                                                                                 \
        on_access(a, n, true, __builtin_return_address(0));                                           \
    }                                                                                                 \
    extern "C" void __tsan_volatile_read##n(void *a)                                                  \
    {                                                                                                 \
        on_access(a, n, false, __builtin_return_address(0));                                          \
    }                                                                                                 \
    extern "C" void __tsan_volatile_write##n(void *a)                                                 \
    {                                                                                                 \
        on_access(a, n, true, __builtin_return_address(0));                                           \
    }                                                                                                 \
    extern "C" void __tsan_read##n##_pc(void *a, void *pc) { on_access(a, n, false, pc); }            \
    extern "C" void __tsan_write##n##_pc(void *a, void *pc) { on_access(a, n, true, pc); }

P34_TSAN_HOOKS(1)
P34_TSAN_HOOKS(2)
P34_TSAN_HOOKS(4)
P34_TSAN_HOOKS(8)
P34_TSAN_HOOKS(16)
#undef P34_TSAN_HOOKS

extern "C" void __tsan_read_range(void *a, unsigned long size)
{
    on_access(a, (unsigned)size, false, __builtin_return_address(0));
}
extern "C" void __tsan_write_range(void *a, unsigned long size)
{
    on_access(a, (unsigned)size, true, __builtin_return_address(0));
}
extern "C" void *__tsan_memcpy(void *dst, const void *src, unsigned long size)
{
    on_access(src, (unsigned)size, false, __builtin_return_address(0));
    on_access(dst, (unsigned)size, true, __builtin_return_address(0));
    return memcpy(dst, src, size);
}
extern "C" void *__tsan_memmove(void *dst, const void *src, unsigned long size)
{
    on_access(src, (unsigned)size, false, __builtin_return_address(0));
    on_access(dst, (unsigned)size, true, __builtin_return_address(0));
    return memmove(dst, src, size);
}
extern "C" void *__tsan_memset(void *dst, int c, unsigned long size)
{
    on_access(dst, (unsigned)size, true, __builtin_return_address(0));
    return memset(dst, c, size);
}
extern "C" void __tsan_func_entry(void *)
{
    /* Fibers share one mapping, so a deep recursion or a huge local array
     * would run into the next fiber's stack without a fault: stop first. */
    if (g.cur && reinterpret_cast<uintptr_t>(__builtin_frame_address(0)) < g.stack_limit) {
        ++g.in_runtime;
        std::vector<const void *> pcs;
        const void *pc = __builtin_return_address(0);
        p34sim::add_diag(P34_EXIT_FAULT,
                         "stack overflow in " + p34sim::thread_name(g.cur->tid) + " at " +
                             p34sim::pc_ref(pcs, pc, false) +
                             " (deep recursion or a large local array; a GPU thread's stack is small too).",
                         pcs);
        p34sim::abort_launch(P34_EXIT_FAULT);
    }
}
/* Function exit feeds TSan's shadow call stack; reports here use the debug
 * info's inline chain instead, so it does nothing. */
extern "C" void __tsan_func_exit() {}
extern "C" void __tsan_init() {}
extern "C" void __tsan_vptr_update(void **, void *) {}
extern "C" void __tsan_vptr_read(void **) {}
