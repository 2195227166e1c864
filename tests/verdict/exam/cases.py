# Cases for gen.py (docs/verdict-exam.md): kernels written under exam time pressure for the four
# puzzles, with the emphasis on the REPORT: for a wrong kernel the exit code and the first
# diagnosis line (first `error:` line, else first ❌ line) must name the true cause (`cause`, a
# regular expression) and the line marked `// CAUSE` (none marked: no line is knowable, e.g. a
# wrong value or a missing statement); for a correct-but-unusual kernel, exit 0 and no warning.
# Every verdict and cause was written before p34 ran the kernel.
# Citations: SPEC = docs/SPEC.md (launch shapes: 4 x 256 in ONE cluster of 4, so blockIdx.x ==
# cluster rank and gridDim.x == cluster size == 4; last-block: 256 x 256, no cluster; outputs and
# scratch NaN-filled before each launch; reduction/last-block exact; coordination/advanced within
# n*2^-24*sum|terms|; each output element stored by exactly one thread per launch; last-block
# launched twice with no host reset). PG = CUDA C++ Programming Guide (Synchronization Functions,
# Memory Fence Functions incl. the threadFenceReduction sample, Atomic Functions: atomicInc
# computes ((old >= val) ? 0 : (old+1)), Thread Block Clusters, Cooperative Groups cg::reduce,
# Warp Shuffle Functions). PTX = PTX ISA (Memory Consistency Model: data race = conflicting
# accesses not morally strong and not ordered by causality order; barrier.cluster arrive has
# release, wait acquire semantics by default; elect.sync elects one lane per warp).
RACE = r'data race'
WRITERS = r'several threads store it|is stored by [0-9]+ threads|stored by'
WRONG = r'❌'
NOTW = r'not written|❌'
NAN = r'nan|not written|initiali|❌'
HANG = r'deadlock|watchdog|did not finish|divergent barrier'
OOB = r'out-of-bounds|out of bounds'
COUNTER = r'counter|ticket|not written|❌'

# ------------------------------------------------------------------ pieces
CH = r'''
    __shared__ float shared_data[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
'''
CLOAD = r'''
    shared_data[local_i] = input[global_i] * (float)(my_block_rank + 1);
    __syncthreads();
'''
CSUM = r'''
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;
    }
    cluster_wait();'''

RH = r'''
    __shared__ float shared_mem[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    shared_mem[local_i] = input[global_i];
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
'''
RTAIL = r'''
    cluster_sync();
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;
    }'''

AH = r'''
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    shared_data[local_i] = input[global_i] * (float)(my_block_rank + 1);
    __syncthreads();
'''
AWARP = r'''
    const int warp = local_i / WARP_SIZE;
    if (elect_one_sync()) {
        float ws = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            ws += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = ws;
    }
    __syncthreads();
'''
ATAIL = r'''
    cluster_arrive();
    if (local_i == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += warp_sums[w];
        output[my_block_rank] = t;
    }
    cluster_wait();'''

LH = r'''
    __shared__ float shared_mem[TPB];
    __shared__ bool am_last;
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    shared_mem[local_i] = input[global_i];
    __syncthreads();
    for (int stride = TPB / 2; stride > 0; stride /= 2) {
        if (local_i < stride)
            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();
    }
    if (local_i == 0)
        partials[blockIdx.x] = shared_mem[0];
'''
LTICKET = r'''
    if (local_i == 0) {
        __threadfence();
        unsigned int ticket = atomicAdd(counter, 1u);
        am_last = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();
'''
LMERGE = r'''
    if (am_last) {
        if (local_i == 0) {
            float total = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++)
                total += partials[b];
            output[0] = total;
            *counter = 0;
        }
    }'''

# ================================================================== coordination
case('c01_rank_blockidx_mod4', 'coordination', 'pass',
     'rank = blockIdx.x % CLUSTER_SIZE: SPEC launches 4 blocks in one cluster of (4,1,1), so blockIdx.x % 4 == blockIdx.x == cluster rank (PG Thread Block Clusters: block_rank() is the block\'s index within its cluster). Correct for this launch shape: no warning.',
     CH.replace('block_rank_in_cluster()', 'blockIdx.x % CLUSTER_SIZE') + CLOAD + CSUM)

case('c02_output_by_blockidx', 'coordination', 'pass',
     'Scale and output index by blockIdx.x instead of the cluster rank: with one cluster of 4 they are equal (SPEC Known errors: the seeds index blocks by block_idx.x). Right values, one writer each.',
     CH + r'''
    shared_data[local_i] = input[global_i] * (float)(blockIdx.x + 1);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[blockIdx.x] = block_sum;
    }
    cluster_wait();''')

case('c03_rank_blockidx_div_clusterdim', 'coordination', 'fail 1',
     'rank = blockIdx.x / cluster.dim_blocks().x (gridDim/clusterDim confusion): 0..3 / 4 = 0 in every block, so every block scales by 1 and thread 0 of each of the 4 blocks stores output[0] with nothing ordering those stores: several writers (SPEC one-writer rule); output[1..3] never written. The first diagnosis should be the several writers of output[0] (the store line; the root is the rank line, which no checker can know).',
     CH.replace('block_rank_in_cluster()', 'blockIdx.x / cg::this_cluster().dim_blocks().x') + CLOAD + r'''
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;  // CAUSE
    }
    cluster_wait();''', cause=WRITERS)

