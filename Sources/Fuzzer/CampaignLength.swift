import FuzzCore

//===----------------------------------------------------------------------===//
// How long a campaign runs, as its first line says it
//===----------------------------------------------------------------------===//

extension CampaignConfiguration {
    /// How long the campaign runs, for its first line: `for 5m`, `case 7`,
    /// `10000 cases`.
    var length: String {
        duration.map { "for \(DurationArgument.format($0))" } ?? onlyCase.map { "case \($0)" }
            ?? "\(iterations ?? 0) cases"
    }
}

extension DurationArgument {
    /// `seconds` as `--duration` spells it: `1h`, `5m`, `90s`, `0.25s`.
    static func format(_ seconds: Double) -> String {
        if seconds >= 3600, seconds.truncatingRemainder(dividingBy: 3600) == 0 { return "\(Int(seconds / 3600))h" }
        if seconds >= 60, seconds.truncatingRemainder(dividingBy: 60) == 0 { return "\(Int(seconds / 60))m" }
        return seconds == seconds.rounded() ? "\(Int(seconds))s" : "\(seconds)s"
    }
}
