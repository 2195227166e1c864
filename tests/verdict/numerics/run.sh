#!/usr/bin/env bash
# tests/verdict/numerics/run.sh [NAME...]: the numerics hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" numerics "$@"
