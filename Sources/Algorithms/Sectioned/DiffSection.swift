//===----------------------------------------------------------------------===//
// DiffSection: one section of a sectioned list
//===----------------------------------------------------------------------===//

/// A section of a sectioned list: a `model` that gives the section its
/// identity and content (a header, say), and the `items` it holds.
///
///     let library = [
///         DiffSection(model: "Ada Okafor", items: [book1, book2]),
///         DiffSection(model: "Kenji Tanaka", items: [book3]),
///     ]
///
/// As a `Diffable` element a section is its model: two sections are the same
/// section when their models have the same identity, and a section is
/// updated (reloaded) when its model's content changed. Its items are diffed
/// separately (`SectionedChangeset(diffing:to:using:)`).
///
/// Named to stay clear of DifferenceKit's `ArraySection`, SwiftUI's
/// `Section` and IGListKit's section controllers.
public struct DiffSection<Model: Diffable, Item: Diffable> {
    /// The section's identity and content.
    public var model: Model
    /// The items, in display order.
    public var items: [Item]

    /// Creates a section from its model (identity and content) and its items in
    /// display order.
    public init(model: Model, items: [Item]) {
        self.model = model
        self.items = items
    }
}

extension DiffSection: Diffable {
    /// The model's identity.
    @inlinable
    public var diffIdentity: Model.DiffIdentity { model.diffIdentity }

    /// Whether the models show the same content; the items are not compared.
    @inlinable
    public func hasSameContent(as other: DiffSection) -> Bool { model.hasSameContent(as: other.model) }
}

extension DiffSection: Equatable where Model: Equatable, Item: Equatable {}
extension DiffSection: Hashable where Model: Hashable, Item: Hashable {}
extension DiffSection: Sendable where Model: Sendable, Item: Sendable {}
