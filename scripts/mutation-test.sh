#!/usr/bin/env bash
# Mutation testing: does the judge catch bugs planted in it?
#
#   scripts/mutation-test.sh                          # the whole catalogue, mutations/*.patch
#   scripts/mutation-test.sh mutations/005-*.patch    # some of it
#   MUTATION_SHARD=2/8 scripts/mutation-test.sh        # every 8th patch, from the 2nd (a CI matrix)
#   MUTATION_SINCE=origin/main scripts/mutation-test.sh   # the patches a change touched
#   MUTATION_BUILD_ONLY=1 scripts/mutation-test.sh     # does every patch still apply and build?
#
# Each patch in mutations/ is one realistic bug. Its header (the lines before
# `diff --git`, which `git apply` ignores) says what it is and what it covers:
#
#   Mutation: <the bug, one sentence>
#   Covers: <the catalogue entry: a rule id, an entry point's check, a policy>
#   Equivalent: <why no oracle can observe it>       (only for such a patch)
#   Unit-tests-only: <why no campaign can run it>    (only for such a patch)
#
# A `Unit-tests-only:` patch plants a bug in code no campaign runs (the
# DiffBenchTesting library: the fuzzer does not link it). No campaign runs
# for it; the unit tests of the patched modules do, even without
# MUTATION_UNIT_TESTS (after passing on the unmutated tree), and it is caught
# by them or MISSED.
#
# The tree (without .build*/.git) is copied to a scratch folder and committed
# there as a baseline. For each patch: the baseline is restored with `git
# checkout` (rewritten files get new modification times, so the incremental
# build recompiles what the previous patch touched), the patch is applied and
# checked (its reverse must apply), and the fuzzer is built into one scratch
# build folder. Then the fuzzer's campaigns run with a fixed seed and budget,
# the one the patch's files concern first, until one catches the bug:
#
#   algorithms   every flat property of every algorithm (and sectioned cases)
#   sectioned    sectioned diffs with the whole budget
#   streams      list-update policies over random streams of snapshots
#   validator    rule-targeted batches against the checker
#   adapter-batch, adapter-difference, adapter-stages
#                the fixture adapter (Tests/FuzzerTests/Fixtures) answering
#                correctly in each wire format, through the adapter campaign
#   kit-difference, kit-batch
#                the Swift example adapters (stdlib-adapter, hash-linear-adapter),
#                built on the DiffBenchAdapter kit, through the adapter campaign
#
# With MUTATION_EVERY_CAMPAIGN=1 every campaign runs for every patch (the
# table then names each campaign that caught it). With MUTATION_UNIT_TESTS=1
# the unit tests (`swift test`) run on every mutated tree as well, and a
# column says which test failed first: the fuzzer and the tests are reported
# separately. MUTATION_UNIT_TESTS=only runs the tests without the campaigns.
# The unmutated tree's tests must pass first. Then, per patch, the test
# targets of the patched modules run first (Sources/X → Tests/XTests), and
# the other targets only when those pass.
#
# Results survive an interrupt: each patch's row is kept under
# $MUTATION_DIR/rows, keyed by the code it was built from (Sources,
# Package.swift, Examples, the fixture adapter; all of Tests with the unit
# tests), the patch and the settings, and a rerun on the same code reuses it.
#
# A patch that no longer applies, or whose mutated tree no longer builds, is
# STALE: it gets a row of its own naming the first error (the build log is
# kept as $MUTATION_DIR/<patch>-build.log) and the run goes on.
#
# MUTATION_SHARD=i/N keeps the patches whose place in the list (1, 2, ...) is
# i modulo N, so N jobs split the catalogue evenly. MUTATION_SINCE=REV keeps
# the patches whose patched files differ between the working tree and where
# it forked from REV (git merge-base),
# and the patches that changed themselves. MUTATION_BUILD_ONLY=1 applies and
# compiles the targets each patch changes and runs nothing (default
# configuration then: debug); an interface change that breaks a dependent
# module shows only when the patch is planted.
#
# Environment: MUTATION_ITERATIONS (default 20000 cases per campaign),
# MUTATION_ADAPTER_ITERATIONS (default 2000), MUTATION_SEED (default 1),
# MUTATION_DIR (default .build-mutation), MUTATION_CONFIGURATION (default
# release; debug rebuilds a patch several times faster and runs the same
# cases, since case i depends only on the seed: the table is the same),
# MUTATION_EVERY_CAMPAIGN, MUTATION_UNIT_TESTS, MUTATION_TEST_TIMEOUT (default
# 900 seconds for each `swift test`), MUTATION_ROWS (default
# $MUTATION_DIR/rows: two runs over parts of the catalogue, each with its own
# MUTATION_DIR, can share one, and a last run over the whole catalogue then
# only prints the table).
# Exit code: 0 every mutation caught by the fuzzer (a Unit-tests-only one by
# its unit tests) or listed as equivalent
# (with MUTATION_BUILD_ONLY=1: every patch applies and builds), 1 some missed,
# 2 none missed but some stale, or bad settings, 130 interrupted.
set -eu
# One compound command, read whole before it runs: editing this file during a
# run cannot change the run.
{
caller=$(pwd)
cd "$(dirname "$0")/.."
root=$(pwd)
iterations=${MUTATION_ITERATIONS:-20000}
adapter_iterations=${MUTATION_ADAPTER_ITERATIONS:-2000}
seed=${MUTATION_SEED:-1}
work=${MUTATION_DIR:-.build-mutation}
build_only=${MUTATION_BUILD_ONLY:-0}
case "$build_only" in 0|1) ;; *) echo "mutation-test: MUTATION_BUILD_ONLY must be 0 or 1" >&2; exit 2;; esac
if [ "$build_only" = 1 ]; then configuration=${MUTATION_CONFIGURATION:-debug}; else configuration=${MUTATION_CONFIGURATION:-release}; fi
shard=${MUTATION_SHARD:-}
since=${MUTATION_SINCE:-}
every_campaign=${MUTATION_EVERY_CAMPAIGN:-0}
unit_tests=${MUTATION_UNIT_TESTS:-0}
test_timeout=${MUTATION_TEST_TIMEOUT:-900}
case "$unit_tests" in 0|1|only) ;; *) echo "mutation-test: MUTATION_UNIT_TESTS must be 0, 1 or only" >&2; exit 2;; esac
log() { echo "mutation-test: $*" >&2; }
case "$configuration" in debug|release) ;; *) log "MUTATION_CONFIGURATION must be debug or release"; exit 2;; esac
for number in "$iterations" "$adapter_iterations" "$seed" "$test_timeout"; do
    case "$number" in ''|*[!0-9]*) log "MUTATION_ITERATIONS, MUTATION_ADAPTER_ITERATIONS, MUTATION_SEED and MUTATION_TEST_TIMEOUT must be whole numbers (got '$number')"; exit 2;; esac
