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

extension ViewKind: ExpressibleByArgument {}

/// Resolves algorithm ids (comma- or space-separated) against the registry.
func resolveAlgorithms(_ names: [String]) throws -> [any DiffAlgorithm] {
    let ids = names.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        .filter { !$0.isEmpty }
    guard !ids.isEmpty else { return AlgorithmRegistry.all }
    var result: [any DiffAlgorithm] = []
    for id in ids {
        guard let algorithm = AlgorithmRegistry.algorithm(id: id) else {
            throw ValidationError(
                "unknown algorithm '\(id)'; valid: \(AlgorithmRegistry.ids.joined(separator: ", "))")
        }
        if !result.contains(where: { $0.id == id }) { result.append(algorithm) }
    }
    return result
}
