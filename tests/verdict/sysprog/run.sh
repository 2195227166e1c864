#!/usr/bin/env bash
# tests/verdict/sysprog/run.sh [NAME...]: the sysprog hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" sysprog "$@"
