/*
 * sim/include/vector_types.h - stands in for CUDA's <vector_types.h> when the simulator
 * compiles a kernel file (sim/sim.mk puts sim/include on the include path).
 * float4, int2, dim3, ... come from sim/cuda_sim.h through kernels.h, so this header adds nothing.
 */
#ifndef P34_SIM_INCLUDE_VECTOR_TYPES_H
#define P34_SIM_INCLUDE_VECTOR_TYPES_H
#endif /* P34_SIM_INCLUDE_VECTOR_TYPES_H */
