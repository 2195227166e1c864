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

enum Op { ADD_U64, MIN_S64, MAX_S64, OR_U64, AND_U64, XOR_U64, ADD_U32, MIN_S32, OR_U32, AND_U32, XOR_U32, NOPS };
static const char *kNames[NOPS] = {"atomicAdd(unsigned long long)", "atomicMin(long long)",
                                   "atomicMax(long long)", "atomicOr(unsigned long long)",
                                   "atomicAnd(unsigned long long)", "atomicXor(unsigned long long)",
                                   "atomicAdd(unsigned int)", "atomicMin(int)", "atomicOr(unsigned int)",
                                   "atomicAnd(unsigned int)", "atomicXor(unsigned int)"};
/* What block 0 must read: 4 blocks of rank 0-3, each adding 100 + rank or
   its bit; remote: all four into block 0's variable, local: block 0's own. */
static long long expected(int op, int remote)
{
    switch (op) {
    case ADD_U64: case ADD_U32: return remote ? 406 : 100;
    case MIN_S64: case MIN_S32: return 100;
    case MAX_S64: return remote ? 103 : 100;
    case OR_U64: case OR_U32: return remote ? 15 : 1;
    case AND_U64: case AND_U32: return remote ? 0xfffffff0ll : 0xfffffffell;
    default: return remote ? 0 : 1;  /* XOR of the four bits twice over: see the kernel */
    }
}

__global__ void __cluster_dims__(4, 1, 1) probe(int op, int remote, long long *out)
{
    __shared__ unsigned long long u64;
    __shared__ long long s64;
    __shared__ unsigned int u32;
    __shared__ int s32;
    cg::cluster_group cluster = cg::this_cluster();
    const unsigned int rank = cluster.block_rank();
    if (threadIdx.x == 0) {
        u64 = op == AND_U64 ? 0xffffffffull : 0;
        s64 = op == MIN_S64 ? LLONG_MAX : LLONG_MIN;
        u32 = op == AND_U32 ? 0xffffffffu : 0;
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
        case AND_U64: atomicAnd(cluster.map_shared_rank(&u64, dst), ~(1ull << rank)); break;
        case XOR_U64: atomicXor(cluster.map_shared_rank(&u64, dst), remote ? 1ull : 1ull << rank); break;
        case ADD_U32: atomicAdd(cluster.map_shared_rank(&u32, dst), (unsigned int)v); break;
        case MIN_S32: atomicMin(cluster.map_shared_rank(&s32, dst), (int)v); break;
        case OR_U32: atomicOr(cluster.map_shared_rank(&u32, dst), 1u << rank); break;
        case AND_U32: atomicAnd(cluster.map_shared_rank(&u32, dst), ~(1u << rank)); break;
        case XOR_U32: atomicXor(cluster.map_shared_rank(&u32, dst), remote ? 1u : 1u << rank); break;
        }
    }
    cluster.sync();
    if (threadIdx.x == 0 && rank == 0)
        *out = op == ADD_U64 || op == OR_U64 || op == AND_U64 || op == XOR_U64 ? (long long)u64
             : op == MIN_S32                                                 ? (long long)s32
             : op >= ADD_U32                                                 ? (long long)u32
                                                                             : s64;
}

int main()
{
    long long *out;
    if (cudaMalloc(&out, sizeof *out) != cudaSuccess) {
        printf("no GPU\n");
        return 2;
    }
    /* 20 launches of each; one line per (op, remote): how many were wrong */
    for (int remote = 1; remote >= 0; remote--)
        for (int op = 0; op < NOPS; op++) {
            int wrong = 0, errors = 0;
            long long first_wrong = 0;
            for (int k = 0; k < 20; k++) {
                long long host = -1;
                cudaMemset(out, 0xff, sizeof *out);
                probe<<<4, 32>>>(op, remote, out);
                cudaError_t launch = cudaGetLastError(), sync = cudaDeviceSynchronize();
                if (launch != cudaSuccess || sync != cudaSuccess) {
                    errors++;
                    cudaDeviceReset();
                    cudaMalloc(&out, sizeof *out);
                    continue;
                }
                cudaMemcpy(&host, out, sizeof host, cudaMemcpyDeviceToHost);
                if (host != expected(op, remote)) {
                    if (!wrong)
                        first_wrong = host;
                    wrong++;
                }
            }
            printf("%-30s %-7s expected %-11lld wrong %2d of 20 (first: %lld), CUDA errors %d\n", kNames[op],
                   remote ? "remote" : "local", expected(op, remote), wrong, first_wrong, errors);
        }
    return 0;
}
