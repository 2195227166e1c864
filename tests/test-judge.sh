#!/usr/bin/env bash
# tests/test-judge.sh - the judge and its runner: kernels run in their own
# process (build/p34-runner), what they print is captured and bounded, a
# kernel that crashes, hangs or floods costs only its own puzzle, the runner
# runs under limits (and as nobody with --user nobody, which scripts/grade
# passes when it runs as root), and scripts/grade
# scores such submissions fairly, with a seed drawn at grading time.
# Simulator backend; no GPU needed (tests/test-gpu.sh and scripts/verify-gpu
# do the same on a GPU).
#
#   bash tests/test-judge.sh     "ok - ..." lines, then "judge: N passed, ..."
set -u
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

# json_check FILE PYTHON-EXPR DESCRIPTION: loads FILE as JSON into `d` and
# passes when the expression is true (a document that does not parse fails).
json_check() {
    if python3 - "$1" "$2" <<'PY' >"$TMP/json.log" 2>&1; then
import json, sys
d = json.load(open(sys.argv[1]))
p = {x["name"]: x for x in d.get("puzzles", [])}
ok = eval(sys.argv[2])
sys.exit(0 if ok else 1)
PY
        pass "$3"
    else
        fail "$3"
        sed 's/^/    /' "$TMP/json.log" | tail -5
        head -c 600 "$1" | sed 's/^/    json: /'
    fi
}

# Every fixture runs on the simulator: simulator-only builds (no nvcc compile
# of the fixture) in this suite's own folder, seeded with the main build's
# objects (tests/lib.sh seed_sim_build).
JB=build/test-judge
fixture() {  # fixture NAME: builds it; sets P to its judge
    P=$JB/fixtures/$1/p34
    seed_sim_build "$JB"
    if make -s NVCC= BUILD="$JB" PBUILD="$JB/fixtures/$1" BIN="$P" PROBLEM="tests/fixtures/$1.cu" "$P" \
        >"$TMP/build-$1.log" 2>&1; then
        return 0
    fi
    fail "build tests/fixtures/$1.cu"
    tail -20 "$TMP/build-$1.log" | sed 's/^/    make: /'
    return 1
}

# ---------------------------------------------------------------------------
# Two programs: the judge links no kernel code.

if make -s p34 >"$TMP/make.log" 2>&1; then
    pass "make p34 builds the judge and the runner"
else
    fail "make p34"
    tail -20 "$TMP/make.log"
fi
if [ -x build/p34-runner ]; then
    pass "the runner is build/p34-runner"
else
    fail "no build/p34-runner after make p34"
fi
nm -C p34 >"$TMP/nm.txt" 2>&1
if [ -s "$TMP/nm.txt" ] && ! grep -qE 'p34_(sim|gpu)_(problem|solution|run)|cluster_collective_operations|last_block_reduction|cuda|__tsan' "$TMP/nm.txt"; then
    pass "./p34 holds no kernel table, backend or CUDA symbol (nm)"
else
    fail "./p34 links kernel or backend code"
    grep -E 'p34_(sim|gpu)|cluster_|cuda|__tsan' "$TMP/nm.txt" | head -5
fi
if nm -C build/p34-runner 2>/dev/null | grep -q 'p34_sim_problem'; then
    pass "the runner holds the kernel tables"
else
    fail "build/p34-runner holds no p34_sim_problem"
fi

run env P34_RUNNER=/nonexistent/p34-runner ./p34 --reduction --sim
expect_rc 3 "a missing runner: exit 3"
expect_text err "make p34" "a missing runner: the message says to run make p34"
run env P34_RUNNER=/nonexistent/p34-runner ./p34 --all --json
expect_rc 3 "a missing runner with --json: exit 3"
json_check "$TMP/out" 'd["exit_code"] == 3 and "missing" in d["error"] and d["puzzles"] == []' \
    "a missing runner with --json: one document naming the error, no puzzle judged"

# A runner that never answers is stopped by the judge's own deadline.
cat >"$TMP/silent-runner" <<'EOF'
#!/bin/sh
exec sleep 600
EOF
chmod 755 "$TMP/silent-runner"
chmod a+rx "$TMP"
start=$(date +%s)
run env P34_RUNNER="$TMP/silent-runner" P34_RUNNER_GRACE=1 ./p34 --reduction --sim --timeout 1
took=$(($(date +%s) - start))
expect_rc 4 "a runner that never answers: exit 4"
expect_text err "no answer within" "a silent runner: the message says it gave no answer"
if [ "$took" -lt 30 ]; then
    pass "a silent runner is stopped within its deadline (${took}s)"
