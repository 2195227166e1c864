/*
 * sim/check.cpp - what every memory access of kernel code goes through.
 *
 * Kernel files are compiled with -fsanitize=thread but linked without
 * ThreadSanitizer's runtime: the compiler's __tsan_* hooks land here. Each
 * access is classified by address:
 *   - the live __shared__ section or a block's save area: shared memory (a
 *     save area of another block is distributed shared memory);
 *   - the arena of the puzzle's global buffers: a bounds check (an access in
 *     a gap between buffers is reported like a GPU's illegal address), then
 *     the same race check as shared memory, over every block of the grid;
 *   - a `__device__` variable of the kernel file (runtime.cpp finds them in
 *     the symbol table): the same race check as the buffers;
 *   - anything else (the fiber's stack, the runtime's globals): not checked.
 *
 * Race detector: happens-before with vector clocks over the threads of the
 * grid. A thread's clock is `vc` with its own entry replaced by `clk`; a
 * vector clock is one immutable chunk per block, shared between clocks that
 * agree on that block, so a barrier inside one block builds one new chunk.
 * Each 4-byte word remembers its last write and the reads since, FastTrack
 * style; an access that is not ordered after a conflicting one by another
 * thread is a race. What orders accesses, following the CUDA memory model:
 *   - program order; __syncthreads (its block); __syncwarp (its lanes;
 *     votes, shuffles and elect order no memory); the cluster barrier (arrive releases, wait
 *     acquires, the whole cluster); the end of a launch (everything before
 *     the next one);
 *   - fence-fence synchronization through atomics: a __threadfence() releases
 *     what its thread knows; a later atomic write by that thread carries it
 *     in the word's release sequence (atomic read-modify-writes by others
 *     continue it, a plain store ends it); an atomic that reads the word
 *     picks it up, and the reader's next fence (__threadfence(),
 *     __threadfence_block(), or a barrier such as the __syncthreads() that
 *     broadcasts a last-block ticket) acquires it. An atomic alone orders
 *     nothing but accesses to its own word. The same holds for atomics on
 *     shared memory (a flag in a peer's shared memory). A __threadfence_block()
 *     releases the same way, but only to threads of its own block (a flag in
 *     the block's shared memory).
 * Scopes: two atomics never race unless one is a block-scope atomic
 * (atomic*_block) and the other comes from another block; those neither
 * release nor acquire across blocks. A plain `x += v` whose store races is
 * reported as a lost update; a plain load that races only with atomics and
 * is followed by its thread's atomicCAS (a CAS loop) is not reported.
 * Shared-memory accesses must lie inside one __shared__ variable (the
 * section's symbol table, runtime.cpp); outside, they fault like a GPU.
 */
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <map>
#include <string>
#include <unordered_map>
#include <array>
#include <vector>

#include "sim/internal.h"
#include "sim/trace.h"  // p34 draw hook

