# Cases for gen.py (docs/verdict-paste.md): WHOLE kernel files as people hand them in when they
# paste from elsewhere or ask an AI assistant: a full program (main, host helpers, error-check
# macros, launches, host containers), preprocessor and file-format oddities (CRLF, BOM,
# non-ASCII, #line, #pragma once, trailing backslash, no final newline), where the kernels live
# (namespaces, static, extern "C", overloads, templates, default arguments) and the way
# assistants write kernels (__restrict__, #pragma unroll, static_assert, assert, launch bounds,
# grid-stride loops, early returns before barriers, helper structs, lambdas, auto).
#
# Unlike the other hunts each case is the whole file (`whole(...)`): the kernels a case does
# not write itself come from solutions/p34.cu through `#define K reference_K` + #include
# (the line @OTHERS@ in the text). Truths, written before p34 ran any file:
#   pass        nvcc builds it (the p34 build: kernel_table.cu, -std=c++17, sm_90a) and the
#               puzzle passes;
#   fail N      nvcc builds it and the run is wrong with exit N (cause in the reason);
#   build-fail  nvcc refuses it: p34 must refuse it too, with nvcc's reason and the line;
#   refuse      nvcc builds it but it breaks p34's contract (SPEC Kernel interface: "A kernel
#               file holds device code only ... Host code in it is refused"): the build must
#               stop with a message naming the host code and FILE:LINE (never a misleading
#               reason such as a compiler parse error);
#   unclear     the rules do not settle it (not scored).
# The nvcc column (nvcc.tsv) was then filled from nvcc 13.0 itself (tests/test-nvcc-compile.sh's
# command), whose word is the truth for building. Citations: PG = CUDA C++ Programming Guide
# (C++ Language Support; Function Execution Space Specifiers; Variable Memory Space
# Specifiers; Thread Block Clusters; __CUDA_ARCH__), PTX = PTX ISA, SPEC = docs/SPEC.md,
# C++ = ISO C++17 ([lex.phases]: line splicing; [namespace.udecl]; [over.over]).

KER = {'coordination': 'cluster_coordination_basics', 'reduction': 'cluster_collective_operations',
       'advanced': 'advanced_cluster_patterns', 'last-block': 'last_block_reduction'}

def whole(name, puzzle, verdict, reason, text, defines=None, bom=False, crlf=False, final_nl=True,
          banner='top'):
    """defines: the puzzles whose kernels the text writes itself (default: [puzzle]); the
    others come from solutions/p34.cu where the text says @OTHERS@."""
    CASES.append(dict(name=name, puzzle=puzzle, verdict=verdict, reason=reason, text=text,
                      defines=defines if defines is not None else [puzzle], bom=bom, crlf=crlf,
                      final_nl=final_nl, banner=banner, body='', pre='', sig='', cause=''))

def write_all():
    os.makedirs(OUT, exist_ok=True)
    sol = os.path.relpath(os.path.join(ROOT, 'solutions', 'p34.cu'), OUT)
    for c in CASES:
        ban = ('/*\n * verdict paste: %s (--%s)\n * TRUE: %s\n * %s\n */\n' % (c['name'], c['puzzle'], c['verdict'],
               c['reason'].replace('\n', '\n * ')))
        others = ''.join('#define %s reference_%s\n' % (KER[p], KER[p]) for p in c['defines'])
        others += '#include "%s"\n' % sol
        others += ''.join('#undef %s\n' % KER[p] for p in c['defines'])
        text = c['text'].strip('\n').replace('@OTHERS@', others.rstrip('\n'))
        src = (ban + text) if c['banner'] == 'top' else (text + '\n' + ban.rstrip('\n'))
        if c['final_nl']:
            src += '\n'
        if c['crlf']:
            src = src.replace('\n', '\r\n')
        data = src.encode('utf-8')
        if c['bom']:
            data = b'\xef\xbb\xbf' + data
        open(os.path.join(OUT, c['name'] + '.cu'), 'wb').write(data)
    with open(os.path.join(OUT, 'cases.tsv'), 'w') as f:
        for c in CASES:
            f.write('%s\t%s\t%s\t%s\n' % (c['name'], c['puzzle'], c['verdict'], c['reason'].replace('\n', ' ')))

# ------------------------------------------------------------------ building blocks
# A correct coordination kernel (block sum of scaled inputs, split cluster barrier).
COORD = r'''
__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const int gid = blockIdx.x * blockDim.x + threadIdx.x;
    sdata[threadIdx.x] = gid < size ? input[gid] * (float)(rank + 1) : 0.0f;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i)
            s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();
}
'''

# A typical pasted host side: error macro, a launcher with cudaLaunchKernelEx and a cluster
# attribute, and main() with cudaMalloc/cudaMemcpy/<<<>>>.
HOST_MAIN = r'''
#define CUDA_CHECK(call)                                                      \
    do {                                                                      \
        cudaError_t err_ = (call);                                            \
        if (err_ != cudaSuccess) {                                            \
            fprintf(stderr, "CUDA error %s at %s:%d\n",                       \
                    cudaGetErrorString(err_), __FILE__, __LINE__);            \
            exit(EXIT_FAILURE);                                               \
        }                                                                     \
    } while (0)

int main()
{
    const int n = SIZE;
    float h_in[SIZE], h_out[CLUSTER_SIZE];
    for (int i = 0; i < n; ++i)
        h_in[i] = (float)(i % 10) * 0.1f;
    float *d_in = nullptr, *d_out = nullptr;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_out, CLUSTER_SIZE * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(d_in, h_in, n * sizeof(float), cudaMemcpyHostToDevice));
    cluster_coordination_basics<<<SIZE / TPB, TPB>>>(d_out, d_in, n);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(h_out, d_out, sizeof(h_out), cudaMemcpyDeviceToHost));
    for (int b = 0; b < CLUSTER_SIZE; ++b)
        printf("block %d: %f\n", b, h_out[b]);
    cudaFree(d_in);
    cudaFree(d_out);
    return 0;
}
'''

# ================================================================ 1. a full program pasted in
whole('h01_full_program_main', 'coordination', 'refuse',
      'The whole program an assistant writes: <cstdio>/<cstdlib>, the kernel, a CUDA_CHECK macro and int main() with cudaMalloc, cudaMemcpy, a <<<>>> launch and cudaFree. nvcc builds it (a .cu may hold host code). SPEC Kernel interface: a kernel file holds device code only, host code is refused: the build must stop naming main() and its line, not call the host launch "dynamic parallelism" (that is a launch from device code, PG CUDA Dynamic Parallelism) nor fail on a parse error.',
      r'''
#include <cstdio>
#include <cstdlib>
#include "kernels.h"

@OTHERS@
''' + COORD + HOST_MAIN)

