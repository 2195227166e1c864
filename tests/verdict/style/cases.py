# Cases for gen.py (docs/verdict-style.md): the SAME kernel logic written in different source-code
# styles, aimed at p34's source-level tools rather than its semantics: scripts/sim-asm-rewrite
# (--exit-marks: a call at the start and end of each __global__ body), the sed rewrites of
# `extern __shared__`, `static __shared__` and `extern "C"` (sim/sim.mk), and the scans of
# scripts/kernel-includes / scripts/kernel-host-code. Styles: barriers and returns behind macros,
# lambdas and helpers with `return`, goto, switch with fallthrough, braces and keywords in
# comments, strings, char literals (L'}'), raw strings, #if 0 blocks with unbalanced braces, K&R /
# Allman / one-line bodies, signatures over several lines, attributes, __shared__ forms, namespaces,
# extern "C", CRLF line ends. Body = the kernel's body; pre = file-scope code before it.
# Every verdict was decided before p34 ran the kernel.
# Citations: PG = CUDA C++ Programming Guide, Synchronization Functions (__syncthreads in
# conditional code only if the condition evaluates identically across the block; a barrier waits
# for all non-exited threads), Function Execution Space Specifiers, Variable Memory Space
# Specifiers (__shared__: no initializer), C++ Language Support (lambdas, constexpr variables);
# PTX = PTX ISA exit ("if the exiting threads are holding up the barrier, the barrier is
# released"), bar.sync. C++ = ISO C++17 ([expr.prim.lambda]: a lambda's return leaves the lambda;
# [stmt.goto], [stmt.switch], [lex.pptoken]: comments/literals are not code; [cpp.cond]: a skipped
# group is not compiled; [lex.phases] phase 2: backslash-newline splices, CRLF is a newline for
# gcc/EDG). Project policy (docs/verdict-flow.md, docs/verdict-learn.md): threads that left through a
# `return` before a barrier the others reach are excused (PTX exit); threads that skipped a barrier
# in a branch and ran on to the end of the kernel (or to a trailing return, the end) break PG's
# conditional-code rule: fail 1. "refuse" = nvcc refuses the file (tests/verdict/blog convention).
DIV = r'divergent barrier|barrier after exit|exited without reaching|skipped the __syncthreads'
REFUSE = r'error'

CHEAD = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x, lane = tid % WARP_SIZE, warp = tid / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();'''
RHEAD = CHEAD.replace(' * (float)(rank + 1)', '')
LHEAD = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();'''
TREE = r'''
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }'''
COUT = r'''
    if (tid == 0) output[rank] = sm[0];'''
RTAIL = r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }'''
ATAIL = r'''
    __shared__ float ws[TPB / WARP_SIZE];
    float v = sm[tid];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();'''
# the upper half leaves early, the lower half folds it in (s from TPB/2): legal (PTX exit)
HALF_TREE = r'''
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }'''
# thread 0 stores and then waits alone at a barrier the others skip and run past to the end
DIVTAIL = r'''
    if (tid == 0) {
        output[rank] = sm[0];
        __syncthreads();  // CAUSE
    }'''
LTAIL = r'''
    if (tid == 0) partials[blockIdx.x] = sm[0];
    if (is_last_block(counter)) {
        float acc = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
        sm[tid] = acc;
        __syncthreads();''' + TREE.replace('\n', '\n    ') + r'''
        if (tid == 0) { output[0] = sm[0]; *counter = 0; }
    }'''
EARLY = 'PTX exit / project policy: threads that returned are not waited for; the remaining threads all reach every later barrier (PG Synchronization Functions: barriers wait for non-exited threads).'
DIVR = 'Thread 0 waits at a __syncthreads() inside `if (tid == 0)` that threads 1-255 skip and run on to the end past: a barrier in conditional code that does not evaluate identically (PG Synchronization Functions); project policy fail 1.'

# ================================================================ macros
case('m01_sync_macro_tree', 'coordination', 'pass',
     '`#define SYNC() __syncthreads()` used for every barrier of the usual tree; the macro expands to the same call (C++ [cpp.replace]). Correct.',
     CHEAD.replace('__syncthreads();', 'SYNC();') + TREE.replace('__syncthreads();', 'SYNC();') + COUT,
     pre='#define SYNC() __syncthreads()')

case('m02_guard_macro_early_return', 'coordination', 'pass',
     '`#define GUARD(c) if (!(c)) return` as `GUARD(tid < TPB / 2);` after the load barrier: threads 128-255 leave (a return statement after expansion), 0-127 run the tree from s = 128 (reading values stored before the first barrier). ' + EARLY,
     CHEAD + '\n    GUARD(tid < TPB / 2);' + HALF_TREE + COUT, pre='#define GUARD(c) if (!(c)) return')

case('m03_do_while_return_macro', 'reduction', 'pass',
     '`#define LEAVE_UNLESS(c) do { if (!(c)) return; } while (0)` after the trailing cluster_sync: every thread but rank 0 thread 0 returns, that one sums. No barrier after the return. Correct.',
     RHEAD + TREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    LEAVE_UNLESS(rank == 0 && tid == 0);
    float t = 0.0f;
    for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
    output[0] = t;''', pre='#define LEAVE_UNLESS(c) do { if (!(c)) return; } while (0)')

