/*
 * sim/bf16_sim.h - CUDA's <cuda_bf16.h> for the simulator: __nv_bfloat16 and
 * __nv_bfloat162 (bfloat16: float's sign and 8-bit exponent, 7 stored
 * fraction bits), their conversions, arithmetic, comparisons, math
 * functions, warp shuffles and atomicAdd. sim/cuda_sim.h includes it after
 * sim/half_sim.h; nvcc's kernels.h brings <cuda_bf16.h> in through
 * <cuda/atomic> as well, so a kernel file may use the types without an
 * #include, and its own #include <cuda_bf16.h> opens sim/include/cuda_bf16.h,
 * which adds nothing.
 *
 * What the GPU computes (CUDA Math API, Bfloat16 Precision Intrinsics;
 * CUDA 13's cuda_bf16.hpp for sm_90, where bf16 arithmetic is native):
 *   - conversions from float, double and the integer types round once, as
 *     their names say (_rn to nearest even, _rz, _rd, _ru; no suffix: _rn);
 *     overflow gives infinity, or the largest finite value where the
 *     rounding direction says so; subnormals are kept; a NaN becomes the
 *     canonical NaN 0x7FFF. bfloat16 to float is exact.
 *   - __hadd/__hsub/__hmul (and _rn, the 2-wide forms, the operators) and
 *     __hfma are one rounding to nearest even of the exact result (add.bf16,
 *     mul.bf16, fma.rn.bf16); __hdiv is correctly rounded (CUDA divides in
 *     float and rounds once, which its header calls good enough for a
 *     correctly rounded bfloat16 quotient). Here: the operands are exact in
 *     double; a product is exact, a sum or fma is rounded to odd in double
 *     (exact error by TwoSum) before the one rounding to bfloat16, so no
 *     double rounding can creep in; a quotient or square root rounded in
 *     double then to bfloat16 is correctly rounded (53 >= 2 * 8 + 2).
 *     Without _rn, nvcc may contract __hmul + __hadd into one fma on the GPU
 *     (PTX add/mul without a rounding modifier); the simulator rounds each.
 *   - bfloat16 to integer: the cvt rounding named, NaN to 0, out of range
 *     saturated; the implicit conversions to integer types truncate (_rz).
 *   - __hmax/__hmin: a NaN operand gives the other one (both NaN: canonical
 *     NaN), +0 > -0; _nan forms: NaN if either is. _sat clamps to [+0, 1]
 *     (NaN to +0); _relu clamps negative results to +0.
 *   - hsqrt, hrcp, hrsqrt, hexp*, hlog*, hsin, hcos, htanh: CUDA computes an
 *     approximation in float and rounds it to bfloat16; here the exact
 *     function (double) is rounded, which is within CUDA's bounds but may
 *     differ from the GPU in the last bit where the true value lies close to
 *     a rounding boundary.
 * Memory holding these values is checked like any other (2- and 4-byte
 * accesses); atomicAdd is one atomic read-modify-write (atomicCAS).
 */
#ifndef P34_SIM_BF16_SIM_H
#define P34_SIM_BF16_SIM_H

/* As CUDA's headers define them (a kernel file may test them with #ifdef). */
#define __CUDA_BF16_TYPES_EXIST__
#ifndef __CUDA_FP16_TYPES_EXIST__
#define __CUDA_FP16_TYPES_EXIST__
#endif

typedef struct alignas(2) {
    unsigned short x;
} __nv_bfloat16_raw;
typedef struct alignas(4) {
    unsigned short x;
    unsigned short y;
} __nv_bfloat162_raw;

namespace p34_sim_bf16 {
using p34_sim_half::Round;
using p34_sim_half::RN;
using p34_sim_half::RZ;
using p34_sim_half::RD;
using p34_sim_half::RU;
constexpr unsigned short NaN = 0x7fff;  /* CUDA's canonical bfloat16 NaN */
__forceinline__ float to_float(unsigned short h)
{
    const unsigned int u = (unsigned int)h << 16;
    float f;
    __builtin_memcpy(&f, &u, sizeof f);
    return f;
}
__forceinline__ bool is_nan(unsigned short h) { return (h & 0x7fff) > 0x7f80; }
/* x rounded to bfloat16 in mode r. */
__forceinline__ unsigned short from_real(double x, Round r)
{
    const bool neg = __builtin_signbit(x);
    const unsigned short sign = neg ? 0x8000 : 0;
    if (__builtin_isnan(x))
        return NaN;
    const double a = neg ? -x : x;
    const bool to_inf = r == RN || (r == RU && !neg) || (r == RD && neg);
    if (__builtin_isinf(a))
        return sign | 0x7f80;
    if (a == 0.0)
        return sign;
    int e;
    (void)__builtin_frexp(a, &e); /* a = f * 2^e, f in [0.5, 1) */
    int E = e - 1;                /* a in [2^E, 2^(E+1)) */
    if (E < -126) {               /* subnormal: multiples of 2^-133 */
        const double q = p34_sim_half::round_mag(__builtin_ldexp(a, 133), r, neg);
        return sign | (unsigned short)q; /* 128 is the smallest normal, bits 0x0080 */
    }
    double q = p34_sim_half::round_mag(__builtin_ldexp(a, 7 - E), r, neg); /* in [128, 256] */
    if (q >= 256.0) {
        q = 128.0;
        E++;
    }
    if (E > 127)
        return sign | (to_inf ? 0x7f80 : 0x7f7f);
    return sign | (unsigned short)((E + 127) << 7 | ((unsigned int)q - 128u));
}
/* The exact value s + err (|err| at most half an ulp of s, as TwoSum gives
 * it) rounded to odd in double: s where err is 0, else whichever of s and
 * its neighbour towards err has an odd last bit. Rounding that to bfloat16
 * (8 bits, far fewer than 53 - 2) in any mode rounds the exact value. */
__forceinline__ double round_to_odd(double s, double err)
{
    if (err == 0.0 || !__builtin_isfinite(s))
        return s;
    unsigned long long bits;
    __builtin_memcpy(&bits, &s, sizeof bits);
    if (bits & 1)
        return s;
    return __builtin_nextafter(s, err > 0.0 ? __builtin_inf() : -__builtin_inf());
}
/* p + c, exactly rounded to bfloat16 (p and c finite doubles or not). */
__forceinline__ unsigned short sum(double p, double c, Round r)
{
    const double s = p + c;
    if (!__builtin_isfinite(s))
        return from_real(s, r);
    const double pp = s - c, cc = s - pp; /* TwoSum: err = (p - pp) + (c - cc), exact */
    const double err = (p - pp) + (c - cc);
    return from_real(round_to_odd(s, err), r);
}
/* A 64-bit integer magnitude rounded to odd at 53 bits (exact in double). */
__forceinline__ double ull_to_odd_double(unsigned long long m)
{
    if (m < (1ull << 53))
        return (double)m;
    const int s = 64 - __builtin_clzll(m) - 53; /* bits below the 53 kept */
    unsigned long long kept = m >> s;
    if (m & ((1ull << s) - 1))
        kept |= 1;
    return __builtin_ldexp((double)kept, s);
}
__forceinline__ unsigned short from_ull(unsigned long long v, Round r) { return from_real(ull_to_odd_double(v), r); }
__forceinline__ unsigned short from_ll(long long v, Round r)
{
    const unsigned long long m = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
    const double d = ull_to_odd_double(m);
    return from_real(v < 0 ? -d : d, r);
}
}  // namespace p34_sim_bf16

