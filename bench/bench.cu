/*
 * bench/bench.cu - `./p34 --bench`: float32 sum, the project's reductions
 * against cub::DeviceReduce::Sum (C ABI in bench/bench.h).
 *
 * Build (part of `make p34` when nvcc is found; see bench/bench.mk), or alone
 * with its own driver:  scripts/bench-gpu        (build/bench/p34-bench)
 * Run:                  ./p34 --bench [--csv FILE]
 *
 * Reads top to bottom: errors, CPU reference and data, launch configuration,
 * launchers, checking, timing, the report, and the two entry points.
 *
 * Method (docs/perf.md says why):
 *   - one pool of 2^max_log2 floats (at least 256 MiB, 5x the H100's 50 MB
 *     L2), uniform random in [0, 1); a size N uses slices of N floats, and
 *     each timed call reads the next slice, so no call finds its input in L2;
 *   - before timing, every variant must (a) give the exact sum of random
 *     integers in [-8, 8] (every partial sum is an integer far below 2^24, so
 *     any order is exact and a missing, doubled or stray term shows), twice in
 *     a row without a host reset, and (b) land within the float32 summation
 *     bound of a double-precision sum of the random floats; after timing, the
 *     last timed call's result is checked again on the slice it read;
 *   - a sample is CUDA events around BATCH(N) back-to-back calls, captured
 *     as a CUDA graph and replayed (GPU time: the kernels and the gaps
 *     between them); a second sample launches the same batch call by call
 *     from the host (what a caller sees, launch cost included); a variant's
 *     time is the median over `runs` samples of each kind; variants take
 *     turns sample by sample, so drifting clocks hit them all alike;
 *   - the read bandwidth is the best of a few configurations of the pure read
 *     kernel (reduce_partials alone) over the whole pool.
 */
// CUB first: kernels.h defines SIZE, a name CUB uses for template parameters.
#include <cub/device/device_reduce.cuh>
#include <cuda_runtime.h>

#include "bench/bench.h"
#include "bench/reduce.cuh"
#include "kernels.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>
#include <vector>

// ---------------------------------------------------------------------------
// Errors: every CUDA call is checked; the first failure is reported on stderr
// with where and what, and the caller unwinds with P34_EXIT_FAULT.

static bool cuda_ok(cudaError_t err, const char *what, const char *file, int line)
{
    if (err == cudaSuccess)
        return true;
    fprintf(stderr, "p34 --bench: CUDA error at %s:%d: %s: %s (%s)\n", file, line, what,
            cudaGetErrorString(err), cudaGetErrorName(err));
    return false;
}

