#!/usr/bin/env bash
# tests/verdict/nvccgap/run.sh [NAME...]: the nvccgap hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" nvccgap "$@"
