#!/usr/bin/env bash
# tests/test-bench.sh - `./p34 --bench` before `make bench` and where it cannot
# run, the plot script, and the committed benchmark artefacts (docs/bench/).
# Needs no GPU: on a machine with one, the no-GPU checks are reported as
# skipped (the benchmark itself runs there through `./p34 --bench`, about a
# minute).
source "$(dirname "$0")/lib.sh"
P34="$ROOT/p34"
CSV=${BENCH_CSV:-$ROOT/docs/bench/bench.csv}

# 1-3: `make p34` does not build the benchmark: without build/bench/p34-bench
# (here a path that cannot exist), ./p34 --bench says to run `make bench`.
if [ ! -x "$P34" ]; then
    fail "./p34 is not built (run make p34)"
else
    run env P34_BENCH="$TMP/none/p34-bench" "$P34" --bench
    expect_rc 3 "./p34 --bench before make bench"
    expect_text err "not built: run .make bench." "the message says to run make bench"
    no_text out "." "stdout stays empty (the message is on stderr)"
fi

# 4-10: `make bench`, then ./p34 --bench where no GPU is: exit 3, a clear
# message on stderr, nothing else (a 20 s compile of CUB: make test-all).
if ! command -v "${NVCC:-nvcc}" >/dev/null 2>&1 && [ ! -x /usr/local/cuda/bin/nvcc ]; then
    run make -s -C "$ROOT" NVCC= bench
    expect_rc 2 "make bench without nvcc (make exits 2 on a failed recipe)"
    expect_text err "needs nvcc" "make bench without nvcc says what it needs"
elif slow "make bench, then ./p34 --bench without a GPU"; then
    run make -s -C "$ROOT" bench
    expect_rc 0 "make bench builds build/bench/p34-bench"
    if has_gpu; then
        for check in "exit 3" "message names the GPU requirement" "message says what was found" \
                     "stdout stays empty" "--csv: exit 3" "--csv: no file written"; do
            skip "no-GPU check '$check': this machine has a usable GPU"
        done
    else
        run "$P34" --bench
        expect_rc 3 "./p34 --bench without a usable GPU"
        expect_text err "needs (an NVIDIA )?(a )?GPU|no usable GPU" \
            "the message names the GPU requirement"
        expect_text err "found|driver" \
            "the message says what was found (no device, no driver)"
        no_text out "." "stdout stays empty (the message is on stderr)"
        run "$P34" --bench --csv "$TMP/bench.csv"
        expect_rc 3 "./p34 --bench --csv FILE without a usable GPU"
        if [ -e "$TMP/bench.csv" ]; then
            fail "no CSV is written when the benchmark cannot run"
        else
            pass "no CSV is written when the benchmark cannot run"
        fi
    fi
fi

# 7-8: the committed artefacts: every size 2^10 ... 2^28, each with the four
# variants (all verified: column 11, ok, is 1) and the two limit rows.
if [ ! -r "$CSV" ]; then
    fail "docs/bench/bench.csv exists"
    FAILED=$((FAILED + 1))
else
    missing=$(awk -F, 'NR > 1 { seen[$1 "," $2] = 1; if ($2 !~ /^limit/ && $11 != 1) bad++ }
        END {
            split("cluster last-block two-kernel cub limit-read limit-peak", v, " ")
            for (l = 10; l <= 28; l++)
                for (i = 1; i <= 6; i++)
                    if (!((2 ^ l) "," v[i] in seen)) { printf "%s@2^%d ", v[i], l }
            if (bad) printf "wrong-sum-rows:%d", bad
        }' "$CSV")
    if [ -z "$missing" ]; then
        pass "docs/bench/bench.csv has every variant and limit at N = 2^10 ... 2^28"
    else
        fail "docs/bench/bench.csv is incomplete: $missing"
    fi
    if grep -q "WRONG" "$ROOT/docs/bench/table.txt" 2>/dev/null || [ ! -r "$ROOT/docs/bench/table.txt" ]; then
        fail "docs/bench/table.txt exists and shows no wrong sum"
    else
        pass "docs/bench/table.txt exists and shows no wrong sum"
    fi
fi

# 9-10: scripts/plot-bench draws the CSV, and refuses a CSV that is not one.
if ! command -v gnuplot >/dev/null 2>&1; then
    skip "plot-bench draws a PNG: gnuplot is not installed (Debian: gnuplot-nox)"
elif [ -r "$CSV" ]; then
    run "$ROOT/scripts/plot-bench" "$CSV" "$TMP/bench.png"
    if [ "$RC" -eq 0 ] && [ "$(head -c 8 "$TMP/bench.png" | od -An -tx1 | tr -d ' \n')" = \
        "89504e470d0a1a0a" ]; then
        pass "plot-bench draws docs/bench/bench.csv as a PNG"
    else
        fail "plot-bench draws docs/bench/bench.csv as a PNG (exit $RC)"
        sed 's/^/    err: /' "$TMP/err" | head -10
    fi
else
    skip "plot-bench draws a PNG: no docs/bench/bench.csv"
fi
printf 'a,b\n1,2\n' >"$TMP/other.csv"
run "$ROOT/scripts/plot-bench" "$TMP/other.csv" "$TMP/other.png"
expect_rc 2 "plot-bench refuses a CSV that p34 --bench did not write"

summary bench
