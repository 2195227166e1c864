/*
 * sim/include/math_constants.h - stands in for CUDA's <math_constants.h> when the simulator
 * compiles a kernel file (sim/sim.mk puts sim/include on the include path).
 * CUDA's float and double constants (CUDART_INF_F, CUDART_PI_F, ...) with the values of CUDA's header.
 */
#ifndef P34_SIM_INCLUDE_MATH_CONSTANTS_H
#define P34_SIM_INCLUDE_MATH_CONSTANTS_H
#define CUDART_INF_F __builtin_huge_valf()
#define CUDART_NAN_F __builtin_nanf("")
#define CUDART_MIN_DENORM_F 1.40129846e-45f
#define CUDART_MAX_NORMAL_F 3.40282347e+38f
#define CUDART_NEG_ZERO_F (-0.0f)
#define CUDART_ZERO_F 0.0f
#define CUDART_ONE_F 1.0f
#define CUDART_PI_F 3.141592654f
#define CUDART_INF __builtin_huge_val()
#define CUDART_NAN __builtin_nan("")
#define CUDART_PI 3.1415926535897931e+0
#endif /* P34_SIM_INCLUDE_MATH_CONSTANTS_H */