case('m04_sync_macro_divergent', 'coordination', 'fail 1',
     'The tree, then `if (tid == 0) { output[rank] = sm[0]; SYNC(); }` with SYNC() = __syncthreads(). ' + DIVR,
     CHEAD + TREE + DIVTAIL.replace('__syncthreads();', 'SYNC();'), pre='#define SYNC() __syncthreads()', cause=DIV)

case('m05_trailing_finish_macro_divergent', 'coordination', 'fail 1',
     'The divergent tail, then the body ends with `FINISH();` where `#define FINISH() do { return; } while (0)`: a return as the last statement of the kernel is the end of the kernel (as a trailing `return;`), not an early exit. ' + DIVR,
     CHEAD + TREE + DIVTAIL + '\n    FINISH();', pre='#define FINISH() do { return; } while (0)', cause=DIV)

case('m06_macro_kernel_decl_divergent', 'coordination', 'fail 1',
     'The kernel is declared through `#define KERNEL __global__ void` (signature `KERNEL cluster_coordination_basics(...)`), has a never-taken bounds guard `if (... >= size) return;` and the divergent tail. No thread returns. ' + DIVR,
     r'''
    if ((int)(blockIdx.x * blockDim.x + threadIdx.x) >= size) return;''' + CHEAD + TREE + DIVTAIL,
     pre='#define KERNEL __global__ void', sig='KERNEL cluster_coordination_basics(float *output, const float *input, int size)', cause=DIV)

case('m07_macro_kernel_decl_early_return', 'coordination', 'pass',
     'As m06 (KERNEL macro) with the upper half returning after the load barrier and the lower half folding it in. ' + EARLY,
     CHEAD + '\n    if (tid >= TPB / 2) return;' + HALF_TREE + COUT,
     pre='#define KERNEL __global__ void', sig='KERNEL cluster_coordination_basics(float *output, const float *input, int size)')

case('m08_macro_multiline_tree_step', 'reduction', 'pass',
     'A multi-line macro (line splices) holding a tree step with its barrier: `#define STEP(s) do { if (tid < (s)) sm[tid] += sm[tid + (s)]; __syncthreads(); } while (0)` called STEP(128) ... STEP(1) by every thread. Correct.',
     RHEAD + r'''
    STEP(128); STEP(64); STEP(32); STEP(16);
    STEP(8); STEP(4); STEP(2); STEP(1);''' + RTAIL, pre=r'''
#define STEP(s)                                   \
    do {                                          \
        if (tid < (s)) sm[tid] += sm[tid + (s)];  \
        __syncthreads();                          \
    } while (0)''')

# ================================================================ lambdas
case('l01_lambda_return_in_step', 'coordination', 'pass',
     '`auto add = [&](int s) { if (tid >= s) return; sm[tid] += sm[tid + s]; };` then `for (s...) { add(s); __syncthreads(); }`: the lambda\'s return leaves the lambda only (C++ [expr.prim.lambda], [stmt.return]); every thread reaches every barrier. Correct.',
     CHEAD + r'''
    auto add = [&](int s) { if (tid >= s) return; sm[tid] += sm[tid + s]; };
    for (int s = TPB / 2; s > 0; s >>= 1) {
        add(s);
        __syncthreads();
    }''' + COUT)

case('l02_lambda_holds_barrier_all_call', 'advanced', 'pass',
     'A lambda `auto sync_step = [&](int s) { if (tid < s) sm[tid] += sm[tid + s]; __syncthreads(); };` called by every thread for each s (the whole tree), then thread 0 stores between cluster_arrive and cluster_wait. Correct. FIXED KERNEL after the run (not the truth): the first version stopped the tree at s = 32 and then summed sm[] per warp, counting partial sums twice - a wrong kernel by my mistake, not a p34 error (PG: lambdas in device code; every thread reaches each barrier).',
     CHEAD + r'''
    auto sync_step = [&](int s) { if (tid < s) sm[tid] += sm[tid + s]; __syncthreads(); };
    for (int s = TPB / 2; s > 0; s >>= 1) sync_step(s);
    cluster_arrive();
    if (tid == 0) output[rank] = sm[0];
    cluster_wait();''')

case('l03_lambda_barrier_divergent_call', 'coordination', 'fail 1',
     '`auto wait_all = [] { __syncthreads(); };` called only in `if (tid == 0) { output[rank] = sm[0]; wait_all(); }` after the tree; the others run to the end. ' + DIVR,
     CHEAD + TREE + r'''
    auto wait_all = [] { __syncthreads(); };
    if (tid == 0) {
        output[rank] = sm[0];
        wait_all();  // CAUSE
    }''', cause=DIV)

