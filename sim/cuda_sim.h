/*
 * sim/cuda_sim.h - the CUDA subset that p34 kernel files use, for a host
 * C++17 compiler (g++ 12, clang++ 14). Included by kernels.h when P34_SIM is
 * defined; kernel files never include it themselves.
 *
 * How the pieces fit:
 *   - Every simulated GPU thread is a fiber of the runtime (sim/runtime.cpp).
 *     threadIdx and friends read the state of the fiber that is running now.
 *   - Synchronisation (barriers, warp collectives, cluster barrier, atomics)
 *     is out of line in the runtime, so that the runtime sees the kernel's
 *     call site as its return address; the thin wrappers here are
 *     always_inline for the same reason.
 *   - Kernel files are compiled with -fsanitize=thread: every memory access
 *     calls the runtime's __tsan_* hooks (sim/check.cpp), which check shared
 *     memory races and global-buffer bounds.
 *   - cg::this_grid() answers its queries; grid.sync() does not compile.
 *   - `__shared__` variables are statics in the section "p34_shared"; the
 *     runtime swaps the section's contents whenever the running block changes.
 *
 * What the simulator does not support fails to compile with a message that
 * starts "p34 simulator:" and names the feature, instead of running wrongly.
 */
#ifndef P34_CUDA_SIM_H
#define P34_CUDA_SIM_H

#ifndef __cplusplus
#error "p34 simulator: kernel files are C++; compile them with -x c++ -DP34_SIM"
#endif

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <type_traits>

/* ---------------------------------------------------------------------- */
/* Keywords                                                                */

#define __global__
#define __device__
#define __host__
#define __forceinline__ __attribute__((always_inline)) inline
#define __restrict__ __restrict
#define __launch_bounds__(...)
/* __cluster_dims__(X[, Y[, Z]]): a kernel's compile-time cluster size. The
 * kernel's code goes into a section named p34_cluster_dims_X_Y_Z, where the
 * runtime reads it back (sim/report.cpp, kernel_cluster_dims) and checks it
 * against the puzzle's launch, as the GPU does. */
#define P34_SIM_STR2(...) #__VA_ARGS__
#define P34_SIM_STR(...) P34_SIM_STR2(__VA_ARGS__)
#define P34_SIM_CLUSTER_DIMS3(x, y, z, ...) P34_SIM_STR(x) "_" P34_SIM_STR(y) "_" P34_SIM_STR(z)
#define __cluster_dims__(...) \
    __attribute__((section("p34_cluster_dims_" P34_SIM_CLUSTER_DIMS3(__VA_ARGS__, 1, 1))))
#define __grid_constant__
/* A static per translation unit; the runtime gives each live block its own
 * copy by swapping the variables' bytes (see the file comment). Each one is
 * aligned to 4 KiB, so a variable smaller than that is followed by a gap
 * that no variable uses: an index past its end (or before its start) lands
 * in a gap, which the simulator reports as out of bounds (sim/check.cpp). */
#define P34_SIM_SHARED_ALIGN 4096
#define __shared__ static __attribute__((section("p34_shared"), aligned(P34_SIM_SHARED_ALIGN)))
/* `extern __shared__ T name[];` (dynamic shared memory): sim/sim.mk
 * rewrites the declaration, on its own line, to P34_EXTERN_SHARED(T, name)
 * (a static cannot be extern). p34 launches every kernel with 0 bytes of
 * dynamic shared memory, so the array has no element: the runtime reads the
 * p34_dynamic_shared_ prefix and gives `name` size 0, and every access is
 * reported as out of bounds. The 1-byte pad keeps the next variable off its
 * address. */
template <class T>
struct P34DynamicShared {
    T v[0];
    char pad;
};
#define P34_EXTERN_SHARED(T, name)                                  \
    __shared__ P34DynamicShared<T> p34_dynamic_shared_##name;       \
    T *const name = p34_dynamic_shared_##name.v
/* Host-initialised device memory has no host side in the simulator. */
#define __constant__                                                           \
    static_assert(false, "p34 simulator: __constant__ memory is not supported"); \
    static
#define __managed__                                                            \
    static_assert(false, "p34 simulator: __managed__ memory is not supported"); \
    static

/* ---------------------------------------------------------------------- */
/* Built-in vectors and variables                                          */

struct uint3 {
    unsigned int x, y, z;
};

struct dim3 {
    unsigned int x, y, z;
    constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
        : x(vx), y(vy), z(vz) {}
    constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
    constexpr operator uint3() const { return uint3{x, y, z}; }
};

/* The coordinates of the simulated thread that runs now; the runtime rewrites
 * it on every switch between fibers. */
struct p34_sim_thread_coords {
    uint3 thread_idx;
    uint3 block_idx;
    dim3 block_dim;
    dim3 grid_dim;
    dim3 cluster_dim;
    unsigned int cluster_rank;
};
extern p34_sim_thread_coords p34_sim_coords;

/* CUDA's vector types (vector_types.h): the same members, sizes and
 * alignments, so reinterpret_cast<const float4 *>(p) loads 16 bytes at once
 * here as on the GPU (and the access is checked as one 16-byte access). */
#define P34_SIM_VEC(T, name, a1, a2, a4)                                                        \
    struct __attribute__((aligned(a1))) name##1 { T x; };                                        \
    struct __attribute__((aligned(a2))) name##2 { T x, y; };                                     \
    struct name##3 { T x, y, z; };                                                               \
    struct __attribute__((aligned(a4))) name##4 { T x, y, z, w; };                               \
    __forceinline__ name##1 make_##name##1(T x) { return name##1{x}; }                           \
    __forceinline__ name##2 make_##name##2(T x, T y) { return name##2{x, y}; }                   \
    __forceinline__ name##3 make_##name##3(T x, T y, T z) { return name##3{x, y, z}; }           \
    __forceinline__ name##4 make_##name##4(T x, T y, T z, T w) { return name##4{x, y, z, w}; }