whole('h02_main_iostream_vector_chrono', 'reduction', 'refuse',
      'A full program with <iostream>, <vector>, <chrono>, `using namespace std;`, a std::vector host buffer, a std::chrono timer and cudaLaunchKernelEx with a cudaLaunchAttributeClusterDimension attribute in main(). The kernel is correct. nvcc builds it; SPEC: host code is refused, naming main() and its line.',
      r'''
#include <iostream>
#include <vector>
#include <chrono>
#include "kernels.h"
using namespace std;

@OTHERS@

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const int gid = blockIdx.x * blockDim.x + tid;
    sdata[tid] = gid < size ? input[gid] : 0.0f;
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r)
            total += temp_storage[r];
        output[0] = total;
    }
}

int main()
{
    vector<float> h_in(SIZE);
    for (int i = 0; i < SIZE; ++i) h_in[i] = (float)i;
    float *d_in, *d_out, *d_tmp;
    cudaMalloc(&d_in, SIZE * sizeof(float));
    cudaMalloc(&d_out, sizeof(float));
    cudaMalloc(&d_tmp, CLUSTER_SIZE * sizeof(float));
    cudaMemcpy(d_in, h_in.data(), SIZE * sizeof(float), cudaMemcpyHostToDevice);
    cudaLaunchConfig_t config = {};
    config.gridDim = dim3(SIZE / TPB);
    config.blockDim = dim3(TPB);
    cudaLaunchAttribute attr[1];
    attr[0].id = cudaLaunchAttributeClusterDimension;
    attr[0].val.clusterDim.x = CLUSTER_SIZE;
    attr[0].val.clusterDim.y = 1;
    attr[0].val.clusterDim.z = 1;
    config.attrs = attr;
    config.numAttrs = 1;
    auto t0 = chrono::high_resolution_clock::now();
    cudaLaunchKernelEx(&config, cluster_collective_operations, d_out, (const float *)d_in, d_tmp, SIZE);
    cudaDeviceSynchronize();
    auto t1 = chrono::high_resolution_clock::now();
    float result = 0;
    cudaMemcpy(&result, d_out, sizeof(float), cudaMemcpyDeviceToHost);
    cout << "sum = " << result << " in "
         << chrono::duration<double, milli>(t1 - t0).count() << " ms" << endl;
    return 0;
}
''')

whole('h03_host_launcher_no_main', 'coordination', 'refuse',
      'No main(), only a host launcher `void launch_coordination(float *d_out, const float *d_in, cudaStream_t stream)` that calls cudaLaunchKernelEx with a cluster attribute, never called. nvcc builds it and emits it (an external host function); SPEC: host code is refused, naming launch_coordination and its line.',
      r'''
#include "kernels.h"

@OTHERS@
''' + COORD + r'''
void launch_coordination(float *d_out, const float *d_in, cudaStream_t stream)
{
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3(SIZE / TPB, 1, 1);
    cfg.blockDim = dim3(TPB, 1, 1);
    cfg.stream = stream;
    cudaLaunchAttribute attr;
    attr.id = cudaLaunchAttributeClusterDimension;
    attr.val.clusterDim.x = CLUSTER_SIZE;
    attr.val.clusterDim.y = 1;
    attr.val.clusterDim.z = 1;
    cfg.attrs = &attr;
    cfg.numAttrs = 1;
    cudaLaunchKernelEx(&cfg, cluster_coordination_basics, d_out, d_in, (int)SIZE);
}
''')

whole('h04_gpuerrchk_inline_unused', 'coordination', 'refuse',
      'The StackOverflow gpuErrchk idiom: `#define gpuErrchk(ans) { gpuAssert((ans), __FILE__, __LINE__); }` and `inline void gpuAssert(cudaError_t code, const char *file, int line, bool abort = true)` (fprintf, cudaGetErrorString, exit), never called. nvcc builds it; an unused inline host function emits no code, but it is host code in the kernel file (SPEC: refused). Either way the build must not fail on something only the simulator lacks (cudaGetErrorString "not declared"): the message must name gpuAssert as host code and its line.',
      r'''
#include <cstdio>
#include <cstdlib>
#include "kernels.h"

#define gpuErrchk(ans) { gpuAssert((ans), __FILE__, __LINE__); }
inline void gpuAssert(cudaError_t code, const char *file, int line, bool abort = true)
{
    if (code != cudaSuccess) {
        fprintf(stderr, "GPUassert: %s %s %d\n", cudaGetErrorString(code), file, line);
        if (abort) exit(code);
    }
}

@OTHERS@
''' + COORD)

whole('h05_cuda_check_macro_only', 'coordination', 'pass',
      'A CUDA_CHECK macro (do { cudaError_t e = (x); if (e != cudaSuccess) { printf(...); } } while (0)) defined but never used, <cstdio> included, no host function. A macro is not code (SPEC: "types and macros" are allowed); nvcc builds it; the kernel is correct: pass.',
      r'''
#include <cstdio>
#include "kernels.h"

#define CUDA_CHECK(x)                                                   \
    do {                                                                \
        cudaError_t e_ = (x);                                           \
        if (e_ != cudaSuccess) {                                        \
            printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); \
        }                                                               \
    } while (0)

@OTHERS@
''' + COORD)

whole('h06_static_host_object_ctor', 'coordination', 'refuse',
      'A host `static` object with a constructor at namespace scope (`static std::vector<float> g_host_buffer(SIZE);`, the cache an assistant adds for the host side). nvcc builds it and registers a static constructor (.init_array). SPEC: host code is refused (check-kernel-file: static constructor), naming the line.',
      r'''
#include <vector>
#include "kernels.h"

static std::vector<float> g_host_buffer(SIZE);

@OTHERS@
''' + COORD)

whole('h07_host_static_struct_ctor_timer', 'coordination', 'refuse',
      'A host struct Timer with a user constructor that reads std::chrono::steady_clock, and `static Timer g_timer;` at namespace scope. nvcc builds it (a dynamic initialiser in .init_array); SPEC: refused, naming the object or its constructor and a line of it.',
      r'''
#include <chrono>
#include "kernels.h"

struct Timer {
    std::chrono::steady_clock::time_point start;
    Timer() : start(std::chrono::steady_clock::now()) {}
};
static Timer g_timer;

@OTHERS@
''' + COORD)

whole('h08_memcpytosymbol_constant', 'coordination', 'refuse',
      '`__constant__ float c_scale[CLUSTER_SIZE];` filled by `void upload_scales()` with cudaMemcpyToSymbol (never called). nvcc builds it; the host function is refused (SPEC), naming upload_scales and its line. (Had it been accepted the kernel would read zeros: nothing fills c_scale.)',
      r'''
#include "kernels.h"

__constant__ float c_scale[CLUSTER_SIZE];

void upload_scales()
{
    const float h[CLUSTER_SIZE] = {1.0f, 2.0f, 3.0f, 4.0f};
    cudaMemcpyToSymbol(c_scale, h, sizeof(h));
}

@OTHERS@

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * c_scale[rank];
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();
}
''')

