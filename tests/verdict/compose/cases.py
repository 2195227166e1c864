# Cases for gen.py (docs/verdict-compose.md): kernels COMPOSED from interchangeable stages.
# Each puzzle's kernel is load -> in-block reduce -> cross-block / cluster stage -> output, and each
# stage has several variants, each annotated correct or incorrect with the rule it breaks. The
# generator below makes (a) correct x correct compositions (true verdict pass: a p34 diagnosis or
# warning on one of them is a false alarm), chosen so that every correct variant of a stage meets
# several variants of the others, (b) compositions with exactly one incorrect variant (true verdict
# and cause: that variant's), and (c) hand-written interactions where every stage alone is right and
# the composition is wrong (a shared array two stages reuse, a peer reading memory its owner later
# overwrites, a block leaving while peers read its shared memory, an accumulator not reset).
# PG = CUDA C++ Programming Guide, PTX = PTX ISA, CUB = CUB documentation, SPEC = docs/SPEC.md.
# Every verdict and cause was written before p34 ran the kernels.

RACE = r'data race'
OOB = r'out-of-bounds|out of bounds'
MISALIGN = r'misaligned'
WRONG = r'❌'
UNINIT = r'uninitiali|not written|never stored|read before any thread|❌'
# (After the first run: p34 words an atomic on never-stored shared memory "is atomically updated before
# any thread stored it"; same class, so the pattern takes that wording too. No truth changed.)
UNINIT += r'|before any thread stored'
# (After the first run, no truth changed: the cluster-kernel tickets (x_ticket_nofence, x_aref_relaxed)
# are reported as the data race between the temp_storage store and the last block's read, naming both
# lines, with cluster_sync() as the fix (also a fix); the atomic's line was marked as the cause and is
# no longer: either side of the race is the cause's line. x_ticket_cmp is a value failure (output
# not written): no line is knowable, the mark was a mistake.)
MULTI = r'stored by \d+ threads'
EXITED = r'exited'
FENCE = r'fence|data race'
NORESET = r'not reset'
RACE_OR_EARLY = r'data race|read before any thread'

CL = ('coordination', 'reduction', 'advanced')
INT_PUZZLES = ('reduction', 'last-block')


def V(vid, code, note, decl='', bad=None, all_threads=True, ok=None, pre=''):
    """A stage variant. bad: None (correct) or (verdict, cause, why); ok(puzzle) -> None when it
    fits the puzzle, or (verdict, cause, why) when it is wrong for this puzzle only."""
    return dict(id=vid, code=code, note=note, decl=decl, bad=bad, all=all_threads, ok=ok, pre=pre)


def only_int(p):
    if p in INT_PUZZLES:
        return None
    return ('fail 1', WRONG, 'the integer reduction truncates the fractional inputs of --%s (0.1 steps '
            'scaled by rank + 1), so the block sums are wrong (SPEC Checking: a missing or changed term never '
            'passes)' % p)


def not_lb(p):
    # (Truth corrected after the first run, rule re-read: the last-block launch has no cluster
    # attribute, so each block is an implicit cluster of one (PTX %cluster_nctarank = 1; the grader
    # hunt's H100 run confirmed block_rank() == 0 there) and cg::this_cluster().thread_rank() is
    # threadIdx.x: every block reads input[0..255]. But input[i] = i % 256 repeats every 256
    # elements, so every slice IS slice 0 and the sum is right: pass, as p34 said. Written first as
    # "fail 1".)
    return None


# ------------------------------------------------------------------ load stage: defines float v
LOADS = [
    V('plain', '''
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    float v = gi < size ? input[gi] * sc : 0.0f;''', 'plain index blockIdx.x * blockDim.x + threadIdx.x'),
    V('grid', '''
    float v = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < size; i += gridDim.x * blockDim.x)
        v += input[i] * sc;''', 'grid-stride loop (size equals the grid\'s thread count, so one element each)'),
    V('vec4', '''
    float v = 0.0f;
    if (threadIdx.x < TPB / 4) {
        const float4 q = reinterpret_cast<const float4 *>(input)[blockIdx.x * (TPB / 4) + threadIdx.x];
        v = (q.x + q.y + q.z + q.w) * sc;
    }''', 'float4 loads by the first 64 threads of the block (cudaMalloc memory is 256-byte aligned, PG Device Memory Accesses)'),
    V('ldg', '''
    float v = __ldg(input + blockIdx.x * blockDim.x + threadIdx.x) * sc;''', '__ldg read-only load (PG Read-Only Data Cache Load Function)'),
    V('ldcg', '''
    float v = __ldcg(&input[blockIdx.x * blockDim.x + threadIdx.x]) * sc;''', '__ldcg load (PG Load Functions Using Cache Hints)'),
    V('cgblock', '''
    const cg::thread_block blk = cg::this_thread_block();
    float v = input[blk.group_index().x * blk.num_threads() + blk.thread_rank()] * sc;''', 'index from cg::this_thread_block() group_index/num_threads/thread_rank'),
    V('cluster', '''
    float v = input[cg::this_cluster().thread_rank()] * sc;''', 'index from cg::this_cluster().thread_rank() (one cluster of 4: rank * 256 + threadIdx.x = the global index)', ok=not_lb),
    V('local2', '''
    float v = 0.0f;
    if (threadIdx.x < TPB / 2) {
        const float *p = input + blockIdx.x * blockDim.x + threadIdx.x;
        v = (p[0] + p[TPB / 2]) * sc;
    }''', 'local accumulation of two elements by the first half of the block'),
]
BAD_LOADS = [
    V('x_off1', '''
    float v = input[blockIdx.x * blockDim.x + threadIdx.x + 1] * sc;  // CAUSE''', 'index off by one',
      bad=('fail 5', OOB, 'the last thread of the last block reads input[size], one past the buffer: an illegal address (p34 exit 5)')),
    V('x_vec4_all', '''
    float v = 0.0f;
    {
        const float4 q = reinterpret_cast<const float4 *>(input)[blockIdx.x * (TPB / 4) + threadIdx.x];  // CAUSE
        v = (q.x + q.y + q.z + q.w) * sc;
    }''', 'float4 loads by all 256 threads',
      bad=('fail 5', OOB, 'all 256 threads load a float4 (1024 floats per block): the last block reads 3 * 256 floats past the end of input (illegal address, exit 5)')),
    V('x_vec4_misaligned', '''
    float v = 0.0f;
    if (threadIdx.x < TPB / 4) {
        const float4 q = *reinterpret_cast<const float4 *>(input + blockIdx.x * blockDim.x + 2 + 4 * threadIdx.x);  // CAUSE
        v = (q.x + q.y + q.z + q.w) * sc;
    }''', 'float4 loads at an 8-byte offset',
      bad=('fail 5', MISALIGN, 'a float4 load must be 16-byte aligned (PG Device Memory Accesses: "naturally aligned"); input + 2 is 8-byte aligned: misaligned address (exit 5)')),
]