struct alignas(2) __nv_bfloat16 {
protected:
    /* Protected, as in CUDA's header (use __bfloat16_as_ushort). The {} makes
     * the defaulted constructor constexpr: g++ would otherwise guard a static
     * (so __shared__) array of the type as if it had a dynamic initializer.
     * nvcc's is trivial; the difference shows only in a union holding one
     * (its default constructor is deleted here) and in a local declared
     * without a value (0 here, indeterminate on the GPU). */
    unsigned short __x{};

public:
    __nv_bfloat16() = default;
    constexpr __nv_bfloat16(const __nv_bfloat16_raw &hr) : __x(hr.x) {}
    __forceinline__ __nv_bfloat16 &operator=(const __nv_bfloat16_raw &hr)
    {
        __x = hr.x;
        return *this;
    }
    __forceinline__ volatile __nv_bfloat16 &operator=(const __nv_bfloat16_raw &hr) volatile
    {
        __x = hr.x;
        return *this;
    }
    __forceinline__ volatile __nv_bfloat16 &operator=(const volatile __nv_bfloat16_raw &hr) volatile
    {
        __x = hr.x;
        return *this;
    }
    __forceinline__ operator __nv_bfloat16_raw() const { return __nv_bfloat16_raw{__x}; }
    __forceinline__ operator __nv_bfloat16_raw() const volatile { return __nv_bfloat16_raw{__x}; }

    /* The conversions CUDA's header declares (nvcc, C++11 and later):
     * explicit from __half; implicit from float, double and the integer
     * types (rounded to nearest even); implicit to float (exact), to the
     * integer types (truncated, saturated, NaN to 0) and to bool. With so
     * many, an expression mixing a bfloat16 and a float or int (b + 1.0f,
     * b < 0, float += b) is ambiguous, with nvcc as here. */
    explicit __nv_bfloat16(const __half f);
    __forceinline__ __nv_bfloat16(const float f) : __x(p34_sim_bf16::from_real(f, p34_sim_bf16::RN)) {}
    __forceinline__ __nv_bfloat16(const double f) : __x(p34_sim_bf16::from_real(f, p34_sim_bf16::RN)) {}
    __forceinline__ operator float() const { return p34_sim_bf16::to_float(__x); }
    __forceinline__ __nv_bfloat16 &operator=(const float f)
    {
        __x = p34_sim_bf16::from_real(f, p34_sim_bf16::RN);
        return *this;
    }
    __forceinline__ __nv_bfloat16 &operator=(const double f)
    {
        __x = p34_sim_bf16::from_real(f, p34_sim_bf16::RN);
        return *this;
    }
    __forceinline__ __nv_bfloat16(short val) : __x(p34_sim_bf16::from_ll(val, p34_sim_bf16::RN)) {}
    __forceinline__ __nv_bfloat16(unsigned short val) : __x(p34_sim_bf16::from_ull(val, p34_sim_bf16::RN)) {}
    __forceinline__ __nv_bfloat16(int val) : __x(p34_sim_bf16::from_ll(val, p34_sim_bf16::RN)) {}
    __forceinline__ __nv_bfloat16(unsigned int val) : __x(p34_sim_bf16::from_ull(val, p34_sim_bf16::RN)) {}
    __forceinline__ __nv_bfloat16(const long val) : __x(p34_sim_bf16::from_ll(val, p34_sim_bf16::RN)) {}
    __forceinline__ __nv_bfloat16(const unsigned long val) : __x(p34_sim_bf16::from_ull(val, p34_sim_bf16::RN)) {}
    __forceinline__ __nv_bfloat16(long long val) : __x(p34_sim_bf16::from_ll(val, p34_sim_bf16::RN)) {}
    __forceinline__ __nv_bfloat16(unsigned long long val) : __x(p34_sim_bf16::from_ull(val, p34_sim_bf16::RN)) {}
    operator signed char() const;
    operator unsigned char() const;
    operator char() const;
    operator short() const;
    operator unsigned short() const;
    operator int() const;
    operator unsigned int() const;
    operator long() const;
    operator unsigned long() const;
    operator long long() const;
    operator unsigned long long() const;
    __forceinline__ __nv_bfloat16 &operator=(short val) { return *this = __nv_bfloat16(val); }
    __forceinline__ __nv_bfloat16 &operator=(unsigned short val) { return *this = __nv_bfloat16(val); }
    __forceinline__ __nv_bfloat16 &operator=(int val) { return *this = __nv_bfloat16(val); }
    __forceinline__ __nv_bfloat16 &operator=(unsigned int val) { return *this = __nv_bfloat16(val); }
    __forceinline__ __nv_bfloat16 &operator=(long long val) { return *this = __nv_bfloat16(val); }
    __forceinline__ __nv_bfloat16 &operator=(unsigned long long val) { return *this = __nv_bfloat16(val); }
    constexpr operator bool() const { return (__x & 0x7fffu) != 0u; }
};
typedef __nv_bfloat16 nv_bfloat16;

