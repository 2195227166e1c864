# Cases for gen.py (docs/verdict-contract.md): the edges of the contract itself (docs/SPEC.md
# "Launches and inputs", "Checking", "Exit codes"): kernels whose numbers may be right while a rule
# is broken, whose numbers are right only by luck of the fixed inputs, or that do something unusual
# the rules permit. Axes: "each output element is stored by exactly one thread per launch" (several
# threads, one thread twice, atomics as the store, atomics onto the NaN fill, another block, an
# alias); the scratch buffers (temp_storage 4 floats, partials 256 floats: unused, past the end,
# read before written, used as integers); the last-block counter (not reset, reset by another
# thread / at the wrong time / by atomicExch / atomicInc wraparound / atomicSub, used as a float);
# the input (written through const_cast; bugs invisible on these inputs); the tolerance (orders,
# Kahan, double, FMA, directed rounding, scaling before/after, dropped/doubled terms) and exactness;
# the advanced puzzle's method (elected lanes).
# Every verdict was decided before p34 ran the kernel. Numeric truths were computed with an exact
# float32 emulation (Fraction-based, round to nearest even; /tmp/ct/num.py in the hunt, its results
# quoted in the reasons).
# Citations: SPEC = docs/SPEC.md: L&I = "Launches and inputs" (inputs, outputs, temp_storage 4
# floats, partials 256 floats, counter 0 before the first launch, "must leave counter at 0 when it
# ends, so that a second launch with no host reset is also right"); CHK = "Checking" ("Before each
# launch every output and scratch buffer is filled with NaN"; expected = exact sum rounded to float;
# reduction/last-block "must equal the expected value exactly"; coordination/advanced pass when
# |actual - expected| <= n 2^-24 sum|terms|; "Each output element is stored by exactly one thread per
# launch"); EXIT = "Exit codes". PTX = PTX ISA (elect.sync: one leader, which lane is not specified;
# Memory Consistency Model: data race). PG = CUDA C++ Programming Guide (Atomic Functions; __trap;
# Thread Block Clusters / Distributed Shared Memory). Project convention (earlier hunts hunt r14,
# textbook r08, learn r02, sim/check.cpp track_output): an atomic read-modify-write (atomicAdd) onto
# an output that one thread initialised accumulates and is not a "store" in the one-writer rule; a
# pure atomic store (atomicExch) is. Out-of-bounds global accesses are exit 5 (edge, scale, ub hunts).
STORED = r'stored by'
# (UNINIT, OOB: widened after the first run to p34's wording - "out-of-bounds", "before any thread stored"
# - the classes were right; no truth changed)
UNINIT = r'uninitiali|NaN|not written|before any thread stored'
WRONG = r'❌'
OOB = r'out.of.bounds|outside|past the end|beyond'

C_HEAD = r'''
    __shared__ float sd[TPB];
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    const unsigned int rank = block_rank_in_cluster();
    const float scale = (float)(rank + 1);
    sd[tid] = input[gi] * scale;
    __syncthreads();
'''
C_SUM = r'''
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += sd[i];
'''
C_TAIL = r'''
    cluster_sync();'''

def coord(body):
    return C_HEAD + body + C_TAIL

# ================================================================= coordination: one writer
case('c01_every_thread_stores_same_total', 'coordination', 'fail 1',
     'After __syncthreads() every one of the 256 threads of a block sums the block\'s shared values and stores the (identical, correct) total to output[rank]: 256 threads store one element. SPEC CHK: "Each output element is stored by exactly one thread per launch" - the values are right, the rule is broken.',
     coord(r'''
    {''' + C_SUM + r'''
        output[rank] = s;  // CAUSE
    }'''), cause=STORED)

case('c02_thread0_stores_partial_then_total', 'coordination', 'pass',
     'Thread 0 stores the sum of the first 128 values to output[rank] ("progress"), then keeps adding and stores the total. One thread stores the element (twice): SPEC CHK counts threads ("stored by exactly one thread"), not stores; the final value is the block sum in sequential order (any order passes, CHK).',
     coord(r'''
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / 2; i++)
            s += sd[i];
        output[rank] = s;
        for (int i = TPB / 2; i < TPB; i++)
            s += sd[i];
        output[rank] = s;
    }'''))

case('c03_thread0_stores_nan_then_total', 'coordination', 'pass',
     'Thread 0 first stores a NaN (__int_as_float(0x7fffffff), a "poison" of its own) to output[rank], then the total. One thread stores the element; the NaN is overwritten before the launch ends, so the element holds the right value (SPEC CHK: only the value after the launch is checked; one writer).',
     coord(r'''
    if (tid == 0) {
        output[rank] = __int_as_float(0x7fffffff);''' + C_SUM + r'''
        output[rank] = s;
    }'''))

case('c04_thread0_zero_then_plus_equals_output', 'coordination', 'pass',
     'Thread 0 stores output[rank] = 0.0f, then accumulates `output[rank] += sd[i]` in global memory 256 times. One thread, its own program order: every read sees its own last store (no NaN is read, the first access is the store). Sequential sum: passes the tolerance (CHK).',
     coord(r'''
    if (tid == 0) {
        output[rank] = 0.0f;
        for (int i = 0; i < TPB; i++)
            output[rank] += sd[i];
    }'''))

case('c05_thread0_plus_equals_output_no_init', 'coordination', 'fail 1',
     'As c04 without the initial store: the first `output[rank] += sd[0]` reads the NaN every output holds before the launch (SPEC CHK: "filled with NaN"), NaN + x = NaN, so every output ends NaN: wrong (exit 1).',
     coord(r'''
    if (tid == 0) {
        for (int i = 0; i < TPB; i++)
            output[rank] += sd[i];  // CAUSE
    }'''), cause=UNINIT)

