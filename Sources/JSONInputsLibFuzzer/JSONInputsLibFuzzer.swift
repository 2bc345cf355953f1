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

/// LeakSanitizer's built-in suppressions for this target: the Swift runtime
/// caches type names (`swift_getTypeName`, reached when JSONDecoder names a
/// coding key in an error) for the life of the process, which LSan reports as
/// leaked once per key type. The leak is the runtime's cache, not ours.
@_cdecl("__lsan_default_suppressions")
public func jsonInputsLeakSuppressions() -> UnsafePointer<CChar> {
    let suppressions: StaticString = "leak:swift_getTypeName\n"
    return UnsafeRawPointer(suppressions.utf8Start).assumingMemoryBound(to: CChar.self)
}
