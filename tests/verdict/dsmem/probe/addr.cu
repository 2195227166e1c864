// Fact probe for the dsmem hunt (not a p34 kernel): are map_shared_rank addresses the same in every
// block of the cluster, does mapping to the own rank give the plain generic address, and does a
// pointer mapped by one block reach the target when another block dereferences it?
#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__device__ unsigned long long g_map[4][4], g_plain[4];
__device__ float *g_ptr[4];
__device__ float g_seen[4][3];
__global__ void __cluster_dims__(4, 1, 1) probe()
{
    __shared__ float box[4];
    cg::cluster_group cl = cg::this_cluster();
    const unsigned r = cl.block_rank();
    if (threadIdx.x < 4) box[threadIdx.x] = -1.0f;
    if (threadIdx.x == 0) {
        g_plain[r] = (unsigned long long)&box[0];
        for (int t = 0; t < 4; t++) g_map[r][t] = (unsigned long long)cl.map_shared_rank(&box[0], t);
    }
    cl.sync();
    // rank 0 publishes pointers mapped to every rank (own included) and its plain pointer
    if (r == 0 && threadIdx.x == 0) for (int t = 0; t < 4; t++) g_ptr[t] = cl.map_shared_rank(&box[0], t);
    cl.sync();
    if (threadIdx.x == 0) {
        g_ptr[r][1] = 100.0f + r;            // through rank 0's mapping of MY box (own rank for r = 0)
        ((float *)g_plain[0])[2] = 200.0f + r;  // through rank 0's plain generic pointer
        g_ptr[0][3] = 300.0f + r;               // own-rank mapping made by rank 0, used by everyone (race on purpose; last wins)
    }
    cl.sync();
    if (threadIdx.x == 0) { g_seen[r][0] = box[1]; g_seen[r][1] = box[2]; g_seen[r][2] = box[3]; }
    cl.sync();
}
int main()
{
    probe<<<4, 32>>>();
    cudaError_t e = cudaDeviceSynchronize();
    printf("err %s\n", cudaGetErrorString(e));
    unsigned long long m[4][4], p[4]; float s[4][3];
    cudaMemcpyFromSymbol(m, g_map, sizeof m); cudaMemcpyFromSymbol(p, g_plain, sizeof p); cudaMemcpyFromSymbol(s, g_seen, sizeof s);
    for (int r = 0; r < 4; r++) {
        printf("block %d plain %llx map:", r, p[r]);
        for (int t = 0; t < 4; t++) printf(" %llx", m[r][t]);
        printf("  seen box[1..3] %g %g %g\n", s[r][0], s[r][1], s[r][2]);
    }
}
