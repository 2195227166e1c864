/*
 * sim/half_sim.h - CUDA's <cuda_fp16.h> for the simulator: __half and
 * __half2 (IEEE binary16), their conversions, arithmetic, comparisons,
 * warp shuffles and atomicAdd. sim/cuda_sim.h includes it; a kernel file's
 * #include <cuda_fp16.h> opens sim/include/cuda_fp16.h, which adds nothing.
 *
 * Values are exact: a binary16 converts to float exactly, and +, -, *, /
 * and sqrt computed in float and rounded once to binary16 are correctly
 * rounded (float's 24-bit significand is at least 2 * 11 + 2 bits, so the
 * double rounding is innocuous); fma is computed in double. Conversions
 * from float round as their names say (_rn to nearest even, _rz, _rd, _ru),
 * overflow gives infinity (or the largest finite value where the rounding
 * direction says so), as on the GPU (CUDA Math API, Half Precision
 * Intrinsics). Memory holding __half values is checked like any other
 * (2-byte accesses).
 */
#ifndef P34_SIM_HALF_SIM_H
#define P34_SIM_HALF_SIM_H

struct __half_raw {
    unsigned short x;
};
struct __half2_raw {
    unsigned short x, y;
};

namespace p34_sim_half {
enum Round { RN, RZ, RD, RU };
__forceinline__ float to_float(unsigned short h)
{
    const unsigned int sign = h >> 15, e = (h >> 10) & 0x1f, m = h & 0x3ff;
    float v;
    if (e == 0)
        v = __builtin_ldexpf((float)m, -24);
    else if (e == 31)
        v = m ? __builtin_nanf("") : __builtin_inff();
    else
        v = __builtin_ldexpf((float)(m | 0x400), (int)e - 25);
    return sign ? -v : v;
}
/* Rounds an integer-valued magnitude step: q is |x| scaled, r the mode
 * applied to the magnitude (RD/RU turn into RZ or away by sign). */
__forceinline__ double round_mag(double q, Round r, bool neg)
{
    switch (r) {
    case RN: return __builtin_nearbyint(q);  /* ties to even in the default mode */
    case RZ: return __builtin_trunc(q);
    case RD: return neg ? __builtin_ceil(q) : __builtin_trunc(q);
    default: return neg ? __builtin_trunc(q) : __builtin_ceil(q);
    }
}
__forceinline__ unsigned short from_double(double x, Round r)
{
    const bool neg = __builtin_signbit(x);
    const unsigned short sign = neg ? 0x8000 : 0;
    if (__builtin_isnan(x))
        return 0x7fff;
    double a = neg ? -x : x;
    const bool to_inf = r == RN || (r == RU && !neg) || (r == RD && neg);
    if (__builtin_isinf(a))
        return sign | 0x7c00;
    if (a == 0.0)
        return sign;
    int e;
    (void)__builtin_frexp(a, &e);  /* a = f * 2^e, f in [0.5, 1) */
    int E = e - 1;                  /* a in [2^E, 2^(E+1)) */
    if (E < -14) {                  /* subnormal: multiples of 2^-24 */
        const double q = round_mag(__builtin_ldexp(a, 24), r, neg);
        return sign | (unsigned short)q;  /* 1024 is the smallest normal, bits 0x0400 */
    }
    double q = round_mag(__builtin_ldexp(a, 10 - E), r, neg);  /* in [1024, 2048] */
    if (q >= 2048.0) {
        q = 1024.0;
        E++;
    }
    if (E > 15)
        return sign | (to_inf ? 0x7c00 : 0x7bff);
    return sign | (unsigned short)((E + 15) << 10 | ((unsigned int)q - 1024u));
}
}  // namespace p34_sim_half

