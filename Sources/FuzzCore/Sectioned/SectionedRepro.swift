import DiffAlgorithms
import Foundation
import JSONDepthGuard
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// Sectioned repro files
//===----------------------------------------------------------------------===//

/// A failing sectioned case as a JSON file, replayable against any algorithm.
///
///     {"kind": "sectioned", "algorithm": "hash-linear", "property": "sectioned-rebuilds-target",
///      "message": "...", "seed": 7, "caseIndex": 12,
///      "source": [{"id": 0, "content": 0, "items": [[100, 0], [101, 1]]}], "target": [...]}
///
/// Failing repros go to `Tests/FuzzCorpus/sectioned/`, whose files the tests replay.
package struct SectionedRepro: Codable, Sendable, Equatable {
    package struct Section: Codable, Sendable, Equatable {
        package var id: Int
        package var content: Int
        /// `[id, content]` pairs.
        package var items: [[Int]]
    }

    package var kind = "sectioned"
    package var algorithm: String
    package var property: String
    package var message: String
    package var seed: UInt64?
    package var caseIndex: Int?
    package var source: [Section]
    package var target: [Section]

    package init(algorithm: String, failure: SectionedFailure, case c: SectionedCase, seed: UInt64?, caseIndex: Int?) {
        self.algorithm = algorithm
        property = failure.property.rawValue
        message = failure.message
        self.seed = seed
        self.caseIndex = caseIndex
        func encode(_ sections: [WorkloadAtomSection]) -> [Section] {
            sections.map { Section(id: $0.model.id, content: $0.model.content, items: $0.items.map { [$0.id, $0.content] }) }
        }
        source = encode(c.source)
        target = encode(c.target)
    }

    /// The case, or `nil` when an item is not an `[id, content]` pair.
    package var fuzzCase: SectionedCase? {
        func decode(_ sections: [Section]) -> [WorkloadAtomSection]? {
            var result: [WorkloadAtomSection] = []
            for section in sections {
                var items: [WorkloadAtom] = []
                for pair in section.items {
                    guard pair.count == 2 else { return nil }
                    items.append(WorkloadAtom(pair[0], content: pair[1]))
                }
                result.append(WorkloadAtomSection(model: WorkloadAtom(section.id, content: section.content), items: items))
            }
            return result
        }
        guard let source = decode(source), let target = decode(target) else { return nil }
        return SectionedCase(source: source, target: target)
    }

    /// The repro as pretty JSON.
    package func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// Reads a repro file.
    package static func load(_ url: URL) throws -> SectionedRepro {
        try JSONDecoder().decodeCheckingNesting(SectionedRepro.self, from: Data(contentsOf: url))
    }
}

extension SectionedRepro {
    /// Decodes a sectioned repro.
    ///
    /// - Throws: `ReproError` with a one-line reason (a missing or mistyped
    ///   field, or an item that is not an `[id, content]` pair).
    package init(json data: Data) throws(ReproError) {
        do {
            self = try JSONDecoder().decodeCheckingNesting(SectionedRepro.self, from: data)
        } catch {
            throw ReproError("not a sectioned repro: \(Repro.describe(error))")
        }
        guard fuzzCase != nil else { throw ReproError("not a sectioned repro: an item is not an [id, content] pair") }
    }
}
