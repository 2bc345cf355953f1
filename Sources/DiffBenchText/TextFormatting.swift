//===----------------------------------------------------------------------===//
// DiffBenchText: the few text helpers every DiffBench command shares
//===----------------------------------------------------------------------===//

/// A JSON string literal for `text`, quotes included, with the escapes JSON
/// requires (quote, backslash, control characters) and nothing else, so that
/// the output stays readable: `he said "hi"` → `"he said \"hi\""`.
///
/// - Complexity: O(*n*), *n* the number of scalars in `text`.
public func jsonStringLiteral(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": escaped += "\\\""
        case "\\": escaped += "\\\\"
        case "\n": escaped += "\\n"
        case "\r": escaped += "\\r"
        case "\t": escaped += "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: escaped.unicodeScalars.append(scalar)
        }
    }
    return escaped + "\""
}

/// An integer with thousands separators, independent of the locale:
/// `1234567` → `"1,234,567"`, `-1000` → `"-1,000"`.
public func groupedDigits(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (position, digit) in digits.enumerated() {
        if position > 0 && (digits.count - position) % 3 == 0 { result.append(",") }
        result.append(digit)
    }
    return value < 0 ? "-" + result : result
}
