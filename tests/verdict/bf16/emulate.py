#!/usr/bin/env python3
"""tests/verdict/bf16/emulate.py - the values the GPU computes for the wrong kernels of
tests/verdict/bf16/cases.py (b01, b02, b09), from an exact model written independently of the
simulator: Python fractions, rounded to float32 (24 significant bits) or bfloat16 (8) to
nearest even, as cvt.rn / add.rn / add.bf16 do (PTX ISA; CUDA Math API). The kernels sum in a
fixed order, so each gives one value; the checker's expected value and tolerance follow
docs/SPEC.md (double sum of the exact terms, rounded to float; n 2^-24 sum|t|)."""
from fractions import Fraction as F


def rn(x, bits, emin):
    """x rounded to nearest even with `bits` significant bits, subnormals below 2^emin."""
    if x == 0:
        return F(0)
    s = -1 if x < 0 else 1
    a = abs(x)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if F(2) ** e > a:
        e -= 1
    e = max(e, emin)
    q = a / F(2) ** (e - bits + 1)
    n = q.numerator // q.denominator
    r = q - n
    if r > F(1, 2) or (r == F(1, 2) and n % 2 == 1):
        n += 1
    return s * n * F(2) ** (e - bits + 1)


def f32(x):
    return rn(x, 24, -126)


def bf16(x):
    return rn(x, 8, -126)


def inputs(puzzle):
    if puzzle == 'reduction':
        return [F(i) for i in range(1024)]
    if puzzle == 'advanced':  # (float)(i % 50) * 0.02f
        c = f32(F(2, 100))
        return [f32(F(i % 50) * c) for i in range(1024)]


def check(name, puzzle, got):
    x = inputs(puzzle)
    if puzzle == 'reduction':
        want = sum(x)
        print('%s: %s, expected %s: %s' % (name, float(got[0]), float(want), 'ok' if got[0] == want else 'WRONG'))
        return
    for b in range(4):
        t = [x[b * 256 + i] * (b + 1) for i in range(256)]
        want = f32(sum(t))
        tol = 256 * F(1, 2 ** 24) * sum(abs(v) for v in t)
        print('%s: block %d: %r, expected %r: %s' % (name, b, float(got[b]), float(want),
                                                      'ok' if abs(got[b] - want) <= tol else 'WRONG'))


def b01():  # bfloat16 tree in shared memory, float sum of the 4 block results
    x = inputs('reduction')
    parts = []
    for b in range(4):
        sm = [bf16(v) for v in x[b * 256:(b + 1) * 256]]
        s = 128
        while s > 0:
            for t in range(s):
                sm[t] = bf16(sm[t] + sm[t + s])
            s //= 2
        parts.append(sm[0])
    return [f32(f32(f32(parts[0] + parts[1]) + parts[2]) + parts[3])]


def b02():  # bfloat16 of each scaled input, float sum in index order
    x = inputs('advanced')
    out = []
    for b in range(4):
        s = F(0)
        for i in range(256):
            s = f32(s + bf16(f32(x[b * 256 + i] * (b + 1))))
        out.append(s)
    return out


def b09():  # warp sums in bfloat16 (shfl_down tree), float sum of the 8 warps
    x = inputs('advanced')
    out = []
    for b in range(4):
        t = F(0)
        for w in range(8):
            v = [bf16(f32(x[b * 256 + w * 32 + l] * (b + 1))) for l in range(32)]
            o = 16
            while o > 0:
                v = [bf16(v[l] + v[l + o]) if l + o < 32 else bf16(v[l] + v[l]) for l in range(32)]
                o //= 2
            t = f32(t + v[0])
        out.append(t)
    return out


check('b01_bf16_tree_operators', 'reduction', b01())
check('b02_bf16_loads_float_sum', 'advanced', b02())
check('b09_bf16_warp_hadd', 'advanced', b09())
