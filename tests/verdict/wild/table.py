#!/usr/bin/env python3
"""tests/verdict/wild/table.py CASES.TSV BEFORE.TSV AFTER.TSV - the table of docs/verdict-wild.md:
one row per kernel (cases.tsv from gen.py; BEFORE/AFTER: run.sh's lines, or name, exit codes, cause)."""
import sys
def load(p, cols):
    rows = {}
    for line in open(p, encoding='utf-8'):
        f = line.rstrip('\n').split('\t')
        if len(f) >= 2 and f[0].startswith('w'):
            rows[f[0]] = f
    return rows
cases = load(sys.argv[1], 5)
before = load(sys.argv[2], 3)
after = load(sys.argv[3], 5)
def codes(f, i):
    return f[i].replace('  ', ' ').strip() if f and len(f) > i else '-'
def cause(f, i):
    c = f[i] if f and len(f) > i else ''
    c = c.replace('build/verdict/wild/', '').replace('|', '\\|')
    return c[:140] if c else '(no diagnosis: wrong numbers)' if codes(f, i - 1)[:1] not in ('0', '-') else ''
print('| kernel | puzzle | idiom from | true verdict, reason (written before the run) | p34 before | p34 after | first diagnosis (after) |')
print('| --- | --- | --- | --- | --- | --- | --- |')
for n, c in cases.items():
    b, a = before.get(n), after.get(n)
    print('| %s | %s | %s | **%s**: %s | %s | %s | %s |' % (n, c[1], c[4].replace('|', '\\|'), c[2], c[3].replace('|', '\\|'),
          codes(b, 1), codes(a, 3), cause(a, 4)))
