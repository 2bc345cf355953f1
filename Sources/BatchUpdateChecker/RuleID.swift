//===----------------------------------------------------------------------===//
// RuleID and HazardID: the identifiers of spec §3 and §4
//===----------------------------------------------------------------------===//

/// A validation rule of spec §3. The raw value is the spec's identifier.
///
/// Compare verdicts by rule, not by message: UIKit versions word the count
/// failures differently (see `CountMessageFormat`).
public enum RuleID: String, Sendable, Hashable, CaseIterable, Codable {
    // §3.1 structural and conflict rules
    case reloadAndDelete = "R-RELOAD-DEL"
    case deleteAndMove = "R-DEL-MOVE"
    case insertAndMove = "R-INS-MOVE"
    case moveFromDeletedSection = "R-MV-DELSEC"
    case moveIntoInsertedSection = "R-MV-INSSEC"
    case moveToTwoDestinations = "R-MV-TWO-DEST"
    case moveFromTwoSources = "R-MV-TWO-SRC"
    // §3.2 bounds rules
    case deleteSectionOutOfBounds = "R-DEL-SEC-OOB"
    case deleteItemSectionOutOfBounds = "R-DEL-ITEM-SEC-OOB"
    case deleteItemOutOfBounds = "R-DEL-ITEM-OOB"
    case insertSectionOutOfBounds = "R-INS-SEC-OOB"
    case insertItemSectionOutOfBounds = "R-INS-ITEM-SEC-OOB"
    case insertItemOutOfBounds = "R-INS-ITEM-OOB"
    case moveSectionFromOutOfBounds = "R-MV-SEC-FROM-OOB"
    case moveSectionToOutOfBounds = "R-MV-SEC-TO-OOB"
    case moveFromSectionOutOfBounds = "R-MV-FROM-SEC-OOB"
    case moveFromOutOfBounds = "R-MV-FROM-OOB"
    case moveToSectionOutOfBounds = "R-MV-TO-SEC-OOB"
    case moveToOutOfBounds = "R-MV-TO-OOB"
    /// Checker-only: a negative index or count (UIKit's behaviour is undefined).
    case negativeIndex = "R-NEG"
    // §3.3 count rules
    case sectionCount = "R-COUNT-SECTIONS"
    /// The data source's new count of an existing section is negative. Never
    /// the count computed from the batch: that is `itemCount`'s business.
    case negativeItemCount = "R-COUNT-NEGATIVE"
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
