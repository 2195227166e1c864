# Cases for gen.py (docs/verdict-lookalike.md): CORRECT kernels that look like the error classes the
# ub, scopes, xlate, hints and cgapi hunts taught p34 (a thread's local variable reached through a
# pointer, recursion depth, thread-scope atomics, __nv_atomic_* constant arguments, barrier macros
# and barriers inside lambdas/functors, several tickets per block, elect_one_sync, cg::memcpy_async
# batches, this_thread() meta members, far-but-in-range indices, unsigned loops), each meant to
# PASS with no warning a learner would read as blame, plus one wrong control per class.
# Body = the kernel's body; pre = file-scope code before it. Every verdict was decided before
# p34 ran the kernel.
# Citations: PG = CUDA C++ Programming Guide (Local Memory: private to the thread; Recursion and
# cudaLimitStackSize; __syncthreads in conditional code must be reached by all threads; Atomic
# Functions; Memory Fence Functions / threadFenceReduction; Cooperative Groups: this_thread,
# memcpy_async, wait, wait_prior; Warp Shuffle Functions). PTX = PTX ISA (Generic Addressing;
# Memory Consistency Model: morally strong, data race, causality order; bar.sync; elect.sync:
# which lane is elected is unspecified). LIB = libcu++ Thread Scopes (thread_scope_thread: only
# the local thread observes it; thread_scope_block: the threads of its block) and atomic_ref.
# SPEC = docs/SPEC.md (each output element stored by exactly one thread per launch; --last-block
# launches twice with no host reset, so the counter must come back to 0).
RACE = r'data race|several writers|stored by'
LOCALP = r'local|another thread|its own'
STACK = r'stack overflow|recursion|stack'
TICKETS = r'several tickets|ticket|counter'
ASYNC = r'data race|never landed|asynchronous|memcpy_async|before any thread stored|never stored'
WRONG = r'❌'

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
# thread 0 sums sm[] (filled with each thread's v) into output[rank]
CO_SUM0 = VAL + r'''
    __shared__ float sm[TPB];
    sm[tid] = v;
    __syncthreads();
'''

# ============================================================ a thread's own local variables (ub)
case('a01_helper_fills_own_local_array', 'coordination', 'pass',
     'Thread 0 passes its own local `float part[8]` to a __noinline__ helper that fills it with 8 partial sums of sm[], then adds them. A pointer to a local variable used by its own thread is ordinary C++ (PG Local Memory: private to the thread, which is the thread that uses it). Correct sum.',
     CO_SUM0 + r'''
    if (tid == 0) {
        float part[8];
        fill_parts(part, sm);
        float s = 0.0f;
        for (int i = 0; i < 8; i++) s += part[i];
        output[rank] = s;
    }
    cluster_sync();''', pre=r'''
__device__ __noinline__ void fill_parts(float *part, const float *a)
{
    for (int i = 0; i < 8; i++) {
        part[i] = 0.0f;
        for (int j = 0; j < TPB / 8; j++) part[i] += a[i * (TPB / 8) + j];
    }
}''')

case('a02_lambda_captures_own_local', 'coordination', 'pass',
     'Every thread adds its v to a local accumulator through a lambda capturing it by reference (`auto add = [&](float x) { acc += x; }`), stores acc in sm[tid]; thread 0 sums sm[] the same way. A lambda\'s reference capture is a pointer to the calling thread\'s own local (C++ [expr.prim.lambda.capture]); only that thread runs it. Correct.',
     CO_SUM0.replace('    sm[tid] = v;\n', '''    float acc = 0.0f;
    auto add = [&](float x) { acc += x; };
    add(v);
    sm[tid] = acc;
''') + r'''
    if (tid == 0) {
        float s = 0.0f;
        auto addup = [&s](float x) { s += x; };
        for (int i = 0; i < TPB; i++) addup(sm[i]);
        output[rank] = s;
    }
    cluster_sync();''')

case('a03_functor_holds_reference_to_local', 'coordination', 'pass',
     'A functor `Acc { float &sum; operator()(float x) { sum += x; } }` built by thread 0 around its own local `float s`, called over sm[]. The reference member points at thread 0\'s own local memory, used only by thread 0 (PG Local Memory). Correct.',
     CO_SUM0 + r'''
    if (tid == 0) {
        float s = 0.0f;
        Acc acc{s};
        for (int i = 0; i < TPB; i++) acc(sm[i]);
        output[rank] = s;
    }
    cluster_sync();''', pre=r'''
struct Acc {
    float &sum;
    __device__ void operator()(float x) { sum += x; }
};''')

case('a04_local_struct_with_pointer_to_local', 'advanced', 'pass',
     'Each elected lane builds a local `struct View { const float *p; float *out; }` whose `out` points at its own local `float ws`, runs a __noinline__ helper on it, then stores ws in warp_sums[warp]. Everything the pointers reach is the lane\'s own local memory or shared memory (PG Local Memory). Correct.',
     ADV_HEAD + r'''
    if (elect_one_sync()) {
        float ws = 0.0f;
        View view{&shared_data[warp * WARP_SIZE], &ws};
        sum_view(view);
        warp_sums[warp] = ws;
    }''' + ADV_TAIL, pre=r'''
struct View {
    const float *p;
    float *out;
};
__device__ __noinline__ void sum_view(View view)
{
    for (int i = 0; i < WARP_SIZE; i++) *view.out += view.p[i];
}''')

