/*
 * sim/device_api_rt.h - the out-of-line helpers of sim/device_api.h
 * (sim/math.cpp): arithmetic and conversions in a chosen IEEE rounding mode.
 */
#ifndef P34_SIM_DEVICE_API_RT_H
#define P34_SIM_DEVICE_API_RT_H

/* Rounding modes, as CUDA's suffixes name them. */
enum { P34_SIM_RN = 0, P34_SIM_RZ = 1, P34_SIM_RU = 2, P34_SIM_RD = 3 };
/* Operations of p34_sim_frnd / p34_sim_drnd (c is used by FMA only, b by
 * the binary ones). */
enum {
    P34_SIM_OP_ADD,
    P34_SIM_OP_SUB,
    P34_SIM_OP_MUL,
    P34_SIM_OP_DIV,
    P34_SIM_OP_FMA,
    P34_SIM_OP_RCP,
    P34_SIM_OP_SQRT
};
/* Sources of p34_sim_to_float / p34_sim_to_double: the value's bits. */
enum { P34_SIM_FROM_I32, P34_SIM_FROM_U32, P34_SIM_FROM_I64, P34_SIM_FROM_U64, P34_SIM_FROM_F64 };

float p34_sim_frnd(int op, int rm, float a, float b, float c);
double p34_sim_drnd(int op, int rm, double a, double b, double c);
float p34_sim_to_float(int kind, int rm, unsigned long long bits);
double p34_sim_to_double(int kind, int rm, unsigned long long bits);

#endif
