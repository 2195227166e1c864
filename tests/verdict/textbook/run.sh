#!/usr/bin/env bash
# tests/verdict/textbook/run.sh [NAME...]: the textbook hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" textbook "$@"
