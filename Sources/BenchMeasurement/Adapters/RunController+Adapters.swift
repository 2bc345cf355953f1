import BenchCore
import Foundation

//===----------------------------------------------------------------------===//
// RunController: adapter cells
//===----------------------------------------------------------------------===//

extension RunController {
    /// An adapter's cell, measured from this process with a fresh adapter
    /// process; its standard error goes to a scratch file, removed after.
    func runAdapterCell(_ adapter: AdapterAlgorithm, _ key: CellKey) -> CellResult {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("benchrunner-\(getpid())-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let request = CellRequest(
            key: key, seed: configuration.seed, policy: configuration.policy, budgetSeconds: configuration.timeout)
        return AdapterCellRunner.run(adapter, request, logPath: scratch.appendingPathComponent("adapter-stderr.txt").path)
    }
}
