/*
 * sim/include/cuda_pipeline.h - stands in for CUDA's <cuda_pipeline.h> (the
 * pipeline primitives, PG "Asynchronous Data Copies": Pipeline Primitives
 * Interface) when the simulator compiles a kernel file. Each copy is issued
 * by the calling thread, committed in batches and made only when
 * __pipeline_wait_prior covers its batch (sim/device.cpp), so reading the
 * destination before the wait is the error it is on the GPU.
 *   __pipeline_memcpy_async(dst, src, size_and_align, zfill = 0)
 *                        size_and_align 4, 8 or 16, both pointers aligned to
 *                        it; the last zfill bytes of dst are zeroed
 *   __pipeline_commit()  closes the batch of the copies issued since the last
 *   __pipeline_wait_prior(n)  waits for every batch but the n most recent
 * __pipeline_arrive_on (with a cuda::barrier) is not modelled: it does not
 * compile here.
 */
#ifndef P34_SIM_CUDA_PIPELINE_H
#define P34_SIM_CUDA_PIPELINE_H

#include <cstddef>
#include <cstdint>

__forceinline__ void __pipeline_memcpy_async(void *__restrict__ dst_shared, const void *__restrict__ src_global,
                                             size_t size_and_align, size_t zfill = 0)
{
    if ((size_and_align != 4 && size_and_align != 8 && size_and_align != 16) ||
        (reinterpret_cast<uintptr_t>(dst_shared) | reinterpret_cast<uintptr_t>(src_global)) % size_and_align)
        __trap(); /* PG: size_and_align is 4, 8 or 16, and both pointers are aligned to it */
    p34_sim_async_copy(dst_shared, src_global, (unsigned long)size_and_align, (unsigned long)zfill);
}
__forceinline__ void __pipeline_commit() { (void)p34_sim_async_commit(); }
__forceinline__ void __pipeline_wait_prior(size_t prior) { p34_sim_async_wait_prior((unsigned int)prior); }

#endif /* P34_SIM_CUDA_PIPELINE_H */
