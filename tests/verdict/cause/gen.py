#!/usr/bin/env python3
"""tests/verdict/cause/gen.py [OUTDIR] - writes the verdict-cause kernel files and cases.tsv
(docs/verdict-cause.md) into OUTDIR (default build/verdict/cause): cases.py is their one source.

Each case: name, puzzle, true exit code, the true cause (a regular expression the first
diagnosis line must match), the reason (CUDA rules, decided before p34 ran) and the body of
the puzzle's kernel (the other kernels come from solutions/p34.cu). The line of the cause is
marked `// CAUSE` in the body: the first diagnosis should name that line (cases.tsv has it;
0 where no line is knowable, e.g. a wrong value)."""
import os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
OUT = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(ROOT, 'build', 'verdict', 'cause')
KER = {'coordination': 'cluster_coordination_basics', 'reduction': 'cluster_collective_operations',
       'advanced': 'advanced_cluster_patterns', 'last-block': 'last_block_reduction'}
SIG = {'coordination': '__global__ void cluster_coordination_basics(float *output, const float *input, int size)',
       'reduction': '__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)',
       'advanced': '__global__ void advanced_cluster_patterns(float *output, const float *input, int size)',
       'last-block': '__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)'}
CASES = []
def case(name, puzzle, rc, cause, bug, reason, body=None, pre=""):
    CASES.append(dict(name=name, puzzle=puzzle, rc=rc, cause=cause, bug=bug, reason=reason, body=body, pre=pre))

def write_all():
    os.makedirs(OUT, exist_ok=True)
    sol = os.path.relpath(os.path.join(ROOT, 'solutions', 'p34.cu'), OUT)
    with open(os.path.join(OUT, 'cases.tsv'), 'w') as tsv:
        for c in CASES:
            k = KER[c['puzzle']]
            src = ('/*\n * verdict cause: %s (--%s)\n * BUG: %s\n * TRUE: exit %d, %s\n * %s\n */\n'
                   % (c['name'], c['puzzle'], c['bug'], c['rc'], c['cause'], c['reason'].replace('\n', '\n * ')))
            src += '#include "kernels.h"\n\n#define %s reference_%s\n#include "%s"\n#undef %s\n\n' % (k, k, sol, k)
            if c['pre']:
                src += c['pre'].strip('\n') + '\n\n'
            src += SIG[c['puzzle']] + '\n{\n' + c['body'].strip('\n') + '\n}\n'
            line = 0
            for i, l in enumerate(src.split('\n')):
                if '// CAUSE' in l:
                    line = i + 1
                    break
            open(os.path.join(OUT, c['name'] + '.cu'), 'w').write(src)
            tsv.write('%s\t%s\t%d\t%s\t%d\t%s\n' % (c['name'], c['puzzle'], c['rc'], c['cause'], line, c['bug']))

exec(open(os.path.join(HERE, 'cases.py')).read())
write_all()
