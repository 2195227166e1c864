/*
 * sim/include/cooperative_groups/memcpy_async.h - stands in for CUDA's <cooperative_groups/memcpy_async.h> when the simulator compiles a
 * kernel file (sim/sim.mk puts sim/include on the include path). Everything
 * it declares for kernels comes from sim/cuda_sim.h through kernels.h, so this
 * header adds nothing and works wherever the kernel file's #include lands.
 */