case('a05_own_shared_slot_holds_own_local_address', 'coordination', 'pass',
     'Each thread stores the address of its own local `float mine` in its own slot `__shared__ float *slot[TPB]`, and later reads `*slot[tid]` itself: the generic address in the .local window is dereferenced by the thread that owns it, so it names that thread\'s variable (PTX Generic Addressing; PG Local Memory). No other thread reads the slot\'s target. Correct.',
     VAL + r'''
    __shared__ float *slot[TPB];
    __shared__ float sm[TPB];
    float mine = v;
    slot[tid] = &mine;
    __syncthreads();
    sm[tid] = *slot[tid];
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sm[i];
        output[rank] = s;
    }
    cluster_sync();''')

case('a06_memcpy_into_local_float4', 'coordination', 'pass',
     'Threads 0..63 memcpy four floats of sm[] into a local float4 (`memcpy(&q, &sm[4 * tid], sizeof q)`), the legal way to view four floats as a vector (C++ [cstring.syn]; PG: memcpy in device code), and store their sum in part[tid]; thread 0 sums part[]. Correct.',
     CO_SUM0 + r'''
    __shared__ float part[TPB / 4];
    if (tid < TPB / 4) {
        float4 q;
        memcpy(&q, &sm[4 * tid], sizeof q);
        part[tid] = q.x + q.y + q.z + q.w;
    }
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB / 4; i++) s += part[i];
        output[rank] = s;
    }
    cluster_sync();''')

case('a07_array_of_pointers_to_own_locals', 'coordination', 'pass',
     'Thread 0 keeps four local accumulators a, b, c, d and an array `float *acc[4] = {&a, &b, &c, &d}`; it adds sm[i] into *acc[i % 4], then stores a + b + c + d. All four pointers name its own locals (PG Local Memory). Correct (float sums in another order: within tolerance).',
     CO_SUM0 + r'''
    if (tid == 0) {
        float a = 0.0f, b = 0.0f, c = 0.0f, d = 0.0f;
        float *acc[4] = {&a, &b, &c, &d};
        for (int i = 0; i < TPB; i++) *acc[i % 4] += sm[i];
        output[rank] = a + b + c + d;
    }
    cluster_sync();''')

case('a08_cg_reduce_functor_const_refs', 'advanced', 'pass',
     'cg::reduce(tile, x, Add()) over each warp with a user functor `Add { float operator()(const float &a, const float &b) const }`: the group reduction hands each thread\'s operator values it got by shuffles (PG Cooperative Groups, reduce: any associative operator; the references name the calling thread\'s own copies). Lane 0 of each tile stores the warp sum. Correct.',
     ADV_HEAD + r'''
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
    const float ws = cg::reduce(tile, shared_data[tid], Add());
    if (tile.thread_rank() == 0) warp_sums[warp] = ws;''' + ADV_TAIL, pre=r'''
struct Add {
    __device__ float operator()(const float &a, const float &b) const { return a + b; }
};''')

case('a09_invoke_one_lambda_captures_local', 'advanced', 'pass',
     'Each warp sums its values with shuffles into a local `float ws` (every lane has it), then `cg::invoke_one(tile, [&] { warp_sums[warp] = ws; })`: the lambda runs in the one elected thread and reads that thread\'s own ws through the reference capture (PG Cooperative Groups, invoke_one; C++ lambda capture). Every lane holds the same ws. Correct.',
     ADV_HEAD + r'''
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
    float ws = shared_data[tid];
    for (int o = 16; o > 0; o >>= 1) ws += tile.shfl_xor(ws, o);
    cg::invoke_one(tile, [&] { warp_sums[warp] = ws; });''' + ADV_TAIL)

case('a10_inclusive_scan_lambda_const_refs', 'advanced', 'pass',
     'cg::inclusive_scan(tile, x, [](const float &a, const float &b) { return a + b; }) over each warp; lane 31 holds the warp total and stores it (PG Cooperative Groups, inclusive_scan). Correct.',
     ADV_HEAD + r'''
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
    const float run = cg::inclusive_scan(tile, shared_data[tid], [](const float &a, const float &b) { return a + b; });
    if (lane == WARP_SIZE - 1) warp_sums[warp] = run;''' + ADV_TAIL, pre='#include <cooperative_groups/scan.h>')

case('a11_ctrl_reads_neighbours_local', 'coordination', 'fail 1',
     'CONTROL (a variant of ub p03). Every thread has a local `float total = 0`; thread 0 sums sm[] into it and publishes `&total` in a `__shared__ float *ptot`; after __syncthreads() thread 33 stores `output[rank] = *ptot`. The .local window maps to the local memory of the thread that dereferences it (PTX Generic Addressing; PG Local Memory): thread 33 reads its own total (0), not thread 0\'s sum: wrong output, exit 1.',
     CO_SUM0 + r'''
    __shared__ float *ptot;
    float total = 0.0f;
    if (tid == 0) {
        for (int i = 0; i < TPB; i++) total += sm[i];
        ptot = &total;
    }
    __syncthreads();
    if (tid == 33) output[rank] = *ptot;  // CAUSE
    __syncthreads();
    cluster_sync();''', cause=LOCALP)

