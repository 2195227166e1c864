# Cases for gen.py (docs/verdict-warp.md): kernels as programmers who think in warps write them
# (Harris's reduction slides and "Faster Parallel Reductions on Kepler", "Using CUDA Warp-Level
# Primitives", the CUB and cooperative-groups docs, older textbooks): legacy warp-synchronous
# tails, shuffles with widths and masks, warp vote / match / reduce, warp-aggregated atomics,
# cooperative-groups tiles and partitions, and warp-per-block-partial designs.
# Body = the kernel's body; pre = file-scope code before it. Reasons cite the CUDA C++
# Programming Guide (PG: Warp Shuffle Functions, Warp Vote Functions, Warp Reduce Functions,
# Warp Match Functions, Synchronization Functions (__syncwarp), Independent Thread Scheduling,
# Cooperative Groups) and the PTX ISA (shfl.sync, vote.sync, bar.warp.sync, bar.sync, exit,
# Memory Consistency Model); every verdict was written before p34 ran the kernel.
# FULL = 0xffffffffu.

# Block-level prelude (coordination / advanced: output[rank] = block sum x (rank+1)).
HEAD = r'''
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);'''
# Shared tree down to 64 partials in sm[0..63].
TREE64 = HEAD + r'''
    __shared__ float sm[TPB];
    sm[tid] = v;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }'''
# Reduction puzzle prelude: unscaled (the input is i).
RHEAD = r'''
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid];'''
# Reduction tail: bsum (valid in thread 0) -> temp_storage[rank], cluster_sync, rank 0 sums.
RTAIL = r'''
    if (tid == 0) temp_storage[rank] = bsum;
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }'''
# Standard warp shuffle sum (full warp converged).
SHFL = r'''
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);'''
CGRED = '#include <cooperative_groups/reduce.h>'

# ------------------------------------------------------------ legacy warp-synchronous tails
case('w01_harris_volatile_tail', 'coordination', 'fail 1',
     'Harris\'s unrolled last warp: tree to 64 with __syncthreads, then `if (tid < 32)` a volatile pointer and vs[tid] += vs[tid+32], +16, +8, +4, +2, +1 with no __syncwarp. Lane 0 reads vs[16] in the +16 step while lane 16 writes vs[16] (its own +32 and +16 steps) with nothing ordering them: PG Independent Thread Scheduling (Volta+): code that assumes lockstep warps "must use __syncwarp()"; volatile gives no inter-thread ordering (PTX Memory Consistency Model: two volatile accesses of different threads with no synchronization form a data race... strong but unordered: the read may see either value). A data race: fail 1.', TREE64 + r'''
    if (tid < 32) {
        volatile float *vs = sm;
        vs[tid] += vs[tid + 32];
        vs[tid] += vs[tid + 16];
        vs[tid] += vs[tid + 8];
        vs[tid] += vs[tid + 4];
        vs[tid] += vs[tid + 2];
        vs[tid] += vs[tid + 1];
    }
    if (tid == 0) output[rank] = sm[0];''')

case('w02_volatile_tail_syncwarp_per_step', 'coordination', 'fail 1',
     'The common half-fix: the volatile tail with __syncwarp() after each `vs[tid] += vs[tid+s]` but no guard and no split of read and write. Inside one step lane 0 reads vs[16] while lane 16 writes vs[16] (same statement, different lanes); __syncwarp orders only what comes before it against what comes after (PG __syncwarp; "Using CUDA Warp-Level Primitives" splits each step into read, __syncwarp, write, __syncwarp for exactly this reason). A data race: fail 1.', TREE64 + r'''
    if (tid < 32) {
        volatile float *vs = sm;
        vs[tid] += vs[tid + 32]; __syncwarp();
        vs[tid] += vs[tid + 16]; __syncwarp();
        vs[tid] += vs[tid + 8];  __syncwarp();
        vs[tid] += vs[tid + 4];  __syncwarp();
        vs[tid] += vs[tid + 2];  __syncwarp();
        vs[tid] += vs[tid + 1];  __syncwarp();
    }
    if (tid == 0) output[rank] = sm[0];''')

case('w03_tail_split_read_write_syncwarp', 'coordination', 'pass',
     'The Volta-safe tail of "Using CUDA Warp-Level Primitives": non-volatile, each step `x += sm[tid+s]; __syncwarp(); sm[tid] = x; __syncwarp();`. Every read of a step is ordered before every write of the step and every write before the next step\'s reads (PG __syncwarp: memory ordering among participating threads; PTX bar.warp.sync). Lanes 16-31 compute values nobody reads. Thread 0 stores after the loop (its own write). pass.', TREE64 + r'''
    if (tid < 32) {
        float x = sm[tid];
        for (int s = 32; s > 0; s >>= 1) {
            x += sm[tid + s];
            __syncwarp();
            sm[tid] = x;
            __syncwarp();
        }
        if (tid == 0) output[rank] = x;
    }''')

case('w04_volatile_tail_syncwarp_at_end', 'coordination', 'fail 1',
     'Volatile unrolled tail with a single __syncwarp() after the last step: the steps themselves are unordered between lanes (lane 0 reads vs[16] while lane 16 writes it). A barrier after the race does not remove it (PG Independent Thread Scheduling; PTX Memory Consistency Model, data race). fail 1.', TREE64 + r'''
    if (tid < 32) {
        volatile float *vs = sm;
        vs[tid] += vs[tid + 32];
        vs[tid] += vs[tid + 16];
        vs[tid] += vs[tid + 8];
        vs[tid] += vs[tid + 4];
        vs[tid] += vs[tid + 2];
        vs[tid] += vs[tid + 1];
        __syncwarp();
        if (tid == 0) output[rank] = vs[0];
    }''')

case('w05_tail_guarded_syncwarp', 'coordination', 'pass',
     'Non-volatile tail `for (s = 32; s > 0; s >>= 1) { if (tid < s) sm[tid] += sm[tid + s]; __syncwarp(); }` inside `if (tid < 32)`: in a step the writers (tid < s) write sm[0..s-1] and read sm[s..2s-1], which no one writes in that step; __syncwarp (full mask, every lane of warp 0 reaches it) orders each step after the previous one (PG __syncwarp). pass.', TREE64 + r'''
    if (tid < 32) {
        for (int s = 32; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncwarp();
        }
        if (tid == 0) output[rank] = sm[0];
    }''')

case('w06_tail_guarded_volatile_no_syncwarp', 'coordination', 'fail 1',
     'As w05 with a volatile pointer and no __syncwarp: the guard removes the in-step conflict, but lane 0\'s +16 step reads sm[16], which lane 16 wrote in the +32 step, with nothing ordering the two lanes (PG Independent Thread Scheduling: lanes of a warp may interleave arbitrarily; volatile is not synchronization). A data race: fail 1.', TREE64 + r'''
    if (tid < 32) {
        volatile float *vs = sm;
        for (int s = 32; s > 0; s >>= 1)
            if (tid < s) vs[tid] += vs[tid + s];
        if (tid == 0) output[rank] = vs[0];
    }''')

case('w07_tail_after_tree_to_128', 'coordination', 'fail 1',
     'The block tree stops at `s > 64` (leaving 128 partials in sm[0..127]) but the warp tail starts at +32 as if 64 were left: sm[64..127] never reach sm[0] (the tail itself is the correct split form). Half the block is missing: wrong value, fail 1.', HEAD + r'''
    __shared__ float sm[TPB];
    sm[tid] = v;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 64; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        float x = sm[tid];
        for (int s = 32; s > 0; s >>= 1) {
            x += sm[tid + s];
            __syncwarp();
            sm[tid] = x;
            __syncwarp();
        }
        if (tid == 0) output[rank] = x;
    }''')

case('w08_tail_shfl_from_sm64', 'advanced', 'pass',
     'Tree to 64 with __syncthreads, then warp 0 (`if (tid < 32)`, a uniform warp) loads sm[tid] + sm[tid+32] and finishes with a full-mask __shfl_down_sync tree (PG Warp Shuffle Functions: all 32 lanes converge on each call); lane 0 stores. pass.', TREE64.replace('sm[TPB]', 'sm[TPB]') + r'''
    if (tid < 32) {
        float x = sm[tid] + sm[tid + 32];
        for (int o = 16; o > 0; o >>= 1) x += __shfl_down_sync(0xffffffffu, x, o);
        if (tid == 0) output[rank] = x;
    }''')

