//===----------------------------------------------------------------------===//
// RequestScanner: the usual request lines, decoded without JSONDecoder
//===----------------------------------------------------------------------===//

/// Decodes the request lines DiffBench writes — an object with `op`, `id`,
/// `elements`, `source`, `target` and `repeat` (or `op` and `protocol`),
/// `elements` before the two arrays — straight from UTF-8 bytes.
///
/// `JSONDecoder` spent about 85% of an adapter's time on decoding requests
/// at the fuzzer's sizes. The scanner accepts a subset of JSON; anything
/// outside it (an unknown or repeated key, arrays before `elements`, a
/// number with a fraction where an integer belongs, invalid UTF-8…) makes
/// it return `nil`, and the caller decodes the line with `JSONDecoder`,
/// which accepts or rejects it as before.
///
/// Index space: `position` is a byte offset into `bytes`.
struct RequestScanner {
    private let bytes: [UInt8]
    private var position = 0

    /// - Complexity: O(*n*), *n* the line's length in bytes.
    static func message(_ line: String) -> IncomingMessage? {
        var scanner = RequestScanner(bytes: Array(line.utf8))
        return scanner.message()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func message() -> IncomingMessage? {
        var op: String?, protocolVersion: Int?, id: Int?, kind: AdapterElementKind?, repeatCount: Int?
        var job: AdapterKindedJob?
        var seen: Set<String> = []
        guard consume(UInt8(ascii: "{")) else { return nil }
        repeat {
            guard let key = string(), seen.insert(key).inserted, consume(UInt8(ascii: ":")) else { return nil }
            switch key {
            case "op": op = string()
            case "protocol": protocolVersion = integer()
            case "id": id = integer()
            case "elements": kind = string().flatMap(AdapterElementKind.init(rawValue:))
            case "repeat": repeatCount = integer()
            case "source", "target":
                guard let kind else { return nil }
                let isSource = key == "source"
                switch (kind, job) {
                case (.int, nil), (.int, .int?):
                    guard let list = array({ $0.integer() }) else { return nil }
                    job = .int(Self.with(list, isSource: isSource, in: job.flatMap { if case let .int(j) = $0 { j } else { nil } }))
                case (.string, nil), (.string, .string?):
                    guard let list = array({ $0.string() }) else { return nil }
                    job = .string(Self.with(list, isSource: isSource, in: job.flatMap { if case let .string(j) = $0 { j } else { nil } }))
                case (.book, nil), (.book, .book?):
                    guard let list = array({ $0.book() }) else { return nil }
                    job = .book(Self.with(list, isSource: isSource, in: job.flatMap { if case let .book(j) = $0 { j } else { nil } }))
                default:
                    return nil
                }
                continue
            default:
                return nil
            }
            // A scalar field: it must have parsed.
            if (key == "op" && op == nil) || (key == "protocol" && protocolVersion == nil) || (key == "id" && id == nil)
                || (key == "elements" && kind == nil) || (key == "repeat" && repeatCount == nil)
            {
                return nil
            }
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "}")), atEnd() else { return nil }
        switch op {
        case "hello" where seen.isSubset(of: ["op", "protocol"]):
            return .hello(protocolVersion: protocolVersion)
        case "diff" where seen == ["op", "id", "elements", "source", "target", "repeat"]:
            guard let id, let repeatCount, var job else { return nil }
            job.setID(id, repeatCount: repeatCount)
            return .diff(job)
        default:
            return nil
        }
    }

    /// `job` (or a new one) with `list` as its source or target.
    private static func with<Element>(_ list: [Element], isSource: Bool, in job: AdapterJob<Element>?) -> AdapterJob<Element> {
        var job = job ?? AdapterJob(id: 0, source: [], target: [], repeatCount: 0)
        if isSource { job.source = list } else { job.target = list }
        return job
    }

    // MARK: Values

