import DiffAlgorithms
import DiffTestSupport
import Testing
import DiffBenchWorkloads

@Suite struct MyersLinearSpaceDiffTests {
    @Test func paperExample() throws {
        // Myers 1986, Fig. 1: ABCABBA → CBABAC has D = 5.
        let a = Array("ABCABBA").map(String.init)
        let b = Array("CBABAC").map(String.init)
        let changes = try expectReproduces(MyersLinearSpaceDiff(), from: a, to: b)
        #expect(changes.deleted.count + changes.inserted.count == 5)
    }

    @Test func equalsTheStandardLibraryEditCount() throws {
        var random = WorkloadRandom(seed: 5)
        for _ in 0..<40 {
            let (source, target) = randomPair(maximumCount: 59, alphabet: 12, &random)
            let changes = try expectReproduces(MyersLinearSpaceDiff(), from: source, to: target)
            let stdlib = target.difference(from: source)
            #expect(changes.deleted.count + changes.inserted.count == stdlib.count)
        }
    }

    @Test func elementsAbsentFromTheOtherSideStayMinimal() throws {
        // Unmatchable elements are set aside before the search; the result
        // must still be minimal.
        let source = [1, 100, 2, 101, 3, 4, 102, 5]
        let target = [200, 5, 1, 2, 201, 3, 4]
        let changes = try expectReproduces(MyersLinearSpaceDiff(), from: source, to: target)
        #expect(editSize(changes) == source.count + target.count - 2 * WorkloadGenerator.lcsLength(source, target))
    }
}
