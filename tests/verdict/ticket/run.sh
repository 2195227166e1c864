#!/usr/bin/env bash
# tests/verdict/ticket/run.sh [NAME...]: the ticket hunt's kernels in the simulator, the
# default run (dN) included (tests/verdict/run.sh)
VERDICT_DEFAULT=1 exec "$(dirname "$0")/../run.sh" ticket "$@"
