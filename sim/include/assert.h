/*
 * sim/include/assert.h - stands in for <assert.h> when the simulator compiles a kernel
 * file: assert() stops the launch as a fault naming the assertion, the thread
 * and its FILE:LINE:COL (sim/cuda_sim.h, p34_sim_assert_fail), as a failed
 * device-side assert does on the GPU (cudaErrorAssert), instead of aborting
 * the process. No include guard: like the standard header, each inclusion
 * defines assert() anew from NDEBUG.
 */
#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) P34_SIM_ASSERT(e)
#endif
