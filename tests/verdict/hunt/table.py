#!/usr/bin/env python3
"""table.py BEFORE... -- AFTER...: the verdict-hunt table (markdown) from cases.tsv and the
result lines of run.sh / a plain runner (name, puzzle, truth, exit codes, first diagnosis)."""
import os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
args = sys.argv[1:]
cut = args.index('--')
def load(files):
    res = {}
    for f in files:
        for line in open(f):
            parts = line.rstrip('\n').split('\t')
            if len(parts) >= 4 and re.match(r'^[a-z]\d\d_', parts[0]):
                why = parts[4] if len(parts) > 4 else ''
                m = re.match(r'^(/tmp/[^:]+\.out):', why)
                if m and os.path.exists(m.group(1)):  # the run's own output: its first error line
                    errs = [l for l in open(m.group(1), errors='replace') if ': error: ' in l]
                    why = errs[0] if errs else why
                res[parts[0]] = (parts[3], why)
    return res
before, after = load(args[:cut]), load(args[cut + 1:])
def cause(text):
    if ': error: ' not in text:  # no diagnosis: the numbers were wrong
        return 'wrong value' if re.search(r'nan|expected|❌|not written', text) else text[:40]
    t = text.split(': error: ', 1)[-1]
    for pat, short in [(r'watchdog', 'watchdog (hang)'), (r'deadlock', 'deadlock'), (r'missing __threadfence', 'missing __threadfence()'),
                       (r'several threads store|stored by \d+ threads', 'several writers'), (r'data race', 'data race'),
                       (r'counter not reset', 'counter not reset'), (r'exited while', 'peer exited (DSMEM)'),
                       (r'out-of-bounds', 'out of bounds'), (r'divergent barrier', 'divergent barrier'),
                       (r'not in its mask|warp collective', 'warp mask'), (r'read-modify-written|uninitialised', 'uninitialised'),
                       (r'nan|expected|❌|not written', 'wrong value')]:
        if re.search(pat, t):
            return short
    return t[:40]
def verdict(r):
    if not r:
        return 'not run'
    codes = [c.lstrip('d') for c in r[0].split()]
    uniq = sorted(set(codes))
    if uniq == ['0']:
        return 'pass'
    c = cause(r[1]) if r[1] else ''
    return 'exit ' + '/'.join(codes[:4]) + (' (' + c + ')' if c else '')
rows = []
for line in open(os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(HERE))), 'build', 'verdict', 'hunt', 'cases.tsv')):  # gen.py writes it
    name, puzzle, truth, reason = line.rstrip('\n').split('\t')
    rows.append((name, puzzle, truth, reason, verdict(before.get(name)), verdict(after.get(name))))
print('| file | puzzle | true verdict | reason / citation | p34 before | p34 after |')
print('| --- | --- | --- | --- | --- | --- |')
for r in rows:
    print('| %s | %s | %s | %s | %s | %s |' % (r[0], r[1], r[2], r[3].replace('|', '\\|'), r[4], r[5]))
