//===----------------------------------------------------------------------===//
// AdapterJob: one `diff` request, and the only way to answer it
//===----------------------------------------------------------------------===//

/// One `diff` request: the arrays, decoded, and how many times to time the
/// library's diff.
public struct AdapterJob<Element: AdapterElement>: Sendable {
    /// The request's `id`, echoed in the answer.
    public var id: Int
    /// The old array.
    public var source: [Element]
    /// The new array.
    public var target: [Element]
    /// How many timed calls to make (`repeat`), at least 1.
    public var repeatCount: Int

    /// Creates a job; `repeatCount` must be at least 1 for
    /// `measure(_:convert:)`.
    public init(id: Int, source: [Element], target: [Element], repeatCount: Int) {
        self.id = id
        self.source = source
        self.target = target
        self.repeatCount = repeatCount
    }

    /// This job with its element type made concrete, to switch on when each
    /// kind needs its own conversion to the library's types.
    public var kinded: AdapterKindedJob { Element.kinded(self) }

    /// Calls `diff` `repeatCount` times, timing each call alone with a
    /// monotonic clock, then converts the last result with `convert`,
    /// outside the timed region.
    ///
    /// Prepare everything the library needs (its element types, its
    /// options) before calling `measure`, so that `diff` holds the library's
    /// diff call and nothing else.
    ///
    ///     try job.measure { job.target.difference(from: job.source) }
    ///         convert: { .difference(AdapterDifference($0)) }
    ///
    /// - Parameters:
    ///   - diff: The library's diff call. Throw (for example an
    ///     `AdapterRefusal`) to refuse the request.
    ///   - convert: Turns the library's result into the declared format.
    /// - Returns: The samples and the changeset, ready to answer.
    /// - Complexity: `repeatCount` calls of `diff`, one of `convert`.
    public func measure<Result>(
        _ diff: () throws -> Result,
        convert: (Result) throws -> AdapterChangeset
    ) throws -> AdapterMeasurement {
        precondition(repeatCount >= 1, "repeat must be at least 1")
        var samples: [UInt64] = []
        samples.reserveCapacity(repeatCount)
        var last: Result?
        for _ in 0..<repeatCount {
            let start = DiffBenchClock.nanoseconds()
            let result = try diff()
            let end = DiffBenchClock.nanoseconds()
            samples.append(end &- start)
            last = result
        }
        guard let last else { preconditionFailure("repeat must be at least 1") }
        return AdapterMeasurement(nanoseconds: samples, changeset: try convert(last))
    }
}

/// A job whose element type is concrete: `AdapterJob.kinded`.
public enum AdapterKindedJob: Sendable {
    /// A job on integers (`"elements": "int"`).
    case int(AdapterJob<Int>)
    /// A job on strings (`"elements": "string"`).
    case string(AdapterJob<String>)
    /// A job on books (`"elements": "book"`).
    case book(AdapterJob<AdapterBook>)
}

/// The answer to one job: its samples and its changeset. Only
/// `AdapterJob.measure` makes one, so every sample follows the timing rules.
public struct AdapterMeasurement: Sendable {
    /// One sample per timed call, in nanoseconds.
    public let nanoseconds: [UInt64]
    /// The last call's result, converted.
    public let changeset: AdapterChangeset
}

/// A refusal to diff a request (too large for the library, an element kind
/// it cannot handle): throw it from `AdapterDiffer.diff` or from the `diff`
/// closure of `measure`; the adapter answers `{"id": …, "error": reason}`.
/// Any other error thrown there is answered the same way, with its
/// description.
public struct AdapterRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// One line saying why.
    public var reason: String

    /// Creates a refusal that gives `reason` (one line).
    public init(_ reason: String) {
        self.reason = reason
    }

    /// The `reason`.
    public var description: String { reason }
}

/// A diff library behind the adapter: answers each job by calling
/// `job.measure` around the library's diff.
///
///     struct StandardLibraryDiffer: AdapterDiffer {
///         func diff<Element: AdapterElement>(_ job: AdapterJob<Element>) throws -> AdapterMeasurement {
///             try job.measure { job.target.difference(from: job.source) }
///                 convert: { .difference(AdapterDifference($0)) }
///         }
///     }
public protocol AdapterDiffer {
    /// Answers one job, or throws to refuse it.
    func diff<Element: AdapterElement>(_ job: AdapterJob<Element>) throws -> AdapterMeasurement
}
