/*
 * kernel_table.cu - compiles one kernel file into a named kernel table.
 *
 * problems/p34.cu and solutions/p34.cu define the same kernel names, and one
 * binary carries both (plus the simulator's copies). The Makefile compiles
 * this file once per kernel file and backend with
 *   -DP34_KERNEL_FILE='"problems/p34.cu"' -DP34_TABLE=p34_gpu_problem
 * and the kernels land in their own namespace, so the names never clash.
 * The kernel file's own `#include "kernels.h"` is a no-op here (include
 * guard), so it sees exactly what it would see compiled on its own.
 */
/* The kernel file's own #include <...> headers, opened here in the global
 * namespace: a header opened inside the namespace below would declare its
 * contents there and break. The Makefile and sim/sim.mk write them into a
 * small header with scripts/kernel-includes; the kernel file's own #include
 * of each is then a no-op (include guards). They come before kernels.h,
 * whose macros (SIZE, TPB, ...) are names that CUDA's own headers use (CUB
 * has template parameters called SIZE). In the simulator, sim/cuda_sim.h
 * comes first: it is the CUDA language that nvcc gives every header. */
#ifdef P34_KERNEL_INCLUDES
#ifdef P34_SIM
/* The host's standard headers among them (<cstdio>, <iostream>, ...) come
 * first, as nvcc opens them: sim/cuda_sim.h poisons asm, which glibc uses. */
#define P34_SIM_HOST_HEADERS
#include P34_KERNEL_INCLUDES
#undef P34_SIM_HOST_HEADERS
#include "sim/cuda_sim.h"
#endif
#include P34_KERNEL_INCLUDES
#endif

#include "kernels.h"

#if !defined(P34_KERNEL_FILE) || !defined(P34_TABLE)
#error "build kernel_table.cu through the Makefile (it defines P34_KERNEL_FILE and P34_TABLE)"
#endif

/* The name the table carries: the kernel file's own path, also when the
 * Makefile compiles a rewritten copy of it (sim/sim.mk, extern __shared__). */
#ifndef P34_KERNEL_NAME
#define P34_KERNEL_NAME P34_KERNEL_FILE
#endif

#define P34_CAT2(a, b) a##b
#define P34_CAT(a, b) P34_CAT2(a, b)
#define P34_NS P34_CAT(P34_TABLE, _kernels)

#if defined(P34_SIM) && !defined(__noinline__)
/* Only around the kernel file: libstdc++ spells __attribute__((__noinline__)). */
#define __noinline__ __attribute__((noinline))
#endif

#if defined(P34_SIM) && !defined(__CUDA_ARCH__)
/* The kernel file sees the compiler and the GPU it runs on, as in nvcc's
 * device pass for sm_90a: `#if __CUDA_ARCH__ >= 900` (code written for Hopper
 * and later), `#ifdef __CUDACC__` (a file that also feeds an IDE) and
 * `#if __CUDACC_VER_MAJOR__ >= 12` keep the same lines here as there
 * (scripts/check-kernel-file compares the simulator's lines with the device
 * pass's). Only around the kernel file: the headers before it are host code.
 * The version is the nvcc's that builds the GPU side (sim/sim.mk). */
#ifndef P34_CUDA_MAJOR
#define P34_CUDA_MAJOR 13
#define P34_CUDA_MINOR 0
#endif
#define __CUDA_ARCH__ 900
#define __CUDA_ARCH_LIST__ 900
#define __CUDA_ARCH_SPECIFIC__ 900
#define __CUDA_ARCH_FAMILY_SPECIFIC__ 900
#define __CUDA_ARCH_FEAT_SM90_ALL 1
#define __CUDACC__ 1
#define __NVCC__ 1
#define __CUDACC_VER_MAJOR__ P34_CUDA_MAJOR
#define __CUDACC_VER_MINOR__ P34_CUDA_MINOR
#define __CUDACC_VER_BUILD__ 0
#define __CUDA_API_VER_MAJOR__ P34_CUDA_MAJOR
#define __CUDA_API_VER_MINOR__ P34_CUDA_MINOR
#ifndef CUDART_VERSION
#define CUDART_VERSION (P34_CUDA_MAJOR * 1000 + P34_CUDA_MINOR * 10)
#define P34_SIM_DEFINED_CUDART_VERSION
#endif
#define P34_SIM_DEFINED_CUDA_ARCH
#endif

