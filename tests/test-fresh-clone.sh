#!/usr/bin/env bash
# tests/test-fresh-clone.sh - the first minutes of a newcomer: a fresh clone
# of this work tree (its tracked and untracked, not ignored, files as they
# are now) inside a private (0700) folder, `make p34`, then README's command.
#   - `git status --porcelain` is empty after make p34, and again after
#     a slice of make test (which must pass there: the unit tests and the
#     suites that write the most, test-workflow and test-cli): no build or
#     test output is tracked or left unignored. The whole make test in a
#     fresh clone is .ci/run's (CI's checkout is one), which checks the
#     status after it too;
#   - as root (Docker, cloud GPU instances, notebooks): ./p34 runs the
#     learner's kernels as root, so the stub fails with its report (exit 1)
#     and --all --solution passes (exit 0), although nobody could not even
#     enter the folder;
#   - make clean removes every build output again.
# One full build and a slice of the fast tier: slow (minutes on 2 cores).
set -u
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

if ! command -v git >/dev/null 2>&1 || ! git rev-parse --git-dir >/dev/null 2>&1; then
    skip "fresh clone: not a git work tree (or no git)"
    summary fresh-clone
    exit $?
fi

# The work tree as a commit, without touching the real index or any ref.
export GIT_INDEX_FILE=$TMP/index
git read-tree HEAD && git add -A >/dev/null 2>&1
tree=$(git write-tree)
commit=$(git -c user.name=p34-test -c user.email=p34-test@localhost commit-tree -p HEAD \
    -m "test-fresh-clone: the work tree" "$tree")
unset GIT_INDEX_FILE

DIR=$(mktemp -d "${TMPDIR:-/tmp}/p34-clone.XXXXXX")  # mode 0700
trap 'rm -rf "$TMP" "$DIR"' EXIT
CLONE=$DIR/p34
# A local clone copies the object store, the unreferenced commit included.
if git clone -q "$ROOT" "$CLONE" 2>"$TMP/clone.log" && git -C "$CLONE" checkout -q "$commit" 2>>"$TMP/clone.log"; then
    pass "git clone into a fresh $(stat -c %a "$DIR") folder"
else
    fail "git clone of the work tree"
    sed 's/^/    git: /' "$TMP/clone.log"
    summary fresh-clone
    exit 1
fi
[ "$(stat -c %a "$DIR")" = 700 ] && pass "the clone's folder is private (0700)" ||
    fail "the clone's folder is $(stat -c %a "$DIR"), want 700"

unset MAKEFLAGS MFLAGS
start=$(date +%s.%N)
if (cd "$CLONE" && make p34 >"$TMP/make.log" 2>&1); then
    took=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
    pass "make p34 in the fresh clone (${took} s wall, $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg))"
else
    fail "make p34 in the fresh clone"
    tail -20 "$TMP/make.log" | sed 's/^/    make: /'
fi

git -C "$CLONE" status --porcelain >"$TMP/status" 2>&1
if [ ! -s "$TMP/status" ]; then
    pass "git status --porcelain is empty after make p34"
else
    fail "git status --porcelain after make p34 lists files"
    sed 's/^/    /' "$TMP/status" | head -20
fi

# make test, as a newcomer runs it after make p34, here a slice of it (the
# whole of it runs in .ci/run's fresh clone): it passes and leaves no file
# behind either.
SLICE="build/tests/unit_tests tests/test-cli.sh tests/test-workflow.sh"
start=$(date +%s.%N)
(cd "$CLONE" && P34_SUITES="$SLICE" timeout -k 5 900 make test >"$TMP/test.log" 2>&1)
RC=$?
took=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.0f", b - a }')
if [ "$RC" -eq 0 ] && grep -qE '^total: [0-9]+ passed, 0 failed' "$TMP/test.log"; then
    pass "make test (P34_SUITES=\"$SLICE\") in the fresh clone (${took} s wall, load $(cut -d' ' -f1 /proc/loadavg)): $(grep '^total:' "$TMP/test.log")"
else
    fail "make test (a slice) in the fresh clone: exit $RC"
    grep -E '^(not ok|!!|==|total)' "$TMP/test.log" | grep -B1 -E '^(not ok|!!|total)' | head -20 | sed 's/^/    /'
fi
git -C "$CLONE" status --porcelain >"$TMP/status" 2>&1
if [ ! -s "$TMP/status" ]; then
    pass "git status --porcelain is empty after make test"
else
    fail "git status --porcelain after make test lists files"
    sed 's/^/    /' "$TMP/status" | head -20
fi

cd "$CLONE"
if [ "$(id -u)" -eq 0 ]; then
    run ./p34 --reduction
    expect_rc 1 "as root in a 0700 clone: ./p34 --reduction (the stub)"
    expect_text out "Testing Cluster-Wide Reduction" "as root: the stub's report is printed"
    expect_text out "not written" "as root: the report shows the stub's unwritten output"
    no_text err "cannot run any kernel|cannot start the kernel runner" "as root: the runner starts"
    run ./p34 --all --solution
    expect_rc 0 "as root in a 0700 clone: ./p34 --all --solution"
    expect_text out "4/4|4 of 4" "as root: --all --solution passes every puzzle"
else
    skip "root in a 0700 clone: this test is not run as root"
    skip "root: the stub's report"
    skip "root: --all --solution"
fi

make -s clean >/dev/null 2>&1
if [ -z "$(git status --porcelain --ignored 2>/dev/null)" ]; then
    pass "make clean leaves nothing behind (git status --ignored is empty)"
else
    fail "make clean leaves files behind"
    git status --porcelain --ignored | head -10 | sed 's/^/    /'
fi
cd "$ROOT"

summary fresh-clone
