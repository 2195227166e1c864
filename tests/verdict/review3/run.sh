#!/usr/bin/env bash
# tests/verdict/review3/run.sh [NAME...]: the review3 hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" review3 "$@"
