/*
 * json.c - `--json`: the results as one JSON document, for graders.
 *
 * Strings are escaped per RFC 8259 (quote, backslash, control characters);
 * bytes that are not valid UTF-8 become U+FFFD so the document always
 * parses. Floats use the report's shortest round-trip form; NaN and the
 * infinities, which JSON cannot hold, are null.
 */
#include "host/host.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

/* Length of the valid UTF-8 sequence at `s`, or 0 when it is not one. */
static int utf8_sequence(const unsigned char *s)
{
    int len;
    unsigned int cp;
    if (s[0] < 0x80)
        return 1;
    if ((s[0] & 0xe0) == 0xc0) {
        len = 2;
        cp = s[0] & 0x1fu;
    } else if ((s[0] & 0xf0) == 0xe0) {
        len = 3;
        cp = s[0] & 0x0fu;
    } else if ((s[0] & 0xf8) == 0xf0) {
        len = 4;
        cp = s[0] & 0x07u;
    } else {
        return 0;
    }
    for (int i = 1; i < len; i++) {
        if ((s[i] & 0xc0) != 0x80)
            return 0;  /* also stops at the terminating NUL */
        cp = (cp << 6) | (s[i] & 0x3fu);
    }
    /* Reject overlong forms, UTF-16 surrogates and code points past U+10FFFF. */
    static const unsigned int min_cp[5] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < min_cp[len] || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff)
        return 0;
    return len;
}

void p34_json_string(FILE *out, const char *text)
{
    if (text == NULL) {
        fputs("null", out);
        return;
    }
    const unsigned char *s = (const unsigned char *)text;
    fputc('"', out);
    while (*s) {
        const unsigned char c = *s;
        switch (c) {
        case '"':
            fputs("\\\"", out);
            break;
        case '\\':
            fputs("\\\\", out);
            break;
        case '\n':
            fputs("\\n", out);
            break;
        case '\r':
            fputs("\\r", out);
            break;
        case '\t':
            fputs("\\t", out);
            break;
        case '\b':
            fputs("\\b", out);
            break;
        case '\f':
            fputs("\\f", out);
            break;
        default:
            if (c < 0x20 || c == 0x7f) {
                fprintf(out, "\\u%04x", c);
            } else {
                const int len = utf8_sequence(s);
                if (len == 0) {
                    fputs("\\ufffd", out);
                } else {
                    fwrite(s, 1, (size_t)len, out);
                    s += len - 1;
                }
            }
            break;
        }
        s++;
    }
    fputc('"', out);
}

void p34_json_float(FILE *out, float value)
{
    char buf[64];
    if (!isfinite(value)) {
        fputs("null", out);
        return;
    }
    p34_format_float(value, buf, sizeof buf);
    fputs(buf, out);
}

static const char *bool_text(bool b)
{
    return b ? "true" : "false";
}

static void json_values(FILE *out, const p34_outcome *o, int indent)
{
    fputs("[", out);
    for (int i = 0; i < o->n_values; i++) {
        const p34_value *v = &o->values[i];
        fprintf(out, "%s\n%*s{\"index\": %d, \"launch\": %d, \"actual\": ", i ? "," : "",
                indent + 2, "", v->index, v->launch);
        p34_json_float(out, v->actual);
        fputs(", \"expected\": ", out);
        p34_json_float(out, v->expected);
        fprintf(out, ", \"tolerance\": %.9g, \"ok\": %s, \"not_written\": %s, "
                "\"updated_from_uninitialised\": %s, \"stored_nan\": %s, \"stored_by\": ",
                v->tolerance, bool_text(v->state == P34_VALUE_OK),
                bool_text(v->state == P34_VALUE_NOT_WRITTEN),
                bool_text(v->state == P34_VALUE_RMW_UNINIT),
                bool_text(v->state == P34_VALUE_NAN_STORED));
        p34_json_string(out, v->state == P34_VALUE_NAN_STORED && v->writer[0] ? v->writer : NULL);
        fputs("}", out);
    }
    if (o->n_values > 0)
        fprintf(out, "\n%*s", indent, "");
    fputs("]", out);
}

static void json_counter(FILE *out, const p34_outcome *o)
{
    if (!p34_puzzle_shape(o->puzzle).has_counter) {
        fputs("null", out);
        return;
    }
    fputs("[", out);
    for (int l = 0; l < o->launches; l++)
        fprintf(out, "%s%u", l ? ", " : "", o->counter_after[l]);
    fputs("]", out);
}

static void json_advice(FILE *out, const p34_outcome *o, const char *advice)
{
    if (o->status == P34_EXIT_OK) {
        fputs("null", out);
        return;
    }
    p34_json_string(out, advice);
}

