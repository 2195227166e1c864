#!/bin/bash
# docs/perf.md attempt 4: pre-test of combine 1, sweep at 2^16..2^22, final side by side.
set -u
L=$OUT/logs; mkdir -p "$L"
start=$(date +%s)
B=build/bench/p34-bench
nvidia-smi --query-gpu=name,clocks.sm,clocks.mem,power.draw,temperature.gpu,driver_version --format=csv > "$L/gpu.txt" 2>&1
# 1. pre-test: combine 1 at one-cluster and multi-cluster shapes, cluster sizes 2-16,
#    with every check of the table (exact twice + counter, floats, after timing)
PRE="cluster:16:256,4,1,0,0,16,16,0,1;cluster:17:256,4,1,1,0,4,2,0,1;cluster:18:512,4,1,0,0,4,4,0,1;cluster:19:1024,4,1,1,0,4,8,0,1;cluster:20:1024,4,2,0,0,4,16,0,1;cluster:21:256,4,1,1,0,16,16,0,1;cluster:22:512,8,2,1,0,1,8,0,1"
P34_BENCH_CFG="$PRE" timeout 90 $B --min 12 --max 22 --runs 5 > "$L/pretest.txt" 2>&1; pre=$?
echo "pretest rc=$pre ($(( $(date +%s) - start )) s)"
if [ $pre -eq 0 ]; then COMB=0,1; else COMB=0; fi
# 2. sweep (cluster: both combines; last-block: every size)
P34_EXPLORE_STEP=1 P34_EXPLORE_VARIANTS=cluster,last-block P34_EXPLORE_COMBINES=$COMB \
  timeout 220 $B --explore --min 16 --max 22 --runs 10 --csv "$L/explore.csv" > "$L/explore.txt" 2>&1
echo "explore rc=$? ($(( $(date +%s) - start )) s), rows $(wc -l < "$L/explore.csv")"
# 3. winners per size and variant
CFG=$(awk -F, 'NR > 1 && ($2 == "cluster" || $2 == "last-block") && NF >= 14 {
    l = int(log($1) / log(2) + 0.5); k = $2 ":" l
    if (!(k in best) || $11 + 0 < best[k]) { best[k] = $11 + 0
        c[k] = $2 ":" l ":" $3 "," $4 "," $5 "," $6 "," $7 "," $8 "," $9 ",0," $14 } }
    END { for (k in c) printf "%s;", c[k] }' "$L/explore.csv")
echo "$CFG" | tr ';' '\n' | sort > "$L/chosen.txt"
cat "$L/chosen.txt"
# 4. final side by side, all sizes, all variants
P34_BENCH_CFG="$CFG" timeout 150 ./p34 --bench --csv "$L/bench.csv" > "$L/table.txt" 2> "$L/table.err"
echo "bench rc=$? ($(( $(date +%s) - start )) s)"
# 5. repeat for the spread, if time is left
el=$(( $(date +%s) - start ))
if [ $el -lt 320 ]; then
  P34_BENCH_CFG="$CFG" timeout $(( 445 - el )) ./p34 --bench --csv "$L/bench2.csv" > "$L/table2.txt" 2> "$L/table2.err"
  echo "repeat rc=$? ($(( $(date +%s) - start )) s)"
fi
tar czf "$OUT/attempt4.tgz" -C "$OUT" logs && rm -rf "$L"
