//===----------------------------------------------------------------------===//
// Diffable: identity separate from content
//===----------------------------------------------------------------------===//

/// An element that a list diff can track: a hashable identity says *which row*
/// it is, content equality says whether that row must be reloaded.
///
/// Two elements with equal `diffIdentity` are the same row; if they also differ
/// in content (`hasSameContent(as:)` returns `false`), the row is kept but
/// reported as updated.
///
/// `Int` and `String` are their own identity and content:
///
///     extension Int: Diffable {}
///
/// - Note: Identities may repeat inside one array (duplicates). Each algorithm
///   documents how it matches repeated identities.
public protocol Diffable {
    /// The type of the identity; it only needs to be hashable.
    associatedtype DiffIdentity: Hashable

    /// Which row this element is. Equal identities mean the same row.
    var diffIdentity: DiffIdentity { get }

    /// Whether `self` shows the same content as `other`, an element with the
    /// same identity. `false` means the row must be reloaded.
    func hasSameContent(as other: Self) -> Bool
}

extension Diffable where Self: Hashable, DiffIdentity == Self {
    /// A hashable value is its own identity.
    @inlinable
    public var diffIdentity: Self { self }
}

extension Diffable where Self: Equatable {
    /// By default, content equality is `==`.
    @inlinable
    public func hasSameContent(as other: Self) -> Bool { self == other }
}

extension Int: Diffable {}
extension String: Diffable {}