case('c06_atomicadd_total_onto_fill', 'coordination', 'fail 1',
     'Thread 0 computes the block total and "stores" it with atomicAdd(&output[rank], s): the atomic adds onto the NaN fill (SPEC CHK), NaN + s = NaN - the output ends NaN: wrong (exit 1).',
     coord(r'''
    if (tid == 0) {''' + C_SUM + r'''
        atomicAdd(&output[rank], s);  // CAUSE
    }'''), cause=UNINIT)

case('c07_atomicexch_single_store', 'coordination', 'pass',
     'Thread 0 stores the total with atomicExch(&output[rank], s) (the returned old NaN is discarded). An exchange writes s whatever the old value (PG Atomic Functions): one thread stores the element once, right value.',
     coord(r'''
    if (tid == 0) {''' + C_SUM + r'''
        atomicExch(&output[rank], s);
    }'''))

case('c08_atomicexch_every_thread', 'coordination', 'fail 1',
     'Every thread computes the same total and atomicExch()es it into output[rank]: no race (atomics), right value, but 256 threads store the element - an exchange is a store of the value (project convention, sim/check.cpp track_output), so SPEC CHK "stored by exactly one thread" is broken.',
     coord(r'''
    {''' + C_SUM + r'''
        atomicExch(&output[rank], s);  // CAUSE
    }'''), cause=STORED)

case('c09_atomicmax_int_bits_store', 'coordination', 'fail 1',
     'Thread 0 "stores" with atomicMax((int *)&output[rank], __float_as_int(s)). The output holds a NaN before the launch (SPEC CHK); p34\'s fill 0x7fc0dead is a positive int larger than any positive finite float\'s bits (< 0x7f800000), so the max keeps the NaN: the output ends NaN (exit 1). (A negative NaN would let s through; the kernel depends on the fill either way.)',
     coord(r'''
    if (tid == 0) {''' + C_SUM + r'''
        atomicMax((int *)&output[rank], __float_as_int(s));  // CAUSE
    }'''), cause=UNINIT)

case('c10_atomicmin_uint_bits_store', 'coordination', 'pass',
     'Thread 0 "stores" with atomicMin((unsigned int *)&output[rank], __float_as_uint(s)). SPEC CHK fixes the pre-launch content as a NaN; every NaN, of either sign, has unsigned bits above 0x7f800000 > __float_as_uint(s) for the positive finite s, so the min is s on every NaN fill: one thread, right value. Unusual, but the rules (one writer, value after the launch) permit it. (A fresh cudaMalloc outside p34 would not be NaN; p34 may warn that the fill was read.)',
     coord(r'''
    if (tid == 0) {''' + C_SUM + r'''
        atomicMin((unsigned int *)&output[rank], __float_as_uint(s));
    }'''))

case('c11_block_computes_mirror_output', 'coordination', 'pass',
     'Block r computes and stores output[3 - r]: it reads block (3 - r)\'s 256 inputs, scales them by (3 - r) + 1 and thread 0 stores the sum. Each element is stored by exactly one thread and holds "block b\'s sum of its 256 inputs, each x (b+1)" (SPEC L&I: the element names the slice, not which block computes it).',
     r'''
    __shared__ float sd[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const unsigned int m = CLUSTER_SIZE - 1 - rank;
    sd[tid] = input[m * TPB + tid] * (float)(m + 1);
    __syncthreads();
    if (tid == 0) {''' + C_SUM + r'''
        output[m] = s;
    }
    cluster_sync();''')

case('c12_second_thread_restores_after_barrier', 'coordination', 'fail 1',
     'Thread 0 stores the total to output[rank] and to a __shared__ copy; after __syncthreads() thread 1 stores the copy (the same value) to output[rank] again "to be sure". Ordered (no race), right value, but two threads store one element: SPEC CHK one writer.',
     r'''
    __shared__ float total;''' + C_HEAD + r'''
    if (tid == 0) {''' + C_SUM + r'''
        output[rank] = s;
        total = s;
    }
    __syncthreads();
    if (tid == 1)
        output[rank] = total;  // CAUSE
    cluster_sync();''', cause=STORED)

# ================================================================= coordination: luck of the inputs
case('c13_skip_zero_terms_by_value', 'coordination', 'pass',
     'Thread 0 adds only the values that are not 0.0f (`if (sd[i] != 0.0f) s += sd[i]`): adding +0.0f to a positive partial sum changes no bit, so the result is bit-identical to the full sum on every input. Right by the rules (CHK checks values; nothing is missing).',
     coord(r'''
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            if (sd[i] != 0.0f)
                s += sd[i];
        output[rank] = s;
    }'''))

case('c14_skip_index_mod10_zero', 'coordination', 'pass',
     'Thread 0 skips the global indices with i % 10 == 0 - exactly the inputs that are 0 by SPEC L&I ((i % 10) * 0.1f). On the fixed input the result is bit-identical to the full sum (CHK only compares values); it is right only by the input\'s luck (p34 --repeat, random inputs never 0, would catch it), but SPEC\'s contract is the fixed input: pass.',
     coord(r'''
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            if ((blockIdx.x * TPB + i) % 10 != 0)
                s += sd[i];
        output[rank] = s;
    }'''))

case('c15_skip_local_index0', 'coordination', 'fail 1',
     'Thread 0 sums sd[1..255] (skips local index 0, "input 0 is 0"). That holds for block 0 only (global 0); block b > 0 starts at global 256b, 256b % 10 = 6, 2, 8: the missing terms 0.6*2, 0.2*3, 0.8*4 are far above the tolerance (~0.0035..0.007): blocks 1-3 wrong (CHK: a missing term does not pass).',
     coord(r'''
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 1; i < TPB; i++)
            s += sd[i];
        output[rank] = s;
    }'''), cause=WRONG)

