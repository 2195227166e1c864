# Cases for gen.py (docs/verdict-simd.md): kernels whose verdict depends on the exact lane
# semantics of CUDA's SIMD video intrinsics (__vadd2, __vavgs2, __vset*, __vcmp*, __vsads ...)
# and the 16x2 DPX __vibmax/__vibmin predicates, which the simulator now computes on the host.
# Every verdict and reason was written before p34 ran the kernel. Citations: MATH = CUDA Math
# API reference, "SIMD Intrinsics" and "Integer Intrinsics" (crt/device_functions.h of CUDA 13.0
# carries the same text); HDR = the GPU code CUDA's own headers gave these functions before
# they became libdevice built-ins (device_functions.hpp of CUDA 5 to 8: vset2/vavrg2/vabsdiff2
# PTX, and their sm_50 emulation); PTX = PTX ISA "Integer SIMD video instructions".
# Each probe kernel scales its values by ok ? 1 : 0, where ok is every SIMD result equal to the
# value the rules give: pass exactly when the GPU agrees with those rules (a disagreement
# gives wrong sums, exit 1). The operands depend on tid & 0 so nvcc cannot fold the calls.

def probe(checks):
    return r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const float x = input[blockIdx.x * blockDim.x + tid];
    const unsigned int z = (unsigned int)(tid & 0);
    bool ok = true;
    %s
    sdata[tid] = ok ? x * (rank + 1.0f) : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''' % checks

case('s01_vset_one_per_lane', 'coordination', 'pass',
     'MATH __vseteq2: "If both equalities are satisfied, function returns 1"; HDR: vset2.u32.u32.eq (and its emulation r = c >> 15) gives a 1 in EACH halfword that compares true, so __vseteq2(5, 5) = 0x00010001 and __vseteq2(0x12345678, 0x12340000) = 0x00010000; __vsetgtu4 likewise one 1 per true byte. The simulator gives the per-lane 1 (HDR); if the GPU gave a single 1 the sums would be 0: exit 1. The documentation\'s wording is ambiguous, the H100 must say.',
     probe(r'''ok = ok && __vseteq2(5u + z, 5u) == 0x00010001u && __vseteq2(0x12345678u + z, 0x12340000u) == 0x00010000u;
    ok = ok && __vsetgtu4(0x02020202u + z, 0x01030103u) == 0x01000100u && __vsetne2(0x00010001u + z, 0x00010000u) == 0x00000001u;
    ok = ok && __vsetles4(0x80ff007fu + z, 0x7f000080u) == 0x01010100u && __vsetlts2(0x8000ffffu + z, 0x7fff0000u) == 0x00010001u;'''))

case('s02_vcmp_mask_per_lane', 'coordination', 'pass',
     'MATH __vcmpXX: 0xffff (0xff) in each lane that compares true, with its own examples __vcmpeq2(0x1234aba5, 0x1234aba6) = 0xffff0000, __vcmples2 = 0xffffffff, __vcmplts2 = 0x0000ffff, __vcmpeq4 = 0xffffff00, __vcmplts4 = 0x000000ff (s = signed lanes: 0xaba5 < 0xaba6 as shorts).',
     probe(r'''const unsigned int a = 0x1234aba5u + z, b = 0x1234aba6u;
    ok = ok && __vcmpeq2(a, b) == 0xffff0000u && __vcmples2(a, b) == 0xffffffffu && __vcmplts2(a, b) == 0x0000ffffu;
    ok = ok && __vcmpges2(a, b) == 0xffff0000u && __vcmpgts2(a, b) == 0u && __vcmpne2(a, b) == 0x0000ffffu;
    ok = ok && __vcmpeq4(a, b) == 0xffffff00u && __vcmplts4(a, b) == 0x000000ffu && __vcmpgtu4(0x80000000u + z, 0x7f000000u) == 0xff000000u;
    ok = ok && __vcmpgts4(0x80000000u + z, 0x7f000000u) == 0u;'''))

case('s03_averages_rounding', 'coordination', 'pass',
     'MATH: __vavgs2 "signed rounded average", __vavgu2 "unsigned rounded average", __vhaddu2 "unsigned average" (no rounding: truncates). HDR __vavgs2: (a+b) >> 1 when a+b < 0, else (a+b+1) >> 1 (rounds half away from zero): (-3+0) -> -2 = 0xfffe, (3+0) -> 2, (-1+0) -> -1; __vavgu (a+b+1) >> 1, __vhaddu (a+b) >> 1 with the carry kept (0xff+0xff -> 0xff).',
     probe(r'''ok = ok && __vavgs2(0xfffd0003u + z, 0u) == 0xfffe0002u && __vavgs2(0xffff0001u + z, 0u) == 0xffff0001u;
    ok = ok && __vavgs4(0x80807f7fu + z, 0x80ff7f00u) == 0x80bf7f40u && __vavgs4(0xfdfe0103u + z, 0u) == 0xfeff0102u;
    ok = ok && __vavgu4(0x01ff0003u + z, 0x00ff0000u) == 0x01ff0002u && __vhaddu4(0x01ff0003u + z, 0x00ff0000u) == 0x00ff0001u;
    ok = ok && __vavgu2(0xffff0001u + z, 0xffff0000u) == 0xffff0001u && __vhaddu2(0xffff0001u + z, 0xffff0000u) == 0xffff0000u;'''))

case('s04_saturation_and_sads', 'coordination', 'pass',
     'MATH: plain __vadd/__vsub/__vneg/__vabs wrap per lane (no carry between lanes), ss saturates to the signed range, us to the unsigned one; __vabsss2(0x8000) = 0x7fff but __vabs2(0x8000) = 0x8000; __vabsdiffs2(0x7fff, 0x8000) = |32767 + 32768| = 0xffff (the lane holds it unsigned); __vsads4/__vsadu2 return the sum of the lanes\' absolute differences as a whole word (4 * 255 = 1020, 2 * 65535 = 131070).',
     probe(r'''ok = ok && __vadd2(0x0001ffffu + z, 0x00010001u) == 0x00020000u && __vsub4(0x00000100u + z, 0x01010001u) == 0xffff01ffu;
    ok = ok && __vaddss2(0x7fff8000u + z, 0x0001ffffu) == 0x7fff8000u && __vaddus4(0xff7f0000u + z, 0x01810000u) == 0xffff0000u;
    ok = ok && __vsubss4(0x807f0000u + z, 0x01ff0000u) == 0x807f0000u && __vsubus2(0x00010005u + z, 0x00020003u) == 0x00000002u;
    ok = ok && __vabs2(0x8000ffffu + z) == 0x80000001u && __vabsss2(0x8000ffffu + z) == 0x7fff0001u;
    ok = ok && __vneg4(0x80010000u + z) == 0x80ff0000u && __vnegss4(0x80010000u + z) == 0x7fff0000u && __vnegss2(0x80000001u + z) == 0x7fffffffu;
    ok = ok && __vabsdiffs2(0x7fffu + z, 0x8000u) == 0xffffu && __vabsdiffu4(0x00ff0001u + z, 0xff0000ffu) == 0xffff00feu;
    ok = ok && __vsads4(0x7f7f7f7fu + z, 0x80808080u) == 1020u && __vsadu2(0xffff0000u + z, 0x0000ffffu) == 131070u;
    ok = ok && __vmaxs2(0x7fff8000u + z, 0x80000000u) == 0x7fff0000u && __vminu4(0x80ff0102u + z, 0x7f000201u) == 0x7f000101u;'''))

case('s05_vibmax16_predicates', 'coordination', 'unclear',
     'MATH __vibmax_s16x2(a, b, &pred_hi, &pred_lo): per-halfword max, pred = the half of a was picked (a >= b; crt/device_functions.hpp: max.s16x2 then setp.eq of the result and a); __vibmin_* likewise with a <= b (ties pick a, pred true). UNCLEAR (lead, GPU run 19 and a probe, docs/verdict-simd.md): with a known at compile time, ptxas (CUDA 13.0) swaps the operands of the fused VIMNMX.S16x2 and the H100 returns the predicates of b (maxs: p_hi/p_lo = 0/1 where the rules give 1/0); with both operands in registers it returns the documented predicates. The simulator gives the documented ones.',
     probe(r'''bool ph = false, pl = false;
    ok = ok && __vibmax_s16x2(0x7fff8000u + z, 0x80007fffu, &ph, &pl) == 0x7fff7fffu && ph && !pl;
    ok = ok && __vibmax_u16x2(0x7fff8000u + z, 0x80007fffu, &ph, &pl) == 0x80008000u && !ph && pl;
    ok = ok && __vibmin_s16x2(0x00050005u + z, 0x00050004u, &ph, &pl) == 0x00050004u && ph && !pl;
    ok = ok && __vibmin_u16x2(0xffff0001u + z, 0x0001ffffu, &ph, &pl) == 0x00010001u && !ph && pl;'''))

case('s06_vadd2_halves_overflow', 'reduction', 'fail 1',
     'Each thread packs its whole integer input (0 .. 1023) into the low half and 0 into the high half and the tree adds with __vadd2: MATH per-halfword add wraps with no carry into the other half, and a block sum reaches 261888 > 65535, so the low halves wrap and the total is wrong: exit 1 (the simulator must not carry between lanes).',
     r'''
    __shared__ unsigned int packed[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    packed[tid] = __float2uint_rn(input[blockIdx.x * blockDim.x + tid]);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) packed[tid] = __vadd2(packed[tid], packed[tid + s]);
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = (float)packed[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''')

case('s07_vadd2_byte_split_ok', 'reduction', 'pass',
     'As s06 but each value is split into its low byte (low half) and high byte (high half): each half sums at most 256 * 255 = 65280 < 2^16, no wrap (MATH __vadd2); lo + 256 * hi is the exact block sum, integer inputs, exact float total (SPEC).',
     r'''
    __shared__ unsigned int packed[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int tid = threadIdx.x;
    const unsigned int v = __float2uint_rn(input[blockIdx.x * blockDim.x + tid]);
    packed[tid] = (v & 0xffu) | (v >> 8) << 16;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) packed[tid] = __vadd2(packed[tid], packed[tid + s]);
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = (float)((packed[0] & 0xffffu) + (packed[0] >> 16) * 256u);
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''')
