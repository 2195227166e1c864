/*
 * sim/include/cooperative_groups.h - stands in for CUDA's <cooperative_groups.h> when the simulator compiles a
 * kernel file (sim/sim.mk puts sim/include on the include path). Everything
 * it declares for kernels comes from sim/cuda_sim.h through kernels.h, as
 * nvcc gets the real header through kernels.h; so a kernel file's own
 * #include <cooperative_groups.h> adds nothing here, as it adds nothing there.
 */