case('w09_syncwarp_different_sites', 'coordination', 'pass',
     'Lanes 0-15 and 16-31 store their values to sm[] in the two arms of an if/else, each arm ending in its own __syncwarp() (full mask); then lanes 0-15 add sm[tid+16]. PG __syncwarp / PTX bar.warp.sync: only for sm_6x and below must all threads execute the same __syncwarp in convergence; on sm_70+ the two calls with the same mask form one barrier, which orders the stores before the reads. Then a shuffle tree over the 16 lanes (mask 0x0000ffff, width 16) and a block stage. pass.', HEAD + r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    if (lane < 16) {
        sm[tid] = v;
        __syncwarp();
    } else {
        sm[tid] = v;
        __syncwarp();
    }
    if (lane < 16) {
        float x = sm[tid] + sm[tid + 16];
        for (int o = 8; o > 0; o >>= 1) x += __shfl_down_sync(0x0000ffffu, x, o, 16);
        if (lane == 0) ws[warp] = x;
    }
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }''')

# ------------------------------------------------------------ shuffles
WSTAGE = r'''
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }'''
case('w10_shfl_down_width8_segments', 'advanced', 'pass',
     '__shfl_down_sync(FULL, v, o, 8) for o = 4, 2, 1: width 8 splits the warp into four segments, each reduced to its first lane (PG Warp Shuffle Functions: width); lanes 0, 8, 16, 24 store seg[tid/8] (32 slots), __syncthreads, thread 0 sums the 32. pass.', HEAD + r'''
    __shared__ float seg[TPB / 8];
    for (int o = 4; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o, 8);
    if (lane % 8 == 0) seg[tid / 8] = v;
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / 8; i++) t += seg[i];
        output[rank] = t;
    }''')

case('w11_xor_width16_halves_lost', 'coordination', 'fail 1',
     'Butterfly __shfl_xor_sync(FULL, v, o, 16) for o = 8..1: with width 16 each half-warp reduces separately (PG Warp Shuffle Functions: width), lane 0 holds the sum of lanes 0-15 only and stores it as the warp sum; lanes 16-31 are lost. Wrong value: fail 1.', HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    for (int o = 8; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o, 16);
    if (lane == 0) ws[warp] = v;''' + WSTAGE)

case('w12_activemask_partial_branch', 'advanced', 'fail 1',
     'Inside `if (lane < 20)`, `m = __activemask()` (lanes 0-19) and a full 16..1 shuffle-down tree with mask m: lanes 4-19 read lanes 20-35 at the first step, which are outside the mask (PG Warp Shuffle Functions: reading a thread that is not participating gives an undefined value), lane 8\'s undefined value reaches lane 0 at the next step, and lanes 20-31\'s own values are never meant to be added through a defined read. Wrong by the rules: fail 1 (an H100 may happen to return the inactive lanes\' registers and pass).', HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    if (lane < 20) {
        const unsigned int m = __activemask();
        for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(m, v, o);
        if (lane == 0) ws[warp] = v;
    }''' + WSTAGE)

case('w13_activemask_all_lanes_branch', 'advanced', 'unclear',
     'The blog\'s "incorrect" example: `if (gi < size) { m = __activemask(); shuffle tree with m; }` where every lane takes the branch. "Using CUDA Warp-Level Primitives": __activemask() does not guarantee the warp is converged, so m may hold fewer lanes than took the branch; when it holds all 32 the result is right. Nothing in the rules says which: not scored (an H100 will very likely pass).', HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    if (blockIdx.x * blockDim.x + tid < size) {
        const unsigned int m = __activemask();
        for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(m, v, o);
        if (lane == 0) ws[warp] = v;
    }''' + WSTAGE)

case('w14_ballot_mask_second_level', 'advanced', 'pass',
     'First level: full-warp shuffle, lane 0 stores ws[warp]; __syncthreads. Second level in warp 0: m = __ballot_sync(FULL, lane < 8) (called by all 32 lanes), then inside `if (lane < 8)` an xor butterfly 4, 2, 1 with mask m: every source lane (lane ^ o) is in 0-7, inside the mask (PG Warp Vote, Warp Shuffle Functions). Lane 0 stores. pass.', HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];''' + SHFL + r'''
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    if (warp == 0) {
        const unsigned int m = __ballot_sync(0xffffffffu, lane < TPB / WARP_SIZE);
        if (lane < TPB / WARP_SIZE) {
            float x = ws[lane];
            for (int o = 4; o > 0; o >>= 1) x += __shfl_xor_sync(m, x, o);
            if (lane == 0) output[rank] = x;
        }
    }''')

case('w15_shfl_lane_dependent_trip_count', 'advanced', 'fail 4',
     '`for (o = 1; lane + o < 32; o <<= 1) v += __shfl_down_sync(FULL, v, o);` lane 31 runs no iteration, lane 30 one, lane 0 five, so the full-mask shuffle at o = 1 is not executed by lane 31, which goes on to __syncthreads. PTX shfl.sync: the executing thread waits until all non-exited threads in membermask have executed shfl.sync with the same membermask; lane 31 never does (it waits at bar.sync for lanes 0-30): a deadlock (PG Warp Shuffle Functions: all non-exited threads named in mask must execute the same intrinsic, else undefined). fail 4 (an H100 may instead return garbage: undefined behaviour either way).', HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    for (int o = 1; lane + o < 32; o <<= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0) ws[warp] = v;''' + WSTAGE)

case('w16_shfl_uniform_trip_conditional_add', 'advanced', 'pass',
     'The fix of w15: every lane runs the same five full-mask shuffles (o = 1, 2, 4, 8, 16) and only adds when lane + o < 32. Each step all 32 lanes execute the intrinsic (PG Warp Shuffle Functions); lane 0 gets the sum of all 32 (a shuffle-down tree with doubling offsets). pass.', HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    for (int o = 1; o < 32; o <<= 1) {
        const float t = __shfl_down_sync(0xffffffffu, v, o);
        if (lane + o < 32) v += t;
    }
    if (lane == 0) ws[warp] = v;''' + WSTAGE)

case('w17_shfl_full_mask_after_half_returned', 'advanced', 'pass',
     'v += __shfl_down_sync(FULL, v, 16) with all lanes, then `if (lane >= 16) return;`, then full-mask xor 8, 4, 2, 1 among lanes 0-15 (sources stay in 0-15). PG Warp Shuffle Functions: "all non-exited threads named in mask must execute the same intrinsic": exited lanes do not count. Lane 0 stores ws[warp]; the block __syncthreads() waits only for threads that have not exited (PTX exit; PG), thread 0 sums. pass.', HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    v += __shfl_down_sync(0xffffffffu, v, 16);
    if (lane >= 16) return;
    for (int o = 8; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if (lane == 0) ws[warp] = v;''' + WSTAGE)

case('w18_shfl_reads_returned_lanes', 'advanced', 'fail 1',
     '`if (lane >= 16) return;` first, then the full 16..1 shuffle-down tree: at o = 16 lanes 0-15 read lanes 16-31, which have exited (PG Warp Shuffle Functions: reading an inactive/exited thread gives an undefined value), so lanes 16-31\'s inputs never reach lane 0 through a defined read. Wrong value: fail 1.', HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    if (lane >= 16) return;''' + SHFL + r'''
    if (lane == 0) ws[warp] = v;''' + WSTAGE)

case('w19_xor16_in_both_branches', 'coordination', 'pass',
     'The Programming Guide\'s own Independent Thread Scheduling example: `if (lane < 16) { ...; x = __shfl_xor_sync(FULL, v, 16); } else { ...; x = __shfl_xor_sync(FULL, v, 16); }` is valid on Volta and later (the two calls with the same mask pair up). Then v += x and a full xor butterfly 8..1; lane 0 stores ws[warp]. pass.', HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    float x;
    if (lane < 16) {
        x = __shfl_xor_sync(0xffffffffu, v, 16);
    } else {
        x = __shfl_xor_sync(0xffffffffu, v, 16);
    }
    v += x;
    for (int o = 8; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    if (lane == 0) ws[warp] = v;''' + WSTAGE)

case('w20_width16_then_broadcast_hi', 'coordination', 'pass',
     'Shuffle-down 8..1 with width 16 (lanes 0 and 16 hold their halves\' sums), then `hi = __shfl_sync(FULL, v, 16)` (source lane 16 of the whole warp, width 32) and lane 0 stores v + hi. PG Warp Shuffle Functions. pass.', HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    for (int o = 8; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o, 16);
    const float hi = __shfl_sync(0xffffffffu, v, 16);
    if (lane == 0) ws[warp] = v + hi;''' + WSTAGE)

case('w21_shfl_width16_src_in_segment', 'coordination', 'fail 1',
     'After the width-16 trees, `hi = __shfl_sync(FULL, v, 16, 16)`: with width 16 the source lane is taken modulo the width within the caller\'s segment (PG Warp Shuffle Functions: srcLane outside 0..width-1 wraps, "srcLane % width"), so lane 0 reads lane 0 (its own half again), not lane 16: the warp sum counts lanes 0-15 twice and 16-31 never. Wrong value: fail 1.', HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    for (int o = 8; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o, 16);
    const float hi = __shfl_sync(0xffffffffu, v, 16, 16);
    if (lane == 0) ws[warp] = v + hi;''' + WSTAGE)

