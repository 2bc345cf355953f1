@testable import AdapterHost
import Testing

/// Handshake names that `--algorithms` could not select, or that would
/// shadow a built-in row, are handshake errors.
@Suite struct AdapterNameRulesTests {
    func why(name: String) -> String? {
        let line = #"{"protocol": 1, "name": \#(name), "version": "1", "elements": ["int"], "format": "batch"}"#
        do {
            _ = try validateHandshake(line)
            return nil
        } catch {
            return error.why
        }
    }

    @Test(arguments: [
        (#""all""#, #"name "all" is reserved: --algorithms all selects every algorithm"#),
        (#""ALL""#, #"name "ALL" is reserved: --algorithms all selects every algorithm"#),
        (#""a,b""#, #"name "a,b" contains a comma, which separates the names in --algorithms"#),
        (#"" padded""#, #"name " padded" begins or ends with white space, which --algorithms trims"#),
        (#""""#, "name must be one non-empty line"),
    ])
    func unselectableNamesAreRejected(name: String, expected: String) {
        #expect(why(name: name) == expected)
    }

    @Test(arguments: ["myers", "hash-linear", "Stdlib", "floor", "Floor-Content", "stdlib-direct"])
    func builtInRowNamesAreRejected(name: String) {
        let message = why(name: "\"\(name)\"")
        #expect(message?.hasPrefix("name \"\(name)\" is a built-in row's (reserved: naive-lcs, ") == true, "\(message ?? "accepted")")
        #expect(message?.contains("floor, floor-content, stdlib-direct)") == true)
    }

    @Test func ordinaryNamesPass() {
        for name in ["python-difflib", "myers-port", "swift stdlib", "hash-linear-adapter"] {
            #expect(why(name: "\"\(name)\"") == nil, "\(name)")
        }
    }
}
