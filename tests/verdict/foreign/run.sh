#!/usr/bin/env bash
# tests/verdict/foreign/run.sh [NAME...]: the foreign hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" foreign "$@"
