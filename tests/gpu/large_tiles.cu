// tests/gpu/large_tiles.cu - on a GPU: cg::tiled_partition<N> for N > 32
// (cg::reduce, tile.shfl, tile.sync) with and without a cluster launch, and
// with and without cg::block_tile_memory. Prints each case's sums and whether
// they are right. Built and run by hand on the device (docs/verify-verdict-gpu).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>
#include <cstdlib>
namespace cg = cooperative_groups;

template <int N, bool MEM>
__global__ void tile_reduce(float *out, const float *in)
{
    __shared__ cg::block_tile_memory<256> scratch;
    auto tile = MEM ? cg::tiled_partition<N>(cg::this_thread_block(scratch))
                    : cg::tiled_partition<N>(cg::this_thread_block());
    float v = in[blockIdx.x * blockDim.x + threadIdx.x];
    float s = cg::reduce(tile, v, cg::plus<float>());
    float b = tile.shfl(s, 0);
    if (tile.thread_rank() == 0)
        out[blockIdx.x * (256 / N) + tile.meta_group_rank()] = s + 0.0f * b;
}

template <int N, bool MEM>
static void run(bool cluster)
{
    const int blocks = 4, n = blocks * 256, outs = blocks * (256 / N);
    float *in, *out;
    static float hin[4 * 256], hout[64];
    for (int i = 0; i < n; i++) hin[i] = (float)(i % 256);
    for (int i = 0; i < outs; i++) hout[i] = -1.0f;
    cudaMalloc(&in, n * sizeof(float));
    cudaMalloc(&out, outs * sizeof(float));
    cudaMemcpy(in, hin, n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(out, hout, outs * sizeof(float), cudaMemcpyHostToDevice);
    cudaLaunchConfig_t cfg = {};
    cfg.gridDim = dim3(blocks);
    cfg.blockDim = dim3(256);
    cudaLaunchAttribute attr[1];
    attr[0].id = cudaLaunchAttributeClusterDimension;
    attr[0].val.clusterDim.x = 4;
    attr[0].val.clusterDim.y = 1;
    attr[0].val.clusterDim.z = 1;
    cfg.attrs = attr;
    cfg.numAttrs = cluster ? 1 : 0;
    cudaError_t e = cudaLaunchKernelEx(&cfg, tile_reduce<N, MEM>, out, (const float *)in);
    cudaError_t s = cudaDeviceSynchronize();
    cudaMemcpy(hout, out, outs * sizeof(float), cudaMemcpyDeviceToHost);
    float *o = hout;
    int bad = 0;
    for (int i = 0; i < outs; i++) {
        int t = i % (256 / N);
        double want = 0;
        for (int k = t * N; k < (t + 1) * N; k++) want += k;
        if (o[i] != (float)want) bad++;
    }
    printf("tile<%d> %s %s: launch %s, sync %s, %d of %d sums wrong; first: %g (want %g)\n", N,
           MEM ? "block_tile_memory" : "no scratch     ", cluster ? "cluster 4" : "no cluster",
           cudaGetErrorName(e), cudaGetErrorName(s), bad, outs, o[0], (double)(N - 1) * N / 2);
    cudaFree(in);
    cudaFree(out);
}

// large-tiles K: runs case K alone (a failed case leaves the context broken)
int main(int argc, char **argv)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    const int k = argc > 1 ? atoi(argv[1]) : 0;
    const bool c = k >= 6;
    switch (k % 6) {
    case 0: run<32, false>(c); break;
    case 1: run<64, false>(c); break;
    case 2: run<128, false>(c); break;
    case 3: run<256, false>(c); break;
    case 4: run<64, true>(c); break;
    case 5: run<256, true>(c); break;
    }
    return 0;
}
