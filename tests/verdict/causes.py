#!/usr/bin/env python3
"""tests/verdict/causes.py HUNT RESULTS.tsv [OUTDIR]: checks run.sh's result lines of the verdict
hunt HUNT (port, compose, exam: the hunts that score the cause) against the truths of
build/verdict/HUNT/cases.tsv and causes.tsv: the exit code on every schedule; a pass must print no
warning; a refuse must fail to build with the cause in the build log; and for a wrong kernel the
cause: the first diagnosis line of each schedule's output (OUTDIR, default /tmp/HUNT-out: the
first `error:` line, else the first ❌ line) must match the cause's regular
expression, and the `// CAUSE` line must be named on it or in the lines indented under it.
Prints one line per kernel (verdict ok/WRONG/unscored, cause ok/WRONG/-) and the totals."""
import os, re, sys
if len(sys.argv) < 3:
    sys.exit('usage: tests/verdict/causes.py HUNT RESULTS.tsv [OUTDIR]')
HUNT = sys.argv.pop(1)
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
H = os.path.join(ROOT, 'build/verdict', HUNT)
OUTD = sys.argv[2] if len(sys.argv) > 2 else '/tmp/%s-out' % HUNT
truth = {l.split('\t')[0]: l.split('\t')[2] for l in open(os.path.join(H, 'cases.tsv'))}
cause = {}
for l in open(os.path.join(H, 'causes.tsv')):
    n, c, line = l.rstrip('\n').split('\t')
    cause[n] = (c, int(line))

def first_block(path):
    try:
        lines = open(path, errors='replace').read().split('\n')
    except OSError:
        return None
    for i, l in enumerate(lines):
        if ': error: ' in l:
            blk = [l]
            for m in lines[i + 1:]:
                if m.startswith('  '):
                    blk.append(m)
                else:
                    break
            return blk
    for l in lines:
        if '❌' in l or 'not written' in l:
            return [l]
    return ['']

tot = dict(v=0, vok=0, c=0, cok=0)
for l in open(sys.argv[1]):
    f = l.rstrip('\n').split('\t')
    if len(f) < 4:
        continue
    n, puzzle, t, rcs = f[0], f[1], f[2], f[3]
    got = rcs.split()
    if t == 'unclear':
        print('%s\tunscored\t-\t%s' % (n, rcs)); continue
    if t == 'refuse':
        vok = 'BUILD-FAILED' in rcs
        blk = open(os.path.join(OUTD, n + '.build'), errors='replace').read() if vok else ''
        rx, line = cause[n]
        ok = vok and re.search(rx, blk) and (not line or re.search(r'%s\.cu:%d\b' % (re.escape(n), line), blk))
        tot['v'] += 1; tot['vok'] += bool(vok); tot['c'] += 1; tot['cok'] += bool(ok)
        print('%s\t%s\t%s\t%s' % (n, 'ok' if vok else 'WRONG', 'ok' if ok else 'WRONG', rcs)); continue
    want = '0' if t == 'pass' else t.split()[1]
    vok = got and all(g.lstrip('d') == want for g in got) and 'BUILD' not in rcs
    if t == 'pass' and vok:
        # no warning either: a warning on a correct kernel is a false alarm
        for s in ('forward', 'reverse', 'random:1', 'random:2'):
            try:
                # (not p34's "FILE changed after BIN was built" note: after.sh runs binaries built from
                # the same kernel code after gen.py rewrote the files' header comments)
                txt = open(os.path.join(OUTD, '%s.%s.out' % (n, s)), errors='replace').read()
                if any(re.search(r'warning', l, re.I) and 'changed after' not in l for l in txt.split('\n')):
                    vok = False; rcs += ' WARNING(%s)' % s; break
            except OSError:
                pass
    tot['v'] += 1; tot['vok'] += bool(vok)
    cres = '-'
    if t != 'pass':
        rx, line = cause[n]
        ok = True
        for s in ('forward', 'reverse', 'random:1', 'random:2'):
            blk = first_block(os.path.join(OUTD, '%s.%s.out' % (n, s)))
            if blk is None or not re.search(rx, blk[0]) or (line and not re.search(r'%s\.cu:%d\b' % (re.escape(n), line), '\n'.join(blk))):
                ok = False
        tot['c'] += 1; tot['cok'] += ok
        cres = 'ok' if ok else 'WRONG'
    print('%s\t%s\t%s\t%s' % (n, 'ok' if vok else 'WRONG', cres, rcs))
print('verdict %d/%d, cause %d/%d' % (tot['vok'], tot['v'], tot['cok'], tot['c']))