#define P34_SIM_VEC_NO3(T, name, a1, a2, a4)                                                    \
    struct __attribute__((aligned(a1))) name##1 { T x; };                                        \
    struct __attribute__((aligned(a2))) name##2 { T x, y; };                                     \
    struct __attribute__((aligned(a4))) name##4 { T x, y, z, w; };                               \
    __forceinline__ name##1 make_##name##1(T x) { return name##1{x}; }                           \
    __forceinline__ name##2 make_##name##2(T x, T y) { return name##2{x, y}; }                   \
    __forceinline__ name##4 make_##name##4(T x, T y, T z, T w) { return name##4{x, y, z, w}; }
P34_SIM_VEC(signed char, char, 1, 2, 4)
P34_SIM_VEC(unsigned char, uchar, 1, 2, 4)
P34_SIM_VEC(short, short, 2, 4, 8)
P34_SIM_VEC(unsigned short, ushort, 2, 4, 8)
P34_SIM_VEC(int, int, 4, 8, 16)
P34_SIM_VEC_NO3(unsigned int, uint, 4, 8, 16) /* uint3 is above */
__forceinline__ uint3 make_uint3(unsigned int x, unsigned int y, unsigned int z) { return uint3{x, y, z}; }
P34_SIM_VEC(long long, longlong, 8, 16, 16)
P34_SIM_VEC(unsigned long long, ulonglong, 8, 16, 16)
P34_SIM_VEC(float, float, 4, 8, 16)
P34_SIM_VEC(double, double, 8, 16, 16)
#undef P34_SIM_VEC
#undef P34_SIM_VEC_NO3

#define threadIdx (static_cast<const uint3 &>(p34_sim_coords.thread_idx))
#define blockIdx (static_cast<const uint3 &>(p34_sim_coords.block_idx))
#define blockDim (static_cast<const dim3 &>(p34_sim_coords.block_dim))
#define gridDim (static_cast<const dim3 &>(p34_sim_coords.grid_dim))
static constexpr int warpSize = 32;

/* ---------------------------------------------------------------------- */
/* Runtime entry points (sim/device.cpp). Out of line on purpose: their
 * return address is the kernel's call site, which every report names.     */

void __syncthreads();
int __syncthreads_or(int predicate);
int __syncthreads_and(int predicate);
int __syncthreads_count(int predicate);
void __syncwarp(unsigned int mask = 0xffffffffu);
unsigned int __ballot_sync(unsigned int mask, int predicate);
int __any_sync(unsigned int mask, int predicate);
int __all_sync(unsigned int mask, int predicate);
unsigned int __activemask();
/* The simulator runs one thread at a time and every access is sequentially
 * consistent, so fences order nothing more; they still mark the call site. */
void __threadfence();
void __threadfence_block();
void __threadfence_system();
void __nanosleep(unsigned int ns);  /* lets other threads run (spin waits) */
[[noreturn]] void __trap();
/* assert() in device code (sim/include/assert.h, the end of this file). */
[[noreturn]] void p34_sim_assert_fail(const char *expr);
#define P34_SIM_ASSERT(e) (static_cast<bool>(e) ? void(0) : ::p34_sim_assert_fail(#e))
long long int clock64();

bool p34_sim_elect_one_sync();  /* used by kernels.h's elect_one_sync() */

/* op: 0 idx, 1 up, 2 down, 3 xor */
unsigned long long p34_sim_shfl(unsigned int mask, unsigned long long bits, int op,
                                int arg, int width);
void p34_sim_cluster_arrive();
void p34_sim_cluster_arrive_relaxed();  /* sim/include/cuda/ptx */
void p34_sim_fence_cluster();           /* sim/include/cuda/ptx */
void p34_sim_cluster_wait(bool has_token, unsigned long long token_phase);
void p34_sim_cluster_sync();
unsigned long long p34_sim_cluster_phase();
void *p34_sim_map_shared_rank(const void *addr, unsigned int rank);
unsigned int p34_sim_query_shared_rank(const void *addr);

template <class T>
struct p34_sim_type_identity {
    using type = T;
};
template <class T>
inline constexpr bool p34_sim_false = false;

/* ---------------------------------------------------------------------- */
/* Warp shuffles                                                           */

template <class T>
__forceinline__ T p34_sim_shfl_typed(unsigned int mask, T var, int op, int arg, int width)
{
    static_assert(std::is_arithmetic<T>::value && sizeof(T) <= 8,
                  "p34 simulator: warp shuffles support arithmetic types of at most 8 bytes");
    unsigned long long bits = 0;
    std::memcpy(&bits, &var, sizeof(T));
    bits = p34_sim_shfl(mask, bits, op, arg, width);
    T out;
    std::memcpy(&out, &bits, sizeof(T));
    return out;
}
template <class T>
__forceinline__ T __shfl_sync(unsigned int mask, T var, int src_lane, int width = 32)
{
    return p34_sim_shfl_typed(mask, var, 0, src_lane, width);
}
template <class T>
__forceinline__ T __shfl_up_sync(unsigned int mask, T var, unsigned int delta, int width = 32)
{
    return p34_sim_shfl_typed(mask, var, 1, (int)delta, width);
}
template <class T>
__forceinline__ T __shfl_down_sync(unsigned int mask, T var, unsigned int delta, int width = 32)
{
    return p34_sim_shfl_typed(mask, var, 2, (int)delta, width);
}
template <class T>
__forceinline__ T __shfl_xor_sync(unsigned int mask, T var, int lane_mask, int width = 32)
{
    return p34_sim_shfl_typed(mask, var, 3, lane_mask, width);
}

