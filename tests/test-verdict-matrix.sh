#!/usr/bin/env bash
# tests/test-verdict-matrix.sh - a deterministic sample of the verdict matrix
# (scripts/verdict-matrix --sim --sample N): the mutants build and are judged
# in the simulator, and the summary line has the promised form. The whole
# matrix (scripts/verdict-matrix --sim) is CI's; this keeps make test quick.
# Misses and false alarms of the simulator are listed in
# docs/verdict-matrix-findings.md; this suite asserts the machinery, and that
# a sample with no expectation problem reports none.
source "$(dirname "$0")/lib.sh"
cd "$ROOT" || exit 1

N=24
slow "the verdict matrix's sample of 24 mutants (fast tier: 8)" || N=8
N=${VERDICT_SAMPLE:-$N}
SUMMARY_RE='^verdict matrix: [0-9]+ mutants, [0-9]+ alternatives, [0-9]+ killed, [0-9]+ equivalent, [0-9]+ unclear, [0-9]+ false alarms, [0-9]+ missed$'

# The mutation engine: every class of the issue generates mutants, ids are stable.
run python3 scripts/verdict-matrix --list
expect_rc 0 "verdict-matrix --list"
for cls in barrier-delete fence-delete fence-weaken fence-move atomic-scope atomic-plain stride-first \
           bound-le index-plus-one mask-narrow collective-divergent guard-widen guard-drop \
           read-above-barrier arrive-wait-swap reset-drop last-off-by-one barrier-value order-weaken scope-weaken \
           ext-barrier-delete barrier-count ptx-order-weaken volatile-drop rank-own; do
    expect_text out "	$cls	" "mutants of class $cls"
done
expect_text out '^p34\.is_last_block\.fence-delete\.1	fence-delete	last-block	L166: __threadfence\(\); -> ;$' \
    "a stable id and diff: p34.is_last_block.fence-delete.1"
# The cg:: and libcu++ forms of the alternatives are mutated too.
expect_text out '^alt-reduction_cg_api\.cluster_collective_operations\.barrier-delete\.4	barrier-delete	reduction	L46: cg::this_cluster\(\)\.sync\(\); -> ;$' \
    "cg::this_cluster().sync() is a barrier the matrix deletes"
expect_text out '^alt-lastblock_atomic_ref\.last_block_reduction\.order-weaken\.1	.*memory_order_relaxed' "a memory order weakened"
expect_text out '^alt-lastblock_atomic_ref\.last_block_reduction\.scope-weaken\.1	.*thread_scope_block' "a thread scope weakened"
# Every generated mutant of the committed sources (solutions/, tests/fixtures/,
# tests/alternatives/) has an expectation.
ids=$(cut -f1 "$TMP/out" | grep '\.' | sort)
exp=$(grep -v '^#' tests/verdict/expectations.tsv | tail -n +2 | cut -f1 | sort)
if [ "$ids" = "$exp" ]; then pass "every mutant of the matrix's corpus (solutions/, sim_alt_* fixtures, tests/verdict/alternatives.txt) has an expectation"
else fail "mutants and tests/verdict/expectations.tsv differ: $(diff <(echo "$ids") <(echo "$exp") | head -5 | tr '\n' ' ')"; fi
run grep -cvE '	(equivalent|breaks-rule|wrong-numbers|unclear)	' tests/verdict/expectations.tsv
[ "$(cat "$TMP/out")" -le 5 ] && pass "every expectation has a known truth" || fail "unknown truths in expectations.tsv"

# A sample judged in the simulator.
# (the default run tries three schedules on a kernel that passes: a loaded machine needs the margin)
RUN_TIMEOUT=300 run python3 scripts/verdict-matrix --sim --sample "$N"
tail -1 "$TMP/out" >"$TMP/last"
if grep -qE "$SUMMARY_RE" "$TMP/last"; then pass "summary line: $(cat "$TMP/last")"
else fail "no summary line"; sed 's/^/    /' "$TMP/out" | tail -20; fi
m=$(sed -E 's/^verdict matrix: ([0-9]+) mutants.*/\1/' "$TMP/last")
[ "${m:-0}" -eq "$N" ] && pass "the sample judged $N mutants" || fail "the sample judged ${m:-0} mutants, want $N"
no_text out '^CHANGE: ' "the sample's mutants match the committed expectations"
no_text out '^FALSE ALARM: ' "no false alarm in the sample"
# Its exit status follows its findings: 0 with none, 1 with a miss.
if grep -qE '^(MISSED|FALSE ALARM|CHANGE): ' "$TMP/out"; then want=1; else want=0; fi
expect_rc "$want" "exit status follows the findings"

# A miss is reported and fails the run: a mutant known to pass the simulator
# while the expectations say it breaks a rule (docs/verdict-matrix-findings.md).
M=alt-coordination_restrict_local.cluster_coordination_basics.bound-le.2  # stores one past a local array
run python3 scripts/verdict-matrix --sim --only "^${M//./\\.}\$"
if grep -q "^MISSED: $M" "$TMP/out"; then
    expect_rc 1 "a missed mutant fails the matrix"
else
    expect_text out '0 missed$' "$M is now killed (the simulator checks local arrays): no miss"
fi

# Bad usage is refused.
run python3 scripts/verdict-matrix --sim --only 'no-such-mutant-xyz'
expect_rc 1 "--only matching nothing"
expect_text err "no mutant matches" "says why"
# No GPU here: --gpu says so.
if ! command -v nvidia-smi >/dev/null 2>&1; then
    run python3 scripts/verdict-matrix --gpu
    expect_rc 2 "--gpu without a GPU"
    expect_text out "no GPU here" "says there is no GPU"
else
    skip "--gpu without a GPU (a GPU driver is here)"
fi

summary test-verdict-matrix
