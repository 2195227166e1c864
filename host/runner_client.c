/*
 * runner_client.c - the judge's side of the runner (runner/protocol.h).
 *
 * ./p34 never runs kernel code itself: it starts build/p34-runner, sends it
 * one request at a time and checks what comes back. Everything the runner
 * prints (device printf from either backend) is read here, bounded and
 * handed to the report. A runner that crashes, exceeds a limit or stops
 * answering is killed and reported as a fault (exit 5) or a hang (exit 4),
 * and the next request starts a fresh one.
 *
 * Limits set on the runner before it executes: no core dumps, 64 MiB files,
 * an hour of CPU time (each run then lowers it to what that run may use),
 * and, with --user NAME (root only; scripts/grade passes --user nobody when
 * it runs as root), that unprivileged user with a bounded process count.
 * Without --user the runner runs as whoever ran ./p34, root included: a
 * learner's own kernels on their own machine gain nothing from a drop that
 * a private (0700) folder would make fail.
 */
#define _GNU_SOURCE /* pipe2, setgroups */
#include "host/host.h"
#include "runner/protocol.h"

#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <poll.h>
#include <pwd.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* Where the runner is, relative to this binary's folder: the Makefile
 * links a definition into each binary it builds. */
extern const char p34_runner_rel[] __attribute__((weak));
#define P34_RUNNER_REL (p34_runner_rel ? p34_runner_rel : "build/p34-runner")

static struct {
    pid_t pid;           /* 0: no runner */
    int request_fd;      /* write end of the runner's stdin */
    int reply_fd;        /* read end of its fd 3 */
    int output_fd;       /* read end of its stdout and stderr */
    const char *user;    /* --user, or NULL */
    char path[PATH_MAX + 512];
} runner = {0, -1, -1, -1, NULL, ""};

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

void p34_runner_set_user(const char *user)
{
    runner.user = user;
}

const char *p34_runner_path(void)
{
    if (runner.path[0])
        return runner.path;
    const char *env = getenv("P34_RUNNER");
    if (env && *env) {
        snprintf(runner.path, sizeof runner.path, "%s", env);
        return runner.path;
    }
    char exe[PATH_MAX];
    const ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) {
        snprintf(runner.path, sizeof runner.path, "%s", P34_RUNNER_REL);
        return runner.path;
    }
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (slash)
        *slash = '\0';
    snprintf(runner.path, sizeof runner.path, "%.*s/%.400s", PATH_MAX - 1, exe, P34_RUNNER_REL);
    return runner.path;
}

static void close_fd(int *fd)
{
    if (*fd >= 0)
        close(*fd);
    *fd = -1;
}

/* Waits up to `grace` seconds for the runner to end, then kills it and
 * waits a little more. Never blocks for good: a process that a hung GPU
 * kernel keeps in the driver is left to end on its own. */
static int reap(double grace)
{
    int wstatus = 0;
    double until = now_seconds() + grace;
    bool killed = false;
    for (;;) {
        const pid_t got = waitpid(runner.pid, &wstatus, WNOHANG);
        if (got == runner.pid || (got < 0 && errno != EINTR))
            break;
        if (now_seconds() > until) {
            if (killed)
                break;
            kill(runner.pid, SIGKILL);
            killed = true;
            until = now_seconds() + 5.0;
        }
        usleep(1000);
    }
    runner.pid = 0;
    close_fd(&runner.request_fd);
    close_fd(&runner.reply_fd);
    close_fd(&runner.output_fd);
    return wstatus;
}

void p34_runner_stop(void)
{
    if (runner.pid <= 0)
        return;
    close_fd(&runner.request_fd);  /* EOF: the runner ends on its own */
    reap(2.0);
}

/* Keeps what the runner printed: the first P34_OUTPUT_KEEP bytes, and a
 * count of all of them. */
