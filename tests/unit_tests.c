/*
 * unit_tests.c - tests of the host logic, no GPU needed: argument parsing,
 * inputs, the CPU reference, the tolerance rule, float formatting and the
 * report for pass / fail / not-written; and the learning tools: JSON
 * escaping, random inputs, hints, the terminal style, sanitizer verdicts.
 *
 * TAP: each CHECK prints "ok N - ..." or "not ok N - ..."; then the plan
 * "1..N" and "unit: N passed, N failed".
 */
#define _GNU_SOURCE /* open_memstream */
#include "host/host.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int passed, failed;

#define CHECK(cond, ...)                                      \
    do {                                                      \
        if (cond) {                                           \
            passed++;                                         \
            printf("ok %d - ", passed + failed);              \
        } else {                                              \
            failed++;                                         \
            printf("not ok %d - (%s:%d) ", passed + failed,   \
                   __FILE__, __LINE__);                       \
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
    CHECK(strstr(t, "tests failed!") && strstr(t, "the numbers look right, but the problem found above"),
          "a simulator diagnosis fails a run whose numbers are right:\n%s", t);
    free(t);

    float lb[2] = {8355840.0f, 8355840.0f};
    unsigned int zero[2] = {0, 0}, stuck[2] = {0, 256};
    t = render(P34_LAST_BLOCK, lb, 2, zero, 0, "");
    CHECK(strstr(t, "Testing Last-Block Guard Reduction\n") &&
              strstr(t, "Last-block reduction result: 8355840.0\n") &&
              strstr(t, "Second launch, no host reset : 8355840.0    expected 8355840.0    ✅") &&
              strstr(t, "✅ Last-block guard reduction tests passed!\n"),
          "last-block pass report:\n%s", t);
    free(t);
    t = render(P34_LAST_BLOCK, lb, 2, stuck, 0, "");
    CHECK(strstr(t, "Counter after each launch: 0, 256    expected 0    ❌") &&
              strstr(t, "tests failed!") && strstr(t, "reset *counter"),
          "last-block: a counter left non-zero fails:\n%s", t);
    free(t);
}


/* ---- learning and grading tools ---------------------------------------- */

static char *capture_json_string(const char *text)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    p34_json_string(f, text);
    fclose(f);
    return buf;
}

static void check_json_string(const char *in, const char *want, const char *what)
{
    char *got = capture_json_string(in);
    CHECK(strcmp(got, want) == 0, "json string %s -> %s (want %s)", what, got, want);
    free(got);
}

static void test_json(void)
{
    check_json_string("plain", "\"plain\"", "plain text");
    check_json_string("a\"b\\c", "\"a\\\"b\\\\c\"", "quote and backslash");
    check_json_string("l1\nl2\tx\r", "\"l1\\nl2\\tx\\r\"", "newline, tab, CR");
    check_json_string("\x01\x1f\x7f", "\"\\u0001\\u001f\\u007f\"", "control characters");
    check_json_string("✅ ok", "\"✅ ok\"", "valid UTF-8 passes through");
    check_json_string("bad\xff\xc3", "\"bad\\ufffd\\ufffd\"", "invalid UTF-8 becomes U+FFFD");
    check_json_string("\xc0\xaf", "\"\\ufffd\\ufffd\"", "overlong UTF-8 is rejected");
    check_json_string(NULL, "null", "NULL");

    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    p34_json_float(f, 523776.0f);
    fputc(' ', f);
    p34_json_float(f, 122.799995f);
    fputc(' ', f);
    p34_json_float(f, NAN);
    fputc(' ', f);
    p34_json_float(f, -INFINITY);
    fputc(' ', f);
    p34_json_float(f, 1e-7f);
    fclose(f);
    CHECK(strcmp(buf, "523776.0 122.799995 null null 1e-07") == 0,
          "json floats: shortest form, NaN and inf as null: %s", buf);
    free(buf);

    /* A whole puzzle object: a not-written value and the advice. */
    p34_outcome o;
    memset(&o, 0, sizeof o);
    o.puzzle = P34_REDUCTION;
    o.backend = "sim";
    o.status = P34_EXIT_WRONG;
    o.n_values = 1;
    o.values[0].actual = NAN;
    o.values[0].expected = 523776.0f;
    o.values[0].state = P34_VALUE_NOT_WRITTEN;
    snprintf(o.message, sizeof o.message, "race at \"p34.cu\":40\n");
    buf = NULL;
    f = open_memstream(&buf, &len);
    p34_json_puzzle(f, &o, NULL, true, 0);
    fclose(f);
    CHECK(strstr(buf, "\"name\": \"reduction\"") && strstr(buf, "\"passed\": false") &&
              strstr(buf, "\"exit_code\": 1") && strstr(buf, "\"actual\": null") &&
              strstr(buf, "\"not_written\": true") && strstr(buf, "\"advice\": \"Advice: ") &&
              strstr(buf, "race at \\\"p34.cu\\\":40\\n") && strstr(buf, "\"repeat\": null"),
          "json puzzle object carries the fields:\n%s", buf);
    free(buf);
}

