#!/usr/bin/env bash
# tests/verdict/samples/run.sh [NAME...]: the samples hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" samples "$@"
