/*
 * unit_tests.c - tests of the host logic, no GPU needed: argument parsing,
 * inputs, the CPU reference, the tolerance rule, float formatting and the
 * report for pass / fail / not-written.
 *
 * Each CHECK prints "ok - ..." or "not ok - ..."; the last line is
 * "unit: N passed, N failed".
 */
#define _GNU_SOURCE /* open_memstream */
#include "host/host.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int passed, failed;

#define CHECK(cond, ...)                                      \
    do {                                                      \
        if (cond) {                                           \
            passed++;                                         \
            printf("ok - ");                                  \
        } else {                                              \
            failed++;                                         \
            printf("not ok - (%s:%d) ", __FILE__, __LINE__);  \
        }                                                     \
        printf(__VA_ARGS__);                                  \
        printf("\n");                                         \
    } while (0)

static void check_format(float v, const char *want)
{
    char buf[64];
    p34_format_float(v, buf, sizeof buf);
    CHECK(strcmp(buf, want) == 0, "format %.9g -> '%s' (want '%s')", (double)v, buf, want);
}

static void test_format(void)
{
    check_format(114.0f, "114.0");
    check_format(231.2f, "231.2");
    check_format(523776.0f, "523776.0");
    check_format(122.799995f, "122.799995");
    check_format(247.04001f, "247.04001");
    check_format(0.1f, "0.1");
    check_format(-2.5f, "-2.5");
    check_format(0.0f, "0.0");
    check_format(1e-7f, "1e-07");
    check_format(16777216.0f, "16777216.0");
    check_format(1e20f, "1e+20");
    check_format(NAN, "nan");
    check_format(INFINITY, "inf");
    /* Round trip over a spread of values, including ones needing 9 digits. */
    int bad = 0;
    for (unsigned int bits = 0x3f800000u; bits < 0x3f800000u + 200000u; bits += 7) {
        float v, back;
        char buf[64];
        memcpy(&v, &bits, sizeof v);
        p34_format_float(v, buf, sizeof buf);
        back = strtof(buf, NULL);
        bad += (back != v);
    }
    CHECK(bad == 0, "28572 floats in [1, 1.02) read back exactly (%d did not)", bad);
}

static void test_inputs(void)
{
    float in[LB_SIZE];
    p34_make_input(P34_COORDINATION, in);
    CHECK(in[0] == 0.0f && in[13] == 3.0f * 0.1f && in[1019] == 9.0f * 0.1f,
          "coordination input is (i %% 10) * 0.1f");
    p34_make_input(P34_REDUCTION, in);
    CHECK(in[0] == 0.0f && in[1023] == 1023.0f, "reduction input is i");
    p34_make_input(P34_ADVANCED, in);
    CHECK(in[51] == 1.0f * 0.02f && in[49] == 49.0f * 0.02f,
          "advanced input is (i %% 50) * 0.02f");
    p34_make_input(P34_LAST_BLOCK, in);
    CHECK(in[256] == 0.0f && in[65535] == 255.0f, "last-block input is i %% 256");
}

static void fmt(float v, char *buf)
{
    p34_format_float(v, buf, 64);
}

/* The reference kernels' own summation orders, replayed in float on the CPU. */
static float advanced_order_sum(const float *in, int b)
{
    const float scale = (float)(b + 1);
    float block_total = 0.0f;
    for (int w = 0; w < TPB / WARP_SIZE; w++) {
        float warp_sum = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            warp_sum += in[b * TPB + w * WARP_SIZE + i] * scale;
        block_total += warp_sum;
    }
    return block_total;
}