# ============================================================ recursion and call depth (ub)
case('r01_log2_tree_recursion', 'coordination', 'pass',
     'Thread 0 sums sm[0..256) with a halving recursion `tree(a, n) = n == 1 ? a[0] : tree(a, n/2) + tree(a + n/2, n/2)`: depth log2 256 + 1 = 9, a few small frames, well inside the 1 KiB default stack (PG Recursion). Correct.',
     CO_SUM0 + r'''
    if (tid == 0) output[rank] = tree(sm, TPB);
    cluster_sync();''', pre=r'''
__device__ float tree(const float *a, int n)
{
    if (n == 1) return a[0];
    return tree(a, n / 2) + tree(a + n / 2, n / 2);
}''')

case('r02_template_recursion_256', 'coordination', 'build-fail',
     'Thread 0 sums sm[] with `Sum<256>::run(a) = a[255] + Sum<255>::run(a)`, a template recursion ended by the specialisation Sum<0>: 256 distinct functions, no recursion at run time; nvcc inlines them into straight-line code (and even as calls, a call graph without cycles lets ptxas size the stack exactly: PG Recursion concerns recursive calls). Correct (float sum order differs: within tolerance). [Truth corrected after GPU run 30, from pass: nvcc 13.0 refuses the file, "excessive recursion at instantiation" of the 201st nested template level (200 build), and the simulator now stops at the same depth (sim/sim.mk -ftemplate-depth=200). The passing form at 192 levels is the fixture.]',
     CO_SUM0 + r'''
    if (tid == 0) output[rank] = Sum<TPB>::run(sm);
    cluster_sync();''', pre=r'''
template <int N>
struct Sum {
    __device__ static float run(const float *a) { return a[N - 1] + Sum<N - 1>::run(a); }
};
template <>
struct Sum<0> {
    __device__ static float run(const float *) { return 0.0f; }
};''')

case('r03_recursive_helper_depth_16', 'advanced', 'pass',
     'The elected lane sums its warp\'s first and second 16 values with a linear recursion `rest(a, i, n) = i == n ? 0 : a[i] + rest(a, i + 1, n)`, depth 17 each: 17 small frames fit the 1 KiB default stack (PG Recursion; the H100 ran depth 33 frames in the edge hunt r-cases). Correct.',
     ADV_HEAD + r'''
    if (elect_one_sync()) {
        const float *a = &shared_data[warp * WARP_SIZE];
        warp_sums[warp] = rest(a, 0, 16) + rest(a + 16, 0, 16);
    }''' + ADV_TAIL, pre=r'''
__device__ float rest(const float *a, int i, int n)
{
    if (i == n) return 0.0f;
    return a[i] + rest(a, i + 1, n);
}''')

