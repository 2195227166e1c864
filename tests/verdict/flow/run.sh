#!/usr/bin/env bash
# tests/verdict/flow/run.sh [NAME...]: the flow hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" flow "$@"