struct alignas(4) __nv_bfloat162 {
    __nv_bfloat16 x;
    __nv_bfloat16 y;
    /* The members CUDA's header declares (copy and move are user-provided
     * there as well, so the type is not trivially copyable). */
    __nv_bfloat162() = default;
    __forceinline__ __nv_bfloat162(__nv_bfloat162 &&src) : x(src.x), y(src.y) {}
    __forceinline__ __nv_bfloat162 &operator=(__nv_bfloat162 &&src)
    {
        x = src.x;
        y = src.y;
        return *this;
    }
    constexpr __nv_bfloat162(const __nv_bfloat16 &a, const __nv_bfloat16 &b) : x(a), y(b) {}
    __forceinline__ __nv_bfloat162(const __nv_bfloat162 &src) : x(src.x), y(src.y) {}
    __forceinline__ __nv_bfloat162 &operator=(const __nv_bfloat162 &src)
    {
        x = src.x;
        y = src.y;
        return *this;
    }
    __forceinline__ __nv_bfloat162(const __nv_bfloat162_raw &h2r)
        : x(__nv_bfloat16_raw{h2r.x}), y(__nv_bfloat16_raw{h2r.y})
    {
    }
    __forceinline__ __nv_bfloat162 &operator=(const __nv_bfloat162_raw &h2r)
    {
        x = __nv_bfloat16_raw{h2r.x};
        y = __nv_bfloat16_raw{h2r.y};
        return *this;
    }
    __forceinline__ operator __nv_bfloat162_raw() const
    {
        return __nv_bfloat162_raw{static_cast<__nv_bfloat16_raw>(x).x, static_cast<__nv_bfloat16_raw>(y).x};
    }
};
typedef __nv_bfloat162 nv_bfloat162;

static_assert(sizeof(__nv_bfloat16) == 2 && alignof(__nv_bfloat16) == 2 && sizeof(__nv_bfloat162) == 4 &&
                  alignof(__nv_bfloat162) == 4,
              "bfloat16 layout");

/* Bits in and out */
__forceinline__ unsigned short __bfloat16_as_ushort(const __nv_bfloat16 h) { return static_cast<__nv_bfloat16_raw>(h).x; }
__forceinline__ short __bfloat16_as_short(const __nv_bfloat16 h) { return (short)__bfloat16_as_ushort(h); }
__forceinline__ __nv_bfloat16 __ushort_as_bfloat16(const unsigned short i) { return __nv_bfloat16_raw{i}; }
__forceinline__ __nv_bfloat16 __short_as_bfloat16(const short i) { return __nv_bfloat16_raw{(unsigned short)i}; }

#define CUDART_INF_BF16 __ushort_as_bfloat16((unsigned short)0x7F80U)
#define CUDART_NAN_BF16 __ushort_as_bfloat16((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_BF16 __ushort_as_bfloat16((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_BF16 __ushort_as_bfloat16((unsigned short)0x7F7FU)
#define CUDART_NEG_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x8000U)
#define CUDART_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000U)
#define CUDART_ONE_BF16 __ushort_as_bfloat16((unsigned short)0x3F80U)

/* Conversions to bfloat16 */
#define P34_BF16_FROM(name, type, conv, mode) \
    __forceinline__ __nv_bfloat16 name(const type v) { return __ushort_as_bfloat16(p34_sim_bf16::conv(v, p34_sim_bf16::mode)); }