# ------------------------------------------------------------ warp reduce / vote / match
case('w22_reduce_add_sync_int_reduction', 'reduction', 'pass',
     'The reduction input is i (whole numbers): `__reduce_add_sync(FULL, (unsigned)v)` gives every lane the warp\'s exact integer sum (PG Warp Reduce Functions: unsigned/int only, sm_80+); lane 0 stores it in an unsigned ws[warp], __syncthreads, thread 0 sums the 8 (< 2^32), converts to float (exact: block sums < 2^24), then temp_storage, cluster_sync, rank 0 adds the four. pass.', RHEAD + r'''
    __shared__ unsigned int ws[TPB / WARP_SIZE];
    const unsigned int s = __reduce_add_sync(0xffffffffu, (unsigned int)v);
    if (lane == 0) ws[warp] = s;
    __syncthreads();
    float bsum = 0.0f;
    if (tid == 0) {
        unsigned int t = 0;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        bsum = (float)t;
    }''' + RTAIL)

case('w23_reduce_add_sync_truncates', 'coordination', 'fail 1',
     '`__reduce_add_sync(FULL, (int)v)` on the coordination inputs (0.0-0.9 times 1-4): there is no float overload (PG Warp Reduce Functions: int and unsigned only), and the conversion truncates every term (0.9 -> 0, 2.7 -> 2). Wrong value: fail 1.', HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const int s = __reduce_add_sync(0xffffffffu, (int)v);
    if (lane == 0) ws[warp] = (float)s;''' + WSTAGE)

case('w24_reduce_add_sync_fixed_point', 'coordination', 'pass',
     'Fixed point: q = __float2int_rn(v * 2^20) (exact scaling, rounding error <= 2^-21 per term), __reduce_add_sync(FULL, q) per warp (PG Warp Reduce Functions), thread 0 sums 8 ints (< 256 * 3.6 * 2^20 < 2^31) and converts back: total error <= 256 * 2^-21 + float rounding ~ 1.5e-4, inside SPEC\'s bound 256 * 2^-24 * sum|terms| (>= 1.7e-3 for block 0). pass.', HEAD + r'''
    __shared__ int ws[TPB / WARP_SIZE];
    const int q = __float2int_rn(v * 1048576.0f);
    const int s = __reduce_add_sync(0xffffffffu, q);
    if (lane == 0) ws[warp] = s;
    __syncthreads();
    if (tid == 0) {
        int t = 0;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = (float)t / 1048576.0f;
    }''')

case('w25_reduce_add_sync_float_bits', 'reduction', 'fail 1',
     '`__reduce_add_sync(FULL, __float_as_uint(v))` then __uint_as_float of the result: adding IEEE bit patterns as integers is not adding the floats (PG Warp Reduce Functions: integer addition). Wrong value: fail 1.', RHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int s = __reduce_add_sync(0xffffffffu, __float_as_uint(v));
    if (lane == 0) ws[warp] = __uint_as_float(s);
    __syncthreads();
    float bsum = 0.0f;
    if (tid == 0)
        for (int w = 0; w < TPB / WARP_SIZE; w++) bsum += ws[w];''' + RTAIL)

BSUM_SH = r'''
    __shared__ float bs;
    if (tid == 0) bs = 0.0f;
    __syncthreads();'''
BSUM_OUT = r'''
    __syncthreads();
    if (tid == 0) output[rank] = bs;'''
case('w26_match_any_groups_of_8', 'advanced', 'pass',
     '`g = __match_any_sync(FULL, lane >> 3)` (PG Warp Match Functions: the lanes with the same key: groups of 8); each group reduces with __shfl_xor_sync(g, v, 4/2/1) (sources stay in the group, each group calls with its own mask: PG Warp Shuffle Functions), the leader __ffs(g)-1 does atomicAdd on a __shared__ float zeroed before a __syncthreads; __syncthreads; thread 0 stores. pass.', HEAD + BSUM_SH + r'''
    const unsigned int g = __match_any_sync(0xffffffffu, lane >> 3);
    for (int o = 4; o > 0; o >>= 1) v += __shfl_xor_sync(g, v, o);
    if (lane == __ffs(g) - 1) atomicAdd(&bs, v);''' + BSUM_OUT)

case('w27_match_any_leader_wrong_group_sum', 'advanced', 'fail 1',
     'As w26 but the group reduces with __shfl_down_sync(g, v, o) for o = 16, 8, 4, 2, 1 (a warp tree under an 8-lane mask): at o = 16, 8 every lane reads a lane of another group, outside its mask (PG Warp Shuffle Functions: undefined value), and the leaders add them: the groups\' sums are not their own 8 values. Wrong by the rules: fail 1.', HEAD + BSUM_SH + r'''
    const unsigned int g = __match_any_sync(0xffffffffu, lane >> 3);
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(g, v, o);
    if (lane == __ffs(g) - 1) atomicAdd(&bs, v);''' + BSUM_OUT)

case('w28_any_sync_as_election', 'reduction', 'fail 1',
     '`if (__any_sync(FULL, tid == 0))` as "elect thread 0": __any_sync returns the same predicate to every lane of the warp (PG Warp Vote Functions), so all 32 lanes of warp 0 of rank 0 store output[0]: 32 unordered plain stores to one location, a data race (PTX Memory Consistency Model; SPEC one writer). fail 1.', RHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];''' + SHFL + r'''
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    if (tid == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) b += ws[w];
        temp_storage[rank] = b;
    }
    cluster_sync();
    if (rank == 0 && __any_sync(0xffffffffu, tid == 0)) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''')

case('w29_all_sync_fast_path', 'coordination', 'pass',
     '`if (__all_sync(FULL, gi < size))` (uniform per warp: PG Warp Vote Functions) takes a full-mask shuffle tree; the else arm (never taken here) would add through shared atomics. Lane 0 stores ws[warp]; thread 0 sums. pass.', HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const int gi = blockIdx.x * blockDim.x + tid;
    if (__all_sync(0xffffffffu, gi < size)) {
        for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    } else {
        const unsigned int m = __ballot_sync(0xffffffffu, gi < size);
        v = gi < size ? v : 0.0f;
        for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
        (void)m;
    }
    if (lane == 0) ws[warp] = v;''' + WSTAGE)

case('w30_popc_ballot_as_warp_count', 'advanced', 'fail 1',
     'Thread 0 sums `nw = __popc(__ballot_sync(FULL, 1))` warp slots thinking it counts the block\'s warps; a ballot is per warp (PG Warp Vote Functions), so nw = 32 and thread 0 reads ws[8..31] of a __shared__ float ws[32] that no one wrote (shared memory has no defined initial value). Wrong value: fail 1.', HEAD + r'''
    __shared__ float ws[32];''' + SHFL + r'''
    if (lane == 0) ws[warp] = v;
    const int nw = __popc(__ballot_sync(0xffffffffu, 1));
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < nw; w++) t += ws[w];
        output[rank] = t;
    }''')

# ------------------------------------------------------------ warp-aggregated atomics
WAGG_HEAD = HEAD + r'''
    __shared__ float packed[TPB];
    __shared__ int cnt;
    if (tid == 0) cnt = 0;
    __syncthreads();
    const bool keep = v != 0.0f;
    const unsigned int m = __ballot_sync(0xffffffffu, keep);
    const int leader = __ffs(m) - 1;'''
WAGG_TAIL = r'''
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int i = 0; i < cnt; i++) t += packed[i];
        output[rank] = t;
    }'''
case('w31_warp_aggregated_compaction', 'coordination', 'pass',
     'Stream compaction of the non-zero terms with a warp-aggregated atomic (NVIDIA "Optimized Filtering with Warp-Aggregated Atomics"): m = __ballot_sync(FULL, keep), leader = __ffs(m)-1 reserves __popc(m) slots with one atomicAdd on a zeroed __shared__ counter, __shfl_sync(FULL, base, leader) broadcasts it, each kept lane writes packed[base + __popc(m & lanemask_lt)] (%lanemask_lt read with inline PTX mov). Every warp here has a kept lane (m != 0). Distinct slots, __syncthreads, thread 0 sums cnt slots. pass.', WAGG_HEAD + r'''
    unsigned int lt;
    asm("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
    int base = 0;
    if (lane == leader) base = atomicAdd(&cnt, __popc(m));
    base = __shfl_sync(0xffffffffu, base, leader);
    if (keep) packed[base + __popc(m & lt)] = v;''' + WAGG_TAIL)