static void test_random_inputs(void)
{
    static float a[LB_SIZE], b[LB_SIZE];
    for (int p = 0; p < P34_PUZZLE_COUNT; p++) {
        const p34_shape shape = p34_puzzle_shape((p34_puzzle)p);
        const bool exact = p34_info((p34_puzzle)p)->exact;
        p34_make_random_input((p34_puzzle)p, 1234, a);
        p34_make_random_input((p34_puzzle)p, 1234, b);
        bool same = memcmp(a, b, sizeof(float) * (size_t)shape.input_len) == 0;
        p34_make_random_input((p34_puzzle)p, 1235, b);
        bool differs = memcmp(a, b, sizeof(float) * (size_t)shape.input_len) != 0;
        bool in_range = true;
        double sum = 0.0;
        const double limit = exact ? (double)(1 << 24) / shape.input_len : 1.5;
        for (int i = 0; i < shape.input_len; i++) {
            const float v = a[i];
            sum += v;
            if (exact)
                in_range = in_range && v >= 1.0f && v < limit && v == floorf(v);
            else
                in_range = in_range && v >= 0.5f && v < 1.5f;
        }
        CHECK(same && differs, "--%s random input: same seed same input, new seed new input",
              p34_info((p34_puzzle)p)->flag);
        CHECK(in_range, "--%s random input: %s", p34_info((p34_puzzle)p)->flag,
              exact ? "whole numbers in [1, 2^24 / n)" : "floats in [0.5, 1.5)");
        if (exact)
            CHECK(sum < 16777216.0, "--%s random input: the total %.0f stays below 2^24",
                  p34_info((p34_puzzle)p)->flag, sum);
    }
}