case('c16_kahan_sum', 'coordination', 'pass',
     'Thread 0 sums with Kahan compensation (y = v - c; t = s + y; c = (t - s) - y; s = t). Volatile-free code, but neither g++ nor nvcc reassociates float math by default, so the compensation stays; the result is within 1-2 ulp of the exact sum, far inside n 2^-24 sum|terms| (CHK).',
     coord(r'''
    if (tid == 0) {
        float s = 0.0f, c = 0.0f;
        for (int i = 0; i < TPB; i++) {
            const float y = sd[i] - c;
            const float t = s + y;
            c = (t - s) - y;
            s = t;
        }
        output[rank] = s;
    }'''))

case('c17_term_doubled_local0', 'coordination', 'fail 1',
     'Thread 0 starts with s = sd[0] and then adds sd[0..255]: local term 0 counted twice. Block 0\'s is 0 (right by luck), blocks 1-3 add an extra 0.6*2, 0.2*3, 0.8*4 - far above the tolerance: wrong (CHK: an extra term does not pass).',
     coord(r'''
    if (tid == 0) {
        float s = sd[0];
        for (int i = 0; i < TPB; i++)
            s += sd[i];
        output[rank] = s;
    }'''), cause=WRONG)

case('c18_scale_after_summing', 'coordination', 'pass',
     'Shared memory holds the unscaled inputs; thread 0 sums them sequentially and multiplies the sum by (rank + 1) once. Computed (exact float32 emulation): 114.0, 231.2, 345.59998, 459.2 vs expected 114.0, 231.2, 345.6, 459.2: errors 0, 0, 0.006 x tol, 0 - within n 2^-24 sum|terms| (CHK). Pass.',
     r'''
    __shared__ float sd[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sd[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    if (tid == 0) {''' + C_SUM + r'''
        output[rank] = s * (float)(rank + 1);
    }
    cluster_sync();''')

case('c19_scaled_twice', 'coordination', 'fail 1',
     'Shared memory holds input x (rank + 1) and thread 0 multiplies each term by (rank + 1) again: block 0 right (x1), blocks 1-3 are 2x, 3x, 4x the expected (computed 462.4, 1036.8, 1836.8): wrong.',
     coord(r'''
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += sd[i] * scale;
        output[rank] = s;
    }'''), cause=WRONG)

case('c20_fmaf_rn_accumulation', 'coordination', 'pass',
     'Shared memory holds unscaled inputs; thread 0 accumulates s = __fmaf_rn(x, scale, s) (one rounding per term instead of two, as contraction would give). Computed: 114.0, 231.2, 345.6, 459.2 - equal to the expected: pass (CHK tolerance).',
     r'''
    __shared__ float sd[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float scale = (float)(rank + 1);
    sd[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s = __fmaf_rn(sd[i], scale, s);
        output[rank] = s;
    }
    cluster_sync();''')

case('c21_integer_accumulation', 'coordination', 'pass',
     'Thread 0 recovers each input\'s digit k = (int)(sd_unscaled[i] * 10.0f + 0.5f) (exact: (i%10)*0.1f*10 rounds to within 1e-6 of i%10), sums the ints, and stores ((float)k_sum * 0.1f) * scale. Computed: 114.0, 231.2, 345.6, 459.2 - equal to the expected. Right by the input\'s luck (it assumes tenths), but CHK compares values: pass.',
     r'''
    __shared__ float sd[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sd[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    if (tid == 0) {
        int k = 0;
        for (int i = 0; i < TPB; i++)
            k += (int)(sd[i] * 10.0f + 0.5f);
        output[rank] = ((float)k * 0.1f) * (float)(rank + 1);
    }
    cluster_sync();''')

case('c22_fadd_rd_round_down', 'coordination', 'pass',
     'Thread 0 sums with __fadd_rd (every addition rounded toward -inf). The SPEC bound n 2^-24 sum|terms| is the round-to-nearest bound; computed here: 113.99951, 231.19901, 345.59842, 459.19803, errors 0.28, 0.28, 0.30, 0.28 of the tolerance: still within (CHK). Pass.',
     coord(r'''
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s = __fadd_rd(s, sd[i]);
        output[rank] = s;
    }'''))

case('c23_const_cast_input_inplace', 'coordination', 'pass',
     'Each block tree-reduces its scaled slice in place in the input (const_cast<float *>(input); the buffer is a cudaMalloc\'d, non-const object, so the write is defined, C++ [dcl.type.cv]); __syncthreads() orders the block\'s global accesses (PG). --coordination launches once (SPEC L&I), so nobody reads the clobbered input again: right.',
     r'''
    float *in = const_cast<float *>(input);
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    float *mine = in + blockIdx.x * TPB;
    mine[tid] *= (float)(rank + 1);
    __syncthreads();
    for (int st = TPB / 2; st > 0; st >>= 1) {
        if (tid < st)
            mine[tid] += mine[tid + st];
        __syncthreads();
    }
    if (tid == 0)
        output[rank] = mine[0];
    cluster_sync();''')

case('c24_trap_after_correct_store', 'coordination', 'fail 5',
     'Thread 0 stores the right total, then calls __trap() ("done"): __trap aborts the kernel and the host gets an error (PG __trap: "the kernel execution is aborted and an interrupt is raised in the host program"; cudaErrorLaunchFailure). SPEC EXIT: 5 = a CUDA error while running a kernel - right numbers, exit 5.',
     coord(r'''
    if (tid == 0) {''' + C_SUM + r'''
        output[rank] = s;
        __trap();  // CAUSE
    }'''), cause=r'trap|abort|launch failure|fault')

# ================================================================= reduction
R_HEAD = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int st = TPB / 2; st > 0; st >>= 1) {
        if (tid < st)
            sm[tid] += sm[tid + st];
        __syncthreads();
    }
'''
R_PUB = r'''
    if (tid == 0)
        temp_storage[rank] = sm[0];
    cluster_sync();
