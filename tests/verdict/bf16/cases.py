# Cases for gen.py (docs/verdict-bf16.md): kernels that use <cuda_bf16.h> the ways learners and
# mixed-precision CUDA code do. Body = the kernel's body; pre = file-scope code before it.
# Reasons cite the CUDA Math API (Bfloat16 Precision Intrinsics), CUDA 13's cuda_bf16.h/.hpp,
# the Programming Guide (PG) and docs/SPEC.md; every verdict was decided before p34 ran the
# kernel (the values of the wrong ones: tests/verdict/bf16/emulate.py, an exact model of the
# kernel's bfloat16 and float roundings).

case('b01_bf16_tree_operators', 'reduction', 'fail 1',
     'Each block loads its values into __shared__ __nv_bfloat16 (operator= from float rounds to nearest even: 1023 becomes 1024) and runs the tree with operator+= (__hadd: add.bf16, one rounding to 8 significant bits per step). The tree order is fixed, so the GPU computes one value: 524160 (emulate.py), not 523776; SPEC: --reduction must be exact: wrong value, exit 1.', r'''
    __shared__ __nv_bfloat16 sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sm[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x];
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        temp_storage[rank] = __bfloat162float(sm[0]);
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''',
     pre='#include <cuda_bf16.h>')

case('b02_bf16_loads_float_sum', 'advanced', 'fail 1',
     'The scaled inputs are stored as __nv_bfloat16 (__float2bfloat16: nearest even, 8 significant bits; 0.02 * k is not representable) and summed in float by thread 0 in index order: every block sum is off by far more than SPEC\'s tolerance n 2^-24 sum|t| (about 2^-16 relative): block 0 gives 122.80762 for 122.8, 0.0076 off with a tolerance of 0.0019 (emulate.py): wrong value, exit 1.', r'''
    __shared__ __nv_bfloat16 sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    sm[threadIdx.x] = __float2bfloat16(input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1));
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += __bfloat162float(sm[i]);
        output[rank] = s;
    }
    cluster_wait();''', pre='#include <cuda_bf16.h>')

case('b03_bf16_tile_lastblock', 'last-block', 'pass',
     'Each block keeps its slice as __shared__ __nv_bfloat16: the last-block inputs are whole numbers below 256 (SPEC: (float)(i % 256); random inputs below 2^24/65536), which bfloat16 represents exactly (8 significant bits), and __bfloat162float is exact; the tree and the final sum are float as in the solution; the ticket is the solution\'s is_last_block (fences, atomicAdd). Correct: pass.', r'''
    __shared__ __nv_bfloat16 tile[TPB];
    __shared__ float sdata[TPB];
    const int tid = threadIdx.x;
    const int gi = blockIdx.x * blockDim.x + tid;
    tile[tid] = __float2bfloat16_rn(gi < size ? input[gi] : 0.0f);
    __syncthreads();
    sdata[tid] = __bfloat162float(tile[tid]);
    __syncthreads();
    for (int s = TPB / 2; s > 0; s >>= 1) {
        if (tid < s)
            sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        partials[blockIdx.x] = sdata[0];
    if (is_last_block(counter)) {
        float sum = 0.0f;
        for (unsigned int b = tid; b < gridDim.x; b += blockDim.x)
            sum += partials[b];
        sdata[tid] = sum;
        __syncthreads();
        for (int s = TPB / 2; s > 0; s >>= 1) {
            if (tid < s)
                sdata[tid] += sdata[tid + s];
            __syncthreads();
        }
        if (tid == 0) {
            output[0] = sdata[0];
            *counter = 0;
        }
    }''', pre='#include <cuda_bf16.h>')

case('b04_bf16_atomic_shared_sum', 'coordination', 'fail 1',
     'All 256 threads atomicAdd their scaled value into one __shared__ __nv_bfloat16 (atom.add.noftz.bf16: the sum is rounded to bfloat16 each time, in whatever order the atomics land). Whatever the order, the block output is a bfloat16 value, and block 1\'s exact sum 231.2 is 0.2 from the nearest ones (231, 232), far outside SPEC\'s tolerance (256 2^-24 231.2 ~ 0.0035): wrong value, exit 1.', r'''
    __shared__ __nv_bfloat16 acc;
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0)
        acc = __float2bfloat16(0.0f);
    __syncthreads();
    atomicAdd(&acc, __float2bfloat16(input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1)));
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0)
        output[rank] = __bfloat162float(acc);
    cluster_wait();''', pre='#include <cuda_bf16.h>')