done
trap 'log "interrupted: the rows finished so far are kept"; exit 130' INT TERM
mkdir -p "$work"
work=$(cd "$work" && pwd)
rows=${MUTATION_ROWS:-$work/rows}
mkdir -p "$rows"
rows=$(cd "$rows" && pwd)
tree="$work/tree"
build="$work/build"

# Patches by absolute path: PATCH arguments are relative to the caller's folder.
if [ "$#" -gt 0 ]; then
    patches=()
    for patch in "$@"; do
        case "$patch" in /*) patches+=("$patch");; *) patches+=("$caller/$patch");; esac
        [ -f "${patches[-1]}" ] || { log "no such patch: $patch"; exit 2; }
    done
else
    patches=("$root"/mutations/*.patch)
    [ -e "${patches[0]}" ] || { log "no patches in mutations/"; exit 2; }
fi
if [ -n "$shard" ]; then
    case "$shard" in [0-9]*/[0-9]*) ;; *) log "MUTATION_SHARD must be i/N (got '$shard')"; exit 2;; esac
    shard_index=${shard%/*}; shard_count=${shard#*/}
    case "$shard_index$shard_count" in *[!0-9]*) log "MUTATION_SHARD must be i/N (got '$shard')"; exit 2;; esac
    if [ "$shard_count" -lt 1 ] || [ "$shard_index" -lt 1 ] || [ "$shard_index" -gt "$shard_count" ]; then
        log "MUTATION_SHARD must be i/N with 1 <= i <= N (got '$shard')"; exit 2
    fi
    kept=(); place=0
    for patch in "${patches[@]}"; do
        place=$((place + 1))
        [ $(( (place - 1) % shard_count + 1 )) -ne "$shard_index" ] || kept+=("$patch")
    done
    patches=("${kept[@]}")
