//===----------------------------------------------------------------------===//
// Why a sectioned changeset does not fit its collections
//===----------------------------------------------------------------------===//

/// Why `SectionedChangeset.apply(to:target:)` refused a changeset.
public enum SectionedApplicationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A `(section, item)` path, in the index space its list's name implies.
    public typealias ItemPath = SectionedChangeset.ItemPath

    /// The section half does not fit the section counts.
    case sections(ChangesetApplicationError)
    /// A path in `list` names a section or an item outside its index space
    /// (source paths for deletes and move or update sources, target paths
    /// otherwise).
    case pathOutOfRange(list: String, path: ItemPath)
    /// A path appears twice where it may appear once.
    case duplicatePath(list: String, path: ItemPath)
    /// A source path is deleted and also moved or updated.
    case deletedAndKept(list: String, path: ItemPath)
    /// A target path is inserted and also a move destination or update target.
    case insertedAndFilled(list: String, path: ItemPath)
    /// An explicit delete inside a deleted section (its items are deleted implicitly).
    case deleteInDeletedSection(ItemPath)
    /// An explicit insert inside an inserted section (its items are inserted implicitly).
    case insertInInsertedSection(ItemPath)
    /// The survivors of source section `source` do not fill the free slots of
    /// its partner, target section `target`, exactly.
    case survivorCountMismatch(source: Int, target: Int, survivors: Int, freeSlots: Int)
    /// An updated pair whose source item does not land at its target path
    /// (`landsAt` is `nil` when the item is deleted implicitly).
    case updateMisplaced(SectionedChangeset.PathPair, landsAt: ItemPath?)

    /// One line naming the list and the path, e.g. "deleted path (0, 4) is out
    /// of range".
    public var description: String {
        switch self {
        case let .sections(error): "sections: \(error)"
        case let .pathOutOfRange(list, path): "\(list) path \(path) is out of range"
        case let .duplicatePath(list, path): "\(list) path \(path) appears twice"
        case let .deletedAndKept(list, path): "source path \(path) is deleted and also \(list)"
        case let .insertedAndFilled(list, path): "target path \(path) is inserted and also \(list)"
        case let .deleteInDeletedSection(path): "deleted path \(path) lies in a deleted section (its items are deleted implicitly)"
        case let .insertInInsertedSection(path): "inserted path \(path) lies in an inserted section (its items are inserted implicitly)"
        case let .survivorCountMismatch(source, target, survivors, freeSlots):
            "\(survivors) surviving items of source section \(source) cannot fill \(freeSlots) free slots of target section \(target)"
        case let .updateMisplaced(pair, landsAt):
            "updated pair \(pair) is inconsistent: its source lands \(landsAt.map { "at \($0)" } ?? "nowhere (deleted)")"
        }
    }
}