/* Pre-Volta warp intrinsics without a member mask (removed from CUDA). */
template <class T>
T __shfl(T var, int, int = 32)
{
    static_assert(p34_sim_false<T>, "p34 simulator: __shfl is not supported; use __shfl_sync(mask, ...)");
    return var;
}
template <class T>
T __shfl_up(T var, unsigned int, int = 32)
{
    static_assert(p34_sim_false<T>, "p34 simulator: __shfl_up is not supported; use __shfl_up_sync(mask, ...)");
    return var;
}
template <class T>
T __shfl_down(T var, unsigned int, int = 32)
{
    static_assert(p34_sim_false<T>, "p34 simulator: __shfl_down is not supported; use __shfl_down_sync(mask, ...)");
    return var;
}
template <class T>
T __shfl_xor(T var, int, int = 32)
{
    static_assert(p34_sim_false<T>, "p34 simulator: __shfl_xor is not supported; use __shfl_xor_sync(mask, ...)");
    return var;
}
template <class T>
unsigned int __ballot(T)
{
    static_assert(p34_sim_false<T>, "p34 simulator: __ballot is not supported; use __ballot_sync(mask, ...)");
    return 0;
}

/* ---------------------------------------------------------------------- */
/* Atomics (sim/device.cpp): every one is checked like a memory access.    */

int atomicAdd(int *address, int val);
unsigned int atomicAdd(unsigned int *address, unsigned int val);
unsigned long long int atomicAdd(unsigned long long int *address, unsigned long long int val);
float atomicAdd(float *address, float val);
double atomicAdd(double *address, double val);
int atomicSub(int *address, int val);
unsigned int atomicSub(unsigned int *address, unsigned int val);
int atomicExch(int *address, int val);
unsigned int atomicExch(unsigned int *address, unsigned int val);
unsigned long long int atomicExch(unsigned long long int *address, unsigned long long int val);
float atomicExch(float *address, float val);
int atomicCAS(int *address, int compare, int val);
unsigned int atomicCAS(unsigned int *address, unsigned int compare, unsigned int val);
unsigned long long int atomicCAS(unsigned long long int *address, unsigned long long int compare,
                                 unsigned long long int val);
unsigned int atomicInc(unsigned int *address, unsigned int val);
unsigned int atomicDec(unsigned int *address, unsigned int val);
int atomicMax(int *address, int val);
unsigned int atomicMax(unsigned int *address, unsigned int val);
int atomicMin(int *address, int val);
unsigned int atomicMin(unsigned int *address, unsigned int val);
int atomicAnd(int *address, int val);
unsigned int atomicAnd(unsigned int *address, unsigned int val);
int atomicOr(int *address, int val);
unsigned int atomicOr(unsigned int *address, unsigned int val);
int atomicXor(int *address, int val);
unsigned int atomicXor(unsigned int *address, unsigned int val);

/* Any other element type lands on these (the second parameter is not
 * deduced, so an exact overload above always wins a tie). */
#define P34_SIM_UNSUPPORTED_ATOMIC(name)                                                    \
    template <class T>                                                                    \
    T name(T *address, typename p34_sim_type_identity<T>::type val)                       \
    {                                                                                     \
        static_assert(p34_sim_false<T>, "p34 simulator: " #name " on this type is not supported"); \
        (void)address;                                                                    \
        return val;                                                                       \
    }
P34_SIM_UNSUPPORTED_ATOMIC(atomicAdd)
P34_SIM_UNSUPPORTED_ATOMIC(atomicSub)
P34_SIM_UNSUPPORTED_ATOMIC(atomicExch)
P34_SIM_UNSUPPORTED_ATOMIC(atomicMax)
P34_SIM_UNSUPPORTED_ATOMIC(atomicMin)
#undef P34_SIM_UNSUPPORTED_ATOMIC

/* ---------------------------------------------------------------------- */
/* Integer and float intrinsics (pure functions, no runtime needed)        */

__forceinline__ int __popc(unsigned int x) { return __builtin_popcount(x); }
__forceinline__ int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
__forceinline__ int __ffs(int x) { return __builtin_ffs(x); }
__forceinline__ int __ffsll(long long x) { return __builtin_ffsll(x); }
__forceinline__ int __clz(int x) { return x == 0 ? 32 : __builtin_clz((unsigned int)x); }
__forceinline__ int __clzll(long long x)
{
    return x == 0 ? 64 : __builtin_clzll((unsigned long long)x);
}
__forceinline__ unsigned int __brev(unsigned int x)
{
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0f0f0f0fu) | ((x & 0x0f0f0f0fu) << 4);
    x = ((x >> 8) & 0x00ff00ffu) | ((x & 0x00ff00ffu) << 8);
    return (x >> 16) | (x << 16);
}
__forceinline__ int __float_as_int(float f)
{
    int i;
    std::memcpy(&i, &f, sizeof i);
    return i;
}
__forceinline__ unsigned int __float_as_uint(float f)
{
    unsigned int i;
    std::memcpy(&i, &f, sizeof i);
    return i;
}
__forceinline__ float __int_as_float(int i)
{
    float f;
    std::memcpy(&f, &i, sizeof f);
    return f;
}
__forceinline__ float __uint_as_float(unsigned int i)
{
    float f;
    std::memcpy(&f, &i, sizeof f);
    return f;
}
__forceinline__ float __fdividef(float a, float b) { return a / b; }
__forceinline__ float __saturatef(float x) { return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x); }
template <class T>
__forceinline__ T __ldg(const T *p)
{
    return *p;
}