case('r04_deep_noninline_helper_chain', 'reduction', 'pass',
     'Thread 0 of rank 0 computes the total through a chain of 10 distinct __noinline__ helpers (step9 calls step8 ... calls step0), each adding temp_storage entries or passing on: no recursion, ptxas sizes the stack from the call graph (PG Recursion is about recursive calls). Correct.',
     RTREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = step9(temp_storage);''', pre=r'''
__device__ __noinline__ float step0(const float *t) { float s = 0.0f; for (int r = 0; r < CLUSTER_SIZE; r++) s += t[r]; return s; }
__device__ __noinline__ float step1(const float *t) { return step0(t); }
__device__ __noinline__ float step2(const float *t) { return step1(t); }
__device__ __noinline__ float step3(const float *t) { return step2(t); }
__device__ __noinline__ float step4(const float *t) { return step3(t); }
__device__ __noinline__ float step5(const float *t) { return step4(t); }
__device__ __noinline__ float step6(const float *t) { return step5(t); }
__device__ __noinline__ float step7(const float *t) { return step6(t); }
__device__ __noinline__ float step8(const float *t) { return step7(t); }
__device__ __noinline__ float step9(const float *t) { return step8(t); }''')

case('r05_template_chain_noinline_200', 'coordination', 'build-fail',
     'Thread 0 sums sm[] with a __noinline__ template chain `sum_from<I>(a) = a[I] + sum_from<I + 1>(a)` for I = 0..255 (256 distinct functions, each calling the next). The call graph has no cycle, so ptxas computes the whole stack need at build time (PG Recursion: cudaLimitStackSize matters only where it cannot; 256 frames of a few bytes are far under the 512 KiB per-thread local memory). Correct. [Truth corrected after GPU run 30, from pass: nvcc 13.0 refuses the file, "excessive recursion at instantiation" of the 201st nested template level (200 build), and the simulator now stops at the same depth (sim/sim.mk -ftemplate-depth=200). The passing form at 192 levels is the fixture.]',
     CO_SUM0 + r'''
    if (tid == 0) output[rank] = sum_from<0>(sm);
    cluster_sync();''', pre=r'''
template <int I>
__device__ __noinline__ float sum_from(const float *a)
{
    if constexpr (I == TPB) return 0.0f;
    else return a[I] + sum_from<I + 1>(a);
}''')

case('r06_ctrl_linear_recursion_1024', 'reduction', 'fail 5',
     'CONTROL (as ub s02). Rank 0 thread 0 sums 1024 inputs with a linear recursion 1024 deep: over the 1 KiB default stack (PG Recursion; cudaLimitStackSize), an illegal address: exit 5.',
     RTREE + r'''
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = rest(input, 0);''', pre=r'''
__device__ float rest(const float *in, int i)
{
    if (i == SIZE) return 0.0f;
    return in[i] + rest(in, i + 1);  // CAUSE
}''', cause=STACK)

# ============================================================ scopes
case('s01_thread_scope_atomic_on_own_local', 'coordination', 'pass',
     'Thread 0 accumulates into its own local `float s` through `cuda::atomic_ref<float, cuda::thread_scope_thread>(s).fetch_add(sm[i])`: a thread-scope atomic used only by its own thread is exactly what the scope allows (LIB Thread Scopes: thread_scope_thread, the local thread only). Correct.',
     CO_SUM0 + r'''
    if (tid == 0) {
        float s = 0.0f;
        cuda::atomic_ref<float, cuda::thread_scope_thread> as(s);
        for (int i = 0; i < TPB; i++) as.fetch_add(sm[i], cuda::memory_order_relaxed);
        output[rank] = s;
    }
    cluster_sync();''')

case('s02_thread_scope_store_own_slot_then_barrier', 'coordination', 'pass',
     'Each thread stores v into its own sm[tid] with `cuda::atomic_ref<float, cuda::thread_scope_thread>(sm[tid]).store(v)`; after __syncthreads() thread 0 reads every slot plainly. Each slot is written by one thread only, and the barrier orders the store before the reads (PTX bar.sync: causality order; PG __syncthreads), so there is no concurrent access, no data race. Correct.',
     VAL + r'''
    __shared__ float sm[TPB];
    cuda::atomic_ref<float, cuda::thread_scope_thread>(sm[tid]).store(v, cuda::memory_order_relaxed);
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sm[i];
        output[rank] = s;
    }
    cluster_sync();''')

case('s03_block_scope_atomic_on_shared', 'coordination', 'pass',
     'Every thread adds v into `__shared__ float total` (zeroed by thread 0 before a barrier) with `cuda::atomic_ref<float, cuda::thread_scope_block>`; after __syncthreads() thread 0 stores it. Block scope covers every thread of the block, all the sharers (LIB Thread Scopes; PG Atomic Functions). Correct (order of float adds varies: within tolerance).',
     VAL + r'''
    __shared__ float total;
    if (tid == 0) total = 0.0f;
    __syncthreads();
    cuda::atomic_ref<float, cuda::thread_scope_block>(total).fetch_add(v, cuda::memory_order_relaxed);
    __syncthreads();
    if (tid == 0) output[rank] = total;
    cluster_sync();''')

NV_TICKET = r'''
    if (tid == 0) partials[blockIdx.x] = sm[0];
    __shared__ bool last;
    if (tid == 0) {
        __threadfence();
        const unsigned int ticket = %s;
        last = ticket == gridDim.x - 1;
    }
    __syncthreads();
    if (last && tid == 0) {
        __threadfence();
        float s = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++) s += partials[b];
        output[0] = s;
        *counter = 0;
    }'''
LB_TREE_NOPART = LB_TREE.replace('    if (tid == 0) partials[blockIdx.x] = sm[0];\n', '')
case('s04_nv_atomic_constants_through_macros', 'last-block', 'pass',
     'The ticket is `__nv_atomic_fetch_add(counter, 1u, ORDER, SCOPE)` with `#define ORDER __NV_ATOMIC_RELAXED` and `#define SCOPE __NV_THREAD_SCOPE_DEVICE`: a macro expands to the literal at the call, which is what nvcc requires. With __threadfence() before the ticket and after it in the last block: the Guide\'s threadFenceReduction pattern (PG Memory Fence Functions). Correct.',
     LB_TREE_NOPART + NV_TICKET % '__nv_atomic_fetch_add(counter, 1u, ORDER, SCOPE)',
     pre='#define ORDER __NV_ATOMIC_RELAXED\n#define SCOPE __NV_THREAD_SCOPE_DEVICE')

case('s05_nv_atomic_enumerator_constants', 'last-block', 'unclear',
     'As s04 with enumerators `enum { kOrder = __NV_ATOMIC_RELAXED, kScope = __NV_THREAD_SCOPE_DEVICE }`: correct semantics, but whether nvcc takes an enumerator where it asks for an "integer literal" is not documented (the scopes hunt saw it refuse a constexpr variable): unclear. Must not be a false runtime alarm.',
     LB_TREE_NOPART + NV_TICKET % '__nv_atomic_fetch_add(counter, 1u, kOrder, kScope)',
     pre='enum { kOrder = __NV_ATOMIC_RELAXED, kScope = __NV_THREAD_SCOPE_DEVICE };')

case('s06_nv_atomic_constant_expression', 'last-block', 'unclear',
     'As s04 with `__NV_ATOMIC_RELAXED + 0` and `__NV_THREAD_SCOPE_DEVICE + 0`: semantically correct; whether nvcc\'s literal check accepts a constant expression is not documented: unclear.',
     LB_TREE_NOPART + NV_TICKET % '__nv_atomic_fetch_add(counter, 1u, __NV_ATOMIC_RELAXED + 0, __NV_THREAD_SCOPE_DEVICE + 0)')

case('s07_ctrl_thread_scope_shared_total', 'coordination', 'fail 1',
     'CONTROL. As s03 with cuda::thread_scope_thread: a thread-scope atomic is atomic only for its own thread (LIB Thread Scopes), so 256 threads adding into one word race (PTX: not morally strong, a data race): exit 1.',
     VAL + r'''
    __shared__ float total;
    if (tid == 0) total = 0.0f;
    __syncthreads();
    cuda::atomic_ref<float, cuda::thread_scope_thread>(total).fetch_add(v, cuda::memory_order_relaxed);  // CAUSE
    __syncthreads();
    if (tid == 0) output[rank] = total;
    cluster_sync();''', cause=RACE)

# ============================================================ barrier macros, lambdas, functors (xlate)
case('x01_sync_macro_ifdef_cuda_arch', 'coordination', 'pass',
     '`#ifdef __CUDA_ARCH__ / #define SYNC() __syncthreads() / #else / #define SYNC() / #endif`: nvcc compiles device code with __CUDA_ARCH__ defined, so the kernel\'s SYNC() is __syncthreads() (PG Application Compatibility / __CUDA_ARCH__). The tree reduction with SYNC() is correct.',
     TREE.replace('__syncthreads();', 'SYNC();') + CO_TAIL,
     pre='#ifdef __CUDA_ARCH__\n#define SYNC() __syncthreads()\n#else\n#define SYNC()\n#endif')

case('x02_lambda_with_barrier_called_uniformly', 'coordination', 'pass',
     'The tree step is a lambda `auto step = [&](int s) { if (tid < s) sm[tid] += sm[tid + s]; __syncthreads(); }` called by every thread for every s: each __syncthreads() is reached by all threads of the block (PG __syncthreads: allowed in conditional code only if uniform; here it is not conditional). Correct.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    auto step = [&](int s) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    };
    for (int s = TPB / 2; s > 0; s >>= 1) step(s);''' + CO_TAIL)

