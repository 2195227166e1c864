# bench/bench.mk - `./p34 --bench` (included by the Makefile when nvcc is found).
# CUB comes from the CUDA Toolkit's own CCCL headers; nothing is fetched.
BENCH_OBJS = $(BUILD)/bench/bench.o

$(BUILD)/bench/bench.o: bench/bench.cu bench/bench.h bench/reduce.cuh kernels.h
	@mkdir -p $(dir $@)
	$(NVCC) $(NVCCFLAGS) -c $< -o $@