case('c04_griddim_for_cluster_size', 'coordination', 'pass',
     'Uses gridDim.x where the cluster size is meant (the loop bound of an unused per-cluster check and the rank modulo): gridDim.x == 4 == CLUSTER_SIZE for SPEC\'s launch. Right values.',
     CH.replace('block_rank_in_cluster()', 'blockIdx.x % gridDim.x') + CLOAD + CSUM)

case('c05_output0_only', 'coordination', 'fail 1',
     'Each block\'s thread 0 adds its sum only when rank == 0 ("write output[0]" misread): output[1..3] are never written (NaN-filled before launch, SPEC Checking: reported as not written). One writer of output[0]; no race. Report: Block 1..3 not written; first ❌ line is Block 1 not written.',
     CH + CLOAD + r'''
    cluster_arrive();
    if (local_i == 0 && my_block_rank == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[0] = block_sum;
    }
    cluster_wait();''', cause=r'not written')

case('c06_every_thread_stores_sum', 'coordination', 'fail 1',
     'No `local_i == 0` guard: every one of the 256 threads of a block computes the block sum and stores output[rank]: 256 unordered stores of one element (SPEC: each output element stored by exactly one thread; PTX: conflicting weak writes not ordered = data race).',
     CH + CLOAD + r'''
    cluster_arrive();
    float block_sum = 0.0f;
    for (int i = 0; i < TPB; i++)
        block_sum += shared_data[i];
    output[my_block_rank] = block_sum;  // CAUSE
    cluster_wait();''', cause=WRITERS)

case('c07_forgot_scale', 'coordination', 'fail 1',
     'Forgets the (rank + 1) scale: blocks 1..3 miss their factor 2..4: wrong values far outside the float bound (SPEC). Block 0 passes; first ❌ is Block 1.',
     CH + r'''
    shared_data[local_i] = input[global_i];
    __syncthreads();''' + CSUM, cause=WRONG)

case('c08_scale_rank_not_plus1', 'coordination', 'fail 1',
     'Scale by rank instead of rank + 1: block 0 sums to 0, the others too small: wrong values (SPEC). First ❌ is Block 0.',
     CH + r'''
    shared_data[local_i] = input[global_i] * (float)my_block_rank;
    __syncthreads();''' + CSUM, cause=WRONG)

case('c09_int_truncated_input', 'coordination', 'fail 1',
     'Loads the input into an int (`int x = input[global_i];`): (i % 10) * 0.1 is below 1 for every i, so every value truncates to 0: every block sums to 0: wrong values (C++ float-to-int conversion truncates).',
     CH + r'''
    int x = input[global_i];
    shared_data[local_i] = x * (float)(my_block_rank + 1);
    __syncthreads();''' + CSUM, cause=WRONG)

case('c10_double_accumulate', 'coordination', 'pass',
     'Thread 0 accumulates the block sum in double and stores (float)sum: the double sum rounded to float is at most half an ulp from the exact sum, inside SPEC\'s bound. Correct-but-unusual: no warning.',
     CH + CLOAD + r'''
    cluster_arrive();
    if (local_i == 0) {
        double block_sum = 0.0;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = (float)block_sum;
    }
    cluster_wait();''')

case('c11_no_syncthreads_before_sum', 'coordination', 'fail 1',
     'No __syncthreads() between the shared stores and thread 0\'s summing loop; cluster_arrive() is a release but thread 0 reads before cluster_wait() (acquire), so other threads\' stores to shared_data are not ordered before thread 0\'s reads: data race (PTX Memory Consistency Model; PG Synchronization Functions). The read line is the culprit.',
     CH + r'''
    shared_data[local_i] = input[global_i] * (float)(my_block_rank + 1);
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];  // CAUSE
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''', cause=RACE)

case('c12_interleaved_stride', 'coordination', 'fail 1',
     'Reads input with the wrong stride: input[local_i * CLUSTER_SIZE + rank] (interleaved) instead of the block\'s contiguous 256. Every block now sums a different set of inputs (i % 10 pattern changes by residue): block sums 0.1*... differ from SPEC\'s per-block sums by far more than the float bound: wrong value (SPEC: block b\'s own 256 inputs).',
     CH + r'''
    shared_data[local_i] = input[local_i * CLUSTER_SIZE + my_block_rank] * (float)(my_block_rank + 1);
    __syncthreads();''' + CSUM, cause=WRONG)

case('c13_cluster_sync_no_split', 'coordination', 'pass',
     'cluster_sync() instead of the split arrive/wait: a full cluster barrier (PG Thread Block Clusters) is stronger; no DSMEM is used anyway. Right values.',
     CH + CLOAD + r'''
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;
    }
    cluster_sync();''')

case('c14_warp_shuffle_sum', 'coordination', 'pass',
     'Sums with __shfl_down_sync over full warps (PG Warp Shuffle Functions), lane 0 of each warp atomicAdd()s into a shared total zeroed by thread 0 before a __syncthreads(); thread 0 stores after another __syncthreads(). Any summation order is inside SPEC\'s bound; one writer.',
     r'''
    __shared__ float total;
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    if (local_i == 0) total = 0.0f;
    __syncthreads();
    float v = input[global_i] * (float)(my_block_rank + 1);
    for (int off = WARP_SIZE / 2; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if ((local_i & (WARP_SIZE - 1)) == 0) atomicAdd(&total, v);
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) output[my_block_rank] = total;
    cluster_wait();''')

