#!/usr/bin/env bash
# tests/verdict/debug/run.sh [NAME...]: the debug hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" debug "$@"