case('x03_functor_with_barrier', 'coordination', 'pass',
     'A functor `Step { float *sm; int tid; operator()(int s) { if (tid < s) sm[tid] += sm[tid + s]; __syncthreads(); } }` called by all threads for every s: uniform barriers (PG __syncthreads). Correct.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    Step step{sm, tid};
    for (int s = TPB / 2; s > 0; s >>= 1) step(s);''' + CO_TAIL, pre=r'''
struct Step {
    float *sm;
    int tid;
    __device__ void operator()(int s) const
    {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
};''')

case('x04_do_while_barrier_macro', 'coordination', 'pass',
     '`#define BARRIER() do { __syncthreads(); } while (0)` and a `#define LOCAL_FENCE() __threadfence_block()` never used between conflicting accesses; the tree uses BARRIER(). Correct (PG __syncthreads).',
     TREE.replace('__syncthreads();', 'BARRIER();') + CO_TAIL,
     pre='#define BARRIER() do { __syncthreads(); } while (0)\n#define LOCAL_FENCE() __threadfence_block()')

case('x05_barrier_helper_forceinline_in_lambda', 'advanced', 'pass',
     'A __forceinline__ `group_barrier()` shim (= __syncthreads()) called inside a lambda that every thread calls once after the loads: uniform (PG __syncthreads). Then the elected lane per warp sums as the reference. Correct.',
     r'''
    __shared__ float shared_data[TPB];
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int tid = threadIdx.x, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    auto load = [&] {
        shared_data[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
        group_barrier();
    };
    load();
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i++) s += shared_data[warp * WARP_SIZE + i];
        warp_sums[warp] = s;
    }''' + ADV_TAIL, pre='__device__ __forceinline__ void group_barrier() { __syncthreads(); }')

case('x06_ctrl_sync_macro_wrong_platform', 'coordination', 'fail 1',
     'CONTROL. `#if defined(__HIP_PLATFORM_AMD__) / #define SYNC() __syncthreads() / #else / #define SYNC() / #endif`: nvcc defines no __HIP_* macro, so SYNC() is empty and the tree\'s steps race (PG __syncthreads; PTX data race): exit 1.',
     TREE.replace('        __syncthreads();\n', '        SYNC();  // CAUSE\n') + CO_TAIL,
     pre='#if defined(__HIP_PLATFORM_AMD__)\n#define SYNC() __syncthreads()\n#else\n#define SYNC()\n#endif', cause=RACE)

# ============================================================ tickets, elect_one_sync (hints)
case('h01_every_warp_takes_a_ticket_by_design', 'last-block', 'pass',
     'By design every warp\'s lane 0 takes a ticket after the block\'s partial is stored, fenced (__threadfence by thread 0 before a __syncthreads) and the block synchronised; the warp that gets ticket gridDim.x * 8 - 1 is the last of all warps of all blocks, so every partial is published (PG Memory Fence Functions: threadFenceReduction, with 8 tickets per block); it fences, sums partials, stores output[0] and resets the counter to 0 for the second launch (SPEC). One output writer. Correct.',
     LB_TREE + r'''
    if (tid == 0) __threadfence();
    __syncthreads();
    if ((tid & (WARP_SIZE - 1)) == 0) {
        const unsigned int warps = blockDim.x / WARP_SIZE;
        const unsigned int ticket = atomicAdd(counter, 1u);
        if (ticket == gridDim.x * warps - 1) {
            __threadfence();
            float s = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++) s += partials[b];
            output[0] = s;
            *counter = 0;
        }
    }''')

case('h02_elected_lane_stores_shuffled_sum', 'advanced', 'pass',
     'Each warp reduces with __shfl_xor_sync so every lane holds the warp sum; `if (elect_one_sync()) warp_sums[warp] = ws;` stores the elected lane\'s own copy, which is the same in every lane, indexed by warp not lane (PTX elect.sync: any lane may be elected; PG Warp Shuffle Functions). Correct.',
     ADV_HEAD + r'''
    float ws = shared_data[tid];
    for (int o = 16; o > 0; o >>= 1) ws += __shfl_xor_sync(0xffffffffu, ws, o);
    if (elect_one_sync()) warp_sums[warp] = ws;''' + ADV_TAIL)

case('h03_leader_lane_from_ballot_of_elect', 'advanced', 'pass',
     '`const bool me = elect_one_sync(); const int leader = __ffs(__ballot_sync(FULL, me)) - 1;` then the warp sum by __shfl_down_sync lands in lane 0 and is sent to the leader with __shfl_sync(FULL, ws, 0); the leader (`lane == leader`) stores it in warp_sums[warp]. Which lane is elected does not matter (PTX elect.sync; PG Warp Vote / Shuffle). Correct.',
     ADV_HEAD + r'''
    const bool me = elect_one_sync();
    const int leader = __ffs(__ballot_sync(0xffffffffu, me)) - 1;
    float ws = shared_data[tid];
    for (int o = 16; o > 0; o >>= 1) ws += __shfl_down_sync(0xffffffffu, ws, o);
    ws = __shfl_sync(0xffffffffu, ws, 0);
    if (lane == leader) warp_sums[warp] = ws;''' + ADV_TAIL)

case('h04_two_counters_ticket_and_reset_by_exchange', 'last-block', 'pass',
     'The reference tree, then thread 0 fences and takes `ticket = atomicAdd(counter, 1u)`; the last block (ticket == gridDim.x - 1) sums partials and resets with `atomicExch(counter, 0u)` (an atomic reset is as good as a store: SPEC, the counter back at 0). One ticket per block. Correct.',
     LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last && tid == 0) {
        __threadfence();
        float s = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++) s += partials[b];
        output[0] = s;
        atomicExch(counter, 0u);
    }''')

