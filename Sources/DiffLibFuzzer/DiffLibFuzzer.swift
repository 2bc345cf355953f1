import DiffAlgorithms
import FuzzCore

//===----------------------------------------------------------------------===//
// libFuzzer entry point
//===----------------------------------------------------------------------===//

// Build and run with scripts/fuzz-libfuzzer.sh, i.e.
//
//     swift build -c release --sanitize fuzzer --product diff-libfuzzer --scratch-path .build-fuzz
//     SWIFT_BACKTRACE=enable=no .build-fuzz/release/diff-libfuzzer corpus/
//
// With `--sanitize fuzzer` SwiftPM compiles this file as a library (there is
// no top-level code) and libFuzzer provides `main`. A plain `swift build`
// links it with an empty `main`, so the normal build is unaffected.

/// The cases checked so far in this process (libFuzzer runs one input at a
/// time, on one thread).
nonisolated(unsafe) private var checkedCases = CheckedCaseMemory<FuzzCase>(capacity: 4_096)

/// Decodes the bytes into a case (`FuzzCase(fuzzBytes:)`), checks every
/// property of every algorithm (`LibFuzzerBudget`: `naive-lcs` on small
/// inputs only; `OracleSampling(fuzzBytes:)`: the costliest properties and
/// the second run's entry point on a fixed share of inputs), and on a
/// failure prints the shrunk JSON repro and aborts, so libFuzzer saves the
/// input as a crash artifact. A case this process has already checked with
/// the same sampled checks is not checked again (`CheckedCaseMemory`).
@_cdecl("LLVMFuzzerTestOneInput")
public func diffLibFuzzerTestOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : count)
    let fuzzCase = FuzzCase(fuzzBytes: bytes)
    let sampling = OracleSampling(fuzzBytes: bytes)
    let checkedBefore = checkedCases.covers(fuzzCase, checks: sampling.checkBits)
    reportCheckedCases(checkedCases)
    if checkedBefore { return 0 }
    let campaign = Campaign(CampaignConfiguration(seed: 0, iterations: 1))
    let algorithms = LibFuzzerBudget.algorithms(totalCount: fuzzCase.source.count + fuzzCase.target.count)
    let results = campaign.check(fuzzCase, algorithms, sampling: sampling)
    for (algorithm, result) in zip(algorithms, results) {
        guard let failure = result.failure else { continue }
        let found = campaign.shrink(fuzzCase, index: nil, algorithm, failure)
        let text = "diff-libfuzzer: \(algorithm.id) fails \(failure.property.rawValue) on \(fuzzCase)\n"
            + "shrunk repro (save as a .json file and run `fuzzer replay FILE`):\n" + found.repro.json
        abortFuzzTarget(reporting: text)
    }
    checkedCases.record(fuzzCase, checks: sampling.checkBits)
    return 0
}
