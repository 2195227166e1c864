#!/usr/bin/env bash
# tests/test-sim.sh - the CPU simulator backend (sim/): every puzzle's
# solution passes on every schedule, the problem stubs fail, each broken
# kernel under tests/fixtures/ gets its diagnosis (file:line, block, thread)
# and exit code, unsupported CUDA fails to compile with a message naming it,
# and the backend builds with clang++ too. No GPU needed.
#
#   bash tests/test-sim.sh      one "ok - ..." / "not ok - ..." line per
#                               check, then "sim: N passed, N failed"
set -u
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

# The simulator needs no CUDA; build without nvcc so this suite runs the
# same everywhere (the objects land in their own folder).
SIMBUILD=build/test-sim
seed_sim_build "$SIMBUILD"
simmake() { make -s NVCC= BUILD="$SIMBUILD" "$@" >"$TMP/make.log" 2>&1; }

# sim_fixture NAME: builds tests/fixtures/NAME.cu as the problem set of
# $SIMBUILD/fixtures/NAME/p34.
sim_fixture() {
    simmake BIN="$SIMBUILD/fixtures/$1/p34" PBUILD="$SIMBUILD/fixtures/$1" \
        PROBLEM="tests/fixtures/$1.cu" "$SIMBUILD/fixtures/$1/p34"
}

# need NAME: builds fixture NAME unless this run built it already (the full
# tier builds every fixture up front; the fast tier only those it runs).
declare -A BUILT=()
# The fast tier (make test) runs a sample of each group of fixtures: one or
# two of a class; the rest, named here, are built and checked by make
# test-all only (each is reported once as deferred).
FAST_DEFER="vh_device_array_no_sync vh_device_staging_no_sync vh_device_warp_sums_no_sync
    vh_volatile_poll_hides_race vh_block_fence_dsmem_flag vh_ok_device_counter vh_ok_device_arrival_spin
    vh_ok_atomic_poll vh_ok_cas_poll vh_ok_device_array vh_ok_device_partials vh_ok_device_staging
    vh_ok_shfl_ballot_mask vh_ok_block_fence_atomic_flag vh_ok_dsmem_counter_poll
    mm2_shfl_no_syncwarp mm2_ok_store_then_atomic mm2_ok_volatile_flag mm2_volatile_flag_plain_read
    mm2_store_vs_atomic ptx_ticket_no_release ptx_ok_fence_arrive_relaxed
    nb_arrive_not_sync nb_count_too_small vl_atomic_ref_block_output vl_half_accumulate
    vl_ok_arrive_relaxed vl_lb_first_ticket_merges
    vt_lb_reread_atomic_ref vt_lb_last_index_merges vt_lb_acquire_fence_ticket vt_ok_lb_warp_leader_tickets
    vt_ok_lb_release_acquire_fence ve_float2_misaligned_shared ve_ok_float4_aligned
    ve_ok_int_div_by_zero_unused ve_ok_large_local_array ve_inf_stored ve_input_written
    vp_float4_misaligned vp_ok_mbarrier_remote_arrive
    vh_ok_shfl_half_warp vh_ok_block_fence_flag vh_dsmem_counter_poll_short mm2_ok_volatile_spin_exch
    vt_ok_lb_cas_ticket nb_split_warp vl_ok_half_shuffle mm2_ok_shfl_values ptx_dsmem_after_exit
    reduce_async_no_sync sim_api_surface vc_ok_nonaligned_cluster_barrier_thread0 vc_nv_atomic_block_scope_dsmem
    vc_nv_atomic_relaxed_ticket vc_mbarrier_remote_arrive_cta_scope vc_mbarrier_cta_wait_cluster_release
    vc_aligned_split_warp_two_sites vlit_ok_block_fence_global_scratch vlit_lb_other_thread_store vlit_rd_signal_block_fence
    vq_unsigned_loop_never_ends vq_helper_syncthreads_elected vq_ok_managed_scratch
    vw_ok_syncwarp_full_mask_after_return vw_nested_tile_meta_rank vc_ok_nv_atomic_cluster_ticket
    vlit_block_scratch_no_fence vlit_lb_cluster_fence_no_clusters vq_managed_ticket_no_reset vq_brkpt_leftover
    vq_uninit_shared_flag vq_early_return_unstored_slot vq_counter_reread_reset vx_launch_bounds_small
    va_bulk_no_proxy_fence va_tma_misaligned va_st_async_wait_cta_scope vr_ok_ptx_acquire_rounds vr_ok_malloc_loop
    tb_ok_grid_sync_helper_unused tb_mbarrier_no_init_fence smp_ok_cuda_barrier_block mu2_ok_shared_64k
    mu3_cuda_barrier_use_before_init mu3_atomic_ref_output_32_writers"
# (make test's budget is 3 minutes: these, second and later samples of
# classes the fast tier already checks, run in make test-all)
FAST_DEFER="$FAST_DEFER cause_adv_elect_even_lanes cause_coord_elect_writes cause_coord_syncthreads_half_grid
    lk_ok_std_binary_semaphore lk_semaphore_default_zero lk_semaphore_block_scope_across_blocks
    lk_ok_atomic_flag_lock lk_ok_atomic_flag_wait_notify lk_ok_atomic_bool_lock lk_lb_lock_reset_by_block0
    cause_coord_uninit_shared_sum cause_lb_partials_by_tid cause_lb_ticket_before_partial cause_red_elect_in_thread0
    cause_red_sum_unwritten_slot cause_red_syncthreads_in_if cause_red_temp_by_tid cg_coalesced_shfl_tree
    cg_cub_local_temp cg_cub_result_all_threads cg_cub_reuse_no_sync cg_dyn_tile_64 cg_scan_partial_tile
    va_cluster_tile64_reduce va_tile64_reduce_half_tile va_ok_tile256_lastblock vg_ok_device_total_reset
    vg_ok_malloc_checked vg_malloc_leak_second_launch vh_atomic_poll_no_fence vh_ok_volatile_poll
    mm_exch_flag_no_fence mm_ok_cas_guide vs_ok_chain_every_thread_spins vs_ticket_never_served
    vw_ok_nested_tile_index vw_ok_shfl_range_rules vn_ok_nan_to_int_unused"
# (divergent-barrier samples beyond fl_guard_return_thread0_barrier and vq_helper_barrier_in_branch,
# to keep make test under 3 minutes: 2026-11-27, fifth session)
FAST_DEFER="$FAST_DEFER ms_trailing_macro_return_divergent xl_lambda_barrier_in_branch sty_wide_char_brace_divergent"
# (second samples of classes that keep a first one in make test: bf16 (vb_bf16_accumulate), texture
# objects (vet_tex_object_called), values of undefined behaviour (vn_ok_ub_values), signals without a
# release (vlit_rd_signal_no_release), mbarriers (tb_ok_mbarrier_owner_waits))
FAST_DEFER="$FAST_DEFER vb_ok_bf16_shuffle vet_tex_object r2_ok_ub_count_reread r3_ok_ub_narrow_casts
    vlit_ok_block_fence_global_counter rv1_ok_mbar_four_remote_arrives"
# (the flow hunt: second samples of its two classes)
FAST_DEFER="$FAST_DEFER fl_syncthreads_or_skipped_by_warps fl_ok_macro_early_return fl_lb_ticket_thread0_guard_return fl_tid_loop_barrier_guard_return
    fl_ballot_any_mixed"
# (this session's hunts: one fast sample per new class stays, hp_new_array_overrun,
# fl_guard_return_thread0_barrier and lk_warp_atomic_flag_lock; make test must stay near 3 min)
FAST_DEFER="$FAST_DEFER fl_shfl_modes_mixed blg_atomic_total_read_no_sync blg_shared_array_warpsize_bound
    cmp_cub_without_include cmp_ticket_compare_off_by_one lk_ok_binary_semaphore lk_ok_volatile_store_release
    lk_lb_done_read_after_unlock mu3_memcpy_async_no_wait_own_share"
# (the style hunt: sty_wide_char_brace_divergent stays fast)
FAST_DEFER="$FAST_DEFER sty_if_else_heads_divergent sty_return_void_expr_at_end sty_macro_kernel_decl_divergent
    sty_ok_shared_split_forms sty_shared_init_next_line"
FAST_DEFER="$FAST_DEFER sc_output_far_after"  # scale hunt
FAST_DEFER="$FAST_DEFER ev_packed_u64_half_atomic ev_u16_cas_u32_atomic_counter ev_ok_packed_u64_atomic ev_ok_u16_cas_counter
    ev_warp_flag_fence_after_flag"  # evade hunt
FAST_DEFER="$FAST_DEFER sd_dsmem_check_then_act sd_ok_elect_all_atomic
    sd_ok_dsmem_atomic_ticket sd_warp_ticket_reread sd_ok_warp_ticket sd_single_cas_ticket sd_ok_cas_loop_volatile"  # sched hunt
FAST_DEFER="$FAST_DEFER ms_device_atomic_flag_array_relaxed ms_ok_device_atomic_arrays ms_lb_shared_acc_race_slow ms_lb_partials_far_store"  # verdict misses
FAST_DEFER="$FAST_DEFER lt_shared_paren_initializer_next_line lt_ok_shared_brace_lookalikes"  # leet hunt
FAST_DEFER="$FAST_DEFER lg_ok_cluster_ticket_threadfence lg_ok_cub_aggregate_thread0"  # legacy hunt
FAST_DEFER="$FAST_DEFER cx_asm_array_operand_mapa_exit cx_ok_asm_output_shared_thread0"  # clusterx hunt
FAST_DEFER="$FAST_DEFER ta_countdown_no_reset ta_ok_countdown_atomicexch"  # ta hunt
FAST_DEFER="$FAST_DEFER hc_lb_merge_skips_own hc_root_gather_own_twice hc_ok_root_gather_own_from_shared"  # hpc hunt
# (make test's 3 minutes, 2026-11-27: second samples of classes that stay fast, and the two
# slowest runs, a 5-second hang and a 1024-thread ticket lock)
FAST_DEFER="$FAST_DEFER vx_c_abort vx_c_fprintf vx_constexpr_member_fn vx_host_array vx_std_array vx_std_swap
    vst_memset_every_thread vst_static_local_race vst_thread_local ptx_arrive_relaxed_race vn_cast_unsigned_negative
    vn_ok_shift32_lane_mask vh_elect_assumes_lane0 vg_malloc_heap_full vg_ok_asm_exit_upper_half
    va_cub_warp_exclusive_scan_lane0 va_tile64_sync_not_block tb_mbarrier_peer_reads_after_arrive tb_ok_grid_sync_if_valid
    rv1_mbar_extra_arrive_unobserved rv1_ok_mbar_many_rounds mm2_ballot_no_syncwarp mm2_scratch_guard_widen
    cuda_barrier_count_high cuda_memcpy_async_no_wait cg_coalesced_rank_lane cg_cub_warp_last_lane
    cause_adv_dsmem_peer_no_wait cause_red_shfl_activemask vs_ok_ticket_lock vp_pipeline_no_wait vl_arrive_relaxed_race
    vd_printf_s_not_a_string"
FAST_DEFER="$FAST_DEFER hp_ok_fence_release_relaxed_arrive hp_fence_acquire_relaxed_arrive hp_cuda_ptx_fence_acquire
    hp_ok_ld_relaxed_fence_acquire hp_ok_mbar_relaxed_wait_fence_acquire hp_ok_tma_multicast
    hp_tma_multicast_mask_misses_rank hp_ok_setmaxnreg"  # hopper hunt
FAST_DEFER="$FAST_DEFER bl_helper_race_callers bl_loop_bound_oob bl_macro_leader_writers bl_ok_helpers_two_callsites"  # blame hunt
FAST_DEFER="$FAST_DEFER sc_nv_order_parameter sc_nv_thread_scope_poll sc_seq_cst_store_relaxed_ticket sc_nv_cluster_fence_no_clusters
    sc_ok_seq_cst_everywhere sc_ok_nv_cluster_flags sc_ok_shared_atomic_block_scope"  # scopes hunt
FAST_DEFER="$FAST_DEFER nv_ok_shared_array_mapped nv_shared_skip_last_slot"  # novice hunt
FAST_DEFER="$FAST_DEFER pd_ok_flag_broadcast_after_barrier pd_spin_nanosleep_names_poll pd_ok_memcpy_async_wait"  # prod hunt
FAST_DEFER="$FAST_DEFER fh_ok_lb_ticket_kept fh_ok_team_barrier_two_callsites"  # foreign hunt
FAST_DEFER="$FAST_DEFER gx_ok_shfl_xor16_wave32"  # gfx hunt
FAST_DEFER=$(echo $FAST_DEFER)  # one space between names
declare -A DEFERRED_FIXTURE=()
need() {
    [ -n "${BUILT[$1]:-}" ] && return 0
    if [ "${P34_TIER:-all}" = fast ] && [[ " ${FAST_DEFER//[$'\n\t']/ } " == *" $1 "* ]]; then
        [ -n "${DEFERRED_FIXTURE[$1]:-}" ] || { DEFERRED_FIXTURE[$1]=1; slow "fixture $1 and its checks"; }
        return 1
    fi
    BUILT[$1]=1
    sim_fixture "$1" && return 0
    fail "build fixture $1"
    sed 's/^/    make: /' "$TMP/make.log" | tail -10
    return 1
}

# build_fixtures NAME...: builds each fixture once (need), showing the build
# as "# built:", not counted as a check; a failed build is a failure.
build_fixtures() {
    local n
    for n; do
        need "$n" && built "fixture $n"
    done
}

# both: stdout and stderr of the last run, for messages on either.
both() { cat "$TMP/out" "$TMP/err" >"$TMP/both"; }

echo "# building the simulator-only p34 in $SIMBUILD"
if ! simmake BIN="$SIMBUILD/p34" "$SIMBUILD/p34" "$SIMBUILD/sim/sim-driver"; then
    fail "build the simulator-only p34 (make NVCC=)"
    sed 's/^/    make: /' "$TMP/make.log" | tail -20
    echo "sim: $PASSED passed, $FAILED failed"
    exit 1
fi
pass "build the simulator-only p34 with no CUDA (make NVCC=)"
P34="$SIMBUILD/p34"

# ---------------------------------------------------------------------------
# Solutions pass on every schedule; problem stubs fail cleanly.

for puzzle in coordination reduction advanced last-block; do
    for schedule in forward reverse random:1 random:4242; do
        run "$P34" --"$puzzle" --solution --sim --schedule="$schedule"
        both
        if [ "$RC" -eq 0 ] && grep -q "passed!" "$TMP/out" && ! grep -qE ": (error|warning): " "$TMP/both"; then
            pass "--$puzzle --solution --sim --schedule=$schedule passes with no diagnosis"
        else
            fail "--$puzzle --solution --sim --schedule=$schedule: exit $RC"
            sed 's/^/    /' "$TMP/both" | head -20
        fi
    done
done

for puzzle in coordination reduction advanced last-block; do
    run "$P34" --"$puzzle" --sim
    expect_rc 1 "--$puzzle --sim on the problem stub fails"
    expect_text out "not written" "--$puzzle stub: outputs reported as not written"
done

# ---------------------------------------------------------------------------
# The backend itself, through its C ABI (tests/sim_driver.cpp).

run "$SIMBUILD/sim/sim-driver" last-block solution
expect_rc 0 "p34_sim_run: last-block solution, two launches"
expect_text out "^device: CPU simulator$" "p34_sim_run names the device \"CPU simulator\""
expect_text out "^launches_done: 2$" "p34_sim_run: both last-block launches done"
expect_text out "^launch 1: 8355840 counter=0$" "last-block launch 1: sum 8355840, counter back at 0"
expect_text out "^launch 2: 8355840 counter=0$" "last-block launch 2 (no host reset): same sum, counter 0"

run "$SIMBUILD/sim/sim-driver" reduction problem
expect_rc 0 "p34_sim_run on the reduction stub: the kernel ran (status 0)"
expect_text out "^launch 1: nan$" "reduction stub: output still NaN (poisoned before the launch)"

# ---------------------------------------------------------------------------
# Broken kernels: diagnosis text (file:line, block, thread) and exit code.

F=tests/fixtures

