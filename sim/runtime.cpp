/*
 * sim/runtime.cpp - fibers, the scheduler, launches and p34_sim_run.
 *
 * Every simulated GPU thread is a fiber with its own small stack. The grid
 * runs as on a GPU, its blocks resident together: a launch with clusters
 * keeps its whole cluster resident; a grid without clusters keeps a window
 * of kWindowBlocks blocks resident and starts the next block (in the
 * schedule's order) in the slot of one that finished. The scheduler runs in
 * passes: each pass visits the resident threads in the schedule's order
 * (forward, reverse or a fresh random permutation; block by block when there
 * are no clusters) and runs every runnable one until it blocks in a barrier
 * or collective, finishes, or is preempted after a long stretch without
 * one. A pass in which nothing could run is a deadlock.
 *
 * Faults in kernel code (SIGSEGV/SIGBUS) and the wall-clock watchdog jump
 * back to the scheduler with siglongjmp; the abandoned fibers are never
 * resumed.
 */
#include <algorithm>
#include <cerrno>
#include <cmath>
#include <csetjmp>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cctype>
#include <cstring>
#include <ctime>
#include <cxxabi.h>
#include <deque>
#include <iterator>
#include <map>
#include <string>
#include <unordered_map>
#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "sim/cuda_sim.h"
#include "sim/internal.h"
#include "sim/trace.h"  // p34 draw hook

#if !defined(__x86_64__)
#include <ucontext.h>
#endif

p34_sim_thread_coords p34_sim_coords;

/* CUDA's warpSize (sim/cuda_sim.h declares it without its value, so that
 * kernel code cannot use it where C++ wants a constant, as nvcc refuses). */
extern const int warpSize = 32;

/* The device heap of malloc()/free() and new/delete in kernel code
 * (sim/shared-sections renames the kernel objects' calls to these): a GPU's
 * is fixed-size, cudaLimitMallocHeapSize, 8 MB unless the host raises it (p34
 * does not), and lives as long as the context, so what a launch leaks is gone
 * for the next (PG Dynamic Global Memory Allocation). When a request does not
 * fit, malloc returns NULL; the first such return of a launch is remembered
 * so that the fault of a store through it can say why.
 *
 * The blocks lie in an arena of their own, each followed by a gap, so that
 * an access is checked (check_heap): inside a live block is fine; past a
 * block's end, or into a block already freed, is reported like a GPU's
 * out-of-bounds access (exit 5). Memory malloc hands out holds no value
 * (the PG: "uninitialized"): it is filled with 0xff bytes, a NaN as a float,
 * so that a kernel that reads it before storing does not get zeros by luck. */
namespace {
constexpr size_t kDeviceHeapBytes = size_t(8) << 20;
constexpr size_t kHeapArenaBytes = size_t(64) << 20;  /* address space for the blocks and their gaps */
constexpr size_t kHeapGap = 64;
constexpr size_t kHeapRaceBytes = size_t(1) << 20;  /* the heap's first MB is race-checked */
struct HeapBlock {
    size_t n = 0, charge = 0;
    const void *pc = nullptr, *free_pc = nullptr;
    uint32_t tid = 0, free_tid = 0;
    bool freed = false, array_new = false, by_new = false;
};
size_t g_heap_used = 0;
size_t g_heap_top = 0;  /* the arena's unused tail starts here */
std::map<uintptr_t, HeapBlock> *g_heap_blocks = nullptr;  /* live and freed blocks, by address */
const void *g_heap_null_pc = nullptr;
uint32_t g_heap_null_tid = 0;
unsigned long g_heap_null_count = 0;
size_t g_heap_null_size = 0;
size_t heap_charge(size_t n) { return (n + 15) & ~size_t(15); }

/* A free stretch of the arena for `need` bytes: the tail, else the first gap
 * between live blocks wide enough; 0 when there is none. */
uintptr_t heap_place(size_t need)
{
    using p34sim::g;
    if (g_heap_top + need <= g.heap_len) {
        const uintptr_t p = g.heap_lo + g_heap_top;
        g_heap_top += need;
        return p;
    }
    /* The tail is used up: forget the freed blocks (a use after free in them
     * goes unnamed from here on) and look for room between the live ones. */
    for (auto it = g_heap_blocks->begin(); it != g_heap_blocks->end();)
        it = it->second.freed ? g_heap_blocks->erase(it) : std::next(it);
    if (g_heap_blocks->empty()) {
        g_heap_top = need;
        return g.heap_lo;
    }
    uintptr_t at = g.heap_lo;
    for (const auto &e : *g_heap_blocks) {
        if (e.first >= at + need)
            break;
        at = e.first + heap_charge(e.second.n ? e.second.n : 1) + kHeapGap;
    }
    if (at + need > g.heap_lo + g.heap_len)
        return 0;
    /* the tail now starts past this block at the earliest */
    g_heap_top = std::max(g_heap_top, at + need - g.heap_lo);
    return at;
}

void *heap_alloc(size_t n, const void *pc, bool by_new, bool array_new)
{
    using p34sim::g;
    if (!g_heap_blocks) {
        void *arena = mmap(nullptr, kHeapArenaBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
                           -1, 0);
        if (arena == MAP_FAILED)
            return nullptr;
        g.heap_lo = reinterpret_cast<uintptr_t>(arena);
        g.heap_len = kHeapArenaBytes;
        g_heap_blocks = new std::map<uintptr_t, HeapBlock>;
    }
    const size_t charge = heap_charge(n ? n : 1);
    uintptr_t p = 0;
    if (n <= kDeviceHeapBytes && g_heap_used + charge <= kDeviceHeapBytes)
        p = heap_place(charge + kHeapGap);
    if (!p) {
        if (!g_heap_null_pc && g.cur) {
            g_heap_null_pc = pc;
            g_heap_null_tid = g.cur->tid;
            g_heap_null_size = n;
        }
        g_heap_null_count++;
        return nullptr;
    }
    /* freed blocks this one reuses are forgotten (heap_place never hands out a live one's bytes) */
    auto it = g_heap_blocks->lower_bound(p);
    if (it != g_heap_blocks->begin()) {
        auto prev = std::prev(it);
        if (prev->first + heap_charge(prev->second.n ? prev->second.n : 1) + kHeapGap > p)
            it = prev;
    }
    while (it != g_heap_blocks->end() && it->first < p + charge + kHeapGap)
        it = it->second.freed ? g_heap_blocks->erase(it) : std::next(it);
    HeapBlock b;
    b.n = n;
    b.charge = charge;
    b.pc = pc;
    b.tid = g.cur ? g.cur->tid : 0;
    b.by_new = by_new;
    b.array_new = array_new;
    (*g_heap_blocks)[p] = b;
    g_heap_used += charge;
    memset(reinterpret_cast<void *>(p), 0xff, charge);
    /* Races on the heap are checked as on any global buffer (check.cpp), up
     * to kHeapRaceBytes of the arena: its words get a race history each. */
    p34sim::Buffer &hb = g.buffers[P34_SIM_HEAP_BUFFER];
    hb.name = "device heap";
    hb.lo = g.heap_lo;
    hb.elem = 4;
    hb.constant = false;
    hb.hi = g.heap_lo + kHeapRaceBytes;  /* fixed: its cells are sized once, never moved */
    if (p < hb.hi)
        p34sim::heap_cells_reset(p - g.heap_lo, std::min(charge, hb.hi - p));
    /* The other threads run on meanwhile, as a GPU's do: the lanes of a warp
     * call malloc together, and every resident warp before most of them
     * free, so a per-thread buffer is live in many threads at once. */
    if (g.cur && !g.in_runtime)
        p34sim::yield_uncounted(pc);  /* not toward the endless-loop budget */
    return reinterpret_cast<void *>(p);
}

void heap_release(void *p, const void *pc)
{
    if (!p || !g_heap_blocks)
        return;
    auto it = g_heap_blocks->find(reinterpret_cast<uintptr_t>(p));
    if (it == g_heap_blocks->end() || it->second.freed)
        return;  /* not from the device heap, or freed twice: undefined on a GPU; left alone here */
    g_heap_used -= it->second.charge;
    it->second.freed = true;
    it->second.free_pc = pc;
    it->second.free_tid = p34sim::g.cur ? p34sim::g.cur->tid : 0;
}
}  // namespace

extern "C" void *p34_sim_device_malloc(size_t n) { return heap_alloc(n, __builtin_return_address(0), false, false); }
extern "C" void p34_sim_device_free(void *p) { heap_release(p, __builtin_return_address(0)); }
/* operator new and new[] (also the nothrow forms) and delete in kernel code: in
 * device code they return NULL when the heap is full, as malloc does. */
extern "C" void *p34_sim_device_new(size_t n) { return heap_alloc(n, __builtin_return_address(0), true, false); }
extern "C" void *p34_sim_device_new_array(size_t n) { return heap_alloc(n, __builtin_return_address(0), true, true); }
extern "C" void *p34_sim_device_new_nothrow(size_t n, const void *) { return heap_alloc(n, __builtin_return_address(0), true, false); }
extern "C" void *p34_sim_device_new_array_nothrow(size_t n, const void *) { return heap_alloc(n, __builtin_return_address(0), true, true); }
extern "C" void p34_sim_device_delete(void *p) { heap_release(p, __builtin_return_address(0)); }
extern "C" void p34_sim_device_delete_sized(void *p, size_t) { heap_release(p, __builtin_return_address(0)); }
extern "C" void p34_sim_device_delete_array(void *p) { heap_release(p, __builtin_return_address(0)); }
extern "C" void p34_sim_device_delete_array_sized(void *p, size_t) { heap_release(p, __builtin_return_address(0)); }