struct __nv_bfloat16; /* sim/bf16_sim.h */
struct __half {
    unsigned short __x;
    /* constexpr, so a __shared__ __half array is initialised statically (no
     * guard variable); the simulator fills shared memory at each block start */
    constexpr __half() : __x() {}
    __forceinline__ __half(const __half_raw &r) : __x(r.x) {}
    __forceinline__ __half(float f) : __x(p34_sim_half::from_double(f, p34_sim_half::RN)) {}
    __forceinline__ __half(double d) : __x(p34_sim_half::from_double(d, p34_sim_half::RN)) {}
    __forceinline__ __half(int i) : __x(p34_sim_half::from_double(i, p34_sim_half::RN)) {}
    __forceinline__ __half(unsigned int i) : __x(p34_sim_half::from_double(i, p34_sim_half::RN)) {}
    __forceinline__ __half(short i) : __x(p34_sim_half::from_double(i, p34_sim_half::RN)) {}
    __forceinline__ __half(unsigned short i) : __x(p34_sim_half::from_double(i, p34_sim_half::RN)) {}
    __forceinline__ __half(long long i) : __x(p34_sim_half::from_double((double)i, p34_sim_half::RN)) {}
    __forceinline__ __half(unsigned long long i) : __x(p34_sim_half::from_double((double)i, p34_sim_half::RN)) {}
    explicit __half(const __nv_bfloat16 f); /* cvt.rn.f16.bf16, sim/bf16_sim.h */
    __forceinline__ __half &operator=(float f) { return *this = __half(f); }
    __forceinline__ __half &operator=(double d) { return *this = __half(d); }
    __forceinline__ __half &operator=(const __half_raw &r)
    {
        __x = r.x;
        return *this;
    }
    __forceinline__ operator __half_raw() const { return __half_raw{__x}; }
    __forceinline__ operator float() const { return p34_sim_half::to_float(__x); }
    __forceinline__ explicit operator bool() const { return (__x & 0x7fff) != 0; }
};
typedef __half half;

struct __half2 {
    __half x, y;
    __half2() = default;
    __forceinline__ __half2(const __half &a, const __half &b) : x(a), y(b) {}
    __forceinline__ __half2(const __half2_raw &r) : x(__half_raw{r.x}), y(__half_raw{r.y}) {}
    __forceinline__ operator __half2_raw() const { return __half2_raw{x.__x, y.__x}; }
};
typedef __half2 half2;

static_assert(sizeof(__half) == 2 && sizeof(__half2) == 4, "binary16 layout");

/* Conversions */
#define P34_HALF_FROM(name, type, mode) \
    __forceinline__ __half name(type v) { return __half_raw{p34_sim_half::from_double((double)v, p34_sim_half::mode)}; }
