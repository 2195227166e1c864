/*
 * sim/draw.cpp - the SVG picture of a recorded run (sim/trace.h).
 *
 * Cluster puzzles: one column per block of the cluster, time running down in
 * barrier phases. Each column lists, in program order, what the block's
 * threads did between barriers (input read as ranges, stores and loads of
 * the global buffers and of peers' shared memory, findings) and its barrier
 * calls; cluster barrier calls line up across the columns. Stores and loads
 * are arrows from the access to the element, drawn in the memory rows at the
 * bottom, which also name each element's writer and its value.
 *
 * Last-block puzzle: per launch, a 16 x 16 grid of the blocks, coloured by
 * the order in which they took their tickets, the last block outlined, the
 * partials it read marked, and the counter after the launch.
 *
 * The SVG is self-contained (no scripts, no external fonts or images); the
 * full messages and file:line of everything are in <title> tooltips.
 */
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "sim/trace.h"

namespace p34sim {

namespace {

/* ---------------------------------------------------------------------- */
/* SVG text helpers                                                        */

const char *kSans = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif";
const char *kMono = "DejaVu Sans Mono, Menlo, Consolas, monospace";

const char *kStore = "#d9480f", *kStoreFill = "#fff4e6";
const char *kLoad = "#1971c2", *kLoadFill = "#e7f5ff";
const char *kAtomic = "#9c36b5", *kAtomicFill = "#f8f0fc";
const char *kRed = "#e03131", *kRedFill = "#fff5f5";
const char *kInk = "#212529", *kMuted = "#495057", *kFaint = "#868e96";
const char *kCluster = "#6741d9", *kClusterFill = "#f3f0ff";

std::string esc(const std::string &s)
{
    std::string out;
    for (unsigned char c : s) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        default:
            if (c < 0x20 && c != '\n' && c != '\t')
                out += ' ';
            else
                out += (char)c;
        }
    }
    return out;
}

std::string num(double v)
{
    char buf[32];
    snprintf(buf, sizeof buf, "%.1f", v);
    std::string s = buf;
    if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0)
        s.resize(s.size() - 2);
    return s;
}

size_t glyphs(const std::string &s)
{
    size_t n = 0;
    for (unsigned char c : s)
        n += (c & 0xc0) != 0x80;
    return n;
}

double text_width(const std::string &s, double size, bool mono = false)
{
    return (double)glyphs(s) * size * (mono ? 0.61 : 0.6);
}

/* Cuts s to at most `max` glyphs, ending with an ellipsis. */
std::string cut(const std::string &s, size_t max)
{
    if (glyphs(s) <= max)
        return s;
    std::string out;
    size_t n = 0;
    for (size_t i = 0; i < s.size(); i++) {
        unsigned char c = (unsigned char)s[i];
        if ((c & 0xc0) != 0x80) {
            if (n + 1 >= max)
                break;
            n++;
        }
        out += s[i];
    }
    return out + "…";
}

/* Word-wraps s into lines of at most `max` glyphs. */
std::vector<std::string> wrap(const std::string &s, size_t max)
{
    std::vector<std::string> lines;
    std::string line, word;
    auto flush_word = [&]() {
        if (word.empty())
            return;
        if (!line.empty() && glyphs(line) + 1 + glyphs(word) > max) {
            lines.push_back(line);
            line.clear();
        }
        while (glyphs(word) > max) {
            lines.push_back(cut(word, max));
            word = word.substr(std::min(word.size(), (size_t)max - 1));
        }
        line += (line.empty() ? "" : " ") + word;
        word.clear();
    };
    for (char c : s) {
        if (c == ' ')
            flush_word();
        else
            word += c;
    }
    flush_word();
    if (!line.empty())
        lines.push_back(line);
    if (lines.empty())
        lines.push_back("");
    return lines;
}

struct Svg {
    std::string body;
    void raw(const std::string &s) { body += s; }
    void text(double x, double y, const std::string &s, double size, const char *fill,
              const char *extra = "", bool mono = false, const std::string &title = "")
    {
        body += "<text x=\"" + num(x) + "\" y=\"" + num(y) + "\" font-size=\"" + num(size) + "\" fill=\"" + fill +
                "\"" + (mono ? " font-family=\"" + std::string(kMono) + "\"" : std::string()) + " " + extra + ">";
        if (!title.empty())
            body += "<title>" + esc(title) + "</title>";
        body += esc(s) + "</text>\n";
    }
    void rect(double x, double y, double w, double h, const char *fill, const char *stroke, double rx = 4,
              const std::string &extra = "")
    {
        body += "<rect x=\"" + num(x) + "\" y=\"" + num(y) + "\" width=\"" + num(w) + "\" height=\"" + num(h) +
                "\" rx=\"" + num(rx) + "\" fill=\"" + fill + "\" stroke=\"" + stroke + "\" " + extra + "/>\n";
    }
    void line(double x1, double y1, double x2, double y2, const char *stroke, double width = 1,
              const std::string &extra = "")
    {
        body += "<line x1=\"" + num(x1) + "\" y1=\"" + num(y1) + "\" x2=\"" + num(x2) + "\" y2=\"" + num(y2) +
                "\" stroke=\"" + stroke + "\" stroke-width=\"" + num(width) + "\" " + extra + "/>\n";
    }
    void open_group(const std::string &title, const std::string &cls = "")
    {
        body += "<g" + (cls.empty() ? std::string() : " class=\"" + cls + "\"") + ">";
        if (!title.empty())
            body += "<title>" + esc(title) + "</title>";
        body += "\n";
    }
    void close_group() { body += "</g>\n"; }
};

std::string document(double w, double h, const std::string &title, const std::string &body)
{
    std::string s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    s += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + num(w) + "\" height=\"" + num(h) +
         "\" viewBox=\"0 0 " + num(w) + " " + num(h) + "\" font-family=\"" + kSans + "\">\n";
    s += "<title>" + esc(title) + "</title>\n";
    s += "<defs>\n";
    for (auto c : {std::make_pair("store", kStore), std::make_pair("load", kLoad), std::make_pair("atomic", kAtomic),
                   std::make_pair("time", "#ced4da")})
        s += std::string("<marker id=\"head-") + c.first +
             "\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" "
             "orient=\"auto-start-reverse\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"" + c.second + "\"/></marker>\n";
    s += "</defs>\n";
    s += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
    return s + body + "</svg>\n";
}

/* ---------------------------------------------------------------------- */
/* Words                                                                   */

std::vector<uint32_t> bits_list(const std::vector<uint64_t> &bits)
{
    std::vector<uint32_t> v;
    for (size_t w = 0; w < bits.size(); w++)
        for (uint64_t b = bits[w]; b; b &= b - 1)
            v.push_back((uint32_t)(w * 64 + (uint32_t)__builtin_ctzll(b)));
    return v;
}

std::string dash_ranges(const std::vector<uint32_t> &v, size_t max_parts = 4)
{
    std::string out;
    size_t parts = 0;
    for (size_t i = 0; i < v.size();) {
        size_t j = i;
        while (j + 1 < v.size() && v[j + 1] == v[j] + 1)
            j++;
        if (parts == max_parts) {
            out += ", …";
            break;
        }
        out += (out.empty() ? "" : ", ") + std::to_string(v[i]);
        if (j > i)
            out += "–" + std::to_string(v[j]);
        parts++;
        i = j + 1;
    }
    return out;
}

/* "thread 0", "threads 0–255", "lane 0 of warps 0–7", "threads 0–15, 32–47 (32 threads)". */
std::string who(const std::vector<uint32_t> &threads)
{
    if (threads.empty())
        return "no thread";
    if (threads.size() == 1)
        return "thread " + std::to_string(threads[0]);
    bool same_lane = true;
    for (uint32_t t : threads)
        same_lane &= t % 32 == threads[0] % 32;
    if (same_lane) {
        std::vector<uint32_t> warps;
        for (uint32_t t : threads)
            warps.push_back(t / 32);
        return "lane " + std::to_string(threads[0] % 32) + " of warps " + dash_ranges(warps);
    }
    std::string r = dash_ranges(threads);
    size_t runs = 1;
    for (size_t i = 1; i < threads.size(); i++)
        runs += threads[i] != threads[i - 1] + 1;
    if (runs > 1)
        r += " (" + std::to_string(threads.size()) + " threads)";
    return "threads " + r;
}

