#!/usr/bin/env python3
"""tests/verdict/gen.py HUNT [OUTDIR] - writes the kernel files and cases.tsv of the verdict hunt
HUNT (hunt, apis, learn, opt: tests/verdict/HUNT/cases.py, their one source;
docs/verdict-HUNT.md) into OUTDIR (default build/verdict/HUNT).

Each case: name, puzzle, true verdict decided from the CUDA rules before p34 ran
("pass", "fail N" with N the exit code, "unclear"), the reason, optionally the true cause (a
regular expression for the first diagnosis line; the line marked `// CAUSE` goes with it into
causes.tsv), and the kernels it
replaces in solutions/p34.cu (the others come from there unchanged)."""
import os, sys
if len(sys.argv) < 2:
    sys.exit('usage: tests/verdict/gen.py HUNT [OUTDIR]')
HUNT = sys.argv[1]
HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), HUNT)
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
OUT = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else os.path.join(ROOT, 'build', 'verdict', HUNT)
KER = {'coordination': 'cluster_coordination_basics', 'reduction': 'cluster_collective_operations',
       'advanced': 'advanced_cluster_patterns', 'last-block': 'last_block_reduction'}
SIG = {'coordination': '__global__ void cluster_coordination_basics(float *output, const float *input, int size)',
       'reduction': '__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)',
       'advanced': '__global__ void advanced_cluster_patterns(float *output, const float *input, int size)',
       'last-block': '__global__ void last_block_reduction(float *output, const float *input, float *partials, unsigned int *counter, int size)'}
CASES = []
def case(name, puzzle, verdict, reason, body, pre='', sig=None, cause=''):
    # sig: the kernel's whole signature line, when it differs from SIG (e.g. __cluster_dims__)
    # cause: the true cause's class (a regular expression), the line marked `// CAUSE`
    CASES.append(dict(name=name, puzzle=puzzle, verdict=verdict, reason=reason, body=body, pre=pre,
                      sig=sig or SIG[puzzle], cause=cause))

def write_all():
    os.makedirs(OUT, exist_ok=True)
    sol = os.path.relpath(os.path.join(ROOT, 'solutions', 'p34.cu'), OUT)
    for c in CASES:
        k = KER[c['puzzle']]
        src = ('/*\n * verdict %s: %s (--%s)\n * TRUE: %s\n * %s\n */\n' % (HUNT, c['name'], c['puzzle'], c['verdict'],
               c['reason'].replace('\n', '\n * ')))
        src += '#include "kernels.h"\n\n#define %s reference_%s\n#include "%s"\n#undef %s\n\n' % (k, k, sol, k)
        if c['pre']:
            src += c['pre'].strip('\n') + '\n\n'
        src += c['sig'] + '\n{\n' + c['body'].strip('\n') + '\n}\n'
        path = os.path.join(OUT, c['name'] + '.cu')
        # rewritten only when it changes, so that a second run.sh rebuilds only the kernels that did
        if not os.path.exists(path) or open(path).read() != src:
            open(path, 'w').write(src)
        c['line'] = next((i + 1 for i, l in enumerate(src.split('\n')) if '// CAUSE' in l), 0)
    with open(os.path.join(OUT, 'cases.tsv'), 'w') as f:
        for c in CASES:
            f.write('%s\t%s\t%s\t%s\n' % (c['name'], c['puzzle'], c['verdict'], c['reason'].replace('\n', ' ')))
    # the true cause of a wrong kernel (a regular expression for the first diagnosis line) and
    # the line marked `// CAUSE` (0: none), for the hunts that give one (port)
    if any(c['cause'] for c in CASES):
        with open(os.path.join(OUT, 'causes.tsv'), 'w') as f:
            for c in CASES:
                f.write('%s\t%s\t%d\n' % (c['name'], c['cause'], c['line']))

exec(open(os.path.join(HERE, 'cases.py')).read())
write_all()
