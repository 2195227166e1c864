/*
 * sim/include/cuda_fp16.h - stands in for CUDA's <cuda_fp16.h> when the simulator compiles a
 * kernel file (sim/sim.mk puts sim/include on the include path). Everything
 * it declares for kernels (__half, __half2, their conversions, arithmetic,
 * shuffles and atomicAdd) comes from sim/half_sim.h through kernels.h, as
 * nvcc gets the real header; so a kernel file's own #include <cuda_fp16.h>
 * adds nothing here.
 */
