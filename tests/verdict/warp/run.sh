#!/usr/bin/env bash
# tests/verdict/warp/run.sh [NAME...]: the warp hunt's kernels in the simulator
# (tests/verdict/run.sh; docs/verdict-warp.md)
exec "$(dirname "$0")/../run.sh" warp "$@"
