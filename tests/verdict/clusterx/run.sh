#!/usr/bin/env bash
# tests/verdict/clusterx/run.sh [NAME...]: the clusterx hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" clusterx "$@"
