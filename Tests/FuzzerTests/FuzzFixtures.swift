import DiffAlgorithms
import Foundation
import FuzzCore

/// Checks one algorithm on one abstract case.
func check(_ algorithm: any DiffAlgorithm, _ fuzzCase: FuzzCase) -> AlgorithmCheck {
    Campaign(CampaignConfiguration(seed: 0, iterations: 1)).check(fuzzCase, [algorithm])[0]
}

/// The corpus folder, Tests/FuzzCorpus.
let corpusFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("FuzzCorpus")

/// Atoms from identity numbers.
func atoms(_ ids: [Int]) -> [Atom] { ids.map { Atom($0) } }

/// The seed corpus of ClusterFuzzLite target `target`
/// (`.clusterfuzzlite/targets/TARGET/seeds`): file names and bytes.
func clusterFuzzLiteSeeds(_ target: String) throws -> [(name: String, bytes: [UInt8])] {
    let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".clusterfuzzlite/targets/\(target)/seeds")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    return try names.map { ($0, [UInt8](try Data(contentsOf: folder.appendingPathComponent($0)))) }
}
