#!/usr/bin/env bash
# tests/test-sim-api.sh - CUDA's device function library in the simulator
# (sim/device_api.h, sim/math.cpp):
#   1. tests/sim_api_test.cpp: rounding-mode arithmetic and conversions,
#      float-to-integer saturation, integer intrinsics (SIMD video and DPX
#      included, lane by lane) and CUDA-only math
#      against answers computed another way;
#   2. what the simulator refuses stops the build with "p34 simulator: ..."
#      and no other error;
#   3. scripts/sim-device-api (where the CUDA headers are): no CUDA 13
#      device function is missing, and docs/sim-device-api.md is its output;
#   4. (full tier) tests/fixtures/api_probe.cu prints the bits in
#      tests/expected/api_probe.txt on every schedule,
#      tests/fixtures/api_ok_address_space.cu's address-space queries answer right, and
#      tests/fixtures/lastblock_cluster_fence.cu fails with the fence race.
. "$(dirname "$0")/lib.sh"
cd "$ROOT" || exit 1
CXX=${SIM_CXX:-g++}

# 1. Unit test of the pure functions: sim/math.cpp as the build compiles it.
if $CXX -std=c++17 -O2 -frounding-math -Wall -Wextra -Werror -I. -c sim/math.cpp -o "$TMP/math.o" 2>"$TMP/build.log" &&
    $CXX -std=c++17 -O1 -Wall -Wextra -Werror -DP34_SIM -DP34_SIM_ASM_NOT_REWRITTEN -I. -Isim/include -x c++ tests/sim_api_test.cpp \
        -x none "$TMP/math.o" -o "$TMP/sim_api_test" 2>>"$TMP/build.log"; then
    pass "tests/sim_api_test.cpp builds with -Wall -Wextra -Werror"
    run "$TMP/sim_api_test"
    expect_rc 0 "device API unit test"
    expect_text out "checks, 0 failed" "device API unit test: every check passes"
else
    fail "tests/sim_api_test.cpp does not build"
    sed 's/^/    /' "$TMP/build.log" | head -20
fi

# 2. Refusals: one call in a kernel file's context, one clear error.
refused() {  # refused NAME CODE: CODE must stop the build with "p34 simulator: NAME"
    printf '#include "kernels.h"\nstruct P34Wide { long long a, b; };\nnamespace k {\n__device__ void f(unsigned int *u, float *fp, P34Wide *w) { (void)(%s); }\n}\n' "$2" \
        >"$TMP/refused.cu"
    $CXX -std=c++17 -fsyntax-only -DP34_SIM -I. -Isim/include -x c++ "$TMP/refused.cu" >"$TMP/out" 2>"$TMP/err"
    local n
    n=$(grep -c 'error:' "$TMP/err")
    if grep -q "error: static assertion failed: p34 simulator: $1" "$TMP/err" && [ "$n" -eq 1 ]; then
        pass "$1 is refused with its name ($2)"
    else
        fail "$1: want one error \"p34 simulator: $1\", got $n errors"
        grep 'error:' "$TMP/err" | head -5 | sed 's/^/    /'
    fi
}
refused "__isGridConstant is not supported" "__isGridConstant(u)"
refused "__cvta_generic_to_local is not supported" "__cvta_generic_to_local(u)"
refused "__any is not supported" "__any(1)"
refused "atomicCAS on this type is not supported" "atomicCAS(w, *w, *w)"
refused "atomicExch on this type is not supported" "atomicExch(w, *w)"
refused "atomicAnd on this type is not supported" "atomicAnd(fp, 1.0f)"
refused "atomicMax on this type is not supported" "atomicMax(fp, 1.0f)"
refused "atomicAdd_block on __nv_bfloat16 does not exist in CUDA" "atomicAdd_block((__nv_bfloat16 *)u, __nv_bfloat16(1.0f))"
refused "atomicAdd_system on __half does not exist in CUDA" "atomicAdd_system((__half *)u, 1.0f)"
refused "warp shuffles support arithmetic types" "cg::tiled_partition<32>(cg::this_thread_block()).shfl_down(__nv_bfloat162(), 1u)"
printf '#include "kernels.h"\n#include <cuda_fp8.h>\n' >"$TMP/fp8.cu"
$CXX -std=c++17 -fsyntax-only -DP34_SIM -I. -Isim/include -x c++ "$TMP/fp8.cu" >"$TMP/out" 2>"$TMP/err"
expect_text err "error: #error \"p34 simulator: <cuda_fp8.h> .* is not supported" "#include <cuda_fp8.h> is refused with its name"
# <cuda_bf16.h> (sim/bf16_sim.h): the types, conversions, operators, 2-wide forms, math,
# shuffles (also a cooperative-groups tile's) and atomicAdd compile, with or without the #include.
for inc in '' '#include <cuda_bf16.h>'; do
    printf '#include "kernels.h"\n%s\nnamespace k {\n__device__ float f(float x, __nv_bfloat16 *bp, __nv_bfloat162 *b2p, nv_bfloat16 c) {\n  __nv_bfloat16 b = __float2bfloat16_rn(x); b += __nv_bfloat16(2.0f); b = b * c + __int2bfloat16_rz(3); __nv_bfloat162 q = __floats2bfloat162_rn(x, x); q = __hfma2(q, q, __bfloat162bfloat162(b));\n  atomicAdd(bp, b); atomicAdd(b2p, q); b = __shfl_down_sync(0xffffffffu, b, 1); q = __shfl_xor_sync(0xffffffffu, q, 1); b = cg::tiled_partition<32>(cg::this_thread_block()).shfl_down(b, 1);\n  int i = b; bool t = b; __half h(b); b = __nv_bfloat16(h); if (b < c || __hisnan(b) || t) i++;\n  return __bfloat162float(b) + __low2float(q) + (float)(b * b) + __bfloat162float(__hfma(b, b, __hmax(b, __habs(b)))) + (float)i + __bfloat162float(hexp(b) + CUDART_ONE_BF16) + (float)__bfloat162int_rn(b);\n}\n}\n' "$inc" >"$TMP/bf16.cu"
    if $CXX -std=c++17 -fsyntax-only -Wall -DP34_SIM -I. -Isim/include -x c++ "$TMP/bf16.cu" 2>"$TMP/err"; then
        pass "<cuda_bf16.h>${inc:+ (included)}: __nv_bfloat16, __nv_bfloat162, conversions, operators, math, shuffles and atomicAdd compile"
    else
        fail "<cuda_bf16.h>${inc:+ (included)}: bfloat16 calls do not compile"
        sed 's/^/    /' "$TMP/err" | head -10
    fi