# --------------------------------------------------- in-block reduce stage: v -> bs (thread 0 at least)
RED = [
    V('tree', '''
    sh[threadIdx.x] = VAL;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            sh[threadIdx.x] += sh[threadIdx.x + s];
        __syncthreads();
    }
    OUTV = sh[0];''', 'shared tree with __syncthreads after each step', decl='__shared__ float sh[TPB];'),
    V('shfl_down', '''
    float w = VAL;
    for (int o = WARP_SIZE / 2; o > 0; o >>= 1)
        w += __shfl_down_sync(0xffffffffu, w, o);
    if (threadIdx.x % WARP_SIZE == 0)
        ws[threadIdx.x / WARP_SIZE] = w;
    __syncthreads();
    if (threadIdx.x < WARP_SIZE) {
        float x = threadIdx.x < TPB / WARP_SIZE ? ws[threadIdx.x] : 0.0f;
        for (int o = WARP_SIZE / 2; o > 0; o >>= 1)
            x += __shfl_down_sync(0xffffffffu, x, o);
        OUTV = x;
    }''', '__shfl_down_sync per warp, lane 0 to shared, warp 0 shuffles the 8 warp sums (total in thread 0 only)',
      decl='__shared__ float ws[TPB / WARP_SIZE];', all_threads=False),
    V('shfl_xor', '''
    float w = VAL;
    for (int o = WARP_SIZE / 2; o > 0; o >>= 1)
        w += __shfl_xor_sync(0xffffffffu, w, o);
    if (threadIdx.x % WARP_SIZE == 0)
        ws[threadIdx.x / WARP_SIZE] = w;
    __syncthreads();
    for (int k = 0; k < TPB / WARP_SIZE; k++)
        OUTV += ws[k];''', '__shfl_xor_sync butterfly, warp leaders to shared, every thread sums the 8',
      decl='__shared__ float ws[TPB / WARP_SIZE];'),
    V('cg32', '''
    const cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
    const float w = cg::reduce(tile, VAL, cg::plus<float>());
    if (tile.thread_rank() == 0)
        ws[tile.meta_group_rank()] = w;
    __syncthreads();
    if (threadIdx.x == 0)
        for (int k = 0; k < TPB / WARP_SIZE; k++)
            OUTV += ws[k];''', 'cg::reduce over tiled_partition<32>, tile leaders to shared, thread 0 sums',
      decl='__shared__ float ws[TPB / WARP_SIZE];', all_threads=False),
    V('cg16', '''
    const cg::thread_block_tile<16> tile = cg::tiled_partition<16>(cg::this_thread_block());
    const float w = cg::reduce(tile, VAL, cg::plus<float>());
    if (tile.thread_rank() == 0)
        ws16[tile.meta_group_rank()] = w;
    __syncthreads();
    if (threadIdx.x == 0)
        for (int k = 0; k < TPB / 16; k++)
            OUTV += ws16[k];''', 'cg::reduce over tiled_partition<16> (16 tiles), leaders to shared, thread 0 sums',
      decl='__shared__ float ws16[TPB / 16];', all_threads=False),
    V('redux', '''
    const unsigned int w = __reduce_add_sync(0xffffffffu, (unsigned int)VAL);
    if (threadIdx.x % WARP_SIZE == 0)
        wsu[threadIdx.x / WARP_SIZE] = w;
    __syncthreads();
    if (threadIdx.x == 0) {
        unsigned int t = 0;
        for (int k = 0; k < TPB / WARP_SIZE; k++)
            t += wsu[k];
        OUTV = (float)t;
    }''', '__reduce_add_sync on the values as unsigned ints (exact for integer inputs)',
      decl='__shared__ unsigned int wsu[TPB / WARP_SIZE];', all_threads=False, ok=only_int),
    V('satomic', '''
    if (threadIdx.x == 0)
        acc = 0.0f;
    __syncthreads();
    atomicAdd(&acc, VAL);
    __syncthreads();
    OUTV = acc;''', 'atomicAdd into a __shared__ accumulator zeroed by thread 0 before a barrier',
      decl='__shared__ float acc;'),
    V('count', '''
    {
        const unsigned int iv = (unsigned int)VAL;
        unsigned int t = 0;
        for (int b = 0; b < 24; b++)
            t += (unsigned int)__syncthreads_count((iv >> b) & 1u) << b;
        OUTV = (float)t;
    }''', '__syncthreads_count bit by bit (exact for integers below 2^24)', ok=only_int),
    V('cub', '''
    OUTV = CmpBR(cub_tmp).Sum(VAL);''', 'cub::BlockReduce<float, TPB>::Sum (valid in thread 0 only, CUB)',
      decl='__shared__ CmpBR::TempStorage cub_tmp;', all_threads=False),
    V('serial', '''
    sh[threadIdx.x] = VAL;
    __syncthreads();
    if (threadIdx.x == 0)
        for (int i = 0; i < TPB; i++)
            OUTV += sh[i];''', 'values to shared, thread 0 adds all 256 serially', decl='__shared__ float sh[TPB];',
      all_threads=False),
    V('elect', '''
    sh[threadIdx.x] = VAL;
    __syncthreads();
    if (elect_one_sync()) {
        float w = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++)
            w += sh[threadIdx.x / WARP_SIZE * WARP_SIZE + i];
        ws[threadIdx.x / WARP_SIZE] = w;
    }
    __syncthreads();
    if (threadIdx.x == 0)
        for (int k = 0; k < TPB / WARP_SIZE; k++)
            OUTV += ws[k];''', 'one elected lane per warp sums its 32 values, thread 0 the 8 warp sums (the SPEC\'s --advanced method)',
      decl='__shared__ float sh[TPB];\n    __shared__ float ws[TPB / WARP_SIZE];', all_threads=False),
]
BAD_RED = [
    V('x_tree_nobar', '''
    sh[threadIdx.x] = VAL;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1)
        if (threadIdx.x < s)
            sh[threadIdx.x] += sh[threadIdx.x + s];  // CAUSE
    __syncthreads();
    OUTV = sh[0];''', 'tree with one barrier after the loop', decl='__shared__ float sh[TPB];',
      bad=('fail 1', RACE, 'step s reads sh[t + s] that another warp wrote at the previous step with no barrier between: a shared-memory data race (PTX Memory Consistency Model; PG __syncthreads)')),
    V('x_shfl_nobar', '''
    float w = VAL;
    for (int o = WARP_SIZE / 2; o > 0; o >>= 1)
        w += __shfl_down_sync(0xffffffffu, w, o);
    if (threadIdx.x % WARP_SIZE == 0)
        ws[threadIdx.x / WARP_SIZE] = w;
    if (threadIdx.x < WARP_SIZE) {
        float x = threadIdx.x < TPB / WARP_SIZE ? ws[threadIdx.x] : 0.0f;  // CAUSE
        for (int o = WARP_SIZE / 2; o > 0; o >>= 1)
            x += __shfl_down_sync(0xffffffffu, x, o);
        OUTV = x;
    }''', 'warp sums read by warp 0 with no __syncthreads after the leaders stored them',
      decl='__shared__ float ws[TPB / WARP_SIZE];', all_threads=False,
      bad=('fail 1', RACE_OR_EARLY, 'warp 0 reads ws[1..7] that the leaders of warps 1-7 store with no barrier between: a shared-memory data race (PG __syncthreads)')),
    V('x_shfl_half', '''
    float w = VAL;
    for (int o = WARP_SIZE / 4; o > 0; o >>= 1)
        w += __shfl_xor_sync(0xffffffffu, w, o);
    if (threadIdx.x % WARP_SIZE == 0)
        ws[threadIdx.x / WARP_SIZE] = w;
    __syncthreads();
    for (int k = 0; k < TPB / WARP_SIZE; k++)
        OUTV += ws[k];''', 'butterfly starting at offset 8', decl='__shared__ float ws[TPB / WARP_SIZE];',
      bad=('fail 1', WRONG, 'offsets 8, 4, 2, 1 combine 16 lanes only: each warp sum misses half its lanes (a wrong value, no rule broken)')),
    V('x_satomic_noinit', '''
    atomicAdd(&acc, VAL);  // CAUSE
    __syncthreads();
    OUTV = acc;''', 'shared accumulator never initialised', decl='__shared__ float acc;',
      bad=('fail 1', UNINIT, 'shared memory is not initialised (PG __shared__: no initializer, contents undefined at block start): the atomics add to garbage')),
    V('x_satomic_init_nobar', '''
    if (threadIdx.x == 0)
        acc = 0.0f;
    atomicAdd(&acc, VAL);  // CAUSE
    __syncthreads();
    OUTV = acc;''', 'accumulator zeroed by thread 0 with no barrier before the other threads\' atomics',
      decl='__shared__ float acc;',
      bad=('fail 1', RACE_OR_EARLY, 'thread 0\'s plain store acc = 0 and other warps\' atomicAdd are not ordered: a data race (the zero may land after some adds, or an add before the first store reads garbage)')),
    V('x_satomic_read_nobar', '''
    if (threadIdx.x == 0)
        acc = 0.0f;
    __syncthreads();
    atomicAdd(&acc, VAL);
    OUTV = acc;  // CAUSE''', 'accumulator read with no barrier after the atomics', decl='__shared__ float acc;',
      bad=('fail 1', RACE, 'each thread reads acc right after its own atomicAdd, while other warps still add: a data race (PG __syncthreads; PTX Memory Consistency Model)')),
    V('x_cg16_warp_slot', '''
    const cg::thread_block_tile<16> tile = cg::tiled_partition<16>(cg::this_thread_block());
    const float w = cg::reduce(tile, VAL, cg::plus<float>());
    if (tile.thread_rank() == 0)
        ws[threadIdx.x / WARP_SIZE] = w;
    __syncthreads();
    if (threadIdx.x == 0)
        for (int k = 0; k < TPB / WARP_SIZE; k++)
            OUTV += ws[k];''', 'tiles of 16 but the slot indexed by warp', decl='__shared__ float ws[TPB / WARP_SIZE];',
      all_threads=False,
      bad=('fail 1', r'data race|stored by|❌', 'the two 16-lane tiles of a warp store their sums into one slot ws[warp]: one is lost (and the two stores conflict): a wrong sum')),
]

