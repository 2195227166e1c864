/*
 * format.c - floats in their shortest round-trip form.
 *
 * The report prints what the kernel really produced, so two values that
 * differ in the last bit must print differently, and no more digits than
 * needed are shown: the fewest significant digits (1 to 9) that read back
 * as the same float, laid out positionally with ".0" on whole numbers.
 */
#include "host/host.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void p34_format_float(float value, char *buf, size_t len)
{
    if (isnan(value)) {
        snprintf(buf, len, "nan");
        return;
    }
    if (isinf(value)) {
        snprintf(buf, len, value < 0 ? "-inf" : "inf");
        return;
    }
    if (value == 0.0f) {
        snprintf(buf, len, signbit(value) ? "-0.0" : "0.0");
        return;
    }

    /* Shortest scientific form that round-trips: d.ddde±x */
    char sci[64];
    int digits;
    for (digits = 1; digits <= 9; digits++) {
        snprintf(sci, sizeof sci, "%.*e", digits - 1, (double)value);
        if (strtof(sci, NULL) == value)
            break;
    }

    /* Split into sign, digit string and decimal exponent. */
    const char *p = sci;
    bool negative = (*p == '-');
    if (negative)
        p++;
    char mant[16];
    int n = 0;
    for (; *p && *p != 'e'; p++)
        if (*p != '.')
            mant[n++] = *p;
    mant[n] = '\0';
    int exp10 = atoi(p + 1);  /* p points at 'e' */

    char out[64];
    int o = 0;
    if (negative)
        out[o++] = '-';
    if (exp10 < -5 || exp10 >= 17) {
        /* Far from 1: keep scientific notation, as Python's repr does. */
        out[o++] = mant[0];
        if (n > 1) {
            out[o++] = '.';
            memcpy(out + o, mant + 1, n - 1);
            o += n - 1;
        }
        o += snprintf(out + o, sizeof out - o, "e%+03d", exp10);
    } else if (exp10 < 0) {
        out[o++] = '0';
        out[o++] = '.';
        for (int z = 0; z < -exp10 - 1; z++)
            out[o++] = '0';
        memcpy(out + o, mant, n);
        o += n;
    } else {
        int int_digits = exp10 + 1;
        for (int i = 0; i < int_digits; i++)
            out[o++] = i < n ? mant[i] : '0';
        out[o++] = '.';
        if (n > int_digits) {
            memcpy(out + o, mant + int_digits, n - int_digits);
            o += n - int_digits;
        } else {
            out[o++] = '0';
        }
    }
    out[o] = '\0';
    snprintf(buf, len, "%s", out);
}