P34_BF16_FROM(__float2bfloat16, float, from_real, RN)
P34_BF16_FROM(__float2bfloat16_rn, float, from_real, RN)
P34_BF16_FROM(__float2bfloat16_rz, float, from_real, RZ)
P34_BF16_FROM(__float2bfloat16_rd, float, from_real, RD)
P34_BF16_FROM(__float2bfloat16_ru, float, from_real, RU)
P34_BF16_FROM(__double2bfloat16, double, from_real, RN)
#define P34_BF16_FROM_INT(stem, type, conv)       \
    P34_BF16_FROM(stem##_rn, type, conv, RN)      \
    P34_BF16_FROM(stem##_rz, type, conv, RZ)      \
    P34_BF16_FROM(stem##_rd, type, conv, RD)      \
    P34_BF16_FROM(stem##_ru, type, conv, RU)
P34_BF16_FROM_INT(__int2bfloat16, int, from_ll)
P34_BF16_FROM_INT(__uint2bfloat16, unsigned int, from_ull)
P34_BF16_FROM_INT(__short2bfloat16, short, from_ll)
P34_BF16_FROM_INT(__ushort2bfloat16, unsigned short, from_ull)
P34_BF16_FROM_INT(__ll2bfloat16, long long, from_ll)
P34_BF16_FROM_INT(__ull2bfloat16, unsigned long long, from_ull)
#undef P34_BF16_FROM_INT
#undef P34_BF16_FROM

/* Conversions from bfloat16 */
__forceinline__ float __bfloat162float(const __nv_bfloat16 a) { return p34_sim_bf16::to_float(__bfloat16_as_ushort(a)); }
/* bfloat16 to integer (cvt.{rni,rzi,rmi,rpi}.<int>.bf16): NaN gives 0, out of
 * range saturates; the value is exact in float, so float's rounding is its. */
template <class I>
__forceinline__ I p34_sim_bf16_to_int(const __nv_bfloat16 h, int mode)
{
    if (p34_sim_bf16::is_nan(__bfloat16_as_ushort(h)))
        return (I)0;
    float f = __bfloat162float(h);
    f = mode == 0 ? __builtin_nearbyintf(f) : mode == 1 ? __builtin_truncf(f) : mode == 2 ? __builtin_floorf(f) : __builtin_ceilf(f);
    const double lo = (double)std::numeric_limits<I>::min(), hi = (double)std::numeric_limits<I>::max();
    return f <= lo ? std::numeric_limits<I>::min() : f >= hi ? std::numeric_limits<I>::max() : (I)f;
}
#define P34_BF16_TO(stem, type)                                                                         \
    __forceinline__ type stem##_rn(const __nv_bfloat16 h) { return p34_sim_bf16_to_int<type>(h, 0); } \
    __forceinline__ type stem##_rz(const __nv_bfloat16 h) { return p34_sim_bf16_to_int<type>(h, 1); } \
    __forceinline__ type stem##_rd(const __nv_bfloat16 h) { return p34_sim_bf16_to_int<type>(h, 2); } \
    __forceinline__ type stem##_ru(const __nv_bfloat16 h) { return p34_sim_bf16_to_int<type>(h, 3); }
P34_BF16_TO(__bfloat162int, int)
P34_BF16_TO(__bfloat162uint, unsigned int)
P34_BF16_TO(__bfloat162short, short)
P34_BF16_TO(__bfloat162ushort, unsigned short)
P34_BF16_TO(__bfloat162ll, long long)
P34_BF16_TO(__bfloat162ull, unsigned long long)
#undef P34_BF16_TO
__forceinline__ signed char __bfloat162char_rz(const __nv_bfloat16 h) { return p34_sim_bf16_to_int<signed char>(h, 1); }
__forceinline__ unsigned char __bfloat162uchar_rz(const __nv_bfloat16 h) { return p34_sim_bf16_to_int<unsigned char>(h, 1); }

__forceinline__ __nv_bfloat16::operator signed char() const { return __bfloat162char_rz(*this); }
__forceinline__ __nv_bfloat16::operator unsigned char() const { return __bfloat162uchar_rz(*this); }
__forceinline__ __nv_bfloat16::operator char() const
{
    return (char)(((char)-1) < (char)0 ? (int)__bfloat162char_rz(*this) : (int)__bfloat162uchar_rz(*this));
}
__forceinline__ __nv_bfloat16::operator short() const { return __bfloat162short_rz(*this); }
__forceinline__ __nv_bfloat16::operator unsigned short() const { return __bfloat162ushort_rz(*this); }
__forceinline__ __nv_bfloat16::operator int() const { return __bfloat162int_rz(*this); }
__forceinline__ __nv_bfloat16::operator unsigned int() const { return __bfloat162uint_rz(*this); }
__forceinline__ __nv_bfloat16::operator long() const { return p34_sim_bf16_to_int<long>(*this, 1); }
__forceinline__ __nv_bfloat16::operator unsigned long() const { return p34_sim_bf16_to_int<unsigned long>(*this, 1); }
__forceinline__ __nv_bfloat16::operator long long() const { return __bfloat162ll_rz(*this); }
__forceinline__ __nv_bfloat16::operator unsigned long long() const { return __bfloat162ull_rz(*this); }

/* __half <-> bfloat16 (explicit constructors; cvt.rn.bf16.f16 / cvt.rn.f16.bf16) */
__forceinline__ __nv_bfloat16::__nv_bfloat16(const __half f)
    : __x(p34_sim_bf16::from_real(__half2float(f), p34_sim_bf16::RN))
{
}
__forceinline__ __half::__half(const __nv_bfloat16 f)
    : __x(p34_sim_half::from_double(__bfloat162float(f), p34_sim_half::RN))
{
}

/* Pairs */
__forceinline__ __nv_bfloat162 make_bfloat162(const __nv_bfloat16 x, const __nv_bfloat16 y) { return __nv_bfloat162(x, y); }
__forceinline__ __nv_bfloat162 __halves2bfloat162(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __nv_bfloat162(a, b); }
__forceinline__ __nv_bfloat162 __bfloat162bfloat162(const __nv_bfloat16 a) { return __nv_bfloat162(a, a); }
__forceinline__ __nv_bfloat162 __float2bfloat162_rn(const float a)
{
    return __bfloat162bfloat162(__float2bfloat16_rn(a));
}
__forceinline__ __nv_bfloat162 __floats2bfloat162_rn(const float a, const float b)
{
    return __nv_bfloat162(__float2bfloat16_rn(a), __float2bfloat16_rn(b));
}
__forceinline__ __nv_bfloat162 __float22bfloat162_rn(const float2 a) { return __floats2bfloat162_rn(a.x, a.y); }
__forceinline__ float2 __bfloat1622float2(const __nv_bfloat162 a)
{
    return make_float2(__bfloat162float(a.x), __bfloat162float(a.y));
}
__forceinline__ float __low2float(const __nv_bfloat162 a) { return __bfloat162float(a.x); }
__forceinline__ float __high2float(const __nv_bfloat162 a) { return __bfloat162float(a.y); }
__forceinline__ __nv_bfloat16 __low2bfloat16(const __nv_bfloat162 a) { return a.x; }
__forceinline__ __nv_bfloat16 __high2bfloat16(const __nv_bfloat162 a) { return a.y; }
__forceinline__ __nv_bfloat162 __low2bfloat162(const __nv_bfloat162 a) { return __nv_bfloat162(a.x, a.x); }
__forceinline__ __nv_bfloat162 __high2bfloat162(const __nv_bfloat162 a) { return __nv_bfloat162(a.y, a.y); }
__forceinline__ __nv_bfloat162 __lowhigh2highlow(const __nv_bfloat162 a) { return __nv_bfloat162(a.y, a.x); }
__forceinline__ __nv_bfloat162 __lows2bfloat162(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(a.x, b.x); }
__forceinline__ __nv_bfloat162 __highs2bfloat162(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(a.y, b.y); }

/* Classification */
__forceinline__ bool __hisnan(const __nv_bfloat16 a) { return p34_sim_bf16::is_nan(__bfloat16_as_ushort(a)); }
__forceinline__ int __hisinf(const __nv_bfloat16 a)
{
    const unsigned short u = __bfloat16_as_ushort(a);
    return u == 0x7f80 ? 1 : u == 0xff80 ? -1 : 0;
}

/* Arithmetic: exact operands, one rounding to nearest even */
__forceinline__ double p34_sim_bf16_d(const __nv_bfloat16 a) { return (double)__bfloat162float(a); }
__forceinline__ __nv_bfloat16 p34_sim_bf16_rn(double exact) { return __ushort_as_bfloat16(p34_sim_bf16::from_real(exact, p34_sim_bf16::RN)); }
__forceinline__ __nv_bfloat16 __hadd(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return __ushort_as_bfloat16(p34_sim_bf16::sum(p34_sim_bf16_d(a), p34_sim_bf16_d(b), p34_sim_bf16::RN));
}
__forceinline__ __nv_bfloat16 __hsub(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return __ushort_as_bfloat16(p34_sim_bf16::sum(p34_sim_bf16_d(a), -p34_sim_bf16_d(b), p34_sim_bf16::RN));
}
__forceinline__ __nv_bfloat16 __hmul(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return p34_sim_bf16_rn(p34_sim_bf16_d(a) * p34_sim_bf16_d(b)); /* 8 x 8 bits: exact in double */
}
__forceinline__ __nv_bfloat16 __hdiv(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return p34_sim_bf16_rn(p34_sim_bf16_d(a) / p34_sim_bf16_d(b));
}
__forceinline__ __nv_bfloat16 __hfma(const __nv_bfloat16 a, const __nv_bfloat16 b, const __nv_bfloat16 c)
{
    return __ushort_as_bfloat16(p34_sim_bf16::sum(p34_sim_bf16_d(a) * p34_sim_bf16_d(b), p34_sim_bf16_d(c), p34_sim_bf16::RN));
}
__forceinline__ __nv_bfloat16 __hadd_rn(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __hadd(a, b); }
__forceinline__ __nv_bfloat16 __hsub_rn(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __hsub(a, b); }
__forceinline__ __nv_bfloat16 __hmul_rn(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __hmul(a, b); }
/* neg.bf16 / abs.bf16 flip or clear the sign; a NaN comes out canonical
 * (as CUDA's own emulation of them gives it). */
__forceinline__ __nv_bfloat16 __hneg(const __nv_bfloat16 a)
{
    return __hisnan(a) ? CUDART_NAN_BF16 : __ushort_as_bfloat16((unsigned short)(__bfloat16_as_ushort(a) ^ 0x8000u));
}
__forceinline__ __nv_bfloat16 __habs(const __nv_bfloat16 a)
{
    return __hisnan(a) ? CUDART_NAN_BF16 : __ushort_as_bfloat16((unsigned short)(__bfloat16_as_ushort(a) & 0x7fffu));
}

/* Comparisons: IEEE, on the values; ordered forms are false with a NaN,
 * the unordered (u) forms true. */
__forceinline__ bool __heq(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) == __bfloat162float(b); }
__forceinline__ bool __hne(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return !__hisnan(a) && !__hisnan(b) && __bfloat162float(a) != __bfloat162float(b);
}
__forceinline__ bool __hlt(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) < __bfloat162float(b); }
__forceinline__ bool __hle(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) <= __bfloat162float(b); }
__forceinline__ bool __hgt(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) > __bfloat162float(b); }
__forceinline__ bool __hge(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) >= __bfloat162float(b); }
__forceinline__ bool __hequ(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __hisnan(a) || __hisnan(b) || __heq(a, b); }
__forceinline__ bool __hneu(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) != __bfloat162float(b); }
__forceinline__ bool __hltu(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __hisnan(a) || __hisnan(b) || __hlt(a, b); }
__forceinline__ bool __hleu(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __hisnan(a) || __hisnan(b) || __hle(a, b); }
__forceinline__ bool __hgtu(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __hisnan(a) || __hisnan(b) || __hgt(a, b); }
__forceinline__ bool __hgeu(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __hisnan(a) || __hisnan(b) || __hge(a, b); }

