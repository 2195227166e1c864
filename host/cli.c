/*
 * cli.c - the command line. Unknown flags, a missing puzzle and bad values
 * are usage errors (exit 2) with a one-line reason.
 */
#include "host/host.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void p34_print_usage(FILE *out)
{
    fputs(
        "usage: ./p34 PUZZLE... [options]\n"
        "       ./p34 --all [options]\n"
        "       ./p34 --list | --watch PUZZLE... | PUZZLE... --hint [N]\n"
        "       ./p34 --bench [--csv FILE]\n"
        "\n"
        "Puzzles (thread block clusters need compute capability 9.0; the\n"
        "last-block guard runs on any CUDA GPU):\n"
        "  --coordination   part 1: multi-block coordination (cluster arrive/wait)\n"
        "  --reduction      part 2: cluster-wide reduction (cluster_sync, election)\n"
        "  --advanced       part 3: warp, block and cluster levels together\n"
        "  --last-block     the pre-Hopper last-block guard reduction\n"
        "  --all            every puzzle in turn, then a summary line\n"
        "\n"
        "Options:\n"
        "  --solution       run the reference kernels (solutions/p34.cu) instead of\n"
        "                   yours (problems/p34.cu)\n"
        "  --gpu            run on the GPU only (exit 3 where it cannot)\n"
        "  --sim            run on the CPU simulator\n"
        "                   (default: the GPU when one can run the puzzle, else the\n"
        "                   simulator, with a note saying so)\n"
        "  --timeout SEC    watchdog: a kernel not done after SEC seconds is\n"
        "                   reported as a likely deadlock (default 10)\n"
        "  --schedule=forward|reverse|random:SEED\n"
        "                   simulator thread order, to expose missing barriers\n"
        "                   (default: forward, then reverse and random:1 while\n"
        "                   the kernel passes; the first that fails is reported)\n"
        "\n"
        "Learning and grading:\n"
        "  --hint [N]       print the puzzle's first hint; --hint N prints hints 1 to N\n"
        "                   (levels go from a nudge to a near-solution)\n"
        "  --list           every puzzle: solved, not solved, or cannot run here\n"
        "  --repeat N       after the standard check, N more runs on random inputs,\n"
        "                   each checked against the CPU reference: coordination\n"
        "                   and advanced get floats in [0.5, 1.5); reduction and\n"
        "                   last-block get whole numbers in [1, 2^24 / n) for n\n"
        "                   inputs, so every partial sum stays exact in float32.\n"
        "                   A failure prints the seed that reproduces it\n"
        "  --seed S         with --repeat: random run k uses seed S + k\n"
        "                   (default: a new seed each time)\n"
        "  --sanitize       rerun under compute-sanitizer memcheck, racecheck and\n"
        "                   synccheck (GPU only); exit 1 if a tool found an error\n"
        "  --json           print one JSON document on stdout instead of the report\n"
        "  --watch          rebuild and rerun whenever problems/p34.cu is saved\n"
        "                   (runs scripts/watch; see scripts/watch --help)\n"
        "  --ascii          OK/FAIL instead of emoji (also when the locale is not\n"
        "                   UTF-8); colour only on a terminal, never with NO_COLOR\n"
        "  --draw FILE.svg  also draw what every block and thread did (from the\n"
        "                   simulator's run of the same kernels) into FILE.svg\n"
        "  --user NAME      run kernels as the unprivileged user NAME (root only;\n"
        "                   for grading: scripts/grade passes --user nobody as root).\n"
        "                   Without it kernels run as you, root included\n"
        "\n"
        "Other tools:\n"
        "  --bench          time the reductions against CUB (GPU only)\n"
        "  --csv FILE       with --bench: also write the numbers as CSV\n"
        "  --gpu-info       describe the GPU (as scripts/gpu-specs does)\n"
        "  -h, --help       this text\n"
        "\n"
        "Exit codes:\n"
        "  0  every check passed\n"
        "  1  a result was wrong or not written (or the simulator found a race\n"
        "     or a divergent barrier)\n"
        "  2  usage error\n"
        "  3  cannot run here: no driver, no GPU, or no cluster support\n"
        "  4  a kernel did not finish in time, or deadlocked\n"
        "  5  a CUDA error while a kernel ran (e.g. an illegal address)\n",
        out);
}

