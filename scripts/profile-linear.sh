#!/usr/bin/env bash
# Instruction counts (valgrind's callgrind) of hash-linear, heckel and
# hunt-szymanski at 100k `mixed`, beside the floor: hashing every identity of
# both arrays once into a pre-sized table. Deterministic, so usable on a
# loaded machine.
#
#   scripts/profile-linear.sh              # table of instructions per diff
#   scripts/profile-linear.sh --annotate   # plus callgrind's top functions
#   scripts/profile-linear.sh --phases     # plus instructions per diff by phase
#   ELEMENTS=int WHATS=heckel COUNT=10000 scripts/profile-linear.sh   # a subset
#
# The probe is a scratch package in $PROBE_DIR (default: a temp folder) that
# depends on this checkout's DiffAlgorithms and DiffBenchWorkloads products.
# Release build, glibc malloc.
#
# --phases sums callgrind's self counts (no inlined callee is counted twice)
# by the function they are attributed to (docs/algorithms.md, "Where the
# instructions go"): intern (the identity table: `_IntegerIdentityPositions`,
# hash-linear's `_queueSources`), match (hash-linear's queues and
# `_matchTargets`, heckel's passes 1-5, hunt-szymanski's refusal count, lists
# and search), moves (the longest increasing subsequence, heckel's pass 6),
# build (the diff's own function: the changeset builder, which every
# algorithm runs, and whatever is inlined into it; for heckel that includes
# interning), and other (the C library and the Swift runtime: malloc, free,
# memset and, on book, the string comparisons of content).
set -eu
repo="$(cd "$(dirname "$0")/.." && pwd)"
probe="${PROBE_DIR:-$(mktemp -d)}"
count="${COUNT:-100000}" runs="${RUNS:-5}"
mkdir -p "$probe/Sources/Probe"
cat > "$probe/Package.swift" <<SWIFT
// swift-tools-version:6.1
import PackageDescription
let package = Package(
    name: "Probe",
    dependencies: [.package(path: "$repo")],
    targets: [
        .executableTarget(name: "Probe", dependencies: [
            .product(name: "DiffAlgorithms", package: "perf"),
            .product(name: "DiffBenchWorkloads", package: "perf"),
        ]),
    ])
SWIFT
sed -i "s/package: \"perf\"/package: \"$(basename "$repo")\"/g" "$probe/Package.swift"
cat > "$probe/Sources/Probe/main.swift" <<'SWIFT'
import DiffAlgorithms
import DiffBenchWorkloads

/// The floor: every identity of both arrays hashed once into a pre-sized
/// open-addressing table (Fibonacci hash, linear probing). Returns the
/// number of distinct identities.
@inline(never) func floorHash<E: Diffable>(_ source: [E], _ target: [E]) -> Int where E.DiffIdentity == Int {
    var size = 16
    while size < 2 * (source.count + target.count) { size <<= 1 }
    let shift = UInt64(64 - size.trailingZeroBitCount), mask = size - 1
    var keys = [Int](repeating: Int.min, count: size)
    var distinct = 0
    keys.withUnsafeMutableBufferPointer { keys in
        for array in [source, target] {
            array.withUnsafeBufferPointer { elements in
                for element in elements {
                    let key = element.diffIdentity
                    var slot = Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
                    while keys[slot] != Int.min && keys[slot] != key { slot = (slot &+ 1) & mask }
                    if keys[slot] == Int.min { keys[slot] = key; distinct += 1 }
                }
            }
        }
    }
    return distinct
}

func run<E: Diffable>(_ what: String, _ source: [E], _ target: [E], runs: Int) -> Int where E.DiffIdentity == Int {
    switch what {
    case "floor": return (0..<runs).reduce(0) { sum, _ in sum + floorHash(source, target) }
    case "interning": return (0..<runs).reduce(0) { sum, _ in sum + IdentityCodes(source: source, target: target)!.distinctCount }
    case "hash-linear": return (0..<runs).reduce(0) { sum, _ in sum + HashKeyedLinearDiff().diff(from: source, to: target).moved.count }
    case "heckel": return (0..<runs).reduce(0) { sum, _ in sum + HeckelSixPassDiff().diff(from: source, to: target).moved.count }
    case "hunt-szymanski": return (0..<runs).reduce(0) { sum, _ in sum + (try! HuntSzymanskiLCS().diff(from: source, to: target)).deleted.count }
    default: fatalError("unknown \(what)")
    }
}