const char *buffer_name(p34_puzzle puzzle, int target)
{
    switch (target) {
    case TInput: return "input";
    case TOutput: return "output";
    case TScratch: return puzzle == P34_LAST_BLOCK ? "partials" : "temp_storage";
    case TCounter: return "counter";
    }
    return "shared";
}

/* "temp_storage[0]", "input[0..255]", "10 values in output[0..3]" */
std::string elems_text(const std::string &name, uint32_t lo, uint32_t hi, uint64_t distinct)
{
    if (lo == hi)
        return name + "[" + std::to_string(lo) + "]";
    std::string r = name + "[" + std::to_string(lo) + ".." + std::to_string(hi) + "]";
    if (distinct && distinct < (uint64_t)(hi - lo + 1))
        r = std::to_string(distinct) + " values in " + r;
    return r;
}

std::string shared_elems(const TraceGroup &gr)
{
    std::string a = trace_shared_name(gr.target_block, gr.elem_min);
    if (gr.elem_min == gr.elem_max)
        return a;
    std::string b = trace_shared_name(gr.target_block, gr.elem_max);
    size_t ka = a.find('['), kb = b.find('[');
    if (ka != std::string::npos && kb != std::string::npos && a.compare(0, ka, b, 0, kb) == 0)
        return a.substr(0, a.size() - 1) + ".." + b.substr(kb + 1);
    return a + " … " + b;
}

std::string verb(uint8_t op, bool plural, bool input)
{
    if (input)
        return "read";
    switch (op) {
    case OpStore: return plural ? "store" : "stores";
    case OpAtomic: return plural ? "atomically update" : "atomically updates";
    }
    return plural ? "load" : "loads";
}

std::string site_of(const void *pc)
{
    std::string s = trace_site(pc).location;
    return s;
}

/* The kernel file name without its folders, for short labels. */
std::string short_site(const void *pc)
{
    std::string s = site_of(pc);
    size_t slash = s.rfind('/');
    return slash == std::string::npos ? s : s.substr(slash + 1);
}

std::string float_text(float v)
{
    if (std::isnan(v))
        return "not written";
    if (std::isinf(v))
        return v > 0 ? "inf" : "-inf";
    /* shortest round-trip form, .0 on whole numbers, no exponent in between */
    char buf[64];
    const double a = std::fabs((double)v);
    if (a == 0 || (a >= 1e-4 && a < 1e15)) {
        for (int d = 1; d <= 17; d++) {
            snprintf(buf, sizeof buf, "%.*f", d, (double)v);
            if ((float)strtod(buf, nullptr) == v)
                break;
        }
        std::string s = buf;
        while (s.size() > 2 && s.back() == '0' && s[s.size() - 2] != '.')
            s.pop_back();
        return s;
    }
    for (int prec = 1; prec <= 9; prec++) {
        snprintf(buf, sizeof buf, "%.*g", prec, (double)v);
        if ((float)strtod(buf, nullptr) == v)
            break;
    }
    return buf;
}

const char *puzzle_flag(p34_puzzle p)
{
    switch (p) {
    case P34_COORDINATION: return "--coordination";
    case P34_REDUCTION: return "--reduction";
    case P34_ADVANCED: return "--advanced";
    default: return "--last-block";
    }
}

const char *kernel_name(p34_puzzle p)
{
    switch (p) {
    case P34_COORDINATION: return "cluster_coordination_basics";
    case P34_REDUCTION: return "cluster_collective_operations";
    case P34_ADVANCED: return "advanced_cluster_patterns";
    default: return "last_block_reduction";
    }
}

std::string schedule_text(const Trace &t)
{
    switch (t.schedule) {
    case P34_SCHEDULE_REVERSE: return "reverse schedule";
    case P34_SCHEDULE_RANDOM: return "random schedule (seed " + std::to_string(t.seed) + ")";
    default: return "forward schedule";
    }
}

/* ---------------------------------------------------------------------- */
/* Findings: the diagnostics as the report shows them, numbered            */

struct Finding {
    int number;
    int status;
    std::string text;   /* the whole message */
    std::string short_text;
    std::vector<TracePlace> places;
    std::vector<const void *> pcs;
};

int rank_of(int s) { return s == P34_EXIT_FAULT ? 3 : s == P34_EXIT_TIMEOUT ? 2 : s != 0 ? 1 : 0; }

/* What short_of() cuts from a headline, scanned by hand (std::regex made this
 * file the slowest of the build: 23 s of g++ at -O2): every
 * " at FILE:LINE[:COL][ (name)]" and " from ..." site, the token taken up to
 * its last ":DIGITS", as the regex " (at|from) [^ ]+:[0-9]+(:[0-9]+)?( \([A-Za-z_:]+\))?"
 * would (checked against it on 208,000 strings). */
bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
std::string strip_sites(const std::string &s)
{
    std::string out;
    size_t i = 0;
    while (i < s.size()) {
        size_t tok = std::string::npos;
        if (s.compare(i, 4, " at ") == 0)
            tok = i + 4;
        else if (s.compare(i, 6, " from ") == 0)
            tok = i + 6;
        if (tok != std::string::npos) {
            size_t end = tok;
            while (end < s.size() && s[end] != ' ')
                end++;
            /* the token's last ":DIGITS" with something before it */
            size_t match = std::string::npos;
            for (size_t c = end; c-- > tok + 1;) {
                if (s[c] == ':' && c + 1 < end && std::isdigit(static_cast<unsigned char>(s[c + 1]))) {
                    size_t e = c + 1;
                    while (e < end && std::isdigit(static_cast<unsigned char>(s[e])))
                        e++;
                    match = e;
                    break;
                }
            }
            if (match != std::string::npos) {
                /* an optional " (name)" of letters, '_' and ':' */
                if (s.compare(match, 2, " (") == 0) {
                    size_t e = match + 2;
                    while (e < s.size() && (std::isalpha(static_cast<unsigned char>(s[e])) || s[e] == '_' || s[e] == ':'))
                        e++;
                    if (e > match + 2 && e < s.size() && s[e] == ')')
                        match = e + 1;
                }
                i = match;
                continue;
            }
        }
        out += s[i++];
    }
    return out;
}
/* ... and every "[ ][by |in ]block N thread M" of whole words, as
 * " ?\b(by |in )?block [0-9]+ thread [0-9]+\b" would. */
std::string strip_threads(const std::string &s)
{
    std::string out;
    size_t i = 0;
    while (i < s.size()) {
        size_t j = i;
        if (s[j] == ' ')
            j++;
        bool ok = j < s.size() && (j == 0 || !word_char(s[j - 1]));
        if (ok) {
            size_t k = j;
            if (s.compare(k, 3, "by ") == 0 || s.compare(k, 3, "in ") == 0) {
                if (s.compare(k + 3, 6, "block ") == 0)
                    k += 3;
            }
            auto digits = [&](size_t &p) {
                size_t b = p;
                while (p < s.size() && std::isdigit(static_cast<unsigned char>(s[p])))
                    p++;
                return p > b;
            };
            if (s.compare(k, 6, "block ") == 0) {
                size_t p = k + 6;
                if (digits(p) && s.compare(p, 8, " thread ") == 0) {
                    p += 8;
                    if (digits(p) && (p == s.size() || !word_char(s[p]))) {
                        i = p;
                        continue;
                    }
                }
            }
        }
        out += s[i++];
    }
    return out;
}

/* A finding's label in the picture: its headline without the thread and
 * the file:line the picture already shows. */
std::string short_of(const std::string &text)
{
    std::string first = text.substr(0, text.find('\n'));
    if (first.compare(0, 8, "(launch ") == 0 && first.find(") ") != std::string::npos)
        first = first.substr(first.find(") ") + 2);
    first = strip_threads(strip_sites(first));
    const size_t semi = first.find("; ");
    if (semi != std::string::npos && semi > 16)
        first.erase(semi);
    while (!first.empty() && (first.back() == '.' || first.back() == ' ' || first.back() == ','))
        first.pop_back();
    size_t colon = first.find(":  ");
    if (colon != std::string::npos)
        first.erase(colon + 1, 1);
    return cut(first, 96);
}

