#!/usr/bin/env bash
# tests/test-gpu.sh - the GPU backend end to end. Runs only where a GPU can
# run thread block clusters; elsewhere every check is reported as skipped.
source "$(dirname "$0")/lib.sh"
P34="$ROOT/p34"
CHECKS=14  # checks below, reported as skipped when there is no GPU

if ! "$P34" --gpu-info >"$TMP/info" 2>&1; then
    echo "SKIPPED: GPU tests need a GPU with thread block clusters; here: $(head -1 "$TMP/info")"
    for _ in $(seq "$CHECKS"); do SKIPPED=$((SKIPPED + 1)); done
    summary gpu
    exit $?
fi
sed 's/^/# /' "$TMP/info"

# 1-6: the solutions pass, and the report is SPEC's text to the byte.
for puzzle in coordination reduction advanced; do
    run "$P34" "--$puzzle" --solution --gpu
    expect_rc 0 "solution --$puzzle passes on the GPU"
    if sed "s#^Next: $P34 #Next: ./p34 #" "$TMP/out" | diff -u "$ROOT/tests/expected/$puzzle.txt" - >"$TMP/diff"; then
        pass "solution --$puzzle prints SPEC's report"
    else
        fail "solution --$puzzle report differs from SPEC"
        sed 's/^/    /' "$TMP/diff"
    fi
done
# 7-8: last-block, launched twice without a host reset.
run "$P34" --last-block --solution --gpu
expect_rc 0 "solution --last-block passes twice without a counter reset"
expect_text out "Counter after each launch: 0, 0" "the counter is back at 0 after each launch"

# 9-11: the watchdog ends a deadlocked kernel with exit 4, within the timeout.
if build_fixture deadlock_spin; then
    start=$(date +%s)
    run "$ROOT/build/fixtures/deadlock_spin/p34" --reduction --gpu --timeout 3
    took=$(($(date +%s) - start))
    expect_rc 4 "a deadlocked kernel is caught by the watchdog"
    expect_text err "deadlock" "the watchdog names a likely deadlock"
    if [ "$took" -le 20 ]; then pass "the watchdog ended the run in ${took}s (timeout 3s)"; else fail "the watchdog took ${took}s"; fi
else
    fail "could not build the deadlock fixture"; FAILED=$((FAILED + 2))
fi

# 12-13: an illegal address is a fault: exit 5 with the sanitizer hint.
if build_fixture fault_wild_pointer; then
    run "$ROOT/build/fixtures/fault_wild_pointer/p34" --reduction --gpu
    expect_rc 5 "an illegal address is reported as a CUDA fault"
    expect_text err "compute-sanitizer" "the fault report suggests compute-sanitizer"
else
    fail "could not build the fault fixture"; FAILED=$((FAILED + 1))
fi

# 14: --all on the GPU with the solutions.
run "$P34" --all --solution --gpu
expect_rc 0 "--all --solution on the GPU"

summary gpu
