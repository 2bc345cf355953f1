#!/usr/bin/env bash
# Does each libFuzzer target find a planted bug, and does its crash input
# replay? For every target: builds it the ClusterFuzzLite way
# (scripts/cflite-check.sh) with the bug's compile-time flag, fuzzes from
# the seed corpus for at most CFLITE_PLANTED_SECONDS (default 300), and
# replays the crash input: diff-libfuzzer's with `fuzzer replay --bytes`
# (a fuzzer built with the same flag), the others with the target itself.
#
#   scripts/cflite-planted.sh
#
# The bugs (each a `#if DIFFBENCH_PLANTED_BUG_*` block; normal builds never
# contain them): DIFF, hash-linear swapping two matches
# (Sources/FuzzCore/PlantedBugs.swift); JSON, a trap in DiffInput.tripPlantedBug;
# ADAPTER, a trap in the response check; VALIDATOR, R-DEL-MOVE forgotten past
# row 9 (ValidationRun+Operations.swift); SECTIONED, a cross-section move
# between a vanished and a new section losing its update (SectionedDiff.swift).
# Only DIFF trips on a seed; the others take the fuzzer some work.
# Prints target, flag, seconds to the crash, and the replay's verdict; exit 1
# when a bug is not found or its input does not replay.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${CFLITE_PLANTED_SECONDS:-300}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export SWIFT_BACKTRACE=enable=no

# target | flag | how its crash input replays
planted=(
    "diff-libfuzzer|DIFFBENCH_PLANTED_BUG_DIFF|fuzzer replay --bytes"
    "json-inputs-libfuzzer|DIFFBENCH_PLANTED_BUG_JSON|the target on the input"
    "adapter-protocol-libfuzzer|DIFFBENCH_PLANTED_BUG_ADAPTER|the target on the input"
    "validator-libfuzzer|DIFFBENCH_PLANTED_BUG_VALIDATOR|the target on the input"
    "sectioned-libfuzzer|DIFFBENCH_PLANTED_BUG_SECTIONED|the target on the input"
)
status=0
for row in "${planted[@]}"; do
    IFS='|' read -r target flag replay <<<"$row"
    out="$scratch/out-$target"
    CFLITE_BUILD_ONLY=1 CFLITE_OUT="$out" CFLITE_EXTRA_SWIFTFLAGS="-Xswiftc -D$flag" scripts/cflite-check.sh > "$scratch/check.log" 2>&1 \
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
        echo "cflite-planted: $target ($flag): NOT FOUND in ${seconds}s"
        status=1
        continue
    fi
    set +e
    if [ "$target" = diff-libfuzzer ]; then
        # The replay: the property fuzzer, built with the same planted bug.
        swift build --product fuzzer --scratch-path "$scratch/fuzzer-build" -Xswiftc "-D$flag" > "$scratch/build.log" 2>&1 \
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
        echo "cflite-planted: $target ($flag): found in ${elapsed}s; $replay replays it: $failure"
    else
        echo "cflite-planted: $target ($flag): found in ${elapsed}s, but $replay exits $replayed"
        status=1
    fi
done
exit "$status"
