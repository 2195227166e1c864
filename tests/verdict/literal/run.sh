#!/usr/bin/env bash
# tests/verdict/literal/run.sh [NAME...]: the literal hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" literal "$@"