whole('h09_constant_table_initialised', 'coordination', 'pass',
      '`__constant__ float c_scale[CLUSTER_SIZE] = {1, 2, 3, 4};` (a __constant__ variable may have a constant initialiser, PG Variable Memory Space Specifiers / C++ Language Support: device variable initialisation) read with the rank in device code. nvcc builds it; scaling is right: pass.',
      r'''
#include "kernels.h"

__constant__ float c_scale[CLUSTER_SIZE] = {1.0f, 2.0f, 3.0f, 4.0f};

@OTHERS@

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * c_scale[rank];
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();
}
''')

whole('h10_managed_debug_counter', 'coordination', 'pass',
      '`__managed__ unsigned int g_calls = 0;` bumped with atomicAdd by thread 0 of each block (a debug counter the host would read); nothing reads it in device code. __managed__ implies __device__ (PG __managed__); an atomic is never a race; nvcc builds it: pass.',
      r'''
#include "kernels.h"

__managed__ unsigned int g_calls = 0;

@OTHERS@

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0)
        atomicAdd(&g_calls, 1u);
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();
}
''')

whole('h11_hd_helper_cuda_arch_branches', 'coordination', 'pass',
      'A `__host__ __device__` helper `scale_of(rank)` whose `#ifdef __CUDA_ARCH__` branch returns rank + 1 and whose `#else` branch (host path) uses std::cout and returns 0. PG __CUDA_ARCH__: the device pass compiles the device branch, the host pass the other; the kernel only runs the device branch. README: a __host__ __device__ helper is device code and accepted. nvcc builds it: pass (the simulator must take the device branch; taking the host one gives 0 sums).',
      r'''
#include <iostream>
#include "kernels.h"

__host__ __device__ inline float scale_of(unsigned int rank)
{
#ifdef __CUDA_ARCH__
    return (float)(rank + 1);
#else
    std::cout << "scale_of called on the host" << std::endl;
    return 0.0f;
#endif
}

@OTHERS@

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * scale_of(rank);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_wait();
}
''')

whole('h12_kernel_cuda_arch_900_fallback', 'reduction', 'pass',
      'The kernel body under `#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900` (cluster code) with an `#else` fallback that stores 0 (for older GPUs / the host pass). PG __CUDA_ARCH__: the sm_90a device pass compiles the first branch. The simulator is an sm_90 device pass (README): it must run the cluster branch (a fallback run gives 0.0, wrong). nvcc builds it: pass.',
      r'''
#include "kernels.h"

@OTHERS@

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
#else
    if (blockIdx.x == 0 && threadIdx.x == 0)
        output[0] = 0.0f;  // clusters need sm_90
#endif
}
''')

whole('h13_cuda_arch_error_guard', 'coordination', 'pass',
      'An assistant\'s guard `#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 900` / `#error "needs sm_90"` / `#endif` at file scope. The p34 build compiles the device side for sm_90a (and the host pass has no __CUDA_ARCH__), so the #error is never reached; nvcc builds it; kernel correct: pass.',
      r'''
#include "kernels.h"

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 900
#error "thread block clusters need compute capability 9.0 (sm_90)"
#endif

@OTHERS@
''' + COORD)

whole('h14_host_device_fn_not_inline_cout', 'coordination', 'pass',
      'A non-inline `__host__ __device__ float scaled(float x, unsigned r)` whose host path (`#ifndef __CUDA_ARCH__`) prints with std::cout. nvcc emits a host version of it (host code in the object), but README/check-kernel-file: a __host__ __device__ helper is device code and accepted. The device path is right: pass.',
      r'''
#include <iostream>
#include "kernels.h"

__host__ __device__ float scaled(float x, unsigned int r)
{
#ifndef __CUDA_ARCH__
    std::cout << "host path" << std::endl;
#endif
    return x * (float)(r + 1);
}

@OTHERS@

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = scaled(input[blockIdx.x * blockDim.x + threadIdx.x], rank);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();
}
''')

whole('h15_host_path_in_kernel_wrong', 'coordination', 'pass',
      'Inside the kernel, `#ifndef __CUDA_ARCH__` guards a host-only branch that would store a wrong value (output[rank] = -1) and the device branch is right. A __global__ body\'s host pass is never run (nvcc replaces it with a launch stub); the sm_90a device pass drops the host branch: pass. The simulator must never run the host branch.',
      r'''
#include "kernels.h"

@OTHERS@

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
#ifndef __CUDA_ARCH__
    if (threadIdx.x == 0) output[rank] = -1.0f;
    return;
#endif
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();
}
''')

# ================================================================ 2. where the kernels live
whole('k01_kernels_in_namespace', 'coordination', 'refuse',
      'All four kernels (the solution\'s, included) and the coordination kernel inside `namespace p34 { ... }` with no using-declaration. nvcc builds the file alone, but SPEC Kernel interface fixes the four kernel names at file scope: p34 cannot find `cluster_coordination_basics` and must say so clearly, naming the file and where the kernel is (p34::cluster_coordination_basics), not an error inside p34\'s own kernel_table.cu.',
      r'''
#include "kernels.h"

namespace p34 {
@OTHERS@
''' + COORD + r'''
}  // namespace p34
''', defines=['coordination'])

whole('k02_namespace_with_using', 'coordination', 'pass',
      'The coordination kernel in `namespace mine` and `using mine::cluster_coordination_basics;` at file scope (C++ [namespace.udecl]: the name is found by qualified lookup in the enclosing namespace). nvcc builds it; the kernel is correct: pass.',
      r'''
#include "kernels.h"

@OTHERS@

namespace mine {
''' + COORD + r'''
}  // namespace mine
using mine::cluster_coordination_basics;
''')

whole('k03_anonymous_namespace', 'coordination', 'pass',
      'The coordination kernel inside an anonymous namespace (internal linkage; its members are found in the enclosing namespace through the implicit using-directive, C++ [namespace.unnamed]). nvcc accepts a __global__ function in an unnamed namespace (the kernel is registered by this translation unit); correct kernel: pass.',
      r'''
#include "kernels.h"

@OTHERS@

namespace {
''' + COORD + r'''
}  // namespace
''')

whole('k04_static_global', 'coordination', 'pass',
      '`static __global__ void cluster_coordination_basics(...)` (internal linkage; nvcc allows static __global__ functions, registered by their own translation unit). Correct kernel: pass.',
      r'''
#include "kernels.h"

@OTHERS@
''' + COORD.replace('__global__ void cluster_coordination_basics', 'static __global__ void cluster_coordination_basics'))

