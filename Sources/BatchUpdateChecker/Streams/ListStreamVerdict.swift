//===----------------------------------------------------------------------===//
// ListStreamVerdict and ListDisplayDefect: how a stream went
//===----------------------------------------------------------------------===//

/// Something the view showed wrongly during a stream, found by the display
/// oracle run over the whole stream (spec §5.2).
public struct ListDisplayDefect: Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: String, Hashable, Sendable {
        /// The view showed an older snapshot after a newer one.
        case olderSnapshotShown
        /// After an accepted batch some cells show another element than the
        /// data source's, or stale content (`DisplayOracle`'s defects).
        case wrongCells
        /// Once the stream settled, the view does not show the newest
        /// snapshot with fresh content.
        case notSettled
    }

    /// What is wrong.
    public var kind: Kind
    /// When, in model time units.
    public var time: Int
    /// The snapshot the view showed then.
    public var version: Int
    /// The details, one line.
    public var note: String

    /// `t=… kind (version …): note`.
    public var description: String { "t=\(time) \(kind.rawValue) (version \(version)): \(note)" }

    /// A defect of `kind` at `time` while the view showed snapshot `version`.
    public init(kind: Kind, time: Int, version: Int, note: String) {
        self.kind = kind
        self.time = time
        self.version = version
        self.note = note
    }
}

/// The verdict on one stream under one policy: the first failure, which
/// ends the stream (an exception crashes the app), or the display defects,
/// or nothing wrong.
public enum ListStreamVerdict: Hashable, Sendable {
    /// UIKit accepted every batch and the view showed what it should.
    case ok
    /// UIKit refused a batch with `NSInternalInconsistencyException`: the
    /// rule and message `BatchUpdateValidator` gives at the counts UIKit held
    /// at `time`; `version` is the snapshot the data source held.
    case exception(time: Int, version: Int, RuleViolation)
    /// A diffable data source refused snapshot `version` (its own fatal error).
    case refusedSnapshot(time: Int, version: Int, DiffableIdentifierError)
    /// Every batch was accepted, but the view showed something wrong.
    case displayDefects([ListDisplayDefect])

    /// `true` for `.ok`.
    public var isOK: Bool { self == .ok }

    /// The refused batch's rule and message, for `.exception`.
    public var violation: RuleViolation? {
        if case let .exception(_, _, violation) = self { return violation }
        return nil
    }

    /// The display defects, for `.displayDefects` (empty otherwise).
    public var defects: [ListDisplayDefect] {
        if case let .displayDefects(defects) = self { return defects }
        return []
    }
}