case('w32_warp_aggregated_lanemask_le', 'coordination', 'fail 1',
     'As w31 with the rank computed from lanemask_le, `__popc(m & ((2u << lane) - 1))`: each kept lane writes one slot too far, so a warp\'s last kept lane writes the slot the next reserving warp\'s first kept lane writes (two threads of different warps, plain stores, no barrier: a data race, PTX Memory Consistency Model) and packed[first base] is never written. fail 1.', WAGG_HEAD + r'''
    const unsigned int le = (2u << lane) - 1u;
    int base = 0;
    if (lane == leader) base = atomicAdd(&cnt, __popc(m));
    base = __shfl_sync(0xffffffffu, base, leader);
    if (keep) packed[base + __popc(m & le)] = v;''' + WAGG_TAIL)

case('w33_warp_aggregated_broadcast_from_lane0', 'coordination', 'fail 1',
     'As w31 but the base is broadcast from lane 0 (`__shfl_sync(FULL, base, 0)`) while the leader is __ffs(m)-1: in a warp whose lane 0 holds a zero term (warp 0 of block 0: input[0] = 0, and warp 5: input[160] = 0) lane 0 is not the leader, so every lane gets base = 0 instead of the reserved one: the warp overwrites slots 0.. of another warp (a race between warps\' plain stores) and its reserved slots stay unwritten. fail 1.', WAGG_HEAD + r'''
    unsigned int lt;
    asm("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
    int base = 0;
    if (lane == leader) base = atomicAdd(&cnt, __popc(m));
    base = __shfl_sync(0xffffffffu, base, 0);
    if (keep) packed[base + __popc(m & lt)] = v;''' + WAGG_TAIL)

case('w34_warp_aggregated_add_in_branch', 'coordination', 'pass',
     'Warp-aggregated float add inside a data-dependent branch: `if (v != 0) { unsigned a = __activemask(); s = warp sum over a via __reduce-free loop: leader = __ffs(a)-1 gathers with __shfl_sync(a, v, src) over the lanes of a; leader atomicAdd(&bs, s) }`. Whatever subset __activemask() returns, each subset reads only its own lanes and its leader adds their sum, so every non-zero term is added exactly once (PG Warp Vote Functions, Warp Shuffle Functions: all lanes of the mask call the shuffle with that mask). pass.', HEAD + BSUM_SH + r'''
    if (v != 0.0f) {
        const unsigned int a = __activemask();
        const int leader = __ffs(a) - 1;
        float s = 0.0f;
        for (int src = 0; src < WARP_SIZE; src++) {
            if (!(a & (1u << src))) continue;
            const float x = __shfl_sync(a, v, src);
            s += x;
        }
        if (lane == leader) atomicAdd(&bs, s);
    }''' + BSUM_OUT)

case('w35_laneid_asm', 'advanced', 'pass',
     'lane from inline PTX `mov.u32 %0, %%laneid;` (PTX special register %laneid: the lane within the warp, equal to threadIdx.x % 32 for a 1-D block), warp = threadIdx.x / warpSize; full-mask shuffle tree, lane 0 stores ws[warp], __syncthreads, thread 0 sums. pass.', r'''
    const int tid = threadIdx.x, warp = tid / warpSize;
    unsigned int lane;
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __shared__ float ws[TPB / WARP_SIZE];''' + SHFL + r'''
    if (lane == 0) ws[warp] = v;''' + WSTAGE)

case('w36_warpid_asm_as_index', 'advanced', 'unclear',
     'warp index from PTX `%warpid`: PTX ISA says %warpid is the warp\'s slot on the SM, may change during execution, and is not threadIdx-based ("use %ctaid and %tid to compute a virtual warp index"). If the slots of this block are not 0-7, ws[] (8 slots) is indexed wrongly (out of bounds or colliding). What an H100 returns is not specified: unclear, not scored; the kernel is wrong by intent.', r'''
    const int tid = threadIdx.x, lane = tid % WARP_SIZE;
    unsigned int wid;
    asm volatile("mov.u32 %0, %%warpid;" : "=r"(wid));
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __shared__ float ws[TPB / WARP_SIZE];''' + SHFL + r'''
    if (lane == 0) ws[wid] = v;''' + WSTAGE)

case('w37_warpsize_loops', 'coordination', 'pass',
     'warpSize (a run-time built-in, 32) as the loop bound and the divisor: `for (o = warpSize / 2; o > 0; o /= 2)` full-mask shuffles; ws[threadIdx.x / warpSize]; `x = tid < blockDim.x / warpSize ? ws[tid] : 0` in warp 0, shuffle again, thread 0 stores. PG Built-in Variables (warpSize). pass.', HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    for (int o = warpSize / 2; o > 0; o /= 2) v += __shfl_down_sync(0xffffffffu, v, o);
    if (tid % warpSize == 0) ws[tid / warpSize] = v;
    __syncthreads();
    if (tid < warpSize) {
        float x = tid < blockDim.x / warpSize ? ws[tid] : 0.0f;
        for (int o = warpSize / 2; o > 0; o /= 2) x += __shfl_down_sync(0xffffffffu, x, o);
        if (tid == 0) output[rank] = x;
    }''')

# ------------------------------------------------------------ cooperative groups
CG_HEAD = HEAD + r'''
    cg::thread_block block = cg::this_thread_block();'''
case('w38_cg_tile32_reduce_plus', 'advanced', 'pass',
     'cg::tiled_partition<32>(block), `s = cg::reduce(tile, v, cg::plus<float>())` (PG Cooperative Groups: reduce returns the result to every thread of the tile), tile.thread_rank() == 0 stores ws[tile.meta_group_rank()], block.sync(), thread 0 sums the 8. pass.', CG_HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    const float s = cg::reduce(tile, v, cg::plus<float>());
    if (tile.thread_rank() == 0) ws[tile.meta_group_rank()] = s;
    block.sync();
    if (block.thread_rank() == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }''', pre=CGRED)

case('w39_cg_tile16_sums_assumed_8', 'advanced', 'fail 1',
     'tiled_partition<16>: 16 tiles per block, each stores its sum in ws[meta_group_rank()] (ws has 16 slots), but thread 0 adds TPB / WARP_SIZE = 8 slots as if tiles were warps (PG Cooperative Groups: meta_group_size() = 256/16 = 16). Half the block is missing: fail 1.', CG_HEAD + r'''
    __shared__ float ws[TPB / 16];
    cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
    for (int o = 8; o > 0; o >>= 1) v += t16.shfl_down(v, o);
    if (t16.thread_rank() == 0) ws[t16.meta_group_rank()] = v;
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }''')

case('w40_cg_tile8_shfl_down_atomic', 'coordination', 'pass',
     'tiled_partition<8>; thread_block_tile::shfl_down 4, 2, 1 within the tile (PG Cooperative Groups: tile shuffles address the tile\'s own threads); tile rank 0 atomicAdds into a __shared__ float zeroed before block.sync(); block.sync(); thread 0 stores. pass.', CG_HEAD + BSUM_SH + r'''
    cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
    for (int o = 4; o > 0; o >>= 1) v += t8.shfl_down(v, o);
    if (t8.thread_rank() == 0) atomicAdd(&bs, v);''' + BSUM_OUT)

