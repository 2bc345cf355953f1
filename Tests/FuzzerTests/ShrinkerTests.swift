import DiffAlgorithms
import FuzzCore
import Testing

@Suite("Shrinker")
struct ShrinkerTests {
    @Test func shrinksToTheEssentialElements() {
        // Fails whenever the source holds identity 7 twice and the target is not empty.
        let failing = FuzzCase(
            kind: .book, source: atoms([3, 7, 1, 7, 9, 2, 7]) , target: atoms([4, 4, 5, 6]))
        let result = Shrinker().shrink(failing) { candidate in
            candidate.source.filter { $0.id == 7 }.count >= 2 && !candidate.target.isEmpty
        }
        // Renumbering would change 7, so the predicate keeps it; all else goes.
        #expect(result.shrunk.kind == .int)
        #expect(result.shrunk.source.map(\.id) == [7, 7])
        #expect(result.shrunk.target.count == 1)
        #expect(result.steps > 0 && result.attempts >= result.steps)
    }

    @Test func renumbersIdentities() {
        let failing = FuzzCase(kind: .int, source: atoms([40, 30]), target: atoms([30, 40]))
        let result = Shrinker().shrink(failing) { candidate in
            candidate.source.count == 2 && candidate.source[0] != candidate.source[1]
                && candidate.target == candidate.source.reversed()
        }
        #expect(result.shrunk.source.map(\.id) == [0, 1])
        #expect(result.shrunk.target.map(\.id) == [1, 0])
    }

    @Test func shrinksARealPlantedBugToAFewElements() throws {
        let bug = PlantedBug(base: DynamicProgrammingLCS(), bug: .unmatchLast)
        let generator = CaseGenerator(maxSize: 40)
        let campaign = Campaign(CampaignConfiguration(seed: 1, iterations: 1))
        var index = 0
        var found: (FuzzCase, PropertyFailure)?
        while found == nil && index < 500 {
            let fuzzCase = generator.makeCase(seed: 1, index: index)
            if let failure = campaign.check(fuzzCase, [bug])[0].failure, fuzzCase.source.count + fuzzCase.target.count > 6 {
                found = (fuzzCase, failure)
            }
            index += 1
        }
        let (fuzzCase, failure) = try #require(found)
        let shrunk = campaign.shrink(fuzzCase, index: index - 1, bug, failure)
        #expect(shrunk.shrunk.source.count + shrunk.shrunk.target.count <= 4, "\(shrunk.shrunk)")
        #expect(shrunk.repro.property == failure.property.rawValue)
        // The shrunk case still fails, and every single-element removal passes.
        #expect(check(bug, shrunk.shrunk).failure?.property == failure.property)
        for index in shrunk.shrunk.source.indices {
            var smaller = shrunk.shrunk
            smaller.source.remove(at: index)
            #expect(check(bug, smaller).failure?.property != failure.property)
        }
    }
}
