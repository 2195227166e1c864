#!/usr/bin/env bash
# tests/verdict/llm/run.sh [NAME...]: the llm hunt's kernels in the simulator (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" llm "$@"
