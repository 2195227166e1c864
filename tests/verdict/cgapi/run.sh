#!/usr/bin/env bash
# tests/verdict/cgapi/run.sh [NAME...]: the cgapi hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" cgapi "$@"
