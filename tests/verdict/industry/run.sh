#!/usr/bin/env bash
# tests/verdict/industry/run.sh [NAME...]: the industry hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" industry "$@"
