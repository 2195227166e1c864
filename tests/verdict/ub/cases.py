# Cases for gen.py (docs/verdict-ub.md): kernels wrong by C++/CUDA undefined behaviour or that
# fault on the GPU, as learners write them, with a correct look-alike for each: misaligned vector
# accesses (float4/float2 views of offset pointers, padded tiles, char buffers with and without
# __align__, __ldg of a float4, memcpy as the legal way), uninitialised values (a lane-conditional
# initialiser, a struct member, a warp-sum array read past its written slots, a malloc'd buffer
# filled one short, a __shared__ total zeroed in one block only, stale shared values of an earlier
# phase, a __device__ accumulator kept across the two --last-block launches), integer UB (a shift
# by 32 in a lane mask, an unsigned count-down over temp_storage, size_t >= 0), pointer UB (a null
# destination, a thread's local address published to other threads, a block's shared address
# published to other blocks through global memory, a dangling local array, dynamic shared memory
# with 0 bytes, a helper walking past a __shared__ array, map_shared_rank past the peer's array and
# with rank CLUSTER_SIZE, partials read past their end, a local array overrun through a helper),
# and stack/resources (infinite and 1024-deep recursion, asserts and traps in one thread, printf
# that imitates the judge's lines, an unchecked 16 MB device malloc, a local array over 512 KiB).
# Body = the kernel's body; pre = file-scope code before it. Every verdict was decided before
# p34 ran the kernel.
# Citations: PG = CUDA C++ Programming Guide (Device Memory Accesses: natural alignment, cudaMalloc
# alignment of 256 bytes; Variable Memory Space Specifiers: __shared__ has no initial value, a
# __device__ variable lives as long as the context; Distributed Shared Memory / Cluster Group
# map_shared_rank; Assertion; Formatted Output; Dynamic Global Memory Allocation: 8 MB default
# heap, malloc returns NULL when it cannot allocate; Recursion / cudaLimitStackSize; Technical
# Specifications: 512 KiB of local memory per thread). PTX = PTX ISA (Addresses as Operands:
# misaligned access undefined, runtime cudaErrorMisalignedAddress; Generic Addressing: the .local
# and .shared windows map to the executing thread's local memory and the executing CTA's shared
# memory; shl/shr clamp the count; trap). C++ = ISO C++ ([basic.indet] indeterminate values;
# [expr.add] outside an array; [basic.stc.auto] lifetime ends at the block's end; [expr.shift];
# [conv.integral]). SPEC = docs/SPEC.md (launch shapes and buffer lengths, 0 bytes of dynamic
# shared memory - kernels.cu -, --last-block launches twice with no host reset, exit codes).
# p34's conventions from the earlier hunts: an access outside a buffer, a __shared__ array, a
# local array or the launch's shared memory is exit 5 (verdict-edge a04, verdict-state c17,
# verdict-scale); a shift whose C++ is undefined but whose PTX is defined is "unclear"
# (verdict-numerics); a read of a never-stored value that reaches a result is exit 1.
MIS = r'misaligned'
OOB = r'out-of-bounds|out of bounds'
UNINIT = r'read before|before any thread stored|never stored|no initial|uninitiali|nan|not written|holds no value|no defined value|no value'
WRONG = r'❌|not written'
NULLP = r'null|NULL|\(nil\)|illegal memory access'
STACK = r'stack overflow|recursion|stack'
TRAP = r'trap|assert'
LOCALP = r'local|another thread|its own'
SHPTR = r'shared|map_shared_rank'

VAL = r'''
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
'''
TREE = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
'''
RTREE = TREE.replace(' * (float)(rank + 1)', '')
CO_TAIL = r'''
    if (tid == 0) output[rank] = sm[0];
    cluster_sync();'''
RED_TAIL = r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }'''
LB_TREE = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) partials[blockIdx.x] = sm[0];
'''
LB_TAIL = r'''
    if (is_last_block(counter)) {
        if (tid == 0) {
            float s = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++) s += partials[b];
            output[0] = s;
            *counter = 0;
        }
    }'''
ADV_HEAD = r'''
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int tid = threadIdx.x, lane = tid & (WARP_SIZE - 1), warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    shared_data[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
'''
ADV_TAIL = r'''
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += warp_sums[w];
        output[rank] = t;
    }
    cluster_wait();'''

# ============================================================ misaligned accesses
CHAR_F4 = r'''
    __shared__ float part[TPB / 4];
    reinterpret_cast<float *>(raw)[tid] = v;
    __syncthreads();
    if (tid < TPB / 4) {
        const float4 q = reinterpret_cast<const float4 *>(raw)[tid];
        part[tid] = q.x + q.y + q.z + q.w;
    }
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / 4; i++) s += part[i];
        output[rank] = s;
    }
    cluster_sync();'''
case('m01_char_buffer_align16_float4', 'coordination', 'pass',
     'A `__shared__ __align__(16) unsigned char raw[TPB * 4]` byte buffer holds the scaled values as floats; threads 0-63 read it back as float4 at raw + 16 t. __align__(16) makes the buffer 16-byte aligned (PG Variable Type Qualifiers / __align__; PG Device Memory Accesses: a 16-byte access must be naturally aligned), every float4 address is a multiple of 16: correct; 64 partial sums in another order stay within the SPEC bound.',
     VAL + '    __shared__ __align__(16) unsigned char raw[TPB * sizeof(float)];\n' + CHAR_F4)

case('m02_char_buffer_no_align_float4', 'coordination', 'unclear',
     'As m01 without __align__ and with a one-byte `__shared__ unsigned char tag` declared first: a char array needs only 1-byte alignment (C++ alignof), so whether raw lands on a 16-byte boundary is the compiler\'s shared-memory layout (ptxas may sort or pad variables); if it does not, the float4 load faults (PTX Addresses as Operands: cudaErrorMisalignedAddress, exit 5), if it does, the kernel passes. The rules do not fix the layout: unclear.',
     VAL + '    __shared__ unsigned char tag;\n    __shared__ unsigned char raw[TPB * sizeof(float)];\n    if (tid == 0) tag = 1;\n' +
     CHAR_F4.replace('output[rank] = s;', 'if (tag) output[rank] = s;'))

case('m03_char_buffer_header_word_float4', 'coordination', 'fail 5',
     'As m01 (aligned buffer) with a 4-byte count header: thread 0 stores the element count at raw[0..3], the values go after it, and threads 0-63 read float4 from raw + 4 + 16 t. Every such address is 4 past a 16-byte boundary: a misaligned 16-byte shared load, cudaErrorMisalignedAddress (PTX Addresses as Operands; PG Device Memory Accesses): exit 5 at the float4 load.',
     VAL + r'''
    __shared__ __align__(16) unsigned char raw[(TPB + 4) * sizeof(float)];
    __shared__ float part[TPB / 4];
    if (tid == 0) reinterpret_cast<int *>(raw)[0] = TPB;
    reinterpret_cast<float *>(raw + sizeof(float))[tid] = v;
    __syncthreads();
    if (tid < TPB / 4) {
        const float4 q = reinterpret_cast<const float4 *>(raw + sizeof(float))[tid];  // CAUSE
        part[tid] = q.x + q.y + q.z + q.w;
    }
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < reinterpret_cast<int *>(raw)[0] / 4; i++) s += part[i];
        output[rank] = s;
    }
    cluster_sync();''', cause=MIS)

case('m04_temp_storage_float4_read', 'reduction', 'pass',
     'Rank 0 thread 0 reads the four block sums as one float4 from temp_storage after cluster_sync(): temp_storage is a cudaMalloc buffer, aligned to at least 256 bytes (PG Device Memory Accesses), so the 16-byte load is naturally aligned. Integers, exact.',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        const float4 t = *reinterpret_cast<const float4 *>(temp_storage);
        output[0] = t.x + t.y + t.z + t.w;
    }''')

