#!/usr/bin/env python3
"""tests/verdict/cause/table.py CASES_TSV BEFORE_TSV AFTER_TSV - the Markdown table of
docs/verdict-cause.md: per kernel the bug, the true exit code and cause, and what p34 said
before and after (exit codes on forward, reverse, random:1-3, default; the first line of the
diagnosis, shortened to its class and FILE line)."""
import re, sys

def rows(path):
    out = {}
    for line in open(path, encoding='utf-8'):
        f = line.rstrip('\n').split('\t')
        if len(f) >= 6:
            out[f[0]] = f
    return out

def short(first, name):
    m = re.search(re.escape(name) + r'\.cu:(\d+):\d+: error: (.*)', first)
    if not m:
        if 'not written' in first:
            return 'table: not written'
        if re.search(r': nan \(stored', first):
            return 'table: nan stored (the output line)'
        if '❌' in first:
            return 'table: wrong value'
        return first[:60] or '-'
    line, text = m.group(1), m.group(2)
    text = re.sub(r' by block \d+ thread \d+ at .*', '', text)
    text = re.sub(r'build/verdict/cause/|tests/fixtures/', '', text)
    text = re.sub(r'; on a GPU.*', '', text)
    text = text.replace('|', '\\|')
    if len(text) > 90:
        text = text[:87] + '...'
    return 'L%s %s' % (line, text)

def verdict(f, rc, name):
    if not f:
        return 'not run'
    if f[3] == 'BUILD-FAILED':
        return 'build failed'
    codes = f[3].split()
    same = all(c == rc for c in codes)
    ex = 'exit %s' % rc if same else 'exits %s' % ' '.join(codes)
    return '%s; %s' % (ex, short(f[5], name))

cases, before, after = rows(sys.argv[1]), rows(sys.argv[2]), rows(sys.argv[3])
print('| kernel | bug | true exit, cause (line) | p34 before | p34 after |')
print('| --- | --- | --- | --- | --- |')
for name, c in cases.items():
    _, puzzle, rc, cause, line, bug = c[:6]
    where = ' (L%s)' % line if line != '0' else ''
    print('| %s `--%s` | %s | %s, /%s/%s | %s | %s |' % (
        name, puzzle, bug.replace('|', '\\|'), rc, cause.replace('|', '\\|'), where,
        verdict(before.get(name), rc, name), verdict(after.get(name), rc, name)))
