//===----------------------------------------------------------------------===//
// Item identities of a sectioned collection, interned once
//===----------------------------------------------------------------------===//

/// Interns item identities section by section into one code space, so that
/// the sectioned diff hashes every identity exactly once (like the flat diff).
@usableFromInline
struct _SectionedInterner<Item: Diffable> {
    @usableFromInline var integers: _IntegerIdentityTable?
    @usableFromInline var table: [Item.DiffIdentity: Int32] = [:]
    @usableFromInline var next: Int32 = 0

    /// - Parameter capacity: The total number of items of both sides.
    @inlinable
    init(capacity: Int) {
        if Item.DiffIdentity.self == Int.self {
            integers = _IntegerIdentityTable(capacity: capacity)
        } else {
            table = Dictionary(minimumCapacity: capacity / 2)
        }
    }

    @inlinable
    var distinctCount: Int { integers?.count ?? Int(next) }

    /// Appends the codes of `items` to `codes`.
    ///
    /// - Complexity: O(*k*) expected, one hash per item.
    @inlinable
    mutating func append(codesOf items: [Item], to codes: inout [Int32]) {
        items.withUnsafeBufferPointer { buffer in
            if integers != nil {
                codes.append(contentsOf: integers!.codes(of: buffer))
            } else {
                codes.append(contentsOf: IdentityCodes._codes(of: buffer, table: &table, next: &next))
            }
        }
    }
}