case('m05_temp_storage_float2_middle', 'reduction', 'fail 5',
     'Rank 0 thread 0 reads the two middle block sums as one float2 from temp_storage + 1 and the outer two as floats: temp_storage + 1 is 4 bytes past the buffer\'s 256-byte-aligned start, not a multiple of 8: a misaligned 8-byte global load (PTX Addresses as Operands; cudaErrorMisalignedAddress): exit 5.',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        const float2 mid = *reinterpret_cast<const float2 *>(temp_storage + 1);  // CAUSE
        output[0] = temp_storage[0] + mid.x + mid.y + temp_storage[3];
    }''', cause=MIS)

case('m06_warp_sums_align16_float4', 'advanced', 'pass',
     'The eight warp sums live in `__shared__ __align__(16) float ws[8]`; thread 0 reads them as two float4 (ws and ws + 4, byte offsets 0 and 16): aligned by __align__ (PG __align__; Device Memory Accesses). Same sum as the reference in another order: within the SPEC bound.',
     ADV_HEAD + r'''
    __shared__ __align__(16) float ws[TPB / WARP_SIZE];
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += shared_data[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        const float4 a = reinterpret_cast<const float4 *>(ws)[0], b = reinterpret_cast<const float4 *>(ws)[1];
        output[rank] = (a.x + a.y + a.z + a.w) + (b.x + b.y + b.z + b.w);
    }
    cluster_wait();''')

case('m07_float4_view_indexed_by_global_i', 'last-block', 'fail 5',
     'Every thread loads `reinterpret_cast<const float4 *>(input)[global_i]` meaning "my element, vectorised", but the index counts float4s: thread global_i reads floats 4 global_i .. 4 global_i + 3, so block 64 thread 0 reads input[65536..65539], past the 65536-float input (C++ [expr.add]; compute-sanitizer invalid __global__ read; p34 convention exit 5). Aligned, but out of bounds.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const int global_i = blockIdx.x * blockDim.x + tid;
    const float4 q = reinterpret_cast<const float4 *>(input)[global_i];  // CAUSE
    sm[tid] = q.x;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) partials[blockIdx.x] = sm[0];
''' + LB_TAIL, cause=OOB)

case('m08_float4_first_quarter_of_block', 'last-block', 'pass',
     'Threads 0-63 load `reinterpret_cast<const float4 *>(input + blockIdx.x * TPB)[tid]`: the block\'s 1024-byte slice starts on a 16-byte boundary of a 256-byte-aligned cudaMalloc buffer (PG Device Memory Accesses), each float4 is naturally aligned and in bounds; threads 64-255 contribute 0. Integers, exact.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    float x = 0.0f;
    if (tid < TPB / 4) {
        const float4 q = reinterpret_cast<const float4 *>(input + blockIdx.x * TPB)[tid];
        x = (q.x + q.y) + (q.z + q.w);
    }
    sm[tid] = x;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) partials[blockIdx.x] = sm[0];
''' + LB_TAIL)

case('m09_ldg_float4_offset_two', 'reduction', 'fail 5',
     'Threads 0-62 read `__ldg(reinterpret_cast<const float4 *>(input + base + 2) + tid)` (the learner handles the first two and last two elements separately): input + base + 2 is 8 bytes past a 16-byte boundary, so every 16-byte ld.global.nc is misaligned (PTX Addresses as Operands, ld: vector accesses must be aligned to their size; cudaErrorMisalignedAddress): exit 5 at the __ldg.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const int base = blockIdx.x * TPB;
    float x = 0.0f;
    if (tid < TPB / 4 - 1) {
        const float4 q = __ldg(reinterpret_cast<const float4 *>(input + base + 2) + tid);  // CAUSE
        x = (q.x + q.y) + (q.z + q.w);
    } else if (tid == TPB / 4 - 1) {
        x = input[base] + input[base + 1] + input[base + TPB - 2] + input[base + TPB - 1];
    }
    sm[tid] = x;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }''' + RED_TAIL, cause=MIS)

HDR_SM = VAL + r'''
    __shared__ __align__(16) float sm[TPB + 1];
    __shared__ float part[TPB / 4];
    if (tid == 0) sm[0] = 0.0f;  // header slot
    sm[1 + tid] = v;
    __syncthreads();
    if (tid < TPB / 4) {
        float4 q;
%s
        part[tid] = q.x + q.y + q.z + q.w;
    }
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / 4; i++) s += part[i];
        output[rank] = s;
    }
    cluster_sync();'''
