import AdapterProtocol
import DiffAlgorithms

//===----------------------------------------------------------------------===//
// The properties an adapter is fuzzed with
//===----------------------------------------------------------------------===//

/// A property of an external adapter on one input, checked in this order;
/// the first that fails is reported. Which apply depends on the handshake:
/// see `applies(to:)`. Each is named for what holds, as `PropertyID`'s
/// are (`no-crash`, not `crashed`): the summary counts the cases it held on.
package enum AdapterProperty: String, CaseIterable, Codable, Sendable {
    /// The adapter answered: it did not exit or die (`no-crash`; broken by
    /// the fault `crashed`).
    case noCrash = "no-crash"
    /// It answered within the hang timeout (`no-timeout`; broken by the
    /// fault `timed-out`).
    case noTimeout = "no-timeout"
    /// Its answer followed the protocol: JSON, the right id, the declared
    /// format, offsets inside their index spaces (`protocol-ok`; broken by
    /// the fault `protocol-error`).
    case protocolOK = "protocol-ok"
    /// The handshake and the answer, made wrong one fault at a time, get
    /// from the host's checks exactly the protocol error
    /// `AdapterLineOracle` predicts (`rejects-ill-formed`; a campaign checks
    /// the answer on every 64th case it visits, the handshake on its first).
    case rejectsIllFormed = "rejects-ill-formed"
    /// Applying the changeset (each batch through the strict applier, in
    /// turn for `stages`) to the source gives the target, content included.
    case rebuildsTarget = "rebuilds-target"
    /// `ReportedChangeset.checkRebuilds`, the adapter cell's check, gives
    /// exactly what `ReportedRebuildOracle` (each batch replayed in turn by
    /// `ReferenceApplier`, then `==` slot by slot) gives on the answer, on
    /// the target altered at one slot, and on the answer's batches as
    /// stages, some made wrong (`ReportedCellCheckVariants`).
    case cellCheck = "cell-check"
    /// Every list of every batch is strictly ascending (`batch`, `stages`).
    case sortedLists = "sorted-lists"
    /// UIKit accepts it: `batch` and `difference` (converted) as one batch
    /// or staged, each stage without hazards, showing the target; `stages`:
    /// every stage accepted as it is, without hazards.
    case batchValid = "batch-valid"
    /// The display oracle shows the target after the batch (or stages).
    case displayOracle = "display-oracle"
    /// Exactly the matched rows whose content changed are `updated`
    /// (handshake `updates`, formats `batch` and `stages`).
    case updatesExact = "updates-exact"
    /// deletes + inserts + 2·moves = *n* + *m* − 2·LCS of the identities
    /// (handshake `minimal`).
    case minimal
    /// The same input gives the same changeset a second time.
    case deterministic
    /// The diff of the source with itself is empty.
    case selfEmpty = "self-empty"

    /// Whether the property applies to an adapter that declares `handshake`.
    package func applies(to handshake: AdapterHandshake) -> Bool {
        switch self {
        case .sortedLists: handshake.format != .difference
        case .displayOracle: handshake.format != .stages
        case .updatesExact: handshake.updates && handshake.format != .difference
        case .minimal: handshake.minimal
        default: true
        }
    }

    /// The property a fault breaks (a refusal breaks none).
    package static func broken(by fault: AdapterFault) -> AdapterProperty? {
        switch fault {
        case .crashed, .launchFailed: .noCrash
        case .timedOut: .noTimeout
        case .protocolError: .protocolOK
        case .refused: nil
        }
    }
}

/// A property that does not hold on one input.
package struct AdapterFailure: Error, Sendable, Hashable, CustomStringConvertible {
    package var property: AdapterProperty
    package var message: String
    /// The adapter's changeset, when it answered.
    package var changeset: ReportedChangeset?

    package init(property: AdapterProperty, message: String, changeset: ReportedChangeset?) {
        self.property = property
        self.message = message
        self.changeset = changeset
    }

    package var description: String { "\(property.rawValue): \(message)" }
}

/// The result of checking an adapter on one input.
package struct AdapterCheck: Sendable {
    /// The adapter refused the request, or (`kindNotAccepted`) its
    /// handshake accepts no element kind the case can take; nothing was
    /// checked.
    package var refused = false
    /// Not sent at all: the handshake lists no element kind the case can be
    /// turned into (`refused` is set too).
    package var kindNotAccepted = false
    /// The properties checked (all held but `failure`'s).
    package var checked: [AdapterProperty] = []
    /// The first property that failed.
    package var failure: AdapterFailure?

    package init() {}
}
