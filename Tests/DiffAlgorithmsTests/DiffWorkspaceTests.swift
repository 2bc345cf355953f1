@testable import DiffAlgorithms
import Testing

/// The diff's workspace: region sizes, carving order and alignment.
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

    @Test func anEmptyWorkspaceHandsOutEmptyRegions() {
        var workspace = _DiffWorkspace(byteCount: 0)
        defer { workspace.deallocate() }
        _ = workspace.take(Int32.self, count: 0)
        #expect(workspace.remainingByteCount == 0)
    }
}