done
# Mixed bfloat16/float arithmetic is ambiguous with nvcc (CUDA's __nv_bfloat16 converts
# implicitly to float and to every integer type): the simulator refuses it too.
printf '#include "kernels.h"\nnamespace k {\n__device__ float f(__nv_bfloat16 b, float s) { s += b; return s; }\n}\n' >"$TMP/bf16amb.cu"
if $CXX -std=c++17 -fsyntax-only -DP34_SIM -I. -Isim/include -x c++ "$TMP/bf16amb.cu" 2>"$TMP/err"; then
    fail "float += __nv_bfloat16 builds (nvcc: more than one conversion function applies)"
else
    pass "float += __nv_bfloat16 is ambiguous, as with nvcc"
fi
# <cuda_fp16.h> (sim/half_sim.h) and the relaxed cluster arrive compile (docs/verdict-learn.md).
printf '#include "kernels.h"\n#include <cuda_fp16.h>\nnamespace k {\n__device__ float f(float x, __half *hp, __half2 *h2) {\n  __half h = __float2half(x); h += __half(2.0f); __half2 q = __floats2half2_rn(x, x); q = q * q;\n  atomicAdd(hp, h); atomicAdd(h2, q); h = __shfl_down_sync(0xffffffffu, h, 1); __cluster_barrier_arrive_relaxed();\n  return __half2float(h) + __low2float(q) + (float)(h * h) + __half2float(__hfma(h, h, __hmax(h, __habs(h))));\n}\n}\n' >"$TMP/fp16.cu"
if $CXX -std=c++17 -fsyntax-only -Wall -DP34_SIM -I. -Isim/include -x c++ "$TMP/fp16.cu" 2>"$TMP/err"; then
    pass "<cuda_fp16.h>: __half, __half2, conversions, operators, shuffles, atomicAdd and __cluster_barrier_arrive_relaxed compile"
else
    fail "<cuda_fp16.h> calls do not compile"
    sed 's/^/    /' "$TMP/err" | head -10
fi

