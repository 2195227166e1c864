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
 */
#include "sim/internal.h"

#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>

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
                       pc_ref(pcs, pc, false) +
                       "; on a GPU this reads or overwrites other memory, or is an illegal memory "
                       "access.\n  Index an array only within its bounds (0 to its length - 1).";
    if (g.cur->elected && g.cur->lane != 0)
        text += "\n  That thread is lane " + std::to_string(g.cur->lane) +
                ", the lane elect_one_sync() elected in its warp: which lane is elected is not "
                "specified (PTX ISA, elect.sync; an H100 elects the lowest, the simulator's default "
                "schedule the highest). Code that needs lane 0 must test the lane itself.";
    add_diag(P34_EXIT_FAULT, text, pcs);
    abort_launch(P34_EXIT_FAULT);
}

}  // namespace

extern "C" {
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
