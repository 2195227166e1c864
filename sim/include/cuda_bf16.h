/*
 * sim/include/cuda_bf16.h - stands in for CUDA's <cuda_bf16.h> when the simulator compiles a
 * kernel file (sim/sim.mk puts sim/include on the include path). Everything
 * it declares for kernels (__nv_bfloat16, __nv_bfloat162, their conversions,
 * arithmetic, comparisons, math functions, shuffles and atomicAdd) comes
 * from sim/bf16_sim.h through kernels.h, as nvcc gets the real header (its
 * <cuda/atomic> includes it); so a kernel file's own #include <cuda_bf16.h>
 * adds nothing.
 */
