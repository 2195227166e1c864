# Cases for gen.py (docs/verdict-numerics.md): kernels whose verdict depends on how integer and
# float ARITHMETIC and C++ UNDEFINED BEHAVIOUR differ between the GPU (nvcc, sm_90a) and the
# simulator (host g++, x86-64). Body = the kernel's body; pre = file-scope code before it.
# Every verdict and reason was written before p34 ran the kernel. Citations: PTX = PTX ISA
# (div, rem, shl/shr, cvt, prmt), MATH = CUDA Math API reference (Integer / Single Precision /
# Type Casting Intrinsics), PG = CUDA C++ Programming Guide, C++ = ISO C++17 ([expr.mul]p4,
# [expr.shift]p1, [conv.fpint]p1, [stmt.return]p2, [basic.indet]), SPEC = docs/SPEC.md Checking.
# "unclear": the C++ rules say undefined behaviour, the PTX the GPU runs is defined; not scored,
# the H100's word is asked for.

def coord(load='sdata[tid] = x * (rank + 1.0f);',
          total='float s = 0.0f;\n        for (int i = 0; i < TPB; i++) s += sdata[i];', decl=''):
    return r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const float x = input[blockIdx.x * blockDim.x + tid];
    %s
    %s
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        %s
        output[rank] = s;
    }
    cluster_wait();''' % (decl, load, total)

TREE = r'''for (int stride = TPB / 2; stride > 0; stride >>= 1) {
        if (tid < stride) sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }'''
def red(load='sdata[tid] = x;', tree=TREE,
        final='float t = 0.0f;\n        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];\n        output[0] = t;', decl=''):
    return r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const float x = input[blockIdx.x * blockDim.x + tid];
    %s
    %s
    __syncthreads();
    %s
    if (tid == 0) temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        %s
    }''' % (decl, load, tree, final)

# ------------------------------------------------ A. integer division, remainder, shifts
case('a01_div_zero_count_reaches', 'reduction', 'fail 1',
     'Each thread multiplies its value by cnt / cnt, meant to be 1, where cnt = __syncthreads_count(x > 5000) is 0 for every block: an integer division by zero is undefined (C++ [expr.mul]p4); PTX div.s32 by 0 gives an unspecified value and does not trap, so the factor is garbage and the sum is wrong: exit 1. The report should name the division line.',
     red(load='const int cnt = __syncthreads_count(x > 5000.0f);\n    sdata[tid] = x * (float)(cnt / cnt);'))

case('a02_div_zero_value_unused', 'coordination', 'unclear',
     'Every lane computes per = TPB / lane but only lanes != 0 use it (lane 0 divides by zero and discards the quotient). C++ [expr.mul]p4: undefined behaviour once executed; PTX div gives an unspecified value without a trap, and the value never reaches a result, so the H100 passes. Not scored: by the letter UB, in practice pass; the simulator should not crash and should at most warn.',
     coord(load='const int lane = tid % WARP_SIZE;\n    const int per = TPB / lane;\n    sdata[tid] = x * (rank + 1.0f) + (lane != 0 && per < 0 ? 1.0f : 0.0f);'))

case('a03_mod_zero_guarded', 'reduction', 'pass',
     'tid % m with m = gridDim.x - 4 = 0 is guarded by `m ? tid % m : 0` (the conditional operator evaluates only the chosen operand, C++ [expr.cond]p1), so no remainder by zero runs; tree reduction as the reference.',
     red(load='const unsigned int m = gridDim.x - CLUSTER_SIZE;\n    const unsigned int slot = m ? tid % m : 0u;\n    sdata[tid] = x + (float)slot;'))

case('a04_intmin_div_minus1', 'coordination', 'unclear',
     'key = INT_MIN + 0 (threads build a signed key) divided by d = -1 for every thread: INT_MIN / -1 overflows, undefined in C++ ([expr.mul]p4: the quotient is not representable). The quotient is only compared (q != 12345) to pick a factor 1.0f. x86 idiv traps (SIGFPE); PTX div.s32 has no trap; nvcc may fold. Not scored; the simulator must not crash; the H100 passes unless the quotient makes the test false.',
     coord(load='const int d = -(int)(blockDim.x / TPB);\n    const int key = INT_MIN + (int)(tid & 0);\n    const int q = key / d;\n    sdata[tid] = x * (rank + 1.0f) * (q != 12345 ? 1.0f : 2.0f);', decl='') , pre='#include <climits>')

