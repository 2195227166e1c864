#!/usr/bin/env bash
# tests/verdict/fresh/run.sh [NAME...]: the fresh hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" fresh "$@"
