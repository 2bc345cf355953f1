import AdapterProtocol

//===----------------------------------------------------------------------===//
// Elements in messages, as the adapter received them
//===----------------------------------------------------------------------===//

/// `elements` as the JSON array a `diff` request carries them in (a book as
/// `{"id": …, "published": …}`, seconds since 1970), for messages about an
/// adapter's answer: the adapter's own view of its input, and no name of
/// DiffBench's own element types.
///
/// - Complexity: O(*n*).
func wireList<Element: AdapterWireElement>(_ elements: [Element]) -> String {
    var json: [UInt8] = [UInt8(ascii: "[")]
    for (offset, element) in elements.enumerated() {
        if offset > 0 { json.append(contentsOf: ", ".utf8) }
        element.appendAdapterJSON(to: &json)
    }
    json.append(UInt8(ascii: "]"))
    return String(decoding: json, as: UTF8.self)
}