P34_HALF_FROM(__float2half, float, RN)
P34_HALF_FROM(__float2half_rn, float, RN)
P34_HALF_FROM(__float2half_rz, float, RZ)
P34_HALF_FROM(__float2half_rd, float, RD)
P34_HALF_FROM(__float2half_ru, float, RU)
P34_HALF_FROM(__double2half, double, RN)
P34_HALF_FROM(__int2half_rn, int, RN)
P34_HALF_FROM(__int2half_rz, int, RZ)
P34_HALF_FROM(__int2half_rd, int, RD)
P34_HALF_FROM(__int2half_ru, int, RU)
P34_HALF_FROM(__uint2half_rn, unsigned int, RN)
P34_HALF_FROM(__uint2half_rz, unsigned int, RZ)
P34_HALF_FROM(__short2half_rn, short, RN)
P34_HALF_FROM(__ushort2half_rn, unsigned short, RN)
P34_HALF_FROM(__ll2half_rn, long long, RN)
P34_HALF_FROM(__ull2half_rn, unsigned long long, RN)
#undef P34_HALF_FROM
__forceinline__ float __half2float(__half h) { return p34_sim_half::to_float(h.__x); }
__forceinline__ float __low2float(__half2 h) { return __half2float(h.x); }
__forceinline__ float __high2float(__half2 h) { return __half2float(h.y); }
__forceinline__ short __half_as_short(__half h) { return (short)h.__x; }
__forceinline__ unsigned short __half_as_ushort(__half h) { return h.__x; }
__forceinline__ __half __short_as_half(short s) { return __half_raw{(unsigned short)s}; }
__forceinline__ __half __ushort_as_half(unsigned short s) { return __half_raw{s}; }
__forceinline__ __half2 __halves2half2(__half a, __half b) { return __half2(a, b); }
__forceinline__ __half2 make_half2(__half a, __half b) { return __half2(a, b); }
__forceinline__ __half2 __half2half2(__half a) { return __half2(a, a); }
__forceinline__ __half2 __float2half2_rn(float f) { return __half2(__float2half_rn(f), __float2half_rn(f)); }
__forceinline__ __half2 __floats2half2_rn(float a, float b) { return __half2(__float2half_rn(a), __float2half_rn(b)); }
__forceinline__ float2 __half22float2(__half2 h) { return make_float2(__half2float(h.x), __half2float(h.y)); }
__forceinline__ __half2 __float22half2_rn(float2 f) { return __floats2half2_rn(f.x, f.y); }
__forceinline__ __half __low2half(__half2 h) { return h.x; }
__forceinline__ __half __high2half(__half2 h) { return h.y; }
__forceinline__ __half2 __low2half2(__half2 h) { return __half2(h.x, h.x); }
__forceinline__ __half2 __high2half2(__half2 h) { return __half2(h.y, h.y); }
__forceinline__ __half2 __lowhigh2highlow(__half2 h) { return __half2(h.y, h.x); }
__forceinline__ __half2 __lows2half2(__half2 a, __half2 b) { return __half2(a.x, b.x); }
__forceinline__ __half2 __highs2half2(__half2 a, __half2 b) { return __half2(a.y, b.y); }

/* Arithmetic: computed in float (exact operands), rounded once */
__forceinline__ __half p34_sim_half_round(float f) { return __float2half_rn(f); }
__forceinline__ __half __hadd(__half a, __half b) { return p34_sim_half_round(__half2float(a) + __half2float(b)); }
__forceinline__ __half __hsub(__half a, __half b) { return p34_sim_half_round(__half2float(a) - __half2float(b)); }
__forceinline__ __half __hmul(__half a, __half b) { return p34_sim_half_round(__half2float(a) * __half2float(b)); }
__forceinline__ __half __hdiv(__half a, __half b) { return p34_sim_half_round(__half2float(a) / __half2float(b)); }
__forceinline__ __half __hadd_rn(__half a, __half b) { return __hadd(a, b); }
__forceinline__ __half __hsub_rn(__half a, __half b) { return __hsub(a, b); }
__forceinline__ __half __hmul_rn(__half a, __half b) { return __hmul(a, b); }
__forceinline__ __half __hfma(__half a, __half b, __half c)
{
    return __half_raw{p34_sim_half::from_double(
        (double)__half2float(a) * (double)__half2float(b) + (double)__half2float(c), p34_sim_half::RN)};
}
__forceinline__ __half __hneg(__half a) { return __half_raw{(unsigned short)(a.__x ^ 0x8000)}; }
__forceinline__ __half __habs(__half a) { return __half_raw{(unsigned short)(a.__x & 0x7fff)}; }
__forceinline__ bool __hisnan(__half a) { return (a.__x & 0x7fff) > 0x7c00; }
__forceinline__ int __hisinf(__half a) { return (a.__x & 0x7fff) == 0x7c00 ? ((a.__x & 0x8000) ? -1 : 1) : 0; }
__forceinline__ __half __hmax(__half a, __half b)
{
    if (__hisnan(a)) return b;
    if (__hisnan(b)) return a;
    return __half2float(a) >= __half2float(b) ? a : b;
}
__forceinline__ __half __hmin(__half a, __half b)
{
    if (__hisnan(a)) return b;
    if (__hisnan(b)) return a;
    return __half2float(a) <= __half2float(b) ? a : b;
}
__forceinline__ __half hsqrt(__half a) { return p34_sim_half_round(__builtin_sqrtf(__half2float(a))); }
__forceinline__ bool __heq(__half a, __half b) { return __half2float(a) == __half2float(b); }
__forceinline__ bool __hne(__half a, __half b) { return !__hisnan(a) && !__hisnan(b) && __half2float(a) != __half2float(b); }
__forceinline__ bool __hlt(__half a, __half b) { return __half2float(a) < __half2float(b); }
__forceinline__ bool __hle(__half a, __half b) { return __half2float(a) <= __half2float(b); }
__forceinline__ bool __hgt(__half a, __half b) { return __half2float(a) > __half2float(b); }
__forceinline__ bool __hge(__half a, __half b) { return __half2float(a) >= __half2float(b); }

