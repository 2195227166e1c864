# Cases for gen.py (docs/verdict-scale.md): correctness that depends on sizes, bounds, loop
# structure and integer arithmetic, written the ways CUDA programmers write general-purpose
# kernels: grid/block-stride loops, `i < size` guards, blockDim.x vs TPB vs 256, trees for
# non-power-of-two counts, unsigned loops that never end, int/unsigned/size_t index math,
# one-past-the-end reads and writes, warp-count arrays, 2- and 4-element-per-thread loads
# (float4 alignment), unrolled loops and their remainder, last-block tickets, __activemask,
# integer division by zero, narrowing casts. Body = the kernel's body; pre = file-scope code.
# Every verdict was decided before p34 ran the kernel.
# Citations: C++ = ISO C++17/20: [expr.add] (pointer arithmetic outside the array is undefined),
# [dcl.array]/[expr.sub] (array subscript), [expr.mul]/4 (integer division truncates toward zero,
# so -1 % 256 == -1; division by zero is undefined), [expr.shift] (a count >= the width is UB),
# [basic.fundamental]/[expr]/4 (unsigned arithmetic wraps mod 2^N; signed overflow is UB),
# [conv.integral] (to a narrower signed type: implementation-defined before C++20, modulo
# 2^N since), [expr.rel]/[expr.arith.conv] (the usual arithmetic conversions turn int < unsigned
# into an unsigned compare). PG = CUDA C++ Programming Guide: "Built-in Variables"
# (gridDim/blockIdx/blockDim/threadIdx are uint3/dim3, unsigned), "Device Memory Accesses"
# (global memory addresses from the allocation routines are aligned to at least 256 bytes; a
# 16-byte access must be 16-byte aligned), "Warp Shuffle Functions" (__shfl_down_sync: a source
# lane past the width returns the caller's own value), "Warp Vote Functions" (__activemask:
# the currently active lanes, no convergence promised), "Synchronization Functions".
# PTX = PTX ISA: "Addresses as Operands" (access must be naturally aligned, else undefined;
# the runtime reports cudaErrorMisalignedAddress), shl ("shift amounts greater than the
# register width N are clamped to N"), div ("division by zero yields an unspecified,
# machine-specific value"). SPEC = docs/SPEC.md (launch shapes: 4x256 cluster 4, 256x256 for
# --last-block; input/output/scratch lengths; exit 1 wrong, 4 hang, 5 illegal address). An
# access outside a buffer (one past the end) is undefined in C++ and an invalid global access
# to compute-sanitizer memcheck; p34's convention (SPEC exit 5 "e.g. an illegal address",
# established by the edge, cxx and cause hunts) is exit 5, which the truths below follow.
OOB = r'out-of-bounds|illegal|misaligned'
HANG = r'deadlock|did not finish|hang|watchdog|never'
WRONG = r'❌|not written'

def COORD(load, sumloop, pre_decl=''):
    return r'''
    __shared__ float s[TPB];''' + pre_decl + r'''
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + tid;
    const float scale = (float)(rank + 1);
''' + load + r'''
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float sum = 0.0f;
''' + sumloop + r'''
        output[rank] = sum;
    }
    cluster_wait();'''
LOAD = '    s[tid] = input[gi] * scale;'
SUM = '        for (int i = 0; i < TPB; i++) sum += s[i];'

