import AdapterProtocol
import DiffBenchAdapter
import Foundation
import FuzzCore
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// InProcessAdapter: an AdapterDiffer judged without a process or JSON
//===----------------------------------------------------------------------===//

/// An `AdapterDiffer` called in the test's own process: each request becomes
/// an `AdapterJob` (repeat 1), and the answer is checked by
/// `validateChangeset` exactly as a response line's `changeset` would be.
/// A thrown error is a refusal. There is no process to crash or hang, and
/// neither the harness's decoder nor the benchmark cell's check runs, so
/// `no-crash`, `no-timeout`, `rejects-ill-formed` and `cell-check` do not
/// apply (`fuzzer adapter` checks them).
final class InProcessAdapter<Differ: AdapterDiffer>: AdapterEndpoint {
    let handshake: AdapterHandshake
    let differ: Differ
    private var nextID = 1

    init(handshake: AdapterHandshake, differ: Differ) {
        self.handshake = handshake
        self.differ = differ
    }

    /// No command: the differ ran inside the test.
    var endpointDescription: String { "" }
    var speaksTheWireProtocol: Bool { false }
    var wireHandshakeLine: String? { nil }
    var lastResponseLine: String? { nil }
    var lastRequestID: Int { 0 }

    func answer<Element: AdapterWireElement>(
        source: [Element], target: [Element]
    ) throws(AdapterFault) -> AdapterAnswer {
        let id = nextID
        nextID += 1
        let measurement: AdapterMeasurement
        do {
            measurement = try Self.measure(differ, id: id, source: source, target: target)
        } catch let fault as AdapterFault {
            throw fault
        } catch {
            throw .refused(reason: "\(error)")
        }
        do {
            let changeset = try validateChangeset(
                measurement.changeset.raw, format: handshake.format, sourceCount: source.count,
                targetCount: target.count)
            return AdapterAnswer(nanoseconds: measurement.nanoseconds, changeset: changeset)
        } catch {
            throw .protocolError(error.why, line: measurement.changeset.json)
        }
    }

    /// The differ's answer, on elements of the wire's kinds.
    private static func measure<Element: AdapterWireElement>(
        _ differ: Differ, id: Int, source: [Element], target: [Element]
    ) throws -> AdapterMeasurement {
        if let source = source as? [Int], let target = target as? [Int] {
            return try differ.diff(AdapterJob(id: id, source: source, target: target, repeatCount: 1))
        }
        if let source = source as? [String], let target = target as? [String] {
            return try differ.diff(AdapterJob(id: id, source: source, target: target, repeatCount: 1))
        }
        if let source = source as? [WorkloadBook], let target = target as? [WorkloadBook] {
            return try differ.diff(
                AdapterJob(id: id, source: source.map(\.adapterBook), target: target.map(\.adapterBook), repeatCount: 1))
        }
        throw AdapterFault.refused(reason: "no in-process form for \(Element.self) elements")
    }
}

extension WorkloadBook {
    /// The book as an adapter receives it (`published` in seconds since 1970).
    var adapterBook: AdapterBook {
        AdapterBook(id: id, title: title, author: author, isbn: isbn, published: published.timeIntervalSince1970)
    }
}

extension AdapterChangeset {
    /// The answer with its lists as they would arrive on the wire, unchecked.
    var raw: RawChangeset {
        switch self {
        case .batch(let batch): batch.raw
        case .stages(let stages): RawChangeset(stages: stages.stages.map(\.raw))
        case .difference(let difference):
            RawChangeset(
                removals: difference.removals.map { [$0.offset, $0.associatedWith] },
                insertions: difference.insertions.map { [$0.offset, $0.associatedWith] })
        }
    }

    /// The answer as the adapter library would write it, for messages.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "\(self)"
    }
}

extension AdapterBatch {
    var raw: RawChangeset {
        RawChangeset(
            deleted: deleted, inserted: inserted, moved: moved.map { [$0.source, $0.target] },
            updated: updated.map { [$0.source, $0.target] })
    }
}
