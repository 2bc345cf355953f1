import BenchCore
import DiffAlgorithms
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// The cells a default run adds to its grid
//===----------------------------------------------------------------------===//

extension RunConfiguration {
    /// The exact LCS algorithms (traits: duplicates matched as in a longest
    /// common subsequence): naive-lcs, dp-lcs, bit-lcs, myers, hunt-szymanski.
    package static var exactAlgorithmIDs: [String] {
        AlgorithmRegistry.all.filter { $0.traits.duplicateRule == .longestCommonSubsequence }.map(\.id)
    }

    /// The cells beyond the grid:
    ///
    /// - the **small tier**: every selected exact algorithm at `smallSizes` (so
    ///   `naive-lcs`, which refuses more than 20 elements, has a curve beside
    ///   the others), on the first selected flat dataset and scenario;
    /// - the **exact scenarios**: every selected exact algorithm on each of
    ///   `exactScenarios` not already in the grid, at the grid's sizes of 10k
    ///   and more, on the same dataset.
    ///
    /// - Returns: `[]` when no flat dataset or no exact algorithm is selected.
    package static func supplementaryCells(
        algorithms: [String], datasets: [WorkloadDataset], scenarios: [WorkloadScenario], sizes: [Int], smallSizes: [Int],
        exactScenarios: [WorkloadScenario]
    ) -> [CellKey] {
        let exact = algorithms.filter(exactAlgorithmIDs.contains)
        guard !exact.isEmpty, let dataset = datasets.first(where: { $0 != .bookSections }), let first = scenarios.first
        else { return [] }
        var keys: [CellKey] = []
        for size in smallSizes {
            for algorithm in exact {
                keys.append(CellKey(algorithm: algorithm, dataset: dataset.rawValue, scenario: first.name, size: size))
            }
        }
        for scenario in exactScenarios where !scenarios.contains(where: { $0.name == scenario.name }) {
            for size in sizes where size >= 10_000 {
                for algorithm in exact {
                    keys.append(CellKey(algorithm: algorithm, dataset: dataset.rawValue, scenario: scenario.name, size: size))
                }
            }
        }
        return keys
    }
}
