//===----------------------------------------------------------------------===//
// ValidationOptions: the configurable points of spec §9
//===----------------------------------------------------------------------===//

/// The points where UIKit versions differ or where the spec could only infer
/// UIKit's behaviour (spec §9). The defaults model an iOS 11-era UIKit with
/// the classic messages, which the spec confirmed from decompiled code.
public struct ValidationOptions: Hashable, Sendable {
    /// How messages print an index path. Default: `.uikit`.
    public var indexPathStyle: IndexPathStyle
    /// Which wording the count rules use. Default: `.classic`.
    public var countFormat: CountMessageFormat
    /// What a table view does with an item moved out of a deleted section or
    /// into an inserted one. Default: `.reloadDataFallback` (iOS 11+).
    public var tableViewCrossSectionMoves: TableViewCrossSectionMoves

    /// Creates options; each default is the iOS 11-era behaviour the spec
    /// confirmed.
    public init(
        indexPathStyle: IndexPathStyle = .uikit,
        countFormat: CountMessageFormat = .classic,
        tableViewCrossSectionMoves: TableViewCrossSectionMoves = .reloadDataFallback
    ) {
        self.indexPathStyle = indexPathStyle
        self.countFormat = countFormat
        self.tableViewCrossSectionMoves = tableViewCrossSectionMoves
    }
}

/// The wording of the count failures (spec §3.3 and §2 "Version notes").
///
/// Which one a given SDK picks is unconfirmed; the rule identifiers say what
/// failed either way.
public enum CountMessageFormat: String, Hashable, Sendable, CaseIterable {
    /// `Invalid update: invalid number of rows in section 0.  The number of …`
    /// (rules `R-COUNT-SECTIONS`, `R-COUNT-NEGATIVE`, `R-COUNT-ITEMS`).
    case classic
    /// `Invalid batch updates detected: …` with the data-source counts and the
    /// update list (rule `R-COUNT-MODERN`), as Xcode 14.3+/iOS 16+ sometimes prints.
    case modern
}

/// A table view's answer to an item move out of a deleted section or into an
/// inserted one (rules `R-MV-DELSEC`, `R-MV-INSSEC`).
public enum TableViewCrossSectionMoves: String, Hashable, Sendable, CaseIterable {
    /// iOS 11+: no exception; skip the row-count check and call `reloadData`.
    case reloadDataFallback
    /// iOS 7-era: throw `cannot move a row from a deleted section` /
    /// `cannot move a row into a newly inserted section (%ld)`.
    case legacyException
}
