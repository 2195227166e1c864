# Cases for gen.py (docs/verdict-cxx.md): the four puzzles written by a C++-fluent CUDA
# programmer with modern idioms (templates, if constexpr, functors, lambdas, constexpr tables,
# structs with operators, cuda::std, vector loads, half/bfloat16/double accumulation, type
# punning, dynamic shared memory, launch bounds). Body = the kernel's body; pre = file-scope
# code before it. Every truth was written before p34 ran the kernel; "builds" was then checked
# with nvcc -arch=sm_90a -std=c++17 (the p34 build's flags, no --expt-relaxed-constexpr), whose
# word is the truth for building. Citations: PG = CUDA C++ Programming Guide (the C++ Language
# Support chapter: constexpr variables and functions, lambdas, __shared__ initialisation;
# Launch Bounds; Warp Shuffle Functions; Memory Fence Functions), PTX = PTX ISA, libcu++ =
# the CCCL documentation.

# ---------------------------------------------------------------- coordination
case('c01_template_functor_block_reduce', 'coordination', 'pass',
     'A block reduction templated on the block size and a binary functor (struct Sum with a const __device__ operator()), shared buffer declared inside the template (one per instantiation, per block: PG __shared__), tree with __syncthreads() at uniform points; thread 0 stores; cluster arrive after the reduction, wait at the end.', r'''
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * TPB + threadIdx.x] * static_cast<float>(rank + 1);
    v = cx::block_reduce<TPB>(v, cx::Sum{});
    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = v;
    cluster_wait();''', pre=r'''
namespace cx {
struct Sum {
    __device__ __forceinline__ float operator()(float a, float b) const { return a + b; }
};
template <int BLOCK, class Op>
__device__ float block_reduce(float v, Op op)
{
    static_assert((BLOCK & (BLOCK - 1)) == 0, "power of two");
    __shared__ float buf[BLOCK];
    buf[threadIdx.x] = v;
    __syncthreads();
#pragma unroll
    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) buf[threadIdx.x] = op(buf[threadIdx.x], buf[threadIdx.x + s]);
        __syncthreads();
    }
    return buf[0];
}
}  // namespace cx''')

case('c02_if_constexpr_recursive_warp', 'coordination', 'pass',
     'template <int W> warp_sum: if constexpr (W > 1) adds __shfl_down_sync(full, v, W/2) and recurses on W/2 (instantiations 32..1, a compile-time unrolled tree, PG Warp Shuffle Functions, all lanes converged); lane 0 stores the warp sum, __syncthreads(), thread 0 adds the 8; cluster_sync at the end.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const auto rank = block_rank_in_cluster();
    float v = input[blockIdx.x * TPB + threadIdx.x] * float(rank + 1);
    v = warp_sum<WARP_SIZE>(v);
    if ((threadIdx.x & (WARP_SIZE - 1)) == 0) ws[threadIdx.x / WARP_SIZE] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.f;
        for (float w : ws) s += w;
        output[rank] = s;
    }
    cluster_sync();''', pre=r'''
template <int W>
__device__ __forceinline__ float warp_sum(float v)
{
    if constexpr (W > 1) {
        v += __shfl_down_sync(0xffffffffu, v, W / 2);
        return warp_sum<W / 2>(v);
    } else {
        return v;
    }
}''')

case('c03_device_lambda_to_helper', 'coordination', 'pass',
     'A lambda defined inside the kernel (a device lambda: PG Lambda Expressions, the closure type of a lambda defined in device code is usable there; no --extended-lambda needed) passed to a templated helper that folds a range of shared memory; __syncthreads() before the fold; thread 0 folds 256 values.', r'''
    __shared__ float sdata[TPB];
    const unsigned rank = block_rank_in_cluster();
    const float scale = rank + 1.0f;
    auto scaled = [scale](float x) { return x * scale; };
    sdata[threadIdx.x] = scaled(input[blockIdx.x * blockDim.x + threadIdx.x]);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0)
        output[rank] = fold(sdata, TPB, 0.0f, [](float a, float b) { return a + b; });
    cluster_wait();''', pre=r'''
template <class T, class F>
__device__ T fold(const T *p, int n, T init, F f)
{
    for (int i = 0; i < n; ++i) init = f(init, p[i]);
    return init;
}''')

case('c04_constexpr_host_array_runtime_index', 'coordination', 'build-fail',
     'A namespace-scope `constexpr float kScale[4]` (no memory space: a host variable) indexed with the run-time rank in the kernel. PG C++ Language Support, constexpr variables: if V is of a non-scalar type, only its scalar elements inside a constexpr __device__ function called as a constant expression may be used; "host_arr[2]" in device code is an error. nvcc refuses it.', r'''
    __shared__ float sdata[TPB];
    const unsigned rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * kScale[rank];
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''', pre=r'''
constexpr float kScale[CLUSTER_SIZE] = {1.0f, 2.0f, 3.0f, 4.0f};''')

case('c05_constexpr_device_array', 'coordination', 'pass',
     'The same table as c04 declared `__device__ constexpr float kScale2[4]` (a device variable, readable at run time; PG __device__ and constexpr): builds, each block scales by kScale2[rank] = rank + 1.', r'''
    __shared__ float sdata[TPB];
    const unsigned rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * kScale2[rank];
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''', pre=r'''
__device__ constexpr float kScale2[CLUSTER_SIZE] = {1.0f, 2.0f, 3.0f, 4.0f};''')

case('c06_constexpr_host_function_runtime_call', 'coordination', 'build-fail',
     'An unannotated `constexpr int lane_of(int)` (a __host__ function) called with threadIdx.x in device code, not a constant expression. PG C++ Language Support, constexpr functions: without --expt-relaxed-constexpr (the p34 build has none) nvcc refuses "calling a constexpr __host__ function from a __global__ function".', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    float v = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if (lane_of(threadIdx.x) == 0) ws[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / 32; ++w) s += ws[w];
        output[rank] = s;
    }
    cluster_sync();''', pre=r'''
constexpr int lane_of(int t) { return t & 31; }''')

case('c07_constexpr_host_function_constant', 'coordination', 'build-fail',
     'An unannotated `constexpr int ilog2(int)` used only in constant expressions (a constexpr local and a template argument): PG allows a host constexpr function in device code when the call is a constant expression evaluated at compile time. Tree reduction of log2(TPB) steps. CORRECTED after nvcc (its word is the truth for building; written as pass before the run): nvcc 13 refuses every call of a constexpr __host__ function from device code without --expt-relaxed-constexpr, a constexpr local, a template argument, a static_assert and if constexpr inside the kernel included ("calling a constexpr __host__ function(\"ilog2\") from a __global__ function is not allowed"); only namespace-scope uses (the static_assert after the function) are host code.', r'''
    __shared__ float sdata[TPB];
    constexpr int steps = ilog2(TPB);
    const unsigned rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
#pragma unroll
    for (int k = steps - 1; k >= 0; --k) {
        const int s = 1 << k;
        if (threadIdx.x < s) sdata[threadIdx.x] += sdata[threadIdx.x + s];
        __syncthreads();
    }
    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = sdata[0];
    cluster_wait();''', pre=r'''
constexpr int ilog2(int n) { return n <= 1 ? 0 : 1 + ilog2(n / 2); }
static_assert(ilog2(TPB) == 8, "TPB is 256");''')

case('c08_float4_vector_loads', 'coordination', 'pass',
     'Threads 0-63 of each block load float4s reinterpret_cast from input + blockIdx.x*TPB (cudaMalloc memory is 256-byte aligned and TPB*4 bytes is a multiple of 16: PG Device Memory Accesses, size and alignment requirement), sum 4 lanes, warp shuffle tree over the 64 loaders (two full warps), thread 0 adds 2 warp sums.', r'''
    __shared__ float ws[2];
    const unsigned rank = block_rank_in_cluster();
    const float4 *in4 = reinterpret_cast<const float4 *>(input + blockIdx.x * TPB);
    if (threadIdx.x < TPB / 4) {
        const float4 q = in4[threadIdx.x];
        float v = (q.x + q.y + q.z + q.w) * (rank + 1.0f);
        for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
        if ((threadIdx.x & 31) == 0) ws[threadIdx.x >> 5] = v;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = ws[0] + ws[1];
    cluster_wait();''')

case('c09_float4_misaligned', 'coordination', 'fail 5',
     'As c08 but the float4 view starts at input + blockIdx.x*TPB + 1 (4 bytes past a 16-byte boundary): a 16-byte access must be 16-byte aligned (PG Device Memory Accesses: misaligned accesses produce a misaligned-address error on current GPUs / incorrect results); the load faults (misaligned address), exit 5.', r'''
    __shared__ float ws[2];
    const unsigned rank = block_rank_in_cluster();
    const float4 *in4 = reinterpret_cast<const float4 *>(input + blockIdx.x * TPB + 1);
    if (threadIdx.x < TPB / 4 - 1) {
        const float4 q = in4[threadIdx.x];
        float v = (q.x + q.y + q.z + q.w) * (rank + 1.0f);
        if ((threadIdx.x & 31) == 0) ws[threadIdx.x >> 5] = v;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = ws[0] + ws[1];
    cluster_wait();''')