/* CUDA's global min/max overloads (the host has none outside std::). */
#define P34_SIM_MINMAX(T)                                          \
    __forceinline__ T min(T a, T b) { return b < a ? b : a; }      \
    __forceinline__ T max(T a, T b) { return a < b ? b : a; }
P34_SIM_MINMAX(int)
P34_SIM_MINMAX(unsigned int)
P34_SIM_MINMAX(long long int)
P34_SIM_MINMAX(unsigned long long int)
P34_SIM_MINMAX(float)
P34_SIM_MINMAX(double)
#undef P34_SIM_MINMAX

/* ---------------------------------------------------------------------- */
/* Cooperative groups                                                      */

namespace cooperative_groups {

class thread_block {
public:
    /* Static, as in CUDA: cg::thread_block::sync() and block.sync() both work. */
    static __forceinline__ void sync() { __syncthreads(); }
    static __forceinline__ unsigned int thread_rank()
    {
        return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    }
    static __forceinline__ unsigned int num_threads()
    {
        return blockDim.x * blockDim.y * blockDim.z;
    }
    static __forceinline__ unsigned int size() { return num_threads(); }
    static __forceinline__ dim3 group_index() { return blockIdx; }
    static __forceinline__ dim3 thread_index() { return threadIdx; }
    static __forceinline__ dim3 group_dim() { return blockDim; }
    static __forceinline__ dim3 dim_threads() { return blockDim; }
    static __forceinline__ bool is_valid() { return true; }
};

__forceinline__ thread_block this_thread_block() { return thread_block(); }

class cluster_group {
public:
    /* What barrier_arrive() hands to barrier_wait(): the phase it arrived at. */
    struct arrival_token {
        unsigned long long phase;
    };

