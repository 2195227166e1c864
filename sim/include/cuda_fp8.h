/*
 * sim/include/cuda_fp8.h - stands in for CUDA's <cuda_fp8.h> when the simulator compiles a
 * kernel file: its types and functions are not in the simulator, so an
 * include of it stops the build with a message that names it.
 */
#error "p34 simulator: <cuda_fp8.h> (fp8 arithmetic) is not supported; use float, __half (<cuda_fp16.h>) or __nv_bfloat16 (<cuda_bf16.h>)"
