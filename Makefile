# p34 - thread block cluster puzzles (CUDA, with a CPU simulator)
#
#   make p34 && ./p34 --reduction      build, then run a puzzle
#   make test                          the fast tier: a slice of every suite, at
#                                      most 3 minutes on 2 cores, build included
#   make test-all                      every test, under 20 minutes on 2 cores
#                                      (no GPU needed; GPU checks skip)
#   make bench                         build/bench/p34-bench, the benchmark that
#                                      ./p34 --bench runs (needs nvcc; a GPU to run)
#   make release                       ./p34 for sm_90a plus compute_90 PTX,
#                                      for GPUs newer than the H100 (B200, ...)
#   make clean                         remove every build output
#
# make runs as many jobs as there are cores unless you pass -j.
#
# Variables you may set:
#   ARCH=sm_90a       GPU target (default: the GPU found here, e.g. sm_90a on
#                     an H100, sm_100 on a B200; sm_90a where there is none;
#                     sm_90 also works; clusters need sm_90+; compute_90: PTX
#                     only, compiled by the driver at load)
#   PTX=compute_90    PTX embedded beside ARCH's machine code, for newer GPUs
#                     (default none; make release embeds compute_90)
#   PROBLEM=file.cu   the learner kernel file built in (default problems/p34.cu)
#   BIN=path          where the binary goes (default ./p34)
#   BUILD=dir         object folder (default build)
#   PBUILD=dir        folder for the PROBLEM objects and the link (default BUILD)
#   NVCC=path         the CUDA compiler (default: nvcc on PATH, else
#                     /usr/local/cuda/bin/nvcc); NVCC= builds simulator-only

comma := ,

# Every core, unless the command line chose (-j1 included).
ifeq ($(filter -j%,$(MAKEFLAGS)),)
MAKEFLAGS += -j$(shell nproc 2>/dev/null || echo 2)
endif

# The GPU target. The edit loop compiles for what can run here: the GPU's
# own machine code where nvidia-smi finds one (9.x: sm_90a; 10.0 and up: that
# generation), else sm_90a alone, which is what the H100 runs. PTX for GPUs
# newer than the build machine's only goes in where a binary travels: make
# release (or PTX=compute_90 by hand).
RELEASE := $(filter release,$(MAKECMDGOALS))
ifeq ($(origin ARCH),undefined)
  ifneq ($(RELEASE),)
    ARCH := sm_90a
  else
    GPU_CC := $(if $(wildcard /dev/nvidiactl),$(shell nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | grep -E '^[0-9]+\.[0-9]+$$' | head -1))
    GPU_MAJOR := $(firstword $(subst ., ,$(GPU_CC)))
    ARCH := $(if $(filter 9,$(GPU_MAJOR)),sm_90a,$(if $(filter 1%,$(GPU_MAJOR)),sm_$(subst .,,$(GPU_CC)),sm_90a))
    ARCH_NOTE := $(if $(GPU_CC),$(comma) the GPU here,$(comma) no GPU found here)
  endif
endif
ifeq ($(origin PTX),undefined)
  PTX := $(if $(RELEASE),compute_90,)
endif

PROBLEM  ?= problems/p34.cu
SOLUTION ?= solutions/p34.cu
BIN      ?= p34
BUILD    ?= build
# Objects made from PROBLEM, and the link, go here; a fixture or a grader's
# submission gets its own PBUILD and shares everything else in BUILD.
PBUILD   ?= $(BUILD)

CC  ?= gcc
CXX ?= g++
ifeq ($(origin CC),default)
CC := gcc
endif
ifeq ($(origin CXX),default)
CXX := g++
endif
# The runner's link: lld where the compiler driver finds it (0.1 s of CPU
# instead of ld.bfd's 0.3 s; every fixture and submission links a runner);
# the default linker otherwise (gold is not used: it fails on the GPU
# runner's link, "undefined reference to vtable for
# __cxxabiv1::__class_type_info"). RUNNER_LD= keeps the default.
RUNNER_LD ?= $(shell $(CXX) -fuse-ld=lld -Wl,--version >/dev/null 2>&1 && echo -fuse-ld=lld)

NVCC ?= $(or $(shell command -v nvcc 2>/dev/null),$(wildcard /usr/local/cuda/bin/nvcc))
CUDA_HOME ?= $(patsubst %/bin/nvcc,%,$(NVCC))

CFLAGS   ?= -O2
CFLAGS   += -std=c11 -Wall -Wextra -Werror -D_POSIX_C_SOURCE=200809L -I. -MMD -MP
CXXFLAGS ?= -O2
CXXFLAGS += -std=c++17 -Wall -Wextra -Werror -I. -MMD -MP

# Machine code for ARCH, plus (PTX=compute_90, make release) PTX that the
# driver compiles at load time for GPUs newer than the H100 (compute
# capability 10.x, 12.x), which cannot run sm_90a machine code.
# ARCH=compute_90 builds PTX only.
ifeq ($(filter compute_%,$(ARCH)),)
GENCODE   = -gencode=arch=$(patsubst sm_%,compute_%,$(ARCH)),code=$(ARCH) \
            $(if $(PTX),-gencode=arch=$(PTX)$(comma)code=$(PTX))