    /* Static, as in CUDA: cg::cluster_group::sync() works as well. */
    static __forceinline__ void sync() { p34_sim_cluster_sync(); }
    static __forceinline__ arrival_token barrier_arrive()
    {
        p34_sim_cluster_arrive();
        return arrival_token{p34_sim_cluster_phase()};
    }
    static __forceinline__ void barrier_wait() { p34_sim_cluster_wait(false, 0); }
    static __forceinline__ void barrier_wait(arrival_token &&token)
    {
        p34_sim_cluster_wait(true, token.phase);
    }
    static __forceinline__ unsigned int block_rank() { return p34_sim_coords.cluster_rank; }
    static __forceinline__ unsigned int num_blocks()
    {
        const dim3 &c = p34_sim_coords.cluster_dim;
        return c.x * c.y * c.z;
    }
    static __forceinline__ dim3 dim_blocks() { return p34_sim_coords.cluster_dim; }
    static __forceinline__ dim3 block_index()
    {
        const dim3 &c = p34_sim_coords.cluster_dim;
        return dim3(blockIdx.x % c.x, blockIdx.y % c.y, blockIdx.z % c.z);
    }
    static __forceinline__ unsigned int num_threads()
    {
        return num_blocks() * thread_block::num_threads();
    }
    static __forceinline__ unsigned int size() { return num_threads(); }
    static __forceinline__ unsigned int thread_rank()
    {
        return block_rank() * thread_block::num_threads() + thread_block::thread_rank();
    }
    static __forceinline__ bool is_valid() { return true; }
    /* Distributed shared memory: the same __shared__ variable in block `rank`
     * of this cluster. */
    /* Only the pointer form, with an int rank, as in CUDA's own header: a
     * call that nvcc rejects must not compile here either. */
    template <class T>
    static __forceinline__ T *map_shared_rank(T *addr, int rank)
    {
        return static_cast<T *>(p34_sim_map_shared_rank(addr, (unsigned int)rank));
    }
    static __forceinline__ unsigned int query_shared_rank(const void *addr)
    {
        return p34_sim_query_shared_rank(addr);
    }
};

__forceinline__ cluster_group this_cluster() { return cluster_group(); }

template <unsigned int Size, class ParentT = void>
class thread_block_tile;

/* The tile a tile was cut from: its size (32 for a whole block's warps). */
template <class ParentT>
struct p34_sim_tile_parent {
    static constexpr unsigned int size = 32u;
    static constexpr bool is_tile = false;
};
template <unsigned int P, class Q>
struct p34_sim_tile_parent<thread_block_tile<P, Q>> {
    static constexpr unsigned int size = P;
    static constexpr bool is_tile = true;
};

/* A tile of Size threads (a power of two up to 32): consecutive threads of
 * one warp. Its collectives are the warp collectives on the tile's lanes
 * (mask of those lanes, shuffle width Size), as in CUDA's own header, so
 * the simulator checks them like __shfl_sync / __syncwarp. */
template <unsigned int Size, class ParentT>
class thread_block_tile {
    static_assert(Size == 1 || Size == 2 || Size == 4 || Size == 8 || Size == 16 || Size == 32,
                  "p34 simulator: cg::tiled_partition<N> supports tiles of 1, 2, 4, 8, 16 or 32 threads "
                  "(within one warp)");

public:
    thread_block_tile() = default;
    /* CUDA lets a tile of a known parent convert to thread_block_tile<Size>. */
    template <class OtherParentT>
    thread_block_tile(const thread_block_tile<Size, OtherParentT> &) {}
    /* This tile's lanes of the warp. */
    static __forceinline__ unsigned int lane_mask()
    {
        const unsigned int lane = thread_block::thread_rank() % 32u;
        return Size == 32 ? 0xffffffffu : ((1u << Size) - 1u) << (lane / Size * Size);
    }
    __forceinline__ void sync() const { __syncwarp(lane_mask()); }
    static __forceinline__ unsigned int thread_rank() { return thread_block::thread_rank() % Size; }
    static __forceinline__ unsigned int num_threads() { return Size; }
    static __forceinline__ unsigned int size() { return Size; }
    static __forceinline__ unsigned int meta_group_rank()
    {
        using P = p34_sim_tile_parent<ParentT>;
        return P::is_tile ? thread_block::thread_rank() % P::size / Size : thread_block::thread_rank() / Size;
    }
    static __forceinline__ unsigned int meta_group_size()
    {
        using P = p34_sim_tile_parent<ParentT>;
        return P::is_tile ? P::size / Size : (thread_block::num_threads() + Size - 1u) / Size;
    }
    static __forceinline__ bool is_valid() { return true; }
    template <class T>
    __forceinline__ T shfl(T var, int src_rank) const
    {
        return p34_sim_shfl_typed(lane_mask(), var, 0, src_rank, (int)Size);
    }
    template <class T>
    __forceinline__ T shfl_up(T var, unsigned int delta) const
    {
        return p34_sim_shfl_typed(lane_mask(), var, 1, (int)delta, (int)Size);
    }
    template <class T>
    __forceinline__ T shfl_down(T var, unsigned int delta) const
    {
        return p34_sim_shfl_typed(lane_mask(), var, 2, (int)delta, (int)Size);
    }
    template <class T>
    __forceinline__ T shfl_xor(T var, unsigned int lane_mask_arg) const
    {
        return p34_sim_shfl_typed(lane_mask(), var, 3, (int)lane_mask_arg, (int)Size);
    }
    /* Bit i is the tile's thread i, as in CUDA. */
    __forceinline__ unsigned int ballot(int predicate) const
    {
        const unsigned int lane = thread_block::thread_rank() % 32u;
        return __ballot_sync(lane_mask(), predicate) >> (lane / Size * Size);
    }
    __forceinline__ int any(int predicate) const { return __any_sync(lane_mask(), predicate); }
    __forceinline__ int all(int predicate) const { return __all_sync(lane_mask(), predicate); }
};

template <unsigned int Size, class ParentT>
__forceinline__ thread_block_tile<Size, ParentT> tiled_partition(const ParentT &)
{
    return thread_block_tile<Size, ParentT>();
}

/* Run-time tile sizes give a thread_group whose size the simulator would
 * have to track per call site; not supported. */
template <class ParentT>
thread_block tiled_partition(const ParentT &, unsigned int)
{
    static_assert(p34_sim_false<ParentT>,
                  "p34 simulator: cg::tiled_partition(parent, n) is not supported; use tiled_partition<32>(parent)");
    return thread_block();
}

template <class GroupT>
__forceinline__ void sync(const GroupT &group)
{
    group.sync();
}

/* <cooperative_groups/reduce.h>: the operators and cg::reduce over a tile.
 * Every thread of the tile gets the result (a butterfly of shfl_xor, whose
 * order of operations differs from the GPU's: exact for integers). */
template <class T>
struct plus {
    __forceinline__ T operator()(const T &a, const T &b) const { return a + b; }
};
template <class T>
struct less {
    __forceinline__ T operator()(const T &a, const T &b) const { return b < a ? b : a; }
};
template <class T>
struct greater {
    __forceinline__ T operator()(const T &a, const T &b) const { return a < b ? b : a; }
};
template <class T>
struct bit_and {
    __forceinline__ T operator()(const T &a, const T &b) const { return a & b; }
};
template <class T>
struct bit_or {
    __forceinline__ T operator()(const T &a, const T &b) const { return a | b; }
};
template <class T>
struct bit_xor {
    __forceinline__ T operator()(const T &a, const T &b) const { return a ^ b; }
};

template <class TyVal, unsigned int Size, class ParentT, class TyOp>
__forceinline__ typename std::decay<TyVal>::type reduce(const thread_block_tile<Size, ParentT> &group,
                                                         TyVal &&val, TyOp &&op)
{
    typename std::decay<TyVal>::type v = val;
    for (unsigned int offset = Size / 2; offset > 0; offset /= 2)
        v = op(v, group.shfl_xor(v, offset));
    return v;
}
template <class TyVal, class TyOp>
typename std::decay<TyVal>::type reduce(const thread_block &, TyVal &&val, TyOp &&)
{
    static_assert(p34_sim_false<TyOp>,
                  "p34 simulator: cg::reduce takes a tile (cg::tiled_partition<32>(block)), not a whole block");
    return val;
}

/* The grid as a group. Its queries work in any launch; only a grid-wide
 * sync needs a cooperative launch (cudaLaunchCooperativeKernel), which p34
 * does not make, so grid.sync() stops the build with that message. */
class grid_group {
public:
    template <class T = void>
    void sync() const
    {
        static_assert(p34_sim_false<T>,
                      "p34 simulator: grid.sync() (cg::grid_group::sync) needs a cooperative launch "
                      "(cudaLaunchCooperativeKernel), which p34 does not make; combine blocks with the "
                      "cluster barrier, or with a fence and an atomic ticket (--last-block)");
    }
    static __forceinline__ unsigned long long thread_rank()
    {
        return (unsigned long long)block_rank() * thread_block::num_threads() + thread_block::thread_rank();
    }
    static __forceinline__ unsigned long long num_threads()
    {
        return (unsigned long long)num_blocks() * thread_block::num_threads();
    }
    static __forceinline__ unsigned long long size() { return num_threads(); }
    static __forceinline__ unsigned long long block_rank()
    {
        return blockIdx.x + (unsigned long long)gridDim.x * (blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
    }
    static __forceinline__ unsigned long long num_blocks()
    {
        return (unsigned long long)gridDim.x * gridDim.y * gridDim.z;
    }
    static __forceinline__ dim3 dim_blocks() { return gridDim; }
    static __forceinline__ dim3 block_index() { return blockIdx; }
    static __forceinline__ dim3 group_dim() { return gridDim; }
    static __forceinline__ dim3 dim_threads()
    {
        return dim3(gridDim.x * blockDim.x, gridDim.y * blockDim.y, gridDim.z * blockDim.z);
    }
    static __forceinline__ unsigned long long num_clusters()
    {
        return num_blocks() / cluster_group::num_blocks();
    }
    static __forceinline__ unsigned long long cluster_rank()
    {
        return block_rank() / cluster_group::num_blocks();
    }
    static __forceinline__ dim3 dim_clusters()
    {
        const dim3 &c = p34_sim_coords.cluster_dim;
        return dim3(gridDim.x / c.x, gridDim.y / c.y, gridDim.z / c.z);
    }
    /* Valid only in a cooperative launch, which p34 never makes. */
    static __forceinline__ bool is_valid() { return false; }
};
__forceinline__ grid_group this_grid() { return grid_group(); }

template <class T = void>
void coalesced_threads()
{
    static_assert(p34_sim_false<T>, "p34 simulator: cg::coalesced_threads() is not supported");
}

}  // namespace cooperative_groups

/* ---------------------------------------------------------------------- */
/* More intrinsics: the same results as the GPU's where it is exact, the  */
/* host's libm where the GPU's fast versions are approximate anyway.      */

/* Warp reductions (sm_80+): every lane in the mask gets the reduction of
 * all their values; built from __shfl_sync, so masks and lanes are checked
 * exactly as for a shuffle. */
#define P34_SIM_WARP_REDUCE(name, T, op)                                           \
    __forceinline__ T name(unsigned int mask, T value)                               \
    {                                                                                \
        T result = value;                                                            \
        bool first = true;                                                           \
        for (int lane = 0; lane < 32; lane++) {                                      \
            if (!(mask & (1u << lane)))                                              \
                continue;                                                            \
            const T v = __shfl_sync(mask, value, lane);                              \
            result = first ? v : op;                                                 \
            first = false;                                                           \
        }                                                                            \
        return result;                                                               \
    }
P34_SIM_WARP_REDUCE(__reduce_add_sync, unsigned int, result + v)
P34_SIM_WARP_REDUCE(__reduce_add_sync, int, result + v)
P34_SIM_WARP_REDUCE(__reduce_min_sync, unsigned int, v < result ? v : result)
P34_SIM_WARP_REDUCE(__reduce_min_sync, int, v < result ? v : result)
P34_SIM_WARP_REDUCE(__reduce_max_sync, unsigned int, v > result ? v : result)
P34_SIM_WARP_REDUCE(__reduce_max_sync, int, v > result ? v : result)
P34_SIM_WARP_REDUCE(__reduce_and_sync, unsigned int, result & v)
P34_SIM_WARP_REDUCE(__reduce_or_sync, unsigned int, result | v)
P34_SIM_WARP_REDUCE(__reduce_xor_sync, unsigned int, result ^ v)
#undef P34_SIM_WARP_REDUCE

template <class T = void>
unsigned int __match_any_sync(unsigned int, ...)
{
    static_assert(p34_sim_false<T>, "p34 simulator: __match_any_sync is not supported");
    return 0;
}
template <class T = void>
unsigned int __match_all_sync(unsigned int, ...)
{
    static_assert(p34_sim_false<T>, "p34 simulator: __match_all_sync is not supported");
    return 0;
}

/* Scoped atomics (CUDA Programming Guide, "Atomic Functions"): _system is
 * a superset of the device scope, so it is the plain atomic; a _block
 * atomic is atomic only among the threads of its block, so the simulator
 * marks it, and two of them from different blocks on one location race
 * (sim/check.cpp). */
void p34_sim_block_scope_atomic();
#define P34_SIM_SCOPED_ATOMIC(name)                                                        \
    template <class... A>                                                                \
    __forceinline__ auto name##_block(A... a)->decltype(name(a...))                       \
    {                                                                                    \
        p34_sim_block_scope_atomic();                                                    \
        return name(a...);                                                               \
    }                                                                                    \
    template <class... A>                                                                \
    __forceinline__ auto name##_system(A... a)->decltype(name(a...)) { return name(a...); }
P34_SIM_SCOPED_ATOMIC(atomicAdd)
P34_SIM_SCOPED_ATOMIC(atomicSub)
P34_SIM_SCOPED_ATOMIC(atomicExch)
P34_SIM_SCOPED_ATOMIC(atomicMin)
P34_SIM_SCOPED_ATOMIC(atomicMax)
P34_SIM_SCOPED_ATOMIC(atomicInc)
P34_SIM_SCOPED_ATOMIC(atomicDec)
P34_SIM_SCOPED_ATOMIC(atomicCAS)
P34_SIM_SCOPED_ATOMIC(atomicAnd)
P34_SIM_SCOPED_ATOMIC(atomicOr)
P34_SIM_SCOPED_ATOMIC(atomicXor)
#undef P34_SIM_SCOPED_ATOMIC

/* Cache-hinted loads and stores: plain (weak) accesses, still checked. A
 * cache operator (.ca, .cg, .cs, .lu, .cv; .wb, .cg, .cs, .wt) is a
 * performance hint that changes no ordering in the PTX ISA's memory
 * consistency model, so __ldcg/__ldcv no more replace a fence than a plain
 * load does. volatile: PTX treats ld/st.volatile as relaxed at system scope
 * (strong, never torn) but orders nothing, and within a block it does not
 * replace __syncwarp()/__syncthreads() (lanes do not run in lockstep since
 * Volta). The simulator sees volatile accesses (sim.mk:
 * tsan-distinguish-volatile) and treats them as strong (sim/check.cpp,
 * morally_strong): a flag spun on with a volatile load does not race with a
 * volatile or atomic store of it, and fence + volatile store / volatile load
 * + fence publish and acquire like atomics. A volatile access against a
 * plain one of another thread is still a race.
 */
template <class T>
__forceinline__ T p34_sim_load(const T *p) { return *p; }
#define __ldcg(p) p34_sim_load(p)
#define __ldca(p) p34_sim_load(p)
#define __ldcs(p) p34_sim_load(p)
#define __ldlu(p) p34_sim_load(p)
#define __ldcv(p) p34_sim_load(p)
template <class T>
__forceinline__ void p34_sim_store(T *p, T v) { *p = v; }
#define __stcg(p, v) p34_sim_store(p, v)
#define __stcs(p, v) p34_sim_store(p, v)
#define __stwb(p, v) p34_sim_store(p, v)
#define __stwt(p, v) p34_sim_store(p, v)

/* Correctly rounded float arithmetic is the host's own. */
__forceinline__ float __fadd_rn(float a, float b) { return a + b; }
__forceinline__ float __fsub_rn(float a, float b) { return a - b; }
__forceinline__ float __fmul_rn(float a, float b) { return a * b; }
__forceinline__ float __fdiv_rn(float a, float b) { return a / b; }
__forceinline__ float __fmaf_rn(float a, float b, float c) { return std::fma(a, b, c); }
/* The GPU's fast approximations; the host's accurate versions stand in. */
__forceinline__ float __expf(float x) { return std::exp(x); }
__forceinline__ float __logf(float x) { return std::log(x); }
__forceinline__ float __sinf(float x) { return std::sin(x); }
__forceinline__ float __cosf(float x) { return std::cos(x); }
__forceinline__ float __powf(float x, float y) { return std::pow(x, y); }
__forceinline__ float rsqrtf(float x) { return 1.0f / std::sqrt(x); }

/* ---------------------------------------------------------------------- */
/* libcu++ <cuda/atomic>: cuda::atomic_ref<T, scope> and                   */
/* cuda::std::atomic_ref<T> over the atomics above.                        */
/* An ordering is made of the fences of the memory model around a relaxed
 * atomic: release = a fence of the ref's scope before it, acquire = one
 * after it (fence.sc + atom is how the PTX ISA's mapping of the C++
 * orders reads too: PTX ISA "Memory Consistency Model", "Fence-SC order").
 * thread_scope_block orders only the block (__threadfence_block); device and
 * system order the GPU (__threadfence). */

void p34_sim_atomic_load(void *dst, const void *addr, unsigned int size);
void p34_sim_atomic_store(void *addr, const void *src, unsigned int size);

namespace cuda {
namespace std {
enum memory_order {
    memory_order_relaxed,
    memory_order_consume,
    memory_order_acquire,
    memory_order_release,
    memory_order_acq_rel,
    memory_order_seq_cst
};
}  // namespace std
using std::memory_order;
using std::memory_order_relaxed;
using std::memory_order_consume;
using std::memory_order_acquire;
using std::memory_order_release;
using std::memory_order_acq_rel;
using std::memory_order_seq_cst;

enum thread_scope { thread_scope_system = 0, thread_scope_device = 1, thread_scope_block = 2, thread_scope_thread = 3 };

template <class T, thread_scope Scope = thread_scope_system>
class atomic_ref {
    static_assert(::std::is_arithmetic<T>::value && (sizeof(T) == 4 || sizeof(T) == 8),
                  "p34 simulator: cuda::atomic_ref supports 4- and 8-byte arithmetic types");
    T *p_;

