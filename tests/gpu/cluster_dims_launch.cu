// tests/gpu/cluster_dims_launch.cu - what the GPU does when a kernel fixes its
// cluster size at compile time (__cluster_dims__) and cudaLaunchKernelEx also
// sets cudaLaunchAttributeClusterDimension, the question behind kernels.cu's
// launch (it leaves the attribute out for such a kernel, and refuses one whose
// size is not the puzzle's). Run on a Hopper GPU:
//   nvcc -std=c++17 -arch=sm_90a -o build/cluster-dims-launch tests/gpu/cluster_dims_launch.cu
//   build/cluster-dims-launch
// It prints one line per launch: the error of the launch and of the sync,
// the cluster size the kernel saw, and cudaFuncGetAttributes' required size.
#include <cooperative_groups.h>
#include <cstdio>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

__global__ void __cluster_dims__(4, 1, 1) fixed4(unsigned int *seen)
{
    if (threadIdx.x == 0 && blockIdx.x == 0)
        *seen = cg::this_cluster().num_blocks();
}
__global__ void __cluster_dims__(2, 1, 1) fixed2(unsigned int *seen)
{
    if (threadIdx.x == 0 && blockIdx.x == 0)
        *seen = cg::this_cluster().num_blocks();
}

static void try_launch(const char *what, void (*k)(unsigned int *), int attr_x, unsigned int *seen)
{
    cudaMemset(seen, 0, sizeof *seen);
    cudaDeviceSynchronize();
    cudaLaunchConfig_t config = {};
    config.gridDim = dim3(4);
    config.blockDim = dim3(256);
    cudaLaunchAttribute attribute[1];
    if (attr_x > 0) {
        attribute[0].id = cudaLaunchAttributeClusterDimension;
        attribute[0].val.clusterDim.x = attr_x;
        attribute[0].val.clusterDim.y = 1;
        attribute[0].val.clusterDim.z = 1;
        config.attrs = attribute;
        config.numAttrs = 1;
    }
    cudaFuncAttributes fa;
    const cudaError_t qerr = cudaFuncGetAttributes(&fa, k);
    const cudaError_t lerr = cudaLaunchKernelEx(&config, k, seen);
    const cudaError_t serr = cudaDeviceSynchronize();
    unsigned int host = 0;
    cudaMemcpy(&host, seen, sizeof host, cudaMemcpyDeviceToHost);
    printf("%-44s launch: %-28s sync: %-28s cluster seen: %u  required: %d x %d x %d (%s)\n", what,
           cudaGetErrorName(lerr), cudaGetErrorName(serr), host, fa.requiredClusterWidth,
           fa.requiredClusterHeight, fa.requiredClusterDepth, cudaGetErrorName(qerr));
    cudaGetLastError();
}

int main()
{
    unsigned int *seen = nullptr;
    if (cudaMalloc(&seen, sizeof *seen) != cudaSuccess) {
        fprintf(stderr, "no GPU\n");
        return 3;
    }
    try_launch("__cluster_dims__(4,1,1), attribute 4x1x1", fixed4, 4, seen);
    try_launch("__cluster_dims__(4,1,1), no attribute", fixed4, 0, seen);
    try_launch("__cluster_dims__(2,1,1), attribute 4x1x1", fixed2, 4, seen);
    try_launch("__cluster_dims__(2,1,1), no attribute", fixed2, 0, seen);
    return 0;
}