static void test_tool_cli(void)
{
    p34_options opt;
    char err[256];
    CHECK(parse("--reduction --repeat 5 --seed 7", &opt, err) == 0 && opt.repeat == 5 &&
              opt.seed_given && opt.seed == 7,
          "--repeat 5 --seed 7");
    CHECK(parse("--reduction --repeat=3", &opt, err) == 0 && opt.repeat == 3 && !opt.seed_given,
          "--repeat=3 without a seed");
    CHECK(parse("--reduction --repeat 0", &opt, err) == P34_EXIT_USAGE, "--repeat 0: %s", err);
    CHECK(parse("--reduction --repeat x", &opt, err) == P34_EXIT_USAGE, "--repeat x: %s", err);
    CHECK(parse("--reduction --seed 3", &opt, err) == P34_EXIT_USAGE &&
              strstr(err, "--repeat"),
          "--seed without --repeat: %s", err);
    CHECK(parse("--list", &opt, err) == 0 && opt.list && opt.run[0] && opt.run[3],
          "--list runs every puzzle");
    CHECK(parse("--list --reduction", &opt, err) == P34_EXIT_USAGE, "--list with a puzzle");
    CHECK(parse("--advanced --hint", &opt, err) == 0 && opt.hint && opt.run[P34_ADVANCED],
          "--advanced --hint");
    CHECK(parse("--hint", &opt, err) == P34_EXIT_USAGE, "--hint without a puzzle");
    CHECK(parse("--advanced --hint", &opt, err) == 0 && opt.hint_levels == 1,
          "--hint alone: level 1");
    CHECK(parse("--advanced --hint 3", &opt, err) == 0 && opt.hint_levels == 3 &&
              opt.run[P34_ADVANCED],
          "--hint 3: levels 1 to 3");
    CHECK(parse("--hint=2 --reduction", &opt, err) == 0 && opt.hint_levels == 2,
          "--hint=2");
    CHECK(parse("--hint --reduction", &opt, err) == 0 && opt.hint_levels == 1 &&
              opt.run[P34_REDUCTION],
          "--hint followed by a puzzle takes no level");
    CHECK(parse("--reduction --hint 0", &opt, err) == P34_EXIT_USAGE, "--hint 0: %s", err);
    CHECK(parse("--reductoin", &opt, err) == P34_EXIT_USAGE &&
              strstr(err, "did you mean --reduction?"),
          "--reductoin suggests --reduction: %s", err);
    CHECK(p34_nearest_option("--lst") && strcmp(p34_nearest_option("--lst"), "--list") == 0,
          "--lst is near --list");
    CHECK(p34_nearest_option("--frobnicate") == NULL, "--frobnicate is near nothing");
    CHECK(p34_nearest_option("--x") == NULL, "--x is too short to guess");
    CHECK(p34_nearest_option("--sedd=4") && strcmp(p34_nearest_option("--sedd=4"), "--seed") == 0,
          "--sedd=4 is near --seed");
    CHECK(parse("--reduction --sanitize --sim", &opt, err) == P34_EXIT_USAGE,
          "--sanitize with --sim: %s", err);
    CHECK(parse("--all --json --ascii", &opt, err) == 0 && opt.json && opt.ascii,
          "--all --json --ascii");
    CHECK(parse("--bench --json", &opt, err) == P34_EXIT_USAGE, "--bench with --json");
}

static void test_hints(void)
{
    for (int p = 0; p < P34_PUZZLE_COUNT; p++) {
        int count = 0;
        const char *const *hints = p34_hints((p34_puzzle)p, &count);
        bool filled = count >= 4;
        for (int i = 0; i < count; i++)
            filled = filled && hints[i] && strlen(hints[i]) > 40;
        CHECK(filled, "--%s has %d hints, each a sentence or more",
              p34_info((p34_puzzle)p)->flag, count);
        CHECK(strstr(hints[count - 1], "Near-solution") != NULL,
              "--%s: the last hint is the near-solution", p34_info((p34_puzzle)p)->flag);
    }
}

static void test_style(void)
{
    const p34_style saved = p34_get_style();
    setenv("LC_ALL", "C.UTF-8", 1);
    unsetenv("NO_COLOR");
    setenv("TERM", "xterm", 1);
    p34_style s = p34_style_from_env(false, false);
    CHECK(!s.ascii && !s.colour, "UTF-8 locale, not a terminal: emoji, no colour");
    s = p34_style_from_env(false, true);
    CHECK(!s.ascii && s.colour, "UTF-8 locale on a terminal: colour");
    setenv("NO_COLOR", "1", 1);
    s = p34_style_from_env(false, true);
    CHECK(!s.colour, "NO_COLOR turns colour off on a terminal");
    unsetenv("NO_COLOR");
    s = p34_style_from_env(true, false);
    CHECK(s.ascii, "--ascii: OK/FAIL");
    setenv("LC_ALL", "C", 1);
    s = p34_style_from_env(false, false);
    CHECK(s.ascii, "LC_ALL=C: OK/FAIL");
    setenv("LC_ALL", "en_US.utf8", 1);
    CHECK(!p34_style_from_env(false, false).ascii, "en_US.utf8 counts as UTF-8");
    unsetenv("LC_ALL");

    p34_set_style((p34_style){true, false});
    CHECK(strcmp(p34_mark(true), "OK") == 0 && strcmp(p34_mark(false), "FAIL") == 0,
          "ASCII marks are OK and FAIL");
    float sum = 523776.0f;
    char *t = render(P34_REDUCTION, &sum, 1, NULL, 0, "");
    CHECK(strstr(t, "OK Cluster-wide collective operations tests passed!\n") && !strstr(t, "✅"),
          "ASCII report:\n%s", t);
    free(t);
    p34_set_style((p34_style){false, true});
    t = render(P34_REDUCTION, &sum, 1, NULL, 0, "");
    CHECK(strstr(t, "\033[") != NULL, "colour report has ANSI codes");
    free(t);
    p34_set_style(saved);
}

