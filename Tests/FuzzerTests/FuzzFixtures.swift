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
