import CLISupport
import Workloads

//===----------------------------------------------------------------------===//
// Datasets and scenarios as choices of `--datasets` and `--scenarios`
//===----------------------------------------------------------------------===//

extension Dataset: ListChoice {
    public static var allChoices: [Dataset] { allCases }
    public static var noun: String { "dataset" }
    public var choiceName: String { rawValue }
}

extension Scenario: ListChoice {
    public static var allChoices: [Scenario] { all }
    public static var noun: String { "scenario" }
    public var choiceName: String { name }
}
