import DiffBenchText

//===----------------------------------------------------------------------===//
// AdapterBook as a `book` wire element
//===----------------------------------------------------------------------===//

/// A `book` element, written `{"id", "title", "author", "isbn", "published"}`
/// with `published` in seconds since 1970. A type with these fields (the
/// workloads' book) conforms to `AdapterWireElement` by making one.
extension AdapterBook: AdapterWireElement {
    package static var adapterElementKind: AdapterElementKind { .book }

    package func appendAdapterJSON(to json: inout [UInt8]) {
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