static int probe_ok(p34_puzzle puzzle, char *why, size_t len)
{
    (void)puzzle;
    snprintf(why, len, "fake GPU");
    return P34_EXIT_OK;
}

static int probe_none(p34_puzzle puzzle, char *why, size_t len)
{
    (void)puzzle;
    snprintf(why, len, "no CUDA GPU here");
    return P34_EXIT_CANNOT_RUN;
}

/* Writes a fake compute-sanitizer that prints `summary` and exits `rc`. */
static void fake_sanitizer(const char *path, const char *summary, int rc)
{
    FILE *f = fopen(path, "w");
    fprintf(f, "#!/bin/sh\necho '========= COMPUTE-SANITIZER'\n");
    if (*summary)
        fprintf(f, "echo '========= Invalid __shared__ read of size 4 bytes'\n"
                   "echo '========= %s'\n", summary);
    fprintf(f, "exit %d\n", rc);
    fclose(f);
    chmod(path, 0755);
}

static void test_sanitize(void)
{
    CHECK(p34_sanitizer_errors("x\n========= ERROR SUMMARY: 0 errors\n") == 0,
          "ERROR SUMMARY: 0 errors -> 0");
    CHECK(p34_sanitizer_errors("========= ERROR SUMMARY: 1 error\n") == 1,
          "ERROR SUMMARY: 1 error -> 1");
    CHECK(p34_sanitizer_errors("a\n========= ERROR SUMMARY: 2 errors\n"
                               "========= ERROR SUMMARY: 17 errors\n") == 17,
          "the last ERROR SUMMARY counts");
    CHECK(p34_sanitizer_errors("crashed before any summary\n") == -1, "no summary -> -1");
    /* racecheck's own summary, as compute-sanitizer 2025 prints it on an H100 */
    CHECK(p34_sanitizer_errors("========= RACECHECK SUMMARY: 0 hazards displayed "
                               "(0 errors, 0 warnings)\n") == 0,
          "RACECHECK SUMMARY with 0 errors -> 0");
    CHECK(p34_sanitizer_errors("========= RACECHECK SUMMARY: 5 hazards displayed "
                               "(3 errors, 2 warnings)\n") == 3,
          "RACECHECK SUMMARY with 3 errors, 2 warnings -> 3");

    char dir[] = "/tmp/p34-unit-XXXXXX";
    if (!mkdtemp(dir)) {
        CHECK(false, "mkdtemp");
        return;
    }
    char tool[64];
    snprintf(tool, sizeof tool, "%s/compute-sanitizer", dir);
    setenv("P34_COMPUTE_SANITIZER", tool, 1);
    p34_options opt;
    char err[256];
    parse("--reduction --sanitize", &opt, err);

    /* Output goes to stdout; keep the unit log readable by marking it. */
    printf("# (p34_sanitize output follows)\n");
    fflush(stdout);
    fake_sanitizer(tool, "ERROR SUMMARY: 0 errors", 0);
    CHECK(p34_sanitize(&opt, "/bin/true", probe_ok) == P34_EXIT_OK,
          "sanitize: three clean tools -> exit 0");
    fake_sanitizer(tool, "ERROR SUMMARY: 3 errors", 99);
    CHECK(p34_sanitize(&opt, "/bin/true", probe_ok) == P34_EXIT_WRONG,
          "sanitize: a tool with errors -> exit 1");
    fake_sanitizer(tool, "ERROR SUMMARY: 2 errors", 0);
    CHECK(p34_sanitize(&opt, "/bin/true", probe_ok) == P34_EXIT_WRONG,
          "sanitize: errors in the summary count even with exit 0");
    fake_sanitizer(tool, "", 99);
    CHECK(p34_sanitize(&opt, "/bin/true", probe_ok) == P34_EXIT_WRONG,
          "sanitize: exit 99 counts even with no summary");
    fake_sanitizer(tool, "", 0);
    CHECK(p34_sanitize(&opt, "/bin/true", probe_ok) == P34_EXIT_CANNOT_RUN,
          "sanitize: no summary and exit 0 -> the tool did not run (3)");
    fake_sanitizer(tool, "ERROR SUMMARY: 0 errors", 0);
    CHECK(p34_sanitize(&opt, "/bin/true", probe_none) == P34_EXIT_CANNOT_RUN,
          "sanitize: no GPU -> exit 3");
    snprintf(tool, sizeof tool, "%s/missing", dir);
    setenv("P34_COMPUTE_SANITIZER", tool, 1);
    CHECK(p34_sanitize(&opt, "/bin/true", probe_ok) == P34_EXIT_CANNOT_RUN,
          "sanitize: no compute-sanitizer -> exit 3");
    unsetenv("P34_COMPUTE_SANITIZER");
    snprintf(tool, sizeof tool, "%s/compute-sanitizer", dir);
    unlink(tool);
    rmdir(dir);
}

