# tests/lib.sh - a small TAP harness for the shell test suites.
# Source it, call pass/fail/skip (or the expect_* helpers), and end with
# `summary NAME`, which prints the TAP plan "1..N" and then
# "NAME: N passed, N failed, N skipped, N deferred", and returns non-zero on
# a failure. The output is TAP (numbered "ok"/"not ok" lines, "# SKIP"
# directives, diagnostics indented), so `prove -j2 --timer tests/test-*.sh`
# runs the suites in parallel and times each one.

PASSED=0
FAILED=0
SKIPPED=0
DEFERRED=0
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
TMP=$(mktemp -d "${TMPDIR:-/tmp}/p34-test.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

TESTS=0
pass() { PASSED=$((PASSED + 1)); TESTS=$((TESTS + 1)); echo "ok $TESTS - $*"; }
fail() { FAILED=$((FAILED + 1)); TESTS=$((TESTS + 1)); echo "not ok $TESTS - $*"; }
skip() { SKIPPED=$((SKIPPED + 1)); TESTS=$((TESTS + 1)); echo "ok $TESTS - $* # SKIP"; }
# built WHAT: a step that makes something for later checks (a fixture's
# build): shown, never counted as a check; a failed build is a failure.
built() { echo "# built: $*"; }

# run CMD...: runs with stdout in $TMP/out, stderr in $TMP/err, status in $RC.
# A hard 120 s cap (timeout) makes sure no test can hang the suite.
run() {  # (RUN_TIMEOUT=S run ...: a longer limit, for a whole build and grading)
    timeout -k 5 "${RUN_TIMEOUT:-120}" "$@" >"$TMP/out" 2>"$TMP/err"
    RC=$?
}

# expect_rc WANT DESCRIPTION: checks $RC, showing the output on failure.
expect_rc() {
    if [ "$RC" -eq "$1" ]; then
        pass "$2 (exit $RC)"
    else
        fail "$2: exit $RC, want $1"
        sed 's/^/    out: /' "$TMP/out" | head -20
        sed 's/^/    err: /' "$TMP/err" | head -20
    fi
}

# expect_text FILE PATTERN DESCRIPTION: grep -E PATTERN in $TMP/FILE.
expect_text() {
    if grep -qE -- "$2" "$TMP/$1"; then
        pass "$3"
    else
        fail "$3: /$2/ not in std$1"
        sed "s/^/    $1: /" "$TMP/$1" | head -20
    fi
}

# no_text FILE PATTERN DESCRIPTION
no_text() {
    if grep -qE -- "$2" "$TMP/$1"; then
        fail "$3: /$2/ found in std$1"
        sed "s/^/    $1: /" "$TMP/$1" | head -20
    else
        pass "$3"
    fi
}

# build_fixture NAME: builds tests/fixtures/NAME.cu as the problem set of
# build/fixtures/NAME/p34, sharing every other object with the main build.
build_fixture() {
    local name=$1
    make -s -C "$ROOT" BIN="build/fixtures/$name/p34" PBUILD="build/fixtures/$name" \
        PROBLEM="tests/fixtures/$name.cu" "build/fixtures/$name/p34" \
        >"$TMP/build-$name.log" 2>&1
}

# seed_sim_build DIR: a simulator-only build (make NVCC= BUILD=DIR) differs
# from the main build only in its runner's GPU objects: copies the main
# build's host, runner and simulator objects into DIR (those newer than DIR's,
# with their times), so that make there compiles only what differs and links.
seed_sim_build() {
    local sub
    for sub in host runner sim; do
        ls "$ROOT/build/$sub"/*.o >/dev/null 2>&1 || continue
        mkdir -p "$ROOT/$1/$sub"
        cp -pu "$ROOT/build/$sub"/*.o "$ROOT/$1/$sub/"
    done
}

# has_gpu: true when a GPU can run cluster kernels here (scripts/gpu-specs).
has_gpu() {
    "$ROOT/p34" --gpu-info >/dev/null 2>&1
}

# slow DESCRIPTION: guards a costly block of checks. True in the full tier
# (`make test-all`, and whenever a suite is run by hand); in `make test`
# (P34_TIER=fast) the block is left for `make test-all`, and counted and named
# as deferred, never as passed or skipped.
slow() {
    [ "${P34_TIER:-all}" = fast ] || return 0
    DEFERRED=$((DEFERRED + 1))
    TESTS=$((TESTS + 1))
    echo "ok $TESTS - $* # SKIP deferred: runs in make test-all"
    return 1
}

summary() {
    echo "1..$TESTS"
    echo "$1: $PASSED passed, $FAILED failed, $SKIPPED skipped, $DEFERRED deferred"
    [ "$FAILED" -eq 0 ]
}