#if defined(P34_SIM)
/* memcpy/memset/memmove in kernel code (CUDA Programming Guide, "Dynamic
 * Global Memory Allocation and Operations": device-side memcpy and memset)
 * are accesses like any other: g++ calls the C library's, which the
 * simulator would not see (verdict state a09, c21: every thread clearing one
 * shared array, a copy with no barrier after it). These, found first by the
 * kernel file's unqualified calls, go through the simulator's checked ones
 * (sim/check.cpp), inlined so that a report names the kernel file's line. */
extern "C" void *__tsan_memcpy(void *, const void *, unsigned long);
extern "C" void *__tsan_memmove(void *, const void *, unsigned long);
extern "C" void *__tsan_memset(void *, int, unsigned long);
namespace P34_NS {
__attribute__((always_inline)) inline void *memcpy(void *d, const void *s, size_t n) { return __tsan_memcpy(d, s, n); }
__attribute__((always_inline)) inline void *memmove(void *d, const void *s, size_t n) { return __tsan_memmove(d, s, n); }
__attribute__((always_inline)) inline void *memset(void *d, int c, size_t n) { return __tsan_memset(d, c, n); }
/* Typed pointers: a CUDA vector type (float4, int2, ...) is declared in the
 * global namespace, so argument-dependent lookup also finds ::memcpy for
 * `memcpy(&q, p, 16)` with a float4 q, and the two non-templates would be
 * ambiguous (verdict ub m10). These match such arguments exactly and win
 * over ::memcpy's conversion to void *. */
template <class D, class S>
__attribute__((always_inline)) inline void *memcpy(D *d, const S *s, size_t n) { return __tsan_memcpy((void *)d, (const void *)s, n); }
template <class D, class S>
__attribute__((always_inline)) inline void *memmove(D *d, const S *s, size_t n) { return __tsan_memmove((void *)d, (const void *)s, n); }
template <class D>
__attribute__((always_inline)) inline void *memset(D *d, int c, size_t n) { return __tsan_memset((void *)d, c, n); }
/* clock() is CUDA's per-SM cycle counter; here, like clock64(), a counter
 * that every call advances (deterministic, never a host time). The host's
 * ::clock (C's <time.h>) cannot be overloaded, so this one lives in the
 * kernel file's namespace, where it hides ::clock. (Here, not in
 * sim/device_api.h: the simulator's headers stay free of the per-file
 * macros, so that one precompiled header serves every kernel file.) */
__forceinline__ clock_t clock() { return (clock_t)clock64(); }
}
#endif

namespace P34_NS {
#include P34_KERNEL_FILE
}

#if defined(P34_SIM) && defined(P34_KERNEL_INCLUDES)
/* Each kernel's __launch_bounds__ maximum (0: none), which the simulator's
 * launch checks as the GPU's does (scripts/kernel-includes writes them as
 * macros; evaluated here, where the kernel file's names are in scope). */
