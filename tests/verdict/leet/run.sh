#!/usr/bin/env bash
# tests/verdict/leet/run.sh [NAME...]: the leet hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" leet "$@"