/* The default mode's combination (host/combine.c), on forged runs. */
static void test_combine(void)
{
    static p34_outcome gpu, sim;
    /* The GPU faulted (no values); the simulator finished with the output
     * not written: no claim that the GPU's right answer depended on timing. */
    memset(&gpu, 0, sizeof gpu);
    memset(&sim, 0, sizeof sim);
    gpu.puzzle = sim.puzzle = P34_REDUCTION;
    gpu.backend = "gpu", sim.backend = "sim";
    gpu.status = P34_EXIT_FAULT, gpu.failed_on = "gpu", gpu.counter_ok = true;
    snprintf(gpu.message, sizeof gpu.message, "CUDA error in reduction: illegal address.\n"
             "or run it on the CPU simulator (--sim), which names the line, block and thread.");
    sim.status = P34_EXIT_WRONG, sim.failed_on = "sim", sim.n_values = 1, sim.counter_ok = true;
    sim.values[0].state = P34_VALUE_NOT_WRITTEN;
    snprintf(sim.message, sizeof sim.message, "k.cu:3:1: error: something else");
    p34_merge_sim(&gpu, &sim);
    CHECK(gpu.status == P34_EXIT_FAULT, "combine: the GPU's fault stays the verdict");
    CHECK(!strstr(gpu.message, "depended on timing"), "combine: no timing claim without a GPU answer");
    CHECK(!strstr(gpu.message, "run it on the CPU simulator"), "combine: no pointer to a run already made");
    /* The GPU faulted and the simulator saw nothing. */
    memset(&sim, 0, sizeof sim);
    sim.backend = "sim", sim.counter_ok = true;
    gpu.message[0] = '\0';
    p34_merge_sim(&gpu, &sim);
    CHECK(strstr(gpu.message, "saw no fault") != NULL, "combine: says the simulator saw no fault");
    CHECK(strstr(p34_advice(&gpu), "faulted on the GPU only") != NULL, "combine: GPU-only fault advice");
    /* The GPU's numbers are right; the simulator found a mask error. */
    memset(&gpu, 0, sizeof gpu);
    memset(&sim, 0, sizeof sim);
    gpu.puzzle = sim.puzzle = P34_ADVANCED;
    gpu.backend = "gpu", sim.backend = "sim";
    gpu.n_values = sim.n_values = 1, gpu.counter_ok = sim.counter_ok = true;
    sim.status = P34_EXIT_WRONG;
    sim.values[0].state = P34_VALUE_WRONG;
    snprintf(sim.message, sizeof sim.message,
             "k.cu:22:3: error: warp collective with mask 0x0000ffff, which does not include the calling lane");
    p34_merge_sim(&gpu, &sim);
    CHECK(gpu.status == P34_EXIT_WRONG && strcmp(gpu.failed_on, "sim") == 0, "combine: the simulator decides");
    CHECK(!strstr(gpu.message, "depended on timing"), "combine: a mask error is not about timing");
    const char *advice = p34_advice(&gpu);
    CHECK(strstr(advice, "0xffffffff") && !strstr(advice, "--timeout") && !strstr(advice, "never ends"),
          "combine: mask advice, not loops and --timeout: %s", advice);
    /* The GPU's numbers are right; the simulator's watchdog stopped a kernel
     * that was still finishing threads, with no error before (too slow for
     * it): the GPU's pass stands, with a note. */
    memset(&gpu, 0, sizeof gpu);
    memset(&sim, 0, sizeof sim);
    gpu.puzzle = sim.puzzle = P34_LAST_BLOCK;
    gpu.backend = "gpu", sim.backend = "sim";
    gpu.n_values = sim.n_values = 1, gpu.counter_ok = sim.counter_ok = true;
    sim.status = P34_EXIT_TIMEOUT, sim.notes = P34_NOTE_SIM_SLOW;
    sim.values[0].state = P34_VALUE_NOT_WRITTEN;
    snprintf(sim.message, sizeof sim.message, "k.cu:15:1: error: watchdog: the kernel did not finish");
    p34_merge_sim(&gpu, &sim);
    CHECK(gpu.status == P34_EXIT_OK, "combine: a slow kernel's GPU pass stands");
    CHECK(strstr(gpu.message, "too slow for the simulator") != NULL, "combine: the note says the simulator was too slow");
    /* The same stop without the note (stuck, or an error before it) fails. */
    memset(&gpu, 0, sizeof gpu);
    gpu.puzzle = P34_LAST_BLOCK, gpu.backend = "gpu", gpu.n_values = 1, gpu.counter_ok = true;
    sim.notes = 0;
    p34_merge_sim(&gpu, &sim);
    CHECK(gpu.status == P34_EXIT_TIMEOUT, "combine: a watchdog stop without the slow note is the verdict");
    /* The simulator could not run the kernel (a grid of several clusters):
     * no verdict on the kernel, so the GPU's stands, pass or fail, and the
     * report says the rules went unchecked. */
    for (int gpu_status = P34_EXIT_OK; gpu_status <= P34_EXIT_WRONG; gpu_status++) {
        memset(&gpu, 0, sizeof gpu);
        memset(&sim, 0, sizeof sim);
        gpu.puzzle = sim.puzzle = P34_LAST_BLOCK;
        gpu.backend = "gpu", sim.backend = "sim";
        gpu.n_values = 1, gpu.counter_ok = true, gpu.status = gpu_status;
        sim.status = P34_EXIT_CANNOT_RUN;
        snprintf(sim.message, sizeof sim.message,
                 "p34 simulator: last_block_reduction declares __cluster_dims__(4, 1, 1), but this puzzle "
                 "launches no clusters\n  second line");
        p34_merge_sim(&gpu, &sim);
        CHECK(gpu.status == gpu_status, "combine: the simulator's exit 3 leaves the GPU's %d", gpu_status);
        CHECK(strstr(gpu.message, "could not run these kernels (last_block_reduction declares") &&
                  strstr(gpu.message, "the verdict is the GPU's alone") && !strstr(gpu.message, "second line"),
              "combine: says the rules went unchecked, with the simulator's first line: %s", gpu.message);
    }
}

int main(void)
{
    test_combine();
    test_format();
    test_inputs();
    test_reference();
    test_tolerance();
    test_cli();
    test_report();
    test_json();
    test_random_inputs();
    test_tool_cli();
    test_hints();
    test_style();
    test_sanitize();
    printf("1..%d\n", passed + failed);
    printf("unit: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