fi
if [ -n "$since" ]; then
    fork=$(git merge-base "$since" HEAD 2>/dev/null) || { log "MUTATION_SINCE: '$since' is not a revision git knows"; exit 2; }
    changed=$(git diff --name-only "$fork" --)
    kept=()
    for patch in "${patches[@]}"; do
        if echo "$changed" | grep -qxF "${patch#"$root"/}" \
            || sed -n 's|^+++ b/||p' "$patch" | grep -qxF -f <(echo "$changed"); then
            kept+=("$patch")
        fi
    done
    patches=("${kept[@]}")
fi
if [ "${#patches[@]}" -eq 0 ]; then
    log "no patch selected${since:+ (none touches a file changed since $since)}"
    echo "0 patches selected"
    exit 0
fi
log "${#patches[@]} patch(es)${shard:+, shard $shard}${since:+, touching files changed since $since}"

# The baseline: a copy of the working tree committed in a repository of its own
# (`git apply` inside another repository's subfolder silently skips every path
# outside that subfolder). Extracted with new modification times (`-m`), so the
# first build recompiles everything: a file an earlier run left mutated in the
# build folder cannot look up to date.
rm -rf "$tree" && mkdir -p "$tree"
(cd "$root" && tar cf - --exclude='./.build*' --exclude=./.git --exclude=./results/fuzz .) | (cd "$tree" && tar xmf -)
git -C "$tree" init -q
git -C "$tree" add -A
git -C "$tree" -c user.name=mutation-test -c user.email=mutation-test@localhost commit -qm baseline
# What a row depends on: the code the fuzzer and the adapters are built from
# (and the tests, when they run), not the docs or the catalogue's other patches.
inputs="HEAD:Sources HEAD:Package.swift HEAD:Examples HEAD:Tests/FuzzerTests/Fixtures"
[ "$unit_tests" = 0 ] || inputs="$inputs HEAD:Tests"
# shellcheck disable=SC2086
baseline=$(git -C "$tree" rev-parse $inputs | sha1sum | cut -c1-40)
# A unit-tests-only patch's row depends on the tests as well.
tests_input=$(git -C "$tree" rev-parse HEAD:Tests)
settings="$configuration $iterations $adapter_iterations $seed $every_campaign $unit_tests $build_only"

# patched_targets FILES: the package targets whose sources FILES patch.
patched_targets() {
    echo "$1" | sed -n 's|^Sources/Algorithms/.*|DiffAlgorithms|p; s|^Sources/\([^/]*\)/.*|\1|p; s|^Examples/\([^/]*\)/.*|\1|p' \
        | grep -vx 'Algorithms' | sort -u
}