__forceinline__ __half operator+(const __half &a, const __half &b) { return __hadd(a, b); }
__forceinline__ __half operator-(const __half &a, const __half &b) { return __hsub(a, b); }
__forceinline__ __half operator*(const __half &a, const __half &b) { return __hmul(a, b); }
__forceinline__ __half operator/(const __half &a, const __half &b) { return __hdiv(a, b); }
__forceinline__ __half &operator+=(__half &a, const __half &b) { return a = __hadd(a, b); }
__forceinline__ __half &operator-=(__half &a, const __half &b) { return a = __hsub(a, b); }
__forceinline__ __half &operator*=(__half &a, const __half &b) { return a = __hmul(a, b); }
__forceinline__ __half &operator/=(__half &a, const __half &b) { return a = __hdiv(a, b); }
__forceinline__ __half operator-(const __half &a) { return __hneg(a); }
__forceinline__ __half operator+(const __half &a) { return a; }
__forceinline__ __half &operator++(__half &a) { return a = __hadd(a, __half(1.0f)); }
__forceinline__ __half &operator--(__half &a) { return a = __hsub(a, __half(1.0f)); }
__forceinline__ __half operator++(__half &a, int) { const __half o = a; ++a; return o; }
__forceinline__ __half operator--(__half &a, int) { const __half o = a; --a; return o; }
__forceinline__ bool operator==(const __half &a, const __half &b) { return __heq(a, b); }
__forceinline__ bool operator!=(const __half &a, const __half &b) { return __half2float(a) != __half2float(b); } /* __hneu, as CUDA's: true with a NaN */
__forceinline__ bool operator<(const __half &a, const __half &b) { return __hlt(a, b); }
__forceinline__ bool operator<=(const __half &a, const __half &b) { return __hle(a, b); }
__forceinline__ bool operator>(const __half &a, const __half &b) { return __hgt(a, b); }
__forceinline__ bool operator>=(const __half &a, const __half &b) { return __hge(a, b); }

/* __half2: both halves at once */
__forceinline__ __half2 __hadd2(__half2 a, __half2 b) { return __half2(__hadd(a.x, b.x), __hadd(a.y, b.y)); }
__forceinline__ __half2 __hsub2(__half2 a, __half2 b) { return __half2(__hsub(a.x, b.x), __hsub(a.y, b.y)); }
__forceinline__ __half2 __hmul2(__half2 a, __half2 b) { return __half2(__hmul(a.x, b.x), __hmul(a.y, b.y)); }
__forceinline__ __half2 __h2div(__half2 a, __half2 b) { return __half2(__hdiv(a.x, b.x), __hdiv(a.y, b.y)); }
__forceinline__ __half2 __hfma2(__half2 a, __half2 b, __half2 c) { return __half2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y)); }
__forceinline__ __half2 __hneg2(__half2 a) { return __half2(__hneg(a.x), __hneg(a.y)); }
__forceinline__ __half2 __habs2(__half2 a) { return __half2(__habs(a.x), __habs(a.y)); }
__forceinline__ __half2 operator+(const __half2 &a, const __half2 &b) { return __hadd2(a, b); }
__forceinline__ __half2 operator-(const __half2 &a, const __half2 &b) { return __hsub2(a, b); }
__forceinline__ __half2 operator*(const __half2 &a, const __half2 &b) { return __hmul2(a, b); }
__forceinline__ __half2 operator/(const __half2 &a, const __half2 &b) { return __h2div(a, b); }
__forceinline__ __half2 &operator+=(__half2 &a, const __half2 &b) { return a = __hadd2(a, b); }
__forceinline__ __half2 &operator-=(__half2 &a, const __half2 &b) { return a = __hsub2(a, b); }
__forceinline__ __half2 &operator*=(__half2 &a, const __half2 &b) { return a = __hmul2(a, b); }

