# sim/sim.mk - the CPU simulator backend, included by the top Makefile.
#
# Needs only a host C++17 compiler (SIM_CXX, default g++; clang++-14 works).
# Kernel files are compiled with -fsanitize=thread but linked WITHOUT the
# ThreadSanitizer runtime: sim/check.cpp implements the __tsan_* hooks, so
# every memory access of kernel code reaches the simulator's checks.
#
#   SIM_OBJS     objects to link into ./p34 (the PROBLEM's in $(PBUILD), the
#                rest shared in $(BUILD), as the top Makefile does for the GPU)
#   SIM_LDFLAGS  what the link needs for them

SIM_CXX ?= g++
# sim/shared-sections edits the kernel objects with the binutils of SIM_CXX's
# target: aarch64-linux-gnu-objcopy for aarch64-linux-gnu-g++, else objcopy.
SIM_TOOL_PREFIX = $(patsubst %g++,%,$(filter %-g++,$(notdir $(SIM_CXX))))
SIM_SECTIONS = OBJCOPY=$(SIM_TOOL_PREFIX)objcopy OBJDUMP=$(SIM_TOOL_PREFIX)objdump NM=$(SIM_TOOL_PREFIX)nm ADDR2LINE=$(SIM_TOOL_PREFIX)addr2line sim/shared-sections

# The runtime: warnings are errors, as in the rest of the project. Line
# tables only (-g1): reports symbolize kernel code, whose objects keep full
# debug info (SIM_KERNEL_FLAGS); the runtime's full DWARF made each runner
# 18 MB (1.4 MB without), and every fixture's link copied it.
# SIM_CXXFLAGS="-O2 -g" gives a debugger the runtime's variables.
SIM_CXXFLAGS ?= -O2 -g1
SIM_CXXFLAGS += -std=c++17 -Wall -Wextra -Werror -I. -MMD -MP

# Kernel files: -O0, so that every access the source makes reaches the
# checks (docs/verdict-opt.md). At -O1 the optimizer deletes a racy read
# whose value is unused or used only in a folded branch, stores to a
# __shared__ variable nothing reads, and hoists a plain load out of a spin
# loop (`while (flag == 0) {}` becomes one read and a loop that never ends),
# so a data race the CUDA rules see was missed or shown as a hang; GCC's
# jump threading also dropped every thread's read of a shared flag in
# `if (last && tid == 0)`. -O0 builds faster and runs as fast here (the
# wrappers of sim/cuda_sim.h are always_inline, which -O0 still inlines).
# No sibling calls, so a barrier's return address is always its call site;
# debug paths relative to the repository, so reports say problems/p34.cu:57.
# No stack-slot sharing between variables of disjoint scopes: each local has
# its own slot, which the runtime fills with all-one bits before a thread
# starts (sim/runtime.cpp, kStackFill), so a variable read before it is
# stored reads a NaN (or -1), not what another variable left there.
# Learner code is not held to -Werror (an unused variable in a stub is fine).
# sim/include stands in for CUDA headers a kernel file may include itself
# (<cooperative_groups.h>, <cooperative_groups/reduce.h>, <cuda/atomic>).
SIM_KERNEL_FLAGS ?= -O0
SIM_KERNEL_FLAGS += -std=c++17 -g -gdwarf-4 -fsanitize=thread -fsanitize=bounds $(SIM_UB_FLAGS) -fno-optimize-sibling-calls \
                    -fdebug-prefix-map=$(CURDIR)=. -DP34_SIM -I. -Isim/include -MMD -MP -x c++ \
                    $(SIM_VOLATILE_FLAG) $(SIM_STACK_FLAG) -ftemplate-depth=200 \
                    -Wall -Wno-unused-variable -Wno-unused-parameter -Wno-unused-but-set-variable \
                    -Wno-unknown-pragmas -Wno-sign-compare -Werror=vla -Dtypeof=__typeof__