static void drain_output(p34_kernel_output *out)
{
    char buf[65536];
    for (;;) {
        const ssize_t n = read(runner.output_fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return;
        if (out) {
            const size_t room = P34_OUTPUT_KEEP - out->kept;
            const size_t take = (size_t)n < room ? (size_t)n : room;
            memcpy(out->text + out->kept, buf, take);
            out->kept += take;
            out->text[out->kept] = '\0';
            out->bytes += (unsigned long long)n;
        }
    }
}

static int start(char *why, size_t why_len)
{
    const char *path = p34_runner_path();
    if (access(path, F_OK) != 0) {
        snprintf(why, why_len, "the kernel runner %s is missing: run `make p34` to build it",
                 path);
        return P34_EXIT_CANNOT_RUN;
    }
    struct passwd *pw = NULL;
    /* --sanitize's children keep the user: compute-sanitizer must attach to
     * the runner it starts (a learner's tool, not grading). */
    const char *keep = getenv("P34_RUNNER_KEEP_USER");
    if (runner.user && !(keep && strcmp(keep, "1") == 0)) {
        const char *user = runner.user;
        pw = getpwnam(user);
        if (!pw) {
            snprintf(why, why_len, "--user %s: there is no user '%s' on this machine", user,
                     user);
            return P34_EXIT_CANNOT_RUN;
        }
        if (pw->pw_uid == 0) {
            snprintf(why, why_len, "--user %s is root: name an unprivileged user", user);
            return P34_EXIT_CANNOT_RUN;
        }
        if (geteuid() != 0) {
            if (pw->pw_uid == geteuid()) {
                pw = NULL; /* already that user: nothing to drop */
            } else {
                snprintf(why, why_len,
                         "--user %s: only root can run kernels as another user (you are "
                         "uid %u)", user, (unsigned)geteuid());
                return P34_EXIT_CANNOT_RUN;
            }
        }
    }
    int req[2], rep[2], out[2], err[2];
    if (pipe2(req, O_CLOEXEC) || pipe2(rep, O_CLOEXEC) || pipe2(out, O_CLOEXEC) ||
        pipe2(err, O_CLOEXEC)) {
        snprintf(why, why_len, "cannot create pipes for the kernel runner: %s", strerror(errno));
        return P34_EXIT_CANNOT_RUN;
    }
    fflush(stdout);
    fflush(stderr);
    const pid_t judge = getpid();
    const pid_t pid = fork();
    if (pid < 0) {
        snprintf(why, why_len, "cannot start the kernel runner: %s", strerror(errno));
        close(req[0]), close(req[1]), close(rep[0]), close(rep[1]);
        close(out[0]), close(out[1]), close(err[0]), close(err[1]);
        return P34_EXIT_CANNOT_RUN;
    }
    if (pid == 0) {
        /* The child: only async-signal-safe calls until exec. */
        int stage = 0;
        if (dup2(req[0], P34_WIRE_REQUEST_FD) < 0 || dup2(out[1], 1) < 0 ||
            dup2(out[1], 2) < 0 || dup2(rep[1], P34_WIRE_REPLY_FD) < 0)
            goto fail;
        stage = 1;
        const struct rlimit no_core = {0, 0};
        const struct rlimit file_size = {64u << 20, 64u << 20};
        const struct rlimit cpu = {3600, 3600};
        if (setrlimit(RLIMIT_CORE, &no_core) || setrlimit(RLIMIT_FSIZE, &file_size) ||
            setrlimit(RLIMIT_CPU, &cpu))
            goto fail;
        if (pw) {
            stage = 2;
            const struct rlimit procs = {256, 256};
            if (setgroups(0, NULL) || setgid(pw->pw_gid) || setuid(pw->pw_uid) ||
                setuid(0) == 0 || setrlimit(RLIMIT_NPROC, &procs))
                goto fail;
        }
        /* Never outlive the judge (set after the user change, which clears it). */
        if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != judge)
            goto fail;
        stage = 3;
        char *const argv[] = {(char *)"p34-runner", (char *)"--serve", NULL};
        execv(path, argv);
    fail:;
        const int report[2] = {stage, errno};
        if (write(err[1], report, sizeof report) < 0)
            _exit(127);
        _exit(127);
    }
    close(req[0]), close(rep[1]), close(out[1]), close(err[1]);
    int report[2];
    ssize_t n;
    while ((n = read(err[0], report, sizeof report)) < 0 && errno == EINTR)
        ;
    close(err[0]);
    if (n == (ssize_t)sizeof report) {
        waitpid(pid, NULL, 0);
        close(req[1]), close(rep[0]), close(out[0]);
        static const char *const stages[] = {
            "connect its pipes", "set its limits", "drop to the unprivileged user",
            "start"};
        if (report[0] == 3 && pw)
            snprintf(why, why_len,
                     "cannot start the kernel runner %s as user %s: %s (the user needs read "
                     "and execute access to it and to every folder above it)",
                     path, pw->pw_name, strerror(report[1]));
        else
            snprintf(why, why_len, "the kernel runner %s could not %s: %s", path,
                     stages[report[0] & 3], strerror(report[1]));
        return P34_EXIT_CANNOT_RUN;
    }
    fcntl(out[0], F_SETFL, O_NONBLOCK);
    fcntl(req[1], F_SETFL, O_NONBLOCK);
    runner.pid = pid;
    runner.request_fd = req[1];
    runner.reply_fd = rep[0];
    runner.output_fd = out[0];
    return P34_EXIT_OK;
}

