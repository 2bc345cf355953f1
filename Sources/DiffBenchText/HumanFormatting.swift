//===----------------------------------------------------------------------===//
// Formatting: times, sizes and byte counts for people (no Foundation, so
// that DiffAlgorithms can spell its refusals the same way)
//===----------------------------------------------------------------------===//

/// `1000` → `"1k"`, `100000` → `"100k"`, `1500` → `"1500"`, `2000000` → `"2M"`.
package func formatCount(_ count: Int) -> String {
    if count >= 1_000_000 && count % 1_000_000 == 0 { return "\(count / 1_000_000)M" }
    if count >= 1000 && count % 1000 == 0 { return "\(count / 1000)k" }
    return "\(count)"
}

/// Seconds with a unit and three significant digits: `"812 µs"`, `"1.23 ms"`, `"12.1 s"`.
package func formatDuration(_ seconds: Double) -> String {
    let (value, unit): (Double, String) =
        seconds < 1e-6 ? (seconds * 1e9, "ns")
        : seconds < 1e-3 ? (seconds * 1e6, "µs")
        : seconds < 1 ? (seconds * 1e3, "ms")
        : (seconds, "s")
    return "\(significant(value)) \(unit)"
}

/// Bytes in binary units: `"512 B"`, `"1.50 KiB"`, `"2.00 GiB"`.
package func formatBytes(_ bytes: Int) -> String {
    formatBytes(Double(bytes))
}

/// Bytes in binary units, for estimates that may exceed `Int`: `"37.3 GiB"`.
package func formatBytes(_ bytes: Double) -> String {
    let units = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
    var value = bytes
    var unit = 0
    while abs(value) >= 1024 && unit < units.count - 1 {
        value /= 1024
        unit += 1
    }
    return unit == 0 ? "\(Int(bytes)) B" : "\(significant(value)) \(units[unit])"
}

/// Three significant digits, no exponent: `1.234` → `"1.23"`, `123.4` →
/// `"123"`, `-0.5` → `"-0.50"`. Rounds half away from zero.
package func significant(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let magnitude = abs(value)
    let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2
    return fixedPoint(value, decimals: decimals)
}

/// `value` with exactly `decimals` digits after the point (0 to 9), rounded
/// half away from zero: `fixedPoint(2.5, decimals: 0)` → `"3"`.
package func fixedPoint(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e18 else { return "\(value)" }
    let units = UInt64(scaled)
    let whole = units / UInt64(scale)
    let sign = value < 0 && units != 0 ? "-" : ""
    guard decimals > 0 else { return "\(sign)\(whole)" }
    let fraction = String(units % UInt64(scale))
    return "\(sign)\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
}

/// Seconds as `"42s"` or `"3m05s"`.
package func formatClock(_ seconds: Double) -> String {
    let total = Int(seconds.rounded())
    guard total >= 60 else { return "\(total)s" }
    let rest = total % 60
    return "\(total / 60)m\(rest < 10 ? "0" : "")\(rest)s"
}
