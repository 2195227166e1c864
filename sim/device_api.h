/*
 * sim/device_api.h - CUDA's device function library for the simulator:
 * math (crt/math_functions.h), intrinsics (crt/device_functions.h,
 * sm_20..sm_90 intrinsics), conversions with rounding modes, the integer
 * intrinsics, clocks, and the atomics beyond the runtime's own. Included by
 * sim/cuda_sim.h after its atomics and before its scoped (_block/_system)
 * atomic wrappers, which must see every overload declared here.
 *
 * Semantics are CUDA's (CUDA Math API reference, "Single/Double Precision
 * Intrinsics", "Type Casting Intrinsics", "Integer Intrinsics"):
 *   - what CUDA computes exactly (IEEE arithmetic in a rounding mode,
 *     conversions, integer intrinsics) gives the same bits here; the
 *     directed roundings run in sim/math.cpp with the host's FPU set to the
 *     mode the suffix names;
 *   - what CUDA computes approximately (sinf, __expf, erfinvf, ...) is the
 *     host's libm or a double-precision evaluation: within CUDA's error
 *     bounds, not the GPU's bits.
 * scripts/sim-device-api lists what CUDA 13 declares and what this covers
 * (docs/sim-device-api.md). What is deliberately left out fails to compile
 * with "p34 simulator: NAME is not supported".
 */
#ifndef P34_SIM_DEVICE_API_H
#define P34_SIM_DEVICE_API_H

#include <cfloat>
#include <climits>
#include <cstdlib>
#include <ctime>
#include <limits>
#include <math.h> /* libstdc++'s <math.h>: std's float/double overloads (sin(float), isnan, abs(float)) in the global namespace, as CUDA has them */

#include "device_api_rt.h"

/* ---------------------------------------------------------------------- */
/* Bit reinterpretation                                                    */

template <class To, class From>
__forceinline__ To p34_sim_bits(From f)
{
    static_assert(sizeof(To) == sizeof(From), "p34_sim_bits: sizes differ");
    To t;
    std::memcpy(&t, &f, sizeof t);
    return t;
}
__forceinline__ int __float_as_int(float f) { return p34_sim_bits<int>(f); }
__forceinline__ unsigned int __float_as_uint(float f) { return p34_sim_bits<unsigned int>(f); }
__forceinline__ float __int_as_float(int i) { return p34_sim_bits<float>(i); }
__forceinline__ float __uint_as_float(unsigned int i) { return p34_sim_bits<float>(i); }
__forceinline__ long long int __double_as_longlong(double d) { return p34_sim_bits<long long int>(d); }
__forceinline__ double __longlong_as_double(long long int i) { return p34_sim_bits<double>(i); }
__forceinline__ int __double2hiint(double d) { return (int)(__double_as_longlong(d) >> 32); }
__forceinline__ int __double2loint(double d) { return (int)(unsigned int)__double_as_longlong(d); }
__forceinline__ double __hiloint2double(int hi, int lo)
{
    return __longlong_as_double((long long int)(((unsigned long long)(unsigned int)hi << 32) | (unsigned int)lo));
}

/* ---------------------------------------------------------------------- */
/* Integer intrinsics                                                      */

__forceinline__ int __popc(unsigned int x) { return __builtin_popcount(x); }
__forceinline__ int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
__forceinline__ int __ffs(int x) { return __builtin_ffs(x); }
__forceinline__ int __ffsll(long long x) { return __builtin_ffsll(x); }
__forceinline__ int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned int)x); }
__forceinline__ int __clzll(long long x) { return x == 0 ? 64 : __builtin_clzll((unsigned long long)x); }
__forceinline__ unsigned int __brev(unsigned int x)
{
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
    x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
    return (x >> 16) | (x << 16);
}
__forceinline__ unsigned long long __brevll(unsigned long long x)
{
    return ((unsigned long long)__brev((unsigned int)x) << 32) | __brev((unsigned int)(x >> 32));
}
/* Byte i of the result is byte (s >> 4i) & 7 of the 8 bytes y:x (x is 0-3). */
__forceinline__ unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s)
{
    const unsigned long long v = ((unsigned long long)y << 32) | x;
    unsigned int r = 0;
    for (int i = 0; i < 4; i++)
        r |= (unsigned int)((v >> (8 * ((s >> (4 * i)) & 7u))) & 0xffu) << (8 * i);
    return r;
}
/* 24-bit multiplies: the low 24 bits of each operand (sign-extended for
 * __mul24), the low 32 bits of the 48-bit product. */
__forceinline__ int __mul24(int x, int y)
{
    const long long a = (long long)((int)((unsigned int)x << 8) >> 8);
    const long long b = (long long)((int)((unsigned int)y << 8) >> 8);
    return (int)(unsigned int)(unsigned long long)(a * b);
}
__forceinline__ unsigned int __umul24(unsigned int x, unsigned int y)
{
    return (unsigned int)((unsigned long long)(x & 0xffffffu) * (y & 0xffffffu));
}
__forceinline__ int __mulhi(int x, int y) { return (int)(((long long)x * y) >> 32); }
__forceinline__ unsigned int __umulhi(unsigned int x, unsigned int y)
{
    return (unsigned int)(((unsigned long long)x * y) >> 32);
}
__forceinline__ long long int __mul64hi(long long int x, long long int y)
{
    return (long long int)(((__int128)x * y) >> 64);
}
__forceinline__ unsigned long long int __umul64hi(unsigned long long int x, unsigned long long int y)
{
    return (unsigned long long int)(((unsigned __int128)x * y) >> 64);
}
__forceinline__ unsigned int __sad(int x, int y, unsigned int z)
{
    return z + (unsigned int)(x > y ? (long long)x - y : (long long)y - x);
}
__forceinline__ unsigned int __usad(unsigned int x, unsigned int y, unsigned int z)
{
    return z + (x > y ? x - y : y - x);
}
/* Halving adds without overflow: (x + y) >> 1 and (x + y + 1) >> 1. */
__forceinline__ int __hadd(int x, int y) { return (int)(((long long)x + y) >> 1); }
__forceinline__ int __rhadd(int x, int y) { return (int)(((long long)x + y + 1) >> 1); }
__forceinline__ unsigned int __uhadd(unsigned int x, unsigned int y)
{
    return (unsigned int)(((unsigned long long)x + y) >> 1);
}
__forceinline__ unsigned int __urhadd(unsigned int x, unsigned int y)
{
    return (unsigned int)(((unsigned long long)x + y + 1) >> 1);
}
/* Funnel shifts of the 64 bits hi:lo; _l/_r shift by shift & 31, _lc/_rc
 * by min(shift, 32). */
__forceinline__ unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift)
{
    return (unsigned int)(((((unsigned long long)hi << 32) | lo) << (shift & 31u)) >> 32);
}
__forceinline__ unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int shift)
{
    const unsigned int s = shift < 32u ? shift : 32u;
    return (unsigned int)(((((unsigned long long)hi << 32) | lo) << s) >> 32);
}
__forceinline__ unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift)
{
    return (unsigned int)((((unsigned long long)hi << 32) | lo) >> (shift & 31u));
}
__forceinline__ unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int shift)
{
    const unsigned int s = shift < 32u ? shift : 32u;
    return (unsigned int)((((unsigned long long)hi << 32) | lo) >> s);
}
/* Dot products of packed bytes (sm_61): __dp4a multiplies the four bytes of
 * a and b pairwise; __dp2a_lo/_hi the two 16-bit halves of a with the low
 * (hi: high) two bytes of b. Signed for int, unsigned for unsigned int. */
