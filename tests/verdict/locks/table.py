#!/usr/bin/env python3
"""table.py BEFORE.tsv AFTER.tsv: the verdict-locks table (markdown) from build/verdict/locks/cases.tsv
and run.sh's result lines (name, puzzle, truth, exit codes on forward reverse random:1 random:2,
first diagnosis)."""
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
    if codes.startswith('BUILD'):
        return 'build fails: ' + re.sub(r'.*error: ', '', why)[:70]
    why = re.sub(r'^/tmp/\S+?\.out:', '', why)
    c = why.split(': error: ', 1)[1] if ': error: ' in why else ('wrong value' if re.search(r'❌|expected|nan|Failed', why) else '')
    c = c.split(':')[0][:60] if c != 'wrong value' else c
    return 'exit ' + '/'.join(codes.split()) + (' (' + c + ')' if c else '')
cases = [l.rstrip('\n').split('\t') for l in open(os.path.join(ROOT, 'build/verdict/locks/cases.tsv'))]
before, after = load(sys.argv[1]), load(sys.argv[2])
print('| file | puzzle | true verdict | reason / citation | p34 before | p34 after |')
print('| --- | --- | --- | --- | --- | --- |')
for name, puzzle, truth, reason in cases:
    print('| %s | %s | %s | %s | %s | %s |' % (name, puzzle, truth, reason.replace('|', '\\|'),
          short(before.get(name)), short(after.get(name))))