case('w41_cg_tile_sync_between_stages', 'advanced', 'fail 1',
     'Stage 1 in tiles of 32 (cg::reduce), rank 0 of each tile stores ws[meta_group_rank()], then `tile.sync()` instead of block.sync(), and thread 0 (tile 0) sums all 8 slots: tile.sync() orders only its own 32 threads (PG Cooperative Groups: thread_block_tile::sync), so tiles 1-7\'s stores race with thread 0\'s reads. fail 1.', CG_HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    const float s = cg::reduce(tile, v, cg::plus<float>());
    if (tile.thread_rank() == 0) ws[tile.meta_group_rank()] = s;
    tile.sync();
    if (block.thread_rank() == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }''', pre=CGRED)

case('w42_cg_coalesced_in_branch', 'coordination', 'pass',
     'Inside `if (v != 0)`: `cg::coalesced_group g = cg::coalesced_threads(); s = cg::reduce(g, v, cg::plus<float>()); if (g.thread_rank() == 0) atomicAdd(&bs, s);` Whatever lanes the group holds, it reduces exactly those and its rank 0 adds them once (PG Cooperative Groups: coalesced_threads, reduce); zero terms add nothing. pass.', CG_HEAD + BSUM_SH + r'''
    if (v != 0.0f) {
        cg::coalesced_group g = cg::coalesced_threads();
        const float s = cg::reduce(g, v, cg::plus<float>());
        if (g.thread_rank() == 0) atomicAdd(&bs, s);
    }''' + BSUM_OUT, pre=CGRED)

case('w43_cg_coalesced_rank0_is_lane0', 'coordination', 'fail 1',
     'As w42 but the group\'s leader is chosen with `lane == 0` instead of g.thread_rank() == 0: in warps whose lane 0 holds a zero term (input index a multiple of 10: warps 0 and 5 of block 0, ...) lane 0 is not in the group and no one adds the group\'s sum. Wrong value: fail 1.', CG_HEAD + BSUM_SH + r'''
    if (v != 0.0f) {
        cg::coalesced_group g = cg::coalesced_threads();
        const float s = cg::reduce(g, v, cg::plus<float>());
        if (lane == 0) atomicAdd(&bs, s);
    }''' + BSUM_OUT, pre=CGRED)

case('w44_cg_labeled_partition', 'advanced', 'pass',
     '`g = cg::labeled_partition(tile32, lane / 8)` (PG Cooperative Groups: one coalesced group per label), cg::reduce over each, g.thread_rank() == 0 atomicAdds into a zeroed __shared__ float; block.sync(); thread 0 stores. pass.', CG_HEAD + BSUM_SH + r'''
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    cg::coalesced_group g = cg::labeled_partition(tile, lane / 8);
    const float s = cg::reduce(g, v, cg::plus<float>());
    if (g.thread_rank() == 0) atomicAdd(&bs, s);''' + BSUM_OUT, pre=CGRED)

case('w45_cg_binary_partition_both', 'coordination', 'pass',
     '`g = cg::binary_partition(tile32, v > 1.0f)`: two groups per warp (PG Cooperative Groups: binary_partition), each reduces its own values with cg::reduce and its rank 0 adds into a zeroed __shared__ float. Every term is in exactly one group. pass.', CG_HEAD + BSUM_SH + r'''
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    cg::coalesced_group g = cg::binary_partition(tile, v > 1.0f);
    const float s = cg::reduce(g, v, cg::plus<float>());
    if (g.thread_rank() == 0) atomicAdd(&bs, s);''' + BSUM_OUT, pre=CGRED)

case('w46_cg_binary_partition_tile_leader', 'coordination', 'fail 1',
     'As w45 but the leader test is `tile.thread_rank() == 0` (the warp\'s lane 0) instead of g.thread_rank() == 0: only the group holding lane 0 is added; the other group of each warp is lost (lane 0\'s term is <= 1.0 for block 0 warp 0 ... the other group is non-empty in every warp). Wrong value: fail 1.', CG_HEAD + BSUM_SH + r'''
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    cg::coalesced_group g = cg::binary_partition(tile, v > 1.0f);
    const float s = cg::reduce(g, v, cg::plus<float>());
    if (tile.thread_rank() == 0) atomicAdd(&bs, s);''' + BSUM_OUT, pre=CGRED)

case('w47_cg_reduce_all_lanes_store', 'coordination', 'fail 1',
     'cg::reduce returns the tile\'s sum to every thread (PG Cooperative Groups), and every lane stores it: `ws[tile.meta_group_rank()] = s` by 32 threads, unordered plain stores of one value to one location, a data race (PTX Memory Consistency Model: conflicting accesses, not morally strong). fail 1.', CG_HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    const float s = cg::reduce(tile, v, cg::plus<float>());
    ws[tile.meta_group_rank()] = s;''' + WSTAGE, pre=CGRED)

# ------------------------------------------------------------ warp-per-block-partial designs
WP_STAGE1 = HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];''' + SHFL
WP_STAGE2 = r'''
    if (warp == 0) {
        float x = lane < TPB / WARP_SIZE ? ws[lane] : 0.0f;
        for (int o = 16; o > 0; o >>= 1) x += __shfl_down_sync(0xffffffffu, x, o);
        if (lane == 0) output[rank] = x;
    }'''
case('w48_two_stage_warp0', 'advanced', 'pass',
     'The CUB/"Faster Parallel Reductions on Kepler" blockReduceSum: warp shuffle sums, lane 0 stores ws[warp], __syncthreads(), warp 0 loads ws[lane] for lane < 8 (0 otherwise) and shuffles again; lane 0 stores. pass.', WP_STAGE1 + r'''
    if (lane == 0) ws[warp] = v;
    __syncthreads();''' + WP_STAGE2)

case('w49_two_stage_no_barrier', 'advanced', 'fail 1',
     'As w48 without the __syncthreads() between the stages: warp 0\'s lanes 1-7 read ws[1..7] while lane 0 of warps 1-7 store them, nothing ordering them (PG __syncthreads; PTX data race). fail 1.', WP_STAGE1 + r'''
    if (lane == 0) ws[warp] = v;''' + WP_STAGE2)

case('w50_two_stage_barrier_before_store', 'advanced', 'fail 1',
     'The barrier misplaced before the stores: `__syncthreads(); if (lane == 0) ws[warp] = v;` then warp 0 reads ws[]: nothing orders the warp-sum stores of warps 1-7 before warp 0\'s reads. A data race: fail 1.', WP_STAGE1 + r'''
    __syncthreads();
    if (lane == 0) ws[warp] = v;''' + WP_STAGE2)

case('w51_two_stage_barrier_in_lane0_branch', 'advanced', 'fail 4',
     '`if (lane == 0) { ws[warp] = v; __syncthreads(); }` then warp 0 reduces ws[] with full-mask shuffles. Lanes 1-31 of warp 0 skip the barrier and reach the shuffle, which waits for lane 0 (PTX shfl.sync: waits for all non-exited threads in membermask); lane 0 waits at the block barrier for warp 0\'s lanes 1-31, which have not exited (PTX exit: only exited threads release a barrier): a deadlock (PG __syncthreads: in conditional code only if the condition is uniform, "otherwise ... likely to hang"). fail 4.', WP_STAGE1 + r'''
    if (lane == 0) {
        ws[warp] = v;
        __syncthreads();
    }''' + WP_STAGE2)

case('w52_warp0_reads_32_slots', 'advanced', 'fail 1',
     '`__shared__ float ws[32]` sized for 1024 threads, and warp 0 loads ws[lane] for every lane: with TPB = 256 only ws[0..7] are written; ws[8..31] hold no defined value (shared memory is uninitialised). Wrong value: fail 1.', HEAD + r'''
    __shared__ float ws[32];''' + SHFL + r'''
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    if (warp == 0) {
        float x = ws[lane];
        for (int o = 16; o > 0; o >>= 1) x += __shfl_down_sync(0xffffffffu, x, o);
        if (lane == 0) output[rank] = x;
    }''')

case('w53_warp0_zeroes_32_slots', 'advanced', 'pass',
     'As w52 but warp 0 zeroes ws[0..31] first and a __syncthreads() orders the zeroing before the warp-sum stores, another before warp 0 reads all 32: the unused slots add 0. pass.', HEAD + r'''
    __shared__ float ws[32];
    if (tid < 32) ws[tid] = 0.0f;
    __syncthreads();''' + SHFL + r'''
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    if (warp == 0) {
        float x = ws[lane];
        for (int o = 16; o > 0; o >>= 1) x += __shfl_down_sync(0xffffffffu, x, o);
        if (lane == 0) output[rank] = x;
    }''')

case('w54_zero_slots_no_barrier', 'advanced', 'fail 1',
     'As w53 without the first barrier: warp 0\'s lane w zeroes ws[w] while lane 0 of warp w stores its warp sum there, unordered (two threads, plain stores to one word: a data race, PTX Memory Consistency Model); the sum may be lost. fail 1.', HEAD + r'''
    __shared__ float ws[32];
    if (tid < 32) ws[tid] = 0.0f;''' + SHFL + r'''
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    if (warp == 0) {
        float x = ws[lane];
        for (int o = 16; o > 0; o >>= 1) x += __shfl_down_sync(0xffffffffu, x, o);
        if (lane == 0) output[rank] = x;
    }''')

case('w55_second_stage_tid_lt_nwarps_full_mask', 'advanced', 'fail 1',
     'Second stage written `if (tid < blockDim.x / warpSize) { x = ws[tid]; full-mask 16..1 shuffle tree }` with nothing after it in the kernel: only lanes 0-7 of warp 0 execute __shfl_down_sync(FULL, ...); lanes 8-31 skip the branch and exit. PG Warp Shuffle Functions: all non-exited threads named in mask must execute the same intrinsic (exited ones do not count: no hang, unlike the same form followed by a barrier, wild w22), and reading an inactive/exited lane gives an undefined value: lane 0 reads lane 16 at o = 16 and lane 8 at o = 8, both exited. Wrong by the rules: fail 1.', WP_STAGE1 + r'''
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    if (tid < blockDim.x / warpSize) {
        float x = ws[tid];
        for (int o = 16; o > 0; o >>= 1) x += __shfl_down_sync(0xffffffffu, x, o);
        if (tid == 0) output[rank] = x;
    }''')

# ------------------------------------------------------------ reduction / last-block designs
case('w56_red_warp_partials_cluster', 'reduction', 'pass',
     'blockReduceSum (warp shuffles, ws[], __syncthreads, warp 0 shuffles) gives thread 0 the block sum; temp_storage[rank], cluster_sync() (release/acquire over the cluster), rank 0 thread 0 adds the four. Integer inputs: exact in any order. pass.', RHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];''' + SHFL + r'''
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    float bsum = 0.0f;
    if (warp == 0) {
        float x = lane < TPB / WARP_SIZE ? ws[lane] : 0.0f;
        for (int o = 16; o > 0; o >>= 1) x += __shfl_down_sync(0xffffffffu, x, o);
        bsum = x;
    }''' + RTAIL)

