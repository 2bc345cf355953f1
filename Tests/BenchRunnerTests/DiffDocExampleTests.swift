import Foundation
import Testing

/// docs/algorithms.md's `benchrunner diff` section shows transcripts: every
/// `$ ` line is run by `sh` in a scratch folder (with the built
/// `benchrunner` first on `PATH`), and what it prints, standard output and
/// error together, must be the lines below it, exactly. An error line shown
/// without the command that prints it fails: the reader could not check it.
@Suite struct DiffDocExampleTests {
    /// One `$ command` and the lines the document says it prints.
    struct Step {
        var command: String
        var output: [String]
    }

    /// The code blocks of the section whose heading starts with `heading`.
    static func codeBlocks(in document: String, section heading: String) -> [[String]] {
        let lines = document.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix(heading) }) else { return [] }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        var blocks: [[String]] = [], current: [String]?
        for line in lines[(start + 1)..<end] {
            if line.hasPrefix("```") {
                if let block = current { blocks.append(block); current = nil } else { current = [] }
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func theDiffSectionShowsWhatTheToolPrints() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let document = try String(contentsOf: root.appendingPathComponent("docs/algorithms.md"), encoding: .utf8)
        let blocks = Self.codeBlocks(in: document, section: "## Diffing two JSON files")
        #expect(blocks.count >= 2, "the section shows a diff and its errors")
        let binDirectory = URL(fileURLWithPath: try requireBenchrunner()).deletingLastPathComponent().path
        let files = try TemporaryFiles()
        var errorLines = 0
        for block in blocks {
            var steps: [Step] = []
            for line in block {
                if line.hasPrefix("$ ") {
                    steps.append(Step(command: String(line.dropFirst(2)), output: []))
                } else if steps.isEmpty {
                    Issue.record("output without the command that prints it: \(line)")
                } else {
                    steps[steps.count - 1].output.append(line)
                }
                if line.hasPrefix("benchrunner: error: ") { errorLines += 1 }
            }
            for step in steps {
                let printed = try Self.run(step.command, in: files.directory, path: binDirectory)
                #expect(printed == step.output, "$ \(step.command)")
            }
        }
        #expect(errorLines >= 2, "the section shows the errors of bad input")
    }

    /// The lines `command` prints (stdout and stderr, interleaved) when `sh`
    /// runs it in `folder`.
    static func run(_ command: String, in folder: URL, path: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec 2>&1; " + command]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let output = Foundation.Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        return text.isEmpty ? [] : text.hasSuffix("\n") ? text.dropLast().components(separatedBy: "\n") : text.components(separatedBy: "\n")
    }
}
