#!/usr/bin/env bash
# tests/verdict/cause/run.sh [NAME...]: builds each verdict-cause kernel as a fixture and runs
# its puzzle in the simulator on forward, reverse, random:1-3 and in the default mode; prints
# per kernel: name, puzzle, true exit, exit codes, whether the first diagnosis line matches the
# true cause and names the `// CAUSE` line, and that first line.
cd "$(dirname "$0")/../../.." || exit 1
H=build/verdict/cause
python3 tests/verdict/cause/gen.py "$H" || exit 1
OUTD=${CAUSE_OUT:-/tmp/cause-out}
mkdir -p "$OUTD"
names=("$@")
[ ${#names[@]} -gt 0 ] || names=($(cut -f1 $H/cases.tsv))
for n in "${names[@]}"; do
    IFS=$'\t' read -r _ puzzle rc cause line bug < <(grep -P "^$n\t" $H/cases.tsv)
    bin=build/fixtures/cause_$n/p34
    if ! make -s BIN=$bin PBUILD=build/fixtures/cause_$n PROBLEM=$H/$n.cu $bin >"$OUTD/$n.build" 2>&1; then
        printf '%s\t%s\t%s\tBUILD-FAILED\t%s\n' "$n" "$puzzle" "$rc" "$(grep -m1 error "$OUTD/$n.build")"; continue
    fi
    rcs="" ok=yes first1=""
    for s in forward reverse random:1 random:2 random:3 default; do
        if [ $s = default ]; then timeout 120 $bin --$puzzle --timeout 5 >"$OUTD/$n.$s.out" 2>&1
        else timeout 120 $bin --$puzzle --sim --timeout 5 --schedule=$s >"$OUTD/$n.$s.out" 2>&1; fi
        r=$?; rcs="$rcs$r "
        [ "$r" = "$rc" ] || ok=no
        # the first line of the diagnosis: the first error, else the first ❌ / Advice line
        first=$(grep -m1 -E ': error: ' "$OUTD/$n.$s.out")
        [ -n "$first" ] || first=$(grep -m1 -E '❌|not written|Advice' "$OUTD/$n.$s.out")
        printf '%s\n' "$first" | grep -qE -- "$cause" || ok=no
        # the cause's line: on the first error line or in the lines indented under it
        block=$(awk -v f="$first" 'f != "" && index($0, f) == 1 { on = 1; print; next } on && /^  / { print; next } on { exit }' "$OUTD/$n.$s.out")
        [ -n "$block" ] || block=$first
        if [ "$line" != 0 ] && ! printf '%s\n' "$block" | grep -qE "$n\.cu:$line\b"; then ok=noline; fi
        [ -n "$first1" ] || first1=$first
    done
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$n" "$puzzle" "$rc" "$rcs" "$ok" "$(printf '%s' "$first1" | sed 's/^p34: //' | cut -c1-220)"
done
