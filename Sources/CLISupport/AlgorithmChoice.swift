import ArgumentParser
import DiffAlgorithms
import Foundation

//===----------------------------------------------------------------------===//
// AlgorithmChoice: an option that names exactly one algorithm
//===----------------------------------------------------------------------===//

/// One registered algorithm named on the command line (`--algorithm myers`),
/// case ignored, whitespace around it trimmed.
///
/// Declare the option with `transform: AlgorithmChoice.parse`, so that a bad
/// value's error names the unknown id and lists the valid ones (see
/// `StrictArgument`).
public struct AlgorithmChoice: StrictArgument {
    /// The chosen algorithm.
    public var algorithm: any DiffAlgorithm

    /// Parses one id against the registry.
    ///
    /// - Throws: `ValidationError` `unknown algorithm 'x'; valid: …`.
    public init(parsing text: String) throws(ValidationError) {
        let id = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let algorithm = AlgorithmRegistry.all.first(where: { $0.id == id }) else {
            throw ValidationError("unknown algorithm '\(text)'; valid: \(AlgorithmRegistry.ids.joined(separator: ", "))")
        }
        self.algorithm = algorithm
    }

    /// The algorithm's id.
    public var description: String { algorithm.id }
}
