/*
 * sim/trace.cpp - recording a run for its picture (p34_run_args.draw).
 *
 * The simulator's files call the hooks of sim/trace.h (one line each,
 * marked "p34 draw hook"):
 *   runtime.cpp  trace_begin / trace_end around p34_sim_run
 *   check.cpp    trace_access for every checked memory access,
 *                trace_race for each distinct race
 *   device.cpp   trace_sync for __syncthreads and the cluster barrier
 *   report.cpp   trace_diag for every diagnostic
 *
 * What is kept: accesses to the puzzle's global buffers and to other blocks'
 * shared memory, grouped by block, program point (how many barrier calls the
 * thread had made), target, kind and code site; every thread's barrier calls
 * (cluster puzzles); the last-block counter's tickets; the diagnostics with
 * the thread they happened in; where every thread was when a run stopped.
 * Accesses of a block to its own shared memory are not drawn and not kept.
 */
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <dlfcn.h>
#include <elf.h>
#include <link.h>
#include <map>
#include <unistd.h>

#include "sim/trace.h"

namespace p34sim {

bool g_trace_on = false;
Trace g_trace;

namespace {

std::string g_svg;

constexpr size_t kMaxGroups = 20000;
constexpr size_t kMaxSyncsPerThread = 4096;
constexpr size_t kMaxWriters = 8;
constexpr size_t kMaxTickets = 1u << 16;
constexpr uint32_t kMaxElems = 1u << 16;

double ms_now()
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

bool cluster_puzzle() { return g_trace.puzzle != P34_LAST_BLOCK; }

/* A new launch: barrier calls are counted from zero again. Thread ids are
 * grid-wide (blockIdx.x * blockDim.x + threadIdx.x). */
void ensure_unit()
{
    Trace &t = g_trace;
    if (g.launch == t.cur_launch)
        return;
    t.cur_launch = g.launch;
    if (cluster_puzzle())
        t.syncs.assign((size_t)g.shape.grid_x * g.block_threads, {});
}

uint32_t seq_of(uint32_t tid)
{
    const Trace &t = g_trace;
    return cluster_puzzle() && tid < t.syncs.size() ? (uint32_t)t.syncs[tid].size() : 0;
}

uint32_t grid_block_of(uint32_t tid) { return tid / g.block_threads; }

/* Where in its program a thread was when its clock read `clk`: the barrier
 * calls it had made before. An access recorded in a group says it exactly. */
uint32_t seq_at(uint32_t tid, uint32_t clk, const void *pc, uint64_t *order, bool *at_access)
{
    const Trace &t = g_trace;
    const uint32_t block = grid_block_of(tid), thread = tid % g.block_threads;
    for (const TraceGroup &gr : t.groups)
        if (gr.launch == g.launch && gr.block == block && gr.pc == pc && thread / 64 < gr.threads.size() &&
            (gr.threads[thread / 64] >> (thread % 64) & 1)) {
            *order = gr.order;  /* drawn right after that access */
            if (at_access)
                *at_access = true;
            return gr.seq;
        }
    uint32_t seq = 0;
    if (cluster_puzzle() && tid < t.syncs.size())
        for (const TraceSyncRec &s : t.syncs[tid])
            seq += s.clk < clk;
    return seq;
}

void set_bit(std::vector<uint64_t> &bits, uint32_t i)
{
    if (bits.size() <= i / 64)
        bits.resize(i / 64 + 1, 0);
    bits[i / 64] |= 1ull << (i % 64);
}

struct GroupKey {
    int launch;
    uint32_t block, seq;
    int target;
    uint32_t target_block;
    uint8_t op;
    const void *pc;
    bool operator==(const GroupKey &o) const
    {
        return launch == o.launch && block == o.block && seq == o.seq && target == o.target &&
               target_block == o.target_block && op == o.op && pc == o.pc;
    }
};

uint64_t key_hash(const GroupKey &k)
{
    uint64_t h = reinterpret_cast<uintptr_t>(k.pc);
    for (uint64_t v : {(uint64_t)k.launch, (uint64_t)k.block, (uint64_t)k.seq, (uint64_t)k.target,
                       (uint64_t)k.target_block, (uint64_t)k.op}) {
        h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
        h *= 0xff51afd7ed558ccdull;
    }
    return h;
}

TraceGroup *find_group(const GroupKey &k)
{
    Trace &t = g_trace;
    /* A small direct-mapped cache in front of the map: resident blocks run
     * interleaved, so the last group alone misses too often. */
    struct CacheEntry {
        GroupKey key;
        uint32_t index;
    };
    static CacheEntry cache[1024];
    static size_t cache_groups = 0;  /* t.groups.size() when last seen: a new run empties it */
    if (t.groups.size() < cache_groups)
        for (CacheEntry &e : cache)
            e.index = UINT32_MAX;
    cache_groups = t.groups.size();
    uint64_t h = key_hash(k);
    CacheEntry &ce = cache[(h >> 20) % 1024];
    if (ce.index < t.groups.size() && ce.key == k)
        return &t.groups[ce.index];
    for (;;) {
        auto it = t.group_index.find(h);
        if (it == t.group_index.end())
            break;
        const TraceGroup &gr = t.groups[it->second];
        GroupKey have{gr.launch, gr.block, gr.seq, gr.target, gr.target_block, gr.op, gr.pc};
        if (have == k) {
            ce = CacheEntry{k, it->second};
            return &t.groups[it->second];
        }
        h++;  /* a collision: probe on */
    }
    if (t.groups.size() >= kMaxGroups) {
        t.truncated = true;
        return nullptr;
    }
    TraceGroup gr;
    gr.launch = k.launch;
    gr.block = k.block;
    gr.seq = k.seq;
    gr.target = k.target;
    gr.target_block = k.target_block;
    gr.op = k.op;
    gr.pc = k.pc;
    gr.order = t.order++;
    t.group_index[h] = (uint32_t)t.groups.size();
    t.groups.push_back(std::move(gr));
    ce = CacheEntry{k, (uint32_t)t.groups.size() - 1};
    cache_groups = t.groups.size();
    return &t.groups.back();
}

}  // namespace

/* ---------------------------------------------------------------------- */
/* Hooks                                                                   */

void trace_begin(const p34_kernel_table *kernels, const p34_run_args *args)
{
    g_svg.clear();
    g_trace = Trace();
    g_trace_on = args->draw != 0;
    if (!g_trace_on)
        return;
    Trace &t = g_trace;
    t.record_ms = -ms_now();
    t.puzzle = args->puzzle;
    t.source = kernels->source ? kernels->source : "";
    t.launches = args->launches;
    t.schedule = args->schedule;
    t.seed = args->seed;
    t.cluster_blocks = g.cluster_blocks;
    t.block_threads = g.block_threads;
    if (t.puzzle == P34_LAST_BLOCK)
        for (int l = 0; l < P34_MAX_LAUNCHES; l++) {
            t.partial_writer[l].assign((size_t)g.shape.scratch_len, -1);
            t.block_ran[l].assign((size_t)g.shape.grid_x, 0);
        }
}

void trace_access_on(const void *addr, unsigned size, bool write, bool atomic, const void *pc)
{
    const Thread *th = g.cur;
    if (!th)
        return;
    const uintptr_t a = reinterpret_cast<uintptr_t>(addr);
    int target;
    uint32_t target_block = 0, elem;
    if (a - g.shared_lo < g.shared_len) {
        return;  /* the block's own shared memory: not drawn */
    } else if (a - g.save_lo < g.save_len) {
        const uint32_t b = (uint32_t)((a - g.save_lo) / g.save_stride);
        const uintptr_t off = (a - g.save_lo) % g.save_stride;
        if (off >= g.shared_len || b >= g.blocks.size())
            return;
        target = TShared;
        target_block = g.blocks[b].grid_block;
        elem = (uint32_t)(off / 4);
    } else if (a - g.arena_lo < g.arena_len) {
        const uintptr_t bases[4] = {reinterpret_cast<uintptr_t>(g.input), reinterpret_cast<uintptr_t>(g.output),
                                    reinterpret_cast<uintptr_t>(g.scratch),
                                    reinterpret_cast<uintptr_t>(g.counter)};
        const size_t lens[4] = {(size_t)g.shape.input_len, (size_t)g.shape.output_len,
                                (size_t)g.shape.scratch_len, g.counter ? 1u : 0u};
        target = -1;
        for (int i = 0; i < 4 && target < 0; i++)
            if (bases[i] && a >= bases[i] && a + size <= bases[i] + lens[i] * 4)
                target = i;
        if (target < 0)
            return;  /* out of bounds: the diagnostic shows it */
        elem = (uint32_t)((a - bases[target]) / 4);
    } else {
        return;
    }
    Trace &t = g_trace;
    ensure_unit();
    const uint8_t op = atomic ? OpAtomic : write ? OpStore : OpLoad;
    const uint32_t block = g.blocks[th->block].grid_block;
    const int launch = g.launch;
    if (t.puzzle == P34_LAST_BLOCK && launch < P34_MAX_LAUNCHES && block < t.block_ran[launch].size())
        t.block_ran[launch][block] = 1;
    if (target == TCounter && op == OpAtomic && launch < P34_MAX_LAUNCHES && t.tickets[launch].size() < kMaxTickets)
        t.tickets[launch].push_back(TraceTicket{block, th->thread, *static_cast<const unsigned int *>(addr), pc});
    if (target == TCounter && op == OpStore && launch < P34_MAX_LAUNCHES &&
        t.counter_stores[launch].size() < kMaxWriters)
        t.counter_stores[launch].push_back(TraceWriter{launch, block, th->thread, pc, op});
    if (op != OpLoad && (target == TOutput || target == TScratch) && elem < 4 &&
        t.writers[target][elem].size() < kMaxWriters)
        t.writers[target][elem].push_back(TraceWriter{launch, block, th->thread, pc, op});
    if (op == OpStore && target == TScratch && t.puzzle == P34_LAST_BLOCK && launch < P34_MAX_LAUNCHES &&
        elem < t.partial_writer[launch].size() && t.partial_writer[launch][elem] < 0)
        t.partial_writer[launch][elem] = (int32_t)block;

    TraceGroup *gr = find_group(GroupKey{launch, block, seq_of(th->tid), target, target_block, op, pc});
    if (!gr)
        return;
    gr->count++;
    if (elem < gr->elem_min)
        gr->elem_min = elem;
    if (elem > gr->elem_max)
        gr->elem_max = elem;
    if (gr->count == 1) {
        gr->first_thread = th->thread;
        gr->first_elem = elem;
    }
    set_bit(gr->threads, th->thread);
    if (target != TInput && elem < kMaxElems)
        set_bit(gr->elems, elem);
}

void trace_sync_on(const Thread *th, TraceSync kind, const void *pc)
{
    if (!cluster_puzzle())
        return;
    ensure_unit();
    if (th->tid >= g_trace.syncs.size())
        return;
    auto &v = g_trace.syncs[th->tid];
    if (v.size() >= kMaxSyncsPerThread) {
        g_trace.truncated = true;
        return;
    }
    v.push_back(TraceSyncRec{kind, pc, th->clk});
}

void trace_diag_on(const Diagnostic &d)
{
    Trace &t = g_trace;
    TraceDiag td;
    td.status = d.status;
    td.text = d.text;
    td.pcs = d.pcs;
    td.needs_distinct_lines = d.needs_distinct_lines;
    if (!t.pending_race.empty() && !g.cur) {
        td.places = t.pending_race;  /* the race trace_race just described */
        t.pending_race.clear();
    } else if (g.cur) {
        ensure_unit();
        TracePlace p;
        p.launch = g.launch;
        p.block = grid_block_of(g.cur->tid);
        p.thread = g.cur->thread;
        p.seq = seq_of(g.cur->tid);
        p.order = t.order++;
        p.pc = d.pcs.empty() ? nullptr : d.pcs[0];
        td.places.push_back(p);
    }
    t.diags.push_back(std::move(td));
}

void trace_race_on(uint32_t now_tid, const void *now_pc, uint32_t now_clk, bool now_write, bool now_atomic,
                   uint32_t earlier_tid, const void *earlier_pc, uint32_t earlier_clk, bool earlier_write,
                   bool earlier_atomic)
{
    Trace &t = g_trace;
    ensure_unit();
    auto place = [&](uint32_t tid, const void *pc, uint32_t clk, bool w, bool at) {
        TracePlace p;
        p.launch = g.launch;
        p.block = grid_block_of(tid);
        p.thread = tid % g.block_threads;
        p.order = t.order++;
        p.seq = seq_at(tid, clk, pc, &p.order, &p.at_access);
        p.pc = pc;
        p.what = at ? "updates atomically" : w ? "writes" : "reads";
        return p;
    };
    t.pending_race.clear();
    t.pending_race.push_back(place(now_tid, now_pc, now_clk, now_write, now_atomic));
    t.pending_race.push_back(place(earlier_tid, earlier_pc, earlier_clk, earlier_write, earlier_atomic));
}

void trace_end(const p34_run_result *result)
{
    if (!g_trace_on)
        return;
    g_trace_on = false;
    Trace &t = g_trace;
    t.result = *result;
    if (g.scratch)
        t.scratch_after.assign(g.scratch, g.scratch + g.shape.scratch_len);
    /* A run that stopped: where every thread of the unit was. */
    if (result->launches_done < t.launches && !g.threads.empty()) {
        t.stop_launch = g.launch;
        for (const Thread &th : g.threads) {
            if (th.block >= g.blocks.size() || (!cluster_puzzle() && !g.blocks[th.block].active))
                continue;  /* a slot whose block had finished */
            const uint32_t block = grid_block_of(th.tid);
            const void *pc = th.state == ThreadState::Done || th.state == ThreadState::NotStarted ? nullptr : th.wait_pc;
            size_t k = 0;
            while (k < t.stops.size() &&
                   !(t.stops[k].block == block && t.stops[k].state == th.state && t.stops[k].pc == pc))
                k++;
            if (k == t.stops.size())
                t.stops.push_back(TraceStop{block, th.state, pc, th.wait_what ? th.wait_what : "", {}});
            t.stops[k].threads.push_back(th.thread);
        }
    }
    t.record_ms += ms_now();
    g_svg = draw_svg(t);
}

/* ---------------------------------------------------------------------- */
/* Code sites: report.cpp's symbolizer (code_sites, code_site)            */

namespace {

std::map<const void *, TraceSite> g_sites;

}  // namespace

void trace_symbolize(const std::vector<const void *> &pcs)
{
    code_sites(pcs);  /* one run of the symbolizer for all of them */
    for (const void *pc : pcs)
        if (pc && !g_sites.count(pc))
            g_sites[pc] = code_site(pc);
}

const TraceSite &trace_site(const void *pc)
{
    static const TraceSite unknown{"an unknown place", ""};
    auto it = g_sites.find(pc);
    return it == g_sites.end() ? unknown : it->second;
}

std::string trace_render_text(const TraceDiag &d)
{
    std::string out;
    for (size_t i = 0; i < d.text.size(); i++) {
        const char c = d.text[i];
        if (c == '\x04') {  /* a loop named at report time (check.cpp barrier_loop_note) */
            const size_t end = d.text.find('\x02', i);
            if (end == std::string::npos)
                break;
            out += "the loop around it";
            i = end;
        } else if (c == '\x01' || c == '\x03') {
            const size_t end = d.text.find('\x02', i);
            if (end == std::string::npos)
                break;
            const size_t n = (size_t)atoi(d.text.substr(i + 1, end - i - 1).c_str());
            const TraceSite &s = trace_site(n < d.pcs.size() ? d.pcs[n] : nullptr);
            out += s.location;
            if (c == '\x03' && !s.callee.empty())
                out += " (" + s.callee + ")";
            i = end;
        } else {
            out += c;
        }
    }
    while (!out.empty() && out.back() == '\n')
        out.pop_back();
    return out;
}

std::string trace_shared_name(uint32_t grid_block, uint32_t word)
{
    std::string s = shared_location(grid_block, (uintptr_t)word * 4, 4);
    const size_t a = s.find('`'), b = s.find('`', a + 1);
    if (a != std::string::npos && b != std::string::npos)
        return s.substr(a + 1, b - a - 1);
    return "word " + std::to_string(word);
}

}  // namespace p34sim

extern "C" const char *p34_sim_svg(size_t *len)
{
    if (len)
        *len = p34sim::g_svg.size();
    return p34sim::g_svg.empty() ? nullptr : p34sim::g_svg.c_str();
}
