/*
 * check.c - comparing a run's outputs with the CPU reference.
 */
#include "host/host.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

p34_value_state p34_check_value(float actual, float expected, double tolerance)
{
    if (isnan(actual))
        return P34_VALUE_NOT_WRITTEN;  /* still the NaN poured in before launch */
    if (fabs((double)actual - (double)expected) <= tolerance)
        return P34_VALUE_OK;
    return P34_VALUE_WRONG;
}

void p34_check_outcome(p34_outcome *out, const p34_run_result *run,
                       const float expected[P34_MAX_OUTPUT],
                       const double tolerance[P34_MAX_OUTPUT])
{
    const p34_shape shape = p34_puzzle_shape(out->puzzle);
    bool all_ok = true;

    /* A launch stopped by a hang or a fault still shows its outputs as the
     * kernel left them, where the backend could read them. */
    int shown = run->launches_done;
    if (run->outputs_filled > shown && run->outputs_filled <= P34_MAX_LAUNCHES)
        shown = run->outputs_filled;
    out->n_values = 0;
    out->launches = shown;
    out->stopped = shown > run->launches_done;
    out->counter_ok = true;
    for (int l = 0; l < shown; l++) {
        for (int v = 0; v < shape.output_len; v++) {
            p34_value *val = &out->values[out->n_values++];
            val->launch = l;
            val->index = v;
            val->actual = run->output[l][v];
            val->expected = expected[v];
            val->tolerance = tolerance[v];
            val->state = p34_check_value(val->actual, val->expected, val->tolerance);
            val->writer[0] = '\0';
            if (val->state == P34_VALUE_NOT_WRITTEN &&
                (run->output_flags[l][v] & P34_OUTPUT_RMW_UNINIT)) {
                val->state = P34_VALUE_RMW_UNINIT;
            } else if (val->state == P34_VALUE_NOT_WRITTEN &&
                       (run->output_flags[l][v] & P34_OUTPUT_NAN_STORED)) {
                val->state = P34_VALUE_NAN_STORED;
                snprintf(val->writer, sizeof val->writer, "%s", run->output_writer[l][v]);
            } else if (val->state == P34_VALUE_WRONG && isinf(val->actual) &&
                       (run->output_flags[l][v] & P34_OUTPUT_STORED)) {
                /* an infinity: who stored it (the simulator knows) */
                snprintf(val->writer, sizeof val->writer, "%s", run->output_writer[l][v]);
            }
            all_ok = all_ok && val->state == P34_VALUE_OK;
        }
        if (shape.has_counter) {
            out->counter_after[l] = run->counter_after[l];
            if (run->counter_after[l] != 0)
                out->counter_ok = false;
        }
    }
    all_ok = all_ok && out->counter_ok;

    out->notes = run->notes;
    memcpy(out->device, run->device, sizeof out->device);
    memcpy(out->message, run->message, sizeof out->message);
    if (run->status != P34_EXIT_OK)
        out->status = run->status;  /* the backend's verdict stands */
    else
        out->status = all_ok ? P34_EXIT_OK : P34_EXIT_WRONG;
}
