#!/usr/bin/env bash
# tests/verdict/simd/run.sh [NAME...]: the simd hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" simd "$@"
