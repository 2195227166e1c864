#!/usr/bin/env bash
# tests/verdict/xlate/run.sh [NAME...]: the xlate hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" xlate "$@"