case('b05_bf16x3_split', 'reduction', 'pass',
     'Each float is split into three bfloat16 (the bf16x3 trick of mixed-precision GEMMs): hi = __float2bfloat16_rz(x), mid = __float2bfloat16_rz(x - hi), lo = __float2bfloat16_rz(x - hi - mid). Truncation keeps the leading 8 significant bits, each difference is exact in float, and the inputs (whole numbers below 2^24 per SPEC; 1023 and random ones below 16384 here) have at most 24 significant bits, so hi + mid + lo == x exactly; the shared tree and the cluster sum are float: pass.', r'''
    __shared__ __nv_bfloat16 hi[TPB], mid[TPB], lo[TPB];
    __shared__ float sm[TPB];
    const unsigned int rank = block_rank_in_cluster();
    const float x = input[blockIdx.x * blockDim.x + threadIdx.x];
    hi[threadIdx.x] = __float2bfloat16_rz(x);
    const float r1 = x - __bfloat162float(hi[threadIdx.x]);
    mid[threadIdx.x] = __float2bfloat16_rz(r1);
    lo[threadIdx.x] = __float2bfloat16_rz(r1 - __bfloat162float(mid[threadIdx.x]));
    __syncthreads();
    sm[threadIdx.x] = __bfloat162float(hi[threadIdx.x]) + __bfloat162float(mid[threadIdx.x]) + __bfloat162float(lo[threadIdx.x]);
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            sm[threadIdx.x] += sm[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        temp_storage[rank] = sm[0];
    cluster_sync();
    if (rank == 0 && threadIdx.x == 0)
        output[0] = temp_storage[0] + temp_storage[1] + temp_storage[2] + temp_storage[3];''',
     pre='#include <cuda_bf16.h>')

case('b06_float_plus_bf16_ambiguous', 'coordination', 'build-fail',
     '`s += tile[i]` with a float s and a __nv_bfloat16 element: CUDA\'s __nv_bfloat16 converts implicitly to float and to every integer type (cuda_bf16.h), so the built-in float += has several equally good conversions; nvcc: "more than one conversion function from __nv_bfloat16 to a built-in type applies". Build fails.', r'''
    __shared__ __nv_bfloat16 tile[TPB];
    const unsigned int rank = block_rank_in_cluster();
    tile[threadIdx.x] = __float2bfloat16(input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1));
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float s = 0.0f;
        for (int i = 0; i < TPB; i++)
            s += tile[i];
        output[rank] = s;
    }
    cluster_wait();''', pre='#include <cuda_bf16.h>')

case('b07_bf16_scale_broadcast', 'coordination', 'pass',
     'Thread 0 stores the block\'s scale rank + 1 as a __shared__ __nv_bfloat16 (__int2bfloat16_rn: 1 to 4 are exact), every thread reads it back after __syncthreads() (__bfloat162float, exact) and scales its float input; the sum is the solution\'s float tree. Same values as the solution: pass.', r'''
    __shared__ float sdata[TPB];
    __shared__ __nv_bfloat16 scale;
    const unsigned int rank = block_rank_in_cluster();
    if (threadIdx.x == 0)
        scale = __int2bfloat16_rn((int)rank + 1);
    __syncthreads();
    sdata[threadIdx.x] = input[blockIdx.x * blockDim.x + threadIdx.x] * __bfloat162float(scale);
    __syncthreads();
    for (unsigned int s = TPB / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            sdata[threadIdx.x] += sdata[threadIdx.x + s];
        __syncthreads();
    }
    cluster_arrive();
    if (threadIdx.x == 0)
        output[rank] = sdata[0];
    cluster_wait();''', pre='#include <cuda_bf16.h>')

case('b08_tile_shfl_bf162', 'advanced', 'build-fail',
     'A cooperative-groups tile shfl_down of __nv_bfloat162: CUDA\'s cg shuffles a type that is not integral, float or __half through memcpy and requires it to be trivially copyable (cooperative_groups/details/helpers.h); __nv_bfloat162\'s copy constructor is user-provided (cuda_bf16.h), so nvcc stops at "Type is not compatible with device shuffle". Build fails.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    auto tile = cg::tiled_partition<WARP_SIZE>(cg::this_thread_block());
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1);
    __nv_bfloat162 cnt = __floats2bfloat162_rn(1.0f, 1.0f);
    float s = v;
    for (unsigned int o = 16; o > 0; o >>= 1) {
        s += tile.shfl_down(s, o);
        cnt = __hadd2(cnt, tile.shfl_down(cnt, o));
    }
    if (tile.thread_rank() == 0)
        ws[tile.meta_group_rank()] = s;
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', pre='#include <cuda_bf16.h>')

case('b09_bf16_warp_hadd', 'advanced', 'fail 1',
     'Warp sums computed in bfloat16: __shfl_down_sync on __nv_bfloat16 and __hadd (one rounding to 8 significant bits per step, fixed order); lane 0 converts the warp sum to float and thread 0 adds the 8 in float. Block 0 gives 122.75 for 122.8 (emulate.py), far outside SPEC\'s tolerance: wrong value, exit 1.', r'''
    __shared__ float ws[TPB / WARP_SIZE];
    const int lane = threadIdx.x % WARP_SIZE, warp = threadIdx.x / WARP_SIZE;
    const unsigned int rank = block_rank_in_cluster();
    __nv_bfloat16 v = __float2bfloat16(input[blockIdx.x * blockDim.x + threadIdx.x] * (float)(rank + 1));
    for (int o = 16; o > 0; o >>= 1)
        v = __hadd(v, __shfl_down_sync(0xffffffffu, v, o));
    if (lane == 0)
        ws[warp] = __bfloat162float(v);
    __syncthreads();
    cluster_arrive();
    if (threadIdx.x == 0) {
        float t = 0.0f;
        for (int w = 0; w < TPB / WARP_SIZE; w++) t += ws[w];
        output[rank] = t;
    }
    cluster_wait();''', pre='#include <cuda_bf16.h>')