# build LOG FILES: builds the mutated tree; with the unit tests, the tests
# too; with MUTATION_BUILD_ONLY=1, only the targets FILES patch (and what
# they depend on) when FILES are all in Sources/ or Examples/.
build() {
    local target
    (cd "$tree" && if [ "$build_only" = 1 ] && ! echo "$2" | grep -qv '^Sources/\|^Examples/'; then
        for target in $(patched_targets "$2"); do
            swift build -c "$configuration" --target "$target" --scratch-path "$build" || exit; done
    elif [ "$unit_tests" = 0 ] && [ -z "$unit_only" ]; then
        for product in fuzzer stdlib-adapter hash-linear-adapter; do
            swift build -c "$configuration" --product "$product" --scratch-path "$build" || exit; done
    else
        swift build -c "$configuration" --build-tests --scratch-path "$build"
    fi) >"$1" 2>&1
}

# test_targets FILES: the test targets of the modules FILES patch, as a
# `swift test --filter` pattern ("" when none has one).
test_targets() {
    local dir target targets=()
    for dir in $(echo "$1" | sed -n 's|^Sources/\([^/]*\)/.*|\1|p; s|^Examples/.*|DiffBenchAdapter|p' | sort -u); do
        case "$dir" in
            Algorithms) target=DiffAlgorithmsTests ;;
            DiffBenchWorkloads) target=WorkloadsTests ;;
            AdapterProtocol) target=AdapterHostTests ;;
            FuzzCore|Fuzzer|FuzzTargetSupport|*LibFuzzer) target=FuzzerTests ;;
            *) target=${dir}Tests ;;
        esac
        [ -d "$tree/Tests/$target" ] && targets+=("$target")
    done
    [ ${#targets[@]} -gt 0 ] || return 0
    local IFS='|'
    echo "^(${targets[*]})\\."
}

# run_tests LOG [swift test options]: the unit tests' exit status, 124 when
# they are still running after MUTATION_TEST_TIMEOUT seconds (a planted hang).
run_tests() {
    local out=$1; shift
    (cd "$tree" && timeout --kill-after=30 "$test_timeout" \
        swift test -c "$configuration" --skip-build --scratch-path "$build" "$@") >>"$out" 2>&1
}

# stale_row KEY NAME COVERS REASON ROW_FILE: records a patch that no longer
# applies or builds.
stale_row() {
    printf '%s\n%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "STALE" "-" "$4" "-" >"$5"
    log "$2: STALE, $4"
}

# header FIELD PATCH: the value of a `Field:` line before the first `diff --git`.
header() { sed -n "/^diff --git/q; s/^$1: *//p" "$2" | head -1; }

# The campaigns in the order worth trying for a patch of these files.
campaigns_for() {
    local files=$1
    local adapters="adapter-batch adapter-difference adapter-stages kit-difference kit-batch"
    if ! echo "$files" | grep -v -q '^Sources/BatchUpdateChecker/Streams/'; then
        # Only the streams campaign runs the stream model.
        echo "streams"
    elif echo "$files" | grep -q '^Sources/BatchUpdateChecker/Streams/'; then
        echo "streams validator algorithms sectioned"
    elif echo "$files" | grep -q '^Sources/DiffBenchAdapter/'; then
        echo "kit-difference kit-batch adapter-batch algorithms"
    elif echo "$files" | grep -q '^Sources/AdapterHost/\|Adapter'; then
        echo "$adapters algorithms sectioned validator"
    elif echo "$files" | grep -q 'Sectioned'; then
        echo "sectioned algorithms validator $adapters"
    elif ! echo "$files" | grep -v -q '^Sources/BatchUpdateChecker/\(Validation\|OperationSide\|Hazards\|Messages\|BatchDocument\|ReloadExpansion\|SectionMap\)'; then
        echo "validator algorithms sectioned streams $adapters"
    else
        echo "algorithms validator sectioned $adapters streams"
    fi
}

# run_campaign NAME LOG: runs one campaign on the mutated tree; its exit status.
run_campaign() {
    local options
    case "$1" in
        algorithms|validator) options=("$1" --iterations "$iterations" --max-size 64 --hang-timeout 10) ;;
        sectioned|streams) options=("$1" --iterations "$iterations") ;;
        adapter-*) options=(adapter "python3 Tests/FuzzerTests/Fixtures/faulty_adapter.py correct --format ${1#adapter-}"
                            --iterations "$adapter_iterations" --max-size 64 --hang-timeout 10) ;;
        kit-difference) options=(adapter "$build/$configuration/stdlib-adapter"
                                 --iterations "$adapter_iterations" --max-size 64 --hang-timeout 10) ;;
        kit-batch) options=(adapter "$build/$configuration/hash-linear-adapter"
                            --iterations "$adapter_iterations" --max-size 64 --hang-timeout 10) ;;
    esac
    rm -rf "$work/repros"
    (cd "$tree" && "$build/$configuration/fuzzer" "${options[@]}" --seed "$seed" --output "$work/repros") >"$2" 2>&1
}

