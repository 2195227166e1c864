#!/usr/bin/env python3
"""score.py RESULT.tsv: the flow hunt's disagreements (exit codes against the truth on the four
schedules, and for failing kernels whether the first error line is the `// CAUSE` line and matches
the cause's pattern), from build/verdict/flow/cases.tsv and causes.tsv."""
import os, re, sys
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
causes = {}
for l in open(os.path.join(ROOT, 'build/verdict/flow/causes.tsv')):
    n, pat, line = l.rstrip('\n').split('\t')
    causes[n] = (pat, int(line))
bad = 0
for l in open(sys.argv[1]):
    p = l.rstrip('\n').split('\t')
    name, truth, codes, first = p[0], p[2], p[3].split(), (p[4] if len(p) > 4 else '')
    if truth == 'unclear':
        continue
    want = '0' if truth == 'pass' else truth.split()[1]
    why = []
    if any(c != want for c in codes):
        why.append('exit %s, want %s' % ('/'.join(codes), want))
    elif truth != 'pass':
        pat, line = causes.get(name, ('', 0))
        m = re.search(r'\.cu:(\d+):\d+: error: (.*)', first)
        if pat and m and not re.search(pat, m.group(2)):
            why.append('cause: ' + m.group(2)[:80])
        if line and m and int(m.group(1)) != line:
            # the report's lines under the first error (a helper's barrier is named at the
            # kernel's call line, "X.cu:16 (in halve, reached from X.cu:27)"; two divergent
            # sites are both listed): the CAUSE line must be among them
            out = os.path.join(os.environ.get('FLOW_OUT', '/tmp/flow-out'), name + '.forward.out')
            body = ''
            if os.path.exists(out):
                lines = open(out, errors='replace').read().split('\n')
                k = next((i for i, x in enumerate(lines) if ': error: ' in x), None)
                if k is not None:
                    body = lines[k]
                    for x in lines[k + 1:]:
                        if not x.startswith('  '):
                            break
                        body += '\n' + x
            if not re.search(r'\.cu:%d\b' % line, body):
                why.append('line %s, want %d' % (m.group(1), line))
    if why:
        bad += 1
        print('%s\t%s\t%s' % (name, truth, '; '.join(why)))
print('%d disagreements' % bad)