else
    fail "a silent runner took ${took}s"
fi
if pgrep -f "$TMP/silent-runner" >/dev/null 2>&1; then
    fail "the silent runner is still alive after the judge ended"
    pkill -9 -f "$TMP/silent-runner"
else
    pass "no runner outlives the judge"
fi

# ---------------------------------------------------------------------------
# Kernel output is captured and shown, and never breaks --json.

if fixture judge_printf; then
    run "$P" --reduction --sim
    expect_rc 0 "debug printf: the solutions still pass"
    expect_text out "^Kernel output \(printf on the CPU simulator" "debug printf: the report has a heading for kernel output"
    expect_text out "^  \| cluster_collective_operations: block 3 starting" "debug printf: the printed lines are in the report"
    run "$P" --all --sim --json
    expect_rc 0 "debug printf: --all --json exit 0"
    json_check "$TMP/out" 'd["passed"] == 4 and all("block 0 starting" in p[n]["kernel_output"] for n in p)' \
        "debug printf: --json parses and carries each puzzle's kernel output"
fi

if fixture judge_flood; then
    start=$(date +%s)
    run "$P" --all --sim --json
    took=$(($(date +%s) - start))
    expect_rc 1 "printf flood: exit 1 (its own puzzle fails)"
    json_check "$TMP/out" 'p["reduction"]["exit_code"] == 1 and p["reduction"]["kernel_output_truncated"] and p["reduction"]["kernel_output_bytes"] > 5000000 and len(p["reduction"]["kernel_output"].encode()) <= 65536 and all(p[n]["passed"] for n in ("coordination", "advanced", "last-block"))' \
        "printf flood: only --reduction fails; 64 KiB kept, the rest counted"
    size=$(wc -c <"$TMP/out")
    if [ "$size" -lt 1048576 ]; then pass "printf flood: --json is ${size} bytes (< 1 MiB)"; else fail "printf flood: --json is $size bytes"; fi
    if [ "$took" -lt 60 ]; then pass "printf flood: done in ${took}s"; else fail "printf flood took ${took}s"; fi
    run "$P" --reduction --sim
    expect_text out "lines shown" "printf flood: the report shows a bounded part and says so"
fi

# ---------------------------------------------------------------------------
# A crash, an abort or a hang costs only its own puzzle.

if fixture judge_wild_pointer; then
    run "$P" --all --sim --json
    expect_rc 5 "wild pointer: exit 5"
    json_check "$TMP/out" 'p["reduction"]["exit_code"] == 5 and all(p[n]["passed"] for n in ("coordination", "advanced", "last-block"))' \
        "wild pointer: --reduction faults, the other three pass"
fi

if slow "a failed device assert is a fault (tests/fixtures/judge_assert.cu)"; then
if fixture judge_assert; then
    run "$P" --all --sim --json
    expect_rc 5 "failed device assert: exit 5"
    json_check "$TMP/out" 'p["reduction"]["exit_code"] == 5 and "assert(size < 0)" in p["reduction"]["message"] and "judge_assert.cu:18:5" in p["reduction"]["message"] and "block 0 thread 0" in p["reduction"]["message"] and "SIGABRT" not in p["reduction"]["message"] and all(p[n]["passed"] for n in ("coordination", "advanced", "last-block"))' \
        "failed assert: a fault naming the assertion, FILE:LINE:COL and the thread (no abort); the rest pass"
fi
fi

if fixture judge_hang; then
    start=$(date +%s)
    run "$P" --all --sim --json --timeout 2
    took=$(($(date +%s) - start))
    expect_rc 4 "spin-forever hang: exit 4"
    json_check "$TMP/out" 'p["reduction"]["exit_code"] == 4 and all(p[n]["passed"] for n in ("coordination", "advanced", "last-block"))' \
        "hang: --reduction times out, the puzzles after it still run and pass"
    if [ "$took" -lt 30 ]; then pass "hang: done in ${took}s"; else fail "hang took ${took}s"; fi
fi

# ---------------------------------------------------------------------------
# --draw: the runner returns the simulator's picture; the judge writes it.