case('l04_iife_lambda_return', 'coordination', 'pass',
     'An immediately invoked lambda `[&] { if (tid >= TPB / 2) return; sm[tid] += sm[tid + TPB / 2]; }();` after the load barrier, then a barrier all threads reach and the tree from s = 64. The return leaves the lambda (C++). Correct.',
     CHEAD + r'''
    [&] { if (tid >= TPB / 2) return; sm[tid] += sm[tid + TPB / 2]; }();
    __syncthreads();
    for (int s = TPB / 4; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }''' + COUT)

case('l05_return_void_call_at_end_divergent', 'coordination', 'fail 1',
     'The divergent tail, then the body ends with `return finish();` where finish is a void lambda (C++ [stmt.return]: a void expression may be returned from a void function): the last statement, the end of the kernel. ' + DIVR,
     CHEAD + TREE + r'''
    auto finish = [] {};''' + DIVTAIL + r'''
    return finish();''', cause=DIV)

case('l06_lambda_last_statement_pass', 'coordination', 'pass',
     'The body ends with a lambda `auto store = [&] { if (tid != 0) return; output[rank] = sm[0]; };` and its call `store();`: the lambda\'s return is not a kernel exit; no barrier after it. Correct.',
     CHEAD + TREE + r'''
    auto store = [&] { if (tid != 0) return; output[rank] = sm[0]; };
    store();''')

# ================================================================ helpers and templates
case('h01_helper_with_return_then_barrier', 'coordination', 'pass',
     '`__device__ void fold(float *sm, int s) { if ((int)threadIdx.x >= s) return; sm[threadIdx.x] += sm[threadIdx.x + s]; }` called by all, then __syncthreads() in the kernel: a helper\'s return returns to the kernel (C++). Correct.',
     CHEAD + r'''
    for (int s = TPB / 2; s > 0; s >>= 1) {
        fold(sm, s);
        __syncthreads();
    }''' + COUT, pre=r'''
__device__ void fold(float *sm, int s)
{
    if ((int)threadIdx.x >= s) return;
    sm[threadIdx.x] += sm[threadIdx.x + s];
}''')

case('h02_template_recursive_forceinline', 'reduction', 'pass',
     '`template <int S> __device__ __forceinline__ void tree(float *sm)` with a step, __syncthreads() and `tree<S / 2>(sm)`, ended by a `template <> ... tree<0>` specialisation that just returns. Called by every thread. Correct.',
     RHEAD + '\n    tree<TPB / 2>(sm);' + RTAIL, pre=r'''
template <int S> __device__ __forceinline__ void tree(float *sm)
{
    if ((int)threadIdx.x < S) sm[threadIdx.x] += sm[threadIdx.x + S];
    __syncthreads();
    tree<S / 2>(sm);
}
template <> __device__ __forceinline__ void tree<0>(float *) { return; }''')

case('h03_noinline_barrier_helper_divergent', 'coordination', 'fail 1',
     'A `__noinline__` helper `block_wait()` holding __syncthreads() called only by thread 0 after it stores: ' + DIVR,
     CHEAD + TREE + r'''
    if (tid == 0) {
        output[rank] = sm[0];
        block_wait();  // CAUSE
    }''', pre=r'''
__device__ __noinline__ void block_wait() { __syncthreads(); }''', cause=DIV)

case('h04_helper_return_before_barrier_divergent', 'coordination', 'fail 1',
     '`__device__ void sync_if(bool c) { if (!c) return; __syncthreads(); }` called as `sync_if(tid == 0)` after thread 0 stores: the helper\'s return returns to the kernel (not an exit); threads 1-255 go on to the end, thread 0 waits at the barrier alone (PG Synchronization Functions). fail 1.',
     CHEAD + TREE + COUT + r'''
    sync_if(tid == 0);''', pre=r'''
__device__ void sync_if(bool c)
{
    if (!c) return;
    __syncthreads();  // CAUSE
}''', cause=DIV)

case('h05_extern_c_helper_barrier', 'coordination', 'pass',
     '`extern "C" __device__ void block_sync_c() { __syncthreads(); }` (C linkage, PG allows extern "C" device functions) used for every barrier of the tree, called by all. Correct.',
     CHEAD + TREE.replace('__syncthreads();', 'block_sync_c();') + COUT,
     pre='extern "C" __device__ void block_sync_c() { __syncthreads(); }')

case('h06_extern_c_block_helpers', 'reduction', 'pass',
     'An `extern "C" { ... }` block with two __device__ helpers (a tree step with its barrier and a sum of the partials); every thread calls the step. Correct.',
     RHEAD + r'''
    for (int s = TPB / 2; s > 0; s >>= 1) step_c(sm, s);
    if (tid == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && tid == 0) output[0] = sum4_c(temp_storage);''', pre=r'''
extern "C" {
__device__ void step_c(float *sm, int s)
{
    if ((int)threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
    __syncthreads();
}
__device__ float sum4_c(const float *p) { return p[0] + p[1] + p[2] + p[3]; }
}''')

