/*
 * hints.c - `./p34 --PUZZLE --hint`: each puzzle's hints, in order, from a
 * nudge to a near-solution, in the names a learner types in problems/p34.cu.
 */
#include "host/host.h"

static const char *const coordination_hints[] = {
    "Every thread owns one input: global_i = blockDim.x * blockIdx.x + threadIdx.x. "
    "The block's job is one number, output[my_block_rank], and the cluster's job is "
    "to make sure no block leaves while another may still depend on it.",

    "Give each block a different weight: data_scale = (float)(my_block_rank + 1), "
    "where my_block_rank comes from block_rank_in_cluster() "
    "(cg::this_cluster().block_rank()). Guard the load: global_i < size.",

    "Stage the scaled values in shared memory: shared_data[local_i] = "
    "input[global_i] * data_scale. Before one thread reads what 255 others wrote, "
    "every thread of the block must pass a __syncthreads().",

    "The cluster barrier comes in two halves. cluster_arrive() "
    "(cg::this_cluster().barrier_arrive()) says \"my block is ready\" and returns at "
    "once; cluster_wait() (barrier_wait()) blocks until every thread of all four "
    "blocks has arrived. Put the block-local work between them so it overlaps the "
    "wait. Every thread must call both, exactly once, outside any if.",

    "Near-solution: fill shared_data, __syncthreads(), cluster_arrive(); then "
    "if (local_i == 0) loop i over 0..TPB-1 adding shared_data[i] into a float and "
    "store it in output[my_block_rank]; finally cluster_wait() in every thread.",
};

static const char *const reduction_hints[] = {
    "Two levels: first each block reduces its own 256 inputs to one number, then the "
    "four block sums become the one total in output[0]. Here the blocks hand their "
    "sums over through temp_storage (global memory); a cluster could also read a "
    "peer's shared memory directly with cg::this_cluster().map_shared_rank().",

    "Block level is the classic tree: declare __shared__ float shared_mem[TPB] (this "
    "kernel has none yet), load shared_mem[local_i] = input[global_i] "
    "(0 past size), __syncthreads(), then for stride = TPB / 2 down to 1, halving, "
    "threads with local_i < stride add shared_mem[local_i + stride] into "
    "shared_mem[local_i].",

    "The tree needs a __syncthreads() after every step, reached by all threads: keep "
    "it outside the `if (local_i < stride)`. Without it a thread reads a partial sum "
    "that its neighbour has not written yet (the simulator calls this a race).",

    "Thread 0 of each block publishes shared_mem[0] to temp_storage[my_block_rank]. "
    "Then every thread of every block calls cluster_sync() "
    "(cg::this_cluster().sync()): after it, all four partial sums are visible to the "
    "whole cluster.",

    "Exactly one thread of the whole cluster may write output[0]. elect_one_sync() "
    "is true in one lane of EACH warp (8 per block, 32 per cluster), so narrow it "
    "first: my_block_rank == 0 and local_i / WARP_SIZE == 0, with all 32 lanes of "
    "that warp still calling elect_one_sync() together.",

    "Near-solution: if (my_block_rank == 0 && local_i / WARP_SIZE == 0 && "
    "elect_one_sync()) { float total = 0; for r in 0..CLUSTER_SIZE-1: total += "
    "temp_storage[r]; output[0] = total; }. Read the input values; never compute "
    "the answer from a formula (--repeat feeds random inputs).",
};

static const char *const advanced_hints[] = {
    "Three levels, each with its own owner: one lane per warp sums that warp's 32 "
    "values, thread 0 sums the 8 warp sums, and the cluster barrier keeps the four "
    "blocks together. output[my_block_rank] gets the block's scaled sum, as in part 1.",

    "Start as in part 1: shared_data[local_i] = input[global_i] * (my_block_rank + 1), "
    "guarded by global_i < size, then __syncthreads(). You will also want a second "
    "__shared__ array, warp_sums[TPB / WARP_SIZE], one slot per warp.",

    "elect_one_sync() (PTX elect.sync) must be called by all 32 lanes of a warp at "
    "once and is true in exactly one of them. Which lane wins is the hardware's "
    "choice, so derive everything from the warp, not the lane: "
    "warp = local_i / WARP_SIZE, its values start at warp * WARP_SIZE.",

    "The elected lane loops over its warp's 32 values and stores the sum in "
    "warp_sums[warp]. A __syncthreads() must separate those stores from thread 0 "
    "reading all eight of them.",

    "Near-solution: after the warp sums and a __syncthreads(), call cluster_arrive(); "
    "if (local_i == 0) add warp_sums[0..7] into a float and store it in "
    "output[my_block_rank] (output starts uninitialised: never += into it); then "
    "cluster_wait(). Every thread calls arrive and wait exactly once.",
};

