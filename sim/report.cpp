/*
 * sim/report.cpp - from code addresses to the message the host prints.
 *
 * Diagnostics are recorded with raw return addresses; only when a launch is
 * over are they turned into file:line, in one run of addr2line over the
 * executable's debug info. With inlining, one address maps to a chain of
 * frames (cuda_sim.h -> kernels.h -> the kernel file); the report names the
 * innermost frame in a .cu file, i.e. the learner's line, and the function
 * it called there (e.g. cluster_wait).
 */
#include <algorithm>
#include <cxxabi.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <csignal>
#include <sys/wait.h>
#include <link.h>
#include <map>
#include <string>
#include <unordered_set>
#include <unistd.h>
#include <vector>

#include "sim/internal.h"
#include "sim/trace.h"  // p34 draw hook

namespace p34sim {

namespace {

struct Site {
    std::string location;  /* "problems/p34.cu:57" */
    std::string column;    /* "12" ("1" when no tool gives columns) */
    bool in_file = false;  /* location is a source file, not a symbol */
    std::string callee;    /* "cluster_wait", or empty */
    std::string function;  /* the function the location is in */
    /* When the location lies outside the learner's kernel file (a helper of
     * solutions/p34.cu that the file includes): the learner's line that
     * called into it, "FILE:LINE" and its column, else empty. */
    std::string caller, caller_column;
    bool callers_done = false;
    const void *caller_pc = nullptr; /* the inline chain's outer frame, if any */
    /* The caller was added to a site in the learner's own file (a helper that
     * was not inlined): the headline keeps the site itself, the text names
     * the caller. */
    bool caller_in_text_only = false;
};

std::map<const void *, Site> g_sites;

/* Calls into kernel functions that were not inlined (__tsan_func_entry):
 * an address inside the callee, and the call site in its caller. */
struct CallEdge {
    const void *in_callee, *call_site;
};
CallEdge g_calls[64];
unsigned g_ncalls = 0;

/* llvm-symbolizer on the PATH (any version suffix), or "" */
std::string find_symbolizer()
{
    static std::string found;
    static bool looked = false;
    if (looked)
        return found;
    looked = true;
    if (getenv("P34_NO_LLVM_SYMBOLIZER"))
        return found;
    const char *path = getenv("PATH");
    std::string dirs = path ? path : "/usr/bin:/bin";
    std::vector<std::string> names = {"llvm-symbolizer"};
    for (int v = 25; v >= 11; v--)
        names.push_back("llvm-symbolizer-" + std::to_string(v));
    for (const std::string &name : names) {
        size_t at = 0;
        while (at <= dirs.size()) {
            size_t end = dirs.find(':', at);
            if (end == std::string::npos)
                end = dirs.size();
            std::string file = dirs.substr(at, end - at) + "/" + name;
            if (end > at && access(file.c_str(), X_OK) == 0) {
                found = file;
                return found;
            }
            at = end + 1;
        }
    }
    return found;
}
std::map<const void *, std::string> g_fallback_callee;

}  // namespace

/* Code addresses to file:line, shared with sim/trace.cpp (internal.h). */

std::string executable_path()
{
    char buf[4096];
    ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n <= 0)
        return "";
    buf[n] = '\0';
    return buf;
}

/* The address addr2line expects: relative to the load base for a PIE. */
uintptr_t file_address(const void *pc, uintptr_t *base_out)
{
    Dl_info info;
    uintptr_t base = 0;
    if (dladdr(pc, &info) && info.dli_fbase) {
        const ElfW(Ehdr) *eh = static_cast<const ElfW(Ehdr) *>(info.dli_fbase);
        if (eh->e_type == ET_DYN)
            base = reinterpret_cast<uintptr_t>(info.dli_fbase);
    }
    if (base_out)
        *base_out = base;
    return reinterpret_cast<uintptr_t>(pc) - base;
}

/* The ELF header and section headers of an open executable (sh empty on
 * failure): kernel_cluster_dims and load_shared_symbols read them. */
static bool read_section_headers(FILE *f, ElfW(Ehdr) &eh, std::vector<ElfW(Shdr)> &sh)
{
    sh.clear();
    if (fread(&eh, sizeof eh, 1, f) != 1 || eh.e_shentsize != sizeof(ElfW(Shdr)) || eh.e_shnum == 0 ||
        fseek(f, (long)eh.e_shoff, SEEK_SET) != 0)
        return false;
    sh.resize(eh.e_shnum);
    if (fread(sh.data(), sizeof(ElfW(Shdr)), sh.size(), f) != sh.size())
        sh.clear();
    return !sh.empty();
}

int kernel_cluster_dims(const void *fn, unsigned dims[3], std::string *text)
{
    /* The executable's section headers: which section holds fn's code. */
    const uintptr_t addr = file_address(fn, nullptr);
    FILE *f = fopen(executable_path().c_str(), "rb");
    if (!f)
        return 0;
    int found = 0;
    ElfW(Ehdr) eh;
    std::vector<ElfW(Shdr)> sh;
    std::string names;
    if (read_section_headers(f, eh, sh) && eh.e_shstrndx < sh.size()) {
        const ElfW(Shdr) &str = sh[eh.e_shstrndx];
        names.resize(str.sh_size);
        if (fseek(f, (long)str.sh_offset, SEEK_SET) != 0 || fread(&names[0], 1, names.size(), f) != names.size())
            names.clear();
    }
    fclose(f);
    static const char prefix[] = "p34_cluster_dims_";
    for (const ElfW(Shdr) &h : sh) {
        if (names.empty() || h.sh_name >= names.size() || !(h.sh_flags & SHF_EXECINSTR) || addr < h.sh_addr ||
            addr >= h.sh_addr + h.sh_size)
            continue;
        const std::string name = names.c_str() + h.sh_name;
        if (name.compare(0, sizeof prefix - 1, prefix) != 0)
            break;
        const std::string args = name.substr(sizeof prefix - 1);
        *text = args;
        for (char &c : *text)
            if (c == '_')
                c = ',';
        unsigned d[3];
        char end;
        if (sscanf(args.c_str(), "%u_%u_%u%c", &d[0], &d[1], &d[2], &end) == 3) {
            dims[0] = d[0], dims[1] = d[1], dims[2] = d[2];
            found = 1;
        } else {
            found = -1;
        }
        break;
    }
    return found;
}

std::string clean_path(std::string loc)
{
    size_t d = loc.find(" (discriminator");
    if (d != std::string::npos)
        loc.erase(d);
    char cwd[4096];
    if (getcwd(cwd, sizeof cwd)) {
        std::string prefix = std::string(cwd) + "/";
        if (loc.compare(0, prefix.size(), prefix) == 0)
            loc.erase(0, prefix.size());
    }
    while (loc.compare(0, 2, "./") == 0)
        loc.erase(0, 2);
    return loc;
}

std::string short_function(std::string fn)
{
    size_t paren = fn.find('(');
    if (paren != std::string::npos)
        fn.erase(paren);
    /* "float __shfl_down_sync<float>" -> "__shfl_down_sync" */
    if (!fn.empty() && fn.back() == '>') {
        int depth = 0;
        size_t i = fn.size();
        while (i-- > 0) {
            depth += fn[i] == '>' ? 1 : fn[i] == '<' ? -1 : 0;
            if (depth == 0)
                break;
        }
        if (i < fn.size())
            fn.erase(i);
    }
    size_t space = fn.rfind(' ');
    if (space != std::string::npos)
        fn.erase(0, space + 1);
    for (const char *ns : {"cooperative_groups::", "p34sim::"}) {
        size_t at = fn.find(ns);
        if (at != std::string::npos)
            fn.erase(at, strlen(ns));
    }
    /* Drop the kernel table's namespace (p34_sim_problem_kernels::...). */
    size_t k = fn.find("_kernels::");
    if (k != std::string::npos)
        fn.erase(0, k + strlen("_kernels::"));
    return fn;
}

bool is_kernel_source(const std::string &loc)
{
    size_t colon = loc.find(':');
    std::string file = loc.substr(0, colon);
    return file.size() > 3 && file.compare(file.size() - 3, 3, ".cu") == 0 &&
           file.find("kernel_table.cu") == std::string::npos;
}