def RED(load, tree, final='        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];', writer='rank == 0 && tid == 0', pre_decl=''):
    return r'''
    __shared__ float sm[TPB];''' + pre_decl + r'''
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + tid;
''' + load + r'''
    __syncthreads();
''' + tree + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (''' + writer + r''') {
        float total = 0.0f;
''' + final + r'''
        output[0] = total;
    }'''
RLOAD = '    sm[tid] = input[gi];'
RTREE = r'''    for (int st = TPB / 2; st > 0; st >>= 1) {
        if (tid < st) sm[tid] += sm[tid + st];
        __syncthreads();
    }'''

def LB(part, final=r'''        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) sum += partials[b];''',
       last='is_last_block(counter)', pre_decl=''):
    return r'''
    __shared__ float sm[TPB];''' + pre_decl + r'''
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
''' + part + r'''
    if (''' + last + r''') {
        float sum = 0.0f;
''' + final + r'''
        sm[tid] = sum;
        __syncthreads();
        for (int st = TPB / 2; st > 0; st >>= 1) {
            if (tid < st) sm[tid] += sm[tid + st];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }'''
LPART = r'''    sm[tid] = input[gi];
    __syncthreads();
    for (int st = TPB / 2; st > 0; st >>= 1) {
        if (tid < st) sm[tid] += sm[tid + st];
        __syncthreads();
    }
    if (tid == 0) partials[blockIdx.x] = sm[0];'''
def LPART_ACC(acc):  # a per-thread accumulation, then the block tree
    return acc + r'''
    sm[tid] = acc;
    __syncthreads();
    for (int st = TPB / 2; st > 0; st >>= 1) {
        if (tid < st) sm[tid] += sm[tid + st];
        __syncthreads();
    }
    if (tid == 0) partials[blockIdx.x] = sm[0];'''

# ============================================================ grid-stride and block-stride loops
case('l01_grid_stride_correct', 'last-block', 'pass',
     'Grid-stride loop `for (i = gi; i < size; i += blockDim.x * gridDim.x)`: with 256x256 threads and size 65536 each thread takes exactly input[gi] once; the tree, the last-block ticket and the final sum are the reference\'s. Every element counted once; whole numbers, exact (SPEC).',
     LB(LPART_ACC(r'''    float acc = 0.0f;
    for (int i = gi; i < size; i += blockDim.x * gridDim.x) acc += input[i];''')))
case('l02_grid_stride_double_stride', 'last-block', 'pass',
     'Grid-stride loop whose stride is `2 * blockDim.x * gridDim.x` (131072, twice the grid): each thread reads input[gi] and the next index is already past size, so every element is still read exactly once: the stride error is masked by a grid that covers the input exactly. Correct for this launch (l03, l04 are the stride errors that lose or repeat elements).',
     LB(LPART_ACC(r'''    float acc = 0.0f;
    for (int i = gi; i < size; i += 2 * blockDim.x * gridDim.x) acc += input[i];''')))
case('l03_grid_stride_start_twice', 'last-block', 'fail 1',
     'Grid-stride loop started at `2 * gi` with the usual stride: threads with gi >= 32768 start past size and read nothing, threads below read input[2gi] and input[2gi + 65536] (past size, not taken): only the even elements are summed, the odd ones are lost. The sum is wrong (SPEC: exact equality): exit 1.',
     LB(LPART_ACC(r'''    float acc = 0.0f;
    for (int i = 2 * gi; i < size; i += blockDim.x * gridDim.x) acc += input[i];''')), cause=WRONG)
case('l04_grid_stride_stride_blockdim_only', 'last-block', 'fail 1',
     'Stride `blockDim.x` instead of `blockDim.x * gridDim.x`: thread t of block b sums input[gi], input[gi+256], ... to the end, so block b counts every element from its slice on: element j is counted by blocks 0..j/256, 1 + j/256 times. The total is far too large: exit 1 (SPEC exact equality).',
     LB(LPART_ACC(r'''    float acc = 0.0f;
    for (int i = gi; i < size; i += blockDim.x) acc += input[i];''')), cause=WRONG)
case('c05_block_stride_blockdim', 'coordination', 'pass',
     'Block-stride load `for (i = tid; i < TPB; i += blockDim.x) s[i] = input[blockIdx.x * TPB + i] * scale`: blockDim.x == TPB (SPEC launch 4x256), one iteration per thread, every slot written once; thread 0 sums the 256 slots after __syncthreads.',
     COORD('    for (int i = tid; i < TPB; i += blockDim.x) s[i] = input[blockIdx.x * TPB + i] * scale;', SUM))
case('c06_grid_stride_whole_grid', 'coordination', 'pass',
     'Grid-stride load `for (i = gi; i < size; i += gridDim.x * blockDim.x)`: grid covers size exactly (4x256 = 1024, SPEC), one iteration, s[tid] = input[gi] * scale.',
     COORD('    for (int i = gi; i < size; i += gridDim.x * blockDim.x) s[i - blockIdx.x * blockDim.x] = input[i] * scale;', SUM))

# ============================================================ guards
case('r07_guard_le_size_never_bites', 'reduction', 'pass',
     'Guard written `gi <= size ? input[gi] : 0`: looks off by one, but gi is at most 1023 < size = 1024 (SPEC launch 4x256), so input[size] is never read; the result is the reference\'s.',
     RED('    sm[tid] = gi <= size ? input[gi] : 0.0f;', RTREE))
case('r08_no_guard_exact_grid', 'reduction', 'pass',
     'No `if (gi < size)` guard at all: the grid is exactly size threads (SPEC), every index in bounds. Correct for this launch.',
     RED(RLOAD, RTREE))
case('c09_guard_size_minus_one', 'coordination', 'fail 1',
     'Guard `gi < size - 1 ? input[gi] * scale : 0`: drops input[1023] = 0.3 (x4 in block 3 = 1.2), far above block 3\'s tolerance n*2^-24*sum|terms| (about 0.007) (SPEC Checking): block 3 wrong, exit 1.',
     COORD('    s[tid] = gi < size - 1 ? input[gi] * scale : 0.0f;', SUM), cause=WRONG)
case('c10_unsigned_neighbour_guard', 'coordination', 'fail 5',
     'Each thread also reads its left neighbour for a (discarded) difference, guarded by `threadIdx.x - 1 >= 0`: threadIdx.x is unsigned (PG Built-in Variables), so the subtraction wraps and the compare is always true (C++ [expr.arith.conv]); thread 0 reads s[threadIdx.x - 1] = s[4294967295], far outside the 256-float array (C++ [expr.sub] UB; on a GPU an address 16 GiB past the shared window: illegal address). Exit 5.',
     COORD(LOAD + r'''
    __syncthreads();
    float left = 0.0f;
    if (threadIdx.x - 1 >= 0) left = s[threadIdx.x - 1];  // CAUSE
    d[tid] = s[tid] - left;''', SUM, pre_decl='\n    __shared__ float d[TPB];'), cause=OOB)
case('c11_signed_neighbour_guard', 'coordination', 'pass',
     'As c10 but the guard is `(int)threadIdx.x - 1 >= 0`: a signed compare, false for thread 0, so s[-1] is never read. d[] is written and not used; the block sums are the reference\'s.',
     COORD(LOAD + r'''
    __syncthreads();
    float left = 0.0f;
    if ((int)threadIdx.x - 1 >= 0) left = s[threadIdx.x - 1];
    d[tid] = s[tid] - left;''', SUM, pre_decl='\n    __shared__ float d[TPB];'))
case('r12_unsigned_tail_test_never_negative', 'reduction', 'fail 1',
     'Tail guard `blockIdx.x * blockDim.x + threadIdx.x - size < 0 ? input[gi] : 0`: the expression is unsigned (blockIdx/threadIdx are unsigned, size converts, C++ [expr.arith.conv]), never < 0, so every thread loads 0 and the cluster total is 0, not 523776: exit 1.',
     RED('    sm[tid] = blockIdx.x * blockDim.x + threadIdx.x - size < 0 ? input[gi] : 0.0f;', RTREE), cause=WRONG)

# ============================================================ blockDim.x vs TPB vs 256, array sizes
case('c13_sum_loop_hardcoded_256', 'coordination', 'pass',
     'Thread 0 sums `for (i = 0; i < 256; i++)`: 256 == TPB == blockDim.x (SPEC constants and launch). Correct here.',
     COORD(LOAD, '        for (int i = 0; i < 256; i++) sum += s[i];'))
case('c14_sum_loop_le_tpb', 'coordination', 'fail 5',
     'Thread 0 sums `for (i = 0; i <= TPB; i++)`: reads s[256], one past `__shared__ float s[TPB]` (C++ [expr.sub]/[expr.add] UB; compute-sanitizer: invalid __shared__ read). p34\'s convention for an access outside an array: exit 5.',
     COORD(LOAD, '        for (int i = 0; i <= TPB; i++) sum += s[i];  // CAUSE'), cause=OOB)
case('c15_sum_loop_tpb_minus_one', 'coordination', 'fail 1',
     'Thread 0 sums `i < TPB - 1`: misses s[255] in each block, i.e. input[b*256+255] * (b+1) = 0.5, 0.2, 2.1, 1.2: all above the tolerance (SPEC Checking): exit 1.',
     COORD(LOAD, '        for (int i = 0; i < TPB - 1; i++) sum += s[i];'), cause=WRONG)
case('c16_shared_index_plus_blockdim', 'coordination', 'fail 5',
     'A "second half" store `s[threadIdx.x + blockDim.x] = 0.0f` into `__shared__ float s[TPB]`: indexes 256..511 are past the array (C++ [expr.sub] UB; compute-sanitizer invalid __shared__ write): exit 5.',
     COORD(LOAD + '\n    s[threadIdx.x + blockDim.x] = 0.0f;  // CAUSE', SUM), cause=OOB)
case('c17_shared_2tpb_padding', 'coordination', 'pass',
     'As c16 but the array is `__shared__ float s2[2 * TPB]` (zero padding after the data): indexes 0..511 all inside; thread 0 sums the first TPB. Correct.',
     COORD('    s2[tid] = input[gi] * scale;\n    s2[threadIdx.x + blockDim.x] = 0.0f;', '        for (int i = 0; i < 2 * TPB; i++) sum += s2[i];', pre_decl='\n    __shared__ float s2[2 * TPB];'))

# ============================================================ reduction trees
case('r18_tree_blockdim_half', 'reduction', 'pass',
     'Tree `for (st = blockDim.x / 2; st > 0; st >>= 1)`: blockDim.x = 256 (SPEC), the classic power-of-two tree with a barrier per level.',
     RED(RLOAD, RTREE.replace('TPB / 2', 'blockDim.x / 2')))
case('r19_tree_starts_at_tpb', 'reduction', 'fail 5',
     'Tree started at `st = TPB` (not TPB / 2): at the first level every thread (tid < 256) reads sm[tid + 256], past `__shared__ float sm[TPB]`: out of bounds, exit 5.',
     RED(RLOAD, RTREE.replace('st = TPB / 2', 'st = TPB').replace('sm[tid + st]', 'sm[tid + st];  // CAUSE\n        (void)0')), cause=OOB)
case('r20_tree_stops_at_one', 'reduction', 'fail 1',
     'Tree condition `st > 1`: the last level (st = 1) never runs, sm[1] is not added into sm[0]; each block sum misses the partial of its odd half: total wrong, exit 1.',
     RED(RLOAD, RTREE.replace('st > 0', 'st > 1')), cause=WRONG)
case('r21_tree_non_pow2_ceil', 'reduction', 'pass',
     'Non-power-of-two tree over the first 250 slots: `while (n > 1) { half = (n + 1) / 2; if (tid < n / 2) sm[tid] += sm[tid + half]; sync; n = half; }` (250, 125, 63, 32, ..., 1: each level folds the upper n/2 onto the lower, the middle element of an odd n stays), then thread 0 adds sm[250..255]. Every element counted once: exact.',
     RED(RLOAD, r'''    for (int n = TPB - 6; n > 1;) {
        const int half = (n + 1) / 2;
        if (tid < n / 2) sm[tid] += sm[tid + half];
        __syncthreads();
        n = half;
    }
    if (tid == 0) for (int i = TPB - 6; i < TPB; i++) sm[0] += sm[i];'''))
case('r22_tree_non_pow2_floor', 'reduction', 'fail 1',
     'As r21 but `half = n / 2`, `if (tid < half) sm[tid] += sm[tid + half]`: for odd n (125, 31, 15...) the last element sm[n - 1] is never folded: 125 -> 62 drops sm[124]. The sum is wrong: exit 1.',
     RED(RLOAD, r'''    for (int n = TPB - 6; n > 1;) {
        const int half = n / 2;
        if (tid < half) sm[tid] += sm[tid + half];
        __syncthreads();
        n = half;
    }
    if (tid == 0) for (int i = TPB - 6; i < TPB; i++) sm[0] += sm[i];'''), cause=WRONG)
case('r23_unsigned_tree_ge_zero_linear', 'reduction', 'fail 5',
     '`for (unsigned st = TPB / 2; st >= 0; st--)` with `if (tid < st) sm[tid] += sm[tid + st]`: `st >= 0` is always true for unsigned; after st = 0, st-- wraps to 4294967295, every tid < st, and tid + st (unsigned) wraps to tid - 1: thread 0 reads sm[4294967295] (C++ [expr.sub] UB; on a GPU 16 GiB past the window: illegal address). Exit 5 (an earlier level already sums wrongly, but the launch faults).',
     RED(RLOAD, r'''    for (unsigned int st = TPB / 2; st >= 0; st--) {
        if (tid < st) sm[tid] += sm[tid + st];  // CAUSE
        __syncthreads();
    }'''), cause=OOB)
case('r24_unsigned_tree_ge_zero_halving', 'reduction', 'fail 4',
     '`for (unsigned st = TPB / 2; st >= 0; st >>= 1)`: st reaches 0 and stays 0; `st >= 0` is always true, so the loop (with its __syncthreads, a side effect, so not removable under C++ [intro.progress]) never ends; no block reaches temp_storage or cluster_sync: the kernel never finishes, exit 4 (SPEC).',
     RED(RLOAD, r'''    for (unsigned int st = TPB / 2; st >= 0; st >>= 1) {  // CAUSE
        if (tid < st) sm[tid] += sm[tid + st];
        __syncthreads();
    }'''), cause=HANG)
case('r25_interleaved_tree_index_le', 'reduction', 'fail 5',
     'Interleaved tree `idx = 2 * st * tid; if (idx <= blockDim.x) sm[idx] += sm[idx + st]` (`<=` for `<`): at st = 1, tid 128 has idx = 256 and reads and writes sm[256], sm[257], past the 256-float array: exit 5.',
     RED(RLOAD, r'''    for (unsigned int st = 1; st < blockDim.x; st *= 2) {
        const unsigned int idx = 2 * st * tid;
        if (idx <= blockDim.x) sm[idx] += sm[idx + st];  // CAUSE
        __syncthreads();
    }'''), cause=OOB)
case('r26_interleaved_tree_mask', 'reduction', 'pass',
     'Interleaved tree `if ((tid & (2 * st - 1)) == 0) sm[tid] += sm[tid + st]` for st = 1..128: tid + st < 256 whenever tid is a multiple of 2st; the classic (divergent but correct) tree.',
     RED(RLOAD, r'''    for (int st = 1; st < TPB; st *= 2) {
        if ((tid & (2 * st - 1)) == 0) sm[tid] += sm[tid + st];
        __syncthreads();
    }'''))
case('r27_final_loop_le_cluster', 'reduction', 'fail 5',
     'The writer sums `for (r = 0; r <= CLUSTER_SIZE; r++) total += temp_storage[r]`: temp_storage holds 4 floats (SPEC), temp_storage[4] is one past: exit 5 by p34\'s convention.',
     RED(RLOAD, RTREE, final='        for (int r = 0; r <= CLUSTER_SIZE; r++) total += temp_storage[r];  // CAUSE'), cause=OOB)
case('r28_final_loop_griddim', 'reduction', 'pass',
     'The writer sums `r < gridDim.x`: gridDim.x = 4 = CLUSTER_SIZE (SPEC launch). Correct here.',
     RED(RLOAD, RTREE, final='        for (unsigned int r = 0; r < gridDim.x; r++) total += temp_storage[r];'))
case('r29_writer_gi_equals_size', 'reduction', 'fail 1',
     'The one writer is chosen by `gi == size`: no thread has gi = 1024 (the grid is 1024 threads, SPEC), so output[0] is never written: exit 1 (not written).',
     RED(RLOAD, RTREE, writer='gi == size'), cause=WRONG)
case('r30_writer_gi_last', 'reduction', 'pass',
     'The one writer is `gi == size - 1`: thread 255 of block 3 (rank 3), after cluster_sync, which orders every block\'s temp_storage store before its reads. Exactly one store of output[0].',
     RED(RLOAD, RTREE, writer='gi == size - 1'))
case('r31_temp_storage_times_tpb', 'reduction', 'fail 5',
     'Block sums published at `temp_storage[blockIdx.x * TPB / TPB * TPB]`-style element offset `temp_storage[rank * TPB]`: rank 1 stores temp_storage[256], far past the 4-float buffer: exit 5.',
     RED(RLOAD, RTREE).replace('if (tid == 0) temp_storage[rank] = sm[0];', 'if (tid == 0) temp_storage[rank * TPB] = sm[0];  // CAUSE').replace('total += temp_storage[r];', 'total += temp_storage[r * TPB];'), cause=OOB)

# ============================================================ unsigned loops, negative modulo, narrowing
case('c32_unsigned_countdown', 'coordination', 'fail 5',
     'Thread 0 sums backwards `for (unsigned i = TPB - 1; i >= 0; i--)`: always true for unsigned; after i = 0 it wraps to 4294967295 and reads s[4294967295] (C++ [expr.sub] UB; an address 16 GiB away on a GPU): exit 5.',
     COORD(LOAD, '        for (unsigned int i = TPB - 1; i >= 0; i--) sum += s[i];  // CAUSE'), cause=OOB)
case('c33_size_t_countdown_idiom', 'coordination', 'pass',
     'Thread 0 sums backwards with the idiom `for (size_t i = TPB; i-- > 0;)`: i takes 255..0 and the test fails when i was 0. Correct.',
     COORD(LOAD, '        for (size_t i = TPB; i-- > 0;) sum += s[i];'))
case('c34_negative_modulo_ring', 'coordination', 'fail 5',
     'A rotated store `s[(tid - 1) % TPB]` (tid is int): C++ [expr.mul]/4 truncates toward zero, so (0 - 1) % 256 = -1, and thread 0 stores s[-1], before the array: exit 5.',
     COORD('    s[(tid - 1) % TPB] = input[gi] * scale;  // CAUSE', SUM), cause=OOB)
case('c35_positive_modulo_ring', 'coordination', 'pass',
     'As c34 written `s[(tid + TPB - 1) % TPB]`: a permutation of 0..255, every slot stored once; the sum is order-free within the tolerance.',
     COORD('    s[(tid + TPB - 1) % TPB] = input[gi] * scale;', SUM))
case('c36_int8_local_index', 'coordination', 'fail 5',
     'Local index kept in `signed char lt = threadIdx.x`: values 128..255 do not fit; the conversion is modulo 2^8 (C++20 [conv.integral]; implementation-defined before, modulo in GCC/Clang/nvcc), giving -128..-1, and `s[lt] = ...` stores before the array: exit 5.',
     COORD('    const signed char lt = threadIdx.x;\n    s[lt] = input[gi] * scale;  // CAUSE', SUM), cause=OOB)
case('c37_uint8_local_index', 'coordination', 'pass',
     'Local index kept in `unsigned char lt = threadIdx.x`: 0..255 fit exactly (TPB = 256); s[lt] is s[tid]. Correct for this block size.',
     COORD('    const unsigned char lt = threadIdx.x;\n    s[lt] = input[gi] * scale;', SUM))

# ============================================================ index width and overflow
case('l38_size_t_index', 'last-block', 'pass',
     '`size_t gi = (size_t)blockIdx.x * blockDim.x + threadIdx.x` in 64 bits: the same indexes as int (max 65535). Correct.',
     LB(LPART.replace('sm[tid] = input[gi];', 'const size_t gz = (size_t)blockIdx.x * blockDim.x + threadIdx.x;\n    sm[tid] = input[gz];')))
case('l39_unsigned_hash_wraps', 'last-block', 'pass',
     'Index through `unsigned key = gi * 65537u; input[key % 65536u]`: unsigned arithmetic wraps modulo 2^32 (C++ [basic.fundamental]), gi * 65537 = gi * 65536 + gi (mod 2^32), so key % 65536 = gi for gi < 65536. Correct.',
     LB(LPART.replace('sm[tid] = input[gi];', 'const unsigned int key = (unsigned int)gi * 65537u;\n    sm[tid] = input[key % 65536u];')))
case('l40_signed_hash_overflows', 'last-block', 'unclear',
     'As l39 in `int`: gi * 65537 overflows int for gi >= 32768: signed overflow is undefined (C++ [expr]/4). A GPU computing mul.lo.s32 wraps to a negative key, key % 65536 is negative (truncation) and input[negative] is out of bounds; but the compiler may also assume no overflow and fold (gi * 65537) % 65536 differently. The rules leave the outcome open.',
     LB(LPART.replace('sm[tid] = input[gi];', 'const int key = gi * 65537;\n    sm[tid] = input[key % 65536];')))
case('l41_mul24_index', 'last-block', 'pass',
     '`gi = __umul24(blockIdx.x, blockDim.x) + threadIdx.x`: __umul24 multiplies the low 24 bits (CUDA Math API); 255 and 256 fit, product 65280 is exact. Correct.',
     LB(LPART.replace('sm[tid] = input[gi];', 'sm[tid] = input[__umul24(blockIdx.x, blockDim.x) + threadIdx.x];')))
case('l42_partial_index_div255', 'last-block', 'fail 5',
     'Partial slot computed from the global index: `partials[gi / 255]` by thread 0 (should be / TPB): block b writes partials[256b/255]; block 255 writes partials[256], one past the 256-float buffer (SPEC): exit 5.',
     LB(LPART.replace('partials[blockIdx.x] = sm[0];', 'partials[gi / 255] = sm[0];  // CAUSE')), cause=OOB)
case('l43_partial_index_div_tpb', 'last-block', 'pass',
     'Partial slot `partials[gi / TPB]` by thread 0: gi = 256b, so the slot is b. Correct.',
     LB(LPART.replace('partials[blockIdx.x] = sm[0];', 'partials[gi / TPB] = sm[0];')))

# ============================================================ last-block ticket and final loop bounds
case('l44_ticket_lb_blocks', 'last-block', 'pass',
     'The ticket compared with LB_BLOCKS - 1 (= LB_SIZE / TPB = 256 = gridDim.x, kernels.h and SPEC launch) instead of gridDim.x - 1: the same number. Correct.',
     LB(LPART, last='lb_last(counter)'), pre=r'''
__device__ bool lb_last(unsigned int *counter)
{
    __shared__ bool last;
    if (threadIdx.x == 0) {
        __threadfence();
        last = atomicAdd(counter, 1u) == LB_BLOCKS - 1;
        __threadfence();
    }
    __syncthreads();
    return last;
}''')
case('l45_ticket_lb_blocks_off_by_one', 'last-block', 'fail 1',
     'The ticket compared with LB_BLOCKS (256): tickets are 0..255, no block is last, output[0] is never written and the counter is never reset: exit 1 (not written).',
     LB(LPART, last='lb_last(counter)'), pre=r'''
__device__ bool lb_last(unsigned int *counter)
{
    __shared__ bool last;
    if (threadIdx.x == 0) {
        __threadfence();
        last = atomicAdd(counter, 1u) == LB_BLOCKS;  // CAUSE
        __threadfence();
    }
    __syncthreads();
    return last;
}''', cause=WRONG + '|no block merged')
case('l46_final_loop_le_griddim', 'last-block', 'fail 5',
     'The last block sums `for (b = tid; b <= gridDim.x; b += blockDim.x)`: thread 0 also reads partials[256], one past the 256-float buffer: exit 5.',
     LB(LPART, final='        for (unsigned int b = tid; b <= gridDim.x; b += blockDim.x) sum += partials[b];  // CAUSE'), cause=OOB)
case('l47_write_partials_griddim', 'last-block', 'fail 5',
     'The last block also stores its total "for debugging" into partials[gridDim.x]: one past the 256-float buffer (SPEC): exit 5.',
     LB(LPART).replace('output[0] = sm[0];', 'output[0] = sm[0];\n            partials[gridDim.x] = sm[0];  // CAUSE'), cause=OOB)
case('l48_final_loop_lb_blocks_stride', 'last-block', 'pass',
     'The last block sums `for (b = tid; b < LB_BLOCKS; b += TPB)`: LB_BLOCKS = 256 = gridDim.x, TPB = blockDim.x. Correct.',
     LB(LPART, final='        for (int b = tid; b < LB_BLOCKS; b += TPB) sum += partials[b];'))

# ============================================================ per-thread multi-element loads, vector loads, unrolling
case('r49_two_per_thread_all_threads', 'reduction', 'fail 5',
     'Every thread loads two elements `input[base + 2*tid] + input[base + 2*tid + 1]` with base = blockIdx.x * TPB: thread t of block 3 reads up to input[768 + 511]: past the 1024-float input (SPEC): exit 5.',
     RED('    const int base = blockIdx.x * TPB;\n    sm[tid] = input[base + 2 * tid] + input[base + 2 * tid + 1];  // CAUSE', RTREE), cause=OOB)
case('r50_two_per_thread_half_block', 'reduction', 'pass',
     'Threads tid < TPB / 2 load two elements each (base + 2tid, base + 2tid + 1), the others load 0: each block covers its 256 elements exactly once; the tree sums all 256 slots. Exact.',
     RED('    const int base = blockIdx.x * TPB;\n    sm[tid] = tid < TPB / 2 ? input[base + 2 * tid] + input[base + 2 * tid + 1] : 0.0f;', RTREE))
case('r51_float4_aligned', 'reduction', 'pass',
     'Threads tid < TPB / 4 load a float4 from `reinterpret_cast<const float4 *>(input)[blockIdx.x * TPB / 4 + tid]`: input comes from cudaMalloc, aligned to at least 256 bytes (PG Device Memory Accesses), every float4 is 16-byte aligned and inside the block\'s slice; the others load 0. Exact.',
     RED(r'''    float v = 0.0f;
    if (tid < TPB / 4) {
        const float4 q = reinterpret_cast<const float4 *>(input)[blockIdx.x * TPB / 4 + tid];
        v = q.x + q.y + q.z + q.w;
    }
    sm[tid] = v;''', RTREE))
case('r52_float4_misaligned', 'reduction', 'fail 5',
     'float4 loads from `input + 1`: threads tid < 63 load float4 #tid of (input + base + 1), i.e. elements base+1+4t..base+4+4t (inside the slice); thread 63 loads input[base] and input[base+253..255] singly. Every address of a float4 load is 4 mod 16: a 16-byte access must be naturally aligned (PTX Addresses as Operands: otherwise undefined; the hardware reports cudaErrorMisalignedAddress; PG Device Memory Accesses). Exit 5.',
     RED(r'''    const int base = blockIdx.x * TPB;
    float v = 0.0f;
    if (tid < 63) {
        const float4 q = reinterpret_cast<const float4 *>(input + base + 1)[tid];  // CAUSE
        v = q.x + q.y + q.z + q.w;
    } else if (tid == 63) {
        v = input[base] + input[base + 253] + input[base + 254] + input[base + 255];
    }
    sm[tid] = v;''', RTREE), cause=OOB)
case('a53_unroll3_no_remainder', 'advanced', 'fail 1',
     'Each elected lane sums its warp\'s 32 values unrolled by 3 with `for (i = 0; i + 3 <= 32; i += 3)` and no remainder loop: 30 values, the warp\'s last two are lost in every warp: block sums wrong (SPEC tolerance): exit 1.',
     r'''
    __shared__ float s[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    s[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    const int w = tid / WARP_SIZE;
    if (elect_one_sync()) {
        const float *p = s + w * WARP_SIZE;
        float acc = 0.0f;
        #pragma unroll
        for (int i = 0; i + 3 <= WARP_SIZE; i += 3) acc += p[i] + p[i + 1] + p[i + 2];
        ws[w] = acc;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) t += ws[i];
        output[rank] = t;
    }
    cluster_wait();''', cause=WRONG)
ADV = r'''
    __shared__ float s[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    s[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    const int w = tid / WARP_SIZE;
    if (elect_one_sync()) {
        const float *p = s + w * WARP_SIZE;
        float acc = 0.0f;
        #pragma unroll
        for (int i = 0; i + 3 <= WARP_SIZE; i += 3) acc += p[i] + p[i + 1] + p[i + 2];
        ws[w] = acc;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) t += ws[i];
        output[rank] = t;
    }
    cluster_wait();'''
case('a54_unroll3_with_remainder', 'advanced', 'pass',
     'As a53 plus the remainder loop `for (; i < 32; i++) acc += p[i]` (i kept outside the unrolled loop): all 32 values of each warp. Correct.',
     ADV.replace('for (int i = 0; i + 3 <= WARP_SIZE; i += 3) acc += p[i] + p[i + 1] + p[i + 2];',
                 'int i = 0;\n        for (; i + 3 <= WARP_SIZE; i += 3) acc += p[i] + p[i + 1] + p[i + 2];\n        for (; i < WARP_SIZE; i++) acc += p[i];'))
case('a55_unroll3_overrun', 'advanced', 'fail 5',
     'Unrolled by 3 with `for (i = 0; i < 32; i += 3)`: the last step (i = 30) reads p[30], p[31], p[32]; warp 7\'s p[32] is s[256], one past the array (the other warps read the next warp\'s first value, also wrong): exit 5.',
     ADV.replace('for (int i = 0; i + 3 <= WARP_SIZE; i += 3) acc += p[i] + p[i + 1] + p[i + 2];',
                 'for (int i = 0; i < WARP_SIZE; i += 3) acc += p[i] + p[i + 1] + p[i + 2];  // CAUSE'), cause=OOB)

# ============================================================ warp counts and warp arrays
case('a56_warp_count_ceil', 'advanced', 'pass',
     'Thread 0 sums `for (i = 0; i < (blockDim.x + 31) / 32; i++) t += ws[i]`: (256 + 31) / 32 = 8 = TPB / WARP_SIZE, the size of ws. Correct.',
     ADV.replace('for (int i = 0; i + 3 <= WARP_SIZE; i += 3) acc += p[i] + p[i + 1] + p[i + 2];', 'for (int i = 0; i < WARP_SIZE; i++) acc += p[i];')
        .replace('i < TPB / WARP_SIZE; i++) t', 'i < (int)(blockDim.x + 31) / 32; i++) t'))
case('a57_warp_count_plus_one', 'advanced', 'fail 5',
     'Thread 0 sums `i < blockDim.x / 32 + 1` warp sums: 9, and ws holds TPB / WARP_SIZE = 8: ws[8] is one past the array: exit 5.',
     ADV.replace('for (int i = 0; i + 3 <= WARP_SIZE; i += 3) acc += p[i] + p[i + 1] + p[i + 2];', 'for (int i = 0; i < WARP_SIZE; i++) acc += p[i];')
        .replace('for (int i = 0; i < TPB / WARP_SIZE; i++) t += ws[i];', 'for (int i = 0; i < (int)blockDim.x / 32 + 1; i++) t += ws[i];  // CAUSE'), cause=OOB)
case('a58_halfwarp_id_into_warp_array', 'advanced', 'fail 5',
     'The warp id computed as `tid >> 4` (16-lane groups) indexes ws[TPB / WARP_SIZE] (8 slots): the elected lane of warp k (lane 0, tid 32k) stores ws[2k]; warps 4..7 store ws[8..14], past the array: exit 5.',
     ADV.replace('for (int i = 0; i + 3 <= WARP_SIZE; i += 3) acc += p[i] + p[i + 1] + p[i + 2];', 'for (int i = 0; i < WARP_SIZE; i++) acc += p[i];')
        .replace('ws[w] = acc;', 'ws[tid >> 4] = acc;  // CAUSE'), cause=OOB)

# ============================================================ shuffles, activemask, division by zero
SHFL = r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    for (int off = WARP_SIZE / 2; off > 0; off /= 2) v += __shfl_down_sync(0xffffffffu, v, off);
    if (tid % WARP_SIZE == 0) ws[tid / WARP_SIZE] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; i++) t += ws[i];
        output[rank] = t;
    }
    cluster_wait();'''
case('a59_shfl_down_from_32', 'advanced', 'fail 1',
     'Shuffle tree starting at `off = WARP_SIZE` (32): __shfl_down_sync with lane + 32 >= width returns the caller\'s own value (PG Warp Shuffle Functions), so the first step doubles v in every lane; lane 0 ends with twice its warp\'s sum: every block sum doubled: exit 1.',
     SHFL.replace('int off = WARP_SIZE / 2', 'int off = WARP_SIZE'), cause=WRONG)
case('a60_shfl_off_ge_zero', 'advanced', 'fail 4',
     'Shuffle tree `for (off = 16; off >= 0; off /= 2)`: off reaches 0 and 0 / 2 = 0, `off >= 0` stays true: each lane shuffles forever (a __shfl_down_sync by 0 returns its own value): no thread reaches the store; the kernel never finishes: exit 4.',
     SHFL.replace('off > 0; off /= 2) v += __shfl_down_sync(0xffffffffu, v, off);', 'off >= 0; off /= 2) v += __shfl_down_sync(0xffffffffu, v, off);  // CAUSE'), cause=HANG)
case('a61_activemask_full_warp_shuffle', 'advanced', 'unclear',
     'The shuffle tree uses `__activemask()` (taken at the top of the kernel, no branch before it) as its mask. PG Warp Vote Functions: __activemask returns the lanes active at that moment and promises no convergence; under independent thread scheduling a lane may be absent, and then a shuffle with a lane not in the mask is undefined. All 32 lanes are normally there; the rules do not promise it.',
     SHFL.replace('float v = input', 'const unsigned int am = __activemask();\n    float v = input').replace('__shfl_down_sync(0xffffffffu, v, off)', '__shfl_down_sync(am, v, off)'))
case('c62_div_zero_untaken', 'coordination', 'pass',
     'An index split guarded against zero: `int rem = size % TPB; int per = rem ? TPB / rem : 1;` rem = 0 (1024 % 256), the division is never evaluated (the conditional operator evaluates one branch, C++ [expr.cond]); per = 1 and the load is s[tid] = input[gi * per] ... with per = 1, the reference\'s. Correct.',
     COORD('    const int rem = size % TPB;\n    const int per = rem ? TPB / rem : 1;\n    s[tid] = input[blockIdx.x * blockDim.x + tid * per] * scale;', SUM))
case('c63_div_zero_taken', 'coordination', 'unclear',
     'As c62 without the guard: `int per = TPB / (size % TPB)` divides by 0. C++ [expr.mul]/4: undefined; PTX div: "an unspecified, machine-specific value" (0xffffffff on current GPUs gives per = -1, so input[base - tid] reads before the buffer for tid > base). The outcome is not fixed by the rules.',
     COORD('    const int per = TPB / (size % TPB);\n    s[tid] = input[blockIdx.x * blockDim.x + tid * per] * scale;', SUM))
