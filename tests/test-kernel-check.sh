#!/usr/bin/env bash
# tests/test-kernel-check.sh - kernel files may hold device code only:
# scripts/check-kernel-file refuses host code (constructors, host functions,
# static objects, code hidden behind #ifdef P34_SIM /
# __CUDA_ARCH__, inline asm the simulator build does not rewrite) with its
# name and FILE:LINE; `make p34` stops on
# it; every real kernel file passes; without nvcc make warns and goes on, and
# scripts/grade refuses to grade (exit 3); grade scores a forger 0.
# Needs nvcc for most checks (skipped, visibly, without it).
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
CHECK=scripts/check-kernel-file
NVCC=${NVCC-$(command -v nvcc || ls /usr/local/cuda/bin/nvcc 2>/dev/null)}
export NVCC
KB=build/kernel-check-test   # this suite's own build folders

# forger NAME WHAT PATTERN: the refusal names WHAT (a symbol or the hidden
# text) and FILE:LINE of the line matching PATTERN in the fixture.
declare -A WHAT=(
    [forge_host_ctor]='forge\(\)'
    [forge_device_ctor]='forge_dev\(\)'
    [forge_ifdef_p34_sim]='compiled by simulator but not by nvcc-host and nvcc-device'
    [forge_ifndef_cuda_arch]='host code in a kernel file: `p34_gpu_problem_kernels::forge\(\)`'
    [forge_host_function]='host_helper\(int\)'
    [forge_static_object]='static constructor'
    [forge_inline_asm]='inline assembly \(`asm`\) in tests/fixtures/forge_inline_asm.h, a file the kernel file includes'
)
# where the refused line is, when not in the fixture itself
declare -A IN=(
    [forge_inline_asm]=tests/fixtures/forge_inline_asm.h
)
declare -A LINE=(
    [forge_host_ctor]='void forge\(void\)'
    [forge_device_ctor]='void forge_dev\(\)'
    [forge_ifdef_p34_sim]='void forge\(void\)'
    [forge_ifndef_cuda_arch]='void forge\(void\)'
    [forge_host_function]='int host_helper'
    [forge_static_object]='::printf'
    [forge_inline_asm]='asm volatile'
)

if [ -z "$NVCC" ]; then
    echo "SKIPPED: nvcc not found: the host-code check cannot be made"
    for _ in "${!WHAT[@]}"; do skip "kernel check of a forger (no nvcc)"; done