namespace {

/* The llvm-symbolizer co-process of symbolize(). */
struct SymbolizerProcess {
    pid_t pid = -1;
    FILE *in = nullptr, *out = nullptr;
};
SymbolizerProcess g_symbolizer;

void symbolizer_stop()
{
    if (g_symbolizer.in)
        fclose(g_symbolizer.in);
    if (g_symbolizer.out)
        fclose(g_symbolizer.out);
    if (g_symbolizer.pid > 0)
        waitpid(g_symbolizer.pid, nullptr, 0);
    g_symbolizer = SymbolizerProcess{};
}

bool symbolizer_process(const std::string &tool, const std::string &exe)
{
    static bool tried = false;
    if (g_symbolizer.pid > 0)
        return true;
    if (tried)
        return false;
    tried = true;
    /* Its stdin gone (EOF), the tool exits; a write to a dead one must not
     * kill us. */
    signal(SIGPIPE, SIG_IGN);
    int to[2], from[2];
    if (pipe2(to, O_CLOEXEC) != 0)
        return false;
    if (pipe2(from, O_CLOEXEC) != 0) {
        close(to[0]);
        close(to[1]);
        return false;
    }
    const std::string obj = "--obj=" + exe;
    fflush(stdout);
    fflush(stderr);
    const pid_t pid = fork();
    if (pid == 0) {
        dup2(to[0], 0);
        dup2(from[1], 1);
        const int null = open("/dev/null", O_WRONLY);
        if (null >= 0)
            dup2(null, 2);
        execl(tool.c_str(), tool.c_str(), obj.c_str(), "-C", "-i", "-f", "-a", (char *)nullptr);
        _exit(127);
    }
    close(to[0]);
    close(from[1]);
    if (pid < 0) {
        close(to[1]);
        close(from[0]);
        return false;
    }
    g_symbolizer.pid = pid;
    static bool reaped_at_exit = false;  /* its stdin closed, it ends: wait for it */
    if (!reaped_at_exit && atexit(symbolizer_stop) == 0)
        reaped_at_exit = true;
    g_symbolizer.in = fdopen(to[1], "w");
    g_symbolizer.out = fdopen(from[0], "r");
    if (!g_symbolizer.in || !g_symbolizer.out) {
        symbolizer_stop();
        return false;
    }
    return true;
}

void symbolize(const std::vector<const void *> &pcs)
{
    std::vector<const void *> todo;
    std::unordered_set<const void *> queued;
    for (const void *pc : pcs)
        if (pc && !g_sites.count(pc) && queued.insert(pc).second)
            todo.push_back(pc);
    if (todo.empty())
        return;
    const std::string exe = executable_path();
    /* llvm-symbolizer gives columns (FILE:LINE:COL); binutils' addr2line,
     * on every system with g++, gives FILE:LINE and column 1 stands in. */
    const std::string symbolizer = find_symbolizer();
    const std::string tool = symbolizer.empty() ? "addr2line -C -i -f -a -e '" + exe + "'"
                                                : "'" + symbolizer + "' --obj='" + exe + "' -C -i -f -a";
    std::map<uintptr_t, const void *> by_address;
    std::map<const void *, std::vector<std::pair<std::string, std::string>>> frames;
    /* One line of the tool's answer; the parse below, for both tools. */
    const void *cur = nullptr;
    std::string fn;
    bool want_fn = true;
    auto take = [&](std::string s) {
        while (!s.empty() && (s.back() == '\n' || s.back() == '\r'))
            s.pop_back();
        if (s.empty())
            return;  /* llvm-symbolizer ends each address with a blank line */
        if (s.compare(0, 2, "0x") == 0) {
            uintptr_t a = (uintptr_t)strtoull(s.c_str(), nullptr, 16);
            auto it = by_address.find(a);
            cur = it == by_address.end() ? nullptr : it->second;
            want_fn = true;
            return;
        }
        if (!cur)
            return;
        if (want_fn)
            fn = s;
        else
            frames[cur].push_back({fn, clean_path(s)});
        want_fn = !want_fn;
    };
    /* llvm-symbolizer: one process for the whole run, asked one address at
     * a time (each answer ends with a blank line). Starting it costs 50 ms,
     * and a report symbolizes a few times. */
    if (!symbolizer.empty() && !exe.empty() && symbolizer_process(symbolizer, exe)) {
        bool ok = true;
        for (size_t i = 0; i < todo.size() && ok; i++) {
            /* A return address points after the call; step back into it. */
            uintptr_t a = file_address(static_cast<const char *>(todo[i]) - 1, nullptr);
            by_address[a] = todo[i];
            ok = fprintf(g_symbolizer.in, "0x%lx\n", (unsigned long)a) > 0 && fflush(g_symbolizer.in) == 0;
            char line[4096];
            bool any = false;
            while (ok && (ok = fgets(line, sizeof line, g_symbolizer.out) != nullptr)) {
                if (line[0] == '\n' && any)
                    break;
                any = true;
                take(line);
            }
        }
        if (ok)
            goto symbolized;
        symbolizer_stop();  /* it died: the rest by one run of the tool, below */
    }
    /* In batches of 400 addresses (a picture names thousands of sites; a
     * command line has a limit). */
    for (size_t start = 0; start < todo.size() && !exe.empty(); start += 400) {
        std::string cmd = tool;
        for (size_t i = start; i < todo.size() && i < start + 400; i++) {
            uintptr_t a = file_address(static_cast<const char *>(todo[i]) - 1, nullptr);
            by_address[a] = todo[i];
            char buf[32];
            snprintf(buf, sizeof buf, " 0x%lx", (unsigned long)a);
            cmd += buf;
        }
        cmd += " 2>/dev/null";
        fflush(stdout);
        FILE *p = popen(cmd.c_str(), "r");
        if (p) {
            char line[4096];
            cur = nullptr;
            while (fgets(line, sizeof line, p))
                take(line);
            pclose(p);
        }
    }
symbolized:
    for (const void *pc : todo) {
        Site site;
        auto &fr = frames[pc];
        size_t chosen = fr.size();
        for (size_t i = 0; i < fr.size(); i++)
            if (is_kernel_source(fr[i].second)) {
                chosen = i;
                break;
            }
        if (chosen == fr.size() && !fr.empty() && fr[0].second.compare(0, 2, "??") != 0)
            chosen = 0;
        if (chosen < fr.size()) {
            /* "file:line:col" (llvm-symbolizer) or "file:line" (addr2line) */
            std::string loc = fr[chosen].second;
            site.column = "1";
            const size_t c1 = loc.find(':');
            const size_t c2 = c1 == std::string::npos ? c1 : loc.find(':', c1 + 1);
            if (c2 != std::string::npos) {
                const std::string col = loc.substr(c2 + 1);
                if (!col.empty() && col != "0" && col.find_first_not_of("0123456789") == std::string::npos)
                    site.column = col;
                loc.erase(c2);
            }
            site.location = loc;
            site.in_file = loc.compare(0, 2, "??") != 0 && loc.find(":0") != loc.size() - 2;
            if (chosen > 0)
                site.callee = short_function(fr[chosen - 1].first);
            site.function = fr[chosen].first;
            /* The outer frame of an inlined call chain: where the learner
             * called the helper the location is in. */
            for (size_t i = chosen + 1; i < fr.size(); i++)
                if (is_kernel_source(fr[i].second)) {
                    site.caller = fr[i].second;
                    break;
                }
        } else {
            /* No debug info or no addr2line: fall back to symbol + offset. */
            Dl_info info;
            char buf[256];
            if (dladdr(pc, &info) && info.dli_sname)
                snprintf(buf, sizeof buf, "%s+0x%lx", info.dli_sname,
                         (unsigned long)(static_cast<const char *>(pc) -
                                         static_cast<const char *>(info.dli_saddr)));
            else
                snprintf(buf, sizeof buf, "address 0x%lx (no debug info)",
                         (unsigned long)file_address(pc, nullptr));
            site.location = buf;
        }
        g_sites[pc] = site;
    }
}

/* The learner's kernel file, as the debug info names it. */
bool in_learner_file(const std::string &loc)
{
    const char *src = g.kernels && g.kernels->source ? g.kernels->source : nullptr;
    if (!src)
        return true;
    const size_t n = strlen(src);
    return loc.compare(0, n, src) == 0 && loc.size() > n && loc[n] == ':';
}

/* For each site outside the learner's file: the learner's line that led
 * there, from the inline chain or else from a recorded call edge into the
 * site's function. Symbolizes the call edges as needed. */
void find_callers(const std::vector<const void *> &pcs)
{
    std::vector<const void *> outside;
    for (const void *pc : pcs) {
        if (!pc)
            continue;
        Site &s = g_sites[pc];
        if (s.callers_done || !s.in_file)
            continue;
        if (in_learner_file(s.location) && (!s.caller.empty() || !g_ncalls))
            continue;
        outside.push_back(pc);
    }
    if (outside.empty())
        return;
    std::vector<const void *> edges;
    for (unsigned i = 0; i < g_ncalls; i++) {
        edges.push_back(g_calls[i].in_callee);
        edges.push_back(g_calls[i].call_site);
    }
    symbolize(edges);
    for (const void *pc : outside) {
        Site &s = g_sites[pc];
        s.callers_done = true;
        if (in_learner_file(s.location)) {
            /* A helper of the learner's own file that was not inlined: its
             * caller from the recorded call edges, only when every call of
             * the helper comes from one line (with several call sites, which
             * one led here is not known). The kernel itself has no edge from
             * the learner's file. */
            std::string only, column;
            bool several = false;
            for (unsigned i = 0; i < g_ncalls; i++) {
                const Site &callee = g_sites[g_calls[i].in_callee];
                const Site &site = g_sites[g_calls[i].call_site];
                if (callee.function.empty() || callee.function != s.function || !site.in_file ||
                    !in_learner_file(site.location) || site.location == only)
                    continue;
                if (!only.empty())
                    several = true;
                only = site.location;
                column = site.column;
            }
            if (!only.empty() && !several) {
                s.caller_in_text_only = true;
                s.caller = only;
                s.caller_column = column.empty() ? "1" : column;
            }
            continue;
        }
        std::string loc = s.caller;
        if (loc.empty() || !in_learner_file(loc)) {
            loc.clear();
            for (unsigned i = 0; i < g_ncalls && loc.empty(); i++) {
                const Site &callee = g_sites[g_calls[i].in_callee];
                const Site &site = g_sites[g_calls[i].call_site];
                if (!callee.function.empty() && callee.function == s.function && site.in_file &&
                    in_learner_file(site.location)) {
                    s.caller = site.location;
                    s.caller_column = site.column;
                    loc = site.location;
                }
            }
            if (loc.empty())
                s.caller.clear();
            continue;
        }
        /* "file:line[:col]" from the inline chain */
        const size_t c1 = loc.find(':');
        const size_t c2 = c1 == std::string::npos ? c1 : loc.find(':', c1 + 1);
        s.caller_column = "1";
        if (c2 != std::string::npos) {
            s.caller_column = loc.substr(c2 + 1);
            loc.erase(c2);
        }
        s.caller = loc;
    }
}

std::string code_text(const std::string &path);
const std::string &source_code(const std::string &path);
bool split_location(const std::string &loc, std::string &file, int &line);

/* A function-like #define of a source text: its name, its body (continuation
 * lines joined, trimmed), its 1-based line, and whether it takes parameters. */
struct MacroDef {
    std::string name, body;
    size_t line;
    bool params;
};

/* The function-like macros that `s` (a kernel file, comments and literals
 * blanked: source_code) defines; `starts` gets the offset of every line. */
std::vector<MacroDef> function_macros(const std::string &s, std::vector<size_t> &starts)
{
    starts.assign(1, 0);
    for (size_t i = 0; i < s.size(); i++)
        if (s[i] == '\n')
            starts.push_back(i + 1);
    std::vector<MacroDef> defs;
    for (size_t l = 0; l < starts.size(); l++) {
        size_t i = starts[l];
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
            i++;
        if (s.compare(i, 1, "#") != 0)
            continue;
        i++;
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
            i++;
        if (s.compare(i, 6, "define") != 0)
            continue;
        i += 6;
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
            i++;
        size_t n = i;
        while (n < s.size() && (isalnum((unsigned char)s[n]) || s[n] == '_'))
            n++;
        if (n == i || n >= s.size() || s[n] != '(')
            continue;  /* function-like macros only */
        const size_t close = s.find(')', n);
        if (close == std::string::npos)
            continue;
        std::string body;
        for (size_t k = close + 1; k < s.size(); k++) {
            if (s[k] == '\\' && k + 1 < s.size() && s[k + 1] == '\n') {
                k++;
                body += ' ';
                continue;
            }
            if (s[k] == '\n')
                break;
            body += s[k];
        }
        while (!body.empty() && isspace((unsigned char)body.back()))
            body.pop_back();
        while (!body.empty() && isspace((unsigned char)body[0]))
            body.erase(0, 1);
        const bool params = s.find_first_not_of(" \t", n + 1) != close;
        defs.push_back({s.substr(i, n - i), body, l + 1, params});
    }
    return defs;
}

/* " (NAME is a macro defined at FILE:LINE)" when line `line` of the
 * learner's file uses a function-like macro that file defines: the code the
 * report names there comes from the macro's body. */
std::string macro_note(const std::string &location)
{
    std::string file;
    int line = 0;
    if (!in_learner_file(location) || !split_location(location, file, line))
        return "";
    const std::string &s = source_code(file);
    std::vector<size_t> starts;
    const std::vector<MacroDef> defs = function_macros(s, starts);
    if (line < 1 || (size_t)line > starts.size())
        return "";
    const size_t b = starts[line - 1], e = (size_t)line < starts.size() ? starts[line] : s.size();
    const std::string text = s.substr(b, e - b);
    if (text.find("#") != std::string::npos)
        return "";
    std::string out;
    for (const MacroDef &d : defs)
        if (uses_word(text, d.name, "("))
            out += std::string(out.empty() ? " (" : "; ") + d.name + " is a macro defined at " + file + ":" +
                   std::to_string(d.line);
    return out.empty() ? out : out + ")";
}

}  // namespace