std::vector<Finding> findings(const Trace &t)
{
    std::vector<const TraceDiag *> ds;
    for (const TraceDiag &d : t.diags)
        ds.push_back(&d);
    std::stable_sort(ds.begin(), ds.end(),
                     [](const TraceDiag *a, const TraceDiag *b) { return rank_of(a->status) > rank_of(b->status); });
    std::vector<Finding> out;
    for (const TraceDiag *d : ds) {
        if (d->needs_distinct_lines) {
            bool distinct = false;
            for (const void *pc : d->pcs)
                distinct |= site_of(pc) != site_of(d->pcs[0]);
            if (!distinct)
                continue;
        }
        std::string text = trace_render_text(*d);
        bool merged = false;
        for (Finding &f : out)
            if (f.text == text) {
                f.places.insert(f.places.end(), d->places.begin(), d->places.end());
                merged = true;
            }
        if (merged)
            continue;
        Finding f;
        f.number = (int)out.size() + 1;
        f.status = d->status;
        f.text = text;
        f.short_text = short_of(text);
        f.places = d->places;
        f.pcs = d->pcs;
        out.push_back(std::move(f));
    }
    return out;
}

/* The red list of findings under the title; returns its height. */
double draw_findings(Svg &svg, const std::vector<Finding> &fs, double x, double y, double width)
{
    if (fs.empty())
        return 0;
    const size_t per_line = (size_t)((width - 40) / (12.5 * 0.6));
    double h = 26;
    std::vector<std::vector<std::string>> texts;
    for (const Finding &f : fs) {
        std::vector<std::string> lines;
        size_t start = 0;
        while (start <= f.text.size() && lines.size() < 6) {
            size_t nl = f.text.find('\n', start);
            std::string para = f.text.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
            size_t lead = para.find_first_not_of(' ');
            para = lead == std::string::npos ? "" : para.substr(lead);
            for (const std::string &l : wrap(para, per_line - (lines.empty() ? 0 : 2)))
                lines.push_back(lines.empty() ? l : "  " + l);
            if (nl == std::string::npos)
                break;
            start = nl + 1;
        }
        if (lines.size() > 6) {
            lines.resize(6);
            lines.back() = cut(lines.back(), per_line - 12) + " (more in tooltip)";
        } else if (lines.size() == 6 && f.text.find('\n', 0) != std::string::npos) {
            /* the message may go on: say so if anything was left out */
        }
        h += 17.0 * (double)lines.size() + 8;
        texts.push_back(lines);
    }
    svg.rect(x, y, width, h, kRedFill, kRed, 6, "stroke-width=\"1.5\"");
    svg.text(x + 12, y + 18, fs.size() == 1 ? "1 finding" : std::to_string(fs.size()) + " findings", 13, kRed,
             "font-weight=\"bold\"");
    double yy = y + 26;
    for (size_t i = 0; i < fs.size(); i++) {
        svg.open_group(fs[i].text, "finding");
        svg.raw("<circle cx=\"" + num(x + 21) + "\" cy=\"" + num(yy + 8) + "\" r=\"9\" fill=\"" + kRed + "\"/>\n");
        svg.text(x + 21, yy + 12, std::to_string(fs[i].number), 11, "#ffffff", "text-anchor=\"middle\" font-weight=\"bold\"");
        for (size_t k = 0; k < texts[i].size(); k++)
            svg.text(x + 38, yy + 12 + 17.0 * (double)k, texts[i][k], 12.5, k ? kMuted : "#c92a2a");
        svg.close_group();
        yy += 17.0 * (double)texts[i].size() + 8;
    }
    return h;
}

void draw_badge(Svg &svg, double x, double y, int n)
{
    svg.raw("<circle cx=\"" + num(x) + "\" cy=\"" + num(y) + "\" r=\"8\" fill=\"" + kRed + "\"/>\n");
    svg.text(x, y + 4, std::to_string(n), 10.5, "#ffffff", "text-anchor=\"middle\" font-weight=\"bold\"");
}

std::string status_line(const Trace &t, size_t nfind)
{
    const int st = t.result.status;
    if (st == P34_EXIT_OK)
        return "✔ the run finished, and the simulator's checks found no race, deadlock or fault (p34 checks the values)";
    if (st == P34_EXIT_TIMEOUT)
        return "✘ the run stopped: deadlock or timeout (exit 4) — see where each block stopped";
    if (st == P34_EXIT_FAULT)
        return "✘ the run stopped: a fault (exit 5), as a GPU's illegal address";
    return "✘ the run finished with " + std::to_string(nfind) + (nfind == 1 ? " finding" : " findings") + " (exit " +
           std::to_string(st) + ")";
}

/* ---------------------------------------------------------------------- */
/* Cluster puzzles                                                         */

struct MarkPart {
    TraceSync kind;
    const void *pc;
    std::vector<uint32_t> threads;
};

struct Item {
    enum Kind { Access, Mark, Place, Stop, End } kind = Access;
    const TraceGroup *group = nullptr;
    std::vector<MarkPart> parts;
    int repeat = 1;
    bool cluster = false, sync = false;
    int finding = 0;
    std::vector<int> badges;
    std::vector<std::string> lines;
    std::string site, title;
    bool red = false, site_below = false;
    std::vector<const TraceGroup *> more;  /* accesses merged into this item (same line) */
    uint64_t order = 0;
    bool at_access = true;  /* Place: its order is known */
    const void *pc = nullptr;
    double y = 0, h = 0;
};

/* Line number of a code site, 0 when unknown. */
long line_of(const void *pc)
{
    const std::string &loc = trace_site(pc).location;
    const size_t c = loc.find(':');
    return c == std::string::npos ? 0 : atol(loc.c_str() + c + 1);
}

struct Arrow {
    int col;        /* source column */
    double y;       /* source item's centre */
    int row;        /* 0: shared memory, 1: temp_storage, 2: output */
    int box;
    uint8_t op;
    std::string title;
    int glane = 0, rlane = 0, slot = 0, nslots = 1;
};

std::string mark_label(const MarkPart &p, bool sync)
{
    if (sync)
        return "cluster sync";
    switch (p.kind) {
    case TraceSync::Arrive: return "cluster arrive";
    case TraceSync::Wait: return "cluster wait";
    default: break;
    }
    std::string callee = trace_site(p.pc).callee;
    return callee.compare(0, 13, "__syncthreads") == 0 ? callee : "__syncthreads";
}

bool same_parts(const std::vector<MarkPart> &a, const std::vector<MarkPart> &b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); i++)
        if (a[i].kind != b[i].kind || a[i].pc != b[i].pc || a[i].threads != b[i].threads)
            return false;
    return true;
}