# ------------------------------------------------------------------ output stage
# lead: the condition for the writing thread (in the block that writes); store: how it stores.
OUTS = [
    dict(id='t0', lead='threadIdx.x == 0', store='{o} = {x};', need_all=False, note='thread 0 stores'),
    dict(id='elect', lead='threadIdx.x / WARP_SIZE == 0 && elect_one_sync()', store='{o} = {x};', need_all=True,
         note='the lane elect_one_sync() picks in warp 0 stores (warp-uniform condition)'),
    dict(id='xchg', lead='threadIdx.x == 0', store='atomicExch(&{o}, {x});', need_all=False,
         note='thread 0 stores with atomicExch'),
    dict(id='tlast', lead='threadIdx.x == TPB - 1', store='{o} = {x};', need_all=True, note='the last thread (255) stores'),
]
BAD_OUTS = [
    dict(id='x_warp0', lead='threadIdx.x < WARP_SIZE', store='{o} = {x};  // CAUSE', need_all=True,
         note='all 32 lanes of warp 0 store',
         bad=('fail 1', MULTI, 'SPEC Checking: each output element is stored by exactly one thread per launch; 32 lanes store it')),
]


def sc_line(p):
    if p in ('coordination', 'advanced'):
        return '    const unsigned int rank = block_rank_in_cluster();\n    const float sc = (float)(rank + 1);'
    if p == 'reduction':
        return '    const unsigned int rank = block_rank_in_cluster();\n    const float sc = 1.0f;'
    return '    const float sc = 1.0f;'


def red_code(r, val, outv):
    return r['code'].replace('VAL', val).replace('OUTV', outv)


PRE_CUB = '#include <cub/cub.cuh>\nusing CmpBR = cub::BlockReduce<float, TPB>;'

# ------------------------------------------------- cluster stage of --coordination / --advanced
# Given bs (thread 0, or every thread when the reduce stage gives it to all), stores output[rank].
# direct=True: the writer uses its own bs (so the output stage's lead needs it).
CSTAGES = [
    V('split', '''
    cluster_arrive();
    if (LEAD) {
        STORE(output[rank], bs)
    }
    cluster_wait();''', 'split cluster barrier around the store (SPEC part 1)'),
    V('sync_end', '''
    if (LEAD) {
        STORE(output[rank], bs)
    }
    cluster_sync();''', 'store, then cluster_sync() before exit'),
    V('sync_first', '''
    cluster_sync();
    if (LEAD) {
        STORE(output[rank], bs)
    }''', 'cluster_sync(), then store'),
    V('pull', '''
    if (threadIdx.x == 0)
        part = bs;
    cluster_sync();
    if (rank == 0 && (LEAD)) {
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            STORE(output[r], *cg::this_cluster().map_shared_rank(&part, r))
        }
    }
    cluster_sync();''', 'rank 0 reads the four block sums through map_shared_rank between two cluster_sync() and stores all four outputs',
      decl='__shared__ float part;'),
    V('push', '''
    cluster_sync();
    if (threadIdx.x == 0)
        *cg::this_cluster().map_shared_rank(&gath[rank], 0) = bs;
    cluster_sync();
    if (rank == 0 && (LEAD)) {
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            STORE(output[r], gath[r])
        }
    }''', 'every block stores its sum into rank 0\'s gath[rank] (after a cluster_sync, so rank 0 has started), cluster_sync, rank 0 stores from its own shared memory',
      decl='__shared__ float gath[CLUSTER_SIZE];'),
]
for c in CSTAGES:
    c['direct'] = c['id'] in ('split', 'sync_end', 'sync_first')
BAD_CSTAGES = [
    V('x_pull_noend', '''
    if (threadIdx.x == 0)
        part = bs;
    cluster_sync();
    if (rank == 0 && (LEAD)) {
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            STORE(output[r], *cg::this_cluster().map_shared_rank(&part, r))  // CAUSE
        }
    }''', 'pull with no trailing cluster_sync', decl='__shared__ float part;',
      bad=('fail 5', EXITED, 'ranks 1-3 exit right after the first barrier while rank 0 may still read their part: PG Distributed Shared Memory requires every DSMEM access to finish before the owner exits (the H100 faults: exit 5)')),
    V('x_pull_nofirst', '''
    if (threadIdx.x == 0)
        part = bs;
    if (rank == 0 && (LEAD)) {
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            STORE(output[r], *cg::this_cluster().map_shared_rank(&part, r))  // CAUSE
        }
    }
    cluster_sync();''', 'pull with no cluster_sync between the peers\' stores and rank 0\'s reads', decl='__shared__ float part;',
      bad=('fail 1', RACE, 'rank 0 reads part of blocks 1-3 with no cluster barrier after their stores (and before they are known to have started): a data race on distributed shared memory (PG DSMEM: cluster.sync() first)')),
    V('x_push_nofirst', '''
    if (threadIdx.x == 0)
        *cg::this_cluster().map_shared_rank(&gath[rank], 0) = bs;  // CAUSE
    cluster_sync();
    if (rank == 0 && (LEAD)) {
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            STORE(output[r], gath[r])
        }
    }''', 'push into rank 0\'s shared memory with no cluster_sync before it', decl='__shared__ float gath[CLUSTER_SIZE];',
      bad=('fail 1', RACE, 'blocks write rank 0\'s shared memory before rank 0 is known to have started (PG DSMEM: "ensure all the thread blocks have started executing" with cluster.sync() first): a data race with the block\'s start')),
    V('x_push_nosecond', '''
    cluster_sync();
    if (threadIdx.x == 0)
        *cg::this_cluster().map_shared_rank(&gath[rank], 0) = bs;
    if (rank == 0 && (LEAD)) {
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            STORE(output[r], gath[r])  // CAUSE
        }
    }
    cluster_sync();''', 'rank 0 reads its gath with no barrier after the peers\' pushes (a trailing cluster_sync keeps rank 0 alive for them)', decl='__shared__ float gath[CLUSTER_SIZE];',
      bad=('fail 1', RACE_OR_EARLY, 'rank 0 reads gath[1..3] with no cluster barrier after the peers store them: a data race (PG DSMEM; PTX barrier.cluster)')),
]
for c in BAD_CSTAGES:
    c['direct'] = False

