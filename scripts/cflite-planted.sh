#!/usr/bin/env bash
# Does each libFuzzer target find a planted bug, and does its crash input
# replay? For every target: plants its bug (.clusterfuzzlite/planted/TARGET.patch)
# into a scratch copy of the tree, builds the target there the ClusterFuzzLite
# way (that copy's scripts/cflite-check.sh), fuzzes from the seed corpus for
# at most CFLITE_PLANTED_SECONDS (default 300), and replays the crash input:
# diff-libfuzzer's with `fuzzer replay --bytes` (a fuzzer built from the same
# planted copy), the others with the target itself.
#
#   scripts/cflite-planted.sh                   # every target
#   scripts/cflite-planted.sh diff-libfuzzer …  # some of them
#
# The bugs live only in those patches, never in Sources/ (scripts/check-planted.sh
# fails if a planted switch comes back): diff-libfuzzer, hash-linear swapping
# two matches (a new Sources/FuzzCore/PlantedBugs.swift); json-inputs-libfuzzer,
# a trap in the JSON input decoder; adapter-protocol-libfuzzer, a trap in the
# response check; validator-libfuzzer, R-DEL-MOVE forgotten past row 9
# (ValidationRun+Operations.swift); sectioned-libfuzzer, a cross-section move
# between a vanished and a new section losing its update (SectionedDiff.swift).
# Only diff-libfuzzer's trips on a seed; the others take the fuzzer some work.
#
# The copy is made once, as scripts/mutation-test.sh makes its own (tar
# without .build*/.git, committed in a repository of its own), and restored
# with `git checkout` before each patch; the targets share one build folder,
# so each planted build recompiles only what its patch touched.
# Prints target, patch, seconds to the crash, and the replay's verdict; exit 1
# when a bug is not found, its input does not replay, or a patch does not
# apply (regenerate it against the current code).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
seconds=${CFLITE_PLANTED_SECONDS:-300}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export SWIFT_BACKTRACE=enable=no

# target | how its crash input replays
planted=(
    "diff-libfuzzer|fuzzer replay --bytes"
    "json-inputs-libfuzzer|the target on the input"
    "adapter-protocol-libfuzzer|the target on the input"
    "validator-libfuzzer|the target on the input"
    "sectioned-libfuzzer|the target on the input"
)
for wanted in "$@"; do
    printf '%s\n' "${planted[@]}" | grep -q "^$wanted|" \
        || { echo "cflite-planted: no planted bug for target '$wanted'" >&2; exit 2; }
done

tree="$scratch/tree"
mkdir -p "$tree"
(cd "$root" && tar cf - --exclude='./.build*' --exclude=./.git --exclude=./results/fuzz .) | (cd "$tree" && tar xmf -)
git -C "$tree" init -q
git -C "$tree" add -A
git -C "$tree" -c user.name=cflite-planted -c user.email=cflite-planted@localhost commit -qm baseline

status=0
for row in "${planted[@]}"; do
    IFS='|' read -r target replay <<<"$row"
    if [ "$#" -gt 0 ] && ! printf '%s\n' "$@" | grep -qxF "$target"; then continue; fi
    patch=".clusterfuzzlite/planted/$target.patch"
    git -C "$tree" checkout -q -- . && git -C "$tree" clean -fdq -e '.build*'
    (cd "$tree" && git apply --check "$patch" 2>"$scratch/apply.log" && git apply "$patch") \
        || { cat "$scratch/apply.log" >&2; echo "cflite-planted: $target: $patch does not apply" >&2; exit 1; }
    out="$scratch/out-$target"
    CFLITE_BUILD_ONLY=1 CFLITE_OUT="$out" CFLITE_WORK="$scratch/cflite-work" "$tree/scripts/cflite-check.sh" > "$scratch/check.log" 2>&1 \
        || { cat "$scratch/check.log" >&2; echo "cflite-planted: $target: the planted build fails" >&2; exit 1; }
    corpus="$scratch/corpus-$target" artifacts="$scratch/artifacts-$target/"
    mkdir -p "$corpus" "$artifacts"
    unzip -q "$out/${target}_seed_corpus.zip" -d "$corpus"
    start=$(date +%s)
    set +e
    "$out/$target" -max_total_time="$seconds" -artifact_prefix="$artifacts" "$corpus" > "$scratch/fuzz.log" 2>&1
    set -e
    elapsed=$(($(date +%s) - start))
    crash=$(ls "$artifacts"crash-* 2>/dev/null | head -1 || true)
    if [ -z "$crash" ]; then
        echo "cflite-planted: $target ($patch): NOT FOUND in ${seconds}s"
        status=1
        continue
    fi
    set +e
    if [ "$target" = diff-libfuzzer ]; then
        # The replay: the property fuzzer, built from the same planted copy.
        (cd "$tree" && swift build --product fuzzer --scratch-path "$scratch/fuzzer-build") > "$scratch/build.log" 2>&1 \
            || { tail -20 "$scratch/build.log" >&2; exit 1; }
        "$scratch/fuzzer-build/debug/fuzzer" replay --bytes "$crash" > "$scratch/replay.log" 2>&1
        replayed=$?
    else
        # The target's own replay: libFuzzer runs the one input, which must crash again.
        "$out/$target" -artifact_prefix="$scratch/replay-" "$crash" > "$scratch/replay.log" 2>&1
        replayed=$(($? != 0))
    fi
    set -e
    failure=$(grep -m1 -E 'FAIL|Fatal error|ERROR: libFuzzer' "$scratch/replay.log" | sed 's/^ *//' || true)
    if [ "$replayed" -eq 1 ]; then
        echo "cflite-planted: $target ($patch): found in ${elapsed}s; $replay replays it: $failure"
    else
        echo "cflite-planted: $target ($patch): found in ${elapsed}s, but $replay exits $replayed"
        status=1
    fi
done
exit "$status"