whole('k05_extern_c_global', 'coordination', 'pass',
      '`extern "C" __global__ void cluster_coordination_basics(...)` (C linkage, the form for cuModuleGetFunction / NVRTC lookups; PG allows extern "C" __global__). nvcc builds it; it must build beside the solution\'s kernel of the same name in another kernel table (a C name is one name in the program) and pass.',
      r'''
#include "kernels.h"

@OTHERS@

extern "C" ''' + COORD.strip('\n'))

whole('k06_extern_c_block_all_kernels', 'reduction', 'pass',
      'The whole file inside `extern "C" { ... }`: the solution\'s kernels and a correct reduction kernel all get C linkage. nvcc builds it; p34 must link it (its C names must not clash with the solution table\'s kernels or the GPU table\'s host stubs) and pass.',
      r'''
#include "kernels.h"

extern "C" {
@OTHERS@

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
}
}  // extern "C"
''')

whole('k07_global_overload_double', 'coordination', 'pass',
      'Two `__global__` overloads named cluster_coordination_basics: the float one of the puzzle and a double one (double *, const double *, int) an assistant added. Overloaded kernels are allowed (C++ overloading; PG __global__ functions); the launcher\'s function-pointer type picks the float one ([over.over]). nvcc builds it: pass.',
      r'''
#include "kernels.h"

@OTHERS@
''' + COORD + r'''
__global__ void cluster_coordination_basics(double *output, const double *input, int size)
{
    if (threadIdx.x == 0 && blockIdx.x == 0)
        output[0] = input[0];
}
''')

whole('k08_default_argument_kernel', 'coordination', 'pass',
      'The kernel with a default argument `int size = SIZE` (C++ default arguments are allowed on __global__ functions; the launcher passes size anyway). nvcc builds it: pass.',
      r'''
#include "kernels.h"

@OTHERS@
''' + COORD.replace('const float *input, int size)', 'const float *input, int size = SIZE)'))

whole('k09_template_kernel_explicit_instantiation', 'coordination', 'pass',
      'A templated kernel `template <int BLOCK> __global__ void block_sum(...)` with an explicit instantiation `template __global__ void block_sum<TPB>(float *, const float *, int);` (never launched), and the puzzle kernel calls the same block-sum logic through a __device__ template. Explicit instantiation of a __global__ template is plain C++ (nvcc registers its stub: host stub code nvcc generates, not user host code). nvcc builds it; correct: pass.',
      r'''
#include "kernels.h"

template <int BLOCK>
__device__ float block_total(const float *v, float scale)
{
    __shared__ float s[BLOCK];
    s[threadIdx.x] = v[threadIdx.x] * scale;
    __syncthreads();
    float t = 0.0f;
    if (threadIdx.x == 0)
        for (int i = 0; i < BLOCK; ++i) t += s[i];
    return t;
}

template <int BLOCK>
__global__ void block_sum(float *out, const float *in, int n)
{
    float t = block_total<BLOCK>(in + blockIdx.x * BLOCK, 1.0f);
    if (threadIdx.x == 0) out[blockIdx.x] = t;
}
template __global__ void block_sum<TPB>(float *, const float *, int);

@OTHERS@

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    const unsigned int rank = block_rank_in_cluster();
    const float t = block_total<TPB>(input + blockIdx.x * TPB, (float)(rank + 1));
    if (threadIdx.x == 0) output[rank] = t;
    cluster_sync();
}
''')

whole('k10_puzzle_kernel_is_template', 'coordination', 'pass',
      'The puzzle kernel itself written as `template <int BLOCK = TPB> __global__ void cluster_coordination_basics(...)` plus `template __global__ void cluster_coordination_basics<TPB>(float *, const float *, int);`. Taking its address for a `void (*)(float *, const float *, int)` deduces nothing from the parameters and uses the default BLOCK (C++ [temp.deduct.funcaddr], [over.over]). nvcc builds it: pass.',
      r'''
#include "kernels.h"

@OTHERS@

template <int BLOCK = TPB>
__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float sdata[BLOCK];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * BLOCK + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < BLOCK; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();
}
template __global__ void cluster_coordination_basics<TPB>(float *, const float *, int);
''')

whole('k11_redefine_helper_of_kernels_h', 'coordination', 'pass',
      'The file defines its own `__device__ __forceinline__ unsigned int block_rank_in_cluster()` (pasted from the seeds) with the same body as kernels.h\'s. Compiled as a whole file by `nvcc -c p34.cu` this is a redefinition, but p34 builds a kernel file inside its own namespace (kernel_table.cu), where it is a different function that hides kernels.h\'s: both p34 backends build it the same way and the kernel is right. Truth for p34: pass (the GPU and the simulator agree).',
      r'''
#include "kernels.h"

__device__ __forceinline__ unsigned int block_rank_in_cluster()
{
    return cg::this_cluster().block_rank();
}

@OTHERS@
''' + COORD)

whole('k12_constexpr_warp_size_clash', 'advanced', 'build-fail',
      '`constexpr int WARP_SIZE = 32;` and `static constexpr unsigned FULL_MASK = 0xffffffffu;` at file scope, as assistants write them. kernels.h #defines WARP_SIZE 32, so the line becomes `constexpr int 32 = 32;`: nvcc refuses it ("expected an identifier"); p34 must refuse it too, naming the line.',
      r'''
#include "kernels.h"

constexpr int WARP_SIZE = 32;
static constexpr unsigned FULL_MASK = 0xffffffffu;

@OTHERS@

__global__ void advanced_cluster_patterns(float *output, const float *input, int size)
{
    __shared__ float wsum[TPB / 32];
    const unsigned int rank = block_rank_in_cluster();
    float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (rank + 1.0f);
    for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(FULL_MASK, v, o);
    if ((threadIdx.x & 31) == 0) wsum[threadIdx.x / 32] = v;
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / 32; ++w) s += wsum[w];
        output[rank] = s;
    }
    cluster_sync();
}
''')

whole('k13_redefine_cluster_size_macro', 'reduction', 'fail 1',
      '`#define CLUSTER_SIZE 2` after kernels.h (an assistant\'s "config" block; the other constants repeated with their own values, which is allowed). A macro redefinition with another value is ill-formed but both compilers only warn ([cpp.replace]; nvcc: "incompatible redefinition of macro", g++: "redefined"). The reduction sums temp_storage[0..CLUSTER_SIZE-1] = 2 partials of 4: wrong value, exit 1.',
      r'''
#include "kernels.h"

// ---- configuration ----
#define TPB 256
#define WARP_SIZE 32
#define CLUSTER_SIZE 2

@OTHERS@

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) total += temp_storage[r];
        output[0] = total;
    }
}
''')

