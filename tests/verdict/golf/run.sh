#!/usr/bin/env bash
# tests/verdict/golf/run.sh [NAME...]: the golf hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" golf "$@"
