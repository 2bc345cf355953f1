import CLISupport
import DiffAlgorithms
import Foundation
import FuzzCore

extension Fuzzer.Replay {
    /// Replays a sectioned repro (`"kind": "sectioned"`): every sectioned
    /// property of its algorithm (or of `--algorithms`) on its case.
    ///
    /// - Returns: Whether any property failed.
    func replaySectioned(_ file: String, data: Data) throws -> Bool {
        let repro: SectionedRepro
        do {
            repro = try SectionedRepro(json: data)
        } catch {
            throw InputError("\(file): \(error.description)")
        }
        let chosen = try algorithms(for: repro.algorithm, file: file)
        // Checked by `SectionedRepro(json:)`.
        let fuzzCase = repro.fuzzCase!
        let items = { (sections: [SectionedRepro.Section]) in sections.reduce(0) { $0 + $1.items.count } }
        print("\(file): sectioned \(repro.algorithm) \(repro.property), \(repro.source.count) → \(repro.target.count) sections, "
            + "\(items(repro.source)) → \(items(repro.target)) items")
        var failed = false
        let checker = SectionedPropertyChecker()
        for algorithm in chosen {
            let (refused, failure) = checker.check(algorithm, fuzzCase)
            if refused {
                print("  \(algorithm.id): refused (over its size guard)")
            } else if let failure {
                print("  \(algorithm.id): FAIL \(failure.property.rawValue): \(failure.message)")
                failed = true
            } else {
                print("  \(algorithm.id): ok (\(SectionedPropertyID.allCases.count) sectioned properties)")
            }
        }
        return failed
    }
}
