/*
 * sim/include/cuda_bf16.h - stands in for CUDA's <cuda_bf16.h> when the simulator compiles a
 * kernel file: its types and functions are not in the simulator, so an
 * include of it stops the build with a message that names it.
 */
#error "p34 simulator: <cuda_bf16.h> (bfloat16 and fp8 arithmetic) is not supported; use float or __half (<cuda_fp16.h>)"