# ------------------------------------------------- cross-block stage of --reduction
# bs in thread 0 of every block -> output[0] stored by one thread of the cluster.
XSTAGES = [
    V('temp_sync', '''
    if (threadIdx.x == 0)
        temp_storage[rank] = bs;
    cluster_sync();
    if (WHO) {
        float tot = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            tot += temp_storage[r];
        STORE(output[0], tot)
    }''', 'temp_storage[rank], cluster_sync(), the writer sums the four (SPEC part 2)'),
    V('temp_split', '''
    if (threadIdx.x == 0)
        temp_storage[rank] = bs;
    cluster_arrive();
    cluster_wait();
    if (WHO) {
        float tot = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            tot += temp_storage[r];
        STORE(output[0], tot)
    }''', 'temp_storage[rank], cluster_arrive (release) then cluster_wait (acquire)'),
    V('pull', '''
    if (threadIdx.x == 0)
        part = bs;
    cluster_sync();
    if (WHO) {
        float tot = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            tot += *cg::this_cluster().map_shared_rank(&part, r);
        STORE(output[0], tot)
    }
    cluster_sync();''', 'rank 0 reads the four parts through map_shared_rank between two cluster_sync()',
      decl='__shared__ float part;'),
    V('pull_split', '''
    if (threadIdx.x == 0)
        part = bs;
    cluster_sync();
    if (WHO) {
        float tot = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            tot += *cg::this_cluster().map_shared_rank(&part, r);
        STORE(output[0], tot)
    }
    cluster_arrive();
    cluster_wait();''', 'pull, then the trailing barrier split into arrive (after the last access) and wait (before exit)',
      decl='__shared__ float part;'),
    V('push', '''
    if (threadIdx.x == 0)
        cacc = 0.0f;
    cluster_sync();
    if (threadIdx.x == 0)
        atomicAdd(cg::this_cluster().map_shared_rank(&cacc, 0), bs);
    cluster_sync();
    if (WHO) {
        STORE(output[0], cacc)
    }''', 'every block atomicAdds its sum into rank 0\'s shared cacc (zeroed before a cluster_sync), cluster_sync, rank 0 stores it',
      decl='__shared__ float cacc;'),
    V('allpeers', '''
    if (threadIdx.x == 0)
        part = bs;
    cluster_sync();
    float tot = 0.0f;
    for (int r = 0; r < CLUSTER_SIZE; r++)
        tot += *cg::this_cluster().map_shared_rank(&part, r);
    cluster_sync();
    if (WHO) {
        STORE(output[0], tot)
    }''', 'every thread of every block reads all four parts (between two cluster_sync()), one stores',
      decl='__shared__ float part;'),
    V('gatomic', '''
    if (rank == 0 && threadIdx.x == 0)
        temp_storage[0] = 0.0f;
    cluster_sync();
    if (threadIdx.x == 0) {
        atomicAdd(&temp_storage[0], bs);
        __threadfence();
    }
    cluster_sync();
    if (WHO) {
        STORE(output[0], temp_storage[0])
    }''', 'rank 0 zeroes temp_storage[0], cluster_sync, every block atomicAdds into it (global), cluster_sync, one stores'),
    V('ticket', '''
    if (threadIdx.x == 0) {
        temp_storage[rank] = bs;
        __threadfence();
        if (atomicAdd(&cmp_tk, 1u) == CLUSTER_SIZE - 1) {
            __threadfence();
            float tot = 0.0f;
            for (int r = 0; r < CLUSTER_SIZE; r++)
                tot += temp_storage[r];
            STORE(output[0], tot)
            cmp_tk = 0;
        }
    }''', 'no cluster barrier: a last-block ticket (fence, atomicAdd on a __device__ counter, fence; the last resets it) as in the PG threadFenceReduction pattern',
      pre='__device__ unsigned int cmp_tk;'),
    V('aref', '''
    if (threadIdx.x == 0) {
        temp_storage[rank] = bs;
        cuda::atomic_ref<unsigned int, cuda::thread_scope_device> tk(cmp_tk);
        if (tk.fetch_add(1u, cuda::memory_order_acq_rel) == CLUSTER_SIZE - 1) {
            float tot = 0.0f;
            for (int r = 0; r < CLUSTER_SIZE; r++)
                tot += temp_storage[r];
            STORE(output[0], tot)
            tk.store(0u, cuda::memory_order_relaxed);
        }
    }''', 'a ticket through cuda::atomic_ref fetch_add(acq_rel) (libcu++: release of the thread\'s own store, acquire of the others\')',
      pre='__device__ unsigned int cmp_tk;'),
]
for x in XSTAGES:
    x['fixed_lead'] = x['id'] in ('ticket', 'aref')
    x.setdefault('pre', '')
for x in XSTAGES:
    pass