case('c15_cg_reduce', 'coordination', 'pass',
     'cg::reduce(tile32, v, cg::plus<float>()) per warp (PG Cooperative Groups: reduce, <cooperative_groups/reduce.h>), warp sums in shared memory, thread 0 sums 8 of them. Right values, one writer.',
     r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
    float v = cg::reduce(tile, input[global_i] * (float)(my_block_rank + 1), cg::plus<float>());
    if (tile.thread_rank() == 0) ws[local_i / WARP_SIZE] = v;
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) s += ws[w];
        output[my_block_rank] = s;
    }
    cluster_wait();''', pre='#include <cooperative_groups/reduce.h>')

case('c16_grid_stride_loop', 'coordination', 'pass',
     'Each thread sums a block-stride loop `for (i = local_i; i < TPB; i += blockDim.x)` over its block\'s slice (one iteration here), then the usual thread-0 sum. Right values.',
     CH + r'''
    float acc = 0.0f;
    for (int i = local_i; i < TPB; i += blockDim.x)
        acc += input[blockIdx.x * TPB + i] * (float)(my_block_rank + 1);
    shared_data[local_i] = acc;
    __syncthreads();''' + CSUM)

case('c17_size_used_per_block', 'coordination', 'pass',
     'Uses size: per-block count = size / CLUSTER_SIZE = 256 (SPEC passes size = SIZE = 1024) with a bounds guard. Right values.',
     CH + r'''
    const int per_block = size / CLUSTER_SIZE;
    shared_data[local_i] = local_i < per_block ? input[my_block_rank * per_block + local_i] * (float)(my_block_rank + 1) : 0.0f;
    __syncthreads();''' + CSUM)

case('c18_sum_before_syncthreads_each_thread_prefix', 'coordination', 'fail 1',
     'Thread 0 sums only TPB / 2 values (loop bound typo `i < TPB / 2`): a missing half of the terms, far outside the float bound: wrong value (SPEC: a missing term does not pass).',
     CH + CLOAD + r'''
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 0; i < TPB / 2; i++)
            block_sum += shared_data[i];
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''', cause=WRONG)

case('c19_atomic_output_no_init', 'coordination', 'fail 1',
     'Every thread atomicAdd(&output[rank], v) and nobody zeroes output first: the host filled output with NaN before launch (SPEC Checking), NaN + x = NaN. The report must show nan (not "not written", not a race: atomics do not race, PTX morally strong).',
     CH.replace('    __shared__ float shared_data[TPB];\n', '') + r'''
    atomicAdd(&output[my_block_rank], input[global_i] * (float)(my_block_rank + 1));  // CAUSE''', cause=NAN)

case('c20_atomic_output_init_then_sync', 'coordination', 'pass',
     'Thread 0 stores output[rank] = 0, __syncthreads() (orders the store before every later access of the block, PG), then every thread atomicAdd(&output[rank], v). Project precedent (llm c09, hunt c05): pass; any order inside SPEC\'s bound.',
     CH.replace('    __shared__ float shared_data[TPB];\n', '') + r'''
    if (local_i == 0) output[my_block_rank] = 0.0f;
    __syncthreads();
    atomicAdd(&output[my_block_rank], input[global_i] * (float)(my_block_rank + 1));
    cluster_sync();''')

case('c21_sum_index_off_by_one', 'coordination', 'fail 5',
     'Summing loop `for (i = 1; i <= TPB; i++) block_sum += shared_data[i]`: skips element 0 and reads shared_data[256], one past the end of the __shared__ array: out of bounds (C++; the first diagnosis should name the read). (Written fail 1 before the run; corrected to fail 5 after it: a reasoning error, the project rates an out-of-range shared address as a fault, port c08/c09, cxx c22, cluster k37.)',
     CH + CLOAD + r'''
    cluster_arrive();
    if (local_i == 0) {
        float block_sum = 0.0f;
        for (int i = 1; i <= TPB; i++)
            block_sum += shared_data[i];  // CAUSE
        output[my_block_rank] = block_sum;
    }
    cluster_wait();''', cause=OOB)

# ================================================================== reduction
case('r01_every_block_writes_total', 'reduction', 'fail 1',
     'Every block computes the total after cluster_sync() and its thread 0 stores output[0]: 4 threads store output[0] with nothing ordering them (SPEC one-writer rule; same value, still several writers).',
     RH + r'''
    cluster_sync();
    if (local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;  // CAUSE
    }''', cause=WRITERS)

case('r02_redundant_total_store_once', 'reduction', 'pass',
     'Every block\'s thread 0 computes the total redundantly after cluster_sync() (acquire: all 4 partials visible, PTX barrier.cluster), but only rank 0 stores it. Correct-but-unusual: no warning.',
     RH + r'''
    cluster_sync();
    if (local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        if (my_block_rank == 0) output[0] = total;
    }''')

