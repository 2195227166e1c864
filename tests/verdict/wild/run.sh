#!/usr/bin/env bash
# tests/verdict/wild/run.sh [NAME...]: builds each wild-idiom kernel (cases.py, written out by
# gen.py) as a fixture and runs its puzzle in the simulator on forward, reverse, random:1-3
# and in the default mode; prints one line per kernel: name, puzzle, true verdict, exit
# codes, first diagnosis line.
cd "$(dirname "$0")/../../.." || exit 1
H=build/verdict/wild
python3 tests/verdict/wild/gen.py "$H" || exit 1
OUTD=${WILD_OUT:-/tmp/wild-out}
mkdir -p "$OUTD"
names=("$@")
[ ${#names[@]} -gt 0 ] || names=($(cut -f1 $H/cases.tsv))
for n in "${names[@]}"; do
    line=$(grep -P "^$n\t" $H/cases.tsv)
    puzzle=$(echo "$line" | cut -f2); truth=$(echo "$line" | cut -f3)
    bin=build/fixtures/wild_$n/p34
    if ! make -s BIN=$bin PBUILD=build/fixtures/wild_$n PROBLEM=$H/$n.cu $bin >"$OUTD/$n.build" 2>&1; then
        printf '%s\t%s\t%s\tBUILD-FAILED\t%s\n' "$n" "$puzzle" "$truth" "$(grep -m1 error "$OUTD/$n.build")"; continue
    fi
    rcs=""
    for s in forward reverse random:1 random:2 random:3; do
        timeout 300 $bin --$puzzle --sim --schedule=$s >"$OUTD/$n.$s.out" 2>&1; rcs="$rcs$? "
    done
    timeout 300 $bin --$puzzle >"$OUTD/$n.default.out" 2>&1; rcs="$rcs d$?"
    all="$OUTD/$n".{forward,reverse,random:1,random:2,random:3}.out
    cause=$(cat $(eval echo $all) | grep -v 'no NVIDIA driver' | grep -m1 -E ': (error|warning): |^p34: ' | cut -c1-160)
    [ -n "$cause" ] || cause=$(cat $(eval echo $all) | grep -m1 '❌' | cut -c1-160)
    printf '%s\t%s\t%s\t%s\t%s\n' "$n" "$puzzle" "$truth" "$rcs" "$cause"
done
