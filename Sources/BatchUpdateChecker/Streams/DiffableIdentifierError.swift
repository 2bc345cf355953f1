import DiffAlgorithms

//===----------------------------------------------------------------------===//
// DiffableIdentifierError: a diffable data source refuses repeated identifiers
//===----------------------------------------------------------------------===//

/// The fatal error a diffable data source (`UITableViewDiffableDataSource`,
/// `UICollectionViewDiffableDataSource`) stops the app with when a snapshot
/// repeats an item identifier (spec §3.4, X-DIFFABLE-DUP).
///
/// The text is the one in crash reports since iOS 14:
/// `Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(…)}`
/// (iOS 13 said `Fatal: supplied identifiers are not unique.`). UIKit prints
/// the identifiers as an `NSSet`; the model lists each repeated identifier
/// once, in order of first repetition, separated by `, ` (the set's own
/// order and line breaks are UIKit's and not reproduced).
public struct DiffableIdentifierError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The repeated identifiers, as text.
    public var duplicates: [String]

    /// The error for `duplicates`, the repeated identifiers as text.
    public init(duplicates: [String]) {
        self.duplicates = duplicates
    }

    /// The data source's message.
    public var message: String {
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(duplicates.joined(separator: ", ")))}"
    }

    /// The `message`.
    public var description: String { message }

    /// The error for `elements`, or `nil` when their identities are unique.
    ///
    /// - Complexity: O(*n*) expected, hashing every identity once.
    public static func check<Element: Diffable>(_ elements: [Element]) -> DiffableIdentifierError? {
        var seen = Set<Element.DiffIdentity>()
        var reported = Set<Element.DiffIdentity>()
        var duplicates: [String] = []
        for element in elements {
            let identity = element.diffIdentity
            if !seen.insert(identity).inserted, reported.insert(identity).inserted {
                duplicates.append(String(describing: identity))
            }
        }
        return duplicates.isEmpty ? nil : DiffableIdentifierError(duplicates: duplicates)
    }
}
