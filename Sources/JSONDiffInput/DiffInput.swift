import DiffAlgorithms
import Foundation
import InputValidation
import JSONDepthGuard

//===----------------------------------------------------------------------===//
// DiffInput: the JSON arrays `benchrunner diff` reads (shared with the fuzzer)
//===----------------------------------------------------------------------===//

/// The elements of one `benchrunner diff` input file: a JSON array of
/// integers, of strings, or of objects that each have an `"id"`.
package enum DiffInput: Equatable, Sendable {
    case integers([Int])
    case strings([String])
    case records([JSONRecord])
    /// A sectioned file: objects with an `"id"` and `"items"`.
    case sections([InputSection])

    /// The element kind, as a plural noun for messages.
    package var kindDescription: String {
        switch self {
        case .integers: "integers"
        case .strings: "strings"
        case .records: "objects"
        case .sections: "sections"
        }
    }

    package var count: Int {
        switch self {
        case .integers(let elements): elements.count
        case .strings(let elements): elements.count
        case .records(let elements): elements.count
        case .sections(let sections): sections.reduce(0) { $0 + $1.items.count }
        }
    }
}

/// A bad input file: the file and one line saying what is wrong with it.
package struct InputFileError: Error, Equatable, CustomStringConvertible {
    package var path: String
    package var problem: String

    package init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    package var description: String { "\(path): \(problem)" }
}

extension DiffInput {
    /// Reads and classifies the JSON array in the file at `path` (`-`: standard input).
    ///
    /// - Throws: `InputFileError` for a missing file, a directory, an empty
    ///   file, invalid or too deeply nested JSON, a top-level value that is
    ///   not an array, mixed element kinds, or objects without a usable `"id"`.
    /// - Complexity: O(*s*), *s* the size of the file.
    package static func load(path: String) throws(InputFileError) -> DiffInput {
        try parse(read(path: path)) { InputFileError(path: path, problem: $0) }
    }

    /// The bytes of the file at `path`, or of standard input for `-`. A
    /// named pipe or a character device (`<(…)`, `mkfifo`) is read to its
    /// end like a regular file (`InputFileBytes`).
    ///
    /// - Parameter directoryProblem: The problem a directory at `path` is.
    /// - Throws: `InputFileError` for a missing, unreadable file or a directory.
    package static func read(
        path: String, directoryProblem: String = "is a directory, expected a JSON file"
    ) throws(InputFileError) -> Data {
        func failure(_ problem: String) -> InputFileError { InputFileError(path: path, problem: problem) }
        if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        do throws(InputFileBytes.Problem) {
            return try InputFileBytes.read(path: path)
        } catch {
            switch error {
            case .noSuchFile: throw failure("no such file")
            case .directory: throw failure(directoryProblem)
            case .unreadable(let reason): throw failure("cannot be read: \(reason)")
            }
        }
    }

    /// Classifies the JSON array in `data`; `failure` builds the error.
    package static func parse(
        _ data: Data, failure: (String) -> InputFileError
    ) throws(InputFileError) -> DiffInput {
        guard data.contains(where: { !JSONSyntax.whitespace.contains($0) }) else { throw failure("is empty") }
        // Decode only what JSONSerialization accepts: it names the problem.
        if let problem = JSONSyntax.problem(in: data) { throw failure(problem) }
        if let uniform = uniformArray(in: data) { return uniform }
        return try classifyValue(in: data, failure: failure)
    }

    /// The general path of `parse`: `data` (well-formed JSON) decoded as
    /// one `JSONValue`, then classified element by element.
    package static func classifyValue(
        in data: Data, failure: (String) -> InputFileError
    ) throws(InputFileError) -> DiffInput {
        let value: JSONValue
        do {
            value = try JSONDecoder().decodeCheckingNesting(JSONValue.self, from: data)
        } catch {
            throw failure("not valid JSON")
        }
        guard case .array(let elements) = value else {
            throw failure("top-level value is \(value.kindDescription), expected an array")
        }
        return try classify(elements, failure: failure)
    }

