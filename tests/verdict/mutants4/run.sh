#!/usr/bin/env bash
# tests/verdict/mutants4/run.sh [NAME...]: the mutants4 hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" mutants4 "$@"
