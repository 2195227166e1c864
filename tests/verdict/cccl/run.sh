#!/usr/bin/env bash
# tests/verdict/cccl/run.sh [NAME...]: the cccl hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" cccl "$@"
