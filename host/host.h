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

/* ---- the running program (p34.c) -------------------------------------- */

/* How this program was invoked (argv[0]), for commands it suggests;
 * main() sets it (default "./p34"). */
extern const char *p34_program;
/* The kernel files built in as the learner's set [0] and the reference set
 * [1]; main() sets them from the kernel tables. */
extern const char *p34_kernel_sources[2];
const char *p34_kernel_source(bool solution);

/* ---- the kernel runner (runner_client.c) ------------------------------ */
/* Kernels run in build/p34-runner (runner/), never in this process. These
 * calls start it on first use and again after one died. */

/* What a kernel printed during one run: the first P34_OUTPUT_KEEP bytes,
 * and how many there were in all. */
#define P34_OUTPUT_KEEP 65536
typedef struct p34_kernel_output {
    char text[P34_OUTPUT_KEEP + 1];
    size_t kept;
    unsigned long long bytes;
} p34_kernel_output;

/* The runner's path: $P34_RUNNER, else beside this binary as the Makefile
 * placed it. */
const char *p34_runner_path(void);
/* --user NAME: the user the runner drops to (root only; NULL: no drop). */
void p34_runner_set_user(const char *user);
/* The kernel files built into the runner.
 * Returns OK, or how the runner failed: CANNOT_RUN (it cannot start, e.g.
 * missing), TIMEOUT (it gave no answer) or FAULT (it crashed), with `why`. */
int p34_runner_hello(char sources[2][256], char *why, size_t why_len);
/* p34_gpu_find, p34_gpu_probe and p34_gpu_info, asked of the runner. */
int p34_runner_find(char *why, size_t why_len);
int p34_runner_probe(p34_puzzle puzzle, char *why, size_t why_len);
int p34_runner_info(char *buf, size_t len);
/* Runs a puzzle on the GPU or the simulator; fills `result` (its message
 * says what went wrong when the runner itself failed), `out` (may be NULL)
 * and, with args->draw, `*extra` (the picture; free() it). */
int p34_runner_run(bool gpu, bool solution, const p34_run_args *args, p34_run_result *result,
                   p34_kernel_output *out, char **extra);
/* Ends the runner (it exits when its requests end). */
void p34_runner_stop(void);

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
    bool timeout_given;          /* --timeout was on the command line */
    p34_schedule schedule;       /* --schedule=forward|reverse|random:SEED */
    bool schedule_given;         /* --schedule was on the command line; without
                                    it the standard check runs several */
    unsigned long long schedule_seed;
    /* Learning and grading tools (see README "Learning and grading tools") */
    bool hint;                   /* --hint: print the chosen puzzles' hints */
    int hint_levels;             /* --hint N: levels 1..N (1 without N) */
    int repeat;                  /* --repeat N: N runs on random inputs */
    bool seed_given;             /* --seed S was on the command line */
    unsigned long long seed;     /* --seed S: random run k uses seed S + k */
    bool sanitize;               /* --sanitize: rerun under compute-sanitizer */
    bool json;                   /* --json: one JSON document on stdout */
    bool list;                   /* --list: solved / not solved per puzzle */
    bool ascii;                  /* --ascii: OK/FAIL instead of emoji */
    const char *draw_path;       /* --draw FILE.svg: the simulator's picture */
    const char *user;            /* --user NAME: the runner's user (root only) */
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

/* A random input for --repeat, the same for the same seed on every machine.
 * Float puzzles: values in [0.5, 1.5), never zero, so a skipped element
 * always shows. Exact puzzles: whole numbers in [1, 2^24 / input_len), so
 * every partial sum stays below 2^24 and is exact in float32. */
void p34_make_random_input(p34_puzzle puzzle, unsigned long long seed, float *input);

/* CPU reference in double: for each output value the exact sum rounded to
 * float, and the tolerance (0 for exact puzzles, else n * 2^-24 * sum|terms|). */
