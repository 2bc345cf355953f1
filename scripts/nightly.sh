#!/usr/bin/env bash
# The nightly job: build in release, run the full benchmark and a fuzz
# campaign, compare against the baseline, append the history, render the
# report, and exit with the comparison's code.
#
#   scripts/nightly.sh                       # the full default benchmark
#   NIGHTLY_BENCH_ARGS="--sizes 1k,10k" scripts/nightly.sh     # a quicker one
#
# Environment (all optional):
#   NIGHTLY_BASELINE      baseline name under results/baselines/ (default: nightly).
#                         When it does not exist yet, this run becomes it.
#   NIGHTLY_BENCH_ARGS    extra arguments for `benchrunner run` (default: none,
#                         i.e. sizes 1000,10000,100000, every algorithm, both datasets).
#   NIGHTLY_METRIC_ARGS   what the run measures (default: time in every cell, and
#                         instructions under callgrind in the cells that fit the budget:
#                         sizes up to 10k for every algorithm, every size for the linear
#                         ones — "--metric time,instructions --instructions-max-size 10k
#                         --instructions-every-size hash-linear,heckel,hunt-szymanski").
#   NIGHTLY_COMPARE_ARGS  arguments for `benchrunner compare` (default:
#                         --times-informational: gate on instructions (1%), allocations,
#                         changesets and statuses; times shown, never gating).
#   NIGHTLY_FUZZ_ARGS     arguments for the fuzzer (default: --duration 2m --seed <YYYYMMDD>).
#   NIGHTLY_SKIP_FUZZ=1   skip the fuzz campaign and the validator fuzzing.
#   NIGHTLY_MUTATIONS     which patches of mutations/ scripts/mutation-test.sh plants
#                         (default: none; the whole catalogue runs sharded in
#                         .github/workflows/mutations.yml): "all", a shard "i/N", or a
#                         revision: the patches touching files changed since it. Debug
#                         builds, MUTATION_ITERATIONS 5000 unless set.
#   NIGHTLY_UPDATE_BASELINE=1  after a run without regression, make it the new baseline.
#
# Writes results/runs/<date>-<commit>/ (results, compare.txt, compare.md,
# fuzz.log), appends results/history.csv and renders results/report/.
#
# Exit code: the comparison's — 0 no change, 2 regression, 4 improvements
# only — except that a failed fuzz campaign, a benchmark cell that failed
# its correctness check or crashed, or (with NIGHTLY_MUTATIONS) a missed or
# stale mutation, turns 0 and 4 into 1. The last line names which step said what. An unreadable
# baseline is compare's bad input: exit 2, its error on stderr, no
# compare.md. A failing build exits non-zero through set -e.
set -eu

cd "$(dirname "$0")/.."
start=$(date +%s)
baseline=${NIGHTLY_BASELINE:-nightly}

log() { echo "nightly: $*" >&2; }

bash scripts/setup.sh
log "building benchrunner (release)"
swift build -c release --product benchrunner
bin="$(swift build -c release --show-bin-path)"
benchrunner="$bin/benchrunner"

# One folder per night; a second run on the same day and commit gets the time.
commit=$(git rev-parse --short=7 HEAD 2>/dev/null || echo unknown)
run_dir="results/runs/$(date -u +%Y-%m-%d)-$commit"
[ -e "$run_dir" ] && run_dir="$run_dir-$(date -u +%H%M%S)"

log "benchmark -> $run_dir"
bench_status=0
metric_args=${NIGHTLY_METRIC_ARGS:---metric time,instructions --instructions-max-size 10k --instructions-every-size hash-linear,heckel,hunt-szymanski}
compare_args=${NIGHTLY_COMPARE_ARGS:---times-informational}
# shellcheck disable=SC2086  # the *_ARGS are lists of words
"$benchrunner" run --output "$run_dir" $metric_args ${NIGHTLY_BENCH_ARGS:-} || bench_status=$?
if [ ! -f "$run_dir/results.json" ]; then
  log "the benchmark wrote no results (exit $bench_status)"
  [ "$bench_status" -eq 0 ] && bench_status=1
  exit "$bench_status"
fi
[ "$bench_status" -ne 0 ] && log "the benchmark reports failed or crashed cells (exit $bench_status)"

fuzz_status=0
if [ "${NIGHTLY_SKIP_FUZZ:-0}" = 1 ]; then
  log "fuzz campaign skipped (NIGHTLY_SKIP_FUZZ=1)"
