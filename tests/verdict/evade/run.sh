#!/usr/bin/env bash
# tests/verdict/evade/run.sh [NAME...]: the evade hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" evade "$@"
