#!/usr/bin/env bash
# tests/verdict/prod/run.sh [NAME...]: the prod hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" prod "$@"
