#!/usr/bin/env bash
# tests/verdict/edge/run.sh [NAME...]: the edge hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" edge "$@"
