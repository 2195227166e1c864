/*
 * sanitize.c - `--sanitize`: the chosen puzzles rerun on the GPU under
 * compute-sanitizer memcheck, racecheck and synccheck.
 *
 * Each tool runs this same binary as a child process,
 *     compute-sanitizer --tool T --error-exitcode 99 ./p34 --PUZZLE --gpu
 * and is judged by both its summary line ("ERROR SUMMARY: N errors", or for
 * racecheck "RACECHECK SUMMARY: H hazards displayed (N errors, W warnings)") and its exit
 * status, since either alone can miss a case (a tool that dies early prints
 * no summary; a summary can report errors with --error-exitcode unset).
 */
#include "host/host.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define SANITIZER_ERROR_EXIT 99

static const char *const tools[] = {"memcheck", "racecheck", "synccheck"};
#define TOOL_COUNT 3

/* The last number after `key` in `log`, or -1. */
static int last_count_after(const char *log, const char *key)
{
    const size_t key_len = strlen(key);
    const char *last = NULL;
    for (const char *p = strstr(log, key); p; p = strstr(p + 1, key))
        last = p;
    if (!last)
        return -1;
    char *end;
    const long n = strtol(last + key_len, &end, 10);
    if (end == last + key_len || n < 0)
        return -1;
    return n > 100000000L ? 100000000 : (int)n;
}

int p34_sanitizer_errors(const char *log)
{
    /* memcheck and synccheck: "ERROR SUMMARY: N errors". racecheck instead
     * ends with "RACECHECK SUMMARY: H hazards displayed (N errors, W warnings)". */
    const int errors = last_count_after(log, "ERROR SUMMARY:");
    if (errors >= 0)
        return errors;
    const char *race = strstr(log, "RACECHECK SUMMARY:");
    return race ? last_count_after(race, "(") : -1;
}

/* compute-sanitizer: $P34_COMPUTE_SANITIZER, the PATH, $CUDA_HOME/bin, then
 * /usr/local/cuda/bin. */
static bool find_sanitizer(char *path, size_t len)
{
    const char *override = getenv("P34_COMPUTE_SANITIZER");
    if (override && *override) {
        snprintf(path, len, "%s", override);
        return access(path, X_OK) == 0;
    }
    const char *env_path = getenv("PATH");
    if (env_path) {
        const char *p = env_path;
        while (*p) {
            const char *colon = strchr(p, ':');
            const size_t n = colon ? (size_t)(colon - p) : strlen(p);
            if (n > 0) {
                snprintf(path, len, "%.*s/compute-sanitizer", (int)n, p);
                if (access(path, X_OK) == 0)
                    return true;
            }
            p += n + (colon ? 1 : 0);
        }
    }
    const char *cuda_home = getenv("CUDA_HOME");
    if (cuda_home && *cuda_home) {
        snprintf(path, len, "%s/bin/compute-sanitizer", cuda_home);
        if (access(path, X_OK) == 0)
            return true;
    }
    snprintf(path, len, "/usr/local/cuda/bin/compute-sanitizer");
    return access(path, X_OK) == 0;
}

/* Reads a whole file into a NUL-terminated buffer (capped), or NULL. */
static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    const size_t cap = 4u << 20;
    char *buf = malloc(cap + 1);
    size_t n = buf ? fread(buf, 1, cap, f) : 0;
    fclose(f);
    if (buf)
        buf[n] = '\0';
    return buf;
}

typedef struct tool_run {
    int errors;     /* from ERROR SUMMARY, -1 when missing */
    int exit_code;  /* child's exit status; -1: killed or not started */
    bool timed_out;
    char *log;
} tool_run;

/* Runs argv with stdout and stderr into `log_path`; waits at most
 * `limit_s` seconds, then kills the child's process group. */