else
GENCODE   = -gencode=arch=$(ARCH),code=$(ARCH)
endif
NVCCFLAGS ?= -O3
NVCCFLAGS += -std=c++17 -lineinfo $(GENCODE) -I. -MMD -MP -Xcompiler -Wall,-Wextra
# Our own CUDA code is warning-free; a learner's half-written kernel file
# compiles with warnings shown, minus "declared but never used" (the stubs
# declare their indices before the FILL IN regions use them).
NVCC_STRICT  = -Werror all-warnings
KERNEL_NVCCFLAGS = $(NVCCFLAGS) -diag-suppress 177,550

# Two programs: the judge (./p34: command line, inputs, reference, checks,
# report; host/ and p34.c, plain C, no kernel code) and the runner
# ($(PBUILD)/p34-runner: the backends and both kernel sets; runner/), which
# the judge starts and talks to over pipes (runner/protocol.h).
HOST_SRCS = p34.c $(wildcard host/*.c)
HOST_OBJS = $(patsubst %.c,$(BUILD)/host/%.o,$(notdir $(HOST_SRCS)))
RUNNER   = $(PBUILD)/p34-runner
# The judge finds the runner relative to its own folder.
RUNNER_REL = $(shell realpath -m --relative-to=$(abspath $(dir $(BIN))) $(abspath $(RUNNER)))

.PHONY: all p34 bench release test test-all test-deps clean help
all: p34

# `make p34` always means ./p34 (or BIN=...).
ifeq ($(BIN),p34)
p34: p34-binary-$(BIN)
.PHONY: p34-binary-$(BIN)
p34-binary-$(BIN): $(PBUILD)/p34.bin $(RUNNER)
	@cp $< $(BIN)
	@echo "built ./$(BIN) (kernels run in $(RUNNER))"
else
p34: $(BIN)
$(BIN): $(PBUILD)/p34.bin $(RUNNER)
	@mkdir -p $(dir $(BIN))
	@cp $< $(BIN)
	@echo "built $(BIN) (kernels run in $(RUNNER))"
endif

include sim/sim.mk

ifneq ($(NVCC),)
  $(info nvcc found: $(NVCC) (target $(ARCH)$(if $(and $(PTX),$(filter-out compute_%,$(ARCH))), + $(PTX) PTX)$(ARCH_NOTE)))
  GPU_OBJS = $(BUILD)/gpu/kernels.o $(PBUILD)/gpu/problem.o $(BUILD)/gpu/solution.o
  include bench/bench.mk
  GPU_LIBS = -L$(CUDA_HOME)/lib64 -L$(CUDA_HOME)/targets/x86_64-linux/lib \
             -lcudart_static -ldl -lpthread -lrt
else
  $(info nvcc not found: building a simulator-only ./p34 (no GPU backend). \
         Install the CUDA Toolkit or pass NVCC=/path/to/nvcc for the GPU.)
  GPU_OBJS = $(BUILD)/runner/no_cuda.o
  GPU_LIBS =
bench:
	@echo "make bench: the benchmark needs nvcc (the CUDA Toolkit), found neither on the PATH nor in /usr/local/cuda/bin" >&2; exit 3
endif

RUNNER_OBJS = $(BUILD)/runner/runner.o $(GPU_OBJS) $(SIM_OBJS)

# The judge: host code only.
$(PBUILD)/p34.bin: $(HOST_OBJS) $(PBUILD)/runner-path.o
	$(CC) -o $@ $(HOST_OBJS) $(PBUILD)/runner-path.o -lm

# The runner path, rewritten only when it changes (BIN or PBUILD moved).
$(PBUILD)/runner-path.c: FORCE
	@mkdir -p $(dir $@)
	@printf 'const char p34_runner_rel[] = "%s";\n' '$(RUNNER_REL)' >$@.tmp
	@cmp -s $@.tmp $@ && rm -f $@.tmp || mv $@.tmp $@
$(PBUILD)/runner-path.o: $(PBUILD)/runner-path.c
	$(CC) $(CFLAGS) -Wno-missing-prototypes -c $< -o $@
.PHONY: FORCE
FORCE:

# The runner: every piece that runs kernel code. It is linked beside the
# kernel-file check (scripts/kernel-check.mk: the runner depends on its
# stamps, the link does not), and takes its name only once the check passed:
# a copy (a new file, newer than the stamps), then a rename, so that two makes
# at once, or a runner still running, see no half-made file.
$(RUNNER).linked: $(RUNNER_OBJS) $(CONFIG_STAMP)
	$(CXX) $(RUNNER_LD) -o $@ $(RUNNER_OBJS) $(SIM_LDFLAGS) $(GPU_LIBS) -lm
$(RUNNER): $(RUNNER).linked
	@cp $< $@.tmp$$$$ && mv -f $@.tmp$$$$ $@
$(BUILD)/runner/%.o: runner/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

$(BUILD)/host/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@
$(BUILD)/host/%.o: host/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

# The build configuration (GPU target, with or without nvcc) is a stamp
# file: changing either relinks, and rebuilds the GPU objects.
CONFIG_STAMP = $(BUILD)/config-$(ARCH)-$(PTX)-$(if $(NVCC),gpu,sim-only).stamp
$(CONFIG_STAMP):
	@mkdir -p $(dir $@)
	@rm -f $(BUILD)/config-*.stamp
	@touch $@

# GPU kernels: one kernel file per table (see kernel_table.cu).
$(BUILD)/gpu/kernels.o: kernels.cu kernels.h $(CONFIG_STAMP)
	@mkdir -p $(dir $@)
	$(NVCC) $(NVCCFLAGS) $(NVCC_STRICT) -c $< -o $@
# The kernel file's #include <...> lines go into a header that kernel_table.cu
# opens before the kernel file's namespace (scripts/kernel-includes).
KERNEL_INCLUDES = P34_LEAN_HEADERS=$(LEAN_HEADERS) scripts/kernel-includes
# A kernel file that never names cg, cooperative_groups or cuda is compiled
# without those headers (a third of nvcc's time), and again with them where
# that fails (scripts/nvcc-kernel). LEAN_HEADERS=0: always with them, as
# make release and scripts/grade build.
LEAN_HEADERS ?= $(if $(RELEASE),0,1)
NVCC_KERNEL = scripts/nvcc-kernel
$(PBUILD)/gpu/problem.o: kernel_table.cu kernels.h $(PROBLEM) scripts/kernel-includes $(NVCC_KERNEL) $(CONFIG_STAMP)
	@mkdir -p $(dir $@)
	@$(KERNEL_INCLUDES) $(PROBLEM) $(PBUILD)/gpu/problem-includes.h
	$(NVCC_KERNEL) $(PBUILD)/gpu/problem-includes.h $(NVCC) $(KERNEL_NVCCFLAGS) -DP34_KERNEL_FILE='"$(PROBLEM)"' -DP34_KERNEL_INCLUDES='"$(PBUILD)/gpu/problem-includes.h"' -DP34_TABLE=p34_gpu_problem -c $< -o $@
$(BUILD)/gpu/solution.o: kernel_table.cu kernels.h $(SOLUTION) scripts/kernel-includes $(NVCC_KERNEL) $(CONFIG_STAMP)
	@mkdir -p $(dir $@)
	@$(KERNEL_INCLUDES) $(SOLUTION) $(BUILD)/gpu/solution-includes.h
	$(NVCC_KERNEL) $(BUILD)/gpu/solution-includes.h $(NVCC) $(KERNEL_NVCCFLAGS) -DP34_KERNEL_FILE='"$(SOLUTION)"' -DP34_KERNEL_INCLUDES='"$(BUILD)/gpu/solution-includes.h"' -DP34_TABLE=p34_gpu_solution -c $< -o $@

# The same ./p34, with PTX for newer GPUs (see RELEASE above).
release: p34

test:
	@bash tests/run-all.sh fast

test-all: test-deps
	@bash tests/run-all.sh all

# What the full tier's checks use and a fresh Debian machine may lack:
# xmllint (tests/test-draw.sh), and the aarch64 cross compiler, qemu-user and
# clang (scripts/cross-check). The tests install nothing: they find these or
# report the checks skipped. As root with apt-get, this installs them.
TEST_DEPS = xmllint:libxml2-utils aarch64-linux-gnu-g++:g++-aarch64-linux-gnu \
            qemu-aarch64:qemu-user clang++-14:clang-14
test-deps:
	@missing=; for d in $(TEST_DEPS); do \
	    command -v $${d%%:*} >/dev/null 2>&1 || missing="$$missing $${d#*:}"; done; \
	[ -z "$$missing" ] && exit 0; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "make test-deps: installing$$missing"; \
	    export DEBIAN_FRONTEND=noninteractive; \
	    (apt-get install -y -q$$missing || (apt-get update -q && apt-get install -y -q$$missing)) \
	        >/dev/null 2>&1 || echo "make test-deps: could not install$$missing: their checks will be skipped"; \
	else \
	    echo "make test-deps: missing$$missing (not root, or no apt-get): their checks will be skipped"; \
	fi

clean:
	rm -rf build $(BUILD) p34 build-ptx

help:
	@sed -n '1,/^$$/p' Makefile

# Unit tests of the host logic (no GPU, no simulator).
UNIT_OBJS = $(filter-out $(BUILD)/host/p34.o,$(HOST_OBJS))
$(BUILD)/tests/unit_tests: tests/unit_tests.c $(UNIT_OBJS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $< $(UNIT_OBJS) -lm

# Kernel files hold device code only: checked before the runner is linked.
include scripts/kernel-check.mk

-include $(wildcard $(BUILD)/*/*.d $(PBUILD)/*/*.d $(PBUILD)/*.d)
