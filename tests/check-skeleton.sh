#!/usr/bin/env bash
# tests/check-skeleton.sh - every problem file equals its solution outside
# the FILL IN regions ("solving a puzzle only ever adds lines"), every problem
# kernel fails and every solution passes (on the simulator, and on the GPU
# when there is one).
source "$(dirname "$0")/lib.sh"
P34="$ROOT/p34"

# Prints FILE with the body of each FILL IN region removed (the BEGIN
# comment and the END line stay), or fails on an unterminated region.
skeleton() {
    awk '
        /^[[:space:]]*\/\* FILL IN BEGIN/ {
            if (skip) { print FILENAME ": nested FILL IN BEGIN at line " NR > "/dev/stderr"; exit 3 }
            print; in_comment = ($0 !~ /\*\//); skip = 1; regions++; next
        }
        skip && in_comment { print; if ($0 ~ /\*\//) in_comment = 0; next }
        /^[[:space:]]*\/\* FILL IN END \*\// {
            if (!skip) { print FILENAME ": FILL IN END without BEGIN at line " NR > "/dev/stderr"; exit 3 }
            print; skip = 0; next
        }
        !skip { print }
        END {
            if (skip) { print FILENAME ": unterminated FILL IN region" > "/dev/stderr"; exit 3 }
            if (regions == 0) { print FILENAME ": no FILL IN regions" > "/dev/stderr"; exit 3 }
        }' "$1"
}

pairs=0
for problem in "$ROOT"/problems/*.cu; do
    name=$(basename "$problem")
    solution="$ROOT/solutions/$name"
    if [ ! -f "$solution" ]; then
        fail "problems/$name has no solutions/$name"
        continue
    fi
    pairs=$((pairs + 1))
    if skeleton "$problem" >"$TMP/p.skel" 2>"$TMP/err" &&
        skeleton "$solution" >"$TMP/s.skel" 2>>"$TMP/err"; then
        if diff -u "$TMP/s.skel" "$TMP/p.skel" >"$TMP/diff"; then
            pass "problems/$name equals solutions/$name outside the FILL IN regions"
        else
            fail "problems/$name drifted from solutions/$name outside the FILL IN regions"
            head -40 "$TMP/diff" | sed 's/^/    /'
        fi
        # The problem's regions must be empty: the learner writes all of it.
        if [ "$(wc -l <"$TMP/p.skel")" -eq "$(wc -l <"$problem")" ]; then
            pass "problems/$name has empty FILL IN regions"
        else
            fail "problems/$name has code inside a FILL IN region"
        fi
    else
        fail "FILL IN regions of $name are malformed: $(cat "$TMP/err")"
    fi
done
if [ "$pairs" -eq 0 ]; then
    fail "no problem/solution pairs found: the skeleton check checked nothing"
fi

backends="--sim"
if has_gpu; then
    backends="--sim --gpu"
else
    skip "problems fail and solutions pass on the GPU: no GPU here"
fi
for backend in $backends; do
    for puzzle in coordination reduction advanced last-block; do
        run "$P34" "--$puzzle" "$backend"
        expect_rc 1 "problem --$puzzle $backend fails cleanly"
        expect_text out "tests failed!" "problem --$puzzle $backend prints the failed verdict"
        run "$P34" "--$puzzle" --solution "$backend"
        expect_rc 0 "solution --$puzzle $backend passes"
        expect_text out "tests passed!" "solution --$puzzle $backend prints the passed verdict"
    done
done

summary skeleton
