import Foundation

//===----------------------------------------------------------------------===//
// Formatting: times, sizes and byte counts for people
//===----------------------------------------------------------------------===//

/// `1000` → `"1k"`, `100000` → `"100k"`, `1500` → `"1500"`, `2000000` → `"2M"`.
public func formatCount(_ count: Int) -> String {
    if count >= 1_000_000 && count % 1_000_000 == 0 { return "\(count / 1_000_000)M" }
    if count >= 1000 && count % 1000 == 0 { return "\(count / 1000)k" }
    return "\(count)"
}

/// Seconds with a unit and three significant digits: `"812 µs"`, `"1.23 ms"`, `"12.1 s"`.
public func formatDuration(_ seconds: Double) -> String {
    let (value, unit): (Double, String) =
        seconds < 1e-6 ? (seconds * 1e9, "ns")
        : seconds < 1e-3 ? (seconds * 1e6, "µs")
        : seconds < 1 ? (seconds * 1e3, "ms")
        : (seconds, "s")
    return "\(significant(value)) \(unit)"
}

/// Bytes in binary units: `"512 B"`, `"1.50 KiB"`, `"2.00 GiB"`.
public func formatBytes(_ bytes: Int) -> String {
    let units = ["B", "KiB", "MiB", "GiB", "TiB"]
    var value = Double(bytes)
    var unit = 0
    while abs(value) >= 1024 && unit < units.count - 1 {
        value /= 1024
        unit += 1
    }
    return unit == 0 ? "\(bytes) B" : "\(significant(value)) \(units[unit])"
}

/// Three significant digits, no exponent: `1.234` → `"1.23"`, `123.4` → `"123"`.
public func significant(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let magnitude = abs(value)
    let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2
    return String(format: "%.\(decimals)f", value)
}

/// Seconds as `"42s"` or `"3m05s"`.
public func formatClock(_ seconds: Double) -> String {
    let total = Int(seconds.rounded())
    return total < 60 ? "\(total)s" : String(format: "%dm%02ds", total / 60, total % 60)
}

/// An ISO 8601 timestamp in UTC, to the second.
public func isoTimestamp(_ date: Date = Date()) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: date)
}