case('m10_memcpy_unaligned_float4', 'coordination', 'pass',
     'The values sit at sm[1 .. 256] (sm[0] a header); threads 0-63 copy 16 bytes from &sm[1 + 4 t] into a float4 with memcpy. memcpy of trivially copyable bytes is defined at any alignment (C++ [basic.types]; the compiler must emit accesses the source\'s 4-byte alignment allows): no misaligned vector access, right sum within the SPEC bound.',
     HDR_SM % '        memcpy(&q, &sm[1 + 4 * tid], sizeof q);')

case('m11_reinterpret_unaligned_float4', 'coordination', 'fail 5',
     'As m10 but `q = *reinterpret_cast<const float4 *>(&sm[1 + 4 * tid]);`: sm is declared __align__(16), so &sm[1 + 4 t] is 4 bytes past a multiple of 16 for every t: a misaligned 16-byte shared load (PTX Addresses as Operands; cudaErrorMisalignedAddress): exit 5.',
     HDR_SM % '        q = *reinterpret_cast<const float4 *>(&sm[1 + 4 * tid]);  // CAUSE', cause=MIS)

PAD_TILE = ADV_HEAD + r'''
    __shared__ __align__(16) float tile[(TPB / WARP_SIZE) * %d];
    tile[warp * %d + lane] = shared_data[tid];
    __syncwarp();
    if (elect_one_sync()) {
        const float4 *row = reinterpret_cast<const float4 *>(&tile[warp * %d]);%s
        float s = 0.0f;
        for (int k = 0; k < WARP_SIZE / 4; k++) {
            const float4 q = row[k];
            s += (q.x + q.y) + (q.z + q.w);
        }
        warp_sums[warp] = s;
    }''' + ADV_TAIL
case('m12_padded_tile_33_float4', 'advanced', 'fail 5',
     'Each warp copies its 32 values into a row of a tile padded to 33 floats per row (the bank-conflict "+1"), and the elected lane reads its row as 8 float4 from &tile[warp * 33]. tile is 16-aligned, but row 1 starts at byte 132, 4 past a multiple of 16: warp 1\'s first float4 load is misaligned (PTX Addresses as Operands; cudaErrorMisalignedAddress): exit 5.',
     PAD_TILE % (33, 33, 33, '  // CAUSE'), cause=MIS)

case('m13_padded_tile_36_float4', 'advanced', 'pass',
     'As m12 with rows padded to 36 floats (144 bytes, a multiple of 16): every row and every float4 in it is 16-byte aligned (PG __align__, Device Memory Accesses); within the SPEC bound.',
     PAD_TILE % (36, 36, 36, ''))

# ============================================================ uninitialised values
WS_RED = r'''
    __shared__ float ws[WARP_SIZE];
    const int tid = threadIdx.x, lane = tid & (WARP_SIZE - 1), warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + tid];
    for (int off = WARP_SIZE / 2; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    if (warp == 0) {
%s
        for (int off = WARP_SIZE / 2; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
        if (lane == 0) temp_storage[rank] = v;
    }
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }'''
case('u01_warp_sums_read_all_32', 'reduction', 'fail 1',
     'The usual two-level shuffle reduction with `__shared__ float ws[WARP_SIZE]`, but warp 0 reads `v = ws[lane]` for all 32 lanes: only ws[0..7] were stored (8 warps). ws[8..31] hold no value (PG __shared__: no initialiser; C++ [basic.indet]); the second shuffle sums them into the block sum: wrong value, exit 1 (on a GPU: whatever the shared memory held).',
     WS_RED % '        v = ws[lane];  // CAUSE', cause=UNINIT)

case('u02_warp_sums_guarded', 'reduction', 'pass',
     'As u01 with the guard `v = lane < TPB / WARP_SIZE ? ws[lane] : 0.0f;`: only the 8 stored slots are read. Integers, exact.',
     WS_RED % '        v = lane < TPB / WARP_SIZE ? ws[lane] : 0.0f;')

case('u03_accumulator_set_in_lane0_only', 'coordination', 'fail 1',
     '`float s; if (lane == 0) s = 0.0f; s += v;` then a warp shuffle tree over s: in lanes 1-31 s is read before any value was given to it (C++ [basic.indet]: indeterminate value, undefined); their garbage enters every warp sum: wrong value, exit 1 (the H100 may hold 0 in the register and pass by luck, as verdict-edge c17 did).',
     VAL + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const int lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    float s;  // CAUSE
    if (lane == 0) s = 0.0f;
    s += v;
    for (int off = WARP_SIZE / 2; off > 0; off >>= 1) s += __shfl_down_sync(0xffffffffu, s, off);
    if (lane == 0) ws[warp] = s;
    __syncthreads();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_sync();''', cause=UNINIT)

case('u04_accumulator_set_on_first_iteration', 'coordination', 'pass',
     'Thread 0 sums `float s; for (i...) { if (i == 0) s = sm[i]; else s += sm[i]; }`: s is given a value in the first iteration before its first read (C++: no indeterminate value is read). Same order as the reference.',
     VAL + r'''
    __shared__ float sm[TPB];
    sm[tid] = v;
    __syncthreads();
    if (tid == 0) {
        float s;
        for (int i = 0; i < TPB; i++) {
            if (i == 0) s = sm[i];
            else s += sm[i];
        }
        output[rank] = s;
    }
    cluster_sync();''')

case('u05_device_sum_not_reset', 'last-block', 'fail 1',
     'Each block atomicAdds its partial into `__device__ float g_sum` (after a fence, before the ticket); the last block stores g_sum into output[0] and resets *counter but not g_sum. A __device__ variable keeps its value across launches (PG Variable Memory Space Specifiers: lifetime of the context); SPEC launches --last-block twice, so launch 2 stores twice the sum: wrong value, exit 1.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) { partials[blockIdx.x] = sm[0]; atomicAdd(&g_sum, sm[0]); }  // CAUSE
    if (is_last_block(counter) && tid == 0) {
        output[0] = atomicAdd(&g_sum, 0.0f);
        *counter = 0;
    }''', pre='__device__ float g_sum;', cause=r'❌|not reset|launch 2|kept')