# The calls of the brief's probe (/work/probe/adv_intrinsics.cu) compile.
printf '#include "kernels.h"\nnamespace p34_sim_problem_kernels {\n__device__ float f(float x, int i, unsigned int u) {\n  return __int2float_rn(i) + (float)__float2int_rz(x) + (float)clock() + (float)__umul24(u, u) + (float)__mul24(i, i) + (float)llabs(-3ll) + (float)isnan(x) + copysignf(x, -1.0f) + (float)isinf(1.0) + abs(x) + sin(x) + (float)min(i, u) + fmaxf(x, x) + __saturatef(x);\n}\n__device__ void g(float *p, const float4 *q, unsigned long long *u, long long *l) {\n  __stcg(p, 1.0); __stwt(p, 2); (void)__ldg(q); (void)__ldcs(q); atomicMax_block(l, 3ll); atomicOr_system(u, 1ull); __threadfence_cluster(); (void)__clusterDimIsSpecified();\n}\n}\n' >"$TMP/calls.cu"
if $CXX -std=c++17 -fsyntax-only -Wall -DP34_SIM -DP34_TABLE=p34_sim_problem -I. -Isim/include -x c++ "$TMP/calls.cu" 2>"$TMP/err"; then
    pass "__int2float_rn, __float2int_rz, clock, __umul24, __mul24, llabs, isnan, copysignf, abs(float), __stcg with a converted value, scoped 64-bit atomics compile"
else
    fail "the probe's intrinsics do not compile"
    sed 's/^/    /' "$TMP/err" | head -10
fi

# 3. The whole CUDA device API, where its headers are.
cuda_inc=${CUDA_HOME:-/usr/local/cuda}/include
if [ -f "$cuda_inc/crt/math_functions.h" ]; then
    run python3 scripts/sim-device-api --cuda "$cuda_inc" --markdown "$TMP/api.md"
    expect_rc 0 "scripts/sim-device-api runs"
    expect_text out "missing 0\$" "no device function of the CUDA headers is missing"
    if grep -q "^Generated by .*from the\$" "$TMP/api.md" && head -3 "$TMP/api.md" | grep -q "CUDA device functions" &&
        [ "$(sed -n 4p "$TMP/api.md")" = "$(sed -n 4p docs/sim-device-api.md)" ]; then
        if diff -q "$TMP/api.md" docs/sim-device-api.md >/dev/null; then
            pass "docs/sim-device-api.md is scripts/sim-device-api's output"
        else
            fail "docs/sim-device-api.md is stale: run scripts/sim-device-api --markdown docs/sim-device-api.md"
            diff "$TMP/api.md" docs/sim-device-api.md | head -10 | sed 's/^/    /'
        fi
    else
        skip "docs/sim-device-api.md: another CUDA version here ($(sed -n 4p "$TMP/api.md"))"
    fi
else
    skip "scripts/sim-device-api: no CUDA headers in $cuda_inc"
fi

# 4. Kernel files through the whole simulator.
if slow "api_probe and lastblock_cluster_fence fixtures"; then
    if build_fixture api_probe; then
        for sched in forward reverse random:5; do
            run build/fixtures/api_probe/p34 --coordination --sim --json --schedule="$sched"
            expect_rc 0 "api_probe --schedule=$sched passes"
            python3 -c 'import json,sys; sys.stdout.write(json.load(open(sys.argv[1]))["puzzles"][0]["kernel_output"])' \
                "$TMP/out" >"$TMP/probe.txt" 2>/dev/null
            if diff -u tests/expected/api_probe.txt "$TMP/probe.txt" >"$TMP/diff"; then
                pass "api_probe --schedule=$sched prints tests/expected/api_probe.txt"
            else
                fail "api_probe --schedule=$sched: printed bits differ"
                head -20 "$TMP/diff" | sed 's/^/    /'
            fi
        done
    else
        fail "api_probe does not build"
        tail -15 "$TMP/build-api_probe.log" | sed 's/^/    /'
    fi
    # the address-space queries (__isGlobal, __isLocal, __isConstant, __isCtaShared,
    # __isClusterShared): the kernel stores -(mask of wrong answers) for any wrong one
    if build_fixture api_ok_address_space; then
        for sched in forward reverse random:5; do
            run build/fixtures/api_ok_address_space/p34 --coordination --sim --schedule="$sched"
            expect_rc 0 "api_ok_address_space --schedule=$sched: every address-space query answers right"
        done
    else
        fail "api_ok_address_space does not build"
        tail -15 "$TMP/build-api_ok_address_space.log" | sed 's/^/    /'
    fi
    if build_fixture lastblock_cluster_fence; then
        for sched in forward reverse random:5; do
            run build/fixtures/lastblock_cluster_fence/p34 --last-block --sim --schedule="$sched"
            expect_rc 1 "lastblock_cluster_fence --schedule=$sched fails"
            expect_text err "where __threadfence\\(\\) is needed" "lastblock_cluster_fence: the missing device-scope fence is the cause"
        done
    else
        fail "lastblock_cluster_fence does not build"
        tail -15 "$TMP/build-lastblock_cluster_fence.log" | sed 's/^/    /'
    fi
fi

summary test-sim-api