void p34_reference(p34_puzzle puzzle, const float *input,
                   float expected[P34_MAX_OUTPUT], double tolerance[P34_MAX_OUTPUT]);

/* ---- checking (check.c) ----------------------------------------------- */

typedef enum p34_value_state {
    P34_VALUE_OK = 0,
    P34_VALUE_WRONG,
    P34_VALUE_NOT_WRITTEN,
    P34_VALUE_RMW_UNINIT, /* NaN because it was updated in place (atomicAdd,
                             +=) from its uninitialised start, never stored */
    P34_VALUE_NAN_STORED  /* a NaN the kernel stored (computed from a value
                             never written, or read past an array) */
} p34_value_state;

p34_value_state p34_check_value(float actual, float expected, double tolerance);

typedef struct p34_value {
    int launch;          /* 0, or 1 for the last-block's second launch */
    int index;           /* output index */
    float actual, expected;
    double tolerance;
    p34_value_state state;
    /* NAN_STORED: who stored it, where the simulator saw it ("block 0
     * thread 0 at problems/p34.cu:44:9"), else "". */
    char writer[128];
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
    int launches;          /* launches run (with outputs to show: a launch
                              stopped by a hang or fault counts) */
    bool stopped;          /* the last launch did not finish */
    unsigned int counter_after[P34_MAX_LAUNCHES];
    bool counter_ok;       /* last-block: counter back at 0 after each launch */
    unsigned int notes;    /* P34_NOTE_* bits of the run (kernels.h) */
    char message[P34_MESSAGE_LEN];  /* backend diagnosis, "" if none */
    /* Where it ran: "gpu", "sim", or "gpu+sim" (the GPU for the numbers,
     * the simulator for the rules); and which of them decided a failing
     * verdict ("gpu" or "sim"; NULL when it passed). */
    const char *backends;
    const char *failed_on;
    p34_kernel_output output;       /* what the kernel printed (the backend's
                                       whose values are shown) */
} p34_outcome;

/* Appends a line of text to o->message, after a newline when it holds
 * text already; cut at the message's end (combine.c). */
void p34_add_message(p34_outcome *o, const char *text);

/* Compares a run's outputs with the reference; sets values, counter_ok and
 * status (OK or WRONG unless the backend already failed). */
void p34_check_outcome(p34_outcome *out, const p34_run_result *run,
                       const float expected[P34_MAX_OUTPUT],
                       const double tolerance[P34_MAX_OUTPUT]);

/* ---- formatting (format.c) -------------------------------------------- */

/* Shortest text that reads back as the same float, with ".0" on whole
 * numbers: 114.0, 231.2, 122.799995, 523776.0, nan, inf. */
void p34_format_float(float value, char *buf, size_t len);

/* ---- randomized stress (--repeat) ------------------------------------- */

typedef struct p34_repeat_result {
    int requested;                /* N of --repeat; 0: no random runs */
    unsigned long long seed;      /* base seed: random run k uses seed + k */
    int done;                     /* random runs completed */
    int passed;                   /* of those, runs that passed */
    bool skipped;                 /* not run: the standard check failed */
    bool failed;                  /* a run failed; it stopped there */
    unsigned long long failed_seed;  /* reproduce: --repeat 1 --seed this */
    p34_outcome failure;          /* the failing run */
} p34_repeat_result;

/* ---- report (report.c) ------------------------------------------------ */

/* How marks and verdicts look. The default (emoji, no colour) is SPEC's
 * report, byte for byte; p34.c picks ASCII and colour from the terminal. */
typedef struct p34_style {
    bool ascii;   /* "OK"/"FAIL" instead of the emoji marks */
    bool colour;  /* ANSI colours on marks and verdict lines */
} p34_style;

