#!/usr/bin/env bash
# tests/verdict/contract/run.sh [NAME...]: the contract hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" contract "$@"
