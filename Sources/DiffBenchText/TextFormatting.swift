//===----------------------------------------------------------------------===//
// DiffBenchText: the few text helpers every DiffBench command shares
//===----------------------------------------------------------------------===//

/// A JSON string literal for `text`, quotes included, with the escapes JSON
/// requires (quote, backslash, control characters) and nothing else, so that
/// the output stays readable: `he said "hi"` → `"he said \"hi\""`.
///
/// - Complexity: O(*n*), *n* the number of scalars in `text`.
package func jsonStringLiteral(_ text: String) -> String {
    var escaped = ""
    appendJSONStringLiteral(text, to: &escaped)
    return escaped
}

/// Appends `jsonStringLiteral(text)` to `json`. A string with nothing to
/// escape (the usual case) is appended whole, without a scalar-by-scalar copy.
///
/// - Complexity: O(*n*), *n* the number of UTF-8 bytes of `text`.
package func appendJSONStringLiteral(_ text: String, to json: inout String) {
    json += "\""
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
        json += text
        json += "\""
        return
    }
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": json += "\\\""
        case "\\": json += "\\\\"
        case "\n": json += "\\n"
        case "\r": json += "\\r"
        case "\t": json += "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            json += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: json.unicodeScalars.append(scalar)
        }
    }
    json += "\""
}

/// Appends `jsonStringLiteral(text)` to `bytes` as UTF-8.
///
/// - Complexity: O(*n*), *n* the number of UTF-8 bytes of `text`.
package func appendJSONStringLiteral(_ text: String, to bytes: inout [UInt8]) {
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
        bytes.append(0x22)
        bytes.append(contentsOf: text.utf8)
        bytes.append(0x22)
    } else {
        bytes.append(contentsOf: jsonStringLiteral(text).utf8)
    }
}

/// An integer with thousands separators, independent of the locale:
/// `1234567` → `"1,234,567"`, `-1000` → `"-1,000"`.
package func groupedDigits(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (position, digit) in digits.enumerated() {
        if position > 0 && (digits.count - position) % 3 == 0 { result.append(",") }
        result.append(digit)
    }
    return value < 0 ? "-" + result : result
}
