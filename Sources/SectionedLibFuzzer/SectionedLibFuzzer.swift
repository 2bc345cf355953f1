import DiffAlgorithms
import FuzzCore
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// libFuzzer entry point: sectioned diffs, staging and the strict applier
//===----------------------------------------------------------------------===//

// The bytes are a sectioned case (`SectionedCase(fuzzBytes:)`: sections
// kept, reloaded, deleted, inserted and moved, items staying, moving within
// and across sections, deleted and inserted, and sometimes a repeated
// identity). Every algorithm's sectioned changeset must hold every
// `SectionedPropertyID`: duplicates rejected, the strict applier rebuilding
// the target, determinism, an empty self-diff, exact updates, and staged
// batches that both views accept and the display oracle shows.
// Built like diff-libfuzzer (.clusterfuzzlite/build.sh).

/// The cases checked so far in this process (libFuzzer runs one input at a
/// time, on one thread).
nonisolated(unsafe) private var checkedCases = CheckedCaseMemory<SectionedCase>(capacity: 4_096)

/// Decodes the bytes into a sectioned case and checks every sectioned
/// property of every algorithm (`LibFuzzerBudget`: `naive-lcs` on small
/// cases only; `sectioned-rejects-ill-formed` on one input in
/// `SectionedCampaign.illFormedStride`, picked by a hash of the bytes); on a
/// failure prints the shrunk `SectionedRepro` and aborts, so libFuzzer saves
/// the input as a crash artifact. A case this process has already checked
/// (with `sectioned-rejects-ill-formed` when this input asks for it) is not
/// checked again (`CheckedCaseMemory`).
@_cdecl("LLVMFuzzerTestOneInput")
public func sectionedLibFuzzerTestOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : count)
    let fuzzCase = SectionedCase(fuzzBytes: bytes)
    let memo = SectionedCaseMemo(visit: OracleSampling.fuzzVisit(of: bytes))
    let checks: UInt32 = memo.checksIllFormed ? 0b11 : 0b01
    let checkedBefore = checkedCases.covers(fuzzCase, checks: checks)
    reportCheckedCases(checkedCases)
    if checkedBefore { return 0 }
    let checker = SectionedPropertyChecker()
    // The sections and the items are each diffed as one flat diff.
    let sections = fuzzCase.source.count + fuzzCase.target.count
    let items = fuzzCase.sourceCounts.reduce(0, +) + fuzzCase.targetCounts.reduce(0, +)
    for algorithm in LibFuzzerBudget.algorithms(totalCount: max(sections, items)) {
        guard let failure = checker.check(algorithm, fuzzCase, memo: memo).failure else { continue }
        let repro = SectionedRepro(shrinking: fuzzCase, algorithm: algorithm, failure: failure, seed: nil, caseIndex: nil)
        let json = (try? repro.json()).map { String(decoding: $0, as: UTF8.self) } ?? "(the repro could not be encoded)"
        let text = "sectioned-libfuzzer: FAIL \(algorithm.id) \(failure) on \(fuzzCase)\n"
            + "shrunk repro (save as a .json file and run `fuzzer replay FILE`):\n" + json + "\n"
        abortFuzzTarget(reporting: text)
    }
    checkedCases.record(fuzzCase, checks: checks)
    return 0
}