# fixture_check NAME WANT_RC PATTERN DESCRIPTION [extra p34 args...]
# runs the --$PUZZLE puzzle (default reduction) of fixture NAME.
PUZZLE=reduction
# Several checks read one run (the race, then its writing site, then its
# reading site): a run of the same fixture, puzzle and arguments is made once
# and its output kept in $TMP/memo (a run with --timeout, which counts CPU
# time, is always made anew).
declare -A MEMO=()
fixture_run() {  # NAME ARGS...: run "$SIMBUILD/fixtures/NAME/p34" ARGS..., or reuse its output
    local name=$1 key
    shift
    if [[ " $* " == *" --timeout "* ]]; then
        run "$SIMBUILD/fixtures/$name/p34" "$@"
        return
    fi
    key="$name $(stat -c %.9Y "$SIMBUILD/fixtures/$name/p34" 2>/dev/null) $*"  # a rebuilt fixture runs anew
    if [ -z "${MEMO[$key]:-}" ]; then
        run "$SIMBUILD/fixtures/$name/p34" "$@"
        MEMO[$key]=$TMP/memo.${#MEMO[@]}
        cp "$TMP/out" "${MEMO[$key]}.out"; cp "$TMP/err" "${MEMO[$key]}.err"; echo "$RC" >"${MEMO[$key]}.rc"
    else
        cp "${MEMO[$key]}.out" "$TMP/out"; cp "${MEMO[$key]}.err" "$TMP/err"; RC=$(cat "${MEMO[$key]}.rc")
    fi
}
fixture_check() {
    local name=$1 want=$2 pattern=$3 what=$4
    shift 4
    need "$name" || return 1
    fixture_run "$name" --"$PUZZLE" --sim "$@"
    both
    if [ "$RC" -eq "$want" ] && grep -qE -- "$pattern" "$TMP/both"; then
        pass "$name${*:+ $*}: $what (exit $RC)"
    else
        fail "$name${*:+ $*}: $what: exit $RC (want $want), /$pattern/ $(grep -qE -- "$pattern" "$TMP/both" && echo found || echo 'not found')"
        sed 's/^/    /' "$TMP/both" | head -20
    fi
}

# refused_check NAME PATTERN WHAT BUILDS: tests/fixtures/NAME.cu is a kernel file nvcc refuses;
# the simulator's build must refuse it too, with a message matching PATTERN (its line and
# reason) in make's output. WHAT says what passed; BUILDS what it means if the file builds.
refused_check() {
    local name=$1 pattern=$2 what=$3 builds=$4
    if [ "${P34_TIER:-all}" = fast ] && [[ " ${FAST_DEFER//[$'\n\t']/ } " == *" $name "* ]]; then
        slow "fixture $name (a build nvcc refuses) and its check"
        return 0
    fi
    if sim_fixture "$name"; then
        fail "$name: $builds"
    elif grep -qE -- "$pattern" "$TMP/make.log"; then
        pass "$name: $what"
    else
        fail "$name: refused without the line or the reason (want /$pattern/)"
        sed 's/^/    make: /' "$TMP/make.log" | tail -5
    fi
}

# Correct alternative solutions a learner might write (tests/fixtures/
# sim_alt_*.cu), each with the puzzle it solves: none may be diagnosed.
ALT_FIXTURES="sim_alt_dsmem:reduction sim_alt_dsmem_all:reduction sim_alt_dsmem_push:reduction
    sim_alt_shfl:reduction sim_alt_tile:reduction sim_alt_atomic_shared:reduction
    sim_alt_atomic_global:reduction sim_alt_coord_token:coordination sim_alt_coord_atomic:coordination
    sim_alt_adv_ballot:advanced sim_alt_adv_elect:advanced sim_alt_adv_partial_warp:advanced
    sim_alt_lastblock_or:last-block sim_alt_lastblock_shared:last-block sim_alt_reduce_sync:reduction
    sim_lastblock_guide:last-block sim_this_grid:coordination"

if slow "build every fixture up front"; then
for name in sim_missing_barrier sim_divergent_syncthreads sim_wait_no_arrive sim_wrong_index \
            sim_oob_write sim_peer_exited sim_spin_register sim_cuda_features \
            sim_coord_no_syncthreads sim_global_race sim_elect_partial_warp sim_arrive_twice \
            sim_syncthreads_after_return sim_return_in_tree sim_return_too_early sim_return_loop_bottom sim_return_half_warps exp_partial_warp_a exp_partial_warp_b exp_partial_warp_c \
            exp_partial_warp_d deadlock_spin fault_wild_pointer sim_lastblock_no_fence \
            sim_dsmem_early_read sim_seed_reduction sim_atomic_output sim_warp_sync_tail \
            sim_scratch_same_value $(for e in $ALT_FIXTURES; do echo "${e%%:*}"; done); do
    if [ -e "$F/$name.cu" ] && sim_fixture "$name"; then
        BUILT[$name]=1
        built "fixture $name"
    else
        fail "build fixture $name"
        sed 's/^/    make: /' "$TMP/make.log" | tail -10
    fi
done
fi

race='shared-memory data race on `partial\[[0-9]+\]` in block [0-3]'
fixture_check sim_missing_barrier 1 "$race" "race reported"
fixture_check sim_missing_barrier 1 \
    "block [0-3] thread [0-9]+ writes it at $F/sim_missing_barrier.cu:25" "race: the writing site"
fixture_check sim_missing_barrier 1 \
    "block [0-3] thread [0-9]+ reads it at $F/sim_missing_barrier.cu:25" "race: the reading site"
fixture_check sim_missing_barrier 1 "$race" "race reported on a reversed schedule" --schedule=reverse
fixture_check sim_missing_barrier 1 "$race" "race reported on a random schedule" --schedule=random:7

if slow "divergent barriers (sim_divergent_syncthreads)"; then
fixture_check sim_divergent_syncthreads 4 \
    "divergent barrier: the threads of block 0 wait at different __syncthreads" "divergent barrier"
fixture_check sim_divergent_syncthreads 4 "threads 0-127 at $F/sim_divergent_syncthreads.cu:26" \
    "divergent barrier: first site and its threads"
fixture_check sim_divergent_syncthreads 4 "threads 128-255 at $F/sim_divergent_syncthreads.cu:28" \
    "divergent barrier: second site and its threads"
fixture_check sim_divergent_syncthreads 4 "Cluster reduction result: 523776.0" \
    "divergent barrier fails the run although the sum is right"

fi

# Threads that return before a __syncthreads() the rest reach: the barrier
# waits only for threads that have not exited (PTX ISA `exit`; Programming
# Guide, Volta), as an H100 does (docs/verify-verdict-gpu/run6, learn c05).
fixture_check sim_syncthreads_after_return 0 "Cluster-wide collective operations tests passed" \
    "a __syncthreads after an early return waits only for the threads still running"
if slow "early returns before barriers on every schedule (sim_syncthreads_after_return, sim_return_in_tree, sim_return_loop_bottom, sim_return_half_warps, sim_return_too_early)"; then
for s in reverse random:1 random:2; do
    fixture_check sim_syncthreads_after_return 0 "Cluster-wide collective operations tests passed" \
        "early return before __syncthreads passes on --schedule=$s" --schedule=$s
done
for s in forward reverse random:1; do
    PUZZLE=coordination fixture_check sim_return_loop_bottom 0 "Multi-block coordination tests passed" \
        "a tree whose threads return after the step's barrier passes on --schedule=$s" --schedule=$s
    PUZZLE=advanced fixture_check sim_return_half_warps 0 "Advanced cluster patterns tests passed" \
        "half of every warp returns before a __syncthreads: passes on --schedule=$s" --schedule=$s
    PUZZLE=coordination fixture_check sim_return_in_tree 0 "Multi-block coordination tests passed" \
        "a tree whose idle threads return at each step passes on --schedule=$s" --schedule=$s
    PUZZLE=coordination fixture_check sim_return_too_early 1 \
        "Advice: threads returned \\(exited\\) before a __syncthreads\\(\\) that the rest of their block reached" \
        "threads that return with work left: wrong sums, and the Advice says the barrier went on without them ($s)" --schedule=$s
done
fi

# The H100 experiment (docs/gpu-verification.md): full-mask warp collectives
# whose other lanes were still held at a cluster wait, and exited after it,
# hang there (a, d); naming only the running lanes (b), or keeping every lane
# (c), works. Lanes that returned before the collective take no part: the
# H100 passes full-mask shuffles and __syncwarp after them (run 9: warp hunt
# w17, w62), and a shuffle that reads such a lane gets an undefined value
# (w18). The simulator must agree.
for f in vw_ok_shfl_full_mask_after_return vw_ok_syncwarp_full_mask_after_return; do
    PUZZLE=advanced fixture_check $f 0 "Advanced cluster patterns tests passed" \
        "full-mask warp collective after half the warp returned: passes, as on the H100"
done
PUZZLE=advanced fixture_check vw_shfl_reads_returned_lanes 1 \
    "warp shuffle reads lane (1[6-9]|2[0-9]|3[01]), which had exited \(returned from the kernel\) before the shuffle" \
    "a shuffle reading a returned lane: an undefined value, named"
PUZZLE=advanced fixture_check exp_partial_warp_a 4 "lanes 8-31 have exited" "full-mask __syncwarp after lanes exited: deadlock, as on the H100"
if slow "exp_partial_warp_d: the same deadlock without the partial shuffle"; then
PUZZLE=advanced fixture_check exp_partial_warp_d 4 "lanes 8-31 have exited" "the same without the partial shuffle: deadlock, as on the H100"
fi
PUZZLE=advanced fixture_check exp_partial_warp_b 0 "Advanced cluster patterns tests passed" "masks naming only the running lanes pass, as on the H100"
if slow "exp_partial_warp_c: no early exit passes"; then
PUZZLE=advanced fixture_check exp_partial_warp_c 0 "Advanced cluster patterns tests passed" "no early exit passes, as on the H100"
fi

# A wait with no arrive of its own: a broken rule (PTX barrier.cluster), but it waits for
# nothing, as on the H100 (docs/verify-verdict-gpu run34; docs/verdict-progress.md): exit 1,
# naming the wait, and rank 0's reads of temp_storage are unordered.
fixture_check sim_wait_no_arrive 1 \
    "block 0 thread 0 waits at $F/sim_wait_no_arrive.cu:30 \(cluster_wait\) without a matching arrive" \
    "the wait without an arrive is named (exit 1: it does not hang)"
fixture_check sim_wait_no_arrive 1 "waits at $F/sim_wait_no_arrive.cu:30 \(cluster_wait\) without a matching arrive" \
    "the wait without an arrive on a random schedule" --schedule=random:3

if slow "sim_wrong_index: a wrong answer without a diagnosis"; then
fixture_check sim_wrong_index 1 "Cluster reduction result: 130560.0" "wrong answer reported"
no_text both ": (error|warning): " "sim_wrong_index: no simulator diagnosis for a merely wrong answer"
fi

fixture_check sim_oob_write 5 \
    "out-of-bounds write of temp_storage\[4\] \(temp_storage has 4 elements\) by block 0 thread 4 at $F/sim_oob_write.cu:20" \
    "out-of-bounds write: buffer, index, thread and line"
fixture_check sim_oob_write 5 "out-of-bounds write of temp_storage\[[0-9]+\].* at $F/sim_oob_write.cu:20" \
    "out-of-bounds write on a reversed schedule" --schedule=reverse

if slow "sim_peer_exited: a peer exited while its shared memory was read"; then
peer="block [1-3] exited while block 0 thread 0 could still access its shared memory through map_shared_rank at $F/sim_peer_exited.cu:33"
# exit 5, as the H100 faulted on it (docs/judge-gpu-verification.md)
fixture_check sim_peer_exited 5 "$peer" "peer exited while its shared memory was read"
fixture_check sim_peer_exited 5 "$peer|through map_shared_rank at $F/sim_peer_exited.cu:33 after that block has exited" \
    "peer exit caught on a reversed schedule" --schedule=reverse
fixture_check sim_peer_exited 5 "map_shared_rank at $F/sim_peer_exited.cu:33" \
    "peer exit caught on a random schedule" --schedule=random:11
fi

need sim_spin_register  # the build is not part of the time measured below
start=$(date +%s)
fixture_check sim_spin_register 4 "watchdog: the kernel did not finish within [0-9.]+ s \\(--timeout\\)" \
    "a register-only spin loop ends by the watchdog" --timeout 1
fixture_check sim_spin_register 4 "block 0: thread 0 running at $F/sim_spin_register.cu:20" \
    "watchdog names the spinning thread and line" --timeout 1
elapsed=$(( $(date +%s) - start ))
# (a hang would take run's 120 s; the bound leaves room for a loaded machine)
if [ "$elapsed" -le 30 ]; then
    pass "two 1-second watchdog runs ended in ${elapsed}s"
else
    fail "two 1-second watchdog runs took ${elapsed}s"
fi

# A correct kernel that is slow only here (every thread sums its whole
# block: ~7 s of CPU here, more on a slower machine) passes under a
# 5-second --timeout: it keeps finishing threads (a wave of 4 blocks every
# ~0.11 s of CPU), so the watchdog gives it more time (up to 4 times).
if slow "a slow correct kernel outlasting its --timeout"; then
    PUZZLE=last-block
    fixture_check sim_slow_every_thread_sums 0 "Last-block guard reduction tests passed" \
        "a slow kernel that keeps finishing threads is not a hang" --timeout 5
    # Under a --timeout too short even for 4 of them (4 x 0.8 s), yet long
    # against a wave (threads finished within its last half, 0.4 s), it is
    # stopped, and the
    # report and Advice say slow, not stuck (P34_NOTE_SIM_SLOW: in the default
    # mode a GPU run's pass then stands).
    fixture_check sim_slow_every_thread_sums 4 "still finishing them when stopped: a kernel too slow for the simulator, not a stuck one" \
        "stopped while it still finished threads: slow, not stuck" --timeout 0.8
    expect_text both "Advice: the kernel is not stuck but slow for the CPU simulator" \
        "the Advice of a kernel stopped while it still finished threads says raise --timeout"
    PUZZLE=reduction
fi

fixture_check deadlock_spin 4 "blocks 0-3: thread 0 running at $F/deadlock_spin.cu:24" \
    "a spin on a never-written flag ends by the step budget, naming the line"
fixture_check fault_wild_pointer 5 "illegal memory access .* in block 0 thread 0 at $F/fault_wild_pointer.cu:21" \
    "a wild pointer faults like a GPU illegal address, naming the line"

for schedule in forward reverse random:5; do
    fixture_check sim_cuda_features 0 "Cluster reduction result: 523776.0" \
        "shuffles, ballot, counting barriers, tiles, atomics, tokens, DSMEM all correct" \
        --schedule=$schedule
    no_text both ": (error|warning): " "sim_cuda_features --schedule=$schedule: no false diagnosis"
done

# ---------------------------------------------------------------------------
# Common learner mistakes, each diagnosed with its lines.

if slow "coordination race and cluster_arrive twice (sim_coord_no_syncthreads, sim_arrive_twice)"; then
PUZZLE=coordination
for schedule in forward reverse random:2; do
    fixture_check sim_coord_no_syncthreads 1 \
        "shared-memory data race on \`shared_data\[[0-9]+\]\` in block [0-3]" \
        "coordination without __syncthreads before thread 0 sums: race" --schedule=$schedule
done
fixture_check sim_coord_no_syncthreads 1 \
    "block [0-3] thread [0-9]+ writes it at $F/sim_coord_no_syncthreads.cu:21" "race: the writing site"
fixture_check sim_coord_no_syncthreads 1 \
    "block [0-3] thread 0 reads it at $F/sim_coord_no_syncthreads.cu:27" "race: thread 0's reading site"

fixture_check sim_arrive_twice 1 \
    "cluster barrier: block [0-3] thread [0-9]+ arrives at $F/sim_arrive_twice.cu:28 \(cluster_arrive\) again without waiting" \
    "cluster_arrive twice without a wait is reported"
fixture_check sim_arrive_twice 1 "Block 3 : 459.2" "arrive twice fails the run although the sums are right"
PUZZLE=reduction
fi

# Rank 0 reads the peers' temp_storage with no cluster barrier: a race on
# GLOBAL memory, caught on every schedule (the sum is right on some).
if slow "sim_global_race: a race on global memory"; then
grace='global-memory data race on `temp_storage\[[1-3]\]`'
for schedule in forward reverse random:1 random:3; do
    fixture_check sim_global_race 1 "$grace" "temp_storage read without cluster_sync: global race" \
        --schedule=$schedule
done
fixture_check sim_global_race 1 "block [1-3] thread 0 writes it at $F/sim_global_race.cu:30" \
    "global race: the peer's writing site"
fixture_check sim_global_race 1 "block 0 thread 0 reads it at $F/sim_global_race.cu:35" \
    "global race: rank 0's reading site"
fi

if slow "sim_elect_partial_warp: elect_one_sync in half a warp"; then
fixture_check sim_elect_partial_warp 4 "deadlock: no thread can move" \
    "elect_one_sync in a branch of half a warp does not hang" --timeout 5
fixture_check sim_elect_partial_warp 4 \
    "lanes 0-15 of warp 0 \(threads 0-15\) wait in elect_one_sync at $F/sim_elect_partial_warp.cu:29 with mask 0xffffffff, but lanes 16-31 are at $F/sim_elect_partial_warp.cu:32 \(cluster_sync\)" \
    "partial-warp elect_one_sync: the waiting lanes, the missing lanes and both lines"
fi

# ---------------------------------------------------------------------------
# The memory model, output writers, and bugs an H100 lets slide.

# The last-block guard without the writer's __threadfence(): caught on every
# schedule, naming the store, the read and where the fence belongs.
PUZZLE=last-block
for schedule in forward reverse random:1 random:9; do
    fixture_check sim_lastblock_no_fence 1 "error: missing __threadfence\(\)" \
        "last-block without the writer-side fence fails" --schedule=$schedule
done
fixture_check sim_lastblock_no_fence 1 "block [0-9]+ thread 0 writes it at $F/sim_lastblock_no_fence.cu:30" \
    "missing fence: the partial's store, its block and thread"
fixture_check sim_lastblock_no_fence 1 "block [0-9]+ thread 0 reads it at $F/sim_lastblock_no_fence.cu:38" \
    "missing fence: the last block's read, its block and thread"
fixture_check sim_lastblock_no_fence 1 \
    "Put __threadfence\(\) between the store of .partials\[[0-9]+\]. \($F/sim_lastblock_no_fence.cu:30\) and the atomic that takes the ticket \($F/sim_lastblock_no_fence.cu:31\)" \
    "missing fence: where the fence belongs"
fixture_check sim_lastblock_no_fence 1 "Last-block reduction result: 8355840.0" \
    "the missing fence fails the run although the sum is right"
PUZZLE=reduction

if slow "sim_dsmem_early_read: a DSMEM read before the cluster barrier"; then
dsmem='shared-memory data race on `block_sum` in block [1-3] through map_shared_rank'
for schedule in forward reverse random:4; do
    fixture_check sim_dsmem_early_read 1 "$dsmem" "a DSMEM read before the cluster barrier is a race" \
        --schedule=$schedule
done
fixture_check sim_dsmem_early_read 1 "block 0 thread 0 reads it at $F/sim_dsmem_early_read.cu:35" \
    "DSMEM race: the reading site"
fixture_check sim_dsmem_early_read 1 "Put cluster_sync\(\) between the write and the read" \
    "DSMEM race: the cluster barrier is the fix"
fi

for schedule in forward reverse random:6; do
    fixture_check sim_seed_reduction 1 "output\[0\] is stored by 8 threads in one launch" \
        "the seeds' reduction: 8 writers of output[0]" --schedule=$schedule
done
fixture_check sim_seed_reduction 1 "elect_one_sync\(\) elects one lane in \*every warp that calls it\*" \
    "8 writers: the election is explained"
fixture_check sim_seed_reduction 1 "threadIdx.x < 32 && elect_one_sync\(\)" "8 writers: how to keep one"
fixture_check sim_seed_reduction 1 "block 0 thread 255 stores it at $F/sim_seed_reduction.cu:39" \
    "8 writers: the threads are named"
no_text both "add cluster_sync|cluster_sync\(\) between" "8 writers: no advice to add a cluster barrier"

if slow "atomicAdd into an uninitialised output, the warp-synchronous tail, same-value scratch stores"; then
fixture_check sim_atomic_output 1 \
    "output\[0\] is read-modify-written \(an atomic\) while it still holds its uninitialised value \(NaN\)" \
    "atomicAdd into an uninitialised output is reported as such"
fixture_check sim_atomic_output 1 "Outputs start uninitialised: p34 fills them with NaN" \
    "uninitialised output: the advice says outputs start uninitialised"
no_text both "error: .*not written" "uninitialised output: the simulator does not call it not written"

fixture_check sim_warp_sync_tail 1 "shared-memory data race on .sdata\[[0-9]+\]. in block [0-3] between lanes of one warp" \
    "the warp-synchronous tail is a race between lanes of one warp"
fixture_check sim_warp_sync_tail 1 "Put __syncwarp\(\) between the write and the read" \
    "warp-synchronous tail: the advice is __syncwarp()"
no_text both "add __syncthreads|cluster_sync\(\) between" "warp-synchronous tail: no block or cluster barrier advice"

fixture_check sim_scratch_same_value 1 "error: global-memory data race on .temp_storage\[[0-3]\].: several threads store it with nothing ordering them" \
    "several threads storing the same value to temp_storage: a data race, the run fails"
fixture_check sim_scratch_same_value 1 "guard the store with .if \(threadIdx.x == 0\)." \
    "same-value scratch stores: the advice is one writer"
fi

# Every diagnosis starts as a compiler's does: FILE:LINE:COL: error: (the
# host may put "p34: " before the first line).
diag_line='^(p34: )?(problems|solutions|tests/fixtures)/[A-Za-z0-9_]+\.cu:[0-9]+:[0-9]+: (error|warning): '
DIAG="sim_missing_barrier:reduction sim_divergent_syncthreads:reduction sim_wait_no_arrive:reduction
      sim_oob_write:reduction sim_peer_exited:reduction sim_global_race:reduction
      sim_elect_partial_warp:reduction sim_arrive_twice:coordination sim_coord_no_syncthreads:coordination
      sim_lastblock_no_fence:last-block sim_dsmem_early_read:reduction sim_seed_reduction:reduction
      sim_atomic_output:reduction sim_warp_sync_tail:reduction sim_scratch_same_value:reduction
      deadlock_spin:reduction fault_wild_pointer:reduction"
slow "the FILE:LINE:COL form of the other fixtures' diagnoses" ||
    DIAG="sim_missing_barrier:reduction sim_wait_no_arrive:reduction sim_oob_write:reduction
          sim_lastblock_no_fence:last-block sim_seed_reduction:reduction fault_wild_pointer:reduction"
for entry in $DIAG; do
    name=${entry%%:*}
    need "$name" || continue
    run "$SIMBUILD/fixtures/$name/p34" --"${entry#*:}" --sim --timeout 5
    # the diagnosis: stderr lines from the first "error:"/"warning:" line on;
    # each unindented one must name FILE:LINE:COL.
    awk '/: (error|warning): /{on=1} on' "$TMP/err" >"$TMP/diag"
    bad=$(grep -vE "$diag_line" "$TMP/diag" | grep -vE '^  |^$' | grep -v '^p34: ' | head -3)
    if [ -s "$TMP/diag" ] && head -1 "$TMP/diag" | grep -qE "$diag_line" && [ -z "$bad" ]; then
        pass "$name: every diagnosis starts with FILE:LINE:COL: error:"
    else
        fail "$name: a diagnosis without FILE:LINE:COL: error: ${bad:-(none found)}"
        sed 's/^/    /' "$TMP/err" | head -8
    fi
done
if command -v llvm-symbolizer >/dev/null 2>&1; then
    run "$SIMBUILD/fixtures/sim_oob_write/p34" --reduction --sim
    expect_text err "sim_oob_write.cu:20:[0-9]*[2-9][0-9]*: error:" "with llvm-symbolizer the column is real (not 1)"
fi
P34_NO_LLVM_SYMBOLIZER=1 run "$SIMBUILD/fixtures/sim_oob_write/p34" --reduction --sim
expect_text err "sim_oob_write.cu:20:1: error: out-of-bounds write" \
    "without llvm-symbolizer (addr2line only) the column falls back to 1"

# ---------------------------------------------------------------------------
# Correct alternative solutions: pass on every schedule, no diagnosis.

ALT_RUN=$ALT_FIXTURES
slow "the other correct alternative solutions" || ALT_RUN="sim_alt_dsmem:reduction sim_alt_coord_token:coordination"
# ok_check NAME PUZZLE [ARGS...]: a correct kernel file passes with no
# diagnosis and no warning on forward, reverse and random:1-5.
# (make test runs two schedules of each; make test-all all seven)
OK_SCHEDULES="forward reverse random:1 random:2 random:3 random:4 random:5"
SCHED_TEXT="forward, reverse, random:1-5"
if [ "${P34_TIER:-all}" = fast ]; then  # (make test's 3 minutes: two schedules)
    OK_SCHEDULES="forward random:1"
    SCHED_TEXT="forward, random:1"
fi
ok_check() {
    local name=$1 puzzle=$2 bad="" schedule
    shift 2
    need "$name" || return 0  # deferred to make test-all (reported once by need)
    for schedule in $OK_SCHEDULES; do
        run "$SIMBUILD/fixtures/$name/p34" --"$puzzle" --sim --schedule=$schedule "$@"
        both
        if ! { [ "$RC" -eq 0 ] && grep -q "passed!" "$TMP/out" && ! grep -qE ": (error|warning): " "$TMP/both"; }; then
            bad="$bad $schedule(exit $RC)"
            cp "$TMP/both" "$TMP/bad"
        fi
    done
    if [ -z "$bad" ]; then
        pass "$name: a correct --$puzzle passes with no diagnosis on $SCHED_TEXT"
    else
        fail "$name: a correct --$puzzle is diagnosed or fails on:$bad"
        sed 's/^/    /' "$TMP/bad" | head -20
    fi
}

for entry in $ALT_RUN; do
    name=${entry%%:*}
    PUZZLE=${entry#*:}
    need "$name" || continue
    ok_check "$name" "$PUZZLE"
done
PUZZLE=reduction

# The device API a kernel file may call (math, integer and cache intrinsics,
# every atomic, warp collectives, cooperative groups, the cuda::std names
# kernels.h brings): the simulator builds what nvcc builds.
ok_check sim_api_surface all

# ---------------------------------------------------------------------------
# The memory model's atomics, fences and scopes, and shared-memory bounds
# (tests/fixtures/mm_*.cu must fail, mm_ok_*.cu must pass), each on every
# schedule: exit code and the class named in the first error line.

MM_SCHEDULES=$OK_SCHEDULES
# mm_check NAME PUZZLE WANT_RC PATTERN: on every schedule, exit WANT_RC and a
# first "FILE:LINE:COL: error:" line that names tests/fixtures/NAME.cu and
# matches PATTERN.
mm_check() {
    local name=$1 puzzle=$2 want=$3 pattern=$4 bad="" first
    need "$name" || return 1
    for schedule in $MM_SCHEDULES; do
        run "$SIMBUILD/fixtures/$name/p34" --"$puzzle" --sim --schedule="$schedule" --timeout 5
        first=$(grep -m1 -E ': error: ' "$TMP/err" | sed 's/^p34: //')
        if ! [ "$RC" -eq "$want" ] || ! printf '%s\n' "$first" | grep -qE -- "^$F/$name\.cu:[0-9]+:[0-9]+: error: $pattern"; then
            bad="$bad $schedule(exit $RC: ${first:-no error line})"
        fi
    done
    if [ -z "$bad" ]; then
        pass "$name: exit $want and /$pattern/ first, on $SCHED_TEXT"
    else
        fail "$name: want exit $want and /$pattern/ first; got:$bad"
    fi
}

MM_FIXTURES="mm_atomic_block_ticket mm_atomic_block_output mm_atomic_block_temp mm_atomic_block_dsmem
    mm_ok_atomic_block_shared mm_ok_atomic_dsmem mm_ok_atomic_system mm_fence_block mm_fence_after_ticket
    mm_plain_rmw_counter mm_plain_rmw_temp mm_plain_rmw_shared mm_shared_oob_tree mm_shared_oob_neg
    mm_shared_oob_le mm_shared_oob_dsmem mm_peer_exit_no_wait mm_ok_peer_arrive_wait mm_volatile_no_fence
    mm_ok_ldcg mm_ok_cas_guide mm_ok_exch_flag mm_exch_flag_no_fence mm_ok_exch_flag_reader_no_fence"
if slow "build every memory-model fixture up front"; then
build_fixtures $MM_FIXTURES
fi

# 1. Atomic scope: a _block atomic is atomic only within its block (CUDA
#    Programming Guide, "Atomic Functions"; PTX ISA memory consistency model:
#    operations of block scope from different blocks are not morally strong).
scope='(global|shared)-memory data race on `[a-z_]+(\[[0-9]+\])?`( in block [0-3])?: block-scope atomics from different blocks'
if slow "mm_atomic_block_ticket"; then
mm_check mm_atomic_block_ticket last-block 1 "$scope"
fi
mm_check mm_atomic_block_output reduction 1 "$scope"
if slow "block-scope atomics on temp_storage and DSMEM"; then
mm_check mm_atomic_block_temp reduction 1 "$scope"
mm_check mm_atomic_block_dsmem reduction 1 "$scope"
PUZZLE=reduction fixture_check mm_atomic_block_dsmem 1 "The atomic at $F/mm_atomic_block_dsmem.cu:37 has block scope" \
    "block-scope atomic: the atomic's line and the fix"
fi

# 2. Fence scope and place: __threadfence_block() (fence.cta) does not order
#    a store for another block; a fence after the ticket publishes too late.
mm_check mm_fence_block last-block 1 '__threadfence_block\(\) where __threadfence\(\) is needed'
if slow "a late fence, and volatile in place of a fence"; then
mm_check mm_fence_after_ticket last-block 1 'missing __threadfence\(\) before the ticket: .*the only __threadfence\(\) comes after'
PUZZLE=last-block fixture_check mm_fence_after_ticket 1 "the __threadfence\(\) at $F/mm_fence_after_ticket.cu:32 comes after the ticket" \
    "late fence: its line is named"
# volatile is relaxed, not a release: no substitute for the fence
mm_check mm_volatile_no_fence last-block 1 'missing __threadfence\(\)'
fi

# 3. A plain read-modify-write in place of an atomic.
rmw='(global|shared)-memory data race on `[a-z_]+(\[[0-9]+\])?`( in block [0-3])?: a plain read-modify-write'
mm_check mm_plain_rmw_counter last-block 1 "$rmw"
if slow "plain read-modify-writes of temp_storage and shared memory"; then
mm_check mm_plain_rmw_temp reduction 1 "$rmw"
mm_check mm_plain_rmw_shared coordination 1 "$rmw"
PUZZLE=coordination fixture_check mm_plain_rmw_shared 1 "Use an atomic read-modify-write \(atomicAdd" \
    "plain +=: the advice is an atomic"
fi

# 5. Shared memory out of bounds: the variable, its length, the index.
if slow "mm_shared_oob_tree"; then
mm_check mm_shared_oob_tree reduction 5 'out-of-bounds (read of shared memory `shared_mem\[|index )'
fi
mm_check mm_shared_oob_neg coordination 5 'out-of-bounds (read of shared memory `shared_data\[|index )'
if slow "shared memory out of bounds in warp_sums and through DSMEM; a peer exit without a wait"; then
mm_check mm_shared_oob_le advanced 5 'out-of-bounds (read of shared memory `warp_sums\[|index )'
mm_check mm_shared_oob_dsmem reduction 5 'out-of-bounds read of shared memory `partial\[256\]` .* in the shared memory of block [1-3] through map_shared_rank'

# 6. A peer's shared memory accessed when the peer may have exited: a fault.
mm_check mm_peer_exit_no_wait reduction 5 'distributed shared memory: block [1-3] exited while block 0 thread 0 could still access its shared memory'
fi

# 7. Flags and CAS loops: a release needs the writer's fence before the
#    atomic (PTX ISA: release patterns); the reader's own atomic acquires
#    what it saw, as in the Programming Guide's fence example (so the
#    reader's fence after it is not required); the Guide's atomicCAS loop
#    with its plain first load and an atomicExch flag in a peer's shared
#    memory are correct.
mm_check mm_exch_flag_no_fence reduction 1 'global-memory data race on `temp_storage\[[1-3]\]`'

# Correct kernels of the same classes: no diagnosis on any schedule.
MM_OK="mm_ok_atomic_block_shared:reduction mm_ok_atomic_dsmem:reduction mm_ok_atomic_system:last-block
       mm_ok_peer_arrive_wait:reduction mm_ok_ldcg:last-block mm_ok_cas_guide:reduction
       mm_ok_exch_flag:reduction mm_ok_exch_flag_reader_no_fence:reduction"
slow "the other correct memory-model kernels" || MM_OK="mm_ok_cas_guide:reduction"
for e in $MM_OK; do
    name=${e%%:*}
    need "$name" || continue
    ok_check "$name" "${e#*:}"
done

# ---------------------------------------------------------------------------
# Second round (tests/fixtures/mm2_*.cu must fail, mm2_ok_*.cu must pass, on
# every schedule): same-value stores, warp collectives that order no memory,
# a plain store against atomics, volatile (strong, relaxed), a peer's shared
# memory before the peer started, extern __shared__.

MM2_FIXTURES="mm2_scratch_guard_widen mm2_ballot_no_syncwarp mm2_shfl_no_syncwarp mm2_ok_shfl_values
    mm2_store_vs_atomic mm2_ok_store_then_atomic mm2_ok_volatile_flag mm2_ok_volatile_spin_exch
    mm2_volatile_flag_plain_read mm2_dsmem_push_early mm2_extern_shared"
build_fixtures $MM2_FIXTURES

# 1. Several writers of one location, same value: a data race (PTX ISA,
#    Memory Consistency Model, data races), with the one-writer advice.
mm_check mm2_scratch_guard_widen reduction 1 'global-memory data race on `temp_storage\[[0-3]\]`: several threads store it with nothing ordering them'
PUZZLE=reduction fixture_check mm2_scratch_guard_widen 1 "guard the store with .if \(threadIdx.x == 0\)." \
    "several writers: the advice is one writer"
# 2. Votes and shuffles order no memory between lanes (CUDA Programming
#    Guide, Warp Vote / Warp Shuffle Functions); values they pass are fine.
lanes='shared-memory data race on `shared_data\[[0-9]+\]` in block [0-3] between lanes of one warp'
mm_check mm2_ballot_no_syncwarp advanced 1 "$lanes"
mm_check mm2_shfl_no_syncwarp advanced 1 "$lanes"
# 3. A plain store against other threads' atomics, with no barrier between.
mm_check mm2_store_vs_atomic reduction 1 'shared-memory data race on `block_sum` in block [0-3]'
# 4. volatile is strong: a flag spin does not race; a plain load of the flag does.
mm_check mm2_volatile_flag_plain_read reduction 1 'shared-memory data race on `ready\[[1-3]\]` in block 0 through map_shared_rank'
# 5. A peer's shared memory before the peer is known to have started.
mm_check mm2_dsmem_push_early reduction 1 'shared-memory data race on `sums\[[1-3]\]` in block 0 through map_shared_rank: block [1-3] thread 0 writes it before block 0 is known to have started'
PUZZLE=reduction fixture_check mm2_dsmem_push_early 1 "Call cluster.sync\(\) \(cluster_sync\(\)\) before touching a peer's shared memory" \
    "peer not started: the advice is cluster.sync() first"
# 5b. A relaxed arrive + wait at kernel entry (CUTLASS's start-up barrier) shows
#     that every block has started (alternative reduction_relaxed_start_dsmem
#     passes), but orders none of the accesses before it: rank 0's zeroing
#     stores race with the peers' remote atomics (docs/verdict-wild.md).
mm_check wild_relaxed_start_zeroed reduction 1 'shared-memory data race on `buffer\[[0-7]\]` in block 0'
# 5c. __ldg() (ld.global.nc) is for data read-only for the whole kernel: the
#     partial sums of this launch, read through it, may be stale.
mm_check wild_ldg_written reduction 1 '__ldg\(\) of data written in this launch: block 0 thread 0 reads `temp_storage\[[0-3]\]`'
# 6. extern __shared__ compiles; p34 launches with 0 bytes of it.
mm_check mm2_extern_shared reduction 5 'out-of-bounds write of shared memory `buf\[[0-9]+\]` by block [0-3] thread [0-9]+ at [^ ]+: buf is an `extern __shared__` array'
PUZZLE=reduction fixture_check mm2_extern_shared 5 "Declare a fixed-size array instead, e.g. .__shared__ float buf\[TPB\];." \
    "extern __shared__: the advice is a fixed-size array"

for e in mm2_ok_shfl_values:advanced mm2_ok_store_then_atomic:reduction mm2_ok_volatile_flag:reduction \
         mm2_ok_volatile_spin_exch:reduction; do
    name=${e%%:*}
    need "$name" || continue
    ok_check "$name" "${e#*:}"
done

# ---------------------------------------------------------------------------
# Cooperative groups beyond the fixed tiles, and CUB (sim/cuda_sim.h,
# sim/cub_sim.h): the values CUDA's headers define, and misuses failing with
# their true cause. (Correct puzzle kernels using them: tests/alternatives/.)

PUZZLE=coordination fixture_check cg_ok_semantics 0 "Multi-block coordination tests passed" \
    "cooperative groups and CUB give the values CUDA defines (coalesced ranks, scans, partitions, CUB results)"
if slow "cg_ok_semantics on the reverse and a random schedule"; then
PUZZLE=coordination fixture_check cg_ok_semantics 0 "Multi-block coordination tests passed" \
    "cooperative groups and CUB values on a reversed schedule" --schedule=reverse
PUZZLE=coordination fixture_check cg_ok_semantics 0 "Multi-block coordination tests passed" \
    "cooperative groups and CUB values on a random schedule" --schedule=random:3
fi
fixture_check cg_cub_result_all_threads 1 "Cluster reduction result: nan \(stored by block 0 thread 0" \
    "cub::BlockReduce's result used outside thread 0 is a NaN (CUB leaves it undefined)"
PUZZLE=advanced fixture_check cg_cub_warp_last_lane 1 "Block 0 : nan \(stored by block 0 thread 0" \
    "cub::WarpReduce's sum used outside lane 0 is a NaN (CUB leaves it undefined)"
PUZZLE=coordination fixture_check cg_cub_reuse_no_sync 1 \
    "shared-memory data race on \`tmp\[[0-9]+\]\` in block [0-3]" \
    "a cub TempStorage reused without __syncthreads() is a race"
PUZZLE=coordination fixture_check cg_cub_reuse_no_sync 1 \
    "writes it at $F/cg_cub_reuse_no_sync.cu:25" "the race names the second reduction's line" --schedule=reverse
fixture_check cg_scan_partial_tile 4 \
    "lanes 0-7 of warp 0 \(threads 0-7\) wait in __shfl_sync at $F/cg_scan_partial_tile.cu:29" \
    "cg::exclusive_scan over a tile called by 8 of its 32 lanes never completes"
fixture_check cg_coalesced_shfl_tree 1 "Cluster reduction result: 4190208.0" \
    "a 32-lane shfl_down tree over a 4-lane coalesced group doubles the partials, as on the GPU"
PUZZLE=advanced fixture_check cg_coalesced_rank_lane 1 "Block 0 : 123.920006 +expected 122.799995" \
    "coalesced_group thread_rank() taken for the lane: the wrong thread stores the warp sum"
PUZZLE=coordination fixture_check cg_memcpy_async_no_wait 1 \
    "shared-memory data race on \`shared_data\[[0-9]+\]\` in block [0-3]" \
    "reading a cg::memcpy_async copy before cg::wait(block) is a race"
fixture_check cg_cub_local_temp 5 \
    "the TempStorage of cub::BlockReduce is not __shared__ memory .*block 0 thread 0 at $F/cg_cub_local_temp.cu:23" \
    "a cub::BlockReduce TempStorage that is a local variable stops the kernel, naming the line"
fixture_check cg_dyn_tile_64 5 \
    "cg::tiled_partition\(parent, n\) takes n = 1, 2, 4, 8, 16 or 32 .*block 0 thread 0 at $F/cg_dyn_tile_64.cu:18" \
    "tiled_partition(block, 64) aborts the kernel, as CUDA's header does"

# Verdict hunt (docs/verdict-hunt.md): kernels written from scratch where the
# simulator was wrong. tests/fixtures/vh_*.cu must fail with the true cause,
# vh_ok_*.cu must pass, on forward, reverse and random:1-5.
#   - `__device__` variables are global memory: races on them are races, and
#     atomics on them (a ticket counter, as in the Programming Guide's
#     threadFenceReduction) release and acquire like atomics on the buffers;
#   - a spin-wait of atomics only (atomicAdd(p, 0), atomicCAS) lets the
#     threads it waits for run;
#   - a volatile spin-wait's preemption comes before its check, so the load
#     acquires what it reads, and other threads' accesses are not volatile;
#   - a shuffle lane reading a lane outside a partial mask gets an undefined
#     value (a NaN here), an error only where that value reaches a result;
#   - __threadfence_block() before a flag store (volatile or atomic) releases
#     for the threads of its own block, not for a peer block.

VH_FIXTURES="vh_device_array_no_sync vh_device_partials_no_fence vh_device_staging_no_sync
    vh_device_warp_sums_no_sync vh_volatile_poll_hides_race vh_atomic_poll_no_fence
    vh_ok_device_counter vh_ok_guide_device_count vh_ok_device_arrival_spin vh_ok_atomic_poll vh_ok_cas_poll
    vh_ok_volatile_poll vh_ok_device_array vh_ok_device_partials vh_ok_device_staging
    vh_ok_shfl_half_warp vh_ok_shfl_ballot_mask vh_shfl_reads_outside_mask
    vh_ok_block_fence_flag vh_ok_block_fence_atomic_flag vh_block_fence_dsmem_flag
    vh_ok_dsmem_counter_poll vh_dsmem_counter_poll_short vh_elect_assumes_lane0"
build_fixtures $VH_FIXTURES
mm_check vh_device_array_no_sync reduction 1 'global-memory data race on `g_sums\[[0-3]\]`'
mm_check vh_device_partials_no_fence last-block 1 'missing __threadfence\(\): block [0-9]+ thread 0 stores `g_part\[[0-9]+\]`'
mm_check vh_device_staging_no_sync coordination 1 'global-memory data race on `g_stage\[[0-9]+\]`'
mm_check vh_device_warp_sums_no_sync advanced 1 'global-memory data race on `g_wsum\[[0-9]+\]`'
mm_check vh_volatile_poll_hides_race reduction 1 'global-memory data race on `temp_storage\[[1-3]\]`'
mm_check vh_atomic_poll_no_fence reduction 1 'global-memory data race on `temp_storage\[[1-3]\]`'
mm_check vh_block_fence_dsmem_flag reduction 1 'shared-memory data race on `(ready|bsum)` in block [1-3] through map_shared_rank'
bad=""
for schedule in $MM_SCHEDULES; do
    run "$SIMBUILD/fixtures/vh_shfl_reads_outside_mask/p34" --advanced --sim --schedule=$schedule
    { [ "$RC" -eq 1 ] && grep -qE 'Block [0-3] : nan .*❌' "$TMP/out"; } || bad="$bad $schedule(exit $RC)"
done
if [ -z "$bad" ]; then
    pass "vh_shfl_reads_outside_mask: the undefined value read outside the mask spoils the result (exit 1, nan)"
else
    fail "vh_shfl_reads_outside_mask: want exit 1 and a nan result; got:$bad"
fi

for e in vh_ok_device_counter:last-block vh_ok_guide_device_count:last-block vh_ok_device_arrival_spin:reduction \
         vh_ok_atomic_poll:reduction vh_ok_cas_poll:reduction vh_ok_volatile_poll:reduction \
         vh_ok_device_array:reduction vh_ok_device_partials:last-block vh_ok_device_staging:coordination \
         vh_ok_shfl_half_warp:advanced vh_ok_shfl_ballot_mask:advanced \
         vh_ok_block_fence_flag:coordination vh_ok_block_fence_atomic_flag:coordination \
         vh_ok_dsmem_counter_poll:reduction; do
    name=${e%%:*}
    need "$name" || continue
    ok_check "$name" "${e#*:}" --timeout 20
done

# Rank 0 reads every peer's atomic on its counter, so their accesses into its
# shared memory are done before it exits (vh_ok_dsmem_counter_poll, above);
# polling for three of the four arrivals is not enough: on a schedule where
# rank 0 polls before the last peer adds, that access comes after the exit.
if need vh_dsmem_counter_poll_short; then
bad=0
for schedule in forward reverse random:1 random:2 random:3 random:4 random:5; do
    run "$SIMBUILD/fixtures/vh_dsmem_counter_poll_short/p34" --reduction --sim --schedule=$schedule
    [ "$RC" -eq 5 ] && grep -q 'distributed shared memory: block 0 exited while' "$TMP/err" && bad=$((bad + 1))
    [ "$RC" -eq 0 ] || [ "$RC" -eq 5 ] || bad=-100
done
if [ "$bad" -gt 0 ]; then
    pass "vh_dsmem_counter_poll_short: exit 5 'block 0 exited while' a peer's access was to come, on $bad of 7 schedules (exit 0 or 5 on all)"
else
    fail "vh_dsmem_counter_poll_short: no schedule of 7 reports the access after block 0's exit (or an exit other than 0/5)"
fi
fi
# The elected lane: not specified by PTX; the default schedule elects the
# highest, so a kernel that assumes lane 0 fails where learners run it.
PUZZLE=advanced fixture_check vh_elect_assumes_lane0 5 \
    "That thread is lane 31, the lane elect_one_sync\(\) elected in its warp" \
    "code that assumes elect_one_sync() elects lane 0 reads past sdata; the report names the elected lane"

# Verdict warp (docs/verdict-warp.md): kernels as warp-level programmers write them.
#   - a butterfly shuffle (__shfl_xor_sync, tile.shfl_xor) whose partner lies in an
#     earlier width-segment reads it, one in a later segment returns the caller's own
#     value (PTX shfl.sync: the source is read when j <= maxLane; the Guide's "earlier
#     groups"); shfl_down does not wrap, the srcLane of __shfl_sync does. The fixture
#     stores NaN unless all three sums agree with those rules.
ok_check vw_ok_shfl_range_rules reduction
#   - meta_group_rank() of a tile of a warp tile counts within the warp (0 or 1 for
#     tiled_partition<16>(warp)), also after conversion to thread_block_tile<16> (CUDA's
#     header copies the values): slots indexed by it collide across warps (a race), and
#     warp * meta_group_size() + meta_group_rank() is right.
mm_check vw_nested_tile_meta_rank advanced 1 'shared-memory data race on `ws\[[01]\]` in block [0-3]: several threads store it'
ok_check vw_ok_nested_tile_index advanced

# Verdict learn (docs/verdict-learn.md): kernels written as learners and CUDA
# programmers write them, where the simulator was wrong.
#   - elect.sync elects the same lane for the same mask every time (PTX ISA),
#     random schedules too: electing twice finds the lane that holds the sum;
#   - __cluster_barrier_arrive_relaxed() is the relaxed arrive (it releases
#     nothing), not refused;
#   - a block-scope cuda::atomic_ref is a block-scope atomic: a cross-block
#     ticket or sum with one races;
#   - <cuda_fp16.h>: __half and __half2 build and compute in binary16;
#   - last-block headlines: no ticket at all, a merging block that did not
#     draw the last ticket, tickets lost to a read-then-exchange ticket.
VL_FIXTURES="vl_ok_elect_twice vl_ok_arrive_relaxed vl_arrive_relaxed_race vl_atomic_ref_block_output
    vl_ok_half_shuffle vl_half_accumulate vl_lb_no_ticket vl_lb_first_ticket_merges"
build_fixtures $VL_FIXTURES
ok_check vl_ok_elect_twice advanced
need vl_ok_arrive_relaxed && ok_check vl_ok_arrive_relaxed coordination
ok_check vl_ok_half_shuffle advanced
mm_check vl_arrive_relaxed_race reduction 1 'global-memory data race on `temp_storage\[[1-3]\]`'
mm_check vl_atomic_ref_block_output reduction 1 'global-memory data race on `output`: block-scope atomics from different blocks'
PUZZLE=coordination fixture_check vl_half_accumulate 1 'Block [1-3] : [0-9.]+ +expected [0-9.]+ +❌' \
    "a block sum accumulated in __half is off by binary16's rounding"
mm_check vl_lb_no_ticket last-block 1 'no ticket: block [0-9]+ thread [0-9]+ reads `partials\[[0-9]+\]`, which block [0-9]+ thread 0 stores, but no block takes a ticket'
PUZZLE=last-block fixture_check vl_lb_no_ticket 1 'Advice: every block must take a ticket' \
    "no ticket: the Advice asks for a ticket in every block"
mm_check vl_lb_first_ticket_merges last-block 1 'the merging block did not draw the last ticket: block [0-9]+ thread [0-9]+ reads `partials\[[0-9]+\]`'
PUZZLE=last-block fixture_check vl_lb_first_ticket_merges 1 'Advice: .*only the block that draws the last ticket' \
    "a block with an earlier ticket merges: the Advice names the last ticket"
# Verdict bf16 (docs/verdict-bf16.md): <cuda_bf16.h> builds and computes as nvcc's sm_90
# code does (sim/bf16_sim.h; the exactness of each function: tests/sim_api_test.cpp):
#   - lane counts in __nv_bfloat16 through a cg tile's shfl_xor and __nv_bfloat162 through
#     __shfl_down_sync (exact small integers) pass;
#   - a --reduction tree summed in __nv_bfloat16 rounds every partial past 256: wrong value.
build_fixtures vb_ok_bf16_shuffle vb_bf16_accumulate
ok_check vb_ok_bf16_shuffle advanced
PUZZLE=reduction fixture_check vb_bf16_accumulate 1 'Cluster reduction result: 524160\.0' \
    "a cluster sum accumulated in __nv_bfloat16 is off by bfloat16's rounding (524160, not 523776)"
if slow "vl_atomic_ref_block_ticket, vl_lb_exchange_ticket"; then
build_fixtures vl_atomic_ref_block_ticket vl_lb_exchange_ticket
mm_check vl_atomic_ref_block_ticket last-block 1 'global-memory data race on `counter`: block-scope atomics from different blocks'
PUZZLE=last-block fixture_check vl_lb_exchange_ticket 1 'error: tickets lost: 256 blocks took a ticket in launch 1 but the counter counts' \
    "a ticket read with atomicAdd(p, 0) and written back with atomicExch loses counts on a random schedule" --schedule=random:1
PUZZLE=last-block fixture_check vl_lb_exchange_ticket 1 'error: tickets lost: 256 blocks took a ticket in launch 1 but the counter counts' \
    "the same check-then-act ticket loses counts on the default run (a thread switch after every global atomic)"
fi

# Verdict ticket (docs/verdict-ticket.md): last-block tickets as learners write
# them, where the default run was wrong.
#   - forward and reverse switch threads after every global atomic that writes
#     and forward runs the newest resident block first: a block that
#     increments and then re-reads the counter (volatile load, atomic_ref
#     load), or that merges as blockIdx.x == gridDim.x - 1, fails on the
#     default run, not only on random schedules; several merging blocks get
#     the "several blocks merged" headline and the last-ticket Advice;
#   - cuda::atomic_thread_fence(memory_order_acquire) releases nothing: as the
#     only fence before a ticket it leaves the partial unpublished;
#   - correct tickets (a CAS loop, warp-leader tickets, a release RMW then
#     an acquire fence) pass everywhere.
VT_FIXTURES="vt_lb_reread_counter vt_lb_reread_atomic_ref vt_lb_last_index_merges vt_lb_acquire_fence_ticket
    vt_ok_lb_cas_ticket vt_ok_lb_warp_leader_tickets vt_ok_lb_release_acquire_fence"
build_fixtures $VT_FIXTURES
ok_check vt_ok_lb_cas_ticket last-block
ok_check vt_ok_lb_warp_leader_tickets last-block
ok_check vt_ok_lb_release_acquire_fence last-block
PUZZLE=last-block fixture_check vt_lb_reread_counter 1 'error: several blocks merged: output\[0\] is stored by [0-9]+ threads of [0-9]+ blocks' \
    "increment, then re-read the counter (volatile): several blocks merge on the default run"
PUZZLE=last-block fixture_check vt_lb_reread_counter 1 'Advice: .*only the block that draws the last ticket' \
    "several merging blocks: the Advice names the last ticket" --schedule=reverse
PUZZLE=last-block fixture_check vt_lb_reread_atomic_ref 1 'error: several blocks merged: output\[0\]' \
    "fetch_add, then atomic_ref::load() == gridDim.x: several blocks merge on the default run"
PUZZLE=last-block fixture_check vt_lb_last_index_merges 1 'error: the merging block did not draw the last ticket: block 255 ' \
    "blockIdx.x == gridDim.x - 1 merges: caught on the default run (the newest block runs first)"
mm_check vt_lb_acquire_fence_ticket last-block 1 'missing __threadfence\(\): block [0-9]+ thread 0 stores `partials\[[0-9]+\]`, which block [0-9]+ thread [0-9]+ reads, with only an acquire fence'

# Verdict cluster (docs/verdict-cluster.md): Hopper-style cluster kernels.
#   - CUDA 12.8+'s scoped atomic builtins (__nv_atomic_fetch_add, ... with
#     __NV_THREAD_SCOPE_CLUSTER) build and run as atomics of their scope: a
#     cluster-scope acq_rel ticket on a peer's shared counter passes, a
#     block-scope one from four blocks races, a relaxed one publishes nothing;
#   - an .aligned barrier.cluster that only thread 0 executes (the other lanes
#     skip it and exit) is a divergent barrier; the non-.aligned form there is
#     released by the exited threads and passes (PTX exit);
#   - a remote mbarrier arrive with .release.cta, or a .cta-scope wait on an
#     mbarrier peers arrive on, is no race on the mbarrier (its phase and
#     count are atomic for every thread); the data the scope fails to order
#     is the race named first.
VC_FIXTURES="vc_aligned_cluster_barrier_thread0 vc_ok_nonaligned_cluster_barrier_thread0 vc_nv_atomic_block_scope_dsmem
    vc_ok_nv_atomic_cluster_ticket vc_nv_atomic_relaxed_ticket vc_mbarrier_remote_arrive_cta_scope
    vc_aligned_split_warp_two_sites vc_mbarrier_cta_wait_cluster_release"
build_fixtures $VC_FIXTURES
ok_check vc_ok_nv_atomic_cluster_ticket reduction
ok_check vc_ok_nonaligned_cluster_barrier_thread0 reduction
mm_check vc_aligned_cluster_barrier_thread0 reduction 1 'divergent barrier: an \.aligned barrier\.cluster\.arrive at .* is executed by block [0-9]+ thread 0 but not by the whole warp: threads 1-31 of block [0-9]+ exited without reaching it'
PUZZLE=reduction fixture_check vc_aligned_cluster_barrier_thread0 1 'Advice: .*an \.aligned barrier\.cluster .*non-\.aligned' \
    "an .aligned cluster barrier in thread 0 only: the Advice names the non-.aligned form"
mm_check vc_nv_atomic_block_scope_dsmem reduction 1 'shared-memory data race on `total` in block 0: block-scope atomics from different blocks'
mm_check vc_nv_atomic_relaxed_ticket reduction 1 'global-memory data race on `temp_storage\[[0-9]\]`'
mm_check vc_mbarrier_remote_arrive_cta_scope reduction 1 'global-memory data race on `temp_storage\[[0-9]\]`'
mm_check vc_mbarrier_cta_wait_cluster_release reduction 1 'global-memory data race on `temp_storage\[[0-9]\]`'
mm_check vc_aligned_split_warp_two_sites reduction 4 'divergent barrier: an \.aligned barrier\.cluster\.arrive at .* but not by the whole warp: threads [0-9-]+ of block [0-9]+ arrived at .* instead'
# Verdict textbook (docs/verdict-textbook.md): a CUTLASS ClusterBarrier-style mbarrier in
# rank 0 that every block arrives on remotely: rank 0, which waits for the phase, may exit
# with no trailing cluster barrier (a completed phase shows every arrive on it done); without
# fence.mbarrier_init the init races with the peers' arrives.
build_fixtures tb_ok_mbarrier_owner_waits tb_mbarrier_no_init_fence tb_mbarrier_peer_reads_after_arrive
ok_check tb_ok_mbarrier_owner_waits reduction
mm_check tb_mbarrier_no_init_fence reduction 1 'shared-memory data race on `bar\[0\]` in block 0 through map_shared_rank'
mm_check tb_mbarrier_peer_reads_after_arrive reduction 5 'distributed shared memory: block 0 exited while block [0-9]+ thread 0 .*could still access its shared memory'
# Verdict samples (docs/verdict-samples.md): a wait on an mbarrier phase by its state (cuda::barrier's
# wait(token)) acquires that phase's arrivals only, also when a later phase has completed by the
# time the waiter runs (a count of half the block: the other half completes the next phase).
build_fixtures smp_cuda_barrier_half_count smp_ok_cuda_barrier_block
mm_check smp_cuda_barrier_half_count coordination 1 'shared-memory data race on `sdata\[[0-9]+\]` in block [0-3]'
ok_check smp_ok_cuda_barrier_block coordination
# samples l10: a ticket counter in shared memory, never zeroed: the run fails with output[0]
# not written, and the first error names the counter atomically updated before any store.
if slow "smp_lb_shared_ticket_uninit"; then
mm_check smp_lb_shared_ticket_uninit last-block 1 '`smp_count` in block [0-9]+ is atomically updated before any thread stored it in its block'
fi
# review1 (docs/verdict-review1.md): only the arrives of a completed phase are seen done (an
# arrive that counts in the next phase is not), and a peer's `+=` through map_shared_rank stays
# one read-modify-write (its load and store share a clock).
# rv1_ok_mbar_many_rounds: 6 x 768 remote arrives on one mbarrier, more than a word's list of
# peer atomics holds (4096): the last rounds' arrives must still be seen.
build_fixtures rv1_mbar_extra_arrive_unobserved rv1_ok_mbar_four_remote_arrives rv1_dsmem_plain_add_peers \
    rv1_ok_mbar_many_rounds
mm_check rv1_mbar_extra_arrive_unobserved reduction 5 'distributed shared memory: block 0 exited while block [0-9]+ thread [0-9]+ .*could still access its shared memory'
ok_check rv1_ok_mbar_four_remote_arrives reduction
ok_check rv1_ok_mbar_many_rounds reduction
mm_check rv1_dsmem_plain_add_peers reduction 1 'shared-memory data race on `acc` in block 0: a plain read-modify-write'

# Verdict litmus (docs/verdict-litmus.md): message passing enumerated by axes.
#   - a block-scope release (__threadfence_block(), then a strong write) of a word
#     in global memory synchronizes with a reader of the same block, as one in
#     shared memory does: intra-block exchange through a global counter or
#     global scratch passes; without the fence it is still a race;
#   - the first error names the fence as written (fence.acq_rel.cluster in a
#     launch without clusters covers one block) and, when another thread
#     stores the partial, the missing barrier before the fencing thread.
VLIT_FIXTURES="vlit_ok_block_fence_global_counter vlit_ok_block_fence_global_scratch vlit_block_scratch_no_fence
    vlit_lb_cluster_fence_no_clusters vlit_lb_other_thread_store"
build_fixtures $VLIT_FIXTURES
ok_check vlit_ok_block_fence_global_counter advanced
ok_check vlit_ok_block_fence_global_scratch advanced
mm_check vlit_block_scratch_no_fence advanced 1 'global-memory data race on `lit_g_ws\[[0-9]+\]`'
mm_check vlit_lb_cluster_fence_no_clusters last-block 1 'fence\.acq_rel\.cluster where __threadfence\(\) is needed: block [0-9]+ thread 0 stores `partials\[[0-9]+\]`'
mm_check vlit_lb_other_thread_store last-block 1 'store not ordered before the fence: block [0-9]+ thread 1 stores `partials\[[0-9]+\]`'
#   - a peer that stores into rank 0's shared memory and signals with a relaxed
#     atomic (no fence, or a block-scope one) is reported as that missing
#     release, the store's line first, with the signal and the poll named.
build_fixtures vlit_rd_signal_no_release vlit_rd_signal_block_fence
mm_check vlit_rd_signal_no_release reduction 1 'shared-memory data race on `sums\[[1-3]\]` in block 0 through map_shared_rank: block [1-3] thread 0 stores it and then signals through `arrived` in block 0, which block 0 thread 0 polls, with no release between the store and the signal'
mm_check vlit_rd_signal_block_fence reduction 1 'shared-memory data race on `sums\[[1-3]\]` in block 0 through map_shared_rank: block [1-3] thread 0 stores it and then signals through `arrived` in block 0, which block 0 thread 0 polls, but the fence between them has block scope'
PUZZLE=reduction fixture_check vlit_rd_signal_no_release 1 'Advice: .*only if the signal is a release' \
    "a missing release before a signal: the Advice names the fence, not a barrier"

# Verdict edge (docs/verdict-edge.md): faults, undefined values and the
# limits of a thread, where the simulator's host CPU differed from a GPU.
#   - a float4/float2/double access through a reinterpret_cast pointer that is
#     not a multiple of its size is a fault (cudaErrorMisalignedAddress), not
#     an x86 unaligned load; an aligned one passes;
#   - an integer division by zero does not stop the kernel (PTX div/rem: the
#     value is unspecified): a warning, and the run goes on;
#   - a local variable read before it is stored reads all-one bits (a NaN),
#     not the 0 of a fresh stack;
#   - a 64 KiB local array fits (a GPU thread has up to 512 KiB of local memory);
#   - an infinity the kernel stored is shown with who stored it.
VE_FIXTURES="ve_float4_misaligned ve_float2_misaligned_shared ve_ok_float4_aligned ve_ok_int_div_by_zero_unused
    ve_uninit_local_sum ve_ok_large_local_array ve_inf_stored ve_input_written"
build_fixtures $VE_FIXTURES
mm_check ve_float4_misaligned coordination 5 'misaligned 16-byte read of `input` at byte [0-9]+ \(inside element [0-9]+\) by block [0-3] thread [0-9]+ at '
mm_check ve_float2_misaligned_shared advanced 5 'misaligned 8-byte read of `shared_data \+ [0-9]+ bytes` in block [0-3] by block [0-3] thread [0-9]+ at '
ok_check ve_ok_float4_aligned coordination
ok_check ve_ok_large_local_array coordination
if need ve_ok_int_div_by_zero_unused; then
    bad=""
    for schedule in $OK_SCHEDULES; do
        run "$SIMBUILD/fixtures/ve_ok_int_div_by_zero_unused/p34" --coordination --sim --schedule=$schedule
        both
        if ! { [ "$RC" -eq 0 ] && grep -q "passed!" "$TMP/out" && ! grep -qE ": error: " "$TMP/both" &&
               grep -qE "^$F/ve_ok_int_div_by_zero_unused\.cu:[0-9]+:[0-9]+: warning: integer division by zero in block [0-3] thread [0-9]+ at " "$TMP/both"; }; then
            bad="$bad $schedule(exit $RC)"
            cp "$TMP/both" "$TMP/bad"
        fi
    done
    if [ -z "$bad" ]; then
        pass "ve_ok_int_div_by_zero_unused: a division by zero whose value is unused passes with a warning naming the line, on $SCHED_TEXT"
    else
        fail "ve_ok_int_div_by_zero_unused: want exit 0 and the division warning; got:$bad"
        sed 's/^/    /' "$TMP/bad" | head -20
    fi
fi
PUZZLE=coordination fixture_check ve_uninit_local_sum 1 "Block 0 : nan \(stored by block 0 thread 0 at $F/ve_uninit_local_sum.cu:[0-9]+" \
    "a sum accumulated into an uninitialised local is NaN, with who stored it"
PUZZLE=reduction fixture_check ve_inf_stored 1 "Cluster reduction result: inf \(stored by block 0 thread 0 at $F/ve_inf_stored.cu:[0-9]+" \
    "an infinity stored by the kernel is shown with who stored it"
PUZZLE=reduction fixture_check ve_inf_stored 1 "Advice: the kernel stored an infinity" \
    "an infinity: the Advice names a division by zero"
#   - a kernel that writes its const input (through a cast) gets a diagnosis
#     naming the store (an error since the contract hunt: its second launch
#     summed the changed input), and the Advice says why the second launch is wrong.
PUZZLE=last-block fixture_check ve_input_written 1 "^$F/ve_input_written.cu:[0-9]+:[0-9]+: error: block [0-9]+ thread [0-9]+ stores into input at " \
    "a kernel that reduces in place in input: an error names the store"
PUZZLE=last-block fixture_check ve_input_written 1 "Advice: the kernel changed its input" \
    "a kernel that reduces in place in input: the Advice names the changed input"

# Verdict numerics (docs/verdict-numerics.md): undefined behaviour that a GPU
# and x86 compute differently. A shift by 32 and a float-to-int conversion out
# of range get the GPU's PTX value (shl clamps, cvt saturates) and a warning
# naming the line; a function that ends without its return is an error.
VN_FIXTURES="vn_ok_ub_values vn_ok_shift32_lane_mask vn_ok_nan_to_int_unused vn_cast_unsigned_negative vn_missing_return r2_ok_ub_count_reread r3_ok_ub_narrow_casts"
build_fixtures $VN_FIXTURES
# vn_ok_check NAME PUZZLE WARNING: passes on forward, reverse, random:1-5,
# with no error and the warning /WARNING/ at the fixture's line.
vn_ok_check() {
    local name=$1 puzzle=$2 warning=$3 bad="" schedule
    need "$name" || return 0
    for schedule in $OK_SCHEDULES; do
        run "$SIMBUILD/fixtures/$name/p34" --"$puzzle" --sim --schedule=$schedule
        both
        if ! { [ "$RC" -eq 0 ] && grep -q "passed!" "$TMP/out" && ! grep -qE ": error: " "$TMP/both" &&
               grep -qE "^$F/$name\.cu:[0-9]+:[0-9]+: warning: $warning" "$TMP/both" &&
               ! grep -q "found no shift or conversion instruction" "$TMP/both"; }; then
            bad="$bad $schedule(exit $RC)"
            cp "$TMP/both" "$TMP/bad"
        fi
    done
    if [ -z "$bad" ]; then
        pass "$name: passes with the GPU's value and a warning naming the line, on $SCHED_TEXT"
    else
        fail "$name: want exit 0, the GPU's value and /$warning/; got:$bad"
        sed 's/^/    /' "$TMP/bad" | head -20
    fi
}
vn_ok_check vn_ok_ub_values coordination 'undefined behaviour: (shift|conversion) '
vn_ok_check vn_ok_shift32_lane_mask advanced 'undefined behaviour: shift by 32 of a 32-bit `unsigned int` in block [0-3] thread [0-9]+ at '
# review2: the count or value read again from memory after the handler (blockDim.x,
# threadIdx.x, input[1]: g++ -O0 checks the read again first) still gets the GPU's value
vn_ok_check r2_ok_ub_count_reread coordination 'undefined behaviour: (shift by 32|conversion of 9.9999998e\+10) '
# review3: an 8/16-bit result is nvcc's 32-bit cvt.rzi (saturating) with its low bits kept:
# (unsigned short)-40000.0f is 0 and (signed char)3e9f is -1 (x86: 25536 and 0)
vn_ok_check r3_ok_ub_narrow_casts coordination 'undefined behaviour: conversion of -?[0-9.e+]+ \(`float`\) to `(short int|unsigned char|short unsigned int|signed char)`.*nvcc converts to 32 bits with cvt.rzi'
vn_ok_check vn_ok_nan_to_int_unused coordination 'undefined behaviour: conversion of NaN \(`float`\) to `int` in block [0-3] thread [0-9]+ at '
PUZZLE=coordination fixture_check vn_cast_unsigned_negative 1 \
    "^$F/vn_cast_unsigned_negative.cu:[0-9]+:[0-9]+: warning: undefined behaviour: conversion of -1 \(\`float\`\) to \`unsigned int\`.*GPU's cvt saturates \(NaN gives 0; here 0\)" \
    "(unsigned)-1.0f: the GPU's 0 (not x86's 0xffffffff) picks the wrong digit, and a warning names the conversion"
PUZZLE=coordination fixture_check vn_cast_unsigned_negative 1 "Block 0 : 11[0-9.]+ +expected 114.0 +❌" \
    "(unsigned)-1.0f saturated to 0: block 0's sum is wrong as on a GPU"
mm_check vn_missing_return coordination 1 'undefined behaviour: block [0-3] thread 0 reached the end of `block_total`, which returns a value, without a `return` \(at '

# Verdict grader (docs/verdict-grader.md): what a grader sees.
#   - PTX `exit;` in some threads ends them as a return would (it was refused
#     at build time);
#   - a read of an output's NaN fill whose value never reaches the result is
#     a warning (the kernel is right), not the "updated from its
#     uninitialised value" error, which stays for outputs the NaN reached;
#   - kernel malloc() draws from an 8 MB device heap that lives across
#     launches: NULL when it is full, and the fault of a store through that
#     NULL names the malloc (per thread at once, or leaked by launch 1).
#   - a __device__ accumulator never reset passes its one standard launch and
#     fails the random inputs of --repeat (further launches): the Advice names
#     the state kept between launches; one reset at the end passes them.
VG_FIXTURES="vg_ok_asm_exit_upper_half vg_ok_output_read_discarded vg_malloc_heap_full vg_ok_malloc_checked
    vg_malloc_leak_second_launch vg_device_state_carried vg_ok_device_total_reset"
build_fixtures $VG_FIXTURES
PUZZLE=coordination fixture_check vg_device_state_carried 1 "Advice: this launch read a __device__ variable before storing it, and found what an earlier launch left there" \
    "a __device__ accumulator never reset: the random run fails and the Advice names the carried state" --repeat 2 --seed 7
ok_check vg_ok_device_total_reset reduction --repeat 2 --seed 7
ok_check vg_ok_asm_exit_upper_half coordination
ok_check vg_ok_malloc_checked reduction
mm_check vg_malloc_heap_full reduction 5 'device heap full: illegal memory access \(signal 11, address .*\) in block [0-3] thread [0-9]+ at '
PUZZLE=reduction fixture_check vg_malloc_heap_full 5 "malloc\(65536\) returned NULL to block [0-3] thread [0-9]+ at $F/vg_malloc_heap_full.cu:16: the device heap \(8 MB" \
    "a NULL from a full device heap: the malloc's line is named"
mm_check vg_malloc_leak_second_launch last-block 5 '\(launch 2\) device heap full: illegal memory access'
if need vg_ok_output_read_discarded; then
    bad=""
    for schedule in $OK_SCHEDULES; do
        run "$SIMBUILD/fixtures/vg_ok_output_read_discarded/p34" --coordination --sim --schedule=$schedule
        both
        if ! { [ "$RC" -eq 0 ] && grep -q "passed!" "$TMP/out" && ! grep -qE ": error: " "$TMP/both" &&
               grep -qE "^$F/vg_ok_output_read_discarded\.cu:22:[0-9]+: warning: output\[[0-3]\] is read while it still holds its uninitialised value \(NaN\)" "$TMP/both"; }; then
            bad="$bad $schedule(exit $RC)"
            cp "$TMP/both" "$TMP/bad"
        fi
    done
    if [ -z "$bad" ]; then
        pass "vg_ok_output_read_discarded: a read of the NaN fill that never reaches the output passes with a warning, on $SCHED_TEXT"
    else
        fail "vg_ok_output_read_discarded: want exit 0 and the warning; got:$bad"
        sed 's/^/    /' "$TMP/bad" | head -20
    fi
fi

# ---------------------------------------------------------------------------
# Inline PTX (scripts/sim-asm-rewrite, sim/ptx.cpp): the rewrite's own unit
# tests; broken kernels written in PTX get their true cause on every
# schedule (tests/alternatives/*_ptx_*.cu are the correct ones); PTX the
# simulator does not run stops the build (plain string templates) or the
# run (exit 3), naming the instruction; asm the rewrite never sees (in an
# included header) stops the build instead of compiling as x86.

run python3 scripts/sim-asm-rewrite --test
expect_rc 0 "scripts/sim-asm-rewrite --test: the rewrite's unit tests pass"
expect_text out "^0 failed" "the rewrite's unit tests ran"

PTX_FIXTURES="ptx_arrive_relaxed_race ptx_ok_fence_arrive_relaxed ptx_ok_instructions ptx_dsmem_after_exit
    ptx_ticket_no_release"
build_fixtures $PTX_FIXTURES
# barrier.cluster.arrive.relaxed releases nothing: the peers' stores race
# with rank 0's reads after the wait (PTX ISA, barrier.cluster).
mm_check ptx_arrive_relaxed_race reduction 1 'global-memory data race on `temp_storage\[[1-3]\]`'
PUZZLE=reduction fixture_check ptx_arrive_relaxed_race 1 "block [1-3] thread 0 writes it at $F/ptx_arrive_relaxed_race.cu:32" \
    "relaxed arrive: the peer's store is named"
# mapa + ld.shared::cluster of a peer that may have exited: a fault.
mm_check ptx_dsmem_after_exit reduction 5 'distributed shared memory: block [1-3] exited while block 0 thread 0 could still access its shared memory'
# atom.relaxed ticket with no fence: nothing publishes the partials.
mm_check ptx_ticket_no_release last-block 1 'missing __threadfence\(\): block [0-9]+ thread 0 stores `partials\[[0-9]+\]`'
# Correct: fence.acq_rel.cluster + arrive.relaxed is a release pattern;
# ptx_ok_instructions checks each instruction's result against CUDA's calls
# (a mismatch would __trap(), exit 5).
for name in ptx_ok_fence_arrive_relaxed ptx_ok_instructions; do
    need "$name" && ok_check "$name" reduction
done

# PTX the simulator does not run, or asm it never rewrites.
ptx_kernel() {  # NAME LINE: solutions/p34.cu with LINE before the reduction's cluster_sync()
    sed "s|^    cluster_sync();  // all four|    $2\n&|" solutions/p34.cu >"$TMP/$1.cu"
}
ptx_build() {
    simmake BIN="$SIMBUILD/fixtures/$1/p34" PBUILD="$SIMBUILD/fixtures/$1" PROBLEM="$TMP/$1.cu" \
        "$SIMBUILD/fixtures/$1/p34"
}
ptx_kernel ptx_unsupported_build 'asm volatile("cp.async.bulk.commit_group;" ::: "memory");'
line=$(grep -n 'cp.async.bulk' "$TMP/ptx_unsupported_build.cu" | cut -d: -f1)
if ptx_build ptx_unsupported_build; then
    fail "PTX the simulator does not run (a string template) builds"
else
    pass "PTX the simulator does not run (a string template) stops the build"
fi
if grep -qE "ptx_unsupported_build.cu:$line: error: p34 simulator: PTX instruction \`cp.async.bulk.commit_group\` is not supported" "$TMP/make.log"; then
    pass "the build error names the instruction and its line"
else
    fail "the build error does not name the instruction and line $line"
    sed 's/^/    make: /' "$TMP/make.log" | tail -5
fi
# an unsupported form of a supported opcode is caught when it runs: exit 3,
# the simulator cannot judge it
ptx_kernel ptx_unsupported_run '{ unsigned int z = 0; asm volatile("fence." "proxy" ".alias;" "add.u32 %0, %0, 1;" : "+r"(z) :: "memory"); }'
line=$(grep -n 'fence\." "proxy' "$TMP/ptx_unsupported_run.cu" | cut -d: -f1)
if ptx_build ptx_unsupported_run; then
    pass "fence.proxy (a supported opcode's unsupported form) builds"
    run "$SIMBUILD/fixtures/ptx_unsupported_run/p34" --reduction --sim
    both
    expect_rc 3 "fence.proxy.alias: the simulator cannot judge it"
    expect_text both "ptx_unsupported_run.cu:$line:[0-9]+: error: p34 simulator: PTX instruction \`fence.proxy.alias\` is not supported" \
        "the run names the instruction and the asm's line"
    expect_text both "Advice: the CPU simulator cannot judge this kernel" "the advice says the simulator cannot judge it"
    no_text both "run with --sim" "the advice does not send a --sim run to --sim"
else
    fail "fence.proxy (a supported opcode's unsupported form) does not build"
    sed 's/^/    make: /' "$TMP/make.log" | tail -5
fi
# asm in a header the kernel file includes is never rewritten: poisoned
printf '__device__ void hint() { asm volatile("" ::: "memory"); }\n' >"$TMP/ptx_hidden.h"
ptx_kernel ptx_hidden '/* asm in the header */'
printf '#include "%s"\n' "$TMP/ptx_hidden.h" >>"$TMP/ptx_hidden.cu"
if ptx_build ptx_hidden; then
    fail "asm in an included header reached the simulator build"
elif grep -q 'attempt to use poisoned "asm"' "$TMP/make.log"; then
    pass "asm in an included header stops the simulator build (poisoned), not compiled as x86"
else
    fail "asm in an included header: the build failed for another reason"
    sed 's/^/    make: /' "$TMP/make.log" | tail -5
fi

# ---------------------------------------------------------------------------
# Named barriers (PTX bar/barrier with an id and a thread count), libcu++'s
# cuda::barrier, cg::reduce_update_async and cuda::atomic used wrongly: each
# fails with its true cause (tests/alternatives/ has their correct uses).

NB_FIXTURES="nb_count_too_small nb_count_too_large nb_arrive_not_sync nb_split_warp cuda_barrier_no_wait
    cuda_barrier_count_high reduce_async_no_sync cuda_atomic_relaxed_ticket cuda_memcpy_async_no_wait"
build_fixtures $NB_FIXTURES
# bar.sync 1, 32 for 64 threads completes once per warp: warp 0 reads warp 1's values unordered.
mm_check nb_count_too_small reduction 1 'shared-memory data race on `sm\[[0-9]+\]`'
# bar.sync 1, 96 for 64 threads never completes.
mm_check nb_count_too_large reduction 4 'deadlock: no thread can move'
fixture_check nb_count_too_large 4 "named barrier 1 of block [0-3] never completes: it waits for 96 threads .* but only 64 arrived \(threads 0-63\)" \
    "the deadlock names the barrier, its count and who arrived"
PUZZLE=reduction fixture_check nb_count_too_large 4 "Advice: a barrier inside the block" \
    "a named barrier's hang: the advice is the block's barrier, not the cluster's"
# bar.arrive does not wait: the consumers read the producers' values unordered.
mm_check nb_arrive_not_sync reduction 1 'shared-memory data race on `sm\[[0-9]+\]`'
# bar.sync (.aligned) in a branch that splits warps: the warps never arrive whole.
mm_check nb_split_warp reduction 4 'deadlock: no thread can move'
fixture_check nb_split_warp 4 "named barrier 1 of block [0-3]: threads (0-15 of warp 0|32-47 of warp 1) arrived at $F/nb_split_warp.cu:[0-9]+ .*but threads (16-31|48-63) of the same warp never do" \
    "the deadlock names the split warp"
# a cuda::barrier arrive() that is never waited on orders nothing for the arriving thread:
# a thread that runs ahead reads stale partial sums (or races with their writes).
bad=""
need cuda_barrier_no_wait && for schedule in $MM_SCHEDULES; do
    run "$SIMBUILD/fixtures/cuda_barrier_no_wait/p34" --reduction --sim --schedule="$schedule"
    both
    if ! { [ "$RC" -eq 1 ] && grep -qE 'shared-memory data race on `sm\[[0-9]+\]`|Cluster reduction result: [0-9.]+$' "$TMP/both" &&
           ! grep -q 'Cluster reduction result: 523776.0' "$TMP/both"; }; then
        bad="$bad $schedule(exit $RC)"
    fi
done
if [ -z "$bad" ]; then
    pass "cuda_barrier_no_wait: a wrong sum or a race, exit 1, on $SCHED_TEXT"
else
    fail "cuda_barrier_no_wait: want exit 1 with a wrong sum or a race; got:$bad"
fi
# init(&bar, blockDim.x + 32): the phase never completes, arrive_and_wait() spins (a hang).
fixture_check cuda_barrier_count_high 4 "a thread did not finish|watchdog" "a cuda::barrier that expects more arrivals hangs" \
    --timeout 5
# the total of reduce_update_async read without a barrier races with the other warps' updates.
mm_check reduce_async_no_sync reduction 1 'shared-memory data race on `total`'
# a relaxed cuda::atomic ticket publishes no partial.
mm_check cuda_atomic_relaxed_ticket last-block 1 'missing __threadfence\(\)'
# the buffer cuda::memcpy_async fills, read before the barrier's phase completes.
mm_check cuda_memcpy_async_no_wait coordination 1 'shared-memory data race on `staged\[[0-9]+\]`'

# Verdict apis (docs/verdict-apis.md): tiles of 64 to 1024 threads are
# modelled as CUDA's header makes them on sm_80+: sync() a barrier of the
# tile's warps, the collectives (shfl, any, all, reduce, scans) collectives
# of the whole tile, making the tile a sync of its parent.
VA_OK="va_ok_tile256_lastblock:last-block va_ok_cub_warp_scan:advanced va_ok_cluster_token:coordination"
slow "the other correct kernels with tiles of more than a warp" || VA_OK="va_ok_tile256_lastblock:last-block"
for e in $VA_OK; do
    need "${e%%:*}" && ok_check "${e%%:*}" "${e#*:}" --timeout 20
done
# Measured, not a CUDA rule: on the H100 (CUDA 13.0) the collectives of a
# tile of more than 32 threads give wrong sums, fault or hang in a cluster
# launch, and are right without one (tests/gpu/large_tiles.cu,
# docs/verify-verdict-gpu run 6): the cluster puzzles fail them, naming it.
VA_CLUSTER="va_cluster_tile64_reduce:coordination va_cluster_tile128_shfl:coordination
    va_cluster_tile128_exclusive_scan:coordination va_cluster_tile64_any_all:reduction
    va_cluster_tile64_of_tile256:coordination"
slow "the other multi-warp tiles in a cluster launch" || VA_CLUSTER="va_cluster_tile64_reduce:coordination"
for e in $VA_CLUSTER; do
    mm_check "${e%%:*}" "${e#*:}" 1 'a collective \(cg::reduce, shfl, any, all, a scan\) of cg::thread_block_tile<(64|128|256)> in a kernel launched with clusters'
done
# tile.sync() of a 64-tile orders that tile only: thread 0 reading the others' values races.
mm_check va_tile64_sync_not_block coordination 1 'shared-memory data race on `sdata\[[0-9]+\]`'
# cg::reduce over a 64-tile called by one of its two warps: a hang.
mm_check va_tile64_reduce_half_tile coordination 4 'deadlock: no thread can move'
PUZZLE=coordination fixture_check va_tile64_reduce_half_tile 4 "Advice: a barrier inside the block" \
    "a tile's barrier that never completes: the advice is the block's barrier, not the cluster's"
# cub::WarpScan::ExclusiveScan without an initial value: lane 0's output is
# undefined (CUB), a NaN here, and it reaches the result.
bad=""
if need va_cub_warp_exclusive_scan_lane0; then
    for schedule in forward reverse random:1; do
        run "$SIMBUILD/fixtures/va_cub_warp_exclusive_scan_lane0/p34" --advanced --sim --schedule=$schedule
        { [ "$RC" -eq 1 ] && grep -qE 'Block [0-3] : nan .*❌' "$TMP/out"; } || bad="$bad $schedule(exit $RC)"
    done
    if [ -z "$bad" ]; then
        pass "va_cub_warp_exclusive_scan_lane0: lane 0's undefined exclusive output spoils the result (exit 1, nan)"
    else
        fail "va_cub_warp_exclusive_scan_lane0: want exit 1 and a nan result; got:$bad"
    fi
fi
# std::min / std::numeric_limits<T>::max() in device code: nvcc refuses them
# (constexpr __host__ functions, no --expt-relaxed-constexpr), so the
# simulator build stops too, naming the function and its line.
printf '#include "kernels.h"\n#include <limits>\n#include "%s/solutions/p34.cu"\n__device__ float va_clamp(float x)\n{\n    return std::min(x, std::numeric_limits<float>::max());\n}\n' "$ROOT" \
    >"$TMP/host_constexpr.cu"
if simmake BIN="$SIMBUILD/fixtures/host_constexpr/p34" PBUILD="$SIMBUILD/fixtures/host_constexpr" \
       PROBLEM="$TMP/host_constexpr.cu" "$SIMBUILD/fixtures/host_constexpr/p34"; then
    fail "std::min in device code: the simulator build should stop, as nvcc's does"
elif grep -q "host_constexpr.cu:6: error: p34 simulator: std::min() is a constexpr __host__ function" "$TMP/make.log"; then
    pass "std::min in device code: the simulator build stops, naming it and its line, as nvcc's does"
else
    fail "std::min in device code: no clear message"
    sed 's/^/    make: /' "$TMP/make.log" | tail -10
fi

# Verdict cxx (docs/verdict-cxx.md): what nvcc refuses in C++ idioms, the
# simulator build refuses too, naming the line (each kernel file below is
# one line of device code added to the solutions):
#   - a call of the file's own constexpr function with no __device__ (a
#     __host__ function) in device code, even as a constant expression;
#   - a namespace-scope constexpr array with no memory space read in device code;
#   - the host C++ library's functions and classes (std::array, std::swap, ...);
#   - a function's static (not __shared__) variable, or a __device__ one, with
#     a constructor that is not empty (dynamic initialization).
# vx_refuse NAME LINE PATTERN DECLS BODY: the file is the solutions, DECLS at
# namespace scope, then a __device__ function holding BODY on line LINE.
vx_refuse() {
    local name=$1 line=$2 pattern=$3
    if [ "${P34_TIER:-all}" = fast ] && [[ " ${FAST_DEFER//[$'\n\t']/ } " == *" $name "* ]]; then
        slow "$name (a build nvcc refuses) and its check"
        return 0
    fi
    { printf '#include "kernels.h"\n#include "%s/solutions/p34.cu"\n' "$ROOT"; printf '%s\n' "$4"
      printf '__device__ float vx_f(float x)\n{\n    %s\n}\n' "$5"; } >"$TMP/$name.cu"
    if simmake BIN="$SIMBUILD/fixtures/$name/p34" PBUILD="$SIMBUILD/fixtures/$name" \
           PROBLEM="$TMP/$name.cu" "$SIMBUILD/fixtures/$name/p34"; then
        fail "$name: the simulator build should stop, as nvcc's does"
    elif grep -qE -- "$name\.cu:$line: error: p34 simulator: $pattern" "$TMP/make.log"; then
        pass "$name: the simulator build stops at line $line, as nvcc's does"
    else
        fail "$name: no clear message (want $name.cu:$line: /$pattern/)"
        sed 's/^/    make: /' "$TMP/make.log" | tail -10
    fi
}
vx_refuse vx_constexpr_host_fn 6 'twice\(\) is declared constexpr without __device__' \
    'constexpr int twice(int n) { return 2 * n; }' 'constexpr int k = twice(2); return x * k;'
vx_refuse vx_constexpr_member_fn 6 'get\(\) is declared constexpr without __device__' \
    'struct VxQ { float a; constexpr float get() const { return a; } };' 'VxQ q{x}; return q.get();'
vx_refuse vx_host_array 6 '`kVxTab` is a const or constexpr array with no __device__ or __constant__' \
    'constexpr float kVxTab[2] = {1.0f, 2.0f};' 'return x * kVxTab[threadIdx.x & 1];'
vx_refuse vx_std_array 6 'std::array is the host C\+\+ library.s: its functions are __host__ functions' \
    '#include <array>' 'std::array<float, 2> a{}; a[0] = x; return a[0];'
vx_refuse vx_std_swap 6 'std::swap is the host C\+\+ library.s' \
    '#include <utility>' 'float y = 1.0f; std::swap(x, y); return x;'
if slow "vx_static_dynamic_init, vx_device_dynamic_init (two simulator builds)"; then
vx_refuse vx_static_dynamic_init 6 'the static variable `s` \(in vx_f\(float\)\) has a dynamic initializer' \
    'struct VxS { float v; __device__ VxS() : v(1.0f) {} };' 'static VxS s; return x * s.v;'
vx_refuse vx_device_dynamic_init 3 'the variable `g_vx` has a dynamic initializer' \
    'struct VxS { float v; __device__ VxS() : v(1.0f) {} }; __device__ VxS g_vx;' 'return x * g_vx.v;'
fi
# Verdict debug (docs/verdict-debug.md): the C library's host functions a learner calls
# while debugging (abort(), exit(), fprintf(stderr, ...), __builtin_trap(), ...): nvcc
# refuses them in device code, so the simulator build does too, naming the line; text
# under `#if 0` is no code (a std::min or abort() parked there is not refused).
vx_refuse vx_c_abort 6 'abort\(\) is a host function of the C library, and device code cannot call it' \
    '#include <cstdlib>' 'if (x < 0.0f) abort(); return x;'
vx_refuse vx_c_fprintf 6 'fprintf\(\) is a host function of the C library.*print with printf\(\)' \
    '#include <cstdio>' 'fprintf(stderr, "%f\\n", x); return x;'
vx_refuse vx_builtin_trap 6 '__builtin_trap\(\) is a host function.*use __trap\(\)' \
    '' 'if (x < 0.0f) __builtin_trap(); return x;'
{ printf '#include "kernels.h"\n#include <cstdlib>\n__device__ float vd_f(float x)\n{\n#if 0\n    abort(); return std::min(x, 1.0f);\n#else\n    return x;\n#endif\n}\n'; } >"$TMP/vd_if0.cu"
if scripts/kernel-includes --sim "$TMP/vd_if0.cu" "$TMP/vd_if0.h" 2>"$TMP/vd_if0.err"; then
    pass "vd_if0: abort() and std::min under #if 0 are not refused"
else
    fail "vd_if0: text under #if 0 was refused: $(head -c 300 "$TMP/vd_if0.err")"
fi
# Verdict llm (docs/verdict-llm.md): a cooperative group declared with no initializer
# (`cg::cluster_group cluster;`, `cg::thread_block block;`, `cg::grid_group grid;`,
# `cg::thread_block_tile<32> tile;`). CUDA's groups have no public default constructor, so
# nvcc refuses them; the simulator build stops too, naming the group, the function to call
# and (g++'s "required from here") the kernel file's line.
# llm_refuse NAME FILE LINE GROUP: FILE must not build, with the message for GROUP at LINE.
llm_refuse() {
    local name=$1 file=$2 line=$3 group=$4
    if simmake BIN="$SIMBUILD/fixtures/$name/p34" PBUILD="$SIMBUILD/fixtures/$name" \
           PROBLEM="$file" "$SIMBUILD/fixtures/$name/p34"; then
        fail "$name: the simulator build should stop, as nvcc's does"
    elif grep -q "error: static assertion failed: p34 simulator: cg::$group has no default constructor in CUDA" "$TMP/make.log" &&
         grep -qE "$(basename "$file"):$line:[0-9]+: +required from here" "$TMP/make.log"; then
        pass "$name: the simulator build stops (cg::$group has no default constructor), naming line $line"
    else
        fail "$name: no clear message (want cg::$group's and $(basename "$file"):$line)"
        sed 's/^/    make: /' "$TMP/make.log" | tail -10
    fi
}
llm_refuse llm_default_cluster_group "$F/llm_default_cluster_group.cu" 17 cluster_group
if slow "llm_default_groups: thread_block, grid_group, thread_block_tile<32> (three simulator builds)"; then
for v in 1:20:thread_block 2:25:grid_group 3:29:thread_block_tile; do
    sed "s/^#define LLM_GROUP 0/#define LLM_GROUP ${v%%:*}/; s#\.\./\.\./solutions#$ROOT/solutions#" \
        "$F/llm_default_groups.cu" >"$TMP/llm_default_groups_${v%%:*}.cu"
    g=${v#*:}
    llm_refuse "llm_default_groups_${v%%:*}" "$TMP/llm_default_groups_${v%%:*}.cu" "${g%%:*}" "${g#*:}"
done
fi
# A fault inside the C library the kernel called (printf given a %s that is no string):
# the first line names the kernel's call, not "FILE:1:1 ... (no debug info)"; and a store
# into the input (through a cast) races with another block's unordered read of it.
build_fixtures vd_printf_s_not_a_string vd_input_marker_vs_selfcheck
mm_check vd_printf_s_not_a_string reduction 5 \
    'illegal memory access \(signal 11, address 0x[0-9a-f]+\) in block [0-3] thread 0 inside .*, called at [^ ]*vd_printf_s_not_a_string\.cu:28'
mm_check vd_input_marker_vs_selfcheck coordination 1 'global-memory data race on `input\[[0-9]+\]`'
# A debug printf of a 400-character field: the report shows 200 bytes of each line and
# counts the rest, so four lines stay four terminal lines.
build_fixtures vd_printf_long_lines
if need vd_printf_long_lines 2>/dev/null; then
    run "$SIMBUILD/fixtures/vd_printf_long_lines/p34" --coordination --sim
    if [ "$RC" -eq 0 ] && grep -qE '^  \| +0\.000 \.\.\. \(|^  \| {196}.*\.\.\. \([0-9]+ more bytes on this line\)$' "$TMP/out" &&
        ! awk 'length($0) > 260 { bad = 1 } END { exit !bad }' "$TMP/out"; then
        pass "vd_printf_long_lines: exit 0, each kernel output line cut at 200 bytes with the rest counted"
    else
        fail "vd_printf_long_lines: want exit 0 and cut lines; got exit $RC: $(grep -m2 '^  |' "$TMP/out" | cut -c1-120)"
    fi
fi

# ... and what nvcc builds, it builds and runs: cuda::std::span, the __half2
# comparisons, a function's __shared__ struct with a constructor (never run,
# as nvcc never runs it), __launch_bounds__ of the block size, constexpr host
# functions at namespace scope; a __launch_bounds__ below the block size is
# the GPU's launch failure.
build_fixtures vx_ok_cxx_idioms vx_launch_bounds_small
ok_check vx_ok_cxx_idioms coordination
PUZZLE=coordination fixture_check vx_launch_bounds_small 5 \
    'launch error: cluster_coordination_basics declares __launch_bounds__\(128\), but the puzzle launches blocks of 256 threads' \
    "__launch_bounds__ below the block size: the launch fails, as on a GPU"
# ... and the Advice follows it (verdict veteran v23: it said "an index past the end").
if need vx_launch_bounds_small 2>/dev/null; then
    expect_text both "Advice: the launch failed before the kernel ran: a __launch_bounds__ below the puzzle's block size" \
        "__launch_bounds__ below the block size: the Advice names the launch bound, not an index"
fi

# Verdict samples c12/c13: the third argument of __launch_bounds__ (maxBlocksPerCluster, PTX
# .maxclusterrank) below the puzzle's cluster size is a launch failure too; equal to it runs.
if slow "smp_launch_bounds_cluster_rank"; then
build_fixtures smp_launch_bounds_cluster_rank smp_ok_launch_bounds_cluster_rank
PUZZLE=coordination fixture_check smp_launch_bounds_cluster_rank 5 \
    'launch error: cluster_coordination_basics declares __launch_bounds__\(\.\.\., \.\.\., 2\): at most 2 blocks per cluster' \
    "maxBlocksPerCluster below the cluster size: the launch fails"
expect_text both "Advice: the launch failed before the kernel ran: the third argument of the kernel's __launch_bounds__" \
    "maxBlocksPerCluster below the cluster size: the Advice names it"
ok_check smp_ok_launch_bounds_cluster_rank coordination
fi

# Verdict pro (docs/verdict-pro.md): kernels written as performance-minded
# Hopper programmers write them, where the simulator was wrong.
#   - a naturally aligned access (a float4 through reinterpret_cast) at an
#     address that is not a multiple of its size is the GPU's misaligned
#     address error (exit 5), naming the buffer and the line;
#   - PTX mbarrier (init, arrive with release, remote arrive through
#     shared::cluster, try_wait/test_wait with acquire, parity) and the
#     cuda::ptx mbarrier wrappers run: a wait orders what the arrivals did
#     before their arrive, an access after the arrive races, a phase that
#     never completes hangs;
#   - ld/st .v2/.v4 with a vector operand in braces run (the braces are not a scope);
#   - <cuda_pipeline.h> and cuda::pipeline<thread_scope_thread> copies land
#     only when __pipeline_wait_prior / consumer_wait covers their batch.
mm_check vp_float4_misaligned coordination 5 'misaligned 16-byte read of `input` at byte [0-9]+ \(inside element [0-9]+\) by block [0-3] thread [0-9]+'
mm_check vp_mbarrier_arrive_before_store advanced 1 'shared-memory data race on `ws\[[0-7]\]` in block [0-3]'
# The pipeline interfaces: a copy lands only when a wait covers its batch.
mm_check vp_pipeline_no_wait reduction 1 '`sm\[[0-9]+\]` in block [0-3] is read before any thread stored it'
PUZZLE=reduction fixture_check vp_pipeline_no_wait 1 "asynchronous copies \(the first issued by block [0-3] thread [0-9]+ at $F/vp_pipeline_no_wait.cu:19\) never landed" \
    "the report names the copy no __pipeline_wait_prior covered"
VP_OK="vp_ok_mbarrier_remote_arrive:reduction vp_ok_pipeline_primitives:reduction vp_ok_float4_ldg:coordination
    vp_ok_cuda_ptx_mbarrier:advanced vp_ok_ptx_vector_load:reduction vp_ok_cuda_pipeline_stages:reduction"
slow "the other correct kernels of verdict pro (float4, cuda::ptx mbarrier, vector ld, cuda::pipeline)" ||
    VP_OK="vp_ok_mbarrier_remote_arrive:reduction vp_ok_pipeline_primitives:reduction"
for e in $VP_OK; do
    need "${e%%:*}" && ok_check "${e%%:*}" "${e#*:}" --timeout 20
done
if slow "vp_mbarrier_count_too_high (a phase that never completes)"; then
    PUZZLE=reduction fixture_check vp_mbarrier_count_too_high 4 \
        "an mbarrier in the shared memory of block 0 \\(waited on by block 0 thread 0 at $F/vp_mbarrier_count_too_high.cu:69\\) still needs 124 of its 128 arrivals" \
        "an mbarrier phase that never completes (count too high) hangs: exit 4, naming the arrivals it lacks"
fi

# Verdict async (docs/verdict-async.md): the asynchronous proxy and transaction
# barriers as Hopper code writes them.
#   - inline PTX labels and bra run (CUTLASS's try_wait.parity loop);
#   - mbarrier tx-counts: arrive.expect_tx / expect_tx / complete_tx; a phase
#     completes when the arrivals and the tx-count are both zero, and a hang
#     names the bytes it still waits for;
#   - cp.async.bulk into shared memory lands only when a wait on its mbarrier
#     finds the phase incomplete: a read with no wait (or a wait of the wrong
#     parity) reads what was there; size and alignment are checked; a source
#     stored through the generic proxy needs fence.proxy.async first;
#   - st.async / red.async complete bytes on the receiver's mbarrier with a
#     cluster-scope release: a .cta-scope wait does not acquire it;
#   - cuda::barrier<thread_scope_block> is an mbarrier (barrier_native_handle,
#     barrier_arrive_tx, memcpy_async_tx); cuda::ptx has st_async, red_async,
#     cp_async_bulk, mbarrier_arrive_expect_tx, fence_proxy_async.
mm_check va_tma_wrong_parity coordination 1 '`sm\[[0-9]+\]` in block [0-3] is read before any thread stored it'
PUZZLE=coordination fixture_check va_tma_wrong_parity 1 "bulk cop(y|ies) \(cp.async.bulk, the first issued at $F/va_tma_wrong_parity.cu:[0-9]+ .*\) had not landed" \
    "the report names the bulk copy that no wait landed"
mm_check va_st_async_wait_cta_scope reduction 1 'shared-memory data race on `parts\[[1-3]\]` in block 0'
PUZZLE=reduction fixture_check va_st_async_wait_cta_scope 1 "the mbarrier wait at $F/va_st_async_wait_cta_scope.cu:[0-9]+ .*is of .cta scope" \
    "the race names the .cta-scope mbarrier wait that missed the peers' cluster-scope complete-tx"
mm_check va_bulk_no_proxy_fence reduction 1 'a bulk copy \(cp.async.bulk\) by block [1-3] thread 0 at .* reads memory that block [1-3] thread 0 stored at'
mm_check va_tma_misaligned reduction 5 'cp.async.bulk with a destination address 0x[0-9a-f]+ that is not 16-byte aligned'
VA_ASYNC_OK="va_ok_tma_load:coordination va_ok_st_async_push:reduction va_ok_cuda_barrier_tma:coordination
    va_ok_red_async:reduction va_ok_cuda_ptx_st_async:reduction va_ok_tma_partials_proxy_fence:last-block"
slow "the other correct kernels of verdict async (cuda::barrier TMA, red.async, cuda::ptx st_async, last-block TMA)" ||
    VA_ASYNC_OK="va_ok_tma_load:coordination"
for e in $VA_ASYNC_OK; do
    need "${e%%:*}" && ok_check "${e%%:*}" "${e#*:}" --timeout 20
done
if slow "va_tma_expect_too_many, va_tma_partials_no_proxy_fence (a tx-count never reaching zero; the last block's bulk copy of the partials)"; then
    PUZZLE=coordination fixture_check va_tma_expect_too_many 4 \
        "an mbarrier in the shared memory of block [0-3] \\(waited on by block [0-3] thread [0-9]+ at $F/va_tma_expect_too_many.cu:[0-9]+( \\(in [a-z_]+, reached from [^()]*\\))?\\) still needs 16 bytes of asynchronous transactions" \
        "a phase whose tx-count never reaches zero hangs: exit 4, naming the bytes it lacks" --timeout 5
    mm_check va_tma_partials_no_proxy_fence last-block 1 'a bulk copy \(cp.async.bulk\) by block [0-9]+ thread 0 at .* reads memory that block [0-9]+ thread 0 stored at'
fi

# ---------------------------------------------------------------------------
# Unsupported CUDA fails to compile, naming the feature.

cat >"$TMP/unsupported.cu" <<'EOF'
#include "kernels.h"
__global__ void uses_grid(float *out)
{
    out[0] = __shfl(out[0], 1);
    cg::grid_group grid = cg::this_grid();
    grid.sync();
    auto pair = cg::tiled_partition<64>(cg::this_thread_block());
    out[1] = (float)pair.ballot(1);
    cg::thread_group tile = cg::tiled_partition(cg::this_thread_block(), 32);
    out[2] = cg::reduce(tile, out[2], cg::plus<float>());
    typedef cub::BlockExchange<float, 256, 4> ExchT;
    __shared__ typename ExchT::TempStorage exch_storage;
}
EOF
g++ -std=c++17 -fsyntax-only -DP34_SIM -I. -x c++ "$TMP/unsupported.cu" >"$TMP/out" 2>"$TMP/err"
RC=$?
if [ "$RC" -ne 0 ]; then pass "unsupported CUDA does not compile"; else fail "unsupported CUDA compiled"; fi
no_text err "grid.sync|grid_group::sync" \
    "grid.sync() compiles, as with nvcc (a call that runs stops the launch: tb_grid_sync_called)"
expect_text err "p34 simulator: __shfl is not supported; use __shfl_sync" \
    "the compile error names __shfl"
no_text err "this_grid|grid_group \(" "cg::this_grid() and cg::grid_group themselves compile"
expect_text err "p34 simulator: thread_block_tile<N>::ballot does not exist for N > 32 in CUDA" \
    "a tile of more than a warp has no ballot(), as in CUDA's header: the compile error names it"
no_text err "tiled_partition<64>|Size must be" "cg::tiled_partition<64> itself compiles"
expect_text err "p34 simulator: cg::reduce takes a thread_block_tile .* or a coalesced_group, not a cg::thread_group" \
    "cg::reduce over a generic cg::thread_group does not compile, as with nvcc"
expect_text err "p34 simulator: cub::BlockExchange is not supported" \
    "cub::BlockExchange (not modelled) stops the build, naming it"
# A child kernel launched from device code (dynamic parallelism; verdict grader r13): nvcc
# refuses it without -rdc=true, and the simulator's build says so, naming the line.
printf '#include "kernels.h"\n__global__ void child(float *o) { o[0] = 1.0f; }\n// not this one: a<<<b\n__global__ void parent(float *o) { child<<<1, 1>>>(o); }\n' >"$TMP/dynpar.cu"
run sh scripts/kernel-includes --sim "$TMP/dynpar.cu" "$TMP/dynpar.h"
expect_rc 1 "a kernel launch inside a kernel file stops the simulator build"
expect_text err "dynpar.cu:4: error: p34 simulator: a kernel launch inside a kernel file \(\`<<<\`: CUDA dynamic parallelism\) is not supported: nvcc builds one only in separate compilation mode \(-rdc=true" \
    "a child-kernel launch: the error names its line and nvcc's reason"
# Verdict paste (docs/verdict-paste.md): whole files pasted from elsewhere or written by an
# assistant. Their host side (main with cudaMalloc and a <<<>>> launch, launchers, an unused
# inline gpuAssert, a CPU reference) is refused by the simulator build first, naming the
# function and its line as host code (it was "dynamic parallelism" for the host launch, or
# g++'s "cudaMemcpyHostToDevice was not declared"); an unannotated helper called from a
# kernel gets nvcc's reason at the call; a puzzle kernel hidden in a namespace and a
# declaration named like kernels.h's constants are named in the kernel file, not in
# kernel_table.cu or kernels.h. What nvcc builds and SPEC allows still passes the scan.
pscan() {  # pscan NAME: runs kernel-includes --sim on $TMP/NAME.cu
    run sh scripts/kernel-includes --sim "$TMP/$1.cu" "$TMP/$1.h"
}
printf '#include <cstdio>\n#include "kernels.h"\n__global__ void k(float *o) { o[0] = 1.0f; }\nint main()\n{\n    float *d;\n    cudaMalloc(&d, 4);\n    k<<<1, 1>>>(d);\n    cudaMemcpy(&d, d, 4, cudaMemcpyDeviceToHost);\n    return 0;\n}\n' >"$TMP/paste_main.cu"
pscan paste_main
expect_rc 1 "a pasted main() stops the simulator build"
expect_text err "paste_main.cu:4: error: refused: host code in a kernel file: int main\(\) is a host function \(it has no __device__ or __global__\)" \
    "a pasted main(): the error names it as host code at its line"
no_text err "dynamic parallelism|was not declared" "a pasted main(): its host launch is not called dynamic parallelism"
printf '#include "kernels.h"\n#define gpuErrchk(ans) { gpuAssert((ans), __FILE__, __LINE__); }\ninline void gpuAssert(cudaError_t code, const char *file, int line, bool abort = true)\n{\n    if (code != cudaSuccess) { fprintf(stderr, "%%s\\n", cudaGetErrorString(code)); if (abort) exit(code); }\n}\n' >"$TMP/paste_gpuassert.cu"
pscan paste_gpuassert
expect_text err "paste_gpuassert.cu:3: error: refused: host code in a kernel file: gpuAssert\(\) is a host function" \
    "an unused inline gpuAssert: named as host code, not as a missing cudaGetErrorString"
printf '#include "kernels.h"\ninline float scale_for(unsigned r) { return r + 1.0f; }\n__global__ void k(float *o)\n{\n    o[0] = scale_for(1u);\n}\n' >"$TMP/paste_host_call.cu"
pscan paste_host_call
expect_text err "paste_host_call.cu:5: error: p34 simulator: scale_for\(\) has no __device__ or __global__, which makes it a __host__ function .* \(\"calling a __host__ function\(\"scale_for\"\) from a __global__ function is not allowed\"\)" \
    "an unannotated helper called from a kernel: nvcc's reason at the call (the simulator built it before)"
printf '#include "kernels.h"\nnamespace p34 {\n__global__ void cluster_coordination_basics(float *o, const float *i, int n) {}\n}\n' >"$TMP/paste_namespace.cu"
pscan paste_namespace
expect_text err "paste_namespace.cu:3: error: p34 simulator: the kernel cluster_coordination_basics is defined inside namespace p34, but p34 launches the four puzzle kernels by their names at file scope" \
    "a puzzle kernel inside a namespace: named in the kernel file (not kernel_table.cu)"
printf '#include "kernels.h"\n\nconstexpr int WARP_SIZE = 32;\n' >"$TMP/paste_const_macro.cu"
pscan paste_const_macro
expect_text err "paste_const_macro.cu:3: error: p34 simulator: WARP_SIZE is a macro of kernels.h \(#define WARP_SIZE 32\)" \
    "constexpr int WARP_SIZE: named in the kernel file (not kernels.h)"
# Controls: what nvcc builds and SPEC allows passes the scan (the rest of the file's checks too).
printf '%s\n' '#ifndef __CUDACC__' 'void __syncthreads() {}' '#endif' '#include "kernels.h"' \
    '#define HD __host__ __device__' 'HD inline float f(float x) { return x; }' \
    '#ifndef __CUDA_ARCH__' 'static void host_only() {}' '#endif' \
    'template <class T> T twice(T x) { return x + x; }' 'struct S { float v; float get() const { return v; } };' \
    'namespace mine { __global__ void cluster_coordination_basics(float *o, const float *i, int n) {} }' \
    'using mine::cluster_coordination_basics;' 'namespace { __device__ float g(float x) { return x; } }' \
    'extern "C" __global__ void cluster_collective_operations(float *o, const float *i, float *t, int n) {}' \
    'extern "C" { __global__ void advanced_cluster_patterns(float *o, const float *i, int n) {} }' \
    'float table[] = {TPB, WARP_SIZE};' '__device__ int h(int a, int b = TPB) { return min(a, b) * WARP_SIZE; }' >"$TMP/paste_controls.cu"
pscan paste_controls
expect_rc 0 "device code, IDE shims, host paths under #ifndef __CUDA_ARCH__, templates, members, using-declared and extern \"C\" kernels pass the scan"
# review3: device code the scans refused: abort() on the host branch of #ifdef __CUDA_ARCH__
# in a __device__ function (nvcc compiles device code with __CUDA_ARCH__ defined), a
# function-like specifier macro whose specifier is #defined after it, a destructor, a
# conversion operator and operator() defined outside their class, and a function of a
# namespace defined outside it (declared __device__ inside: nvcc, __host__ __device__).
printf '%s\n' '#include "kernels.h"' '#include <cstdlib>' '__device__ void die_if(bool bad)' '{' \
    '    if (bad) {' '#ifdef __CUDA_ARCH__' '        __trap();' '#else' '        abort();' '#endif' '    }' '}' \
    '#if !defined(__CUDA_ARCH__)' '__device__ void die2() { exit(1); }' '#endif' \
    '#define DEV_INLINE(T) R3_FORCE T' '#define R3_FORCE __forceinline__ __device__' \
    'DEV_INLINE(float) scale_of(unsigned r) { return r + 1.0f; }' \
    'struct Sc { __device__ explicit Sc(unsigned r); __device__ ~Sc(); __device__ operator float() const;' \
    '            __device__ float operator()(float x) const; __device__ Sc &operator+=(float d); float v; };' \
    'Sc::Sc(unsigned r) : v((float)r) {}' 'Sc::~Sc() {}' 'Sc::operator float() const { return v; }' \
    'float Sc::operator()(float x) const { return v * x; }' 'Sc &Sc::operator+=(float d) { v += d; return *this; }' \
    'namespace u { __device__ float f(float x); }' 'float u::f(float x) { return x + 1.0f; }' \
    '__global__ void k(float *o) { die_if(o == nullptr); o[0] = scale_of(1u) + (float)(Sc(2u) += 1.0f) + Sc(1u)(2.0f) + u::f(1.0f); }' \
    >"$TMP/r3_scan_ok.cu"
pscan r3_scan_ok
expect_rc 0 "abort() under #else of #ifdef __CUDA_ARCH__, a specifier macro #defined later, members and namespace functions defined outside pass the scan"
printf '%s\n' '#include "kernels.h"' '#include <cstdlib>' 'struct H { ~H(); operator int() const; int n; };' \
    'H::~H() {}' 'H::operator int() const { return n; }' '__device__ void g(int *p) {' '#ifdef __CUDA_ARCH__' \
    '    if (*p) abort();' '#endif' '}' >"$TMP/r3_scan_bad.cu"
pscan r3_scan_bad
expect_text err "r3_scan_bad.cu:4: error: refused: host code in a kernel file: H::~H\(\) is a host function" \
    "a destructor defined outside its class with no __device__ anywhere is host code, named as ~H"
expect_text err "r3_scan_bad.cu:5: error: refused: host code in a kernel file: H::operator int\(\) is a host function" \
    "a conversion operator with no __device__ anywhere is host code, named as operator int"
printf '%s\n' '#include "kernels.h"' '#include <cstdlib>' '__device__ void g(int *p) {' '#ifdef __CUDA_ARCH__' \
    '    if (*p) abort();' '#endif' '}' >"$TMP/r3_scan_clib.cu"
pscan r3_scan_clib
expect_text err "r3_scan_clib.cu:5: error: p34 simulator: abort\\(\\) is a host function of the C library" \
    "abort() on the device branch of #ifdef __CUDA_ARCH__ is still refused"
# Specifiers from a macro of a header the file includes with #include "..." count too.
printf '#define PASTE_DEVICE __device__ __forceinline__\n' >"$TMP/paste_defs.cuh"
printf '#include "kernels.h"\n#include "paste_defs.cuh"\nPASTE_DEVICE float f(float x) { return x; }\n' >"$TMP/paste_hdr_macro.cu"
pscan paste_hdr_macro
expect_rc 0 "a function whose __device__ comes from a macro of an included header passes the scan"
# A byte-order mark before `#include <cub/cub.cuh>` on line 1: the header is still opened
# before the kernel file's namespace (it was opened inside it: "cuda has no member ceil_div").
printf '\xef\xbb\xbf#include <cub/cub.cuh>\r\n#include "kernels.h"\r\n' >"$TMP/paste_bom.cu"
pscan paste_bom
expect_rc 0 "a BOM file scans"
if grep -q '^#include <cub/cub.cuh>' "$TMP/paste_bom.h"; then
    pass "a UTF-8 BOM before line 1's #include <...>: the header is still hoisted"
else
    fail "a UTF-8 BOM before line 1's #include <...>: the header was not hoisted"
fi
# The whole Windows file (BOM, CRLF, extern "C" kernels, static __shared__, cub on line 1) builds
# and passes on both puzzles it writes.
build_fixtures paste_ok_windows_extern_c
ok_check paste_ok_windows_extern_c coordination
ok_check paste_ok_windows_extern_c advanced
# review2: a definition through a function-like macro that expands to __device__, a function
# declared __device__ and defined later without it (nvcc: __host__ __device__), and locals,
# parameters and members named like C library functions (exit, abort, time, rand, system)
# are device code: neither scan may refuse them (docs/verdict-review2.md).
build_fixtures r2_ok_names_like_host_code
ok_check r2_ok_names_like_host_code coordination

# Kepler-Pascal habits nvcc 13 refuses for sm_90a (verdict veteran v07, v09, v10): the device
# runtime API in device code, texture references and fetches; the build names them. The
# texture object type itself (a parameter of a helper) compiles, as with nvcc.
cat >"$TMP/veteran_api.cu" <<'EOF'
#include "kernels.h"
texture<float, 1, cudaReadModeElementType> texIn;
__device__ float fetch(cudaTextureObject_t t, int i) { return tex1Dfetch<float>(t, i); }
__global__ void k(float *o)
{
    if (cudaGetLastError() != cudaSuccess) return;
    cudaDeviceSynchronize();
    o[0] = fetch(0, 0);
}
EOF
g++ -std=c++17 -fsyntax-only -DP34_SIM -I. -x c++ "$TMP/veteran_api.cu" >"$TMP/out" 2>"$TMP/err"
expect_text err "p34 simulator: cudaDeviceSynchronize is not supported in device code: CUDA 12 removed it from device code" \
    "cudaDeviceSynchronize() in device code stops the simulator build with CUDA 12's reason"
expect_text err "p34 simulator: cudaGetLastError is not supported in device code: CUDA's device runtime API \(dynamic parallelism\) needs separate compilation" \
    "cudaGetLastError() in device code stops the simulator build: it needs -rdc=true"
expect_text err "p34 simulator: texture references \(texture<T, dim, mode>\) were removed in CUDA 12" \
    "a texture reference stops the simulator build (removed in CUDA 12)"
no_text err "tex1Dfetch" "tex1Dfetch on a texture object builds, as with nvcc (a call stops the run)"
no_text err "(cudaSuccess|cudaTextureObject_t|cudaReadModeElementType).* (was not declared|does not name a type)" \
    "cudaError_t/cudaSuccess and the texture object type are declared, as for nvcc"
# ... an unused helper that fetches from a texture object leaves a right kernel right (v26);
# a fetch that runs stops the launch: the simulator cannot judge it (exit 3), naming its line.
build_fixtures vet_tex_object vet_tex_object_called
ok_check vet_tex_object coordination
PUZZLE=coordination fixture_check vet_tex_object_called 3 \
    'vet_tex_object_called.cu:15:[0-9]+: error: p34 simulator: tex1Dfetch is not supported: textures and surfaces are not modelled' \
    "a texture fetch that runs: the simulator cannot judge it, naming the line"
# ... likewise grid.sync(): it builds (textbook r01, l09: called only `if (grid.is_valid())`, or
# from a helper nothing calls, the kernel is right); one that runs in p34's launch, which is not
# cooperative, traps as CUDA's grid_group::sync() does: a launch error (exit 5) at its line.
build_fixtures tb_ok_grid_sync_if_valid tb_ok_grid_sync_helper_unused tb_grid_sync_called
ok_check tb_ok_grid_sync_if_valid reduction
ok_check tb_ok_grid_sync_helper_unused last-block
PUZZLE=coordination fixture_check tb_grid_sync_called 5 \
    'tb_grid_sync_called.cu:29:[0-9]+: error: grid.sync\(\) \(cg::grid_group::sync\) needs a cooperative launch' \
    "a grid.sync() that runs in a launch that is not cooperative: a launch error, naming the line"

# ---------------------------------------------------------------------------
# The kernel file's own variables (`__device__`, `__constant__`) are global
# memory: checked like the runner's buffers. (The correct forms are
# tests/alternatives/lastblock_device_counter.cu and coordination_qualifiers.cu.)
if slow "__device__ variables (mm3_device_counter_no_fence, mm3_device_sum_race)"; then
build_fixtures mm3_device_counter_no_fence mm3_device_sum_race
mm_check mm3_device_counter_no_fence last-block 1 'missing __threadfence\(\): block [0-9]+ thread 0 stores `g_part\[[0-9]+\]`'
mm_check mm3_device_sum_race reduction 1 'global-memory data race on `g_total`: a plain read-modify-write'
fi
# A template's `__shared__` buffer is per block too (sim/shared-sections), so
# a race inside the template is found (the correct form is
# tests/alternatives/reduction_template_shared.cu).
mm_check mm3_template_shared_race reduction 1 'shared-memory data race on `buf\[[0-9]+\]` in block [0-3]'
# Measured on the H100, not a CUDA rule: 64-bit atomicOr/atomicAnd into a
# peer's shared memory lost updates there (tests/gpu/dsmem_atomics64.cu), so
# the simulator names them (tests/alternatives/reduction_int64_atomics.cu is
# the same kernel with a 32-bit atomicOr).
mm_check mm3_dsmem_bitwise64 reduction 1 'a 64-bit atomicOr/atomicAnd on `ranks` in block 0 \(another block'"'"'s shared memory, through map_shared_rank\) by block [1-3] thread 0'
# Atomics never race, but a relaxed atomic orders only its own word: an
# atomic read of a word another thread's atomicExch gave its only value, with
# nothing ordering the two, may see it unset (hunt l16; the correct form is
# tests/alternatives/lastblock_atomic_partials.cu).
if slow "atomic stores read unordered (mm4_atomic_partials_no_fence, mm4_shared_exch_stale)"; then
build_fixtures mm4_atomic_partials_no_fence mm4_shared_exch_stale
mm_check mm4_atomic_partials_no_fence last-block 1 \
    'missing __threadfence\(\): block [0-9]+ thread 0 stores `partials\[[0-9]+\]`, which block [0-9]+ thread 0 reads'
mm_check mm4_shared_exch_stale reduction 1 \
    '(shared-memory read of `warp_sums\[[1-7]\]` in block [0-3] not ordered after its store|`warp_sums\[[1-7]\]` in block [0-3] is atomically updated before any thread stored it)'
fi

# ---------------------------------------------------------------------------
# The true cause of wrong kernels learners write (docs/verdict-cause.md,
# tests/verdict/cause): the exit code, the first error at the cause's line
# with its class, a detail of the report, and an Advice line that follows it.

# cause_check NAME PUZZLE WANT_RC LINE PATTERN ADVICE [DETAIL] [FORBID]: on
# forward, reverse, random:1-3: exit WANT_RC; the first error is at
# tests/fixtures/NAME.cu:LINE and matches PATTERN; the Advice line matches
# ADVICE; the report holds DETAIL and nowhere says FORBID.
cause_check() {
    local name=$1 puzzle=$2 want=$3 line=$4 pattern=$5 advice=$6 detail=${7:-} forbid=${8:-} bad="" first s
    need "$name" || return 1
    local scheds="forward reverse random:1 random:2 random:3" text="forward, reverse, random:1-3"
    [ "${P34_TIER:-all}" = fast ] && scheds=$OK_SCHEDULES text=$SCHED_TEXT
    for s in $scheds; do
        run "$SIMBUILD/fixtures/$name/p34" --"$puzzle" --sim --schedule="$s" --timeout 5
        both
        first=$(grep -m1 -E ': error: ' "$TMP/both" | sed 's/^p34: //')
        if ! [ "$RC" -eq "$want" ] ||
            ! printf '%s\n' "$first" | grep -qE -- "^$F/$name\.cu:$line:[0-9]+: error: $pattern"; then
            bad="$bad $s(exit $RC: ${first:-no error line})"
        elif ! grep -m1 '^Advice:' "$TMP/out" | grep -qE -- "$advice"; then
            bad="$bad $s($(grep -m1 '^Advice:' "$TMP/out"))"
        elif [ -n "$detail" ] && ! grep -qE -- "$detail" "$TMP/both"; then
            bad="$bad $s(no /$detail/)"
        elif [ -n "$forbid" ] && grep -qE -- "$forbid" "$TMP/both"; then
            bad="$bad $s(says /$forbid/)"
        fi
    done
    if [ -z "$bad" ]; then
        pass "$name: exit $want, first error at line $line /$pattern/, its Advice, on $text"
    else
        fail "$name: want exit $want, /$pattern/ at line $line first and Advice /$advice/; got:$bad"
    fi
}

CAUSE_FIXTURES="cause_coord_output_by_tid cause_coord_elect_writes cause_coord_syncthreads_half_grid
    cause_coord_uninit_shared_sum cause_red_syncthreads_in_if cause_red_temp_by_tid
    cause_red_sum_unwritten_slot cause_red_shfl_activemask cause_red_elect_in_thread0
    cause_lb_block0_resets cause_lb_ticket_before_partial cause_lb_partials_by_tid
    cause_adv_elect_even_lanes cause_adv_dsmem_peer_no_wait"
if slow "build the verdict-cause fixtures up front"; then
build_fixtures $CAUSE_FIXTURES
fi
# Several writers of a per-block output: the fix is the index (writers in
# several blocks) or one thread of the block (writers in one block), never
# "one block" or rank 0 alone, which would leave the other outputs unwritten.
cause_check cause_coord_output_by_tid coordination 1 27 'output\[0\] is stored by 4 threads' \
    'exactly one thread must store each output' \
    'index the store by the block, e.g. `output\[block_rank_in_cluster\(\)\]`' 'block_rank_in_cluster\(\) == 0'
cause_check cause_coord_elect_writes coordination 1 27 'output\[[0-3]\] is stored by 8 threads' \
    'exactly one thread must store each output' \
    'one thread of each block stores its block.s output' 'in one block|block_rank_in_cluster\(\) == 0'
# A write-write race: no "between the write and the read" (there is no read).
cause_check cause_red_temp_by_tid reduction 1 29 \
    'global-memory data race on `temp_storage\[0\]`: several threads store it with nothing ordering them' \
    'several threads store one location' 'Give each thread its own element' 'between the write and the read'
# A __syncthreads that whole blocks skip: the race names the skipped barrier.
cause_check cause_coord_syncthreads_half_grid coordination 1 '(20|27)' 'shared-memory data race on `shared_data\[[0-9]+\]` in block [23]' \
    'add the barrier the first error names' \
    "block [23] never passes the __syncthreads at $F/cause_coord_syncthreads_half_grid\\.cu:22, which block [01] passes"
# __syncthreads inside `if (local_i < stride)`: a hang whose cause is named.
cause_check cause_red_syncthreads_in_if reduction 4 25 'deadlock: no thread can move: a divergent barrier' \
    'every thread of a block must reach each __syncthreads' \
    "threads 128-255 at $F/cause_red_syncthreads_in_if\\.cu:30 \\(cluster_sync\\)"
# elect_one_sync() reached by one lane whose warp-mates returned: every lane
# must call it (kernels.h), but the H100 completes it (runs 4 and 34), so it is
# a broken rule named at the call, exit 1, not a hang (docs/verdict-progress.md);
# the Advice names elect_one_sync, not "a barrier" or a mask.
cause_check cause_red_elect_in_thread0 reduction 1 31 'elect_one_sync\(\) at .* is called by lane 0 of warp 0 in block 0 after lanes 1-31 returned' \
    'elect_one_sync\(\) needs all 32 lanes of the warp' 'elect.sync.s mask \(0xffffffff\) names them'
cause_check cause_adv_elect_even_lanes advanced 4 24 'deadlock: no thread can move' \
    'elect_one_sync\(\) needs all 32 lanes of the warp' 'wait in elect_one_sync'
# A peer's shared memory read after the peer exited: a fault, and the Advice
# says to keep the peer alive (not "a rule the GPU does not enforce").
cause_check cause_adv_dsmem_peer_no_wait advanced 5 40 \
    'distributed shared memory: block 0 thread [1-3] reads the shared memory of block [1-3] through map_shared_rank' \
    'a block must not exit while a peer may still access its shared memory' 'after that block has exited' \
    'the GPU does not enforce'
# Last block: the counter reset by block 0 (a plain store racing with the
# other blocks' tickets), the ticket taken before the partial is stored (no
# fence can fix the order), and every block storing partials[0].
cause_check cause_lb_block0_resets last-block 1 43 \
    'global-memory data race on `counter`: block [0-9]+ thread 0 writes it with a plain access while other blocks take tickets' \
    'the last block must reset \*counter' "block 0 thread 0 writes it at $F/cause_lb_block0_resets\.cu:43" \
    'Put __threadfence\(\) between the store of `counter`'
cause_check cause_lb_ticket_before_partial last-block 1 28 \
    "partial stored after its block's ticket" 'must store its partial before it takes its ticket' \
    'Store the partial first, then __threadfence\(\), then take the ticket' 'Put __threadfence\(\) between'
cause_check cause_lb_partials_by_tid last-block 1 27 \
    'global-memory data race on `partials\[0\]`: several threads store it' 'several threads store one location' \
    'The stores come from different blocks: give each block its own element' 'guard the store with `if \(threadIdx.x == 0\)`'
# A NaN output explained by what it came from, at the line that read it.
cause_check cause_coord_uninit_shared_sum coordination 1 26 '`total` in block [0-3] is read before any thread stored it in its block' \
    'fix the first error above first' 'nan \(stored by block [0-3] thread 0'
cause_check cause_red_sum_unwritten_slot reduction 1 34 '`?temp_storage\[0\]`? is read before any thread stored it in this launch' \
    'fix the first error above first'
cause_check cause_red_shfl_activemask reduction 1 31 'warp shuffle reads lane (1[6-9]|2[0-9]|3[01]), which is not in its mask 0x0000ffff' \
    'mask must name exactly the lanes that call it' '__activemask\(\) inside a branch names only the lanes that took it'

# ---------------------------------------------------------------------------
# Accesses the host optimizer would hide (docs/verdict-opt.md): kernel files
# are built with -O0, so a racy read whose value is unused, a store to a
# __shared__ variable nothing reads and the load of a plain spin-wait are
# all made and checked (at -O1 the first two were deleted and the spin's
# load hoisted into a loop that never ends: a watchdog with no line).
if slow "accesses an optimizer would delete or hoist (opt_*)"; then
    build_fixtures opt_dead_neighbor_read opt_write_only_flag opt_plain_spin_shared_flag \
        opt_plain_spin_counter opt_ok_volatile_dsmem_flag opt_partial_read_before_ticket
    mm_check opt_dead_neighbor_read coordination 1 'shared-memory data race on `shared_data\[[0-9]+\]`'
    mm_check opt_write_only_flag coordination 1 'shared-memory data race on `done` in block [0-3]: several threads store it'
    # (a plain spin is the GPU's hang, as the H100 showed in docs/verify-verdict-gpu
    # runs 6, 11 and 16: exit 4, named at the spin's load, before the race)
    # (on the reverse schedule the flag is stored before the spin starts: the race is named)
    PUZZLE=coordination fixture_check opt_plain_spin_shared_flag 4 'a spin-wait on a plain load never ends on a GPU: block [0-3] thread 0 read `ready` in block [0-3]' \
        "a plain spin on a shared flag: the GPU's hang"
    mm_check opt_plain_spin_counter reduction 4 'a spin-wait on a plain load never ends on a GPU: block [0-3] thread 0 read `temp_storage\[0\]`'
    ok_check opt_ok_volatile_dsmem_flag reduction --timeout 20
    # a dead read of the next block's partial before the ticket: the read is
    # too early, not a fence missing (the writer did fence)
    mm_check opt_partial_read_before_ticket last-block 1 \
        'global-memory data race on `partials\[[0-9]+\]`: block [0-9]+ thread 0 reads it before taking its own block.s ticket'
    PUZZLE=last-block fixture_check opt_partial_read_before_ticket 1 "Advice: .*reads another block.s partial before its own ticket" \
        "a partial read before the ticket: the advice is to read after is_last_block()"
fi

# clang++ builds and runs the same backend.

# ---------------------------------------------------------------------------
# Headers and attributes: #include <...> (opened before kernel_table.cu's
# namespace), device assert(), __cluster_dims__, <cuda/ptx>. The correct
# kernels are tests/alternatives/reduction_{std_headers,cassert,cluster_dims,
# cuda_ptx,cuda_ptx_fence}.cu.
fixture_check sim_assert_fails 5 \
    "$F/sim_assert_fails.cu:20:5: error: device-side assert failed: assert\(rank == 0\) in block [1-3] thread [0-9]+ at $F/sim_assert_fails.cu:20" \
    "a failed device assert (with <cassert>): a fault naming the assertion, the thread and FILE:LINE:COL"
fixture_check sim_assert_fails 5 "assert\(rank == 0\) in block [1-3]" \
    "a failed device assert on a reversed schedule" --schedule=reverse
fixture_check sim_cluster_dims_mismatch 5 \
    "launch error: cluster_collective_operations declares __cluster_dims__\(2, 1, 1\), but the puzzle launches 4 blocks in clusters of 4 x 1 x 1" \
    "__cluster_dims__(2, 1, 1) on a puzzle launched in clusters of 4: a launch error"
fixture_check sim_ptx_relaxed_arrive 1 \
    "global-memory data race on .temp_storage\[[1-3]\]" \
    "cuda::ptx relaxed cluster arrive with no fence: a race on temp_storage"
fixture_check sim_ptx_relaxed_arrive 1 "data race on .temp_storage" \
    "cuda::ptx relaxed arrive: the race on a random schedule" --schedule=random:5
# A header the simulator has no stand-in for stops its build, naming it
# (<cuda/pipeline>, the example until docs/verdict-pro.md, is modelled now).
printf '#include "kernels.h"\n#include <cuda/annotated_ptr>\n#include "%s/solutions/p34.cu"\n' "$ROOT" \
    >"$TMP/unsupported_header.cu"
if simmake BIN="$SIMBUILD/fixtures/unsupported_header/p34" PBUILD="$SIMBUILD/fixtures/unsupported_header" \
       PROBLEM="$TMP/unsupported_header.cu" "$SIMBUILD/fixtures/unsupported_header/p34"; then
    fail "#include <cuda/annotated_ptr>: the simulator build should stop"
elif grep -q "unsupported_header.cu:2: error: p34 simulator: <cuda/annotated_ptr> is not supported" "$TMP/make.log" &&
     ! grep -q "No such file" "$TMP/make.log"; then
    pass "#include <cuda/annotated_ptr>: the simulator build stops with 'p34 simulator: <cuda/annotated_ptr> is not supported' and its line"
else
    fail "#include <cuda/annotated_ptr>: no clear message"
    sed 's/^/    make: /' "$TMP/make.log" | tail -10
fi

# Verdict port (docs/verdict-port.md): whole kernel files rewritten the
# learner's own way, where the simulator was wrong.
#   - `__managed__` variables are global memory to a kernel (a __device__ one):
#     they build, are checked like __device__ variables, and keep their value
#     from one launch to the next;
#   - a ticket counter of the kernel's own (__device__, __managed__) that the
#     first last-block launch left at 256: the second launch's failure is
#     named "ticket counter not reset" at the ticket's atomic (was: only
#     "not written" and the Advice to store the output);
#   - a __syncthreads()/cluster.sync() inside a helper that a branch calls:
#     the first error names the call in the kernel (the helper's barrier and
#     "reached from" follow), and of two __syncthreads sites the one fewer
#     threads reached (the branch) comes first;
#   - a `__shared__ bool` flag set only in the block that is last and read in
#     every block: the read of the never-stored flag heads the report, before
#     the merging blocks that follow from it;
#   - a shared slot never stored because its thread returned early (an
#     off-by-one bounds guard before the barriers): the report of the read
#     names the threads that returned and the kernel's `return` line;
#   - a plain re-read of the ticket counter (a progress printf) racing with
#     the last block's reset: the re-read's line heads "data race on
#     `counter`" (was: "a plain read-modify-write (`+=`)", the reset block's
#     own earlier re-read and its reset taken for one `+=`; a `+=` is now a
#     load and a store with no barrier or fence of the thread between);
#   - a loop around a __syncthreads that never ends (an unsigned `s >= 0`):
#     the watchdog's report counts the barrier's rounds and names the loop;
#   - inline PTX `brkpt` (a debugging leftover) builds and stops the kernel
#     where it runs: a fault, exit 5, at its line (was: the build refused it).
VQ_FIXTURES="vq_unsigned_loop_never_ends vq_counter_reread_reset vq_early_return_unstored_slot vq_uninit_shared_flag vq_brkpt_leftover vq_ok_managed_scratch vq_managed_ticket_no_reset vq_helper_barrier_in_branch vq_helper_syncthreads_elected"
build_fixtures $VQ_FIXTURES
ok_check vq_ok_managed_scratch reduction
cause_check vq_managed_ticket_no_reset last-block 1 29 'ticket counter not reset: every block takes its ticket on `m_ticket` with the atomic at .*, and launch 1 left it at 256' \
    'fix the first error above first' 'Second launch, no host reset : not written'
cause_check vq_helper_barrier_in_branch coordination 4 30 'deadlock: no thread can move: a divergent barrier' \
    'every thread of a block must reach each __syncthreads' \
    "threads 0-127 at $F/vq_helper_barrier_in_branch\\.cu:17 \\(in tree_sum, reached from $F/vq_helper_barrier_in_branch\\.cu:30\\)"
cause_check vq_helper_syncthreads_elected advanced 4 29 'divergent barrier: the threads of block [0-3] wait at different __syncthreads call sites' \
    'every thread of a block must reach each __syncthreads' \
    "at $F/vq_helper_syncthreads_elected\\.cu:15 \\(in store_warp_sum, reached from $F/vq_helper_syncthreads_elected\\.cu:29\\)"
cause_check vq_brkpt_leftover coordination 5 20 'brkpt \(PTX\) executed: a breakpoint with no debugger attached stops the kernel: block 2 thread 0' \
    'fix the first error above first'
# vq_check NAME PUZZLE WANT_RC LINE PATTERN [DETAIL]: on forward, reverse,
# random:1-2 with --timeout 60 (a last-block grid on a loaded machine): exit
# WANT_RC, the first error at tests/fixtures/NAME.cu:LINE matching PATTERN,
# and DETAIL somewhere in the report.
vq_check() {
    local name=$1 puzzle=$2 want=$3 line=$4 pattern=$5 detail=${6:-} bad="" first s
    need "$name" || return 1
    local scheds="forward reverse random:1 random:2" text="forward, reverse, random:1-2"
    [ "${P34_TIER:-all}" = fast ] && scheds=$OK_SCHEDULES text=$SCHED_TEXT
    for s in $scheds; do
        run "$SIMBUILD/fixtures/$name/p34" --"$puzzle" --sim --schedule=$s --timeout 60
        both
        first=$(grep -m1 -E ': error: ' "$TMP/both")
        if ! [ "$RC" -eq "$want" ] || ! printf '%s\n' "$first" | grep -qE -- "^$F/$name\.cu:$line:[0-9]+: error: $pattern" ||
            { [ -n "$detail" ] && ! grep -qE -- "$detail" "$TMP/both"; }; then
            bad="$bad $s(exit $RC: ${first:-no error line})"
        fi
    done
    if [ -z "$bad" ]; then
        pass "$name: exit $want, first error at line $line /$pattern/, on $text"
    else
        fail "$name: want exit $want and /$pattern/ at line $line first; got:$bad"
    fi
}
cause_check vq_unsigned_loop_never_ends coordination 4 21 'watchdog: the kernel did not finish' \
    'a loop that never ends is the usual cause' \
    "The __syncthreads at $F/vq_unsigned_loop_never_ends\\.cu:21 completed [0-9]+ times in each block: the loop at $F/vq_unsigned_loop_never_ends\\.cu:19 around it does not end"
vq_check vq_counter_reread_reset last-block 1 28 \
    'global-memory data race on `counter`: block [0-9]+ thread 0 reads it with a plain access while'
vq_check vq_uninit_shared_flag last-block 1 30 \
    '`last` in block [0-9]+ is read before any thread of its block stored it, and no thread of the block ever stores it' \
    'rather than `if \(ticket == gridDim.x - 1\) last = true;`'
cause_check vq_early_return_unstored_slot coordination 1 24 '`sh\[255\]` in block [0-3] is read before any thread stored it in its block' \
    'fix the first error above first' \
    "thread 255 of block [0-3] had returned \\(the kernel's \`return\` at $F/vq_early_return_unstored_slot\\.cu:18\\) before the __syncthreads at $F/vq_early_return_unstored_slot\\.cu:20"

# Cost, progress and hangs (docs/verdict-slow.md): correct spin-waits (a chained hand-off
# with 768 threads spinning, a spin lock and a ticket lock taken by all 1024 threads of the
# cluster) finish well inside a short --timeout on every schedule; a spin on a plain load is
# the hang it is on a GPU (exit 4, named before the race); a ticket nobody serves and a
# released flag nobody sets end by the step budget, the second without the gigabytes of clocks
# its polls used to take.
for s in $OK_SCHEDULES; do
    fixture_check vs_ok_chain_every_thread_spins 0 "Cluster-wide collective operations tests passed" \
        "768 threads spinning on a chained hand-off pass within --timeout 6 ($s)" --timeout 6 --schedule=$s
    fixture_check vs_ok_global_spinlock 0 "Cluster-wide collective operations tests passed" \
        "a __device__ spin lock taken by 1024 threads passes within --timeout 10 ($s)" --timeout 10 --schedule=$s
    fixture_check vs_ok_ticket_lock 0 "Cluster-wide collective operations tests passed" \
        "a ticket lock served to 1024 threads passes within --timeout 10, the default ($s)" --timeout 10 --schedule=$s
done
# (reverse runs the storing thread's whole loop before the spinner starts: no spin, the
# race alone is reported, exit 1)
for s in forward random:1; do
    PUZZLE=coordination fixture_check vs_plain_spin_flag 4 \
        "^$F/vs_plain_spin_flag\\.cu:31:[0-9]+: error: a spin-wait on a plain load never ends on a GPU: block [0-3] thread 0 read \`flag\` in block [0-3] at $F/vs_plain_spin_flag\\.cu:31" \
        "a spin on a plain shared load is the GPU's hang, named first ($s)" --schedule=$s
done
# (review) a plain value re-read across 300 rounds of a PTX acquire handshake is no
# plain spin; mallocs in a loop are not an endless loop
PUZZLE=coordination fixture_check vr_ok_ptx_acquire_rounds 0 "Multi-block coordination tests passed" \
    "300 rounds of ld.acquire/st.release around a plain read: no plain-spin report"
PUZZLE=coordination fixture_check vr_ok_malloc_loop 0 "Multi-block coordination tests passed" \
    "1024 threads malloc and free five times each: not an endless loop"
fixture_check vs_ticket_never_served 4 \
    "^$F/vs_ticket_never_served\\.cu:24:[0-9]+: error: a thread did not finish: the launch ran for more than 60 million memory accesses with no thread finishing" \
    "a ticket lock whose odd tickets are never served ends by the step budget" --timeout 10
if slow "vs_released_flag_never_set: a poll of a released flag ends by the step budget in bounded memory"; then
    if need vs_released_flag_never_set; then
        timeout -k 5 120 /usr/bin/time -f '%M' -o "$TMP/rss" "$SIMBUILD/fixtures/vs_released_flag_never_set/p34" --coordination --sim --timeout 10 >"$TMP/out" 2>"$TMP/err"
        RC=$?
        both
        rss=$(tail -1 "$TMP/rss")
        if [ "$RC" -eq 4 ] && grep -qE "vs_released_flag_never_set\\.cu:31:[0-9]+: error: (a thread did not finish|watchdog)" "$TMP/both" &&
            [ "${rss:-999999999}" -lt 1000000 ]; then
            pass "vs_released_flag_never_set: a flag nobody sets is a hang, in ${rss} KB (exit 4)"
        else
            fail "vs_released_flag_never_set: exit $RC, maxrss ${rss} KB (want 4, under 1 GB)"
            sed 's/^/    /' "$TMP/both" | head -10
        fi
    fi
fi

# Static shared memory past what ptxas builds for any target (docs/verdict-mutants2.md): a
# kernel whose __shared__ variables add up to more than 227 KB is refused (exit 5) at the
# access that crosses the limit, with its own advice; 65 KB (built for sm_90a) is not judged.
build_fixtures mu2_shared_over_limit mu2_ok_shared_64k
mm_check mu2_shared_over_limit coordination 5 'too much static shared memory: this kernel.s __shared__ variables take at least 262144 bytes \(`shared_data` 262144\)'
if slow "mu2_shared_over_limit: the advice of the static shared limit"; then
PUZZLE=coordination fixture_check mu2_shared_over_limit 5 \
    "Advice: nvcc would not build this kernel: its __shared__ arrays add up to more than the 227 KB" \
    "static shared memory past 227 KB gets its own advice"
fi
ok_check mu2_ok_shared_64k reduction

# The newer alternatives' mutants (docs/verdict-mutants3.md): an async copy is no member's own
# store (cg::memcpy_async read before cg::wait, even each thread's own element, is a race); a
# cuda::barrier handed to cuda::memcpy_async before the barrier that orders its init is a race
# on the barrier; a pure atomic store (atomic_ref::store) of one output by 32 threads breaks
# "each output element is stored by exactly one thread" (docs/SPEC.md).
build_fixtures mu3_memcpy_async_no_wait_own_share mu3_cuda_barrier_use_before_init mu3_atomic_ref_output_32_writers
mm_check mu3_memcpy_async_no_wait_own_share coordination 1 '(shared-memory data race on `shared_data\[[0-9]+\]`|`shared_data\[[0-9]+\]` in block [0-3] is read before any thread stored it)'
mm_check mu3_cuda_barrier_use_before_init coordination 1 'shared-memory data race on `bar'
mm_check mu3_atomic_ref_output_32_writers coordination 1 'output\[[0-3]\] is stored by 32 threads in one launch; exactly one thread must store each output'

# every block summing the whole input (docs/verdict-mojo.md): the advice names that class
PUZZLE=reduction fixture_check mojo_whole_input_per_block 1 \
    "Advice: every block summed the whole input, not its own slice" \
    "a loop over the whole input in every block gets the whole-input advice"

# cg::reduce / scans with an operator of another type than the value (docs/verdict-mojo.md):
# CUDA's header refuses it ("Operator input and output types differ"), so the simulator
# build must refuse it too, naming the kernel file's line (cg_ok_semantics is the control:
# int and float operators on int and float values build and run).
if sim_fixture mojo_cg_reduce_op_type; then
    fail "mojo_cg_reduce_op_type: cg::reduce(tile, float, cg::plus<int>()) builds (nvcc refuses it)"
elif grep -q "Operator input and output types differ" "$TMP/make.log" &&
    grep -qE "mojo_cg_reduce_op_type\.cu:21:[0-9]+: +required from here" "$TMP/make.log"; then
    pass "mojo_cg_reduce_op_type: cg::reduce with cg::plus<int> on a float is refused at its line, as nvcc does"
else
    fail "mojo_cg_reduce_op_type: refused without nvcc's reason or the kernel file's line"
    sed 's/^/    make: /' "$TMP/make.log" | grep -m5 -E "error|required"
fi

# Verdict state (docs/verdict-state.md): a function's static variable is a __device__ one
# (CUDA Programming Guide, "Static Variables within Function"), checked global memory like a
# namespace-scope one: four blocks staging through it race (was: passed), and a ticket kept in
# it is a ticket (was: "no ticket"); a store into a __constant__ variable is an error (nvcc:
# "Cannot store to pointer that points to constant memory space"; was: passed); a kernel over
# 48 KiB of static shared memory builds with a warning (nvcc refuses it for sm_90, builds it
# for sm_90a) and runs.
build_fixtures vst_static_local_race vst_constant_store
mm_check vst_static_local_race coordination 1 'global-memory data race on `scratch`'
mm_check vst_constant_store coordination 5 'store into the __constant__ variable `c_out` by block [0-3] thread 0 at '
# memset/memcpy in kernel code are checked accesses (was: the C library's, unseen): every
# thread clearing one shared array races; a helper's shared array reused by a second call with
# no barrier after the first call's read is a race at the store, not "a plain read-modify-write".
# A __shared__ variable with an initializer is refused at its line, as nvcc does (was: built,
# and the first atomicAdd on it reported as an update of an uninitialised value).
refused_check vst_shared_initializer "^tests/fixtures/vst_shared_initializer\.cu:14: error: p34 simulator: a __shared__ variable cannot have an initializer: nvcc refuses it" \
    "a __shared__ initializer is refused at its line, as nvcc does" \
    "\`__shared__ float total = 0.0f;\` builds (nvcc refuses it)"
# A thread_local variable (host storage) used by kernel code is refused at the first use, as
# nvcc does (was: built, one copy shared by every simulated thread).
refused_check vst_thread_local "^tests/fixtures/vst_thread_local\.cu:24: error: p34 simulator: \`acc\` is thread_local: a host variable" \
    "a thread_local variable used in a kernel is refused at its first use" \
    "a thread_local variable used in a kernel builds (nvcc refuses it)"
build_fixtures vst_memset_every_thread
mm_check vst_memset_every_thread advanced 1 'shared-memory data race on `wsum` in block [0-3]: several threads store it'
if slow "verdict state: a ticket in a static local, a kernel over 48 KiB of static shared memory, a helper's shared array reused"; then
    build_fixtures vst_helper_shared_reused
    # (the race's two sides are the store at line 15 and the read at line 21: which one the
    # first line names depends on the schedule; never "a plain read-modify-write")
    mm_check vst_helper_shared_reused coordination 1 'shared-memory data race on `buf\[0\]` in block [0-3]$'

    build_fixtures vst_ok_static_local_ticket
    ok_check vst_ok_static_local_ticket last-block
    # (the warning comes from the compile: a build left by an earlier run is compiled again)
    rm -f "$SIMBUILD/fixtures/vst_ok_static_shared_over_48k/sim/problem.o"
    if sim_fixture vst_ok_static_shared_over_48k &&
        grep -qE "vst_ok_static_shared_over_48k\.cu:24: warning: p34 simulator: \`cluster_coordination_basics\` uses 52224 bytes of static __shared__ memory \(\`sm\` 1024, \`big\` 51200 bytes\)" "$TMP/make.log"; then
        BUILT[vst_ok_static_shared_over_48k]=1
        pass "vst_ok_static_shared_over_48k: builds with a warning naming the kernel, its bytes and the largest array's line"
        ok_check vst_ok_static_shared_over_48k coordination
    else
        fail "vst_ok_static_shared_over_48k: no build, or no warning about 52224 bytes of static shared memory"
        sed 's/^/    make: /' "$TMP/make.log" | tail -5
    fi
fi

# The device heap (malloc/free, new/delete in kernel code; sim/runtime.cpp): each block
# is checked, an access past its end or into a freed block is exit 5 naming the access, the
# allocation (and the free); its words are race-checked as global memory; a block the heap
# hands out again has no history of its earlier owner.
build_fixtures hp_new_array_overrun
mm_check hp_new_array_overrun reduction 5 'out-of-bounds write of device-heap memory: block [0-3] thread 255 writes 4 bytes at [^ ]*hp_new_array_overrun\.cu:25: byte 1020 of the 1020-byte block that new\[\] returned'
if slow "hp_freed_before_barrier, hp_shared_buffer_race, hp_ok_per_thread_new_loop (the device heap)"; then
    build_fixtures hp_freed_before_barrier hp_shared_buffer_race hp_ok_per_thread_new_loop
    mm_check hp_freed_before_barrier coordination 5 'use of freed device-heap memory: block [0-3] thread [0-9]+ reads it at [^ ]*:30: byte [0-9]+ of the 1024-byte block that malloc returned .* freed it at [^ ]*:28'
    mm_check hp_shared_buffer_race reduction 1 'global-memory data race on byte 0 of the 4-byte device-heap block that malloc returned'
    ok_check hp_ok_per_thread_new_loop advanced
fi
# verdict flow (docs/verdict-flow.md): control flow around barriers and collectives.
# A barrier that some threads skipped in a branch and ran off the end past is a divergent
# barrier even where the kernel has an unrelated `return` (a bounds guard never taken);
# threads that left through a return hidden in a macro exited early (the barrier completes
# without them). The exit marks (scripts/sim-asm-rewrite --exit-marks) tell the two apart.
build_fixtures fl_guard_return_thread0_barrier fl_ok_macro_early_return fl_lb_ticket_thread0_guard_return \
    fl_tid_loop_barrier_guard_return
mm_check fl_guard_return_thread0_barrier reduction 1 'divergent barrier: threads 1-255 of block [0-3] skipped the __syncthreads at .*fl_guard_return_thread0_barrier\.cu:31'
ok_check fl_ok_macro_early_return coordination
mm_check fl_lb_ticket_thread0_guard_return last-block 1 'divergent barrier: threads 1-255 of block [0-9]+ skipped the __syncthreads at .*fl_lb_ticket_thread0_guard_return\.cu:21'
mm_check fl_tid_loop_barrier_guard_return coordination 1 'divergent barrier: threads 64-255 of block [0-3] skipped the __syncthreads at .*fl_tid_loop_barrier_guard_return\.cu:24'
# Lanes of one warp in different shuffle or vote intrinsics under one mask (PG Warp Shuffle /
# Vote Functions: "the same intrinsic with the same mask"): a divergent warp at the first one.
build_fixtures fl_shfl_modes_mixed fl_ballot_any_mixed
mm_check fl_shfl_modes_mixed advanced 4 'divergent warp: lanes of warp [0-7] in block [0-3] \(mask 0xffffffff\) meet in different collectives'
mm_check fl_ballot_any_mixed advanced 4 'divergent warp: lanes of warp [0-7] in block [0-3] \(mask 0xffffffff\) meet in different collectives'
# Whole warps in __syncthreads_or (bar.red) while the others are in a plain __syncthreads:
# the H100 stops with an illegal instruction (run 22), exit 5.
build_fixtures fl_syncthreads_or_skipped_by_warps
mm_check fl_syncthreads_or_skipped_by_warps coordination 5 'divergent barrier: the threads of block [0-3] wait at different __syncthreads call sites'
# verdict blog: a plain load after several threads' atomics, the newest of them the reader's own
build_fixtures blg_atomic_total_read_no_sync
mm_check blg_atomic_total_read_no_sync coordination 1 'shared-memory data race on `total` in block [0-3]$'
# warpSize is not a constant expression (nvcc refuses it as a __shared__ array's bound): the
# simulator's build refuses it too (was: static constexpr, built)
refused_check blg_shared_array_warpsize_bound "^tests/fixtures/blg_shared_array_warpsize_bound\.cu:25:[0-9]+: error: storage size of .warp_tot. isn.t constant" \
    "a __shared__ array sized by warpSize is refused at its line" \
    "a __shared__ array sized by warpSize builds (nvcc refuses it)"

# Verdict compose (docs/verdict-compose.md): a kernel file that uses cub:: with no CUB header is
# refused at the first use, as nvcc refuses it (`identifier "cub" is undefined`: nvcc's kernels.h
# brings no CUB); was: built, since the simulator's kernels.h gives every file sim/cub_sim.h.
refused_check cmp_cub_without_include "^tests/fixtures/cmp_cub_without_include\.cu:18: error: p34 simulator: cub:: is used but no CUB header is included: nvcc refuses" \
    "cub:: with no CUB header is refused at its first use, as nvcc does" \
    "cub:: with no #include <cub/cub.cuh> builds (nvcc refuses it)"

# A last-block ticket compared with gridDim.x (tickets are 0..gridDim.x-1): no block merges, the
# output is never stored and the reset in the merge branch never runs. The first line names the
# comparison at the ticket's line (was: "counter not reset", with the Advice to add the reset the
# kernel has).
build_fixtures cmp_ticket_compare_off_by_one
cause_check cmp_ticket_compare_off_by_one last-block 1 37 'no block merged in launch 1 \(so the counter was not reset either\): all 256 blocks took their tickets 0\.\.255' \
    'fix the first error above first' 'check what the ticket is compared with'

# verdict locks (docs/verdict-locks.md): libcu++ semaphores, atomic_flag and atomic<bool> locks build
# and run; a volatile store that releases a lock does not race with the next atomicCAS; a lock's
# atomicCAS is no last-block ticket (the race is reported as the race it is, not as ticket advice)
build_fixtures lk_ok_binary_semaphore lk_ok_volatile_store_release lk_lb_done_read_after_unlock
ok_check lk_ok_binary_semaphore reduction
ok_check lk_ok_volatile_store_release reduction
mm_check lk_lb_done_read_after_unlock last-block 1 'global-memory data race on `lk_done`$'
build_fixtures lk_ok_std_binary_semaphore lk_semaphore_default_zero lk_semaphore_block_scope_across_blocks \
    lk_ok_atomic_flag_lock lk_ok_atomic_flag_wait_notify lk_ok_atomic_bool_lock lk_lb_lock_reset_by_block0
ok_check lk_ok_std_binary_semaphore reduction
ok_check lk_ok_atomic_flag_lock reduction
ok_check lk_ok_atomic_flag_wait_notify reduction
ok_check lk_ok_atomic_bool_lock reduction
mm_check lk_semaphore_default_zero reduction 4 'a thread did not finish'
mm_check lk_semaphore_block_scope_across_blocks reduction 1 'global-memory data race on `lk_sem(\[0\])?`: block-scope atomics from different blocks'
mm_check lk_lb_lock_reset_by_block0 last-block 1 'global-memory data race on `lk_(lock|acc|done)`$'
# All 256 threads take a __shared__ cuda::std::atomic_flag lock: lanes of one warp contend
# for a libcu++ lock, which hangs an H100 (lockprobe, run 23): exit 4 at the lock.
build_fixtures lk_warp_atomic_flag_lock
mm_check lk_warp_atomic_flag_lock coordination 4 'a lock contended inside one warp hangs an H100: block [0-3] thread [0-9]+ \(lane [0-9]+ of warp [0-7]\) takes the lock at [^ ]*lk_warp_atomic_flag_lock\.cu:23'
if slow "verdict locks: ATOMIC_FLAG_INIT (libcu++ has none) is refused"; then
    refused_check lk_atomic_flag_init_macro "lk_atomic_flag_init_macro\.cu:27:[0-9]+: error: .{1,3}ATOMIC_FLAG_INIT.{1,3} was not declared" \
        "ATOMIC_FLAG_INIT is refused at its line, as nvcc does" \
        "ATOMIC_FLAG_INIT builds (nvcc refuses it: libcu++ defines no such macro)"
fi

# verdict style (docs/verdict-style.md): the same kernel in other source styles. The exit marks
# (scripts/sim-asm-rewrite --exit-marks) read L'}' as a character literal, skip the #if groups the
# build does not compile, mark any trailing return (`return (void)0;`) and kernels declared through
# a macro holding __global__; `static`/`extern` split from their `__shared__` build; a __shared__
# initializer on the line after the declaration is refused as nvcc refuses it.
build_fixtures sty_wide_char_brace_divergent sty_ok_shared_macro
ok_check sty_ok_shared_macro coordination  # a macro holding `__shared__` is no open declaration
mm_check sty_wide_char_brace_divergent coordination 1 'divergent barrier: threads 1-255 of block [0-3] skipped the __syncthreads at [^ ]*sty_wide_char_brace_divergent\.cu:29'
if slow "verdict style: #if heads, trailing return forms, macro kernels, split __shared__ forms"; then
    build_fixtures sty_if_else_heads_divergent sty_return_void_expr_at_end sty_macro_kernel_decl_divergent sty_ok_shared_split_forms
    mm_check sty_if_else_heads_divergent coordination 1 'divergent barrier: threads 1-255 of block [0-3] skipped the __syncthreads'
    mm_check sty_return_void_expr_at_end coordination 1 'divergent barrier: threads 1-255 of block [0-3] skipped the __syncthreads'
    mm_check sty_macro_kernel_decl_divergent coordination 1 'divergent barrier: threads 1-255 of block [0-3] skipped the __syncthreads'
    ok_check sty_ok_shared_split_forms coordination
    refused_check sty_shared_init_next_line "sty_shared_init_next_line\.cu:[0-9]+: error: p34 simulator: a __shared__ variable cannot have an initializer" \
        "a __shared__ initializer on the next line is refused at the declaration, as nvcc does" \
        "a __shared__ initializer on the next line builds (nvcc refuses it)"
fi

# scale hunt (docs/verdict-scale.md): an index that misses a global buffer by more than the
# arena's redzone is still that arena's out-of-bounds access (sim/runtime.cpp setup_arena: far
# guards), not a shared variable's, a SIGSEGV, or a silent access to the simulator's memory.
build_fixtures sc_input_far_before
mm_check sc_input_far_before coordination 5 'out-of-bounds read of input\[-[0-9]+\] \(input has 1024 elements\) by block [0-3] thread'
if slow "scale hunt: a store far past output"; then
build_fixtures sc_output_far_after
mm_check sc_output_far_after coordination 5 'out-of-bounds write of output\[[0-9]+\] \(output has 4 elements\) by block [1-3] thread 0'
fi

# verdict misses (docs/verdict-misses.md): a kernel whose last statement calls a macro ending in a
# return (`FINISH();`, `if (c) BAIL();`) ends there, as with a trailing `return;` (exit marks).
build_fixtures ms_trailing_macro_return_divergent
mm_check ms_trailing_macro_return_divergent coordination 1 'divergent barrier: threads 1-255 of block [0-3] skipped the __syncthreads at [^ ]*ms_trailing_macro_return_divergent\.cu:29 and ran on to the end'

# __device__ arrays of libcu++ atomics (constexpr or trivial default constructors) build, as nvcc's
# do (sim/shared-sections reads only the initializer's own relocations), and are global memory.
build_fixtures ms_device_atomic_flag_array_relaxed ms_ok_device_atomic_arrays
mm_check ms_device_atomic_flag_array_relaxed reduction 1 'global-memory data race on `ms_acc\[[01]\]`'
ok_check ms_ok_device_atomic_arrays reduction

# A launch the watchdog stops while it is still finishing threads (too slow, not stuck) that had
# already found an error: that error is the first line and the exit code (a 256-block last-block
# kernel with a shared-accumulator race in every block; --timeout 1 makes it "too slow" here; a
# machine that runs it through in 4 s of CPU gives the race and exit 1 as well; the race is headed at
# its atomicAdd, line 29, or at the read it races with, line 30, whichever the report names first).
build_fixtures ms_lb_shared_acc_race_slow
for schedule in forward; do
    PUZZLE=last-block fixture_check ms_lb_shared_acc_race_slow 1 'shared-memory data race on `acc`' \
        "a race found before a too-slow watchdog is the verdict" --schedule=$schedule --timeout 1
    if need ms_lb_shared_acc_race_slow; then
        first=$(grep -m1 -E ': error: ' "$TMP/both")
        if printf '%s\n' "$first" | grep -qE "ms_lb_shared_acc_race_slow\.cu:(29|30):[0-9]+: error: shared-memory data race on .acc."; then
            pass "ms_lb_shared_acc_race_slow --schedule=$schedule: the race is the first error line"
        else
            fail "ms_lb_shared_acc_race_slow --schedule=$schedule: first error line: ${first:-none}"
        fi
    fi
done

# An out-of-bounds access far (more than a redzone) from every buffer names the buffer its line
# indexes (`partials[blockIdx.x * LB_SIZE]`, nearer to counter), and the others as candidates.
build_fixtures ms_lb_partials_far_store
mm_check ms_lb_partials_far_store last-block 5 'out-of-bounds write of partials\[[0-9]+\] \(partials has 256 elements\) by block [0-9]+ thread 0'
PUZZLE=last-block fixture_check ms_lb_partials_far_store 5 'past the end of partials, the buffer the line indexes; .* so it may as well be input\[[0-9]+\], output\[[0-9]+\], counter\[[0-9]+\]' \
    "a far miss names the other buffers too"

if ! slow "the simulator built with clang++-14 (a whole build)"; then
    :
elif command -v clang++-14 >/dev/null; then
    if make -s NVCC= SIM_CXX=clang++-14 BUILD=build/test-sim-clang BIN=build/test-sim-clang/p34 \
        build/test-sim-clang/p34 >"$TMP/make.log" 2>&1; then
        pass "build the simulator with SIM_CXX=clang++-14"
        for puzzle in coordination reduction advanced last-block; do
            run build/test-sim-clang/p34 --"$puzzle" --solution --sim
            expect_rc 0 "clang++-14 build: --$puzzle --solution --sim passes"
        done
    else
        fail "build the simulator with SIM_CXX=clang++-14"
        sed 's/^/    make: /' "$TMP/make.log" | tail -10
    fi
else
    echo "# clang++-14 not installed: clang build not checked"
fi

# --- verdict exam (docs/verdict-exam.md): the last-block report's second-launch line is labelled
# "Second launch, no host reset" (what the host did), not "counter not reset", which read as a
# diagnosis of the kernel's reset when launch 1 was already wrong and the counter was reset.
build_fixtures ex_lb_merge_one_short
PUZZLE=last-block fixture_check ex_lb_merge_one_short 1 \
    '^  Second launch, no host reset : 8323200\.0 +expected 8355840\.0 +❌$' \
    "launch 1 wrong, counter reset: the second-launch line names the host, not the kernel's reset"
PUZZLE=last-block fixture_check ex_lb_merge_one_short 1 \
    '^Counter after each launch: 0, 0    expected 0    ✅$' "the kernel's reset is shown right"
if grep -q 'counter not reset' "$TMP/both"; then
    fail "ex_lb_merge_one_short: the report still says 'counter not reset' for a kernel that resets it"
else
    pass "ex_lb_merge_one_short: no 'counter not reset' for a kernel that resets the counter"
fi

# --- verdict hopper (docs/verdict-hopper.md): Hopper PTX as CUTLASS / ThunderKittens write it.
# PTX ISA 8.6's light-weight fences: fence.release starts a release pattern and acquires nothing,
# fence.acquire ends an acquire pattern and releases nothing (inline PTX and cuda::ptx::fence);
# an explicit ld.relaxed or a .relaxed mbarrier wait acquires only at a later fence, acquire or
# barrier (not at the next access, the leniency kept for CUDA atomics); TMA multicast
# (cp.async.bulk .multicast::cluster) and setmaxnreg run.
build_fixtures hp_ld_relaxed_no_fence_acquire hp_ok_fence_release_relaxed_arrive hp_fence_acquire_relaxed_arrive \
    hp_cuda_ptx_fence_acquire hp_ok_ld_relaxed_fence_acquire hp_ok_mbar_relaxed_wait_fence_acquire \
    hp_ok_tma_multicast hp_tma_multicast_mask_misses_rank hp_ok_setmaxnreg
mm_check hp_ld_relaxed_no_fence_acquire reduction 1 'shared-memory data race on `parts\[[1-3]\]` in block 0'
ok_check hp_ok_fence_release_relaxed_arrive reduction
mm_check hp_fence_acquire_relaxed_arrive reduction 1 'shared-memory data race on `parts\[[1-3]\]` in block 0'
mm_check hp_cuda_ptx_fence_acquire reduction 1 'shared-memory data race on `parts\[[1-3]\]` in block 0'
ok_check hp_ok_ld_relaxed_fence_acquire reduction
ok_check hp_ok_mbar_relaxed_wait_fence_acquire reduction
ok_check hp_ok_tma_multicast coordination
PUZZLE=coordination fixture_check hp_tma_multicast_mask_misses_rank 4 'watchdog|did not finish' \
    "a multicast whose ctaMask leaves out rank 3: rank 3's armed phase never completes" --timeout 1
PUZZLE=coordination fixture_check hp_tma_multicast_mask_misses_rank 4 \
    'still needs 4096 bytes of asynchronous transactions \(its tx-count, announced by the expect_tx at tests/fixtures/hp_tma_multicast_mask_misses_rank\.cu:[0-9]+' \
    "the hang report names the expect_tx that announced the missing bytes" --timeout 1
PUZZLE=reduction
ok_check hp_ok_setmaxnreg advanced

# --- verdict leet (docs/verdict-leet.md): a __shared__ variable with a braced or parenthesised
# initializer (`__shared__ float acc{0.0f};`, `{}` , `c[4]{}`, `cnt(0u)`, a `{0.0f}` on the next
# line) is refused at its declaration as nvcc refuses it (was: only `=` was refused, so the
# simulator built it and blamed the first atomicAdd on an unstored value); braces and
# parentheses that are no initializer (__align__, alignas, __attribute__, a bound in
# parentheses, a struct defined in the declaration) still build.
refused_check lt_shared_brace_initializer "^tests/fixtures/lt_shared_brace_initializer\.cu:21: error: p34 simulator: a __shared__ variable cannot have an initializer: nvcc refuses it" \
    "a braced __shared__ initializer is refused at its line, as nvcc does" \
    "\`__shared__ float acc{0.0f};\` builds (nvcc refuses it)"
refused_check lt_shared_paren_initializer_next_line "^tests/fixtures/lt_shared_paren_initializer_next_line\.cu:19: error: p34 simulator: a __shared__ variable cannot have an initializer" \
    "a braced __shared__ initializer on the next line is refused at the declaration, as nvcc does" \
    "\`__shared__ float acc\` + \`{0.0f};\` on the next line builds (nvcc refuses it)"
if slow "leet hunt: __shared__ declarations with braces and parentheses that are no initializer"; then
    build_fixtures lt_ok_shared_brace_lookalikes
    ok_check lt_ok_shared_brace_lookalikes coordination
fi
# --- pyport hunt (docs/verdict-pyport.md): another block's __shared__ address published through
# global memory and dereferenced by a peer of its cluster reaches that block's memory (PTX ISA,
# Shared State Space; the H100 agrees, run26), as map_shared_rank would; a block's own published
# pointer reaches its own.
FAST_DEFER="$FAST_DEFER py_ok_generic_shared_ptr_own"
build_fixtures py_generic_shared_ptr_peer py_ok_generic_shared_ptr_own
ok_check py_generic_shared_ptr_peer reduction
ok_check py_ok_generic_shared_ptr_own reduction

# --- verdict blame (docs/verdict-blame.md): the report names the learner's line that caused it
# when the access sits in a helper, a loop or under a macro: the kernel line that called a
# non-inlined __device__ helper or lambda of the kernel file (the thread's own call chain, or the
# helper's one call site), the loop around an out-of-bounds access (its bound), the macro a named
# line uses, and the condition several writers of one output store under.
build_fixtures bl_helper_callsite_oob bl_helper_race_callers bl_loop_bound_oob bl_macro_leader_writers \
    bl_ok_helpers_two_callsites
mm_check bl_helper_callsite_oob coordination 5 \
    "out-of-bounds read of shared memory \`shared_data\[256\]\` .* at $F/bl_helper_callsite_oob\.cu:18 \(in bl_sum, reached from $F/bl_helper_callsite_oob\.cu:38\)"
mm_check bl_helper_race_callers coordination 1 'shared-memory data race on `shared_data\[[0-9]+\]`'
PUZZLE=coordination fixture_check bl_helper_race_callers 1 \
    "writes it at $F/bl_helper_race_callers\.cu:23 \(in bl_load_scaled, reached from $F/bl_helper_race_callers\.cu:33\)" \
    "a race in two helpers names the kernel line that called the writing helper (the barrier belongs after it)"
mm_check bl_loop_bound_oob reduction 5 'out-of-bounds read of temp_storage\[4\]'
PUZZLE=reduction fixture_check bl_loop_bound_oob 5 \
    "The access is in the loop at $F/bl_loop_bound_oob\.cu:25: check the loop's bound" \
    "an out-of-bounds read in a braceless loop names the loop's header (its bound)"
mm_check bl_macro_leader_writers coordination 1 'output\[[0-3]\] is stored by 8 threads'
PUZZLE=coordination fixture_check bl_macro_leader_writers 1 \
    "The store runs under the condition at $F/bl_macro_leader_writers\.cu:37 \(BL_LEADER is a macro defined at $F/bl_macro_leader_writers\.cu:25\)" \
    "several writers: the report names the guard and the macro it uses"
ok_check bl_ok_helpers_two_callsites coordination

# --- xlate hunt (docs/verdict-xlate.md): kernels ported from OpenCL, HIP and SYCL with their
# habits as shims. A barrier shim inlined into a lambda or functor called in a branch heads the
# report at the kernel's call (as any helper that was not inlined); a divergent-barrier deadlock
# heads at the barrier inside the branch, not at the cluster barrier the left-out threads wait
# at; a race across a barrier macro that synchronizes nothing names the macro's definition.
FAST_DEFER="$FAST_DEFER xl_barrier_macro_partial_branch xl_barrier_shim_empty xl_ok_ocl_shims"
build_fixtures xl_lambda_barrier_in_branch xl_barrier_macro_partial_branch xl_barrier_shim_empty xl_ok_ocl_shims
PUZZLE=coordination fixture_check xl_lambda_barrier_in_branch 4 \
    "$F/xl_lambda_barrier_in_branch\.cu:38:[0-9]+: error: deadlock: no thread can move: a divergent barrier" \
    "a barrier shim in a lambda called in a branch: the headline names the call in the branch"
PUZZLE=coordination fixture_check xl_barrier_macro_partial_branch 4 \
    "$F/xl_barrier_macro_partial_branch\.cu:32:[0-9]+: error: deadlock: no thread can move: a divergent barrier" \
    "255 threads at a barrier macro in a branch, 1 at the cluster barrier: the headline names the barrier in the branch"
mm_check xl_barrier_shim_empty coordination 1 'shared-memory data race on `scratch\[[0-9]+\]`'
PUZZLE=coordination fixture_check xl_barrier_shim_empty 1 \
    "barrier\(\.\.\.\) at $F/xl_barrier_shim_empty\.cu:31, between them, is a macro defined at $F/xl_barrier_shim_empty\.cu:21 as nothing" \
    "a race across a barrier shim defined as nothing names the macro"
ok_check xl_ok_ocl_shims coordination
# --- verdict cgapi (docs/verdict-cgapi.md): the cooperative groups API member by member.
# cg::this_thread() has meta_group_rank 0 and meta_group_size 1; tiled_partition<N> of a tile of
# N (or fewer) threads is refused as nvcc's static_assert does; a second cluster wait after the
# thread's arrive was consumed is named as such (not as an arrive the thread never reached);
# cg::memcpy_async copies land only when cg::wait / cg::wait_prior<N> covers their batch.
FAST_DEFER="$FAST_DEFER cg2_ok_this_thread_meta cg2_tile_of_same_size_tile cg2_token_wait_twice cg2_ok_wait_prior"
build_fixtures cg2_wait_prior_pending_batch cg2_ok_wait_prior cg2_ok_this_thread_meta cg2_token_wait_twice
mm_check cg2_wait_prior_pending_batch coordination 1 'shared-memory data race on `sm\[(1[3-9][0-9]|2[0-5][0-9]|12[89])\]`'
ok_check cg2_ok_wait_prior coordination
ok_check cg2_ok_this_thread_meta coordination
PUZZLE=coordination fixture_check cg2_token_wait_twice 1 \
    "waits at $F/cg2_token_wait_twice\.cu:[0-9]+ \(cluster_group::barrier_wait\) again without a new arrive" \
    "a token used for a second wait: the wait has no arrive of its own (not an arrive the thread skipped)"
refused_check cg2_tile_of_same_size_tile 'cg2_tile_of_same_size_tile\.cu:[0-9]+.*|Tile size bigger or equal to the parent group size' \
    "tiled_partition<32> of a thread_block_tile<32> is refused, as nvcc refuses it" \
    "tiled_partition<32>(warp) of a 32-thread tile built, but nvcc's static_assert refuses it"
# --- verdict ub (docs/verdict-ub.md): undefined behaviour and faults. memcpy into a CUDA vector
# type builds (no ambiguity with the C library's); a thread that reads another thread's local
# variable through a pointer is an error (a GPU reads its own local memory at that address); more
# than 128 nested calls overflow a GPU thread's 1 KiB recursion stack (exit 5); a fault 16 GiB past
# a buffer (an unsigned index that wrapped) names the buffer and the index.
FAST_DEFER="$FAST_DEFER ub_local_address_published ub_recursion_depth_1024 ub_unsigned_countdown_far"
build_fixtures ub_ok_memcpy_float4 ub_local_address_published ub_recursion_depth_1024 ub_unsigned_countdown_far
ok_check ub_ok_memcpy_float4 coordination
mm_check ub_local_address_published coordination 1 'block [0-3] thread 32 reads a local variable of block [0-3] thread 0 at '
mm_check ub_recursion_depth_1024 reduction 5 'stack overflow in block 0 thread 0 at [^ ]*ub_recursion_depth_1024\.cu:[0-9]+: [0-9]+ nested calls \(recursion\)'
mm_check ub_unsigned_countdown_far reduction 5 'out-of-bounds access of temp_storage\[4294967295\] \(temp_storage has 4 elements\) by block 0 thread 0 at '
# --- verdict scopes (docs/verdict-scopes.md): libcu++ and __nv_atomic_* scopes and orders. A
# thread-scope atomic (cuda::thread_scope_thread, __NV_THREAD_SCOPE_THREAD) is atomic for its own
# thread only, so other threads' accesses race with it; a seq_cst atomic_ref store is fence.sc then
# the store (no fence after it), so a relaxed ticket after it releases nothing of it; a block- or
# (no clusters) cluster-scope __nv_atomic_thread_fence is named as written.
build_fixtures sc_thread_scope_ticket sc_nv_thread_scope_poll sc_seq_cst_store_relaxed_ticket \
    sc_nv_cluster_fence_no_clusters sc_ok_seq_cst_everywhere sc_ok_nv_cluster_flags sc_ok_shared_atomic_block_scope
mm_check sc_thread_scope_ticket last-block 1 'global-memory data race on `counter`: thread-scope atomics from different threads'
mm_check sc_nv_thread_scope_poll coordination 1 'shared-memory data race on `flag` in block [0-3]: thread-scope atomics from different threads'
mm_check sc_seq_cst_store_relaxed_ticket last-block 1 'missing __threadfence\(\): block [0-9]+ thread 0 stores `partials\[[0-9]+\]`'
PUZZLE=last-block fixture_check sc_seq_cst_store_relaxed_ticket 1 \
    'comes before the store \(an atomic store with memory_order_release or seq_cst is a fence and then the store\)' \
    "a seq_cst store's own fence is named as coming before the store"
mm_check sc_nv_cluster_fence_no_clusters last-block 1 '__nv_atomic_thread_fence\(\.\.\., __NV_THREAD_SCOPE_CLUSTER\) where __threadfence\(\) is needed'
ok_check sc_ok_seq_cst_everywhere last-block
ok_check sc_ok_nv_cluster_flags coordination
ok_check sc_ok_shared_atomic_block_scope advanced
# nvcc takes an __nv_atomic_* builtin's order and scope only as constants written at the call;
# the simulator took any int, and built 34 of the hunt's kernels that nvcc refused (GPU run 28).
refused_check sc_nv_order_parameter "p34 simulator: the memory order and scope arguments of an __nv_atomic_\\* builtin must be constants" \
    "an __nv_atomic_* builtin given its order and scope through a helper's parameters is refused, as nvcc does" \
    "__nv_atomic_fetch_add(c, 1u, order, scope) with parameters builds (nvcc refuses it)"


# --- hints hunt (docs/verdict-hints.md): kernels written by following p34's own hints. A deadlock
# whose stuck threads wait in a warp collective heads its report with that collective; an
# unwritten shared slot read in a run where elect_one_sync() elected a lane other than 0 says so;
# the last-block Advice for wrong numbers says each merging thread's sum starts at 0; a counter
# advanced by every thread of each block is reported as several tickets per block, not as a missing reset.
FAST_DEFER="$FAST_DEFER hn_elect_and_lane0 hn_lb_merge_plus_equals hn_lb_ticket_every_thread"
build_fixtures hn_elect_in_thread0_branch hn_elect_and_lane0 hn_lb_merge_plus_equals hn_lb_ticket_every_thread
PUZZLE=reduction fixture_check hn_elect_in_thread0_branch 1 \
    "$F/hn_elect_in_thread0_branch\.cu:32:[0-9]+: error: elect_one_sync\(\) at .* is called by lane 0 of warp 0 in block 0 after lanes 1-31 returned" \
    "elect_one_sync() in a thread-0 branch (the other lanes returned): the headline names the election, exit 1 as the H100 completes it"
PUZZLE=advanced fixture_check hn_elect_and_lane0 1 \
    "In this run elect_one_sync\(\) elected a lane other than lane 0" \
    "a store under elect_one_sync() && lane == 0 never made: the first error names the election" --schedule=forward
PUZZLE=last-block fixture_check hn_lb_merge_plus_equals 1 \
    "^Advice: .*each thread's sum starting at 0" \
    "a merge that adds onto the block's own tree: the Advice says the sum starts at 0"
# (on other schedules a block whose thread 0 drew 255 merges first, and the race on its partials
# read comes first: since the fresh hunt it is also headed "several tickets per block", at the atomic)
PUZZLE=last-block fixture_check hn_lb_ticket_every_thread 1 \
    "$F/hn_lb_ticket_every_thread\.cu:16:[0-9]+: error: several tickets per block: the counter is 65536 after launch 1, more than the 256 blocks that took a ticket \(256 per block\)" \
    "every thread takes a ticket: several tickets per block, at the ticket's line, not a missing reset" --schedule=forward

# --- twobug hunt (docs/verdict-twobug.md): kernels with two bugs, and each with one fixed. A value
# read before any thread stored it names the store that wrote its neighbours in the same array (the
# store whose index or condition skipped it), in shared memory and in a global scratch buffer.
FAST_DEFER="$FAST_DEFER tb_uninit_sibling_partial"
build_fixtures tb_uninit_sibling_store tb_uninit_sibling_partial
PUZZLE=coordination fixture_check tb_uninit_sibling_store 1 \
    "Its neighbours in the same array were stored at $F/tb_uninit_sibling_store\.cu:23: " \
    "shared_data[255] never stored (guard TPB - 1): the report names the guarded store" --schedule=forward
PUZZLE=last-block fixture_check tb_uninit_sibling_partial 1 \
    "Its neighbours in the same array were stored at $F/tb_uninit_sibling_partial\.cu:28: " \
    "partials[0] never stored (guard blockIdx.x > 0): the report names the guarded store" --schedule=reverse

# --- lookalike hunt (docs/verdict-lookalike.md): correct kernels that look like the classes the
# ub/scopes/xlate/hints/cgapi hunts taught. A chain of 256 distinct functions (a template chain,
# __noinline__ or one g++ keeps as calls) builds (sim/shared-sections walks the call graph without
# recursion) and runs (it is recursion only when a call site repeats); mutual recursion 1024 deep
# still overflows; a race between two iterations of a loop names the loop's empty barrier macro.
FAST_DEFER="$FAST_DEFER la_ok_template_recursion la_mutual_recursion_deep la_loop_sync_macro_wrong_platform la_template_depth_256"
build_fixtures la_ok_template_chain_noinline la_ok_template_recursion la_mutual_recursion_deep la_loop_sync_macro_wrong_platform
ok_check la_ok_template_chain_noinline coordination
ok_check la_ok_template_recursion coordination
mm_check la_mutual_recursion_deep reduction 5 'stack overflow in block 0 thread 0 at [^ ]*la_mutual_recursion_deep\.cu:[0-9]+ .*: [0-9]+ nested calls \(recursion\)'
mm_check la_loop_sync_macro_wrong_platform coordination 1 'shared-memory data race on `sm\[[0-9]+\]`'
PUZZLE=coordination fixture_check la_loop_sync_macro_wrong_platform 1 \
    "SYNC\(\) at $F/la_loop_sync_macro_wrong_platform\.cu:[0-9]+, between them, is a macro defined at" \
    "a race between iterations of a loop names the loop's SYNC() macro that expands to nothing"

# nvcc's front end stops a template instantiated more than 200 deep; g++ allowed 900 (GPU run 30).
refused_check la_template_depth_256 "la_template_depth_256\\.cu:[0-9]+:[0-9]+: fatal error: template instantiation depth exceeds maximum of 200" \
    "a template instantiated 256 deep is refused, as nvcc refuses it" \
    "Sum<256> (256 nested template instantiations) builds (nvcc refuses it)"

# --- nvccgap hunt (docs/verdict-nvccgap.md): GNU/C++ features g++ takes in a kernel and nvcc 13.0
# refuses in device code: a variable-length array (sim/sim.mk -Werror=vla), exception handling,
# RTTI, GNU vector types and __float128 (scripts/kernel-includes, with nvcc's own error).
FAST_DEFER="$FAST_DEFER ng_throw_in_device ng_dynamic_cast_in_device ng_vector_size_attribute ng_float128"
refused_check ng_vla_runtime_n "ng_vla_runtime_n\\.cu:24:[0-9]+: error: variable length array .buf. is used" \
    "a variable-length array in a kernel is refused, as nvcc refuses it" \
    "float buf[n] with a runtime n builds (nvcc: expression must have a constant value)"
refused_check ng_throw_in_device "ng_throw_in_device\\.cu:24: error: p34 simulator: throw/try/catch: nvcc refuses exception handling" \
    "throw in a kernel is refused with nvcc's reason" \
    "throw in device code builds (nvcc: device code does not support exception handling)"
refused_check ng_dynamic_cast_in_device "ng_dynamic_cast_in_device\\.cu:28: error: p34 simulator: dynamic_cast: nvcc refuses run-time type information" \
    "dynamic_cast in a kernel is refused with nvcc's reason" \
    "dynamic_cast in device code builds (nvcc: not allowed in device code)"
refused_check ng_vector_size_attribute "ng_vector_size_attribute\\.cu:22: error: p34 simulator: a GNU vector type" \
    "a GNU vector type in a kernel is refused with nvcc's reason" \
    "__attribute__((vector_size)) in device code builds (nvcc: a vector, not supported in device code)"
refused_check ng_float128 "ng_float128\\.cu:22: error: p34 simulator: __float128: nvcc refuses it in device code" \
    "__float128 in a kernel is refused with nvcc's reason" \
    "__float128 in device code builds (nvcc: 128-bit floating-point not supported in device code)"
# GNU builtins nvcc refuses in device code (probed one by one with nvcc 13.0: __builtin_ctz,
# __builtin_bswap32, __sync_*, __atomic_*, ...), and the ones it takes (scripts/kernel-includes).
FAST_DEFER="$FAST_DEFER ng_builtin_ctz_device ng_sync_fetch_and_add_ticket ng_ok_builtins_nvcc_takes ng_builtin_ctz_host_device"
refused_check ng_builtin_ctz_device "ng_builtin_ctz_device\\.cu:17: error: p34 simulator: __builtin_ctz: nvcc refuses this GNU builtin in device code" \
    "__builtin_ctz in a __device__ function is refused with nvcc's reason" \
    "__builtin_ctz in device code builds (nvcc: calling a __host__ function from a __device__ function)"
refused_check ng_sync_fetch_and_add_ticket "ng_sync_fetch_and_add_ticket\\.cu:30: error: p34 simulator: __sync_fetch_and_add: nvcc refuses this GNU builtin" \
    "GCC's __sync_fetch_and_add in a kernel is refused with nvcc's reason" \
    "__sync_fetch_and_add in device code builds (nvcc refuses every __sync_* and __atomic_* builtin)"
refused_check ng_builtin_ctz_host_device "ng_builtin_ctz_host_device\\.cu:21: error: p34 simulator: __builtin_ctz: nvcc refuses this GNU builtin" \
    "__builtin_ctz in a __host__ __device__ helper is refused (nvcc only warns; the H100 computes a wrong value)" \
    "__builtin_ctz in a __host__ __device__ helper builds (the H100 ran it wrong, run 33)"
ok_check ng_ok_builtins_nvcc_takes coordination

# --- fresh hunt (docs/verdict-fresh.md): blind kernels written as unseen submissions are. A
# last-block guard whose atomicAdd runs in every thread, and whose "last" block resets the counter
# (so the end-of-launch check never runs), names several tickets per block at the atomic's line;
# a ticket made of a volatile read and store of the counter names the non-atomic ticket at its read.
FAST_DEFER="$FAST_DEFER fr_lb_volatile_ticket fr_lb_ticket_every_thread_reset"
build_fixtures fr_lb_ticket_every_thread_reset fr_lb_volatile_ticket
mm_check fr_lb_ticket_every_thread_reset last-block 1 'several tickets per block: block [0-9]+ took [0-9]+ tickets with the atomic at'
PUZZLE=last-block fixture_check fr_lb_ticket_every_thread_reset 1 \
    "$F/fr_lb_ticket_every_thread_reset\.cu:16:[0-9]+: error: several tickets per block" \
    "every thread's atomicAdd, with a reset by the wrongly last block: several tickets per block at the atomic"
mm_check fr_lb_volatile_ticket last-block 1 'the ticket is not atomic: block [0-9]+ thread 0 reads the counter at'
PUZZLE=last-block fixture_check fr_lb_volatile_ticket 1 \
    "$F/fr_lb_volatile_ticket\.cu:30:[0-9]+: error: the ticket is not atomic: .* stores it back at $F/fr_lb_volatile_ticket\.cu:31" \
    "a volatile read then store of the counter: the ticket is not atomic, at the read, naming the store"

# --- contract hunt (docs/verdict-contract.md): the edges of docs/SPEC.md's contract. A count kept in
# temp_storage (or partials) that no thread zeroed names the atomic on the NaN fill when an output is
# then never written; a counter the last block resets to a value other than 0 (a store of 1, an
# atomicSub one short) names that reset, not lost tickets; a store into the input is a warning only
# where a later launch reads it (--last-block), and an error when that launch's output differs.
FAST_DEFER="$FAST_DEFER ct_temp_storage_ticket_no_init ct_counter_reset_to_one ct_counter_atomicsub_short ct_ok_input_inplace_one_launch ct_ok_input_reversed_two_launches"
build_fixtures ct_temp_storage_ticket_no_init ct_counter_reset_to_one ct_counter_atomicsub_short \
    ct_ok_input_inplace_one_launch ct_ok_input_reversed_two_launches
mm_check ct_temp_storage_ticket_no_init reduction 1 '`temp_storage\[0\]` is atomically updated before any thread stored it in this launch'
mm_check ct_counter_reset_to_one last-block 1 'counter reset to 1, not 0: after the tickets, block [0-9]+ thread 0 writes the counter at [^ ]*ct_counter_reset_to_one\.cu:[0-9]+'
mm_check ct_counter_atomicsub_short last-block 1 'counter reset to 1, not 0: after the tickets, block [0-9]+ thread 0 writes the counter at [^ ]*ct_counter_atomicsub_short\.cu:31'
ok_check ct_ok_input_inplace_one_launch coordination
PUZZLE=last-block fixture_check ct_ok_input_reversed_two_launches 0 \
    "^$F/ct_ok_input_reversed_two_launches\.cu:[0-9]+:[0-9]+: warning: block [0-9]+ thread [0-9]+ stores into input at " \
    "an input permuted in place: launch 2 sums the same total, so the store stays a warning" --schedule=random:2

# --- industry hunt (docs/verdict-industry.md): experienced pre-Hopper CUDA habits meeting clusters.
# A polled volatile flag whose message race is reported is not itself reported first (volatile
# accesses are strong with each other): the message race on the data names the missing release.
# A plain store of a word in one block racing with another block's atomic on it (no clusters) is
# named as such, not as a missing __threadfence() (no fence fixes it).
FAST_DEFER="$FAST_DEFER in_lb_output_init_block0_atomics in_dsmem_volatile_flag_no_fence"
build_fixtures in_dsmem_volatile_flag_no_fence in_lb_output_init_block0_atomics
mm_check in_dsmem_volatile_flag_no_fence coordination 1 'shared-memory data race on `part` in block [0-3] through map_shared_rank: block [0-3] thread 0 stores it and then signals through `ready`'
mm_check in_lb_output_init_block0_atomics last-block 1 'global-memory data race on `output`: block [0-9]+ thread 0 stores it with a plain store, and block [0-9]+ thread 0 updates it with an atomic, in another block'


# --- dsmem hunt (docs/verdict-dsmem.md): distributed shared memory member by member. A __shared__
# array of a whole number of 4 KiB (sim/shared-sections pads its section so one past its end is a
# gap, a template's NOBITS static too); map_shared_rank pointers kept in shared memory and loaded by
# another block (sim/check.cpp shptr words of shared memory); an out-of-bounds address in a gap
# that the line names no variable for gives both readings.
FAST_DEFER="$FAST_DEFER ds_shared_4k_template_one_past ds_ok_ptr_table_shared ds_shared_gap_both_readings"
mm_check ds_shared_4k_one_past coordination 5 'out-of-bounds read of shared memory `big\[1024\]` \(big has 1024 elements of 4 bytes\) by block [0-3] thread [0-9]+ at .* in the shared memory of block [0-3] through map_shared_rank'
mm_check ds_shared_4k_template_one_past coordination 5 'out-of-bounds read of shared memory `buf\[1024\]` \(buf has 1024 elements'
ok_check ds_ok_ptr_table_shared reduction
mm_check ds_shared_gap_both_readings coordination 5 'out-of-bounds read of shared memory'
PUZZLE=coordination fixture_check ds_shared_gap_both_readings 5 \
    'The address is [0-9]+ bytes past the end of `vals` and [0-9]+ bytes before `sm`; p34 sees the address, not the pointer' \
    "an out-of-bounds address just before a variable the line does not name also says how far past the previous one it is"

# --- literal hunt (docs/verdict-literal.md): kernels that follow Puzzle 34's own text literally.
# A lane that loads its warp's words in a loop into a register and then stores its own word is a
# read/write race between lanes, not "a plain read-modify-write": the `+=` headline needs the
# load to be its site's latest and a second thread's store of the same word (sim/check.cpp).
FAST_DEFER="$FAST_DEFER lt_loop_own_word_last lt_elected_own_position"
build_fixtures lt_loop_read_not_rmw lt_loop_own_word_last lt_elected_own_position
mm_check lt_loop_read_not_rmw advanced 1 'shared-memory data race on `shared_data\[[0-9]+\]` in block [0-3] between lanes of one warp'
mm_check lt_loop_own_word_last advanced 1 'shared-memory data race on `shared_data\[[0-9]+\]` in block [0-3] between lanes of one warp'
# The seed's part 3 solution stores each warp sum at the elected lane's position: where the elected
# lane is not lane 0, the advice names that pattern and the fix (store by warp index).
PUZZLE=advanced fixture_check lt_elected_own_position 1 \
    'If it stores the warp sum at its own position \(shared_data\[local_i\], as the seed.s solution does\)' \
    "the seed's elected-position warp sums: the advice names them" --schedule=forward
# --- langgap hunt (docs/verdict-langgap.md): C++/CUDA language constructs where g++ (the simulator
# compiles a kernel file as host C++) and nvcc 13.0 disagree. Refused with nvcc's own error
# (scripts/kernel-includes): an extended lambda, __device__ on a local, a __global__ function called
# without a launch or returning a value, __launch_bounds__ on a __device__ function, a lambda
# capturing a __shared__ array by copy, a __constant__ initialized by sqrtf(), a store to a
# __constant__, a computed goto, a static __device__ data member. Built: empty constructors and
# destructors of __device__ variables (sim/shared-sections), libcu++ headers mapped onto the host
# library (sim/include/cuda/std, sim/include/thrust).
FAST_DEFER="$FAST_DEFER lg_device_on_local lg_global_call_no_launch lg_global_nonvoid lg_launch_bounds_device_fn
    lg_lambda_capture_shared_copy lg_constant_init_sqrtf lg_constant_written_in_kernel lg_computed_goto
    lg_device_static_member lg_device_empty_ctor_dtor lg_ok_cuda_std_headers lg_ok_lookalikes"
refused_check lg_extended_lambda "lg_extended_lambda\\.cu:22: error: p34 simulator: a __host__ or __device__ annotation on a lambda" \
    "a [] __device__ lambda is refused with nvcc's reason (--extended-lambda)" \
    "an extended lambda builds (nvcc: requires --extended-lambda nvcc flag)"
refused_check lg_device_on_local "lg_device_on_local\\.cu:22: error: p34 simulator: __device__ on a local variable" \
    "__device__ on a local is refused with nvcc's reason" \
    "__device__ on a local builds (nvcc: an automatic __device__ variable declaration is not allowed)"
refused_check lg_global_call_no_launch "lg_global_call_no_launch\\.cu:24: error: p34 simulator: child_k\\(\\) is a __global__ function called like a function" \
    "a __global__ function called without a launch is refused with nvcc's reason" \
    "a call of a __global__ function builds (nvcc: a __global__ function call must be configured)"
refused_check lg_global_nonvoid "lg_global_nonvoid\\.cu:13: error: p34 simulator: a __global__ function that returns a value" \
    "a __global__ function returning int is refused with nvcc's reason" \
    "a non-void __global__ function builds (nvcc: must have a void return type)"
refused_check lg_launch_bounds_device_fn "lg_launch_bounds_device_fn\\.cu:13: error: p34 simulator: __launch_bounds__ on a function that is not __global__" \
    "__launch_bounds__ on a __device__ function is refused with nvcc's reason" \
    "__launch_bounds__ on a __device__ function builds (nvcc: only allowed on a __global__ function)"
refused_check lg_lambda_capture_shared_copy "lg_lambda_capture_shared_copy\\.cu:23: error: p34 simulator: the lambda captures .sm. by copy" \
    "a lambda capturing a __shared__ array by copy is refused with nvcc's reason" \
    "[sm] capture of a __shared__ array builds (nvcc: static storage duration cannot be captured)"
refused_check lg_constant_init_sqrtf "lg_constant_init_sqrtf\\.cu:15: error: p34 simulator: a __constant__ variable initialized by a math function call" \
    "a __constant__ initialized by sqrtf() is refused with nvcc's reason" \
    "__constant__ float c = sqrtf(2.0f) builds (nvcc: dynamic initialization is not supported)"
refused_check lg_constant_written_in_kernel "lg_constant_written_in_kernel\\.cu:25: error: p34 simulator: a store to the __constant__ variable .c_w." \
    "a store to a __constant__ in a kernel is refused with nvcc's reason" \
    "a store to a __constant__ builds (nvcc: expression must be a modifiable lvalue)"
refused_check lg_computed_goto "lg_computed_goto\\.cu:22: error: p34 simulator: a computed goto" \
    "a computed goto is refused with nvcc's reason" \
    "goto *p builds (nvcc: address of label extension is not supported)"
refused_check lg_device_static_member "lg_device_static_member\\.cu:15: error: p34 simulator: a memory space .* on a static data member" \
    "static __device__ on a data member is refused with nvcc's reason" \
    "a static __device__ data member builds (nvcc: memory qualifier on data member is not allowed)"
build_fixtures lg_ok_cuda_std_headers lg_ok_lookalikes
refused_check lg_device_empty_ctor_dtor "lg_device_empty_ctor_dtor\\.cu:[0-9]+: error: p34 simulator: the variable .g_slot. has a dynamic initializer" \
    "__device__ variables with empty constructors are refused, as p34's kernel-file check refuses their host shadows" \
    "__device__ variables with empty constructors build (the nvcc build's kernel-file check refuses them)"
ok_check lg_ok_cuda_std_headers coordination
ok_check lg_ok_lookalikes coordination
# --- langgap leftovers (docs/verdict-langgap.md, "Still wrong"): _Float16 / __bf16 are refused
# (nvcc 13.0 stops with an internal compiler error on them); the GNU `typeof` keyword and a sized
# `extern __shared__` array build, as with nvcc.
FAST_DEFER="$FAST_DEFER mx_float16_device mx_ok_typeof_sized_extern"
refused_check mx_float16_device "mx_float16_device\\.cu:19: error: p34 simulator: _Float16: nvcc 13\\.0 cannot build it in device code" \
    "_Float16 in device code is refused with nvcc's failure and the type to use" \
    "_Float16 in device code builds (nvcc 13.0: internal compiler error)"
build_fixtures mx_ok_typeof_sized_extern
ok_check mx_ok_typeof_sized_extern coordination
# --- own ticket counters and never-stored locals (docs/verdict-owncounter.md): a last-block ticket
# counter of the kernel's own (`__device__ unsigned int retirementCount`, the CUDA samples' name) is
# judged as the puzzle's *counter is (its reset, several tickets per block, a ticket that is no
# atomic, no block merging), and a value other than 0 left in it is reported only when the next
# launch goes wrong; a read of a local that its thread never stored (an array meant to be
# __shared__) is named at its line.
OC_FIXTURES="oc_lb_own_counter_reset_to_one oc_lb_own_counter_every_thread oc_lb_own_counter_plain_ticket
    oc_lb_own_counter_off_by_one oc_ok_own_counter_from_one oc_ok_own_counter_atomicinc_wraps
    ul_red_shared_keyword_forgotten ul_ok_local_variables"
FAST_DEFER="$FAST_DEFER oc_lb_own_counter_reset_to_one oc_lb_own_counter_every_thread oc_lb_own_counter_plain_ticket oc_lb_own_counter_off_by_one
    oc_ok_own_counter_from_one oc_ok_own_counter_atomicinc_wraps ul_ok_local_variables"
build_fixtures $OC_FIXTURES
cause_check oc_lb_own_counter_reset_to_one last-block 1 43 'counter reset to 1, not 0: after the tickets, block [0-9]+ thread 0 writes `retirementCount` at' \
    'fix the first error above first|breaks a rule of CUDA'
cause_check oc_lb_own_counter_every_thread last-block 1 30 'several tickets per block: block [0-9]+ took 256 tickets with the atomic at' \
    'fix the first error above first'
cause_check oc_lb_own_counter_plain_ticket last-block 1 28 'the ticket is not atomic: block [0-9]+ thread 0 reads `retirementCount` at' \
    '.'
cause_check oc_lb_own_counter_off_by_one last-block 1 29 'no block merged in launch 1' \
    'fix the first error above first'
ok_check oc_ok_own_counter_from_one last-block
ok_check oc_ok_own_counter_atomicinc_wraps last-block
cause_check ul_red_shared_keyword_forgotten reduction 1 28 'block [0-9]+ thread [0-9]+ reads a local variable that it never stored' \
    '.' 'declare it `__shared__`'
ok_check ul_ok_local_variables coordination

# --- cccl hunt (docs/verdict-cccl.md): modern CCCL idioms. cub::BlockLoad / cub::BlockStore (every
# arrangement; the TRANSPOSE ones exchange through TempStorage, so its reuse without a barrier is a
# race), cub::ThreadReduce and the direct helpers; the CCCL headers nvcc 13.0 has and the simulator
# lacked (<cuda/std/mdspan>, <cuda/std/numbers>, <cuda/std/concepts>, <cuda/warp>); cuda::std::min
# and max with no #include (the GPU build's side of it is tests/test-nvcc-compile.sh).
FAST_DEFER="$FAST_DEFER cc_ok_cub_load_store_thread_reduce cc_ok_cccl_headers cc_cub_block_load_transpose_reuse cc_ok_cuda_std_min_max_no_include"
build_fixtures cc_ok_cub_load_store_thread_reduce cc_ok_cccl_headers cc_cub_block_load_transpose_reuse \
    cc_ok_cuda_std_min_max_no_include
ok_check cc_ok_cub_load_store_thread_reduce coordination
ok_check cc_ok_cccl_headers coordination
ok_check cc_ok_cuda_std_min_max_no_include coordination
mm_check cc_cub_block_load_transpose_reuse coordination 1 'shared-memory data race on `lt(\[[0-9]+\])?` in block [0-3]'

# --- progress hunt (docs/verdict-progress.md): forward progress, barriers and hangs. Exit 4 only
# where a GPU can hang, exit 1 where a rule is broken and the H100 completes: a cluster_wait()
# with no arrive of its own returns at once (named, exit 1); an arrive that some threads of the
# cluster never reach is still the hang it causes (exit 4); elect_one_sync() by lanes whose
# warp-mates returned completes (named, exit 1).
FAST_DEFER="$FAST_DEFER pg_wait_before_arrive pg_elect_lone_lane_returned pg_arrive_in_rank0_only"  # (sim_wait_no_arrive is the fast check)
build_fixtures pg_wait_before_arrive pg_elect_lone_lane_returned pg_arrive_in_rank0_only
mm_check pg_wait_before_arrive coordination 1 \
    'cluster barrier: block [0-3] thread [0-9]+ waits at .*pg_wait_before_arrive\.cu:21 \(cluster_wait\) without a matching arrive'
mm_check pg_elect_lone_lane_returned reduction 1 \
    'elect_one_sync\(\) at .*pg_elect_lone_lane_returned\.cu:28 \(elect_one_sync\) is called by lane 0 of warp 0 in block 0 after lanes 1-31 returned'
mm_check pg_arrive_in_rank0_only coordination 4 \
    'cluster barrier: cluster_arrive\(\) at .*pg_arrive_in_rank0_only\.cu:21 is called by block 0 thread [0-9]+ but not by block [1-3] thread'
# evade hunt (docs/verdict-evade.md): atomics of different sizes on overlapping bytes are not
# morally strong (PTX ISA: morally strong accesses overlap completely)
build_fixtures ev_packed_u64_half_atomic ev_u16_cas_u32_atomic_counter ev_ok_packed_u64_atomic ev_ok_u16_cas_counter
mm_check ev_packed_u64_half_atomic reduction 1 'global-memory data race on `temp_storage\[0\]`: atomics of different sizes on overlapping bytes'
mm_check ev_u16_cas_u32_atomic_counter last-block 1 'shared-memory data race on `cnt16(\[0\])?` in block [0-9]+: atomics of different sizes on overlapping bytes'
ok_check ev_ok_packed_u64_atomic reduction
ok_check ev_ok_u16_cas_counter last-block
# a flag between warps of one block, its fence after the flag: the data's race names the signal
build_fixtures ev_warp_flag_fence_after_flag
mm_check ev_warp_flag_fence_after_flag advanced 1 'shared-memory data race on `ws\[1\]` in block [0-9]+: block [0-9]+ thread 32 stores it and then signals through `ready\[1\]` in block [0-9]+, which block [0-9]+ thread 0 polls, (but its fence comes after the signal|with no release between the store and the signal)'

# --- volatile polls (docs/verdict-progress.md, "Fixed later"): a `while` that re-reads a volatile
# word until the value it waits for is there is no race with the unfenced volatile store it reads
# (a one-off read of such a store, the warp-synchronous tail, stays reported).
FAST_DEFER="$FAST_DEFER pl_ok_volatile_value_poll pl_ok_chain_volatile_partial_poll"
build_fixtures pl_ok_volatile_value_poll pl_ok_chain_volatile_partial_poll
ok_check pl_ok_volatile_value_poll reduction
ok_check pl_ok_chain_volatile_partial_poll last-block

# --- a hang that a race on its barrier caused (cccl r14, pro r17, samples c17): thread 0 inits an
# mbarrier or cuda::barrier with nothing ordering the init before the others' arrives; where an
# arrive came first the phase never completed. The race is the verdict (exit 1) on every schedule.
FAST_DEFER="$FAST_DEFER so_ptx_mbarrier_init_no_sync so_ok_cuda_barrier_init_sync"
FAST_DEFER="$FAST_DEFER dr_ok_ticket_adds_every_slot"  # the default run's schedules
FAST_DEFER="$FAST_DEFER ss_device_acc_not_reset ss_ok_spin_dsmem_flag ss_ok_lock_flag_accumulator ss_ok_lb_load_partials_after_ticket ss_ok_relaxed_poll_acquire_fence"  # the default run, continued
FAST_DEFER="$FAST_DEFER ss_ok_seqlock_retry_atomic_data ss_seqlock_slot_read_before_acquire ss_ok_dsmem_released_count_then_load ss_ok_shared_lock_atomic_unlock"  # relaxed atomics, continued
build_fixtures so_cuda_barrier_init_no_sync so_ptx_mbarrier_init_no_sync so_ok_cuda_barrier_init_sync
mm_check so_cuda_barrier_init_no_sync reduction 1 'shared-memory data race on `step(\[[01]\])?` in block [0-9]+'
mm_check so_ptx_mbarrier_init_no_sync coordination 1 'shared-memory data race on `bar(\[[01]\])?` in block [0-9]+'
ok_check so_ok_cuda_barrier_init_sync reduction

# --- novice hunt (docs/verdict-novice.md): a __shared__ array read by its plain name as if it
# served the whole cluster: the uninitialised read names the peer that stored the element in its
# own copy and map_shared_rank; the note never appears where no block stored the element.
build_fixtures nv_shared_array_per_block nv_ok_shared_array_mapped nv_shared_skip_last_slot
cause_check nv_shared_array_per_block reduction 1 33 '`block_sums\[[1-3]\]` in block 0 is read before any thread stored it in its block' \
    'fix the first error above first' \
    'Block [1-3] stored the same element of its own copy at .*nv_shared_array_per_block\.cu:28: every block of a cluster has its own copy .*map_shared_rank\(ptr, [1-3]\)' \
    'Store a value there first|Its neighbours in the same array'
ok_check nv_ok_shared_array_mapped reduction
cause_check nv_shared_skip_last_slot coordination 1 26 '`shared_data\[255\]` in block [0-3] is read before any thread stored it in its block' \
    'fix the first error above first' 'Store a value there first' 'its own copy'
# --- production-style kernels (docs/verdict-prod.md): a block-shared race whose read took the word
# before its first store (a flag branched on before thread 0 set it) is reported before the races
# that the wrong branch causes; a thread stuck in a spin's __nanosleep back-off is reported at the
# poll the loop repeats, not at the sleep.
build_fixtures pd_flag_unset_read_race_first pd_ok_flag_broadcast_after_barrier pd_spin_nanosleep_names_poll pd_ok_nanosleep_warps_done
cause_check pd_flag_unset_read_race_first last-block 1 50 'shared-memory data race on `amLast` in block [0-9]+' 'no barrier between' 'reads it at .*pd_flag_unset_read_race_first\.cu:52'
ok_check pd_ok_flag_broadcast_after_barrier last-block
cause_check pd_spin_nanosleep_names_poll last-block 4 51 'a thread did not finish' 'loop that never ends' 'thread 0 running at .*pd_spin_nanosleep_names_poll\.cu:51'
ok_check pd_ok_nanosleep_warps_done advanced
# a read of a word an asynchronous copy (cg::memcpy_async) has not landed in yet names that copy and its wait
build_fixtures pd_memcpy_async_sync_not_wait pd_ok_memcpy_async_wait
cause_check pd_memcpy_async_sync_not_wait reduction 1 24 '`smem\[[0-9]+\]` in block [0-3] is read before any thread stored it' \
    'fix the first error' 'An asynchronous copy into it, issued at .*pd_memcpy_async_sync_not_wait\.cu:20, had not landed'
ok_check pd_ok_memcpy_async_wait reduction
# --- foreign hunt (docs/verdict-foreign.md): races are reported in the order they happened. A
# plain load of a word other threads update atomically waits, as a possible CAS-loop seed, for
# the thread's next access to the word; the race it turns into keeps the load's place, so a
# "double-checked" plain re-read of the ticket counter comes before the partials' races it led to.
build_fixtures fh_lb_counter_reread_after_ticket fh_ok_lb_ticket_kept
cause_check fh_lb_counter_reread_after_ticket last-block 1 28 \
    'global-memory data race on `counter`: block [0-9]+ thread 0 reads it with a plain access while other blocks take tickets; the value its own atomic returned is the ticket' \
    '.' 'Keep what the atomic returned'
ok_check fh_ok_lb_ticket_kept last-block
# A __syncthreads inside a helper (a Kokkos-style team_barrier()) reached from two lines of the
# kernel is two call sites: threads 0-7 in a per-index lambda, the rest at the barrier after the
# range, are a divergent barrier (lanes of warp 0 split: exit 4), named before the deadlock; the
# same helper called from two lines by the whole block each time passes.
build_fixtures fh_adv_team_barrier_in_range_lambda fh_ok_team_barrier_two_callsites
cause_check fh_adv_team_barrier_in_range_lambda advanced 4 47 \
    'divergent barrier: the threads of block [0-9]+ wait at different __syncthreads call sites' \
    '.' 'threads 0-7 at .*fh_adv_team_barrier_in_range_lambda\.cu:27 \(in Team::team_barrier, reached from .*fh_adv_team_barrier_in_range_lambda\.cu:47\)'
ok_check fh_ok_team_barrier_two_callsites advanced
# --- verdict sched (docs/verdict-sched.md): bugs that show only under some interleavings, caught
# on the default run (no --schedule), where graders run it:
#   - forward elects the lowest lane in warp 0 of odd blocks (the highest elsewhere): thread 0
#     adding plainly inside the elected branch races where lane 0 is elected;
#   - atomics on shared memory (the block's own, a peer's through DSMEM) switch threads as global
#     ones do: a read-then-exchange DSMEM ticket loses counts, a warp ticket re-read finds 8 twice;
#   - a volatile load of global memory switches before the thread's next access: one atomicCAS
#     after a volatile read, its failure ignored, loses tickets.
build_fixtures sd_elect_lane0_thread0_plain sd_ok_elect_all_atomic \
    sd_dsmem_check_then_act sd_ok_dsmem_atomic_ticket \
    sd_warp_ticket_reread sd_ok_warp_ticket sd_single_cas_ticket sd_ok_cas_loop_volatile
PUZZLE=reduction fixture_check sd_elect_lane0_thread0_plain 1 'error: shared-memory data race on `acc` in block [13]' \
    "thread 0 adds plainly inside the elected branch: a race on the default run (lane 0 elected in block 1 or 3)"
ok_check sd_ok_elect_all_atomic reduction
PUZZLE=reduction fixture_check sd_dsmem_check_then_act 1 'Cluster reduction result: not written' \
    "a DSMEM ticket read with atomicAdd(c, 0) and written back with atomicExch loses counts on the default run"
ok_check sd_ok_dsmem_atomic_ticket reduction
PUZZLE=coordination fixture_check sd_warp_ticket_reread 1 'error: output\[[0-3]\] is stored by [2-8] threads in one launch' \
    "a warp ticket, then a re-read of the count: several warps see 8 on the default run"
ok_check sd_ok_warp_ticket coordination
PUZZLE=last-block fixture_check sd_single_cas_ticket 1 'error: tickets lost: 256 blocks took a ticket in launch 1' \
    "a volatile read of the counter, then one atomicCAS: tickets lost on the default run"
ok_check sd_ok_cas_loop_volatile last-block
# --- the default run's schedules (p34.c run_sim_schedules): with no --schedule the standard check
# runs forward, then reverse and random:1 while the kernel passes. A last ticket that skips slot
# `ticket` instead of its own rank is right only where rank 3 draws it, as on forward: the default
# run fails it on reverse, and its report names that schedule and the command to see it again;
# the look-alike that adds every slot passes the default run with nothing more said.
build_fixtures dr_ticket_skips_own_slot dr_ok_ticket_adds_every_slot
PUZZLE=reduction fixture_check dr_ticket_skips_own_slot 0 'Passed: Cluster reduction accuracy' \
    "the last ticket skips its ticket's slot: right on the forward schedule alone" --schedule=forward
PUZZLE=reduction fixture_check dr_ticket_skips_own_slot 1 \
    "^p34: The simulator's forward schedule passed; its reverse schedule .* failed: \\S+ --reduction --sim --schedule=reverse runs it again\\.$" \
    "the default run goes on to reverse, fails there and says how to see it again"
fixture_run dr_ticket_skips_own_slot --reduction --sim --schedule=reverse
cp "$TMP/out" "$TMP/reverse-out"
fixture_run dr_ticket_skips_own_slot --reduction --sim
if [ "$RC" -eq 1 ] && cmp -s "$TMP/out" "$TMP/reverse-out"; then
    pass "dr_ticket_skips_own_slot: the default run's report is the reverse schedule's"
else
    fail "dr_ticket_skips_own_slot: the default run's report differs from --schedule=reverse's (exit $RC)"
fi
if PUZZLE=reduction fixture_check dr_ok_ticket_adds_every_slot 0 'Passed: Cluster reduction accuracy' \
    "the last ticket adds every slot: passes the default run's three schedules"; then
    if grep -q "schedule" "$TMP/both"; then fail "dr_ok_ticket_adds_every_slot: a passing default run names a schedule"
    else pass "dr_ok_ticket_adds_every_slot: a passing default run names no schedule"; fi
fi
ok_check dr_ok_ticket_adds_every_slot reduction
# --- the default run, continued (eighth session). Each further schedule starts from the
# __device__ values the first started from (p34_run_args.rerun): a kernel that keeps its sum
# in a never-reset __device__ variable is right for the one launch of --reduction, and its
# default run passes; in --last-block, which launches twice, the same habit is wrong. A spin
# with a bound gives up while its owner is still behind on a random schedule (a thread's first
# spin runs long there), so the default run, which ends with random:1, fails it; the unbounded
# spin passes every schedule. A value read and stored back under a lock is no lost ticket.
build_fixtures ss_ok_device_acc_one_launch ss_device_acc_not_reset ss_bounded_spin_dsmem_flag \
    ss_ok_spin_dsmem_flag ss_ok_lock_flag_accumulator
PUZZLE=reduction fixture_check ss_ok_device_acc_one_launch 0 'Passed: Cluster reduction accuracy' \
    "a never-reset __device__ sum, one launch: the default run's three schedules each start from 0"
PUZZLE=last-block fixture_check ss_device_acc_not_reset 1 'Second launch, no host reset : [0-9.]+ +expected [0-9.]+ +❌' \
    "a never-reset __device__ sum in --last-block: the second launch adds onto the first"
PUZZLE=coordination fixture_check ss_bounded_spin_dsmem_flag 1 \
    "error: shared-memory data race on \`tot\` in block [0-9] through map_shared_rank.*|its random:1 schedule .* failed" \
    "a spin with a bound of 64, then a read regardless: the default run fails it on random:1"
PUZZLE=coordination fixture_check ss_bounded_spin_dsmem_flag 1 "ss_bounded_spin_dsmem_flag.cu:[0-9]+:[0-9]+: error: shared-memory data race on \`tot\`" \
    "the bounded spin on random:2: the race on the flag's data" --schedule=random:2
ok_check ss_ok_spin_dsmem_flag coordination
PUZZLE=coordination fixture_check ss_ok_spin_dsmem_flag 0 'passed!' "the unbounded spin passes the default run"
ok_check ss_ok_lock_flag_accumulator last-block
PUZZLE=last-block fixture_check ss_ok_lock_flag_accumulator 0 'passed!' \
    "a sum and a count read and stored back under an atomic_flag lock: no lost ticket"
# Wrong numbers whatever lane elect_one_sync() elects: the default run's reverse schedule (lane 0,
# as an H100) fails too, so the advice does not lead with the elected lane; where the numbers
# depend on it (the seed's elected-position warp sums), the default run's advice still names it.
build_fixtures ss_adv_scale_by_warp_elect lt_elected_own_position
if PUZZLE=advanced fixture_check ss_adv_scale_by_warp_elect 1 '^Advice: each elected lane sums its own warp' \
    "wrong numbers on every lane choice: the default run's advice is the puzzle's, not the elected lane's"; then
    grep -q "did not elect lane 0" "$TMP/both" && fail "ss_adv_scale_by_warp_elect: the advice still names the elected lane"
fi
PUZZLE=advanced fixture_check lt_elected_own_position 1 '^Advice: in this run elect_one_sync\(\) did not elect lane 0' \
    "numbers that depend on the elected lane: the default run's advice names it"
# Every thread prefetches the partials, then thread 0 takes the ticket: a read before the block's
# ticket on every schedule, named at the read, whichever thread reads (ta l24, interview l30); the
# look-alike that loads them inside `if (last)` passes.
build_fixtures ss_lb_prefetch_partials ss_ok_lb_load_partials_after_ticket
cause_check ss_lb_prefetch_partials last-block 1 33 \
    'global-memory data race on `partials\[[0-9]+\]`: block [0-9]+ thread [0-9]+ reads it before (taking its own block.s ticket|its block.s ticket is taken)' \
    'reads another block.s partial before its own ticket' '' 'merging block did not draw|missing __syncthreads\(\) after the ticket'
ok_check ss_ok_lb_load_partials_after_ticket last-block
# A released flag read with memory_order_relaxed, then the data with no fence: the race is the
# reader's, named at the read (sysprog r02, r06, a03); the acquire load and the relaxed load plus an
# acquire fence pass.
build_fixtures ss_relaxed_poll_plain_read ss_ok_acquire_poll_plain_read ss_ok_relaxed_poll_acquire_fence
cause_check ss_relaxed_poll_plain_read reduction 1 43 \
    'global-memory data race on `temp_storage\[[1-3]\]`: block 0 thread 0 reads it after a memory_order_relaxed load, which acquires nothing' \
    'reads the flag with a relaxed load, which orders nothing after it' 'after the relaxed load at .*ss_relaxed_poll_plain_read.cu:42' \
    'no release between the store and the signal'
ok_check ss_ok_acquire_poll_plain_read reduction
ok_check ss_ok_relaxed_poll_acquire_fence reduction
# `barrier()` = asm volatile("" ::: "memory") where __threadfence() belongs: the missing fence, and
# the report says the empty asm is a compiler barrier only (sysprog l31, r09, a06).
build_fixtures ss_compiler_barrier_before_ticket
cause_check ss_compiler_barrier_before_ticket last-block 1 33 \
    'missing __threadfence\(\): block [0-9]+ thread 0 stores `partials\[[0-9]+\]`' 'fence before taking the ticket|__threadfence' \
    'The asm volatile\(\"\" ::: \"memory\"\) at .*ss_compiler_barrier_before_ticket.cu:34 .*is a compiler barrier'
# A flag raised with exchange(1) and consumed with exchange(0) by a lane of the same warp is no
# lock (sysprog a15; the H100 finished it): it passes, in the default run too.
build_fixtures ss_ok_warp_flag_exchange_handoff
ok_check ss_ok_warp_flag_exchange_handoff advanced
PUZZLE=advanced fixture_check ss_ok_warp_flag_exchange_handoff 0 'passed!' \
    "an intra-warp flag hand-off through exchange: no lock hang, in the default run's three schedules"
# --- legacy hunt (docs/verdict-legacy.md): the threadFenceReduction ticket in a cluster launch
# (a __device__ counter, no cluster barrier) with a block-scope fence is reported as the ticket's
# wrong-scope fence, as without clusters, not with "put cluster_sync()"; with __threadfence() it passes.
build_fixtures lg_cluster_ticket_fence_block lg_ok_cluster_ticket_threadfence
cause_check lg_cluster_ticket_fence_block reduction 1 27 \
    '__threadfence_block\(\) where __threadfence\(\) is needed: block [0-9]+ thread 0 stores `temp_storage\[[0-9]+\]`, which block [0-9]+ thread 0 reads' \
    '__threadfence_block\(\) orders memory only for its own block' 'Put __threadfence\(\) between the store' 'put cluster_sync'
ok_check lg_ok_cluster_ticket_threadfence reduction
# A NaN stored where a CUB collective handed a thread its undefined result (BlockReduce's aggregate
# outside thread 0): the Advice names CUB's one-thread result; the look-alike using thread 0 passes.
build_fixtures lg_cub_aggregate_last_thread lg_ok_cub_aggregate_thread0
PUZZLE=reduction fixture_check lg_cub_aggregate_last_thread 1 \
    'Advice: the kernel stored a NaN .*CUB collective whose result CUB defines in one thread only \(cub::BlockReduce: thread 0' \
    "BlockReduce's aggregate taken from thread 255: the stored-NaN advice names CUB's one-thread result"
ok_check lg_ok_cub_aggregate_thread0 reduction
# --- gfx hunt (docs/verdict-gfx.md): a shuffle offset of 32 or more (a 64-wide wave's first step)
# runs as its low 5 bits, so a step of 32 gives each lane its own value and doubles every sum; the
# Advice names the shuffle (P34_NOTE_SHFL_WIDE), not the elected lane; the ladder from 16 passes.
build_fixtures gx_shfl_xor32_wave64 gx_ok_shfl_xor16_wave32
PUZZLE=advanced fixture_check gx_shfl_xor32_wave64 1 \
    'Advice: a __shfl_xor_sync\(\), __shfl_down_sync\(\) or __shfl_up_sync\(\) ran with an offset of 32 or more' \
    "a shuffle step of 32 (wave64 habit): the Advice names the offset"
ok_check gx_ok_shfl_xor16_wave32 advanced
# --- clusterx hunt (docs/verdict-clusterx.md): an array named as an inline-asm input operand
# (`"l"(sm)` for `__shared__ float sm[TPB]`, as in `mapa.u64 %0, %1, %2`) is its address, as under
# nvcc; the simulator build refused it. The mapped pointer's loads are checked like any DSMEM access.
build_fixtures cx_ok_asm_array_operand_mapa cx_asm_array_operand_mapa_exit
ok_check cx_ok_asm_array_operand_mapa coordination
mm_check cx_asm_array_operand_mapa_exit coordination 5 \
    'distributed shared memory: (block [1-3] exited while block 0 thread [0-3] could still access its shared memory|block 0 thread [0-3] reads the shared memory of block [1-3] .* after that block has exited)'
# an inline-asm output operand that is a __shared__ variable is a store of it, checked as any other:
# 256 threads writing %cluster_ctarank into one shared word race (same value, several writers)
build_fixtures cx_asm_output_shared_every_thread cx_ok_asm_output_shared_thread0
mm_check cx_asm_output_shared_every_thread coordination 1 \
    'shared-memory data race on `s_rank` in block [0-3]: several threads store it with nothing ordering them'
ok_check cx_ok_asm_output_shared_thread0 coordination
# --- ta hunt (docs/verdict-ta.md): a ticket that counts down from 0 (atomicSub(counter, 1)) ends
# at 0u - gridDim.x: one count per block, not "several tickets per block". The diagnosis names the
# count-down, at the comparison when no block merged, and the reset when one did.
build_fixtures ta_countdown_compare_up ta_countdown_no_reset ta_ok_countdown_atomicexch
cause_check ta_countdown_compare_up last-block 1 28 \
    'no block merged in launch 1 \(so the counter was not reset either\): the 256 blocks counted .* down from 0 \(one count each\)' \
    'fix the first error' 'last block draws 0u - \(gridDim.x - 1\) \(4294967041\)' 'several tickets per block'
mm_check ta_countdown_no_reset last-block 1 'counter not reset: the 256 blocks counted .* down from 0 \(one count each\)'
ok_check ta_ok_countdown_atomicexch last-block

# --- hpc hunt (docs/verdict-hpc.md): a one-result reduction whose total is off by exactly some
# blocks' partials (a root that gathers only "the other ranks", a merge that skips
# partials[blockIdx.x], its own partial added twice): the Advice says so and names the slip.
build_fixtures hc_root_gather_skips_own hc_root_gather_own_twice hc_ok_root_gather_own_from_shared hc_lb_merge_skips_own
PUZZLE=reduction fixture_check hc_root_gather_skips_own 1 \
    'Advice: the total is short of the right one by exactly the partial sum of block 0 \(32640\.0\)' \
    "rank 0's own partial left out: the Advice names the missing block"
PUZZLE=reduction fixture_check hc_root_gather_own_twice 1 \
    'Advice: the total is over the right one by exactly the partial sum of block 0 \(32640\.0\): a partial was added twice' \
    "rank 0's own partial added twice: the Advice says so"
ok_check hc_ok_root_gather_own_from_shared reduction
PUZZLE=last-block fixture_check hc_lb_merge_skips_own 1 \
    'Advice: the total is short of the right one by exactly 1 block partial \(32640\.0 each\)' \
    "the merge skips its own partial: the Advice counts the missing partials"
# --- relaxed atomics, continued (ninth session). A seqlock's reader that reads an atomic slot
# in a retry loop throws early tries away: only the kept try counts, and it read the slot after
# the acquire that saw the released word (sysprog r20); read before the acquire, the kept try is
# unordered. A count waited for with relaxed loads orders none of the other word's relaxed adds
# before a relaxed load of it: no race, but the load may miss an add (sysprog c13).
build_fixtures ss_ok_seqlock_retry_atomic_data ss_seqlock_slot_read_before_acquire \
    ss_dsmem_relaxed_count_then_load ss_ok_dsmem_released_count_then_load
ok_check ss_ok_seqlock_retry_atomic_data reduction
mm_check ss_seqlock_slot_read_before_acquire reduction 1 \
    'global-memory read of `temp_storage\[[1-3]\]` not ordered after its store: block 0 thread 0 reads it with an atomic'
cause_check ss_dsmem_relaxed_count_then_load reduction 1 37 \
    "shared-memory read of \`sum\` in block 0 not ordered after block [1-3] thread 0's atomic update: block 0 thread 0 waited on \`arrived\` in block 0, but no release and acquire pair orders the update before this read" \
    '^Advice: .*relaxed atomics .* order only their own word'
ok_check ss_ok_dsmem_released_count_then_load reduction
# A spin lock in shared memory given back with a plain store: the race on the lock word is
# headed as such, and the fix is an atomic give-back, not a __syncthreads() (hpc c19).
build_fixtures ss_shared_lock_plain_unlock ss_ok_shared_lock_atomic_unlock
mm_check ss_shared_lock_plain_unlock coordination 1 \
    'shared-memory data race on `guard` in block [0-3]: a plain store of a word other threads update atomically'
if PUZZLE=coordination fixture_check ss_shared_lock_plain_unlock 1 '^Advice: .*give a lock back with atomicExch' \
    "a shared lock given back plainly: the Advice names the atomic give-back"; then
    grep -q 'add the barrier the first error names' "$TMP/both" && fail "ss_shared_lock_plain_unlock: the Advice still asks for a barrier"
fi
ok_check ss_ok_shared_lock_atomic_unlock coordination
# nvcc's `#pragma unroll` and `threadIdx.x < s` (an int s) in a kernel file: the simulator's
# g++ build says nothing about them, as nvcc does not
if slow "kernel files with #pragma unroll and an unsigned-int comparison build without a g++ warning"; then
    for k in hc_lb_merge_skips_own pd_ok_memcpy_async_wait; do
        simmake BIN="$SIMBUILD/quiet/$k/p34" PBUILD="$SIMBUILD/quiet/$k" PROBLEM=tests/fixtures/$k.cu \
            "$SIMBUILD/quiet/$k/p34"
        if [ $? -ne 0 ]; then
            fail "$k did not build"
        elif grep -qE 'ignoring .#pragma|: warning:' "$TMP/make.log"; then
            fail "$k: the build warns: $(grep -m1 -E 'ignoring .#pragma|: warning:' "$TMP/make.log")"
        else
            pass "$k (#pragma unroll, threadIdx.x < an int) builds without a g++ warning"
        fi
    done
fi
# --- mutants4 hunt (docs/verdict-mutants4.md): a fence of .cta scope (__threadfence_block(),
# fence.acquire.cta, thread_scope_block) after a relaxed read acquires only releases by threads of
# its own block (PTX: morally strong needs each scope to include the other thread); another
# block's release stays unacquired and the read of the data it published is a race.
build_fixtures m4_fence_block_after_peer_poll m4_ok_fence_block_after_own_poll
mm_check m4_fence_block_after_peer_poll reduction 1 \
    'shared-memory data race on `slot\[[1-3]\]` in block 0( through map_shared_rank)?: block 0 thread 0 reads it after a relaxed read and a fence of \.cta scope, which acquires nothing released by another block'
ok_check m4_ok_fence_block_after_own_poll advanced
summary sim