BAD_X = [
    V('x_nosync', '''
    if (threadIdx.x == 0)
        temp_storage[rank] = bs;
    if (WHO) {
        float tot = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            tot += temp_storage[r];  // CAUSE
        STORE(output[0], tot)
    }
    cluster_sync();''', 'temp_storage read before the cluster barrier',
      bad=('fail 1', RACE_OR_EARLY, 'rank 0 reads temp_storage[1..3] with no barrier after the peers\' stores: a data race on global memory (PTX Memory Consistency Model)')),
    V('x_pull_noend', '''
    if (threadIdx.x == 0)
        part = bs;
    cluster_sync();
    if (WHO) {
        float tot = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            tot += *cg::this_cluster().map_shared_rank(&part, r);  // CAUSE
        STORE(output[0], tot)
    }''', 'pull with no trailing barrier', decl='__shared__ float part;',
      bad=('fail 5', EXITED, 'ranks 1-3 may exit before rank 0 reads their part (PG DSMEM: accesses must finish before the owner exits; the H100 faults, exit 5)')),
    V('x_push_noinit', '''
    cluster_sync();
    if (threadIdx.x == 0)
        atomicAdd(cg::this_cluster().map_shared_rank(&cacc, 0), bs);  // CAUSE
    cluster_sync();
    if (WHO) {
        STORE(output[0], cacc)
    }''', 'rank 0\'s cacc never zeroed', decl='__shared__ float cacc;',
      bad=('fail 1', UNINIT, 'shared memory starts undefined (PG __shared__): the atomics add into garbage')),
    V('x_push_init_nobar', '''
    if (threadIdx.x == 0)
        cacc = 0.0f;
    if (threadIdx.x == 0)
        atomicAdd(cg::this_cluster().map_shared_rank(&cacc, 0), bs);  // CAUSE
    cluster_sync();
    if (WHO) {
        STORE(output[0], cacc)
    }''', 'cacc zeroed with no cluster barrier before the peers\' atomics', decl='__shared__ float cacc;',
      bad=('fail 1', RACE, 'peers add into rank 0\'s cacc before rank 0 is known to have started and unordered with its zeroing store: a data race (PG DSMEM: cluster.sync() first)')),
    V('x_relaxed_arrive', '''
    if (threadIdx.x == 0)
        temp_storage[rank] = bs;
    asm volatile("barrier.cluster.arrive.relaxed.aligned;" ::: "memory");  // CAUSE
    cluster_wait();
    if (WHO) {
        float tot = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++)
            tot += temp_storage[r];
        STORE(output[0], tot)
    }''', 'the arrive is .relaxed',
      bad=('fail 1', r'relaxed|data race', 'PTX barrier.cluster: .relaxed arrive has no release semantics, so the temp_storage stores are not ordered before rank 0\'s reads: a data race')),
    V('x_gatomic_noinit', '''
    cluster_sync();
    if (threadIdx.x == 0)
        atomicAdd(&temp_storage[0], bs);  // CAUSE
    cluster_sync();
    if (WHO) {
        STORE(output[0], temp_storage[0])
    }''', 'temp_storage[0] used as accumulator without zeroing',
      bad=('fail 1', r'uninitiali|NaN|read before|❌|started uninit|fill|before any thread stored', 'temp_storage holds whatever the host left (NaN in p34, SPEC Checking): the atomics add into it and the result is NaN')),
    V('x_ticket_nofence', '''
    if (threadIdx.x == 0) {
        temp_storage[rank] = bs;
        if (atomicAdd(&cmp_tk, 1u) == CLUSTER_SIZE - 1) {
            float tot = 0.0f;
            for (int r = 0; r < CLUSTER_SIZE; r++)
                tot += temp_storage[r];
            STORE(output[0], tot)
            cmp_tk = 0;
        }
    }''', 'ticket with no __threadfence', pre='__device__ unsigned int cmp_tk;',
      bad=('fail 1', FENCE, 'a relaxed atomicAdd orders nothing: without a fence before the ticket (release) and after it (acquire) the last block may read stale temp_storage (PG Memory Fence Functions, the threadFenceReduction example)')),
    V('x_ticket_cmp', '''
    if (threadIdx.x == 0) {
        temp_storage[rank] = bs;
        __threadfence();
        if (atomicAdd(&cmp_tk, 1u) == CLUSTER_SIZE) {
            __threadfence();
            float tot = 0.0f;
            for (int r = 0; r < CLUSTER_SIZE; r++)
                tot += temp_storage[r];
            STORE(output[0], tot)
            cmp_tk = 0;
        }
    }''', 'ticket compared with CLUSTER_SIZE', pre='__device__ unsigned int cmp_tk;',
      bad=('fail 1', r'not written|ticket|❌', 'the tickets are 0..3: none equals 4, so nobody stores output[0] (not written)')),
    V('x_aref_relaxed', '''
    if (threadIdx.x == 0) {
        temp_storage[rank] = bs;
        cuda::atomic_ref<unsigned int, cuda::thread_scope_device> tk(cmp_tk);
        if (tk.fetch_add(1u, cuda::memory_order_relaxed) == CLUSTER_SIZE - 1) {
            float tot = 0.0f;
            for (int r = 0; r < CLUSTER_SIZE; r++)
                tot += temp_storage[r];
            STORE(output[0], tot)
            tk.store(0u, cuda::memory_order_relaxed);
        }
    }''', 'atomic_ref ticket with memory_order_relaxed', pre='__device__ unsigned int cmp_tk;',
      bad=('fail 1', FENCE, 'relaxed fetch_add neither releases the block\'s temp_storage store nor acquires the others\': the last block may read stale values (libcu++ / C++ memory model; PTX Memory Consistency Model)')),
]
for x in BAD_X:
    x['fixed_lead'] = x['id'] in ('x_ticket_nofence', 'x_ticket_cmp', 'x_aref_relaxed')
    x.setdefault('pre', '')
BAD_X_PRE = {'x_ticket_nofence': '__device__ unsigned int cmp_tk;', 'x_ticket_cmp': '__device__ unsigned int cmp_tk;',
             'x_aref_relaxed': '__device__ unsigned int cmp_tk;'}
X_PRE = {'ticket': '__device__ unsigned int cmp_tk;', 'aref': '__device__ unsigned int cmp_tk;'}

# ------------------------------------------------- ticket stage of --last-block
# after partials[blockIdx.x] is stored by thread 0: defines `last`, uniform in the block; RESET is
# what the last block does to *counter.
TICKETS = [
    dict(id='ref', code='''
    if (threadIdx.x == 0) {
        __threadfence();
        lastb = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    const bool last = lastb;''', reset='*counter = 0;', decl='__shared__ bool lastb;',
         note='thread 0: fence, atomicAdd ticket, fence; shared flag; __syncthreads (SPEC part 4, PG threadFenceReduction)'),
    dict(id='or', code='''
    int mine = 0;
    if (threadIdx.x == 0) {
        __threadfence();
        mine = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    const bool last = __syncthreads_or(mine) != 0;''', reset='*counter = 0;', decl='',
         note='thread 0 takes the ticket between fences; __syncthreads_or broadcasts it (a barrier, PG Synchronization Functions)'),
    dict(id='aref', code='''
    if (threadIdx.x == 0) {
        cuda::atomic_ref<unsigned int, cuda::thread_scope_device> c(*counter);
        lastb = c.fetch_add(1u, cuda::memory_order_acq_rel) == gridDim.x - 1;
    }
    __syncthreads();
    const bool last = lastb;''', reset='cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(*counter).store(0u, cuda::memory_order_relaxed);',
         decl='__shared__ bool lastb;',
         note='cuda::atomic_ref fetch_add(acq_rel) by thread 0 (which stored the partial), __syncthreads'),
    dict(id='inc', code='''
    if (threadIdx.x == 0) {
        __threadfence();
        lastb = atomicInc(counter, gridDim.x - 1) == gridDim.x - 1;
        __threadfence();
    }
    __syncthreads();
    const bool last = lastb;''', reset='', decl='__shared__ bool lastb;',
         note='atomicInc(counter, gridDim.x - 1): the last ticket wraps the counter to 0 itself (PG atomicInc: ((old >= val) ? 0 : (old+1))), so no explicit reset'),
]
BAD_TICKETS = [
    dict(id='x_nofence', code='''
    if (threadIdx.x == 0)
        lastb = atomicAdd(counter, 1u) == gridDim.x - 1;  // CAUSE
    __syncthreads();
    const bool last = lastb;''', reset='*counter = 0;', decl='__shared__ bool lastb;', note='no fences',
         bad=('fail 1', FENCE, 'PG Memory Fence Functions: without __threadfence() between the partial store and the ticket the last block may see the ticket before the partial')),
    dict(id='x_noreset', code='''
    if (threadIdx.x == 0) {
        __threadfence();
        lastb = atomicAdd(counter, 1u) == gridDim.x - 1;  // CAUSE
        __threadfence();
    }
    __syncthreads();
    const bool last = lastb;''', reset='', decl='__shared__ bool lastb;', note='counter never reset',
         bad=('fail 1', NORESET, 'SPEC Launches: the kernel must leave counter at 0; the second launch starts at 256 and no block is last (output not written)')),
    dict(id='x_nobar', code='''
    if (threadIdx.x == 0) {
        __threadfence();
        lastb = atomicAdd(counter, 1u) == gridDim.x - 1;
        __threadfence();
    }
    const bool last = lastb;  // CAUSE''', reset='*counter = 0;', decl='__shared__ bool lastb;',
         note='flag read with no __syncthreads after thread 0 stores it',
         bad=('fail 1', RACE_OR_EARLY, 'threads 1-255 read lastb with no barrier after thread 0 stores it: a shared-memory data race (PG __syncthreads)')),
    dict(id='x_cmp', code='''
    if (threadIdx.x == 0) {
        __threadfence();
        lastb = atomicAdd(counter, 1u) == gridDim.x;  // CAUSE
        __threadfence();
    }
    __syncthreads();
    const bool last = lastb;''', reset='*counter = 0;', decl='__shared__ bool lastb;', note='compared with gridDim.x',
         bad=('fail 1', r'not written|ticket|❌', 'tickets are 0..255; none equals 256: nobody reduces, output[0] is not written')),
]


