# Cases for gen.py (docs/verdict-veteran.md): kernels written from memory by a CUDA programmer whose
# habits date from Kepler-Pascal (CUDA 7-9). Every verdict was decided before p34 ran the kernel.
# "build-fail" verdicts are nvcc 13.0's (-arch=sm_90a, p34's flags: no -rdc), checked with nvcc here.
# PG = CUDA C++ Programming Guide; PTX = PTX ISA.

CO_LOAD = r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();'''
RE_LOAD = r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();'''
RE_TAIL = r'''
    if (tid == 0) temp_storage[rank] = sum;
    cluster_sync();
    if (rank == 0 && tid == 0) {
        float t = 0.0f;
        for (int r = 0; r < CLUSTER_SIZE; ++r) t += temp_storage[r];
        output[0] = t;
    }'''
LB_LOAD = r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }'''
LB_FINAL = r'''
        sdata[tid] = partials[tid];
        __syncthreads();
        for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s) sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sdata[0]; *counter = 0; }'''
CAS_BODY = r'''{
    unsigned long long int *address_as_ull = (unsigned long long int *)address;
    unsigned long long int old = *address_as_ull, assumed;
    do {
        assumed = old;
        old = atomicCAS(address_as_ull, assumed,
                        __double_as_longlong(val + __longlong_as_double(assumed)));
    } while (assumed != old);
    return __longlong_as_double(old);
}'''
CAS_KERNEL = r'''
    __shared__ double bsum;
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid == 0) bsum = 0.0;
    __syncthreads();
    ADD(&bsum, (double)input[blockIdx.x * blockDim.x + tid]);
    __syncthreads();
    const float sum = (float)bsum;''' + RE_TAIL
WR_PRE = r'''
template <unsigned int blockSize>
__device__ void warpReduce(volatile float *sdata, unsigned int tid)
{
    if (blockSize >= 64) sdata[tid] += sdata[tid + 32];
    if (blockSize >= 32) sdata[tid] += sdata[tid + 16];
    if (blockSize >= 16) sdata[tid] += sdata[tid + 8];
    if (blockSize >= 8) sdata[tid] += sdata[tid + 4];
    if (blockSize >= 4) sdata[tid] += sdata[tid + 2];
    if (blockSize >= 2) sdata[tid] += sdata[tid + 1];
}'''
CASCADE = r'''
    if (blockSize >= 512) { if (tid < 256) { sdata[tid] += sdata[tid + 256]; } __syncthreads(); }
    if (blockSize >= 256) { if (tid < 128) { sdata[tid] += sdata[tid + 128]; } __syncthreads(); }
    if (blockSize >= 128) { if (tid < 64) { sdata[tid] += sdata[tid + 64]; } __syncthreads(); }'''

# ------------------------------------------------------------ removed pre-Volta intrinsics (build-fail)
case('v01_shfl_down_nomask', 'coordination', 'build-fail',
     'Warp sum with `__shfl_down(v, off)` (no mask). PG Warp Shuffle Functions: __shfl, __shfl_up, __shfl_down, __shfl_xor were deprecated in CUDA 9.0 and are unavailable for compute capability 7.0+; nvcc 13.0 -arch=sm_90a: `identifier "__shfl_down" is undefined`.', CO_LOAD + r'''
    float v = sdata[tid];
    for (int off = 16; off > 0; off >>= 1)
        v += __shfl_down(v, off);
    __shared__ float ws[TPB / WARP_SIZE];
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[rank] = s;
    }
    cluster_sync();''')

case('v02_shfl_xor_butterfly_nomask', 'reduction', 'build-fail',
     'Butterfly with `__shfl_xor(v, m)` (no mask): removed for sm_70+ (PG Warp Shuffle Functions, deprecation notice); nvcc 13.0: `identifier "__shfl_xor" is undefined`.', RE_LOAD + r'''
    float v = sdata[tid];
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor(v, m, 32);
    __shared__ float ws[TPB / WARP_SIZE];
    if ((tid & 31) == 0) ws[tid >> 5] = v;
    __syncthreads();
    float sum = 0.0f;
    if (tid == 0) for (int w = 0; w < TPB / WARP_SIZE; ++w) sum += ws[w];''' + RE_TAIL)

case('v03_ballot_elect', 'advanced', 'build-fail',
     'Elects the warp leader with `__ffs(__ballot(1)) - 1`. __ballot is deprecated and "not valid on compute_70 and above" (nvcc 13.0 warning #1444-D), and ptxas refuses: "Instruction \'vote\' without \'.sync\' is not supported on .target sm_70 and higher". PG Warp Vote Functions.', CO_LOAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const unsigned int leader = __ffs(__ballot(1)) - 1;
    if ((tid & 31) == leader) {
        float s = 0.0f;
        for (int i = 0; i < 32; ++i) s += sdata[(tid & ~31u) + i];
        ws[tid >> 5] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[rank] = s;
    }
    cluster_wait();''')

