/*
 * sim/trace.h - "see the run": recording what every block and thread did,
 * for the SVG picture of a run (p34_run_args.draw, p34_sim_svg).
 *
 *   trace.cpp  the recording: hooks called from the simulator's files, one
 *              line each, marked "p34 draw hook"; file:line of code sites
 *   draw.cpp   the SVG writer
 *
 * When a run is not drawn every hook is one predictable branch on g_trace_on.
 */
#ifndef P34_SIM_TRACE_H
#define P34_SIM_TRACE_H

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "sim/internal.h"

namespace p34sim {

extern bool g_trace_on;

enum class TraceSync : uint8_t { Block, Arrive, Wait };

/* Hooks (see trace.cpp). */
void trace_begin(const p34_kernel_table *kernels, const p34_run_args *args);  /* p34_sim_run */
void trace_end(const p34_run_result *result);                                 /* p34_sim_run */
void trace_access_on(const void *addr, unsigned size, bool write, bool atomic, const void *pc);
void trace_sync_on(const Thread *t, TraceSync kind, const void *pc);
void trace_diag_on(const Diagnostic &d);
/* A race about to be reported (its add_diag follows): both accesses. */
void trace_race_on(uint32_t now_tid, const void *now_pc, uint32_t now_clk, bool now_write, bool now_atomic,
                   uint32_t earlier_tid, const void *earlier_pc, uint32_t earlier_clk, bool earlier_write,
                   bool earlier_atomic);

inline void trace_access(const void *addr, unsigned size, bool write, bool atomic, const void *pc)
{
    if (g_trace_on)
        trace_access_on(addr, size, write, atomic, pc);
}
inline void trace_sync(const Thread *t, TraceSync kind, const void *pc)
{
    if (g_trace_on)
        trace_sync_on(t, kind, pc);
}
inline void trace_diag(const Diagnostic &d)
{
    if (g_trace_on)
        trace_diag_on(d);
}
inline void trace_race(uint32_t now_tid, const void *now_pc, uint32_t now_clk, bool now_write, bool now_atomic,
                       uint32_t earlier_tid, const void *earlier_pc, uint32_t earlier_clk, bool earlier_write,
                       bool earlier_atomic)
{
    if (g_trace_on)
        trace_race_on(now_tid, now_pc, now_clk, now_write, now_atomic, earlier_tid, earlier_pc, earlier_clk,
                      earlier_write, earlier_atomic);
}

/* ---------------------------------------------------------------------- */
/* What was recorded (read by draw.cpp)                                     */

enum TraceOp : uint8_t { OpLoad = 0, OpStore = 1, OpAtomic = 2 };

/* Targets of an access: the puzzle's buffers by name, or the shared memory
 * of another block of the cluster (distributed shared memory). */
enum TraceTarget : int { TInput = 0, TOutput = 1, TScratch = 2, TCounter = 3, TShared = 4 };

/* Accesses of one block, at one point of its program (seq: how many barrier
 * calls its threads had made), to one target, of one kind, from one site. */
struct TraceGroup {
    int launch = 0;
    uint32_t block = 0;       /* grid block (blockIdx.x) */
    uint32_t seq = 0;
    int target = TInput;
    uint32_t target_block = 0;  /* TShared: whose shared memory (grid block) */
    uint8_t op = OpLoad;
    const void *pc = nullptr;
    uint64_t order = 0;         /* first access, in run order */
    uint64_t count = 0;
    uint32_t elem_min = UINT32_MAX, elem_max = 0;  /* element (4-byte word) indexes */
    std::vector<uint64_t> threads;  /* bitset of threadIdx.x */
    std::vector<uint64_t> elems;    /* bitset of elements (not for the input) */
    uint32_t first_thread = 0, first_elem = 0;
    bool one_to_one = true;     /* each thread touched one element, each element one thread */
};

/* One barrier call of one thread. */
struct TraceSyncRec {
    TraceSync kind;
    const void *pc;
    uint32_t clk;   /* the thread's clock when it called (for race sites) */
};

/* Who stored an element of output / temp_storage / partials / counter. */
struct TraceWriter {
    int launch;
    uint32_t block, thread;
    const void *pc;
    uint8_t op;
};

/* A ticket taken from the last-block counter (an atomic on it). */
struct TraceTicket {
    uint32_t block, thread;
    unsigned int old_value;
    const void *pc;
};

/* A place in the picture where a finding happened. */
struct TracePlace {
    int launch = 0;
    uint32_t block = 0;  /* grid block */
    uint32_t thread = 0;
    uint32_t seq = 0;
    uint64_t order = 0;
    const void *pc = nullptr;
    std::string what;  /* "writes", "reads", ... (races) */
    bool at_access = false;  /* order is that of the recorded access it names */
};

struct TraceDiag {
    int status = 0;
    std::string text;  /* with report.cpp's \x01n\x02 placeholders */
    std::vector<const void *> pcs;
    bool needs_distinct_lines = false;
    std::vector<TracePlace> places;
};

/* Where the threads of a block were when the run stopped. */
struct TraceStop {
    uint32_t block;  /* grid block */
    ThreadState state;
    const void *pc;
    std::string what;  /* the call it waits in */
    std::vector<uint32_t> threads;
};

struct Trace {
    p34_puzzle puzzle = P34_REDUCTION;
    std::string source;  /* the kernel file */
    p34_schedule schedule = P34_SCHEDULE_FORWARD;
    unsigned long long seed = 0;
    int launches = 1;
    uint32_t cluster_blocks = 1, block_threads = 0;
    uint64_t order = 0;
    bool truncated = false;