# ------------------------------------------------------------------ composition
def compose_cluster(p, load, red, cst, out):
    decls = []
    for d in (red['decl'], cst['decl']):
        for l in d.split('\n'):
            l = l.strip()
            if l and l not in decls:
                decls.append(l)
    body = sc_line(p) + '\n'
    body += ''.join('    %s\n' % d for d in decls)
    body += load['code'].strip('\n') + '\n    float bs = 0.0f;\n'
    body += red_code(red, 'v', 'bs').strip('\n') + '\n'
    code = cst['code'].replace('LEAD', out['lead'])
    code = re.sub(r'STORE\((output\[\w+\]), (.*)\)(  // CAUSE)?$', lambda m: out['store'].format(o=m.group(1), x=m.group(2)) + (m.group(3) or ''), code, flags=re.M)
    body += code.strip('\n')
    return body


def compose_red(load, red, x, out):
    decls = []
    for d in (red['decl'], x['decl']):
        for l in d.split('\n'):
            l = l.strip()
            if l and l not in decls:
                decls.append(l)
    body = sc_line('reduction') + '\n'
    body += ''.join('    %s\n' % d for d in decls)
    body += load['code'].strip('\n') + '\n    float bs = 0.0f;\n'
    body += red_code(red, 'v', 'bs').strip('\n') + '\n'
    who = out.get('who', 'rank == 0 && (%s)' % out['lead'])
    code = x['code'].replace('WHO', who)
    code = re.sub(r'STORE\((output\[\w+\]), (.*)\)(  // CAUSE)?$', lambda m: out['store'].format(o=m.group(1), x=m.group(2)) + (m.group(3) or ''), code, flags=re.M)
    body += code.strip('\n')
    return body


def compose_lb(load, red, tk, out, red2=None):
    red2 = red2 or red
    decls = []
    for d in (red['decl'], red2['decl'], tk['decl']):
        for l in d.split('\n'):
            l = l.strip()
            if l and l not in decls:
                decls.append(l)
    body = sc_line('last-block') + '\n'
    body += ''.join('    %s\n' % d for d in decls)
    body += load['code'].strip('\n') + '\n    float bs = 0.0f;\n'
    body += red_code(red, 'v', 'bs').strip('\n') + '\n'
    body += '    if (threadIdx.x == 0)\n        partials[blockIdx.x] = bs;\n'
    body += tk['code'].strip('\n') + '\n'
    body += '''    if (last) {
        float v2 = 0.0f;
        for (unsigned int b = threadIdx.x; b < gridDim.x; b += blockDim.x)
            v2 += partials[b];
        float tot = 0.0f;
'''
    body += '\n'.join('    ' + l if l.strip() else l for l in red_code(red2, 'v2', 'tot').strip('\n').split('\n')) + '\n'
    body += '        if (%s) {\n            %s\n' % (out['lead'], out['store'].format(o='output[0]', x='tot'))
    if tk['reset']:
        body += '        }\n        if (threadIdx.x == 0)\n            %s\n' % tk['reset']
    else:
        body += '        }\n'
    body += '    }'
    return body


import re

def pre_for(*stages):
    pre = []
    for s in stages:
        if s is None:
            continue
        if s['id'] == 'cub' and PRE_CUB not in pre:
            pre.append(PRE_CUB)
    return '\n'.join(pre)


def verdict_of(p, stages):
    """The one bad stage (or a puzzle-specific misfit) decides; none: pass."""
    bads = []
    for kind, s in stages:
        b = s.get('bad')
        if b is None and s.get('ok'):
            b = s['ok'](p)
        if b:
            bads.append((kind, s, b))
    assert len(bads) <= 1, (p, [s['id'] for _, s in stages])
    if not bads:
        return 'pass', '', ''
    kind, s, b = bads[0]
    return b[0], b[1], '%s stage `%s` is wrong: %s.' % (kind, s['id'], b[2])


def describe(stages):
    return '; '.join('%s: %s' % (k, s['note']) for k, s in stages)


SEEN = set()


def add(name, p, stages, body, pre):
    key = (p, body)
    if key in SEEN:
        return
    SEEN.add(key)
    verdict, cause, why = verdict_of(p, stages)
    reason = describe(stages) + '. '
    reason += why if why else ('Every stage is correct and they share no memory unordered: each shared array is written and read across __syncthreads/cluster barriers, DSMEM accesses sit between cluster barriers, one thread stores each output (SPEC Checking). A diagnosis would be a false alarm.')
    case(name, p, verdict, reason, body, pre=pre, cause=cause)


def lead_ok(out, red, direct):
    return not (out['need_all'] and direct and not red['all'])


# --- coordination / advanced: correct compositions
def good_red_for(p):
    return [r for r in RED if not (r['ok'] and r['ok'](p))]


n = 0
for p, rot in (('coordination', 0), ('advanced', 3)):
    reds = good_red_for(p)
    i = 0
    for k, r in enumerate(reds):
        for j in range(2):
            cst = CSTAGES[(k + 2 * j + rot) % len(CSTAGES)]
            load = LOADS[(k * 3 + j + rot) % len(LOADS)]
            if load['ok'] and load['ok'](p):
                load = LOADS[0]
            cands = [o for o in OUTS if lead_ok(o, r, cst['direct'])]
            out = cands[(k + j + rot) % len(cands)]
            body = compose_cluster(p, load, r, cst, out)
            add('%s_%s_%s_%s_%s' % (p[0], load['id'], r['id'], cst['id'], out['id']), p,
                [('load', load), ('reduce', r), ('cluster', cst), ('output', out)], body, pre_for(r))
    # one incorrect stage in a correct context
    bad_red_p = BAD_RED + [r for r in RED if r['ok'] and r['ok'](p)]
    for k, b in enumerate(BAD_LOADS):
        r = reds[(k * 2 + rot) % len(reds)]
        cst = CSTAGES[(k + rot) % len(CSTAGES)]
        body = compose_cluster(p, b, r, cst, OUTS[0])
        add('%s_%s_%s_%s_t0' % (p[0], b['id'], r['id'], cst['id']), p,
            [('load', b), ('reduce', r), ('cluster', cst), ('output', OUTS[0])], body, pre_for(r))
    for k, b in enumerate(bad_red_p):
        load = LOADS[(k + rot) % 6]
        cst = CSTAGES[(k + 1 + rot) % len(CSTAGES)]
        out = OUTS[0] if b['id'] != 'x_shfl_half' else OUTS[(k + rot) % 4]
        body = compose_cluster(p, load, b, cst, out)
        add('%s_%s_%s_%s_%s' % (p[0], load['id'], b['id'], cst['id'], out['id']), p,
            [('load', load), ('reduce', b), ('cluster', cst), ('output', out)], body, pre_for(b))
    for k, b in enumerate(BAD_CSTAGES):
        load = LOADS[(k * 2 + rot) % 6]
        r = reds[(k * 3 + 1 + rot) % len(reds)]
        out = OUTS[(k + rot) % 4]
        body = compose_cluster(p, load, r, b, out)
        add('%s_%s_%s_%s_%s' % (p[0], load['id'], r['id'], b['id'], out['id']), p,
            [('load', load), ('reduce', r), ('cluster', b), ('output', out)], body, pre_for(r))
    for k, b in enumerate(BAD_OUTS):
        for r in [x for x in reds if x['all']][rot % 2: rot % 2 + 2]:
            cst = CSTAGES[(k + 1 + rot) % 3]
            body = compose_cluster(p, LOADS[1], r, cst, b)
            add('%s_grid_%s_%s_%s' % (p[0], r['id'], cst['id'], b['id']), p,
                [('load', LOADS[1]), ('reduce', r), ('cluster', cst), ('output', b)], body, pre_for(r))
    # the output stage that needs the sum in its own thread, after a reduce that leaves it in thread 0 only
    for k, r in enumerate([x for x in reds if not x['all']][rot % 2::2][:2]):
        o = OUTS[3]
        cst = CSTAGES[k % 3]
        body = compose_cluster(p, LOADS[0], r, cst, o)
        why = ('fail 1', r'undefined|❌', 'the reduce stage leaves the block sum in thread 0 only (bs is 0 or a partial elsewhere; for cub, CUB: "the return value is undefined in threads other than thread0"), but the output stage stores from thread 255: a wrong value')
        stages = [('load', LOADS[0]), ('reduce', r), ('cluster', cst), ('output', o)]
        key = (p, body)
        if key not in SEEN:
            SEEN.add(key)
            case('%s_plain_%s_%s_tlast' % (p[0], r['id'], cst['id']), p, 'fail 1',
                 describe(stages) + '. Interaction: ' + why[2] + '.', body, pre=pre_for(r), cause=why[1])

