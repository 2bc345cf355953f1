import DiffBenchText

//===----------------------------------------------------------------------===//
// AdapterWireElement: elements as a `diff` request writes them
//===----------------------------------------------------------------------===//

/// An element DiffBench can send to an adapter.
public protocol AdapterWireElement {
    /// The `"elements"` value of a request of these elements.
    static var adapterElementKind: AdapterElementKind { get }
    /// Appends this element as JSON.
    func appendAdapterJSON(to json: inout String)
}

extension Int: AdapterWireElement {
    public static var adapterElementKind: AdapterElementKind { .int }
    public func appendAdapterJSON(to json: inout String) { json += String(self) }
}

extension String: AdapterWireElement {
    public static var adapterElementKind: AdapterElementKind { .string }
    public func appendAdapterJSON(to json: inout String) { json += jsonStringLiteral(self) }
}

/// A `book` element: `{"id", "title", "author", "isbn", "published"}`, with
/// `published` in seconds since 1970. A type with these fields (the
/// workloads' book) conforms to `AdapterWireElement` by making one.
public struct AdapterBookRecord: AdapterWireElement, Hashable, Sendable {
    public var id: Int
    public var title: String
    public var author: String
    public var isbn: String
    /// Seconds since 1970-01-01 00:00:00 UTC; must be finite.
    public var published: Double

    public init(id: Int, title: String, author: String, isbn: String, published: Double) {
        self.id = id
        self.title = title
        self.author = author
        self.isbn = isbn
        self.published = published
    }

    public static var adapterElementKind: AdapterElementKind { .book }

    public func appendAdapterJSON(to json: inout String) {
        json += #"{"id": \#(id), "title": \#(jsonStringLiteral(title)), "author": \#(jsonStringLiteral(author)), "#
        json += #""isbn": \#(jsonStringLiteral(isbn)), "published": \#(published.isFinite ? "\(published)" : "0")}"#
    }
}

/// The request line for one diff.
///
/// - Complexity: O(*n* + *m*).
func diffRequestLine<Element: AdapterWireElement>(
    id: Int, source: [Element], target: [Element], repeatCount: Int
) -> String {
    var json = #"{"op": "diff", "id": \#(id), "elements": "\#(Element.adapterElementKind.rawValue)", "source": ["#
    for (offset, element) in source.enumerated() {
        if offset > 0 { json += ", " }
        element.appendAdapterJSON(to: &json)
    }
    json += #"], "target": ["#
    for (offset, element) in target.enumerated() {
        if offset > 0 { json += ", " }
        element.appendAdapterJSON(to: &json)
    }
    json += #"], "repeat": \#(repeatCount)}"#
    return json
}
