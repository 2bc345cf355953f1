import FuzzCore

//===----------------------------------------------------------------------===//
// libFuzzer entry point: rule-targeted mutations of valid batches
//===----------------------------------------------------------------------===//

// The bytes choose a valid base batch (a real diff in section 0, two
// untouched sections), a view and one `BatchMutation` aimed at one rule of
// the spec (`PredictedBatch(fuzzBytes:)`). The validator's verdict must be
// the outcome predicted from the spec's check order, and an accepted batch
// must replay through the display oracle to the data source's counts.
// Built like diff-libfuzzer (.clusterfuzzlite/build.sh).

/// Decodes the bytes into a predicted batch and validates it; on a
/// disagreement prints the batch as a `benchrunner validate` document and
/// aborts, so libFuzzer saves the input as a crash artifact.
@_cdecl("LLVMFuzzerTestOneInput")
public func validatorLibFuzzerTestOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : count)
    guard let batch = PredictedBatch(fuzzBytes: bytes), let failure = batch.failure(caseIndex: 0) else { return 0 }
    let text = "validator-libfuzzer: FAIL \(failure.check), \(failure.document.view.rawValue) view: expected \(failure.expected), got \(failure.got)\n"
        + "the batch (save as a .json file and run `benchrunner validate FILE`):\n" + failure.document.json + "\n"
    abortFuzzTarget(reporting: text)
}
