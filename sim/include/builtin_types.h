/*
 * sim/include/builtin_types.h - stands in for CUDA's <builtin_types.h> when the simulator compiles a
 * kernel file (sim/sim.mk puts sim/include on the include path). nvcc's
 * cuda_runtime.h brings this header into every .cu file anyway; what device
 * code uses of it (intrinsics, atomics, make_float4, ...) comes from
 * sim/cuda_sim.h and sim/device_api.h through kernels.h, so it adds nothing.
 */
#ifndef P34_SIM_INCLUDE_BUILTIN_TYPES_H
#define P34_SIM_INCLUDE_BUILTIN_TYPES_H
#endif /* P34_SIM_INCLUDE_BUILTIN_TYPES_H */
