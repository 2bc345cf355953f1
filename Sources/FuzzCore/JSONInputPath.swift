import DiffAlgorithms
import Foundation
import JSONDiffInput

//===----------------------------------------------------------------------===//
// json-input: the case through benchrunner diff's JSON path
//===----------------------------------------------------------------------===//

/// The property `json-input`: the case's arrays written as `benchrunner
/// diff` input files (`FuzzElement.diffInputJSON`), read back by
/// `DiffInput.parse` and diffed by `DiffInput.changeset(from:to:using:targetPath:)`
/// — the code `benchrunner diff` runs — give the changeset of the direct
/// path. Integers and strings stay integers and strings; books, colliding
/// keys and keyed texts become objects whose `"id"` is the identity and whose
/// whole object is the content, so identities and content changes are the
/// same and so must be the changeset, updates included.
enum JSONInputPath {
    /// Why the arrays could not be written or read back.
    struct Failure: Error {
        var message: String
    }

    /// The case's arrays written as JSON and decoded by `DiffInput`.
    ///
    /// - Complexity: O(*n* + *m*) elements encoded and decoded.
    static func decode<E: FuzzElement>(
        _ source: [E], _ target: [E]
    ) -> Result<(source: DiffInput, target: DiffInput), Failure> {
        func read(_ elements: [E], _ name: String) throws(Failure) -> DiffInput {
            let data: Data
            do {
                data = try E.diffInputJSON(elements)
            } catch {
                throw Failure(message: "\(name) cannot be written as JSON: \(error)")
            }
            let parsed: DiffInput
            do {
                parsed = try DiffInput.parse(data) { InputFileError(path: name, problem: $0) }
            } catch {
                throw Failure(message: "DiffInput.parse rejects \(String(decoding: data, as: UTF8.self)): \(error)")
            }
            // `parse` takes the fast path (`uniformArray`) when it can; the
            // general path, one `JSONValue` classified element by element,
            // must read the same input.
            let general = Result { () throws(InputFileError) in
                try DiffInput.classifyValue(in: data) { InputFileError(path: name, problem: $0) }
            }
            guard general == .success(parsed) else {
                let other = (try? general.get()).map { "\($0.kindDescription) (\($0.count))" } ?? "an error"
                throw Failure(
                    message: "DiffInput.parse reads \(name) as \(parsed.kindDescription) (\(parsed.count)), "
                        + "its general path as \(other)")
            }
            return parsed
        }
        return Result { () throws(Failure) in (try read(source, "source.json"), try read(target, "target.json")) }
    }

    /// Why the JSON path gives another changeset, or `nil`.
    ///
    /// - Complexity: one more run of the algorithm.
    static func problem(
        _ algorithm: any DiffAlgorithm, _ changeset: DiffChangeset,
        decoded: Result<(source: DiffInput, target: DiffInput), Failure>
    ) -> String? {
        let input: (source: DiffInput, target: DiffInput)
        switch decoded {
        case .success(let both): input = both
        case .failure(let failure): return failure.message
        }
        do {
            let other = try DiffInput.changeset(
                from: input.source, to: input.target, using: algorithm, targetPath: "target.json")
            return other == changeset
                ? nil
                : "decoded as \(input.source.kindDescription) → \(input.target.kindDescription), the diff is \(describe(other))"
        } catch {
            return "decoded as \(input.source.kindDescription) → \(input.target.kindDescription), the diff fails: \(error)"
        }
    }
}