/* The rest of the CUDA Math API's half functions (Half Comparison, Half2
 * Comparison, Half Arithmetic and Precision Conversion): unordered
 * comparisons (true when either operand is NaN), __half2 comparisons (1.0 or
 * 0.0 per half; __hb*2 true when both halves are; *_mask 0xFFFF per half,
 * .x in the low bits), _nan min/max (NaN in, NaN out), _sat (clamped to
 * [0, 1], NaN to +0), _relu (negative to +0, NaN kept), and the remaining
 * rounding modes of the integer conversions. */
__forceinline__ bool __hequ(__half a, __half b) { return __hisnan(a) || __hisnan(b) || __heq(a, b); }
__forceinline__ bool __hneu(__half a, __half b) { return __hisnan(a) || __hisnan(b) || __half2float(a) != __half2float(b); }
__forceinline__ bool __hltu(__half a, __half b) { return __hisnan(a) || __hisnan(b) || __hlt(a, b); }
__forceinline__ bool __hleu(__half a, __half b) { return __hisnan(a) || __hisnan(b) || __hle(a, b); }
__forceinline__ bool __hgtu(__half a, __half b) { return __hisnan(a) || __hisnan(b) || __hgt(a, b); }
__forceinline__ bool __hgeu(__half a, __half b) { return __hisnan(a) || __hisnan(b) || __hge(a, b); }
#define P34_HALF2_CMP(op)                                                                                   \
    __forceinline__ __half2 op##2(__half2 a, __half2 b)                                                     \
    {                                                                                                       \
        return __half2(__float2half_rn(op(a.x, b.x) ? 1.0f : 0.0f), __float2half_rn(op(a.y, b.y) ? 1.0f : 0.0f)); \
    }                                                                                                       \
    __forceinline__ unsigned int op##2_mask(__half2 a, __half2 b)                                           \
    {                                                                                                       \
        return (op(a.x, b.x) ? 0xffffu : 0u) | (op(a.y, b.y) ? 0xffff0000u : 0u);                           \
    }
P34_HALF2_CMP(__heq) P34_HALF2_CMP(__hne) P34_HALF2_CMP(__hlt) P34_HALF2_CMP(__hle) P34_HALF2_CMP(__hgt)
P34_HALF2_CMP(__hge) P34_HALF2_CMP(__hequ) P34_HALF2_CMP(__hneu) P34_HALF2_CMP(__hltu) P34_HALF2_CMP(__hleu)
P34_HALF2_CMP(__hgtu) P34_HALF2_CMP(__hgeu)
#undef P34_HALF2_CMP
#define P34_HALF2_BCMP(name, op) \
    __forceinline__ bool name(__half2 a, __half2 b) { return op(a.x, b.x) && op(a.y, b.y); }
