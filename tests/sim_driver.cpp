/*
 * tests/sim_driver.cpp - runs one puzzle on the CPU simulator without the
 * host program: used by tests/test-sim.sh for checks the CLI does not expose
 * (the backend's status, message and raw outputs).
 *
 *   sim_driver PUZZLE [problem|solution] [forward|reverse|random:SEED] [--time N]
 *              [--draw FILE.svg]
 *
 * --time N runs the puzzle N times and prints the median wall time of one
 * p34_sim_run call (scripts/bench-sim uses it).
 * --draw FILE records the run and writes its SVG picture (p34_sim_svg) to
 * FILE (tests/test-draw.sh, scripts/render-pictures); "-" is stdout.
 */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <algorithm>
#include <vector>

#include "kernels.h"

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s coordination|reduction|advanced|last-block "
                        "[problem|solution] [forward|reverse|random:SEED]\n", argv[0]);
        return 2;
    }
    const char *names[] = {"coordination", "reduction", "advanced", "last-block"};
    int puzzle = -1;
    for (int i = 0; i < 4; i++)
        if (!strcmp(argv[1], names[i]))
            puzzle = i;
    if (puzzle < 0) {
        fprintf(stderr, "unknown puzzle %s\n", argv[1]);
        return 2;
    }
    const p34_kernel_table *table = (argc > 2 && !strcmp(argv[2], "solution")) ? &p34_sim_solution
                                                                               : &p34_sim_problem;
    p34_run_args args;
    memset(&args, 0, sizeof args);
    args.puzzle = (p34_puzzle)puzzle;
    args.launches = puzzle == P34_LAST_BLOCK ? 2 : 1;
    args.timeout_s = 10;
    int timed_runs = 0;
    const char *draw_file = nullptr;
    /* The flags end the positional arguments. */
    for (int i = 2; i + 1 < argc; i++)
        if (!strcmp(argv[i], "--draw")) {
            draw_file = argv[i + 1];
            args.draw = 1;
            for (int k = i; k + 2 <= argc; k++)
                argv[k] = argv[k + 2];
            argc -= 2;
            break;
        }
    for (int i = 2; i + 1 < argc; i++)
        if (!strcmp(argv[i], "--time")) {
            timed_runs = atoi(argv[i + 1]);
            argc = i;
        }
    if (argc > 3) {
        if (!strcmp(argv[3], "reverse"))
            args.schedule = P34_SCHEDULE_REVERSE;
        else if (!strncmp(argv[3], "random:", 7)) {
            args.schedule = P34_SCHEDULE_RANDOM;
            args.seed = strtoull(argv[3] + 7, nullptr, 10);
        }
    }
    p34_shape s = p34_puzzle_shape(args.puzzle);
    std::vector<float> input((size_t)s.input_len);
    for (int i = 0; i < s.input_len; i++) {
        switch (puzzle) {
        case P34_COORDINATION: input[i] = (float)(i % 10) * 0.1f; break;
        case P34_REDUCTION: input[i] = (float)i; break;
        case P34_ADVANCED: input[i] = (float)(i % 50) * 0.02f; break;
        default: input[i] = (float)(i % 256); break;
        }
    }
    args.input = input.data();
    static p34_run_result r;
    if (timed_runs > 0) {
        std::vector<double> ms;
        for (int i = 0; i < timed_runs; i++) {
            struct timespec a, b;
            clock_gettime(CLOCK_MONOTONIC, &a);
            p34_sim_run(table, &args, &r);
            clock_gettime(CLOCK_MONOTONIC, &b);
            ms.push_back((double)(b.tv_sec - a.tv_sec) * 1e3 + (double)(b.tv_nsec - a.tv_nsec) * 1e-6);
        }
        std::sort(ms.begin(), ms.end());
        printf("median_ms: %.4f\n", ms[ms.size() / 2]);
    }
    int status = p34_sim_run(table, &args, &r);
    printf("device: %s\nstatus: %d\nlaunches_done: %d\n", r.device, status, r.launches_done);
    for (int l = 0; l < r.launches_done; l++) {
        printf("launch %d:", l + 1);
        for (int i = 0; i < s.output_len; i++)
            printf(" %.9g", r.output[l][i]);
        if (s.has_counter)
            printf(" counter=%u", r.counter_after[l]);
        printf("\n");
    }
    if (r.message[0])
        printf("message:\n%s\n", r.message);
    if (draw_file) {
        size_t len = 0;
        const char *svg = p34_sim_svg(&len);
        FILE *f = !strcmp(draw_file, "-") ? stdout : fopen(draw_file, "w");
        if (!svg || !f || fwrite(svg, 1, len, f) != len) {
            fprintf(stderr, "sim_driver: cannot write the picture to %s\n", draw_file);
            return 2;
        }
        if (f != stdout)
            fclose(f);
        else
            fflush(stdout);
        fprintf(stderr, "picture: %s (%zu bytes)\n", draw_file, len);
    }
    return status;
}
