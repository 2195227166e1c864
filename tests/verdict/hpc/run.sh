#!/usr/bin/env bash
# tests/verdict/hpc/run.sh [NAME...]: the hpc hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" hpc "$@"
