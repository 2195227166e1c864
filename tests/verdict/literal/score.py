#!/usr/bin/env python3
"""tests/verdict/literal/score.py RESULT.tsv: scores the literal hunt's run (tests/verdict/run.sh
output) against its truths: exit codes on all four schedules, the first diagnosis line's cause
(the case's regular expression) and line (the `// CAUSE` marker, when the line is named), and a
passing kernel's `: warning:` lines (/tmp/literal-out/*.out), each listed for review."""
import os, re, sys
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
H = os.path.join(ROOT, 'build', 'verdict', 'literal')
OUTD = os.environ.get('LITERAL_OUT', '/tmp/literal-out')
truths = {l.split('\t')[0]: l.split('\t')[2] for l in open(os.path.join(H, 'cases.tsv'))}
causes = {}
for l in open(os.path.join(H, 'causes.tsv')):
    n, c, line = l.rstrip('\n').split('\t')
    causes[n] = (c, int(line))
def first_block(n, first):
    """the first diagnosis line and the indented lines under it, from the run that printed it"""
    for s in ('forward', 'reverse', 'random:1', 'random:2'):
        f = os.path.join(OUTD, '%s.%s.out' % (n, s))
        if not os.path.exists(f):
            continue
        lines = open(f, errors='replace').read().split('\n')
        for i, l in enumerate(lines):
            if ': error: ' in l and l.split(': error: ')[1][:60] in first:
                out = [l]
                for k in lines[i + 1:]:
                    if not k.startswith('  '):
                        break
                    out.append(k)
                return '\n'.join(out)
    return first
dis = 0; scored = 0
for l in open(sys.argv[1]):
    p = l.rstrip('\n').split('\t')
    n, puzzle, truth, codes = p[:4]
    truth = truths.get(n, truth)  # the truth as cases.py says now (corrections: docs/verdict-literal.md)
    first = p[4] if len(p) > 4 else ''
    if truth == 'unclear':
        print('UNCLEAR\t%s\t%s\t%s' % (n, codes, first[:150])); continue
    scored += 1
    want = '0' if truth == 'pass' else truth.split()[1]
    got = codes.split()
    why = []
    if any(g != want for g in got):
        why.append('exit %s, truth %s' % ('/'.join(got), want))
    if truth != 'pass':
        c, line = causes[n]
        if c and not re.search(c, first):
            why.append('cause not /%s/' % c)
        m = re.search(r'%s\.cu:(\d+)' % re.escape(n), first)
        # a race or a divergence has two sites: the marked line may be either the first line's or
        # one its diagnosis names (the indented lines under it)
        if line and m and int(m.group(1)) != line and \
                '%s.cu:%d' % (n, line) not in first_block(n, first):
            why.append('line %s, marked %d' % (m.group(1), line))
    else:
        warns = set()
        for s in ('forward', 'reverse', 'random:1', 'random:2'):
            f = os.path.join(OUTD, '%s.%s.out' % (n, s))
            if os.path.exists(f):
                warns |= {w.strip()[:160] for w in open(f, errors='replace') if ': warning:' in w}
        if warns:
            why.append('warnings: ' + ' || '.join(sorted(warns))[:400])
    if why:
        dis += 1
        print('DISAGREE\t%s\t%s\t%s\t%s' % (n, truth, '; '.join(why), first[:200]))
print('scored %d, disagreements %d' % (scored, dis))
