# Cases for gen.py (docs/verdict-nvccgap.md): kernel files using a GNU/C++ feature where g++ (the
# simulator compiles kernels as host C++) and nvcc 13.0's device compile may differ. Every kernel
# is otherwise a correct --coordination solution: thread 0 sums its block's 256 scaled values
# through the feature. TRUTH: nvcc 13.0 (/usr/local/cuda/bin/nvcc -std=c++17 -arch=sm_90a, the
# Makefile's KERNEL_NVCCFLAGS) compiling the file, recorded in `nvcc.tsv` before the simulator-only
# build ran: "build-fail" when nvcc refuses it, else "pass" (the kernel is correct). Citations:
# PG = CUDA C++ Programming Guide, C++ Language Support (Restrictions: exception handling, RTTI,
# variables, static variables within function, __int128, long double, Variable Memory Space
# Specifiers, Execution Space Specifiers; Extended lambdas; Constexpr functions and function
# templates), SPEC = docs/SPEC.md.
HEAD = r'''
    __shared__ float sm[TPB];
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sm[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
'''
TAIL = r'''
    }
    cluster_wait();'''
def K(sum_code):
    return HEAD + sum_code + TAIL
LOOP = '        float s = 0.0f;\n        for (int i = 0; i < TPB; i++) s += sm[i];\n'
def C(name, reason, code, pre=''):
    case(name, 'coordination', TRUTH.get(name, 'unclear'), reason, K(code), pre=pre)
# nvcc's answer for each case (nvcc.tsv, written by nvcc.sh before the simulator build ran)
import os as _os
TRUTH = {}
_t = _os.path.join(HERE, 'nvcc.tsv')
if _os.path.exists(_t):
    for _l in open(_t):
        _f = _l.rstrip('\n').split('\t')
        TRUTH[_f[0]] = 'build-fail' if _f[1] == 'refused' else 'pass'
# nvcc -c accepts an undefined extern __device__ variable without -rdc; whether the runner links
# and loads it (an unresolved global in the cubin) was not tried on the GPU: not scored
TRUTH['n32_extern_device_no_rdc'] = 'unclear'

C('n01_vla_runtime_n', 'A variable-length array `float buf[n]` (n = blockDim.x) in device code: GNU extension in C++; PG Restrictions (no VLA support listed for device code).',
  '        const int n = blockDim.x;\n        float buf[n];\n        for (int i = 0; i < n; i++) buf[i] = sm[i];\n        float s = 0.0f;\n        for (int i = 0; i < n; i++) s += buf[i];\n        output[rank] = s;')
C('n02_int128_accumulate', '__int128 in device code: PG __int128 (supported on 64-bit platforms since CUDA 11.5).',
  LOOP + '        __int128 big = (__int128)(long long)(s * 1000.0f);\n        output[rank] = (float)(long long)big / 1000.0f;')
C('n03_long_double_sum', '`long double` in device code: PG long double (not supported in device code; nvcc refuses or warns).',
  '        long double s = 0;\n        for (int i = 0; i < TPB; i++) s += sm[i];\n        output[rank] = (float)s;')
C('n04_throw_in_device', '`throw` in device code: PG Exception Handling (not supported in device code).',
  LOOP + '        if (s != s) throw 1;\n        output[rank] = s;')
C('n05_try_catch_in_device', 'try/catch in device code: PG Exception Handling.',
  '        float s = 0.0f;\n        try { for (int i = 0; i < TPB; i++) s += sm[i]; } catch (...) { s = 0.0f; }\n        output[rank] = s;')
C('n06_typeid_in_device', 'typeid in device code: PG Run Time Type Information (not supported in device code).',
  LOOP + '        if (typeid(s) == typeid(int)) s = 0.0f;\n        output[rank] = s;', pre='#include <typeinfo>')
C('n07_dynamic_cast_in_device', 'dynamic_cast in device code: PG Run Time Type Information.',
  LOOP + '        D d; B *b = &d;\n        if (dynamic_cast<D *>(b) == nullptr) s = 0.0f;\n        output[rank] = s;',
  pre='struct B { __device__ virtual ~B() {} };\nstruct D : B {};')
C('n08_static_local_dynamic_init', 'A function-scope static in a __device__ function with a dynamic initializer: PG Static Variables within Function (only static initialization is allowed in device code).',
  '        output[rank] = total(sm);',
  pre='__device__ float scale_of(float x) { return x; }\n__device__ float total(const float *a)\n{\n    static float one = scale_of(1.0f);\n    float s = 0.0f;\n    for (int i = 0; i < TPB; i++) s += a[i] * one;\n    return s;\n}')
C('n09_static_local_constant_init', 'A function-scope static in a __device__ function with a constant initializer, only read: PG Static Variables within Function (allowed).',
  '        output[rank] = total(sm);',
  pre='__device__ float total(const float *a)\n{\n    static const float one = 1.0f;\n    float s = 0.0f;\n    for (int i = 0; i < TPB; i++) s += a[i] * one;\n    return s;\n}')
