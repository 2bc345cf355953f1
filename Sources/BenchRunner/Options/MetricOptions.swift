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
    /// - Throws: `ValidationError` when either is given without `--metric
    ///   instructions`.
    func instructionCells() throws -> InstructionCellSelection {
        let maxSize = instructionsMaxSize?.count
        let every = instructionsEverySize?.ids ?? []
        if (maxSize != nil || !every.isEmpty) && !metric.contains(.instructions) {
            throw ValidationError("--instructions-max-size and --instructions-every-size need --metric instructions")
        }
        return InstructionCellSelection(maxSize: maxSize, everySize: Set(every))
    }
}
