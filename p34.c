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
 *
 * The learning and grading tools live here too: --repeat (random inputs),
 * --list, --hint, --json, --sanitize (host/sanitize.c) and --watch (which
 * hands over to scripts/watch).
 */
#include "host/host.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

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
    if (p34_runner_probe(puzzle, pick.why, sizeof pick.why) == P34_EXIT_OK) {
        pick.gpu = true;
        return pick;
    }
    if (opt->backend == P34_BACKEND_GPU)
        pick.status = P34_EXIT_CANNOT_RUN;
    return pick;
}

/* How results are shown: the human report, JSON, or nothing (--list). */
typedef enum output_mode { OUTPUT_REPORT, OUTPUT_JSON, OUTPUT_QUIET } output_mode;

/* One puzzle: the standard check, then the --repeat runs. */
typedef struct puzzle_run {
    bool ran;                  /* false: never started */
    bool drew;                 /* --draw: the picture was written */
    int status;                /* the puzzle's verdict, --repeat included */
    p34_outcome standard;
    p34_repeat_result repeat;
} puzzle_run;

/* Runs the puzzle once on `input` on one backend, in the runner, and checks
 * it into `outcome`. With `picture`, the simulator also draws the run. */
static void run_on(const p34_options *opt, bool gpu, p34_puzzle puzzle, const float *input,
                   bool rerun, char **picture, p34_outcome *outcome)
{
    const p34_shape shape = p34_puzzle_shape(puzzle);
    float expected[P34_MAX_OUTPUT];
    double tolerance[P34_MAX_OUTPUT];
    p34_reference(puzzle, input, expected, tolerance);

    p34_run_args args = {
        .puzzle = puzzle,
        .input = input,
        .launches = shape.has_counter ? 2 : 1,  /* prove the counter resets */
        .timeout_s = opt->timeout_s,
        .schedule = opt->schedule,
        .seed = opt->schedule_seed,
        .draw = picture != NULL,
        .rerun = rerun,
    };
    static p34_run_result run;
    p34_runner_run(gpu, opt->solution, &args, &run, &outcome->output, picture);

    outcome->puzzle = puzzle;
    outcome->solution = opt->solution;
    outcome->backend = gpu ? "gpu" : "sim";
    outcome->backends = outcome->backend;
    p34_check_outcome(outcome, &run, expected, tolerance);
    outcome->failed_on = outcome->status == P34_EXIT_OK ? NULL : outcome->backend;
}

/* The simulator's run of the standard check when no --schedule was given:
 * forward, and while the kernel passes, reverse and random:1 as well. A
 * data race, a hang or a lost update that one interleaving of threads and
 * blocks happens to hide shows in another, and any interleaving the
 * simulator runs is one the CUDA rules allow; so the first schedule that
 * fails gives the verdict, and its report says how to see it again. */
static const struct {
    p34_schedule schedule;
    unsigned long long seed;
    const char *name;
} default_schedules[] = {
    {P34_SCHEDULE_FORWARD, 0, "forward"},
    {P34_SCHEDULE_REVERSE, 0, "reverse"},
    {P34_SCHEDULE_RANDOM, 1, "random:1"},
};