static void signal_text(int sig, char *buf, size_t len)
{
    const char *name = sig == SIGSEGV   ? "SIGSEGV"
                       : sig == SIGBUS  ? "SIGBUS"
                       : sig == SIGABRT ? "SIGABRT"
                       : sig == SIGFPE  ? "SIGFPE"
                       : sig == SIGILL  ? "SIGILL"
                       : sig == SIGKILL ? "SIGKILL"
                       : sig == SIGXCPU ? "SIGXCPU"
                       : sig == SIGXFSZ ? "SIGXFSZ"
                       : sig == SIGSYS  ? "SIGSYS"
                                        : "signal";
    snprintf(buf, len, "%s (signal %d, %s)", name, sig, strsignal(sig));
}

/* Sends `q` and waits for the reply until `deadline_s` seconds from now,
 * reading the runner's output meanwhile. On failure fills `why` and
 * returns the exit code that stands for it; the runner is gone then. */
static int transact(const p34_wire_request *q, p34_wire_reply *r, char **extra,
                    p34_kernel_output *out, double deadline_s, char *why, size_t why_len)
{
    if (extra)
        *extra = NULL;
    if (runner.pid <= 0) {
        const int status = start(why, why_len);
        if (status != P34_EXIT_OK)
            return status;
    }
    /* The request goes out while the reply and output are read: a runner
     * that stops reading cannot block the judge. */
    signal(SIGPIPE, SIG_IGN);
    const char *to_send = (const char *)q;
    size_t unsent = sizeof *q;

    char *got = (char *)r;
    size_t have = 0, need = sizeof *r;
    char *payload = NULL;
    const double deadline = now_seconds() + deadline_s;
    bool timed_out = false, eof = false;
    while (!eof) {
        const double remaining = deadline - now_seconds();
        if (remaining <= 0) {
            timed_out = true;
            break;
        }
        struct pollfd fds[3] = {{runner.reply_fd, POLLIN, 0},
                                {runner.output_fd, POLLIN, 0},
                                {unsent ? runner.request_fd : -1, POLLOUT, 0}};
        const int ms = remaining > 1.0 ? 1000 : (int)(remaining * 1000) + 1;
        const int ready = poll(fds, 3, ms);
        if (ready < 0 && errno != EINTR)
            break;
        if (ready <= 0)
            continue;
        if (fds[1].revents)
            drain_output(out);
        if (unsent && fds[2].revents) {
            const ssize_t n = write(runner.request_fd, to_send, unsent);
            if (n > 0) {
                to_send += n;
                unsent -= (size_t)n;
            } else if (n < 0 && errno != EINTR && errno != EAGAIN) {
                eof = true;  /* the runner is gone: find out how below */
                break;
            }
        }
        if (fds[0].revents) {
            char *dst = have < sizeof *r ? got + have : payload + (have - sizeof *r);
            const size_t want = have < sizeof *r ? sizeof *r - have : need - have;
            const ssize_t n = read(runner.reply_fd, dst, want);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                eof = true;
                break;
            }
            have += (size_t)n;
            if (have == sizeof *r) {
                if (r->magic != P34_WIRE_MAGIC || r->size != sizeof *r || r->kind != q->kind ||
                    r->extra_len > P34_WIRE_MAX_EXTRA) {
                    snprintf(why, why_len, "the kernel runner sent a reply p34 cannot read");
                    kill(runner.pid, SIGKILL);
                    reap(2.0);
                    return P34_EXIT_FAULT;
                }
                need = sizeof *r + r->extra_len;
                if (r->extra_len) {
                    payload = malloc((size_t)r->extra_len + 1);
                    if (!payload) {
                        snprintf(why, why_len, "out of host memory");
                        kill(runner.pid, SIGKILL);
                        reap(2.0);
                        return P34_EXIT_FAULT;
                    }
                }
            }
            if (have == need && need >= sizeof *r) {
                drain_output(out);  /* printed before the reply was sent */
                if (payload) {
                    payload[r->extra_len] = '\0';
                    if (extra)
                        *extra = payload;
                    else
                        free(payload);
                }
                return P34_EXIT_OK;
            }
        }
    }
    free(payload);
    if (timed_out) {
        kill(runner.pid, SIGKILL);
        drain_output(out);
        reap(2.0);
        snprintf(why, why_len,
                 "the kernel runner gave no answer within %.0f s and was stopped", deadline_s);
        return P34_EXIT_TIMEOUT;
    }
    drain_output(out);
    const int wstatus = reap(5.0);
    if (WIFSIGNALED(wstatus)) {
        char sig[128];
        signal_text(WTERMSIG(wstatus), sig, sizeof sig);
        if (WTERMSIG(wstatus) == SIGXCPU) {
            snprintf(why, why_len,
                     "the kernel runner used up its CPU-time limit (%s) and was stopped", sig);
            return P34_EXIT_TIMEOUT;
        }
        snprintf(why, why_len, "the kernel runner crashed: %s", sig);
        return P34_EXIT_FAULT;
    }
    if (WIFEXITED(wstatus))
        snprintf(why, why_len, "the kernel runner ended early (exit status %d)",
                 WEXITSTATUS(wstatus));
    else
        snprintf(why, why_len, "the kernel runner ended early");
    return P34_EXIT_FAULT;
}