case('a05_shift32_inclusive_lane_mask', 'advanced', 'unclear',
     'Inclusive prefix of a warp: incl = (1u << (lane + 1)) - 1 meant as the mask of lanes 0..lane; lane 31 shifts a 32-bit value by 32: undefined in C++ ([expr.shift]p1). PTX shl.b32 clamps the count to 32 (result 0, so incl = 0xffffffff: right), x86 shl masks it to 0 (result 1, incl = 0). The mask picks which lanes lane 31 sums: the H100 gives the right sums, x86 semantics a wrong sum for warps 31..  Not scored (UB); the H100 likely passes; the simulator should name the shift.',
     r'''
    __shared__ float sdata[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    __syncthreads();
    if (lane == WARP_SIZE - 1) {
        const unsigned int incl = (1u << (lane + 1)) - 1u;
        float s = 0.0f;
        for (int l = 0; l < WARP_SIZE; l++)
            if (incl & (1u << l)) s += sdata[warp * WARP_SIZE + l];
        warp_sums[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('a06_shift32_full_mask_warpsize', 'advanced', 'unclear',
     'const unsigned full = (1u << warpSize) - 1u, then __shfl_down_sync(full, ...). warpSize is a built-in variable on the GPU (PG Built-in Variables), not a constant: nvcc emits shl.b32 by 32, which PTX clamps to 0, so full = 0xffffffff and the shuffles are right. C++: shift by the width is UB ([expr.shift]p1). The simulator declares warpSize constexpr, so g++ folds the shift to 0 too. Not scored; H100 likely passes.',
     r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const unsigned int full = (1u << warpSize) - 1u;
    float v = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(full, v, off);
    if (tid % WARP_SIZE == 0) warp_sums[tid / WARP_SIZE] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('a07_shift32_runtime_full_mask', 'advanced', 'unclear',
     'As a06 but the width comes from a run-time value: bits = blockDim.x / 8 = 32, full = (1u << bits) - 1u. PTX shl.b32 clamps (full = 0xffffffff, right on the H100); x86 masks (1u << 0, full = 0): a shuffle with mask 0 is undefined (PG Warp Shuffle: the calling lane must be in mask). C++ UB ([expr.shift]p1). Not scored; H100 likely passes; the simulator should name the shift, not only the shuffle.',
     r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const unsigned int bits = blockDim.x / 8;
    const unsigned int full = (1u << bits) - 1u;
    float v = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(full, v, off);
    if (tid % WARP_SIZE == 0) warp_sums[tid / WARP_SIZE] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('a08_shift64_ull_ok', 'advanced', 'pass',
     'The 64-bit form: full = (unsigned)((1ull << 32) - 1ull) = 0xffffffff, a shift smaller than the width of unsigned long long (C++ [expr.shift]p1 defined); warp shuffles with that mask as a06.',
     r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const unsigned int bits = blockDim.x / 8;
    const unsigned int full = (unsigned int)((1ull << bits) - 1ull);
    float v = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(full, v, off);
    if (tid % WARP_SIZE == 0) warp_sums[tid / WARP_SIZE] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('a09_signed_overflow_permute', 'coordination', 'unclear',
     'Thread 0 sums sdata in the order (i * 1103515245 + 12345) & 255, an odd multiplier, so a permutation of 0..255 if the products wrap; i * 1103515245 overflows int for i >= 2: undefined (C++ [expr]p4). Both nvcc (mul.lo.s32) and g++ -O0 (imul) wrap in practice and the masked index is the same; any order passes the tolerance (SPEC). Not scored (UB); expected pass on both.',
     coord(total='float s = 0.0f;\n        for (int i = 0; i < TPB; i++) s += sdata[(i * 1103515245 + 12345) & (TPB - 1)];'))

case('a10_unsigned_wrap_permute', 'coordination', 'pass',
     'As a09 with unsigned arithmetic: unsigned overflow wraps by definition (C++ [basic.fundamental]p4), (i * 2654435761u) & 255 with an odd multiplier is a permutation of 0..255; any order passes the tolerance (SPEC).',
     coord(total='float s = 0.0f;\n        for (unsigned int i = 0; i < TPB; i++) s += sdata[(i * 2654435761u) & (TPB - 1)];'))

case('a11_negative_shift_count', 'coordination', 'unclear',
     'w = 1 >> (rank - 1) for the scale: rank 0 shifts by -1, undefined (C++ [expr.shift]p1). PTX shr takes the count as unsigned 0xffffffff and clamps: 1 >> 32 = 0; x86 masks to 31: 1 >> 31 = 0 too. The scale is (rank + 1) either way (w only decides an added 0 * ...). Not scored (UB); the simulator should name the shift.',
     coord(load='const int w = 1 >> ((int)rank - 1);\n    sdata[tid] = x * (rank + 1.0f) + 0.0f * (float)w;'))

case('a12_intmin_mod_minus1', 'reduction', 'unclear',
     'r = (INT_MIN + tid * 0) % d with d = -1: C++ [expr.mul]p4 makes a % b undefined when a / b is not representable. x86 idiv traps (SIGFPE), PTX rem.s32 does not trap (result 0 on the GPU in practice). r is only tested (r == 0 ? x : x) so the sum is exact. Not scored; the simulator must not crash.',
     red(load='const int d = -(int)(blockDim.x / TPB);\n    const int r = (INT_MIN + tid * 0) % d;\n    sdata[tid] = r == 0 ? x : x;'), pre='#include <climits>')

# ------------------------------------------------ B. float -> int conversions
case('b01_int_atomic_fixed_point', 'reduction', 'pass',
     'Integer reduction: every input is a whole number 0..1023, (int)x is exact (C++ [conv.fpint]p1, in range); atomicAdd on a __shared__ int zeroed before __syncthreads, then one int per block in temp_storage as float (exact: sums < 2^24), summed by one thread. SPEC: the result equals 523776 exactly.',
     r'''
    __shared__ int isum;
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    if (tid == 0) isum = 0;
    __syncthreads();
    atomicAdd(&isum, (int)input[blockIdx.x * blockDim.x + tid]);
    __syncthreads();
    if (tid == 0) temp_storage[rank] = (float)isum;
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''')

case('b02_fixed_point_int_overflow', 'reduction', 'fail 1',
     'Thread 0 of rank 0 converts the float total (523776) to 16.16 fixed point in an int: 523776 * 65536 = 3.4e10 does not fit: C++ [conv.fpint]p1 undefined. PTX cvt.rzi.s32.f32 saturates to INT_MAX (result 32768.0), x86 cvttss2si gives INT_MIN (-32768.0): wrong on both: exit 1. The simulator should name the conversion.',
     red(final='float t = 0.0f;\n        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];\n        const int fx = (int)(t * 65536.0f);\n        output[0] = (float)fx / 65536.0f;'))

case('b03_fixed_point_ll_ok', 'reduction', 'pass',
     'As b02 with long long: 3.4e10 fits in 64 bits and is exact in float (523776 * 2^16), so the round trip is exact (C++ [conv.fpint]p1 in range).',
     red(final='float t = 0.0f;\n        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];\n        const long long fx = (long long)(t * 65536.0f);\n        output[0] = (float)fx / 65536.0f;'))

case('b04_unsigned_of_negative_float', 'coordination', 'unclear',
     'A lookup table of the 10 scaled digit values: d = (unsigned)(x * 10.0f + 0.5f) is right, but the learner clamps "below" with prev = (unsigned)(x * 10.0f - 1.0f) and uses table[min(prev + 1, 9u)]: for digit 0, -1.0f to unsigned is undefined (C++ [conv.fpint]p1). PTX cvt.rzi.u32.f32 saturates to 0 (prev + 1 = 1: wrong digit -> wrong sum on the H100); x86 gives 0xffffffff (prev + 1 = 0: right digit). So by PTX semantics the H100 FAILS and the simulator would pass. Not scored (UB) but the expected GPU result is exit 1; the simulator should name the conversion.',
     coord(decl='__shared__ float table[10];\n    if (tid < 10) table[tid] = (float)tid * 0.1f * (rank + 1.0f);\n    __syncthreads();',
           load='const unsigned int prev = (unsigned int)(x * 10.0f - 1.0f);\n    sdata[tid] = table[min(prev + 1u, 9u)];'))

case('b05_float2uint_rz_saturates', 'coordination', 'fail 1',
     'As b04 with the intrinsic: __float2uint_rz(-1.0f) is defined: it saturates to 0 (MATH Type Casting Intrinsics: cvt.rzi.u32.f32 clamps; PTX cvt: out-of-range values saturate, NaN gives 0). So digit 0 picks table[1] and the sums are wrong: exit 1 on both.',
     coord(decl='__shared__ float table[10];\n    if (tid < 10) table[tid] = (float)tid * 0.1f * (rank + 1.0f);\n    __syncthreads();',
           load='const unsigned int prev = __float2uint_rz(x * 10.0f - 1.0f);\n    sdata[tid] = table[min(prev + 1u, 9u)];'))

case('b06_float2int_rn_digit_table', 'coordination', 'pass',
     'd = __float2int_rn(x * 10.0f) recovers the digit i % 10 exactly (x * 10 is within 1e-6 of an integer; MATH __float2int_rn rounds to nearest even); table[d] = d * 0.1f * (rank + 1) is the same product as input * scale up to one rounding: within the tolerance (SPEC).',
     coord(decl='__shared__ float table[10];\n    if (tid < 10) table[tid] = ((float)tid * 0.1f) * (rank + 1.0f);\n    __syncthreads();',
           load='const int d = __float2int_rn(x * 10.0f);\n    sdata[tid] = table[d];'))

case('b07_int_cast_of_nan_scratch', 'reduction', 'fail 5',
     'Thread 0 of rank 0 casts each temp_storage partial to int and back after cluster_sync: the partials are written (no NaN), but the learner also adds (int)temp_storage[4]: index 4 is past the 4-float scratch buffer (SPEC: temp_storage holds 4 floats): an out-of-bounds read, a fault or garbage on the GPU: exit 5 expected (an illegal address is not guaranteed; fail either way).',
     red(final='int t = 0;\n        for (int r = 0; r <= CLUSTER_SIZE; r++) t += (int)temp_storage[r];\n        output[0] = (float)t;'))

case('b08_nan_to_int_flag', 'coordination', 'unclear',
     'Every thread computes bad = (int)(x / x) to test "x is nonzero" (0/0 = NaN for the zero inputs): (int)NaN is undefined (C++ [conv.fpint]p1); PTX cvt.rzi.s32.f32 gives 0 for NaN, x86 gives INT_MIN. The flag only picks between x * scale and 0 * scale (the same for x = 0), so the sum is right either way. Not scored (UB); the H100 passes; the simulator should not turn it into a failure.',
     coord(load='const int nz = (int)(x / x);\n    sdata[tid] = nz != 0 ? x * (rank + 1.0f) : 0.0f;'))

# ------------------------------------------------ C. CUDA intrinsics
case('c01_float_as_int_shuffle', 'advanced', 'pass',
     'Warp reduction that moves the float bits through an int shuffle: __shfl_down_sync(full, __float_as_int(v), off) then __int_as_float (MATH Type Casting: bit reinterpretation, exact); lane 0 stores, thread 0 sums 8 warp sums.',
     r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    float v = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    for (int off = 16; off > 0; off >>= 1)
        v += __int_as_float(__shfl_down_sync(0xffffffffu, __float_as_int(v), off));
    if (tid % WARP_SIZE == 0) warp_sums[tid / WARP_SIZE] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('c02_atomicmax_float_bits_order', 'reduction', 'pass',
     'Each block also finds its largest input with atomicMax on __float_as_int (non-negative floats order like their int bits, PG Atomic Functions + IEEE layout) and checks it is 255 + 256 * rank before using the tree result; inputs are 0..1023, so the check holds and the exact tree sum is stored.',
     red(decl='__shared__ int mx;\n    if (tid == 0) mx = 0;\n    __syncthreads();',
         load='atomicMax(&mx, __float_as_int(x));\n    sdata[tid] = x;',
         tree=TREE + '\n    if (tid == 0 && __int_as_float(mx) != 255.0f + 256.0f * rank) sdata[0] = -1.0f;'))

case('c03_fdividef_block_mean', 'coordination', 'pass',
     'Tree reduction, then out = __fdividef(sum, 256.0f) * 256.0f (a mean and back). MATH: __fdividef has a maximum error of 2 ulp for 2^-126 <= |y| <= 2^126; 256 = 2^8, so the result is within 2 ulp of the sum: well within the tolerance n * 2^-24 * sum (SPEC).',
     coord(total='float s = 0.0f;\n        for (int i = 0; i < TPB; i++) s += sdata[i];\n        s = __fdividef(s, 256.0f) * 256.0f;'))

case('c04_expf_logf_scale', 'coordination', 'pass',
     'Scale computed as __expf(__logf(rank + 1.0f)) (an approximation of rank + 1): MATH __expf max error 2 + floor(|1.173 x|) ulp, __logf 2^-21.41 absolute for x in [0.5, 2] (larger elsewhere): a relative error of order 1e-6 on each term, below the tolerance 256 * 2^-24 (1.5e-5 relative) (SPEC). Passes on both; the simulator computes exact exp/log.',
     coord(load='const float scale = __expf(__logf(rank + 1.0f));\n    sdata[tid] = x * scale;'))

case('c05_powf_exact_reduction', 'reduction', 'unclear',
     'Each value is squared and square-rooted through the fast intrinsic: v = sqrtf(__powf(x, 2.0f)). __powf(x, y) is exp2(y * log2(x)) with approximate ex2/lg2 (MATH: error bounds, not exact): x^2 for x up to 1023 may be off by an ulp, and the reduction is checked exactly (SPEC). On the H100 probably wrong; the simulator uses the exact std::pow and passes. Not decided by the rules (error bounds only): the H100 must say.',
     red(load='sdata[tid] = sqrtf(__powf(x, 2.0f));'))

case('c06_saturatef_weights', 'coordination', 'pass',
     'w = __saturatef(rank + 1.0f) = 1 (MATH: clamps to [0, 1]) multiplies the scaled value: no change; __saturatef(NaN) would be 0, not reached.',
     coord(load='sdata[tid] = x * (rank + 1.0f) * __saturatef(rank + 1.0f);'))

case('c07_fminf_nan_ignored', 'coordination', 'pass',
     'Thread 0 keeps a running s = fmaxf(s, 0.0f) + v where s starts as NaN (0.0f / 0.0f, meant as "empty"): fmaxf(NaN, 0) = 0 (MATH fmaxf: if one argument is NaN, returns the other), so the NaN is dropped and the sum is right.',
     coord(total='float s = 0.0f / 0.0f;\n        for (int i = 0; i < TPB; i++) s = fmaxf(s, 0.0f) + sdata[i];'))

case('c08_brev_order', 'coordination', 'pass',
     'Thread 0 sums sdata[__brev(i) >> 24] for i = 0..255: bit reversal of 8-bit indices is a permutation (MATH __brev reverses the 32 bits); any summation order passes the tolerance (SPEC).',
     coord(total='float s = 0.0f;\n        for (unsigned int i = 0; i < TPB; i++) s += sdata[__brev(i) >> 24];'))

case('c09_clz_levels', 'reduction', 'pass',
     'Tree with levels = 31 - __clz(TPB) = 8 (MATH __clz: count of leading zeros, 23 for 256) and stride = TPB >> (l + 1) for l = 0..7; as the reference tree.',
     red(tree=r'''const int levels = 31 - __clz(TPB);
    for (int l = 0; l < levels; l++) {
        const int stride = TPB >> (l + 1);
        if (tid < stride) sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }'''))

case('c10_ffs_lowest_lane_leader', 'advanced', 'pass',
     'leader = __ffs(__ballot_sync(full, 1)) - 1 = lane 0 (MATH __ffs: position of the least significant set bit, 1-based); the leader sums its warp from shared memory; thread 0 sums 8 warp sums.',
     r'''
    __shared__ float sdata[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    __syncthreads();
    const int leader = __ffs(__ballot_sync(0xffffffffu, 1)) - 1;
    if (lane == leader) {
        float s = 0.0f;
        for (int l = 0; l < WARP_SIZE; l++) s += sdata[warp * WARP_SIZE + l];
        warp_sums[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('c11_umulhi_warp_index', 'advanced', 'pass',
     'warp = __umulhi(tid, 1u << 27) = tid >> 5 (MATH __umulhi: the high 32 bits of the 64-bit product); popc of the ballot (__popc = 32) checks the warp is full; lane 0 of each warp sums 32 values.',
     r'''
    __shared__ float sdata[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const unsigned int tid = threadIdx.x;
    const unsigned int warp = __umulhi(tid, 1u << 27), lane = tid - warp * WARP_SIZE;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    __syncthreads();
    const int n = __popc(__ballot_sync(0xffffffffu, 1));
    if (lane == 0) {
        float s = 0.0f;
        for (int l = 0; l < n; l++) s += sdata[warp * WARP_SIZE + l];
        warp_sums[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('c12_dp4a_digit_sums', 'coordination', 'pass',
     'Each thread packs four digits d = __float2int_rn(x * 10) of its 4-element group (threads 0..63 read 4 inputs each) into bytes and __dp4a(packed, 0x01010101, acc) sums them (MATH __dp4a: four byte products added to c, sm_61+); thread 0 adds 64 ints, out = sum * 0.1f * (rank + 1): integer digit sums are exact, one or two roundings: within the tolerance (SPEC).',
     r'''
    __shared__ int part[TPB / 4];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const float *in = input + blockIdx.x * blockDim.x;
    if (tid < TPB / 4) {
        unsigned int packed = 0;
        for (int k = 0; k < 4; k++)
            packed |= (unsigned int)__float2int_rn(in[4 * tid + k] * 10.0f) << (8 * k);
        part[tid] = __dp4a((int)packed, 0x01010101, 0);
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        int s = 0;
        for (int i = 0; i < TPB / 4; i++) s += part[i];
        output[rank] = (float)s * 0.1f * (rank + 1.0f);
    }
    cluster_wait();''')

case('c13_vadd2_packed_sums', 'coordination', 'pass',
     'As c12 but two 16-bit digit sums per word added with __vadd2 (MATH SIMD Intrinsics: per-halfword add, no carry between halves; sums stay below 2^16): thread 0 folds 128 words, adds both halves, out = sum * 0.1f * (rank + 1): within the tolerance. Passes on the H100; the simulator may refuse __vadd2 (then the build should say so clearly).',
     r'''
    __shared__ unsigned int part[TPB / 2];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const float *in = input + blockIdx.x * blockDim.x;
    if (tid < TPB / 2)
        part[tid] = (unsigned int)__float2int_rn(in[2 * tid] * 10.0f) |
                    ((unsigned int)__float2int_rn(in[2 * tid + 1] * 10.0f) << 16);
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        unsigned int acc = 0;
        for (int i = 0; i < TPB / 2; i++) acc = __vadd2(acc, part[i]);
        output[rank] = (float)((acc & 0xffffu) + (acc >> 16)) * 0.1f * (rank + 1.0f);
    }
    cluster_wait();''')

case('c14_byte_perm_selector_msb', 'coordination', 'unclear',
     'd = __byte_perm(packed, 0, 0x8) to take byte 0 (the digit). MATH (and libdevice __nv_byte_perm) say only selector bits 2:0 of each nibble are used: byte 0, the right digit. PTX prmt.b32 default mode uses bit 3 of the nibble to replicate the sign of the byte (0 for digits < 128): if nvcc emits prmt with the selector unmasked, d = 0 and the sums are wrong. The documentation says pass; the H100 must say. The simulator follows the documentation.',
     coord(decl='__shared__ float table[10];\n    if (tid < 10) table[tid] = ((float)tid * 0.1f) * (rank + 1.0f);\n    __syncthreads();',
           load='const unsigned int packed = (unsigned int)__float2int_rn(x * 10.0f) | 0x7f000000u;\n    const unsigned int d = __byte_perm(packed, 0u, 0x8u + (unsigned int)(tid & 0)) & 0xffu;\n    sdata[tid] = table[d < 10u ? d : 0u];'))

case('c15_byte_perm_extract_ok', 'coordination', 'pass',
     'd = __byte_perm(packed, 0, 0x4440) takes byte 0 and three zero bytes of y (MATH __byte_perm: result[n] = input[selector[n]], input[4..7] = y): the digit; table lookup as b06.',
     coord(decl='__shared__ float table[10];\n    if (tid < 10) table[tid] = ((float)tid * 0.1f) * (rank + 1.0f);\n    __syncthreads();',
           load='const unsigned int packed = (unsigned int)__float2int_rn(x * 10.0f) | 0x7f7f7f00u;\n    const unsigned int d = __byte_perm(packed, 0u, 0x4440u);\n    sdata[tid] = table[d];'))

case('c16_funnelshift_mask_gt31', 'coordination', 'pass',
     'r = __funnelshift_l(0, 1, 33) uses the shift amount & 31 = 1 (MATH __funnelshift_l: "shift is masked to the range 0..31"): (0x1_00000000 << 1) >> 32 = 2, so scale = r / 2 = 1: right sums.',
     coord(load='const unsigned int r = __funnelshift_l(0u, 1u, 33u + (unsigned int)(tid & 0));\n    sdata[tid] = x * (rank + 1.0f) * (float)(r / 2u);'))

case('c17_fadd_rz_accumulate', 'coordination', 'pass',
     'Thread 0 accumulates with __fadd_rz (round toward zero, MATH): each add errs by less than 1 ulp, below the tolerance n * 2^-24 * sum|terms| (each step < 2^-23 relative of the partial sum, at most 256 steps ... bound 2 * n * 2^-24: may exceed the SPEC bound only if every step loses a full ulp; the digits sum pattern loses about half on average). Expected pass; the rounding is IEEE-exact on both, so GPU and simulator give the same bits.',
     coord(total='float s = 0.0f;\n        for (int i = 0; i < TPB; i++) s = __fadd_rz(s, sdata[i]);'))

# ------------------------------------------------ D. accumulation order, precision, tolerance
case('d01_double_accumulate', 'coordination', 'pass',
     'Thread 0 sums in double and stores (float)sum: closer to the expected value (computed in double, SPEC) than any float order.',
     coord(total='double d = 0.0;\n        for (int i = 0; i < TPB; i++) d += sdata[i];\n        const float s = (float)d;'))

case('d02_kahan', 'coordination', 'pass',
     'Kahan compensated summation in float (no fast-math by default, so nvcc keeps (t - s) - y; contraction to FMA only fuses a multiply and an add, none here): error about 2 ulp, within the tolerance.',
     coord(total='float s = 0.0f, c = 0.0f;\n        for (int i = 0; i < TPB; i++) { const float y = sdata[i] - c; const float t = s + y; c = (t - s) - y; s = t; }'))

case('d03_atomicadd_float_shared_order', 'coordination', 'pass',
     'Every thread atomicAdds its scaled value into a __shared__ float zeroed before __syncthreads: the order is unspecified (PG Atomic Functions), any order is within the float32 summation bound (SPEC tolerance).',
     r'''
    __shared__ float total;
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    if (tid == 0) total = 0.0f;
    __syncthreads();
    atomicAdd(&total, input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f));
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = total;
    cluster_wait();''')

case('d04_half_warp_partials', 'coordination', 'fail 1',
     'Warp sums accumulated in __half (11-bit significand): a warp sum of 32 values up to 3.6 reaches ~60, where the half ulp is 1/32; the rounding errors (~0.1 per block) exceed the tolerance 256 * 2^-24 * sum (0.0017..0.007, SPEC): wrong value, exit 1 on both (__hadd rounds to nearest half, cuda_fp16 semantics).',
     r'''
    __shared__ float warp_sums[TPB / WARP_SIZE];
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f);
    __syncthreads();
    if (tid % WARP_SIZE == 0) {
        __half h = __float2half(0.0f);
        for (int l = 0; l < WARP_SIZE; l++) h = __hadd(h, __float2half(sdata[tid + l]));
        warp_sums[tid / WARP_SIZE] = __half2float(h);
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();''', pre='#include <cuda_fp16.h>')

case('d05_half2_pair_exact', 'reduction', 'pass',
     'Each thread packs its input and 0 into a __half2 (__floats2half2_rn) and unpacks them (__low2float + __high2float): integers 0..1023 are exact in half (11-bit significand, MATH Half Precision Conversion), so the values reaching the float tree are exact and the sum is 523776 exactly.',
     red(load='const __half2 h = __floats2half2_rn(x, 0.0f);\n    sdata[tid] = __low2float(h) + __high2float(h);'), pre='#include <cuda_fp16.h>')

case('d06_half_tree_exact_fails', 'reduction', 'fail 1',
     'The shared tree works in __half: partial sums exceed 2048, past which half cannot hold every integer (and the block sums 32640..228480 exceed the half maximum 65504 for ranks 1-3: inf): wrong value, exit 1 on both.',
     r'''
    __shared__ __half hs[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    hs[tid] = __float2half(input[blockIdx.x * blockDim.x + tid]);
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride >>= 1) {
        if (tid < stride) hs[tid] = __hadd(hs[tid], hs[tid + stride]);
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = __half2float(hs[0]);
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''', pre='#include <cuda_fp16.h>')

case('d07_fixed_point_1e6', 'coordination', 'pass',
     'Fixed point: each term as llrintf(x * scale * 1e6f) summed in long long, out = sum * 1e-6: each term errs by at most ~0.5e-6 plus the float product error (~2e-7 relative), total under 2e-4, below the tolerance (>= 0.0017, SPEC).',
     r'''
    __shared__ long long part[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    part[tid] = llrintf(input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f) * 1e6f);
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        long long s = 0;
        for (int i = 0; i < TPB; i++) s += part[i];
        output[rank] = (float)((double)s * 1e-6);
    }
    cluster_wait();''')

case('d08_fixed_point_truncate_10', 'coordination', 'pass',
     'Fixed point with truncation at scale 10: (int)(x * scale * 10.0f) then sum / 10. Every float product x * (rank + 1) * 10 for x = d * 0.1f rounds to the integer d * (rank + 1) or just above it (computed in float32 before the run, exact rationals: 0.3f * 10 = 3 + 2^-23 rounds to 3.0 by ties-to-even), so truncation loses nothing and the four sums equal the expected values exactly. (Corrected before the p34 run: the first guess, fail, assumed some products fall just below the integer; the float32 arithmetic says none does.) Pass on both (multiplies only: no FMA contraction).',
     r'''
    __shared__ int part[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    part[tid] = (int)(input[blockIdx.x * blockDim.x + tid] * (rank + 1.0f) * 10.0f);
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        int s = 0;
        for (int i = 0; i < TPB; i++) s += part[i];
        output[rank] = (float)s / 10.0f;
    }
    cluster_wait();''')

case('d09_denormal_roundtrip', 'coordination', 'fail 1',
     'Values scaled by 2^-140 (subnormal: 9 significant bits left at best) and back by 2^140: with denormals kept (nvcc default, no --use_fast_math, ftz=false) each term loses precision to about 2^-6 relative; with FTZ they become 0. Either way far outside the tolerance: exit 1.',
     coord(load='const float tiny = x * (rank + 1.0f) * 0x1p-140f;\n    sdata[tid] = tiny * 0x1p100f * 0x1p40f;'))

case('d10_block_sum_then_scale', 'coordination', 'pass',
     'Sums the unscaled inputs, multiplies the block sum by (rank + 1) once: one more rounding than the reference order, far within the tolerance (SPEC: any summation order passes; the scale is exact to one ulp).',
     coord(load='sdata[tid] = x;', total='float s = 0.0f;\n        for (int i = 0; i < TPB; i++) s += sdata[i];\n        s *= (rank + 1.0f);'))

# ------------------------------------------------ E. uninitialised values
case('e01_uninit_local_sum', 'coordination', 'fail 1',
     '`float s;` never initialised, then s += ... : reading an indeterminate value is undefined (C++ [basic.indet]p2), a bug by the rules. On the H100 the register may happen to hold 0 (nvcc warns "used before its value is set"); the simulator fills locals with NaN. Truth: wrong (exit 1); the H100 may pass by luck.',
     coord(total='float s;\n        for (int i = 0; i < TPB; i++) s += sdata[i];'))

case('e02_shared_read_past_written', 'reduction', 'fail 1',
     'A 2*TPB shared array whose upper half is never stored; the tree starts at stride = TPB so thread t adds sdata[t + 256]: shared memory starts undefined (PG: __shared__ variables have no initial value), the sum includes garbage: wrong (exit 1); the H100 may read zeros by luck.',
     r'''
    __shared__ float sdata[2 * TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int stride = TPB; stride > 0; stride >>= 1) {
        if (tid < stride) sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''')

case('e03_partial_register_array', 'coordination', 'fail 1',
     'float acc[4]; only acc[0..2] are assigned (a 3-way unrolled sum), then s = acc[0] + acc[1] + acc[2] + acc[3]: acc[3] is indeterminate (C++ [basic.indet]): wrong by the rules (exit 1).',
     coord(total='float acc[4];\n        for (int k = 0; k < 3; k++) acc[k] = 0.0f;\n        for (int i = 0; i < TPB; i++) acc[i % 3] += sdata[i];\n        const float s = acc[0] + acc[1] + acc[2] + acc[3];'))

case('e04_missing_return_not_taken', 'coordination', 'pass',
     'A __device__ float scale_of(unsigned r) returns r + 1 for r < CLUSTER_SIZE and falls off its end otherwise; every rank is < 4, so the fall-off path never runs (C++ [stmt.return]p2: UB only when flowing off the end happens). nvcc and g++ warn; pass.',
     coord(load='sdata[tid] = x * scale_of(rank);'),
     pre='__device__ float scale_of(unsigned int r)\n{\n    if (r < CLUSTER_SIZE)\n        return r + 1.0f;\n}')

case('e05_missing_return_taken', 'coordination', 'fail 1',
     'A helper __device__ float block_total(const float *s) sums its 256 values but forgets `return t;`: flowing off the end of a value-returning function is undefined (C++ [stmt.return]p2), the caller stores garbage (on the GPU an undefined register, often the last value computed, or the whole call folded away). Wrong by the rules, exit 1; either machine may "pass" by luck; the simulator should name the function.',
     coord(total='const float s = block_total(sdata);'),
     pre='__device__ float block_total(const float *s)\n{\n    float t = 0.0f;\n    for (int i = 0; i < TPB; i++)\n        t += s[i];\n}')

case('e06_uninit_unused_scratch', 'coordination', 'pass',
     'float scratch[8] with only scratch[0] written and read; the other elements are never read (C++ [basic.indet]: only reading an indeterminate value is undefined): pass.',
     coord(total='float scratch[8];\n        scratch[0] = 0.0f;\n        for (int i = 0; i < TPB; i++) scratch[0] += sdata[i];\n        const float s = scratch[0];'))

case('e07_uninit_int_stride', 'reduction', 'fail 1',
     '`int stride;` declared without a value, the loop is `for (; stride > 0; stride >>= 1)` (the learner forgot `stride = TPB / 2`): indeterminate value (C++ [basic.indet]): wrong by the rules. The H100 may run no steps (garbage <= 0) or a wild stride (out-of-bounds shared index); fail (1 or 5).',
     red(tree=r'''int stride;
    for (; stride > 0; stride >>= 1) {
        if (tid < stride) sdata[tid] += sdata[tid + stride];
        __syncthreads();
    }'''))

# ------------------------------------------------ F. other host/device differences
case('f01_double_literal_third', 'coordination', 'pass',
     'Scale written as (rank + 1) * (1.0 / 3) * 3: double arithmetic (the literal 1.0/3 is a double on both; sm_90 has full double support), then (float): equal to rank + 1 up to one double rounding, far within the tolerance.',
     coord(load='sdata[tid] = (float)(x * (rank + 1) * (1.0 / 3) * 3);'))

case('f02_bool_from_float', 'coordination', 'pass',
     'Counts the nonzero inputs with `bool nz = x;` (a float converts to bool: nonzero -> true, C++ [conv.bool]) and checks __syncthreads_count(nz) == 230 (each block has 26 digits 0 out of 256: 230 nonzero; block layout i % 10 from 256 * b: blocks 0..3 have 26, 26, 25, 26 zeros) before storing; every block stores the sum whatever the count (the check only doubles the scale when the count is below 200).',
     coord(load='const bool nz = x;\n    const int cnt = __syncthreads_count(nz);\n    sdata[tid] = x * (rank + 1.0f) * (cnt < 200 ? 2.0f : 1.0f);'))

case('f03_align_struct_sizeof', 'coordination', 'pass',
     'struct __align__(16) Slot { float v; int pad; }: sizeof is 16 on both (PG __align__ / alignas: size rounds up to the alignment); a __shared__ Slot[TPB] used with sizeof(Slot) byte offsets through a char pointer.',
     coord(decl='__shared__ Slot slots[TPB];',
           load='*(float *)((char *)slots + tid * sizeof(Slot)) = x * (rank + 1.0f);\n    sdata[tid] = 0.0f;',
           total='float s = 0.0f;\n        for (int i = 0; i < TPB; i++) s += ((Slot *)((char *)slots + i * sizeof(Slot)))->v;'),
     pre='struct __align__(16) Slot { float v; int pad; };\nstatic_assert(sizeof(Slot) == 16, "Slot is 16 bytes");')

case('f04_long_is_64bit', 'reduction', 'pass',
     '`long` is 64 bits on both (nvcc follows the host LP64 data model on Linux, PG "C++ Language Support"): an integer reduction of 1024 * (int)x * 65536 in long (3.4e10, needs more than 32 bits), / 65536 back: exact.',
     r'''
    __shared__ long long acc;
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    static_assert(sizeof(long) == 8, "long is 64-bit");
    if (tid == 0) acc = 0;
    __syncthreads();
    const long v = (long)input[blockIdx.x * blockDim.x + tid] * 65536L;
    atomicAdd((unsigned long long *)&acc, (unsigned long long)v);
    __syncthreads();
    if (tid == 0) temp_storage[rank] = (float)(acc / 65536L);
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''')

case('f05_fma_contraction_residual', 'coordination', 'pass',
     'Two-product residual e = a * b - p with p = a * b: nvcc contracts a * b - p into an FMA by default (--fmad=true), giving the exact rounding error; g++ (-std=c++17: -ffp-contract=off, and x86-64 without -mfma) gives 0. The kernel adds e (at most half an ulp of each term) to the sum: the two machines differ by far less than the tolerance: pass on both.',
     coord(load='const float a = x, b = rank + 1.0f;\n    const float p = a * b;\n    const float e = a * b - p;\n    sdata[tid] = p + e;'))

case('f06_char_signed_digit', 'coordination', 'pass',
     'Digits kept in `signed char` and restored: d in 0..9 fits any char type; a `char` is signed on x86-64 Linux, and nvcc uses the host\'s char signedness for device code (PG: device types match the host ABI): (char)-3 + 3 = 0 on both; the scale uses d + 0.',
     coord(decl='__shared__ float table[10];\n    if (tid < 10) table[tid] = ((float)tid * 0.1f) * (rank + 1.0f);\n    __syncthreads();',
           load='const char neg = (char)-3;\n    const char d = (char)__float2int_rn(x * 10.0f);\n    sdata[tid] = table[d + (neg < 0 ? 0 : 5)];'))
