/*
 * sim/shared_end.cpp - the last object in the simulator's link: a guard
 * variable after every __shared__ variable of the kernel files, so that an
 * index past the end of the last one still lands in the "p34_shared"
 * section, where the simulator reports it as out of bounds (sim/check.cpp;
 * the guard before the first one is in sim/runtime.cpp). Never accessed.
 */
#include "sim/cuda_sim.h"

extern "C" {
__attribute__((section("p34_shared"), aligned(P34_SIM_SHARED_ALIGN), used)) char p34_sim_shared_end_guard[1];
}