template <class B, class H, class A>
__forceinline__ A p34_sim_dp4a(unsigned int a, unsigned int b, A c)
{
    A sum = c;
    for (int i = 0; i < 4; i++)
        sum += (A)((B)(a >> (8 * i)) * (A)(B)(b >> (8 * i)));
    return sum;
}
template <class B, class H, class A>
__forceinline__ A p34_sim_dp2a(unsigned int a, unsigned int b, A c, int hi)
{
    A sum = c;
    for (int i = 0; i < 2; i++)
        sum += (A)((H)(a >> (16 * i)) * (A)(B)(b >> (8 * (i + 2 * hi))));
    return sum;
}
__forceinline__ int __dp4a(int a, int b, int c)
{
    return (int)p34_sim_dp4a<signed char, short, unsigned int>((unsigned int)a, (unsigned int)b, (unsigned int)c);
}
__forceinline__ unsigned int __dp4a(unsigned int a, unsigned int b, unsigned int c)
{
    return p34_sim_dp4a<unsigned char, unsigned short, unsigned int>(a, b, c);
}
__forceinline__ int __dp4a(char4 a, char4 b, int c) { return __dp4a(p34_sim_bits<int>(a), p34_sim_bits<int>(b), c); }
__forceinline__ unsigned int __dp4a(uchar4 a, uchar4 b, unsigned int c)
{
    return __dp4a(p34_sim_bits<unsigned int>(a), p34_sim_bits<unsigned int>(b), c);
}
#define P34_SIM_DP2A(name, hi)                                                                        \
    __forceinline__ int name(int a, int b, int c)                                                     \
    {                                                                                                 \
        return (int)p34_sim_dp2a<signed char, short, unsigned int>((unsigned int)a, (unsigned int)b,  \
                                                                   (unsigned int)c, hi);              \
    }                                                                                                 \
    __forceinline__ unsigned int name(unsigned int a, unsigned int b, unsigned int c)                 \
    {                                                                                                 \
        return p34_sim_dp2a<unsigned char, unsigned short, unsigned int>(a, b, c, hi);               \
    }                                                                                                 \
    __forceinline__ int name(short2 a, char4 b, int c)                                                \
    {                                                                                                 \
        return name(p34_sim_bits<int>(a), p34_sim_bits<int>(b), c);                                   \
    }                                                                                                 \
    __forceinline__ unsigned int name(ushort2 a, uchar4 b, unsigned int c)                            \
    {                                                                                                 \
        return name(p34_sim_bits<unsigned int>(a), p34_sim_bits<unsigned int>(b), c);                 \
    }
P34_SIM_DP2A(__dp2a_lo, 0)
P34_SIM_DP2A(__dp2a_hi, 1)
#undef P34_SIM_DP2A

/* Hopper's DPX (sm_90, CUDA Math API "Integer Intrinsics"): three-way and
 * add-then min/max, with _relu clamping at 0; _s16x2/_u16x2 work on each
 * 16-bit half on its own. */
template <class T, class F>
__forceinline__ unsigned int p34_sim_x2(unsigned int a, unsigned int b, unsigned int c, F f)
{
    unsigned int r = 0;
    for (int i = 0; i < 2; i++) {
        const T v = f((T)(a >> (16 * i)), (T)(b >> (16 * i)), (T)(c >> (16 * i)));
        r |= ((unsigned int)(unsigned short)v) << (16 * i);
    }
    return r;
}
template <class T>
__forceinline__ T p34_sim_max(T a, T b) { return a < b ? b : a; }
template <class T>
__forceinline__ T p34_sim_min(T a, T b) { return b < a ? b : a; }
template <class T>
__forceinline__ T p34_sim_relu(T a) { return a < 0 ? (T)0 : a; }
#define P34_SIM_DPX3(name, expr)                                                                       \
    __forceinline__ int name##_s32(int a, int b, int c)                                               \
    {                                                                                                 \
        using T = int;                                                                                \
        return expr;                                                                                  \
    }                                                                                                 \
    __forceinline__ unsigned int name##_s16x2(unsigned int a, unsigned int b, unsigned int c)         \
    {                                                                                                 \
        return p34_sim_x2<short>(a, b, c, [](short a, short b, short c) {                             \
            using T = short;                                                                          \
            (void)c;                                                                                  \
            return (short)(expr);                                                                     \
        });                                                                                           \
    }
#define P34_SIM_DPX3U(name, expr)                                                                      \
    P34_SIM_DPX3(name, expr)                                                                          \
    __forceinline__ unsigned int name##_u32(unsigned int a, unsigned int b, unsigned int c)           \
    {                                                                                                 \
        using T = unsigned int;                                                                       \
        return expr;                                                                                  \
    }                                                                                                 \
    __forceinline__ unsigned int name##_u16x2(unsigned int a, unsigned int b, unsigned int c)         \
    {                                                                                                 \
        return p34_sim_x2<unsigned short>(a, b, c, [](unsigned short a, unsigned short b, unsigned short c) { \
            using T = unsigned short;                                                                 \
            (void)c;                                                                                  \
            return (unsigned short)(expr);                                                            \
        });                                                                                           \
    }
P34_SIM_DPX3U(__vimax3, p34_sim_max<T>(p34_sim_max<T>(a, b), c))
P34_SIM_DPX3U(__vimin3, p34_sim_min<T>(p34_sim_min<T>(a, b), c))
P34_SIM_DPX3U(__viaddmax, p34_sim_max<T>((T)(a + b), c))
P34_SIM_DPX3U(__viaddmin, p34_sim_min<T>((T)(a + b), c))
#undef P34_SIM_DPX3U
#undef P34_SIM_DPX3
#define P34_SIM_DPX_RELU(name, expr)                                                                   \
    __forceinline__ int name##_s32_relu(int a, int b, int c)                                          \
    {                                                                                                 \
        using T = int;                                                                                \
        return p34_sim_relu<T>(expr);                                                                 \
    }                                                                                                 \
    __forceinline__ unsigned int name##_s16x2_relu(unsigned int a, unsigned int b, unsigned int c)    \
    {                                                                                                 \
        return p34_sim_x2<short>(a, b, c, [](short a, short b, short c) {                             \
            using T = short;                                                                          \
            (void)c;                                                                                  \
            return p34_sim_relu<T>((T)(expr));                                                        \
        });                                                                                           \
    }
P34_SIM_DPX_RELU(__vimax3, p34_sim_max<T>(p34_sim_max<T>(a, b), c))
P34_SIM_DPX_RELU(__vimin3, p34_sim_min<T>(p34_sim_min<T>(a, b), c))
P34_SIM_DPX_RELU(__viaddmax, p34_sim_max<T>((T)(a + b), c))
P34_SIM_DPX_RELU(__viaddmin, p34_sim_min<T>((T)(a + b), c))
#undef P34_SIM_DPX_RELU
__forceinline__ int __vimax_s32_relu(int a, int b) { return p34_sim_relu(p34_sim_max(a, b)); }
__forceinline__ int __vimin_s32_relu(int a, int b) { return p34_sim_relu(p34_sim_min(a, b)); }
__forceinline__ unsigned int __vimax_s16x2_relu(unsigned int a, unsigned int b)
{
    return p34_sim_x2<short>(a, b, 0u, [](short x, short y, short) { return p34_sim_relu<short>(p34_sim_max(x, y)); });
}
__forceinline__ unsigned int __vimin_s16x2_relu(unsigned int a, unsigned int b)
{
    return p34_sim_x2<short>(a, b, 0u, [](short x, short y, short) { return p34_sim_relu<short>(p34_sim_min(x, y)); });
}
/* max/min that also say whether a was picked (a >= b for max, a <= b for min). */
__forceinline__ int __vibmax_s32(int a, int b, bool *pred) { *pred = a >= b; return p34_sim_max(a, b); }
__forceinline__ unsigned int __vibmax_u32(unsigned int a, unsigned int b, bool *pred) { *pred = a >= b; return p34_sim_max(a, b); }
__forceinline__ int __vibmin_s32(int a, int b, bool *pred) { *pred = a <= b; return p34_sim_min(a, b); }
__forceinline__ unsigned int __vibmin_u32(unsigned int a, unsigned int b, bool *pred) { *pred = a <= b; return p34_sim_min(a, b); }
/* The same per 16-bit half: pred_hi/pred_lo say whether that half of a was
 * picked (the result's half equals a's: max.s16x2 then setp.eq, as CUDA's
 * crt/device_functions.hpp writes them). */
