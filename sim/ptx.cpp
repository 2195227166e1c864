/*
 * sim/ptx.cpp - runs the inline PTX of a kernel file on the simulator.
 *
 * The simulator build rewrites each asm statement of a kernel file into a
 * call of p34_sim_asm (scripts/sim-asm-rewrite, sim/cuda_sim.h); here the
 * template is parsed and executed, one statement at a time, on the same
 * machinery as the CUDA calls (device.cpp: cluster barrier, warp
 * collectives; check.cpp: every memory access, with the memory model's
 * fences, atomics and scopes). The subset is what cluster and reduction
 * kernels write (PTX ISA 8.x): special registers, barrier.cluster, mapa,
 * getctarank, ld/st/atom/red with state spaces, .sem and .scope, fence
 * (.sc, .acq_rel, and PTX 8.6's .acquire/.release) and membar, bar.sync,
 * bar.warp.sync, elect.sync, activemask, vote, shfl.sync, redux.sync,
 * mbarrier, st.async, red.async, cp.async.bulk (with .multicast::cluster),
 * setmaxnreg (a no-op), and integer/float basics with .reg declarations,
 * { } scopes, labels, bra and @p guards. Anything else stops the run with
 *   p34 simulator: PTX instruction `X` is not supported
 * (exit 3: the simulator cannot judge it), never a guess.
 *
 * Shared-window addresses (what cvta.to.shared, __cvta_generic_to_shared
 * and mapa.shared::cluster give, 32 bits as on the GPU) are encoded as
 *   kCtaWindow + offset               this block's shared memory
 *   kClusterWindow + rank * 2^24 + offset   block `rank` of the cluster
 * where offset is the byte's offset in the simulator's shared section. A
 * shared::cta address is valid in the shared::cluster window too (it names
 * the executing block), as on the GPU (PTX ISA "State spaces": the
 * shared::cta window is contained in the shared::cluster window).
 */
#include <cctype>
#include <cmath>
#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "sim/cuda_sim.h"
#include "sim/internal.h"

using namespace p34sim;

extern "C" char etext[];
extern "C" char end[];

namespace {

/* Waits on an mbarrier that found its phase incomplete, by the object's
 * host address: what a hang report adds about them (mbarrier_stuck_note). */
struct MbarWait {
    uint32_t block, pending, expected, phase, tid;
    const void *pc;
    int64_t tx;  /* its tx-count: bytes the phase still waits for */
    const void *expect_pc;  /* the last expect_tx that announced bytes on it (nullptr: none) */
};
std::vector<std::pair<uintptr_t, MbarWait>> g_mbar_waits;

/* The tx-count of each mbarrier (PTX ISA, mbarrier: expect-tx and
 * complete-tx), by (slot << 32 | offset) in shared memory. */
std::unordered_map<uint64_t, int64_t> g_mbar_tx;
/* The line of the last expect_tx (mbarrier.arrive.expect_tx, mbarrier.expect_tx)
 * on each mbarrier (same keys), for a hang report. */
std::unordered_map<uint64_t, const void *> g_mbar_expect_pc;
/* The mbarriers (same keys) that a thread of another block updated with a
 * cluster-scope release. */
std::set<uint64_t> g_mbar_remote_release;
/* What the completion of each of an mbarrier's last four phases handed on
 * (the completing update's release clocks), by mbar_key: a wait on a phase
 * by its state (mbarrier.test_wait/try_wait without .parity; cuda::barrier's
 * wait(token)) acquires the arrivals of that phase only (PTX ISA,
 * mbarrier.test_wait: the accesses "prior to mbarrier.arrive ... by the
 * participating threads of the current phase" become visible), not those of
 * a later phase that has completed too by the time the waiter runs (samples
 * c18: a count of half the block, so the other half's arrivals complete the
 * next phase before thread 0 reads their stores). */
struct MbarPhaseRel {
    uint32_t phase = ~0u;
    VClock rel = nullptr, rel_cta = nullptr;
};
std::unordered_map<uint64_t, std::array<MbarPhaseRel, 4>> g_mbar_phase_rel;

/* A bulk copy issued and not yet made (sim/ptx.cpp, land_bulk). */
struct BulkCopy {
    uint64_t bar_key;
    uint32_t dst_slot;
    uintptr_t dst_off;
    std::vector<unsigned char> data;  /* the source bytes, read when it was issued */
    uint32_t size;
    const void *pc;
};
std::vector<BulkCopy> g_bulk;

/* Each thread's last fence.proxy.async: its clock then. */
std::unordered_map<uint32_t, Snapshot> g_proxy_fence;


constexpr uint64_t kCtaWindow = 0x01000000u;
constexpr uint64_t kClusterWindow = 0x10000000u;
constexpr uint64_t kRankStride = 0x01000000u;

struct RuntimeScope {
    RuntimeScope() { ++g.in_runtime; }
    ~RuntimeScope() { --g.in_runtime; }
    RuntimeScope(const RuntimeScope &) = delete;
    RuntimeScope &operator=(const RuntimeScope &) = delete;
};

/* PTX `exit` executed: the thread ends (caught in p34_sim_asm_exec). */
struct ThreadExit {};

/* What stops a template: the status, the message, and the statement. */
struct Stop {
    int status;
    std::string text;
};

std::string trim(const std::string &s)
{
    size_t a = 0, b = s.size();
    while (a < b && isspace((unsigned char)s[a]))
        a++;
    while (b > a && isspace((unsigned char)s[b - 1]))
        b--;
    return s.substr(a, b - a);
}

std::vector<std::string> split_dots(const std::string &op)
{
    std::vector<std::string> out;
    size_t s = 0;
    for (size_t i = 0; i <= op.size(); i++)
        if (i == op.size() || op[i] == '.') {
            out.push_back(op.substr(s, i - s));
            s = i + 1;
        }
    return out;
}

/* A type modifier: bits, signed, float. */
struct Type {
    int bits = 0;
    bool is_signed = false, is_float = false, pred = false;
};

bool parse_type(const std::string &m, Type &t)
{
    if (m == "pred") {
        t = Type{1, false, false, true};
        return true;
    }
    if (m.size() < 2 || !strchr("bsuf", m[0]))
        return false;
    const std::string n = m.substr(1);
    int bits = n == "8" ? 8 : n == "16" ? 16 : n == "32" ? 32 : n == "64" ? 64 : 0;
    if (!bits || (m[0] == 'f' && bits < 32))
        return false;
    t = Type{bits, m[0] == 's', m[0] == 'f', false};
    return true;
}

uint64_t mask_bits(uint64_t v, int bits) { return bits >= 64 ? v : v & ((1ull << bits) - 1); }
int64_t sext(uint64_t v, int bits) { return bits >= 64 ? (int64_t)v : (int64_t)(v << (64 - bits)) >> (64 - bits); }

struct Reg {
    std::string name;
    uint64_t v;
};

class Exec {
public:
    Exec(p34_asm_operand *ops, unsigned nout, unsigned nops, const void *pc)
        : ops_(ops), nout_(nout), nops_(nops), pc_(pc)
    {
        scopes_.emplace_back();
        for (unsigned i = 0; i < nops; i++) {
            const char *c = ops[i].constraint;
            std::string name;
            if (*c == '[') {
                const char *e = strchr(c, ']');
                name = e ? std::string(c + 1, e) : "";
                c = e ? e + 1 : c;
            }
            names_.push_back(name);
            while (*c == '=' || *c == '+' || *c == '&')
                c++;
            letters_.push_back(*c);
            opval_.push_back(0);
        }
        for (unsigned i = 0; i < nops; i++) {
            const char L = letters_[i];
            uint64_t v = ops[i].bits;
            if (L == 'f' && ops[i].is_float && ops[i].size == 8) {  /* a double into .f32 */
                double d;
                memcpy(&d, &v, 8);
                float f = (float)d;
                uint32_t b;
                memcpy(&b, &f, 4);
                v = b;
            } else if (L == 'd' && ops[i].is_float && ops[i].size == 4) {
                float f;
                uint32_t b = (uint32_t)v;
                memcpy(&f, &b, 4);
                double d = f;
                memcpy(&v, &d, 8);
            }
            const bool tied = isdigit((unsigned char)L) && i >= nout && (unsigned)(L - '0') < nout;
            const bool write_only = i < nout && strchr(ops[i].constraint, '+') == nullptr;
            opval_[i] = write_only ? 0 : v;
            if (tied) {  /* "0": the input starts in output 0's register */
                letters_[i] = letters_[(unsigned)(L - '0')];
                opval_[(unsigned)(L - '0')] = v;
            }
        }
    }

    /* The template with operands substituted: %N and %[name] become $N,
     * %% becomes %. A basic asm (no operands part) is taken as written. */
    std::string substitute(const char *tmpl, bool basic)
    {
        if (basic)
            return tmpl;
        std::string out;
        for (const char *p = tmpl; *p; p++) {
            if (*p != '%') {
                out += *p;
                continue;
            }
            if (p[1] == '%') {
                out += '%';
                p++;
            } else if (isdigit((unsigned char)p[1])) {
                unsigned n = 0;
                while (isdigit((unsigned char)p[1]))
                    n = n * 10 + (unsigned)(*++p - '0');
                if (n >= nops_)
                    fail(P34_EXIT_CANNOT_RUN, "operand %" + std::to_string(n) + " does not exist (the asm has " +
                                                  std::to_string(nops_) + " operands)");
                out += "$" + std::to_string(n);
            } else if (p[1] == '[') {
                const char *e = strchr(p, ']');
                if (!e)
                    fail(P34_EXIT_CANNOT_RUN, "unterminated %[name] in the template");
                const std::string name(p + 2, e);
                unsigned k = 0;
                while (k < nops_ && names_[k] != name)
                    k++;
                if (k == nops_)
                    fail(P34_EXIT_CANNOT_RUN, "no operand named [" + name + "]");
                out += "$" + std::to_string(k);
                p = e;
            } else if (p[1] == '=') {
                out += "0";
                p++;
            } else {
                fail(P34_EXIT_CANNOT_RUN, std::string("`%") + p[1] + "` in an asm template with operands (write %% for a literal %)");
            }
        }
        return out;
    }

    void run(const std::string &text)
    {
        /* Statements: ';' ends one, '{' and '}' are their own; comments go. */
        std::string cur;
        std::vector<std::string> stmts;
        for (size_t i = 0; i < text.size(); i++) {
            const char c = text[i];
            if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
                while (i < text.size() && text[i] != '\n')
                    i++;
                continue;
            }
            if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
                const size_t e = text.find("*/", i + 2);
                i = e == std::string::npos ? text.size() : e + 1;
                continue;
            }
            /* A label `NAME:` (not `::`) is a statement of its own. */
            if (c == ':' && (i + 1 >= text.size() || text[i + 1] != ':') && (i == 0 || text[i - 1] != ':') &&
                is_label_name(trim(cur))) {
                stmts.push_back(trim(cur) + ":");
                cur.clear();
                continue;
            }
            /* '{' and '}' open and close a scope at the start of a
             * statement; inside one they are a vector operand {a, b}. */
            if (c == ';' || ((c == '{' || c == '}') && trim(cur).empty())) {
                stmts.push_back(cur);
                cur.clear();
                if (c != ';')
                    stmts.push_back(std::string(1, c));
                continue;
            }
            cur += c;
        }
        if (!trim(cur).empty())
            fail(P34_EXIT_CANNOT_RUN, "`" + trim(cur) + "` is not ended by ';'");
        /* Labels and the blocks they are local to (PTX: a label inside
         * { } is visible in that block and the blocks it holds). */
        std::vector<int> block_at(stmts.size(), 0), parent{-1}, depth{0};
        std::vector<std::pair<std::string, size_t>> labels;
        {
            std::vector<int> open{0};
            for (size_t i = 0; i < stmts.size(); i++) {
                const std::string s = trim(stmts[i]);
                if (s == "{") {
                    parent.push_back(open.back());
                    depth.push_back((int)open.size());
                    open.push_back((int)parent.size() - 1);
                } else if (s == "}" && open.size() > 1) {
                    open.pop_back();
                }
                block_at[i] = open.back();
                if (!s.empty() && s.back() == ':' && s.find("::") == std::string::npos)
                    labels.push_back({s.substr(0, s.size() - 1), i});
            }
        }
        for (size_t i = 0; i < stmts.size(); i++) {
            const std::string s = trim(stmts[i]);
            if (s.empty() || (s.back() == ':' && is_label_name(s.substr(0, s.size() - 1))))
                continue;
            stmt_ = s;
            if (s == "{") {
                scopes_.emplace_back();
                continue;
            }
            if (s == "}") {
                if (scopes_.size() <= 1)
                    fail(P34_EXIT_CANNOT_RUN, "unbalanced '}' in the template");
                scopes_.pop_back();
                continue;
            }
            statement(s);
            if (jump_.empty())
                continue;
            /* bra: the label in this block or the innermost enclosing one */
            const std::string target = jump_;
            jump_.clear();
            size_t to = stmts.size();
            int found_block = -1;
            for (int b = block_at[i]; b >= 0 && to == stmts.size(); b = parent[(size_t)b])
                for (const auto &l : labels)
                    if (l.first == target && block_at[l.second] == b) {
                        to = l.second;
                        found_block = b;
                        break;
                    }
            if (to == stmts.size())
                fail(P34_EXIT_CANNOT_RUN, "bra to `" + target + "`, which is no label of this block or an enclosing one");
            while ((int)scopes_.size() - 1 > depth[(size_t)found_block])
                scopes_.pop_back();
            i = to;
            count_step();  /* a loop of branches yields like any spin */
        }
        stmt_.clear();
        /* Results into the C++ representation of each output. */
        for (unsigned i = 0; i < nout_; i++) {
            p34_asm_operand &o = ops_[i];
            const int w = width_of(i);
            uint64_t v = mask_bits(opval_[i], w);
            if (o.is_bool) {
                v = v != 0;
            } else if (o.is_float) {
                if (o.size == 8 && w == 32) {
                    float f;
                    uint32_t b = (uint32_t)v;
                    memcpy(&f, &b, 4);
                    double d = f;
                    memcpy(&v, &d, 8);
                } else if (o.size == 4 && w == 64) {
                    double d;
                    memcpy(&d, &v, 8);
                    float f = (float)d;
                    uint32_t b;
                    memcpy(&b, &f, 4);
                    v = b;
                }
            } else if (o.is_signed) {
                v = (uint64_t)sext(v, w);
            }
            o.bits = v;
        }
    }

    [[noreturn]] void fail(int status, const std::string &why) { throw Stop{status, why}; }
    [[noreturn]] void unsupported()
    {
        throw Stop{P34_EXIT_CANNOT_RUN, "PTX instruction `" + stmt_ + "` is not supported"};
    }
    const std::string &statement_text() const { return stmt_; }

