#!/usr/bin/env python3
"""tests/verdict/table.py HUNT BEFORE.tsv AFTER.tsv: the table (markdown) of docs/verdict-HUNT.md from
build/verdict/HUNT/cases.tsv (tests/verdict/gen.py) and two runs' result lines of tests/verdict/run.sh
(name, puzzle, truth, exit codes on forward reverse random:1 random:2, first diagnosis), before and
after the hunt's fixes. (Hunts whose table has other columns keep a table.py of their own.)"""
import os, re, sys
if len(sys.argv) != 4:
    sys.exit('usage: tests/verdict/table.py HUNT BEFORE.tsv AFTER.tsv')
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HUNT = sys.argv[1]
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
cases = [l.rstrip('\n').split('\t') for l in open(os.path.join(ROOT, 'build', 'verdict', HUNT, 'cases.tsv'))]
before, after = load(sys.argv[2]), load(sys.argv[3])
print('| file | puzzle | true verdict | reason / citation | p34 before | p34 after |')
print('| --- | --- | --- | --- | --- | --- |')
for name, puzzle, truth, reason in cases:
    print('| %s | %s | %s | %s | %s | %s |' % (name, puzzle, truth, reason.replace('|', '\\|'),
          short(before.get(name)), short(after.get(name))))
