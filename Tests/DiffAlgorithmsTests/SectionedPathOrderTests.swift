import Testing

@testable import DiffAlgorithms

/// `_SectionedPathOrder` must give exactly what a comparison sort gives,
/// through marking (many paths) and through its fallbacks (few, or duplicates).
@Suite struct SectionedPathOrderTests {
    typealias Path = SectionedChangeset.ItemPath
    typealias Pair = SectionedChangeset.PathPair

    /// Sections of 3, 0, 5 and 2 items: 10 flat positions.
    let starts = [0, 3, 3, 8, 10]

    var everyPath: [Path] {
        (0..<4).flatMap { s in (0..<(starts[s + 1] - starts[s])).map { Path(s, $0) } }
    }

    @Test(arguments: [1, 2, 5, 8, 10])
    func sortsPathsLikeASort(keeping count: Int) {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            var paths = Array(everyPath.shuffled(using: &random).prefix(count))
            let expected = paths.sorted()
            _SectionedPathOrder.sort(&paths, starts: starts)
            #expect(paths == expected)
        }
    }

    @Test func sortsPairsBySourceLikeASort() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let targets = everyPath.shuffled(using: &random)
            var pairs = zip(everyPath, targets).map { Pair($0, $1) }.shuffled(using: &random)
            let expected = pairs.sorted()
            _SectionedPathOrder.sort(&pairs, sourceStarts: starts)
            #expect(pairs == expected)
        }
    }

    @Test func duplicatesFallBackToASort() {
        var paths = everyPath.reversed() + [Path(2, 4)]
        _SectionedPathOrder.sort(&paths, starts: starts)
        #expect(paths == (everyPath + [Path(2, 4)]).sorted())
        var pairs = everyPath.reversed().map { Pair($0, Path(0, 0)) } + [Pair(Path(0, 1), Path(3, 1))]
        let expected = pairs.sorted()
        _SectionedPathOrder.sort(&pairs, sourceStarts: starts)
        #expect(pairs == expected)
    }
}
