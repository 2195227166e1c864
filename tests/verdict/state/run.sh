#!/usr/bin/env bash
# tests/verdict/state/run.sh [NAME...]: the state hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" state "$@"