case('h07_trailing_return_type_helpers', 'coordination', 'pass',
     'Helpers with trailing return types `__device__ auto half(int s) -> int { return s / 2; }` and `__device__ inline auto scale(unsigned r) -> float { return (float)(r + 1); }` drive the tree. Correct (C++11 trailing return types; PG supports them in device code).',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * scale(rank);
    __syncthreads();
    for (int s = half(TPB); s > 0; s = half(s)) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }''' + COUT, pre=r'''
__device__ auto half(int s) -> int { return s / 2; }
__device__ inline auto scale(unsigned r) -> float { return (float)(r + 1); }''')

# ================================================================ early return, goto, switch
case('e01_early_return_knr', 'coordination', 'pass',
     'K&R style: `if (tid >= TPB / 2) { return; }` after the load barrier, then the tree by threads 0-127. ' + EARLY,
     CHEAD + r'''
    if (tid >= TPB / 2) {
        return;
    }''' + HALF_TREE + COUT)

case('e02_barrier_in_if_no_return', 'coordination', 'fail 1',
     'No return anywhere in the kernel text (nor in its comment). ' + DIVR,
     CHEAD + TREE + DIVTAIL, cause=DIV)

case('e03_return_void_zero_at_end_divergent', 'coordination', 'fail 1',
     'The divergent tail then `return (void)0;` as the last statement (a void expression returned from a void function, C++ [stmt.return]): the end of the kernel, like a trailing `return;`. ' + DIVR,
     CHEAD + TREE + DIVTAIL + '\n    return (void)0;', cause=DIV)

case('e04_goto_skips_barrier', 'coordination', 'fail 1',
     '`if (tid != 0) goto done;` before `output[rank] = sm[0]; __syncthreads();` and a label `done: ;` at the end: threads 1-255 jump over the barrier to the end (C++ [stmt.goto]); thread 0 waits alone (PG Synchronization Functions). fail 1.',
     CHEAD + TREE + r'''
    if (tid != 0) goto done;
    output[rank] = sm[0];
    __syncthreads();  // CAUSE
done:
    ;''', cause=DIV)

case('e05_goto_loop_tree', 'coordination', 'pass',
     'The tree written with goto: `int s = TPB / 2; again: if (tid < s) ...; __syncthreads(); s >>= 1; if (s > 0) goto again;` - s is uniform, every thread runs every barrier. Correct.',
     CHEAD + r'''
    int s = TPB / 2;
again:
    if (tid < s) sm[tid] += sm[tid + s];
    __syncthreads();
    s >>= 1;
    if (s > 0) goto again;''' + COUT)

case('e06_goto_early_exit_label_return', 'coordination', 'unclear',
     '`if (tid >= TPB / 2) goto out;` after the load barrier, the tree by threads 0-127, the store, then `out: return;` as the last statement. The upper half skips the tree\'s barriers by a jump (C++ [stmt.goto]) and leaves through the return at the very end: PTX exit releases the barriers either way, but the project policy separates an early return (excused) from running on to the end (a trailing return counts as the end): the barriers are skipped in a branch that jumps to the end. unclear (policy: which form counts is textual).',
     CHEAD + r'''
    if (tid >= TPB / 2) goto out;''' + HALF_TREE + COUT + r'''
out:
    return;''')

case('e07_switch_fallthrough_uniform', 'coordination', 'pass',
     '`switch (rank) { case 0: case 1: __syncthreads(); [[fallthrough]]; default: tree }`: rank is uniform in a block (PG: the condition evaluates identically across the block), so each block runs the same barriers. Correct.',
     CHEAD + r'''
    switch (rank) {
    case 0:
    case 1:
        __syncthreads();
        [[fallthrough]];
    default:''' + TREE.replace('\n', '\n    ') + r'''
        break;
    }''' + COUT)

case('e08_switch_warp_barrier_one_case', 'coordination', 'fail 1',
     '`switch (warp) { case 0: if (lane == 0) output[rank] = sm[0]; __syncthreads(); break; default: break; }` after the tree: warp 0 waits at a barrier that warps 1-7 skip and run past to the end (PG Synchronization Functions). fail 1.',
     CHEAD + TREE + r'''
    switch (warp) {
    case 0:
        if (lane == 0) output[rank] = sm[0];
        __syncthreads();  // CAUSE
        break;
    default:
        break;
    }''', cause=DIV)

# ================================================================ comments, strings, char literals, raw strings, #if 0
case('c01_braces_return_in_comments', 'coordination', 'pass',
     'Comments holding `}`, `{`, `return;`, `__syncthreads();` and `asm("exit;")` around a correct early return (upper half) and tree: comments are not code (C++ [lex.comment]). ' + EARLY,
     CHEAD + r'''
    // } } return; __syncthreads();  asm volatile("exit;");
    /* { if (tid) return; } */
    if (tid >= TPB / 2) return;  // } the upper half leaves {''' + HALF_TREE + COUT)

case('c02_strings_with_braces_divergent', 'coordination', 'fail 1',
     'String literals "}", "return;", "{" in the body (device-side const char pointers, unused) and the divergent tail: literals are not code. ' + DIVR,
     CHEAD + r'''
    const char *close = "}";
    const char *open = "{ return; ";
    (void)close; (void)open;''' + TREE + DIVTAIL, cause=DIV)

