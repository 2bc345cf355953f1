@testable import DiffAlgorithms
import Testing

/// The diff's workspace: region sizes, carving order and alignment, and the
/// algorithms that match in it against their own workspaces.
@Suite struct DiffWorkspaceTests {
    @Test func regionSizesAreStridesRoundedUpToTheAlignment() {
        #expect(_DiffWorkspace.alignment == 16)
        #expect(_DiffWorkspace.byteCount(of: Int32.self, count: 0) == 0)
        #expect(_DiffWorkspace.byteCount(of: Int32.self, count: 1) == 16)
        #expect(_DiffWorkspace.byteCount(of: Int32.self, count: 4) == 16)
        #expect(_DiffWorkspace.byteCount(of: Int32.self, count: 5) == 32)
        #expect(_DiffWorkspace.byteCount(of: UInt8.self, count: 17) == 32)
        #expect(_DiffWorkspace.byteCount(of: Int.self, count: 3) == 32)
        #expect(_DiffWorkspace.byteCount(of: UInt32.self, count: 262_144) == 1_048_576)
    }

    @Test func regionsAreCarvedInOrderAlignedAndDisjoint() {
        let sizes = [
            _DiffWorkspace.byteCount(of: UInt8.self, count: 3),
            _DiffWorkspace.byteCount(of: Int32.self, count: 5),
            _DiffWorkspace.byteCount(of: Int.self, count: 2),
        ]
        var workspace = _DiffWorkspace(byteCount: sizes.reduce(0, +))
        defer { workspace.deallocate() }
        let bytes = workspace.take(UInt8.self, count: 3)
        let codes = workspace.take(Int32.self, count: 5)
        let words = workspace.take(Int.self, count: 2)
        let base = UInt(bitPattern: workspace.base)
        #expect(base % UInt(_DiffWorkspace.alignment) == 0)
        #expect(UInt(bitPattern: bytes) == base)
        #expect(UInt(bitPattern: codes) == base + UInt(sizes[0]))
        #expect(UInt(bitPattern: words) == base + UInt(sizes[0] + sizes[1]))
        #expect(workspace.remainingByteCount == 0)
        // Every region holds its values without touching the others.
        bytes.initialize(repeating: 0xAB, count: 3)
        codes.initialize(repeating: -7, count: 5)
        words.initialize(repeating: .max, count: 2)
        #expect((0..<3).allSatisfy { bytes[$0] == 0xAB })
        #expect((0..<5).allSatisfy { codes[$0] == -7 })
        #expect((0..<2).allSatisfy { words[$0] == .max })
    }

    @Test func resetHandsOutTheFirstByteAgain() {
        var workspace = _DiffWorkspace(byteCount: 64)
        defer { workspace.deallocate() }
        let first = workspace.take(UInt32.self, count: 8)
        _ = workspace.take(UInt8.self, count: 20)
        #expect(workspace.remainingByteCount == 0)
        workspace.reset()
        #expect(workspace.remainingByteCount == 64)
        let again = workspace.take(Int32.self, count: 16)
        #expect(UnsafeRawPointer(again) == UnsafeRawPointer(first))
    }

    @Test func resetToAMarkKeepsTheRegionsBeforeIt() {
        var workspace = _DiffWorkspace(byteCount: 96)
        defer { workspace.deallocate() }
        let kept = workspace.take(Int32.self, count: 4)
        let mark = workspace.usedByteCount
        let dead = workspace.take(UInt32.self, count: 8)
        _ = workspace.take(UInt8.self, count: 40)
        #expect(workspace.remainingByteCount == 0)
        workspace.reset(to: mark)
        #expect(workspace.remainingByteCount == 80)
        let again = workspace.take(Int32.self, count: 20)
        #expect(UnsafeRawPointer(again) == UnsafeRawPointer(dead))
        #expect(UnsafeRawPointer(again) == UnsafeRawPointer(kept + 4))
    }

