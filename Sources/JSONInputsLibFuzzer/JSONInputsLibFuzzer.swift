import BatchUpdateChecker
import BenchCore
import Foundation
import FuzzCore
import JSONDiffInput

//===----------------------------------------------------------------------===//
// libFuzzer entry point: the JSON decoders behind the command-line tools
//===----------------------------------------------------------------------===//

// Every decoder a user's file reaches: `benchrunner diff` (flat and
// sectioned arrays), `benchrunner validate` (batch documents), `benchrunner
// compare` (results files) and `fuzzer replay` (flat and sectioned repros).
// Each must turn any bytes into a value or a typed error: a trap, a hang or
// runaway memory is a crash that libFuzzer (with -timeout and
// -rss_limit_mb) saves. Built like diff-libfuzzer (.clusterfuzzlite/build.sh).

@_cdecl("LLVMFuzzerTestOneInput")
public func jsonInputsTestOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let data = Data(UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : count))
    _ = try? DiffInput.parse(data) { InputFileError(path: "input", problem: $0) }
    _ = try? BatchDocument(json: data)
    _ = try? ResultsFile.decode(data)
    _ = try? Repro(json: data)
    _ = try? SectionedRepro(json: data)
    return 0
}
