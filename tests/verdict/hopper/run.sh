#!/usr/bin/env bash
# tests/verdict/hopper/run.sh [NAME...]: the hopper hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" hopper "$@"
