#!/usr/bin/env python3
"""tests/verdict/langgap/table.py BEFORE.tsv AFTER.tsv: the table of docs/verdict-langgap.md: each
construct, nvcc 13.0's answer (nvcc.tsv), the true verdict, the simulator before and after the hunt."""
import os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
sys.path.insert(0, os.path.dirname(HERE))
def load(f):
    res = {}
    for line in open(f):
        p = line.rstrip('\n').split('\t')
        if len(p) >= 4:
            res[p[0]] = (p[3].strip(), p[4] if len(p) > 4 else '')
    return res
def short(r, truth):
    if not r:
        return 'not run'
    codes, why = r
    if codes.startswith('BUILD'):
        s = 'refused: ' + re.sub(r'.*?error: (p34 simulator: )?', '', why)[:60]
    else:
        s = 'builds, exit ' + '/'.join(codes.split())
    ok = (truth == 'pass' and codes.startswith('0 0 0 0')) or (truth == 'build-fail' and codes.startswith('BUILD'))
    return s + ('' if ok else ' **(wrong)**')
nv = {}
for l in open(os.path.join(HERE, 'nvcc.tsv')):
    p = l.rstrip('\n').split('\t')
    nv[p[0]] = (p[1], re.sub(r'^.*?error: ', '', p[2]) if len(p) > 2 else '')
cases = [l.rstrip('\n').split('\t') for l in open(os.path.join(ROOT, 'build', 'verdict', 'langgap', 'cases.tsv'))]
before, after = load(sys.argv[1]), load(sys.argv[2])
print('| case | construct | nvcc 13.0 | true verdict | simulator before | simulator after |')
print('| --- | --- | --- | --- | --- | --- |')
for name, puzzle, truth, reason in cases:
    a, e = nv.get(name, ('?', ''))
    n = a + (': ' + e[:90] if e else '')
    print('| %s | %s | %s | %s | %s | %s |' % (name, reason.replace('|', '\\|'), n.replace('|', '\\|'), truth,
          short(before.get(name), truth).replace('|', '\\|'), short(after.get(name), truth).replace('|', '\\|')))