C('n10_zero_length_array', 'A zero-length array member (GNU extension) in a struct used in device code.',
  LOOP + '        struct { float v; float pad[0]; } r{ s };\n        output[rank] = r.v;')
C('n11_vector_size_attribute', 'GNU `__attribute__((vector_size(16)))` float vectors in device code.',
  '        typedef float v4 __attribute__((vector_size(16)));\n        v4 acc = {0, 0, 0, 0};\n        for (int i = 0; i < TPB; i += 4) { v4 x = {sm[i], sm[i + 1], sm[i + 2], sm[i + 3]}; acc += x; }\n        output[rank] = ((acc[0] + acc[1]) + acc[2]) + acc[3];')
C('n12_x86_builtin', 'An x86 builtin (`__builtin_ia32_sqrtss`-family via __builtin_ia32_addss) in device code: host target builtin.',
  LOOP + '        typedef float v4 __attribute__((vector_size(16)));\n        v4 a = {s, 0, 0, 0}, z = {0, 0, 0, 0};\n        v4 r = __builtin_ia32_addss(a, z);\n        output[rank] = r[0];')
C('n13_builtin_popcount', '__builtin_popcount in device code.',
  LOOP + '        if (__builtin_popcount(tid + 1u) != 1) s = 0.0f;\n        output[rank] = s;')
C('n14_builtin_clz', '__builtin_clz in device code.',
  LOOP + '        if (__builtin_clz(256u) != 23) s = 0.0f;\n        output[rank] = s;')
C('n15_builtin_expect_unreachable', '__builtin_expect and __builtin_unreachable in device code (PG: __builtin_expect, __builtin_unreachable are supported).',
  LOOP + '        if (__builtin_expect(s < 0.0f, 0)) __builtin_unreachable();\n        output[rank] = s;')
C('n16_std_sort', 'std::sort (<algorithm>, a host function) called in device code: PG Execution Space Specifiers (a __host__ function cannot be called from device code).',
  '        float buf[TPB];\n        for (int i = 0; i < TPB; i++) buf[i] = sm[i];\n        std::sort(buf, buf + TPB);\n        float s = 0.0f;\n        for (int i = 0; i < TPB; i++) s += buf[i];\n        output[rank] = s;', pre='#include <algorithm>')
C('n17_std_abs_int', 'std::abs(int) (<cstdlib>) in device code: CUDA declares device overloads of std::abs.',
  LOOP + '        if (std::abs((int)tid) != 0) s = 0.0f;\n        output[rank] = s;', pre='#include <cstdlib>')
C('n18_std_min_algorithm', 'std::min from <algorithm> on int in device code (constexpr host function; CUDA math headers give std::min device overloads).',
  '        float s = 0.0f;\n        for (int i = 0; i < std::min(TPB, (int)blockDim.x); i++) s += sm[i];\n        output[rank] = s;', pre='#include <algorithm>')
C('n19_std_array', 'std::array<float, 4> in device code: its members are constexpr host functions (PG Constexpr functions: needs --expt-relaxed-constexpr, which the build does not pass).',
  '        std::array<float, 4> part{};\n        for (int i = 0; i < TPB; i++) part[i % 4] += sm[i];\n        output[rank] = ((part[0] + part[1]) + part[2]) + part[3];', pre='#include <array>')
C('n20_std_swap', 'std::swap (<utility>, not constexpr in C++17) in device code: a host function (PG Execution Space Specifiers).',
  LOOP + '        float a = s, b = 0.0f;\n        std::swap(a, b);\n        output[rank] = b;', pre='#include <utility>')
C('n21_std_tuple', 'std::tuple/std::get in device code: constexpr host functions (PG Constexpr functions).',
  LOOP + '        std::tuple<float, int> t(s, 1);\n        output[rank] = std::get<0>(t);', pre='#include <tuple>')
C('n22_lambda_to_device_template', 'A lambda defined in device code passed to a __device__ function template: PG Lambda expressions (allowed).',
  '        output[rank] = reduce(sm, [](float a, float b) { return a + b; });',
  pre='template <class F>\n__device__ float reduce(const float *a, F f)\n{\n    float s = 0.0f;\n    for (int i = 0; i < TPB; i++) s = f(s, a[i]);\n    return s;\n}')
C('n23_virtual_in_device', 'An object with virtual functions created and called in device code: PG Virtual Functions (allowed when the object is created in device code).',
  '        Plain p; const Op &op = p;\n        float s = 0.0f;\n        for (int i = 0; i < TPB; i++) s = op.apply(s, sm[i]);\n        output[rank] = s;',
  pre='struct Op { __device__ virtual float apply(float a, float b) const = 0; };\nstruct Plain : Op { __device__ float apply(float a, float b) const override { return a + b; } };')
