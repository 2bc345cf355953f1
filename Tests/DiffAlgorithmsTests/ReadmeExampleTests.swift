import DiffAlgorithms
import Foundation
import Testing

/// The README's library example, compiled and run verbatim: the code between
/// the markers below must be the README's `import DiffAlgorithms` block (minus
/// its import line), so the README cannot show code that does not compile.
@Suite struct ReadmeExampleTests {
    @Test func theExampleRunsAsTheReadmeSays() throws {
        // README example begin
        let changes = HashKeyedLinearDiff().diff(from: [1, 2, 3, 4], to: [4, 1, 2, 5])
        // deleted [2], inserted [3], moved [3→0], updated []
        let rebuilt = try changes.apply(to: [1, 2, 3, 4], target: [4, 1, 2, 5])
        // rebuilt == [4, 1, 2, 5]

        // An algorithm that may refuse needs `try`; so does any algorithm picked by id.
        let lcs = try DynamicProgrammingLCS().diff(from: "kitten".map(String.init), to: "sitting".map(String.init))
        let byID = try AlgorithmRegistry.algorithm(id: "myers")?.diff(from: [1, 2, 3], to: [3, 1])
        // README example end
        #expect(changes == DiffChangeset(deleted: [2], inserted: [3], moved: [DiffChangeset.OffsetPair(3, 0)]))
        #expect(rebuilt == [4, 1, 2, 5])
        #expect(lcs.deleted.count + lcs.inserted.count == 6 + 7 - 2 * 4)
        #expect(byID.map { $0.deleted.count + $0.inserted.count } == 3)
    }

    @Test func theReadmeShowsThisFilesExample() throws {
        let readme = try String(contentsOf: repositoryFile("README.md"), encoding: .utf8)
        let opening = "```swift\nimport DiffAlgorithms\n\n"
        let start = try #require(readme.range(of: opening))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let readmeExample = String(readme[start.upperBound..<end.lowerBound])

        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let begin = try #require(source.range(of: "// README example begin\n"))
        let finish = try #require(source.range(of: "        // README example end", range: begin.upperBound..<source.endIndex))
        let testedExample = source[begin.upperBound..<finish.lowerBound]
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? $0.dropFirst(8) : $0 }
            .joined(separator: "\n")
        #expect(readmeExample == testedExample)
    }
}

/// A file of this repository, found from this test file's path.
func repositoryFile(_ path: String) -> URL {
    URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(path)
}