namespace p34sim {
/* Why a store through a NULL pointer may have faulted: "" or a sentence. */
std::string device_heap_note(std::vector<const void *> &pcs)
{
    if (!g_heap_null_pc)
        return "";
    char size[64];
    snprintf(size, sizeof size, "%zu", g_heap_null_size);
    return "\n  malloc(" + std::string(size) + ") returned NULL to " + thread_name(g_heap_null_tid) + " at " +
           pc_ref(pcs, g_heap_null_pc, false) + (g_heap_null_count > 1 ? " (and " + std::to_string(g_heap_null_count - 1) + " more calls)" : std::string("")) +
           ": the device heap (8 MB, cudaLimitMallocHeapSize's default; what earlier launches did not "
           "free stays taken) was full. Check malloc's result for NULL, allocate less (one buffer per "
           "block, not per thread), or use shared memory.";
}
/* An access to the device heap's arena (check_access): it must lie inside
 * one live block; past a block's end, before its start, or into a freed
 * block, it is reported like a GPU's out-of-bounds access and the launch ends
 * (the GPU's heap would often absorb it: it lands in another allocation or
 * in the heap's own bookkeeping, undefined either way). */
void check_heap(uintptr_t a, unsigned size, bool write, const void *pc)
{
    if (!g_heap_blocks)
        return;
    auto it = g_heap_blocks->upper_bound(a);
    const HeapBlock *blk = nullptr;
    uintptr_t lo = 0;
    if (it != g_heap_blocks->begin()) {
        auto prev = std::prev(it);
        lo = prev->first;
        blk = &prev->second;
        if (!blk->freed && a + size <= lo + blk->n)
            return;
        /* nearer the next block's start than the end of this one: name that one */
        if (it != g_heap_blocks->end() && a >= lo + blk->n && it->first - (a + size) < a - (lo + blk->n)) {
            lo = it->first;
            blk = &it->second;
        }
    } else if (it != g_heap_blocks->end()) {
        lo = it->first;
        blk = &it->second;
    }
    if (!blk)
        return;
    std::vector<const void *> pcs;
    const std::string at = pc_ref(pcs, pc, false);  /* first: the report's FILE:LINE is the access */
    const std::string alloc = std::string(blk->by_new ? (blk->array_new ? "new[]" : "new") : "malloc") +
                              " returned to " + thread_name(blk->tid) + " at " + pc_ref(pcs, blk->pc, false);
    const long long off = (long long)a - (long long)lo;
    const std::string who = thread_name(g.cur->tid) + (write ? " writes " : " reads ");
    std::string text;
    if (blk->freed && off >= 0 && (size_t)off < blk->n) {
        text = "use of freed device-heap memory: " + who + "it at " + at + ": byte " + std::to_string(off) +
               " of the " + std::to_string(blk->n) + "-byte block that " + alloc + ", after " +
               thread_name(blk->free_tid) + " freed it at " + pc_ref(pcs, blk->free_pc, false) + "; on a GPU this is undefined (the heap may hand the memory to the next malloc).\n  Free a buffer "
               "only after every thread is done with it: a barrier (__syncthreads(), cluster_sync()) between the "
               "last use and the free.";
    } else {
        text = std::string("out-of-bounds ") + (write ? "write" : "read") + " of device-heap memory: " + who +
               std::to_string(size) + " bytes at " + at + ": byte " + std::to_string(off) + " of the " +
               std::to_string(blk->n) + "-byte block that " + alloc + "; on a GPU this is an illegal memory access or corrupts another allocation.\n  Allocate room for "
               "every element (malloc(count * sizeof(float)), new float[count]).";
    }
    add_diag(P34_EXIT_FAULT, text, pcs);
    abort_launch(P34_EXIT_FAULT);
}

/* "byte N of the M-byte block that malloc returned to block B thread T". */
std::string heap_location(uintptr_t a)
{
    if (!g_heap_blocks)
        return "device-heap memory";
    auto it = g_heap_blocks->upper_bound(a);
    if (it == g_heap_blocks->begin())
        return "device-heap memory";
    --it;
    const HeapBlock &b = it->second;
    return "byte " + std::to_string(a - it->first) + " of the " + std::to_string(b.n) + "-byte device-heap block that " +
           (b.by_new ? (b.array_new ? "new[]" : "new") : "malloc") + " returned to " + thread_name(b.tid);
}

void device_heap_new_launch()
{
    g_heap_null_pc = nullptr;
    g_heap_null_count = 0;
}
}  // namespace p34sim

/* Bounds of the section that holds every __shared__ variable (weak: a build
 * whose kernels declare none has no such section). */
extern "C" char __start_p34_shared[] __attribute__((weak));
extern "C" char __stop_p34_shared[] __attribute__((weak));
/* The guard before every kernel file's __shared__ variables: the runtime's
 * objects come first in the link (sim/sim.mk), so a negative index of the
 * first variable stays in the section (sim/shared_end.cpp has the other). */
extern "C" {
__attribute__((section("p34_shared"), aligned(P34_SIM_SHARED_ALIGN), used)) char p34_sim_shared_front_guard[1];
}
/* Bounds of the executable's code: the watchdog only jumps out of a thread
 * that runs kernel code, never out of libc (which may hold a lock). */
extern "C" char __executable_start[];
extern "C" char etext[];

