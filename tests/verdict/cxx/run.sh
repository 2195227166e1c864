#!/usr/bin/env bash
# tests/verdict/cxx/run.sh [NAME...]: the cxx hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" cxx "$@"