private:
    p34_asm_operand *ops_;
    unsigned nout_, nops_;
    const void *pc_;
    std::vector<std::string> names_;
    std::vector<char> letters_;
    std::vector<uint64_t> opval_;
    std::vector<std::vector<Reg>> scopes_;
    std::string stmt_;
    std::string jump_;  /* set by bra: the label to go to */

    static bool is_label_name(const std::string &n)
    {
        if (n.empty() || !(isalpha((unsigned char)n[0]) || n[0] == '_' || n[0] == '$'))
            return false;
        for (char c : n)
            if (!(isalnum((unsigned char)c) || c == '_' || c == '$'))
                return false;
        return n[0] != '$' || !isdigit((unsigned char)n[1]);  /* $N is an operand */
    }

    int width_of(unsigned i) const
    {
        switch (letters_[i]) {
        case 'h': return 16;
        case 'r': case 'f': return 32;
        case 'l': case 'd': return 64;
        case 'c': return 8;
        default: return 64;  /* n, i: immediates */
        }
    }

    Reg *find_reg(const std::string &name)
    {
        for (size_t s = scopes_.size(); s-- > 0;)
            for (Reg &r : scopes_[s])
                if (r.name == name)
                    return &r;
        return nullptr;
    }

    void declare(const std::string &decl)
    {
        /* .reg .type a, b<4>, c; */
        std::string rest = trim(decl.substr(4));
        if (rest.empty() || rest[0] != '.')
            unsupported();
        size_t sp = 0;
        while (sp < rest.size() && !isspace((unsigned char)rest[sp]))
            sp++;
        Type ty;
        const std::string tname = rest.substr(1, sp - 1);
        if (tname.find('.') != std::string::npos || !parse_type(tname, ty))
            unsupported();
        for (const std::string &n0 : split_args(rest.substr(sp))) {
            std::string n = trim(n0);
            const size_t lt = n.find('<');
            if (lt != std::string::npos) {
                const int count = atoi(n.c_str() + lt + 1);
                if (count <= 0 || count > 1024 || n.back() != '>')
                    unsupported();
                for (int k = 0; k < count; k++)
                    scopes_.back().push_back(Reg{n.substr(0, lt) + std::to_string(k), 0});
            } else {
                if (n.empty())
                    unsupported();
                scopes_.back().push_back(Reg{n, 0});
            }
        }
    }

    static std::vector<std::string> split_args(const std::string &s)
    {
        std::vector<std::string> out;
        std::string cur;
        int depth = 0;
        for (char c : s) {
            if (c == '[' || c == '{')
                depth++;
            if (c == ']' || c == '}')
                depth--;
            if (c == ',' && depth == 0) {
                out.push_back(trim(cur));
                cur.clear();
            } else {
                cur += c;
            }
        }
        if (!trim(cur).empty() || !out.empty())
            out.push_back(trim(cur));
        return out;
    }

    /* ---- operand values ---- */

    bool special(const std::string &n, uint64_t &v)
    {
        const p34_sim_thread_coords &c = p34_sim_coords;
        auto dim = [&](const std::string &base, uint3 x) -> bool {
            if (n == base + ".x") { v = x.x; return true; }
            if (n == base + ".y") { v = x.y; return true; }
            if (n == base + ".z") { v = x.z; return true; }
            return false;
        };
        const dim3 cd = c.cluster_dim;
        const uint3 cl{c.block_idx.x / cd.x, c.block_idx.y / cd.y, c.block_idx.z / cd.z};
        const uint3 ncl{c.grid_dim.x / cd.x, c.grid_dim.y / cd.y, c.grid_dim.z / cd.z};
        const uint3 cc{c.block_idx.x % cd.x, c.block_idx.y % cd.y, c.block_idx.z % cd.z};
        if (dim("%tid", c.thread_idx) || dim("%ntid", c.block_dim) || dim("%ctaid", c.block_idx) ||
            dim("%nctaid", c.grid_dim) || dim("%clusterid", cl) || dim("%nclusterid", ncl) ||
            dim("%cluster_ctaid", cc) || dim("%cluster_nctaid", cd))
            return true;
        const uint32_t lane = g.cur->lane;
        if (n == "%laneid") v = lane;
        else if (n == "%warpid") v = g.cur->warp;
        else if (n == "%nwarpid") v = (g.block_threads + 31) / 32;
        else if (n == "%cluster_ctarank") v = c.cluster_rank;
        else if (n == "%cluster_nctarank") v = cd.x * cd.y * cd.z;
        else if (n == "%is_explicit_cluster") v = g.cluster_blocks > 1;
        else if (n == "%lanemask_eq") v = 1u << lane;
        else if (n == "%lanemask_lt") v = (1u << lane) - 1;
        else if (n == "%lanemask_le") v = (uint32_t)((2ull << lane) - 1);
        else if (n == "%lanemask_gt") v = ~(uint32_t)((2ull << lane) - 1);
        else if (n == "%lanemask_ge") v = ~((1u << lane) - 1);
        else if (n == "%clock" || n == "%clock64") v = ++g.clock;
        else if (n == "%dynamic_smem_size") v = 0;
        /* Timers and placement (PTX ISA "Special Registers"): %globaltimer
         * counts nanoseconds; an SM id in [0, %nsmid) per resident block
         * (132 SMs, an H100 SXM). */
        else if (n == "%globaltimer") v = (uint64_t)(now_seconds() * 1e9);
        else if (n == "%globaltimer_lo") v = (uint32_t)(uint64_t)(now_seconds() * 1e9);
        else if (n == "%globaltimer_hi") v = (uint32_t)((uint64_t)(now_seconds() * 1e9) >> 32);
        else if (n == "%smid") v = g.cur->block % 132u;
        else if (n == "%nsmid") v = 132;
        else if (n == "%gridid") v = 1;
        else return false;
        return true;
    }

    uint64_t imm(const std::string &s, bool &ok)
    {
        ok = false;
        if (s.empty())
            return 0;
        const char *p = s.c_str();
        bool neg = false;
        if (*p == '-') {
            neg = true;
            p++;
        }
        if (!isdigit((unsigned char)*p))
            return 0;
        uint64_t v = 0;
        char *e = nullptr;
        if (p[0] == '0' && (p[1] == 'f' || p[1] == 'F') && strlen(p) == 10) {
            v = strtoull(p + 2, &e, 16);
        } else if (p[0] == '0' && (p[1] == 'd' || p[1] == 'D') && strlen(p) == 18) {
            v = strtoull(p + 2, &e, 16);
        } else if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
            v = strtoull(p + 2, &e, 16);
        } else if (strchr(p, '.')) {
            fail(P34_EXIT_CANNOT_RUN, "a decimal floating-point literal `" + s + "` (PTX writes 0fXXXXXXXX)");
        } else {
            v = strtoull(p, &e, 10);
        }
        if (e && (*e == 'U' || *e == 'u'))
            e++;
        if (!e || *e)
            return 0;
        ok = true;
        return neg ? (uint64_t)(-(int64_t)v) : v;
    }

    /* The value of a source operand, masked to `bits` (not sign-extended). */
    uint64_t get(const std::string &a0, int bits)
    {
        const std::string a = trim(a0);
        if (a.empty())
            unsupported();
        if (a[0] == '!') {
            return get(a.substr(1), 1) ? 0 : 1;
        }
        if (a[0] == '$') {
            const unsigned k = (unsigned)atoi(a.c_str() + 1);
            return mask_bits(opval_[k], bits);
        }
        if (Reg *r = find_reg(a))
            return mask_bits(r->v, bits);
        uint64_t v;
        if (a[0] == '%') {
            if (special(a, v))
                return mask_bits(v, bits);
            fail(P34_EXIT_CANNOT_RUN, "`" + a + "` is neither a declared register nor a special register the simulator knows");
        }
        bool ok;
        v = imm(a, ok);
        if (ok)
            return mask_bits(v, bits);
        fail(P34_EXIT_CANNOT_RUN, "operand `" + a + "` is not a register, an asm operand or a number");
    }

    void set(const std::string &a0, uint64_t v, int bits)
    {
        const std::string a = trim(a0);
        if (a == "_")
            return;
        if (!a.empty() && a[0] == '$') {
            const unsigned k = (unsigned)atoi(a.c_str() + 1);
            if (k >= nout_)
                fail(P34_EXIT_CANNOT_RUN, "the template writes %" + std::to_string(k) + ", which is an input operand");
            opval_[k] = mask_bits(v, bits);
            return;
        }
        if (Reg *r = find_reg(a)) {
            r->v = mask_bits(v, bits);
            return;
        }
        fail(P34_EXIT_CANNOT_RUN, "destination `" + a + "` is not a declared register or an output operand");
    }

    /* [reg], [reg+imm], [imm] */
    uint64_t address(const std::string &a0)
    {
        const std::string a = trim(a0);
        if (a.size() < 3 || a.front() != '[' || a.back() != ']')
            fail(P34_EXIT_CANNOT_RUN, "`" + a + "` is not an address operand [reg] or [reg+offset]");
        std::string in = trim(a.substr(1, a.size() - 2));
        size_t plus = in.find_first_of("+-", 1);
        if (plus == std::string::npos)
            return get(in, 64);
        const std::string base = trim(in.substr(0, plus));
        std::string off = trim(in.substr(plus + 1));
        bool ok;
        uint64_t o = imm(off, ok);
        if (!ok)
            fail(P34_EXIT_CANNOT_RUN, "address offset `" + off + "` is not a number");
        return in[plus] == '+' ? get(base, 64) + o : get(base, 64) - o;
    }

    static double as_f(uint64_t v, int bits)
    {
        if (bits == 32) {
            float f;
            uint32_t b = (uint32_t)v;
            memcpy(&f, &b, 4);
            return f;
        }
        double d;
        memcpy(&d, &v, 8);
        return d;
    }
    static uint64_t from_f(double d, int bits)
    {
        if (bits == 32) {
            float f = (float)d;
            uint32_t b;
            memcpy(&b, &f, 4);
            return b;
        }
        uint64_t v;
        memcpy(&v, &d, 8);
        return v;
    }

    /* ---- memory ---- */

    enum class Space { Generic, Global, SharedCta, SharedCluster };
    enum class Scope { None, Cta, Gpu };

    [[noreturn]] void fault(const std::string &why) { fail(P34_EXIT_FAULT, why); }

    unsigned char *shared_host(uint64_t a, bool cluster)
    {
        if (a - kCtaWindow < g.shared_len)
            return reinterpret_cast<unsigned char *>(g.shared_lo + (a - kCtaWindow));
        if (cluster && a - kClusterWindow < kRankStride * 16) {
            const uint64_t rank = (a - kClusterWindow) / kRankStride, off = (a - kClusterWindow) % kRankStride;
            if (rank >= g.cluster_blocks)
                fault("shared::cluster address " + hex(a) + " names block rank " + std::to_string(rank) +
                      ", outside the cluster of " + std::to_string(g.cluster_blocks) + " blocks");
            if (off >= g.shared_len)
                fault("shared::cluster address " + hex(a) + " is past the shared memory of block rank " +
                      std::to_string(rank));
            return ptx_shared_in_block(reinterpret_cast<void *>(g.shared_lo + off), (uint32_t)rank);
        }
        fault("address " + hex(a) + " is not in the " + (cluster ? "shared::cluster" : "shared::cta") +
              " window (a generic pointer where a shared address is expected? convert it with "
              "cvta.to.shared or __cvta_generic_to_shared)");
    }

    static std::string hex(uint64_t v)
    {
        char b[32];
        snprintf(b, sizeof b, "0x%llx", (unsigned long long)v);
        return b;
    }

    unsigned char *resolve(uint64_t a, Space sp, unsigned size)
    {
        unsigned char *p;
        if (sp == Space::SharedCta || sp == Space::SharedCluster) {
            p = shared_host(a, sp == Space::SharedCluster);
        } else {
            p = reinterpret_cast<unsigned char *>(a);
            const uintptr_t u = (uintptr_t)a;
            const uintptr_t frame = reinterpret_cast<uintptr_t>(__builtin_frame_address(0));
            const bool known = u - g.shared_lo < g.shared_len || u - g.save_lo < g.save_len ||
                               u - g.arena_lo < g.arena_len || u - g.heap_lo < g.heap_len ||
                               (u >= reinterpret_cast<uintptr_t>(etext) && u < reinterpret_cast<uintptr_t>(end)) ||
                               (u + kStackMargin >= g.stack_limit && u < frame + (1u << 20));
            if (!known)
                fault("illegal memory access: address " + hex(a) + " is in no buffer, shared memory or stack");
            if (sp == Space::Global && (u - g.shared_lo < g.shared_len || u - g.save_lo < g.save_len))
                fault("a .global access to shared memory (address " + hex(a) + ")");
        }
        if (a % size)
            fault("misaligned " + std::to_string(size) + "-byte access at " + hex(a));
        return p;
    }

    /* One checked access, as the compiler's hooks do for plain code. */
    void check(void *p, unsigned size, bool write, bool atomic, bool vol, Scope scope, bool cas = false,
               bool pure_store = false, bool cta_norace = false)
    {
        g.atomic_cta = atomic && scope == Scope::Cta;
        g.atomic_thread = false;
        g.atomic_cta_norace = cta_norace;
        g.atomic_cas = cas;
        g.atomic_store = pure_store;
        g.access_volatile = vol;
        check_access(p, size, write, atomic, pc_);
        g.atomic_cta = g.atomic_thread = false;
        g.atomic_cta_norace = false;
        g.atomic_cas = false;
        g.atomic_store = false;
        g.access_volatile = false;
    }
    void count_step()
    {
        if (++g.cur->steps >= kPreemptSteps)
            preempt(pc_);
    }

    static Scope scope_of(const std::string &m)
    {
        if (m == "cta")
            return Scope::Cta;
        if (m == "cluster")
            return g.cluster_blocks > 1 ? Scope::Gpu : Scope::Cta;  /* a launch without clusters: 1-block clusters */
        if (m == "gpu" || m == "sys")
            return Scope::Gpu;
        return Scope::None;
    }

    void fence(Scope s, const char *what = nullptr) { mm_fence(g.cur, s == Scope::Gpu, pc_, what); }
    /* A stable copy of an instruction's name, for reports. */
    static const char *intern(const std::string &s)
    {
        static std::set<std::string> names;
        return names.insert(s).first->c_str();
    }

    /* ---- one statement ---- */

    void statement(const std::string &s)
    {
        std::string body = s;
        if (body[0] == '@') {
            size_t e = 1;
            while (e < body.size() && !isspace((unsigned char)body[e]))
                e++;
            const std::string p = body.substr(1, e - 1);
            const bool take = p[0] == '!' ? get(p.substr(1), 1) == 0 : get(p, 1) != 0;
            if (!take)
                return;
            body = trim(body.substr(e));
        }
        if (body.find(':') != std::string::npos && body.find("::") == std::string::npos &&
            body.find(' ') > body.find(':'))
            unsupported();  /* a label: branches are not supported */
        size_t e = 0;
        while (e < body.size() && !isspace((unsigned char)body[e]))
            e++;
        const std::string opcode = body.substr(0, e);
        const std::vector<std::string> args = split_args(body.substr(e));
        if (opcode == ".reg") {
            declare(body);
            return;
        }
        std::vector<std::string> m = split_dots(opcode);
        const std::string op = m[0];
        m.erase(m.begin());
        auto nargs = [&](size_t n) {
            if (args.size() != n)
                unsupported();
        };
        /* The last modifier is the type, where there is one. */
        Type ty;
        const bool typed = !m.empty() && parse_type(m.back(), ty);

        if (op == "mov") {
            nargs(2);
            if (!typed || m.size() != 1)
                unsupported();
            set(args[0], get(args[1], ty.bits), ty.bits);
        } else if (op == "barrier" && !m.empty() && m[0] == "cluster") {
            if (args.size() != 0 || m.size() < 2)
                unsupported();
            const std::string what = m[1];
            bool relaxed = false, aligned = false;
            for (size_t i = 2; i < m.size(); i++) {
                if (m[i] == "aligned") {
                    aligned = true;
                    continue;
                }
                if (what == "arrive" && (m[i] == "release" || m[i] == "relaxed"))
                    relaxed = m[i] == "relaxed";
                else if (what == "wait" && m[i] == "acquire")
                    ;
                else
                    unsupported();
            }
            if (what == "arrive")
                ptx_cluster_arrive(relaxed, aligned, pc_);
            else if (what == "wait")
                ptx_cluster_wait(pc_);
            else
                unsupported();
        } else if ((op == "bar" || op == "barrier") && !m.empty() && m[0] == "warp") {
            if (m.size() != 2 || m[1] != "sync")
                unsupported();
            nargs(1);
            ptx_warp(WarpOp::Sync, (uint32_t)get(args[0], 32), 0, 0, 0, 32, pc_);
        } else if ((op == "bar" || op == "barrier") && !m.empty() &&
                   (m[0] == "sync" || m[0] == "arrive" ||
                    (m[0] == "cta" && m.size() >= 2 && (m[1] == "sync" || m[1] == "arrive")))) {
            /* bar{.cta}.sync/.arrive a{, b} (always .aligned) and
             * barrier{.cta}.sync/.arrive{.aligned} a{, b} (PTX ISA "bar,
             * barrier"): barrier a of the block, b threads (all without b).
             * Barrier 0 with every thread is __syncthreads(). */
            const size_t first = m[0] == "cta" ? 2 : 1;
            const bool wait = m[first - 1] == "sync";
            bool aligned = op == "bar";
            for (size_t i = first; i < m.size(); i++) {
                if (m[i] != "aligned")
                    unsupported();
                aligned = true;
            }
            if (args.size() < 1 || args.size() > 2)
                unsupported();
            const uint32_t id = (uint32_t)get(args[0], 32);
            const uint32_t count = args.size() == 2 ? (uint32_t)get(args[1], 32) : 0;
            if (wait && id == 0 && (count == 0 || count == g.block_threads)) {
                ptx_block_barrier(pc_);
            } else {
                const std::string text = std::string(op) + "." + (wait ? "sync" : "arrive") + " " +
                                         std::to_string(id) + (args.size() == 2 ? ", " + std::to_string(count) : "");
                static std::deque<std::string> names;  /* wait_what must outlive the wait */
                size_t k = 0;
                while (k < names.size() && names[k] != text)
                    k++;
                if (k == names.size())
                    names.push_back(text);
                const std::string why = named_barrier(id, count, wait, aligned, names[k].c_str(), pc_);
                if (!why.empty())
                    fault(why);
            }
        } else if (op == "fence" && !m.empty() && m[0] == "mbarrier_init") {
            /* fence.mbarrier_init.release.cluster: makes this thread's
             * mbarrier.init visible to the cluster (a release at cluster scope) */
            if (m.size() != 3 || m[1] != "release" || m[2] != "cluster" || !args.empty())
                unsupported();
            fence(scope_of("cluster"));
        } else if (op == "fence" && !m.empty() && m[0] == "proxy") {
            if (m.size() < 2 || m.size() > 3 || m[1] != "async" || !args.empty() ||
                (m.size() == 3 && m[2] != "shared::cta" && m[2] != "shared::cluster" && m[2] != "global" &&
                 m[2] != "shared"))
                unsupported();  /* fence.proxy.alias, .tensormap, ... */
            proxy_fence_note(g.cur);
        } else if (op == "fence") {
            /* fence{.sem}.scope (PTX ISA "membar/fence"): .sc and .acq_rel are
             * full fences; .acquire and .release (PTX ISA 8.6, sm_90) are the
             * light-weight halves: fence.acquire only ends an acquire pattern
             * (it releases nothing), fence.release only starts a release
             * pattern (it acquires nothing). No .sem is .acq_rel. */
            const std::string sem = m.size() == 2 ? m[0] : "acq_rel";
            const std::string sc = m.empty() ? "" : m.back();
            if (m.empty() || m.size() > 2 ||
                (sem != "sc" && sem != "acq_rel" && sem != "acquire" && sem != "release") ||
                scope_of(sc) == Scope::None || !args.empty())
                unsupported();  /* fence.proxy.*, fence.*.sync_restrict::*, ... */
            const char *what = intern("fence." + (m.size() == 2 ? sem + "." : std::string()) + sc);
            if (sem == "acquire")
                mm_fence_acquire(g.cur, pc_, scope_of(sc) == Scope::Gpu);
            else if (sem == "release")
                mm_fence_release(g.cur, scope_of(sc) == Scope::Gpu, pc_, what);
            else
                fence(scope_of(sc), what);
        } else if (op == "mbarrier") {
            mbarrier(m, args);
        } else if (op == "membar") {
            if (m.size() != 1 || !args.empty())
                unsupported();
            if (m[0] == "cta")
                fence(Scope::Cta);
            else if (m[0] == "gl" || m[0] == "sys")
                fence(Scope::Gpu);
            else
                unsupported();
        } else if (op == "mapa") {
            nargs(3);
            if (!typed || ty.bits < 32 || ty.is_float || ty.is_signed ||
                !(m.size() == 1 || (m.size() == 2 && m[0] == "shared::cluster")))
                unsupported();
            const uint64_t a = get(args[1], ty.bits);
            const uint64_t rank = get(args[2], 32);
            if (rank >= g.cluster_blocks)
                fault("mapa to block rank " + std::to_string(rank) + ", outside the cluster of " +
                      std::to_string(g.cluster_blocks) + " blocks");
            if (m.size() == 2) {
                shared_host(a, true);  /* checks it */
                const uint64_t off = a - kCtaWindow < g.shared_len ? a - kCtaWindow : (a - kClusterWindow) % kRankStride;
                set(args[0], kClusterWindow + rank * kRankStride + off, ty.bits);
            } else {
                unsigned char *p = ptx_shared_in_block(reinterpret_cast<void *>(a), (uint32_t)rank);
                if (!p)
                    fault("mapa on a generic address " + hex(a) + " that is not shared memory");
                set(args[0], reinterpret_cast<uintptr_t>(p), ty.bits);
            }
        } else if (op == "getctarank") {
            nargs(2);
            if (!typed || ty.bits < 32 || ty.is_float || !(m.size() == 1 || (m.size() == 2 && m[0] == "shared::cluster")))
                unsupported();
            const uint64_t a = get(args[1], ty.bits);  /* .type is the address's; d is 32 bits */
            uint64_t r;
            if (m.size() == 2)
                r = a - kCtaWindow < g.shared_len ? p34_sim_coords.cluster_rank
                    : (shared_host(a, true), (a - kClusterWindow) / kRankStride);
            else {
                if (!ptx_shared_in_block(reinterpret_cast<void *>(a), 0))
                    fault("getctarank on a generic address " + hex(a) + " that is not shared memory");
                r = p34_sim_query_shared_rank(reinterpret_cast<void *>(a));
                if (g.cluster_blocks > 1 && r == g.cur->block)
                    r = p34_sim_coords.cluster_rank;
            }
            set(args[0], r, 32);
        } else if (op == "cvta") {
            nargs(2);
            if (!typed || ty.bits < 32 || ty.is_float || ty.is_signed)
                unsupported();
            const bool to = !m.empty() && m[0] == "to";
            const std::string space = m.size() >= 2 ? m[to ? 1 : 0] : "";
            if (m.size() != (to ? 3u : 2u))
                unsupported();
            /* cvta.to.*: the source is a generic (64-bit) address */
            const uint64_t a = get(args[1], to ? 64 : ty.bits);
            if (space == "global") {
                set(args[0], a, ty.bits);
            } else if (space == "shared" || space == "shared::cta" || space == "shared::cluster") {
                if (to)
                    set(args[0], generic_to_shared(a, space == "shared::cluster"), ty.bits);
                else
                    set(args[0], reinterpret_cast<uintptr_t>(shared_host(a, space == "shared::cluster")), ty.bits);
            } else {
                unsupported();
            }
        } else if ((op == "ld" || op == "st") && !(m.size() && m[0] == "async")) {
            memory_op(op == "st", m, args);
        } else if ((op == "atom" || op == "red") && !(m.size() && m[0] == "async")) {
            atomic_op(op == "red", m, args);
        } else if (op == "elect") {
            nargs(2);
            if (m.size() != 1 || m[0] != "sync")
                unsupported();
            const size_t bar = args[0].find('|');
            if (bar == std::string::npos)
                unsupported();
            const uint64_t r = ptx_warp(WarpOp::Elect, (uint32_t)get(args[1], 32), 0, 0, 0, 32, pc_);
            g.cur->elected = (r & 1) != 0;
            set(args[0].substr(0, bar), r >> 32, 32);
            set(args[0].substr(bar + 1), r & 1, 1);
        } else if (op == "activemask") {
            nargs(1);
            if (m.size() != 1 || m[0] != "b32")
                unsupported();
            set(args[0], ptx_activemask(pc_), 32);
        } else if (op == "vote") {
            nargs(3);
            if (m.size() != 3 || m[0] != "sync")
                unsupported();
            const uint32_t mask = (uint32_t)get(args[2], 32);
            const int kind = m[1] == "any" ? 1 : m[1] == "all" ? 2 : m[1] == "uni" ? 3 : 0;  /* as __any_sync... */
            const uint64_t ballot = ptx_warp(WarpOp::Ballot, mask, get(args[1], 1), kind, 0, 32, pc_);
            const uint32_t members = g.cur->warp_mask;
            if (m[1] == "ballot" && m[2] == "b32")
                set(args[0], ballot, 32);
            else if (m[1] == "any" && m[2] == "pred")
                set(args[0], ballot != 0, 1);
            else if (m[1] == "all" && m[2] == "pred")
                set(args[0], (ballot & members) == members, 1);
            else if (m[1] == "uni" && m[2] == "pred")
                set(args[0], (ballot & members) == members || (ballot & members) == 0, 1);
            else
                unsupported();
        } else if (op == "shfl") {
            shfl(m, args);
        } else if (op == "redux") {
            nargs(3);
            if (m.size() != 3 || m[0] != "sync" || !typed || ty.bits != 32)
                unsupported();
            const std::string how = m[1];
            const uint32_t mask = (uint32_t)get(args[2], 32);
            const uint64_t mine = get(args[1], 32);
            uint64_t acc = 0;
            bool first = true;
            if (!((how == "add" || how == "min" || how == "max") && !ty.is_float) &&
                !((how == "and" || how == "or" || how == "xor") && m[2] == "b32"))
                unsupported();
            for (int lane = 0; lane < 32; lane++) {
                if (!(mask & (1u << lane)))
                    continue;
                const uint64_t v = mask_bits(ptx_warp(WarpOp::Shfl, mask, mine, 0, lane, 32, pc_), 32);
                const int64_t sv = sext(v, 32), sa = sext(acc, 32);
                if (first) acc = v;
                else if (how == "add") acc = acc + v;
                else if (how == "min") acc = ty.is_signed ? (uint64_t)(sv < sa ? sv : sa) : (v < acc ? v : acc);
                else if (how == "max") acc = ty.is_signed ? (uint64_t)(sv > sa ? sv : sa) : (v > acc ? v : acc);
                else if (how == "and") acc &= v;
                else if (how == "or") acc |= v;
                else acc ^= v;
                first = false;
            }
            set(args[0], acc, 32);
        } else if (op == "setp") {
            setp(m, args);
        } else if (op == "selp") {
            nargs(4);
            if (!typed || m.size() != 1)
                unsupported();
            set(args[0], get(args[3], 1) ? get(args[1], ty.bits) : get(args[2], ty.bits), ty.bits);
        } else if (op == "cvt") {
            cvt(m, args);
        } else if (op == "bra") {
            /* bra{.uni} LABEL (PTX ISA "bra"): the template's run loop jumps */
            nargs(1);
            if (!(m.empty() || (m.size() == 1 && m[0] == "uni")) || !is_label_name(trim(args[0])))
                unsupported();
            jump_ = trim(args[0]);
        } else if (op == "cp" && m.size() >= 2 && m[0] == "async" && m[1] == "bulk") {
            bulk_copy(m, args);
        } else if (op == "st" && !m.empty() && m[0] == "async") {
            st_async(m, args);
        } else if (op == "red" && !m.empty() && m[0] == "async") {
            red_async(m, args);
        } else if (op == "nanosleep") {
            preempt(pc_);
        } else if (op == "griddepcontrol" && m.size() == 1 && (m[0] == "wait" || m[0] == "launch_dependents")) {
            /* Programmatic dependent launch: p34 launches every kernel
             * without the programmatic-serialization attribute, so there is
             * no prerequisite grid to wait for (wait returns at once) and no
             * dependent grid to release (launch_dependents does nothing). */
        } else if (op == "setmaxnreg") {
            /* setmaxnreg.{inc,dec}.sync.aligned.u32 N (PTX ISA "setmaxnreg",
             * sm_90a; warp-specialised kernels: the producer warpgroup gives
             * registers to the consumers): a per-warp register budget of N, a
             * multiple of 8 in [24, 256]. It moves registers only and orders
             * no memory, so here it does nothing once its form is checked. */
            nargs(1);
            if (m.size() != 4 || (m[0] != "inc" && m[0] != "dec") || m[1] != "sync" || m[2] != "aligned" ||
                m[3] != "u32")
                unsupported();
            const uint64_t n = get(args[0], 32);
            if (n < 24 || n > 256 || n % 8)
                fail(P34_EXIT_CANNOT_RUN, "setmaxnreg with " + std::to_string(n) +
                                              " registers (PTX ISA: a multiple of 8 in 24..256)");
        } else if (op == "exit") {
            /* PTX exit: the thread ends here, as if its kernel function had
             * returned (barriers waiting only on it are released, PTX exit);
             * p34_sim_asm_exec ends the fiber once this frame is gone. */
            throw ThreadExit{};
        } else if (op == "trap") {
            fail(P34_EXIT_FAULT, "trap (PTX) executed");
        } else if (op == "brkpt") {
            /* PTX brkpt "suspends execution" for a debugger; with none
             * attached the kernel stops, as __brkpt() does (device_api.h). */
            fail(P34_EXIT_FAULT, "brkpt (PTX) executed: a breakpoint with no debugger attached stops the kernel");
        } else {
            arith(op, m, ty, typed, args);
        }
    }

    uint64_t generic_to_shared(uint64_t a, bool cluster)
    {
        const uintptr_t u = (uintptr_t)a;
        if (u - g.shared_lo < g.shared_len)
            return kCtaWindow + (u - g.shared_lo);
        if (cluster && u - g.save_lo < g.save_len && (u - g.save_lo) % g.save_stride < g.shared_len) {
            const uint64_t slot = (u - g.save_lo) / g.save_stride, off = (u - g.save_lo) % g.save_stride;
            if (slot == g.cur->block)
                return kCtaWindow + off;
            return kClusterWindow + slot * kRankStride + off;
        }
        fault("cvta.to.shared of " + hex(a) + ", which is not " +
              (cluster ? "shared memory of the cluster" : "this block's shared memory"));
    }

    Space space_of(const std::vector<std::string> &m, size_t &used)
    {
        Space sp = Space::Generic;
        for (const std::string &k : m) {
            if (k == "shared" || k == "shared::cta") { sp = Space::SharedCta; used++; }
            else if (k == "shared::cluster") { sp = Space::SharedCluster; used++; }
            else if (k == "global") { sp = Space::Global; used++; }
        }
        return sp;
    }

    void memory_op(bool store, const std::vector<std::string> &m, const std::vector<std::string> &args)
    {
        if (args.size() != 2 || m.empty())
            unsupported();
        Type ty;
        if (!parse_type(m.back(), ty) || ty.pred)
            unsupported();
        size_t used = 1;
        const Space sp = space_of(m, used);
        std::string sem = "weak";
        Scope scope = Scope::None;
        bool vol = false;
        unsigned vec = 1;  /* .v2/.v4: a vector of registers in braces (PTX ld, st) */
        for (size_t i = 0; i + 1 < m.size(); i++) {
            const std::string &k = m[i];
            if (k == "shared" || k == "shared::cta" || k == "shared::cluster" || k == "global")
                continue;
            if ((k == "v2" || k == "v4") && vec == 1) {
                vec = k == "v2" ? 2 : 4;
                continue;
            }
            if (k == "weak" || k == "relaxed" || (k == "acquire" && !store) || (k == "release" && store))
                sem = k;
            else if (k == "volatile")
                vol = true;
            else if (scope_of(k) != Scope::None)
                scope = scope_of(k);
            else if (k == "ca" || k == "cg" || k == "cs" || k == "lu" || k == "cv" || k == "wb" || k == "wt" ||
                     k == "nc" || k.rfind("L1::", 0) == 0 || k.rfind("L2::", 0) == 0)
                ;  /* cache hints: no ordering (PTX ISA, "Cache Operators") */
            else
                unsupported();
        }
        if ((sem == "relaxed" || sem == "acquire" || sem == "release") != (scope != Scope::None))
            unsupported();  /* PTX: .relaxed/.acquire/.release need a scope, and only they take one */
        const unsigned size = (unsigned)ty.bits / 8;
        const std::string &addr = store ? args[0] : args[1];
        std::vector<std::string> regs{store ? args[1] : args[0]};
        if (vec > 1) {
            const std::string r = trim(regs[0]);
            if (r.size() < 2 || r.front() != '{' || r.back() != '}' || sem != "weak")
                unsupported();  /* PTX: vector ld/st are weak (or volatile) */
            regs = split_args(r.substr(1, r.size() - 2));
            if (regs.size() != vec)
                unsupported();
        }
        unsigned char *p = resolve(address(addr), sp, size * vec);
        const bool strong = sem != "weak";
        if (sem == "release")
            fence(scope);
        check(p, size * vec, store, strong, vol, scope, false, store);
        for (unsigned k = 0; k < vec; k++) {
            if (store) {
                const uint64_t v = get(regs[k], ty.bits);
                memcpy(p + k * size, &v, size);
            } else {
                uint64_t v = 0;
                memcpy(&v, p + k * size, size);
                if (ty.is_signed)
                    v = (uint64_t)sext(v, ty.bits);
                set(regs[k], v, ty.bits);
            }
        }
        if (sem == "acquire")
            mm_acquire_pending(g.cur);
        if (sem == "relaxed" && !store)
            /* An explicit ld.relaxed acquires nothing by itself (PTX ISA,
             * Memory Consistency Model: an acquire pattern is a strong read
             * followed by fence.acquire/acq_rel/sc); what it saw released is
             * acquired at the thread's next fence, acquire or barrier, not at
             * its next access as for a CUDA atomic (check_access). */
            mm_defer_acquire(g.cur, pc_);
        count_step();
    }

    void atomic_op(bool red, const std::vector<std::string> &m, const std::vector<std::string> &args)
    {
        Type ty;
        if (m.empty() || !parse_type(m.back(), ty) || ty.pred || ty.bits < 32)
            unsupported();
        size_t used = 1;
        const Space sp = space_of(m, used);
        std::string sem = "relaxed", how;
        Scope scope = Scope::Gpu;  /* PTX: .gpu when no scope is given */
        for (size_t i = 0; i + 1 < m.size(); i++) {
            const std::string &k = m[i];
            if (k == "shared" || k == "shared::cta" || k == "shared::cluster" || k == "global")
                continue;
            if (k == "relaxed" || k == "acquire" || k == "release" || k == "acq_rel")
                sem = k;
            else if (scope_of(k) != Scope::None)
                scope = scope_of(k);
            else if (how.empty() && (k == "add" || k == "exch" || k == "cas" || k == "min" || k == "max" ||
                                     k == "inc" || k == "dec" || k == "and" || k == "or" || k == "xor"))
                how = k;
            else
                unsupported();
        }
        if (how.empty() || (red && (how == "exch" || how == "cas")) || (red && sem == "acquire") ||
            (red && sem == "acq_rel"))
            unsupported();
        if (ty.is_float && how != "add" && how != "exch")
            unsupported();
        const size_t want = red ? 2 : how == "cas" ? 4 : 3;
        if (args.size() != want)
            unsupported();
        const unsigned size = (unsigned)ty.bits / 8;
        unsigned char *p = resolve(address(args[red ? 0 : 1]), sp, size);
        const uint64_t b = get(args[red ? 1 : 2], ty.bits);
        const uint64_t c = how == "cas" ? get(args[3], ty.bits) : 0;
        if (sem == "release" || sem == "acq_rel")
            fence(scope);
        check(p, size, true, true, false, scope, how == "cas", how == "exch");
        uint64_t old = 0;
        memcpy(&old, p, size);
        old = mask_bits(old, ty.bits);
        uint64_t nv = old;
        const int64_t so = sext(old, ty.bits), sb = sext(b, ty.bits);
        const uint64_t lim = mask_bits(~0ull, ty.bits);
        if (how == "add") nv = ty.is_float ? from_f(as_f(old, ty.bits) + as_f(b, ty.bits), ty.bits) : old + b;
        else if (how == "exch") nv = b;
        else if (how == "cas") nv = old == b ? c : old;
        else if (how == "min") nv = ty.is_signed ? (so < sb ? old : b) : (old < b ? old : b);
        else if (how == "max") nv = ty.is_signed ? (so > sb ? old : b) : (old > b ? old : b);
        else if (how == "inc") nv = old >= b ? 0 : old + 1;
        else if (how == "dec") nv = (old == 0 || old > b) ? b : old - 1;
        else if (how == "and") nv = old & b;
        else if (how == "or") nv = old | b;
        else if (how == "xor") nv = old ^ b;
        nv &= lim;
        memcpy(p, &nv, size);
        if (!red)
            set(args[0], ty.is_signed ? (uint64_t)so : old, ty.bits);
        if (sem == "acquire" || sem == "acq_rel")
            mm_acquire_pending(g.cur);
        count_step();
    }

    /* mbarrier (PTX ISA, "Parallel Synchronization and Communication
     * Instructions: mbarrier"): an opaque 8-byte object in shared memory.
     * Here its first word is the count of arrivals the current phase still
     * needs, the second the expected count (low 21 bits) and the number of
     * completed phases (high 11 bits); the state an arrive returns is the
     * phase it arrived in. Every access is a checked one, so an init that
     * races with a use, a read of data an arrival released without waiting
     * for the phase, and a wait that never completes (a hang) are found as
     * for any atomic. init is a plain 8-byte store; arrive (default
     * .release.cta) releases at its scope and counts down; the arrival that
     * completes the phase hands every arrival's release on with the phase
     * word (it acquires nothing itself: arrive is release only);
     * test_wait/try_wait (default .acquire.cta) read the phase word and, once
     * the phase completed, acquire at their scope; a wait that fails yields
     * to the other threads. try_wait's time limit is not modelled (it returns
     * at once). Not modelled, refused when run: expect_tx/complete_tx (the
     * transaction count of bulk copies), .noComplete, pending_count, inval. */
    static constexpr uint32_t kMbarExpectedMask = (1u << 21) - 1u;

    unsigned char *mbarrier_object(const std::string &a, Space sp)
    {
        unsigned char *p = resolve(address(a), sp, 8);
        if (sp == Space::Generic && !(reinterpret_cast<uintptr_t>(p) - g.shared_lo < g.shared_len ||
                                      reinterpret_cast<uintptr_t>(p) - g.save_lo < g.save_len))
            fault("an mbarrier at an address that is not shared memory");
        return p;
    }

    /* The block (slot) and offset of a host address in shared memory: the
     * same mbarrier moves between the live section and its block's save
     * area, so side state is kept by (slot, offset). */
    static bool shared_slot(const unsigned char *p, uint32_t &slot, uintptr_t &off)
    {
        const uintptr_t u = reinterpret_cast<uintptr_t>(p);
        if (u - g.shared_lo < g.shared_len) {
            slot = (uint32_t)g.live_block;
            off = u - g.shared_lo;
            return true;
        }
        if (u - g.save_lo < g.save_len) {
            slot = (uint32_t)((u - g.save_lo) / g.save_stride);
            off = (u - g.save_lo) % g.save_stride;
            return true;
        }
        return false;
    }
    static uint64_t mbar_key(const unsigned char *p)
    {
        uint32_t slot;
        uintptr_t off;
        if (!shared_slot(p, slot, off))
            return reinterpret_cast<uintptr_t>(p);
        return ((uint64_t)slot << 32) | off;
    }
    static unsigned char *slot_host(uint32_t slot, uintptr_t off)
    {
        if ((int)slot == g.live_block)
            return reinterpret_cast<unsigned char *>(g.shared_lo + off);
        return g.blocks[slot].save + off;
    }

    /* One update of the mbarrier at p (PTX ISA, mbarrier: arrive-on,
     * expect-tx, complete-tx): `count` arrivals (0 for expect-tx and
     * complete-tx alone) and tx added to its tx-count. The phase completes
     * when the pending arrivals and the tx-count are both zero. The object is
     * checked as a device-scope atomic read-modify-write (see arrive below);
     * `release`: the update first releases at `scope`. Returns the phase it
     * was made in. */
    uint32_t mbar_update(unsigned char *p, uint32_t count, int64_t tx, bool release, Scope scope, const std::string &what)
    {
        Thread *t = g.cur;
        const VClock saved = t->acq_pending;
        if (release)
            fence(scope);
        /* The count itself is updated atomically for every thread
         * whatever the .scope, which names only the threads that observe
         * the arrive's memory synchronizing effect (PTX ISA, mbarrier:
         * .scope); CUTLASS's ClusterBarrier::arrive(cta_id) arrives on a
         * peer's mbarrier with the default .release.cta. So the object is
         * checked as a device-scope atomic (never a "block-scope atomics
         * from different blocks" race), and the release is the fence of
         * the update's own scope above: a .cta release reaches only the
         * updating thread's own block. */
        const Scope count_scope = Scope::Gpu;
        check(p, 4, true, true, false, count_scope);
        uint32_t w[2];
        memcpy(w, p, 8);
        const uint32_t phase = w[1] >> 21;
        if (w[0] < count)
            fault("mbarrier." + what + ": " + std::to_string(count) + " arrival(s) on a phase that needs " +
                  std::to_string(w[0]) + " more (more arrivals than its count; or the mbarrier was never "
                  "initialised)");
        w[0] -= count;
        memcpy(p, &w[0], 4);
        if (release && scope == Scope::Gpu) {
            uint32_t slot;
            uintptr_t off;
            if (shared_slot(p, slot, off) && slot != t->block)
                g_mbar_remote_release.insert(mbar_key(p));
        }
        int64_t &txc = g_mbar_tx[mbar_key(p)];
        txc += tx;
        if (tx > 0)
            g_mbar_expect_pc[mbar_key(p)] = pc_;
        if (txc > (int64_t)kMbarExpectedMask || txc < -(int64_t)kMbarExpectedMask)
            fault("mbarrier." + what + ": the tx-count went to " + std::to_string(txc) +
                  ", outside the range -(2^20-1) .. 2^20-1 (PTX ISA, mbarrier)");
        const VClock released = t->acq_pending;  /* every earlier update's release */
        t->acq_pending = saved;
        if (w[0] == 0 && txc == 0) {
            /* The phase completes: hand on what the updates released. */
            const VClock rel = t->rel_vc, rel_cta = t->rel_cta_vc;
            t->rel_vc = mm_join(t->rel_vc, released);
            t->rel_cta_vc = mm_join(t->rel_cta_vc, released);
            {
                MbarPhaseRel &r = g_mbar_phase_rel[mbar_key(p)][phase % 4u];
                r.phase = phase;
                r.rel = t->rel_vc;
                r.rel_cta = t->rel_cta_vc;
            }
            check(p + 4, 4, true, true, false, count_scope);
            /* A completed phase is the result of every arrival on it: a
             * thread of the barrier's own block that reads the phase word
             * (test_wait/try_wait above: check_shared) has seen the peers'
             * remote arrives on it done, so the block may exit after it with
             * no cluster barrier (PG Distributed Shared Memory asks that
             * accesses complete before the owner exits; textbook r16). Not
             * the arrives of a later phase (review1 m02), nor any for a wait
             * of the wrong parity that returns before a phase completes
             * (m01). */
            uint32_t slot;
            uintptr_t off;
            if (shared_slot(p, slot, off))
                check_mbar_phase_done(slot, off, off + 4);
            memcpy(w, p, 8);
            w[0] = w[1] & kMbarExpectedMask;
            w[1] = (((w[1] >> 21) + 1u) << 21) | (w[1] & kMbarExpectedMask);
            memcpy(p, w, 8);
            t->rel_vc = rel;
            t->rel_cta_vc = rel_cta;
            t->acq_pending = saved;
        }
        return phase;
    }

    /* The bulk copies of this launch that have not landed, each counted on
     * an mbarrier (cp.async.bulk ... mbarrier::complete_tx::bytes). The async
     * proxy makes a copy at some time between its issue and the completion
     * of the phase it completes bytes on; here it lands when a thread of the
     * mbarrier's block finds that phase incomplete in test_wait/try_wait (the
     * latest moment the rules allow), by that thread, with checked accesses
     * named by the issuing line. So a read of the destination that no wait on
     * the mbarrier precedes (no wait, a wait of the wrong parity, a phase
     * completed without the bytes) reads what was there before. */
    void land_bulk(unsigned char *bar)
    {
        const uint64_t key = mbar_key(bar);
        for (size_t i = 0; i < g_bulk.size();) {
            if (g_bulk[i].bar_key != key) {
                i++;
                continue;
            }
            const BulkCopy c = g_bulk[i];
            g_bulk.erase(g_bulk.begin() + (long)i);
            unsigned char *dst = slot_host(c.dst_slot, c.dst_off);
            check_access(dst, c.size, true, false, c.pc);
            memcpy(dst, c.data.data(), c.size);
            unsigned char *b = slot_host((uint32_t)(key >> 32), (uintptr_t)(key & 0xffffffffu));
            mbar_update(b, 0, -(int64_t)c.size, true, Scope::Gpu, "complete_tx (of a cp.async.bulk)");
        }
    }

    /* fence.proxy.async: what the thread knows of now is visible to the
     * async proxy (a bulk copy's reads). */
    static void proxy_fence_note(Thread *t)
    {
        g_proxy_fence[t->tid] = Snapshot{t->vc, t->clk, t->tid};
        t->clk++;  /* its later stores are not covered */
    }

    /* A bulk copy reads [src, src + size) through the async proxy: each
     * word's last generic-proxy store of this launch must be ordered before
     * a fence.proxy.async that is ordered before the copy (PTX ISA, Memory
     * Consistency Model, proxies). */
    void check_proxy_source(const unsigned char *src, uint32_t size)
    {
        const auto it = g_proxy_fence.find(g.cur->tid);
        const Snapshot none{nullptr, 0, g.cur->tid};
        const Snapshot &snap = it == g_proxy_fence.end() ? none : it->second;
        uint32_t wtid = 0;
        const void *wpc = nullptr;
        uintptr_t bad = 0;
        if (check_proxy_visible(src, size, snap.vc, snap.clk, snap.tid, &wtid, &wpc, &bad)) 
            return;
        std::vector<const void *> pcs;
        const std::string at = pc_ref(pcs, pc_, false);
        const std::string store = pc_ref(pcs, wpc, false);
        add_diag_once("proxy fence", reinterpret_cast<uintptr_t>(pc_), P34_EXIT_WRONG,
                      "a bulk copy (cp.async.bulk) by " + thread_name(g.cur->tid) + " at " + at +
                          " reads memory that " + thread_name(wtid) + " stored at " + store +
                          " through the generic proxy, with no fence.proxy.async between that store and the copy"
                          "\n  A bulk copy reads through the async proxy, which may not see a generic-proxy store "
                          "(PTX ISA, Memory Consistency Model: proxies). Put fence.proxy.async.shared::cta "
                          "(shared memory) or fence.proxy.async.global after the store, ordered before the copy "
                          "(by the storing thread, or by the issuing thread after it has acquired the store).",
                      pcs);
        (void)bad;
    }

    /* cp.async.bulk (PTX ISA "cp.async.bulk"): global -> shared::cluster or
     * shared::cta, and shared::cta -> shared::cluster, completing bytes on an
     * mbarrier in the destination's block. With .multicast::cluster (global
     * -> shared::cluster only) the fifth operand is a 16-bit ctaMask: the
     * bytes go to the same CTA-relative offset as dstMem in every block of
     * the mask, and each completes them on the mbarrier at mbar's offset in
     * that block (TMA multicast). */
    /* cp.async.bulk's size and alignment rules (PTX ISA, cp.async.bulk). */
    void bulk_check(uint64_t size, uint64_t da, uint64_t sa)
    {
        if (size == 0 || size % 16)
            fault("cp.async.bulk of " + std::to_string(size) + " bytes: the size must be a non-zero multiple of 16 "
                  "(PTX ISA, cp.async.bulk)");
        if (da % 16 || sa % 16)
            fault(std::string("cp.async.bulk with a ") + (da % 16 ? "destination" : "source") + " address " +
                  hex(da % 16 ? da : sa) + " that is not 16-byte aligned (PTX ISA, cp.async.bulk)");
    }

    void bulk_copy(const std::vector<std::string> &m, const std::vector<std::string> &args)
    {
        if (m.size() < 5 || m[2].empty())
            unsupported();
        const std::string dsp = m[2], ssp = m[3];
        bool mbar = false, multicast = false;
        for (size_t i = 4; i < m.size(); i++) {
            if (m[i] == "mbarrier::complete_tx::bytes")
                mbar = true;
            else if (m[i] == "multicast::cluster" && !multicast)
                multicast = true;
            else
                unsupported();  /* .L2::cache_hint, .bulk_group, ... */
        }
        const bool to_shared = dsp == "shared::cluster" || dsp == "shared::cta";
        if (!mbar || !to_shared || !(ssp == "global" || (ssp == "shared::cta" && dsp == "shared::cluster")) ||
            args.size() != (multicast ? 5u : 4u) || (multicast && (dsp != "shared::cluster" || ssp != "global")))
            unsupported();
        if (multicast) {
            bulk_multicast(args);
            return;
        }
        const uint64_t size = get(args[2], 32);
        const uint64_t da = address(args[0]), sa = address(args[1]);
        bulk_check(size, da, sa);
        unsigned char *dst = resolve(da, dsp == "shared::cta" ? Space::SharedCta : Space::SharedCluster, 16);
        unsigned char *bar = mbarrier_object(args[3], dsp == "shared::cta" ? Space::SharedCta : Space::SharedCluster);
        BulkCopy c{};
        c.size = (uint32_t)size;
        c.pc = pc_;
        uint32_t bslot;
        uintptr_t boff;
        if (!shared_slot(dst, c.dst_slot, c.dst_off) || !shared_slot(bar, bslot, boff))
            fault("cp.async.bulk to an address that is not shared memory");
        if (bslot != c.dst_slot)
            fault("cp.async.bulk: the mbarrier must be in the shared memory of the destination's block (PTX ISA, "
                  "cp.async.bulk)");
        if (c.dst_off + size > g.shared_len)
            fault("cp.async.bulk destination runs past the end of shared memory");
        c.bar_key = ((uint64_t)bslot << 32) | boff;
        /* The source is read now, by this thread (the async proxy reads it
         * at some time after the issue; this is one such time): ordered
         * after what this thread did and acquired, checked like its loads. */
        unsigned char *src;
        if (ssp == "global") {
            src = resolve(sa, Space::Global, 16);
        } else {
            src = resolve(sa, Space::SharedCta, 16);
            uint32_t ss;
            uintptr_t so;
            if (!shared_slot(src, ss, so) || so + size > g.shared_len)
                fault("cp.async.bulk source is not this block's shared memory");
        }
        check_proxy_source(src, c.size);
        check_access(src, c.size, false, false, pc_);
        c.data.assign(src, src + size);
        g_bulk.push_back(std::move(c));
        count_step();
    }

    /* cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster
     * [dstMem], [srcMem], size, [mbar], ctaMask: one copy per block of the
     * mask, each a bulk copy of bulk_copy's kind into that block. */
    void bulk_multicast(const std::vector<std::string> &args)
    {
        const uint64_t size = get(args[2], 32);
        const uint64_t da = address(args[0]), sa = address(args[1]);
        const uint32_t mask = (uint32_t)get(args[4], 16);
        bulk_check(size, da, sa);
        unsigned char *dst = resolve(da, Space::SharedCluster, 16);
        unsigned char *bar = mbarrier_object(args[3], Space::SharedCluster);
        uint32_t dslot, bslot;
        uintptr_t doff, boff;
        if (!shared_slot(dst, dslot, doff) || !shared_slot(bar, bslot, boff))
            fault("cp.async.bulk to an address that is not shared memory");
        if (doff + size > g.shared_len)
            fault("cp.async.bulk destination runs past the end of shared memory");
        if (mask >> g.cluster_blocks)
            fault("cp.async.bulk.multicast::cluster with ctaMask " + hex(mask) + ", which names a block rank outside "
                  "the cluster of " + std::to_string(g.cluster_blocks) + " blocks (PTX ISA, cp.async.bulk)");
        unsigned char *src = resolve(sa, Space::Global, 16);
        check_proxy_source(src, (uint32_t)size);
        check_access(src, (uint32_t)size, false, false, pc_);
        for (uint32_t r = 0; r < g.cluster_blocks; r++) {
            if (!(mask & (1u << r)))
                continue;
            BulkCopy c{};
            c.size = (uint32_t)size;
            c.pc = pc_;
            unsigned char *d = shared_host(kClusterWindow + r * kRankStride + doff, true);
            unsigned char *b = shared_host(kClusterWindow + r * kRankStride + boff, true);
            uint32_t bs;
            uintptr_t bo;
            if (!shared_slot(d, c.dst_slot, c.dst_off) || !shared_slot(b, bs, bo))
                fault("cp.async.bulk to an address that is not shared memory");
            c.bar_key = ((uint64_t)bs << 32) | bo;
            c.data.assign(src, src + size);
            g_bulk.push_back(std::move(c));
        }
        count_step();
    }

    /* st.async{.weak}{.shared::cluster}.mbarrier::complete_tx::bytes{.v2|.v4}.type
     * [a], b, [mbar] (PTX ISA "st.async"): a weak store into a block of the
     * cluster whose complete-tx on that block's mbarrier releases at cluster
     * scope. Made now by this thread (a peer that reads it without the wait
     * races with it), then the bytes complete. */
    void st_async(const std::vector<std::string> &m, const std::vector<std::string> &args)
    {
        Type ty;
        if (m.size() < 3 || !parse_type(m.back(), ty) || ty.pred || ty.bits < 32 || args.size() != 3)
            unsupported();
        bool mbar = false;
        unsigned vec = 1;
        Space sp = Space::Generic;
        for (size_t i = 1; i + 1 < m.size(); i++) {
            if (m[i] == "weak")
                ;
            else if (m[i] == "shared::cluster")
                sp = Space::SharedCluster;
            else if (m[i] == "mbarrier::complete_tx::bytes")
                mbar = true;
            else if ((m[i] == "v2" || m[i] == "v4") && vec == 1)
                vec = m[i] == "v2" ? 2 : 4;
            else
                unsupported();
        }
        if (!mbar || (vec == 4 && ty.bits == 64))
            unsupported();
        const unsigned size = (unsigned)ty.bits / 8;
        std::vector<std::string> regs{args[1]};
        if (vec > 1) {
            const std::string r = trim(args[1]);
            if (r.size() < 2 || r.front() != '{' || r.back() != '}')
                unsupported();
            regs = split_args(r.substr(1, r.size() - 2));
            if (regs.size() != vec)
                unsupported();
        }
        unsigned char *p = resolve(address(args[0]), sp, size * vec);
        unsigned char *bar = mbarrier_object(args[2], sp);
        uint32_t ds, bs;
        uintptr_t doff, boff;
        if (!shared_slot(p, ds, doff) || !shared_slot(bar, bs, boff))
            fault("st.async to an address that is not shared memory");
        if (ds != bs)
            fault("st.async: the mbarrier must be in the same block as the destination (PTX ISA, st.async)");
        check(p, size * vec, true, false, false, Scope::None);
        for (unsigned k = 0; k < vec; k++) {
            const uint64_t v = get(regs[k], ty.bits);
            memcpy(p + k * size, &v, size);
        }
        mbar_update(bar, 0, -(int64_t)(size * vec), true, Scope::Gpu, "complete_tx (of an st.async)");
        count_step();
    }

    /* red.async.relaxed.cluster{.shared::cluster}.mbarrier::complete_tx::bytes.op.type
     * [a], b, [mbar] (PTX ISA "red.async"): a relaxed cluster-scope
     * reduction, then complete-tx of its size, released at cluster scope. */
    void red_async(const std::vector<std::string> &m, const std::vector<std::string> &args)
    {
        if (args.size() != 3)
            unsupported();
        std::vector<std::string> m2;
        bool mbar = false;
        Space sp = Space::Generic;
        for (size_t i = 1; i < m.size(); i++) {
            if (m[i] == "mbarrier::complete_tx::bytes")
                mbar = true;
            else {
                if (m[i] == "shared::cluster")
                    sp = Space::SharedCluster;
                m2.push_back(m[i]);
            }
        }
        Type ty;
        if (!mbar || m2.empty() || !parse_type(m2.back(), ty) || ty.is_float)
            unsupported();
        unsigned char *bar = mbarrier_object(args[2], sp);
        unsigned char *p = resolve(address(args[0]), sp, (unsigned)ty.bits / 8);
        uint32_t ds, bs;
        uintptr_t doff, boff;
        if (!shared_slot(p, ds, doff) || !shared_slot(bar, bs, boff))
            fault("red.async to an address that is not shared memory");
        if (ds != bs)
            fault("red.async: the mbarrier must be in the same block as the destination (PTX ISA, red.async)");
        atomic_op(true, m2, {args[0], args[1]});
        mbar_update(bar, 0, -(int64_t)(ty.bits / 8), true, Scope::Gpu, "complete_tx (of a red.async)");
    }

    void mbarrier(const std::vector<std::string> &m, const std::vector<std::string> &args)
    {
        if (m.size() < 2 || m.back() != "b64")
            unsupported();
        const std::string what = m[0];
        bool parity = false, expect_tx = false;
        std::string sem;
        Scope scope = Scope::Cta;
        Space sp = Space::Generic;
        for (size_t i = 1; i + 1 < m.size(); i++) {
            const std::string &k = m[i];
            if (k == "shared" || k == "shared::cta")
                sp = Space::SharedCta;
            else if (k == "shared::cluster")
                sp = Space::SharedCluster;
            else if (k == "parity" && (what == "test_wait" || what == "try_wait"))
                parity = true;
            else if (k == "expect_tx" && i == 1 && (what == "arrive" || what == "arrive_drop"))
                expect_tx = true;
            else if (k == "release" || k == "acquire" || k == "relaxed")
                sem = k;
            else if (k == "cta" || k == "cluster")
                scope = scope_of(k);
            else
                unsupported();
        }
        Thread *t = g.cur;
        if (what == "init") {
            if (!sem.empty() || args.size() != 2 || sp == Space::SharedCluster)
                unsupported();
            unsigned char *p = mbarrier_object(args[0], sp);
            const uint64_t count = get(args[1], 32);
            if (count < 1 || count > kMbarExpectedMask)
                fault("mbarrier.init with a count of " + std::to_string(count) + " (PTX: 1 to 2^20 - 1)");
            check(p, 8, true, false, false, Scope::None);
            note_sync_object(p, 8);
            const uint32_t w[2] = {(uint32_t)count, (uint32_t)count};
            memcpy(p, w, 8);
            g_mbar_tx[mbar_key(p)] = 0;
            count_step();
            return;
        }
        if (what == "expect_tx" || what == "complete_tx") {
            /* mbarrier.expect_tx / complete_tx{.relaxed}{.scope}{.space}.b64 [addr], txCount */
            if ((!sem.empty() && sem != "relaxed") || args.size() != 2)
                unsupported();
            unsigned char *p = mbarrier_object(args[0], sp);
            const int64_t n = (int64_t)get(args[1], 32);
            mbar_update(p, 0, what == "expect_tx" ? n : -n, false, scope, what);
            count_step();
            return;
        }
        if (what == "arrive" || what == "arrive_drop") {
            if (sem == "acquire" || (args.size() != 2 && args.size() != 3) || (expect_tx && args.size() != 3))
                unsupported();
            if (sp == Space::SharedCluster && trim(args[0]) != "_")
                unsupported();  /* PTX: a remote arrive returns no state */
            unsigned char *p = mbarrier_object(args[1], sp);
            /* with .expect_tx the third operand is the tx-count, the arrival count 1 */
            const uint32_t count = args.size() == 3 && !expect_tx ? (uint32_t)get(args[2], 32) : 1u;
            const int64_t tx = expect_tx ? (int64_t)get(args[2], 32) : 0;
            if (count < 1 || count > kMbarExpectedMask)
                fault("mbarrier." + what + " with a count of " + std::to_string(count));
            if (what == "arrive_drop") {
                const Scope count_scope = Scope::Gpu;
                uint32_t w[2];
                check(p + 4, 4, true, true, false, count_scope);
                memcpy(w, p, 8);
                if ((w[1] & kMbarExpectedMask) < count)
                    fault("mbarrier.arrive_drop below an expected count of 0");
                w[1] -= count;
                memcpy(p + 4, &w[1], 4);
            }
            const uint32_t phase = mbar_update(p, count, tx, sem != "relaxed", scope, what);
            set(args[0], phase, 64);
            count_step();
            return;
        }
        if (what == "test_wait" || what == "try_wait") {
            if (sem == "release" || sp == Space::SharedCluster || (args.size() != 3 && args.size() != 4) ||
                (what == "test_wait" && args.size() != 3))
                unsupported();
            unsigned char *p = mbarrier_object(args[1], sp);
            const uint64_t want = get(args[2], parity ? 32 : 64);
            const VClock saved = t->acq_pending;
            /* As for arrive: the phase word is read atomically whatever the
             * .scope (CUTLASS's ClusterBarrier::wait is a .cta-scope try_wait
             * on a barrier that peers arrive on); the scope bounds only what
             * the wait acquires: a .cta wait acquires its own block's
             * releases, not a peer's .cluster release (PTX ISA, Memory
             * Consistency Model: morally strong operations). */
            uint32_t w1 = 0, done = 0;
            bool complete = false;
            for (int attempt = 0; attempt < 2; attempt++) {
                check(p + 4, 4, false, true, false, scope, false, false, true);
                memcpy(&w1, p + 4, 4);
                done = w1 >> 21;
                complete = parity ? (done & 1u) != (uint32_t)(want & 1u) : done != (uint32_t)(want & 0x7ffu);
                if (complete || attempt == 1 || !bulk_pending(p))
                    break;
                /* the phase waits for bulk copies: they land now */
                t->acq_pending = saved;
                land_bulk(p);
            }
            if (complete && scope == Scope::Cta && g.cluster_blocks > 1 && g_mbar_remote_release.count(mbar_key(p)))
                mm_note_cta_mbar_wait(pc_);
            if (complete && !parity && sem != "relaxed" && done > (uint32_t)(want & 0x7ffu) + 1u) {
                /* Later phases completed too: acquire what the waited
                 * phase's completion handed on, not the phase word's newest
                 * release (g_mbar_phase_rel). */
                const auto ri = g_mbar_phase_rel.find(mbar_key(p));
                const uint32_t k = (uint32_t)(want & 0x7ffu);
                if (ri != g_mbar_phase_rel.end() && ri->second[k % 4u].phase == k) {
                    const MbarPhaseRel &r = ri->second[k % 4u];
                    t->acq_pending = saved;
                    if (scope != Scope::Cta)
                        t->acq_pending = mm_join(t->acq_pending, r.rel);
                    t->acq_pending = mm_join(t->acq_pending, r.rel_cta);
                }
            }
            if (complete && sem != "relaxed") {
                mm_acquire_pending(t);
            } else {
                /* A .relaxed wait that saw the phase complete is the strong
                 * read of an acquire pattern: a later fence.acquire (or
                 * acq_rel, sc) acquires what the phase handed on (PTX ISA,
                 * Memory Consistency Model); nothing before it does. */
                if (complete && t->acq_pending != saved)
                    t->acq_strict = mm_join(t->acq_strict, t->acq_pending);
                t->acq_pending = saved;
            }
            set(args[0], complete, 1);
            if (!complete) {
                uint32_t w0;
                memcpy(&w0, p, 4);
                const auto txi = g_mbar_tx.find(mbar_key(p));
                const int64_t txc = txi == g_mbar_tx.end() ? 0 : txi->second;
                const auto epi = g_mbar_expect_pc.find(mbar_key(p));
                const MbarWait mw{g.blocks[g.live_block].grid_block, w0, w1 & kMbarExpectedMask, done, t->tid, pc_,
                                  txc, epi == g_mbar_expect_pc.end() ? nullptr : epi->second};
                const uintptr_t key = reinterpret_cast<uintptr_t>(p);
                bool found = false;
                for (auto &e : g_mbar_waits)
                    if (e.first == key && e.second.block == mw.block) {
                        e.second = mw;
                        found = true;
                    }
                if (!found && g_mbar_waits.size() < 64)
                    g_mbar_waits.push_back({key, mw});
                /* try_wait suspends the thread for a while (PTX ISA): a
                 * failing wait costs the budget that stops an endless loop
                 * as a __nanosleep does, so that a grid of threads waiting
                 * on their bulk copies does not use it up; a wait that never
                 * succeeds is still stopped. */
                preempt_sleep(pc_);
            } else {
                /* the phase completed: no longer a wait a hang could name */
                const uintptr_t key = reinterpret_cast<uintptr_t>(p);
                const uint32_t block = g.blocks[g.live_block].grid_block;
                g_mbar_waits.erase(std::remove_if(g_mbar_waits.begin(), g_mbar_waits.end(),
                                                  [&](const std::pair<uintptr_t, MbarWait> &e) {
                                                      return e.first == key && e.second.block == block;
                                                  }),
                                   g_mbar_waits.end());
                count_step();
            }
            return;
        }
        unsupported();
    }

    static bool bulk_pending(const unsigned char *bar)
    {
        const uint64_t key = mbar_key(bar);
        for (const BulkCopy &c : g_bulk)
            if (c.bar_key == key)
                return true;
        return false;
    }

    void shfl(const std::vector<std::string> &m, const std::vector<std::string> &args)
    {
        if (m.size() != 3 || m[0] != "sync" || m[2] != "b32" || args.size() != 5)
            unsupported();
        const std::string mode = m[1];
        const int opn = mode == "idx" ? 0 : mode == "up" ? 1 : mode == "down" ? 2 : mode == "bfly" ? 3 : -1;
        if (opn < 0)
            unsupported();
        const uint32_t a = (uint32_t)get(args[1], 32), lanearg = (uint32_t)get(args[2], 32);
        const uint32_t c = (uint32_t)get(args[3], 32), mask = (uint32_t)get(args[4], 32);
        const uint32_t seg = (c >> 8) & 0x1f, clamp = c & 0x1f;
        const int width = 32 - (int)seg;
        if ((c & ~0x1f1fu) || (seg != 0 && seg != 16 && seg != 24 && seg != 28 && seg != 30 && seg != 31) ||
            clamp != (opn == 1 ? 0u : 0x1fu))
            unsupported();  /* only the c operand that __shfl*_sync's width gives */
        const uint64_t v = ptx_warp(WarpOp::Shfl, mask, a, opn, (int)lanearg, width, pc_);
        std::string d = args[0], p;
        const size_t bar = d.find('|');
        if (bar != std::string::npos) {
            p = d.substr(bar + 1);
            d = d.substr(0, bar);
        }
        set(d, v, 32);
        if (!p.empty()) {
            const uint32_t lane = g.cur->lane, segmask = seg;
            const uint32_t maxLane = (lane & segmask) | (clamp & ~segmask), minLane = lane & segmask;
            int64_t j = 0;
            bool pval = false;
            switch (opn) {
            case 1: j = (int64_t)lane - (lanearg & 0x1f); pval = j >= (int64_t)maxLane; break;
            case 2: j = (int64_t)lane + (lanearg & 0x1f); pval = j <= (int64_t)maxLane; break;
            case 3: j = lane ^ (lanearg & 0x1f); pval = j <= (int64_t)maxLane; break;
            default: j = minLane | (lanearg & 0x1f & ~segmask); pval = j <= (int64_t)maxLane; break;
            }
            set(p, pval, 1);
        }
    }

    void setp(const std::vector<std::string> &m, const std::vector<std::string> &args)
    {
        Type ty;
        if (m.size() != 2 || !parse_type(m[1], ty) || ty.pred || args.size() != 3)
            unsupported();
        const std::string cmp = m[0];
        const uint64_t a = get(args[1], ty.bits), b = get(args[2], ty.bits);
        bool r;
        if (ty.is_float) {
            const double x = as_f(a, ty.bits), y = as_f(b, ty.bits);
            if (cmp == "eq") r = x == y;
            else if (cmp == "ne") r = x != y && !std::isnan(x) && !std::isnan(y);
            else if (cmp == "lt") r = x < y;
            else if (cmp == "le") r = x <= y;
            else if (cmp == "gt") r = x > y;
            else if (cmp == "ge") r = x >= y;
            else unsupported();
        } else {
            const int64_t sa = sext(a, ty.bits), sb = sext(b, ty.bits);
            const bool sg = ty.is_signed;
            if (cmp == "eq") r = a == b;
            else if (cmp == "ne") r = a != b;
            else if (cmp == "lt") r = sg ? sa < sb : a < b;
            else if (cmp == "le") r = sg ? sa <= sb : a <= b;
            else if (cmp == "gt") r = sg ? sa > sb : a > b;
            else if (cmp == "ge") r = sg ? sa >= sb : a >= b;
            else if (cmp == "lo") r = a < b;
            else if (cmp == "ls") r = a <= b;
            else if (cmp == "hi") r = a > b;
            else if (cmp == "hs") r = a >= b;
            else unsupported();
        }
        std::string d = args[0];
        const size_t bar = d.find('|');
        if (bar != std::string::npos) {
            set(d.substr(bar + 1), !r, 1);
            d = d.substr(0, bar);
        }
        set(d, r, 1);
    }

    void cvt(const std::vector<std::string> &m0, const std::vector<std::string> &args)
    {
        std::vector<std::string> m;
        std::string rnd;
        for (const std::string &k : m0) {
            if (k == "rn" || k == "rz" || k == "rm" || k == "rp" || k == "rni" || k == "rzi" || k == "rmi" ||
                k == "rpi")
                rnd = k;
            else if (k != "ftz")
                m.push_back(k);
        }
        Type dt, at;
        if (m.size() != 2 || !parse_type(m[0], dt) || !parse_type(m[1], at) || dt.pred || at.pred || args.size() != 2)
            unsupported();
        const uint64_t a = get(args[1], at.bits);
        uint64_t r;
        if (!dt.is_float && !at.is_float) {
            r = at.is_signed ? (uint64_t)sext(a, at.bits) : a;
        } else if (dt.is_float && !at.is_float) {
            const double x = at.is_signed ? (double)sext(a, at.bits) : (double)a;
            r = from_f(x, dt.bits);
        } else if (!dt.is_float) {
            double x = as_f(a, at.bits);
            if (rnd == "rzi") x = std::trunc(x);
            else if (rnd == "rmi") x = std::floor(x);
            else if (rnd == "rpi") x = std::ceil(x);
            else if (rnd == "rni") x = std::nearbyint(x);
            else unsupported();  /* PTX requires an integer rounding for float to int */
            if (std::isnan(x)) x = 0;
            if (dt.is_signed) {
                const double lo = -std::ldexp(1.0, dt.bits - 1), hi = std::ldexp(1.0, dt.bits - 1) - 1;
                r = (uint64_t)(int64_t)(x < lo ? lo : x > hi ? hi : x);
            } else {
                const double hi = std::ldexp(1.0, dt.bits) - 1;
                r = (uint64_t)(x < 0 ? 0 : x > hi ? hi : x);
            }
        } else {
            r = from_f(as_f(a, at.bits), dt.bits);
        }
        set(args[0], r, dt.bits);
    }

    void arith(const std::string &op, std::vector<std::string> m, Type ty, bool typed,
               const std::vector<std::string> &args)
    {
        if (!typed)
            unsupported();
        m.pop_back();
        std::string mode;
        for (const std::string &k : m) {
            if (ty.is_float && (k == "rn" || k == "rz" || k == "rm" || k == "rp" || k == "ftz" || k == "approx" ||
                                k == "full"))
                continue;
            if (!ty.is_float && mode.empty() && (k == "lo" || k == "hi" || k == "wide"))
                mode = k;
            else
                unsupported();
        }
        const int bits = ty.bits;
        if (ty.pred) {
            if (op == "and" || op == "or" || op == "xor") {
                if (args.size() != 3) unsupported();
                const uint64_t a = get(args[1], 1), b = get(args[2], 1);
                set(args[0], op == "and" ? a & b : op == "or" ? a | b : a ^ b, 1);
            } else if (op == "not" && args.size() == 2) {
                set(args[0], !get(args[1], 1), 1);
            } else {
                unsupported();
            }
            return;
        }
        const bool three = op == "add" || op == "sub" || op == "mul" || op == "div" || op == "rem" || op == "min" ||
                           op == "max" || op == "and" || op == "or" || op == "xor" || op == "shl" || op == "shr";
        const bool two = op == "not" || op == "neg" || op == "abs" || op == "popc" || op == "clz" || op == "brev";
        const bool four = op == "mad" || op == "fma";
        if (!(three || two || four) || args.size() != (three ? 3u : two ? 2u : 4u))
            unsupported();
        if (ty.is_float) {
            const double a = as_f(get(args[1], bits), bits);
            const double b = args.size() > 2 ? as_f(get(args[2], bits), bits) : 0;
            const double c = args.size() > 3 ? as_f(get(args[3], bits), bits) : 0;
            double r;
            if (bits == 32) {
                const float fa = (float)a, fb = (float)b, fc = (float)c;
                float fr;
                if (op == "add") fr = fa + fb;
                else if (op == "sub") fr = fa - fb;
                else if (op == "mul") fr = fa * fb;
                else if (op == "div") fr = fa / fb;
                else if (op == "min") fr = std::fmin(fa, fb);
                else if (op == "max") fr = std::fmax(fa, fb);
                else if (op == "neg") fr = -fa;
                else if (op == "abs") fr = std::fabs(fa);
                else if (four) fr = std::fma(fa, fb, fc);
                else unsupported();
                r = fr;
            } else {
                if (op == "add") r = a + b;
                else if (op == "sub") r = a - b;
                else if (op == "mul") r = a * b;
                else if (op == "div") r = a / b;
                else if (op == "min") r = std::fmin(a, b);
                else if (op == "max") r = std::fmax(a, b);
                else if (op == "neg") r = -a;
                else if (op == "abs") r = std::fabs(a);
                else if (four) r = std::fma(a, b, c);
                else unsupported();
            }
            set(args[0], from_f(r, bits), bits);
            return;
        }
        if (op == "fma")
            unsupported();
        const bool wide = mode == "wide";
        if ((op == "mul" || op == "mad") ? (mode.empty() || (wide && bits > 32)) : !mode.empty())
            unsupported();  /* mul/mad need .lo/.hi/.wide; others take none */
        const int shift = op == "shl" || op == "shr";
        const uint64_t a = get(args[1], bits);
        const uint64_t b = args.size() > 2 ? get(args[2], shift ? 32 : bits) : 0;
        const int64_t sa = sext(a, bits), sb = sext(b, bits);
        const bool sg = ty.is_signed;
        uint64_t r = 0;
        int rbits = bits;
        if (op == "add") r = a + b;
        else if (op == "sub") r = a - b;
        else if (op == "mul" || op == "mad") {
            if (wide) {
                r = sg ? (uint64_t)(sa * sb) : a * b;
                rbits = bits * 2;
            } else if (mode == "lo") {
                r = a * b;
            } else {
                const __int128 p = sg ? (__int128)sa * sb : (__int128)(unsigned __int128)a * b;
                r = (uint64_t)(p >> bits);
            }
            if (op == "mad")
                r += get(args[3], rbits);
        } else if (op == "div" || op == "rem") {
            if (b == 0)
                fail(P34_EXIT_FAULT, "integer division by zero in PTX `" + stmt_ + "`");
            if (sg)
                r = (uint64_t)(op == "div" ? sa / sb : sa % sb);
            else
                r = op == "div" ? a / b : a % b;
        } else if (op == "min") r = sg ? (uint64_t)(sa < sb ? sa : sb) : (a < b ? a : b);
        else if (op == "max") r = sg ? (uint64_t)(sa > sb ? sa : sb) : (a > b ? a : b);
        else if (op == "and") r = a & b;
        else if (op == "or") r = a | b;
        else if (op == "xor") r = a ^ b;
        else if (op == "not") r = ~a;
        else if (op == "neg") r = (uint64_t)(-sa);
        else if (op == "abs") r = (uint64_t)(sa < 0 ? -sa : sa);
        else if (op == "shl") r = b >= (uint64_t)bits ? 0 : a << b;
        else if (op == "shr") r = b >= (uint64_t)bits ? (sg && sa < 0 ? ~0ull : 0) : sg ? (uint64_t)(sa >> b) : a >> b;
        else if (op == "popc") { r = (uint64_t)__builtin_popcountll(a); rbits = 32; }
        else if (op == "clz") { r = a ? (uint64_t)(__builtin_clzll(a) - (64 - bits)) : (uint64_t)bits; rbits = 32; }
        else if (op == "brev") {
            for (int i = 0; i < bits; i++)
                if (a & (1ull << i))
                    r |= 1ull << (bits - 1 - i);
        }
        set(args[0], r, rbits);
    }
};

}  // namespace

