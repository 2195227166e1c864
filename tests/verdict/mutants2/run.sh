#!/usr/bin/env bash
# tests/verdict/mutants2/run.sh [NAME...]: the mutants2 hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" mutants2 "$@"
