#!/usr/bin/env bash
# tests/verdict/grader/run.sh [NAME...]: the grader hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" grader "$@"