namespace p34sim {

namespace {

/* ---------------------------------------------------------------------- */
/* Vector clocks: chunks and pointer arrays in an arena dropped per launch  */

class ClockArena {
public:
    void *alloc(size_t bytes)
    {
        bytes = (bytes + 15) & ~size_t(15);
        if (used_ + bytes > kChunk || !current_) {
            if (next_ < chunks_.size()) {
                current_ = chunks_[next_++].get();
            } else {
                chunks_.emplace_back(new unsigned char[kChunk]);
                next_ = chunks_.size();
                current_ = chunks_.back().get();
            }
            used_ = 0;
        }
        void *p = current_ + used_;
        used_ += bytes;
        return p;
    }
    void reset()
    {
        next_ = 0;
        current_ = nullptr;
        used_ = kChunk;
    }

private:
    static constexpr size_t kChunk = 4u << 20;  /* bytes */
    std::vector<std::unique_ptr<unsigned char[]>> chunks_;
    size_t next_ = 0, used_ = kChunk;
    unsigned char *current_ = nullptr;
};

ClockArena g_clocks;
std::vector<uint32_t> g_zero_chunk_store;
const uint32_t *g_zero_chunk = nullptr;
VClock g_zero_clock = nullptr;
const void *g_relaxed_arrive_pc = nullptr;  /* a barrier.cluster.arrive.relaxed of this launch */
const void *g_compiler_barrier_pc = nullptr;  /* an empty asm (`asm volatile("" ::: "memory")`) of this launch */
/* an mbarrier wait of .cta scope that saw a phase a thread of another block
 * completed with a cluster-scope release (st.async, red.async, a remote
 * arrive): its acquire does not take that release in (sim/ptx.cpp) */
const void *g_cta_mbar_wait_pc = nullptr;
size_t g_nchunks = 0;

__attribute__((always_inline)) inline uint32_t vc_get(VClock vc, uint32_t tid) { return vc[tid >> g.bt_shift][tid & g.bt_mask]; }
__attribute__((always_inline)) inline uint32_t clock_of(const Thread *t, uint32_t tid) { return tid == t->tid ? t->clk : vc_get(t->vc, tid); }

/* Builds a new clock from a base: joins copy a chunk only where they change it. */
class Builder {
public:
    explicit Builder(VClock base)
    {
        out_ = static_cast<const uint32_t **>(g_clocks.alloc(g_nchunks * sizeof(void *)));
        memcpy(out_, base, g_nchunks * sizeof(void *));
        fresh_.assign(g_nchunks, 0);
    }
    void join(VClock v)
    {
        for (size_t k = 0; k < g_nchunks; k++) {
            const uint32_t *c = v[k];
            if (c == out_[k] || c == g_zero_chunk)
                continue;
            if (out_[k] == g_zero_chunk) {
                out_[k] = c;
                continue;
            }
            uint32_t *o = own(k);
            for (uint32_t i = 0; i < g.block_threads; i++)
                if (c[i] > o[i])
                    o[i] = c[i];
        }
    }
    void set_max(uint32_t tid, uint32_t clk)
    {
        const size_t k = tid >> g.bt_shift;
        if (out_[k][tid & g.bt_mask] < clk)
            own(k)[tid & g.bt_mask] = clk;
    }
    VClock finish() const { return out_; }

private:
    uint32_t *own(size_t k)
    {
        if (!fresh_[k]) {
            uint32_t *c = static_cast<uint32_t *>(g_clocks.alloc(g.block_threads * sizeof(uint32_t)));
            memcpy(c, out_[k], g.block_threads * sizeof(uint32_t));
            out_[k] = c;
            fresh_[k] = 1;
        }
        return const_cast<uint32_t *>(out_[k]);
    }
    const uint32_t **out_;
    static std::vector<uint8_t> fresh_;
};
std::vector<uint8_t> Builder::fresh_;

/* Whether clock a already holds everything of clock b (a join would give a
 * copy of a). */
bool covers(VClock a, VClock b)
{
    for (size_t k = 0; k < g_nchunks; k++) {
        const uint32_t *c = b[k], *o = a[k];
        if (c == o || c == g_zero_chunk)
            continue;
        if (o == g_zero_chunk)
            return false;
        uint32_t more = 0;
        for (uint32_t i = 0; i < g.block_threads; i++)
            more |= c[i] > o[i];
        if (more)
            return false;
    }
    return true;
}

/* Joins remembered by their operands: a spin-wait joins the same releases
 * into the same clocks at every poll, and every join allocated a new clock
 * (60 million polls took gigabytes of clock chunks, and most of the CPU
 * time, before this). Clocks never change once built, and the memo is
 * cleared with the arena at each launch. A join that adds nothing returns
 * its left operand. */
struct CoverMemo {
    VClock a, b, result;
};
constexpr unsigned kCoverMemo = 64;
CoverMemo g_cover_memo[kCoverMemo];

inline unsigned cover_slot(VClock a, VClock b)
{
    const uintptr_t h = (reinterpret_cast<uintptr_t>(a) >> 4) * 31 + (reinterpret_cast<uintptr_t>(b) >> 4);
    return (unsigned)((h ^ (h >> 7) ^ (h >> 13)) % kCoverMemo);
}

VClock join_clocks(VClock a, VClock b)
{
    if (!a)
        return b;
    if (!b || a == b)
        return a;
    CoverMemo &m = g_cover_memo[cover_slot(a, b)];
    if (m.a == a && m.b == b)
        return m.result;
    VClock r = a;
    if (!covers(a, b)) {
        Builder j(a);
        j.join(b);
        r = j.finish();
    }
    m = CoverMemo{a, b, r};
    return r;
}

/* The clock of everything t has done so far (its own entry included). */
VClock snapshot(const Thread *t)
{
    Builder j(t->vc);
    j.set_max(t->tid, t->clk);
    return j.finish();
}

struct JoinMemo {
    VClock a, b, result;
};
JoinMemo g_memo[16];
unsigned g_memo_next = 0;

/* ---------------------------------------------------------------------- */
/* Shadow memory: one cell per 4-byte word                                 */

struct Access {
    const void *pc;
    uint32_t clk;
    uint32_t tid;    /* grid thread */
    uint8_t mask;    /* bytes of the word touched */
    uint8_t write;
    uint8_t atomic;
    uint8_t cta;     /* an atomic of block scope (atomicAdd_block, ...): 1; of thread scope: 2 */
    uint8_t rmw;     /* a plain store after its thread loaded the word: `x += v` */
    uint8_t vol;     /* a volatile access (ld/st.volatile: relaxed, system scope) */
    uint8_t released;  /* a volatile store after a __threadfence() of its thread */
    uint8_t released_cta;  /* ... after a __threadfence_block() only: for its own block */
    uint8_t xstore;  /* an atomic that only stores (atomicExch, atomic_ref::store, st.relaxed) */
    uint8_t first;   /* the word's first write of this launch (of its block, for shared memory) */
    uint8_t size;    /* bytes of the whole access (capped at 255; 0: not known) */
};

struct Cell {
    uint32_t gen = 0;
    Access last_write{};  /* clk 0: none */
    /* The last plain store, kept while atomics follow it: an atomic of
     * another thread must be ordered after it too, though it is morally
     * strong with the atomic that replaced it as last_write. */
    Access last_plain{};
    const void *rmw_load_pc = nullptr;  /* the load of last_write's `+=`, when rmw */
    VClock rel = nullptr;  /* what the word's release sequence carries (shared memory) */
    /* The same for block-scope releases (__threadfence_block() before a
     * volatile store or an atomic) by threads of the word's own block:
     * acquired only by threads of that block (PTX ISA: a release pattern at
     * CTA scope synchronizes with an acquire pattern in the same CTA). */
    VClock rel_cta = nullptr;
    std::vector<Access> reads;
    /* The atomic writes since the last plain store that no later atomic is
     * ordered after: atomics of several threads are morally strong with each
     * other, so last_write keeps only the newest, but a plain load must be
     * ordered after every one of them (verdict blog g06: the reader's own
     * atomicAdd came last and hid its peers'). */
    std::vector<Access> atomic_writes;
    /* Peers' atomics on this word since its last plain store (thread, clock):
     * reading the word shows each of them done (g_remote_seen), as an
     * atomic's result carries the ones before it. */
    std::vector<std::pair<uint32_t, uint32_t>> remote_atomics;
    std::vector<const void *> remote_atomic_pcs;  /* their sites, same index */
};

uint32_t g_gen_counter = 0;
uint32_t g_launch_gen = 0;

/* What a buffer is, by its name, worked out once per launch (a strcmp on
 * every global access of a spin-wait showed in profiles). */
enum : uint8_t { kBufOutput = 1, kBufCounter = 2, kBufScratch = 4 };
uint8_t g_buf_kind[P34_SIM_MAX_BUFFERS];
uint32_t g_buf_kind_gen[P34_SIM_MAX_BUFFERS];
/* The last-block ticket counter of the kernel's own: a one-word __device__
 * variable (`__device__ unsigned int count = 0;`, as in the Programming
 * Guide's last-block example and the CUDA samples' retirementCount) on which
 * the puzzle's counter is left alone and the first ticket-shaped atomic
 * (atomicAdd/atomicInc of a 32-bit integer) lands. It is then judged as the
 * counter is: its reset, lost tickets, several tickets per block, a ticket
 * that is no atomic (verdict: the own-counter probe). -1: none. Kept for the
 * run's later launches, since the variable keeps its value between them. */
int g_own_counter = -1;
inline uint8_t buf_kind(int buffer)
{
    if (buffer < 0 || buffer >= P34_SIM_MAX_BUFFERS)
        return 0;
    if (g_buf_kind_gen[buffer] != g_launch_gen) {
        /* by the runner's names; a __device__ variable of the same name is
           the kernel's own, not the puzzle's buffer */
        const char *n = buffer < g.nbuffers ? g.buffers[buffer].name : "";
        g_buf_kind[buffer] = (uint8_t)((!strcmp(n, "output") ? kBufOutput : 0) | (!strcmp(n, "counter") ? kBufCounter : 0) |
                                       (!strcmp(n, "temp_storage") || !strcmp(n, "partials") ? kBufScratch : 0) |
                                       (buffer == g_own_counter ? kBufCounter : 0));
        g_buf_kind_gen[buffer] = g_launch_gen;
    }
    return g_buf_kind[buffer];
}
/* The word the last-block tickets count on: the puzzle's counter, or the
 * kernel's own (g_own_counter); nullptr in the cluster puzzles. */
inline unsigned int *counter_word()
{
    if (g_own_counter >= 0)
        return reinterpret_cast<unsigned int *>(g.buffers[g_own_counter].lo);
    return g.counter;
}
/* How the reports name it, and how its reset is written. */
inline std::string counter_name()
{
    return g_own_counter >= 0 ? std::string("`") + g.buffers[g_own_counter].name + "`" : std::string("the counter");
}
inline std::string counter_reset_code()
{
    return g_own_counter >= 0 ? std::string("`") + g.buffers[g_own_counter].name + " = 0`" : std::string("`*counter = 0`");
}
/* A report on the kernel's own counter held back at the end of a launch: a
 * value other than 0 left in it harms only if the next launch goes wrong (a
 * counter compared modulo gridDim.x never needs a reset: verdict state l07).
 * It is added, before that launch's own errors, when the next launch reports
 * an error or stores no output, and dropped when the run ends clean. */
struct PendingCounterDiag {
    bool set = false;
    int launch = 0;  /* the launch that held it back: only a later launch's errors release it */
    const char *kind = nullptr;
    std::string text;
    std::vector<const void *> pcs;
};
PendingCounterDiag g_pending_counter;
/* report.cpp's add_diag, before an error of a later launch */
void flush_pending_counter()
{
    if (!g_pending_counter.set || g.launch <= g_pending_counter.launch)
        return;
    g_pending_counter.set = false;
    Diagnostic d;
    d.status = P34_EXIT_WRONG;
    d.text = std::move(g_pending_counter.text);
    d.pcs = std::move(g_pending_counter.pcs);
    d.key_kind = g_pending_counter.kind;
    g.diags.push_back(std::move(d));
    trace_diag(g.diags.back());
}
/* A one-word __device__ variable of the kernel's own, in the last-block
 * puzzle: a candidate for g_own_counter. */
inline bool own_counter_candidate(int buffer)
{
    return g.counter && g_own_counter < 0 && buffer >= g.nbuffers && buffer < g.nbuffers + g.ndevice_vars &&
           g.buffers[buffer].hi - g.buffers[buffer].lo == 4 && !g.buffers[buffer].constant;
}

/* Shared memory of each resident slot; a slot's cells are fresh when a new
 * block starts in it. */
std::vector<Cell> g_cells;
std::vector<uint32_t> g_slot_gen;
size_t g_words_per_block = 0;

/* Peer-exit check (clusters): the latest distributed-shared-memory access of
 * each thread into each block, by slot and thread index. */
std::vector<uint32_t> g_remote_clk;
std::vector<const void *> g_remote_pc;
std::vector<uint8_t> g_remote_write;
/* The same index: the clock of a peer thread's remote write that a thread
 * of the owner block has since read (its value, or an atomic that replaced
 * it). Reading what an access wrote shows that the access is done: an owner
 * that polls a counter its peers add to (through map_shared_rank) until all
 * have arrived may exit without a cluster barrier after it (hunt r16; the
 * H100 passed it). */
std::vector<uint32_t> g_remote_seen;

struct RaceRecord {
    int buffer;  /* -1: shared memory of grid_block; else g.buffers[buffer] */
    uint32_t grid_block;
    uintptr_t offset;
    unsigned size;
    Access earlier, now;
    bool plain_rmw = false;   /* both sides are one `+=` (a load and a store) of the word */
    /* An atomic read of a word whose only value this launch is another
     * thread's atomic store, with nothing ordering the store before it: no
     * data race (both are atomics), but the read may see the word as it was
     * before the store, unset (hunt l16). */
    bool stale = false;
    /* The reading thread read the word again at the same site, ordered
     * after the store this time: a retry loop (a seqlock's reader, verdict
     * sysprog r20) that threw the early value away. Not reported. */
    bool retried = false;
    /* stale, found at an atomic load of a word other threads' atomics
     * updated: the reader first polled a word the writer updated after its
     * update, and no release and acquire pair ordered the update before
     * the load (message passing made of relaxed atomics, verdict sysprog
     * c13). */
    bool relaxed_mp = false;
    /* A read of a word another block's thread stored and then signalled
     * (a strong write of a flag or counter this reader polled, made after
     * the store): message passing whose release is missing. */
    const void *signal_pc = nullptr, *poll_pc = nullptr;
    int signal_buffer = 0;
    uint32_t signal_block = 0;
    uintptr_t signal_offset = 0;
    int signal_fence = 0;  /* 0 none, 1 a block-scope fence between, 2 a fence after the signal */
    const void *signal_fence_pc = nullptr;
    const char *signal_fence_what = nullptr;
    /* plain_rmw as first seen is one side's `+=` against another thread's
     * load at the same load site; it is a lost update only when a thread
     * other than the storing one also stores the word after its own load
     * there (check_cell): every lane summing its warp's words in a loop
     * (`sum += buf[base + i]`, then `buf[lane] = sum`) looks like a `+=` in
     * the lane whose last word is its own, yet no other lane stores that
     * word (verdict literal a09). */
    bool rmw_confirmed = false;
    /* When the race happened (the later access; for a suspected CAS-loop
     * load, the load): check_report_races reports in this order, so a load
     * whose race is only confirmed later (resolve_cas_suspects, the end of
     * the launch) still comes before the races it led to (verdict foreign
     * l15: a plain re-read of the ticket counter that made a block merge). */
    uint64_t seq = 0;
    /* For a plain read (now) by a thread of a block that takes a ticket: at
     * the read, had its block taken the ticket? 0 not yet, 1 yes but nothing
     * orders it before the read, 2 yes and ordered; -1 not known (note_reader_state). */
    int8_t reader_ticket = -1;
    /* The read came after a memory_order_relaxed read (or ld.relaxed) of a
     * word that the writer had released the store through: the reader saw
     * the release and acquired nothing (note_reader_state). */
    const void *relaxed_poll_pc = nullptr;
    /* ... and a .cta-scope fence after it that could not acquire another
     * block's release (mm_acquire_pending_cta) */
    const void *cta_fence_pc = nullptr;
};
uint64_t g_race_seq = 0;
std::vector<RaceRecord> g_races;  /* one per distinct pair of sites, this launch */

/* The shared memory of this launch's synchronisation objects (an mbarrier,
 * cuda::barrier), by block: note_sync_object at their init. A race on one
 * (an arrive or a wait that the init is not ordered before: PTX ISA,
 * mbarrier.init must complete before any other mbarrier operation on the
 * object; libcu++ barrier: init before any use) leaves the barrier's count
 * undefined, so a hang that follows is its effect, and the race is the
 * verdict (finish_message: "sync object race"). */
struct SyncObject {
    uint32_t grid_block;
    uintptr_t lo, hi;
};
static std::vector<SyncObject> g_sync_objects;

static bool on_sync_object(const RaceRecord &r)
{
    if (r.buffer >= 0)
        return false;
    for (const SyncObject &o : g_sync_objects)
        if (o.grid_block == r.grid_block && r.offset < o.hi && r.offset + (r.size ? r.size : 1) > o.lo)
            return true;
    return false;
}
std::vector<std::pair<const void *, const void *>> g_races_reported;  /* over launches */
int g_races_beyond = 0;
std::vector<std::pair<const void *, uint32_t>> g_after_exit_reported;

constexpr size_t kMaxRaceReports = 4;

__attribute__((always_inline)) inline bool ordered(const Access &a, const Thread *t) { return a.tid == t->tid || a.clk <= clock_of(t, a.tid); }

/* Two atomics never race when each one's scope includes the other's thread
 * (PTX ISA, "Memory Consistency Model": morally strong operations). Device
 * and system scope include every thread of the grid; block scope (the
 * atomic*_block functions) only the threads of the issuing block, so
 * atomicAdd_block from two blocks on one word is a data race. */
/* A strong read in a `while` condition (`while (isnan(v = *(volatile float *)&p[r])) {}`): a poll
 * that reads until the value it waits for is there, so whether the store came before it is no
 * matter of timing, and the value it ends with is the store's (PTX ISA: strong operations do not
 * race; verdict progress f01, f09). A one-off read of an unreleased volatile store stays reported.
 * By the source line of the read, once per code address. */
bool poll_read(const void *pc)
{
    static const void *last_pc = nullptr;
    static bool last = false;
    if (pc == last_pc)
        return last;
    static std::unordered_map<const void *, bool> cache;
    auto it = cache.find(pc);
    if (it != cache.end()) {
        last_pc = pc, last = it->second;
        return last;
    }
    std::string line = site_source_line(pc);
    line = line.substr(0, line.find("//"));
    const bool poll = uses_word(line, "while", "(");
    cache.emplace(pc, poll);
    last_pc = pc, last = poll;
    return poll;
}

/* Whether a poll of w's word by r is sure to see it: the writer is in r's block or cluster
 * (co-scheduled: PG Thread Block Clusters), or, in a grid without clusters, its block took a
 * ticket (an atomic) before the store, so it was running when r's block drew a later one (the
 * decoupled look-back's order: verdict progress l05). A block waiting on a lower blockIdx alone
 * has no such guarantee (progress l04): that poll stays reported. */
bool poll_progresses(const Access &w, const Access &r);

__attribute__((always_inline)) inline bool morally_strong(const Access &a, const Access &b)
{
    if (!((a.atomic | a.vol) & (b.atomic | b.vol)))
        return false;
    if ((a.cta | b.cta) && (a.tid >> g.bt_shift) != (b.tid >> g.bt_shift))
        return false;
    /* thread scope (libcu++ thread_scope_thread: only the local thread
     * observes it) includes no other thread */
    if ((a.cta == 2 || b.cta == 2) && a.tid != b.tid)
        return false;
    /* PTX ISA, Memory Consistency Model: two memory operations are morally
     * strong only if they "overlap completely". A 16-bit atomicCAS inside the
     * word of a 32-bit atomic, or a 32-bit atomic on one half of a 64-bit
     * atomic's word, overlaps partly: not morally strong, a data race when
     * nothing orders them, though each is atomic (verdict evade r08, l11).
     * Atomic accesses are aligned to their size, so the same bytes of the word
     * and the same size mean the same bytes. */
    if (a.size && b.size && (a.size != b.size || a.mask != b.mask))
        return false;
    if (a.atomic && b.atomic)
        return true;
    /* volatile: PTX ISA treats ld/st.volatile as relaxed at system scope, so
     * volatile accesses are strong with each other and with atomics (two
     * stores, or an atomic's write, never race with them). A volatile store
     * read by another thread with nothing ordering them is accepted only as
     * a release pattern: a __threadfence() of its thread before it (a flag
     * that publishes). A relaxed volatile store without that fence, read
     * unordered, is reported: the reader's value depends on timing and the
     * store publishes nothing (mm_volatile_no_fence, the warp-synchronous
     * tail through a volatile pointer); stricter than PTX's definition of a
     * data race, on purpose. */
    const Access &w = a.write ? a : b, &r = a.write ? b : a;
    if (r.write || w.atomic)
        return true;
    return w.released || (w.released_cta && (w.tid >> g.bt_shift) == (r.tid >> g.bt_shift)) ||
           (poll_read(r.pc) && poll_progresses(w, r));
}

/* Global memory: one cell per 4-byte word of each checked buffer, and the
 * clock each word's release sequence carries (memory model above). */
std::vector<Cell> g_global_cells[P34_SIM_MAX_BUFFERS];
struct AtomicSync {
    uint32_t gen;
    VClock rel;
    /* Block-scope releases (__threadfence_block(), fence.acq_rel.cta, a
     * thread_scope_block release, then a strong write of the word), by
     * grid block: acquired only by a thread of the same block (PTX ISA,
     * Memory Consistency Model: a release pattern at CTA scope synchronizes
     * with an acquire pattern in the same CTA, whichever state space holds
     * the word; check_shared's Cell::rel_cta is the same for shared memory). */
    std::vector<std::pair<uint32_t, VClock>> rel_cta;
};

/* What the word's block-scope releases carry for the current thread's block. */
static void cta_acquire(AtomicSync &s, Thread *t)
{
    const uint32_t b = t->tid >> g.bt_shift;
    for (const auto &e : s.rel_cta)
        if (e.first == b)
            t->acq_pending = join_clocks(t->acq_pending, e.second);
}

/* A strong write of the word adds what the thread's last fence (of any
 * scope) released, for the threads of its own block. */
static void cta_release(AtomicSync &s, Thread *t)
{
    if (!t->rel_cta_vc)
        return;
    const uint32_t b = t->tid >> g.bt_shift;
    for (auto &e : s.rel_cta)
        if (e.first == b) {
            e.second = join_clocks(e.second, t->rel_cta_vc);
            return;
        }
    if (s.rel_cta.size() < 64)
        s.rel_cta.push_back({b, t->rel_cta_vc});
}
std::vector<AtomicSync> g_atomic_sync[P34_SIM_MAX_BUFFERS];

/* The first atomic on global memory of each grid block in this launch (its
 * ticket), with the fences its thread had made: for the missing-fence advice. */
struct Ticket {
    const void *pc = nullptr;
    uint32_t tid = 0, clk = 0;
    const void *fence_pc = nullptr, *weak_fence_pc = nullptr;
    const char *weak_fence_what = nullptr;  /* how the block-scope fence was written */
    const void *acq_fence_pc = nullptr;  /* an acquire-only fence of its thread before it */
    uint32_t fence_clk = 0;
    bool cta = false;  /* a block-scope atomic */
    const void *late_fence_pc = nullptr;  /* a __threadfence() of its thread after it */
    uint32_t seq = 0;  /* 1 + how many blocks took their ticket before this one */
    bool on_counter = false;  /* the atomic was on the puzzle's counter */
    int buffer = -1;          /* the word it counted on: a buffer of g.buffers */
    uintptr_t word = 0;       /* and the word's index in it */
    /* more atomics of other threads of the block on the puzzle's counter
     * after the ticket (the guard's atomicAdd outside `if (threadIdx.x ==
     * 0)`: every thread takes a ticket; verdict fresh) */
    uint32_t extra = 0;
};
std::vector<Ticket> g_tickets;
bool poll_progresses(const Access &w, const Access &r)
{
    const uint32_t wb = w.tid >> g.bt_shift, rb = r.tid >> g.bt_shift;
    if (wb == rb || (g.shape.cluster_x > 0 && wb / (uint32_t)g.shape.cluster_x == rb / (uint32_t)g.shape.cluster_x))
        return true;
    if (wb >= g_tickets.size() || !g_tickets[wb].pc)
        return false;
    return g_tickets[wb].tid != w.tid || g_tickets[wb].clk <= w.clk;  /* (clocks of one thread compare) */
}
/* Ticket words other than the puzzle's counter (a __device__ or __managed__
 * variable) and the value each launch left in them: a launch starts from
 * what the last one left, as the counter does. */
struct TicketWord {
    int buffer;
    uintptr_t word;
    unsigned int left;
    uint32_t launch;
};
std::vector<TicketWord> g_ticket_words;
/* Lock words of this launch: global words that threads take with an
 * atomicCAS or atomicExch and later store back themselves (atomicExch, an
 * atomic, volatile or plain store): a spin lock's acquire and release.
 * A block's first atomic on such a word is no last-block ticket, so a race
 * between blocks that only take locks is reported as the race it is, not
 * with the ticket advice (docs/verdict-locks.md). A word counts once two
 * threads released it (a CAS-loop ticket reset by the last block is one). */
struct LockWord {
    int buffer;
    uintptr_t word;
    uint32_t releasers;
    uint32_t last_tid;
};
std::vector<LockWord> g_lock_words;
uint32_t g_ticket_seq = 0;
unsigned int g_counter_start = 0;  /* the last-block counter when the launch began */
const void *g_store_ticket_pc = nullptr;  /* the first atomic store or atomicExch on the counter */
/* A ticket made of plain (or volatile) accesses: the first plain load of the
 * counter, and a plain store of it by the same thread after that load: a
 * read-modify-write that is not one atomic (verdict fresh: `t = *c; *c = t + 1`). */
const void *g_plain_ticket_load_pc = nullptr, *g_plain_ticket_store_pc = nullptr;
uint32_t g_plain_ticket_tid = 0;
int g_plain_ticket_buffer = -1;  /* the word's buffer: the counter or a one-word __device__ variable */

/* Output elements: who stored them, and whether one was read or updated
 * while it still held its NaN fill. */
struct OutputTrack {
    bool stored = false, rmw_uninit = false, rmw_atomic = false;
    const void *rmw_pc = nullptr;
    uint32_t rmw_tid = 0;
    struct Writer {
        uint32_t tid;
        const void *pc;
        bool elected;
    };
    std::vector<Writer> writers;  /* distinct threads with a plain store */
    uint32_t writer_count = 0;
    const void *last_pc = nullptr;  /* the latest store or atomic, and its thread */
    uint32_t last_tid = 0;
};
OutputTrack g_out[P34_MAX_OUTPUT];

/* The launch's first read of a shared or temp_storage/partials word that no
 * thread has stored since the block (shared) or the launch (scratch) began:
 * it reads the NaN p34 fills them with (shared memory holds no defined value
 * before a store, CUDA C++ Programming Guide, "__shared__"; a cudaMalloc'd
 * buffer is not zeroed). Named only when the launch stored a NaN output, as
 * the cause of that NaN. */
struct UninitRead {
    bool seen = false;
    int buffer = 0;
    uint32_t grid_block = 0;
    uintptr_t offset = 0;
    const void *pc = nullptr;
    uint32_t tid = 0;
    bool atomic = false;
    /* The store that wrote the nearest word of the same array (index - 1
     * or + 1) before this read, when one did: the store whose index or
     * condition skipped this element (twobug x2g: `if (i < TPB - 1)`). */
    const void *sibling_pc = nullptr;
    /* A shared word its own block reads unwritten while another block of
     * the cluster had stored the same word of its own copy: the learner's
     * "one __shared__ array for the whole cluster" (verdict novice r16). */
    const void *peer_pc = nullptr;
    uint32_t peer_block = 0;
    /* An asynchronous copy into the word, issued and not landed yet when it
     * was read (the read came before the copy's wait). */
    const void *async_pc = nullptr;
};
UninitRead g_uninit;

/* The note for g_uninit.peer_pc: each block has its own copy, a peer's is
 * reached through map_shared_rank. */
static std::string uninit_peer_note(const UninitRead &u, std::vector<const void *> &pcs)
{
    if (!u.peer_pc)
        return std::string();
    const std::string p = std::to_string(u.peer_block);
    return "\n  Block " + p + " stored the same element of its own copy at " + pc_ref(pcs, u.peer_pc, false) +
           ": every block of a cluster has its own copy of each __shared__ variable (CUDA C++ Programming "
           "Guide, Distributed Shared Memory), so block " + p + "'s store is not in block " +
           std::to_string(u.grid_block) + "'s copy. To read block " + p + "'s, map it: "
           "`cg::this_cluster().map_shared_rank(ptr, " + p + ")`, after a cluster barrier, and keep block " + p +
           " from exiting until the read is done (a second cluster barrier); or pass the value through "
           "global memory (temp_storage) with a cluster barrier between the store and the read.";
}

struct InputWrite {
    const void *pc = nullptr;
    uint32_t tid = 0;
    int launch = 0;
};
InputWrite g_input_write;      /* the run's first store into the input */
bool g_input_changed = false;  /* this launch began with an input other than the host's */

/* This launch's latest write to the last-block counter that is not a block's
 * ticket (a block's first write of the counter is its ticket; a later store,
 * exchange or atomic of that block is a reset, a CAS retry is neither), and
 * its thread: what the counter holds at the end when it was the last write
 * and the count is below the tickets drawn (contract l16: a reset to 1 is no
 * lost ticket). */
struct CounterWrite {
    const void *pc = nullptr;
    uint32_t tid = 0;
    bool last = false;  /* no ticket was drawn after it */
};
CounterWrite g_counter_write;
std::vector<uint8_t> g_counter_drawn;  /* per block: it has drawn a ticket on the counter */

/* A write (store or atomic) by the current thread to the last-block counter. */
void note_counter_write(bool atomic, const void *pc)
{
    const Thread *t = g.cur;
    if (!t)
        return;
    const uint32_t b = t->tid >> g.bt_shift;
    if (g_counter_drawn.size() < g.grid_blocks)
        g_counter_drawn.resize(g.grid_blocks, 0);
    if (b < g_counter_drawn.size() && !g_counter_drawn[b]) {
        /* the block's first write: its ticket (an atomic, or the exchange or
         * store of a read-then-write ticket) */
        g_counter_drawn[b] = 1;
        g_counter_write.last = false;
        return;
    }
    if (atomic && !g.atomic_store && g.atomic_cas)
        return;  /* a CAS loop's retry draws, it resets nothing */
    /* A reset comes after the tickets it clears: every block that drew so far
     * is counted in the value it overwrites (checked before the write). An
     * exchange of a stale `ticket + 1` overwrites a count with fewer: that is a
     * read-then-write ticket losing counts (vl_lb_exchange_ticket), no reset. */
    unsigned int drawn = 0;
    for (uint8_t d : g_counter_drawn)
        drawn += d;
    const unsigned int *ctr = counter_word();
    const unsigned int before = ctr ? *ctr : 0;
    if (before - g_counter_start < drawn) {
        g_counter_write.last = false;
        return;
    }
    g_counter_write = CounterWrite{pc, t->tid, true};
}

std::string location_name(int buffer, uint32_t grid_block, uintptr_t offset, unsigned size);

/* The array part of a location's name: "`shared_data[3]`" -> "`shared_data"
 * (a scalar has none: empty). */
static std::string array_base(const std::string &name)
{
    const size_t k = name.find('[');
    return k == std::string::npos ? std::string() : name.substr(0, k);
}
/* The first plain read of a shared flag (a bool or char: fewer than 4 bytes)
 * whose word no thread of its block had stored, and whether its block then
 * exited without ever storing it (`__shared__ bool last;` set only in the
 * block that is last, and read in every block). */
struct UninitFlag {
    bool seen = false, never_stored = false;
    uint32_t slot = 0, grid_block = 0;
    uintptr_t offset = 0, word = 0;
    unsigned size = 0;
    const void *pc = nullptr;
    uint32_t tid = 0;
};
UninitFlag g_uninit_flag;
/* The first block barrier of the launch that completed without threads of
 * its block that had returned (device.cpp, the PTX exit rule). */
struct EarlyExit {
    bool seen = false;
    uint32_t grid_block = 0;
    std::vector<uint32_t> gone;
    const void *wait_pc = nullptr;
    std::string return_place;
};
EarlyExit g_early_exit;
/* How often each block barrier site completed in this launch. */
std::map<const void *, uint64_t> g_barrier_rounds;
struct UndefinedShuffle {
    bool seen = false;
    const void *pc = nullptr;
    uint32_t tid = 0, mask = 0;
    int src = 0;
};
UndefinedShuffle g_undef_shfl;
size_t g_diags_at_launch = 0;  /* g.diags.size() when the launch began */
/* The __syncthreads call sites each block of this launch completed. */
std::map<uint32_t, std::vector<const void *>> g_block_barriers;

/* Two unordered plain stores to a scratch word: a race. When both store the
 * same value the report says so (several writers, not a lost value); the
 * second store's value is known only after it completes, so the check waits
 * until the thread's next step. */
struct PendingValue {
    unsigned char *word;
    uint32_t old_value;
    uint8_t mask;
    RaceRecord race;
};
std::vector<PendingValue> g_pending_values;
struct SameValueRecord {
    int buffer;
    uintptr_t offset;
    Access earlier, now;
    uint32_t count;
};
std::vector<SameValueRecord> g_same_value;

bool same_block(uint32_t a, uint32_t b);
bool same_warp(uint32_t a, uint32_t b);
/* How far apart two racing threads are: 0 lanes of one warp, 1 warps of one
 * block, 2 different blocks. */
int race_scope(uint32_t a, uint32_t b)
{
    return !same_block(a, b) ? 2 : !same_warp(a, b) ? 1 : 0;
}

/* The reader (the current thread) polled a word whose strong write by the
 * racing writer came after the racing store: the signal of a message the
 * writer did not release (PTX ISA, Memory Consistency Model: a strong write
 * alone is no release pattern). Fills r's signal fields. */
/* self (the word read, for an atomic load's check): leave out that word
 * and the words the reader wrote after it read them (an update's read, e.g.
 * a float fetch_add's CAS loop, is no wait). */
static void find_signal(RaceRecord &r, const Access &w, const Thread::Poll *self = nullptr)
{
    const Thread *t = g.cur;
    for (uint32_t i = 0; i < t->npolls && !r.signal_pc; i++) {
        const Thread::Poll &p = t->polls[i];
        const Cell *c = nullptr;
        if (p.buffer < 0) {
            const size_t k = (size_t)p.slot * g_words_per_block + p.word;
            if (k < g_cells.size() && g_cells[k].gen == g_slot_gen[p.slot])
                c = &g_cells[k];
        } else if (p.buffer < P34_SIM_MAX_BUFFERS && p.word < g_global_cells[p.buffer].size() &&
                   g_global_cells[p.buffer][p.word].gen == g_launch_gen) {
            c = &g_global_cells[p.buffer][p.word];
        }
        if (!c)
            continue;
        if (self && (p.written || (p.buffer == self->buffer && p.slot == self->slot && p.word == self->word)))
            continue;
        uint32_t sclk = 0;
        const Access &lw = c->last_write;
        if (lw.clk && lw.tid == w.tid && lw.clk >= w.clk && lw.pc != w.pc && (lw.atomic || lw.vol)) {
            r.signal_pc = lw.pc;
            sclk = lw.clk;
        }
        if (self)  /* any of the word's unordered updates, not only its last */
            for (const Access &a : c->atomic_writes)
                if (!r.signal_pc && a.tid == w.tid && a.clk >= w.clk && a.pc != w.pc) {
                    r.signal_pc = a.pc;
                    sclk = a.clk;
                }
        for (size_t k = 0; k < c->remote_atomics.size() && !r.signal_pc; k++)
            /* (one clock: no fence or barrier between the store and the signal) */
            if (c->remote_atomics[k].first == w.tid && c->remote_atomics[k].second >= w.clk &&
                k < c->remote_atomic_pcs.size()) {
                r.signal_pc = c->remote_atomic_pcs[k];
                sclk = c->remote_atomics[k].second;
            }
        if (!r.signal_pc)
            continue;
        r.poll_pc = p.pc;
        r.signal_buffer = p.buffer;
        r.signal_block = p.buffer < 0 ? g.blocks[p.slot].grid_block : 0;
        r.signal_offset = (uintptr_t)p.word * 4;
        /* the writer's fences, while its block is resident */
        for (uint32_t s = 0; s < g.window; s++) {
            if (g.blocks[s].grid_block != (w.tid >> g.bt_shift))
                continue;
            const Thread &wt = g.threads[(size_t)s * g.block_threads + (w.tid & g.bt_mask)];
            if (wt.tid != w.tid)
                break;
            if (wt.fence_pc && wt.fence_clk >= sclk) {
                r.signal_fence = 2;
                r.signal_fence_pc = wt.fence_pc;
            } else if (wt.weak_fence_pc && wt.weak_fence_clk >= w.clk && wt.weak_fence_clk < sclk) {
                r.signal_fence = 1;
                r.signal_fence_pc = wt.weak_fence_pc;
                r.signal_fence_what = wt.weak_fence_what;
            } else if (wt.weak_fence_pc && wt.weak_fence_clk >= sclk && same_block(w.tid, t->tid)) {
                /* within a block a block-scope fence would do, but it comes
                 * after the signal (verdict evade a07) */
                r.signal_fence = 2;
                r.signal_fence_pc = wt.weak_fence_pc;
            }
            break;
        }
    }
}

/* A race where the writer may have signalled the reader through a flag it
 * polled (find_signal): blocks of a cluster, and warps of one block through
 * a flag in the block's shared memory (verdict evade a07). */
static bool signal_pair(int buffer, const Access &earlier, const Access &now)
{
    if (!earlier.write || now.write || !g.cur || g.cur->tid != now.tid)
        return false;
    if ((earlier.tid >> g.bt_shift) != (now.tid >> g.bt_shift))
        return g.cluster_blocks > 1;
    return buffer < 0 && !same_warp(earlier.tid, now.tid);
}

/* When the race is found at the read, by the reading thread: had its block
 * taken its ticket then, ordered before the read (RaceRecord.reader_ticket)?
 * Did a relaxed read of it see the writer's release and acquire nothing
 * (RaceRecord.relaxed_poll_pc)? */
static void note_reader_state(RaceRecord &q)
{
    const Thread *t = g.cur;
    const uint32_t rb = q.now.tid >> g.bt_shift;
    if (t && t->tid == q.now.tid && !q.now.write && rb < g_tickets.size()) {
        const Ticket &tk = g_tickets[rb];
        q.reader_ticket = !tk.pc ? 0 : tk.tid == t->tid || tk.clk <= clock_of(t, tk.tid) ? 2 : 1;
    }
    if (t && t->tid == q.now.tid && !q.now.write && q.earlier.write && t->acq_strict &&
        (t->acq_strict_pc || t->cta_fence_pc) &&
        q.earlier.tid != t->tid && q.earlier.clk <= vc_get(t->acq_strict, q.earlier.tid))
    {
        q.relaxed_poll_pc = t->acq_strict_pc;
        q.cta_fence_pc = t->cta_fence_pc;
    }
}

void report_race(int buffer, uint32_t slot, uintptr_t offset, unsigned size, const Access &earlier,
                 const Access &now_access, bool plain_rmw = false)
{
    g.race_count++;
    /* The current thread's access as the report names it: in a helper, with
     * the kernel line that called it (thread_site). */
    Access now = now_access;
    if (g.cur && g.cur->tid == now.tid && g.cur->call_depth > 1)
        now.pc = thread_site(*g.cur, now.pc);
    /* One record per pair of sites, the one whose threads are furthest apart
     * (lanes of one warp < warps of one block < blocks): the fix it names,
     * __syncwarp(), __syncthreads() or a cluster barrier, must cover every
     * conflicting access between those sites, not only the first one found. */
    for (RaceRecord &r : g_races)
        if ((r.earlier.pc == earlier.pc && r.now.pc == now.pc) ||
            (r.earlier.pc == now.pc && r.now.pc == earlier.pc)) {
            if (race_scope(earlier.tid, now.tid) > race_scope(r.earlier.tid, r.now.tid)) {
                /* The same pair of sites: a `+=` against a `+=` stays a
                 * lost update whichever pair of threads showed it. */
                const bool rmw = plain_rmw || r.plain_rmw, confirmed = r.rmw_confirmed;
                const uint64_t seq = r.seq;
                r = RaceRecord{buffer, buffer < 0 ? g.blocks[slot].grid_block : 0, offset, size, earlier, now, rmw};
                r.rmw_confirmed = confirmed;
                r.seq = seq;
                note_reader_state(r);
                if (signal_pair(buffer, earlier, now))
                    find_signal(r, earlier);
            }
            return;
        }
    g_races.push_back(RaceRecord{buffer, buffer < 0 ? g.blocks[slot].grid_block : 0, offset, size, earlier, now,
                                 plain_rmw});
    g_races.back().seq = ++g_race_seq;
    note_reader_state(g_races.back());
    if (signal_pair(buffer, earlier, now))
        find_signal(g_races.back(), earlier);
}

/* A plain load that races only with atomic writes is the first load of a
 * compare-and-swap loop when the same thread's next access to the word is
 * its atomicCAS, which checks the loaded value (CUDA Programming Guide,
 * "Atomic Functions": atomicAdd for double built from atomicCAS, seeded by
 * a plain load). Such races wait for that next access: a CAS drops them,
 * anything else (or the end of the launch) reports them. */
struct CasSuspect {
    const Cell *cell;
    uint32_t tid;
    RaceRecord race;
};
std::vector<CasSuspect> g_cas_suspects;

void push_race(const RaceRecord &r)
{
    for (RaceRecord &q : g_races)
        if ((q.earlier.pc == r.earlier.pc && q.now.pc == r.now.pc) ||
            (q.earlier.pc == r.now.pc && q.now.pc == r.earlier.pc)) {
            if (q.retried) {  /* a retry excused that one; this read is new */
                q = r;
                q.seq = ++g_race_seq;
                note_reader_state(q);
            }
            return;
        }
    g_races.push_back(r);
    if (!g_races.back().seq)
        g_races.back().seq = ++g_race_seq;
    note_reader_state(g_races.back());
}

void suspect_cas(const Cell &c, uint32_t reader, int buffer, uint32_t slot, uintptr_t offset, unsigned size,
                 const Access &earlier, const Access &now)
{
    g_cas_suspects.push_back(CasSuspect{
        &c, reader, RaceRecord{buffer, buffer < 0 ? g.blocks[slot].grid_block : 0, offset, size, earlier, now, false}});
    g_cas_suspects.back().race.seq = ++g_race_seq;  /* the load's time, not its confirmation's */
}

void resolve_cas_suspects(const Cell &c, uint32_t tid, bool cas)
{
    size_t keep = 0;
    for (size_t i = 0; i < g_cas_suspects.size(); i++) {
        const CasSuspect &x = g_cas_suspects[i];
        if (x.cell != &c || x.tid != tid) {
            g_cas_suspects[keep++] = x;
            continue;
        }
        if (!cas) {
            g.race_count++;
            push_race(x.race);
        }
    }
    g_cas_suspects.resize(keep);
}

void check_cell(Cell &c, uint32_t gen, int buffer, uint32_t slot, uint8_t mask, bool write, bool atomic,
                const void *pc, unsigned size, uintptr_t offset, unsigned char *word)
{
    const Thread *t = g.cur;
    if (c.gen != gen) {
        c.gen = gen;
        c.last_write.clk = 0;
        c.last_plain.clk = 0;
        c.rel = nullptr;
        c.rel_cta = nullptr;
        c.reads.clear();
        c.atomic_writes.clear();
    }
    if (!g_uninit.seen && (!write || atomic) && !(atomic && write && g.atomic_store) && size == 4 &&
        mask == 0xf && !c.last_write.clk && !c.last_plain.clk &&
        (buffer < 0 || (buffer < g.nbuffers && (buf_kind(buffer) & kBufScratch)))) {
        g_uninit.seen = true;
        g_uninit.buffer = buffer;
        g_uninit.grid_block = buffer < 0 ? g.blocks[slot].grid_block : 0;
        g_uninit.offset = offset;
        g_uninit.pc = pc;
        g_uninit.tid = t->tid;
        g_uninit.atomic = atomic;
        /* the live block's shared memory is at shared_lo, where its copies land */
        if (!write && buffer < 0 && (int)slot == g.live_block)
            g_uninit.async_pc = async_pending_pc(reinterpret_cast<const void *>(g.shared_lo + offset / 4 * 4), 4,
                                                 g.blocks[slot].grid_block);
        /* the neighbouring words of the same array, in the same shadow
         * (this block's shared memory, or this buffer) */
        const uint32_t gb = g_uninit.grid_block;
        const std::string base = array_base(location_name(buffer, gb, offset, 4));
        const size_t w = offset / 4;
        const size_t lo = buffer < 0 ? (size_t)slot * g_words_per_block : 0;
        const size_t n = buffer < 0 ? g_words_per_block : g_global_cells[buffer].size();
        const Cell *cells = buffer < 0 ? &g_cells[lo] : g_global_cells[buffer].data();
        for (int d = -1; d <= 1 && !base.empty() && !g_uninit.sibling_pc; d += 2) {
            if ((d < 0 && w == 0) || w + d >= n)
                continue;
            const Cell &nb = cells[w + d];
            const Access &st = nb.last_plain.clk ? nb.last_plain : nb.last_write;
            if (nb.gen == gen && st.clk && st.write &&
                array_base(location_name(buffer, gb, (w + d) * 4, 4)) == base)
                g_uninit.sibling_pc = st.pc;
        }
        /* The same word of another block's copy, stored by that block at a
         * site that stored another element of the same array in this block
         * (`block_sums[rank] = ...`, then block_sums[0..3] read by plain
         * name): one array taken for the cluster's. A scalar that every
         * block stores for itself (`total`) is no such case. */
        if (buffer < 0 && g.cluster_blocks > 1 && (t->tid >> g.bt_shift) == gb && !base.empty())
            for (uint32_t s2 = 0; s2 < g.window && s2 < g_slot_gen.size() && !g_uninit.peer_pc; s2++) {
                const uint32_t pb = g.blocks[s2].grid_block;
                if (s2 == slot || pb / g.cluster_blocks != gb / g.cluster_blocks)
                    continue;
                const Cell &pcell = g_cells[(size_t)s2 * g_words_per_block + w];
                const Access &st = pcell.last_plain;  /* a plain store (an atomic count is per block anyway) */
                if (pcell.gen != g_slot_gen[s2] || !st.clk || !st.write || (st.tid >> g.bt_shift) != pb)
                    continue;
                for (size_t w2 = 0; w2 < n; w2++) {
                    const Cell &own = cells[w2];
                    if (w2 == w || own.gen != gen || !own.last_plain.clk || !own.last_plain.write ||
                        own.last_plain.pc != st.pc || array_base(location_name(buffer, gb, w2 * 4, 4)) != base)
                        continue;
                    g_uninit.peer_pc = st.pc;
                    g_uninit.peer_block = pb;
                    break;
                }
            }
    }
    if (!g_uninit_flag.seen && buffer < 0 && !write && !atomic && size < 4 && !c.last_write.clk &&
        !c.last_plain.clk && (t->tid >> g.bt_shift) == g.blocks[slot].grid_block) {
        g_uninit_flag.seen = true;
        g_uninit_flag.slot = slot;
        g_uninit_flag.grid_block = g.blocks[slot].grid_block;
        g_uninit_flag.offset = offset;
        g_uninit_flag.word = offset / 4;
        g_uninit_flag.size = size;
        g_uninit_flag.pc = pc;
        g_uninit_flag.tid = t->tid;
    }
    if (!g_cas_suspects.empty())
        resolve_cas_suspects(c, t->tid, atomic && g.atomic_cas);
    /* A plain store after this thread's own load of the word (no store in
     * between, and no barrier or fence of the thread: its clock is the
     * load's): the two halves of a `+=`. (A re-read of a counter and, after
     * the merge's barriers, its reset are two accesses, not one update.) */
    /* The load comes before the store in the code, a few instructions back: a
     * load at a later address (a helper's `return buf[0]` and, called again,
     * its first `buf[i] = v`) is a read and a store with a barrier missing
     * between them, not one update (verdict state c12). */
    /* And the load is its site's latest one: a load in a loop that read this
     * word and then others into a register before the store is a read of
     * the word, not a `+=` of it (verdict literal a09: every lane sums its
     * warp's 32 words, then stores its own). */
    auto site_of = [](const void *site) { return ((uintptr_t)site >> 2) % Thread::kLoadSites; };
    const void *rmw_load_pc = nullptr;
    if (write && !atomic)
        for (const Access &r : c.reads)
            if (r.tid == t->tid && (r.mask & mask) && !r.atomic && r.clk == t->clk &&
                (uintptr_t)r.pc < (uintptr_t)pc && (uintptr_t)pc - (uintptr_t)r.pc < 1024) {
                const Thread::LoadSite &ls = t->load_sites[site_of(r.pc)];
                if (ls.pc == r.pc && (ls.buffer != buffer || ls.slot != slot || ls.offset != offset))
                    continue;  /* the site has read another word since */
                rmw_load_pc = r.pc;
            }
    if (!write && !atomic && g.cur)
        g.cur->load_sites[site_of(pc)] = Thread::LoadSite{pc, buffer, slot, offset};
    /* This `+=` confirms the lost update a record of another thread's `+=`
     * of the word against this thread's load only suspected. */
    if (rmw_load_pc)
        for (RaceRecord &r : g_races)
            if (r.plain_rmw && !r.rmw_confirmed && r.buffer == buffer && r.offset == offset &&
                (buffer >= 0 || r.grid_block == g.blocks[slot].grid_block) &&
                t->tid != (r.now.write ? r.now.tid : r.earlier.tid))
                r.rmw_confirmed = true;
    const Access now{pc, t->clk, t->tid, mask, (uint8_t)write, (uint8_t)atomic,
                     (uint8_t)(atomic && g.atomic_cta && !g.atomic_cta_norace ? (g.atomic_thread ? 2 : 1) : 0),
                     (uint8_t)(rmw_load_pc != nullptr),
                     (uint8_t)g.access_volatile, (uint8_t)(g.access_volatile && write && t->rel_vc),
                     (uint8_t)(g.access_volatile && write && t->rel_cta_vc),
                     (uint8_t)(atomic && write && g.atomic_store),
                     (uint8_t)(write && !c.last_write.clk && !c.last_plain.clk),
                     (uint8_t)(size < 255 ? size : 255)};
    const Access &w = c.last_write;
    /* Relaxed atomics order only their own word (PTX ISA, Memory Consistency
     * Model: causality order needs a release and an acquire pattern): an
     * atomic that reads a word another thread's atomic store gave its first
     * value in this launch, with nothing ordering that store before it, may
     * read the word before the store, unset memory (partials, temp_storage,
     * shared memory). A flag the host zeroed is not unset: polling it is how
     * a thread waits. */
    if (atomic && !now.xstore && w.clk && w.atomic && w.xstore && w.first && w.tid != t->tid &&
        (w.mask & mask) && (buffer < 0 || (buffer < g.nbuffers && (buf_kind(buffer) & kBufScratch)))) {
        if (!ordered(w, t)) {
            RaceRecord r{buffer, buffer < 0 ? g.blocks[slot].grid_block : 0, offset, size, w, now, false};
            r.stale = true;
            g.race_count++;
            push_race(r);
        } else if (!write) {
            for (RaceRecord &r : g_races)
                if (r.stale && r.now.tid == t->tid && r.now.pc == pc && r.earlier.tid == w.tid &&
                    r.earlier.clk == w.clk && r.buffer == buffer && r.offset == offset)
                    r.retried = true;
        }
    }
    /* An atomic load (no RMW) of a word that other threads updated with
     * atomics nothing orders before it, after this thread polled a word
     * that one of those writers updated after its update: message passing
     * made of relaxed atomics. No data race, but the poll orders nothing
     * (PTX ISA, Memory Consistency Model: causality order needs a release
     * and an acquire pattern), so the load may miss the update. */
    if (atomic && !write && w.clk && w.atomic &&
        (buffer < 0 || (buffer < g.nbuffers && (buf_kind(buffer) & kBufScratch)))) {
        const Thread::Poll self{buffer, buffer < 0 ? slot : 0, (uint32_t)(offset / 4), pc, false};
        /* (only when the thread polled a word other than this one: a spin's
         * own reads, the hot case, skip the search) */
        bool waited_elsewhere = false;
        for (uint32_t i = 0; i < t->npolls; i++) {
            const Thread::Poll &p = t->polls[i];
            waited_elsewhere |= !p.written && !(p.buffer == self.buffer && p.slot == self.slot && p.word == self.word);
        }
        for (size_t k = 0; waited_elsewhere && k < c.atomic_writes.size(); k++) {
            const Access &a = c.atomic_writes[k];
            if (a.tid == t->tid || !(a.mask & mask) || ordered(a, t))
                continue;
            RaceRecord r{buffer, buffer < 0 ? g.blocks[slot].grid_block : 0, offset, size, a, now, false};
            find_signal(r, a, &self);
            if (!r.signal_pc)
                continue;
            r.stale = r.relaxed_mp = true;
            g.race_count++;
            push_race(r);
            break;
        }
    }
    const bool w_races = w.clk && (w.mask & mask) && !morally_strong(w, now) && !ordered(w, t);
    /* A plain load after atomics of other threads that nothing orders before
     * it, where the newest atomic (last_write) is ordered before it: the
     * older ones race with the load all the same (CUDA Programming Guide,
     * Synchronization Functions: a block-mate's atomicAdd into a shared total
     * read by thread 0 with no __syncthreads() between; which one came last
     * depends on the schedule). A CAS loop's first load stays exempt. */
    if (!w_races && !write && !atomic && w.clk && w.atomic)
        for (const Access &a : c.atomic_writes)
            if (a.tid != t->tid && (a.mask & mask) && !morally_strong(a, now) && !ordered(a, t)) {
                suspect_cas(c, t->tid, buffer, slot, offset, size, a, now);
                break;
            }
    if (w_races) {
        const bool plain_ww = write && !atomic && !w.atomic;
        if (plain_ww && buffer >= 0 && (buf_kind(buffer) & kBufOutput)) {
            /* Several threads storing an output: check_finish_launch says so. */
        } else if (plain_ww && buffer >= 0 && word) {
            uint32_t old;
            memcpy(&old, word, 4);
            g_pending_values.push_back(PendingValue{
                word, old, (uint8_t)(w.mask & mask),
                RaceRecord{buffer, 0, offset, size, w, now, w.rmw && rmw_load_pc}});
            g_pending_values.back().race.rmw_confirmed = true;  /* both sides stored after their loads */
        } else if (w.atomic && !write && !atomic) {
            suspect_cas(c, t->tid, buffer, slot, offset, size, w, now);  /* a CAS loop's first load? */
        } else {
            /* this load, or this `+=`'s store, against another thread's `+=` */
            const bool rmw = w.rmw && !write && pc == c.rmw_load_pc;
            report_race(buffer, slot, offset, size, w, now, rmw);
        }
    }
    /* A plain store and an atomic of another thread on one word conflict
     * (PTX ISA, Memory Consistency Model: a weak write and an atomic are
     * not morally strong), also when atomics came between them. */
    const Access &p = c.last_plain;
    if (atomic && p.clk && !(w.clk && !w.atomic) && (p.mask & mask) && !ordered(p, t))
        report_race(buffer, slot, offset, size, p, now);
    if (write) {
        for (const Access &r : c.reads)
            if ((r.mask & mask) && !morally_strong(r, now) && !ordered(r, t)) {
                if (atomic && !r.atomic)
                    suspect_cas(c, r.tid, buffer, slot, offset, size, r, now);
                else
                    report_race(buffer, slot, offset, size, r, now, rmw_load_pc && r.pc == rmw_load_pc);
            }
        if (!atomic) {
            c.rel = nullptr;  /* a plain store ends the word's release sequence */
            c.rel_cta = nullptr;
            c.atomic_writes.clear();
        } else {
            size_t keep = 0;
            for (size_t i = 0; i < c.atomic_writes.size(); i++)
                if (!ordered(c.atomic_writes[i], t))
                    c.atomic_writes[keep++] = c.atomic_writes[i];
            c.atomic_writes.resize(keep);
            if (c.atomic_writes.size() >= 16)  /* a word every thread adds into: keep it cheap */
                c.atomic_writes.erase(c.atomic_writes.begin());
            c.atomic_writes.push_back(now);
        }
        c.last_write = now;
        /* a volatile store is strong (relaxed, system scope): later atomics
         * of other threads on the word do not race with it */
        if (!atomic && !g.access_volatile)
            c.last_plain = now;
        c.rmw_load_pc = rmw_load_pc;
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

/* A thread of block `slot` read the word a peer's remote write `w` left:
 * that access is done (g_remote_seen). */
static void note_remote_seen(uint32_t slot, uint32_t tid, uint32_t clk)
{
    const uint32_t block = tid >> g.bt_shift;
    for (uint32_t s = 0; s < g.window; s++) {
        if (g.blocks[s].grid_block != block)
            continue;
        const size_t i = (size_t)slot * g.threads.size() + (size_t)s * g.block_threads + (tid & g.bt_mask);
        if (i < g_remote_seen.size() && g_remote_seen[i] < clk)
            g_remote_seen[i] = clk;
        return;
    }
}

/* A strong read of a word: remember it as one the thread polls. */
static void note_poll(Thread *t, int buffer, uint32_t slot, uint32_t word, const void *pc)
{
    if (t->npolls && t->polls[0].buffer == buffer && t->polls[0].slot == slot && t->polls[0].word == word) {
        t->polls[0].pc = pc;
        t->polls[0].written = false;
        return;
    }
    for (uint32_t i = Thread::kPolls - 1; i > 0; i--)
        t->polls[i] = t->polls[i - 1];
    t->polls[0] = Thread::Poll{buffer, slot, word, pc, false};
    if (t->npolls < Thread::kPolls)
        t->npolls++;
}

/* The thread wrote a word it had polled: that read was the first half of
 * an update (a CAS loop's load), no wait, until it polls the word again. */
static void note_poll_written(Thread *t, int buffer, uint32_t slot, uint32_t word)
{
    for (uint32_t i = 0; i < t->npolls; i++)
        if (t->polls[i].buffer == buffer && t->polls[i].slot == slot && t->polls[i].word == word)
            t->polls[i].written = true;
}

/* A word's list of peer atomics is full (a long mbarrier pipeline: every
 * peer thread arrives on the owner's barrier round after round): keep one
 * entry per thread, its latest (what g_remote_seen and find_signal use of
 * a thread: its largest clock), so the arrives of the last rounds are still
 * recorded (review1 m05: without this they were dropped, and a correct owner
 * that waited for the last phase was reported as exiting too early). */
static void compact_remote_atomics(Cell &c)
{
    std::unordered_map<uint32_t, size_t> at;
    size_t keep = 0;
    for (size_t k = 0; k < c.remote_atomics.size(); k++) {
        const auto &a = c.remote_atomics[k];
        const void *apc = k < c.remote_atomic_pcs.size() ? c.remote_atomic_pcs[k] : nullptr;
        const auto it = at.find(a.first);
        if (it == at.end()) {
            at[a.first] = keep;
            c.remote_atomics[keep] = a;
            if (keep < c.remote_atomic_pcs.size())
                c.remote_atomic_pcs[keep] = apc;
            keep++;
        } else if (c.remote_atomics[it->second].second <= a.second) {
            c.remote_atomics[it->second].second = a.second;
            if (it->second < c.remote_atomic_pcs.size())
                c.remote_atomic_pcs[it->second] = apc;
        }
    }
    c.remote_atomics.resize(keep);
    if (c.remote_atomic_pcs.size() > keep)
        c.remote_atomic_pcs.resize(keep);
}

void check_shared(uint32_t slot, uintptr_t offset, unsigned size, bool write, bool atomic, const void *pc)
{
    /* A range access (memcpy of an array) may run past this block's bytes. */
    const uintptr_t end = offset + size < g.save_stride ? offset + size : g.save_stride;
    for (uintptr_t w = offset / 4; w * 4 < end; w++) {
        Cell &c = g_cells[slot * g_words_per_block + w];
        const bool fresh = c.gen != g_slot_gen[slot];
        const Access seen = fresh ? Access{} : c.last_write;
        check_cell(c, g_slot_gen[slot], -1, slot, word_mask(w, offset, end), write, atomic, pc, size, offset,
                   nullptr);
        Thread *t = g.cur;
        if (!write && (atomic || g.access_volatile))
            note_poll(t, -1, slot, (uint32_t)w, pc);
        else if (write)
            note_poll_written(t, -1, slot, (uint32_t)w);
        /* A thread of the block that owns this shared memory (not a peer
         * through map_shared_rank) also takes part in block-scope release
         * and acquire. */
        const bool own = (t->tid >> g.bt_shift) == g.blocks[slot].grid_block;
        if (!own && atomic && g.atomic_bitwise64) {
            /* Not a CUDA rule: measured. On an H100 (CUDA 13.0, driver 580)
             * 64-bit atomicOr and atomicAnd from 4 blocks into block 0's shared
             * memory through map_shared_rank kept only 2 of the 4 updates, in
             * 20 of 20 launches; 32-bit ones and 64-bit add/min/max were right
             * (tests/gpu/dsmem_atomics64.cu, docs/verify-verdict-gpu). */
            std::vector<const void *> pcs;
            add_diag_once("dsmem bitwise64", reinterpret_cast<uintptr_t>(pc), P34_EXIT_WRONG,
                          "a 64-bit atomicOr/atomicAnd on " +
                              shared_location(g.blocks[slot].grid_block, offset, size) +
                              " (another block's shared memory, through map_shared_rank) by " +
                              thread_name(t->tid) + " at " + pc_ref(pcs, pc, false) +
                              ": on an H100 these lose updates (measured: in 20 of 20 launches of "
                              "tests/gpu/dsmem_atomics64.cu two of four blocks' updates were lost), "
                              "though the CUDA documentation allows them.\n  Use the 32-bit "
                              "atomicOr/atomicAnd (unsigned int) on distributed shared memory, or "
                              "combine in the block's own shared memory first.",
                          pcs);
        }
        if (fresh || (write && !atomic))
            c.remote_atomics.clear(), c.remote_atomic_pcs.clear();
        if (!g_remote_seen.empty()) {
            if (own && (!write || atomic)) {
                if (seen.clk && (seen.tid >> g.bt_shift) != g.blocks[slot].grid_block)
                    note_remote_seen(slot, seen.tid, seen.clk);
                for (const auto &a : c.remote_atomics)
                    note_remote_seen(slot, a.first, a.second);
            }
            if (!own && atomic) {
                if (c.remote_atomics.size() >= 4096)
                    compact_remote_atomics(c);
                if (c.remote_atomics.size() < 4096) {
                    c.remote_atomics.push_back({t->tid, t->clk});
                    c.remote_atomic_pcs.push_back(pc);
                }
            }
        }
        if (atomic && !g.atomic_cta) {
            /* Release and acquire through an atomic on shared memory (a
             * flag in a peer's shared memory), as global_atomic_sync does. */
            if (c.rel)
                t->acq_pending = join_clocks(t->acq_pending, c.rel);
            if (own && c.rel_cta)
                t->acq_pending = join_clocks(t->acq_pending, c.rel_cta);
            if (t->rel_vc)
                c.rel = join_clocks(c.rel, t->rel_vc);
            if (own && t->rel_cta_vc)
                c.rel_cta = join_clocks(c.rel_cta, t->rel_cta_vc);
        } else if (atomic) {
            /* atomic*_block: within its block, release and acquire at block scope */
            if (own && c.rel_cta)
                t->acq_pending = join_clocks(t->acq_pending, c.rel_cta);
            if (own && t->rel_cta_vc)
                c.rel_cta = join_clocks(c.rel_cta, t->rel_cta_vc);
        } else if (g.access_volatile) {
            /* A volatile load reads like a relaxed atomic (acquired at the
             * reader's next fence); a volatile store starts a new release
             * sequence with what its thread's last fence released. */
            if (!write && c.rel)
                t->acq_pending = join_clocks(t->acq_pending, c.rel);
            if (!write && own && c.rel_cta)
                t->acq_pending = join_clocks(t->acq_pending, c.rel_cta);
            if (write) {
                c.rel = t->rel_vc;
                c.rel_cta = own ? t->rel_cta_vc : nullptr;
            }
        }
    }
}

/* An atomic read-modify-write of a global word: the read picks up the
 * clock of the word's release sequence (acquired at the thread's next
 * fence), the write adds what the thread's last __threadfence() released. */
void global_atomic_sync(int buffer, uintptr_t word, bool write, const void *pc)
{
    Thread *t = g.cur;
    AtomicSync &s = g_atomic_sync[buffer][word];
    if (s.gen != g_launch_gen) {
        s.gen = g_launch_gen;
        s.rel = nullptr;
        s.rel_cta.clear();
    }
    /* A plain atomic store (cuda::atomic_ref::store, st.relaxed) reads
     * nothing and starts a new release sequence: only read-modify-writes
     * continue the one before it (PTX ISA, Memory Consistency Model: release
     * sequence), so a later reader of its value acquires this thread's
     * releases only. An atomic load releases nothing and counts nothing. */
    if (g.atomic_plain_store) {
        s.rel = g.atomic_cta ? nullptr : t->rel_vc;
        s.rel_cta.clear();
        cta_release(s, t);
        if (!g_store_ticket_pc && (buf_kind(buffer) & kBufCounter))
            g_store_ticket_pc = pc;
        return;
    }
    /* A block-scope atomic synchronizes with nothing outside its block
     * (PTX ISA: release and acquire patterns need morally strong
     * operations); its race with other blocks' atomics is reported. */
    if (s.rel && !g.atomic_cta)
        t->acq_pending = join_clocks(t->acq_pending, s.rel);
    cta_acquire(s, t);  /* atomics of any scope are strong within one block */
    if (!write)
        return;
    if (t->rel_vc && !g.atomic_cta)
        s.rel = join_clocks(s.rel, t->rel_vc);
    cta_release(s, t);
    if (g.atomic_store && !g_store_ticket_pc && (buf_kind(buffer) & kBufCounter))
        g_store_ticket_pc = pc;
    Ticket &tk = g_tickets[t->tid >> g.bt_shift];
    if (tk.pc && !g.atomic_store && tk.on_counter && tk.buffer == buffer && tk.word == word && tk.tid != t->tid)
        tk.extra++;
    if (!tk.pc && !g.atomic_store) {  /* an atomicExch publishes a value; it counts nothing */
        tk.cta = g.atomic_cta;
        tk.pc = pc;
        tk.tid = t->tid;
        tk.clk = t->clk;
        tk.fence_pc = t->fence_pc;
        tk.fence_clk = t->fence_clk;
        tk.weak_fence_pc = t->weak_fence_pc;
        tk.weak_fence_what = t->weak_fence_what;
        tk.acq_fence_pc = t->acq_fence_pc;
        tk.seq = ++g_ticket_seq;
        tk.on_counter = (buf_kind(buffer) & kBufCounter);
        tk.buffer = buffer;
        tk.word = word;
    }
}

void track_output(uintptr_t word, bool write, bool atomic, const void *pc)
{
    if (word >= P34_MAX_OUTPUT)
        return;
    OutputTrack &o = g_out[word];
    const Thread *t = g.cur;
    if (!o.stored && (atomic || !write) && !o.rmw_uninit && !(atomic && write && g.atomic_store)) {
        o.rmw_uninit = true;
        o.rmw_atomic = atomic;
        o.rmw_pc = pc;
        o.rmw_tid = t->tid;
    }
    if (!write)
        return;
    o.stored = true;
    o.last_pc = pc;
    o.last_tid = t->tid;
    /* An atomic read-modify-write (atomicAdd into the output) accumulates and
     * is not a store of the output's value; a pure atomic store
     * (atomic_ref::store, atomicExch, st.relaxed/.release) is: several threads
     * storing one output that way break "each output element is stored by
     * exactly one thread" (docs/SPEC.md) as plain stores do. */
    if (atomic && !g.atomic_store)
        return;
    for (const OutputTrack::Writer &w : o.writers)
        if (w.tid == t->tid)
            return;
    o.writer_count++;
    if (o.writers.size() < 64)
        o.writers.push_back(OutputTrack::Writer{t->tid, pc, t->elected});
}

/* A write by the current thread to global word (buffer, word): a lock's
 * release when the thread took the word with its last atomicCAS/atomicExch. */
void note_lock_write(int buffer, uintptr_t word, bool atomic)
{
    Thread *t = g.cur;
    if (!t)
        return;
    const bool release = !atomic || g.atomic_store || g.atomic_plain_store;
    if (release && t->lock_launch == g.launch && t->lock_buffer == buffer && t->lock_word == word) {
        LockWord *lw = nullptr;
        for (LockWord &x : g_lock_words)
            if (x.buffer == buffer && x.word == word)
                lw = &x;
        if (!lw) {
            g_lock_words.push_back(LockWord{buffer, word, 0, UINT32_MAX});
            lw = &g_lock_words.back();
        }
        if (lw->last_tid != t->tid) {
            lw->releasers++;
            lw->last_tid = t->tid;
        }
    }
    if (atomic && (g.atomic_cas || (g.atomic_store && !g.atomic_plain_store))) {
        t->lock_buffer = buffer;
        t->lock_word = word;
        t->lock_launch = g.launch;
    }
}

bool any_lock_word()
{
    for (const LockWord &x : g_lock_words)
        if (x.releasers >= 2)
            return true;
    return false;
}

bool is_lock_word(int buffer, uintptr_t word)
{
    for (const LockWord &x : g_lock_words)
        if (x.buffer == buffer && x.word == word && x.releasers >= 2)
            return true;
    return false;
}

/* A race between two blocks of a grid without clusters neither of which took
 * a ticket other than a lock's acquire: the last-block advice does not apply. */
bool lock_race(const RaceRecord &r)
{
    if (g_lock_words.empty() || g_tickets.empty())
        return false;
    auto real_ticket = [](uint32_t b) {
        const Ticket &tk = g_tickets[b];
        return tk.pc && !(tk.buffer >= 0 && is_lock_word(tk.buffer, tk.word));
    };
    return any_lock_word() && !real_ticket(r.now.tid >> g.bt_shift) && !real_ticket(r.earlier.tid >> g.bt_shift);
}

void check_global_race(int buffer, uintptr_t offset, unsigned size, bool write, bool atomic, const void *pc)
{
    const Buffer &b = g.buffers[buffer];
    std::vector<Cell> &cells = g_global_cells[buffer];
    const size_t words = (b.hi - b.lo + 3) / 4;
    if (cells.size() < words) {
        cells.resize(words);
        g_atomic_sync[buffer].resize(words, AtomicSync{0, nullptr, {}});
    }
    const bool is_output = buf_kind(buffer) & kBufOutput;
    const uintptr_t end = offset + size;
    for (uintptr_t w = offset / 4; w * 4 < end; w++) {
        unsigned char *word = reinterpret_cast<unsigned char *>(b.lo + w * 4);
        check_cell(cells[w], g_launch_gen, buffer, 0, word_mask(w, offset, end), write, atomic, pc, size,
                   offset, word);
        if (is_output)
            track_output(w, write, atomic, pc);
        if (!atomic && ((buf_kind(buffer) & kBufCounter) || own_counter_candidate(buffer)) && !g_plain_ticket_store_pc) {
            if (!write && (!g_plain_ticket_load_pc || g_plain_ticket_buffer != buffer)) {
                g_plain_ticket_load_pc = pc;
                g_plain_ticket_tid = g.cur->tid;
                g_plain_ticket_buffer = buffer;
            } else if (write && g_plain_ticket_load_pc && g_plain_ticket_tid == g.cur->tid &&
                       g_plain_ticket_buffer == buffer) {
                g_plain_ticket_store_pc = pc;
            }
        }
        if (!write && (atomic || g.access_volatile))
            note_poll(g.cur, buffer, 0, (uint32_t)w, pc);
        else if (write)
            note_poll_written(g.cur, buffer, 0, (uint32_t)w);
        if (write)
            note_lock_write(buffer, w, atomic);
        if (atomic) {
            global_atomic_sync(buffer, w, write, pc);
        } else if (g.access_volatile) {
            /* volatile: relaxed, system scope (see check_shared) */
            AtomicSync &s = g_atomic_sync[buffer][w];
            if (s.gen != g_launch_gen) {
                s.gen = g_launch_gen;
                s.rel = nullptr;
                s.rel_cta.clear();
            }
            Thread *t = g.cur;
            if (!write) {
                if (s.rel)
                    t->acq_pending = join_clocks(t->acq_pending, s.rel);
                cta_acquire(s, t);
            } else {
                s.rel = t->rel_vc;
                s.rel_cta.clear();
                cta_release(s, t);
            }
        } else if (write) {
            AtomicSync &s = g_atomic_sync[buffer][w];
            s.rel = nullptr;  /* a plain store ends the word's release sequence */
            s.rel_cta.clear();
        }
    }
}

/* Whether t is ordered after the start of grid block `block`: a block's
 * start comes before everything its threads do, so any entry of that block
 * in t's clock (from a cluster barrier, or a flag it acquired) orders it; so
 * does any completed cluster barrier wait of t's, relaxed arrivals included
 * (cluster_wait, sim/device.cpp). */
bool knows_started(const Thread *t, uint32_t block)
{
    if (t->cluster_started)
        return true;
    const uint32_t *c = t->vc[block];
    if (c == g_zero_chunk)
        return false;
    for (uint32_t i = 0; i < g.block_threads; i++)
        if (c[i])
            return true;
    return false;
}

void check_remote(uint32_t slot, uintptr_t off, unsigned size, bool write, const void *pc)
{
    const Thread *t = g.cur;
    if (g.cluster_blocks <= 1)
        return;
    const uint32_t peer = g.blocks[slot].grid_block;
    if (!g.blocks[slot].exited && !knows_started(t, peer)) {
        /* A block's start is a write of its whole shared memory, ordered
         * before its own threads only: a peer's access not ordered after it
         * by a cluster barrier races with it. The CUDA Programming Guide
         * (Distributed Shared Memory) calls cluster.sync() first "to ensure
         * all the thread blocks have started executing"; compute-sanitizer
         * racecheck on an H100 reports such an access as "located in a block
         * that might not have entered yet". */
        std::vector<const void *> pcs;
        g.race_count++;
        add_diag_once("peer not started", reinterpret_cast<uintptr_t>(pc), P34_EXIT_WRONG,
                      "shared-memory data race on " + shared_location(peer, off, size) +
                          " through map_shared_rank: " + thread_name(t->tid) + (write ? " writes" : " reads") +
                          " it before block " + std::to_string(peer) + " is known to have started\n  " +
                          thread_name(t->tid) + (write ? " writes" : " reads") + " it at " +
                          pc_ref(pcs, pc, false) + ", and no cluster barrier orders this after block " +
                          std::to_string(peer) + " started: a block of the cluster may start later than its "
                          "peers, and its start (its shared memory coming into being) races with the access.\n"
                          "  Call cluster.sync() (cluster_sync()) before touching a peer's shared memory, so "
                          "that every block of the cluster has started.",
                      pcs);
    }
    if (g.blocks[slot].exited) {
        for (auto &r : g_after_exit_reported)
            if (r.first == pc && r.second == slot)
                return;
        g_after_exit_reported.push_back({pc, slot});
        std::vector<const void *> pcs;
        /* An illegal address on a GPU (the H100 faulted, exit 5): the same
         * exit code here, so both backends give one verdict. */
        add_diag(P34_EXIT_FAULT,
                 "distributed shared memory: " + thread_name(t->tid) + (write ? " writes" : " reads") +
                     " the shared memory of block " + std::to_string(g.blocks[slot].grid_block) +
                     " through map_shared_rank at " + pc_ref(pcs, pc, false) +
                     " after that block has exited; on a GPU this is an illegal memory access.\n  Keep every "
                     "block alive until its peers are done with its shared memory: end the kernel with "
                     "cluster_sync() (or cluster_arrive() after the last access and cluster_wait() before the "
                     "block exits).",
                 pcs);
        return;
    }
    const size_t i = (size_t)slot * g.threads.size() + t->idx;
    g_remote_clk[i] = t->clk;
    g_remote_pc[i] = pc;
    g_remote_write[i] = write;
}

/* The one puzzle buffer that pc's source line indexes by name (`partials[`,
 * `partials +`), or nullptr when the line names none or several. */
static const Buffer *buffer_indexed_at(const void *pc)
{
    const std::string line = site_source_line(pc);
    const Buffer *named = nullptr;
    int count = 0;
    for (int i = 0; i < g.nbuffers; i++)
        if (uses_word(line, g.buffers[i].name, "[+-"))
            named = &g.buffers[i], count++;
    return count == 1 ? named : nullptr;
}

/* The index of address a in buffer b's elements, rounded down. */
static long long index_in(const Buffer &b, uintptr_t a)
{
    long long k = ((long long)a - (long long)b.lo) / (long long)b.elem;
    if (a < b.lo && ((b.lo - a) % b.elem))
        k--;
    return k;
}

/* The input's words keep their last 4 unordered readers (see check_access). */
void trim_input_readers(uintptr_t offset, unsigned size)
{
    std::vector<Cell> &cells = g_global_cells[0];
    for (uintptr_t w = offset / 4; w * 4 < offset + size && w < cells.size(); w++) {
        std::vector<Access> &r = cells[w].reads;
        if (r.size() > 4)
            r.erase(r.begin(), r.end() - 4);
    }
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
    /* A far miss (more than a redzone from the nearest buffer): the address
     * alone does not say which buffer's pointer it came from (a
     * `partials[blockIdx.x * SIZE]` past partials can be nearer to counter).
     * The buffer the faulting line indexes by name (`partials[`, `partials +`),
     * if exactly one, is named; the others follow with the index the address
     * is in each. */
    const Buffer *nearest = near;
    const bool far = best > 64 * 1024 && g.nbuffers > 1;
    if (far)
        if (const Buffer *named = buffer_indexed_at(pc))
            near = named;
    const long long index = index_in(*near, a);
    std::vector<const void *> pcs;
    const size_t elements = (near->hi - near->lo) / near->elem;
    std::string text = "out-of-bounds " + std::string(write ? "write" : "read") + " of " + near->name + "[" +
                       std::to_string(index) + "] (" + near->name + " has " + std::to_string(elements) +
                       (elements == 1 ? " element" : " elements") + ") by " +
                       thread_name(g.cur->tid) + " at " + pc_ref(pcs, thread_site(*g.cur, pc), false) +
                       "; on a GPU this is an illegal memory access."
                       + oob_loop_hint(pc);
    if (far) {
        std::string others;
        for (int i = 0; i < g.nbuffers; i++) {
            const Buffer &b = g.buffers[i];
            if (&b == near)
                continue;
            others += std::string(others.empty() ? "" : ", ") + b.name + "[" + std::to_string(index_in(b, a)) + "]";
        }
        const uintptr_t d = a < near->lo ? near->lo - a : a - near->hi;
        text += "\n  The address is " + std::to_string(d) + " bytes " + (a < near->lo ? "before " : "past the end of ") +
                near->name + (near == nearest ? ", the nearest buffer" : ", the buffer the line indexes") +
                "; p34 sees the address, not the pointer it came from, so it may as well be " + others +
                ": check the index of whichever buffer the line uses.";
    }
    add_diag(P34_EXIT_FAULT, text, pcs);
    abort_launch(P34_EXIT_FAULT);
}

/* A fault at an address in no mapping (runtime.cpp's signal handler) whose
 * line indexes exactly one of the puzzle's buffers, at a whole element of
 * it: the out-of-bounds index, named as check_global names one inside the
 * arena's guards. The guards cover 1 GiB on either side under the
 * runner's 16 GiB address-space cap, so `temp_storage[r]` with an unsigned r
 * that wrapped to 4294967295 (16 GiB on) faults instead (verdict ub i03,
 * i04). "" when the line names no buffer, or several. */
}  // namespace

void note_sync_object(const void *addr, unsigned size)
{
    const uintptr_t a = reinterpret_cast<uintptr_t>(addr);
    if (a - g.shared_lo >= g.shared_len || g.live_block < 0)
        return;
    const uint32_t block = g.blocks[g.live_block].grid_block;
    const uintptr_t lo = a - g.shared_lo;
    for (const SyncObject &o : g_sync_objects)
        if (o.grid_block == block && o.lo == lo)
            return;
    g_sync_objects.push_back(SyncObject{block, lo, lo + size});
}

void flush_pending_counter_diag()
{
    flush_pending_counter();
}
std::string far_miss_text(uintptr_t a, const void *pc, const Thread &t, std::vector<const void *> &pcs)
{
    const Buffer *named = a < 65536 ? nullptr : buffer_indexed_at(pc);
    if (!named || (a - named->lo) % named->elem)
        return "";
    const long long index = index_in(*named, a);
    const long long elements = (long long)((named->hi - named->lo) / named->elem);
    if (index >= 0 && index < elements)
        return "";
    std::string text = "out-of-bounds access of " + std::string(named->name) + "[" + std::to_string(index) + "] (" +
                       named->name + " has " + std::to_string(elements) + (elements == 1 ? " element" : " elements") +
                       ") by " + thread_name(t.tid) + " at " + pc_ref(pcs, thread_site(t, pc), false) +
                       "; on a GPU this is an illegal memory access." + oob_loop_hint(pc);
    if (index >= 2147483648LL && index < 4294967296LL)
        text += "\n  " + std::to_string(index) + " is " + std::to_string(index - 4294967296LL) +
                " as a 32-bit unsigned number: an unsigned index (or size_t, or unsigned arithmetic) that went "
                "below 0 wraps around instead, and a test like `i >= 0` on it is always true.";
    return text;
}
namespace {

/* An access to shared memory must lie inside one __shared__ variable; the
 * 4 KiB alignment of each (cuda_sim.h) leaves gaps where an index past the
 * end, or before the start, lands. Outside every variable: reported like a
 * GPU's out-of-bounds access, and the launch ends. */
void shared_out_of_bounds(uint32_t slot, uintptr_t off, unsigned size, bool write, bool remote, const void *pc)
{
    const std::vector<SharedVar> &v = g.shared_vars;
    size_t after = 0;
    while (after < v.size() && v[after].lo <= off)
        after++;
    /* The variable the access was meant for: the nearer of the one before
     * (an index past its end) and the one after (a negative index). */
    const SharedVar *near = after > 0 ? &v[after - 1] : &v[0];
    if (after > 0 && after < v.size() && off + size <= v[after].lo) {
        const uintptr_t past = off - (v[after - 1].lo + v[after - 1].size);
        if (v[after].lo - (off + size) < past)
            near = &v[after];
    } else if (after == 0) {
        near = &v[0];
    }
    /* In the gap between two variables the address alone does not say which
     * one the pointer came from: a float4 view of `vals` indexed far past its
     * end lands just before the next variable (dsmem hunt s05), read as a
     * negative index of that one. Then the line decides: the previous
     * variable when it indexes that one by name and not the next; when it
     * names neither, the report gives both readings. */
    const SharedVar *other = nullptr;
    bool named = true;
    if (after > 0 && after < v.size() && near == &v[after] && off >= v[after - 1].lo + v[after - 1].size) {
        other = &v[after - 1];
        const std::string line = site_source_line(pc);
        const bool n_near = uses_word(line, near->name, "[+-"), n_other = uses_word(line, other->name, "[+-");
        if (n_other && !n_near)
            std::swap(near, other);
        named = n_near || n_other;
    }
    const long long rel = (long long)off - (long long)near->lo;
    std::vector<const void *> pcs;
    const Thread *t = g.cur;
    if (near->size == 0 && rel >= 0) {
        /* extern __shared__ (cuda_sim.h): p34 passes 0 bytes of dynamic
         * shared memory at launch (the third <<<>>> argument). */
        const std::string index = size ? std::to_string(rel / (long long)size) : std::to_string(rel);
        add_diag(P34_EXIT_FAULT,
                 "out-of-bounds " + std::string(write ? "write" : "read") + " of shared memory `" + near->name +
                     "[" + index + "]` by " + thread_name(t->tid) + " at " + pc_ref(pcs, thread_site(*t, pc), false) + ": " +
                     near->name + " is an `extern __shared__` array (dynamic shared memory), and p34 launches "
                     "every kernel with 0 bytes of dynamic shared memory, so it has no element; on a GPU this is "
                     "an illegal memory access.\n  Declare a fixed-size array instead, e.g. `__shared__ float " +
                     near->name + "[TPB];`.",
                 pcs);
        abort_launch(P34_EXIT_FAULT);
    }
    std::string where, extent;
    if (size && near->size % size == 0 && rel % (long long)size == 0) {
        const long long elems = (long long)(near->size / size);
        where = near->name + "[" + std::to_string(rel / (long long)size) + "]";
        extent = near->name + " has " + std::to_string(elems) + (elems == 1 ? " element" : " elements") + " of " +
                 std::to_string(size) + (size == 1 ? " byte" : " bytes");
    } else {
        where = near->name + (rel < 0 ? " - " : " + ") + std::to_string(rel < 0 ? -rel : rel) + " bytes";
        extent = near->name + " is " + std::to_string(near->size) + " bytes; the access is " + std::to_string(size) +
                 (size == 1 ? " byte" : " bytes");
    }
    std::string text = "out-of-bounds " + std::string(write ? "write" : "read") + " of shared memory `" + where +
                       "` (" + extent + ") by " + thread_name(t->tid) + " at " + pc_ref(pcs, thread_site(*t, pc), false);
    if (remote)
        text += ", in the shared memory of block " + std::to_string(g.blocks[slot].grid_block) +
                " through map_shared_rank";
    text += "; on a GPU this is an illegal memory access or reads another variable's bytes.";
    if (other && !named) {
        const SharedVar &before = near->lo < other->lo ? *near : *other, &next = near->lo < other->lo ? *other : *near;
        text += "\n  The address is " + std::to_string(off - (before.lo + before.size)) + " bytes past the end of `" +
                before.name + "` and " + std::to_string(next.lo - (off + size)) + " bytes before `" + next.name +
                "`; p34 sees the address, not the pointer it came from, so check the index of whichever array "
                "the pointer on this line points into.";
    }
    text += "\n  Index a __shared__ array only within its bounds (0 to its length - 1)." + oob_loop_hint(pc);
    add_diag(P34_EXIT_FAULT, text, pcs);
    abort_launch(P34_EXIT_FAULT);
}

/* Static shared memory has a limit per kernel: ptxas (CUDA 13, sm_90 and
 * sm_90a) refuses an entry function whose __shared__ variables add up to
 * more than 0x38c00 bytes for sm_90a, the 227 KB of shared memory a block of
 * compute capability 9.0 may have ("uses too much shared data (0x40000
 * bytes, 0x38c00 max)"; PG Technical Specifications), and more than 0xc000
 * (48 KB) for sm_90. The simulator builds such a
 * kernel file, so the first launch whose kernel has accessed __shared__
 * variables of more than that in all (each counted once, whole: ptxas
 * counts every variable the kernel uses, so this is a lower bound of its
 * count) ends as the build on the GPU would have. Between 48 KB and 227 KB
 * ptxas builds it for sm_90a (p34's default target) and refuses it for
 * sm_90; the Programming Guide asks for dynamic shared memory above 48 KB,
 * but what a launch of the sm_90a build then does is not judged here. */
constexpr size_t kStaticSharedLimit = 0x38c00;

[[gnu::noinline]] void note_shared_use(size_t var, const void *pc)
{
    if (g.shared_used.size() != g.shared_vars.size())
        g.shared_used.assign(g.shared_vars.size(), 0);
    g.shared_used[var] = 1;
    g.shared_used_bytes += g.shared_vars[var].size;
    if (g.shared_used_bytes <= kStaticSharedLimit)
        return;
    std::vector<size_t> used;
    for (size_t i = 0; i < g.shared_vars.size(); i++)
        if (g.shared_used[i])
            used.push_back(i);
    std::sort(used.begin(), used.end(),
              [](size_t a, size_t b) { return g.shared_vars[a].size > g.shared_vars[b].size; });
    std::string list;
    for (size_t k = 0; k < used.size(); k++) {
        if (k == 4) {
            list += ", ...";
            break;
        }
        list += (k ? ", `" : "`") + g.shared_vars[used[k]].name + "` " + std::to_string(g.shared_vars[used[k]].size);
    }
    char hex[32];
    snprintf(hex, sizeof hex, "0x%zx", g.shared_used_bytes);
    std::vector<const void *> pcs;
    const std::string text =
        "too much static shared memory: this kernel's __shared__ variables take at least " +
        std::to_string(g.shared_used_bytes) + " bytes (" + list + "), more than the 227 KB (232448 bytes) of shared "
        "memory a block can have; " + thread_name(g.cur->tid) + " reached the last of them at " + pc_ref(pcs, pc, false) +
        ".\n  nvcc does not build this kernel for the GPU (ptxas: \"uses too much shared data (" + hex +
        " bytes, 0x38c00 max)\" for sm_90a, 0xc000 max for sm_90; CUDA Programming Guide, Technical Specifications: "
        "compute capability 9.0 gives a block at most 227 KB of shared memory, and more than 48 KB only as dynamic "
        "shared memory). Size each __shared__ array for one block (TPB elements, the block's slice of the input), not for the whole input.";
    add_diag(P34_EXIT_FAULT, text, pcs);
    abort_launch(P34_EXIT_FAULT);
}

/* The first access of a launch to __shared__ variable `var` counts its size. */
__attribute__((always_inline)) inline void mark_shared_used(size_t var, const void *pc)
{
    if (__builtin_expect(var >= g.shared_used.size() || !g.shared_used[var], 0))
        note_shared_use(var, pc);
}

__attribute__((always_inline)) inline void check_shared_bounds(uint32_t slot, uintptr_t off, unsigned size,
                                                               bool write, bool remote, const void *pc)
{
    const std::vector<SharedVar> &v = g.shared_vars;
    if (v.empty())
        return;  /* no symbol table: nothing known about the variables */
    static size_t hint = 0;  /* the variable of the last access */
    if (hint < v.size() && off - v[hint].lo < v[hint].size && off + size <= v[hint].lo + v[hint].size) {
        mark_shared_used(hint, pc);
        return;
    }
    size_t lo = 0, hi = v.size();
    while (lo < hi) {
        const size_t mid = (lo + hi) / 2;
        if (v[mid].lo <= off)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo > 0 && off + size <= v[lo - 1].lo + v[lo - 1].size) {
        hint = lo - 1;
        mark_shared_used(hint, pc);
        return;
    }
    shared_out_of_bounds(slot, off, size, write, remote, pc);
}

bool same_block(uint32_t a, uint32_t b) { return (a >> g.bt_shift) == (b >> g.bt_shift); }
bool same_warp(uint32_t a, uint32_t b) { return same_block(a, b) && ((a & g.bt_mask) >> 5) == ((b & g.bt_mask) >> 5); }

std::string verb(const Access &a)
{
    return std::string(a.atomic ? "atomically updates" : a.write ? "writes" : "reads");
}

std::string location_name(int buffer, uint32_t grid_block, uintptr_t offset, unsigned size)
{
    if (buffer < 0)
        return shared_location(grid_block, offset, size);
    if (buffer == P34_SIM_HEAP_BUFFER)
        return heap_location(g.heap_lo + offset);
    const Buffer &b = g.buffers[buffer];
    if (b.hi - b.lo <= b.elem)  /* a scalar (a __device__ variable) */
        return std::string("`") + b.name + "`";
    return std::string("`") + b.name + "[" + std::to_string(offset / b.elem) + "]`";
}

/* The advice for a race between blocks of a grid without clusters: what
 * the memory model needs between the store and the other block's read. */
/* Some block took a ticket with an atomic on the counter this launch. */
static bool any_ticket_taken()
{
    for (const Ticket &x : g_tickets)
        if (x.pc)
            return true;
    return false;
}

/* "the ticket is not atomic: ... reads the counter at L and stores it back
 * at S, ..." (a plain or volatile read of the counter, then a store of
 * ticket + 1 by the same thread: g_plain_ticket_*); *advice gets the fix. */
static std::string plain_ticket_headline(std::vector<const void *> &pcs, std::string *advice)
{
    const std::string ld = pc_ref(pcs, g_plain_ticket_load_pc, false);
    const std::string st = pc_ref(pcs, g_plain_ticket_store_pc, false);
    const std::string cn = g_plain_ticket_buffer >= g.nbuffers
                               ? std::string("`") + g.buffers[g_plain_ticket_buffer].name + "`"
                               : std::string("the counter");
    *advice = "A read of the counter followed by a store of ticket + 1 (plain or volatile) lets another block "
              "read the same value in between. Take the ticket with one atomic read-modify-write whose return "
              "value is the ticket: `ticket = atomicAdd(counter, 1)` (after the __threadfence()).";
    return "the ticket is not atomic: " + thread_name(g_plain_ticket_tid) + " reads " + cn + " at " + ld +
           " and stores it back at " + st + ", so two blocks can draw one ticket and none may see gridDim.x - 1";
}

/* The writer's own thread took its block's ticket after a device-scope
 * fence that came after the store w: the release pattern before the ticket. */
static bool fenced_before_ticket(const Ticket &tk, const Access &w)
{
    return tk.pc && tk.fence_pc && tk.tid == w.tid && tk.fence_clk >= w.clk;
}

/* A compiler barrier in a kernel whose missing fence is reported: it is
 * what the writer (a Linux-kernel habit, `barrier()`) meant as the fence
 * (verdict sysprog r09, a06, l31). */
static std::string compiler_barrier_note(std::vector<const void *> &pcs)
{
    return "The asm volatile(\"\" ::: \"memory\") at " + pc_ref(pcs, g_compiler_barrier_pc, false) +
           " is a compiler barrier: it keeps the compiler from moving memory accesses across it, and emits no "
           "fence instruction, so it orders nothing for other threads.";
}

std::string fence_advice(const RaceRecord &r, const std::string &name, std::vector<const void *> &pcs,
                         std::string &headline)
{
    const Access &w = r.earlier.write ? r.earlier : r.now;
    const Access &other = r.earlier.write ? r.now : r.earlier;
    const uint32_t wblock = w.tid >> g.bt_shift;
    const Ticket &tk = g_tickets[wblock];
    std::string text;
    /* The headline names what is wrong with the writer's side: no fence, a
     * fence of block scope, a fence after the ticket, or a ticket of block
     * scope (PTX ISA, "Memory Consistency Model": a release pattern is a
     * fence of a scope that includes the reader, then the strong write). */
    const bool strong_fence_before = fenced_before_ticket(tk, w);
    if (tk.pc && tk.tid == w.tid && tk.clk < w.clk && !w.atomic) {
        /* The writer took its block's ticket first and stored afterwards: no
         * fence can help, the order is wrong (the last block may count this
         * ticket and read before the store). */
        headline = "partial stored after its block's ticket: " + thread_name(w.tid) + " stores " + name +
                   " after taking its block's ticket, and " + thread_name(other.tid) + " " +
                   (other.write && !r.stale ? "overwrites" : "reads") + " it";
        text = "  " + thread_name(w.tid) + " " + verb(w) + " it at " + pc_ref(pcs, w.pc, false) + "\n  " +
               thread_name(other.tid) + " " + verb(other) + " it at " + pc_ref(pcs, other.pc, false) +
               "\n  The block's ticket is the atomic at " + pc_ref(pcs, tk.pc, false) +
               ", taken before the store: once every ticket is taken the last block sums the partials, and "
               "this one may not be there yet. Store the partial first, then __threadfence(), then take the "
               "ticket (call is_last_block() after the store).";
        return text;
    }
    const std::string what = thread_name(w.tid) + " stores " + name + ", which " + thread_name(other.tid) + " " +
                             (other.write && !r.stale ? "overwrites" : "reads");
    const uint32_t rblock = other.tid >> g.bt_shift;
    const Ticket &rtk = g_tickets[rblock];
    /* the reading thread took its block's ticket itself, after this read; or
     * another thread of its block took it after the read (ta l24, interview
     * l30: every thread prefetches the partials, thread 0 then takes the
     * ticket; seen on the schedules that run thread 0 last) */
    const bool read_before_own_ticket =
        rtk.pc && (rtk.tid == other.tid ? rtk.clk > other.clk : &other == &r.now && r.reader_ticket == 0);
    /* The reading side's own mistakes come first: no fence on the writer's
     * side would make these reads right. Only the block whose ticket is
     * the last has seen every other block's ticket (and, through the
     * fences before them, their partials): a block that merges without a
     * ticket, or after drawing an earlier one, reads partials that may not
     * be stored yet. */
    if (!other.write && !w.atomic && !r.stale && rblock != wblock) {
        const char *fix =
            "  Only the block that draws the last ticket has seen every other block's ticket, and, through the "
            "__threadfence() before each, its partial. Take the ticket in every block (thread 0: store the "
            "partial, __threadfence(), then `ticket = atomicAdd(counter, 1)`), share `ticket == gridDim.x - 1` "
            "with __syncthreads(), and let only that block read the partials and reset the counter.";
        const bool any_ticket = any_ticket_taken();
        const std::string sites = "  " + thread_name(other.tid) + " " + verb(other) + " it at " +
                                  pc_ref(pcs, other.pc, false) + "\n  " + thread_name(w.tid) + " " + verb(w) +
                                  " it at " + pc_ref(pcs, w.pc, false) + "\n";
        if (!any_ticket && g_plain_ticket_store_pc) {
            /* the headline's place is the counter's plain read (pcs[0]): the ticket to make atomic */
            pcs.clear();
            std::string advice;
            headline = plain_ticket_headline(pcs, &advice) + "; and " + thread_name(other.tid) + " reads " + name +
                       ", which " + thread_name(w.tid) + " stores, with no atomic ticket ordering them";
            return "  " + thread_name(other.tid) + " " + verb(other) + " it at " + pc_ref(pcs, other.pc, false) +
                   "\n  " + thread_name(w.tid) + " " + verb(w) + " it at " + pc_ref(pcs, w.pc, false) + "\n  " +
                   advice + "\n" + fix;
        }
        if (!any_ticket) {
            headline = "no ticket: " + thread_name(other.tid) + " reads " + name + ", which " +
                       thread_name(w.tid) + " stores, but no block takes a ticket (an atomicAdd or atomicInc on "
                       "the counter" + (g_store_ticket_pc ? "; an atomic store of it is not one" : "") +
                       "), so nothing tells block " + std::to_string(rblock) + " that block " +
                       std::to_string(wblock) + " has stored its partial";
            if (g_store_ticket_pc)
                return sites + "  The counter is only stored (an atomic store or atomicExch at " +
                       pc_ref(pcs, g_store_ticket_pc, false) +
                       ") and read: a store counts nothing, so the value a block reads back does not tell it "
                       "how many blocks came before it, and its read does not see their partials.\n" + fix;
            return sites + "  A __threadfence() makes a store visible but waits for no other block.\n" + fix;
        }
        /* A block that took several tickets (every thread ran the atomic):
         * the ticket that says "last" is not its block's last arrival, so
         * that is the cause, not the reading side's order (verdict fresh). */
        const Ticket *many = rtk.pc && rtk.extra ? &rtk : tk.pc && tk.extra ? &tk : nullptr;
        if (many) {
            const uint32_t mb = many == &rtk ? rblock : wblock;
            /* the headline's place is the ticket's atomic (pcs[0]): it is what to change */
            pcs.clear();
            const std::string at = pc_ref(pcs, many->pc, false);
            const std::string sites2 = "  " + thread_name(other.tid) + " " + verb(other) + " it at " +
                                       pc_ref(pcs, other.pc, false) + "\n  " + thread_name(w.tid) + " " + verb(w) +
                                       " it at " + pc_ref(pcs, w.pc, false) + "\n";
            headline = "several tickets per block: block " + std::to_string(mb) + " took " +
                       std::to_string(many->extra + 1) + " tickets with the atomic at " + at +
                       ", one per thread, so the thread that draws ticket gridDim.x - 1 need not be in the last "
                       "block: " + thread_name(other.tid) + " reads " + name + ", which " + thread_name(w.tid) +
                       " may not have stored yet";
            return sites2 + "  The counter must count blocks, not threads: take the ticket in one thread of each "
                           "block (`if (threadIdx.x == 0) ticket = atomicAdd(counter, 1);`) and share "
                           "`ticket == gridDim.x - 1` through a __shared__ flag and __syncthreads() (or "
                           "__syncthreads_or).\n" + fix;
        }
        if (!rtk.pc && tk.pc) {
            headline = "the merging block takes no ticket: " + thread_name(other.tid) + " reads " + name +
                       ", which " + thread_name(w.tid) + " stores before its ticket, but block " +
                       std::to_string(rblock) + " draws no ticket of its own, so it cannot know it is the last";
            return sites + "  Block " + std::to_string(wblock) + "'s ticket is the atomic at " +
                   pc_ref(pcs, tk.pc, false) + "; block " + std::to_string(rblock) + " reads without one.\n" + fix;
        }
        /* (a read made before the reader's own ticket is not a merge:
         * the o05 case below names it) */
        if (rtk.pc && tk.pc && rtk.seq < tk.seq && !read_before_own_ticket) {
            headline = "the merging block did not draw the last ticket: " + thread_name(other.tid) + " reads " +
                       name + ", but block " + std::to_string(rblock) + " took its ticket before block " +
                       std::to_string(wblock) + " took its own, so that partial may not be stored yet";
            return sites + "  Block " + std::to_string(rblock) + "'s ticket is the atomic at " +
                   pc_ref(pcs, rtk.pc, false) + " (ticket " + std::to_string(rtk.seq - 1) + "); block " +
                   std::to_string(wblock) + " drew ticket " + std::to_string(tk.seq - 1) + " at " +
                   pc_ref(pcs, tk.pc, false) + ".\n" + fix;
        }
    }
    if (tk.pc && !tk.cta && strong_fence_before && !other.write && rtk.pc && rtk.tid != other.tid &&
        !read_before_own_ticket) {
        /* The writer's release is right (store, __threadfence(), device
         * atomic): what is missing is on the reading side, a barrier that
         * passes its block's ticket on to the thread that reads (CUDA
         * Programming Guide, Memory Fence Functions: the last block's
         * threads read after the __syncthreads() that follows the ticket). */
        headline = "missing __syncthreads() after the ticket: " + thread_name(other.tid) + " reads " + name +
                   ", which " + thread_name(w.tid) + " stored and fenced before its ticket, with no barrier "
                   "between its own block's ticket and the read";
        text = "  " + thread_name(other.tid) + " " + verb(other) + " it at " + pc_ref(pcs, other.pc, false) +
               "\n  " + thread_name(w.tid) + " " + verb(w) + " it at " + pc_ref(pcs, w.pc, false) +
               " and fences before its ticket at " + pc_ref(pcs, tk.pc, false) + "\n  Block " +
               std::to_string(rblock) + "'s ticket is taken by " + thread_name(rtk.tid) + " at " +
               pc_ref(pcs, rtk.pc, false) + ": put __syncthreads() after the ticket (after the flag that says "
               "this is the last block is set) and before any thread of the block reads it or the partials.";
        return text;
    }
    if (tk.pc && !tk.cta && strong_fence_before && !other.write && read_before_own_ticket) {
        /* The writer's release is right, and the reader reads before taking
         * its own block's ticket (docs/verdict-opt.md, o05: a peek at the
         * next block's partial): no fence is missing, the read is too early.
         * Only the block that draws the last ticket may read the partials. */
        headline = "global-memory data race on " + name + ": " + thread_name(other.tid) + " reads it before " +
                   (rtk.tid == other.tid ? "taking its own block's ticket" : "its block's ticket is taken") +
                   ", with nothing ordering " + thread_name(w.tid) + "'s store before the read";
        /* (the read's line first: the headline's place is the first line
         * named, and the read is what to move) */
        text = "  " + thread_name(other.tid) + " " + verb(other) + " it at " + pc_ref(pcs, other.pc, false) +
               ", before its own ticket at " + pc_ref(pcs, rtk.pc, false) + "\n  " + thread_name(w.tid) + " " +
               verb(w) + " it at " + pc_ref(pcs, w.pc, false) + " and fences before its ticket at " +
               pc_ref(pcs, tk.pc, false) + "\n  Another block's partial may be read only by the block that "
               "draws the last ticket, after that ticket (and the __threadfence() and __syncthreads() after it): "
               "move the read after is_last_block().";
        return text;
    }
    if (tk.pc && !tk.cta && tk.tid != w.tid && tk.fence_pc && !other.write && !r.stale) {
        /* Another thread of the block fences and takes the ticket, and the
         * store is not ordered before that fence: a fence publishes only
         * what precedes it in its own thread or reached it through a
         * barrier (PTX ISA, Memory Consistency Model: release patterns,
         * causality order). The missing piece is the barrier. */
        headline = "store not ordered before the fence: " + what + ", but the __threadfence() before its "
                   "block's ticket is " + thread_name(tk.tid) + "'s, and nothing orders the store before it";
        text = "  " + thread_name(w.tid) + " " + verb(w) + " it at " + pc_ref(pcs, w.pc, false) + "\n  " +
               thread_name(other.tid) + " " + verb(other) + " it at " + pc_ref(pcs, other.pc, false) +
               "\n  Its block's ticket is the atomic at " + pc_ref(pcs, tk.pc, false) + " (" + thread_name(tk.tid) +
               "), after the __threadfence() at " + pc_ref(pcs, tk.fence_pc, false) +
               ".\n  A fence publishes what its own thread did, and what reached that thread through a barrier: "
               "put __syncthreads() between the store and that __threadfence(), or store the partial in the "
               "thread that fences and takes the ticket.";
        return text;
    }
    if (tk.pc && tk.cta && strong_fence_before)
        headline = "block-scope atomic ticket: " + what + ", but its block's ticket is a _block atomic, which "
                   "orders nothing for other blocks";
    else if (tk.pc && !tk.fence_pc && tk.weak_fence_pc)
        headline = std::string(tk.weak_fence_what ? tk.weak_fence_what : "__threadfence_block()") +
                   " where __threadfence() is needed: " + what +
                   ", and a block-scope fence does not order the store for other blocks";
    else if (tk.pc && !tk.fence_pc && tk.late_fence_pc)
        /* The fix is the same whether the learner moved the release fence
         * past the atomic or deleted it and kept the acquire fence after
         * the ticket: a __threadfence() before the ticket. */
        headline = "missing __threadfence() before the ticket: " + what +
                   ", and the only __threadfence() comes after its block's ticket, too late to publish the store";
    else if (tk.pc && tk.acq_fence_pc && !tk.fence_pc)
        headline = "missing __threadfence(): " + what + ", with only an acquire fence (it releases nothing) "
                   "between the store and its block's ticket";
    else
        headline = "missing __threadfence(): " + what + ", with no fence between the store and its block's ticket";
    text = "  " + thread_name(w.tid) + " " + verb(w) + " it at " + pc_ref(pcs, w.pc, false) + "\n  " +
           thread_name(other.tid) + " " + verb(other) + " it at " + pc_ref(pcs, other.pc, false) + "\n";
    if (!tk.pc) {
        text += "  Block " + std::to_string(wblock) + " takes no ticket (no atomic on global memory) after the "
                "store, so nothing orders the store before the other block's access.\n  Store the partial, "
                "then __threadfence(), then take the ticket with atomicAdd/atomicInc; only the block that "
                "draws the last ticket reads the partials.";
        return text;
    }
    text += "  Its block's ticket is the atomic at " + pc_ref(pcs, tk.pc, false) + " (" + thread_name(tk.tid) + ")";
    if (tk.fence_pc && tk.tid == w.tid && tk.fence_clk < w.clk && w.atomic && w.xstore)
        /* cuda::atomic_ref::store(v, release|seq_cst): its fence comes first
         * (CCCL: fence.sc then st.relaxed), so it orders the writes before
         * the store, not the store itself, before a later relaxed ticket */
        text += "; the fence at " + pc_ref(pcs, tk.fence_pc, false) +
                " comes before the store (an atomic store with memory_order_release or seq_cst is a fence and "
                "then the store), so it does not publish the store itself";
    else if (tk.fence_pc && tk.tid == w.tid && tk.fence_clk < w.clk)
        text += "; the __threadfence() at " + pc_ref(pcs, tk.fence_pc, false) +
                " comes before the store, so it does not publish it";
    else if (tk.weak_fence_pc && !tk.fence_pc) {
        const std::string fw = tk.weak_fence_what ? tk.weak_fence_what : "__threadfence_block()";
        text += "; the " + fw + " at " + pc_ref(pcs, tk.weak_fence_pc, false) +
                " orders memory only for its own block";
        if (fw.find(".cluster") != std::string::npos || fw.find("_CLUSTER") != std::string::npos)
            text += " (a launch without clusters makes each block a cluster of one, so .cluster scope is the "
                    "block: PTX ISA, cluster scope; CUDA Programming Guide, Thread Block Clusters)";
    }
    else if (tk.late_fence_pc && !tk.fence_pc)  /* the headline's order: the late fence first */
        text += "; the __threadfence() at " + pc_ref(pcs, tk.late_fence_pc, false) +
                " comes after the ticket, so the ticket may be counted before the store is visible";
    else if (tk.acq_fence_pc && !tk.fence_pc)
        text += "; the fence at " + pc_ref(pcs, tk.acq_fence_pc, false) +
                " is an acquire fence (memory_order_acquire): it orders the thread's later reads and "
                "publishes nothing (C++ [atomics.fences]: only a release fence before an atomic store makes it a "
                "release), so use memory_order_release, acq_rel or seq_cst there";
    if (tk.cta && strong_fence_before) {
        text += ", a block-scope atomic (atomic*_block): it is atomic, and orders memory, only for the threads "
                "of its own block.\n  Take the ticket with a device-scope atomic (atomicAdd, atomicInc) so "
                "that the fence before it publishes the store to the block that draws the last ticket.";
        return text;
    }
    text += ".\n  Put __threadfence() between the store of " + name + " (" + pc_ref(pcs, w.pc, false) +
            ") and the atomic that takes the ticket (" + pc_ref(pcs, tk.pc, false) +
            "): the fence makes the store visible to the whole GPU before another block can count the "
            "ticket. Without it the last block may read a stale value (the GPU does not order a " +
            (w.atomic ? std::string("relaxed atomic store before a later atomic on another word).")
                      : std::string("plain store before a later atomic)."));
    if (g_compiler_barrier_pc)
        text += "\n  " + compiler_barrier_note(pcs);
    return text;
}

/* FILE and LINE of a kernel-file site ("file:line:col"); false elsewhere. */
bool site_line(const void *pc, std::string &file, long &line)
{
    std::string t = site_text(pc);
    const size_t in = t.find(" (in ");
    if (in != std::string::npos)
        t.erase(in);
    const size_t c2 = t.rfind(':');
    const size_t c1 = c2 == std::string::npos || c2 == 0 ? std::string::npos : t.rfind(':', c2 - 1);
    if (c1 == std::string::npos)
        return false;
    file = t.substr(0, c1);
    line = strtol(t.c_str() + c1 + 1, nullptr, 10);
    return line > 0;
}

/* A cluster launch whose blocks combine through the last-block ticket
 * instead of a cluster barrier (the threadFenceReduction habit: a
 * __device__ counter, verdict legacy r27): the writer stored, then took its
 * block's ticket without a device-scope fence before it, and the reader's
 * block took a ticket too. The ticket's fence advice names the mistake
 * (PTX ISA, Memory Consistency Model: release pattern = fence.sc/acq_rel
 * of a scope that includes the reader, then the strong write); "put
 * cluster_sync()" would replace the pattern instead of fixing it. */
static bool cluster_ticket_race(const RaceRecord &r)
{
    const Access &w = r.earlier.write ? r.earlier : r.now;
    const Access &other = r.earlier.write ? r.now : r.earlier;
    if (!w.write || other.write || g_tickets.empty())
        return false;
    const uint32_t wb = w.tid >> g.bt_shift, rb = other.tid >> g.bt_shift;
    if (wb >= g_tickets.size() || rb >= g_tickets.size())
        return false;
    const Ticket &tk = g_tickets[wb], &rtk = g_tickets[rb];
    return tk.pc && rtk.pc && !tk.cta && tk.tid == w.tid && tk.clk > w.clk && !fenced_before_ticket(tk, w);
}

void report_race_record(const RaceRecord &r)
{
    trace_race(r.now.tid, r.now.pc, r.now.clk, r.now.write, r.now.atomic, r.earlier.tid, r.earlier.pc, r.earlier.clk, r.earlier.write, r.earlier.atomic);  // p34 draw hook
    std::vector<const void *> pcs;
    const std::string name = location_name(r.buffer, r.grid_block, r.offset, r.size);
    const Access &a = r.now, &b = r.earlier;
    std::string headline, body, fix;
    const bool cross_block = !same_block(a.tid, b.tid);
    const char *space = r.buffer < 0 ? "shared-memory" : "global-memory";
    const bool lock = lock_race(r);
    if (r.stale && r.buffer >= 0 && cross_block && g.cluster_blocks == 1 && !lock) {
        /* The last-block pattern with the partials stored by atomics: the
         * missing piece is the same fence before the ticket. */
        body = fence_advice(r, name, pcs, headline);
        add_diag(P34_EXIT_WRONG, headline + "\n" + body, pcs);
        return;
    }
    if (r.relaxed_mp) {
        const std::string flag = location_name(r.signal_buffer, r.signal_block, r.signal_offset, 4);
        headline = std::string(space) + " read of " + name + " not ordered after " + thread_name(b.tid) +
                   "'s atomic update: " + thread_name(a.tid) + " waited on " + flag +
                   ", but no release and acquire pair orders the update before this read";
        body = "  " + thread_name(b.tid) + " " + verb(b) + " " + name + " at " + pc_ref(pcs, b.pc, false) + ", then " +
               flag + " at " + pc_ref(pcs, r.signal_pc, false) + "\n  " + thread_name(a.tid) + " waits on " + flag +
               " at " + pc_ref(pcs, r.poll_pc, false) + " and reads " + name + " at " + pc_ref(pcs, a.pc, false) + "\n";
        fix = "  Atomics are never a data race, but relaxed ones order only their own word: seeing the count "
              "reached says nothing about the other word. Update the waited-on word with a release "
              "(memory_order_release, or __threadfence() before it) and wait with an acquire "
              "(memory_order_acquire, or a fence after the wait)" +
              std::string(!cross_block ? ", or let the block meet at __syncthreads() instead of waiting." : ".");
        add_diag(P34_EXIT_WRONG, headline + "\n" + body + fix, pcs);
        return;
    }
    if (r.stale) {
        headline = std::string(space) + " read of " + name + " not ordered after its store: " +
                   thread_name(a.tid) + " reads it with an atomic, and nothing orders " + thread_name(b.tid) +
                   "'s atomic store before that read";
        body = "  " + thread_name(b.tid) + " " + verb(b) + " it at " + pc_ref(pcs, b.pc, false) + "\n  " +
               thread_name(a.tid) + " " + verb(a) + " it at " + pc_ref(pcs, a.pc, false) + "\n";
        fix = std::string("  Atomics are never a data race, but a relaxed atomic orders only its own word: the "
              "read may come before the store and see the word unset. ") +
              (!cross_block ? "Put __syncthreads() between the store and the read."
                            : "Put a barrier between them (cluster_sync() in a cluster), or publish with a "
                              "release (__threadfence() before the atomic that signals) and read after the "
                              "acquire that observes it.");
        add_diag(P34_EXIT_WRONG, headline + "\n" + body + fix, pcs);
        return;
    }
    if (a.atomic && b.atomic && a.size && b.size && (a.size != b.size || a.mask != b.mask) && a.cta != 2 &&
        b.cta != 2 && !((a.cta | b.cta) && cross_block)) {
        /* Two atomics that overlap only in part (morally_strong): a 16-bit
         * atomicCAS inside a 32-bit atomic's word, a 32-bit atomic on half of
         * a 64-bit one's. */
        auto bytes = [](const Access &x) { return " (" + std::to_string(x.size) + "-byte atomic)"; };
        headline = std::string(space) + " data race on " + name + ": atomics of different sizes on overlapping bytes";
        body = "  " + thread_name(a.tid) + " " + verb(a) + " it at " + pc_ref(pcs, a.pc, false) + bytes(a) +
               "\n  " + thread_name(b.tid) + " " + verb(b) + " it at " + pc_ref(pcs, b.pc, false) + bytes(b) + "\n";
        fix = "  Each atomic is atomic on its own bytes only. Two atomics that overlap in part are not morally "
              "strong (PTX ISA, Memory Consistency Model: morally strong accesses overlap completely), so nothing "
              "orders them: a data race, even where the values come out right. Give the location one size: "
              "update the whole word with atomics of its width everywhere (e.g. the 64-bit atomicAdd with the "
              "count in the high half), or keep each field in its own word.";
        add_diag(P34_EXIT_WRONG, headline + "\n" + body + fix, pcs);
        return;
    }
    if (a.atomic && b.atomic) {
        /* Only scopes make two atomics race: a _block atomic against one of
         * another block (PTX ISA, "Memory Consistency Model": morally strong;
         * CUDA Programming Guide, "Atomic Functions": the _block variants are
         * atomic only for the threads of one block). */
        const Access &cta = a.cta ? a : b;
        auto scope = [](const Access &x) {
            return std::string(x.cta == 2 ? " (thread scope)" : x.cta ? " (block scope)" : " (device scope)");
        };
        body = "  " + thread_name(a.tid) + " " + verb(a) + " it at " + pc_ref(pcs, a.pc, false) + scope(a) +
               "\n  " + thread_name(b.tid) + " " + verb(b) + " it at " + pc_ref(pcs, b.pc, false) + scope(b) + "\n";
        if (a.cta == 2 || b.cta == 2) {
            /* libcu++ "Thread Scopes": thread_scope_thread - only the local
             * thread can observe the synchronization */
            const Access &th = a.cta == 2 ? a : b;
            headline = std::string(space) + " data race on " + name + ": thread-scope atomics from different threads";
            fix = "  The atomic at " + pc_ref(pcs, th.pc, false) + " has thread scope (cuda::thread_scope_thread, "
                  "__NV_THREAD_SCOPE_THREAD): only its own thread observes it, so it neither updates the word "
                  "atomically for other threads nor synchronizes with them. Use the scope that includes every "
                  "thread that shares the word: thread_scope_block within a block, thread_scope_device (or "
                  "__NV_THREAD_SCOPE_CLUSTER within a cluster) across blocks.";
        } else {
            headline = std::string(space) + " data race on " + name + ": block-scope atomics from different blocks";
            fix = "  The atomic at " + pc_ref(pcs, cta.pc, false) + " has block scope (atomic*_block): it is atomic "
                  "only for the threads of its own block, so updates from another block can be lost. Use the "
                  "device-scope atomic (atomicAdd, atomicExch, ... without _block) when threads of several blocks "
                  "update the same location.";
        }
        add_diag(P34_EXIT_WRONG, headline + "\n" + body + fix, pcs);
        return;
    }
    if (r.plain_rmw && r.rmw_confirmed) {
        /* Both sides are `x += v` (or x++) of one word: a lost update. */
        headline = std::string(space) + " data race on " + name + ": a plain read-modify-write (`+=`, `++`) by " +
                   "several threads, not an atomic";
        body = "  " + thread_name(a.tid) + " " + verb(a) + " it at " + pc_ref(pcs, a.pc, false) + "\n  " +
               thread_name(b.tid) + " " + verb(b) + " it at " + pc_ref(pcs, b.pc, false) + "\n";
        fix = "  A `+=` is a load and then a store: another thread's update between the two is lost, and a "
              "barrier cannot make it atomic. Use an atomic read-modify-write (atomicAdd; atomicInc or "
              "atomicAdd for a ticket counter), or give each thread its own slot and combine the slots after "
              "a barrier.";
        add_diag(P34_EXIT_WRONG, headline + "\n" + body + fix, pcs);
        return;
    }
    if (r.buffer >= 0 && cross_block && a.atomic != b.atomic && (a.write || b.write) &&
        !strcmp(g.buffers[r.buffer].name, "counter")) {
        /* A plain store to the ticket counter racing with another block's
         * atomic (PTX ISA, Memory Consistency Model: a plain write and an
         * atomic are not morally strong): the counter reset by a block that
         * is not the last. */
        const Access &plain = a.atomic ? b : a, &atom = a.atomic ? a : b;
        /* A plain load of the counter (a "double check" after the ticket)
         * sees however many tickets happen to be taken: the ticket the
         * block's own atomic returned is what says it is last. */
        headline = "global-memory data race on " + name + ": " + thread_name(plain.tid) + " " + verb(plain) +
                   " it with a plain access while other blocks take tickets; " +
                   (plain.write ? "the last block must reset it, after every ticket"
                                : "the value its own atomic returned is the ticket");
        body = "  " + thread_name(plain.tid) + " " + verb(plain) + " it at " + pc_ref(pcs, plain.pc, false) +
               "\n  " + thread_name(atom.tid) + " takes its ticket at " + pc_ref(pcs, atom.pc, false) +
               (plain.write ? "\n  A plain store is not ordered with other blocks' atomics on the counter, so tickets "
                              "are lost or drawn twice. Only the block that drew ticket gridDim.x - 1 may reset it: "
                              "by then every block has taken its ticket."
                            : "\n  A plain load is not ordered with other blocks' atomics on the counter: it reads "
                              "however many tickets happen to be taken, so two blocks can both see the full count "
                              "and both merge, or a block can merge before a partial it reads is published. Keep "
                              "what the atomic returned (`ticket = atomicAdd(counter, 1)`) and test "
                              "`ticket == gridDim.x - 1`.");
        add_diag(P34_EXIT_WRONG, headline + "\n" + body, pcs);
        return;
    }
    if ((r.relaxed_poll_pc || r.cta_fence_pc) && b.write && !a.write) {
        /* The writer released the store (a release store or fetch, or a
         * fence before a strong write) and the reader read the word that
         * carried it, but with memory_order_relaxed (or ld.relaxed), and
         * read the data with no fence or barrier after: an acquire pattern
         * is a strong read followed by an acquire fence, or an acquire read
         * (PTX ISA, Memory Consistency Model; C++ [atomics.order]: a relaxed
         * load synchronizes with nothing). The fix is on the reading side. */
        if (r.cta_fence_pc) {
            /* the reader did fence, but at .cta scope: another block's
             * release is not in its scope (mm_acquire_pending_cta) */
            headline = std::string(space) + " data race on " + name +
                       (r.buffer < 0 && cross_block ? " through map_shared_rank" : "") + ": " + thread_name(a.tid) +
                       " reads it after a relaxed read and a fence of .cta scope, which acquires nothing " +
                       "released by another block, so " + thread_name(b.tid) +
                       "'s released store is not ordered before the read";
            body = "  " + thread_name(a.tid) + " " + verb(a) + " it at " + pc_ref(pcs, a.pc, false) +
                   (r.relaxed_poll_pc ? "\n  after the relaxed read at " + pc_ref(pcs, r.relaxed_poll_pc, false) : "") +
                   "\n  after the .cta-scope fence at " + pc_ref(pcs, r.cta_fence_pc, false) + "\n  " +
                   thread_name(b.tid) + " " + verb(b) + " it at " + pc_ref(pcs, b.pc, false) + "\n";
            fix = "  A fence synchronizes with another thread's release only when its scope includes that thread "
                  "(PTX ISA, Memory Consistency Model: morally strong); .cta (fence.acquire.cta, "
                  "__threadfence_block(), thread_scope_block) holds the threads of this block only. Make the "
                  "acquire fence .cluster (fence.acquire.cluster) or .gpu (__threadfence()), or load the flag "
                  "with an acquire of that scope.";
            add_diag(P34_EXIT_WRONG, headline + "\n" + body + fix, pcs);
            return;
        }
        headline = std::string(space) + " data race on " + name +
                   (r.buffer < 0 && cross_block ? " through map_shared_rank" : "") + ": " + thread_name(a.tid) +
                   " reads it after a memory_order_relaxed load, which acquires nothing, so " +
                   thread_name(b.tid) + "'s released store is not ordered before the read";
        body = "  " + thread_name(a.tid) + " " + verb(a) + " it at " + pc_ref(pcs, a.pc, false) +
               "\n  after the relaxed load at " + pc_ref(pcs, r.relaxed_poll_pc, false) + "\n  " +
               thread_name(b.tid) + " " + verb(b) + " it at " + pc_ref(pcs, b.pc, false) + "\n";
        fix = "  A relaxed load (cuda::atomic_ref::load(cuda::memory_order_relaxed), __nv_atomic_load_n(..., "
              "__NV_ATOMIC_RELAXED), ld.relaxed) sees the flag but orders nothing after it. Load it with "
              "memory_order_acquire (ld.acquire), or put cuda::atomic_thread_fence(cuda::memory_order_acquire, "
              "...) (or __threadfence()) after the loop, before the read.";
        add_diag(P34_EXIT_WRONG, headline + "\n" + body + fix, pcs);
        return;
    }
    /* (a poll that is a .cta-scope mbarrier wait saw a cluster-scope release,
     * st.async's complete-tx or a remote arrive: the wait's scope is the
     * cause, said below, not a relaxed signal) */
    const bool cta_wait_poll = g_cta_mbar_wait_pc && r.poll_pc == g_cta_mbar_wait_pc && !g_relaxed_arrive_pc;
    if (r.signal_pc && ((cross_block && g.cluster_blocks > 1) || (!cross_block && r.buffer < 0)) && b.write &&
        !a.write && !cta_wait_poll) {
        /* Message passing between blocks of a cluster: the writer stored,
         * then signalled with a strong write the reader polled, but nothing
         * made the signal a release (PTX ISA, Memory Consistency Model:
         * release patterns; CUDA Programming Guide, Memory Fence Functions). */
        const std::string sig = location_name(r.signal_buffer, r.signal_block, r.signal_offset, 4);
        headline = std::string(space) + " data race on " + name +
                   (r.buffer < 0 && cross_block ? " through map_shared_rank" : "") + ": " + thread_name(b.tid) +
                   " stores it and then signals through " + sig + ", which " + thread_name(a.tid) + " polls, " +
                   (r.signal_fence == 1 ? "but the fence between them has block scope"
                    : r.signal_fence == 2 ? "but its fence comes after the signal"
                                          : "with no release between the store and the signal");
        body = "  " + thread_name(b.tid) + " " + verb(b) + " it at " + pc_ref(pcs, b.pc, false) +
               "\n  and signals at " + pc_ref(pcs, r.signal_pc, false) + "\n  " + thread_name(a.tid) + " polls " +
               sig + " at " + pc_ref(pcs, r.poll_pc, false) + " and " + verb(a) + " it at " +
               pc_ref(pcs, a.pc, false) + "\n";
        if (r.signal_fence == 1)
            fix = "  The " + std::string(r.signal_fence_what ? r.signal_fence_what : "__threadfence_block()") +
                  " at " + pc_ref(pcs, r.signal_fence_pc, false) +
                  " orders memory only for its own block, and the reader is in another block. ";
        else if (r.signal_fence == 2)
            fix = "  The fence at " + pc_ref(pcs, r.signal_fence_pc, false) +
                  " comes after the signal, so the signal may be seen before the store. ";
        else
            fix = "  A relaxed signal (an atomic, a volatile or .relaxed store) publishes only itself. ";
        if (r.signal_fence == 0 && g_compiler_barrier_pc)
            fix += compiler_barrier_note(pcs) + " ";
        if (!cross_block)
            fix += "Put __threadfence_block() (or __threadfence()) between the store and the signal, or make the "
                   "signal a release (cuda::atomic_ref store or fetch_add with memory_order_release); the reader "
                   "acquires with __threadfence_block() after its poll. (Or let a __syncthreads() replace the flag.)";
        else
            fix += "Put __threadfence() (or fence.acq_rel.cluster) between the store and the signal, or make the "
                   "signal a release (cuda::atomic_ref fetch_add/store with memory_order_release, st.release.cluster, "
                   "red.release.cluster); the reader acquires with __threadfence() after its poll (or ld.acquire).";
        add_diag(P34_EXIT_WRONG, headline + "\n" + body + fix, pcs);
        return;
    }
    if (r.buffer >= 0 && cross_block && !a.atomic && !b.atomic && a.write != b.write &&
        !strcmp(g.buffers[r.buffer].name, "counter")) {
        /* A plain read of the ticket counter (a progress check, a second
         * look after the ticket) against another block's plain store to it
         * (the reset): the read is the bug, the counter is no partial. */
        const Access &rd = a.write ? b : a, &wr = a.write ? a : b;
        headline = "global-memory data race on " + name + ": " + thread_name(rd.tid) +
                   " reads it with a plain access while " + thread_name(wr.tid) + " stores it";
        body = "  " + thread_name(rd.tid) + " reads it at " + pc_ref(pcs, rd.pc, false) + "\n  " +
               thread_name(wr.tid) + " writes it at " + pc_ref(pcs, wr.pc, false) +
               "\n  The counter is the tickets' word: read it only through the atomic that takes the ticket "
               "(its return value is the block's ticket), and let only the block that drew gridDim.x - 1 "
               "reset it. A plain read of it races with the other blocks' atomics and with that reset.";
        add_diag(P34_EXIT_WRONG, headline + "\n" + body, pcs);
        return;
    }
    if (r.buffer >= 0 && cross_block && g.cluster_blocks == 1 && !lock && a.write && b.write &&
        a.atomic != b.atomic) {
        /* A plain store (an initialisation: `if (blockIdx.x == 0) *out = 0;`)
         * and another block's atomic update of the same word, in a grid
         * without clusters: nothing can order them (PTX ISA, Memory
         * Consistency Model: a plain write and an atomic are not morally
         * strong; blocks run in any order, CUDA Programming Guide, Thread
         * Hierarchy), and no fence helps, since a fence waits for no other
         * block: fence_advice's "missing __threadfence()" would send the
         * reader to the wrong fix (verdict industry l22). The counter has
         * its own wording above. */
        const Access &plain = a.atomic ? b : a, &atom = a.atomic ? a : b;
        headline = "global-memory data race on " + name + ": " + thread_name(plain.tid) +
                   " stores it with a plain store, and " + thread_name(atom.tid) +
                   " updates it with an atomic, in another block, with nothing ordering the two";
        body = "  " + thread_name(plain.tid) + " " + verb(plain) + " it at " + pc_ref(pcs, plain.pc, false) +
               "\n  " + thread_name(atom.tid) + " " + verb(atom) + " it at " + pc_ref(pcs, atom.pc, false) + "\n";
        fix = "  Blocks run in any order and no barrier spans the grid, so another block's atomic may come "
              "before the store (its update lost, or made to the NaN fill) or after it; a __threadfence() "
              "waits for no block and cannot fix this. Do not initialise a word in one block that other "
              "blocks update: give each block its own partial and let the block that draws the last ticket "
              "combine them and store the result.";
        add_diag(P34_EXIT_WRONG, headline + "\n" + body + fix, pcs);
        return;
    }
    if (r.buffer >= 0 && cross_block && !lock && (g.cluster_blocks == 1 || cluster_ticket_race(r))) {
        body = fence_advice(r, name, pcs, headline);
        add_diag(P34_EXIT_WRONG, headline + "\n" + body, pcs);
        return;
    }
    headline = std::string(space) + " data race on " + name;
    body = "  " + thread_name(a.tid) + " " + verb(a) + " it at " + pc_ref(pcs, a.pc, false) + "\n  " +
           thread_name(b.tid) + " " + verb(b) + " it at " + pc_ref(pcs, b.pc, false) + "\n";
    if (a.write && b.write && !a.atomic && !b.atomic && !g_relaxed_arrive_pc) {
        /* Two stores, no read: a barrier between them would only choose
         * which value stays. The fix is one writer, or one element each. */
        headline += ": several threads store it with nothing ordering them";
        fix = "  Two unordered plain stores to one location are a data race: which value stays depends on "
              "timing. Give each thread its own element (check the index), or let one thread store it.";
        add_diag(P34_EXIT_WRONG, headline + "\n" + body + fix, pcs);
        return;
    }
    /* the plain store (not the word's first) of a plain store against an atomic */
    const Access *plain_store_vs_atomic = a.write && !a.atomic && !a.first && b.atomic   ? &a
                                          : b.write && !b.atomic && !b.first && a.atomic ? &b
                                                                                         : nullptr;
    if (on_sync_object(r) && !cross_block) {
        /* the barrier's own bytes: its init against another thread's arrive
         * or wait (so_*); a __syncwarp() would not order the init for the
         * block's other warps */
        headline += ": the barrier is used before its initialisation is ordered";
        fix = "  An arrive that runs before the init is lost when the init writes the count (the phase may "
              "never complete: a hang), and one during it is undefined. Let one thread initialise it, then "
              "__syncthreads() before any thread arrives on it or waits on it (for a barrier that other "
              "blocks of the cluster use: fence.mbarrier_init.release.cluster, then cluster_sync()).";
    } else if (!cross_block && r.buffer < 0 && plain_store_vs_atomic) {
        /* A plain store, not the word's first, of a word that other threads
         * of the block update atomically: a spin lock given back with
         * `lk = 0` (verdict hpc c19), where no barrier can go between the
         * store and the atomics. (A first store is an init that the atomics
         * must wait for: the __syncthreads() advice below.) */
        const Access &st = *plain_store_vs_atomic, &at = &st == &a ? b : a;
        headline += ": a plain store of a word other threads update atomically";
        fix = "  A plain store races with the atomics of the other threads however it is fenced, and no "
              "__syncthreads() can go between them while threads are still in their atomics (a lock's "
              "acquire loop). Store it with an atomic: to give back a lock, __threadfence_block() and then "
              "atomicExch at " + pc_ref(pcs, st.pc, false) + " (the lock's acquire at " +
              pc_ref(pcs, at.pc, false) + " is then followed by __threadfence_block()); if it is no lock, "
              "put __syncthreads() between the atomics and the store.";
    } else if (same_warp(a.tid, b.tid)) {
        headline += " between lanes of one warp";
        fix = "  with nothing ordering them: lanes of a warp do not run in lockstep (since Volta), and a "
              "volatile pointer does not order them either. Put __syncwarp() between the write and the "
              "read (in a warp-synchronous loop: after each step's read and after its write).";
    } else if (!cross_block) {
        fix = "  with no barrier between them: add __syncthreads() between the write and the read.";
        /* A __syncthreads other blocks passed and this one never did: it is
         * in a branch this whole block skipped (uniform within each block,
         * so not divergent, but it orders nothing here). */
        const uint32_t blk = a.tid >> g.bt_shift;
        const std::vector<const void *> &mine = g_block_barriers[blk];
        std::string fa, fb;
        long la = 0, lb = 0;
        const bool lines = site_line(a.pc, fa, la) && site_line(b.pc, fb, lb) && fa == fb && la != lb;
        for (const auto &other : g_block_barriers) {
            const void *skipped = nullptr;
            for (const void *pc : other.second) {
                std::string fs;
                long ls = 0;
                /* only a barrier whose line lies between the two accesses' */
                if (lines && std::find(mine.begin(), mine.end(), pc) == mine.end() && site_line(pc, fs, ls) &&
                    fs == fa && ls > std::min(la, lb) && ls < std::max(la, lb))
                    skipped = pc;
            }
            if (other.first == blk || !skipped)
                continue;
            fix = "  with no barrier between them: block " + std::to_string(blk) + " never passes the "
                  "__syncthreads at " + pc_ref(pcs, skipped, false) + ", which block " +
                  std::to_string(other.first) + " passes: it sits in a branch this whole block skips. "
                  "Every block needs its barrier between the write and the read: keep the __syncthreads "
                  "out of conditions that depend on the block (blockIdx, the rank, global indices).";
            break;
        }
        /* A barrier shim between them that holds no barrier (a port's
         * `#define barrier(flags)`, a SYNC() chosen by an #ifdef nvcc never
         * takes) */
        if (lines && fix.compare(0, 36, "  with no barrier between them: add ") == 0) {
            const std::string note = barrier_macro_note(fa, std::min(la, lb), std::max(la, lb));
            if (!note.empty())
                fix = "  with no barrier between them." + note;
        } else if (!lines && fa == fb && la == lb && la > 0 &&
                   fix.compare(0, 36, "  with no barrier between them: add ") == 0) {
            /* both accesses on one line of a loop (`sm[tid] += sm[tid + s]`
             * of a tree step): the barrier between them is the one of the
             * loop's body, between two iterations (verdict lookalike x06) */
            const std::string loop = loop_around(a.pc);
            const size_t colon = loop.rfind(':');
            const std::string lf = colon == std::string::npos ? "" : loop.substr(0, colon);
            const long lh = colon == std::string::npos ? 0 : atol(loop.c_str() + colon + 1);
            if (lh > 0 && lf == fa && lh <= la) {
                const long end = loop_end_line(fa, lh);
                const std::string note = end > la ? barrier_macro_note(fa, lh, end + 1) : "";
                if (!note.empty())
                    fix = "  with no barrier between them (two iterations of the loop at " + loop + ")." + note;
            }
        }
    } else if (r.buffer < 0) {
        headline += " through map_shared_rank (distributed shared memory)";
        fix = "  with no cluster barrier between them: a block may access a peer's shared memory only "
              "after the cluster barrier that orders the peer's write before it. Put cluster_sync() "
              "between the write and the read (or cluster_arrive() after the write and cluster_wait() "
              "before the read).";
    } else if (any_lock_word()) {
        /* The blocks take a spin lock (a word they atomicCAS/atomicExch and
         * store back): the access is outside it, or the lock orders nothing. */
        fix = std::string("  with nothing ordering them. The kernel's blocks take a spin lock: a lock orders the "
                          "data it guards only if every access to that data is inside the critical section "
                          "of the same lock, the acquire is the atomic that takes the lock followed by "
                          "__threadfence() (or memory_order_acquire), the release is __threadfence() (or "
                          "memory_order_release) followed by an atomic or volatile store that gives it back "
                          "(atomicExch), and no thread stores the lock word with a plain store or a block-scope atomic.") +
              (g.cluster_blocks > 1 ? " Or order the accesses with cluster_sync()." : "");
    } else {
        fix = "  with no cluster barrier between them: put cluster_sync() (or cluster_arrive() after the "
              "write and cluster_wait() before the read) between them.";
    }
    if (cross_block && g_cta_mbar_wait_pc && !g_relaxed_arrive_pc)
        fix = "  with nothing that orders the write before the read: the mbarrier wait at " +
              pc_ref(pcs, g_cta_mbar_wait_pc, false) +
              " is of .cta scope (mbarrier.try_wait's default), and its acquire does not synchronize with the "
              ".cluster-scope release by which a thread of another block completed the phase (st.async, "
              "red.async or a remote arrive; PTX ISA, Memory Consistency Model: a release and an acquire "
              "synchronize only if each one's scope includes the other thread). Wait with "
              "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 (cuda::ptx::mbarrier_try_wait_parity("
              "sem_acquire, scope_cluster, ...)).";
    if (cross_block && g_relaxed_arrive_pc)
        fix = "  with no cluster barrier that releases the write before the read: the arrive at " +
              pc_ref(pcs, g_relaxed_arrive_pc, false) +
              " is barrier.cluster.arrive.relaxed, which releases nothing (PTX ISA, barrier.cluster). Arrive "
              "with barrier.cluster.arrive (.release, the default), or put fence.acq_rel.cluster between the "
              "write and the relaxed arrive.";
    add_diag(P34_EXIT_WRONG, headline + "\n" + body + fix, pcs);
}

/* A generic address of a __shared__ variable published through global memory
 * (pyport hunt: each block stores `&bsum` in a __device__ pointer array, and
 * rank 0 dereferences its peers'). PTX ISA, Shared State Space: shared memory
 * "is accessible to the threads of all the CTAs within a cluster", and "the
 * addresses in the .shared::cta window also fall within the .shared::cluster
 * window": the address a block takes of its own variable names that block's
 * memory wherever in the cluster it is used (the H100 gives the right sum:
 * docs/verify-verdict-gpu/run26). The simulator runs every block's shared
 * memory at one address (the running block's), so such a word, when another
 * block of the cluster loads it, is made to hold what map_shared_rank gives
 * for the owner (its save area, checked as distributed shared memory), and
 * the owner's own address again when the owner loads it. An 8-byte plain
 * store to global memory is looked at once it has completed (the next
 * access); a block outside the owner's cluster gets the word as stored.
 * The same holds for a word in shared memory (dsmem hunt x04: rank 0 keeps a
 * table of map_shared_rank pointers in its __shared__ memory, and each block
 * loads its entry through DSMEM and stores through it): such a word is known
 * by its block and offset (shptr_shared_key), since its bytes move between
 * the section and the block's save area as blocks take turns. */
struct ShptrWord {
    uintptr_t word;        /* the global 8-byte word, or a shared word's shptr_shared_key */
    uint32_t owner;        /* the grid block whose shared memory it points into */
    uintptr_t off;         /* the offset in that block's shared memory */
};
struct ShptrStore {
    uintptr_t word;
    uint32_t block;        /* the grid block that stored it */
};
std::vector<ShptrStore> g_shptr_pending;
std::vector<ShptrWord> g_shptr_words;

/* The slot of grid block b if it is resident, else -1. */
int shptr_slot(uint32_t b)
{
    for (size_t s = 0; s < g.blocks.size(); s++)
        if (g.blocks[s].grid_block == b)
            return (int)s;
    return -1;
}

/* A word of grid block `holder`'s shared memory at offset off (no global
 * address has bit 63 set). */
constexpr uintptr_t kShptrShared = (uintptr_t)1 << 63;
uintptr_t shptr_shared_key(uint32_t holder, uintptr_t off)
{
    return kShptrShared | ((uintptr_t)holder << 32) | off;
}

/* Where a ShptrWord's bytes are now: a global word where it is; a shared
 * word in the section while its block is live, else in its save area (0: its
 * block is gone). */
uintptr_t shptr_host(uintptr_t word)
{
    if (!(word & kShptrShared))
        return word;
    const int slot = shptr_slot((uint32_t)((word & ~kShptrShared) >> 32));
    const uintptr_t off = word & 0xffffffffu;
    if (slot < 0)
        return 0;
    return slot == g.live_block ? g.shared_lo + off : reinterpret_cast<uintptr_t>(g.blocks[slot].save) + off;
}

void shptr_settle()
{
    for (const ShptrStore &st : g_shptr_pending) {
        const uintptr_t a = shptr_host(st.word);
        if (!a)
            continue;
        uintptr_t v;
        memcpy(&v, reinterpret_cast<const void *>(a), 8);
        auto it = std::find_if(g_shptr_words.begin(), g_shptr_words.end(),
                               [&](const ShptrWord &w) { return w.word == st.word; });
        ShptrWord w{st.word, 0, 0};
        bool shared = false;
        if (v - g.shared_lo < g.shared_len) {
            w.owner = st.block, w.off = v - g.shared_lo, shared = true;
        } else if (v - g.save_lo < g.save_len && (v - g.save_lo) % g.save_stride < g.shared_len) {
            const size_t slot = (v - g.save_lo) / g.save_stride;
            if (slot < g.blocks.size())
                w.owner = g.blocks[slot].grid_block, w.off = (v - g.save_lo) % g.save_stride, shared = true;
        }
        if (shared) {
            if (it != g_shptr_words.end())
                *it = w;
            else if (g_shptr_words.size() < 4096)
                g_shptr_words.push_back(w);
        } else if (it != g_shptr_words.end()) {
            g_shptr_words.erase(it);
        }
    }
    g_shptr_pending.clear();
}

/* Before a global access of 8 bytes at a: a store is looked at when it has
 * completed (shptr_settle); a load of a word that holds a shared address gets
 * the address the loading block reaches the owner's memory through. */
/* (word: the global address a, or a shared word's shptr_shared_key; a: where
 * the access is) */
void shptr_access(uintptr_t word, uintptr_t a, unsigned size, bool write, bool atomic)
{
    if (!g.cur || size != 8 || atomic)
        return;
    if (write) {
        if (g_shptr_pending.size() < 64)
            g_shptr_pending.push_back(ShptrStore{word, g.cur->tid >> g.bt_shift});
        return;
    }
    for (const ShptrWord &w : g_shptr_words) {
        if (w.word != word)
            continue;
        const uint32_t block = g.cur->tid >> g.bt_shift;
        uintptr_t want;
        if (w.owner == block) {
            want = g.shared_lo + w.off;
        } else {
            const bool same_cluster = g.cluster_blocks > 1 && w.owner / g.cluster_blocks == block / g.cluster_blocks;
            const int slot = same_cluster ? shptr_slot(w.owner) : -1;
            if (slot < 0)
                return;  /* not in this block's cluster: as stored */
            want = reinterpret_cast<uintptr_t>(g.blocks[slot].save) + w.off;
        }
        memcpy(reinterpret_cast<void *>(a), &want, 8);
        return;
    }
}

void shptr_global_access(uintptr_t a, unsigned size, bool write, bool atomic, const void *)
{
    shptr_access(a, a, size, write, atomic);
}

/* An 8-byte access to grid block `holder`'s shared memory at offset off. */
void shptr_shared_access(uint32_t holder, uintptr_t off, uintptr_t a, unsigned size, bool write, bool atomic)
{
    if (g.cluster_blocks > 1)
        shptr_access(shptr_shared_key(holder, off), a, size, write, atomic);
}

}  // namespace

/* ---------------------------------------------------------------------- */
/* Used by the scheduler and device calls                                  */

/* (foreign_local_access) */
bool g_foreign_local_reported = false;
bool g_uninit_local_reported = false;  /* own_local_access, once per launch */
/* (__tsan_func_entry) the last call sites of each thread that nests deep */
constexpr uint32_t kDeepSites = 32;
std::unordered_map<uint32_t, std::array<const void *, kDeepSites>> g_deep_sites;

/* (track_carried_state) */
struct VarWord {
    uint64_t launch;  /* the launch that last stored the word */
    uint32_t first;   /* what it held before the first store of the process */
};
std::unordered_map<uintptr_t, VarWord> g_var_stored_in;
uint64_t g_launch_seq = 0;
bool g_state_carried = false;

void check_reset_launch()
{
    g_sync_objects.clear();
    g_launch_seq++;
    g_state_carried = false;
    async_reset_launch();
    lib_locks_reset();
    ptx_reset_launch();
    g_relaxed_arrive_pc = nullptr;
    g_compiler_barrier_pc = nullptr;
    g_cta_mbar_wait_pc = nullptr;
    cluster_reset_arrive_sites();
    g_clocks.reset();
    g_nchunks = g.grid_blocks;
    g_zero_chunk_store.assign(g.block_threads, 0);
    g_zero_chunk = g_zero_chunk_store.data();
    const uint32_t **zero = static_cast<const uint32_t **>(g_clocks.alloc(g_nchunks * sizeof(void *)));
    for (size_t k = 0; k < g_nchunks; k++)
        zero[k] = g_zero_chunk;
    g_zero_clock = zero;
    for (JoinMemo &m : g_memo)
        m = JoinMemo{nullptr, nullptr, nullptr};
    for (CoverMemo &m : g_cover_memo)
        m = CoverMemo{nullptr, nullptr, nullptr};
    g_words_per_block = g.save_stride / 4;
    const size_t cells = g_words_per_block * g.window;
    if (g_cells.size() < cells)
        g_cells.resize(cells);
    g_slot_gen.assign(g.window, 0);
    g_launch_gen = ++g_gen_counter;
    g.elect_not_lowest = false;
    g.cub_undefined = false;
    g.shfl_wide = false;
    g.barrier_after_exit = false;
    g.slow_at_cap = false;
    if (g.cluster_blocks > 1) {
        const size_t remote = (size_t)g.window * g.threads.size();
        g_remote_clk.assign(remote, 0);
        g_remote_pc.assign(remote, nullptr);
        g_remote_write.assign(remote, 0);
        g_remote_seen.assign(remote, 0);
    }
    g_after_exit_reported.clear();
    g_tickets.assign(g.grid_blocks, Ticket());
    g_lock_words.clear();
    if (g.launch == 0)
        g_ticket_words.clear();
    g_ticket_seq = 0;
    if (g.launch == 0) {
        g_own_counter = -1;
        g_pending_counter = PendingCounterDiag();
    }
    g_counter_start = counter_word() ? *counter_word() : 0;
    g_store_ticket_pc = nullptr;
    g.atomic_cta = g.atomic_thread = false;
    g.atomic_cta_norace = false;
    g.atomic_cas = false;
    g_cas_suspects.clear();
    for (OutputTrack &o : g_out)
        o = OutputTrack();
    g_foreign_local_reported = false;
    g_uninit_local_reported = false;
    g_deep_sites.clear();
    g_plain_ticket_load_pc = g_plain_ticket_store_pc = nullptr;
    g_plain_ticket_buffer = -1;
    g_uninit = UninitRead();
    g_uninit_flag = UninitFlag();
    if (g.launch == 0)
        g_input_write = InputWrite();
    g_input_changed = g.input_given && g.launch > 0 &&
                      memcmp(g.input, g.input_given, (size_t)g.shape.input_len * sizeof(float)) != 0;
    g_counter_write = CounterWrite();
    g_counter_drawn.assign(g.grid_blocks, 0);
    g_early_exit = EarlyExit();
    g_barrier_rounds.clear();
    g_undef_shfl = UndefinedShuffle();
    g_diags_at_launch = g.diags.size();
    g_block_barriers.clear();
    g_pending_values.clear();
    g_shptr_pending.clear();
    g_shptr_words.clear();
    g_races.clear();
}

void check_reset_slot(uint32_t slot)
{
    g_slot_gen[slot] = ++g_gen_counter;
    const Block &b = g.blocks[slot];
    for (uint32_t i = 0; i < g.block_threads; i++) {
        Thread &t = g.threads[b.first_tid + i];
        t.vc = g_zero_clock;
        t.clk = 1;
    }
}

/* State kept between launches: the launch (counted over the whole process,
 * as the variables live as long as the runner's context) that last stored
 * each word of a __device__ variable. A read (or an atomic's read) of a word
 * that no thread of this launch stored yet, holding what an earlier launch
 * stored, carries state from launch to launch: fine when the kernel means it
 * (a counter it resets), the cause when a later launch (--repeat's random
 * inputs, the second --last-block launch) goes wrong, so the run notes it
 * (P34_NOTE_STATE_CARRIED) for the Advice of a wrong result. A word back at
 * the value it had before any store (a ticket counter the last block reset
 * to 0) carries nothing. */
void track_carried_state(uintptr_t a, bool write, bool atomic)
{
    const uintptr_t word = a & ~uintptr_t(3);
    uint32_t now;
    memcpy(&now, reinterpret_cast<const void *>(word), sizeof now);
    if (!write || atomic) {
        auto it = g_var_stored_in.find(word);
        if (it != g_var_stored_in.end() && it->second.launch < g_launch_seq && now != it->second.first)
            g_state_carried = true;
    }
    if (write) {
        auto ins = g_var_stored_in.emplace(word, VarWord{g_launch_seq, now});
        if (!ins.second)
            ins.first->second.launch = g_launch_seq;
    }
}

/* A store into a `__constant__` variable (through a cast pointer or an
 * atomic): constant memory is read-only to kernels (CUDA Programming Guide,
 * __constant__: the host sets it through the runtime; NVIDIA's CUDA C++
 * Guidelines: "Constant memory objects shall not be modified from the device
 * program"), and nvcc warns "Cannot store to pointer that points to constant
 * memory space". On the H100 the store faults (docs/verify-verdict-gpu
 * run 20: cudaErrorLaunchFailure), so it is the fault's exit 5, once per
 * variable, naming the first store. */
static void constant_written(int buffer, const void *pc)
{
    std::vector<const void *> pcs;
    const std::string name = g.buffers[buffer].name;
    add_diag_once("constant-store", (uintptr_t)buffer, P34_EXIT_FAULT,
                  "store into the __constant__ variable `" + name + "` by " + thread_name(g.cur->tid) + " at " +
                      pc_ref(pcs, pc, false) +
                      ": constant memory is read-only to kernels (only the host sets it, through the runtime), "
                      "and nvcc says \"Cannot store to pointer that points to constant memory space\": on a GPU "
                      "the store faults (an H100 stops the kernel with \"unspecified launch failure\").\n  Keep values a kernel writes in a __device__ "
                      "variable, or in shared memory.",
                  pcs);
}

/* A store into the input (a `const float *` the kernel cast the const off):
 * legal (the buffer is not a const object), but every later reader sees the
 * changed values, the second --last-block launch among them. A warning, once
 * per run, naming the first store. */
static void input_written(const void *pc)
{
    /* A puzzle launched once (coordination, reduction, advanced) never reads
     * the input again: p34 copies it afresh for every run (--repeat too), so
     * the write changes no result and is not worth a warning (contract c23). */
    if (g.launches < 2)
        return;
    for (const Diagnostic &d : g.diags)
        if (kind_is(d, "input-write"))
            return;
    g_input_write = InputWrite{pc, g.cur->tid, g.launch};
    std::vector<const void *> pcs;
    add_warning(thread_name(g.cur->tid) + " stores into input at " + pc_ref(pcs, pc, false) +
                    " (the kernel's `const float *input`, written through a cast): legal on a GPU, but the "
                    "input stays changed for every later reader, and p34's second --last-block launch "
                    "sums the changed values.\n  Keep the input read-only: reduce in shared memory "
                    "or in partials.",
                pcs);
    g.diags.back().key_kind = "input-write";
}

/* A later launch that began with the input an earlier one changed and whose
 * output differs from that launch's (the last-block puzzle is exact, so one of
 * the two is wrong, and the input is what changed between them): the input
 * store's warning becomes the error, in its place (contract l13). */
static void input_write_to_error(p34_run_result *result, int launch, int outputs)
{
    if (launch < 1 || launch >= P34_MAX_LAUNCHES || !g_input_changed || !g_input_write.pc || g.abort_status)
        return;
    bool differs = false;
    for (int i = 0; i < outputs; i++)
        differs |= memcmp(&result->output[launch][i], &result->output[launch - 1][i], sizeof(float)) != 0;
    if (!differs)
        return;
    for (Diagnostic &d : g.diags)
        if (kind_is(d, "input-write") && d.warning) {
            std::vector<const void *> pcs;
            d.warning = false;
            d.status = P34_EXIT_WRONG;
            d.text = thread_name(g_input_write.tid) + " stores into input at " +
                     pc_ref(pcs, g_input_write.pc, false) + " in launch " +
                     std::to_string(g_input_write.launch + 1) +
                     " (the kernel's `const float *input`, written through a cast), and launch " +
                     std::to_string(launch + 1) + " read the changed input: its output differs from launch " +
                     std::to_string(launch) + "'s\n  The write is legal on a GPU, but the input stays changed for "
                     "every later reader, and p34 launches --last-block twice with no reset in between "
                     "(docs/SPEC.md). Keep the input read-only: reduce in shared memory or in partials.";
            d.pcs = pcs;
            return;
        }
}

/* A spin-wait on a plain load (`while (flag == 0) {}` with flag neither
 * volatile nor atomic): the thread read one word at one site this many
 * times in a row, always the same value, with no write, fence, atomic or
 * other device call between, and then read a value another thread stored.
 * Such a loop may be assumed to end (libcu++ execution model: a device
 * thread eventually terminates, accesses a volatile, or makes a
 * synchronization or atomic read), so nvcc keeps the value in a register
 * and the loop never sees the store: on a GPU it hangs. The simulator's
 * -O0 build re-reads it, so the loop ended here; it is reported as the
 * hang it is (exit 4), ahead of the data race that comes with it. */
constexpr uint32_t kPlainSpin = 256;

static std::string spin_location(uintptr_t a, unsigned size)
{
    if (a - g.shared_lo < g.shared_len && g.live_block >= 0)
        return shared_location(g.blocks[g.live_block].grid_block, a - g.shared_lo, size);
    if (a - g.save_lo < g.save_len)
        return shared_location(g.blocks[(a - g.save_lo) / g.save_stride].grid_block, (a - g.save_lo) % g.save_stride,
                               size);
    for (int i = 0; i < g.nbuffers + g.ndevice_vars; i++) {
        const Buffer &b = g.buffers[i];
        if (a >= b.lo && a < b.hi)
            return std::string("`") + b.name + "[" + std::to_string((a - b.lo) / (b.elem ? b.elem : 1)) + "]`";
    }
    return "a word of memory";
}

static void note_plain_spin(uintptr_t a, unsigned size, const void *pc)
{
    Thread *t = g.cur;
    if (!t || size > 8)
        return;
    uint64_t v = 0;
    memcpy(&v, reinterpret_cast<const void *>(a), size);
    if (a != t->spin_addr || pc != t->spin_pc) {
        t->spin_addr = a;
        t->spin_pc = pc;
        t->spin_value = v;
        t->spin_run = 1;
        return;
    }
    if (v == t->spin_value) {
        if (t->spin_run < UINT32_MAX)
            t->spin_run++;
        return;
    }
    const uint32_t run = t->spin_run;
    t->spin_value = v;
    t->spin_run = 1;
    if (run < kPlainSpin)
        return;
    std::vector<const void *> pcs;
    const std::string loop = loop_around(pc);
    add_diag_once("plain spin", reinterpret_cast<uintptr_t>(pc), P34_EXIT_TIMEOUT,
                  "a spin-wait on a plain load never ends on a GPU: " + thread_name(t->tid) + " read " +
                      spin_location(a, size) + " at " + pc_ref(pcs, pc, false) + " " + std::to_string(run) +
                      " times in a row" + (loop.empty() ? std::string() : " (the loop at " + loop + ")") +
                      ", with no volatile or atomic access, fence or other synchronization between, until "
                      "another thread stored it.\n  A loop like that may be assumed to end (CUDA C++ execution "
                      "model: a device thread eventually terminates, accesses a volatile object, or performs a "
                      "synchronization or atomic read), so nvcc loads the value once, keeps it in a register, "
                      "and the loop never sees the store: the GPU hangs (the simulator re-reads it, so here it "
                      "went on).\n  Poll with a volatile load (`*(volatile int *)&flag`), an atomic "
                      "(`atomicAdd(&flag, 0)`, cuda::atomic_ref load with memory_order_acquire), and order the "
                      "data with __threadfence() on both sides, or use a barrier.",
                  pcs);
}

static bool in_device_var(uintptr_t a)
{
    for (int i = g.nbuffers; i < g.nbuffers + g.ndevice_vars; i++)
        if (a >= g.buffers[i].lo && a < g.buffers[i].hi)
            return true;
    return false;
}

/* An access to another thread's fiber stack: a pointer to a local variable
 * of one thread used by another (verdict ub p03: thread 0 publishes `&total`
 * in a __shared__ pointer and thread 32 reads through it). On a GPU a local
 * variable lives in the thread's own local memory, and a generic address in
 * the .local window names the local memory of the thread that uses it (PTX
 * ISA, Generic Addressing; CUDA Programming Guide, Local Memory: private to
 * the thread): the reader gets its own bytes at that offset, not the other
 * thread's variable. Here every fiber's stack is one mapping, so the access
 * would see the other thread's value and pass. Reported once per launch, for
 * accesses the kernel file makes (not the simulator's own headers). */
void foreign_local_access(uintptr_t a, bool write, const void *pc)
{
    if (g_foreign_local_reported || !first_kernel_site({pc}))
        return;
    g_foreign_local_reported = true;
    const size_t idx = (a - g.stacks_lo) / g.stack_size;
    const std::string owner = idx < g.threads.size() ? thread_name(g.threads[idx].tid) : "another thread";
    std::vector<const void *> pcs;
    const std::string me = thread_name(g.cur->tid);
    add_diag(P34_EXIT_WRONG,
             me + (write ? " stores into" : " reads") + " a local variable of " + owner + " at " +
                 pc_ref(pcs, thread_site(*g.cur, pc), false) +
                 " through a pointer: a local variable's address means something only in its own thread. On a "
                 "GPU a generic address in the local window names the local memory of the thread that uses it "
                 "(PTX ISA, Generic Addressing; CUDA Programming Guide, Local Memory: private to each thread), "
                 "so " + me + (write ? " writes its own" : " reads its own") + " local memory at that offset, not " +
                 owner + "'s variable.\n  Pass values between threads through __shared__ (or global) memory: "
                 "store the value there, then __syncthreads(), then read it.",
             pcs);
}

/* Reads of a thread's own local variables that it never stored (C++
 * [basic.indet]: an indeterminate value), in the top kStackFill bytes of its
 * fiber's stack, the kernel's own frame: a bit per word the thread stored,
 * and the fill's all-one bits still in the word read. Most often an array
 * meant to be the block's, declared without __shared__ (`float
 * shared_mem[TPB];`, verdict attempts r15): each thread then has an array of
 * its own, and the tree reads elements no thread of it ever stored. Only
 * 4-byte reads at the kernel file's lines are judged, and only where the
 * word still holds the fill: a word the simulator's own code wrote (a
 * structure it returned) holds other bits. */
constexpr size_t kLocalWords = kStackFill / 4;
static std::vector<uint32_t> g_local_init;  /* per fiber: kLocalWords bits */

static void own_local_access(uintptr_t a, unsigned size, bool write, const void *pc)
{
    const uintptr_t base = g.stack_limit - kStackMargin;
    const uintptr_t top = (base + g.stack_size) & ~uintptr_t(15), lo = top - kStackFill;
    if (a + size <= lo || a >= top)
        return;
    const size_t fiber = (base - g.stacks_lo) / g.stack_size;
    if ((fiber + 1) * (kLocalWords / 32) > g_local_init.size())
        return;
    uint32_t *bits = &g_local_init[fiber * (kLocalWords / 32)];
    if (write) {
        const uintptr_t from = a < lo ? lo : a, to = a + size > top ? top : a + size;
        for (uintptr_t w = (from - lo) / 4; w < (to - lo + 3) / 4; w++)
            bits[w / 32] |= 1u << (w % 32);
        return;
    }
    if (size != 4 || (a & 3) || g_uninit_local_reported)
        return;
    const uintptr_t w = (a - lo) / 4;
    uint32_t v;
    memcpy(&v, reinterpret_cast<const void *>(a), 4);
    if ((bits[w / 32] >> (w % 32)) & 1 || v != 0xffffffffu || !first_kernel_site({pc}))
        return;
    /* an element of a local array (`float shared_mem[TPB]`): a scalar the simulator's eye misses
       a write of (a parameter spilled by the prologue, a libm out-parameter) is left alone */
    if (site_source_line(pc).find('[') == std::string::npos)
        return;
    g_uninit_local_reported = true;
    std::vector<const void *> pcs;
    const std::string me = thread_name(g.cur->tid);
    add_diag(P34_EXIT_WRONG,
             me + " reads a local variable that it never stored, at " + pc_ref(pcs, thread_site(*g.cur, pc), false) +
                 ": a local variable (or array element) holds no defined value until its own thread stores one "
                 "(p34 fills locals with all-one bits, a NaN as a float; a GPU leaves whatever was there).\n  A "
                 "variable or array declared in a kernel without __shared__ is private to each thread (CUDA "
                 "Programming Guide, Variable Memory Space Specifiers): if the array is meant to be the block's "
                 "(`float shared_mem[TPB];`), declare it `__shared__`; otherwise give the variable a value before "
                 "reading it (`float sum = 0.0f;`).",
             pcs);
}

void local_shadow_reset(size_t fiber)
{
    const size_t n = kLocalWords / 32;
    if ((fiber + 1) * n > g_local_init.size())
        g_local_init.resize((fiber + 1) * n, 0);
    std::fill(g_local_init.begin() + fiber * n, g_local_init.begin() + (fiber + 1) * n, 0u);
}

void check_access(const void *addr, unsigned size, bool write, bool atomic, const void *pc)
{
    trace_access(addr, size, write, atomic, pc);  // p34 draw hook
    /* What this thread's own atomic (or volatile) read saw released, it has
     * acquired by its next access. The PTX ISA's formal model asks for an
     * acquire fence after the relaxed read as well, but CUDA's own last-block
     * example (Programming Guide, Memory Fence Functions: the fence before
     * the ticket, none after it) and the usual "thread 0 takes the ticket,
     * then sums the partials" are correct by the Guide and on every GPU; the
     * simulator judges by the Guide here, as it does for the __syncthreads()
     * that follows a ticket. The writer's fence before its atomic is still
     * required. */
    if (g.cur && g.cur->acq_pending) {  /* not acq_strict: an explicit ld.relaxed waits for an acquire */
        hb_acquire(g.cur, g.cur->acq_pending);
        g.cur->acq_pending = nullptr;
    }
    if (!g_pending_values.empty())
        check_pending_values();  /* the store that made them has completed */
    if (!g_shptr_pending.empty())
        shptr_settle();  /* likewise for stored shared addresses */
    const uintptr_t a = reinterpret_cast<uintptr_t>(addr);
    /* A store to judged memory (not the fiber's stack) ends a run of polls
     * (poll_step; an atomic's write is counted by its own step). */
    if (write && !atomic && g.cur && (g.cur->poll_run || g.cur->spin_run) &&
        (a - g.shared_lo < g.shared_len || a - g.save_lo < g.save_len || a - g.arena_lo < g.arena_len ||
         a - g.heap_lo < g.heap_len || in_device_var(a)))
        g.cur->poll_run = 0, g.cur->spin_run = 0, g.cur->poll_pc = nullptr;
    /* A volatile or atomic access (also PTX ld.acquire, atom, ...) in the loop:
     * a GPU re-reads the plain value too. */
    if (g.cur && (atomic || g.access_volatile))
        g.cur->spin_run = 0;
    const bool plain_read = !write && !atomic && !g.access_volatile && g.cur;
    if (a - g.shared_lo < g.shared_len) {
        check_shared_bounds((uint32_t)g.live_block, a - g.shared_lo, size, write, false, pc);
        check_shared((uint32_t)g.live_block, a - g.shared_lo, size, write, atomic, pc);
        shptr_shared_access(g.blocks[g.live_block].grid_block, a - g.shared_lo, a, size, write, atomic);
        if (plain_read)
            note_plain_spin(a, size, pc);
    } else if (a - g.save_lo < g.save_len) {
        const uint32_t slot = (uint32_t)((a - g.save_lo) / g.save_stride);
        const uintptr_t off = (a - g.save_lo) % g.save_stride;
        check_shared_bounds(slot, off, size, write, true, pc);
        check_remote(slot, off, size, write, pc);
        check_shared(slot, off, size, write, atomic, pc);
        shptr_shared_access(g.blocks[slot].grid_block, off, a, size, write, atomic);
        if (plain_read)
            note_plain_spin(a, size, pc);
        /* A peer's write through map_shared_rank (a store, an atomic, an
         * mbarrier arrive) ends its clock: the owner seeing it done
         * (g_remote_seen: it read what the write left, or an mbarrier phase
         * it completed) says nothing of the peer's later accesses (textbook
         * r18: a read after the arrive that the owner waited for). Only
         * writes can be seen, so a read keeps the clock: the load and the
         * store of one `+=` share it (check_cell's plain read-modify-write). */
        if (write && g.cur && (g.cur->tid >> g.bt_shift) != g.blocks[slot].grid_block)
            g.cur->clk++;
    } else if (a - g.arena_lo < g.arena_len) {
        const int buffer = check_global(a, size, write, pc);
        shptr_global_access(a, size, write, atomic, pc);
        if (write && buffer > 0 && buffer < g.nbuffers && (buf_kind(buffer) & kBufCounter)) {
            if (g_own_counter >= 0) {
                /* the tickets are on *counter after all: the variable taken for the kernel's own
                   counter (a block-index or statistics counter) is none */
                g_buf_kind[g_own_counter] &= (uint8_t)~kBufCounter;
                g_own_counter = -1;
                g_pending_counter = PendingCounterDiag();
                g_counter_drawn.assign(g.grid_blocks, 0);
                g_counter_write = CounterWrite();
                g_counter_start = *g.counter;
            }
            note_counter_write(atomic, pc);
        }
        if (buffer != 0) {  /* buffers[0] is the input (setup_arena) */
            check_global_race(buffer, a - g.buffers[buffer].lo, size, write, atomic, pc);
        } else {
            /* The input is read-only unless the kernel casts the const away:
             * reads never race with reads, so each word keeps only its last
             * few readers (cheap for kernels where every thread reads the
             * whole input), enough for a store through the cast that another
             * thread's unordered read races with (a "consumed" marker against
             * a self-check loop), and stores are checked like any buffer's. */
            if (write)
                input_written(pc);
            check_global_race(0, a - g.buffers[0].lo, size, write, atomic, pc);
            trim_input_readers(a - g.buffers[0].lo, size);
        }
        if (buffer > 0 && plain_read && a + size <= g.buffers[buffer].hi)
            note_plain_spin(a, size, pc);
    } else if (a - g.heap_lo < g.heap_len) {
        check_heap(a, size, write, pc);  /* ends the launch outside a live block */
        shptr_global_access(a, size, write, atomic, pc);
        const Buffer &hb = g.buffers[P34_SIM_HEAP_BUFFER];
        if (a + size <= hb.hi) {
            check_global_race(P34_SIM_HEAP_BUFFER, a - hb.lo, size, write, atomic, pc);
            if (plain_read)
                note_plain_spin(a, size, pc);
        }
    } else if (a - g.stacks_lo < g.stacks_len) {
        /* a fiber stack: another thread's is another thread's local memory */
        if (g.cur && a - (g.stack_limit - kStackMargin) >= g.stack_size)
            foreign_local_access(a, write, pc);
        else if (g.cur)
            own_local_access(a, size, write, pc);
    } else {
        /* the kernel file's __device__ variables (setup_device_vars) */
        for (int i = g.nbuffers; i < g.nbuffers + g.ndevice_vars; i++)
            if (a >= g.buffers[i].lo && a < g.buffers[i].hi) {
                const uintptr_t end = a + size < g.buffers[i].hi ? a + size : g.buffers[i].hi;
                if (write && g.buffers[i].constant)
                    constant_written(i, pc);
                if (atomic && write && g.atomic_count && own_counter_candidate(i) &&
                    std::none_of(g_counter_drawn.begin(), g_counter_drawn.end(), [](uint8_t d) { return d != 0; })) {
                    /* the kernel's own ticket counter: judged as the puzzle's (g_own_counter) */
                    g_own_counter = i;
                    buf_kind(i);
                    g_buf_kind[i] |= kBufCounter;
                    g_counter_start = *reinterpret_cast<const unsigned int *>(g.buffers[i].lo);
                }
                if (write && (buf_kind(i) & kBufCounter))
                    note_counter_write(atomic, pc);
                check_global_race(i, a - g.buffers[i].lo, (unsigned)(end - a), write, atomic, pc);
                track_carried_state(a, write, atomic);
                shptr_global_access(a, size, write, atomic, pc);
                if (plain_read && a + size <= g.buffers[i].hi)
                    note_plain_spin(a, size, pc);
                break;
            }
    }
}

/* A naturally aligned access the compiler made from the type (the aligned
 * ThreadSanitizer hooks: the compiler knows the type's alignment is at least
 * the access's size, as for a float4 through reinterpret_cast, a float, a
 * double) at an address that is not a multiple of its size: the GPU's load or
 * store of that width faults (PG Device Memory Accesses: "any access ... to
 * data residing in global memory compiles to a single global memory
 * instruction if and only if the size of the data type is 1, 2, 4, 8, or 16
 * bytes and the data is naturally aligned"; a misaligned one is the
 * cudaErrorMisalignedAddress error). Checked for the kernel's buffers,
 * __device__ variables and shared memory; an under-aligned access the
 * compiler knows of (a packed struct copy) uses the unaligned hooks and is
 * not an error. */
void check_alignment(const void *addr, unsigned size, bool write, const void *pc)
{
    const uintptr_t a = reinterpret_cast<uintptr_t>(addr);
#if defined(__clang__)
    /* clang calls the aligned 16-byte hook for 8-byte-aligned data too */
    const unsigned need = size > 8 ? 8 : size;
#else
    const unsigned need = size;
#endif
    if (size < 2 || a % need == 0)
        return;
    std::string where;
    if (a - g.shared_lo < g.shared_len) {
        where = shared_location(g.blocks[g.live_block].grid_block, a - g.shared_lo, size);
    } else if (a - g.save_lo < g.save_len) {
        const uint32_t slot = (uint32_t)((a - g.save_lo) / g.save_stride);
        where = shared_location(g.blocks[slot].grid_block, (a - g.save_lo) % g.save_stride, size) +
                " (through map_shared_rank)";
    } else {
        for (int i = 0; i < g.nbuffers + g.ndevice_vars && where.empty(); i++)
            if (a >= g.buffers[i].lo && a < g.buffers[i].hi) {
                const Buffer &b = g.buffers[i];
                const uintptr_t off = a - b.lo;
                where = "`" + std::string(b.name) + "` at byte " + std::to_string(off) + " (inside element " +
                        std::to_string(off / b.elem) + ")";
            }
        if (where.empty())
            return;  /* the stack or the simulator's own memory: not judged */
    }
    std::vector<const void *> pcs;
    const std::string n = std::to_string(size);
    add_diag(P34_EXIT_FAULT,
             "misaligned " + n + "-byte " + (write ? "write" : "read") + " of " + where + " by " +
                 thread_name(g.cur->tid) + " at " + pc_ref(pcs, pc, false) + ": the address is " +
                 std::to_string(a % size) + " bytes past a multiple of " + n + (size == 8 ? "; an " : "; a ") + n +
                 "-byte access (a float4/int4 through reinterpret_cast, a double, ...) must be " + n +
                 "-byte aligned, and on a GPU this is a misaligned address error (cudaErrorMisalignedAddress)."
                 "\n  Start a vector view at an index that is a multiple of its width (input + 4 * k for a "
                 "float4), and load the elements before and after it one by one.",
             pcs);
    abort_launch(P34_EXIT_FAULT);
}

/* __ldg() loads through the read-only data cache (ld.global.nc), which is
 * not coherent: the CUDA Programming Guide ("Global Memory", compute
 * capability 5.x and later) keeps it for "data that is read-only for the
 * entire lifetime of the kernel". A location some thread of this launch
 * stored before the load may come back stale, whatever barrier came between,
 * so such a load is an error even where the numbers come out right. (A store
 * after the load is not looked for.) */
/* A bulk copy (sim/ptx.cpp) reads [addr, addr + size) through the async
 * proxy: true when every word's last store of this launch is ordered before
 * the issuing thread's last fence.proxy.async (its clock then: snap_vc with
 * snap_tid's entry snap_clk; none: snap_vc null and snap_clk 0). Otherwise
 * the first uncovered store's thread and site. */
bool check_proxy_visible(const void *addr, unsigned size, VClock snap_vc, uint32_t snap_clk, uint32_t snap_tid,
                         uint32_t *tid, const void **pc, uintptr_t *bad)
{
    const uintptr_t a = reinterpret_cast<uintptr_t>(addr);
    auto covered = [&](const Cell &c, uint32_t gen) -> bool {
        if (c.gen != gen || !c.last_write.clk)
            return true;
        const Access &w = c.last_write;
        const uint32_t known = !snap_vc ? 0 : w.tid == snap_tid ? snap_clk : vc_get(snap_vc, w.tid);
        if (known >= w.clk)
            return true;
        *tid = w.tid;
        *pc = w.pc;
        return false;
    };
    if (a - g.shared_lo < g.shared_len || a - g.save_lo < g.save_len) {
        const bool live = a - g.shared_lo < g.shared_len;
        const uint32_t slot = live ? (uint32_t)g.live_block : (uint32_t)((a - g.save_lo) / g.save_stride);
        const uintptr_t off = live ? a - g.shared_lo : (a - g.save_lo) % g.save_stride;
        for (uintptr_t w = off / 4; w * 4 < off + size && w < g_words_per_block; w++)
            if (!covered(g_cells[slot * g_words_per_block + w], g_slot_gen[slot])) {
                *bad = a + (w * 4 - off);
                return false;
            }
        return true;
    }
    for (int i = 1; i < g.nbuffers + g.ndevice_vars; i++) {
        const Buffer &b = g.buffers[i];
        if (a < b.lo || a >= b.hi)
            continue;
        const std::vector<Cell> &cells = g_global_cells[i];
        for (uintptr_t w = (a - b.lo) / 4; w * 4 < a - b.lo + size && w < cells.size(); w++)
            if (!covered(cells[w], g_launch_gen)) {
                *bad = b.lo + w * 4;
                return false;
            }
        return true;
    }
    return true;
}

void check_ldg(const void *addr, unsigned size, const void *pc)
{
    const uintptr_t a = reinterpret_cast<uintptr_t>(addr);
    for (int i = 1; i < g.nbuffers + g.ndevice_vars; i++) {
        if (a < g.buffers[i].lo || a >= g.buffers[i].hi)
            continue;
        const std::vector<Cell> &cells = g_global_cells[i];
        const uintptr_t off = a - g.buffers[i].lo;
        for (uintptr_t w = off / 4; w * 4 < off + size && w < cells.size(); w++) {
            const Cell &c = cells[w];
            if (c.gen != g_launch_gen || !c.last_write.clk)
                continue;
            std::vector<const void *> pcs;
            add_diag_once("ldg of written data", reinterpret_cast<uintptr_t>(pc), P34_EXIT_WRONG,
                          "__ldg() of data written in this launch: " + thread_name(g.cur->tid) + " reads " +
                              location_name(i, 0, w * 4, 4) + " at " + pc_ref(pcs, pc, false) +
                              " through __ldg(), and " + thread_name(c.last_write.tid) + " stored it at " +
                              pc_ref(pcs, c.last_write.pc, false) +
                              "\n  __ldg() reads through the non-coherent read-only data cache, which the CUDA "
                              "Programming Guide keeps for data that is read-only for the entire lifetime of the "
                              "kernel: it may return a stale value. Read data written during the kernel with a "
                              "plain load (or __ldcg()); keep __ldg() for the input.",
                          pcs);
            return;
        }
        return;
    }
}

void check_pending_values()
{
    if (g_pending_values.empty())
        return;
    for (const PendingValue &p : g_pending_values) {
        uint32_t now;
        memcpy(&now, p.word, 4);
        uint32_t m = 0;
        for (int i = 0; i < 4; i++)
            if (p.mask & (1u << i))
                m |= 0xffu << (8 * i);
        if ((now & m) != (p.old_value & m)) {
            const RaceRecord &r = p.race;
            bool dup = false;
            for (const RaceRecord &q : g_races)
                dup |= (q.earlier.pc == r.earlier.pc && q.now.pc == r.now.pc) ||
                       (q.earlier.pc == r.now.pc && q.now.pc == r.earlier.pc);
            g.race_count++;
            if (!dup) {
                g_races.push_back(r);
                g_races.back().seq = ++g_race_seq;
            }
            continue;
        }
        bool found = false;
        for (SameValueRecord &s : g_same_value)
            if (s.earlier.pc == p.race.earlier.pc && s.now.pc == p.race.now.pc && s.buffer == p.race.buffer) {
                s.count++;
                found = true;
            }
        if (!found)
            g_same_value.push_back(SameValueRecord{p.race.buffer, p.race.offset, p.race.earlier, p.race.now, 1});
    }
    g_pending_values.clear();
}

void hb_join_threads(Thread *const *parts, size_t n)
{
    if (n == 0)
        return;
    Builder j(parts[0]->vc);
    VClock merged[16];
    size_t nmerged = 0;
    merged[nmerged++] = parts[0]->vc;
    for (size_t i = 1; i < n; i++) {
        VClock vc = parts[i]->vc;
        bool seen = false;
        for (size_t k = 0; k < nmerged && !seen; k++)
            seen = merged[k] == vc;
        if (seen)
            continue;
        j.join(vc);
        if (nmerged < 16)
            merged[nmerged++] = vc;
    }
    for (size_t i = 0; i < n; i++)
        j.set_max(parts[i]->tid, parts[i]->clk);
    VClock out = j.finish();
    for (size_t i = 0; i < n; i++) {
        parts[i]->vc = out;
        parts[i]->clk++;
    }
}

VClock hb_zero_clock() { return g_zero_clock; }

VClock hb_join_snapshots(const Snapshot *snaps, size_t n)
{
    Builder j(g_zero_clock);
    VClock merged[16];
    size_t nmerged = 0;
    for (size_t i = 0; i < n; i++) {
        VClock vc = snaps[i].vc;
        bool seen = false;
        for (size_t k = 0; k < nmerged && !seen; k++)
            seen = merged[k] == vc;
        if (!seen) {
            j.join(vc);
            if (nmerged < 16)
                merged[nmerged++] = vc;
        }
        j.set_max(snaps[i].tid, snaps[i].clk);
    }
    return j.finish();
}

void hb_acquire(Thread *t, VClock vc)
{
    for (const JoinMemo &m : g_memo)
        if (m.a == t->vc && m.b == vc) {
            t->vc = m.result;
            return;
        }
    VClock out = join_clocks(t->vc, vc);
    g_memo[g_memo_next++ % 16] = JoinMemo{t->vc, vc, out};
    t->vc = out;
}

VClock mm_zero_clock() { return g_zero_clock; }
VClock mm_join(VClock a, VClock b) { return join_clocks(a, b); }
void mm_note_cta_mbar_wait(const void *pc)
{
    if (!g_cta_mbar_wait_pc)
        g_cta_mbar_wait_pc = pc;
}

void mm_note_compiler_barrier(const void *pc)
{
    if (!g_compiler_barrier_pc)
        g_compiler_barrier_pc = pc;
}

void mm_note_relaxed_arrive(const void *pc)
{
    if (!g_relaxed_arrive_pc)
        g_relaxed_arrive_pc = pc;
}

/* A relaxed read (PTX ld.relaxed, memory_order_relaxed) at pc: what it saw
 * released is acquired at the thread's next fence, acquire or barrier
 * (mm_acquire_pending), not at its next access as after a CUDA atomic. */
void mm_defer_acquire(Thread *t, const void *pc)
{
    if (!t->acq_pending)
        return;
    t->acq_strict = mm_join(t->acq_strict, t->acq_pending);
    t->acq_strict_pc = pc;
    t->cta_fence_pc = nullptr;
    t->acq_pending = nullptr;
}

/* A fence of .cta scope (__threadfence_block(), fence.acquire.cta,
 * fence.acq_rel.cta, cuda::atomic_thread_fence at thread_scope_block) ends an
 * acquire pattern only for releases by threads of its own block: a fence is
 * morally strong with another thread's release only when each one's scope
 * includes the other thread (PTX ISA, Memory Consistency Model), and a .cta
 * scope holds no thread of another block (verdict mutants4
 * hopper_h26_acquire_fence_cta). What a relaxed read (acq_strict) saw
 * released by another block's thread stays pending for a wider fence or a
 * barrier. Whose release it was is not kept, so when the pending clock holds
 * anything new of the thread's own block (a release by a block-mate, which
 * may carry other blocks' writes it had acquired), all of it is acquired, as
 * before: the rule only withholds what came from other blocks alone. What a
 * CUDA atomic saw (acq_pending) is acquired at the next access anyway
 * (check_access: the Programming Guide's ticket). */
static bool new_from_own_block(const Thread *t, VClock c)
{
    const uint32_t base = (t->tid >> g.bt_shift) << g.bt_shift;
    for (uint32_t i = 0; i < g.block_threads; i++) {
        const uint32_t tid = base + i;
        if (tid != t->tid && vc_get(c, tid) > clock_of(t, tid))
            return true;
    }
    return false;
}

void mm_acquire_pending_cta(Thread *t, const void *pc)
{
    if (t->acq_pending) {
        hb_acquire(t, t->acq_pending);
        t->acq_pending = nullptr;
    }
    if (!t->acq_strict)
        return;
    if (new_from_own_block(t, t->acq_strict)) {
        hb_acquire(t, t->acq_strict);
        t->acq_strict = nullptr;
        t->acq_strict_pc = nullptr;
        t->cta_fence_pc = nullptr;
        return;
    }
    t->cta_fence_pc = pc;  /* named if the race follows (report_race) */
}

void mm_acquire_pending(Thread *t)
{
    if (t->acq_pending) {
        hb_acquire(t, t->acq_pending);
        t->acq_pending = nullptr;
    }
    if (t->acq_strict) {
        hb_acquire(t, t->acq_strict);
        t->acq_strict = nullptr;
        t->acq_strict_pc = nullptr;
        t->cta_fence_pc = nullptr;
    }
}

/* cuda::atomic_thread_fence(memory_order_acquire): it acquires what the
 * thread's atomic reads saw released and releases nothing (C++
 * [atomics.fences]: fence-atomic synchronization needs a release fence on
 * the writing side; libcu++ follows the C++ model with scopes), so a store
 * before it is not published by the thread's next atomic. */
void mm_fence_acquire(Thread *t, const void *pc, bool gpu_scope)
{
    if (gpu_scope)
        mm_acquire_pending(t);
    else
        mm_acquire_pending_cta(t, pc);
    t->acq_fence_pc = pc;
}

/* fence.release (PTX ISA 8.6, "membar/fence": a light-weight fence that
 * takes part only in release patterns), cuda::ptx::fence(sem_release, ...):
 * mm_fence without its acquire half, so a relaxed read before it acquires
 * nothing (the acquire pattern needs fence.acquire, acq_rel or sc). */
void mm_fence_release(Thread *t, bool gpu_scope, const void *pc, const char *what)
{
    if (!gpu_scope) {
        t->weak_fence_pc = pc;
        t->weak_fence_what = what ? what : "__threadfence_block()";
        t->weak_fence_clk = t->clk;
        t->rel_cta_vc = snapshot(t);  /* a release for the threads of this block only */
        t->clk++;
        return;
    }
    if (!g_tickets.empty()) {
        Ticket &tk = g_tickets[t->tid >> g.bt_shift];
        if (tk.pc && tk.tid == t->tid && !tk.fence_pc && !tk.late_fence_pc)
            tk.late_fence_pc = pc;
    }
    t->rel_vc = snapshot(t);
    t->rel_cta_vc = t->rel_vc;
    t->fence_pc = pc;
    t->fence_clk = t->clk;
    t->clk++;
}

/* A full fence (__threadfence(), fence.sc/acq_rel, atomic_thread_fence):
 * the acquire half, then the release half. */
void mm_fence(Thread *t, bool gpu_scope, const void *pc, const char *what)
{
    if (gpu_scope)
        mm_acquire_pending(t);
    else
        mm_acquire_pending_cta(t, pc);
    mm_fence_release(t, gpu_scope, pc, what);
}

/* For a shared value read before any thread stored it: the threads that
 * had returned before a barrier the rest of their block passed, which store
 * nothing after their return. */
std::string early_exit_note(bool shared, std::vector<const void *> &pcs)
{
    const EarlyExit &e = g_early_exit;
    if (!shared || !e.seen || e.gone.empty())
        return "";
    std::string who = e.gone.size() == 1 ? "thread " + std::to_string(e.gone[0]) : "threads " + ranges(e.gone);
    return "\n  " + who + " of block " + std::to_string(e.grid_block) + " had returned" +
           (e.return_place.empty() ? std::string("") : " (the kernel's `return` at " + e.return_place + ")") +
           " before the __syncthreads at " + pc_ref(pcs, e.wait_pc, false) +
           " that the rest of the block passed: a thread that returns early stores nothing after its return, "
           "so check the condition of that return.";
}

void note_barrier_round(const void *pc)
{
    g_barrier_rounds[pc]++;
}

/* For the watchdog: a __syncthreads that every block passed over a
 * thousand times (a puzzle's tree needs 8 rounds): its loop does not end. */
std::string barrier_loop_note(std::vector<const void *> &pcs, const void **barrier)
{
    const void *best = nullptr;
    uint64_t n = 0;
    for (const auto &e : g_barrier_rounds)
        if (e.second > n) {
            n = e.second;
            best = e.first;
        }
    const uint64_t per = n / (g.blocks_admitted ? g.blocks_admitted : 1);
    if (!best || per < 1000)
        return "";
    /* "\x04N\x02": the loop around pcs[N], found when the report is
     * rendered (report.cpp render: symbolizing waits for the watchdog's
     * timer to be off). */
    const std::string ref = pc_ref(pcs, best, false);
    *barrier = best;
    return "  The __syncthreads at " + ref + " completed " + std::to_string(per) + " times in each block: \x04" +
           std::to_string(pcs.size() - 1) + "\x02 does not end. Check its condition and its step: an unsigned counter is always >= 0, and `s >> 1` "
           "without `=` leaves s as it was.\n";
}

void note_early_exit(uint32_t grid_block, const std::vector<uint32_t> &gone, const void *wait_pc,
                     const std::string &return_place)
{
    if (g_early_exit.seen)
        return;
    g_early_exit.seen = true;
    g_early_exit.grid_block = grid_block;
    g_early_exit.gone = gone;
    g_early_exit.wait_pc = wait_pc;
    g_early_exit.return_place = return_place;
}

void check_mbar_phase_done(uint32_t slot, uintptr_t count_off, uintptr_t phase_off)
{
    if (g_remote_seen.empty() || slot >= g_slot_gen.size())
        return;
    const Cell &from = g_cells[slot * g_words_per_block + count_off / 4];
    Cell &to = g_cells[slot * g_words_per_block + phase_off / 4];
    if (from.gen != g_slot_gen[slot] || to.gen != g_slot_gen[slot])
        return;
    /* each thread's first entry in `to` (a map: both lists hold up to 4096
     * entries, and a pipeline completes a phase every round; review3) */
    std::unordered_map<uint32_t, size_t> first;
    first.reserve(to.remote_atomics.size());
    for (size_t j = 0; j < to.remote_atomics.size(); j++)
        first.emplace(to.remote_atomics[j].first, j);
    for (size_t k = 0; k < from.remote_atomics.size(); k++) {
        const auto &a = from.remote_atomics[k];
        const auto it = first.find(a.first);
        const size_t j = it == first.end() ? to.remote_atomics.size() : it->second;
        const void *pc = k < from.remote_atomic_pcs.size() ? from.remote_atomic_pcs[k] : nullptr;
        if (j == to.remote_atomics.size()) {
            if (to.remote_atomics.size() >= 4096 || to.remote_atomics.size() != to.remote_atomic_pcs.size())
                continue;
            first.emplace(a.first, j);
            to.remote_atomics.push_back(a);
            to.remote_atomic_pcs.push_back(pc);
        } else if (to.remote_atomics[j].second < a.second) {
            to.remote_atomics[j].second = a.second;
            if (j < to.remote_atomic_pcs.size())
                to.remote_atomic_pcs[j] = pc;
        }
    }
}

void check_block_exit(uint32_t slot)
{
    UninitFlag &f = g_uninit_flag;
    if (f.seen && !f.never_stored && f.slot == slot && f.grid_block == g.blocks[slot].grid_block) {
        const Cell &c = g_cells[slot * g_words_per_block + f.word];
        if (c.gen != g_slot_gen[slot] || (!c.last_write.clk && !c.last_plain.clk))
            f.never_stored = true;
        else
            f = UninitFlag();  /* stored later: look for another */
    }
    if (g.cluster_blocks <= 1)
        return;
    /* The block's threads are all done; their joined clocks say which peer
     * accesses into its shared memory are ordered before it exited. */
    std::vector<Snapshot> finals;
    const Block &b = g.blocks[slot];
    for (uint32_t i = 0; i < g.block_threads; i++) {
        const Thread &t = g.threads[b.first_tid + i];
        finals.push_back(Snapshot{t.vc, t.clk, t.tid});
    }
    VClock exit_clock = hb_join_snapshots(finals.data(), finals.size());
    std::vector<std::pair<const void *, std::vector<uint32_t>>> sites;
    const size_t n = g.threads.size();
    for (uint32_t u = 0; u < n; u++) {
        const size_t i = (size_t)slot * n + u;
        if (!g_remote_clk[i] || g_remote_clk[i] <= vc_get(exit_clock, g.threads[u].tid) ||
            g_remote_clk[i] <= g_remote_seen[i])
            continue;
        size_t s = 0;
        while (s < sites.size() && sites[s].first != g_remote_pc[i])
            s++;
        if (s == sites.size())
            sites.push_back({g_remote_pc[i], {}});
        sites[s].second.push_back(g.threads[u].tid);
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
                "; no cluster barrier orders that access before the block's exit (on a GPU an access after "
                "the exit is an illegal memory access).\n  End the kernel with cluster_sync() (or "
                "cluster_arrive() after the last access and cluster_wait() before the block exits) so no block "
                "exits while a peer may still access its shared memory.";
        /* The CUDA Programming Guide (Distributed Shared Memory) requires
         * every DSMEM access to complete before the owner exits; the H100
         * faulted (exit 5), so this is a fault here too. */
        add_diag_once("peer exited", reinterpret_cast<uintptr_t>(site.first), P34_EXIT_FAULT, text, pcs);
    }
}

/* Reports this launch's races (once per pair of sites over the run). */
void check_report_races()
{
    std::stable_sort(g_races.begin(), g_races.end(),
                     [](const RaceRecord &a, const RaceRecord &b) { return a.seq < b.seq; });
    for (const RaceRecord &r : g_races) {
        if (r.retried)
            continue;
        /* A volatile store and a volatile load of one word are strong (PTX
         * ISA: ld/st.volatile are relaxed, system scope): they race only by
         * the stricter rule of morally_strong (an unreleased volatile store
         * read by another thread). When that store is the signal of a
         * message race also found (find_signal: the reader polled the word
         * and then read what the writer stored before it), the message race
         * is the cause and says the fix (a release between the store and the
         * signal); the flag's own pair is left out, so the report does not
         * lead with a cluster barrier "between" a flag's store and its poll
         * (verdict industry c16). */
        if (r.earlier.vol && r.now.vol && r.earlier.write != r.now.write) {
            const void *flag_pc = r.earlier.write ? r.earlier.pc : r.now.pc;
            bool signal = false;
            for (const RaceRecord &q : g_races)
                signal |= &q != &r && q.signal_pc == flag_pc;
            if (signal)
                continue;
        }
        bool dup = false;
        for (auto &p : g_races_reported)
            dup |= (p.first == r.earlier.pc && p.second == r.now.pc) ||
                   (p.first == r.now.pc && p.second == r.earlier.pc);
        if (dup)
            continue;
        if (g_races_reported.size() >= kMaxRaceReports) {
            g_races_beyond++;
            continue;
        }
        g_races_reported.push_back({r.earlier.pc, r.now.pc});
        const size_t first = g.diags.size();
        report_race_record(r);
        /* a race inside one block's shared memory: report.cpp puts it first;
         * one on a barrier object goes before a hang it caused; a race inside
         * one block goes before the others when it is a scalar (a flag, not an
         * array element) whose read came before the word's first store of the
         * block (the reader took the unset value, e.g. a `__shared__ bool`
         * flag thread 0 had not stored yet, and what it did next follows from
         * it: verdict prod l13) */
        if (on_sync_object(r)) {
            for (size_t i = first; i < g.diags.size(); i++)
                g.diags[i].key_kind = "sync object race";
        } else if (r.buffer < 0 && same_block(r.now.tid, r.earlier.tid)) {
            const bool unset_read = r.now.write && r.now.first && !r.earlier.write &&
                                    array_base(location_name(r.buffer, r.grid_block, r.offset, r.size)).empty();
            for (size_t i = first; i < g.diags.size(); i++)
                g.diags[i].key_kind = unset_read ? "block shared unset race" : "block shared race";
        }
    }
    g_races.clear();
    for (const SameValueRecord &s : g_same_value) {
        std::vector<const void *> pcs;
        const std::string name = location_name(s.buffer, 0, s.offset, 4);
        std::string more = s.count > 1 ? "\n  (the same at " + std::to_string(s.count - 1) + " more places)" : "";
        /* Two unordered weak stores to one location are a data race,
         * whatever the values (PTX ISA, "Memory Consistency Model", Data
         * races: conflicting overlapping accesses, not morally strong, not
         * ordered by causality order); the value is not a defence. */
        add_diag(P34_EXIT_WRONG,
                 "global-memory data race on " + name + ": several threads store it with nothing ordering them\n  " +
                     thread_name(s.now.tid) + " writes it at " + pc_ref(pcs, s.now.pc, false) + "\n  " +
                     thread_name(s.earlier.tid) + " writes it at " + pc_ref(pcs, s.earlier.pc, false) +
                     "\n  Two unordered plain stores to one location are a data race even when they store the "
                     "same value. " +
                     (same_block(s.now.tid, s.earlier.tid)
                          ? "Let one thread store it: guard the store with `if (threadIdx.x == 0)` "
                            "(elect_one_sync() elects one lane in every warp that calls it, so it is not one "
                            "writer per block)."
                          : "The stores come from different blocks: give each block its own element (index "
                            "by blockIdx.x or the cluster rank), or let one block store it.") +
                     more,
                 pcs);
    }
    g_same_value.clear();
}

void check_note_undefined_shuffle(const void *pc, uint32_t tid, int src_lane, uint32_t mask)
{
    if (g_undef_shfl.seen)
        return;
    g_undef_shfl.seen = true;
    g_undef_shfl.pc = pc;
    g_undef_shfl.tid = tid;
    g_undef_shfl.src = src_lane;
    g_undef_shfl.mask = mask;
}

void check_note_block_barrier(uint32_t grid_block, const void *pc)
{
    std::vector<const void *> &v = g_block_barriers[grid_block];
    if (std::find(v.begin(), v.end(), pc) == v.end())
        v.push_back(pc);
}

void check_finish_launch(p34_run_result *result, int launch)
{
    check_pending_values();
    for (const CasSuspect &x : g_cas_suspects) {
        g.race_count++;
        push_race(x.race);  /* no atomicCAS followed the load */
    }
    g_cas_suspects.clear();
    check_report_races();
    /* A ticket read and stored back (plain or volatile) whose lost update
     * left no block with the last ticket: no block merged, so no read of a
     * partial raced to carry "the ticket is not atomic" (fence_advice above).
     * It is the cause of the outputs left unwritten: said on its own when the
     * launch found nothing else, and left some output unwritten (a value
     * read and stored back under a lock, `acc += v` with the lock held, is
     * no lost ticket: verdict locks l05, l09). */
    const int nout = g.shape.output_len < P34_MAX_OUTPUT ? g.shape.output_len : P34_MAX_OUTPUT;
    if (g_plain_ticket_store_pc && !any_ticket_taken() && g.diags.size() == g_diags_at_launch &&
        std::any_of(g_out, g_out + nout, [](const OutputTrack &o) { return !o.stored; })) {
        std::vector<const void *> pcs;
        std::string advice;
        const std::string headline = plain_ticket_headline(pcs, &advice);
        add_diag(P34_EXIT_WRONG,
                 headline + "\n  " + advice + " Here tickets were lost, and no block drew the last one.", pcs);
    }
    if (g_races_beyond && !g.diags.empty()) {
        g.diags.back().text += "\n  (and races at " + std::to_string(g_races_beyond) + " more pairs of sites)";
        g_races_beyond = 0;
    }
    if (g.elect_not_lowest)
        result->notes |= P34_NOTE_ELECT_NOT_LANE0;
    if (g.cub_undefined)
        result->notes |= P34_NOTE_CUB_UNDEFINED;
    if (g.shfl_wide)
        result->notes |= P34_NOTE_SHFL_WIDE;
    if (g.barrier_after_exit)
        result->notes |= P34_NOTE_BARRIER_AFTER_EXIT;
    if (g.slow_at_cap) {
        /* too slow, not stuck: only if the watchdog's is the one error */
        int errors = 0;
        for (const Diagnostic &d : g.diags)
            errors += !d.warning;
        if (errors == 1)
            result->notes |= P34_NOTE_SIM_SLOW;
    }
    if (g_state_carried)
        result->notes |= P34_NOTE_STATE_CARRIED;
    const int outputs = g.shape.output_len < P34_MAX_OUTPUT ? g.shape.output_len : P34_MAX_OUTPUT;
    bool uninit_warned = false;
    for (int i = 0; i < outputs; i++) {
        const OutputTrack &o = g_out[i];
        unsigned char flags = 0;
        if (o.stored)
            flags |= P34_OUTPUT_STORED;
        if (o.rmw_uninit)
            flags |= P34_OUTPUT_RMW_UNINIT;
        if (o.writer_count > 1)
            flags |= P34_OUTPUT_MULTI_WRITER;
        /* A NaN the kernel stored is not "not written": name who stored it;
         * an infinity too (a float division by zero), so the report can say
         * who stored it. */
        if (o.stored && launch < P34_MAX_LAUNCHES && !std::isfinite(result->output[launch][i])) {
            if (std::isnan(result->output[launch][i]))
                flags |= P34_OUTPUT_NAN_STORED;
            snprintf(result->output_writer[launch][i], sizeof result->output_writer[launch][i], "%s at %s",
                     thread_name(o.last_tid).c_str(), site_text(o.last_pc).c_str());
        }
        if (launch < P34_MAX_LAUNCHES)
            result->output_flags[launch][i] = flags;
        const std::string name = "output[" + std::to_string(i) + "]";
        /* A read of the NaN fill that never reaches the result (the value
         * read is tested and dropped, or overwritten by a later store of the
         * same thread) leaves a finite output: the kernel is right (reading
         * scratch memory before storing it is no error in CUDA, only its
         * value is unspecified), so that is a warning; the error is for an
         * output the garbage reached (still NaN, or whatever the judge then
         * finds wrong, with this warning as its explanation). */
        const bool reached = launch >= P34_MAX_LAUNCHES || !std::isfinite(result->output[launch][i]);
        if (o.rmw_uninit && !reached && !uninit_warned) {
            uninit_warned = true;  /* once a launch: the first such output names the read */
            std::vector<const void *> pcs;
            add_warning(name + " is " + (o.rmw_atomic ? "atomically updated" : "read") +
                            " while it still holds its uninitialised value (NaN): " + thread_name(o.rmw_tid) +
                            " at " + pc_ref(pcs, o.rmw_pc, false) +
                            ", before any thread stored a first value in this launch. The final value is "
                            "finite, so the NaN did not reach it here; on a GPU a fresh buffer holds whatever "
                            "was there before, so do not let that read decide the result.",
                        pcs);
        }
        if (o.rmw_uninit && reached) {
            std::vector<const void *> pcs;
            std::string what = o.rmw_atomic ? "atomically updated" : "read";
            add_diag(P34_EXIT_WRONG,
                     name + " is " + (o.rmw_atomic ? "read-modify-written (an atomic)" : "read (e.g. by +=)") +
                         " while it still holds its uninitialised value (NaN)\n  " + thread_name(o.rmw_tid) +
                         " " + (o.rmw_atomic ? "atomically updates" : "reads") + " it at " +
                         pc_ref(pcs, o.rmw_pc, false) + " before any thread stored a first value in this "
                         "launch, so the result builds on garbage.\n  Outputs start uninitialised: p34 fills "
                         "them with NaN before each launch, as a fresh cudaMalloc is not zeroed either. Have "
                         "one thread store a first value (e.g. 0.0f) ordered before the updates by a barrier, "
                         "or sum elsewhere (shared memory, temp_storage) and store the total once.",
                     pcs);
        }
        if (o.writer_count > 1) {
            std::vector<const void *> pcs;
            bool all_elected = true;
            std::vector<uint32_t> warps;
            for (const OutputTrack::Writer &w : o.writers) {
                all_elected &= w.elected;
                const uint32_t warp = w.tid >> 5;
                bool seen = false;
                for (uint32_t x : warps)
                    seen |= x == warp;
                if (!seen)
                    warps.push_back(warp);
            }
            /* A grid without clusters whose writers are in several blocks,
             * each of which took a ticket: several blocks took the branch
             * meant for the last one, deciding by something other than their
             * own ticket (a second read of the counter, blockIdx.x). */
            std::vector<uint32_t> wblocks;
            bool all_ticketed = g.shape.cluster_x == 0 && !g_tickets.empty();
            for (const OutputTrack::Writer &w : o.writers) {
                const uint32_t b = w.tid >> g.bt_shift;
                if (std::find(wblocks.begin(), wblocks.end(), b) == wblocks.end())
                    wblocks.push_back(b);
                all_ticketed &= b < g_tickets.size() && g_tickets[b].pc;
            }
            const bool several_last = all_ticketed && wblocks.size() > 1 && wblocks.size() == o.writers.size();
            std::string text = several_last
                                   ? "several blocks merged: " + name + " is stored by " +
                                         std::to_string(o.writer_count) + " threads of " +
                                         std::to_string(wblocks.size()) +
                                         " blocks in one launch; only the block that draws the last ticket may "
                                         "store it"
                                   : name + " is stored by " + std::to_string(o.writer_count) +
                                         " threads in one launch; exactly one thread must store each output";
            const size_t shown = o.writers.size() < 8 ? o.writers.size() : 8;
            for (size_t k = 0; k < shown; k++)
                text += "\n  " + thread_name(o.writers[k].tid) + " stores it at " +
                        pc_ref(pcs, o.writers[k].pc, false);
            if (o.writer_count > shown)
                text += "\n  ... and " + std::to_string(o.writer_count - shown) + " more threads";
            {
                /* the condition, when the writers are threads of one block storing from
                 * one line under it (writers in several blocks may as well come from a
                 * wrong index) */
                bool one_site = true;
                for (size_t k = 1; k < o.writers.size(); k++)
                    one_site &= o.writers[k].pc == o.writers[0].pc &&
                                (o.writers[k].tid >> g.bt_shift) == (o.writers[0].tid >> g.bt_shift);
                if (one_site && shown)
                    text += writers_condition_hint(o.writers[0].pc);
            }
            /* Which fix the writers point to: where each block has an output
             * of its own (coordination, advanced), writers in one block need
             * one thread of that block, and writers in several blocks an index
             * by block; a single output needs one thread of the grid. */
            const uint32_t block0 = o.writers.empty() ? 0 : o.writers[0].tid >> g.bt_shift;
            bool one_block = true;
            for (const OutputTrack::Writer &w : o.writers)
                one_block &= (w.tid >> g.bt_shift) == block0;
            const bool per_block = g.shape.output_len > 1;
            if (several_last) {
                const Ticket &tk = g_tickets[wblocks[0]];
                text += "\n  Each of these blocks took a ticket (block " + std::to_string(wblocks[0]) + "'s is the atomic at " +
                        pc_ref(pcs, tk.pc, false) + ", ticket " + std::to_string(tk.seq - 1) +
                        " of this launch) and then decided it was the last by something other than the value "
                        "that ticket returned: a second read of the counter (once several blocks have "
                        "incremented it, all of them may see gridDim.x) or blockIdx.x. Decide with the value "
                        "the block's own atomic returned: `atomicAdd(counter, 1) == gridDim.x - 1`.";
            } else if (all_elected && warps.size() > 1) {
                text += "\n  Each of them is the lane elect_one_sync() chose in its warp: elect_one_sync() "
                        "elects one lane in *every warp that calls it*, so " + std::to_string(warps.size()) +
                        " warps give " + std::to_string(warps.size()) + " writers (a barrier such as "
                        "cluster_sync() does not change that). ";
                if (per_block && one_block)
                    text += "Keep one: guard the store with `threadIdx.x == 0`, so that one thread of each "
                            "block stores its block's output.";
                else
                    text += "Keep one: guard the store with `threadIdx.x == 0` in one block, or call "
                            "elect_one_sync() in one warp only, e.g. `if (block_rank_in_cluster() == 0 && "
                            "threadIdx.x < 32 && elect_one_sync())`.";
            } else if (per_block && one_block) {
                text += "\n  Guard the store with a condition one thread of block " + std::to_string(block0) +
                        " meets, e.g. `if (threadIdx.x == 0)`: each block stores its own output.";
            } else if (per_block) {
                text += "\n  Threads of several blocks store the same element, and each block has an output "
                        "of its own: index the store by the block, e.g. `output[block_rank_in_cluster()]`, "
                        "with one thread of each block storing it.";
            } else if (g.shape.cluster_x == 0) {
                text += "\n  Guard the store with a condition exactly one thread of the grid meets, e.g. "
                        "`if (threadIdx.x == 0)` inside the branch only the last block takes.";
            } else {
                text += "\n  Guard the store with a condition exactly one thread of the grid meets, e.g. "
                        "`if (block_rank_in_cluster() == 0 && threadIdx.x == 0)`.";
            }
            add_diag(P34_EXIT_WRONG, text, pcs);
        }
    }
    /* Only where nothing else explains the NaN: a race reported above reads
     * too early, and its first such read is no "never stored" value. */
    bool nan_stored = false;
    for (int i = 0; i < outputs; i++)
        nan_stored |= g_out[i].stored && launch < P34_MAX_LAUNCHES && std::isnan(result->output[launch][i]);
    nan_stored &= g.diags.size() == g_diags_at_launch;
    if (nan_stored && g_undef_shfl.seen && !g.abort_status) {
        std::vector<const void *> pcs;
        const UndefinedShuffle &u = g_undef_shfl;
        char mask[16];
        snprintf(mask, sizeof mask, "0x%08x", u.mask);
        const bool exited = (u.mask >> u.src) & 1u;  /* in the mask: it had returned */
        add_diag(P34_EXIT_WRONG,
                 std::string("warp shuffle reads lane ") + std::to_string(u.src) +
                     (exited ? std::string(", which had exited (returned from the kernel) before the shuffle "
                                           "(its mask ") + mask + " names it)"
                             : std::string(", which is not in its mask ") + mask) +
                     ": " + thread_name(u.tid) + " at " + pc_ref(pcs, u.pc, false) +
                     (exited ? "\n  An exited lane takes no part in the shuffle, so the value read from it is "
                               "undefined (CUDA C++ Programming Guide, Warp Shuffle Functions); p34 reads it as "
                               "NaN, and the NaN stored in the output can come from it.\n  Shuffle before the "
                               "lanes return, or let every lane that holds a value stay until its value is read."
                             : "\n  A lane outside the mask takes no part in the shuffle, so the value read from "
                               "it is undefined (CUDA C++ Programming Guide, Warp Shuffle Functions); p34 reads it "
                               "as NaN, and the NaN stored in the output can come from it.\n  Call the shuffle "
                               "from every lane the mask names and no other: outside the branch, with 0xffffffff "
                               "where all 32 lanes call it; __activemask() inside a branch names only the lanes "
                               "that took it."),
                 pcs);
    }
    if (nan_stored && g_uninit.seen && !g.abort_status) {
        std::vector<const void *> pcs;
        const UninitRead &u = g_uninit;
        const bool shared = u.buffer < 0;
        const std::string name = location_name(u.buffer, u.grid_block, u.offset, 4);
        add_diag(P34_EXIT_WRONG,
                 name + " is " + (u.atomic ? "atomically updated" : "read") + " before any thread stored it" +
                     (shared ? " in its block" : " in this launch") + ", so it holds no defined value\n  " +
                     thread_name(u.tid) + (u.atomic ? " atomically updates" : " reads") + " it at " +
                     pc_ref(pcs, u.pc, false) + "; the NaN stored in the output can come from it (p34 fills " +
                     (shared ? "shared memory" : "temp_storage and partials") +
                     " with NaN)." +
                     (u.peer_pc ? std::string("")
                      : u.async_pc
                          ? "\n  An asynchronous copy into it, issued at " + pc_ref(pcs, u.async_pc, false) +
                                ", had not landed: it completes only at its wait (cg::wait(group) or "
                                "cg::wait_prior<N>(group) for cg::memcpy_async, __pipeline_wait_prior(N) or the "
                                "pipeline's consumer_wait() for the pipeline copies), and __syncthreads() does not "
                                "wait for it: wait for the copy before the first read."
                          : std::string("\n  Store a value there first (e.g. 0.0f for a sum, by one thread, "
                                        "then a barrier), or check the index and the condition of the store "
                                        "that should have written it.")) +
                     (u.sibling_pc && !u.peer_pc ? "\n  Its neighbours in the same array were stored at " +
                                         pc_ref(pcs, u.sibling_pc, false) +
                                         ": if that store is meant to cover every element, its index or its "
                                         "condition skips this one."
                                   : std::string("")) +
                     (shared && g.elect_not_lowest
                          ? std::string("\n  In this run elect_one_sync() elected a lane other than lane 0 (which "
                                        "lane it elects is not specified, PTX elect.sync): if that store is "
                                        "guarded by elect_one_sync() and a lane test such as `lane == 0`, no "
                                        "lane may pass both; derive the slot from the warp, not the lane.")
                          : std::string("")) +
                     uninit_peer_note(u, pcs) + early_exit_note(shared, pcs) + async_unwaited_note(pcs) +
                     bulk_unlanded_note(pcs),
                 pcs);
    }
    /* A counter in shared memory that its block updates atomically before
     * any thread stored it (a retirement count or ticket declared
     * `__shared__`, never zeroed), in a launch where an output was never
     * stored and nothing else was found: its atomics return garbage (p34
     * fills shared memory with NaN bytes), so no ticket is the one that
     * stores the output. Shared memory starts with no defined value and is
     * per block (CUDA C++ Programming Guide, Variable Memory Space
     * Specifiers: __shared__), so a count of the grid's blocks cannot live
     * there (samples l10). */
    {
        bool unwritten = false;
        for (int i = 0; i < outputs; i++)
            unwritten |= !g_out[i].stored;
        if (unwritten && !nan_stored && g_uninit.seen && g_uninit.atomic &&
            g.diags.size() == g_diags_at_launch && !g.abort_status) {
            /* (also temp_storage / partials used as a count: the scratch
             * buffers start as NaN before each launch too, docs/SPEC.md
             * Checking; contract r05) */
            std::vector<const void *> pcs;
            const UninitRead &u = g_uninit;
            const bool shared = u.buffer < 0;
            const std::string name = location_name(u.buffer, u.grid_block, u.offset, 4);
            add_diag(P34_EXIT_WRONG,
                     name + " is atomically updated before any thread stored it " +
                         (shared ? "in its block" : "in this launch") + ", so it holds no defined value\n  " +
                         thread_name(u.tid) + " atomically updates it at " + pc_ref(pcs, u.pc, false) +
                         "; what that atomic returns (a ticket, a count) is garbage (p34 fills " +
                         (shared ? "shared memory with NaN bytes" : "temp_storage and partials with NaN before each launch, as a fresh cudaMalloc is not zeroed either") +
                         "), and an output that only the right value leads to is never stored." +
                         (shared ? "\n  Store a value there first (e.g. 0, by one thread, then a barrier). Shared "
                                   "memory is per block: a count of the grid's blocks belongs in global memory (the "
                                   "puzzle's counter)."
                                 : "\n  Store a value there first (e.g. 0, by one thread, ordered before every "
                                   "atomic by a barrier: cluster_sync() across the cluster), or count in the "
                                   "puzzle's counter (--last-block), which starts at 0.") +
                         uninit_peer_note(u, pcs),
                     pcs);
        }
    }
    /* A shared flag its block read but never stored, in a launch that
     * fails for another reason found above (a branch taken on the NaN fill's
     * bytes: blocks merging that are not last, ...): the flag is the cause.
     * (A run that passes is not failed for it.) */
    if (g_uninit_flag.never_stored && g.diags.size() > g_diags_at_launch && !g.abort_status) {
        std::vector<const void *> pcs;
        const UninitFlag &f = g_uninit_flag;
        add_diag_once("block shared race", 1, P34_EXIT_WRONG,
                      shared_location(f.grid_block, f.offset, f.size) +
                          " is read before any thread of its block stored it, and no thread of the block "
                          "ever stores it\n  " +
                          thread_name(f.tid) + " reads it at " + pc_ref(pcs, f.pc, false) +
                          ": shared memory starts with no defined value (p34 fills it with NaN bytes, "
                          "which read as true), so the branch it decides is taken on garbage, and "
                          "what follows below comes from that.\n  Store the flag in every block before "
                          "the barrier that shares it: e.g. `last = (ticket == gridDim.x - 1);` rather "
                          "than `if (ticket == gridDim.x - 1) last = true;`.",
                      pcs);
    }
    /* A ticket counter of the kernel's own (`__device__ unsigned int
     * count`, the Programming Guide's name) that the last launch left at a
     * value other than 0, in a launch where every block took its ticket
     * there and no block stored an output: its tickets started from that
     * value, so none was gridDim.x - 1. (A counter that is never reset but
     * compared modulo gridDim.x still merges: nothing to report.) */
    if (launch > 0 && !g.abort_status && g.shape.cluster_x == 0) {
        bool stored = false;
        for (int i = 0; i < outputs; i++)
            stored |= g_out[i].stored;
        const Ticket *tk = g_tickets.empty() ? nullptr : &g_tickets[0];
        bool same = tk && tk->pc && !tk->on_counter && tk->buffer >= 0;
        for (const Ticket &t : g_tickets)
            same &= t.pc && t.buffer == tk->buffer && t.word == tk->word;
        const TicketWord *left = nullptr;
        for (const TicketWord &w : g_ticket_words)
            if (same && w.buffer == tk->buffer && w.word == tk->word && w.launch + 1 == (uint32_t)launch && w.left != 0)
                left = &w;
        if (!stored && left) {
            std::vector<const void *> pcs;
            const Buffer &b = g.buffers[left->buffer];
            std::string name = b.name;
            if (b.hi - b.lo > 4)
                name += "[" + std::to_string(left->word) + "]";
            std::string text = "ticket counter not reset: every block takes its ticket on `" + name +
                               "` with the atomic at " + pc_ref(pcs, tk->pc, false) + ", and launch " +
                               std::to_string(launch) + " left it at " + std::to_string(left->left) +
                               "\n  So this launch's tickets start at " + std::to_string(left->left) +
                               ": no block draws ticket gridDim.x - 1, and none merges. A variable the "
                               "kernel keeps (__device__, __managed__) holds its value from one launch to "
                               "the next, and p34 launches twice with no reset in between: have the last "
                               "block reset it to 0 after its merge (as the Programming Guide's `count = 0`), "
                               "or take the tickets on *counter.";
            add_diag_once("ticket counter not reset", 0, P34_EXIT_WRONG, text, pcs);
        }
    }
    if (!g.abort_status && !g_tickets.empty() && g_tickets[0].pc && !g_tickets[0].on_counter &&
        g_tickets[0].buffer >= 0) {
        const Ticket &t0 = g_tickets[0];
        const Buffer &b = g.buffers[t0.buffer];
        if (b.lo + t0.word * 4 + 4 <= b.hi) {
            unsigned int v;
            memcpy(&v, reinterpret_cast<const void *>(b.lo + t0.word * 4), sizeof v);
            g_ticket_words.push_back(TicketWord{t0.buffer, t0.word, v, (uint32_t)launch});
        }
    }
    /* The last-block counter must be 0 again when a completed launch ends:
     * the next launch counts its tickets from what this one left. */
    const unsigned int *ctr = counter_word();
    const std::string cname = counter_name();
    /* the puzzle's counter must be 0 after every launch (docs/SPEC.md); the
       kernel's own is held back (g_pending_counter) */
    const auto own_or_add = [&](const char *kind, std::string &text, std::vector<const void *> &pcs) {
        if (g_own_counter < 0) {
            add_diag_once(kind, 0, P34_EXIT_WRONG, text, pcs);
        } else if (!g_pending_counter.set && std::none_of(g.diags.begin(), g.diags.end(), [&](const Diagnostic &d) {
                       return kind_is(d, kind);
                   })) {
            g_pending_counter.set = true;
            g_pending_counter.launch = g.launch;
            g_pending_counter.kind = kind;
            g_pending_counter.text = (g.launch > 0 ? "(launch " + std::to_string(g.launch + 1) + ") " : std::string()) + text;
            g_pending_counter.pcs = pcs;
        }
    };
    /* held back from an earlier launch: this one stored no output, so it went wrong */
    if (g_pending_counter.set && launch > 0 && !g.abort_status &&
        std::none_of(g_out, g_out + outputs, [](const OutputTrack &o) { return o.stored; }))
        flush_pending_counter();
    if (ctr && *ctr != 0 && !g.abort_status) {
        const Ticket *tk = nullptr;
        for (const Ticket &t : g_tickets)
            if (t.pc) {
                tk = &t;
                break;
            }
        unsigned int counted = 0;  /* blocks whose ticket was an atomic on the counter */
        for (const Ticket &t : g_tickets)
            counted += t.pc && t.on_counter;
        /* the headline at the comparison, when it is on a later line than the atomic
           (`t = atomicAdd(...);` then `last = (t == gridDim.x);`: verdict literal l09; a
           count-down compared with gridDim.x - 1: verdict ta l13) */
        const auto head_at_compare = [&](const Ticket *at_tk) {
            std::string var;
            const std::string src = site_source_line(at_tk->pc);
            size_t at = src.find("atomic"), eq = at == std::string::npos ? at : src.rfind('=', at);
            if (eq != std::string::npos && eq > 0) {
                size_t e = eq;
                while (e > 0 && isspace((unsigned char)src[e - 1]))
                    e--;
                size_t b = e;
                while (b > 0 && (isalnum((unsigned char)src[b - 1]) || src[b - 1] == '_'))
                    b--;
                var = src.substr(b, e - b);
            }
            if (kind_is(g.diags.back(), "counter not reset") && !g.diags.back().repeats)
                g.diags.back().head_location = compare_place_after(at_tk->pc, var);
        };
        if (tk && g_counter_write.pc && g_counter_write.last && *ctr < counted) {
            /* The counter's last write was no ticket but a reset (a store, an
             * exchange, a block's second atomic) after every ticket: it left
             * the value, so it is the cause, not lost tickets. */
            std::vector<const void *> pcs;
            const unsigned left = *ctr;
            std::string text = "counter reset to " + std::to_string(left) + ", not 0: after the tickets, " +
                               thread_name(g_counter_write.tid) + " writes " + cname + " at " +
                               pc_ref(pcs, g_counter_write.pc, false) + ", and launch " + std::to_string(launch + 1) +
                               " ends with it at " + std::to_string(left) +
                               "\n  The blocks take their tickets with the atomic at " + pc_ref(pcs, tk->pc, false) +
                               "; the next launch counts from " + std::to_string(left) +
                               ", so ticket gridDim.x - 1 goes to a block that is not the last (or to none). "
                               "The last block must leave " + cname + " at 0 (docs/SPEC.md): " + counter_reset_code() +
                               " after it has read every partial.";
            own_or_add("counter not reset", text, pcs);
        } else if (tk && g_counter_start == 0 && *ctr < counted) {
            /* Fewer counts than blocks that took a ticket: increments were
             * lost, the ticket is not one atomic read-modify-write. */
            std::vector<const void *> pcs;
            const unsigned left = *ctr;
            std::string text = "tickets lost: " + std::to_string(counted) + " blocks took a ticket in launch " +
                               std::to_string(launch + 1) + " but " + cname + " counts " + std::to_string(left) +
                               "\n  The blocks take their tickets at " + pc_ref(pcs, tk->pc, false) +
                               ". A ticket must be one atomic read-modify-write whose return value is the "
                               "ticket: `ticket = atomicAdd(counter, 1)`. A read of the counter followed by a "
                               "store or atomicExch of ticket + 1 lets another block read the same value in "
                               "between, so two blocks draw one ticket, a count is lost, and no block draws "
                               "gridDim.x - 1.";
            own_or_add("tickets lost", text, pcs);
        } else if (tk && g_counter_start == 0 && *ctr == counted && counted == (unsigned)g.shape.grid_x &&
                   std::none_of(g_out, g_out + outputs, [](const OutputTrack &o) { return o.stored; })) {
            /* Every block drew its ticket from 0 (the last one drew
             * gridDim.x - 1) and still no thread stored the output: the block
             * with the last ticket did not take the merge branch, so the reset
             * in it never ran either. The comparison is the cause, not a
             * missing reset (verdict compose: `ticket == gridDim.x`). */
            std::vector<const void *> pcs;
            std::string text = "no block merged in launch " + std::to_string(launch + 1) +
                               " (so the counter was not reset either): all " + std::to_string(counted) +
                               " blocks took their tickets 0.." + std::to_string(counted - 1) +
                               " with the atomic at " + pc_ref(pcs, tk->pc, false) +
                               ", but no thread stored the output\n  The block that drew ticket gridDim.x - 1 (" +
                               std::to_string(counted - 1) +
                               ") is the last one, and it did not take the branch that merges the partials, stores "
                               "the output and resets the counter: check what the ticket is compared with "
                               "(tickets count from 0: `ticket == gridDim.x - 1`).";
            add_diag_once("counter not reset", 0, P34_EXIT_WRONG, text, pcs);
            head_at_compare(tk);
        } else if (tk && g_counter_start == 0 && counted > 0 && *ctr == 0u - counted) {
            /* One count per block, but downward from 0 (`atomicSub(counter, 1)`,
             * `atomicAdd(counter, -1)`): the counter ends at 0u - counted, which
             * is no sign of several tickets per block (verdict ta l13: a
             * count-down compared with the count-up's gridDim.x - 1). Counting
             * down is legal; what is wrong is the comparison, when no block
             * merged, or the missing reset. */
            const bool merged =
                std::any_of(g_out, g_out + outputs, [](const OutputTrack &o) { return o.stored; });
            std::vector<const void *> pcs;
            const unsigned left = *ctr;
            std::string text =
                (merged ? std::string("counter not reset: ")
                        : "no block merged in launch " + std::to_string(launch + 1) +
                              " (so the counter was not reset either): ") +
                "the " + std::to_string(counted) + " blocks counted " + cname + " down from 0 (one count each) "
                "with the atomic at " + pc_ref(pcs, tk->pc, false) + ", and left it at 0u - " +
                std::to_string(counted) + " (" + std::to_string(left) + ")\n  ";
            if (merged)
                text += "Counting down works, but the next launch counts from " + std::to_string(left) +
                        ": the last block must leave " + cname + " at 0 (docs/SPEC.md): " + counter_reset_code() +
                        " after it has read every partial.";
            else
                text += "Counting down, the tickets are 0, 0u - 1, 0u - 2, ..., and the last block draws 0u - "
                        "(gridDim.x - 1) (" + std::to_string(0u - (counted - 1)) + "), not gridDim.x - 1: "
                        "compare the ticket with that, or count up (`ticket = atomicAdd(counter, 1)`, last when "
                        "`ticket == gridDim.x - 1`).";
            if (merged)
                own_or_add("counter not reset", text, pcs);
            else {
                add_diag_once("counter not reset", 0, P34_EXIT_WRONG, text, pcs);
                head_at_compare(tk);
            }
        } else if (tk && g_counter_start == 0 && counted > 0 && *ctr > counted) {
            /* More counts than blocks that took a ticket, from 0: some block
             * advanced the counter more than once, most often every thread
             * of it (hints hunt: `atomicAdd` outside `if (threadIdx.x == 0)`),
             * so ticket gridDim.x - 1 goes to a block that is not last. */
            std::vector<const void *> pcs;
            const unsigned left = *ctr;
            std::string text = "several tickets per block: " + cname + " is " + std::to_string(left) +
                               " after launch " + std::to_string(launch + 1) + ", more than the " + std::to_string(counted) +
                               " blocks that took a ticket" +
                               (left % counted == 0 ? " (" + std::to_string(left / counted) + " per block)"
                                                    : std::string("")) +
                               "\n  The blocks take their tickets with the atomic at " + pc_ref(pcs, tk->pc, false) +
                               ", which runs more than once per block: one thread of each block (threadIdx.x == 0) "
                               "must take one ticket and share the answer through a __shared__ flag and "
                               "__syncthreads(); otherwise ticket gridDim.x - 1 goes to a block that is not the "
                               "last, and the counter never comes back to 0.";
            own_or_add("several tickets per block", text, pcs);
        } else if (tk) {
            std::vector<const void *> pcs;
            const unsigned left = *ctr;
            std::string text =
                g_own_counter >= 0
                    ? "ticket counter not reset: every block takes its ticket on " + cname + " with the atomic at " +
                          pc_ref(pcs, tk->pc, false) + ", and launch " + std::to_string(launch + 1) + " left it at " +
                          std::to_string(left) + "\n  So the next launch's tickets start at " + std::to_string(left) +
                          ": no block draws ticket gridDim.x - 1, and none merges. A variable the kernel keeps "
                          "(__device__, __managed__) holds its value from one launch to the next, and p34 launches "
                          "twice with no reset in between: have the last block reset it to 0 after its merge (" +
                          counter_reset_code() + ", as the Programming Guide's `count = 0`), or take the tickets "
                          "on *counter."
                    : "counter not reset: the counter is " + std::to_string(left) + " after launch " +
                          std::to_string(launch + 1) + "; the last block must reset it to 0\n  The blocks "
                          "take their tickets with the atomic at " + pc_ref(pcs, tk->pc, false) +
                          "; the next launch counts from " + std::to_string(left) + ", so no block draws "
                          "ticket gridDim.x - 1 and no block merges the partials.\n  In the last block, "
                          "after it has read every partial, have one thread store *counter = 0.";
            own_or_add("counter not reset", text, pcs);
        }
    }
    if (launch + 1 >= g.launches)
        g_pending_counter = PendingCounterDiag();  /* the run ended without the harm */
    input_write_to_error(result, launch, outputs);
}

/* A device-heap block just handed out (runtime.cpp): its words' histories
 * belong to the block freed there before, which the heap ordered before it. */
void heap_cells_reset(uintptr_t offset, size_t bytes)
{
    std::vector<Cell> &cells = g_global_cells[P34_SIM_HEAP_BUFFER];
    for (uintptr_t w = offset / 4; w * 4 < offset + bytes && w < cells.size(); w++)
        cells[w] = Cell{};
    if (g_atomic_sync[P34_SIM_HEAP_BUFFER].size() > offset / 4)
        for (uintptr_t w = offset / 4; w * 4 < offset + bytes && w < g_atomic_sync[P34_SIM_HEAP_BUFFER].size(); w++)
            g_atomic_sync[P34_SIM_HEAP_BUFFER][w] = AtomicSync{0, nullptr, {}};
}

}  // namespace p34sim

/* ---------------------------------------------------------------------- */
/* The ThreadSanitizer hooks the compiler calls from kernel code           */

using p34sim::g;

namespace {

/* The hook runs right before the access it checks. A preemption (which
 * runs other threads) comes first, so that nothing happens between the
 * check and the access: a spin-wait's load that preempts then reads what
 * the other threads wrote meanwhile, and its check must see the same (the
 * release it acquires). g.access_volatile marks only the access being
 * checked, never other threads' accesses. */
inline void on_access(const void *addr, unsigned size, bool write, const void *pc, bool vol = false,
                      bool aligned = false)
{
    p34sim::Thread *t = g.cur;
    if (!t)
        return;
    if (t->switch_pending && !g.in_runtime)
        p34sim::switch_if_pending(pc);
    ++g.in_runtime;
    if (++t->steps >= p34sim::kPreemptSteps)
        p34sim::preempt(pc);
    else if (vol && !write)
        p34sim::poll_step(pc, true);  /* a volatile load: a poll */
    if (aligned && (reinterpret_cast<uintptr_t>(addr) & (size - 1)))
        p34sim::check_alignment(addr, size, write, pc);
    g.access_volatile = vol;
    p34sim::check_access(addr, size, write, false, pc);
    g.access_volatile = false;
    /* (only the first load of a run of volatile loads: a spin keeps its pace,
     * poll_step's yield every kPollRun loads, and its endless-loop budget) */
    if (vol && !write && g.schedule != P34_SCHEDULE_RANDOM && t->poll_run <= 1) {
        const uintptr_t a = reinterpret_cast<uintptr_t>(addr);
        t->switch_pending = !(a - g.shared_lo < g.shared_len) && !(a - g.save_lo < g.save_len);
    }
    --g.in_runtime;
}

/* ld/st.volatile (sim.mk compiles kernels with tsan-distinguish-volatile). */
inline void on_volatile_access(const void *addr, unsigned size, bool write, const void *pc)
{
    on_access(addr, size, write, pc, true);
}

}  // namespace

#define P34_TSAN_HOOKS(n)                                                                              \
    extern "C" void __tsan_read##n(void *a) { on_access(a, n, false, __builtin_return_address(0), false, true); } \
    extern "C" void __tsan_write##n(void *a) { on_access(a, n, true, __builtin_return_address(0), false, true); } \
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
        on_volatile_access(a, n, false, __builtin_return_address(0));                                 \
    }                                                                                                 \
    extern "C" void __tsan_volatile_write##n(void *a)                                                 \
    {                                                                                                 \
        on_volatile_access(a, n, true, __builtin_return_address(0));                                  \
    }                                                                                                 \
    extern "C" void __tsan_read##n##_pc(void *a, void *pc) { on_access(a, n, false, pc, false, true); } \
    extern "C" void __tsan_write##n##_pc(void *a, void *pc) { on_access(a, n, true, pc, false, true); }

P34_TSAN_HOOKS(1)
P34_TSAN_HOOKS(2)
P34_TSAN_HOOKS(4)
P34_TSAN_HOOKS(8)
P34_TSAN_HOOKS(16)
#undef P34_TSAN_HOOKS

/* The one 8-bit atomic load g++ emits in kernel code: the check of a
 * function-local static's guard variable before its dynamic initializer
 * (kernel code has no other: sim/cuda_sim.h's atomics are calls). The only
 * such statics sim/shared-sections lets through are __shared__ variables
 * with a constructor that is not empty, which nvcc never initializes (its
 * warning: "dynamic initialization is not supported for a function-scope
 * static __shared__ variable"): "already done", so the constructor never
 * runs here either, and no block's thread initializes another's copy. */
extern "C" char __tsan_atomic8_load(const volatile char *, int) { return 1; }

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
/* (__tsan_func_entry) nested calls that a GPU thread's default 1 KiB stack cannot hold */
constexpr uint32_t kRecursionCalls = 128;
/* (__tsan_func_entry) the call sites of a deep thread's last kDeepSites
 * nesting levels, by depth modulo kDeepSites, kept from depth kDeepFrom on:
 * a chain past the limit is recursion only if a call site repeats in it. */
constexpr uint32_t kDeepSites = p34sim::kDeepSites, kDeepFrom = 96;
extern "C" void __tsan_func_entry(void *call_site)
{
    if (g.cur) {
        p34sim::note_call(__builtin_return_address(0), call_site);
        p34sim::Thread *t = g.cur;
        if (t->call_depth < p34sim::Thread::kCallSites)
            t->call_sites[t->call_depth] = call_site;
        t->call_depth++;
        /* A GPU thread's stack, when the kernel recurses (ptxas cannot size
         * it), is cudaLimitStackSize: 1 KiB by default (CUDA Programming
         * Guide, Recursion; CUDA Runtime, cudaDeviceSetLimit), which p34 does
         * not raise (kernels.cu). Every nested call keeps at least its 8-byte
         * return address there, so more than 128 nested calls of the kernel
         * file's functions cannot fit (the H100 stopped a 256-deep recursion
         * with an illegal address: docs/verdict-edge.md r12); here the fibers
         * hold 640 KiB and such a kernel passed (verdict ub s02). The limit
         * leaves 32 frames for the simulator's own header functions. */
        /* ... but a chain of distinct functions (a template chain
         * sum_from<I> -> sum_from<I + 1> of 256 __noinline__ instances, or one
         * that nvcc inlines whole) has no cycle in its call graph: ptxas sizes
         * its stack at build time, within the 512 KiB of local memory, and
         * the 1 KiB limit is not its (verdict lookalike r02, r05). It is
         * recursion when the call site repeats among the last kDeepSites
         * levels (every recursion whose cycle is shorter repeats there). */
        bool recursing = false;
        if (t->call_depth >= kDeepFrom && !g.in_runtime) {
            std::array<const void *, kDeepSites> &ring = p34sim::g_deep_sites[t->tid];
            if (t->call_depth >= kRecursionCalls + 32)
                for (uint32_t k = 1; k < kDeepSites && !recursing; k++)
                    recursing = ring[(t->call_depth - k) % kDeepSites] == call_site;
            ring[t->call_depth % kDeepSites] = call_site;
        }
        if (recursing) {
            ++g.in_runtime;
            std::vector<const void *> pcs;
            p34sim::add_diag(P34_EXIT_FAULT,
                             "stack overflow in " + p34sim::thread_name(t->tid) + " at " +
                                 p34sim::pc_ref(pcs, call_site, true) + ": " + std::to_string(t->call_depth) +
                                 " nested calls (recursion). A GPU thread's stack for a kernel that recurses is "
                                 "cudaLimitStackSize, 1 KiB by default (CUDA Programming Guide, Recursion; p34 does "
                                 "not raise it), and every call keeps at least its 8-byte return address there, so "
                                 "more than 128 nested calls cannot fit: the kernel stops with an illegal address.\n"
                                 "  Bound the depth: a loop, or a halving recursion (depth log2 n) instead of one call "
                                 "per element.",
                             pcs);
            p34sim::abort_launch(P34_EXIT_FAULT);
        }
    }
    /* Fibers share one mapping, so a deep recursion or a huge local array
     * would run into the next fiber's stack without a fault: stop first. */
    if (g.cur && reinterpret_cast<uintptr_t>(__builtin_frame_address(0)) < g.stack_limit) {
        ++g.in_runtime;
        std::vector<const void *> pcs;
        const void *pc = __builtin_return_address(0);
        p34sim::add_diag(P34_EXIT_FAULT,
                         "stack overflow in " + p34sim::thread_name(g.cur->tid) + " at " +
                             p34sim::pc_ref(pcs, pc, false) +
                             " (deep recursion, or local arrays beyond the 512 KiB of local memory a GPU "
                             "thread may have).",
                         pcs);
        p34sim::abort_launch(P34_EXIT_FAULT);
    }
}
/* Function exit feeds TSan's shadow call stack; reports here use the debug
 * info's inline chain instead, so it does nothing. */
extern "C" void __tsan_func_exit()
{
    if (g.cur && g.cur->call_depth)
        g.cur->call_depth--;
}
extern "C" void __tsan_init() {}
extern "C" void __tsan_vptr_update(void **, void *) {}
extern "C" void __tsan_vptr_read(void **) {}
