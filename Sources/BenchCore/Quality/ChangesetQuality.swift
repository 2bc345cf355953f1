import Foundation

//===----------------------------------------------------------------------===//
// ChangesetQuality: the rows a cell's changeset animates, against the bound
//===----------------------------------------------------------------------===//

/// How many rows a cell's changeset animates, and how that compares with
/// the fewest any changeset of the same workload could (`ChangesetBound`).
///
/// *Rows animated* are deletes + inserts + moves (updates reload a row in
/// place and are not counted). A sectioned changeset also counts its
/// section operations, and the rows that leave with a deleted section or
/// arrive with an inserted one (`rowsWithSections`), which it does not list.
package struct ChangesetQuality: Codable, Hashable, Sendable {
    /// Deletes + inserts + moves (+ `rowsWithSections`).
    package var rowsAnimated: Int
    /// Whether the changeset has no moves, so that `moveFreeMultiple` applies.
    package var moveFree: Bool
    /// Sectioned cells only: the rows deleted or inserted with their section.
    package var rowsWithSections: Int?
    /// The workload's bound (for a sectioned workload, sections and items).
    package var bound: ChangesetBound
    /// Sectioned cells only: the share of `bound` that counts sections.
    package var sectionBound: ChangesetBound?

    /// Creates a value from every stored property.
    package init(rowsAnimated: Int, moveFree: Bool, rowsWithSections: Int? = nil, bound: ChangesetBound, sectionBound: ChangesetBound? = nil) {
        self.rowsAnimated = rowsAnimated
        self.moveFree = moveFree
        self.rowsWithSections = rowsWithSections
        self.bound = bound
        self.sectionBound = sectionBound
    }

    /// The quality of a changeset of `size` for a workload with `bound`.
    ///
    /// - Parameter rowsWithSections: The unlisted rows of deleted and
    ///   inserted sections (sectioned cells), else `nil`.
    package init(size: ChangesetSize, rowsWithSections: Int? = nil, bound: ChangesetBound, sectionBound: ChangesetBound? = nil) {
        self.init(
            rowsAnimated: size.deleted + size.inserted + size.moved + (rowsWithSections ?? 0), moveFree: size.moved == 0,
            rowsWithSections: rowsWithSections, bound: bound, sectionBound: sectionBound)
    }

    /// `rowsAnimated` as a multiple of `bound.lowerBound`: 1 is the fewest
    /// possible. With a bound of 0 it is 1 when nothing is animated and
    /// infinite otherwise.
    package var boundMultiple: Double { Self.multiple(rowsAnimated, of: bound.lowerBound) }

    /// `rowsAnimated` as a multiple of `bound.moveFreeLowerBound`, for a
    /// changeset without moves (the bound it can reach); `nil` with moves.
    package var moveFreeMultiple: Double? {
        moveFree ? Self.multiple(rowsAnimated, of: bound.moveFreeLowerBound) : nil
    }

    /// `rows` ÷ `bound`; 1 for 0 ÷ 0, infinite for anything else over 0.
    package static func multiple(_ rows: Int, of bound: Int) -> Double {
        guard bound > 0 else { return rows == 0 ? 1 : .infinity }
        return Double(rows) / Double(bound)
    }

    /// `"×1.00"`, `"×8.93"`, `"×∞"`: a multiple with two decimals.
    package static func multipleText(_ multiple: Double) -> String {
        multiple.isFinite ? String(format: "×%.2f", multiple) : "×∞"
    }

    private enum CodingKeys: String, CodingKey {
        case rowsAnimated, moveFree, rowsWithSections, bound, sectionBound, boundMultiple, moveFreeMultiple
    }

    /// Reads the stored values; the multiples written beside them are derived again.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rowsAnimated = try container.decode(Int.self, forKey: .rowsAnimated)
        moveFree = try container.decode(Bool.self, forKey: .moveFree)
        rowsWithSections = try container.decodeIfPresent(Int.self, forKey: .rowsWithSections)
        bound = try container.decode(ChangesetBound.self, forKey: .bound)
        sectionBound = try container.decodeIfPresent(ChangesetBound.self, forKey: .sectionBound)
    }

    /// Writes the stored values and, when finite, both multiples (JSON has no infinity).
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rowsAnimated, forKey: .rowsAnimated)
        try container.encode(moveFree, forKey: .moveFree)
        try container.encodeIfPresent(rowsWithSections, forKey: .rowsWithSections)
        try container.encode(bound, forKey: .bound)
        try container.encodeIfPresent(sectionBound, forKey: .sectionBound)
        if boundMultiple.isFinite { try container.encode(boundMultiple, forKey: .boundMultiple) }
        if let moveFreeMultiple, moveFreeMultiple.isFinite {
            try container.encode(moveFreeMultiple, forKey: .moveFreeMultiple)
        }
    }
}
