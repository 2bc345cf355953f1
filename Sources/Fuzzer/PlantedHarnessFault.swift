import Foundation

//===----------------------------------------------------------------------===//
// PlantedHarnessFault: a fault in the fuzzer's own machinery, for tests
//===----------------------------------------------------------------------===//

/// A fault the tests plant in the harness through the environment variable
/// `DIFFBENCH_FUZZER_FAULT`, read only by this executable, to check that
/// the fuzzer reports it as a harness error (exit 4, no repro) and never as
/// an algorithm's failure. Unset (always, outside tests): no fault.
enum PlantedHarnessFault: String {
    /// A trap in the campaign's own work, between two checks.
    case harnessTrap = "harness-trap"
    /// The campaign's own work stops making progress, between two checks.
    case harnessHang = "harness-hang"
    /// Every `fuzzer probe` child fails before it checks anything.
    case probe

    /// The fault the environment plants, if any.
    static let current: PlantedHarnessFault? =
        ProcessInfo.processInfo.environment["DIFFBENCH_FUZZER_FAULT"].flatMap(Self.init(rawValue:))

    /// Trips a planted `harness-trap` or `harness-hang`; call where the
    /// harness, not an algorithm, is running.
    static func tripInHarness() {
        switch current {
        case .harnessTrap?: fatalError("planted harness fault (DIFFBENCH_FUZZER_FAULT=harness-trap)")
        case .harnessHang?: while true { sleep(60) }
        case .probe?, nil: break
        }
    }
}