std::string draw_cluster(const Trace &t)
{
    const int ncols = (int)t.cluster_blocks;
    const uint32_t bt = t.block_threads;
    const std::vector<Finding> fs = findings(t);

    /* -- items of each column, in program order ------------------------- */
    std::vector<std::vector<Item>> cols((size_t)ncols);
    for (int b = 0; b < ncols; b++) {
        std::vector<Item> &items = cols[(size_t)b];
        /* barrier calls, by position in each thread's sequence */
        std::vector<std::vector<MarkPart>> marks;
        for (uint32_t th = 0; th < bt; th++) {
            const size_t tid = (size_t)b * bt + th;
            if (tid >= t.syncs.size())
                break;
            const auto &v = t.syncs[tid];
            if (marks.size() < v.size())
                marks.resize(v.size());
            for (size_t s = 0; s < v.size(); s++) {
                auto &parts = marks[s];
                size_t k = 0;
                while (k < parts.size() && !(parts[k].kind == v[s].kind && parts[k].pc == v[s].pc))
                    k++;
                if (k == parts.size())
                    parts.push_back(MarkPart{v[s].kind, v[s].pc, {}});
                parts[k].threads.push_back(th);
            }
        }
        /* accesses and findings, by the same position */
        std::map<uint32_t, std::vector<Item>> at;
        for (const TraceGroup &gr : t.groups) {
            if (gr.launch != 0 || gr.block != (uint32_t)b)
                continue;
            Item it;
            it.kind = Item::Access;
            it.group = &gr;
            it.order = gr.order;
            at[gr.seq].push_back(it);
        }
        for (const Finding &f : fs)
            for (const TracePlace &p : f.places) {
                if (p.launch != 0 || p.block != (uint32_t)b)
                    continue;
                Item it;
                it.kind = Item::Place;
                it.finding = f.number;
                it.order = p.order;
                it.at_access = p.at_access;
                it.pc = p.pc;
                it.red = true;
                it.site = short_site(p.pc);
                it.title = f.text;
                std::string label = p.what.empty() ? f.short_text
                                                   : "race: thread " + std::to_string(p.thread) + " " + p.what + " here";
                it.lines = wrap(label, 33);
                if (it.lines.size() > 3) {
                    it.lines.resize(3);
                    it.lines[2] = cut(it.lines[2] + " …", 33);
                }
                at[p.seq].push_back(it);
            }
        const uint32_t last = std::max<uint32_t>((uint32_t)marks.size(), at.empty() ? 0 : at.rbegin()->first);
        for (uint32_t s = 0; s <= last; s++) {
            auto found = at.find(s);
            if (found != at.end()) {
                /* a finding at an access that is not drawn (the block's own
                 * shared memory): before the first drawn access of a later line */
                std::vector<Item> &v = found->second;
                auto key = [](const Item &x) { return x.order * 2 + (x.kind == Item::Access ? 0 : 1); };
                std::vector<uint64_t> keys;
                for (const Item &x : v) {
                    uint64_t k = key(x);
                    if (x.kind == Item::Place && !x.at_access && line_of(x.pc) > 0)
                        for (const Item &a : v)
                            if (a.kind == Item::Access && trace_site(a.group->pc).location.substr(0, trace_site(a.group->pc).location.find(':')) ==
                                                              trace_site(x.pc).location.substr(0, trace_site(x.pc).location.find(':')) &&
                                line_of(a.group->pc) > line_of(x.pc) && a.order * 2 < k + 1)
                                k = a.order * 2 - (a.order ? 1 : 0);
                    keys.push_back(k);
                }
                std::vector<size_t> idx(v.size());
                for (size_t i = 0; i < idx.size(); i++)
                    idx[i] = i;
                std::stable_sort(idx.begin(), idx.end(), [&](size_t a, size_t b) { return keys[a] < keys[b]; });
                std::vector<Item> sorted;
                for (size_t i : idx)
                    sorted.push_back(std::move(v[i]));
                v = std::move(sorted);
                for (Item &it : v)
                    items.push_back(std::move(it));
            }
            if (s < marks.size()) {
                Item m;
                m.kind = Item::Mark;
                m.parts = marks[s];
                for (const MarkPart &p : m.parts)
                    m.cluster |= p.kind != TraceSync::Block;
                /* arrive then wait at one call: cluster sync */
                if (!items.empty() && items.back().kind == Item::Mark && !items.back().sync &&
                    items.back().repeat == 1 && items.back().parts.size() == 1 && m.parts.size() == 1 &&
                    items.back().parts[0].kind == TraceSync::Arrive && m.parts[0].kind == TraceSync::Wait &&
                    items.back().parts[0].pc == m.parts[0].pc && items.back().parts[0].threads == m.parts[0].threads) {
                    items.back().sync = true;
                    continue;
                }
                /* the same barrier again with nothing between: x N */
                if (!items.empty() && items.back().kind == Item::Mark && !items.back().sync &&
                    same_parts(items.back().parts, m.parts)) {
                    items.back().repeat++;
                    continue;
                }
                items.push_back(std::move(m));
            }
        }
        /* how the block ended */
        bool stopped = false;
        for (const TraceStop &st : t.stops) {
            if (st.block != (uint32_t)b || t.stop_launch != 0)
                continue;
            stopped = true;
            Item it;
            it.kind = Item::Stop;
            it.order = UINT64_MAX;
            std::string w = who(st.threads);
            if (st.threads.size() == bt)
                w = "all " + std::to_string(bt) + " threads";
            std::string text;
            switch (st.state) {
            case ThreadState::Done: text = w + " had finished"; break;
            case ThreadState::NotStarted: text = w + " never started"; break;
            case ThreadState::Runnable: text = "stopped here: " + w + " running"; break;
            default: {
                std::string call = st.pc ? trace_site(st.pc).callee : std::string();
                text = "stopped here: " + w + " waiting in " + (call.empty() ? st.what : call);
                break;
            }
            }
            it.red = st.state != ThreadState::Done;
            it.lines = wrap(text, 35 - 3 * std::min<size_t>(3, (size_t)std::count_if(fs.begin(), fs.end(),
                                                          [](const Finding &f) { return f.places.empty(); })));
            if (st.pc)
                it.site = short_site(st.pc);
            it.title = "block " + std::to_string(b) + ": " + text + (st.pc ? " at " + site_of(st.pc) : std::string());
            /* findings with no thread of their own (deadlock, watchdog) */
            for (const Finding &f : fs) {
                if (!f.places.empty() || !it.red)
                    continue;
                bool match = false;
                for (const void *pc : f.pcs)
                    match |= pc && site_of(pc) == site_of(st.pc);
                if (match || f.pcs.empty() || f.status != P34_EXIT_WRONG)
                    it.badges.push_back(f.number);
            }
            std::sort(it.badges.begin(), it.badges.end());
            it.badges.erase(std::unique(it.badges.begin(), it.badges.end()), it.badges.end());
            items.push_back(std::move(it));
        }
        if (!stopped) {
            Item it;
            it.kind = Item::End;
            it.lines = {t.result.launches_done > 0 ? "all " + std::to_string(bt) + " threads finished"
                                                   : "did not run to the end"};
            it.title = "block " + std::to_string(b) + ": " + it.lines[0];
            items.push_back(std::move(it));
        }
    }

    /* -- accesses of one line one after the other: one item -------------- */
    for (auto &items : cols) {
        std::vector<Item> merged;
        for (Item &it : items) {
            if (it.kind == Item::Access && !merged.empty() && merged.back().kind == Item::Access) {
                const TraceGroup &a = *merged.back().group, &b = *it.group;
                if (a.target == b.target && a.op == b.op && a.target_block == b.target_block &&
                    site_of(a.pc) == site_of(b.pc)) {
                    merged.back().more.push_back(it.group);
                    continue;
                }
            }
            merged.push_back(std::move(it));
        }
        items = std::move(merged);
    }

    /* -- text and height of every item ---------------------------------- */
    const double colW = 262, gutter = 40, pitch = colW + gutter, left = 58;
    std::vector<std::unique_ptr<TraceGroup>> owned;
    const double lineH = 15.5;
    for (int b = 0; b < ncols; b++)
        for (Item &it : cols[(size_t)b]) {
            if (it.kind == Item::Access) {
                if (!it.more.empty()) {
                    /* one group standing for all: the union of the merged ones */
                    TraceGroup *u = new TraceGroup(*it.group);
                    for (const TraceGroup *m : it.more) {
                        u->count += m->count;
                        u->elem_min = std::min(u->elem_min, m->elem_min);
                        u->elem_max = std::max(u->elem_max, m->elem_max);
                        for (size_t w = 0; w < m->threads.size(); w++) {
                            if (u->threads.size() <= w)
                                u->threads.resize(w + 1, 0);
                            u->threads[w] |= m->threads[w];
                        }
                        for (size_t w = 0; w < m->elems.size(); w++) {
                            if (u->elems.size() <= w)
                                u->elems.resize(w + 1, 0);
                            u->elems[w] |= m->elems[w];
                        }
                    }
                    owned.emplace_back(u);
                    it.group = u;
                }
                const TraceGroup &gr = *it.group;
                const std::vector<uint32_t> threads = bits_list(gr.threads);
                const bool input = gr.target == TInput;
                const bool plural = threads.size() > 1;
                std::string what;
                if (gr.target == TShared) {
                    what = shared_elems(gr) + " of block " + std::to_string(gr.target_block) + " (DSMEM)";
                } else {
                    const uint64_t distinct = input ? 0 : (uint64_t)bits_list(gr.elems).size();
                    what = elems_text(buffer_name(t.puzzle, gr.target), gr.elem_min, gr.elem_max,
                                      input ? 0 : distinct);
                    if (input && gr.count < (uint64_t)(gr.elem_max - gr.elem_min + 1))
                        what = std::to_string(gr.count) + " values in " + what;
                }
                std::string s = who(threads) + " " + verb(gr.op, plural, input) + " " + what;
                if (!input && gr.count > threads.size() && gr.count > 1 && bits_list(gr.elems).size() < gr.count)
                    s += " (" + std::to_string(gr.count) + " times)";
                it.lines = wrap(s, 37);
                it.site = short_site(gr.pc);
                it.title = "block " + std::to_string(b) + " " + s + " at " + site_of(gr.pc);
                it.h = lineH * (double)it.lines.size() + lineH + 8;
            } else if (it.kind == Item::Mark) {
                std::string label;
                for (const MarkPart &p : it.parts) {
                    std::string l = mark_label(p, it.sync);
                    if (it.repeat > 1)
                        l += " ×" + std::to_string(it.repeat);
                    if (it.parts.size() > 1 || p.threads.size() != bt)
                        l = who(p.threads) + ": " + l;
                    it.lines.push_back(l);
                    it.title += std::string(it.title.empty() ? "" : "\n") + "block " + std::to_string(b) + ", " +
                                (p.threads.size() == bt ? "all " + std::to_string(bt) + " threads" : who(p.threads)) +
                                ": " + mark_label(p, it.sync) + " at " + site_of(p.pc) +
                                (it.repeat > 1 ? " (" + std::to_string(it.repeat) + " times in a row)" : "");
                }
                it.site = short_site(it.parts[0].pc);
                bool multi_site = false;
                for (const MarkPart &p : it.parts)
                    multi_site |= short_site(p.pc) != it.site;
                if (multi_site) {
                    for (size_t k = 0; k < it.parts.size(); k++)
                        it.lines[k] += " · " + short_site(it.parts[k].pc);
                    it.site.clear();
                    it.red = true;
                }
                it.site_below = !it.site.empty() && glyphs(it.lines[0]) * 7.6 + glyphs(it.site) * 6.8 > colW - 24;
                it.h = 22 + lineH * (double)(it.lines.size() - 1 + (it.site_below ? 1 : 0));
            } else {
                it.h = lineH * (double)it.lines.size() + (it.site.empty() ? 0 : lineH) + 8;
            }
        }

    /* -- layout: columns side by side, cluster barrier calls lined up ---- */
    double y = 0;  /* set after the header */
    const double width = left + pitch * ncols + 10;
    Svg head, svg;
    const std::string title = std::string("p34 ") + puzzle_flag(t.puzzle) + " — " + kernel_name(t.puzzle) + " in " +
                              t.source;
    head.text(24, 34, std::string("p34 ") + puzzle_flag(t.puzzle), 22, kInk, "font-weight=\"bold\"");
    head.text(24 + text_width(std::string("p34 ") + puzzle_flag(t.puzzle), 22) + 16, 34,
              std::string(kernel_name(t.puzzle)) + " in " + t.source, 15, kMuted, "", true);
    head.text(24, 56,
              std::to_string(ncols) + " blocks × " + std::to_string(bt) + " threads, one cluster of " +
                  std::to_string(ncols) + " · CPU simulator, " + schedule_text(t),
              12.5, kMuted);
    head.text(24, 78, status_line(t, fs.size()), 14, t.result.status == P34_EXIT_OK ? "#2b8a3e" : kRed,
              "font-weight=\"bold\"");
    y = 92;
    /* legend */
    {
        double x = 24;
        const double ly = y + 10;
        auto arrow_sample = [&](const char *color, const char *head_id, bool dashed, const std::string &label) {
            head.line(x, ly, x + 30, ly, color, 2,
                      std::string("marker-end=\"url(#head-") + head_id + ")\"" + (dashed ? " stroke-dasharray=\"5 3\"" : ""));
            head.text(x + 36, ly + 4, label, 12, kMuted);
            x += 36 + text_width(label, 12) + 22;
        };
        arrow_sample(kStore, "store", false, "store");
        arrow_sample(kLoad, "load", true, "load");
        arrow_sample(kAtomic, "atomic", false, "atomic");
        head.rect(x, ly - 8, 30, 16, "#e9ecef", "#adb5bd", 3);
        head.text(x + 36, ly + 4, "__syncthreads (block barrier)", 12, kMuted);
        x += 36 + text_width("__syncthreads (block barrier)", 12) + 22;
        head.rect(x, ly - 8, 30, 16, kClusterFill, kCluster, 3);
        head.text(x + 36, ly + 4, "cluster barrier", 12, kMuted);
        x += 36 + text_width("cluster barrier", 12) + 22;
        head.rect(x, ly - 8, 30, 16, kRedFill, kRed, 3);
        head.text(x + 36, ly + 4, "finding / where it stopped", 12, kMuted);
        head.text(24, ly + 26, "Time runs down. Blocks run in parallel between barriers; hover over anything for its "
                               "file:line and the full message.",
                  12, kFaint);
        y += 46;
    }
    y += 8;
    const double fh = draw_findings(head, fs, 24, y, width - 48);
    if (fh > 0)
        y += fh + 16;

    /* column headers */
    for (int b = 0; b < ncols; b++) {
        const double x = left + pitch * b;
        head.text(x + colW / 2, y + 18, "block " + std::to_string(b), 16, kInk,
                  "text-anchor=\"middle\" font-weight=\"bold\"");
        head.text(x + colW / 2, y + 34, "cluster rank " + std::to_string(b) + " · " + std::to_string(bt) + " threads",
                  11.5, kFaint, "text-anchor=\"middle\"");
    }
    y += 46;
    const double top = y;

    std::vector<double> cy((size_t)ncols, top);
    std::vector<size_t> pos((size_t)ncols, 0);
    struct Band {
        double y, h;
    };
    std::vector<Band> bands;
    for (;;) {
        bool any = false;
        for (int b = 0; b < ncols; b++) {
            auto &items = cols[(size_t)b];
            size_t &i = pos[(size_t)b];
            while (i < items.size() && !(items[i].kind == Item::Mark && items[i].cluster)) {
                items[i].y = cy[(size_t)b];
                cy[(size_t)b] += items[i].h + 6;
                i++;
            }
            any |= i < items.size();
        }
        if (!any)
            break;
        double yy = 0, hh = 0;
        for (int b = 0; b < ncols; b++) {
            yy = std::max(yy, cy[(size_t)b]);
            if (pos[(size_t)b] < cols[(size_t)b].size())
                hh = std::max(hh, cols[(size_t)b][pos[(size_t)b]].h);
        }
        yy += 4;
        bands.push_back(Band{yy - 5, hh + 10});
        for (int b = 0; b < ncols; b++) {
            auto &items = cols[(size_t)b];
            size_t &i = pos[(size_t)b];
            if (i < items.size()) {
                items[i].y = yy;
                items[i].h = hh;
                i++;
            }
            cy[(size_t)b] = yy + hh + 12;
        }
    }
    double bottom = top;
    for (double v : cy)
        bottom = std::max(bottom, v);

    /* -- arrows ----------------------------------------------------------- */
    std::vector<Arrow> arrows;
    bool any_shared = false;
    for (int b = 0; b < ncols; b++)
        for (const Item &it : cols[(size_t)b]) {
            if (it.kind != Item::Access)
                continue;
            const TraceGroup &gr = *it.group;
            if (gr.target == TShared) {
                any_shared = true;
                if ((int)gr.target_block < ncols)
                    arrows.push_back(Arrow{b, it.y + it.h / 2, 0, (int)gr.target_block, gr.op, it.title});
            } else if (gr.target == TScratch || gr.target == TOutput) {
                const std::vector<uint32_t> es = bits_list(gr.elems);
                for (uint32_t e : es) {
                    if ((int)e >= ncols || arrows.size() > 400)
                        break;
                    arrows.push_back(Arrow{b, it.y + it.h / 2, gr.target == TScratch ? 1 : 2, (int)e, gr.op, it.title});
                }
            }
        }
    /* lanes: one per arrow in its source gutter and in its target row */
    std::vector<int> glanes((size_t)ncols, 0);
    int rlanes[3] = {0, 0, 0};
    std::map<std::pair<int, int>, int> slots;
    for (Arrow &a : arrows) {
        a.glane = glanes[(size_t)a.col]++;
        a.rlane = rlanes[a.row]++;
        a.slot = slots[{a.row, a.box}]++;
    }
    for (Arrow &a : arrows)
        a.nslots = slots[{a.row, a.box}];

    /* -- memory rows ------------------------------------------------------- */
    const int scratch_len = p34_puzzle_shape(t.puzzle).scratch_len;
    const int output_len = p34_puzzle_shape(t.puzzle).output_len;
    const double laneStep = 7, boxH = 46;
    double rowY[3] = {0, 0, 0}, laneTop[3] = {0, 0, 0};
    double my = bottom + 24;
    svg.line(16, my - 10, width - 16, my - 10, "#dee2e6", 1);
    svg.text(24, my + 6, "memory after the run", 13, kInk, "font-weight=\"bold\"");
    my += 14;
    const bool has_row[3] = {any_shared, scratch_len > 0, output_len > 0};
    for (int r = 0; r < 3; r++) {
        if (!has_row[r])
            continue;
        laneTop[r] = my;
        my += 10 + laneStep * rlanes[r];
        rowY[r] = my;
        my += boxH + 14;
    }
    const double height = my + 20;

    /* -- draw --------------------------------------------------------------- */
    /* bands behind the columns */
    for (const Band &bd : bands)
        svg.rect(left - 8, bd.y, pitch * ncols - gutter + 16, bd.h, kClusterFill, "none", 6);
    for (int b = 0; b < ncols; b++) {
        const double x = left + pitch * b;
        svg.line(x + colW / 2, top - 6, x + colW / 2, bottom - 6, "#dee2e6", 2);
    }
    svg.text(22, top + 14, "time", 12, kFaint, "text-anchor=\"middle\"");
    svg.line(22, top + 22, 22, bottom - 10, "#ced4da", 2, "marker-end=\"url(#head-time)\"");

    for (int b = 0; b < ncols; b++) {
        const double x = left + pitch * b;
        for (const Item &it : cols[(size_t)b]) {
            svg.open_group(it.title);
            double ty = it.y + 15;
            switch (it.kind) {
            case Item::Access: {
                const TraceGroup &gr = *it.group;
                const bool input = gr.target == TInput;
                const char *stroke = input ? "#ced4da" : gr.op == OpStore ? kStore : gr.op == OpAtomic ? kAtomic : kLoad;
                const char *fill = input ? "#f8f9fa" : gr.op == OpStore ? kStoreFill : gr.op == OpAtomic ? kAtomicFill : kLoadFill;
                svg.rect(x, it.y, colW, it.h, fill, stroke, 5);
                for (const std::string &l : it.lines) {
                    svg.text(x + 8, ty, l, 12.5, input ? kMuted : kInk);
                    ty += lineH;
                }
                svg.text(x + 8, ty, it.site, 11, kFaint, "", true);
                break;
            }
            case Item::Mark: {
                const char *fill = it.red ? kRedFill : it.cluster ? "#e5dbff" : "#e9ecef";
                const char *stroke = it.red ? kRed : it.cluster ? kCluster : "#adb5bd";
                svg.rect(x, it.y, colW, it.h, fill, stroke, it.cluster ? 11 : 3, "stroke-width=\"1.2\"");
                for (size_t k = 0; k < it.lines.size(); k++)
                    svg.text(x + 9, it.y + 15 + lineH * (double)k, it.lines[k], 12.5, it.cluster ? "#5f3dc4" : kInk,
                             "font-weight=\"bold\"");
                if (it.site_below)
                    svg.text(x + 9, it.y + 15 + lineH * (double)it.lines.size(), it.site, 11,
                             it.cluster ? "#5f3dc4" : kMuted, "", true);
                else if (!it.site.empty())
                    svg.text(x + colW - 8, it.y + 15, it.site, 11, it.cluster ? "#5f3dc4" : kMuted,
                             "text-anchor=\"end\"", true);
                break;
            }
            case Item::Place:
            case Item::Stop:
            case Item::End: {
                const bool red = it.red;
                svg.rect(x, it.y, colW, it.h, red ? kRedFill : "#f1f3f5", red ? kRed : "#ced4da",
                         it.kind == Item::Place ? 5 : 9, red ? "stroke-width=\"2\"" : "");
                double tx = x + 8;
                if (it.kind == Item::Place) {
                    draw_badge(svg, x + 14, it.y + 11, it.finding);
                    tx = x + 28;
                }
                for (size_t k = 0; k < it.badges.size(); k++)
                    draw_badge(svg, x + 14 + 19.0 * (double)k, it.y + 11, it.badges[k]);
                if (!it.badges.empty())
                    tx = x + 14 + 19.0 * (double)it.badges.size();
                for (const std::string &l : it.lines) {
                    svg.text(tx, ty, l, 12.5, red ? "#c92a2a" : kMuted, red ? "font-weight=\"bold\"" : "");
                    ty += lineH;
                }
                if (!it.site.empty())
                    svg.text(tx, ty, it.site, 11, red ? "#c92a2a" : kFaint, "", true);
                break;
            }
            }
            svg.close_group();
        }
    }

    /* memory rows */
    auto box_x = [&](int box) { return left + pitch * box + 20; };
    const double boxW = colW - 40;
    if (has_row[0])
        svg.text(left - 50, rowY[0] - 4, "shared memory of each block (distributed shared memory)", 11.5, kFaint);
    for (int r = 0; r < 3; r++) {
        if (!has_row[r])
            continue;
        const int n = r == 0 ? ncols : r == 1 ? scratch_len : output_len;
        for (int e = 0; e < n && e < ncols; e++) {
            const double x = box_x(e), yy = rowY[r];
            std::string l1, l2, tip;
            bool bad = false;
            if (r == 0) {
                std::vector<std::string> names;
                for (const TraceGroup &gr : t.groups)
                    if (gr.target == TShared && (int)gr.target_block == e) {
                        std::string nm = shared_elems(gr);
                        if (std::find(names.begin(), names.end(), nm) == names.end())
                            names.push_back(nm);
                    }
                l1 = "block " + std::to_string(e) + "'s shared memory";
                std::string all;
                for (const std::string &nm : names)
                    all += (all.empty() ? "" : ", ") + nm;
                l2 = all.empty() ? "not accessed by peers" : "peers used " + all;
                tip = l1 + ": " + l2;
            } else {
                const char *name = buffer_name(t.puzzle, r == 1 ? TScratch : TOutput);
                const float v = r == 1 ? (e < (int)t.scratch_after.size() ? t.scratch_after[(size_t)e] : NAN)
                                       : (t.result.outputs_filled > 0 ? t.result.output[0][e] : NAN);
                const auto &wsv = t.writers[r == 1 ? TScratch : TOutput][e];
                l1 = std::string(name) + "[" + std::to_string(e) + "] = " +
                     (std::isnan(v) && !wsv.empty() ? std::string("NaN") : float_text(v));
                if (t.result.launches_done == 0 && t.result.outputs_filled == 0)
                    l1 = std::string(name) + "[" + std::to_string(e) + "]";
                const auto &ws = t.writers[r == 1 ? TScratch : TOutput][e];
                std::string w;
                for (size_t k = 0; k < ws.size() && k < 2; k++)
                    w += (w.empty() ? "" : ", ") + std::string("block ") + std::to_string(ws[k].block) + " thread " +
                         std::to_string(ws[k].thread);
                if (ws.size() > 2)
                    w += " +" + std::to_string(ws.size() - 2) + (ws.size() >= 8 ? "+" : "");
                l2 = ws.empty() ? "never stored" : "← " + w;
                bad = ws.size() != 1 && r == 2;
                tip = std::string(name) + "[" + std::to_string(e) + "]";
                if (ws.empty())
                    tip += ": no thread stored it";
                for (const TraceWriter &tw : ws)
                    tip += "\n← block " + std::to_string(tw.block) + " thread " + std::to_string(tw.thread) +
                           (tw.op == OpAtomic ? " (atomic)" : "") + " at " + site_of(tw.pc);
                if (ws.size() > 1 && r == 2)
                    tip += "\nmore than one writer: each output must be stored by exactly one thread";
            }
            svg.open_group(tip);
            svg.rect(x, yy, boxW, boxH, bad ? kRedFill : "#fcfcfd", bad ? kRed : "#868e96", 4,
                     "stroke-width=\"1.3\"");
            svg.text(x + 8, yy + 18, cut(l1, 32), 12.5, kInk, "font-weight=\"bold\"", true);
            svg.text(x + 8, yy + 36, cut(l2, 36), 12, bad ? "#c92a2a" : kMuted);
            svg.close_group();
        }
    }

    /* arrows last, over everything */
    for (const Arrow &a : arrows) {
        const double x0 = left + pitch * a.col + colW;
        const double xg = x0 + 8 + 4.0 * (double)(a.glane % 8);
        const double yl = laneTop[a.row] + 8 + laneStep * a.rlane;
        const double xt = box_x(a.box) + boxW / 2 + 14.0 * ((double)a.slot - (double)(a.nslots - 1) / 2);
        const double yt = rowY[a.row];
        const char *color = a.op == OpStore ? kStore : a.op == OpAtomic ? kAtomic : kLoad;
        const char *head_id = a.op == OpStore ? "store" : a.op == OpAtomic ? "atomic" : "load";
        svg.open_group(a.title);
        svg.raw("<path d=\"M" + num(x0) + "," + num(a.y) + " H" + num(xg) + " V" + num(yl) + " H" + num(xt) + " V" +
                num(yt - 1) + "\" fill=\"none\" stroke=\"" + color + "\" stroke-width=\"1.6\" stroke-linejoin=\"round\"" +
                (a.op == OpLoad ? " stroke-dasharray=\"5 3\"" : "") + " marker-end=\"url(#head-" + head_id +
                ")\" opacity=\"0.9\"/>\n");
        svg.raw("<circle cx=\"" + num(x0) + "\" cy=\"" + num(a.y) + "\" r=\"2.5\" fill=\"" + color + "\"/>\n");
        svg.close_group();
    }
    if (t.truncated)
        svg.text(24, height - 8, "(the run did too much to record all of it: the picture shows the start)", 11, kRed);
    return document(width, height, title, head.body + svg.body);
}

