import BatchUpdateChecker
import DiffAlgorithms
import Foundation
import FuzzCore
import Testing
import DiffBenchWorkloads

@Suite("Repros and the corpus")
struct ReproTests {
    @Test(arguments: ElementKind.allCases)
    func jsonRoundTrips(kind: ElementKind) throws {
        let fuzzCase = FuzzCase(
            kind: kind, source: [WorkloadAtom(0), WorkloadAtom(1, content: 2), WorkloadAtom(30)], target: [WorkloadAtom(1), WorkloadAtom(0, content: 1)]
        ).normalized()
        let repro = Repro(
            algorithm: "myers", property: "minimal", input: fuzzCase.concrete,
            changeset: DiffChangeset(deleted: [2], moved: [DiffChangeset.OffsetPair(0, 1)]), message: "a \"quoted\" message",
            seed: 42, caseIndex: 7, reloads: .deleteAndInsert, note: "test")
        let decoded = try Repro(json: Data(repro.json.utf8))
        #expect(decoded == repro)
    }

    @Test func anUnknownStagerPolicyIsRefused() {
        let json = #"{"algorithm":"myers","property":"minimal","elementType":"int","message":"","source":[],"target":[],"reloads":"sometimes"}"#
        #expect(throws: ReproError.self) { try Repro(json: Data(json.utf8)) }
    }

    @Test func malformedReprosAreReported() {
        #expect(throws: ReproError.self) { try Repro(json: Data("{".utf8)) }
        #expect(throws: ReproError.self) {
            try Repro(json: Data(#"{"algorithm":"myers","property":"minimal","elementType":"int","message":"","source":["a"],"target":[]}"#.utf8))
        }
        #expect(throws: ReproError.self) { try Repro(contentsOf: "/nonexistent/repro.json") }
    }

    static let corpusFiles: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpusFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test func theCorpusIsNotEmpty() {
        #expect(Self.corpusFiles.count >= 6, "Tests/FuzzCorpus should hold at least one repro per algorithm")
    }

    /// Every repro that ever failed is replayed against every algorithm.
    @Test(arguments: corpusFiles)
    func corpusReplaysGreen(file: String) throws {
        let repro = try Repro(contentsOf: corpusFolder.appendingPathComponent(file).path)
        #expect(AlgorithmRegistry.algorithm(id: repro.algorithm) != nil, "\(file) names an unknown algorithm")
        for (algorithm, result) in repro.replay(algorithms: AlgorithmRegistry.all) {
            #expect(result.failure == nil, "\(file): \(algorithm): \(result.failure?.description ?? "")")
            if algorithm == repro.algorithm, let property = PropertyID(rawValue: repro.property),
                !result.refused, property != .batchValid, property != .displayOracle
            {
                #expect(result.didCheck(property), "\(file): \(property.rawValue) was not checked")
            }
        }
    }
}