'''
R_WRITE = r'''
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            t += temp_storage[r];
        output[0] = t;
    }'''

case('r01_temp_storage_unused_dsmem', 'reduction', 'pass',
     'temp_storage is never touched: after cluster_sync() rank 0\'s thread 0 reads each block\'s sm[0] through cluster.map_shared_rank (DSMEM, PG Distributed Shared Memory) and stores output[0]; a second cluster_sync() keeps the peers\' shared memory alive until the reads are done. SPEC L&I gives temp_storage; nothing requires using it. Whole numbers: exact.',
     R_HEAD + r'''
    cg::cluster_group cl = cg::this_cluster();
    cl.sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            t += cl.map_shared_rank(sm, r)[0];
        output[0] = t;
    }
    cl.sync();''')

case('r02_temp_storage_past_end', 'reduction', 'fail 5',
     'Block sums go to temp_storage[2 * rank] ("room for a count next to each"): ranks 2 and 3 store temp_storage[4] and [6], past the 4 floats SPEC L&I gives: out-of-bounds global stores (exit 5 by the project\'s convention for out-of-bounds accesses; PG: undefined).',
     R_HEAD + r'''
    if (tid == 0)
        temp_storage[2 * rank] = sm[0];  // CAUSE
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            t += temp_storage[2 * r];
        output[0] = t;
    }''', cause=OOB)

case('r03_temp_storage_accumulated_no_init', 'reduction', 'fail 1',
     'Each block\'s thread 0 atomicAdd()s its sum into temp_storage[0], which nobody initialised: it holds the NaN fill (SPEC CHK: every scratch buffer is filled with NaN), so the total is NaN and rank 0 stores NaN to output[0]: wrong.',
     R_HEAD + r'''
    if (tid == 0)
        atomicAdd(&temp_storage[0], sm[0]);  // CAUSE
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0];''', cause=UNINIT)

case('r04_temp_storage_as_int', 'reduction', 'pass',
     'temp_storage used as 4 ints: ((int *)temp_storage)[rank] = (int)sm[0]; after cluster_sync rank 0 sums the ints and stores (float)total. cudaMalloc\'d memory has no declared type, so storing and loading it as int is fine; 130816 + ... = 523776 fits an int and converts exactly: pass.',
     R_HEAD + r'''
    int *ti = reinterpret_cast<int *>(temp_storage);
    if (tid == 0)
        ti[rank] = (int)sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        int t = 0;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            t += ti[r];
        output[0] = (float)t;
    }''')

case('r05_temp_storage_uint_ticket_no_init', 'reduction', 'fail 1',
     'temp_storage[0] used as an unsigned ticket counter, never zeroed: each block\'s thread 0 draws atomicAdd((unsigned int *)temp_storage, 1u) and the block drawing CLUSTER_SIZE - 1 writes the total (read from the peers over DSMEM after cluster_sync). The counter starts at the NaN fill\'s bits (SPEC CHK), so no block draws 3 and output[0] is never written: wrong (exit 1).',
     R_HEAD + r'''
    __shared__ bool last;
    if (tid == 0) {
        const unsigned int tk = atomicAdd(reinterpret_cast<unsigned int *>(temp_storage), 1u);  // CAUSE
        last = (tk == CLUSTER_SIZE - 1);
    }
    cg::cluster_group cl = cg::this_cluster();
    cl.sync();
    if (last && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            t += cl.map_shared_rank(sm, r)[0];
        output[0] = t;
    }
    cl.sync();''', cause=UNINIT)

case('r06_temp_storage_isnan_init', 'reduction', 'pass',
     'Each block\'s thread 0 does `if (isnan(temp_storage[rank])) temp_storage[rank] = 0.0f; temp_storage[rank] += sm[0];` - it relies on the NaN fill that SPEC CHK states ("Before each launch every output and scratch buffer is filled with NaN"), so the slot is always zeroed first; the slot is its block\'s alone. Unusual but permitted: the result is exact.',
     R_HEAD + r'''
    if (tid == 0) {
        if (isnan(temp_storage[rank]))
            temp_storage[rank] = 0.0f;
        temp_storage[rank] += sm[0];
    }
    cluster_sync();''' + R_WRITE)

case('r07_rank0_all_threads_store', 'reduction', 'fail 1',
     'After cluster_sync() every thread of rank 0 sums the four temp_storage values and stores the (same, exact) total to output[0]: 256 writers of one element - SPEC CHK one writer.',
     R_HEAD + R_PUB + r'''
    if (rank == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            t += temp_storage[r];
        output[0] = t;  // CAUSE
    }''', cause=STORED)

case('r08_atomicadd_blocks_onto_fill', 'reduction', 'fail 1',
     'Each block\'s thread 0 atomicAdd()s its block sum straight into output[0], which nobody zeroed: it starts as the NaN fill (SPEC CHK), so the result is NaN: wrong.',
     R_HEAD + r'''
    if (tid == 0)
        atomicAdd(output, sm[0]);  // CAUSE
    cluster_sync();''', cause=UNINIT)

case('r09_atomicadd_after_zero_and_cluster_sync', 'reduction', 'pass',
     'Rank 0\'s thread 0 stores output[0] = 0.0f, cluster_sync(), then each block\'s thread 0 atomicAdd()s its sum. One thread stores the element; the four atomics accumulate (project convention: an atomic RMW onto an initialised output is not a second store; hunt r14, textbook r08). Integer partial sums < 2^24: exact in any order (CHK).',
     R_HEAD + r'''
    if (rank == 0 && tid == 0)
        output[0] = 0.0f;
    cluster_sync();
    if (tid == 0)
        atomicAdd(output, sm[0]);''')

case('r10_output_alias_from_input', 'reduction', 'pass',
     'The writer stores through `float *o = output + (int)input[0];` - input[0] is 0.0f (SPEC L&I: input[i] = i), so o == output: one thread stores output[0] with the exact total. Odd but right.',
     R_HEAD + R_PUB + r'''
    if (rank == 0 && tid == 0) {
        float *o = output + (int)input[0];
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            t += temp_storage[r];
        *o = t;
    }''')

case('r11_output_alias_off_by_input', 'reduction', 'fail 5',
     'As r10 with `output + (int)input[1]`: input[1] = 1.0f, so the store goes to output[1], past the 1-float output (SPEC L&I: 1 float): out-of-bounds global store (exit 5 by the project\'s convention), and output[0] is never written.',
     R_HEAD + R_PUB + r'''
    if (rank == 0 && tid == 0) {
        float *o = output + (int)input[1];
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            t += temp_storage[r];
        *o = t;  // CAUSE
    }''', cause=OOB)

case('r12_integer_tree', 'reduction', 'pass',
     'The block tree runs on ints (`__shared__ int si[TPB]; si[tid] = (int)input[i]`); thread 0 publishes (float)si[0] (130816 + 256 b * 256 ... < 2^24: exact); the writer adds the four floats (partial sums < 2^24: exact). Integer and float accumulation agree on these inputs: pass (CHK exact).',
     r'''
    __shared__ int si[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    si[tid] = (int)input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int st = TPB / 2; st > 0; st >>= 1) {
        if (tid < st)
            si[tid] += si[tid + st];
        __syncthreads();
    }
    if (tid == 0)
        temp_storage[rank] = (float)si[0];
    cluster_sync();''' + R_WRITE)

case('r13_tenths_then_divided_back', 'reduction', 'pass',
     'The tree sums input * 0.1f (inexact terms), the writer adds the four block sums and stores total / 0.1f. CHK demands exact equality. Computed (exact float32 emulation of this very order: the reference tree, then t += temp_storage[r] for r = 0..3): t = 52377.6015625, t / 0.1f = 523776.0 exactly. Right by luck of the inputs and the order, but exactly equal: pass.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * 0.1f;
    __syncthreads();
    for (int st = TPB / 2; st > 0; st >>= 1) {
        if (tid < st)
            sm[tid] += sm[tid + st];
        __syncthreads();
    }''' + R_PUB + r'''
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            t += temp_storage[r];
        output[0] = t / 0.1f;
    }''')