/* ---------------------------------------------------------------------- */
/* Last-block puzzle                                                       */

std::string ramp(double f)
{
    /* light blue (early) to dark blue (late) */
    const double a[3] = {231, 245, 255}, b[3] = {24, 100, 171};
    char buf[16];
    snprintf(buf, sizeof buf, "#%02x%02x%02x", (int)(a[0] + (b[0] - a[0]) * f), (int)(a[1] + (b[1] - a[1]) * f),
             (int)(a[2] + (b[2] - a[2]) * f));
    return buf;
}

std::string draw_last_block(const Trace &t)
{
    const std::vector<Finding> fs = findings(t);
    const p34_shape shape = p34_puzzle_shape(t.puzzle);
    const int nblocks = shape.grid_x;
    const int per_row = 16;
    const double cw = 31, ch = 25, panelW = 600;
    const double width = 40 + panelW * t.launches;
    Svg svg;
    const std::string title = std::string("p34 --last-block — last_block_reduction in ") + t.source;
    svg.text(24, 34, "p34 --last-block", 22, kInk, "font-weight=\"bold\"");
    svg.text(24 + text_width("p34 --last-block", 22) + 16, 34, "last_block_reduction in " + t.source, 15, kMuted, "",
             true);
    svg.text(24, 56,
             std::to_string(nblocks) + " blocks × " + std::to_string(t.block_threads) + " threads, no cluster, launched " +
                 std::to_string(t.launches) + (t.launches == 1 ? " time" : " times (no counter reset between)") +
                 " · CPU simulator, " + schedule_text(t),
             12.5, kMuted);
    svg.text(24, 78, status_line(t, fs.size()), 14, t.result.status == P34_EXIT_OK ? "#2b8a3e" : kRed,
             "font-weight=\"bold\"");
    double y = 92;
    {
        double x = 24;
        const double ly = y + 10;
        for (int k = 0; k < 5; k++)
            svg.rect(x + 12.0 * k, ly - 8, 12, 16, ramp(k / 4.0).c_str(), "none", 0);
        svg.text(x + 66, ly + 4, "ticket order: early → late (the number is the ticket)", 12, kMuted);
        x += 66 + text_width("ticket order: early → late (the number is the ticket)", 12) + 22;
        svg.rect(x, ly - 8, 24, 16, "#ffffff", kStore, 2, "stroke-width=\"3\"");
        svg.text(x + 30, ly + 4, "last block", 12, kMuted);
        x += 30 + text_width("last block", 12) + 22;
        svg.raw("<circle cx=\"" + num(x + 8) + "\" cy=\"" + num(ly) + "\" r=\"4\" fill=\"#2f9e44\"/>\n");
        svg.text(x + 18, ly + 4, "partial read by the last block", 12, kMuted);
        x += 18 + text_width("partial read by the last block", 12) + 22;
        svg.rect(x, ly - 8, 24, 16, kRedFill, kRed, 2, "stroke-width=\"2\"");
        svg.text(x + 30, ly + 4, "finding", 12, kMuted);
        svg.text(24, ly + 26, "One cell per block, 16 blocks a row; hover over a cell for its ticket, its partial and "
                              "who read it.",
                 12, kFaint);
        y += 46;
    }
    y += 8;
    const double fh = draw_findings(svg, fs, 24, y, width - 48);
    if (fh > 0)
        y += fh + 16;

    double max_bottom = y;
    for (int l = 0; l < t.launches; l++) {
        const double px = 24 + panelW * l, py = y;
        const bool done = t.result.launches_done > l;
        const bool ran = done || t.stop_launch == l;
        svg.text(px, py + 18, "launch " + std::to_string(l + 1), 17, kInk, "font-weight=\"bold\"");
        const unsigned before = l == 0 ? 0u : t.result.counter_after[l - 1];
        svg.text(px + 90, py + 18,
                 ran ? "counter before the launch: " + std::to_string(before) : "did not run (an earlier launch stopped)",
                 12.5, kMuted);
        if (!ran) {
            max_bottom = std::max(max_bottom, py + 40);
            continue;
        }
        /* tickets per block, in the order taken */
        const auto &tk = t.tickets[l];
        std::vector<int> first_ticket((size_t)nblocks, -1);
        std::vector<int> ticket_count((size_t)nblocks, 0);
        std::vector<unsigned> ticket_value((size_t)nblocks, 0);
        for (size_t i = 0; i < tk.size(); i++)
            if ((int)tk[i].block < nblocks) {
                if (first_ticket[tk[i].block] < 0) {
                    first_ticket[tk[i].block] = (int)i;
                    ticket_value[tk[i].block] = tk[i].old_value;
                }
                ticket_count[tk[i].block]++;
            }
        /* the last block(s): those that stored output; what they read */
        std::vector<uint32_t> lasts;
        for (int e = 0; e < shape.output_len && e < 4; e++)
            for (const TraceWriter &w : t.writers[TOutput][e])
                if (w.launch == l && std::find(lasts.begin(), lasts.end(), w.block) == lasts.end())
                    lasts.push_back(w.block);
        std::vector<uint8_t> read_by_last((size_t)shape.scratch_len, 0);
        std::vector<const TraceGroup *> last_reads;
        for (const TraceGroup &gr : t.groups)
            if (gr.launch == l && gr.target == TScratch && gr.op == OpLoad &&
                std::find(lasts.begin(), lasts.end(), gr.block) != lasts.end()) {
                last_reads.push_back(&gr);
                for (uint32_t e : bits_list(gr.elems))
                    if (e < read_by_last.size())
                        read_by_last[e] = 1;
            }
        std::map<uint32_t, std::vector<int>> found_at;
        for (const Finding &f : fs)
            for (const TracePlace &p : f.places)
                if (p.launch == l)
                    found_at[p.block].push_back(f.number);
        for (auto &kv : found_at) {
            std::sort(kv.second.begin(), kv.second.end());
            kv.second.erase(std::unique(kv.second.begin(), kv.second.end()), kv.second.end());
        }
        /* grid */
        const double gx = px + 46, gy = py + 50;
        for (int c = 0; c < per_row; c++)
            svg.text(gx + cw * c + cw / 2, gy - 6, "+" + std::to_string(c), 10, kFaint, "text-anchor=\"middle\"");
        const int rows = (nblocks + per_row - 1) / per_row;
        for (int r = 0; r < rows; r++)
            svg.text(gx - 6, gy + ch * r + ch / 2 + 4, std::to_string(r * per_row), 10.5, kFaint,
                     "text-anchor=\"end\"");
        const double ntk = std::max<double>(1, (double)tk.size() - 1);
        for (int b = 0; b < nblocks; b++) {
            const double x = gx + cw * (b % per_row), yy = gy + ch * (b / per_row);
            const bool block_ran = b < (int)t.block_ran[l].size() && t.block_ran[l][b];
            std::string fill = "#f1f3f5", label = block_ran ? "–" : "", ink = kFaint;
            std::string tip = "block " + std::to_string(b) + ": ";
            if (first_ticket[b] >= 0) {
                const double f = first_ticket[b] / ntk;
                fill = ramp(f);
                ink = f > 0.55 ? "#ffffff" : kInk;
                label = std::to_string(ticket_value[b]);
                tip += "took ticket " + std::to_string(ticket_value[b]) + " (the " + std::to_string(first_ticket[b] + 1) +
                       (first_ticket[b] == 0 ? "st" : first_ticket[b] == 1 ? "nd" : first_ticket[b] == 2 ? "rd" : "th") +
                       " to take one)";
                if (ticket_count[b] > 1)
                    tip += "; took " + std::to_string(ticket_count[b]) + " tickets in all";
            } else {
                tip += block_ran ? "took no ticket" : "did not run";
            }
            if (b < (int)t.partial_writer[l].size())
                tip += t.partial_writer[l][b] < 0 ? "; partials[" + std::to_string(b) + "] was never stored"
                                                  : "; partials[" + std::to_string(b) + "] stored by block " +
                                                        std::to_string(t.partial_writer[l][b]);
            if (b < (int)read_by_last.size() && read_by_last[b])
                tip += ", read by the last block";
            const bool last = std::find(lasts.begin(), lasts.end(), (uint32_t)b) != lasts.end();
            if (last)
                tip += "; THE LAST BLOCK: it stored output[0]";
            auto fa = found_at.find((uint32_t)b);
            if (fa != found_at.end())
                for (int n : fa->second)
                    tip += "; finding " + std::to_string(n) + ": " + fs[(size_t)n - 1].text;
            svg.open_group(tip);
            svg.rect(x + 1, yy + 1, cw - 2, ch - 2, fill.c_str(), fa != found_at.end() ? kRed : "#ffffff", 2,
                     fa != found_at.end() ? "stroke-width=\"2\"" : "");
            svg.text(x + cw / 2, yy + ch / 2 + 4, label, ticket_value[b] > 999 ? 8.5 : 10, ink.c_str(),
                     "text-anchor=\"middle\"");
            if (b < (int)read_by_last.size() && read_by_last[b])
                svg.raw("<circle cx=\"" + num(x + cw - 5) + "\" cy=\"" + num(yy + 5) + "\" r=\"2.6\" fill=\"#2f9e44\"/>\n");
            svg.close_group();
        }
        for (uint32_t b : lasts)
            if ((int)b < nblocks)
                svg.rect(gx + cw * (b % per_row) - 1, gy + ch * (b / per_row) - 1, cw + 2, ch + 2, "none", kStore, 3,
                         "stroke-width=\"3.5\"");
        /* facts under the grid */
        double fy = gy + ch * rows + 24;
        auto fact = [&](const std::string &s, const char *color, const std::string &tip, bool bold = false) {
            for (const std::string &line : wrap(s, 78)) {
                svg.text(px, fy, line, 12.5, color, bold ? "font-weight=\"bold\"" : "", false, tip);
                fy += 17;
            }
            fy += 3;
        };
        if (!tk.empty()) {
            const TraceTicket &a = tk.front(), &z = tk.back();
            fact("Tickets: " + std::to_string(tk.size()) + " taken, " + std::to_string(a.old_value) + " first (block " +
                     std::to_string(a.block) + ") … " + std::to_string(z.old_value) + " last (block " +
                     std::to_string(z.block) + ")",
                 kInk, "atomic on counter at " + site_of(a.pc));
        } else {
            fact("No block took a ticket: nothing updated the counter atomically.", kRed, "");
        }
        if (lasts.empty()) {
            fact(done ? "No block stored output[0]: no block found it was the last one." : "The launch stopped before any block stored output[0].",
                 kRed, "", true);
        } else {
            for (uint32_t b : lasts) {
                std::string s = "Last block: block " + std::to_string(b);
                if (first_ticket[b] >= 0)
                    s += ", ticket " + std::to_string(ticket_value[b]) +
                         (ticket_value[b] - before == (unsigned)nblocks - 1 ? " = gridDim.x − 1" : "");
                fact(s, lasts.size() > 1 ? kRed : kStore, "", true);
            }
            if (lasts.size() > 1)
                fact(std::to_string(lasts.size()) + " blocks stored output[0]: exactly one must.", kRed, "", true);
        }
        for (const TraceGroup *gr : last_reads) {
            const std::vector<uint32_t> th = bits_list(gr->threads);
            const uint64_t distinct = bits_list(gr->elems).size();
            fact("block " + std::to_string(gr->block) + " " + who(th) + " read " +
                     elems_text("partials", gr->elem_min, gr->elem_max, distinct) + " · " + short_site(gr->pc),
                 kLoad, site_of(gr->pc));
        }
        for (int e = 0; e < shape.output_len && e < 4; e++)
            for (const TraceWriter &w : t.writers[TOutput][e])
                if (w.launch == l)
                    fact("output[" + std::to_string(e) + "] = " + (done ? float_text(t.result.output[l][e]) : "?") +
                             " ← block " + std::to_string(w.block) + " thread " + std::to_string(w.thread) + " · " +
                             short_site(w.pc),
                         kStore, site_of(w.pc));
        std::string reset;
        for (const TraceWriter &w : t.counter_stores[l])
            reset += (reset.empty() ? " (stored by block " : ", block ") + std::to_string(w.block) + " thread " +
                     std::to_string(w.thread) + " · " + short_site(w.pc);
        if (!reset.empty())
            reset += ")";
        if (done) {
            const unsigned after = t.result.counter_after[l];
            fact("counter after the launch: " + std::to_string(after) + reset +
                     (after ? " — not 0: the next launch starts from " + std::to_string(after) : ""),
                 after ? kRed : "#2b8a3e", "", true);
        } else {
            fact("the launch stopped before it finished", kRed, "", true);
        }
        max_bottom = std::max(max_bottom, fy);
    }
    const double height = max_bottom + 16;
    return document(width, height, title, svg.body);
}

}  // namespace