/* max.bf16 / min.bf16: a NaN operand gives the other (both: canonical NaN),
 * and +0 is above -0; the .NaN forms give NaN when either is. */
__forceinline__ __nv_bfloat16 __hmax(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    if (__hisnan(a))
        return __hisnan(b) ? CUDART_NAN_BF16 : b;
    if (__hisnan(b))
        return a;
    if (__heq(a, b)) /* equal: +0 over -0 */
        return (__bfloat16_as_ushort(a) & 0x8000u) ? b : a;
    return __hgt(a, b) ? a : b;
}
__forceinline__ __nv_bfloat16 __hmin(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    if (__hisnan(a))
        return __hisnan(b) ? CUDART_NAN_BF16 : b;
    if (__hisnan(b))
        return a;
    if (__heq(a, b)) /* equal: -0 under +0 */
        return (__bfloat16_as_ushort(a) & 0x8000u) ? a : b;
    return __hlt(a, b) ? a : b;
}
__forceinline__ __nv_bfloat16 __hmax_nan(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return __hisnan(a) || __hisnan(b) ? CUDART_NAN_BF16 : __hmax(a, b);
}
__forceinline__ __nv_bfloat16 __hmin_nan(const __nv_bfloat16 a, const __nv_bfloat16 b)
{
    return __hisnan(a) || __hisnan(b) ? CUDART_NAN_BF16 : __hmin(a, b);
}
/* _sat: min(max(x, +0), 1) with max/min above (NaN and -0 give +0). */
__forceinline__ __nv_bfloat16 p34_sim_bf16_sat(const __nv_bfloat16 a)
{
    return __hmin(__hmax(a, CUDART_ZERO_BF16), CUDART_ONE_BF16);
}
/* .relu: a negative result is +0; NaN stays (canonical). */
__forceinline__ __nv_bfloat16 p34_sim_bf16_relu(const __nv_bfloat16 a)
{
    if (__hisnan(a))
        return CUDART_NAN_BF16;
    return __bfloat162float(a) < 0.0f ? CUDART_ZERO_BF16 : a;
}
__forceinline__ __nv_bfloat16 __hadd_sat(const __nv_bfloat16 a, const __nv_bfloat16 b) { return p34_sim_bf16_sat(__hadd(a, b)); }
__forceinline__ __nv_bfloat16 __hsub_sat(const __nv_bfloat16 a, const __nv_bfloat16 b) { return p34_sim_bf16_sat(__hsub(a, b)); }
__forceinline__ __nv_bfloat16 __hmul_sat(const __nv_bfloat16 a, const __nv_bfloat16 b) { return p34_sim_bf16_sat(__hmul(a, b)); }
__forceinline__ __nv_bfloat16 __hfma_sat(const __nv_bfloat16 a, const __nv_bfloat16 b, const __nv_bfloat16 c)
{
    return p34_sim_bf16_sat(__hfma(a, b, c));
}
__forceinline__ __nv_bfloat16 __hfma_relu(const __nv_bfloat16 a, const __nv_bfloat16 b, const __nv_bfloat16 c)
{
    return p34_sim_bf16_relu(__hfma(a, b, c));
}

