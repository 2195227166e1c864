/*
 * sim/bounds.cpp - array indexes out of their declared bounds.
 *
 * Kernel files are also compiled with -fsanitize=bounds (sim/sim.mk): the
 * compiler checks every index into an array whose length it knows (a
 * per-thread local array, a __shared__ array of any size, an array member of
 * a struct) and calls the handler below when it is out of range. As with the
 * __tsan_* hooks, the runtime implements the handler itself and links no
 * sanitizer library. The access has not happened yet when the handler runs:
 * it reports the index, the thread and the line, and ends the launch, as a
 * GPU's out-of-bounds access does (exit 5), so that a wild store never
 * touches the simulator's own memory.
 *
 * The same way (-fsanitize=shift-exponent,float-cast-overflow,return), the
 * undefined behaviour that a GPU and x86 compute differently:
 *   - a shift by a negative count or by the width of its type or more: PTX
 *     shl/shr clamp the count (x << 32 is 0), x86 takes it modulo the width
 *     (x << 32 is x);
 *   - a float-to-integer conversion of NaN or of a value out of the integer's
 *     range: PTX cvt.rzi saturates (NaN gives 0), x86 gives 0x80000000...;
 *   - a value-returning function that ends without `return`: the caller gets
 *     whatever a register held.
 * The shift and the conversion are what the GPU defines (as an integer
 * division by zero, sim/runtime.cpp emulate_divide): on x86-64 Linux the
 * handler single-steps (the trap flag) to the shift or cvttss2si/cvttsd2si
 * right after it and gives its destination the GPU's value, and the first
 * such site is a warning naming the line (C++ leaves it undefined, and a
 * result it reaches is likely wrong). The missing return is an error (exit
 * 1) that ends the launch: no value is defined, and the compiler put nothing
 * after the call. A left shift of a negative value (shift-base) is not
 * checked: C++20 defines it, and both machines give the same bits.
 */
#include "sim/internal.h"

#include <cctype>
#include <cmath>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#if defined(__x86_64__) && defined(__linux__)
#include <ucontext.h>
#endif

using namespace p34sim;