case('c10_half_accumulator', 'coordination', 'fail 1',
     'Each value converted to __half and the block summed in __half (__hadd) by thread 0: half has an 11-bit significand, so near 100-460 its spacing is 0.0625-0.25, far above the SPEC bound n*2^-24*sum|terms| (about 0.002-0.007): wrong value (SPEC Checking), exit 1.', r'''
    __shared__ __half sh[TPB];
    const unsigned rank = block_rank_in_cluster();
    sh[threadIdx.x] = __float2half(input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f));
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        __half s = __float2half(0.0f);
        for (int i = 0; i < TPB; ++i) s = __hadd(s, sh[i]);
        output[rank] = __half2float(s);
    }
    cluster_wait();''', pre='#include <cuda_fp16.h>')

case('c11_double_accumulate', 'coordination', 'pass',
     'Thread 0 sums the block in double and stores (float)sum: the double sum of 256 floats is exact to far below float resolution, so the result is the exact sum rounded once (SPEC: within the bound).', r'''
    __shared__ float sdata[TPB];
    const unsigned rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * static_cast<float>(rank + 1);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        double acc = 0.0;
        for (auto x : sdata) acc += x;
        output[rank] = static_cast<float>(acc);
    }
    cluster_wait();''')

case('c12_kahan', 'coordination', 'pass',
     'Thread 0 sums the 256 scaled values with Kahan compensation in float (nvcc does not reassociate float arithmetic without --use_fast_math / -ffast-math): error far below the SPEC bound.', r'''
    __shared__ float sdata[TPB];
    const unsigned rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float sum = 0.0f, c = 0.0f;
        for (int i = 0; i < TPB; ++i) {
            const float y = sdata[i] - c;
            const float t = sum + y;
            c = (t - sum) - y;
            sum = t;
        }
        output[rank] = sum;
    }
    cluster_wait();''')

case('c13_printf_and_launch_bounds', 'coordination', 'pass',
     '`__global__ void __launch_bounds__(TPB) ...` (the launch uses exactly TPB threads, PG Launch Bounds) with __restrict__ pointers, __ldg loads (PG Read-Only Data Cache Load Function) and a printf from thread 0 of each block (PG Formatted Output); the sum is the reference pattern.', r'''
    __shared__ float sdata[TPB];
    const unsigned rank = block_rank_in_cluster();
    sdata[threadIdx.x] = __ldg(&input[blockIdx.x * TPB + threadIdx.x]) * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
#pragma unroll 8
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        printf("block %u rank %u sum %f\n", blockIdx.x, rank, s);
        output[rank] = s;
    }
    cluster_wait();''', sig='__global__ void __launch_bounds__(TPB, 1) cluster_coordination_basics(float *__restrict__ output, const float *__restrict__ input, int size)')

case('c14_launch_bounds_too_small', 'coordination', 'fail 5',
     '`__launch_bounds__(128)` on a kernel launched with 256 threads per block: PG Launch Bounds, a kernel fails to launch if it is executed with more threads per block than its launch bound maxThreadsPerBlock (cudaErrorLaunchOutOfResources / invalid configuration): a CUDA error at launch, exit 5.', r'''
    __shared__ float sdata[TPB];
    const unsigned rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''', sig='__global__ void __launch_bounds__(128) cluster_coordination_basics(float *output, const float *input, int size)')

case('c15_struct_shared_with_ctor', 'coordination', 'pass',
     '`__shared__ Acc acc[8];` where struct Acc has a user-provided constructor `__device__ Acc() : s(0) {}`: PG C++ Language Support, Device Memory Space Specifiers / __shared__: dynamic initialization is not allowed for __shared__ variables; a variable of class type must have an empty constructor (nvcc: "initializer not allowed for __shared__ variable"). CORRECTED after nvcc (written as build-fail before the run): nvcc only warns (#20054-D "dynamic initialization is not supported for a function-scope static __shared__ variable within a __device__/__global__ function") and never runs the constructor; every slot is stored by its warp\'s lane 0 before thread 0 reads it after __syncthreads, so the result is right. (A namespace-scope __shared__ or a function\'s plain static with a constructor are errors.)', r'''
    __shared__ Acc acc[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    float v = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if ((threadIdx.x & 31) == 0) acc[threadIdx.x / 32].s = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / 32; ++w) s += acc[w].s;
        output[rank] = s;
    }
    cluster_sync();''', pre=r'''
struct Acc {
    float s;
    __device__ Acc() : s(0.0f) {}
};''')

case('c16_struct_shared_nsdmi', 'coordination', 'pass',
     'As c15 with `struct Acc2 { float s = 0.0f; };` (a default member initializer makes the implicit constructor non-empty): PG __shared__ variables cannot have dynamic initialization; nvcc refuses it ("initializer not allowed for __shared__ variable"). CORRECTED after nvcc (written as build-fail before the run): nvcc accepts it silently and does not run the member initializer; every slot is stored before it is read, so the result is right.', r'''
    __shared__ Acc2 acc[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    float v = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if ((threadIdx.x & 31) == 0) acc[threadIdx.x / 32].s = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / 32; ++w) s += acc[w].s;
        output[rank] = s;
    }
    cluster_sync();''', pre=r'''
struct Acc2 {
    float s = 0.0f;
};''')

case('c17_struct_shared_pod_operators', 'coordination', 'pass',
     'A trivial (POD) struct with __device__ member functions and operator+= / operator+ as __shared__ array (allowed: empty constructor, PG); warp sums via shuffles into it, thread 0 sums with the operators.', r'''
    __shared__ Pair ws[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    float v = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if ((threadIdx.x & 31) == 0) ws[threadIdx.x / 32] = Pair{v, 1};
    __syncthreads();
    if (threadIdx.x == 0) {
        Pair t{0.0f, 0};
        for (const Pair &p : ws) t += p;
        output[rank] = (t + Pair{0.0f, 0}).value();
    }
    cluster_sync();''', pre=r'''
struct Pair {
    float sum;
    int count;
    __device__ Pair &operator+=(const Pair &o) { sum += o.sum; count += o.count; return *this; }
    __device__ friend Pair operator+(Pair a, const Pair &b) { return a += b; }
    __device__ float value() const { return sum; }
};''')

case('c18_std_min_device', 'coordination', 'build-fail',
     '`std::min(threadIdx.x, ...)` from <algorithm> in device code: std::min is a constexpr __host__ function; without --expt-relaxed-constexpr nvcc refuses it in a __global__ function (PG constexpr functions).', r'''
    __shared__ float sdata[TPB];
    const unsigned rank = block_rank_in_cluster();
    const int n = std::min(size - (int)(blockIdx.x * TPB), TPB);
    sdata[threadIdx.x] = threadIdx.x < n ? input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f) : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''', pre='#include <algorithm>')

case('c19_cuda_std_min_clamp', 'coordination', 'build-fail',
     'cuda::std::min and cuda::std::clamp (libcu++: __host__ __device__ constexpr) (reached through <cuda/std/functional>, which nvcc\'s CCCL includes __algorithm/min.h and clamp.h from), to bound the block\'s element count; reference pattern otherwise. CORRECTED after nvcc (written as pass before the run): <cuda/std/functional> brings cuda::std::min and max, not clamp (nvcc: namespace "cuda::std" has no member "clamp"); g++ says the same of the simulator\'s stand-in.', r'''
    __shared__ float sdata[TPB];
    const unsigned rank = block_rank_in_cluster();
    const int n = cuda::std::min(size - static_cast<int>(blockIdx.x * TPB), TPB);
    const int m = cuda::std::clamp(n, 0, TPB);
    sdata[threadIdx.x] = static_cast<int>(threadIdx.x) < m ? input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f) : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''', pre='#include <cuda/std/functional>')

case('c20_cuda_std_span', 'coordination', 'pass',
     'cuda::std::span<const float> over the block\'s slice (libcu++ span: __host__ __device__, available in C++17 mode), subspan, range-for in thread 0 over a span of the shared buffer; reference pattern.', r'''
    __shared__ float sdata[TPB];
    const unsigned rank = block_rank_in_cluster();
    cuda::std::span<const float> all(input, static_cast<size_t>(size));
    auto mine = all.subspan(blockIdx.x * TPB, TPB);
    sdata[threadIdx.x] = mine[threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (float x : cuda::std::span<const float, TPB>(sdata)) s += x;
        output[rank] = s;
    }
    cluster_wait();''', pre='#include <cuda/std/span>')

case('c21_cuda_std_array_registers', 'coordination', 'pass',
     'Each of threads 0-31 keeps a cuda::std::array<float, 8> of the values it owns (register array, loop-unrolled), sums it with range-for, then a warp shuffle tree; lane 0 (warp 0) stores; the other warps wait at cluster_sync.', r'''
    const unsigned rank = block_rank_in_cluster();
    if (threadIdx.x < 32) {
        cuda::std::array<float, TPB / 32> vals{};
#pragma unroll
        for (int k = 0; k < TPB / 32; ++k) vals[k] = input[blockIdx.x * TPB + k * 32 + threadIdx.x];
        float v = 0.0f;
        for (const float &x : vals) v += x;
        v *= rank + 1.0f;
        for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
        if (threadIdx.x == 0) output[rank] = v;
    }
    cluster_sync();''', pre='#include <cuda/std/array>')

