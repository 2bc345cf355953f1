import Foundation

/// An ISO 8601 timestamp in UTC, to the second: `"2026-11-23T17:58:04Z"`.
package func isoTimestamp(_ date: Date = Date()) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: date)
}
