import BenchCore
import Foundation

//===----------------------------------------------------------------------===//
// RunController: adapter cells
//===----------------------------------------------------------------------===//

extension RunController {
    /// An adapter's cell, measured from this process with a fresh adapter
    /// process started under the run's allocator (`allocator` records the
    /// one it was started with: the adapter cannot report it); its standard
    /// error goes to a scratch file, removed after.
    func runAdapterCell(_ adapter: AdapterAlgorithm, _ key: CellKey) -> CellResult {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("benchrunner-\(getpid())-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let request = CellRequest(
            key: key, seed: configuration.seed, policy: configuration.policy, budgetSeconds: configuration.timeout)
        // The adapter process runs under the same malloc as the built-in
        // algorithms' cells, so that their times compare.
        var adapter = adapter
        adapter.command.environment = JemallocLibrary.childEnvironment(configuration.allocator, library: jemallocLibrary)
        var cell = AdapterCellRunner.run(adapter, request, logPath: scratch.appendingPathComponent("adapter-stderr.txt").path)
        if cell.status == .ok { cell.allocator = configuration.allocator }
        cell.quality = workloadBounds.quality(of: cell, seed: configuration.seed)
        return cell
    }
}