case('r14_zero_term_added_twice', 'reduction', 'pass',
     'The writer adds input[0] once more ("the first element was skipped" - it was not): input[0] = 0.0f, so the extra term changes no bit: the total is exactly 523776 (CHK compares values; SPEC\'s "an extra term does not [pass]" is about the tolerance and a 0 term is no error in the value).',
     R_HEAD + R_PUB + r'''
    if (rank == 0 && tid == 0) {
        float t = input[0];
        for (int r = 0; r < CLUSTER_SIZE; r++)
            t += temp_storage[r];
        output[0] = t;
    }''')

case('r15_hardcoded_total', 'reduction', 'unclear',
     'Rank 0\'s thread 0 stores output[0] = 523776.0f and reads no input at all. Every CHK rule holds (one writer, exact value), but the kernel computes nothing: whether an input-independent kernel "passes" is outside what SPEC states (it fixes one input; p34 --repeat would catch it). Not scored.',
     r'''
    if (block_rank_in_cluster() == 0 && threadIdx.x == 0)
        output[0] = 523776.0f;
    cluster_sync();''')

case('r16_other_thread_initialises_output', 'reduction', 'fail 1',
     'Rank 0\'s thread 1 stores output[0] = 0.0f "to initialise it" before cluster_sync(); rank 0\'s thread 0 stores the total after it. Ordered by the barriers, right final value, but two threads store the element: SPEC CHK one writer.',
     R_HEAD + r'''
    if (rank == 0 && tid == 1)
        output[0] = 0.0f;  // CAUSE
''' + R_PUB + R_WRITE, cause=STORED)

case('r17_single_thread_sequential_sum', 'reduction', 'pass',
     'Rank 0\'s thread 0 sums all 1024 inputs one after another (no tree, temp_storage unused) and stores output[0]; the other threads do nothing. Every partial sum 0 + 1 + ... + k <= 523776 < 2^24 is an integer, exact in float32: bit-exact (CHK).',
     r'''
    if (block_rank_in_cluster() == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < size; i++)
            t += input[i];
        output[0] = t;
    }
    cluster_sync();''')

