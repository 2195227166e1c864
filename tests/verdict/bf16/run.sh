#!/usr/bin/env bash
# tests/verdict/bf16/run.sh [NAME...]: the bf16 hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" bf16 "$@"
