#!/usr/bin/env bash
# tests/verdict/compose/run.sh [NAME...]: the compose hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" compose "$@"
