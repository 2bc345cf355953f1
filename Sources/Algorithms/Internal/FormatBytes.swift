/// Formats a byte count for messages: "200.0 MB", "2.0 GiB".
///
/// Powers of two at or above 1 GiB print in GiB, everything else in decimal
/// units, matching how budgets and estimates are usually quoted.
internal func formatBytes(_ bytes: Double) -> String {
    let gib = Double(1 << 30)
    if bytes >= gib && bytes.truncatingRemainder(dividingBy: gib) == 0 {
        return "\(_oneDecimal(bytes / gib)) GiB"
    }
    let units = ["B", "kB", "MB", "GB", "TB", "PB"]
    var value = bytes
    var unit = 0
    while value >= 1000 && unit < units.count - 1 {
        value /= 1000
        unit += 1
    }
    return unit == 0 ? "\(Int(value)) B" : "\(_oneDecimal(value)) \(units[unit])"
}

private func _oneDecimal(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    return "\(Int(tenths) / 10).\(Int(tenths) % 10)"
}
