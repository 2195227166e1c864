#!/usr/bin/env bash
# tests/test-learner-messages.sh - issue 17: twelve mistakes a learner makes
# (tests/fixtures/learn_*.cu, each the reference with ONE mistake). For each,
# from a live simulator run: the exit code, that the FIRST diagnostic line
# names the learner's FILE:LINE and the fix that works, and that the Advice
# line does not contradict it. No GPU needed.
set -u
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

B=build/test-learn
seed_sim_build "$B"  # simulator-only: the main build's objects serve
lmake() { make -s NVCC= BUILD="$B" "$@" >"$TMP/make.log" 2>&1; }
if ! lmake BIN="$B/p34" "$B/p34"; then
    fail "build the simulator-only p34 in $B"
    tail -20 "$TMP/make.log"
    summary learner-messages
    exit 1
fi

# mistake NAME PUZZLE RC FIRST_LINE_RE ADVICE_RE [ADVICE_MUST_NOT_RE]
mistake() {
    local name=$1 puzzle=$2 want=$3 first=$4 advice=$5 forbid=${6:-}
    if ! lmake BIN="$B/fixtures/$name/p34" PBUILD="$B/fixtures/$name" \
        PROBLEM="tests/fixtures/$name.cu" "$B/fixtures/$name/p34"; then
        fail "$name: build"
        tail -5 "$TMP/make.log"
        return
    fi
    run "$B/fixtures/$name/p34" --"$puzzle" --sim
    expect_rc "$want" "$name: --$puzzle --sim"
    grep -m1 -E ': (error|warning): ' "$TMP/err" >"$TMP/first" || true
    if grep -qE -- "^tests/fixtures/$name\.cu:[0-9]+:[0-9]+: error: .*$first" "$TMP/first"; then
        pass "$name: the first diagnostic names the learner's line and the mistake"
    else
        fail "$name: first diagnostic /$first/ at tests/fixtures/$name.cu:LINE, got: $(cat "$TMP/first")"
    fi
    expect_text err "$first" "$name: the first diagnostic's fix"
    grep '^Advice:' "$TMP/out" >"$TMP/advice" || true
    if grep -qE -- "$advice" "$TMP/advice"; then
        pass "$name: the Advice line follows the finding"
    else
        fail "$name: Advice /$advice/ not in: $(cat "$TMP/advice")"
    fi
    if [ -n "$forbid" ] && grep -qE -- "$forbid" "$TMP/advice"; then
        fail "$name: the Advice line contradicts the error: /$forbid/"
    fi
    # (the no-reset run's second launch really writes nothing)
    [ "$name" = learn_lb_no_reset ] ||
        no_text out "not written" "$name: no stored value is called 'not written'"
}

SYNCTHREADS='no barrier between them: add __syncthreads\(\)'
RACE_ADVICE='add the barrier the first error names'

# The same site pair also races across warps: __syncthreads(), never __syncwarp().
mistake learn_coord_no_sync coordination 1 "data race on \`shared_data\[[0-9]+\]\`(.|$)" "$RACE_ADVICE" '__syncwarp'
expect_text err "$SYNCTHREADS" "learn_coord_no_sync: the fix is __syncthreads()"
no_text err '__syncwarp' "learn_coord_no_sync: no __syncwarp() advised"
expect_text out 'nan \(stored by block 0 thread 0 at tests/fixtures/learn_coord_no_sync\.cu:26' \
    "learn_coord_no_sync: the stored NaN is shown with its writer"
mistake learn_red_tree_no_sync reduction 1 'data race on `shared_mem' "$RACE_ADVICE" '__syncwarp'
expect_text err "$SYNCTHREADS" "learn_red_tree_no_sync: the fix is __syncthreads()"
no_text err '__syncwarp' "learn_red_tree_no_sync: no __syncwarp() advised"
if slow "two more missing __syncthreads (learn_adv_no_sync, learn_lb_flag_no_sync)"; then
mistake learn_adv_no_sync advanced 1 'data race on `warp_sums' "$RACE_ADVICE" '__syncwarp'
expect_text err "$SYNCTHREADS" "learn_adv_no_sync: the fix is __syncthreads()"
mistake learn_lb_flag_no_sync last-block 1 'data race on `last`' "$RACE_ADVICE" '__syncwarp'
expect_text err "$SYNCTHREADS" "learn_lb_flag_no_sync: the fix is __syncthreads()"
no_text err '__syncwarp' "learn_lb_flag_no_sync: no __syncwarp() advised"
fi

# cluster_arrive() inside if (local_i == 0): name the arrive's line first.
mistake learn_coord_arrive_branch coordination 4 'cluster_arrive' 'cluster barrier' 'loop that never ends'
mistake learn_red_all_write reduction 1 'stored by 1024 threads.*exactly one thread' 'exactly one thread must store'
mistake learn_red_early_read reduction 1 'data race on `temp_storage\[[0-9]\]`' "$RACE_ADVICE" 'never written'
expect_text err 'put cluster_sync\(\)' "learn_red_early_read: the fix is cluster_sync()"
expect_text out 'nan \(stored by block 0 thread 0' "learn_red_early_read: the stored NaN is not 'not written'"
# Depends on shared-memory bounds checks in sim/check.cpp (helper "mem").
mistake learn_coord_off_by_one coordination 5 'out-of-bounds (read of (shared memory )?`?shared_data|index 256 into (an array|`shared_data`))' 'index past the end'
# The narrowed mask: the learner's line and the mask they wrote, no deadlock.
mistake learn_adv_shfl_mask advanced 1 'mask 0x0000ffff' '0xffffffff' 'never ends|--timeout'
no_text err 'deadlock|0x0001ffff|lanes 16 of|threads 16-16' "learn_adv_shfl_mask: no deadlock, no mask the learner never wrote"
mistake learn_lb_no_fence last-block 1 'missing __threadfence\(\)' '__threadfence\(\)'
# The counter: its advice, not the unwritten output's.
if slow "learn_lb_no_reset, learn_lb_test_in_branch"; then
mistake learn_lb_no_reset last-block 1 'counter' 'reset \*counter to 0' 'never written'
mistake learn_lb_test_in_branch last-block 1 'is_last_block' 'is_last_block' 'never written'
fi

summary learner-messages