else
  # shellcheck disable=SC2206
  fuzz_args=(${NIGHTLY_FUZZ_ARGS:---duration 2m --seed $(date -u +%Y%m%d)})
  log "fuzz campaign: scripts/fuzz.sh ${fuzz_args[*]}"
  scripts/fuzz.sh "${fuzz_args[@]}" > "$run_dir/fuzz.log" 2>&1 || fuzz_status=$?
  if [ "$fuzz_status" -ne 0 ]; then
    log "the fuzz campaign FAILED (exit $fuzz_status); see $run_dir/fuzz.log"
    tail -n 30 "$run_dir/fuzz.log" >&2 || true
  elif [ -f "$run_dir/fuzz.log" ]; then
    tail -n 3 "$run_dir/fuzz.log" >&2
  fi
  # The validator with rule-targeted invalid batches.
  log "validator fuzzing"
  "$bin/fuzzer" validator --seed "$(date -u +%Y%m%d)" --iterations 20000 --output "$run_dir/fuzz" \
    >> "$run_dir/fuzz.log" 2>&1 || fuzz_status=$?
fi

# The planted bugs of mutations/, only when asked for: the whole catalogue is
# one rebuild per patch, which .github/workflows/mutations.yml shards.
mutation_status=0
mutations=${NIGHTLY_MUTATIONS:-}
if [ -n "$mutations" ] && [ "$mutations" != none ]; then
  mutation_env=(MUTATION_CONFIGURATION=debug "MUTATION_ITERATIONS=${MUTATION_ITERATIONS:-5000}" "MUTATION_DIR=.build-mutation")
  case "$mutations" in
    all) ;;
    [0-9]*/[0-9]*) mutation_env+=("MUTATION_SHARD=$mutations") ;;
    *) mutation_env+=("MUTATION_SINCE=$mutations") ;;
  esac
  log "mutation testing (${mutation_env[*]} scripts/mutation-test.sh) -> $run_dir/mutations.md"
  env "${mutation_env[@]}" scripts/mutation-test.sh > "$run_dir/mutations.md" 2> "$run_dir/mutations.log" \
    || mutation_status=$?
  tail -n 1 "$run_dir/mutations.md" >&2 || true
  [ "$mutation_status" -eq 0 ] || log "mutation testing: exit $mutation_status (1: a planted bug missed, 2: a stale patch or bad settings); see $run_dir/mutations.md"
else
  log "mutation testing: not run here (NIGHTLY_MUTATIONS unset); the mutations workflow runs the catalogue"
fi

compare_status=0
if [ -f "results/baselines/$baseline/results.json" ]; then
  log "comparing against baseline '$baseline'"
  # shellcheck disable=SC2086
  "$benchrunner" compare "$baseline" "$run_dir" $compare_args > "$run_dir/compare.txt" \
    || compare_status=$?
  cat "$run_dir/compare.txt"
  if [ -s "$run_dir/compare.txt" ]; then
    # The same comparison as a pull-request style comment (same exit code).
    # shellcheck disable=SC2086
    "$benchrunner" compare "$baseline" "$run_dir" --format markdown $compare_args \
      > "$run_dir/compare.md" || true
  else
    # Bad input (a damaged baseline, no cell in common) also exits 2, but
    # writes nothing on stdout: say which it was.
    log "compare could not read the runs (exit $compare_status); see its error above"
  fi
  case "$compare_status" in
    0 | 2 | 4) ;;
    *) log "compare failed (exit $compare_status)"; exit "$compare_status" ;;
  esac
else
  log "no baseline '$baseline' yet: this run becomes it"
  "$benchrunner" baseline update "$baseline" "$run_dir"
fi

if [ "${NIGHTLY_UPDATE_BASELINE:-0}" = 1 ] && [ "$compare_status" != 2 ] && [ "$bench_status" = 0 ] && [ "$fuzz_status" = 0 ] \
  && [ "$mutation_status" = 0 ]; then
  "$benchrunner" baseline update "$baseline" "$run_dir"
fi

"$benchrunner" history append "$run_dir"
"$benchrunner" report

status=$compare_status
if { [ "$fuzz_status" -ne 0 ] || [ "$bench_status" -ne 0 ] || [ "$mutation_status" -ne 0 ]; } && [ "$status" != 2 ]; then
  status=1
fi
log "finished in $(( $(date +%s) - start ))s: exit $status (compare $compare_status, benchmark $bench_status, fuzz $fuzz_status, mutations $mutation_status); report in results/report/report.md"
exit "$status"
