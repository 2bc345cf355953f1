import ArgumentParser
import BenchCore
import DiffAlgorithms
import Workloads

//===----------------------------------------------------------------------===//
// Parsing the options of the cells a default run adds to its grid
//===----------------------------------------------------------------------===//

/// `--small-sizes`: sizes as for `--sizes`, or `none`.
func parseSmallSizes(_ text: String) throws -> [Int] {
    text.trimmed.lowercased() == "none" ? [] : try parseSizes(text).map { size in
        guard size <= 1_000 else {
            throw ValidationError("--small-sizes \(size) is not small: give sizes up to 1000, or none")
        }
        return size
    }
}

/// `--exact-scenarios`: scenario names, or `none`.
func parseExactScenarios(_ text: String) throws -> [Scenario] {
    text.trimmed.lowercased() == "none"
        ? [] : try parseChoices(text, option: "--exact-scenarios", valid: Scenario.names).compactMap(Scenario.named)
}