static int usage_error(char *error, size_t len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(error, len, fmt, ap);
    va_end(ap);
    return P34_EXIT_USAGE;
}

/* Strict positive number: no trailing junk, finite, within (0, 86400]. */
static bool parse_seconds(const char *text, double *out)
{
    char *end;
    errno = 0;
    double v = strtod(text, &end);
    if (errno || end == text || *end != '\0' || !(v > 0.0) || v > 86400.0)
        return false;
    *out = v;
    return true;
}

static bool parse_u64(const char *text, unsigned long long *out)
{
    char *end;
    if (*text == '\0' || *text == '-')
        return false;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 10);
    if (errno || *end != '\0')
        return false;
    *out = v;
    return true;
}

/* Whole number in [0, max], no sign, no trailing junk. */
static bool parse_count(const char *text, int max, int *out)
{
    unsigned long long v;
    if (!parse_u64(text, &v) || v > (unsigned long long)max)
        return false;
    *out = (int)v;
    return true;
}

static int parse_schedule(const char *text, p34_options *opt, char *error, size_t len)
{
    if (strcmp(text, "forward") == 0) {
        opt->schedule = P34_SCHEDULE_FORWARD;
    } else if (strcmp(text, "reverse") == 0) {
        opt->schedule = P34_SCHEDULE_REVERSE;
    } else if (strncmp(text, "random:", 7) == 0 &&
               parse_u64(text + 7, &opt->schedule_seed)) {
        opt->schedule = P34_SCHEDULE_RANDOM;
    } else {
        return usage_error(error, len,
                           "bad --schedule '%s': use forward, reverse or random:SEED "
                           "(SEED a whole number)", text);
    }
    return P34_EXIT_OK;
}

/* "--name=value" or "--name value": returns the value or NULL. */
static const char *option_value(const char *name, int argc, char **argv, int *i)
{
    size_t n = strlen(name);
    const char *arg = argv[*i];
    if (strncmp(arg, name, n) != 0)
        return NULL;
    if (arg[n] == '=')
        return arg + n + 1;
    if (arg[n] == '\0') {
        if (*i + 1 < argc) {
            (*i)++;
            return argv[*i];
        }
        return "";  /* present but missing its value */
    }
    return NULL;
}

/* Every option a learner can type, for "did you mean". */
static const char *const known_options[] = {
    "--coordination", "--reduction", "--advanced", "--last-block", "--all",
    "--solution", "--gpu", "--sim", "--timeout", "--schedule", "--hint", "--list",
    "--repeat", "--seed", "--sanitize", "--json", "--watch", "--ascii", "--draw",
    "--user", "--bench", "--csv", "--gpu-info", "--help",
};

/* Optimal string alignment distance (Levenshtein plus adjacent swaps), so
 * "--reductoin" is one edit from "--reduction". */
static int edit_distance(const char *a, const char *b)
{
    enum { MAX = 40 };
    const int n = (int)strlen(a), m = (int)strlen(b);
    if (n >= MAX || m >= MAX)
        return MAX;
    int d[MAX + 1][MAX + 1];
    for (int i = 0; i <= n; i++)
        d[i][0] = i;
    for (int j = 0; j <= m; j++)
        d[0][j] = j;
    for (int i = 1; i <= n; i++) {
        for (int j = 1; j <= m; j++) {
            const int cost = a[i - 1] != b[j - 1];
            int best = d[i - 1][j - 1] + cost;
            if (d[i - 1][j] + 1 < best)
                best = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < best)
                best = d[i][j - 1] + 1;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
                d[i - 2][j - 2] + 1 < best)
                best = d[i - 2][j - 2] + 1;
            d[i][j] = best;
        }
    }
    return d[n][m];
}