case('c22_extern_dynamic_shared', 'coordination', 'fail 5',
     '`extern __shared__ float dyn[];` used as the block\'s staging buffer: the puzzle launches with 0 bytes of dynamic shared memory (kernels.cu: cudaLaunchKernelEx with dynamicSmemBytes 0), so dyn has no storage (PG: the size of an extern __shared__ array is set at launch); every access is outside the block\'s shared window: a fault (illegal address / out-of-range shared address), exit 5.', r'''
    extern __shared__ float dyn[];
    const unsigned rank = block_rank_in_cluster();
    dyn[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += dyn[i];
        output[rank] = s;
    }
    cluster_wait();''')

case('c23_structured_bindings_tuple', 'coordination', 'pass',
     'A __device__ helper returns cuda::std::pair<float, int> (sum, count) of a warp via shuffles; structured bindings `auto [s, n] = ...` (C++17, supported by nvcc in device code); lane 0 stores s, thread 0 adds the 8.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    auto [s, n] = warp_sum_count(input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f));
    if ((threadIdx.x & 31) == 0 && n == 32) ws[threadIdx.x >> 5] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_sync();''', pre=r'''
#include <cuda/std/utility>
__device__ cuda::std::pair<float, int> warp_sum_count(float v)
{
    int n = 1;
    for (int o = 16; o > 0; o >>= 1) {
        v += __shfl_down_sync(0xffffffffu, v, o);
        n += __shfl_down_sync(0xffffffffu, n, o);
    }
    return {v, n};
}''')

case('c24_unsigned_loop_never_ends', 'coordination', 'fail 4',
     'Warp tree written `for (unsigned o = 16; o >= 0; o /= 2)`: an unsigned is always >= 0, so after o reaches 0 the loop runs forever (C++ unsigned arithmetic; nvcc warns, builds); the kernel never finishes: watchdog, exit 4.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    float v = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    for (unsigned o = 16; o >= 0; o /= 2) {
        v += __shfl_down_sync(0xffffffffu, v, o);
        if (o == 0) v -= v;  // shfl by 0 reads itself
    }
    if ((threadIdx.x & 31) == 0) ws[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_sync();''')

case('c25_alignas_shared_float4', 'coordination', 'pass',
     '`__shared__ alignas(16) float sdata[TPB];` and thread 0 sums it through a const float4* view (16-byte aligned by alignas: PG Device Memory Accesses); reference pattern otherwise.', r'''
    __shared__ alignas(16) float sdata[TPB];
    const unsigned rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        const float4 *p = reinterpret_cast<const float4 *>(sdata);
        float s = 0.0f;
        for (int i = 0; i < TPB / 4; ++i) { const float4 q = p[i]; s += q.x + q.y + q.z + q.w; }
        output[rank] = s;
    }
    cluster_wait();''')

# ---------------------------------------------------------------- reduction
case('r01_variadic_fold', 'reduction', 'pass',
     'Rank 0 thread 0 sums the 4 partials with a variadic template fold expression `(xs + ...)` after cluster_sync (the partials were stored before it: PG Cluster barrier orders them); block partials from a tree reduction.', r'''
    __shared__ float sm[TPB];
    const unsigned rank = block_rank_in_cluster();
    sm[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = sum_all(temp_storage[0], temp_storage[1], temp_storage[2], temp_storage[3]);''', pre=r'''
template <class... Ts>
__device__ __forceinline__ float sum_all(Ts... xs) { return (xs + ...); }''')

case('r02_crtp_reducer', 'reduction', 'pass',
     'A CRTP base `Reducer<Derived>` whose reduce() calls static_cast<Derived&>(*this).combine(); a SumReducer derives from it; the block tree uses it with __syncthreads() at uniform points; cluster_sync; one thread of the cluster writes the total.', r'''
    __shared__ float sm[TPB];
    const unsigned rank = block_rank_in_cluster();
    SumReducer red;
    sm[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    const float bsum = red.reduce(sm);
    if (threadIdx.x == 0) temp_storage[rank] = bsum;
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t = red.combine(t, temp_storage[r]);
        output[0] = t;
    }''', pre=r'''
template <class Derived>
struct Reducer {
    __device__ float reduce(float *buf)
    {
        Derived &self = static_cast<Derived &>(*this);
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (threadIdx.x < s) buf[threadIdx.x] = self.combine(buf[threadIdx.x], buf[threadIdx.x + s]);
            __syncthreads();
        }
        return buf[0];
    }
};
struct SumReducer : Reducer<SumReducer> {
    __device__ float combine(float a, float b) const { return a + b; }
};''')

case('r03_cuda_std_plus_cg_reduce', 'reduction', 'pass',
     'cg::reduce(tile, v, cuda::std::plus<float>()) per warp (PG Cooperative Groups reduce accepts function objects), warp sums in shared, block.sync(), warp 0 reduces the 8 with cg::reduce again; partials to temp_storage, cluster.sync(), rank 0 thread 0 writes.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    auto cluster = cg::this_cluster();
    auto block = cg::this_thread_block();
    auto tile = cg::tiled_partition<32>(block);
    const unsigned rank = cluster.block_rank();
    float v = cg::reduce(tile, input[blockIdx.x * TPB + threadIdx.x], cuda::std::plus<float>());
    if (tile.thread_rank() == 0) ws[tile.meta_group_rank()] = v;
    block.sync();
    if (tile.meta_group_rank() == 0) {
        float w = tile.thread_rank() < TPB / 32 ? ws[tile.thread_rank()] : 0.0f;
        w = cg::reduce(tile, w, cuda::std::plus<float>());
        if (tile.thread_rank() == 0) temp_storage[rank] = w;
    }
    cluster.sync();
    if (rank == 0 && block.thread_rank() == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''',
     pre='#include <cooperative_groups/reduce.h>\n#include <cuda/std/functional>')

case('r04_bf16_accumulate', 'reduction', 'fail 1',
     'Block values accumulated in __nv_bfloat16 (8-bit significand): partial sums such as 32640 are not representable (spacing 256 at that size), and SPEC requires --reduction to be exact: wrong value, exit 1.', r'''
    __shared__ __nv_bfloat16 sm[TPB];
    const unsigned rank = block_rank_in_cluster();
    sm[threadIdx.x] = __float2bfloat16(input[blockIdx.x * TPB + threadIdx.x]);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] = __hadd(sm[threadIdx.x], sm[threadIdx.x + s]);
        __syncthreads();
    }
    if (threadIdx.x == 0) temp_storage[rank] = __bfloat162float(sm[0]);
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre='#include <cuda_bf16.h>')

case('r05_union_punning_atomic', 'reduction', 'pass',
     'Rank 0 combines the partials: each block\'s thread 0 stores its partial; after cluster_sync rank 0 thread 0 reads them through a union {float f; unsigned u;} round trip (type punning through a union: nvcc and g++ define it as reinterpreting the bytes) and sums; exact integers.', r'''
    __shared__ float sm[TPB];
    const unsigned rank = block_rank_in_cluster();
    sm[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) {
            Bits b;
            b.f = temp_storage[r];
            const unsigned u = b.u;
            Bits c;
            c.u = u;
            t += c.f;
        }
        output[0] = t;
    }''', pre=r'''
union Bits {
    float f;
    unsigned int u;
};''')

case('r06_builtin_bit_cast_memcpy', 'reduction', 'pass',
     'Partials moved as bits: thread 0 stores __builtin_bit_cast(unsigned, sum) into temp_storage through a reinterpret_cast<unsigned*> and rank 0 reads them back with memcpy into a float (memcpy is a device function in CUDA; both are byte copies); cluster_sync between.', r'''
    __shared__ float sm[TPB];
    const unsigned rank = block_rank_in_cluster();
    sm[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    unsigned *bits = reinterpret_cast<unsigned *>(temp_storage);
    if (threadIdx.x == 0) bits[rank] = __builtin_bit_cast(unsigned, sm[0]);
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) {
            float f;
            memcpy(&f, &bits[r], sizeof f);
            t += f;
        }
        output[0] = t;
    }''')

case('r07_cuda_std_bit_cast', 'reduction', 'pass',
     'As r06 with cuda::std::bit_cast<unsigned>(x) and back (libcu++ <cuda/std/bit>, __host__ __device__ in C++17 mode).', r'''
    __shared__ float sm[TPB];
    const unsigned rank = block_rank_in_cluster();
    sm[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) temp_storage[rank] = cuda::std::bit_cast<float>(cuda::std::bit_cast<unsigned>(sm[0]));
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;
    }''', pre='#include <cuda/std/bit>')

