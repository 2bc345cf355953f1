#!/usr/bin/env bash
# Speed and coverage of every libFuzzer target, as the closing notes and
# docs/guides/clusterfuzzlite.md describes them:
#
#   - the ClusterFuzzLite build (.clusterfuzzlite/build.sh through
#     scripts/cflite-check.sh: address sanitizer, static runtime) fuzzed for
#     CFLITE_MEASURE_SECONDS (default 600) from its seed corpus: executions
#     per second and the final coverage (libFuzzer's `cov:` edges and `ft:`
#     features);
#   - a release build without the address sanitizer (`swift build -c release
#     --sanitize fuzzer`) fuzzed for CFLITE_MEASURE_PLAIN_SECONDS (default 60)
#     from the same seeds: executions per second and coverage.
#
#   scripts/cflite-measure.sh                  # every target in .clusterfuzzlite/targets
#   scripts/cflite-measure.sh diff-libfuzzer   # some of them
#
# Each run has its own corpus copy, so the runs do not feed each other. Prints
# a Markdown table; the logs stay in CFLITE_MEASURE_LOGS (default: a temp folder).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${CFLITE_MEASURE_SECONDS:-600}
plain_seconds=${CFLITE_MEASURE_PLAIN_SECONDS:-60}
logs=${CFLITE_MEASURE_LOGS:-$(mktemp -d)}
mkdir -p "$logs"
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    for folder in .clusterfuzzlite/targets/*/; do targets+=("$(basename "$folder")"); done
fi
export SWIFT_BACKTRACE=enable=no

echo "cflite-measure: building the ClusterFuzzLite targets (address sanitizer)" >&2
CFLITE_BUILD_ONLY=1 CFLITE_OUT="$logs/asan-out" scripts/cflite-check.sh > "$logs/asan-build.log" 2>&1 \
    || { tail -20 "$logs/asan-build.log" >&2; exit 1; }

# The [libfuzzer] settings of an options file as flags (dict relative to its folder).
options_flags() {
    local file=$1 folder
    folder=$(dirname "$file")
    [ -f "$file" ] || return 0
    sed -n '/^\[libfuzzer\]/,/^\[/p' "$file" | grep -E '^[a-z_]+ *=' \
        | sed -E 's/^([a-z_]+) *= *(.*)$/-\1=\2/; s|^-dict=|-dict='"$folder"'/|'
}

# fuzz BINARY OPTIONS SECONDS NAME: prints "exec/s|cov|ft|peak RSS".
fuzz() {
    local binary=$1 options=$2 duration=$3 name=$4 corpus flags
    corpus="$logs/corpus-$name"
    rm -rf "$corpus" && mkdir -p "$corpus"
    cp .clusterfuzzlite/targets/"${name%%.*}"/seeds/* "$corpus"/
    mapfile -t flags < <(options_flags "$options")
    "$binary" "${flags[@]}" -max_total_time="$duration" -print_final_stats=1 \
        -artifact_prefix="$logs/artifact-$name-" "$corpus" > "$logs/$name.log" 2>&1 || true
    local rate cov ft rss
    rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$logs/$name.log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$logs/$name.log" | tail -1)
    cov=$(grep -oE 'cov: [0-9]+' "$logs/$name.log" | tail -1 | cut -d' ' -f2)
    ft=$(grep -oE 'ft: [0-9]+' "$logs/$name.log" | tail -1 | cut -d' ' -f2)
    if ls "$logs/artifact-$name-"* > /dev/null 2>&1; then rate="$rate (stopped: $(basename "$(ls "$logs/artifact-$name-"* | head -1)"))"; fi
    echo "${rate:-?}|${cov:-?}|${ft:-?}|${rss:-?} MB"
}

echo "| target | ASan exec/s | ASan cov · ft after ${seconds} s | ASan peak RSS | plain exec/s | plain cov · ft after ${plain_seconds} s | plain peak RSS |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for target in "${targets[@]}"; do
    echo "cflite-measure: $target, ASan, ${seconds} s" >&2
    IFS="|" read -r asan_rate asan_cov asan_ft asan_rss < <(fuzz "$logs/asan-out/$target" "$logs/asan-out/$target.options" "$seconds" "$target.asan")
    echo "cflite-measure: $target, release without ASan, ${plain_seconds} s" >&2
    swift build -c release --sanitize fuzzer --product "$target" --scratch-path .build-fuzz > "$logs/plain-build-$target.log" 2>&1 \
        || { tail -20 "$logs/plain-build-$target.log" >&2; exit 1; }
    IFS="|" read -r plain_rate plain_cov plain_ft plain_rss < <(fuzz ".build-fuzz/release/$target" \
        ".clusterfuzzlite/targets/$target/$target.options" "$plain_seconds" "$target.plain")
    echo "| \`$target\` | $asan_rate | $asan_cov · $asan_ft | $asan_rss | $plain_rate | $plain_cov · $plain_ft | $plain_rss |"
done
echo "cflite-measure: logs in $logs" >&2