whole('k14_namespace_cg_again_using_std', 'advanced', 'pass',
      '`#include <cooperative_groups.h>`, `namespace cg = cooperative_groups;` again (a namespace alias may be redeclared to the same namespace, C++ [namespace.alias]), `using namespace std;`, and device code calling max(a, b) on floats (CUDA\'s non-template ::max(float, float) beats the std::max template in overload resolution, so no host function is called). nvcc builds it: pass.',
      r'''
#include <cooperative_groups.h>
#include <algorithm>
#include "kernels.h"
namespace cg = cooperative_groups;
using namespace std;

@OTHERS@

__global__ void advanced_cluster_patterns(float *output, const float *input, int size)
{
    __shared__ float sdata[TPB];
    __shared__ float wsum[TPB / WARP_SIZE];
    cg::thread_block block = cg::this_thread_block();
    const unsigned int rank = cg::this_cluster().block_rank();
    const unsigned int tid = block.thread_rank();
    sdata[tid] = max(input[blockIdx.x * TPB + tid], 0.0f) * (float)(rank + 1);
    block.sync();
    if (elect_one_sync()) {
        const unsigned int w = tid / WARP_SIZE;
        float s = 0.0f;
        for (int i = 0; i < WARP_SIZE; ++i) s += sdata[w * WARP_SIZE + i];
        wsum[w] = s;
    }
    block.sync();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += wsum[w];
        output[rank] = s;
    }
    cg::this_cluster().sync();
}
''')

whole('k15_pragma_once_vs_includes', 'coordination', 'pass',
      '`#pragma once` at the top (pasted from a header), then `#include <cuda_runtime.h>`, `#include "device_launch_parameters.h"` (Visual Studio\'s template) and `#include <stdio.h>`. #pragma once in an included file is harmless; the headers are CUDA\'s own; nvcc builds it: pass.',
      r'''
#pragma once
#include <cuda_runtime.h>
#include "device_launch_parameters.h"
#include <stdio.h>
#include "kernels.h"

@OTHERS@
''' + COORD)

# ================================================================ 3. file formats
CRLF_TEXT = r'''
#include <cstdio>
#include "kernels.h"

#define CHECK_LAST()                                                        \
    do {                                                                    \
        if (threadIdx.x == 0 && blockIdx.x == 0)                            \
            printf("kernel reached the end\n");                             \
    } while (0)

#define BLOCK_THREADS 256

@OTHERS@

__global__ void __launch_bounds__(BLOCK_THREADS) cluster_coordination_basics(float *output, const float *input, int size)
{
    extern __shared__ float unused_dyn[];
    __shared__ float sdata[BLOCK_THREADS];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < BLOCK_THREADS; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();
}
'''
whole('f01_crlf_line_endings', 'coordination', 'pass',
      'The file saved with Windows CRLF line endings throughout, with a multi-line macro (backslash continuations before \\r\\n), __launch_bounds__ of an object-like macro, and an unused `extern __shared__` declaration (never accessed, so 0 dynamic bytes do not matter). C++ [lex.phases]: CRLF is an implementation-defined new-line that both nvcc and g++ accept, backslash-CR-LF included. nvcc builds it: pass.',
      CRLF_TEXT, crlf=True)

whole('f02_utf8_bom_first_include', 'advanced', 'pass',
      'A UTF-8 byte-order mark (Visual Studio\'s "UTF-8 with signature") directly before the first line, `#include <cub/cub.cuh>`, and the advanced kernel using cub::WarpReduce (README: <cub/cub.cuh> is supported). Compilers skip a leading BOM; nvcc builds it: pass. (The banner comment is at the end so that the BOM is followed by the #include.)',
      r'''
#include <cub/cub.cuh>
#include "kernels.h"

@OTHERS@

__global__ void advanced_cluster_patterns(float *output, const float *input, int size)
{
    using WarpReduce = cub::WarpReduce<float>;
    __shared__ typename WarpReduce::TempStorage temp[TPB / WARP_SIZE];
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned int rank = block_rank_in_cluster();
    const unsigned int w = threadIdx.x / WARP_SIZE;
    const float v = input[blockIdx.x * TPB + threadIdx.x] * (float)(rank + 1);
    const float s = WarpReduce(temp[w]).Sum(v);
    if ((threadIdx.x % WARP_SIZE) == 0) wsum[w] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int i = 0; i < TPB / WARP_SIZE; ++i) t += wsum[i];
        output[rank] = t;
    }
    cluster_sync();
}
''', bom=True, banner='end')

whole('f03_non_ascii_comments_tabs', 'coordination', 'pass',
      'Comments in Chinese, German and emoji (注释: 归约; Größe; ✅ 🚀), a printf format with "✓" and "µs" inside a never-true branch, and tab indentation. UTF-8 in comments and string literals is fine for both compilers; nvcc builds it: pass.',
      r'''
#include <cstdio>
#include "kernels.h"

// 归约 (reduction) — Größe des Blocks: TPB ✅ 🚀
/* Schritt 1: Eingaben skalieren · Schritt 2: Summe */

@OTHERS@

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
	__shared__ float sdata[TPB];	// 共享内存
	const unsigned int rank = block_rank_in_cluster();	// Rang im Cluster
	sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
	__syncthreads();
	if (threadIdx.x == 0) {
		float s = 0.0f;
		for (int i = 0; i < TPB; ++i)
			s += sdata[i];	// Σ
		if (s < -1.0e30f)
			printf("✓ seltsam: %f µs\n", s);
		output[rank] = s;
	}
	cluster_sync();	// 🚀
}
''')

whole('f04_line_directive', 'coordination', 'refuse',
      'A `#line 1 "kernel.cu"` directive left by a code generator at the top of the pasted kernel. nvcc builds it, but p34 refuses #line directives (README / check-kernel-file: they would make every FILE:LINE p34 reports point at another file). The refusal must name the directive\'s line in this file.',
      r'''
#include "kernels.h"

@OTHERS@
#line 1 "kernel.cu"
''' + COORD)

whole('f05_very_long_lines', 'reduction', 'pass',
      'A __device__ table of 1024 floats written on ONE line (about 6000 characters) and a one-line kernel body of about 700 characters. Line length is unlimited for both compilers; the kernel sums input[] (the table is used only as a no-op factor of 1.0f): nvcc builds it: pass.',
      r'''
#include "kernels.h"

__device__ const float g_ones[SIZE] = {''' + ', '.join(['1.0f'] * 1024) + r'''};

@OTHERS@

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size) { __shared__ float sdata[TPB]; const unsigned int tid = threadIdx.x; const unsigned int rank = block_rank_in_cluster(); const int gid = blockIdx.x * blockDim.x + tid; sdata[tid] = input[gid] * g_ones[gid]; __syncthreads(); for (unsigned int s = TPB / 2; s > 0; s >>= 1) { if (tid < s) sdata[tid] += sdata[tid + s]; __syncthreads(); } if (tid == 0) temp_storage[rank] = sdata[0]; cluster_sync(); if (rank == 0 && tid == 0) { float total = 0.0f; for (int r = 0; r < CLUSTER_SIZE; ++r) total += temp_storage[r]; output[0] = total; } }
''')