case('v04_any_guard', 'advanced', 'build-fail',
     '`if (__any(v != 0.0f))` around the warp sum: __any is not valid on compute_70+ (nvcc 13.0 warning #1444-D, then ptxas: vote without .sync not supported on sm_70 and higher). PG Warp Vote Functions.', CO_LOAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const float v = sdata[tid];
    if ((tid & 31) == 0) ws[tid >> 5] = 0.0f;
    __syncthreads();
    if (__any(v != 0.0f) && elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < 32; ++i) s += sdata[(tid & ~31u) + i];
        ws[tid >> 5] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[rank] = s;
    }
    cluster_wait();''')

case('v05_all_check', 'coordination', 'build-fail',
     '`__all(tid < TPB)` as a sanity check: __all is not valid on compute_70+ (nvcc 13.0 #1444-D; ptxas: vote without .sync refused for sm_70+). PG Warp Vote Functions.', CO_LOAD + r'''
    if (!__all(tid < TPB)) return;
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();''')

case('v06_shfl_broadcast_nomask', 'coordination', 'build-fail',
     '`__shfl(v, 0)` broadcast of lane 0 (no mask): removed for sm_70+; nvcc 13.0: `identifier "__shfl" is undefined`. PG Warp Shuffle Functions.', CO_LOAD + r'''
    float v = sdata[tid];
    for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
    v = __shfl(v, 0);
    __shared__ float ws[TPB / WARP_SIZE];
    if ((tid & 31) == 31) ws[tid >> 5] = v;
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[rank] = s;
    }
    cluster_sync();''')

# ------------------------------------------------------------ dynamic parallelism / runtime API in device code
case('v07_device_cudaDeviceSynchronize', 'last-block', 'build-fail',
     'The last block calls cudaDeviceSynchronize() in device code (CDP1 habit). Removed from device code in CUDA 12 (PG CUDA Dynamic Parallelism, CDP2: "explicit synchronization with child kernels from a parent block ... is no longer supported"); nvcc 13.0: `calling a __host__ function("cudaDeviceSynchronize") from a __global__ function is not allowed`.', LB_LOAD + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {
        if (tid == 0) cudaDeviceSynchronize();
        __threadfence();''' + LB_FINAL + r'''
    }''')

case('v08_child_kernel_launch', 'last-block', 'build-fail',
     'The last block launches a child kernel `sum_partials<<<1, 256>>>` (dynamic parallelism). A device-side launch needs separate compilation (-rdc=true, cudadevrt); p34 builds kernel files without it, and nvcc 13.0 says "kernel launch from __device__ or __global__ functions requires separate compilation mode". Also host-launch syntax in a kernel file (SPEC: device code only).', LB_LOAD + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last && tid == 0) {
        sum_partials<<<1, TPB>>>(output, partials, counter);
    }''', pre=r'''
__global__ void sum_partials(float *output, const float *partials, unsigned int *counter)
{
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;''' + LB_FINAL + r'''
}''')

case('v09_device_cudaGetLastError', 'reduction', 'build-fail',
     '`if (cudaGetLastError() != cudaSuccess) return;` in device code: the device runtime API needs -rdc=true and cudadevrt; p34 builds without them and nvcc 13.0 (ptxas) stops: "Unresolved extern function \'__cudaCDP2GetLastError\'". PG CUDA Dynamic Parallelism, Device Runtime API.', RE_LOAD + r'''
    if (cudaGetLastError() != cudaSuccess) return;
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    const float sum = sdata[0];''' + RE_TAIL)

case('v10_texture_reference', 'coordination', 'build-fail',
     'A file-scope `texture<float, 1, cudaReadModeElementType>` read with tex1Dfetch: texture references were removed in CUDA 12 (PG Texture and Surface Memory: texture reference API removed); nvcc 13.0: "texture is not a template". (Binding it would need host code, which a kernel file may not hold.)', r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = tex1Dfetch(texIn, blockIdx.x * blockDim.x + tid) * (float)(rank + 1);
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();''', pre='texture<float, 1, cudaReadModeElementType> texIn;')