P34_HALF2_BCMP(__hbeq2, __heq) P34_HALF2_BCMP(__hbne2, __hne) P34_HALF2_BCMP(__hblt2, __hlt)
P34_HALF2_BCMP(__hble2, __hle) P34_HALF2_BCMP(__hbgt2, __hgt) P34_HALF2_BCMP(__hbge2, __hge)
P34_HALF2_BCMP(__hbequ2, __hequ) P34_HALF2_BCMP(__hbneu2, __hneu) P34_HALF2_BCMP(__hbltu2, __hltu)
P34_HALF2_BCMP(__hbleu2, __hleu) P34_HALF2_BCMP(__hbgtu2, __hgtu) P34_HALF2_BCMP(__hbgeu2, __hgeu)
#undef P34_HALF2_BCMP
__forceinline__ __half2 __hisnan2(__half2 a)
{
    return __half2(__float2half_rn(__hisnan(a.x) ? 1.0f : 0.0f), __float2half_rn(__hisnan(a.y) ? 1.0f : 0.0f));
}
__forceinline__ __half p34_sim_half_nan() { return __half_raw{0x7fff}; }  /* CUDA's canonical NaN */
__forceinline__ __half __hmax_nan(__half a, __half b) { return __hisnan(a) || __hisnan(b) ? p34_sim_half_nan() : __hmax(a, b); }
__forceinline__ __half __hmin_nan(__half a, __half b) { return __hisnan(a) || __hisnan(b) ? p34_sim_half_nan() : __hmin(a, b); }
__forceinline__ __half2 __hmax2(__half2 a, __half2 b) { return __half2(__hmax(a.x, b.x), __hmax(a.y, b.y)); }
__forceinline__ __half2 __hmin2(__half2 a, __half2 b) { return __half2(__hmin(a.x, b.x), __hmin(a.y, b.y)); }
__forceinline__ __half2 __hmax2_nan(__half2 a, __half2 b) { return __half2(__hmax_nan(a.x, b.x), __hmax_nan(a.y, b.y)); }
__forceinline__ __half2 __hmin2_nan(__half2 a, __half2 b) { return __half2(__hmin_nan(a.x, b.x), __hmin_nan(a.y, b.y)); }
__forceinline__ __half p34_sim_half_sat(__half a)
{
    if (__hisnan(a)) return __half_raw{0};
    const float f = __half2float(a);
    return f < 0.0f ? __half(__half_raw{0}) : f > 1.0f ? __float2half_rn(1.0f) : a;
}
__forceinline__ __half p34_sim_half_relu(__half a)
{
    if (__hisnan(a)) return p34_sim_half_nan();
    return __half2float(a) < 0.0f ? __half(__half_raw{0}) : a;
}
__forceinline__ __half __hadd_sat(__half a, __half b) { return p34_sim_half_sat(__hadd(a, b)); }
__forceinline__ __half __hsub_sat(__half a, __half b) { return p34_sim_half_sat(__hsub(a, b)); }
__forceinline__ __half __hmul_sat(__half a, __half b) { return p34_sim_half_sat(__hmul(a, b)); }
__forceinline__ __half __hfma_sat(__half a, __half b, __half c) { return p34_sim_half_sat(__hfma(a, b, c)); }
__forceinline__ __half __hfma_relu(__half a, __half b, __half c) { return p34_sim_half_relu(__hfma(a, b, c)); }
__forceinline__ __half2 __hadd2_rn(__half2 a, __half2 b) { return __hadd2(a, b); }
__forceinline__ __half2 __hsub2_rn(__half2 a, __half2 b) { return __hsub2(a, b); }
__forceinline__ __half2 __hmul2_rn(__half2 a, __half2 b) { return __hmul2(a, b); }
__forceinline__ __half2 __hadd2_sat(__half2 a, __half2 b) { return __half2(__hadd_sat(a.x, b.x), __hadd_sat(a.y, b.y)); }
__forceinline__ __half2 __hsub2_sat(__half2 a, __half2 b) { return __half2(__hsub_sat(a.x, b.x), __hsub_sat(a.y, b.y)); }
__forceinline__ __half2 __hmul2_sat(__half2 a, __half2 b) { return __half2(__hmul_sat(a.x, b.x), __hmul_sat(a.y, b.y)); }
__forceinline__ __half2 __hfma2_sat(__half2 a, __half2 b, __half2 c) { return __half2(__hfma_sat(a.x, b.x, c.x), __hfma_sat(a.y, b.y, c.y)); }
__forceinline__ __half2 __hfma2_relu(__half2 a, __half2 b, __half2 c) { return __half2(__hfma_relu(a.x, b.x, c.x), __hfma_relu(a.y, b.y, c.y)); }
/* half to integer in every rounding mode: NaN gives 0, out of range saturates (cvt.*.f16) */
template <class I>
__forceinline__ I p34_sim_half_to_int(__half h, int mode)
{
    if (__hisnan(h)) return (I)0;
    float f = __half2float(h);
    f = mode == 0 ? __builtin_nearbyintf(f) : mode == 1 ? __builtin_truncf(f) : mode == 2 ? __builtin_floorf(f) : __builtin_ceilf(f);
    const double lo = (double)std::numeric_limits<I>::min(), hi = (double)std::numeric_limits<I>::max();
    return f <= lo ? std::numeric_limits<I>::min() : f >= hi ? std::numeric_limits<I>::max() : (I)f;
}
#define P34_HALF_TO(name, type)                                                                   \
    __forceinline__ type name##_rn(__half h) { return p34_sim_half_to_int<type>(h, 0); }          \
    __forceinline__ type name##_rz(__half h) { return p34_sim_half_to_int<type>(h, 1); }          \
    __forceinline__ type name##_rd(__half h) { return p34_sim_half_to_int<type>(h, 2); }          \
    __forceinline__ type name##_ru(__half h) { return p34_sim_half_to_int<type>(h, 3); }
