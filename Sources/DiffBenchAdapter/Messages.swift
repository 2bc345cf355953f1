import Foundation

//===----------------------------------------------------------------------===//
// The messages of protocol version 1, as Codable types
//===----------------------------------------------------------------------===//

/// A line DiffBench sends: `{"op": "hello", "protocol": 1}` or
/// `{"op": "diff", "id": 7, "elements": "int", "source": […], "target": […], "repeat": 5}`.
enum IncomingMessage: Decodable {
    case hello(protocolVersion: Int?)
    case diff(AdapterKindedJob)

    private enum Key: String, CodingKey {
        case op, `protocol`, id, elements, source, target, `repeat`
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let op = try container.decode(String.self, forKey: .op)
        switch op {
        case "hello":
            self = .hello(protocolVersion: try container.decodeIfPresent(Int.self, forKey: .protocol))
        case "diff":
            let id = try container.decode(Int.self, forKey: .id)
            let kind = try container.decode(AdapterElementKind.self, forKey: .elements)
            let repeatCount = try container.decode(Int.self, forKey: .repeat)
            func job<Element: AdapterElement>(_: Element.Type) throws -> AdapterJob<Element> {
                AdapterJob(
                    id: id,
                    source: try container.decode([Element].self, forKey: .source),
                    target: try container.decode([Element].self, forKey: .target),
                    repeatCount: repeatCount)
            }
            switch kind {
            case .int: self = .diff(.int(try job(Int.self)))
            case .string: self = .diff(.string(try job(String.self)))
            case .book: self = .diff(.book(try job(AdapterBook.self)))
            }
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .op, in: container, debugDescription: "unknown op '\(op)'")
        }
    }
}

/// Just the `id` of a request that failed to decode, to address the error.
struct RequestID: Decodable {
    var id: Int?
}

//===----------------------------------------------------------------------===//
// The lines an adapter writes, keys in the documented order
//===----------------------------------------------------------------------===//

/// Writes the adapter's lines. Keys come in the order docs/adapters.md
/// shows them; values are encoded by `JSONEncoder`.
struct ReplyWriter {
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// `{"protocol": 1, "name": …, "version": …, "elements": […], "format": …}`,
    /// plus `"minimal": true` and `"updates": true` when promised.
    func handshake(_ handshake: AdapterHandshake) -> String {
        var line = #"{"protocol": \#(adapterProtocolVersion), "name": \#(json(handshake.name)), "#
        line += #""version": \#(json(handshake.version)), "elements": \#(json(handshake.elements)), "#
        line += #""format": \#(json(handshake.format))"#
        if handshake.minimal { line += #", "minimal": true"# }
        if handshake.updates { line += #", "updates": true"# }
        return line + "}"
    }

    /// `{"id": 7, "nanoseconds": […], "changeset": {…}}`.
    func answer(id: Int, _ measurement: AdapterMeasurement) -> String {
        let samples = measurement.nanoseconds.map(String.init).joined(separator: ", ")
        return #"{"id": \#(id), "nanoseconds": [\#(samples)], "changeset": \#(json(measurement.changeset))}"#
    }

    /// `{"id": 7, "error": "why"}`, with `"id": null` when the request had none.
    func refusal(id: Int?, _ reason: String) -> String {
        #"{"id": \#(id.map(String.init) ?? "null"), "error": \#(json(reason))}"#
    }

    private func json(_ value: some Encodable) -> String {
        // Only a non-finite floating-point number fails to encode, and no
        // value here holds one.
        (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
}
