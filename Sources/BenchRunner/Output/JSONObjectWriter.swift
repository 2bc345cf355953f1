import DiffBenchText
import DiffAlgorithms

/// Renders one flat JSON object on one line, keys in insertion order, in the
/// `{"key": value, ...}` style of benchrunner's output.
struct JSONObjectWriter {
    private var members: [String] = []

    /// Adds `key` with a value that is already JSON text.
    mutating func add(_ key: String, json: String) {
        members.append("\(jsonStringLiteral(key)): \(json)")
    }

    var rendered: String { "{" + members.joined(separator: ", ") + "}" }
}

/// `[1, 2, 3]`.
func jsonArray(_ values: [Int]) -> String {
    "[" + values.map(String.init).joined(separator: ", ") + "]"
}

/// `[[4, 1], [5, 0]]`: each pair as `[source, target]`.
func jsonArray(_ pairs: [DiffChangeset.OffsetPair]) -> String {
    "[" + pairs.map { "[\($0.source), \($0.target)]" }.joined(separator: ", ") + "]"
}

extension DiffChangeset {
    /// The changeset's four lists as members of `writer`, ascending.
    func write(to writer: inout JSONObjectWriter) {
        let sorted = sorted()
        writer.add("deleted", json: jsonArray(sorted.deleted))
        writer.add("inserted", json: jsonArray(sorted.inserted))
        writer.add("moved", json: jsonArray(sorted.moved))
        writer.add("updated", json: jsonArray(sorted.updated))
    }
}