/* Seconds the runner gets on top of the kernels' own watchdog: to start,
 * set up a GPU context or the simulator, and write its reports.
 * $P34_RUNNER_GRACE overrides it (tests use a short one). */
static double grace_seconds(void)
{
    const char *env = getenv("P34_RUNNER_GRACE");
    char *end;
    const double v = env ? strtod(env, &end) : 0.0;
    return env && end != env && *end == '\0' && v > 0.0 && v <= 3600.0 ? v : 30.0;
}

static p34_wire_request *new_request(p34_wire_kind kind, int puzzle)
{
    p34_wire_request *q = calloc(1, sizeof *q);
    if (!q)
        return NULL;
    q->magic = P34_WIRE_MAGIC;
    q->size = sizeof *q;
    q->kind = kind;
    q->puzzle = puzzle;
    return q;
}

/* HELLO, FIND, PROBE, INFO: a status and a text. When the runner itself
 * failed, *runner_status (if given) says how: CANNOT_RUN, TIMEOUT or FAULT. */
static int simple_call(p34_wire_kind kind, int puzzle, char *text, size_t len,
                       p34_wire_reply *reply_out, int *runner_status)
{
    int failed = P34_EXIT_OK;
    p34_wire_request *q = new_request(kind, puzzle);
    p34_wire_reply *r = calloc(1, sizeof *r);
    char why[1024];
    int status;
    if (!q || !r) {
        snprintf(text, len, "out of host memory");
        status = P34_EXIT_CANNOT_RUN;
    } else if ((failed = transact(q, r, NULL, NULL, 2.0 * grace_seconds(), why, sizeof why)) !=
               P34_EXIT_OK) {
        snprintf(text, len, "%s", why);
        status = P34_EXIT_CANNOT_RUN;
    } else {
        snprintf(text, len, "%s", r->text);
        status = r->status;
        if (reply_out)
            *reply_out = *r;
    }
    free(q);
    free(r);
    if (runner_status)
        *runner_status = failed;
    return status;
}

int p34_runner_hello(char sources[2][256], char *why, size_t why_len)
{
    p34_wire_reply *r = calloc(1, sizeof *r);
    if (!r) {
        snprintf(why, why_len, "out of host memory");
        return P34_EXIT_CANNOT_RUN;
    }
    int failed = P34_EXIT_OK;
    int status = simple_call(P34_WIRE_HELLO, 0, why, why_len, r, &failed);
    if (failed != P34_EXIT_OK)
        status = failed;  /* the runner could not start (3), hung (4) or crashed (5) */
    if (status == P34_EXIT_OK) {
        snprintf(sources[0], 256, "%s", r->sources[0]);
        snprintf(sources[1], 256, "%s", r->sources[1]);
    }
    free(r);
    return status;
}

int p34_runner_find(char *why, size_t why_len)
{
    return simple_call(P34_WIRE_FIND, 0, why, why_len, NULL, NULL);
}

int p34_runner_probe(p34_puzzle puzzle, char *why, size_t why_len)
{
    return simple_call(P34_WIRE_PROBE, (int)puzzle, why, why_len, NULL, NULL);
}

