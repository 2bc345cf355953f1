import BenchCore
import BenchMeasurement
import CProcessSupport
import DiffAlgorithms
import Foundation

//===----------------------------------------------------------------------===//
// MisbehavingCells: benchrunner's `cell` entry point with the test algorithms
//===----------------------------------------------------------------------===//

/// `MisbehavingCells cell --request JSON --result PATH` (a
/// `CellCommandLine`): measures one cell like `benchrunner cell`, over the
/// registry plus `MisbehavingDiff.all`, `DegenerateDiff`, `FirstDiffAllocates`
/// and `HashLinearThroughMatching`.
/// The isolation tests point a `RunController` at this executable.
@main
enum MisbehavingCells {
    /// Every algorithm a cell may name here.
    static let algorithms = AlgorithmRegistry.all + MisbehavingDiff.all + [DegenerateDiff(), FirstDiffAllocates(), HashLinearThroughMatching()]

    static func main() throws {
        let commandLine: CellCommandLine
        do {
            commandLine = try CellCommandLine(parsing: Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("MisbehavingCells: error: \(error)\n".utf8))
            exit(2)
        }
        // A cell never outlives the run that started it.
        _ = benchrunner_die_with_parent()
        let outcome = CellRunner.run(commandLine.request, algorithms: algorithms)
        try JSONEncoder().encode(outcome).write(to: URL(fileURLWithPath: commandLine.resultPath), options: .atomic)
    }
}
