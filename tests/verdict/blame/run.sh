#!/usr/bin/env bash
# tests/verdict/blame/run.sh [NAME...]: the blame hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" blame "$@"
