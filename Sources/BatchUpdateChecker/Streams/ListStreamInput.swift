//===----------------------------------------------------------------------===//
// ListStreamInput and ListUpdateStream: what happens to a list view from outside
//===----------------------------------------------------------------------===//

/// One timed event from outside the view: a new snapshot from the app's
/// model, or the view entering or leaving its window.
///
/// Times are model time units (any unit: the simulation only orders them
/// and adds `ListStreamTiming`'s durations). Events at equal times happen in
/// the order the stream lists them.
public struct ListStreamInput<Element> {
    /// What happens.
    public enum Kind {
        /// The app's model produces new contents for the list.
        case snapshot([Element])
        /// The view enters (`true`) or leaves (`false`) its window. Off
        /// screen it neither animates nor lays out.
        case window(onScreen: Bool)
    }

    /// When it happens, in model time units.
    public var time: Int
    /// What happens.
    public var kind: Kind

    /// An event of `kind` at `time`.
    ///
    /// - Precondition: `time >= 0`.
    public init(time: Int, _ kind: Kind) {
        precondition(time >= 0, "model time starts at 0")
        self.time = time
        self.kind = kind
    }

    /// A snapshot holding `elements` arriving at `time`.
    public static func snapshot(_ elements: [Element], at time: Int) -> ListStreamInput {
        ListStreamInput(time: time, .snapshot(elements))
    }
}

extension ListStreamInput: Sendable where Element: Sendable {}
extension ListStreamInput.Kind: Sendable where Element: Sendable {}

/// What a list view is fed: the contents it shows when the stream starts
/// (laid out, on screen, version 0) and the timed events that follow.
///
///     let stream = ListUpdateStream(initial: ["A", "B"], inputs: [
///         .snapshot(["A", "B", "C"], at: 0),
///         .snapshot(["C"], at: 1),
///     ])
public struct ListUpdateStream<Element> {
    /// The rows on screen at time 0 (snapshot version 0).
    public var initial: [Element]
    /// The events, in any order: the simulation orders them by time and,
    /// at equal times, keeps their order here.
    public var inputs: [ListStreamInput<Element>]

    /// A stream starting from `initial` and fed `inputs`.
    public init(initial: [Element], inputs: [ListStreamInput<Element>]) {
        self.initial = initial
        self.inputs = inputs
    }

    /// The number of snapshots in `inputs`: the newest version.
    ///
    /// - Complexity: O(*e*), the number of inputs.
    public var snapshotCount: Int {
        inputs.reduce(0) { count, input in
            if case .snapshot = input.kind { return count + 1 }
            return count
        }
    }
}

extension ListUpdateStream: Sendable where Element: Sendable {}
