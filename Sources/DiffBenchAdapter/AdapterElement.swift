//===----------------------------------------------------------------------===//
// AdapterElement: the element types of a job, one per element kind
//===----------------------------------------------------------------------===//

/// An element of a `diff` request: `Int`, `String` or `AdapterBook`.
///
/// The protocol is closed: the runner only decodes these three types.
/// Write an `AdapterDiffer` generic over it when your library can diff any
/// `Hashable` element, or switch on `AdapterJob.kinded` to convert each kind
/// to your library's own types.
public protocol AdapterElement: Hashable, Sendable, Decodable {
    /// The kind this type decodes.
    static var kind: AdapterElementKind { get }

    /// The row identity: equal identities mean the same row.
    associatedtype Identity: Hashable & Sendable
    /// The row identity: the value itself for `Int` and `String`, `id` for a book.
    var identity: Identity { get }

    /// `job` with its element type made concrete.
    static func kinded(_ job: AdapterJob<Self>) -> AdapterKindedJob
}

extension Int: AdapterElement {
    public static var kind: AdapterElementKind { .int }
    public var identity: Int { self }
    public static func kinded(_ job: AdapterJob<Int>) -> AdapterKindedJob { .int(job) }
}

extension String: AdapterElement {
    public static var kind: AdapterElementKind { .string }
    public var identity: String { self }
    public static func kinded(_ job: AdapterJob<String>) -> AdapterKindedJob { .string(job) }
}
