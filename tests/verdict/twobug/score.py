#!/usr/bin/env python3
"""tests/verdict/twobug/score.py RESULTS.tsv [OUTDIR]: scores run.sh's lines of the twobug hunt:
the exit code on every schedule must be the truth, and the first diagnosis line of every schedule
(OUTDIR, default /tmp/twobug-out: the first `error:` block, else the first ❌ line) must match
the class of an acceptable bug (TWO in cases.py) and, where it names a line of the kernel file,
name that bug's `// CAUSE A` / `// CAUSE B` line (a ❌ value line names no line)."""
import os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
H = os.path.join(ROOT, 'build/verdict/twobug')
OUTD = sys.argv[2] if len(sys.argv) > 2 else '/tmp/twobug-out'
def case(*a, **k): pass
g = {'case': case}
exec(open(os.path.join(HERE, 'cases.py')).read(), g)
TWO = g['TWO']
truth = {l.split('\t')[0]: l.split('\t')[2] for l in open(os.path.join(H, 'cases.tsv'))}
def first_block(path):
    try:
        lines = open(path, errors='replace').read().split('\n')
    except OSError:
        return ''
    for i, l in enumerate(lines):
        if ': error: ' in l:
            blk = [l]
            for m in lines[i + 1:]:
                if m.startswith('  '): blk.append(m)
                else: break
            return '\n'.join(blk)
    for l in lines:
        if '❌' in l or 'not written' in l:
            return l
    return ''
tot = dict(n=0, v=0, c=0)
for l in open(sys.argv[1]):
    f = l.rstrip('\n').split('\t')
    if len(f) < 4: continue
    n, rcs = f[0], f[3]
    t = truth[n]
    if t == 'unclear':
        print('%s\tunscored\t%s' % (n, rcs)); continue
    tot['n'] += 1
    want = t.split()[1]
    got = rcs.split()
    vok = bool(got) and all(x.lstrip('d') == want for x in got)
    src = open(os.path.join(H, n + '.cu')).read().split('\n')
    lines = {k: [i + 1 for i, s in enumerate(src) if re.search(r'// CAUSE.*\b%s\b' % k, s)] for k in 'AB'}
    # a bug that is an absence (`// CAUSE B (no reset)`: the statement is missing) has no line of
    # its own; the judge may name the nearest related statement (the ticket), so its line is not checked
    absent = {k for k in 'AB' if any(re.search(r'// CAUSE %s \(no ' % k, s) for s in src)}
    a, b, ok = TWO[n]
    cok = True
    for s in ('forward', 'reverse', 'random:1', 'random:2'):
        blk = first_block(os.path.join(OUTD, '%s.%s.out' % (n, s)))
        named = [int(x) for x in re.findall(r'%s\.cu:(\d+)' % re.escape(n), blk.split('\n')[0] + '\n' + blk)]
        good = False
        for k, rx in (('A', a), ('B', b)):
            if k in ok and re.search(rx, blk) and (not named or k in absent or any(x in lines[k] for x in named)):
                good = True
        cok = cok and good
    tot['v'] += vok; tot['c'] += vok and cok
    print('%s\t%s\t%s\t%s' % (n, 'ok' if vok else 'WRONG', 'ok' if cok else 'WRONG-CAUSE', rcs))
print('scored %d: exit right %d, exit and cause right %d' % (tot['n'], tot['v'], tot['c']))