namespace {

/* The layout that GCC and Clang give the handler's first argument. */
struct SourceLocation {
    const char *file;
    uint32_t line;
    uint32_t column;
};
struct TypeDescriptor {
    uint16_t kind;  /* 0: integer, 1: float, 0xffff: anything else */
    uint16_t info;  /* integers: log2(bit width) << 1 | signed */
    char name[1];   /* quoted, e.g. 'float [8]' */
};
struct OutOfBoundsData {
    SourceLocation loc;
    const TypeDescriptor *array_type;
    const TypeDescriptor *index_type;
};

std::string index_text(const TypeDescriptor *type, void *value)
{
    const uintptr_t bits = (uintptr_t)value;
    if (type && type->kind == 0 && (type->info & 1)) {
        const unsigned width = 1u << (type->info >> 1);
        intptr_t v = (intptr_t)bits;
        if (width < 64)
            v = (intptr_t)(int64_t)((uint64_t)bits << (64 - width)) >> (64 - width);
        return std::to_string((long long)v);
    }
    return std::to_string((unsigned long long)bits);
}

/* "float [8]" from "'float [8]'". */
std::string type_text(const TypeDescriptor *type)
{
    if (!type)
        return "an array";
    std::string name = type->name;
    if (name.size() >= 2 && name.front() == '\'' && name.back() == '\'')
        name = name.substr(1, name.size() - 2);
    return name;
}

/* The array the index goes into, as the source writes it ("shared_mem",
 * "s.part", "buf[w]"), from the handler's source location: GCC and Clang
 * point at the `]` that closes the index (or at its `[`). "" when the
 * kernel file cannot be read or the line does not look like that. */
std::string array_text(const SourceLocation &loc)
{
    if (!loc.file || !loc.line || !loc.column)
        return "";
    FILE *f = fopen(loc.file, "r");
    if (!f)
        return "";
    char buf[4096];
    std::string line;
    for (uint32_t n = 1; fgets(buf, sizeof buf, f); ) {
        line += buf;
        if (line.empty() || line.back() != '\n')
            continue;  /* a line longer than buf: read on */
        if (n++ == loc.line)
            break;
        line.clear();
    }
    fclose(f);
    size_t i = loc.column - 1;
    if (i >= line.size())
        return "";
    if (line[i] == '[') {  /* at the opening bracket: find its `]` */
        int depth = 0;
        for (; i < line.size(); i++)
            if (line[i] == '[')
                depth++;
            else if (line[i] == ']' && --depth == 0)
                break;
        if (i >= line.size())
            return "";
    }
    if (line[i] != ']')
        return "";
    /* Back from the `]` over its index to the `[`, then over the postfix
     * expression before it: names, `.`, `->` and earlier `[...]`. */
    auto skip_brackets = [&](size_t &j) {  /* line[j] == ']': to its '[' */
        int depth = 0;
        for (;; j--) {
            if (line[j] == ']')
                depth++;
            else if (line[j] == '[' && --depth == 0)
                return true;
            if (j == 0)
                return false;
        }
    };
    size_t j = i;
    if (!skip_brackets(j))
        return "";
    const size_t end = j;
    while (j > 0) {
        const char c = line[j - 1];
        if (isalnum((unsigned char)c) || c == '_' || c == '.') {
            j--;
        } else if (c == '>' && j >= 2 && line[j - 2] == '-') {
            j -= 2;
        } else if (c == ']') {
            size_t k = j - 1;
            if (!skip_brackets(k))
                return "";
            j = k;
        } else {
            break;
        }
    }
    std::string name = line.substr(j, end - j);
    if (name.empty() || !(isalpha((unsigned char)name[0]) || name[0] == '_'))
        return "";
    return name;
}

[[noreturn]] void out_of_bounds(OutOfBoundsData *data, void *index, const void *pc)
{
    std::vector<const void *> pcs;
    const std::string type = type_text(data ? data->array_type : nullptr);
    const std::string array = data ? array_text(data->loc) : "";
    std::string text = "out-of-bounds index " + index_text(data ? data->index_type : nullptr, index) +
                       (array.empty() ? std::string(" into an array of type `") + type + "`"
                                      : " into `" + array + "` (an array of type `" + type + "`)") +
                       " by " + thread_name(g.cur->tid) + " at " +
                       pc_ref(pcs, thread_site(*g.cur, pc), false) +
                       "; on a GPU this reads or overwrites other memory, or is an illegal memory "
                       "access.\n  Index an array only within its bounds (0 to its length - 1)." + oob_loop_hint(pc);
    if (g.cur->elected && g.cur->lane != 0)
        text += "\n  That thread is lane " + std::to_string(g.cur->lane) +
                ", the lane elect_one_sync() elected in its warp: which lane is elected is not "
                "specified (PTX ISA, elect.sync; an H100 elects the lowest, the simulator's default "
                "schedule the highest). Code that needs lane 0 must test the lane itself.";
    add_diag(P34_EXIT_FAULT, text, pcs);
    abort_launch(P34_EXIT_FAULT);
}

struct ShiftOutOfBoundsData {
    SourceLocation loc;
    const TypeDescriptor *lhs_type;
    const TypeDescriptor *rhs_type;
};
struct FloatCastOverflowData {  /* the layout with a location (GCC >= 6, Clang >= 3.9) */
    SourceLocation loc;
    const TypeDescriptor *from_type;
    const TypeDescriptor *to_type;
};
struct UnreachableData {
    SourceLocation loc;
};

unsigned int_width(const TypeDescriptor *type)
{
    return type && type->kind == 0 ? 1u << (type->info >> 1) : 0;
}

/* A float operand as the handlers pass it (inline bits up to 64 bits). */
bool float_value(const TypeDescriptor *type, void *value, double *out)
{
    if (!type || type->kind != 1)
        return false;
    const uintptr_t bits = (uintptr_t)value;
    if (type->info == 32) {
        float f;
        const uint32_t b = (uint32_t)bits;
        memcpy(&f, &b, 4);
        *out = f;
        return true;
    }
    if (type->info == 64) {
        double d;
        const uint64_t b = (uint64_t)bits;
        memcpy(&d, &b, 8);
        *out = d;
        return true;
    }
    if (type->info == 80 || type->info == 128) {  /* long double: passed by address */
        *out = (double)*static_cast<const long double *>(value);
        return true;
    }
    return false;
}

/* The GPU's value that the instruction after a handler must produce
 * (armed by the handlers, given by on_ub_step). */
struct PendingFix {
    bool armed = false;
    bool is_shift = false;
    const unsigned char *after = nullptr;  /* the handler's return address */
    unsigned width = 0;                    /* of the shifted or converted-to type */
    bool is_signed = false;
    uint64_t value = 0;                    /* a conversion's result */
    int steps = 0;
    bool entered = false;                  /* back in the kernel, after the call */
    size_t diag = 0;                       /* the site's diagnosis, told if no fix */
};
PendingFix g_fix;

size_t site_diag(const char *kind, uintptr_t key)
{
    for (size_t i = 0; i < g.diags.size(); i++)
        if (g.diags[i].key_kind == kind && g.diags[i].key == key)
            return i;
    return (size_t)-1;
}

#if defined(__x86_64__) && defined(__linux__)
constexpr bool kCanFix = true;
#else
constexpr bool kCanFix = false;
#endif

void shift_out_of_bounds(ShiftOutOfBoundsData *data, void *lhs, void *rhs, const void *pc)
{
    std::vector<const void *> pcs;
    const std::string type = type_text(data->lhs_type);
    const unsigned width = int_width(data->lhs_type);
    const std::string count = index_text(data->rhs_type, rhs);
    const std::string w = width ? std::to_string(width) : std::string("the width");
    std::string text = "undefined behaviour: shift by " + count + " of a " +
                       (width ? std::to_string(width) + "-bit " : std::string()) + "`" + type + "` in " +
                       thread_name(g.cur->tid) + " at " + pc_ref(pcs, pc, false) +
                       ": C++ leaves a shift by a negative count, or by the width of the type or more, "
                       "undefined. A GPU's shl/shr clamp the count to " + w + " (x << " + w +
                       " is 0, x >> " + w + " is 0 or -1), x86 takes it modulo " + w + " (x << " + w +
                       " is x); " + (kCanFix ? "the simulator went on with the GPU's value" : "the simulator went on with the host's value") +
                       ". But nvcc may also assume it never happens.\n  If that value reaches a result, "
                       "the result is wrong: keep the count below " + w +
                       " (shift a wider type, 1ull << n, or test the count first: n >= " + w +
                       " ? 0u : 1u << n).";
    (void)lhs;
    add_diag_once("ub-shift", (uintptr_t)data, P34_EXIT_OK, text, pcs);
    const size_t d = site_diag("ub-shift", (uintptr_t)data);
    if (d != (size_t)-1)
        g.diags[d].warning = true;
    if (!kCanFix || (width != 32 && width != 64))
        return;
    g_fix = PendingFix();
    g_fix.armed = true;
    g_fix.is_shift = true;
    g_fix.after = static_cast<const unsigned char *>(pc);
    g_fix.width = width;
    g_fix.diag = d;
}

void float_cast_overflow(FloatCastOverflowData *data, void *from, const void *pc)
{
    std::vector<const void *> pcs;
    const std::string to = type_text(data->to_type), fromt = type_text(data->from_type);
    double v = 0;
    std::string value = "a value";
    bool nan = false, known = false;
    if (float_value(data->from_type, from, &v)) {
        known = true;
        nan = v != v;
        char buf[64];
        snprintf(buf, sizeof buf, "%.9g", v);
        value = nan ? "NaN" : buf;
    }
    const unsigned width = int_width(data->to_type);
    const bool is_signed = data->to_type && data->to_type->kind == 0 && (data->to_type->info & 1);
    /* What the single step below can give the GPU's value to: a conversion
     * to a 32-bit integer or a signed 64-bit one is one cvttss2si/cvttsd2si;
     * to an 8- or 16-bit one it is a 32-bit cvtt... whose low bits are kept
     * (review3: these were said to get the GPU's value and kept x86's). The
     * unsigned 64-bit one is a branchy sequence: not (the text says so). */
    const bool fixable = kCanFix && known && (width == 8 || width == 16 || width == 32 || (width == 64 && is_signed));
    /* PTX cvt.rzi: NaN gives 0, the rest saturates */
    uint64_t gpu = 0;
    if (known && !nan && width) {
        const uint64_t umax = width == 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1;
        if (v > 0)
            gpu = is_signed ? umax >> 1 : umax;
        else
            gpu = is_signed ? ~(umax >> 1) & umax : 0;
    }
    /* An 8- or 16-bit result: nvcc (13.0) converts to 32 bits with cvt.rzi.s32
     * or .u32 (saturating there) and keeps the low bits (cvt.s32.s16, and.b32
     * 255): (short)40000.0f is -25536 on the GPU as on x86, (unsigned
     * short)-40000.0f is 0 there (x86: 25536). reg: the 32-bit value. */
    uint64_t reg = gpu;
    if (known && width && width < 32) {
        const double t = std::trunc(v);
        int64_t r32 = 0;
        if (!nan && is_signed)
            r32 = t >= 2147483647.0 ? 2147483647 : t <= -2147483648.0 ? -2147483648LL : (int64_t)t;
        else if (!nan)
            r32 = t >= 4294967295.0 ? 4294967295LL : t <= 0 ? 0 : (int64_t)t;
        reg = (uint64_t)r32 & 0xffffffffu;
        gpu = reg & ((uint64_t(1) << width) - 1);
    }
    char gpu_text[32];
    if (is_signed && width)
        snprintf(gpu_text, sizeof gpu_text, "%lld",
                 (long long)(width == 64 ? (int64_t)gpu : (int64_t)(gpu << (64 - width)) >> (64 - width)));
    else
        snprintf(gpu_text, sizeof gpu_text, "%llu", (unsigned long long)gpu);
    std::string text = "undefined behaviour: conversion of " + value + " (`" + fromt + "`) to `" + to + "` in " +
                       thread_name(g.cur->tid) + " at " + pc_ref(pcs, pc, false) +
                       ": C++ leaves a float-to-integer conversion undefined when the value, truncated "
                       "toward zero, does not fit the integer type (NaN never fits). " +
                       (width && width < 32
                            ? "nvcc converts to 32 bits with cvt.rzi, which saturates (NaN gives 0), and keeps "
                              "the low bits (here " + std::string(known ? gpu_text : "those of the range's nearest end") +
                              "), x86 may give another value; "
                            : "A GPU's cvt saturates (NaN gives 0; here " +
                              std::string(known ? gpu_text : "the nearest end of the range") + "), x86 gives another value; ") +
                       (fixable ? "the simulator went on with the GPU's value" : "the simulator went on with the host's value") +
                       ". But nvcc may also assume it never happens.\n  If that value reaches a result, the "
                       "result is wrong: convert only values in range (clamp or test them first), or use "
                       "the intrinsics that saturate by definition (__float2int_rz, __float2uint_rz: CUDA "
                       "Math API).";
    add_diag_once("ub-float-cast", (uintptr_t)data, P34_EXIT_OK, text, pcs);
    const size_t d = site_diag("ub-float-cast", (uintptr_t)data);
    if (d != (size_t)-1)
        g.diags[d].warning = true;
    if (!fixable)
        return;
    g_fix = PendingFix();
    g_fix.armed = true;
    g_fix.after = static_cast<const unsigned char *>(pc);
    g_fix.width = width;
    g_fix.is_signed = is_signed;
    g_fix.value = width < 32 ? reg : gpu;
    g_fix.diag = d;
}

#if defined(__x86_64__) && defined(__linux__)
/* The trap flag: a SIGTRAP after each instruction from here on. */
__attribute__((always_inline)) inline void arm_step()
{
    __asm__ volatile("pushfq\n\torq $0x100, (%%rsp)\n\tpopfq" ::: "memory", "cc");
}

/* The length of a ModRM operand (ModRM byte included) at p. */
size_t modrm_length(const unsigned char *p)
{
    const unsigned mod = p[0] >> 6, rm = p[0] & 7;
    size_t n = 1;
    if (mod != 3 && rm == 4) {
        const unsigned base = p[1] & 7;
        n++;
        if (mod == 0 && base == 5)
            n += 4;
    } else if (mod == 0 && rm == 5) {
        n += 4;
    }
    if (mod == 1)
        n += 1;
    else if (mod == 2)
        n += 4;
    return n;
}

const int kGreg[16] = {REG_RAX, REG_RCX, REG_RDX, REG_RBX, REG_RSP, REG_RBP, REG_RSI, REG_RDI,
                       REG_R8,  REG_R9,  REG_R10, REG_R11, REG_R12, REG_R13, REG_R14, REG_R15};

void set_reg(greg_t *r, unsigned n, unsigned width, uint64_t v)
{
    r[kGreg[n]] = (greg_t)(width == 64 ? v : (uint64_t)(uint32_t)v); /* a 32-bit write zero-extends */
}

/* Is ip the instruction g_fix waits for? If so, do it as the GPU would. */
bool apply_fix(const unsigned char *ip, greg_t *r)
{
    size_t i = 0;
    if (g_fix.is_shift) {
        unsigned rex = 0;
        if ((ip[i] & 0xf0) == 0x40)
            rex = ip[i++];
        if (ip[i] != 0xd3)
            return false;
        const unsigned modrm = ip[i + 1], mod = modrm >> 6, op = (modrm >> 3) & 7;
        const unsigned width = (rex & 8) ? 64 : 32;
        if (mod != 3 || width != g_fix.width || !(op == 4 || op == 5 || op == 6 || op == 7))
            return false;
        const unsigned n = (modrm & 7) | ((rex & 1) << 3);
        uint64_t v = (uint64_t)r[kGreg[n]];
        if (width == 32)
            v = (uint32_t)v;
        const bool negative = width == 64 ? (int64_t)v < 0 : (int32_t)(uint32_t)v < 0;
        set_reg(r, n, width, op == 7 && negative ? ~uint64_t(0) : 0);  /* sar: the sign; shl/shr: 0 */
        r[REG_RIP] = (greg_t)(ip + i + 2);
        return true;
    }
    /* cvttss2si / cvttsd2si: F3 or F2, [REX], 0F 2C, ModRM (at -O0 the
     * operand may be computed again between the handler and it) */
    if (!(ip[0] == 0xf3 || ip[0] == 0xf2))
        return false;
    i = 1;
    unsigned rex = 0;
    if ((ip[i] & 0xf0) == 0x40)
        rex = ip[i++];
    if (ip[i] != 0x0f || ip[i + 1] != 0x2c)
        return false;
    i += 2;
    const unsigned reg = ((ip[i] >> 3) & 7) | ((rex & 4) << 1);
    const unsigned width = (rex & 8) ? 64 : 32;
    /* (an unsigned 32-bit result is a 64-bit conversion; an 8- or 16-bit
     * one a conversion to a 32-bit register whose low bits are kept) */
    const unsigned vw = g_fix.width < 32 ? 32 : g_fix.width;  /* the value's width */
    if (width < vw || (width == 32 && g_fix.width == 32 && !g_fix.is_signed))
        return false;
    uint64_t v = g_fix.value;
    if (g_fix.is_signed && vw == 32)
        v = (uint64_t)(int64_t)(int32_t)(uint32_t)v;  /* sign-extended if the register is 64-bit */
    set_reg(r, reg, width, v);
    r[REG_RIP] = (greg_t)(ip + i + modrm_length(ip + i));
    return true;
}
#endif

/* The identifier at a handler's location ("block_total": GCC and Clang put
 * a missing return at the function's name), "" when the kernel file cannot
 * be read there. */
std::string identifier_at(const SourceLocation &loc)
{
    if (!loc.file || !loc.line || !loc.column)
        return "";
    FILE *f = fopen(loc.file, "r");
    if (!f)
        return "";
    char buf[4096];
    std::string line;
    for (uint32_t n = 1; fgets(buf, sizeof buf, f);) {
        line += buf;
        if (line.empty() || line.back() != '\n')
            continue;
        if (n++ == loc.line)
            break;
        line.clear();
    }
    fclose(f);
    size_t i = loc.column - 1, j = i;
    while (j < line.size() && (isalnum((unsigned char)line[j]) || line[j] == '_'))
        j++;
    if (i >= line.size() || j == i || isdigit((unsigned char)line[i]))
        return "";
    return line.substr(i, j - i);
}

[[noreturn]] void missing_return(UnreachableData *data, const void *pc)
{
    std::vector<const void *> pcs;
    const std::string fn = data ? identifier_at(data->loc) : "";
    std::string text = "undefined behaviour: " + thread_name(g.cur->tid) + " reached the end of " +
                       (fn.empty() ? std::string("a function that returns a value") : "`" + fn + "`, which returns a value,") +
                       " without a `return` (at " + pc_ref(pcs, pc, false) +
                       "): C++ leaves the result undefined (on a GPU the caller gets whatever a register "
                       "held, or the compiler drops the call), so whatever uses it is wrong.\n  Return the "
                       "value on every path (nvcc and g++ warn: \"missing return statement\", "
                       "\"control reaches end of non-void function\").";
    add_diag(P34_EXIT_WRONG, text, pcs);
    abort_launch(P34_EXIT_WRONG);
}

}  // namespace

