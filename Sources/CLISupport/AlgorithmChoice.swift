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
package struct AlgorithmChoice: StrictArgument {
    /// The chosen algorithm.
    package var algorithm: any DiffAlgorithm

    /// Parses one id against the registry.
    ///
    /// - Throws: `ValidationError` `unknown algorithm 'x'; valid: …`.
    package init(parsing text: String) throws(ValidationError) {
        do {
            algorithm = try AlgorithmList.algorithm(id: text.trimmingCharacters(in: .whitespaces).lowercased())
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The algorithm's id.
    package var description: String { algorithm.id }
}
