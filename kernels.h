/*
 * kernels.h - the one header of p34.
 *
 * Three audiences include it:
 *   - the host program (C11, p34.c and host/): constants and the C ABI of the
 *     backends that run a puzzle (GPU launchers in kernels.cu, CPU simulator
 *     in sim/);
 *   - kernel files compiled by nvcc (problems/p34.cu, solutions/p34.cu,
 *     the test fixtures): <cooperative_groups.h>, `namespace cg`, and the
 *     seed-named device helpers below;
 *   - the same kernel files compiled by a host C++ compiler for the CPU
 *     simulator (P34_SIM defined): sim/cuda_sim.h stands in for the CUDA
 *     language and cooperative groups, and the helpers are the same code.
 */
#ifndef P34_KERNELS_H
#define P34_KERNELS_H

#include <stddef.h>

/* ---------------------------------------------------------------------- */
/* Constants (SPEC "Kernel interface")                                     */

#define SIZE 1024
#define TPB 256
#define CLUSTER_SIZE 4
#define WARP_SIZE 32
#define LB_SIZE 65536
#define LB_BLOCKS (LB_SIZE / TPB)

/* ---------------------------------------------------------------------- */
/* Exit codes (SPEC "Exit codes"); backends report these as their status.  */

enum p34_exit {
    P34_EXIT_OK = 0,          /* every check passed */
    P34_EXIT_WRONG = 1,       /* a result was wrong or not written; or the
                                 simulator found a race / divergent barrier */
    P34_EXIT_USAGE = 2,       /* unknown flag, missing puzzle, bad value */
    P34_EXIT_CANNOT_RUN = 3,  /* no driver, no GPU, no cluster support */
    P34_EXIT_TIMEOUT = 4,     /* watchdog: kernel did not finish / deadlock */
    P34_EXIT_FAULT = 5        /* CUDA error while a kernel ran */
};

/* The simulator's watchdog counts CPU time, and a launch that keeps
 * finishing threads may run this many --timeouts (sim/runtime.cpp
 * watchdog_due); the runner's and the judge's own limits allow for it. */
#define P34_SIM_WATCHDOG_CAP 4

/* ---------------------------------------------------------------------- */
/* Puzzles and their launch shapes                                         */

typedef enum p34_puzzle {
    P34_COORDINATION = 0,
    P34_REDUCTION = 1,
    P34_ADVANCED = 2,
    P34_LAST_BLOCK = 3,
    P34_PUZZLE_COUNT = 4
} p34_puzzle;

/* Grid, block and cluster of each puzzle; cluster_x 0 means "no cluster". */
typedef struct p34_shape {
    int grid_x, block_x, cluster_x;
    int input_len;    /* floats of input */
    int output_len;   /* floats of output */
    int scratch_len;  /* floats of temp_storage / partials (0: none) */
    int has_counter;  /* last-block ticket counter */
} p34_shape;

static inline p34_shape p34_puzzle_shape(p34_puzzle puzzle)
{
    p34_shape s = {SIZE / TPB, TPB, CLUSTER_SIZE, SIZE, CLUSTER_SIZE, 0, 0};
    switch (puzzle) {
    case P34_REDUCTION:
        s.output_len = 1;
        s.scratch_len = CLUSTER_SIZE;
        break;
    case P34_LAST_BLOCK:
        s.grid_x = LB_BLOCKS;
        s.cluster_x = 0;
        s.input_len = LB_SIZE;
        s.output_len = 1;
        s.scratch_len = LB_BLOCKS;
        s.has_counter = 1;
        break;
    default:
        break;
    }
    return s;
}

/* ---------------------------------------------------------------------- */
/* Kernel tables: one per compiled kernel file and backend.                */
/* kernel_table.cu compiles a kernel file into one of these. On the GPU the
 * pointers are the kernels' host stubs (what cudaLaunchKernelEx takes); in
 * the simulator they are the kernels compiled as plain C++ functions. */

typedef void (*p34_coordination_fn)(float *output, const float *input, int size);
typedef void (*p34_reduction_fn)(float *output, const float *input,
                                 float *temp_storage, int size);
typedef void (*p34_advanced_fn)(float *output, const float *input, int size);
typedef void (*p34_last_block_fn)(float *output, const float *input,
                                  float *partials, unsigned int *counter, int size);

