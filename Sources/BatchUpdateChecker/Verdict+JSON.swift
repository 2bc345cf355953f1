//===----------------------------------------------------------------------===//
// Verdict as JSON (`benchrunner validate`, `benchrunner diff --check`)
//===----------------------------------------------------------------------===//

extension Verdict {
    /// The verdict as one line of JSON:
    ///
    ///     {"valid": false, "rule": "R-DEL-MOVE", "message": "attempt to …", "fallback": false, "hazards": []}
    ///
    /// `valid` is `true` unless UIKit throws. For a table view's `reloadData`
    /// fallback, `valid` and `fallback` are `true` and `rule`/`message` name
    /// the move that caused it; for a plain accept both are `null`. Each
    /// hazard is `{"id": "H-…", "note": "…"}`.
    ///
    /// - Complexity: O(*n*), the length of the messages and notes.
    public var json: String {
        let rule = violation.map { _jsonString($0.rule.rawValue) } ?? "null"
        let message = violation.map { _jsonString($0.message) } ?? "null"
        let hazards = hazards.map { "{\"id\": \(_jsonString($0.id.rawValue)), \"note\": \(_jsonString($0.note))}" }
        return "{\"valid\": \(isAccepted), \"rule\": \(rule), \"message\": \(message), \"fallback\": \(isFallback), \"hazards\": [\(hazards.joined(separator: ", "))]}"
    }
}

/// A JSON string literal with the required escapes.
func _jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case let s where s.value < 0x20:
            let hex = String(s.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
