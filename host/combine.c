/*
 * combine.c - the default mode's one verdict from two runs of the same
 * kernels: the GPU's (the numbers, faults and hangs) and the CPU
 * simulator's (the CUDA rules). The worse verdict wins, each finding says
 * where it was found, and every sentence added here must be true of the
 * two runs it describes (tests/unit_tests.c forges runs to check them).
 */
#include "host/host.h"

#include <stdio.h>
#include <string.h>

int p34_exit_severity(int status)
{
    switch (status) {
    case P34_EXIT_FAULT:
        return 5;
    case P34_EXIT_TIMEOUT:
        return 4;
    case P34_EXIT_WRONG:
        return 3;
    case P34_EXIT_CANNOT_RUN:
        return 2;
    case P34_EXIT_USAGE:
        return 1;
    default:
        return 0;
    }
}

/* Appends a paragraph to an outcome's message. */
void p34_add_message(p34_outcome *o, const char *text)
{
    const size_t used = strlen(o->message);
    if (!text[0] || used + 2 >= sizeof o->message)
        return;
    snprintf(o->message + used, sizeof o->message - used, "%s%s", used ? "\n" : "", text);
}

/* Is the first error of a simulator message one whose outcome depends on
 * the order the threads ran in (a race, a missing fence)? */
static bool first_error_is_timing(const char *message)
{
    const char *at = strstr(message, ": error: ");
    if (!at)
        return false;
    const char *nl = strchr(at, '\n');
    char line[512];
    const size_t len = nl ? (size_t)(nl - at) : strlen(at);
    snprintf(line, sizeof line, "%.*s", (int)(len < sizeof line - 1 ? len : sizeof line - 1), at);
    return strstr(line, "data race") || strstr(line, "missing __threadfence");
}

/* The GPU's fault message ends by sending the learner to the simulator;
 * in this mode the simulator has already run, so that line goes. */
static void drop_sim_pointer(char *message)
{
    char *line = strstr(message, "\nor run it on the CPU simulator (--sim)");
    if (!line)
        return;
    char *end = strchr(line + 1, '\n');
    if (end)
        memmove(line, end, strlen(end) + 1);
    else
        *line = '\0';
}

static void value_text(const p34_value *v, char *buf, size_t len)
{
    switch (v->state) {
    case P34_VALUE_NOT_WRITTEN:
        snprintf(buf, len, "not written");
        break;
    case P34_VALUE_NAN_STORED:
    case P34_VALUE_RMW_UNINIT:
        snprintf(buf, len, "nan");
        break;
    default:
        p34_format_float(v->actual, buf, len);
        break;
    }
}