    private mutating func book() -> AdapterBook? {
        var id: Int?, title: String?, author: String?, isbn: String?, published: Double?
        guard consume(UInt8(ascii: "{")) else { return nil }
        repeat {
            guard let key = string(), consume(UInt8(ascii: ":")) else { return nil }
            switch key {
            case "id" where id == nil: id = integer()
            case "title" where title == nil: title = string()
            case "author" where author == nil: author = string()
            case "isbn" where isbn == nil: isbn = string()
            case "published" where published == nil: published = number()
            default: return nil
            }
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "}")), let id, let title, let author, let isbn, let published else { return nil }
        return AdapterBook(id: id, title: title, author: author, isbn: isbn, published: published)
    }

    private mutating func array<Element>(_ element: (inout RequestScanner) -> Element?) -> [Element]? {
        guard consume(UInt8(ascii: "[")) else { return nil }
        var list: [Element] = []
        if consume(UInt8(ascii: "]")) { return list }
        repeat {
            guard let value = element(&self) else { return nil }
            list.append(value)
        } while consume(UInt8(ascii: ","))
        return consume(UInt8(ascii: "]")) ? list : nil
    }

    /// A JSON integer: `-?(0|[1-9][0-9]*)`, not followed by a fraction or exponent.
    private mutating func integer() -> Int? {
        skipWhitespace()
        let start = position
        let negative = peek() == UInt8(ascii: "-")
        if negative { position += 1 }
        let digitsStart = position
        var value = 0
        while let byte = peek(), byte >= 0x30, byte <= 0x39 {
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int(byte - 0x30))
            guard !overflow1, !overflow2 else { return nil }
            value = sum
            position += 1
        }
        let digits = position - digitsStart
        guard digits > 0, !(digits > 1 && bytes[digitsStart] == 0x30) else { return nil }
        if let byte = peek(), byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            position = start
            return nil
        }
        return negative ? -value : value
    }

    /// A JSON number, as `Double`.
    private mutating func number() -> Double? {
        skipWhitespace()
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        guard skipDigits(allowingLeadingZero: false) else { return nil }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard skipDigits(allowingLeadingZero: true) else { return nil }
        }
        if let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            position += 1
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { position += 1 }
            guard skipDigits(allowingLeadingZero: true) else { return nil }
        }
        guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    private mutating func skipDigits(allowingLeadingZero: Bool) -> Bool {
        let start = position
        while let byte = peek(), byte >= 0x30, byte <= 0x39 { position += 1 }
        let count = position - start
        return count > 0 && (allowingLeadingZero || count == 1 || bytes[start] != 0x30)
    }

    /// A JSON string with its escapes resolved; `nil` for invalid UTF-8,
    /// a raw control character or a bad escape.
    private mutating func string() -> String? {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else { return nil }
        position += 1
        let start = position
        // The usual case: no escapes.
        while let byte = peek(), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 { position += 1 }
        if peek() == UInt8(ascii: "\"") {
            defer { position += 1 }
            return String(validating: bytes[start..<position], as: UTF8.self)
        }
        var decoded = Array(bytes[start..<position])
        while let byte = peek() {
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(validating: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escape = peek() else { return nil }
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
                case UInt8(ascii: "b"): decoded.append(0x08)
                case UInt8(ascii: "f"): decoded.append(0x0C)
                case UInt8(ascii: "n"): decoded.append(0x0A)
                case UInt8(ascii: "r"): decoded.append(0x0D)
                case UInt8(ascii: "t"): decoded.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    decoded.append(contentsOf: String(Character(scalar)).utf8)
                default: return nil
                }
            case 0..<0x20:
                return nil
            default:
                decoded.append(byte)
            }
        }
        return nil
    }

    /// The scalar of `XXXX` (after `\u`), joining a surrogate pair.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let high = hex4() else { return nil }
        if (0xD800..<0xDC00).contains(high) {
            guard consumeRaw(UInt8(ascii: "\\")), consumeRaw(UInt8(ascii: "u")), let low = hex4(),
                (0xDC00..<0xE000).contains(low)
            else { return nil }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        }
        return Unicode.Scalar(high)
    }

    private mutating func hex4() -> UInt32? {
        guard position + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[position])).hexDigitValue else { return nil }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    // MARK: Bytes

    private func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    /// Skips whitespace, then `byte` if it is next.
    private mutating func consume(_ byte: UInt8) -> Bool {
        skipWhitespace()
        return consumeRaw(byte)
    }

    private mutating func consumeRaw(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        position += 1
        return true
    }

    private mutating func atEnd() -> Bool {
        skipWhitespace()
        return position == bytes.count
    }
}

extension AdapterKindedJob {
    /// Sets the id and repeat count of the job, whatever its element type.
    fileprivate mutating func setID(_ id: Int, repeatCount: Int) {
        switch self {
        case var .int(job): job.id = id; job.repeatCount = repeatCount; self = .int(job)
        case var .string(job): job.id = id; job.repeatCount = repeatCount; self = .string(job)
        case var .book(job): job.id = id; job.repeatCount = repeatCount; self = .book(job)
        }
    }
}