/* Math functions (rounded from double; see the top of this file) */
__forceinline__ __nv_bfloat16 htrunc(const __nv_bfloat16 h) { return p34_sim_bf16_rn(__builtin_trunc(p34_sim_bf16_d(h))); }
__forceinline__ __nv_bfloat16 hceil(const __nv_bfloat16 h) { return p34_sim_bf16_rn(__builtin_ceil(p34_sim_bf16_d(h))); }
__forceinline__ __nv_bfloat16 hfloor(const __nv_bfloat16 h) { return p34_sim_bf16_rn(__builtin_floor(p34_sim_bf16_d(h))); }
__forceinline__ __nv_bfloat16 hrint(const __nv_bfloat16 h) { return p34_sim_bf16_rn(__builtin_nearbyint(p34_sim_bf16_d(h))); }
__forceinline__ __nv_bfloat16 hsqrt(const __nv_bfloat16 a) { return p34_sim_bf16_rn(__builtin_sqrt(p34_sim_bf16_d(a))); }
__forceinline__ __nv_bfloat16 hrsqrt(const __nv_bfloat16 a) { return p34_sim_bf16_rn(1.0 / __builtin_sqrt(p34_sim_bf16_d(a))); }
__forceinline__ __nv_bfloat16 hrcp(const __nv_bfloat16 a) { return p34_sim_bf16_rn(1.0 / p34_sim_bf16_d(a)); }
__forceinline__ __nv_bfloat16 hexp(const __nv_bfloat16 a) { return p34_sim_bf16_rn(__builtin_exp(p34_sim_bf16_d(a))); }
__forceinline__ __nv_bfloat16 hexp2(const __nv_bfloat16 a) { return p34_sim_bf16_rn(__builtin_exp2(p34_sim_bf16_d(a))); }
__forceinline__ __nv_bfloat16 hexp10(const __nv_bfloat16 a) { return p34_sim_bf16_rn(__builtin_pow(10.0, p34_sim_bf16_d(a))); }
__forceinline__ __nv_bfloat16 hlog(const __nv_bfloat16 a) { return p34_sim_bf16_rn(__builtin_log(p34_sim_bf16_d(a))); }
__forceinline__ __nv_bfloat16 hlog2(const __nv_bfloat16 a) { return p34_sim_bf16_rn(__builtin_log2(p34_sim_bf16_d(a))); }
__forceinline__ __nv_bfloat16 hlog10(const __nv_bfloat16 a) { return p34_sim_bf16_rn(__builtin_log10(p34_sim_bf16_d(a))); }
__forceinline__ __nv_bfloat16 hsin(const __nv_bfloat16 a) { return p34_sim_bf16_rn(__builtin_sin(p34_sim_bf16_d(a))); }
__forceinline__ __nv_bfloat16 hcos(const __nv_bfloat16 a) { return p34_sim_bf16_rn(__builtin_cos(p34_sim_bf16_d(a))); }
__forceinline__ __nv_bfloat16 htanh(const __nv_bfloat16 a) { return p34_sim_bf16_rn(__builtin_tanh(p34_sim_bf16_d(a))); }
/* tanh.approx.bf16: CUDA documents a maximum relative error of about 2^-8 */
__forceinline__ __nv_bfloat16 htanh_approx(const __nv_bfloat16 a) { return htanh(a); }

/* Operators (CUDA's: != is the unordered __hneu) */
__forceinline__ __nv_bfloat16 operator+(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __hadd(lh, rh); }
__forceinline__ __nv_bfloat16 operator-(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __hsub(lh, rh); }
__forceinline__ __nv_bfloat16 operator*(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __hmul(lh, rh); }
__forceinline__ __nv_bfloat16 operator/(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __hdiv(lh, rh); }
__forceinline__ __nv_bfloat16 &operator+=(__nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return lh = __hadd(lh, rh); }
__forceinline__ __nv_bfloat16 &operator-=(__nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return lh = __hsub(lh, rh); }
__forceinline__ __nv_bfloat16 &operator*=(__nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return lh = __hmul(lh, rh); }
__forceinline__ __nv_bfloat16 &operator/=(__nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return lh = __hdiv(lh, rh); }
__forceinline__ __nv_bfloat16 &operator++(__nv_bfloat16 &h) { return h = __hadd(h, CUDART_ONE_BF16); }
__forceinline__ __nv_bfloat16 &operator--(__nv_bfloat16 &h) { return h = __hsub(h, CUDART_ONE_BF16); }
__forceinline__ __nv_bfloat16 operator++(__nv_bfloat16 &h, const int)
{
    const __nv_bfloat16 old = h;
    h = __hadd(h, CUDART_ONE_BF16);
    return old;
}
__forceinline__ __nv_bfloat16 operator--(__nv_bfloat16 &h, const int)
{
    const __nv_bfloat16 old = h;
    h = __hsub(h, CUDART_ONE_BF16);
    return old;
}
__forceinline__ __nv_bfloat16 operator+(const __nv_bfloat16 &h) { return h; }
__forceinline__ __nv_bfloat16 operator-(const __nv_bfloat16 &h) { return __hneg(h); }
__forceinline__ bool operator==(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __heq(lh, rh); }
__forceinline__ bool operator!=(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __hneu(lh, rh); }
__forceinline__ bool operator>(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __hgt(lh, rh); }
__forceinline__ bool operator<(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __hlt(lh, rh); }
__forceinline__ bool operator>=(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __hge(lh, rh); }
__forceinline__ bool operator<=(const __nv_bfloat16 &lh, const __nv_bfloat16 &rh) { return __hle(lh, rh); }

/* __nv_bfloat162: each half on its own */
#define P34_BF162_UNARY(name, one) \
    __forceinline__ __nv_bfloat162 name(const __nv_bfloat162 a) { return __nv_bfloat162(one(a.x), one(a.y)); }
#define P34_BF162_BINARY(name, one) \
    __forceinline__ __nv_bfloat162 name(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(one(a.x, b.x), one(a.y, b.y)); }
#define P34_BF162_TERNARY(name, one)                                                          \
    __forceinline__ __nv_bfloat162 name(const __nv_bfloat162 a, const __nv_bfloat162 b, const __nv_bfloat162 c) \
    {                                                                                         \
        return __nv_bfloat162(one(a.x, b.x, c.x), one(a.y, b.y, c.y));                        \
    }
P34_BF162_BINARY(__hadd2, __hadd)
P34_BF162_BINARY(__hsub2, __hsub)
P34_BF162_BINARY(__hmul2, __hmul)
P34_BF162_BINARY(__hadd2_rn, __hadd)
P34_BF162_BINARY(__hsub2_rn, __hsub)
P34_BF162_BINARY(__hmul2_rn, __hmul)
P34_BF162_BINARY(__h2div, __hdiv)
P34_BF162_BINARY(__hadd2_sat, __hadd_sat)
P34_BF162_BINARY(__hsub2_sat, __hsub_sat)
P34_BF162_BINARY(__hmul2_sat, __hmul_sat)
P34_BF162_BINARY(__hmax2, __hmax)
P34_BF162_BINARY(__hmin2, __hmin)
P34_BF162_BINARY(__hmax2_nan, __hmax_nan)
P34_BF162_BINARY(__hmin2_nan, __hmin_nan)
P34_BF162_TERNARY(__hfma2, __hfma)
P34_BF162_TERNARY(__hfma2_sat, __hfma_sat)
P34_BF162_TERNARY(__hfma2_relu, __hfma_relu)
P34_BF162_UNARY(__hneg2, __hneg)
P34_BF162_UNARY(__habs2, __habs)
P34_BF162_UNARY(h2trunc, htrunc)
P34_BF162_UNARY(h2ceil, hceil)
P34_BF162_UNARY(h2floor, hfloor)
P34_BF162_UNARY(h2rint, hrint)
P34_BF162_UNARY(h2sqrt, hsqrt)
P34_BF162_UNARY(h2rsqrt, hrsqrt)
P34_BF162_UNARY(h2rcp, hrcp)
P34_BF162_UNARY(h2exp, hexp)
P34_BF162_UNARY(h2exp2, hexp2)
P34_BF162_UNARY(h2exp10, hexp10)
P34_BF162_UNARY(h2log, hlog)
P34_BF162_UNARY(h2log2, hlog2)
P34_BF162_UNARY(h2log10, hlog10)
P34_BF162_UNARY(h2sin, hsin)
P34_BF162_UNARY(h2cos, hcos)
P34_BF162_UNARY(h2tanh, htanh)
P34_BF162_UNARY(h2tanh_approx, htanh_approx)
#undef P34_BF162_UNARY
#undef P34_BF162_BINARY
#undef P34_BF162_TERNARY
/* Complex multiply-add, as CUDA's header computes it (four fmas):
 * re = (c.x + a.x b.x) - a.y b.y, im = (c.y + a.x b.y) + a.y b.x. */
