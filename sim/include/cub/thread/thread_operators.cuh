/*
 * sim/include/cub/thread/thread_operators.cuh - stands in for CUDA's <cub/thread/thread_operators.cuh> when the simulator compiles a
 * kernel file (sim/sim.mk puts sim/include on the include path). Everything
 * it declares for kernels comes from sim/cub_sim.h through kernels.h, so this
 * header adds nothing and works wherever the kernel file's #include lands.
 */