case('c03_char_brace_early_return', 'coordination', 'pass',
     'Char literals \'}\' and \'{\' in the body (compared, unused result) with the correct early return. ' + EARLY,
     CHEAD + r'''
    const char cb = '}', ob = '{';
    if (cb == ob) sm[tid] = 0.0f;
    if (tid >= TPB / 2) return;''' + HALF_TREE + COUT)

case('c04_wide_char_brace_divergent', 'coordination', 'fail 1',
     'A wide char literal `const wchar_t wc = L\'}\';` in the body (unused) and the divergent tail; the kernel text has a never-taken guard `return`. A character literal is not code (C++ [lex.ccon]: encoding prefix L). ' + DIVR,
     r'''
    if ((int)(blockIdx.x * blockDim.x + threadIdx.x) >= size) return;''' + CHEAD + r'''
    const wchar_t wc = L'}';
    (void)wc;''' + TREE + DIVTAIL, cause=DIV)

case('c05_wide_char_brace_early_return', 'coordination', 'pass',
     'As c04 with L\'}\' but correct: the upper half returns after the load barrier. ' + EARLY,
     CHEAD + r'''
    const wchar_t wc = L'}';
    (void)wc;
    if (tid >= TPB / 2) return;''' + HALF_TREE + COUT)

case('c06_u16_char_open_brace_divergent', 'coordination', 'fail 1',
     'A char16_t literal `u\'{\'` (C++11 prefix u) in the body, a never-taken guard return and the divergent tail. ' + DIVR,
     r'''
    if ((int)(blockIdx.x * blockDim.x + threadIdx.x) >= size) return;''' + CHEAD + r'''
    const char16_t ob = u'{';
    (void)ob;''' + TREE + DIVTAIL, cause=DIV)

case('c07_wide_char_quote_brace_same_line', 'coordination', 'pass',
     '`if (mark == L\'"\') { sm[tid] *= 1.0f; }` (a wide char literal holding a double quote, the block on the same line) then the correct early return and tree. ' + EARLY,
     CHEAD + r'''
    const wchar_t mark = L'"';
    if (mark == L'"') { sm[tid] *= 1.0f; }
    __syncthreads();
    if (tid >= TPB / 2) return;''' + HALF_TREE + COUT)

case('c08_raw_string_multiline_brace_divergent', 'coordination', 'fail 1',
     'A multi-line raw string literal `R"(\\n}\\n)"` in the body (unused) and the divergent tail; a raw string is a literal (C++ [lex.string]). ' + DIVR,
     CHEAD + r'''
    const char *doc = R"(
}
)";
    (void)doc;''' + TREE + DIVTAIL, cause=DIV)

case('c09_raw_string_brace_early_return', 'coordination', 'pass',
     'A one-line raw string `R"(} return; {)"` and the correct early return. ' + EARLY,
     CHEAD + r'''
    const char *doc = R"(} return; {)";
    (void)doc;
    if (tid >= TPB / 2) return;''' + HALF_TREE + COUT)

case('c10_raw_string_with_quote_and_asm_word', 'coordination', 'pass',
     'A raw string holding a double quote and the word asm, `R"(use "asm volatile" for PTX)"` (unused), in a correct kernel: a literal, no inline assembly (C++ [lex.string]). Correct.',
     CHEAD + r'''
    const char *tip = R"(use "asm volatile" for PTX)";
    (void)tip;''' + TREE + COUT)

case('c11_if0_close_brace_divergent', 'coordination', 'fail 1',
     'An `#if 0` group inside the body holding an unbalanced `}` (a skipped group is not compiled, C++ [cpp.cond]) and the divergent tail. ' + DIVR,
     CHEAD + r'''
#if 0
    }
#endif''' + TREE + DIVTAIL, cause=DIV)

case('c12_if0_open_brace_divergent', 'coordination', 'fail 1',
     'An `#if 0` group holding an unbalanced `if (tid < 32) {`, a never-taken guard return and the divergent tail. ' + DIVR,
     r'''
    if ((int)(blockIdx.x * blockDim.x + threadIdx.x) >= size) return;''' + CHEAD + r'''
#if 0
    if (tid < 32) {
#endif''' + TREE + DIVTAIL, cause=DIV)

case('c13_if_else_two_heads_early_return', 'coordination', 'pass',
     '`#if TPB >= 256 / if (tid < 128) { / #else / if (tid < TPB / 2) { / #endif` one body, one `}` (two opening braces in the text, one compiled), then the correct early return. ' + EARLY,
     CHEAD + r'''
#if TPB >= 256
    if (tid < 128) {
#else
    if (tid < TPB / 2) {
#endif
        sm[tid] *= 1.0f;
    }
    __syncthreads();
    if (tid >= TPB / 2) return;''' + HALF_TREE + COUT)