/// The only function callgrind counts (--toggle-collect=probe_measured).
@_silgen_name("probe_measured") @inline(never)
func measured(_ what: String, _ element: String, _ ints: WorkloadArrays<Int>, _ books: WorkloadArrays<WorkloadBook>, runs: Int) -> Int {
    element == "int" ? run(what, ints.source, ints.target, runs: runs)
        : run(what, books.source, books.target, runs: runs)
}

let arguments = CommandLine.arguments
let count = Int(arguments[3])!, runs = Int(arguments[4])!
let scenario = WorkloadScenario.named("mixed")!
let ints = WorkloadGenerator.ints(scenario: scenario, count: arguments[2] == "int" ? count : 0, seed: 42)
let books = WorkloadGenerator.books(scenario: scenario, count: arguments[2] == "book" ? count : 0, seed: 42)
print(arguments[1], arguments[2], measured(arguments[1], arguments[2], ints, books, runs: runs) / runs)
SWIFT
(cd "$probe" && swift build -c release --product Probe >&2)
bin="$probe/.build/release/Probe"
# callgrind counts each iteration of `rep stosb`/`rep movsb` as an instruction
# (one per byte); these thresholds make glibc's memset/memcpy use vector loops,
# whose counts reflect their cost.
tunables=glibc.cpu.x86_rep_stosb_threshold=1000000000:glibc.cpu.x86_rep_movsb_threshold=1000000000
printf '| %-14s | %-4s | %14s | %8s | %s\n' what elem "instr/diff" "× floor" result
for element in ${ELEMENTS:-int book}; do
    floor=""
    for what in floor ${WHATS:-interning hash-linear heckel hunt-szymanski}; do
        out="$probe/callgrind.$what.$element"
        result=$(GLIBC_TUNABLES="$tunables" valgrind --tool=callgrind --collect-atstart=no --toggle-collect=probe_measured \
            --callgrind-out-file="$out" "$bin" "$what" "$element" "$count" "$runs" 2>/dev/null)
        total=$(callgrind_annotate "$out" | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
        perdiff=$((total / runs)); floor=${floor:-$perdiff}
        printf '| %-14s | %-4s | %14d | %8s | %s\n' "$what" "$element" "$perdiff" \
            "$(awk "BEGIN { printf \"%.2f\", $perdiff / $floor }")" "${result##* }"
        if [ "${1:-}" = "--annotate" ] && [ "$what" != floor ]; then
            callgrind_annotate --inclusive=no "$out" | sed -n '/^Ir/,$p' | sed -n 3,14p | cut -c1-160
        fi
        if [ "${1:-}" = "--phases" ] && [ "$what" != floor ] && [ "$what" != interning ]; then
            callgrind_annotate --inclusive=no --auto=no --threshold=100 "$out" 2>/dev/null | sed -n '/^Ir/,$p' | awk -v runs="$runs" '
                $1 ~ /^[0-9,]+$/ && !/PROGRAM TOTALS/ {
                    count = $1; gsub(",", "", count); name = $0
                    if (name ~ /_IntegerIdentityPositions|_queueSources/) phase = "intern"
                    else if (name ~ /movedSources|listMovedSources|HeckelSixPassA0V16_offsetsMatching/) phase = "moves"
                    else if (name ~ /_matchTargets|HashKeyedLinearA0V9_matching|matchUniqueLines|extendMatches|huntSzymanskiMatching|_matchingUnlessRefused|_HuntSzymanskiSearch|matchingPairCount/) phase = "match"
                    else if (name ~ /_diffing/) phase = "build"
                    else phase = "other"
                    sum[phase] += count
                }
                END {
                    n = split("intern match moves build other", order, " ")
                    for (i = 1; i <= n; i++) printf "|   %-12s |      | %14d |\n", order[i], sum[order[i]] / runs
                }'
        fi
    done
done
echo "callgrind files: $probe" >&2