case('w57_red_butterfly_all_lanes_store', 'reduction', 'fail 1',
     'Warp 0\'s second stage with an xor butterfly leaves the block sum in all 32 lanes, and `if (warp == 0) temp_storage[rank] = x;` lets all 32 store it: unordered plain stores of one value by 32 threads, a data race (PTX Memory Consistency Model; SPEC: one writer). fail 1.', RHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];''' + SHFL + r'''
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    if (warp == 0) {
        float x = lane < TPB / WARP_SIZE ? ws[lane] : 0.0f;
        for (int o = 16; o > 0; o >>= 1) x += __shfl_xor_sync(0xffffffffu, x, o);
        temp_storage[rank] = x;
    }
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''')

case('w58_red_dsmem_quad_shuffle', 'reduction', 'pass',
     'Each block\'s thread 0 puts its block sum (blockReduceSum) in a __shared__ float; cluster_sync(); in rank 0, lanes 0-3 of warp 0 read the four through map_shared_rank(&bsum, lane) and reduce with __shfl_down_sync(0xf, x, 2) and (0xf, x, 1): lanes 2-3 read lanes 4-5 outside the mask (undefined) but those never reach lane 0 (PG Warp Shuffle Functions); a final cluster_sync() by every thread keeps the peers\' shared memory alive until the reads are done (PG Distributed Shared Memory). pass.', RHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ float bsum;''' + SHFL + r'''
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    if (tid == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) b += ws[w];
        bsum = b;
    }
    cg::cluster_group cluster = cg::this_cluster();
    cluster.sync();
    if (rank == 0 && tid < CLUSTER_SIZE) {
        float x = *cluster.map_shared_rank(&bsum, tid);
        x += __shfl_down_sync(0xfu, x, 2);
        x += __shfl_down_sync(0xfu, x, 1);
        if (tid == 0) output[0] = x;
    }
    cluster.sync();''')

LB_BLOCK = r'''
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ bool am_last;
    float v = input[blockIdx.x * blockDim.x + tid];''' + SHFL + r'''
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    if (tid == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) b += ws[w];
        partials[blockIdx.x] = b;
        __threadfence();
        const unsigned int t = atomicAdd(counter, 1u);
        __threadfence();
        am_last = t == gridDim.x - 1;
    }
    __syncthreads();'''
case('w59_lb_warp0_merge', 'last-block', 'pass',
     'Warp-shuffle block sums; thread 0 stores the partial, __threadfence(), ticket, __threadfence() (PG Memory Fence Functions, threadFenceReduction); am_last shared through __syncthreads; in the last block warp 0 alone (a uniform warp) sums partials with a strided loop (8 per lane) and a full-mask shuffle tree; lane 0 stores output[0] and resets the counter. pass.', LB_BLOCK + r'''
    if (am_last && warp == 0) {
        float x = 0.0f;
        for (unsigned int b = lane; b < gridDim.x; b += WARP_SIZE) x += partials[b];
        for (int o = 16; o > 0; o >>= 1) x += __shfl_down_sync(0xffffffffu, x, o);
        if (lane == 0) { output[0] = x; *counter = 0; }
    }''')

case('w60_lb_merge_assumes_32_blocks', 'last-block', 'fail 1',
     'As w59 but each lane of warp 0 reads one partial, partials[lane], as if the grid had 32 blocks (one per lane): partials 32-255 are never added. Wrong value: fail 1.', LB_BLOCK + r'''
    if (am_last && warp == 0) {
        float x = partials[lane];
        for (int o = 16; o > 0; o >>= 1) x += __shfl_down_sync(0xffffffffu, x, o);
        if (lane == 0) { output[0] = x; *counter = 0; }
    }''')

case('w61_lb_merge_tid0_branch_shfl', 'last-block', 'fail 1',
     'The merge under `if (am_last && tid == 0)` with the strided load and a full-mask shuffle tree inside: only lane 0 executes __shfl_down_sync(FULL, ...); lanes 1-31 skip the branch and exit (nothing follows), so by PG Warp Shuffle Functions ("all non-exited threads named in mask") lane 0 does not wait, but every value it reads comes from an exited lane: undefined. Lane 0 itself summed only partials[0], [32], ..., [224]. Wrong value: fail 1.', LB_BLOCK + r'''
    if (am_last && tid == 0) {
        float x = 0.0f;
        for (unsigned int b = lane; b < gridDim.x; b += WARP_SIZE) x += partials[b];
        for (int o = 16; o > 0; o >>= 1) x += __shfl_down_sync(0xffffffffu, x, o);
        output[0] = x;
        *counter = 0;
    }''')

# ------------------------------------------------------------ second batch (written after the
# first run, before their own): exited lanes isolated for the H100, and the out-of-range rules
# of each shuffle kind.
case('w62_syncwarp_full_after_half_returned', 'advanced', 'pass',
     'Lanes 16-31 add their value into lanes 0-15 through shared memory (sm[tid+16], ordered by a full-warp __syncwarp), then `if (lane >= 16) return;`, then lanes 0-15 call __syncwarp() (full mask) and reduce sm[] with the guarded tree and __syncwarp() between steps. PG __syncwarp / PTX bar.warp.sync: "all non-exited threads named in membermask must execute a corresponding bar.warp.sync": the exited lanes do not count. pass by the letter. (The project\'s H100 experiment exp_partial_warp_a/d hung on a full-mask __syncwarp after lanes exited, but its exiting lanes first passed a divergent cluster_wait: this kernel isolates __syncwarp.)', HEAD + r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    sm[tid] = v;
    __syncwarp();
    if (lane >= 16) return;
    sm[tid] += sm[tid + 16];
    __syncwarp();
    for (int s = 8; s > 0; s >>= 1) {
        if (lane < s) sm[tid] += sm[tid + s];
        __syncwarp();
    }
    if (lane == 0) ws[warp] = sm[tid];''' + WSTAGE)

case('w63_activemask_after_half_returned', 'advanced', 'pass',
     'v += __shfl_down_sync(FULL, v, 16) with all 32 lanes, then `if (lane >= 16) return;`, then `m = __activemask()` (lanes 0-15: the exited lanes are not active) and an xor butterfly 8..1 with mask m: every participant and every source is in m (PG Warp Vote Functions: __activemask; Warp Shuffle Functions). pass.', HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    v += __shfl_down_sync(0xffffffffu, v, 16);
    if (lane >= 16) return;
    const unsigned int m = __activemask();
    for (int o = 8; o > 0; o >>= 1) v += __shfl_xor_sync(m, v, o);
    if (lane == 0) ws[warp] = v;''' + WSTAGE)

case('w64_shfl_down_tree_read_lane31', 'coordination', 'fail 1',
     'A shuffle-down tree 16..1 leaves the warp sum in lane 0 only; the kernel then takes the warp sum from lane 31 (`__shfl_sync(FULL, v, 31)`). PG Warp Shuffle Functions: __shfl_down_sync does not wrap: a lane whose source lane + delta is past the width keeps its own value, so lane 31 doubles its own value at every step (32 * v31). Wrong value: fail 1.', HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];''' + SHFL + r'''
    const float s = __shfl_sync(0xffffffffu, v, 31);
    if (lane == 0) ws[warp] = s;''' + WSTAGE)

case('w65_shfl_up_scan_lane31_total', 'coordination', 'pass',
     'Inclusive scan with __shfl_up_sync 1, 2, 4, 8, 16 (a lane below delta keeps its value and adds nothing: `if (lane >= o) v += t`), the warp total is lane 31\'s scan value, broadcast with __shfl_sync(FULL, v, 31) (PG Warp Shuffle Functions: shfl_up does not wrap). pass.', HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    for (int o = 1; o < 32; o <<= 1) {
        const float t = __shfl_up_sync(0xffffffffu, v, o);
        if (lane >= o) v += t;
    }
    const float s = __shfl_sync(0xffffffffu, v, 31);
    if (lane == 0) ws[warp] = s;''' + WSTAGE)

