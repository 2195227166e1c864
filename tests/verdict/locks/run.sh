#!/usr/bin/env bash
# tests/verdict/locks/run.sh [NAME...]: the locks hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" locks "$@"
