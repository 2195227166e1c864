#!/usr/bin/env bash
# tests/verdict/attempts/run.sh [NAME...]: the attempts hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" attempts "$@"
