#!/usr/bin/env bash
# tests/test-alternatives.sh - every correct alternative solution in
# tests/alternatives/ (PUZZLE_STYLE.cu, README.md there) builds for the
# simulator and passes its puzzle there with no diagnosis and no warning, on
# the forward, reverse and eight random schedules, and under --repeat 20
# --seed 7. (nvcc's compile of each, for sm_90a, is tests/test-nvcc-compile.sh's,
# side by side on every core; the GPU runs are scripts/verify-verdict-gpu's.)
#   tests/test-alternatives.sh [FILE.cu...]   (default: all of them)
. "$(dirname "$0")/lib.sh"
cd "$ROOT" || exit 1
ALT=tests/alternatives

files=("$@")
[ ${#files[@]} -gt 0 ] || files=("$ALT"/*.cu)

if [ "${#files[@]}" -lt 24 ] && [ $# -eq 0 ]; then
    fail "tests/alternatives holds ${#files[@]} files, want at least 24"
fi
# The fast tier takes one of the reduction and one of the last-block
# alternatives.
if [ $# -eq 0 ] && ! slow "the other $((${#files[@]} - 2)) alternatives"; then
    files=($(printf '%s\n' "${files[@]}" | grep '/reduction_' | head -1)
           $(printf '%s\n' "${files[@]}" | grep '/lastblock_' | head -1))
fi

# The simulator-only build (as tests/test-sim.sh): no nvcc pass per file.
SIMBUILD=build/test-alternatives
seed_sim_build "$SIMBUILD"

for file in "${files[@]}"; do
    name=$(basename "$file" .cu)
    case $name in
        reduction_*) puzzle=reduction ;;
        coordination_*) puzzle=coordination ;;
        advanced_*) puzzle=advanced ;;
        lastblock_*) puzzle=last-block ;;
        *) fail "$name: the name does not start with a puzzle (reduction_, coordination_, advanced_, lastblock_)"; continue ;;
    esac
    if ! grep -q "^$name\.cu" "$ALT/README.md" 2>/dev/null; then
        fail "$name: no line in $ALT/README.md"
    fi
    bin="$SIMBUILD/alternatives/$name/p34"
    if make -s NVCC= BUILD="$SIMBUILD" BIN="$bin" PBUILD="$SIMBUILD/alternatives/$name" PROBLEM="$ALT/$name.cu" "$bin" \
        >"$TMP/build.log" 2>&1; then
        pass "$name: builds"
    else
        fail "$name: build failed"
        sed 's/^/    make: /' "$TMP/build.log" | tail -15
        continue
    fi
    for sched in forward reverse random:1 random:2 random:3 random:4 random:5 random:6 random:7 random:8 \
                 "repeat"; do
        if [ "$sched" = repeat ]; then
            run "$bin" --"$puzzle" --sim --repeat 20 --seed 7
        else
            run "$bin" --"$puzzle" --sim --schedule="$sched"
        fi
        if [ "$RC" -eq 0 ] && ! grep -qE '[Ww]arning|WARNING|error:' "$TMP/out" "$TMP/err"; then
            pass "$name --$puzzle --sim ${sched/repeat/--repeat 20 --seed 7}"
        else
            fail "$name --$puzzle --sim ${sched/repeat/--repeat 20 --seed 7}: exit $RC"
            sed 's/^/    out: /' "$TMP/out" | head -20
            sed 's/^/    err: /' "$TMP/err" | head -20
        fi
    done
done

summary test-alternatives