case('h05_ctrl_every_thread_takes_ticket', 'last-block', 'fail 1',
     'CONTROL. Every thread takes a ticket and compares it with gridDim.x - 1: the counter advances 256 times per block, so ticket gridDim.x - 1 goes to a thread of an early block that runs before most partials exist, and the counter ends at 65536 - not 0 (PG threadFenceReduction: one ticket per block). Wrong output or second launch wrong: exit 1.',
     LB_TREE + r'''
    __threadfence();
    const unsigned int ticket = atomicAdd(counter, 1u);  // CAUSE
    if (ticket == gridDim.x - 1) {
        float s = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++) s += partials[b];
        output[0] = s;
        *counter = 0;
    }''', cause=TICKETS + '|' + RACE + '|' + WRONG)

# ============================================================ cg (cgapi)
MCP = '#include <cooperative_groups/memcpy_async.h>'
case('g01_memcpy_async_four_batches_wait_prior', 'coordination', 'pass',
     'Four cg::memcpy_async calls of 64 floats each into sm (four batches); cg::wait_prior<3>(block) lets the block read the first quarter, wait_prior<2> the second, wait_prior<1> the third, cg::wait the fourth; each wait also syncs the group (PG Cooperative Groups memcpy_async / wait / wait_prior<N>). Thread 0 accumulates each quarter after its wait; the scale is applied at the end. Correct.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    cg::thread_block block = cg::this_thread_block();
    const float *src = input + blockIdx.x * TPB;
    for (int q = 0; q < 4; q++) cg::memcpy_async(block, sm + q * 64, src + q * 64, sizeof(float) * 64);
    float s = 0.0f;
    cg::wait_prior<3>(block);
    if (tid == 0) for (int i = 0; i < 64; i++) s += sm[i];
    cg::wait_prior<2>(block);
    if (tid == 0) for (int i = 64; i < 128; i++) s += sm[i];
    cg::wait_prior<1>(block);
    if (tid == 0) for (int i = 128; i < 192; i++) s += sm[i];
    cg::wait(block);
    if (tid == 0) {
        for (int i = 192; i < 256; i++) s += sm[i];
        output[rank] = s * (float)(rank + 1);
    }
    cluster_sync();''', pre=MCP)

case('g02_this_thread_meta_members', 'coordination', 'pass',
     '`auto me = cg::this_thread();` every thread checks `me.meta_group_rank() == 0 && me.meta_group_size() == 1 && me.thread_rank() == 0 && me.size() == 1` (CUDA\'s header makes this_thread a tile of one of a tile of one: meta rank 0, meta size 1) and only then stores v in sm[tid]; me.sync() is a no-op. The reference sum follows. Correct.',
     VAL + r'''
    __shared__ float sm[TPB];
    auto me = cg::this_thread();
    sm[tid] = (me.meta_group_rank() == 0 && me.meta_group_size() == 1 && me.thread_rank() == 0 && me.size() == 1) ? v : -1000.0f;
    me.sync();
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sm[i];
        output[rank] = s;
    }
    cluster_sync();''')

case('g03_memcpy_async_reused_buffer', 'reduction', 'pass',
     'Rank 0 thread... every block copies its 256 inputs into sm with cg::memcpy_async and cg::wait(block), reduces, then copies temp_storage\'s 4 sums (after cluster_sync) with a second cg::memcpy_async into a small __shared__ array and cg::wait(block) before reading (PG Cooperative Groups memcpy_async/wait; the reuse comes after a wait and the barriers of the tree). Correct.',
     r'''
    __shared__ float sm[TPB];
    __shared__ float sums[CLUSTER_SIZE];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    cg::thread_block block = cg::this_thread_block();
    cg::memcpy_async(block, sm, input + blockIdx.x * TPB, sizeof(float) * TPB);
    cg::wait(block);
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    cg::memcpy_async(block, sums, temp_storage, sizeof(float) * CLUSTER_SIZE);
    cg::wait(block);
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) total += sums[r];
        output[0] = total;
    }''', pre=MCP)

case('g04_ctrl_memcpy_async_wait_prior_too_loose', 'coordination', 'fail 1',
     'CONTROL. Two batches (halves); after cg::wait_prior<2>(block) - which waits for nothing when only two batches are pending - thread 0 reads the whole of sm: the copies may not have landed (PG Cooperative Groups wait_prior<N>: all but the N most recent batches), a race with the asynchronous copy: exit 1.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    cg::thread_block block = cg::this_thread_block();
    const float *src = input + blockIdx.x * TPB;
    cg::memcpy_async(block, sm, src, sizeof(float) * TPB / 2);
    cg::memcpy_async(block, sm + TPB / 2, src + TPB / 2, sizeof(float) * TPB / 2);
    cg::wait_prior<2>(block);
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sm[i];  // CAUSE
        output[rank] = s * (float)(rank + 1);
    }
    cg::wait(block);
    cluster_sync();''', pre=MCP, cause=ASYNC)

