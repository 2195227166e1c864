#!/usr/bin/env bash
# tests/verdict/mojo/run.sh [NAME...]: the mojo hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" mojo "$@"