case('r08_dsmem_span_peers', 'reduction', 'pass',
     'Each block reduces into its own __shared__ bsum; cluster.sync(); rank 0 thread 0 reads every peer\'s bsum through map_shared_rank (PG Distributed Shared Memory), kept in a cuda::std::array of pointers, sums them with range-for; a second cluster.sync() keeps the peers alive until the reads are done.', r'''
    __shared__ float sm[TPB];
    __shared__ float bsum;
    auto cluster = cg::this_cluster();
    const unsigned rank = cluster.block_rank();
    sm[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) bsum = sm[0];
    cluster.sync();
    if (rank == 0 && threadIdx.x == 0) {
        cuda::std::array<const float *, CLUSTER_SIZE> peers{};
        for (int r = 0; r < CLUSTER_SIZE; ++r) peers[r] = cluster.map_shared_rank(&bsum, r);
        float t = 0.0f;
        for (const float *p : peers) t += *p;
        output[0] = t;
    }
    cluster.sync();''', pre='#include <cuda/std/array>')

case('r09_shfl_struct_type', 'reduction', 'build-fail',
     '__shfl_down_sync on a user struct (struct F2 {float a, b;}): PG Warp Shuffle Functions, T can be int, unsigned, long, unsigned long, long long, unsigned long long, float, double (and __half, __half2, bfloat16 with their headers); nvcc has no overload for a struct: it refuses the call.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    F2 v{input[blockIdx.x * TPB + threadIdx.x], 0.0f};
    for (int o = 16; o > 0; o >>= 1) {
        F2 w = __shfl_down_sync(0xffffffffu, v, o);
        v.a += w.a;
    }
    if ((threadIdx.x & 31) == 0) ws[threadIdx.x / 32] = v.a;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; ++w) t += ws[w];
        temp_storage[rank] = t;
    }
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=r'''
struct F2 {
    float a, b;
};''')

case('r10_function_local_static_shared', 'reduction', 'pass',
     'A __device__ helper declares `static __shared__ float warp_part[8];` (a function-local static __shared__ variable, the form of CUDA samples\' block reduce; one per block); warp shuffle sums into it, __syncthreads, warp 0 reduces; cluster_sync; rank 0 thread 0 totals.', r'''
    const unsigned rank = block_rank_in_cluster();
    const float b = block_sum_static(input[blockIdx.x * TPB + threadIdx.x]);
    if (threadIdx.x == 0) temp_storage[rank] = b;
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=r'''
__device__ float block_sum_static(float v)
{
    static __shared__ float warp_part[TPB / WARP_SIZE];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if ((threadIdx.x & 31) == 0) warp_part[threadIdx.x / 32] = v;
    __syncthreads();
    v = threadIdx.x < TPB / WARP_SIZE ? warp_part[threadIdx.x] : 0.0f;
    if (threadIdx.x < 32)
        for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    return v;
}''')

case('r11_volatile_const_cast_tail', 'reduction', 'fail 1',
     'A legacy warp-synchronous tail over `volatile float*` obtained by const_cast from a `const float*` view of the shared buffer, without __syncwarp() between steps: Volta+ independent thread scheduling gives no ordering among lanes (PG Independent Thread Scheduling, warp-synchronous code needs __syncwarp); lane 0 reads v[16] in the +16 step while lane 16 writes v[16] in the same statement, with nothing ordering them: a data race (PTX Memory Consistency Model; the same truth as the warp hunt\'s w01). (Partials otherwise as the reference.)', r'''
    __shared__ float sm[TPB];
    const unsigned rank = block_rank_in_cluster();
    sm[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 32; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    const float *view = sm;
    if (threadIdx.x < 32) {
        volatile float *v = const_cast<volatile float *>(view);
        v[threadIdx.x] += v[threadIdx.x + 32];
        v[threadIdx.x] += v[threadIdx.x + 16];
        v[threadIdx.x] += v[threadIdx.x + 8];
        v[threadIdx.x] += v[threadIdx.x + 4];
        v[threadIdx.x] += v[threadIdx.x + 2];
        v[threadIdx.x] += v[threadIdx.x + 1];
    }
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r12_volatile_tail_syncwarp', 'reduction', 'pass',
     'As r11 with __syncwarp() between the tail steps, each step split into a volatile read, __syncwarp(), volatile write (PG __syncwarp: orders memory among the participating lanes); correct.', r'''
    __shared__ float sm[TPB];
    const unsigned rank = block_rank_in_cluster();
    sm[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 32; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x < 32) {
        volatile float *v = sm;
#pragma unroll
        for (int s = 32; s > 0; s >>= 1) {
            const float x = v[threadIdx.x] + v[threadIdx.x + s];
            __syncwarp();
            v[threadIdx.x] = x;
            __syncwarp();
        }
    }
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''')

case('r13_enum_class_switch_op', 'reduction', 'pass',
     'A templated `apply<Op>(a, b)` on an `enum class Op { Add, Max }` with switch in a constexpr-if chain; the tree uses Op::Add; macros FULL_MASK and LANE(); cluster_sync; rank 0 writes.', r'''
    __shared__ float sm[TPB];
    const unsigned rank = block_rank_in_cluster();
    float v = input[blockIdx.x * TPB + threadIdx.x];
    for (int o = 16; o > 0; o >>= 1) v = apply<Op::Add>(v, __shfl_xor_sync(FULL_MASK, v, o));
    if (LANE(threadIdx.x) == 0) sm[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / 32; ++w) t = apply<Op::Add>(t, sm[w]);
        temp_storage[rank] = t;
    }
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t = apply<Op::Add>(t, temp_storage[r]);
        output[0] = t;
    }''', pre=r'''
#define FULL_MASK 0xffffffffu
#define LANE(t) ((t) & (WARP_SIZE - 1))
enum class Op { Add, Max };
template <Op O>
__device__ __forceinline__ float apply(float a, float b)
{
    if constexpr (O == Op::Add) return a + b;
    else return fmaxf(a, b);
}''')

case('r14_atomicadd_float2', 'reduction', 'pass',
     'Each block\'s thread 0 does atomicAdd(reinterpret_cast<float2*>(temp_storage), make_float2(bsum, 0)) after rank 0 zeroed temp_storage[0..1] before a cluster_sync; CUDA 12.x/13 provide float2 atomicAdd on global memory for compute capability 9.x (PG Atomic Functions, atomicAdd: float2/float4 vector versions, sm_90+, global memory); temp_storage from cudaMalloc is 8-byte aligned; after a second cluster_sync rank 0 stores the .x. Integer sums are exact in any order.', r'''
    __shared__ float sm[TPB];
    const unsigned rank = block_rank_in_cluster();
    sm[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x];
    if (rank == 0 && threadIdx.x == 0) { temp_storage[0] = 0.0f; temp_storage[1] = 0.0f; }
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    cluster_sync();
    if (threadIdx.x == 0) atomicAdd(reinterpret_cast<float2 *>(temp_storage), make_float2(sm[0], 0.0f));
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) output[0] = temp_storage[0];''')

case('r15_auto_decltype_generic_lambda', 'reduction', 'pass',
     'A generic lambda `[](auto a, auto b) { return a + b; }` (C++14, defined in device code) stored in `auto`, passed to a helper templated on the callable; decltype for the accumulator type; tree with __syncthreads at uniform points; cluster_sync; one writer.', r'''
    __shared__ float sm[TPB];
    const unsigned rank = block_rank_in_cluster();
    auto add = [](auto a, auto b) { return a + b; };
    sm[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    tree(sm, add);
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        decltype(temp_storage[0] + 0.0f) t{};
        for (int r = 0; r < CLUSTER_SIZE; ++r) t = add(t, temp_storage[r]);
        output[0] = t;
    }''', pre=r'''
template <class F>
__device__ void tree(float *buf, F &&f)
{
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) buf[threadIdx.x] = f(buf[threadIdx.x], buf[threadIdx.x + s]);
        __syncthreads();
    }
}''')

case('r16_every_lane_writes_via_functor', 'reduction', 'fail 1',
     'A Writer functor whose operator() stores output[0] = total is called by every lane of rank 0\'s warp 0 (the "one thread writes" guard is `rank == 0 && threadIdx.x < 32`): 32 unordered plain stores to one location, a data race (PTX Memory Consistency Model, Data races; SPEC: each output stored by exactly one thread).', r'''
    __shared__ float sm[TPB];
    const unsigned rank = block_rank_in_cluster();
    sm[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x < 32) {
        Writer w{output};
        w(temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3]);
    }''', pre=r'''
struct Writer {
    float *out;
    __device__ void operator()(float v) const { out[0] = v; }
};''')

case('r17_size_t_int_mix_ok', 'reduction', 'pass',
     'Tree loop counter size_t compared with threadIdx.x (unsigned) and an int index cast: all values small and non-negative, no overflow; cuda::std::size_t from <cuda/std/cstddef>; reference otherwise.', r'''
    __shared__ float sm[TPB];
    const unsigned rank = block_rank_in_cluster();
    const cuda::std::size_t gi = static_cast<cuda::std::size_t>(blockIdx.x) * blockDim.x + threadIdx.x;
    sm[threadIdx.x] = gi < static_cast<cuda::std::size_t>(size) ? input[gi] : 0.0f;
    __syncthreads();
    for (cuda::std::size_t s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre='#include <cuda/std/cstddef>')

case('r18_static_assert_fails', 'reduction', 'build-fail',
     'static_assert(TPB % 3 == 0, ...) in the kernel file: false (TPB 256), so both compilers refuse the file (C++ static_assert).', r'''
    static_assert(TPB % 3 == 0, "this kernel wants a block size divisible by 3");
    const unsigned rank = block_rank_in_cluster();
    if (threadIdx.x == 0) temp_storage[rank] = 0.0f;
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) output[0] = temp_storage[0];''')

case('r19_user_float2_operator', 'reduction', 'pass',
     'The kernel file defines `__device__ float2 operator+(float2, float2)` and `operator+=` (CUDA\'s headers give float2 no operators; helper_math.h style) and accumulates (sum, sum of the other half) pairs: each thread loads two values as a float2 from input (8-byte aligned), tree on float2 in shared, thread 0 stores x + y.', r'''
    __shared__ float2 sm[TPB / 2];
    const unsigned rank = block_rank_in_cluster();
    const float2 *in2 = reinterpret_cast<const float2 *>(input + blockIdx.x * TPB);
    if (threadIdx.x < TPB / 2) sm[threadIdx.x] = in2[threadIdx.x];
    __syncthreads();
    for (int s = TPB / 4; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) temp_storage[rank] = sm[0].x + sm[0].y;
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float2 t = make_float2(0.0f, 0.0f);
        t = t + make_float2(temp_storage[0] + temp_storage[1], temp_storage[2] + temp_storage[3]);
        output[0] = t.x + t.y;
    }''', pre=r'''