void p34sim::ptx_reset_launch()
{
    g_mbar_waits.clear();
    g_mbar_tx.clear();
    g_mbar_expect_pc.clear();
    g_mbar_remote_release.clear();
    g_mbar_phase_rel.clear();
    g_bulk.clear();
    g_proxy_fence.clear();
}

/* For a report of an undefined read: the bulk copies that never landed
 * (no wait on their mbarrier found the phase incomplete). */
std::string p34sim::bulk_unlanded_note(std::vector<const void *> &pcs)
{
    if (g_bulk.empty())
        return "";
    const size_t n = g_bulk.size();
    return "\n  " + std::to_string(n) + " bulk cop" + (n == 1 ? "y" : "ies") + " (cp.async.bulk, the first issued at " +
           pc_ref(pcs, g_bulk[0].pc, false) +
           ") had not landed: the async proxy writes a bulk copy's bytes at some time before the mbarrier phase "
           "they complete on finishes, so they may be read only after a wait (mbarrier.try_wait.parity with the "
           "phase's parity) that sees that phase complete, and only if expect_tx announced them; __syncthreads() "
           "does not wait for them.";
}

/* For a hang report: the mbarriers threads were still waiting on, with the
 * arrivals their phase lacked. */
std::string p34sim::mbarrier_stuck_note(std::vector<const void *> &pcs)
{
    std::string text;
    for (const auto &e : g_mbar_waits) {
        const MbarWait &w = e.second;
        if (w.pending == 0 && w.tx == 0)
            continue;
        text += "  an mbarrier in the shared memory of block " + std::to_string(w.block) + " (waited on by " +
                thread_name(w.tid) + " at " + pc_ref(pcs, w.pc, false) + ") still needs ";
        if (w.pending)
            text += std::to_string(w.pending) + " of its " + std::to_string(w.expected) + " arrivals";
        if (w.pending && w.tx)
            text += " and ";
        if (w.tx > 0)
            text += std::to_string(w.tx) + " bytes of asynchronous transactions (its tx-count" +
                    (w.expect_pc ? ", announced by the expect_tx at " + pc_ref(pcs, w.expect_pc, false) : std::string()) +
                    ")";
        else if (w.tx < 0)
            text += "its tx-count back at 0 (it is " + std::to_string(w.tx) + ": more bytes completed than expect_tx announced)";
        text += " for phase " + std::to_string(w.phase) + ": " +
                (w.pending ? std::string("its count (mbarrier.init) must equal the arrivals each phase gets")
                           : std::string("expect_tx must announce exactly the bytes that st.async, red.async and "
                                         "cp.async.bulk complete on it")) +
                ".\n";
    }
    return text;
}

