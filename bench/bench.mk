# bench/bench.mk - `make bench`: the benchmark behind `./p34 --bench`, a binary
# of its own ($(BUILD)/bench/p34-bench), so that `make p34` never compiles it.
# Included by the Makefile when nvcc is found. CUB comes from the CUDA
# Toolkit's own CCCL headers; nothing is fetched.
BENCH_BIN  = $(BUILD)/bench/p34-bench
BENCH_OBJS = $(BUILD)/bench/bench.o $(BUILD)/bench/bench_main.o

bench: $(BENCH_BIN)
	@echo "built $(BENCH_BIN): run ./p34 --bench (it needs a CUDA GPU of compute capability 9.0+)"
$(BENCH_BIN): $(BENCH_OBJS)
	$(NVCC) $(GENCODE) -o $@ $(BENCH_OBJS)
$(BUILD)/bench/%.o: bench/%.cu bench/bench.h bench/reduce.cuh kernels.h $(CONFIG_STAMP)
	@mkdir -p $(dir $@)
	$(NVCC) $(NVCCFLAGS) -c $< -o $@
