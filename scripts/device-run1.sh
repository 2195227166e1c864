#!/usr/bin/env bash
# One device call (docs/verify-verdict-gpu run 5): the files named in
# $1 judged on the H100, then the retry after a hung puzzle.
set -u
cd "$(dirname "$0")/.."
o=/tmp/vvo; mkdir -p $o
export P34_VV_TEST=0 P34_VV_TIMES=0 P34_VV_FILES="$(cat "$1")"
timeout 420 scripts/verify-verdict-gpu $o > $o/run.log 2>&1
echo "verify-verdict-gpu exit $?" >> $o/run.log
timeout 120 scripts/gpu-retry-check build/vv/tests_fixtures_cuda_barrier_count_high_cu/p34 5 > $o/retry.txt 2>&1
echo "gpu-retry-check exit $?" >> $o/retry.txt
tar -czf "$OUT/vv.tar.gz" -C /tmp vvo
cat $o/summary.txt $o/retry.txt
