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

# The runtime: warnings are errors, as in the rest of the project.
SIM_CXXFLAGS ?= -O2 -g
SIM_CXXFLAGS += -std=c++17 -Wall -Wextra -Werror -I. -MMD -MP

# Kernel files: -O1 keeps the code close to the source for reports;
# no sibling calls, so a barrier's return address is always its call site;
# debug paths relative to the repository, so reports say problems/p34.cu:57.
# Learner code is not held to -Werror (an unused variable in a stub is fine).
# sim/include stands in for CUDA headers a kernel file may include itself
# (<cooperative_groups.h>, <cooperative_groups/reduce.h>, <cuda/atomic>).
SIM_KERNEL_FLAGS ?= -O1
SIM_KERNEL_FLAGS += -std=c++17 -g -gdwarf-4 -fsanitize=thread -fno-optimize-sibling-calls \
                    -fdebug-prefix-map=$(CURDIR)=. -DP34_SIM -I. -Isim/include -MMD -MP -x c++ \
                    -Wall -Wno-unused-variable -Wno-unused-parameter

SIM_RUNTIME_SRCS = sim/runtime.cpp sim/device.cpp sim/check.cpp sim/report.cpp \
                   sim/trace.cpp sim/draw.cpp  # trace, draw: the picture of a run (p34 draw)
# shared_end.o comes last: its guard follows every __shared__ variable.
SIM_OBJS = $(patsubst sim/%.cpp,$(BUILD)/sim/%.o,$(SIM_RUNTIME_SRCS)) \
           $(PBUILD)/sim/problem.o $(BUILD)/sim/solution.o $(BUILD)/sim/shared_end.o
SIM_LDFLAGS = -ldl -rdynamic

$(BUILD)/sim/%.o: sim/%.cpp sim/internal.h sim/cuda_sim.h kernels.h
	@mkdir -p $(dir $@)
	$(SIM_CXX) $(SIM_CXXFLAGS) -c $< -o $@

$(PBUILD)/sim/problem.o: kernel_table.cu kernels.h sim/cuda_sim.h $(PROBLEM)
	@mkdir -p $(dir $@)
	$(SIM_CXX) $(SIM_KERNEL_FLAGS) -DP34_KERNEL_FILE='"$(PROBLEM)"' -DP34_TABLE=p34_sim_problem -c $< -o $@

$(BUILD)/sim/solution.o: kernel_table.cu kernels.h sim/cuda_sim.h $(SOLUTION)
	@mkdir -p $(dir $@)
	$(SIM_CXX) $(SIM_KERNEL_FLAGS) -DP34_KERNEL_FILE='"$(SOLUTION)"' -DP34_TABLE=p34_sim_solution -c $< -o $@

# A driver that calls p34_sim_run directly (tests/test-sim.sh, scripts/bench-sim).
$(BUILD)/sim/sim-driver: tests/sim_driver.cpp $(SIM_OBJS)
	@mkdir -p $(dir $@)
	$(SIM_CXX) $(SIM_CXXFLAGS) -o $@ tests/sim_driver.cpp $(SIM_OBJS) $(SIM_LDFLAGS)
