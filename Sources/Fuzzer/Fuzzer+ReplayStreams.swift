import CLISupport
import DiffAlgorithms
import Foundation
import FuzzCore

extension Fuzzer.Replay {
    /// Replays a stream repro (`"kind": "stream"`): its policy diffing with
    /// its algorithm (or those of `--algorithms`) over its stream.
    ///
    /// - Returns: Whether any run went wrong.
    func replayStream(_ file: String, data: Data) throws -> Bool {
        let repro: StreamRepro
        do {
            repro = try StreamRepro(json: data)
        } catch {
            throw InputError("\(file): \(error.description)")
        }
        let chosen = try algorithms(for: repro.algorithm, file: file)
        // Both checked by `StreamRepro(json:)`.
        let fuzzCase = repro.fuzzCase!
        let policy = repro.updatePolicy!
        print("\(file): stream \(repro.algorithm) \(repro.property), \(fuzzCase)")
        var failed = false
        for algorithm in chosen {
            if StreamPolicies.refuses(algorithm, fuzzCase) {
                print("  \(algorithm.id): refused (over its size guard)")
                continue
            }
            let verdict = StreamPolicies.run(policy, algorithm, fuzzCase).verdict
            if StreamPolicies.passes(policy, verdict, on: fuzzCase) {
                print("  \(algorithm.id): ok (\(repro.property): \(StreamPolicies.describe(verdict)))")
            } else {
                print("  \(algorithm.id): FAIL \(repro.property): \(StreamPolicies.describe(verdict))")
                failed = true
            }
        }
        return failed
    }
}
