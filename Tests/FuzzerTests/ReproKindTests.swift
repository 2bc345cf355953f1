import DiffAlgorithms
import Foundation
import FuzzCore
import Testing

/// Every repro the fuzzer writes names its kind, and files written before
/// the key existed are still read as what they are.
@Suite struct ReproKindTests {
    @Test func everyWrittenReproNamesItsKind() throws {
        let repro = Repro(
            algorithm: "myers", property: "minimal", input: .int([1], [2]), changeset: nil, message: "m")
        #expect(try ReproKind(json: Data(repro.json.utf8)) == .flat)
        #expect(repro.json.hasPrefix("{\n  \"kind\": \"flat\",\n"))
        #expect(try Repro(json: Data(repro.json.utf8)) == repro)
    }

    @Test func filesWithoutAKindAreReadByTheirKeys() throws {
        #expect(try ReproKind(json: Data(#"{"algorithm": "myers"}"#.utf8)) == .flat)
        #expect(try ReproKind(json: Data(#"{"algorithm": "a", "adapter": {"name": "a"}}"#.utf8)) == .adapter)
        #expect(try ReproKind(json: Data(#"{"kind": "sectioned"}"#.utf8)) == .sectioned)
    }

    @Test func theCorpusStillReadsAsFlatOrSectioned() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FuzzCorpus")
        var kinds: Set<ReproKind> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") {
            kinds.insert(try ReproKind(json: Data(contentsOf: folder.appendingPathComponent(name))))
        }
        let sectioned = folder.appendingPathComponent("sectioned")
        for name in try FileManager.default.contentsOfDirectory(atPath: sectioned.path) where name.hasSuffix(".json") {
            #expect(try ReproKind(json: Data(contentsOf: sectioned.appendingPathComponent(name))) == .sectioned, "\(name)")
        }
        #expect(kinds == [.flat])
    }
}
