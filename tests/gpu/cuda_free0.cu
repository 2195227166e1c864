// tests/gpu/cuda_free0.cu - the cheapest process that uses the GPU: create
// the CUDA context (cudaFree(0)) and exit. scripts/verify-judge-gpu times
// ./p34 --reduction against it, side by side, to bound what the judge, the
// runner process and the simulator's check add to a run.
#include <cstdio>
#include <cuda_runtime.h>

int main()
{
    const cudaError_t err = cudaFree(0);
    if (err != cudaSuccess) {
        fprintf(stderr, "cudaFree(0): %s\n", cudaGetErrorString(err));
        return 3;
    }
    return 0;
}
