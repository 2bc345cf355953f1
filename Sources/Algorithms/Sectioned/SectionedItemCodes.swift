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

    /// Writes the codes of `items` to `destination[0..<items.count]`.
    ///
    /// - Precondition: `destination` has room for `items.count` codes.
    /// - Complexity: O(*k*) expected, one hash per item.
    @inlinable
    mutating func write(codesOf items: [Item], to destination: UnsafeMutablePointer<Int32>) {
        items.withUnsafeBufferPointer { buffer in
            if integers != nil {
                integers!.writeCodes(of: buffer, to: destination)
            } else {
                IdentityCodes._writeCodes(of: buffer, table: &table, next: &next, to: destination)
            }
        }
    }
}
