/*
 * report.c - the human report of a puzzle run (SPEC "Report").
 *
 * Value lines are "  Block <b> : <actual>    expected <value>    <mark>";
 * a failing run ends with the verdict line and one line of advice.
 */
#include "host/host.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static const char *mark(bool ok)
{
    return ok ? "✅" : "❌";
}

static void print_actual(FILE *out, const p34_value *v)
{
    char buf[64];
    if (v->state == P34_VALUE_NOT_WRITTEN) {
        fputs("not written", out);
        return;
    }
    p34_format_float(v->actual, buf, sizeof buf);
    fputs(buf, out);
}

static void print_value_line(FILE *out, const char *label, const p34_value *v)
{
    char expected[64];
    p34_format_float(v->expected, expected, sizeof expected);
    fprintf(out, "  %s : ", label);
    print_actual(out, v);
    fprintf(out, "    expected %s    %s\n", expected, mark(v->state == P34_VALUE_OK));
}

static bool any_state(const p34_outcome *o, p34_value_state state)
{
    for (int i = 0; i < o->n_values; i++)
        if (o->values[i].state == state)
            return true;
    return false;
}

const char *p34_advice(const p34_outcome *o)
{
    switch (o->status) {
    case P34_EXIT_TIMEOUT:
        return "Advice: a barrier that not every thread reaches is the usual cause; "
               "the message above says where the threads were.";
    case P34_EXIT_FAULT:
        return "Advice: an index past the end of a buffer is the usual cause; "
               "rerun with --sim to see the exact line, block and thread.";
    case P34_EXIT_CANNOT_RUN:
        return "Advice: run with --sim to use the CPU simulator.";
    default:
        break;
    }
    if (o->message[0] != '\0' && !any_state(o, P34_VALUE_WRONG) &&
        !any_state(o, P34_VALUE_NOT_WRITTEN))
        return "Advice: the numbers look right, but the synchronisation bug above "
               "would make them wrong on another run or GPU: fix it first.";
    if (any_state(o, P34_VALUE_NOT_WRITTEN))
        return "Advice: an output was never written: make sure the one thread that "
               "owns each result stores it (see the FILL IN comments).";
    if (!o->counter_ok)
        return "Advice: the last block must reset *counter to 0, or the next "
               "launch miscounts its tickets.";
    switch (o->puzzle) {
    case P34_COORDINATION:
        return "Advice: each block scales its own 256 inputs by (cluster rank + 1), "
               "calls __syncthreads() before thread 0 sums them, and writes output[rank].";
    case P34_REDUCTION:
        return "Advice: check __syncthreads() after every tree step, temp_storage[rank] "
               "written before cluster_sync(), and one thread adding all four partials.";
    case P34_ADVANCED:
        return "Advice: each elected lane sums its own warp's 32 values; thread 0 adds "
               "all 8 warp sums after a __syncthreads().";
    default:
        return "Advice: fence before taking the ticket, let only the block holding "
               "ticket gridDim.x - 1 merge every partial, and reset the counter.";
    }
}

static void print_total(FILE *out, const char *what, const p34_value *v)
{
    char buf[64];
    fprintf(out, "%s result: ", what);
    print_actual(out, v);
    p34_format_float(v->expected, buf, sizeof buf);
    fprintf(out, "\nExpected: %s\n", buf);
    if (v->state == P34_VALUE_NOT_WRITTEN) {
        fputs("Error: none (no result was written)\n", out);
    } else {
        p34_format_float((float)fabs((double)v->actual - (double)v->expected), buf,
                         sizeof buf);
        fprintf(out, "Error: %s\n", buf);
    }
}

void p34_print_report(FILE *out, const p34_outcome *o)
{
    const p34_puzzle_info *info = p34_info(o->puzzle);
    const bool passed = (o->status == P34_EXIT_OK);
    char buf[64];

    fprintf(out, "Testing %s\n", info->title);
    if (o->puzzle == P34_LAST_BLOCK)
        fprintf(out, "SIZE: %d TPB: %d BLOCKS: %d\n", LB_SIZE, TPB, LB_BLOCKS);
    else
        fprintf(out, "SIZE: %d TPB: %d CLUSTER_SIZE: %d\n", SIZE, TPB, CLUSTER_SIZE);

    if (o->puzzle == P34_COORDINATION || o->puzzle == P34_ADVANCED) {
        fprintf(out, "%s results:\n", o->puzzle == P34_COORDINATION
                                          ? "Block coordination"
                                          : "Advanced cluster algorithm");
        for (int i = 0; i < o->n_values; i++) {
            char label[32];
            snprintf(label, sizeof label, "Block %d", o->values[i].index);
            print_value_line(out, label, &o->values[i]);
        }
    } else if (o->n_values > 0) {
        const bool last_block = (o->puzzle == P34_LAST_BLOCK);
        p34_format_float(o->values[0].expected, buf, sizeof buf);
        fprintf(out, "Expected sum: %s\n", buf);
        print_total(out, last_block ? "Last-block reduction" : "Cluster reduction",
                    &o->values[0]);
        if (last_block) {
            for (int i = 1; i < o->n_values; i++)
                print_value_line(out, "Second launch, counter not reset", &o->values[i]);
            fputs("Counter after each launch:", out);
            for (int l = 0; l < o->launches; l++)
                fprintf(out, "%s %u", l ? "," : "", o->counter_after[l]);
            fprintf(out, "    expected 0    %s\n", mark(o->counter_ok));
        }
        bool accurate = true;
        for (int i = 0; i < o->n_values; i++)
            accurate = accurate && o->values[i].state == P34_VALUE_OK;
        fprintf(out, "%s %s: %s reduction accuracy test\n", mark(accurate),
                accurate ? "Passed" : "Failed", last_block ? "Last-block" : "Cluster");
    }

    if (passed) {
        fprintf(out, "%s %s passed!\n", mark(true), info->verdict);
    } else {
        fprintf(out, "%s %s failed!\n", mark(false), info->verdict);
        fprintf(out, "%s\n", p34_advice(o));
    }
}