__device__ __forceinline__ float2 operator+(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
__device__ __forceinline__ float2 &operator+=(float2 &a, float2 b) { a.x += b.x; a.y += b.y; return a; }''')

case('r20_std_numeric_limits_device', 'reduction', 'build-fail',
     '`std::numeric_limits<float>::lowest()` (a constexpr __host__ function of <limits>) called in device code at run time to seed a max: nvcc refuses without --expt-relaxed-constexpr (PG constexpr functions). (The result would otherwise be right.)', r'''
    __shared__ float sm[TPB];
    const unsigned rank = block_rank_in_cluster();
    float lo = std::numeric_limits<float>::lowest();
    sm[threadIdx.x] = fmaxf(lo, input[blockIdx.x * TPB + threadIdx.x]);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre='#include <limits>')

case('r21_constexpr_member_function_runtime', 'reduction', 'build-fail',
     'A struct with an unannotated `constexpr` member function `index(int t) const` (implicitly __host__) called with threadIdx.x in device code: nvcc refuses ("calling a constexpr __host__ function ... from a __global__ function is not allowed", PG constexpr functions; no --expt-relaxed-constexpr).', r'''
    __shared__ float sm[TPB];
    const unsigned rank = block_rank_in_cluster();
    constexpr Layout lay{TPB};
    sm[lay.index(threadIdx.x)] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=r'''
struct Layout {
    int n;
    constexpr int index(int t) const { return t % n; }
};''')

case('r22_host_device_constexpr_function', 'reduction', 'pass',
     'As r21 with the member function declared `__host__ __device__ constexpr`: callable from device code (PG Function Execution Space Specifiers).', r'''
    __shared__ float sm[TPB];
    const unsigned rank = block_rank_in_cluster();
    constexpr Layout2 lay{TPB};
    sm[lay.index(threadIdx.x)] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''', pre=r'''
struct Layout2 {
    int n;
    __host__ __device__ constexpr int index(int t) const { return t % n; }
};''')

# ---------------------------------------------------------------- advanced
case('a01_cg_reduce_lambda_elect', 'advanced', 'pass',
     'One elected lane per warp sums its warp\'s 32 scaled values with a lambda-driven loop (a device lambda capturing the shared array by reference), writes ws[warp]; __syncthreads; thread 0 totals; arrive/wait. (elect_one_sync in every lane: PTX elect.sync.)', r'''
    __shared__ float sdata[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    const int warp = threadIdx.x / WARP_SIZE;
    auto warp_total = [&](int w) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sdata[w * WARP_SIZE + i];
        return s;
    };
    if (elect_one_sync()) ws[warp] = warp_total(warp);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('a02_template_policy_elect', 'advanced', 'pass',
     'A Policy struct template parameter with static constexpr members (kWarps, kWarpSize) and a static __device__ member function; the kernel body forwards to a helper templated on it; elected lane per warp sums, thread 0 totals; arrive/wait.', r'''
    cx_adv<AdvPolicy>(output, input);''', pre=r'''
struct AdvPolicy {
    static constexpr int kWarpSize = WARP_SIZE;
    static constexpr int kWarps = TPB / WARP_SIZE;
    static __device__ float scale(unsigned rank) { return static_cast<float>(rank + 1); }
};
template <class P>
__device__ void cx_adv(float *output, const float *input)
{
    __shared__ float sdata[P::kWarps * P::kWarpSize];
    __shared__ float ws[P::kWarps];
    const unsigned rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * P::scale(rank);
    __syncthreads();
    const int warp = threadIdx.x / P::kWarpSize;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < P::kWarpSize; ++i) s += sdata[warp * P::kWarpSize + i];
        ws[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < P::kWarps; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();
}''')

case('a03_elect_lane0_assumption', 'advanced', 'fail 1',
     'The elected lane sums sdata[threadIdx.x .. threadIdx.x + 31], i.e. assumes it is lane 0 (a templated helper indexes from its own thread): PTX elect.sync elects a deterministic but unspecified leader; an elected lane k > 0 reads 31-k values of the next warp (or past the buffer in warp 7): wrong by the rules. (On an H100 it elects lane 0 and passes; p34 judges by PTX.) Exit 1 or 5; p34\'s known answer is a fault/wrong value.', r'''
    __shared__ float sdata[TPB + WARP_SIZE];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    if (threadIdx.x < WARP_SIZE) sdata[TPB + threadIdx.x] = 0.0f;
    __syncthreads();
    if (elect_one_sync()) ws[threadIdx.x / WARP_SIZE] = sum_n<WARP_SIZE>(&sdata[threadIdx.x]);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', pre=r'''
template <int N>
__device__ __forceinline__ float sum_n(const float *p)
{
    float s = 0.0f;
#pragma unroll
    for (int i = 0; i < N; ++i) s += p[i];
    return s;
}''')

case('a04_half2_pairs_float_acc', 'advanced', 'pass',
     'Inputs kept in float; each elected lane converts pairs to __half2 only to test __hisnan on them (no value goes through half) and sums in float; correct. (<cuda_fp16.h> __floats2half2_rn, __hbeq2 of a value with itself: true for every finite value).', r'''
    __shared__ float sdata[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    const int warp = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; i += 2) {
            const __half2 h = __floats2half2_rn(sdata[warp * WARP_SIZE + i], sdata[warp * WARP_SIZE + i + 1]);
            if (__hbeq2(h, h)) s += sdata[warp * WARP_SIZE + i] + sdata[warp * WARP_SIZE + i + 1];
        }
        ws[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', pre='#include <cuda_fp16.h>')

case('a05_half_sum_of_warp', 'advanced', 'fail 1',
     'The elected lane sums its warp\'s 32 scaled values in __half (hadd) and thread 0 adds the 8 warp sums in float: each warp sum up to about 60 has half spacing 0.03, far above the SPEC bound (about 0.002-0.008 per block): wrong value, exit 1.', r'''
    __shared__ float sdata[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    const int warp = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) {
        __half s = __float2half(0.0f);
        for (int i = 0; i < WARP_SIZE; ++i) s = s + __float2half(sdata[warp * WARP_SIZE + i]);
        ws[warp] = __half2float(s);
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', pre='#include <cuda_fp16.h>')

case('a06_shared_struct_aligned', 'advanced', 'pass',
     'A `struct __align__(16) WarpSlot { float sum; int warp; float pad[2]; };` as a __shared__ array (trivial type, empty constructor: allowed, PG); the elected lane fills its slot with aggregate init; thread 0 sums .sum; arrive/wait.', r'''
    __shared__ float sdata[TPB];
    __shared__ WarpSlot slots[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    const int warp = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sdata[warp * WARP_SIZE + i];
        slots[warp] = WarpSlot{s, warp, {0.0f, 0.0f}};
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (const auto &sl : slots) t += sl.sum;
        output[rank] = t;
    }
    cluster_wait();''', pre=r'''
struct __align__(16) WarpSlot {
    float sum;
    int warp;
    float pad[2];
};
static_assert(sizeof(WarpSlot) == 16 && alignof(WarpSlot) == 16, "one 16-byte slot per warp");''')

case('a07_namespace_using_helpers', 'advanced', 'pass',
     'Helpers in `namespace adv::detail` pulled in with using-declarations and `namespace ad = adv::detail;`, inline __device__ functions returning auto; elected lane per warp sums; thread 0 totals; arrive/wait.', r'''
    using adv::detail::stage;
    namespace ad = adv::detail;
    __shared__ float sdata[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    stage(sdata, input, rank);
    __syncthreads();
    const int warp = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) ws[warp] = ad::range_sum(sdata + warp * WARP_SIZE, WARP_SIZE);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = ad::range_sum(ws, TPB / WARP_SIZE);
    cluster_wait();''', pre=r'''
namespace adv {
namespace detail {
__device__ inline auto range_sum(const float *p, int n)
{
    float s = 0.0f;
    for (int i = 0; i < n; ++i) s += p[i];
    return s;
}
__device__ inline void stage(float *dst, const float *in, unsigned rank)
{
    dst[threadIdx.x] = in[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
}
}  // namespace detail
}  // namespace adv''')

case('a08_static_device_counter_race', 'advanced', 'fail 1',
     'A `static __device__ float g_scale;` written by thread 0 of every block with its own rank+1 (plain stores from 4 blocks to one global variable, unordered: a data race, PTX Data races) and read back by all threads after __syncthreads: blocks may see another block\'s scale: wrong by the rules.', r'''
    __shared__ float sdata[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    if (threadIdx.x == 0) g_scale = rank + 1.0f;
    __syncthreads();
    sdata[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * g_scale;
    __syncthreads();
    const int warp = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sdata[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', pre='static __device__ float g_scale;')

case('a09_mixed_shfl_width_template', 'advanced', 'pass',
     'A templated shuffle reducer over a sub-warp width (`template <int WIDTH> reduce_width`, __shfl_down_sync(full, v, o, WIDTH) for o < WIDTH, PG Warp Shuffle Functions: width partitions the warp) with WIDTH = 32 used by the elected-lane design replaced: every lane contributes, then the elected lane of each warp reads lane 0\'s value with __shfl_sync(full, v, 0) and stores it; thread 0 totals.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    float v = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    v = reduce_width<8>(v);                                  // groups of 8 lanes
    float g = (threadIdx.x & 7) == 0 ? v : 0.0f;
    g = reduce_width<32>(g);                                 // lane 0 has the warp sum
    const float wsum = __shfl_sync(0xffffffffu, g, 0);
    if (elect_one_sync()) ws[threadIdx.x / WARP_SIZE] = wsum;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', pre=r'''
template <int WIDTH>
__device__ __forceinline__ float reduce_width(float v)
{
#pragma unroll
    for (int o = WIDTH / 2; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o, WIDTH);
    return v;
}''')

case('a10_builtin_assume_aligned_ldg', 'advanced', 'pass',
     '`__builtin_assume_aligned(input, 16)` and `__builtin_assume(size > 0)` hints (nvcc supports both; PG Compiler Optimization Hint Functions), __ldg loads; reference advanced pattern.', r'''
    __shared__ float sdata[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    __builtin_assume(size > 0);
    const float *in = static_cast<const float *>(__builtin_assume_aligned(input, 16));
    const unsigned rank = block_rank_in_cluster();
    sdata[threadIdx.x] = __ldg(in + blockIdx.x * TPB + threadIdx.x) * (rank + 1.0f);
    __syncthreads();
    const int warp = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sdata[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''')

case('a11_cuda_std_numeric_limits', 'advanced', 'pass',
     'cuda::std::numeric_limits<float>::epsilon() (libcu++, __host__ __device__ constexpr) used in device code to skip values smaller than it (none are: every input is 0 or at least 0.02, and 0 adds nothing); cuda::std::max from <cuda/std/functional>; reference pattern.', r'''
    __shared__ float sdata[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    const float x = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    sdata[threadIdx.x] = x > cuda::std::numeric_limits<float>::epsilon() ? x : 0.0f;
    __syncthreads();
    const int warp = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += cuda::std::max(sdata[warp * WARP_SIZE + i], 0.0f);
        ws[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', pre='#include <cuda/std/limits>\n#include <cuda/std/functional>')

case('a12_device_class_ctor_variable', 'advanced', 'build-fail',
     'A `__device__ Stats g_stats;` of a struct with a user-provided constructor: PG Device Memory Space Specifiers, a __device__ variable of class type must have an empty constructor (dynamic initialization is not supported for __device__ variables); nvcc refuses it.', r'''
    __shared__ float sdata[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    const int warp = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sdata[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
        atomicAdd(&g_stats.calls, 1u);
    }
    cluster_wait();''', pre=r'''
struct Stats {
    unsigned calls;
    __device__ Stats() : calls(0) {}
};
__device__ Stats g_stats;''')

case('a13_inline_variable_constexpr_scalar', 'advanced', 'pass',
     'Namespace-scope scalar `constexpr int kWarps = TPB / WARP_SIZE;` and `inline constexpr float kOne = 1.0f;` (host variables of scalar type: their values may be used directly in device code, PG constexpr variables); reference pattern.', r'''
    __shared__ float sdata[TPB];
    __shared__ float ws[kWarps];
    const unsigned rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * (rank + kOne);
    __syncthreads();
    const int warp = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sdata[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < kWarps; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', pre=r'''
constexpr int kWarps = TPB / WARP_SIZE;
inline constexpr float kOne = 1.0f;''')

case('a14_missing_syncthreads_in_helper_template', 'advanced', 'fail 1',
     'A templated `stage_and_sum<N>` helper: stages values into shared and lets the elected lane sum its warp, but has no barrier between the staging stores and the elected lane\'s reads of the other lanes\' values: other lanes\' stores are unordered with the elected lane\'s loads without __syncwarp (PG Independent Thread Scheduling; PTX Data races): a data race.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    stage_and_sum<TPB>(input, ws, rank);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', pre=r'''
template <int N>
__device__ void stage_and_sum(const float *input, float *ws, unsigned rank)
{
    __shared__ float buf[N];
    buf[threadIdx.x] = input[blockIdx.x * N + threadIdx.x] * (rank + 1.0f);
    const int warp = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += buf[warp * WARP_SIZE + i];
        ws[warp] = s;
    }
}''')

case('a15_memcpy_shared_struct', 'advanced', 'pass',
     'The elected lane builds a local `struct Out { float sum; unsigned warp; }` and memcpy()s it into a __shared__ byte buffer (memcpy in device code, 8 bytes); thread 0 memcpy()s each back after __syncthreads; arrive/wait.', r'''
    __shared__ float sdata[TPB];
    __shared__ alignas(8) unsigned char raw[TPB / WARP_SIZE][8];
    const unsigned rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    const unsigned warp = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) {
        Out o{0.0f, warp};
        for (int i = 0; i < WARP_SIZE; ++i) o.sum += sdata[warp * WARP_SIZE + i];
        memcpy(raw[warp], &o, sizeof o);
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) {
            Out o;
            memcpy(&o, raw[w], sizeof o);
            t += o.sum;
        }
        output[rank] = t;
    }
    cluster_wait();''', pre=r'''
struct Out {
    float sum;
    unsigned warp;
};''')

# ---------------------------------------------------------------- last-block
case('l01_grid_stride_template', 'last-block', 'pass',
     'Grid-stride loop (one element per thread here), a templated block reduction (shared buffer in the template), partial, __threadfence, atomicAdd ticket by thread 0, `last` broadcast through __shared__ + __syncthreads, the last block sums the partials with the same template and resets the counter (PG Memory Fence Functions, threadFenceReduction).', r'''
    float v = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < size; i += blockDim.x * gridDim.x) v += input[i];
    v = lb::block_sum<TPB>(v);
    __shared__ bool am_last;
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = v;
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        __threadfence();
        float p = 0.0f;
        for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x) p += partials[b];
        p = lb::block_sum<TPB>(p);
        if (threadIdx.x == 0) {
            output[0] = p;
            *counter = 0;
        }
    }''', pre=r'''
namespace lb {
template <int N>
__device__ float block_sum(float v)
{
    __shared__ float buf[N];
    __syncthreads();  // a previous call's readers are done
    buf[threadIdx.x] = v;
    __syncthreads();
    for (int s = N / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
        __syncthreads();
    }
    return buf[0];
}
}  // namespace lb''')

case('l02_template_buffer_reuse_no_barrier', 'last-block', 'pass',
     'As l01 but block_sum has no leading __syncthreads(): in the last block, the second call\'s `buf[threadIdx.x] = v` can overwrite buf[0] while slower threads still read buf[0] as the first call\'s result (the same template instantiation is one __shared__ buffer per block, PG): a data race (PTX Data races). CORRECTED after the run (written as fail 1 before it; p34 passed it, and reading the kernel again shows why): the __syncthreads() that broadcasts am_last lies between the first call\'s reads of buf[0] and the second call\'s stores, so the reuse is ordered; no race.', r'''
    float v = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < size; i += blockDim.x * gridDim.x) v += input[i];
    v = lb2::block_sum<TPB>(v);
    __shared__ bool am_last;
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = v;
        __threadfence();
        am_last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (am_last) {
        __threadfence();
        float p = 0.0f;
        for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x) p += partials[b];
        p = lb2::block_sum<TPB>(p);
        if (threadIdx.x == 0) {
            output[0] = p;
            *counter = 0;
        }
    }''', pre=r'''
namespace lb2 {
template <int N>
__device__ float block_sum(float v)
{
    __shared__ float buf[N];
    buf[threadIdx.x] = v;
    __syncthreads();
    for (int s = N / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) buf[threadIdx.x] += buf[threadIdx.x + s];
        __syncthreads();
    }
    return buf[0];
}
}  // namespace lb2''')

case('l03_cuda_atomic_ref_ticket', 'last-block', 'pass',
     'Ticket with cuda::atomic_ref<unsigned, cuda::thread_scope_device>(*counter).fetch_add(1, cuda::std::memory_order_acq_rel) (libcu++: acq_rel at device scope releases the block\'s partial, after the __syncthreads that ordered it, and acquires the others\'); last flag via __syncthreads_or; reset with store(0, relaxed) by the last block\'s thread 0 (every ticket taken).', r'''
    __shared__ float sm[TPB];
    sm[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    int mine = 0;
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = sm[0];
        cuda::atomic_ref<unsigned, cuda::thread_scope_device> c(*counter);
        mine = c.fetch_add(1u, cuda::std::memory_order_acq_rel) == gridDim.x - 1;
    }
    if (__syncthreads_or(mine)) {
        float p = 0.0f;
        for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x) p += partials[b];
        sm[threadIdx.x] = p;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
            __syncthreads();
        }
        if (threadIdx.x == 0) {
            output[0] = sm[0];
            cuda::atomic_ref<unsigned, cuda::thread_scope_device>(*counter).store(0u, cuda::std::memory_order_relaxed);
        }
    }''', pre='#include <cuda/atomic>')

case('l04_static_device_ticket', 'last-block', 'pass',
     'Ticket counter is a file-scope `static __device__ unsigned int s_tickets = 0;` (zero at module load, reset by the last block: PG threadFenceReduction uses a __device__ count the same way); the counter argument is left at 0; fence before the ticket.', r'''
    __shared__ float sm[TPB];
    __shared__ bool last;
    sm[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicInc(&s_tickets, gridDim.x - 1) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {
        __threadfence();
        float p = 0.0f;
        for (unsigned b = threadIdx.x; b < gridDim.x; b += blockDim.x) p += partials[b];
        sm[threadIdx.x] = p;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
            __syncthreads();
        }
        if (threadIdx.x == 0) output[0] = sm[0];
    }''', pre='static __device__ unsigned int s_tickets = 0;')

case('l05_float4_grid_stride_tail', 'last-block', 'pass',
     'Vectorized grid-stride: n4 = size / 4 float4 loads (input from cudaMalloc, 16-byte aligned), then a scalar tail loop for size % 4 (none here); block reduction with warp shuffles; guide fence/ticket/last block.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ bool last;
    const float4 *in4 = reinterpret_cast<const float4 *>(input);
    const int n4 = size / 4;
    float v = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += blockDim.x * gridDim.x) {
        const float4 q = in4[i];
        v += (q.x + q.y) + (q.z + q.w);
    }
    for (int i = n4 * 4 + blockIdx.x * blockDim.x + threadIdx.x; i < size; i += blockDim.x * gridDim.x) v += input[i];
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if ((threadIdx.x & 31) == 0) ws[threadIdx.x >> 5] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) b += ws[w];
        partials[blockIdx.x] = b;
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last && threadIdx.x == 0) {
        __threadfence();
        float t = 0.0f;
        for (unsigned b = 0; b < gridDim.x; ++b) t += partials[b];
        output[0] = t;
        *counter = 0;
    }''')

case('l06_float4_tail_out_of_bounds', 'last-block', 'fail 5',
     'As l05 but the vector loop bound is `i <= n4`: thread n4 reads input[size .. size+3], past the 65536-float buffer (PG: out-of-bounds global access is undefined; the simulator and compute-sanitizer call it an out-of-bounds read; on a GPU the allocation\'s granularity may hide it and the sum gains garbage). Wrong by the rules; p34: fault exit 5.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    __shared__ bool last;
    const float4 *in4 = reinterpret_cast<const float4 *>(input);
    const int n4 = size / 4;
    float v = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i <= n4; i += blockDim.x * gridDim.x) {
        const float4 q = in4[i];
        v += (q.x + q.y) + (q.z + q.w);
    }
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
    if ((threadIdx.x & 31) == 0) ws[threadIdx.x >> 5] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float b = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) b += ws[w];
        partials[blockIdx.x] = b;
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last && threadIdx.x == 0) {
        __threadfence();
        float t = 0.0f;
        for (unsigned b = 0; b < gridDim.x; ++b) t += partials[b];
        output[0] = t;
        *counter = 0;
    }''')

case('l07_double_partials_exact', 'last-block', 'pass',
     'Per-thread double accumulation and double block tree; partials stored as float (each block sum is an integer < 2^24, exact); the last block sums in double and stores (float): exact (SPEC).', r'''
    __shared__ double sm[TPB];
    __shared__ bool last;
    sm[threadIdx.x] = static_cast<double>(input[blockIdx.x * TPB + threadIdx.x]);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = static_cast<float>(sm[0]);
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last && threadIdx.x == 0) {
        __threadfence();
        double t = 0.0;
        for (unsigned b = 0; b < gridDim.x; ++b) t += partials[b];
        output[0] = static_cast<float>(t);
        *counter = 0;
    }''')

case('l08_int_index_overflow_product', 'last-block', 'pass',
     'Global index computed as `blockIdx.x * blockDim.x + threadIdx.x` in unsigned and a byte offset as `size_t(i) * sizeof(float)` through a char pointer: at most 65535 * 4, no overflow; reference guard pattern. (A size_t/int mix that is correct.)', r'''
    __shared__ float sm[TPB];
    __shared__ bool last;
    const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    const char *base = reinterpret_cast<const char *>(input);
    sm[threadIdx.x] = i < static_cast<unsigned>(size) ? *reinterpret_cast<const float *>(base + static_cast<size_t>(i) * sizeof(float)) : 0.0f;
    __syncthreads();
    for (unsigned s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(counter, 1u) + 1 == gridDim.x;
    }
    __syncthreads();
    if (last && threadIdx.x == 0) {
        __threadfence();
        float t = 0.0f;
        for (unsigned b = 0; b < gridDim.x; ++b) t += partials[b];
        output[0] = t;
        *counter = 0;
    }''')

case('l09_signed_unsigned_compare_last', 'last-block', 'fail 1',
     'The last test is `tk - gridDim.x + 1 == 0` with tk an int: the int is converted to unsigned, so the test is right; but the reset is `*counter -= gridDim.x` from every thread of the last block (a plain read-modify-write by 256 threads: a data race, PTX Data races).', r'''
    __shared__ float sm[TPB];
    __shared__ int tk;
    sm[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        tk = static_cast<int>(atomicAdd(counter, 1u));
    }
    __syncthreads();
    if (tk - gridDim.x + 1 == 0) {
        __threadfence();
        if (threadIdx.x == 0) {
            float t = 0.0f;
            for (unsigned b = 0; b < gridDim.x; ++b) t += partials[b];
            output[0] = t;
        }
        *counter -= gridDim.x;
    }''')

case('l10_kahan_last_block_lambda', 'last-block', 'pass',
     'The last block\'s thread 0 sums the 256 partials with a Kahan-compensation lambda (captures by reference) — exact integers, any order; ticket via the guide pattern with fences; counter reset by thread 0.', r'''
    __shared__ float sm[TPB];
    __shared__ bool last;
    sm[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last && threadIdx.x == 0) {
        __threadfence();
        float sum = 0.0f, c = 0.0f;
        auto kahan_add = [&](float x) { const float y = x - c; const float t = sum + y; c = (t - sum) - y; sum = t; };
        for (unsigned b = 0; b < gridDim.x; ++b) kahan_add(partials[b]);
        output[0] = sum;
        *counter = 0;
    }''')

case('l11_missing_fence_in_raii_guard', 'last-block', 'fail 1',
     'An RAII-style `TicketGuard` struct whose constructor takes the ticket with atomicAdd; the partial is stored after the ticket is taken (the constructor runs at the declaration, before the store): the store is not before the atomic, so nothing publishes it to the last block (PG Memory Fence Functions: store, fence, then ticket): data race / stale partial.', r'''
    __shared__ float sm[TPB];
    __shared__ bool last;
    sm[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        TicketGuard g(counter);
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = g.ticket == gridDim.x - 1;
    }
    __syncthreads();
    if (last && threadIdx.x == 0) {
        __threadfence();
        float t = 0.0f;
        for (unsigned b = 0; b < gridDim.x; ++b) t += partials[b];
        output[0] = t;
        *counter = 0;
    }''', pre=r'''
struct TicketGuard {
    unsigned ticket;
    __device__ explicit TicketGuard(unsigned *c) : ticket(atomicAdd(c, 1u)) {}
};''')

case('l12_printf_last_block', 'last-block', 'pass',
     'Guide pattern; the last block\'s thread 0 printf()s its ticket and the total (PG Formatted Output; p34 captures kernel output), then stores and resets.', r'''
    __shared__ float sm[TPB];
    __shared__ unsigned ticket;
    sm[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        ticket = atomicAdd(counter, 1u);
    }
    __syncthreads();
    if (ticket == gridDim.x - 1 && threadIdx.x == 0) {
        __threadfence();
        float t = 0.0f;
        for (unsigned b = 0; b < gridDim.x; ++b) t += partials[b];
        printf("last block %u ticket %u total %.1f\n", blockIdx.x, ticket, t);
        output[0] = t;
        *counter = 0;
    }''')

# ---------------------------------------------------------------- second round (written after the
# first round showed nvcc refusing constexpr host functions everywhere in device code): the host
# C++ library in device code, the CUDA samples' SharedMemory<T>, and more C++ idioms
case('c26_std_array_device', 'coordination', 'build-fail',
     'A std::array<float, 8> (the host library\'s, from <array>) as a register array in device code: its operator[] is a constexpr __host__ function, and nvcc refuses calling it from a __global__ function without --expt-relaxed-constexpr (PG C++ Language Support, constexpr functions; checked on nvcc 13 with a probe before writing this kernel: std::array operator[], begin/end, size are refused, std::move and the <cmath> functions are not).', r'''
    const unsigned rank = block_rank_in_cluster();
    if (threadIdx.x < 32) {
        std::array<float, TPB / 32> vals{};
        for (int k = 0; k < TPB / 32; ++k) vals[k] = input[blockIdx.x * TPB + k * 32 + threadIdx.x];
        float v = 0.0f;
        for (int k = 0; k < TPB / 32; ++k) v += vals[k];
        v *= rank + 1.0f;
        for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
        if (threadIdx.x == 0) output[rank] = v;
    }
    cluster_sync();''', pre='#include <array>')

case('c27_samples_shared_memory_template', 'coordination', 'fail 5',
     'The CUDA samples\' `template <class T> struct SharedMemory { __device__ operator T *() { extern __shared__ int __smem[]; return (T *)__smem; } };` used as the staging buffer: the puzzle launches with 0 bytes of dynamic shared memory (kernels.cu), so the extern array has no storage and the first store is outside the block\'s shared window: a fault, exit 5 (as c22).', r'''
    float *sdata = SharedMemory<float>();
    const unsigned rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();''', pre=r'''
template <class T>
struct SharedMemory {
    __device__ inline operator T *()
    {
        extern __shared__ int __smem[];
        return (T *)__smem;
    }
};''')

case('c28_cuda_std_optional_tuple', 'coordination', 'pass',
     'cuda::std::optional<float> for "this thread has a value" and cuda::std::tuple / cuda::std::tie / cuda::std::get for (sum, count) (libcu++: __host__ __device__ in C++17); warp shuffles; lane 0 stores, thread 0 adds the 8.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    cuda::std::optional<float> mine;
    if (static_cast<int>(blockIdx.x * TPB + threadIdx.x) < size) mine = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    float v = mine.value_or(0.0f);
    int n = mine.has_value() ? 1 : 0;
    for (int o = 16; o > 0; o >>= 1) {
        cuda::std::tuple<float, int> t = cuda::std::make_tuple(__shfl_down_sync(0xffffffffu, v, o), __shfl_down_sync(0xffffffffu, n, o));
        v += cuda::std::get<0>(t);
        n += cuda::std::get<1>(t);
    }
    float s;
    int c;
    cuda::std::tie(s, c) = cuda::std::make_tuple(v, n);
    if ((threadIdx.x & 31) == 0 && c == 32) ws[threadIdx.x / 32] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t += ws[w];
        output[rank] = t;
    }
    cluster_sync();''', pre='#include <cuda/std/optional>\n#include <cuda/std/tuple>')

case('r23_std_swap_device', 'reduction', 'build-fail',
     'Rank 0 thread 0 orders the 4 partials with std::swap (from <utility>) before adding them: std::swap is a __host__ function of the host library, and nvcc refuses calling it from device code ("calling a __host__ function from a __global__ function is not allowed"; probe on nvcc 13).', r'''
    __shared__ float sm[TPB];
    const unsigned rank = block_rank_in_cluster();
    sm[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float p[CLUSTER_SIZE] = {temp_storage[0], temp_storage[1], temp_storage[2], temp_storage[3]};
        for (int i = 0; i < CLUSTER_SIZE; ++i)
            for (int j = i + 1; j < CLUSTER_SIZE; ++j)
                if (p[j] < p[i]) std::swap(p[i], p[j]);
        output[0] = p[0] + p[1] + p[2] + p[3];
    }''', pre='#include <utility>')

case('r24_sfinae_enable_if', 'reduction', 'pass',
     'A helper overloaded by SFINAE: `template <class T, cuda::std::enable_if_t<cuda::std::is_floating_point<T>::value, int> = 0> __device__ T combine(T, T)` (and an integral overload never called); tree reduction with it; one writer.', r'''
    __shared__ float sm[TPB];
    const unsigned rank = block_rank_in_cluster();
    sm[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] = combine(sm[threadIdx.x], sm[threadIdx.x + s]);
        __syncthreads();
    }
    if (threadIdx.x == 0) temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = combine(combine(temp_storage[0], temp_storage[1]), combine(temp_storage[2], temp_storage[3]));''',
     pre=r'''
#include <cuda/std/type_traits>
template <class T, cuda::std::enable_if_t<cuda::std::is_floating_point<T>::value, int> = 0>
__device__ __forceinline__ T combine(T a, T b) { return a + b; }
template <class T, cuda::std::enable_if_t<cuda::std::is_integral<T>::value, int> = 0>
__device__ __forceinline__ T combine(T a, T b) { return a ^ b; }''')

case('a16_virtual_functions_device', 'advanced', 'pass',
     'A small class hierarchy with a virtual `combine` (struct Op { virtual float combine(float, float) const; }; struct AddOp : Op), objects created in device code (PG C++ Language Support, Virtual Functions: allowed when the object is created in device code, not passed from the host); each elected lane folds its warp through an `const Op &`; thread 0 totals.', r'''
    __shared__ float sdata[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    const int warp = threadIdx.x / WARP_SIZE;
    AddOp add;
    const VOp &op = add;
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s = op.combine(s, sdata[warp * WARP_SIZE + i]);
        ws[warp] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) t = op.combine(t, ws[w]);
        output[rank] = t;
    }
    cluster_wait();''', pre=r'''