run ./p34 --reduction --solution --draw "$TMP/reduction.svg"
expect_rc 0 "--draw: the run still passes"
if [ -s "$TMP/reduction.svg" ] && grep -q '<svg' "$TMP/reduction.svg" && grep -q 'output\[0\]' "$TMP/reduction.svg"; then
    pass "--draw: the picture is written and names output[0]"
else
    fail "--draw: no picture in $TMP/reduction.svg"
fi
if [ "$(tail -1 "$TMP/out")" = "Picture of this run: $TMP/reduction.svg" ]; then
    pass "--draw: the report's last line names the file"
else
    fail "--draw: last line is '$(tail -1 "$TMP/out")'"
fi
if [ -x $JB/fixtures/judge_hang/p34 ]; then
    run $JB/fixtures/judge_hang/p34 --reduction --sim --timeout 1 --draw "$TMP/hang.svg"
    expect_rc 4 "--draw on a hanging kernel: exit 4"
    if [ -s "$TMP/hang.svg" ] && grep -q '<svg' "$TMP/hang.svg"; then
        pass "--draw: a run stopped by the watchdog still draws"
    else
        fail "--draw: no picture of the hanging run"
    fi
fi
run ./p34 --all --draw "$TMP/all.svg"
expect_rc 2 "--draw with --all is a usage error"
run ./p34 --reduction --solution --sim --draw /nonexistent/dir/x.svg
expect_rc 2 "--draw to a path that cannot be written: a usage error (exit 2)"
expect_text err "cannot write /nonexistent/dir/x.svg" "--draw: an unwritable path is named on stderr"

# ---------------------------------------------------------------------------
# Limits on the runner; root runs kernels as itself unless --user NAME.

# runner_proc ARGS...: starts the judge_hang fixture's judge with ARGS, copies
# its runner's /proc limits and status to $TMP/limits and $TMP/status.
runner_proc() {
    rm -f "$TMP/limits" "$TMP/status"
    $JB/fixtures/judge_hang/p34 --reduction --sim --timeout 8 "$@" >/dev/null 2>&1 &
    local judge=$! runner_pid= ok=1
    for _ in $(seq 1 100); do
        runner_pid=$(pgrep -P "$judge" 2>/dev/null | head -1)
        [ -n "$runner_pid" ] && [ -r "/proc/$runner_pid/limits" ] &&
            grep -q -- '--serve' "/proc/$runner_pid/cmdline" 2>/dev/null && break
        sleep 0.05
    done
    if [ -n "$runner_pid" ] && cp "/proc/$runner_pid/limits" "$TMP/limits" 2>/dev/null &&
        cp "/proc/$runner_pid/status" "$TMP/status" 2>/dev/null; then
        ok=0
    fi
    kill "$judge" 2>/dev/null
    wait "$judge" 2>/dev/null
    return $ok
}

if [ -n "${P:-}" ] && [ -x $JB/fixtures/judge_hang/p34 ]; then
    if runner_proc; then
        grep -qE '^Max core file size +0 +0' "$TMP/limits" &&
            pass "runner: no core dumps" || fail "runner: core dumps allowed: $(grep core "$TMP/limits")"
        grep -qE '^Max file size +67108864' "$TMP/limits" &&
            pass "runner: files capped at 64 MiB" || fail "runner: file size: $(grep 'file size' "$TMP/limits")"
        grep -qE '^Max cpu time +[0-9]+ ' "$TMP/limits" &&
            pass "runner: CPU time is limited" || fail "runner: cpu: $(grep cpu "$TMP/limits")"
        grep -qE '^Max address space +[0-9]+ ' "$TMP/limits" &&
            pass "runner (simulator only): address space is limited" || fail "runner: address space: $(grep 'address space' "$TMP/limits")"
        uid=$(awk '/^Uid:/ {print $3}' "$TMP/status")
        if [ "$uid" = "$(id -u)" ]; then
            pass "without --user the runner runs as the user who ran ./p34 (uid $uid)"
        else
            fail "without --user the runner runs as uid $uid, not $(id -u)"
        fi
    else
        fail "could not find the runner process of a running judge"
    fi
    if [ "$(id -u)" -eq 0 ]; then
        # nobody must reach the runner: a copy in $TMP (readable by all), as
        # this clone may sit in a private folder (mktemp -d is 0700).
        mkdir -p "$TMP/for-nobody"
        cp $JB/fixtures/judge_hang/p34-runner "$TMP/for-nobody/p34-runner"
        chmod -R a+rX "$TMP/for-nobody"
        if P34_RUNNER="$TMP/for-nobody/p34-runner" runner_proc --user nobody; then
            uid=$(awk '/^Uid:/ {print $3}' "$TMP/status")
            if [ "$uid" = "$(id -u nobody)" ]; then
                pass "run as root with --user nobody, the runner runs as nobody (uid $uid)"
            else
                fail "run as root with --user nobody, the runner runs as uid $uid"
            fi
            grep -qE '^Max processes +256 ' "$TMP/limits" &&
                pass "runner as nobody: at most 256 processes" || fail "runner: processes: $(grep processes "$TMP/limits")"
            grep -qE '^Max core file size +0 +0' "$TMP/limits" &&
                pass "runner as nobody: no core dumps either" || fail "runner as nobody: core dumps allowed"
        else
            fail "could not find the runner process of a judge run with --user nobody"
        fi
    else
        skip "runner drops to nobody with --user: this test is not run as root"
        skip "runner process count: only set when dropping from root"
        skip "runner as nobody: core dumps"
    fi