std::string draw_svg(const Trace &t)
{
    /* every code address the picture names, in one addr2line run */
    std::vector<const void *> pcs;
    for (const TraceGroup &gr : t.groups)
        pcs.push_back(gr.pc);
    for (const auto &v : t.syncs)
        for (const TraceSyncRec &s : v)
            pcs.push_back(s.pc);
    for (const TraceDiag &d : t.diags) {
        pcs.insert(pcs.end(), d.pcs.begin(), d.pcs.end());
        for (const TracePlace &p : d.places)
            pcs.push_back(p.pc);
    }
    for (const TraceStop &s : t.stops)
        pcs.push_back(s.pc);
    for (int l = 0; l < P34_MAX_LAUNCHES; l++) {
        for (const TraceTicket &tk : t.tickets[l])
            pcs.push_back(tk.pc);
        for (const TraceWriter &w : t.counter_stores[l])
            pcs.push_back(w.pc);
    }
    for (auto &row : t.writers)
        for (auto &ws : row)
            for (const TraceWriter &w : ws)
                pcs.push_back(w.pc);
    std::sort(pcs.begin(), pcs.end());
    pcs.erase(std::unique(pcs.begin(), pcs.end()), pcs.end());
    trace_symbolize(pcs);
    return t.puzzle == P34_LAST_BLOCK ? draw_last_block(t) : draw_cluster(t);
}

}  // namespace p34sim
