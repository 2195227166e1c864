#!/usr/bin/env bash
# tests/verdict/opt/run.sh [NAME...]: builds each kernel of tests/verdict/opt/cases.py as a
# simulator-only p34 and runs its puzzle on forward, reverse and random:1; prints one line per
# kernel: name, puzzle, true verdict, exit codes, first diagnosis (docs/verdict-opt.md).
#   OPT_BUILD   the simulator-only build dir to share (default build/simonly); the
#               kernel flags are the ones that dir was built with: set SIM_KERNEL_FLAGS
#               in the environment (and a BUILD of its own) to try other flags.
#   OPT_TAG     a name for this run's fixtures and outputs (default opt)
cd "$(dirname "$0")/../../.." || exit 1
H=build/verdict/opt
python3 tests/verdict/gen.py opt "$H" || exit 1
B=${OPT_BUILD:-build/simonly}
TAG=${OPT_TAG:-opt}
OUTD=${OPT_OUT:-/tmp/opt-out}/$TAG
mkdir -p "$OUTD"
names=("$@")
[ ${#names[@]} -gt 0 ] || names=($(cut -f1 $H/cases.tsv))
for n in "${names[@]}"; do
    line=$(grep -P "^$n\t" $H/cases.tsv)
    puzzle=$(echo "$line" | cut -f2); truth=$(echo "$line" | cut -f3)
    d=build/fixtures/${TAG}_$n bin=build/fixtures/${TAG}_$n/p34
    if ! NVCC= make -s BUILD=$B BIN=$bin PBUILD=$d PROBLEM=$H/$n.cu $bin >"$OUTD/$n.build" 2>&1; then
        printf '%s\t%s\t%s\tBUILD-FAILED\t%s\n' "$n" "$puzzle" "$truth" "$(grep -m1 error "$OUTD/$n.build")"; continue
    fi
    rcs=""
    for s in forward reverse random:1; do
        timeout 60 $bin --$puzzle --sim --timeout 10 --schedule=$s >"$OUTD/$n.$s.out" 2>&1; rcs="$rcs$? "
    done
    cause=$(grep -h -m1 -E '^error|race|deadlock|illegal|out of bounds|warning|❌|not written|hang|did not|watchdog' "$OUTD/$n.forward.out" "$OUTD/$n.reverse.out" "$OUTD/$n.random:1.out" | head -1 | cut -c1-160)
    printf '%s\t%s\t%s\t%s\t%s\n' "$n" "$puzzle" "$truth" "$rcs" "$cause"
done
