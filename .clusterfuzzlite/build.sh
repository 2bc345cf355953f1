#!/bin/bash -eu
# Builds DiffBench's libFuzzer targets into $OUT the way OSS-Fuzz builds Swift
# (run by the base image's `compile`, or locally by scripts/cflite-check.sh).
#
# precompile_swift sets SWIFTFLAGS: -parse-as-library, the static Swift
# standard library (the runner image has no Swift runtime) and the
# fuzzer/address sanitizers (or the coverage flags); SwiftPM also needs
# --sanitize=fuzzer, or it links the executable's own `main` instead of
# libFuzzer's. Only the fuzz products are built (-parse-as-library applies
# to everything built). Next to each binary: NAME_seed_corpus.zip,
# NAME.options and, for text inputs, NAME.dict, from
# .clusterfuzzlite/targets/NAME/.
#
# Release (-O), as grpc-swift and swift-protobuf also build theirs on
# OSS-Fuzz: the sanitizers instrument optimized code as well, DiffBench's
# sources have no assert() that -O would drop (preconditions stay), and
# specialized generics run the same inputs several times faster than -Onone.
. precompile_swift

cd "$SRC/diffbench"
targets=(diff-libfuzzer json-inputs-libfuzzer adapter-protocol-libfuzzer validator-libfuzzer sectioned-libfuzzer)
for target in "${targets[@]}"; do
    # shellcheck disable=SC2086 # SWIFTFLAGS is a list of flags
    swift build -c release --product "$target" --scratch-path "$WORK/swift-build" $SWIFTFLAGS --sanitize=fuzzer
    cp "$WORK/swift-build/release/$target" "$OUT/$target"
    files=".clusterfuzzlite/targets/$target"
    rm -f "$OUT/${target}_seed_corpus.zip"
    (cd "$files/seeds" && zip -q -j "$OUT/${target}_seed_corpus.zip" ./*)
    cp "$files/$target.options" "$OUT/"
    if [ -f "$files/$target.dict" ]; then cp "$files/$target.dict" "$OUT/"; fi
done