case('u06_device_sum_taken_by_exchange', 'last-block', 'pass',
     'As u05, but the last block takes the total with `atomicExch(&g_sum, 0.0f)`: it reads every block\'s add (each block\'s add precedes its fence and ticket; the last ticket follows them all: PG Memory Fence Functions) and leaves 0 for the next launch. Integers below 2^24, exact in any order.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) { partials[blockIdx.x] = sm[0]; atomicAdd(&g_sum, sm[0]); }
    if (is_last_block(counter) && tid == 0) {
        output[0] = atomicExch(&g_sum, 0.0f);
        *counter = 0;
    }''', pre='__device__ float g_sum;')

case('u07_struct_member_uninitialised', 'coordination', 'fail 1',
     'Thread 0 accumulates into a local `struct Acc { float sum; int n; } a; a.n = 0;` - a.sum is never given a value before `a.sum += sm[i]` (C++ [basic.indet]; default-initialisation of a struct with no constructor leaves members indeterminate): wrong value, exit 1 by the rules.',
     VAL + r'''
    __shared__ float sm[TPB];
    sm[tid] = v;
    __syncthreads();
    if (tid == 0) {
        Acc a;  // CAUSE
        a.n = 0;
        for (int i = 0; i < TPB; i++) { a.sum += sm[i]; a.n++; }
        output[rank] = a.sum;
    }
    cluster_sync();''', pre='struct Acc { float sum; int n; };', cause=UNINIT)

case('u08_malloc_filled_one_short', 'advanced', 'fail 1',
     'Each elected lane mallocs 32 floats, copies its warp\'s values with `i < WARP_SIZE - 1` (31 of them) and sums all 32: buf[31] was never stored; memory malloc returns holds no defined value (PG Dynamic Global Memory Allocation; C++ [basic.indet]); the sum is wrong (also a term is missing): exit 1.',
     ADV_HEAD + r'''
    if (elect_one_sync()) {
        float *buf = (float *)malloc(WARP_SIZE * sizeof(float));
        float s = 0.0f;
        if (buf) {
            for (int i = 0; i < WARP_SIZE - 1; i++) buf[i] = shared_data[warp * WARP_SIZE + i];
            for (int i = 0; i < WARP_SIZE; i++) s += buf[i];  // CAUSE
            free(buf);
        } else {
            for (int i = 0; i < WARP_SIZE; i++) s += shared_data[warp * WARP_SIZE + i];
        }
        warp_sums[warp] = s;
    }''' + ADV_TAIL, cause=UNINIT + '|❌')

case('u09_shared_total_zeroed_in_rank0_only', 'reduction', 'fail 1',
     'Every thread atomicAdds its input into `__shared__ float total`, which thread 0 zeroes only `if (rank == 0)`: in blocks 1-3 the adds start from a never-stored shared value (PG __shared__: no initialiser): their block sums are garbage: wrong value, exit 1.',
     r'''
    __shared__ float total;
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (rank == 0 && tid == 0) total = 0.0f;
    __syncthreads();
    atomicAdd(&total, input[blockIdx.x * blockDim.x + tid]);  // CAUSE
    __syncthreads();
    if (tid == 0) temp_storage[rank] = total;
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''', cause=UNINIT)

case('u10_last_block_stale_upper_half', 'last-block', 'fail 1',
     'The last block folds the 256 partials two per thread into sm[0..127] (`sm[t] = partials[t] + partials[t + 128]` for t < 128) and then runs the full tree from stride 128: the first step adds sm[128..255], which still hold this block\'s own inputs from its first phase (not zero, not partials). Defined but stale values: the total is too large by their sum: wrong value, exit 1.',
     LB_TREE + r'''
    if (is_last_block(counter)) {
        if (tid < TPB / 2) sm[tid] = partials[tid] + partials[tid + TPB / 2];
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];  // CAUSE
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''', cause=WRONG)

case('u11_rank0_reads_own_unwritten_slot', 'reduction', 'fail 1',
     'Ranks 1-3 publish temp_storage[rank]; rank 0 keeps its own sum in shared memory and starts `total = sm[0]` but then loops r = 0 .. 3 over temp_storage: temp_storage[0] was never stored this launch (the host fills it with NaN, SPEC Checking), so the total is NaN: wrong value, exit 1.',
     RTREE + r'''
    if (tid == 0 && rank != 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = sm[0];
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];  // CAUSE
        output[0] = total;
    }''', cause=UNINIT)

case('u12_padding_slot_never_read', 'coordination', 'pass',
     '`__shared__ float sm[TPB + 1]` (a padding slot) whose sm[TPB] is never stored and never read: an unread indeterminate value is no error (C++ [basic.indet] concerns evaluations that produce it). Same sum as the reference.',
     VAL + r'''
    __shared__ float sm[TPB + 1];
    sm[tid] = v;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sm[i];
        output[rank] = s;
    }
    cluster_sync();''')

# ============================================================ integer UB and arithmetic
BAL = ADV_HEAD + r'''
    float s = shared_data[tid];
    for (int off = WARP_SIZE / 2; off > 0; off >>= 1) s += __shfl_xor_sync(0xffffffffu, s, off);
    const unsigned int act = __ballot_sync(0xffffffffu, 1);
