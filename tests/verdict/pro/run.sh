#!/usr/bin/env bash
# tests/verdict/pro/run.sh [NAME...]: builds each verdict-pro kernel (docs/verdict-pro.md)
# as a simulator-only fixture (PRO_NVCC=1: with the GPU backend too, as `make p34` does)
# and runs its puzzle in the simulator on forward, reverse, random:1 and random:2; prints one
# line per kernel: name, puzzle, true verdict, exit codes, the first diagnosis line.
cd "$(dirname "$0")/../../.." || exit 1
H=build/verdict/pro
python3 tests/verdict/gen.py pro "$H" || exit 1
OUTD=${PRO_OUT:-/tmp/pro-out}
mkdir -p "$OUTD"
names=("$@")
[ ${#names[@]} -gt 0 ] || names=($(cut -f1 $H/cases.tsv))
if [ -n "$PRO_NVCC" ]; then B=build; MK=(make -s); else B=build/simonly; MK=(env NVCC= make -s BUILD=$B); fi
for n in "${names[@]}"; do
    line=$(grep -P "^$n\t" $H/cases.tsv)
    puzzle=$(echo "$line" | cut -f2); truth=$(echo "$line" | cut -f3)
    bin=$B/fixtures/pro_$n/p34
    if ! "${MK[@]}" BIN=$bin PBUILD=$B/fixtures/pro_$n PROBLEM=$H/$n.cu $bin >"$OUTD/$n.build" 2>&1; then
        printf '%s\t%s\t%s\tBUILD-FAILED\t%s\n' "$n" "$puzzle" "$truth" "$(grep -m1 -E 'error|p34 simulator' "$OUTD/$n.build" | cut -c1-200)"; continue
    fi
    rcs=""
    for s in forward reverse random:1 random:2; do
        timeout 120 $bin --$puzzle --sim --timeout 5 --schedule=$s >"$OUTD/$n.$s.out" 2>&1; rcs="$rcs$? "
    done
    first=$(grep -m1 -E ': error: ' "$OUTD/$n.forward.out")
    [ -n "$first" ] || first=$(grep -m1 -E ': error: ' "$OUTD"/$n.r*.out | head -1)
    [ -n "$first" ] || first=$(grep -m1 -E '❌|not written' "$OUTD/$n.forward.out")
    printf '%s\t%s\t%s\t%s\t%s\n' "$n" "$puzzle" "$truth" "$rcs" "$(echo "$first" | sed "s#$PWD/##" | cut -c1-220)"
done
