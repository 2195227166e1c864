/*
 * sim/include/device_launch_parameters.h - stands in for CUDA's <device_launch_parameters.h> when the simulator
 * compiles a kernel file (sim/sim.mk puts sim/include on the include path).
 * threadIdx, blockIdx, blockDim, gridDim and warpSize come from sim/cuda_sim.h through kernels.h, so this header adds nothing.
 */
#ifndef P34_SIM_INCLUDE_DEVICE_LAUNCH_PARAMETERS_H
#define P34_SIM_INCLUDE_DEVICE_LAUNCH_PARAMETERS_H
#endif /* P34_SIM_INCLUDE_DEVICE_LAUNCH_PARAMETERS_H */