else
    # 1. Every forger is refused by the checker, naming the thing and its line.
    # (the fast tier checks one forger; each check compiles the file with nvcc)
    forgers=$(printf '%s\n' "${!WHAT[@]}" | sort)
    slow "the kernel check of the other $(($(wc -w <<<"$forgers") - 1)) forgers" || forgers=forge_host_ctor
    for name in $forgers; do
        f=tests/fixtures/$name.cu
        if [ ! -f "$f" ]; then fail "$f is missing"; continue; fi
        at=${IN[$name]:-$f}
        line=$(grep -nE -- "${LINE[$name]}" "$at" | head -1 | cut -d: -f1)
        if [ "$name" = forge_static_object ]; then
            # Which line of the constructor a static object's code maps to
            # depends on the host compiler (gcc 12: the printf, gcc 13: the
            # exit): any line of the Forger type and object will do.
            first=$(grep -n 'struct Forger' "$f" | cut -d: -f1)
            last=$(grep -n 'static Forger forger' "$f" | cut -d: -f1)
            line="($(seq -s '|' "$first" "$last"))"
        fi
        run "$CHECK" "$f"
        expect_rc 1 "$name: the checker refuses it"
        expect_text err "$at:$line: refused: .*${WHAT[$name]}" "$name: the refusal names ${WHAT[$name]//\\/} at $at:$line"
    done

    # 1a. Code behind `#ifndef __CUDACC__` is compiled by no build (the
    #     simulator defines __CUDACC__ as nvcc's passes do): nothing to refuse.
    if slow "forge_ifndef_cudacc: code no build compiles passes the check (an nvcc compile)"; then
        run "$CHECK" tests/fixtures/forge_ifndef_cudacc.cu
        expect_rc 0 "forge_ifndef_cudacc: the hidden code is compiled by no build, the check passes"
    fi

    # 1b. Inline PTX in the kernel file itself passes when the simulator
    # build can rewrite it (tests/fixtures/ptx_*.cu pass in 3. below); an
    # instruction the simulator does not run, or asm goto, is refused with
    # the rewrite's message and line, as the simulator build refuses it.
    sed 's|^    cluster_sync();  // all four|    asm volatile("cp.async.bulk.commit_group;" ::: "memory");\n&|' \
        solutions/p34.cu >"$TMP/asm_unsupported.cu"
    line=$(grep -n 'cp.async.bulk' "$TMP/asm_unsupported.cu" | cut -d: -f1)
    run "$CHECK" --only source "$TMP/asm_unsupported.cu"
    expect_rc 1 "inline PTX the simulator does not run: refused"
    expect_text err "asm_unsupported.cu:$line: refused: p34 simulator: PTX instruction \`cp.async.bulk.commit_group\` is not supported" \
        "the refusal names the instruction and its line"
    sed 's|^    cluster_sync();  // all four|    asm goto("" :::: done); done:\n&|' solutions/p34.cu >"$TMP/asm_goto.cu"
    run "$CHECK" --only source "$TMP/asm_goto.cu"
    expect_rc 1 "asm goto: refused"
    expect_text err "refused: p34 simulator: \`asm goto\` is not supported" "the refusal says asm goto"

    # 2. make p34 stops on a forger, with the checker's message.
    stoppers="forge_host_ctor forge_ifdef_p34_sim"
    slow "make p34 stops on a second forger" || stoppers=forge_host_ctor
    for name in $stoppers; do
        run make -s BIN="$KB/$name/p34" PBUILD="$KB/$name" PROBLEM="tests/fixtures/$name.cu" p34
        if [ "$RC" -ne 0 ]; then pass "$name: make p34 fails (exit $RC)"; else fail "$name: make p34 succeeded"; fi
        # (the simulator build names a host function first: scripts/kernel-host-code)
        expect_text err "(check-kernel-file: tests/fixtures/$name.cu:[0-9]+: refused|tests/fixtures/$name.cu:[0-9]+: error: refused: host code in a kernel file)" "$name: make shows the refusal"
        if [ -e "$KB/$name/p34" ] || [ -e "$KB/$name/p34-runner" ]; then
            fail "$name: a binary was built anyway"
        else
            pass "$name: no binary was built"
        fi
    done

    # 3. Every real kernel file passes (solutions, problems, fixtures).
    # (side by side: each compiles its own nvcc object)
    # (not the forgers, nor a fixture nvcc refuses on purpose: " * TRUE: build-fail", nor one
    # that nvcc builds and this check refuses on purpose: " * TRUE: check-refused", below)
    files=$(ls problems/p34.cu solutions/p34.cu tests/fixtures/*.cu | grep -v '/forge_' |
            while read -r f; do grep -qE '^ \* TRUE: (build-fail|check-refused)' "$f" || echo "$f"; done)
    # (the fast tier: problems/ and solutions/ alone, each with the object
    # that make p34 built for it, as make's own check does)
    objects=
    if ! slow "the kernel check of every fixture (an nvcc compile of each)"; then
        files="problems/p34.cu solutions/p34.cu"
        [ -e build/gpu/problem.o ] && [ -e build/gpu/solution.o ] && objects=1
    fi
    mkdir -p "$TMP/ok"
    printf '%s\n' $files | xargs -P "$(nproc)" -I{} sh -c '
        n=$(echo "{}" | tr / _)
        case "$3:{}" in
        1:problems/p34.cu) set -- "$1" "$2" --object build/gpu/problem.o --table p34_gpu_problem ;;
        1:solutions/p34.cu) set -- "$1" "$2" --object build/gpu/solution.o --table p34_gpu_solution ;;
        *) set -- "$1" "$2" ;;
        esac
        c=$1 t=$2; shift 2
        timeout 300 "$c" "$@" "{}" >"$t/ok/$n.log" 2>&1; echo $? >"$t/ok/$n.rc"' _ "$CHECK" "$TMP" "$objects"
    for f in $files; do
        n=$(echo "$f" | tr / _)
        if [ "$(cat "$TMP/ok/$n.rc")" = 0 ]; then
            pass "$f passes the kernel check"
        else
            fail "$f: refused or not checked (exit $(cat "$TMP/ok/$n.rc"))"
            sed 's/^/    /' "$TMP/ok/$n.log" | head -10
        fi
    done

    # 3b. A fixture that nvcc builds but whose host pass holds host code (" * TRUE:
    #     check-refused": a __device__ variable with a constructor gets a host shadow with a
    #     load-time constructor) is refused by the check, naming it.
    if slow "the kernel check of the check-refused fixtures"; then
        for f in $(grep -lE '^ \* TRUE: check-refused' tests/fixtures/*.cu); do
            RUN_TIMEOUT=300 run "$CHECK" "$f"
            if [ "$RC" -ne 0 ] && grep -q "refused: host code in a kernel file" "$TMP/err" "$TMP/out"; then
                pass "$f is refused by the kernel check (host code), as its TRUE: check-refused line says"
            else
                fail "$f: want the kernel check to refuse it as host code, got exit $RC"
            fi
        done
    fi

    # 4. The check on an object make already built (its time is shown, not
    #    judged: a timed assertion fails on a busy machine; scripts/bench-build
    #    measures build times).
    obj=$(ls build/gpu/solution.o 2>/dev/null)
    if [ -n "$obj" ]; then
        start=$(date +%s%N)
        run "$CHECK" --table p34_gpu_solution --object "$obj" solutions/p34.cu
        ms=$(( ($(date +%s%N) - start) / 1000000 ))
        expect_rc 0 "the check of solutions/p34.cu with make's object passes"
        echo "# the check took ${ms} ms"
    else
        skip "timing: build/gpu/solution.o not built"
    fi

    # 4b. A kernel file's #include <...> headers are opened before the kernel
    #     namespace (scripts/kernel-includes): the host code that they bring
    #     (<iostream>'s initialiser here; NVTX with <cub/cub.cuh>) is theirs
    #     and passes, while the same file's own static constructor is refused.
    if slow "the kernel check with a header that brings host code"; then
    printf '#include "kernels.h"\n#include <iostream>\n#include "%s/solutions/p34.cu"\n' "$ROOT" \
        >"$TMP/header_host_code.cu"
    run "$CHECK" "$TMP/header_host_code.cu"
    expect_rc 0 "#include <iostream>: the header's own static initialiser is not the kernel file's"
    { cat "$TMP/header_host_code.cu"; printf 'static int forged = ::printf("forged");\n'; } \
        >"$TMP/header_host_code_forged.cu"
    run "$CHECK" "$TMP/header_host_code_forged.cu"
    expect_rc 1 "#include <iostream> plus a static initialiser of the file's own: refused"
    expect_text err "refused: host code in a kernel file" "it says why"
    fi

    # 5. grade scores the host-constructor forger 0, with the checker's message.
    # (tests/test-judge.sh grades forgers too)
    if slow "grade scores a forger 0"; then
    tests/flatten-fixture tests/fixtures/forge_host_ctor.cu "$TMP/forge_host_ctor.cu"
    run scripts/grade "$TMP/forge_host_ctor.cu" --sim --repeat 0 --out "$TMP/results.json"
    expect_rc 0 "grade of forge_host_ctor.cu writes results"
    if python3 - "$TMP/results.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
out = "\n".join(t["output"] for t in r["tests"])
sys.exit(0 if r["score"] == 0 and ("check-kernel-file:" in out or "host code in a kernel file" in out) and "refused" in out and "forge()" in out else 1)
PY
    then pass "grade: score 0 and the checker's message in results.json"
    else fail "grade: forger not scored 0 with the message"; head -c 2000 "$TMP/results.json" | sed 's/^/    /'
    fi
    fi
fi

# 6. Without nvcc: the checker cannot check (exit 3 with --require, a warning
# without), grade refuses to grade, make warns and builds.
NVCC= run "$CHECK" --require solutions/p34.cu
expect_rc 3 "without nvcc, check-kernel-file --require cannot check"
expect_text err "nvcc not found" "it says why"
NVCC= run "$CHECK" solutions/p34.cu
expect_rc 0 "without nvcc and --require, it warns and passes"
expect_text err "NOT checked for host code" "the warning says the file was not checked"
NVCC= run scripts/grade solutions/p34.cu --sim --repeat 0 --out "$TMP/r2.json"
expect_rc 3 "without nvcc, grade refuses to grade"
expect_text err "cannot grade here: .*nvcc" "grade says why"
if [ -e "$TMP/r2.json" ]; then fail "grade wrote results anyway"; else pass "grade wrote no results"; fi
NVCC=/nonexistent/nvcc run scripts/grade solutions/p34.cu --sim --repeat 0 --out "$TMP/r3.json"
expect_rc 3 "with a missing nvcc, grade refuses to grade"

# (its own simulator-only build, seeded with the main build's objects; the
# check's stamps are new in each PBUILD, so the warning always shows)
seed_sim_build "$KB/sim-build"
timeout -k 5 600 make -s -j2 NVCC= BUILD="$KB/sim-build" PBUILD="$KB/sim-only" \
    BIN="$KB/sim-only/p34" p34 >"$TMP/out" 2>"$TMP/err"
RC=$?
expect_rc 0 "make NVCC= p34 builds"
expect_text err "NOT checked for host code" "make NVCC= warns that the kernel files were not checked"
if [ -x "$KB/sim-only/p34" ]; then pass "the simulator-only binary exists"; else fail "no simulator-only binary"; fi

summary kernel-check
