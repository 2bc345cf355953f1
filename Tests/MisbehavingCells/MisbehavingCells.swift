import BenchCore
import BenchMeasurement
import CProcessSupport
import DiffAlgorithms
import Foundation

//===----------------------------------------------------------------------===//
// MisbehavingCells: benchrunner's `cell` entry point with the test algorithms
//===----------------------------------------------------------------------===//

/// `MisbehavingCells cell --request JSON --result PATH`: measures one cell
/// like `benchrunner cell`, over the registry plus `MisbehavingDiff.all`
/// and `DegenerateDiff`.
/// The isolation tests point a `RunController` at this executable.
@main
enum MisbehavingCells {
    /// Every algorithm a cell may name here.
    static let algorithms = AlgorithmRegistry.all + MisbehavingDiff.all + [DegenerateDiff()]

    static func main() throws {
        let arguments = CommandLine.arguments
        func value(after option: String) -> String? {
            arguments.firstIndex(of: option).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        guard arguments.dropFirst().first == "cell", let requestJSON = value(after: "--request"),
            let resultPath = value(after: "--result")
        else {
            FileHandle.standardError.write(Data("usage: MisbehavingCells cell --request JSON --result PATH\n".utf8))
            exit(2)
        }
        // A cell never outlives the run that started it.
        _ = benchrunner_die_with_parent()
        let request = try JSONDecoder().decode(CellRequest.self, from: Data(requestJSON.utf8))
        let outcome = CellRunner.run(request, algorithms: algorithms)
        try JSONEncoder().encode(outcome).write(to: URL(fileURLWithPath: resultPath), options: .atomic)
    }
}