# ------------------------------------------------------------ atomicAdd(double) from the old Programming Guide
case('v11_cas_double_add_named', 'reduction', 'pass',
     'The old PG atomicAdd-for-double atomicCAS loop (PG Atomic Functions), named atomicAddDbl so it does not clash with the built-in: 256 threads add exact integers into a __shared__ double; __syncthreads() before and after; thread 0 publishes; cluster_sync; rank 0 sums 4 partials. Integer sums < 2^53 are exact in any order. pass.', CAS_KERNEL.replace('ADD', 'atomicAddDbl'),
     pre='__device__ double atomicAddDbl(double *address, double val)\n' + CAS_BODY)

case('v12_cas_double_add_redefines_builtin', 'reduction', 'pass',
     '(CORRECTED after the run: written build-fail from a standalone nvcc compile; p34\'s build puts the kernel file in a namespace (kernel_table.cu), where nvcc 13 builds it (checked: the GPU problem.o built) and the call finds the file\'s own atomicAdd (name hiding), a correct CAS loop: pass.) The same loop defined as `__device__ double atomicAdd(double *address, double val)` with no guard: sm_60+ has it built in, and nvcc 13.0 refuses: `function "atomicAdd(double *, double)" has already been defined (previous definition at sm_60_atomic_functions.h)`.', CAS_KERNEL.replace('ADD', 'atomicAdd'),
     pre='__device__ double atomicAdd(double *address, double val)\n' + CAS_BODY)

case('v13_cas_double_add_pg_guard', 'reduction', 'pass',
     '(CORRECTED after the run, as v12: in p34\'s namespace-wrapped build nvcc 13 builds it, checked.) The PG snippet with its guard `#if __CUDA_ARCH__ < 600`: in nvcc\'s host pass __CUDA_ARCH__ is undefined (0 < 600 holds), so the definition is compiled there and clashes with the built-in declaration; nvcc 13.0 refuses with "has already been defined" (checked here).', CAS_KERNEL.replace('ADD', 'atomicAdd'),
     pre='#if __CUDA_ARCH__ < 600\n__device__ double atomicAdd(double *address, double val)\n' + CAS_BODY + '\n#endif')

case('v14_cas_double_add_arch_guard_correct', 'reduction', 'pass',
     'The guard written so that only device passes below sm_60 define it (`#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 600`): for sm_90a it is compiled out and the built-in atomicAdd(double*) is used (PG Atomic Functions). nvcc 13.0 builds it (checked). pass.', CAS_KERNEL.replace('ADD', 'atomicAdd'),
     pre='#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 600\n__device__ double atomicAdd(double *address, double val)\n' + CAS_BODY + '\n#endif')

# ------------------------------------------------------------ Harris reduction #6 and warp-synchronous habits
case('v15_harris6_template_shfl_sync_tail', 'coordination', 'pass',
     'Harris #6: `template <unsigned int blockSize>` with the `if (blockSize >= 512)` cascade, each step followed by __syncthreads() in uniform code (PG __syncthreads), then the last warp with __shfl_down_sync(0xffffffff) over sdata[tid] + sdata[tid+32] (all 32 lanes of warp 0 participate; PG Warp Shuffle Functions). pass.', r'''
    reduce6<TPB>(output, input);''', pre=r'''
template <unsigned int blockSize>
__device__ void reduce6(float *output, const float *input)
{
    __shared__ float sdata[blockSize];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockSize + tid] * (float)(rank + 1);
    __syncthreads();''' + CASCADE + r'''
    if (tid < 32) {
        float v = sdata[tid] + sdata[tid + 32];
        #pragma unroll
        for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
        if (tid == 0) output[rank] = v;
    }
    cluster_sync();
}''')

