/*
 * bench/bench.h - `./p34 --bench`: a float32 sum at N = 2^min_log2 ... 2^max_log2
 * timed for the project's three inter-block patterns and for CUB.
 *
 * C ABI, included by bench/bench.cu (which implements it) and
 * bench/bench_main.cu, the driver of build/bench/p34-bench (`make bench`),
 * which `./p34 --bench` runs. A build without nvcc has no benchmark.
 */
#ifndef P34_BENCH_H
#define P34_BENCH_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct p34_bench_options {
    const char *csv_path;  /* write the results as CSV here; NULL: no CSV */
    int min_log2;          /* smallest N is 2^min_log2 (default 10) */
    int max_log2;          /* largest N is 2^max_log2 (default 28) */
    int runs;              /* timed samples per variant and size (>= 20) */
} p34_bench_options;

/* Defaults: 10, 28, 20 runs, no CSV. */
#define P34_BENCH_MIN_LOG2 10
#define P34_BENCH_MAX_LOG2 28
#define P34_BENCH_RUNS 20

/* Verifies every variant against a double-precision CPU reference, times
 * them, prints the table on stdout and writes the CSV if asked. Returns an
 * enum p34_exit code (kernels.h): OK; WRONG when a variant gave a wrong sum;
 * USAGE for bad options; CANNOT_RUN (message on stderr naming what was
 * found) when no usable GPU is there; FAULT on a CUDA error. */
int p34_bench_run(const p34_bench_options *opt);

/* Development aid behind scripts/bench-gpu --explore: times the kernels over
 * a grid of launch configurations (block size, unroll, load flavour, layout,
 * grid size, cluster size) and prints the best per size. Same return codes. */
int p34_bench_explore(const p34_bench_options *opt);

#ifdef __cplusplus
}
#endif

#endif /* P34_BENCH_H */
