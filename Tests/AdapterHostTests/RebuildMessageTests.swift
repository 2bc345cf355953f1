import AdapterHost
import DiffAlgorithms
import Testing

/// A changeset that does not apply is described with the counts of the
/// request it answered (or of its stage's arrays), never those of an array
/// computed on the way.
@Suite struct RebuildMessageTests {
    func message(_ reported: ReportedChangeset, source: Int, target: Int) -> String? {
        do {
            _ = try reported.rebuild(source: Array(0..<source), target: Array(100..<(100 + target)))
            return nil
        } catch {
            return error.description
        }
    }

    @Test func threeInsertsIntoSevenSlotsLeaveFourFreeSlotsForThreeSurvivors() {
        let reported = ReportedChangeset.batch(DiffChangeset(inserted: [3, 4, 5]))
        #expect(
            message(reported, source: 3, target: 7)
                == "3 surviving elements cannot fill 4 free target slots: source 3 − 0 deleted − 0 moved, target 7 − 3 inserted − 0 move destinations")
    }

    @Test func anInsertInRangeOfTheTargetIsNeverOutOfRange() {
        let reported = ReportedChangeset.batch(DiffChangeset(deleted: [0], inserted: [3, 4, 5]))
        #expect(
            message(reported, source: 3, target: 7)
                == "2 surviving elements cannot fill 4 free target slots: source 3 − 1 deleted − 0 moved, target 7 − 3 inserted − 0 move destinations")
    }

    @Test func aDifferenceIsJudgedAgainstTheTarget() {
        let reported = ReportedChangeset.difference(DiffChangeset(inserted: [0, 1, 2, 3, 4]))
        #expect(
            message(reported, source: 0, target: 6)
                == "0 surviving elements cannot fill 1 free target slots: source 0 − 0 deleted − 0 moved, target 6 − 5 inserted − 0 move destinations")
    }

    @Test func otherProblemsNameBothRanges() {
        let reported = ReportedChangeset.batch(DiffChangeset(deleted: [1], moved: [.init(1, 0)]))
        #expect(message(reported, source: 3, target: 2) == "source offset 1 is deleted and also moved (source 0..<3, target 0..<2)")
    }

    @Test func aStageIsNamedWithItsOwnArrays() {
        // [a b c] → delete a → [b c] → the last stage must make 4 elements.
        let reported = ReportedChangeset.stages([DiffChangeset(deleted: [0]), DiffChangeset(inserted: [0])])
        #expect(
            message(reported, source: 3, target: 4)
                == "stage 2 of 2 (old array 0..<2, new array 0..<4): 2 surviving elements cannot fill 3 free target slots: old array 2 − 0 deleted − 0 moved, new array 4 − 1 inserted − 0 move destinations")
        let tooMany = ReportedChangeset.stages([DiffChangeset(deleted: [0, 1, 2, 3]), DiffChangeset()])
        #expect(message(tooMany, source: 3, target: 0) == "stage 1 of 2 deletes 4 elements of its old array of 3 (and inserts 0)")
    }

    @Test func noStagesLeaveTheSource() {
        #expect(
            message(.stages([]), source: 2, target: 3)
                == "2 surviving elements cannot fill 3 free target slots: source 2 − 0 deleted − 0 moved, target 3 − 0 inserted − 0 move destinations")
        #expect(message(.stages([]), source: 2, target: 2) == nil)
    }
}