case('r03_elect_in_rank0_every_warp', 'reduction', 'fail 1',
     '`if (my_block_rank == 0 && elect_one_sync())`: elect.sync elects one lane per warp (PTX elect.sync), so 8 threads of block 0 store output[0] (the seed\'s bug, SPEC Known errors): several writers.',
     RH + r'''
    cluster_sync();
    if (my_block_rank == 0 && elect_one_sync()) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];
        output[0] = total;  // CAUSE
    }''', cause=WRITERS)

case('r04_blockidx0_thread0_writer', 'reduction', 'pass',
     'Writer chosen as blockIdx.x == 0 && threadIdx.x == 0 and temp_storage indexed by blockIdx.x: equal to rank in SPEC\'s single cluster. Right.',
     RH.replace('temp_storage[my_block_rank]', 'temp_storage[blockIdx.x]') + RTAIL.replace('my_block_rank == 0', 'blockIdx.x == 0'))

case('r05_no_cluster_sync', 'reduction', 'fail 1',
     'Only __syncthreads() before rank 0 reads temp_storage[1..3]: the other blocks\' stores are not ordered before the read (PG Synchronization Functions: __syncthreads is block-scope; PTX data race). Culprit: the read of temp_storage.',
     RH + r'''
    __syncthreads();
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += temp_storage[r];  // CAUSE
        output[0] = total;
    }''', cause=RACE)

case('r06_tree_stride_starts_tpb', 'reduction', 'fail 5',
     'Tree starts at stride = TPB: thread local_i < 256 reads shared_mem[local_i + 256], past the end of the 256-float __shared__ array: out of bounds (C++ array bounds). (Written fail 1 before the run; corrected to fail 5 after it, as c21.)',
     RH.replace('for (int stride = TPB / 2;', 'for (int stride = TPB;').replace('shared_mem[local_i] += shared_mem[local_i + stride];', 'shared_mem[local_i] += shared_mem[local_i + stride];  // CAUSE') + RTAIL, cause=OOB)

case('r07_tree_stride_starts_quarter', 'reduction', 'fail 1',
     'Tree starts at stride = TPB / 4: elements 128..255 never fold in: total is wrong by their sum; exact check (SPEC): wrong value.',
     RH.replace('for (int stride = TPB / 2;', 'for (int stride = TPB / 4;') + RTAIL, cause=WRONG)

case('r08_tree_stops_at_1', 'reduction', 'fail 1',
     'Loop `stride > 1`: the final step (stride 1) never runs, so shared_mem[0] lacks shared_mem[1]\'s half: wrong total (SPEC exact).',
     RH.replace('stride > 0;', 'stride > 1;') + RTAIL, cause=WRONG)

case('r09_tree_no_sync_in_loop', 'reduction', 'fail 1',
     'The __syncthreads() inside the tree loop is missing: a step reads shared_mem[local_i + stride] written by another warp\'s previous step with no barrier: data race (PG Synchronization Functions; PTX).',
     RH.replace('''            shared_mem[local_i] += shared_mem[local_i + stride];
        __syncthreads();''', '''            shared_mem[local_i] += shared_mem[local_i + stride];  // CAUSE''') + RTAIL, cause=RACE)

case('r10_interleaved_read_total', 'reduction', 'pass',
     'Reads input[local_i * CLUSTER_SIZE + rank] (interleaved stride): the four blocks still read all 1024 inputs once each, so the total is the same integer sum, exact (SPEC). Unusual but right.',
     RH.replace('shared_mem[local_i] = input[global_i];', 'shared_mem[local_i] = input[local_i * CLUSTER_SIZE + my_block_rank];') + RTAIL)

case('r11_int_accumulate', 'reduction', 'pass',
     'Thread 0 sums its 256 inputs into an int (integers 0..1023, exact) and the total into an int (523776 < 2^31), then stores (float)total: exact (SPEC).',
     r'''
    __shared__ int shared_i[TPB];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    shared_i[local_i] = (int)input[global_i];
    __syncthreads();
    if (local_i == 0) {
        int s = 0;
        for (int i = 0; i < TPB; i++) s += shared_i[i];
        temp_storage[my_block_rank] = (float)s;
    }''' + RTAIL)

case('r12_average_not_sum', 'reduction', 'fail 1',
     'Stores total / CLUSTER_SIZE (mean of block sums): wrong value (SPEC: the sum of all 1024).',
     RH + RTAIL.replace('output[0] = total;', 'output[0] = total / CLUSTER_SIZE;'), cause=WRONG)

case('r13_atomic_no_init', 'reduction', 'fail 1',
     'Each block\'s thread 0 atomicAdd(output, block sum); nobody zeroes output[0], NaN-filled before launch (SPEC Checking): NaN + x = NaN. The report must show nan for this reason; the atomics themselves do not race.',
     RH + r'''
    if (local_i == 0)
        atomicAdd(output, shared_mem[0]);  // CAUSE''', cause=NAN)

case('r14_atomic_init_cluster_sync', 'reduction', 'pass',
     'Rank 0 thread 0 stores output[0] = 0 before a cluster_sync() every thread passes, then each block\'s thread 0 atomicAdd()s its block sum: the zero happens-before every add (PTX barrier.cluster release/acquire). Project precedent blog k03: pass. Integers exact in any order.',
     RH + r'''
    if (my_block_rank == 0 && local_i == 0) output[0] = 0.0f;
    cluster_sync();
    if (local_i == 0) atomicAdd(output, shared_mem[0]);''')

