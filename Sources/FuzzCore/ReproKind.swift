import Foundation
import JSONDepthGuard

//===----------------------------------------------------------------------===//
// ReproKind: which campaign wrote a repro file
//===----------------------------------------------------------------------===//

/// Which campaign wrote a repro file, read from its `"kind"` key. Every
/// repro the fuzzer writes carries one; a file without it is read the way
/// it was written before the key existed: an adapter repro when it has an
/// `"adapter"` object, else a flat one. (The validator's failures are batch
/// documents for `benchrunner validate`, not repros.)
package enum ReproKind: String, CaseIterable, Sendable {
    /// A built-in algorithm on a flat case (`Repro`).
    case flat
    /// A built-in algorithm on a sectioned case (`SectionedRepro`).
    case sectioned
    /// An external adapter on a flat case (`AdapterRepro`).
    case adapter
    /// A built-in algorithm under a list-update policy over a stream of
    /// snapshots (`StreamRepro`).
    case stream

    /// The kind of the repro in `data`.
    ///
    /// - Throws: `ReproError` when `data` is not a JSON object within the
    ///   nesting limit, or names a kind that is none of these.
    package init(json data: Data) throws(ReproError) {
        struct Keys: Decodable {
            struct Present: Decodable {}
            var kind: String?
            var adapter: Present?
        }
        let keys: Keys
        do {
            keys = try JSONDecoder().decodeCheckingNesting(Keys.self, from: data)
        } catch {
            throw ReproError("not a fuzz repro: \(Repro.describe(error))")
        }
        guard let name = keys.kind else {
            self = keys.adapter == nil ? .flat : .adapter
            return
        }
        guard let kind = ReproKind(rawValue: name) else {
            throw ReproError(
                "unknown repro kind '\(name)'; valid: \(Self.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self = kind
    }
}