static void test_reference(void)
{
    float in[LB_SIZE], expected[P34_MAX_OUTPUT];
    double tol[P34_MAX_OUTPUT];
    char buf[64];
    const char *coord_want[4] = {"114.0", "231.2", "345.6", "459.2"};
    const char *adv_want[4] = {"122.799995", "247.04", "372.72", "499.84"};
    const char *adv_actual[4] = {"122.799995", "247.04001", "372.72", "499.83997"};

    p34_make_input(P34_COORDINATION, in);
    p34_reference(P34_COORDINATION, in, expected, tol);
    for (int b = 0; b < 4; b++) {
        fmt(expected[b], buf);
        CHECK(strcmp(buf, coord_want[b]) == 0, "coordination block %d expects %s (SPEC %s)",
              b, buf, coord_want[b]);
    }

    p34_make_input(P34_ADVANCED, in);
    p34_reference(P34_ADVANCED, in, expected, tol);
    for (int b = 0; b < 4; b++) {
        fmt(expected[b], buf);
        CHECK(strcmp(buf, adv_want[b]) == 0, "advanced block %d expects %s (SPEC %s)", b, buf,
              adv_want[b]);
        float actual = advanced_order_sum(in, b);
        fmt(actual, buf);
        CHECK(strcmp(buf, adv_actual[b]) == 0,
              "advanced block %d in the reference order gives %s (SPEC's actual %s)", b, buf,
              adv_actual[b]);
        CHECK(p34_check_value(actual, expected[b], tol[b]) == P34_VALUE_OK,
              "advanced block %d: reference order passes the float32 bound", b);
    }

    p34_make_input(P34_REDUCTION, in);
    p34_reference(P34_REDUCTION, in, expected, tol);
    CHECK(expected[0] == 523776.0f && tol[0] == 0.0, "reduction expects 523776 exactly");

    p34_make_input(P34_LAST_BLOCK, in);
    p34_reference(P34_LAST_BLOCK, in, expected, tol);
    CHECK(expected[0] == 256.0f * 32640.0f && tol[0] == 0.0,
          "last-block expects 256 * (0 + ... + 255) = 8355840 exactly");
}

/* Tolerance: any summation order passes; a missing or extra term never does. */
static void test_tolerance(void)
{
    float in[SIZE], expected[P34_MAX_OUTPUT];
    double tol[P34_MAX_OUTPUT];
    for (int puzzle = P34_COORDINATION; puzzle <= P34_ADVANCED; puzzle += 2) {
        p34_make_input((p34_puzzle)puzzle, in);
        p34_reference((p34_puzzle)puzzle, in, expected, tol);
        int order_fail = 0, missing_pass = 0, extra_pass = 0, nonzero = 0;
        for (int b = 0; b < 4; b++) {
            const float scale = (float)(b + 1);
            const float *x = in + b * TPB;
            float fwd = 0, rev = 0, pair[TPB];
            for (int j = 0; j < TPB; j++) {
                fwd += x[j] * scale;
                rev += x[TPB - 1 - j] * scale;
                pair[j] = x[j] * scale;
            }
            for (int s = TPB / 2; s > 0; s /= 2)
                for (int j = 0; j < s; j++)
                    pair[j] += pair[j + s];
            order_fail += p34_check_value(fwd, expected[b], tol[b]) != P34_VALUE_OK;
            order_fail += p34_check_value(rev, expected[b], tol[b]) != P34_VALUE_OK;
            order_fail += p34_check_value(pair[0], expected[b], tol[b]) != P34_VALUE_OK;
            for (int skip = 0; skip < TPB; skip++) {
                if (x[skip] == 0.0f)
                    continue;  /* leaving out a zero changes nothing */
                nonzero++;
                float without = 0, with_extra = fwd + x[skip] * scale;
                for (int j = 0; j < TPB; j++)
                    if (j != skip)
                        without += x[j] * scale;
                missing_pass += p34_check_value(without, expected[b], tol[b]) == P34_VALUE_OK;
                extra_pass += p34_check_value(with_extra, expected[b], tol[b]) == P34_VALUE_OK;
            }
        }
        const char *name = p34_info((p34_puzzle)puzzle)->flag;
        CHECK(order_fail == 0, "%s: forward, reverse and tree orders all pass (%d failed)",
              name, order_fail);
        CHECK(missing_pass == 0, "%s: none of %d sums missing one term passes (%d did)", name,
              nonzero, missing_pass);
        CHECK(extra_pass == 0, "%s: none of %d sums with a term twice passes (%d did)", name,
              nonzero, extra_pass);
    }
    CHECK(p34_check_value(NAN, 1.0f, 1.0) == P34_VALUE_NOT_WRITTEN, "NaN reads as not written");
    CHECK(p34_check_value(523777.0f, 523776.0f, 0.0) == P34_VALUE_WRONG,
          "exact puzzles: off by one fails");
    CHECK(p34_check_value(523776.0f, 523776.0f, 0.0) == P34_VALUE_OK, "exact match passes");
}

