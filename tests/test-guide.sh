#!/usr/bin/env bash
# tests/test-guide.sh - the guide (docs/guide/) stays true and reachable:
#   - every quoted p34 message and every diff matches a live run now
#     (scripts/render-guide --check; it builds tests/guide/*.cu simulator-only);
#   - a tampered quote is caught (the check can fail);
#   - every page exists with its sections, every puzzle page has 3-5 mistakes,
#     each with its diff, message and picture;
#   - every link and picture exists; pictures are <= 1 MiB, PNGs are not
#     blank, and a mistake's picture has its finding in red;
#   - --hint ends with the page's path, --list names the guide, README links it.
#
#   bash tests/test-guide.sh     ends with "guide: N passed, N failed, N skipped"
set -u
source "$(dirname "$0")/lib.sh"
cd "$ROOT" || exit 1
G=docs/guide
P34=./p34
PUZZLES=(coordination reduction advanced last-block)

# ---- the quotes match live runs ---------------------------------------------
# (render-guide builds simulator-only in build/guide: seeded with the main
# build's objects; the fast tier checks one page's quotes)
seed_sim_build build/guide
CHECK_DIR=
min_output=20 min_diff=16
if ! slow "the live quotes of every page (fast tier: reduction.md's)"; then
    mkdir -p "$TMP/one"
    cp "$G/reduction.md" "$TMP/one/"
    CHECK_DIR=$TMP/one min_output=3 min_diff=3
fi
P34_GUIDE_DIR=$CHECK_DIR python3 scripts/render-guide --check >"$TMP/check" 2>"$TMP/check.err"
check_rc=$?
while IFS= read -r line; do
    case "$line" in
        "ok - "*) pass "${line#ok - }" ;;
        "not ok - "*) fail "${line#not ok - }" ;;
        "    "*) echo "$line" ;;
    esac
done <"$TMP/check"
if [ "$check_rc" -eq 0 ] && grep -q '^ok - ' "$TMP/check"; then
    pass "scripts/render-guide --check: every block matches (exit 0)"
else
    fail "scripts/render-guide --check: exit $check_rc"
    sed 's/^/    err: /' "$TMP/check.err" | tail -20
fi
n_output=$(grep -c '^ok - .*: p34-output ' "$TMP/check")
n_diff=$(grep -c '^ok - .*: p34-diff ' "$TMP/check")
if [ "$n_output" -ge "$min_output" ] && [ "$n_diff" -ge "$min_diff" ]; then
    pass "the check covered $n_output quoted messages and $n_diff diffs"
else
    fail "the check covered only $n_output quoted messages and $n_diff diffs"
fi

# A quote that no longer matches must fail the check.
mkdir -p "$TMP/tampered"
sed 's/error: shared-memory data race/error: shared-memory data rice/' "$G/reduction.md" >"$TMP/tampered/reduction.md"
if cmp -s "$G/reduction.md" "$TMP/tampered/reduction.md"; then
    fail "could not tamper with a quote in reduction.md (the race message is not quoted?)"
else
    P34_GUIDE_DIR="$TMP/tampered" python3 scripts/render-guide --check >"$TMP/tcheck" 2>&1
    if [ $? -eq 1 ] && grep -q '^not ok - .*reduction_no_tree_sync.cu --reduction --sim differs' "$TMP/tcheck"; then
        pass "a quote changed by hand fails the check, naming the block"
    else
        fail "a tampered quote was not caught"
        head -20 "$TMP/tcheck" | sed 's/^/    /'
    fi
fi