#define P34_SIM_VIB16X2(name, T, pick)                                                                         \
    __forceinline__ unsigned int name(unsigned int a, unsigned int b, bool *pred_hi, bool *pred_lo)           \
    {                                                                                                         \
        const T alo = (T)a, ahi = (T)(a >> 16), blo = (T)b, bhi = (T)(b >> 16);                               \
        const T lo = pick(alo, blo), hi = pick(ahi, bhi);                                                     \
        *pred_hi = hi == ahi;                                                                                 \
        *pred_lo = lo == alo;                                                                                 \
        return (unsigned int)(unsigned short)lo | (unsigned int)(unsigned short)hi << 16;                     \
    }
P34_SIM_VIB16X2(__vibmax_s16x2, short, p34_sim_max<short>)
P34_SIM_VIB16X2(__vibmax_u16x2, unsigned short, p34_sim_max<unsigned short>)
P34_SIM_VIB16X2(__vibmin_s16x2, short, p34_sim_min<short>)
P34_SIM_VIB16X2(__vibmin_u16x2, unsigned short, p34_sim_min<unsigned short>)
#undef P34_SIM_VIB16X2

/* SIMD video intrinsics (CUDA Math API "SIMD Intrinsics"): a 32-bit word as
 * two 16-bit halves (...2) or four bytes (...4), each lane on its own, no
 * carry between lanes. The lane function gets each lane of a and b zero-
 * extended (ua, ub) and sign-extended (sa, sb) in an int, and the lane's
 * limits; its result is cut to the lane's width. Plain add/sub/neg/abs wrap;
 * ss saturates to the signed range, us to the unsigned one. __vavgs rounds
 * half away from zero ((a+b) >> 1 when a+b < 0, else (a+b+1) >> 1), __vavgu
 * rounds half up, __vhaddu truncates. __vabsdiffs is |a-b| as an unsigned
 * lane (0x7fff vs 0x8000 gives 0xffff). __vcmpXX gives an all-ones lane
 * (0xffff / 0xff) where the comparison holds, __vsetXX a 1 in that lane
 * (0x00010001 when both halves hold: vset2/vset4, as the GPU code of CUDA's
 * earlier headers shows; the documentation's "returns 1 if both" is that
 * per-lane 1). __vsads/__vsadu sum the lanes' absolute differences into
 * the whole word. */
struct P34SimLane {
    int ua, ub, sa, sb;
    int umax, smin, smax;
};
template <int W, class F>
__forceinline__ unsigned int p34_sim_simd(unsigned int a, unsigned int b, F f)
{
    const unsigned int m = (1u << W) - 1u, half = 1u << (W - 1);
    unsigned int r = 0;
    for (int i = 0; i < 32; i += W) {
        const unsigned int x = (a >> i) & m, y = (b >> i) & m;
        const P34SimLane l = {(int)x, (int)y, x >= half ? (int)x - (int)(m + 1u) : (int)x,
                              y >= half ? (int)y - (int)(m + 1u) : (int)y, (int)m, -(int)half, (int)half - 1};
        r |= ((unsigned int)f(l) & m) << i;
    }
    return r;
}
__forceinline__ int p34_sim_clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
__forceinline__ int p34_sim_iabs(int v) { return v < 0 ? -v : v; }
/* floor(v / 2) for any sign: v's low bit dropped first, so the division is exact. */
__forceinline__ int p34_sim_half_floor(int v) { return (v - (v & 1)) / 2; }
#define P34_SIM_SIMD2_4(name, expr)                                                                       \
    __forceinline__ unsigned int name##2(unsigned int a, unsigned int b)                                  \
    {                                                                                                     \
        return p34_sim_simd<16>(a, b, [](const P34SimLane &l) { return (int)(expr); });                   \
    }                                                                                                     \
    __forceinline__ unsigned int name##4(unsigned int a, unsigned int b)                                  \
    {                                                                                                     \
        return p34_sim_simd<8>(a, b, [](const P34SimLane &l) { return (int)(expr); });                    \
    }
#define P34_SIM_SIMD2_4_UNARY(name, expr)                                                                 \
    __forceinline__ unsigned int name##2(unsigned int a)                                                  \
    {                                                                                                     \
        return p34_sim_simd<16>(a, 0u, [](const P34SimLane &l) { return (int)(expr); });                  \
    }                                                                                                     \
    __forceinline__ unsigned int name##4(unsigned int a)                                                  \
    {                                                                                                     \
        return p34_sim_simd<8>(a, 0u, [](const P34SimLane &l) { return (int)(expr); });                   \
    }
