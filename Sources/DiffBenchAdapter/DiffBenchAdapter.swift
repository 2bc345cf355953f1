import Foundation

//===----------------------------------------------------------------------===//
// DiffBenchAdapter: the adapter side of the protocol loop
//===----------------------------------------------------------------------===//

/// Runs the adapter side of DiffBench's adapter protocol (version 1, see
/// docs/adapters.md): answers the handshake with what it declares, and every
/// `diff` request through an `AdapterDiffer`.
///
///     DiffBenchAdapter(name: "swift-stdlib", version: "6", format: .difference)
///         .run(StandardLibraryDiffer())
///
/// One JSON object per line on standard output, written whole as soon as it
/// is ready; anything else the process prints to standard output is sent to
/// standard error instead, so a stray `print` cannot break the protocol.
public struct DiffBenchAdapter: Sendable {
    /// What the handshake declares: the library's name (DiffBench lists the
    /// adapter under it) and version, the element kinds the adapter accepts
    /// (it refuses the others), the format every answer is in, and the
    /// promises of minimal edit scripts and of content updates.
    public var handshake: AdapterHandshake

    /// Creates an adapter that declares a library's `name` and `version`, the
    /// element kinds it accepts (all by default), the `format` of its answers,
    /// and whether it promises minimal edit scripts and `updated` pairs.
    public init(
        name: String, version: String, elements: [AdapterElementKind] = AdapterElementKind.allCases,
        format: AdapterFormat, minimal: Bool = false, updates: Bool = false
    ) {
        handshake = AdapterHandshake(
            name: name, version: version, elements: elements, format: format, minimal: minimal, updates: updates)
    }

    /// Answers requests from standard input until it ends.
    public func run(_ differ: some AdapterDiffer) {
        let output = ProtocolOutput.takingStandardOutput()
        let writer = ReplyWriter()
        while let line = readLine(strippingNewline: true) {
            guard let reply = reply(to: line, differ: differ, writer: writer) else { continue }
            guard output.write(line: reply) else { return }
        }
    }

    /// The line that answers `line`, or `nil` for a blank line.
    func reply(to line: String, differ: some AdapterDiffer, writer: ReplyWriter) -> String? {
        guard line.contains(where: { !$0.isWhitespace }) else { return nil }
        let data = Data(line.utf8)
        let message: IncomingMessage
        do {
            // The usual lines without JSONDecoder; the rest through it.
            message = try RequestScanner.message(line) ?? JSONDecoder().decode(IncomingMessage.self, from: data)
        } catch {
            let id = (try? JSONDecoder().decode(RequestID.self, from: data))?.id
            Self.log("cannot decode request: \(error)")
            return writer.refusal(id: id, "cannot decode request: \(Self.oneLine(error))")
        }
        switch message {
        case .hello(let requested):
            if requested != adapterProtocolVersion {
                Self.log("DiffBench speaks protocol \(requested.map(String.init) ?? "?"); this adapter speaks \(adapterProtocolVersion)")
            }
            return writer.handshake(handshake)
        case .diff(let kinded):
            return answer(kinded, differ: differ, writer: writer)
        }
    }

    private func answer(_ kinded: AdapterKindedJob, differ: some AdapterDiffer, writer: ReplyWriter) -> String {
        switch kinded {
        case .int(let job): answer(job, differ: differ, writer: writer)
        case .string(let job): answer(job, differ: differ, writer: writer)
        case .book(let job): answer(job, differ: differ, writer: writer)
        }
    }

    private func answer<Element: AdapterElement>(
        _ job: AdapterJob<Element>, differ: some AdapterDiffer, writer: ReplyWriter
    ) -> String {
        guard handshake.elements.contains(Element.kind) else {
            return writer.refusal(id: job.id, "elements '\(Element.kind.rawValue)' not supported")
        }
        guard job.repeatCount >= 1 else {
            return writer.refusal(id: job.id, "repeat must be at least 1, got \(job.repeatCount)")
        }
        do {
            let measurement = try differ.diff(job)
            if measurement.changeset.format != handshake.format {
                Self.log("answering in format '\(measurement.changeset.format.rawValue)', declared '\(handshake.format.rawValue)'")
            }
            return writer.answer(id: job.id, measurement)
        } catch {
            return writer.refusal(id: job.id, Self.oneLine(error))
        }
    }

    private static func oneLine(_ error: any Error) -> String {
        String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    static func log(_ message: String) {
        FileHandle.standardError.write(Data("adapter: \(message)\n".utf8))
    }
}
