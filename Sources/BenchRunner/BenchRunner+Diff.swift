import ArgumentParser
import DiffAlgorithms

extension BenchRunner {
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the changeset between two JSON arrays.")
        @Option var algorithm: String = "hash-linear"
        @Argument var source: String
        @Argument var target: String
        func run() throws {}
    }
}