static void run_sim_schedules(const p34_options *opt, p34_puzzle puzzle, const float *input,
                              char **picture, p34_outcome *outcome)
{
    run_on(opt, false, puzzle, input, false, picture, outcome);
    if (opt->schedule_given)
        return;
    static p34_outcome other;
    p34_options one = *opt;
    if (outcome->status == P34_EXIT_WRONG && (outcome->notes & P34_NOTE_ELECT_NOT_LANE0)) {
        /* Wrong numbers where elect_one_sync() elected a lane other than 0:
         * the reverse schedule elects lane 0, as an H100 does. Where it
         * fails as well, the elected lane is not what is wrong, and the
         * report does not lead with it (verdict ta a20, a21). */
        one.schedule = P34_SCHEDULE_REVERSE;
        one.schedule_seed = 0;
        memset(&other, 0, sizeof other);
        run_on(&one, false, puzzle, input, true, NULL, &other);
        if (other.status != P34_EXIT_OK)
            outcome->notes &= ~P34_NOTE_ELECT_NOT_LANE0;
    }
    if (outcome->status != P34_EXIT_OK)
        return;
    const int n = (int)(sizeof default_schedules / sizeof default_schedules[0]);
    for (int k = 1; k < n; k++) {
        one.schedule = default_schedules[k].schedule;
        one.schedule_seed = default_schedules[k].seed;
        char *other_picture = NULL;
        memset(&other, 0, sizeof other);
        run_on(&one, false, puzzle, input, true, picture ? &other_picture : NULL, &other);
        if (other.status == P34_EXIT_OK) {
            free(other_picture);
            continue;
        }
        *outcome = other;
        if (picture) {
            free(*picture);
            *picture = other_picture;
        }
        char line[PATH_MAX + 512];
        snprintf(line, sizeof line,
                 "The simulator's forward schedule passed; its %s schedule (the threads and blocks in "
                 "another order, as a GPU may run them) failed: %s --%s%s --sim --schedule=%s runs it "
                 "again.",
                 default_schedules[k].name, p34_program, p34_info(puzzle)->flag,
                 opt->solution ? " --solution" : "", default_schedules[k].name);
        p34_add_message(outcome, line);
        return;
    }
}

/* Runs the puzzle once and checks it: on the GPU and the simulator both
 * when the GPU can run it and no backend was chosen, else on one. The
 * standard check (`explore`) runs the simulator on several schedules. */
static void run_once(const p34_options *opt, const backend_pick *pick, p34_puzzle puzzle,
                     const float *input, bool explore, char **picture, p34_outcome *outcome)
{
    memset(outcome, 0, sizeof *outcome);
    if (!pick->gpu) {
        if (explore)
            run_sim_schedules(opt, puzzle, input, picture, outcome);
        else
            run_on(opt, false, puzzle, input, false, picture, outcome);
        return;
    }
    run_on(opt, true, puzzle, input, false, NULL, outcome);
    if (opt->backend == P34_BACKEND_GPU && !picture)
        return;
    static p34_outcome sim;
    memset(&sim, 0, sizeof sim);
    if (explore && opt->backend != P34_BACKEND_GPU)
        run_sim_schedules(opt, puzzle, input, picture, &sim);
    else
        run_on(opt, false, puzzle, input, false, picture, &sim);
    if (opt->backend != P34_BACKEND_GPU)
        p34_merge_sim(outcome, &sim);
}

/* Does `text` start the way a compiler's diagnosis does, "FILE:LINE:COL: "?
 * Then editors and CI annotate the line, so it is printed as it is. */
static bool starts_with_location(const char *text)
{
    const char *colon = strchr(text, ':');
    if (!colon || colon == text || memchr(text, ' ', (size_t)(colon - text)))
        return false;
    int line, col;
    char after;
    return sscanf(colon, ":%d:%d:%c", &line, &col, &after) == 3 && after == ' ';
}

static void print_diagnosis(output_mode mode, const p34_outcome *outcome)
{
    if (mode == OUTPUT_QUIET || outcome->message[0] == '\0')
        return;
    fflush(stdout);
    fprintf(stderr, "%s%s\n", starts_with_location(outcome->message) ? "" : "p34: ",
            outcome->message);
    fflush(stderr);
}

/* A seed for --repeat when none was given: differs from run to run, and
 * short enough to type back. */
static unsigned long long fresh_seed(void)
{
    struct timeval tv;
    gettimeofday(&tv, NULL);
    const unsigned long long t =
        (unsigned long long)tv.tv_sec * 1000003ULL + (unsigned long long)tv.tv_usec;
    return (t ^ ((unsigned long long)getpid() << 16)) % 1000000000ULL;
}

/* Writes the simulator's picture of a run to `path`; false (with a message)
 * when there is none or it cannot be written. */
static bool draw_write_failed;

