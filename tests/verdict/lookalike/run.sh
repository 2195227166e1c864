#!/usr/bin/env bash
# tests/verdict/lookalike/run.sh [NAME...]: the lookalike hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" lookalike "$@"