%s''' + ADV_TAIL
case('i01_ballot_above_shift_32', 'advanced', 'unclear',
     'Every lane holds its warp\'s sum (xor shuffle); the writer is the highest active lane, found as `(act >> (lane + 1)) == 0`. Lane 31 shifts a 32-bit value by 32: undefined in C++ ([expr.shift]); PTX shr.b32 clamps the count (result 0: lane 31 writes, right), x86 masks it (count 0: nobody writes). C++ UB with a defined PTX result: unclear by the project\'s rule (verdict-numerics); the H100 is expected to pass and the simulator to give PTX\'s value with a warning.',
     BAL % '    if ((act >> (lane + 1)) == 0) warp_sums[warp] = s;  // CAUSE', cause=r'shift')

case('i02_ballot_below_mask', 'advanced', 'pass',
     'As i01 but the writer is the lowest active lane: `(act & ((1u << lane) - 1u)) == 0`; lane <= 31, so the shift is defined (C++ [expr.shift]: count below the width); lane 0 writes.',
     BAL % '    if ((act & ((1u << lane) - 1u)) == 0) warp_sums[warp] = s;')

case('i03_unsigned_countdown_temp_storage', 'reduction', 'fail 5',
     'Rank 0 sums `for (unsigned int r = CLUSTER_SIZE - 1; r >= 0; --r) total += temp_storage[r];`: an unsigned r >= 0 is always true; after r = 0 it wraps to 4294967295 (C++ [basic.fundamental]: unsigned arithmetic is modulo 2^32) and temp_storage[4294967295] is 16 GiB past the buffer: out of bounds, exit 5 (compute-sanitizer invalid __global__ read; an unmapped address on the GPU).',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (unsigned int r = CLUSTER_SIZE - 1; r >= 0; --r) total += temp_storage[r];  // CAUSE
        output[0] = total;
    }''', cause=OOB)

LEFT = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const int global_i = blockIdx.x * blockDim.x + tid;
%s
    if (left_val > 1.0e30f) printf("odd left neighbour %%f\n", left_val);
    sm[tid] = input[global_i];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) partials[blockIdx.x] = sm[0];
''' + LB_TAIL
case('i04_size_t_left_neighbour_ge_zero', 'last-block', 'fail 5',
     'A debug check reads each thread\'s left neighbour: `const size_t left = blockIdx.x * blockDim.x + tid - 1; left_val = left >= 0 ? input[left] : 0.0f;`. The index is unsigned arithmetic (unsigned int + int converts to unsigned, C++ [expr.arith.conv]), so block 0 thread 0 gets 4294967295, and `left >= 0` on a size_t is always true: input[4294967295] is read, 16 GiB past the buffer: out of bounds, exit 5.',
     LEFT % '    const size_t left = blockIdx.x * blockDim.x + tid - 1;\n    const float left_val = left >= 0 ? input[left] : 0.0f;  // CAUSE', cause=OOB)

case('i05_int_left_neighbour_ge_zero', 'last-block', 'pass',
     'As i04 with `const int left = global_i - 1;`: signed, so `left >= 0` is false for global_i 0 and no read leaves the input. The check never prints; the reference result.',
     LEFT % '    const int left = global_i - 1;\n    const float left_val = left >= 0 ? input[left] : 0.0f;')

# ============================================================ pointer UB
NULLDST = RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    float *dst = nullptr;
    if (rank == 0) dst = output;
    if (tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
%s
    }'''
case('p01_null_destination_other_ranks', 'reduction', 'fail 5',
     '`float *dst = nullptr; if (rank == 0) dst = output;` and then thread 0 of every rank stores `*dst = total`: ranks 1-3 store through a null pointer (C++: undefined; on the GPU address 0 is not mapped: cudaErrorIllegalAddress): exit 5.',
     NULLDST % '        *dst = total;  // CAUSE', cause=NULLP)

case('p02_null_destination_checked', 'reduction', 'pass',
     'As p01 with `if (dst) *dst = total;`: only rank 0 stores, through a valid pointer. Exactly one writer (SPEC); integers, exact.',
     NULLDST % '        if (dst) *dst = total;')

LOCAL_PUB = VAL + r'''
    __shared__ float sm[TPB];
%s
    sm[tid] = v;
    __syncthreads();
    float total = 0.0f;
    if (tid == 0) {
        for (int i = 0; i < TPB; i++) total += sm[i];
%s
    }
    __syncthreads();
%s
    cluster_sync();'''
case('p03_local_address_published', 'coordination', 'fail 1',
     'Thread 0 sums into its local `float total` and publishes `ptot = &total` in a `__shared__ float *`; after __syncthreads() thread 32 stores `output[rank] = *ptot`. A local variable\'s generic address lies in the .local window, which maps to the local memory of the thread that dereferences it (PTX Generic Addressing; PG Local Memory: private to the thread): thread 32 reads its own `total` (0), not thread 0\'s: wrong value, exit 1.',
     LOCAL_PUB % ('    __shared__ float *ptot;', '        ptot = &total;', '    if (tid == WARP_SIZE) output[rank] = *ptot;  // CAUSE'), cause=LOCALP)

case('p04_local_value_published', 'coordination', 'pass',
     'As p03, but thread 0 copies the value into `__shared__ float tot` and thread 32 stores tot after the barrier: shared memory is visible to the block (PG __syncthreads). Right.',
     LOCAL_PUB % ('    __shared__ float tot;', '        tot = total;', '    if (tid == WARP_SIZE) output[rank] = tot;'))

case('p05_dangling_local_array', 'coordination', 'unclear',
     'A helper `float *stage(...)` fills a local `float t[4]` and returns t; thread 0 sums p[0..3] through the returned pointer. t\'s lifetime ended at the return (C++ [basic.stc.auto]): undefined. On the GPU the frame is usually still intact (inlined, or not yet overwritten) so it may pass; a compiler may also fold the dangling pointer to null (GCC does) and fault. Unknowable by the rules: unclear.',
     VAL + r'''
    __shared__ float sm[TPB];
    sm[tid] = v;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i += 4) {
            const float *p = stage(sm, i);  // CAUSE
            s += p[0] + p[1] + p[2] + p[3];
        }
        output[rank] = s;
    }
    cluster_sync();''', pre=r'''
__device__ __noinline__ float *stage(const float *src, int base)
{
    float t[4];
    for (int k = 0; k < 4; k++) t[k] = src[base + k];
    return t;
}''')