int p34_runner_info(char *buf, size_t len)
{
    return simple_call(P34_WIRE_INFO, 0, buf, len, NULL, NULL);
}

/* Empties what a run hands back besides its result: the kernel's output and
 * the extra text (freed; NULL before the first try). */
static void clear_output(p34_kernel_output *out, char **extra)
{
    if (extra) {
        free(*extra);
        *extra = NULL;
    }
    if (out) {
        out->kept = 0;
        out->bytes = 0;
        out->text[0] = '\0';
    }
}

int p34_runner_run(bool gpu, bool solution, const p34_run_args *args, p34_run_result *result,
                   p34_kernel_output *out, char **extra)
{
    const p34_shape shape = p34_puzzle_shape(args->puzzle);
    p34_wire_request *q = new_request(P34_WIRE_RUN, (int)args->puzzle);
    p34_wire_reply *r = calloc(1, sizeof *r);
    memset(result, 0, sizeof *result);
    if (extra)
        *extra = NULL;
    clear_output(out, extra);
    if (!q || !r) {
        free(q);
        free(r);
        result->status = P34_EXIT_FAULT;
        snprintf(result->message, sizeof result->message, "out of host memory");
        return result->status;
    }
    q->gpu = gpu;
    q->solution = solution;
    q->args = *args;
    q->args.input = NULL;
    q->input_len = (uint32_t)shape.input_len;
    memcpy(q->input, args->input, sizeof(float) * (size_t)shape.input_len);

    /* The runner's own watchdog covers every launch; this one covers the
     * runner: setting up a GPU context or the simulator, and its reports.
     * The simulator's watchdog counts CPU time and gives a launch that keeps
     * finishing threads up to P34_SIM_WATCHDOG_CAP times --timeout, so its
     * wall-clock limit here is wider. */
    const int launches = args->launches > 0 ? args->launches : 1;
    const double deadline = (gpu ? 1.0 : 2.0 * P34_SIM_WATCHDOG_CAP) * args->timeout_s * launches + grace_seconds();
    char why[1024];
    int status = transact(q, r, extra, out, deadline, why, sizeof why);
    /* A GPU still freeing a killed runner's hung kernel refuses the next
     * runner's first calls (P34_NOTE_GPU_START): wait and retry in a fresh
     * runner, a few times, before the error is the verdict. */
    for (int retry = 1; retry <= 3 && gpu && status == P34_EXIT_OK && (r->result.notes & P34_NOTE_GPU_START);
         retry++) {
        p34_runner_stop();
        const struct timespec pause = {retry, 0};
        nanosleep(&pause, NULL);
        clear_output(out, extra);
        status = transact(q, r, extra, out, deadline, why, sizeof why);
    }
    if (status == P34_EXIT_OK) {
        *result = r->result;
        /* A reply is data from the runner: keep its strings terminated and
         * its counts in range before anything reads them. */
        result->message[sizeof result->message - 1] = '\0';
        result->device[sizeof result->device - 1] = '\0';
        if (result->launches_done < 0 || result->launches_done > launches)
            result->launches_done = 0;
        if (result->status < P34_EXIT_OK || result->status > P34_EXIT_FAULT)
            result->status = P34_EXIT_FAULT;
        if (gpu && (result->status == P34_EXIT_TIMEOUT || result->status == P34_EXIT_FAULT))
            p34_runner_stop();  /* it ends itself; the next puzzle gets a fresh one */
    } else {
        result->status = status == P34_EXIT_CANNOT_RUN ? P34_EXIT_CANNOT_RUN : status;
        snprintf(result->device, sizeof result->device, "%s", gpu ? "GPU" : "CPU simulator");
        const char *where = gpu ? "on the GPU" : "on the CPU simulator";
        if (status == P34_EXIT_TIMEOUT)
            snprintf(result->message, sizeof result->message,
                     "Running --%s %s: %s. Nothing from this run can be checked; the next "
                     "puzzle runs in a fresh runner.",
                     p34_info(args->puzzle)->flag, where, why);
        else if (status == P34_EXIT_FAULT)
            snprintf(result->message, sizeof result->message,
                     "Running --%s %s: %s. The kernel's code (or the runner with it) "
                     "broke the process; the next puzzle runs in a fresh runner.",
                     p34_info(args->puzzle)->flag, where, why);
        else
            snprintf(result->message, sizeof result->message, "%s", why);
    }
    free(q);
    free(r);
    return result->status;
}
