import DiffBenchText

//===----------------------------------------------------------------------===//
// AdapterWireElement: elements as a `diff` request writes them
//===----------------------------------------------------------------------===//

/// An element DiffBench can send to an adapter.
public protocol AdapterWireElement {
    /// The `"elements"` value of a request of these elements.
    static var adapterElementKind: AdapterElementKind { get }
    /// Appends this element as JSON (UTF-8).
    func appendAdapterJSON(to json: inout [UInt8])
}

extension Int: AdapterWireElement {
    public static var adapterElementKind: AdapterElementKind { .int }
    public func appendAdapterJSON(to json: inout [UInt8]) { json.append(contentsOf: String(self).utf8) }
}

extension String: AdapterWireElement {
    public static var adapterElementKind: AdapterElementKind { .string }
    public func appendAdapterJSON(to json: inout [UInt8]) { appendJSONStringLiteral(self, to: &json) }
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

    public func appendAdapterJSON(to json: inout [UInt8]) {
        // Bytes, not string appends: this runs for every book of every fuzz case.
        json.append(contentsOf: #"{"id": "#.utf8)
        json.append(contentsOf: String(id).utf8)
        json.append(contentsOf: #", "title": "#.utf8)
        appendJSONStringLiteral(title, to: &json)
        json.append(contentsOf: #", "author": "#.utf8)
        appendJSONStringLiteral(author, to: &json)
        json.append(contentsOf: #", "isbn": "#.utf8)
        appendJSONStringLiteral(isbn, to: &json)
        json.append(contentsOf: #", "published": "#.utf8)
        json.append(contentsOf: (published.isFinite ? published.description : "0").utf8)
        json.append(UInt8(ascii: "}"))
    }
}

/// The request line for one diff.
///
/// - Complexity: O(*n* + *m*).
func diffRequestLine<Element: AdapterWireElement>(
    id: Int, source: [Element], target: [Element], repeatCount: Int
) -> [UInt8] {
    var json: [UInt8] = []
    json.reserveCapacity(64 + 8 * (source.count + target.count))
    json.append(contentsOf: #"{"op": "diff", "id": \#(id), "elements": "\#(Element.adapterElementKind.rawValue)", "source": ["#.utf8)
    for (offset, element) in source.enumerated() {
        if offset > 0 { json.append(contentsOf: ", ".utf8) }
        element.appendAdapterJSON(to: &json)
    }
    json.append(contentsOf: #"], "target": ["#.utf8)
    for (offset, element) in target.enumerated() {
        if offset > 0 { json.append(contentsOf: ", ".utf8) }
        element.appendAdapterJSON(to: &json)
    }
    json.append(contentsOf: #"], "repeat": \#(repeatCount)}"#.utf8)
    return json
}