C('n24_device_function_pointer', 'A pointer to a __device__ function taken and called in device code: PG Function Pointers (allowed).',
  '        float (*f)(float, float) = add;\n        float s = 0.0f;\n        for (int i = 0; i < TPB; i++) s = f(s, sm[i]);\n        output[rank] = s;',
  pre='__device__ float add(float a, float b) { return a + b; }')
C('n25_designated_initializer', 'C++20 designated initializers in C++17 device code (an extension both front ends accept?).',
  LOOP + '        struct R { float v; int n; } r = { .v = s, .n = TPB };\n        output[rank] = r.v;')
C('n26_pragma_unroll_runtime', '`#pragma unroll n` with a non-constant n: PG #pragma unroll (the argument must be an integral constant expression).',
  '        const int n = blockDim.x;\n        float s = 0.0f;\n#pragma unroll n\n        for (int i = 0; i < TPB; i++) s += sm[i];\n        output[rank] = s;')
C('n27_restrict_local', '`__restrict__` on a local pointer: allowed (PG __restrict__).',
  '        const float *__restrict__ p = sm;\n        float s = 0.0f;\n        for (int i = 0; i < TPB; i++) s += p[i];\n        output[rank] = s;')
C('n28_constexpr_class_global', 'A namespace-scope constexpr variable of class type (no __device__) read in device code: PG Const-qualified variables / constexpr variables (only scalar constexpr host variables may be used in device code).',
  '        float s = 0.0f;\n        for (int i = 0; i < TPB; i++) s += sm[i] * kCfg.scale;\n        output[rank] = s;',
  pre='struct Cfg { float scale; };\nconstexpr Cfg kCfg{1.0f};')
C('n29_constexpr_scalar_global', 'A namespace-scope constexpr float (no __device__) read in device code: PG constexpr variables (allowed for scalars).',
  '        float s = 0.0f;\n        for (int i = 0; i < TPB; i++) s += sm[i] * kScale;\n        output[rank] = s;',
  pre='constexpr float kScale = 1.0f;')
C('n30_host_global_in_device', 'A plain namespace-scope (host) float read in device code: PG Variable Memory Space Specifiers (a host variable cannot be used in device code).',
  '        float s = 0.0f;\n        for (int i = 0; i < TPB; i++) s += sm[i] * gScale;\n        output[rank] = s;',
  pre='float gScale = 1.0f;')
C('n31_host_function_call', 'A plain function (no __device__) called from the kernel: PG Execution Space Specifiers.',
  LOOP + '        output[rank] = ident(s);', pre='float ident(float x) { return x; }')
C('n32_extern_device_no_rdc', 'An `extern __device__` variable used without -rdc (whole-program mode): PG (extern __device__ needs separate compilation).',
  LOOP + '        output[rank] = s * gOne;', pre='extern __device__ float gOne;')
C('n33_managed_variable', 'A __managed__ variable read in the kernel (PG __managed__, Unified Memory).',
  LOOP + '        output[rank] = s * gOne;', pre='__managed__ float gOne = 1.0f;')
C('n34_float128', 'GNU __float128 in device code.',
  '        __float128 s = 0;\n        for (int i = 0; i < TPB; i++) s += sm[i];\n        output[rank] = (float)s;')
C('n35_std_vector', 'std::vector in device code: host functions (PG Execution Space Specifiers).',
  '        std::vector<float> v(sm, sm + TPB);\n        float s = 0.0f;\n        for (float x : v) s += x;\n        output[rank] = s;', pre='#include <vector>')
C('n36_numeric_limits', 'std::numeric_limits<float>::lowest() in device code (constexpr host function without --expt-relaxed-constexpr).',
  LOOP + '        if (s < std::numeric_limits<float>::lowest()) s = 0.0f;\n        output[rank] = s;', pre='#include <limits>')
C('n37_statement_expression', 'A GNU statement expression `({ ... })` in device code.',
  '        float s = ({ float t = 0.0f; for (int i = 0; i < TPB; i++) t += sm[i]; t; });\n        output[rank] = s;')
C('n38_alloca', 'alloca in device code (PG alloca(): supported on CC 5.2+).',
  '        float *buf = (float *)alloca(TPB * sizeof(float));\n        for (int i = 0; i < TPB; i++) buf[i] = sm[i];\n        float s = 0.0f;\n        for (int i = 0; i < TPB; i++) s += buf[i];\n        output[rank] = s;')
C('n39_std_fabs_float', 'std::fabs/std::sqrt on float (<cmath>) in device code: CUDA gives device overloads.',
  LOOP + '        output[rank] = std::fabs(s) * (std::sqrt(4.0f) / 2.0f);', pre='#include <cmath>')
C('n40_std_max_float_algorithm', 'std::max on float from <algorithm> in device code (CUDA math headers: std::max device overloads for float?).',
  LOOP + '        output[rank] = std::max(s, 0.0f);', pre='#include <algorithm>')
