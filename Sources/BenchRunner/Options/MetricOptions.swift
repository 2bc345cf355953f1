import ArgumentParser
import BenchCore
import BenchMeasurement
import CLISupport
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// Parsing --metric and the instruction budget
//===----------------------------------------------------------------------===//

/// Parses `--metric`: `time`, `instructions`, or both, comma-separated.
///
/// - Throws: `ValidationError` naming the bad value and the valid ones.
func parseMetrics(_ text: String) throws -> [Metric] {
    guard let metrics = Metric.parseList(text) else {
        throw ValidationError(
            "invalid --metric '\(text)': give \(Metric.allCases.map(\.rawValue).joined(separator: ", ")) or a comma list of them")
    }
    return metrics
}

extension BenchRunner.Run {
    /// The cells that count instructions, from `--instructions-max-size` and
    /// `--instructions-every-size`.
    ///
    /// - Throws: `ValidationError` for a bad size or an algorithm not in the run.
    func instructionCells(algorithms: [String]) throws -> InstructionCellSelection {
        var maxSize: Int?
        if let text = instructionsMaxSize {
            let sizes = try parseSizes(text)
            guard sizes.count == 1 else {
                throw ValidationError("invalid --instructions-max-size '\(text)': give one size, e.g. 10k")
            }
            maxSize = sizes[0]
        }
        let every = instructionsEverySize.split(separator: ",").map { $0.trimmed.lowercased() }.filter { !$0.isEmpty }
        for id in every where !AlgorithmRegistry.ids.contains(id) {
            throw ValidationError("unknown algorithm '\(id)' in --instructions-every-size")
        }
        if (maxSize != nil || !every.isEmpty) && !metric.contains(.instructions) {
            throw ValidationError("--instructions-max-size and --instructions-every-size need --metric instructions")
        }
        return InstructionCellSelection(maxSize: maxSize, everySize: Set(every))
    }
}