static void json_repeat(FILE *out, const p34_outcome *standard, const p34_repeat_result *r,
                        int indent)
{
    if (r == NULL || r->requested <= 0) {
        fputs("null", out);
        return;
    }
    const int in = indent + 2;
    fprintf(out, "{\n%*s\"requested\": %d,\n%*s\"seed\": %llu,\n", in, "", r->requested, in,
            "", r->seed);
    fprintf(out, "%*s\"done\": %d,\n%*s\"passed\": %d,\n%*s\"skipped\": %s,\n", in, "",
            r->done, in, "", r->passed, in, "", bool_text(r->skipped));
    fprintf(out, "%*s\"ok\": %s,\n%*s\"failure\": ", in, "",
            bool_text(!r->skipped && !r->failed && r->passed == r->requested), in, "");
    if (!r->failed) {
        fputs("null", out);
    } else {
        const p34_outcome *f = &r->failure;
        const int in2 = in + 2;
        fprintf(out, "{\n%*s\"seed\": %llu,\n%*s\"reproduce\": ", in2, "", r->failed_seed,
                in2, "");
        char command[160];
        snprintf(command, sizeof command, "%s --%s%s --repeat 1 --seed %llu", p34_program,
                 p34_info(standard->puzzle)->flag, standard->solution ? " --solution" : "",
                 r->failed_seed);
        p34_json_string(out, command);
        fprintf(out, ",\n%*s\"exit_code\": %d,\n%*s\"values\": ", in2, "", f->status, in2, "");
        json_values(out, f, in2);
        fprintf(out, ",\n%*s\"counter_after\": ", in2, "");
        json_counter(out, f);
        fprintf(out, ",\n%*s\"advice\": ", in2, "");
        json_advice(out, f, p34_repeat_advice(f));
        fprintf(out, ",\n%*s\"message\": ", in2, "");
        p34_json_string(out, f->message[0] ? f->message : NULL);
        fprintf(out, "\n%*s}", in, "");
    }
    fprintf(out, "\n%*s}", indent, "");
}

void p34_json_puzzle(FILE *out, const p34_outcome *o, const p34_repeat_result *repeat, bool ran,
                     int indent)
{
    const p34_puzzle_info *info = p34_info(o->puzzle);
    const int in = indent + 2;
    char hint[64];
    snprintf(hint, sizeof hint, "./p34 --%s --hint", info->flag);

    fprintf(out, "{\n%*s\"name\": ", in, "");
    p34_json_string(out, info->flag);
    fprintf(out, ",\n%*s\"title\": ", in, "");
    p34_json_string(out, info->title);
    fprintf(out, ",\n%*s\"kernels\": ", in, "");
    p34_json_string(out, p34_kernel_source(o->solution));
    fprintf(out, ",\n%*s\"ran\": %s", in, "", bool_text(ran));
    fprintf(out, ",\n%*s\"backend\": ", in, "");
    p34_json_string(out, ran ? o->backend : NULL);
    fprintf(out, ",\n%*s\"device\": ", in, "");
    p34_json_string(out, o->device[0] ? o->device : NULL);

    /* passed: the standard input's check; exit_code also counts --repeat. */
    const bool standard_ok = ran && o->n_values > 0 && o->status == P34_EXIT_OK;
    int exit_code = o->status;
    if (standard_ok && repeat && repeat->failed)
        exit_code = repeat->failure.status;
    fprintf(out, ",\n%*s\"passed\": %s,\n%*s\"exit_code\": %d", in, "",
            bool_text(standard_ok), in, "", exit_code);
    fprintf(out, ",\n%*s\"values\": ", in, "");
    json_values(out, o, in);
    fprintf(out, ",\n%*s\"counter_after\": ", in, "");
    json_counter(out, o);
    fprintf(out, ",\n%*s\"advice\": ", in, "");
    json_advice(out, o, p34_advice(o));
    fprintf(out, ",\n%*s\"hint\": ", in, "");
    p34_json_string(out, hint);
    fprintf(out, ",\n%*s\"message\": ", in, "");
    p34_json_string(out, o->message[0] ? o->message : NULL);
    fprintf(out, ",\n%*s\"backends\": ", in, "");
    p34_json_string(out, ran ? o->backends : NULL);
    fprintf(out, ",\n%*s\"failed_on\": ", in, "");
    p34_json_string(out, o->failed_on);
    /* What the kernel printed: the first 64 KiB as text, and how much in all. */
    fprintf(out, ",\n%*s\"kernel_output\": ", in, "");
    p34_json_string(out, o->output.kept ? o->output.text : NULL);
    fprintf(out, ",\n%*s\"kernel_output_bytes\": %llu", in, "", o->output.bytes);
    fprintf(out, ",\n%*s\"kernel_output_truncated\": %s", in, "",
            bool_text(o->output.bytes > o->output.kept));
    fprintf(out, ",\n%*s\"repeat\": ", in, "");
    json_repeat(out, o, repeat, in);
    fprintf(out, "\n%*s}", indent, "");
}
