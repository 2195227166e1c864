#!/usr/bin/env bash
# tests/verdict/litmus/run.sh [NAME...]: the litmus hunt's kernels (tests/verdict/litmus/cases.py,
# docs/verdict-litmus.md) in the simulator on forward, reverse, random:1, random:2
# (tests/verdict/run.sh)
exec "$(dirname "$0")/../run.sh" litmus "$@"