namespace p34sim {

Sim g;

namespace {

/* A GPU thread's local arrays live in local memory, up to 512 KiB per thread
 * on sm_90 (CUDA Programming Guide, Technical Specifications), so a fiber
 * holds that much and more for the simulator's own calls: a 64 KiB local
 * array is slow on a GPU, not a fault. The stacks are mapped with
 * MAP_NORESERVE: only the pages a thread touches take memory. */
constexpr size_t kStackSize = 640 * 1024;
constexpr size_t kGuardSize = 4096;
/* The top of a fiber's stack is filled with 0xff bytes before its thread
 * starts: a local variable read before the kernel stores it (`float s;
 * s += ...`) holds no defined value (C++ [basic.indet]); here it reads
 * all-one bits (a NaN for a float, -1 for an int), as uninitialised shared
 * memory reads NaN, instead of the 0 of a fresh mapping that made such a
 * kernel pass. The span covers the kernel's own frame, where its locals
 * are (a deeper local, such as one of a large array or of a helper called
 * from a deep chain, keeps what the slot's previous thread left): 4 KiB
 * cost the 65536 threads of --last-block over 100 ms of memset. */
/* (kStackFill: sim/internal.h) */
/* Step budget: preemptions since the last thread finished before the launch
 * counts as stuck (about 65 million accesses, far beyond any puzzle's needs;
 * thread_exited starts it again, so that a long correct kernel whose threads
 * keep finishing, such as a ticket lock served one thread at a time, is not
 * stopped by the total of its spins). */
constexpr uint64_t kMaxPreemptions = 4096;
/* A launch that keeps finishing threads may run this many --timeouts. */
constexpr double kWatchdogCap = P34_SIM_WATCHDOG_CAP;
constexpr size_t kRedzone = 64 * 1024;
/* Resident blocks of a grid without clusters (see p34_sim_run). */
constexpr uint32_t kWindowBlocks = 4;

unsigned char *g_stacks = nullptr;
size_t g_stack_count = 0;
unsigned char *g_arena = nullptr;
size_t g_arena_size = 0;
/* The reservation around the arena (setup_arena): PROT_NONE guards, g_arena
 * inside, the whole of it judged as the arena's (check.cpp check_global). */
unsigned char *g_arena_res = nullptr;
size_t g_arena_res_size = 0;
unsigned char *g_save = nullptr;
size_t g_save_size = 0;

sigjmp_buf g_jump;
/* Filled by signal handlers, read after the jump. */
volatile sig_atomic_t g_signal = 0;
const void *volatile g_signal_pc = nullptr;
const void *volatile g_signal_sp = nullptr;  /* the stack pointer at the fault */
void *volatile g_signal_addr = nullptr;
timer_t g_timer;
bool g_timer_made = false;
unsigned char g_altstack[64 * 1024];

/* ---------------------------------------------------------------------- */
/* Fibers                                                                  */

#if defined(__x86_64__)
extern "C" void p34_sim_fiber_switch(void **save_sp, void *next_sp);
/* Saves the callee-saved registers on the current stack, stores the stack
 * pointer in *save_sp, loads next_sp and restores that fiber's registers.
 * A new fiber's stack is laid out so that the final `ret` enters
 * fiber_entry. */
asm(R"(
    .text
    .globl p34_sim_fiber_switch
    .type p34_sim_fiber_switch, @function
p34_sim_fiber_switch:
    pushq %rbp
    pushq %rbx
    pushq %r12
    pushq %r13
    pushq %r14
    pushq %r15
    movq %rsp, (%rdi)
    movq %rsi, %rsp
    popq %r15
    popq %r14
    popq %r13
    popq %r12
    popq %rbx
    popq %rbp
    ret
    .size p34_sim_fiber_switch, .-p34_sim_fiber_switch
)");
#else
ucontext_t g_sched_context;
#endif

void run_kernel()
{
    const p34_kernel_table *k = g.kernels;
    switch (g.puzzle) {
    case P34_COORDINATION:
        k->coordination(g.output, g.input, g.shape.input_len);
        break;
    case P34_REDUCTION:
        k->reduction(g.output, g.input, g.scratch, g.shape.input_len);
        break;
    case P34_ADVANCED:
        k->advanced(g.output, g.input, g.shape.input_len);
        break;
    case P34_LAST_BLOCK:
        k->last_block(g.output, g.input, g.scratch, g.counter, g.shape.input_len);
        break;
    case P34_PUZZLE_COUNT:
        break;
    }
}

}  // namespace

/* The current thread ends where it is (PTX exit, or its kernel function
 * returned): what it did stays, its frames are dropped with its fiber. */
[[noreturn]] void exit_current_thread()
{
    Thread *t = g.cur;
    ++g.in_runtime;
    thread_exited(t);
    --g.in_runtime;
    for (;;)
        yield_to_scheduler();
}

namespace {

[[noreturn]] void fiber_entry()
{
    run_kernel();
    exit_current_thread();
}

void fiber_prepare(Thread &t, unsigned char *stack_lo)
{
#if defined(__x86_64__)
    uintptr_t top = reinterpret_cast<uintptr_t>(stack_lo + kStackSize) & ~uintptr_t(15);
    memset(reinterpret_cast<void *>(top - kStackFill), 0xff, kStackFill);
    local_shadow_reset((size_t)(stack_lo - g_stacks) / kStackSize);
    void **sp = reinterpret_cast<void **>(top);
    *--sp = nullptr;  /* where fiber_entry's return address would be */
    *--sp = reinterpret_cast<void *>(&fiber_entry);
    /* rbp rbx r12 r13 r14 r15: fiber_entry needs none of them; the kernel's
     * frame reuses these slots, so all but rbp (0 ends a frame-pointer walk)
     * keep the fill's all-one bits. */
    *--sp = nullptr;
    for (int i = 0; i < 5; i++)
        *--sp = reinterpret_cast<void *>(~uintptr_t(0));
    t.sp = sp;
#else
    if (!t.ucontext)
        t.ucontext = new ucontext_t;
    ucontext_t *uc = static_cast<ucontext_t *>(t.ucontext);
    getcontext(uc);
    memset(stack_lo + kStackSize - kStackFill, 0xff, kStackFill);
    local_shadow_reset((size_t)(stack_lo - g_stacks) / kStackSize);
    uc->uc_stack.ss_sp = stack_lo + kGuardSize;
    uc->uc_stack.ss_size = kStackSize - kGuardSize;
    uc->uc_link = nullptr;
    makecontext(uc, reinterpret_cast<void (*)()>(&fiber_entry), 0);
#endif
}

void fiber_resume(Thread &t)
{
#if defined(__x86_64__)
    p34_sim_fiber_switch(&g.sched_sp, t.sp);
#else
    swapcontext(&g_sched_context, static_cast<ucontext_t *>(t.ucontext));
#endif
}

void fiber_suspend(Thread &t)
{
#if defined(__x86_64__)
    p34_sim_fiber_switch(&t.sp, g.sched_sp);
#else
    swapcontext(static_cast<ucontext_t *>(t.ucontext), &g_sched_context);
#endif
}

/* ---------------------------------------------------------------------- */
/* Memory: fiber stacks, the global-buffer arena, shared-memory save areas */

bool ensure_stacks(size_t count, char *why, size_t why_len)
{
    if (count <= g_stack_count)
        return true;
    if (g_stacks)
        munmap(g_stacks, g_stack_count * kStackSize);
    void *p = mmap(nullptr, count * kStackSize, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) {
        snprintf(why, why_len, "cannot map %zu fiber stacks: %s", count, strerror(errno));
        g_stacks = nullptr;
        g_stack_count = 0;
        g.stacks_lo = 0, g.stacks_len = 0;
        return false;
    }
    g_stacks = static_cast<unsigned char *>(p);
    g_stack_count = count;
    g.stacks_lo = reinterpret_cast<uintptr_t>(p), g.stacks_len = count * kStackSize, g.stack_size = kStackSize;
    /* One guard page under the lowest stack; the others are guarded by the
     * depth check at every kernel function entry (check.cpp), which costs
     * far less than a thousand mprotect calls per run. */
    mprotect(g_stacks, kGuardSize, PROT_NONE);
    return true;
}

size_t round_up(size_t n, size_t to) { return (n + to - 1) / to * to; }

/* Lays the puzzle's buffers out in one arena with wide gaps between them;
 * an access that lands in a gap is out of bounds (check.cpp). */
bool setup_arena(char *why, size_t why_len)
{
    const p34_shape &s = g.shape;
    size_t sizes[4] = {(size_t)s.input_len * sizeof(float), (size_t)s.output_len * sizeof(float),
                       (size_t)s.scratch_len * sizeof(float),
                       s.has_counter ? sizeof(unsigned int) : 0};
    size_t total = kRedzone;
    for (size_t n : sizes)
        total += round_up(n ? n : 1, 64) + kRedzone;
    if (total > g_arena_size) {
        if (g_arena_res)
            munmap(g_arena_res, g_arena_res_size);
        g_arena = g_arena_res = nullptr;
        g_arena_size = g_arena_res_size = 0;
        /* Far guards (PROT_NONE, reserved, never touched) before and after
         * the buffers: an index that misses a buffer by more than a redzone,
         * e.g. input[key % 65536] with a negative key or input[i] with an
         * unsigned i that wrapped, is still the arena's, and check_global
         * reports it as out of bounds of the nearest buffer before the
         * access, where it could otherwise land silently in the simulator's
         * own memory (the __shared__ section sits right below the arena)
         * and read or corrupt it. 8 GiB before and 16 GiB after cover any
         * 32-bit index of a float buffer (INT_MIN * 4, UINT_MAX * 4); under
         * an address-space limit (runner/runner.c) smaller ones are tried. */
        static const size_t guards[][2] = {{(size_t)8 << 30, (size_t)16 << 30},
                                           {(size_t)1 << 30, (size_t)1 << 30},
                                           {(size_t)64 << 20, (size_t)64 << 20}};
        for (const auto &gd : guards) {
            const size_t res = gd[0] + total + gd[1];
            void *p = mmap(nullptr, res, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
            if (p == MAP_FAILED)
                continue;
            unsigned char *data = static_cast<unsigned char *>(p) + gd[0];
            if (mprotect(data, total, PROT_READ | PROT_WRITE) != 0) {
                munmap(p, res);
                continue;
            }
            g_arena_res = static_cast<unsigned char *>(p);
            g_arena_res_size = res;
            g_arena = data;
            g_arena_size = total;
            break;
        }
        if (!g_arena) {
            void *p = mmap(nullptr, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            if (p == MAP_FAILED) {
                snprintf(why, why_len, "cannot map %zu bytes for the kernel's buffers: %s", total,
                         strerror(errno));
                return false;
            }
            g_arena = g_arena_res = static_cast<unsigned char *>(p);
            g_arena_size = g_arena_res_size = total;
        }
    }
    const char *scratch_name = g.puzzle == P34_LAST_BLOCK ? "partials" : "temp_storage";
    const char *names[4] = {"input", "output", scratch_name, "counter"};
    unsigned char *at = g_arena + kRedzone;
    unsigned char *starts[4];
    g.nbuffers = 0;
    for (int i = 0; i < 4; i++) {
        starts[i] = at;
        if (sizes[i]) {
            Buffer &b = g.buffers[g.nbuffers++];
            b.name = names[i];
            b.lo = reinterpret_cast<uintptr_t>(at);
            b.hi = b.lo + sizes[i];
            b.elem = 4;
        }
        at += round_up(sizes[i] ? sizes[i] : 1, 64) + kRedzone;
    }
    g.arena_lo = reinterpret_cast<uintptr_t>(g_arena_res);
    g.arena_len = g_arena_res_size;
    g.input = reinterpret_cast<float *>(starts[0]);
    g.output = reinterpret_cast<float *>(starts[1]);
    g.scratch = sizes[2] ? reinterpret_cast<float *>(starts[2]) : nullptr;
    g.counter = sizes[3] ? reinterpret_cast<unsigned int *>(starts[3]) : nullptr;
    return true;
}

/* The data objects of the executable's symbol table (.symtab): file
 * address, size and demangled name. Read once per process, straight from
 * the ELF file (no tool to run). */
struct ElfObject {
    uintptr_t value, size;
    std::string raw, name;
    std::string section;  /* the name of its section */
};

const std::vector<ElfObject> &elf_objects()
{
    static std::vector<ElfObject> objects;
    static bool loaded = false;
    if (loaded)
        return objects;
    loaded = true;
    int fd = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0 || (size_t)st.st_size < sizeof(ElfW(Ehdr))) {
        if (fd >= 0)
            close(fd);
        return objects;
    }
    void *map = mmap(nullptr, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    close(fd);
    if (map == MAP_FAILED)
        return objects;
    const unsigned char *base = static_cast<const unsigned char *>(map);
    const size_t len = (size_t)st.st_size;
    const ElfW(Ehdr) *eh = reinterpret_cast<const ElfW(Ehdr) *>(base);
    if (memcmp(eh->e_ident, ELFMAG, SELFMAG) == 0 && eh->e_shoff + (size_t)eh->e_shnum * sizeof(ElfW(Shdr)) <= len) {
        const ElfW(Shdr) *sh = reinterpret_cast<const ElfW(Shdr) *>(base + eh->e_shoff);
        for (unsigned i = 0; i < eh->e_shnum; i++) {
            if (sh[i].sh_type != SHT_SYMTAB || sh[i].sh_link >= eh->e_shnum)
                continue;
            const ElfW(Shdr) &strs = sh[sh[i].sh_link];
            const ElfW(Shdr) *names = eh->e_shstrndx < eh->e_shnum ? &sh[eh->e_shstrndx] : nullptr;
            if (names && names->sh_offset + names->sh_size > len)
                names = nullptr;
            if (sh[i].sh_offset + sh[i].sh_size > len || strs.sh_offset + strs.sh_size > len)
                continue;
            const ElfW(Sym) *sym = reinterpret_cast<const ElfW(Sym) *>(base + sh[i].sh_offset);
            const size_t n = sh[i].sh_size / sizeof(ElfW(Sym));
            for (size_t k = 0; k < n; k++) {
                const ElfW(Sym) &y = sym[k];
                if ((y.st_info & 0xf) != STT_OBJECT || !y.st_size || y.st_name >= strs.sh_size)
                    continue;
                const char *raw = reinterpret_cast<const char *>(base + strs.sh_offset + y.st_name);
                int ok = -1;
                char *dem = abi::__cxa_demangle(raw, nullptr, nullptr, &ok);
                std::string section;
                if (names && y.st_shndx < eh->e_shnum && sh[y.st_shndx].sh_name < names->sh_size)
                    section = reinterpret_cast<const char *>(base + names->sh_offset + sh[y.st_shndx].sh_name);
                objects.push_back(ElfObject{y.st_value, y.st_size, raw, ok == 0 && dem ? dem : raw, section});
                free(dem);
            }
        }
    }
    munmap(map, len);
    return objects;
}

/* The __shared__ variables: the data objects that lie in the section, less
 * the two guards. */
void load_shared_vars()
{
    static bool loaded = false;
    if (loaded)
        return;
    loaded = true;
    if (!g.shared_len)
        return;
    /* Runtime address = file address + load base (a PIE's base, else 0). */
    uintptr_t load = 0;
    file_address(__start_p34_shared, &load);
    const uintptr_t lo = g.shared_lo - load, hi = lo + g.shared_len;
    const uintptr_t guard0 = reinterpret_cast<uintptr_t>(p34_sim_shared_front_guard) - load;
    for (const ElfObject &y : elf_objects()) {
        if (y.value < lo || y.value >= hi || y.value == guard0 || y.raw == "p34_sim_shared_end_guard")
            continue;
        std::string name = y.name;
        const size_t colons = name.rfind("::");
        if (colons != std::string::npos)
            name.erase(0, colons + 2);
        /* extern __shared__ (cuda_sim.h): no bytes at launch */
        size_t size = y.size;
        static const char dyn[] = "p34_dynamic_shared_";
        if (name.compare(0, sizeof dyn - 1, dyn) == 0) {
            name.erase(0, sizeof dyn - 1);
            size = 0;
        }
        g.shared_vars.push_back(SharedVar{y.value - lo, size, name});
    }
    std::sort(g.shared_vars.begin(), g.shared_vars.end(),
              [](const SharedVar &a, const SharedVar &b) { return a.lo < b.lo; });
}

/* The kernel file's own variables at namespace scope (`__device__`,
 * `__constant__`, or none): global memory, as on the GPU, where they keep
 * their values from launch to launch. Each becomes one more checked buffer
 * after the runner's (g.buffers[g.nbuffers...]), so races on them and
 * atomics on them (a `__device__ unsigned int count` ticket, as in the CUDA
 * Programming Guide's last-block example) are judged like the runner's. */
void setup_device_vars()
{
    g.ndevice_vars = 0;
    /* kernel_table.cu compiles each kernel file into a namespace NAME_kernels
     * (p34_sim_problem_kernels, p34_sim_solution_kernels, or a verdict-matrix
     * batch's vms..._kernels, one per mutant: the inactive mutants' variables
     * are never touched). The other table's variables are left out. */
    const std::string other = g.kernels == &p34_sim_solution ? "p34_sim_problem_kernels" : "p34_sim_solution_kernels";
    uintptr_t load = 0;
    file_address(reinterpret_cast<const void *>(&p34_sim_problem), &load);
    const uintptr_t slo = g.shared_lo - load, shi = slo + g.shared_len;
    for (const ElfObject &y : elf_objects()) {
        /* The namespace: the first "NAME_kernels::" (a function's return type may come
         * first in a function-local static's name: `float ns::tree<4>(float)::buf`). */
        const size_t colons = y.name.find("_kernels::");
        if (colons == std::string::npos || y.name.compare(0, 19, "guard variable for ") == 0 ||
            (y.value >= slo && y.value < shi))
            continue;
        size_t ns = colons;
        while (ns > 0 && (isalnum((unsigned char)y.name[ns - 1]) || y.name[ns - 1] == '_'))
            ns--;
        const std::string space = y.name.substr(ns, colons + 8 - ns);
        if (space == other || space.compare(0, 8, "p34_gpu_") == 0 || space.compare(0, 3, "vmg") == 0)
            continue;  /* (nvcc's host shadows of the GPU tables' variables are not the simulator's) */
        const std::string prefix = y.name.substr(0, colons + 10);
        if (y.name.find("::p34_") != std::string::npos)
            continue;  /* the simulator's own */
        /* A function's static variable (`static float scratch;` in a __device__ or
         * __global__ function) is a __device__ variable (CUDA Programming Guide, "Static
         * Variables within Function": no memory space specifier means an implicit
         * __device__ one): global memory, one for the whole grid, that keeps its value
         * from launch to launch. Named by its own name; __func__ and the like (constant
         * strings) are left out. */
        std::string name = y.name.substr(prefix.size());
        const size_t close = name.rfind(")::");
        if (close != std::string::npos) {
            name.erase(0, close + 3);
            if (name.compare(0, 2, "__") == 0 || name.find_first_of("(){}<> ") != std::string::npos)
                continue;
        } else if (name.find('(') != std::string::npos) {
            continue;
        }
        if (g.nbuffers + g.ndevice_vars >= P34_SIM_HEAP_BUFFER)
            break;
        static std::deque<std::string> names;  /* Buffer::name points here (stable) */
        size_t k = 0;
        while (k < names.size() && names[k] != name)
            k++;
        if (k == names.size())
            names.push_back(name);
        Buffer &b = g.buffers[g.nbuffers + g.ndevice_vars++];
        b.name = names[k].c_str();
        b.lo = y.value + load;
        b.hi = b.lo + y.size;
        b.elem = y.size % 4 == 0 ? 4 : 1;
        b.constant = y.section.compare(0, 13, "p34_constant_") == 0;
    }
}

/* The values of the __device__ variables when the last run that was no
 * rerun started (p34_run_args.rerun): a rerun starts from them again. */
static std::map<uintptr_t, std::vector<uint8_t>> run_start_values;
static void save_or_restore_device_vars(bool rerun)
{
    for (int i = g.nbuffers; i < g.nbuffers + g.ndevice_vars; i++) {
        const Buffer &b = g.buffers[i];
        uint8_t *lo = reinterpret_cast<uint8_t *>(b.lo);
        std::vector<uint8_t> &start = run_start_values[b.lo];
        if (!rerun)
            start.assign(lo, lo + (b.hi - b.lo));
        else if (start.size() == b.hi - b.lo && memcmp(lo, start.data(), start.size()) != 0)
            memcpy(lo, start.data(), start.size());  /* (only what changed: a const one is read-only) */
    }
}

bool setup_shared(char *why, size_t why_len)
{
    g.shared_lo = reinterpret_cast<uintptr_t>(__start_p34_shared);
    g.shared_len = __start_p34_shared ? (uintptr_t)(__stop_p34_shared - __start_p34_shared) : 0;
    load_shared_vars();
    g.save_stride = round_up(g.shared_len ? g.shared_len : 1, 64);
    size_t need = g.save_stride * g.window;
    if (need > g_save_size) {
        free(g_save);
        g_save = static_cast<unsigned char *>(aligned_alloc(64, need));
        if (!g_save) {
            snprintf(why, why_len, "cannot allocate %zu bytes of shared memory", need);
            g_save_size = 0;
            return false;
        }
        g_save_size = need;
    }
    g.save_lo = reinterpret_cast<uintptr_t>(g_save);
    g.save_len = need;
    return true;
}

void fill_nan(float *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = NAN;
}

/* Makes block b's __shared__ bytes the live ones in the section: only the
 * variables' own bytes move, never the gaps between them. */
void make_block_live(int b)
{
    if (b == g.live_block)
        return;
    unsigned char *section = reinterpret_cast<unsigned char *>(g.shared_lo);
    if (g.shared_vars.empty() && g.shared_len) {
        if (g.live_block >= 0)
            memcpy(g.blocks[g.live_block].save, section, g.shared_len);
        memcpy(section, g.blocks[b].save, g.shared_len);
    }
    for (const SharedVar &v : g.shared_vars) {
        if (g.live_block >= 0)
            memcpy(g.blocks[g.live_block].save + v.lo, section + v.lo, v.size);
        memcpy(section + v.lo, g.blocks[b].save + v.lo, v.size);
    }
    g.live_block = b;
}

/* ---------------------------------------------------------------------- */
/* Signals: kernel faults and the watchdog                                  */

const void *context_pc(void *ucontext)
{
#if defined(__x86_64__) && defined(__linux__)
    return reinterpret_cast<const void *>(static_cast<ucontext_t *>(ucontext)->uc_mcontext.gregs[REG_RIP]);
#else
    (void)ucontext;
    return nullptr;
#endif
}

const void *context_sp(void *ucontext)
{
#if defined(__x86_64__) && defined(__linux__)
    return reinterpret_cast<const void *>(static_cast<ucontext_t *>(ucontext)->uc_mcontext.gregs[REG_RSP]);
#elif defined(__aarch64__) && defined(__linux__)
    return reinterpret_cast<const void *>(static_cast<ucontext_t *>(ucontext)->uc_mcontext.sp);
#else
    (void)ucontext;
    return nullptr;
#endif
}

bool pc_in_executable(const void *pc)
{
    return pc >= static_cast<const void *>(__executable_start) && pc < static_cast<const void *>(etext);
}

#if defined(__x86_64__) && defined(__linux__)
/* x86's div/idiv trap on a zero divisor (and on a quotient that does not fit,
 * INT_MIN / -1); a GPU's do not: PTX div and rem give an unspecified value
 * for a zero divisor and never fault. So a SIGFPE from a div/idiv in kernel
 * code is finished here as the GPU would: the quotient becomes all-one bits
 * (-1, as the simulator's other undefined values), the remainder the
 * dividend (so that q * 0 + r is still the dividend); an overflowing quotient
 * wraps (INT_MIN / -1 = INT_MIN, remainder 0). The instruction is skipped and
 * the thread goes on; the first such site is reported as a warning
 * (report_divide_by_zero). Returns false for any other instruction. */
volatile sig_atomic_t g_div_zero_count = 0;
const void *volatile g_div_zero_pc = nullptr;
volatile uint32_t g_div_zero_tid = 0;

bool emulate_divide(ucontext_t *uc)
{
    greg_t *r = uc->uc_mcontext.gregs;
    static const int kReg[16] = {REG_RAX, REG_RCX, REG_RDX, REG_RBX, REG_RSP, REG_RBP, REG_RSI, REG_RDI,
                                 REG_R8,  REG_R9,  REG_R10, REG_R11, REG_R12, REG_R13, REG_R14, REG_R15};
    const unsigned char *ip = reinterpret_cast<const unsigned char *>(r[REG_RIP]);
    if (!pc_in_executable(ip))
        return false;
    size_t i = 0;
    bool op16 = false;
    for (; i < 4; i++) {
        const unsigned char b = ip[i];
        if (b == 0x66)
            op16 = true;
        else if (b == 0x64 || b == 0x65)
            return false;  /* an fs/gs (thread-local) divisor: not worked out here */
        else if (!(b == 0x2e || b == 0x3e || b == 0x26 || b == 0x36 || b == 0x67))
            break;
    }
    unsigned rex = 0;
    if ((ip[i] & 0xf0) == 0x40)
        rex = ip[i++];
    const unsigned char op = ip[i++];
    if (op != 0xf6 && op != 0xf7)
        return false;
    const unsigned modrm = ip[i++];
    const unsigned mod = modrm >> 6, ext = (modrm >> 3) & 7, rm = modrm & 7;
    if (ext != 6 && ext != 7)
        return false;
    const bool is_signed = ext == 7;
    const unsigned width = op == 0xf6 ? 8 : (rex & 8) ? 64 : op16 ? 16 : 32;
    uint64_t divisor = 0;
    if (mod == 3) {
        const unsigned n = rm | ((rex & 1) << 3);
        if (width == 8 && !rex && rm >= 4)
            divisor = ((uint64_t)r[kReg[rm - 4]] >> 8) & 0xff; /* ah ch dh bh */
        else
            divisor = (uint64_t)r[kReg[n]];
    } else {
        uint64_t addr = 0;
        bool rip_relative = false;
        if (rm == 4) {
            const unsigned sib = ip[i++];
            const unsigned index = ((sib >> 3) & 7) | ((rex & 2) << 2), base = (sib & 7) | ((rex & 1) << 3);
            if (index != 4)
                addr += (uint64_t)r[kReg[index]] << (sib >> 6);
            if ((sib & 7) == 5 && mod == 0) {
                int32_t d;
                memcpy(&d, ip + i, 4);
                i += 4;
                addr += (uint64_t)(int64_t)d;
            } else {
                addr += (uint64_t)r[kReg[base]];
            }
        } else if (rm == 5 && mod == 0) {
            rip_relative = true;
        } else {
            addr = (uint64_t)r[kReg[rm | ((rex & 1) << 3)]];
        }
        if (mod == 1) {
            addr += (uint64_t)(int64_t)(int8_t)ip[i++];
        } else if (mod == 2 || rip_relative) {
            int32_t d;
            memcpy(&d, ip + i, 4);
            i += 4;
            addr += (uint64_t)(int64_t)d;
        }
        if (rip_relative)
            addr += reinterpret_cast<uint64_t>(ip + i);
        memcpy(&divisor, reinterpret_cast<const void *>(addr), width / 8);
    }
    const uint64_t mask = width == 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1;
    divisor &= mask;
    const uint64_t rax = (uint64_t)r[REG_RAX], rdx = (uint64_t)r[REG_RDX];
    uint64_t q, rem;
    const auto sext = [&](uint64_t v) { return width == 64 ? (int64_t)v : (int64_t)(v << (64 - width)) >> (64 - width); };
    if (width == 8) {
        const uint64_t dividend = rax & 0xffff;
        if (divisor == 0) {
            q = mask;
            rem = dividend & 0xff;
        } else if (is_signed) {
            const int64_t n = (int16_t)dividend, d = sext(divisor);
            q = (uint64_t)(n / d);
            rem = (uint64_t)(n % d);
        } else {
            q = dividend / divisor;
            rem = dividend % divisor;
        }
    } else {
        const unsigned __int128 hi = width == 64 ? (unsigned __int128)rdx << 64 : (unsigned __int128)(rdx & mask) << width;
        const unsigned __int128 dividend = hi | (rax & mask);
        if (divisor == 0) {
            q = mask;
            rem = rax & mask;
        } else if (is_signed) {
            /* the dividend is 2 * width bits wide: sign-extend it from there */
            __int128 n = (__int128)dividend;
            if (width < 64 && (dividend >> (2 * width - 1)) & 1)
                n -= (__int128)((unsigned __int128)1 << (2 * width));
            const __int128 d = sext(divisor);
            if (d == -1) {
                q = (uint64_t)(-(unsigned __int128)n);
                rem = 0;
            } else {
                q = (uint64_t)(n / d);
                rem = (uint64_t)(n % d);
            }
        } else {
            q = (uint64_t)(dividend / divisor);
            rem = (uint64_t)(dividend % divisor);
        }
    }
    q &= mask;
    rem &= mask;
    if (width == 8) {
        r[REG_RAX] = (greg_t)((rax & ~uint64_t(0xffff)) | (rem << 8) | q);
    } else if (width == 16) {
        r[REG_RAX] = (greg_t)((rax & ~mask) | q);
        r[REG_RDX] = (greg_t)((rdx & ~mask) | rem);
    } else { /* a 32-bit result zero-extends into the 64-bit register */
        r[REG_RAX] = (greg_t)q;
        r[REG_RDX] = (greg_t)rem;
    }
    if (divisor == 0 && g_div_zero_count++ == 0) {
        g_div_zero_pc = ip;
        g_div_zero_tid = g.cur ? g.cur->tid : 0;
    }
    r[REG_RIP] = (greg_t)(ip + i);
    return true;
}
#endif

void on_fault(int sig, siginfo_t *info, void *ucontext)
{
#if defined(__x86_64__) && defined(__linux__)
    if (sig == SIGFPE && g.cur && g.in_runtime == 0 && emulate_divide(static_cast<ucontext_t *>(ucontext)))
        return;
#endif
    if (g.cur && g.in_runtime == 0) {
        g_signal = sig;
        g_signal_pc = context_pc(ucontext);
        g_signal_sp = context_sp(ucontext);
        g_signal_addr = info->si_addr;
        siglongjmp(g_jump, 1);
    }
    /* A fault in the simulator itself: let it crash with the default action
     * (the faulting instruction runs again). */
    signal(sig, SIG_DFL);
}

void arm_timer(double seconds)
{
    if (!g_timer_made)
        return;
    struct itimerspec spec;
    memset(&spec, 0, sizeof spec);
    if (seconds > 0) {
        spec.it_value.tv_sec = (time_t)seconds;
        spec.it_value.tv_nsec = (long)((seconds - (double)(time_t)seconds) * 1e9);
        if (spec.it_value.tv_sec == 0 && spec.it_value.tv_nsec == 0)
            spec.it_value.tv_nsec = 1;
    }
    timer_settime(g_timer, 0, &spec, nullptr);
}


void on_watchdog(int sig, siginfo_t *, void *ucontext)
{
    if (!watchdog_due())
        return;  /* the launch made progress: watchdog_due gave it more time */
    g.watchdog_fired = 1;
    const void *pc = context_pc(ucontext);
    if (g.cur && g.in_runtime == 0 && pc_in_executable(pc)) {
        g_signal = sig;
        g_signal_pc = pc;
        siglongjmp(g_jump, 1);
    }
    /* In the runtime or in libc: the runtime polls watchdog_fired at its next
     * yield; ask again soon in case the thread never gets there. */
    arm_timer(0.02);
}

int watchdog_signal() { return SIGRTMIN + 3; }

struct SavedSignals {
    struct sigaction segv, bus, fpe, ill, alarm, trap;
    stack_t altstack;
};

void install_signals(SavedSignals &saved)
{
    stack_t ss;
    memset(&ss, 0, sizeof ss);
    ss.ss_sp = g_altstack;
    ss.ss_size = sizeof g_altstack;
    sigaltstack(&ss, &saved.altstack);

    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_fault;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, &saved.segv);
    sigaction(SIGBUS, &sa, &saved.bus);
    sigaction(SIGFPE, &sa, &saved.fpe);
    sigaction(SIGILL, &sa, &saved.ill);
#if defined(__x86_64__) && defined(__linux__)
    sa.sa_sigaction = on_ub_step;  /* sim/bounds.cpp */
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigaction(SIGTRAP, &sa, &saved.trap);
#endif
    sa.sa_sigaction = on_watchdog;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigaction(watchdog_signal(), &sa, &saved.alarm);

    if (!g_timer_made) {
        struct sigevent ev;
        memset(&ev, 0, sizeof ev);
        ev.sigev_notify = SIGEV_SIGNAL;
        ev.sigev_signo = watchdog_signal();
        g_timer_made = timer_create(CLOCK_PROCESS_CPUTIME_ID, &ev, &g_timer) == 0;
    }
}

void restore_signals(const SavedSignals &saved)
{
    arm_timer(0);
    sigaction(SIGSEGV, &saved.segv, nullptr);
    sigaction(SIGBUS, &saved.bus, nullptr);
    sigaction(SIGFPE, &saved.fpe, nullptr);
    sigaction(SIGILL, &saved.ill, nullptr);
#if defined(__x86_64__) && defined(__linux__)
    sigaction(SIGTRAP, &saved.trap, nullptr);
#endif
    sigaction(watchdog_signal(), &saved.alarm, nullptr);
    sigaltstack(&saved.altstack, nullptr);
}

/* ---------------------------------------------------------------------- */
/* The scheduler                                                           */

void set_coords(const Thread &t)
{
    p34_sim_coords.thread_idx = uint3{t.thread, 0, 0};
    p34_sim_coords.block_idx = uint3{g.blocks[t.block].grid_block, 0, 0};
    p34_sim_coords.cluster_rank = g.cluster_blocks > 1 ? t.block : 0;
}

/* Starts the next grid block in a free slot: fresh threads, NaN shared memory. */
void admit_block(uint32_t slot)
{
    Block &blk = g.blocks[slot];
    const uint32_t grid_block = g.admit_order[g.blocks_admitted++];
    if (g.live_block == (int)slot)
        g.live_block = -1;  /* the finished block's bytes are dead: do not save them */
    unsigned char *save = blk.save;
    blk = Block();
    blk.first_tid = slot * g.block_threads;
    blk.save = save;
    blk.active = true;
    blk.live = g.block_threads;
    blk.grid_block = grid_block;
    /* Shared memory starts as NaN, so a read of a never-written value
     * shows up as "not written" rather than a plausible zero. */
    uint32_t *words = reinterpret_cast<uint32_t *>(blk.save);
    if (g.shared_vars.empty())
        for (size_t i = 0; i < g.save_stride / 4; i++)
            words[i] = 0x7fffffffu;
    for (const SharedVar &v : g.shared_vars)
        for (size_t i = v.lo / 4; i < (v.lo + v.size + 3) / 4; i++)
            words[i] = 0x7fffffffu;
    for (uint32_t i = 0; i < g.block_threads; i++) {
        const uint32_t idx = blk.first_tid + i;
        Thread &t = g.threads[idx];
#if !defined(__x86_64__)
        void *uc = t.ucontext;
#endif
        t = Thread();
#if !defined(__x86_64__)
        t.ucontext = uc;
#endif
        t.tid = grid_block * g.block_threads + i;
        t.idx = idx;
        t.block = slot;
        t.thread = i;
        t.lane = i % 32;
        t.warp = i / 32;
        fiber_prepare(t, g_stacks + (size_t)idx * kStackSize);
    }
    check_reset_slot(slot);
}

/* A launch starts: the order in which blocks get a slot, then the first
 * window of blocks. */
void setup_launch()
{
    g.unit = 0;
    g.threads.resize((size_t)g.window * g.block_threads);
    g.blocks.assign(g.window, Block());
    for (uint32_t b = 0; b < g.window; b++) {
        g.blocks[b].first_tid = b * g.block_threads;
        g.blocks[b].save = g_save + b * g.save_stride;
        g.blocks[b].exited = true;
    }
    for (Thread &t : g.threads)
        t.state = ThreadState::Done;
    g.admit_order.resize(g.grid_blocks);
    /* A cluster's slots are its ranks; other grids start their blocks in
     * the schedule's order. */
    for (uint32_t i = 0; i < g.grid_blocks; i++)
        g.admit_order[i] = g.schedule == P34_SCHEDULE_REVERSE && g.cluster_blocks == 1 ? g.grid_blocks - 1 - i : i;
    if (g.schedule == P34_SCHEDULE_RANDOM && g.cluster_blocks == 1)
        for (uint32_t i = g.grid_blocks - 1; i > 0; i--)
            std::swap(g.admit_order[i], g.admit_order[(uint32_t)(next_random() % (i + 1))]);
    g.blocks_admitted = g.blocks_finished = 0;
    g.phases.clear();
    g.phases_done = 0;
    g.pending_activemask = 0;
    g.exited_by_arrivals.assign(1, 0);
    g.live_block = -1;
    check_reset_launch();
    for (uint32_t b = 0; b < g.window && g.blocks_admitted < g.grid_blocks; b++)
        admit_block(b);
}

void permute(std::vector<uint32_t> &order, uint32_t n)
{
    order.resize(n);
    for (uint32_t i = 0; i < n; i++)
        order[i] = g.schedule == P34_SCHEDULE_REVERSE ? n - 1 - i : i;
    if (g.schedule == P34_SCHEDULE_RANDOM) {
        for (uint32_t i = n - 1; i > 0; i--) {
            uint32_t j = (uint32_t)(next_random() % (i + 1));
            std::swap(order[i], order[j]);
        }
    }
}

/* One pass's order of threads (indexes in g.threads). A cluster runs as one
 * pool of threads in the schedule's order; a grid without clusters runs its
 * resident blocks one after another in the schedule's order (so a pass
 * interleaves blocks at every barrier and collective), each block's threads
 * in the schedule's order. */
void make_order(std::vector<uint32_t> &order)
{
    if (g.cluster_blocks > 1) {
        permute(order, (uint32_t)g.threads.size());
        return;
    }
    static std::vector<uint32_t> slots, threads;
    permute(slots, g.window);
    /* forward visits the newest resident block first: blocks start in index
     * order, but nothing says they finish in it (CUDA C++ Programming
     * Guide, Thread Hierarchy: blocks run in any order), so the default run
     * has a block with a higher index take its ticket before the older
     * blocks beside it, and a kernel that lets blockIdx.x == gridDim.x - 1
     * merge, or that assumes index order, is caught where learners run it. */
    if (g.schedule == P34_SCHEDULE_FORWARD)
        std::sort(slots.begin(), slots.end(),
                  [](uint32_t x, uint32_t y) { return g.blocks[x].grid_block > g.blocks[y].grid_block; });
    order.clear();
    for (uint32_t s : slots) {
        if (!g.blocks[s].active)
            continue;
        permute(threads, g.block_threads);
        for (uint32_t i : threads)
            order.push_back(g.blocks[s].first_tid + i);
    }
}

/* The watchdog's message (report_stuck, after the launch stopped). */
char g_watchdog_text[320];
const char *watchdog_text()
{
    if (g.slow_at_cap)
        snprintf(g_watchdog_text, sizeof g_watchdog_text,
                 "watchdog: the kernel did not finish within %g s (--timeout), nor in the %.3g s it had "
                 "in all while it went on finishing threads; it was still finishing them when stopped: "
                 "a kernel too slow for the simulator, not a stuck one (raise --timeout).\n",
                 g.timeout, g.deadline - g.launch_start);
    else if (g.deadline_extended)
        snprintf(g_watchdog_text, sizeof g_watchdog_text,
                 "watchdog: the kernel did not finish within %g s (--timeout; it went on finishing "
                 "threads, so it had %.3g s in all): a loop that never ends, or a kernel too slow for the "
                 "simulator (raise --timeout).\n",
                 g.timeout, g.deadline - g.launch_start);
    else
        snprintf(g_watchdog_text, sizeof g_watchdog_text,
                 "watchdog: the kernel did not finish within %g s (--timeout): a loop that never "
                 "ends is the usual cause.\n",
                 g.timeout);
    return g_watchdog_text;
}

/* At a deadlock: does a block have threads waiting at a __syncthreads while
 * others of the same block wait at the cluster barrier? Then neither barrier
 * can complete, and the cause is the __syncthreads that not every thread
 * reaches (CUDA C++ Programming Guide, __syncthreads: allowed in conditional
 * code only if the condition is the same for the whole block). Two
 * __syncthreads sites are reported when the block's barrier completes
 * (device.cpp); threads stuck in a warp collective have their own report. */
static bool divergent_block_barrier()
{
    for (uint32_t s = 0; s < g.window; s++) {
        const Block &b = g.blocks[s];
        if (!b.active)
            continue;
        bool at_block = false, at_cluster = false;
        for (uint32_t i = 0; i < g.block_threads; i++) {
            const ThreadState st = g.threads[b.first_tid + i].state;
            at_block |= st == ThreadState::BlockBarrier;
            at_cluster |= st == ThreadState::ClusterWait;
        }
        if (at_block && at_cluster)
            return true;
    }
    return false;
}

/* At a deadlock: a thread waiting in a warp collective (elect_one_sync,
 * a shuffle, a vote, __syncwarp) whose mask names a lane that is elsewhere
 * (at a barrier, or exited): the collective is one that not every lane of
 * its mask reaches (PTX elect.sync, shfl.sync, vote.sync, bar.warp.sync: the
 * executing thread waits for every thread of membermask). Its name for the
 * headline, or "" (the warp report, device.cpp, gives the lanes). */
static std::string stuck_warp_collective()
{
    static const char *const shfl[] = {"__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync"};
    static const char *const vote[] = {"__ballot_sync", "__any_sync", "__all_sync", "vote.sync.uni"};
    for (const Thread &t : g.threads)
        if (t.state == ThreadState::WarpCollective)
            switch (t.warp_op) {
            case WarpOp::Shfl: return shfl[t.shfl_op & 3];
            case WarpOp::Ballot: return vote[t.shfl_op & 3];
            case WarpOp::Elect: return "elect_one_sync";
            case WarpOp::Sync: return "__syncwarp";
            }
    return "";
}

void report_stuck(const char *why)
{
    std::vector<const void *> pcs;
    std::string text = why;
    text += describe_threads(pcs);
    /* A barrier that completed thousands of times: the loop around it is the
     * finding, and the headline names that barrier, not wherever a running
     * thread happened to be when the timer fired (the loop body's line, or
     * the barrier's). */
    const void *loop_barrier = nullptr;
    text += barrier_loop_note(pcs, &loop_barrier);
    text += mbarrier_stuck_note(pcs);
    add_diag(P34_EXIT_TIMEOUT, text, pcs);
    g.diags.back().head_pc = loop_barrier;
    /* The watchdog of a launch that was still finishing threads (too slow,
     * not stuck): no verdict on the kernel where another finding is one
     * (finish_message). */
    if (g.slow_at_cap && why == g_watchdog_text)
        g.diags.back().key_kind = "watchdog slow";
}

/* Runs the grid to the end; returns false when the launch must stop. */
bool run_grid()
{
    std::vector<uint32_t> order;
    for (;;) {
        make_order(order);
        bool ran = false;
        for (uint32_t idx : order) {
            Thread &t = g.threads[idx];
            if (t.state != ThreadState::Runnable && t.state != ThreadState::NotStarted)
                continue;
            if (t.state == ThreadState::NotStarted)
                t.state = ThreadState::Runnable;
            make_block_live((int)t.block);
            set_coords(t);
            g.cur = &t;
            g.stack_limit = reinterpret_cast<uintptr_t>(g_stacks + (size_t)idx * kStackSize) + kStackMargin;
            fiber_resume(t);
            g.cur = nullptr;
            /* A fiber abandoned by abort_launch never left its runtime scope. */
            g.in_runtime = 0;
            check_pending_values();
            ran = true;
            if (g.abort_status)
                return false;
        }
        if (g.blocks_finished == g.grid_blocks)
            return true;
        for (uint32_t s = 0; s < g.window && g.blocks_admitted < g.grid_blocks; s++)
            if (!g.blocks[s].active) {
                admit_block(s);
                ran = true;
            }
        if (resolve_activemasks())
            ran = true;
        if (!ran) {
            const std::string coll = stuck_warp_collective();
            const std::string why =
                divergent_block_barrier() ? "deadlock: no thread can move: a divergent barrier, the "
                                            "threads of one block wait at different barriers.\n"
                : !coll.empty() ? "deadlock: no thread can move: a warp collective (" + coll +
                                      ") that not every lane of its mask reaches.\n"
                                : "deadlock: no thread can move.\n";
            report_stuck(why.c_str());
            explain_stuck_warps();
            explain_stuck_named_barriers();
            g.abort_status = P34_EXIT_TIMEOUT;
            return false;
        }
        if (watchdog_due()) {
            report_stuck(watchdog_text());
            g.abort_status = P34_EXIT_TIMEOUT;
            return false;
        }
    }
}

/* The first integer division by zero of the launch (emulate_divide), as a
 * warning: it does not stop the kernel, as on a GPU, but the value it gave
 * is unspecified, so a result it reaches is wrong. */
void report_divide_by_zero()
{
#if defined(__x86_64__) && defined(__linux__)
    if (!g_div_zero_count)
        return;
    std::vector<const void *> pcs;
    const int n = g_div_zero_count;
    add_warning("integer division by zero in " + thread_name(g_div_zero_tid) + " at " +
                    pc_ref(pcs, static_cast<const char *>(const_cast<const void *>(g_div_zero_pc)) + 1, false) +
                    (n > 1 ? " (and " + std::to_string(n - 1) + " more in this launch)" : std::string()) +
                    ": a GPU does not stop here, but the quotient (and an x % 0) is unspecified (PTX ISA, div "
                    "and rem); the simulator went on with all-one bits (-1, or 0xffffffff unsigned).\n  If that "
                    "value reaches a result, the result is wrong: make sure no thread divides by zero.",
                pcs);
#endif
}

/* The kernel file's call that led to a fault at pc in a shared library
 * (libc's printf, strlen, ...), or nullptr when pc is in the executable or
 * no kernel-file caller is found: the return addresses on the faulting
 * fiber's stack, innermost first (words that point into the executable's
 * code just after a call instruction), the first whose line is in a kernel
 * file. The stack is the current thread's fiber stack (g.stack_limit). */
const void *library_fault_caller(const void *pc)
{
    const void *sp = g_signal_sp;
    if (!sp || pc_in_executable(static_cast<const char *>(pc) - 1) || !g.stack_limit)
        return nullptr;
    const uintptr_t lo = reinterpret_cast<uintptr_t>(sp) & ~uintptr_t(7);
    const uintptr_t top = g.stack_limit - kStackMargin + kStackSize;
    if (lo < g.stack_limit - kStackMargin || lo >= top)
        return nullptr;
    std::vector<const void *> cands;
    for (uintptr_t a = lo; a + 8 <= top && cands.size() < 24; a += 8) {
        const unsigned char *ra = *reinterpret_cast<const unsigned char *const *>(a);
        if (!pc_in_executable(ra) || !pc_in_executable(ra - 7))
            continue;
#if defined(__x86_64__)
        /* A call into a shared library: `call *disp32(%rip)` through the GOT
         * (ff 15), or `call rel32` (e8) to a PLT stub (`jmp *disp32(%rip)`,
         * ff 25, after an endbr64 and a bnd prefix where present). A stale
         * return address of an earlier direct call (the simulator's access
         * hooks) left in the library's frames is no such call. */
        bool call = ra[-6] == 0xff && ra[-5] == 0x15;
        if (!call && ra[-5] == 0xe8) {
            int32_t rel;
            memcpy(&rel, ra - 4, 4);
            const unsigned char *to = ra + rel;
            if (pc_in_executable(to) && pc_in_executable(to + 7)) {
                if (to[0] == 0xf3 && to[1] == 0x0f && to[2] == 0x1e && to[3] == 0xfa)
                    to += 4;  /* endbr64 */
                if (to[0] == 0xf2)
                    to++;  /* bnd */
                call = to[0] == 0xff && to[1] == 0x25;
            }
        }
        if (!call)
            continue;
#endif
        cands.push_back(ra);
    }
    return first_kernel_site(cands);
}

/* One launch of the whole grid. */
void run_launch()
{
    g.abort_status = 0;
    g.shared_used.assign(g.shared_vars.size(), 0);
    g.shared_used_bytes = 0;
    g.preemptions = 0;
    g.sleeps = 0;
    /* The deadlines first: a stale signal of the last launch that lands
     * before watchdog_fired is cleared then finds them new and re-arms. */
    const double start = cpu_seconds();
    g.launch_start = start;
    g.deadline = start + g.timeout;
    g.deadline_cap = start + kWatchdogCap * g.timeout;
    g.last_exit_wall = 0;
    g.last_exit_cpu = 0;
    g.deadline_extended = 0;
    g.watchdog_fired = 0;
    arm_timer(g.timeout);
    g_signal = 0;
    if (sigsetjmp(g_jump, 1) != 0) {
        /* A fault or the watchdog interrupted kernel code on some fiber. */
        Thread *t = g.cur;
        g.cur = nullptr;
        g.in_runtime = 0;
        /* Reports step back one byte from return addresses; a signal's pc is
         * the faulting instruction itself. */
        const void *pc = static_cast<const char *>(const_cast<const void *>(g_signal_pc)) + 1;
        if (t) {
            t->prev_wait_pc = t->wait_pc;
            t->wait_pc = pc;
            t->wait_what = "running";
        }
        if (g_signal == watchdog_signal()) {
            report_stuck(watchdog_text());
            g.abort_status = P34_EXIT_TIMEOUT;
        } else {
            std::vector<const void *> pcs;
            char buf[256];
            snprintf(buf, sizeof buf, "%s (signal %d, address %p)",
                     g_signal == SIGSEGV || g_signal == SIGBUS ? "illegal memory access"
                     : g_signal == SIGFPE                      ? "arithmetic fault"
                                                               : "illegal instruction",
                     (int)g_signal, g_signal_addr);
            /* A fault inside a library the kernel called (the C library's
             * printf given a %s that is no string, strlen, memcpy): its pc
             * has no line of the kernel file; name the kernel's call. */
            const void *caller = t ? library_fault_caller(pc) : nullptr;
            Dl_info lib;
            std::string where = " at " + pc_ref(pcs, pc, false);
            if (caller)
                where = " inside " +
                        std::string(dladdr(pc, &lib) && lib.dli_fname ? lib.dli_fname : "library code") +
                        (dladdr(pc, &lib) && lib.dli_sname ? std::string(" (") + lib.dli_sname + ")" : "") +
                        ", called at " + pc_ref(pcs, caller, true) +
                        " with an argument it cannot use: a pointer that is not valid (a printf %s given "
                        "something other than a string's address faults this way)";
            std::string text = std::string(buf) + " in " + (t ? thread_name(t->tid) : "a thread") + where +
                               ", as a GPU would report an illegal address.";
            if (t && !caller && (g_signal == SIGSEGV || g_signal == SIGBUS)) {
                const std::string oob = far_miss_text(reinterpret_cast<uintptr_t>(g_signal_addr), pc, *t, pcs);
                if (!oob.empty())
                    text = oob;
            }
            const std::string heap =
                (g_signal == SIGSEGV || g_signal == SIGBUS) && (uintptr_t)g_signal_addr < 65536 ? device_heap_note(pcs) : "";
            if (!heap.empty())
                text = "device heap full: " + text + heap;
            add_diag(P34_EXIT_FAULT, text, pcs);
            g.abort_status = P34_EXIT_FAULT;
        }
        report_divide_by_zero();
        return;
    }
    setup_launch();
    device_heap_new_launch();
#if defined(__x86_64__) && defined(__linux__)
    g_div_zero_count = 0;
#endif
    run_grid();
    report_divide_by_zero();
}

}  // namespace

/* ---------------------------------------------------------------------- */
/* Used by the other runtime files                                          */

double now_seconds()
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double cpu_seconds()
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Whether the launch is out of time. A launch past its --timeout that
 * finished a thread within the last half of --timeout (CPU time, as the
 * deadline: on a busy machine the wall clock runs on while we wait) is slow, not stuck (every thread summing
 * the whole block, say: microseconds on a GPU, seconds here): it gets
 * another --timeout, up to kWatchdogCap of them in all. A loop that never
 * ends finishes no thread meanwhile; one that does still ends at the cap.
 * Async-signal-safe (on_watchdog calls it). */
bool watchdog_due()
{
    if (g.watchdog_fired)
        return true;  /* fired: no more extensions, slow_at_cap stays as it was */
    const double now = cpu_seconds();
    if (now <= g.deadline)
        return false;
    const bool progressing = g.last_exit_cpu > 0 && now - g.last_exit_cpu < g.timeout / 2 + 1e-3;
    if (progressing && now < g.deadline_cap) {
        g.deadline = now + g.timeout < g.deadline_cap ? now + g.timeout : g.deadline_cap;
        g.deadline_extended = 1;
        arm_timer(g.deadline - now);
        return false;
    }
    g.slow_at_cap = progressing;
    return true;
}

uint64_t next_random()
{
    /* splitmix64: tiny, and the same sequence everywhere for a given seed */
    uint64_t z = (g.rng += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

void yield_to_scheduler()
{
    Thread *t = g.cur;
    t->steps = 0;
    int saved = g.in_runtime;
    fiber_suspend(*t);
    g.in_runtime = saved;
}

/* Lets the others run without counting toward the endless-loop budget
 * (kMaxPreemptions): for a call that makes progress itself (malloc), and
 * most of a spin's __nanosleeps (preempt_sleep). It reads only the flag the
 * timer signal sets: no clock, no system call per call. */
void yield_uncounted(const void *pc)
{
    Thread *t = g.cur;
    t->wait_pc = pc;
    t->wait_what = "running";
    if (g.watchdog_fired) {
        report_stuck(watchdog_text());
        abort_launch(P34_EXIT_TIMEOUT);
    }
    yield_to_scheduler();
}

void preempt(const void *pc)
{
    Thread *t = g.cur;
    t->wait_pc = pc;
    t->wait_what = "running";
    if (++g.preemptions > kMaxPreemptions) {
        report_stuck("a thread did not finish: the launch ran for more than 60 million memory "
                     "accesses with no thread finishing (likely an endless loop, e.g. spinning on a flag).\n");
        abort_launch(P34_EXIT_TIMEOUT);
    }
    if (watchdog_due()) {  /* (true as well once the timer signal fired) */
        report_stuck(watchdog_text());
        abort_launch(P34_EXIT_TIMEOUT);
    }
    yield_to_scheduler();
}

/* __nanosleep in a spin loop: lets the others run at once, but counts as
 * 64 memory accesses toward the budget (a preemption stands for
 * kPreemptSteps of them), so that a barrier built on a spin with
 * __nanosleep (cuda::barrier's wait) does not use up the budget that
 * stops an endless loop, and an endless one is still stopped. */
void preempt_sleep(const void *pc)
{
    if (++g.sleeps % (kPreemptSteps / 64) == 0) {
        preempt(pc);
        return;
    }
    yield_uncounted(pc);
}

void poll_step(const void *pc, bool poll)
{
    Thread *t = g.cur;
    if (!t)
        return;
    if (!poll) {
        t->poll_run = 0;
        t->poll_pc = nullptr;
        return;
    }
    t->poll_pc = pc;
    if (++t->poll_run < kPollRun || (long_spin(t) && t->poll_run < kPollRunLong))
        return;
    if (g.schedule == P34_SCHEDULE_RANDOM)
        t->long_spin_pc = pc;
    t->poll_run = 0;
    preempt_sleep(pc);
}

/* A random schedule's thread in the first spin at its site: it keeps
 * running until kPollRunLong polls (internal.h). */
bool long_spin(const Thread *t)
{
    return g.schedule == P34_SCHEDULE_RANDOM && t->poll_pc && t->poll_pc != t->long_spin_pc;
}

void abort_launch(int status)
{
    g.abort_status = status;
    for (;;)
        fiber_suspend(*g.cur);
}

}  // namespace p34sim

using namespace p34sim;

extern "C" int p34_sim_run(const p34_kernel_table *kernels, const p34_run_args *args,
                           p34_run_result *result)
{
    memset(result, 0, sizeof *result);
    snprintf(result->device, sizeof result->device, "CPU simulator");
    if (!kernels || !args || !args->input || args->puzzle < 0 || args->puzzle >= P34_PUZZLE_COUNT ||
        args->launches < 1 || args->launches > P34_MAX_LAUNCHES) {
        result->status = P34_EXIT_USAGE;
        snprintf(result->message, sizeof result->message,
                 "CPU simulator: bad run arguments (puzzle, input or launch count out of range)");
        return result->status;
    }
    g.kernels = kernels;
    g.puzzle = args->puzzle;
    g.shape = p34_puzzle_shape(args->puzzle);
    g.schedule = args->schedule;
    g.rng = args->seed;
    g.elect_seed = args->seed;
    g.cluster_blocks = g.shape.cluster_x > 0 ? (uint32_t)g.shape.cluster_x : 1;
    g.block_threads = (uint32_t)g.shape.block_x;
    g.unit_threads = g.cluster_blocks * g.block_threads;
    g.grid_blocks = (uint32_t)g.shape.grid_x;
    g.grid_threads = g.grid_blocks * g.block_threads;
    /* A cluster is resident as a whole (the cluster puzzles' grid is one
     * cluster); other grids keep a window of resident blocks, enough to
     * interleave many writers with the block that reads their results. */
    g.window = g.cluster_blocks > 1 ? g.grid_blocks : std::min<uint32_t>(g.grid_blocks, kWindowBlocks);
    g.bt_shift = 0;
    while ((1u << g.bt_shift) < g.block_threads)
        g.bt_shift++;
    g.bt_mask = g.block_threads - 1;
    if ((1u << g.bt_shift) != g.block_threads || g.grid_blocks % g.cluster_blocks) {
        result->status = P34_EXIT_CANNOT_RUN;
        snprintf(result->message, sizeof result->message,
                 "CPU simulator: blocks of %u threads (not a power of two) are not supported",
                 g.block_threads);
        return result->status;
    }
    /* A compile-time cluster size (__cluster_dims__) must be the launch's:
     * the CUDA Programming Guide ("Thread Block Clusters") says a kernel's
     * compile-time cluster size cannot be modified at launch, so p34's
     * launch of a cluster puzzle fails on the GPU as here (kernels.cu). */
    {
        static const char *const kernel_names[P34_PUZZLE_COUNT] = {
            "cluster_coordination_basics", "cluster_collective_operations", "advanced_cluster_patterns",
            "last_block_reduction"};
        const void *const fns[P34_PUZZLE_COUNT] = {
            reinterpret_cast<const void *>(kernels->coordination), reinterpret_cast<const void *>(kernels->reduction),
            reinterpret_cast<const void *>(kernels->advanced), reinterpret_cast<const void *>(kernels->last_block)};
        unsigned dims[3] = {1, 1, 1};
        std::string text;
        const int declared = kernel_cluster_dims(fns[args->puzzle], dims, &text);
        if (declared < 0) {
            result->status = P34_EXIT_CANNOT_RUN;
            snprintf(result->message, sizeof result->message,
                     "p34 simulator: %s declares __cluster_dims__(%s): the simulator reads only plain numbers "
                     "there (or macros that expand to them)",
                     kernel_names[args->puzzle], text.c_str());
            return result->status;
        }
        if (declared > 0 && g.shape.cluster_x > 0 &&
            (dims[0] != (unsigned)g.shape.cluster_x || dims[1] != 1 || dims[2] != 1)) {
            result->status = P34_EXIT_FAULT;
            snprintf(result->message, sizeof result->message, P34_CLUSTER_DIMS_MISMATCH,
                     kernel_names[args->puzzle], dims[0], dims[1], dims[2], g.shape.grid_x, g.shape.cluster_x,
                     g.shape.cluster_x);
            return result->status;
        }
        if (declared > 0 && g.shape.cluster_x == 0 && dims[0] * dims[1] * dims[2] != 1) {
            result->status = P34_EXIT_CANNOT_RUN;
            snprintf(result->message, sizeof result->message,
                     "p34 simulator: %s declares __cluster_dims__(%u, %u, %u), but this puzzle launches no "
                     "clusters; the simulator does not run a kernel that makes its own (the GPU would run "
                     "it in clusters of %u blocks)",
                     kernel_names[args->puzzle], dims[0], dims[1], dims[2], dims[0] * dims[1] * dims[2]);
            return result->status;
        }
    }
    /* A kernel's __launch_bounds__(MAX) below the block size: the CUDA
     * Programming Guide ("Launch Bounds") says such a launch fails, and the
     * GPU says "too many resources requested for launch". kernel_table.cu
     * puts each kernel's MAX (0: none) beside its table, as TABLE_launch_bounds. */
    {
        Dl_info info;
        if (dladdr(kernels, &info) && info.dli_sname) {
            const std::string sym = std::string(info.dli_sname) + "_launch_bounds";
            const unsigned int *bounds = static_cast<const unsigned int *>(dlsym(RTLD_DEFAULT, sym.c_str()));
            static const char *const names[P34_PUZZLE_COUNT] = {
                "cluster_coordination_basics", "cluster_collective_operations", "advanced_cluster_patterns",
                "last_block_reduction"};
            if (bounds && bounds[args->puzzle] != 0 && g.block_threads > bounds[args->puzzle]) {
                result->status = P34_EXIT_FAULT;
                snprintf(result->message, sizeof result->message,
                         "launch error: %s declares __launch_bounds__(%u), but the puzzle launches blocks of %u "
                         "threads. A kernel launched with more threads per block than its launch bound fails "
                         "(CUDA Programming Guide, \"Launch Bounds\"; the GPU says \"too many resources requested "
                         "for launch\"): declare __launch_bounds__(%u) or more, or nothing.",
                         names[args->puzzle], bounds[args->puzzle], g.block_threads, g.block_threads);
                return result->status;
            }
            /* __launch_bounds__(MAX, MIN, maxBlocksPerCluster): nvcc writes
             * the third as PTX .maxclusterrank, and a launch in clusters of
             * more blocks fails (PTX ISA, .maxclusterrank; the CUDA driver
             * API: a cluster must be "no more than maxBlocksPerCluster, if it
             * is set in the kernel's __launch_bounds__"). */
            const std::string csym = std::string(info.dli_sname) + "_cluster_bounds";
            const unsigned int *cb = static_cast<const unsigned int *>(dlsym(RTLD_DEFAULT, csym.c_str()));
            if (cb && cb[args->puzzle] != 0 && g.cluster_blocks > 1 && (unsigned int)g.cluster_blocks > cb[args->puzzle]) {
                result->status = P34_EXIT_FAULT;
                snprintf(result->message, sizeof result->message,
                         "launch error: %s declares __launch_bounds__(..., ..., %u): at most %u blocks per cluster "
                         "(maxBlocksPerCluster, PTX .maxclusterrank), but the puzzle launches clusters of %u. A "
                         "launch in larger clusters fails (cudaErrorInvalidClusterSize or a launch failure): make "
                         "the third argument %u or more, or leave it out.",
                         names[args->puzzle], cb[args->puzzle], cb[args->puzzle], (unsigned int)g.cluster_blocks,
                         (unsigned int)g.cluster_blocks);
                return result->status;
            }
        }
    }
    g.diags.clear();
    g.race_count = 0;
    p34_sim_coords.block_dim = dim3((unsigned)g.shape.block_x);
    p34_sim_coords.grid_dim = dim3((unsigned)g.shape.grid_x);
    p34_sim_coords.cluster_dim = dim3(g.cluster_blocks);

    p34sim::trace_begin(kernels, args);  // p34 draw hook
    char why[256];
    if (!ensure_stacks((size_t)g.window * g.block_threads, why, sizeof why) || !setup_arena(why, sizeof why) ||
        !setup_shared(why, sizeof why)) {
        result->status = P34_EXIT_CANNOT_RUN;
        snprintf(result->message, sizeof result->message, "CPU simulator: %s", why);
        return result->status;
    }
    setup_device_vars();
    save_or_restore_device_vars(args->rerun);
    memcpy(g.input, args->input, (size_t)g.shape.input_len * sizeof(float));
    g.input_given = args->input;
    g.launches = args->launches;
    if (g.counter)
        *g.counter = 0;

    SavedSignals saved;
    install_signals(saved);
    const double timeout = args->timeout_s > 0 ? args->timeout_s : 10.0;
    g.timeout = timeout;

    int status = P34_EXIT_OK;
    for (int launch = 0; launch < args->launches; launch++) {
        g.launch = launch;
        /* Every output and scratch buffer starts as NaN ("not written"). */
        fill_nan(g.output, (size_t)g.shape.output_len);
        if (g.scratch)
            fill_nan(g.scratch, (size_t)g.shape.scratch_len);
        run_launch();
        arm_timer(0);  /* no signal of this launch's watchdog during the checks below */
        check_pending_values();
        /* The outputs as the launch left them, also when it was stopped (a
         * deadlock, the watchdog, a fault): NaN still means not written. */
        for (int i = 0; i < g.shape.output_len && i < P34_MAX_OUTPUT; i++)
            result->output[launch][i] = g.output[i];
        result->counter_after[launch] = g.counter ? *g.counter : 0;
        result->outputs_filled = launch + 1;
        check_finish_launch(result, launch);
        if (g.abort_status) {
            status = g.abort_status;
            break;
        }
        result->launches_done = launch + 1;
    }
    restore_signals(saved);
    check_report_races();
    finish_message(result, &status);
    result->status = status;
    p34sim::trace_end(result);  // p34 draw hook
    return status;
}