static bool write_picture(const char *path, const char *svg, output_mode mode)
{
    if (!svg || !*svg) {
        if (mode != OUTPUT_QUIET)
            fprintf(stderr, "p34: --draw: the simulator returned no picture of this run\n");
        return false;
    }
    FILE *f = fopen(path, "w");
    bool ok = f != NULL;
    if (f) {
        ok = fputs(svg, f) >= 0;
        ok = (fclose(f) == 0) && ok;
    }
    if (!ok) {
        /* A picture asked for and not written is a usage error (exit 2 at
         * least), whatever the puzzle's verdict. */
        fprintf(stderr, "p34: --draw: cannot write %s: %s\n", path, strerror(errno));
        draw_write_failed = true;
    }
    return ok;
}

/* After a puzzle passes, run alone (not --all, no other puzzle): the
 * puzzle that comes next, or, after the last one, how to check them all. */
static void print_next(const p34_options *opt, p34_puzzle puzzle, int status)
{
    int selected = 0;
    for (int p = 0; p < P34_PUZZLE_COUNT; p++)
        selected += opt->run[p] ? 1 : 0;
    if (status != P34_EXIT_OK || opt->all || selected != 1)
        return;
    if ((int)puzzle + 1 < P34_PUZZLE_COUNT)
        printf("Next: %s --%s\n", p34_program, p34_info((p34_puzzle)(puzzle + 1))->flag);
    else
        printf("That was the last puzzle: %s --all checks all of them at once.\n", p34_program);
}

static void run_puzzle(const p34_options *opt, p34_puzzle puzzle, bool *noted_sim,
                       output_mode mode, unsigned long long seed, puzzle_run *r)
{
    const p34_shape shape = p34_puzzle_shape(puzzle);
    const p34_puzzle_info *info = p34_info(puzzle);
    p34_outcome *standard = &r->standard;

    r->ran = true;
    r->repeat.requested = opt->repeat;
    r->repeat.seed = seed;
    standard->puzzle = puzzle;
    standard->solution = opt->solution;

    backend_pick pick = pick_backend(opt, puzzle);
    if (pick.status != P34_EXIT_OK) {
        if (mode != OUTPUT_QUIET)
            fprintf(stderr,
                    "p34: cannot run --%s on the GPU: %s.\n"
                    "p34: the puzzle was not run. Drop --gpu to use the CPU simulator.\n",
                    info->flag, pick.why);
        r->ran = false;
        standard->backend = "gpu";
        standard->status = P34_EXIT_CANNOT_RUN;
        snprintf(standard->message, sizeof standard->message, "cannot run --%s on the GPU: %s",
                 info->flag, pick.why);
        r->repeat.skipped = opt->repeat > 0;
        r->status = P34_EXIT_CANNOT_RUN;
        return;
    }
    if (!pick.gpu && opt->backend == P34_BACKEND_AUTO && !*noted_sim) {
        /* One line: with no GPU at all it holds for every puzzle; with a GPU
         * that lacks clusters, pick.why names it and what is needed. */
        char none[384];
        if (mode != OUTPUT_QUIET) {
            if (p34_runner_find(none, sizeof none) != P34_EXIT_OK)
                fprintf(stderr, "p34: %s; the puzzles run on the CPU simulator.\n", none);
            else
                fprintf(stderr, "p34: %s; results come from the CPU simulator.\n", pick.why);
        }
        *noted_sim = true;
    }

    float *input = malloc(sizeof(float) * (size_t)shape.input_len);
    if (!input) {
        fprintf(stderr, "p34: out of host memory\n");
        standard->status = P34_EXIT_FAULT;
        r->status = P34_EXIT_FAULT;
        return;
    }

    p34_make_input(puzzle, input);
    char *picture = NULL;
    run_once(opt, &pick, puzzle, input, true, opt->draw_path ? &picture : NULL, standard);
    print_diagnosis(mode, standard);
    if (opt->draw_path)
        r->drew = write_picture(opt->draw_path, picture, mode);
    free(picture);
    if (mode == OUTPUT_REPORT) {
        p34_print_report(stdout, standard);
        if (opt->repeat == 0)
            print_next(opt, puzzle, standard->status);
        if (opt->draw_path && r->drew)
            printf("Picture of this run: %s\n", opt->draw_path);
        fflush(stdout);
    }
    r->status = standard->status;

    /* --repeat: fresh random inputs, only once the standard input passes. */
    p34_repeat_result *rep = &r->repeat;
    if (opt->repeat > 0 && standard->status != P34_EXIT_OK) {
        rep->skipped = true;
    } else {
        for (int k = 0; k < opt->repeat; k++) {
            const unsigned long long run_seed = seed + (unsigned long long)k;
            p34_make_random_input(puzzle, run_seed, input);
            run_once(opt, &pick, puzzle, input, false, NULL, &rep->failure);
            rep->done++;
            if (rep->failure.status == P34_EXIT_OK) {
                rep->passed++;
                continue;
            }
            rep->failed = true;
            rep->failed_seed = run_seed;
            r->status = rep->failure.status;
            print_diagnosis(mode, &rep->failure);
            break;
        }
    }
    if (mode == OUTPUT_REPORT && opt->repeat > 0) {
        p34_print_repeat_report(stdout, standard, rep, opt->solution);
        print_next(opt, puzzle, r->status);
        fflush(stdout);
    }
    free(input);
}

