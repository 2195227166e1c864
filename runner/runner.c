/*
 * runner/runner.c - build/p34-runner: the only process that runs kernel code.
 *
 *   p34-runner --serve              answer the judge's requests (protocol.h)
 *
 * It links both backends and both kernel sets (the learner's and the
 * reference). The judge starts it with limits already set (no core dumps,
 * file size, CPU time, and an unprivileged user when the judge runs as
 * root); before each run it lowers its own CPU-time limit to what that run
 * may take, and a runner that never touched a GPU also caps its address
 * space. After a GPU run that hung or faulted it answers and exits: the
 * CUDA context is stuck or broken, and the next puzzle needs a fresh one.
 */
#include "runner/protocol.h"

#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

/* The simulator's picture of its last run (sim/draw.cpp), where built in. */
extern const char *p34_sim_svg(size_t *len) __attribute__((weak));

static bool gpu_seen = false;  /* a GPU answered: its driver maps a lot */

static bool read_all(int fd, void *buf, size_t len)
{
    char *p = buf;
    while (len > 0) {
        const ssize_t n = read(fd, p, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        p += n;
        len -= (size_t)n;
    }
    return true;
}

static bool write_all(int fd, const void *buf, size_t len)
{
    const char *p = buf;
    while (len > 0) {
        const ssize_t n = write(fd, p, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        p += n;
        len -= (size_t)n;
    }
    return true;
}

/* The CPU time this run may use on top of what the runner used so far:
 * every launch's watchdog (the simulator's may extend to
 * P34_SIM_WATCHDOG_CAP times --timeout) plus room for setup and reports. */
static void limit_cpu_for(const p34_run_args *args)
{
    struct rusage used;
    struct rlimit lim;
    if (getrusage(RUSAGE_SELF, &used) != 0 || getrlimit(RLIMIT_CPU, &lim) != 0)
        return;
    const double budget =
        P34_SIM_WATCHDOG_CAP * args->timeout_s * (args->launches > 0 ? args->launches : 1) + 20.0;
    rlim_t soft = (rlim_t)(used.ru_utime.tv_sec + used.ru_stime.tv_sec + budget + 1.0);
    if (lim.rlim_max != RLIM_INFINITY && soft > lim.rlim_max)
        soft = lim.rlim_max;
    lim.rlim_cur = soft;
    setrlimit(RLIMIT_CPU, &lim);
}

/* A runner that only simulates gets a bounded address space: 16 GiB holds
 * every simulated thread's stack and the puzzle's buffers. (A CUDA driver
 * reserves far more virtual memory than it uses, so not with a GPU.) */
static void limit_memory_for_sim(void)
{
    static bool done = false;
    if (done || gpu_seen)
        return;
    done = true;
    struct rlimit lim;
    if (getrlimit(RLIMIT_AS, &lim) != 0)
        return;
    const rlim_t cap = (rlim_t)16 << 30;
    if (lim.rlim_max == RLIM_INFINITY || lim.rlim_max > cap) {
        lim.rlim_cur = cap;
        setrlimit(RLIMIT_AS, &lim);
    }
}

static bool valid_request(const p34_wire_request *q)
{
    if (q->magic != P34_WIRE_MAGIC || q->size != sizeof *q)
        return false;
    if (q->kind < P34_WIRE_HELLO || q->kind > P34_WIRE_RUN)
        return false;
    if (q->kind == P34_WIRE_PROBE || q->kind == P34_WIRE_RUN) {
        if (q->puzzle < 0 || q->puzzle >= P34_PUZZLE_COUNT)
            return false;
    }
    if (q->kind == P34_WIRE_RUN) {
        const p34_shape shape = p34_puzzle_shape((p34_puzzle)q->puzzle);
        if (q->input_len != (uint32_t)shape.input_len || (int)q->args.puzzle != q->puzzle)
            return false;
    }
    return true;
}

static int serve(void)
{
    static p34_wire_request q;
    static p34_wire_reply r;
    signal(SIGPIPE, SIG_IGN);  /* a judge that went away: write fails, we exit */
    while (read_all(P34_WIRE_REQUEST_FD, &q, sizeof q)) {
        if (!valid_request(&q)) {
            fprintf(stderr, "p34-runner: a request it cannot read (judge and runner "
                            "from different builds? run `make p34`)\n");
            return P34_EXIT_USAGE;
        }
        memset(&r, 0, sizeof r);
        r.magic = P34_WIRE_MAGIC;
        r.size = sizeof r;
        r.kind = q.kind;
        const char *extra = NULL;
        size_t extra_len = 0;
        bool exit_after = false;
        switch ((p34_wire_kind)q.kind) {
        case P34_WIRE_HELLO:
            r.status = P34_EXIT_OK;
            snprintf(r.sources[0], sizeof r.sources[0], "%s", p34_sim_problem.source);
            snprintf(r.sources[1], sizeof r.sources[1], "%s", p34_sim_solution.source);
            break;
        case P34_WIRE_FIND:
            r.status = p34_gpu_find(r.text, sizeof r.text);
            gpu_seen = gpu_seen || r.status == P34_EXIT_OK;
            break;
        case P34_WIRE_PROBE:
            r.status = p34_gpu_probe((p34_puzzle)q.puzzle, r.text, sizeof r.text);
            gpu_seen = gpu_seen || r.status == P34_EXIT_OK;
            break;
        case P34_WIRE_INFO:
            r.status = p34_gpu_info(r.text, sizeof r.text);
            gpu_seen = gpu_seen || r.status == P34_EXIT_OK;
            break;
        case P34_WIRE_RUN: {
            p34_run_args args = q.args;
            args.input = q.input;
            limit_cpu_for(&args);
            if (q.gpu) {
                gpu_seen = true;
                p34_gpu_run(q.solution ? &p34_gpu_solution : &p34_gpu_problem, &args, &r.result);
                /* A hung kernel still occupies the GPU and a fault leaves the
                 * context unusable: answer, then make way for a fresh runner. */
                exit_after = r.result.status == P34_EXIT_TIMEOUT ||
                             r.result.status == P34_EXIT_FAULT;
            } else {
                limit_memory_for_sim();
                p34_sim_run(q.solution ? &p34_sim_solution : &p34_sim_problem, &args, &r.result);
                if (args.draw && p34_sim_svg) {
                    extra = p34_sim_svg(&extra_len);
                    if (!extra || extra_len > P34_WIRE_MAX_EXTRA)
                        extra_len = 0;
                }
            }
            r.status = r.result.status;
            break;
        }
        }
        /* What the kernels printed is in the output pipe before the reply. */
        fflush(stdout);
        fflush(stderr);
        r.extra_len = (uint32_t)extra_len;
        if (!write_all(P34_WIRE_REPLY_FD, &r, sizeof r) ||
            (extra_len && !write_all(P34_WIRE_REPLY_FD, extra, extra_len)))
            return P34_EXIT_CANNOT_RUN;
        if (exit_after)
            _exit(r.status);  /* skip CUDA's teardown: it could wait on the hung kernel */
    }
    return P34_EXIT_OK;
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--serve") == 0)
        return serve();
    fprintf(stderr,
            "p34-runner runs kernels for ./p34 and is started by it; run ./p34 instead.\n"
            "usage: p34-runner --serve\n");
    return P34_EXIT_USAGE;
}
