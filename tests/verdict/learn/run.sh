#!/usr/bin/env bash
# tests/verdict/learn/run.sh [NAME...]: the learn hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" learn "$@"
