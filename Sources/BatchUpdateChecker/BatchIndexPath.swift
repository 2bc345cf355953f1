//===----------------------------------------------------------------------===//
// BatchIndexPath: a (section, item) pair and how UIKit prints it
//===----------------------------------------------------------------------===//

/// A position in a sectioned list: `item` (a table view's *row*) inside
/// `section`.
///
/// Whether the path refers to the view *before* or *after* the update depends
/// on the operation that holds it (see `BatchUpdate`). Paths order by section,
/// then item, like `-[NSIndexPath compare:]`.
///
///     let path = BatchIndexPath(0, 1)
///     path.description                 // "0 - 1"
///     path.formatted(.uikit)           // "<NSIndexPath: 0xc000000100000016> {length = 2, path = 0 - 1}"
public struct BatchIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section index.
    public var section: Int
    /// The item (row) index inside `section`.
    public var item: Int

    /// The path of `item` in `section`.
    public init(_ section: Int, _ item: Int) {
        self.section = section
        self.item = item
    }

    /// Orders paths by section, then by item, like `-[NSIndexPath compare:]`.
    public static func < (lhs: BatchIndexPath, rhs: BatchIndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// The short form, `S - I`, as UIKit's update logs print it.
    public var description: String { "\(section) - \(item)" }

    /// Prints the path in the given style.
    ///
    /// - Complexity: O(1).
    public func formatted(_ style: IndexPathStyle) -> String {
        switch style {
        case .short:
            return description
        case .uikit:
            return "<NSIndexPath: 0x\(String(Self._fakePointer(section, item), radix: 16))> {length = 2, path = \(section) - \(item)}"
        }
    }

    /// A stand-in for the object address UIKit prints.
    ///
    /// It imitates the tagged pointers seen in crash logs for small paths
    /// (`0xc000000000000016` for `0 - 0`, `0xc000000000000616` for `6 - 0`),
    /// but it is *not* what UIKit would print for every path: compare messages
    /// modulo the pointer (`RuleViolation.normalizingPointers(_:)`).
    static func _fakePointer(_ section: Int, _ item: Int) -> UInt64 {
        0xc000_0000_0000_0016
            | (UInt64(truncatingIfNeeded: section) & 0xFF_FFFF) << 8
            | (UInt64(truncatingIfNeeded: item) & 0xFF_FFFF) << 32
    }
}

/// How messages print an index path (`%@` in UIKit's format strings).
public enum IndexPathStyle: String, Sendable, Hashable, CaseIterable {
    /// `0 - 1`, the form of UIKit's update logs and of `benchrunner validate`.
    case short
    /// `<NSIndexPath: 0x…> {length = 2, path = 0 - 1}`, the form of the
    /// exception reason in a crash log.
    case uikit
}
