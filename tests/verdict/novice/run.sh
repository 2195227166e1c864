#!/usr/bin/env bash
# tests/verdict/novice/run.sh [NAME...]: the novice hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" novice "$@"
