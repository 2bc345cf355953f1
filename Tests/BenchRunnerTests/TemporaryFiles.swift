import Foundation

/// A folder of scratch files, removed when the value is released.
final class TemporaryFiles {
    let directory: URL
    private var counter = 0

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("benchrunner-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Writes `text` to a new file and returns its path.
    func write(_ text: String) throws -> String {
        counter += 1
        let url = directory.appendingPathComponent("file\(counter).json")
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