void p34_sim_asm_exec(const char *tmpl, p34_asm_operand *ops, unsigned nout, unsigned nops)
{
    const void *pc = __builtin_return_address(0);
    RuntimeScope scope;
    if (!g.cur) {
        fprintf(stderr, "p34 simulator: inline asm called outside a simulated kernel\n");
        abort();
    }
    const bool basic = nout == ~0u;
    if (basic)
        nout = nops = 0;
    if (nops > 32)
        nops = 32;
    /* `asm volatile("" ::: "memory")`: a compiler barrier, no instruction */
    if (tmpl && tmpl[strspn(tmpl, " \t\n")] == '\0')
        mm_note_compiler_barrier(pc);
    Exec ex(ops, nout, nops, pc);
    bool exited = false;
    try {
        ex.run(ex.substitute(tmpl ? tmpl : "", basic));
    } catch (const ThreadExit &) {
        exited = true;  /* the outputs written before it stay written */
    } catch (const Stop &s) {
        std::vector<const void *> pcs;
        const std::string where = pc_ref(pcs, pc, false);
        std::string text;
        if (s.status == P34_EXIT_CANNOT_RUN)
            text = "p34 simulator: " + s.text + " (inline asm at " + where + ", " + thread_name(g.cur->tid) +
                   ")\n  The simulator runs the PTX that cluster kernels use (docs: README, \"Inline PTX\"); "
                   "it cannot judge this kernel. Write it with CUDA calls (cg::this_cluster(), atomics, "
                   "__syncthreads, ...), or judge it on a GPU.";
        else
            text = s.text + ": " + thread_name(g.cur->tid) + " at " + where + " (inline PTX" +
                   (ex.statement_text().empty() ? std::string("") : " `" + ex.statement_text() + "`") + ")";
        add_diag(s.status, text, pcs);
        abort_launch(s.status);
    }
    /* An asm statement is a compiler barrier (asm volatile, a "memory"
     * clobber): a plain load after it is loaded again on a GPU too, so it
     * ends a run of plain re-reads (check.cpp note_plain_spin). */
    g.cur->spin_run = 0;
    if (exited) {
        --g.in_runtime;  /* this scope's, whose destructor never runs */
        exit_current_thread();
    }
}