# ================================================================= advanced
A_HEAD = r'''
    __shared__ float sd[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const int tid = threadIdx.x;
    const int lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    sd[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
'''
A_ELECT = r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sd[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();
'''
A_T0 = r'''
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += ws[w];
        output[rank] = t;
    }
    cluster_sync();'''

case('a01_thread0_sums_all_256', 'advanced', 'pass',
     'No elected lanes: thread 0 sums the block\'s 256 scaled values directly. SPEC L&I describes the method ("via one elected lane per warp ... then thread 0 summing the 8 warp sums") but CHK checks only the values (any summation order passes) and the one-writer rule; earlier hunts judged other methods the same way. Values within tolerance: pass.',
     A_HEAD + r'''
    (void)lane; (void)warp; (void)ws;
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB; i++)
            t += sd[i];
        output[rank] = t;
    }
    cluster_sync();''')

case('a02_shfl_down_total_stored_by_elected_lane', 'advanced', 'fail 1',
     'A __shfl_down_sync tree (16..1) leaves the warp total in lane 0 only; the lane elect_one_sync() picks stores its v as the warp sum. PTX elect.sync: one leader, chosen deterministically, but WHICH lane is not specified - the kernel is right only if the leader is lane 0 (an H100 elects the lowest). Wrong by the rule (exit 1); p34\'s reverse schedule elects the lowest, so it may pass there.',
     A_HEAD + r'''
    float v = sd[tid];
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, o);
    if (elect_one_sync())
        ws[warp] = v;
    __syncthreads();''' + A_T0, cause=r'❌|elect')

case('a03_shfl_xor_total_stored_by_elected_lane', 'advanced', 'pass',
     'A __shfl_xor_sync butterfly leaves the warp total in every lane; whichever lane elect_one_sync() elects stores it to ws[warp] (indexed by warp, not lane). Independent of the leader (PTX elect.sync): pass.',
     A_HEAD + r'''
    float v = sd[tid];
    for (int o = 16; o > 0; o >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, o);
    if (elect_one_sync())
        ws[warp] = v;
    __syncthreads();''' + A_T0)

case('a04_fixed_lane31_leader', 'advanced', 'pass',
     'Lane 31 of each warp (not elect_one_sync()) sums its warp\'s 32 values into ws[warp]; thread 0 sums the 8. "One elected lane per warp" is the method SPEC describes, not a checked rule; a fixed lane is one lane per warp anyway. Values within tolerance: pass.',
     A_HEAD + r'''
    if (lane == WARP_SIZE - 1) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sd[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();''' + A_T0)

case('a05_elected_atomicadd_output_zeroed', 'advanced', 'pass',
     'Thread 0 stores output[rank] = 0.0f before a __syncthreads(); each warp\'s elected lane computes its warp sum and atomicAdd()s it into output[rank]. One thread stores, eight atomics accumulate (project convention: not stores); float atomics in any order: within tolerance (CHK: any order passes).',
     A_HEAD + r'''
    (void)lane; (void)ws;
    if (tid == 0)
        output[rank] = 0.0f;
    __syncthreads();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sd[warp * WARP_SIZE + i];
        atomicAdd(&output[rank], s);
    }
    cluster_sync();''')

case('a06_elected_atomicadd_output_no_init', 'advanced', 'fail 1',
     'As a05 without thread 0\'s zeroing: the eight atomicAdd()s accumulate onto the NaN fill (SPEC CHK): every output ends NaN: wrong.',
     A_HEAD + r'''
    (void)lane; (void)ws;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sd[warp * WARP_SIZE + i];
        atomicAdd(&output[rank], s);  // CAUSE
    }
    cluster_sync();''', cause=UNINIT)

case('a07_elected_lanes_store_progress_then_thread0', 'advanced', 'fail 1',
     'Each elected lane also stores its warp sum to output[rank] ("progress"), then after __syncthreads() thread 0 stores the right total. The final value is right, but 8 or 9 threads store the element: SPEC CHK one writer.',
     A_HEAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            s += sd[warp * WARP_SIZE + i];
        ws[warp] = s;
        output[rank] = s;  // CAUSE
    }
    __syncthreads();
    (void)lane;''' + A_T0, cause=STORED)

case('a08_thread0_stores_warp0_then_total', 'advanced', 'pass',
     'Thread 0 stores ws[0] to output[rank], then the 8-warp total: one thread, two stores (SPEC CHK counts threads). Right value.',
     A_HEAD + A_ELECT + r'''
    (void)lane;
    if (tid == 0) {
        output[rank] = ws[0];
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += ws[w];
        output[rank] = t;
    }
    cluster_sync();''')

case('a09_kahan_lanes_double_thread0', 'advanced', 'pass',
     'The elected lane sums its warp with Kahan compensation; thread 0 adds the 8 warp sums in double and rounds once. More accurate than plain float: within tolerance (CHK).',
     A_HEAD + r'''
    (void)lane;
    if (elect_one_sync()) {
        float s = 0.0f, c = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) {
            const float y = sd[warp * WARP_SIZE + i] - c;
            const float t = s + y;
            c = (t - s) - y;
            s = t;
        }
        ws[warp] = s;
    }
    __syncthreads();
    if (tid == 0) {
        double t = 0.0;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += (double)ws[w];
        output[rank] = (float)t;
    }
    cluster_sync();''')

case('a10_warp0_sum_counted_twice', 'advanced', 'fail 1',
     'Thread 0 starts its total at ws[0] and then adds ws[0..7]: warp 0 counted twice. Block 0\'s warp 0 is (0+1+...+31) * 0.02 = 9.92 (and scaled for the others): far above the tolerance: wrong.',
     A_HEAD + A_ELECT + r'''
    (void)lane;
    if (tid == 0) {
        float t = ws[0];
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += ws[w];
        output[rank] = t;
    }
    cluster_sync();''', cause=WRONG)

case('a11_block0_stores_all_outputs_dsmem', 'advanced', 'pass',
     'Warp sums as usual; after cluster_sync() threads 0..3 of rank 0 each read one block\'s 8 warp sums through map_shared_rank (PG Distributed Shared Memory) and store output[tid]; a second cluster_sync() keeps the peers alive. Each element is stored by exactly one thread (of block 0, not of "its" block - SPEC names no storing block): pass.',
     A_HEAD + A_ELECT + r'''
    (void)lane;
    cg::cluster_group cl = cg::this_cluster();
    cl.sync();
    if (rank == 0 && tid < CLUSTER_SIZE) {
        const float *peer = cl.map_shared_rank(ws, tid);
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += peer[w];
        output[tid] = t;
    }
    cl.sync();''')