P34_HALF_TO(__half2short, short)
P34_HALF_TO(__half2ushort, unsigned short)
P34_HALF_TO(__half2ll, long long)
P34_HALF_TO(__half2ull, unsigned long long)
#undef P34_HALF_TO
/* int and unsigned int too: an infinity saturates, a negative half gives 0
 * unsigned, NaN 0 (a plain C++ cast of those is undefined, and x86 gives
 * 0x80000000...) */
__forceinline__ int __half2int_rn(__half h) { return p34_sim_half_to_int<int>(h, 0); }
__forceinline__ int __half2int_rz(__half h) { return p34_sim_half_to_int<int>(h, 1); }
__forceinline__ int __half2int_rd(__half h) { return p34_sim_half_to_int<int>(h, 2); }
__forceinline__ int __half2int_ru(__half h) { return p34_sim_half_to_int<int>(h, 3); }
__forceinline__ unsigned int __half2uint_rn(__half h) { return p34_sim_half_to_int<unsigned int>(h, 0); }
__forceinline__ unsigned int __half2uint_rz(__half h) { return p34_sim_half_to_int<unsigned int>(h, 1); }
__forceinline__ unsigned int __half2uint_rd(__half h) { return p34_sim_half_to_int<unsigned int>(h, 2); }
__forceinline__ unsigned int __half2uint_ru(__half h) { return p34_sim_half_to_int<unsigned int>(h, 3); }
__forceinline__ signed char __half2char_rz(__half h) { return p34_sim_half_to_int<signed char>(h, 1); }
__forceinline__ unsigned char __half2uchar_rz(__half h) { return p34_sim_half_to_int<unsigned char>(h, 1); }
#define P34_HALF_FROM(name, type, mode) \
    __forceinline__ __half name(type v) { return __half_raw{p34_sim_half::from_double((double)v, p34_sim_half::mode)}; }
P34_HALF_FROM(__uint2half_rd, unsigned int, RD)
P34_HALF_FROM(__uint2half_ru, unsigned int, RU)
P34_HALF_FROM(__short2half_rz, short, RZ)
P34_HALF_FROM(__short2half_rd, short, RD)
P34_HALF_FROM(__short2half_ru, short, RU)
P34_HALF_FROM(__ushort2half_rz, unsigned short, RZ)
P34_HALF_FROM(__ushort2half_rd, unsigned short, RD)
P34_HALF_FROM(__ushort2half_ru, unsigned short, RU)
P34_HALF_FROM(__ll2half_rz, long long, RZ)
P34_HALF_FROM(__ll2half_rd, long long, RD)
P34_HALF_FROM(__ll2half_ru, long long, RU)
P34_HALF_FROM(__ull2half_rz, unsigned long long, RZ)
P34_HALF_FROM(__ull2half_rd, unsigned long long, RD)
P34_HALF_FROM(__ull2half_ru, unsigned long long, RU)
#undef P34_HALF_FROM

