/*
 * puzzles.c - what each puzzle is: names, standard inputs (SPEC "Launches
 * and inputs") and the CPU reference in double precision.
 */
#include "host/host.h"

#include <math.h>
#include <string.h>

static const p34_puzzle_info infos[P34_PUZZLE_COUNT] = {
    [P34_COORDINATION] = {"coordination", "Multi-Block Coordination",
                          "Multi-block coordination tests", false, TPB},
    [P34_REDUCTION] = {"reduction", "Cluster-Wide Reduction",
                       "Cluster-wide collective operations tests", true, SIZE},
    [P34_ADVANCED] = {"advanced", "Advanced Cluster Algorithms",
                      "Advanced cluster patterns tests", false, TPB},
    [P34_LAST_BLOCK] = {"last-block", "Last-Block Guard Reduction",
                        "Last-block guard reduction tests", true, LB_SIZE},
};

const char *p34_program = "./p34";
const char *p34_kernel_sources[2] = {"problems/p34.cu", "solutions/p34.cu"};

const char *p34_kernel_source(bool solution)
{
    return p34_kernel_sources[solution ? 1 : 0];
}

const p34_puzzle_info *p34_info(p34_puzzle puzzle)
{
    return &infos[puzzle];
}

int p34_puzzle_by_flag(const char *flag)
{
    for (int p = 0; p < P34_PUZZLE_COUNT; p++)
        if (strcmp(flag, infos[p].flag) == 0)
            return p;
    return -1;
}

void p34_make_input(p34_puzzle puzzle, float *input)
{
    const p34_shape shape = p34_puzzle_shape(puzzle);
    for (int i = 0; i < shape.input_len; i++) {
        switch (puzzle) {
        case P34_COORDINATION:
            input[i] = (float)(i % 10) * 0.1f;
            break;
        case P34_REDUCTION:
            input[i] = (float)i;
            break;
        case P34_ADVANCED:
            input[i] = (float)(i % 50) * 0.02f;
            break;
        default:
            input[i] = (float)(i % 256);
            break;
        }
    }
}

/* splitmix64: small, fast, and the same stream on every platform. */
static unsigned long long next_random(unsigned long long *state)
{
    unsigned long long z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void p34_make_random_input(p34_puzzle puzzle, unsigned long long seed, float *input)
{
    const p34_shape shape = p34_puzzle_shape(puzzle);
    unsigned long long state = seed ^ ((unsigned long long)puzzle << 56);
    if (infos[puzzle].exact) {
        /* n values below 2^24 / n: every partial sum is below 2^24, where
         * float32 holds every whole number exactly. Never 0, so a skipped
         * element always changes the total. */
        const unsigned long long limit = (1ULL << 24) / (unsigned long long)shape.input_len;
        for (int i = 0; i < shape.input_len; i++)
            input[i] = (float)(1 + next_random(&state) % (limit - 1));
        return;
    }
    /* 0.5 + k * 2^-23 with k < 2^23: exact in float32, in [0.5, 1.5). */
    for (int i = 0; i < shape.input_len; i++) {
        const unsigned long long k = next_random(&state) >> 41;
        input[i] = (float)(0.5 + ldexp((double)k, -23));
    }
}

void p34_reference(p34_puzzle puzzle, const float *input,
                   float expected[P34_MAX_OUTPUT], double tolerance[P34_MAX_OUTPUT])
{
    const p34_shape shape = p34_puzzle_shape(puzzle);
    for (int v = 0; v < P34_MAX_OUTPUT; v++) {
        expected[v] = NAN;
        tolerance[v] = 0.0;
    }
    if (infos[puzzle].exact) {
        /* One total over every input; integer inputs keep it exact. */
        double sum = 0.0;
        for (int i = 0; i < shape.input_len; i++)
            sum += (double)input[i];
        expected[0] = (float)sum;
        return;
    }
    /* Block b: its TPB inputs, each the float product the kernel forms
     * (input * (b + 1), rounded to float), summed exactly. */
    for (int b = 0; b < shape.output_len; b++) {
        double sum = 0.0, sum_abs = 0.0;
        const float scale = (float)(b + 1);
        for (int j = 0; j < TPB; j++) {
            const float term = input[b * TPB + j] * scale;
            sum += (double)term;
            sum_abs += fabs((double)term);
        }
        expected[b] = (float)sum;
        /* float32 summation bound: |fl(sum) - sum| <= n * u * sum|terms|. */
        tolerance[b] = (double)TPB * ldexp(1.0, -24) * sum_abs;
    }
}
