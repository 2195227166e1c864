#!/usr/bin/env bash
# tests/verdict/grader/repeat.sh: the grader hunt's kernels whose reason says "REPEAT:" (and the
# ones that keep state but are right), run as scripts/grade runs them: the standard input and
# then random inputs (--repeat 3 --seed 7), in the simulator. Builds them with run.sh first
# (tests/verdict/run.sh). Prints: name, truth under --repeat, exit code, first failing line.
cd "$(dirname "$0")/../../.." || exit 1
B=build/simonly/fixtures
while read -r n p want; do
    bin=$B/grader_$n/p34
    [ -x "$bin" ] || bash tests/verdict/grader/run.sh "$n" >/dev/null
    "$bin" --"$p" --sim --repeat 3 --seed 7 >/tmp/grader-repeat.out 2>&1
    rc=$?
    printf '%s\t%s\t%s\t%s\t%s\n' "$n" "$p" "$want" "$rc" \
        "$(grep -m1 -E ': error: |Advice' /tmp/grader-repeat.out | cut -c1-160)"
done <<'LIST'
c07_device_cache_of_first_launch coordination fail-1
c08_device_accumulator_never_reset coordination fail-1
c09_int_tenths coordination fail-1
r03_int_thousandths_overflow reduction fail-1
r05_device_total_never_reset reduction fail-1
a06_int_fiftieths advanced fail-1
r04_device_total_reset_after_use reduction pass
a08_warp_sums_in_global_device_array advanced pass
a09_static_launch_counter_parity advanced pass
c16_input_scaled_in_place coordination pass
r06_partials_in_input_slots reduction pass
l03_own_device_counter_reset last-block pass
LIST