    /// The input when `data` (well-formed JSON) is an array of integers
    /// only, of strings only or of objects only, decoded straight into
    /// `[Int]`, `[String]` or `[[String: JSONValue]]` with no `JSONValue`
    /// per element of the array; `nil` for any other array or value, or
    /// objects `classify` rejects, which the general path then classifies
    /// (and names what is wrong).
    ///
    /// The first byte of the first element picks the one decode tried, so
    /// other files pay no failed attempt. An element decodes as `Int`
    /// exactly when `JSONValue` would make it `.integer`, as `String`
    /// exactly when it would make it `.string`, and as an object exactly
    /// when it would make it `.object`, so the result is the one `classify`
    /// gives.
    ///
    /// - Complexity: O(*s*), *s* the size of `data`.
    package static func uniformArray(in data: Data) -> DiffInput? {
        guard let first = firstElementByte(in: data) else { return nil }
        let decoder = JSONDecoder()
        switch first {
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            guard let integers = try? decoder.decodeCheckingNesting([Int].self, from: data) else { return nil }
            return .integers(integers)
        case UInt8(ascii: "\""):
            guard let strings = try? decoder.decodeCheckingNesting([String].self, from: data) else { return nil }
            return .strings(strings)
        case UInt8(ascii: "{"):
            guard let objects = try? decoder.decodeCheckingNesting([[String: JSONValue]].self, from: data),
                let input = try? classify(objects.map(JSONValue.object), failure: { InputFileError(path: "", problem: $0) })
            else { return nil }
            return input
        default:
            return nil
        }
    }

    /// The first byte of the first element of the top-level array in
    /// `data`, or `nil` when the top-level value is not an array or the
    /// array is empty.
    ///
    /// - Complexity: O(leading whitespace).
    static func firstElementByte(in data: Data) -> UInt8? {
        var bytes = data.lazy.filter { !JSONSyntax.whitespace.contains($0) }.makeIterator()
        guard bytes.next() == UInt8(ascii: "[") else { return nil }
        let first = bytes.next()
        return first == UInt8(ascii: "]") ? nil : first
    }

    static func classify(
        _ elements: [JSONValue], failure: (String) -> InputFileError
    ) throws(InputFileError) -> DiffInput {
        guard let first = elements.first else { return .integers([]) }
        func mixed(_ offset: Int, _ element: JSONValue) -> InputFileError {
            failure("element \(offset) is \(element.kindDescription) but element 0 is \(first.kindDescription) (mixed element kinds)")
        }
        switch first {
        case .integer:
            var integers: [Int] = []
            integers.reserveCapacity(elements.count)
            for (offset, element) in elements.enumerated() {
                guard case .integer(let value) = element else { throw mixed(offset, element) }
                integers.append(value)
            }
            return .integers(integers)
        case .string:
            var strings: [String] = []
            strings.reserveCapacity(elements.count)
            for (offset, element) in elements.enumerated() {
                guard case .string(let value) = element else { throw mixed(offset, element) }
                strings.append(value)
            }
            return .strings(strings)
        case .object where isSectioned(first):
            return try classifySections(elements, failure: failure)
        case .object:
            var records: [JSONRecord] = []
            records.reserveCapacity(elements.count)
            for (offset, element) in elements.enumerated() {
                guard case .object(let members) = element else { throw mixed(offset, element) }
                switch members["id"] {
                case .integer(let id): records.append(JSONRecord(id: .integer(id), content: members))
                case .string(let id): records.append(JSONRecord(id: .string(id), content: members))
                case nil: throw failure("element \(offset) is an object without an \"id\"")
                case let other?:
                    throw failure("element \(offset) has an \"id\" that is \(other.kindDescription), expected an integer or a string")
                }
            }
            return .records(records)
        default:
            throw failure("element 0 is \(first.kindDescription), expected integers, strings or objects with an \"id\"")
        }
    }
}


extension DiffInput {
    /// The changeset `algorithm` computes between two inputs of one element
    /// kind, as `benchrunner diff` prints it. An empty array has no kind of
    /// its own: it takes the other side's.
    ///
    /// - Throws: `InputFileError` (naming `targetPath`) when the kinds
    ///   differ, `DiffError` when the algorithm refuses the inputs.
    /// - Complexity: one run of the algorithm.
    package static func changeset(
        from source: DiffInput, to target: DiffInput, using algorithm: any DiffAlgorithm, targetPath: String
    ) throws -> DiffChangeset {
        switch (source, target) {
        case let (.integers(old), .integers(new)):
            try algorithm.diff(from: old, to: new)
        case let (.strings(old), .strings(new)):
            try algorithm.diff(from: old, to: new)
        case let (.records(old), .records(new)):
            try algorithm.diff(from: old, to: new)
        case let (.integers([]), .strings(new)):
            try algorithm.diff(from: [], to: new)
        case let (.integers([]), .records(new)):
            try algorithm.diff(from: [], to: new)
        case let (.strings(old), .integers([])):
            try algorithm.diff(from: old, to: [])
        case let (.records(old), .integers([])):
            try algorithm.diff(from: old, to: [])
        default:
            throw InputFileError(
                path: targetPath,
                problem: "holds \(target.kindDescription) but the source holds \(source.kindDescription) (mixed element kinds)")
        }
    }
}