whole('f06_trailing_backslash_eats_barrier', 'reduction', 'fail 1',
      'A `//` comment ending in a backslash (`// halve the stride \\`): C++ [lex.phases] phase 2 splices the next line into the comment, so `__syncthreads();` on the next line is commented out (both compilers; g++ warns "multi-line comment"). The tree then reads sdata[tid + s] that other warps write in the same step with no barrier: a data race (PTX Memory Consistency Model), wrong sum on a GPU in general; exit 1 (race).',
      r'''
#include "kernels.h"

@OTHERS@

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        // wait for the whole block, then halve the stride \
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
}
''')

whole('f07_no_final_newline_extern_shared', 'coordination', 'pass',
      'The file ends with `}` and no newline (allowed since C++11: a file that does not end in a new-line is completed by the implementation), and declares a `static __shared__` buffer (the form of CUDA\'s samples, which the simulator build rewrites). nvcc builds it: pass. (Banner at the top, so the last byte is the kernel\'s `}`.)',
      r'''
#include "kernels.h"

@OTHERS@

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    static __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();
}''', final_nl=False)

whole('f08_crlf_bom_host_main', 'coordination', 'refuse',
      'A Windows file (BOM + CRLF) holding the whole program: <cstdio>, the kernel and int main() with cudaMalloc and a <<<>>> launch. nvcc builds it; SPEC: host code is refused, naming main() and its line (line numbers must count CRLF lines right).',
      r'''
#include <cstdio>
#include "kernels.h"

@OTHERS@
''' + COORD + r'''
int main(void)
{
    float *d_in, *d_out;
    cudaMalloc((void **)&d_in, SIZE * sizeof(float));
    cudaMalloc((void **)&d_out, CLUSTER_SIZE * sizeof(float));
    cluster_coordination_basics<<<SIZE / TPB, TPB>>>(d_out, d_in, SIZE);
    cudaDeviceSynchronize();
    printf("done\n");
    return 0;
}
''', bom=True, crlf=True, banner='end')

# ================================================================ 4. how assistants write kernels
whole('a01_restrict_unroll_static_assert_bounds', 'advanced', 'pass',
      '`__restrict__` on every pointer, `static_assert(TPB % 32 == 0, ...)`, `__launch_bounds__(TPB)`, `#pragma unroll` on the warp loops, const locals, one elected lane per warp (elect_one_sync) summing its 32 values through a __restrict__ shared pointer, thread 0 summing the 8. All legal (PG Launch Bounds: 256 threads = TPB); nvcc builds it: pass.',
      r'''
#include "kernels.h"

static_assert(TPB % 32 == 0, "TPB must be a multiple of the warp size");
static_assert(TPB / 32 <= 32, "one warp reduces the warp sums");

@OTHERS@

__global__ void __launch_bounds__(TPB) advanced_cluster_patterns(float *__restrict__ output, const float *__restrict__ input, int size)
{
    __shared__ float sdata[TPB];
    __shared__ float wsum[TPB / WARP_SIZE];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float scale = static_cast<float>(rank + 1);
    sdata[tid] = __ldg(&input[blockIdx.x * TPB + tid]) * scale;
    __syncthreads();
    if (elect_one_sync()) {
        const float *__restrict__ row = &sdata[(tid / WARP_SIZE) * WARP_SIZE];
        float s = 0.0f;
#pragma unroll
        for (int i = 0; i < WARP_SIZE; ++i) s += row[i];
        wsum[tid / WARP_SIZE] = s;
    }
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
#pragma unroll
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += wsum[w];
        output[rank] = s;
    }
    cluster_sync();
}
''')

whole('a02_grid_stride_loop', 'reduction', 'pass',
      'A grid-stride loop `for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < size; i += blockDim.x * gridDim.x)` accumulating per thread (one iteration here: grid x block = size), then a shuffle warp reduce, warp sums in shared, warp 0 reduces them, temp_storage[rank], cluster_sync, rank 0 thread 0 adds. Correct for any size: pass.',
      r'''
#include "kernels.h"

#define FULL_MASK 0xffffffffu

__device__ __forceinline__ float warp_reduce_sum(float v)
{
#pragma unroll
    for (int offset = WARP_SIZE / 2; offset > 0; offset >>= 1)
        v += __shfl_down_sync(FULL_MASK, v, offset);
    return v;
}

@OTHERS@

__global__ void cluster_collective_operations(float *__restrict__ output, const float *__restrict__ input, float *__restrict__ temp_storage, int size)
{
    __shared__ float warp_sums[TPB / WARP_SIZE];
    const int lane = threadIdx.x % WARP_SIZE;
    const int warp = threadIdx.x / WARP_SIZE;
    float sum = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < size; i += blockDim.x * gridDim.x)
        sum += input[i];
    sum = warp_reduce_sum(sum);
    if (lane == 0) warp_sums[warp] = sum;
    __syncthreads();
    if (warp == 0) {
        sum = lane < TPB / WARP_SIZE ? warp_sums[lane] : 0.0f;
        sum = warp_reduce_sum(sum);
        if (lane == 0) temp_storage[block_rank_in_cluster()] = sum;
    }
    cluster_sync();
    if (block_rank_in_cluster() == 0 && threadIdx.x == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) total += temp_storage[r];
        output[0] = total;
    }
}
''')

whole('a03_early_return_never_fires', 'coordination', 'pass',
      '`const int tid = threadIdx.x + blockIdx.x * blockDim.x; if (tid >= size) return;` before __syncthreads and the cluster barrier. size = 1024 = grid x block, so no thread returns; every barrier is reached by all threads: pass (the assistant\'s guard is harmless here).',
      r'''
#include "kernels.h"

@OTHERS@

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    const int tid = threadIdx.x + blockIdx.x * blockDim.x;
    if (tid >= size) return;
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[tid] * (float)(rank + 1);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();
}
''')

whole('a04_early_return_off_by_one', 'coordination', 'fail 1',
      '`if (tid >= size - 1) return;` (an off-by-one "last element" guard) before the load: thread 255 of block 3 returns without storing sdata[255]; the others pass __syncthreads (PTX exit: exited threads do not hold up bar.sync) and thread 0 of block 3 sums sdata[255], which nobody wrote: shared memory starts undefined, so output[3] is garbage (in p34 the uninitialised read is named). Wrong, exit 1.',
      r'''
#include "kernels.h"

@OTHERS@

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    const int tid = threadIdx.x + blockIdx.x * blockDim.x;
    if (tid >= size - 1) return;
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[tid] * (float)(rank + 1);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();
}
''')

whole('a05_assert_device_cassert', 'coordination', 'pass',
      '`#include <cassert>` and device `assert(blockDim.x == TPB)`, `assert(size % TPB == 0)`, `assert(rank < CLUSTER_SIZE)`: all hold (PG Assertion: a failed assert stops the kernel; none fails). nvcc builds it: pass.',
      r'''
#include <cassert>
#include "kernels.h"

@OTHERS@

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    assert(blockDim.x == TPB);
    assert(size % TPB == 0);
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    assert(rank < CLUSTER_SIZE);
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();
}
''')