/* For a data race between lines `from` and `to` of the learner's `file`
 * with no barrier between them: a function-like macro of that file named like
 * a barrier (sync, barrier, fence) and called on a line between them - the
 * shim a port brings (`#define barrier(flags) __syncthreads()`) - whose
 * definition holds no block barrier, as the note "  NAME(...) at FILE:LINE
 * ... ", else "". With several #defines of the name (#if branches), which one
 * is in effect is not read here: the note names them all. (verdict xlate
 * o02, o06, h05) */
std::string barrier_macro_note(const std::string &file, long from, long to)
{
    if (!in_learner_file(file + ":1") || from >= to)
        return "";
    const std::string &s = source_code(file);  /* comments and literals blanked */
    std::vector<size_t> starts;
    const std::vector<MacroDef> defs = function_macros(s, starts);
    auto line_text = [&](size_t l) {  /* 1-based */
        if (l < 1 || l > starts.size())
            return std::string();
        const size_t b = starts[l - 1], e = l < starts.size() ? starts[l] : s.size();
        return s.substr(b, e - b);
    };
    auto barrier_like = [](std::string n) {
        for (char &c : n)
            c = (char)tolower((unsigned char)c);
        return n.find("sync") != std::string::npos || n.find("barrier") != std::string::npos ||
               n.find("fence") != std::string::npos;
    };
    auto synchronizes = [](const std::string &b) {
        return b.find("__syncthreads") != std::string::npos || b.find("bar.sync") != std::string::npos ||
               b.find("barrier.sync") != std::string::npos || b.find("barrier.cta") != std::string::npos ||
               b.find(".sync(") != std::string::npos || b.find("cluster_sync") != std::string::npos ||
               b.find("__barrier_sync") != std::string::npos;
    };
    std::string out;
    std::vector<std::string> named;
    for (long l = from + 1; l < to; l++) {
        const std::string text = line_text((size_t)l);
        if (text.find('#') != std::string::npos)
            continue;
        for (const MacroDef &d : defs) {
            if (!barrier_like(d.name) || !uses_word(text, d.name, "(") ||
                std::find(named.begin(), named.end(), d.name) != named.end())
                continue;
            named.push_back(d.name);
            std::vector<const MacroDef *> all;
            for (const MacroDef &e : defs)
                if (e.name == d.name)
                    all.push_back(&e);
            const std::string at = d.name + (d.params ? "(...)" : "()") + " at " + file + ":" + std::to_string(l);
            if (all.size() == 1) {
                if (synchronizes(d.body))
                    continue;
                out += "\n  " + at + ", between them, is a macro defined at " + file + ":" +
                       std::to_string(d.line) + " as " +
                       (d.body.empty() ? std::string("nothing") : "`" + d.body + "`") +
                       ": it makes no thread wait for the others. Define it as __syncthreads().";
            } else {
                std::string where;
                for (size_t k = 0; k < all.size(); k++)
                    where += (k ? (k + 1 == all.size() ? " and " : ", ") : "") + file + ":" +
                             std::to_string(all[k]->line);
                out += "\n  " + at + ", between them, is a macro defined at " + where +
                       ": the definition this build uses synchronized nothing here (check the #if/#ifdef "
                       "that chooses it; nvcc defines __CUDACC__ and __CUDA_ARCH__, no __HIP_* or OpenCL macro).";
            }
        }
    }
    return out;
}