static int parse(const char *line, p34_options *opt, char *err)
{
    char copy[512];
    char *argv[32];
    int argc = 0;
    snprintf(copy, sizeof copy, "p34 %s", line);
    for (char *tok = strtok(copy, " "); tok && argc < 31; tok = strtok(NULL, " "))
        argv[argc++] = tok;
    argv[argc] = NULL;
    return p34_parse_args(argc, argv, opt, err, 256);
}

static void test_cli(void)
{
    p34_options opt;
    char err[256];
    CHECK(parse("--reduction", &opt, err) == 0 && opt.run[P34_REDUCTION] &&
              !opt.run[P34_COORDINATION] && !opt.solution && opt.timeout_s == 10.0 &&
              opt.backend == P34_BACKEND_AUTO,
          "--reduction: one puzzle, learner kernels, 10 s watchdog, auto backend");
    CHECK(parse("--advanced --solution --sim --timeout 2.5", &opt, err) == 0 &&
              opt.run[P34_ADVANCED] && opt.solution && opt.backend == P34_BACKEND_SIM &&
              opt.timeout_s == 2.5,
          "--advanced --solution --sim --timeout 2.5");
    CHECK(parse("--all", &opt, err) == 0 && opt.run[0] && opt.run[1] && opt.run[2] &&
              opt.run[3],
          "--all selects every puzzle");
    CHECK(parse("--last-block --schedule=random:42", &opt, err) == 0 &&
              opt.schedule == P34_SCHEDULE_RANDOM && opt.schedule_seed == 42,
          "--schedule=random:42");
    CHECK(parse("--reduction --schedule reverse", &opt, err) == 0 &&
              opt.schedule == P34_SCHEDULE_REVERSE,
          "--schedule reverse (separate value)");
    CHECK(parse("", &opt, err) == P34_EXIT_USAGE && strstr(err, "no puzzle"),
          "no puzzle is a usage error: %s", err);
    CHECK(parse("--reduce", &opt, err) == P34_EXIT_USAGE && strstr(err, "--reduce"),
          "unknown flag is a usage error naming it: %s", err);
    CHECK(parse("--reduction --timeout 0", &opt, err) == P34_EXIT_USAGE,
          "--timeout 0 is a usage error");
    CHECK(parse("--reduction --timeout 5x", &opt, err) == P34_EXIT_USAGE,
          "--timeout 5x is a usage error");
    CHECK(parse("--reduction --timeout", &opt, err) == P34_EXIT_USAGE,
          "--timeout with no value is a usage error");
    CHECK(parse("--reduction --schedule=sideways", &opt, err) == P34_EXIT_USAGE,
          "--schedule=sideways is a usage error");
    CHECK(parse("--reduction --schedule=random:-3", &opt, err) == P34_EXIT_USAGE,
          "--schedule=random:-3 is a usage error");
    CHECK(parse("--reduction --gpu --sim", &opt, err) == P34_EXIT_USAGE,
          "--gpu with --sim is a usage error");
    CHECK(parse("--bench --csv out.csv", &opt, err) == 0 && opt.bench &&
              strcmp(opt.csv_path, "out.csv") == 0,
          "--bench --csv out.csv");
    CHECK(parse("--reduction --csv x.csv", &opt, err) == P34_EXIT_USAGE,
          "--csv without --bench is a usage error");
    CHECK(parse("--help", &opt, err) == 0 && opt.help, "--help");
}

/* Renders a report for a fabricated run into a string. */
static char *render(p34_puzzle puzzle, const float *outputs, int launches,
                    const unsigned int *counters, int status, const char *message)
{
    float in[LB_SIZE], expected[P34_MAX_OUTPUT];
    double tol[P34_MAX_OUTPUT];
    p34_run_result run;
    p34_outcome out;
    memset(&run, 0, sizeof run);
    memset(&out, 0, sizeof out);
    p34_make_input(puzzle, in);
    p34_reference(puzzle, in, expected, tol);
    const p34_shape shape = p34_puzzle_shape(puzzle);
    run.status = status;
    run.launches_done = launches;
    for (int l = 0; l < launches; l++) {
        memcpy(run.output[l], outputs + l * shape.output_len, sizeof(float) * shape.output_len);
        if (counters)
            run.counter_after[l] = counters[l];
    }
    snprintf(run.message, sizeof run.message, "%s", message);
    out.puzzle = puzzle;
    out.backend = "sim";
    p34_check_outcome(&out, &run, expected, tol);
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    p34_print_report(f, &out);
    fclose(f);
    return text;
}

