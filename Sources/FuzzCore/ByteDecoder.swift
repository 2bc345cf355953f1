import DiffAlgorithms
import DiffBenchWorkloads

//===----------------------------------------------------------------------===//
// Decoding libFuzzer bytes into a case
//===----------------------------------------------------------------------===//

extension FuzzCase {
    /// The case that libFuzzer's bytes describe. Every byte string decodes to
    /// some case, so the fuzzer never wastes an input:
    ///
    /// - byte 0: the element kind (`% 4`: int, string, book, colliding);
    /// - byte 1: the source length, `% (remaining + 1)`;
    /// - every later byte is one element: identity `b & 0x3F` (0…63) and
    ///   content version `b >> 6` (0…3, ignored for int and string); the
    ///   first elements form the source, the rest the target.
    ///
    /// Small identity ranges come from libFuzzer's own mutations (it copies
    /// and repeats bytes), so duplicates are common.
    package init(fuzzBytes bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= 2 else {
            self.init(kind: .int, source: [], target: [])
            return
        }
        let kind = ElementKind.allCases[Int(bytes[0]) % ElementKind.allCases.count]
        let elements = bytes.dropFirst(2).map { WorkloadAtom(Int($0 & 0x3F), content: Int($0 >> 6)) }
        let sourceCount = Int(bytes[1]) % (elements.count + 1)
        self = FuzzCase(
            kind: kind, source: Array(elements.prefix(sourceCount)),
            target: Array(elements.dropFirst(sourceCount))
        ).normalized()
    }

    /// The bytes that decode to this case (identities are taken `& 0x3F`,
    /// content `& 3`; the source is at most 255 elements).
    package var fuzzBytes: [UInt8] {
        let kindByte = UInt8(ElementKind.allCases.firstIndex(of: kind)!)
        let atoms = source + target
        return [kindByte, UInt8(min(source.count, 255))]
            + atoms.map { UInt8(($0.id & 0x3F) | (($0.content & 3) << 6)) }
    }
}
