import DiffAlgorithms
import LookAlikeAppFrameworks
import LookAlikeDiffLibraries
import Testing

/// An app that imports DiffAlgorithms next to DifferenceKit, LiveCollections
/// and HeckelDiff (look-alikes in `LookAlikeDiffLibraries`) and its own model
/// module (`LookAlikeAppFrameworks`): this file compiling is the test. Every
/// library's most-used names resolve unqualified, DifferenceKit's `Changeset`
/// and `ArraySection` included.
@Suite struct ImportCoexistenceTests {
    @Test func ourNamesResolveUnqualified() {
        let changes = HashKeyedLinearDiff().diff(from: [1, 2, 3], to: [3, 1, 2])
        let moves: [DiffChangeset.OffsetPair] = changes.moved
        #expect(moves.map(\.target) == [0])
        #expect(HeckelSixPassDiff().diff(from: [1, 2], to: [2, 1]).moved.count == 2)
        #expect(MyersLinearSpaceDiff().diff(from: ["a"], to: ["b"]).count == 2)
        let typed: DiffChangeset = StandardLibraryDiff().diff(from: [1], to: [1])
        #expect(typed.isEmpty)
        let matching = DiffMatching(targetOfSource: [0])
        #expect(matching.targetOfSource == [0])
        let element = Row(id: 1, title: "a")
        #expect(element.diffIdentity == 1)
    }

    @Test func theirNamesResolveToo() {
        let staged = StagedChangeset(source: [1, 2], target: [2, 1])
        #expect(!staged.changesets.isEmpty)
        let theirs: Changeset<[Int]> = Changeset(data: [1])
        #expect(theirs.data == [1])
        #expect(ArraySection(model: "a", elements: [1]).elements == [1])
        #expect(IndexPair(source: 0, target: 1).target == 1)
        // mcudich/HeckelDiff called qualified by its module's name.
        #expect(HeckelDiff.diff([1], [2]) == [.delete(0), .insert(0)])
        #expect(Matching(score: 1).score == 1)
        #expect(Book(title: "t") != Book(title: "u"))
    }
}

/// An app row that conforms to both libraries' element protocols.
private struct Row: Diffable, Differentiable, Hashable {
    var id: Int
    var title: String
    var diffIdentity: Int { id }
    var differenceIdentifier: Int { id }
}
