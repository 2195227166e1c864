/*
 * host.h - the host program's own pieces (C11): command line, puzzle data
 * and CPU references, checking, float formatting and the report.
 * p34.c wires them together; tests/unit_tests.c tests them one by one.
 */
#ifndef P34_HOST_H
#define P34_HOST_H

#include "kernels.h"

#include <stdbool.h>
#include <stdio.h>

/* ---- command line (cli.c) -------------------------------------------- */

typedef enum p34_backend_choice {
    P34_BACKEND_AUTO = 0,  /* GPU when usable, else the simulator */
    P34_BACKEND_GPU,       /* --gpu */
    P34_BACKEND_SIM        /* --sim */
} p34_backend_choice;

typedef struct p34_options {
    bool run[P34_PUZZLE_COUNT];  /* puzzles chosen, in order */
    bool all;                    /* --all */
    bool solution;               /* --solution */
    bool help;                   /* --help */
    bool bench;                  /* --bench */
    bool gpu_info;               /* --gpu-info */
    const char *csv_path;        /* --csv FILE (with --bench) */
    p34_backend_choice backend;
    double timeout_s;            /* --timeout SECONDS (default 10) */
    p34_schedule schedule;       /* --schedule=forward|reverse|random:SEED */
    unsigned long long schedule_seed;
} p34_options;

/* Parses argv. Returns P34_EXIT_OK, or P34_EXIT_USAGE with a one-line
 * reason in `error`. */
int p34_parse_args(int argc, char **argv, p34_options *opt, char *error, size_t error_len);
void p34_print_usage(FILE *out);

/* ---- puzzles (puzzles.c) ---------------------------------------------- */

typedef struct p34_puzzle_info {
    const char *flag;        /* "reduction" (the CLI flag without --) */
    const char *title;       /* "Cluster-Wide Reduction" */
    const char *verdict;     /* "Cluster-wide collective operations tests" */
    bool exact;              /* integer inputs: the result must be exact */
    int terms_per_value;     /* n of the float32 summation bound */
} p34_puzzle_info;

const p34_puzzle_info *p34_info(p34_puzzle puzzle);
/* Looks a puzzle up by flag name ("reduction"); -1 when unknown. */
int p34_puzzle_by_flag(const char *flag);

/* The standard input of SPEC, input_len floats. */
void p34_make_input(p34_puzzle puzzle, float *input);

/* CPU reference in double: for each output value the exact sum rounded to
 * float, and the tolerance (0 for exact puzzles, else n * 2^-24 * sum|terms|). */
void p34_reference(p34_puzzle puzzle, const float *input,
                   float expected[P34_MAX_OUTPUT], double tolerance[P34_MAX_OUTPUT]);

/* ---- checking (check.c) ----------------------------------------------- */

typedef enum p34_value_state {
    P34_VALUE_OK = 0,
    P34_VALUE_WRONG,
    P34_VALUE_NOT_WRITTEN
} p34_value_state;

p34_value_state p34_check_value(float actual, float expected, double tolerance);

typedef struct p34_value {
    int launch;          /* 0, or 1 for the last-block's second launch */
    int index;           /* output index */
    float actual, expected;
    double tolerance;
    p34_value_state state;
} p34_value;

/* Everything known about one puzzle run: what the report and JSON print. */
typedef struct p34_outcome {
    p34_puzzle puzzle;
    bool solution;
    const char *backend;   /* "gpu" or "sim" */
    char device[160];
    int status;            /* enum p34_exit for this puzzle */
    int n_values;
    p34_value values[P34_MAX_LAUNCHES * P34_MAX_OUTPUT];
    int launches;          /* launches run */
    unsigned int counter_after[P34_MAX_LAUNCHES];
    bool counter_ok;       /* last-block: counter back at 0 after each launch */
    char message[P34_MESSAGE_LEN];  /* backend diagnosis, "" if none */
} p34_outcome;

/* Compares a run's outputs with the reference; sets values, counter_ok and
 * status (OK or WRONG unless the backend already failed). */
void p34_check_outcome(p34_outcome *out, const p34_run_result *run,
                       const float expected[P34_MAX_OUTPUT],
                       const double tolerance[P34_MAX_OUTPUT]);

/* ---- formatting (format.c) -------------------------------------------- */

/* Shortest text that reads back as the same float, with ".0" on whole
 * numbers: 114.0, 231.2, 122.799995, 523776.0, nan, inf. */
void p34_format_float(float value, char *buf, size_t len);

/* ---- report (report.c) ------------------------------------------------ */

/* Prints the human report of one puzzle to `out`. */
void p34_print_report(FILE *out, const p34_outcome *o);
/* The one line of advice printed when a puzzle fails. */
const char *p34_advice(const p34_outcome *o);

#endif /* P34_HOST_H */