unsigned long long p34_sim_cvta_generic_to_shared(const void *p)
{
    const uintptr_t u = reinterpret_cast<uintptr_t>(p);
    if (u - g.shared_lo < g.shared_len)
        return kCtaWindow + (u - g.shared_lo);
    if (g.cur && u - g.save_lo < g.save_len && (u - g.save_lo) / g.save_stride == g.cur->block)
        return kCtaWindow + (u - g.save_lo) % g.save_stride;
    /* a peer's shared memory (map_shared_rank): its shared::cluster address,
     * as __cvta_generic_to_shared gives for a distributed shared memory
     * pointer on the GPU */
    if (g.cur && g.cluster_blocks > 1 && u - g.save_lo < g.save_len && (u - g.save_lo) % g.save_stride < g.shared_len)
        return kClusterWindow + ((u - g.save_lo) / g.save_stride) * kRankStride + (u - g.save_lo) % g.save_stride;
    return (unsigned long long)u;  /* not shared: the GPU's result is undefined too */
}

void *p34_sim_cvta_shared_to_generic(unsigned long long a)
{
    if (a - kCtaWindow < g.shared_len)
        return reinterpret_cast<void *>(g.shared_lo + (a - kCtaWindow));
    return reinterpret_cast<void *>((uintptr_t)a);
}