extern "C" {
/* Undefined behaviour that the GPU and x86 compute differently (above). */
void __ubsan_handle_shift_out_of_bounds(void *data, void *lhs, void *rhs)
{
    if (!g.cur)
        return;
    shift_out_of_bounds(static_cast<ShiftOutOfBoundsData *>(data), lhs, rhs, __builtin_return_address(0));
#if defined(__x86_64__) && defined(__linux__)
    if (g_fix.armed)
        arm_step();
#endif
}
void __ubsan_handle_shift_out_of_bounds_abort(void *data, void *lhs, void *rhs)
{
    __ubsan_handle_shift_out_of_bounds(data, lhs, rhs);
    if (g.cur)
        abort_launch(P34_EXIT_WRONG);
}
void __ubsan_handle_float_cast_overflow(void *data, void *from)
{
    if (!g.cur)
        return;
    float_cast_overflow(static_cast<FloatCastOverflowData *>(data), from, __builtin_return_address(0));
#if defined(__x86_64__) && defined(__linux__)
    if (g_fix.armed)
        arm_step();
#endif
}
void __ubsan_handle_float_cast_overflow_abort(void *data, void *from)
{
    __ubsan_handle_float_cast_overflow(data, from);
    if (g.cur)
        abort_launch(P34_EXIT_WRONG);
}
void __ubsan_handle_missing_return(void *data)
{
    if (g.cur)
        missing_return(static_cast<UnreachableData *>(data), __builtin_return_address(0));
    abort();
}

/* Called from kernel code only; outside a launch there is nothing to report. */
void __ubsan_handle_out_of_bounds(void *data, void *index)
{
    if (g.cur)
        out_of_bounds(static_cast<OutOfBoundsData *>(data), index, __builtin_return_address(0));
}
void __ubsan_handle_out_of_bounds_abort(void *data, void *index)
{
    __ubsan_handle_out_of_bounds(data, index);
    abort_launch(P34_EXIT_FAULT);
}
}

