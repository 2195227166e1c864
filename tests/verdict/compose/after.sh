#!/usr/bin/env bash
# tests/verdict/compose/after.sh [REBUILD_NAME...]: the "after" run of the compose hunt without
# rebuilding 200 kernels on a shared 2-core machine. The fixes of this hunt changed no simulator
# code, only scripts/kernel-includes (a refusal before the compiler runs), so each kernel's binary
# from run.sh is the binary the fixed tree builds, provided the script does not refuse its file.
# So: (1) scripts/kernel-includes --sim judges every kernel file (a refusal is BUILD-FAILED, as
# run.sh writes it); (2) every other kernel runs its existing binary on the four schedules, as
# run.sh does; (3) the names given (kernels whose code changed after their build) go through run.sh
# itself (a real rebuild). Output: run.sh's line format.
cd "$(dirname "$0")/../../.." || exit 1
H=build/verdict/compose B=build/simonly OUTD=${COMPOSE_OUT:-/tmp/compose-out}
python3 tests/verdict/gen.py compose "$H" || exit 1
rebuild=" $* "
for n in $(cut -f1 $H/cases.tsv); do
    line=$(grep -P "^$n\t" $H/cases.tsv); puzzle=$(echo "$line" | cut -f2); truth=$(echo "$line" | cut -f3)
    bin=$B/fixtures/compose_$n/p34
    if [[ "$rebuild" == *" $n "* ]] || [ ! -x "$bin" ]; then
        tests/verdict/run.sh compose "$n" | tail -1; continue
    fi
    if ! scripts/kernel-includes --sim $H/$n.cu /tmp/compose-ki.h >"$OUTD/$n.build" 2>&1; then
        printf '%s\t%s\t%s\tBUILD-FAILED\t%s\n' "$n" "$puzzle" "$truth" "$(grep -m1 -E 'error' "$OUTD/$n.build" | cut -c1-200)"; continue
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