/* ---- JSON documents ----------------------------------------------------- */

static void json_begin(const char *mode, int argc, char **argv)
{
    printf("{\n  \"tool\": \"p34\",\n  \"format\": 1,\n  \"mode\": \"%s\",\n  \"argv\": [",
           mode);
    for (int i = 1; i < argc; i++) {
        printf("%s", i > 1 ? ", " : "");
        p34_json_string(stdout, argv[i]);
    }
    printf("],\n");
}

static void json_end(int exit_code, const char *error)
{
    printf("  \"exit_code\": %d,\n  \"error\": ", exit_code);
    p34_json_string(stdout, error);
    printf("\n}\n");
    fflush(stdout);
}

/* A document with no puzzles: usage errors, --help, --gpu-info. */
static void json_simple(const char *mode, int argc, char **argv, const char *key,
                        const char *text, int exit_code, const char *error)
{
    json_begin(mode, argc, argv);
    printf("  \"puzzles\": [],\n");
    if (key) {
        printf("  \"%s\": ", key);
        p34_json_string(stdout, text);
        printf(",\n");
    }
    json_end(exit_code, error);
}

static void json_results(const char *mode, int argc, char **argv, const p34_options *opt,
                         const puzzle_run *runs, int exit_code)
{
    int passed = 0, failed = 0, first = 1;
    json_begin(mode, argc, argv);
    printf("  \"kernels\": ");
    p34_json_string(stdout, p34_kernel_source(opt->solution));
    printf(",\n  \"puzzles\": [");
    for (int p = 0; p < P34_PUZZLE_COUNT; p++) {
        if (!opt->run[p])
            continue;
        printf("%s\n    ", first ? "" : ",");
        first = 0;
        p34_json_puzzle(stdout, &runs[p].standard, &runs[p].repeat, runs[p].ran, 4);
        if (runs[p].status == P34_EXIT_OK)
            passed++;
        else
            failed++;
    }
    printf("%s],\n  \"passed\": %d,\n  \"failed\": %d,\n", first ? "" : "\n  ", passed, failed);
    json_end(exit_code, NULL);
}

/* ---- --list ------------------------------------------------------------- */