case('a12_skip_index_mod50_zero', 'advanced', 'pass',
     'The elected lane skips the global indices with i % 50 == 0 - the inputs that are 0 by SPEC L&I ((i % 50) * 0.02f). Bit-identical to the full sum on the fixed input (adding +0 changes nothing): pass by CHK (values), right only by the input\'s luck.',
     A_HEAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            if ((blockIdx.x * TPB + warp * WARP_SIZE + i) % 50 != 0)
                s += sd[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();
    (void)lane;''' + A_T0)

# ================================================================= last-block
L_HEAD = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int st = TPB / 2; st > 0; st >>= 1) {
        if (tid < st)
            sm[tid] += sm[tid + st];
        __syncthreads();
    }
'''
L_PART = r'''
    if (tid == 0)
        partials[blockIdx.x] = sm[0];
'''
L_FOLD = r'''
        float sum = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x)
            sum += partials[b];
        sm[tid] = sum;
        __syncthreads();
        for (int st = TPB / 2; st > 0; st >>= 1) {
            if (tid < st)
                sm[tid] += sm[tid + st];
            __syncthreads();
        }
'''
def lb(ticket, last_body, pre_ticket=L_PART):
    return L_HEAD + pre_ticket + ticket + '\n    if (last) {' + L_FOLD + last_body + '\n    }'
REF_TICKET = r'''
    const bool last = is_last_block(counter);'''
# a ticket of the kernel's own (in place of the reference is_last_block), ATOMIC the draw
def own_ticket(draw):
    return r'''
    __shared__ bool s_last;
    if (tid == 0) {
        __threadfence();
        ''' + draw + r'''
        __threadfence();
    }
    __syncthreads();
    const bool last = s_last;'''

case('l01_counter_not_reset', 'last-block', 'fail 1',
     'The reference kernel without `*counter = 0`: launch 1 is right but leaves the counter at 256. SPEC L&I: "must leave counter at 0 when it ends, so that a second launch with no host reset is also right"; launch 2 draws tickets 256..511, no block sees 255, output[0] is never written. Wrong (exit 1).',
     lb(REF_TICKET, r'''
        if (tid == 0)
            output[0] = sm[0];'''), cause=r'counter|launch 2|second launch')

case('l02_reset_by_thread1', 'last-block', 'pass',
     'The last block\'s thread 1 (not thread 0) resets the counter, thread 0 stores output[0]. After is_last_block\'s __syncthreads() every thread of the last block is ordered after its thread 0\'s ticket and acquire fence, and every other block has drawn its ticket: the same reset as the reference, by another thread. Pass.',
     lb(REF_TICKET, r'''
        if (tid == 1)
            *counter = 0;
        if (tid == 0)
            output[0] = sm[0];'''))

case('l03_reset_at_start_by_block0', 'last-block', 'fail 1',
     'Block 0\'s thread 0 stores *counter = 0 at the start of the kernel "to be safe" (the last block also resets at the end). Blocks have no order: other blocks may already have drawn tickets, and the plain store and their atomicAdds are unordered conflicting accesses - a data race (PTX Memory Consistency Model); tickets can be lost and the count never reach 255.',
     r'''
    if (blockIdx.x == 0 && threadIdx.x == 0)
        *counter = 0;  // CAUSE
''' + lb(REF_TICKET, r'''
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }'''), cause=r'race|counter')

case('l04_reset_before_reading_partials', 'last-block', 'pass',
     'The last block\'s thread 0 resets the counter right after is_last_block() returns true, before the block reads the partials. Every block has drawn its ticket by then (the last ticket is the 256th), so nothing increments the counter after the reset; reading partials has nothing to do with the counter. Pass.',
     L_HEAD + L_PART + REF_TICKET + r'''
    if (last && tid == 0)
        *counter = 0;
    if (last) {''' + L_FOLD + r'''
        if (tid == 0)
            output[0] = sm[0];
    }''')

case('l05_reset_by_atomicexch', 'last-block', 'pass',
     'The reference kernel with atomicExch(counter, 0u) as the reset (an atomic store, PG Atomic Functions). Counter 0 at the end: pass.',
     lb(REF_TICKET, r'''
        if (tid == 0) {
            output[0] = sm[0];
            atomicExch(counter, 0u);
        }'''))

case('l06_atomicinc_wraparound_as_reset', 'last-block', 'pass',
     'Tickets drawn with atomicInc(counter, gridDim.x - 1): it returns the old value and stores (old >= 255) ? 0 : old + 1 (PG atomicInc), so the 256th draw returns 255 and wraps the counter to 0 - the reset is the ticket itself; no other reset. Fences as the reference. Counter 0 after each launch: pass.',
     lb(own_ticket('s_last = atomicInc(counter, gridDim.x - 1) == gridDim.x - 1;'), r'''
        if (tid == 0)
            output[0] = sm[0];'''))

case('l07_atomicinc_wrong_wrap_value', 'last-block', 'fail 1',
     'As l06 with atomicInc(counter, gridDim.x): the 256th draw returns 255 (the right block is last) but stores 256, not 0 - the counter ends at 256, breaking SPEC L&I "must leave counter at 0"; launch 2 wraps at the first draw and no block draws 255: wrong.',
     lb(own_ticket('s_last = atomicInc(counter, gridDim.x) == gridDim.x - 1;  // CAUSE'), r'''
        if (tid == 0)
            output[0] = sm[0];'''), cause=r'counter')

case('l08_counter_as_float', 'last-block', 'pass',
     'The counter word used as a float: tickets from atomicAdd((float *)counter, 1.0f) (0.0f has the same bits as 0u, so launch 1 starts at 0.0f), last = (ticket == 255.0f), reset by *(float *)counter = 0.0f (bits 0). Floats count exactly to 2^24. The counter ends 0 (its bits): pass.',
     lb(own_ticket('s_last = atomicAdd(reinterpret_cast<float *>(counter), 1.0f) == (float)(gridDim.x - 1);'), r'''
        if (tid == 0) {
            output[0] = sm[0];
            *reinterpret_cast<float *>(counter) = 0.0f;
        }'''))

case('l09_counter_reset_by_every_thread', 'last-block', 'unclear',
     'Every thread of the last block stores *counter = 0 (256 plain stores of the same value, unordered among themselves; every other block has drawn its ticket). The counter is no output (the one-writer rule is about outputs); same-value concurrent plain stores are a data race in C++ terms, while PTX defines the value. Not scored.',
     lb(REF_TICKET, r'''
        *counter = 0;
        if (tid == 0)
            output[0] = sm[0];'''))

case('l10_partials_unused', 'last-block', 'pass',
     'partials is never written: every block only draws a ticket (reference is_last_block), and the last block sums all 65536 inputs itself (strided loop per thread, then a shared tree) and resets the counter. SPEC L&I gives partials; nothing requires using it. Integer sums < 2^24: exact.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    if (is_last_block(counter)) {
        float sum = 0.0f;
        for (int i = tid; i < size; i += blockDim.x)
            sum += input[i];
        sm[tid] = sum;
        __syncthreads();
        for (int st = TPB / 2; st > 0; st >>= 1) {
            if (tid < st)
                sm[tid] += sm[tid + st];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }''')

case('l11_partials_plus_equals_no_init', 'last-block', 'fail 1',
     'Thread 0 publishes with `partials[blockIdx.x] += sm[0]`: partials hold the NaN fill (SPEC CHK), so every partial and the total are NaN: wrong.',
     lb(REF_TICKET, r'''
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }''', pre_ticket=r'''
    if (tid == 0)
        partials[blockIdx.x] += sm[0];  // CAUSE
'''), cause=UNINIT)

case('l12_total_cached_in_partials_across_launches', 'last-block', 'fail 1',
     'The last block also keeps the total in partials[0] and sets a __device__ flag; the next launch sees the flag, block 0\'s thread 0 stores output[0] = partials[0] and every block returns ("already computed"). SPEC CHK refills every scratch buffer with NaN before each launch, so launch 2 stores NaN: wrong (exit 1).',
     r'''
    if (ct_have_total) {
        if (blockIdx.x == 0 && threadIdx.x == 0)
            output[0] = partials[0];  // CAUSE
        return;
    }
''' + lb(REF_TICKET, r'''
        if (tid == 0) {
            output[0] = sm[0];
            partials[0] = sm[0];
            ct_have_total = true;
            *counter = 0;
        }'''), pre='__device__ bool ct_have_total;', cause=r'NaN|uninitiali|launch 2|earlier launch|partials')

case('l13_input_inplace_tree_two_launches', 'last-block', 'fail 1',
     'Each block tree-reduces its slice in place in the input (const_cast; legal, the buffer is not const) and publishes input[b * 256]; the last block folds the partials. Launch 1 is right, but SPEC L&I launches --last-block twice with no host reset and the input is not refilled (only outputs and scratch are, CHK): launch 2 sums the clobbered slices - wrong (exit 1).',
     r'''
    float *in = const_cast<float *>(input);
    const int tid = threadIdx.x;
    __shared__ float sm[TPB];
    float *mine = in + blockIdx.x * TPB;
    for (int st = TPB / 2; st > 0; st >>= 1) {
        if (tid < st)
            mine[tid] += mine[tid + st];  // CAUSE
        __syncthreads();
    }
    if (tid == 0)
        partials[blockIdx.x] = mine[0];
    if (is_last_block(counter)) {''' + L_FOLD + r'''
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }
    }''', cause=r'input')

case('l14_every_block_stores_progress', 'last-block', 'fail 1',
     'Every block\'s thread 0 also stores its own partial to output[0] as "progress" before drawing its ticket; the last block\'s thread 0 later stores the total (ordered after every progress store by the ticket\'s fences, so the final value is right). 256 threads store output[0]: SPEC CHK one writer.',
     lb(REF_TICKET, r'''
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 0;
        }''', pre_ticket=r'''
    if (tid == 0) {
        partials[blockIdx.x] = sm[0];
        output[0] = sm[0];  // CAUSE
    }
