#!/usr/bin/env bash
# Coverage-guided fuzzing of every algorithm with libFuzzer.
#
#   scripts/fuzz-libfuzzer.sh [CORPUS_DIR] [-- LIBFUZZER_FLAGS...]
#
# Builds the `diff-libfuzzer` product with SwiftPM's fuzzer sanitizer (a
# plain `-Xswiftc -sanitize=fuzzer` links a binary that does not fuzz) into
# .build-fuzz, then runs it on CORPUS_DIR (default: .fuzz-corpus, created and
# seeded if missing). Extra flags go to libFuzzer; the default is
# -max_total_time=60 -max_len=130. Crash inputs land in results/fuzz/libfuzzer/;
# turn one into a JSON repro with `fuzzer replay --bytes FILE`.
set -euo pipefail
cd "$(dirname "$0")/.."

corpus=.fuzz-corpus
if [ $# -gt 0 ] && [ "$1" != "--" ]; then corpus="$1"; shift; fi
if [ $# -gt 0 ] && [ "$1" = "--" ]; then shift; fi
flags=("$@")
[ ${#flags[@]} -eq 0 ] && flags=(-max_total_time=60 -max_len=130)

swift build -c release --sanitize fuzzer --product diff-libfuzzer --scratch-path .build-fuzz
binary=".build-fuzz/release/diff-libfuzzer"

mkdir -p "$corpus" results/fuzz/libfuzzer
if [ -z "$(ls -A "$corpus")" ]; then
    # Seeds: kind byte, source length, then one byte per element.
    printf '\x00\x03\x01\x02\x03\x03\x01\x02' > "$corpus/seed-rotate-int"
    printf '\x02\x04\x01\x01\x02\x01\x01\x42\x01\x02' > "$corpus/seed-duplicates-book"
    printf '\x03\x02\x05\x06\x06\x05' > "$corpus/seed-swap-colliding"
fi

# The Swift backtracer would catch libFuzzer's deadly signals first.
SWIFT_BACKTRACE=enable=no "$binary" "${flags[@]}" \
    -artifact_prefix=results/fuzz/libfuzzer/ -print_final_stats=1 "$corpus"