static void print_list(const p34_options *opt, const puzzle_run *runs)
{
    const bool ascii = p34_get_style().ascii;
    const char *where = p34_kernel_source(opt->solution);
    int solved = 0, next = -1;
    printf("Puzzles in %s:\n", where);
    for (int p = 0; p < P34_PUZZLE_COUNT; p++) {
        const puzzle_run *r = &runs[p];
        const p34_puzzle_info *info = p34_info((p34_puzzle)p);
        const char *mark, *state;
        char label[48];
        switch (r->status) {
        case P34_EXIT_OK:
            mark = p34_mark(true);
            state = "solved";
            solved++;
            break;
        case P34_EXIT_CANNOT_RUN:
            mark = ascii ? "--" : "⛔";
            state = "cannot run here";
            break;
        case P34_EXIT_TIMEOUT:
            mark = p34_mark(false);
            state = "not solved (hangs)";
            break;
        case P34_EXIT_FAULT:
            mark = p34_mark(false);
            state = "not solved (crashes)";
            break;
        default:
            mark = p34_mark(false);
            state = "not solved";
            break;
        }
        if (r->status != P34_EXIT_OK && r->status != P34_EXIT_CANNOT_RUN && next < 0)
            next = p;
        snprintf(label, sizeof label, "--%s", info->flag);
        printf("  %s %-21s %-15s %s%s%s%s\n", mark, state, label, info->title,
               r->ran && r->status != P34_EXIT_CANNOT_RUN ? " (" : "",
               r->ran && r->status != P34_EXIT_CANNOT_RUN ? r->standard.backends : "",
               r->ran && r->status != P34_EXIT_CANNOT_RUN ? ")" : "");
    }
    printf("Progress: %d of %d solved\n", solved, P34_PUZZLE_COUNT);
    if (next >= 0) {
        const char *flag = p34_info((p34_puzzle)next)->flag;
        printf("Next: %s --%s    (stuck? %s --%s --hint)\n", p34_program, flag, p34_program, flag);
    } else if (solved == P34_PUZZLE_COUNT) {
        printf("Every puzzle is solved. Try ./p34 --all --repeat 20 to stress them.\n");
    } else if (solved == 0) {
        printf("Nothing could run here%s.\n",
               opt->backend == P34_BACKEND_GPU ? ": drop --gpu to use the CPU simulator" : "");
    }
    printf("Guide, one page per puzzle: docs/guide/README.md\n");
}

/* ---- --watch: hand over to scripts/watch -------------------------------- */

/* The folder of this binary (for scripts/ beside it), or "." */
static void self_dir(char *dir, size_t len)
{
    char exe[PATH_MAX];
    const ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) {
        snprintf(dir, len, ".");
        return;
    }
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (slash)
        *slash = '\0';
    snprintf(dir, len, "%s", exe[0] ? exe : "/");
}

static int exec_watch(int argc, char **argv, int watch_at)
{
    char dir[PATH_MAX], script[PATH_MAX + 32];
    self_dir(dir, sizeof dir);
    snprintf(script, sizeof script, "%s/scripts/watch", dir);
    if (access(script, X_OK) != 0)
        snprintf(script, sizeof script, "scripts/watch");
    char **args = calloc((size_t)argc + 1, sizeof *args);
    if (!args) {
        fprintf(stderr, "p34: out of host memory\n");
        return P34_EXIT_CANNOT_RUN;
    }
    int n = 0;
    args[n++] = script;
    for (int i = 1; i < argc; i++)
        if (i != watch_at)
            args[n++] = argv[i];
    args[n] = NULL;
    fflush(stdout);
    execv(script, args);
    fprintf(stderr, "p34: cannot start %s: %s (run it from the p34 folder)\n", script,
            strerror(errno));
    free(args);
    return P34_EXIT_CANNOT_RUN;
}

/* ---- --bench: a binary of its own, built by `make bench` ---------------- */

/* The benchmark lives beside the runner: RUNNER_DIR/bench/p34-bench
 * (build/bench/p34-bench for ./p34), so that `make p34` never compiles CUB.
 * $P34_BENCH names another one. */
static int exec_bench(const char *csv_path)
{
    char bench[PATH_MAX];
    const char *env = getenv("P34_BENCH");
    if (env && *env) {
        snprintf(bench, sizeof bench, "%s", env);
    } else {
        const char *runner = p34_runner_path();
        const char *slash = strrchr(runner, '/');
        const int dir_len = slash ? (int)(slash - runner) : 1;
        snprintf(bench, sizeof bench, "%.*s/bench/p34-bench", dir_len, slash ? runner : ".");
    }
    if (access(bench, X_OK) != 0) {
        fprintf(stderr,
                "p34: --bench runs the benchmark %s, which is not built: run `make bench` "
                "first. It needs nvcc (the CUDA Toolkit) to build and an NVIDIA GPU of "
                "compute capability 9.0 or newer (Hopper) to run.\n",
                bench);
        return P34_EXIT_CANNOT_RUN;
    }
    char *args[] = {(char *)"p34-bench", NULL, NULL, NULL};
    if (csv_path) {
        args[1] = (char *)"--csv";
        args[2] = (char *)csv_path;
    }
    fflush(stdout);
    execv(bench, args);
    fprintf(stderr, "p34: cannot start %s for --bench: %s (run `make bench`)\n", bench,
            strerror(errno));
    return P34_EXIT_CANNOT_RUN;
}