#define P34_SIM_LAUNCH_BOUNDS
#include P34_KERNEL_INCLUDES
#undef P34_SIM_LAUNCH_BOUNDS
#ifndef P34_SIM_LAUNCH_BOUNDS_cluster_coordination_basics
#define P34_SIM_LAUNCH_BOUNDS_cluster_coordination_basics 0
#endif
#ifndef P34_SIM_LAUNCH_BOUNDS_cluster_collective_operations
#define P34_SIM_LAUNCH_BOUNDS_cluster_collective_operations 0
#endif
#ifndef P34_SIM_LAUNCH_BOUNDS_advanced_cluster_patterns
#define P34_SIM_LAUNCH_BOUNDS_advanced_cluster_patterns 0
#endif
#ifndef P34_SIM_LAUNCH_BOUNDS_last_block_reduction
#define P34_SIM_LAUNCH_BOUNDS_last_block_reduction 0
#endif
namespace P34_NS {
constexpr unsigned int p34_sim_launch_bounds[4] = {
    (unsigned int)(P34_SIM_LAUNCH_BOUNDS_cluster_coordination_basics),
    (unsigned int)(P34_SIM_LAUNCH_BOUNDS_cluster_collective_operations),
    (unsigned int)(P34_SIM_LAUNCH_BOUNDS_advanced_cluster_patterns),
    (unsigned int)(P34_SIM_LAUNCH_BOUNDS_last_block_reduction)};
}
extern "C" const unsigned int P34_CAT(P34_TABLE, _launch_bounds)[4] = {
    P34_NS::p34_sim_launch_bounds[0], P34_NS::p34_sim_launch_bounds[1], P34_NS::p34_sim_launch_bounds[2],
    P34_NS::p34_sim_launch_bounds[3]};
/* Each kernel's maxBlocksPerCluster, the third argument of its
 * __launch_bounds__ (0: none): a launch in larger clusters fails. */
#ifndef P34_SIM_CLUSTER_BOUNDS_cluster_coordination_basics
#define P34_SIM_CLUSTER_BOUNDS_cluster_coordination_basics 0
#endif
#ifndef P34_SIM_CLUSTER_BOUNDS_cluster_collective_operations
#define P34_SIM_CLUSTER_BOUNDS_cluster_collective_operations 0
#endif
#ifndef P34_SIM_CLUSTER_BOUNDS_advanced_cluster_patterns
#define P34_SIM_CLUSTER_BOUNDS_advanced_cluster_patterns 0
#endif
#ifndef P34_SIM_CLUSTER_BOUNDS_last_block_reduction
#define P34_SIM_CLUSTER_BOUNDS_last_block_reduction 0
#endif
namespace P34_NS {
constexpr unsigned int p34_sim_cluster_bounds[4] = {
    (unsigned int)(P34_SIM_CLUSTER_BOUNDS_cluster_coordination_basics),
    (unsigned int)(P34_SIM_CLUSTER_BOUNDS_cluster_collective_operations),
    (unsigned int)(P34_SIM_CLUSTER_BOUNDS_advanced_cluster_patterns),
    (unsigned int)(P34_SIM_CLUSTER_BOUNDS_last_block_reduction)};
}
extern "C" const unsigned int P34_CAT(P34_TABLE, _cluster_bounds)[4] = {
    P34_NS::p34_sim_cluster_bounds[0], P34_NS::p34_sim_cluster_bounds[1], P34_NS::p34_sim_cluster_bounds[2],
    P34_NS::p34_sim_cluster_bounds[3]};
#endif

#ifdef P34_SIM_DEFINED_CUDA_ARCH
#undef __CUDA_ARCH__
#undef __CUDA_ARCH_LIST__
#undef __CUDA_ARCH_SPECIFIC__
#undef __CUDA_ARCH_FAMILY_SPECIFIC__
#undef __CUDA_ARCH_FEAT_SM90_ALL
#undef __CUDACC__
#undef __NVCC__
#undef __CUDACC_VER_MAJOR__
#undef __CUDACC_VER_MINOR__
#undef __CUDACC_VER_BUILD__
#undef __CUDA_API_VER_MAJOR__
#undef __CUDA_API_VER_MINOR__
#ifdef P34_SIM_DEFINED_CUDART_VERSION
#undef CUDART_VERSION
#undef P34_SIM_DEFINED_CUDART_VERSION
#endif
#undef P34_SIM_DEFINED_CUDA_ARCH
#endif

extern "C" const p34_kernel_table P34_TABLE = {
    P34_KERNEL_NAME,
    &P34_NS::cluster_coordination_basics,
    &P34_NS::cluster_collective_operations,
    &P34_NS::advanced_cluster_patterns,
    &P34_NS::last_block_reduction,
};
