#!/usr/bin/env bash
# tests/verdict/ub/gpu.sh [NAME...]: the verdict-ub kernels on a GPU, in one device call
# (docs/verdict-ub.md): builds each kernel file with nvcc (and the simulator) in parallel,
# runs its puzzle with --gpu, and writes $OUT/gpu.tsv (name, puzzle, true verdict, GPU exit
# code, first error or failing line) and $OUT/gpu-out.tar.gz (every run's output).
cd "$(dirname "$0")/../../.." || exit 1
export PATH="$PATH:/usr/local/cuda/bin"
OUTD=${OUT:-/tmp/ub-gpu}
mkdir -p "$OUTD" /tmp/ub-gpu-runs
python3 tests/verdict/gen.py ub build/verdict/ub >/dev/null || exit 1
names=("$@")
[ ${#names[@]} -gt 0 ] || names=($(cut -f1 build/verdict/ub/cases.tsv))
make -s -j"$(nproc)" p34 >"$OUTD/make-p34.log" 2>&1 || { tail -20 "$OUTD/make-p34.log"; exit 1; }
printf '%s\n' "${names[@]}" | xargs -P "$(nproc)" -I{} sh -c \
    'make -s BIN=build/fixtures/ub_{}/p34 PBUILD=build/fixtures/ub_{} PROBLEM=build/verdict/ub/{}.cu build/fixtures/ub_{}/p34 >/tmp/ub-gpu-runs/{}.build 2>&1 || echo "build failed: {}"'
for n in "${names[@]}"; do
    line=$(grep -P "^$n\t" build/verdict/ub/cases.tsv)
    p=$(echo "$line" | cut -f2); t=$(echo "$line" | cut -f3)
    timeout 60 build/fixtures/ub_$n/p34 --$p --gpu --timeout 10 >/tmp/ub-gpu-runs/$n.gpu.out 2>&1
    rc=$?
    first=$(grep -m1 -E 'CUDA error|error:|❌' /tmp/ub-gpu-runs/$n.gpu.out | cut -c1-220)
    printf '%s\t%s\t%s\tgpu %s\t%s\n' "$n" "$p" "$t" "$rc" "$first"
done | tee "$OUTD/gpu.tsv"
tar czf "$OUTD/gpu-out.tar.gz" -C /tmp ub-gpu-runs
