//===----------------------------------------------------------------------===//
// IdentityCodes: identities hashed once, as dense integers
//===----------------------------------------------------------------------===//

/// The identities of a source and a target array, replaced by dense integer
/// codes so that every algorithm compares `Int32`s in contiguous storage
/// instead of hashing or comparing whole elements.
///
/// Equal identities get equal codes (hash collisions are resolved by `==`,
/// through `Dictionary`, or for `Int` identities a table with a cheaper
/// hash); codes run from `0` to `distinctCount - 1` in order of
/// first appearance, source first.
///
///     let codes = IdentityCodes(source: ["a", "b", "a"], target: ["b", "c"])
///     // codes?.old == [0, 1, 0], codes?.new == [1, 2], codes?.distinctCount == 3
///
/// Each collection may have up to `maximumCount` elements (2³¹ − 2); the
/// initializer returns `nil` beyond, and `diff` refuses.
/// - Complexity: O(*n* + *m*) expected time and space, one hash of each
///   identity, where *n* is `source.count` and *m* is `target.count`.
public struct IdentityCodes: Sendable, Equatable {
    /// The code of each source element, in source order.
    public var old: [Int32]
    /// The code of each target element, in target order.
    public var new: [Int32]
    /// The number of distinct identities across both arrays.
    public var distinctCount: Int

    /// Wraps codes that are already dense (`0..<distinctCount`).
    public init(old: [Int32], new: [Int32], distinctCount: Int) {
        self.old = old
        self.new = new
        self.distinctCount = distinctCount
    }

    /// The most elements a collection may have: codes are `Int32`.
    public static let maximumCount = Int(Int32.max) - 1

    /// Interns the identities of `source` and `target`, or returns `nil`
    /// when either has more than `maximumCount` elements.
    ///
    /// - Complexity: O(*n* + *m*) expected, one hash of each identity.
    @inlinable
    public init?<Source: RandomAccessCollection, Target: RandomAccessCollection>(
        source: Source, target: Target
    ) where Source.Element: Diffable, Target.Element == Source.Element {
        let codes = _withContiguousElements(of: source) { source in
            _withContiguousElements(of: target) { target in IdentityCodes(_source: source, target: target) }
        }
        guard let codes else { return nil }
        self = codes
    }

    @inlinable
    internal init?<Element: Diffable>(_source source: UnsafeBufferPointer<Element>, target: UnsafeBufferPointer<Element>) {
        guard source.count <= Self.maximumCount && target.count <= Self.maximumCount else { return nil }
        if Element.DiffIdentity.self == Int.self {
            // Integer identities (Int, Book, ...) skip SipHash: see
            // `_IntegerIdentityPositions`. The type test folds away once specialized.
            self = _IntegerIdentityPositions.codes(source: source, target: target)
            return
        }
        // Sized for the larger side: a table sized for both measured slower
        // (more cache misses); it grows only when many identities are new.
        var table = [Element.DiffIdentity: Int32](minimumCapacity: max(source.count, target.count))
        var next: Int32 = 0
        let old = Self._codes(of: source, table: &table, next: &next)
        let new = Self._codes(of: target, table: &table, next: &next)
        self.init(old: old, new: new, distinctCount: Int(next))
    }

    /// The codes of `elements`, assigning new codes from `next` to
    /// identities not yet in `table`.
    ///
    /// One hash per element: the defaulted subscript is modified in place.
    /// Elements are read in place (no copy, so no retain of their fields).
    /// `table` and `next` are `inout` parameters rather than variables
    /// captured by a nested function: captured, every access paid a dynamic
    /// exclusivity check (`swift_beginAccess`, about 20% of hash-linear's
    /// time at 100k items).
    @inlinable
    internal static func _codes<Element: Diffable>(
        of elements: UnsafeBufferPointer<Element>, table: inout [Element.DiffIdentity: Int32], next: inout Int32
    ) -> [Int32] {
        [Int32](unsafeUninitializedCapacity: elements.count) { codes, initialized in
            _writeCodes(of: elements, table: &table, next: &next, to: codes.baseAddress!)
            initialized = elements.count
        }
    }

    /// Writes the codes of `elements` to `destination[0..<elements.count]`,
    /// as `_codes(of:table:next:)` returns them.
    ///
    /// - Precondition: `destination` has room for `elements.count` codes.
    @inlinable
    internal static func _writeCodes<Element: Diffable>(
        of elements: UnsafeBufferPointer<Element>, table: inout [Element.DiffIdentity: Int32], next: inout Int32,
        to destination: UnsafeMutablePointer<Int32>
    ) {
        for index in elements.indices {
            destination[index] = _assign(&table[elements[index].diffIdentity, default: -1], next: &next)
        }
    }

    @inlinable @inline(__always)
    internal static func _assign(_ slot: inout Int32, next: inout Int32) -> Int32 {
        if slot < 0 {
            slot = next
            next += 1
        }
        return slot
    }
}