case('r15_scale_added_by_habit', 'reduction', 'fail 1',
     'Copies part 1\'s habit and scales inputs by rank + 1: total 1.3M-ish instead of 523776: wrong value (SPEC: plain sum).',
     RH.replace('shared_mem[local_i] = input[global_i];', 'shared_mem[local_i] = input[global_i] * (float)(my_block_rank + 1);') + RTAIL, cause=WRONG)

case('r16_warp_shuffle_then_smem', 'reduction', 'pass',
     'Warp shuffles (__shfl_down_sync, full mask) then lane 0 stores the warp sum to shared, thread 0 sums 8 warp sums into temp_storage[rank]; cluster_sync; one writer. Integer sums exact (SPEC).',
     r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const int global_i = blockDim.x * blockIdx.x + threadIdx.x;
    const int local_i = threadIdx.x;
    const unsigned int my_block_rank = block_rank_in_cluster();
    float v = input[global_i];
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (local_i % WARP_SIZE == 0) ws[local_i / WARP_SIZE] = v;
    __syncthreads();
    if (local_i == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) s += ws[w];
        temp_storage[my_block_rank] = s;
    }''' + RTAIL)

case('r17_dsmem_instead_of_temp', 'reduction', 'pass',
     'Rank 0 reads the peers\' shared_mem[0] through cluster.map_shared_rank after cluster_sync(), and all blocks wait at a second cluster_sync() before exiting (PG Distributed Shared Memory: a block\'s shared memory must outlive peers\' accesses). temp_storage unused (scratch, not checked). Right.',
     RH.replace('''    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
''', '') + r'''
    cg::cluster_group cluster = cg::this_cluster();
    cluster.sync();
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += *cluster.map_shared_rank(&shared_mem[0], r);
        output[0] = total;
    }
    cluster.sync();''')

case('r18_dsmem_no_exit_sync', 'reduction', 'fail 5',
     'As r17 without the final cluster.sync(): ranks 1..3 may exit while rank 0 still reads their shared memory through DSMEM (PG Distributed Shared Memory: ensure all DSMEM operations complete before a block exits). The read of the peer\'s shared memory is the culprit line.',
     RH.replace('''    if (local_i == 0)
        temp_storage[my_block_rank] = shared_mem[0];