case('p06_every_rank_stores_output_rank', 'reduction', 'fail 5',
     'After cluster_sync() thread 0 of every rank sums temp_storage and stores `output[rank] = total` (copied from the coordination puzzle): --reduction\'s output holds 1 float (SPEC Launches), so ranks 1-3 store past its end: out of bounds (C++ [expr.add]; compute-sanitizer invalid __global__ write; p34 convention exit 5).',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[rank] = total;  // CAUSE
    }''', cause=OOB)

case('p07_extern_shared_after_static', 'coordination', 'fail 5',
     'Besides a static `__shared__ float sm[TPB]`, the tree runs in `extern __shared__ float work[]`, copied from a kernel whose launch gave TPB floats of dynamic shared memory; p34 launches with 0 bytes (kernels.cu; PG Shared Memory: the extern array\'s size is the launch\'s dynamic size). work[tid] is past the block\'s shared allocation: out of bounds, exit 5 (p34 convention, verdict-cxx c22).',
     VAL + r'''
    __shared__ float sm[TPB];
    extern __shared__ float work[];
    sm[tid] = v;
    work[tid] = v;  // CAUSE
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) work[tid] += work[tid + s];
        __syncthreads();
    }
    if (tid == 0) output[rank] = work[0];
    cluster_sync();''', cause=OOB)

case('p08_helper_walks_past_shared', 'advanced', 'fail 5',
     'The elected lane calls `warp_total(&shared_data[warp * WARP_SIZE])`, a helper that sums `for (i = 0; i <= WARP_SIZE; i++) s += base[i]` (off by one): warp 7 reads base[32] = shared_data[256], one past the array, through pointer arithmetic in the helper (C++ [expr.add]: undefined; p34 convention for an access outside a __shared__ array: exit 5, verdict-edge a04). (Warps 0-6 also add their neighbour\'s first value.)',
     ADV_HEAD + r'''
    if (elect_one_sync()) warp_sums[warp] = warp_total(&shared_data[warp * WARP_SIZE]);''' + ADV_TAIL,
     pre=r'''
__device__ float warp_total(const float *base)
{
    float s = 0.0f;
    for (int i = 0; i <= WARP_SIZE; i++) s += base[i];  // CAUSE
    return s;
}''', cause=OOB)

case('p09_dsmem_ring_shift_past_end', 'reduction', 'fail 5',
     'Each block sums the next rank\'s inputs through DSMEM (a rotation), reading `peer[tid + 1]` (meant to skip a header that does not exist): thread 255 reads peer[256], one past the peer\'s 256-float __shared__ array (C++ [expr.add]; PG Distributed Shared Memory: the mapped address is the peer\'s variable): out of bounds, exit 5 (p34 convention).',
     r'''
    __shared__ float sm[TPB];
    __shared__ float red[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    cg::cluster_group cluster = cg::this_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    cluster.sync();
    const float *peer = cluster.map_shared_rank(sm, (rank + 1) % CLUSTER_SIZE);
    red[tid] = peer[tid + 1];  // CAUSE
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) red[tid] += red[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = red[0];
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
    }''', cause=OOB)

case('p10_map_shared_rank_cluster_size', 'reduction', 'fail 5',
     'Rank 0 thread 0 gathers the block sums from each rank\'s `__shared__ float bsum` with `for (r = 0; r <= CLUSTER_SIZE; r++) total += *cluster.map_shared_rank(&bsum, r);`: rank 4 does not exist in a cluster of 4 (PG Cluster Group: map_shared_rank takes a block rank below num_blocks(); PTX mapa: the target CTA must be in the cluster, otherwise undefined): the address of no block\'s shared memory: exit 5 (p34 convention for an access outside shared memory).',
     RTREE + r'''
    __shared__ float bsum;
    cg::cluster_group cluster = cg::this_cluster();
    if (tid == 0) bsum = sm[0];
    cluster.sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r <= CLUSTER_SIZE; r++) total += *cluster.map_shared_rank(&bsum, r);  // CAUSE
        output[0] = total;
    }
    cluster.sync();''', cause=r'map_shared_rank|rank 4|out-of-bounds|out of bounds|cluster')

case('p11_last_block_partials_upper_half_all_threads', 'last-block', 'fail 5',
     'The last block folds the partials two per thread with `sm[tid] = partials[tid] + partials[tid + TPB / 2]` for all 256 threads (the `tid < 128` guard forgotten): threads 128-255 read partials[256..383], past the 256-float buffer (SPEC Launches): out of bounds, exit 5.',
     LB_TREE + r'''
    if (is_last_block(counter)) {
        sm[tid] = partials[tid] + partials[tid + TPB / 2];  // CAUSE
        __syncthreads();
        for (int s = TPB / 4; s > 0; s >>= 1) {
            if (tid < s) sm[tid] += sm[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }''', cause=OOB)

case('p12_helper_writes_in_bounds', 'coordination', 'pass',
     'A helper `put(float *row, int i, float x) { row[i] = x; }` writes through a pointer to the block\'s __shared__ array at i = tid < TPB, and `add_pair(row, i, s)` adds row[i + s] for i < s: every access is inside the array (C++ [expr.add]). The reference tree.',
     VAL + r'''
    __shared__ float sm[TPB];
    put(sm, tid, v);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) add_pair(sm, tid, s);
        __syncthreads();
    }
    if (tid == 0) output[rank] = sm[0];
    cluster_sync();''', pre=r'''
__device__ void put(float *row, int i, float x) { row[i] = x; }
__device__ void add_pair(float *row, int i, int s) { row[i] += row[i + s]; }''')

case('p13_shared_pointer_via_global', 'advanced', 'pass',
     '(Written "fail 1" before the run; corrected after it, an error in my reasoning: the project already settled this shape - sim/check.cpp shptr_*, pyport r20, H100 docs/verify-verdict-gpu/run26 - and the PTX ISA says so.) Every block publishes `g_ws[rank] = warp_sums` (a generic pointer to its own __shared__ array) in a `__device__ float *g_ws[4]`; after cluster_sync() rank 0 thread 0 sums g_ws[r][0..7] for every r and writes all four outputs. I first took the .shared window to map to the executing CTA only; but on sm_90 the .shared::cta window lies within the .shared::cluster window (PTX ISA, Shared State Space / Generic Addressing), so the generic address a block takes of its own variable names that block\'s memory anywhere in its cluster, and the H100 gives the right sums (run26). cluster_sync() orders the stores before rank 0\'s reads and the peers stay until rank 0 is done (the second cluster_sync). One writer per output: pass.',
     ADV_HEAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }
    __syncthreads();
    if (tid == 0) g_ws[rank] = warp_sums;
    cluster_sync();
    if (rank == 0 && tid == 0) {
        for (int r = 0; r < CLUSTER_SIZE; r++) {
            float t = 0.0f;
            for (int w = 0; w < TPB / WARP_SIZE; w++) t += g_ws[r][w];  // CAUSE
            output[r] = t;
        }
    }
    cluster_sync();''', pre='__device__ float *g_ws[CLUSTER_SIZE];')

