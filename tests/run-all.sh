#!/usr/bin/env bash
# tests/run-all.sh - what `make test` runs: builds ./p34 and the unit tests,
# runs every suite, and ends with one line "total: N passed, N failed, N skipped".
# GPU suites detect a missing GPU and report their checks as skipped.
set -u
cd "$(dirname "$0")/.."
status=0
passed=0
failed=0
skipped=0

tally() {  # reads a suite's "NAME: N passed, N failed[, N skipped]" line
    local line
    line=$(grep -E '^[a-z-]+: [0-9]+ passed, [0-9]+ failed' "$1" | tail -1)
    if [ -z "$line" ]; then
        echo "!! $2 printed no summary line: counted as one failure"
        failed=$((failed + 1))
        return
    fi
    local p f s
    p=$(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$line")
    f=$(sed -E 's/.* ([0-9]+) failed.*/\1/' <<<"$line")
    s=$(sed -nE 's/.* ([0-9]+) skipped.*/\1/p' <<<"$line")
    passed=$((passed + p))
    failed=$((failed + f))
    skipped=$((skipped + ${s:-0}))
}

echo "== build"
if ! make -s p34 || ! make -s build/tests/unit_tests; then
    echo "build failed"
    echo "total: 0 passed, 1 failed, 0 skipped"
    exit 1
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
for suite in build/tests/unit_tests tests/test-cli.sh tests/check-skeleton.sh \
             tests/test-judge.sh tests/test-sim.sh tests/test-nvcc-compile.sh tests/test-gpu.sh tests/test-bench.sh tests/test-workflow.sh \
             tests/test-kernel-check.sh tests/test-draw.sh tests/test-alternatives.sh; do
    [ -e "$suite" ] || continue
    echo "== $suite"
    if [ "${suite##*.}" = sh ]; then bash "$suite"; else "./$suite"; fi >"$log" 2>&1
    rc=$?
    cat "$log"
    tally "$log" "$suite"
    [ "$rc" -eq 0 ] || status=1
done

echo "total: $passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ] || status=1
exit $status
