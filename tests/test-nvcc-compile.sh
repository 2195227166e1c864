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
files=${NVCC_COMPILE_FILES:-"problems/p34.cu solutions/p34.cu $(ls tests/fixtures/*.cu tests/alternatives/*.cu)"}
if [ -z "$NVCC" ]; then
    echo "SKIPPED: nvcc not found, so the GPU compile of the kernel files is not checked"
    for _ in $files; do skip "nvcc compile (no nvcc)"; done
    summary nvcc-compile
    exit $?
fi
# The whole kernels.h for every file: a build that leaves headers out (scripts/nvcc-kernel)
# compiles again with them where it fails, so a file builds exactly where this does.
export P34_LEAN_HEADERS=0
mkdir -p "$TMP/obj"
# Batches: nvcc's front end spends nearly all of a file's 2-3 s of CPU on the
# CUDA headers, so files whose #include <...> lines are the same (the same
# header written by scripts/kernel-includes) are compiled up to 16 in one
# translation unit, each in a namespace of its own with its own kernel table,
# as kernel_table.cu does for one. No file sees another's headers (only the
# same group's), names (namespaces) or macros (#pragma push_macro/pop_macro
# around each file, for every name the file #defines or #undefs). A batch that
# fails is compiled again file by file, so a failure always names its own
# file; files marked TRUE: build-fail, and those with #pragma (but unroll),
# extern "C" or #line, are always compiled alone.
for f in $files; do
    scripts/kernel-includes "$f" "$TMP/obj/$(echo "$f" | tr / _)-includes.h" 2>>"$TMP/obj/includes.log" ||
        echo "$f" >>"$TMP/obj/alone"
done
python3 - "$TMP/obj" $files <<'PY'
import re, sys, os
obj, files = sys.argv[1], sys.argv[2:]
alone = set(open(os.path.join(obj, 'alone')).read().split()) if os.path.exists(os.path.join(obj, 'alone')) else set()
groups = {}
for f in files:
    if f in alone:
        continue
    text = open(f, encoding='utf-8', errors='replace').read()
    if (re.search(r'^ \* TRUE: build-fail', text, re.M) or
            re.search(r'^\s*#\s*pragma\s+(?!unroll\b)', text, re.M) or
            re.search(r'^\s*#\s*line\b', text, re.M) or re.search(r'extern\s*"C"', text)):
        alone.add(f)
        continue
    name = f.replace('/', '_')
    hdr = open(os.path.join(obj, name + '-includes.h')).read()
    key = '\n'.join(re.findall(r'^#include <[^>]+>', hdr, re.M))
    groups.setdefault(key, []).append((f, name, sorted(set(re.findall(r'^\s*#\s*(?:define|undef)\s+([A-Za-z_]\w*)', text, re.M)))))
n = 0
for key, members in sorted(groups.items()):
    for i in range(0, len(members), 16):
        chunk = members[i:i + 16]
        src = ['#include "%s"' % os.path.join(obj, chunk[0][1] + '-includes.h'), '#include "kernels.h"']
        for j, (f, name, macros) in enumerate(chunk):
            ns = 'p34_nvb_%d' % j
            src += ['#pragma push_macro("%s")' % m for m in macros]
            src += ['namespace %s {' % ns, '#include "%s"' % os.path.abspath(f), '}']
            src += ['#pragma pop_macro("%s")' % m for m in macros]
            src.append('extern "C" const p34_kernel_table %s_table = {"%s", &%s::cluster_coordination_basics, '
                       '&%s::cluster_collective_operations, &%s::advanced_cluster_patterns, &%s::last_block_reduction};'
                       % (ns, f, ns, ns, ns, ns))
        open(os.path.join(obj, 'batch%d.cu' % n), 'w').write('\n'.join(src) + '\n')
        open(os.path.join(obj, 'batch%d.files' % n), 'w').write('\n'.join(f for f, _, _ in chunk) + '\n')
        n += 1
open(os.path.join(obj, 'alone'), 'w').write(''.join(f + '\n' for f in sorted(alone)))
PY
ls "$TMP/obj"/batch*.cu 2>/dev/null |
    xargs -P "$(nproc)" -I{} sh -c '
        b=$(basename "{}" .cu)
        if "$1" -std=c++17 -arch=compute_90a -ptx -I. -diag-suppress 177,550 "{}" -o "$2/obj/$b.ptx" >"$2/obj/$b.log" 2>&1; then
            for f in $(cat "$2/obj/$b.files"); do touch "$2/obj/$(echo "$f" | tr / _).ok"; done
        else
            cat "$2/obj/$b.files" >>"$2/obj/alone"
            touch "$2/obj/$b.failed"
        fi' _ "$NVCC" "$TMP"
batches=$(ls "$TMP/obj"/batch*.cu 2>/dev/null | wc -l)
batched=$(cat "$TMP/obj"/batch*.files 2>/dev/null | wc -l)
echo "# $batched files in $batches batches ($(ls "$TMP/obj"/batch*.failed 2>/dev/null | wc -l) failed, their files compiled again one by one); $(sort -u "$TMP/obj/alone" | wc -l) compiled alone in all"
# One file at a time, side by side; each job writes NAME.ok or NAME.log.
sort -u "$TMP/obj/alone" |
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
