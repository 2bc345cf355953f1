//===----------------------------------------------------------------------===//
// Why a sectioned diff gave no changeset
//===----------------------------------------------------------------------===//

/// Why `SectionedChangeset(diffing:to:using:)` gave no changeset.
///
/// Duplicate identities are **rejected**, as diffable data sources and
/// RxDataSources do (docs/batch-update-rules.md §6.3, §6.9): section identities must be unique
/// among the sections of each side, item identities unique across all the
/// items of each side. Otherwise "the item that left this section" would be
/// ambiguous.
public enum SectionedDiffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which input a duplicate was found in.
    public enum Side: String, Hashable, Sendable {
        /// The source (old) sections or items.
        case source
        /// The target (new) sections or items.
        case target
    }

    /// Two sections of one side share an identity: the section offsets.
    case duplicateSectionIdentity(Side, first: Int, second: Int)
    /// Two items of one side share an identity, in the same or different sections.
    case duplicateItemIdentity(Side, first: SectionedChangeset.ItemPath, second: SectionedChangeset.ItemPath)
    /// The algorithm refused the section list or a section pair's items, or
    /// returned an ill-formed matching.
    case diff(DiffError)

    /// One line naming the side and the offsets or paths, or the algorithm's
    /// error.
    public var description: String {
        switch self {
        case let .duplicateSectionIdentity(side, first, second):
            "duplicate section id in the \(side.rawValue): sections \(first) and \(second)"
        case let .duplicateItemIdentity(side, first, second):
            "duplicate item id in the \(side.rawValue): items \(first) and \(second)"
        case let .diff(error): error.description
        }
    }
}
