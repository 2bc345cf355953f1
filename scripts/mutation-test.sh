#!/usr/bin/env bash
# Mutation testing: does the fuzzer catch planted bugs?
#
#   scripts/mutation-test.sh                 # every patch in mutations/
#   scripts/mutation-test.sh mutations/005-*.patch   # some of them
#
# Copies the tree (without .build*/.git) to a scratch folder, commits it there as
# a baseline, and for each patch: restores the baseline with `git checkout` (which
# gives every file it rewrites a new modification time, so an incremental build
# recompiles the files the previous patch touched), applies the patch with `git
# apply` (a patch that no longer applies stops the script, exit 2), builds the
# fuzzer into one scratch build folder (so each rebuild is incremental), runs the algorithm
# campaign and then the validator campaign (the other way round for a patch of
# BatchUpdateChecker alone, the stager excepted) with a fixed seed and budget, and
# records the first failure. Prints a table: mutation, caught or MISSED, cases
# needed, the property that caught it.
#
# Environment: MUTATION_ITERATIONS (default 20000 cases), MUTATION_SEED
# (default 1), MUTATION_DIR (default .build-mutation), MUTATION_CONFIGURATION
# (default release; debug rebuilds a patch several times faster and runs the
# same cases, since case i depends only on the seed: the table is the same).
# Exit code: 0 every mutation caught, 1 some missed, 2 a patch or build failed.
set -eu

cd "$(dirname "$0")/.."
root=$(pwd)
iterations=${MUTATION_ITERATIONS:-20000}
seed=${MUTATION_SEED:-1}
work=${MUTATION_DIR:-.build-mutation}
configuration=${MUTATION_CONFIGURATION:-release}
case "$configuration" in debug|release) ;; *) echo "mutation-test: MUTATION_CONFIGURATION must be debug or release" >&2; exit 2;; esac
mkdir -p "$work"
work=$(cd "$work" && pwd)
tree="$work/tree"
build="$work/build"
log() { echo "mutation-test: $*" >&2; }

if [ "$#" -gt 0 ]; then patches=("$@"); else patches=(mutations/*.patch); fi
[ -e "${patches[0]}" ] || { log "no patches in mutations/"; exit 2; }

rows=()
missed=0
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

for patch in "${patches[@]}"; do
    name=$(basename "$patch" .patch)
    # Back to the baseline: files the last patch changed are rewritten (new
    # modification times, so the build sees them), files it added are removed.
    git -C "$tree" checkout -q -- . && git -C "$tree" clean -fdq -e '.build*'
    # Applied, and verified: the reverse patch must apply to the result.
    if ! (cd "$tree" && git apply --check "$root/$patch" 2>"$work/apply.err" && git apply "$root/$patch" \
        && git apply --reverse --check "$root/$patch" 2>>"$work/apply.err"); then
        log "$name: the patch no longer applies:"
        cat "$work/apply.err" >&2
        exit 2
    fi
    log "$name: building ($configuration)"
    if ! (cd "$tree" && swift build -c "$configuration" --product fuzzer --scratch-path "$build" >"$work/build.log" 2>&1); then
        log "$name: the mutated tree does not build (see $work/build.log)"
        tail -20 "$work/build.log" >&2
        exit 2
    fi
    caught="MISSED"; cases="-"; property="-"
    # The validator campaign first for a patch of the validator's rules alone
    # (a full algorithm campaign would come first for nothing).
    files=$(sed -n 's|^+++ b/||p' "$root/$patch")
    targets="algorithms validator"
    if ! echo "$files" | grep -v -q '^Sources/BatchUpdateChecker/' && ! echo "$files" | grep -q 'BatchStager'; then
        targets="validator algorithms"
    fi
    for target in $targets; do
        out="$work/$name-$target.log"
        rm -rf "$work/repros"
        set +e
        (cd "$tree" && "$build/$configuration/fuzzer" --target "$target" --seed "$seed" --iterations "$iterations" \
            --max-size 64 --hang-timeout 10 --output "$work/repros") >"$out" 2>&1
        status=$?
        set -e
        if [ "$status" -ne 0 ]; then
            line=$(grep -m1 '^FAIL ' "$out" || true)
            caught="caught"
            if [ -n "$line" ]; then
                property=$(echo "$line" | awk '{print $2 " " $3}')
                cases=$(echo "$line" | sed -n 's/.*after \([0-9]*\) case.*/\1/p')
            elif [ "$status" -eq 4 ]; then
                # A fault of the harness itself (exit 4) writes no repro by design.
                property="harness error ($target)"
            else
                property="exit $status ($target)"
            fi
            [ "$status" -eq 4 ] || ls "$work/repros"/*.json >/dev/null 2>&1 || property="$property, NO REPRO"
            break
        fi
    done
    [ "$caught" = "caught" ] || missed=$((missed + 1))
    rows+=("$(printf '| %-52s | %-6s | %7s | %s |' "$name" "$caught" "$cases" "$property")")
    log "$name: $caught $cases $property"
done

echo "| mutation | result | cases | caught by |"
echo "|---|---|---:|---|"
printf '%s\n' "${rows[@]}"
echo
echo "$((${#patches[@]} - missed)) of ${#patches[@]} mutations caught (seed $seed, at most $iterations cases each)"
[ "$missed" -eq 0 ]