/* ---- main --------------------------------------------------------------- */

/* A learner who edits the kernel file and runs ./p34 without `make p34`
 * (or after a failed build) would get the old kernels' verdict: say so.
 * "Built" is the newer of the runner and this judge (make copies the judge
 * into place on every successful `make p34`): the runner alone is the wrong
 * file where $P34_RUNNER names a wrapper (e.g. one that starts it under
 * qemu-user), which is older than the build. */
static bool newer(const struct timespec *a, const struct timespec *b)
{
    return a->tv_sec > b->tv_sec || (a->tv_sec == b->tv_sec && a->tv_nsec > b->tv_nsec);
}

static void warn_if_stale(bool solution)
{
    struct stat runner, judge, source;
    const char *path = p34_kernel_source(solution);
    if (stat(p34_runner_path(), &runner) != 0 || stat(path, &source) != 0)
        return;  /* not run from the repository root: nothing to compare */
    struct timespec built = runner.st_mtim;
    if (stat("/proc/self/exe", &judge) == 0 && newer(&judge.st_mtim, &built))
        built = judge.st_mtim;
    if (newer(&source.st_mtim, &built))
        fprintf(stderr,
                "p34: warning: %s changed after %s was built, so this run uses the old "
                "kernels. Run `make p34` first (and fix any compile errors it shows).\n",
                path, p34_program);
}