# -Wno-unknown-pragmas, -Wno-sign-compare, -Wno-unused-but-set-variable: what
# nvcc does not warn about and CUDA code is full of (`#pragma unroll`,
# `threadIdx.x < s` with an int s, a stub's half-used variables); g++ -Wall
# would print each with the whole g++ command on a learner's every build.
# -Dtypeof=__typeof__: nvcc's front end is in GNU mode and takes the GNU
# `typeof` keyword; g++ -std=c++17 knows only __typeof__ (langgap a08).
# -Werror=vla: nvcc refuses a variable-length array in device code (`float buf[n]`
# with a runtime n: "expression must have a constant value"); g++ takes it as a
# GNU extension (nvccgap hunt, docs/verdict-nvccgap.md).
# -ftemplate-depth=200: nvcc's front end stops a template instantiated 201
# deep ("excessive recursion at instantiation of function Sum<N>::run"; 200
# builds), and g++ and clang with this limit stop at the same depth (GPU run
# 30: the lookalike hunt's Sum<256> built here and not with nvcc).

# The CUDA version a kernel file sees (__CUDACC_VER_MAJOR__, CUDART_VERSION, ...:
# kernel_table.cu): the nvcc that builds its GPU side, or 13.0 without one.
SIM_CUDA_VERSION := $(or $(if $(NVCC),$(shell $(NVCC) --version 2>/dev/null | \
                        sed -n 's/.*release \([0-9][0-9]*\)\.\([0-9][0-9]*\).*/\1 \2/p')),13 0)
SIM_KERNEL_FLAGS += -DP34_CUDA_MAJOR=$(word 1,$(SIM_CUDA_VERSION)) -DP34_CUDA_MINOR=$(word 2,$(SIM_CUDA_VERSION))

# Undefined behaviour a GPU and x86 compute differently (a shift by 32, a
# float-to-int conversion out of range, a missing return): reported at its
# line by the handlers in sim/bounds.cpp, as -fsanitize=bounds is.
SIM_UB_FLAGS ?= -fsanitize=shift-exponent,float-cast-overflow,return

# each local its own stack slot (see above; clang at -O0 never shares them)
SIM_STACK_FLAG ?= $(if $(findstring clang,$(SIM_CXX)),,-fstack-reuse=none)

# volatile accesses reach __tsan_volatile_* (relaxed, system scope: check.cpp)
SIM_VOLATILE_FLAG ?= $(if $(findstring clang,$(SIM_CXX)),-mllvm -tsan-distinguish-volatile=1,--param tsan-distinguish-volatile=1)

SIM_RUNTIME_SRCS = sim/runtime.cpp sim/device.cpp sim/check.cpp sim/report.cpp \
                   sim/bounds.cpp sim/trace.cpp sim/draw.cpp \
                   sim/math.cpp sim/ptx.cpp  # trace, draw: the picture of a run (p34 draw); math: sim/device_api.h's rounding modes; ptx: inline PTX
# shared_end.o comes last: its guard follows every __shared__ variable.
SIM_OBJS = $(patsubst sim/%.cpp,$(BUILD)/sim/%.o,$(SIM_RUNTIME_SRCS)) \
           $(PBUILD)/sim/problem.o $(BUILD)/sim/solution.o $(BUILD)/sim/shared_end.o
SIM_LDFLAGS = -ldl -rdynamic

# The directed-rounding helpers must not be folded across fesetround.
$(BUILD)/sim/math.o: SIM_CXXFLAGS += -frounding-math
# The picture and the report run once, at the end of a run: -Og halves the
# build's longest compiles (draw.cpp 15.6 s of g++ to 6.8 s) at no cost a run
# can feel.
$(BUILD)/sim/draw.o $(BUILD)/sim/report.o: SIM_CXXFLAGS += -Og

$(BUILD)/sim/%.o: sim/%.cpp sim/internal.h sim/cuda_sim.h sim/device_api.h sim/device_api_rt.h kernels.h
	@mkdir -p $(dir $@)
	$(SIM_CXX) $(SIM_CXXFLAGS) -c $< -o $@

# `extern __shared__ T name[];` (or `name[N]`: nvcc takes a size and the
# array is still the dynamic region, langgap q09) cannot be a static: a kernel file that
# declares one is compiled from a copy where that line says
# P34_EXTERN_SHARED(T, name) (sim/cuda_sim.h); #line keeps the file's own
# name and line numbers in reports, -iquote its own #include "..." paths.
P34_EXTERN_SHARED_SED = s/extern[[:space:]]+__shared__[[:space:]]+(__align__\([^)]*\)[[:space:]]*|alignas\([^)]*\)[[:space:]]*)?([^;]*[^[:alnum:]_;])([[:alpha:]_][[:alnum:]_]*)[[:space:]]*\[[^]]*\]/P34_EXTERN_SHARED(\2, \3)/g