namespace {

std::string render_site(const void *pc, bool with_callee)
{
    if (!pc)
        return "an unknown place";
    const Site &s = g_sites[pc];
    std::string out = s.location;
    if (s.in_file)
        out += macro_note(s.location);
    if (!s.caller.empty())
        out += " (in " + short_function(s.function) + ", reached from " + s.caller + ")";
    if (with_callee) {
        std::string callee = s.callee;
        auto fb = g_fallback_callee.find(pc);
        if (callee.empty() && fb != g_fallback_callee.end())
            callee = fb->second;
        if (!callee.empty())
            out += " (" + callee + ")";
    }
    return out;
}

std::string render(const Diagnostic &d)
{
    std::string out;
    for (size_t i = 0; i < d.text.size(); i++) {
        char c = d.text[i];
        if (c == '\x01' || c == '\x03' || c == '\x04') {
            size_t end = d.text.find('\x02', i);
            size_t n = (size_t)atoi(d.text.substr(i + 1, end - i - 1).c_str());
            if (c == '\x04') {
                const std::string loop = n < d.pcs.size() ? loop_around(d.pcs[n]) : "";
                out += loop.empty() ? "the loop around it" : "the loop at " + loop + " around it";
            } else {
                out += render_site(n < d.pcs.size() ? d.pcs[n] : nullptr, c == '\x03');
            }
            i = end;
        } else {
            out += c;
        }
    }
    return out;
}

/* Symbols of the __shared__ section, for naming a raced location. */
struct SharedSymbol {
    uintptr_t lo, size;
    std::string name;
};
std::vector<SharedSymbol> g_shared_symbols;
bool g_shared_symbols_loaded = false;

void load_shared_symbols()
{
    g_shared_symbols_loaded = true;
    if (!g.shared_len)
        return;
    uintptr_t base = 0;
    const uintptr_t lo = file_address(reinterpret_cast<const void *>(g.shared_lo), &base);
    const uintptr_t hi = lo + g.shared_len;
    /* The executable's own symbol table (what `nm -C -S` lists, read here:
     * a run of nm cost a failing report a tenth of a second). */
    FILE *f = fopen(executable_path().c_str(), "rb");
    if (!f)
        return;
    ElfW(Ehdr) eh;
    std::vector<ElfW(Shdr)> sh;
    read_section_headers(f, eh, sh);
    std::vector<std::pair<std::string, SharedSymbol>> found;  /* by symbol name, as nm lists them */
    for (const ElfW(Shdr) &tab : sh) {
        if (tab.sh_type != SHT_SYMTAB || tab.sh_link >= sh.size() || tab.sh_entsize != sizeof(ElfW(Sym)))
            continue;
        const ElfW(Shdr) &strs = sh[tab.sh_link];
        std::vector<ElfW(Sym)> syms(tab.sh_size / sizeof(ElfW(Sym)));
        std::string names(strs.sh_size, '\0');
        if (fseek(f, (long)tab.sh_offset, SEEK_SET) != 0 ||
            fread(syms.data(), sizeof(ElfW(Sym)), syms.size(), f) != syms.size() ||
            fseek(f, (long)strs.sh_offset, SEEK_SET) != 0 ||
            fread(&names[0], 1, names.size(), f) != names.size())
            continue;
        for (const ElfW(Sym) &sym : syms) {
            const uintptr_t addr = sym.st_value;
            /* defined data with a size, inside the __shared__ section */
            if (sym.st_shndx == SHN_UNDEF || sym.st_size == 0 || sym.st_name >= names.size() ||
                addr < lo || addr >= hi || ELF64_ST_TYPE(sym.st_info) == STT_SECTION)
                continue;
            const std::string raw = names.c_str() + sym.st_name;
            int st = -1;
            char *dem = abi::__cxa_demangle(raw.c_str(), nullptr, nullptr, &st);
            std::string name = st == 0 && dem ? dem : raw;
            free(dem);
            size_t colons = name.rfind("::");
            if (colons != std::string::npos)
                name.erase(0, colons + 2);
            found.emplace_back(raw, SharedSymbol{addr - lo, (uintptr_t)sym.st_size, name});
        }
    }
    fclose(f);
    std::stable_sort(found.begin(), found.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    for (auto &e : found)
        g_shared_symbols.push_back(std::move(e.second));
}

}  // namespace

void note_call(const void *in_callee, const void *call_site)
{
    /* each call site of a callee (find_callers: a helper called from one
     * line only names that line) */
    for (unsigned i = 0; i < g_ncalls; i++)
        if (g_calls[i].in_callee == in_callee && g_calls[i].call_site == call_site)
            return;
    if (g_ncalls < sizeof g_calls / sizeof g_calls[0])
        g_calls[g_ncalls++] = CallEdge{in_callee, call_site};
}

namespace {

/* The text of a source file with comments, string and character literals
 * blanked (newlines kept), or "" when it cannot be read. */
std::string code_text(const std::string &path)
{
    FILE *f = fopen(path.c_str(), "r");
    if (!f)
        return "";
    std::string s;
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0)
        s.append(buf, n);
    fclose(f);
    for (size_t i = 0; i < s.size(); i++) {
        if (s.compare(i, 2, "//") == 0) {
            while (i < s.size() && s[i] != '\n')
                s[i++] = ' ';
        } else if (s.compare(i, 2, "/*") == 0) {
            size_t e = s.find("*/", i + 2);
            e = e == std::string::npos ? s.size() : e + 2;
            for (; i < e; i++)
                if (s[i] != '\n')
                    s[i] = ' ';
            i--;
        } else if (s[i] == '"' || s[i] == '\'') {
            const char q = s[i];
            for (i++; i < s.size() && s[i] != q && s[i] != '\n'; i++) {
                if (s[i] == '\\' && i + 1 < s.size())
                    s[i++] = ' ';
                s[i] = ' ';
            }
        }
    }
    return s;
}

/* code_text() of a source file named as the line tables name it, read once
 * per run. Paths are relative to the repository root (sim.mk's
 * -fdebug-prefix-map); p34 may run from elsewhere: the folders above the
 * runner are tried too (build/p34-runner, build/fixtures/X/p34-runner). */
const std::string &source_code(const std::string &path)
{
    static std::map<std::string, std::string> texts;
    auto it = texts.find(path);
    if (it == texts.end()) {
        std::string text = code_text(path);
        std::string dir = executable_path();
        for (int up = 0; text.empty() && !path.empty() && path[0] != '/' && up < 5; up++) {
            const size_t slash = dir.rfind('/');
            if (slash == std::string::npos || slash == 0)
                break;
            dir.erase(slash);
            text = code_text(dir + "/" + path);
        }
        it = texts.emplace(path, text).first;
    }
    return it->second;
}

/* The offset in s of line `line` (1-based), or npos past its last line. */
size_t line_offset(const std::string &s, long line)
{
    size_t at = 0;
    for (long l = 1; l < line && at != std::string::npos; l++) {
        at = s.find('\n', at);
        if (at != std::string::npos)
            at++;
    }
    return at;
}

/* Whether the __global__ function whose body holds line `line` has a
 * `return` statement: 1 yes, 0 no, -1 the file cannot be read or the line is
 * not in a __global__ function. */
int kernel_returns(const std::string &path, int line, int *return_line = nullptr)
{
    const std::string &s = source_code(path);
    if (s.empty())
        return -1;
    const size_t at_line = line_offset(s, line);
    if (at_line == std::string::npos)
        return -1;
    /* The braces open at the line, each with its header (the text since the
     * last ';', '{' or '}' before it); the body is the innermost one whose
     * header names __global__. */
    struct Open {
        size_t brace, header;
    };
    std::vector<Open> open;
    size_t header = 0;
    for (size_t i = 0; i < at_line; i++) {
        if (s[i] == '{') {
            open.push_back({i, header});
            header = i + 1;
        } else if (s[i] == '}') {
            if (!open.empty())
                open.pop_back();
            header = i + 1;
        } else if (s[i] == ';') {
            header = i + 1;
        }
    }
    size_t body = std::string::npos;
    for (size_t k = open.size(); k-- > 0 && body == std::string::npos;)
        if (s.substr(open[k].header, open[k].brace - open[k].header).find("__global__") != std::string::npos)
            body = open[k].brace;
    if (body == std::string::npos)
        return -1;
    /* A `return` in the body, outside the bodies of lambdas defined in it
     * (a lambda's return is no exit of the thread). */
    std::vector<bool> lambda{false};
    size_t head = body + 1;
    for (size_t i = body + 1; i < s.size() && !lambda.empty(); i++) {
        const char c = s[i];
        if (c == '{') {
            const std::string h = s.substr(head, i - head);
            const size_t close = h.find(']');
            lambda.push_back(lambda.back() || (close != std::string::npos && h.find('[') < close &&
                                               h.find('(', close) != std::string::npos));
            head = i + 1;
        } else if (c == '}') {
            lambda.pop_back();
            head = i + 1;
        } else if (c == ';') {
            head = i + 1;
        } else if (c == 'r' && !lambda.back() && s.compare(i, 6, "return") == 0 &&
                   !(isalnum((unsigned char)s[i - 1]) || s[i - 1] == '_') &&
                   !(i + 6 < s.size() && (isalnum((unsigned char)s[i + 6]) || s[i + 6] == '_'))) {
            if (return_line)
                *return_line = 1 + (int)std::count(s.begin(), s.begin() + (long)i, '\n');
            return 1;
        }
    }
    return 0;
}

/* "file:line" -> file and line */
bool split_location(const std::string &loc, std::string &file, int &line)
{
    const size_t c = loc.rfind(':');
    if (c == std::string::npos || c == 0)
        return false;
    file = loc.substr(0, c);
    line = atoi(loc.c_str() + c + 1);
    return line > 0;
}

/* "FILE:LINE" of the innermost `if` (cond) or loop whose body holds line
 * `line` of `path` (within one function), or "". */
std::string enclosing_stmt(const std::string &path, int line, bool cond)
{
    const std::string &s = source_code(path);
    if (s.empty())
        return "";
    const size_t at_line = line_offset(s, line);
    if (at_line == std::string::npos)
        return "";
    struct Open {
        size_t brace, header;
    };
    std::vector<Open> open;
    size_t header = 0;
    int paren = 0;
    for (size_t i = 0; i < at_line; i++) {
        const char c = s[i];
        if (c == '(') {
            paren++;
        } else if (c == ')') {
            paren -= paren > 0;
        } else if (c == '{') {
            open.push_back({i, header});
            header = i + 1;
            paren = 0;
        } else if (c == '}') {
            if (!open.empty())
                open.pop_back();
            header = i + 1;
        } else if (c == ';' && paren == 0) {
            header = i + 1;
        }
    }
    auto word_at = [&](size_t i, const char *w) {
        const size_t n = strlen(w);
        return s.compare(i, n, w) == 0 && (i == 0 || !(isalnum((unsigned char)s[i - 1]) || s[i - 1] == '_')) &&
               !(i + n < s.size() && (isalnum((unsigned char)s[i + n]) || s[i + n] == '_'));
    };
    /* a loop without braces: `for (...)` (or while) right before the line,
     * or on the line itself, with its statement as the body */
    {
        size_t end = s.find('\n', at_line);
        if (end == std::string::npos)
            end = s.size();
        int depth = 0;
        for (size_t i = header; i < end; i++) {
            if (s[i] == '(')
                depth++;
            else if (s[i] == ')')
                depth -= depth > 0;
            else if (depth == 0 && (cond ? word_at(i, "if") : (word_at(i, "for") || word_at(i, "while"))))
                return path + ":" + std::to_string(1 + std::count(s.begin(), s.begin() + (long)i, '\n'));
            else if (depth == 0 && !isspace((unsigned char)s[i]))
                break;  /* the statement starts with something else */
        }
    }
    for (size_t k = open.size(); k-- > 0;) {
        const std::string h = s.substr(open[k].header, open[k].brace - open[k].header);
        if (h.find("__global__") != std::string::npos || h.find("__device__") != std::string::npos)
            break;  /* the function's own body: no loop around */
        for (size_t i = open[k].header; i < open[k].brace; i++)
            if (cond ? word_at(i, "if") : (word_at(i, "for") || word_at(i, "while") || word_at(i, "do")))
                return path + ":" + std::to_string(1 + std::count(s.begin(), s.begin() + (long)i, '\n'));
    }
    return "";
}

}  // namespace