int main(int argc, char **argv)
{
    bool json_asked = false;
    if (argc > 0 && argv[0] && *argv[0])
        p34_program = argv[0];
    /* Until the runner says which kernel files it holds: the defaults. */
    p34_kernel_sources[0] = "problems/p34.cu";
    p34_kernel_sources[1] = "solutions/p34.cu";
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--watch") == 0)
            return exec_watch(argc, argv, i);
        if (strcmp(argv[i], "--json") == 0)
            json_asked = true;
    }

    p34_options opt;
    char error[256];
    if (p34_parse_args(argc, argv, &opt, error, sizeof error) != P34_EXIT_OK) {
        fprintf(stderr, "p34: %s\n", error);
        fprintf(stderr, "Try '%s --help' for the puzzles and options.\n", p34_program);
        if (json_asked)
            json_simple("usage-error", argc, argv, NULL, NULL, P34_EXIT_USAGE, error);
        return P34_EXIT_USAGE;
    }
    p34_set_style(p34_style_from_env(opt.ascii, isatty(STDOUT_FILENO) == 1));
    p34_runner_set_user(opt.user);

    if (opt.help) {
        if (!opt.json) {
            p34_print_usage(stdout);
            return P34_EXIT_OK;
        }
        char *text = NULL;
        size_t len = 0;
        FILE *mem = open_memstream(&text, &len);
        if (mem) {
            p34_print_usage(mem);
            fclose(mem);
        }
        json_simple("help", argc, argv, "usage", text, P34_EXIT_OK, NULL);
        free(text);
        return P34_EXIT_OK;
    }
    if (opt.gpu_info) {
        char info[2048];
        const int status = p34_runner_info(info, sizeof info);
        if (opt.json)
            json_simple("gpu-info", argc, argv, "gpu_info", info, status, NULL);
        else
            fputs(info, status == P34_EXIT_OK ? stdout : stderr);
        return status;
    }
    if (opt.bench)
        return exec_bench(opt.csv_path);
    if (opt.hint) {
        if (opt.json) {
            json_begin("hint", argc, argv);
            printf("  \"puzzles\": [");
            for (int p = 0, first = 1; p < P34_PUZZLE_COUNT; p++) {
                if (!opt.run[p])
                    continue;
                int count;
                const char *const *hints = p34_hints((p34_puzzle)p, &count);
                printf("%s\n    {\"name\": ", first ? "" : ",");
                p34_json_string(stdout, p34_info((p34_puzzle)p)->flag);
                const int shown = opt.hint_levels < count ? opt.hint_levels : count;
                printf(", \"levels\": %d, \"shown\": %d, \"hints\": [", count, shown);
                for (int h = 0; h < shown; h++) {
                    printf("%s\n      ", h ? "," : "");
                    p34_json_string(stdout, hints[h]);
                }
                printf("\n    ]}");
                first = 0;
            }
            printf("\n  ],\n");
            json_end(P34_EXIT_OK, NULL);
            return P34_EXIT_OK;
        }
        for (int p = 0, first = 1; p < P34_PUZZLE_COUNT; p++) {
            if (!opt.run[p])
                continue;
            if (!first)
                fputs("\n", stdout);
            p34_print_hints(stdout, (p34_puzzle)p, opt.hint_levels);
            first = 0;
        }
        return P34_EXIT_OK;
    }
    /* The kernel files built into the runner (reports and JSON name them). */
    static char sources[2][256];
    char why[1024];
    const int hello = p34_runner_hello(sources, why, sizeof why);
    if (hello != P34_EXIT_OK) {
        /* No runner, no kernels: nothing can be judged. */
        fprintf(stderr, "p34: cannot run any kernel: %s.\n", why);
        if (opt.json)
            json_simple(opt.list ? "list" : "check", argc, argv, NULL, NULL, hello, why);
        p34_runner_stop();
        return hello;
    }
    p34_kernel_sources[0] = sources[0];
    p34_kernel_sources[1] = sources[1];
    if (opt.sanitize) {
        char self[PATH_MAX];
        const ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
        if (n > 0)
            self[n] = '\0';
        else
            snprintf(self, sizeof self, "%s", argv[0]);
        return p34_sanitize(&opt, self, p34_runner_probe);
    }

    warn_if_stale(opt.solution);
    const output_mode mode = opt.json ? OUTPUT_JSON : opt.list ? OUTPUT_QUIET : OUTPUT_REPORT;
    puzzle_run *runs = calloc(P34_PUZZLE_COUNT, sizeof *runs);
    if (!runs) {
        fprintf(stderr, "p34: out of host memory\n");
        return P34_EXIT_FAULT;
    }
    const unsigned long long seed = opt.seed_given ? opt.seed : fresh_seed();
    int worst = P34_EXIT_OK, ran = 0, passed = 0;
    bool noted_sim = false;
    for (int p = 0; p < P34_PUZZLE_COUNT; p++) {
        if (!opt.run[p])
            continue;
        if (ran > 0 && mode == OUTPUT_REPORT)
            fputs("\n", stdout);
        run_puzzle(&opt, (p34_puzzle)p, &noted_sim, mode, seed, &runs[p]);
        ran++;
        passed += (runs[p].status == P34_EXIT_OK);
        if (p34_exit_severity(runs[p].status) > p34_exit_severity(worst))
            worst = runs[p].status;
    }

    if (draw_write_failed && p34_exit_severity(P34_EXIT_USAGE) > p34_exit_severity(worst))
        worst = P34_EXIT_USAGE;
    if (opt.list)
        worst = P34_EXIT_OK;  /* --list reports progress; it is not a verdict */
    if (mode == OUTPUT_JSON) {
        json_results(opt.list ? "list" : "check", argc, argv, &opt, runs, worst);
    } else if (mode == OUTPUT_QUIET) {
        print_list(&opt, runs);
    } else if (opt.all) {
        printf("\nSummary: %d of %d puzzles passed (", passed, ran);
        for (int p = 0, first = 1; p < P34_PUZZLE_COUNT; p++, first = 0)
            printf("%s%s %s", first ? "" : ", ", p34_info((p34_puzzle)p)->flag,
                   p34_mark(runs[p].status == P34_EXIT_OK));
        printf(")\n");
    }
    free(runs);
    fflush(stdout);
    p34_runner_stop();
    return worst;
}
