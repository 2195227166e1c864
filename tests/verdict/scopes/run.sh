#!/usr/bin/env bash
# tests/verdict/scopes/run.sh [NAME...]: the scopes hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" scopes "$@"
