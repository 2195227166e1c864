#!/usr/bin/env bash
# tests/verdict/progress/run.sh [NAME...]: the progress hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" progress "$@"
