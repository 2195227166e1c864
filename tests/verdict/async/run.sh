#!/usr/bin/env bash
# tests/verdict/async/run.sh [NAME...]: the async hunt's kernels in the simulator on forward,
# reverse, random:1 and random:2 (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" async "$@"