static void test_report(void)
{
    float in[SIZE], expected[P34_MAX_OUTPUT];
    double tol[P34_MAX_OUTPUT];
    p34_make_input(P34_ADVANCED, in);
    p34_reference(P34_ADVANCED, in, expected, tol);
    float actual[4];
    for (int b = 0; b < 4; b++)
        actual[b] = advanced_order_sum(in, b);

    char *t = render(P34_ADVANCED, actual, 1, NULL, 0, "");
    CHECK(strcmp(t,
                 "Testing Advanced Cluster Algorithms\n"
                 "SIZE: 1024 TPB: 256 CLUSTER_SIZE: 4\n"
                 "Advanced cluster algorithm results:\n"
                 "  Block 0 : 122.799995    expected 122.799995    ✅\n"
                 "  Block 1 : 247.04001    expected 247.04    ✅\n"
                 "  Block 2 : 372.72    expected 372.72    ✅\n"
                 "  Block 3 : 499.83997    expected 499.84    ✅\n"
                 "✅ Advanced cluster patterns tests passed!\n") == 0,
          "advanced pass report matches SPEC:\n%s", t);
    free(t);

    float partial[4] = {actual[0], NAN, actual[2], actual[3] + 1.0f};
    t = render(P34_ADVANCED, partial, 1, NULL, 0, "");
    CHECK(strstr(t, "  Block 1 : not written    expected 247.04    ❌\n") &&
              strstr(t, "  Block 3 : 500.83997    expected 499.84    ❌\n") &&
              strstr(t, "❌ Advanced cluster patterns tests failed!\nAdvice: ") &&
              t[strlen(t) - 1] == '\n' && !strstr(t, "passed!"),
          "advanced fail report: not written, wrong value, verdict then advice:\n%s", t);
    free(t);

    float sum = 523776.0f;
    t = render(P34_REDUCTION, &sum, 1, NULL, 0, "");
    CHECK(strcmp(t,
                 "Testing Cluster-Wide Reduction\n"
                 "SIZE: 1024 TPB: 256 CLUSTER_SIZE: 4\n"
                 "Expected sum: 523776.0\n"
                 "Cluster reduction result: 523776.0\n"
                 "Expected: 523776.0\n"
                 "Error: 0.0\n"
                 "✅ Passed: Cluster reduction accuracy test\n"
                 "✅ Cluster-wide collective operations tests passed!\n") == 0,
          "reduction pass report matches SPEC:\n%s", t);
    free(t);

    float nan_sum = NAN;
    t = render(P34_REDUCTION, &nan_sum, 1, NULL, 0, "");
    CHECK(strstr(t, "Cluster reduction result: not written\n") &&
              strstr(t, "❌ Failed: Cluster reduction accuracy test\n") &&
              strstr(t, "❌ Cluster-wide collective operations tests failed!\nAdvice: ") &&
              strstr(t, "never written"),
          "reduction not-written report:\n%s", t);
    free(t);

    t = render(P34_REDUCTION, &sum, 1, NULL, P34_EXIT_WRONG, "race at p34.cu:40");
    CHECK(strstr(t, "tests failed!") && strstr(t, "synchronisation bug"),
          "a simulator diagnosis fails a run whose numbers are right:\n%s", t);
    free(t);

    float lb[2] = {8355840.0f, 8355840.0f};
    unsigned int zero[2] = {0, 0}, stuck[2] = {0, 256};
    t = render(P34_LAST_BLOCK, lb, 2, zero, 0, "");
    CHECK(strstr(t, "Testing Last-Block Guard Reduction\n") &&
              strstr(t, "Last-block reduction result: 8355840.0\n") &&
              strstr(t, "Second launch, counter not reset : 8355840.0    expected 8355840.0    ✅") &&
              strstr(t, "✅ Last-block guard reduction tests passed!\n"),
          "last-block pass report:\n%s", t);
    free(t);
    t = render(P34_LAST_BLOCK, lb, 2, stuck, 0, "");
    CHECK(strstr(t, "Counter after each launch: 0, 256    expected 0    ❌") &&
              strstr(t, "tests failed!") && strstr(t, "reset *counter"),
          "last-block: a counter left non-zero fails:\n%s", t);
    free(t);
}

int main(void)
{
    test_format();
    test_inputs();
    test_reference();
    test_tolerance();
    test_cli();
    test_report();
    printf("unit: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