# --- reduction: correct compositions
p = 'reduction'
reds = good_red_for(p)
for k, r in enumerate(reds):
    for j in range(2):
        x = XSTAGES[(k + 4 * j) % len(XSTAGES)]
        load = LOADS[(k * 3 + j) % len(LOADS)]
        if x['fixed_lead']:
            cands = [OUTS[0], OUTS[2]]
        else:
            cands = OUTS
        out = cands[(k + j) % len(cands)]
        if x['fixed_lead']:
            out = dict(out, who='')
        body = compose_red(load, r, x, out)
        add('r_%s_%s_%s_%s' % (load['id'], r['id'], x['id'], out['id']), p,
            [('load', load), ('reduce', r), ('cross-block', x), ('output', out)], body,
            '\n'.join(filter(None, [pre_for(r), X_PRE.get(x['id'], '')])))
for k, b in enumerate(BAD_LOADS):
    r = reds[(k * 4 + 1) % len(reds)]
    x = XSTAGES[(k * 2) % 7]
    body = compose_red(b, r, x, OUTS[0])
    add('r_%s_%s_%s_t0' % (b['id'], r['id'], x['id']), p,
        [('load', b), ('reduce', r), ('cross-block', x), ('output', OUTS[0])], body, pre_for(r))
for k, b in enumerate(BAD_RED):
    load = LOADS[(k + 2) % 8]
    x = XSTAGES[(k + 3) % 7]
    body = compose_red(load, b, x, OUTS[0])
    add('r_%s_%s_%s_t0' % (load['id'], b['id'], x['id']), p,
        [('load', load), ('reduce', b), ('cross-block', x), ('output', OUTS[0])], body, pre_for(b))
for k, b in enumerate(BAD_X):
    load = LOADS[(k * 3) % 8]
    r = reds[(k * 5 + 2) % len(reds)]
    out = OUTS[2] if b['fixed_lead'] else OUTS[k % 4]
    if b['fixed_lead']:
        out = dict(out, who='')
    body = compose_red(load, r, b, out)
    add('r_%s_%s_%s_%s' % (load['id'], r['id'], b['id'], out['id']), p,
        [('load', load), ('reduce', r), ('cross-block', b), ('output', out)], body,
        '\n'.join(filter(None, [pre_for(r), BAD_X_PRE.get(b['id'], '')])))
# every block (or warp 0) stores output[0]
for k, x in enumerate([XSTAGES[0], XSTAGES[1], XSTAGES[5], XSTAGES[6]]):
    r = [q for q in reds if q['all']][k % 4]
    o = dict(OUTS[0], who='threadIdx.x == 0', note='thread 0 of EVERY block stores output[0] (no rank check)')
    o_line = dict(o, store='{o} = {x};  // CAUSE')
    body = compose_red(LOADS[k], r, x, o_line)
    stages = [('load', LOADS[k]), ('reduce', r), ('cross-block', x), ('output', dict(o, bad=('fail 1', MULTI, 'SPEC Checking: output[0] must be stored by exactly one thread; thread 0 of each of the 4 blocks stores it')))]
    add('r_%s_%s_%s_xallblocks' % (LOADS[k]['id'], r['id'], x['id']), p, stages, body, pre_for(r))
    if k < 2:
        o2 = dict(BAD_OUTS[0])
        body = compose_red(LOADS[k + 4], r, x, o2)
        add('r_%s_%s_%s_xwarp0' % (LOADS[k + 4]['id'], r['id'], x['id']), p,
            [('load', LOADS[k + 4]), ('reduce', r), ('cross-block', x), ('output', o2)], body, pre_for(r))
# int-only reducers are right here; show them with a direct output too
# --- last-block
p = 'last-block'
reds = good_red_for(p)
lb_loads = [l for l in LOADS if l['id'] != 'cluster']
for k, r in enumerate(reds):
    for j in range(2):
        tk = TICKETS[(k + j * 2) % len(TICKETS)]
        load = lb_loads[(k * 3 + j) % len(lb_loads)]
        cands = [o for o in OUTS if not (o['need_all'] and not (r if j == 0 else reds[(k + 3) % len(reds)])['all'])]
        r2 = r if j == 0 else reds[(k + 3) % len(reds)]
        out = cands[(k + j) % len(cands)]
        body = compose_lb(load, r, tk, out, r2)
        stages = [('load', load), ('reduce', r), ('ticket', tk), ('final reduce', r2), ('output', out)]
        add('l_%s_%s_%s_%s_%s' % (load['id'], r['id'], tk['id'], r2['id'], out['id']), p, stages, body, pre_for(r, r2))
for k, b in enumerate(BAD_LOADS):
    r = reds[(k * 3 + 2) % len(reds)]
    tk = TICKETS[k % 4]
    body = compose_lb(b, r, tk, OUTS[0])
    add('l_%s_%s_%s_t0' % (b['id'], r['id'], tk['id']), p,
        [('load', b), ('reduce', r), ('ticket', tk), ('output', OUTS[0])], body, pre_for(r))
cl = dict([l for l in LOADS if l['id'] == 'cluster'][0], note='index from cg::this_cluster().thread_rank() in the launch WITHOUT clusters: an implicit cluster of one block, so thread_rank() is threadIdx.x and every block reads input[0..255]; input[i] = i % 256 makes every 256-element slice the same, so the sum is still right (a latent bug the SPEC input cannot show)')
body = compose_lb(cl, RED[0], TICKETS[0], OUTS[0])
add('l_cluster_tree_ref_t0', p, [('load', cl), ('reduce', RED[0]), ('ticket', TICKETS[0]), ('output', OUTS[0])], body, '')
for k, b in enumerate(BAD_RED):
    load = lb_loads[(k + 1) % len(lb_loads)]
    tk = TICKETS[(k + 1) % 4]
    r2 = reds[(k * 2) % len(reds)]
    body = compose_lb(load, b, tk, OUTS[0], r2)
    add('l_%s_%s_%s_%s_t0' % (load['id'], b['id'], tk['id'], r2['id']), p,
        [('load', load), ('reduce', b), ('ticket', tk), ('final reduce', r2), ('output', OUTS[0])], body, pre_for(b, r2))
