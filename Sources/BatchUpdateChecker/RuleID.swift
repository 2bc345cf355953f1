//===----------------------------------------------------------------------===//
// RuleID and HazardID: the identifiers of spec §3 and §4
//===----------------------------------------------------------------------===//

/// A validation rule of spec §3. The raw value is the spec's identifier.
///
/// Compare verdicts by rule, not by message: UIKit versions word the count
/// failures differently (see `CountMessageFormat`).
public enum RuleID: String, Sendable, Hashable, CaseIterable, Codable {
    // §3.1 structural and conflict rules
    /// A reload path equals an explicit delete (before space), or a section is
    /// both reloaded and deleted (§3.1).
    case reloadAndDelete = "R-RELOAD-DEL"
    /// A move's source equals a delete, a reload's implicit delete included
    /// (§3.1).
    case deleteAndMove = "R-DEL-MOVE"
    /// A move's destination equals an insert, a reload's implicit insert
    /// included (§3.1).
    case insertAndMove = "R-INS-MOVE"
    /// An item move out of a deleted section: a collection view throws; a table
    /// view falls back to `reloadData` (§3.1).
    case moveFromDeletedSection = "R-MV-DELSEC"
    /// An item move into an inserted section: a collection view throws; a table
    /// view falls back to `reloadData` (§3.1).
    case moveIntoInsertedSection = "R-MV-INSSEC"
    /// Two moves with the same source and different destinations (§3.1).
    case moveToTwoDestinations = "R-MV-TWO-DEST"
    /// Two moves with different sources and the same destination (§3.1).
    case moveFromTwoSources = "R-MV-TWO-SRC"
    // §3.2 bounds rules
    /// A deleted section does not exist before the update (§3.2).
    case deleteSectionOutOfBounds = "R-DEL-SEC-OOB"
    /// An item delete's section does not exist before the update (§3.2).
    case deleteItemSectionOutOfBounds = "R-DEL-ITEM-SEC-OOB"
    /// An item delete, a reload's implicit delete included, lies past its
    /// section's count before the update (§3.2).
    case deleteItemOutOfBounds = "R-DEL-ITEM-OOB"
    /// An inserted section does not exist after the update (§3.2).
    case insertSectionOutOfBounds = "R-INS-SEC-OOB"
    /// An item insert's section does not exist after the update (§3.2).
    case insertItemSectionOutOfBounds = "R-INS-ITEM-SEC-OOB"
    /// An item insert, a reload's implicit insert included, lies past its
    /// section's count after the update (§3.2).
    case insertItemOutOfBounds = "R-INS-ITEM-OOB"
    /// A section move's source does not exist before the update (§3.2).
    case moveSectionFromOutOfBounds = "R-MV-SEC-FROM-OOB"
    /// A section move's destination does not exist after the update (§3.2).
    case moveSectionToOutOfBounds = "R-MV-SEC-TO-OOB"
    /// An item move's source section does not exist before the update (§3.2).
    case moveFromSectionOutOfBounds = "R-MV-FROM-SEC-OOB"
    /// An item move's source lies past its section's count before the update
    /// (§3.2).
    case moveFromOutOfBounds = "R-MV-FROM-OOB"
    /// An item move's destination section does not exist after the update
    /// (§3.2).
    case moveToSectionOutOfBounds = "R-MV-TO-SEC-OOB"
    /// An item move's destination lies past its section's count after the
    /// update (§3.2).
    case moveToOutOfBounds = "R-MV-TO-OOB"
    /// Checker-only: a negative index or count (UIKit's behaviour is undefined).
    case negativeIndex = "R-NEG"
    // §3.3 count rules
    /// The section count after the update is not the count before plus the
    /// section inserts minus the section deletes (§3.3).
    case sectionCount = "R-COUNT-SECTIONS"
    /// The data source's new count of an existing section is negative. Never
    /// the count computed from the batch: that is `itemCount`'s business.
    case negativeItemCount = "R-COUNT-NEGATIVE"
    /// An existing section's count after the update is not its count before
    /// plus its inserts, minus its deletes, plus the items moved in, minus
    /// those moved out (§3.3).
    case itemCount = "R-COUNT-ITEMS"
    /// The newer "Invalid batch updates detected" rendering of either count rule.
    case modernCount = "R-COUNT-MODERN"
}

/// A hazard of spec §4: UIKit accepts the batch, but it crashes later or
/// shows wrong rows. The raw value is the spec's identifier.
public enum HazardID: String, Sendable, Hashable, CaseIterable, Codable {
    /// Collection view: the same item path deleted or inserted twice.
    case duplicateInCollectionView = "H-DUP-CV"
    /// Collection view: item delete, insert or reload inside a moved section.
    case sectionMoveWithItemOps = "H-SECMOVE-ITEMOPS"
    /// Collection view: item move out of a moved section (also `s → s`).
    case sectionMoveWithItemMove = "H-SECMOVE-ITEMMOVE"
    /// Collection view: `reloadSections` together with other section operations.
    case sectionReloadWithSectionOps = "H-SECRELOAD"
    /// A reload whose insert (placed ignoring moves) is not where the item ends up.
    case reloadWithMove = "H-RELOAD-MOVE"
    /// A carried cell whose content changed but that was not reloaded (oracle only).
    case staleContent = "H-MOVE-STALE"
    /// Table view: move out of a deleted or into an inserted section, so `reloadData`.
    case tableViewFallback = "H-TV-FALLBACK"
    /// Table view: section move plus item operations in the moved sections.
    case rxDataSourcesHardestCase = "H-RXDS-HARD"
    /// Checker-only: a reload whose insert lands elsewhere although nothing moves.
    case reloadMisplaced = "H-RELOAD-SHIFT"
    /// Checker-only: an item reload inside a deleted or reloaded section (spec §8 T32).
    case reloadInDeletedSection = "H-RELOAD-DELSEC"
}
