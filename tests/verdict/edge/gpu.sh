#!/usr/bin/env bash
# tests/verdict/edge/gpu.sh [NAME...]: the verdict-edge kernels on a GPU, in one device call
# (docs/verdict-edge.md): builds each kernel file with nvcc (and the simulator) in parallel,
# runs its puzzle with --gpu, and writes $OUT/gpu.tsv (name, puzzle, true verdict, GPU exit
# code, first error or failing line) and $OUT/gpu-out.tar.gz (every run's output).
cd "$(dirname "$0")/../../.." || exit 1
export PATH="$PATH:/usr/local/cuda/bin"
OUTD=${OUT:-/tmp/edge-gpu}
mkdir -p "$OUTD" /tmp/edge-gpu-runs
python3 tests/verdict/gen.py edge build/verdict/edge >/dev/null || exit 1
names=("$@")
[ ${#names[@]} -gt 0 ] || names=($(cut -f1 build/verdict/edge/cases.tsv))
make -s -j"$(nproc)" p34 >"$OUTD/make-p34.log" 2>&1 || { tail -20 "$OUTD/make-p34.log"; exit 1; }
printf '%s\n' "${names[@]}" | xargs -P "$(nproc)" -I{} sh -c \
    'make -s BIN=build/fixtures/edge_{}/p34 PBUILD=build/fixtures/edge_{} PROBLEM=build/verdict/edge/{}.cu build/fixtures/edge_{}/p34 >/tmp/edge-gpu-runs/{}.build 2>&1 || echo "build failed: {}"'
for n in "${names[@]}"; do
    line=$(grep -P "^$n\t" build/verdict/edge/cases.tsv)
    p=$(echo "$line" | cut -f2); t=$(echo "$line" | cut -f3)
    timeout 60 build/fixtures/edge_$n/p34 --$p --gpu --timeout 10 >/tmp/edge-gpu-runs/$n.gpu.out 2>&1
    rc=$?
    first=$(grep -m1 -E 'CUDA error|error:|❌' /tmp/edge-gpu-runs/$n.gpu.out | cut -c1-220)
    printf '%s\t%s\t%s\tgpu %s\t%s\n' "$n" "$p" "$t" "$rc" "$first"
done | tee "$OUTD/gpu.tsv"
tar czf "$OUTD/gpu-out.tar.gz" -C /tmp edge-gpu-runs
