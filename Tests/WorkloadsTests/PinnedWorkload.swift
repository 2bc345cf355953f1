import DiffBenchWorkloads
import DiffAlgorithms
import Foundation

/// Values of `mixed`, 1000 items, seed 42, computed once; see
/// `WorkloadGeneratorTests.pinnedChecksums`.
enum PinnedWorkload {
    static let intSourcePrefix: [Int] = [779, 365, 703, 482, 951, 563, 394, 172]
    static let intChecksum: UInt64 = 13_750_474_434_673_683_205
    static let bookChecksum: UInt64 = 12_491_320_555_096_697_942
    /// `sectionedBooks`, `mixed`, 1000 books, seed 42; see
    /// `SectionedWorkloadTests.pinnedChecksum`.
    static let sectionedChecksum: UInt64 = 13_672_460_491_972_422_040
    static let firstBook = WorkloadBook(
        id: 779, title: "Secret Lantern of the Delta", author: "Ada Moreau", isbn: "978-8452446534",
        published: Date(timeIntervalSince1970: 1_527_971_686))
}
