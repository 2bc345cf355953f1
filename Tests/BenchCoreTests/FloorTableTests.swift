import BenchCore
import BenchTestSupport
import Testing

/// The "Time × floor" table: every other row's median over `floor`'s at the
/// same size (and over `floor-content`'s when the group has it), and nothing
/// when the group has no timed floor.
@Suite struct FloorTableTests {
    @Test func rowsAreMultiplesOfTheFloorAtTheSameSize() throws {
        var builder = ResultsBuilder()
        builder.add(ResultsBuilder.key("floor", 1000), samples: ResultsBuilder.samples(median: 0.001))
        builder.add(ResultsBuilder.key("floor", 10_000), samples: ResultsBuilder.samples(median: 0.01))
        builder.add(ResultsBuilder.key("hash-linear", 1000), samples: ResultsBuilder.samples(median: 0.0034))
        builder.add(ResultsBuilder.key("hash-linear", 10_000), samples: ResultsBuilder.samples(median: 0.02))
        builder.add(ResultsBuilder.key("myers", 1000), samples: [], status: .timedOut)
        let group = try #require(ResultsTable.groups(builder.results).first)
        let table = ResultsTable.floorMarkdown(group)
        #expect(table.contains("| hash-linear | 3.40× | 2.00× |"), "\(table)")
        #expect(table.contains("| myers | – | – |"), "\(table)")
        #expect(!table.contains("| floor |"))
        let markdown = ResultsTable.markdown(for: builder.results) { _, _ in nil }
        #expect(markdown.contains("Time × floor"))
    }

    @Test func noFloorNoTable() throws {
        var builder = ResultsBuilder()
        builder.add(ResultsBuilder.key("hash-linear", 1000), samples: ResultsBuilder.samples(median: 0.0034))
        builder.add(ResultsBuilder.key("floor", 1000), samples: [], status: .skipped)
        let group = try #require(ResultsTable.groups(builder.results).first)
        #expect(ResultsTable.floorMarkdown(group).isEmpty)
    }

    @Test func withFloorContentEachSizeHasBothMultiples() throws {
        var builder = ResultsBuilder()
        builder.add(ResultsBuilder.key("floor", 1000), samples: ResultsBuilder.samples(median: 0.001))
        builder.add(ResultsBuilder.key("floor-content", 1000), samples: ResultsBuilder.samples(median: 0.002))
        builder.add(ResultsBuilder.key("heckel", 1000), samples: ResultsBuilder.samples(median: 0.005))
        let group = try #require(ResultsTable.groups(builder.results).first)
        let table = ResultsTable.floorMarkdown(group)
        #expect(table.contains("| algorithm | 1k × floor | 1k × floor-content |"), "\(table)")
        #expect(table.contains("| heckel | 5.00× | 2.50× |"), "\(table)")
        #expect(table.contains("| floor-content | 2.00× | 1.00× |"), "\(table)")
    }
}