''', '') + r'''
    cg::cluster_group cluster = cg::this_cluster();
    cluster.sync();
    if (my_block_rank == 0 && local_i == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            total += *cluster.map_shared_rank(&shared_mem[0], r);  // CAUSE
        output[0] = total;
    }''', cause=r'exit|exited|finished|lifetime|race')

case('r19_cluster_sync_in_rank0_only', 'reduction', 'unclear',
     'cluster_sync() called inside `if (my_block_rank == 0)`: ranks 1..3 never arrive (PTX barrier.cluster: all non-exited threads of the cluster must arrive); whether their exit releases rank 0 (PTX exit: exiting threads holding up a barrier release it) and whether their temp_storage stores are then ordered before rank 0\'s reads is not settled by the documents: unclear (not scored); the diagnosis should still name the divergent cluster barrier.',
     RH + r'''
    if (my_block_rank == 0) {
        cluster_sync();
        if (local_i == 0) {
            float total = 0.0f;
            for (int r = 0; r < CLUSTER_SIZE; r++)
                total += temp_storage[r];
            output[0] = total;
        }
    }''', cause=HANG)

case('r20_grid_stride_loop', 'reduction', 'pass',
     'Grid-stride accumulation `for (i = global_i; i < size; i += blockDim.x * gridDim.x)` (one iteration here), then the usual tree, temp_storage, cluster_sync and one writer. Right.',
     RH.replace('shared_mem[local_i] = input[global_i];', '''float acc = 0.0f;
    for (int i = global_i; i < size; i += blockDim.x * gridDim.x) acc += input[i];
    shared_mem[local_i] = acc;''') + RTAIL)

case('r21_temp_storage_reads_only_own', 'reduction', 'fail 1',
     'Writer sums `temp_storage[r]` for r < my_block_rank + 1 (loop bound from the rank instead of CLUSTER_SIZE): rank 0 sums only its own block: wrong value (SPEC exact).',
     RH + RTAIL.replace('r < CLUSTER_SIZE', 'r < (int)my_block_rank + 1'), cause=WRONG)

# ================================================================== advanced
case('a01_lane_mod_instead_of_div', 'advanced', 'unclear',
     'Warp index computed as local_i % WARP_SIZE instead of / : the elected lane (one per warp; lane 0 on hardware, but any lane) gets a lane-dependent index; with lane 0 every warp\'s elected lane stores warp_sums[0]: 8 unordered stores of one shared word (data race, PTX) and warp_sums[1..7] read uninitialised. The culprit line is the warp_sums store. (Written fail 1 before the run; made unclear after it, a reasoning error: which lane elect.sync elects is not specified (PTX elect.sync), and an elected lane >= 8 indexes warp_sums[8] out of bounds, a fault (exit 5), so the exit code depends on the lane; wrong either way.)',
     AH + r'''
    const int warp = local_i % WARP_SIZE;
    if (elect_one_sync()) {
        float ws = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            ws += shared_data[(local_i / WARP_SIZE) * WARP_SIZE + i];
        warp_sums[warp] = ws;  // CAUSE
    }
    __syncthreads();''' + ATAIL, cause=r'data race|several threads store|stored by|read before any thread|uninitiali|out-of-bounds')

case('a02_lane0_instead_of_elect', 'advanced', 'pass',
     '`if (local_i % WARP_SIZE == 0)` instead of elect_one_sync(): one lane per warp all the same. SPEC checks values only (within the float bound). Correct-but-unusual.',
     AH + AWARP.replace('elect_one_sync()', 'local_i % WARP_SIZE == 0') + ATAIL)

case('a03_no_sync_before_block_sum', 'advanced', 'fail 1',
     'No __syncthreads() between the elected lanes\' warp_sums stores and thread 0\'s loop over warp_sums (cluster_arrive is a release, but thread 0 reads before cluster_wait): data race on warp_sums (PG Synchronization Functions; PTX).',
     AH + AWARP.replace('''        warp_sums[warp] = ws;
    }
    __syncthreads();''', '''        warp_sums[warp] = ws;
    }''') + r'''
    cluster_arrive();
    if (local_i == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += warp_sums[w];  // CAUSE
        output[my_block_rank] = t;
    }
    cluster_wait();''', cause=RACE)

case('a04_half_the_warps', 'advanced', 'fail 1',
     'Thread 0 sums warps w < TPB / WARP_SIZE / 2 (4 of 8): half the terms missing: wrong values (SPEC: a missing term does not pass).',
     AH + AWARP + ATAIL.replace('w < TPB / WARP_SIZE;', 'w < TPB / WARP_SIZE / 2;'), cause=WRONG)

case('a05_shuffle_warp_sum', 'advanced', 'pass',
     'Warp sums by __shfl_xor_sync butterfly (all lanes get the sum), lane 0 stores warp_sums[warp]; rest as the reference. Values within SPEC\'s bound; correct-but-unusual.',
     AH + r'''
    const int warp = local_i / WARP_SIZE;
    float v = shared_data[local_i];
    for (int m = 16; m > 0; m >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, m);
    if ((local_i & 31) == 0) warp_sums[warp] = v;
    __syncthreads();''' + ATAIL)

case('a06_cg_reduce_tile', 'advanced', 'pass',
     'cg::reduce over a 32-thread tile (PG Cooperative Groups reduce), tile.thread_rank() == 0 stores the warp sum. Right.',
     AH + r'''
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
    float v = cg::reduce(tile, shared_data[local_i], cg::plus<float>());
    if (tile.thread_rank() == 0) warp_sums[tile.meta_group_rank()] = v;
    __syncthreads();''' + ATAIL, pre='#include <cooperative_groups/reduce.h>')

case('a07_elect_inside_lane_branch', 'advanced', 'fail 4',
     'elect_one_sync() called inside `if (local_i < 16)`: only 16 lanes of each warp reach elect.sync, which names the full warp (PTX elect.sync: all threads of membermask must execute it); lanes 16-31 wait at the block barrier: a hang on a GPU. Project precedent flow a12: fail 4.',
     AH + r'''
    const int warp = local_i / WARP_SIZE;
    if (local_i % WARP_SIZE < 16 && elect_one_sync()) {  // CAUSE
        float ws = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            ws += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = ws;
    }
    __syncthreads();''' + ATAIL, cause=r'elect|mask|lanes|divergent|deadlock')

case('a08_output_by_warp', 'advanced', 'fail 1',
     'The elected lane of each warp stores its warp sum straight into output[rank] (skips the block level): 8 unordered writers per element (SPEC one-writer rule) and the value is one warp\'s sum.',
     AH + r'''
    const int warp = local_i / WARP_SIZE;
    cluster_arrive();
    if (elect_one_sync()) {
        float ws = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            ws += shared_data[warp * WARP_SIZE + i];
        output[my_block_rank] = ws;  // CAUSE
    }
    cluster_wait();''', cause=WRITERS)

case('a09_scale_after_warp_sum', 'advanced', 'pass',
     'Loads unscaled values, and thread 0 multiplies the block total by (rank + 1) once: sum(x)*(r+1) vs sum(x*(r+1)) differ only by rounding (scaling by 1..4 is exact for 1,2,4, one rounding for 3), inside SPEC\'s bound. Right.',
     AH.replace(' * (float)(my_block_rank + 1);', ';') + AWARP + ATAIL.replace('output[my_block_rank] = t;', 'output[my_block_rank] = t * (float)(my_block_rank + 1);'))

case('a10_warp_sums_not_zeroed_partial', 'advanced', 'fail 1',
     'warp_sums declared with TPB / WARP_SIZE entries, but the warp index is (local_i / WARP_SIZE) / 2 (an off "two warps per slot" idea): two elected lanes store each of warp_sums[0..3] with nothing ordering them (data race) and 4..7 are read before anyone stores them.',
     AH + r'''
    const int warp = local_i / WARP_SIZE;
    if (elect_one_sync()) {
        float ws = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            ws += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp / 2] = ws;  // CAUSE
    }
    __syncthreads();''' + ATAIL, cause=r'data race|several threads store|stored by')

case('a11_no_cluster_barrier', 'advanced', 'pass',
     'No cluster barrier at all: the kernel touches no other block\'s shared memory (no DSMEM), so nothing needs the cluster barrier (PG Thread Block Clusters). Unusual: p34 should not warn.',
     AH + AWARP + r'''
    if (local_i == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += warp_sums[w];
        output[my_block_rank] = t;
    }''')

case('a12_double_warp_sums', 'advanced', 'pass',
     'Warp sums and the block sum kept in double, stored as float: within half an ulp of the exact sum: inside SPEC\'s bound.',
     AH.replace('__shared__ float warp_sums', '__shared__ double warp_sums') + r'''
    const int warp = local_i / WARP_SIZE;
    if (elect_one_sync()) {
        double ws = 0.0;
        for (int i = 0; i < WARP_SIZE; i++)
            ws += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = ws;
    }
    __syncthreads();
    cluster_arrive();
    if (local_i == 0) {
        double t = 0.0;
        for (int w = 0; w < TPB / WARP_SIZE; w++)
            t += warp_sums[w];
        output[my_block_rank] = (float)t;
    }
    cluster_wait();''')

# ================================================================== last-block
case('l01_reference_shape', 'last-block', 'pass',
     'threadFenceReduction shape (PG Memory Fence Functions): partial, fence, ticket, fence, barrier; the last block\'s thread 0 sums 256 partials and resets the counter. Right on both launches.',
     LH + LTICKET + LMERGE)

case('l02_no_counter_reset', 'last-block', 'fail 1',
     'Forgets `*counter = 0`: the first launch is right but leaves counter = 256; the second launch (no host reset, SPEC) draws tickets 256..511 and no block sees 255: output[0] is not written on launch 2. No line to name (a missing statement); the report should name the counter / the second launch.',
     LH + LTICKET + LMERGE.replace('            *counter = 0;\n', ''), cause=COUNTER)

case('l03_reset_before_reading', 'last-block', 'pass',
     'The last block\'s thread 0 resets *counter = 0 first, then sums the partials: every other block has already taken its ticket (the last ticket is last in the counter\'s coherence order), so the early reset changes nothing. Same store as the reference, just earlier.',
     LH + LTICKET + r'''
    if (am_last && local_i == 0) {
        *counter = 0;
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            total += partials[b];
        output[0] = total;
    }''')

case('l04_merge_count_blockdim', 'last-block', 'pass',
     'The merge loop counts to blockDim.x instead of gridDim.x: both 256 in SPEC\'s launch. Right.',
     LH + LTICKET + LMERGE.replace('b < gridDim.x', 'b < blockDim.x'))

case('l05_merge_count_minus_one', 'last-block', 'fail 1',
     'Merge loop `b < gridDim.x - 1`: partials[255] is never added: wrong value (SPEC exact).',
     LH + LTICKET + LMERGE.replace('b < gridDim.x', 'b < gridDim.x - 1'), cause=WRONG)

case('l06_no_fences', 'last-block', 'fail 1',
     'No __threadfence() before or after the ticket: the partial store is not ordered before the relaxed atomicAdd (no release pattern, PTX), so the last block may read a stale partial: data race on partials (PTX Memory Consistency Model; PG Memory Fence Functions shows the fence). Culprit: the read of partials (or the store, named with it).',
     LH + LTICKET.replace('        __threadfence();\n', '') + LMERGE.replace('total += partials[b];', 'total += partials[b];  // CAUSE'), cause=RACE + r'|missing __threadfence')

case('l07_atomicinc_self_reset', 'last-block', 'pass',
     'Ticket by atomicInc(counter, gridDim.x - 1): atomicInc stores ((old >= val) ? 0 : old + 1) (PG Atomic Functions), so the block that draws 255 also wraps the counter to 0; no explicit reset needed. Both launches right. Correct-but-unusual: no warning.',
     LH + r'''
    if (local_i == 0) {
        __threadfence();
        unsigned int ticket = atomicInc(counter, gridDim.x - 1);
        am_last = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();''' + LMERGE.replace('            *counter = 0;\n', ''))

case('l08_atomicinc_wrong_wrap', 'last-block', 'fail 1',
     'atomicInc(counter, gridDim.x) and no explicit reset: the last block (ticket 255) leaves 256; launch 2 draws 256 (wraps to 0) then 0..254: no block sees 255, output not written on launch 2 (PG Atomic Functions formula).',
     LH + r'''
    if (local_i == 0) {
        __threadfence();
        unsigned int ticket = atomicInc(counter, gridDim.x);
        am_last = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();''' + LMERGE.replace('            *counter = 0;\n', ''), cause=COUNTER)

case('l09_int_ticket_compare', 'last-block', 'pass',
     '`int ticket = atomicAdd((int *)counter, 1); if (ticket == gridDim.x - 1)`: the int is converted to unsigned for the comparison (usual arithmetic conversions), 255 == 255u. Right.',
     LH + r'''
    if (local_i == 0) {
        __threadfence();
        int ticket = atomicAdd((int *)counter, 1);
        am_last = (ticket == gridDim.x - 1);
        __threadfence();
    }
    __syncthreads();''' + LMERGE)

case('l10_ticket_eq_griddim', 'last-block', 'fail 1',
     'Last test `ticket == gridDim.x` (off by one): tickets are 0..255, none equals 256: output[0] never written on launch 1; the counter is never reset either. The culprit is the comparison line.',
     LH + LTICKET.replace('am_last = (ticket == gridDim.x - 1);', 'am_last = (ticket == gridDim.x);  // CAUSE') + LMERGE, cause=r'not written|ticket|last')

case('l11_no_sync_after_ticket', 'last-block', 'fail 1',
     'No __syncthreads() after thread 0 sets am_last: the merge `if (am_last)` is read by all 256 threads, racing with thread 0\'s store of am_last (PG Synchronization Functions; PTX data race). Culprit: the read of am_last.',
     LH + LTICKET.replace('''    }
    __syncthreads();
''', '''    }
''') + LMERGE.replace('    if (am_last) {', '    if (am_last) {  // CAUSE'), cause=RACE)

case('l12_every_block_resets', 'last-block', 'fail 1',
     'Thread 0 of EVERY block does `*counter = 0` after its ticket (reset placed outside the am_last branch): a plain store racing with other blocks\' atomicAdd on the counter (conflicting, not morally strong, unordered: PTX data race), and tickets restart so several or no blocks see 255.',
     LH + LTICKET + r'''
    if (am_last && local_i == 0) {
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++)
            total += partials[b];
        output[0] = total;
    }
    if (local_i == 0) *counter = 0;  // CAUSE''', cause=r'data race|counter|ticket')