#define CK(call)                                              \
    do {                                                      \
        if (!cuda_ok((call), #call, __FILE__, __LINE__))      \
            return P34_EXIT_FAULT;                            \
    } while (0)

// ---------------------------------------------------------------------------
// CPU reference and data

static uint64_t splitmix64(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

// Uniform floats in [0, 1): 24 random bits each.
static void fill_uniform(float *x, size_t n, uint64_t seed)
{
    uint64_t s = seed;
    for (size_t i = 0; i + 1 < n; i += 2) {
        const uint64_t r = splitmix64(&s);
        x[i] = (float)(r >> 40) * (1.0f / 16777216.0f);
        x[i + 1] = (float)((r >> 8) & 0xffffffu) * (1.0f / 16777216.0f);
    }
    if (n & 1)
        x[n - 1] = (float)(splitmix64(&s) >> 40) * (1.0f / 16777216.0f);
}

// Random integers in [-8, 8]; returns their exact sum.
static long long fill_integers(float *x, size_t n, uint64_t seed)
{
    uint64_t s = seed;
    long long sum = 0;
    for (size_t i = 0; i < n; ++i) {
        const int v = (int)(splitmix64(&s) % 17u) - 8;
        x[i] = (float)v;
        sum += v;
    }
    return sum;
}

struct reference {
    double sum;      // in double, from the exact floats
    double abs_sum;  // sum of |x|
};

static reference cpu_sum(const float *x, size_t n)
{
    double s[4] = {0, 0, 0, 0}, a[4] = {0, 0, 0, 0};
    size_t i = 0;
    for (; i + 4 <= n; i += 4)
        for (int k = 0; k < 4; ++k) {
            s[k] += x[i + k];
            a[k] += fabs((double)x[i + k]);
        }
    for (; i < n; ++i) {
        s[0] += x[i];
        a[0] += fabs((double)x[i]);
    }
    return reference{(s[0] + s[1]) + (s[2] + s[3]), (a[0] + a[1]) + (a[2] + a[3])};
}

// Longest chain of dependent float additions any variant (CUB included) puts
// a term through: a thread's sequential share plus the tree levels. The
// first-order float32 bound for such a sum is chain * 2^-24 * sum|x|.
static double chain_bound(size_t n)
{
    return 64.0 + (double)n / 65536.0;
}

static bool within_bound(float got, const reference &ref, size_t n, double *tol_out)
{
    const double tol = chain_bound(n) * ldexp(1.0, -24) * ref.abs_sum;
    if (tol_out)
        *tol_out = tol;
    return std::isfinite(got) && fabs((double)got - ref.sum) <= tol;
}

// ---------------------------------------------------------------------------
// Launch configuration

enum variant {
    V_CLUSTER = 0,   // one kernel, DSMEM inside clusters + ticket across them
    V_LAST_BLOCK,    // one kernel, ticket across blocks
    V_TWO_KERNEL,    // partials kernel + one-block final kernel
    V_CUB,           // cub::DeviceReduce::Sum
    V_READ,          // partials kernel alone: the bandwidth probe, not a sum
    V_COUNT
};

static const char *const variant_name[V_COUNT] = {"cluster", "last-block", "two-kernel", "cub",
                                                  "read"};
static const int bench_variants[] = {V_CLUSTER, V_LAST_BLOCK, V_TWO_KERNEL, V_CUB};
static const int n_bench_variants = 4;

struct launch_cfg {
    int threads;        // block size
    int unroll;         // 16-byte loads in flight per thread per step
    int load;           // load flavour (reduce.cuh)
    int layout;         // 0 grid-interleaved, 1 block tiles
    int blocks_per_sm;  // cap on resident blocks per SM; 0: as many as fit
    int min_items;      // float4s per thread before the grid grows
    int cluster;        // cluster size (cluster variant only), <= 16
    int grid;           // blocks to launch; 0: from the rules above
    int combine;        // cluster variant: 0 cluster.sync(), 1 st.async + mbarrier
};

// The configuration each variant runs at size n, from the --explore sweep
// on the H100 (docs/perf.md, "Attempts"; docs/bench/attempts/). Fields:
// threads, unroll, load, layout, blocks/SM cap, min float4s per thread,
// cluster size, grid (0: fill the GPU; -1: the largest power of two that fits).
static launch_cfg default_cfg(int v, size_t n)
{
    int l = 0;
    while (((size_t)1 << (l + 1)) <= n)
        ++l;
    if (v == V_CLUSTER) {
        // 2^16 ... 2^22: the run-4 sweep's winners (docs/perf.md, attempt 4),
        // all with combine 1 (st.async + mbarrier); up to 2^19 a single
        // cluster of 16 blocks, so no ticket at all.
        if (l <= 15)
            return launch_cfg{256, 4, 1, 0, 0, 16, 16, 0, 0};
        if (l == 16)
            return launch_cfg{256, 4, 1, 0, 0, 16, 16, 0, 1};
        if (l == 17)
            return launch_cfg{512, 4, 2, 0, 0, 16, 16, 0, 1};
        if (l == 18)
            return launch_cfg{512, 4, 1, 0, 0, 16, 16, 0, 1};
        if (l == 19)
            return launch_cfg{1024, 4, 1, 0, 0, 16, 16, 0, 1};
        if (l == 20)
            return launch_cfg{512, 2, 2, 1, 0, 4, 4, 0, 1};
        if (l == 21)
            return launch_cfg{256, 2, 1, 0, 0, 4, 8, 0, 1};
        if (l == 22)
            return launch_cfg{512, 2, 1, 1, 0, 4, 2, 0, 1};
        return launch_cfg{512, 4, 1, 1, 0, 1, 2, 0, 0};
    }
    if (v == V_TWO_KERNEL) {
        if (l <= 18)
            return launch_cfg{256, 8, 1, 0, 0, 1, 1, 0, 0};
        if (l <= 22)
            return launch_cfg{512, 2, 1, 0, 0, 1, 1, 0, 0};
        return launch_cfg{512, 4, 1, 1, 0, 1, 1, 0, 0};
    }
    // last-block, and the read probe; 2^16 ... 2^22 from the run-4 sweep
    if (l <= 15)
        return launch_cfg{256, 1, 2, 0, 0, 1, 1, 0, 0};
    if (l == 16)
        return launch_cfg{256, 1, 1, 0, 0, 1, 1, 0, 0};
    if (l == 17)
        return launch_cfg{256, 2, 2, 0, 0, 2, 1, 0, 0};
    if (l <= 19)
        return launch_cfg{512, 2, 2, 0, 0, 2, 1, 0, 0};
    if (l == 20)
        return launch_cfg{512, 2, 2, 0, 0, 4, 1, 0, 0};
    if (l <= 22)
        return launch_cfg{1024, 2, 2, 0, 0, 4, 1, 0, 0};
    if (l <= 24)
        return launch_cfg{1024, 2, 2, 0, 0, 1, 1, -1, 0};
    return launch_cfg{512, 4, 1, 1, 0, 1, 1, 0, 0};
}

// Development aid (scripts/bench-gpu, docs/perf.md attempt 4): the
// environment variable P34_BENCH_CFG replaces default_cfg for the sizes and
// variants it names, so a sweep's winners can be run side by side before
// they are written into default_cfg. Entries, separated by ';':
//   VARIANT:LOG2:threads,unroll,load,layout,blocks_per_sm,min_items,cluster,grid,combine
// The table says when it was used; the CSV's config column shows every choice.
static bool override_cfg(int v, int l, launch_cfg *out)
{
    const char *env = getenv("P34_BENCH_CFG");
    if (!env || !*env)
        return false;
    static const char *const names[] = {"cluster", "last-block", "two-kernel"};
    const char *p = env;
    while (*p) {
        char name[16] = "";
        int log2 = -1, used = 0;
        launch_cfg c = {};
        if (sscanf(p, " %15[a-z-]:%d:%d,%d,%d,%d,%d,%d,%d,%d,%d%n", name, &log2, &c.threads,
                   &c.unroll, &c.load, &c.layout, &c.blocks_per_sm, &c.min_items, &c.cluster,
                   &c.grid, &c.combine, &used) == 11 &&
            used > 0) {
            if (log2 == l && v < 3 && strcmp(name, names[v]) == 0) {
                *out = c;
                return true;
            }
            p += used;
        }
        const char *semi = strchr(p, ';');
        if (!semi)
            break;
        p = semi + 1;
    }
    return false;
}

static launch_cfg chosen_cfg(int v, size_t n)
{
    int l = 0;
    while (((size_t)1 << (l + 1)) <= n)
        ++l;
    launch_cfg c;
    return override_cfg(v, l, &c) ? c : default_cfg(v, n);
}

typedef void (*partials_fn)(const float *, unsigned int, float *);
typedef void (*guard_fn)(const float *, unsigned int, float *, float *, unsigned int *);

struct kernel_set {
    int unroll, load, layout;
    partials_fn partials;
    guard_fn last_block;
    guard_fn cluster;        // combine 0
    guard_fn cluster_async;  // combine 1
};

#define KSET(U, L, Y) \
    {U, L, Y, reduce_partials<U, L, Y>, reduce_last_block<U, L, Y>, reduce_cluster<U, L, Y>, \
     reduce_cluster_async<U, L, Y>}
#define KSET_LAYOUTS(U, L) KSET(U, L, 0), KSET(U, L, 1), KSET(U, L, 2)
#define KSET_LOADS(U) KSET_LAYOUTS(U, 0), KSET_LAYOUTS(U, 1), KSET_LAYOUTS(U, 2)

static const kernel_set kernel_sets[] = {KSET_LOADS(1), KSET_LOADS(2), KSET_LOADS(4),
                                         KSET_LOADS(8)};

static const kernel_set *find_kernels(const launch_cfg &c)
{
    for (const kernel_set &k : kernel_sets)
        if (k.unroll == c.unroll && k.load == c.load && k.layout == c.layout)
            return &k;
    return NULL;
}

struct gpu_info {
    cudaDeviceProp prop;
    double peak_bps;         // datasheet bytes/s, 0 if unknown
    char peak_source[96];
};

// Blocks to launch: enough for min_items float4s per thread, capped at what
// is resident at once (a persistent, grid-stride grid).
static int grid_for(const gpu_info &g, int v, const launch_cfg &c, size_t n, int *grid_out)
{
    const kernel_set *k = find_kernels(c);
    if (!k) {
        fprintf(stderr, "p34 --bench: no kernel built for unroll %d load %d layout %d\n",
                c.unroll, c.load, c.layout);
        return P34_EXIT_USAGE;
    }
    const size_t n4 = n / 4 + 1;
    const size_t per_block = (size_t)c.threads * c.min_items;
    const size_t wanted = std::max<size_t>(1, (n4 + per_block - 1) / per_block);
    int resident = 0;
    if (v == V_CLUSTER) {
        cudaLaunchConfig_t lc = {};
        cudaLaunchAttribute attr[1];
        attr[0].id = cudaLaunchAttributeClusterDimension;
        attr[0].val.clusterDim.x = c.cluster;
        attr[0].val.clusterDim.y = 1;
        attr[0].val.clusterDim.z = 1;
        lc.gridDim = dim3(c.cluster * 64);
        lc.blockDim = dim3(c.threads);
        lc.attrs = attr;
        lc.numAttrs = 1;
        int clusters = 0;
        const guard_fn fn = c.combine ? k->cluster_async : k->cluster;
        if (c.cluster > 8)  // 16 is beyond the portable 8 (H100 allows it)
            CK(cudaFuncSetAttribute((const void *)fn,
                                    cudaFuncAttributeNonPortableClusterSizeAllowed, 1));
        CK(cudaOccupancyMaxActiveClusters(&clusters, (void *)fn, &lc));
        if (clusters < 1) {
            fprintf(stderr, "p34 --bench: clusters of %d blocks of %d threads do not fit on "
                            "this GPU\n", c.cluster, c.threads);
            return P34_EXIT_USAGE;
        }
        resident = clusters * c.cluster;
        if (c.blocks_per_sm > 0)
            resident = std::min(resident, c.blocks_per_sm * g.prop.multiProcessorCount);
        resident = std::max(c.cluster, resident / c.cluster * c.cluster);
        size_t grid = c.grid > 0 ? (size_t)c.grid : std::min<size_t>(wanted, (size_t)resident);
        grid = (grid + c.cluster - 1) / c.cluster * c.cluster;
        *grid_out = (int)grid;
        return P34_EXIT_OK;
    }
    int per_sm = 0;
    const void *fn = v == V_LAST_BLOCK ? (const void *)k->last_block : (const void *)k->partials;
    CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, fn, c.threads, 0));
    if (c.blocks_per_sm > 0)
        per_sm = std::min(per_sm, c.blocks_per_sm);
    resident = std::max(1, per_sm) * g.prop.multiProcessorCount;
    size_t grid = std::min<size_t>(wanted, (size_t)resident);
    if (c.grid == -1)  // the largest power of two that fits: equal shares of 2^k
        while (grid & (grid - 1))
            grid &= grid - 1;
    *grid_out = c.grid > 0 ? c.grid : (int)grid;
    return P34_EXIT_OK;
}

// ---------------------------------------------------------------------------
// Launchers: one call of a variant, summing in[0, n) into out[0].

struct variant_state {
    launch_cfg cfg;
    int grid;
    float *out;               // 1 float
    float *partials;          // one per block (or cluster)
    unsigned int *counter;    // 0 between launches
};

struct bench_ctx {
    gpu_info gpu;
    size_t pool_n;            // floats in the pool
    float *d_pool;
    std::vector<float> h_pool;     // the pool's host copy (random floats)
    std::vector<float> h_scratch;  // integer data for the exact check
    void *d_cub_temp;
    size_t cub_temp_bytes;
    float *d_copy;            // destination of the device-to-device copy probe
    variant_state vs[V_COUNT];
    cudaEvent_t start, stop;
    cudaStream_t stream;      // every launch; blocking, so it follows the
                              // legacy-stream copies that load the data
    size_t rotation;          // next slice to read
    size_t ref_n;             // size the cached references are for
    std::vector<std::pair<size_t, reference>> refs;  // (slice, its reference)
};

// The double-precision reference of one slice, computed once per size.
static reference slice_reference(bench_ctx &ctx, size_t n, size_t slice)
{
    if (ctx.ref_n != n) {
        ctx.refs.clear();
        ctx.ref_n = n;
    }
    for (const auto &r : ctx.refs)
        if (r.first == slice)
            return r.second;
    const reference ref = cpu_sum(ctx.h_pool.data() + slice * n, n);
    if (ctx.refs.size() < 64)
        ctx.refs.push_back(std::make_pair(slice, ref));
    return ref;
}

static const int max_grid = 1 << 16;

static int launch_variant(bench_ctx &ctx, int v, const float *in, size_t n)
{
    variant_state &s = ctx.vs[v];
    const launch_cfg &c = s.cfg;
    const unsigned int un = (unsigned int)n;
    if (v == V_CUB) {
        size_t bytes = ctx.cub_temp_bytes;
        CK(cub::DeviceReduce::Sum(ctx.d_cub_temp, bytes, in, s.out, (int)n, ctx.stream));
        return P34_EXIT_OK;
    }
    const kernel_set *k = find_kernels(c);
    if (v == V_CLUSTER) {
        cudaLaunchConfig_t lc = {};
        cudaLaunchAttribute attr[1];
        attr[0].id = cudaLaunchAttributeClusterDimension;
        attr[0].val.clusterDim.x = c.cluster;
        attr[0].val.clusterDim.y = 1;
        attr[0].val.clusterDim.z = 1;
        lc.gridDim = dim3(s.grid);
        lc.blockDim = dim3(c.threads);
        lc.attrs = attr;
        lc.numAttrs = 1;
        lc.stream = ctx.stream;
        CK(cudaLaunchKernelEx(&lc, c.combine ? k->cluster_async : k->cluster, in, un, s.out,
                              s.partials, s.counter));
    } else if (v == V_LAST_BLOCK) {
        k->last_block<<<s.grid, c.threads, 0, ctx.stream>>>(in, un, s.out, s.partials, s.counter);
        CK(cudaGetLastError());
    } else {
        k->partials<<<s.grid, c.threads, 0, ctx.stream>>>(in, un, s.partials);
        CK(cudaGetLastError());
        if (v == V_TWO_KERNEL) {
            reduce_final<<<1, 1024, 0, ctx.stream>>>(s.partials, (unsigned int)s.grid, s.out);
            CK(cudaGetLastError());
        }
    }
    return P34_EXIT_OK;
}

static int configure(bench_ctx &ctx, int v, const launch_cfg &c, size_t n)
{
    ctx.vs[v].cfg = c;
    if (v == V_CUB) {
        size_t bytes = 0;
        CK(cub::DeviceReduce::Sum(NULL, bytes, ctx.d_pool, ctx.vs[v].out, (int)n));
        if (bytes > ctx.cub_temp_bytes) {
            fprintf(stderr, "p34 --bench: CUB wants %zu bytes of temporary storage at N=%zu, "
                            "%zu were allocated\n", bytes, n, ctx.cub_temp_bytes);
            return P34_EXIT_FAULT;
        }
        ctx.vs[v].grid = 0;
        return P34_EXIT_OK;
    }
    int rc = grid_for(ctx.gpu, v, c, n, &ctx.vs[v].grid);
    if (rc == P34_EXIT_OK && ctx.vs[v].grid > max_grid)
        ctx.vs[v].grid = max_grid;
    return rc;
}

// ---------------------------------------------------------------------------
// Checking

static float read_result(int v, const bench_ctx &ctx, int *rc)
{
    float got = NAN;
    *rc = cuda_ok(cudaMemcpy(&got, ctx.vs[v].out, sizeof got, cudaMemcpyDeviceToHost),
                  "cudaMemcpy(result)", __FILE__, __LINE__)
              ? P34_EXIT_OK
              : P34_EXIT_FAULT;
    return got;
}

static int poison_result(bench_ctx &ctx, int v)
{
    const float nan = NAN;
    CK(cudaMemcpy(ctx.vs[v].out, &nan, sizeof nan, cudaMemcpyHostToDevice));
    CK(cudaDeviceSynchronize());
    return P34_EXIT_OK;
}

// Exact check on integers already in slice 0: two launches, no host reset.
static int check_exact(bench_ctx &ctx, int v, size_t n, long long exact, bool *ok)
{
    *ok = true;
    for (int launch = 0; launch < 2; ++launch) {
        int rc = poison_result(ctx, v);
        if (rc == P34_EXIT_OK)
            rc = launch_variant(ctx, v, ctx.d_pool, n);
        if (rc != P34_EXIT_OK)
            return rc;
        CK(cudaDeviceSynchronize());
        const float got = read_result(v, ctx, &rc);
        if (rc != P34_EXIT_OK)
            return rc;
        if (!(got == (float)exact)) {
            fprintf(stderr, "p34 --bench: %s, N=%zu, launch %d on random integers: got %.9g, "
                            "exact sum %lld\n", variant_name[v], n, launch + 1, got, exact);
            *ok = false;
        }
        if (v == V_CLUSTER || v == V_LAST_BLOCK) {
            unsigned int counter = 1;
            CK(cudaMemcpy(&counter, ctx.vs[v].counter, sizeof counter, cudaMemcpyDeviceToHost));
            if (counter != 0) {
                fprintf(stderr, "p34 --bench: %s, N=%zu: ticket counter is %u after launch %d, "
                                "should be back to 0\n", variant_name[v], n, counter, launch + 1);
                *ok = false;
            }
        }
    }
    return P34_EXIT_OK;
}

static int check_float(bench_ctx &ctx, int v, const float *d_in, const reference &ref, size_t n,
                       bool launch, const char *when, bool *ok)
{
    int rc = P34_EXIT_OK;
    if (launch) {
        rc = poison_result(ctx, v);
        if (rc == P34_EXIT_OK)
            rc = launch_variant(ctx, v, d_in, n);
        if (rc != P34_EXIT_OK)
            return rc;
    }
    CK(cudaDeviceSynchronize());
    const float got = read_result(v, ctx, &rc);
    if (rc != P34_EXIT_OK)
        return rc;
    double tol = 0;
    *ok = within_bound(got, ref, n, &tol);
    if (!*ok)
        fprintf(stderr, "p34 --bench: %s, N=%zu, %s: got %.9g, expected %.9g (double), "
                        "error %.3g > bound %.3g\n", variant_name[v], n, when, got, ref.sum,
                fabs((double)got - ref.sum), tol);
    return P34_EXIT_OK;
}

// ---------------------------------------------------------------------------
// Timing

static size_t slices(const bench_ctx &ctx, size_t n)
{
    return ctx.pool_n / n;
}

// Slice 0 holds the checking data; timed calls cycle through the others.
static size_t next_slice(bench_ctx &ctx, size_t n)
{
    const size_t s = slices(ctx, n);
    if (s <= 1)
        return 0;
    return 1 + (ctx.rotation++ % (s - 1));
}

// Calls per sample: enough that a sample lasts well over the events' own
// resolution, and the same for every variant at a size.
static int batch_for(size_t n)
{
    const size_t b = ((size_t)1 << 26) / n;
    return (int)std::max<size_t>(1, std::min<size_t>(64, b));
}

// One sample launched from the host: events around a batch of calls made
// one by one, as a program would. For small N this is the host's launch rate
// (what a caller sees), not the GPU's time.
static int time_sample_launched(bench_ctx &ctx, int v, size_t n, double *us, size_t *last_slice)
{
    const int batch = batch_for(n);
    CK(cudaEventRecord(ctx.start, ctx.stream));
    for (int b = 0; b < batch; ++b) {
        const size_t slice = next_slice(ctx, n);
        *last_slice = slice;
        const int rc = launch_variant(ctx, v, ctx.d_pool + slice * n, n);
        if (rc != P34_EXIT_OK)
            return rc;
    }
    CK(cudaEventRecord(ctx.stop, ctx.stream));
    CK(cudaEventSynchronize(ctx.stop));
    float ms = 0;
    CK(cudaEventElapsedTime(&ms, ctx.start, ctx.stop));
    *us = 1000.0 * ms / batch;
    return P34_EXIT_OK;
}

// One sample of GPU time: the batch of calls is captured into a CUDA graph
// and replayed once between two events, so the time is the GPU's (kernels
// and the gaps between them), not the host's launch rate.
static int time_sample(bench_ctx &ctx, int v, size_t n, double *us, size_t *last_slice)
{
    const int batch = batch_for(n);
    cudaGraph_t graph = NULL;
    cudaGraphExec_t exec = NULL;
    CK(cudaStreamBeginCapture(ctx.stream, cudaStreamCaptureModeThreadLocal));
    int rc = P34_EXIT_OK;
    for (int b = 0; b < batch && rc == P34_EXIT_OK; ++b) {
        const size_t slice = next_slice(ctx, n);
        *last_slice = slice;
        rc = launch_variant(ctx, v, ctx.d_pool + slice * n, n);
    }
    const bool captured = cuda_ok(cudaStreamEndCapture(ctx.stream, &graph),
                                  "cudaStreamEndCapture", __FILE__, __LINE__);
    if (rc != P34_EXIT_OK || !captured) {
        if (graph)
            cudaGraphDestroy(graph);
        return P34_EXIT_FAULT;
    }
    rc = P34_EXIT_FAULT;
    float ms = 0;
    if (cuda_ok(cudaGraphInstantiate(&exec, graph, 0), "cudaGraphInstantiate", __FILE__,
                __LINE__) &&
        cuda_ok(cudaGraphUpload(exec, ctx.stream), "cudaGraphUpload", __FILE__, __LINE__) &&
        cuda_ok(cudaEventRecord(ctx.start, ctx.stream), "cudaEventRecord", __FILE__,
                __LINE__) &&
        cuda_ok(cudaGraphLaunch(exec, ctx.stream), "cudaGraphLaunch", __FILE__, __LINE__) &&
        cuda_ok(cudaEventRecord(ctx.stop, ctx.stream), "cudaEventRecord", __FILE__, __LINE__) &&
        cuda_ok(cudaEventSynchronize(ctx.stop), "cudaEventSynchronize", __FILE__, __LINE__) &&
        cuda_ok(cudaEventElapsedTime(&ms, ctx.start, ctx.stop), "cudaEventElapsedTime",
                __FILE__, __LINE__))
        rc = P34_EXIT_OK;
    if (exec)
        cuda_ok(cudaGraphExecDestroy(exec), "cudaGraphExecDestroy", __FILE__, __LINE__);
    cuda_ok(cudaGraphDestroy(graph), "cudaGraphDestroy", __FILE__, __LINE__);
    *us = 1000.0 * ms / batch;
    return rc;
}

static double median(std::vector<double> x)
{
    std::sort(x.begin(), x.end());
    const size_t m = x.size() / 2;
    return x.size() % 2 ? x[m] : 0.5 * (x[m - 1] + x[m]);
}

struct timing {
    double median_us, min_us, max_us;  // GPU time (graph replay)
    double launched_us;                // median, launched one by one from the host
    bool ok;
};

// Checks then times the variants vs[0..count) at size n, taking turns;
// with `launched`, also times them launched one by one from the host.
static int measure_size(bench_ctx &ctx, size_t n, const int *vs, int count, int runs,
                        bool exact_check, timing *out, bool launched = false)
{
    int rc;
    // (a) exact sum of integers, in slice 0
    bool ok_all[V_COUNT];
    for (int i = 0; i < count; ++i)
        ok_all[vs[i]] = true;
    if (exact_check) {
        const long long exact = fill_integers(ctx.h_scratch.data(), n, 0x5eed0000ull + n);
        CK(cudaMemcpy(ctx.d_pool, ctx.h_scratch.data(), n * sizeof(float),
                      cudaMemcpyHostToDevice));
        CK(cudaDeviceSynchronize());
        for (int i = 0; i < count; ++i) {
            if (vs[i] == V_READ)
                continue;
            bool ok = true;
            if ((rc = check_exact(ctx, vs[i], n, exact, &ok)) != P34_EXIT_OK)
                return rc;
            ok_all[vs[i]] = ok_all[vs[i]] && ok;
        }
        CK(cudaMemcpy(ctx.d_pool, ctx.h_pool.data(), n * sizeof(float), cudaMemcpyHostToDevice));
        CK(cudaDeviceSynchronize());
    }
    // (b) random floats, within the float32 bound
    const reference ref0 = slice_reference(ctx, n, 0);
    for (int i = 0; i < count; ++i) {
        if (vs[i] == V_READ)
            continue;
        bool ok = true;
        if ((rc = check_float(ctx, vs[i], ctx.d_pool, ref0, n, true, "random floats", &ok)) !=
            P34_EXIT_OK)
            return rc;
        ok_all[vs[i]] = ok_all[vs[i]] && ok;
    }
    // warm-up: module load, CUB's first call, clocks
    for (int i = 0; i < count; ++i)
        for (int w = 0; w < 3; ++w)
            if ((rc = launch_variant(ctx, vs[i], ctx.d_pool + next_slice(ctx, n) * n, n)) !=
                P34_EXIT_OK)
                return rc;
    CK(cudaDeviceSynchronize());

    std::vector<std::vector<double>> samples(count), launched_samples(count);
    std::vector<size_t> last(count, 0);
    for (int r = 0; r < runs; ++r)
        for (int i = 0; i < count; ++i) {
            double us = 0;
            if ((rc = time_sample(ctx, vs[i], n, &us, &last[i])) != P34_EXIT_OK)
                return rc;
            samples[i].push_back(us);
            if (launched) {
                if ((rc = time_sample_launched(ctx, vs[i], n, &us, &last[i])) != P34_EXIT_OK)
                    return rc;
                launched_samples[i].push_back(us);
            }
        }
    for (int i = 0; i < count; ++i) {
        const int v = vs[i];
        if (v != V_READ) {
            // the last timed call, checked on the slice it read
            const reference ref = slice_reference(ctx, n, last[i]);
            bool ok = true;
            if ((rc = check_float(ctx, v, NULL, ref, n, false, "after timing", &ok)) !=
                P34_EXIT_OK)
                return rc;
            ok_all[v] = ok_all[v] && ok;
        }
        timing &t = out[i];
        t.median_us = median(samples[i]);
        t.min_us = *std::min_element(samples[i].begin(), samples[i].end());
        t.max_us = *std::max_element(samples[i].begin(), samples[i].end());
        t.launched_us = launched ? median(launched_samples[i]) : 0.0;
        t.ok = ok_all[v];
    }
    return P34_EXIT_OK;
}

// ---------------------------------------------------------------------------
// The GPU, its datasheet peak, and set-up

static int probe_gpu(gpu_info *g)
{
    int count = 0;
    cudaError_t err = cudaGetDeviceCount(&count);
    if (err != cudaSuccess) {
        fprintf(stderr, "p34 --bench: no usable GPU: found no CUDA device or driver here "
                        "(cudaGetDeviceCount: %s). The benchmark needs an NVIDIA GPU of compute "
                        "capability 9.0 or newer (Hopper) with its driver; it was not run.\n",
                cudaGetErrorString(err));
        return P34_EXIT_CANNOT_RUN;
    }
    if (count == 0) {
        fprintf(stderr, "p34 --bench: no usable GPU: the CUDA runtime found 0 devices. The "
                        "benchmark needs a GPU of compute capability 9.0 or newer; it was not "
                        "run.\n");
        return P34_EXIT_CANNOT_RUN;
    }
    CK(cudaGetDeviceProperties(&g->prop, 0));
    if (g->prop.major < 9) {
        fprintf(stderr, "p34 --bench: no usable GPU: found %s (compute capability %d.%d); the "
                        "cluster variant needs 9.0 or newer (Hopper), so the benchmark was not "
                        "run.\n", g->prop.name, g->prop.major, g->prop.minor);
        return P34_EXIT_CANNOT_RUN;
    }
    CK(cudaSetDevice(0));
    const char *name = g->prop.name;
    g->peak_bps = 0;
    snprintf(g->peak_source, sizeof g->peak_source, "unknown (no datasheet entry for this GPU)");
    if (strstr(name, "H200")) {
        g->peak_bps = 4.8e12;
        snprintf(g->peak_source, sizeof g->peak_source, "H200 datasheet, 4.8 TB/s");
    } else if (strstr(name, "H100") && strstr(name, "PCIe")) {
        g->peak_bps = 2.0e12;
        snprintf(g->peak_source, sizeof g->peak_source, "H100 PCIe datasheet, 2.0 TB/s");
    } else if (strstr(name, "H100") && strstr(name, "NVL")) {
        g->peak_bps = 3.9e12;
        snprintf(g->peak_source, sizeof g->peak_source, "H100 NVL datasheet, 3.9 TB/s");
    } else if (strstr(name, "H100")) {
        g->peak_bps = 3.35e12;
        snprintf(g->peak_source, sizeof g->peak_source, "H100 SXM datasheet, 3.35 TB/s");
    }
    return P34_EXIT_OK;
}

static int setup(bench_ctx &ctx, int max_log2)
{
    ctx.pool_n = std::max<size_t>((size_t)1 << max_log2, (size_t)1 << 26);
    ctx.h_pool.resize(ctx.pool_n);
    ctx.h_scratch.resize((size_t)1 << max_log2);
    fill_uniform(ctx.h_pool.data(), ctx.pool_n, 0x9034ull);
    CK(cudaMalloc(&ctx.d_pool, ctx.pool_n * sizeof(float)));
    CK(cudaMemcpy(ctx.d_pool, ctx.h_pool.data(), ctx.pool_n * sizeof(float),
                  cudaMemcpyHostToDevice));
    CK(cudaMalloc(&ctx.d_copy, ctx.pool_n / 2 * sizeof(float)));
    for (int v = 0; v < V_COUNT; ++v) {
        CK(cudaMalloc(&ctx.vs[v].out, sizeof(float)));
        CK(cudaMalloc(&ctx.vs[v].partials, max_grid * sizeof(float)));
        CK(cudaMalloc(&ctx.vs[v].counter, sizeof(unsigned int)));
        CK(cudaMemset(ctx.vs[v].counter, 0, sizeof(unsigned int)));
    }
    // CUB's temporary storage: allocated once, for the largest N, outside timing.
    size_t bytes = 0;
    for (int l = 0; l <= max_log2; ++l) {
        size_t b = 0;
        CK(cub::DeviceReduce::Sum(NULL, b, ctx.d_pool, ctx.vs[V_CUB].out, 1 << l));
        bytes = std::max(bytes, b);
    }
    ctx.cub_temp_bytes = bytes;
    CK(cudaMalloc(&ctx.d_cub_temp, std::max<size_t>(bytes, 16)));
    CK(cudaEventCreate(&ctx.start));
    CK(cudaEventCreate(&ctx.stop));
    CK(cudaStreamCreate(&ctx.stream));
    return P34_EXIT_OK;
}

static void teardown(bench_ctx &ctx)
{
    // Checked, but after a fault the context may refuse them too: report only.
    for (int v = 0; v < V_COUNT; ++v) {
        cuda_ok(cudaFree(ctx.vs[v].out), "cudaFree(out)", __FILE__, __LINE__);
        cuda_ok(cudaFree(ctx.vs[v].partials), "cudaFree(partials)", __FILE__, __LINE__);
        cuda_ok(cudaFree(ctx.vs[v].counter), "cudaFree(counter)", __FILE__, __LINE__);
    }
    cuda_ok(cudaFree(ctx.d_pool), "cudaFree(pool)", __FILE__, __LINE__);
    cuda_ok(cudaFree(ctx.d_copy), "cudaFree(copy)", __FILE__, __LINE__);
    cuda_ok(cudaFree(ctx.d_cub_temp), "cudaFree(cub temp)", __FILE__, __LINE__);
    if (ctx.start)
        cuda_ok(cudaEventDestroy(ctx.start), "cudaEventDestroy", __FILE__, __LINE__);
    if (ctx.stop)
        cuda_ok(cudaEventDestroy(ctx.stop), "cudaEventDestroy", __FILE__, __LINE__);
    if (ctx.stream)
        cuda_ok(cudaStreamDestroy(ctx.stream), "cudaStreamDestroy", __FILE__, __LINE__);
}

// Device-to-device copy of half the pool: (bytes read + written) / time.
static int measure_copy(bench_ctx &ctx, int runs, double *bps)
{
    const size_t bytes = ctx.pool_n / 2 * sizeof(float);
    std::vector<double> t;
    for (int r = 0; r < runs + 2; ++r) {
        CK(cudaEventRecord(ctx.start));
        CK(cudaMemcpyAsync(ctx.d_copy, ctx.d_pool + (r % 2) * (ctx.pool_n / 2), bytes,
                           cudaMemcpyDeviceToDevice));
        CK(cudaEventRecord(ctx.stop));
        CK(cudaEventSynchronize(ctx.stop));
        float ms = 0;
        CK(cudaEventElapsedTime(&ms, ctx.start, ctx.stop));
        if (r >= 2)
            t.push_back(ms * 1e-3);
    }
    *bps = 2.0 * bytes / median(t);
    return P34_EXIT_OK;
}

// The launch floor: a graph of 64 empty kernels, timed like every sample.
static int measure_launch_floor(bench_ctx &ctx, int runs, double *us, double *launched_us)
{
    cudaGraph_t graph = NULL;
    cudaGraphExec_t exec = NULL;
    CK(cudaStreamBeginCapture(ctx.stream, cudaStreamCaptureModeThreadLocal));
    for (int b = 0; b < 64; ++b)
        empty_kernel<<<1, 32, 0, ctx.stream>>>();
    const cudaError_t launched = cudaGetLastError();
    CK(cudaStreamEndCapture(ctx.stream, &graph));
    CK(launched);
    CK(cudaGraphInstantiate(&exec, graph, 0));
    std::vector<double> t;
    for (int r = 0; r < runs + 2; ++r) {
        CK(cudaEventRecord(ctx.start, ctx.stream));
        CK(cudaGraphLaunch(exec, ctx.stream));
        CK(cudaEventRecord(ctx.stop, ctx.stream));
        CK(cudaEventSynchronize(ctx.stop));
        float ms = 0;
        CK(cudaEventElapsedTime(&ms, ctx.start, ctx.stop));
        if (r >= 2)
            t.push_back(1000.0 * ms / 64);
    }
    CK(cudaGraphExecDestroy(exec));
    CK(cudaGraphDestroy(graph));
    *us = median(t);
    // the same 64 launched one by one from the host
    t.clear();
    for (int r = 0; r < runs + 2; ++r) {
        CK(cudaEventRecord(ctx.start, ctx.stream));
        for (int b = 0; b < 64; ++b) {
            empty_kernel<<<1, 32, 0, ctx.stream>>>();
            CK(cudaGetLastError());
        }
        CK(cudaEventRecord(ctx.stop, ctx.stream));
        CK(cudaEventSynchronize(ctx.stop));
        float ms = 0;
        CK(cudaEventElapsedTime(&ms, ctx.start, ctx.stop));
        if (r >= 2)
            t.push_back(1000.0 * ms / 64);
    }
    *launched_us = median(t);
    return P34_EXIT_OK;
}

static void describe_cfg(const bench_ctx &ctx, int v, char *buf, size_t len)
{
    const variant_state &s = ctx.vs[v];
    if (v == V_CUB) {
        snprintf(buf, len, "cub::DeviceReduce::Sum");
        return;
    }
    int k = snprintf(buf, len, "grid %d x %d, unroll %d, load %d, layout %d", s.grid,
                     s.cfg.threads, s.cfg.unroll, s.cfg.load, s.cfg.layout);
    if (v == V_CLUSTER && k > 0 && (size_t)k < len)
        snprintf(buf + k, len - k, ", cluster %d, combine %d", s.cfg.cluster, s.cfg.combine);
}

static int check_options(const p34_bench_options *opt)
{
    if (!opt || opt->min_log2 < 2 || opt->max_log2 > 30 || opt->min_log2 > opt->max_log2 ||
        opt->runs < 1) {
        fprintf(stderr, "p34 --bench: bad options: sizes 2^%d ... 2^%d, %d runs (want "
                        "2 <= min <= max <= 30, runs >= 1)\n",
                opt ? opt->min_log2 : 0, opt ? opt->max_log2 : 0, opt ? opt->runs : 0);
        return P34_EXIT_USAGE;
    }
    return P34_EXIT_OK;
}

// ---------------------------------------------------------------------------
// Read bandwidth: the pure read kernel at the pool's size, best of a few
// configurations (the best is the ceiling every variant is held to).

static const launch_cfg read_candidates[] = {
    {512, 4, 1, 1, 0, 1, 1, 0, 0},  {512, 4, 0, 1, 0, 1, 1, 0, 0},  {256, 4, 0, 1, 0, 1, 1, 0, 0},
    {1024, 4, 0, 0, 0, 1, 1, 0, 0}, {512, 4, 1, 2, 0, 1, 1, 0, 0},  {256, 4, 0, 0, 0, 1, 1, 0, 0},
};

static int measure_read(bench_ctx &ctx, int runs, double *bps, char *how, size_t how_len)
{
    const size_t n = ctx.pool_n;
    double best = 0;
    for (const launch_cfg &c : read_candidates) {
        int rc = configure(ctx, V_READ, c, n);
        if (rc != P34_EXIT_OK)
            return rc;
        const int vs[1] = {V_READ};
        timing t;
        if ((rc = measure_size(ctx, n, vs, 1, runs, false, &t)) != P34_EXIT_OK)
            return rc;
        const double b = n * sizeof(float) / (t.median_us * 1e-6);
        if (b > best) {
            best = b;
            char d[128];
            describe_cfg(ctx, V_READ, d, sizeof d);
            snprintf(how, how_len, "pure read kernel over %zu MiB, %s", n * 4 >> 20, d);
        }
    }
    *bps = best;
    return P34_EXIT_OK;
}

// ---------------------------------------------------------------------------
// The report

struct row {
    size_t n;
    int v;
    timing t;
    char cfg[128];
};

static void print_row(FILE *f, size_t n, const char *name, double us, double bytes,
                      double peak, double cub_us, double launched_us, double cub_launched_us,
                      bool ok)
{
    const double gbps = bytes / (us * 1e-6) / 1e9;
    fprintf(f, "%11zu  %-12s %10.2f %9.1f", n, name, us, gbps);
    if (peak > 0)
        fprintf(f, " %7.1f", 100.0 * gbps * 1e9 / peak);
    else
        fprintf(f, " %7s", "-");
    if (cub_us > 0)
        fprintf(f, " %7.2f", cub_us / us);
    else
        fprintf(f, " %7s", "");
    if (launched_us > 0)
        fprintf(f, " %11.2f %7.2f", launched_us, cub_launched_us / launched_us);
    fprintf(f, "%s\n", ok ? "" : "  WRONG SUM");
}

static int run_bench(bench_ctx &ctx, const p34_bench_options *opt)
{
    int rc;
    const gpu_info &g = ctx.gpu;
    double read_bps = 0, copy_bps = 0, floor_us = 0, floor_launched_us = 0;
    char read_how[256] = "";
    if ((rc = measure_read(ctx, opt->runs, &read_bps, read_how, sizeof read_how)) != P34_EXIT_OK)
        return rc;
    if ((rc = measure_copy(ctx, opt->runs, &copy_bps)) != P34_EXIT_OK)
        return rc;
    if ((rc = measure_launch_floor(ctx, opt->runs, &floor_us, &floor_launched_us)) != P34_EXIT_OK)
        return rc;

    printf("p34 --bench: float32 sum of N random floats, N = 2^%d ... 2^%d\n", opt->min_log2,
           opt->max_log2);
    printf("GPU: %s (cc %d.%d), %d SMs, %d MB L2\n", g.prop.name, g.prop.major, g.prop.minor,
           g.prop.multiProcessorCount, g.prop.l2CacheSize >> 20);
    printf("peak: %s\n", g.peak_source);
    if (getenv("P34_BENCH_CFG") && *getenv("P34_BENCH_CFG"))
        printf("launch configurations: P34_BENCH_CFG overrides default_cfg where it names a "
               "size (see the CSV's config column)\n");
    printf("measured read bandwidth: %.3f TB/s (%s)\n", read_bps / 1e12, read_how);
    printf("device-to-device copy: %.3f TB/s (bytes read + written)\n", copy_bps / 1e12);
    printf("launch floor: %.2f us per empty kernel in a graph, %.2f us launched one by one\n",
           floor_us, floor_launched_us);
    printf("method: median of %d samples; a sample is CUDA events around a batch of calls "
           "(64 for N <= 2^20, fewer above), each call on a new slice of a %zu MiB pool\n",
           opt->runs, ctx.pool_n * 4 >> 20);
    printf("us: GPU time per call, the batch replayed as a CUDA graph; launched: the same "
           "batch launched call by call from the host (includes the host's launch cost)\n");
    printf("GB/s = 4N bytes / GPU time; %% peak = of the datasheet peak; x CUB = CUB's time / "
           "this time (above 1: faster than CUB)\n\n");
    printf("%11s  %-12s %10s %9s %7s %7s %11s %7s\n", "N", "variant", "us", "GB/s", "% peak",
           "x CUB", "launched us", "x CUB");

    FILE *csv = NULL;
    if (opt->csv_path) {
        csv = fopen(opt->csv_path, "w");
        if (!csv) {
            fprintf(stderr, "p34 --bench: cannot write %s: %s\n", opt->csv_path,
                    strerror(errno));
            return P34_EXIT_USAGE;
        }
        fprintf(csv, "n,variant,median_us,min_us,max_us,gbps,pct_of_peak,ratio_to_cub,"
                     "launched_us,launched_ratio_to_cub,ok,config\n");
    }

    bool all_ok = true;
    for (int l = opt->min_log2; l <= opt->max_log2; ++l) {
        const size_t n = (size_t)1 << l;
        for (int i = 0; i < n_bench_variants; ++i) {
            const int v = bench_variants[i];
            if ((rc = configure(ctx, v, chosen_cfg(v, n), n)) != P34_EXIT_OK)
                break;
        }
        timing t[V_COUNT];
        if (rc == P34_EXIT_OK)
            rc = measure_size(ctx, n, bench_variants, n_bench_variants, opt->runs, true, t,
                              true);
        if (rc != P34_EXIT_OK) {
            if (csv)
                fclose(csv);
            return rc;
        }
        const double bytes = (double)n * sizeof(float);
        double cub_us = 0, cub_launched_us = 0;
        for (int i = 0; i < n_bench_variants; ++i)
            if (bench_variants[i] == V_CUB) {
                cub_us = t[i].median_us;
                cub_launched_us = t[i].launched_us;
            }
        for (int i = 0; i < n_bench_variants; ++i) {
            const int v = bench_variants[i];
            all_ok = all_ok && t[i].ok;
            print_row(stdout, n, variant_name[v], t[i].median_us, bytes, g.peak_bps, cub_us,
                      t[i].launched_us, cub_launched_us, t[i].ok);
            if (csv) {
                char d[128];
                describe_cfg(ctx, v, d, sizeof d);
                const double gbps = bytes / (t[i].median_us * 1e-6) / 1e9;
                fprintf(csv, "%zu,%s,%.3f,%.3f,%.3f,%.2f,%.2f,%.4f,%.3f,%.4f,%d,\"%s\"\n", n,
                        variant_name[v], t[i].median_us, t[i].min_us, t[i].max_us, gbps,
                        g.peak_bps > 0 ? 100.0 * gbps * 1e9 / g.peak_bps : 0.0,
                        cub_us / t[i].median_us, t[i].launched_us,
                        cub_launched_us / t[i].launched_us, t[i].ok ? 1 : 0, d);
            }
        }
        const double lim_read = bytes / read_bps * 1e6;
        print_row(stdout, n, "limit-read", lim_read, bytes, g.peak_bps, 0, 0, 0, true);
        if (csv)
            fprintf(csv, "%zu,limit-read,%.4f,,,%.2f,%.2f,,,,1,\"bytes / measured read "
                         "bandwidth\"\n", n, lim_read, read_bps / 1e9,
                    g.peak_bps > 0 ? 100.0 * read_bps / g.peak_bps : 0.0);
        if (g.peak_bps > 0) {
            const double lim_peak = bytes / g.peak_bps * 1e6;
            print_row(stdout, n, "limit-peak", lim_peak, bytes, g.peak_bps, 0, 0, 0, true);
            if (csv)
                fprintf(csv, "%zu,limit-peak,%.4f,,,%.2f,100.00,,,,1,\"bytes / %s\"\n", n,
                        lim_peak, g.peak_bps / 1e9, g.peak_source);
        }
        fflush(stdout);
    }
    printf("\nlaunch configurations at the largest N:\n");
    for (int i = 0; i < n_bench_variants; ++i) {
        char d[128];
        describe_cfg(ctx, bench_variants[i], d, sizeof d);
        printf("  %-12s %s\n", variant_name[bench_variants[i]], d);
    }
    if (csv && fclose(csv) != 0) {
        fprintf(stderr, "p34 --bench: cannot write %s: %s\n", opt->csv_path, strerror(errno));
        return P34_EXIT_USAGE;
    }
    if (!all_ok) {
        fprintf(stderr, "p34 --bench: a variant gave a wrong sum (see above); its times mean "
                        "nothing until it is fixed.\n");
        return P34_EXIT_WRONG;
    }
    return P34_EXIT_OK;
}

// ---------------------------------------------------------------------------
// Explore: the sweep behind default_cfg.

static void push_cfgs(std::vector<launch_cfg> &out, std::initializer_list<int> threads,
                      std::initializer_list<int> unrolls, std::initializer_list<int> loads,
                      std::initializer_list<int> layouts, std::initializer_list<int> bps,
                      std::initializer_list<int> items, std::initializer_list<int> clusters,
                      std::initializer_list<int> grids,
                      const std::vector<int> &combines = std::vector<int>(1, 0))
{
    for (int t : threads)
        for (int u : unrolls)
            for (int l : loads)
                for (int y : layouts)
                    for (int b : bps)
                        for (int m : items)
                            for (int c : clusters)
                                for (int g : grids)
                                    for (int k : combines)
                                        out.push_back(launch_cfg{t, u, l, y, b, m, c, g, k});
}

struct explored {
    launch_cfg cfg;
    int grid;
    double us;
};

static int run_explore(bench_ctx &ctx, const p34_bench_options *opt)
{
    int rc;
    const int runs = opt->runs;
    FILE *csv = NULL;
    if (opt->csv_path) {
        csv = fopen(opt->csv_path, "w");
        if (!csv) {
            fprintf(stderr, "p34 --bench: cannot write %s\n", opt->csv_path);
            return P34_EXIT_USAGE;
        }
        fprintf(csv, "n,variant,threads,unroll,load,layout,blocks_per_sm,min_items,cluster,grid,"
                     "median_us,gbps,ratio_to_cub,combine\n");
    }
    // Development knobs (environment): P34_EXPLORE_STEP (log2 step between
    // sizes, default 2), P34_EXPLORE_VARIANTS (e.g. "cluster,last-block";
    // default all), P34_EXPLORE_COMBINES (cluster combines to try, "0,1").
    const char *step_env = getenv("P34_EXPLORE_STEP");
    const int step = step_env && atoi(step_env) > 0 ? atoi(step_env) : 2;
    const char *vars_env = getenv("P34_EXPLORE_VARIANTS");
    const char *comb_env = getenv("P34_EXPLORE_COMBINES");
    std::vector<int> combines;
    for (const char *c = comb_env ? comb_env : "0,1"; *c; ++c)
        if (*c == '0' || *c == '1')
            combines.push_back(*c - '0');
    if (combines.empty())
        combines.push_back(0);
    printf("explore on %s, %d SMs; median of %d samples\n", ctx.gpu.prop.name,
           ctx.gpu.prop.multiProcessorCount, runs);
    for (int l = opt->min_log2; l <= opt->max_log2; l += step) {
        const size_t n = (size_t)1 << l;
        const double bytes = 4.0 * n;
        // CUB first
        if ((rc = configure(ctx, V_CUB, launch_cfg{0, 0, 0, 0, 0, 0, 0, 0, 0}, n)) != P34_EXIT_OK)
            return rc;
        const int cub_v[1] = {V_CUB};
        timing tc;
        if ((rc = measure_size(ctx, n, cub_v, 1, runs, false, &tc)) != P34_EXIT_OK)
            return rc;
        printf("\nN = 2^%d: cub %.2f us (%.0f GB/s)\n", l, tc.median_us,
               bytes / tc.median_us / 1e3);
        const int variants[] = {V_LAST_BLOCK, V_CLUSTER, V_TWO_KERNEL, V_READ};
        for (int v : variants) {
            if (vars_env && *vars_env) {  // a comma-separated list of names
                const char *hit = strstr(vars_env, variant_name[v]);
                const size_t len = strlen(variant_name[v]);
                if (!hit || (hit[len] != '\0' && hit[len] != ','))
                    continue;
            }
            std::vector<launch_cfg> cfgs;
            typedef std::initializer_list<int> il;
            const bool large = l >= 24;
            const il all_t = {256, 512, 1024}, all_ld = {0, 1, 2}, all_lay = {0, 1, 2};
            if (v == V_LAST_BLOCK && !large && step == 1)  // attempt 4: the odd sizes too
                push_cfgs(cfgs, all_t, {1, 2, 4, 8}, {1, 2}, {0, 1}, {0}, {1, 2, 4, 8, 16}, {1},
                          {0});
            else if (v == V_LAST_BLOCK)
                push_cfgs(cfgs, all_t, {1, 2, 4, 8}, all_ld, all_lay, {0},
                          large ? il{1} : il{1, 2, 4, 8, 16}, {1}, large ? il{0, -1} : il{0});
            else if (v == V_CLUSTER && large)
                push_cfgs(cfgs, all_t, {2, 4, 8}, all_ld, all_lay, {0}, {1}, {2, 4, 8, 16}, {0},
                          combines);
            else if (v == V_CLUSTER)  // attempt 4: loads 1-2, layouts 0-1, both combines
                push_cfgs(cfgs, all_t, {2, 4, 8}, {1, 2}, {0, 1}, {0}, {1, 4, 16, 64},
                          {2, 4, 8, 16}, {0}, combines);
            else if (v == V_TWO_KERNEL)
                push_cfgs(cfgs, all_t, {2, 4, 8}, all_ld, all_lay, {0},
                          large ? il{1} : il{1, 4, 16}, {1}, large ? il{0, -1} : il{0});
            else if (l == opt->max_log2)
                push_cfgs(cfgs, all_t, {2, 4, 8}, all_ld, all_lay, {0}, {1}, {1}, {0, -1});
            std::vector<explored> done;
            for (const launch_cfg &c : cfgs) {
                rc = configure(ctx, v, c, n);
                if (rc == P34_EXIT_USAGE)  // e.g. a cluster shape that does not fit
                    continue;
                if (rc != P34_EXIT_OK)
                    return rc;
                const int grid = ctx.vs[v].grid;
                bool dup = false;
                for (const explored &e : done)
                    if (e.grid == grid && e.cfg.threads == c.threads &&
                        e.cfg.unroll == c.unroll && e.cfg.load == c.load &&
                        e.cfg.layout == c.layout && e.cfg.cluster == c.cluster &&
                        e.cfg.combine == c.combine)
                        dup = true;
                if (dup)
                    continue;
                const int vs[1] = {v};
                timing t;
                if ((rc = measure_size(ctx, n, vs, 1, runs, false, &t)) != P34_EXIT_OK)
                    return rc;
                if (!t.ok) {
                    printf("  WRONG: %s threads %d unroll %d load %d layout %d cluster %d "
                           "combine %d\n", variant_name[v], c.threads, c.unroll, c.load,
                           c.layout, c.cluster, c.combine);
                    if (csv)
                        fclose(csv);
                    return P34_EXIT_WRONG;
                }
                done.push_back(explored{c, grid, t.median_us});
                if (csv)
                    fprintf(csv, "%zu,%s,%d,%d,%d,%d,%d,%d,%d,%d,%.3f,%.1f,%.4f,%d\n", n,
                            variant_name[v], c.threads, c.unroll, c.load, c.layout,
                            c.blocks_per_sm, c.min_items, c.cluster, grid, t.median_us,
                            bytes / t.median_us / 1e3, tc.median_us / t.median_us, c.combine);
                if (csv)
                    fflush(csv);  // a sweep cut short by a time limit keeps its rows
            }
            std::sort(done.begin(), done.end(),
                      [](const explored &a, const explored &b) { return a.us < b.us; });
            for (size_t i = 0; i < done.size() && i < 5; ++i) {
                const explored &e = done[i];
                printf("  %-10s %8.2f us %7.0f GB/s x%.2f  T%d U%d ld%d lay%d bps%d m%d C%d "
                       "K%d grid %d\n", variant_name[v], e.us, bytes / e.us / 1e3,
                       tc.median_us / e.us, e.cfg.threads, e.cfg.unroll, e.cfg.load,
                       e.cfg.layout, e.cfg.blocks_per_sm, e.cfg.min_items, e.cfg.cluster,
                       e.cfg.combine, e.grid);
            }
            fflush(stdout);
        }
    }
    if (csv)
        fclose(csv);
    return P34_EXIT_OK;
}

// ---------------------------------------------------------------------------
// Entry points

static int with_context(const p34_bench_options *opt, bool explore)
{
    int rc = check_options(opt);
    if (rc != P34_EXIT_OK)
        return rc;
    bench_ctx ctx;
    ctx.pool_n = 0;
    ctx.d_pool = NULL;
    ctx.d_cub_temp = NULL;
    ctx.cub_temp_bytes = 0;
    ctx.d_copy = NULL;
    ctx.start = ctx.stop = NULL;
    ctx.stream = NULL;
    ctx.rotation = 0;
    ctx.ref_n = 0;
    memset(ctx.vs, 0, sizeof ctx.vs);
    if ((rc = probe_gpu(&ctx.gpu)) != P34_EXIT_OK)
        return rc;
    rc = setup(ctx, opt->max_log2);
    if (rc == P34_EXIT_OK)
        rc = explore ? run_explore(ctx, opt) : run_bench(ctx, opt);
    teardown(ctx);
    return rc;
}

extern "C" int p34_bench_run(const p34_bench_options *opt)
{
    return with_context(opt, false);
}

extern "C" int p34_bench_explore(const p34_bench_options *opt)
{
    return with_context(opt, true);
}
