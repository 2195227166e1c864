#!/usr/bin/env bash
# tests/verdict/interview/run.sh [NAME...]: the interview hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" interview "$@"
