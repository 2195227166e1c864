#!/usr/bin/env bash
# tests/verdict/pyport/run.sh [NAME...]: the pyport hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" pyport "$@"