case('c14_if_else_two_heads_divergent', 'coordination', 'fail 1',
     'As c13 (two `if (...) {` heads under #if/#else) with a never-taken guard return and the divergent tail. ' + DIVR,
     r'''
    if ((int)(blockIdx.x * blockDim.x + threadIdx.x) >= size) return;''' + CHEAD + r'''
#if TPB >= 256
    if (tid < 128) {
#else
    if (tid < TPB / 2) {
#endif
        sm[tid] *= 1.0f;
    }''' + TREE + DIVTAIL, cause=DIV)

case('c15_if0_close_brace_early_return', 'coordination', 'pass',
     'An `#if 0` group with an unbalanced `}` and a correct early return. ' + EARLY,
     CHEAD + r'''
#if 0
    } }
#endif
    if (tid >= TPB / 2) return;''' + HALF_TREE + COUT)

# ================================================================ layout styles and attributes
case('s01_global_own_line_multiline_sig', 'coordination', 'pass',
     '`__global__` on its own line, `void` on the next, the parameters one per line (K&R body): the same kernel (C++: whitespace). Correct; an early return as well. ' + EARLY,
     CHEAD + '\n    if (tid >= TPB / 2) return;' + HALF_TREE + COUT,
     sig='__global__\nvoid\ncluster_coordination_basics(float *output,\n                            const float *input,\n                            int size)')