# ============================================================ far indices, unsigned loops (ub)
case('f01_far_index_from_end_pointer', 'last-block', 'pass',
     'Each thread reads its input through a pointer to the end of the whole input, `const float *end = input + gridDim.x * blockDim.x; sm[tid] = end[-(int)(gridDim.x * blockDim.x) + gid];`: a large negative offset from a one-past-the-end pointer that lands inside the buffer (C++ [expr.add]: in range of the array object). The rest is the reference. Correct.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const int n = (int)(gridDim.x * blockDim.x);
    const int gid = blockIdx.x * blockDim.x + tid;
    const float *end = input + n;
    sm[tid] = end[gid - n];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    if (tid == 0) partials[blockIdx.x] = sm[0];''' + LB_TAIL)

case('f02_last_partial_read_by_far_index', 'last-block', 'pass',
     'The last block\'s thread 0 sums partials backwards with `for (unsigned int b = gridDim.x; b-- > 0;) s += partials[b];`: the decrement-in-test idiom visits gridDim.x - 1 down to 0 and stops before wrapping (C++ [conv.integral]; the test sees b before the decrement). Correct.',
     LB_TREE + LB_TAIL.replace('for (unsigned int b = 0; b < gridDim.x; b++) s += partials[b];',
                               'for (unsigned int b = gridDim.x; b-- > 0;) s += partials[b];'))

case('f03_unsigned_halving_loop', 'reduction', 'pass',
     'The tree loop uses `for (unsigned int s = TPB / 2; s > 0; s >>= 1)` with an unsigned tid: s reaches 0 by shifting, never wraps (C++ [expr.shift]). Correct.',
     r'''
    __shared__ float sm[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }''' + RED_TAIL)

case('f04_ctrl_unsigned_countdown_wraps', 'last-block', 'fail 5',
     'CONTROL (as ub i04). The last block sums partials with `for (unsigned int b = gridDim.x - 1; b >= 0; b--)`: always true, b wraps to 4294967295 and partials[b] is far out of bounds: an illegal address, exit 5 (PG Device Memory Accesses; C++ [conv.integral]).',
     LB_TREE + LB_TAIL.replace('for (unsigned int b = 0; b < gridDim.x; b++) s += partials[b];',
                               'for (unsigned int b = gridDim.x - 1; b >= 0; b--) s += partials[b];  // CAUSE'),
     cause=r'out-of-bounds|out of bounds|illegal')

# ============================================================ second batch (written before its run)
case('b01_thread_scope_atomic_own_int_slot_adjacent', 'coordination', 'pass',
     'Each thread counts into its own `__shared__ int cnt[TPB]` slot with `cuda::atomic_ref<int, cuda::thread_scope_thread>(cnt[tid]).fetch_add(1)` while its neighbours do the same to theirs: distinct 4-byte words do not conflict (PTX Memory Consistency Model: conflicting accesses overlap), and each word has one thread (LIB Thread Scopes). The count (1) scales v; thread 0 sums after a barrier. Correct.',
     VAL + r'''
    __shared__ int cnt[TPB];
    __shared__ float sm[TPB];
    cnt[tid] = 0;
    cuda::atomic_ref<int, cuda::thread_scope_thread>(cnt[tid]).fetch_add(1, cuda::memory_order_relaxed);
    sm[tid] = v * (float)cnt[tid];
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sm[i];
        output[rank] = s;
    }
    cluster_sync();''')

case('b02_atomicinc_wraps_counter_back_to_zero', 'last-block', 'pass',
     'Thread 0 fences and takes `ticket = atomicInc(counter, gridDim.x - 1)`: atomicInc stores (old >= val) ? 0 : old + 1 (PG Atomic Functions, atomicInc), so the block that gets gridDim.x - 1 leaves 0 behind: the counter is reset by the ticket itself, ready for the second launch (SPEC). That block fences and sums the partials. Correct.',
     LB_TREE + r'''
    __shared__ bool last;
    if (tid == 0) {
        __threadfence();
        last = atomicInc(counter, gridDim.x - 1) == gridDim.x - 1;
    }
    __syncthreads();
    if (last && tid == 0) {
        __threadfence();
        float s = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; b++) s += partials[b];
        output[0] = s;
    }''')

case('b03_warp_sync_macro_shared_warp_reduce', 'advanced', 'pass',
     '`#define WARP_SYNC() __syncwarp()`; each warp tree-reduces its own 32 values of shared_data in place with WARP_SYNC() after every step, lane 0 storing warp_sums[warp]. Only the warp\'s lanes touch its slice, and __syncwarp orders memory among the participating threads (PG Synchronization Functions, __syncwarp: "memory ordering among threads participating in the barrier"). Correct.',
     ADV_HEAD + r'''
    for (int s = WARP_SIZE / 2; s > 0; s >>= 1) {
        if (lane < s) shared_data[tid] += shared_data[tid + s];
        WARP_SYNC();
    }
    if (lane == 0) warp_sums[warp] = shared_data[tid];''' + ADV_TAIL, pre='#define WARP_SYNC() __syncwarp()')

case('b04_memcpy_async_per_warp_tile', 'coordination', 'pass',
     'Each warp copies its own 32 inputs with `cg::memcpy_async(tile, sm + 32 * warp, src + 32 * warp, 128)` and `cg::wait(tile)`; then __syncthreads() and thread 0 sums sm[] (PG Cooperative Groups memcpy_async: any group; wait makes the group\'s copies visible to the group, and the block barrier orders them for thread 0). Correct.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    cg::thread_block_tile<32> tile = cg::tiled_partition<32>(cg::this_thread_block());
    const float *src = input + blockIdx.x * TPB;
    cg::memcpy_async(tile, sm + WARP_SIZE * warp, src + WARP_SIZE * warp, sizeof(float) * WARP_SIZE);
    cg::wait(tile);
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sm[i];
        output[rank] = s * (float)(rank + 1);
    }
    cluster_sync();''', pre=MCP)

