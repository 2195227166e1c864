#!/usr/bin/env bash
# tests/verdict/blog/run.sh [NAME...]: the blog hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" blog "$@"