__forceinline__ __nv_bfloat162 __hcmadd(const __nv_bfloat162 a, const __nv_bfloat162 b, const __nv_bfloat162 c)
{
    const __nv_bfloat16 re = __hfma(__hneg(a.y), b.y, __hfma(a.x, b.x, c.x));
    const __nv_bfloat16 im = __hfma(a.y, b.x, __hfma(a.x, b.y, c.y));
    return __nv_bfloat162(re, im);
}
/* 2-wide comparisons: 1.0 or 0.0 per half; __hb*2 true when both halves
 * are; *_mask 0xFFFF per half, .x in the low bits. */
#define P34_BF162_CMP(op)                                                                                         \
    __forceinline__ __nv_bfloat162 op##2(const __nv_bfloat162 a, const __nv_bfloat162 b)                          \
    {                                                                                                             \
        return __nv_bfloat162(op(a.x, b.x) ? CUDART_ONE_BF16 : CUDART_ZERO_BF16, op(a.y, b.y) ? CUDART_ONE_BF16 : CUDART_ZERO_BF16); \
    }                                                                                                             \
    __forceinline__ unsigned int op##2_mask(const __nv_bfloat162 a, const __nv_bfloat162 b)                      \
    {                                                                                                             \
        return (op(a.x, b.x) ? 0xffffu : 0u) | (op(a.y, b.y) ? 0xffff0000u : 0u);                                 \
    }
P34_BF162_CMP(__heq) P34_BF162_CMP(__hne) P34_BF162_CMP(__hlt) P34_BF162_CMP(__hle) P34_BF162_CMP(__hgt)
P34_BF162_CMP(__hge) P34_BF162_CMP(__hequ) P34_BF162_CMP(__hneu) P34_BF162_CMP(__hltu) P34_BF162_CMP(__hleu)
P34_BF162_CMP(__hgtu) P34_BF162_CMP(__hgeu)
#undef P34_BF162_CMP
#define P34_BF162_BCMP(name, op) \
    __forceinline__ bool name(const __nv_bfloat162 a, const __nv_bfloat162 b) { return op(a.x, b.x) && op(a.y, b.y); }
P34_BF162_BCMP(__hbeq2, __heq) P34_BF162_BCMP(__hbne2, __hne) P34_BF162_BCMP(__hblt2, __hlt)
P34_BF162_BCMP(__hble2, __hle) P34_BF162_BCMP(__hbgt2, __hgt) P34_BF162_BCMP(__hbge2, __hge)
P34_BF162_BCMP(__hbequ2, __hequ) P34_BF162_BCMP(__hbneu2, __hneu) P34_BF162_BCMP(__hbltu2, __hltu)
P34_BF162_BCMP(__hbleu2, __hleu) P34_BF162_BCMP(__hbgtu2, __hgtu) P34_BF162_BCMP(__hbgeu2, __hgeu)
#undef P34_BF162_BCMP
__forceinline__ __nv_bfloat162 __hisnan2(const __nv_bfloat162 a)
{
    return __nv_bfloat162(__hisnan(a.x) ? CUDART_ONE_BF16 : CUDART_ZERO_BF16, __hisnan(a.y) ? CUDART_ONE_BF16 : CUDART_ZERO_BF16);
}

__forceinline__ __nv_bfloat162 operator+(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return __hadd2(lh, rh); }
__forceinline__ __nv_bfloat162 operator-(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return __hsub2(lh, rh); }
__forceinline__ __nv_bfloat162 operator*(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return __hmul2(lh, rh); }
__forceinline__ __nv_bfloat162 operator/(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return __h2div(lh, rh); }
__forceinline__ __nv_bfloat162 &operator+=(__nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return lh = __hadd2(lh, rh); }
__forceinline__ __nv_bfloat162 &operator-=(__nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return lh = __hsub2(lh, rh); }
__forceinline__ __nv_bfloat162 &operator*=(__nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return lh = __hmul2(lh, rh); }
__forceinline__ __nv_bfloat162 &operator/=(__nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return lh = __h2div(lh, rh); }
__forceinline__ __nv_bfloat162 &operator++(__nv_bfloat162 &h) { return h = __hadd2(h, __bfloat162bfloat162(CUDART_ONE_BF16)); }
__forceinline__ __nv_bfloat162 &operator--(__nv_bfloat162 &h) { return h = __hsub2(h, __bfloat162bfloat162(CUDART_ONE_BF16)); }
__forceinline__ __nv_bfloat162 operator++(__nv_bfloat162 &h, const int)
{
    const __nv_bfloat162 old = h;
    ++h;
    return old;
}
__forceinline__ __nv_bfloat162 operator--(__nv_bfloat162 &h, const int)
{
    const __nv_bfloat162 old = h;
    --h;
    return old;
}
__forceinline__ __nv_bfloat162 operator+(const __nv_bfloat162 &h) { return h; }
__forceinline__ __nv_bfloat162 operator-(const __nv_bfloat162 &h) { return __hneg2(h); }
__forceinline__ bool operator==(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return __hbeq2(lh, rh); }
__forceinline__ bool operator!=(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return __hbneu2(lh, rh); }
__forceinline__ bool operator>(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return __hbgt2(lh, rh); }
__forceinline__ bool operator<(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return __hblt2(lh, rh); }
__forceinline__ bool operator>=(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return __hbge2(lh, rh); }
__forceinline__ bool operator<=(const __nv_bfloat162 &lh, const __nv_bfloat162 &rh) { return __hble2(lh, rh); }

