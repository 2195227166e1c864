# scripts/kernel-check.mk - refuse host code in kernel files before the
# program that runs kernels is linked (included by the top Makefile).
#
# scripts/check-kernel-file checks $(PROBLEM) and $(SOLUTION): the same lines
# in nvcc's device and host passes and the simulator's (no #ifdef __CUDACC__
# and friends, no inline asm), and nothing but nvcc's stubs, glue and
# variable shadows in the nvcc host object already built for them. A stamp
# per kernel file reruns it only when that object (so the file, or what it
# includes) changes. Without nvcc the check cannot be made: make says so and
# goes on (scripts/grade refuses to grade then: check-kernel-file --can-check).

KERNEL_CHECK = scripts/check-kernel-file
# The binary that runs kernel code: the runner where there is one.
KERNEL_CHECKED = $(or $(RUNNER),$(PBUILD)/p34.bin)

ifneq ($(NVCC),)
# Two stamps per kernel file, one per check of scripts/check-kernel-file:
# "source" needs only the file, so it runs beside the compiles (make -j);
# "object" reads the nvcc host object once it is built, and also records the
# files the object was built from (its .d) as what the source stamp depends
# on, so an edited #include reruns both.
KERNEL_CHECK_STAMPS = $(PBUILD)/kernel-check/problem.stamp $(BUILD)/kernel-check/solution.stamp
KERNEL_CHECK_RUN = $(KERNEL_CHECK) -q --nvcc '$(NVCC)' --arch $(ARCH)
$(PBUILD)/kernel-check/problem-source.stamp: $(PROBLEM) kernel_table.cu kernels.h $(KERNEL_CHECK)
	@mkdir -p $(dir $@)
	@$(KERNEL_CHECK_RUN) --only source --table p34_gpu_problem $(PROBLEM)
	@touch $@
$(PBUILD)/kernel-check/problem.stamp: $(PBUILD)/gpu/problem.o $(PBUILD)/kernel-check/problem-source.stamp
	@$(KERNEL_CHECK_RUN) --only object --table p34_gpu_problem --object $< $(PROBLEM)
	@sed -e 's|^[^:]*\.o *:|$(PBUILD)/kernel-check/problem-source.stamp:|' $(<:.o=.d) >$(@:.stamp=-source.d) 2>/dev/null || true
	@touch $@
$(BUILD)/kernel-check/solution-source.stamp: $(SOLUTION) kernel_table.cu kernels.h $(KERNEL_CHECK)
	@mkdir -p $(dir $@)
	@$(KERNEL_CHECK_RUN) --only source --table p34_gpu_solution $(SOLUTION)
	@touch $@
$(BUILD)/kernel-check/solution.stamp: $(BUILD)/gpu/solution.o $(BUILD)/kernel-check/solution-source.stamp
	@$(KERNEL_CHECK_RUN) --only object --table p34_gpu_solution --object $< $(SOLUTION)
	@sed -e 's|^[^:]*\.o *:|$(BUILD)/kernel-check/solution-source.stamp:|' $(<:.o=.d) >$(@:.stamp=-source.d) 2>/dev/null || true
	@touch $@
$(KERNEL_CHECKED): $(KERNEL_CHECK_STAMPS)
else
.PHONY: kernel-check-skipped
$(KERNEL_CHECKED): | kernel-check-skipped
kernel-check-skipped:
	@echo "WARNING: $(PROBLEM) and $(SOLUTION) were NOT checked for host code: that needs nvcc (scripts/check-kernel-file). Building anyway." >&2
endif