whole('a06_extern_shared_sized_at_launch', 'coordination', 'fail 5',
      'The assistant\'s `extern __shared__ float sdata[];` "sized at launch" (its own main() would pass TPB * sizeof(float) as the third <<<>>> argument, but here nothing does: p34\'s launcher passes 0 bytes of dynamic shared memory, kernels.cu). Every sdata[tid] store is outside the 0-byte allocation: an out-of-range shared access, exit 5 (PG Shared Memory: the size comes from the launch).',
      r'''
#include "kernels.h"

@OTHERS@

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    extern __shared__ float sdata[];
    const int tid = threadIdx.x + blockIdx.x * blockDim.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[tid] * (float)(rank + 1);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < blockDim.x; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();
}
''')

whole('a07_helper_struct_methods', 'reduction', 'pass',
      'A helper `struct BlockReducer { float *smem; __device__ float sum(float v) const { ... } };` with __device__ member functions, constructed in the kernel over a __shared__ array; tree with __syncthreads at uniform points; temp_storage; cluster_sync; one writer. nvcc builds it: pass.',
      r'''
#include "kernels.h"

struct BlockReducer {
    float *smem;
    __device__ explicit BlockReducer(float *s) : smem(s) {}
    __device__ float sum(float v) const
    {
        const unsigned int t = threadIdx.x;
        smem[t] = v;
        __syncthreads();
        for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (t < s) smem[t] += smem[t + s];
            __syncthreads();
        }
        return smem[0];
    }
};

@OTHERS@

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ float scratch[TPB];
    const BlockReducer reducer(scratch);
    const unsigned int rank = block_rank_in_cluster();
    const float block_sum = reducer.sum(input[blockIdx.x * blockDim.x + threadIdx.x]);
    if (threadIdx.x == 0) temp_storage[rank] = block_sum;
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0) {
        float total = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) total += temp_storage[r];
        output[0] = total;
    }
}
''')

whole('a08_cg_cluster_mixed_with_helpers', 'coordination', 'pass',
      'cg::this_cluster() and kernels.h helpers mixed: `auto cluster = cg::this_cluster();`, `cluster_arrive()` (kernels.h) then `cluster.barrier_wait()` (cg), rank from cluster.block_rank(), `cluster.num_blocks()` asserted in an if. Both name the same hardware barrier (barrier.cluster.arrive / wait, PTX), so the arrive/wait pair matches: pass.',
      r'''
#include "kernels.h"

@OTHERS@

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    auto cluster = cg::this_cluster();
    auto block = cg::this_thread_block();
    __shared__ float sdata[TPB];
    const auto rank = cluster.block_rank();
    const auto tid = block.thread_rank();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * static_cast<float>(rank + 1);
    block.sync();
    cluster_arrive();
    if (tid == 0 && cluster.num_blocks() == CLUSTER_SIZE) {
        float s = 0.0f;
        for (auto i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster.barrier_wait();
}
''')

whole('a09_lambda_auto_warp_reduce', 'advanced', 'pass',
      'A device lambda `auto warp_sum = [](float v) { for (...) v += __shfl_xor_sync(0xffffffff, v, o); return v; };` inside the kernel (PG Lambda Expressions: a lambda defined in device code is device code), `auto` everywhere, butterfly reduction gives every lane the warp sum; lane 0 stores the warp sum; thread 0 adds 8. nvcc builds it: pass.',
      r'''
#include "kernels.h"

@OTHERS@

__global__ void advanced_cluster_patterns(float *output, const float *input, int size)
{
    __shared__ float wsum[TPB / WARP_SIZE];
    auto warp_sum = [](float v) {
#pragma unroll
        for (int o = WARP_SIZE / 2; o > 0; o /= 2)
            v += __shfl_xor_sync(0xffffffffu, v, o);
        return v;
    };
    const auto rank = block_rank_in_cluster();
    const auto lane = threadIdx.x % WARP_SIZE;
    const auto warp = threadIdx.x / WARP_SIZE;
    const auto s = warp_sum(input[blockIdx.x * TPB + threadIdx.x] * (rank + 1.0f));
    if (lane == 0) wsum[warp] = s;
    __syncthreads();
    if (threadIdx.x == 0) {
        auto t = 0.0f;
        for (auto w : wsum) t += w;
        output[rank] = t;
    }
    cluster_sync();
}
''')

whole('a10_shared_array_blockdim_size', 'coordination', 'build-fail',
      '`__shared__ float sdata[blockDim.x];` (an assistant sizing shared memory from the launch): the size of a __shared__ array must be a constant expression; nvcc refuses it (a variable-length array is not allowed / "expression must have a constant value"). p34 must refuse it too, naming the line.',
      r'''
#include "kernels.h"

@OTHERS@

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float sdata[blockDim.x];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();
}
''')

whole('a11_last_block_ai_style', 'last-block', 'pass',
      'The threadFenceReduction shape as an assistant writes it: `__restrict__`, `__launch_bounds__(TPB)`, a `__shared__ bool amLast`, block tree, thread 0 stores partials[blockIdx.x], __threadfence(), `unsigned int ticket = atomicInc(counter, gridDim.x - 1)` (wraps to 0 on the last block: counter is 0 again, SPEC), amLast = ticket == gridDim.x - 1, __syncthreads, the last block sums partials with volatile loads. PG Memory Fence Functions example: pass.',
      r'''
#include "kernels.h"

@OTHERS@

__global__ void __launch_bounds__(TPB) last_block_reduction(float *__restrict__ output, const float *__restrict__ input, float *__restrict__ partials, unsigned int *__restrict__ counter, int size)
{
    __shared__ float sdata[TPB];
    __shared__ bool amLast;
    const unsigned int tid = threadIdx.x;
    const unsigned int gid = blockIdx.x * blockDim.x + tid;
    sdata[tid] = gid < (unsigned)size ? input[gid] : 0.0f;
    __syncthreads();
#pragma unroll
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        const unsigned int ticket = atomicInc(counter, gridDim.x - 1);
        amLast = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    if (amLast && tid == 0) {
        const volatile float *vp = partials;
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; ++b) total += vp[b];
        output[0] = total;
    }
}
''')

