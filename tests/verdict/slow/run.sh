#!/usr/bin/env bash
# tests/verdict/slow/run.sh [NAME...]: the slow hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" slow "$@"