case('s02_allman_multiline_sig_divergent', 'coordination', 'fail 1',
     'Allman braces everywhere, the signature over several lines, and the divergent tail. ' + DIVR,
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1)
    {
        if (tid < s)
        {
            sm[tid] += sm[tid + s];
        }
        __syncthreads();
    }
    if (tid == 0)
    {
        output[rank] = sm[0];
        __syncthreads();  // CAUSE
    }
    if (size < 0)
    {
        return;
    }''', sig='__global__ void\ncluster_coordination_basics(\n    float *output,\n    const float *input,\n    int size\n)', cause=DIV)

case('s03_one_line_body', 'coordination', 'pass',
     'The whole body on one line (early return of the upper half, then the tree). ' + EARLY,
     ' '.join((CHEAD + '\n    if (tid >= TPB / 2) return;' + HALF_TREE + COUT).split()))

case('s04_launch_bounds_trailing_return_divergent', 'coordination', 'fail 1',
     '`__global__ void __launch_bounds__(TPB, 1) cluster_coordination_basics(...)`, the divergent tail and a trailing `return;` (the end of the kernel). ' + DIVR,
     CHEAD + TREE + DIVTAIL + '\n    return;',
     sig='__global__ void __launch_bounds__(TPB, 1) cluster_coordination_basics(float *output, const float *input, int size)', cause=DIV)

case('s05_maybe_unused_params_early_return', 'coordination', 'pass',
     '`[[maybe_unused]] int size` parameter, a `[[maybe_unused]] const int lane_id` local and the correct early return. ' + EARLY,
     CHEAD + '\n    [[maybe_unused]] const int lane_id = tid & 31;\n    if (tid >= TPB / 2) return;' + HALF_TREE + COUT,
     sig='__global__ void cluster_coordination_basics(float *output, const float *input, [[maybe_unused]] int size)')

case('s06_trailing_return_type_kernel', 'coordination', 'pass',
     '`__global__ auto cluster_coordination_basics(...) -> void`: a __global__ function with a trailing return type of void (PG Function Execution Space Specifiers: a __global__ function must return void; the type here is void, not deduced). CORRECTED after nvcc (written as refuse before the run): nvcc 13 -arch=sm_90a compiles it; the kernel is the plain correct tree. pass.',
     CHEAD + TREE + COUT,
     sig='__global__ auto cluster_coordination_basics(float *output, const float *input, int size) -> void')

case('s07_attribute_noinline_helper_kr', 'advanced', 'pass',
     'K&R throughout; the warp sum in a `__device__ __noinline__ float warp_sum(float v)` helper (no barrier), the barriers in the kernel; every thread reaches them. Correct.',
     CHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const float v = warp_sum(sm[tid]);
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', pre=r'''
__device__ __noinline__ float warp_sum(float v) {
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}''')

# ================================================================ __shared__ forms, constexpr
case('sh01_static_shared', 'reduction', 'pass',
     '`static __shared__ float sm[TPB];` (the form of CUDA\'s block-reduce samples; PG: __shared__ variables are static storage). Correct.',
     RHEAD.replace('    __shared__ float sm', '    static __shared__ float sm') + TREE + RTAIL)

case('sh02_static_newline_shared', 'reduction', 'pass',
     '`static` at the end of one line and `__shared__ float sm[TPB];` on the next: the same declaration (C++: whitespace between tokens). Correct.',
     RHEAD.replace('    __shared__ float sm', '    static\n    __shared__ float sm') + TREE + RTAIL)

case('sh03_static_comment_shared', 'reduction', 'pass',
     '`static` + a block comment (per block) + `__shared__ float sm[TPB];`: a comment between the tokens is whitespace (C++ [lex.phases] phase 3). Correct.',
     RHEAD.replace('    __shared__ float sm', '    static /* per block */ __shared__ float sm') + TREE + RTAIL)

case('sh04_shared_array_of_structs', 'coordination', 'pass',
     '`struct Slot { float v; int n; };` and `__shared__ Slot slot[TPB];` (a trivially constructible struct, PG: allowed): the tree runs on slot[].v. Correct.',
     r'''
    __shared__ Slot slot[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    slot[tid].v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    slot[tid].n = 1;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) { slot[tid].v += slot[tid + s].v; slot[tid].n += slot[tid + s].n; }
        __syncthreads();
    }
    if (tid == 0) output[rank] = slot[0].v;''', pre='struct Slot { float v; int n; };')

case('sh05_two_extern_shared_one_line', 'coordination', 'pass',
     'Two unused dynamic shared declarations on one line, `extern __shared__ float dyn_f[]; extern __shared__ int dyn_i[];` (PG: all extern __shared__ arrays start at the same address; unused, so the launch\'s 0 bytes do not matter), and the usual tree. Correct.',
     CHEAD + r'''
    extern __shared__ float dyn_f[]; extern __shared__ int dyn_i[];
    (void)dyn_f; (void)dyn_i;''' + TREE + COUT)

case('sh06_extern_newline_shared', 'coordination', 'pass',
     '`extern` on one line and `__shared__ float dyn[];` on the next (unused) and the usual tree. Correct.',
     CHEAD + r'''
    extern
    __shared__ float dyn[];
    (void)dyn;''' + TREE + COUT)

case('sh07_shared_initializer_next_line', 'coordination', 'refuse',
     '`__shared__ float bias\n        = 0.0f;` split over two lines: a __shared__ variable with an initializer; PG Variable Memory Space Specifiers: __shared__ variables cannot have an initialization as part of their declaration; nvcc refuses ("initializer not allowed for __shared__ variable").',
     CHEAD + r'''
    __shared__ float bias
        = 0.0f;''' + TREE + r'''
    if (tid == 0) output[rank] = sm[0] + bias;''')

case('sh08_shared_equals_in_comment', 'coordination', 'pass',
     '`__shared__ float sm2[TPB];` followed by a block comment holding `= {0}` and `__shared__ int flag; // flag = 0 below`: the `=` are in comments; no initializer. Correct (the tree runs on sm2 copied from sm).',
     CHEAD + r'''
    __shared__ float sm2[TPB]; /* = {0} is not allowed */
    __shared__ int flag; // flag = 0 below
    if (tid == 0) flag = 0;
    sm2[tid] = sm[tid];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm2[tid] += sm2[tid + s];
        __syncthreads();
    }
    if (tid == 0) output[rank] = sm2[0] + (float)flag;''')

case('sh09_constexpr_device_constants', 'coordination', 'pass',
     '`constexpr int kHalf = TPB / 2;` (a host constexpr scalar: PG C++ Language Support, constexpr variables: usable in device code) and `__device__ constexpr float kOne = 1.0f;` drive the tree. Correct.',
     CHEAD + r'''
    for (int s = kHalf; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s] * kOne;
        __syncthreads();
    }''' + COUT, pre='constexpr int kHalf = TPB / 2;\n__device__ constexpr float kOne = 1.0f;')

case('sh10_shared_in_macro_static', 'reduction', 'pass',
     '`#define SMEM(T, n, len) static __shared__ T n[len]` used as SMEM(float, sm, TPB). Correct.',
     RHEAD.replace('    __shared__ float sm[TPB];', '    SMEM(float, sm, TPB);') + TREE + RTAIL,
     pre='#define SMEM(T, n, len) static __shared__ T n[len]')

# ================================================================ namespaces
case('n01_using_namespace_cg_cluster_sync', 'reduction', 'pass',
     '`using namespace cooperative_groups;` at file scope; the kernel uses `cluster_group cl = this_cluster(); cl.sync();` and `cl.block_rank()` (CG cluster_group). Correct.',
     r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    cluster_group cl = this_cluster();
    const unsigned int rank = cl.block_rank();
    sm[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();''' + TREE + r'''
    if (tid == 0) temp_storage[rank] = sm[0];
    cl.sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; r++) t += temp_storage[r];
        output[0] = t;
    }''', pre='using namespace cooperative_groups;')

case('n02_namespace_helpers_with_return', 'coordination', 'pass',
     'Helpers in `namespace detail { ... }` (one with an early `return` value path) and an anonymous namespace; kernel at file scope. Correct; an early return of the upper half in the kernel. ' + EARLY,
     CHEAD + r'''
    if (!detail::lower_half(tid)) return;''' + HALF_TREE + COUT, pre=r'''
namespace detail {
__device__ bool lower_half(int t)
{
    if (t < TPB / 2) return true;
    return false;
}
}  // namespace detail
namespace {
__device__ int unused_helper() { return 0; }
}''')

