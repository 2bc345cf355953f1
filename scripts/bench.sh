#!/usr/bin/env bash
# Runs the full benchmark: installs libjemalloc-dev if it is missing, builds
# benchrunner in release mode and runs it, passing every argument through.
#
#   scripts/bench.sh                                  # the default run
#   scripts/bench.sh --sizes 1k,10k --algorithms myers,heckel
#
# Results go to results/runs/<date>-<commit>/ (see docs/benchmark.md).
set -eu

cd "$(dirname "$0")/.."

if ! pkg-config --exists jemalloc 2>/dev/null; then
    echo "bench.sh: installing libjemalloc-dev (needed to count allocations)" >&2
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO apt-get update
    $SUDO apt-get install -y libjemalloc-dev pkg-config
fi

swift build -c release --product benchrunner
exec "$(swift build -c release --show-bin-path)/benchrunner" "$@"
