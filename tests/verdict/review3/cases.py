# Cases for gen.py (docs/verdict-review3.md): reproducers of the review of the merges
# e9bb653..74aa831 (textbook, debug, numerics, paste, bf16, simd, review1, review2): a correct
# kernel a new check refuses or warns about, and a value the UB handlers said they fixed.
# Reasons cite the CUDA C++ Programming Guide (PG) and the PTX ISA (PTX); every verdict was
# decided before p34 ran the kernel.

# A correct coordination body (learn c03) that calls the helper each case defines as `probe`.
BODY = r'''
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int gi = blockIdx.x * blockDim.x + threadIdx.x;
    const bool in = gi < size;
    sdata[threadIdx.x] = in ? input[gi] * PROBE_SCALE(rank) : 0.0f;
    const int loaded = __syncthreads_count(in);
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < loaded; i++) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();'''

case('k01_clib_on_host_path', 'coordination', 'pass',
     'A __device__ check helper calls __trap() under #ifdef __CUDA_ARCH__ and abort() in the #else (host) branch; nvcc compiles device code with __CUDA_ARCH__ defined (PG, __CUDA_ARCH__ macro), so abort() is never device code (nvcc 13.0 -arch=sm_90a builds it, checked). The helper is called with a true condition; the sum is the reference pattern.',
     BODY.replace('PROBE_SCALE(rank)', '(check_or_die(loaded_ok_guard(rank)), (rank + 1.0f))'), pre=r'''
#include <cstdlib>
__device__ bool loaded_ok_guard(unsigned int r) { return r < CLUSTER_SIZE; }
__device__ void check_or_die(bool ok)
{
    if (!ok) {
#ifdef __CUDA_ARCH__
        __trap();
#else
        abort();
#endif
    }
}''')

case('k02_specifier_macro_defined_later', 'coordination', 'pass',
     'DEV_INLINE(T) expands to R3_FORCE T, and R3_FORCE (__forceinline__ __device__) is #defined after it: the preprocessor expands a macro body where it is used (C++ [cpp.rescan]), so DEV_INLINE(float) scale_of(...) is a __device__ function (nvcc builds it, checked).',
     BODY.replace('PROBE_SCALE(rank)', 'scale_of(rank)'), pre=r'''
#define DEV_INLINE(T) R3_FORCE T
#define R3_FORCE __forceinline__ __device__
DEV_INLINE(float) scale_of(unsigned int r) { return r + 1.0f; }''')

case('k03_members_defined_outside', 'coordination', 'pass',
     'A struct declares a __device__ constructor, destructor, conversion operator and operator+= and defines them outside the class without the specifier: nvcc treats them as __host__ __device__ (warning 20037-D, as review2 settled for plain members), so they are device code; the sum is the reference pattern.',
     BODY.replace('PROBE_SCALE(rank)', '(float)(Scale(rank) += 1.0f)'), pre=r'''
struct Scale {
    __device__ explicit Scale(unsigned int r);
    __device__ ~Scale();
    __device__ operator float() const;
    __device__ Scale &operator+=(float d);
    float v;
};
Scale::Scale(unsigned int r) : v((float)r) {}
Scale::~Scale() {}
Scale::operator float() const { return v; }
Scale &Scale::operator+=(float d) { v += d; return *this; }''')

case('k04_short_cast_out_of_range', 'coordination', 'unclear',
     'The sum is scaled by (float)(short)40000.0f / 32767. C++ leaves the conversion undefined ([conv.fpint]: 40000 does not fit short): unclear, not scored. What nvcc 13.0 emits (its PTX for this file): cvt.rzi.s32.f32 (saturating) then cvt.s32.s16, the low 16 bits: -25536, a negative scale, so the H100 most likely gives wrong sums (exit 1), as x86 does. Before review3 the simulator kept x86\'s -25536 and said it went on with "the GPU\'s value ... here 32767"; after, it says nvcc converts to 32 bits and keeps the low bits (here -25536).',
     BODY.replace('PROBE_SCALE(rank)', '(rank + 1.0f) * sat_scale(input[0])'), pre=r'''
__device__ float sat_scale(float x)
{
    const float big = 40000.0f + 0.0f * x;  // 40000 > SHRT_MAX: undefined in C++
    const short s = (short)big;
    return (float)s / 32767.0f;
}''')

case('k05_half_to_int_conversion_operator', 'coordination', 'pass',
     'CUDA 13 __half has conversion operators to the integer types (cuda_fp16.hpp: operator int() is __half2int_rz, which saturates: CUDA Math API, +inf gives INT_MAX); (int)__half(+inf) is defined and gives INT_MAX, so the scale (float)(q == INT_MAX) + rank is rank + 1.',
     BODY.replace('PROBE_SCALE(rank)', '((float)(half_sat(input[0]) == 2147483647) + rank)'), pre=r'''
#include <cuda_fp16.h>
__device__ int half_sat(float x)
{
    const __half h = __float2half(70000.0f + 0.0f * x);  // rounds to +inf in binary16
    return (int)h;
}''')

case('k06_device_ctor_defined_outside', 'coordination', 'pass',
     'A struct declares a __device__ constructor and destructor in its class and defines them outside it, with __device__: ordinary device code (PG, Function Execution Space Specifiers). nvcc\'s host pass still emits a stand-in of each (a body that calls free(0), not exit() as for other __device__ functions), which is no host code of the file.',
     BODY.replace('PROBE_SCALE(rank)', 'Scale(rank).v'), pre=r'''
struct Scale {
    __device__ explicit Scale(unsigned int r);
    __device__ ~Scale();
    float v;
};
__device__ Scale::Scale(unsigned int r) : v(r + 1.0f) {}
__device__ Scale::~Scale() {}''')