case('v16_harris6_template_volatile_warpreduce', 'reduction', 'fail 1',
     'Harris #6 as printed: cascade with __syncthreads(), then `if (tid < 32) warpReduce<blockSize>(sdata, tid)` on a volatile pointer with no __syncwarp. Lane 0 reads sdata[16] in the +16 step while lane 16 writes sdata[16]: PG Independent Thread Scheduling (Volta+: warp-synchronous code must use __syncwarp); volatile is not synchronization (PTX Memory Consistency Model). A data race: fail 1 (as warp w01/w72).', RE_LOAD.replace('__syncthreads();', '__syncthreads();\n    const unsigned int blockSize = TPB;') + CASCADE + r'''
    if (tid < 32) warpReduce<TPB>(sdata, tid);
    __syncthreads();
    const float sum = sdata[0];''' + RE_TAIL, pre=WR_PRE)

case('v17_warpreduce_syncwarp_split', 'advanced', 'pass',
     'The Volta port of warpReduce: each step reads into a register, __syncwarp(), writes, __syncwarp() (PG __syncwarp; "Using CUDA Warp-Level Primitives"), called by all 32 lanes of warp 0 after a cascade to 64. Output values are a permutation of the sum: pass.', CO_LOAD.replace('__syncthreads();', '__syncthreads();\n    const unsigned int blockSize = TPB;') + CASCADE + r'''
    if (tid < 32) {
        #pragma unroll
        for (int s = 32; s > 0; s >>= 1) {
            const float t = sdata[tid] + sdata[tid + s];
            __syncwarp();
            sdata[tid] = t;
            __syncwarp();
        }
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) output[rank] = sdata[0];
    cluster_wait();''')

case('v18_syncthreads_in_tid_branch', 'coordination', 'fail 4',
     'Tree reduction with __syncthreads() inside `if (tid < s)`: a divergent barrier. PG __syncthreads: "allowed in conditional code but only if the conditional evaluates identically across the entire thread block, otherwise the code execution is likely to hang or produce unintended side effects". On Volta+ bar.sync counts threads per warp that arrive; threads >= s never reach that barrier instance (PTX bar.sync: behaviour undefined when not all threads arrive... barrier is per-CTA). Undefined; on the GPU threads 0-127 wait at bar.sync while 128-255 wait at the cluster barrier: a hang (fail 4); a divergent-barrier refusal (exit 1) names the same cause and is accepted.', CO_LOAD + r'''
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s) {
            sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
    }
    if (tid == 0) output[rank] = sdata[0];
    cluster_sync();''')

case('v19_volatile_shared_tail_no_syncwarp_shfl_free', 'last-block', 'fail 1',
     'Pascal-era last-block: tree to 64 with __syncthreads, then `volatile float *vs = sdata; if (tid < 32) { vs[tid] += vs[tid+32]; ... +1 }` with no __syncwarp, in both the per-block and the final reduction. PG Independent Thread Scheduling: a data race on Volta+ (lane 0 reads vs[16] while lane 16 writes it). fail 1.', r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 32; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid < 32) {
        volatile float *vs = sdata;
        vs[tid] += vs[tid + 32]; vs[tid] += vs[tid + 16]; vs[tid] += vs[tid + 8];
        vs[tid] += vs[tid + 4]; vs[tid] += vs[tid + 2]; vs[tid] += vs[tid + 1];
    }
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {
        __threadfence();''' + LB_FINAL + r'''
    }''')

# ------------------------------------------------------------ fences, tickets, loads
case('v20_threadfence_system_atomicInc', 'last-block', 'pass',
     'Ticket with `atomicInc(counter, gridDim.x - 1)`: it stores ((old >= val) ? 0 : old+1) (PG atomicInc), so the last block (old = 255) wraps the counter back to 0 by itself; __threadfence_system() before (release pattern) and after (acquire pattern) the ticket: system scope includes the device (PG Memory Fence Functions). The explicit reset in LB_FINAL writes 0 again after everyone took a ticket. pass.', LB_LOAD + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence_system();
        const unsigned int ticket = atomicInc(counter, gridDim.x - 1);
        last = (ticket == gridDim.x - 1);
        __threadfence_system();
    }
    __syncthreads();
    if (last) {''' + LB_FINAL + r'''
    }''')

case('v21_ldg_restrict_mul24', 'coordination', 'pass',
     'Loads with `__ldg` through a `const float *__restrict__` copy of input (read-only data cache; input is never written during the launch: PG __ldg), index by `__mul24(blockIdx.x, blockDim.x) + tid` (exact: both < 2^24; PG __mul24), thread 0 sums. pass.', r'''
    const float *__restrict__ in = input;
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = __ldg(&in[__mul24(blockIdx.x, blockDim.x) + tid]) * (float)(rank + 1);
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();''')

