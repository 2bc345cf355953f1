import AdapterHost
import BatchUpdateChecker
import BenchMeasurement
import CLISupport
import DiffAlgorithms
import DiffBenchText

//===----------------------------------------------------------------------===//
// benchrunner diff --adapter
//===----------------------------------------------------------------------===//

extension BenchRunner.Diff {
    /// Asks `adapter` for the changeset, checks it with the strict applier,
    /// and renders it as a built-in diff is rendered (`"algorithm"` is the
    /// adapter's name). A `stages` adapter's batches are listed under
    /// `"adapterStages"` instead of the four top-level lists.
    ///
    /// - Throws: `InputError` for a command that is no adapter (it fails the
    ///   handshake), a refusal, objects that are not books, or mixed kinds;
    ///   `AdapterDiffError` for a fault while diffing or a changeset that does
    ///   not rebuild the target.
    static func renderAdapter(
        _ command: AdapterCommand, source: DiffInput, target: DiffInput, sourcePath: String = "SOURCE",
        targetPath: String, check: ListViewKind?, stages: Bool
    ) throws -> String {
        for (input, path) in [(source, sourcePath), (target, targetPath)] {
            if case .sections = input {
                throw InputError(
                    "\(path): holds sections, and adapters diff flat arrays only (protocol \(adapterProtocolVersion)'s element kinds are \(AdapterElementKind.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
        }
        // A command that does not start or complete the handshake is no
        // adapter: bad input, as in a benchmark run and the fuzzer.
        let connection: AdapterConnection
        do {
            connection = try AdapterConnection(command: command)
        } catch {
            throw InputError("--adapter '\(command)': \(error)")
        }
        defer { connection.stop() }
        let name = connection.handshake.name
        func ask<Element: AdapterWireElement & Equatable>(_ old: [Element], _ new: [Element]) throws -> ReportedChangeset {
            guard connection.handshake.elements.contains(Element.adapterElementKind) else {
                throw InputError("adapter \(name) does not accept \(Element.adapterElementKind.rawValue) elements")
            }
            let answer: AdapterAnswer
            do {
                answer = try connection.diff(source: old, target: new)
            } catch .refused(let reason) {
                throw InputError("adapter \(name) refuses: \(reason)")
            } catch {
                throw AdapterDiffError(description: "adapter \(name): \(error)")
            }
            do {
                try answer.changeset.checkRebuilds(source: old, target: new)
            } catch {
                throw AdapterDiffError(description: "adapter \(name): \(error)")
            }
            return answer.changeset
        }
        let reported: ReportedChangeset
        switch (source, target) {
        case let (.integers(old), .integers(new)): reported = try ask(old, new)
        case let (.strings(old), .strings(new)): reported = try ask(old, new)
        case let (.records(old), .records(new)): reported = try ask(books(old, path: "SOURCE"), books(new, path: targetPath))
        case let (.integers([]), .strings(new)): reported = try ask([String](), new)
        case let (.integers([]), .records(new)): reported = try ask([AdapterBook](), books(new, path: targetPath))
        case let (.strings(old), .integers([])): reported = try ask(old, [String]())
        case let (.records(old), .integers([])): reported = try ask(books(old, path: "SOURCE"), [AdapterBook]())
        default:
            throw InputError(
                "\(targetPath): holds \(target.kindDescription) but the source holds \(source.kindDescription) (mixed element kinds)")
        }
        var writer = JSONObjectWriter()
        writer.add("algorithm", json: jsonStringLiteral(name))
        switch reported {
        case .batch(let changeset), .difference(let changeset):
            changeset.write(to: &writer)
            writeBatchChecks(changeset, source: source, target: target, check: check, stages: stages, to: &writer)
        case .stages(let batches):
            if check != nil || stages {
                throw InputError(
                    "--check and --stages judge one batch, and adapter \(name) answers in format stages: drop them to see its batches")
            }
            let rendered = batches.map { batch in
                var stage = JSONObjectWriter()
                batch.write(to: &stage)
                return stage.rendered
            }
            writer.add("adapterStages", json: "[" + rendered.joined(separator: ", ") + "]")
        }
        return writer.rendered
    }

    /// Objects as the protocol's books: integer `id`, string `title`,
    /// `author` and `isbn`, numeric `published`.
    private static func books(_ records: [JSONRecord], path: String) throws -> [AdapterBook] {
        try records.enumerated().map { offset, record in
            guard case .integer(let id) = record.id,
                case .string(let title)? = record.content["title"],
                case .string(let author)? = record.content["author"],
                case .string(let isbn)? = record.content["isbn"]
            else {
                throw InputError(
                    "\(path): element \(offset) is not a book (adapters take objects with an integer id, string title, author and isbn, and a numeric published)")
            }
            let published: Double
            switch record.content["published"] {
            case .integer(let seconds)?: published = Double(seconds)
            case .number(let seconds)?: published = seconds
            default:
                throw InputError("\(path): element \(offset) has no numeric published (seconds since 1970)")
            }
            return AdapterBook(id: id, title: title, author: author, isbn: isbn, published: published)
        }
    }
}

/// An adapter fault or a wrong changeset in `benchrunner diff --adapter`:
/// one line, exit status 1.
struct AdapterDiffError: Error, CustomStringConvertible {
    var description: String
}

extension BenchRunner.Diff {
    /// `run()` with `--adapter`: read both files, ask the adapter, print.
    func runAdapter(_ command: AdapterCommand) throws {
        let sourceInput: DiffInput
        let targetInput: DiffInput
        do {
            sourceInput = try DiffInput.load(path: source)
            targetInput = try DiffInput.load(path: target)
        } catch {
            throw InputError(error.description)
        }
        print(
            try Self.renderAdapter(
                command, source: sourceInput, target: targetInput, sourcePath: source, targetPath: target, check: check,
                stages: stages))
    }
}
