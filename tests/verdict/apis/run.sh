#!/usr/bin/env bash
# tests/verdict/apis/run.sh [NAME...]: builds each apis kernel as a fixture and runs its
# puzzle in the simulator on forward, reverse, random:1-3 and in the default mode;
# prints one line per kernel: name, puzzle, true verdict, exit codes, first diagnosis.
cd "$(dirname "$0")/../../.." || exit 1
# the kernel files and cases.tsv are written from cases.py (tests/verdict/gen.py), not kept
H=build/verdict/apis
python3 tests/verdict/gen.py apis "$H" || exit 1
OUTD=${APIS_OUT:-/tmp/apis-out}
mkdir -p "$OUTD"
names=("$@")
[ ${#names[@]} -gt 0 ] || names=($(cut -f1 $H/cases.tsv))
for n in "${names[@]}"; do
    line=$(grep -P "^$n\t" $H/cases.tsv)
    puzzle=$(echo "$line" | cut -f2); truth=$(echo "$line" | cut -f3)
    bin=build/fixtures/apis_$n/p34
    if ! make -s $APIS_MAKE_ARGS BIN=$bin PBUILD=build/fixtures/apis_$n PROBLEM=$H/$n.cu $bin >"$OUTD/$n.build" 2>&1; then
        printf '%s\t%s\t%s\tBUILD-FAILED\t%s\n' "$n" "$puzzle" "$truth" "$(grep -m1 error "$OUTD/$n.build")"; continue
    fi
    rcs=""
    for s in forward reverse random:1; do
        timeout 120 $bin --$puzzle --sim --schedule=$s >"$OUTD/$n.$s.out" 2>&1; rcs="$rcs$? "
    done
    timeout 120 $bin --$puzzle >"$OUTD/$n.default.out" 2>&1; rcs="$rcs d$?"
    cause=$(grep -m1 -E 'race|deadlock|illegal|out-of-bounds|warning|❌|not written|hang|did not' "$OUTD/$n.forward.out" "$OUTD/$n.reverse.out" "$OUTD/$n.random:1.out" | head -1 | cut -c1-200)
    printf '%s\t%s\t%s\t%s\t%s\n' "$n" "$puzzle" "$truth" "$rcs" "$cause"
done
