/*
 * sim/include/cuda.h - stands in for CUDA's <cuda.h> (the driver API) when the simulator
 * compiles a kernel file (sim/sim.mk puts sim/include on the include path). The driver API is
 * host code, which a kernel file has none of; what device code uses comes from sim/cuda_sim.h
 * and sim/device_api.h through kernels.h, so this header adds nothing.
 */
#ifndef P34_SIM_INCLUDE_CUDA_H
#define P34_SIM_INCLUDE_CUDA_H
/* the driver API's version, as the toolkit's header says it (kernel_table.cu: P34_CUDA_*) */
#ifndef CUDA_VERSION
#ifdef P34_CUDA_MAJOR
#define CUDA_VERSION (P34_CUDA_MAJOR * 1000 + P34_CUDA_MINOR * 10)
#else
#define CUDA_VERSION 13000
#endif
#endif
#endif /* P34_SIM_INCLUDE_CUDA_H */
