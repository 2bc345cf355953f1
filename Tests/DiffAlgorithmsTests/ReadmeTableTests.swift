import DiffAlgorithms
import Foundation
import Testing

/// The README's algorithm table states each algorithm's traits; this suite
/// fails when the table and `AlgorithmRegistry.all` disagree.
@Suite struct ReadmeTableTests {
    /// The table's rows by id, as cells (without the surrounding pipes).
    func tableRows() throws -> [String: [String]] {
        let readme = try String(contentsOf: repositoryFile("README.md"), encoding: .utf8)
        let header = "| id | algorithm | time | space | minimal | moves | duplicate identities | refuses | source · tests |"
        let start = try #require(readme.range(of: header), "README.md has no algorithm table")
        var rows: [String: [String]] = [:]
        for line in readme[start.upperBound...].split(separator: "\n").dropFirst() {
            guard line.hasPrefix("| `") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            rows[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = cells
        }
        return rows
    }

    @Test func everyRegisteredAlgorithmHasItsRowAndNoOtherRowExists() throws {
        let rows = try tableRows()
        #expect(Set(rows.keys) == Set(AlgorithmRegistry.ids))
    }

    @Test(arguments: AlgorithmRegistry.ids)
    func theRowStatesTheTraits(id: String) throws {
        let algorithm = try #require(AlgorithmRegistry.algorithm(id: id))
        let cells = try #require(try tableRows()[id], "no README row for \(id)")
        let traits = algorithm.traits
        #expect(cells[2] == traits.time, "time of \(id)")
        #expect(cells[3] == traits.space, "space of \(id)")
        #expect(cells[4] == traits.minimality.description, "minimal column of \(id)")
        #expect(cells[5] == traits.moveRule.description, "moves column of \(id)")
        #expect(cells[6] == traits.duplicateRule.description, "duplicates column of \(id)")
        #expect(cells[7] == traits.refusalRule.description, "refuses column of \(id)")
    }
}