case('n03_namespace_divergent', 'coordination', 'fail 1',
     'A barrier helper in `namespace sync_ns { __device__ void wait() { __syncthreads(); } }` called via `using namespace sync_ns;` only by thread 0. ' + DIVR,
     CHEAD + TREE + r'''
    if (tid == 0) {
        output[rank] = sm[0];
        wait();  // CAUSE
    }''', pre='namespace sync_ns { __device__ void wait() { __syncthreads(); } }\nusing namespace sync_ns;', cause=DIV)

# ================================================================ last-block and advanced
case('lb01_last_block_guard_return', 'last-block', 'pass',
     'The block tree, the partial, then `if (!is_last_block(counter)) return;` (the reference helper, uniform per block) and the last block folds the partials. ' + EARLY,
     LHEAD + TREE + r'''
    if (tid == 0) partials[blockIdx.x] = sm[0];
    if (!is_last_block(counter)) return;
    float acc = 0.0f;
    for (unsigned int b = tid; b < gridDim.x; b += blockDim.x) acc += partials[b];
    sm[tid] = acc;
    __syncthreads();''' + TREE + r'''
    if (tid == 0) { output[0] = sm[0]; *counter = 0; }''')

case('lb02_last_block_wide_char_divergent', 'last-block', 'fail 1',
     'A wide char literal L\'}\' in the body, a never-taken guard return, the usual last-block reduction, and at the end `if (tid == 0) { ...; __syncthreads(); }` that threads 1-255 skip and run past to the end (PG Synchronization Functions). fail 1.',
     r'''
    if ((int)(blockIdx.x * blockDim.x + threadIdx.x) >= size) return;''' + LHEAD + r'''
    const wchar_t wc = L'}';
    (void)wc;''' + TREE + LTAIL + r'''
    if (tid == 0) {
        sm[0] = 0.0f;
        __syncthreads();  // CAUSE
    }''', cause=DIV)

case('lb03_last_block_allman_macros', 'last-block', 'pass',
     'Allman braces, SYNC() macro for barriers, `__global__` on its own line, the usual last-block reduction with the reference is_last_block. Correct.',
     (LHEAD + TREE + LTAIL).replace('__syncthreads();', 'SYNC();'), pre='#define SYNC() __syncthreads()',
     sig='__global__\nvoid last_block_reduction(float *output, const float *input,\n                          float *partials, unsigned int *counter, int size)')

case('a01_advanced_raw_string_if0', 'advanced', 'pass',
     'The advanced kernel with a multi-line raw string holding `}` and an `#if 0` group with `{`, and an early-return-free body. Correct.',
     CHEAD + r'''
    const char *doc = R"(
  } warp sums {
)";
    (void)doc;
#if 0
    if (lane == 0) {
#endif''' + ATAIL)

case('a02_advanced_lambda_return_early_exit', 'advanced', 'pass',
     'A lambda `auto wsum = [](float v) { for (...) v += __shfl_down_sync(...); return v; };` (its return a value) then the usual tail; no early exit. Correct.',
     CHEAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    auto wsum = [](float v) { for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o); return v; };
    const float v = wsum(sm[tid]);
    if (lane == 0) ws[warp] = v;
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''')

# ================================================================ CRLF line ends
case('r01_crlf_early_return', 'coordination', 'pass',
     'The body written with CRLF line ends (a Windows editor); correct early return. ' + EARLY,
     (CHEAD + '\n    if (tid >= TPB / 2) return;' + HALF_TREE + COUT).replace('\n', '\r\n'))

case('r02_crlf_divergent', 'coordination', 'fail 1',
     'CRLF line ends and the divergent tail (and a never-taken guard return). ' + DIVR,
     (r'''
    if ((int)(blockIdx.x * blockDim.x + threadIdx.x) >= size) return;''' + CHEAD + TREE + DIVTAIL).replace('\n', '\r\n'), cause=DIV)

case('r03_crlf_macro_asm_multiline', 'reduction', 'pass',
     'CRLF line ends; a multi-line macro (backslash-CRLF splices: gcc and nvcc take them as line splices) `#define FENCE_SYNC() do { asm volatile("fence.acq_rel.cluster;" \\ ::: "memory"); __syncthreads(); } while (0)` whose asm spans two lines, used by every thread in the tree. Correct (fence.acq_rel.cluster is a valid PTX fence).',
     (RHEAD + TREE.replace('__syncthreads();', 'FENCE_SYNC();') + RTAIL).replace('\n', '\r\n'),
     pre=(r'''
#define FENCE_SYNC()                               \
    do {                                           \
        asm volatile("fence.acq_rel.cluster;"      \
                     ::: "memory");                \
        __syncthreads();                           \
    } while (0)''').replace('\n', '\r\n'))

case('r04_crlf_static_shared_macro_return', 'coordination', 'pass',
     'CRLF line ends, `static __shared__` and a multi-line `GUARD` macro with return (upper half leaves). ' + EARLY,
     (CHEAD.replace('    __shared__ float sm', '    static __shared__ float sm') + '\n    GUARD(tid < TPB / 2);' + HALF_TREE + COUT).replace('\n', '\r\n'),
     pre=('#define GUARD(c) \\\n    if (!(c))   \\\n        return').replace('\n', '\r\n'))
