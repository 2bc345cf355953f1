import BatchUpdateChecker
import ArgumentParser
import DiffAlgorithms
import FuzzCore

//===----------------------------------------------------------------------===//
// Option values
//===----------------------------------------------------------------------===//

/// A duration such as `60s`, `5m`, `1h` or `90` (seconds).
struct DurationArgument: ExpressibleByArgument, Equatable {
    var seconds: Double

    init(seconds: Double) { self.seconds = seconds }

    init?(argument: String) {
        let text = argument.trimmingCharacters(in: .whitespaces).lowercased()
        let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
        var scale = 1.0
        var number = Substring(text)
        for (suffix, factor) in units where text.hasSuffix(suffix) {
            scale = factor
            number = text.dropLast(suffix.count)
            break
        }
        guard let value = Double(number), value.isFinite, value > 0 else { return nil }
        seconds = value * scale
    }
}

extension Shard: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}

extension ListViewKind: ExpressibleByArgument {}
