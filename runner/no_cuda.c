/*
 * no_cuda.c - the GPU backend of a build made without nvcc.
 *
 * The Makefile links this file instead of kernels.cu when no CUDA compiler
 * was found, so ./p34 still builds and runs every puzzle on the simulator,
 * and says plainly why the GPU is out of reach.
 */
#include "kernels.h"

#include <stdio.h>
#include <string.h>


static const char no_gpu_backend[] =
    "this p34 was built without nvcc, so it has no GPU backend "
    "(install the CUDA Toolkit and run `make clean p34`)";

int p34_gpu_find(char *why, size_t why_len)
{
    snprintf(why, why_len, "%s", no_gpu_backend);
    return P34_EXIT_CANNOT_RUN;
}

int p34_gpu_probe(p34_puzzle puzzle, char *why, size_t why_len)
{
    (void)puzzle;
    snprintf(why, why_len, "%s", no_gpu_backend);
    return P34_EXIT_CANNOT_RUN;
}

int p34_gpu_run(const p34_kernel_table *kernels, const p34_run_args *args,
                p34_run_result *result)
{
    (void)kernels;
    (void)args;
    memset(result, 0, sizeof *result);
    result->status = P34_EXIT_CANNOT_RUN;
    snprintf(result->message, sizeof result->message, "%s", no_gpu_backend);
    return result->status;
}

int p34_gpu_info(char *buf, size_t len)
{
    snprintf(buf, len, "No usable GPU: %s.\n", no_gpu_backend);
    return P34_EXIT_CANNOT_RUN;
}

const p34_kernel_table p34_gpu_problem = {"(no GPU build)", 0, 0, 0, 0};
const p34_kernel_table p34_gpu_solution = {"(no GPU build)", 0, 0, 0, 0};
