#!/usr/bin/env bash
# One device call: the kernels of the verdict hunts named (tests/verdict/NAME,
# written by tests/verdict/gen.py) and the kernel files listed in $1, judged on the
# GPU with scripts/verify-verdict-gpu; then each hunt kernel's true verdict
# (cases.tsv) against --sim, --gpu and the default mode.
#   scripts/device-run2.sh FILELIST HUNT...
set -u
cd "$(dirname "$0")/.."
list=$1; shift
o=/tmp/vvo; mkdir -p $o
files=$(cat "$list")
for h in "$@"; do
    python3 tests/verdict/gen.py $h build/verdict/$h >/dev/null || exit 1
    files="$files $(ls build/verdict/$h/*.cu)"
done
export P34_VV_TEST=0 P34_VV_TIMES=0 P34_VV_FILES="$files"
timeout ${P34_VV_LIMIT:-480} scripts/verify-verdict-gpu $o > $o/run.log 2>&1
echo "verify-verdict-gpu exit $?" >> $o/run.log
python3 - $o/verdicts.tsv "$@" > $o/truth.txt <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1]), delimiter="\t"))
n = agree_sim = agree_gpu = agree_def = 0
for h in sys.argv[2:]:
    truth = {l.split("\t")[0]: l.split("\t")[1:3] for l in open(f"build/verdict/{h}/cases.tsv")}
    for r in rows:
        if not r["file"].startswith(f"build/verdict/{h}/") or r["sim_first"] is None:
            continue
        k = r["file"].rsplit("/", 1)[1][:-3]
        if k not in truth or truth[k][0] != r["puzzle"]:
            continue
        t = truth[k][1]
        want = "0" if t == "pass" else t.split()[-1] if t.startswith("fail") else None
        if want is None:
            continue
        n += 1
        ok = [r["sim_rc"] == want, r["gpu_rc"] == want, r["default_rc"] == want]
        agree_sim += ok[0]; agree_gpu += ok[1]; agree_def += ok[2]
        if not all(ok):
            print(f"  {h}/{k} --{r['puzzle']}: true {t}; sim {r['sim_rc']}, gpu {r['gpu_rc']}, default {r['default_rc']}: {r['gpu_first'][:80]}")
print(f"hunt kernels {n}: --sim true on {agree_sim}, --gpu on {agree_gpu}, default on {agree_def}")
PY
tar -czf "$OUT/vv.tar.gz" -C /tmp vvo
cat $o/summary.txt; tail -1 $o/truth.txt
