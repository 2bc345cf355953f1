import Testing

import BenchCore
import DiffAlgorithms

/// `BenchmarkRow.init(resolving:adapters:algorithms:)`, the one place an id
/// becomes a row: every kind resolves, adapters shadow the other rows by
/// their exact name, reference rows shadow algorithms, and an unknown id
/// fails with the line a cell's child reports.
@Suite struct BenchmarkRowTests {
    /// An adapter known by its name only.
    struct NamedAdapter: BenchmarkAdapter {
        var id: String
    }

    typealias Row = BenchmarkRow<NamedAdapter>

    /// A stand-in algorithm with any id.
    struct Renamed: NonRefusingDiffAlgorithm {
        var id: String
        var traits: AlgorithmTraits { HashKeyedLinearDiff().traits }
        func matching(for codes: IdentityCodes) -> DiffMatching { HashKeyedLinearDiff().matching(for: codes) }
    }

    @Test(arguments: AlgorithmRegistry.ids)
    func everyRegistryIdResolvesToItsAlgorithm(id: String) throws {
        guard case let .algorithm(algorithm) = try Row(resolving: id) else {
            Issue.record("\(id) is not an algorithm row")
            return
        }
        #expect(algorithm.id == id)
        #expect(try Row(resolving: id).id == id)
    }

    @Test(arguments: ReferenceRow.allCases)
    func everyReferenceRowResolvesByItsId(row: ReferenceRow) throws {
        #expect(try Row(resolving: row.rawValue) == .reference(row))
        #expect(try Row(resolving: row.rawValue).id == row.rawValue)
    }

    @Test func anAdapterResolvesByItsName() throws {
        let adapters = [NamedAdapter(id: "differencekit"), NamedAdapter(id: "iglistkit")]
        #expect(try Row(resolving: "iglistkit", adapters: adapters) == .adapter(NamedAdapter(id: "iglistkit")))
        #expect(try Row(resolving: "myers", adapters: adapters) == .algorithm(MyersLinearSpaceDiff()))
        #expect(throws: UnknownBenchmarkRow(id: "IGListKit"), "names compare exactly") {
            try Row(resolving: "IGListKit", adapters: adapters)
        }
    }

    @Test(arguments: ["myers", "floor", "stdlib-direct"])
    func anAdapterShadowsABuiltInRowOfItsExactName(id: String) throws {
        let adapter = NamedAdapter(id: id)
        #expect(try Row(resolving: id, adapters: [adapter]) == .adapter(adapter))
        let otherCase = NamedAdapter(id: id.uppercased())
        #expect(try Row(resolving: id, adapters: [otherCase]) != .adapter(otherCase), "names compare exactly")
    }

    @Test func aReferenceRowShadowsAnAlgorithmOfItsId() throws {
        let algorithms: [any DiffAlgorithm] = [Renamed(id: "floor")]
        #expect(try Row(resolving: "floor", algorithms: algorithms) == .reference(.floor))
    }

    @Test func algorithmsAreTheListGiven() throws {
        let algorithms: [any DiffAlgorithm] = [Renamed(id: "test-renamed")]
        #expect(try Row(resolving: "test-renamed", algorithms: algorithms) == .algorithm(Renamed(id: "test-renamed")))
        #expect(throws: UnknownBenchmarkRow(id: "myers")) { try Row(resolving: "myers", algorithms: algorithms) }
    }

    @Test(arguments: ["", "Myers", "nope", "calibration", " floor"])
    func anUnknownIdFailsWithTheChildsLine(id: String) {
        #expect(throws: UnknownBenchmarkRow(id: id)) { try Row(resolving: id) }
        #expect(UnknownBenchmarkRow(id: id).description == "unknown algorithm \(id)")
    }

    @Test func chartsStyleRowsFromTheRowKind() throws {
        for id in AlgorithmRegistry.ids + ReferenceRow.ids {
            let style = try #require(RecordedRow.fixedStyle(of: id), "\(id)")
            #expect(AlgorithmStyle.fixed[id] == style)
            #expect(AlgorithmStyle.of(id) == style)
        }
        #expect(ReferenceRow.allCases.allSatisfy { RecordedRow.reference($0).fixedStyle == $0.style })
        #expect(Row.adapter(NamedAdapter(id: "myers")).fixedStyle == nil, "an adapter is styled by its name's hash")
        #expect(RecordedRow.fixedStyle(of: "differencekit") == nil)
        #expect(AlgorithmStyle.fixed.count == AlgorithmRegistry.ids.count + ReferenceRow.allCases.count)
    }
}
