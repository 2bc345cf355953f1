import ArgumentParser
import CLISupport
import DiffAlgorithms

/// `--algorithms`: the built-in algorithms a campaign fuzzes (`fuzzer
/// algorithms` and `fuzzer sectioned`).
struct AlgorithmsOption: ParsableArguments {
    @Option(
        name: .customLong("algorithms"),
        help: "Algorithms to fuzz, comma-separated, or all. (\(AlgorithmRegistry.ids.joined(separator: ", "))) (default: all)",
        transform: AlgorithmList.parse)
    var algorithmsOption: AlgorithmList?

    var algorithms: AlgorithmList { algorithmsOption ?? .all }
}
