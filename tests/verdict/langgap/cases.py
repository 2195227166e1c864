# Cases for gen.py (docs/verdict-langgap.md): one C++/CUDA language construct per kernel file, where
# the simulator's build (g++ with sim/cuda_sim.h, scripts/kernel-includes, sim/sim.mk) and nvcc 13.0
# may disagree: one builds the file and the other refuses it, or both build it and the simulator
# computes another value. Every kernel is the correct --coordination solution (each block sums its
# 256 scaled values, cluster barrier, thread 0 writes) with one statement block inserted before the
# sum and declarations before the kernel (the build/lprobe/gen.py form of the probe that came
# before; its 127 constructs are not repeated). A block that reads a value checks it and returns
# (every thread, leaving the output unwritten: exit 1) when it is not what the GPU gives.
# TRUTH: nvcc 13.0 compiling the file through the real build (nvcc.sh: kernel_table.cu with the
# Makefile's KERNEL_NVCCFLAGS, the file's own #includes first), recorded in nvcc.tsv before the
# simulator build ran: "build-fail" when nvcc refuses it, else "pass", except where a case says
# that the GPU computes another value than the host would (reasoned in the case).
# Citations: PG = CUDA C++ Programming Guide, C++ Language Support (Restrictions: Variable Memory
# Space Specifiers, Initialization, Static Variables within Function, Function Parameters, Extended
# Lambdas, long double, __int128, Execution Space Specifiers, Templates); libcu++ = the CUDA C++
# Standard Library docs (cuda::std headers).
HEAD = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    {
'''
TAIL = r'''
    }
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sm[tid] += sm[tid + s];
        __syncthreads();
    }
    cluster_arrive();
    if (tid == 0) output[rank] = sm[0];
    cluster_wait();'''
import os as _os
TRUTH = {}
_t = _os.path.join(HERE, 'nvcc.tsv')
if _os.path.exists(_t):
    for _l in open(_t):
        _f = _l.rstrip('\n').split('\t')
        TRUTH[_f[0]] = 'build-fail' if _f[1] == 'refused' else 'pass'
OVERRIDE = {}
def P(name, reason, pre, stmt):
    v = OVERRIDE.get(name, TRUTH.get(name, 'unclear'))
    case(name, 'coordination', v, reason, HEAD + '    ' + stmt + TAIL, pre=pre)

# --- initializers of __device__ / __constant__ / __managed__ variables (PG Initialization:
# namespace-scope __device__/__constant__/__managed__ variables may have only constant
# (static) initialization; empty constructors allowed) ---
P('g01_dev_init_constexpr_fn', 'A __device__ float initialized by a __host__ __device__ constexpr function: a constant initializer (PG Initialization).',
  '__host__ __device__ constexpr float half_of(float x) { return x * 0.5f; }\n__device__ float g_half = half_of(4.0f);',
  'if (g_half != 2.0f) return;')
P('g02_dev_init_constexpr_ctor', 'A __device__ object built by a constexpr constructor: constant initialization (PG Initialization).',
  'struct Pt { float a; __host__ __device__ constexpr Pt(float x) : a(x) {} };\n__device__ Pt g_pt(3.0f);',
  'if (g_pt.a != 3.0f) return;')
P('g03_dev_init_nonconstexpr_ctor', 'A __device__ object built by a non-constexpr, non-empty constructor: dynamic initialization, which device variables do not have (PG Initialization).',
  'struct Qt { float a; __device__ Qt(float x) : a(x) {} };\n__device__ Qt g_qt(3.0f);',
  'if (g_qt.a != 3.0f) return;')
P('g04_dev_init_aggregate', 'A __device__ aggregate with a brace initializer of constants (PG Initialization: constant).',
  'struct Ag { float x; int n; };\n__device__ Ag g_ag = {1.5f, 2};',
  'if (g_ag.x != 1.5f || g_ag.n != 2) return;')
P('g05_dev_array_of_structs', 'A __device__ array of aggregates, constant initializer.',
  'struct Ag2 { float x; int n; };\n__device__ Ag2 g_ags[3] = {{1.0f, 1}, {2.0f, 2}, {3.0f, 3}};',
  'if (g_ags[2].x != 3.0f || g_ags[1].n != 2) return;')
P('g06_dev_reference_var', 'A __device__ variable of reference type (PG Variable Memory Space Specifiers: nvcc refuses a reference __device__ variable?).',
  '__device__ float g_target = 1.0f;\n__device__ float &g_ref = g_target;',
  'if (g_ref != 1.0f) return;')
P('g07_dev_init_address_of', 'A __device__ pointer initialized with the address of another __device__ variable: an address constant (constant initialization).',
  '__device__ float g_tgt2 = 4.0f;\n__device__ float *g_ptr2 = &g_tgt2;',
  'if (*g_ptr2 != 4.0f) return;')
P('g08_dev_init_from_dev_var', 'A __device__ float initialized from another (non-const) __device__ variable: dynamic initialization (PG Initialization).',
  '__device__ float g_src = 1.0f;\n__device__ float g_copy = g_src;',
  'if (g_copy != 1.0f) return;')
P('g09_dev_init_from_const_host', 'A __device__ float initialized from a namespace-scope const float (a constant expression): constant initialization.',
  'const float kHostC = 2.0f;\n__device__ float g_fromc = kHostC;',
  'if (g_fromc != 2.0f) return;')
P('g10_constant_init_dynamic', 'A __constant__ float initialized by sqrtf(): dynamic initialization (PG Initialization).',
  '__constant__ float c_dyn = sqrtf(2.0f);',
  'if (c_dyn < 1.0f) return;')
P('g11_constant_init_ctor', 'A __constant__ object with a non-constexpr constructor: dynamic initialization.',
  'struct Ct { float a; __device__ Ct(float x) : a(x) {} };\n__constant__ Ct c_ct(1.0f);',
  'if (c_ct.a != 1.0f) return;')
P('g12_constant_array_init', 'A __constant__ array with a constant initializer, read in the kernel.',
  '__constant__ float c_k[3] = {1.0f, 2.0f, 3.0f};',
  'if (c_k[1] != 2.0f) return;')
P('g13_managed_init_dynamic', 'A __managed__ float initialized by sqrtf(): dynamic initialization (PG __managed__: same restrictions as __device__).',
  '__managed__ float m_dyn = sqrtf(2.0f);',
  'if (m_dyn < 1.0f) return;')
P('g14_dev_nontrivial_dtor', 'A __device__ object whose type has a user-provided destructor.',
  'struct Dd { float v; __host__ __device__ ~Dd() {} };\n__device__ Dd g_dd;',
  'if (tid == 99999) g_dd.v = 1.0f;')
P('g15_dev_default_member_init', 'A __device__ object whose type has default member initializers (the implicit default constructor is constexpr: constant initialization).',
  'struct Dmi { float v = 2.0f; int n = 3; };\n__device__ Dmi g_dmi;',
  'if (g_dmi.v != 2.0f || g_dmi.n != 3) return;')
P('g16_dev_empty_ctor', 'A __device__ object whose type has an empty user constructor (PG Initialization: empty constructors are allowed).',
  'struct Ec { float v; __device__ Ec() {} };\n__device__ Ec g_ec;',
  'if (tid == 99999) g_ec.v = 1.0f;')
P('g17_dev_init_lambda_call', 'A __device__ int initialized by calling a lambda: dynamic initialization (PG Initialization).',
  '__device__ int g_lam = [] { return 3; }();',
  'if (g_lam != 3) return;')
P('g18_dev_init_host_fn', 'A __device__ float initialized by a plain (host) function: dynamic initialization.',
  'float host_two() { return 2.0f; }\n__device__ float g_h2 = host_two();',
  'if (g_h2 != 2.0f) return;')
P('g19_dev_init_cast_expr', 'A __device__ int initialized by a constant expression with casts and sizeof: constant.',
  '__device__ int g_cx = (int)(sizeof(double) * 2) + static_cast<int>(1.9f);',
  'if (g_cx != 17) return;')
P('g20_static_local_ctor_nonconstexpr', 'A static local in a __device__ function with a non-constexpr constructor: PG Static Variables within Function (dynamic initialization not allowed).',
  'struct Sl { float a; __device__ Sl(float x) : a(x) {} };\n__device__ float sl_get() { static Sl s(1.0f); return s.a; }',
  'if (sl_get() != 1.0f) return;')
P('g21_static_local_constexpr_ctor', 'A static local in a __device__ function with a constexpr constructor: constant initialization (allowed).',
  'struct Sk { float a; __host__ __device__ constexpr Sk(float x) : a(x) {} };\n__device__ float sk_get() { static Sk s(1.0f); return s.a; }',
  'if (sk_get() != 1.0f) return;')
P('g22_static_local_array_structs', 'A static const local array of aggregates in the kernel: constant initialization.',
  'struct Sa { int k; float w; };',
  'static const Sa tab[2] = {{1, 0.5f}, {2, 0.25f}}; if (tab[1].w != 0.25f) return;')
P('g23_static_local_from_param', 'A static local initialized from a function parameter (dynamic initialization in a __device__ function; PG Static Variables within Function).',
  '__device__ int sp_get(int x) { static int first = x; return first; }',
  'if (sp_get(tid) < 0) return;')
P('g24_constexpr_local_array', 'A constexpr local array in the kernel, indexed by a runtime value (lives in local memory; allowed).',
  '', 'constexpr float w[4] = {1.0f, 2.0f, 3.0f, 4.0f}; if (w[tid & 3] < 1.0f) return;')

# --- memory-space qualifiers in odd places ---
P('q01_shared_member', '__shared__ on a non-static data member (PG Variable Memory Space Specifiers: not allowed on members).',
  'struct Sm1 { __shared__ float x; };', 'Sm1 s1; s1.x = 1.0f; (void)s1;')
P('q02_constant_member', '__constant__ on a non-static data member.',
  'struct Cm1 { __constant__ float x; };', 'Cm1 c1; c1.x = 1.0f; (void)c1;')
P('q03_device_on_param', '__device__ on a function parameter.',
  '__device__ float dp(__device__ float x) { return x; }', 'if (dp(1.0f) != 1.0f) return;')
P('q04_device_on_local', '__device__ on a local (automatic) variable in the kernel (PG: not allowed on automatic variables).',
  '', '__device__ float loc = 1.0f; if (loc != 1.0f) return;')
P('q05_constant_on_local', '__constant__ on a local variable in the kernel.',
  '', '__constant__ float cl = 1.0f; if (cl != 1.0f) return;')
P('q06_static_device_local', '`static __device__` local in the kernel, read only.',
  '', 'static __device__ float sdl = 1.0f; if (sdl != 1.0f) return;')
P('q07_shared_in_device_fn', '__shared__ declared in a __device__ (non-kernel) function: allowed (PG __shared__).',
  '__device__ float shfn(float v) {\n    __shared__ float cell;\n    if (threadIdx.x == 0) cell = v;\n    __syncthreads();\n    float r = cell;\n    __syncthreads();\n    return r;\n}',
  'if (shfn(2.0f) != 2.0f) return;')
P('q08_extern_shared_unsized_unused', '`extern __shared__ float dyn[]` declared in the kernel, address taken, never read (0 bytes of dynamic shared memory at the launch).',
  '', 'extern __shared__ float dyn[]; if (dyn == nullptr) return;')
P('q09_extern_shared_sized', '`extern __shared__ float dyn2[4]` (a size on an extern __shared__ array).',
  '', 'extern __shared__ float dyn2[4]; (void)dyn2;')
P('q10_shared_param', '__shared__ on a pointer parameter.',
  '__device__ float spf(__shared__ float *p) { return p[0]; }', 'if (spf(sm) < -1e30f) return;')
P('q11_namespace_shared', 'A namespace-scope __shared__ array (allowed: PG __shared__), written by each thread then read.',
  '__shared__ float g_sh[TPB];', 'g_sh[tid] = 1.0f; __syncthreads(); if (g_sh[(tid + 1) % TPB] != 1.0f) return;')
P('q12_managed_local', '__managed__ on a local variable.',
  '', '__managed__ float ml = 1.0f; (void)ml;')
P('q13_device_constant_both', '`__device__ __constant__` together on a namespace-scope variable (PG: __constant__ optionally with __device__).',
  '__device__ __constant__ float c_both = 1.0f;', 'if (c_both != 1.0f) return;')
P('q14_shared_device_both', '`__shared__ __device__` together on a namespace-scope variable.',
  '__shared__ __device__ float g_sd;', 'if (tid == 0) g_sd = 1.0f; __syncthreads(); if (g_sd != 1.0f) return;')
P('q15_constexpr_device_array', 'A `__device__ constexpr` array indexed at run time (allowed).',
  '__device__ constexpr float kW[4] = {1.0f, 2.0f, 3.0f, 4.0f};', 'if (kW[tid & 3] < 1.0f) return;')
P('q16_static_constant_ns', 'A `static __constant__` namespace-scope variable.',
  'static __constant__ float c_st = 3.0f;', 'if (c_st != 3.0f) return;')
P('q17_shared_static_member', '`static __shared__` data member of a class (PG: memory space on static members?).',
  'struct Ssm { static __shared__ float v; };', 'if (tid == 99999) Ssm::v = 1.0f;')
P('q18_constant_written', 'A __constant__ variable written by the kernel in a branch that runs (thread 0 of each block writes the same value). nvcc 13 took the write in the earlier probe (constant_write); the H100: a store to the constant bank is undefined?',
  '__constant__ float c_w = 0.0f;', 'if (tid == 99999) c_w = 1.0f;')

# --- function qualifiers ---
P('f01_noinline', 'A __noinline__ __device__ function.', '__device__ __noinline__ float ni(float x) { return x + 1.0f; }', 'if (ni(1.0f) != 2.0f) return;')
P('f02_forceinline', 'A __forceinline__ __device__ function.', '__device__ __forceinline__ float fi(float x) { return x + 1.0f; }', 'if (fi(1.0f) != 2.0f) return;')
P('f03_noinline_and_forceinline', '__noinline__ and __forceinline__ on one function (conflicting).', '__device__ __noinline__ __forceinline__ float nf(float x) { return x; }', 'if (nf(1.0f) != 1.0f) return;')
P('f04_global_template_unused', 'A __global__ function template never launched.', 'template <int N> __global__ void helper_k(float *o) { if (threadIdx.x == 0) o[0] = (float)N; }', '')
P('f05_global_overloads', 'Two overloaded __global__ functions never launched.', '__global__ void hk(float *o) { o[0] = 0.0f; }\n__global__ void hk(int *o) { o[0] = 0; }', '')
P('f06_global_nonvoid', 'A __global__ function returning int (PG: __global__ functions must have void return type).', '__global__ int bad_k(float *o) { return 0; }', '')
P('f07_global_default_arg', 'A __global__ function with a default argument.', '__global__ void dk(float *o, int a = 1) { o[0] = (float)a; }', '')
P('f08_device_default_arg', 'A __device__ function with a default argument, called without it.', '__device__ float da2(float x, float y = 2.0f) { return x * y; }', 'if (da2(1.0f) != 2.0f) return;')
P('f09_device_variadic_c', 'A C-style variadic __device__ function (`...`) reading its arguments with va_arg (PG: variadic device functions? nvcc support since CUDA 9?).',
  '#include <cstdarg>\n__device__ int va_sum(int n, ...) { va_list ap; va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }',
  'if (va_sum(3, 1, 2, 3) != 6) return;')
P('f10_global_variadic_c', 'A C-style variadic __global__ function (PG: a __global__ function cannot have a variable number of arguments).', '__global__ void vk(int n, ...) {}', '')
P('f11_global_call_no_launch', 'A __global__ function called like a function from the kernel (no <<<>>>): nvcc requires a launch configuration.',
  '__global__ void child_k(float *o) { }', 'if (tid == 99999) child_k(output);')
P('f12_global_fnptr_in_device', 'The address of a __global__ function taken in device code (not called).',
  '__global__ void child2_k(float *o) { }', 'void (*kp)(float *) = child2_k; if (kp == nullptr) return;')
P('f13_global_member', 'A __global__ member function of a struct (PG: __global__ cannot be a member function).', 'struct Km { __global__ void k(float *o) {} };', '')
P('f14_static_global', 'A `static __global__` function never launched (internal linkage: allowed).', 'static __global__ void sk2(float *o) { }', '')
P('f15_global_reference_param', 'A __global__ function with a reference parameter (PG Function Parameters).', '__global__ void rk(float &x) { x = 1.0f; }', '')
P('f16_constexpr_global', 'A constexpr __global__ function.', 'constexpr __global__ void ck2(float *o) { }', '')
P('f17_device_recursion', 'A recursive __device__ function, shallow (allowed: PG Recursion).', '__device__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }', 'if (fact(5) != 120) return;')
P('f18_host_device_arch', 'A __host__ __device__ function that branches on __CUDA_ARCH__.', '__host__ __device__ int where() {\n#ifdef __CUDA_ARCH__\n    return 1;\n#else\n    return 0;\n#endif\n}', 'if (where() != 1) return;')
P('f19_launch_bounds_device_fn', '__launch_bounds__ on a __device__ function (meaningful only on __global__).', '__device__ __launch_bounds__(256) float lbf(float x) { return x; }', 'if (lbf(1.0f) != 1.0f) return;')
P('f20_inline_global', 'An `inline __global__` function never launched.', 'inline __global__ void ik(float *o) { }', '')

# --- lambdas ---
P('l01_mutable_lambda', 'A mutable lambda in device code.', '', 'int cnt = 0; auto inc = [cnt]() mutable { return ++cnt; }; inc(); if (inc() != 2) return;')
P('l02_lambda_capture_shared_ref', 'A lambda capturing the __shared__ array by reference.', '', 'auto rd = [&](int i) { return sm[i]; }; if (rd(tid) != sm[tid]) return;')
P('l03_lambda_capture_shared_copy', 'A lambda capturing the __shared__ array by copy (a 256-float copy in the closure).', '', 'auto rc = [sm](int i) { return sm[i]; }; if (rc(tid) != sm[tid]) return;')
P('l04_recursive_generic_lambda', 'Recursion through a generic lambda that takes itself.', '', 'auto fa = [](auto self, int n) -> int { return n <= 1 ? 1 : n * self(self, n - 1); }; if (fa(fa, 4) != 24) return;')
P('l05_device_annotated_lambda', 'A `[] __device__ (...)` lambda: an extended lambda, which needs nvcc --extended-lambda (PG Extended Lambdas); the p34 build does not pass it.', '', 'auto dl = [] __device__ (int x) { return x + 1; }; if (dl(1) != 2) return;')
P('l06_host_device_lambda', 'A `[=] __host__ __device__` lambda (extended lambda: --extended-lambda).', '', 'int k = 2; auto hl = [=] __host__ __device__ (int x) { return x * k; }; if (hl(2) != 4) return;')
P('l07_init_capture', 'A lambda with an init-capture.', '', 'auto ic = [v = sm[tid]]() { return v; }; if (ic() != sm[tid]) return;')
P('l08_lambda_returns_lambda', 'A lambda returning a lambda.', '', 'auto mk = [](int a) { return [a](int b) { return a + b; }; }; if (mk(1)(2) != 3) return;')
P('l09_lambda_static_local', 'A static local const inside a device lambda.', '', 'auto sl = []() { static const int z = 7; return z; }; if (sl() != 7) return;')
P('l10_lambda_in_template', 'A lambda passed to a __device__ template that calls it.', 'template <class F> __device__ float app(F f, float x) { return f(x); }', 'if (app([](float x) { return 2.0f * x; }, 1.0f) != 2.0f) return;')

# --- templates ---
P('t01_var_template_constexpr_host', 'A host constexpr variable template of scalar type read in device code (PG constexpr variables).', 'template <class T> constexpr T two_v = T(2);', 'if (two_v<float> != 2.0f) return;')
P('t02_device_var_template_init', 'A __device__ variable template with an initializer, read.', 'template <class T> __device__ T dvt = T(3);', 'if (dvt<int> != 3) return;')
P('t03_template_template_param', 'A template template parameter in device code.', 'template <class T> struct Box { T v; };\ntemplate <template <class> class B> __device__ float unbox() { B<float> b{1.0f}; return b.v; }', 'if (unbox<Box>() != 1.0f) return;')
P('t04_sfinae_cuda_std', 'SFINAE with cuda::std::enable_if_t / is_floating_point_v.', '#include <cuda/std/type_traits>\ntemplate <class T, cuda::std::enable_if_t<cuda::std::is_floating_point_v<T>, int> = 0> __device__ int kind(T) { return 1; }\ntemplate <class T, cuda::std::enable_if_t<!cuda::std::is_floating_point_v<T>, int> = 0> __device__ int kind(T) { return 0; }', 'if (kind(1.0f) != 1 || kind(1) != 0) return;')
P('t05_auto_nttp', 'An `auto` non-type template parameter (C++17).', 'template <auto N> __device__ auto nttp() { return N * 2; }', 'if (nttp<3>() != 6) return;')
P('t06_ctad', 'Class template argument deduction in device code.', 'template <class T> struct Wr { T v; __device__ Wr(T x) : v(x) {} };', 'Wr w(2.5f); if (w.v != 2.5f) return;')
P('t07_explicit_specialization', 'An explicit specialization of a __device__ function template.', 'template <class T> __device__ int tsz() { return 0; }\ntemplate <> __device__ int tsz<float>() { return 4; }', 'if (tsz<float>() != 4) return;')
P('t08_requires_cxx20', 'A C++20 requires-clause in a -std=c++17 build.', 'template <class T> requires (sizeof(T) == 4) __device__ int rq(T) { return 1; }', 'if (rq(1.0f) != 1) return;')
P('t09_abbreviated_template', 'A C++20 abbreviated function template (`auto` parameter of a function) in a -std=c++17 build.', '__device__ auto twice(auto x) { return x + x; }', 'if (twice(2) != 4) return;')
P('t10_sizeof_pack', 'sizeof... on a parameter pack.', 'template <class... T> __device__ int npack(T...) { return (int)sizeof...(T); }', 'if (npack(1, 2.0f, 3u) != 3) return;')

# --- attributes and GNU syntax ---
P('a01_noreturn_trap', '[[noreturn]] __device__ function that traps, never called.', '[[noreturn]] __device__ void die() { __trap(); }', 'if (tid == 99999) die();')
P('a02_fallthrough_maybe_unused', '[[fallthrough]] and [[maybe_unused]].', '', '[[maybe_unused]] int mu = 0; int r = 0; switch (tid & 1) { case 0: r++; [[fallthrough]]; case 1: r++; break; } if (r < 1) return;')
P('a03_packed_struct', 'A __attribute__((packed)) struct: sizeof 5 on host and device.', 'struct __attribute__((packed)) Pk { char c; int i; };', 'static_assert(sizeof(Pk) == 5, ""); Pk pk; pk.c = 1; pk.i = 2; if (pk.i != 2) return;')
P('a04_weak_device_fn', '__attribute__((weak)) on a __device__ function.', '__device__ __attribute__((weak)) float wk(float x) { return x; }', 'if (wk(1.0f) != 1.0f) return;')
P('a05_case_range', 'A GNU case range `case 1 ... 3:`.', '', 'int cr = 0; switch (tid & 7) { case 0 ... 3: cr = 1; break; default: cr = 2; } if (cr == 0) return;')
P('a06_elvis', 'The GNU `?:` operator with the middle operand omitted.', '', 'int ev = (tid & 1) ?: 5; if (ev == 0) return;')
P('a07_computed_goto', 'GNU computed goto (`&&label`, `goto *p`).', '', 'void *tgt = &&lab_done; goto *tgt; lab_done:;')
P('a08_typeof_keyword', 'The GNU `typeof` keyword (not __typeof__) in a -std=c++17 build.', '', 'typeof(tid) tt = tid; (void)tt;')
P('a09_register_keyword', 'The `register` storage class (removed in C++17).', '', 'register int rg = tid; if (rg < 0) return;')
P('a10_typeof_underscored', '__typeof__ in device code.', '', '__typeof__(tid) tu = tid; if (tu != tid) return;')
P('a11_complex_gnu', 'A GNU `_Complex float` in device code.', '', '_Complex float zc = 1.0f; (void)zc;')
P('a12_float16_gnu', 'The `_Float16` type in device code.', '', '_Float16 h16 = 1.0f; if ((float)h16 != 1.0f) return;')

# --- unions, bit-fields, alignment, odd scalar types ---
P('u01_anon_union_member', 'An anonymous union inside a struct.', 'struct Au { union { float f; unsigned u; }; };', 'Au au; au.f = 1.0f; if (au.u != 0x3f800000u) return;')
P('u02_signed_bitfield_wrap', 'A signed 3-bit bit-field assigned 5: implementation-defined, -3 on both (two\'s complement truncation; C++20 defines it).', 'struct Sb { int a : 3; };', 'Sb sb; sb.a = 5; if (sb.a != -3) return;')
P('u03_bitfield_layout', 'Bit-field layout: sizeof must match the host\'s (nvcc keeps the host layout).', 'struct Bl { unsigned a : 4; unsigned b : 30; };', 'static_assert(sizeof(Bl) == 8, "");')
P('u04_alignas_struct_shared', 'An alignas(64) struct in shared memory: its address is 64-aligned.', 'struct alignas(64) A64 { float v[4]; };', '__shared__ A64 a64[2]; if (((unsigned long long)&a64[1]) % 64 != 0) return;')
P('u05_long_double_precision', 'long double in device code: nvcc treats it as double (64-bit) in device code, so 1 + 1e-17 - 1 is 0 on the GPU; on x86 (80-bit long double) it is not. The check expects the GPU\'s 0. PG long double (not supported in device code).', '', 'long double ld1 = 1.0L; ld1 += 1e-17L; ld1 -= 1.0L; if (ld1 != 0.0L) return;')
P('u06_long_double_sizeof', 'sizeof(long double) in device code: nvcc keeps the host\'s 16 for layout.', '', 'static_assert(sizeof(long double) == 16, "");')
P('u07_int128_shift', '__int128 shifts and arithmetic (PG __int128).', '', 'unsigned __int128 b = 1; b <<= 100; b >>= 98; if ((unsigned)b != 4u) return;')
P('u08_wchar_t', 'wchar_t (4 bytes, as the host) and char16_t/char32_t literals.', '', 'wchar_t wc = L\'a\'; char16_t c16 = u\'b\'; char32_t c32 = U\'c\'; static_assert(sizeof(wchar_t) == 4, ""); if (wc != 97 || c16 != 98 || c32 != 99) return;')
P('u09_char_signedness', 'Plain char is signed on x86 and nvcc matches the host: (char)200 < 0.', '', 'char cs = (char)200; if (cs >= 0) return;')
P('u10_long_size', 'sizeof(long) is 8 on both (LP64).', '', 'static_assert(sizeof(long) == 8, ""); long lv = 1L << 40; if (lv == 0) return;')
P('u11_digit_sep_binary_hexfloat', 'Digit separators, binary literals and hex floats.', '', 'int ds = 1\'000; int bl = 0b1010; float hf = 0x1p-3f; if (ds != 1000 || bl != 10 || hf != 0.125f) return;')
P('u12_inline_device_var', 'A C++17 `inline __device__` variable.', 'inline __device__ float g_inl = 1.0f;', 'if (g_inl != 1.0f) return;')
P('u13_inline_constexpr_host', 'A C++17 `inline constexpr` host float read in device code (scalar constexpr: allowed).', 'inline constexpr float kInl = 2.0f;', 'if (kInl != 2.0f) return;')

# --- cuda/std and CUDA headers (the list the earlier probe found refused by the simulator) ---
P('h01_cuda_std_chrono', '<cuda/std/chrono>: duration arithmetic in device code (libcu++).', '#include <cuda/std/chrono>', 'auto dur = cuda::std::chrono::nanoseconds(5) + cuda::std::chrono::microseconds(1); if (dur.count() != 1005) return;')
P('h02_cuda_std_complex', '<cuda/std/complex>: complex multiply in device code (libcu++).', '#include <cuda/std/complex>', 'cuda::std::complex<float> z(1.0f, 2.0f); z = z * z; if (z.real() != -3.0f || z.imag() != 4.0f) return;')
P('h03_cuda_std_bitset', '<cuda/std/bitset> in device code (libcu++).', '#include <cuda/std/bitset>', 'cuda::std::bitset<8> bs; bs.set(1); bs.set(3); if (bs.count() != 2 || !bs.test(3)) return;')
P('h04_cuda_std_variant', '<cuda/std/variant>: holds_alternative/get (libcu++).', '#include <cuda/std/variant>', 'cuda::std::variant<int, float> vv = 1.5f; if (vv.index() != 1 || cuda::std::get<float>(vv) != 1.5f) return;')
P('h05_cuda_std_iterator', '<cuda/std/iterator>: distance/next/reverse_iterator (libcu++).', '#include <cuda/std/iterator>', 'const float *pb = sm, *pe = sm + 4; if (cuda::std::distance(pb, pe) != 4 || cuda::std::next(pb, 2) != sm + 2) return;')
P('h06_cuda_std_memory', '<cuda/std/memory>: addressof (libcu++).', '#include <cuda/std/memory>', 'float mval = 1.0f; if (cuda::std::addressof(mval) != &mval) return;')
P('h07_cuda_std_ratio', '<cuda/std/ratio>: ratio arithmetic (libcu++).', '#include <cuda/std/ratio>', 'using R = cuda::std::ratio_add<cuda::std::ratio<1, 2>, cuda::std::ratio<1, 3>>; static_assert(R::num == 5 && R::den == 6, "");')
P('h08_cuda_std_initializer_list', '<cuda/std/initializer_list>: a braced list passed as cuda::std::initializer_list (libcu++).', '#include <cuda/std/initializer_list>\n__device__ int il_sum(cuda::std::initializer_list<int> l) { int s = 0; for (int v : l) s += v; return s; }', 'if (il_sum({1, 2, 3}) != 6) return;')
P('h09_cuda_std_numbers', '<cuda/std/numbers> (C++20 in the host library; libcu++ has it in C++17 mode).', '#include <cuda/std/numbers>', 'if (cuda::std::numbers::pi_v<float> < 3.14f) return;')
P('h10_cuda_std_concepts', '<cuda/std/concepts> used in C++17 mode.', '#include <cuda/std/concepts>', 'static_assert(cuda::std::integral<int>, "");')
P('h11_cuda_std_mdspan', '<cuda/std/mdspan> (C++23 in the host library; libcu++ has it in C++17).', '#include <cuda/std/mdspan>', 'cuda::std::mdspan<const float, cuda::std::extents<int, 4, 256>> md(input); if (md.extent(1) != 256) return;')
P('h12_cuda_std_expected', '<cuda/std/expected> (C++23 host; libcu++ C++17).', '#include <cuda/std/expected>', 'cuda::std::expected<int, int> ex = 3; if (!ex || *ex != 3) return;')
P('h13_thrust_functional', '<thrust/functional.h>: thrust::plus/maximum functors in device code.', '#include <thrust/functional.h>', 'if (thrust::plus<int>()(1, 2) != 3 || thrust::maximum<int>()(1, 2) != 2) return;')
P('h14_cuda_annotated_ptr', '<cuda/annotated_ptr>: an annotated_ptr read (an L2 cache hint; the value is the pointer\'s).', '#include <cuda/annotated_ptr>', 'cuda::annotated_ptr<const float, cuda::access_property::streaming> ap(input); if (ap[blockIdx.x * blockDim.x + tid] * (float)(rank + 1) != sm[tid]) return;')
P('h15_cuda_std_complex_abs', '<cuda/std/complex>: abs/conj/polar free functions.', '#include <cuda/std/complex>', 'cuda::std::complex<float> z2(3.0f, 4.0f); if (cuda::std::abs(z2) != 5.0f || cuda::std::conj(z2).imag() != -4.0f) return;')
P('h16_cuda_std_chrono_cast', '<cuda/std/chrono>: duration_cast and a literal-free ratio conversion.', '#include <cuda/std/chrono>', 'auto ms = cuda::std::chrono::duration_cast<cuda::std::chrono::milliseconds>(cuda::std::chrono::microseconds(2500)); if (ms.count() != 2) return;')