const char *p34_nearest_option(const char *arg)
{
    char name[48];
    /* "-reduction" and "reduction" are near "--reduction" too; "--x=v" is "--x". */
    snprintf(name, sizeof name, "%s%s", strncmp(arg, "--", 2) == 0 ? ""
                                        : arg[0] == '-'            ? "-"
                                                                   : "--", arg);
    char *eq = strchr(name, '=');
    if (eq)
        *eq = '\0';
    const char *best = NULL;
    int best_d = 1 << 30;
    for (size_t k = 0; k < sizeof known_options / sizeof *known_options; k++) {
        const int d = edit_distance(name, known_options[k]);
        if (d < best_d) {
            best_d = d;
            best = known_options[k];
        }
    }
    /* Close enough to be a typo: at most 2 edits, and fewer than a third of
     * the option's letters (so "--x" suggests nothing). */
    const int letters = (int)strlen(best) - 2;
    return best && best_d <= 2 && best_d * 3 < letters ? best : NULL;
}

int p34_parse_args(int argc, char **argv, p34_options *opt, char *error, size_t len)
{
    memset(opt, 0, sizeof *opt);
    opt->timeout_s = 10.0;
    opt->backend = P34_BACKEND_AUTO;
    opt->schedule = P34_SCHEDULE_FORWARD;
    int chosen = 0;

    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        const char *value;
        if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0) {
            opt->help = true;
        } else if (strcmp(arg, "--all") == 0) {
            opt->all = true;
        } else if (strcmp(arg, "--solution") == 0) {
            opt->solution = true;
        } else if (strcmp(arg, "--gpu") == 0) {
            if (opt->backend == P34_BACKEND_SIM)
                return usage_error(error, len, "--gpu and --sim exclude each other");
            opt->backend = P34_BACKEND_GPU;
        } else if (strcmp(arg, "--sim") == 0) {
            if (opt->backend == P34_BACKEND_GPU)
                return usage_error(error, len, "--gpu and --sim exclude each other");
            opt->backend = P34_BACKEND_SIM;
        } else if (strcmp(arg, "--bench") == 0) {
            opt->bench = true;
        } else if (strcmp(arg, "--gpu-info") == 0) {
            opt->gpu_info = true;
        } else if ((value = option_value("--timeout", argc, argv, &i)) != NULL) {
            if (!parse_seconds(value, &opt->timeout_s))
                return usage_error(error, len,
                                   "bad --timeout '%s': give a number of seconds above 0",
                                   value);
            opt->timeout_given = true;
        } else if (strcmp(arg, "--hint") == 0 || strncmp(arg, "--hint=", 7) == 0) {
            /* An optional level: --hint, --hint N, --hint=N. */
            const char *level = arg[6] == '=' ? arg + 7
                                : (i + 1 < argc && argv[i + 1][0] >= '0' &&
                                   argv[i + 1][0] <= '9') ? argv[++i]
                                                          : NULL;
            opt->hint = true;
            opt->hint_levels = 1;
            if (level && (!parse_count(level, 100, &opt->hint_levels) || opt->hint_levels == 0))
                return usage_error(error, len,
                                   "bad --hint '%s': give a hint level from 1 (a nudge) up",
                                   level);
        } else if (strcmp(arg, "--sanitize") == 0) {
            opt->sanitize = true;
        } else if (strcmp(arg, "--json") == 0) {
            opt->json = true;
        } else if (strcmp(arg, "--list") == 0) {
            opt->list = true;
        } else if (strcmp(arg, "--ascii") == 0) {
            opt->ascii = true;
        } else if (strcmp(arg, "--watch") == 0) {
            return usage_error(error, len,
                               "--watch must be handled before parsing: run scripts/watch");
        } else if ((value = option_value("--repeat", argc, argv, &i)) != NULL) {
            if (!parse_count(value, 100000, &opt->repeat) || opt->repeat == 0)
                return usage_error(error, len,
                                   "bad --repeat '%s': give a whole number from 1 to 100000",
                                   value);
        } else if ((value = option_value("--seed", argc, argv, &i)) != NULL) {
            if (!parse_u64(value, &opt->seed))
                return usage_error(error, len,
                                   "bad --seed '%s': give a whole number (0 or more)", value);
            opt->seed_given = true;
        } else if ((value = option_value("--schedule", argc, argv, &i)) != NULL) {
            if (parse_schedule(value, opt, error, len) != P34_EXIT_OK)
                return P34_EXIT_USAGE;
            opt->schedule_given = true;
        } else if ((value = option_value("--user", argc, argv, &i)) != NULL) {
            if (!*value)
                return usage_error(error, len, "--user needs a user name");
            opt->user = value;
        } else if ((value = option_value("--draw", argc, argv, &i)) != NULL) {
            if (!*value)
                return usage_error(error, len, "--draw needs a file name (e.g. run.svg)");
            opt->draw_path = value;
        } else if ((value = option_value("--csv", argc, argv, &i)) != NULL) {
            if (*value == '\0')
                return usage_error(error, len, "--csv needs a file name");
            opt->csv_path = value;
        } else if (strncmp(arg, "--", 2) == 0 && p34_puzzle_by_flag(arg + 2) >= 0) {
            opt->run[p34_puzzle_by_flag(arg + 2)] = true;
            chosen++;
        } else {
            const char *near = p34_nearest_option(arg);
            if (near)
                return usage_error(error, len, "unknown option '%s': did you mean %s?", arg,
                                   near);
            return usage_error(error, len, "unknown option '%s'", arg);
        }
    }

    if (opt->help || opt->gpu_info)
        return P34_EXIT_OK;
    if (opt->csv_path && !opt->bench)
        return usage_error(error, len, "--csv goes with --bench");
    if (opt->bench) {
        if (chosen || opt->all)
            return usage_error(error, len, "--bench runs on its own, without a puzzle");
        if (opt->json || opt->list || opt->hint || opt->sanitize || opt->repeat)
            return usage_error(error, len,
                               "--bench runs on its own, without --json, --list, --hint, "
                               "--sanitize or --repeat");
        return P34_EXIT_OK;
    }
    if (opt->seed_given && opt->repeat == 0)
        return usage_error(error, len, "--seed goes with --repeat N");
    if (opt->list) {
        if (chosen || opt->all || opt->draw_path)
            return usage_error(error, len, "--list shows every puzzle: give no puzzle or "
                                           "--draw with it");
        if (opt->hint || opt->sanitize || opt->repeat)
            return usage_error(error, len,
                               "--list runs on its own, without --hint, --sanitize or --repeat");
        for (int p = 0; p < P34_PUZZLE_COUNT; p++)
            opt->run[p] = true;
        return P34_EXIT_OK;
    }
    if (opt->hint && (opt->sanitize || opt->repeat))
        return usage_error(error, len, "--hint only prints hints: drop --sanitize and --repeat");
    if (opt->sanitize && opt->backend == P34_BACKEND_SIM)
        return usage_error(error, len,
                           "--sanitize runs the GPU under compute-sanitizer; the simulator "
                           "checks races and barriers itself: drop --sim or --sanitize");
    if (opt->sanitize && opt->repeat)
        return usage_error(error, len, "--sanitize and --repeat exclude each other");
    if (opt->draw_path && (opt->all || chosen != 1 || opt->hint || opt->sanitize))
        return usage_error(error, len,
                           "--draw FILE.svg draws one puzzle's run: give exactly one puzzle, "
                           "without --all, --hint or --sanitize");
    if (opt->all) {
        for (int p = 0; p < P34_PUZZLE_COUNT; p++)
            opt->run[p] = true;
    } else if (chosen == 0) {
        return usage_error(error, len,
                           "no puzzle given: choose --coordination, --reduction, "
                           "--advanced, --last-block or --all");
    }
    return P34_EXIT_OK;
}