case('l13_atomic_output_no_init', 'last-block', 'fail 1',
     'Skips the guard: each block\'s thread 0 atomicAdd(output, its partial) with output NaN-filled (SPEC Checking) and never zeroed: NaN.',
     LH.replace('''    if (local_i == 0)
        partials[blockIdx.x] = shared_mem[0];''', '''    if (local_i == 0)
        atomicAdd(output, shared_mem[0]);  // CAUSE'''), cause=NAN)

case('l14_hardcoded_255', 'last-block', 'pass',
     '`am_last = (ticket == 255)` hard-coded: gridDim.x = LB_SIZE / TPB = 256 in SPEC\'s launch. Right.',
     LH + LTICKET.replace('ticket == gridDim.x - 1', 'ticket == 255') + LMERGE)

case('l15_parallel_merge_tree', 'last-block', 'pass',
     'The last block loads partials[local_i] into shared memory (after the acquire fence and barrier) and tree-reduces; thread 0 stores and resets. Right.',
     LH + LTICKET + r'''
    if (am_last) {
        shared_mem[local_i] = partials[local_i];
        __syncthreads();
        for (int stride = TPB / 2; stride > 0; stride /= 2) {
            if (local_i < stride)
                shared_mem[local_i] += shared_mem[local_i + stride];
            __syncthreads();
        }
        if (local_i == 0) {
            output[0] = shared_mem[0];
            *counter = 0;
        }
    }''')

