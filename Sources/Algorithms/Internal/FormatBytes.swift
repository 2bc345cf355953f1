/// Formats a byte count for messages in binary units with three significant
/// digits, spelled as benchrunner spells them: `"512 B"`, `"191 MiB"`,
/// `"2.00 GiB"`, `"37.3 GiB"`.
///
/// DiffAlgorithms does not import Foundation, so it rounds by hand.
internal func formatBytes(_ bytes: Double) -> String {
    let units = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"]
    var value = bytes
    var unit = 0
    while abs(value) >= 1024 && unit < units.count - 1 {
        value /= 1024
        unit += 1
    }
    return unit == 0 ? "\(Int(bytes)) B" : "\(_threeSignificantDigits(value)) \(units[unit])"
}

/// `1.234` → `"1.23"`, `12.34` → `"12.3"`, `123.4` → `"123"` (non-negative values).
private func _threeSignificantDigits(_ value: Double) -> String {
    let decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2
    var scale = 1
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((value * Double(scale)).rounded())
    guard decimals > 0 else { return "\(scaled)" }
    let fraction = String(scaled % scale)
    return "\(scaled / scale)." + String(repeating: "0", count: decimals - fraction.count) + fraction
}
