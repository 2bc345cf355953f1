#!/usr/bin/env bash
# Runs a fuzzing campaign (by default over every algorithm) with a release build.
#
#   scripts/fuzz.sh [SUBCOMMAND] [FUZZER_OPTIONS...]
#
# Defaults: --seed 1 --iterations 200000, and the fuzzer's own --max-size 64
# (about 1.5 min on one core); any of them given on the command line wins, e.g.
#
#   scripts/fuzz.sh --duration 10m --seed 7      # or --duration=10m: both spellings
#   scripts/fuzz.sh --algorithms myers,heckel --keep-going
#   scripts/fuzz.sh --iterations 10000000 --shard 3/8      # one CI matrix job
#   scripts/fuzz.sh validator --iterations 20000            # another campaign
#
# Prints a per-algorithm × property summary; on a failure prints the shrunk
# JSON repro, writes it under results/fuzz/ and exits 1. Replay a repro with
#   .build/release/fuzzer replay results/fuzz/FILE.json
set -euo pipefail
cd "$(dirname "$0")/.."

args=("$@")
# Whether the caller gave option $1, as `--opt value` or `--opt=value`.
has() {
  local flag
  for flag in "${args[@]}"; do
    case "$flag" in "$1" | "$1"=*) return 0 ;; esac
  done
  return 1
}
defaults=()
has --seed || defaults+=(--seed 1)
has --iterations || has --duration || has --case || defaults+=(--iterations 200000)

swift build -c release --product fuzzer
# The defaults last: a subcommand (`validator`, `adapter CMD`) comes first.
exec .build/release/fuzzer "${args[@]}" "${defaults[@]}"