#if defined(__x86_64__) && defined(__linux__)
namespace p34sim {
/* SIGTRAP after each instruction while a fix is armed (sim/runtime.cpp
 * installs it): through the handler's return, then the shift or conversion
 * it was called for, which gets the GPU's value. Only within kWindow bytes
 * after the handler's call, before any call instruction there (a __tsan_*
 * hook is not stepped through), and within 4 * kWindow steps; otherwise the
 * host's value stays and the diagnosis says so. (With a constant count, g++
 * may fold the shift itself, to 0 as on a GPU: then there is nothing to do.) */
constexpr int kWindow = 96;
}  // namespace p34sim
extern "C" {
void __tsan_read1(void *);
void __tsan_read2(void *);
void __tsan_read4(void *);
void __tsan_read8(void *);
void __tsan_read16(void *);
void __tsan_unaligned_read2(void *);
void __tsan_unaligned_read4(void *);
void __tsan_unaligned_read8(void *);
void __tsan_unaligned_read16(void *);
}
namespace p34sim {
/* Is ip a `call rel32` of a plain read's check (sim/check.cpp)? At -O0 g++
 * computes the count again after the handler, reading its operands again
 * (`1u << (blockDim.x / 8)`: __tsan_read4 of the coordinates, then the
 * load): that check is skipped (the same read was checked just before the
 * handler, and it changes nothing), so that stepping reaches the shift. */
bool is_read_check_call(const unsigned char *ip)
{
    if (ip[0] != 0xe8)
        return false;
    int32_t rel;
    memcpy(&rel, ip + 1, 4);
    const void *to = ip + 5 + rel;
    using Hook = void (*)(void *);
    static const Hook hooks[] = {__tsan_read1, __tsan_read2, __tsan_read4, __tsan_read8, __tsan_read16,
                                 __tsan_unaligned_read2, __tsan_unaligned_read4, __tsan_unaligned_read8,
                                 __tsan_unaligned_read16};
    for (Hook h : hooks)
        if (to == reinterpret_cast<const void *>(h))
            return true;
    return false;
}

void on_ub_step(int sig, siginfo_t *info, void *ucontext)
{
    (void)sig;
    (void)info;
    greg_t *r = static_cast<ucontext_t *>(ucontext)->uc_mcontext.gregs;
    const unsigned char *ip = reinterpret_cast<const unsigned char *>(r[REG_RIP]);
    bool done = !g_fix.armed;
    const bool in_window = ip >= g_fix.after && ip < g_fix.after + kWindow;
    if (in_window)
        g_fix.entered = true;
    if (!done && in_window && apply_fix(ip, r)) {
        done = true;
    } else if (!done && in_window && g_fix.steps < 4 * kWindow && is_read_check_call(ip)) {
        r[REG_RIP] = (greg_t)(ip + 5);  /* skip the check; the next step is the load */
        ++g_fix.steps;
    } else if (!done && ((in_window && ip[0] == 0xe8) || (g_fix.entered && !in_window) || ++g_fix.steps > 4 * kWindow)) {
        /* a call (not stepped into), a jump out of the window, or too long */
        done = true;
        static const char note[] = "\n  (Here the simulator found no shift or conversion instruction to give the GPU's "
                                   "value to: the value is what the host compiler made of it.)";
        if (g_fix.diag < g.diags.size() && g.diags[g_fix.diag].text.find(note) == std::string::npos) {
            std::string &text = g.diags[g_fix.diag].text;
            /* the first sentence said the GPU's value was given: not here */
            static const char gave[] = "the simulator went on with the GPU's value";
            const size_t at = text.find(gave);
            if (at != std::string::npos)
                text.replace(at, sizeof gave - 1, "the simulator could not give it the GPU's value here");
            text += note;
        }
    }
    if (done) {
        g_fix.armed = false;
        r[REG_EFL] &= ~(greg_t)0x100;
    }
}
}  // namespace p34sim
#endif