# __shared__ is `static` plus attributes (sim/cuda_sim.h), so two forms
# that nvcc takes would not compile: `static __shared__ T x;` (a static
# twice; the form of CUDA's own block-reduce samples) and `__shared__
# alignas(N) T x;` (a standard attribute after the attributes). The copy
# says `__shared__ T x;` and `alignas(N) __shared__ T x;` instead. An
# `extern "C" __device__` function loses its extern "C" there: nvcc's host
# stand-in of it already has the C name in the same program. The same for
# `extern "C" __global__` kernels and `extern "C" { ... }` blocks (the form
# for cuModuleGetFunction lookups): nvcc's host stub of such a kernel has its
# C name, so the copy says extern "C++" (the simulator's kernels keep their
# namespace).
# `static` or `extern` split from its `__shared__` by a newline or a comment
# goes through scripts/sim-asm-rewrite, which joins them first (the sed sees
# one line).
P34_EXTERN_C_SED = s/(^|[^[:alnum:]_])extern[[:space:]]*"C"/\1extern "C++"/g
P34_SHARED_SED = s/(^|[^[:alnum:]_])static[[:space:]]+__shared__([^[:alnum:]_]|$$)/\1__shared__\2/g; \
                 s/(^|[^[:alnum:]_])__shared__[[:space:]]+static([^[:alnum:]_]|$$)/\1__shared__\2/g; \
                 s/(^|[^[:alnum:]_])__shared__([[:space:]]+)(alignas[[:space:]]*\([^)]*\))/\1\3\2__shared__/g
P34_SHARED_WORDS = extern[[:space:]]+__shared__|static[[:space:]]+__shared__|__shared__[[:space:]]+(static|alignas)|extern[[:space:]]*"C"|(^|[^[:alnum:]_])(static|extern|__shared__)[[:space:]]*($$|/[*/])

# Inline assembly would compile as x86: scripts/sim-asm-rewrite first turns
# each asm statement of the kernel file into a p34_sim_asm call on the same
# line, which sim/ptx.cpp runs as PTX (or the build stops, naming the line
# and the instruction the simulator does not run). sim/cuda_sim.h poisons
# asm for everything after it, so no other asm reaches the compiler.
P34_ASM_WORD = (^|[^[:alnum:]_])(asm|__asm__|__asm)([^[:alnum:]_]|$$)

# A kernel file with a `return` goes through the rewrite too, with
# --exit-marks: a call at the start and at the end of each __global__ body
# lets the simulator tell a thread that returned early (a barrier the others
# reach completes without it: PTX exit) from one that skipped a barrier in a
# branch and ran off the end (PG Synchronization Functions: a divergent
# barrier), whatever other `return` statements the kernel has.
P34_RETURN_WORD = (^|[^[:alnum:]_])return([^[:alnum:]_]|$$)

# The kernel file's #include <...> lines are opened before its namespace
# (kernel_table.cu); scripts/kernel-includes --sim writes them into a header
# and stops the build, naming the line, at one that sim/include/ has no
# stand-in for.
SIM_KERNEL_INCLUDES = scripts/kernel-includes --sim

# sim/cuda_sim.h, precompiled (g++ only): parsing it and the C++ library
# headers it opens is three quarters of a kernel file's compile (0.55 of
# 0.8 s of CPU), which every fixture, graded submission and edit pays. The
# kernel file's own host headers (<cstdio>, ...) must come before it
# (kernel_table.cu), so a file that has any is compiled without it.
# -Winvalid-pch says so if g++ ever ignores it (flags changed).
SIM_PCH_ON ?= $(if $(findstring clang,$(SIM_CXX)),,1)
SIM_PCH = $(BUILD)/sim/pch/p34-sim.h
ifneq ($(SIM_PCH_ON),)
SIM_PCH_DEP = $(SIM_PCH).gch
endif
# P34_SIM_PCH_FLAGS INCLUDES.h: the flags for a kernel file whose includes
# header (scripts/kernel-includes --sim) opens no host header.
P34_SIM_PCH_FLAGS = $$(if [ -n "$(SIM_PCH_ON)" ] && ! awk '/^\#elif defined\(P34_SIM_HOST_HEADERS\)/ { h = 1; next } /^\#(else|endif)/ { h = 0 } h && /\#[ \t]*include/ { found = 1 } END { exit !found }' $(1); then echo "-Winvalid-pch -include $(SIM_PCH)"; fi)
$(SIM_PCH).gch: sim/sim.mk
	@mkdir -p $(dir $@)
	@echo '#include "sim/cuda_sim.h"  /* precompiled by sim/sim.mk */' >$(SIM_PCH)
	$(SIM_CXX) $(filter-out -x c++ -MMD -MP,$(SIM_KERNEL_FLAGS)) -MMD -MP -MF $@.d -MT $@ -x c++-header $(SIM_PCH) -o $@
