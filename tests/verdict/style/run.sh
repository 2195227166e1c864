#!/usr/bin/env bash
# tests/verdict/style/run.sh [NAME...]: the style hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" style "$@"