case('p14_local_copy_overrun_in_helper', 'last-block', 'fail 5',
     'The last block\'s thread 0 copies the partials into a local `float loc[TPB / 2]` with a helper `copy_n(loc, partials, gridDim.x)`: 256 floats into a 128-float local array, a write 512 bytes past its end through a pointer (C++ [expr.add]: undefined; p34 convention for an access outside a local array: exit 5, verdict-state c17; on a GPU it overwrites the thread\'s other local memory or leaves its local window).',
     LB_TREE + r'''
    if (is_last_block(counter) && tid == 0) {
        float loc[TPB / 2];
        copy_n(loc, partials, gridDim.x);  // CAUSE
        float s = 0.0f;
        for (int b = 0; b < TPB / 2; b++) s += loc[b];
        output[0] = s;
        *counter = 0;
    }''', pre=r'''
__device__ __noinline__ void copy_n(float *dst, const float *src, unsigned int n)
{
    for (unsigned int i = 0; i < n; i++) dst[i] = src[i];
}''', cause=OOB + r'|local|stack')

# ============================================================ stack and resources
case('s01_infinite_recursion_bad_base_case', 'coordination', 'fail 5',
     'Thread 0 sums with a divide-and-conquer helper `tree(a, lo, hi)` whose base case is `lo == hi` (return 0) instead of `hi - lo == 1`: tree(lo, lo + 1) splits into tree(lo, lo) and tree(lo, lo + 1) again, forever. Each call takes stack; a GPU thread\'s stack is cudaLimitStackSize (PG Recursion; cudaDeviceSetLimit): it overflows and the kernel stops with an error (illegal address / launch failure): exit 5.',
     VAL + r'''
    __shared__ float sm[TPB];
    sm[tid] = v;
    __syncthreads();
    if (tid == 0) output[rank] = tree(sm, 0, TPB);
    cluster_sync();''', pre=r'''
__device__ float tree(const float *a, int lo, int hi)
{
    if (lo == hi) return 0.0f;
    const int mid = (lo + hi) / 2;
    return tree(a, lo, mid) + tree(a, mid, hi);  // CAUSE
}''', cause=STACK)

case('s02_recursion_depth_1024', 'reduction', 'fail 5',
     'Rank 0 thread 0 sums the whole cluster\'s 1024 inputs with `rest(in, i) = in[i] + rest(in, i + 1)`: 1024 nested calls, not a tail call (float addition is not reassociated, so no loop can replace it). ptxas cannot size a recursive stack; the launch gets cudaLimitStackSize, 1 KiB per thread by default (PG Recursion; CUDA Runtime cudaDeviceSetLimit), which p34 does not raise (kernels.cu); 1024 frames that each keep at least a return address need more than 1 KiB: stack overflow, exit 5 (the H100 gave exit 5 for depth 256, verdict-edge r12).',
     RTREE + r'''
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = rest(input, 0);''', pre=r'''
__device__ float rest(const float *in, int i)
{
    if (i == SIZE) return 0.0f;
    return in[i] + rest(in, i + 1);  // CAUSE
}''', cause=STACK)

case('s03_assert_holds_everywhere', 'coordination', 'pass',
     'Every thread asserts `assert(v >= 0.0f && v < 4.0f)`: the inputs are 0..0.9 scaled by at most 4, so every assertion holds; a device assert that holds does nothing (PG Assertion). Reference result.',
     VAL + r'''
    __shared__ float sm[TPB];
    assert(v >= 0.0f && v < 4.0f);
    sm[tid] = v;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sm[i];
        output[rank] = s;
    }
    cluster_sync();''', pre='#include <cassert>')

