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
KERNEL_CHECK_STAMPS = $(PBUILD)/kernel-check/problem.stamp $(BUILD)/kernel-check/solution.stamp
$(PBUILD)/kernel-check/problem.stamp: $(PBUILD)/gpu/problem.o $(PROBLEM) $(KERNEL_CHECK)
	@mkdir -p $(dir $@)
	@$(KERNEL_CHECK) -q --nvcc '$(NVCC)' --arch $(ARCH) --table p34_gpu_problem --object $< $(PROBLEM)
	@touch $@
$(BUILD)/kernel-check/solution.stamp: $(BUILD)/gpu/solution.o $(SOLUTION) $(KERNEL_CHECK)
	@mkdir -p $(dir $@)
	@$(KERNEL_CHECK) -q --nvcc '$(NVCC)' --arch $(ARCH) --table p34_gpu_solution --object $< $(SOLUTION)
	@touch $@
$(KERNEL_CHECKED): $(KERNEL_CHECK_STAMPS)
else
.PHONY: kernel-check-skipped
$(KERNEL_CHECKED): | kernel-check-skipped
kernel-check-skipped:
	@echo "WARNING: $(PROBLEM) and $(SOLUTION) were NOT checked for host code: that needs nvcc (scripts/check-kernel-file). Building anyway." >&2
endif
