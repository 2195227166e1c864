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

# What the whole report said wrong before (read as a learner would), where it did.
NOTES = {
    'k02_coord_output_by_tid': 'fix advised `block_rank_in_cluster() == 0 && threadIdx.x == 0`: would leave output[1..3] unwritten; now "index the store by the block"',
    'k09_coord_elect_writes': 'fix advised "`threadIdx.x == 0` in one block" / rank 0 only: wrong for per-block outputs; now one thread of each block',
    'k37_adv_lane0_writes_output': 'fix advised rank 0 only (one thread of the grid); now `threadIdx.x == 0` of each block',
    'k05_coord_syncthreads_half_grid': '"add __syncthreads() between the write and the read" where one is written; now names the __syncthreads (L22) block 2 skips',
    'k12_coord_size_per_block_uninit': 'only "nan (stored by ...)" at the output line; now the read of never-stored shared_data',
    'k14_coord_uninit_shared_sum': 'only "nan (stored by ...)" at the output line; now the += of the unset `total` (L26)',
    'k44_lb_uninit_shared_total': 'only "nan (stored by ...)"; now the atomicAdd into the unset `total` (L30)',
    'k17_red_sum_unwritten_rank0_slot': 'only "nan (stored by ...)"; now the read of temp_storage[0] nobody stored (L34)',
    'k23_red_shfl_activemask_divergent': 'no diagnosis, only "nan (stored by ...)"; now the shuffle that reads lane 16 outside its mask (L31)',
    'k15_red_syncthreads_in_if': 'first line "deadlock" only, Advice generic; now "a divergent barrier" and the __syncthreads Advice',
    'k31_adv_syncthreads_in_elect': 'first line "deadlock" only; now "a divergent barrier" and the __syncthreads Advice',
    'k22_red_elect_in_thread0': 'Advice "a barrier that not every thread reaches" although the error names elect_one_sync; now the elect_one_sync Advice',
    'k27_adv_elect_even_lanes': 'Advice "a barrier that not every thread reaches"; now the elect_one_sync Advice',
    'k32_adv_wait_before_arrive': 'Advice "a barrier that not every thread reaches"; now the cluster barrier Advice (arrive, then wait)',
    'k16_red_temp_by_tid': 'write-write race told "put cluster_sync() between the write and the read"; now "several threads store it", one element each',
    'k28_adv_warp_sums_by_rank': 'write-write race told "add __syncthreads() between the write and the read"; now "several threads store it"',
    'k38_lb_partials_by_tid': 'same-value stores of 256 blocks told "guard with threadIdx.x == 0" (already so); now "give each block its own element"',
    'k40_lb_block0_resets': '"missing __threadfence()... put __threadfence() between the store of `counter` (p34.cu:167) and the atomic (p34.cu:167)": nonsense; now the reset by a block that is not the last',
    'k41_lb_ticket_before_partial': '"put __threadfence() between the store (L28) and the ticket" taken before it (L26); now "partial stored after its block\'s ticket"',
}

cases, before, after = rows(sys.argv[1]), rows(sys.argv[2]), rows(sys.argv[3])
print('| kernel | bug | true exit, cause (line) | p34 before | p34 after | the whole report before |')
print('| --- | --- | --- | --- | --- | --- |')
for name, c in cases.items():
    _, puzzle, rc, cause, line, bug = c[:6]
    where = ' (L%s)' % line if line != '0' else ''
    print('| %s `--%s` | %s | %s, /%s/%s | %s | %s | %s |' % (
        name, puzzle, bug.replace('|', '\\|'), rc, cause.replace('|', '\\|'), where,
        verdict(before.get(name), rc, name), verdict(after.get(name), rc, name),
        NOTES.get(name, 'true').replace('|', '\\|')))