static void run_child(char *const argv[], const char *log_path, double limit_s, tool_run *r)
{
    r->exit_code = -1;
    r->timed_out = false;
    fflush(stdout);
    fflush(stderr);
    const pid_t pid = fork();
    if (pid < 0)
        return;
    if (pid == 0) {
        setpgid(0, 0);
        const int fd = open(log_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (fd >= 0) {
            dup2(fd, STDOUT_FILENO);
            dup2(fd, STDERR_FILENO);
            close(fd);
        }
        setenv("P34_RUNNER_KEEP_USER", "1", 1);  /* see runner_client.c */
        execv(argv[0], argv);
        fprintf(stderr, "p34: cannot start %s: %s\n", argv[0], strerror(errno));
        _exit(127);
    }
    setpgid(pid, pid);
    struct timespec start, now, nap = {0, 20 * 1000 * 1000};
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (;;) {
        int wstatus;
        const pid_t done = waitpid(pid, &wstatus, WNOHANG);
        if (done == pid) {
            if (WIFEXITED(wstatus))
                r->exit_code = WEXITSTATUS(wstatus);
            return;
        }
        if (done < 0 && errno != EINTR)
            return;
        clock_gettime(CLOCK_MONOTONIC, &now);
        const double elapsed = (double)(now.tv_sec - start.tv_sec) +
                               1e-9 * (double)(now.tv_nsec - start.tv_nsec);
        if (elapsed > limit_s) {
            kill(-pid, SIGKILL);
            kill(pid, SIGKILL);
            waitpid(pid, &wstatus, 0);
            r->timed_out = true;
            return;
        }
        nanosleep(&nap, NULL);
    }
}

static bool line_has(const char *line, size_t n, const char *needle)
{
    const size_t k = strlen(needle);
    for (size_t i = 0; i + k <= n; i++)
        if (memcmp(line + i, needle, k) == 0)
            return true;
    return false;
}

/* Prints up to `max` of the tool's own report lines ("========= ..."). */
static void print_tool_lines(FILE *out, const char *log, int max)
{
    int shown = 0;
    const char *line = log;
    while (*line && shown < max) {
        const char *end = strchr(line, '\n');
        const size_t n = end ? (size_t)(end - line) : strlen(line);
        if (n > 10 && strncmp(line, "=========", 9) == 0 && !line_has(line, n, "ERROR SUMMARY") &&
            !line_has(line, n, "RACECHECK SUMMARY: 0 hazards") &&
            !line_has(line, n, "COMPUTE-SANITIZER")) {
            fprintf(out, "      %.*s\n", (int)(n > 200 ? 200 : n), line);
            shown++;
        }
        line += n + (end ? 1 : 0);
    }
}

static void json_open(const char *mode)
{
    printf("{\n  \"tool\": \"p34\",\n  \"format\": 1,\n  \"mode\": \"%s\",\n", mode);
}

int p34_sanitize(const p34_options *opt, const char *self, p34_probe_fn probe)
{
    char sanitizer[4096];
    FILE *out = opt->json ? stderr : stdout;
    if (!find_sanitizer(sanitizer, sizeof sanitizer)) {
        static const char msg[] =
            "--sanitize needs compute-sanitizer (CUDA Toolkit), found neither on the PATH "
            "nor in $CUDA_HOME/bin or /usr/local/cuda/bin. Without it, run the puzzle with "
            "--sim: the CPU simulator checks shared-memory races, barriers and "
            "out-of-bounds accesses itself.";
        fprintf(stderr, "p34: %s\n", msg);
        if (opt->json) {
            json_open("sanitize");
            printf("  \"puzzles\": [],\n  \"exit_code\": %d,\n  \"error\": ", P34_EXIT_CANNOT_RUN);
            p34_json_string(stdout, msg);
            printf("\n}\n");
        }
        return P34_EXIT_CANNOT_RUN;
    }

    /* The tools slow kernels down many times: unless --timeout was given,
     * give the child's watchdog two minutes per launch. */
    const double child_timeout = opt->timeout_given ? opt->timeout_s : 120.0;
    char timeout_text[32];
    snprintf(timeout_text, sizeof timeout_text, "%g", child_timeout);
    char log_path[] = "/tmp/p34-sanitize-XXXXXX";
    const int log_fd = mkstemp(log_path);
    if (log_fd < 0) {
        fprintf(stderr, "p34: cannot create a temporary log file: %s\n", strerror(errno));
        return P34_EXIT_CANNOT_RUN;
    }
    close(log_fd);

    int result = P34_EXIT_OK;
    bool tool_errors = false, first_json = true;
    if (opt->json) {
        json_open("sanitize");
        printf("  \"sanitizer\": ");
        p34_json_string(stdout, sanitizer);
        printf(",\n  \"puzzles\": [");
    }
    for (int p = 0; p < P34_PUZZLE_COUNT; p++) {
        if (!opt->run[p])
            continue;
        const p34_puzzle_info *info = p34_info((p34_puzzle)p);
        char why[512];
        if (opt->json) {
            printf("%s\n    {\"name\": ", first_json ? "" : ",");
            p34_json_string(stdout, info->flag);
            first_json = false;
        }
        if (probe((p34_puzzle)p, why, sizeof why) != P34_EXIT_OK) {
            fprintf(stderr,
                    "p34: cannot sanitize --%s: %s.\n"
                    "p34: compute-sanitizer checks GPU runs only. Run ./p34 --%s --sim "
                    "instead: the CPU simulator checks shared-memory races, barriers and "
                    "out-of-bounds accesses itself.\n",
                    info->flag, why, info->flag);
            if (opt->json) {
                printf(", \"exit_code\": %d, \"sanitizers\": [], \"error\": ",
                       P34_EXIT_CANNOT_RUN);
                p34_json_string(stdout, why);
                printf("}");
            }
            if (result == P34_EXIT_OK)
                result = P34_EXIT_CANNOT_RUN;
            continue;
        }

        fprintf(out, "Sanitizing --%s%s with %s\n", info->flag,
                opt->solution ? " --solution" : "", sanitizer);
        if (opt->json)
            printf(", \"sanitizers\": [");
        int puzzle_status = P34_EXIT_OK;
        for (int t = 0; t < TOOL_COUNT; t++) {
            char flag[32];
            snprintf(flag, sizeof flag, "--%s", info->flag);
            char *argv[16];
            int argc = 0;
            argv[argc++] = sanitizer;
            argv[argc++] = "--tool";
            argv[argc++] = (char *)tools[t];
            argv[argc++] = "--error-exitcode";
            argv[argc++] = "99";
            argv[argc++] = "--target-processes";  /* the kernels run in p34's runner */
            argv[argc++] = "all";
            argv[argc++] = (char *)self;
            argv[argc++] = flag;
            argv[argc++] = "--gpu";
            if (opt->solution)
                argv[argc++] = "--solution";
            argv[argc++] = "--timeout";
            argv[argc++] = timeout_text;
            argv[argc] = NULL;

            tool_run r = {-1, -1, false, NULL};
            run_child(argv, log_path, 2.0 * child_timeout + 120.0, &r);
            r.log = read_file(log_path);
            r.errors = r.log ? p34_sanitizer_errors(r.log) : -1;

            bool found = r.errors > 0 || r.exit_code == SANITIZER_ERROR_EXIT;
            bool broken = !found && (r.errors < 0 || r.timed_out);
            const int puzzle_exit =
                (found || broken || r.exit_code < 0) ? -1 : r.exit_code;
            char line[256];
            if (r.timed_out)
                snprintf(line, sizeof line, "did not finish in %.0f s", 2.0 * child_timeout + 120.0);
            else if (broken)
                snprintf(line, sizeof line, "printed no ERROR SUMMARY (exit %d)", r.exit_code);
            else if (found && r.errors >= 0)
                snprintf(line, sizeof line, "%d error%s (exit %d)", r.errors,
                         r.errors == 1 ? "" : "s", r.exit_code);
            else if (found)
                snprintf(line, sizeof line, "errors reported (exit %d)", r.exit_code);
            else
                snprintf(line, sizeof line, "0 errors, puzzle exit %d", r.exit_code);
            fprintf(out, "  %-10s %-40s %s\n", tools[t], line, p34_mark(!found && !broken));
            if ((found || broken) && r.log)
                print_tool_lines(out, r.log, 12);

            if (opt->json) {
                printf("%s\n      {\"tool\": \"%s\", \"errors\": %d, \"exit_code\": %d, "
                       "\"timed_out\": %s, \"ok\": %s, \"summary\": ",
                       t ? "," : "", tools[t], r.errors, r.exit_code,
                       r.timed_out ? "true" : "false", (!found && !broken) ? "true" : "false");
                p34_json_string(stdout, line);
                printf("}");
            }
            if (found) {
                tool_errors = true;
                puzzle_status = P34_EXIT_WRONG;
            } else if (broken && puzzle_status == P34_EXIT_OK) {
                puzzle_status = P34_EXIT_CANNOT_RUN;
            } else if (puzzle_exit > 0 && puzzle_status == P34_EXIT_OK) {
                puzzle_status = puzzle_exit;  /* the puzzle's own verdict */
            }
            free(r.log);
        }
        if (opt->json)
            printf("\n    ], \"exit_code\": %d}", puzzle_status);
        if (puzzle_status != P34_EXIT_OK && result != P34_EXIT_WRONG)
            result = puzzle_status;
    }
    unlink(log_path);
    if (tool_errors)
        result = P34_EXIT_WRONG;
    if (opt->json)
        printf("\n  ],\n  \"exit_code\": %d,\n  \"error\": null\n}\n", result);
    else if (tool_errors)
        fprintf(out, "%s compute-sanitizer found errors: see the lines above.\n",
                p34_mark(false));
    else if (result == P34_EXIT_OK)
        fprintf(out, "%s compute-sanitizer found no errors.\n", p34_mark(true));
    else if (result == P34_EXIT_CANNOT_RUN)
        fprintf(out, "%s compute-sanitizer could not check every run: see the lines above.\n",
                p34_mark(false));
    else
        fprintf(out, "%s compute-sanitizer found no errors, but the puzzle failed (exit %d).\n",
                p34_mark(false), result);
    return result;
}
