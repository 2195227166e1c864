#!/usr/bin/env bash
# tests/verdict/twobug/run.sh [NAME...]: the twobug hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" twobug "$@"
