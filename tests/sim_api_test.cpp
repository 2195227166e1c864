/*
 * tests/sim_api_test.cpp - the pure functions of sim/device_api.h against
 * answers computed here another way (tests/test-sim-api.sh builds and runs
 * it; it links sim/math.o and nothing else of the simulator).
 *
 *   - rounding modes: a result r of mode M is right when the exact value x
 *     lies where M puts it relative to r and r's neighbours; x is known only
 *     through exact comparisons in a wider type (a/b vs v is v*b vs a, sqrt(a)
 *     vs v is v*v vs a), so no rounding of the host is trusted;
 *   - float-to-integer conversions from floor and the fraction, by hand;
 *   - integer intrinsics from their definitions, bit by bit;
 *   - CUDA-only math against identities and known values.
 * Prints "not ok - ..." per failure and a count; exit 1 when any failed.
 */
#include "kernels.h"

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

namespace {

int checks = 0, failures = 0;

#define CHECK(cond, ...)                      \
    do {                                      \
        checks++;                             \
        if (!(cond)) {                        \
            failures++;                       \
            std::printf("not ok - ");         \
            std::printf(__VA_ARGS__);         \
            std::printf("\n");                \
        }                                     \
    } while (0)

using W128 = __float128;

template <class T>
int sgn(T v) { return v > 0 ? 1 : v < 0 ? -1 : 0; }

template <class F>
bool mantissa_even(F r)
{
    if (sizeof(F) == 4)
        return (p34_sim_bits<unsigned int>((float)r) & 1u) == 0;
    return (p34_sim_bits<unsigned long long>((double)r) & 1ull) == 0;
}

/* Is r the result of rounding the exact x in mode rm? cmp(v) = sign(v - x)
 * for v in the wider type W (candidates and their midpoints are exact in W). */
template <class F, class W, class C>
bool rounded_ok(F r, int rm, C cmp)
{
    if (r != r)
        return false;
    const int c = cmp((W)r);
    if (c == 0)
        return true;
    const F up = std::nextafter(r, (F)INFINITY), dn = std::nextafter(r, -(F)INFINITY);
    if (rm == P34_SIM_RZ)
        rm = cmp((W)0) < 0 ? P34_SIM_RD : P34_SIM_RU; /* x > 0: toward -inf */
    switch (rm) {
    case P34_SIM_RU: return c > 0 && cmp((W)dn) < 0;
    case P34_SIM_RD: return c < 0 && cmp((W)up) > 0;
    default: {
        const F other = c > 0 ? dn : up; /* the neighbour on x's side */
        if (sgn(cmp((W)other)) == c)
            return false; /* x is not between r and other */
        const W mid = ((W)r + (W)other) / 2;
        const int cm = cmp(mid);
        if (cm == 0)
            return mantissa_even(r);
        return c > 0 ? cm < 0 : cm > 0; /* the midpoint is on r's far side from x */
    }
    }
}

const char *mode_name(int rm) { return rm == 0 ? "rn" : rm == 1 ? "rz" : rm == 2 ? "ru" : "rd"; }

/* Float and double arithmetic in every mode. */
template <class F, class W>
void arith_case(F a, F b, F c, int rm)
{
    F r;
    /* add/sub/mul/fma: the exact value is representable in W for these inputs */
    auto exact = [](W x) { return [x](W v) { return sgn(v - x); }; };
    const bool single = sizeof(F) == 4;
    r = single ? (F)__fadd_rn(0, 0) : 0; /* silence unused warnings for the branch below */
    struct Op {
        const char *name;
        F got;
        bool ok;
    };
    F add, sub, mul, fmaa, div, sq, rcp;
    if (single) {
        switch (rm) {
        case 0: add = __fadd_rn(a, b); sub = __fsub_rn(a, b); mul = __fmul_rn(a, b); fmaa = __fmaf_rn(a, b, c);
                div = __fdiv_rn(a, b); sq = __fsqrt_rn(std::fabs(a)); rcp = __frcp_rn(b); break;
        case 1: add = __fadd_rz(a, b); sub = __fsub_rz(a, b); mul = __fmul_rz(a, b); fmaa = __fmaf_rz(a, b, c);
                div = __fdiv_rz(a, b); sq = __fsqrt_rz(std::fabs(a)); rcp = __frcp_rz(b); break;
        case 2: add = __fadd_ru(a, b); sub = __fsub_ru(a, b); mul = __fmul_ru(a, b); fmaa = __fmaf_ru(a, b, c);
                div = __fdiv_ru(a, b); sq = __fsqrt_ru(std::fabs(a)); rcp = __frcp_ru(b); break;
        default: add = __fadd_rd(a, b); sub = __fsub_rd(a, b); mul = __fmul_rd(a, b); fmaa = __fmaf_rd(a, b, c);
                 div = __fdiv_rd(a, b); sq = __fsqrt_rd(std::fabs(a)); rcp = __frcp_rd(b); break;
        }
    } else {
        switch (rm) {
        case 0: add = __dadd_rn(a, b); sub = __dsub_rn(a, b); mul = __dmul_rn(a, b); fmaa = __fma_rn(a, b, c);
                div = __ddiv_rn(a, b); sq = __dsqrt_rn(std::fabs(a)); rcp = __drcp_rn(b); break;
        case 1: add = __dadd_rz(a, b); sub = __dsub_rz(a, b); mul = __dmul_rz(a, b); fmaa = __fma_rz(a, b, c);
                div = __ddiv_rz(a, b); sq = __dsqrt_rz(std::fabs(a)); rcp = __drcp_rz(b); break;
        case 2: add = __dadd_ru(a, b); sub = __dsub_ru(a, b); mul = __dmul_ru(a, b); fmaa = __fma_ru(a, b, c);
                div = __ddiv_ru(a, b); sq = __dsqrt_ru(std::fabs(a)); rcp = __drcp_ru(b); break;
        default: add = __dadd_rd(a, b); sub = __dsub_rd(a, b); mul = __dmul_rd(a, b); fmaa = __fma_rd(a, b, c);
                 div = __ddiv_rd(a, b); sq = __dsqrt_rd(std::fabs(a)); rcp = __drcp_rd(b); break;
        }
    }
    (void)r;
    const W wa = a, wb = b, wc = c, fa = (W)std::fabs(a);
    Op ops[] = {
        {"add", add, rounded_ok<F, W>(add, rm, exact(wa + wb))},
        {"sub", sub, rounded_ok<F, W>(sub, rm, exact(wa - wb))},
        {"mul", mul, rounded_ok<F, W>(mul, rm, exact(wa * wb))},
        {"fma", fmaa, rounded_ok<F, W>(fmaa, rm, exact(wa * wb + wc))},
        {"div", div, rounded_ok<F, W>(div, rm, [&](W v) { return sgn(v * wb - wa) * sgn(wb); })},
        {"sqrt", sq, rounded_ok<F, W>(sq, rm, [&](W v) { return v < 0 ? -1 : sgn(v * v - fa); })},
        {"rcp", rcp, rounded_ok<F, W>(rcp, rm, [&](W v) { return sgn(v * wb - 1) * sgn(wb); })},
    };
    for (const Op &op : ops)
        CHECK(op.ok, "%s %s_%s(%a, %a, %a) = %a", single ? "float" : "double", op.name, mode_name(rm), (double)a,
              (double)b, (double)c, (double)op.got);
}

void test_arith()
{
    std::mt19937_64 rng(34);
    std::uniform_real_distribution<double> u(1.0, 2.0);
    for (int i = 0; i < 400; i++) {
        /* magnitudes within a few binades, both signs: every exact sum,
         * product and fma fits the wider type */
        const double s1 = (rng() & 1) ? -1 : 1, s2 = (rng() & 1) ? -1 : 1, s3 = (rng() & 1) ? -1 : 1;
        const int e1 = (int)(rng() % 6) - 3, e2 = (int)(rng() % 6) - 3;
        const double a = s1 * std::ldexp(u(rng), e1), b = s2 * std::ldexp(u(rng), e2), c = s3 * u(rng);
        for (int rm = 0; rm < 4; rm++) {
            arith_case<float, double>((float)a, (float)b, (float)c, rm);
            arith_case<double, W128>(a, b, c, rm);
        }
    }
    /* Exact results stay exact in every mode; signs of zero. */
    CHECK(__fadd_rd(1.0f, -1.0f) == 0.0f && std::signbit(__fadd_rd(1.0f, -1.0f)), "__fadd_rd(1, -1) is -0");
    CHECK(!std::signbit(__fadd_ru(1.0f, -1.0f)), "__fadd_ru(1, -1) is +0");
    CHECK(__fdiv_rz(1.0f, 3.0f) == 0x1.555554p-2f && __fdiv_ru(1.0f, 3.0f) == 0x1.555556p-2f &&
              __fdiv_rn(1.0f, 3.0f) == 0x1.555556p-2f,
          "1/3 in rz, ru, rn");
    CHECK(__frsqrt_rn(4.0f) == 0.5f && __frsqrt_rn(2.0f) == 0x1.6a09e6p-1f, "__frsqrt_rn(4), (2)");
}

/* Integer to float/double: the exact value is the integer itself. */
void test_int_to_float()
{
    std::mt19937_64 rng(7);
    auto check_f = [](float r, int rm, long double x, const char *what, long long v) {
        CHECK((rounded_ok<float, long double>(r, rm, [x](long double w) { return sgn(w - x); })), "%s_%s(%lld) = %a",
              what, mode_name(rm), v, (double)r);
    };
    auto check_d = [](double r, int rm, long double x, const char *what, long long v) {
        CHECK((rounded_ok<double, long double>(r, rm, [x](long double w) { return sgn(w - x); })), "%s_%s(%lld) = %a",
              what, mode_name(rm), v, r);
    };
    for (int i = 0; i < 300; i++) {
        const unsigned long long bits = rng() >> (rng() % 40);
        const int i32 = (int)(unsigned int)bits;
        const unsigned int u32 = (unsigned int)bits;
        const long long i64 = (rng() & 1) ? -(long long)(bits >> 1) : (long long)(bits >> 1);
        const unsigned long long u64 = bits | (rng() & 1ull) << 63;
        const double d = std::ldexp((double)(long long)(bits >> 11), -(int)(rng() % 60));
        const float fr[4][6] = {
            {__int2float_rn(i32), __uint2float_rn(u32), __ll2float_rn(i64), __ull2float_rn(u64), __double2float_rn(d), 0},
            {__int2float_rz(i32), __uint2float_rz(u32), __ll2float_rz(i64), __ull2float_rz(u64), __double2float_rz(d), 0},
            {__int2float_ru(i32), __uint2float_ru(u32), __ll2float_ru(i64), __ull2float_ru(u64), __double2float_ru(d), 0},
            {__int2float_rd(i32), __uint2float_rd(u32), __ll2float_rd(i64), __ull2float_rd(u64), __double2float_rd(d), 0},
        };
        const double dr[4][2] = {
            {__ll2double_rn(i64), __ull2double_rn(u64)},
            {__ll2double_rz(i64), __ull2double_rz(u64)},
            {__ll2double_ru(i64), __ull2double_ru(u64)},
            {__ll2double_rd(i64), __ull2double_rd(u64)},
        };
        for (int rm = 0; rm < 4; rm++) {
            check_f(fr[rm][0], rm, (long double)i32, "__int2float", i32);
            check_f(fr[rm][1], rm, (long double)u32, "__uint2float", u32);
            check_f(fr[rm][2], rm, (long double)i64, "__ll2float", i64);
            check_f(fr[rm][3], rm, (long double)u64, "__ull2float", (long long)u64);
            check_f(fr[rm][4], rm, (long double)d, "__double2float", (long long)bits);
            check_d(dr[rm][0], rm, (long double)i64, "__ll2double", i64);
            check_d(dr[rm][1], rm, (long double)u64, "__ull2double", (long long)u64);
        }
    }
    CHECK(__int2float_rz(16777217) == 16777216.0f && __int2float_ru(16777217) == 16777218.0f &&
              __int2float_rn(16777217) == 16777216.0f && __int2float_rn(16777219) == 16777220.0f,
          "2^24+1 and 2^24+3 to float");
    CHECK(__int2double_rn(-7) == -7.0 && __uint2double_rn(4000000000u) == 4000000000.0, "int/uint to double");
}

/* Float to integer, by floor and fraction. */
template <class I>
I expect_ftoi(long double x, int rm)
{
    if (x != x)
        return 0;
    const long double f = std::floor(x), frac = x - f;
    long double r;
    switch (rm) {
    case P34_SIM_RZ: r = x < 0 && frac != 0 ? f + 1 : f; break;
    case P34_SIM_RU: r = frac != 0 ? f + 1 : f; break;
    case P34_SIM_RD: r = f; break;
    default: r = frac < 0.5L ? f : frac > 0.5L ? f + 1 : (std::fmod(f, 2.0L) == 0 ? f : f + 1); break;
    }
    if (r >= (long double)std::numeric_limits<I>::max())
        return std::numeric_limits<I>::max();
    if (r <= (long double)std::numeric_limits<I>::min())
        return std::numeric_limits<I>::min();
    return (I)r;
}

void test_float_to_int()
{
    const double values[] = {0.0, -0.0, 0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999997, 1.0000001, -3.7, 3.7,
                             123456.5, -123456.5, 2147483520.0, 2147483648.0, -2147483648.0, -2147483904.0,
                             4294967040.0, 4294967296.0, 1e19, -1e19, 9.2233720368547758e18, 1.8446744073709552e19,
                             INFINITY, -INFINITY, NAN, 8388607.5, -8388607.5, 0x1.fffffep22};
    for (double v : values) {
        const float f = (float)v;
#define P34_T(rm, sfx)                                                                                              \
    CHECK(__float2int_##sfx(f) == expect_ftoi<int>(f, rm), "__float2int_" #sfx "(%a) = %d", (double)f,             \
          __float2int_##sfx(f));                                                                                    \
    CHECK(__float2uint_##sfx(f) == expect_ftoi<unsigned int>(f, rm), "__float2uint_" #sfx "(%a) = %u", (double)f,  \
          __float2uint_##sfx(f));                                                                                   \
    CHECK(__float2ll_##sfx(f) == expect_ftoi<long long>(f, rm), "__float2ll_" #sfx "(%a) = %lld", (double)f,        \
          __float2ll_##sfx(f));                                                                                     \
    CHECK(__float2ull_##sfx(f) == expect_ftoi<unsigned long long>(f, rm), "__float2ull_" #sfx "(%a) = %llu",       \
          (double)f, __float2ull_##sfx(f));                                                                         \
    CHECK(__double2int_##sfx(v) == expect_ftoi<int>(v, rm), "__double2int_" #sfx "(%a) = %d", v,                    \
          __double2int_##sfx(v));                                                                                   \
    CHECK(__double2uint_##sfx(v) == expect_ftoi<unsigned int>(v, rm), "__double2uint_" #sfx "(%a)", v);            \
    CHECK(__double2ll_##sfx(v) == expect_ftoi<long long>(v, rm), "__double2ll_" #sfx "(%a)", v);                   \
    CHECK(__double2ull_##sfx(v) == expect_ftoi<unsigned long long>(v, rm), "__double2ull_" #sfx "(%a)", v);
        P34_T(P34_SIM_RN, rn)
        P34_T(P34_SIM_RZ, rz)
        P34_T(P34_SIM_RU, ru)
        P34_T(P34_SIM_RD, rd)
#undef P34_T
    }
    CHECK(__float2int_rn(2.5f) == 2 && __float2int_rn(3.5f) == 4 && __float2int_rz(-3.9f) == -3 &&
              __float2int_ru(-3.9f) == -3 && __float2int_rd(-3.1f) == -4,
          "float2int spot values");
    CHECK(double2int(-2.7) == -2 && double2int(2.5, cudaRoundNearest) == 2 && double2ll(-2.5, cudaRoundMinInf) == -3,
          "double2int with cudaRoundMode");
}

void test_integer()
{
    std::mt19937_64 rng(99);
    for (int i = 0; i < 2000; i++) {
        const unsigned int x = (unsigned int)rng(), y = (unsigned int)rng(), s = (unsigned int)rng();
        const unsigned long long X = rng(), Y = rng();
        /* __brevll, __popc, __clz, __ffs by bit loops */
        unsigned long long rev = 0;
        for (int b = 0; b < 64; b++)
            rev |= ((X >> b) & 1ull) << (63 - b);
        CHECK(__brevll(X) == rev, "__brevll(%llx)", X);
        int lz = 0;
        while (lz < 32 && !((x << lz) & 0x80000000u))
            lz++;
        CHECK(__clz((int)x) == lz, "__clz(%x)", x);
        /* __byte_perm: selector nibble i picks byte (sel & 7) of {x, y} */
        const unsigned char bytes[8] = {(unsigned char)x, (unsigned char)(x >> 8), (unsigned char)(x >> 16),
                                        (unsigned char)(x >> 24), (unsigned char)y, (unsigned char)(y >> 8),
                                        (unsigned char)(y >> 16), (unsigned char)(y >> 24)};
        const unsigned int bp = bytes[s & 7] | bytes[(s >> 4) & 7] << 8 | bytes[(s >> 8) & 7] << 16 |
                                (unsigned int)bytes[(s >> 12) & 7] << 24;
        CHECK(__byte_perm(x, y, s) == bp, "__byte_perm(%x, %x, %x)", x, y, s);
        /* 24-bit multiplies */
        const long long x24 = (x & 0x800000u) ? (long long)(x & 0xffffffu) - 0x1000000 : (long long)(x & 0xffffffu);
        const long long y24 = (y & 0x800000u) ? (long long)(y & 0xffffffu) - 0x1000000 : (long long)(y & 0xffffffu);
        CHECK(__mul24((int)x, (int)y) == (int)(unsigned int)(x24 * y24), "__mul24(%x, %x)", x, y);
        CHECK(__umul24(x, y) == (unsigned int)((unsigned long long)(x & 0xffffffu) * (y & 0xffffffu)), "__umul24");
        /* high halves by 16-bit schoolbook multiplication */
        const unsigned long long full = (unsigned long long)x * y;
        CHECK(__umulhi(x, y) == (unsigned int)(full >> 32), "__umulhi(%x, %x)", x, y);
        CHECK(__mulhi((int)x, (int)y) == (int)(((long long)(int)x * (int)y) >> 32), "__mulhi");
        const unsigned long long xl = X & 0xffffffffu, xh = X >> 32, yl = Y & 0xffffffffu, yh = Y >> 32;
        const unsigned long long mid = (xl * yl >> 32) + (xh * yl & 0xffffffffu) + (xl * yh & 0xffffffffu);
        const unsigned long long hi = xh * yh + (xh * yl >> 32) + (xl * yh >> 32) + (mid >> 32);
        CHECK(__umul64hi(X, Y) == hi, "__umul64hi(%llx, %llx)", X, Y);
        long long shi = (long long)hi;
        if ((long long)X < 0)
            shi -= (long long)Y;
        if ((long long)Y < 0)
            shi -= (long long)X;
        CHECK(__mul64hi((long long)X, (long long)Y) == shi, "__mul64hi(%llx, %llx)", X, Y);
        /* averages, absolute differences */
        CHECK(__hadd((int)x, (int)y) == (int)std::floor(((double)(int)x + (int)y) / 2), "__hadd(%d, %d)", (int)x, (int)y);
        CHECK(__rhadd((int)x, (int)y) == (int)std::floor(((double)(int)x + (int)y + 1) / 2), "__rhadd");
        CHECK(__uhadd(x, y) == (unsigned int)(((double)x + y) / 2), "__uhadd");
        CHECK(__urhadd(x, y) == (unsigned int)(((double)x + y + 1) / 2), "__urhadd");
        CHECK(__sad((int)x, (int)y, s) == s + (unsigned int)std::llabs((long long)(int)x - (int)y), "__sad");
        CHECK(__usad(x, y, s) == s + (x > y ? x - y : y - x), "__usad");
        /* funnel shifts, bit by bit */
        unsigned int fl = 0, fr = 0, flc = 0, frc = 0;
        const unsigned int sh = s & 31u, shc = (s % 40u) < 32u ? s % 40u : 32u;
        const unsigned long long cat = ((unsigned long long)y << 32) | x;
        for (int b = 0; b < 32; b++) {
            fl |= (unsigned int)((cat >> (32 + b - sh)) & 1u) << b;
            fr |= (unsigned int)((cat >> (b + sh)) & 1u) << b;
            flc |= (unsigned int)((32 + b - (int)shc >= 0 ? (cat >> (32 + b - shc)) & 1u : 0u)) << b;
            frc |= (unsigned int)((b + shc < 64 ? (cat >> (b + shc)) & 1u : 0u)) << b;
        }
        CHECK(__funnelshift_l(x, y, s) == fl, "__funnelshift_l(%x, %x, %u)", x, y, s);
        CHECK(__funnelshift_r(x, y, s) == fr, "__funnelshift_r(%x, %x, %u)", x, y, s);
        CHECK(__funnelshift_lc(x, y, s % 40u) == flc, "__funnelshift_lc(%x, %x, %u)", x, y, s % 40u);
        CHECK(__funnelshift_rc(x, y, s % 40u) == frc, "__funnelshift_rc(%x, %x, %u)", x, y, s % 40u);
        /* dot products */
        int d4 = (int)s;
        unsigned int u4 = s;
        for (int b = 0; b < 4; b++) {
            d4 += (int)(signed char)bytes[b] * (int)(signed char)bytes[4 + b];
            u4 += (unsigned int)bytes[b] * bytes[4 + b];
        }
        CHECK(__dp4a((int)x, (int)y, (int)s) == d4, "__dp4a(%x, %x, %d)", x, y, (int)s);
        CHECK(__dp4a(x, y, s) == u4, "__dp4a unsigned");
        const int lo2 = (int)s + (short)x * (signed char)bytes[4] + (short)(x >> 16) * (signed char)bytes[5];
        const int hi2 = (int)s + (short)x * (signed char)bytes[6] + (short)(x >> 16) * (signed char)bytes[7];
        CHECK(__dp2a_lo((int)x, (int)y, (int)s) == lo2 && __dp2a_hi((int)x, (int)y, (int)s) == hi2, "__dp2a_lo/hi");
        /* DPX */
        const int a = (int)x, b = (int)y, c = (int)s;
        CHECK(__vimax3_s32(a, b, c) == std::max(a, std::max(b, c)) && __vimin3_u32(x, y, s) == std::min(x, std::min(y, s)),
              "__vimax3_s32 / __vimin3_u32");
        CHECK(__viaddmax_s32(a, b, c) == std::max((int)((unsigned)a + (unsigned)b), c), "__viaddmax_s32");
        CHECK(__vimax3_s32_relu(a, b, c) == std::max(0, std::max(a, std::max(b, c))), "__vimax3_s32_relu");
        const short h0 = std::max(std::max((short)x, (short)y), (short)s);
        const short h1 = std::max(std::max((short)(x >> 16), (short)(y >> 16)), (short)(s >> 16));
        CHECK(__vimax3_s16x2(x, y, s) == ((unsigned int)(unsigned short)h0 | (unsigned int)(unsigned short)h1 << 16),
              "__vimax3_s16x2");
        bool pred = false;
        CHECK(__vibmax_s32(a, b, &pred) == std::max(a, b) && pred == (a >= b), "__vibmax_s32");
    }
    CHECK(__byte_perm(0x33221100u, 0x77665544u, 0x5140u) == 0x55114400u, "__byte_perm spot value");
    CHECK(__mul24(0x00800000, 2) == -16777216 && __umul24(0xff000003u, 5u) == 15u, "__mul24 sign, __umul24 mask");
    CHECK(__ffsll(0) == 0 && __ffsll(1ll << 40) == 41 && __popcll(~0ull) == 64 && __clzll(1) == 63, "64-bit bit counts");
    CHECK(__brev(1u) == 0x80000000u, "__brev(1)");
    /* the PTX ISA's fns.b32 examples, and offset 0 */
    CHECK(__fns(0xaaaaaaaau, 3, 1) == 3 && __fns(0xaaaaaaaau, 3, -1) == 3 && __fns(0xaaaaaaaau, 2, 1) == 3 &&
              __fns(0xaaaaaaaau, 2, -1) == 1 && __fns(0xaaaaaaaau, 2, 0) == 0xffffffffu &&
              __fns(0xaaaaaaaau, 3, 0) == 3 && __fns(0xaaaaaaaau, 2, 2) == 5 && __fns(1u, 1, 1) == 0xffffffffu,
          "__fns");
}

void test_math()
{
    /* Global-namespace overloads that CUDA has and C's math.h lacks. */
    CHECK(isnan(NAN) && isnan(nanf("")) && !isnan(1.0f) && isinf(-INFINITY) && isfinite(1.0) && signbit(-0.0f),
          "isnan/isinf/isfinite/signbit overloads");
    CHECK(abs(-1.5f) == 1.5f && abs(-2.5) == 2.5 && abs(-3) == 3 && llabs(-4ll) == 4 && labs(-5l) == 5,
          "abs(float), abs(double), abs(int), llabs, labs");
    CHECK(sizeof(sin(1.0f)) == sizeof(float) && sin(1.0f) == sinf(1.0f), "sin(float) is the float overload");
    CHECK(min(-1, 1u) == 1u && max(-1, 1u) == 4294967295u && min(3ll, -4ll) == -4 && max(2.0f, 3.0) == 3.0,
          "mixed min/max as CUDA's");
    CHECK(min(NAN, 1.0f) == 1.0f && max(2.0, (double)NAN) == 2.0, "float min/max drop NaN like fminf/fmax");
    CHECK(umin(3u, 2u) == 2u && llmax(-3, 7) == 7 && ullmin(5, 9) == 5, "umin/llmax/ullmin");
    CHECK(rsqrtf(4.0f) == 0.5f && rsqrt(0.25) == 2.0 && rcbrtf(8.0f) == 0.5f && std::fabs(rcbrt(-27.0) + 1.0 / 3.0) < 1e-16, /* CUDA: 1 ulp */
          "rsqrt, rcbrt");
    CHECK(sinpif(1.0f) == 0.0f && !signbit(sinpif(2.0f)) && signbit(sinpif(-1.0f)) && sinpi(0.5) == 1.0 &&
              cospif(0.5f) == 0.0f && cospi(1.0) == -1.0 && cospif(1e9f) == 1.0f,
          "sinpi/cospi exact at integers and halves");
    CHECK(std::fabs(sinpi(1.0 / 6) - 0.5) < 1e-15 && std::fabs(cospif(1.0f / 3) - 0.5f) < 1e-7f, "sinpi(1/6), cospi(1/3)");
    float s = 0, c = 0;
    sincospif(0.25f, &s, &c);
    CHECK(std::fabs(s - c) < 1e-7f && std::fabs(s - 0.70710678f) < 1e-7f, "sincospif(1/4)");
    sincos(0.5f, &s, &c);
    CHECK(s == sinf(0.5f) && c == cosf(0.5f), "sincos(float) overload");
    CHECK(norm3d(3, 4, 12) == 13 && norm3df(2, 3, 6) == 7.0f && norm4d(1, 1, 1, 1) == 2 && rnorm3df(0, 3, 4) == 0.2f &&
              rhypot(3, 4) == 0.2 && rhypotf(6, 8) == 0.1f,
          "norm3d/norm4d/rnorm3d/rhypot");
    const double v[3] = {2, 3, 6};
    const float vf[3] = {2, 3, 6};
    CHECK(norm(3, v) == 7 && normf(3, vf) == 7.0f && std::fabs(rnorm(3, v) - 1.0 / 7) < 1e-16, "norm(dim, p)");
    for (double x = -2.5; x <= 2.5; x += 0.125) {
        CHECK(std::fabs(erfinv(std::erf(x)) - x) < 1e-12 * std::max(1.0, std::fabs(x)), "erfinv(erf(%g))", x);
        CHECK(std::fabs(erfcinv(std::erfc(x)) - x) < 1e-12 * std::max(1.0, std::fabs(x)), "erfcinv(erfc(%g))", x);
        CHECK(std::fabs(normcdfinv(normcdf(x)) - x) < 1e-12 * std::max(1.0, std::fabs(x)), "normcdfinv(normcdf(%g))", x);
        CHECK(std::fabs(erfcx(x) - std::exp(x * x) * std::erfc(x)) <= 1e-14 * erfcx(x), "erfcx(%g)", x);
        /* float erf is flat past 1.5: one ulp of erff(x) moves x far */
        CHECK(std::fabs(x) > 1.5 || std::fabs(erfinvf(std::erf((float)x)) - (float)x) < 2e-6f,
              "erfinvf(erff(%g))", x);
    }
    CHECK(std::fabs(erfcinv(1e-300) - 26.209469960516123) < 1e-12, "erfcinv(1e-300)");
    CHECK(std::fabs(normcdfinv(0.975) - 1.959963984540054) < 1e-14, "normcdfinv(0.975)");
    CHECK(std::fabs(erfcx(100.0) - 0.005641613782989433) < 1e-17, "erfcx(100) (asymptotic branch)");
    CHECK(std::isinf(erfinv(1.0)) && isnan(erfinv(1.5)) && erfinvf(0.0f) == 0.0f, "erfinv edges");
    CHECK(std::fabs(cyl_bessel_i0(1.0) - 1.2660658777520082) < 1e-15 &&
              std::fabs(cyl_bessel_i1(1.0) - 0.5651591039924851) < 1e-15 &&
              std::fabs(cyl_bessel_i0(10.0) / 2815.716628466254 - 1) < 1e-14 && cyl_bessel_i1f(0.0f) == 0.0f,
          "cyl_bessel_i0/i1");
    CHECK(std::fabs(normcdff(0.0f) - 0.5f) == 0 && std::fabs(normcdf(1.0) - 0.8413447460685429) < 1e-15, "normcdf");
    /* Intrinsics with CUDA's special values. */
    CHECK(__saturatef(NAN) == 0.0f && __saturatef(-1) == 0.0f && __saturatef(2) == 1.0f && __saturatef(0.25f) == 0.25f,
          "__saturatef clamps, NaN gives 0");
    CHECK(__fdividef(1.0f, 4.0f) == 0.25f && fdividef(3.0f, 2.0f) == 1.5f && fdivide(1.0, 8.0) == 0.125, "fdividef");
    CHECK(std::fabs(__expf(1.0f) - 2.7182817f) < 1e-6f && __exp10f(2.0f) == 100.0f && __log2f(8.0f) == 3.0f &&
              __log10f(1000.0f) == 3.0f && std::fabs(__tanf(0.5f) - tanf(0.5f)) < 1e-6f,
          "fast-math intrinsics near the accurate ones");
    __sincosf(1.0f, &s, &c);
    CHECK(std::fabs(s - sinf(1.0f)) < 1e-6f && std::fabs(c - cosf(1.0f)) < 1e-6f, "__sincosf");
    /* Reinterpretation. */
    CHECK(__float_as_uint(1.0f) == 0x3f800000u && __int_as_float(0x40490fdb) == 3.14159274f &&
              __double_as_longlong(1.0) == 0x3ff0000000000000ll && __longlong_as_double(0x4000000000000000ll) == 2.0 &&
              __double2hiint(-2.0) == (int)0xc0000000u && __double2loint(__hiloint2double(1, 0x1234)) == 0x1234,
          "bit reinterpretation");
    CHECK(dadd(1.0, 0x1p-60, cudaRoundPosInf) == 1.0 + 0x1p-52 && dmul(3.0, 1.0 / 3, cudaRoundZero) < 1.0 &&
              fma(1.0, 1.0, 0x1p-60, cudaRoundMinInf) == 1.0 && ll2double(-3) == -3.0,
          "cudaRoundMode forms");
}


/* ---------------------------------------------------------------------- */
/* bfloat16 (sim/bf16_sim.h) against references built another way:        */
/*   - a float rounded to bfloat16 by its bit pattern (the two share sign  */
/*     and exponent, so dropping the 16 low bits is truncation, and the    */
/*     dropped bits decide the rounding);                                  */
/*   - anything else through exact comparisons in __float128: the largest  */
/*     bfloat16 magnitude not above |x| by binary search over the bit      */
/*     patterns, its successor, and their midpoint.                        */

unsigned short bf_bits(__nv_bfloat16 h) { return __bfloat16_as_ushort(h); }
__nv_bfloat16 bf(unsigned short u) { return __ushort_as_bfloat16(u); }

unsigned short ref_float_to_bf16(float f, int rm)
{
    const unsigned int u = p34_sim_bits<unsigned int>(f);
    if ((u & 0x7fffffffu) > 0x7f800000u)
        return 0x7fff;
    const unsigned short t = (unsigned short)(u >> 16);
    const unsigned int rest = u & 0xffffu;
    const bool neg = u >> 31;
    if (rest == 0)
        return t;
    bool up = false; /* away from zero */
    switch (rm) {
    case P34_SIM_RZ: up = false; break;
    case P34_SIM_RU: up = !neg; break;
    case P34_SIM_RD: up = neg; break;
    default: up = rest > 0x8000u || (rest == 0x8000u && (t & 1)); break;
    }
    return (unsigned short)(up ? t + 1 : t);
}

/* The value of a non-negative bfloat16 pattern m in [0, 0x7f80]; 0x7f80
 * counts as 2^128 (where the exponent range would continue), so that the
 * midpoint above the largest finite value is the overflow threshold. */
W128 bf_mag(unsigned int m) { return m >= 0x7f80u ? (W128)0x1p127 * 2 : (W128)p34_sim_bits<float>(m << 16); }

/* The bfloat16 of the exact x in mode rm, x known through cmp(v) = sign(v - x). */
template <class C>
unsigned short ref_bf16(C cmp, int rm)
{
    const int sx = -cmp((W128)0); /* sign of x */
    if (sx == 0)
        return 0;
    const unsigned short sign = sx < 0 ? 0x8000 : 0;
    auto cmag = [&](W128 mag) { return cmp(sx < 0 ? -mag : mag) * sx; }; /* sign(mag - |x|) */
    unsigned int lo = 0, hi = 0x7f80; /* largest lo with bf_mag(lo) <= |x| */
    if (cmag(bf_mag(0x7f7f)) <= 0)
        lo = 0x7f7f;
    else {
        while (hi - lo > 1) {
            const unsigned int mid = (lo + hi) / 2;
            (cmag(bf_mag(mid)) <= 0 ? lo : hi) = mid;
        }
    }
    if (cmag(bf_mag(lo)) == 0)
        return sign | (unsigned short)lo;
    const unsigned int up = lo + 1;
    bool away = false;
    switch (rm) {
    case P34_SIM_RZ: away = false; break;
    case P34_SIM_RU: away = sx > 0; break;
    case P34_SIM_RD: away = sx < 0; break;
    default: {
        const int c = cmag((bf_mag(lo) + bf_mag(up)) / 2);
        away = c < 0 || (c == 0 && (lo & 1));
    }
    }
    return sign | (unsigned short)(away ? up : lo);
}
unsigned short ref_bf16_exact(W128 x, int rm)
{
    return ref_bf16([x](W128 v) { return sgn(v - x); }, rm);
}
W128 bfw(__nv_bfloat16 h) { return (W128)__bfloat162float(h); }
bool same_bf(unsigned short r, unsigned short want)
{
    return r == want || ((want & 0x7fff) == 0 && (r & 0x7fff) == 0 && want == 0); /* an exact zero's sign: spot-checked */
}

/* SIMD video intrinsics against a reference that reads the lanes through
 * memcpy into uint16_t[2] / uint8_t[4] (the host is little-endian, as the
 * GPU: lane 0 is the low half or byte), takes signed lanes by a cast to
 * int16_t / int8_t and limits from std::numeric_limits, and computes in
 * long long: every lane pair of interest and random words. */
enum SimdOp {
    V_ADD, V_ADDSS, V_ADDUS, V_SUB, V_SUBSS, V_SUBUS, V_AVGS, V_AVGU, V_HADDU, V_ABSDIFFU, V_ABSDIFFS,
    V_MAXS, V_MAXU, V_MINS, V_MINU, V_CMPEQ, V_CMPNE, V_CMPGES, V_CMPGEU, V_CMPGTS, V_CMPGTU, V_CMPLES,
    V_CMPLEU, V_CMPLTS, V_CMPLTU, V_SETEQ, V_SETNE, V_SETGES, V_SETGEU, V_SETGTS, V_SETGTU, V_SETLES,
    V_SETLEU, V_SETLTS, V_SETLTU, V_ABS, V_ABSSS, V_NEG, V_NEGSS, V_SADU, V_SADS
};
struct SimdFn {
    const char *name;
    unsigned int (*f)(unsigned int, unsigned int);
    int op;
    bool wide; /* 16-bit lanes */
};

template <class U, class S>
unsigned int simd_ref(int op, unsigned int a, unsigned int b)
{
    constexpr int N = 4 / sizeof(U);
    U la[N], lb[N], lr[N];
    std::memcpy(la, &a, 4);
    std::memcpy(lb, &b, 4);
    const long long smin = std::numeric_limits<S>::min(), smax = std::numeric_limits<S>::max();
    const long long umax = std::numeric_limits<U>::max();
    long long sad = 0;
    for (int i = 0; i < N; i++) {
        const long long u = la[i], v = lb[i], s = (S)la[i], t = (S)lb[i];
        long long r = 0;
        auto sat = [](long long x, long long lo, long long hi) { return std::min(hi, std::max(lo, x)); };
        switch (op) {
        case V_ADD: r = u + v; break;
        case V_ADDSS: r = sat(s + t, smin, smax); break;
        case V_ADDUS: r = sat(u + v, 0, umax); break;
        case V_SUB: r = u - v; break;
        case V_SUBSS: r = sat(s - t, smin, smax); break;
        case V_SUBUS: r = sat(u - v, 0, umax); break;
        case V_AVGS: { /* (s+t)/2 rounded half away from zero */
            const long long m = std::llabs(s + t);
            r = (s + t < 0 ? -1 : 1) * ((m + 1) / 2);
            break;
        }
        case V_AVGU: r = (u + v) / 2 + (u + v) % 2; break;
        case V_HADDU: r = (u + v) / 2; break;
        case V_ABSDIFFU: r = u > v ? u - v : v - u; break;
        case V_ABSDIFFS: r = s > t ? s - t : t - s; break;
        case V_MAXS: r = std::max(s, t); break;
        case V_MAXU: r = std::max(u, v); break;
        case V_MINS: r = std::min(s, t); break;
        case V_MINU: r = std::min(u, v); break;
        case V_ABS: r = std::llabs(s); break;
        case V_ABSSS: r = std::min(std::llabs(s), smax); break;
        case V_NEG: r = -s; break;
        case V_NEGSS: r = sat(-s, smin, smax); break;
        case V_SADU: sad += u > v ? u - v : v - u; break;
        case V_SADS: sad += s > t ? s - t : t - s; break;
        default: {
            const int k = (op - V_CMPEQ) % 10; /* eq ne ges geu gts gtu les leu lts ltu */
            const bool c[10] = {u == v, u != v, s >= t, u >= v, s > t, u > v, s <= t, u <= v, s < t, u < v};
            r = c[k] ? (op < V_SETEQ ? (long long)umax : 1) : 0;
        }
        }
        lr[i] = (U)(r & umax);
    }
    if (op == V_SADU || op == V_SADS)
        return (unsigned int)sad;
    unsigned int out;
    std::memcpy(&out, lr, 4);
    return out;
}

#define SIMD_BIN(n, op) {#n "2", [](unsigned int a, unsigned int b) { return n##2(a, b); }, op, true}, \
                        {#n "4", [](unsigned int a, unsigned int b) { return n##4(a, b); }, op, false},
#define SIMD_UN(n, op) {#n "2", [](unsigned int a, unsigned int) { return n##2(a); }, op, true}, \
                       {#n "4", [](unsigned int a, unsigned int) { return n##4(a); }, op, false},
const SimdFn simd_fns[] = {
    SIMD_BIN(__vadd, V_ADD) SIMD_BIN(__vaddss, V_ADDSS) SIMD_BIN(__vaddus, V_ADDUS) SIMD_BIN(__vsub, V_SUB)
    SIMD_BIN(__vsubss, V_SUBSS) SIMD_BIN(__vsubus, V_SUBUS) SIMD_BIN(__vavgs, V_AVGS) SIMD_BIN(__vavgu, V_AVGU)
    SIMD_BIN(__vhaddu, V_HADDU) SIMD_BIN(__vabsdiffu, V_ABSDIFFU) SIMD_BIN(__vabsdiffs, V_ABSDIFFS)
    SIMD_BIN(__vmaxs, V_MAXS) SIMD_BIN(__vmaxu, V_MAXU) SIMD_BIN(__vmins, V_MINS) SIMD_BIN(__vminu, V_MINU)
    SIMD_BIN(__vcmpeq, V_CMPEQ) SIMD_BIN(__vcmpne, V_CMPNE) SIMD_BIN(__vcmpges, V_CMPGES)
    SIMD_BIN(__vcmpgeu, V_CMPGEU) SIMD_BIN(__vcmpgts, V_CMPGTS) SIMD_BIN(__vcmpgtu, V_CMPGTU)
    SIMD_BIN(__vcmples, V_CMPLES) SIMD_BIN(__vcmpleu, V_CMPLEU) SIMD_BIN(__vcmplts, V_CMPLTS)
    SIMD_BIN(__vcmpltu, V_CMPLTU) SIMD_BIN(__vseteq, V_SETEQ) SIMD_BIN(__vsetne, V_SETNE)
    SIMD_BIN(__vsetges, V_SETGES) SIMD_BIN(__vsetgeu, V_SETGEU) SIMD_BIN(__vsetgts, V_SETGTS)
    SIMD_BIN(__vsetgtu, V_SETGTU) SIMD_BIN(__vsetles, V_SETLES) SIMD_BIN(__vsetleu, V_SETLEU)
    SIMD_BIN(__vsetlts, V_SETLTS) SIMD_BIN(__vsetltu, V_SETLTU) SIMD_UN(__vabs, V_ABS) SIMD_UN(__vabsss, V_ABSSS)
    SIMD_UN(__vneg, V_NEG) SIMD_UN(__vnegss, V_NEGSS) SIMD_BIN(__vsadu, V_SADU) SIMD_BIN(__vsads, V_SADS)
};
#undef SIMD_BIN
#undef SIMD_UN

void test_simd()
{
    static_assert(sizeof(simd_fns) / sizeof(simd_fns[0]) == 82, "every SIMD intrinsic, 2- and 4-lane");
    /* inputs: every pair of edge halves in both halves; every byte pair in each byte; random words */
    const unsigned int edge16[] = {0x0000, 0x0001, 0x0002, 0x007f, 0x0080, 0x00ff, 0x0100, 0x7ffe,
                                   0x7fff, 0x8000, 0x8001, 0xfffe, 0xffff, 0x1234, 0xaba5};
    std::vector<std::pair<unsigned int, unsigned int>> in;
    for (unsigned int a0 : edge16)
        for (unsigned int a1 : edge16)
            for (unsigned int b0 : edge16)
                for (unsigned int b1 : edge16)
                    in.push_back({a0 | a1 << 16, b0 | b1 << 16});
    std::mt19937 rng(34);
    for (unsigned int x = 0; x < 256; x++)
        for (unsigned int y = 0; y < 256; y++) {
            const int k = 8 * (int)((x + y) & 3);
            const unsigned int keep = ~(0xffu << k);
            in.push_back({((unsigned int)rng() & keep) | x << k, ((unsigned int)rng() & keep) | y << k});
            in.push_back({(x * 0x01010101u) ^ 0x00800000u, (y * 0x01010101u) ^ 0x7f000000u});
        }
    for (int i = 0; i < 100000; i++)
        in.push_back({(unsigned int)rng(), (unsigned int)rng()});
    for (const SimdFn &fn : simd_fns) {
        long bad = 0;
        unsigned int fa = 0, fb = 0, got = 0, want = 0;
        for (const auto &p : in) {
            const unsigned int r = fn.f(p.first, p.second);
            const unsigned int w = fn.wide ? simd_ref<std::uint16_t, std::int16_t>(fn.op, p.first, p.second)
                                           : simd_ref<std::uint8_t, std::int8_t>(fn.op, p.first, p.second);
            if (r != w && bad++ == 0) {
                fa = p.first;
                fb = p.second;
                got = r;
                want = w;
            }
        }
        CHECK(bad == 0, "%s: %ld of %zu inputs differ, first %s(0x%08x, 0x%08x) = 0x%08x, want 0x%08x", fn.name, bad,
              in.size(), fn.name, fa, fb, got, want);
    }
    /* the CUDA Math API's examples, and values by hand */
    CHECK(__vcmpeq2(0x1234aba5u, 0x1234aba6u) == 0xffff0000u && __vcmpges2(0x1234aba5u, 0x1234aba6u) == 0xffff0000u &&
              __vcmpgts2(0x1234aba5u, 0x1234aba6u) == 0u && __vcmples2(0x1234aba5u, 0x1234aba6u) == 0xffffffffu &&
              __vcmplts2(0x1234aba5u, 0x1234aba6u) == 0x0000ffffu && __vcmpne2(0x1234aba5u, 0x1234aba6u) == 0x0000ffffu,
          "__vcmp*2: the documented examples");
    CHECK(__vcmpeq4(0x1234aba5u, 0x1234aba6u) == 0xffffff00u && __vcmpgeu4(0x1234aba5u, 0x1234aba6u) == 0xffffff00u &&
              __vcmpgtu4(0x1234aba5u, 0x1234aba6u) == 0u && __vcmpleu4(0x1234aba5u, 0x1234aba6u) == 0xffffffffu &&
              __vcmpltu4(0x1234aba5u, 0x1234aba6u) == 0x000000ffu,
          "__vcmp*4: the documented examples");
    CHECK(__vseteq2(5u, 5u) == 0x00010001u && __vsetne4(0x01000100u, 0u) == 0x01000100u &&
              __vsetgts4(0x017f80ffu, 0x00800000u) == 0x01010000u,
          "__vset*: 1 in each lane that holds");
    CHECK(__vadd2(0x0001ffffu, 0x00010001u) == 0x00020000u && __vadd4(0x01ff01ffu, 0x01010101u) == 0x02000200u,
          "__vadd: no carry between lanes");
    CHECK(__vaddss2(0x7fff8000u, 0x0001ffffu) == 0x7fff8000u && __vaddus4(0xff7f0000u, 0x01810000u) == 0xffff0000u &&
              __vsubss4(0x807f0000u, 0x01ff0000u) == 0x807f0000u && __vsubus2(0x00010005u, 0x00020003u) == 0x00000002u,
          "saturating add/sub");
    CHECK(__vavgs2(0xfffd0003u, 0u) == 0xfffe0002u && __vavgs2(0xffff0001u, 0u) == 0xffff0001u &&
              __vavgu4(0x01ff0003u, 0x00ff0000u) == 0x01ff0002u && __vhaddu4(0x01ff0003u, 0x00ff0000u) == 0x00ff0001u,
          "averages: __vavgs rounds half away from zero, __vavgu up, __vhaddu truncates");
    CHECK(__vabs2(0x8000ffffu) == 0x80000001u && __vabsss2(0x8000ffffu) == 0x7fff0001u && __vneg4(0x80010000u) == 0x80ff0000u &&
              __vnegss4(0x80010000u) == 0x7fff0000u,
          "__vabs/__vneg wrap, ss saturates");
    CHECK(__vabsdiffs2(0x7fffu, 0x8000u) == 0xffffu && __vabsdiffu4(0x00ff0001u, 0xff0000ffu) == 0xffff00feu &&
              __vsads4(0x7f7f7f7fu, 0x80808080u) == 1020u && __vsadu2(0xffff0000u, 0x0000ffffu) == 131070u,
          "absolute differences and their sums");
    bool ph = false, pl = true;
    CHECK(__vibmax_s16x2(0x7fff8000u, 0x80007fffu, &ph, &pl) == 0x7fff7fffu && ph && !pl, "__vibmax_s16x2");
    CHECK(__vibmax_u16x2(0x7fff8000u, 0x80007fffu, &ph, &pl) == 0x80008000u && !ph && pl, "__vibmax_u16x2");
    CHECK(__vibmin_s16x2(0x00050005u, 0x00050004u, &ph, &pl) == 0x00050004u && ph && !pl, "__vibmin_s16x2 (ties pick a)");
    CHECK(__vibmin_u16x2(0xffff0001u, 0x0001ffffu, &ph, &pl) == 0x00010001u && !ph && pl, "__vibmin_u16x2");
    for (int i = 0; i < 20000; i++) {
        const unsigned int a = i < 225 ? edge16[i % 15] | edge16[i / 15] << 16 : (unsigned int)rng();
        const unsigned int b = i < 225 ? edge16[(i * 7) % 15] | edge16[(i / 15 + 3) % 15] << 16 : (unsigned int)rng();
        const short sa[2] = {(short)a, (short)(a >> 16)}, sb[2] = {(short)b, (short)(b >> 16)};
        const unsigned short ua[2] = {(unsigned short)a, (unsigned short)(a >> 16)},
                             ub[2] = {(unsigned short)b, (unsigned short)(b >> 16)};
        bool hi = false, lo = false;
        CHECK(__vibmax_s16x2(a, b, &hi, &lo) == __vmaxs2(a, b) && hi == (sa[1] >= sb[1]) && lo == (sa[0] >= sb[0]),
              "__vibmax_s16x2(0x%08x, 0x%08x)", a, b);
        CHECK(__vibmax_u16x2(a, b, &hi, &lo) == __vmaxu2(a, b) && hi == (ua[1] >= ub[1]) && lo == (ua[0] >= ub[0]),
              "__vibmax_u16x2(0x%08x, 0x%08x)", a, b);
        CHECK(__vibmin_s16x2(a, b, &hi, &lo) == __vmins2(a, b) && hi == (sa[1] <= sb[1]) && lo == (sa[0] <= sb[0]),
              "__vibmin_s16x2(0x%08x, 0x%08x)", a, b);
        CHECK(__vibmin_u16x2(a, b, &hi, &lo) == __vminu2(a, b) && hi == (ua[1] <= ub[1]) && lo == (ua[0] <= ub[0]),
              "__vibmin_u16x2(0x%08x, 0x%08x)", a, b);
    }
}

void test_bf16()
{
    std::mt19937_64 rng(34);
    const int modes[4] = {P34_SIM_RN, P34_SIM_RZ, P34_SIM_RU, P34_SIM_RD};
    /* bfloat16 to float is exact: every pattern. */
    int bad = 0;
    for (unsigned int h = 0; h < 0x10000u; h++) {
        const float f = __bfloat162float(bf((unsigned short)h));
        const unsigned int want = h << 16;
        if (!(p34_sim_bits<unsigned int>(f) == want || (f != f && (want & 0x7fffffffu) > 0x7f800000u)))
            bad++;
        if (!(__low2float(__halves2bfloat162(bf((unsigned short)h), bf(0))) == f || f != f))
            bad++;
    }
    CHECK(bad == 0, "__bfloat162float of all 65536 patterns is the pattern shifted into a float (%d wrong)", bad);
    /* float to bfloat16 in every mode: every upper half with low halves at
     * and around the ties, and random ones. */
    bad = 0;
    int cross = 0;
    for (unsigned int hi = 0; hi < 0x10000u; hi++) {
        const unsigned int lows[8] = {0, 1, 0x7fff, 0x8000, 0x8001, 0xffff, (unsigned int)rng() & 0xffffu,
                                      (unsigned int)rng() & 0xffffu};
        for (unsigned int lo : lows) {
            const float f = p34_sim_bits<float>(hi << 16 | lo);
            const unsigned short rn = bf_bits(__float2bfloat16_rn(f)), rz = bf_bits(__float2bfloat16_rz(f)),
                                 ru = bf_bits(__float2bfloat16_ru(f)), rd = bf_bits(__float2bfloat16_rd(f));
            if (rn != ref_float_to_bf16(f, P34_SIM_RN) || rz != ref_float_to_bf16(f, P34_SIM_RZ) ||
                ru != ref_float_to_bf16(f, P34_SIM_RU) || rd != ref_float_to_bf16(f, P34_SIM_RD) ||
                bf_bits(__float2bfloat16(f)) != rn || bf_bits(__nv_bfloat16(f)) != rn) {
                if (bad++ < 5)
                    std::printf("#   float %a (%08x): rn %04x rz %04x ru %04x rd %04x\n", (double)f, hi << 16 | lo, rn, rz,
                                ru, rd);
            }
            /* the two references agree (finite values, every 16th pattern) */
            if ((hi & 15) == 0 && f == f && std::isfinite(f) && f != 0.0f)
                for (int rm : modes)
                    if (ref_bf16_exact((W128)f, rm) != ref_float_to_bf16(f, rm) && cross++ < 5)
                        std::printf("#   references differ: %a %s: %04x %04x\n", (double)f, mode_name(rm),
                                    ref_bf16_exact((W128)f, rm), ref_float_to_bf16(f, rm));
        }
    }
    CHECK(bad == 0, "__float2bfloat16{,_rn,_rz,_ru,_rd} of %d floats round as their bits say (%d wrong)", 0x10000 * 8, bad);
    CHECK(cross == 0, "the two bfloat16 references agree (%d differ)", cross);
    /* double to bfloat16 (rn): random doubles over bfloat16's range and past it. */
    bad = 0;
    for (int i = 0; i < 200000; i++) {
        const double d = std::ldexp((double)(rng() >> 11) / 0x1p53 + 0.5, (int)(rng() % 290) - 150) * ((rng() & 1) ? -1 : 1);
        const unsigned short r = bf_bits(__double2bfloat16(d));
        if (r != ref_bf16_exact((W128)d, P34_SIM_RN) || bf_bits(__nv_bfloat16(d)) != r)
            if (bad++ < 5)
                std::printf("#   __double2bfloat16(%a) = %04x\n", d, r);
    }
    CHECK(bad == 0, "__double2bfloat16 of 200000 doubles (%d wrong)", bad);
    CHECK(bf_bits(__double2bfloat16(NAN)) == 0x7fff && bf_bits(__float2bfloat16(-NAN)) == 0x7fff &&
              bf_bits(__double2bfloat16(1e300)) == 0x7f80 && bf_bits(__float2bfloat16_rz(INFINITY)) == 0x7f80 &&
              bf_bits(__float2bfloat16_rz(3.4e38f)) == 0x7f7f && bf_bits(__float2bfloat16_rd(3.4e38f)) == 0x7f7f &&
              bf_bits(__float2bfloat16_ru(-3.4e38f)) == 0xff7f && bf_bits(__float2bfloat16_rd(-3.4e38f)) == 0xff80 &&
              bf_bits(__float2bfloat16_ru(0x1p-140f)) == 0x0001 && bf_bits(__float2bfloat16(0x1p-134f)) == 0x0000 &&
              bf_bits(__float2bfloat16(0x1.8p-133f)) == 0x0002 && bf_bits(__float2bfloat16(-0.0f)) == 0x8000,
          "bfloat16 conversions: NaN is 0x7FFF, overflow by mode, subnormals and ties");
    /* integers to bfloat16, in every mode; 64-bit values past double's 53 bits. */
    const long long edges[] = {0, 1, -1, 255, 256, 257, -257, 16777217, 2147483647, -2147483647 - 1, 0x4040000000000001ll,
                               0x407fffffffffffffll, 0x4080000000000001ll, 9223372036854775807ll, -9223372036854775807ll - 1,
                               -0x4040000000000001ll, 65535, -32768, 32767};
    bad = 0;
    for (int i = 0; i < 60000; i++) {
        const long long v = i < (int)(sizeof edges / sizeof edges[0]) ? edges[i]
                                                                       : (long long)(rng() >> (rng() % 64)) * ((rng() & 1) ? -1 : 1);
        const unsigned long long uv = (unsigned long long)v;
        const int iv = (int)v;
        const unsigned int uiv = (unsigned int)v;
        const short sv = (short)v;
        const unsigned short usv = (unsigned short)v;
        for (int rm : modes) {
            auto pick = [rm](auto rn, auto rz, auto ru, auto rd) {
                return rm == P34_SIM_RN ? rn : rm == P34_SIM_RZ ? rz : rm == P34_SIM_RU ? ru : rd;
            };
#define P34_BF_INT(fn, val)                                                                                        \
    {                                                                                                              \
        const unsigned short r = bf_bits(pick(fn##_rn(val), fn##_rz(val), fn##_ru(val), fn##_rd(val)));            \
        if (r != ref_bf16_exact((W128)(val), rm) && bad++ < 5)                                                     \
            std::printf("#   " #fn "_%s(%lld) = %04x\n", mode_name(rm), (long long)(val), r);                     \
    }
            P34_BF_INT(__ll2bfloat16, v)
            P34_BF_INT(__ull2bfloat16, uv)
            P34_BF_INT(__int2bfloat16, iv)
            P34_BF_INT(__uint2bfloat16, uiv)
            P34_BF_INT(__short2bfloat16, sv)
            P34_BF_INT(__ushort2bfloat16, usv)
#undef P34_BF_INT
        }
        if (bf_bits(__nv_bfloat16(v)) != ref_bf16_exact((W128)v, P34_SIM_RN) ||
            bf_bits(__nv_bfloat16(iv)) != ref_bf16_exact((W128)iv, P34_SIM_RN) ||
            bf_bits(__nv_bfloat16(uv)) != ref_bf16_exact((W128)uv, P34_SIM_RN))
            bad++;
    }
    CHECK(bad == 0, "integer to bfloat16 in every mode (%d wrong)", bad);
    /* bfloat16 to integers: every pattern, every mode (saturated, NaN 0). */
    bad = 0;
    for (unsigned int h = 0; h < 0x10000u; h++) {
        const __nv_bfloat16 b = bf((unsigned short)h);
        const float f = __bfloat162float(b);
        const long double x = f;
#define P34_BF_TO(type, fn)                                                                                      \
    if (fn##_rn(b) != expect_ftoi<type>(x, P34_SIM_RN) || fn##_rz(b) != expect_ftoi<type>(x, P34_SIM_RZ) ||       \
        fn##_ru(b) != expect_ftoi<type>(x, P34_SIM_RU) || fn##_rd(b) != expect_ftoi<type>(x, P34_SIM_RD)) {       \
        if (bad++ < 5)                                                                                            \
            std::printf("#   " #fn "(%a)\n", (double)f);                                                          \
    }
        P34_BF_TO(int, __bfloat162int)
        P34_BF_TO(unsigned int, __bfloat162uint)
        P34_BF_TO(short, __bfloat162short)
        P34_BF_TO(unsigned short, __bfloat162ushort)
        P34_BF_TO(long long, __bfloat162ll)
        P34_BF_TO(unsigned long long, __bfloat162ull)
#undef P34_BF_TO
        if (__bfloat162char_rz(b) != expect_ftoi<signed char>(x, P34_SIM_RZ) ||
            __bfloat162uchar_rz(b) != expect_ftoi<unsigned char>(x, P34_SIM_RZ) ||
            (int)b != expect_ftoi<int>(x, P34_SIM_RZ) || (unsigned long long)b != expect_ftoi<unsigned long long>(x, P34_SIM_RZ) ||
            (short)b != expect_ftoi<short>(x, P34_SIM_RZ) || (bool)b != (f != 0.0f))
            bad++;
    }
    CHECK(bad == 0, "bfloat16 to integers, all 65536 patterns in every mode, and the implicit conversions (%d wrong)", bad);
    /* Arithmetic: one rounding to nearest even of the exact result. Random
     * operands whose exponents keep a sum (a*b + c: 16 + 8 bits spread over
     * at most 2*20 + 45 binades) exact in __float128, products and
     * quotients over the whole range, and square roots of every pattern. */
    auto rand_bf = [&rng](int emin, int emax) {
        const unsigned int e = (unsigned int)(emin + 127 + (int)(rng() % (unsigned long long)(emax - emin + 1)));
        return bf((unsigned short)((rng() & 1) << 15 | e << 7 | (rng() & 0x7f)));
    };
    int bad_add = 0, bad_mul = 0, bad_div = 0, bad_fma = 0;
    for (int i = 0; i < 300000; i++) {
        const bool small = i % 3 == 0; /* subnormal results */
        const __nv_bfloat16 a = small ? rand_bf(-126, -100) : rand_bf(-40, 40), b = small ? rand_bf(-126, -100) : rand_bf(-40, 40),
                            fa = small ? rand_bf(-70, -55) : rand_bf(-20, 20), fb = small ? rand_bf(-70, -55) : rand_bf(-20, 20),
                            c = small ? rand_bf(-126, -120) : rand_bf(-45, 45);
        const __nv_bfloat16 wa = bf((unsigned short)rng()), wb = bf((unsigned short)rng());
        const W128 A = bfw(a), B = bfw(b), C = bfw(c);
        if (!same_bf(bf_bits(__hadd(a, b)), ref_bf16_exact(A + B, P34_SIM_RN)) ||
            !same_bf(bf_bits(__hsub(a, b)), ref_bf16_exact(A - B, P34_SIM_RN)) ||
            bf_bits(a + b) != bf_bits(__hadd(a, b)) || bf_bits(__hadd_rn(a, b)) != bf_bits(__hadd(a, b)))
            if (bad_add++ < 5)
                std::printf("#   __hadd/__hsub(%a, %a)\n", (double)A, (double)B);
        if (!std::isnan(__bfloat162float(wa)) && !std::isnan(__bfloat162float(wb))) {
            const W128 WA = bfw(wa), WB = bfw(wb);
            const unsigned short m = bf_bits(__hmul(wa, wb));
            const bool inf_in = std::isinf(__bfloat162float(wa)) || std::isinf(__bfloat162float(wb));
            if (!inf_in && !same_bf(m, ref_bf16_exact(WA * WB, P34_SIM_RN)) && bad_mul++ < 5)
                std::printf("#   __hmul(%a, %a) = %04x\n", (double)WA, (double)WB, m);
            if (!inf_in && WB != 0) {
                const int sb = WB > 0 ? 1 : -1;
                const unsigned short q = bf_bits(__hdiv(wa, wb));
                if (!same_bf(q, ref_bf16([=](W128 v) { return sgn(v * WB - WA) * sb; }, P34_SIM_RN)) && bad_div++ < 5)
                    std::printf("#   __hdiv(%a, %a) = %04x\n", (double)WA, (double)WB, q);
            }
        }
        const unsigned short f = bf_bits(__hfma(fa, fb, c));
        if (!same_bf(f, ref_bf16_exact(bfw(fa) * bfw(fb) + C, P34_SIM_RN)) && bad_fma++ < 5)
            std::printf("#   __hfma(%a, %a, %a) = %04x\n", (double)bfw(fa), (double)bfw(fb), (double)C, f);
    }
    CHECK(bad_add == 0, "__hadd/__hsub/operator+ round the exact sum once (%d wrong)", bad_add);
    CHECK(bad_mul == 0, "__hmul rounds the exact product once (%d wrong)", bad_mul);
    CHECK(bad_div == 0, "__hdiv is correctly rounded (%d wrong)", bad_div);
    CHECK(bad_fma == 0, "__hfma rounds a*b+c once (%d wrong)", bad_fma);
    bad = 0;
    for (unsigned int h = 0; h < 0x7f80u; h++) {
        const __nv_bfloat16 a = bf((unsigned short)h);
        const W128 A = bfw(a);
        if (bf_bits(hsqrt(a)) != ref_bf16([A](W128 v) { return sgn(v * v - A) * (v < 0 ? -1 : 1); }, P34_SIM_RN) ||
            (h && bf_bits(hrcp(a)) != ref_bf16([A](W128 v) { return sgn(v * A - 1); }, P34_SIM_RN)))
            bad++;
    }
    CHECK(bad == 0, "hsqrt and hrcp of every positive pattern are correctly rounded (%d wrong)", bad);
    /* One rounding, not two: 1.5 * 1.359375 = 261/128 is halfway between two
     * bfloat16 values; a tiny addend decides, which a sum rounded to double
     * first would lose. */
    const __nv_bfloat16 tiny = __float2bfloat16(0x1p-100f);
    CHECK(bf_bits(__hfma(__float2bfloat16(1.5f), __float2bfloat16(1.359375f), tiny)) == 0x4003 &&
              bf_bits(__hfma(__float2bfloat16(1.5f), __float2bfloat16(1.359375f), __hneg(tiny))) == 0x4002 &&
              bf_bits(__hfma(__float2bfloat16(1.5f), __float2bfloat16(1.359375f), CUDART_ZERO_BF16)) == 0x4002,
          "__hfma: a tiny addend breaks the tie (one rounding)");
    CHECK(bf_bits(__hadd(CUDART_NEG_ZERO_BF16, CUDART_NEG_ZERO_BF16)) == 0x8000 &&
              bf_bits(__hsub(CUDART_ONE_BF16, CUDART_ONE_BF16)) == 0x0000 &&
              bf_bits(__hmul(CUDART_NEG_ZERO_BF16, CUDART_ONE_BF16)) == 0x8000 &&
              bf_bits(__hadd(CUDART_INF_BF16, __hneg(CUDART_INF_BF16))) == 0x7fff &&
              bf_bits(__hadd(CUDART_MAX_NORMAL_BF16, CUDART_MAX_NORMAL_BF16)) == 0x7f80 &&
              bf_bits(__hdiv(CUDART_ONE_BF16, CUDART_ZERO_BF16)) == 0x7f80,
          "bfloat16 signed zeros, infinities and NaN in arithmetic");
    /* Comparisons, min/max and the NaN rules. */
    const __nv_bfloat16 nan = CUDART_NAN_BF16, one = CUDART_ONE_BF16, two = __float2bfloat16(2.0f),
                        pz = CUDART_ZERO_BF16, nz = CUDART_NEG_ZERO_BF16, odd_nan = bf(0xffc1);
    CHECK(!(nan == nan) && (nan != nan) && !(nan < one) && !__hne(nan, one) && __hneu(nan, one) && __hltu(nan, one) &&
              !__heq(nan, nan) && __hequ(nan, one) && (pz == nz) && !(pz != nz) && (one < two) && (two >= one) &&
              __hgt(two, one) && __hle(one, one) && !__hgeu(one, two),
          "bfloat16 comparisons: == ordered, != unordered (as CUDA's operators), NaN");
    const __half hnan = __ushort_as_half(0x7fff), hone = __float2half(1.0f);
    CHECK((hnan != hnan) && (hnan != hone) && !(hnan == hnan) && !(hone != hone), "__half != is unordered (__hneu), as CUDA's");
    CHECK(bf_bits(__hmax(nan, one)) == 0x3f80 && bf_bits(__hmax(one, odd_nan)) == 0x3f80 &&
              bf_bits(__hmax(nan, odd_nan)) == 0x7fff && bf_bits(__hmin(odd_nan, two)) == bf_bits(two) &&
              bf_bits(__hmax(pz, nz)) == 0x0000 && bf_bits(__hmax(nz, pz)) == 0x0000 && bf_bits(__hmin(pz, nz)) == 0x8000 &&
              bf_bits(__hmin(nz, pz)) == 0x8000 && bf_bits(__hmax_nan(one, odd_nan)) == 0x7fff &&
              bf_bits(__hmin_nan(two, one)) == 0x3f80 && bf_bits(__hmax(one, two)) == bf_bits(two),
          "__hmax/__hmin: a NaN gives the other operand, +0 > -0; _nan forms give NaN");
    CHECK(bf_bits(__hadd_sat(two, one)) == 0x3f80 && bf_bits(__hsub_sat(one, two)) == 0x0000 &&
              bf_bits(__hmul_sat(nan, one)) == 0x0000 && bf_bits(__hadd_sat(nz, nz)) == 0x0000 &&
              bf_bits(__hfma_relu(one, __hneg(two), one)) == 0x0000 && bf_bits(__hfma_relu(one, one, nan)) == 0x7fff &&
              bf_bits(__hfma_sat(one, one, __float2bfloat16(-0.5f))) == bf_bits(__float2bfloat16(0.5f)),
          "_sat clamps to [+0, 1] (NaN to +0), _relu clamps negatives");
    CHECK(bf_bits(__hneg(one)) == 0xbf80 && bf_bits(__habs(__hneg(two))) == bf_bits(two) && bf_bits(__habs(odd_nan)) == 0x7fff &&
              bf_bits(-nz) == 0x0000 && __hisnan(odd_nan) && !__hisnan(CUDART_INF_BF16) && __hisinf(CUDART_INF_BF16) == 1 &&
              __hisinf(__hneg(CUDART_INF_BF16)) == -1 && __hisinf(CUDART_MAX_NORMAL_BF16) == 0,
          "__hneg/__habs/__hisnan/__hisinf");
    __nv_bfloat16 cnt = pz;
    for (int i = 0; i < 300; i++)
        cnt++;
    CHECK(__bfloat162float(cnt) == 256.0f, "bfloat16 ++ stops at 256 (256 + 1 rounds back to 256): %g", (double)__bfloat162float(cnt));
    /* 2-wide forms act on each half; comparisons give 1.0/0.0 and masks. */
    const __nv_bfloat162 p = __floats2bfloat162_rn(1.5f, -2.0f), q = __floats2bfloat162_rn(0.25f, 3.0f);
    const float2 s = __bfloat1622float2(__hadd2(p, q)), m = __bfloat1622float2(__hfma2(p, q, q));
    CHECK(s.x == 1.75f && s.y == 1.0f && m.x == 0.625f && m.y == -3.0f && __low2float(p * q) == 0.375f &&
              __high2float(__h2div(p, q)) == bf_bits(__float2bfloat16(-2.0f / 3.0f)) * 0.0f + __bfloat162float(__float2bfloat16(-2.0f / 3.0f)) &&
              __heq2_mask(p, __lowhigh2highlow(p)) == 0u && __hlt2_mask(p, q) == 0xffff0000u &&
              bf_bits(__hlt2(p, q).y) == 0x3f80 && bf_bits(__hlt2(p, q).x) == 0 && __hblt2(q, __floats2bfloat162_rn(1, 4)) &&
              !(p == q) && (p != q) && __low2float(__lows2bfloat162(p, q)) == 1.5f && __high2float(__lows2bfloat162(p, q)) == 0.25f &&
              __high2float(__highs2bfloat162(p, q)) == 3.0f && __low2float(__high2bfloat162(p)) == -2.0f,
          "__nv_bfloat162 arithmetic, comparisons and moves");
    const __nv_bfloat162 z = __hcmadd(__floats2bfloat162_rn(1, 2), __floats2bfloat162_rn(3, 4), __floats2bfloat162_rn(5, 6));
    CHECK(__low2float(z) == 0.0f && __high2float(z) == 16.0f, "__hcmadd: (1+2i)(3+4i)+(5+6i) = 0+16i");
    /* __half <-> bfloat16, constants, bits. */
    CHECK(__bfloat162float(__nv_bfloat16(__float2half(0.1f))) == __bfloat162float(__float2bfloat16((float)__float2half(0.1f))) &&
              __half2float(__half(__float2bfloat16(3.0e5f))) == INFINITY && __half2float(__half(__float2bfloat16(1.5f))) == 1.5f,
          "__half <-> __nv_bfloat16 round to nearest");
    CHECK(bf_bits(CUDART_INF_BF16) == 0x7f80 && bf_bits(CUDART_NAN_BF16) == 0x7fff && bf_bits(CUDART_MIN_DENORM_BF16) == 1 &&
              bf_bits(CUDART_MAX_NORMAL_BF16) == 0x7f7f && bf_bits(CUDART_ONE_BF16) == 0x3f80 &&
              __bfloat16_as_short(bf(0x8001)) == (short)0x8001 && bf_bits(__short_as_bfloat16(-1)) == 0xffff,
          "bfloat16 constants and bit moves");
    CHECK(bf_bits(htrunc(__float2bfloat16(-2.5f))) == bf_bits(__float2bfloat16(-2.0f)) &&
              bf_bits(hrint(__float2bfloat16(2.5f))) == bf_bits(two) && bf_bits(hceil(__float2bfloat16(1.25f))) == bf_bits(two) &&
              bf_bits(hfloor(__float2bfloat16(-0.5f))) == 0xbf80 && __bfloat162float(hexp(pz)) == 1.0f &&
              __bfloat162float(hlog2(__float2bfloat16(8.0f))) == 3.0f && __bfloat162float(hexp10(two)) == 100.0f &&
              __bfloat162float(hrsqrt(__float2bfloat16(4.0f))) == 0.5f && __bfloat162float(hsin(pz)) == 0.0f &&
              __bfloat162float(hcos(pz)) == 1.0f && __bfloat162float(htanh(pz)) == 0.0f,
          "bfloat16 rounding and math functions at exact points");
}

}  // namespace

int main()
{
    test_arith();
    test_int_to_float();
    test_float_to_int();
    test_integer();
    test_math();
    test_bf16();
    test_simd();
    std::printf("sim-api unit: %d checks, %d failed\n", checks, failures);
    return failures ? 1 : 0;
}
