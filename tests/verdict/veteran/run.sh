#!/usr/bin/env bash
# tests/verdict/veteran/run.sh [NAME...]: the veteran hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" veteran "$@"