    static __forceinline__ void fence()
    {
        if (Scope == thread_scope_block)
            __threadfence_block();
        else if (Scope != thread_scope_thread)
            __threadfence();
    }
    static __forceinline__ void before(memory_order o)
    {
        if (o == memory_order_release || o == memory_order_acq_rel || o == memory_order_seq_cst)
            fence();
    }
    static __forceinline__ void after(memory_order o)
    {
        if (o == memory_order_acquire || o == memory_order_consume || o == memory_order_acq_rel ||
            o == memory_order_seq_cst)
            fence();
    }
    using U = typename ::std::conditional<sizeof(T) == 4, unsigned int, unsigned long long>::type;
    __forceinline__ U *bits() const { return reinterpret_cast<U *>(p_); }
    static __forceinline__ U to_bits(T v)
    {
        U u;
        ::std::memcpy(&u, &v, sizeof u);
        return u;
    }
    static __forceinline__ T from_bits(U u)
    {
        T v;
        ::std::memcpy(&v, &u, sizeof v);
        return v;
    }
    /* Any read-modify-write as a compare-and-swap loop on the bits. */
    template <class F>
    __forceinline__ T rmw(F f, memory_order o) const
    {
        before(o);
        U old = to_bits(load_relaxed());
        for (;;) {
            const U seen = atomicCAS(bits(), old, to_bits(f(from_bits(old))));
            if (seen == old)
                break;
            old = seen;
        }
        after(o);
        return from_bits(old);
    }
    __forceinline__ T load_relaxed() const
    {
        T v;
        p34_sim_atomic_load(&v, p_, sizeof(T));
        return v;
    }

public:
    static constexpr ::std::size_t required_alignment = sizeof(T);
    static constexpr bool is_always_lock_free = true;
    explicit atomic_ref(T &obj) : p_(&obj) {}
    atomic_ref(const atomic_ref &) = default;
    atomic_ref &operator=(const atomic_ref &) = delete;

