import CLISupport
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// Datasets and scenarios as choices of `--datasets` and `--scenarios`
//===----------------------------------------------------------------------===//

extension WorkloadDataset: ListChoice {
    public static var allChoices: [WorkloadDataset] { allCases }
    public static var noun: String { "dataset" }
    public var choiceName: String { rawValue }
}

extension WorkloadScenario: ListChoice {
    public static var allChoices: [WorkloadScenario] { all }
    public static var noun: String { "scenario" }
    public var choiceName: String { name }
}