# Each mistake is solutions/p34.cu with one small change: a few lines, so the
# page's diff shows the mistake and nothing else (fails when the reference
# moves on and a copy is left behind: regenerate the copy from it).
for f in tests/guide/*.cu; do
    changed=$(diff solutions/p34.cu "$f" | grep -c '^[<>]')
    if [ "$changed" -ge 1 ] && [ "$changed" -le 10 ]; then
        pass "$f differs from solutions/p34.cu in $changed lines"
    else
        fail "$f differs from solutions/p34.cu in $changed lines (want 1-10)"
    fi
done

# ---- the pages and their sections -------------------------------------------
for page in README clusters "${PUZZLES[@]}"; do
    if [ -s "$G/$page.md" ]; then pass "$G/$page.md exists"; else fail "$G/$page.md missing"; fi
done
for p in "${PUZZLES[@]}"; do
    f="$G/$p.md"
    [ -s "$f" ] || continue
    missing=
    for h in "## The concept" "## The task" "## What p34 checks" "## The reference run" \
             "## Common mistakes" "## What the H100 measured"; do
        grep -qxF "$h" "$f" || missing="$missing '$h'"
    done
    if [ -z "$missing" ]; then pass "$p.md has every section"; else fail "$p.md lacks$missing"; fi
    grep -q "p34-picture: $p-solution - --$p --solution" "$f" \
        && pass "$p.md shows the reference run's picture" || fail "$p.md: no reference picture"
    # Each mistake (### under Common mistakes) has a diff, a message and a picture.
    awk '/^## Common mistakes/{on=1; next} /^## /{on=0} on' "$f" >"$TMP/mistakes"
    n=$(grep -c '^### ' "$TMP/mistakes")
    nd=$(grep -c 'p34-diff: tests/guide/' "$TMP/mistakes")
    no=$(grep -c 'p34-output: tests/guide/' "$TMP/mistakes")
    np=$(grep -c 'p34-picture: [^ ]* tests/guide/' "$TMP/mistakes")
    if [ "$n" -ge 3 ] && [ "$n" -le 5 ] && [ "$nd" -eq "$n" ] && [ "$no" -eq "$n" ] && [ "$np" -eq "$n" ]; then
        pass "$p.md: $n mistakes, each with its diff, message and picture"
    else
        fail "$p.md: $n mistakes, $nd diffs, $no messages, $np pictures (want 3-5, one of each per mistake)"
    fi
    # A quoted message of a mistake is a failure: its exit status is not 0.
    if awk '/p34-output: tests\/guide/{on=1} on && /^\(exit status /{print; on=0}' "$f" | grep -q 'exit status 0'; then
        fail "$p.md: a mistake's run passed (exit status 0): it shows no mistake"
    else
        pass "$p.md: every mistake's run fails"
    fi
done

# ---- links and pictures -----------------------------------------------------
bad_links=0
for f in "$G"/*.md; do
    while IFS= read -r target; do
        path=${target%%#*}
        [ -n "$path" ] || continue
        case "$path" in http://*|https://*|mailto:*) continue ;; esac
        if [ ! -e "$(dirname "$f")/$path" ]; then
            fail "$f links to $target, which does not exist"
            bad_links=$((bad_links + 1))
        fi
    done < <(grep -oE '\]\([^)]+\)' "$f" | sed -E 's/^\]\((.*)\)$/\1/')
done
[ "$bad_links" -eq 0 ] && pass "every link and picture of the guide exists"

too_big=0
for pic in "$G"/pictures/* "$G"/*.png; do
    [ -e "$pic" ] || continue
    size=$(wc -c <"$pic")
    if [ "$size" -gt 1048576 ]; then fail "$pic is $size bytes (> 1 MiB)"; too_big=$((too_big + 1)); fi
done
[ "$too_big" -eq 0 ] && pass "every picture is at most 1 MiB"

# Each picture marker has its SVG and PNG; a mistake's SVG shows a finding in red.
grep -ho 'p34-picture: [^ ]* [^ ]*' "$G"/*.md | awk '{print $2, $3}' | sort -u >"$TMP/pics"
while read -r name kernel; do
    svg="$G/pictures/$name.svg" png="$G/pictures/$name.png"
    if [ -s "$svg" ] && [ -s "$png" ]; then :; else fail "$name: $svg or $png missing"; continue; fi
    if [ "$kernel" != - ]; then
        grep -q 'stroke="#e03131"' "$svg" && pass "$name.svg draws its finding in red" \
            || fail "$name.svg: no finding drawn in red"
    fi
done <"$TMP/pics"

# Not blank: count the distinct colours in the top 400 rows of every PNG
# (the decoder of tests/test-draw.sh, every other row and pixel; pure Python,
# so only the top, where every picture has its title and findings).
PNGS=$(ls "$G"/pictures/*.png "$G"/*.png)
min_png=20
slow "the colours of every PNG (fast tier: two)" || { PNGS=$(head -2 <<<"$PNGS"); min_png=2; }
python3 - $PNGS >"$TMP/colours" 2>&1 <<'PY'
import struct, sys, zlib
for path in sys.argv[1:]:
    data = open(path, 'rb').read()
    if data[:8] != b'\x89PNG\r\n\x1a\n':
        print(path, 0, 'not-a-png'); continue
    pos, idat, w, h, ctype = 8, b'', 0, 0, 0
    while pos < len(data):
        n, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b'IHDR':
            w, h, depth, ctype = struct.unpack('>IIBB', body[:10])
        elif kind == b'IDAT':
            idat += body
        pos += 12 + n
    bpp = {2: 3, 6: 4}[ctype]
    raw = zlib.decompress(idat)
    stride = w * bpp
    prev = bytearray(stride)
    seen = set()
    for y in range(min(h, 400)):
        f = raw[y * (stride + 1)]
        row = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if f == 1:
            for i in range(bpp, stride): row[i] = (row[i] + row[i - bpp]) & 255
        elif f == 2:
            for i in range(stride): row[i] = (row[i] + prev[i]) & 255
        elif f == 3:
            for i in range(stride):
                a = row[i - bpp] if i >= bpp else 0
                row[i] = (row[i] + (a + prev[i]) // 2) & 255
        elif f == 4:
            for i in range(stride):
                a = row[i - bpp] if i >= bpp else 0
                b = prev[i]
                c = prev[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                row[i] = (row[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        if y % 2 == 0:
            for i in range(0, stride, bpp * 2):
                seen.add(bytes(row[i:i + 3]))
        prev = row
    print(path, len(seen), f'{w}x{h}')
PY
blank=0
while read -r path n size; do
    if [ "${n:-0}" -lt 50 ]; then fail "$path looks blank: $n colours ($size)"; blank=$((blank + 1)); fi
done <"$TMP/colours"
npng=$(wc -l <"$TMP/colours")
[ "$blank" -eq 0 ] && [ "$npng" -ge "$min_png" ] && pass "$npng PNGs checked, none blank (>= 50 colours each)"
[ "$npng" -ge "$min_png" ] || { fail "only $npng PNGs could be read"; head -5 "$TMP/colours"; }

# ---- reachable ---------------------------------------------------------------
for p in "${PUZZLES[@]}"; do
    run "$P34" "--$p" --hint
    last=$(grep -v '^$' "$TMP/out" | tail -1)
    if [ "$RC" -eq 0 ] && grep -qF "docs/guide/$p.md" <<<"$last" && [ -s "$G/$p.md" ]; then
        pass "--$p --hint ends with the guide page docs/guide/$p.md"
    else
        fail "--$p --hint: last line '$last' (exit $RC)"
    fi
done
run "$P34" --list --sim
if [ "$RC" -eq 0 ] && grep -qF "docs/guide/" "$TMP/out"; then pass "--list names the guide"; else fail "--list does not name docs/guide/ (exit $RC)"; fi
if head -20 README.md | grep -qE '\]\(docs/guide/(README\.md)?\)'; then
    pass "README links the guide near the top"
else
    fail "README: no link to docs/guide/ in its first 20 lines"
fi
grep -q 'tests/test-guide.sh' tests/run-all.sh && pass "tests/run-all.sh runs this suite" \
    || fail "tests/run-all.sh does not run tests/test-guide.sh"

summary guide
