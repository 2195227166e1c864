#!/usr/bin/env bash
# tests/verdict/pro/run.sh [NAME...]: the pro hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" pro "$@"