struct VOp {
    __device__ virtual float combine(float a, float b) const { return a; }
};
struct AddOp : VOp {
    __device__ float combine(float a, float b) const override { return a + b; }
};''')

case('a17_attributes_recursion', 'advanced', 'pass',
     '[[nodiscard]] noexcept __device__ helpers, [[maybe_unused]] locals, and a recursive __device__ function summing a range by halves (device recursion is supported on sm_20+, PG Recursion); elected lane per warp; thread 0 totals.', r'''
    __shared__ float sdata[TPB];
    __shared__ float ws[TPB / WARP_SIZE];
    [[maybe_unused]] const int unused_lane = threadIdx.x & 31;
    const unsigned rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    const int warp = threadIdx.x / WARP_SIZE;
    if (elect_one_sync()) ws[warp] = halves(sdata + warp * WARP_SIZE, WARP_SIZE);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) output[rank] = halves(ws, TPB / WARP_SIZE);
    cluster_wait();''', pre=r'''
[[nodiscard]] __device__ __noinline__ float halves(const float *p, int n) noexcept
{
    if (n == 1) return p[0];
    return halves(p, n / 2) + halves(p + n / 2, n - n / 2);
}''')

case('l13_short_index_overflow', 'last-block', 'fail 5',
     'The global index kept in a `short`: `short gi = blockIdx.x * blockDim.x + threadIdx.x;` wraps for blocks 128-255 (values 32768-65535 convert to negative shorts, modulo 2^16 on both compilers, implementation-defined in C++17), so those blocks read input[-32768 .. -1], before the buffer: out of bounds (the simulator: a fault, exit 5; a GPU reads whatever lies there or faults: wrong by the rules either way).', r'''
    __shared__ float sm[TPB];
    __shared__ bool last;
    const short gi = blockIdx.x * blockDim.x + threadIdx.x;
    sm[threadIdx.x] = gi < size ? input[gi] : 0.0f;
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last && threadIdx.x == 0) {
        __threadfence();
        float t = 0.0f;
        for (unsigned b = 0; b < gridDim.x; ++b) t += partials[b];
        output[0] = t;
        *counter = 0;
    }''')

case('l14_std_accumulate_partials', 'last-block', 'build-fail',
     'The last block\'s thread 0 sums the partials with std::accumulate(partials, partials + gridDim.x, 0.0f) from <numeric>: a __host__ function of the host library, refused by nvcc in device code ("calling a __host__ function(\\"std::accumulate...\\") from a __global__ function is not allowed"; probe on nvcc 13).', r'''
    __shared__ float sm[TPB];
    __shared__ bool last;
    sm[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last && threadIdx.x == 0) {
        __threadfence();
        output[0] = std::accumulate(partials, partials + gridDim.x, 0.0f);
        *counter = 0;
    }''', pre='#include <numeric>')

case('l15_cuda_std_accumulate_partials', 'last-block', 'pass',
     'As l14 with cuda::std::accumulate from <cuda/std/numeric> (libcu++: __host__ __device__): exact integer sums in any order.', r'''
    __shared__ float sm[TPB];
    __shared__ bool last;
    sm[threadIdx.x] = input[blockIdx.x * TPB + threadIdx.x];
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        partials[blockIdx.x] = sm[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last && threadIdx.x == 0) {
        __threadfence();
        output[0] = cuda::std::accumulate(partials, partials + gridDim.x, 0.0f);
        *counter = 0;
    }''', pre='#include <cuda/std/numeric>')