'''), cause=STORED)

case('l15_reset_by_atomicsub', 'last-block', 'pass',
     'The last block\'s thread 0 resets with atomicSub(counter, gridDim.x): every ticket is drawn (256), so 256 - 256 = 0. Counter 0 at the end: pass.',
     lb(REF_TICKET, r'''
        if (tid == 0) {
            output[0] = sm[0];
            atomicSub(counter, gridDim.x);
        }'''))

case('l16_reset_to_one', 'last-block', 'fail 1',
     'The reset stores *counter = 1 (off by one): SPEC L&I "must leave counter at 0 when it ends" is broken after launch 1; in launch 2 the 255th block to arrive already draws 255 and folds the partials while one block has not published: wrong (the counter rule alone makes it exit 1).',
     lb(REF_TICKET, r'''
        if (tid == 0) {
            output[0] = sm[0];
            *counter = 1;  // CAUSE
        }'''), cause=r'counter')

case('l17_memoized_total_in_device_variable', 'last-block', 'unclear',
     'The last block keeps the total in a __device__ float and sets a __device__ flag; launch 2 has block 0\'s thread 0 store the remembered total and every block returns without reading input. Launch 2 is right (same input, counter 0), every CHK rule holds, but it recomputes nothing: like r15, whether that "passes" is outside what SPEC states. Not scored.',
     r'''
    if (ct_have) {
        if (blockIdx.x == 0 && threadIdx.x == 0)
            output[0] = ct_total;
        return;
    }
''' + lb(REF_TICKET, r'''
        if (tid == 0) {
            output[0] = sm[0];
            ct_total = sm[0];
            ct_have = true;
            *counter = 0;
        }'''), pre='__device__ bool ct_have;\n__device__ float ct_total;')

case('l18_last_block_sequential_fold', 'last-block', 'pass',
     'The last block\'s thread 0 adds the 256 partials one after another (partial sums k * 32640 <= 8355840 < 2^24: integers, exact in float32) and resets the counter. Bit-exact (CHK).',
     L_HEAD + L_PART + REF_TICKET + r'''
    if (last && tid == 0) {
        float t = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            t += partials[b];
        output[0] = t;
        *counter = 0;
    }''')

case('l19_partials_as_unsigned', 'last-block', 'pass',
     'partials used as 256 unsigned ints: ((unsigned int *)partials)[b] = (unsigned int)sm[0] (32640, exact), the last block adds them as unsigned (8355840) and stores (float)total (< 2^24: exact). Scratch memory without a declared type, same size: pass.',
     L_HEAD + r'''
    unsigned int *pu = reinterpret_cast<unsigned int *>(partials);
    if (tid == 0)
        pu[blockIdx.x] = (unsigned int)sm[0];''' + REF_TICKET + r'''
    if (last && tid == 0) {
        unsigned int t = 0;
        for (unsigned int b = 0; b < gridDim.x; b++)
            t += pu[b];
        output[0] = (float)t;
        *counter = 0;
    }''')
