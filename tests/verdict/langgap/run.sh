#!/usr/bin/env bash
# tests/verdict/langgap/run.sh [NAME...]: the langgap hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" langgap "$@"
