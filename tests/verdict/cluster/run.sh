#!/usr/bin/env bash
# tests/verdict/cluster/run.sh [NAME...]: the cluster hunt's kernels in the simulator on forward,
# reverse, random:1 and random:2 (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" cluster "$@"
