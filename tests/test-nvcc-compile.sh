#!/usr/bin/env bash
# tests/test-nvcc-compile.sh - every kernel file (problems, solutions, test
# fixtures, the correct alternatives of tests/alternatives/) compiles with nvcc for sm_90a as well as for the simulator, so
# the simulator never accepts code that the GPU build would reject (device
# code to PTX: the front end and the device compiler, which is where they differ).
# A fixture marked " * TRUE: build-fail" must be refused instead.
# No GPU needed; skipped (visibly) where nvcc is missing.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
NVCC=${NVCC:-$(command -v nvcc || ls /usr/local/cuda/bin/nvcc 2>/dev/null)}
files="problems/p34.cu solutions/p34.cu $(ls tests/fixtures/*.cu tests/alternatives/*.cu)"
if [ -z "$NVCC" ]; then
    echo "SKIPPED: nvcc not found, so the GPU compile of the kernel files is not checked"
    for _ in $files; do skip "nvcc compile (no nvcc)"; done
    summary nvcc-compile
    exit $?
fi
mkdir -p "$TMP/obj"
# Compile side by side; each job writes NAME.ok or NAME.log.
for f in $files; do echo "$f"; done |
    xargs -P "$(nproc)" -I{} sh -c '
        name=$(echo "{}" | tr / _)
        if scripts/kernel-includes "{}" "$2/obj/$name-includes.h" &&
        "$1" -std=c++17 -arch=compute_90a -ptx -I. -diag-suppress 177,550 \
               -DP34_KERNEL_FILE="\"{}\"" -DP34_KERNEL_INCLUDES="\"$2/obj/$name-includes.h\"" \
               -DP34_TABLE=p34_gpu_problem \
               kernel_table.cu -o "$2/obj/$name.ptx" >"$2/obj/$name.log" 2>&1; then
            # (a file written to be refused may be refused by ptxas, after the
            # PTX: "uses too much shared data"; it gets the sm_90a build too)
            if ! grep -q "^ \* TRUE: build-fail" "{}" ||
                "$1" -std=c++17 -arch=sm_90a -cubin -I. -diag-suppress 177,550 \
                    -DP34_KERNEL_FILE="\"{}\"" -DP34_KERNEL_INCLUDES="\"$2/obj/$name-includes.h\"" \
                    -DP34_TABLE=p34_gpu_problem \
                    kernel_table.cu -o "$2/obj/$name.cubin" >>"$2/obj/$name.log" 2>&1; then
                touch "$2/obj/$name.ok"
            fi
        fi' _ "$NVCC" "$TMP"
for f in $files; do
    name=$(echo "$f" | tr / _)
    # A fixture written to be refused (" * TRUE: build-fail") must be refused.
    if grep -q '^ \* TRUE: build-fail' "$f"; then
        if [ -e "$TMP/obj/$name.ok" ]; then
            fail "$f compiles with nvcc, but it is marked TRUE: build-fail"
        else
            pass "$f is refused by nvcc, as its TRUE: build-fail line says"
        fi
        continue
    fi
    if [ -e "$TMP/obj/$name.ok" ]; then
        pass "$f compiles with nvcc (compute_90a)"
    else
        fail "$f does not compile with nvcc"
        sed 's/^/    /' "$TMP/obj/$name.log" | head -15
    fi
done
summary nvcc-compile
