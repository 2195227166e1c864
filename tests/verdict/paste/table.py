#!/usr/bin/env python3
"""table.py BEFORE.tsv AFTER.tsv NVCC.tsv: the verdict-paste table (markdown) from
build/verdict/paste/cases.tsv and run.sh's result lines (name, puzzle, truth, exit codes on
forward reverse random:1 random:2, first diagnosis). A kernel not in AFTER.tsv was not rerun:
the fixes do not touch it ("= before")."""
import os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
def load(f):
    res = {}
    for line in open(f):
        p = line.rstrip('\n').split('\t')
        if len(p) >= 4:
            res[p[0]] = (p[3].strip(), p[4] if len(p) > 4 else '')
    return res
def short(r):
    if not r:
        return 'not run'
    codes, why = r
    why = re.sub(r'build/verdict/paste/', '', why)
    if codes.startswith('BUILD'):
        return 'build stops: ' + (why[:150] if why else '(see the checker above)')
    c = why.split(': error: ', 1)[1] if ': error: ' in why else ('wrong value' if re.search(r'❌|expected|nan|Failed', why) else '')
    c = c.split(':')[0][:60] if c != 'wrong value' else c
    return 'exit ' + '/'.join(codes.split()) + (' (' + c + ')' if c else '')
cases = [l.rstrip('\n').split('\t') for l in open(os.path.join(ROOT, 'build/verdict/paste/cases.tsv'))]
before, after = load(sys.argv[1]), load(sys.argv[2])
nv = {}
for line in open(sys.argv[3]):
    p = line.rstrip('\n').split('\t')
    if len(p) >= 2:
        nv[p[0]] = ('builds' if p[1] == 'ok' else 'refused: ' + re.sub(r'^.*?error: ', '', p[2])[:70]) + \
                   ('' if p[1] != 'ok' or len(p) < 3 or not p[2] else ' (' + p[2][:120] + ')')
print('| file | puzzle | true verdict | reason / citation | nvcc sm_90a | p34 before | p34 after |')
print('| --- | --- | --- | --- | --- | --- | --- |')
for name, puzzle, truth, reason in cases:
    print('| %s | %s | %s | %s | %s | %s | %s |' % (name, puzzle, truth, reason.replace('|', '\\|'),
          nv.get(name, 'not run').replace('|', '\\|'), short(before.get(name)).replace('|', '\\|'),
          short(after[name]).replace('|', '\\|') if name in after else '= before'))