typedef struct p34_kernel_table {
    const char *source;  /* the kernel file, e.g. "problems/p34.cu" */
    p34_coordination_fn coordination;
    p34_reduction_fn reduction;
    p34_advanced_fn advanced;
    p34_last_block_fn last_block;
} p34_kernel_table;

/* ---------------------------------------------------------------------- */
/* Backends: run one puzzle from a kernel table.                           */

#define P34_MAX_LAUNCHES 2
#define P34_MAX_OUTPUT 4
#define P34_MESSAGE_LEN 8192

typedef enum p34_schedule {
    P34_SCHEDULE_FORWARD = 0,  /* default: lowest thread first, the newest resident block
                                  of a grid without clusters first */
    P34_SCHEDULE_REVERSE = 1,
    P34_SCHEDULE_RANDOM = 2
} p34_schedule;

typedef struct p34_run_args {
    p34_puzzle puzzle;
    const float *input;       /* host copy, p34_puzzle_shape().input_len floats */
    int launches;             /* 1, or 2 for last-block (no host reset between) */
    double timeout_s;         /* watchdog, seconds */
    p34_schedule schedule;    /* simulator only */
    unsigned long long seed;  /* simulator only, with P34_SCHEDULE_RANDOM */
    int draw;                 /* simulator only: record the run for a picture */
    int rerun;                /* simulator only: the last run again (on another schedule):
                                 the kernel file's __device__ variables start from the values
                                 that run started from, not from the values it left */
} p34_run_args;

/* p34_run_result.output_flags bits */
#define P34_OUTPUT_STORED 1u       /* some thread stored it (plain store or atomic) */
#define P34_OUTPUT_RMW_UNINIT 2u   /* read or atomically updated (atomicAdd, +=) while it
                                      still held its NaN fill: it started uninitialised */
#define P34_OUTPUT_MULTI_WRITER 4u /* stored (plain stores) by more than one thread */
#define P34_OUTPUT_NAN_STORED 8u   /* holds a NaN that the kernel stored (not the fill):
                                      the simulator saw the store; the GPU tells it from
                                      the fill by its bit pattern (P34_POISON_OUTPUT) */

/* What each buffer is filled with before a launch: quiet NaNs with payloads
 * that no arithmetic makes (a GPU's arithmetic NaN is 0x7fffffff), so an
 * output still holding P34_POISON_OUTPUT was never written, and any other
 * NaN was stored by the kernel (a copy of an unwritten temp_storage /
 * partials value shows as P34_POISON_SCRATCH). */
#define P34_POISON_OUTPUT 0x7fc0dead
#define P34_POISON_SCRATCH 0x7fc1dead

typedef struct p34_run_result {
    int status;  /* enum p34_exit: OK when the kernel ran; WRONG when the
                    simulator's checks failed (outputs still valid); else
                    CANNOT_RUN / TIMEOUT / FAULT */
    int launches_done;  /* launches whose outputs are valid */
    /* Outputs of each launch, copied back after it finished. Each buffer was
     * filled with NaN before its launch, so NaN means "not written". */
    float output[P34_MAX_LAUNCHES][P34_MAX_OUTPUT];
    unsigned int counter_after[P34_MAX_LAUNCHES];  /* last-block only */
    /* Rows of output[] that hold values: launches_done, plus the launch that
     * was stopped (deadlock, watchdog, fault) with its outputs as it left
     * them (NaN: not written). Filled by the simulator. */
    int outputs_filled;
    /* What the kernel did to each output element in each launch (simulator
     * only; 0 from the GPU): P34_OUTPUT_* bits. */
    unsigned char output_flags[P34_MAX_LAUNCHES][P34_MAX_OUTPUT];
    /* With P34_OUTPUT_NAN_STORED (or a stored infinity), where the simulator
     * knows it: who stored the value last, "block 0 thread 0 at
     * problems/p34.cu:44:9" ("" otherwise). */
    char output_writer[P34_MAX_LAUNCHES][P34_MAX_OUTPUT][128];
    char device[160];                 /* "NVIDIA H100 80GB HBM3 (cc 9.0)", ... */
    char message[P34_MESSAGE_LEN];    /* diagnosis when status != OK */
    unsigned int notes;               /* P34_NOTE_* bits */
} p34_run_result;

/* p34_run_result.notes: facts of the run that explain wrong numbers. */
#define P34_NOTE_ELECT_NOT_LANE0 1u  /* elect_one_sync() (or elect.sync) elected a lane other
                                        than the lowest of its member mask */
