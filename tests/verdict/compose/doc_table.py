#!/usr/bin/env python3
"""doc_table.py BEFORE.tsv AFTER.tsv: the markdown table of docs/verdict-compose.md (name, puzzle,
true verdict, p34 before, p34 after, the reason shortened)."""
import os, sys
H = os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../build/verdict/compose')
def load(p):
    d = {}
    for l in open(p):
        f = l.rstrip('\n').split('\t')
        if len(f) >= 4:
            d[f[0]] = (f[3].strip(), f[4] if len(f) > 4 else '')
    return d
b, a = load(sys.argv[1]), load(sys.argv[2])
print('| case | puzzle | true | p34 before | p34 after | reason (shortened) |')
print('| --- | --- | --- | --- | --- | --- |')
for l in open(os.path.join(H, 'cases.tsv')):
    n, p, t, r = l.rstrip('\n').split('\t')
    if 'is wrong:' in r:
        r = r[r.index('stage `') if 'stage `' in r else 0:]
    elif 'Interaction' in r:
        r = r[r.index('Interaction'):]
    elif 'Every stage is correct' in r:
        r = 'correct x correct: ' + r.split('. Every stage')[0]
    r = r.replace('|', '/')
    if len(r) > 230:
        r = r[:227] + '...'
    cls = lambda x: (x[0] + (' ' + x[1].split(': error: ')[-1][:40] if ': error: ' in x[1] else (' ❌' if '❌' in x[1] else ''))).replace('|', '/') if x else '-'
    print('| %s | %s | %s | %s | %s | %s |' % (n, p, t, cls(b.get(n)), cls(a.get(n)), r))