-include $(SIM_PCH).gch.d
$(PBUILD)/sim/problem.o: kernel_table.cu kernels.h sim/cuda_sim.h sim/device_api.h sim/sim.mk sim/shared-sections scripts/sim-asm-rewrite $(PROBLEM) scripts/kernel-includes $(SIM_PCH_DEP)
	@mkdir -p $(dir $@)
	@$(SIM_KERNEL_INCLUDES) $(PROBLEM) $(PBUILD)/sim/problem-includes.h
	@pch="$(call P34_SIM_PCH_FLAGS,$(PBUILD)/sim/problem-includes.h)"; \
	if grep -Eq '$(P34_SHARED_WORDS)|$(P34_ASM_WORD)|$(P34_RETURN_WORD)' $(PROBLEM); then \
	    python3 -S scripts/sim-asm-rewrite --exit-marks --name $(PROBLEM) $(PROBLEM) $(PBUILD)/sim/problem-asm.cu || exit 1; \
	    { printf '#line 1 "%s"\n' '$(PROBLEM)'; LC_ALL=C sed -E -e '1s/^\xEF\xBB\xBF//' -e '$(P34_EXTERN_SHARED_SED)' -e '$(P34_SHARED_SED)' -e '$(P34_EXTERN_C_SED)' $(PBUILD)/sim/problem-asm.cu; } \
	        >$(PBUILD)/sim/problem-src.cu; \
	    echo "$(SIM_CXX) ... $(PROBLEM) (__shared__ declarations, asm and exit marks rewritten in $(PBUILD)/sim/problem-src.cu)"; \
	    $(SIM_CXX) $(SIM_KERNEL_FLAGS) $$pch -iquote $(dir $(PROBLEM)) -DP34_KERNEL_FILE='"$(PBUILD)/sim/problem-src.cu"' \
	        -DP34_KERNEL_INCLUDES='"$(PBUILD)/sim/problem-includes.h"' \
	        -DP34_KERNEL_NAME='"$(PROBLEM)"' -DP34_TABLE=p34_sim_problem -c $< -o $@ && $(SIM_SECTIONS) $@; \
	else \
	    echo "$(SIM_CXX) ... $(PROBLEM)"; \
	    $(SIM_CXX) $(SIM_KERNEL_FLAGS) $$pch -DP34_KERNEL_FILE='"$(PROBLEM)"' -DP34_KERNEL_INCLUDES='"$(PBUILD)/sim/problem-includes.h"' \
	        -DP34_TABLE=p34_sim_problem -c $< -o $@ && $(SIM_SECTIONS) $@; \
	fi

$(BUILD)/sim/solution.o: kernel_table.cu kernels.h sim/cuda_sim.h sim/device_api.h sim/sim.mk sim/shared-sections $(SOLUTION) scripts/kernel-includes $(SIM_PCH_DEP)
	@mkdir -p $(dir $@)
	@$(SIM_KERNEL_INCLUDES) $(SOLUTION) $(BUILD)/sim/solution-includes.h
	$(SIM_CXX) $(SIM_KERNEL_FLAGS) $(call P34_SIM_PCH_FLAGS,$(BUILD)/sim/solution-includes.h) -DP34_KERNEL_FILE='"$(SOLUTION)"' -DP34_KERNEL_INCLUDES='"$(BUILD)/sim/solution-includes.h"' -DP34_TABLE=p34_sim_solution -c $< -o $@
	$(SIM_SECTIONS) $@

# A driver that calls p34_sim_run directly (tests/test-sim.sh, scripts/bench-sim).
$(BUILD)/sim/sim-driver: tests/sim_driver.cpp $(SIM_OBJS)
	@mkdir -p $(dir $@)
	$(SIM_CXX) $(SIM_CXXFLAGS) -o $@ tests/sim_driver.cpp $(SIM_OBJS) $(SIM_LDFLAGS)
