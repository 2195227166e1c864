#!/usr/bin/env bash
# tests/verdict/scale/run.sh [NAME...]: the scale hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" scale "$@"
