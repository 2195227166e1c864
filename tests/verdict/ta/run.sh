#!/usr/bin/env bash
# tests/verdict/ta/run.sh [NAME...]: the ta hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" ta "$@"
