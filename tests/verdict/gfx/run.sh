#!/usr/bin/env bash
# tests/verdict/gfx/run.sh [NAME...]: the gfx hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" gfx "$@"