void p34_set_style(p34_style style);
p34_style p34_get_style(void);
/* The style for this process: colour only when `tty` and NO_COLOR is unset
 * (and TERM is not "dumb"); ASCII with --ascii or when the locale
 * (LC_ALL, else LC_CTYPE, else LANG) is set and names no UTF-8 charset. */
p34_style p34_style_from_env(bool ascii_flag, bool tty);
/* The pass/fail mark in the current style: "✅"/"❌" or "OK"/"FAIL". */
const char *p34_mark(bool ok);

/* Prints what the kernel printed (nothing when it printed nothing). */
void p34_print_kernel_output(FILE *out, const p34_outcome *o);
/* Prints the human report of one puzzle to `out`. */
void p34_print_report(FILE *out, const p34_outcome *o);
/* The one line of advice printed when a puzzle fails. */
const char *p34_advice(const p34_outcome *o);
/* Prints what --repeat found (nothing when no random runs were asked for):
 * a pass line, or the failing run's values, its seed and the command that
 * reproduces it (with --solution when `solution`). */
void p34_print_repeat_report(FILE *out, const p34_outcome *standard,
                             const p34_repeat_result *repeat, bool solution);
/* Advice for a run that passed the standard input but failed a random one. */
const char *p34_repeat_advice(const p34_outcome *failure);

/* ---- the default mode's verdict (combine.c) --------------------------- */

/* Worst result wins: a fault or a hang outranks a wrong value, which
 * outranks "cannot run here". Larger is worse. */
int p34_exit_severity(int status);
/* Folds the simulator's run of the same kernels into the GPU's outcome:
 * messages (each saying where it was found), the values' states, and the
 * worse verdict with failed_on naming the backend that decided it. */
void p34_merge_sim(p34_outcome *gpu, const p34_outcome *sim);

/* ---- hints (hints.c) -------------------------------------------------- */

/* The hints of a puzzle, from a nudge to a near-solution; sets *count. */
const char *const *p34_hints(p34_puzzle puzzle, int *count);
/* Prints levels 1..levels (at most the puzzle's count) and how to see more. */
void p34_print_hints(FILE *out, p34_puzzle puzzle, int levels);
/* The option closest to a mistyped one ("--reductoin"), or NULL. */
const char *p34_nearest_option(const char *arg);

/* ---- JSON (json.c) ---------------------------------------------------- */

/* A JSON string literal: quotes, backslashes and control characters
 * escaped, invalid UTF-8 replaced by U+FFFD; NULL prints null. */
void p34_json_string(FILE *out, const char *text);
/* A JSON number in shortest round-trip form; NaN and infinities print null. */
void p34_json_float(FILE *out, float value);
/* One puzzle as a JSON object (name, title, kernel, backend, device,
 * passed, exit_code, values, advice, message, repeat). `ran` false: the
 * puzzle was never started (an earlier one hung the GPU). */
void p34_json_puzzle(FILE *out, const p34_outcome *standard,
                     const p34_repeat_result *repeat, bool ran, int indent);

/* ---- sanitizers (sanitize.c) ------------------------------------------ */

/* The N of the last "ERROR SUMMARY: N error(s)" line in a compute-sanitizer
 * log, or -1 when there is none. */
int p34_sanitizer_errors(const char *log);
/* Is the GPU usable for a puzzle (p34_gpu_probe's signature)? */
typedef int (*p34_probe_fn)(p34_puzzle puzzle, char *why, size_t why_len);
/* Runs the chosen puzzles under compute-sanitizer memcheck, racecheck and
 * synccheck, one child process each running `self`; prints one line per
 * tool (or JSON). Returns 0, 1 when a tool reported an error, 3 when it
 * cannot run here (no compute-sanitizer, or `probe` finds no usable GPU),
 * else the puzzle's own verdict. $P34_COMPUTE_SANITIZER overrides where
 * the tool is looked for. */
int p34_sanitize(const p34_options *opt, const char *self, p34_probe_fn probe);

#endif /* P34_HOST_H */