template <>
struct p34_sim_shfl_bits<__half> : std::true_type {
};
template <>
struct p34_sim_shfl_bits<__half2> : std::true_type {
};
/* Warp shuffles move the bits (a lane outside a partial mask reads all-one
 * bits, a NaN, as for float: sim/device.cpp). */
__forceinline__ __half __shfl_sync(unsigned int mask, __half v, int src, int width = 32)
{
    return __ushort_as_half((unsigned short)__shfl_sync(mask, (unsigned int)v.__x, src, width));
}
__forceinline__ __half __shfl_up_sync(unsigned int mask, __half v, unsigned int d, int width = 32)
{
    return __ushort_as_half((unsigned short)__shfl_up_sync(mask, (unsigned int)v.__x, d, width));
}
__forceinline__ __half __shfl_down_sync(unsigned int mask, __half v, unsigned int d, int width = 32)
{
    return __ushort_as_half((unsigned short)__shfl_down_sync(mask, (unsigned int)v.__x, d, width));
}
__forceinline__ __half __shfl_xor_sync(unsigned int mask, __half v, int m, int width = 32)
{
    return __ushort_as_half((unsigned short)__shfl_xor_sync(mask, (unsigned int)v.__x, m, width));
}
__forceinline__ unsigned int p34_sim_half2_bits(__half2 h) { return (unsigned int)h.x.__x | (unsigned int)h.y.__x << 16; }
__forceinline__ __half2 p34_sim_bits_half2(unsigned int b)
{
    return __half2(__ushort_as_half((unsigned short)b), __ushort_as_half((unsigned short)(b >> 16)));
}
__forceinline__ __half2 __shfl_sync(unsigned int mask, __half2 v, int src, int width = 32)
{
    return p34_sim_bits_half2(__shfl_sync(mask, p34_sim_half2_bits(v), src, width));
}
__forceinline__ __half2 __shfl_up_sync(unsigned int mask, __half2 v, unsigned int d, int width = 32)
{
    return p34_sim_bits_half2(__shfl_up_sync(mask, p34_sim_half2_bits(v), d, width));
}
__forceinline__ __half2 __shfl_down_sync(unsigned int mask, __half2 v, unsigned int d, int width = 32)
{
    return p34_sim_bits_half2(__shfl_down_sync(mask, p34_sim_half2_bits(v), d, width));
}
__forceinline__ __half2 __shfl_xor_sync(unsigned int mask, __half2 v, int m, int width = 32)
{
    return p34_sim_bits_half2(__shfl_xor_sync(mask, p34_sim_half2_bits(v), m, width));
}

/* atomicAdd on __half (sm_70) and __half2 (sm_60): one atomic
 * read-modify-write of the 2 or 4 bytes, built on atomicCAS. */
__forceinline__ __half atomicAdd(__half *address, __half val)
{
    unsigned short *p = reinterpret_cast<unsigned short *>(address);
    unsigned short old, seen;
    p34_sim_atomic_load(&old, p, sizeof old);
    for (;;) {
        seen = atomicCAS(p, old, __hadd(__ushort_as_half(old), val).__x);
        if (seen == old)
            return __ushort_as_half(old);
        old = seen;
    }
}
__forceinline__ __half2 atomicAdd(__half2 *address, __half2 val)
{
    unsigned int *p = reinterpret_cast<unsigned int *>(address);
    unsigned int old, seen;
    p34_sim_atomic_load(&old, p, sizeof old);
    for (;;) {
        seen = atomicCAS(p, old, p34_sim_half2_bits(__hadd2(p34_sim_bits_half2(old), val)));
        if (seen == old)
            return p34_sim_bits_half2(old);
        old = seen;
    }
}

#endif /* P34_SIM_HALF_SIM_H */
