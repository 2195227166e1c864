/*
 * sim/math.cpp - the directed-rounding halves of CUDA's arithmetic and
 * conversion intrinsics (__fadd_rz, __int2float_ru, __dsqrt_rd, ...), for
 * sim/device_api.h.
 *
 * The host's IEEE 754 unit computes every one of them correctly rounded in
 * any of the four rounding modes, so each helper sets the mode the suffix
 * names (rn: to nearest even, rz: toward zero, ru: toward +inf, rd: toward
 * -inf; CUDA Math API, "Intrinsics"), does the one operation, and restores
 * the mode. This file is not instrumented (it is runtime code, not kernel
 * code) and is compiled with -frounding-math (sim/sim.mk), so the compiler
 * neither folds the operation nor moves it across fesetround; the volatile
 * operands and result pin it in place as well.
 */
#include <cfenv>
#include <cmath>
#include <cstring>

#include "sim/device_api_rt.h"

namespace {

int host_mode(int rm)
{
    switch (rm) {
    case P34_SIM_RZ: return FE_TOWARDZERO;
    case P34_SIM_RU: return FE_UPWARD;
    case P34_SIM_RD: return FE_DOWNWARD;
    default: return FE_TONEAREST;
    }
}

/* Sets a rounding mode for its lifetime. */
struct ModeScope {
    int old;
    explicit ModeScope(int rm) : old(std::fegetround()) { std::fesetround(host_mode(rm)); }
    ~ModeScope() { std::fesetround(old); }
    ModeScope(const ModeScope &) = delete;
    ModeScope &operator=(const ModeScope &) = delete;
};

template <class T>
T arith(int op, int rm, T a, T b, T c)
{
    volatile T va = a, vb = b, vc = c;
    volatile T r;
    ModeScope scope(rm);
    switch (op) {
    case P34_SIM_OP_ADD: r = va + vb; break;
    case P34_SIM_OP_SUB: r = va - vb; break;
    case P34_SIM_OP_MUL: r = va * vb; break;
    case P34_SIM_OP_DIV: r = va / vb; break;
    case P34_SIM_OP_FMA: r = std::fma((T)va, (T)vb, (T)vc); break;
    case P34_SIM_OP_RCP: r = (T)1 / va; break;
    default: r = std::sqrt((T)va); break;
    }
    return r;
}

}  // namespace

float p34_sim_frnd(int op, int rm, float a, float b, float c) { return arith<float>(op, rm, a, b, c); }
double p34_sim_drnd(int op, int rm, double a, double b, double c) { return arith<double>(op, rm, a, b, c); }

float p34_sim_to_float(int kind, int rm, unsigned long long bits)
{
    volatile unsigned long long vb = bits;
    volatile float r;
    ModeScope scope(rm);
    switch (kind) {
    case P34_SIM_FROM_I32: r = (float)(int)(unsigned int)vb; break;
    case P34_SIM_FROM_U32: r = (float)(unsigned int)vb; break;
    case P34_SIM_FROM_I64: r = (float)(long long)vb; break;
    case P34_SIM_FROM_U64: r = (float)(unsigned long long)vb; break;
    default: {
        const unsigned long long u = vb;
        double d;
        std::memcpy(&d, &u, sizeof d);
        volatile double vd = d;
        r = (float)vd;
        break;
    }
    }
    return r;
}

double p34_sim_to_double(int kind, int rm, unsigned long long bits)
{
    volatile unsigned long long vb = bits;
    volatile double r;
    ModeScope scope(rm);
    switch (kind) {
    case P34_SIM_FROM_I32: r = (double)(int)(unsigned int)vb; break;
    case P34_SIM_FROM_U32: r = (double)(unsigned int)vb; break;
    case P34_SIM_FROM_I64: r = (double)(long long)vb; break;
    default: r = (double)(unsigned long long)vb; break;
    }
    return r;
}