for k, b in enumerate(BAD_TICKETS):
    for j in range(2):
        load = lb_loads[(k * 2 + j) % len(lb_loads)]
        r = reds[(k * 3 + j * 5) % len(reds)]
        out = OUTS[2] if j else OUTS[0]
        body = compose_lb(load, r, b, out)
        add('l_%s_%s_%s_%s' % (load['id'], r['id'], b['id'], out['id']), p,
            [('load', load), ('reduce', r), ('ticket', b), ('output', out)], body, pre_for(r))
for k, r in enumerate([x for x in reds if x['all']][:2]):
    body = compose_lb(LOADS[k], r, TICKETS[k], BAD_OUTS[0])
    add('l_%s_%s_%s_x_warp0' % (LOADS[k]['id'], r['id'], TICKETS[k]['id']), p,
        [('load', LOADS[k]), ('reduce', r), ('ticket', TICKETS[k]), ('output', BAD_OUTS[0])], body, pre_for(r))

# --- batch 2 (added after the first run started; composed explicitly so that the rotations above keep
# their cases): a warp-synchronous shared tail with __syncwarp, the old `volatile` tail without it,
# and a shuffle reduce that broadcasts the sum to warp 0 only (enough for the elected-lane output,
# not for the last thread).
RB = {
    'wsync': V('wsync', """
    sh[threadIdx.x] = VAL;
    __syncthreads();
    for (int s = TPB / 2; s >= WARP_SIZE; s >>= 1) {
        if (threadIdx.x < s)
            sh[threadIdx.x] += sh[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x < WARP_SIZE) {
        for (int o = WARP_SIZE / 2; o > 0; o >>= 1) {
            const float y = sh[threadIdx.x + o];
            __syncwarp();
            sh[threadIdx.x] += y;
            __syncwarp();
        }
        if (threadIdx.x == 0)
            OUTV = sh[0];
    }""", 'shared tree down to 32, then warp 0 alone with __syncwarp() between its reads and writes (PG __syncwarp: memory ordering among the participating threads)',
      decl='__shared__ float sh[TPB];', all_threads=False),
    'volatile': V('volatile', """
    sh[threadIdx.x] = VAL;
    __syncthreads();
    for (int s = TPB / 2; s >= WARP_SIZE; s >>= 1) {
        if (threadIdx.x < s)
            sh[threadIdx.x] += sh[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x < WARP_SIZE) {
        volatile float *vs = sh;
        for (int o = WARP_SIZE / 2; o > 0; o >>= 1)
            vs[threadIdx.x] += vs[threadIdx.x + o];  // CAUSE
        if (threadIdx.x == 0)
            OUTV = vs[0];
    }""", 'the pre-Volta warp-synchronous tail through a volatile pointer, no __syncwarp',
      decl='__shared__ float sh[TPB];', all_threads=False,
      bad=('fail 1', RACE, 'PG Independent Thread Scheduling (compute capability 7.x+): warp-synchronous code must not assume lockstep; lane t reads vs[t + o] that lane t + o writes in the same step with no __syncwarp between: a shared-memory data race (volatile orders nothing between threads)')),
    'bcast': V('bcast', """
    if (threadIdx.x < WARP_SIZE) {
        float x = 0.0f;
        for (int k = threadIdx.x; k < TPB; k += WARP_SIZE)
            x += sh[k];
        for (int o = WARP_SIZE / 2; o > 0; o >>= 1)
            x += __shfl_down_sync(0xffffffffu, x, o);
        OUTV = __shfl_sync(0xffffffffu, x, 0);
    }""", 'warp 0 strides over the block\'s staged values, shuffles down, and broadcasts lane 0\'s total to all of warp 0 with __shfl_sync (the sum is in warp 0 only)',
      decl='__shared__ float sh[TPB];', all_threads=False),
}
RB['bcast']['code'] = """
    sh[threadIdx.x] = VAL;
    __syncthreads();""" + RB['bcast']['code']
WARP0_OK = dict(OUTS[1])  # elect reads its own bs: fine when warp 0 has it


def b2(name, p, load, red, mid, out, verdict=None, why=None, red2=None):
    if p == 'reduction':
        body = compose_red(load, red, mid, out)
        stages = [('load', load), ('reduce', red), ('cross-block', mid), ('output', out)]
    elif p == 'last-block':
        body = compose_lb(load, red, mid, out, red2)
        stages = [('load', load), ('reduce', red), ('ticket', mid), ('final reduce', red2 or red), ('output', out)]
    else:
        body = compose_cluster(p, load, red, mid, out)
        stages = [('load', load), ('reduce', red), ('cluster', mid), ('output', out)]
    if verdict:
        SEEN.add((p, body))
        case(name, p, verdict[0], describe(stages) + '. ' + why, body, pre=pre_for(red, red2), cause=verdict[1])
    else:
        add(name, p, stages, body, pre_for(red, red2))

CS = {c['id']: c for c in CSTAGES}
XS = {x['id']: x for x in XSTAGES}
TK = {t['id']: t for t in TICKETS}
LD = {l['id']: l for l in LOADS}
OU = {o['id']: o for o in OUTS}
b2('b2_c_plain_wsync_split_t0', 'coordination', LD['plain'], RB['wsync'], CS['split'], OU['t0'])
b2('b2_r_ldg_wsync_pull_elect', 'reduction', LD['ldg'], RB['wsync'], XS['pull'], OU['elect'])
b2('b2_l_vec4_wsync_ref_t0', 'last-block', LD['vec4'], RB['wsync'], TK['ref'], OU['t0'])
b2('b2_c_grid_volatile_sync_end_t0', 'coordination', LD['grid'], RB['volatile'], CS['sync_end'], OU['t0'])
b2('b2_r_cgblock_volatile_temp_sync_xchg', 'reduction', LD['cgblock'], RB['volatile'], XS['temp_sync'], OU['xchg'])
b2('b2_l_ldcg_volatile_inc_t0', 'last-block', LD['ldcg'], RB['volatile'], TK['inc'], OU['t0'], red2=RED[0])
b2('b2_c_plain_bcast_split_elect', 'coordination', LD['plain'], RB['bcast'], CS['split'], OU['elect'])
b2('b2_a_ldcg_bcast_sync_first_elect', 'advanced', LD['ldcg'], RB['bcast'], CS['sync_first'], OU['elect'])
b2('b2_l_local2_bcast_or_elect', 'last-block', LD['local2'], RB['bcast'], TK['or'], OU['elect'])
b2('b2_c_plain_bcast_sync_end_tlast', 'coordination', LD['plain'], RB['bcast'], CS['sync_end'], OU['tlast'],
   verdict=('fail 1', WRONG), why='Interaction: the reduce stage broadcasts the sum to warp 0 only (bs stays 0 in warps 1-7) and the output stage stores from thread 255: every output is 0 (a wrong value).')
b2('b2_c_plain_cub_split_elect', 'coordination', LD['plain'], RED[8], CS['split'], OU['elect'],
   verdict=('fail 1', r'undefined|❌'), why='Interaction: CUB BlockReduce::Sum: "The return value is undefined in threads other than thread0", and elect_one_sync() may elect any lane of warp 0 (PTX elect.sync names no lane): the store uses an undefined value unless lane 0 happens to be elected.')

exec(open(os.path.join(HERE, 'interactions.py')).read())