case('w66_xor16_with_width16', 'coordination', 'fail 1',
     'Butterfly __shfl_xor_sync(FULL, v, o, 16) for o = 16, 8, 4, 2, 1: with width 16 a lane cannot reach the other half; PG Warp Shuffle Functions: for __shfl_xor_sync, "if width is less than warpSize then each group of width consecutive threads are able to access elements from earlier groups of threads, however if they attempt to access elements from later groups of threads their own value of var will be returned" (lane 0 ^ 16 = 16, a later group: its own value). So the first step doubles v in lanes 0-15, and lane 0 ends with twice the sum of lanes 0-15. Wrong value: fail 1.', HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o, 16);
    if (lane == 0) ws[warp] = v;''' + WSTAGE)

case('w67_shfl_rotate_allreduce', 'coordination', 'pass',
     'All-reduce by rotation: `v += __shfl_sync(FULL, v, lane + o)` for o = 16, 8, 4, 2, 1: PG Warp Shuffle Functions: srcLane beyond the width wraps (srcLane % width), so each step adds the value o lanes further round the ring; after the five steps every lane holds the sum of all 32. Lane 0 stores. pass.', HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_sync(0xffffffffu, v, lane + o);
    if (lane == 0) ws[warp] = v;''' + WSTAGE)

case('w68_cg_tile_scan_last_rank', 'advanced', 'pass',
     'cg::inclusive_scan(tile32, v) (PG Cooperative Groups, scan.h) leaves the warp total in tile rank 31; that thread stores ws[meta_group_rank()], block.sync(), thread 0 sums the 8. pass.', CG_HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    const float s = cg::inclusive_scan(tile, v);
    if (tile.thread_rank() == 31) ws[tile.meta_group_rank()] = s;
    block.sync();
    if (block.thread_rank() == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }''', pre='#include <cooperative_groups/scan.h>')

# ------------------------------------------------------------ third batch (written before its run)
case('w69_syncwarp_as_stage_barrier', 'advanced', 'fail 1',
     'Two-stage block sum with `__syncwarp()` between the warp-sum stores and warp 0\'s loads: __syncwarp orders only the lanes of the calling warp (PG __syncwarp: "synchronize threads in a warp"), so lane 0 of warps 1-7 storing ws[w] and warp 0\'s lanes loading it are unordered: a data race, fail 1.', WP_STAGE1 + r'''
    if (lane == 0) ws[warp] = v;
    __syncwarp();''' + WP_STAGE2)

case('w70_volatile_array_split_tail', 'coordination', 'pass',
     '`volatile __shared__ float sm[TPB]`, tree to 64 with __syncthreads, then the split tail (read, __syncwarp, write, __syncwarp) of "Using CUDA Warp-Level Primitives" on the volatile array: volatile changes nothing here, __syncwarp orders each step (PG __syncwarp). pass.', HEAD + r'''
    volatile __shared__ float sm[TPB];
    sm[tid] = v;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 32; s >>= 1) {
        if (tid < s) sm[tid] = sm[tid] + sm[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        float x = sm[tid];
        for (int s = 32; s > 0; s >>= 1) {
            x += sm[tid + s];
            __syncwarp();
            sm[tid] = x;
            __syncwarp();
        }
        if (tid == 0) output[rank] = x;
    }''')

case('w71_elect_in_half_warp_branch', 'advanced', 'fail 4',
     '`if (lane < 16 && elect_one_sync())`: elect_one_sync() is PTX elect.sync over the full mask (kernels.h), but only lanes 0-15 execute it; lanes 16-31 go on to __syncthreads(). PTX elect.sync: like the other .sync warp instructions it waits for every thread of membermask (undefined otherwise); lanes 16-31 never come, they wait at the block barrier: a deadlock, fail 4.', HEAD + r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    sm[tid] = v;
    __syncthreads();
    if (lane < 16 && elect_one_sync()) {
        float s = 0.0f;
        for (int k = 0; k < WARP_SIZE; k++) s += sm[warp * WARP_SIZE + k];
        ws[warp] = s;
    }''' + WSTAGE)

WR_PRE = r'''
__device__ void warpReduce(volatile float *sdata, int tid)
{
    sdata[tid] += sdata[tid + 32];
    sdata[tid] += sdata[tid + 16];
    sdata[tid] += sdata[tid + 8];
    sdata[tid] += sdata[tid + 4];
    sdata[tid] += sdata[tid + 2];
    sdata[tid] += sdata[tid + 1];
}'''
case('w72_harris6_warpreduce_device_fn', 'coordination', 'fail 1',
     'Harris\'s reduction #6 as textbooks print it: a `__device__ void warpReduce(volatile float *sdata, int tid)` unrolled tail with no __syncwarp, called under `if (tid < 32)` after a tree to 64 (blockSize-templated steps written out). PG Independent Thread Scheduling: warp-synchronous code without __syncwarp is unsafe on Volta+; lane 0 reads sdata[16] while lane 16 writes it: a data race, fail 1 (the first error should name the helper\'s lines).', TREE64 + r'''
    if (tid < 32) warpReduce(sm, tid);
    if (tid == 0) output[rank] = sm[0];''', pre=WR_PRE)

case('w73_warpreduce_device_fn_syncwarp', 'coordination', 'pass',
     'The helper of w72 rewritten for Volta: `float x = sdata[tid]; for s = 32..1 { x += sdata[tid+s]; __syncwarp(); sdata[tid] = x; __syncwarp(); }` inside a __device__ function called by the 32 lanes of warp 0 (PG __syncwarp). pass.', TREE64 + r'''
    if (tid < 32) warpReduceV(sm, tid);
    if (tid == 0) output[rank] = sm[0];''', pre=r'''
__device__ void warpReduceV(float *sdata, int tid)
{
    float x = sdata[tid];
    for (int s = 32; s > 0; s >>= 1) {
        x += sdata[tid + s];
        __syncwarp();
        sdata[tid] = x;
        __syncwarp();
    }
}''')

# ------------------------------------------------------------ fourth batch (written before its run):
# warp collectives are not memory barriers
case('w74_half_masks_syncwarp_cross_read', 'coordination', 'fail 1',
     'Lanes 0-15 store sm[tid] and call __syncwarp(0x0000ffff); lanes 16-31 call __syncwarp(0xffff0000) and then read sm[tid-16]. Each barrier orders only the lanes of its own mask (PG __syncwarp: memory ordering among threads participating in the barrier; PTX bar.warp.sync), and the two masks are disjoint, so the upper half\'s reads are unordered with the lower half\'s stores: a data race, fail 1.', HEAD + r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    float x = 0.0f;
    if (lane < 16) {
        sm[tid] = v;
        __syncwarp(0x0000ffffu);
    } else {
        __syncwarp(0xffff0000u);
        x = sm[tid - 16] + v;
    }
    for (int o = 8; o > 0; o >>= 1) x += __shfl_down_sync(0xffffffffu, x, o);
    x = __shfl_sync(0xffffffffu, x, 16);
    if (lane == 0) ws[warp] = x;''' + WSTAGE)

case('w75_shfl_as_memory_barrier', 'coordination', 'fail 1',
     'Each lane stores v in sm[tid]; then a full-mask __shfl_sync (its value unused except as a "sync") and lane 0 sums sm[warp*32 .. +31]. PG Warp Shuffle Functions: "These intrinsics do not imply a memory barrier. They do not guarantee any memory ordering." So lane 0\'s reads of the other lanes\' stores are unordered: a data race, fail 1 (an H100 very likely gives the right sum).', HEAD + r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    sm[tid] = v;
    const float dummy = __shfl_sync(0xffffffffu, v, 0);
    if (lane == 0) {
        float s = dummy - dummy;
        for (int k = 0; k < WARP_SIZE; k++) s += sm[warp * WARP_SIZE + k];
        ws[warp] = s;
    }''' + WSTAGE)

case('w76_ballot_as_memory_barrier', 'coordination', 'fail 1',
     'As w75 with `if (__all_sync(FULL, 1))` / `__ballot_sync(FULL, 1)` between the stores and lane 0\'s reads: PG Warp Vote Functions give no memory ordering either (only __syncwarp among the warp-level calls does: PG __syncwarp). A data race, fail 1.', HEAD + r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    sm[tid] = v;
    const unsigned int b = __ballot_sync(0xffffffffu, 1);
    if (lane == 0 && b == 0xffffffffu) {
        float s = 0.0f;
        for (int k = 0; k < WARP_SIZE; k++) s += sm[warp * WARP_SIZE + k];
        ws[warp] = s;
    }''' + WSTAGE)

case('w77_tile_sync_as_warp_barrier', 'coordination', 'pass',
     'As w75 with `tile.sync()` of a cg::tiled_partition<32> between the stores and lane 0\'s reads: thread_block_tile::sync() synchronizes and orders the tile\'s threads (PG Cooperative Groups: sync is a barrier with memory ordering, __syncwarp for a tile of 32). pass.', CG_HEAD + r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
    sm[tid] = v;
    tile.sync();
    if (tile.thread_rank() == 0) {
        float s = 0.0f;
        for (int k = 0; k < WARP_SIZE; k++) s += sm[warp * WARP_SIZE + k];
        ws[warp] = s;
    }''' + WSTAGE)

