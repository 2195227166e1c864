/*
 * runner/protocol.h - the wire between the judge (./p34) and its runner
 * (build/p34-runner), the one process that runs kernel code.
 *
 * The judge never links a kernel file. It starts the runner with
 *   fd 0  requests (judge -> runner)
 *   fd 1  and fd 2: whatever the runner's code prints (device printf on
 *         either backend), captured and bounded by the judge
 *   fd 3  replies (runner -> judge)
 * and sends one fixed-size request at a time; the runner answers with one
 * fixed-size reply, followed by `extra_len` bytes (a picture, with --draw).
 * Both ends are built from the same tree on the same machine, so the
 * structs travel as plain bytes; the magic and the size check catch a
 * judge and runner from different builds.
 *
 * The kernel ABI of kernels.h (p34_run_args in, p34_run_result out) is
 * the payload: the backends behind it are unchanged.
 */
#ifndef P34_RUNNER_PROTOCOL_H
#define P34_RUNNER_PROTOCOL_H

#include "kernels.h"

#include <stdint.h>

#define P34_WIRE_MAGIC 0x70333477u /* "p34w" */
#define P34_WIRE_REQUEST_FD 0
#define P34_WIRE_REPLY_FD 3
#define P34_WIRE_MAX_INPUT LB_SIZE
/* Largest extra payload a reply may carry (a picture). */
#define P34_WIRE_MAX_EXTRA (8u << 20)

typedef enum p34_wire_kind {
    P34_WIRE_HELLO = 1,  /* -> sources of the two kernel sets */
    P34_WIRE_FIND,       /* p34_gpu_find */
    P34_WIRE_PROBE,      /* p34_gpu_probe(puzzle) */
    P34_WIRE_INFO,       /* p34_gpu_info */
    P34_WIRE_RUN         /* run a puzzle on one backend */
} p34_wire_kind;

typedef struct p34_wire_request {
    uint32_t magic, size;   /* P34_WIRE_MAGIC, sizeof(p34_wire_request) */
    uint32_t kind;          /* p34_wire_kind */
    int32_t puzzle;
    int32_t gpu;            /* RUN: 1 the GPU backend, 0 the simulator */
    int32_t solution;       /* RUN: 1 the reference kernels */
    p34_run_args args;      /* RUN: args.input is ignored; the input is below */
    uint32_t input_len;
    float input[P34_WIRE_MAX_INPUT];
} p34_wire_request;

typedef struct p34_wire_reply {
    uint32_t magic, size;   /* P34_WIRE_MAGIC, sizeof(p34_wire_reply) */
    uint32_t kind;          /* the request's kind */
    int32_t status;         /* enum p34_exit */
    char sources[2][256];   /* HELLO: the learner's and the reference file */
    char text[4096];        /* FIND/PROBE: why; INFO: the description */
    p34_run_result result;  /* RUN */
    uint32_t extra_len;     /* bytes that follow this reply */
} p34_wire_reply;

#endif /* P34_RUNNER_PROTOCOL_H */
