#!/usr/bin/env bash
# tests/verdict/run.sh HUNT [NAME...]: builds each kernel of the verdict hunt HUNT
# (tests/verdict/HUNT/cases.py, docs/verdict-HUNT.md) as a simulator-only fixture
# (HUNT_NVCC=1, e.g. LEARN_NVCC=1: with the GPU backend too, as `make p34` does) and runs
# its puzzle in the simulator on forward, reverse, random:1 and random:2, and with
# VERDICT_DEFAULT=1 also with no --schedule (the default run, written dN); prints one line
# per kernel: name, puzzle, true verdict, exit codes, the first diagnosis line.
# Outputs go to HUNT_OUT (default /tmp/HUNT-out). tests/verdict/HUNT/run.sh calls this.
hunt=${1:?usage: tests/verdict/run.sh HUNT [NAME...]}
shift
cd "$(dirname "$0")/../.." || exit 1
H=build/verdict/$hunt
python3 tests/verdict/gen.py "$hunt" "$H" || exit 1
HUNT=$(echo "$hunt" | tr a-z A-Z)
nvcc_var=${HUNT}_NVCC out_var=${HUNT}_OUT
OUTD=${!out_var:-/tmp/$hunt-out}
mkdir -p "$OUTD"
names=("$@")
[ ${#names[@]} -gt 0 ] || names=($(cut -f1 $H/cases.tsv))
if [ -n "${!nvcc_var:-}" ]; then B=build; MK=(make -s); else B=build/simonly; MK=(env NVCC= make -s BUILD=$B); fi
for n in "${names[@]}"; do
    line=$(grep -P "^$n\t" $H/cases.tsv)
    puzzle=$(echo "$line" | cut -f2); truth=$(echo "$line" | cut -f3)
    bin=$B/fixtures/${hunt}_$n/p34
    if ! "${MK[@]}" BIN=$bin PBUILD=$B/fixtures/${hunt}_$n PROBLEM=$H/$n.cu $bin >"$OUTD/$n.build" 2>&1; then
        printf '%s\t%s\t%s\tBUILD-FAILED\t%s\n' "$n" "$puzzle" "$truth" "$(grep -m1 -E 'error|p34 simulator|refused' "$OUTD/$n.build" | cut -c1-200)"; continue
    fi
    rcs=""
    for s in forward reverse random:1 random:2; do
        timeout 120 $bin --$puzzle --sim --timeout 5 --schedule=$s >"$OUTD/$n.$s.out" 2>&1; rcs="$rcs$? "
    done
    if [ -n "${VERDICT_DEFAULT:-}" ]; then
        timeout 120 $bin --$puzzle --sim --timeout 5 >"$OUTD/$n.default.out" 2>&1; rcs="${rcs}d$?"
    fi
    # (a launch the runtime refuses, e.g. a __launch_bounds__ below the block size, is reported
    # "p34: launch error: ..." before the kernel runs: that line is the diagnosis)
    first=$(grep -m1 -E ': error: |^p34: launch error: ' "$OUTD/$n.forward.out")
    [ -n "$first" ] || first=$(grep -m1 -E ': error: ' "$OUTD"/$n.r*.out | head -1)
    [ -n "$first" ] || first=$(grep -m1 -E '❌|not written' "$OUTD/$n.forward.out")
    printf '%s\t%s\t%s\t%s\t%s\n' "$n" "$puzzle" "$truth" "$rcs" "$(echo "$first" | sed "s#$PWD/##" | cut -c1-220)"
done