#define P34_NOTE_GPU_START 2u  /* the GPU backend failed before the first launch with an
                                  error of a busy GPU (out of memory, device unavailable):
                                  the judge retries in a fresh runner */
#define P34_NOTE_STATE_CARRIED 8u  /* a __device__ variable was read in this launch before
                                      any store of it in this launch, and held what an
                                      earlier launch stored (state kept between launches) */
#define P34_NOTE_SHFL_WIDE 64u  /* a __shfl_up/down/xor_sync with an offset of 32 or more ran:
                                  PTX shfl.sync uses the offset's low 5 bits, so a step of 32
                                  (a 64-wide "wave" habit) left every lane its own value */
#define P34_NOTE_SIM_SLOW 16u  /* the simulator's watchdog stopped a launch that was still
                                 finishing threads at 4 x --timeout, with no error found
                                 before: too slow for the simulator, not stuck (the default
                                 mode keeps a GPU run's pass) */
#define P34_NOTE_CUB_UNDEFINED 32u  /* a CUB collective gave a thread the result CUB leaves
                                      undefined there (BlockReduce outside thread 0, WarpReduce
                                      outside lane 0, ...): a NaN in the simulator (sim/cub_sim.h) */
#define P34_NOTE_BARRIER_AFTER_EXIT 4u  /* a __syncthreads() completed while threads of
                                           its block had returned before reaching it
                                           (allowed: it waits for non-exited threads) */

/* Both backends refuse a cluster puzzle's launch when the kernel fixes
 * another cluster size at compile time (__cluster_dims__): printf format,
 * with the kernel's name, its three dims, the grid and the cluster size
 * (twice). */
#define P34_CLUSTER_DIMS_MISMATCH                                                       \
    "launch error: %s declares __cluster_dims__(%u, %u, %u), but the puzzle launches "  \
    "%d blocks in clusters of %d x 1 x 1. A kernel's compile-time cluster size cannot " \
    "be changed at launch (CUDA Programming Guide, \"Thread Block Clusters\"), so "     \
    "the launch fails: declare __cluster_dims__(%d, 1, 1), or nothing."

#ifdef __cplusplus
extern "C" {
#endif

/* GPU backend (kernels.cu, or runner/no_cuda.c when built without nvcc). */
/* Is there a CUDA GPU at all? Returns P34_EXIT_OK, or P34_EXIT_CANNOT_RUN
 * with `why` saying what is missing (no driver, no GPU). */
int p34_gpu_find(char *why, size_t why_len);
/* Is a GPU usable for `puzzle` here? Returns P34_EXIT_OK, or
 * P34_EXIT_CANNOT_RUN with `why` saying what was found and what is needed. */
int p34_gpu_probe(p34_puzzle puzzle, char *why, size_t why_len);
/* Runs the puzzle; fills `result` and returns result->status. */
int p34_gpu_run(const p34_kernel_table *kernels, const p34_run_args *args,
                p34_run_result *result);
extern const p34_kernel_table p34_gpu_problem, p34_gpu_solution;
/* Describes GPU 0 (name, capability, SMs, cluster support, largest cluster,
 * shared memory) into `buf`; P34_EXIT_OK when it can run cluster kernels,
 * else P34_EXIT_CANNOT_RUN with the reason in `buf`. */
int p34_gpu_info(char *buf, size_t len);

/* CPU simulator backend (sim/). */
int p34_sim_run(const p34_kernel_table *kernels, const p34_run_args *args,
                p34_run_result *result);
extern const p34_kernel_table p34_sim_problem, p34_sim_solution;
/* After a p34_sim_run made with args->draw set: the SVG picture of that run
 * (every launch; what each block and thread did, the barriers with their
 * file:line, stores and loads of the buffers, the findings), NUL-terminated
 * and valid until the next run; *len (if len) gets its length. NULL when
 * the last run was not drawn. sim/trace.cpp, sim/draw.cpp. */
const char *p34_sim_svg(size_t *len);

#ifdef __cplusplus
}
#endif

/* ---------------------------------------------------------------------- */
/* Kernel code: CUDA language, cooperative groups and the seed helpers.    */

#if defined(__CUDACC__) || defined(P34_SIM)

#if defined(__CUDACC__)
/* Included here, before the kernel file, because kernel_table.cu includes
 * the kernel file inside a namespace, where these headers cannot be opened:
 * a kernel file's own #include of them is then a no-op (include guards).
 * The simulator's stand-ins are sim/cuda_sim.h and sim/include/. */
/* scripts/kernel-includes leaves out what a kernel file does not name (the
 * GPU build's time goes mostly to these headers): P34_KERNEL_NO_CG, a file
 * that names neither cg nor cooperative_groups (the helpers below then call
 * the intrinsics that cooperative groups' cluster_group calls itself);
 * P34_KERNEL_NO_CG_REDUCE, one that uses no cg::reduce; and
 * P34_KERNEL_NO_CUDA_ATOMIC, one that names no cuda:: at all. */
#ifdef P34_KERNEL_FULL_HEADERS  /* scripts/nvcc-kernel: the leaner build failed */
#undef P34_KERNEL_NO_CG
#undef P34_KERNEL_NO_CG_REDUCE
#undef P34_KERNEL_NO_CUDA_ATOMIC
#endif
#ifndef P34_KERNEL_NO_CG
#include <cooperative_groups.h>
#ifndef P34_KERNEL_NO_CG_REDUCE
#include <cooperative_groups/reduce.h>
#endif
#endif
#ifndef P34_KERNEL_NO_CUDA_ATOMIC
#include <cuda/atomic>
#endif
#if defined(P34_KERNEL_NO_CG) || defined(P34_KERNEL_NO_CUDA_ATOMIC)
/* What those headers bring that kernel code uses without an #include of its
 * own (printf, uint32_t, FLT_MAX, INT_MAX, assert, memcpy): every one of
 * these comes with them too, so the leaner build accepts nothing that the
 * whole one refuses. */
#include <cassert>
#include <cfloat>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#endif
#else
#include "sim/cuda_sim.h"  /* the CUDA subset the simulator runs */
#endif

#if defined(__CUDACC__) && defined(P34_KERNEL_NO_CG)
/* (the same calls as cooperative_groups/details/helpers.h, namespace cluster) */
__device__ __forceinline__ unsigned int block_rank_in_cluster() { return __clusterRelativeBlockRank(); }
__device__ __forceinline__ void cluster_arrive() { __cluster_barrier_arrive(); }
__device__ __forceinline__ void cluster_wait() { __cluster_barrier_wait(); }
__device__ __forceinline__ void cluster_sync()
{
    __cluster_barrier_arrive();
    __cluster_barrier_wait();
}
#else
namespace cg = cooperative_groups;

/* Rank of this block inside its cluster: cg::this_cluster().block_rank(). */
__device__ __forceinline__ unsigned int block_rank_in_cluster()
{
    return cg::this_cluster().block_rank();
}

/* Signal that this thread reached the cluster barrier, without waiting:
 * cg::this_cluster().barrier_arrive(). Pair every arrive with a wait. */
__device__ __forceinline__ void cluster_arrive()
{
    (void)cg::this_cluster().barrier_arrive();
}

/* Wait until every thread of every block in the cluster has arrived:
 * cg::this_cluster().barrier_wait(). */
__device__ __forceinline__ void cluster_wait()
{
    cg::this_cluster().barrier_wait();
}

/* Arrive and wait in one step: cg::this_cluster().sync(). */
__device__ __forceinline__ void cluster_sync()
{
    cg::this_cluster().sync();
}
#endif

/* True in exactly one lane of the (fully active) warp: PTX elect.sync with a
 * full member mask. Every lane of the warp must call it. */
__device__ __forceinline__ bool elect_one_sync()
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
    unsigned int elected;
    asm volatile("{\n\t.reg .pred p;\n\t"
                 "elect.sync _|p, 0xffffffff;\n\t"
                 "selp.u32 %0, 1, 0, p;\n\t}"
                 : "=r"(elected));
    return elected != 0;
#elif defined(__CUDA_ARCH__)
    /* Pre-Hopper fallback with the same result: the lowest active lane. */
    return (threadIdx.x % WARP_SIZE) == (unsigned)(__ffs(__activemask()) - 1);
#elif defined(P34_SIM)
    return p34_sim_elect_one_sync();  /* sim/cuda_sim.h */
#else
    return false;  /* nvcc's host pass: device code never runs here */
#endif
}

#endif /* kernel code */

#endif /* P34_KERNELS_H */
