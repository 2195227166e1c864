// tests/gpu/dsmem_atomics64.cu - which 64-bit atomics work on a peer's shared
// memory (through cluster.map_shared_rank) on a Hopper GPU, the question
// behind tests/alternatives/reduction_int64_atomics.cu (it passed in the
// simulator and failed on the H100 with cudaErrorLaunchFailure). Each
// launch does ONE kind of atomic, from thread 0 of each of the cluster's 4
// blocks into block 0's shared variable, and prints what block 0 read after
// the cluster barrier, with the launch's error. Run on a Hopper GPU:
//   nvcc -std=c++17 -arch=sm_90a -o build/dsmem-atomics64 tests/gpu/dsmem_atomics64.cu
//   build/dsmem-atomics64
#include <climits>
#include <cooperative_groups.h>
#include <cstdio>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

enum Op { ADD_U64, MIN_S64, MAX_S64, OR_U64, ADD_U32, MIN_S32, NOPS };
static const char *kNames[NOPS] = {"atomicAdd(unsigned long long)", "atomicMin(long long)",
                                   "atomicMax(long long)", "atomicOr(unsigned long long)",
                                   "atomicAdd(unsigned int)", "atomicMin(int)"};

__global__ void __cluster_dims__(4, 1, 1) probe(int op, int remote, long long *out)
{
    __shared__ unsigned long long u64;
    __shared__ long long s64;
    __shared__ unsigned int u32;
    __shared__ int s32;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (threadIdx.x == 0) {
        u64 = 0;
        s64 = op == MIN_S64 ? LLONG_MAX : LLONG_MIN;
        u32 = 0;
        s32 = INT_MAX;
    }
    cluster.sync();
    if (threadIdx.x == 0) {
        const unsigned int dst = remote ? 0 : rank;
        const long long v = 100 + rank;
        switch (op) {
        case ADD_U64: atomicAdd(cluster.map_shared_rank(&u64, dst), (unsigned long long)v); break;
        case MIN_S64: atomicMin(cluster.map_shared_rank(&s64, dst), v); break;
        case MAX_S64: atomicMax(cluster.map_shared_rank(&s64, dst), v); break;
        case OR_U64: atomicOr(cluster.map_shared_rank(&u64, dst), 1ull << rank); break;
        case ADD_U32: atomicAdd(cluster.map_shared_rank(&u32, dst), (unsigned int)v); break;
        case MIN_S32: atomicMin(cluster.map_shared_rank(&s32, dst), (int)v); break;
        }
    }
    cluster.sync();
    if (threadIdx.x == 0 && rank == 0)
        *out = op == ADD_U64 || op == OR_U64 ? (long long)u64
             : op == ADD_U32                 ? (long long)u32
             : op == MIN_S32                 ? (long long)s32
                                             : s64;
}

int main()
{
    long long *out;
    if (cudaMalloc(&out, sizeof *out) != cudaSuccess) {
        printf("no GPU\n");
        return 2;
    }
    for (int remote = 1; remote >= 0; remote--)
        for (int op = 0; op < NOPS; op++) {
            long long host = -1;
            cudaMemset(out, 0xff, sizeof *out);
            probe<<<4, 32>>>(op, remote, out);
            cudaError_t launch = cudaGetLastError(), sync = cudaDeviceSynchronize();
            cudaMemcpy(&host, out, sizeof host, cudaMemcpyDeviceToHost);
            printf("%-30s %-7s launch: %-26s sync: %-26s block 0 read %lld\n", kNames[op],
                   remote ? "remote" : "local", cudaGetErrorName(launch), cudaGetErrorName(sync), host);
            if (sync != cudaSuccess) {
                cudaDeviceReset();
                cudaMalloc(&out, sizeof *out);
            }
        }
    return 0;
}
