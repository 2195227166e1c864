#!/usr/bin/env bash
# tests/verdict/dsmem/run.sh [NAME...]: the dsmem hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" dsmem "$@"
