/*
 * bench/bench_main.cu - a standalone driver for the benchmark, so it can be
 * built and run without the rest of p34 (scripts/bench-gpu builds it as
 * build/bench/p34-bench). `./p34 --bench` is the user-facing way in.
 *
 *   p34-bench [--csv FILE] [--min L] [--max L] [--runs R] [--explore]
 */
#include "bench/bench.h"
#include "kernels.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

static bool parse_int(const char *s, int *out)
{
    char *end = NULL;
    const long v = strtol(s, &end, 10);
    if (!s[0] || *end || v < 0 || v > 1000000)
        return false;
    *out = (int)v;
    return true;
}

int main(int argc, char **argv)
{
    p34_bench_options opt = {NULL, P34_BENCH_MIN_LOG2, P34_BENCH_MAX_LOG2, 30};
    bool explore = false;
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i];
        const bool has_value = i + 1 < argc;
        if (strcmp(a, "--explore") == 0) {
            explore = true;
        } else if (strcmp(a, "--csv") == 0 && has_value) {
            opt.csv_path = argv[++i];
        } else if (strcmp(a, "--min") == 0 && has_value && parse_int(argv[i + 1], &opt.min_log2)) {
            ++i;
        } else if (strcmp(a, "--max") == 0 && has_value && parse_int(argv[i + 1], &opt.max_log2)) {
            ++i;
        } else if (strcmp(a, "--runs") == 0 && has_value && parse_int(argv[i + 1], &opt.runs)) {
            ++i;
        } else {
            fprintf(stderr, "usage: %s [--csv FILE] [--min L] [--max L] [--runs R] [--explore]\n",
                    argv[0]);
            return P34_EXIT_USAGE;
        }
    }
    return explore ? p34_bench_explore(&opt) : p34_bench_run(&opt);
}
