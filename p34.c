/*
 * p34.c - the puzzle runner: command line, backend choice, and the verdict.
 *
 * Build and run:   make p34 && ./p34 --reduction
 * Run the tests:   make test
 *
 * For each chosen puzzle: make the standard input, compute the expected
 * values on the CPU in double, run the kernel on a backend (the GPU through
 * kernels.cu, or the CPU simulator in sim/), check every output and print the
 * report. The exit status is the verdict (see --help).
 */
#include "host/host.h"
#include "bench/bench.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Worst result wins: a fault or a hang outranks a wrong value, which
 * outranks "cannot run here". */
static int severity(int status)
{
    switch (status) {
    case P34_EXIT_FAULT:
        return 5;
    case P34_EXIT_TIMEOUT:
        return 4;
    case P34_EXIT_WRONG:
        return 3;
    case P34_EXIT_CANNOT_RUN:
        return 2;
    case P34_EXIT_USAGE:
        return 1;
    default:
        return 0;
    }
}

typedef struct backend_pick {
    bool gpu;        /* false: the simulator */
    int status;      /* OK, or CANNOT_RUN with `why` */
    char why[512];
} backend_pick;

static backend_pick pick_backend(const p34_options *opt, p34_puzzle puzzle)
{
    backend_pick pick = {false, P34_EXIT_OK, ""};
    if (opt->backend == P34_BACKEND_SIM)
        return pick;
    if (p34_gpu_probe(puzzle, pick.why, sizeof pick.why) == P34_EXIT_OK) {
        pick.gpu = true;
        return pick;
    }
    if (opt->backend == P34_BACKEND_GPU)
        pick.status = P34_EXIT_CANNOT_RUN;
    return pick;
}

static int run_puzzle(const p34_options *opt, p34_puzzle puzzle, bool *noted_sim)
{
    const p34_shape shape = p34_puzzle_shape(puzzle);
    const p34_puzzle_info *info = p34_info(puzzle);

    backend_pick pick = pick_backend(opt, puzzle);
    if (pick.status != P34_EXIT_OK) {
        fprintf(stderr,
                "p34: cannot run --%s on the GPU: %s.\n"
                "p34: the puzzle was not run. Drop --gpu to use the CPU simulator.\n",
                info->flag, pick.why);
        return P34_EXIT_CANNOT_RUN;
    }
    if (!pick.gpu && opt->backend == P34_BACKEND_AUTO && !*noted_sim) {
        fprintf(stderr, "p34: %s; results come from the CPU simulator.\n", pick.why);
        *noted_sim = true;
    }

    float *input = malloc(sizeof(float) * (size_t)shape.input_len);
    p34_run_result *run = calloc(1, sizeof *run);
    p34_outcome *outcome = calloc(1, sizeof *outcome);
    if (!input || !run || !outcome) {
        fprintf(stderr, "p34: out of host memory\n");
        free(input);
        free(run);
        free(outcome);
        return P34_EXIT_FAULT;
    }

    float expected[P34_MAX_OUTPUT];
    double tolerance[P34_MAX_OUTPUT];
    p34_make_input(puzzle, input);
    p34_reference(puzzle, input, expected, tolerance);

    p34_run_args args = {
        .puzzle = puzzle,
        .input = input,
        .launches = shape.has_counter ? 2 : 1,  /* prove the counter resets */
        .timeout_s = opt->timeout_s,
        .schedule = opt->schedule,
        .seed = opt->schedule_seed,
    };
    if (pick.gpu)
        p34_gpu_run(opt->solution ? &p34_gpu_solution : &p34_gpu_problem, &args, run);
    else
        p34_sim_run(opt->solution ? &p34_sim_solution : &p34_sim_problem, &args, run);

    outcome->puzzle = puzzle;
    outcome->solution = opt->solution;
    outcome->backend = pick.gpu ? "gpu" : "sim";
    p34_check_outcome(outcome, run, expected, tolerance);

    if (outcome->message[0] != '\0') {
        fflush(stdout);
        fprintf(stderr, "p34: %s\n", outcome->message);
        fflush(stderr);
    }
    p34_print_report(stdout, outcome);
    fflush(stdout);

    const int status = outcome->status;
    free(input);
    free(run);
    free(outcome);

    if (status == P34_EXIT_TIMEOUT && pick.gpu) {
        /* The GPU is still running the hung kernel; any CUDA call, including
         * the runtime's own teardown at exit(), could wait on it forever. */
        _exit(P34_EXIT_TIMEOUT);
    }
    return status;
}

int main(int argc, char **argv)
{
    p34_options opt;
    char error[256];
    if (p34_parse_args(argc, argv, &opt, error, sizeof error) != P34_EXIT_OK) {
        fprintf(stderr, "p34: %s\n", error);
        fprintf(stderr, "Try './p34 --help' for the puzzles and options.\n");
        return P34_EXIT_USAGE;
    }
    if (opt.help) {
        p34_print_usage(stdout);
        return P34_EXIT_OK;
    }
    if (opt.gpu_info) {
        char info[2048];
        const int status = p34_gpu_info(info, sizeof info);
        fputs(info, status == P34_EXIT_OK ? stdout : stderr);
        return status;
    }
    if (opt.bench) {
        p34_bench_options bench = {opt.csv_path, 10, 28, 20};
        return p34_bench_run(&bench);
    }

    int worst = P34_EXIT_OK, ran = 0, passed = 0;
    int status[P34_PUZZLE_COUNT];
    bool noted_sim = false;
    for (int p = 0; p < P34_PUZZLE_COUNT; p++) {
        if (!opt.run[p])
            continue;
        if (ran > 0)
            fputs("\n", stdout);
        status[p] = run_puzzle(&opt, (p34_puzzle)p, &noted_sim);
        ran++;
        passed += (status[p] == P34_EXIT_OK);
        if (severity(status[p]) > severity(worst))
            worst = status[p];
    }

    if (opt.all) {
        printf("\nSummary: %d of %d puzzles passed (", passed, ran);
        for (int p = 0, first = 1; p < P34_PUZZLE_COUNT; p++, first = 0)
            printf("%s%s %s", first ? "" : ", ", p34_info((p34_puzzle)p)->flag,
                   status[p] == P34_EXIT_OK ? "✅" : "❌");
        printf(")\n");
    }
    return worst;
}