case('v22_launch_bounds_256_8', 'advanced', 'pass',
     '`__launch_bounds__(256, 8)` on the kernel: 256 = blockDim.x, so the launch is valid (PG Launch Bounds: launch fails only if threads per block exceed maxThreadsPerBlock); minBlocks 8 only caps registers (<= 32 per thread: 65536 / (256*8)) which may spill but not change results. One elected lane per warp sums 32 values. pass.', CO_LOAD + r'''
    __shared__ float ws[TPB / WARP_SIZE];
    if (elect_one_sync()) {
        float s = 0.0f;
        for (int i = 0; i < 32; ++i) s += sdata[(tid & ~31u) + i];
        ws[tid >> 5] = s;
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) {
        float s = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; ++w) s += ws[w];
        output[rank] = s;
    }
    cluster_wait();''', sig='__global__ void __launch_bounds__(256, 8) advanced_cluster_patterns(float *output, const float *input, int size)')

case('v23_launch_bounds_128', 'coordination', 'fail 5',
     '`__launch_bounds__(128)` but the runner launches 256 threads per block: PG Launch Bounds: "If the kernel is launched with more threads per block than its launch bound maxThreadsPerBlock, the launch fails" (cudaErrorLaunchOutOfResources / invalid configuration). A launch error: fail 5 (p34\'s exit for a CUDA error).', CO_LOAD + r'''
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();''', sig='__global__ void __launch_bounds__(128) cluster_coordination_basics(float *output, const float *input, int size)')

case('v24_float_as_int_roundtrip_atomicadd', 'advanced', 'pass',
     'Kepler-era bit tricks: each warp leader (lane 0) sums its warp, then the block total is accumulated with atomicAdd(float) in shared memory (float atomicAdd since sm_20); the order of 8 additions may vary, within the SPEC tolerance. `__float_as_int`/`__int_as_float` round-trip a value unchanged (PG Type Casting Intrinsics). pass.', CO_LOAD + r'''
    __shared__ int total_bits;
    __shared__ float total;
    if (tid == 0) { total = 0.0f; total_bits = 0; }
    __syncthreads();
    if ((tid & 31) == 0) {
        float s = 0.0f;
        for (int i = 0; i < 32; ++i) s += sdata[tid + i];
        atomicAdd(&total, __int_as_float(__float_as_int(s)));
    }
    __syncthreads();
    cluster_arrive();
    if (tid == 0) { total_bits = __float_as_int(total); output[rank] = __int_as_float(total_bits); }
    cluster_wait();''')

case('v25_extern_shared_no_bytes', 'coordination', 'fail 5',
     '`extern __shared__ float sdata[];` (the CUDA 7 habit of sizing at launch): p34 launches with 0 dynamic shared bytes (kernels.cu: cudaLaunchConfig_t dynamicSmemBytes = 0), so sdata[tid] is out of the block\'s shared window: PG Shared memory, dynamic size is set at launch; an out-of-bounds shared access is an error (compute-sanitizer; as learn c11). fail 5.', r'''
    extern __shared__ float sdata[];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    sdata[tid] = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();''')

case('v26_texture_object_param_none', 'coordination', 'pass',
     'A __device__ helper that takes `cudaTextureObject_t` exists in the file but is never called (dead code, device only): it builds with nvcc 13.0 (checked: tex1Dfetch<float>(obj, i) compiles for sm_90a) and the kernel itself is the plain sum. pass.', CO_LOAD + r'''
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }
    cluster_sync();''', pre=r'''
__device__ float fetch_tex(cudaTextureObject_t t, int i) { return tex1Dfetch<float>(t, i); }''')

case('v27_shared_counter_threadfence_block', 'last-block', 'fail 1',
     'Kepler habit: __threadfence_block() between the partial store and the ticket. Block scope does not order the partial for another block\'s reader (PG Memory Fence Functions: __threadfence_block orders only as observed by threads of the block; PTX: fence.cta is not morally strong across CTAs). The last block may read stale partials (the NaN fill): a data race, fail 1.', LB_LOAD + r'''
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = sdata[0];
        __threadfence_block();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {''' + LB_FINAL + r'''
    }''')

