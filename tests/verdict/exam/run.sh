#!/usr/bin/env bash
# tests/verdict/exam/run.sh [NAME...]: the exam hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" exam "$@"
