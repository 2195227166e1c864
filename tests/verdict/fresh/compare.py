#!/usr/bin/env python3
"""tests/verdict/fresh/compare.py RESULTS.tsv: the fresh hunt's scoring of a run.sh output: the four exit
codes against the truth; for a wrong kernel the first diagnosis line against the case's cause regex and
its `// CAUSE` line (a race may name either end: the other end counts when the first error names it
in its next three lines). Reads build/verdict/fresh/causes.tsv and the outputs in /tmp/fresh-out."""
import os, re, sys
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
causes = {l.split('\t')[0]: l.rstrip('\n').split('\t')[1:] for l in open(os.path.join(ROOT, 'build/verdict/fresh/causes.tsv'))}
bad = 0
for l in open(sys.argv[1]):
    p = l.rstrip('\n').split('\t')
    name, puz, truth, codes = p[:4]; first = p[4] if len(p) > 4 else ''
    if truth == 'unclear': print('UNCLEAR', name, codes, first[:150]); continue
    want = '0' if truth == 'pass' else truth.split()[1]
    cs = codes.split()
    why = []
    if any(c != want for c in cs): why.append('codes %s want %s' % (codes, want))
    rx, line = causes.get(name, ['', '0'])
    if truth != 'pass' and rx and not re.search(rx, first): why.append('cause !~ ' + rx)
    if truth != 'pass' and line != '0':
        m = re.search(r'\.cu:(\d+):', first)
        if not m or m.group(1) != line:
            # a race: the headline names the end the schedule met first; accept the other end
            # when the first diagnosis names it in its next lines (docs/verdict-compose.md convention)
            out = open('/tmp/fresh-out/%s.forward.out' % name).read().split('\n')
            i = next((k for k, x in enumerate(out) if ': error: ' in x), None)
            block = '\n'.join(out[i:i+4]) if i is not None else ''
            if 'race' in rx and ('.cu:%s\n' % line in block + '\n' or '.cu:%s ' % line in block):
                print('OK-OTHER-END', name, 'headline', m.group(1) if m else None, 'marked', line)
            else:
                why.append('line %s want %s' % (m.group(1) if m else None, line))
    if why: bad += 1; print('DISAGREE', name, '|', '; '.join(why), '|', first[:200])
print('disagreements:', bad)
