//===----------------------------------------------------------------------===//
// ListUpdatePolicy: how an app or a library turns snapshots into updates
//===----------------------------------------------------------------------===//

/// How an app (or the library it uses) turns a stream of snapshots into
/// batch updates and `reloadData` calls: the choice `ListStreamSimulator`
/// judges.
///
/// Four policies are correct and must never fail; two are negative controls,
/// mistakes seen in crash reports, that the model must catch:
///
/// | policy | diffs from | batches |
/// |---|---|---|
/// | `serial` | the previous snapshot | every snapshot, one after the other |
/// | `latest` | what the view shows | while one animates, only the newest waits |
/// | `reloadAbove(n)` | the previous snapshot | `reloadData` above *n* changes or off screen |
/// | `diffableSnapshot` | the previous snapshot | as `serial`; duplicate identifiers are fatal |
/// | `swapThenDiff` | the app's previous array | the data is swapped on arrival, outside the batch |
/// | `staleBase` | the previously arrived snapshot | as `latest` |
///
/// Every correct policy swaps the data source's array inside the batch's
/// updates block (or just before `reloadData`) and stages a changeset with
/// `BatchStager` when one batch would be refused.
public enum ListUpdatePolicy: Hashable, Sendable {
    /// Every snapshot becomes its batches, applied one after the other, each
    /// diffed from the snapshot before it: a diffable data source's apply
    /// queue, or DifferenceKit's `reload(using:setData:)` per change.
    case serial
    /// While a batch animates (or a diff runs), keep only the newest
    /// snapshot, dropping the ones in between, and diff from what the view
    /// shows once it is idle: LiveCollections' coalescing.
    case latest
    /// As `serial`, but set the data and call `reloadData` instead of a batch
    /// when the changeset has more than `threshold` operations or the view
    /// is off screen: DifferenceKit's `interrupt` and the `window == nil`
    /// shortcut.
    case reloadAbove(Int)
    /// As `serial`, through a diffable data source: identifiers must be
    /// unique, and a snapshot with a repeated identifier stops the app with
    /// the data source's own error (`DiffableIdentifierError`).
    case diffableSnapshot
    /// Negative control: the app swaps its array as soon as a snapshot
    /// arrives, then diffs its previous array against it and applies the
    /// batch without setting data. Fails once a snapshot arrives while a
    /// background diff runs.
    case swapThenDiff
    /// Negative control: as `latest`, but the diff starts from the snapshot
    /// that arrived before the new one, which after a dropped snapshot is not
    /// what the view shows.
    case staleBase

    /// The correct policies, with `reloadAbove(threshold)`.
    ///
    /// - Precondition: `threshold >= 0` (checked when a simulator is made).
    public static func correct(threshold: Int = 8) -> [ListUpdatePolicy] {
        [.serial, .latest, .reloadAbove(threshold), .diffableSnapshot]
    }

    /// The negative controls.
    public static let negativeControls: [ListUpdatePolicy] = [.swapThenDiff, .staleBase]

    /// `true` for `swapThenDiff` and `staleBase`, the mistakes the model must
    /// catch.
    public var isNegativeControl: Bool {
        self == .swapThenDiff || self == .staleBase
    }

    /// The policy's name: `serial`, `latest`, `reload-above(8)`,
    /// `diffable-snapshot`, `swap-then-diff` or `stale-base`.
    public var name: String {
        switch self {
        case .serial: "serial"
        case .latest: "latest"
        case .reloadAbove(let threshold): "reload-above(\(threshold))"
        case .diffableSnapshot: "diffable-snapshot"
        case .swapThenDiff: "swap-then-diff"
        case .staleBase: "stale-base"
        }
    }

    /// Whether snapshots wait for the view to be idle, only the newest kept.
    var coalesces: Bool { self == .latest || self == .staleBase }
}
