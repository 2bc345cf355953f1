#!/usr/bin/env bash
# Runs the full benchmark: installs libjemalloc-dev if it is missing, builds
# benchrunner in release mode and runs it, passing every argument through.
#
#   scripts/bench.sh                                  # the default run
#   scripts/bench.sh --sizes 1k,10k --algorithms myers,heckel
#
# Results go to results/runs/<date>-<commit>/ (see docs/guides/reading-results.md).
set -eu

cd "$(dirname "$0")/.."

# Installs libjemalloc-dev and pkg-config when missing (apt-get update first).
bash scripts/setup.sh

swift build -c release --product benchrunner
exec "$(swift build -c release --show-bin-path)/benchrunner" "$@"
