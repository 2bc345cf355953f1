import DiffBenchText

//===----------------------------------------------------------------------===//
// AdapterWireElement: elements as a `diff` request writes them
//===----------------------------------------------------------------------===//

/// An element DiffBench can send to an adapter.
package protocol AdapterWireElement {
    /// The `"elements"` value of a request of these elements.
    static var adapterElementKind: AdapterElementKind { get }
    /// Appends this element as JSON (UTF-8).
    func appendAdapterJSON(to json: inout [UInt8])
}

extension Int: AdapterWireElement {
    package static var adapterElementKind: AdapterElementKind { .int }
    package func appendAdapterJSON(to json: inout [UInt8]) { json.append(contentsOf: String(self).utf8) }
}

extension String: AdapterWireElement {
    package static var adapterElementKind: AdapterElementKind { .string }
    package func appendAdapterJSON(to json: inout [UInt8]) { appendJSONStringLiteral(self, to: &json) }
}

/// The request line for one diff.
///
/// - Complexity: O(*n* + *m*).
package func diffRequestLine<Element: AdapterWireElement>(
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