    @Test func anEmptyWorkspaceHandsOutEmptyRegions() {
        var workspace = _DiffWorkspace(byteCount: 0)
        defer { workspace.deallocate() }
        _ = workspace.take(Int32.self, count: 0)
        #expect(workspace.remainingByteCount == 0)
    }

    /// The diff's shared workspace and the public `matching(for:)` give the
    /// same changeset: for `hash-linear` and `hunt-szymanski` (interning's
    /// slots, then the algorithm's scratch, sized before the distinct count
    /// is known, against a workspace of the exact size) and for `heckel`
    /// (codes, scratch and matching in the workspace, the changeset built
    /// from its `Int32` offsets, against a `DiffMatching`). Also when the target
    /// brings more identities than the slots hold at half load (the table
    /// grows, and the scratch starts over the dead slots: 300 + 450 items,
    /// 600 identities for 512 at half load).
    @Test(arguments: [
        (Array(0..<300), Array(0..<300).shuffled(seed: 3)),
        (Array(0..<300), Array(150..<600)),
        (Array(repeating: 5, count: 40) + Array(0..<60), Array(0..<60).reversed() + Array(repeating: 5, count: 30)),
        ([], Array(0..<10)),
        (Array(0..<10), []),
    ])
    func theSharedWorkspaceMatchesAsTheAlgorithmsOwn(source: [Int], target: [Int]) throws {
        let codes = try #require(IdentityCodes(source: source, target: target))
        let algorithms: [any DiffAlgorithm] = [HashKeyedLinearDiff(), HeckelSixPassDiff(), HuntSzymanskiLCS()]
        for algorithm in algorithms {
            let changes = try algorithm.diff(from: source, to: target)
            let expected = try DiffChangeset(matching: algorithm.matching(for: codes), source: source, target: target)
            #expect(changes == expected, "\(algorithm.id)")
        }
    }

    /// The plan is read off concrete types: it must name exactly the
    /// registered algorithms that conform to the workspace protocols.
    @Test(arguments: AlgorithmRegistry.ids)
    func theWorkspacePlanAgreesWithTheProtocols(id: String) throws {
        let algorithm = try #require(AlgorithmRegistry.algorithm(id: id))
        let offsets = algorithm is any _WorkspaceOffsetsMatching
        let matching = algorithm is any _WorkspaceMatching
        switch _WorkspacePlan(for: algorithm) {
        case .offsets: #expect(offsets && !matching)
        case .matching: #expect(matching && !offsets)
        // hash-linear diffs `Int` identities without codes, and matches
        // codes (`matching(for:)`) in a workspace.
        case .hashLinearWithoutCodes: #expect(id == "hash-linear" && matching && !offsets)
        case .none: #expect(!offsets && !matching)
        }
    }

    @Test func huntSzymanskiNodesMoveToTheirOwnMemoryWhenFull() {
        var workspace = _DiffWorkspace(byteCount: 2 * _DiffWorkspace.byteCount(of: Int32.self, count: 2))
        defer { workspace.deallocate() }
        let old = workspace.take(Int32.self, count: 2)
        let predecessor = workspace.take(Int32.self, count: 2)
        var nodes = _HuntSzymanskiNodes(old: old, predecessor: predecessor, capacity: 2)
        defer { nodes.deallocate() }
        for node in 0..<40 { nodes.append(old: Int32(100 + node), predecessor: Int32(node - 1)) }
        #expect(nodes.count == 40)
        #expect(nodes.old != old)
        #expect((0..<40).allSatisfy { nodes.old[$0] == Int32(100 + $0) && nodes.predecessor[$0] == Int32($0 - 1) })
    }
}

extension Array {
    /// The elements in a fixed pseudo-random order.
    fileprivate func shuffled(seed: UInt64) -> [Element] {
        var state = seed
        var result = self
        for index in result.indices.reversed() where index > 0 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            result.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
        }
        return result
    }
}
