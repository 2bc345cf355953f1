import DiffBenchText

//===----------------------------------------------------------------------===//
// BatchVerdict as JSON (`benchrunner validate`, `benchrunner diff --check`)
//===----------------------------------------------------------------------===//

extension BatchVerdict {
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
        let rule = violation.map { jsonStringLiteral($0.rule.rawValue) } ?? "null"
        let message = violation.map { jsonStringLiteral($0.message) } ?? "null"
        let hazards = hazards.map { "{\"id\": \(jsonStringLiteral($0.id.rawValue)), \"note\": \(jsonStringLiteral($0.note))}" }
        return "{\"valid\": \(isAccepted), \"rule\": \(rule), \"message\": \(message), \"fallback\": \(isFallback), \"hazards\": [\(hazards.joined(separator: ", "))]}"
    }
}
