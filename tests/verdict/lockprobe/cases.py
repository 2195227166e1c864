# Probe (docs/verify-verdict-gpu run 23): which block-wide spin locks hang an H100. locks c13 (a
# __shared__ cuda::std::atomic_flag taken by all 256 threads) and c14 (a block-scope
# cuda::binary_semaphore per block) hung there in run 22, while an atomicCAS spin on a __shared__
# int (locks c01) finished. Each variant changes one thing. The truths are what the H100 is asked:
# "unclear" until it answered (run 23); now its answers.
HEAD = r'''
    const int tid = threadIdx.x;
    const unsigned int rank = block_rank_in_cluster();
    const float v = input[blockIdx.x * blockDim.x + tid] * (float)(rank + 1);
    __shared__ float s_total;
'''
TAIL = r'''
    __syncthreads();
    if (tid == 0) output[rank] = s_total;
    cluster_sync();'''
# The H100's answers (run 23): these hang (fail 4); p02, p03 and p10 finish (pass).
HANG = {'p01_flag_shared', 'p04_atomic_ref_int_block', 'p05_flag_shared_nanosleep', 'p06_flag_global',
        'p07_sem_device_scope', 'p08_sem_block_scope', 'p09_atomic_bool_exch'}
def probe(name, why, decl, init, lock, unlock, pre='', add='\n    s_total += v;'):
    case(name, 'coordination', 'fail 4' if name in HANG else 'pass', why + ' H100 (run 23): ' + ('hangs.' if name in HANG else 'finishes.'), HEAD + decl + '\n    if (tid == 0) { ' + init + ' s_total = 0.0f; }\n    __syncthreads();\n    ' + lock + add + '\n    ' + unlock + TAIL, pre=pre)

probe('p01_flag_shared', 'locks c13 again: __shared__ cuda::std::atomic_flag, test_and_set(acquire) spin with an empty body.',
      '    __shared__ cuda::std::atomic_flag f;', 'f.clear(cuda::std::memory_order_relaxed);',
      'while (f.test_and_set(cuda::std::memory_order_acquire)) { }', 'f.clear(cuda::std::memory_order_release);', pre='#include <cuda/std/atomic>')
probe('p02_int_exch_shared', 'A __shared__ int taken with atomicExch(&m, 1) in an empty spin, released with atomicExch(&m, 0) (fences of block scope).',
      '    __shared__ int m;', 'm = 0;',
      'while (atomicExch(&m, 1) != 0) { } __threadfence_block();', '__threadfence_block(); atomicExch(&m, 0);')
probe('p03_int_cas_shared', 'locks c01 inline: a __shared__ int taken with atomicCAS(&m, 0, 1) in an empty spin.',
      '    __shared__ int m;', 'm = 0;',
      'while (atomicCAS(&m, 0, 1) != 0) { } __threadfence_block();', '__threadfence_block(); atomicExch(&m, 0);')
probe('p04_atomic_ref_int_block', 'cuda::atomic_ref<int, thread_scope_block> on a __shared__ int: exchange(1, acquire) spin, store(0, release).',
      '    __shared__ int m;', 'm = 0;',
      'cuda::atomic_ref<int, cuda::thread_scope_block> r(m); while (r.exchange(1, cuda::std::memory_order_acquire) != 0) { }',
      'r.store(0, cuda::std::memory_order_release);', pre='#include <cuda/atomic>')
probe('p05_flag_shared_nanosleep', 'As p01 with __nanosleep(32) in the spin body.',
      '    __shared__ cuda::std::atomic_flag f;', 'f.clear(cuda::std::memory_order_relaxed);',
      'while (f.test_and_set(cuda::std::memory_order_acquire)) { __nanosleep(32); }', 'f.clear(cuda::std::memory_order_release);', pre='#include <cuda/std/atomic>')
probe('p06_flag_global', 'As p01 with the flag in global memory: a __device__ cuda::std::atomic_flag per block.',
      '    cuda::std::atomic_flag &f = lp_flags[rank];', 'f.clear(cuda::std::memory_order_relaxed);',
      'while (f.test_and_set(cuda::std::memory_order_acquire)) { }', 'f.clear(cuda::std::memory_order_release);',
      pre='#include <cuda/std/atomic>\n__device__ cuda::std::atomic_flag lp_flags[CLUSTER_SIZE];')
probe('p07_sem_device_scope', 'locks c14 with device scope: one __device__ cuda::binary_semaphore<thread_scope_device> per block.',
      '', '', 'lp_sems[rank].acquire();', 'lp_sems[rank].release();',
      pre='#include <cuda/semaphore>\n__device__ cuda::binary_semaphore<cuda::thread_scope_device> lp_sems[CLUSTER_SIZE] = {1, 1, 1, 1};')
probe('p08_sem_block_scope', 'locks c14 again: one __device__ cuda::binary_semaphore<thread_scope_block> per block.',
      '', '', 'lp_sems[rank].acquire();', 'lp_sems[rank].release();',
      pre='#include <cuda/semaphore>\n__device__ cuda::binary_semaphore<cuda::thread_scope_block> lp_sems[CLUSTER_SIZE] = {1, 1, 1, 1};')
probe('p09_atomic_bool_exch', 'cuda::std::atomic<bool> in __shared__ memory (a byte): exchange(true, acquire) spin, store(false, release).',
      '    __shared__ cuda::std::atomic<bool> f;', 'f.store(false, cuda::std::memory_order_relaxed);',
      'while (f.exchange(true, cuda::std::memory_order_acquire)) { }', 'f.store(false, cuda::std::memory_order_release);', pre='#include <cuda/std/atomic>')
probe('p10_flag_shared_warp_leaders', 'As p01 but only lane 0 of each warp takes the lock (8 contenders, one per warp) and adds its warp\'s values.',
      '    __shared__ cuda::std::atomic_flag f;\n    __shared__ float s_in[TPB];\n    s_in[tid] = v;', 'f.clear(cuda::std::memory_order_relaxed);',
      'if (tid % 32 == 0) { float w = 0.0f; for (int i = 0; i < 32; i++) w += s_in[tid + i]; while (f.test_and_set(cuda::std::memory_order_acquire)) { } s_total += w; f.clear(cuda::std::memory_order_release); }',
      '', pre='#include <cuda/std/atomic>', add='')
