#!/usr/bin/env bash
# tests/verdict/sched/run.sh [NAME...]: the sched hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" sched "$@"
