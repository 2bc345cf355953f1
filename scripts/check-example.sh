#!/usr/bin/env bash
# Checks Examples/trim-diff, the example of a diff library that tests itself
# with DiffBenchTesting: its tests pass, and its planted-bug variant (the
# PlantedBug trait) fails in both test files with the report a user sees —
# the failing property, the counterexample as Swift, the repro path and the
# call that replays it in process, at the line that ran the check.
set -eu
cd "$(dirname "$0")/../Examples/trim-diff"
log=$(mktemp)
trap 'rm -f "$log"' EXIT

fail() { echo "check-example: $1" >&2; tail -40 "$log" >&2; exit 1; }

swift build --build-tests >"$log" 2>&1 || fail "the example does not build"
swift test --skip-build >"$log" 2>&1 || fail "the example's tests fail"

swift build --build-tests --traits PlantedBug >"$log" 2>&1 || fail "the planted variant does not build"
if swift test --skip-build --traits PlantedBug >"$log" 2>&1; then
    fail "the planted variant's tests pass: DiffBenchTesting missed the planted bug"
fi
for expected in \
    "TrimDiffSwiftTestingTests.swift:9:10" \
    "TrimDiffXCTests.swift:10: error: TrimDiffXCTests.testTrimDiffPassesDiffBenchOnStrings" \
    "DiffBench: trim-diff FAILED rebuilds-target" \
    "let source: [Int] = []" \
    "let target: [String] = [\"a\"]" \
    "// repro: " \
    "// replay it in process: .replay(\"" \
    "on the same check, in place of .run()"; do
    grep -qF -- "$expected" "$log" || fail "the planted variant's report lacks '$expected'"
done
echo "check-example: Examples/trim-diff passes, and its planted bug fails as documented"
