#!/usr/bin/env bash
# tests/verdict/legacy/run.sh [NAME...]: the legacy hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" legacy "$@"