    __forceinline__ T load(memory_order o = memory_order_seq_cst) const
    {
        if (o == memory_order_seq_cst)
            fence();
        const T v = load_relaxed();
        after(o);
        return v;
    }
    __forceinline__ void store(T v, memory_order o = memory_order_seq_cst) const
    {
        before(o);
        p34_sim_atomic_store(p_, &v, sizeof(T));
        if (o == memory_order_seq_cst)
            fence();
    }
    __forceinline__ operator T() const { return load(); }
    __forceinline__ T operator=(T v) const
    {
        store(v);
        return v;
    }
    __forceinline__ T exchange(T v, memory_order o = memory_order_seq_cst) const
    {
        return rmw([v](T) { return v; }, o);
    }
    __forceinline__ bool compare_exchange_strong(T &expected, T desired, memory_order o = memory_order_seq_cst) const
    {
        before(o);
        const U seen = atomicCAS(bits(), to_bits(expected), to_bits(desired));
        after(o);
        if (seen == to_bits(expected))
            return true;
        expected = from_bits(seen);
        return false;
    }
    __forceinline__ bool compare_exchange_strong(T &expected, T desired, memory_order success, memory_order) const
    {
        return compare_exchange_strong(expected, desired, success);
    }
    __forceinline__ bool compare_exchange_weak(T &expected, T desired, memory_order o = memory_order_seq_cst) const
    {
        return compare_exchange_strong(expected, desired, o);
    }
    __forceinline__ bool compare_exchange_weak(T &expected, T desired, memory_order success, memory_order) const
    {
        return compare_exchange_strong(expected, desired, success);
    }
    __forceinline__ T fetch_add(T v, memory_order o = memory_order_seq_cst) const
    {
        return rmw([v](T x) { return (T)(x + v); }, o);
    }
    __forceinline__ T fetch_sub(T v, memory_order o = memory_order_seq_cst) const
    {
        return rmw([v](T x) { return (T)(x - v); }, o);
    }
    __forceinline__ T fetch_min(T v, memory_order o = memory_order_seq_cst) const
    {
        return rmw([v](T x) { return v < x ? v : x; }, o);
    }
    __forceinline__ T fetch_max(T v, memory_order o = memory_order_seq_cst) const
    {
        return rmw([v](T x) { return x < v ? v : x; }, o);
    }
    template <class V = T>
    __forceinline__ T fetch_and(V v, memory_order o = memory_order_seq_cst) const
    {
        return rmw([v](T x) { return (T)(x & v); }, o);
    }
    template <class V = T>
    __forceinline__ T fetch_or(V v, memory_order o = memory_order_seq_cst) const
    {
        return rmw([v](T x) { return (T)(x | v); }, o);
    }
    template <class V = T>
    __forceinline__ T fetch_xor(V v, memory_order o = memory_order_seq_cst) const
    {
        return rmw([v](T x) { return (T)(x ^ v); }, o);
    }
    __forceinline__ T operator++() const { return fetch_add((T)1) + (T)1; }
    __forceinline__ T operator++(int) const { return fetch_add((T)1); }
    __forceinline__ T operator--() const { return fetch_sub((T)1) - (T)1; }
    __forceinline__ T operator--(int) const { return fetch_sub((T)1); }
    __forceinline__ T operator+=(T v) const { return fetch_add(v) + v; }
    __forceinline__ T operator-=(T v) const { return fetch_sub(v) - v; }
};

namespace std {
template <class T>
using atomic_ref = ::cuda::atomic_ref<T, ::cuda::thread_scope_system>;
__forceinline__ void atomic_thread_fence(memory_order o)
{
    if (o != memory_order_relaxed)
        __threadfence_system();
}
}  // namespace std

__forceinline__ void atomic_thread_fence(memory_order o, thread_scope s = thread_scope_system)
{
    if (o == memory_order_relaxed || s == thread_scope_thread)
        return;
    if (s == thread_scope_block)
        __threadfence_block();
    else
        __threadfence();
}
}  // namespace cuda

/* ---------------------------------------------------------------------- */
/* assert() in device code, with or without #include <assert.h>/<cassert>,
 * as under nvcc (kernels.h's <cooperative_groups.h> brings <assert.h>
 * there). A failed one stops the launch as a fault (p34_sim_assert_fail),
 * as cudaErrorAssert does on the GPU; the host's assert would abort the
 * whole process. sim/include/assert.h and cassert keep it so when a kernel
 * file includes them. */
#ifdef P34_SIM
#include <cassert>
#undef assert
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) P34_SIM_ASSERT(e)
#endif
#endif

#endif /* P34_CUDA_SIM_H */