int kernel_may_return(const Thread &t)
{
    /* The thread's own calls, innermost first: where it waits, then the call
     * sites of the instrumented functions it is in (__tsan_func_entry). The
     * outermost one in a kernel source file is the kernel's own line (the
     * innermost call site is the simulator's call of the kernel). */
    std::vector<const void *> chain{t.wait_pc};
    const uint32_t depth = t.call_depth < Thread::kCallSites ? t.call_depth : Thread::kCallSites;
    for (uint32_t i = depth; i-- > 0;)
        chain.push_back(t.call_sites[i]);
    symbolize(chain);
    const void *kernel_pc = nullptr;
    for (const void *pc : chain)
        if (pc && g_sites[pc].in_file && is_kernel_source(g_sites[pc].location))
            kernel_pc = pc;
    if (!kernel_pc)
        return -1;
    /* A line of the kernel's body belongs to one kernel: cache by it. */
    static std::map<const void *, int> known;
    auto k = known.find(kernel_pc);
    if (k != known.end())
        return k->second;
    std::string file;
    int line = 0;
    return known[kernel_pc] = split_location(g_sites[kernel_pc].location, file, line) ? kernel_returns(file, line) : -1;
}

const void *reached_site(const Thread &t)
{
    return thread_site(t, t.wait_pc, true);
}

/* pc, a place thread t is at now (its wait, or the access it is making),
 * as the report names it: inside a helper of the learner's file that was not
 * inlined, a stand-in site that also names the kernel's line that called the
 * helper (the thread's own call chain, so the right one of several call
 * sites of one helper). */
const void *thread_site(const Thread &t, const void *wait, bool headline_at_caller)
{
    if (!wait)
        return wait;
    std::vector<const void *> chain{wait};
    const uint32_t depth = t.call_depth < Thread::kCallSites ? t.call_depth : Thread::kCallSites;
    for (uint32_t i = depth; i-- > 0;)
        chain.push_back(t.call_sites[i]);
    symbolize(chain);
    const void *kernel_pc = nullptr;
    for (const void *pc : chain)
        if (pc && g_sites[pc].in_file && is_kernel_source(g_sites[pc].location))
            kernel_pc = pc;
    if (!kernel_pc || kernel_pc == wait)
        return wait;
    const Site w = g_sites[wait];
    const Site &k = g_sites[kernel_pc];
    /* An inlined helper names its caller already; a helper outside the
     * learner's file gets one from find_callers; the kernel's own line needs
     * none. But an inlined helper (a __forceinline__ group_barrier() shim)
     * whose inline caller is a line of a helper that was not inlined (a
     * lambda's or a functor's operator(), called from the kernel at k) names
     * that helper's line, where the kernel's call heads the report for
     * every other helper that was not inlined (port c04): the headline goes
     * to the kernel's line there too (verdict xlate s03, m06). */
    std::string inline_caller = w.caller;
    {
        const size_t base = inline_caller.rfind('/') == std::string::npos ? 0 : inline_caller.rfind('/');
        if (std::count(inline_caller.begin() + (long)base, inline_caller.end(), ':') >= 2)
            inline_caller.erase(inline_caller.rfind(':'));
    }
    const bool inline_in_helper = headline_at_caller && w.in_file && !w.caller.empty() &&
                                  !w.caller_in_text_only && in_learner_file(w.location) &&
                                  in_learner_file(inline_caller) && in_learner_file(k.location) &&
                                  inline_caller != k.location;
    if (!inline_in_helper &&
        (!w.in_file || !w.caller.empty() || !in_learner_file(w.location) || !in_learner_file(k.location) ||
         w.location == k.location))
        return wait;
    static std::map<std::pair<const void *, const void *>, const char *> stand_ins[2];
    const char *&slot = stand_ins[headline_at_caller][{wait, kernel_pc}];
    if (!slot) {
        slot = new char(0);  /* a unique key of g_sites, never symbolized */
        Site s = w;
        s.caller = k.location;
        s.caller_column = k.column.empty() ? "1" : k.column;
        s.callers_done = true;
        s.caller_in_text_only = !headline_at_caller;
        g_sites[slot] = s;
        auto fb = g_fallback_callee.find(wait);
        if (fb != g_fallback_callee.end())
            g_fallback_callee[slot] = fb->second;
    }
    return slot;
}

