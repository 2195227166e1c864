#!/usr/bin/env bash
# tests/run-all.sh - what `make test` and `make test-all` run: builds ./p34 and
# the unit tests, runs the suites two at a time, and ends with one line
# "total: N passed, N failed, N skipped, N deferred".
#
#   bash tests/run-all.sh fast   `make test`: every suite, each with its costly
#                                blocks left out (they print "ok N - ... # SKIP deferred" and
#                                are counted as deferred); at most 3 minutes on
#                                two cores in a fresh clone, the build included
#   bash tests/run-all.sh all    `make test-all`: every check of every suite,
#                                plus the suites that only the full tier runs
#                                (under 20 minutes on two cores)
#
# GPU suites detect a missing GPU and report their checks as skipped.
set -u
cd "$(dirname "$0")/.."
tier=${1:-all}
case "$tier" in
fast | all) ;;
*) echo "usage: tests/run-all.sh [fast|all]" >&2; exit 2 ;;
esac
export P34_TIER=$tier
# Run from `make test`, MAKEFLAGS holds make's -j and a jobserver that a
# recipe's child cannot use ("jobserver unavailable: using -j1"): without
# them, each make below runs on every core (the Makefile's default).
unset MAKEFLAGS MFLAGS
status=0
passed=0
failed=0
skipped=0
deferred=0

tally() {  # reads a suite's "NAME: N passed, N failed[, N skipped[, N deferred]]" line
    local line
    line=$(grep -E '^[a-z0-9-]+: [0-9]+ passed, [0-9]+ failed' "$1" | tail -1)
    if [ -z "$line" ]; then
        echo "!! $2 printed no summary line: counted as one failure"
        failed=$((failed + 1))
        return
    fi
    local p f s d
    p=$(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$line")
    f=$(sed -E 's/.* ([0-9]+) failed.*/\1/' <<<"$line")
    s=$(sed -nE 's/.* ([0-9]+) skipped.*/\1/p' <<<"$line")
    d=$(sed -nE 's/.* ([0-9]+) deferred.*/\1/p' <<<"$line")
    passed=$((passed + p))
    failed=$((failed + f))
    skipped=$((skipped + ${s:-0}))
    deferred=$((deferred + ${d:-0}))
}

echo "== build ($tier tier)"
if ! make -s p34 build/tests/unit_tests; then
    echo "build failed"
    echo "total: 0 passed, 1 failed, 0 skipped, 0 deferred"
    exit 1
fi

# The longest first, so that the two lanes end together.
# The longest suite first (test-sim: two thirds of the fast tier's wall time
# on 2 cores), so the others fill the second slot beside it.
suites=(tests/test-sim.sh tests/test-kernel-check.sh tests/test-judge.sh tests/test-workflow.sh
        tests/test-sim-api.sh tests/test-cli.sh tests/test-alternatives.sh tests/test-learner-messages.sh
        tests/test-guide.sh tests/test-verdict-matrix.sh tests/test-draw.sh tests/check-skeleton.sh
        build/tests/unit_tests tests/test-gpu.sh tests/test-bench.sh)
# Whole suites that only the full tier runs: they build from nothing (a fresh
# clone, other compilers, another architecture) or compile every fixture.
full_only=(tests/test-nvcc-compile.sh tests/test-fresh-clone.sh scripts/cross-check)
if [ "$tier" = all ]; then
    # the longest first: test-kernel-check (an nvcc compile of every fixture),
    # then the whole suites of the full tier
    rest=()
    for s in "${suites[@]}"; do [ "$s" = tests/test-kernel-check.sh ] || rest+=("$s"); done
    suites=(tests/test-kernel-check.sh "${full_only[@]}" "${rest[@]}")
fi
# P34_SUITES="A B": only those suites (tests/test-fresh-clone.sh runs a slice
# of make test in its clone this way).
if [ -n "${P34_SUITES:-}" ]; then
    read -r -a suites <<<"$P34_SUITES"
    full_only=()
fi

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

run_suite() {  # SUITE LOG: runs one suite, its output in LOG, its status in LOG.rc
    local started=$SECONDS
    case "$1" in
    *.sh) bash "$1" ;;
    scripts/cross-check) "$1" --no-install ;;  # make test-deps installs its tools
    scripts/*) "$1" ;;
    *) "./$1" ;;
    esac >"$2" 2>&1
    echo $? >"$2.rc"
    echo $((SECONDS - started)) >"$2.secs"
}

# Two suites at a time: many checks wait on a watchdog or a child process, and
# the machines this runs on have two cores or more.
jobs_max=${P34_TEST_JOBS:-2}
i=0
for suite in "${suites[@]}"; do
    [ -e "$suite" ] || continue
    while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do wait -n; done
    run_suite "$suite" "$logs/$i" &
    i=$((i + 1))
done
wait

i=0
for suite in "${suites[@]}"; do
    [ -e "$suite" ] || continue
    echo "== $suite ($(cat "$logs/$i.secs" 2>/dev/null || echo '?') s)"
    cat "$logs/$i"
    tally "$logs/$i" "$suite"
    [ "$(cat "$logs/$i.rc" 2>/dev/null || echo 1)" -eq 0 ] || status=1
    i=$((i + 1))
done
if [ "$tier" = fast ]; then
    for suite in "${full_only[@]}"; do
        echo "== $suite: whole suite deferred (runs in make test-all)"
        deferred=$((deferred + 1))
    done
fi

echo "total: $passed passed, $failed failed, $skipped skipped, $deferred deferred"
[ "$failed" -eq 0 ] || status=1
exit $status