fi

if [ "$(id -u)" -eq 0 ]; then
    run ./p34 --reduction --sim --user no-such-user-p34
    expect_rc 3 "--user with an unknown user: exit 3"
    expect_text err "no user 'no-such-user-p34'" "--user unknown: the message names the user"
    run ./p34 --reduction --sim --user root
    expect_rc 3 "--user root is refused"
    # A runner nobody cannot reach: the message says what access it needs.
    mkdir -p "$TMP/private"
    cp build/p34-runner "$TMP/private/p34-runner"
    chmod 700 "$TMP/private"
    run env P34_RUNNER="$TMP/private/p34-runner" ./p34 --reduction --sim --user nobody
    expect_rc 3 "a runner the unprivileged user cannot read: exit 3"
    expect_text err "as user nobody" "unreadable runner: the message names the user and the access needed"
    # Without --user, root runs its own kernels, wherever they are.
    run env P34_RUNNER="$TMP/private/p34-runner" ./p34 --reduction --solution --sim
    expect_rc 0 "root without --user runs a runner in a 0700 folder"
else
    skip "--user and privilege drop: this test is not run as root"
    other=nobody
    [ "$(id -un)" = nobody ] && other=daemon
    run ./p34 --reduction --sim --user "$other"
    expect_rc 3 "--user as a user other than root: exit 3"
    expect_text err "only root can run kernels as another user" "--user without root: says why"
fi

# ---------------------------------------------------------------------------
# scripts/grade: fair scores, bounded results, a seed drawn at grading time.

# grade NAME WANT: grades tests/fixtures/NAME.cu (or a path) on the simulator.
grade() {
    local src=$1 want=$2 name
    name=$(basename "$src" .cu)
    [ -f "$src" ] || src=tests/fixtures/$src.cu
    # One self-contained file, as a learner submits it.
    tests/flatten-fixture "$src" "$TMP/submission-$name.cu" || { fail "flatten $src"; return 1; }
    src=$TMP/submission-$name.cu
    local start took
    start=$(date +%s)
    timeout -k 5 600 scripts/grade "$src" --sim --out "$TMP/$name.json" >"$TMP/grade.out" 2>"$TMP/grade.err"
    RC=$?
    took=$(($(date +%s) - start))
    if [ "$RC" -ne 0 ]; then
        fail "grade $name: exit $RC"
        tail -5 "$TMP/grade.err" "$TMP/grade.out"
        return 1
    fi
    json_check "$TMP/$name.json" "d['score'] == $want" "grade $name: $want/60"
    local size
    size=$(wc -c <"$TMP/$name.json")
    if [ "$size" -lt 1048576 ] && [ "$took" -le 240 ]; then
        pass "grade $name: results.json ${size} bytes, ${took}s"
    else
        fail "grade $name: results.json $size bytes in ${took}s (want < 1 MiB, <= 240 s: a hang or flood must not stall grading)"
    fi
}

if slow "scripts/grade of 8 submissions: printf, flood, wild pointer, hang (as nobody), hard-coded answer, forgers, seeds (tests/test-workflow.sh grades the solutions)"; then
if grade judge_printf 60; then
    json_check "$TMP/judge_printf.json" 'all("block 0 starting" in t["output"] for t in d["tests"] if "standard" in t["name"])' \
        "grade: a debug printf costs nothing and its lines are in each puzzle's output"