ASSERT_LB = LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        assert(ticket < gridDim.x);  // CAUSE
        last = ticket == gridDim.x - 1;
    }
    __syncthreads();
    if (last && tid == 0) {
        __threadfence();
        float s = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++) s += partials[b];
        output[0] = s;%s
    }'''
case('s04_assert_ticket_counter_not_reset', 'last-block', 'fail 5',
     'The ticket is checked with `assert(ticket < gridDim.x)` but the last block never resets *counter: launch 1 is right and leaves 256; in launch 2 (SPEC: no host reset) the first ticket is 256, the assertion fails, and a failed device assert stops the kernel with cudaErrorAssert (PG Assertion): exit 5 in launch 2.',
     ASSERT_LB % '', pre='#include <cassert>', cause=TRAP)

case('s05_assert_ticket_counter_reset', 'last-block', 'pass',
     'As s04 with `*counter = 0;` after the final sum: every ticket of both launches is below gridDim.x, the assertion never fails (PG Assertion). Integers, exact.',
     ASSERT_LB.replace('  // CAUSE', '') % '\n        *counter = 0;', pre='#include <cassert>')

case('s06_trap_on_large_warp_sum', 'advanced', 'fail 5',
     'The elected lane "sanity checks" `if (s > 30.0f) __trap();` on its warp sum: with input up to 0.98 scaled by rank + 1, warp 0 of block 3 sums inputs 18..49 x 0.02 = 21.44, times 4 = 85.76: __trap() executes PTX trap, which aborts the kernel with an error (PG __trap; PTX trap): exit 5.',
     ADV_HEAD + r'''
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += shared_data[warp * WARP_SIZE + i];
        if (s > 30.0f) __trap();  // CAUSE
        warp_sums[warp] = s;
    }''' + ADV_TAIL, cause=TRAP)

case('s07_printf_imitates_report', 'coordination', 'pass',
     'Thread 0 of each block prints lines that look like p34\'s own report and diagnostics (`  Block 0 : 999.0    expected 1.0    ❌`, `x.cu:1:1: error: fake`, `❌ Multi-block coordination tests failed!`) before storing the right sum. Device printf is allowed and changes no result (PG Formatted Output); the verdict is the checked values: exit 0, and the judge must not take the printed text for its own.',
     VAL + r'''
    __shared__ float sm[TPB];
    sm[tid] = v;
    __syncthreads();
    if (tid == 0) {
        printf("  Block %u : 999.0    expected 1.0    \u274c\n", rank);
        printf("x.cu:1:1: error: fake diagnosis from block %u\n", rank);
        printf("\u274c Multi-block coordination tests failed!\n");
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sm[i];
        output[rank] = s;
    }
    cluster_sync();''')

case('s08_printf_string_and_nan', 'reduction', 'pass',
     'Thread 0 of each block prints a `__device__` string with %s, its block sum with %f and a NaN (0.0f / 0.0f, printed as nan) and an int64 with %lld: device printf supports these conversions (PG Formatted Output); the NaN is only printed, never stored. Reference result.',
     RTREE + r'''
    if (tid == 0) {
        const float zero = sm[0] * 0.0f;
        printf("%s %u: sum %f, probe %f, bytes %lld\n", g_tag, rank, sm[0], zero / zero, (long long)sizeof(float) * TPB);
    }''' + RED_TAIL, pre='__device__ const char g_tag[] = "block";')

case('s09_printf_last_block_every_thread', 'last-block', 'pass',
     'In the last block every one of the 256 threads prints its partial (512 lines over the two launches, far within the 1 MB printf FIFO, PG Formatted Output); the reference is otherwise unchanged: exit 0.',
     LB_TREE + r'''
    if (is_last_block(counter)) {
        printf("partial %d = %f\n", tid, partials[tid]);
        __syncthreads();
        if (tid == 0) {
            float s = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++) s += partials[b];
            output[0] = s;
            *counter = 0;
        }
    }''')

HEAP = RTREE + r'''
    if (tid == 0) {
        float *big = (float *)malloc((size_t)16 << 20);  // 16 MB scratch "to be safe"
%s
        free(big);
    }''' + RED_TAIL
case('s10_malloc_16mb_unchecked', 'reduction', 'fail 5',
     'Thread 0 of each block mallocs 16 MB of scratch and stores its block sum in big[0] before copying it back, without checking the result: the device heap is 8 MB by default (PG Dynamic Global Memory Allocation: cudaLimitMallocHeapSize), p34 does not raise it (kernels.cu), so malloc returns NULL and the store goes through a null pointer: cudaErrorIllegalAddress, exit 5.',
     HEAP % '        big[0] = sm[0];  // CAUSE\n        sm[0] = big[0];', cause=NULLP)

case('s11_malloc_16mb_checked', 'reduction', 'pass',
     'As s10 with `if (big) { big[0] = sm[0]; sm[0] = big[0]; }`: malloc returns NULL (8 MB heap), the copy is skipped, free(NULL) does nothing (PG: free of a NULL pointer is ignored). Reference result.',
     HEAP % '        if (big) { big[0] = sm[0]; sm[0] = big[0]; }')

case('s12_local_array_over_512k', 'coordination', 'fail 5',
     '(Written "build-fail" before the run, from my memory of a ptxas "uses too much local data" refusal; corrected after the H100 run, which is the evidence: nvcc builds the file for sm_90a and the launch fails with cudaErrorInvalidValue, exit 5.) Thread 0 keeps all running sums in a local `float run[160000]` (640,000 bytes) indexed at run time: more than the 512 KiB of local memory a thread may have on sm_90 (PG Technical Specifications), so the kernel cannot be launched: a CUDA error, exit 5 (SPEC).',
     VAL + r'''
    __shared__ float sm[TPB];
    sm[tid] = v;
    __syncthreads();
    if (tid == 0) {
        float run[160000];  // CAUSE
        float s = 0.0f;
        for (int i = 0; i < 160000; i++) { s += i < TPB ? sm[i] : 0.0f; run[i] = s; }
        output[rank] = run[(int)(sm[1] * 0.0f) + 159999];
    }
    cluster_sync();''', cause=r'local|512|stack|too much')

case('s13_recursive_warp_halving', 'advanced', 'pass',
     'The elected lane sums its warp\'s 32 values with a recursive halving helper (depth log2 32 = 5): recursion is supported in device code (PG Recursion); 5 small frames fit the 1 KiB default stack. Within the SPEC bound.',
     ADV_HEAD + r'''
    if (elect_one_sync()) warp_sums[warp] = halve(&shared_data[warp * WARP_SIZE], WARP_SIZE);''' + ADV_TAIL,
     pre=r'''
__device__ float halve(const float *a, int n)
{
    if (n == 1) return a[0];
    return halve(a, n / 2) + halve(a + n / 2, n / 2);
}''')

case('s14_debug_assert_false_one_thread', 'coordination', 'fail 5',
     'A debugging leftover `if (rank == 2 && tid == 17) assert(false && "inspect block 2");` stops the kernel: one failed device assert in one thread ends the launch with cudaErrorAssert (PG Assertion): exit 5.',
     VAL + r'''
    __shared__ float sm[TPB];
    sm[tid] = v;
    if (rank == 2 && tid == 17) assert(false && "inspect block 2");  // CAUSE
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sm[i];
        output[rank] = s;
    }
    cluster_sync();''', pre='#include <cassert>', cause=TRAP)

case('s15_trap_after_correct_store', 'reduction', 'fail 5',
     'Rank 0 thread 0 stores the right total and then `__trap()`s "to stop early" (a leftover): PTX trap aborts the kernel and the launch reports an error (cudaErrorLaunchFailure; PG __trap) even though output[0] is right: exit 5 (SPEC: a CUDA error while running a kernel).',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += temp_storage[r];
        output[0] = total;
        __trap();  // CAUSE
    }''', cause=TRAP)
