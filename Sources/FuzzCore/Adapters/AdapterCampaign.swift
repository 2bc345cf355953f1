import AdapterProtocol
import BatchUpdateChecker
import DiffAlgorithms
import Foundation
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// AdapterCampaign: fuzzing one external adapter
//===----------------------------------------------------------------------===//

/// Counts of an adapter campaign.
package struct AdapterCampaignStats: Sendable {
    /// Cases generated.
    package var cases = 0
    /// Cases the adapter answered (its adapter-cases).
    package var answered = 0
    /// Cases it refused (answered with an error).
    package var refused = 0
    /// Cases not sent: the handshake accepts no element kind they can take.
    package var notAccepted = 0
    package var failures = 0
    package var elapsed = 0.0
    /// How often each property was checked, and failed.
    package var checked: [AdapterProperty: Int] = [:]
    package var failed: [AdapterProperty: Int] = [:]

    package init() {}

    package var casesPerSecond: Double { elapsed > 0 ? Double(answered) / elapsed : 0 }

    /// The properties that apply to `endpoint` this campaign never checked.
    package func neverExercised(_ endpoint: some AdapterEndpoint) -> [AdapterProperty] {
        AdapterProperty.allCases.filter { $0.applies(to: endpoint) && (checked[$0] ?? 0) == 0 }
    }

    /// This campaign's verdict (`CampaignVerdict.judge`); with `oneCase`
    /// properties the single case had no chance to exercise do not count.
    package func verdict(_ endpoint: some AdapterEndpoint, oneCase: Bool = false) -> CampaignVerdict {
        let handshake = endpoint.handshake
        let missing = neverExercised(endpoint)
        return .judge(
            failures: failures, cases: cases, checked: answered,
            unchecked: "\(refused) refused by the adapter, \(notAccepted) in element kinds its handshake does not accept"
                + (handshake.elements.isEmpty ? " (it lists none)" : ""),
            neverExercised: oneCase || missing.isEmpty
                ? [] : ["\(handshake.name) (\(missing.map(\.rawValue).joined(separator: ", ")))"])
    }
}

/// An adapter's shrunk failure.
package struct FoundAdapterFailure: Sendable {
    package var repro: AdapterRepro
    package var original: FuzzCase
    package var shrunk: FuzzCase
    package var shrinkAttempts: Int
    /// Cases run before it was caught.
    package var casesToCatch: Int
}

/// A campaign against one adapter: the same generated cases as `Campaign`
/// (case *i* depends on the seed, *i* and the maximum size only), each
/// turned into an element kind the adapter accepts and checked by
/// `AdapterPropertyChecker`; failures shrink through the adapter.
///
/// `configuration.algorithms` is ignored.
package struct AdapterCampaign {
    package var configuration: CampaignConfiguration
    package var checker: AdapterPropertyChecker
    package var generator: CaseGenerator
    /// The most candidates the shrinker tries (each one costs requests,
    /// and a hang costs a hang timeout).
    package var shrinkAttempts = 2_000

    package init(_ configuration: CampaignConfiguration, endpoint: any AdapterEndpoint) {
        self.configuration = configuration
        self.checker = AdapterPropertyChecker(endpoint: endpoint, view: configuration.view)
        self.generator = CaseGenerator(maxSize: configuration.maxSize)
        generator.canonicalEquivalents = false
    }

    /// Runs the campaign; `progress` about every 0.2 s, `onFailure` once
    /// per shrunk failure (per property with `keepGoing`).
    @discardableResult
    package func run(
        progress: (AdapterCampaignStats) -> Void = { _ in },
        onFailure: (FoundAdapterFailure) -> Void = { _ in },
        shouldStop: () -> Bool = { false }
    ) -> AdapterCampaignStats {
        CampaignEngine(schedule: CaseSchedule(configuration), keepGoing: configuration.keepGoing).run(
            AdapterSubject(campaign: self), tally: AdapterCampaignStats(), progress: progress, onFinding: onFailure,
            shouldStop: shouldStop)
    }

    /// Shrinks `fuzzCase` while the adapter still fails `failure`'s
    /// property, and builds the repro (`index` `nil`: not from the campaign).
    package func shrink(
        _ fuzzCase: FuzzCase, index: Int?, _ failure: AdapterFailure, casesToCatch: Int = 0
    ) -> FoundAdapterFailure {
        let start = checker.adapted(fuzzCase) ?? fuzzCase
        let result = Shrinker(maxAttempts: shrinkAttempts).shrink(start) { candidate in
            checker.check(candidate).failure?.property == failure.property
        }
        let shrunk = checker.adapted(result.shrunk) ?? result.shrunk
        let final = checker.check(shrunk).failure ?? failure
        var batch: DiffChangeset?
        var stages: [DiffChangeset]?
        switch final.changeset {
        case .batch(let changeset)?, .difference(let changeset)?: batch = changeset
        case .stages(let list)?: stages = list
        case nil: break
        }
        let repro = Repro(
            algorithm: checker.handshake.name, property: final.property.rawValue, input: shrunk.concrete,
            changeset: batch, message: final.message, seed: index == nil ? nil : configuration.seed,
            caseIndex: index, view: configuration.view,
            note: "adapter \(checker.handshake.name) \(checker.handshake.version)")
        return FoundAdapterFailure(
            repro: AdapterRepro(
                repro: repro, handshake: checker.handshake, command: checker.endpoint.endpointDescription,
                stages: stages),
            original: fuzzCase, shrunk: shrunk, shrinkAttempts: result.attempts, casesToCatch: casesToCatch)
    }

    /// Checks the adapter on a repro's input once.
    package func replay(_ repro: Repro) -> AdapterCheck {
        switch repro.input {
        case let .int(source, target): return checker.check(source, target)
        case let .string(source, target): return checker.check(source, target)
        case let .book(source, target): return checker.check(source, target)
        case let .colliding(source, target):
            return checker.check(
                FuzzCase(
                    kind: .colliding, source: source.map { WorkloadAtom($0.id, content: $0.version) },
                    target: target.map { WorkloadAtom($0.id, content: $0.version) }))
        case let .keyed(source, target):
            // Keys and texts numbered in order of first appearance: the same
            // identities and the same content equality, as atoms.
            var keys: [String: Int] = [:]
            var texts: [String: Int] = [:]
            func atom(_ element: KeyedText) -> WorkloadAtom {
                let id = keys[element.key] ?? keys.count
                keys[element.key] = id
                let content = texts[element.text] ?? texts.count
                texts[element.text] = content
                return WorkloadAtom(id, content: content)
            }
            let sourceAtoms = source.map(atom)
            let targetAtoms = target.map(atom)
            return checker.check(FuzzCase(kind: .keyed, source: sourceAtoms, target: targetAtoms))
        }
    }
}