case('b05_memcpy_async_this_thread', 'coordination', 'pass',
     'Each thread copies its own input with `cg::memcpy_async(cg::this_thread(), &sm[tid], &src[tid], sizeof(float))` and `cg::wait(cg::this_thread())`, then __syncthreads() (PG Cooperative Groups memcpy_async takes any group, this_thread() a group of one). Thread 0 sums. Correct.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float *src = input + blockIdx.x * TPB;
    cg::memcpy_async(cg::this_thread(), &sm[tid], &src[tid], sizeof(float));
    cg::wait(cg::this_thread());
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) s += sm[i];
        output[rank] = s * (float)(rank + 1);
    }
    cluster_sync();''', pre=MCP)

case('b06_nv_atomic_thread_scope_on_own_local', 'coordination', 'pass',
     'Thread 0 accumulates its local count of positive inputs with `__nv_atomic_fetch_add(&n, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_THREAD)` on its own local int and its sum plainly; output is the sum (n only checked >= 0). A thread-scope atomic on the thread\'s own variable (LIB Thread Scopes; constants at the call as nvcc requires). Correct.',
     CO_SUM0 + r'''
    if (tid == 0) {
        int n = 0;
        float s = 0.0f;
        for (int i = 0; i < TPB; i++) {
            if (sm[i] > 0.0f) __nv_atomic_fetch_add(&n, 1, __NV_ATOMIC_RELAXED, __NV_THREAD_SCOPE_THREAD);
            s += sm[i];
        }
        output[rank] = n >= 0 ? s : 0.0f;
    }
    cluster_sync();''')

case('b07_per_warp_ticket_atomicinc_wrap', 'last-block', 'pass',
     'As h01 (every warp takes a ticket, by design) with `atomicInc(counter, gridDim.x * warps - 1)`: the warp that gets gridDim.x * warps - 1 is last and its increment wraps the counter to 0 (PG Atomic Functions, atomicInc; threadFenceReduction with one ticket per warp). Correct.',
     LB_TREE + r'''
    if (tid == 0) __threadfence();
    __syncthreads();
    if ((tid & (WARP_SIZE - 1)) == 0) {
        const unsigned int last_ticket = gridDim.x * (blockDim.x / WARP_SIZE) - 1;
        if (atomicInc(counter, last_ticket) == last_ticket) {
            __threadfence();
            float s = 0.0f;
            for (unsigned int b = 0; b < gridDim.x; b++) s += partials[b];
            output[0] = s;
        }
    }''')

case('b08_leader_flag_kept_in_local', 'advanced', 'pass',
     '`const bool leader = elect_one_sync();` early; the warp sum is computed by __shfl_xor_sync (every lane holds it); later `if (leader) warp_sums[warp] = ws;` (PTX elect.sync: exactly one lane of the full mask gets true; the stored value is the same in every lane). Correct.',
     ADV_HEAD + r'''
    const bool leader = elect_one_sync();
    float ws = shared_data[tid];
    for (int o = 16; o > 0; o >>= 1) ws += __shfl_xor_sync(0xffffffffu, ws, o);
    if (leader) warp_sums[warp] = ws;''' + ADV_TAIL)
