extension ResultsTable {
    /// The environment table's allocator line: what the cells ran under,
    /// as they reported it (`CellResult.allocator`; files from before the
    /// field ran every cell under jemalloc).
    package static func allocatorText(_ results: ResultsFile) -> String {
        let seen = Set(results.cells.compactMap(\.allocator))
        let version = results.environment.jemalloc.map { " \($0)" } ?? ""
        switch (seen.contains(.jemalloc), seen.contains(.system)) {
        case (true, true):
            return "mixed: jemalloc\(version) and the C library's malloc (see each cell's `allocator` in results.json)"
        case (false, true):
            return "the C library's malloc (`--allocator system`), every cell; allocations not measured"
        case (true, false):
            return "jemalloc\(version), preloaded into every cell"
        case (false, false):
            return results.environment.jemalloc.map { "jemalloc \($0)" } ?? "unavailable"
        }
    }
}
