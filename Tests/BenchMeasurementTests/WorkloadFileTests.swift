import DiffAlgorithms
import Foundation
import Testing

import BenchCore
import BenchMeasurement
import BenchTestSupport
import InputValidation
import DiffBenchWorkloads

/// The workload a run hands its cell's child: the child's elements, read
/// from the file, are the generator's; a bad file is one line naming it.
@Suite struct WorkloadFileTests {
    static let scenarios = ["mixed", "reversed", "duplicates", "disjoint", "identical"]

    /// Writes `key`'s workload and reads it back as the child does.
    func roundTrip(_ key: CellKey, seed: UInt64 = 42) throws -> LoadedWorkload {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("workload.bin").path
        try WorkloadFile.write(key: key, seed: seed, to: path)
        return try WorkloadFile.read(path, dataset: try #require(WorkloadDataset(rawValue: key.dataset)), seed: seed, size: key.size)
    }

    @Test(arguments: scenarios, [0, 1, 150, 1_000])
    func flatElementsAreTheGenerators(scenarioName: String, size: Int) throws {
        let scenario = try #require(WorkloadScenario.named(scenarioName))
        guard case let .ints(ints) = try roundTrip(CellKey(algorithm: "heckel", dataset: "int", scenario: scenarioName, size: size)) else {
            Issue.record("an int cell read no ints")
            return
        }
        let generatedInts = WorkloadGenerator.ints(scenario: scenario, count: size, seed: 42)
        #expect(ints.source == generatedInts.source && ints.target == generatedInts.target)
        guard case let .books(books) = try roundTrip(CellKey(algorithm: "heckel", dataset: "book", scenario: scenarioName, size: size)) else {
            Issue.record("a book cell read no books")
            return
        }
        let generatedBooks = WorkloadGenerator.books(scenario: scenario, count: size, seed: 42)
        #expect(books.source == generatedBooks.source && books.target == generatedBooks.target)
        #expect(books.source.count == books.source.capacity && books.target.count == books.target.capacity, "exact capacity")
    }

    @Test(arguments: scenarios, [1, 150, 1_000])
    func sectionedElementsAreTheGenerators(scenarioName: String, size: Int) throws {
        let scenario = try #require(WorkloadScenario.named(scenarioName))
        let key = CellKey(algorithm: "heckel", dataset: "book-sections", scenario: scenarioName, size: size)
        guard case let .sectioned(read) = try roundTrip(key, seed: 7) else {
            Issue.record("a book-sections cell read no sections")
            return
        }
        let generated = WorkloadGenerator.sectionedBooks(scenario: scenario, count: size, seed: 7)
        #expect(read.source == generated.source && read.target == generated.target)
    }

    /// A plan's revised flags land on the target offsets it updates, and
    /// nowhere in the source.
    @Test func theFlatWordsCarryTheUpdates() {
        let plan = WorkloadGenerator.plan(scenario: .mixed, count: 100, seed: 3)
        let words = WorkloadFile.words(plan, seed: 3)
        #expect(words.count == 5 + 2 * (plan.source.count + plan.target.count))
        let target = words[(5 + 2 * plan.source.count)...]
        let revised = stride(from: 0, to: plan.target.count, by: 1).filter { target[target.startIndex + 2 * $0 + 1] == 1 }
        #expect(revised == plan.updatedTargets)
        #expect(!revised.isEmpty)
    }

    /// Files that are not the cell's workload, each with the start of its message.
    @Test func badFilesAreOneLineErrors() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let good = WorkloadFile.words(WorkloadGenerator.plan(scenario: .mixed, count: 10, seed: 42), seed: 42)
        let sectioned = WorkloadFile.words(WorkloadGenerator.sectionedPlan(scenario: .mixed, count: 10, seed: 42), seed: 42)
        var badFlag = good
        badFlag[5] = 2
        var hugeCount = good
        hugeCount[3] = 1 << 40
        let cases: [(name: String, bytes: [UInt8], dataset: WorkloadDataset, message: String)] = [
            ("empty", [], .int, "not a workload file"),
            ("odd", [1, 2, 3], .int, "3 bytes is not a whole number of 8-byte words"),
            ("foreign", bytes(Array(repeating: 7, count: 8)), .int, "not a workload file"),
            ("sectioned", bytes(sectioned), .int, "a sectioned plan, but int needs a flat plan"),
            ("flat", bytes(good), .bookSections, "a flat plan, but book-sections needs a sectioned plan"),
            ("seed", bytes(WorkloadFile.words(WorkloadGenerator.plan(scenario: .mixed, count: 10, seed: 1), seed: 1)), .int,
             "drawn from seed 1, not the cell's 42"),
            ("size", bytes(WorkloadFile.words(WorkloadGenerator.plan(scenario: .mixed, count: 11, seed: 42), seed: 42)), .book,
             "11 source items, not the cell's 10"),
            ("flag", bytes(badFlag), .book, "a revised flag is 2, not 0 or 1"),
            ("count", bytes(hugeCount), .int, "1099511627776 items, but the rest of the file holds at most"),
            ("truncated", bytes(Array(good.prefix(4 + 2 * 10))), .int, "the file ends early"),
            ("long", bytes(good + [0, 0]), .int, "2 words after the workload"),
        ]
        for (name, content, dataset, message) in cases {
            let path = folder.appendingPathComponent(name).path
            try Data(content).write(to: URL(fileURLWithPath: path))
            let error = #expect(throws: InputError.self, "\(name)") {
                try WorkloadFile.read(path, dataset: dataset, seed: 42, size: 10)
            }
            #expect(error?.description == "\(path): \(message)" || error?.description.hasPrefix("\(path): \(message)") == true,
                    "\(name): \(error?.description ?? "")")
            #expect(error?.description.contains("\n") == false)
        }
        let missing = folder.appendingPathComponent("missing").path
        let error = #expect(throws: InputError.self) { try WorkloadFile.read(missing, dataset: .int, seed: 42, size: 10) }
        #expect(error?.description == "cannot read the workload file \(missing): no such file or directory")
    }

    /// A cell whose workload file is bad fails with the file's one line,
    /// in the child, without a time.
    @Test func aCellWithABadWorkloadFileFails() {
        let key = CellKey(algorithm: "hash-linear", dataset: "int", scenario: "mixed", size: 100)
        let path = temporaryFolder().appendingPathComponent("none.bin").path
        let request = CellRequest(key: key, seed: 42, policy: MeasurementPolicy(minSeconds: 0), budgetSeconds: 20, workloadPath: path)
        let outcome = CellRunner.run(request)
        #expect(outcome.status == .failed)
        #expect(outcome.message == "cannot read the workload file \(path): no such file or directory")
        #expect(outcome.samples.isEmpty)
    }

    /// A cell measured from the file gives what a cell that generates its
    /// workload gives: the same counts and changeset.
    @Test(arguments: ["int", "book", "book-sections"])
    func aCellReadsItsWorkloadFromTheFile(dataset: String) throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let key = CellKey(algorithm: "heckel", dataset: dataset, scenario: "mixed", size: 1_000)
        let path = folder.appendingPathComponent("workload.bin").path
        try WorkloadFile.write(key: key, seed: 42, to: path)
        let policy = MeasurementPolicy(minSamples: 2, minSeconds: 0, maxSamples: 2)
        let read = CellRunner.run(CellRequest(key: key, seed: 42, policy: policy, budgetSeconds: 20, workloadPath: path))
        let generated = CellRunner.run(CellRequest(key: key, seed: 42, policy: policy, budgetSeconds: 20))
        #expect(read.status == .ok, "\(read.message ?? "")")
        #expect(read.samples.count == 2)
        #expect(read.sourceCount == generated.sourceCount && read.targetCount == generated.targetCount)
        #expect(read.changeset == generated.changeset && read.changeset != nil)
        #expect(read.rowsWithSections == generated.rowsWithSections)
    }

    /// The fingerprint a cell keeps of its warm-up's changeset tells equal
    /// changesets from different ones and from a diff that threw.
    @Test func fingerprintsTellChangesetsApart() {
        let moved = DiffChangeset(moved: [DiffChangeset.OffsetPair(2, 0)])
        #expect(OutputFingerprint(moved) == OutputFingerprint(DiffChangeset(moved: [DiffChangeset.OffsetPair(2, 0)])))
        #expect(OutputFingerprint(moved) != OutputFingerprint(DiffChangeset(moved: [DiffChangeset.OffsetPair(0, 2)])))
        #expect(OutputFingerprint(moved) != OutputFingerprint(DiffChangeset()))
        #expect(OutputFingerprint(DiffChangeset()) != OutputFingerprint(DiffChangeset?.none))
    }

    /// The check after the samples: a wrong answer leaves no time and no
    /// allocations; a right one leaves the outcome as it was.
    @Test func aFailedCheckDropsTheMeasurement() {
        var outcome = CellOutcome(status: .ok, samples: [1, 2], cpuSamples: [1, 2], allocations: AllocationCount(bytes: 8, count: 1))
        #expect(CellRunner.checked(outcome) { nil } == outcome)
        outcome = CellRunner.checked(outcome) { "differs at target offset 3" }
        #expect(outcome.status == .failed && outcome.message == "differs at target offset 3")
        #expect(outcome.samples.isEmpty && outcome.cpuSamples.isEmpty && outcome.allocations == nil)
    }
}

/// Words as the file's little-endian bytes.
private func bytes(_ words: [Int64]) -> [UInt8] {
    words.flatMap { word in (0..<8).map { UInt8(truncatingIfNeeded: word.littleEndian >> ($0 * 8)) } }
}
