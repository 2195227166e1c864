#!/usr/bin/env bash
# tests/verdict/hints/run.sh [NAME...]: the hints hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" hints "$@"