/* Warp shuffles move the bits: a __nv_bfloat16 travels in the low half of
 * a 32-bit shuffle, as CUDA's header sends it (a lane outside a partial
 * mask reads all-one bits, a NaN, as for float: sim/device.cpp). */
/* A cooperative-groups shuffle (tile.shfl*, cg::reduce) of __nv_bfloat16
 * moves its bits (CUDA's cg copies a trivially copyable type through 32-bit
 * shuffles); of __nv_bfloat162 nvcc refuses it ("Type is not compatible
 * with device shuffle": its copy constructor is user-provided), and so does
 * p34_sim_shfl_typed without this mark. */
template <>
struct p34_sim_shfl_bits<__nv_bfloat16> : std::true_type {
};
__forceinline__ unsigned int p34_sim_bf162_bits(const __nv_bfloat162 h)
{
    return (unsigned int)__bfloat16_as_ushort(h.x) | (unsigned int)__bfloat16_as_ushort(h.y) << 16;
}
__forceinline__ __nv_bfloat162 p34_sim_bits_bf162(unsigned int b)
{
    return __nv_bfloat162(__ushort_as_bfloat16((unsigned short)b), __ushort_as_bfloat16((unsigned short)(b >> 16)));
}
__forceinline__ __nv_bfloat162 __shfl_sync(const unsigned int mask, const __nv_bfloat162 var, const int srcLane, const int width = 32)
{
    return p34_sim_bits_bf162(__shfl_sync(mask, p34_sim_bf162_bits(var), srcLane, width));
}
__forceinline__ __nv_bfloat162 __shfl_up_sync(const unsigned int mask, const __nv_bfloat162 var, const unsigned int delta, const int width = 32)
{
    return p34_sim_bits_bf162(__shfl_up_sync(mask, p34_sim_bf162_bits(var), delta, width));
}
__forceinline__ __nv_bfloat162 __shfl_down_sync(const unsigned int mask, const __nv_bfloat162 var, const unsigned int delta, const int width = 32)
{
    return p34_sim_bits_bf162(__shfl_down_sync(mask, p34_sim_bf162_bits(var), delta, width));
}
__forceinline__ __nv_bfloat162 __shfl_xor_sync(const unsigned int mask, const __nv_bfloat162 var, const int laneMask, const int width = 32)
{
    return p34_sim_bits_bf162(__shfl_xor_sync(mask, p34_sim_bf162_bits(var), laneMask, width));
}
__forceinline__ __nv_bfloat16 __shfl_sync(const unsigned int mask, const __nv_bfloat16 var, const int srcLane, const int width = 32)
{
    return __low2bfloat16(__shfl_sync(mask, __bfloat162bfloat162(var), srcLane, width));
}
__forceinline__ __nv_bfloat16 __shfl_up_sync(const unsigned int mask, const __nv_bfloat16 var, const unsigned int delta, const int width = 32)
{
    return __low2bfloat16(__shfl_up_sync(mask, __bfloat162bfloat162(var), delta, width));
}
__forceinline__ __nv_bfloat16 __shfl_down_sync(const unsigned int mask, const __nv_bfloat16 var, const unsigned int delta, const int width = 32)
{
    return __low2bfloat16(__shfl_down_sync(mask, __bfloat162bfloat162(var), delta, width));
}
__forceinline__ __nv_bfloat16 __shfl_xor_sync(const unsigned int mask, const __nv_bfloat16 var, const int laneMask, const int width = 32)
{
    return __low2bfloat16(__shfl_xor_sync(mask, __bfloat162bfloat162(var), laneMask, width));
}

/* atomicAdd (atom.add.noftz.bf16 / .bf16x2 on sm_90): one atomic
 * read-modify-write of the 2 or 4 bytes, rounded as __hadd, built on
 * atomicCAS. */
__forceinline__ __nv_bfloat16 atomicAdd(__nv_bfloat16 *const address, const __nv_bfloat16 val)
{
    unsigned short *p = reinterpret_cast<unsigned short *>(address);
    unsigned short old, seen;
    p34_sim_atomic_load(&old, p, sizeof old);
    for (;;) {
        seen = atomicCAS(p, old, __bfloat16_as_ushort(__hadd(__ushort_as_bfloat16(old), val)));
        if (seen == old)
            return __ushort_as_bfloat16(old);
        old = seen;
    }
}
__forceinline__ __nv_bfloat162 atomicAdd(__nv_bfloat162 *const address, const __nv_bfloat162 val)
{
    unsigned int *p = reinterpret_cast<unsigned int *>(address);
    unsigned int old, seen;
    p34_sim_atomic_load(&old, p, sizeof old);
    for (;;) {
        seen = atomicCAS(p, old, p34_sim_bf162_bits(__hadd2(p34_sim_bits_bf162(old), val)));
        if (seen == old)
            return p34_sim_bits_bf162(old);
        old = seen;
    }
}

/* CUDA has no atomicAdd_block / atomicAdd_system for __half, __half2,
 * __nv_bfloat16 or __nv_bfloat162 (nvcc finds no overload): refused here
 * by name rather than built from the scoped templates of sim/cuda_sim.h. */
#define P34_SIM_NO_SCOPED_ADD(name, type)                                                                     \
    template <class V>                                                                                       \
    type name(type *address, V val)                                                                          \
    {                                                                                                        \
        static_assert(p34_sim_false<V>, "p34 simulator: " #name " on " #type " does not exist in CUDA (nvcc " \
                                        "finds no overload); use atomicAdd");                                \
        (void)address;                                                                                       \
        (void)val;                                                                                           \
        return type();                                                                                       \
    }
P34_SIM_NO_SCOPED_ADD(atomicAdd_block, __half)
P34_SIM_NO_SCOPED_ADD(atomicAdd_block, __half2)
P34_SIM_NO_SCOPED_ADD(atomicAdd_block, __nv_bfloat16)
P34_SIM_NO_SCOPED_ADD(atomicAdd_block, __nv_bfloat162)
P34_SIM_NO_SCOPED_ADD(atomicAdd_system, __half)
P34_SIM_NO_SCOPED_ADD(atomicAdd_system, __half2)
P34_SIM_NO_SCOPED_ADD(atomicAdd_system, __nv_bfloat16)
P34_SIM_NO_SCOPED_ADD(atomicAdd_system, __nv_bfloat162)
#undef P34_SIM_NO_SCOPED_ADD

#endif /* P34_SIM_BF16_SIM_H */