    std::vector<TraceGroup> groups;
    std::unordered_map<uint64_t, uint32_t> group_index;

    /* per thread of the grid, this launch (cluster puzzles) */
    int cur_launch = -1;
    std::vector<std::vector<TraceSyncRec>> syncs;  /* [blockIdx.x * blockDim.x + threadIdx.x] */

    std::vector<TraceWriter> writers[4][P34_MAX_OUTPUT > 4 ? P34_MAX_OUTPUT : 4];  /* small buffers */
    std::vector<TraceTicket> tickets[P34_MAX_LAUNCHES];
    std::vector<TraceWriter> counter_stores[P34_MAX_LAUNCHES];
    std::vector<int32_t> partial_writer[P34_MAX_LAUNCHES];  /* last-block: partials[i] stored by block */
    std::vector<uint8_t> block_ran[P34_MAX_LAUNCHES];        /* last-block: blocks that ran */

    std::vector<TraceDiag> diags;
    std::vector<TracePlace> pending_race;
    std::vector<TraceStop> stops;
    int stop_launch = -1;

    /* after the run */
    p34_run_result result{};
    std::vector<float> scratch_after;
    double record_ms = 0;
};

extern Trace g_trace;

/* file:line of a code address (after trace_symbolize). */
struct TraceSite {
    std::string location;  /* "problems/p34.cu:57" */
    std::string callee;    /* "cluster_wait", or empty */
};
void trace_symbolize(const std::vector<const void *> &pcs);
/* report.cpp's symbolizer, shared with the report: code_sites looks up every
 * pc in one run, code_site gives one ("FILE:LINE" and the callee, if any). */
void code_sites(const std::vector<const void *> &pcs);
TraceSite code_site(const void *pc);
const TraceSite &trace_site(const void *pc);
/* A diagnostic's text with its placeholders replaced. */
std::string trace_render_text(const TraceDiag &d);
/* "`partial[3]` in block 1" without the quotes and the block. */
std::string trace_shared_name(uint32_t grid_block, uint32_t word);

/* draw.cpp */
std::string draw_svg(const Trace &t);

}  // namespace p34sim

#endif /* P34_SIM_TRACE_H */