# caught_by STATUS LOG CAMPAIGN: "property|cases" from a failed campaign's log.
caught_by() {
    local line property cases
    line=$(grep -m1 '^FAIL ' "$2" || true)
    if [ -n "$line" ]; then
        property="$3: $(echo "$line" | awk '{print $2 " " $3}')"
        cases=$(echo "$line" | sed -n 's/.*after \([0-9]*\) case.*/\1/p')
    elif [ "$1" -eq 4 ]; then
        property="$3: harness error"; cases="-"
    elif [ "$1" -eq 3 ]; then
        property="$3: inconclusive ($(grep -m1 -o 'inconclusive.*' "$2" | cut -c1-80))"; cases="-"
    else
        property="$3: exit $1"; cases="-"
    fi
    if [ "$1" -eq 1 ] && ! ls "$work/repros"/*.json >/dev/null 2>&1; then property="$property, NO REPRO"; fi
    echo "$property|${cases:--}"
}

# first_failing_test LOG: the first test `swift test` reports failing.
first_failing_test() {
    local name
    name=$(grep -m1 -o 'Test [a-zA-Z0-9_]*([a-zA-Z0-9_:]*) recorded an issue\|Test "[^"]*" recorded an issue' "$1" | sed 's/ recorded an issue//; s/^Test //' || true)
    [ -n "$name" ] || name=$(grep -m1 -o "Test Case '[^']*' failed" "$1" | sed "s/Test Case '//; s/' failed//" || true)
    [ -n "$name" ] || name=$(grep -m1 -o 'error: .*' "$1" | cut -c1-60 || true)
    echo "${name:-failed}"
}

baseline_tested=0
# The test filters a unit-tests-only patch ran on the unmutated tree, one a line.
baseline_filters=""
unit_only=""
for patch in "${patches[@]}"; do
    name=$(basename "$patch" .patch)
    unit_only=$(header Unit-tests-only "$patch")
    key=$(printf '%s %s %s ' "$baseline" "$settings" "${unit_only:+$tests_input}" | cat - "$patch" | sha1sum | cut -c1-16)
    row_file="$rows/$name"
    if [ -f "$row_file" ] && [ "$(head -1 "$row_file")" = "$key" ]; then
        log "$name: kept from an earlier run of this tree"
        continue
    fi
    covers=$(header Covers "$patch"); equivalent=$(header Equivalent "$patch")
    [ -n "$covers" ] || { log "$name: the patch has no 'Covers:' line"; exit 2; }
    if [ "$unit_tests" != 0 ] && [ "$baseline_tested" = 0 ]; then
        # A test that fails without a mutation would credit every patch.
        log "the unmutated tree's unit tests ($configuration)"
        git -C "$tree" checkout -q -- . && git -C "$tree" clean -fdq -e '.build*'
        : >"$work/baseline-tests.log"
        if ! build "$work/baseline-tests.log" "" || ! run_tests "$work/baseline-tests.log"; then
            log "the unit tests fail without a mutation: $(first_failing_test "$work/baseline-tests.log") (see $work/baseline-tests.log)"
            exit 2
        fi
        baseline_tested=1
    fi
    related=$(test_targets "$(sed -n 's|^+++ b/||p' "$patch")")
    if [ -n "$unit_only" ] && [ "$unit_tests" = 0 ] && [ "$build_only" = 0 ] \
        && ! echo "$baseline_filters" | grep -qxF -- "filter:$related"; then
        log "the unmutated tree's unit tests ${related:-(all)} ($configuration), for $name"
        git -C "$tree" checkout -q -- . && git -C "$tree" clean -fdq -e '.build*'
        : >"$work/baseline-tests.log"
        if ! build "$work/baseline-tests.log" "" || ! run_tests "$work/baseline-tests.log" ${related:+--filter "$related"}; then
            log "the unit tests fail without a mutation: $(first_failing_test "$work/baseline-tests.log") (see $work/baseline-tests.log)"
            exit 2
        fi
        baseline_filters=$(printf '%s\nfilter:%s' "$baseline_filters" "$related")
    fi
    git -C "$tree" checkout -q -- . && git -C "$tree" clean -fdq -e '.build*'
    # A patch that no longer applies or builds is stale: its own row, and on
    # to the next patch.
    if ! (cd "$tree" && git apply --check "$patch" 2>"$work/apply.err" && git apply "$patch" \
        && git apply --reverse --check "$patch" 2>>"$work/apply.err"); then
        reason="does not apply: $(grep -m1 'error:' "$work/apply.err" | sed 's/^error: *//' | cut -c1-100)"
        stale_row "$key" "$name" "$covers" "$reason" "$row_file"
        continue
    fi
    files=$(sed -n 's|^+++ b/||p' "$patch")
    log "$name: building ($configuration)"
    if ! build "$work/build.log" "$files"; then
        cp "$work/build.log" "$work/$name-build.log"
        reason="does not build: $(grep -m1 ': error: ' "$work/build.log" | sed "s|^$tree/||" | cut -c1-140)"
        stale_row "$key" "$name" "$covers" "$reason" "$row_file"
        continue
    fi
    fuzzer="MISSED"; cases="-"; property="-"
    campaigns=$(campaigns_for "$files")
    if [ "$unit_tests" = only ] || [ "$build_only" = 1 ]; then fuzzer="-"; campaigns=""; fi
    [ -z "$unit_only" ] || campaigns=""
    [ "$build_only" = 0 ] || fuzzer="builds"
    for campaign in $campaigns; do
        out="$work/$name-$campaign.log"
        set +e
        run_campaign "$campaign" "$out"
        status=$?
        set -e
        [ "$status" -ne 130 ] || { log "interrupted"; exit 130; }
        if [ "$status" -eq 2 ]; then
            log "$name: the $campaign campaign refused its options (see $out):"
            tail -3 "$out" >&2
            exit 2
        fi
        if [ "$status" -ne 0 ]; then
            found=$(caught_by "$status" "$out" "$campaign")
            if [ "$fuzzer" = "MISSED" ]; then
                fuzzer="caught"; property=${found%|*}; cases=${found#*|}
            else
                property="$property; ${found%|*}"
            fi
            [ "$every_campaign" = 1 ] || break
        fi
    done
    tests="-"
    if { [ "$unit_tests" != 0 ] || [ -n "$unit_only" ]; } && [ "$build_only" = 0 ]; then
        log "$name: unit tests"
        tests_log="$work/$name-tests.log"
        : >"$tests_log"
        related=$(test_targets "$files")
        set +e
        if [ -n "$related" ]; then
            run_tests "$tests_log" --filter "$related"
            status=$?
            # Without MUTATION_UNIT_TESTS, a unit-tests-only patch runs its
            # modules' tests alone (the others passed unmutated only with it).
            if [ "$status" -eq 0 ] && { [ "$unit_tests" != 0 ] || [ -z "$unit_only" ]; }; then
                run_tests "$tests_log" --skip "$related"; status=$?
            fi
        else
            run_tests "$tests_log"
            status=$?
        fi
        set -e
        [ "$status" -ne 130 ] || { log "interrupted"; exit 130; }
        if [ "$status" -eq 0 ]; then
            tests="missed"
        elif [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
            tests="caught: still running after $test_timeout s (hang)"
        else
            tests="caught: $(first_failing_test "$tests_log")"
        fi
    fi
    if [ -n "$unit_only" ] && [ "$unit_tests" != only ] && [ "$build_only" = 0 ]; then
        case "$tests" in caught*) fuzzer="unit tests only";; *) fuzzer="MISSED";; esac
        # Without the tests column, the tests' verdict is the row's.
        [ "$unit_tests" != 0 ] || property="unit tests: ${tests#caught: }"
    fi
    if [ -n "$equivalent" ] && [ "$unit_tests" != only ] && [ "$build_only" = 0 ]; then
        [ "$fuzzer" = "MISSED" ] && fuzzer="equivalent" || fuzzer="caught (listed equivalent)"
    fi
    printf '%s\n%s\t%s\t%s\t%s\t%s\t%s\n' "$key" "$name" "$covers" "$fuzzer" "$cases" "$property" "$tests" >"$row_file"
    log "$name: $fuzzer $cases $property$([ "$unit_tests" = 0 ] || echo " · tests $tests")"
done

missed=0; equivalent=0; tests_caught=0; tests_only=0; stale=()
if [ "$build_only" = 1 ]; then
    echo "| mutation | covers | status | | first error |"
    echo "|---|---|---|---:|---|"
elif [ "$unit_tests" != 0 ]; then
    echo "| mutation | covers | fuzzer | cases | caught by | unit tests |"
    echo "|---|---|---|---:|---|---|"
else
    echo "| mutation | covers | fuzzer | cases | caught by |"
    echo "|---|---|---|---:|---|"
fi
for patch in "${patches[@]}"; do
    IFS=$'\t' read -r name covers fuzzer cases property tests < <(sed -n 2p "$rows/$(basename "$patch" .patch)")
    case "$fuzzer" in
        MISSED) missed=$((missed + 1));; equivalent) equivalent=$((equivalent + 1));; STALE) stale+=("$name");;
        "unit tests only") tests_only=$((tests_only + 1));;
    esac
    case "$tests" in caught*) tests_caught=$((tests_caught + 1));; esac
    if [ "$unit_tests" != 0 ] && [ "$build_only" = 0 ]; then
        echo "| $name | $covers | $fuzzer | $cases | $property | $tests |"
    else
        echo "| $name | $covers | $fuzzer | $cases | $property |"
    fi
done
echo
stale_note=""
[ "${#stale[@]}" -eq 0 ] || stale_note=", ${#stale[@]} STALE (${stale[*]})"
if [ "$build_only" = 1 ]; then
    echo "$((${#patches[@]} - ${#stale[@]})) of ${#patches[@]} patches apply and build ($configuration)$stale_note"
    [ "${#stale[@]}" -eq 0 ] || exit 2
    exit 0
fi
if [ "$unit_tests" != 0 ]; then
    echo "$tests_caught of ${#patches[@]} mutations caught by the unit tests ($configuration)$stale_note"
fi
# The exit status is the fuzzer's: without campaigns, only a failure is one.
if [ "$unit_tests" = only ]; then
    [ "${#stale[@]}" -eq 0 ] || exit 2
    exit 0
fi
echo "$((${#patches[@]} - missed - equivalent - tests_only - ${#stale[@]})) of ${#patches[@]} mutations caught by the fuzzer, $tests_only by the unit tests only, $equivalent equivalent, $missed missed$stale_note (seed $seed, at most $iterations cases per campaign, $adapter_iterations through the adapter)"
[ "$missed" -eq 0 ] || exit 1
[ "${#stale[@]}" -eq 0 ] || exit 2
exit 0
}