/* For an out-of-bounds access in a loop: a line naming the loop, whose
 * bound is as likely the culprit as the index; "" outside a loop. */
std::string oob_loop_hint(const void *pc)
{
    const std::string loop = loop_around(pc);
    if (loop.empty())
        return "";
    return "\n  The access is in the loop at " + loop + ": check the loop's bound as well as the index.";
}

/* For a store that several threads made: a line naming the condition it
 * runs under (with any macro of the learner's file the condition uses),
 * which lets those threads through; "" when it is under no `if`. */
std::string stmt_around(const void *pc, bool cond);
std::string writers_condition_hint(const void *pc)
{
    const std::string at = stmt_around(pc, true);
    if (at.empty())
        return "";
    return "\n  The store runs under the condition at " + at + macro_note(at) +
           ": that condition is true in each of these threads.";
}

/* The last line of the loop whose header (`for (...)`, `while (...)`) is at
 * `header` of path: its closing brace's, or for a loop without braces its
 * statement's `;`; 0 when not found. */
long loop_end_line(const std::string &path, long header)
{
    const std::string &s = source_code(path);
    size_t i = line_offset(s, header);
    if (i == std::string::npos || (i = s.find('(', i)) == std::string::npos)
        return 0;
    int depth = 0;
    for (; i < s.size(); i++)
        if (s[i] == '(')
            depth++;
        else if (s[i] == ')' && --depth == 0)
            break;
    i = i < s.size() ? s.find_first_not_of(" \t\r\n", i + 1) : std::string::npos;
    if (i == std::string::npos)
        return 0;
    size_t end = std::string::npos;
    if (s[i] == '{') {
        depth = 0;
        for (; i < s.size(); i++)
            if (s[i] == '{')
                depth++;
            else if (s[i] == '}' && --depth == 0) {
                end = i;
                break;
            }
    } else {
        end = s.find(';', i);
    }
    return end == std::string::npos ? 0 : 1 + (long)std::count(s.begin(), s.begin() + (long)end, '\n');
}

/* enclosing_stmt() of pc's line in the kernel file: its `if` (cond) or its
 * loop; "" outside the kernel file or outside one. */
std::string stmt_around(const void *pc, bool cond)
{
    symbolize({pc});
    const Site &site = g_sites[pc];
    std::string file;
    int line = 0;
    if (!site.in_file || !split_location(site.location, file, line))
        return "";
    return enclosing_stmt(file, line, cond);
}

std::string loop_around(const void *pc) { return stmt_around(pc, false); }

std::string kernel_return_place(const Thread &t)
{
    std::vector<const void *> chain{t.wait_pc};
    const uint32_t depth = t.call_depth < Thread::kCallSites ? t.call_depth : Thread::kCallSites;
    for (uint32_t i = depth; i-- > 0;)
        chain.push_back(t.call_sites[i]);
    symbolize(chain);
    const void *kernel_pc = nullptr;
    for (const void *pc : chain)
        if (pc && g_sites[pc].in_file && is_kernel_source(g_sites[pc].location))
            kernel_pc = pc;
    std::string file;
    int line = 0, ret = 0;
    if (!kernel_pc || !split_location(g_sites[kernel_pc].location, file, line) || kernel_returns(file, line, &ret) != 1)
        return "";
    return file + ":" + std::to_string(ret);
}

TraceSite code_site(const void *pc)
{
    symbolize({pc});
    const Site &s = g_sites[pc];
    return TraceSite{s.location, s.callee};
}

void code_sites(const std::vector<const void *> &pcs)
{
    symbolize(pcs);
}

const void *first_kernel_site(const std::vector<const void *> &pcs)
{
    symbolize(pcs);
    for (const void *pc : pcs) {
        const Site &s = g_sites[pc];
        if (s.in_file && is_kernel_source(s.location))
            return pc;
    }
    return nullptr;
}

/* Whether `text` holds the identifier `name` as a whole word followed
 * (after blanks) by one of the characters of `next`: a call `NAME(`, an
 * index `buf[` or `buf +`. */
bool uses_word(const std::string &text, const std::string &name, const char *next)
{
    auto ident = [](char c) { return isalnum((unsigned char)c) || c == '_'; };
    for (size_t at = text.find(name); !name.empty() && at != std::string::npos; at = text.find(name, at + 1)) {
        size_t r = at + name.size();
        if ((at > 0 && ident(text[at - 1])) || (r < text.size() && ident(text[r])))
            continue;
        while (r < text.size() && isspace((unsigned char)text[r]))
            r++;
        if (r < text.size() && strchr(next, text[r]))
            return true;
    }
    return false;
}

/* The code of the source line of pc (its kernel-file line; comments and
 * literals blanked, source_code), or "" when it cannot be read. */
/* A code address's source file and line (false where it has none). */
static bool pc_file_line(const void *pc, std::string &file, int &line)
{
    if (!pc)
        return false;
    symbolize({pc});
    const Site &site = g_sites[pc];
    return site.in_file && split_location(site.location, file, line);
}

/* Line n of a source text, without its newline ("" past the end). */
static std::string text_line(const std::string &s, long n)
{
    const size_t b = line_offset(s, n);
    if (b == std::string::npos)
        return "";
    const size_t e = s.find('\n', b);
    return s.substr(b, e == std::string::npos ? std::string::npos : e - b);
}

std::string site_source_line(const void *pc)
{
    std::string file;
    int line = 0;
    return pc_file_line(pc, file, line) ? text_line(source_code(file), line) : std::string();
}

/* Whether the '<' at i opens a template's argument list: it follows a cast, `template`, or a
 * library template a kernel names (`static_cast<unsigned>(t)`, `cuda::atomic_ref<...>`). */
static bool template_before(const std::string &l, size_t i)
{
    size_t e = i;
    while (e > 0 && isspace((unsigned char)l[e - 1]))
        e--;
    for (const char *w : {"_cast", "template", "atomic_ref", "atomic", "numeric_limits", "array", "plus", "less",
                          "greater", "tiled_partition", "thread_block_tile"}) {
        const size_t n = strlen(w);
        if (e >= n && l.compare(e - n, n, w) == 0)
            return true;
    }
    return false;
}

/* The column (1-based) of the first comparison operator in a line of code
 * (not <<, >>, ->, <= of a template, a comment's), or 0. */
static size_t compare_column(const std::string &line)
{
    const size_t cut = line.find("//");
    const std::string l = line.substr(0, cut);
    for (size_t i = 0; i + 1 < l.size(); i++) {
        const char c = l[i], n = l[i + 1];
        if ((c == '=' || c == '!') && n == '=' && (i == 0 || (l[i - 1] != '=' && l[i - 1] != '<' && l[i - 1] != '>')))
            return i + 1;
        if (c == '<' && template_before(l, i)) {
            /* a template's argument list: skip to its '>' */
            const size_t close = l.find('>', i);
            if (close == std::string::npos)
                return 0;
            i = close;
            continue;
        }
        if ((c == '<' || c == '>') && n != c && (i == 0 || (l[i - 1] != c && l[i - 1] != '-')) && n != '<' &&
            !(c == '>' && i > 0 && l[i - 1] == '-'))
            return i + 1;
        if ((c == '<' || c == '>') && n == c)
            i++;  /* a shift */
    }
    return 0;
}

std::string compare_place_after(const void *pc, const std::string &word)
{
    std::string file;
    int line = 0;
    if (!pc_file_line(pc, file, line))
        return "";
    const std::string &s = source_code(file);
    auto text_of = [&](int n) { return text_line(s, n); };
    {
        /* the ticket compared where it is taken: `atomicAdd(counter, 1) == gridDim.x - 1` */
        const std::string own = text_of(line);
        const size_t at = own.find("atomic");
        if (compare_column(at == std::string::npos ? own : own.substr(at)))
            return "";
    }
    for (int n = line + 1; n <= line + 6; n++) {
        const std::string t = text_of(n);
        const size_t col = compare_column(t);
        auto has_word = [&t](const std::string &w) {
            auto ident = [](char c) { return isalnum((unsigned char)c) || c == '_'; };
            for (size_t at = t.find(w); !w.empty() && at != std::string::npos; at = t.find(w, at + 1))
                if ((at == 0 || !ident(t[at - 1])) && (at + w.size() >= t.size() || !ident(t[at + w.size()])))
                    return true;
            return false;
        };
        if (col && (has_word("gridDim") || has_word(word)))
            return file + ":" + std::to_string(n) + ":" + std::to_string(col);
        if (t.find('}') == 0)
            break;  /* the function ended */
    }
    return "";
}