case('v28_volatile_partials_no_fence', 'last-block', 'fail 1',
     'Partials written and read through `volatile float *` and no __threadfence at all: volatile is not a fence (PTX Memory Consistency Model: volatile = relaxed sys-scope strong access; no release pattern orders the partial before the ticket). The last block may see its ticket before another block\'s partial: a data race, fail 1.', LB_LOAD + r'''
    volatile float *vp = partials;
    __shared__ bool last;
    if (tid == 0) {
        vp[blockIdx.x] = sdata[0];
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {
        sdata[tid] = vp[tid];
        __syncthreads();
        for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
            if (tid < s) sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
        if (tid == 0) { output[0] = sdata[0]; *counter = 0; }
    }''')

case('v29_warp_shfl_sync_tail_lastblock', 'last-block', 'pass',
     'CUDA 9 port done right: per-block tree to 32 with __syncthreads, warp 0 finishes with __shfl_down_sync(0xffffffff) (PG Warp Shuffle Functions), __threadfence(); atomicAdd ticket; __threadfence() in the last block before reading partials (PG Memory Fence Functions); reset counter. pass.', r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    sdata[tid] = input[blockIdx.x * blockDim.x + tid];
    __syncthreads();
    for (unsigned int s = TPB / 2; s >= 32; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    float v = 0.0f;
    if (tid < 32) {
        v = sdata[tid];
        for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
    }
    __shared__ bool last;
    if (tid == 0) {
        partials[blockIdx.x] = v;
        __threadfence();
        last = atomicAdd(counter, 1u) == gridDim.x - 1;
    }
    __syncthreads();
    if (last) {
        __threadfence();''' + LB_FINAL + r'''
    }''')

case('v30_shfl_down_sync_active_mask_partial', 'reduction', 'unclear',
     'A CUDA-9 port that uses `__activemask()` as the mask inside `if (tid < 16)`: lanes 16-31 are not in the mask, but lane 0..15 read lane+off up to lane 15+8=23 at off=8 (and +16 at off=16): __shfl_down_sync with a source lane outside the mask is undefined (PG Warp Shuffle Functions: "threads may only read data from another thread which is actively participating"). (CORRECTED after the run; the verdict written before it was fail 1, on a wrong reading.) Lane 0\'s chain (off 8, 4, 2, 1) reads only lanes 0-15, so the out-of-mask reads give undefined VALUES (PG: "If the target thread is inactive, the retrieved value is undefined") only in lanes nobody reads: the sum is right if the 16 lanes are converged. Whether __activemask() returns all 16 is not guaranteed (PG __activemask: it does not force convergence; lanes with different masks make the shuffle undefined). unclear: not scored.', RE_LOAD + r'''
    for (unsigned int s = TPB / 2; s >= 32; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    float sum = 0.0f;
    if (tid < 16) {
        float v = sdata[tid] + sdata[tid + 16];
        const unsigned int m = __activemask();
        for (int off = 8; off > 0; off >>= 1) v += __shfl_down_sync(m, v, off);
        sum = v;
    }''' + RE_TAIL)

case('v31_double_accum_atomicadd_builtin', 'reduction', 'pass',
     'Built-in atomicAdd(double *, double) (sm_60+, PG Atomic Functions) into a __shared__ double; exact integer sums; same skeleton as v11. pass.', CAS_KERNEL.replace('ADD', 'atomicAdd'))

case('v32_syncthreads_after_return', 'coordination', 'fail 1',
     'Kepler habit of `if (blockIdx.x * blockDim.x + tid >= size) return;` placed after an early per-thread exit for odd lanes, then __syncthreads(): threads with odd tid return before the barrier the even threads wait at. On Volta+ exited threads do not count for bar.sync... PTX bar: "if any thread in a warp has exited, the barrier ... " -- exited threads are not waited for on sm_70+ (PTX exit releases barriers), so it does not hang; but even threads then read sdata[odd] that nobody wrote (NaN is not filled in shared; uninitialised): the sum is wrong. fail 1.', r'''
    __shared__ float sdata[TPB];
    const unsigned int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    if (tid & 1) return;
    sdata[tid] = (input[blockIdx.x * blockDim.x + tid] + input[blockIdx.x * blockDim.x + tid + 1]) * (float)(rank + 1);
    __syncthreads();
    if (tid == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; ++i) s += sdata[i];
        output[rank] = s;
    }''')
