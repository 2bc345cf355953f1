import DiffAlgorithms

//===----------------------------------------------------------------------===//
// SimulatedListView: a list view's state over time, as UIKit keeps it
//===----------------------------------------------------------------------===//

/// A flat (single-section) `UITableView` or `UICollectionView` over time:
/// what its data source holds, what UIKit last learned from it, a pending
/// `reloadData`, the animations in flight and the cells on screen.
///
/// UIKit checks a batch against the counts it **holds** (spec §2, §4
/// H-STATE-DRIFT): those it read at its last layout after `reloadData`, or
/// at the end of the previous batch; never against the array the app
/// diffed from. The model keeps those counts apart from the data source's,
/// so a batch applied after the data drifted fails as UIKit fails, with
/// `BatchUpdateValidator`'s rule and exact message.
///
///     var list = SimulatedListView(initial: ListSnapshot(version: 0, elements: ["A", "B"]))
///     list.setData(ListSnapshot(version: 1, elements: ["C", "A", "B"]), at: 0)
///     list.setData(ListSnapshot(version: 2, elements: ["A"]), at: 1)   // before the first batch
///     let verdict = list.performBatchUpdates(.singleSection(inserts: [0]), at: 2)   // the diff 0 → 1
///     // R-COUNT-ITEMS: "… after the update (1) must be equal to … before the update (2), …"
///
/// What the model assumes (docs/guides/live-lists.md):
/// - A table view reads the counts in `reloadData` itself; a collection view
///   only at its next layout pass, or when a batch starts while the reload is
///   pending, before the batch's updates block runs.
/// - A layout pass is an explicit `layoutIfNeeded(at:)` (the simulator runs
///   one at the end of every instant while the view is on screen).
/// - "Cells on screen" are all rows: the model has no scrolling.
///
/// After an exception the app has crashed: the model keeps the state of
/// that moment, and further calls make no sense.
public struct SimulatedListView<Element: Diffable> {
    /// A cell: the element it was configured with and the snapshot that
    /// element came from.
    public struct Cell {
        /// The element the cell shows.
        public var element: Element
        /// The version of the snapshot the cell was configured from.
        public var version: Int

        /// A cell showing `element` from snapshot `version`.
        public init(element: Element, version: Int) {
            self.element = element
            self.version = version
        }
    }

    /// The validator batches are checked with (its view kind is the view's).
    public var validator: BatchUpdateValidator
    /// What the data source holds now.
    public internal(set) var data: ListSnapshot<Element>
    /// The row count UIKit holds: what it last read from the data source.
    public internal(set) var heldCount: Int
    /// `true` between a collection view's `reloadData` and the moment it
    /// reads the counts.
    public internal(set) var reloadPending = false
    /// The cells, one per row UIKit holds.
    public internal(set) var cells: [Cell]
    /// When each animation in flight ends, in model time.
    public internal(set) var animationsInFlight: [Int] = []
    /// Whether the view is in a window.
    public internal(set) var isOnScreen = true
    /// The newest snapshot version the view has shown so far.
    public internal(set) var newestShownVersion: Int
    /// Every step so far.
    public internal(set) var log: [ListStreamLogEntry] = []
    /// Display defects found so far.
    public internal(set) var defects: [ListDisplayDefect] = []

    /// A view laid out on screen showing `initial`: UIKit holds its count
    /// and every cell is fresh from it.
    ///
    /// - Complexity: O(*n*), the rows of `initial`.
    public init(initial: ListSnapshot<Element>, view: ListViewKind = .table, options: ValidationOptions = ValidationOptions()) {
        validator = BatchUpdateValidator(view: view, options: options)
        data = initial
        heldCount = initial.count
        cells = initial.elements.map { Cell(element: $0, version: initial.version) }
        newestShownVersion = initial.version
    }

    /// The kind of view.
    public var view: ListViewKind { validator.view }

    /// The app sets the data source's array outside any batch. UIKit learns
    /// nothing: its counts and cells stay as they are.
    ///
    /// - Complexity: O(1).
    public mutating func setData(_ snapshot: ListSnapshot<Element>, at time: Int) {
        data = snapshot
        log.append(ListStreamLogEntry(time: time, .dataSwapped(version: snapshot.version)))
    }

    /// The app calls `reloadData`. A table view reads the counts now; a
    /// collection view at its next layout pass or batch.
    ///
    /// - Complexity: O(*n*) for a table view, O(1) for a collection view.
    public mutating func reloadData(at time: Int) {
        log.append(ListStreamLogEntry(time: time, .reloadDataCalled(version: data.version)))
        reloadPending = true
        if view == .table { _readCounts(at: time) }
    }

    /// A layout pass: reads the counts when a `reloadData` is pending and the
    /// view is on screen; otherwise does nothing.
    ///
    /// - Complexity: O(*n*) when it reads, O(1) otherwise.
    public mutating func layoutIfNeeded(at time: Int) {
        if reloadPending && isOnScreen { _readCounts(at: time) }
    }

    /// The view enters or leaves its window.
    ///
    /// - Complexity: O(1).
    public mutating func setOnScreen(_ onScreen: Bool, at time: Int) {
        guard onScreen != isOnScreen else { return }
        isOnScreen = onScreen
        log.append(ListStreamLogEntry(time: time, .windowChanged(onScreen: onScreen)))
    }

    /// Ends the animations in flight that end at or before `time`.
    ///
    /// - Complexity: O(*a*), the animations in flight.
    public mutating func completeAnimations(through time: Int) {
        let ended = animationsInFlight.filter { $0 <= time }
        animationsInFlight.removeAll { $0 <= time }
        for end in ended.sorted() { log.append(ListStreamLogEntry(time: end, .animationCompleted)) }
    }

    /// Ends every animation in flight now: the view left its window.
    mutating func _endAllAnimations(at time: Int) {
        for _ in animationsInFlight { log.append(ListStreamLogEntry(time: time, .animationCompleted)) }
        animationsInFlight = []
    }

    /// Adds a step the simulator took (a snapshot, a diff) to the log.
    mutating func _record(_ kind: ListStreamLogEntry.Kind, at time: Int) {
        log.append(ListStreamLogEntry(time: time, kind))
    }

    /// Reads the data source's count and refreshes every cell from it.
    mutating func _readCounts(at time: Int) {
        reloadPending = false
        heldCount = data.count
        cells = data.elements.map { Cell(element: $0, version: data.version) }
        log.append(ListStreamLogEntry(time: time, .countsRead(version: data.version, count: data.count)))
        _noteShown(at: time)
    }

    /// Records that the view now shows the data source's snapshot.
    mutating func _noteShown(at time: Int) {
        if data.version < newestShownVersion {
            defects.append(ListDisplayDefect(
                kind: .olderSnapshotShown, time: time, version: data.version,
                note: "shows snapshot \(data.version) after snapshot \(newestShownVersion)"))
        }
        newestShownVersion = max(newestShownVersion, data.version)
    }
}

extension SimulatedListView.Cell: Sendable where Element: Sendable {}
extension SimulatedListView: Sendable where Element: Sendable {}
