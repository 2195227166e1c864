#!/usr/bin/env bash
# tests/verdict/port/run.sh [NAME...]: the port hunt's kernels in the simulator (tests/verdict/run.sh);
# then tests/verdict/causes.py port RESULTS.tsv checks each first diagnosis against the true cause
exec "$(dirname "$0")/../run.sh" port "$@"