case('w78_reduce_add_sync_as_barrier', 'reduction', 'fail 1',
     'Each lane stores v in sm[tid]; `__reduce_add_sync(FULL, 1u)` (result checked == 32) before lane 0 sums the warp\'s sm[] slots: PG Warp Reduce Functions are not memory barriers (no memory ordering is stated; only __syncwarp orders memory among the warp-level functions). A data race, fail 1.', RHEAD + r'''
    __shared__ float sm[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    sm[tid] = v;
    const unsigned int n = __reduce_add_sync(0xffffffffu, 1u);
    if (lane == 0 && n == 32u) {
        float s = 0.0f;
        for (int k = 0; k < WARP_SIZE; k++) s += sm[warp * WARP_SIZE + k];
        ws[warp] = s;
    }
    __syncthreads();
    float bsum = 0.0f;
    if (tid == 0)
        for (int w = 0; w < TPB / WARP_SIZE; w++) bsum += ws[w];''' + RTAIL)

# ------------------------------------------------------------ fifth batch (written before its run):
# partial masks running side by side, group ranks, 8-byte shuffles
case('w79_coalesced_shfl_down_by_rank', 'coordination', 'pass',
     'Odd lanes fold into even ones (__shfl_xor_sync(FULL, v, 1)), then inside `if (lane % 2 == 0)`: g = cg::coalesced_threads() (16 members), a tree g.shfl_down(v, o) for o = 8, 4, 2, 1: coalesced_group shuffles address members by rank, not lane (PG Cooperative Groups: coalesced_group thread_rank / shfl_down over the group), so rank 0 (lane 0) gets the sum of all 16 members; it atomicAdds into a zeroed __shared__ float. pass.', CG_HEAD + BSUM_SH + r'''
    v += __shfl_xor_sync(0xffffffffu, v, 1);
    if (lane % 2 == 0) {
        cg::coalesced_group g = cg::coalesced_threads();
        for (int o = 8; o > 0; o >>= 1) v += g.shfl_down(v, o);
        if (g.thread_rank() == 0) atomicAdd(&bs, v);
    }''' + BSUM_OUT)

case('w80_ballot_two_halves_side_by_side', 'advanced', 'pass',
     'Lanes 0-15 call __ballot_sync(0x0000ffff, 1) and lanes 16-31 __ballot_sync(0xffff0000, 1) in the two arms of an if/else: each ballot counts only its own mask\'s lanes (PG Warp Vote Functions: the bits of the non-exited threads named in mask; PTX vote.sync), so each half sees exactly its 16 bits; a lane whose ballot is anything else poisons its value with NaN. Then a full-mask tree; lane 0 stores. pass.', HEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    unsigned int b;
    if (lane < 16) b = __ballot_sync(0x0000ffffu, 1);
    else b = __ballot_sync(0xffff0000u, 1);
    if (b != (lane < 16 ? 0x0000ffffu : 0xffff0000u)) v = __int_as_float(0x7fffffff);''' + SHFL + r'''
    if (lane == 0) ws[warp] = v;''' + WSTAGE)

case('w81_reduce_add_sync_half_masks', 'reduction', 'pass',
     'Integer inputs: lanes 0-15 `__reduce_add_sync(0x0000ffff, q)`, lanes 16-31 `__reduce_add_sync(0xffff0000, q)` in the two arms of an if/else (PG Warp Reduce Functions: the reduction over the threads named in mask); lane 16 sends its half with __shfl_sync(FULL, s, 16); lane 0 stores lo + hi as the warp sum. pass.', RHEAD + r'''
    __shared__ unsigned int ws[TPB / WARP_SIZE];
    const unsigned int q = (unsigned int)v;
    unsigned int s;
    if (lane < 16) s = __reduce_add_sync(0x0000ffffu, q);
    else s = __reduce_add_sync(0xffff0000u, q);
    const unsigned int hi = __shfl_sync(0xffffffffu, s, 16);
    if (lane == 0) ws[warp] = s + hi;
    __syncthreads();
    float bsum = 0.0f;
    if (tid == 0) {
        unsigned int t = 0;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        bsum = (float)t;
    }''' + RTAIL)

case('w82_match_any_in_half_mask', 'advanced', 'pass',
     'Inside `if (lane < 16)`: g = __match_any_sync(0x0000ffff, lane >> 2) (groups of 4 within the half: PG Warp Match Functions, only the mask\'s lanes compared), each group reduces with __shfl_xor_sync(g, v, 2/1) and its leader __ffs(g)-1 atomicAdds into a zeroed __shared__ float; lanes 16-31 first fold into lanes 0-15 with __shfl_down_sync(FULL, v, 16). pass.', HEAD + BSUM_SH + r'''
    v += __shfl_down_sync(0xffffffffu, v, 16);
    if (lane < 16) {
        const unsigned int g = __match_any_sync(0x0000ffffu, lane >> 2);
        for (int o = 2; o > 0; o >>= 1) v += __shfl_xor_sync(g, v, o);
        if (lane == __ffs(g) - 1) atomicAdd(&bs, v);
    }''' + BSUM_OUT)

case('w83_double_shuffle_accumulate', 'coordination', 'pass',
     'Each lane widens to double and the warp reduces with __shfl_down_sync on double (PG Warp Shuffle Functions: T may be double, 8 bytes moved); lane 0 stores (double) into a __shared__ double ws[8]; thread 0 sums in double and rounds once. Inside the SPEC bound. pass.', HEAD + r'''
    __shared__ double ws[TPB / WARP_SIZE];
    double d = (double)v;
    for (int o = 16; o > 0; o >>= 1) d += __shfl_down_sync(0xffffffffu, d, o);
    if (lane == 0) ws[warp] = d;
    __syncthreads();
    if (tid == 0) {
        double t = 0.0;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = (float)t;
    }''')

case('w84_coalesced_shfl_src_lane_not_rank', 'coordination', 'fail 1',
     'Inside `if (lane % 2 == 0)` (after odd lanes folded in), g = cg::coalesced_threads() and the broadcast `g.shfl(v, 16)` meant as "lane 16": coalesced_group::shfl takes a rank (PG Cooperative Groups), and with 16 members rank 16 is out of range; the leader then adds 2 * (its own half-sum tree) ... the intended warp sum (lanes 0-15 sum + lanes 16-31 sum) is not formed. Concretely the code reduces ranks 0-7 with shfl_down(4,2,1) (lanes 0-14) and expects rank 8\'s partial from g.shfl(v, 16): rank 16 % 16 = 0 (CG masks the rank to the group size) returns rank 0\'s own sum, not lane 16\'s. Wrong value: fail 1. (Corrected after the run, verdict unchanged: CUDA\'s coalesced_group::shfl maps a rank past the group through __fns(mask, 0, rank + 1), which finds no lane, so the source is lane 31, an odd lane outside the mask: an undefined value, PG Warp Shuffle Functions.)', CG_HEAD + BSUM_SH + r'''
    v += __shfl_xor_sync(0xffffffffu, v, 1);
    if (lane % 2 == 0) {
        cg::coalesced_group g = cg::coalesced_threads();
        for (int o = 4; o > 0; o >>= 1) v += g.shfl_down(v, o);
        const float other = g.shfl(v, 16);
        if (g.thread_rank() == 0) atomicAdd(&bs, v + other);
    }''' + BSUM_OUT)

# ------------------------------------------------------------ sixth batch (written before its run): nested tiles
case('w85_nested_tile_meta_rank_collides', 'advanced', 'fail 1',
     't32 = tiled_partition<32>(block), t16 = tiled_partition<16>(t32): t16.meta_group_rank() is the tile\'s index within its parent t32 (0 or 1; PG Cooperative Groups: meta_group_rank is the rank in the parent group), not in the block. Every warp\'s two half-tiles store their sums in ws[0] and ws[1]: lane 0 and lane 16 of eight warps store the same two words with nothing ordering them, a data race (PTX Memory Consistency Model). fail 1.', CG_HEAD + r'''
    __shared__ float ws[TPB / 16];
    cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
    cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(t32);
    for (int o = 8; o > 0; o >>= 1) v += t16.shfl_down(v, o);
    if (t16.thread_rank() == 0) ws[t16.meta_group_rank()] = v;
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 16; w++) t += ws[w];
        output[rank] = t;
    }''')

case('w86_nested_tile_index_from_parent', 'advanced', 'pass',
     'As w85 with the slot index t32.meta_group_rank() * t16.meta_group_size() + t16.meta_group_rank() (warp * 2 + half; PG Cooperative Groups: meta_group_size of t16 in t32 is 2): 16 distinct slots, block.sync(), thread 0 sums them. pass.', CG_HEAD + r'''
    __shared__ float ws[TPB / 16];
    cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
    cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(t32);
    for (int o = 8; o > 0; o >>= 1) v += t16.shfl_down(v, o);
    if (t16.thread_rank() == 0) ws[t32.meta_group_rank() * t16.meta_group_size() + t16.meta_group_rank()] = v;
    block.sync();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 16; w++) t += ws[w];
        output[rank] = t;
    }''')
