#!/usr/bin/env bash
# tests/verdict/ub/run.sh [NAME...]: the ub hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" ub "$@"
