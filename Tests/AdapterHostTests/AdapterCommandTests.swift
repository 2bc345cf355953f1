@testable import AdapterHost
import Foundation
import Testing

/// `--adapter` values: paths, command lines, and one-line errors.
@Suite struct AdapterCommandTests {
    @Test func splitsCommandLinesShellStyle() throws {
        #expect(try shellWords(#"python3 "my adapter.py" --format 'stages'"#)
            == ["python3", "my adapter.py", "--format", "stages"])
        #expect(try shellWords(#"a\ b "c\"d" 'e\f' "g\h" '' x"#) == ["a b", #"c"d"#, #"e\f"#, #"g\h"#, "", "x"])
        #expect(try shellWords("  ") == [])
        #expect(throws: AdapterLaunchError.unbalancedQuote(command: "python3 'x.py")) {
            try shellWords("python3 'x.py")
        }
    }

    @Test func findsBareNamesOnPath() throws {
        let command = try AdapterCommand(parsing: "python3 adapter.py --fast")
        #expect(command.executable.hasSuffix("/python3"))
        #expect(command.arguments == ["adapter.py", "--fast"])
    }

    @Test func aPathWithSpacesIsOneExecutable() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("adapter dir \(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("my adapter").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("#!/bin/sh\n".utf8),
                                               attributes: [.posixPermissions: 0o755]))
        let command = try AdapterCommand(parsing: path)
        #expect(command.executable == path && command.arguments.isEmpty)
    }

    @Test func missingNonExecutableAndDirectoryPathsAreOneLineErrors() throws {
        let missing = "/nonexistent/diffbench-adapter"
        #expect(throws: AdapterLaunchError.noSuchFile(path: missing)) { try AdapterCommand(parsing: missing) }
        #expect(throws: AdapterLaunchError.notOnPath(name: "no-such-adapter-here")) {
            try AdapterCommand(parsing: "no-such-adapter-here --x")
        }
        #expect(throws: AdapterLaunchError.isDirectory(path: "/tmp")) { try AdapterCommand(parsing: "/tmp") }

        let script = FileManager.default.temporaryDirectory.appendingPathComponent("not-executable-\(getpid()).py").path
        #expect(FileManager.default.createFile(atPath: script, contents: Data("print(1)\n".utf8),
                                               attributes: [.posixPermissions: 0o644]))
        defer { try? FileManager.default.removeItem(atPath: script) }
        do {
            _ = try AdapterCommand(parsing: script)
            Issue.record("a non-executable file was accepted")
        } catch {
            #expect(error == .notExecutable(path: script))
            #expect(!error.description.contains("\n"))
            #expect(error.description.contains("python3 \(script)"))
        }
        for error in [AdapterLaunchError.emptyCommand, .noSuchFile(path: missing), .notOnPath(name: "x"),
                      .unbalancedQuote(command: "'"), .spawnFailed(path: "x", reason: "y")] {
            #expect(!error.description.contains("\n"))
        }
    }
}