std::string site_text(const void *pc)
{
    if (!pc)
        return "an unknown place";
    symbolize({pc});
    find_callers({pc});
    const Site &s = g_sites[pc];
    if (s.in_file && !s.caller.empty())
        return s.location + ":" + (s.column.empty() ? "1" : s.column) + " (in " + short_function(s.function) +
               ", reached from " + s.caller + ")";
    return s.in_file ? s.location + ":" + (s.column.empty() ? "1" : s.column) : s.location;
}

std::string pc_ref(std::vector<const void *> &pcs, const void *pc, bool with_callee)
{
    pcs.push_back(pc);
    return std::string(with_callee ? "\x03" : "\x01") + std::to_string(pcs.size() - 1) + "\x02";
}

void add_diag(int status, std::string text, const std::vector<const void *> &pcs, bool needs_distinct_lines)
{
    if (status != P34_EXIT_OK)
        flush_pending_counter_diag();  /* check.cpp: a held-back report on the kernel's own counter */
    if (g.launch > 0)
        text = "(launch " + std::to_string(g.launch + 1) + ") " + text;
    Diagnostic d;
    d.status = status;
    d.text = std::move(text);
    d.pcs = pcs;
    d.needs_distinct_lines = needs_distinct_lines;
    g.diags.push_back(std::move(d));
    trace_diag(g.diags.back());  // p34 draw hook
}

void add_diag_once(const char *kind, uintptr_t key, int status, std::string text,
                   const std::vector<const void *> &pcs, bool needs_distinct_lines)
{
    for (Diagnostic &d : g.diags)
        if (d.key_kind == kind && d.key == key) {
            d.repeats++;
            return;
        }
    add_diag(status, std::move(text), pcs, needs_distinct_lines);
    g.diags.back().key_kind = kind;
    g.diags.back().key = key;
}

std::string thread_name(uint32_t tid)
{
    return "block " + std::to_string(tid >> g.bt_shift) + " thread " + std::to_string(tid & g.bt_mask);
}

void add_warning(std::string text, const std::vector<const void *> &pcs)
{
    add_diag(P34_EXIT_OK, std::move(text), pcs);
    g.diags.back().warning = true;
}

std::string ranges(const std::vector<uint32_t> &v)
{
    std::string out;
    for (size_t i = 0; i < v.size();) {
        size_t j = i;
        while (j + 1 < v.size() && v[j + 1] == v[j] + 1)
            j++;
        if (!out.empty())
            out += ", ";
        out += std::to_string(v[i]);
        if (j > i)
            out += "-" + std::to_string(v[j]);
        i = j + 1;
    }
    return out;
}

/* Where a running thread is, for the watchdog's report: the place its signal
 * interrupted, unless that place is the simulator's own code (the few
 * instructions of a runtime call after it left its RuntimeScope, e.g.
 * device.cpp's block_barrier returning) or a library's (ThreadSanitizer's
 * checks, called from every access): then the kernel's place it last
 * reached, its previous wait_pc (the __syncthreads of a loop that never
 * ends, vq_unsigned_loop_never_ends), so that the headline does not depend
 * on where the timer's signal happened to land. */
static const void *running_site(const Thread &t)
{
    const void *pc = t.wait_pc;
    if (!pc || !t.prev_wait_pc)
        return pc;
    symbolize({pc});
    const Site &s = g_sites[pc];
    const std::string file = s.location.substr(0, s.location.find(':'));
    const bool runtime = file.size() > 4 && file.compare(file.size() - 4, 4, ".cpp") == 0 &&
                         (file.compare(0, 4, "sim/") == 0 || file.find("/sim/") != std::string::npos);
    return !s.in_file || runtime ? t.prev_wait_pc : pc;
}

std::string describe_threads(std::vector<const void *> &pcs)
{
    struct Group {
        ThreadState state;
        const void *pc;
        std::vector<std::vector<uint32_t>> per_block;  /* by slot */
    };
    std::vector<Group> groups;
    for (const Thread &t : g.threads) {
        if (!g.blocks[t.block].active)
            continue;  /* a free slot, or a block that finished */
        const void *pc = t.state == ThreadState::Done || t.state == ThreadState::NotStarted ? nullptr
                         : t.state == ThreadState::Runnable                                ? running_site(t)
                                                                                           : reached_site(t);
        ThreadState st = t.state == ThreadState::NotStarted ? ThreadState::NotStarted : t.state;
        size_t k = 0;
        while (k < groups.size() && !(groups[k].state == st && groups[k].pc == pc))
            k++;
        if (k == groups.size()) {
            groups.push_back(Group{st, pc, std::vector<std::vector<uint32_t>>(g.window)});
            if (pc)
                g_fallback_callee[pc] = t.wait_what;
        }
        groups[k].per_block[t.block].push_back(t.thread);
    }
    /* Running groups first, then waiting ones: they hold the place a report
     * names, and when the launch ran out of time or steps the threads still
     * running (a spin that never ends) are the cause, not the threads that
     * wait at a barrier for them. Among the waiting ones, a warp collective
     * first: lanes stuck in it wait for a lane of their mask held elsewhere
     * (at a __syncthreads after it skipped the collective in a branch: `if
     * (lane == 0 || elect_one_sync())`), and the collective is the cause the
     * first line should name (flow hunt a13), not the barrier that lane waits
     * at. */
    /* Among the groups waiting at barriers, one whose place (the kernel's
     * line, as the report names it) is inside an `if` first: the barrier that
     * a branch let only some threads reach is the cause, not the barrier at
     * the top level where the threads the branch left out wait (verdict xlate
     * m05: `if (gid < size - 1) { barrier(...); }` stops block 3's 255
     * threads while its last thread waits at the cluster barrier below; port
     * r02: the cluster_sync() inside the branch heads as before). */
    auto under_if = [](const void *pc) {
        if (!pc)
            return false;
        symbolize({pc});
        const Site &s = g_sites[pc];
        std::string loc = s.in_file && !s.caller.empty() && !s.caller_in_text_only ? s.caller : s.location;
        const size_t base = loc.rfind('/') == std::string::npos ? 0 : loc.rfind('/');
        if (std::count(loc.begin() + (long)base, loc.end(), ':') >= 2)
            loc.erase(loc.rfind(':'));
        std::string file;
        int line = 0;
        return s.in_file && in_learner_file(loc) && split_location(loc, file, line) &&
               !enclosing_stmt(file, line, true).empty();
    };
    auto order = [&](const Group &gr) {
        return gr.pc == nullptr                          ? 4
               : gr.state == ThreadState::Runnable       ? 0
               : gr.state == ThreadState::WarpCollective ? 1
               : under_if(gr.pc)                         ? 2
                                                         : 3;
    };
    std::stable_sort(groups.begin(), groups.end(),
                     [&](const Group &a, const Group &b) { return order(a) < order(b); });
    /* Resident slots in grid-block order, so that "blocks 0-3" reads right. */
    std::vector<uint32_t> slots;
    for (uint32_t s = 0; s < g.window; s++)
        if (g.blocks[s].active)
            slots.push_back(s);
    std::sort(slots.begin(), slots.end(),
              [](uint32_t a, uint32_t b) { return g.blocks[a].grid_block < g.blocks[b].grid_block; });
    std::string out;
    for (const Group &gr : groups) {
        std::string verb;
        switch (gr.state) {
        case ThreadState::Done: verb = "finished"; break;
        case ThreadState::NotStarted: verb = "not started"; break;
        case ThreadState::Runnable: verb = "running at " + pc_ref(pcs, gr.pc, false); break;
        default: verb = "at " + pc_ref(pcs, gr.pc, true); break;
        }
        /* Merge consecutive blocks with the same threads in this state. */
        for (size_t i = 0; i < slots.size();) {
            const std::vector<uint32_t> &who = gr.per_block[slots[i]];
            if (who.empty()) {
                i++;
                continue;
            }
            size_t e = i;
            while (e + 1 < slots.size() && gr.per_block[slots[e + 1]] == who &&
                   g.blocks[slots[e + 1]].grid_block == g.blocks[slots[e]].grid_block + 1)
                e++;
            const uint32_t b0 = g.blocks[slots[i]].grid_block, b1 = g.blocks[slots[e]].grid_block;
            std::string blocks = i == e ? "block " + std::to_string(b0)
                                        : "blocks " + std::to_string(b0) + "-" + std::to_string(b1);
            std::string threads = who.size() == g.block_threads
                                      ? "all " + std::to_string(who.size()) + " threads"
                                  : who.size() == 1 ? "thread " + std::to_string(who[0])
                                                    : "threads " + ranges(who);
            out += "  " + blocks + ": " + threads + " " + verb + "\n";
            i = e + 1;
        }
    }
    const uint32_t finished = g.blocks_finished;
    const uint32_t waiting = g.grid_blocks - g.blocks_admitted;
    if (finished || waiting)
        out += "  (" + std::to_string(finished) + " other block" + (finished == 1 ? "" : "s") + " had finished, " +
               std::to_string(waiting) + " had not started: " + std::to_string(g.window) +
               " blocks are resident at a time)\n";
    return out;
}