case('l16_ticket_before_partial', 'last-block', 'fail 1',
     'Takes the ticket (fence, atomicAdd, fence) BEFORE storing its own partial: the last ticket holder may read a partial another block has not stored yet (its ticket says nothing about a later store): data race on partials / a read of NaN (PG Memory Fence Functions rationale).',
     LH.replace('''    if (local_i == 0)
        partials[blockIdx.x] = shared_mem[0];
''', '') + LTICKET + r'''
    if (local_i == 0)
        partials[blockIdx.x] = shared_mem[0];  // CAUSE
    __syncthreads();''' + LMERGE, cause=r'data race|before its own ticket|partial|read before')

case('l17_every_thread_takes_ticket', 'last-block', 'fail 1',
     'atomicAdd(counter, 1) by every thread (the `local_i == 0` guard forgotten): 65536 tickets per launch, the thread that draws gridDim.x - 1 = 255 is in some early block; that block merges partials that are mostly not yet written (and the counter ends far from 0): wrong/NaN value or race. Culprit: the ticket line. (After the first run: the kernel as first written also left am_last unset in blocks that drew no 255, a second, earlier bug that p34 rightly reported first; thread 0 now clears it before a barrier so the kernel has the one bug meant. Truth unchanged.)',
     LH + r'''
    if (local_i == 0) am_last = false;
    __syncthreads();
    __threadfence();
    unsigned int ticket = atomicAdd(counter, 1u);  // CAUSE
    if (ticket == gridDim.x - 1) am_last = true;
    __syncthreads();''' + LMERGE, cause=r'ticket|data race|counter|read before')

case('l18_double_merge', 'last-block', 'pass',
     'The last block merges partials in double and stores (float): integer sums below 2^53 are exact: right.',
     LH + LTICKET + LMERGE.replace('float total = 0.0f;', 'double total = 0.0;').replace('output[0] = total;', 'output[0] = (float)total;'))

case('l19_reset_with_atomicexch', 'last-block', 'pass',
     'Reset by atomicExch(counter, 0) instead of a plain store: an atomic store; right on both launches.',
     LH + LTICKET + LMERGE.replace('*counter = 0;', 'atomicExch(counter, 0u);'))

case('l20_merge_by_thread1', 'last-block', 'pass',
     'Thread 0 takes the ticket and fences, but thread 1 does the merge and the reset after the __syncthreads(): the barrier orders thread 0\'s acquire fence before thread 1\'s reads (PG Synchronization Functions; PTX causality order through the barrier), as in the reference, where all threads read after it. Right.',
     LH + LTICKET + LMERGE.replace('if (local_i == 0) {', 'if (local_i == 1) {'))
