/*
 * sim/include/cuda_fp8.h - stands in for CUDA's <cuda_fp8.h> when the simulator compiles a
 * kernel file: its types and functions are not in the simulator, so an
 * include of it stops the build with a message that names it.
 */
#error "p34 simulator: <cuda_fp8.h> (bfloat16 and fp8 arithmetic) is not supported; use float or __half (<cuda_fp16.h>)"