P34_SIM_SIMD2_4(__vadd, l.ua + l.ub)
P34_SIM_SIMD2_4(__vaddss, p34_sim_clamp(l.sa + l.sb, l.smin, l.smax))
P34_SIM_SIMD2_4(__vaddus, p34_sim_clamp(l.ua + l.ub, 0, l.umax))
P34_SIM_SIMD2_4(__vsub, l.ua - l.ub)
P34_SIM_SIMD2_4(__vsubss, p34_sim_clamp(l.sa - l.sb, l.smin, l.smax))
P34_SIM_SIMD2_4(__vsubus, p34_sim_clamp(l.ua - l.ub, 0, l.umax))
P34_SIM_SIMD2_4(__vavgs, l.sa + l.sb < 0 ? p34_sim_half_floor(l.sa + l.sb) : (l.sa + l.sb + 1) / 2)
P34_SIM_SIMD2_4(__vavgu, (l.ua + l.ub + 1) / 2)
P34_SIM_SIMD2_4(__vhaddu, (l.ua + l.ub) / 2)
P34_SIM_SIMD2_4(__vabsdiffu, p34_sim_iabs(l.ua - l.ub))
P34_SIM_SIMD2_4(__vabsdiffs, p34_sim_iabs(l.sa - l.sb))
P34_SIM_SIMD2_4(__vmaxs, p34_sim_max(l.sa, l.sb))
P34_SIM_SIMD2_4(__vmaxu, p34_sim_max(l.ua, l.ub))
P34_SIM_SIMD2_4(__vmins, p34_sim_min(l.sa, l.sb))
P34_SIM_SIMD2_4(__vminu, p34_sim_min(l.ua, l.ub))
#define P34_SIM_SIMD_CMP(op, x, y, rel)                                                                   \
    P34_SIM_SIMD2_4(__vcmp##op, l.x rel l.y ? l.umax : 0)                                                 \
    P34_SIM_SIMD2_4(__vset##op, l.x rel l.y ? 1 : 0)
P34_SIM_SIMD_CMP(eq, ua, ub, ==)
P34_SIM_SIMD_CMP(ne, ua, ub, !=)
P34_SIM_SIMD_CMP(ges, sa, sb, >=)
P34_SIM_SIMD_CMP(geu, ua, ub, >=)
P34_SIM_SIMD_CMP(gts, sa, sb, >)
P34_SIM_SIMD_CMP(gtu, ua, ub, >)
P34_SIM_SIMD_CMP(les, sa, sb, <=)
P34_SIM_SIMD_CMP(leu, ua, ub, <=)
P34_SIM_SIMD_CMP(lts, sa, sb, <)
P34_SIM_SIMD_CMP(ltu, ua, ub, <)
#undef P34_SIM_SIMD_CMP
P34_SIM_SIMD2_4_UNARY(__vabs, p34_sim_iabs(l.sa))
P34_SIM_SIMD2_4_UNARY(__vabsss, p34_sim_min(p34_sim_iabs(l.sa), l.smax))
P34_SIM_SIMD2_4_UNARY(__vneg, -l.ua)
P34_SIM_SIMD2_4_UNARY(__vnegss, p34_sim_clamp(-l.sa, l.smin, l.smax))
#undef P34_SIM_SIMD2_4_UNARY
#undef P34_SIM_SIMD2_4
template <int W, bool S>
__forceinline__ unsigned int p34_sim_sad(unsigned int a, unsigned int b)
{
    unsigned int sum = 0;
    p34_sim_simd<W>(a, b, [&sum](const P34SimLane &l) {
        sum += (unsigned int)(S ? p34_sim_iabs(l.sa - l.sb) : p34_sim_iabs(l.ua - l.ub));
        return 0;
    });
    return sum;
}
__forceinline__ unsigned int __vsadu2(unsigned int a, unsigned int b) { return p34_sim_sad<16, false>(a, b); }
__forceinline__ unsigned int __vsadu4(unsigned int a, unsigned int b) { return p34_sim_sad<8, false>(a, b); }
__forceinline__ unsigned int __vsads2(unsigned int a, unsigned int b) { return p34_sim_sad<16, true>(a, b); }
__forceinline__ unsigned int __vsads4(unsigned int a, unsigned int b) { return p34_sim_sad<8, true>(a, b); }

/* ---------------------------------------------------------------------- */
/* Float and double arithmetic with a rounding mode                        */

#define P34_SIM_RMODES(X) X(rn, P34_SIM_RN) X(rz, P34_SIM_RZ) X(ru, P34_SIM_RU) X(rd, P34_SIM_RD)
#define P34_SIM_FARITH(sfx, rm)                                                                                  \
    __forceinline__ float __fadd_##sfx(float a, float b) { return p34_sim_frnd(P34_SIM_OP_ADD, rm, a, b, 0.0f); }    \
    __forceinline__ float __fsub_##sfx(float a, float b) { return p34_sim_frnd(P34_SIM_OP_SUB, rm, a, b, 0.0f); }    \
    __forceinline__ float __fmul_##sfx(float a, float b) { return p34_sim_frnd(P34_SIM_OP_MUL, rm, a, b, 0.0f); }    \
    __forceinline__ float __fdiv_##sfx(float a, float b) { return p34_sim_frnd(P34_SIM_OP_DIV, rm, a, b, 0.0f); }    \
    __forceinline__ float __fmaf_##sfx(float a, float b, float c) { return p34_sim_frnd(P34_SIM_OP_FMA, rm, a, b, c); } \
    __forceinline__ float __fmaf_ieee_##sfx(float a, float b, float c) { return p34_sim_frnd(P34_SIM_OP_FMA, rm, a, b, c); } \
    __forceinline__ float __frcp_##sfx(float a) { return p34_sim_frnd(P34_SIM_OP_RCP, rm, a, 0.0f, 0.0f); }          \
    __forceinline__ float __fsqrt_##sfx(float a) { return p34_sim_frnd(P34_SIM_OP_SQRT, rm, a, 0.0f, 0.0f); }        \
    __forceinline__ double __dadd_##sfx(double a, double b) { return p34_sim_drnd(P34_SIM_OP_ADD, rm, a, b, 0.0); }  \
    __forceinline__ double __dsub_##sfx(double a, double b) { return p34_sim_drnd(P34_SIM_OP_SUB, rm, a, b, 0.0); }  \
    __forceinline__ double __dmul_##sfx(double a, double b) { return p34_sim_drnd(P34_SIM_OP_MUL, rm, a, b, 0.0); }  \
    __forceinline__ double __ddiv_##sfx(double a, double b) { return p34_sim_drnd(P34_SIM_OP_DIV, rm, a, b, 0.0); }  \
    __forceinline__ double __fma_##sfx(double a, double b, double c) { return p34_sim_drnd(P34_SIM_OP_FMA, rm, a, b, c); } \
    __forceinline__ double __drcp_##sfx(double a) { return p34_sim_drnd(P34_SIM_OP_RCP, rm, a, 0.0, 0.0); }          \
    __forceinline__ double __dsqrt_##sfx(double a) { return p34_sim_drnd(P34_SIM_OP_SQRT, rm, a, 0.0, 0.0); }
P34_SIM_RMODES(P34_SIM_FARITH)
#undef P34_SIM_FARITH
/* 1/sqrt(x) rounded once to float: the double quotient is within 2^-52
 * relative of the true value, far below the half-ulp of a float. */
__forceinline__ float __frsqrt_rn(float x) { return (float)(1.0 / std::sqrt((double)x)); }

/* ---------------------------------------------------------------------- */
/* Conversions                                                             */

/* Integer to float/double: exact arithmetic of the host FPU in the mode. */
#define P34_SIM_ITOF(sfx, rm)                                                                                   \
    __forceinline__ float __int2float_##sfx(int x) { return p34_sim_to_float(P34_SIM_FROM_I32, rm, (unsigned int)x); } \
    __forceinline__ float __uint2float_##sfx(unsigned int x) { return p34_sim_to_float(P34_SIM_FROM_U32, rm, x); }    \
    __forceinline__ float __ll2float_##sfx(long long int x)                                                     \
    {                                                                                                           \
        return p34_sim_to_float(P34_SIM_FROM_I64, rm, (unsigned long long)x);                                   \
    }                                                                                                           \
    __forceinline__ float __ull2float_##sfx(unsigned long long int x) { return p34_sim_to_float(P34_SIM_FROM_U64, rm, x); } \
    __forceinline__ float __double2float_##sfx(double x)                                                        \
    {                                                                                                           \
        return p34_sim_to_float(P34_SIM_FROM_F64, rm, p34_sim_bits<unsigned long long>(x));                    \
    }                                                                                                           \
    __forceinline__ double __ll2double_##sfx(long long int x)                                                   \
    {                                                                                                           \
        return p34_sim_to_double(P34_SIM_FROM_I64, rm, (unsigned long long)x);                                  \
    }                                                                                                           \
    __forceinline__ double __ull2double_##sfx(unsigned long long int x) { return p34_sim_to_double(P34_SIM_FROM_U64, rm, x); }
P34_SIM_RMODES(P34_SIM_ITOF)
#undef P34_SIM_ITOF
__forceinline__ double __int2double_rn(int x) { return (double)x; }
__forceinline__ double __uint2double_rn(unsigned int x) { return (double)x; }

/* Float/double to integer: round to an integral value in the mode (exact),
 * then saturate to the destination's range as PTX cvt does; NaN gives 0. */
template <class I, class F>
__forceinline__ I p34_sim_ftoi(F x, int rm)
{
    if (x != x)
        return (I)0;
    F r;
    switch (rm) {
    case P34_SIM_RZ: r = std::trunc(x); break;
    case P34_SIM_RU: r = std::ceil(x); break;
    case P34_SIM_RD: r = std::floor(x); break;
    default: r = std::nearbyint(x); break; /* the kernel's mode is always to-nearest-even */
    }
    /* max + 1 and min are powers of two, exact in F. */
    const F hi = (F)2 * (F)((I)1 << (sizeof(I) * 8 - 2)) * (std::is_signed<I>::value ? (F)1 : (F)2);
    const F lo = std::is_signed<I>::value ? -hi : (F)0;
    if (r >= hi)
        return std::numeric_limits<I>::max();
    if (r <= lo)
        return std::numeric_limits<I>::min();
    return (I)r;
}
#define P34_SIM_FTOI(sfx, rm)                                                                              \
    __forceinline__ int __float2int_##sfx(float x) { return p34_sim_ftoi<int>(x, rm); }                    \
    __forceinline__ unsigned int __float2uint_##sfx(float x) { return p34_sim_ftoi<unsigned int>(x, rm); } \
    __forceinline__ long long int __float2ll_##sfx(float x) { return p34_sim_ftoi<long long int>(x, rm); } \
    __forceinline__ unsigned long long int __float2ull_##sfx(float x)                                      \
    {                                                                                                      \
        return p34_sim_ftoi<unsigned long long int>(x, rm);                                                \
    }                                                                                                      \
    __forceinline__ int __double2int_##sfx(double x) { return p34_sim_ftoi<int>(x, rm); }                  \
    __forceinline__ unsigned int __double2uint_##sfx(double x) { return p34_sim_ftoi<unsigned int>(x, rm); } \
    __forceinline__ long long int __double2ll_##sfx(double x) { return p34_sim_ftoi<long long int>(x, rm); } \
    __forceinline__ unsigned long long int __double2ull_##sfx(double x)                                    \
    {                                                                                                      \
        return p34_sim_ftoi<unsigned long long int>(x, rm);                                                \
    }
P34_SIM_RMODES(P34_SIM_FTOI)
#undef P34_SIM_FTOI
#undef P34_SIM_RMODES

/* crt/device_double_functions.h's forms with a run-time rounding mode. */
enum cudaRoundMode { cudaRoundNearest, cudaRoundZero, cudaRoundPosInf, cudaRoundMinInf };
__forceinline__ int p34_sim_rm(enum cudaRoundMode m)
{
    return m == cudaRoundZero ? P34_SIM_RZ : m == cudaRoundPosInf ? P34_SIM_RU : m == cudaRoundMinInf ? P34_SIM_RD : P34_SIM_RN;
}
__forceinline__ double fma(double a, double b, double c, enum cudaRoundMode mode)
{
    return p34_sim_drnd(P34_SIM_OP_FMA, p34_sim_rm(mode), a, b, c);
}
__forceinline__ double dmul(double a, double b, enum cudaRoundMode mode = cudaRoundNearest)
{
    return p34_sim_drnd(P34_SIM_OP_MUL, p34_sim_rm(mode), a, b, 0.0);
}
__forceinline__ double dadd(double a, double b, enum cudaRoundMode mode = cudaRoundNearest)
{
    return p34_sim_drnd(P34_SIM_OP_ADD, p34_sim_rm(mode), a, b, 0.0);
}
__forceinline__ double dsub(double a, double b, enum cudaRoundMode mode = cudaRoundNearest)
{
    return p34_sim_drnd(P34_SIM_OP_SUB, p34_sim_rm(mode), a, b, 0.0);
}
__forceinline__ int double2int(double a, enum cudaRoundMode mode = cudaRoundZero) { return p34_sim_ftoi<int>(a, p34_sim_rm(mode)); }
__forceinline__ unsigned int double2uint(double a, enum cudaRoundMode mode = cudaRoundZero)
{
    return p34_sim_ftoi<unsigned int>(a, p34_sim_rm(mode));
}
__forceinline__ long long int double2ll(double a, enum cudaRoundMode mode = cudaRoundZero)
{
    return p34_sim_ftoi<long long int>(a, p34_sim_rm(mode));
}
__forceinline__ unsigned long long int double2ull(double a, enum cudaRoundMode mode = cudaRoundZero)
{
    return p34_sim_ftoi<unsigned long long int>(a, p34_sim_rm(mode));
}
__forceinline__ double ll2double(long long int a, enum cudaRoundMode mode = cudaRoundNearest)
{
    return p34_sim_to_double(P34_SIM_FROM_I64, p34_sim_rm(mode), (unsigned long long)a);
}
__forceinline__ double ull2double(unsigned long long int a, enum cudaRoundMode mode = cudaRoundNearest)
{
    return p34_sim_to_double(P34_SIM_FROM_U64, p34_sim_rm(mode), a);
}
/* Exact in every mode. */
__forceinline__ double int2double(int a, enum cudaRoundMode = cudaRoundNearest) { return (double)a; }
__forceinline__ double uint2double(unsigned int a, enum cudaRoundMode = cudaRoundNearest) { return (double)a; }
__forceinline__ double float2double(float a, enum cudaRoundMode = cudaRoundNearest) { return (double)a; }

/* ---------------------------------------------------------------------- */
/* Fast-math intrinsics: the GPU's are approximate (CUDA Math API,         */
/* "Single Precision Intrinsics" gives their error bounds); the host's      */
/* accurate functions stand in.                                             */

__forceinline__ float __fdividef(float a, float b) { return a / b; }
__forceinline__ float fdividef(float a, float b) { return a / b; }
__forceinline__ double fdivide(double a, double b) { return a / b; }
/* Clamp to [+0, 1]; NaN gives 0. */
__forceinline__ float __saturatef(float x) { return x > 0.0f ? (x < 1.0f ? x : 1.0f) : 0.0f; }
__forceinline__ float __expf(float x) { return std::exp(x); }
__forceinline__ float __exp10f(float x) { return std::pow(10.0f, x); }
__forceinline__ float __logf(float x) { return std::log(x); }
__forceinline__ float __log2f(float x) { return std::log2(x); }
__forceinline__ float __log10f(float x) { return std::log10(x); }
__forceinline__ float __sinf(float x) { return std::sin(x); }
__forceinline__ float __cosf(float x) { return std::cos(x); }
__forceinline__ float __tanf(float x) { return std::tan(x); }
__forceinline__ float __tanhf(float x) { return std::tanh(x); }
__forceinline__ void __sincosf(float x, float *s, float *c)
{
    *s = std::sin(x);
    *c = std::cos(x);
}
__forceinline__ float __powf(float x, float y) { return std::pow(x, y); }

/* ---------------------------------------------------------------------- */
/* CUDA's math functions that C's <math.h> lacks (crt/math_functions.h).   */

__forceinline__ float rsqrtf(float x) { return (float)(1.0 / std::sqrt((double)x)); }
__forceinline__ double rsqrt(double x) { return 1.0 / std::sqrt(x); }
__forceinline__ float rcbrtf(float x) { return (float)(1.0 / std::cbrt((double)x)); }
__forceinline__ double rcbrt(double x) { return 1.0 / std::cbrt(x); }
/* sin(pi x), cos(pi x): exact at integers and half-integers, as CUDA's. */
template <class F>
__forceinline__ F p34_sim_sinpi(F x)
{
    if (std::isinf(x) || x != x)
        return x - x;
    const F r = std::fmod(x, (F)2); /* exact; (-2, 2) */
    if (r == std::trunc(r))
        return std::copysign((F)0, x);
    return (F)std::sin((long double)r * 3.141592653589793238462643383279502884L);
}
template <class F>
__forceinline__ F p34_sim_cospi(F x)
{
    if (std::isinf(x) || x != x)
        return x - x;
    const F r = std::fabs(std::fmod(x, (F)2));
    if (r == (F)0.5 || r == (F)1.5)
        return (F)0;
    return (F)std::cos((long double)r * 3.141592653589793238462643383279502884L);
}
__forceinline__ float sinpif(float x) { return p34_sim_sinpi(x); }
__forceinline__ double sinpi(double x) { return p34_sim_sinpi(x); }
__forceinline__ float cospif(float x) { return p34_sim_cospi(x); }
__forceinline__ double cospi(double x) { return p34_sim_cospi(x); }
/* CUDA's float overloads of the double-named ones (crt/math_functions.hpp). */
__forceinline__ void sincos(float x, float *s, float *c)
{
    *s = std::sin(x);
    *c = std::cos(x);
}
__forceinline__ void sincospif(float x, float *s, float *c)
{
    *s = sinpif(x);
    *c = cospif(x);
}
__forceinline__ void sincospi(double x, double *s, double *c)
{
    *s = sinpi(x);
    *c = cospi(x);
}
__forceinline__ void sincospi(float x, float *s, float *c) { sincospif(x, s, c); }
__forceinline__ float sinpi(float x) { return sinpif(x); }
__forceinline__ float cospi(float x) { return cospif(x); }
__forceinline__ float rhypotf(float x, float y) { return (float)(1.0 / std::hypot((double)x, (double)y)); }
__forceinline__ double rhypot(double x, double y) { return 1.0 / std::hypot(x, y); }
__forceinline__ float norm3df(float a, float b, float c) { return (float)std::sqrt((double)a * a + (double)b * b + (double)c * c); }
__forceinline__ float rnorm3df(float a, float b, float c) { return (float)(1.0 / std::sqrt((double)a * a + (double)b * b + (double)c * c)); }
__forceinline__ float norm4df(float a, float b, float c, float d)
{
    return (float)std::sqrt((double)a * a + (double)b * b + (double)c * c + (double)d * d);
}
__forceinline__ float rnorm4df(float a, float b, float c, float d)
{
    return (float)(1.0 / std::sqrt((double)a * a + (double)b * b + (double)c * c + (double)d * d));
}
__forceinline__ double norm3d(double a, double b, double c)
{
    return (double)std::sqrt((long double)a * a + (long double)b * b + (long double)c * c);
}
__forceinline__ double rnorm3d(double a, double b, double c) { return 1.0 / norm3d(a, b, c); }
__forceinline__ double norm4d(double a, double b, double c, double d)
{
    return (double)std::sqrt((long double)a * a + (long double)b * b + (long double)c * c + (long double)d * d);
}
__forceinline__ double rnorm4d(double a, double b, double c, double d) { return 1.0 / norm4d(a, b, c, d); }
/* The Euclidean norm of the first dim elements of p. */
__forceinline__ double norm(int dim, const double *p)
{
    long double s = 0;
    for (int i = 0; i < dim; i++)
        s += (long double)p[i] * p[i];
    return (double)std::sqrt(s);
}
__forceinline__ double rnorm(int dim, const double *p) { return 1.0 / norm(dim, p); }
__forceinline__ float normf(int dim, const float *p)
{
    double s = 0;
    for (int i = 0; i < dim; i++)
        s += (double)p[i] * p[i];
    return (float)std::sqrt(s);
}
__forceinline__ float rnormf(int dim, const float *p) { return (float)(1.0 / (double)normf(dim, p)); }
/* erfinv by Newton's method on erf in long double, from a rational start. */
__forceinline__ long double p34_sim_erfinv(long double y)
{
    if (y != y || y < -1 || y > 1)
        return NAN;
    if (y == 1 || y == -1)
        return y * INFINITY;
    const long double w = -std::log((1 - y) * (1 + y));
    long double x = std::copysign(std::sqrt(w) * (w < 5 ? 0.9L : 1.0L), y) * (w < 1e-3L ? 0 : 1);
    if (w < 1e-3L)
        x = y * 0.886226925452758013649L;
    for (int i = 0; i < 100; i++) {
        const long double e = std::erf(x) - y;
        const long double d = e / (1.128379167095512573896L * std::exp(-x * x));
        x -= d;
        if (std::fabs(d) <= 1e-19L * std::fabs(x))
            break;
    }
    return x;
}
/* erfcinv(y) = erfinv(1 - y), by Newton on erfc for small y (where 1 - y loses bits). */
__forceinline__ long double p34_sim_erfcinv(long double y)
{
    if (y != y || y < 0 || y > 2)
        return NAN;
    if (y == 0)
        return INFINITY;
    if (y == 2)
        return -INFINITY;
    if (y > 0.0625L)
        return p34_sim_erfinv(1 - y);
    long double x = std::sqrt(-std::log(y));
    for (int i = 0; i < 200; i++) {
        const long double e = std::erfc(x) - y;
        const long double d = -e / (1.128379167095512573896L * std::exp(-x * x));
        x -= d;
        if (std::fabs(d) <= 1e-19L * std::fabs(x))
            break;
    }
    return x;
}
__forceinline__ float erfinvf(float y) { return (float)p34_sim_erfinv(y); }
__forceinline__ double erfinv(double y) { return (double)p34_sim_erfinv(y); }
__forceinline__ float erfcinvf(float y) { return (float)p34_sim_erfcinv(y); }
__forceinline__ double erfcinv(double y) { return (double)p34_sim_erfcinv(y); }
/* Standard normal CDF and its inverse. */
__forceinline__ float normcdff(float x) { return (float)(0.5L * std::erfc(-(long double)x * 0.70710678118654752440L)); }
__forceinline__ double normcdf(double x) { return (double)(0.5L * std::erfc(-(long double)x * 0.70710678118654752440L)); }
__forceinline__ float normcdfinvf(float p) { return (float)(-1.41421356237309504880L * p34_sim_erfcinv(2.0L * p)); }
__forceinline__ double normcdfinv(double p) { return (double)(-1.41421356237309504880L * p34_sim_erfcinv(2.0L * p)); }
/* Scaled complementary error function exp(x^2) erfc(x). */
__forceinline__ long double p34_sim_erfcx(long double x)
{
    if (x < 25)
        return std::exp(x * x) * std::erfc(x);
    /* asymptotic series: 1/(x sqrt(pi)) (1 - 1/(2x^2) + 3/(4x^4) - ...) */
    const long double t = 1 / (2 * x * x);
    long double s = 1, term = 1;
    for (int k = 1; k < 12; k++) {
        term *= -(2 * k - 1) * t;
        s += term;
    }
    return s / (x * 1.772453850905516027298L);
}
__forceinline__ float erfcxf(float x) { return (float)p34_sim_erfcx(x); }
__forceinline__ double erfcx(double x) { return (double)p34_sim_erfcx(x); }
/* Modified Bessel functions of the first kind, orders 0 and 1: their power
 * series (every term positive, so it converges without cancellation). */
__forceinline__ long double p34_sim_bessel_i(long double x, int order)
{
    const long double q = x * x / 4;
    long double term = order ? x / 2 : 1, sum = term;
    for (int k = 1; k < 2000; k++) {
        term *= q / ((long double)k * (k + order));
        sum += term;
        if (term <= sum * 1e-20L)
            break;
    }
    return sum;
}
__forceinline__ float cyl_bessel_i0f(float x) { return (float)p34_sim_bessel_i(x, 0); }
__forceinline__ double cyl_bessel_i0(double x) { return (double)p34_sim_bessel_i(x, 0); }
__forceinline__ float cyl_bessel_i1f(float x) { return (float)p34_sim_bessel_i(x, 1); }
__forceinline__ double cyl_bessel_i1(double x) { return (double)p34_sim_bessel_i(x, 1); }

/* CUDA's global min/max (crt/math_functions.hpp): the integer ones compare
 * in the common type the usual conversions give (a signed/unsigned mix
 * compares as unsigned); float/double ones are fminf/fmaxf/fmin/fmax
 * (NaN loses to a number). */
#define P34_SIM_MINMAX(R, A, B)                                                   \
    __forceinline__ R min(const A a, const B b) { return (R)b < (R)a ? (R)b : (R)a; } \
    __forceinline__ R max(const A a, const B b) { return (R)a < (R)b ? (R)b : (R)a; }
P34_SIM_MINMAX(int, int, int)
P34_SIM_MINMAX(unsigned int, unsigned int, unsigned int)
P34_SIM_MINMAX(unsigned int, int, unsigned int)
P34_SIM_MINMAX(unsigned int, unsigned int, int)
P34_SIM_MINMAX(long int, long int, long int)
P34_SIM_MINMAX(unsigned long int, unsigned long int, unsigned long int)
P34_SIM_MINMAX(unsigned long int, long int, unsigned long int)
P34_SIM_MINMAX(unsigned long int, unsigned long int, long int)
P34_SIM_MINMAX(long long int, long long int, long long int)
P34_SIM_MINMAX(unsigned long long int, unsigned long long int, unsigned long long int)
P34_SIM_MINMAX(unsigned long long int, long long int, unsigned long long int)
P34_SIM_MINMAX(unsigned long long int, unsigned long long int, long long int)
#undef P34_SIM_MINMAX
__forceinline__ float min(const float a, const float b) { return std::fmin(a, b); }
__forceinline__ double min(const double a, const double b) { return std::fmin(a, b); }
__forceinline__ double min(const float a, const double b) { return std::fmin((double)a, b); }
__forceinline__ double min(const double a, const float b) { return std::fmin(a, (double)b); }
__forceinline__ float max(const float a, const float b) { return std::fmax(a, b); }
__forceinline__ double max(const double a, const double b) { return std::fmax(a, b); }
__forceinline__ double max(const float a, const double b) { return std::fmax((double)a, b); }
__forceinline__ double max(const double a, const float b) { return std::fmax(a, (double)b); }
__forceinline__ unsigned int umin(const unsigned int a, const unsigned int b) { return b < a ? b : a; }
__forceinline__ unsigned int umax(const unsigned int a, const unsigned int b) { return a < b ? b : a; }
__forceinline__ long long int llmin(const long long int a, const long long int b) { return b < a ? b : a; }
__forceinline__ long long int llmax(const long long int a, const long long int b) { return a < b ? b : a; }
__forceinline__ unsigned long long int ullmin(const unsigned long long int a, const unsigned long long int b)
{
    return b < a ? b : a;
}
__forceinline__ unsigned long long int ullmax(const unsigned long long int a, const unsigned long long int b)
{
    return a < b ? b : a;
}

/* ---------------------------------------------------------------------- */
/* Loads through the read-only cache: a plain load, checked as one, and an  */
/* error where a thread of this launch stored the location before.        */

template <class T>
__forceinline__ T __ldg(const T *p)
{
    ::p34_sim_ldg(p, (unsigned int)sizeof(T));
    return *p;
}

/* ---------------------------------------------------------------------- */
/* Clocks, traps, profiler                                                 */

/* clock(): kernel_table.cu defines it in the kernel file's namespace, where
 * it hides C's ::clock (a counter that every call advances, like clock64()). */
/* A breakpoint with no debugger attached stops the kernel like __trap(). */
__forceinline__ void __brkpt() { __trap(); }
__forceinline__ void __brkpt(int) { __trap(); }
/* Profiler counters: nothing counts them here. */
__forceinline__ void __prof_trigger(int) {}

/* ---------------------------------------------------------------------- */
/* Warp vote                                                               */

/* sm_20_intrinsics.h's spellings without underscores. */
__forceinline__ int syncthreads_count(bool pred) { return __syncthreads_count(pred); }
__forceinline__ bool syncthreads_and(bool pred) { return __syncthreads_and(pred) != 0; }
__forceinline__ bool syncthreads_or(bool pred) { return __syncthreads_or(pred) != 0; }

/* Non-zero when the predicate is the same in every lane of the mask. */
__forceinline__ int __uni_sync(unsigned int mask, int predicate)
{
    const unsigned int votes = __ballot_sync(mask, predicate);
    return votes == 0u || votes == mask;
}

/* ---------------------------------------------------------------------- */
/* Atomics beyond the runtime's (sim/device.cpp implements them)           */

long long int atomicMin(long long int *address, long long int val);
long long int atomicMax(long long int *address, long long int val);
unsigned long long int atomicMin(unsigned long long int *address, unsigned long long int val);
unsigned long long int atomicMax(unsigned long long int *address, unsigned long long int val);
long long int atomicAnd(long long int *address, long long int val);
long long int atomicOr(long long int *address, long long int val);
long long int atomicXor(long long int *address, long long int val);
unsigned long long int atomicAnd(unsigned long long int *address, unsigned long long int val);
unsigned long long int atomicOr(unsigned long long int *address, unsigned long long int val);
unsigned long long int atomicXor(unsigned long long int *address, unsigned long long int val);
unsigned short int atomicCAS(unsigned short int *address, unsigned short int compare, unsigned short int val);
/* float2/float4 atomicAdd (sm_90, global memory): one atomic add per
 * element, as the PTX vector atom is (each element is its own atomic). */
__forceinline__ float2 atomicAdd(float2 *address, float2 val)
{
    float2 old;
    old.x = atomicAdd(&address->x, val.x);
    old.y = atomicAdd(&address->y, val.y);
    return old;
}
__forceinline__ float4 atomicAdd(float4 *address, float4 val)
{
    float4 old;
    old.x = atomicAdd(&address->x, val.x);
    old.y = atomicAdd(&address->y, val.y);
    old.z = atomicAdd(&address->z, val.z);
    old.w = atomicAdd(&address->w, val.w);
    return old;
}
template <class T>
T atomicCAS(T *address, typename p34_sim_type_identity<T>::type compare, typename p34_sim_type_identity<T>::type val)
{
    static_assert(p34_sim_false<T>, "p34 simulator: atomicCAS on this type is not supported");
    (void)address;
    (void)compare;
    return val;
}
#define P34_SIM_UNSUPPORTED_ATOMIC(name)                                                             \
    template <class T>                                                                             \
    T name(T *address, typename p34_sim_type_identity<T>::type val)                                \
    {                                                                                              \
        static_assert(p34_sim_false<T>, "p34 simulator: " #name " on this type is not supported"); \
        (void)address;                                                                             \
        return val;                                                                                \
    }
P34_SIM_UNSUPPORTED_ATOMIC(atomicAnd)
P34_SIM_UNSUPPORTED_ATOMIC(atomicOr)
P34_SIM_UNSUPPORTED_ATOMIC(atomicXor)
P34_SIM_UNSUPPORTED_ATOMIC(atomicInc)
P34_SIM_UNSUPPORTED_ATOMIC(atomicDec)
#undef P34_SIM_UNSUPPORTED_ATOMIC

/* ---------------------------------------------------------------------- */
/* Thread block clusters (crt/sm_90_rt.h): the same runtime as cg's.       */

__forceinline__ dim3 __clusterDim() { return p34_sim_coords.cluster_dim; }
__forceinline__ unsigned int __clusterSizeInBlocks()
{
    const dim3 &c = p34_sim_coords.cluster_dim;
    return c.x * c.y * c.z;
}
__forceinline__ dim3 __clusterRelativeBlockIdx()
{
    const dim3 &c = p34_sim_coords.cluster_dim;
    return dim3(blockIdx.x % c.x, blockIdx.y % c.y, blockIdx.z % c.z);
}
__forceinline__ unsigned int __clusterRelativeBlockRank() { return p34_sim_coords.cluster_rank; }
__forceinline__ dim3 __clusterIdx()
{
    const dim3 &c = p34_sim_coords.cluster_dim;
    return dim3(blockIdx.x / c.x, blockIdx.y / c.y, blockIdx.z / c.z);
}
/* p34 launches its cluster puzzles with a cluster dimension and the
 * last-block puzzle without one (clusters of one block). */
__forceinline__ unsigned int __clusterDimIsSpecified() { return __clusterSizeInBlocks() > 1u; }
/* fence.acq_rel.cluster. Every p34 launch is either one cluster (the
 * cluster puzzles: the grid is the cluster, so cluster scope is device
 * scope) or clusters of one block (cluster scope is block scope). */
__forceinline__ void __threadfence_cluster()
{
    if (__clusterSizeInBlocks() > 1u)
        __threadfence();
    else
        __threadfence_block();
}
__forceinline__ dim3 __clusterGridDimInClusters()
{
    const dim3 &c = p34_sim_coords.cluster_dim;
    return dim3(gridDim.x / c.x, gridDim.y / c.y, gridDim.z / c.z);
}
__forceinline__ void __cluster_barrier_arrive() { p34_sim_cluster_arrive(); }
__forceinline__ void __cluster_barrier_wait() { p34_sim_cluster_wait(false, 0); }
/* barrier.cluster.arrive.relaxed: releases only what a cluster-scope fence
 * before it did (sim/device.cpp, cluster_arrive). */
__forceinline__ void __cluster_barrier_arrive_relaxed() { p34_sim_cluster_arrive_relaxed(); }
__forceinline__ void *__cluster_map_shared_rank(void *p, unsigned int rank) { return p34_sim_map_shared_rank(p, rank); }
__forceinline__ const void *__cluster_map_shared_rank(const void *p, unsigned int rank)
{
    return p34_sim_map_shared_rank(p, rank);
}
__forceinline__ unsigned int __cluster_query_shared_rank(const void *p) { return p34_sim_query_shared_rank(p); }

/* ---------------------------------------------------------------------- */
/* Refused: what the simulator does not model. Any call stops the build.   */

#define P34_SIM_REFUSED(name, why)                                                      \
    template <class... A>                                                             \
    unsigned int name(A...)                                                           \
    {                                                                                 \
        static_assert(p34_sim_false<p34_sim_type_identity<void(A...)>>,               \
                      "p34 simulator: " #name " is not supported" why);               \
        return 0;                                                                     \
    }
P34_SIM_REFUSED(__cluster_map_shared_multicast, "")
P34_SIM_REFUSED(__isGridConstant, " (address-space queries)")
P34_SIM_REFUSED(__cvta_generic_to_constant, " (address-space conversions)")
P34_SIM_REFUSED(__cvta_generic_to_local, " (address-space conversions)")
P34_SIM_REFUSED(__cvta_generic_to_grid_constant, " (address-space conversions)")
P34_SIM_REFUSED(__cvta_constant_to_generic, " (address-space conversions)")
P34_SIM_REFUSED(__cvta_local_to_generic, " (address-space conversions)")
P34_SIM_REFUSED(__cvta_grid_constant_to_generic, " (address-space conversions)")
/* __fns (PTX fns.b32): the position of the |offset|-th set bit of mask
 * from bit base on (base itself counts), going up for offset > 0 and down
 * for offset < 0; for offset 0, base if that bit is set; else 0xffffffff. */
__forceinline__ unsigned int __fns(unsigned int mask, unsigned int base, int offset)
{
    if (offset == 0)
        return base < 32 && ((mask >> base) & 1u) ? base : 0xffffffffu;
    int left = offset > 0 ? offset : -offset;
    for (int bit = (int)base; bit >= 0 && bit < 32; bit += offset > 0 ? 1 : -1)
        if (((mask >> bit) & 1u) && --left == 0)
            return (unsigned int)bit;
    return 0xffffffffu;
}
/* Pre-Volta votes without a mask (removed from CUDA). */
P34_SIM_REFUSED(any, "; use __any_sync(mask, predicate)")
P34_SIM_REFUSED(all, "; use __all_sync(mask, predicate)")
P34_SIM_REFUSED(__any, "; use __any_sync(mask, predicate)")
P34_SIM_REFUSED(__all, "; use __all_sync(mask, predicate)")
P34_SIM_REFUSED(ballot, "; use __ballot_sync(mask, predicate)")
/* CUDA's runtime API in device code (the CUDA Dynamic Parallelism device
 * runtime): it links only in separate compilation (-rdc=true, cudadevrt),
 * which p34 does not use, and cudaDeviceSynchronize() left device code in
 * CUDA 12 (nvcc 13: "calling a __host__ function(\"cudaDeviceSynchronize\")
 * from a __global__ function is not allowed"; for cudaGetLastError, ptxas:
 * "Unresolved extern function '__cudaCDP2GetLastError'"). The error type is
 * declared, as nvcc's headers declare it for device code too. */
enum cudaError { cudaSuccess = 0 };
typedef enum cudaError cudaError_t;
#define P34_SIM_REFUSED_CDP(name)                                                                    \
    P34_SIM_REFUSED(name, " in device code: CUDA's device runtime API (dynamic parallelism) needs "  \
                          "separate compilation (-rdc=true), which p34 does not use, so nvcc refuses " \
                          "it too; a kernel file holds device code only, and the host side checks "  \
                          "launch errors")
/* Programmatic dependent launch (CUDA 11.8+, sm_90): nvcc builds these
 * without separate compilation (griddepcontrol.wait / .launch_dependents).
 * p34 launches no kernel with the programmatic-serialization attribute, so
 * there is no prerequisite grid: the wait returns at once and the trigger
 * does nothing (PTX ISA, griddepcontrol). */
__forceinline__ void cudaGridDependencySynchronize() {}
__forceinline__ void cudaTriggerProgrammaticLaunchCompletion() {}
P34_SIM_REFUSED(cudaDeviceSynchronize, " in device code: CUDA 12 removed it from device code (nvcc: "
                                       "\"calling a __host__ function from a __global__ function is not "
                                       "allowed\"); wait for other threads with __syncthreads() or "
                                       "cluster_sync(), and leave waiting for the kernel to the host")
P34_SIM_REFUSED_CDP(cudaGetLastError)
P34_SIM_REFUSED_CDP(cudaPeekAtLastError)
P34_SIM_REFUSED_CDP(cudaGetDevice)
P34_SIM_REFUSED_CDP(cudaDeviceGetAttribute)
P34_SIM_REFUSED_CDP(cudaMalloc)
P34_SIM_REFUSED_CDP(cudaFree)
P34_SIM_REFUSED_CDP(cudaMemcpyAsync)
P34_SIM_REFUSED_CDP(cudaMemsetAsync)
P34_SIM_REFUSED_CDP(cudaStreamCreateWithFlags)
P34_SIM_REFUSED_CDP(cudaStreamDestroy)
P34_SIM_REFUSED_CDP(cudaLaunchDevice)
P34_SIM_REFUSED_CDP(cudaGetParameterBuffer)
#undef P34_SIM_REFUSED_CDP
/* Textures and surfaces: a texture or surface object is made by host code
 * (cudaCreateTextureObject), which a kernel file may not hold, and the
 * simulator does not model the texture path; the object types are declared
 * so that a signature naming them compiles; a fetch stops the run.
 * Texture and surface references (texture<T, dim, mode>) were removed in
 * CUDA 12 (nvcc 13: "texture is not a template"). */
typedef unsigned long long cudaTextureObject_t;
typedef unsigned long long cudaSurfaceObject_t;
enum cudaTextureReadMode { cudaReadModeElementType = 0, cudaReadModeNormalizedFloat = 1 };
template <class T, int dim = 1, int mode = cudaReadModeElementType>
struct texture {
    static_assert(p34_sim_false<T>, "p34 simulator: texture references (texture<T, dim, mode>) were removed in "
                                    "CUDA 12 (nvcc: \"texture is not a template\"); read the input pointer, or "
                                    "__ldg(&input[i]) for the read-only cache");
};
template <class T, int dim = 1>
struct surface {
    static_assert(p34_sim_false<T>, "p34 simulator: surface references (surface<T, dim>) were removed in CUDA 12 "
                                    "(nvcc: \"surface is not a template\"); use global memory");
};
/* A fetch builds, as with nvcc, and stops the run where it is called
 * (exit 3, the simulator cannot judge it: sim/device.cpp). */
void p34_sim_unmodelled(const char *what);
#define P34_SIM_UNMODELLED_TEX(name)                                                               \
    template <class R = void, class... A>                                                         \
    __forceinline__ R name(A...)                                                                  \
    {                                                                                             \
        p34_sim_unmodelled(#name " is not supported: textures and surfaces are not modelled, and " \
                           "only host code (which a kernel file may not hold) can make a texture " \
                           "or surface object; read the input pointer, or __ldg(&input[i])");      \
        return R();                                                                               \
    }
P34_SIM_UNMODELLED_TEX(tex1Dfetch)
P34_SIM_UNMODELLED_TEX(tex1D)
P34_SIM_UNMODELLED_TEX(tex2D)
P34_SIM_UNMODELLED_TEX(tex3D)
P34_SIM_UNMODELLED_TEX(tex1DLod)
P34_SIM_UNMODELLED_TEX(tex2DLod)
P34_SIM_UNMODELLED_TEX(surf1Dread)
P34_SIM_UNMODELLED_TEX(surf2Dread)
P34_SIM_UNMODELLED_TEX(surf1Dwrite)
P34_SIM_UNMODELLED_TEX(surf2Dwrite)
#undef P34_SIM_UNMODELLED_TEX
#undef P34_SIM_REFUSED

#endif /* P34_SIM_DEVICE_API_H */