void p34_merge_sim(p34_outcome *gpu, const p34_outcome *sim)
{
    char gpu_message[P34_MESSAGE_LEN];
    snprintf(gpu_message, sizeof gpu_message, "%s", gpu->message);
    drop_sim_pointer(gpu_message);
    gpu->message[0] = '\0';
    gpu->backends = "gpu+sim";
    if (gpu_message[0]) {
        p34_add_message(gpu, "On the GPU:");
        const size_t used = strlen(gpu->message);
        snprintf(gpu->message + used, sizeof gpu->message - used, " %s", gpu_message);
    }
    /* The simulator sees how an output was written; the GPU only its value. */
    for (int i = 0; i < gpu->n_values && i < sim->n_values; i++) {
        p34_value *g = &gpu->values[i];
        const p34_value *s = &sim->values[i];
        if (g->state == P34_VALUE_NOT_WRITTEN && s->state == P34_VALUE_RMW_UNINIT)
            g->state = P34_VALUE_RMW_UNINIT;
        if (g->state == P34_VALUE_NAN_STORED && !g->writer[0] &&
            s->state == P34_VALUE_NAN_STORED && s->writer[0])
            snprintf(g->writer, sizeof g->writer, "%s (in the CPU simulator's run)", s->writer);
    }
    /* The simulator could not run the kernel (a construct it does not
     * model: a grid of several clusters, a texture fetch, a PTX
     * instruction it lacks): that is no verdict on the kernel, and the GPU
     * ran it, so the GPU's verdict stands and the report says which rules
     * went unchecked. */
    if (sim->status == P34_EXIT_CANNOT_RUN) {
        char line[P34_MESSAGE_LEN];
        const char *why = sim->message[0] ? sim->message : "no reason given";
        const char *first = strncmp(why, "p34 simulator: ", 15) == 0 ? why + 15 : why;
        const char *nl = strchr(first, '\n');
        const int len = (int)(nl ? (size_t)(nl - first) : strlen(first));
        snprintf(line, sizeof line,
                 "The CPU simulator could not run these kernels (%.*s), so the CUDA rules it checks "
                 "(races, barriers, fences, one writer per output) were not checked: the verdict is "
                 "the GPU's alone.",
                 len < 1024 ? len : 1024, first);
        p34_add_message(gpu, line);
        return;
    }
    if (sim->status == P34_EXIT_OK) {
        /* Only what the GPU showed failed the run: say the simulator saw
         * nothing, so the learner does not look for a rule it found. */
        if (gpu->status == P34_EXIT_FAULT || gpu->status == P34_EXIT_TIMEOUT)
            p34_add_message(gpu, gpu->status == P34_EXIT_FAULT
                                 ? "The CPU simulator's run of the same kernels saw no fault "
                                   "and broke no rule it checks: this fault shows on the GPU only."
                                 : "The CPU simulator's run of the same kernels finished and broke "
                                   "no rule it checks: this hang shows on the GPU only.");
        return;
    }
    /* The simulator ran out of time on a kernel still finishing threads (a
     * slow kernel, not a stuck one) and found nothing before: the GPU ran
     * it to the end with the right numbers, so its pass stands, and the
     * report says how far the rules were checked. */
    if (sim->status == P34_EXIT_TIMEOUT && (sim->notes & P34_NOTE_SIM_SLOW) &&
        gpu->status == P34_EXIT_OK) {
        p34_add_message(gpu, "Note: the CPU simulator's run of the same kernels was still finishing "
                         "threads when its watchdog stopped it: the kernel is too slow for the "
                         "simulator, which checked the CUDA rules only up to there and found no "
                         "broken one. Raise --timeout (or run with --sim --timeout N) to check "
                         "them to the end.");
        return;
    }
    if (sim->message[0]) {
        p34_add_message(gpu, sim->message);
        p34_add_message(gpu, sim->status == P34_EXIT_WRONG
                             ? "(found by the CPU simulator's run of the same kernels, which "
                               "checks the CUDA rules a GPU lets slide)"
                             : "(found by the CPU simulator's run of the same kernels)");
    }
    /* Values the simulator got wrong where the GPU's were right: only from
     * a simulator run that finished, and only against a GPU value that
     * exists (a GPU that faulted or hung has no right answer to speak of). */
    if (sim->status == P34_EXIT_WRONG) {
        char text[1024];
        size_t used = 0;
        for (int i = 0; i < sim->n_values && used < sizeof text - 200; i++) {
            const p34_value *v = &sim->values[i];
            if (v->state == P34_VALUE_OK || i >= gpu->n_values ||
                gpu->values[i].state != P34_VALUE_OK)
                continue;
            char actual[64], want[64];
            value_text(v, actual, sizeof actual);
            p34_format_float(v->expected, want, sizeof want);
            used += (size_t)snprintf(text + used, sizeof text - used,
                                     "%soutput[%d]%s = %s (expected %s)", used ? ", " : "",
                                     v->index, v->launch ? " of launch 2" : "", actual, want);
        }
        if (used) {
            char line[1400];
            snprintf(line, sizeof line, "The CPU simulator's run of the same kernels got %s: %s",
                     text,
                     first_error_is_timing(sim->message)
                         ? "the GPU's right answer depended on timing."
                         : "the GPU's right answer is not guaranteed by the CUDA rules.");
            p34_add_message(gpu, line);
        }
    }
    if (gpu->status == P34_EXIT_OK ||
        p34_exit_severity(sim->status) > p34_exit_severity(gpu->status)) {
        gpu->status = sim->status;
        gpu->failed_on = "sim";
    }
}