std::string shared_location(uint32_t block, uintptr_t offset, unsigned size)
{
    if (!g_shared_symbols_loaded)
        load_shared_symbols();
    for (const SharedSymbol &s : g_shared_symbols) {
        if (offset < s.lo || offset >= s.lo + (s.size ? s.size : 1))
            continue;
        uintptr_t rel = offset - s.lo;
        std::string where = s.name;
        if (s.size > size && size && s.size % size == 0 && rel % size == 0)
            where += "[" + std::to_string(rel / size) + "]";
        else if (rel)
            where += " + " + std::to_string(rel) + " bytes";
        return "`" + where + "` in block " + std::to_string(block);
    }
    return "shared memory (byte " + std::to_string(offset) + ") in block " + std::to_string(block);
}

/* "FILE:LINE:COL" of a diagnostic's main place: its head_pc when set, else
 * pcs[0]; when that is not in a source file, the kernel file itself. */
std::string headline_place(const Diagnostic &d)
{
    if (!d.head_location.empty())
        return d.head_location;
    /* The first place the text names (pc_ref's order of calls within one
     * expression is unspecified, so pcs[0] need not be it). */
    for (size_t i = 0; i < d.text.size(); i++) {
        if (d.text[i] != '\x01' && d.text[i] != '\x03')
            continue;
        const size_t n = (size_t)atoi(d.text.c_str() + i + 1);
        if (n >= d.pcs.size())
            break;
        const Site &s = g_sites[d.head_pc ? d.head_pc : d.pcs[n]];
        if (s.in_file && !s.caller.empty() && !s.caller_in_text_only) {
            /* the caller as FILE:LINE:COL (an inline chain may already give the column) */
            const size_t base = s.caller.rfind('/') == std::string::npos ? 0 : s.caller.rfind('/');
            if (std::count(s.caller.begin() + (long)base, s.caller.end(), ':') >= 2)
                return s.caller;
            return s.caller + ":" + (s.caller_column.empty() ? "1" : s.caller_column);
        }
        if (s.in_file)
            return s.location + ":" + (s.column.empty() ? "1" : s.column);
        break;
    }
    return std::string(g.kernels && g.kernels->source ? g.kernels->source : "kernel") + ":1:1";
}

void finish_message(p34_run_result *result, int *status)
{
    std::vector<const void *> all;
    for (const Diagnostic &d : g.diags)
        all.insert(all.end(), d.pcs.begin(), d.pcs.end());
    symbolize(all);
    find_callers(all);

    std::string msg;
    std::vector<std::string> seen;
    int worst = *status;
    /* A divergent barrier of exit 1 comes after the other findings of exit
     * 1: threads that took different branches usually did so because they
     * read a flag that another thread stored with no barrier between (the
     * race is the cause, the divergence its effect). */
    auto rank = [](const Diagnostic &d) {
        const int s = d.status;
        const bool divergent = kind_is(d, "divergent barrier") || kind_is(d, "barrier after exit");
        /* A race inside one block's shared memory (a flag stored by thread
         * 0 and read by all with no barrier between) comes first: the
         * blocks and threads that then take the wrong branch (merging when
         * they are not last, waiting at a barrier that others skip) follow
         * from it. */
        const bool block_race = kind_is(d, "block shared race");
        /* A race on a barrier object's own bytes (an arrive before the
         * init is ordered) comes before the hang it led to (check.cpp
         * g_sync_objects); of the block's races, one whose read took the word
         * before its first store (check_report_races) leads, as the branch
         * taken on an unset flag leads to the others (verdict prod l13). */
        const bool sync_race = kind_is(d, "sync object race");
        const bool unset_race = kind_is(d, "block shared unset race");
        return d.warning ? -2 : s == P34_EXIT_FAULT ? 8 : sync_race ? 7 : s == P34_EXIT_TIMEOUT ? 6
               : s != 0 ? (divergent ? 1 : unset_race ? 4 : block_race ? 3 : 2) : 0;
    };
    auto status_rank = [](int s) { return s == P34_EXIT_FAULT ? 3 : s == P34_EXIT_TIMEOUT ? 2 : s != 0 ? 1 : 0; };
    /* A watchdog that stopped a launch still finishing threads (too slow for
     * the simulator, not stuck: watchdog_text) says nothing about the kernel;
     * where the launch had already found an error (a race in its first
     * blocks), that error is the verdict, first and with its exit code, and
     * the watchdog's message follows it. */
    auto slow = [](const Diagnostic &d) { return kind_is(d, "watchdog slow"); };
    bool has_slow = false;
    for (const Diagnostic &d : g.diags)
        has_slow |= slow(d);
    for (const Diagnostic &d : g.diags)
        if (has_slow && !d.warning && d.status != 0 && !slow(d)) {
            has_slow = false;
            if (worst == P34_EXIT_TIMEOUT)
                worst = P34_EXIT_OK;
            for (Diagnostic &e : g.diags)
                if (slow(e))
                    e.status = P34_EXIT_OK;  /* ranked after the errors, no exit code */
            break;
        }
    /* A hang after a race on the barrier it waits on is that race's effect:
     * the race gives the exit code (1), the hang's report follows it. */
    bool sync_race = false;
    for (const Diagnostic &d : g.diags)
        sync_race |= !d.warning && kind_is(d, "sync object race");
    if (sync_race) {
        if (worst == P34_EXIT_TIMEOUT)
            worst = P34_EXIT_WRONG;
        for (Diagnostic &d : g.diags)
            if (d.status == P34_EXIT_TIMEOUT)
                d.status = P34_EXIT_WRONG;
    }
    /* What stopped the launch first, then what led to it; warnings last. */
    std::stable_sort(g.diags.begin(), g.diags.end(),
                     [&](const Diagnostic &a, const Diagnostic &b) { return rank(a) > rank(b); });
    for (const Diagnostic &d : g.diags) {
        if (d.needs_distinct_lines) {
            /* Same file:line everywhere: one call the compiler duplicated. */
            bool distinct = false;
            for (const void *pc : d.pcs)
                distinct |= g_sites[pc].location != g_sites[d.pcs[0]].location;
            if (!distinct)
                continue;
        }
        std::string text = render(d);
        while (!text.empty() && text.back() == '\n')
            text.pop_back();
        if (d.repeats)
            text += "\n  (the same happened " + std::to_string(d.repeats) + " more time" +
                    (d.repeats == 1 ? "" : "s") + ")";
        bool dup = false;
        for (const std::string &s : seen)
            dup |= s == text;
        if (dup)
            continue;
        seen.push_back(text);
        if (!d.warning && status_rank(d.status) > status_rank(worst))
            worst = d.status;
        /* As a compiler prints it, so editors and CI annotate the line:
         * "FILE:LINE:COL: error: <first line>", then the details. */
        const size_t nl = text.find('\n');
        std::string head = text.substr(0, nl), rest = nl == std::string::npos ? "" : text.substr(nl);
        while (!head.empty() && (head.back() == '.' || head.back() == ':' || head.back() == ' '))
            head.pop_back();
        if (!msg.empty())
            msg += "\n";
        msg += headline_place(d) + (d.warning ? ": warning: " : ": error: ") + head + rest;
    }
    while (!msg.empty() && msg.back() == '\n')
        msg.pop_back();
    if (msg.size() >= sizeof result->message) {
        const char *more = "\n... (message truncated)";
        msg.resize(sizeof result->message - strlen(more) - 1);
        msg += more;
    }
    snprintf(result->message, sizeof result->message, "%s", msg.c_str());
    *status = worst;
}

}  // namespace p34sim
