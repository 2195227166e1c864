#!/usr/bin/env bash
# tests/verdict/review1/run.sh [NAME...]: the review1 hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" review1 "$@"