static const char *const last_block_hints[] = {
    "One launch, 256 blocks, no cluster: every block writes its partial sum to "
    "partials[blockIdx.x], and whichever block finishes LAST adds up all 256 "
    "partials. Blocks cannot wait for each other, so the last one has to find out "
    "it is last.",

    "The per-block part is the shared-memory tree of the reduction puzzle: "
    "shared_mem[local_i] = input[global_i], __syncthreads() after the load and after "
    "every halving step, and thread 0 stores shared_mem[0] in partials[blockIdx.x].",

    "In is_last_block(), one thread takes a ticket (thread 0, the one that stored the "
    "partial): "
    "ticket = atomicAdd(counter, 1u) returns the old count, so the block that gets "
    "gridDim.x - 1 is the last. Share the answer through the __shared__ bool last "
    "and a __syncthreads(), so that the whole block agrees.",

    "Order matters: call __threadfence() BEFORE the atomicAdd, so this block's "
    "partial is visible to the whole GPU before its ticket can be counted, and again "
    "after it, before the last block reads other blocks' partials.",

    "The counter must be back at 0 when the kernel ends (p34 launches it twice "
    "without a reset). Only the last block touches it again, when every ticket is "
    "taken: the thread that writes output[0] also stores *counter = 0.",

    "Near-solution: if (is_last_block(counter)) { each thread adds partials[b] for "
    "b = local_i, local_i + blockDim.x, ... < gridDim.x into a float starting at 0 and "
    "stores it in shared_mem[local_i] (which still holds this block's own tree); "
    "__syncthreads(); tree-reduce shared_mem; thread 0 writes output[0] = "
    "shared_mem[0] and *counter = 0; }.",
};

#define COUNT(a) ((int)(sizeof(a) / sizeof((a)[0])))

const char *const *p34_hints(p34_puzzle puzzle, int *count)
{
    switch (puzzle) {
    case P34_COORDINATION:
        *count = COUNT(coordination_hints);
        return coordination_hints;
    case P34_REDUCTION:
        *count = COUNT(reduction_hints);
        return reduction_hints;
    case P34_ADVANCED:
        *count = COUNT(advanced_hints);
        return advanced_hints;
    default:
        *count = COUNT(last_block_hints);
        return last_block_hints;
    }
}

/* Prints `text` wrapped at 76 columns, the first line after `first`, the
 * rest indented to match. */
static void print_wrapped(FILE *out, const char *first, const char *text)
{
    const int width = 76, indent = 4;
    int column = fprintf(out, "%s", first);
    const char *p = text;
    while (*p) {
        while (*p == ' ')
            p++;
        const char *end = p;
        while (*end && *end != ' ')
            end++;
        const int word = (int)(end - p);
        if (word == 0)
            break;
        if (column > indent && column + 1 + word > width) {
            fprintf(out, "\n%*s", indent, "");
            column = indent;
        } else if (column > indent) {
            fputc(' ', out);
            column++;
        }
        fwrite(p, 1, (size_t)word, out);
        column += word;
        p = end;
    }
    fputc('\n', out);
}

void p34_print_hints(FILE *out, p34_puzzle puzzle, int levels)
{
    const p34_puzzle_info *info = p34_info(puzzle);
    int count;
    const char *const *hints = p34_hints(puzzle, &count);
    const int shown = levels < 1 ? 1 : levels < count ? levels : count;
    if (shown == 1)
        fprintf(out, "Hint 1 of %d for %s (--%s):\n", count, info->title, info->flag);
    else
        fprintf(out, "Hints 1 to %d of %d for %s (--%s), from a nudge to %s:\n", shown, count,
                info->title, info->flag,
                shown == count ? "a near-solution" : "more detail");
    for (int i = 0; i < shown; i++) {
        char first[16];
        snprintf(first, sizeof first, "%2d. ", i + 1);
        fputc('\n', out);
        print_wrapped(out, first, hints[i]);
    }
    if (shown < count)
        fprintf(out,
                "\nStill stuck? ./p34 --%s --hint %d shows hints 1 to %d.\n"
                "(%d levels in all; --hint %d is a near-solution.)\n",
                info->flag, shown + 1, shown + 1, count, count);
    else
        fprintf(out, "\nThe full reference is solutions/p34.cu; ./p34 --%s --solution runs it.\n",
                info->flag);
    fprintf(out, "The guide to this puzzle: docs/guide/%s.md\n", info->flag);
}