unsigned int p34_sim_is_shared(const void *p)
{
    const uintptr_t u = reinterpret_cast<uintptr_t>(p);
    return u - g.shared_lo < g.shared_len || u - g.save_lo < g.save_len;
}

/* The other address-space queries (CUDA C++ Programming Guide, "Address Space
 * Predicate Functions"; PTX isspacep): a generic address lies in one window.
 * Local: a thread's own stack (here its fiber's). Shared::cta: the block's
 * own shared memory; shared::cluster: any block's of the cluster (a peer's
 * through map_shared_rank). Constant: a __constant__ variable of the kernel
 * file. Global: every address outside the local and shared windows (the GPU's
 * isspacep.global tests the window, not an allocation). */
static bool in_local_window(uintptr_t u) { return u - g.stacks_lo < g.stacks_len; }

static bool in_cta_shared(uintptr_t u)
{
    return u - g.shared_lo < g.shared_len ||
           (g.cur && u - g.save_lo < g.save_len && (u - g.save_lo) / g.save_stride == g.cur->block);
}

unsigned int p34_sim_is_local(const void *p) { return in_local_window(reinterpret_cast<uintptr_t>(p)); }
unsigned int p34_sim_is_cta_shared(const void *p) { return in_cta_shared(reinterpret_cast<uintptr_t>(p)); }
unsigned int p34_sim_is_global(const void *p)
{
    const uintptr_t u = reinterpret_cast<uintptr_t>(p);
    return !in_local_window(u) && !p34_sim_is_shared(p);
}
unsigned int p34_sim_is_constant(const void *p)
{
    const uintptr_t u = reinterpret_cast<uintptr_t>(p);
    for (const Buffer &b : g.buffers)
        if (b.constant && b.hi > b.lo && u - b.lo < b.hi - b.lo)
            return 1;
    return 0;
}
