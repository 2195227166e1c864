#!/usr/bin/env bash
# tests/test-cli.sh - the command line of ./p34, on any machine.
source "$(dirname "$0")/lib.sh"
P34="$ROOT/p34"

run "$P34" --help
expect_rc 0 "--help"
expect_text out "--coordination" "--help lists the puzzles"
expect_text out "--solution" "--help lists --solution"
expect_text out "4  a kernel did not finish" "--help lists the exit codes"

run "$P34"
expect_rc 2 "no puzzle is a usage error"
expect_text err "no puzzle given" "no puzzle: says so on stderr"

run "$P34" --reduction --frobnicate
expect_rc 2 "an unknown flag is a usage error"
expect_text err "unknown option '--frobnicate'" "unknown flag: names it"
no_text err "did you mean" "a flag like no other gets no suggestion"

run "$P34" --reductoin
expect_rc 2 "a mistyped puzzle is a usage error"
expect_text err "unknown option '--reductoin': did you mean --reduction\\?" "--reductoin: suggests --reduction"
run "$P34" --reduction --sollution
expect_text err "did you mean --solution\\?" "--sollution: suggests --solution"
run "$P34" --reduction --timout=5
expect_text err "did you mean --timeout\\?" "--timout=5: suggests --timeout"
run "$P34" last-block
expect_text err "did you mean --last-block\\?" "a puzzle without its dashes: suggests the flag"

run "$P34" --reduction --timeout abc
expect_rc 2 "a bad --timeout is a usage error"

run "$P34" --reduction --schedule=sideways
expect_rc 2 "a bad --schedule is a usage error"

if has_gpu; then
    skip "GPU-less behaviour of --gpu (this machine has a GPU)"
else
    run "$P34" --reduction --gpu
    expect_rc 3 "--reduction --gpu without a usable GPU"
    expect_text err "cannot run --reduction on the GPU: (no NVIDIA driver|the NVIDIA driver is older|no CUDA GPU|this p34 was built without nvcc)" \
        "--gpu without a GPU names what is missing"
    expect_text err "compute capability 9.0|built without nvcc" "--gpu without a GPU names what is needed"
    expect_text err "was not run" "--gpu without a GPU says the puzzle was not run"
    no_text out "passed" "--gpu without a GPU prints no verdict"

    run "$P34" --last-block --gpu
    expect_rc 3 "--last-block --gpu without a usable GPU"

    run env P34_BENCH=/nonexistent/p34-bench "$P34" --bench
    expect_rc 3 "--bench without a built benchmark"
    expect_text err "make bench" "--bench without a built benchmark says to run make bench"
fi

# The edit loop, on a private copy of the learner's file (no test touches
# problems/p34.cu): a binary older than its kernel file warns that the old
# kernels run, and an edit rebuilds only what depends on that file.
E=build/test-cli-edit
cd "$ROOT"
mkdir -p "$ROOT/$E"
cp "$ROOT/problems/p34.cu" "$ROOT/$E/p34.cu"
emake() { make -C "$ROOT" BIN="$E/p34" PBUILD="$E" PROBLEM="$E/p34.cu" "$@"; }
if emake -s "$E/p34" >"$TMP/make.log" 2>&1; then
    run "$E/p34" --reduction --sim
    no_text err "changed after" "no such warning right after the build"
    # File times can be as coarse as a clock tick: an edit a moment later.
    touch -d "now + 2 seconds" "$ROOT/$E/p34.cu"
    run "$E/p34" --reduction --sim
    expect_text err "$E/p34.cu changed after .* was built, so this run uses the old kernels" \
        "an edited kernel file newer than its binary is reported"
    touch "$ROOT/$E/p34.cu"
    emake -n "$E/p34" >"$TMP/out" 2>"$TMP/err"
    RC=$?
    expect_rc 0 "make -n after editing the kernel file"
    expect_text out "-o $E/sim/problem.o" "editing the kernel file rebuilds the simulator's problem object"
    if grep -q "nvcc found" "$TMP/out" "$TMP/err"; then
        expect_text out "-o $E/gpu/problem.o" "editing the kernel file rebuilds the GPU problem object"
    fi
    no_text out "-o build/(gpu|sim)/solution.o|-o build/gpu/kernels.o|-o build/host/|-o build/sim/runtime.o" \
        "editing the kernel file rebuilds nothing else"
else
    fail "build of a private copy of problems/p34.cu"; sed 's/^/    /' "$TMP/make.log" | tail -20
fi

# Without nvcc the Makefile says so and plans a simulator-only build.
make -n -C "$ROOT" NVCC= BUILD="$TMP/nonvcc" BIN="$TMP/nonvcc/p34" "$TMP/nonvcc/p34" >"$TMP/out" 2>&1
RC=$?
expect_rc 0 "make -n NVCC= (no CUDA compiler)"
expect_text out "nvcc not found: building a simulator-only ./p34" "without nvcc the Makefile says it builds simulator-only"
no_text out "nvcc -|cudart" "without nvcc nothing is compiled or linked with CUDA"

summary cli
