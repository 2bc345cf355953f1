import ArgumentParser
import Foundation

//===----------------------------------------------------------------------===//
// NameList: the one rule of options that take a comma list of names
//===----------------------------------------------------------------------===//

/// The rule of every option that chooses names from a known list
/// (`--algorithms`, `--datasets`, `--scenarios`): names separated by commas,
/// white space around each trimmed, case ignored; `all` chooses every valid
/// name. The names chosen keep the order of the valid list, each once.
///
///     try NameList.select("heckel, Myers", from: ["myers", "heckel", "x"], noun: "algorithm")   // [0, 1]
///     try NameList.select("all", from: ["a", "b"], noun: "algorithm")                          // [0, 1]
package enum NameList {
    /// The offsets in `valid` of the names `text` chooses, ascending.
    ///
    /// - Parameter noun: what one name names, for the messages: `"algorithm"`.
    /// - Throws: `ValidationError` with one line that ends with the valid
    ///   names: `no algorithms given; valid: …` for a list without a name,
    ///   `empty algorithm name at position 2 of 'a,,b'; valid: …`,
    ///   `unknown algorithm 'x'; valid: …`.
    /// - Complexity: O(*k*·*v*), *k* names given, *v* valid.
    package static func select(_ text: String, from valid: [String], noun: String) throws(ValidationError) -> [Int] {
        let list = (valid + ["all"]).joined(separator: ", ")
        let given = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() }
        guard given.contains(where: { !$0.isEmpty }) else {
            throw ValidationError("no \(noun)s given; valid: \(list)")
        }
        if let empty = given.firstIndex(of: "") {
            throw ValidationError("empty \(noun) name at position \(empty + 1) of '\(text)'; valid: \(list)")
        }
        if given.contains("all") { return Array(valid.indices) }
        let folded = valid.map { $0.lowercased() }
        for name in given where !folded.contains(name) {
            throw ValidationError("unknown \(noun) '\(name)'; valid: \(list)")
        }
        return folded.indices.filter { given.contains(folded[$0]) }
    }
}