whole('a12_last_block_forgot_reset', 'last-block', 'fail 1',
      'As a11 but with atomicAdd(counter, 1) and no reset: the first launch is right, but counter stays at 256 (SPEC: the kernel must leave counter at 0; the second launch, with no host reset, finds no ticket == 255, so no block writes output: not written). Wrong, exit 1.',
      r'''
#include "kernels.h"

@OTHERS@

__global__ void __launch_bounds__(TPB) last_block_reduction(float *__restrict__ output, const float *__restrict__ input, float *__restrict__ partials, unsigned int *__restrict__ counter, int size)
{
    __shared__ float sdata[TPB];
    __shared__ bool amLast;
    const unsigned int tid = threadIdx.x;
    const unsigned int gid = blockIdx.x * blockDim.x + tid;
    sdata[tid] = gid < (unsigned)size ? input[gid] : 0.0f;
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        const unsigned int ticket = atomicAdd(counter, 1u);
        amLast = (ticket == gridDim.x - 1);
    }
    __syncthreads();
    if (amLast && tid == 0) {
        const volatile float *vp = partials;
        float total = 0.0f;
        for (unsigned int b = 0; b < gridDim.x; ++b) total += vp[b];
        output[0] = total;
    }
}
''')

whole('a13_cluster_dims_attribute_plus_host', 'reduction', 'refuse',
      'A pasted pair: the kernel with `__cluster_dims__(CLUSTER_SIZE, 1, 1)` and a host `void run()` launching it with <<<SIZE / TPB, TPB>>> (legal with compile-time cluster dims, PG Thread Block Clusters). nvcc builds the file; SPEC: host code is refused: the refusal must name run() and its line (the <<<>>> is a host launch, not dynamic parallelism).',
      r'''
#include "kernels.h"

@OTHERS@

__global__ void __cluster_dims__(CLUSTER_SIZE, 1, 1) cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) temp_storage[rank] = sdata[0];
    cluster_sync();
    if (rank == 0 && tid == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
}

void run(float *out, const float *in, float *tmp)
{
    cluster_collective_operations<<<SIZE / TPB, TPB>>>(out, in, tmp, SIZE);
}
''')

whole('a14_hd_macro_helpers', 'coordination', 'pass',
      'Helpers annotated through macros, as portable code does: `#define HD __host__ __device__`, `#define DEVICE_INLINE __device__ __forceinline__`; `HD inline float scale(unsigned r)` and `DEVICE_INLINE float load_scaled(...)`. Both are device functions (the macro expands to the specifiers); nvcc builds it: pass.',
      r'''
#include "kernels.h"

#define HD __host__ __device__
#define DEVICE_INLINE __device__ __forceinline__

HD inline float scale(unsigned int r) { return static_cast<float>(r + 1u); }

DEVICE_INLINE float load_scaled(const float *p, int i, unsigned int r) { return p[i] * scale(r); }

@OTHERS@

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = load_scaled(input, blockIdx.x * blockDim.x + threadIdx.x, rank);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();
}
''')

whole('a15_unannotated_helper_called', 'coordination', 'build-fail',
      'A helper without any execution-space specifier, `inline float scale_for(unsigned int rank) { return rank + 1.0f; }` (an assistant forgot __device__), called from the kernel. Unannotated functions are __host__ (PG Function Execution Space Specifiers); nvcc refuses: "calling a __host__ function(\"scale_for\") from a __global__ function is not allowed". p34 must refuse it too, naming the call\'s line and nvcc\'s reason.',
      r'''
#include "kernels.h"

inline float scale_for(unsigned int rank) { return rank + 1.0f; }

@OTHERS@

__global__ void cluster_coordination_basics(float *output, const float *input, int size)
{
    __shared__ float sdata[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * scale_for(rank);
    __syncthreads();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();
}
''')

whole('a16_ifndef_cudacc_ide_shim', 'coordination', 'pass',
      'An IDE shim: `#ifndef __CUDACC__` / `#define __global__` / `#define __shared__` / `void __syncthreads();` / `#endif` (so that a plain C++ IDE parses the file). Every p34 build defines __CUDACC__ (README), so no build compiles the shim; nvcc builds it: pass.',
      r'''
#ifndef __CUDACC__
#define __global__
#define __shared__
#define __device__
void __syncthreads();
#endif
#include "kernels.h"

@OTHERS@
''' + COORD)

whole('a17_unused_host_function_inline_static', 'coordination', 'refuse',
      'A `static` host helper `static float cpu_reference(const float *in, int rank)` (the CPU check an assistant adds), never called: nvcc builds the file and emits nothing for it (an unused internal function), but it is host code in a kernel file (SPEC: refused). The build must stop naming cpu_reference and its line, or at least never fail with a misleading reason.',
      r'''
#include "kernels.h"

static float cpu_reference(const float *in, int rank)
{
    double s = 0.0;
    for (int i = 0; i < TPB; ++i) s += in[rank * TPB + i] * (rank + 1.0);
    return (float)s;
}

@OTHERS@
''' + COORD)

whole('a18_half_block_skips_barriers', 'reduction', 'unclear',
      'An assistant\'s "only the threads with work" guard: `if (threadIdx.x < TPB / 2) { tree with __syncthreads(); temp_storage; cluster_sync(); rank 0 adds }` and nothing after it, so warps 4-7 of each block skip every barrier and exit. PTX exit: "if the exiting threads are holding up the barrier, the barrier is released" (bar.sync and barrier.cluster alike), and the guard is warp-uniform (.aligned holds). The tree\'s first step reads sdata[128..255], stored before the first __syncthreads by all threads. Same as learn c05 (half block exits): pass. UNCLEAR (lead, after GPU run 18: the H100 passes it): the Programming Guide allows __syncthreads() in conditional code only where the condition is the same for the whole block, which this breaks; PTX\'s exit rule is what the hardware does. p34 fails a barrier skipped in a branch (exit 1) and passes an explicit early `return` (learn c05).)',
      r'''
#include "kernels.h"

@OTHERS@

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    if (tid < TPB / 2) {
        for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
        if (tid == 0) temp_storage[rank] = sdata[0];
        cluster_sync();
        if (rank == 0 && tid == 0)
            output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }
}
''')

whole('a19_half_block_then_final_cluster_sync', 'reduction', 'fail 4',
      'As a18, but the assistant adds a final `cluster_sync();  // keep blocks alive` after the guarded part, for every thread. Warps 4-7 go straight to that cluster barrier (arrive, then wait) and stay alive there; warps 0-3 wait at the tree\'s __syncthreads (bar.sync 0 counts every non-exited thread of the block), which warps 4-7 never reach, while warps 4-7 wait for warps 0-3 to arrive at the cluster barrier: a deadlock (PTX bar.sync / barrier.cluster: neither barrier completes). Hang, exit 4.',
      r"""
#include "kernels.h"

@OTHERS@

__global__ void cluster_collective_operations(float *output, const float *input, float *temp_storage, int size)
{
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    if (tid < TPB / 2) {
        for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s) sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
        if (tid == 0) temp_storage[rank] = sdata[0];
        cluster_sync();
        if (rank == 0 && tid == 0)
            output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];
    }
    cluster_sync();  // keep every block alive until rank 0 is done
}
""")
