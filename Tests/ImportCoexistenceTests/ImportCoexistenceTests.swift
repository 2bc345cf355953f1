import DiffAlgorithms
import LookAlikeDiffLibraries
import Testing

/// An app that imports DiffAlgorithms next to DifferenceKit, LiveCollections
/// and HeckelDiff (look-alikes in `LookAlikeDiffLibraries`): this file
/// compiling is the test. Each library's most-used names resolve unqualified;
/// the one shared name, `Changeset`, is qualified as an app would do it.
@Suite struct ImportCoexistenceTests {
    @Test func ourNamesResolveUnqualified() {
        let changes = HashKeyedLinearDiff().diff(from: [1, 2, 3], to: [3, 1, 2])
        let moves: [DiffAlgorithms.Changeset.OffsetPair] = changes.moved
        #expect(moves.map(\.target) == [0])
        #expect(HeckelSixPassDiff().diff(from: [1, 2], to: [2, 1]).moved.count == 2)
        #expect(MyersLinearSpaceDiff().diff(from: ["a"], to: ["b"]).count == 2)
        let typed: DiffAlgorithms.Changeset = StandardLibraryDiff().diff(from: [1], to: [1])
        #expect(typed.isEmpty)
        let element = Row(id: 1, title: "a")
        #expect(element.diffIdentity == 1)
    }

    @Test func theirNamesResolveToo() {
        // DifferenceKit's most-used type, unqualified.
        let staged = StagedChangeset(source: [1, 2], target: [2, 1])
        #expect(!staged.changesets.isEmpty)
        // LiveCollections' `IndexPair`: ours is nested, so no clash.
        let pair = IndexPair(source: 0, target: 1)
        #expect(pair.target == 1)
        // mcudich/HeckelDiff called qualified by its module's name.
        #expect(HeckelDiff.diff([1], [2]) == [.delete(0), .insert(0)])
        // A DifferenceKit `Changeset`, qualified like ours.
        let theirs = LookAlikeDiffLibraries.Changeset(data: [1])
        #expect(theirs.data == [1])
    }
}

/// An app row that conforms to both libraries' element protocols.
private struct Row: Diffable, Differentiable, Hashable {
    var id: Int
    var title: String
    var diffIdentity: Int { id }
    var differenceIdentifier: Int { id }
}