fi
if grade judge_flood 45; then
    json_check "$TMP/judge_flood.json" '[t["name"] for t in d["tests"] if t["score"] < t["max_score"]] == ["--reduction: standard input", "--reduction: 5 random inputs"]' \
        "grade: a printf flood costs only --reduction"
fi
grade judge_wild_pointer 45
# A kernel that prints a terminal escape, a fake JSON verdict and invalid UTF-8
# (tests/verdict/grader r15): results.json stays valid, the score follows the
# numbers, and the output shows control characters as '?', as the report does.
if grade vg_printf_escapes 45; then
    json_check "$TMP/vg_printf_escapes.json" 'all("\x1b" not in t["output"] and "?[2J" in t["output"] for t in d["tests"] if t["name"].startswith("--reduction: standard"))' \
        "grade: a kernel's escape sequences reach results.json's output as '?'"
fi

# watch_grade_runners: until killed, appends the uid of every p34-runner
# that a scripts/grade started by this shell runs to $TMP/grade-uids.
watch_grade_runners() {
    local pid p up
    while :; do
        for pid in $(pgrep -f 'p34-runner --serve' 2>/dev/null); do
            case "$(readlink "/proc/$pid/exe" 2>/dev/null)" in */p34-grade.*) ;; *) continue ;; esac
            p=$pid
            for _ in 1 2 3 4 5 6 7 8; do  # runner < p34 < timeout < ( ) < grade < timeout < us
                up=$(awk '{print $4}' "/proc/$p/stat" 2>/dev/null)
                [ -n "$up" ] || break
                if [ "$up" = "$$" ]; then
                    awk '/^Uid:/ {print $3}' "/proc/$pid/status" 2>/dev/null >>"$TMP/grade-uids"
                    break
                fi
                p=$up
            done
        done
        sleep 0.2
    done
}
# Grading a hanging submission leaves time to look at its runner.
: >"$TMP/grade-uids"
watch_grade_runners &
watcher=$!
grade judge_hang 45
kill "$watcher" 2>/dev/null
wait "$watcher" 2>/dev/null
if [ "$(id -u)" -eq 0 ]; then
    uids=$(sort -u "$TMP/grade-uids" 2>/dev/null | tr '\n' ' ')
    if [ "$uids" = "$(id -u nobody) " ]; then
        pass "grading as root runs the runner as nobody (uid ${uids% })"
    else
        fail "grading as root: runner uids seen: '${uids}' (want only $(id -u nobody))"
    fi
else
    skip "grading drops to nobody: this test is not run as root"
fi
if grade judge_standard_answer 55; then
    json_check "$TMP/judge_standard_answer.json" '[t["name"] for t in d["tests"] if t["score"] < t["max_score"]] == ["--reduction: 5 random inputs"] and isinstance(d["extra_data"]["seed"], int)' \
        "grade: a hard-coded standard answer loses its random-input points; the seed is in results.json"
fi
# Forgers: host code in the submission scores 0, naming what was refused.
for forger in forge_host_ctor:forge forge_device_ctor:forge forge_ifdef_p34_sim:forge; do
    name=${forger%%:*}
    what=${forger##*:}
    if grade "$name" 0; then
        json_check "$TMP/$name.json" "'refused' in d['tests'][0]['output'] and '$what' in d['tests'][0]['output']" \
            "grade $name: the results name the refused code"
    fi
done

# Code behind `#ifndef __CUDACC__` is compiled by no build (the simulator
# defines __CUDACC__ as nvcc does): the forger gets the reference's marks.
if grade forge_ifndef_cudacc 60; then
    json_check "$TMP/forge_ifndef_cudacc.json" "all(t['score'] == t['max_score'] and 'forged' not in t['output'] for t in d['tests'])" \
        "grade forge_ifndef_cudacc: its hidden constructor never runs; the real runs are scored"
fi

# Two gradings draw two seeds.
if [ -f "$TMP/judge_printf.json" ] && [ -f "$TMP/judge_standard_answer.json" ]; then
    s1=$(python3 -c "import json; print(json.load(open('$TMP/judge_printf.json'))['extra_data']['seed'])")
    s2=$(python3 -c "import json; print(json.load(open('$TMP/judge_standard_answer.json'))['extra_data']['seed'])")
    if [ -n "$s1" ] && [ "$s1" != "$s2" ]; then
        pass "grade: each grading draws its own seed ($s1, $s2)"
    else
        fail "grade: the same seed twice ($s1, $s2)"
    fi
fi
fi

summary judge
